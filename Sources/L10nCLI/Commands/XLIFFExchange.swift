import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// XLIFF export and import for a project, as `xcodebuild -exportLocalizations` / `-importLocalizations`
/// do for Base-internationalized tables: one `<file>` per source (each `Base.lproj` storyboard or xib,
/// each development-language `.strings` table, each String Catalog), units sorted by id.
struct XLIFFExchange {
    let root: URL
    let sourceLanguage: String

    /// Xcode's note for a string without a comment.
    static let noComment = "No comment provided by engineer."

    /// A source of translatable text in the project and the table its translations go to.
    struct Source {
        enum Kind { case document, table, catalog }
        var kind: Kind
        /// The source file (storyboard, development-language table, catalog).
        var url: URL
        /// For documents and tables: the folder holding the `xx.lproj` folders, and the table's base name.
        var parent: URL
        var name: String

        func table(for language: String) -> URL { parent.appendingPathComponent("\(language).lproj/\(name).strings") }
    }

    /// Every source in the project, sorted by path. A development-language table named like a document
    /// (`Base.lproj/Main.strings` beside `Main.storyboard`) belongs to the document and is not a source.
    func sources() -> [Source] {
        var result: [Source] = []
        guard let workspace = try? Workspace(root: root) else { return [] }
        let documents = workspace.baseDocuments
        var documentTables = Set<String>()
        for url in documents {
            let name = url.deletingPathExtension().lastPathComponent
            let parent = url.deletingLastPathComponent().deletingLastPathComponent()
            documentTables.insert(parent.appendingPathComponent(name).path)
            result.append(Source(kind: .document, url: url, parent: parent, name: name))
        }
        let tables = workspace.groups.flatMap { group in
            ["Base", sourceLanguage].flatMap { language in group.tables(in: language).map { group.tableURL($0, language: language) } }
        }.sorted { $0.path < $1.path }
        var seen = Set<String>()
        for url in tables {
            let name = url.deletingPathExtension().lastPathComponent
            let parent = url.deletingLastPathComponent().deletingLastPathComponent()
            let identity = parent.appendingPathComponent(name).path
            // Base.lproj wins over en.lproj for the same table (paths sort "Base" before lower case).
            guard !documentTables.contains(identity), seen.insert(identity).inserted else { continue }
            result.append(Source(kind: .table, url: url, parent: parent, name: name))
        }
        for url in workspace.catalogs {
            result.append(Source(kind: .catalog, url: url, parent: url.deletingLastPathComponent(), name: url.deletingPathExtension().lastPathComponent))
        }
        return result.sorted { $0.url.path < $1.url.path }
    }

    /// The XLIFF for `language`.
    ///
    /// - Parameters:
    ///   - widths: for each document (its path relative to the project) the width in points each key's
    ///     text has in the solved layout; written as `maxwidth` with `size-unit="pixel"`.
    /// - Throws: ``CommandError/input(_:)`` listing every unreadable source or table.
    func export(language: String, widths: [String: [String: Double]] = [:]) throws -> XLIFFDocument {
        var files: [XLIFFFile] = []
        var errors: [String] = []
        for source in sources() {
            let original = ProjectFiles.relative(source.url, to: root)
            do {
                var units: [XLIFFUnit] = []
                switch source.kind {
                case .document:
                    let document = try ExtractCommand.readDocument(source.url.path, shownAs: original)
                    let translations = try table(source.table(for: language))
                    let documentWidths = widths[original] ?? [:]
                    units = IBStringsExtractor.entries(of: document).map { entry in
                        XLIFFUnit(id: entry.key, source: entry.value, target: translations?.table[entry.key], note: entry.comment,
                                  maxWidth: documentWidths[entry.key].map { Int($0.rounded(.down)) })
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
                    let catalog = try StringCatalog(bytes: [UInt8](Data(contentsOf: source.url)))
                    units = catalogUnits(catalog, language: language)
                }
                // Xcode leaves out files with nothing to translate.
                if !units.isEmpty {
                    files.append(XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units).sortedForExport())
                }
            } catch let error as CommandError {
                errors.append(error.description)
            } catch let error as LocalizationFormatError {
                errors.append("\(original):\(error.line):\(error.column): \(error.message)")
            } catch {
                errors.append("\(original): cannot read: \(error.localizedDescription)")
            }
        }
        if !errors.isEmpty { throw CommandError.input(errors.joined(separator: "\n")) }
        return XLIFFDocument(files: files)
    }

