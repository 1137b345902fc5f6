import Foundation

/// Paths as the disk spells them: Xcode projects are made on Mac file systems that ignore letter case, so a project
/// may name `the app/en.lproj` or `messages/Info.plist` for the folder `The App/en.lproj` or `Messages/Info.plist`,
/// which a case-sensitive disk (Linux) finds only under its own spelling. Folder listings are read once each.
struct DiskSpelling {
    private var listings: [String: [String]] = [:]

    /// `path` (absolute) as the disk spells it: as it is when the disk has it so, or has it in no spelling; among
    /// several spellings of a component, the first in sorted order.
    mutating func resolve(_ path: String) -> String {
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        var resolved = ""
        for component in path.split(separator: "/").map(String.init) {
            let folder = resolved.isEmpty ? "/" : resolved
            if listings[folder] == nil { listings[folder] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
            let names = listings[folder] ?? []
            let lowered = component.lowercased()
            guard let name = names.contains(component) ? component : names.first(where: { $0.lowercased() == lowered }) else { return path }
            resolved += "/" + name
        }
        return resolved.isEmpty ? "/" : resolved
    }
}
