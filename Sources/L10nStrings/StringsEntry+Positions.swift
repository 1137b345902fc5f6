extension StringsEntry {
    /// Where the value's `index`-th Unicode scalar (of the decoded value) is written in the file, so a
    /// finding about one character (a stray direction control, a broken `%`) points at that character.
    /// An escape (`\n`, `\U202E`, `\"`) is found at its backslash. Nil when the entry has no located value
    /// or the index is past its end.
    public func valueLocation(ofScalar index: Int) -> SourceLocation? {
        guard let start = valueLocation else { return nil }
        return StringsEscapes.location(ofScalar: index, inRawToken: rawValue, start: start)
    }
}

extension StringsEscapes {
    /// The location of the decoded scalar `index` in a raw token that starts at `start` (its quote, for a
    /// quoted token). Columns count Unicode scalars, as every location does; line breaks inside the token
    /// move to the next line.
    public static func location(ofScalar index: Int, inRawToken raw: String, start: SourceLocation) -> SourceLocation? {
        let scalars = Array(raw.unicodeScalars)
        var position = 0
        if let first = scalars.first, first == "\"" || first == "'" { position = 1 }
        let quote = position == 1 ? scalars[0] : nil
        var decoded = 0
        var line = start.line, column = start.column
        // Advances the line and column over raw scalars [from, to).
        func advance(_ from: Int, _ to: Int) {
            for scalar in scalars[from..<to] {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
        }
        advance(0, position)
        while position < scalars.count {
            if let quote, scalars[position] == quote, position == scalars.count - 1 { break }
            if decoded == index { return SourceLocation(line: line, column: column) }
            var next = position + 1
            if quote != nil, scalars[position] == "\\", next < scalars.count {
                let escape = scalars[next]
                next += 1
                if escape == "U" || escape == "u" {
                    var digits = 0
                    while digits < 4, next < scalars.count, scalars[next].properties.isASCIIHexDigit { next += 1; digits += 1 }
                } else if ("0"..."7").contains(escape) {
                    var digits = 1
                    while digits < 3, next < scalars.count, ("0"..."7").contains(scalars[next]) { next += 1; digits += 1 }
                }
            }
            advance(position, next)
            position = next
            decoded += 1
        }
        return decoded == index ? SourceLocation(line: line, column: column) : nil
    }
}
