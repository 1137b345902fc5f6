import Foundation

/// Where a command writes and what it knows of its surroundings. The real tool binds it to the process;
/// tests bind it to buffers.
public final class CommandIO: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let writeOutBytes: (([UInt8]) -> Void)?
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
        writeOut(text)
    }

    /// Writes bytes to standard output unchanged (a UTF-16 table, say). Without a byte sink (in tests)
    /// they are passed on as UTF-8 text.
    public func writeBytes(_ bytes: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if let writeOutBytes { writeOutBytes(bytes) } else { writeOut(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes one line to standard output.
    public func print(_ line: String = "") { write(line + "\n") }

    /// Writes one line to standard error.
    public func printError(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        writeErr(line + "\n")
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

    /// An IO bound to the process's standard streams and working directory.
    public static func process() -> CommandIO {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return CommandIO(
            currentDirectory: cwd,
            environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            outBytes: { FileHandle.standardOutput.write(Data($0)) }
        )
    }
}