    /// One unit per plain string, and per plural form `key|==|plural.<category>` (Xcode's ids).
    func catalogUnits(_ catalog: StringCatalog, language: String) -> [XLIFFUnit] {
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

    /// Reads a table, or nil when the file does not exist.
    func table(_ url: URL) throws -> StringsFile? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let file = StringsFile(data: data)
        if file.hasErrors {
            let shown = ProjectFiles.relative(url, to: root)
            throw CommandError.input(file.diagnostics.filter { $0.severity == .error }.map { $0.formatted(path: shown) }.joined(separator: "\n"))
        }
        return file
    }

    static func trimmed(_ comment: String) -> String {
        comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What importing changes: the new bytes of each table or catalog, and how many strings changed.
    struct Change {
        var url: URL
        var bytes: [UInt8]
        var updated: Int
        var created: Bool
    }

    /// Applies the translations of `document` to the project's tables, changing only the values that
    /// differ (through the tables' lossless edits, so untouched bytes stay as they are).
    /// - Throws: ``CommandError/input(_:)`` listing every `<file>` whose table cannot be found or read; nothing
    ///   is changed then.
    func importChanges(_ document: XLIFFDocument, shownAs xliffPath: String) throws -> [Change] {
        let byOriginal = Dictionary(sources().map { (ProjectFiles.relative($0.url, to: root), $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [String: Change] = [:]
        var tables: [String: StringsFile] = [:]
        var catalogs: [String: StringCatalog] = [:]
        var counts: [String: Int] = [:]
        var errors: [String] = []
        for file in document.files {
            guard let language = file.targetLanguage else {
                errors.append("\(xliffPath): <file original=\"\(file.original)\"> has no target-language; export the XLIFF for one language")
                continue
            }
            guard let source = byOriginal[file.original] else {
                let at = file.units.first.map { ":\($0.line):\($0.column)" } ?? ""
                errors.append("\(xliffPath)\(at): \(file.original) is not in the project; import into the project it was exported from (--project)")
                continue
            }
            do {
                switch source.kind {
                case .document, .table:
                    let url = source.table(for: language)
                    var table = try tables[url.path] ?? self.table(url) ?? StringsFile(bytes: [])
                    // `table.table` decodes every entry: read it once per file, and keep it current as units apply.
                    var current = table.table
                    for unit in file.units {
                        guard let target = unit.target, current[unit.id] != target else { continue }
                        table.setValue(target, forKey: unit.id, comment: unit.note == Self.noComment ? nil : unit.note)
                        current[unit.id] = target
                        counts[url.path, default: 0] += 1
                    }
                    tables[url.path] = table
                case .catalog:
                    var catalog = try catalogs[source.url.path] ?? StringCatalog(bytes: [UInt8](Data(contentsOf: source.url)))
                    for unit in file.units {
                        guard let target = unit.target else { continue }
                        if let range = unit.id.range(of: "|==|plural.") {
                            let key = String(unit.id[..<range.lowerBound])
                            guard let category = PluralCategory(rawValue: String(unit.id[range.upperBound...])) else { continue }
                            var forms = catalog.entry(forKey: key)?.localization(language)?.plural.map { ($0.category, $0.unit.value) } ?? []
                            if forms.first(where: { $0.0 == category })?.1 == target { continue }
                            forms.removeAll { $0.0 == category }
                            forms.append((category, target))
                            forms.sort { $0.0 < $1.0 }
                            catalog.setPluralVariants(forms, forKey: key, language: language)
                        } else {
                            if catalog.entry(forKey: unit.id)?.localization(language)?.stringUnit?.value == target { continue }
                            catalog.setValue(target, forKey: unit.id, language: language)
                        }
                        counts[source.url.path, default: 0] += 1
                    }
                    catalogs[source.url.path] = catalog
                }
            } catch let error as CommandError {
                errors.append(error.description)
            } catch let error as LocalizationFormatError {
                errors.append("\(ProjectFiles.relative(source.url, to: root)):\(error.line):\(error.column): \(error.message)")
            } catch {
                errors.append("\(ProjectFiles.relative(source.url, to: root)): cannot read: \(error.localizedDescription)")
            }
        }
        if !errors.isEmpty { throw CommandError.input(errors.joined(separator: "\n") + "\n  nothing was written") }
        for (path, table) in tables where (counts[path] ?? 0) > 0 {
            let url = URL(fileURLWithPath: path)
            changes[path] = Change(url: url, bytes: table.serialized(), updated: counts[path]!, created: !FileManager.default.fileExists(atPath: path))
        }
        for (path, catalog) in catalogs where (counts[path] ?? 0) > 0 {
            changes[path] = Change(url: URL(fileURLWithPath: path), bytes: catalog.serialized(), updated: counts[path]!, created: false)
        }
        return changes.keys.sorted().map { changes[$0]! }
    }
}
