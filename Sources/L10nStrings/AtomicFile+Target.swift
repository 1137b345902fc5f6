#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// What a path names once symbolic links are followed, which decides how it is written.
    enum Target {
        /// An open descriptor of this process (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`): written at
        /// its current position, as a shell redirection expects.
        case descriptor(Int32)
        /// A device, FIFO or terminal: opened and written through.
        case stream(String)
        /// A regular file (with its status) or a new path (nil).
        case file(String, stat?)

        /// Follows `path` through symbolic links (at most 40, as the kernel does).
        static func resolve(_ start: String, shown: String, createFolders: Bool) throws(AtomicFileError) -> Target {
            var path = start
            for _ in 0..<40 {
                if let descriptor = openDescriptor(named: path) { return .descriptor(descriptor) }
                var status = stat()
                if lstat(path, &status) != 0 {
                    let code = errno
                    guard code == ENOENT else { throw AtomicFileError(path: shown, errno: code, operation: "look at the file") }
                    try requireFolder(of: path, shown: shown, create: createFolders)
                    return .file(path, nil)
                }
                switch status.st_mode & S_IFMT {
                case S_IFLNK:
                    guard let destination = readLink(path) else { throw AtomicFileError(path: shown, errno: errno, operation: "read the symbolic link") }
                    path = destination.hasPrefix("/") ? destination : folder(of: path) + "/" + destination
                case S_IFREG:
                    return .file(path, status)
                case S_IFDIR:
                    throw AtomicFileError(path: shown, reason: .isFolder)
                case S_IFCHR, S_IFBLK, S_IFIFO:
                    return .stream(path)
                default:
                    throw AtomicFileError(path: shown, reason: .unsupportedFileType)
                }
            }
            throw AtomicFileError(path: shown, reason: .symbolicLinkLoop)
        }

        /// The descriptor a path names, if it is one of this process's open descriptors.
        static func openDescriptor(named path: String) -> Int32? {
            let number: Substring
            if path == "/dev/stdout" { number = "1" } else if path == "/dev/stderr" { number = "2" }
            else if path.hasPrefix("/dev/fd/") { number = path.dropFirst(8) }
            else if path.hasPrefix("/proc/self/fd/") { number = path.dropFirst(14) }
            else if path.hasPrefix("/proc/\(getpid())/fd/") { number = path.dropFirst("/proc/\(getpid())/fd/".count) }
            else { return nil }
            guard let descriptor = Int32(number), descriptor >= 0, fcntl(descriptor, F_GETFD) != -1 else { return nil }
            return descriptor
        }

        static func readLink(_ path: String) -> String? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count >= 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// The folder part of a path (`.` for a bare name).
        static func folder(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }

        /// Checks (or creates) the folder a new file goes in.
        static func requireFolder(of path: String, shown: String, create: Bool) throws(AtomicFileError) {
            let folder = folder(of: path)
            var status = stat()
            if stat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw AtomicFileError(path: shown, reason: .notAFolder) }
                return
            }
            let code = errno
            guard code == ENOENT else { throw AtomicFileError(path: shown, errno: code, operation: "look at the folder \(folder)") }
            guard create else { throw AtomicFileError(path: shown, reason: .missingFolder(Target.folder(of: shown))) }
            var prefix = folder.hasPrefix("/") ? "" : "."
            for component in folder.split(separator: "/") {
                prefix += "/" + component
                if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                    throw AtomicFileError(path: shown, errno: errno, operation: "create the folder \(prefix)")
                }
            }
        }
    }
}
