import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nRender
import L10nReport
import L10nStrings

/// `l10nlayout verify [LANG…]`: lint every table, lay out every scene per language and screen, and report
/// what a user of each language would see broken. The work is ``VerifyPipeline``'s; this parses options,
/// runs it and reports.
public struct VerifyCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Lay out every scene per language and report what breaks",
        discussion: """
            For each language (every one with tables when none is named), lints its tables and lays out every \
            scene of every Base.lproj storyboard and xib on each device, orientation and text size, then reports \
            truncated or clipped text, views pushed out of place, constraints that break, layouts that will not \
            mirror right to left and mixed-direction text that will be misordered. A problem seen on several \
            screens is one finding that names them. Settings can also come from .l10nlayout.json at the project \
            root (see README). Exit status: 0 when no finding is at or above --fail-on, 1 otherwise, 2 for usage \
            errors and unreadable input (a document that cannot be read).
            """,
        arguments: [ArgumentSpec("languages", help: "Languages to check, e.g. de ar (default: every language present)", optional: true, repeating: true)],
        options: ProjectOptions.options + ScreenOptions.options + ReportOptions.options(formats: Reporters.identifiers) + [
            .option("jobs", short: "j", valueName: "n", help: "Parallel jobs across documents and languages (default: the number of cores)"),
            .option("shard", valueName: "i/n", help: "Check only the i-th of n deterministic shares of the work (CI matrices)"),
            .option("base", valueName: "language", help: "The language translations are linted against (default: Base, else en)"),
            .option("config", valueName: "file", help: "Settings file (default: <project>/.l10nlayout.json when present)"),
            .option("baseline", valueName: "file", help: "Report only findings that are not in this baseline"),
            .option("write-baseline", valueName: "file", help: "Record today's findings as the baseline and exit 0"),
            .flag("all-files", help: "Also check documents and tables that no target of the Xcode project builds"),
        ] + FontOptions.options
    )

    let languages: [String]
    let arguments: ParsedArguments
    let project: ProjectOptions
    let screens: ScreenOptions
    let report: ReportOptions
    let fonts: FontOptions

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        self.arguments = arguments
        project = try ProjectOptions(arguments)
        screens = try ScreenOptions(arguments)
        report = try ReportOptions(arguments)
        fonts = try FontOptions(arguments)
        for language in languages where LanguageCode(language) == nil {
            throw CommandError.usage("'\(language)' is not a language code", hint: "use codes such as de, ar, pt-BR, zh-Hans")
        }
        if let base = arguments.value("base"), base != "Base", LanguageCode(base) == nil {
            throw CommandError.usage("--base: '\(base)' is not a language code", hint: "use Base or a code such as en, pt-BR")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let root = project.root(io)
        var settings = try VerifySettings(arguments: arguments, report: report, screens: screens, languages: languages, root: root, io: io)
        let workspace = try project.workspace(io, root: root, excluded: settings.excludedPaths, settingsPathRoot: settings.pathRoot)
        guard !workspace.groups.isEmpty || !workspace.catalogs.isEmpty else {
            throw CommandError.input("\(project.shownRoot): no .lproj folders or String Catalogs found; run in the project (or give the folder that holds Base.lproj with --project)")
        }
        let engine = LayoutEngine(textEngine: try fonts.textEngine(io, workspace: workspace, extra: settings.fontDirectories))
        let isHTML = settings.format == HTMLReporter.identifier
        settings.options.retainedLayouts = isHTML ? .withFindings : .none
        settings.options.allFiles = arguments.flag("all-files")
        let pipeline = VerifyPipeline(workspace: workspace, engine: engine, options: settings.options)
        if let path = arguments.value("baseline") {
            pipeline.baseline = try Self.readBaseline(path, io: io)
        }

        let showProgress = io.stderrIsTerminal && settings.format != "json"
        var progress: (@Sendable (Int, Int) -> Void)?
        if showProgress {
            progress = { done, total in io.writeError("\r\u{1B}[Kverifying: \(done)/\(total) document × language") }
        }
        let result: VerifyResult
        do {
            result = try pipeline.run(progress: progress)
        } catch let error as VerifyError {
            throw CommandError.usage(Self.explain(error, root: root, workspace: workspace))
        }
        if showProgress { io.writeError("\r\u{1B}[K") }
        if !result.leftOut.isEmpty {
            let documents = result.leftOut.filter { ["storyboard", "xib"].contains($0.pathExtension) }.count
            let tables = result.leftOut.count - documents
            io.printError("l10nlayout: left out \(documents) document\(documents == 1 ? "" : "s") and \(tables) table\(tables == 1 ? "" : "s") that no target of "
                + "\(Array(Set(workspace.xcodeProjects.map(\.lastPathComponent))).sorted().joined(separator: ", ")) builds (they never ship; --all-files checks them)")
        }

        if let path = arguments.value("write-baseline") {
            try OutputFile.write(Array(Baseline.serialized(result.findings, toolVersion: CommandLineTool.version).utf8), to: path, io: io, what: "the baseline")
            io.printError("l10nlayout: recorded \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in the baseline \(path)")
            return ExitCode.success
        }
        if let path = arguments.value("baseline"), result.knownFindings > 0 {
            io.printError("l10nlayout: \(result.knownFindings) finding\(result.knownFindings == 1 ? "" : "s") already in the baseline \(path) left out")
        }
        let reporter: any Reporter = isHTML
            ? HTMLReporter(images: ReportScreens.images(for: result, workspace: workspace, renderer: SceneRenderer(textEngine: engine.textEngine, scale: 1)))
            : report.reporter(format: settings.format, failOn: settings.failOn, sourceRoot: workspace.pathRoot, io: io) ?? XcodeReporter()
        let text = reporter.report(result.findings, rules: VerifyPipeline.rules)
        if isHTML, let output = report.output {
            let page = Self.htmlPage(for: io.url(for: output))
            if page != io.url(for: output) {
                try? FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try OutputFile.write(Array(text.utf8), to: page.path, io: io, what: "the report")
        } else {
            try ReportOptions.deliver(text, to: report.output, io: io)
        }
        ProjectWarnings.print([workspace], io: io)
        // A document that cannot be read is input the run could not check: exit 2, whatever --fail-on says.
        for error in result.unreadableDocuments {
            io.printError("l10nlayout: error: \(ProjectOptions.located(error, in: workspace))")
        }
        if !result.unreadableDocuments.isEmpty { return ExitCode.usageOrInput }
        return ReportOptions.exitCode(result.findings, failOn: settings.failOn)
    }

    static func readBaseline(_ path: String, io: CommandIO) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: io.url(for: path).path) else {
            throw CommandError.input("\(path): cannot read the baseline; write one with --write-baseline \(path)")
        }
        do { return try Baseline(bytes: [UInt8](data)) } catch {
            throw CommandError.input("\(path): not an l10nlayout baseline (version \(Baseline.version)); write a new one with --write-baseline \(path)")
        }
    }

    /// Why the languages cannot be checked, and what to do, from where the command was run.
    static func explain(_ error: VerifyError, root: URL, workspace: Workspace) -> String {
        if case .noTables = error, root.pathExtension == "lproj" || workspace.groups.isEmpty {
            return "\(error.description.components(separatedBy: ";").first ?? "")); \(root.lastPathComponent) is not a project root: run verify in the folder that holds Base.lproj (or pass it with --project)"
        }
        return error.description
    }

    /// `--output` for the HTML page: a path ending in .html (or an existing file) is the page itself; anything
    /// else is a folder, made when missing, that gets `index.html`. The images stay embedded in the page.
    static func htmlPage(for url: URL) -> URL {
        let pathExtension = url.pathExtension.lowercased()
        if pathExtension == "html" || pathExtension == "htm" { return url }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        return url.appendingPathComponent("index.html")
    }
}
