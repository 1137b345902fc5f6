import L10nStrings

/// Reads an old-style property list (`project.pbxproj`) in one pass over its UTF-8 bytes, following
/// CoreFoundation's grammar: `{ key = value; … }`, `( value, … )` with an optional trailing comma,
/// `"quoted"` strings with C-like escapes, unquoted strings of `[A-Za-z0-9_$/:.-]`, `<hex data>`, and
/// `/* … */` and `// …` comments between tokens. Errors carry the line and column where reading stopped.
struct OldStylePropertyListParser {
    /// Nesting deeper than this is refused rather than risking the stack (real projects nest 4 deep).
    static let maximumDepth = 200

    struct Failure: Error {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var pos = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The root value of `bytes`; anything but comments after it is an error.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> OldStylePropertyList {
        var parser = OldStylePropertyListParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.pos = 3 }
        try parser.skipTrivia()
        guard parser.pos < bytes.count else {
            throw Failure(offset: parser.pos, message: "empty property list: expected a dictionary `{ … }`")
        }
        let root = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.pos >= bytes.count else {
            throw Failure(offset: parser.pos, message: "unexpected text after the property list's root value")
        }
        return root
    }

    /// 1-based line and column (Unicode scalars) of a byte offset in `bytes`.
    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        var column = 1
        var j = lineStart
        while j < end {
            if bytes[j] & 0xC0 != 0x80 { column += 1 }
            j += 1
        }
        return SourceLocation(line: line, column: column)
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(Failure) -> OldStylePropertyList {
        guard depth < Self.maximumDepth else {
            throw Failure(offset: pos, message: "values nested more than \(Self.maximumDepth) deep")
        }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            pos += 1
            var members: [OldStylePropertyList.Member] = []
            while true {
                try skipTrivia()
                guard pos < bytes.count else { throw Failure(offset: start, message: "dictionary never closed: expected `}`") }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; break }
                let keyOffset = pos
                guard let key = try scalarString() else {
                    throw Failure(offset: pos, message: "expected a key (a quoted or unquoted string) or `}`")
                }
                try skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else {
                    throw Failure(offset: pos, message: "expected `=` after the key \"\(key)\"")
                }
                pos += 1
                try skipTrivia()
                guard pos < bytes.count else { throw Failure(offset: pos, message: "expected a value for the key \"\(key)\"") }
                let member = try value(depth: depth + 1)
                try skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ";") else {
                    throw Failure(offset: pos, message: "expected `;` after the value of \"\(key)\"")
                }
                pos += 1
                members.append(.init(key: key, keyOffset: keyOffset, value: member))
            }
            return OldStylePropertyList(value: .dictionary(members), offset: start)
        case UInt8(ascii: "("):
            pos += 1
            var items: [OldStylePropertyList] = []
            while true {
                try skipTrivia()
                guard pos < bytes.count else { throw Failure(offset: start, message: "array never closed: expected `)`") }
                if bytes[pos] == UInt8(ascii: ")") { pos += 1; break }
                items.append(try value(depth: depth + 1))
                try skipTrivia()
                guard pos < bytes.count else { throw Failure(offset: start, message: "array never closed: expected `)`") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                guard bytes[pos] == UInt8(ascii: ")") else {
                    throw Failure(offset: pos, message: "expected `,` or `)` in an array")
                }
            }
            return OldStylePropertyList(value: .array(items), offset: start)
        case UInt8(ascii: "<"):
            return OldStylePropertyList(value: .string(try data()), offset: start)
        default:
            guard let text = try scalarString() else {
                throw Failure(offset: pos, message: "expected a value: a string, `{`, `(` or `<`")
            }
            return OldStylePropertyList(value: .string(text), offset: start)
        }
    }

    /// A quoted or unquoted string at `pos`, or nil when none starts there.
    private mutating func scalarString() throws(Failure) -> String? {
        let c = bytes[pos]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return try quoted(c) }
        let start = pos
        while pos < bytes.count, Self.isUnquoted(bytes[pos]) { pos += 1 }
        return pos > start ? String(decoding: bytes[start..<pos], as: UTF8.self) : nil
    }

    /// `<0fbd 7777>`: hex digits in pairs, spaces allowed; kept as the hex text (pbxproj files never use it
    /// for anything this package reads).
    private mutating func data() throws(Failure) -> String {
        let start = pos
        pos += 1
        var hex: [UInt8] = []
        while pos < bytes.count, bytes[pos] != UInt8(ascii: ">") {
            let c = bytes[pos]
            if Self.isHexDigit(c) { hex.append(c) } else if !(c == 32 || (c >= 9 && c <= 13)) {
                throw Failure(offset: pos, message: "unexpected character in `<…>` data: only hex digits belong there")
            }
            pos += 1
        }
        guard pos < bytes.count else { throw Failure(offset: start, message: "data never closed: expected `>`") }
        pos += 1
        guard hex.count % 2 == 0 else { throw Failure(offset: start, message: "`<…>` data with an odd number of hex digits") }
        return String(decoding: hex, as: UTF8.self)
    }

    /// A string in `quote`s with CoreFoundation's escapes: `\a \b \f \n \r \t \v`, octal `\ooo`, `\Uxxxx`,
    /// and any other escaped character standing for itself.
    private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
        let start = pos
        pos += 1
        let bodyStart = pos
        var hasEscape = false
        while pos < bytes.count, bytes[pos] != quote {
            if bytes[pos] == UInt8(ascii: "\\") { hasEscape = true; pos += 1 }
            pos += 1
        }
        guard pos < bytes.count else { throw Failure(offset: start, message: "string never closed: expected `\(Character(Unicode.Scalar(quote)))`") }
        let body = bytes[bodyStart..<pos]
        pos += 1
        guard hasEscape else { return String(decoding: body, as: UTF8.self) }
        return Self.unescape(body)
    }

    static func unescape(_ body: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        var plain: [UInt8] = []
        func flush() {
            if !plain.isEmpty { units.append(contentsOf: String(decoding: plain, as: UTF8.self).utf16); plain.removeAll() }
        }
        var i = body.startIndex
        while i < body.endIndex {
            let c = body[i]
            i += 1
            guard c == UInt8(ascii: "\\"), i < body.endIndex else { plain.append(c); continue }
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
                var number = Int(e - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < body.endIndex, body[i] >= UInt8(ascii: "0"), body[i] <= UInt8(ascii: "7") {
                    number = number * 8 + Int(body[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                flush()
                units.append(UInt16(number & 0xFF))
            case UInt8(ascii: "U"):
                var number: UInt16 = 0
                var digits = 0
                while digits < 4, i < body.endIndex, let h = hexValue(body[i]) {
                    number = number << 4 | UInt16(h)
                    i += 1
                    digits += 1
                }
                flush()
                units.append(number)
            default:
                plain.append(e)
            }
        }
        flush()
        return String(decoding: units, as: UTF16.self)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws(Failure) {
        while pos < bytes.count {
            let c = bytes[pos]
            if c == 32 || (c >= 9 && c <= 13) { pos += 1; continue }
            if c == UInt8(ascii: "/"), pos + 1 < bytes.count {
                if bytes[pos + 1] == UInt8(ascii: "/") {
                    pos += 2
                    while pos < bytes.count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
                    continue
                }
                if bytes[pos + 1] == UInt8(ascii: "*") {
                    let start = pos
                    pos += 2
                    while pos + 1 < bytes.count, !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) { pos += 1 }
                    guard pos + 1 < bytes.count else { throw Failure(offset: start, message: "comment never closed: expected `*/`") }
                    pos += 2
                    continue
                }
            }
            return
        }
    }

    // MARK: - Characters

    @inline(__always)
    static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isHexDigit(_ c: UInt8) -> Bool { hexValue(c) != nil }

    @inline(__always)
    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
