/// A String Catalog, .stringsdict or XLIFF file that cannot be read: malformed JSON or XML, or a file
/// without the shape its format needs.
public struct LocalizationFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong and what to do, without the location.
    public var message: String
    /// 1-based line and column (in Unicode scalars) of the problem; 0 when it is about the whole file.
    public var line: Int
    public var column: Int

    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, ready to be prefixed with the path.
    public var description: String { line > 0 ? "\(line):\(column): \(message)" : message }
}
