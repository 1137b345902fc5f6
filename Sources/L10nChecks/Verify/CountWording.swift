import Foundation
import L10nSource
import L10nStrings

extension VerifyPipeline {
    /// A count without plural forms in a language that words only one apart (English, German, French: one, other) reads
    /// right when the code shows another text for a single item: every call of the key stands where the code tests the
    /// count against one (`case 1:`, `count == 1 ?`, `if n > 1`) or its key names a singular or plural form. Languages with
    /// few or many forms still read wrong ("2 участников" in Russian), whatever the code does for one.
    func lowerCountsTheCodeWordsForOne(_ findings: inout [Finding]) {
        let rule = PluralFormsAbsentRule.description.id
        guard findings.contains(where: { $0.ruleID == rule && $0.severity > .info }) else { return }
        let callsByKey = callsByTableAndKey
        var lines: [String: [Substring]] = [:]
        func linesOf(_ path: String) -> [Substring] {
            if let known = lines[path] { return known }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workspace.root.appendingPathComponent(path)
            let read = (try? String(contentsOf: url, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            lines[path] = read
            return read
        }
        for index in findings.indices where findings[index].ruleID == rule && findings[index].severity > .info
        && !PluralFormsAbsentRule.needsMoreThanOne(findings[index].language) {
            guard let key = findings[index].key, let calls = callsByKey["\(Self.tableName(of: findings[index]))|\(key)"], !calls.isEmpty,
                  calls.allSatisfy({ Self.testsCountAgainstOne(linesOf($0.path), callLine: $0.location.line) }) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the code shows another text for one, where the test before each lookup sends a single "
                + "item: \(findings[index].language) words every other count alike)"
        }
    }

    /// Whether the code just before a call (its line and the four before it) tests a number against one: a `case 1`, a
    /// comparison with 1 or 2 (`== 1`, `!= 1`, `> 1`, `<= 1`, `< 2`, `>= 2`), or a name saying singular or plural.
    static func testsCountAgainstOne(_ lines: [Substring], callLine: Int) -> Bool {
        guard callLine >= 1, callLine <= lines.count else { return false }
        let text = lines[max(0, callLine - 5)..<callLine].joined(separator: "\n")
        return text.range(of: #"(==|!=|>|<=)\s*1(?![0-9.])|(>=|<)\s*2(?![0-9.])|(?<![0-9.])1\s*(==|!=|<|>=)|\bcase\s+1\b|[Ss]ingular|[Pp]lural"#,
                          options: .regularExpression) != nil
    }
}
