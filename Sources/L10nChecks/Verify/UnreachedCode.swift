import Foundation
import L10nProject
import L10nSource

extension VerifyPipeline {
    /// A key only dead code looks up is never shown: its missing-key finding is a note. A call is dead in a
    /// file that declares controllers nothing reaches (see ``CodeContext/unreachedControllerClasses``) or views
    /// nothing creates (``CodeContext/uncreatedViewClasses``) and nothing else, or when its result is stored under a name no code reads (``UnusedLookup``: a local
    /// always, a property only when the sources are the whole app). Every call of the key must be dead.
    func lowerKeysOnlyUnreachedCodeLooksUp(_ findings: inout [Finding]) {
        let uncreatedViews = code.uncreatedViewClasses
        let unreached = code.unreachedControllerClasses.union(uncreatedViews)
        let index = workspace.sourceIndex
        let whole = code.hasAllSources
        let unused = Set(index.unusedLookups.filter { $0.holder == .local || whole }.map { "\($0.path)|\($0.location)" })
        let logged = Set(index.unusedLookups.filter { UnusedLookup.loggingFunctions.contains($0.name) }.map { "\($0.path)|\($0.location)" })
        let previewed = Set(index.unusedLookups.filter { $0.name == UnusedLookup.previewName }.map { "\($0.path)|\($0.location)" })
        let uncreated = whole ? Set(index.unusedLookups.filter { $0.holder == .unusedView }.map { "\($0.path)|\($0.location)" }) : []
        var classesOfFile: [String: Set<String>] = [:]
        for (name, files) in index.declaringFiles { for file in files { classesOfFile[file, default: []].insert(name) } }
        let deadFiles = unreached.isEmpty ? [] : Set(classesOfFile.filter { _, classes in classes.isSubset(of: unreached) }.keys)
        guard !deadFiles.isEmpty || !unused.isEmpty else { return }
        var callsByKey: [String: [LocalizedStringCall]] = [:]
        for call in index.localizedStrings.calls { callsByKey["\(call.table)|\(call.key)", default: []].append(call) }
        for position in findings.indices where Self.isShownEntryRule(findings[position].ruleID) && findings[position].severity > .info
        && findings[position].objectID == nil {
            guard let key = findings[position].key else { continue }
            let table = URL(fileURLWithPath: findings[position].file).deletingPathExtension().lastPathComponent
            guard let calls = callsByKey["\(table)|\(key)"] else { continue }
            if calls.allSatisfy({ deadFiles.contains($0.path) }) {
                let classes = Set(calls.flatMap { classesOfFile[$0.path] ?? [] })
                let owners = classes.sorted().joined(separator: ", ")
                findings[position].severity = .info
                findings[position].message += classes.isSubset(of: code.unreachedControllerClasses)
                    ? " (only the code of \(owners), a screen nothing leads to, looks it up)"
                    : " (only the code of \(owners), which nothing in the app creates, looks it up)"
            } else if calls.allSatisfy({ uncreated.contains("\($0.path)|\($0.location)") || previewed.contains("\($0.path)|\($0.location)") }),
                      !calls.allSatisfy({ previewed.contains("\($0.path)|\($0.location)") }) {
                findings[position].severity = .info
                findings[position].message += " (only a SwiftUI view no code creates but Xcode's previews looks it up)"
            } else if calls.allSatisfy({ previewed.contains("\($0.path)|\($0.location)") }) {
                findings[position].severity = .info
                findings[position].message += " (only an Xcode preview shows it, never the app)"
            } else if calls.allSatisfy({ logged.contains("\($0.path)|\($0.location)") }) {
                findings[position].severity = .info
                findings[position].message += " (code only logs it to the console: users never see it)"
            } else if calls.allSatisfy({ deadFiles.contains($0.path) || unused.contains("\($0.path)|\($0.location)") }) {
                findings[position].severity = .info
                findings[position].message += " (no code reads what its lookup returns: users never see it)"
            }
        }
    }
}
