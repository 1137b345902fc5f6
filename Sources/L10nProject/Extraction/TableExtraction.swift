import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// `extract [PROJECT]` as a plan: for every `Base.lproj/<Name>.storyboard|xib` of the workspace, the new
/// bytes of each sibling `xx.lproj/<Name>.strings` brought in step with it (``TableSynchronizer`` over
/// ``StringsTableEditor``), computed before anything is written. One unreadable document or table makes
/// the plan fail whole, so a project is never left half updated, and every change (what is added, what
/// translation goes) is known before the first write. Each change carries the snapshot of the table it
/// replaces, for ``ProjectWriter``.
public struct TableExtraction {
    public struct Options: Sendable {
        /// Languages to create tables for (`--add-language`), as folder names.
        public var addLanguages: [String] = []
        /// Comment out entries whose object is gone instead of removing them.
        public var keepStale = false
        /// Only this group's tables (`extract de.lproj`): the folder holding the `.lproj`, and the language
        /// (`Base` for every language of the group).
        public var onlyGroup: URL?
        public var onlyLanguage: String?

        public init() {}

        /// Narrows the options to one `.lproj` folder when `root` is one, and returns the project folder:
        /// `extract de.lproj` updates the German tables, `extract Base.lproj` every language beside it.
        public mutating func scope(to root: URL) -> URL {
            guard root.pathExtension == "lproj" else { return root }
            onlyLanguage = root.deletingPathExtension().lastPathComponent
            onlyGroup = root.deletingLastPathComponent()
            return root.deletingLastPathComponent()
        }
    }

    /// One table's new content.
    public struct Change: Sendable {
        public var url: URL
        /// The path as reports show it.
        public var shown: String
        public var bytes: [UInt8]
        public var result: TableSynchronizer.Result
        /// What the file was when it was read (nil for a new table): the write refuses to replace a file
        /// that changed since.
        public var snapshot: FileSnapshot?
        /// How many entries the table has after the change.
        public var entryCount: Int = 0
    }

    /// The changes, or the errors that stop the whole update.
    public struct Plan: Sendable {
        public var changes: [Change] = []
        /// `path:line:column: message` lines; when any, nothing may be written.
        public var errors: [String] = []
        /// Whether the workspace had any document to extract from.
        public var hasDocuments = false
    }

    public let workspace: Workspace
    public let options: Options

    public init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    /// Every change the update makes, in path order.
    public func plan() -> Plan {
        var plan = Plan()
        let groups = workspace.groups.filter { group in
            !group.baseDocuments.isEmpty
                && (options.onlyGroup == nil || group.directory.standardizedFileURL.path == options.onlyGroup!.standardizedFileURL.path)
        }
        plan.hasDocuments = !groups.isEmpty || (!options.addLanguages.isEmpty && !workspace.groups.isEmpty)
        for group in groups {
            for documentURL in group.baseDocuments where !workspace.isExcluded(documentURL) {
                let document: IBDocument
                switch workspace.document(documentURL) {
                case .success(let read): document = read
                case .failure(let error):
                    let shown = workspace.relativePath(documentURL)
                    plan.errors.append(error.line > 0 ? "\(shown):\(error.line):\(error.column): \(error.message)" : "\(shown): \(error.message)")
                    continue
                }
                let entries = IBStringsExtractor.entries(of: document)
                let name = documentURL.deletingPathExtension().lastPathComponent
                for (url, isNew) in tables(in: group, named: name) {
                    let shown = workspace.relativePath(url)
                    if isNew {
                        guard !entries.isEmpty else { continue }
                        let result = TableSynchronizer.Result(added: entries, removed: [], review: [], refreshed: 0, created: true)
                        plan.changes.append(Change(url: url, shown: shown, bytes: Array(IBStringsExtractor.table(entries).utf8), result: result,
                                                   snapshot: nil, entryCount: entries.count))
                        continue
                    }
                    let file: StringsFile
                    switch workspace.table(url) {
                    case .success(let read): file = read
                    case .failure(let error):
                        plan.errors.append(error.description)
                        continue
                    }
                    if let problems = Self.refusal(of: file, shown: shown) {
                        plan.errors += problems
                        continue
                    }
                    var editor = StringsTableEditor(file)
                    let result = TableSynchronizer.synchronize(&editor, with: entries, keepStale: options.keepStale)
                    let bytes = editor.encoded()
                    if result.isChanged && bytes != file.serialized() {
                        plan.changes.append(Change(url: url, shown: shown, bytes: bytes, result: result, snapshot: file.source?.snapshot))
                    }
                }
            }
        }
        plan.changes += newLanguageCopies(of: workspace.groups.filter { group in
            options.onlyGroup == nil || group.directory.standardizedFileURL.path == options.onlyGroup!.standardizedFileURL.path
        })
        plan.changes.sort { $0.url.path < $1.url.path }
        return plan
    }

