import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// `extract [PROJECT]`: finds every `Base.lproj/<Name>.storyboard|xib` the way every command does
/// (`Workspace`), and brings each sibling `xx.lproj/<Name>.strings` in step with it through
/// `TableSynchronizer`, editing the table with `StringsFileAdapter`.
struct ProjectExtraction {
    enum Mode { case write, dryRun, check }

    let root: URL
    /// The root as the user wrote it (nil for the current directory), for messages.
    let shownRoot: String?
    /// Set when the user named one `xx.lproj` folder (`root` is then the folder holding it): only that
    /// folder's group is updated, and only language `xx` unless it is `Base`.
    var lproj: String? = nil
    let addLanguages: [String]
    let keepStale: Bool
    let mode: Mode

    func run(_ io: CommandIO) throws -> Int32 {
        let project: Workspace
        do {
            project = try Workspace(root: root)
        } catch {
            throw CommandError.input("\(shownRoot ?? "."): cannot read the directory (\(error))")
        }
        let groups = project.groups.filter { group in
            !group.baseDocuments.isEmpty && (lproj == nil || group.directory.standardizedFileURL.path == root.standardizedFileURL.path)
        }
        if groups.isEmpty {
            io.warn("no Base.lproj/*.storyboard or *.xib under \(shownRoot ?? "."); nothing to extract")
            return ExitCode.success
        }
        // Plan everything first: one unreadable document or table stops the run before any file is written,
        // so a project is never left half updated.
        var plans: [(shown: String, url: URL, bytes: [UInt8], result: TableSynchronizer.Result)] = []
        var errors: [String] = []
        for group in groups {
            for documentURL in group.baseDocuments {
                let document: IBDocument
                do {
                    document = try ExtractCommand.readDocument(documentURL.path, shownAs: shown(documentURL))
                } catch let error as CommandError {
                    errors.append(error.description)
                    continue
                }
                let entries = IBStringsExtractor.entries(of: document)
                let name = documentURL.deletingPathExtension().lastPathComponent
                for table in tables(in: group, named: name) {
                    let tableShown = shown(table.url)
                    if table.isNew {
                        guard !entries.isEmpty else { continue }
                        let result = TableSynchronizer.Result(added: entries, removed: [], review: [], refreshed: 0, created: true)
                        plans.append((tableShown, table.url, Array(IBStringsExtractor.table(entries).utf8), result))
                        continue
                    }
                    let file: StringsFile
                    do {
                        file = try StringsFile(contentsOf: table.url)
                    } catch {
                        errors.append("\(tableShown): cannot read the table (\(error.localizedDescription))")
                        continue
                    }
                    if let problem = Self.refusal(of: file, shown: tableShown) {
                        errors.append(contentsOf: problem)
                        continue
                    }
                    var adapter = StringsFileAdapter(file)
                    let result = TableSynchronizer.synchronize(&adapter, with: entries, keepStale: keepStale)
                    let bytes = adapter.encoded()
                    if result.isChanged && bytes != file.serialized() { plans.append((tableShown, table.url, bytes, result)) }
                }
            }
        }
        if !errors.isEmpty {
            for error in errors { io.printError("l10nlayout: error: \(error)") }
            io.printError("l10nlayout: error: nothing was written; fix the file\(errors.count == 1 ? "" : "s") above and run again")
            throw CommandError.exit(ExitCode.usageOrInput)
        }
        // Write before reporting: a reader that stops early (`| head`) must not stop the writes half way.
        if mode == .write {
            for (index, plan) in plans.enumerated() {
                do {
                    try write(plan.bytes, to: plan.url)
                } catch {
                    let done = plans[..<index].map(\.shown)
                    throw CommandError.input("\(plan.shown): cannot write the table (\(error.localizedDescription)); check permissions. "
                        + (done.isEmpty ? "Nothing was written" : "Already updated: \(done.joined(separator: ", "))"))
                }
            }
        }
        var needsReview = 0
        for plan in plans {
            needsReview += plan.result.review.count
            report(plan.result, table: plan.shown, io: io)
        }
        let changedTables = plans.count
        let verb = mode == .write ? "updated" : "would update"
        if changedTables == 0 {
            io.print("all tables are up to date")
        } else {
            io.print("\(verb) \(changedTables) table\(changedTables == 1 ? "" : "s")" + (needsReview > 0 ? "; \(needsReview) translation\(needsReview == 1 ? "" : "s") to review" : ""))
        }
        return mode == .check && changedTables > 0 ? ExitCode.findings : ExitCode.success
    }

    /// Why `extract` must not edit `file`, as `path:line:column: message` lines, or nil. A table with a
    /// syntax error is ignored whole by iOS, and rewriting it would guess at what the translator meant.
    static func refusal(of file: StringsFile, shown: String) -> [String]? {
        if file.format != .text {
            return ["\(shown):1:1: a property-list table; extract keeps Interface Builder comments, so it updates text tables only (save it as a text .strings table, as ibtool writes them)"]
        }
        let problems = file.diagnostics.filter { $0.severity == .error }
        guard !problems.isEmpty else { return nil }
        return problems.map { "\(shown):\($0.location): \($0.message) — \($0.reason)" }
    }

    private func report(_ result: TableSynchronizer.Result, table: String, io: CommandIO) {
        let prefix = mode == .write ? "" : "would "
        if result.created { io.print("\(table): \(prefix)create with \(result.added.count) entries") }
        else {
            for entry in result.added { io.print("\(table): \(prefix)add \"\(entry.key)\" = \"\(IBStringsEntry.escape(entry.value))\"") }
        }
        for entry in result.removed {
            let action = keepStale ? "comment out" : "remove"
            io.print("\(table):\(entry.location): \(prefix)\(action) \"\(entry.key)\" (object gone; translation \"\(IBStringsEntry.escape(entry.value))\")")
        }
        for item in result.review {
            io.print("\(table):\(item.entry.location): needs review: \"\(item.entry.key)\" base text changed from \"\(IBStringsEntry.escape(item.oldBaseText ?? ""))\" to \"\(IBStringsEntry.escape(item.newBaseText))\"")
        }
    }

    private func shown(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return path }
        let relative = String(path.dropFirst(rootPath.count + 1))
        guard let shownRoot, shownRoot != "." else { return relative }
        return (shownRoot.hasSuffix("/") ? shownRoot : shownRoot + "/") + relative
    }

    /// The existing `xx.lproj/<name>.strings` of the group, plus new ones for `--add-language`, by language.
    private func tables(in group: LocalizationGroup, named name: String) -> [(url: URL, isNew: Bool)] {
        var languages = Set(group.languages.filter { language in
            language != "Base" && group.tables(in: language).contains(name) && (lproj == nil || lproj == "Base" || lproj == language)
        })
        languages.formUnion(addLanguages)
        return languages.sorted().map { language in
            let url = group.tableURL(name, language: language)
            return (url, !FileManager.default.fileExists(atPath: url.path))
        }
    }

    /// Writes through a temporary file in the same folder and renames it over the target.
    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: url)
    }
}
