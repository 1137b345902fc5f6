/// The old-style `.strings` reader: one pass over the text, no string allocated per token, linear in the
/// size of the file whatever it holds. On an error it records a diagnostic, keeps the offending text as
/// unexpected trivia of the next entry and goes on, so that nothing is lost and every independent problem
/// is reported, the way a compiler recovers:
///
/// - a run of characters that cannot start a key is one error, not one per character;
/// - a broken entry is skipped to the end of its line, and reading resumes on the next one;
/// - a quoted string whose closing quote is missing at the end of its line (it then runs on to some later
///   quote) is reported where it starts, and reading resumes on the next line, so nothing cascades from it;
/// - a curly quote used as a delimiter is reported as such, and the entry is still read;
/// - after ``maximumErrors`` errors, the rest are only counted.
///
/// What iOS does with the table (see ``CoreFoundationReading``) is worked out by the caller; the parser
/// only says what is wrong where.
struct StringsParser {
    /// Errors reported per file; further errors are counted in one closing diagnostic.
    static let maximumErrors = 20

    struct Result {
        var entries: [StringsEntry]
        var trailer: Fragment
        var diagnostics: [StringsDiagnostic]
        var lineEnding: LineEnding?
    }

    /// A quoted (or curly-quoted) token as scanned.
    struct Token {
        var start: Int
        var end: Int
        var location: SourceLocation
        /// The file ended before the closing quote.
        var unterminated = false
        /// The first line break inside the token, and its length, when the token spans lines.
        var firstBreak: Int?
        var firstBreakLength = 0
        /// Where the closing quote is (the end of the file when unterminated).
        var closeLocation = SourceLocation(line: 1, column: 1)
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
    var errorCount = 0
    var firstUnreportedError: SourceLocation?
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

