import Foundation
import L10nChecks
import L10nLayout
import L10nReport
import L10nStrings
import L10nText

/// `l10nlayout verify [LANG…]`: lint every table, lay out every scene per language and screen, and report
/// what a user of each language would see broken.
public struct VerifyCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Lay out every scene per language and report what breaks",
        discussion: """
            For each language (every one with tables when none is named), lints its tables and lays out every \
            scene of every Base.lproj storyboard and xib on each device, orientation and text size, then reports \
            truncated or clipped text, views pushed out of place, constraints that break, layouts that will not \
            mirror right to left and mixed-direction text that will be misordered. Settings can also come from \
            .l10nlayout.json at the project root (see README). Exit status: 0 when no finding is at or above \
            --fail-on, 1 otherwise, 2 for usage errors and unreadable input.
            """,
        arguments: [ArgumentSpec("languages", help: "Languages to check, e.g. de ar (default: every language present)", optional: true, repeating: true)],
        options: [
            .option("project", valueName: "dir", default: ".", help: "The project folder holding the .lproj folders"),
            .option("device", valueName: "device", repeating: true,
                    help: "Device to lay out on, repeatable: \(Device.all.map(\.id).joined(separator: ", ")), or all (default: each document's own)"),
            .option("orientation", default: "portrait", allowed: ["portrait", "landscape", "all"], help: "Orientations to check"),
            .option("content-size", valueName: "category", repeating: true, help: "Dynamic Type size, repeatable: XS S M L XL XXL XXXL AX1…AX5 (default: L)"),
            .option("format", default: "text", allowed: Reporters.all.map { type(of: $0).identifier }, help: "Output format"),
            .option("output", short: "o", valueName: "path",
                    help: "Write the report to this file (atomically) instead of standard output; with --format html, a folder gets index.html"),
            .option("fail-on", valueName: "severity", default: "error", allowed: ["error", "warning", "info", "never"],
                    help: "Exit 1 when a finding is at least this severe"),
            .option("jobs", short: "j", valueName: "n", help: "Parallel jobs across documents and languages (default: the number of cores)"),
            .option("shard", valueName: "i/n", help: "Check only the i-th of n deterministic shares of the work (CI matrices)"),
            .option("base", valueName: "language", help: "The language translations are linted against (default: Base, else en)"),
            .option("config", valueName: "file", help: "Settings file (default: <project>/.l10nlayout.json when present)"),
            .option("baseline", valueName: "file", help: "Report only findings that are not in this baseline"),
            .option("write-baseline", valueName: "file", help: "Record today's findings as the baseline and exit 0"),
            .option("font-dir", valueName: "dir", repeating: true, help: "Extra folder of fonts, repeatable"),
        ]
    )

    let languages: [String]
    let projectPath: String
    let arguments: ParsedArguments

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        projectPath = arguments.value("project") ?? "."
        self.arguments = arguments
        for language in languages where language.range(of: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", options: .regularExpression) == nil {
            throw CommandError.usage("'\(language)' is not a language code", hint: "use codes such as de, ar, pt-BR, zh-Hans")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let root = io.url(for: projectPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.input("\(projectPath): no such directory; give the folder that holds Base.lproj with --project")
        }
        let settings = try VerifySettings(arguments: arguments, projectRoot: root, io: io)
        var options = settings.options
        options.languages = languages.isEmpty ? settings.configLanguages : languages

        let project: LocalizationProject
        do { project = try LocalizationProject(root: root) } catch {
            throw CommandError.input("\(projectPath): cannot read the directory: \(error.localizedDescription)")
        }
        let textEngine: TextEngine
        do {
            textEngine = try TextEngine(fontDirectories: settings.fontDirectories, environment: io.environment)
        } catch {
            throw CommandError.input(String(describing: error))
        }
        textEngine.registerProjectFonts(in: root)
        let verifier = Verifier(engine: LayoutEngine(textEngine: textEngine))
        let jobs: [Verifier.Job]
        do { jobs = try verifier.jobs(project: project, options: options) } catch {
            throw CommandError.usage(String(describing: error))
        }
        guard !jobs.isEmpty || !project.groups.isEmpty else {
            throw CommandError.input("\(projectPath): no .lproj folders found; give the folder that holds Base.lproj with --project")
        }

        let linter = TableLinter(io: io, baseLanguage: settings.baseLanguage)
        let display: @Sendable (URL) -> String = { linter.displayPath($0) }
        let showProgress = io.stderrIsTerminal && settings.format != "json"
        var progress: (@Sendable (Int, Int) -> Void)?
        if showProgress {
            progress = { done, total in io.writeError("\r\u{1B}[Kverifying: \(done)/\(total) document × language") }
        }
        var findings = verifier.verify(jobs, options: options, displayPath: display, progress: progress)
        if showProgress { io.writeError("\r\u{1B}[K") }

        // Every table of the checked languages goes through lint too.
        let checked = Set(options.languages.isEmpty ? project.groups.flatMap(\.languages) : options.languages)
        for group in project.groups {
            for language in group.languages where checked.contains(language) && language != "Base" {
                for name in group.tables(in: language) {
                    let url = group.tableURL(name, language: language)
                    if Verifier.isExcluded(url, root: root, options: options) { continue }
                    findings += linter.lintTable(url: url, language: language, group: group, name: name)
                }
            }
        }
        // String Catalogs and .stringsdict tables: the plural rules, and the table rules per language.
        let catalogs = CatalogLinter(io: io, developmentLanguage: settings.baseLanguage ?? TableLinter.developmentLanguage)
        let catalogFiles = ProjectFiles.files(under: root) { candidate in
            candidate.pathExtension == "xcstrings" || (candidate.pathExtension == "stringsdict" && candidate.deletingLastPathComponent().pathExtension == "lproj")
        }
        for url in catalogFiles where !Verifier.isExcluded(url, root: root, options: options) {
            findings += catalogs.lintFile(url).filter { checked.contains($0.language) }
        }
        findings = settings.apply(to: findings)
        findings = Finding.sorted(findings)

        if let path = arguments.value("write-baseline") {
            do {
                try AtomicFile.write(Array(Baseline.serialized(findings, toolVersion: CommandLineTool.version).utf8), to: io.url(for: path))
            } catch {
                throw CommandError.input("\(path): cannot write the baseline: \(error)")
            }
            io.printError("l10nlayout: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in the baseline \(path)")
            return ExitCode.success
        }
        if let path = arguments.value("baseline") {
            let (fresh, known) = try Baseline(contentsOf: io.url(for: path), shown: path).filter(findings)
            if known > 0 { io.printError("l10nlayout: \(known) finding\(known == 1 ? "" : "s") already in the baseline \(path) left out") }
            findings = fresh
        }
        let rules = LintRules.all.map { $0.description } + Verifier.rules
        let reporter: any Reporter = settings.format == HTMLReporter.identifier
            ? HTMLReporter(images: VerifyScreens.images(for: findings, jobs: jobs, engine: verifier.engine, displayPath: display))
            : Reporters.reporter(for: settings.format, isTerminal: io.stdoutIsTerminal && settings.output == nil, environment: io.environment) ?? XcodeReporter()
        let report = reporter.report(findings, rules: rules)
        if let output = settings.output {
            let target = settings.format == HTMLReporter.identifier ? Self.htmlPage(for: io.url(for: output)) : io.url(for: output)
            do {
                if target != io.url(for: output) {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                try AtomicFile.write(Array(report.utf8), to: target)
            } catch {
                throw CommandError.input("\(output): cannot write the report: \(error)")
            }
        } else {
            io.write(report)
        }
        guard let threshold = settings.failOn else { return ExitCode.success }
        return findings.contains { $0.severity >= threshold } ? ExitCode.findings : ExitCode.success
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
