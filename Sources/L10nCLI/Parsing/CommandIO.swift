import Foundation
import L10nStrings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes and what it knows of its surroundings. The real tool binds it to the process;
/// tests bind it to buffers (or to descriptors, to test closed and full streams).
///
/// Diagnostics on standard error never carry control characters (a translation quoted in a message
/// cannot recolour or clear the terminal), and neither does text written to standard output when it is a
/// terminal, apart from this tool's own colour sequences. A standard output that fails is remembered and
/// reported once by ``finish(_:)``.
public final class CommandIO: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let writeOutBytes: (([UInt8]) -> Void)?
    /// The process's standard output when bound to a descriptor; its failure decides ``finish(_:)``.
    private var standardOutput: StandardStream?
    /// The directory relative paths are resolved against.
    public let currentDirectory: URL
    /// The environment (`L10NLAYOUT_FONT_PATH`, `NO_COLOR`, …).
    public let environment: [String: String]
    /// Whether standard error is a terminal (progress and colour are shown only then).
    public let stderrIsTerminal: Bool
    /// Whether standard output is a terminal.
    public let stdoutIsTerminal: Bool

    public init(
        currentDirectory: URL,
        environment: [String: String] = [:],
        stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false,
        out: @escaping (String) -> Void,
        err: @escaping (String) -> Void,
        outBytes: (([UInt8]) -> Void)? = nil
    ) {
        self.writeOutBytes = outBytes
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.writeOut = out
        self.writeErr = err
    }

    /// Writes to standard output as is (add the newline yourself).
    public func write(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeOut(stdoutIsTerminal ? TerminalText.escapingControls(text, keepingColor: true) : text)
    }

    /// Writes bytes to standard output unchanged (a UTF-16 table, say). Without a byte sink (in tests)
    /// they are passed on as UTF-8 text.
    public func writeBytes(_ bytes: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if let writeOutBytes { writeOutBytes(bytes) } else { writeOut(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes one line to standard output. A line is a message, not data: its control characters (from a
    /// quoted translation) are escaped even on a pipe, which often ends at a terminal or a CI log.
    public func print(_ line: String = "") { write(TerminalText.escapingControls(line, keepingColor: true) + "\n") }

    /// Writes one line to standard error.
    public func printError(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        writeErr(TerminalText.escapingControls(line) + "\n")
    }

    /// Writes to standard error as is (progress lines that rewrite themselves).
    public func writeError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeErr(text)
    }

    /// Writes a warning to standard error as `l10nlayout: warning: …`.
    public func warn(_ message: String) { printError("l10nlayout: warning: \(message)") }

    /// Resolves a path given on the command line against ``currentDirectory``.
    public func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// The exit code to end with: `code`, unless standard output failed for another reason than a
    /// reader that went away (`| head`, which ends quietly): then one message on standard error and 2.
    public func finish(_ code: Int32) -> Int32 {
        lock.lock()
        let failure = standardOutput?.failure
        lock.unlock()
        guard let failure, failure != .closedPipe else { return code }
        printError("l10nlayout: error: cannot write to standard output: \(failure.explanation)")
        return ExitCode.usageOrInput
    }

    /// An IO bound to the process's standard streams and working directory.
    ///
    /// SIGPIPE is ignored from then on, so a reader that goes away shows as a write error the tool handles
    /// (it stops writing to standard output and finishes its work, writes to files included) rather than
    /// a kill in the middle of a table write.
    public static func process() -> CommandIO {
        signal(SIGPIPE, SIG_IGN)
        return bound(output: 1, error: 2, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                     environment: ProcessInfo.processInfo.environment)
    }

    /// An IO writing to the given descriptors (the process's are 1 and 2).
    public static func bound(output: Int32, error: Int32, currentDirectory: URL, environment: [String: String] = [:]) -> CommandIO {
        let out = StandardStream(descriptor: output, name: "standard output")
        let err = StandardStream(descriptor: error, name: "standard error")
        let io = CommandIO(
            currentDirectory: currentDirectory,
            environment: environment,
            stdoutIsTerminal: isatty(output) == 1,
            stderrIsTerminal: isatty(error) == 1,
            out: { out.write(Array($0.utf8)) },
            err: { err.write(Array($0.utf8)) },
            outBytes: { out.write($0) }
        )
        io.standardOutput = out
        return io
    }
}
