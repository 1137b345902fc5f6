import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// `--project` and `--path-root`: which project, and what reported paths are relative to.
struct ProjectOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("project", valueName: "dir",
                help: "The project folder (default: the nearest folder from here upwards that holds Base.lproj, an .xcodeproj or .l10nlayout.json)"),
        .option("path-root", valueName: "dir", help: "Report paths relative to this folder (default: the git work tree, else the project)"),
    ]

    /// The folder as given, or nil to find it from the working directory.
    let project: String?
    let pathRoot: String?

    init(_ arguments: ParsedArguments) throws {
        project = arguments.value("project")
        pathRoot = arguments.value("path-root")
    }

    /// The project folder: `--project` as given, else found from the working directory upwards.
    func root(_ io: CommandIO) -> URL {
        guard let project else { return ProjectLocator.projectRoot(from: io.currentDirectory) }
        return io.url(for: project)
    }

    /// How the project folder is named in messages.
    var shownRoot: String { project ?? "." }

    /// A document's read error as `path:line:column: message`, the path as reports show it.
    static func located(_ error: IBReadError, in workspace: Workspace) -> String {
        let path = workspace.relativePath(URL(fileURLWithPath: error.path))
        return error.line > 0 ? "\(path):\(error.line):\(error.column): \(error.message)" : "\(path): \(error.message)"
    }

    /// Stops the run at the first table of `documents` in `languages` that iOS would not read whole (a
    /// syntax error drops the table), before anything is written.
    /// - Throws: an input error at the table's `path:line:column`, saying to fix it first.
    func stopOnMalformedTable(in workspace: Workspace, of documents: [URL], languages: [String]) throws {
        guard let (url, problem) = workspace.firstMalformedTable(of: documents, languages: languages) else { return }
        switch problem {
        case .unreadable(let error): throw CommandError.input(error.description)
        case .syntax(let diagnostic):
            throw CommandError.input(diagnostic.formatted(path: workspace.relativePath(url)) + "; fix it first ('l10nlayout lint' lists every problem)")
        }
    }

    /// Reads the project once.
    /// - Throws: an input error naming the folder when it is not a readable folder.
    func workspace(_ io: CommandIO, root: URL? = nil, excluded: [String] = [], settingsPathRoot: String? = nil) throws -> Workspace {
        let root = root ?? self.root(io)
        let pathRootURL = pathRoot.map(io.url(for:)) ?? settingsPathRoot.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
        do {
            return try Workspace(root: root, options: Workspace.Options(excludedPaths: excluded, pathRoot: pathRootURL))
        } catch let error as FileReadError {
            var shown = error
            shown.path = project ?? error.path
            throw CommandError.input(shown.description)
        }
    }
}
