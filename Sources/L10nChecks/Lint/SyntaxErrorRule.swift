import L10nStrings

/// A table iOS cannot read. One malformed entry makes the whole table disappear at run time.
public struct SyntaxErrorRule: LintRule {
    public static let description = RuleDescription(
        id: "syntax-error",
        name: "Table cannot be read",
        explanation: "When one entry of a .strings table is malformed (a missing ';', an unterminated string), iOS "
            + "ignores the whole table, so every text of that screen shows in the development language or as its key.",
        fix: "Correct the entry at the location given (add the ';', close the quote); lint again",
        defaultSeverity: .error)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"1\"↓\n\"b\" = \"2\";\n"),
        .triggering("\"a\" = \"unterminated;\n".replacingOccurrences(of: "\"unt", with: "↓\"unt")),
        .nonTriggering("/* comment */\n\"a\" = \"1\";\n'b' = c;\n\"d\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        input.diagnostics.map { diagnostic in
            var finding = input.finding(description, "\(diagnostic.message) — \(diagnostic.reason)", at: diagnostic.location, key: nil)
            // The reader knows when iOS still loads the table (a stray token after the last entry): a warning.
            if diagnostic.severity == .warning { finding.severity = .warning }
            // A line Git left in an unfinished merge is no entry to correct.
            if diagnostic.message.hasPrefix(MergeConflictMarker.summary) {
                finding.fix = "Finish the merge: keep the entries you want, delete the marker lines; lint again"
            }
            return finding
        }
    }
}
