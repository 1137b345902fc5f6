import Foundation

/// The characters of a document as UTF-8, whatever it was saved in. Interface Builder writes UTF-8; a
/// document in UTF-16 or declaring another encoding (`<?xml … encoding="ISO-8859-1"?>`, Shift_JIS) is
/// decoded as declared, with a warning, instead of extracting "Gr��e"; bytes that are not valid in the
/// encoding are an error at their line and column.
enum IBDocumentEncoding {
    /// Encodings a declaration may name, by lower-cased name.
    static let declared: [String: String.Encoding] = [
        "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "ascii": .ascii,
        "iso-8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1, "latin-1": .isoLatin1,
        "iso-8859-2": .isoLatin2, "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
        "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "shift_jis": .shiftJIS, "shift-jis": .shiftJIS, "sjis": .shiftJIS, "x-sjis": .shiftJIS,
        "macintosh": .macOSRoman, "x-mac-roman": .macOSRoman, "utf-16": .utf16,
    ]

    static func utf8(_ bytes: [UInt8], path: String) throws -> (bytes: [UInt8], warning: IBDocumentWarning?) {
        func warning(_ name: String) -> IBDocumentWarning {
            IBDocumentWarning(path: path, line: 1, column: 1,
                              message: "the document is saved in \(name); Interface Builder writes UTF-8, so it was read as \(name) (save it as UTF-8 in Xcode to be safe)")
        }
        // UTF-16, with a byte-order mark or recognisable by the zero byte of its `<`.
        let utf16: String.Encoding? =
            bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00]) ? .utf16LittleEndian
            : bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C]) ? .utf16BigEndian : nil
        if let utf16 {
            var body = bytes
            if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) { body.removeFirst(2) }
            guard body.count % 2 == 0, let text = String(bytes: body, encoding: utf16) else {
                throw IBReadError(path: path, line: 1, column: 1, message: "the document looks like UTF-16 but is not valid UTF-16; save it as UTF-8 in Xcode")
            }
            return (Array(text.utf8), warning("UTF-16"))
        }
        let declaredName = declaredEncoding(bytes)
        if let name = declaredName, let encoding = declared[name.lowercased()], encoding != .utf8, encoding != .ascii, encoding != .utf16 {
            guard let text = String(bytes: bytes, encoding: encoding) else {
                throw IBReadError(path: path, line: 1, column: 1, message: "the document declares encoding \(name) but its bytes are not valid \(name); save it as UTF-8 in Xcode")
            }
            return (Array(text.utf8), warning(name))
        } else if let name = declaredName, declared[name.lowercased()] == nil {
            throw IBReadError(path: path, line: 1, column: 1, message: "the document declares encoding \(name), which this tool does not read; save it as UTF-8 in Xcode (Interface Builder writes UTF-8)")
        }
        if let (line, column, byte) = firstInvalidUTF8(bytes) {
            throw IBReadError(path: path, line: line, column: column,
                              message: "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8: the document was saved in another encoding or damaged; declare its encoding (<?xml … encoding=\"ISO-8859-1\"?>) or save it as UTF-8")
        }
        return (bytes, nil)
    }

    /// The `encoding` of an XML declaration at the start, if any.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes.count > start + 5, bytes[start..<(start + 5)].elementsEqual("<?xml".utf8) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? min(bytes.count, start + 200)
        if bytes[start..<end].allSatisfy({ $0 < 0x80 }) { return asciiDeclaredEncoding(bytes[start..<end]) }
        // Characters, as below, only matter beyond ASCII (a quote with a combining mark is no quote).
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    /// `declaredEncoding` of an ASCII declaration, byte by byte (every XML declaration Xcode writes): the
    /// value after the first `encoding`, past spaces and `=`, between quotes (to the end when unclosed).
    static func asciiDeclaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        let keyword = Array("encoding".utf8)
        guard let found = declaration.indices.first(where: { declaration[$0...].starts(with: keyword) }) else { return nil }
        var index = found + keyword.count
        while index < declaration.endIndex && (declaration[index] == UInt8(ascii: " ") || declaration[index] == UInt8(ascii: "=")) { index += 1 }
        guard index < declaration.endIndex, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[index]
        let value = declaration[(index + 1)...].prefix { $0 != quote }
        return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }

    /// Line, column (bytes, as the reader counts) and value of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int, UInt8)? {
        guard let offset = bytes.withUnsafeBufferPointer(firstInvalidUTF8Offset) else { return nil }
        // Only a damaged file pays for counting lines.
        var line = 1, lineStart = 0
        for i in 0..<offset where bytes[i] == 10 { line += 1; lineStart = i + 1 }
        return (line, offset - lineStart + 1, bytes[offset])
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence (overlong forms, surrogates
    /// and values beyond U+10FFFF are invalid), or nil. ASCII, nearly all of a storyboard, is skipped 64
    /// bytes at a time.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < n {
            if i + 64 <= n {
                var words: UInt64 = 0
                for offset in stride(from: 0, to: 64, by: 8) { words |= raw.loadUnaligned(fromByteOffset: i + offset, as: UInt64.self) }
                if words & 0x8080_8080_8080_8080 == 0 { i += 64; continue }
            }
            if i + 32 <= n {
                let words = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 == 0 { i += 32; continue }
            }
            if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let c = bytes[i]
            if c < 0x80 { i += 1; continue }
            var length = 0
            var minimum: UInt32 = 0
            var value: UInt32 = 0
            if c & 0xE0 == 0xC0 { length = 2; minimum = 0x80; value = UInt32(c & 0x1F) }
            else if c & 0xF0 == 0xE0 { length = 3; minimum = 0x800; value = UInt32(c & 0x0F) }
            else if c & 0xF8 == 0xF0 { length = 4; minimum = 0x10000; value = UInt32(c & 0x07) }
            guard length > 0, i + length <= n else { return i }
            for k in 1..<length {
                guard bytes[i + k] & 0xC0 == 0x80 else { return i }
                value = value << 6 | UInt32(bytes[i + k] & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800..<0xE000).contains(value) { return i }
            i += length
        }
        return nil
    }
}
