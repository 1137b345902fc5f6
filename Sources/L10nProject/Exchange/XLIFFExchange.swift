import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// XLIFF export and import for a project, as `xcodebuild -exportLocalizations` / `-importLocalizations`
/// do for Base-internationalized tables: one `<file>` per source (each `Base.lproj` storyboard or xib,
/// each development-language `.strings` table, each String Catalog), units sorted by id.
public struct XLIFFExchange {
    public let workspace: Workspace
    public let sourceLanguage: String

    /// Xcode's note for a string without a comment.
    static let noComment = "No comment provided by engineer."

    public init(workspace: Workspace, sourceLanguage: String) {
        self.workspace = workspace
        self.sourceLanguage = sourceLanguage
    }

    /// A source of translatable text in the project and the table its translations go to.
    struct Source {
        enum Kind { case document, table, catalog }
        var kind: Kind
        /// The source file (storyboard, development-language table, catalog).
        var url: URL
        /// For documents and tables: the group of `xx.lproj` folders; the table's base name.
        var group: LocalizationGroup?
        var name: String

        /// The table of `language` beside the source (in an existing folder of the same language, however
        /// it is spelled).
        func table(for language: LanguageCode) -> URL {
            guard let group else {
                return url.deletingLastPathComponent().appendingPathComponent("\(language.raw).lproj/\(name).strings")
            }
            return group.tableURL(name, language: group.language(matching: language) ?? language.raw)
        }
    }

    /// Every source in the project, sorted by path. A development-language table named like a document
    /// (`Base.lproj/Main.strings` beside `Main.storyboard`) belongs to the document and is not a source.
    func sources() -> [Source] {
        var result: [Source] = []
        var documentTables = Set<String>()
        for group in workspace.groups {
            for url in group.baseDocuments where !workspace.isExcluded(url) {
                let name = url.deletingPathExtension().lastPathComponent
                documentTables.insert(group.directory.appendingPathComponent(name).path)
                result.append(Source(kind: .document, url: url, group: group, name: name))
            }
        }
        var seen = Set<String>()
        for group in workspace.groups {
            // Base.lproj wins over the development language's folder for the same table.
            for language in ["Base", sourceLanguage] {
                for name in group.tables(in: language) {
                    let url = group.tableURL(name, language: language)
                    let identity = group.directory.appendingPathComponent(name).path
                    guard !workspace.isExcluded(url), !documentTables.contains(identity), seen.insert(identity).inserted else { continue }
                    result.append(Source(kind: .table, url: url, group: group, name: name))
                }
            }
        }
        for url in workspace.catalogs where !workspace.isExcluded(url) {
            result.append(Source(kind: .catalog, url: url, group: nil, name: url.deletingPathExtension().lastPathComponent))
        }
        return result.sorted { $0.url.path < $1.url.path }
    }

