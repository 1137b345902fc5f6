import Foundation

/// How commands show a project's files in their messages.
enum ProjectFiles {
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
