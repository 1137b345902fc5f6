/// A place in a text file: 1-based line and column. Columns count Unicode scalars from the line start.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }

    public var description: String { "\(line):\(column)" }
}

/// The line ending a file uses; new text written into the file uses the same.
public enum LineEnding: String, Sendable, Equatable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"
}
