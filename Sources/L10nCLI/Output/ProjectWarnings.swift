import Foundation
import L10nProject
import L10nStrings

/// What a project holds that a command read past with a warning: `.lproj` folders whose name is not a
/// language (left out of every check), Xcode projects that cannot be read, are generated and not checked in, or
/// only run an external build tool (so what ships is not known),
/// and documents read with a problem (a storyboard saved in ISO-8859-1). Printed on standard error as `path: warning: …` lines, each once, sorted.
enum ProjectWarnings {
    /// The lines for the workspaces' ignored folders and the documents they have read so far.
    static func lines(_ workspaces: [Workspace]) -> [String] {
        var lines = Set<String>()
        for workspace in workspaces {
            for folder in workspace.ignoredFolders {
                let name = String(folder.lastPathComponent.dropLast(".lproj".count))
                let shown = name.isEmpty ? "an empty name" : "'\(name)'"
                if LanguageCode(name) != nil {
                    lines.insert("\(workspace.relativePath(folder)): warning: \(shown) names a language or region no standard assigns (a"
                        + " translation service's pseudo-language), so no device is set to it and this folder is left out of every check;"
                        + " rename it to the language's code (de, pt-BR, zh-Hans) if it holds one")
                    continue
                }
                lines.insert("\(workspace.relativePath(folder)): warning: \(shown) is not a language code, so this folder is left out"
                    + " of every check; rename it to the language's code (de, pt-BR, zh-Hans) or move it out of the project")
            }
            for error in workspace.xcode?.errors ?? [] {
                let path = workspace.relativePath(URL(fileURLWithPath: error.path))
                let location = error.line > 0 ? "\(path):\(error.line):\(error.column)" : path
                lines.insert("\(location): warning: cannot read this Xcode project: \(error.message); what it builds is not known,"
                    + " so every document, table and source beside it is taken to ship")
            }
            for project in workspace.externallyBuiltProjects {
                lines.insert("\(workspace.relativePath(project)): warning: this project's targets run an external build tool (make),"
                    + " whose rules decide what the app holds, so every document, table and source beside it is taken to ship")
            }
            if let manifest = workspace.uncheckedInProjectManifest, let error = workspace.manifestError {
                let path = workspace.relativePath(URL(fileURLWithPath: error.path))
                let location = error.line > 0 ? "\(path):\(error.line):\(error.column)" : path
                lines.insert("\(location): warning: cannot read this XcodeGen spec: \(error.message); what the project it generates"
                    + " builds is not known, so every document, table and source is taken to ship (\(workspace.relativePath(manifest)))")
            } else if let manifest = workspace.uncheckedInProjectManifest, workspace.xcode == nil, workspace.externallyBuiltProjects.isEmpty {
                lines.insert("\(workspace.relativePath(manifest)): warning: this manifest generates an Xcode project that is not checked in,"
                    + " so what ships is not known and every document, table and source is taken to ship; generate the project"
                    + " (tuist generate, xcodegen) before checking to leave out what no target builds")
            }
            for warning in workspace.documentWarnings {
                let path = workspace.relativePath(URL(fileURLWithPath: warning.path))
                let location = warning.line > 0 ? "\(path):\(warning.line):\(warning.column)" : path
                lines.insert("\(location): warning: \(warning.message)")
            }
        }
        return lines.sorted()
    }

    /// The line that says how many documents and tables (`leftOut`) no target of the workspace's Xcode
    /// projects builds, so were not checked; nil when none was left out.
    static func leftOut(_ leftOut: [URL], in workspace: Workspace) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let documents = leftOut.filter { ["storyboard", "xib"].contains($0.pathExtension) }.count
        let tables = leftOut.count - documents
        return "l10nlayout: left out \(documents) document\(documents == 1 ? "" : "s") and \(tables) table\(tables == 1 ? "" : "s") that no target of "
            + "\(workspace.projectFileNames.joined(separator: ", ")) builds (they never ship; --all-files checks them)"
    }

    /// Prints ``lines(_:)`` on standard error.
    static func print(_ workspaces: [Workspace], io: CommandIO) {
        for line in lines(workspaces) { io.printError(line) }
    }
}
