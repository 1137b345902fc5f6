/// The first entry of a table that has none yet: all of its text is the file's trailer (a `{ }` pair, a
/// header comment, blank lines), and the entry has no neighbour to take its layout from.
extension StringsFile {
    /// Puts the entry after the file's opening text and before a closing `}`. With a comment it follows
    /// Interface Builder's layout (a blank line, the comment, the entry), which later entries then copy.
    mutating func insertFirstEntry(key: String, value: String, comment: String?) {
        isModified = true
        let newline = lineEnding.rawValue
        let pieces = TriviaPiece.lex(trailer.bytes(in: text))
        let close = pieces.lastIndex { $0.kind == .brace && $0.text == "}" } ?? pieces.count
        var leading = ""
        if pieces[..<close].contains(where: { $0.kind != .whitespace }) {
            leading = pieces[..<close].map(\.text).joined()
            if let last = leading.utf8.last, last != 10, last != 13 { leading += newline }
        }
        if let comment {
            // A comment cannot hold `*/`: it would end there.
            leading += newline + "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */" + newline
        }
        entries.append(StringsEntry(
            text: text, leading: .owned(leading), keyToken: .owned(StringsEscapes.quote(key)), middle: .owned(" = "),
            valueToken: .owned(StringsEscapes.quote(value)), tail: .owned(";" + newline),
            keyLocation: nil, valueLocation: nil, isShorthand: false, hasSemicolon: true))
        trailer = .owned(pieces[close...].map(\.text).joined())
    }
}
