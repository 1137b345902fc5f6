import Foundation
import L10nProject
import L10nStrings

/// Each conversion of `convert`: a table to a table (``TableConversion``), a catalog to a table, JSON or
/// XLIFF (``CatalogConversion``), a project to XLIFF and XLIFF into a project (``XLIFFExchange``). These
/// read the input, call the library, map its errors to located lines and list what they write.
extension ConvertCommand {
    /// `.strings` or flat JSON to `.strings` or JSON.
    func convertTable(_ url: URL, io: CommandIO) throws -> [UInt8] {
        let data = Data(try contents(url, advice: "; check the path and permissions"))
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

    /// `--language`, which this conversion needs `why`.
    func requireLanguage(_ why: String) throws -> LanguageCode {
        guard let language else { throw CommandError.usage("--language is needed \(why)", hint: "l10nlayout convert \(file) --to \(to) --language de") }
        return language
    }

    /// A catalog to itself, JSON, XLIFF, one language's table, or (with `--project`) every language's tables
    /// written into the project; nil when it wrote into the project.
    func fromCatalog(_ url: URL, io: CommandIO) throws -> [UInt8]? {
        let catalog: StringCatalog
        do { catalog = try StringCatalog(bytes: try contents(url)) } catch let error as LocalizationFormatError { throw CommandError.input("\(file):\(error.line):\(error.column): \(error.message)") }
        switch to {
        case "xcstrings": return catalog.serialized()
        case "json": return CatalogConversion.flatJSON(catalog, language: language?.raw)
        case "xliff":
            let target = try requireLanguage("for the XLIFF's target language")
            return XLIFFExchange.export(catalog: catalog, original: url.lastPathComponent, language: target).serialized()
        default:
            if let project {
                let root = io.url(for: project)
                let writes = try CatalogConversion.tables(from: catalog, name: url.deletingPathExtension().lastPathComponent, into: root) {
                    ProjectFiles.shown($0, root: root, shownRoot: project)
                }
                let files = writes.map { (url: $0.url, bytes: $0.bytes, snapshot: $0.snapshot, summary: $0.summary) }
                try ProjectChanges.list(files, root: root, shownRoot: project, force: force, upToDate: "all tables are up to date", io: io)
                return nil
            }
            let language = try requireLanguage("to pick the table (or give --project to write every language's tables)")
            if catalog.stringsdict(language: language.raw) != nil {
                io.warn("\(file): plural strings of \(language) are not in a flat table; give --project to write the .stringsdict too")
            }
            return CatalogConversion.newTable(catalog.tableRows(language: language.raw))
        }
    }

    /// The project as XLIFF for `--language`, with maxwidth from `--widths` or the base layouts.
    func exportProject(_ root: URL, io: CommandIO) throws -> [UInt8] {
        let target = try requireLanguage("for the XLIFF's target language")
        let workspace: Workspace
        do { workspace = try Workspace(root: root) } catch { throw CommandError.input("\(file): \(error)") }
        let widthMap = try widths.widthMap(for: workspace, io: io)
        let xliff = try XLIFFExchange(workspace: workspace, sourceLanguage: sourceLanguage).export(language: target, widths: widthMap).serialized()
        ProjectWarnings.print([workspace], io: io)
        return xliff
    }

    /// The XLIFF's translations written into `--project`'s tables, every change listed first.
    func importXLIFF(_ url: URL, io: CommandIO) throws -> [UInt8]? {
        guard let project else {
            throw CommandError.usage("importing XLIFF needs the project to apply it to", hint: "l10nlayout convert \(file) --to strings --project .")
        }
        let document: XLIFFDocument
        do { document = try XLIFFDocument(bytes: try contents(url)) } catch let error as LocalizationFormatError { throw CommandError.input("\(file):\(error.line):\(error.column): \(error.message)") }
        let root = io.url(for: project)
        let workspace: Workspace
        do { workspace = try Workspace(root: root, options: Workspace.Options(pathRoot: root)) } catch { throw CommandError.input("\(project): no such directory") }
        let result = try XLIFFExchange(workspace: workspace, sourceLanguage: sourceLanguage).importTranslations(document, xliffPath: file)
        ProjectWarnings.print([workspace], io: io)
        // Already `xliff:line:column: warning: …`, as a compiler prints them.
        for unknown in result.unknownUnits { io.printError(unknown) }
        // Every change is listed, then all are written or none.
        let files = result.changes.map { (url: $0.url, bytes: $0.bytes, snapshot: $0.snapshot,
                                          summary: "\($0.created ? "created with" : "updated") \($0.updated) translation\($0.updated == 1 ? "" : "s")") }
        try ProjectChanges.list(files, root: root, shownRoot: project, force: force, upToDate: "all tables are up to date", io: io)
        return nil
    }

    /// The input file's bytes.
    /// - Throws: an input error naming the file, with `advice` after it.
    func contents(_ url: URL, advice: String = "") throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw CommandError.input("\(file): cannot read the file\(advice)") }
        return [UInt8](data)
    }
}
