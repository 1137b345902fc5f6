/// Edits. Each replaces the raw text of the pieces it changes and leaves every other byte as read.
extension StringsFile {
    /// Replaces the value of the entry at `index`, keeping its quote style (a `'…'` value stays
    /// single-quoted). A `"key";` shorthand becomes `"key" = "value";`.
    public mutating func setValue(_ value: String, at index: Int) {
        isModified = true
        var entry = entries[index]
        if entry.isShorthand {
            entry.middle = .owned(" = ")
            entry.valueToken = .owned(StringsEscapes.quote(value))
            entry.isShorthand = false
        } else {
            let single = entry.valueToken.bytes(in: text).first == UInt8(ascii: "'")
            entry.valueToken = .owned(StringsEscapes.quote(value, with: single ? "'" : "\""))
        }
        entries[index] = entry
    }

    /// Sets the value iOS uses for `key` (the last entry with that key), adding an entry at the end when
    /// the key is absent.
    public mutating func setValue(_ value: String, forKey key: String, comment: String? = nil) {
        if let index = index(ofKey: key) { setValue(value, at: index) } else { addEntry(key: key, value: value, comment: comment) }
    }

    /// Appends an entry laid out like the file's last entry: the same blank lines before it, the same comment
    /// style (`/* … */` or `//`), the same spacing around `=`, and the file's line ending.
    ///
    /// - Parameters:
    ///   - comment: the comment's body without delimiters (for Interface Builder tables,
    ///     `Class = "UILabel"; text = "Hi"; ObjectID = "abc-12-xyz";`), or nil for none.
    public mutating func addEntry(key: String, value: String, comment: String? = nil) {
        insertEntry(key: key, value: value, comment: comment, at: entries.count)
    }

    /// Inserts an entry before the entry at `index` (or at the end when `index == entries.count`),
    /// laid out like its neighbours. See ``addEntry(key:value:comment:)``.
    public mutating func insertEntry(key: String, value: String, comment: String? = nil, at index: Int) {
        if entries.isEmpty, format == .text { return insertFirstEntry(key: key, value: value, comment: comment) }
        isModified = true
        // The first entry's leading text also holds the file's opening (`{`, a header comment), so a later
        // entry shows the layout between entries better.
        let templateIndex = index > 1 ? index - 1 : entries.count > 1 ? 1 : 0
        let template = entries.isEmpty ? nil : entries[templateIndex]
        var previous = index > 0 ? entries[index - 1] : nil
        let made = laidOutEntry(key: key, value: value, comment: comment, template: template, previous: &previous, emptyTable: entries.isEmpty)
        if index > 0, let previous { entries[index - 1] = previous }
        if index == 0, var first = entries.first {
            // The new first entry takes over the file's opening (`{`, a header comment); the old first entry
            // keeps its own comment behind the usual separator.
            let pieces = first.leadingPieces
            var cut = first.ownCommentIndex(pieces) ?? pieces.count
            if cut > 0, pieces[cut - 1].kind == .whitespace { cut -= 1 }
            var newEntry = made.entry
            newEntry.leading = .owned(pieces[..<cut].map(\.text).joined() + made.leading)
            first.leading = .owned(made.separator + pieces[cut...].map(\.text).joined().trimmingLeadingSeparator(made.separator))
            entries[0] = first
            entries.insert(newEntry, at: 0)
            return
        }
        entries.insert(made.entry, at: index)
    }

