#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import L10nCLI

/// Issue 17 item 9: a full or closed standard output trapped in FileHandle's `try!` in every command.
/// Now a reader that went away ends quietly with the command's code, and a full disk is one message and
/// exit 2.
final class StandardStreamTests: XCTestCase {
    override class func setUp() {
        // As `CommandIO.process()` does: a closed pipe is a write error, not a kill.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads everything a pipe's read end holds once its write end is closed.
    func drain(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        return (ends[0], ends[1])
    }

    /// Runs the tool with standard output on `output` and standard error captured.
    func run(_ arguments: [String], output: Int32) -> (code: Int32, stderr: String) {
        let err = makePipe()
        let io = CommandIO.bound(output: output, error: err.write, currentDirectory: URL(fileURLWithPath: "/"))
        let code = CommandLineTool.run(arguments, io: io)
        close(err.write)
        defer { close(err.read) }
        return (code, drain(err.read))
    }

    func testAClosedPipeEndsQuietlyWithTheCommandsCode() {
        let out = makePipe()
        close(out.read)                        // `| head` that has already exited
        defer { close(out.write) }
        let result = run(["--help"], output: out.write)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderr, "")
        let usage = run(["frobnicate"], output: out.write)
        XCTAssertEqual(usage.code, 2, "the command's own code is kept")
    }

    func testAFullDiskIsOneMessageAndExitTwo() {
        let full = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(full, 0)
        defer { close(full) }
        let result = run(["--help"], output: full)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "l10nlayout: error: cannot write to standard output: the disk is full; free some space and run again\n")
    }

    func testAClosedDescriptorEndsQuietlyAndIsNotReused() {
        // A descriptor number that is not open, as `>&-` leaves standard output.
        let err = makePipe()
        let spare = dup(2)
        close(spare)
        let io = CommandIO.bound(output: spare, error: err.write, currentDirectory: URL(fileURLWithPath: "/"))
        XCTAssertEqual(CommandLineTool.run(["--version"], io: io), 0)
        close(err.write)
        XCTAssertEqual(drain(err.read), "")
        close(err.read)
        // The number now points at /dev/null, so no file opened later receives standard output's bytes.
        XCTAssertNotEqual(fcntl(spare, F_GETFD), -1)
        close(spare)
    }

    /// The real executable, as a shell runs it: `--help > /dev/full`, `>&-`, and `| head` with SIGPIPE
    /// ignored by the parent (as CI runners and Python's subprocess do).
    func testTheExecutableNeverTraps() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("l10nlayout")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return XCTFail("build the l10nlayout product first (swift build --build-tests builds it): \(executable.path)")
        }
        let script = """
            tool='\(executable.path)'
            "$tool" --help > /dev/full 2>/tmp/l10n-full-$$; echo "full:$?:$(cat /tmp/l10n-full-$$)"; rm -f /tmp/l10n-full-$$
            "$tool" --help >&- 2>/dev/null; echo "closed:$?"
            ( trap '' PIPE; { sleep 0.2; "$tool" --help; } | true; echo "pipe:${PIPESTATUS[0]}" )
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines, [
            "full:2:l10nlayout: error: cannot write to standard output: the disk is full; free some space and run again",
            "closed:0",
            "pipe:0",
        ])
    }
}
