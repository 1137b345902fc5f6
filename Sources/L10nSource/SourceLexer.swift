/// The Swift / Objective-C lexer: one forward pass over the UTF-8 bytes, linear in the file's size.
///
/// It is exact about what can hide code-like text: string literals (escapes, `\(…)` interpolation with
/// nested strings and parentheses, raw `#"…"#` strings with any number of `#`, multi-line `"""…"""` with
/// Swift's indentation stripping, `@"…"`, C strings and character literals), comments (nested in Swift,
/// not in Objective-C), Objective-C preprocessor lines, Swift `#/…/#` regular expressions. Everything in
/// every `#if` branch is read, as genstrings reads it.
struct SourceLexer {
    struct Result {
        var tokens: [SourceToken]
        var literals: [StringLiteral]
        var diagnostics: [SourceDiagnostic]
        /// The tokens of each interpolation `\(…)`, innermost first (an interpolation inside another's
        /// string is its own list).
        var interpolations: [[SourceToken]]
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let n: Int
    private let isSwift: Bool
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    private var colOffset = 0
    private var colValue = 1
    private var tokens: [SourceToken] = []
    private var literals: [StringLiteral] = []
    private var diagnostics: [SourceDiagnostic] = []
    private var interpolations: [[SourceToken]] = []
    /// Inside an Objective-C preprocessor line.
    private var inDirective = false
    /// Only whitespace (or comments) since the last line break: where a `#` starts a directive.
    private var atLineStart = true

