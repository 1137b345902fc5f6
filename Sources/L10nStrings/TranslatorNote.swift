import Foundation

/// What a note for translators says about translating the text it annotates: Interface Builder's localizer hint
/// (`Note = "Do not translate";`), a table's comment.
public enum TranslatorNote {
    /// Whether `note` asks translators to keep the text as written ("Do not translate", "DNT").
    public static func saysNotToTranslate(_ note: String) -> Bool {
        let text = note.lowercased()
        let says = ["do not translate", "don't translate", "don\u{2019}t translate", "dont translate", "not to be translated", "no translation"]
        return says.contains(where: text.contains) || text.trimmingCharacters(in: .whitespacesAndNewlines) == "dnt"
    }

    /// Whether a table's comment asks to keep its entries' texts as written: it says not to translate, and not
    /// of some part of them (a file's header often says not to translate the keys, the `%@` placeholders or the
    /// HTML tags, while the texts themselves are to be translated).
    public static func saysNotToTranslateTexts(_ comment: String) -> Bool {
        let text = comment.lowercased()
        let parts = ["%", "placeholder", "variable", "key", "tag", "html", "format", "specifier", "{", "$", "token", "link", "url"]
        return saysNotToTranslate(text) && !parts.contains(where: text.contains)
    }
}

extension StringsFile {
    /// The keys a comment of the table asks to keep as written (``TranslatorNote/saysNotToTranslateTexts(_:)``):
    /// the entry's own comment, or a section's: the last comment above a run of entries that have none, when a
    /// blank line sets it apart from the first or it speaks of several (`// DO NOT TRANSLATE THESE!` above
    /// Lignite's list of theme names). An entry's own note ("Do not translate: a brand") is the entry's alone.
    public var keysNotToTranslate: Set<String> {
        var keys = Set<String>()
        var section: String?
        for entry in entries {
            let pieces = entry.leadingPieces
            if let index = pieces.lastIndex(where: { $0.kind == .blockComment || $0.kind == .lineComment }) {
                let comment = TriviaPiece.commentBody(pieces[index].text)
                let apart = pieces[(index + 1)...].contains { $0.kind == .whitespace && StringsEntry.lineBreaks(in: $0.text) > 1 }
                let several = ["these", "following", "below", "section", "strings", "all "].contains(where: comment.lowercased().contains)
                section = apart || several ? comment : nil
                if TranslatorNote.saysNotToTranslateTexts(comment) { keys.insert(entry.key) }
            } else if let section, TranslatorNote.saysNotToTranslateTexts(section) {
                keys.insert(entry.key)
            }
        }
        return keys
    }
}
