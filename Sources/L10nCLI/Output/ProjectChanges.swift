import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// What the commands that rewrite a project's tables (`extract`, `convert --project`, `pseudo`) share: the
/// refusal before any write, the all-or-nothing write, the listing of each table's changes.
enum ProjectChanges {
    /// Stops before any write when a file of the plan could not be read: each error on its own line, then
    /// the promise that nothing was written (exit 2).
    static func stopOnErrors(_ errors: [String], io: CommandIO) throws {
        guard !errors.isEmpty else { return }
        for error in errors { io.printError("l10nlayout: error: \(error)") }
        io.printError("l10nlayout: error: nothing was written; fix the file\(errors.count == 1 ? "" : "s") above and run again")
        throw CommandError.exit(ExitCode.usageOrInput)
    }

    /// Writes the plan's files all or nothing (``ProjectWriter``); a failure names the file and says what
    /// was written (nothing, unless a table changed in the last instant).
    static func write(_ files: [PlannedWrite], force: Bool) throws {
        do { try ProjectWriter.write(files, force: force) } catch {
            throw CommandError.input(error.description)
        }
    }

    /// Lists each file as `path: summary` (its path as the user named the project), then writes them all or
    /// none, unless `dryRun`; says `upToDate` when there is nothing to write.
    static func list(_ files: [(url: URL, bytes: [UInt8], snapshot: FileSnapshot?, summary: String)], root: URL, shownRoot: String,
                     dryRun: Bool = false, force: Bool, upToDate: String, io: CommandIO) throws {
        var planned: [PlannedWrite] = []
        for file in files {
            let shown = ProjectFiles.shown(file.url, root: root, shownRoot: shownRoot)
            io.print("\(shown): \(file.summary)")
            planned.append(PlannedWrite(url: file.url, shown: shown, bytes: file.bytes, snapshot: file.snapshot))
        }
        if !dryRun { try write(planned, force: force) }
        if files.isEmpty { io.print(upToDate) }
    }

    /// Lists what extraction changes in one table, one line per entry, as a compiler prints locations.
    /// - Parameter prefix: "" when the change is written, "would " for a dry run or check.
    static func report(_ change: TableExtraction.Change, mode prefix: String, keepStale: Bool, io: CommandIO) {
        let result = change.result
        if result.created { io.print("\(change.shown): \(prefix)create with \(change.entryCount) entries") }
        else {
            for entry in result.added { io.print("\(change.shown): \(prefix)add \"\(entry.key)\" = \"\(IBStringsEntry.escape(entry.value))\"") }
        }
        for entry in result.removed {
            let action = keepStale ? "comment out" : "remove"
            io.print("\(change.shown):\(entry.location): \(prefix)\(action) \"\(entry.key)\" (object gone; translation \"\(IBStringsEntry.escape(entry.value))\")")
        }
        for item in result.review {
            io.print("\(change.shown):\(item.entry.location): needs review: \"\(item.entry.key)\" base text changed from \"\(IBStringsEntry.escape(item.oldBaseText ?? ""))\" to \"\(IBStringsEntry.escape(item.newBaseText))\" (marked in the table)")
        }
        for entry in result.restored {
            io.print("\(change.shown): \(prefix)restore \"\(entry.key)\" (object back; translation \"\(IBStringsEntry.escape(entry.value))\" from the commented-out entry)")
        }
        for entry in result.resolved {
            io.print("\(change.shown):\(entry.location): \(prefix)clear the review marker of \"\(entry.key)\" (the translation changed)")
        }
    }

    /// Lists what extraction changes in one String Catalog, one line per key.
    /// - Parameter prefix: "" when the change is written, "would " for a dry run or check.
    static func report(_ change: CatalogExtraction.Change, mode prefix: String, io: CommandIO) {
        for key in change.result.added { io.print("\(change.shown): \(prefix)add \"\(key)\"") }
        for key in change.result.changed { io.print("\(change.shown): needs review: \"\(key)\" base text changed") }
        for key in change.result.stale { io.print("\(change.shown): \(prefix)mark \"\(key)\" stale (object gone)") }
    }

    /// Reads a document, mapping reader errors to the tool's `path:line:column: message` input errors.
    static func readDocument(_ path: String, shownAs shown: String) throws -> IBDocument {
        do {
            return try IBDocument(contentsOf: path)
        } catch let error as IBReadError {
            let location = error.line > 0 ? "\(shown):\(error.line):\(error.column)" : shown
            throw CommandError.input("\(location): \(error.message)")
        }
    }
}