    /// Byte length of a typographic quote at `i` (“ ” „ ‟ « » ‘ ’ ‚ ‛ ‹ › 「 」 『 』 ＂), or 0. Translators'
    /// editors put these in place of `"`; CoreFoundation does not take them as delimiters.
    static func curlyQuoteLength<C: RandomAccessCollection>(_ b: C, _ i: C.Index) -> Int where C.Element == UInt8, C.Index == Int {
        let c = b[i]
        if c == 0xC2, i + 1 < b.endIndex, b[i + 1] == 0xAB || b[i + 1] == 0xBB { return 2 }
        guard i + 2 < b.endIndex else { return 0 }
        if c == 0xE2, b[i + 1] == 0x80, (0x98...0x9F).contains(b[i + 2]) || b[i + 2] == 0xB9 || b[i + 2] == 0xBA { return 3 }
        if c == 0xE3, b[i + 1] == 0x80, (0x8C...0x8F).contains(b[i + 2]) { return 3 }
        if c == 0xEF, b[i + 1] == 0xBC, b[i + 2] == 0x82 { return 3 }
        return 0
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

    /// Records an error, or past ``maximumErrors`` only counts it (no message is built: a file of
    /// millions of bad characters stays linear).
    mutating func error(_ message: @autoclosure () -> String, at offset: Int) {
        report(.error, message(), at: location(offset))
    }

    mutating func report(_ severity: StringsDiagnostic.Severity, _ message: @autoclosure () -> String, at location: SourceLocation) {
        if severity == .error {
            errorCount += 1
            if errorCount > StringsParser.maximumErrors {
                if firstUnreportedError == nil { firstUnreportedError = location }
                return
            }
        }
        // The reason (what iOS does with the table) is filled in by StringsFile, which knows the outcome.
        diagnostics.append(StringsDiagnostic(severity: severity, message: message(), reason: "", location: location))
    }

    /// Skips whitespace and comments. A line comment ends at a line break, U+2028 or U+2029.
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
                    if !closed { report(.error, "unterminated comment: '/*' without its closing '*/'", at: startLocation) }
                    continue
                }
                if d == UInt8(ascii: "/") {
                    pos += 2
                    while pos < n, p[pos] != 10, p[pos] != 13, !(p[pos] == 0xE2 && StringsParser.whitespaceLength(p, pos) == 3) { pos += 1 }
                    continue
                }
            }
            return
        }
    }

    @inline(__always)
    func isTokenStart(_ c: UInt8) -> Bool { c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || StringsParser.isUnquoted(c) }

    /// Reads a token at `pos`: quoted, curly-quoted or unquoted.
    mutating func token() -> Token {
        let startLocation = location(pos)
        var token = Token(start: pos, end: pos, location: startLocation)
        let c = p[pos]
        let curly = StringsParser.curlyQuoteLength(p, pos)
        if curly > 0 {
            // Up to the next curly or straight quote, but never past the line: what the translator meant.
            pos += curly
            while pos < n, p[pos] != 10, p[pos] != 13 {
                if p[pos] == UInt8(ascii: "\"") { pos += 1; break }
                let l = StringsParser.curlyQuoteLength(p, pos)
                if l > 0 { pos += l; break }
                pos += 1
            }
            token.end = pos
            return token
        }
        guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else {
            while pos < n, StringsParser.isUnquoted(p[pos]) { pos += 1 }
            token.end = pos
            return token
        }
        pos += 1
        while pos < n {
            let e = p[pos]
            if e == c {
                token.closeLocation = location(pos)
                pos += 1
                token.end = pos
                return token
            }
            if e == UInt8(ascii: "\\") {
                pos += 1
                if pos < n {
                    if p[pos] == 10 || p[pos] == 13 { noteBreak(&token) }
                    let l = newline(at: pos)
                    pos += l > 0 ? l : 1
                }
                continue
            }
            if e == 10 || e == 13 { noteBreak(&token); pos += newline(at: pos); continue }
            pos += 1
        }
        token.unterminated = true
        token.closeLocation = location(n)
        token.end = n
        return token
    }

    mutating func noteBreak(_ token: inout Token) {
        guard token.firstBreak == nil else { return }
        token.firstBreak = pos
        token.firstBreakLength = p[pos] == 13 && pos + 1 < n && p[pos + 1] == 10 ? 2 : 1
    }

    /// Whether a string that spans lines is really a string whose closing quote is missing at the end of
    /// its first line: the text ran out, or its first line ends with `;` (the entry was complete but for
    /// the quote), or the quote it met is glued to the text after it (it was the opening quote of a key
    /// on a later line).
    func isMissingItsClosingQuote(_ token: Token) -> Bool {
        if token.unterminated { return true }
        guard let firstBreak = token.firstBreak else { return false }
        var j = firstBreak - 1
        while j > token.start, p[j] == 32 || p[j] == 9 { j -= 1 }
        if j > token.start, p[j] == UInt8(ascii: ";") { return true }
        guard token.end < n else { return false }
        let after = p[token.end]
        return StringsParser.isUnquoted(after) || after >= 0x80
    }

    /// Reports a string without its closing quote where it starts and moves reading to the line after
    /// its first one. Returns the end of the text the entry keeps (its first line).
    mutating func missingClosingQuote(_ token: Token) -> Int {
        let quote = p[token.start] == UInt8(ascii: "'") ? "'" : "\""
        let runsTo = token.unterminated ? "the end of the file" : "\(token.closeLocation)"
        report(.error, "missing closing '\(quote)' at the end of line \(token.location.line): the string that starts at \(token.location) runs to \(runsTo)",
               at: token.location)
        let lineEnd = token.firstBreak ?? n
        resume(at: min(n, lineEnd + token.firstBreakLength), line: token.location.line + (token.firstBreak == nil ? 0 : 1))
        return lineEnd
    }

    /// Drops the diagnostics recorded since `state` was taken.
    mutating func forget(since state: (count: Int, errors: Int, unreported: SourceLocation?)) {
        diagnostics.removeSubrange(state.count...)
        errorCount = state.errors
        firstUnreportedError = state.unreported
    }

    /// Moves reading back to `offset`, the start of line `newLine`.
    mutating func resume(at offset: Int, line newLine: Int) {
        pos = offset
        line = newLine
        lineStart = offset
        colOffset = offset
        colValue = 1
    }

    /// After a broken entry: skips to the start of the next line (entries are one per line in real tables;
    /// matching quotes across lines instead is what made one error cascade into many).
    mutating func skipToNextLine() {
        while pos < n, p[pos] != 10, p[pos] != 13 { pos += 1 }
        if pos < n { pos += newline(at: pos) }
    }

    /// A character for a message: visible ones quoted, invisible ones by code point and name.
    static func shown(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> String {
        let n = p.count
        guard i < n else { return "the end of the file" }
        var j = i + 1
        while j < n, p[j] & 0xC0 == 0x80 { j += 1 }
        let s = String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self)
        guard let scalar = s.unicodeScalars.first else { return "the end of the file" }
        if scalar == "\n" || scalar == "\r" { return "the end of the line" }
        return TerminalText.visible(scalar)
    }

    mutating func curlyQuoteError(_ token: Token) {
        let curly = String(decoding: UnsafeBufferPointer(rebasing: p[token.start..<(token.start + StringsParser.curlyQuoteLength(p, token.start))]), as: UTF8.self)
        error("a curly quote \(curly) is used as a string delimiter: use a straight quote '\"' (curly quotes belong inside the string)", at: token.start)
    }

    /// The kind of a structured value (`(` array, `{` dictionary, `<` data) at `i`, or nil.
    func structuredValueKind(at i: Int) -> String? {
        switch p[i] {
        case UInt8(ascii: "("): return "an array"
        case UInt8(ascii: "{"): return "a dictionary"
        case UInt8(ascii: "<"): return "data"
        default: return nil
        }
    }

    mutating func run() -> Result {
        var entries: [StringsEntry] = []
        // Real tables spend 60–150 bytes per entry; reserving avoids most regrowth copies.
        entries.reserveCapacity(n / 96 + 4)
        var leadStart = 0
        var braceOpen = false
        var braceClosed = false

        skipTrivia()
        if pos < n, p[pos] == UInt8(ascii: "{") { braceOpen = true; pos += 1 }

        while true {
            skipTrivia()
            if pos >= n { break }
            if braceClosed {
                error("unexpected text after the closing '}'", at: pos)
                pos = n
                break
            }
            if p[pos] == UInt8(ascii: "}") && braceOpen {
                braceClosed = true
                pos += 1
                continue
            }
            guard let key = key(insideBraces: braceOpen), let (entry, end) = entry(key: key, leadStart: leadStart) else { continue }
            entries.append(entry)
            leadStart = end
        }
        if braceOpen && !braceClosed {
            error("expected '}' to close the table", at: n)
        }
        var diagnostics = self.diagnostics
        if let first = firstUnreportedError {
            let more = errorCount - StringsParser.maximumErrors
            diagnostics.append(StringsDiagnostic(
                message: "\(more) more error\(more == 1 ? "" : "s") in this file from here on, not listed; fix the ones above and read it again",
                reason: "", location: first))
        }
        return Result(entries: entries, trailer: .span(Int32(leadStart), Int32(n)), diagnostics: diagnostics, lineEnding: lineEnding)
    }

    /// The key token at `pos`, or nil after reporting what stands there instead (one error for a whole run
    /// of characters that cannot start a key) or a key whose closing quote is missing.
    mutating func key(insideBraces braceOpen: Bool) -> Token? {
        let curlyKey = StringsParser.curlyQuoteLength(p, pos) > 0
        guard isTokenStart(p[pos]) || curlyKey else {
            let (buffer, at) = (p, pos)
            if let marker = MergeConflictMarker.line(holding: at, in: buffer) {
                error(MergeConflictMarker.message(marker), at: at)
                skipToNextLine()
                return nil
            }
            error("expected a key (a quoted string) but found \(StringsParser.shown(buffer, at: at))", at: at)
            while pos < n, !isTokenStart(p[pos]), StringsParser.whitespaceLength(p, pos) == 0,
                  StringsParser.curlyQuoteLength(p, pos) == 0, !(p[pos] == UInt8(ascii: "}") && braceOpen),
                  !(p[pos] == UInt8(ascii: "/") && pos + 1 < n && (p[pos + 1] == UInt8(ascii: "*") || p[pos + 1] == UInt8(ascii: "/"))) {
                pos += 1
            }
            return nil
        }
        let key = token()
        if curlyKey { curlyQuoteError(key) }
        if key.unterminated {
            _ = missingClosingQuote(key)
            return nil
        }
        return key
    }

    /// The entry that `key` begins: `"k";` (shorthand) or `"k" = "v";`, its leading trivia from `leadStart`.
    /// Nil when what follows the key is no entry (reported, and skipped to a place to resume from); else the
    /// entry and where it ends (the next entry's leading trivia starts there).
    mutating func entry(key: Token, leadStart: Int) -> (StringsEntry, end: Int)? {
        let reported = (diagnostics.count, errorCount, firstUnreportedError)
        skipTrivia()
        if pos < n, p[pos] == UInt8(ascii: ";") {
            pos += 1
            entryTail()
            return (StringsEntry(
                text: text, leading: .span(Int32(leadStart), Int32(key.start)), keyToken: .span(Int32(key.start), Int32(key.end)),
                middle: .empty, valueToken: .span(Int32(key.end), Int32(key.end)), tail: .span(Int32(key.end), Int32(pos)),
                keyLocation: key.location, valueLocation: key.location, isShorthand: true, hasSemicolon: true), pos)
        }
        guard pos < n, p[pos] == UInt8(ascii: "=") else {
            if key.firstBreak != nil, isMissingItsClosingQuote(key) {
                // What followed the wrong closing quote was never really trivia.
                forget(since: reported)
                _ = missingClosingQuote(key)
            } else {
                let (buffer, at) = (p, pos)
                error("expected '=' or ';' after the key but found \(StringsParser.shown(buffer, at: at))", at: at)
                skipToNextLine()
            }
            return nil
        }
        pos += 1
        skipTrivia()
        if pos < n, let kind = structuredValueKind(at: pos) {
            skipStructuredValue(kind, of: key)
            return nil
        }
        let curlyValue = pos < n && StringsParser.curlyQuoteLength(p, pos) > 0
        guard pos < n, isTokenStart(p[pos]) || curlyValue else {
            let (buffer, at) = (p, pos)
            error("expected a value (a quoted string) after '=' but found \(StringsParser.shown(buffer, at: at))", at: at)
            skipToNextLine()
            return nil
        }
        let value = token()
        if curlyValue { curlyQuoteError(value) }
        let (valueEnd, hasSemicolon) = endOfEntry(value: value)
        let tailEnd = hasSemicolon ? pos : valueEnd
        return (StringsEntry(
            text: text, leading: .span(Int32(leadStart), Int32(key.start)), keyToken: .span(Int32(key.start), Int32(key.end)),
            middle: .span(Int32(key.end), Int32(value.start)), valueToken: .span(Int32(value.start), Int32(valueEnd)),
            tail: .span(Int32(valueEnd), Int32(tailEnd)),
            keyLocation: key.location, valueLocation: value.location, isShorthand: false, hasSemicolon: hasSemicolon), tailEnd)
    }

    /// A property list value that is not a string (`<data>`, `( … )`, `{ … }`): CoreFoundation reads it,
    /// but it is no text. Skipped whole with a warning, or an error when it is not closed.
    mutating func skipStructuredValue(_ kind: String, of key: Token) {
        let valueLocation = location(pos)
        guard let end = CoreFoundationReading.endOfObject(in: p, from: pos) else {
            error("\(kind) value that is not closed or not well formed; write the text as a quoted string", at: pos)
            skipToNextLine()
            return
        }
        while pos < end { let l = newline(at: pos); pos += l > 0 ? l : 1 }
        skipTrivia()
        guard pos < n, p[pos] == UInt8(ascii: ";") else {
            error("expected ';' after the value", at: pos)
            skipToNextLine()
            return
        }
        pos += 1
        let shownKey = StringsEscapes.decode(text.bytes[key.start..<key.end])
        report(.warning, "the value of \"\(shownKey)\" is \(kind), not a string; write the text as a quoted string", at: valueLocation)
    }

    /// Where the entry whose value is `value` ends: after its `;` (and the rest of that line, see
    /// ``entryTail()``), or — with an error — at the value's end when the `;` or the closing quote is missing.
    mutating func endOfEntry(value: Token) -> (valueEnd: Int, hasSemicolon: Bool) {
        if value.unterminated { return (missingClosingQuote(value), false) }
        let valueEndLocation = location(value.end)
        let (lineAfter, lineStartAfter) = (line, lineStart)
        let reported = (diagnostics.count, errorCount, firstUnreportedError)
        skipTrivia()
        if pos < n, p[pos] == UInt8(ascii: ";") {
            pos += 1
            entryTail()
            return (value.end, true)
        }
        if value.firstBreak != nil, isMissingItsClosingQuote(value) {
            forget(since: reported)
            return (missingClosingQuote(value), false)
        }
        // Point at the end of the value: that is where the ';' belongs.
        report(.error, "expected ';' after the value", at: valueEndLocation)
        pos = value.end
        (line, lineStart) = (lineAfter, lineStartAfter)
        // The column at the value's end is known: counting again from the line's start made a long line of
        // entries without ';' quadratic.
        colOffset = value.end
        colValue = valueEndLocation.column
        return (value.end, false)
    }

    /// Spaces and tabs then one line break after an entry's `;` belong to the entry.
    /// A comment on the same line (`"k" = "v"; // note`) is the entry's too, as in swift-syntax.
    mutating func entryTail() {
        var i = pos
        while i < n, p[i] == 32 || p[i] == 9 { i += 1 }
        if i + 1 < n, p[i] == UInt8(ascii: "/") {
            if p[i + 1] == UInt8(ascii: "/") {
                // A comment ended by U+2028/U+2029 is followed by more text on this line: not the entry's.
                while i < n, p[i] != 10, p[i] != 13 {
                    if p[i] == 0xE2, StringsParser.whitespaceLength(p, i) == 3 { return }
                    i += 1
                }
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
}
