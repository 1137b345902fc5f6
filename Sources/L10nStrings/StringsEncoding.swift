/// The character encoding of a table file, as CoreFoundation detects it: a byte-order mark for UTF-32,
/// UTF-8 or UTF-16; a zero byte among the first two means UTF-16 without a mark; anything else is UTF-8.
public enum StringsEncoding: String, Sendable, Equatable, CaseIterable {
    case utf8 = "utf-8"
    case utf16LittleEndian = "utf-16le"
    case utf16BigEndian = "utf-16be"
    case utf32LittleEndian = "utf-32le"
    case utf32BigEndian = "utf-32be"

    /// The byte-order mark of this encoding.
    public var byteOrderMark: [UInt8] {
        switch self {
        case .utf8: return [0xEF, 0xBB, 0xBF]
        case .utf16LittleEndian: return [0xFF, 0xFE]
        case .utf16BigEndian: return [0xFE, 0xFF]
        case .utf32LittleEndian: return [0xFF, 0xFE, 0x00, 0x00]
        case .utf32BigEndian: return [0x00, 0x00, 0xFE, 0xFF]
        }
    }

    /// Detects the encoding of `bytes` and whether they start with a byte-order mark.
    public static func detect(_ bytes: [UInt8]) -> (encoding: StringsEncoding, hasBOM: Bool) {
        bytes.withUnsafeBufferPointer { detect($0) }
    }

    static func detect(_ b: UnsafeBufferPointer<UInt8>) -> (encoding: StringsEncoding, hasBOM: Bool) {
        let n = b.count
        if n >= 4, b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return (.utf32BigEndian, true) }
        if n >= 4, b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return (.utf32LittleEndian, true) }
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { return (.utf8, true) }
        if n >= 2, b[0] == 0xFF, b[1] == 0xFE { return (.utf16LittleEndian, true) }
        if n >= 2, b[0] == 0xFE, b[1] == 0xFF { return (.utf16BigEndian, true) }
        if n >= 2, b[0] == 0 { return (.utf16BigEndian, false) }
        if n >= 2, b[1] == 0 { return (.utf16LittleEndian, false) }
        return (.utf8, false)
    }
}

/// Transcoding between a file's bytes and the parser's text, which is UTF-8 extended to lone surrogates
/// (WTF-8) so that a UTF-16 file with an unpaired surrogate still comes back byte for byte.
enum Transcoder {
    /// The text of `bytes` without the BOM, and whether the conversion is exactly reversible.
    static func decode(_ b: UnsafeBufferPointer<UInt8>, encoding: StringsEncoding, bomLength: Int) -> (text: [UInt8], exact: Bool) {
        let body = UnsafeBufferPointer(rebasing: b[bomLength...])
        switch encoding {
        case .utf8:
            return (Array(body), true)
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            let units = body.count / 2
            // At most three UTF-8 bytes per UTF-16 unit; written in place, then trimmed.
            let out = [UInt8](unsafeUninitializedCapacity: units * 3) { buffer, count in
                var o = 0
                var i = 0
                while i < units {
                    let u = unit16(body, i, little)
                    i += 1
                    if u < 0x80 { buffer[o] = UInt8(u); o += 1; continue }
                    if u < 0x800 {
                        buffer[o] = UInt8(0xC0 | (u >> 6)); buffer[o + 1] = UInt8(0x80 | (u & 0x3F)); o += 2; continue
                    }
                    if u >= 0xD800, u < 0xDC00, i < units {
                        let next = unit16(body, i, little)
                        if next >= 0xDC00, next < 0xE000 {
                            let v = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(next) - 0xDC00)
                            buffer[o] = UInt8(0xF0 | (v >> 18)); buffer[o + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                            buffer[o + 2] = UInt8(0x80 | ((v >> 6) & 0x3F)); buffer[o + 3] = UInt8(0x80 | (v & 0x3F))
                            o += 4
                            i += 1
                            continue
                        }
                    }
                    // Three bytes, lone surrogates included (WTF-8), so the file comes back unchanged.
                    buffer[o] = UInt8(0xE0 | (u >> 12)); buffer[o + 1] = UInt8(0x80 | ((u >> 6) & 0x3F))
                    buffer[o + 2] = UInt8(0x80 | (u & 0x3F))
                    o += 3
                }
                count = o
            }
            return (out, body.count % 2 == 0)
        case .utf32LittleEndian, .utf32BigEndian:
            let little = encoding == .utf32LittleEndian
            var out: [UInt8] = []
            out.reserveCapacity(body.count / 4)
            var exact = body.count % 4 == 0
            var i = 0
            while i + 4 <= body.count {
                let v: UInt32 = little
                    ? UInt32(body[i]) | UInt32(body[i + 1]) << 8 | UInt32(body[i + 2]) << 16 | UInt32(body[i + 3]) << 24
                    : UInt32(body[i + 3]) | UInt32(body[i + 2]) << 8 | UInt32(body[i + 1]) << 16 | UInt32(body[i]) << 24
                i += 4
                if v > 0x10FFFF || (v >= 0xD800 && v < 0xE000) { exact = false; appendUTF8(0xFFFD, to: &out); continue }
                appendUTF8(v, to: &out)
            }
            return (out, exact)
        }
    }

