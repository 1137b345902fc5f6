import Foundation

/// Xcode 16's synchronized folder (`PBXFileSystemSynchronizedRootGroup`): the project does not list its
/// files, the disk does. A target that names the folder in `fileSystemSynchronizedGroups` builds every
/// file in it except those an exception set for that target lists; any other target builds exactly the
/// files an exception set for it lists (that is how Xcode records "also in target B").
/// Exceptions are paths relative to the folder; `/Localized/dir/Name.storyboard` names a localized file:
/// every `dir/xx.lproj/Name.*` variant.
struct XcodeSynchronizedFolder {
    /// Extensions of folders that are one member (copied or compiled whole), never looked into.
    static let packageExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "rcproject", "docc", "icon",
        "framework", "xcframework", "playground", "app", "appex", "mlpackage", "mlmodelc", "xcstickers", "spriteatlas",
    ]
    /// What Xcode puts in the sources phase.
    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "s", "metal", "xcdatamodeld", "xcmappingmodel",
        "intentdefinition", "mlmodel", "mlpackage", "iig",
    ]
    /// What no phase copies or compiles (headers, build settings, signing).
    static let unbuiltExtensions: Set<String> = ["h", "hh", "hpp", "hxx", "pch", "modulemap", "xcconfig", "entitlements"]

    struct Entry {
        var relativePath: String
        var url: URL
        var isPackage: Bool
    }

    let root: URL
    let entries: [Entry]

    /// Lists the folder (sorted by relative path); a missing folder has no entries.
    init(root: URL) {
        self.root = root
        var entries: [Entry] = []
        let manager = FileManager.default
        let rootPath = root.standardizedFileURL.path
        if let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if DiscoveryRules.skips(name: name) {
                    if isDirectory { enumerator.skipDescendants() }
                    continue
                }
                let path = url.standardizedFileURL.path
                guard path.hasPrefix(rootPath + "/") else { continue }
                let relative = String(path.dropFirst(rootPath.count + 1))
                if isDirectory {
                    guard Self.packageExtensions.contains(url.pathExtension.lowercased()) else { continue }
                    enumerator.skipDescendants()
                    entries.append(Entry(relativePath: relative, url: url.standardizedFileURL, isPackage: true))
                } else {
                    entries.append(Entry(relativePath: relative, url: url.standardizedFileURL, isPackage: false))
                }
            }
        }
        self.entries = entries.sorted { $0.relativePath < $1.relativePath }
    }

    /// The resources and sources of a target: all entries but `exceptions` when the target names the
    /// folder, else only the `exceptions`.
    func members(exceptions: [String], targetNamesFolder: Bool) -> (resources: [XcodeFile], sources: [XcodeFile]) {
        let matcher = ExceptionMatcher(exceptions)
        var resources: [XcodeFile] = []
        var sources: [XcodeFile] = []
        for entry in entries where matcher.matches(entry.relativePath) != targetNamesFolder {
            let ext = entry.url.pathExtension.lowercased()
            let file = XcodeFile(location: .disk(entry.url), isFolder: entry.isPackage && !Self.sourceExtensions.contains(ext))
            if Self.sourceExtensions.contains(ext) {
                sources.append(file)
            } else if !Self.unbuiltExtensions.contains(ext) {
                resources.append(file)
            }
        }
        return (resources, sources)
    }

    struct ExceptionMatcher {
        private var paths: Set<String> = []
        private var prefixes: [String] = []
        /// `dir/name-without-extension` of each `/Localized/…` exception, lowercased.
        private var localized: Set<String> = []

        init(_ exceptions: [String]) {
            for exception in exceptions {
                let lowered = exception.lowercased()
                if lowered.hasPrefix("/localized/") {
                    let rest = String(lowered.dropFirst("/localized/".count))
                    localized.insert(Self.dropExtension(rest))
                } else {
                    paths.insert(lowered)
                    prefixes.append(lowered + "/")
                }
            }
        }

        func matches(_ relativePath: String) -> Bool {
            let lowered = relativePath.lowercased()
            if paths.contains(lowered) || prefixes.contains(where: { lowered.hasPrefix($0) }) { return true }
            guard !localized.isEmpty else { return false }
            var components = lowered.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return false }
            let name = Self.dropExtension(components.removeLast())
            components.removeLast()
            return localized.contains((components + [name]).joined(separator: "/"))
        }

        private static func dropExtension(_ path: String) -> String {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
            return String(path[..<dot])
        }
    }
}
