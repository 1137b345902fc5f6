/// Reads JSON (RFC 8259) into a ``JSONNode`` tree with the line and column of every value: the one JSON
/// reader of the package (String Catalogs, settings, baselines, `solve` and `convert` input).
///
/// Hand-written rather than JSONSerialization because readers need what JSONSerialization drops: member
/// order, number text, escapes, where each value is, and the line and column of every error.
struct JSONReader {
    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var lineStart: Int
    private var depth = 0
    /// Deeper nesting than any catalog has is an error, not a stack overflow.
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        index = bytes.starts(with: bom) ? 3 : 0
        lineStart = index
    }

    static func parse(_ bytes: [UInt8]) throws(LocalizationFormatError) -> JSONNode {
        var parser = JSONReader(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the end of the JSON value") }
        return value
    }

    /// In Unicode scalars; on a very long line (minified JSON) in bytes, so reading stays linear.
    private var column: Int {
        if index - lineStart > 4096 { return index - lineStart + 1 }
        var count = 1
        var i = lineStart
        while i < index && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// The character at `position` for a message: `character 'x'`, or its code point when it is invisible.
    private func describeCharacter(at position: Int) -> String {
        var end = position + 1
        while end < bytes.count, end - position < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: bytes[position..<min(end, bytes.count)], as: UTF8.self).unicodeScalars.first else { return "byte" }
        let visible = !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
            && scalar.properties.generalCategory != .format && scalar != "\u{FFFD}"
        let code = "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count)) + String(scalar.value, radix: 16, uppercase: true)
        return visible ? "character '\(scalar)'" : "character \(code)"
    }

    private func error(_ message: String) -> LocalizationFormatError {
        LocalizationFormatError(message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(LocalizationFormatError) -> JSONNode {
        guard index < bytes.count else { throw error("the file ends where a value was expected (truncated?)") }
        let valueLine = line, valueColumn = column
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""):
            let (text, raw) = try parseString()
            value = .string(text, raw: raw)
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw error("unexpected \(describeCharacter(at: index)); expected a JSON value (object, array, string, number, true, false or null)")
        }
        return JSONNode(value: value, line: valueLine, column: valueColumn)
    }

    private mutating func expectWord(_ word: String) throws(LocalizationFormatError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw error("expected '\(word)'")
        }
        index += expected.count
    }

    private mutating func enter() throws(LocalizationFormatError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(LocalizationFormatError) -> JSONNode.Value {
        try enter()
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside an object: a '}' is missing (truncated?)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
            let keyLine = line, keyColumn = column
            let (key, rawKey) = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, rawKey: rawKey, value: value, line: keyLine, column: keyColumn))
            skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside an object: a '}' is missing (truncated?)") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}' after the value of \"\(key)\"")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(LocalizationFormatError) -> JSONNode.Value {
        try enter()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside an array: a ']' is missing (truncated?)") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' in the array")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseNumber() throws(LocalizationFormatError) -> JSONNode.Value {
        let start = index
        func digits(_ parser: inout JSONReader) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits(&self) > 0 else { throw error("a number needs digits") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Reads a string at `index` (on its opening quote); returns the decoded text and the raw text.
    private mutating func parseString() throws(LocalizationFormatError) -> (String, String) {
        index += 1
        let start = index
        var runStart = index
        func flush(_ parser: JSONReader, upTo end: Int) -> String { String(decoding: parser.bytes[runStart..<end], as: UTF8.self) }
        var decoded = ""
        while true {
            guard index < bytes.count else { throw error("the file ends inside a string: a closing '\"' is missing (truncated?)") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                decoded += flush(self, upTo: index)
                let raw = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return (decoded, raw)
            }
            if byte < 0x20 {
                throw error(byte == 0x0A ? "a line break inside a string must be written \\n" : "a control character inside a string must be escaped")
            }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            decoded += flush(self, upTo: index)
            index += 1
            guard index < bytes.count else { throw error("the file ends inside an escape (truncated?)") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): decoded += "\""
            case UInt8(ascii: "\\"): decoded += "\\"
            case UInt8(ascii: "/"): decoded += "/"
            case UInt8(ascii: "b"): decoded += "\u{08}"
            case UInt8(ascii: "f"): decoded += "\u{0C}"
            case UInt8(ascii: "n"): decoded += "\n"
            case UInt8(ascii: "r"): decoded += "\r"
            case UInt8(ascii: "t"): decoded += "\t"
            case UInt8(ascii: "u"):
                var unit = try hex4()
                if (0xD800..<0xDC00).contains(unit), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                // A lone surrogate cannot be represented in a Swift String; U+FFFD is what Foundation reads.
                decoded.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                index -= 2
                throw error("unknown escape '\\\(Unicode.Scalar(escape))' in a string")
            }
            runStart = index
        }
    }

    private mutating func hex4() throws(LocalizationFormatError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
