import L10nStrings

/// The rules about a translation table as a whole.
public enum TableRules {
    public static let untranslatedTable = RuleDescription(
        id: "untranslated-table", name: "Table is an untranslated copy",
        explanation: "The language's table for this document repeats the base texts instead of translating them, so its "
            + "users see the document in the development language. One finding stands for the whole table: the keys it "
            + "lacks are notes, since they show the base text among base texts. Where all of a language's tables are such "
            + "copies, one finding stands for the language.",
        fix: "Have the table translated, or stop shipping the language until it is",
        defaultSeverity: .warning)

    public static let all = [untranslatedTable]
}

extension VerifyPipeline {
    /// Of a document table's texts with letters, how many repeat the base text and how many there are, when
    /// they make it a copy nobody translated: at least five, and nine in ten the same. A value that repeats the
    /// base text its own comment records (`text = "Settings"` above `"Settings"`, the storyboard now saying
    /// "settings") was never translated either: the base changed after the copy was made. A language of the
    /// development language's family (`en-GB` beside `en`) is not one: its texts read right as they are.
    func untranslatedCopy(_ tableTexts: [String: String], baseTexts: [String: String], recordedBaseTexts: [String: String] = [:],
                          language: String) -> (same: Int, compared: Int)? {
        if let code = LanguageCode(language), let development = LanguageCode(developmentLanguage), code.language == development.language { return nil }
        var compared = 0, same = 0
        for (key, value) in tableTexts {
            guard let base = baseTexts[key], base.contains(where: Self.isReadLetter) else { continue }
            compared += 1
            if value == base || value == recordedBaseTexts[key] { same += 1 }
        }
        guard compared >= 5, same * 10 >= compared * 9 else { return nil }
        return (same, compared)
    }

    /// When the job's table is an untranslated copy of the document's base texts: one warning for the table,
    /// and its missing keys become notes (they show the base text among base texts).
    ///
    /// Only the texts users see count (``showsItsBaseText(_:facts:)``), not those of objects whose note says to keep
    /// them nor those that read the same untranslated; and a document whose base texts are written in the language is no copy.
    func markUntranslatedCopy(_ findings: inout [Finding], job: VerifyJob, source: TranslationSource, tableTexts: [String: String],
                              facts: CodeContext.DocumentFacts, documentPath: String) {
        guard !job.isCatalog else { return }
        var baseTexts: [String: String] = [:]
        for entry in facts.entries where baseTexts[entry.key] == nil {
            // (A text that reads the same in the language, a name or a number, says nothing about a translator.)
            guard showsItsBaseText(entry, facts: facts), !facts.notToTranslateObjects.contains(entry.objectID),
                  Self.readsTheSameUntranslated(entry.value, language: job.language) == nil else { continue }
            baseTexts[entry.key] = entry.value
        }
        // The base texts the table's comments record, when they are base texts: most agree with the document
        // (some tools write the translation into the comment too, Sparkle's tables among them).
        var recorded: [String: String] = [:]
        if case .success(let table) = workspace.table(job.table) {
            for entry in table.entries { if let comment = entry.interfaceBuilderComment { recorded[entry.key] = comment.baseText } }
            let shared = recorded.keys.filter { baseTexts[$0] != nil }
            if shared.filter({ recorded[$0] == baseTexts[$0] }).count * 2 <= shared.count { recorded = [:] }
        }
        // (Which language the base texts are written in is asked last: it reads all of them, once per document.)
        guard let copy = untranslatedCopy(tableTexts, baseTexts: baseTexts, recordedBaseTexts: recorded, language: job.language),
              baseTextLanguage(job.document) != job.language else { return }
        let note = " (the \(job.language) table is an untranslated copy: \(copy.same) of its \(copy.compared) texts repeat the base text)"
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            findings[index].severity = .info
            findings[index].message += note
        }
        let first = source.entries.compactMap(\.location).min { ($0.line, $0.column) < ($1.line, $1.column) }
        findings.append(Finding(
            ruleID: TableRules.untranslatedTable.id, severity: TableRules.untranslatedTable.defaultSeverity,
            message: "the \(job.language) table of \(documentPath) repeats the base text in \(copy.same) of its \(copy.compared) texts: "
                + "\(job.language) users see this document in the development language",
            file: source.path, line: first?.line ?? 1, column: first?.column ?? 1, language: job.language,
            related: [RelatedLocation(file: documentPath, line: 1, column: 1, note: "the document")],
            fix: TableRules.untranslatedTable.fix))
    }
}
