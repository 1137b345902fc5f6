import L10nText

/// A value written in a script the table's language is not written in: a Hebrew sentence in the English table,
/// Korean in the Japanese one. Its users see a text they cannot read; a table copied from the wrong folder, or
/// never translated from a development language written in another script. And Simplified Chinese in a Traditional
/// Chinese table (``TextLanguage/writesTraditionalChinese(_:)``): the mainland's table copied into Taiwan's.
public struct ForeignScriptRule: LintRule {
    public static let description = RuleDescription(
        id: "foreign-script",
        name: "Translation is in a script its readers do not read",
        explanation: "Users of a language read the value as it is: a value written in another script (Hebrew or "
            + "Korean in the English table, Korean in the Japanese one) is a text they cannot read. Latin is not "
            + "counted (an English word in a Japanese table is an untranslated text), nor is a language's name "
            + "in its own language, which a language menu shows the same everywhere. A Traditional Chinese table "
            + "(zh-Hant, zh-TW, zh-HK) holding Simplified characters is a copy of the mainland's: counted once some "
            + "value of the table has two or more of them, as a character both forms use for some word is not enough.",
        fix: "Translate the value into the table's language; if the whole table holds another language, it was "
            + "copied from the wrong .lproj folder",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"done\" = ↓\"סיום\";\n\"back\" = \"Zurück\";\n\"next\" = \"Weiter\";\n", base: "\"done\" = \"Finish\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n"),
        .triggering("\"cancel\" = ↓\"취소\";\n\"ok\" = \"はい\";\n\"no\" = \"いいえ\";\n", base: "\"cancel\" = \"Cancel\";\n\"ok\" = \"Yes\";\n\"no\" = \"No\";\n", language: "ja"),
        .nonTriggering("\"cancel\" = \"Abbrechen\";\n", base: "\"cancel\" = \"Cancel\";\n"),
        // Values that copy a Japanese base, not translated yet: not this rule's.
        .nonTriggering("\"a\" = \"聞く\";\n\"b\" = \"戻ろ\";\n", base: "\"a\" = \"聞く\";\n\"b\" = \"戻ろ\";\n", language: "es"),
        // Chinese and Japanese both write Han; Latin letters decide nothing.
        .nonTriggering("\"cancel\" = \"取消\";\n\"ok\" = \"OK\";\n", base: "\"cancel\" = \"Cancel\";\n\"ok\" = \"OK\";\n", language: "ja"),
        // A key that names the text's language holds it on purpose (a bilingual caption); the finding is a note.
        .nonTriggering("\"school.hanafiArabic\" = \"حنفي\";\n\"school.hanafi\" = \"Hanafi\";\n\"back\" = \"Back\";\n\"name_ar\" = \"مسجد\";\n",
                       base: "\"school.hanafiArabic\" = \"Hanafi\";\n\"school.hanafi\" = \"Hanafi\";\n\"back\" = \"Back\";\n\"name_ar\" = \"Mosque\";\n", language: "en"),
        // A language menu names each language in itself.
        .nonTriggering("\"korean\" = \"한국어\";\n\"arabic\" = \"عربي\";\n", base: "\"korean\" = \"한국어\";\n\"arabic\" = \"عربي\";\n", language: "en"),
        // (Stretched with tatweel to fill a language switch's button, QiblaPlus's "عــربــي", it is the same name.)
        .nonTriggering("\"switch\" = \"عــربــي\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", base: "\"switch\" = \"English\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", language: "en"),
        // Cyrillic letters that look like Latin ones and spell an English word read as that word; ones that spell none do not.
        .nonTriggering("\"ok\" = \"ОК\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", base: "\"ok\" = \"OK\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", language: "en"),
        .triggering("\"no\" = ↓\"Нет\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", base: "\"no\" = \"No\";\n\"back\" = \"Back\";\n\"next\" = \"Next\";\n", language: "en"),
        // Yiddish is written in Hebrew (whose code `yi` is also the name of the Yi syllabary's script).
        .nonTriggering("\"cancel\" = \"באָטלירן\";\n\"yes\" = \"Yes\";\n\"no\" = \"No\";\n", base: "\"cancel\" = \"Cancel\";\n\"yes\" = \"Yes\";\n\"no\" = \"No\";\n", language: "yi"),
        .triggering("\"cancel\" = ↓\"취소\";\n\"yes\" = \"יא\";\n\"no\" = \"ניין\";\n", base: "\"cancel\" = \"Cancel\";\n\"yes\" = \"Yes\";\n\"no\" = \"No\";\n", language: "yi"),
        // A table its translators write in a script ICU does not list for the language (Tifinagh for Tamazight).
        .nonTriggering("\"a\" = \"ⴰⵣⵓⵍ\";\n\"b\" = \"ⵜⴰⵏⵎⵎⵉⵔⵜ\";\n", base: "\"a\" = \"Hello\";\n\"b\" = \"Thanks\";\n", language: "tzm"),
        // Simplified characters in a Traditional Chinese table, once one value has two of them (们, 说; then 删 alone).
        .triggering("\"contact\" = ↓\"快和我们说！\";\n\"delete\" = ↓\"删除\";\n\"back\" = \"返回\";\n",
                    base: "\"contact\" = \"Tell us!\";\n\"delete\" = \"Delete\";\n\"back\" = \"Back\";\n", language: "zh-Hant"),
        // Traditional text whose one character mainland writing shares (干 of 干擾) is the table's own.
        .nonTriggering("\"a\" = \"干擾\";\n\"b\" = \"了解更多\";\n", base: "\"a\" = \"Interference\";\n\"b\" = \"Learn more\";\n", language: "zh-TW"),
        .nonTriggering("\"contact\" = \"快和我们说！\";\n", base: "\"contact\" = \"Tell us!\";\n", language: "zh-Hans"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        // A value whose letters of another script each look like a Latin one, spelling words of the language, reads as
        // those words (a Russian developer's Cyrillic "ОК" in the English table is the "OK" its users read).
        func readsAsTheLanguage(_ value: String) -> Bool {
            guard let read = TextLanguage.latinLookalike(of: value), let dictionary = SpellingDictionary.forLanguage(input.language) else { return false }
            let words = TextLanguage.wordsOf(read)
            return !words.isEmpty && words.allSatisfy(dictionary.contains)
        }
        let scripts = input.entries.map { entry -> Int32? in
            guard !entry.isShorthand, let script = TextLanguage.foreignScriptCode(of: entry.value, for: input.language) else { return nil }
            return readsAsTheLanguage(entry.value) ? nil : script
        }
        // A translation's value that repeats its base text is the base's own text, not translated yet (a Japanese
        // app's `es.lproj` copying its bilingual lessons): the untranslated rules' business. One that differs
        // from the document's base text now (a Hebrew title left in the English table after the storyboard
        // became English) is this rule's. The development language's table is meant to repeat the base.
        func isCopy(_ entry: LintEntry) -> Bool {
            !input.isDevelopmentLanguage && (input.documentTexts?[entry.key] ?? input.baseText(for: entry)?.text) == entry.value
        }
        let found = zip(input.entries, scripts).filter { $0.1 != nil && !isCopy($0.0) }
        let simplified = simplifiedChineseFindings(input, skipping: Set(found.map(\.0.key)), isCopy: isCopy)
        // A translation written mostly in such scripts is how its translators write the language (Tamazight in
        // Tifinagh, which ICU lists as Latin): only texts apart from the rest are another language's. The
        // development language's table says what its users read, however much of it is another script's.
        let lettered = input.entries.filter { $0.value.unicodeScalars.contains { $0.properties.isAlphabetic } }.count
        guard input.isDevelopmentLanguage || found.count * 2 <= lettered else { return simplified }
        return simplified + found.compactMap { entry, script in
            guard let script, !input.isUnread(entry.key),
                  let name = TextLanguage.scriptName(script) else { return nil }
            let excerpt = Finding.excerpt(entry.value.replacingOccurrences(of: "\n", with: " "), length: 40)
            var finding = input.finding(description, "the value of '\(entry.key)' is written in \(name), which \(input.language) is not: "
                                        + "\(input.language) users see \"\(excerpt)\"", at: entry.valueLocation, key: entry.key,
                                        objectID: entry.interfaceBuilderComment?.objectID, className: entry.interfaceBuilderComment?.className)
            // A key that names the text's language holds it on purpose: a bilingual screen's caption (shamelagpt's
            // `settings.madhab.hanafiArabic`, the Arabic name shown under the English one).
            if TextLanguage.keyNamesLanguage(entry.key, writtenIn: script) {
                finding.message += " (its key names \(name): the app shows it in \(name) on purpose)"
                finding.severity = .info
            }
            return finding
        }
    }

