import Foundation
import L10nProject

extension VerifyPipeline {
    /// A key only the code of controllers nothing reaches looks up (see
    /// ``CodeContext/unreachedControllerClasses``) is never shown: its missing-key finding is a note. Every
    /// call of the key must be in a file that declares such classes and nothing else.
    func lowerKeysOnlyUnreachedCodeLooksUp(_ findings: inout [Finding]) {
        let unreached = code.unreachedControllerClasses
        guard !unreached.isEmpty else { return }
        let index = workspace.sourceIndex
        var classesOfFile: [String: Set<String>] = [:]
        for (name, files) in index.declaringFiles { for file in files { classesOfFile[file, default: []].insert(name) } }
        let deadFiles = Set(classesOfFile.filter { _, classes in classes.isSubset(of: unreached) }.keys)
        guard !deadFiles.isEmpty else { return }
        var callsByKey: [String: [String]] = [:]
        for call in index.localizedStrings.calls { callsByKey["\(call.table)|\(call.key)", default: []].append(call.path) }
        for position in findings.indices where findings[position].ruleID == MissingKeyRule.description.id && findings[position].severity > .info
        && findings[position].objectID == nil {
            guard let key = findings[position].key else { continue }
            let table = URL(fileURLWithPath: findings[position].file).deletingPathExtension().lastPathComponent
            guard let paths = callsByKey["\(table)|\(key)"], paths.allSatisfy(deadFiles.contains) else { continue }
            let owners = Set(paths.flatMap { classesOfFile[$0] ?? [] }).sorted().joined(separator: ", ")
            findings[position].severity = .info
            findings[position].message += " (only the code of \(owners), a screen nothing leads to, looks it up)"
        }
    }
}
