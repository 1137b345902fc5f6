import Foundation
import L10nProject
import L10nSource
import L10nStrings

extension ExtractCommand {
    /// `extract --code`: genstrings' tables from the sources, and every language's copy kept in step.
    func runCode(_ io: CommandIO) throws -> Int32 {
        var root = path.map(io.url(for:)) ?? ProjectLocator.projectRoot(from: io.currentDirectory)
        if root.pathExtension == "lproj" { root = root.deletingLastPathComponent() }
        let workspace: Workspace
        do { workspace = try Workspace(root: root) } catch {
            throw CommandError.input("\(path ?? "."): \(error)")
        }
        var codeOptions = CodeExtraction.Options()
        codeOptions.addLanguages = options.addLanguages
        codeOptions.keepStale = options.keepStale
        codeOptions.genstrings = GenstringsOptions(customRoutines: routines, swiftUI: true, stringInitializers: true)
        let extraction = CodeExtraction(workspace: workspace, options: codeOptions)
        if toStdout {
            let (output, _, _) = extraction.generated()
            for conflict in output.conflicts { io.printError("l10nlayout: error: \(conflict)") }
            for table in output.tables {
                if output.tables.count > 1 { io.write("// \(table.fileName)\n") }
                io.write(table.text())
            }
            return output.conflicts.isEmpty ? ExitCode.success : ExitCode.usageOrInput
        }
        let plan = extraction.plan()
        ProjectWarnings.print([workspace], io: io)
        guard plan.sourceCount > 0 else {
            io.warn("no Swift or Objective-C sources under \(path ?? "."); nothing to extract")
            return ExitCode.success
        }
        try ProjectChanges.stopOnErrors(plan.errors, io: io)
        for call in plan.uncheckable {
            io.warn("\(workspace.relativePath(URL(fileURLWithPath: call.path))):\(call.location): \(call.function)(\(call.argument), …) is not extracted: \(call.reason)")
        }
        let prefix = mode.prefix
        var toReview = 0
        for change in plan.changes {
            if change.created { io.print("\(change.shown): \(prefix)create with \(change.added.count) entries") }
            else {
                for (key, value) in change.added { io.print("\(change.shown): \(prefix)add \"\(StringsEscapes.escape(key))\" = \"\(StringsEscapes.escape(value))\"") }
            }
            for entry in change.removed {
                io.print("\(change.shown):\(entry.location): \(prefix)\(options.keepStale ? "comment out" : "remove") \"\(entry.key)\" (no code uses it; translation \"\(StringsEscapes.escape(entry.value))\")")
            }
            for entry in change.restored {
                io.print("\(change.shown): \(prefix)restore \"\(entry.key)\" (code uses it again; translation \"\(StringsEscapes.escape(entry.value))\" from the commented-out entry)")
            }
            for item in change.review {
                toReview += 1
                io.print("\(change.shown):\(item.entry.location): needs review: \"\(item.entry.key)\" base text changed from \"\(StringsEscapes.escape(item.oldValue))\" to \"\(StringsEscapes.escape(item.newValue))\"")
            }
        }
        return try finish(plan.changes.map { PlannedWrite(url: $0.url, shown: $0.shown, bytes: $0.bytes, snapshot: $0.snapshot) }, noun: "table", toReview: toReview, io: io)
    }
}
