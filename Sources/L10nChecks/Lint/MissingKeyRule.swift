import L10nStrings

/// A key of the base table that the translation lacks: users of that language see the base text.
public struct MissingKeyRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-key",
        name: "Translation lacks a key",
        explanation: "A key present in the base table but absent from the translation falls back to the development "
            + "language at run time, so the user sees a sentence in another language in the middle of the screen.",
        fix: "Add the key to the translated table with its translation (l10nlayout extract adds missing keys)",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("↓\"a\" = \"Eins\";\n", base: "\"a\" = \"One\";\n\"b\" = \"Two\";\n"),
        .nonTriggering("\"b\" = \"Zwei\";\n\"a\" = \"Eins\";\n", base: "\"a\" = \"One\";\n\"b\" = \"Two\";\n"),
        // Without a base table (storyboard tables) there is nothing to compare keys against.
        .nonTriggering("/* Class = \"UILabel\"; text = \"One\"; ObjectID = \"x-1\"; */\n\"x-1.text\" = \"Eins\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.isBase, let base = input.baseEntries else { return [] }
        let present = Set(input.entries.map(\.key))
        var reported = Set<String>()
        var findings: [Finding] = []
        for entry in base where !present.contains(entry.key) && reported.insert(entry.key).inserted {
            let location = entry.keyLocation ?? SourceLocation(line: 1, column: 1)
            findings.append(input.finding(
                description, "key '\(entry.key)' of the base table is missing from the \(input.language) table",
                at: input.entries.first?.keyLocation, key: entry.key,
                related: [RelatedLocation(file: input.basePath ?? "", line: location.line, column: location.column, note: "the base entry")]))
        }
        return findings
    }
}
