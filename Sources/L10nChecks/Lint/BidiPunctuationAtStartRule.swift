import Foundation
import L10nStrings
import L10nText

/// A right-to-left translation that begins with the colon, full stop, question or exclamation mark its base ends
/// with: the translator typed it where a left-to-right editor showed the end of the line, and iOS draws it at the
/// start of the right-to-left line, before the words (unibuzz's ":الوصف" for "Description :").
public struct BidiPunctuationAtStartRule: LintRule {
    public static let description = RuleDescription(
        id: "bidi-punctuation-at-start",
        name: "Closing punctuation typed at the start",
        explanation: "The base ends with a colon, a full stop, a question or an exclamation mark; the right-to-left "
            + "translation begins with it instead. A sign at the start of a right-to-left line is drawn at its right edge, "
            + "where its readers begin, so they read \":Description\" where the base reads \"Description:\". A left-to-right "
            + "editor draws a sign typed first at the left, where a right-to-left sentence ends, which is why translators put it there.",
        fix: "Move the sign to the end of the translation, where the sentence ends",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"↓:الوصف\";\n", base: "\"a\" = \"Description :\";\n", language: "ar"),
        .triggering("\"a\" = \"↓؟هل أنت متأكد\";\n", base: "\"a\" = \"Are you sure?\";\n", language: "ar"),
        .triggering("\"a\" = \"↓. תפסיק מוצלח\";\n", base: "\"a\" = \"Quit successful.\";\n", language: "he"),
        .nonTriggering("\"a\" = \"الوصف:\";\n", base: "\"a\" = \"Description:\";\n", language: "ar"),
        // A sign the base starts with too is meant there (a sentence appended to another: ". Reason: %@").
        .nonTriggering("\"a\" = \". تم.\";\n", base: "\"a\" = \". Done.\";\n", language: "ar"),
        // An ellipsis, or a sign at both ends, says nothing about where the translator meant it.
        .nonTriggering("\"a\" = \"...جار التحميل\";\n", base: "\"a\" = \"Loading...\";\n", language: "ar"),
        .nonTriggering("\"a\" = \":أريد أن :\";\n", base: "\"a\" = \"I want to :\";\n", language: "ar"),
        // A line that starts left to right (its first letter Latin) draws the sign at its left edge, the line's start.
        .nonTriggering("\"a\" = \":ISBN رمز\";\n", base: "\"a\" = \"ISBN code:\";\n", language: "ar"),
        .nonTriggering("\"a\" = \":Beschreibung\";\n", base: "\"a\" = \"Description:\";\n"),
    ]

    /// The signs a sentence or a caption ends with, and the ones a right-to-left script writes for them.
    static let closingSigns: [Character: Set<Character>] = [
        ":": [":"], ".": [".", "۔"], "!": ["!"], "?": ["?", "؟"],
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.isBase, StrayBidiControlRule.isRightToLeft(input.language) else { return [] }
        var findings: [Finding] = []
        for entry in input.entries where !entry.isShorthand {
            guard let base = input.baseText(for: entry)?.text.trimmingCharacters(in: .whitespacesAndNewlines),
                  let closing = base.last, let signs = closingSigns[closing], base.first != closing,
                  !base.hasSuffix(".."), !base.hasSuffix("…") else { continue }
            let value = entry.value
            guard let start = value.firstIndex(where: { !$0.isWhitespace }), signs.contains(value[start]) else { continue }
            let rest = value[value.index(after: start)...]
            // (An ellipsis, or a closing sign at the end as well: the translator's order is not known.)
            guard let sign = rest.first(where: { !$0.isWhitespace }), !signs.contains(sign), !closingSigns.keys.contains(sign),
                  let last = value.last(where: { !$0.isWhitespace }), !signs.contains(last), !closingSigns.keys.contains(last) else { continue }
            // The line is right to left only when its first strong letter is.
            guard input.bidi.report(value, language: input.language).paragraphDirection == .rightToLeft else { continue }
            let comment = entry.interfaceBuilderComment
            findings.append(input.finding(description, "\(entry.key) \"\(value)\": the translation begins with the \"\(value[start])\" the base "
                                          + "ends with, which a right-to-left line draws before its first word",
                                          at: entry.location(ofScalar: value.unicodeScalars.distance(from: value.startIndex, to: start)),
                                          key: entry.key, objectID: comment?.objectID, className: comment?.className))
        }
        return findings
    }
}
