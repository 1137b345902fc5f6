/// A value identical to the base text: most often not translated yet.
public struct UntranslatedRule: LintRule {
    public static let description = RuleDescription(
        id: "untranslated",
        name: "Value identical to the base",
        explanation: "A value equal to the base text is usually a text nobody translated, so users see the development "
            + "language; names and words that are the same in both languages are fine. `verify` makes it a warning where users "
            + "surely read it untranslated: a text they see, two words or more of the development language and half of them "
            + "no words of theirs (by the machine's spelling dictionaries).",
        fix: "Translate the text, or leave it when it is the same word in this language",
        defaultSeverity: .info)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = ↓\"Settings\";\n", base: "\"a\" = \"Settings\";\n"),
        .triggering("/* Class = \"UILabel\"; text = \"Settings\"; ObjectID = \"x-1\"; */\n\"x-1.text\" = ↓\"Settings\";\n"),
        .nonTriggering("\"a\" = \"Einstellungen\";\n", base: "\"a\" = \"Settings\";\n"),
        // Numbers and symbols are the same in every language.
        .nonTriggering("\"a\" = \"42 %\";\n", base: "\"a\" = \"42 %\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.isDevelopmentLanguage else { return [] }
        return input.entries.compactMap { entry in
            // A key extract added is needs-review's finding until it is translated.
            guard !entry.isShorthand, entry.reviewMarker != .needsTranslation, let base = input.baseText(for: entry), base.text == entry.value,
                  entry.value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
            let comment = entry.interfaceBuilderComment
            return input.finding(description, "'\(entry.key)' is identical to the base text '\(base.text)' in \(input.language)",
                                 at: entry.valueLocation, key: entry.key, objectID: comment?.objectID, className: comment?.className,
                                 related: base.related.map { [$0] } ?? [])
        }
    }
}
