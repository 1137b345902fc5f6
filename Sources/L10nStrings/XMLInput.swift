import Foundation

/// The bytes an XML reader may be given. FoundationXML's parser traps (a forced unwrap in its element
/// callback) on a name that is not valid UTF-8, which libxml2 passes through; so a document is converted
/// to UTF-8 from UTF-16 when it has a byte-order mark, and otherwise refused with the location of its
/// first byte that is not UTF-8.
enum XMLInput {
    /// The bytes with every comment's body blanked, as Core Foundation reads a property list: it skips from `<!--` to
    /// the first `-->`, whatever lies between, where XML forbids `--` inside a comment. NavCog's `.stringsdict` files
    /// open with a licence in `<!--- … --->`, which iOS reads and libxml2 refuses. Blanks (line breaks kept) leave
    /// every later line and column where it was; a CDATA section is text, not a comment.
    static func blankingCommentBodies(_ bytes: [UInt8]) -> [UInt8] {
        let open = Array("<!--".utf8), close = Array("-->".utf8), cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
        func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard start <= bytes.count - needle.count else { return nil }
            return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        var result = bytes
        var i = 0
        while i < bytes.count, let lt = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[lt...].starts(with: cdata) {
                guard let end = find(cdataEnd, from: lt + cdata.count) else { break }
                i = end + cdataEnd.count
            } else if bytes[lt...].starts(with: open) {
                guard let end = find(close, from: lt + open.count) else { break }
                for j in (lt + open.count)..<end where bytes[j] != 0x0A && bytes[j] != 0x0D { result[j] = 0x20 }
                i = end + close.count
            } else {
                i = lt + 1
            }
        }
        return result
    }

    static func utf8(_ bytes: [UInt8], kind: String) throws(LocalizationFormatError) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard (bytes.count - 2) % 2 == 0, let text = String(bytes: bytes[2...], encoding: encoding) else {
                throw LocalizationFormatError("the file starts like UTF-16 but is not valid UTF-16; save \(kind) as UTF-8", line: 1, column: 1)
            }
            // The declaration may still name UTF-16; the text is UTF-8 now.
            let converted = Array(text.replacingOccurrences(of: "encoding=\"UTF-16\"", with: "encoding=\"UTF-8\"",
                                                            options: .caseInsensitive).utf8)
            try requireUTF8Declaration(converted, kind: kind)
            return converted
        }
        try requireUTF8Declaration(bytes, kind: kind)
        guard String(validating: bytes, as: UTF8.self) == nil else { return bytes }
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            var length = 0
            if b < 0x80 { length = 1 } else if b & 0xE0 == 0xC0 { length = 2 } else if b & 0xF0 == 0xE0 { length = 3 } else if b & 0xF8 == 0xF0 { length = 4 }
            if length == 0 || i + length > bytes.count || String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil {
                throw LocalizationFormatError("byte 0x\(String(b, radix: 16, uppercase: true)) is not UTF-8; save \(kind) as UTF-8 (nothing was read)",
                                              line: line, column: column)
            }
            if b == 10 { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return bytes
    }

    /// The text is UTF-8 by now, so a declaration naming another encoding would make the parser decode it
    /// wrongly (and libxml2's converters for odd names leak memory on every file): refused.
    static func requireUTF8Declaration(_ bytes: [UInt8], kind: String) throws(LocalizationFormatError) {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return }
        try requireWellFormedDeclaration(bytes)
        let end = bytes.firstIndex(of: UInt8(ascii: ">")) ?? min(bytes.count, 200)
        let declaration = String(decoding: bytes[..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard ["utf-8", "utf8"].contains(name.lowercased()) else {
            throw LocalizationFormatError("the file declares encoding \(name); Xcode writes \(kind) in UTF-8: save it as UTF-8", line: 1, column: 1)
        }
    }

    /// `<?xml version="1.x" [encoding="…"] [standalone="yes|no"]?>`, checked before the parser sees it:
    /// FoundationXML keeps memory of every document whose declaration it cannot read (tens of KB each,
    /// which ran the XLIFF fuzzer out of memory).
    static func requireWellFormedDeclaration(_ bytes: [UInt8]) throws(LocalizationFormatError) {
        let malformed = LocalizationFormatError(
            "the XML declaration is malformed; Xcode writes <?xml version=\"1.0\" encoding=\"UTF-8\"?>", line: 1, column: 1)
        let limit = min(bytes.count, 256)
        guard let close = (5..<max(5, limit - 1)).first(where: { bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">") }) else {
            throw malformed
        }
        let inside = String(decoding: bytes[5..<close], as: UTF8.self)
        var rest = Substring(inside)
        var names: [String] = []
        while true {
            let spaced = rest.first.map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } ?? false
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { break }
            guard spaced else { throw malformed }
            let name = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(name.count).drop { $0 == " " }
            guard rest.first == "=" else { throw malformed }
            rest = rest.dropFirst().drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { throw malformed }
            let value = rest.dropFirst().prefix { $0 != quote }
            rest = rest.dropFirst(value.count + 1)
            guard rest.first == quote else { throw malformed }
            rest = rest.dropFirst()
            switch name {
            case "version": guard names.isEmpty, value.hasPrefix("1."), value.dropFirst(2).allSatisfy(\.isNumber), value.count > 2 else { throw malformed }
            case "encoding": guard names == ["version"], !value.isEmpty else { throw malformed }
            case "standalone": guard names.first == "version", value == "yes" || value == "no" else { throw malformed }
            default: throw malformed
            }
            names.append(String(name))
        }
        guard names.first == "version" else { throw malformed }
    }
}