    /// The values of a Traditional Chinese table written with Simplified characters, once one of its values has two
    /// distinct ones (``TextLanguage/simplifiedCharacters(in:)``); values that copy the base text are the
    /// untranslated rules' business, and those in `skipping` are already found.
    static func simplifiedChineseFindings(_ input: TableLintInput, skipping: Set<String>, isCopy: (LintEntry) -> Bool) -> [Finding] {
        guard !input.isBase, TextLanguage.writesTraditionalChinese(input.language) else { return [] }
        let candidates = input.entries.filter { !$0.isShorthand && !skipping.contains($0.key) && !isCopy($0) && !input.isUnread($0.key) }
        let characters = TextLanguage.simplifiedCharacters(in: candidates.map(\.value))
        guard characters.contains(where: { $0.count >= 2 }) else { return [] }
        return zip(candidates, characters).compactMap { entry, characters in
            guard !characters.isEmpty else { return nil }
            let named = characters.prefix(4).map { String($0) }.joined(separator: ", ")
            let excerpt = Finding.excerpt(entry.value.replacingOccurrences(of: "\n", with: " "), length: 40)
            return input.finding(description, "the value of '\(entry.key)' is written with Simplified Chinese characters (\(named)), not the "
                                 + "Traditional ones \(input.language) users read: they see \"\(excerpt)\"",
                                 at: entry.valueLocation, key: entry.key,
                                 objectID: entry.interfaceBuilderComment?.objectID, className: entry.interfaceBuilderComment?.className)
        }
    }
}
