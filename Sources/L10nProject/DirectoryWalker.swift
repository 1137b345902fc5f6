import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over a project's folders with `readdir`, which tells files from folders without a `stat` per
/// entry. Entries come sorted by name, so everything discovered is in a stable order.
struct DirectoryWalker {
    enum Kind { case file, directory }

    /// What to do with a folder the walk meets.
    enum Decision {
        /// Look inside.
        case descend
        /// Leave it out.
        case skip
    }

    /// Lists `directory`'s entries (names and kinds, `.` and `..` left out), sorted by name, or nil when
    /// it cannot be opened. Symbolic links are followed for their kind but folders behind links are
    /// reported as files' kin: the walk never descends into them (a link back up would loop).
    static func entries(of directory: String) -> [(name: String, kind: Kind)]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var result: [(String, Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG), Int32(DT_LNK): kind = .file
            default:
                // Some file systems do not fill d_type: ask.
                var info = stat()
                kind = stat(directory + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
            }
            result.append((name, kind))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Walks `root` depth first, calling `visit` with each entry's path relative to `root`; `visit`
    /// decides for folders whether to descend.
    static func walk(_ root: String, visit: (_ relativePath: String, _ name: String, _ kind: Kind) -> Decision) {
        var stack: [String] = [""]
        while let relative = stack.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let entries = entries(of: absolute) else { continue }
            var folders: [String] = []
            for (name, kind) in entries {
                let path = relative.isEmpty ? name : relative + "/" + name
                if visit(path, name, kind) == .descend, kind == .directory { folders.append(path) }
            }
            // Reversed onto the stack so folders are visited in name order.
            stack.append(contentsOf: folders.reversed())
        }
    }
}
