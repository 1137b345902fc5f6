/// The escapes of a JSON string's contents, as Xcode and RFC 8259 write them: quote, backslash and control
/// characters; `/` and non-ASCII characters stay as they are. Shared by every JSON writer of the project.
public enum JSONEscaping {
    /// `text` escaped for use between JSON quotes.
    ///
    /// - Parameter escapingInvisibles: also write U+FEFF, U+2028 and U+2029 as `\u` escapes. Reports set it:
    ///   Foundation's JSON reader on Linux drops a raw U+FEFF inside a string (a real translation starts
    ///   with one), and JavaScript before ES2019 ends a string at a raw U+2028/U+2029. Catalogs do not,
    ///   as Xcode writes these characters raw.
    public static func escape(_ text: String, escapingInvisibles: Bool = false) -> String {
        // Most texts need no escape: one pass over the bytes says so, and the text is returned as it is.
        if !needsEscape(text, escapingInvisibles: escapingInvisibles) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (escapingInvisibles && (scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029)) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `text` holds a character ``escape(_:escapingInvisibles:)`` changes: a quote, a backslash, a
    /// control character, or (with `escapingInvisibles`) U+FEFF, U+2028 or U+2029 (UTF-8 EF BB BF, E2 80 A8,
    /// E2 80 A9).
    static func needsEscape(_ text: String, escapingInvisibles: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var i = 0
            while i < count {
                let byte = bytes[i]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
                if escapingInvisibles && i + 2 < count {
                    if byte == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) { return true }
                    if byte == 0xEF && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF { return true }
                }
                i += 1
            }
            return false
        }
    }
}
