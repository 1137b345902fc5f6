import Foundation
import L10nInterfaceBuilder

/// INTERIM — to be replaced by L10nStrings' lossless model (behind `ExtractTableEditing`).
///
/// A deliberately small reader for the tables `extract` edits: UTF-8 or UTF-16 (with a BOM) text made of
/// whitespace, `/* */` and `//` comments and `"key" = "value";` entries. It keeps the text as pieces, so
/// what it does not edit is written back byte for byte; anything outside that subset (unquoted tokens,
/// shorthand entries, plists) is refused with its line and column rather than risk a lossy rewrite.
struct InterimStringsTable: ExtractTableEditing {
    enum Piece {
        case space(String)
        case comment(String)
        case entry(raw: String, key: String, value: String, line: Int, column: Int)
    }

    enum Encoding { case utf8, utf16LittleEndian, utf16BigEndian }

    private(set) var pieces: [Piece]
    let encoding: Encoding
    let hasByteOrderMark: Bool
    let newline: String

    struct ReadError: Error { let line: Int; let column: Int; let message: String }

    init(bytes: [UInt8]) throws {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            encoding = little ? .utf16LittleEndian : .utf16BigEndian
            hasByteOrderMark = true
            guard bytes.count % 2 == 0 else { throw ReadError(line: 1, column: 1, message: "odd number of bytes in a UTF-16 table") }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            for index in stride(from: 2, to: bytes.count, by: 2) {
                units.append(little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            encoding = .utf8
            hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let body = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
            guard let decoded = String(validating: body, as: UTF8.self) else {
                throw ReadError(line: 1, column: 1, message: "not valid UTF-8 (and no UTF-16 byte order mark)")
            }
            text = decoded
        }
        newline = text.contains("\r\n") ? "\r\n" : "\n"
        pieces = try InterimStringsTable.parse(Array(text.unicodeScalars))
    }

    private static func parse(_ scalars: [Unicode.Scalar]) throws -> [Piece] {
        var pieces: [Piece] = []
        var index = 0
        var line = 1, lineStart = 0
        func string(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[range])
            return String(result)
        }
        func fail(_ message: String, at position: Int) -> ReadError {
            // Line counts are kept at piece boundaries; count the rest of the way here.
            var errorLine = line, errorLineStart = lineStart
            for index in lineStart..<min(position, scalars.count) where scalars[index] == "\n" { errorLine += 1; errorLineStart = index + 1 }
            return ReadError(line: errorLine, column: position - errorLineStart + 1, message: message)
        }
        func advanceLines(_ range: Range<Int>) {
            for position in range where scalars[position] == "\n" { line += 1; lineStart = position + 1 }
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
                || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        func skipSpace(_ position: inout Int) {
            while position < scalars.count && isSpace(scalars[position]) { position += 1 }
        }
        func quoted(_ position: inout Int) throws -> String {
            guard position < scalars.count, scalars[position] == "\"" else { throw fail("expected a quoted string", at: position) }
            position += 1
            var value = String.UnicodeScalarView()
            while position < scalars.count && scalars[position] != "\"" {
                if scalars[position] == "\\", position + 1 < scalars.count {
                    position += 1
                    switch scalars[position] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    default: value.append(scalars[position])
                    }
                } else {
                    value.append(scalars[position])
                }
                position += 1
            }
            guard position < scalars.count else { throw fail("unterminated string", at: position) }
            position += 1
            return String(value)
        }
        while index < scalars.count {
            let start = index
            if isSpace(scalars[index]) {
                skipSpace(&index)
                pieces.append(.space(string(start..<index)))
            } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw fail("unterminated comment", at: start) }
                index += 2
                pieces.append(.comment(string(start..<index)))
            } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
                pieces.append(.comment(string(start..<index)))
            } else if scalars[index] == "\"" {
                let key = try quoted(&index)
                skipSpace(&index)
                guard index < scalars.count, scalars[index] == "=" else { throw fail("expected '=' after the key", at: index) }
                index += 1
                skipSpace(&index)
                let value = try quoted(&index)
                let valueEnd = index
                skipSpace(&index)
                guard index < scalars.count, scalars[index] == ";" else {
                    throw fail("expected ';' after the value (iOS ignores the whole table otherwise)", at: valueEnd)
                }
                index += 1
                pieces.append(.entry(raw: string(start..<index), key: key, value: value, line: line, column: start - lineStart + 1))
            } else {
                throw fail("this table uses syntax extract cannot edit yet (only \"key\" = \"value\"; entries and comments)", at: index)
            }
            advanceLines(start..<index)
        }
        return pieces
    }

    var entries: [ExtractTableEntry] {
        pieces.indices.compactMap { index in
            guard case .entry(_, let key, let value, let line, let column) = pieces[index] else { return nil }
            return ExtractTableEntry(key: key, value: value, comment: commentIndex(before: index).map { Self.commentText(pieces[$0]) },
                                     line: line, column: column)
        }
    }

    /// The index of the block comment directly above the entry at `index` (only whitespace between).
    private func commentIndex(before index: Int) -> Int? {
        var position = index - 1
        if position >= 0, case .space = pieces[position] { position -= 1 }
        guard position >= 0, case .comment(let raw) = pieces[position], raw.hasPrefix("/*") else { return nil }
        return position
    }

    private static func commentText(_ piece: Piece) -> String {
        guard case .comment(let raw) = piece else { return "" }
        return String(raw.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces)
    }

    private func entryIndex(_ key: String) -> Int? {
        pieces.firstIndex { if case .entry(_, let entryKey, _, _, _) = $0 { return entryKey == key } else { return false } }
    }

    mutating func setComment(_ comment: String, forKey key: String) {
        guard let index = entryIndex(key) else { return }
        if let commentIndex = commentIndex(before: index) {
            pieces[commentIndex] = .comment("/* \(comment) */")
        } else {
            pieces.insert(contentsOf: [.comment("/* \(comment) */"), .space(newline)], at: index)
        }
    }

    mutating func insert(key: String, value: String, comment: String) {
        let raw = "\"\(IBStringsEntry.escape(key))\" = \"\(IBStringsEntry.escape(value))\";"
        let newEntry = Piece.entry(raw: raw, key: key, value: value, line: 0, column: 0)
        let following = pieces.indices.first { index in
            guard case .entry(_, let other, _, _, _) = pieces[index] else { return false }
            return key.unicodeScalars.lexicographicallyPrecedes(other.unicodeScalars)
        }
        if let following {
            let at = commentIndex(before: following) ?? following
            pieces.insert(contentsOf: [.comment("/* \(comment) */"), .space(newline), newEntry, .space(newline + newline)], at: at)
        } else {
            if let last = pieces.last {
                if case .space(let raw) = last, raw.hasSuffix("\n") {} else { pieces.append(.space(newline)) }
            }
            pieces.append(contentsOf: [.space(newline), .comment("/* \(comment) */"), .space(newline), newEntry, .space(newline)])
        }
    }

    mutating func remove(key: String) {
        guard let index = entryIndex(key) else { return }
        var start = commentIndex(before: index) ?? index
        var end = index + 1
        let isFirstEntry = !pieces[..<start].contains { if case .entry = $0 { return true } else { return false } }
        if !isFirstEntry, start > 0, case .space = pieces[start - 1] {
            start -= 1
        } else if end < pieces.count, case .space = pieces[end] {
            end += 1
        }
        pieces.removeSubrange(start..<end)
    }

    mutating func commentOut(key: String) {
        guard let index = entryIndex(key), case .entry(let raw, _, _, _, _) = pieces[index] else { return }
        pieces[index] = .comment(raw.contains("*/") ? "// \(raw)" : "/* \(raw) */")
    }

    func encoded() -> [UInt8] {
        var text = ""
        for piece in pieces {
            switch piece {
            case .space(let raw), .comment(let raw), .entry(let raw, _, _, _, _): text += raw
            }
        }
        switch encoding {
        case .utf8:
            return (hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var bytes: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in text.utf16 {
                let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
                bytes += encoding == .utf16LittleEndian ? [low, high] : [high, low]
            }
            return bytes
        }
    }
}