    @inline(__always)
    private static func unit16(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ little: Bool) -> UInt16 {
        little ? UInt16(b[2 * i]) | UInt16(b[2 * i + 1]) << 8 : UInt16(b[2 * i + 1]) | UInt16(b[2 * i]) << 8
    }

    static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80: out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6))); out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12))); out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18))); out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F))); out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// Encodes WTF-8 `text` in `encoding` (no BOM). Malformed UTF-8 sequences become U+FFFD in UTF-16/32.
    static func encode(_ text: [UInt8], as encoding: StringsEncoding) -> [UInt8] {
        if encoding == .utf8 { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.count * (encoding == .utf32LittleEndian || encoding == .utf32BigEndian ? 4 : 2))
        var i = 0
        let n = text.count
        while i < n {
            let b0 = text[i]
            var v: UInt32 = 0xFFFD
            var len = 1
            if b0 < 0x80 { v = UInt32(b0) }
            else if b0 & 0xE0 == 0xC0, i + 1 < n, text[i + 1] & 0xC0 == 0x80 {
                v = UInt32(b0 & 0x1F) << 6 | UInt32(text[i + 1] & 0x3F); len = 2
            } else if b0 & 0xF0 == 0xE0, i + 2 < n, text[i + 1] & 0xC0 == 0x80, text[i + 2] & 0xC0 == 0x80 {
                v = UInt32(b0 & 0x0F) << 12 | UInt32(text[i + 1] & 0x3F) << 6 | UInt32(text[i + 2] & 0x3F); len = 3
            } else if b0 & 0xF8 == 0xF0, i + 3 < n, text[i + 1] & 0xC0 == 0x80, text[i + 2] & 0xC0 == 0x80, text[i + 3] & 0xC0 == 0x80 {
                v = UInt32(b0 & 0x07) << 18 | UInt32(text[i + 1] & 0x3F) << 12 | UInt32(text[i + 2] & 0x3F) << 6 | UInt32(text[i + 3] & 0x3F); len = 4
            }
            i += len
            switch encoding {
            case .utf8: break
            case .utf16LittleEndian, .utf16BigEndian:
                let little = encoding == .utf16LittleEndian
                func put(_ u: UInt16) {
                    if little { out.append(UInt8(u & 0xFF)); out.append(UInt8(u >> 8)) } else { out.append(UInt8(u >> 8)); out.append(UInt8(u & 0xFF)) }
                }
                if v >= 0x10000 {
                    let w = v - 0x10000
                    put(UInt16(0xD800 + (w >> 10))); put(UInt16(0xDC00 + (w & 0x3FF)))
                } else { put(UInt16(v)) }
            case .utf32LittleEndian:
                out.append(UInt8(v & 0xFF)); out.append(UInt8((v >> 8) & 0xFF)); out.append(UInt8((v >> 16) & 0xFF)); out.append(UInt8(v >> 24))
            case .utf32BigEndian:
                out.append(UInt8(v >> 24)); out.append(UInt8((v >> 16) & 0xFF)); out.append(UInt8((v >> 8) & 0xFF)); out.append(UInt8(v & 0xFF))
            }
        }
        return out
    }
}
