import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// `l10nlayout pseudo`: writes pseudo-language tables for every source of text in a project, so
/// `verify en-XA ar-XB` can check layouts before any translation exists.
public struct PseudoCommand: ParsableCommand {
    static let kinds = Pseudolocalizer.Kind.allCases.map(\.rawValue) + ["all"]

    public static let configuration = CommandConfiguration(
        name: "pseudo",
        abstract: "Write pseudo-language tables (accented, double-length, right-to-left, bounded)",
        discussion: """
        For each Base.lproj storyboard or xib, each development-language .strings/.stringsdict table and each \
        String Catalog, writes <lang>.lproj/<Name>.strings (and .stringsdict for plurals) beside it: en-XA \
        accented and about 40% longer, en-XL double length, ar-XB right-to-left, en-XC bounded by [# … #]. \
        Format specifiers and placeholders stay exactly as they are. The tables are ordinary .strings files: \
        lint, verify and the app read them like any translation. A table already up to date is not rewritten.
        """,
        options: [
            .option("kind", valueName: "kind", default: "all", allowed: kinds, help: "Which pseudo-language to write"),
            .option("project", valueName: "dir", default: ".", help: "The project folder"),
            .option("source-language", valueName: "code", default: "en", help: "The development language of xx.lproj source tables"),
            .flag("dry-run", help: "Print what would be written without writing"),
        ]
    )

    let kinds: [Pseudolocalizer.Kind]
    let project: String
    let sourceLanguage: String
    let dryRun: Bool

    public init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else {
            throw CommandError.usage("pseudo takes no arguments", hint: "l10nlayout pseudo --project \(arguments.positionals[0])")
        }
        let kind = arguments.value("kind") ?? "all"
        kinds = kind == "all" ? Pseudolocalizer.Kind.allCases : [Pseudolocalizer.Kind(rawValue: kind)!]
        project = arguments.value("project") ?? "."
        sourceLanguage = arguments.value("source-language") ?? "en"
        dryRun = arguments.flag("dry-run")
        guard LanguageCode(sourceLanguage) != nil else {
            throw CommandError.usage("--source-language expects a language code such as en, got '\(sourceLanguage)'")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let root = io.url(for: project)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.input("\(project): no such directory; give the project folder with --project")
        }
        let exchange = XLIFFExchange(root: root, sourceLanguage: sourceLanguage)
        // Everything is planned before anything is written: an unreadable source leaves the project as it was.
        var outputs: [(url: URL, bytes: [UInt8], count: Int)] = []
        var errors: [String] = []
        for source in exchange.sources() {
            let shown = ProjectFiles.relative(source.url, to: root)
            do {
                var flat: [CatalogTableRow] = []
                var plurals: StringsdictPlurals?
                switch source.kind {
                case .document:
                    let document = try ExtractCommand.readDocument(source.url.path, shownAs: shown)
                    flat = IBStringsExtractor.entries(of: document).map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.comment) }
                case .table:
                    guard let table = try exchange.table(source.url) else { continue }
                    flat = table.entries.map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.commentText.map(XLIFFExchange.trimmed)) }
                    let dictURL = source.url.deletingPathExtension().appendingPathExtension("stringsdict")
                    if let data = FileManager.default.contents(atPath: dictURL.path) { plurals = try StringsdictPlurals(bytes: [UInt8](data)) }
                case .catalog:
                    let catalog = try StringCatalog(bytes: [UInt8](Data(contentsOf: source.url)))
                    flat = catalog.tableRows(language: catalog.sourceLanguage)
                    plurals = catalog.stringsdict(language: catalog.sourceLanguage)
                }
                for kind in kinds {
                    let tableURL = source.table(for: kind.language)
                    var table = try exchange.table(tableURL) ?? StringsFile(bytes: Self.newTableText(flat, kind: kind))
                    let count = Self.fill(&table, with: flat, kind: kind)
                    if count > 0 || !FileManager.default.fileExists(atPath: tableURL.path), !flat.isEmpty {
                        outputs.append((tableURL, table.serialized(), flat.count))
                    }
                    if let plurals {
                        let dictURL = tableURL.deletingPathExtension().appendingPathExtension("stringsdict")
                        let bytes = Self.pseudo(plurals, kind: kind).serialized()
                        if FileManager.default.contents(atPath: dictURL.path).map({ [UInt8]($0) }) != bytes {
                            outputs.append((dictURL, bytes, plurals.entries.count))
                        }
                    }
                }
            } catch let error as CommandError {
                errors.append(error.description)
            } catch let error as LocalizationFormatError {
                errors.append("\(shown):\(error.line):\(error.column): \(error.message)")
            } catch {
                errors.append("\(shown): cannot read: \(error.localizedDescription)")
            }
        }
        if !errors.isEmpty {
            for error in errors { io.printError("l10nlayout: error: \(error)") }
            io.printError("l10nlayout: error: nothing was written; fix the file\(errors.count == 1 ? "" : "s") above and run again")
            throw CommandError.exit(ExitCode.usageOrInput)
        }
        for output in outputs {
            let shown = ProjectFiles.shown(output.url, root: root, shownRoot: project)
            io.print("\(shown): \(dryRun ? "would write" : "wrote") \(output.count) string\(output.count == 1 ? "" : "s")")
            guard !dryRun else { continue }
            do {
                try FileManager.default.createDirectory(at: output.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(output.bytes, to: output.url)
            } catch {
                throw CommandError.input("\(shown): cannot write (\(error.localizedDescription)); check permissions")
            }
        }
        if outputs.isEmpty { io.print("all pseudo-language tables are up to date") }
        return ExitCode.success
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
