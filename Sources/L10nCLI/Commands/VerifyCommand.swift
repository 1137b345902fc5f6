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
        ] + BaselineOptions.options + [
            .flag("all-files", help: "Also check documents and tables that no target of the Xcode project builds"),
        ] + FontOptions.options
    )

    let languages: [String]
    let arguments: ParsedArguments
    let project: ProjectOptions
    let screens: ScreenOptions
    let report: ReportOptions
    let fonts: FontOptions
    let baseline: BaselineOptions

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        self.arguments = arguments
        project = try ProjectOptions(arguments)
        screens = try ScreenOptions(arguments)
        report = try ReportOptions(arguments)
        fonts = try FontOptions(arguments)
        baseline = try BaselineOptions(arguments)
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
        pipeline.baseline = try baseline.read(io)

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
        if let line = ProjectWarnings.leftOut(result.leftOut, in: workspace) { io.printError(line) }
        if try baseline.record(result.findings, io: io) { return ExitCode.success }
        baseline.reportKnown(result.knownFindings, io: io)
        let reporter: any Reporter = isHTML
            ? HTMLReporter(images: ReportScreens.images(for: result, workspace: workspace, renderer: SceneRenderer(textEngine: engine.textEngine, scale: 1)))
            : report.reporter(format: settings.format, failOn: settings.failOn, sourceRoot: workspace.pathRoot, io: io) ?? XcodeReporter()
        try report.deliver(reporter.report(result.findings, rules: VerifyPipeline.rules), isHTML: isHTML, io: io)
        ProjectWarnings.print([workspace], io: io)
        // A document that cannot be read is input the run could not check: exit 2, whatever --fail-on says.
        for error in result.unreadableDocuments {
            io.printError("l10nlayout: error: \(ProjectOptions.located(error, in: workspace))")
        }
        if !result.unreadableDocuments.isEmpty { return ExitCode.usageOrInput }
        return ReportOptions.exitCode(result.findings, failOn: settings.failOn)
    }

    /// Why the languages cannot be checked, and what to do, from where the command was run.
    static func explain(_ error: VerifyError, root: URL, workspace: Workspace) -> String {
        if case .noTables = error, root.pathExtension == "lproj" || (workspace.groups.isEmpty && workspace.catalogs.isEmpty) {
            return "\(error.description.components(separatedBy: ";").first ?? ""): \(root.lastPathComponent) is not a project root: run verify in the folder that holds Base.lproj (or pass it with --project)"
        }
        return error.description
    }

    /// `--output` for the HTML page (``ReportOptions/htmlPage(for:)``).
    static func htmlPage(for url: URL) -> URL { ReportOptions.htmlPage(for: url) }
}
