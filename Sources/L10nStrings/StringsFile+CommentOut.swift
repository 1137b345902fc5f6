/// Turning an entry into a comment, for tools that retire an entry but leave its translation in the file
/// for a person to reuse (`extract --keep-stale`).
extension StringsFile {
    /// Turns the entry at `index` into a block comment: `"key" = "value";` becomes
    /// `/* "key" = "value"; */`. Its own comment and the rest of its line stay where they are, so the file
    /// keeps its layout; the entry's text becomes leading trivia of the next entry (or of the file's end).
    ///
    /// A `*/` inside the entry is written `* /`, since comments do not nest. Property-list tables have no
    /// comments: there the entry is simply removed.
    public mutating func commentOutEntry(at index: Int) {
        isModified = true
        let entry = entries.remove(at: index)
        guard format == .text else { return }
        var code = entry.keyToken.string(in: text) + entry.middle.string(in: text) + entry.valueToken.string(in: text)
        var tail = entry.tail.string(in: text)
        if entry.hasSemicolon {
            // Trivia between the value and `;` is part of the code; what follows `;` is the rest of the line.
            // Lexing finds the `;` itself, not one inside a comment before it.
            let pieces = TriviaPiece.lex(entry.tail.bytes(in: text))
            if let semicolon = pieces.firstIndex(where: { $0.kind == .unexpected && $0.text.hasPrefix(";") }) {
                code += pieces[..<semicolon].map(\.text).joined() + ";"
                tail = String(pieces[semicolon].text.dropFirst()) + pieces[(semicolon + 1)...].map(\.text).joined()
            }
        }
        let commented = entry.leading.string(in: text) + "/* " + code.replacingOccurrences(of: "*/", with: "* /") + " */" + tail
        if index < entries.count {
            entries[index].leading = .owned(commented + entries[index].leading.string(in: text))
        } else {
            trailer = .owned(commented + trailer.string(in: text))
        }
    }
}