    /// The XLIFF for `language`.
    ///
    /// - Parameters:
    ///   - widths: for each document (its path relative to the project) the width in points each key's
    ///     text has in the solved layout; written as `maxwidth` with `size-unit="pixel"`.
    /// - Throws: ``ExchangeError`` listing every unreadable source or table.
    public func export(language: LanguageCode, widths: [String: [String: Double]] = [:]) throws -> XLIFFDocument {
        var files: [XLIFFFile] = []
        var errors: [String] = []
        for source in sources() {
            let original = workspace.projectRelativePath(source.url)
            do {
                var units: [XLIFFUnit] = []
                switch source.kind {
                case .document:
                    let document: IBDocument
                    switch workspace.document(source.url) {
                    case .success(let read): document = read
                    case .failure(let error):
                        let shown = workspace.relativePath(source.url)
                        throw ExchangeError(error.line > 0 ? "\(shown):\(error.line):\(error.column): \(error.message)" : "\(shown): \(error.message)")
                    }
                    let translations = try table(source.table(for: language))
                    let documentWidths = widths[original] ?? [:]
                    units = IBStringsExtractor.entries(of: document).map { entry in
                        XLIFFUnit(id: entry.key, source: entry.value, target: translations?.table[entry.key], note: entry.comment,
                                  maxWidth: documentWidths[entry.key].flatMap { $0.isFinite && $0 < 1e9 ? Int($0.rounded(.down)) : nil })
                    }
                case .table:
                    guard let base = try table(source.url) else { continue }
                    let translations = try table(source.table(for: language))
                    var seen = Set<String>()
                    for entry in base.entries.reversed() where seen.insert(entry.key).inserted {
                        units.append(XLIFFUnit(id: entry.key, source: entry.value, target: translations?.table[entry.key],
                                               note: entry.commentText.map(Self.trimmed) ?? Self.noComment))
                    }
                case .catalog:
                    units = catalogUnits(try catalog(source.url), language: language.raw)
                }
                // Xcode leaves out files with nothing to translate.
                if !units.isEmpty {
                    files.append(XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language.raw, units: units).sortedForExport())
                }
            } catch let error as ExchangeError {
                errors += error.messages
            }
        }
        if !errors.isEmpty { throw ExchangeError(errors) }
        return XLIFFDocument(files: files)
    }

    /// A catalog alone as XLIFF for `language`: one `<file>` named `original`, units sorted by id.
    public static func export(catalog: StringCatalog, original: String, language: LanguageCode) -> XLIFFDocument {
        let file = XLIFFFile(original: original, sourceLanguage: catalog.sourceLanguage, targetLanguage: language.raw,
                             units: catalogUnits(catalog, language: language.raw))
        return XLIFFDocument(files: [file.sortedForExport()])
    }

    /// One unit per plain string, and per plural form `key|==|plural.<category>` (Xcode's ids).
    public static func catalogUnits(_ catalog: StringCatalog, language: String) -> [XLIFFUnit] {
        var units: [XLIFFUnit] = []
        for entry in catalog.entries where entry.shouldTranslate && entry.extractionState != "stale" {
            let note = entry.comment ?? Self.noComment
            let source = entry.localization(catalog.sourceLanguage)
            let target = entry.localization(language)
            if let plural = source?.plural, !plural.isEmpty {
                let categories = Set(plural.map(\.category)).union(PluralCategory.categories(for: language)).sorted()
                for category in categories {
                    let sourceText = plural.first { $0.category == category }?.unit.value ?? plural.first { $0.category == .other }?.unit.value ?? entry.key
                    units.append(XLIFFUnit(id: "\(entry.key)|==|plural.\(category.rawValue)", source: sourceText,
                                           target: target?.plural.first { $0.category == category }?.unit.value, note: note))
                }
            } else {
                units.append(XLIFFUnit(id: entry.key, source: source?.stringUnit?.value ?? entry.key, target: target?.stringUnit?.value, note: note))
            }
        }
        return units
    }

    func catalogUnits(_ catalog: StringCatalog, language: String) -> [XLIFFUnit] { Self.catalogUnits(catalog, language: language) }

    /// Reads a table, or nil when the file does not exist.
    /// - Throws: ``ExchangeError`` with every syntax error of the table.
    func table(_ url: URL) throws -> StringsFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        switch workspace.table(url) {
        case .failure(let error): throw ExchangeError(error.description)
        case .success(let file):
            if file.hasErrors {
                let shown = workspace.relativePath(url)
                throw ExchangeError(file.diagnostics.filter { $0.severity == .error }.map { $0.formatted(path: shown) })
            }
            return file
        }
    }

    func catalog(_ url: URL) throws -> StringCatalog {
        switch workspace.catalog(url) {
        case .success(let catalog): return catalog
        case .failure(let error):
            var shown = error
            shown.path = workspace.relativePath(url)
            throw ExchangeError(shown.description)
        }
    }

    static func trimmed(_ comment: String) -> String {
        comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What importing changes: the new bytes of each table or catalog, and how many strings changed.
    public struct Change: Sendable {
        public var url: URL
        public var shown: String
        public var bytes: [UInt8]
        public var updated: Int
        public var created: Bool
        /// The file as it was read (nil for a new table): the write refuses if it changed since.
        public var snapshot: FileSnapshot?
    }

    /// The outcome of an import: the files to write, and the units that matched nothing in the project.
    public struct Import: Sendable {
        public var changes: [Change]
        /// `xliff:line:column: warning: …` for each trans-unit whose id names no key of the project's source
        /// (a unit from another version of the app, or an id edited by hand): it is not imported, since no
        /// document or code would ever look its key up.
        public var unknownUnits: [String]
    }

    /// Applies the translations of `document` to the project's tables, changing only the values that
    /// differ (through the tables' lossless edits, so untouched bytes stay as they are). Units whose id
    /// names no key of their source are reported, not imported.
    /// - Parameter xliffPath: the XLIFF file as messages name it.
    /// - Throws: ``ExchangeError`` listing every `<file>` whose language is not a language code or whose table
    ///   cannot be found or read; nothing is changed then.
    public func importTranslations(_ document: XLIFFDocument, xliffPath: String) throws -> Import {
        let byOriginal = Dictionary(sources().map { (workspace.projectRelativePath($0.url), $0) }, uniquingKeysWith: { first, _ in first })
        var state = ImportState()
        var errors: [String] = []
        for file in document.files {
            do {
                let (language, source) = try destination(of: file, in: byOriginal, xliffPath: xliffPath)
                let skipped = try reportUnknownUnits(of: file, source: source, xliffPath: xliffPath, state: &state)
                switch source.kind {
                case .document, .table: try applyToTable(file, skipping: skipped, table: source.table(for: language), state: &state)
                case .catalog: try applyToCatalog(file, skipping: skipped, catalog: source.url, language: language, state: &state)
                }
            } catch let error as ExchangeError {
                errors += error.messages
            }
        }
        if !errors.isEmpty { throw ExchangeError(errors) }
        return Import(changes: changes(of: state), unknownUnits: state.unknownUnits)
    }

    /// What an import has read and changed so far, by file path.
    struct ImportState {
        var tables: [String: StringsFile] = [:]
        var catalogs: [String: StringCatalog] = [:]
        var catalogSnapshots: [String: FileSnapshot] = [:]
        /// How many strings changed in each table or catalog.
        var counts: [String: Int] = [:]
        var unknownUnits: [String] = []
    }

    /// Where a `<file>` of the XLIFF goes: its target language and the project's source it was exported from.
    /// - Throws: ``ExchangeError`` at the file's first unit when it has no valid target language or names no source.
    func destination(of file: XLIFFFile, in byOriginal: [String: Source], xliffPath: String) throws -> (LanguageCode, Source) {
        let at = file.units.first.map { ":\($0.line):\($0.column)" } ?? ""
        guard let target = file.targetLanguage else {
            throw ExchangeError("\(xliffPath)\(at): <file original=\"\(file.original)\"> has no target-language; export the XLIFF for one language")
        }
        guard let language = LanguageCode(target) else {
            throw ExchangeError(LanguageCodeError(text: target, origin: "\(xliffPath)\(at): target-language").description)
        }
        guard let source = byOriginal[file.original] else {
            throw ExchangeError("\(xliffPath)\(at): \(file.original) is not in the project; import into the project it was exported from (--project)")
        }
        return (language, source)
    }

    /// The keys a source defines: a document's extracted keys, a table's keys, a catalog's keys.
    func knownKeys(of source: Source, state: inout ImportState) throws -> Set<String> {
        let sourceShown = workspace.relativePath(source.url)
        switch source.kind {
        case .document:
            switch workspace.document(source.url) {
            case .success(let ib): return Set(IBStringsExtractor.entries(of: ib).map(\.key))
            case .failure(let error):
                throw ExchangeError(error.line > 0 ? "\(sourceShown):\(error.line):\(error.column): \(error.message)" : "\(sourceShown): \(error.message)")
            }
        case .table:
            return Set(try table(source.url)?.entries.map(\.key) ?? [])
        case .catalog:
            return Set(try catalog(for: source.url, state: &state).entries.map(\.key))
        }
    }

    /// Records a located warning for each unit whose key the source lacks, and returns their ids (not imported).
    func reportUnknownUnits(of file: XLIFFFile, source: Source, xliffPath: String, state: inout ImportState) throws -> Set<String> {
        let known = try knownKeys(of: source, state: &state)
        let unknown = source.kind == .catalog
            ? file.units.filter { !known.contains(Self.catalogKey(of: $0.id)) }
            : file.units(notIn: known)
        let at = file.units.first.map { ":\($0.line):\($0.column)" } ?? ""
        let sourceShown = workspace.relativePath(source.url)
        for unit in unknown {
            let location = unit.line > 0 ? ":\(unit.line):\(unit.column)" : at
            state.unknownUnits.append("\(xliffPath)\(location): warning: trans-unit '\(unit.id)' names no key of \(sourceShown); not imported")
        }
        return Set(unknown.map(\.id))
    }

    /// Sets each unit's translation in the language's `.strings` table (created when missing), where it differs.
    func applyToTable(_ file: XLIFFFile, skipping skipped: Set<String>, table url: URL, state: inout ImportState) throws {
        var table = try state.tables[url.path] ?? self.table(url) ?? StringsFile(bytes: [])
        // `table.table` decodes every entry: read it once per file, and keep it current as units apply.
        var current = table.table
        for unit in file.units where !skipped.contains(unit.id) {
            guard let target = unit.target, current[unit.id] != target else { continue }
            table.setValue(target, forKey: unit.id, comment: unit.note == Self.noComment ? nil : unit.note)
            current[unit.id] = target
            state.counts[url.path, default: 0] += 1
        }
        state.tables[url.path] = table
    }

    /// Sets each unit's translation (a plural form for `key|==|plural.one` ids) in the catalog, where it differs.
    func applyToCatalog(_ file: XLIFFFile, skipping skipped: Set<String>, catalog url: URL, language: LanguageCode, state: inout ImportState) throws {
        var catalog = try self.catalog(for: url, state: &state)
        for unit in file.units where !skipped.contains(unit.id) {
            let key = Self.catalogKey(of: unit.id)
            guard let target = unit.target else { continue }
            if let range = unit.id.range(of: Self.pluralMarker) {
                guard let category = PluralCategory(rawValue: String(unit.id[range.upperBound...])) else { continue }
                var forms = catalog.entry(forKey: key)?.localization(language.raw)?.plural.map { ($0.category, $0.unit.value) } ?? []
                if forms.first(where: { $0.0 == category })?.1 == target { continue }
                forms.removeAll { $0.0 == category }
                forms.append((category, target))
                forms.sort { $0.0 < $1.0 }
                catalog.setPluralVariants(forms, forKey: key, language: language.raw)
            } else {
                if catalog.entry(forKey: unit.id)?.localization(language.raw)?.stringUnit?.value == target { continue }
                catalog.setValue(target, forKey: unit.id, language: language.raw)
            }
            state.counts[url.path, default: 0] += 1
        }
        state.catalogs[url.path] = catalog
    }

    /// What separates a catalog key from its plural category in a unit id.
    static let pluralMarker = "|==|plural."

    /// The catalog key a unit id names (without its plural category).
    static func catalogKey(of id: String) -> String {
        id.range(of: pluralMarker).map { String(id[..<$0.lowerBound]) } ?? id
    }

    /// The catalog as this import has changed it so far, else read from disk with a snapshot.
    func catalog(for url: URL, state: inout ImportState) throws -> StringCatalog {
        if let catalog = state.catalogs[url.path] { return catalog }
        let read = try readCatalog(url)
        state.catalogs[url.path] = read.catalog
        state.catalogSnapshots[url.path] = read.snapshot
        return read.catalog
    }

    /// The files with at least one changed string, sorted by path.
    func changes(of state: ImportState) -> [Change] {
        var changes: [String: Change] = [:]
        for (path, table) in state.tables where (state.counts[path] ?? 0) > 0 {
            let url = URL(fileURLWithPath: path)
            changes[path] = Change(url: url, shown: workspace.relativePath(url), bytes: table.serialized(), updated: state.counts[path] ?? 0,
                                   created: table.source == nil, snapshot: table.source?.snapshot)
        }
        for (path, catalog) in state.catalogs where (state.counts[path] ?? 0) > 0 {
            let url = URL(fileURLWithPath: path)
            changes[path] = Change(url: url, shown: workspace.relativePath(url), bytes: catalog.serialized(), updated: state.counts[path] ?? 0,
                                   created: false, snapshot: state.catalogSnapshots[path])
        }
        return changes.keys.sorted().compactMap { changes[$0] }
    }

    /// A catalog read with a snapshot of its file, for a write that must not replace a newer one.
    func readCatalog(_ url: URL) throws -> (catalog: StringCatalog, snapshot: FileSnapshot) {
        let shown = workspace.relativePath(url)
        let read: (bytes: [UInt8], snapshot: FileSnapshot)
        do { read = try AtomicFile.read(url) } catch { throw ExchangeError("\(shown): \(error.reason.explanation)") }
        do { return (try StringCatalog(bytes: read.bytes), read.snapshot) } catch {
            throw ExchangeError("\(shown):\(error.line):\(error.column): \(error.message)")
        }
    }
}

/// Files an exchange cannot use, as `path:line:column: message` lines; nothing is written then.
public struct ExchangeError: Error, CustomStringConvertible, Sendable {
    public var messages: [String]

    public init(_ messages: [String]) { self.messages = messages }
    public init(_ message: String) { messages = [message] }

    public var description: String { messages.joined(separator: "\n") }
}
