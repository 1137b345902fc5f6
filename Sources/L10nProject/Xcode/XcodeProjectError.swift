/// An Xcode project or workspace file that cannot be read: a malformed `project.pbxproj` or
/// `contents.xcworkspacedata`, or one whose objects do not fit together.
public struct XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault (`…/App.xcodeproj/project.pbxproj`), as given to the reader.
    public var path: String
    /// 1-based line and column (in Unicode scalars) of the problem; 0 when it concerns the whole file.
    public var line: Int
    public var column: Int
    /// What is wrong and what to do, without the location.
    public var message: String

    /// Whether the problem is an XcodeGen `include` that is not there (``XcodeGenSpec`` then looks for the folder the
    /// spec is generated from).
    var isMissingInclude = false

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(path: String, line: Int, column: Int, message: String, isMissingInclude: Bool) {
        self.init(path: path, line: line, column: column, message: message)
        self.isMissingInclude = isMissingInclude
    }

    /// `path:line:column: message` (`path: message` for a whole-file problem).
    public var description: String {
        line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)"
    }
}
