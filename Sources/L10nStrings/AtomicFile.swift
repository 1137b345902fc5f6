#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one way the tool writes a file (tables, reports, `-o`): a reader never sees half of one, and what
/// the path names is respected.
///
/// - A regular file or a new path: the bytes go to a temporary file in the same folder, which then
///   replaces the target by `rename`, so a kill or a full disk leaves the old file or the new one, never a
///   mix. The target's permissions are kept (a 0600 table stays private), and its owner and group where
///   the system permits.
/// - A symbolic link: followed to the file it names, which is written as above; the link stays a link, so
///   a table shared through a link is updated for everyone.
/// - A device, FIFO or terminal (`/dev/null`, a named pipe), or an open descriptor (`/dev/stdout`,
///   `/dev/fd/N`): written through, never replaced (renaming over `/dev/null` as root destroys it).
/// - A read-only file is refused unless ``Options/force``; a file that changed after the caller read it
///   (``Options/expected``) is refused just before the rename; a missing folder, a full disk or a
///   permission problem is one ``AtomicFileError`` naming the path and what to do.
///
/// Temporary files are named `.l10nlayout-<pid>-<random>.tmp`; those of processes that no longer run
/// (killed mid-write), and Foundation's `.dat.nosync*` leftovers older than a minute, are removed at the
/// start of the next write into the same folder.
public enum AtomicFile {
    /// How to treat the cases a plain write would get wrong.
    public struct Options: Sendable {
        /// Replace a read-only file anyway (its permissions are kept).
        public var force: Bool
        /// The file as the caller read it: the write is refused if the file changed since.
        public var expected: FileSnapshot?
        /// Create missing folders instead of failing with ``AtomicFileError/Reason/missingFolder(_:)``.
        public var createFolders: Bool

        public init(force: Bool = false, expected: FileSnapshot? = nil, createFolders: Bool = false) {
            self.force = force
            self.expected = expected
            self.createFolders = createFolders
        }
    }

    /// Writes `bytes` to `url` safely (see ``AtomicFile``).
    /// - Throws: ``AtomicFileError``; a regular target is then unchanged and no temporary file is left.
    public static func write(_ bytes: [UInt8], to url: URL, options: Options = Options()) throws(AtomicFileError) {
        let staged = try stage(bytes, to: url, options: options)
        do { try staged.commit() } catch {
            staged.discard()
            throw error
        }
    }

    /// Writes a table back in the encoding, byte-order mark, line endings and format it was read in.
    ///
    /// When `file` was read from `url` (``StringsFile/init(contentsOf:)``) and `options` gives no
    /// ``Options/expected`` snapshot, the one taken when it was read is used: a table saved by someone else
    /// meanwhile is not overwritten.
    /// - Throws: ``AtomicFileError``; the target is then unchanged.
    public static func write(_ file: StringsFile, to url: URL, options: Options = Options()) throws(AtomicFileError) {
        var options = options
        if options.expected == nil, let source = file.source, source.path == url.standardizedFileURL.path {
            options.expected = source.snapshot
        }
        try write(file.serialized(), to: url, options: options)
    }

    /// Reads the file at `url` with a snapshot for a later ``write(_:to:options:)`` to check against.
    /// - Throws: ``AtomicFileError``: not found, a folder, permission denied…
    public static func read(_ url: URL) throws(AtomicFileError) -> (bytes: [UInt8], snapshot: FileSnapshot) {
        try readRegularFile(path: url.path, shown: url.path)
    }

    // MARK: Reading

    static func readRegularFile(path: String, shown: String) throws(AtomicFileError) -> (bytes: [UInt8], snapshot: FileSnapshot) {
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw AtomicFileError(path: shown, errno: errno, operation: "open the file") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw AtomicFileError(path: shown, errno: errno, operation: "read the file") }
        if status.st_mode & S_IFMT == S_IFDIR { throw AtomicFileError(path: shown, reason: .isFolder) }
        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { throw AtomicFileError(path: shown, errno: errno, operation: "read the file") }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count >= capacity { capacity *= 2; bytes.reserveCapacity(capacity) }
        }
        let snapshot = bytes.withUnsafeBufferPointer { FileSnapshot(status: status, bytes: $0) }
        return (bytes, snapshot)
    }

    // MARK: Writing

    /// Writes through a device or FIFO: opened for writing (a FIFO waits for its reader, as a shell
    /// redirection does), never created, truncated or replaced.
    static func writeThrough(_ bytes: [UInt8], path: String, shown: String) throws(AtomicFileError) {
        let descriptor = retryingOnInterrupt { open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw AtomicFileError(path: shown, errno: errno, operation: "open the file") }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, shown: shown)
    }

    /// Writes every byte to `descriptor`, resuming after interruptions, short writes and (for a
    /// non-blocking descriptor) a full buffer.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shown: String) throws(AtomicFileError) {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 { offset += written; continue }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                failure = code
                return
            }
        }
        if failure != 0 { throw AtomicFileError(path: shown, errno: failure, operation: "write") }
    }

    /// The process's umask, read without changing it (Linux reports it in /proc/self/status).
    static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        return 0o022
    }

    static func retryingOnInterrupt<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
