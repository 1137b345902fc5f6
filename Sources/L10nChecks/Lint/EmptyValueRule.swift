/// An empty translation: the user sees a blank label or button.
public struct EmptyValueRule: LintRule {
    public static let description = RuleDescription(
        id: "empty-value",
        name: "Translation is empty",
        explanation: "An empty value is shown as is: the label, button or placeholder is blank for users of that "
            + "language, and buttons without a title cannot be found.",
        fix: "Translate the text, or delete the entry to fall back to the base text",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = ↓\"\";\n", base: "\"a\" = \"One\";\n"),
        .nonTriggering("\"a\" = \"Eins\";\n", base: "\"a\" = \"One\";\n"),
        // Empty in the base too: intended.
        .nonTriggering("\"a\" = \"\";\n", base: "\"a\" = \"\";\n"),
        // A base of white space shows nothing either.
        .nonTriggering("\"a\" = \"\";\n", base: "\"a\" = \" \";\n"),
        // An English plural suffix code glues to a word: a language that makes its plurals otherwise leaves it empty.
        .nonTriggering("\"Plural Suffix\" = \"\";\n", base: "\"Plural Suffix\" = \"s\";\n"),
        // The unit of seconds is a text.
        .triggering("\"unit.seconds\" = ↓\"\";\n", base: "\"unit.seconds\" = \"s\";\n"),
    ]

    /// The English suffixes code glues to a word it shows ("day" + "s", "2" + "nd"), under a key that says so ("Plural
    /// Suffix", `ordinal_suffix`): no text of their own. A language that makes plurals or ordinals otherwise (Turkish takes
    /// no plural after a number; Peppermint's Russian and Ukrainian units are abbreviations) leaves them empty on purpose.
    /// (A unit's "s", seconds, under any other key, or a document's text, is a text.)
    static let suffixes: Set<String> = ["s", "es", "st", "nd", "rd", "th"]

    static func isGluedSuffix(_ key: String, base: String) -> Bool {
        guard suffixes.contains(base), !TableLintInput.isInterfaceBuilderKey(key) else { return false }
        let lowered = key.lowercased()
        return ["suffix", "plural", "ordinal"].contains { lowered.contains($0) }
    }

    public static func check(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            guard !entry.isShorthand, entry.value.isEmpty else { return nil }
            // Empty only against a base text: a table that is its own base (or a key nothing else has) may be
            // empty on purpose, and nobody can tell what should be there. ibtool writes no key for an empty text,
            // so an `ObjectID.property` key left empty blanks a text the document has.
            if let base = input.baseText(for: entry) {
                // (A base of white space alone shows nothing either: Sprocket's back button titled " ", which leaves the
                // chevron alone, looks the same with an empty title.)
                guard !base.text.allSatisfy(\.isWhitespace), !isGluedSuffix(entry.key, base: base.text) else { return nil }
            } else {
                guard !input.isBase, TableLintInput.isInterfaceBuilderKey(entry.key) else { return nil }
            }
            return input.finding(description, "the value of '\(entry.key)' is empty in \(input.language)", at: entry.valueLocation,
                                 key: entry.key, objectID: entry.interfaceBuilderComment?.objectID,
                                 className: entry.interfaceBuilderComment?.className)
        }
    }
}
