/// A piece of the text between tokens: whitespace, a comment, or text the parser could not make sense of
/// (kept so that nothing is ever dropped).
public struct TriviaPiece: Sendable, Equatable {
    public enum Kind: String, Sendable { case whitespace, blockComment, lineComment, brace, unexpected }
    public var kind: Kind
    /// The raw text of the piece.
    public var text: String

    /// The body of a comment: without `/*` `*/` or `//`, trimmed of spaces.
    static func commentBody(_ raw: String) -> String {
        var s = Substring(raw)
        if s.hasPrefix("/*") { s = s.dropFirst(2); if s.hasSuffix("*/") { s = s.dropLast(2) } }
        else if s.hasPrefix("//") { s = s.dropFirst(2) }
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { s = s.dropLast() }
        return String(s)
    }

    static func lex(_ b: ArraySlice<UInt8>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var i = b.startIndex
        let end = b.endIndex
        func add(_ kind: Kind, _ start: Int) {
            let text = String(decoding: b[start..<i], as: UTF8.self)
            if kind != .blockComment, kind != .lineComment, let last = pieces.last, last.kind == kind {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(TriviaPiece(kind: kind, text: text))
            }
        }
        while i < end {
            let start = i
            let len = StringsParser.whitespaceLength(b, i)
            if len > 0 {
                while i < end { let l = StringsParser.whitespaceLength(b, i); if l == 0 { break }; i += l }
                add(.whitespace, start)
            } else if b[i] == UInt8(ascii: "/"), i + 1 < end, b[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < end, !(b[i] == UInt8(ascii: "*") && i + 1 < end && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(end, i + 2)
                add(.blockComment, start)
            } else if b[i] == UInt8(ascii: "/"), i + 1 < end, b[i + 1] == UInt8(ascii: "/") {
                while i < end, b[i] != 10, b[i] != 13 { i += 1 }
                add(.lineComment, start)
            } else if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
                let q = b[i]
                i += 1
                while i < end, b[i] != q { if b[i] == UInt8(ascii: "\\") { i += 1 }; i += 1 }
                i = min(end, i + 1)
                add(.unexpected, start)
            } else if b[i] == UInt8(ascii: "{") || b[i] == UInt8(ascii: "}") {
                i += 1
                pieces.append(TriviaPiece(kind: .brace, text: String(decoding: b[start..<i], as: UTF8.self)))
            } else {
                i += 1
                add(.unexpected, start)
            }
        }
        return pieces
    }
}
