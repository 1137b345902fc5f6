import L10nStrings

/// A field of a line-oriented report (a message, a related note, a fix, a path) made to stay on its line.
///
/// Messages quote translations, and a translation can hold a line break (`"Hallo\nWelt"`), a carriage
/// return or an escape sequence that recolours or clears a terminal. The text formats go to terminals,
/// pipes (`| less -R`, `| tee`), files and CI logs that render escape sequences, and Xcode and `grep` read
/// them one line per diagnostic, so every such character is written out as text: line breaks as `\n` and
/// `\r` (as a translator types them in a table), line and paragraph separators and every other control
/// character as `\u{…}`. Tabs stay.
enum ReportLine {
    /// `text` with its line breaks and control characters shown instead of obeyed.
    static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": out.append(contentsOf: #"\r"#.unicodeScalars)
            case "\u{2028}", "\u{2029}": out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return TerminalText.escapingControls(String(out))
    }

    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09) || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029
    }
}
