import Foundation
import L10nSource
import L10nStrings

/// `extract --code [PROJECT]` as a plan: the tables genstrings would write from the app's sources
/// (`Localizable.strings` and every table a call names), and every language's copy of each brought in step
/// with them without losing a translation, as ``TableExtraction`` does for Interface Builder tables. A new
/// development-language table is genstrings' file byte for byte (UTF-16 with a byte order mark).
public struct CodeExtraction {
    public struct Options: Sendable {
        /// Languages to create tables for, as folder names.
        public var addLanguages: [String] = []
        /// Comment out entries no code uses any more instead of removing them.
        public var keepStale = false
        /// genstrings' forms: `-s` routines, `-SwiftUI`, and `String(localized:)`.
        public var genstrings = GenstringsOptions(swiftUI: true, stringInitializers: true)

        public init() {}
    }

    /// One table's new content.
    public struct Change: Sendable {
        public var url: URL
        public var shown: String
        public var bytes: [UInt8]
        public var created: Bool
        /// Keys added, with the value they got.
        public var added: [(key: String, value: String)]
        /// Entries no code uses any more (removed or commented out), with their translations.
        public var removed: [ExtractTableEntry]
        /// Keys whose development value changed, with the old value: their translations need review.
        public var review: [(entry: ExtractTableEntry, oldValue: String, newValue: String)]
        /// Translations an earlier `--keep-stale` run commented out, back because code uses their key again.
        public var restored: [ExtractTableEntry] = []
        /// The table as it was read (nil for a new table): the write refuses if it changed since.
        public var snapshot: FileSnapshot?
    }

    public struct Plan: Sendable {
        public var changes: [Change] = []
        /// Conflicts (a key with two values) and unreadable tables: nothing may be written then.
        public var errors: [String] = []
        /// Calls whose key or table is not a literal: not extracted.
        public var uncheckable: [UncheckableLocalizedString] = []
        /// How many source files were read.
        public var sourceCount = 0
    }

    public let workspace: Workspace
    public let options: Options

    public init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    /// The tables genstrings would write from the compiled sources, with its conflicts.
    public func generated() -> (output: Genstrings.Output, uncheckable: [UncheckableLocalizedString], sourceCount: Int) {
        // (A test's file looks up nothing users read: ``SourceFile/isTestCode``, as the source index leaves it out.)
        let files = workspace.compiledSources.compactMap { try? SourceFile(contentsOf: $0) }.filter { !$0.isTestCode }
        let scan = LocalizedStringScanner.scan(files, options: options.genstrings)
        return (Genstrings.tables(from: scan.calls, options: options.genstrings), scan.uncheckable, files.count)
    }

    /// Every change, in path order; conflicts stop the whole update.
    public func plan() -> Plan {
        var plan = Plan()
        let (output, uncheckable, count) = generated()
        plan.uncheckable = uncheckable
        plan.sourceCount = count
        plan.errors = output.conflicts.map(\.description)
        let development = workspace.developmentLanguage()
        for table in output.tables {
            let group = home(of: table.name, development: development)
            let directory = group?.directory ?? workspace.root
            // The development table: Base.lproj's when the project keeps it there, else the development language's.
            let developmentFolder: String
            if let group, group.hasTable(table.name, in: "Base") {
                developmentFolder = "Base"
            } else {
                developmentFolder = LanguageCode(development).flatMap { group?.language(matching: $0) } ?? development
            }
            var languages = Set(group?.languages.filter { $0 != "Base" && group!.hasTable(table.name, in: $0) } ?? [])
            languages.insert(developmentFolder)
            for language in options.addLanguages {
                languages.insert(LanguageCode(language).flatMap { group?.language(matching: $0) } ?? language)
            }
            let entries = table.entries
            var developmentChanges: [String: String] = [:]   // key → old development value
            // The development table first: its value changes tell the translations what to review.
            for language in [developmentFolder] + languages.subtracting([developmentFolder]).sorted() {
                let url = directory.appendingPathComponent("\(language).lproj/\(table.fileName)")
                guard !workspace.isExcluded(url) else { continue }
                let shown = workspace.relativePath(url)
                let isDevelopment = language == developmentFolder
                guard FileManager.default.fileExists(atPath: url.path) else {
                    guard !entries.isEmpty else { continue }
                    let bytes = isDevelopment ? table.serialized() : Array(table.text().utf8)
                    plan.changes.append(Change(url: url, shown: shown, bytes: bytes, created: true,
                                               added: entries.map { ($0.key, $0.value) }, removed: [], review: [], snapshot: nil))
                    continue
                }
                let file: StringsFile
                switch workspace.table(url) {
                case .success(let read): file = read
                case .failure(let error): plan.errors.append(error.description); continue
                }
                if let problems = TableExtraction.refusal(of: file, shown: shown) { plan.errors += problems; continue }
                var editor = StringsTableEditor(file)
                let change = synchronize(&editor, with: entries, isDevelopment: isDevelopment, developmentChanges: &developmentChanges)
                let bytes = editor.encoded()
                if bytes != file.serialized() {
                    plan.changes.append(Change(url: url, shown: shown, bytes: bytes, created: false, added: change.added,
                                               removed: change.removed, review: change.review, restored: change.restored,
                                               snapshot: file.source?.snapshot))
                }
            }
        }
        plan.changes.sort { $0.url.path < $1.url.path }
        return plan
    }

