import L10nStrings

/// A count whose words are written once for every number: "%d участников" reads "1 участников" and "2 участников"
/// to a Russian user, "%d Wörter" reads "1 Wörter" in German, because a plain table entry has no plural forms.
public struct PluralFormsAbsentRule: LintRule {
    public static let description = RuleDescription(
        id: "plural-forms-absent",
        name: "Count without plural forms",
        explanation: "A plain table entry such as \"%d files\" has one wording for every number. Languages word a count by "
            + "its number (Russian and Polish one, few and many: 1 файл, 2 файла, 5 файлов; German and French one and other), "
            + "so the number is followed by the wrong form for some counts unless the text has plural variants. In languages "
            + "that word only one apart it is a note: only one reads wrong, and apps often show another text for one.",
        fix: "Give the key plural variants (a .stringsdict entry or the String Catalog's plural variation), or word the "
            + "text so no word follows the number (\"Files: %d\")",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("\"members\" = ↓\"%lld участников\";\n", base: "\"members\" = \"%lld members\";\n", language: "ru"),
        .triggering("\"words\" = ↓\"%d Wörter\";\n", base: "\"words\" = \"%d words\";\n"),
        .triggering("\"hours\" = ↓\"%d ساعة\";\n", base: "\"hours\" = \"%d hours\";\n", language: "ar"),
        // The translator put the number after a label: no word agrees with it.
        .nonTriggering("\"members\" = \"Участников: %lld\";\n", base: "\"members\" = \"%lld members\";\n", language: "ru"),
        .nonTriggering("\"recipients\" = \"%d من المتلقين\";\n", base: "\"recipients\" = \"%d recipients\";\n", language: "ar"),
        // One form for every number is right where the language has one, or keeps the noun after a number singular.
        .nonTriggering("\"files\" = \"%d 個のファイル\";\n", base: "\"files\" = \"%d files\";\n", language: "ja"),
        .nonTriggering("\"files\" = \"%d dosya\";\n", base: "\"files\" = \"%d files\";\n", language: "tr"),
        // No count: a page number, a count's singular text (used for one), an abbreviation, a word written for both.
        .nonTriggering("\"page\" = \"Seite %d von %d\";\n", base: "\"page\" = \"Page %d of %d\";\n"),
        .nonTriggering("\"file\" = \"%d Datei\";\n", base: "\"file\" = \"%d file\";\n"),
        .nonTriggering("/* Class = \"UILabel\"; text = \"%d files\"; ObjectID = \"abc-12-xyz\"; */\n\"abc-12-xyz.text\" = \"%d Dateien\";\n"),
        .nonTriggering("\"mins\" = \"%d мин.\";\n", base: "\"mins\" = \"%d minutes\";\n", language: "ru"),
        .nonTriggering("\"files\" = \"%d Datei(en)\";\n", base: "\"files\" = \"%d file(s)\";\n"),
        // Keys of a plural scheme the app builds in code ("files_one", "files_other").
        .nonTriggering("\"files_one\" = \"%d Datei\";\n\"files_other\" = \"%d Dateien\";\n",
                       base: "\"files_one\" = \"%d file\";\n\"files_other\" = \"%d files\";\n"),
    ]

    /// A number the text shows with a word after it: the specifier's argument (1-based) and the word.
    struct CountedWord: Equatable {
        var argument: Int
        var word: String
    }

    /// The whole numbers of `text` each followed, after a space, by a word: "%d files" → (1, "files"); a word goes on
    /// through an apostrophe between letters (Ukrainian "об’єктів"). A word written for one and many at once ("file(s)",
    /// "Datei/en"), shortened (a word of four letters or fewer before a period: "мин.", "Std.") or joined to the number
    /// ("%dh") is none; a longer word before a period ends a sentence ("Deleted %d files.").
    static func countedWords(in text: String) -> [CountedWord] {
        countedWordsAndWordsBefore(in: text).map(\.counted)
    }

    /// ``countedWords(in:)``, each with the word just before its number when only spaces part them ("z" of "1 z %d plików").
    static func countedWordsAndWordsBefore(in text: String) -> [(counted: CountedWord, before: String?)] {
        let scalars = Array(text.unicodeScalars)
        let spaces: [Unicode.Scalar] = [" ", "\u{A0}", "\u{202F}", "\u{2009}"]
        var next = 1
        var result: [(counted: CountedWord, before: String?)] = []
        for specifier in FormatSpecifier.scan(text) {
            guard !specifier.conversion.hasPrefix("#@"), specifier.conversion != "arg" else { continue }
            let argument = specifier.position ?? next
            next = argument + 1
            guard argument >= 1, let last = specifier.conversion.unicodeScalars.last, "diuDU".unicodeScalars.contains(last) else { continue }
            var index = specifier.range.upperBound
            var spaced = false
            while index < scalars.count, [" ", "\u{A0}", "\u{202F}", "\u{2009}"].contains(scalars[index]) { index += 1; spaced = true }
            guard spaced else { continue }
            var word = String.UnicodeScalarView()
            func isLetter(_ at: Int) -> Bool {
                at < scalars.count && (scalars[at].properties.isAlphabetic || scalars[at].properties.generalCategory == .nonspacingMark)
            }
            while isLetter(index) || (!word.isEmpty && index < scalars.count && ["’", "'", "ʼ"].contains(scalars[index]) && isLetter(index + 1)) {
                word.append(scalars[index])
                index += 1
            }
            guard !word.isEmpty else { continue }
            if index < scalars.count, ["(", "/"].contains(scalars[index]) || (scalars[index] == "." && word.count <= 4) { continue }
            var end = specifier.range.lowerBound
            while end > 0, spaces.contains(scalars[end - 1]) { end -= 1 }
            var start = end
            while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
            var before: String?
            if start < end, end < specifier.range.lowerBound {
                var letters = String.UnicodeScalarView()
                letters.append(contentsOf: scalars[start..<end])
                before = String(letters)
            }
            result.append((CountedWord(argument: argument, word: String(word)), before))
        }
        return result
    }

