import Foundation
import L10nInterfaceBuilder

/// `extract [PROJECT]`: finds every `Base.lproj/<Name>.storyboard|xib`, and brings each sibling
/// `xx.lproj/<Name>.strings` in step with it through `TableSynchronizer`.
struct ProjectExtraction {
    enum Mode { case write, dryRun, check }

    let root: URL
    /// The root as the user wrote it (nil for the current directory), for messages.
    let shownRoot: String?
    let addLanguages: [String]
    let keepStale: Bool
    let mode: Mode

    func run(_ io: CommandIO) throws -> Int32 {
        let documents = findBaseDocuments()
        if documents.isEmpty {
            io.warn("no Base.lproj/*.storyboard or *.xib under \(shownRoot ?? "."); nothing to extract")
            return ExitCode.success
        }
        // Plan everything first: one unreadable document or table stops the run before any file is written,
        // so a project is never left half updated.
        var plans: [(shown: String, url: URL, bytes: [UInt8], result: TableSynchronizer.Result)] = []
        var errors: [String] = []
        for documentURL in documents {
            let document: IBDocument
            do {
                document = try ExtractCommand.readDocument(documentURL.path, shownAs: shown(documentURL))
            } catch let error as CommandError {
                errors.append(error.description)
                continue
            }
            let entries = IBStringsExtractor.entries(of: document)
            let name = documentURL.deletingPathExtension().lastPathComponent
            for table in tables(beside: documentURL, named: name) {
                let tableShown = shown(table.url)
                if let bytes = FileManager.default.contents(atPath: table.url.path) {
                    do {
                        var model = try InterimStringsTable(bytes: [UInt8](bytes))
                        let result = TableSynchronizer.synchronize(&model, with: entries, keepStale: keepStale)
                        if result.isChanged { plans.append((tableShown, table.url, model.encoded(), result)) }
                    } catch let error as InterimStringsTable.ReadError {
                        errors.append("\(tableShown):\(error.line):\(error.column): \(error.message)")
                    }
                } else if table.isNew && !entries.isEmpty {
                    let result = TableSynchronizer.Result(added: entries, removed: [], review: [], refreshed: 0, created: true)
                    plans.append((tableShown, table.url, Array(IBStringsExtractor.table(entries).utf8), result))
                }
            }
        }
        if !errors.isEmpty {
            for error in errors { io.printError("l10nlayout: error: \(error)") }
            io.printError("l10nlayout: error: nothing was written; fix the file\(errors.count == 1 ? "" : "s") above and run again")
            throw CommandError.exit(ExitCode.usageOrInput)
        }
        var needsReview = 0
        for plan in plans {
            needsReview += plan.result.review.count
            report(plan.result, table: plan.shown, io: io)
            if mode == .write {
                try FileManager.default.createDirectory(at: plan.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(plan.bytes, to: plan.url, shown: plan.shown)
            }
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

    private func report(_ result: TableSynchronizer.Result, table: String, io: CommandIO) {
        let prefix = mode == .write ? "" : "would "
        if result.created { io.print("\(table): \(prefix)create with \(result.added.count) entries") }
        else {
            for entry in result.added { io.print("\(table): \(prefix)add \"\(entry.key)\" = \"\(IBStringsEntry.escape(entry.value))\"") }
        }
        for entry in result.removed {
            let action = keepStale ? "comment out" : "remove"
            io.print("\(table):\(entry.line):\(entry.column): \(prefix)\(action) \"\(entry.key)\" (object gone; translation \"\(IBStringsEntry.escape(entry.value))\")")
        }
        for item in result.review {
            io.print("\(table):\(item.entry.line):\(item.entry.column): needs review: \"\(item.entry.key)\" base text changed from \"\(IBStringsEntry.escape(item.oldBaseText ?? ""))\" to \"\(IBStringsEntry.escape(item.newBaseText))\"")
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

    /// Every `Base.lproj/*.storyboard|xib` under the root, skipping hidden and build folders, sorted.
    private func findBaseDocuments() -> [URL] {
        var found: [URL] = []
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name == ".build" || name == "DerivedData" || name == "Pods" || name == "Carthage" { enumerator.skipDescendants(); continue }
            if url.deletingLastPathComponent().lastPathComponent == "Base.lproj",
               url.pathExtension == "storyboard" || url.pathExtension == "xib" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The existing `xx.lproj/<name>.strings` beside the Base.lproj folder, plus new ones for `--add-language`.
    private func tables(beside document: URL, named name: String) -> [(url: URL, isNew: Bool)] {
        let parent = document.deletingLastPathComponent().deletingLastPathComponent()
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var languages = Set(folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) })
        languages.formUnion(addLanguages)
        return languages.sorted().compactMap { language in
            let url = parent.appendingPathComponent("\(language).lproj/\(name).strings")
            let exists = FileManager.default.fileExists(atPath: url.path)
            let isNew = addLanguages.contains(language)
            return exists || isNew ? (url, !exists) : nil
        }
    }

    /// Writes through a temporary file in the same folder and renames it over the target.
    private func write(_ bytes: [UInt8], to url: URL, shown: String) throws {
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw CommandError.input("\(shown): cannot write the table (\(error.localizedDescription)); check permissions")
        }
    }
}
