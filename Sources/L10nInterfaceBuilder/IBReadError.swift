/// A document that cannot be read: malformed or truncated XML, a DTD, an unknown entity, or an I/O error.
///
/// `description` is the Xcode-style diagnostic `path:line:column: error: message`.
public struct IBReadError: Error, CustomStringConvertible, Equatable {
    /// The document path as given to the reader.
    public let path: String
    /// 1-based line (0 when the error is not about a position, such as an unreadable file).
    public let line: Int
    /// 1-based column in UTF-8 bytes (0 when not about a position).
    public let column: Int
    /// What went wrong and, where it helps, what to do.
    public let message: String
    /// Whether the document is in Interface Builder's format from before Xcode 5 (an `<archive>`): valid, and
    /// built by Xcode still, but not read here.
    public let isLegacyArchive: Bool

    public init(path: String, line: Int, column: Int, message: String, isLegacyArchive: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isLegacyArchive = isLegacyArchive
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
