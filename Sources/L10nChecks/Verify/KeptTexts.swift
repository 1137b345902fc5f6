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
    func lowerTextsTheLanguageKeeps(_ findings: inout [Finding]) {
        let candidates = findings.indices.filter {
            findings[$0].ruleID == MissingKeyRule.description.id && findings[$0].severity > .info && findings[$0].key != nil
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
        let development = LanguageCode(developmentLanguage)
        let asked = Set(candidates.map { findings[$0].language })
        for group in workspace.groups {
            for language in group.languages where asked.contains(language) && language != "Base" && LanguageCode(language) != development {
                for name in group.tables(in: language) {
                    let base = baseTexts(group, name)
                    guard !base.isEmpty, case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                    var kept: [String] = [], translated: [String] = [], liveKept = 0, liveTranslated = 0
                    for entry in table.entries {
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
        for index in candidates {
            let finding = findings[index]
            guard let key = finding.key, let (group, name) = tables[finding.file], let text = baseTexts(group, name)[key],
                  let vote = votes[finding.language]?[text], vote.kept > 0, vote.translated == 0, writes(finding.language, text) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the \(finding.language) tables keep \"\(text)\" as it is where they have it)"
        }
    }
}