    /// A new entry laid out like `template` (its blank lines, comment style, spacing around `=`), with
    /// `previous` (the entry it follows) made to end its line.
    mutating func laidOutEntry(key: String, value: String, comment: String?, template: StringsEntry?, previous: inout StringsEntry?,
                               emptyTable: Bool) -> (entry: StringsEntry, leading: String, separator: String) {
        let newline = lineEnding.rawValue
        var separator = ""
        var commentStyleLine = false
        var commentToKey = newline
        var middle = " = "
        if let template {
            let pieces = template.leadingPieces
            let own = template.ownCommentIndex(pieces)
            // Whitespace right before the comment (or the key): the file's separation between entries.
            let beforeIndex = (own ?? pieces.count) - 1
            if beforeIndex >= 0, pieces[beforeIndex].kind == .whitespace,
               beforeIndex == 0 || pieces[beforeIndex - 1].kind == .blockComment || pieces[beforeIndex - 1].kind == .lineComment {
                separator = pieces[beforeIndex].text
            }
            if let own {
                commentStyleLine = pieces[own].text.hasPrefix("//")
                commentToKey = pieces[(own + 1)...].map(\.text).joined()
                if commentToKey.isEmpty { commentToKey = commentStyleLine ? newline : " " }
            }
            if !template.isShorthand {
                let m = template.middle.string(in: text)
                if m.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "=" }), m.contains("=") { middle = m }
            }
        }
        // The entry before the insertion point must end its line, or the new entry would share it.
        if var before = previous {
            let tail = before.tail.string(in: text)
            // Compare bytes: "\r\n" is one Character, so hasSuffix("\n") would miss it.
            if tail.utf8.last != 10 && tail.utf8.last != 13 {
                before.tail = .owned(tail + newline)
                previous = before
            }
        } else if emptyTable {
            // An empty table's text is all trailer; an opening `{` in it must stay before the new entry.
            let pieces = TriviaPiece.lex(trailer.bytes(in: text))
            if let brace = pieces.firstIndex(where: { $0.kind == .brace && $0.text == "{" }) {
                let opening = pieces[...brace].map(\.text).joined()
                let rest = pieces[(brace + 1)...].map(\.text).joined()
                // The new entry's `;` line ending replaces the line break that followed the `{`.
                trailer = .owned(rest.hasPrefix(newline) ? String(rest.dropFirst()) : rest)
                separator = opening + newline
            } else {
                let trailerText = trailer.string(in: text)
                if !trailerText.isEmpty, trailerText.utf8.last != 10, trailerText.utf8.last != 13 {
                    separator = newline
                }
            }
        }
        var leading = separator
        if let comment {
            leading += Self.comment(comment, lineStyle: commentStyleLine)
            leading += commentToKey.isEmpty || (commentStyleLine && comment.contains(where: \.isNewline)) ? newline : commentToKey
        }
        let entry = StringsEntry(
            text: text, leading: .owned(leading), keyToken: .owned(StringsEscapes.quote(key)), middle: .owned(middle),
            valueToken: .owned(StringsEscapes.quote(value)), tail: .owned(";" + newline),
            keyLocation: nil, valueLocation: nil, isShorthand: false, hasSemicolon: true)
        return (entry, leading, separator)
    }

    /// Removes the entry at `index` with its comments and line: its own comment and the comments right
    /// above it (no blank line between), so that a translator's note ("approved by Legal") goes with its
    /// entry instead of moving onto the next one. Text before that block which belongs to the file
    /// rather than the entry (`{`, a header comment after a blank line, unexpected text) moves to the next
    /// entry.
    public mutating func removeEntry(at index: Int) {
        isModified = true
        let removed = entries.remove(at: index)
        let pieces = removed.leadingPieces
        let start = removed.commentBlockStart(pieces) ?? pieces.count
        var cut = start
        if cut > 0, pieces[cut - 1].kind == .whitespace { cut -= 1 }
        let kept = pieces[..<cut]
        guard kept.contains(where: { $0.kind != .whitespace }) else { return }
        // The removed entry's separator goes with the kept text; the next entry's own separator is dropped.
        let keptText = kept.map(\.text).joined() + pieces[cut..<start].map(\.text).joined()
        if index < entries.count {
            var next = entries[index]
            let nextLeading = next.leading.string(in: text)
            next.leading = .owned(keptText + String(nextLeading.drop { $0.isWhitespace }))
            entries[index] = next
        } else {
            trailer = .owned(keptText + trailer.string(in: text))
        }
    }

    /// Replaces the comment of the entry at `index` (keeping its `/* */` or `//` style), adds one before the
    /// key when it has none, or removes it when `body` is nil.
    ///
    /// - Parameters:
    ///   - body: the comment's text without delimiters.
    public mutating func setComment(_ body: String?, at index: Int) {
        isModified = true
        var entry = entries[index]
        var pieces = entry.leadingPieces
        if let own = entry.ownCommentIndex(pieces) {
            if let body {
                pieces[own].text = Self.comment(body, lineStyle: pieces[own].text.hasPrefix("//"))
            } else {
                pieces.removeSubrange(own...)
            }
        } else if let body {
            pieces.append(TriviaPiece(kind: .blockComment, text: Self.comment(body, lineStyle: false)))
            pieces.append(TriviaPiece(kind: .whitespace, text: lineEnding.rawValue))
        }
        entry.leading = .owned(pieces.map(\.text).joined())
        entries[index] = entry
    }

    /// A comment with `body` that cannot end early: `//` only for one line, and a `*/` inside a block
    /// comment written `* /` (comments do not nest and have no escapes).
    static func comment(_ body: String, lineStyle: Bool) -> String {
        if lineStyle, !body.contains(where: \.isNewline) { return "// \(body)" }
        return "/* \(body.replacingOccurrences(of: "*/", with: "* /")) */"
    }
}

extension String {
    /// Drops `separator` from the start when present, so that an entry does not get two separators.
    fileprivate func trimmingLeadingSeparator(_ separator: String) -> String {
        !separator.isEmpty && hasPrefix(separator) ? String(dropFirst(separator.count)) : self
    }
}
