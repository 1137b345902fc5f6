import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// Tables ↔ String Catalogs, as Xcode's migration does them: every language's `<Name>.strings` and
/// `.stringsdict` into one `<Name>.xcstrings`, and a catalog's languages back into the tables of a project,
/// editing existing tables in place.
public enum CatalogConversion {
    /// A catalog made from tables, and what it could not carry.
    public struct Migration: Sendable {
        public var catalog: StringCatalog
        /// Things left behind in the `.stringsdict` files (width and device rules), one line each.
        public var warnings: [String]
    }

    /// Every language's `<Name>.strings` and `.stringsdict` beside `table` (a file in an `xx.lproj`
    /// folder), in one catalog. `Base.lproj` counts as the source language. A table of a storyboard with no
    /// source table gets its source text from the Interface Builder comments.
    /// - Parameter shown: how messages name a file.
    /// - Throws: ``ExchangeError`` for a table with syntax errors or an unreadable `.stringsdict`.
    public static func migrate(table: URL, sourceLanguage: String, shown: (URL) -> String) throws -> Migration {
        let name = table.deletingPathExtension().lastPathComponent
        let lproj = table.deletingLastPathComponent()
        guard lproj.pathExtension == "lproj" else {
            throw ExchangeError("\(shown(table)) is not in an xx.lproj folder; the folder names the language")
        }
        let parent = lproj.deletingLastPathComponent()
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        var tables: [(String, StringsFile)] = []
        var plurals: [(String, StringsdictPlurals)] = []
        var warnings: [String] = []
        for folder in folders {
            let folderName = String(folder.dropLast(".lproj".count))
            guard folder == "Base.lproj" || LanguageCode(folderName) != nil else { continue }
            let language = folder == "Base.lproj" ? sourceLanguage : folderName
            let tableURL = parent.appendingPathComponent("\(folder)/\(name).strings")
            if let data = FileManager.default.contents(atPath: tableURL.path) {
                let file = StringsFile(data: data)
                if file.hasErrors {
                    throw ExchangeError(file.diagnostics.map { $0.formatted(path: shown(tableURL)) } + ["  fix the table, then convert again"])
                }
                tables.append((language, file))
            }
            let dictURL = parent.appendingPathComponent("\(folder)/\(name).stringsdict")
            if let data = FileManager.default.contents(atPath: dictURL.path) {
                do { plurals.append((language, try StringsdictPlurals(bytes: [UInt8](data)))) } catch {
                    throw ExchangeError("\(shown(dictURL)):\(error.line):\(error.column): \(error.message)")
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
        for (language, file) in tables {
            let rows = Self.rows(file).map { row -> CatalogTableRow in
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
                warnings.append("\(language).lproj/\(name).stringsdict: the width and device rules of \(table.choiceRules.map(\.key).joined(separator: ", ")) are not carried into the catalog; keep the .stringsdict for them")
            }
        }
        return Migration(catalog: catalog, warnings: warnings)
    }

    /// The rows iOS sees (last duplicate wins), in file order.
    public static func rows(_ table: StringsFile) -> [CatalogTableRow] {
        var seen = Set<String>()
        var rows: [CatalogTableRow] = []
        for entry in table.entries.reversed() where seen.insert(entry.key).inserted {
            rows.append(CatalogTableRow(key: entry.key, value: entry.value, comment: entry.commentText.map(XLIFFExchange.trimmed)))
        }
        return rows.reversed()
    }

    /// One language of a catalog as a flat JSON object, key to value, keys sorted.
    /// - Parameter language: nil for the catalog's source language.
    public static func flatJSON(_ catalog: StringCatalog, language: String?) -> [UInt8] {
        FlatJSONTable.encode(catalog.tableRows(language: language ?? catalog.sourceLanguage).map { ($0.key, $0.value) }.sorted { $0.key < $1.key })
    }

    /// A new table in Xcode's layout for `.strings`: a comment above each entry, a blank line between.
    public static func newTable(_ rows: [CatalogTableRow]) -> [UInt8] {
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

    /// One file a conversion writes.
    public struct Write: Sendable {
        public var url: URL
        public var bytes: [UInt8]
        /// What changes, for people: `updated 3 strings`.
        public var summary: String
        /// The file as it was read (nil for a new one): the write refuses if it changed since.
        public var snapshot: FileSnapshot?
    }

    /// The `<lang>.lproj/<name>.strings` (and `.stringsdict`) of every language of the catalog in `root`,
    /// editing existing tables in place: a table whose values already match is left out.
    /// - Throws: ``ExchangeError`` for a catalog language that is not a language code (it would name a
    ///   path) or an existing table with syntax errors; nothing is written then.
    public static func tables(from catalog: StringCatalog, name: String, into root: URL, shown: (URL) -> String) throws -> [Write] {
        var writes: [Write] = []
        for language in catalog.languages {
            guard LanguageCode(language) != nil else {
                throw ExchangeError(LanguageCodeError(text: language, origin: "\(name).xcstrings: a localization").description)
            }
            guard let tableURL = tableURL(root: root, name: name, language: language, sourceLanguage: catalog.sourceLanguage) else { continue }
            let rows = catalog.tableRows(language: language, implicitSource: false)
            if !rows.isEmpty {
                if let read = try PseudoTables.readIfPresent(tableURL, shown: shown(tableURL)) {
                    var table = StringsFile(bytes: read.bytes)
                    if table.hasErrors {
                        throw ExchangeError(table.diagnostics.map { $0.formatted(path: shown(tableURL)) })
                    }
                    var current = table.table
                    var changed = 0
                    for row in rows where current[row.key] != row.value {
                        table.setValue(row.value, forKey: row.key, comment: row.comment)
                        current[row.key] = row.value
                        changed += 1
                    }
                    if changed > 0 {
                        writes.append(Write(url: tableURL, bytes: table.serialized(), summary: "updated \(changed) string\(changed == 1 ? "" : "s")", snapshot: read.snapshot))
                    }
                } else {
                    writes.append(Write(url: tableURL, bytes: newTable(rows), summary: "created with \(rows.count) string\(rows.count == 1 ? "" : "s")", snapshot: nil))
                }
            }
            if let plurals = catalog.stringsdict(language: language) {
                let dictURL = tableURL.deletingPathExtension().appendingPathExtension("stringsdict")
                let read = try PseudoTables.readIfPresent(dictURL, shown: shown(dictURL))
                let existing = read.flatMap { try? StringsdictPlurals(bytes: $0.bytes) }
                if existing.map({ sameForms($0, plurals) }) != true {
                    // A catalog holds plural forms only: the table's width and device rules stay as they are.
                    let merged = StringsdictPlurals(entries: plurals.entries, choiceRules: existing?.choiceRules ?? [])
                    writes.append(Write(url: dictURL, bytes: merged.serialized(),
                                        summary: "wrote \(plurals.entries.count) plural string\(plurals.entries.count == 1 ? "" : "s")",
                                        snapshot: read?.snapshot))
                }
            }
        }
        return writes
    }

    /// Whether two plural tables say the same (locations and argument names aside).
    static func sameForms(_ a: StringsdictPlurals, _ b: StringsdictPlurals) -> Bool {
        let keys = Set(a.entries.map(\.key)).union(b.entries.map(\.key))
        return keys.allSatisfy { key in
            a.pluralVariants(forKey: key).map { "\($0.category):\($0.text)" } == b.pluralVariants(forKey: key).map { "\($0.category):\($0.text)" }
        }
    }
}
