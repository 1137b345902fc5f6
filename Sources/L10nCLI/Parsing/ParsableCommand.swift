/// A command of the `l10nlayout` tool.
///
/// The life of a command is: the parser matches the words against `configuration`, `init(_:)` reads the
/// parsed values and validates them (throwing ``CommandError/usage(_:hint:)`` for bad combinations), and
/// `run(_:)` does the work and returns the exit code. Commands never touch the process's standard streams
/// directly, so tests run them in-process through ``CommandLineTool/run(_:io:)``.
public protocol ParsableCommand: Sendable {
    static var configuration: CommandConfiguration { get }
    /// Reads and validates the parsed words.
    /// - Throws: ``CommandError`` for invalid values.
    init(_ arguments: ParsedArguments) throws
    /// Does the work.
    /// - Returns: the exit code (``ExitCode``).
    func run(_ io: CommandIO) throws -> Int32
}

/// The exit codes of the contract in DESIGN.md.
public enum ExitCode {
    /// Success; no finding at or above `--fail-on`.
    public static let success: Int32 = 0
    /// Findings at or above `--fail-on`, or `extract --check` found changes.
    public static let findings: Int32 = 1
    /// Usage error, or unreadable or malformed input.
    public static let usageOrInput: Int32 = 2
}
