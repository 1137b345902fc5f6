import Foundation

/// Finds the folders a project is measured from: its root, from anywhere inside it, and the version
/// control work tree that report paths are made relative to.
public enum ProjectLocator {
    /// The name of the settings file at a project's root.
    public static let settingsFileName = ".l10nlayout.json"

    /// The project root for a folder inside a project: the nearest folder, from `start` upwards, that holds
    /// `.l10nlayout.json`, an `.xcodeproj` or `.xcworkspace`, or a `Base.lproj` folder. The search stops at
    /// the git work tree's root; without any such folder, `start` itself (or the folder holding it, when
    /// `start` is an `.lproj` folder).
    public static func projectRoot(from start: URL) -> URL {
        let start = start.standardizedFileURL
        let boundary = gitWorkTree(containing: start)?.path
        var folder = start
        while true {
            if isProjectRoot(folder) { return folder }
            if folder.path == boundary || folder.path == "/" { break }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return start.pathExtension == "lproj" ? start.deletingLastPathComponent().standardizedFileURL : start
    }

    /// Whether `folder` holds one of the markers of a project root.
    public static func isProjectRoot(_ folder: URL) -> Bool {
        guard folder.pathExtension != "lproj", let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        return names.contains { name in
            name == settingsFileName || name == "Base.lproj" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }

    /// The root of the git work tree holding `url` (the nearest folder upwards with a `.git` folder or
    /// file), or nil outside one.
    public static func gitWorkTree(containing url: URL) -> URL? {
        var folder = url.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            if folder.path == "/" || folder.path.isEmpty { return nil }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
