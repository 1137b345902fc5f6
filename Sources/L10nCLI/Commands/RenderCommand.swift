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
        options: ProjectOptions.options + [
            .option("device", repeating: true, help: "Device (repeatable): \(Device.all.map(\.id).joined(separator: ", ")) (default: each document's own)"),
            .option("orientation", allowed: ["portrait", "landscape"], help: "Turn the device"),
            .option("content-size", valueName: "category", default: "L", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5"),
        ] + FontOptions.options + [
            .option("output", short: "o", valueName: "dir", default: "l10nlayout-render", help: "Where to write the images"),
            .option("scale", default: "2", help: "Pixels per point (0.25…8)"),
            .flag("context", help: "Write one image per strings key instead of one per scene"),
        ]
    )

    let languages: [String]
    let project: ProjectOptions
    let fonts: FontOptions
    let devices: [Device]
    let orientation: Device.Orientation?
    let contentSize: ContentSizeCategory
    let output: String
    let scale: Double
    let context: Bool

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        project = try ProjectOptions(arguments)
        fonts = try FontOptions(arguments)
        devices = try ScreenOptions.devices(arguments.values("device"), origin: "--device")
        orientation = arguments.value("orientation").flatMap(Device.Orientation.init(rawValue:))
        contentSize = try ScreenOptions.contentSizes([arguments.value("content-size") ?? "L"], origin: "--content-size")[0]
        output = arguments.value("output") ?? "l10nlayout-render"
        scale = try arguments.double("scale", in: 0.25...8) ?? 2
        context = arguments.flag("context")
        if context, devices.count > 1 {
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
        let present = workspace.languages
        var wanted: [String?] = []
        var absent: [String] = []
        if languages.isEmpty {
            wanted = [nil] + present.map(Optional.some)
        } else {
            for language in languages {
                if language.lowercased() == "base" { if !wanted.contains(where: { $0 == nil }) { wanted.append(nil) }; continue }
                let folder = LanguageCode(language).flatMap { code in present.first { LanguageCode($0) == code } } ?? language
                if !present.contains(folder), !absent.contains(folder) { absent.append(folder) }
                if !wanted.contains(where: { $0 == folder }) { wanted.append(folder) }
            }
        }
        for language in absent { io.warn("no \(language).lproj in \(project.shownRoot): drawing the base texts for \(language)") }
        let checked = wanted.compactMap { $0 }.filter { !absent.contains($0) }
        try refuseMalformedTables(workspace: workspace, documents: documents, languages: checked)

        var options = VerifyOptions()
        options.languages = checked
        options.devices = devices
        options.orientations = [orientation ?? .portrait]
        options.contentSizes = [contentSize]
        options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        options.retainedLayouts = .all
        let textEngine = try fonts.textEngine(io, workspace: workspace)
        let pipeline = VerifyPipeline(workspace: workspace, engine: LayoutEngine(textEngine: textEngine), options: options)
        let result = try pipeline.run(languages: checked)
        ProjectWarnings.print([workspace], io: io)
        if let error = result.unreadableDocuments.first {
            throw CommandError.input(ProjectOptions.located(error, in: workspace))
        }

        let outputURL = io.url(for: output)
        try Self.checkOutputFolder(outputURL, shown: output)
        let drawing = ProjectRender(workspace: workspace, renderer: SceneRenderer(textEngine: textEngine, scale: scale), context: context)
        let names = drawing.outputNames(of: documents)
        let units = documents.flatMap { document in wanted.map { (document: document, language: $0) } }
        for unit in units {
            if let language = unit.language, !absent.contains(language),
               !result.jobs.contains(where: { $0.document == unit.document && $0.language == language }) {
                io.warn("no \(language).lproj/\(unit.document.deletingPathExtension().lastPathComponent).strings for \(workspace.relativePath(unit.document)): showing the base texts")
            }
        }
        // Units are independent (each image has its own canvas and file); results are kept per unit so what
        // is printed, and which error wins, does not depend on timing.
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var files: [[URL]]
            var errors: [Int: Error] = [:]
            init(count: Int) { files = Array(repeating: [], count: count) }
        }
        let results = Results(count: units.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, units.count, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: units.count, by: workers) {
                let unit = units[index]
                do {
                    let images = try drawing.images(document: unit.document, outputName: names[unit.document] ?? "Document",
                                                    language: unit.language, result: result)
                    var files: [URL] = []
                    for image in images {
                        files.append(try Self.write(image.png, to: outputURL.appendingPathComponent(image.path)))
                    }
                    results.lock.lock()
                    results.files[index] = files
                    results.lock.unlock()
                } catch {
                    results.lock.lock()
                    results.errors[index] = error
                    results.lock.unlock()
                    return
                }
            }
        }
        for (index, files) in results.files.enumerated() {
            if let error = results.errors[index] {
                if let error = error as? RenderError { throw CommandError.input("\(workspace.relativePath(units[index].document)): \(error)") }
                throw error
            }
            for file in files { io.print(Self.relativePath(of: file, from: io.currentDirectory)) }
        }
        let written = results.files.reduce(0) { $0 + $1.count }
        io.printError("l10nlayout: wrote \(written) image\(written == 1 ? "" : "s") to \(output)")
        return ExitCode.success
    }

    /// A table with a syntax error stops the run before any image is written: iOS would drop the whole
    /// table, so its images would show what the translator did not mean.
    private func refuseMalformedTables(workspace: Workspace, documents: [URL], languages: [String]) throws {
        for group in workspace.groups {
            for document in group.baseDocuments where documents.contains(document) {
                let name = document.deletingPathExtension().lastPathComponent
                for language in languages where group.hasTable(name, in: language) {
                    let url = group.tableURL(name, language: language)
                    let shown = workspace.relativePath(url)
                    switch workspace.table(url) {
                    case .failure(let error): throw CommandError.input(error.description)
                    case .success(let table):
                        if let error = table.diagnostics.first(where: { $0.severity == .error }) {
                            throw CommandError.input(error.formatted(path: shown) + "; fix it first ('l10nlayout lint' lists every problem)")
                        }
                    }
                }
            }
        }
    }

    /// Refuses an `--output` that cannot become a folder (it, or a folder above it, is a file) before any
    /// drawing, with one line that says so; a missing folder is made when the first image is written.
    private static func checkOutputFolder(_ url: URL, shown: String) throws {
        var candidate = url.standardizedFileURL
        while candidate.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw CommandError.input("\(shown): cannot write the images: \(candidate.path) is a file, not a folder; give --output a folder (it is made when missing)")
                }
                return
            }
            candidate = candidate.deletingLastPathComponent()
        }
    }

    private static func write(_ data: Data, to url: URL) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](data), to: url)
        } catch {
            throw CommandError.input("\(url.path): cannot write the image (\(OutputFile.reason(error))); check --output")
        }
        return url
    }

    private static func relativePath(of url: URL, from directory: URL) -> String {
        let path = url.standardizedFileURL.path, base = directory.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
