import Foundation
import L10nChecks
import L10nLayout
import L10nProject
import L10nRender
import L10nStrings
import L10nText

/// `l10nlayout render [LANG…]`: a PNG per scene × language × device, problems outlined; with `--context`,
/// a cropped image per strings key for translators. One verify run lays everything out and finds the
/// problems; ``ProjectRender`` draws its layouts.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Draw each scene per language as PNG, problems outlined",
        discussion: """
            Finds every Base.lproj/*.storyboard and *.xib of the project, lays each scene out per language \
            and device, and draws it as a wireframe with the translated texts in the fonts they were measured \
            with. The views of verify's warnings and errors (text-truncated, rtl-left-right-constraint, \
            missing-key…) are outlined in red with the rule id: the same findings verify reports. Images go to \
            <output>/<Document>/<lang>/<device>/<sceneID>.png; the base language is written as 'Base'. No \
            LANG: the base and every language with an .lproj folder; a LANG without one (often en, the \
            development language) shows the base texts.

            With --context, writes instead one image per strings key, cropped around its view with the view \
            highlighted, as <output>/<Document>/<lang>/<key>.png, for a translation tool to attach to the key. \
            Keys of objects the wireframe does not draw (navigation items, bar buttons, table sections) get the \
            whole scene.
            """,
        arguments: [ArgumentSpec("languages", help: "Languages to draw (Base for the base texts)", optional: true, repeating: true)],
        options: ProjectOptions.options + DrawingScreenOptions.options + FontOptions.options + [
            .option("output", short: "o", valueName: "dir", default: "l10nlayout-render", help: "Where to write the images"),
            .option("scale", default: "2", help: "Pixels per point (0.25…8)"),
            .flag("context", help: "Write one image per strings key instead of one per scene"),
        ]
    )

    let languages: [String]
    let project: ProjectOptions
    let fonts: FontOptions
    let screen: DrawingScreenOptions
    let output: String
    let scale: Double
    let context: Bool

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        project = try ProjectOptions(arguments)
        fonts = try FontOptions(arguments)
        screen = try DrawingScreenOptions(arguments)
        output = arguments.value("output") ?? "l10nlayout-render"
        scale = try arguments.double("scale", in: 0.25...8) ?? 2
        context = arguments.flag("context")
        if context, screen.devices.count > 1 {
            throw CommandError.usage("--context draws one device; give at most one --device")
        }
        for language in languages where language.lowercased() != "base" && LanguageCode(language) == nil {
            throw CommandError.usage("'\(language)' is not a language code", hint: "use Base or codes such as de, ar, pt-BR, zh-Hans")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let workspace = try project.workspace(io)
        let documents = workspace.baseDocuments.filter { !workspace.isExcluded($0) }
        guard !documents.isEmpty else {
            throw CommandError.input("\(project.shownRoot): no Base.lproj/*.storyboard or *.xib found; pass the project folder with --project")
        }
        // The languages to draw (nil: the base texts), and those without any table (drawn with the base texts).
        let selection = LanguageSelection(requested: languages, present: workspace.languages)
        for language in selection.absent { io.warn("no \(language).lproj in \(project.shownRoot): drawing the base texts for \(language)") }
        let checked = selection.present
        // A table with a syntax error stops the run before any image is written: iOS would drop the whole
        // table, so its images would show what the translator did not mean.
        try project.stopOnMalformedTable(in: workspace, of: documents, languages: checked)

        let options = screen.verifyOptions(languages: checked)
        let textEngine = try fonts.textEngine(io, workspace: workspace)
        let pipeline = VerifyPipeline(workspace: workspace, engine: LayoutEngine(textEngine: textEngine), options: options)
        let result = try pipeline.run(languages: checked)
        ProjectWarnings.print([workspace], io: io)
        if let error = result.unreadableDocuments.first {
            throw CommandError.input(ProjectOptions.located(error, in: workspace))
        }

        let outputURL = io.url(for: output)
        try OutputFolder.check(outputURL, shown: output)
        let drawing = ProjectRender(workspace: workspace, renderer: SceneRenderer(textEngine: textEngine, scale: scale), context: context)
        let units = documents.flatMap { document in selection.wanted.map { ProjectRender.Unit(document: document, language: $0) } }
        for unit in units {
            if let language = unit.language, !selection.absent.contains(language),
               !result.jobs.contains(where: { $0.document == unit.document && $0.language == language }) {
                io.warn("no \(language).lproj/\(unit.document.deletingPathExtension().lastPathComponent).strings for \(workspace.relativePath(unit.document)): showing the base texts")
            }
        }
        let outcomes = drawing.draw(units, result: result, workers: min(ProcessInfo.processInfo.activeProcessorCount, 8)) { image in
            try OutputFolder.write(image.png, to: outputURL.appendingPathComponent(image.path))
        }
        var written = 0
        for (unit, outcome) in zip(units, outcomes) {
            switch outcome {
            case .success(let files):
                for file in files { io.print(OutputFolder.relativePath(of: file, from: io.currentDirectory)) }
                written += files.count
            case .failure(let error as RenderError):
                throw CommandError.input("\(workspace.relativePath(unit.document)): \(error)")
            case .failure(let error):
                throw error
            }
        }
        io.printError("l10nlayout: wrote \(written) image\(written == 1 ? "" : "s") to \(output)")
        return ExitCode.success
    }
}
