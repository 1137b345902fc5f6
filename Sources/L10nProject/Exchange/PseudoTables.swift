import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// `pseudo` as a plan: for every source of text in a project (each Base document, development-language
/// table and String Catalog, as XLIFF export finds them), the pseudo-language tables beside it, brought up
/// to date through the tables' lossless edits. Everything is planned before anything is written.
public struct PseudoTables {
    /// One table to write.
    public struct Write: Sendable {
        public var url: URL
        public var bytes: [UInt8]
        /// How many strings the table holds.
        public var count: Int
        /// The file as it was read (nil for a new one): the write refuses if it changed since.
        public var snapshot: FileSnapshot?
    }

    public let workspace: Workspace
    public let sourceLanguage: String

    public init(workspace: Workspace, sourceLanguage: String) {
        self.workspace = workspace
        self.sourceLanguage = sourceLanguage
    }

    /// The tables of these pseudo-languages that differ from what is on disk.
    /// - Throws: ``ExchangeError`` listing every source that cannot be read; nothing may be written then.
    public func plan(kinds: [Pseudolocalizer.Kind]) throws -> [Write] {
        let exchange = XLIFFExchange(workspace: workspace, sourceLanguage: sourceLanguage)
        var writes: [Write] = []
        var errors: [String] = []
        for source in exchange.sources() {
            let shown = workspace.relativePath(source.url)
            do {
                var flat: [CatalogTableRow] = []
                var plurals: StringsdictPlurals?
                switch source.kind {
                case .document:
                    guard case .success(let document) = workspace.document(source.url) else {
                        if case .failure(let error) = workspace.document(source.url) {
                            throw ExchangeError(error.line > 0 ? "\(shown):\(error.line):\(error.column): \(error.message)" : "\(shown): \(error.message)")
                        }
                        continue
                    }
                    flat = IBStringsExtractor.entries(of: document).map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.comment) }
                case .table:
                    guard let table = try exchange.table(source.url) else { continue }
                    flat = table.entries.map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.commentText.map(XLIFFExchange.trimmed)) }
                    let dictURL = source.url.deletingPathExtension().appendingPathExtension("stringsdict")
                    if let data = FileManager.default.contents(atPath: dictURL.path) {
                        do { plurals = try StringsdictPlurals(bytes: [UInt8](data)) } catch {
                            throw ExchangeError("\(workspace.relativePath(dictURL)):\(error.line):\(error.column): \(error.message)")
                        }
                    }
                case .catalog:
                    let catalog = try exchange.catalog(source.url)
                    flat = catalog.tableRows(language: catalog.sourceLanguage)
                    plurals = catalog.stringsdict(language: catalog.sourceLanguage)
                }
                for kind in kinds {
                    guard let code = LanguageCode(kind.language) else { continue }
                    let tableURL = source.table(for: code)
                    let existing = try exchange.table(tableURL)
                    var table = existing ?? StringsFile(bytes: Self.newTableText(flat, kind: kind))
                    let changed = Self.fill(&table, with: flat, kind: kind)
                    if changed > 0 || existing == nil, !flat.isEmpty {
                        writes.append(Write(url: tableURL, bytes: table.serialized(), count: flat.count, snapshot: existing?.source?.snapshot))
                    }
                    if let plurals {
                        let dictURL = tableURL.deletingPathExtension().appendingPathExtension("stringsdict")
                        let bytes = Self.pseudo(plurals, kind: kind).serialized()
                        let read = try Self.readIfPresent(dictURL, shown: workspace.relativePath(dictURL))
                        if read?.bytes != bytes {
                            writes.append(Write(url: dictURL, bytes: bytes, count: plurals.entries.count, snapshot: read?.snapshot))
                        }
                    }
                }
            } catch let error as ExchangeError {
                errors += error.messages
            }
        }
        if !errors.isEmpty { throw ExchangeError(errors) }
        return writes
    }

    /// The file's bytes and snapshot, or nil when there is no file.
    /// - Throws: ``ExchangeError`` when it exists but cannot be read.
    static func readIfPresent(_ url: URL, shown: String) throws -> (bytes: [UInt8], snapshot: FileSnapshot)? {
        do throws(AtomicFileError) { return try AtomicFile.read(url) } catch {
            if error.reason == .notFound { return nil }
            throw ExchangeError("\(shown): \(error.reason.explanation)")
        }
    }

    /// A new table laid out as ibtool writes one: a blank line before each entry, its comment on the line
    /// above the key, UTF-8.
    static func newTableText(_ rows: [CatalogTableRow], kind: Pseudolocalizer.Kind) -> [UInt8] {
        var text = ""
        for row in rows {
            text += "\n"
            if let comment = row.comment { text += "/* \(comment) */\n" }
            text += "\"\(IBStringsEntry.escape(row.key))\" = \"\(IBStringsEntry.escape(Pseudolocalizer.transform(row.value, kind: kind)))\";\n"
        }
        return Array(text.utf8)
    }

    /// Brings `table` to the pseudo-localized rows: values set through the table's lossless edits, keys
    /// no longer in the source removed. Returns how many entries changed.
    static func fill(_ table: inout StringsFile, with rows: [CatalogTableRow], kind: Pseudolocalizer.Kind) -> Int {
        var changed = 0
        var current = table.table
        for row in rows {
            let value = Pseudolocalizer.transform(row.value, kind: kind)
            guard current[row.key] != value else { continue }
            table.setValue(value, forKey: row.key, comment: row.comment)
            current[row.key] = value
            changed += 1
        }
        let keys = Set(rows.map(\.key))
        for index in table.entries.indices.reversed() where !keys.contains(table.entries[index].key) {
            table.removeEntry(at: index)
            changed += 1
        }
        return changed
    }

    static func pseudo(_ table: StringsdictPlurals, kind: Pseudolocalizer.Kind) -> StringsdictPlurals {
        StringsdictPlurals(entries: table.entries.map { entry in
            var copy = entry
            copy.line = 0
            copy.column = 0
            // The format keeps its %#@argument@ placeholders; the text around them is pseudo-localized once,
            // and the accented padding goes on the forms only so the string grows by about 40%, not twice.
            copy.format = kind == .bounded ? "[# " + entry.format + " #]" : Pseudolocalizer.transform(entry.format, kind: kind, padded: false)
            copy.arguments = entry.arguments.map { argument in
                var a = argument
                a.forms = argument.forms.map { CatalogPluralForm(category: $0.category, unit: CatalogStringUnit(state: nil,
                    value: kind == .bounded ? $0.unit.value : Pseudolocalizer.transform($0.unit.value, kind: kind))) }
                return a
            }
            return copy
        }, choiceRules: table.choiceRules.map { rule in
            // Width and device choices are pseudo-localized like any text.
            StringsdictPlurals.ChoiceRule(key: rule.key, kind: rule.kind, choices: rule.choices.map { choice in
                var copy = choice
                copy.value = kind == .bounded ? "[# " + choice.value + " #]" : Pseudolocalizer.transform(choice.value, kind: kind)
                copy.line = 0
                copy.column = 0
                return copy
            })
        })
    }
}
