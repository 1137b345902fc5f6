/// A problem in a document that did not stop it from being read (an encoding Interface Builder does not
/// write, say). `description` is the Xcode-style `path:line:column: warning: message`.
public struct IBDocumentWarning: CustomStringConvertible, Equatable, Sendable {
    public let path: String
    /// 1-based line (0 when about the whole file).
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): warning: \(message)" : "\(path): warning: \(message)"
    }
}
