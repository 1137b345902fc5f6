import Foundation
import L10nChecks
import L10nLayout
import L10nProject
import L10nStrings

/// `l10nlayout convert FILE --to strings|json|xcstrings|xliff`: a table in another format. The conversions
/// are the library's (``FlatJSONTable``, ``CatalogConversion``, ``XLIFFExchange``); this picks one by the
/// input's kind and the target, and writes the result.
public struct ConvertCommand: ParsableCommand {
    static let formats = ["strings", "json", "xcstrings", "xliff"]

    public static let configuration = CommandConfiguration(
        name: "convert",
        abstract: "Convert tables between .strings, JSON, String Catalogs and XLIFF",
        discussion: """
            Reads a .strings table (text in any encoding, or a binary/XML property list) or a flat JSON \
            object, and writes it in the format given by --to. .strings to .strings gives back the same \
            bytes (a malformed table is copied as is, its errors listed as warnings); JSON output is a flat UTF-8 object, key to value, keys sorted, holding the value iOS uses \
            for each key (the last of duplicates). Converting a table with syntax errors to another format is refused with every error \
            listed as path:line:column.

            String Catalogs: a .strings or .stringsdict table --to xcstrings gathers that table in every \
            xx.lproj beside it into one catalog (Base.lproj is the source language). A .xcstrings --to strings \
            prints one language's table (--language), or with --project writes every language's .strings and \
            .stringsdict into that folder, editing existing tables in place. .xcstrings --to xcstrings gives \
            back the same bytes.

            XLIFF 1.2, as xcodebuild -exportLocalizations: a project folder --to xliff --language de exports \
            every Base.lproj storyboard/xib, development-language table and catalog, with maxwidth and \
            size-unit="pixel" on each storyboard text: the width it has in the solved base-language layout \
            (--widths replaces those with a JSON map document → key → points). A .xliff --to strings --project DIR imports it: each \
            translation is set in its table, nothing else in the table changes; a unit whose id names no key \
            of the project is reported as a warning (xliff:line:column) and not imported.

            Writing into a project is all or nothing: every changed table is listed, then all are written, \
            or none when one is read-only or was saved by someone else since it was read (unless --force).
            """,
        arguments: [ArgumentSpec("file", help: "The table, catalog, XLIFF file or project folder to read.")],
        options: [
            .option("to", valueName: "format", allowed: formats, help: "The output format."),
            .option("output", short: "o", valueName: "file", help: "Write to this file (atomically) instead of standard output ('-' is standard output)."),
            .option("language", valueName: "code", help: "The language to export to XLIFF or to take from a catalog."),
            .option("project", valueName: "dir", help: "Write tables into this project (catalog or XLIFF to strings)."),
            .option("source-language", valueName: "code", default: "en", help: "The development language."),
            .option("widths", valueName: "file", help: "JSON widths for XLIFF maxwidth: {\"Base.lproj/Main.storyboard\": {\"key\": 120}}."),
            .flag("force", help: "Also replace read-only tables and output files (they stay read-only), and tables saved by someone else since they were read."),
        ])

    let file: String
    let to: String
    let output: String?
    let language: LanguageCode?
    let project: String?
    let sourceLanguage: String
    let widths: String?
    let force: Bool