    /// For `--add-language`: the group's other tables (`Localizable.strings`, `InfoPlist.strings`, plural
    /// `.stringsdict` files) copied from the development language's (or Base's) for each new language, so
    /// the language has every table the app looks texts up in, with the development texts to translate.
    func newLanguageCopies(of groups: [LocalizationGroup]) -> [Change] {
        guard !options.addLanguages.isEmpty else { return [] }
        let development = workspace.developmentLanguage()
        var changes: [Change] = []
        for group in groups {
            let documents = Set(group.baseDocuments.map { $0.deletingPathExtension().lastPathComponent })
            let source = LanguageCode(development).flatMap(group.language(matching:)) ?? (group.languages.contains("Base") ? "Base" : nil)
            guard let source else { continue }
            for language in options.addLanguages {
                let folder = LanguageCode(language).flatMap(group.language(matching:)) ?? language
                for name in group.tables(in: source) + (source == "Base" ? [] : group.tables(in: "Base")) where !documents.contains(name) {
                    let from = group.hasTable(name, in: source) ? group.tableURL(name, language: source) : group.tableURL(name, language: "Base")
                    let to = group.tableURL(name, language: folder)
                    guard !group.hasTable(name, in: folder), !changes.contains(where: { $0.url == to }), !workspace.isExcluded(to),
                          let data = FileManager.default.contents(atPath: from.path) else { continue }
                    let count = StringsFile(data: data).entries.count
                    changes.append(Change(url: to, shown: workspace.relativePath(to), bytes: [UInt8](data),
                                          result: TableSynchronizer.Result(added: [], removed: [], review: [], refreshed: 0, created: true),
                                          snapshot: nil, entryCount: count))
                }
                for name in group.stringsDictionaries(in: source) {
                    let from = group.stringsDictionaryURL(name, language: source)
                    let to = group.stringsDictionaryURL(name, language: folder)
                    guard !FileManager.default.fileExists(atPath: to.path), !workspace.isExcluded(to),
                          let data = FileManager.default.contents(atPath: from.path) else { continue }
                    changes.append(Change(url: to, shown: workspace.relativePath(to), bytes: [UInt8](data),
                                          result: TableSynchronizer.Result(added: [], removed: [], review: [], refreshed: 0, created: true),
                                          snapshot: nil, entryCount: 0))
                }
            }
        }
        return changes
    }

    /// Why `extract` must not edit `file`, as `path:line:column: message` lines, or nil. A table with a
    /// syntax error is ignored whole by iOS, and rewriting it would guess at what the translator meant.
    public static func refusal(of file: StringsFile, shown: String) -> [String]? {
        if file.format != .text {
            return ["\(shown):1:1: a property-list table; extract keeps Interface Builder comments, so it updates text tables only (save it as a text .strings table, as ibtool writes them)"]
        }
        let problems = file.diagnostics.filter { $0.severity == .error }
        guard !problems.isEmpty else { return nil }
        return problems.map { "\(shown):\($0.location): \($0.message) — \($0.reason)" }
    }

    /// The existing `xx.lproj/<name>.strings` of the group, plus new ones for `--add-language`, by language.
    private func tables(in group: LocalizationGroup, named name: String) -> [(url: URL, isNew: Bool)] {
        var languages = Set(group.languages.filter { language in
            language != "Base" && group.hasTable(name, in: language)
                && (options.onlyLanguage == nil || options.onlyLanguage == "Base" || options.onlyLanguage == language)
        })
        for language in options.addLanguages {
            // `--add-language pt_BR` where the project already spells it `pt-BR.lproj`: that folder.
            let existing = LanguageCode(language).flatMap(group.language(matching:))
            languages.insert(existing ?? language)
        }
        return languages.sorted().compactMap { language in
            let url = group.tableURL(name, language: language)
            if workspace.isExcluded(url) { return nil }
            return (url, !group.hasTable(name, in: language))
        }
    }
}
