/// Bidi embedding, override and isolate controls that are not closed (or closed without being opened):
/// the direction leaks into the rest of the line, and mixed Arabic/Hebrew and Latin text is misordered.
public struct UnbalancedBidiRule: LintRule {
    public static let description = RuleDescription(
        id: "unbalanced-bidi",
        name: "Bidi controls are unbalanced",
        explanation: "Invisible direction controls (U+202A–U+202E, U+2066–U+2069) must be closed by PDF (U+202C) or PDI "
            + "(U+2069). An unclosed one changes the direction of everything after it, including text the app "
            + "appends, so numbers, names and punctuation appear in the wrong order for right-to-left readers.",
        fix: "Close every LRE/RLE/LRO/RLO with PDF and every LRI/RLI/FSI with PDI, or remove the stray closer",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"↓\u{2067}مرحبا %@\";\n", language: "ar"),
        .triggering("\"a\" = \"abc↓\u{202C}\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"\u{2067}مرحبا\u{2069} %@ \u{202B}x\u{202C}\";\n"),
        // An override over Arabic letters alone turns nothing: a note, not a warning.
        .nonTriggering("\"a\" = \"\u{202E}المفتاح الرئيس\";\n", language: "ar"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            guard let (problem, offset) = imbalance(entry.value) else { return nil }
            // In a left-to-right language any such control is stray-bidi-control's finding.
            guard StrayBidiControlRule.isRightToLeft(input.language) else { return nil }
            var finding = input.finding(description, "the value of '\(entry.key)' has \(problem)", at: entry.location(ofScalar: offset), key: entry.key,
                                        objectID: entry.interfaceBuilderComment?.objectID, className: entry.interfaceBuilderComment?.className)
            if changesNothing(entry.value, after: offset) {
                finding.severity = .info
                finding.message += "; it changes nothing in this text, which is right-to-left letters only (text joined to it later would be reordered)"
            }
            return finding
        }
    }

    /// Whether an unclosed right-to-left control at `offset` leaves the text after it as it would be anyway:
    /// nothing follows but right-to-left letters, spaces and punctuation (no Latin letter, digit or format
    /// specifier whose order it would turn).
    static func changesNothing(_ text: String, after offset: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard offset < scalars.count, [0x202B, 0x202E, 0x2067].contains(scalars[offset].value) else { return false }
        for scalar in scalars[(offset + 1)...] {
            let value = scalar.value
            if [0x202B, 0x202E, 0x2067, 0x202C, 0x2069].contains(value) { continue }
            if scalar == "%" || scalar.properties.numericType != nil { return false }
            let rightToLeftLetter = (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            if scalar.properties.isAlphabetic && !rightToLeftLetter { return false }
        }
        return true
    }

    /// A description of the first imbalance and the scalar offset of the control at fault, following UAX #9:
    /// PDF closes the last embedding or override unless an isolate is open; PDI closes the last isolate and
    /// everything opened inside it.
    static func imbalance(_ text: String) -> (String, Int)? {
        enum Opener { case embedding(Unicode.Scalar, Int), isolate(Unicode.Scalar, Int) }
        var stack: [Opener] = []
        func hex(_ s: Unicode.Scalar) -> String { "U+" + String(s.value, radix: 16, uppercase: true) }
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: stack.append(.embedding(scalar, offset))
            case 0x2066, 0x2067, 0x2068: stack.append(.isolate(scalar, offset))
            case 0x202C:
                guard case .embedding? = stack.last else { return ("a PDF (U+202C) that closes nothing", offset) }
                stack.removeLast()
            case 0x2069:
                guard let open = stack.lastIndex(where: { if case .isolate = $0 { return true } else { return false } }) else {
                    return ("a PDI (U+2069) that closes nothing", offset)
                }
                stack.removeSubrange(open...)
            default: continue
            }
        }
        guard let first = stack.first else { return nil }
        switch first {
        case .embedding(let s, let offset): return ("\(stack.count) unclosed direction control\(stack.count == 1 ? "" : "s") (\(hex(s)) needs a PDF U+202C)", offset)
        case .isolate(let s, let offset): return ("\(stack.count) unclosed direction control\(stack.count == 1 ? "" : "s") (\(hex(s)) needs a PDI U+2069)", offset)
        }
    }
}
