import Foundation
import L10nProject

extension ExtractCommand {
    /// `extract [PROJECT | xx.lproj]`: every document's tables (or catalogs) planned by ``TableExtraction``
    /// (``CatalogExtraction``), listed, then written all or none.
    func runDocuments(_ io: CommandIO) throws -> Int32 {
        var root = path.map(io.url(for:)) ?? ProjectLocator.projectRoot(from: io.currentDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CommandError.input("\(path ?? "."): no such file or directory")
        }
        guard isDirectory.boolValue else {
            throw CommandError.usage("'\(path ?? ".")' is a file: give --stdout to print its table, or a project directory to update tables",
                                     hint: "l10nlayout extract \(path ?? ".") --stdout")
        }
        var options = self.options
        root = options.scope(to: root)
        let workspace: Workspace
        do { workspace = try Workspace(root: root) } catch {
            throw CommandError.input("\(path ?? "."): \(error)")
        }
        return catalog ? try runCatalogs(workspace, io: io) : try runTables(workspace, options: options, io: io)
    }

    func runTables(_ workspace: Workspace, options: TableExtraction.Options, io: CommandIO) throws -> Int32 {
        let plan = TableExtraction(workspace: workspace, options: options).plan()
        ProjectWarnings.print([workspace], io: io)
        guard plan.hasDocuments else {
            io.warn("no Base.lproj/*.storyboard or *.xib under \(path ?? "."); nothing to extract")
            return ExitCode.success
        }
        try ProjectChanges.stopOnErrors(plan.errors, io: io)
        if reportFormat != "text" { return try reportFindings(ExtractFindings.findings(of: plan.changes), io: io) }
        // Every change is on record before the first write: what is removed is never lost unseen.
        for change in plan.changes { ProjectChanges.report(change, mode: mode.prefix, keepStale: options.keepStale, io: io) }
        return try finish(plan.changes.map { PlannedWrite(url: $0.url, shown: $0.shown, bytes: $0.bytes, snapshot: $0.snapshot) },
                          noun: "table", toReview: plan.changes.reduce(0) { $0 + $1.result.review.count }, io: io)
    }

    func runCatalogs(_ workspace: Workspace, io: CommandIO) throws -> Int32 {
        let plan = CatalogExtraction(workspace: workspace).plan()
        ProjectWarnings.print([workspace], io: io)
        guard plan.hasDocuments else {
            io.warn("no Base.lproj/*.storyboard or *.xib under \(path ?? "."); nothing to extract")
            return ExitCode.success
        }
        try ProjectChanges.stopOnErrors(plan.errors, io: io)
        for change in plan.changes { ProjectChanges.report(change, mode: mode.prefix, io: io) }
        return try finish(plan.changes.map { PlannedWrite(url: $0.url, shown: $0.shown, bytes: $0.bytes, snapshot: $0.snapshot) }, noun: "catalog", toReview: 0, io: io)
    }

    /// Writes the changes (unless a dry run or check), says how many there were, and returns the exit code:
    /// 1 when `--check` finds changes.
    func finish(_ changes: [PlannedWrite], noun: String, toReview: Int, io: CommandIO) throws -> Int32 {
        if mode == .write { try ProjectChanges.write(changes, force: force) }
        io.print(changes.isEmpty ? "all \(noun)s are up to date"
            : "\(mode == .write ? "updated" : "would update") \(changes.count) \(noun)\(changes.count == 1 ? "" : "s")"
                + (toReview > 0 ? "; \(toReview) translation\(toReview == 1 ? "" : "s") to review" : ""))
        return mode == .check && !changes.isEmpty ? ExitCode.findings : ExitCode.success
    }
}
