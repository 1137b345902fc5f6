import L10nStrings
import L10nText

/// An explicit direction control (embedding, override or isolate) in a left-to-right language's value
/// that the base does not have: it is invisible in an editor, and an override reverses the text for
/// every reader (`RLO` turns "Gesamt" into "tmaseG").
public struct StrayBidiControlRule: LintRule {
    public static let description = RuleDescription(
        id: "stray-bidi-control",
        name: "Direction control in LTR text",
        explanation: "Direction controls (U+202A–U+202E, U+2066–U+2069) are invisible. In a left-to-right language "
            + "they have no purpose, and an override or embedding reorders or reverses the text, so users see "
            + "letters in the wrong order. They usually come from copying text out of a right-to-left document.",
        fix: "Delete the invisible character (retype the value, or remove it with an editor that shows it)",
        defaultSeverity: .error)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"Gesamt: ↓\u{202E}%@\";\n", base: "\"a\" = \"Total: %@\";\n"),
        .nonTriggering("\"a\" = \"Gesamt: %@\";\n", base: "\"a\" = \"Total: %@\";\n"),
        // The base has it on purpose: the translation keeps it.
        .nonTriggering("\"a\" = \"\u{2068}%@\u{2069} Dateien\";\n", base: "\"a\" = \"\u{2068}%@\u{2069} files\";\n"),
        // Right-to-left languages use them (unbalanced-bidi checks those).
        .nonTriggering("\"a\" = \"\u{2067}مرحبا\u{2069}\";\n", language: "ar"),
    ]

    /// The explicit directional formatting characters of UAX #9.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `language` (a folder name) is written right to left; `Base` and an unknown language are not.
    static func isRightToLeft(_ language: String) -> Bool {
        !language.isEmpty && language != "Base" && TextLanguage.isRightToLeft(language: language)
    }

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.language.isEmpty, !isRightToLeft(input.language) else { return [] }
        var findings: [Finding] = []
        for entry in input.entries where !entry.isShorthand {
            let base = input.baseText(for: entry)?.text ?? ""
            for (offset, scalar) in entry.value.unicodeScalars.enumerated() where isControl(scalar) && !base.unicodeScalars.contains(scalar) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                findings.append(input.finding(
                    description, "the value of '\(entry.key)' has an invisible direction control \(code) (\(name(of: scalar))) in \(input.language); delete it",
                    at: entry.location(ofScalar: offset), key: entry.key, objectID: entry.interfaceBuilderComment?.objectID,
                    className: entry.interfaceBuilderComment?.className))
            }
        }
        return findings
    }

    static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x202A: return "left-to-right embedding"
        case 0x202B: return "right-to-left embedding"
        case 0x202C: return "pop directional formatting"
        case 0x202D: return "left-to-right override"
        case 0x202E: return "right-to-left override, which reverses the text"
        case 0x2066: return "left-to-right isolate"
        case 0x2067: return "right-to-left isolate"
        case 0x2068: return "first strong isolate"
        default: return "pop directional isolate"
        }
    }
}
