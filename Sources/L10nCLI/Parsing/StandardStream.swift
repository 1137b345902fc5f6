#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nStrings

/// One of the process's standard streams, written with `write(2)` so that a closed pipe, a closed
/// descriptor or a full disk is a value to report, never a trap (FileHandle's `write(_:)` traps on every
/// error).
///
/// After the first failure nothing more is written; ``failure`` says what happened.
final class StandardStream: @unchecked Sendable {
    let descriptor: Int32
    let name: String
    /// Why writing stopped: ``AtomicFileError/Reason/closedPipe`` when the reader went away (or the
    /// descriptor was closed when the process started), anything else (a full disk) otherwise.
    private(set) var failure: AtomicFileError.Reason?

    /// Binds `descriptor`. A descriptor that is not open (`>&-`) is pointed at /dev/null, so that no file
    /// the process opens later takes its number and receives its output, and the stream counts as closed.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        if fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor { dup2(null, descriptor); close(null) }
            failure = .closedPipe
        }
    }

    func write(_ bytes: [UInt8]) {
        guard failure == nil, !bytes.isEmpty else { return }
        do {
            try AtomicFile.writeAll(bytes, to: descriptor, shown: name)
        } catch {
            // EBADF: closed under us; the same as a reader that went away.
            failure = error.reason == .system(errno: EBADF, operation: "write") ? .closedPipe : error.reason
        }
    }
}