    static func lex(_ bytes: [UInt8], language: SourceLanguage) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SourceLexer(p: buffer, isSwift: language == .swift)
            lexer.run()
            return Result(tokens: lexer.tokens, literals: lexer.literals, diagnostics: lexer.diagnostics, interpolations: lexer.interpolations)
        }
    }

    private init(p: UnsafeBufferPointer<UInt8>, isSwift: Bool) {
        self.p = p
        self.n = p.count
        self.isSwift = isSwift
        tokens.reserveCapacity(n / 5)
    }

    // MARK: - Positions

    /// Column of byte offset `offset` on the current line (Unicode scalars), amortized O(1) going forward.
    private mutating func column(_ offset: Int) -> Int {
        if colOffset < lineStart || colOffset > offset { colOffset = lineStart; colValue = 1 }
        var i = colOffset
        var value = colValue
        while i < offset {
            if p[i] & 0xC0 != 0x80 { value += 1 }
            i += 1
        }
        colOffset = offset
        colValue = value
        return value
    }

    /// Consumes a line break at `pos` (LF, CR LF or CR); returns false when there is none.
    @inline(__always)
    private mutating func consumeNewline() -> Bool {
        let c = p[pos]
        if c == 0x0A {
            pos += 1
        } else if c == 0x0D {
            pos += 1
            if pos < n, p[pos] == 0x0A { pos += 1 }
        } else {
            return false
        }
        line += 1
        lineStart = pos
        return true
    }

    private mutating func diagnose(_ message: String, at offset: Int, line atLine: Int? = nil, column atColumn: Int? = nil) {
        diagnostics.append(SourceDiagnostic(message: message, line: atLine ?? line, column: atColumn ?? column(offset)))
    }

    private mutating func emit(_ kind: SourceToken.Kind, _ start: Int, _ end: Int, line startLine: Int, column startColumn: Int, literal: Int = -1) {
        tokens.append(SourceToken(kind: kind, start: start, end: end, line: startLine, column: startColumn,
                                  literalIndex: literal, isInDirective: inDirective))
    }

    // MARK: - Main loop

    private mutating func run() {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { pos = 3; colOffset = 3 }
        // A Swift script's `#!` line.
        if isSwift, pos + 1 < n, p[pos] == UInt8(ascii: "#"), p[pos + 1] == UInt8(ascii: "!") { skipToLineEnd() }
        while pos < n {
            let c = p[pos]
            switch c {
            case 0x0A, 0x0D:
                // An Objective-C directive ends at a line break not escaped by a backslash.
                _ = consumeNewline()
                inDirective = false
                atLineStart = true
            case 0x20, 0x09, 0x0B, 0x0C:
                pos += 1
            case UInt8(ascii: "\\") where !isSwift && pos + 1 < n && (p[pos + 1] == 0x0A || p[pos + 1] == 0x0D):
                // Line splice: the directive (if any) goes on.
                pos += 1
                _ = consumeNewline()
            case UInt8(ascii: "/") where pos + 1 < n && p[pos + 1] == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where pos + 1 < n && p[pos + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                let startLine = line
                let startColumn = column(pos)
                let wasAtLineStart = atLineStart
                atLineStart = false
                lexToken(c, startLine: startLine, startColumn: startColumn, atLineStart: wasAtLineStart)
            }
        }
    }

    private mutating func skipToLineEnd() {
        while pos < n, p[pos] != 0x0A, p[pos] != 0x0D { pos += 1 }
    }

    private mutating func skipLineComment() {
        while pos < n {
            let c = p[pos]
            if c == 0x0A || c == 0x0D {
                // In C a backslash before the line break continues the comment.
                if !isSwift, pos > 0, p[pos - 1] == UInt8(ascii: "\\") { _ = consumeNewline(); continue }
                return
            }
            pos += 1
        }
    }

    private mutating func skipBlockComment() {
        let startLine = line
        let startColumn = column(pos)
        pos += 2
        var depth = 1
        while pos < n {
            let c = p[pos]
            if c == UInt8(ascii: "*"), pos + 1 < n, p[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { return }
            } else if isSwift, c == UInt8(ascii: "/"), pos + 1 < n, p[pos + 1] == UInt8(ascii: "*") {
                // Swift comments nest; C comments do not.
                pos += 2
                depth += 1
            } else if c == 0x0A || c == 0x0D {
                _ = consumeNewline()
            } else {
                pos += 1
            }
        }
        diagnose("comment never closed: `/*` without `*/`", at: pos, line: startLine, column: startColumn)
    }

    // MARK: - Tokens

    private mutating func lexToken(_ c: UInt8, startLine: Int, startColumn: Int, atLineStart: Bool) {
        let start = pos
        switch c {
        case UInt8(ascii: "\""):
            lexString(hashes: 0, form: isSwift ? nil : .c, tokenStart: start, startLine: startLine, startColumn: startColumn)
        case UInt8(ascii: "'") where !isSwift:
            lexCharacter(startLine: startLine, startColumn: startColumn)
        case UInt8(ascii: "@"):
            if !isSwift, pos + 1 < n, p[pos + 1] == UInt8(ascii: "\"") {
                pos += 1
                lexString(hashes: 0, form: .objectiveC, tokenStart: start, startLine: startLine, startColumn: startColumn)
            } else if pos + 1 < n, Self.isIdentifierStart(p[pos + 1]) {
                pos += 1
                scanIdentifierBody()
                emit(.attribute, start, pos, line: startLine, column: startColumn)
            } else {
                pos += 1
                emit(.punctuation, start, pos, line: startLine, column: startColumn)
            }
        case UInt8(ascii: "#"):
            lexPound(startLine: startLine, startColumn: startColumn, atLineStart: atLineStart)
        case UInt8(ascii: "`") where isSwift:
            pos += 1
            let nameStart = pos
            while pos < n, p[pos] != UInt8(ascii: "`"), p[pos] != 0x0A, p[pos] != 0x0D { pos += 1 }
            let nameEnd = pos
            if pos < n, p[pos] == UInt8(ascii: "`") { pos += 1 }
            emit(.identifier, nameStart, nameEnd, line: startLine, column: startColumn + 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
            emit(.number, start, pos, line: startLine, column: startColumn)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\\"), UInt8(ascii: "'"):
            pos += 1
            emit(.punctuation, start, pos, line: startLine, column: startColumn)
        case UInt8(ascii: "."):
            pos += 1
            if pos < n, p[pos] == UInt8(ascii: ".") {
                while pos < n, p[pos] == UInt8(ascii: ".") { pos += 1 }
                if pos < n, p[pos] == UInt8(ascii: "<") { pos += 1 }
            }
            emit(.punctuation, start, pos, line: startLine, column: startColumn)
        case UInt8(ascii: "?"):
            pos += 1
            if pos < n, p[pos] == UInt8(ascii: "?") {
                pos += 1
                if pos < n, p[pos] == UInt8(ascii: "=") { pos += 1 }
            }
            emit(.punctuation, start, pos, line: startLine, column: startColumn)
        case UInt8(ascii: "!"):
            pos += 1
            if pos < n, p[pos] == UInt8(ascii: "=") {
                pos += 1
                if pos < n, p[pos] == UInt8(ascii: "=") { pos += 1 }
            }
            emit(.punctuation, start, pos, line: startLine, column: startColumn)
        default:
            if Self.isIdentifierStart(c) {
                // C string prefixes: L"…", u8"…", u"…", U"…" are C strings.
                if !isSwift, let prefix = cStringPrefixLength(), p[pos + prefix] == UInt8(ascii: "\"") {
                    pos += prefix
                    lexString(hashes: 0, form: .c, tokenStart: start, startLine: startLine, startColumn: startColumn)
                    return
                }
                scanIdentifierBody()
                emit(.identifier, start, pos, line: startLine, column: startColumn)
            } else if Self.isOperator(c) {
                pos += 1
                while pos < n, Self.isOperator(p[pos]) {
                    // `a = -1`, `x?.y`: a comment start ends an operator.
                    if p[pos] == UInt8(ascii: "/"), pos + 1 < n, p[pos + 1] == UInt8(ascii: "/") || p[pos + 1] == UInt8(ascii: "*") { break }
                    pos += 1
                }
                emit(.punctuation, start, pos, line: startLine, column: startColumn)
            } else {
                // Any other byte (a stray control character): one punctuation token, so nothing is lost.
                pos += 1
                emit(.punctuation, start, pos, line: startLine, column: startColumn)
            }
        }
    }

    private func cStringPrefixLength() -> Int? {
        let c = p[pos]
        if c == UInt8(ascii: "L") || c == UInt8(ascii: "U") || c == UInt8(ascii: "u") {
            if pos + 1 < n, p[pos + 1] == UInt8(ascii: "\"") { return 1 }
            if c == UInt8(ascii: "u"), pos + 2 < n, p[pos + 1] == UInt8(ascii: "8"), p[pos + 2] == UInt8(ascii: "\"") { return 2 }
        }
        return nil
    }

    @inline(__always)
    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
    }

    @inline(__always)
    static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }

    @inline(__always)
    static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private mutating func scanIdentifierBody() {
        pos += 1
        while pos < n, Self.isIdentifierBody(p[pos]) { pos += 1 }
    }

    private mutating func lexNumber() {
        pos += 1
        while pos < n {
            let c = p[pos]
            if Self.isIdentifierBody(c) && c < 0x80 {
                // An exponent's sign: 1e-5, 0x1p+3.
                let lower = c | 0x20
                pos += 1
                if lower == UInt8(ascii: "e") || lower == UInt8(ascii: "p"), pos < n, p[pos] == UInt8(ascii: "+") || p[pos] == UInt8(ascii: "-") {
                    pos += 1
                }
            } else if c == UInt8(ascii: "."), pos + 1 < n, p[pos + 1] >= UInt8(ascii: "0"), p[pos + 1] <= UInt8(ascii: "9") {
                pos += 1
            } else if c == UInt8(ascii: "'"), !isSwift, pos + 1 < n, Self.isIdentifierBody(p[pos + 1]) {
                pos += 1 // C++14 digit separator
            } else {
                return
            }
        }
    }

    // MARK: - `#`

    private mutating func lexPound(startLine: Int, startColumn: Int, atLineStart: Bool) {
        let start = pos
        if isSwift {
            var hashes = 0
            while pos + hashes < n, p[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if pos + hashes < n, p[pos + hashes] == UInt8(ascii: "\"") {
                pos += hashes
                lexString(hashes: hashes, form: nil, tokenStart: start, startLine: startLine, startColumn: startColumn)
                return
            }
            if pos + hashes < n, p[pos + hashes] == UInt8(ascii: "/") {
                lexRegex(hashes: hashes, startLine: startLine, startColumn: startColumn)
                return
            }
        }
        pos += 1
        // Objective-C: `#` and spaces before the directive's name are allowed (`#  define`).
        if !isSwift { while pos < n, p[pos] == 0x20 || p[pos] == 0x09 { pos += 1 } }
        let nameStart = pos
        if pos < n, Self.isIdentifierStart(p[pos]) {
            pos += 1
            while pos < n, Self.isIdentifierBody(p[pos]) { pos += 1 }
        }
        if !isSwift, atLineStart {
            inDirective = true
            emit(.pound, start, pos, line: startLine, column: startColumn)
            // Free text follows these: `#pragma mark - Kevin's view`, `#error don't`.
            let name = String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<pos]), as: UTF8.self)
            if ["pragma", "error", "warning", "line", "ident", "sccs"].contains(name) { skipToLineEnd() }
            return
        }
        emit(pos > nameStart ? .pound : .punctuation, start, pos, line: startLine, column: startColumn)
    }

    /// `#/…/#` (any number of `#`); with the `#`s the content may hold quotes and slashes freely.
    private mutating func lexRegex(hashes: Int, startLine: Int, startColumn: Int) {
        let start = pos
        pos += hashes + 1
        let isMultiline = pos < n && (p[pos] == 0x0A || p[pos] == 0x0D)
        while pos < n {
            let c = p[pos]
            if c == UInt8(ascii: "\\"), pos + 1 < n, p[pos + 1] != 0x0A, p[pos + 1] != 0x0D {
                pos += 2
                continue
            }
            if c == UInt8(ascii: "/"), closes(at: pos + 1, hashes: hashes) {
                pos += 1 + hashes
                emit(.regex, start, pos, line: startLine, column: startColumn)
                return
            }
            if c == 0x0A || c == 0x0D {
                guard isMultiline else { break }
                _ = consumeNewline()
                continue
            }
            pos += 1
        }
        diagnose("regular expression literal never closed", at: start, line: startLine, column: startColumn)
        emit(.regex, start, pos, line: startLine, column: startColumn)
    }

    @inline(__always)
    private func closes(at offset: Int, hashes: Int) -> Bool {
        guard offset + hashes <= n else { return false }
        var i = 0
        while i < hashes {
            if p[offset + i] != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    // MARK: - Character literals (C)

    private mutating func lexCharacter(startLine: Int, startColumn: Int) {
        let start = pos
        pos += 1
        while pos < n {
            let c = p[pos]
            if c == UInt8(ascii: "\\"), pos + 1 < n, p[pos + 1] != 0x0A, p[pos + 1] != 0x0D { pos += 2; continue }
            if c == UInt8(ascii: "'") {
                pos += 1
                emit(.character, start, pos, line: startLine, column: startColumn)
                return
            }
            if c == 0x0A || c == 0x0D { break }
            pos += 1
        }
        diagnose("character literal never closed", at: start, line: startLine, column: startColumn)
        emit(.character, start, pos, line: startLine, column: startColumn)
    }

    // MARK: - Strings

    /// Pieces of a literal's body before decoding: raw bytes, decoded escapes, interpolations and line
    /// breaks (the unit multi-line indentation stripping works on).
    private enum Piece {
        case raw(Int, Int)
        case scalar(Unicode.Scalar)
        /// A `\x`/octal escape in a C string: one byte of the UTF-8 text.
        case byte(UInt8)
        case interpolation(Int, Int)
        /// A line break in the source; `kept` is false after a Swift line continuation `\`.
        case newline(kept: Bool)
    }

    /// Lexes a string whose opening `"` is at `pos` (after any `#`s or `@`). `form` nil means Swift,
    /// where `"""` opens a multi-line literal.
    private mutating func lexString(hashes: Int, form: StringLiteral.Form?, tokenStart: Int, startLine: Int, startColumn: Int) {
        let isSwiftString = form == nil
        var isMultiline = false
        if isSwiftString, pos + 2 < n, p[pos + 1] == UInt8(ascii: "\""), p[pos + 2] == UInt8(ascii: "\"") {
            isMultiline = true
            pos += 3
        } else {
            pos += 1
        }
        var pieces: [Piece] = []
        var closed = false
        var closingIndentStart = -1
        // Multi-line: the content starts on the next line; only whitespace may follow the opening `"""`.
        if isMultiline {
            while pos < n, p[pos] == 0x20 || p[pos] == 0x09 { pos += 1 }
            if pos < n, !consumeNewline() {
                diagnose("multi-line string content must start on a new line", at: pos)
            }
        }
        var lineContentStart = pos
        var rawStart = pos
        func flushRaw(_ end: Int) {
            if end > rawStart { pieces.append(.raw(rawStart, end)) }
        }
        loop: while pos < n {
            let c = p[pos]
            switch c {
            case UInt8(ascii: "\""):
                if isMultiline {
                    if pos + 2 < n, p[pos + 1] == UInt8(ascii: "\""), p[pos + 2] == UInt8(ascii: "\""), closes(at: pos + 3, hashes: hashes) {
                        // The closing delimiter must be alone on its line (after indentation).
                        if Self.onlyWhitespace(p, from: lineContentStart, to: pos) {
                            closingIndentStart = lineContentStart
                            flushRaw(pos)
                            pos += 3 + hashes
                            closed = true
                            break loop
                        }
                        diagnose("multi-line string's closing `\"\"\"` must be on its own line", at: pos)
                        flushRaw(pos)
                        pos += 3 + hashes
                        closed = true
                        break loop
                    }
                    pos += 1
                } else if closes(at: pos + 1, hashes: hashes) {
                    flushRaw(pos)
                    pos += 1 + hashes
                    closed = true
                    break loop
                } else {
                    pos += 1
                }
            case UInt8(ascii: "\\"):
                // Swift raw strings: only `\` followed by the same number of `#` is an escape.
                guard closes(at: pos + 1, hashes: hashes) else { pos += 1; continue }
                flushRaw(pos)
                let escapeStart = pos
                pos += 1 + hashes
                guard pos < n else { break loop }
                if isSwiftString {
                    lexSwiftEscape(escapeStart: escapeStart, isMultiline: isMultiline, pieces: &pieces)
                } else {
                    lexCEscape(escapeStart: escapeStart, pieces: &pieces)
                }
                rawStart = pos
                if case .newline? = pieces.last { lineContentStart = pos }
            case 0x0A, 0x0D:
                if isMultiline {
                    flushRaw(pos)
                    _ = consumeNewline()
                    pieces.append(.newline(kept: true))
                    rawStart = pos
                    lineContentStart = pos
                } else {
                    break loop
                }
            default:
                pos += 1
            }
        }
        if !closed {
            flushRaw(pos)
            diagnose(isMultiline ? "multi-line string never closed: expected `\"\"\"`" : "string literal never closed on its line",
                     at: tokenStart, line: startLine, column: startColumn)
        }
        let resolvedForm = form ?? .swift(hashes: hashes, isMultiline: isMultiline)
        let segments = isMultiline ? multilineSegments(pieces, closingIndent: closingIndentStart, firstLine: startLine + 1) : Self.segments(pieces, p)
        literals.append(StringLiteral(form: resolvedForm, segments: segments))
        emit(.string, tokenStart, pos, line: startLine, column: startColumn, literal: literals.count - 1)
    }

    private static func onlyWhitespace(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var i = from
        while i < to {
            if p[i] != 0x20, p[i] != 0x09 { return false }
            i += 1
        }
        return true
    }

    /// After `\` (and the raw string's `#`s), at `pos`.
    private mutating func lexSwiftEscape(escapeStart: Int, isMultiline: Bool, pieces: inout [Piece]) {
        let e = p[pos]
        switch e {
        case UInt8(ascii: "("):
            pos += 1
            let start = pos
            skipInterpolation()
            pieces.append(.interpolation(start, max(start, pos - 1)))
        case UInt8(ascii: "n"): pos += 1; pieces.append(.scalar("\n"))
        case UInt8(ascii: "t"): pos += 1; pieces.append(.scalar("\t"))
        case UInt8(ascii: "r"): pos += 1; pieces.append(.scalar("\r"))
        case UInt8(ascii: "0"): pos += 1; pieces.append(.scalar("\0"))
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            pos += 1
            pieces.append(.scalar(Unicode.Scalar(e)))
        case UInt8(ascii: "u"):
            pos += 1
            guard pos < n, p[pos] == UInt8(ascii: "{") else {
                diagnose("`\\u` needs braces: `\\u{1F600}`", at: escapeStart)
                return
            }
            pos += 1
            var value: UInt32 = 0
            var digits = 0
            while pos < n, let h = Self.hexValue(p[pos]) {
                if digits < 8 { value = value << 4 | UInt32(h) }
                digits += 1
                pos += 1
            }
            if pos < n, p[pos] == UInt8(ascii: "}") { pos += 1 } else { diagnose("`\\u{` escape without its `}`", at: escapeStart) }
            if digits >= 1, digits <= 8, let scalar = Unicode.Scalar(value) {
                pieces.append(.scalar(scalar))
            } else {
                diagnose("`\\u{…}` is not a Unicode scalar", at: escapeStart)
            }
        case 0x20, 0x09, 0x0A, 0x0D:
            // A line continuation: `\`, optional spaces, the line break; the break is not part of the text.
            var i = pos
            while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
            if isMultiline, i < n, p[i] == 0x0A || p[i] == 0x0D {
                pos = i
                _ = consumeNewline()
                pieces.append(.newline(kept: false))
            } else {
                diagnose("unknown escape sequence in a Swift string", at: escapeStart)
            }
        default:
            diagnose("unknown escape sequence in a Swift string", at: escapeStart)
        }
    }

    /// Skips an interpolation's expression up to and including its closing `)`: nested parentheses,
    /// strings (themselves interpolated), comments, all through the ordinary token rules. The tokens leave
    /// the main stream (the literal records the expression's byte range) for ``Result/interpolations``.
    private mutating func skipInterpolation() {
        let savedTokens = tokens.count
        var depth = 1
        while pos < n {
            let c = p[pos]
            switch c {
            case 0x0A, 0x0D:
                _ = consumeNewline()
            case 0x20, 0x09:
                pos += 1
            case UInt8(ascii: "/") where pos + 1 < n && p[pos + 1] == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where pos + 1 < n && p[pos + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                let line0 = line
                let column0 = column(pos)
                lexToken(c, startLine: line0, startColumn: column0, atLineStart: false)
                if let last = tokens.last, last.kind == .punctuation, last.end - last.start == 1 {
                    if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth -= 1 }
                }
                if depth == 0 {
                    // Without the closing parenthesis.
                    interpolations.append(Array(tokens[savedTokens..<(tokens.count - 1)]))
                    tokens.removeSubrange(savedTokens...)
                    return
                }
            }
        }
        interpolations.append(Array(tokens[savedTokens...]))
        tokens.removeSubrange(savedTokens...)
        diagnose("interpolation `\\(` never closed", at: pos)
    }

    /// After `\` in a C or Objective-C string, at `pos`.
    private mutating func lexCEscape(escapeStart: Int, pieces: inout [Piece]) {
        let e = p[pos]
        pos += 1
        switch e {
        case UInt8(ascii: "n"): pieces.append(.scalar("\n"))
        case UInt8(ascii: "t"): pieces.append(.scalar("\t"))
        case UInt8(ascii: "r"): pieces.append(.scalar("\r"))
        case UInt8(ascii: "a"): pieces.append(.scalar("\u{07}"))
        case UInt8(ascii: "b"): pieces.append(.scalar("\u{08}"))
        case UInt8(ascii: "f"): pieces.append(.scalar("\u{0C}"))
        case UInt8(ascii: "v"): pieces.append(.scalar("\u{0B}"))
        case UInt8(ascii: "e"): pieces.append(.scalar("\u{1B}"))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(e - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, pos < n, p[pos] >= UInt8(ascii: "0"), p[pos] <= UInt8(ascii: "7") {
                value = value * 8 + Int(p[pos] - UInt8(ascii: "0"))
                pos += 1
                digits += 1
            }
            pieces.append(.byte(UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "x"):
            var value = 0
            var digits = 0
            while pos < n, let h = Self.hexValue(p[pos]) {
                value = (value << 4 | Int(h)) & 0xFF
                digits += 1
                pos += 1
            }
            if digits == 0 { diagnose("`\\x` escape without hex digits", at: escapeStart) } else { pieces.append(.byte(UInt8(value))) }
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = e == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            var digits = 0
            while digits < count, pos < n, let h = Self.hexValue(p[pos]) {
                value = value << 4 | UInt32(h)
                digits += 1
                pos += 1
            }
            if digits == count, let scalar = Unicode.Scalar(value) {
                pieces.append(.scalar(scalar))
            } else {
                diagnose("`\\\(Character(Unicode.Scalar(e)))` needs \(count) hex digits naming a Unicode scalar", at: escapeStart)
            }
        case 0x0A, 0x0D:
            // A line splice inside a C string: the break disappears.
            pos -= 1
            _ = consumeNewline()
        default:
            // `\"`, `\\`, `\'`, `\?` and any other character stand for themselves.
            pos -= 1
            let start = pos
            pos += Self.scalarLength(p[pos])
            pieces.append(.raw(start, min(pos, n)))
        }
    }

    @inline(__always)
    static func scalarLength(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead >= 0xF0 { return 4 }
        if lead >= 0xE0 { return 3 }
        return lead >= 0xC0 ? 2 : 1
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

    // MARK: - Decoding

    /// Joins pieces into text and interpolation segments (byte escapes join the raw UTF-8 around them).
    private static func segments(_ pieces: [Piece], _ p: UnsafeBufferPointer<UInt8>) -> [StringLiteral.Segment] {
        var segments: [StringLiteral.Segment] = []
        var bytes: [UInt8] = []
        var hasText = false
        func flush() {
            if hasText { segments.append(.text(String(decoding: bytes, as: UTF8.self))); bytes.removeAll(keepingCapacity: true); hasText = false }
        }
        for piece in pieces {
            switch piece {
            case .raw(let start, let end):
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<end]))
                hasText = true
            case .scalar(let scalar):
                bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                hasText = true
            case .byte(let byte):
                bytes.append(byte)
                hasText = true
            case .newline(let kept):
                if kept { bytes.append(0x0A) }
                hasText = hasText || kept
            case .interpolation(let start, let end):
                flush()
                segments.append(.interpolation(start..<end))
            }
        }
        flush()
        return segments
    }

    /// Swift's multi-line rules: the closing delimiter's indentation is removed from every line (a line
    /// with less indentation is an error, reported, its whitespace removed), blank lines may be shorter, and
    /// the line break before the closing delimiter is not part of the text.
    private mutating func multilineSegments(_ pieces: [Piece], closingIndent: Int, firstLine: Int) -> [StringLiteral.Segment] {
        var pieces = pieces
        // Drop the closing delimiter's own line: its indentation piece and the line break before it.
        var indent: [UInt8] = []
        if closingIndent >= 0 {
            if case .raw(let start, let end)? = pieces.last, start == closingIndent {
                indent = Array(UnsafeBufferPointer(rebasing: p[start..<end]))
                pieces.removeLast()
            }
            if case .newline? = pieces.last { pieces.removeLast() }
        }
        guard !indent.isEmpty else { return Self.segments(pieces, p) }
        var result: [Piece] = []
        var atLineStart = true
        var currentLine = firstLine
        for (index, piece) in pieces.enumerated() {
            defer {
                if case .newline = piece { atLineStart = true; currentLine += 1 } else { atLineStart = false }
            }
            guard atLineStart else { result.append(piece); continue }
            guard case .raw(let start, let end) = piece else {
                // A line starting with an escape or interpolation has no indentation; only an empty line may.
                if case .newline = piece {} else {
                    diagnose("insufficient indentation of a line in a multi-line string", at: closingIndent, line: currentLine, column: 1)
                }
                result.append(piece)
                continue
            }
            var i = 0
            while i < indent.count, start + i < end, p[start + i] == indent[i] { i += 1 }
            let wholeLine: Bool = {
                if index + 1 >= pieces.count { return true }
                if case .newline = pieces[index + 1] { return true }
                return false
            }()
            if i < indent.count, !(wholeLine && Self.onlyWhitespace(p, from: start, to: end)) {
                diagnose("insufficient indentation of a line in a multi-line string", at: start, line: currentLine, column: 1)
            }
            if start + i < end { result.append(.raw(start + i, end)) }
        }
        return Self.segments(result, p)
    }
}
