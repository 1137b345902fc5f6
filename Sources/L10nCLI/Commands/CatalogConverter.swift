import Foundation
import L10nInterfaceBuilder
import L10nStrings
import L10nText

/// The `convert` conversions that involve String Catalogs and XLIFF: tables ↔ `.xcstrings`, a project
/// (or one catalog) → XLIFF, and XLIFF → the project's tables.
struct CatalogConverter {
    enum Target: String, CaseIterable {
        case xcstrings, xliff
    }

    let io: CommandIO
    /// The input as the user gave it, and resolved.
    let shown: String
    let url: URL
    let to: String
    let language: String?
    let project: String?
    let sourceLanguage: String
    let widths: String?

    /// Whether this converter handles the input and target (else ``TableConverter`` does).
    static func handles(input url: URL, to target: String) -> Bool {
        let ext = url.pathExtension.lowercased()
        return Target(rawValue: target) != nil || ["xcstrings", "xliff", "stringsdict"].contains(ext) || url.hasDirectoryPath
            || (FileManager.default.fileExists(atPath: url.path) && isDirectory(url))
    }

    static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    /// The bytes for standard output or `--output`, or nil when the conversion wrote into a project.
    func run() throws -> [UInt8]? {
        let ext = url.pathExtension.lowercased()
        if Self.isDirectory(url) {
            guard to == "xliff" else {
                throw CommandError.usage("a project folder converts to xliff only", hint: "l10nlayout convert \(shown) --to xliff --language de")
            }
            return try exportProject()
        }
        switch (ext, to) {
        case ("xcstrings", _): return try fromCatalog()
        case ("xliff", "strings"): return try importXLIFF()
        case ("xliff", _): throw CommandError.usage("an XLIFF file converts to strings (applied to --project)", hint: "l10nlayout convert \(shown) --to strings --project .")
        case ("strings", "xcstrings"), ("stringsdict", "xcstrings"): return try migrate()
        case ("stringsdict", _): throw CommandError.usage("a .stringsdict converts to xcstrings only")
        default: throw CommandError.usage("cannot convert a .\(ext) file to \(to)", hint: "a project folder converts to xliff; a table to xcstrings")
        }
    }

    func requireLanguage(_ why: String) throws -> String {
        guard let language else { throw CommandError.usage("--language is needed \(why)", hint: "l10nlayout convert \(shown) --to \(to) --language de") }
        return language
    }

