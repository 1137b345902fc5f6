import Foundation
import L10nProject
import L10nStrings

/// `l10nlayout pseudo`: writes pseudo-language tables for every source of text in a project, so
/// `verify en-XA ar-XB` can check layouts before any translation exists.
public struct PseudoCommand: ParsableCommand {
    static let kinds = Pseudolocalizer.Kind.allCases.map(\.rawValue) + ["all"]

    public static let configuration = CommandConfiguration(
        name: "pseudo",
        abstract: "Write pseudo-language tables (accented, double-length, right-to-left, bounded)",
        discussion: """
        For each Base.lproj storyboard or xib, each development-language .strings/.stringsdict table and each \
        String Catalog, writes <lang>.lproj/<Name>.strings (and .stringsdict for plurals) beside it: en-XA \
        accented and about 40% longer, en-XL double length, ar-XB right-to-left, en-XC bounded by [# … #]. \
        Format specifiers and placeholders stay exactly as they are. The tables are ordinary .strings files: \
        lint, verify and the app read them like any translation. A table already up to date is not rewritten. \
        Every table is listed, then all are written, or none when one is read-only or was saved by someone \
        else since it was read (unless --force).
        """,
        options: [
            .option("kind", valueName: "kind", default: "all", allowed: kinds, help: "Which pseudo-language to write"),
            .option("project", valueName: "dir", default: ".", help: "The project folder"),
            .option("source-language", valueName: "code", default: "en", help: "The development language of xx.lproj source tables"),
            .flag("dry-run", help: "Print what would be written without writing"),
            .flag("force", help: "Also replace read-only pseudo-language tables (they stay read-only) and tables saved by someone else since they were read"),
        ]
    )

    let kinds: [Pseudolocalizer.Kind]
    let project: String
    let sourceLanguage: String
    let dryRun: Bool
    let force: Bool

    public init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else {
            throw CommandError.usage("pseudo takes no arguments", hint: "l10nlayout pseudo --project \(arguments.positionals[0])")
        }
        let kind = arguments.value("kind") ?? "all"
        kinds = kind == "all" ? Pseudolocalizer.Kind.allCases : [Pseudolocalizer.Kind(rawValue: kind)!]
        project = arguments.value("project") ?? "."
        sourceLanguage = arguments.value("source-language") ?? "en"
        dryRun = arguments.flag("dry-run")
        force = arguments.flag("force")
        guard LanguageCode(sourceLanguage) != nil else {
            throw CommandError.usage("--source-language expects a language code such as en, got '\(sourceLanguage)'")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let root = io.url(for: project)
        let workspace: Workspace
        do { workspace = try Workspace(root: root, options: Workspace.Options(pathRoot: root)) } catch {
            throw CommandError.input("\(project): no such directory; give the project folder with --project")
        }
        // Everything is planned before anything is written: an unreadable source leaves the project as it was.
        let writes: [PseudoTables.Write]
        do { writes = try PseudoTables(workspace: workspace, sourceLanguage: sourceLanguage).plan(kinds: kinds) } catch let error as ExchangeError {
            for message in error.messages { io.printError("l10nlayout: error: \(message)") }
            io.printError("l10nlayout: error: nothing was written; fix the file\(error.messages.count == 1 ? "" : "s") above and run again")
            throw CommandError.exit(ExitCode.usageOrInput)
        }
        ProjectWarnings.print([workspace], io: io)
        // Every table is listed before the first write; then all are written, or none.
        let files = writes.map { (url: $0.url, bytes: $0.bytes, snapshot: $0.snapshot,
                                  summary: "\(dryRun ? "would write" : "wrote") \($0.count) string\($0.count == 1 ? "" : "s")") }
        try ProjectChanges.list(files, root: root, shownRoot: project, dryRun: dryRun, force: force, upToDate: "all pseudo-language tables are up to date", io: io)
        return ExitCode.success
    }
}
