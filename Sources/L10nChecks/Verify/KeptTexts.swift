import Foundation
import L10nProject
import L10nStrings
import L10nText

extension VerifyPipeline {
    /// A missing key whose base text the language's own tables keep as it is wherever they have it (a German
    /// table that gives "News" for "News" on three other keys) reads the same once translated: its finding is
    /// a note. Only tables their translators worked on vote (most of their texts differ from the base): a copy
    /// nobody translated keeps every text and says nothing. One table of the language that translates the text
    /// to something else is enough to keep the finding, and the text must be one the language writes with its own
    /// letters.
    ///
    /// A short text (a name, a term: at most four words, no placeholder) that the language's translations keep word
    /// for word inside texts they do translate reads the same too, missing or untranslated, whatever its script: the
    /// Russian "Wikipedia Zero выключена" for "Wikipedia Zero is off" keeps the programme's name, and so does
    /// "Wikipedia Zero" for "Wikipedia Zero". (Only where users see that text: a storyboard's missing key shows its base
    /// text, a missing key the code looks up shows the key, which must be the text.)
    func lowerTextsTheLanguageKeeps(_ findings: inout [Finding]) {
        let keptRules: Set<String> = [MissingKeyRule.description.id, UntranslatedRule.description.id]
        let candidates = findings.indices.filter {
            keptRules.contains(findings[$0].ruleID) && findings[$0].severity > .info && findings[$0].key != nil
        }
        guard !candidates.isEmpty else { return }
        let tables = tablesByPath()
        var bases: [String: [String: String]] = [:]
        func baseTexts(_ group: LocalizationGroup, _ name: String) -> [String: String] {
            let tableKey = "\(group.directory.path)|\(name)"
            if let known = bases[tableKey] { return known }
            var base: [String: String] = [:]
            if let document = group.baseDocument(named: name) {
                if case .success(let ib) = workspace.document(document) {
                    for entry in code.facts(of: ib, at: document).entries where base[entry.key] == nil { base[entry.key] = entry.value }
                }
            } else {
                base = referenceTexts(group, table: name)
            }
            bases[tableKey] = base
            return base
        }
        // Per language and base text: how many of its translated tables keep the text, and how many translate it.
        var votes: [String: [String: (kept: Int, translated: Int)]] = [:]
        // Per language: the base texts its tables translate, with their translations.
        var translations: [String: [(base: String, translated: String)]] = [:]
        let development = LanguageCode(developmentLanguage)
        let asked = Set(candidates.map { findings[$0].language })
        for group in workspace.groups {
            for language in group.languages where asked.contains(language) && language != "Base" && LanguageCode(language) != development {
                for name in group.tables(in: language) {
                    let base = baseTexts(group, name)
                    guard !base.isEmpty, case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                    var kept: [String] = [], translated: [String] = [], liveKept = 0, liveTranslated = 0
                    for entry in table.entries {
                        // (A key written as its text, "Copyright © 2014 Silent Circle…", is the base text where the base lacks it.)
                        if let text = base[entry.key] ?? (entry.key.contains(" ") ? entry.key : nil), entry.value != text, entry.value != entry.key {
                            translations[language, default: []].append((text, entry.value))
                        }
                        // An entry whose object is gone still tells, through the base text its comment records,
                        // what the translator made of that text; whether the table is translated, its live entries say.
                        let live = base[entry.key] != nil
                        guard let text = base[entry.key] ?? entry.interfaceBuilderComment?.baseText, Self.hasSomethingToRead(text) else { continue }
                        if entry.value == text {
                            kept.append(text)
                            if live { liveKept += 1 }
                        } else {
                            translated.append(text)
                            if live { liveTranslated += 1 }
                        }
                    }
                    guard liveTranslated > liveKept else { continue }
                    for text in kept { votes[language, default: [:]][text, default: (0, 0)].kept += 1 }
                    for text in translated { votes[language, default: [:]][text, default: (0, 0)].translated += 1 }
                }
            }
        }
        // Kept in a script the language does not write ("Good Answer" in an Arabic table), a text is as untranslated
        // there as here: only a text the language could write itself reads the same.
        var alphabets: [String: ExemplarLetters?] = [:]
        func writes(_ language: String, _ text: String) -> Bool {
            if alphabets[language] == nil { alphabets[language] = .some(TextLanguage.exemplarLetters(of: language)) }
            guard let letters = alphabets[language] ?? nil else { return false }
            return text.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || letters.contains($0.value) }
        }
        // One everyday word of the development language ("From") that a translation into another script leaves in
        // Latin letters beside its own ("From: アドレス") is a word left untranslated there, not a name.
        let developmentWords = SpellingDictionary.forLanguage(developmentLanguage)
        func isCommonWord(_ text: String) -> Bool {
            let words = TextLanguage.wordsOf(text)
            guard words.count == 1, let word = words.first, word.contains(where: \.isLowercase) else { return false }
            return developmentWords?.contains(word) ?? false
        }
        for index in candidates {
            let finding = findings[index]
            // (A key the code looks up that the base table lacks shows itself.)
            let lookedUp = finding.ruleID == MissingKeyRule.description.id && finding.objectID == nil
            guard let key = finding.key, let (group, name) = tables[finding.file] else { continue }
            let baseText = baseTexts(group, name)[key]
            guard let text = baseText ?? (lookedUp ? key : nil) else { continue }
            if finding.ruleID == MissingKeyRule.description.id, baseText != nil, let vote = votes[finding.language]?[text], vote.kept > 0, vote.translated == 0,
               writes(finding.language, text) {
                findings[index].severity = .info
                findings[index].message += " (the \(finding.language) tables keep \"\(text)\" as it is where they have it)"
            } else if Self.isTerm(text), finding.ruleID == UntranslatedRule.description.id || finding.objectID != nil || key == text,
                      TextLanguage.readsLatinLetters(finding.language) || !isCommonWord(text),
                      let keeping = translations[finding.language]?.first(where: {
                Self.containsWords(text, in: $0.base) && Self.keepsAlone(text, translated: $0.translated, base: $0.base)
                    && Self.addsWords($0.translated, to: $0.base)
            }) {
                findings[index].severity = .info
                findings[index].message += " (the \(finding.language) translations keep \"\(text)\" as it is: \"\(keeping.translated)\" for \"\(keeping.base)\")"
            }
        }
    }

    /// A name or a term: a text of two letters or more, of at most four words and without a placeholder.
    static func isTerm(_ text: String) -> Bool {
        !text.contains("%") && text.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2
            && text.split(whereSeparator: { $0 == " " }).count <= 4 && !text.contains(where: \.isNewline)
    }

    /// Whether `translated` has a word `base` lacks: a translation, not the base text re-punctuated.
    static func addsWords(_ translated: String, to base: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() })
        }
        return !words(translated).subtracting(words(base)).isEmpty
    }

    /// Whether `text` is in `other` as whole words: no letter or digit joins it on either side.
    static func containsWords(_ text: String, in other: String) -> Bool {
        !wordRanges(of: text, in: other).isEmpty
    }

    /// The ranges where `text` stands in `other` as whole words (Catalan's middle dot between two l's is inside a
    /// word: "Cancel·lar" does not hold "Cancel").
    static func wordRanges(of text: String, in other: String) -> [Range<String.Index>] {
        func isWordCharacter(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber } ?? false }
        func joinsGeminate(_ dot: String.Index) -> Bool {
            guard other[dot] == "\u{B7}", dot > other.startIndex, other.index(after: dot) < other.endIndex else { return false }
            return "lL".contains(other[other.index(before: dot)]) && "lL".contains(other[other.index(after: dot)])
        }
        var ranges: [Range<String.Index>] = []
        var searched = other.startIndex..<other.endIndex
        while let found = other.range(of: text, range: searched) {
            let before = found.lowerBound > other.startIndex ? other[other.index(before: found.lowerBound)] : nil
            let after = found.upperBound < other.endIndex ? other[found.upperBound] : nil
            let joined = (found.upperBound < other.endIndex && joinsGeminate(found.upperBound))
                || (found.lowerBound > other.startIndex && joinsGeminate(other.index(before: found.lowerBound)))
            if !isWordCharacter(before), !isWordCharacter(after), !joined { ranges.append(found) }
            searched = other.index(after: found.lowerBound)..<other.endIndex
        }
        return ranges
    }

    /// Whether `translated` keeps `text` as a term of its own: somewhere it stands as whole words and neither the
    /// word before it nor the word after it comes along from `base` (a Marathi "QA Poole No Name फरश्या" keeps
    /// the name "QA Poole No Name", not the word "Name").
    static func keepsAlone(_ text: String, translated: String, base: String) -> Bool {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        return wordRanges(of: text, in: translated).contains { found in
            // The previous word with what separates it, and the next one.
            var start = found.lowerBound
            while start > translated.startIndex, !isWordCharacter(translated[translated.index(before: start)]) { start = translated.index(before: start) }
            let wordEnd = start
            while start > translated.startIndex, isWordCharacter(translated[translated.index(before: start)]) { start = translated.index(before: start) }
            // (A number beside the name, a year, is no word it came with.)
            let hasPrevious = translated[start..<wordEnd].contains(where: \.isLetter)
            var end = found.upperBound
            while end < translated.endIndex, !isWordCharacter(translated[end]) { end = translated.index(after: end) }
            let wordStart = end
            while end < translated.endIndex, isWordCharacter(translated[end]) { end = translated.index(after: end) }
            let hasNext = translated[wordStart..<end].contains(where: \.isLetter)
            let withPrevious = hasPrevious && base.contains(translated[start..<found.upperBound])
            let withNext = hasNext && base.contains(translated[found.lowerBound..<end])
            return !withPrevious && !withNext
        }
    }
}
