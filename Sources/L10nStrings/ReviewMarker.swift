/// What `extract` records in a table when an entry needs a translator: a comment of its own above the
/// entry's comment, which the next `extract` and `lint` read back, and which goes away once the translator
/// has changed the value (or deleted the marker).
///
///     /* l10nlayout: needs translation */
///     /* Class = "UIButton"; normalTitle = "Forgot password?"; ObjectID = "ZJy-UV-Vyt"; */
///     "ZJy-UV-Vyt.normalTitle" = "Forgot password?";
///
///     /* l10nlayout: needs review; base text was "Back"; translation was "Zurück" */
///     /* Class = "UIButton"; normalTitle = "Go back"; ObjectID = "QQl-ha-OEf"; */
///     "QQl-ha-OEf.normalTitle" = "Zurück";
public enum ReviewMarker: Equatable, Sendable {
    /// Added with the base text: it still has to be translated.
    case needsTranslation
    /// The base text changed from `oldBaseText` while the value was `translation`.
    case needsReview(oldBaseText: String, translation: String)

    static let prefix = "l10nlayout: "

    /// The comment's body (without `/*` `*/`).
    public var commentBody: String {
        switch self {
        case .needsTranslation: return Self.prefix + "needs translation"
        case .needsReview(let old, let translation):
            return Self.prefix + "needs review; base text was \(Self.quoted(old)); translation was \(Self.quoted(translation))"
        }
    }

    /// Reads a marker from a comment's body, or nil when the comment is not one.
    public init?(commentBody body: String) {
        // Nearly every comment is not a marker: the cheap test on its first characters comes first.
        guard body.drop(while: \.isWhitespace).hasPrefix(Self.prefix) else { return nil }
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        let rest = trimmed.dropFirst(Self.prefix.count)
        if rest == "needs translation" { self = .needsTranslation; return }
        let head = "needs review; base text was "
        guard rest.hasPrefix(head) else { return nil }
        var scanner = Substring(rest.dropFirst(head.count))
        guard let old = Self.unquote(&scanner), scanner.hasPrefix("; translation was ") else { return nil }
        scanner = scanner.dropFirst("; translation was ".count)
        guard let translation = Self.unquote(&scanner), scanner.isEmpty else { return nil }
        self = .needsReview(oldBaseText: old, translation: translation)
    }

    /// Whether the marker still holds for an entry whose value is `value` and whose base text is `baseText`
    /// (nil when unknown): a translator who changed the value has dealt with it.
    public func holds(value: String, baseText: String?) -> Bool {
        switch self {
        case .needsTranslation: return baseText.map { $0 == value } ?? true
        case .needsReview(_, let translation): return translation == value
        }
    }

    /// `"…"` with `\` and `"` escaped, and a comment's end (`*/`) broken up.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out.replacingOccurrences(of: "*/", with: "*\\/") + "\""
    }

    /// Reads a ``quoted(_:)`` text at the start of `scanner`, advancing past it.
    static func unquote(_ scanner: inout Substring) -> String? {
        guard scanner.first == "\"" else { return nil }
        var index = scanner.index(after: scanner.startIndex)
        var out = ""
        while index < scanner.endIndex {
            let character = scanner[index]
            if character == "\"" {
                scanner = scanner[scanner.index(after: index)...]
                return out
            }
            if character == "\\" {
                index = scanner.index(after: index)
                guard index < scanner.endIndex else { return nil }
                switch scanner[index] {
                case "n": out.append("\n")
                default: out.append(scanner[index])
                }
            } else {
                out.append(character)
            }
            index = scanner.index(after: index)
        }
        return nil
    }
}

extension StringsEntry {
    /// The review marker in the comments above the entry (before its own comment), if any.
    public var reviewMarker: ReviewMarker? {
        for piece in leadingPieces.reversed() where piece.kind == .blockComment || piece.kind == .lineComment {
            if let marker = ReviewMarker(commentBody: TriviaPiece.commentBody(piece.text)) { return marker }
        }
        return nil
    }
}

extension StringsFile {
    /// Sets, replaces or (with nil) removes the review marker of the entry at `index`. The marker goes on
    /// its own line right above the entry's comment (or key); nothing else moves.
    public mutating func setReviewMarker(_ marker: ReviewMarker?, at index: Int) {
        var entry = entries[index]
        var pieces = entry.leadingPieces
        let own = entry.ownCommentIndex(pieces) ?? pieces.count
        // The existing marker, and the line break after it.
        if let existing = pieces.lastIndex(where: { ($0.kind == .blockComment || $0.kind == .lineComment)
            && ReviewMarker(commentBody: TriviaPiece.commentBody($0.text)) != nil }) {
            if let marker {
                pieces[existing].text = "/* \(marker.commentBody) */"
            } else {
                var end = existing + 1
                if end < pieces.count, pieces[end].kind == .whitespace, end < pieces.count - 1 || existing > 0 { end += 1 }
                pieces.removeSubrange(existing..<end)
            }
        } else if let marker {
            pieces.insert(contentsOf: [TriviaPiece(kind: .blockComment, text: "/* \(marker.commentBody) */"),
                                       TriviaPiece(kind: .whitespace, text: lineEnding.rawValue)], at: own)
        } else {
            return
        }
        isModified = true
        entry.leading = .owned(pieces.map(\.text).joined())
        entries[index] = entry
    }
}
