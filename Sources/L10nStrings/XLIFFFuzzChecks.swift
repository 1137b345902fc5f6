/// Invariants of the XLIFF reader and writer, checked on any input by the libFuzzer target (Fuzz/) and by
/// the regression tests made from what it found; a broken invariant stops the process.
enum XLIFFFuzzChecks {
    static func check(_ bytes: [UInt8]) {
        let document: XLIFFDocument
        do {
            document = try XLIFFDocument(bytes: bytes)
        } catch {
            require(error.line >= 0 && error.column >= 0 && !error.message.isEmpty, "an error without a message or with a negative location")
            require(!error.message.contains("ErrorDomain"), "a raw Foundation error reached the message: \(error.message)")
            return
        }
        for file in document.files {
            // Every language read names a folder: it must be a language code.
            require(LanguageCode(file.sourceLanguage) != nil, "source-language \(file.sourceLanguage) was accepted")
            if let target = file.targetLanguage { require(LanguageCode(target) != nil, "target-language \(target) was accepted") }
        }
        // What the writer makes of the document reads back as the same document.
        let written = document.serialized()
        guard let reread = try? XLIFFDocument(bytes: written) else {
            return require(false, "a document this tool wrote does not read back")
        }
        require(reread.files.count == document.files.count, "files lost in a round trip")
        for (a, b) in zip(document.files, reread.files) {
            require(a.original == b.original && a.sourceLanguage == b.sourceLanguage && a.targetLanguage == b.targetLanguage,
                    "a file's attributes changed in a round trip")
            require(a.units == b.units, "units changed in a round trip: \(a.units.map(\.id)) / \(b.units.map(\.id))")
        }
        require(reread.serialized() == written, "writing is not stable")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("XLIFFFuzzChecks: \(message())") }
    }
}
