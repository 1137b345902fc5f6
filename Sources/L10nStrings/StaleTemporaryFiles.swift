#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files ``AtomicFile`` makes, and the removal of those a killed process left behind.
///
/// A name carries the writer's process id (`.l10nlayout-<pid>-<random>.tmp`): one whose process no longer
/// runs, or older than an hour (the id may have been reused), is stale. Foundation's atomic writes, which
/// earlier versions used, left `.dat.nosync<random>` files: those older than a minute are stale too (a
/// write takes milliseconds, so no live writer still needs one).
enum StaleTemporaryFiles {
    static let prefix = ".l10nlayout-"
    static let suffix = ".tmp"
    static let foundationPrefix = ".dat.nosync"

    static func newName() -> String {
        "\(prefix)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))\(suffix)"
    }

    /// Removes stale temporary files in `folder`; never fails (a file it cannot remove stays).
    static func remove(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) || name.hasPrefix(foundationPrefix) else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let age = Int64(now.tv_sec) - Int64(status.st_mtim.tv_sec)
            if isStale(name: name, age: age) { unlink(path) }
        }
    }

    static func isStale(name: String, age: Int64) -> Bool {
        if name.hasPrefix(foundationPrefix) { return age > 60 }
        guard name.hasSuffix(suffix) else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]) else { return false }
        if age > 3600 { return true }
        if pid == getpid() { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
