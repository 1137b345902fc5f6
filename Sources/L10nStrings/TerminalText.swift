/// Text made safe to show on a terminal, and characters made visible in messages.
///
/// Translations reach messages (`add "k" = "…"`, a finding quoting a value), and a translation can hold an
/// escape sequence that recolours, retitles or clears the user's terminal. Control characters are written
/// as `\u{1B}` instead; line breaks and tabs stay.
public enum TerminalText {
    /// `text` with every control character except line feed and tab written as `\u{…}`: C0 controls
    /// (ESC, carriage return, backspace…), DEL and the C1 controls.
    ///
    /// - Parameter keepingColor: leave `ESC [ digits ; … m` (colour and weight, which this tool's own
    ///   terminal output uses) as is; every other escape sequence is still escaped.
    public static func escapingControls(_ text: String, keepingColor: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if keepingColor, scalar == "\u{1B}", let end = colorSequenceEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if isControl(scalar) { out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars) }
            else { out.append(scalar) }
            i += 1
        }
        return String(out)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x0A && v != 0x09) || (v >= 0x7F && v <= 0x9F)
    }

    /// The index of the `m` ending an SGR sequence (`ESC [ 0 ; 31 m`) that starts at `start`, or nil.
    static func colorSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, i - start < 32 {
            let v = scalars[i].value
            if v == 0x6D { return i }                                  // m
            guard (0x30...0x39).contains(v) || v == 0x3B else { return nil }
            i += 1
        }
        return nil
    }

    /// A character for a message: itself in quotes when it is visible (`'x'`), otherwise its code point
    /// and name (`U+200B ZERO WIDTH SPACE`), so an invisible character is never shown as `''`.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let properties = scalar.properties
        let invisible: Bool
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned,
             .nonspacingMark, .enclosingMark:
            invisible = true
        default:
            invisible = properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
        }
        guard invisible else { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = properties.name ?? properties.nameAlias { return "\(code) \(name)" }
        return code
    }
}