    /// The group a code table lives in: the first that has it in some language, else the one holding the
    /// development language or Base nearest the project root; nil for a project without `.lproj` folders.
    func home(of table: String, development: String) -> LocalizationGroup? {
        if let existing = workspace.groups.first(where: { group in group.languages.contains { group.hasTable(table, in: $0) } }) {
            return existing
        }
        let candidates = workspace.groups.filter { $0.languages.contains("Base") || $0.languages.contains(development) }
        return candidates.min { ($0.directory.pathComponents.count, $0.directory.path) < ($1.directory.pathComponents.count, $1.directory.path) }
    }

    /// Brings one table in step with the generated entries.
    func synchronize(_ table: inout StringsTableEditor, with entries: [GenstringsTable.Entry], isDevelopment: Bool,
                     developmentChanges: inout [String: String])
    -> (added: [(key: String, value: String)], removed: [ExtractTableEntry], review: [(entry: ExtractTableEntry, oldValue: String, newValue: String)],
        restored: [ExtractTableEntry]) {
        var added: [(String, String)] = []
        var restoredEntries: [ExtractTableEntry] = []
        var removed: [ExtractTableEntry] = []
        var review: [(ExtractTableEntry, String, String)] = []
        let generated = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let existing = table.entries
        let existingKeys = Set(existing.map(\.key))
        for entry in existing {
            guard let new = generated[entry.key] else {
                removed.append(entry)
                if options.keepStale { table.commentOut(entry) } else { table.remove(entry) }
                continue
            }
            if isDevelopment {
                if entry.commentText != new.commentText { table.setComment(new.commentText, of: entry) }
                if entry.value != new.value {
                    developmentChanges[entry.key] = entry.value
                    table.setValue(new.value, of: entry)
                    review.append((entry, entry.value, new.value))
                }
            } else if let old = developmentChanges[entry.key] {
                table.setReviewMarker(.needsReview(oldBaseText: old, translation: entry.value), of: entry)
                review.append((entry, old, new.value))
            } else if let marker = entry.reviewMarker, !marker.holds(value: entry.value, baseText: new.value) {
                table.setReviewMarker(nil, of: entry)
            }
        }
        var insertions: [ExtractTableInsertion] = []
        var seen = existingKeys
        for entry in entries where seen.insert(entry.key).inserted {
            // A translation an earlier --keep-stale run commented out comes back as it was.
            if !isDevelopment, let restored = table.restoreCommentedOut(key: entry.key) {
                restoredEntries.append(restored)
                continue
            }
            // A translation gets the development value until a translator replaces it, and says so.
            insertions.append(ExtractTableInsertion(key: entry.key, value: entry.value, comment: entry.commentText,
                                                    marker: isDevelopment || existing.isEmpty ? nil : .needsTranslation))
            added.append((entry.key, entry.value))
        }
        table.insert(insertions)
        return (added, removed, review, restoredEntries)
    }
}
