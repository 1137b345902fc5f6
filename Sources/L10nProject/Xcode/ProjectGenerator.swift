import Foundation

/// The tools that write an app's Xcode project from a manifest, so that the project itself need not be checked
/// in: Tuist (`Project.swift`, which imports `ProjectDescription`) and XcodeGen (`project.yml`, which lists
/// `targets:`). Each writes the project into the manifest's own folder.
enum ProjectGenerator {
    /// Whether the file at `url` is such a manifest, by its name and what it says.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        let marker: String
        switch name {
        case "Project.swift": marker = "import ProjectDescription"
        case "project.yml", "project.yaml": marker = "targets:"
        default: return false
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        return String(decoding: data.prefix(65_536), as: UTF8.self).contains(marker)
    }
}
