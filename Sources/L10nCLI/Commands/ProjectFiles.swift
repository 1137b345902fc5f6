import Foundation

/// Finding a project's localizable files, shared by the commands that walk a project.
enum ProjectFiles {
    /// Folders never searched: build products and dependencies.
    static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    /// Every `Base.lproj/*.storyboard|xib` under `root`, skipping hidden and build folders, sorted by path.
    static func baseDocuments(under root: URL) -> [URL] {
        files(under: root) { url in
            url.deletingLastPathComponent().lastPathComponent == "Base.lproj" && (url.pathExtension == "storyboard" || url.pathExtension == "xib")
        }
    }

    /// Every file under `root` for which `include` holds, skipping hidden and build folders, sorted by path.
    static func files(under root: URL, where include: (URL) -> Bool) -> [URL] {
        var found: [URL] = []
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        for case let url as URL in enumerator {
            if skipped.contains(url.lastPathComponent) { enumerator.skipDescendants(); continue }
            if include(url) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// `url` as the user sees it: relative to the root they named.
    static func shown(_ url: URL, root: URL, shownRoot: String?) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return path }
        let relative = String(path.dropFirst(rootPath.count + 1))
        guard let shownRoot, shownRoot != "." else { return relative }
        return (shownRoot.hasSuffix("/") ? shownRoot : shownRoot + "/") + relative
    }

    /// `url`'s path relative to `root` (for XLIFF `original`), or the full path outside it.
    static func relative(_ url: URL, to root: URL) -> String {
        shown(url, root: root, shownRoot: nil)
    }
}