    public init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        guard let to = arguments.value("to") else {
            throw CommandError.usage("missing --to <format>", hint: "one of \(Self.formats.joined(separator: ", "))")
        }
        self.to = to
        output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
        project = arguments.value("project")
        sourceLanguage = arguments.value("source-language") ?? "en"
        widths = arguments.value("widths")
        force = arguments.flag("force")
        for code in [arguments.value("language"), sourceLanguage].compactMap({ $0 }) where LanguageCode(code) == nil {
            throw CommandError.usage("expected a language code such as de, pt-BR or zh-Hans, got '\(code)'")
        }
        language = arguments.value("language").flatMap(LanguageCode.init)
        if project != nil, output != nil { throw CommandError.usage("--project writes tables into the project; --output is for a single result") }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: file)
        let ext = url.pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CommandError.input("\(file): no such file or directory")
        }
        let bytes: [UInt8]?
        do {
            switch (isDirectory.boolValue, ext, to) {
            case (true, _, "xliff"): bytes = try exportProject(url, io: io)
            case (true, _, _): throw CommandError.usage("a project folder converts to xliff only", hint: "l10nlayout convert \(file) --to xliff --language de")
            case (_, "xcstrings", _): bytes = try fromCatalog(url, io: io)
            case (_, "xliff", "strings"): bytes = try importXLIFF(url, io: io)
            case (_, "xliff", _): throw CommandError.usage("an XLIFF file converts to strings (applied to --project)", hint: "l10nlayout convert \(file) --to strings --project .")
            case (_, "strings", "xcstrings"), (_, "stringsdict", "xcstrings"):
                let migration = try CatalogConversion.migrate(table: url, sourceLanguage: sourceLanguage) { ProjectFiles.relative($0, to: io.currentDirectory) }
                for warning in migration.warnings { io.warn(warning) }
                bytes = migration.catalog.serialized()
            case (_, "stringsdict", _): throw CommandError.usage("a .stringsdict converts to xcstrings only")
            case (_, _, "xliff"): throw CommandError.usage("a project folder converts to xliff", hint: "l10nlayout convert . --to xliff --language de")
            default:
                if project != nil || language != nil { throw CommandError.usage("--project and --language apply to catalogs and XLIFF") }
                bytes = try convertTable(url, io: io)
            }
        } catch let error as ExchangeError {
            throw CommandError.input(error.description)
        }
        guard let bytes else { return ExitCode.success }
        if let output {
            try OutputFile.write(bytes, to: output, io: io, what: "the result", force: force)
        } else {
            io.writeBytes(bytes)
        }
        return ExitCode.success
    }

    /// `.strings` or flat JSON to `.strings` or JSON.
    private func convertTable(_ url: URL, io: CommandIO) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandError.input("\(file): cannot read the file; check the path and permissions")
        }
        do {
            let converted = try TableConversion.convert(data, isJSON: url.pathExtension.lowercased() == "json", to: to == "json" ? .json : .strings)
            for diagnostic in converted.warnings { io.warn(diagnostic.formatted(path: file)) }
            return converted.bytes
        } catch .json(let error) {
            throw CommandError.input("\(file):\(error.line):\(error.column): \(error.message)")
        } catch .syntax(let diagnostics) {
            throw CommandError.input(diagnostics.map { $0.formatted(path: file) }.joined(separator: "\n") + "\n  fix the table, then convert again")
        }
    }

    private func requireLanguage(_ why: String) throws -> LanguageCode {
        guard let language else { throw CommandError.usage("--language is needed \(why)", hint: "l10nlayout convert \(file) --to \(to) --language de") }
        return language
    }

    private func fromCatalog(_ url: URL, io: CommandIO) throws -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw CommandError.input("\(file): cannot read the file") }
        let catalog: StringCatalog
        do { catalog = try StringCatalog(bytes: [UInt8](data)) } catch { throw CommandError.input("\(file):\(error.line):\(error.column): \(error.message)") }
        switch to {
        case "xcstrings": return catalog.serialized()
        case "json": return FlatJSONTable.encode(catalog.tableRows(language: language?.raw ?? catalog.sourceLanguage).map { ($0.key, $0.value) }.sorted { $0.key < $1.key })
        case "xliff":
            let target = try requireLanguage("for the XLIFF's target language")
            let units = XLIFFExchange.catalogUnits(catalog, language: target.raw)
            let xliff = XLIFFFile(original: url.lastPathComponent, sourceLanguage: catalog.sourceLanguage, targetLanguage: target.raw, units: units)
            return XLIFFDocument(files: [xliff.sortedForExport()]).serialized()
        default:
            if let project {
                let root = io.url(for: project)
                let writes = try CatalogConversion.tables(from: catalog, name: url.deletingPathExtension().lastPathComponent, into: root) {
                    ProjectFiles.shown($0, root: root, shownRoot: project)
                }
                var planned: [PlannedWrite] = []
                for write in writes {
                    let shown = ProjectFiles.shown(write.url, root: root, shownRoot: project)
                    io.print("\(shown): \(write.summary)")
                    planned.append(PlannedWrite(url: write.url, shown: shown, bytes: write.bytes, snapshot: write.snapshot))
                }
                try ProjectChanges.write(planned, force: force)
                if writes.isEmpty { io.print("all tables are up to date") }
                return nil
            }
            let language = try requireLanguage("to pick the table (or give --project to write every language's tables)")
            if catalog.stringsdict(language: language.raw) != nil {
                io.warn("\(file): plural strings of \(language) are not in a flat table; give --project to write the .stringsdict too")
            }
            return CatalogConversion.newTable(catalog.tableRows(language: language.raw))
        }
    }

    private func exportProject(_ root: URL, io: CommandIO) throws -> [UInt8] {
        let target = try requireLanguage("for the XLIFF's target language")
        let workspace: Workspace
        do { workspace = try Workspace(root: root) } catch { throw CommandError.input("\(file): \(error)") }
        var widthMap: [String: [String: Double]] = [:]
        if let widths {
            guard let data = FileManager.default.contents(atPath: io.url(for: widths).path) else { throw CommandError.input("\(widths): cannot read the file") }
            do { widthMap = try XLIFFWidths.parse([UInt8](data)) } catch { throw CommandError.input("\(widths):\(error.line):\(error.column): \(error.message)") }
        } else {
            // maxwidth from the solved base layout: what translators' tools warn against while they type.
            var options = VerifyOptions()
            options.retainedLayouts = .all
            options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
            let engine = LayoutEngine(textEngine: try FontOptions.none.textEngine(io, workspace: workspace))
            let result = try VerifyPipeline(workspace: workspace, engine: engine, options: options).run(languages: [])
            widthMap = result.baseTextWidths(workspace: workspace)
        }
        let xliff = try XLIFFExchange(workspace: workspace, sourceLanguage: sourceLanguage).export(language: target, widths: widthMap).serialized()
        ProjectWarnings.print([workspace], io: io)
        return xliff
    }

    private func importXLIFF(_ url: URL, io: CommandIO) throws -> [UInt8]? {
        guard let project else {
            throw CommandError.usage("importing XLIFF needs the project to apply it to", hint: "l10nlayout convert \(file) --to strings --project .")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw CommandError.input("\(file): cannot read the file") }
        let document: XLIFFDocument
        do { document = try XLIFFDocument(bytes: [UInt8](data)) } catch { throw CommandError.input("\(file):\(error.line):\(error.column): \(error.message)") }
        let root = io.url(for: project)
        let workspace: Workspace
        do { workspace = try Workspace(root: root, options: Workspace.Options(pathRoot: root)) } catch { throw CommandError.input("\(project): no such directory") }
        let result = try XLIFFExchange(workspace: workspace, sourceLanguage: sourceLanguage).importTranslations(document, xliffPath: file)
        ProjectWarnings.print([workspace], io: io)
        // Already `xliff:line:column: warning: …`, as a compiler prints them.
        for unknown in result.unknownUnits { io.printError(unknown) }
        // Every change is listed, then all are written or none.
        var planned: [PlannedWrite] = []
        for change in result.changes {
            let shown = ProjectFiles.shown(change.url, root: root, shownRoot: project)
            io.print("\(shown): \(change.created ? "created with" : "updated") \(change.updated) translation\(change.updated == 1 ? "" : "s")")
            planned.append(PlannedWrite(url: change.url, shown: shown, bytes: change.bytes, snapshot: change.snapshot))
        }
        try ProjectChanges.write(planned, force: force)
        if result.changes.isEmpty { io.print("all tables are up to date") }
        return nil
    }
}
