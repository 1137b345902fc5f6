#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writing several files all or nothing: each is first *staged* (its new bytes written to a temporary file
/// beside it, with every check a write makes), and only when all are staged is each *committed* (renamed
/// over its target). A failure while staging leaves every target as it was; ``Staged/discard()`` removes
/// what was staged.
extension AtomicFile {
    /// A write made ready but not yet visible.
    ///
    /// For a regular file (or a new path) the bytes are in a temporary file in the target's folder, with the
    /// target's permissions and owner. A device, FIFO or open descriptor cannot be replaced, so nothing is
    /// written to it before ``commit()``.
    public struct Staged: Sendable {
        enum Kind: Sendable {
            case replace(path: String, temporary: String)
            case stream(path: String, bytes: [UInt8])
            case descriptor(Int32, bytes: [UInt8])
        }

        let kind: Kind
        let expected: FileSnapshot?
        /// The path as the caller gave it, for messages.
        public let shown: String

        /// Refuses (``AtomicFileError/Reason/changedSinceRead``) when the target is no longer the file the
        /// caller read (``Options/expected``); does nothing without an expected snapshot.
        public func checkUnchanged() throws(AtomicFileError) {
            guard let expected, case .replace(let path, _) = kind else { return }
            if !expected.matchesFile(at: path) { throw AtomicFileError(path: shown, reason: .changedSinceRead) }
        }

        /// Makes the write visible: renames the temporary file over the target (after checking, once more,
        /// that the target did not change), or writes a device or descriptor through.
        /// - Throws: ``AtomicFileError``; the target is then unchanged and the caller should ``discard()``.
        public func commit() throws(AtomicFileError) {
            switch kind {
            case .descriptor(let descriptor, let bytes):
                try writeAll(bytes, to: descriptor, shown: shown)
            case .stream(let path, let bytes):
                try writeThrough(bytes, path: path, shown: shown)
            case .replace(let path, let temporary):
                try checkUnchanged()
                guard rename(temporary, path) == 0 else { throw AtomicFileError(path: shown, errno: errno, operation: "replace the file") }
                // The rename itself reaches the disk when the folder does; failure here loses nothing already written.
                let folderDescriptor = open(Target.folder(of: path), O_RDONLY | O_CLOEXEC)
                if folderDescriptor >= 0 { _ = fsync(folderDescriptor); close(folderDescriptor) }
            }
        }

        /// Removes the temporary file of a write that is not committed (harmless after a commit).
        public func discard() {
            if case .replace(_, let temporary) = kind { unlink(temporary) }
        }
    }

    /// Stages `bytes` for `url`: the same checks and preparation as ``write(_:to:options:)-([UInt8],_,_)``
    /// (a read-only file refused unless ``Options/force``, a file changed since it was read refused, the
    /// mode and owner kept), without making the new bytes visible.
    /// - Throws: ``AtomicFileError``; then nothing is left behind.
    public static func stage(_ bytes: [UInt8], to url: URL, options: Options = Options()) throws(AtomicFileError) -> Staged {
        let shown = url.path
        switch try Target.resolve(url.path, shown: shown, createFolders: options.createFolders) {
        case .descriptor(let descriptor):
            return Staged(kind: .descriptor(descriptor, bytes: bytes), expected: nil, shown: shown)
        case .stream(let path):
            return Staged(kind: .stream(path: path, bytes: bytes), expected: nil, shown: shown)
        case .file(let path, let status):
            return try stageReplacement(path: path, status: status, bytes: bytes, options: options, shown: shown)
        }
    }

    /// Writes the new bytes of the regular file (or new path) `path` to a temporary file beside it.
    static func stageReplacement(path: String, status: stat?, bytes: [UInt8], options: Options, shown: String) throws(AtomicFileError) -> Staged {
        let folder = Target.folder(of: path)
        StaleTemporaryFiles.remove(in: folder)
        if let status, !options.force {
            let noWriteBits = status.st_mode & 0o222 == 0
            if noWriteBits || access(path, W_OK) != 0 {
                if !noWriteBits && errno == EROFS { throw AtomicFileError(path: shown, reason: .readOnlyFileSystem) }
                throw AtomicFileError(path: shown, reason: .readOnly)
            }
        }
        if let expected = options.expected, !expected.matchesFile(at: path) {
            throw AtomicFileError(path: shown, reason: .changedSinceRead)
        }
        let temporary = folder + "/" + StaleTemporaryFiles.newName()
        let descriptor = retryingOnInterrupt { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else {
            let code = errno
            if code == EACCES || code == EPERM {
                throw AtomicFileError(path: shown, reason: .system(errno: code, operation: "create a file in the folder \(folder) (check its permissions)"))
            }
            throw AtomicFileError(path: shown, errno: code, operation: "create a temporary file in \(folder)")
        }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, shown: shown)
        if let status {
            // Owner first: changing the owner clears set-id bits, which fchmod then restores.
            if status.st_uid != geteuid() || status.st_gid != getegid() { _ = fchown(descriptor, status.st_uid, status.st_gid) }
            _ = fchmod(descriptor, status.st_mode & 0o7777)
        } else {
            _ = fchmod(descriptor, 0o666 & ~currentUmask())
        }
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
            throw AtomicFileError(path: shown, errno: errno, operation: "write")
        }
        keepTemporary = true
        return Staged(kind: .replace(path: path, temporary: temporary), expected: options.expected, shown: shown)
    }
}
