/// Errors a command reports to the user. Every error the tool prints goes through
/// ``CommandLineTool/report(_:io:)``, the one place that maps errors to messages and exit codes.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// The words on the command line are wrong. Exit 2.
    case usage(String, hint: String? = nil)
    /// An input file cannot be read or is malformed. Exit 2. The message should start with
    /// `path:line:column:` when a position is known, and say what to do.
    case input(String)
    /// The command ran but must fail with the given code and has already said why.
    case exit(Int32)

    public var description: String {
        switch self {
        case .usage(let message, let hint): return hint.map { "\(message)\n  hint: \($0)" } ?? message
        case .input(let message): return message
        case .exit(let code): return "exit \(code)"
        }
    }
}