    /// The forms of the preposition "z" after which the language words every count from 2 up alike: Polish, Czech and
    /// Slovak put the noun in the genitive plural for "out of" ("1 z 5 plików", "z 21 plików"), and Polish in the
    /// instrumental plural for "with" ("z 2 zdjęciami"); "ze" and Slovak "zo" before some consonants. Empty for other
    /// languages (Sorbian's dual words 2 apart after "z").
    static func outOfPrepositions(_ language: String) -> Set<String> {
        guard let code = LanguageCode(language) else { return [] }
        switch String(code.language) {
        case "pl", "cs", "szl": return ["z", "ze"]
        case "sk": return ["z", "zo"]
        default: return []
        }
    }

    /// Whether an English word after a number is a plural noun: "files", "minutes", "people" — not "of", "is", "item",
    /// an abbreviation ("hrs", "mins") or an acronym ("GBs").
    static func isEnglishPlural(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if englishIrregularPlurals.contains(lowered) { return true }
        guard lowered.count >= 4, lowered.hasSuffix("s"), !lowered.hasSuffix("ss"), !lowered.hasSuffix("us"),
              word.filter(\.isUppercase).count <= 1, lowered.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return !englishWordsEndingInS.contains(lowered)
    }

    static let englishIrregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice", "persons", "geese"]
    static let englishWordsEndingInS: Set<String> = [
        "this", "does", "goes", "plus", "minus", "less", "unless", "always", "perhaps", "towards", "afterwards", "across",
        "whereas", "besides", "hers", "ours", "yours", "theirs", "thus", "mins", "secs", "kbps", "mbps", "gbps", "news",
        "series", "species", "means", "remains", "contains", "includes", "expires", "seems", "gets", "lets", "wants", "says",
    ]

    /// The categories a language's whole numbers select besides `other` for the noun after a number; Hebrew writes
    /// "2 ימים" with digits, so its dual is not asked for, and where a noun after a number takes one form whatever the
    /// number (``PluralCategory/keepsTheNounAfterANumber(_:)``), none.
    static func countCategories(_ language: String) -> [PluralCategory] {
        guard let whole = PluralCategory.wholeNumbers(in: language) else { return [] }
        var categories = whole.counts.subtracting([.other])
        if PluralCategory.keepsTheNounAfterANumber(language) { return [] }
        if let code = LanguageCode(language), ["he", "iw"].contains(String(code.language)) { categories.subtract([.two, .many]) }
        return categories.sorted()
    }

    /// Whether a text for one alone, chosen by the app, and one for every other count word the language right: its
    /// count categories are `one` and `other` and `one` holds no whole number but 0 and 1 (Icelandic's `one` holds 21,
    /// Russian has few and many).
    static func onlyOneIsOne(_ language: String) -> Bool {
        guard countCategories(language) == [.one] else { return false }
        // (CLDR's `one` beyond 1 takes numbers ending in 1, or in 01: these tell.)
        guard let whole = PluralCategory.wholeNumbers(in: language) else { return false }
        return [2, 3, 11, 21, 31, 41, 101, 111, 121, 1_001].allSatisfy { whole.category(of: $0) != .one }
    }

    /// The smallest number from 1 (else 0) each of the language's count categories, `other` included, selects, sorted:
    /// Russian 1, 2, 5.
    static func sampleCounts(_ language: String) -> [Int] {
        guard let whole = PluralCategory.wholeNumbers(in: language) else { return [] }
        let categories = Set(countCategories(language) + [.other]).intersection(whole.counts)
        var samples: [PluralCategory: Int] = [:]
        // (The categories ICU gave once per language: no question asked per table.)
        for number in Array(1...200) + [0] where samples.count < categories.count {
            if let category = whole.category(of: number), categories.contains(category), samples[category] == nil { samples[category] = number }
        }
        return samples.values.sorted()
    }

