/// What iOS makes of a table's text: a faithful model of CoreFoundation's old-style property list reader
/// (`CFOldStylePList.c`, which `CFBundle` uses for `.strings` tables; swift-corelibs-foundation runs the
/// same code, so `PropertyListSerialization` here shows the same results).
///
/// Its rules are not "one malformed entry spoils the table". Reading `key = value;` pairs, it *stops*,
/// keeping every pair read so far, at the end of the text, at an unterminated comment, at a quoted key
/// that is never closed, or at a character that cannot start a key (`@`, a curly quote, a stray `}`); it
/// *fails*, loading nothing, when a key is followed by something other than `=` or `;`, when a value is
/// missing or malformed, or when a `;` is missing. Inside an outer `{ … }` a stop is a failure too (the
/// closing brace is required), and a table whose first character cannot start a key fails.
///
/// The model walks bytes of UTF-8 text: every character the grammar looks at is ASCII or U+2028/U+2029.
struct CoreFoundationReading {
    enum Outcome: Equatable {
        /// Every entry is read.
        case complete
        /// Entries before the byte offset are read; the rest of the table is ignored.
        case stopsEarly(at: Int)
        /// Nothing is read: iOS ignores the table. The offset is where the reader gave up.
        case fails(at: Int)
    }

    private let p: UnsafeBufferPointer<UInt8>
    private var i = 0
    /// How the outer `{ … }` dictionary's content ended, when the table has one.
    private var outerContent: ContentEnd?

    private init(_ p: UnsafeBufferPointer<UInt8>) { self.p = p }

    static func outcome(of text: [UInt8]) -> Outcome {
        text.withUnsafeBufferPointer { buffer in
            var reader = CoreFoundationReading(buffer)
            return reader.run()
        }
    }

    /// The end of the property list value (string, array, dictionary or data) at `start`, or nil when
    /// CoreFoundation would not read one there.
    static func endOfObject(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var reader = CoreFoundationReading(text)
        reader.i = start
        return reader.object(depth: 1) ? reader.i : nil
    }

    private mutating func run() -> Outcome {
        guard advanceToNonSpace() else { return .complete }
        let start = i
        let first = p[i]
        guard object(depth: 0) else { return .fails(at: start) }
        guard advanceToNonSpace() else {
            // One object and nothing after: only a dictionary is a table.
            guard first == UInt8(ascii: "{") else { return .fails(at: start) }
            if case .stopped(let offset) = outerContent { return .stoppedOutcome(offset, p.count) }
            return .complete
        }
        // More text after the first object: only a first string makes the text `key = value;` pairs.
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || Self.isUnquoted(first) else { return .fails(at: i) }
        i = 0
        switch dictionaryContent(depth: 0) {
        case .failed: return .fails(at: i)
        case .stopped(let offset): return .stoppedOutcome(offset, p.count)
        case .ended: return .complete
        }
    }

    enum ContentEnd: Equatable {
        /// The text ended (after trivia).
        case ended
        /// Stopped at this offset (an unterminated comment or key, a character that cannot start a key).
        case stopped(Int)
        case failed
    }

    /// Any value (`parsePlistObject`). On failure the cursor is left where CoreFoundation leaves it,
    /// which matters: an array simply ends at a value it cannot read and carries on from there.
    private mutating func object(depth: Int) -> Bool {
        guard depth <= 512, advanceToNonSpace() else { return false }
        let c = p[i]
        i += 1
        switch c {
        case UInt8(ascii: "{"):
            let content = dictionaryContent(depth: depth)
            if depth == 0 { outerContent = content }
            guard content != .failed, advanceToNonSpace(), p[i] == UInt8(ascii: "}") else { return false }
            i += 1
            return true
        case UInt8(ascii: "("):
            while object(depth: depth + 1) {
                guard advanceToNonSpace() else { return false }
                guard p[i] == UInt8(ascii: ",") else { break }
                i += 1
            }
            guard advanceToNonSpace(), p[i] == UInt8(ascii: ")") else { return false }
            i += 1
            return true
        case UInt8(ascii: "<"):
            return data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quoted(c)
        default:
            i -= 1
            guard Self.isUnquoted(c) else { return false }
            while i < p.count, Self.isUnquoted(p[i]) { i += 1 }
            return true
        }
    }

