import Foundation

/// The tools that write an app's Xcode project from a manifest, so that the project itself need not be checked
/// in: Tuist (`Project.swift`, which imports `ProjectDescription`) and XcodeGen (`project.yml`, which lists
/// `targets:` or includes the files that do). Each writes the project into the manifest's own folder.
enum ProjectGenerator {
    /// Whether the file at `url` is such a manifest, by its name and what it says.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        let markers: [String]
        switch name {
        case "Project.swift": markers = ["import ProjectDescription"]
        // (Element's spec names no target itself: it includes one file per target.)
        case "project.yml", "project.yaml": markers = ["targets:", "include:"]
        default:
            guard isNamedAsXcodeGenSpec(name), let data = FileManager.default.contents(atPath: url.path) else { return false }
            // Another spec name (Bitwarden's `project-bwa.yml`, generated with `xcodegen --spec`) is XcodeGen's when it
            // says what a spec says at its top level: its targets, with their platform.
            let text = String(decoding: data.prefix(65_536), as: UTF8.self)
            let lines = text.split(whereSeparator: \.isNewline)
            return lines.contains { $0.hasPrefix("targets:") } && lines.contains { $0.hasPrefix("name:") } && text.contains("platform:")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        let text = String(decoding: data.prefix(65_536), as: UTF8.self)
        return markers.contains { text.contains($0) }
    }

    /// Whether the manifest is XcodeGen's (a YAML spec), which ``XcodeGenSpec`` reads.
    static func isXcodeGenSpec(_ url: URL) -> Bool {
        ["project.yml", "project.yaml"].contains(url.lastPathComponent) || isNamedAsXcodeGenSpec(url.lastPathComponent)
    }

    /// `project-<app>.yml`, `project_<app>.yaml`: a spec named for one of several apps of a repository.
    static func isNamedAsXcodeGenSpec(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return (lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml")) && (lowered.hasPrefix("project-") || lowered.hasPrefix("project_"))
    }
}
