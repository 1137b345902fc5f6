/// The old-style `.strings` reader: one pass over the text, no string allocated per token. On an error it
/// records a diagnostic, keeps the offending text as unexpected trivia of the next entry and goes on, so
/// every error of the file is reported and nothing is lost.
struct StringsParser {
    static let malformedReason = "iOS ignores the whole table when one entry is malformed"

    struct Result {
        var entries: [StringsEntry]
        var trailer: Fragment
        var diagnostics: [StringsDiagnostic]
        var lineEnding: LineEnding?
    }

    let text: StringsText
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var line = 1
    var lineStart = 0
    // Column cache: the column of `colOffset` on the current line, so columns cost O(1) amortised.
    var colOffset = 0
    var colValue = 1
    var diagnostics: [StringsDiagnostic] = []
    var lineEnding: LineEnding?

    init(text: StringsText, buffer: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.p = buffer
        self.n = buffer.count
    }

    static func parse(_ text: StringsText) -> Result {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(text: text, buffer: buffer)
            return parser.run()
        }
    }

    /// Byte length of the whitespace character at `i`, or 0: U+0009–000D, space, U+2028, U+2029.
    @inline(__always)
    static func whitespaceLength<C: RandomAccessCollection>(_ b: C, _ i: C.Index) -> Int where C.Element == UInt8, C.Index == Int {
        let c = b[i]
        if c == 32 || (c >= 9 && c <= 13) { return 1 }
        if c == 0xE2, i + 2 < b.endIndex, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return 3 }
        return 0
    }

    @inline(__always)
    static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        // Callers ask in increasing order within a line; restart the cache when the line changed.
        if colOffset < lineStart || colOffset > offset { colOffset = lineStart; colValue = 1 }
        var i = colOffset
        var col = colValue
        while i < offset { if p[i] & 0xC0 != 0x80 { col += 1 }; i += 1 }
        colOffset = offset
        colValue = col
        return SourceLocation(line: line, column: col)
    }

    @inline(__always)
    mutating func newline(at i: Int) -> Int {
        // Returns the length of the line break at i (0 if none) and advances the line counter.
        let c = p[i]
        if c == 10 {
            if lineEnding == nil { lineEnding = .lf }
            line += 1; lineStart = i + 1; return 1
        }
        if c == 13 {
            if i + 1 < n, p[i + 1] == 10 {
                if lineEnding == nil { lineEnding = .crlf }
                line += 1; lineStart = i + 2; return 2
            }
            if lineEnding == nil { lineEnding = .cr }
            line += 1; lineStart = i + 1; return 1
        }
        return 0
    }

    mutating func error(_ message: String, at offset: Int, reason: String = StringsParser.malformedReason) {
        diagnostics.append(StringsDiagnostic(message: message, reason: reason, location: location(offset)))
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        while pos < n {
            let c = p[pos]
            if c == 10 || c == 13 { pos += newline(at: pos); continue }
            if c == 32 || c == 9 || c == 11 || c == 12 { pos += 1; continue }
            if c == 0xE2 {
                let l = StringsParser.whitespaceLength(p, pos)
                if l > 0 { pos += l; continue }
                return
            }
            if c == UInt8(ascii: "/"), pos + 1 < n {
                let d = p[pos + 1]
                if d == UInt8(ascii: "*") {
                    let startLocation = location(pos)
                    pos += 2
                    var closed = false
                    while pos < n {
                        let e = p[pos]
                        if e == UInt8(ascii: "*"), pos + 1 < n, p[pos + 1] == UInt8(ascii: "/") { pos += 2; closed = true; break }
                        if e == 10 || e == 13 { pos += newline(at: pos) } else { pos += 1 }
                    }
                    if !closed {
                        diagnostics.append(StringsDiagnostic(
                            message: "unterminated comment: expected '*/'",
                            reason: StringsParser.malformedReason,
                            location: startLocation))
                    }
                    continue
                }
                if d == UInt8(ascii: "/") {
                    pos += 2
                    while pos < n, p[pos] != 10, p[pos] != 13 { pos += 1 }
                    continue
                }
            }
            return
        }
    }

    @inline(__always)
    func isTokenStart(_ c: UInt8) -> Bool { c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || StringsParser.isUnquoted(c) }

    /// Reads a token at `pos`; false (with a diagnostic) when a quoted string has no closing quote.
    mutating func token() -> Bool {
        let c = p[pos]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let startLocation = location(pos)
            pos += 1
            while pos < n {
                let e = p[pos]
                if e == c { pos += 1; return true }
                if e == UInt8(ascii: "\\") {
                    pos += 1
                    if pos < n { if p[pos] == 10 || p[pos] == 13 { _ = newline(at: pos) }; pos += 1 }
                    continue
                }
                if e == 10 || e == 13 { pos += newline(at: pos); continue }
                pos += 1
            }
            diagnostics.append(StringsDiagnostic(
                message: "unterminated string: expected a closing \(c == UInt8(ascii: "\"") ? "'\"'" : "\"'\"")",
                reason: StringsParser.malformedReason, location: startLocation))
            return false
        }
        while pos < n, StringsParser.isUnquoted(p[pos]) { pos += 1 }
        return true
    }

    /// After an error: skips to just after the next `;` outside strings and comments (or to the end).
    mutating func recover() {
        while pos < n {
            skipTrivia()
            guard pos < n else { return }
            let c = p[pos]
            if c == UInt8(ascii: ";") { pos += 1; return }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                if !token() { pos = n; return }
                continue
            }
            pos += 1
        }
    }

    /// Spaces and tabs then one line break after an entry's `;` belong to the entry.
    /// A comment on the same line (`"k" = "v"; // note`) is the entry's too, as in swift-syntax.
    mutating func entryTail() {
        var i = pos
        while i < n, p[i] == 32 || p[i] == 9 { i += 1 }
        if i + 1 < n, p[i] == UInt8(ascii: "/") {
            if p[i + 1] == UInt8(ascii: "/") {
                while i < n, p[i] != 10, p[i] != 13 { i += 1 }
            } else if p[i + 1] == UInt8(ascii: "*") {
                var j = i + 2
                while j + 1 < n, p[j] != 10, p[j] != 13, !(p[j] == UInt8(ascii: "*") && p[j + 1] == UInt8(ascii: "/")) { j += 1 }
                guard j + 1 < n, p[j] == UInt8(ascii: "*"), p[j + 1] == UInt8(ascii: "/") else { return }
                j += 2
                while j < n, p[j] == 32 || p[j] == 9 { j += 1 }
                guard j >= n || p[j] == 10 || p[j] == 13 else { return }
                i = j
            }
        }
        if i < n, p[i] == 10 || p[i] == 13 { pos = i + newline(at: i) } else if i >= n { pos = n }
    }

    mutating func run() -> Result {
        var entries: [StringsEntry] = []
        // Real tables spend 60–150 bytes per entry; reserving avoids most regrowth copies.
        entries.reserveCapacity(n / 96 + 4)
        var leadStart = 0
        var braceOpen = false
        var braceClosed = false
        var sawEntry = false

        skipTrivia()
        if pos < n, p[pos] == UInt8(ascii: "{") { braceOpen = true; pos += 1 }

        while true {
            skipTrivia()
            if pos >= n { break }
            let c = p[pos]
            if braceClosed {
                error("unexpected text after the closing '}'", at: pos)
                pos = n
                break
            }
            if c == UInt8(ascii: "}") && braceOpen {
                braceClosed = true
                pos += 1
                continue
            }
            guard isTokenStart(c) else {
                error("expected a key (a quoted string) but found '\(printable(at: pos))'", at: pos)
                pos += 1
                recover()
                continue
            }
            let keyStart = pos
            let keyLocation = location(pos)
            guard token() else { pos = n; break }
            let keyEnd = pos
            skipTrivia()
            if pos < n, p[pos] == UInt8(ascii: ";") {
                pos += 1
                entryTail()
                entries.append(StringsEntry(
                    text: text, leading: .span(Int32(leadStart), Int32(keyStart)), keyToken: .span(Int32(keyStart), Int32(keyEnd)),
                    middle: .empty, valueToken: .span(Int32(keyEnd), Int32(keyEnd)), tail: .span(Int32(keyEnd), Int32(pos)),
                    keyLocation: keyLocation, valueLocation: keyLocation, isShorthand: true, hasSemicolon: true))
                leadStart = pos
                sawEntry = true
                continue
            }
            guard pos < n, p[pos] == UInt8(ascii: "=") else {
                if pos < n {
                    error("expected '=' or ';' after the key but found '\(printable(at: pos))'", at: pos)
                } else {
                    error("expected '=' or ';' after the key, found the end of the file", at: pos)
                }
                recover()
                continue
            }
            pos += 1
            skipTrivia()
            guard pos < n, isTokenStart(p[pos]) else {
                if pos < n {
                    error("expected a value (a quoted string) after '=' but found '\(printable(at: pos))'", at: pos)
                } else {
                    error("expected a value (a quoted string) after '=', found the end of the file", at: pos)
                }
                recover()
                continue
            }
            let valueStart = pos
            let valueLocation = location(pos)
            var lineStartBefore = lineStart
            guard token() else { pos = n; break }
            let valueEnd = pos
            let valueEndLocation = location(pos)
            lineStartBefore = lineStart
            skipTrivia()
            var hasSemicolon = true
            if pos < n, p[pos] == UInt8(ascii: ";") {
                pos += 1
                entryTail()
            } else {
                hasSemicolon = false
                // Point at the end of the value: that is where the ';' belongs.
                diagnostics.append(StringsDiagnostic(
                    message: "expected ';' after the value", reason: StringsParser.malformedReason, location: valueEndLocation))
                pos = valueEnd
                (line, lineStart) = (valueEndLocation.line, lineStartBefore)
            }
            entries.append(StringsEntry(
                text: text, leading: .span(Int32(leadStart), Int32(keyStart)), keyToken: .span(Int32(keyStart), Int32(keyEnd)),
                middle: .span(Int32(keyEnd), Int32(valueStart)), valueToken: .span(Int32(valueStart), Int32(valueEnd)),
                tail: .span(Int32(valueEnd), Int32(pos)),
                keyLocation: keyLocation, valueLocation: valueLocation, isShorthand: false, hasSemicolon: hasSemicolon))
            leadStart = pos
            sawEntry = true
        }
        _ = sawEntry
        if braceOpen && !braceClosed {
            error("expected '}' to close the table", at: n)
        }
        // Rewinding after a missing ';' can meet an unterminated comment twice: report it once.
        var seen = Set<String>()
        let unique = diagnostics.filter { seen.insert("\($0.location) \($0.message)").inserted }
        return Result(entries: entries, trailer: .span(Int32(leadStart), Int32(n)), diagnostics: unique, lineEnding: lineEnding)
    }

    func printable(at i: Int) -> String {
        var j = i + 1
        while j < n, p[j] & 0xC0 == 0x80 { j += 1 }
        let s = String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self)
        if s == "\n" || s == "\r" { return "\\n" }
        return s
    }
}
