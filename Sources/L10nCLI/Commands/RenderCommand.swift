import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nRender
import L10nText

/// `l10nlayout render [LANG…]`: a PNG per scene × language × device, problems outlined; with `--context`,
/// a cropped image per strings key for translators.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Draw each scene per language as PNG, problems outlined",
        discussion: """
            Finds every Base.lproj/*.storyboard and *.xib under --project, lays each scene out per language \
            and device, and draws it as a wireframe with the translated texts in the fonts they were measured \
            with. The views of verify's layout warnings and errors (text-truncated, rtl-left-right-constraint, \
            missing-key…) and of broken constraints are outlined in red with the rule id. Images go to \
            <output>/<Document>/<lang>/<device>/<sceneID>.png; the base language is written as 'Base'. No \
            LANG: the base and every language with an .lproj folder; a LANG without one (often en, the \
            development language) shows the base texts.

            With --context, writes instead one image per strings key, cropped around its view with the view \
            highlighted, as <output>/<Document>/<lang>/<key>.png, for a translation tool to attach to the key. \
            Keys of objects the wireframe does not draw (navigation items, bar buttons, table sections) get the \
            whole scene.
            """,
        arguments: [ArgumentSpec("languages", help: "Languages to draw (Base for the base texts)", optional: true, repeating: true)],
        options: [
            .option("project", valueName: "dir", default: ".", help: "Folder holding the .lproj folders"),
            .option("device", repeating: true, help: "Device (repeatable): \(Device.all.map(\.id).joined(separator: ", ")) (default: each document's own)"),
            .option("orientation", allowed: ["portrait", "landscape"], help: "Turn the device"),
            .option("content-size", valueName: "category", default: "L", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5"),
            .option("font-dir", valueName: "dir", repeating: true, help: "Extra folder of fonts (repeatable)"),
            .option("output", short: "o", valueName: "dir", default: "l10nlayout-render", help: "Where to write the images"),
            .option("scale", default: "2", help: "Pixels per point (0.25…8)"),
            .flag("context", help: "Write one image per strings key instead of one per scene"),
        ]
    )

    let languages: [String]
    let project: String
    let devices: [Device]
    let options: LayoutOptions
    let output: String
    let scale: Double
    let context: Bool

    public init(_ arguments: ParsedArguments) throws {
        languages = arguments.positionals
        project = arguments.value("project") ?? "."
        devices = try arguments.values("device").map { name in
            guard let device = Device.named(name) else {
                throw CommandError.usage("unknown device '\(name)'", hint: "use one of \(Device.all.map(\.id).joined(separator: ", "))")
            }
            return device
        }
        options = try LayoutOptions(arguments)
        output = arguments.value("output") ?? "l10nlayout-render"
        scale = try arguments.double("scale", in: 0.25...8) ?? 2
        context = arguments.flag("context")
        if context, devices.count > 1 {
            throw CommandError.usage("--context draws one device; give at most one --device")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let root = io.url(for: project)
        let documents = try RenderProject.discover(in: root)
        let (wanted, absent) = RenderProject.languages(requested: languages, documents: documents)
        for language in absent { io.warn("no \(language).lproj in \(project): drawing the base texts for \(language)") }
        // Read everything first: a bad document or table stops the run before any image is written.
        var jobs: [(document: RenderProject.Document, ib: IBDocument, language: String?, translations: [String: String])] = []
        for document in documents {
            let ib = try ExtractCommand.readDocument(document.url.path, shownAs: ProjectFiles.relative(document.url, to: io.currentDirectory))
            for language in wanted {
                var translations: [String: String] = [:]
                if let language, !absent.contains(language) {
                    if let table = document.tables[language] {
                        translations = try RenderProject.translations(table, displayPath: relativePath(of: table, from: io.currentDirectory))
                    } else {
                        io.warn("no \(language).lproj/\(document.name).strings for \(document.relativePath): showing the base texts")
                    }
                }
                jobs.append((document, ib, language, translations))
            }
        }

        let textEngine = try options.makeTextEngine(io: io, project: root)
        let engine = LayoutEngine(textEngine: textEngine)
        let renderer = SceneRenderer(textEngine: textEngine, scale: scale)
        let findings = RenderFindings.collect(
            root: root, languages: wanted.compactMap { $0 }.filter { !absent.contains($0) }, devices: devices,
            orientation: options.orientation, contentSize: options.contentSize, engine: engine)
        let outputURL = io.url(for: output)
        let deviceChoices: [Device?] = devices.isEmpty ? [nil] : devices.map(Optional.some)
        let units = jobs.flatMap { job in deviceChoices.map { (job: job, device: $0) } }
        // Units are independent (engines are thread-safe, each image has its own canvas and file); results
        // are kept per unit so what is printed, and which error wins, does not depend on timing.
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
                let (job, device) = units[index]
                do {
                    let files = try render(
                        job: (job.document, job.ib, job.language, job.translations), device: device, engine: engine,
                        renderer: renderer, findings: findings, output: outputURL)
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
            if let error = results.errors[index] { throw error }
            for file in files { io.print(relativePath(of: file, from: io.currentDirectory)) }
        }
        let written = results.files.reduce(0) { $0 + $1.count }
        io.printError("l10nlayout: wrote \(written) image\(written == 1 ? "" : "s") to \(output)")
        return ExitCode.success
    }

    /// Lays one document out for one language and device and writes its images; returns their files.
    private func render(
        job: (document: RenderProject.Document, ib: IBDocument, language: String?, translations: [String: String]),
        device: Device?, engine: LayoutEngine, renderer: SceneRenderer, findings: RenderFindings, output: URL
    ) throws -> [URL] {
        let folder = output.appendingPathComponent(job.document.outputName).appendingPathComponent(job.language ?? "Base")
        let configuration = LayoutConfiguration(
            language: job.language, device: device, orientation: options.orientation, contentSize: options.contentSize)
        let layout = engine.layout(job.ib, translations: job.translations, configuration: configuration)
        var files: [URL] = []
        let keys = context ? RenderProject.keysByScene(job.ib) : [:]
        for scene in layout.scenes {
            let problems = findings.problems(
                in: scene, layout: layout, document: job.document.url, table: job.language.flatMap { job.document.tables[$0] })
            do {
                if context {
                    for shot in try renderer.contextShots(of: scene, in: layout, problems: problems, keys: keys[scene.id] ?? []) {
                        files.append(try write(shot.png, to: folder.appendingPathComponent(shot.fileName)))
                    }
                } else {
                    let file = folder.appendingPathComponent(layout.device.id).appendingPathComponent(RenderProject.fileName(sceneID: scene.id))
                    files.append(try write(try renderer.png(of: scene, in: layout, problems: problems), to: file))
                }
            } catch let error as RenderError {
                throw CommandError.input("\(job.document.relativePath): scene \(scene.id): \(error)")
            }
        }
        return files
    }

    private func write(_ data: Data, to url: URL) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandError.input("\(url.path): cannot write the image (\(error.localizedDescription)); check --output")
        }
        return url
    }

    private func relativePath(of url: URL, from directory: URL) -> String {
        let path = url.standardizedFileURL.path, base = directory.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
