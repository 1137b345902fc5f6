import L10nStrings

/// A key defined twice: the last definition wins silently, so an edit to the first one has no effect.
public struct DuplicateKeyRule: LintRule {
    public static let description = RuleDescription(
        id: "duplicate-key",
        name: "Key is defined twice",
        explanation: "iOS uses the last entry of a duplicated key and silently drops the others, so a translator who "
            + "corrects the first one sees no change in the app.",
        fix: "Delete the entries that do not win, keeping the translation you want in the last one",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        // The base text wins over the translation: users see English.
        .triggering("↓\"a\" = \"Eins\";\n\"b\" = \"Zwei\";\n\"a\" = \"One\";\n", base: "\"a\" = \"One\";\n\"b\" = \"Two\";\n"),
        .nonTriggering("\"a\" = \"1\";\n\"b\" = \"1\";\n"),
        // A copy of a base table that defines the key twice itself: the ignored entry is a base text, no translation.
        .nonTriggering("\"a\" = \"No products\";\n\"a\" = \"No product there\";\n", base: "\"a\" = \"No products\";\n\"a\" = \"No product there\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        var last: [String: Int] = [:]
        let entries = input.entries
        for (i, entry) in entries.enumerated() { last[entry.key] = i }
        var findings: [Finding] = []
        for (i, entry) in entries.enumerated() {
            guard let winner = last[entry.key], winner != i else { continue }
            let winnerLocation = entries[winner].keyLocation ?? SourceLocation(line: 1, column: 1)
            let same = entries[winner].value == entry.value
            var finding = input.finding(
                description,
                same ? "key '\(entry.key)' is defined again with the same value at line \(winnerLocation.line); the copy is harmless"
                    : "key '\(entry.key)' is defined again at line \(winnerLocation.line), which wins; this entry is ignored",
                at: entry.keyLocation, key: entry.key,
                related: [RelatedLocation(file: input.path, line: winnerLocation.line, column: winnerLocation.column, note: "the entry iOS uses")])
            // Users see the winning value. Only when it is the base text (or empty) while an ignored entry holds a
            // translation do they see something wrong; two translations (a later correction) are tidying. An
            // ignored entry that is one of the base table's own texts for the key (a copy of a base table that
            // defines the key twice too) translates nothing either.
            let base = input.baseText(for: entry)?.text
            let baseTexts = Set(input.baseEntries?.filter { $0.key == entry.key }.map(\.value) ?? [])
            let winning = entries[winner].value
            let lost = base.map { base in
                (winning == base || winning.isEmpty) && entry.value != base && !entry.value.isEmpty && !baseTexts.contains(entry.value)
            } ?? false
            if same || !lost { finding.severity = .info }
            findings.append(finding)
        }
        return findings
    }
}