    func readCatalog(_ url: URL, shown: String) throws -> StringCatalog {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw CommandError.input("\(shown): cannot read the file: \(error.localizedDescription)") }
        do { return try StringCatalog(bytes: [UInt8](data)) } catch { throw CommandError.input("\(shown):\(error.line):\(error.column): \(error.message)") }
    }

    // MARK: catalog → …

    func fromCatalog() throws -> [UInt8]? {
        let catalog = try readCatalog(url, shown: shown)
        switch to {
        case "xcstrings":
            return catalog.serialized()
        case "json":
            let rows = catalog.tableRows(language: language ?? catalog.sourceLanguage)
            return Array((TableConverter.jsonText(rows.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }) + "\n").utf8)
        case "xliff":
            let target = try requireLanguage("for the XLIFF's target language")
            let exchange = XLIFFExchange(root: url.deletingLastPathComponent(), sourceLanguage: catalog.sourceLanguage)
            let units = exchange.catalogUnits(catalog, language: target)
            let file = XLIFFFile(original: url.lastPathComponent, sourceLanguage: catalog.sourceLanguage, targetLanguage: target, units: units)
            return XLIFFDocument(files: [file.sortedForExport()]).serialized()
        case "strings":
            if let project { return try writeTables(catalog, into: io.url(for: project)) }
            let language = try requireLanguage("to pick the table (or give --project to write every language's tables)")
            if catalog.stringsdict(language: language) != nil {
                io.warn("\(shown): plural strings of \(language) are not in a flat table; give --project to write the .stringsdict too")
            }
            return Self.newTable(catalog.tableRows(language: language))
        default:
            throw CommandError.usage("a catalog converts to strings, json, xcstrings or xliff")
        }
    }

    /// A new table in Xcode's layout for `.strings`: a comment above each entry, a blank line between.
    static func newTable(_ rows: [CatalogTableRow]) -> [UInt8] {
        var text = ""
        for (index, row) in rows.enumerated() {
            if index > 0 { text += "\n" }
            if let comment = row.comment { text += "/* \(comment) */\n" }
            text += "\"\(IBStringsEntry.escape(row.key))\" = \"\(IBStringsEntry.escape(row.value))\";\n"
        }
        return StringsFile(bytes: Array(text.utf8)).serialized()
    }

    /// Where the table of `language` goes: for the source language `Base.lproj` when the project keeps its
    /// source table there, nil when a Base storyboard or xib of that name holds the source text.
    static func tableURL(root: URL, name: String, language: String, sourceLanguage: String) -> URL? {
        let manager = FileManager.default
        if language == sourceLanguage {
            let base = root.appendingPathComponent("Base.lproj/\(name).strings")
            if manager.fileExists(atPath: base.path) { return base }
            let own = root.appendingPathComponent("\(language).lproj/\(name).strings")
            let document = ["storyboard", "xib"].contains { manager.fileExists(atPath: root.appendingPathComponent("Base.lproj/\(name).\($0)").path) }
            if document && !manager.fileExists(atPath: own.path) { return nil }
        }
        return root.appendingPathComponent("\(language).lproj/\(name).strings")
    }

    /// Writes `<lang>.lproj/<Name>.strings` (and `.stringsdict`) for every language of the catalog into
    /// `root`, editing existing tables in place: a table whose values already match is not touched.
    func writeTables(_ catalog: StringCatalog, into root: URL) throws -> [UInt8]? {
        let name = url.deletingPathExtension().lastPathComponent
        var writes: [(URL, [UInt8], String)] = []
        for language in catalog.languages {
            guard let tableURL = Self.tableURL(root: root, name: name, language: language, sourceLanguage: catalog.sourceLanguage) else { continue }
            let rows = catalog.tableRows(language: language, implicitSource: false)
            if !rows.isEmpty {
                if let data = FileManager.default.contents(atPath: tableURL.path) {
                    var table = StringsFile(data: data)
                    if table.hasErrors {
                        throw CommandError.input(table.diagnostics.map { $0.formatted(path: ProjectFiles.relative(tableURL, to: root)) }.joined(separator: "\n"))
                    }
                    var current = table.table
                    var changed = 0
                    for row in rows where current[row.key] != row.value {
                        table.setValue(row.value, forKey: row.key, comment: row.comment)
                        current[row.key] = row.value
                        changed += 1
                    }
                    if changed > 0 { writes.append((tableURL, table.serialized(), "updated \(changed) string\(changed == 1 ? "" : "s")")) }
                } else {
                    writes.append((tableURL, Self.newTable(rows), "created with \(rows.count) string\(rows.count == 1 ? "" : "s")"))
                }
            }
            if let plurals = catalog.stringsdict(language: language) {
                let dictURL = tableURL.deletingPathExtension().appendingPathExtension("stringsdict")
                let existing = FileManager.default.contents(atPath: dictURL.path).flatMap { try? StringsdictPlurals(bytes: [UInt8]($0)) }
                if existing.map({ Self.sameForms($0, plurals) }) != true {
                    // A catalog holds plural forms only: the table's width and device rules stay as they are.
                    let merged = StringsdictPlurals(entries: plurals.entries, choiceRules: existing?.choiceRules ?? [])
                    writes.append((dictURL, merged.serialized(), "wrote \(plurals.entries.count) plural string\(plurals.entries.count == 1 ? "" : "s")"))
                }
            }
        }
        for (target, bytes, what) in writes {
            let shownTarget = ProjectFiles.shown(target, root: root, shownRoot: project)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: target)
            } catch {
                throw CommandError.input("\(shownTarget): cannot write (\(error.localizedDescription)); check permissions")
            }
            io.print("\(shownTarget): \(what)")
        }
        if writes.isEmpty { io.print("all tables are up to date") }
        return nil
    }

    /// Whether two plural tables say the same (locations and argument names aside).
    static func sameForms(_ a: StringsdictPlurals, _ b: StringsdictPlurals) -> Bool {
        let keys = Set(a.entries.map(\.key)).union(b.entries.map(\.key))
        return keys.allSatisfy { key in
            a.pluralVariants(forKey: key).map { "\($0.category):\($0.text)" } == b.pluralVariants(forKey: key).map { "\($0.category):\($0.text)" }
        }
    }

    // MARK: tables → catalog

    /// Every language's `<Name>.strings` and `.stringsdict` beside the given table, in one catalog, as
    /// Xcode's migration does. `Base.lproj` counts as the source language. A table of a storyboard with
    /// no source table gets its source text from the Interface Builder comments.
    func migrate() throws -> [UInt8]? {
        let name = url.deletingPathExtension().lastPathComponent
        let lproj = url.deletingLastPathComponent()
        guard lproj.pathExtension == "lproj" else {
            throw CommandError.usage("\(shown) is not in an xx.lproj folder; the folder names the language")
        }
        let parent = lproj.deletingLastPathComponent()
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        var tables: [(String, StringsFile)] = []
        var plurals: [(String, StringsdictPlurals)] = []
        for folder in folders {
            let language = folder == "Base.lproj" ? sourceLanguage : String(folder.dropLast(6))
            let tableURL = parent.appendingPathComponent("\(folder)/\(name).strings")
            if let data = FileManager.default.contents(atPath: tableURL.path) {
                let table = StringsFile(data: data)
                let tableShown = ProjectFiles.shown(tableURL, root: io.currentDirectory, shownRoot: nil)
                if table.hasErrors {
                    throw CommandError.input(table.diagnostics.map { $0.formatted(path: tableShown) }.joined(separator: "\n") + "\n  fix the table, then convert again")
                }
                tables.append((language, table))
            }
            let dictURL = parent.appendingPathComponent("\(folder)/\(name).stringsdict")
            if let data = FileManager.default.contents(atPath: dictURL.path) {
                do { plurals.append((language, try StringsdictPlurals(bytes: [UInt8](data)))) } catch {
                    throw CommandError.input("\(ProjectFiles.shown(dictURL, root: io.currentDirectory, shownRoot: nil)):\(error.line):\(error.column): \(error.message)")
                }
            }
        }
        // Comments come from the source table; without one, from the first table's IB comments.
        let source = tables.first { $0.0 == sourceLanguage }?.1
        if source == nil, let first = tables.first?.1 {
            var rows: [CatalogTableRow] = []
            for entry in first.entries {
                guard let comment = entry.interfaceBuilderComment, let text = entry.commentText else { continue }
                rows.append(CatalogTableRow(key: entry.key, value: comment.baseText, comment: XLIFFExchange.trimmed(text)))
            }
            catalog.addTable(rows, language: sourceLanguage, state: "new", extractionState: "extracted_with_value")
        }
        for (language, table) in tables {
            let rows = Self.rows(table).map { row -> CatalogTableRow in
                var copy = row
                if language != sourceLanguage { copy.comment = nil }
                return copy
            }
            catalog.addTable(rows, language: language)
        }
        for (language, table) in plurals {
            catalog.addStringsdict(table, language: language)
            if !table.choiceRules.isEmpty {
                // Nothing is dropped without a word: these stay in the .stringsdict, which still works.
                io.warn("\(language).lproj/\(name).stringsdict: the width and device rules of \(table.choiceRules.map(\.key).joined(separator: ", ")) are not carried into the catalog; keep the .stringsdict for them")
            }
        }
        return catalog.serialized()
    }

    /// The rows iOS sees (last duplicate wins), in file order.
    static func rows(_ table: StringsFile) -> [CatalogTableRow] {
        var seen = Set<String>()
        var rows: [CatalogTableRow] = []
        for entry in table.entries.reversed() where seen.insert(entry.key).inserted {
            rows.append(CatalogTableRow(key: entry.key, value: entry.value, comment: entry.commentText.map(XLIFFExchange.trimmed)))
        }
        return rows.reversed()
    }

    // MARK: XLIFF

    func exportProject() throws -> [UInt8]? {
        let target = try requireLanguage("for the XLIFF's target language")
        var widthMap: [String: [String: Double]] = [:]
        if let widths {
            let data: Data
            do { data = try Data(contentsOf: io.url(for: widths)) } catch { throw CommandError.input("\(widths): cannot read: \(error.localizedDescription)") }
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw CommandError.input("\(widths):1:1: expected a JSON object: document path → { key → width in points }")
            }
            for (document, value) in object {
                guard let keys = value as? [String: Any] else { throw CommandError.input("\(widths): the value of \"\(document)\" must be an object of key → width") }
                widthMap[document] = keys.compactMapValues { ($0 as? NSNumber)?.doubleValue }
            }
        }
        let exchange = XLIFFExchange(root: url, sourceLanguage: sourceLanguage)
        if widths == nil {
            // maxwidth from the solved layout: what translators' tools warn against while they type.
            do {
                let textEngine = try TextEngine(fontDirectories: [], environment: io.environment)
                textEngine.registerProjectFonts(in: url)
                widthMap = try exchange.solvedWidths(textEngine: textEngine)
            } catch let error as CommandError {
                throw error
            } catch {
                io.warn("no maxwidth in the XLIFF: the text engine is not available (\(error))")
            }
        }
        return try exchange.export(language: target, widths: widthMap).serialized()
    }

    func importXLIFF() throws -> [UInt8]? {
        guard let project else {
            throw CommandError.usage("importing XLIFF needs the project to apply it to", hint: "l10nlayout convert \(shown) --to strings --project .")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw CommandError.input("\(shown): cannot read the file: \(error.localizedDescription)") }
        let document: XLIFFDocument
        do { document = try XLIFFDocument(bytes: [UInt8](data)) } catch { throw CommandError.input("\(shown):\(error.line):\(error.column): \(error.message)") }
        let root = io.url(for: project)
        guard Self.isDirectory(root) else { throw CommandError.input("\(project): no such directory") }
        let changes = try XLIFFExchange(root: root, sourceLanguage: sourceLanguage).importChanges(document, shownAs: shown)
        for change in changes {
            let shownTarget = ProjectFiles.shown(change.url, root: root, shownRoot: project)
            do {
                try FileManager.default.createDirectory(at: change.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(change.bytes, to: change.url)
            } catch {
                throw CommandError.input("\(shownTarget): cannot write (\(error.localizedDescription)); check permissions")
            }
            io.print("\(shownTarget): \(change.created ? "created with" : "updated") \(change.updated) translation\(change.updated == 1 ? "" : "s")")
        }
        if changes.isEmpty { io.print("all tables are up to date") }
        return nil
    }
}
