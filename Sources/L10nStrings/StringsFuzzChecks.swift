/// Invariants of the reader and writer, checked on any input. Used by the libFuzzer target (Fuzz/) and by
/// the regression tests made from what it found; a broken invariant stops the process.
enum StringsFuzzChecks {
    static func check(_ bytes: [UInt8]) {
        let file = StringsFile(bytes: bytes)
        require(file.serialized() == bytes, "unmodified file did not write back byte for byte")
        guard file.format == .text, file.original == nil else { return }
        var rebuilt = file.hasByteOrderMark ? file.encoding.byteOrderMark : []
        rebuilt += Transcoder.encode(file.renderedText(), as: file.encoding)
        require(rebuilt == bytes, "entries and trivia do not cover the file exactly")
        for entry in file.entries {
            _ = entry.key; _ = entry.value; _ = entry.interfaceBuilderComment
            require(entry.keyLocation != nil, "parsed entry without a location")
        }
        guard !file.hasErrors, !file.entries.isEmpty else { return }
        // CoreFoundation's detection reads a UTF-8 file without BOM whose first two bytes hold a NUL as UTF-16;
        // an edit that brings such an entry to the front changes how the file reads, for iOS too.
        func readsAlike(_ edited: [UInt8]) -> Bool {
            let detected = StringsEncoding.detect(edited)
            return detected.encoding == file.encoding && detected.hasBOM == file.hasByteOrderMark
        }

        // An edited value reads back as set, and nothing else changes meaning.
        var edited = file
        let newValue = "x\"y\\z\n\u{e9}"
        edited.setValue(newValue, at: 0)
        guard readsAlike(edited.serialized()) else { return }
        let reread = StringsFile(bytes: edited.serialized())
        require(!reread.hasErrors, "an edited table does not read back: \(reread.diagnostics)")
        require(reread.entries.count == file.entries.count, "an edit changed the number of entries")
        require(reread.entries[0].value == newValue, "the edited value did not read back")
        for i in 1..<file.entries.count {
            require(reread.entries[i].key == file.entries[i].key && reread.entries[i].value == file.entries[i].value,
                    "an edit changed another entry")
        }

        // Removing the first entry and adding one keep the table valid.
        var changed = file
        changed.removeEntry(at: 0)
        changed.addEntry(key: "new \"key\"", value: "v", comment: "Class = \"UILabel\"; text = \"v\"; ObjectID = \"a-b-c\";")
        let again = StringsFile(bytes: changed.serialized())
        guard readsAlike(changed.serialized()) else { return }
        require(!again.hasErrors, "a table with an added entry does not read back: \(again.diagnostics)")
        require(again.entries.count == file.entries.count, "remove + add changed the count")
        require(again.entries.last?.key == "new \"key\"" && again.entries.last?.value == "v", "the added entry did not read back")
        require(again.entries.last?.interfaceBuilderComment?.objectID == "a-b-c", "the added comment did not read back")

        // A replaced comment reads back (a `*/` in it is written `* /` unless the comment is `//`), and the
        // entry keeps its meaning.
        var commented = file
        commented.setComment("note */ x", at: 0)
        guard readsAlike(commented.serialized()) else { return }
        let third = StringsFile(bytes: commented.serialized())
        require(!third.hasErrors && third.entries.count == file.entries.count, "a replaced comment broke the table")
        require(["note */ x", "note * / x"].contains(third.entries[0].commentText), "the replaced comment did not read back")
        require(third.entries[0].key == file.entries[0].key, "a replaced comment changed the key")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("StringsFuzzChecks: \(message())") }
    }
}
