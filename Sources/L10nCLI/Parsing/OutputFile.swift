import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// Writing a command's output file, with errors as one readable line.
enum OutputFile {
    /// Writes `bytes` to `path` (relative to the working directory) through ``AtomicFile``: a device, FIFO
    /// or descriptor (`/dev/null`, `/dev/stdout`) is written through, never replaced.
    /// - Parameter force: replace a read-only file; nil when the command has no `--force` (the advice then
    ///   does not offer it).
    /// - Throws: an input error naming the path and what to do.
    static func write(_ bytes: [UInt8], to path: String, io: CommandIO, what: String, force: Bool? = nil) throws {
        let url = io.url(for: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.input("\(path): cannot write \(what): the folder \(folder.path) does not exist; create it first or choose another path")
        }
        do {
            try AtomicFile.write(bytes, to: url, options: .init(force: force ?? false))
        } catch where force == nil && error.reason == .readOnly {
            throw CommandError.input("\(path): cannot write \(what): the file is read-only; make it writable (chmod u+w) or choose another path")
        } catch {
            throw CommandError.input("\(path): cannot write \(what): \(OutputFile.reason(error))")
        }
    }

    /// A file system error as a short reason, without Foundation's error domain dump.
    static func reason(_ error: any Error) -> String {
        // AtomicFile's errors say it already (devices, links, read-only files, a file saved meanwhile).
        if let error = error as? AtomicFileError { return error.reason.explanation }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posixReason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied; check the folder's permissions"
        case .fileWriteOutOfSpace: return "the disk is full; free some space and run again"
        case .fileWriteVolumeReadOnly: return "the volume is read-only"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        default: return String(describing: error.localizedDescription)
        }
    }

    static func posixReason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full; free some space and run again"
        case EACCES, EPERM: return "permission denied; check the folder's permissions"
        case EROFS: return "the volume is read-only"
        case ENOENT: return "no such file or folder"
        case EISDIR: return "it is a folder"
        default: return String(cString: strerror(code))
        }
    }
}
