/// A problem the reader found in a table: where it is, what was expected, and why it matters.
public struct StringsDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    /// What is wrong, e.g. `expected ';' after the value`.
    public var message: String
    /// Why it matters to the app's users, e.g. `iOS does not load this table, so none of its translations are shown`.
    public var reason: String
    public var location: SourceLocation

    public init(severity: Severity = .error, message: String, reason: String, location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.reason = reason
        self.location = location
    }

    /// `line:column: error: message — reason`; prefix the path to get the compiler form.
    public var description: String { "\(location): \(severity.rawValue): \(message) — \(reason)" }

    /// `path:line:column: error: message — reason`.
    public func formatted(path: String) -> String { "\(path):\(description)" }
}
