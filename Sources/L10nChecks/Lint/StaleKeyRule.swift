/// A translated key the base table no longer has: dead text that translators keep paying for.
public struct StaleKeyRule: LintRule {
    public static let description = RuleDescription(
        id: "stale-key",
        name: "Key absent from the base",
        explanation: "A key that the base table no longer has is never shown, so users see nothing wrong; it usually means "
            + "the text was renamed in the base, and the translation of the new key is reported as missing if it is.",
        fix: "Delete the entry, or rename it to the key the base uses now",
        defaultSeverity: .info)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"Eins\";\n↓\"old\" = \"Alt\";\n", base: "\"a\" = \"One\";\n"),
        .nonTriggering("\"a\" = \"Eins\";\n", base: "\"a\" = \"One\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.isBase, input.baseEntries != nil || input.documentTexts != nil else { return [] }
        return input.entries.compactMap { entry in
            guard input.isStale(entry.key) else { return nil }
            let message = input.documentTexts != nil
                ? "key '\(entry.key)' names nothing the document shows (the object or its text is gone), so it is never applied"
                : "key '\(entry.key)' is not in the base table"
            return input.finding(description, message, at: entry.keyLocation, key: entry.key)
        }
    }
}
