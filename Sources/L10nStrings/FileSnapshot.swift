#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when a caller read it: its identity, size, modification time and a hash of its bytes.
/// Given to ``AtomicFile/write(_:to:options:)`` as ``AtomicFile/Options/expected``, it makes the write
/// refuse to replace a file that someone saved after it was read (a translator's table saved while
/// `extract` runs).
public struct FileSnapshot: Equatable, Sendable {
    public var size: Int64
    /// Modification time, seconds and nanoseconds since 1970.
    public var modificationSeconds: Int64
    public var modificationNanoseconds: Int64
    public var device: UInt64
    public var inode: UInt64
    /// FNV-1a over the bytes: cheap, and enough to tell an edit from no edit (this is not security).
    public var contentHash: UInt64

    init(status: stat, bytes: UnsafeBufferPointer<UInt8>) {
        size = Int64(status.st_size)
        modificationSeconds = Int64(status.st_mtim.tv_sec)
        modificationNanoseconds = Int64(status.st_mtim.tv_nsec)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        contentHash = Self.hash(bytes)
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// Whether the file at `path` still has the bytes this snapshot saw: same size and same content hash
    /// (a save that only touched the time loses nothing, so it does not count; a same-size edit within the
    /// file system's time resolution does). A file that is gone has changed.
    func matchesFile(at path: String) -> Bool {
        guard let current = try? AtomicFile.readRegularFile(path: path, shown: path) else { return false }
        return current.snapshot.size == size && current.snapshot.contentHash == contentHash
    }
}
