/// One `key = value;` (or `key;`) of a table, with the trivia it owns: the whitespace and comments before
/// it (its comment is the last one there) and, after the `;`, the rest of its line.
///
/// Raw text is kept as read; ``key`` and ``value`` decode it on demand.
public struct StringsEntry: Sendable {
    let text: StringsText
    var leading: Fragment
    var keyToken: Fragment
    /// From the end of the key to the start of the value: trivia, `=`, trivia. Empty for `key;`.
    var middle: Fragment
    var valueToken: Fragment
    /// From the end of the value (or key) through `;` and the rest of that line.
    var tail: Fragment
    /// Where the key starts in the file as read (also for edited entries; nil for added ones).
    public internal(set) var keyLocation: SourceLocation?
    /// Where the value starts in the file as read (the key's place for `key;`).
    public internal(set) var valueLocation: SourceLocation?
    /// Whether the entry is the `"key";` shorthand, whose value is its key.
    public internal(set) var isShorthand: Bool
    /// False when the `;` is missing (the table has an error).
    public internal(set) var hasSemicolon: Bool

    /// The decoded key.
    public var key: String { StringsEscapes.decode(keyToken.bytes(in: text)) }
    /// The decoded value (the key for the `"key";` shorthand).
    public var value: String { isShorthand ? key : StringsEscapes.decode(valueToken.bytes(in: text)) }
    /// The key exactly as written, quotes and escapes included.
    public var rawKey: String { keyToken.string(in: text) }
    /// The value exactly as written (empty for the shorthand).
    public var rawValue: String { valueToken.string(in: text) }
    /// The whitespace and comments before the key, exactly as written.
    public var leadingTrivia: String { leading.string(in: text) }
    /// The whole entry as written: leading trivia, key, `=`, value, `;` and the rest of its line.
    public var rawText: String {
        var out: [UInt8] = []
        appendRaw(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The trivia pieces before the key.
    public var leadingPieces: [TriviaPiece] { TriviaPiece.lex(leading.bytes(in: text)) }

    /// The entry's own comment: the last comment before the key with nothing but whitespace after it,
    /// exactly as written (`/* … */` or `// …`), or nil.
    public var comment: String? {
        let pieces = leadingPieces
        guard let index = ownCommentIndex(pieces) else { return nil }
        return pieces[index].text
    }

    /// The comment's text without its delimiters and surrounding spaces.
    public var commentText: String? { comment.map(TriviaPiece.commentBody) }

    /// The Interface Builder comment (`Class = "UILabel"; text = "Hi"; ObjectID = "abc-12-xyz";`), if the
    /// entry's comment is one.
    public var interfaceBuilderComment: IBComment? { commentText.flatMap(IBComment.init(parsing:)) }

    /// The first piece of the entry's comment block: its own comment and the comments directly above it,
    /// each on the line before the next (a blank line ends the block), or nil without a comment.
    func commentBlockStart(_ pieces: [TriviaPiece]) -> Int? {
        guard var start = ownCommentIndex(pieces) else { return nil }
        while start >= 2, pieces[start - 1].kind == .whitespace,
              pieces[start - 2].kind == .blockComment || pieces[start - 2].kind == .lineComment,
              Self.lineBreaks(in: pieces[start - 1].text) <= 1 {
            start -= 2
        }
        return start
    }

    static func lineBreaks(in whitespace: String) -> Int {
        var count = 0
        var previousCR = false
        for unit in whitespace.utf8 {
            if unit == 10 { if !previousCR { count += 1 }; previousCR = false } else if unit == 13 { count += 1; previousCR = true } else { previousCR = false }
        }
        return count
    }

    func ownCommentIndex(_ pieces: [TriviaPiece]) -> Int? {
        var i = pieces.count - 1
        while i >= 0 {
            switch pieces[i].kind {
            case .whitespace: i -= 1
            case .blockComment, .lineComment: return i
            case .unexpected, .brace: return nil
            }
        }
        return nil
    }

    func appendRaw(to out: inout [UInt8]) {
        leading.append(to: &out, from: text)
        keyToken.append(to: &out, from: text)
        middle.append(to: &out, from: text)
        valueToken.append(to: &out, from: text)
        tail.append(to: &out, from: text)
    }
}