    /// `key = value;` pairs until something that cannot start a key (`parsePlistDictContent`).
    private mutating func dictionaryContent(depth: Int) -> ContentEnd {
        while true {
            let before = i
            guard advanceToNonSpace() else {
                // Trivia to the end: a stop only when it hid an unterminated comment.
                return unterminatedComment(from: before).map(ContentEnd.stopped) ?? .ended
            }
            let keyStart = i
            let c = p[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                i += 1
                guard quoted(c) else { return .stopped(keyStart) }
            } else if Self.isUnquoted(c) {
                while i < p.count, Self.isUnquoted(p[i]) { i += 1 }
            } else {
                return .stopped(keyStart)
            }
            guard advanceToNonSpace() else { return .failed }
            if p[i] == UInt8(ascii: "=") {
                i += 1
                guard object(depth: depth + 1) else { return .failed }
            } else if p[i] != UInt8(ascii: ";") {
                return .failed
            }
            guard advanceToNonSpace(), p[i] == UInt8(ascii: ";") else { return .failed }
            i += 1
        }
    }

    /// The rest of a quoted string, the cursor just after its opening quote. Unterminated, the cursor
    /// goes back to just after the opening quote (or stays at the end after a final backslash).
    private mutating func quoted(_ quote: UInt8) -> Bool {
        let start = i
        while i < p.count {
            let c = p[i]
            if c == quote { i += 1; return true }
            if c == UInt8(ascii: "\\") {
                i += 1
                if i >= p.count { return false }
            }
            i += 1
        }
        i = start
        return false
    }

    /// `< hex bytes >`, the cursor just after `<`: pairs of hex digits, spaces and line breaks (no tabs).
    private mutating func data() -> Bool {
        while i < p.count, p[i] != UInt8(ascii: ">") {
            if Self.hex(p[i]) {
                i += 1
                guard i < p.count, Self.hex(p[i]) else { return false }
                i += 1
            } else if p[i] == 32 || p[i] == 10 || p[i] == 13 {
                i += 1
            } else if let l = lineSeparatorLength(i) {
                i += l
            } else {
                return false
            }
        }
        guard i < p.count else { return false }
        i += 1
        return true
    }

    /// Skips whitespace and comments; false at the end of the text. As CoreFoundation does, an
    /// unterminated `/*` runs to the end, and a `/` that starts no comment is a character.
    private mutating func advanceToNonSpace() -> Bool {
        while i < p.count {
            let c = p[i]
            if c == 32 || (c >= 9 && c <= 13) { i += 1; continue }
            if let l = lineSeparatorLength(i) { i += l; continue }
            if c == UInt8(ascii: "/"), i + 1 < p.count {
                if p[i + 1] == UInt8(ascii: "/") {
                    i += 2
                    while i < p.count, p[i] != 10, p[i] != 13, lineSeparatorLength(i) == nil { i += 1 }
                    continue
                }
                if p[i + 1] == UInt8(ascii: "*") {
                    i += 2
                    while i < p.count {
                        if p[i] == UInt8(ascii: "*"), i + 1 < p.count, p[i + 1] == UInt8(ascii: "/") { i += 2; break }
                        i += 1
                    }
                    continue
                }
            }
            return true
        }
        return false
    }

    /// The offset of a `/*` without its `*/` between `from` and the end, if the trivia there hides one.
    private func unterminatedComment(from start: Int) -> Int? {
        var j = start
        while j < p.count {
            if p[j] == UInt8(ascii: "/"), j + 1 < p.count, p[j + 1] == UInt8(ascii: "/") {
                while j < p.count, p[j] != 10, p[j] != 13, lineSeparatorLength(j) == nil { j += 1 }
                continue
            }
            if p[j] == UInt8(ascii: "/"), j + 1 < p.count, p[j + 1] == UInt8(ascii: "*") {
                let open = j
                j += 2
                var closed = false
                while j < p.count {
                    if p[j] == UInt8(ascii: "*"), j + 1 < p.count, p[j + 1] == UInt8(ascii: "/") { j += 2; closed = true; break }
                    j += 1
                }
                if !closed { return open }
                continue
            }
            j += 1
        }
        return nil
    }

    private func lineSeparatorLength(_ j: Int) -> Int? {
        p[j] == 0xE2 && j + 2 < p.count && p[j + 1] == 0x80 && (p[j + 2] == 0xA8 || p[j + 2] == 0xA9) ? 3 : nil
    }

    static func isUnquoted(_ c: UInt8) -> Bool { StringsParser.isUnquoted(c) }

    static func hex(_ c: UInt8) -> Bool { StringsEscapes.hexValue(c) != nil }
}

extension CoreFoundationReading.Outcome {
    /// A stop right at the end of the text reads everything.
    static func stoppedOutcome(_ offset: Int, _ count: Int) -> Self { offset >= count ? .complete : .stopsEarly(at: offset) }
}