    /// Whether the key is one form of a plural scheme the app builds in code, key by key: another key of the table is a
    /// form of the same stem ("files_one" beside "files_other", "Call.Minutes_3_10" beside "Call.Minutes_many").
    static func isFormOfCodePlural(_ key: String, keys: Set<String>) -> Bool {
        let stems = Set(PluralCategory.stems(ofPluralKey: key))
        guard !stems.isEmpty else { return false }
        return keys.contains { $0 != key && !stems.isDisjoint(with: PluralCategory.stems(ofPluralKey: $0)) }
    }

    /// Whether a key's name says it is the text for one or for more than one ("widget_weeks_plural",
    /// "experiment_count_text_multiple", "item.singular"): the code picks it by the count. (A key that is a sentence,
    /// "Delete %lld photos from multiple albums", says nothing of the kind.)
    static func namesItsForm(_ key: String) -> Bool {
        guard !key.contains(" ") else { return false }
        let parts = key.lowercased().split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" })
        return parts.contains { ["plural", "singular", "multiple", "plurals"].contains($0) }
    }

    public static func check(_ input: TableLintInput) -> [Finding] {
        let categories = countCategories(input.language)
        guard !categories.isEmpty, let whole = PluralCategory.wholeNumbers(in: input.language) else { return [] }
        let named = (categories + (whole.counts.contains(.other) ? [.other] : [])).map(\.rawValue).joined(separator: ", ")
        let baseLanguage = input.isBase ? input.language : (input.baseLanguage ?? "")
        // (A base of no known language, `Base`, in Latin letters is read as English, as most are.)
        let englishBase = LanguageCode(baseLanguage).map { $0.language == "en" } ?? true
        let keys = Set(input.entries.map(\.key))
        let many = !onlyOneIsOne(input.language)
        let samples = sampleCounts(input.language).map(String.init)
        let numbers = samples.count > 1 ? samples.dropLast().joined(separator: ", ") + " and " + samples.last! : samples.joined()
        var findings: [Finding] = []
        // (A storyboard's or xib's text is shown as written, never formatted: its "%d" is no number.)
        for entry in input.entries where !entry.isShorthand && !input.pluralKeys.contains(entry.key)
        && input.documentTexts == nil && entry.interfaceBuilderComment == nil && !TableLintInput.isInterfaceBuilderKey(entry.key) {
            guard let base = input.isBase ? entry.value : input.baseText(for: entry)?.text,
                  input.isBase || entry.value != base else { continue }
            let baseCounts = countedWords(in: base).filter { englishBase && $0.word.allSatisfy(\.isASCII) ? isEnglishPlural($0.word) : $0.word.count >= 4 }
            guard !baseCounts.isEmpty else { continue }
            // (A word of two letters after the number is a preposition or a shortening: Arabic "5 من المتلقين", "5 of the
            // recipients", reads right for every number; Russian "%d ч".)
            let countedAndBefore = countedWordsAndWordsBefore(in: entry.value).filter { pair in
                let counted = pair.counted
                return counted.word.count >= 3 && baseCounts.contains { $0.argument == counted.argument }
                    && !(counted.word.allSatisfy(\.isASCII) && counted.word.allSatisfy(\.isUppercase))
            }
            let counted = countedAndBefore.map(\.counted)
            guard let first = counted.first, !isFormOfCodePlural(entry.key, keys: keys) else { continue }
            let message = "every count of '\(entry.key)' reads \"\(entry.value)\", with \"\(first.word)\" after the number, "
                + "but \(input.language) words \(numbers) differently (\(named)): "
                + "the text has no plural forms"
            var finding = input.finding(description, message, at: entry.valueLocation, key: entry.key,
                                        related: input.baseText(for: entry)?.related.map { [$0] } ?? [])
            // Where only one is worded apart, only one reads wrong, and apps often word one apart in code or never
            // format it (a test for one before the lookup, a minimum, a range): judged, fewer than half of these were seen.
            // Where few and many forms follow, counts from 2 up read wrong whatever the code does for one.
            // In Polish, Czech and Slovak every count after "z" ("1 z %d plików": one out of them all) is worded alike from 2
            // up (z 2, z 5, z 21 plików): only one reads wrong, as above. (Every counted word must follow it: "%1$d z %2$d
            // plików i %3$d folderów" words 2 and 5 folders apart.)
            let prepositions = Self.outOfPrepositions(input.language)
            if !prepositions.isEmpty, countedAndBefore.allSatisfy({ pair in pair.before.map { prepositions.contains($0.lowercased()) } ?? false }) {
                finding.severity = .info
                finding.message += " (after \"\(countedAndBefore[0].before ?? "")\" \(input.language) words every count from 2 up alike: "
                    + "only one reads wrong)"
            } else if !many {
                finding.severity = .info
                finding.message += namesItsForm(entry.key)
                    ? " (its key names it the text for more than one, which the code picks by the count: \(input.language) words every other count alike)"
                    : " (only one reads wrong in \(input.language): a note, as code often shows another text for one or never formats it)"
            }
            findings.append(finding)
        }
        return findings
    }
}
