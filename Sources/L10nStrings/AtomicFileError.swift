#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file that could not be written (or read): which path, what went wrong, and what to do, as one line a
/// person can act on (`Localizations/de.lproj/Main.strings: the disk is full; free some space and run
/// again`), never a raw `NSCocoaErrorDomain` dump.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The folder the file goes in does not exist (the payload is that folder).
        case missingFolder(String)
        /// A part of the path that should be a folder is a file.
        case notAFolder
        /// The path names a folder, not a file.
        case isFolder
        /// A socket or another kind of file that cannot be written as a stream.
        case unsupportedFileType
        /// The file has no write permission; it is written only when the caller forces it.
        case readOnly
        /// The operating system refused access (file or folder permissions).
        case permissionDenied
        /// No space left on the device.
        case diskFull
        /// The user's disk quota is used up.
        case quotaExceeded
        /// The file system is mounted read-only.
        case readOnlyFileSystem
        /// The file changed (size, time or content) after the caller read it: someone else saved it.
        case changedSinceRead
        /// The file does not exist (when reading).
        case notFound
        /// Symbolic links that loop or nest too deep.
        case symbolicLinkLoop
        /// The reader of a pipe went away.
        case closedPipe
        /// Any other system error: its `errno` and what was being done.
        case system(errno: Int32, operation: String)
    }

    /// The path as the caller gave it.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Maps an `errno` from an operation on `path` to an error.
    public init(path: String, errno code: Int32, operation: String) {
        self.path = path
        self.reason = Reason(errno: code, operation: operation)
    }

    /// `path: what went wrong; what to do`.
    public var description: String { "\(path): \(reason.explanation)" }

    public var errorDescription: String? { description }
}

extension AtomicFileError.Reason {
    /// The reason for an `errno` value; `operation` (`write`, `rename`, `open`) is kept for the rare ones.
    public init(errno code: Int32, operation: String) {
        switch code {
        case ENOSPC: self = .diskFull
        case EDQUOT: self = .quotaExceeded
        case EACCES, EPERM: self = .permissionDenied
        case EROFS: self = .readOnlyFileSystem
        case ENOTDIR: self = .notAFolder
        case EISDIR: self = .isFolder
        case ELOOP: self = .symbolicLinkLoop
        case EPIPE: self = .closedPipe
        case ENOENT: self = .notFound
        default: self = .system(errno: code, operation: operation)
        }
    }

    /// What went wrong and what to do, without the path.
    public var explanation: String {
        switch self {
        case .missingFolder(let folder):
            return "the folder \(folder) does not exist; create it or choose another path"
        case .notAFolder:
            return "a part of the path is a file, not a folder; check the path"
        case .isFolder:
            return "this is a folder, not a file; give a file path"
        case .unsupportedFileType:
            return "this is a socket or another special file that cannot be written; give a file path"
        case .readOnly:
            return "the file is read-only; make it writable (chmod u+w) or pass --force to replace it anyway"
        case .permissionDenied:
            return "permission denied; check the permissions of the file and of its folder"
        case .diskFull:
            return "the disk is full; free some space and run again"
        case .quotaExceeded:
            return "the disk quota is used up; free some space and run again"
        case .readOnlyFileSystem:
            return "the file system is read-only; write somewhere else"
        case .changedSinceRead:
            return "the file changed on disk after it was read (someone saved it meanwhile); it was left as it is: run again to include those changes, or pass --force to replace it"
        case .notFound:
            return "no such file; check the path"
        case .symbolicLinkLoop:
            return "symbolic links loop or nest too deep; check where the link points"
        case .closedPipe:
            return "the reading end of the pipe was closed"
        case .system(let code, let operation):
            return "cannot \(operation): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
