/// Meaning of a token's raw text, following CoreFoundation's old-style property list reader.
public enum StringsEscapes {
    /// NeXTSTEP Latin code points 0x80–0xFF, the meaning of octal escapes `\200`–`\377` (0 where
    /// CoreFoundation maps none).
    static let nextStep: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC,
        0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB,
        0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7, 0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192,
        0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x00AE, 0x2013, 0x2020, 0x2021,
        0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF, 0x00B9,
        0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD,
        0x02DB, 0x02C7, 0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5,
        0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB,
        0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]

    /// The string a raw token (`"…"`, `'…'` or unquoted) stands for.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        guard let first = raw.first else { return "" }
        var body: ArraySlice<UInt8>
        let curly = StringsParser.curlyQuoteLength(raw, raw.startIndex)
        if curly > 0 {
            // A curly-quoted token (an error the reader reports): what the translator meant is inside.
            body = raw.dropFirst(curly)
            if body.last == UInt8(ascii: "\"") { body = body.dropLast() } else {
                for length in [3, 2] where body.count >= length && StringsParser.curlyQuoteLength(body, body.endIndex - length) == length {
                    body = body.dropLast(length)
                    break
                }
            }
        } else {
            guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return text(raw) }
            body = raw.dropFirst()
            if body.last == first, !body.isEmpty { body = body.dropLast() }
        }
        guard body.contains(UInt8(ascii: "\\")) else { return text(body) }

        var units: [UInt16] = []
        units.reserveCapacity(body.count)
        var plain: [UInt8] = []
        func flush() {
            if !plain.isEmpty { units.append(contentsOf: text(plain[...]).utf16); plain.removeAll(keepingCapacity: true) }
        }
        var i = body.startIndex
        let end = body.endIndex
        while i < end {
            let c = body[i]
            i += 1
            guard c == UInt8(ascii: "\\"), i < end else { plain.append(c); continue }
            let e = body[i]
            i += 1
            switch e {
            case UInt8(ascii: "a"): plain.append(7)
            case UInt8(ascii: "b"): plain.append(8)
            case UInt8(ascii: "f"): plain.append(12)
            case UInt8(ascii: "n"): plain.append(10)
            case UInt8(ascii: "r"): plain.append(13)
            case UInt8(ascii: "t"): plain.append(9)
            case UInt8(ascii: "v"): plain.append(11)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var num = Int(e - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < end, body[i] >= UInt8(ascii: "0"), body[i] <= UInt8(ascii: "7") {
                    num = num * 8 + Int(body[i] - UInt8(ascii: "0")); i += 1; digits += 1
                }
                flush()
                units.append(num < 128 ? UInt16(num) : num < 256 ? nextStep[num - 128] : 0)
            case UInt8(ascii: "U"):
                var num: UInt16 = 0
                var digits = 0
                while digits < 4, i < end, let h = hexValue(body[i]) { num = num << 4 | UInt16(h); i += 1; digits += 1 }
                flush()
                units.append(num)
            default:
                // Any other escaped byte stands for itself (a whole UTF-8 sequence when it starts one).
                plain.append(e)
            }
        }
        flush()
        return String(decoding: units, as: UTF16.self)
    }

    /// The text of WTF-8 bytes: a lone UTF-16 surrogate (kept as three bytes so that the file writes back
    /// unchanged) is one U+FFFD, as CoreFoundation reads it, not three.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0xED) else { return String(decoding: bytes, as: UTF8.self) }
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == 0xED, i + 2 < bytes.endIndex, bytes[i + 1] >= 0xA0, bytes[i + 1] <= 0xBF, bytes[i + 2] & 0xC0 == 0x80 {
                cleaned += [0xEF, 0xBF, 0xBD]
                i += 3
                continue
            }
            cleaned.append(bytes[i])
            i += 1
        }
        return String(decoding: cleaned, as: UTF8.self)
    }

    @inline(__always)
    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `value` escaped for a quoted token as ibtool and Xcode write it: backslash, the quote, line breaks
    /// and tabs. The one escaper of the project: new tables (extract) and edits use the same rules.
    public static func escape(_ value: String, quote: Character = "\"") -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for ch in value.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if Character(ch) == quote { out += "\\" }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A quoted token for `value` (see ``escape(_:quote:)``).
    static func quote(_ value: String, with quote: Character = "\"") -> String {
        String(quote) + escape(value, quote: quote) + String(quote)
    }
}
