/// Leading or trailing whitespace or line breaks that differ from the base: text shifts off centre,
/// wraps onto an extra line or is cut, in that language only.
public struct WhitespaceMismatchRule: LintRule {
    public static let description = RuleDescription(
        id: "whitespace-mismatch",
        name: "Whitespace differs from base",
        explanation: "A space or line break at the start or end of a value is laid out like any character: a label "
            + "that ends with a newline gains an empty line and may be cut, a leading space moves centred text. When the "
            + "base has none and the translation has one (or the other way round), only that language looks wrong.",
        fix: "Make the start and end of the translation match the base (remove or add the space or line break)",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = ↓\" Hallo\";\n", base: "\"a\" = \"Hello\";\n"),
        .triggering("\"a\" = ↓\"\\nHallo\";\n", base: "\"a\" = \"Hello\";\n"),
        // A trailing space does not show: nothing to report.
        .nonTriggering("\"a\" = \"Hallo \";\n", base: "\"a\" = \"Hello\";\n"),
        // A line break left out is a note (the text sits tighter); one added, an empty line: a warning.
        .triggering("\"a\" = ↓\"Name\";\n", base: "\"a\" = \"Name:\\n\";\n"),
        .nonTriggering("\"a\" = \" Hallo\\n\";\n", base: "\"a\" = \" Hello\\n\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            // A base of nothing but whitespace has nothing to translate.
            guard !entry.isShorthand, let base = input.baseText(for: entry), base.text.contains(where: { !$0.isWhitespace }),
                  !entry.value.isEmpty else { return nil }
            var problems: [String] = []
            var lineBreak = false
            let singleLine = input.multiLineKeys.map { !$0.contains(entry.key) } ?? false
            var unknownView = false
            for (edge, b, t) in [("start", edges(base.text).leading, edges(entry.value).leading),
                                 ("end", edges(base.text).trailing, edges(entry.value).trailing)] where b != t {
                // Only what shows: a line break adds or removes a line, a leading space moves the text; a
                // trailing space is invisible, and so is a trailing line break in a view of one line.
                if edge == "end" && b != .newline && t != .newline { continue }
                if edge == "end" && singleLine { continue }
                if edge == "end" && input.multiLineKeys == nil { unknownView = true }
                // A line break the translation adds is an empty line the base has not; one it leaves out only
                // tightens the spacing the base kept (padding below a sheet's text).
                if t == .newline && b != .newline { lineBreak = true }
                problems.append("\(edge): \(input.language) has \(name(t)), the base has \(name(b))")
            }
            guard !problems.isEmpty else { return nil }
            let comment = entry.interfaceBuilderComment
            var finding = input.finding(description, "whitespace of '\(entry.key)' differs at the " + problems.joined(separator: "; "),
                                        at: entry.valueLocation, key: entry.key, objectID: comment?.objectID, className: comment?.className,
                                        related: base.related.map { [$0] } ?? [])
            // A leading space shifts the text by a few points, a line break left out tightens it: worth a note,
            // not a warning. A trailing line break in a table whose views are unknown (code's) shows only if the
            // view has several lines.
            if !lineBreak || (unknownView && problems.count == 1) { finding.severity = .info }
            return finding
        }
    }

    enum Edge { case none, space, newline }

    static func edges(_ text: String) -> (leading: Edge, trailing: Edge) {
        func kind(_ c: Character?) -> Edge {
            guard let c else { return .none }
            if c.isNewline { return .newline }
            return c.isWhitespace ? .space : .none
        }
        return (kind(text.first), kind(text.last))
    }

    static func name(_ edge: Edge) -> String {
        switch edge {
        case .none: return "no whitespace"
        case .space: return "a space"
        case .newline: return "a line break"
        }
    }
}
