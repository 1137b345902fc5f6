/// Bringing back an entry that ``commentOutEntry(at:)`` turned into a comment (`extract --keep-stale`),
/// when its key is wanted again: the translator's text comes back instead of the base text.
extension StringsFile {
    /// The value of the commented-out entry `/* "key" = "value"; */` for `key` (the last one in the file),
    /// or nil.
    public func commentedOutValue(forKey key: String) -> String? {
        findCommentedOut(key).map(\.entry.value)
    }

    /// The keys of every commented-out entry in the file, found in one pass: a caller about to bring back
    /// many keys asks ``restoreCommentedOutEntry(forKey:)`` only for these (each call searches the file).
    public var commentedOutKeys: Set<String> {
        guard format == .text else { return [] }
        var keys = Set<String>()
        func collect(_ pieces: [TriviaPiece]) {
            for piece in pieces where piece.kind == .blockComment {
                if let entry = Self.commentedOutEntry(piece) { keys.insert(entry.key) }
            }
        }
        collect(TriviaPiece.lex(trailer.bytes(in: text)))
        for entry in entries { collect(entry.leadingPieces) }
        return keys
    }

    /// Turns the commented-out entry for `key` (the last one in the file) back into an entry in place:
    /// the text before the comment (the entry's own comment) stays before it, the rest of its line stays
    /// after its `;`. Returns false, changing nothing, when the file has none.
    @discardableResult
    public mutating func restoreCommentedOutEntry(forKey key: String) -> Bool {
        guard format == .text, let found = findCommentedOut(key) else { return false }
        isModified = true
        let pieces = found.pieces
        let before = pieces[..<found.piece].map(\.text).joined()
        let after = pieces[(found.piece + 1)...].map(\.text).joined()
        // The rest of the comment's line (up to and including its line break) ends the entry.
        var lineEnd = after.utf8.firstIndex { $0 == 10 || $0 == 13 }.map { after.utf8.distance(from: after.utf8.startIndex, to: $0) } ?? after.utf8.count
        if lineEnd < after.utf8.count {
            let bytes = Array(after.utf8)
            lineEnd += bytes[lineEnd] == 13 && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 10 ? 2 : 1
        }
        let afterBytes = Array(after.utf8)
        let restOfLine = String(decoding: afterBytes[..<lineEnd], as: UTF8.self)
        let remainder = String(decoding: afterBytes[lineEnd...], as: UTF8.self)
        let code = found.entry
        let restored = StringsEntry(
            text: text, leading: .owned(before), keyToken: .owned(code.rawKey), middle: .owned(code.middle.string(in: code.text)),
            valueToken: .owned(code.rawValue), tail: .owned(code.tail.string(in: code.text) + restOfLine),
            keyLocation: nil, valueLocation: nil, isShorthand: code.isShorthand, hasSemicolon: true)
        if let owner = found.owner {
            entries[owner].leading = .owned(remainder)
            entries.insert(restored, at: owner)
        } else {
            trailer = .owned(remainder)
            entries.append(restored)
        }
        return true
    }

    /// Where the commented-out entry for `key` is: the entry whose leading text holds it (nil: the
    /// trailer), those pieces, the comment's piece and the entry as read from the comment.
    private func findCommentedOut(_ key: String) -> (owner: Int?, pieces: [TriviaPiece], piece: Int, entry: StringsEntry)? {
        func search(_ pieces: [TriviaPiece]) -> (Int, StringsEntry)? {
            for index in pieces.indices.reversed() where pieces[index].kind == .blockComment {
                guard let entry = Self.commentedOutEntry(pieces[index]), entry.key == key else { continue }
                return (index, entry)
            }
            return nil
        }
        let trailerPieces = TriviaPiece.lex(trailer.bytes(in: text))
        if let (piece, entry) = search(trailerPieces) { return (nil, trailerPieces, piece, entry) }
        for owner in entries.indices.reversed() {
            let pieces = entries[owner].leadingPieces
            if let (piece, entry) = search(pieces) { return (owner, pieces, piece, entry) }
        }
        return nil
    }

    /// The entry a block comment holds when it is a commented-out entry (`/* "key" = "value"; */`), or nil.
    private static func commentedOutEntry(_ piece: TriviaPiece) -> StringsEntry? {
        // commentOutEntry writes a `*/` inside the entry as `* /`.
        let body = TriviaPiece.commentBody(piece.text).replacingOccurrences(of: "* /", with: "*/")
        guard body.hasSuffix(";") else { return nil }
        let parsed = StringsFile(bytes: Array(body.utf8))
        guard parsed.format == .text, !parsed.hasErrors, parsed.entries.count == 1, parsed.entries[0].hasSemicolon else { return nil }
        return parsed.entries[0]
    }
}
