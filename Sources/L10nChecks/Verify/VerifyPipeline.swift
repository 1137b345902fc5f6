import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nSource
import L10nStrings
import L10nText

/// One base document and one language: the unit of layout work that `--jobs` spreads.
public struct VerifyJob: Sendable, Hashable {
    public var document: URL
    /// The language's `.strings` table, or the String Catalog (`<Name>.xcstrings`) that holds it.
    public var table: URL
    /// The language's folder name (`de`, `pt-BR`) or catalog code.
    public var language: String
    public var isCatalog: Bool { table.pathExtension == "xcstrings" }

    public init(document: URL, table: URL, language: String) {
        self.document = document
        self.table = table
        self.language = language
    }
}

/// A layout a verify run computed, kept for drawing (see ``VerifyOptions/retainedLayouts``).
public struct LaidOutScreen: Sendable {
    public var document: URL
    /// The language, or nil for the base language.
    public var language: String?
    /// The language's table or catalog (nil for the base language).
    public var table: URL?
    public var screen: Screen
    public var layout: DocumentLayout
}

/// What a verify run found, and the layouts it was asked to keep.
public struct VerifyResult: Sendable {
    /// Sorted (file, line, column, rule), with settings' severities and the baseline applied.
    public var findings: [Finding]
    /// The layouts kept, in job order then screen order; base layouts come before the first language.
    public var layouts: [LaidOutScreen]
    /// The layout jobs of this run (this shard's).
    public var jobs: [VerifyJob]
    /// Documents that could not be read (they are also findings, `document-unreadable`).
    public var unreadableDocuments: [IBReadError]
    /// How many findings the baseline left out.
    public var knownFindings: Int
    /// Documents and tables found that no Xcode target builds, left out (empty with `allFiles`).
    public var leftOut: [URL] = []
}

/// Why `verify` cannot start.
public enum VerifyError: Error, CustomStringConvertible, Equatable {
    case noTables(language: String)
    case invalidLanguage(String)

    public var description: String {
        switch self {
        case .noTables(let language):
            return "no \(language).lproj table or String Catalog translation for \(language); check the language code or add it with 'l10nlayout extract --add-language \(language)'"
        case .invalidLanguage(let text):
            return LanguageCodeError(text: text, origin: "verify").description
        }
    }
}

/// `verify` as a library: lints the project's tables and catalogs, lays out every base document per
/// language and screen beside the base language, runs the layout rules, applies severities and the
/// baseline, and returns the findings with the layouts it was asked to keep. Commands, `render` and the
/// HTML report all draw from one run; nothing is laid out twice.
public final class VerifyPipeline: @unchecked Sendable {
    public let workspace: Workspace
    public let engine: LayoutEngine
    public let options: VerifyOptions
    public let linter: ProjectLinter
    /// What the app's code says (localized strings it looks up, texts it puts into views).
    public let code: CodeContext
    /// Fingerprints to leave out, with how many times each was recorded.
    public var baseline: Baseline?

    private let baseLayouts = OnceCache<DocumentLayout>()
    /// Whether the run has fewer jobs than workers: a job then lays out the base and the translated document
    /// at once (one large storyboard in one language would leave the other cores idle). Set before the jobs run.
    private var layoutsSideBySide = false
    private let missingFontRatios = OnceCache<[String: Double]>()
    /// The tables the code looks strings up in (see ``translatesTables(_:_:)``).
    private let lookupTables = OnceCache<Set<String>>()
    private let runtimeStrings = OnceCache<Set<String>>()

    /// The language the app is developed in: its tables show base texts, they are not translations.
    public let developmentLanguage: String
    /// See ``appNames(_:)``.
    let appNames: Set<String>

    /// - Parameter developmentLanguage: nil for the project's (its Xcode development region; without a project, the
    ///   language ``inferredDevelopmentLanguage(_:code:)`` reads from the base documents or the `en` tables; else `en`).
    public init(workspace: Workspace, engine: LayoutEngine, options: VerifyOptions, developmentLanguage: String? = nil) {
        self.workspace = workspace
        self.engine = engine
        self.options = options
        code = CodeContext(workspace: workspace)
        self.developmentLanguage = developmentLanguage ?? options.baseLanguage.flatMap { $0 == "Base" ? nil : $0 }
            ?? Self.inferredDevelopmentLanguage(workspace, code: code) ?? workspace.developmentLanguage()
        appNames = Self.appNames(workspace)
        linter = ProjectLinter(workspace: workspace, baseLanguage: options.baseLanguage, developmentLanguage: self.developmentLanguage,
                               allFiles: options.allFiles, code: code)
    }

    /// Without an Xcode project to name the development region: the language the base documents are written in, when
    /// their letters say so (a Chinese base beside an `en.lproj` that translates it). Where they show no texts of their
    /// own (fewer than three, IB's placeholders and texts the code replaces apart), the region the app's Info.plists
    /// write out (``infoPlistRegion(_:)``), else the language the `en` tables copy (``developmentTablesLanguage(_:)``).
    /// Nil when none says.
    static func inferredDevelopmentLanguage(_ workspace: Workspace, code: CodeContext) -> String? {
        guard workspace.xcode == nil else { return nil }
        var texts: [String] = [], shown = 0
        for url in workspace.baseDocuments where !workspace.isExcluded(url) {
            guard case .success(let document) = workspace.document(url) else { continue }
            let facts = code.facts(of: document, at: url)
            for entry in facts.entries {
                texts.append(entry.value)
                if entry.value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }), facts.codeTexts.texts[entry.key] == nil,
                   !facts.neverShows(entry.key), !facts.defaultPlaceholderKeys.contains(entry.key), !CodeContext.defaultPlaceholders.contains(entry.value) {
                    shown += 1
                }
            }
        }
        if let language = TextLanguage.languageOfTexts(texts, candidates: workspace.languages, development: "en") { return language }
        // (Base documents that show texts of their own read as English: the app is developed in it, whatever its tables hold.)
        guard shown < 3 else { return nil }
        return infoPlistRegion(workspace) ?? developmentTablesLanguage(workspace)
    }

    /// The one development region the Info.plists beside the app's `.lproj` folders, or in the folder above them, write
    /// out (`CFBundleDevelopmentRegion` = `ko_KR`, not `$(DEVELOPMENT_LANGUAGE)`), which iOS falls back to: as the app's
    /// folders spell it, when they hold that language and it is not English; nil otherwise.
    static func infoPlistRegion(_ workspace: Workspace) -> String? {
        guard let region = workspace.writtenDevelopmentRegion(andAbove: true), let wanted = LanguageCode(region), wanted.language != "en",
              workspace.languages.contains(where: { $0 != "Base" && LanguageCode($0)?.language == wanted.language }) else { return nil }
        return workspace.folderSpelling(of: region)
    }

    /// Without an Xcode project, or a String Catalog, to name the development language: the language the `en` tables,
    /// the development language's when nothing says otherwise, copy (3dollars, a Korean app built with Tuist, no project
    /// committed: its `en` and `ko` tables hold the same Korean texts, and its feature modules ship an `en` table of
    /// Korean alone). Half of the `en` tables' lettered values must carry letters English does not write, one
    /// language of the app's write them (``TextLanguage/languageOfTexts(_:candidates:development:)``), and that
    /// language's tables beside them repeat their values: four in five of the keys both hold, three at least. (An English
    /// app's bilingual `en` table, "Al-Fatiha (الفاتحة)", is no copy of its Arabic one.) Nil otherwise.
    static func developmentTablesLanguage(_ workspace: Workspace) -> String? {
        guard workspace.xcode == nil, workspace.catalogs.isEmpty else { return nil }
        func isEnglish(_ folder: String) -> Bool { LanguageCode(folder)?.language == "en" }
        func values(_ group: LocalizationGroup, _ folder: String, _ name: String) -> [String: String] {
            let url = group.tableURL(name, language: folder)
            guard !workspace.isExcluded(url), case .success(let table) = workspace.table(url) else { return [:] }
            return Dictionary(table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        var texts: [String] = []
        for group in workspace.groups {
            for folder in group.languages.sorted() where isEnglish(folder) {
                for name in group.tables(in: folder) {
                    let table = values(group, folder, name)
                    texts += table.keys.sorted().compactMap { table[$0] }
                }
            }
        }
        let others = workspace.languages.filter { $0 != "Base" && !isEnglish($0) }
        guard let candidate = TextLanguage.languageOfTexts(texts, candidates: others, development: "en", minimumTenths: 5) else { return nil }
        var shared = 0, same = 0
        for group in workspace.groups where group.languages.contains(candidate) {
            for folder in group.languages.sorted() where isEnglish(folder) {
                for name in group.tables(in: folder) where group.hasTable(name, in: candidate) {
                    let english = values(group, folder, name), copied = values(group, candidate, name)
                    for (key, value) in english { if let other = copied[key] { shared += 1; if other == value { same += 1 } } }
                }
            }
        }
        return shared >= 3 && same * 5 >= shared * 4 ? candidate : nil
    }

    /// The base documents this run checks: not excluded, and built by an Xcode target (unless `allFiles`).
    var documents: [URL] {
        workspace.baseDocuments.filter { !workspace.isExcluded($0) && (options.allFiles || workspace.ships($0)) }
    }

    /// What was found but no Xcode target builds: documents, tables and catalogs left out of this run.
    public func leftOut() -> [URL] {
        guard !options.allFiles, workspace.xcode != nil else { return [] }
        let tables = workspace.groups.flatMap { group in
            group.languages.flatMap { language in group.tables(in: language).map { group.tableURL($0, language: language) } }
        }
        return (workspace.baseDocuments + tables + workspace.catalogs + workspace.stringsDictionaries)
            .filter { !workspace.isExcluded($0) && !workspace.ships($0) }.sorted { $0.path < $1.path }
    }

    /// Every rule `verify` runs, lint's first, in report order.
    public static var rules: [RuleDescription] {
        LintRules.all.map { $0.description } + PluralLintRules.all.map { $0.description } + LayoutRules.all.map { $0.description } + CodeRules.all
            + TableRules.all
    }

    /// The folder names of the languages to check: the requested ones as the project spells them, or every
    /// language of the project.
    /// - Throws: ``VerifyError`` for a code that is not a language, or one the project has no table for.
    public func checkedLanguages() throws -> [String] {
        let present = Set(workspace.languages + catalogLanguages())
        if options.languages.isEmpty { return Set(shippedFolderLanguages() + catalogLanguages()).sorted() }
        var result: [String] = []
        for requested in options.languages {
            guard let code = LanguageCode(requested) else { throw VerifyError.invalidLanguage(requested) }
            let matches = present.filter { LanguageCode($0) == code }.sorted()
            guard !matches.isEmpty else { throw VerifyError.noTables(language: requested) }
            for match in matches where !result.contains(match) { result.append(match) }
        }
        return result
    }

    /// The languages of the project's folders, without those whose every table and document no target builds
    /// (btlb's stray `German.lproj` beside the `de` the app ships): no user runs the app in them.
    private func shippedFolderLanguages() -> [String] {
        guard !options.allFiles, workspace.xcode != nil else { return workspace.languages }
        return workspace.languages.filter { language in
            let files = workspace.groups.filter { $0.languages.contains(language) }.flatMap { group in
                group.tables(in: language).map { group.tableURL($0, language: language) }
                    + group.stringsDictionaries(in: language).map { group.stringsDictionaryURL($0, language: language) }
                    + group.documents(in: language)
            }.filter { !workspace.isExcluded($0) }
            return files.isEmpty || files.contains(where: workspace.ships)
        }
    }

    /// The catalogs' languages other than their source language, and their source language when it is the app's
    /// development language: its users read what the catalog builds for it (a key with no value in it as written).
    private func catalogLanguages() -> [String] {
        workspace.catalogs.flatMap { url -> [String] in
            guard case .success(let catalog) = workspace.catalog(url) else { return [] }
            let own = LanguageCode(catalog.sourceLanguage) == LanguageCode(developmentLanguage) ? [catalog.sourceLanguage] : []
            return catalog.languages.filter { $0 != catalog.sourceLanguage } + own
        }
    }

    /// The layout jobs for the checked languages in a stable order (document path, then language), this
    /// shard's share: every job of a document goes to the same shard.
    public func jobs(languages: [String]) -> [VerifyJob] {
        let checked = Set(languages)
        var jobs: [VerifyJob] = []
        var documentIndex = 0
        let checkedDocuments = Set(documents)
        for group in workspace.groups {
            for document in group.baseDocuments where checkedDocuments.contains(document) {
                defer { documentIndex += 1 }
                guard documentIndex % options.shard.count == options.shard.index - 1 else { continue }
                let name = document.deletingPathExtension().lastPathComponent
                for language in group.languages where language != "Base" && checked.contains(language) {
                    let table = group.tableURL(name, language: language)
                    // A language without this document's table shows the base texts; nothing to check.
                    guard group.hasTable(name, in: language), !workspace.isExcluded(table), options.allFiles || workspace.ships(table) else { continue }
                    jobs.append(VerifyJob(document: document, table: table, language: language))
                }
                // Since Xcode 15 a document's strings may live in a String Catalog beside Base.lproj instead.
                for catalogURL in Self.catalogURLs(of: name, in: group) where FileManager.default.fileExists(atPath: catalogURL.path) {
                    guard case .success(let catalog) = workspace.catalog(catalogURL) else { continue }
                    for language in catalog.languages where language != catalog.sourceLanguage && checked.contains(language)
                        && !jobs.contains(where: { $0.document == document && $0.language == language }) {
                        jobs.append(VerifyJob(document: document, table: catalogURL, language: language))
                    }
                }
            }
        }
        return jobs.sorted { ($0.document.path, $0.language) < ($1.document.path, $1.language) }
    }

    /// Where a document's strings live when a String Catalog holds them (Xcode 15 and later): beside
    /// `Base.lproj`, or in it.
    static func catalogURLs(of document: String, in group: LocalizationGroup) -> [URL] {
        [group.directory.appendingPathComponent("\(document).xcstrings"), group.folder(for: "Base").appendingPathComponent("\(document).xcstrings")]
    }

    /// Runs everything.
    /// - Parameters:
    ///   - languages: the folder names to check, as ``checkedLanguages()`` gives them; nil to resolve the
    ///     options' languages (an empty list then means every language; here it means none).
    ///   - progress: called after each layout job with (done, total), from any thread.
    /// - Throws: ``VerifyError`` when the requested languages cannot be checked.
    public func run(languages: [String]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> VerifyResult {
        let languages = try languages ?? checkedLanguages()
        let jobs = self.jobs(languages: languages)
        var (layoutFindings, layouts, unreadable) = runLayouts(jobs, progress: progress)
        layoutFindings += otherPlatformFindings(jobs)
        if options.retainedLayouts == .all {
            let (baseFindings, baseLayouts, baseUnreadable) = baseOnlyLayouts(except: Set(jobs.map(\.document)))
            layoutFindings += baseFindings
            layouts += baseLayouts
            unreadable = (unreadable + baseUnreadable).sorted { $0.path < $1.path }
        } else {
            // A document no checked language has a table for is not laid out, but a folder in its place or
            // XML that cannot be read is still an error (the app would not build), never a silent pass.
            let (unreadFindings, unread) = unreadableDocuments(except: Set(jobs.map(\.document)))
            layoutFindings += unreadFindings
            unreadable = (unreadable + unread).sorted { $0.path < $1.path }
        }
        var findings = layoutFindings + lintFindings(languages: Set(languages)) + missingDocumentTableFindings(languages: languages)
            + localizedCopyFindings(languages: languages)
        // A language whose tables hold next to nothing is not translated yet.
        let untranslated = untranslatedLanguages(languages)
        // The code's keys, and the project's declared languages: one unit of work, the first shard's.
        if options.shard.index == 1 {
            var codeChecks = CodeKeyChecks(workspace: workspace, code: code, developmentLanguage: developmentLanguage, allFiles: options.allFiles)
            // (Words of the app's translations only beside the app's name: where the language's own translations hold English
            // words, HalloApp's Brazilian "You changed the expiration for the group" would read as theirs.)
            codeChecks.readsTheSame = { [unowned self] text, language in
                let words = TextLanguage.wordsOf(text)
                return namesOnlyTheApp(text) || (wordsBesideTheAppName(words).count < words.count && readsAsTheTranslationsWords(text, language))
            }
            let codeFindings = codeChecks.findings(languages: languages)
            let others = languages.filter { $0 != "Base" && LanguageCode($0) != LanguageCode(developmentLanguage) }
            let tableFacts = tableTranslations(others)
            let translated = tableFacts.translating.filter { language in
                untranslated[language] == nil
                    && (workspace.groups.contains { translatesTables($0, language, ownTablesOnly: true) } || translatesCatalogs(language))
            }
            // (Or a String Catalog the code reads words it in that language, keys that are names: OneLine's "error.unknown".)
            let developmentSpeaks = workspace.groups.contains { group in
                LanguageCode(developmentLanguage).flatMap(group.language(matching:)).map { translatesTables(group, $0, ownTablesOnly: true) } ?? false
            } || translatesCatalogs(developmentLanguage)
            findings += codeChecks.hardCodedTexts(languages: languages, translated: translated, writtenIn: tableFacts.writtenIn, appNames: appNames,
                                                  developmentSpeaks: developmentSpeaks, usesOwnWords: { usesTheWordsOf($0, $1) || keepsEveryWord($0, $1) })
            let settings = settingsBundleFindings(languages: translated.sorted())
            findings += unbuiltTranslationFindings()
            // A key the code looks up and the base table both have is one missing key: the code's finding says more. (Per
            // language: a catalog holds every language, and the code's finding for one says nothing of another.)
            // (A table is its `.strings`, `.stringsdict` and catalog of one name in one folder: Itori's code lookups land on its
            // Localizable.stringsdict, the catalog's own missing keys on its Localizable.xcstrings beside it.)
            func missing(_ finding: Finding) -> String {
                "\((finding.file as NSString).deletingPathExtension)|\(finding.key ?? "")|\(finding.language)"
            }
            let codeMissing = Set(codeFindings.filter { $0.ruleID == MissingKeyRule.description.id }.map(missing))
            findings.removeAll { $0.ruleID == MissingKeyRule.description.id && codeMissing.contains(missing($0)) }
            // So is a Settings bundle's text its base table and the pane both have: the pane's finding says who shows it.
            let settingsMissing = Set(settings.filter { $0.ruleID == MissingKeyRule.description.id }.map(missing))
            findings.removeAll { $0.ruleID == MissingKeyRule.description.id && settingsMissing.contains(missing($0)) }
            findings += settings
            findings = Self.mergingFormatMismatches(lint: findings, code: codeFindings)
            // A prompt the base InfoPlist table also has is one missing key: the prompt's finding says more.
            let prompts = permissionPromptFindings(languages: languages) + developmentLanguagePromptFindings(languages: languages)
                + shortcutFindings(languages: languages)
            let promptMissing = Set(prompts.map(missing))
            findings.removeAll { $0.ruleID == MissingKeyRule.description.id && promptMissing.contains(missing($0)) }
            findings += declaredLanguageFindings() + prompts
            raiseUntranslatedCodeTexts(&findings, translating: translated)
            lowerKeysNoCodeLooksUp(&findings)
            lowerFormatMismatchesNoCodeFormats(&findings)
            lowerKeysOnlyUnreachedCodeLooksUp(&findings)
            lowerCreditedNames(&findings)
        }
        lowerKeysOtherLanguagesKeep(&findings)
        lowerCatalogKeysThatReadTheSame(&findings)
        lowerKeysAResourceBundleTranslates(&findings)
        lowerTextsTheLanguageKeeps(&findings)
        lowerRegionalDevelopmentVariants(&findings)
        lowerShadowedBareChinese(&findings)
        lowerShadowedEntries(&findings)
        dropSpecifierMismatchesTheCodesValueAnswers(&findings)
        lowerUndeclaredPermissionPrompts(&findings)
        lowerPromptsNoCodeAsksFor(&findings)
        lowerLanguagesAForcedLocaleHides(&findings)
        lowerKeysOtherLanguagesBranchesLookUp(&findings)
        lowerKeysTheCodeChecksForTranslation(&findings)
        lowerKeysShownBesideTheirTranslation(&findings)
        lowerBidiFindingsOfSpokenTexts(&findings)
        if let appLanguages = languagesOfTheAppBundle() {
            lowerPackageLanguagesTheAppLacks(&findings, appLanguages: appLanguages)
            if options.shard.index == 1 { findings += packageLanguagesTheAppLacks(appLanguages: appLanguages).filter { languages.contains($0.language) } }
        }
        // A text a document's job found users read untranslated is the linter's note for the same entry, raised.
        let raised = Set(findings.filter { $0.ruleID == UntranslatedRule.description.id && $0.severity > .info }.map { "\($0.file)|\($0.language)|\($0.key ?? "")" })
        findings.removeAll { finding in
            finding.ruleID == UntranslatedRule.description.id && finding.severity == .info && raised.contains("\(finding.file)|\(finding.language)|\(finding.key ?? "")")
        }
        // A language not translated yet: one finding, not one per key (a note where its tables hold next to
        // nothing, a warning where they are copies of the base, which no one meant to ship, unless a document's
        // copy already says so).
        if !untranslated.isEmpty {
            findings.removeAll { finding in
                untranslated[finding.language] != nil
                    && (finding.ruleID == MissingKeyRule.description.id || finding.ruleID == CodeRules.missingTable.id)
            }
            let copiedDocuments = Set(findings.filter { $0.ruleID == TableRules.untranslatedTable.id && $0.severity > .info }.map(\.language))
            // Nor is each text it repeats from the base a warning of its own.
            for index in findings.indices where untranslated[findings[index].language] != nil
            && findings[index].ruleID == UntranslatedRule.description.id && findings[index].severity > .info {
                findings[index].severity = .info
            }
            if options.shard.index == 1 {
                var added: [Finding] = []
                for language in untranslated.keys.sorted() {
                    let facts = untranslated[language]!
                    let rule = facts.isCopy ? TableRules.untranslatedTable : MissingKeyRule.description
                    let warns = facts.isCopy && !copiedDocuments.contains(language)
                    added.append(Finding(
                        ruleID: rule.id, severity: warns ? rule.defaultSeverity : .info, message: facts.message(language),
                        file: facts.table, line: 1, column: 1, language: language,
                        fix: "Translate the language's tables, or remove the language until it is translated"))
                }
                // A language no user gets (a bare zh beside zh-Hans, one a forced locale hides) warns of nothing.
                lowerShadowedBareChinese(&added)
                lowerLanguagesAForcedLocaleHides(&added)
                findings += added
            }
        }
        findings = findings.compactMap { finding in
            if options.disabledRules.contains(finding.ruleID) { return nil }
            var finding = finding
            if let severity = options.severities[finding.ruleID] { finding.severity = severity }
            return finding
        }
        findings = Finding.sorted(findings)
        var known = 0
        if let baseline {
            (findings, known) = baseline.filter(findings)
        }
        return VerifyResult(findings: findings, layouts: layouts, jobs: jobs, unreadableDocuments: unreadable, knownFindings: known,
                            leftOut: leftOut())
    }

    /// `lint` + `code`, where a value the table check (against the base) and the code check (against the
    /// call's arguments) both find with mismatched format specifiers is one finding: the more severe, with
    /// the other's related places (the base text and the call) added.
    static func mergingFormatMismatches(lint: [Finding], code: [Finding]) -> [Finding] {
        let rule = FormatSpecifierMismatchRule.description.id
        func place(_ finding: Finding) -> String { "\(finding.file)|\(finding.line)|\(finding.language)|\(finding.key ?? "")" }
        var codeByPlace: [String: Int] = [:]
        for (index, finding) in code.enumerated() where finding.ruleID == rule && codeByPlace[place(finding)] == nil {
            codeByPlace[place(finding)] = index
        }
        var merged = lint
        var absorbed = Set<Int>()
        for index in merged.indices where merged[index].ruleID == rule {
            guard let codeIndex = codeByPlace[place(merged[index])], !absorbed.contains(codeIndex) else { continue }
            absorbed.insert(codeIndex)
            var kept = code[codeIndex].severity > merged[index].severity ? code[codeIndex] : merged[index]
            let other = code[codeIndex].severity > merged[index].severity ? merged[index] : code[codeIndex]
            for location in other.related where !kept.related.contains(location) { kept.related.append(location) }
            merged[index] = kept
        }
        return merged + code.enumerated().filter { !absorbed.contains($0.offset) }.map(\.element)
    }

    /// A language not translated yet: what its tables hold of the app's strings, or how many of their entries
    /// repeat the base text, and the first of its tables.
    struct UntranslatedLanguage {
        var translated: Int
        var total: Int
        /// Set when the tables hold the strings but repeat the base text in all but a few (`translated` then
        /// counts the entries that differ, `total` the entries compared).
        var isCopy = false
        var table: String

        func message(_ language: String) -> String {
            let why = isCopy
                ? "its tables repeat the development language's text in \(total - translated) of their \(total) entries"
                : "its tables hold \(translated) of the app's \(total) strings"
            return "\(language) is not translated yet: \(why), so its users see the development language throughout (its missing keys are not listed one by one)"
        }
    }

    /// The script a language is written in, where its code says or implies one (`zh-TW` is `Hant`, `zh` `Hans`).
    static func script(of code: LanguageCode) -> Substring? {
        let subtags = code.identifier.split(separator: "-").dropFirst()
        if let script = subtags.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) { return script }
        guard code.language == "zh" else { return nil }
        return subtags.contains { ["TW", "HK", "MO"].contains($0) } ? "Hant" : "Hans"
    }

    /// The languages among `languages` whose shipped tables and catalogs hold fewer than 2% of the app's
    /// strings (the development language's: its documents' and its own tables' entries), or whose tables
    /// (40 entries at least) repeat their base text in all but one in ten (10 at least: in every one): a folder copied from the base
    /// and never translated (loveworldworship's `ar.lproj` and `fr.lproj`, English through and through).
    /// Worked out from the whole project, so every shard agrees.
    func untranslatedLanguages(_ languages: [String]) -> [String: UntranslatedLanguage] {
        var total = 0
        var documentNames = Set<String>()
        for group in workspace.groups {
            for document in group.baseDocuments where !workspace.isExcluded(document) && (options.allFiles || workspace.ships(document)) {
                documentNames.insert(group.directory.path + "|" + document.deletingPathExtension().lastPathComponent)
                if case .success(let ib) = workspace.document(document) { total += code.facts(of: ib, at: document).entries.count }
            }
        }
        func isDocumentTable(_ table: ProjectLinter.Table) -> Bool {
            table.group.map { documentNames.contains($0.directory.path + "|" + table.name) } ?? false
        }
        func entryCount(_ url: URL) -> Int {
            if case .success(let file) = workspace.table(url) { return file.entries.count }
            return 0
        }
        for table in linter.tables(languages: [developmentLanguage]) where !isDocumentTable(table) { total += entryCount(table.url) }
        let catalogs = linter.pluralFiles.filter { $0.pathExtension == "xcstrings" }
        for url in catalogs {
            if case .success(let catalog) = workspace.catalog(url) { total += catalog.entries.count }
        }
        guard total > 0 else { return [:] }
        var result: [String: UntranslatedLanguage] = [:]
        var references: [String: [String: String]] = [:]
        for language in languages where language != "Base" && LanguageCode(language) != LanguageCode(developmentLanguage) {
            let tables = linter.tables(languages: [language])
            var translated = tables.reduce(0) { $0 + entryCount($1.url) }
            var languageCatalogs: [(url: URL, catalog: StringCatalog, localized: Int)] = []
            for url in catalogs {
                if case .success(let catalog) = workspace.catalog(url) {
                    let localized = catalog.entries.filter { $0.localization(language) != nil }.count
                    translated += localized
                    if localized > 0, LanguageCode(catalog.sourceLanguage) != LanguageCode(language) { languageCatalogs.append((url, catalog, localized)) }
                }
            }
            // (A language only String Catalogs translate is named by the catalog that holds most of it.)
            let largest = languageCatalogs.enumerated().max { ($0.element.localized, -$0.offset) < ($1.element.localized, -$1.offset) }?.element.url
            guard let first = tables.first?.url ?? largest else { continue }
            if Double(translated) < 0.02 * Double(total) {
                result[language] = UntranslatedLanguage(translated: translated, total: total, table: workspace.relativePath(first))
                continue
            }
            // A regional variant of the development language (en-GB beside en, zh-Hant-TW beside zh-Hant) repeats
            // its texts by design.
            if let code = LanguageCode(language), let development = LanguageCode(developmentLanguage), code.language == development.language,
               Self.script(of: code) == Self.script(of: development) { continue }
            var compared = 0, differing = 0, readsInIt = 0
            // (The app's own shipped tables: a library's bundle is translated by its authors, whatever the app's are.)
            func compare(_ value: String, _ base: String) {
                compared += 1
                if value != base { differing += 1 } else if readsInLanguage(value, language) { readsInIt += 1 }
            }
            forEachEntry(of: language, references: &references, ownShippedOnly: true, compare)
            // A catalog's values in the language beside its source language's (ownCloud's Turkish, English throughout).
            for (url, catalog, _) in languageCatalogs where options.allFiles || workspace.ships(url) {
                for entry in catalog.entries where entry.shouldTranslate {
                    guard let value = entry.localization(language)?.stringUnit?.value else { continue }
                    compare(value, catalog.sourceText(of: entry))
                }
            }
            // Base texts written in the language itself (an English Base table beside en.lproj) are no copy.
            // (Forty entries leave room for a few a translator kept; a smaller folder copied whole, ten entries or more
            // and not one of them changed, is no translation either: KartaView's `ro.lproj`, sixteen English texts.)
            if compared >= 40 ? differing * 10 < compared : (compared >= 10 && differing == 0), readsInIt * 2 < compared - differing {
                result[language] = UntranslatedLanguage(translated: differing, total: compared, isCopy: true, table: workspace.relativePath(first))
            }
        }
        return result
    }

    /// Languages the Xcode project declares that the app has no table for.
    func declaredLanguageFindings() -> [Finding] {
        guard let project = workspace.xcodeProjects.first else { return [] }
        return workspace.declaredLanguagesWithoutTables(catalogLanguages: Set(catalogLanguages())).map { language in
            Finding(ruleID: CodeRules.languageWithoutTables.id, severity: CodeRules.languageWithoutTables.defaultSeverity,
                    message: "the project declares \(language) but the app ships no \(language).lproj table or catalog translation",
                    file: workspace.relativePath(project.appendingPathComponent("project.pbxproj")), line: 1, column: 1, language: language,
                    fix: CodeRules.languageWithoutTables.fix)
        }
    }

    /// The documents that ship with no table in a language the app translates beside them (the language's
    /// folder has other tables), and those in no `.lproj` folder at all: users of the language see every text
    /// of the document in the development language, in the middle of translated screens. Only texts users see
    /// count (``textsUsersSee(_:language:)``; in the development language, those written in a script its users
    /// do not read); a document localized as a whole copy or in a String Catalog has its texts elsewhere.
    func missingDocumentTableFindings(languages: [String]) -> [Finding] {
        let checked = Set(languages)
        let checkedDocuments = Set(documents)
        var findings: [Finding] = []
        var documentIndex = 0
        // The languages the app translates texts of its own into.
        // (Not those only a library copied into the app's folder translates: InAppSettingsKit's thirteen
        // languages do not make a French app speak Greek.)
        let translated = workspace.languages.filter { language in
            checked.contains(language) && workspace.groups.contains { translatesTables($0, language, ownTablesOnly: true) }
        }
        let development = LanguageCode(developmentLanguage)
        for group in workspace.groups {
            // A Base folder with no language's folder beside it (but the development language's) translates its documents
            // into nothing: as for a document in no `.lproj` folder, each language the app translates shows their texts
            // in the development language (Tropos's `Storyboards/Base.lproj/Main.storyboard`, its Settings screen English
            // in Italian, Swedish and Polish).
            let untranslatedBase = !group.languages.contains { $0 != "Base" && LanguageCode($0)?.language != development?.language }
            for document in group.baseDocuments where checkedDocuments.contains(document) {
                defer { documentIndex += 1 }
                guard documentIndex % options.shard.count == options.shard.index - 1 else { continue }
                let name = document.deletingPathExtension().lastPathComponent
                guard !Self.catalogURLs(of: name, in: group).contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { continue }
                let appLanguages = untranslatedBase ? workspace.xcode?.applicationLanguages(shipping: document) : nil
                let candidates = untranslatedBase ? translated.filter { language in appLanguages.map { Self.has($0, language) } ?? true } : group.languages
                let missing = candidates.filter { language in
                    language != "Base" && checked.contains(language)
                        && !group.hasTable(name, in: language) && (untranslatedBase || translatesTables(group, language))
                        && !FileManager.default.fileExists(atPath: group.folder(for: language).appendingPathComponent(document.lastPathComponent).path)
                }
                guard !missing.isEmpty, case .success(let ib) = workspace.document(document), ib.platform == .iOS else { continue }
                let facts = code.facts(of: ib, at: document)
                for language in missing where baseTextLanguage(document) != language {
                    let shown = textsUsersSee(facts, language: language)
                    guard let first = shown.first else { continue }
                    findings.append(Finding(
                        ruleID: CodeRules.missingTable.id, severity: Self.missingTableSeverity(shown),
                        message: "\(language) has no \(name) table, so \(Self.texts(shown)) in \(document.lastPathComponent) \(Self.shown(shown)) "
                            + shownAs(first, language: language),
                        file: workspace.relativePath(group.tableURL(name, language: language)), line: 1, column: 1, language: language,
                        related: [Self.firstText(first, in: workspace.relativePath(document))],
                        fix: "Add the document's table to the language (l10nlayout extract writes it)"))
                }
            }
        }
        // A document in no .lproj folder cannot be translated at all: in an app that translates other texts, each
        // translated language shows its texts in the development language.
        if !translated.isEmpty {
            for document in workspace.otherDocuments where !workspace.isExcluded(document) && (options.allFiles || workspace.ships(document)) {
                defer { documentIndex += 1 }
                guard documentIndex % options.shard.count == options.shard.index - 1 else { continue }
                if case .failure(let error) = workspace.document(document), error.isLegacyArchive {
                    findings.append(unreadableFinding(error, document: document))
                    continue
                }
                guard case .success(let ib) = workspace.document(document), ib.platform == .iOS else { continue }
                // With all the app's sources at hand, a xib no code loads is never shown.
                if code.isNibNeverLoaded(document.deletingPathExtension().lastPathComponent, document: ib) { continue }
                let facts = code.facts(of: ib, at: document)
                // Only the languages of the apps that ship it: a template project kept beside the app builds its
                // own app, in the languages of its own bundle.
                let appLanguages = workspace.xcode?.applicationLanguages(shipping: document)
                for language in translated where appLanguages.map({ Self.has($0, language) }) ?? true {
                    let shown = textsUsersSee(facts, language: language)
                    guard let first = shown.first else { continue }
                    findings.append(Finding(
                        ruleID: CodeRules.missingTable.id, severity: Self.missingTableSeverity(shown),
                        message: "\(document.lastPathComponent) is in no .lproj folder, so \(Self.texts(shown)) in it \(Self.shown(shown)) "
                            + "\(shownAs(first, language: language)) in \(language): no table can translate \(shown.count == 1 ? "it" : "them")",
                        file: workspace.relativePath(document), line: 1, column: 1, language: language,
                        related: [Self.firstText(first, in: workspace.relativePath(document))],
                        fix: "Localize the document (Xcode's File inspector, Localize…, moves it into Base.lproj), then add its table to the language"))
                }
            }
        }
        return findings
    }

    /// The texts a document localized as whole copies (`de.lproj/Login.xib` beside `en.lproj/Login.xib`, as apps were
    /// localized before Base internationalization) shows in a language's copy exactly as the development language's
    /// copy has them, in the development language's words: users of the language read them untranslated (Scratch's
    /// Japanese "Welcome to", Briefcase's Dutch "No Network"). The copies are matched by object id, as copies made by
    /// duplicating the document keep them. Texts users do not see as written (``textsUsersSee(_:language:)``), names and
    /// units, and texts every other copy keeps as well (a name kept on purpose, as for tables) are not reported.
    func localizedCopyFindings(languages: [String]) -> [Finding] {
        guard options.shard.index == 1, let development = LanguageCode(developmentLanguage) else { return [] }
        let checked = Set(languages)
        var findings: [Finding] = []
        for group in workspace.groups {
            guard let developmentFolder = group.language(matching: development) else { continue }
            let originals = Dictionary(group.documents(in: developmentFolder).map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
            guard !originals.isEmpty else { continue }
            let others = group.languages.filter { $0 != "Base" && $0 != developmentFolder && LanguageCode($0).map { $0.language != development.language } ?? false }
            for (fileName, original) in originals.sorted(by: { $0.key < $1.key }) {
                guard case .success(let base) = workspace.document(original), base.platform == .iOS else { continue }
                let baseTexts = Dictionary(IBStringsExtractor.entries(of: base).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                // Each language's copy, read once: its texts by key.
                var copies: [(language: String, url: URL, document: IBDocument, texts: [String: String])] = []
                for language in others {
                    let copy = group.folder(for: language).appendingPathComponent(fileName)
                    guard group.documents(in: language).contains(copy), case .success(let document) = workspace.document(copy),
                          document.platform == .iOS else { continue }
                    let texts = Dictionary(IBStringsExtractor.entries(of: document).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                    copies.append((language, copy, document, texts))
                }
                // A text two copies or more keep and none translates is a name kept on purpose; a sentence never is. (A copy
                // that translates none of its texts says nothing about any of them, as for tables.)
                let translating = copies.filter { copy in copy.texts.contains { key, text in baseTexts[key].map { $0 != text } ?? false } }
                func keptByAll(_ key: String, _ text: String) -> Bool {
                    let kept = translating.filter { $0.texts[key] == text }.count
                    return kept >= 2 && kept == translating.filter { $0.texts[key] != nil }.count && !Self.isSentence(text)
                }
                for copy in copies where checked.contains(copy.language) && !workspace.isExcluded(copy.url) && (options.allFiles || workspace.ships(copy.url)) {
                    if code.isNibNeverLoaded(copy.url.deletingPathExtension().lastPathComponent, document: copy.document) { continue }
                    let facts = code.facts(of: copy.document, at: copy.url)
                    var seen = Set<String>()
                    for entry in textsUsersSee(facts, language: copy.language)
                    where seen.insert(entry.key).inserted && baseTexts[entry.key] == entry.value && !facts.notToTranslateObjects.contains(entry.objectID)
                    && !keptByAll(entry.key, entry.value) && Self.readsUntranslated(entry.value, development: developmentLanguage, language: copy.language)
                    && !readsAsTheTranslationsWords(entry.value, copy.language) {
                        findings.append(Finding(
                            ruleID: UntranslatedRule.description.id, severity: .warning,
                            message: "'\(Finding.excerpt(entry.value, length: 60))' in the \(copy.language) copy of \(fileName) is the text of the "
                                + "\(developmentFolder) copy: its words are \(developmentLanguage) words, so \(copy.language) users read it untranslated",
                            file: workspace.relativePath(copy.url), line: max(entry.line, 1), column: max(entry.column, 1), language: copy.language,
                            objectID: entry.objectID, className: entry.className, key: entry.key,
                            fix: "Translate the text in the \(copy.language) copy of the document, or move the document to Base.lproj and translate it in a table"))
                    }
                }
            }
        }
        return findings
    }

    /// Whether `languages` (`.lproj` names) hold `language`, or a variant of it (`de-DE` for `de`).
    static func has(_ languages: Set<String>, _ language: String) -> Bool {
        guard let code = LanguageCode(language) else { return languages.contains(language) }
        return languages.contains { LanguageCode($0).map { $0 == code || $0.language == code.language } ?? false }
    }

    /// The permission prompts (`NS…UsageDescription` of the `Info.plist` beside a group's `.lproj` folders) that
    /// a language the app translates lacks in its `InfoPlist.strings`: iOS asks its users for the camera, the
    /// location… in the development language. A language not translated yet is one note (its missing keys
    /// are dropped with the others').
    func permissionPromptFindings(languages: [String]) -> [Finding] {
        let checked = Set(languages)
        let development = LanguageCode(developmentLanguage)
        var findings: [Finding] = []
        let appPlist = applicationInfoPlist()
        var promptedFromAppPlist = Set<String>()
        // The languages the app's own Info.plist was judged for, through any group.
        var askedWithAppPlist = Set<LanguageCode>()
        // One Info.plist's prompts are judged once per language: FriendsAttack's root `ko.lproj` and its
        // `AR_Friends-Attack/ko.lproj` beside the app's Info.plist are one bundle folder. The folders beside an
        // Info.plist come first, so a finding names the table beside it.
        var prompted = Set<String>()
        let appPlistPath = applicationInfoPlistURL()?.standardizedFileURL.path
        let groups = workspace.groups.filter { !workspace.infoPlists(of: $0).isEmpty } + workspace.groups.filter { workspace.infoPlists(of: $0).isEmpty }
        for group in groups {
            var plists = workspace.infoPlists(of: group)
            // With none beside the folders, the app's own (NeuroProMed keeps its tables at the root and its
            // prompts in NeuroProMed/Info.plist), judged once per language over all the app's folders.
            let fromApp = plists.isEmpty && !code.isInResourceBundle(group.directory) && appPlist != nil
            if fromApp, let appPlist { plists = [appPlist] }
            guard plists.count == 1 else { continue }
            let plist = plists[0].strings, names = [plists[0].name]
            // A plist a target copies as a resource, which no target builds its Info.plist from, is data: iOS
            // asks with the prompts of the Info.plist INFOPLIST_FILE names (mojewydatki's "Moje wydatki
            // free-Info.plist" in the bundle beside wydatki/wydatki-Info.plist).
            if !fromApp, let xcode = workspace.xcode {
                let url = group.directory.appendingPathComponent(names[0])
                if xcode.projects.contains(where: { $0.ships(url) }),
                   !code.targetInfoPlistURLs.contains(where: { $0.standardizedFileURL.path == url.standardizedFileURL.path }) { continue }
                // Nor does an app only its developers build (LoopKit's example app in FreeAPS's tree), whose InfoPlist
                // tables only it copies.
                let tables = group.languages.filter { group.hasTable("InfoPlist", in: $0) }.map { group.tableURL("InfoPlist", language: $0) }
                if !options.allFiles, !tables.isEmpty, tables.allSatisfy(xcode.isCopiedOnlyByDeveloperTargets) { continue }
            }
            let deployment = workspace.xcode?.iOSDeploymentTarget
            let keys = plist.keys.filter { key in
                key.hasPrefix("NS") && key.hasSuffix("UsageDescription") && !Self.isPromptOfOlderIOS(key, deploymentTarget: deployment)
            }.sorted()
            let prompts = keys.compactMap { key in plist[key].flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : (key, $0) } }
            guard !prompts.isEmpty else { continue }
            let plistPath = fromApp ? appPlistPath : group.directory.appendingPathComponent(names[0]).standardizedFileURL.path
            for language in group.languages where language != "Base" && checked.contains(language) && LanguageCode(language) != development
                && (translatesTables(group, language) || catalogsTranslate(language)) {
                if let plistPath { guard prompted.insert(plistPath + "|" + language).inserted else { continue } }
                if fromApp || (plistPath != nil && plistPath == appPlistPath), let code = LanguageCode(language) { askedWithAppPlist.insert(code) }
                var url = group.tableURL("InfoPlist", language: language)
                var keys = Set<String>(), endLine = 1
                // (The keys only tables on disk that no target copies have, and where: iOS never reads them.)
                var unshipped: [String: URL] = [:]
                if fromApp {
                    guard promptedFromAppPlist.insert(language).inserted else { continue }
                    if let table = appInfoPlistTable(language) { (url, keys, endLine, unshipped) = (table.url, table.keys, table.endLine, table.unshipped) }
                } else if let shipped = infoPlistTablesShipped(with: group.directory.appendingPathComponent(names[0]), language: language) {
                    // The targets built with this Info.plist copy these tables into their bundle's `.lproj` folder,
                    // wherever their sources lie (AfterImage keeps its InfoPlist.strings in Resources/fr.lproj).
                    for tableURL in shipped {
                        guard case .success(let table) = workspace.table(tableURL) else { continue }
                        if keys.isEmpty && (!group.hasTable("InfoPlist", in: language) || tableURL.standardizedFileURL == url.standardizedFileURL) {
                            url = tableURL
                            endLine = table.lineAfterLastEntry
                        }
                        keys.formUnion(table.entries.map(\.key))
                    }
                } else if group.hasTable("InfoPlist", in: language), case .success(let table) = workspace.table(url) {
                    keys = Set(table.entries.map(\.key))
                    endLine = table.lineAfterLastEntry
                }
                keys.formUnion(infoPlistCatalogKeys(language, plist: plistPath.map { URL(fileURLWithPath: $0) }))
                let candidates = group.languages.filter { $0 != "Base" }
                for (key, text) in prompts where !keys.contains(key) && !isPrompt(text, writtenIn: language, among: candidates) {
                    findings.append(missingPrompt(key, text, of: names[0], language: language, at: url, line: endLine, translatedIn: unshipped[key]))
                }
            }
        }
        // With several applications of the app's own and none beside its tables (OpenDocument's lite and full builds, each
        // with its Info.plist under configs/), each asks with its own prompts in the languages its target's tables speak,
        // translated by the InfoPlist tables that target copies.
        let applications = appPlist == nil ? ownIOSApplications() : []
        var reported = Set<String>()
        for (project, target) in applications where applications.count > 1 {
            guard let url = project.infoPlistURLs(of: target).first, let plist = InfoPlist.read(url) else { continue }
            let prompts = applicationPrompts(plist)
            guard !prompts.isEmpty else { continue }
            let scope = LookupScope([target], of: project)
            let spoken = workspace.languages(of: scope)
            let candidates = checked.filter { $0 != "Base" }.sorted()
            for language in checked.sorted() where language != "Base" && LanguageCode(language) != development
                && (LanguageCode(language).map(spoken.contains) ?? false) {
                guard prompted.insert(url.standardizedFileURL.path + "|" + language).inserted else { continue }
                var keys = Set<String>(), first: (url: URL, endLine: Int)?
                for tableURL in infoPlistTablesShipped(with: url, language: language) ?? [] {
                    guard case .success(let table) = workspace.table(tableURL) else { continue }
                    if first == nil { first = (tableURL, table.lineAfterLastEntry) }
                    keys.formUnion(table.entries.map(\.key))
                }
                keys.formUnion(infoPlistCatalogKeys(language, plist: url))
                // (Without a table, the one to add goes in the language's folder among the target's resources.)
                guard let at = first?.url ?? scope.resources.first(where: { $0.lprojName == language })?.url?
                    .deletingLastPathComponent().appendingPathComponent("InfoPlist.strings") else { continue }
                for (key, text) in prompts where !keys.contains(key) && !isPrompt(text, writtenIn: language, among: candidates)
                    && reported.insert("\(at.standardizedFileURL.path)|\(key)|\(language)").inserted {
                    findings.append(missingPrompt(key, text, of: plist.name, language: language, at: at, line: first?.endLine ?? 1))
                }
            }
        }
        // An app translated by String Catalogs (and no InfoPlist catalog) speaks their languages, and asks those no
        // InfoPlist table above was judged for with its Info.plist's prompts as written (AuthenticKey's camera prompt,
        // an `INFOPLIST_KEY_` setting, in German, French, Dutch…; Meshtastic's Bluetooth prompt in Hebrew, its only
        // `.lproj` folders a bundle's).
        if let appPlist {
            let prompts = applicationPrompts(appPlist)
            let candidates = languages.filter { $0 != "Base" }
            let folder = applicationInfoPlistURL()?.deletingLastPathComponent() ?? workspace.root
            // (A regional variant of the development language, IceCubes' en-GB, reads its prompts as they are.)
            for language in languages.sorted() where language != "Base" && LanguageCode(language) != development && catalogsTranslate(language)
            && !(LanguageCode(language).map(askedWithAppPlist.contains) ?? false) && !isRegionalVariantOfDevelopment(language) {
                for (key, text) in prompts where !isPrompt(text, writtenIn: language, among: candidates) {
                    findings.append(missingPrompt(key, text, of: appPlist.name, language: language,
                                                  at: folder.appendingPathComponent("\(language).lproj/InfoPlist.strings"), line: 1))
                }
            }
        }
        findings += infoPlistCatalogGaps(languages: languages, reported: findings)
        return findings
    }

    /// The keys the shipped InfoPlist catalogs translate into `language` (or into its language without region or script,
    /// which iOS reads for it): Xcode builds that language's `InfoPlist.strings` from them, beside whatever the language's
    /// folder holds (Tag Day's `InfoPlist.xcstrings` prompt in fourteen languages, its `de.lproj` holding only the
    /// launch screen's table). Where targets are built with `plist`, only the catalogs they copy: a widget's InfoPlist
    /// catalog translates the widget's prompts, not the app's.
    func infoPlistCatalogKeys(_ language: String, plist: URL?) -> Set<String> {
        guard let code = LanguageCode(language) else { return [] }
        let bare = LanguageCode(String(code.language))
        let copied = plist.flatMap(infoPlistCatalogsShipped(with:))
        var keys = Set<String>()
        for url in workspace.catalogs where (options.allFiles || workspace.ships(url)) && isInfoPlistCatalog(url)
            && copied.map({ $0.contains(url.standardizedFileURL.path) }) ?? true {
            guard case .success(let catalog) = workspace.catalog(url) else { continue }
            for entry in catalog.entries where entry.localizations.contains(where: { localization in
                LanguageCode(localization.language).map { $0 == code || $0 == bare } ?? false
            }) {
                keys.insert(entry.key)
            }
        }
        return keys
    }

    /// The permission prompts of an `InfoPlist.xcstrings` that has no translation at all in a language the app's other
    /// catalogs or tables translate: Xcode builds no InfoPlist table for that language, so iOS asks its users in the
    /// development language (HudHud's camera and location prompts, in English only, in an app translated into Arabic).
    /// A prompt no code of the app asks for (``promptAPIsCalled(_:)``) is never shown; a language the catalog has is
    /// its own lint's.
    func infoPlistCatalogGaps(languages: [String], reported: [Finding]) -> [Finding] {
        let development = LanguageCode(developmentLanguage)
        let shipped = workspace.catalogs.filter { options.allFiles || workspace.ships($0) }
        let infoCatalogs = shipped.filter(isInfoPlistCatalog)
        guard !infoCatalogs.isEmpty else { return [] }
        // The languages the app's other catalogs translate.
        let otherLanguages = catalogLanguages(of: shipped)
        let done = Set(reported.filter { $0.ruleID == MissingKeyRule.description.id }.compactMap { finding in finding.key.map { "\($0)|\(finding.language)" } })
        let deployment = workspace.xcode?.iOSDeploymentTarget
        var findings: [Finding] = []
        for url in infoCatalogs {
            guard case .success(let catalog) = workspace.catalog(url) else { continue }
            let has = Set(catalog.languages)
            // (A prompt Xcode marks stale is no longer in the Info.plist.)
            let prompts = catalog.entries.filter { entry in
                entry.shouldTranslate && entry.extractionState != "stale" && entry.key.hasPrefix("NS") && entry.key.hasSuffix("UsageDescription")
                    && !Self.isPromptOfOlderIOS(entry.key, deploymentTarget: deployment)
                    && !catalog.sourceText(of: entry).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            }
            guard !prompts.isEmpty else { continue }
            for language in languages.sorted() where language != "Base" {
                // (iOS reads `es`'s table for `es-MX` when the catalog has no `es-MX`.)
                guard let code = LanguageCode(language), code != development, !isRegionalVariantOfDevelopment(language), !Self.has(has, language),
                      otherLanguages.contains(code) || workspace.groups.contains(where: { translatesTables($0, language, ownTablesOnly: true) }),
                      !workspace.groups.contains(where: { $0.hasTable("InfoPlist", in: language) }) else { continue }
                for entry in prompts where !done.contains("\(entry.key)|\(language)") {
                    let text = catalog.sourceText(of: entry)
                    // A prompt no code of the whole app asks for is never shown: a note, as for tables.
                    let asked = promptAPIsCalled(entry.key).map { !$0.isEmpty } ?? true
                    findings.append(Finding(
                        ruleID: MissingKeyRule.description.id, severity: asked ? MissingKeyRule.description.defaultSeverity : .info,
                        message: "permission prompt '\(entry.key)' of \(url.lastPathComponent) has no \(language) translation (the catalog has none in "
                            + "\(language))" + (asked ? ", so iOS asks \(language) users in the development language (\"\(Finding.excerpt(text, length: 40))\")"
                                : ", but no code of the app asks for it, so iOS never shows it"),
                        file: workspace.relativePath(url), line: max(entry.line, 1), column: max(entry.column, 1), language: language, key: entry.key,
                        fix: "Add the language to the InfoPlist catalog and translate its permission prompts"))
                }
            }
        }
        return findings
    }

    /// The permission prompts of the app's Info.plist that iOS can show (not a retired key, not empty, not a build
    /// setting's value), by key. A sentence naming a setting is shown with its value put in (the chat app's
    /// "$(PRODUCT_NAME) Requires microphone access…").
    func applicationPrompts(_ plist: InfoPlist) -> [(key: String, value: String)] {
        let deployment = workspace.xcode?.iOSDeploymentTarget
        return plist.strings.filter { key, text in
            key.hasPrefix("NS") && key.hasSuffix("UsageDescription") && !Self.isPromptOfOlderIOS(key, deploymentTarget: deployment)
                && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !Self.isBuildSettingValue(text)
        }.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// Whether an Info.plist value is a build setting's and nothing else (`$(CAMERA_USAGE)`, `${PRODUCT_NAME}`): what
    /// iOS shows is known only to the build.
    static func isBuildSettingValue(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespacesAndNewlines).range(of: #"^\$[({][A-Za-z0-9_:.]+[)}]$"#, options: .regularExpression) != nil
    }

    /// Whether a prompt is already written in `language` (a Chinese Info.plist read by Chinese users), as told among
    /// the app's languages `candidates`.
    func isPrompt(_ text: String, writtenIn language: String, among candidates: [String]) -> Bool {
        // (A build setting's name in it, `$(PRODUCT_NAME)`, is no word of any language: iOS shows its value.)
        let text = text.replacingOccurrences(of: #"\$[({][A-Za-z0-9_:.]+[)}]"#, with: " ", options: .regularExpression)
        let writtenIn = TextLanguage.languageOfText(text, candidates: candidates, development: developmentLanguage)
        return writtenIn == language || (writtenIn == nil && (TextLanguage.isWritten(text, inScriptOf: language, notOf: developmentLanguage)
            || TextLanguage.isWrittenInWords(text, of: language, notOf: developmentLanguage)))
    }

    /// That `language` lacks the permission prompt `key` of the Info.plist `plist` (whose text is `text`), at `line` of
    /// the table `url` where its translation belongs; `translatedIn`, a table no target copies that has it.
    func missingPrompt(_ key: String, _ text: String, of plist: String, language: String, at url: URL, line: Int,
                       translatedIn unshipped: URL? = nil) -> Finding {
        let excerpt = "(\"\(Finding.excerpt(text, length: 40))\")"
        if let unshipped {
            return Finding(
                ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                message: "permission prompt '\(key)' of \(plist) is translated in \(workspace.relativePath(unshipped)), which no target copies, "
                    + "so iOS asks \(language) users in the development language \(excerpt)",
                file: workspace.relativePath(unshipped), line: 1, column: 1, language: language, key: key,
                fix: "Add the table to the app target's resources (its Target Membership)")
        }
        return Finding(
            ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
            message: "permission prompt '\(key)' of \(plist) is missing from the \(language) InfoPlist table, so iOS asks \(language) users "
                + "in the development language \(excerpt)",
            file: workspace.relativePath(url), line: line, column: 1, language: language, key: key,
            fix: "Add the key to the language's InfoPlist.strings (or an InfoPlist.xcstrings catalog) with its translation")
    }

    /// The `InfoPlist.strings` of the `.lproj` folder `language` across the app's own folders (no resource
    /// bundle's), which the build merges into one: Imagine keeps German prompts in Imagine/Resources/de.lproj and
    /// other German tables in Items/Language/Resources/de.lproj. The first table, the keys of all, and the line
    /// after the first's last entry; nil when no folder has one. A table the build renames `InfoPlist` for the app
    /// (``XcodeTarget/infoPlistTableNames``: Passepartout's `AppPlist.strings`) is one.
    /// `keys` are those of the tables a target copies (all of them with `--all-files`), and the first table is the first
    /// of those when there is one; `unshipped`, the keys only tables no target copies have, with the table (verylargebox's
    /// Greek prompts, in a folder its project does not list, which iOS never reads); `allKeys`, every table's.
    func appInfoPlistTable(_ language: String) -> (url: URL, keys: Set<String>, endLine: Int, unshipped: [String: URL], allKeys: Set<String>)? {
        var first: (url: URL, endLine: Int, shipped: Bool)?
        var keys = Set<String>(), unshipped: [String: URL] = [:]
        let names = soleApplication()?.1.infoPlistTableNames ?? ["InfoPlist"]
        for group in workspace.groups where !code.isInResourceBundle(group.directory) && group.languages.contains(language) {
            for name in names where group.hasTable(name, in: language) {
                let url = group.tableURL(name, language: language)
                guard case .success(let table) = workspace.table(url) else { continue }
                let shipped = options.allFiles || workspace.ships(url)
                if first == nil || (shipped && first?.shipped == false) {
                    first = (url, table.lineAfterLastEntry, shipped)
                }
                for entry in table.entries {
                    if shipped { keys.insert(entry.key) } else if unshipped[entry.key] == nil { unshipped[entry.key] = url }
                }
            }
        }
        guard let first else { return nil }
        return (first.url, keys, first.endLine, unshipped.filter { !keys.contains($0.key) }, keys.union(unshipped.keys))
    }

    /// The titles and subtitles of the home-screen quick actions the app's Info.plist declares (`UIApplicationShortcutItems`),
    /// which iOS looks up in `InfoPlist.strings` by their text, that a language the app translates has in neither its
    /// InfoPlist tables nor an `InfoPlist` catalog: its users read the actions under the app's icon in the development
    /// language (AlphaWallet's "Scan QR Code", in an app with no InfoPlist table at all).
    func shortcutFindings(languages: [String]) -> [Finding] {
        guard let plist = applicationInfoPlist(), !plist.shortcutTexts.isEmpty else { return [] }
        let development = LanguageCode(developmentLanguage)
        let candidates = languages.filter { $0 != "Base" }
        let folder = applicationInfoPlistURL()?.deletingLastPathComponent() ?? workspace.root
        let catalogs = workspace.catalogs.filter(isInfoPlistCatalog).compactMap { url -> StringCatalog? in
            if case .success(let catalog) = workspace.catalog(url) { return catalog }
            return nil
        }
        var findings: [Finding] = []
        for language in languages.sorted() where language != "Base" && LanguageCode(language) != development && !isRegionalVariantOfDevelopment(language) {
            guard workspace.groups.contains(where: { !code.isInResourceBundle($0.directory) && translatesTables($0, language) }) || catalogsTranslate(language)
            else { continue }
            // (Any table's, shipped or not: whether a target copies it is judged with the prompts.)
            let table = appInfoPlistTable(language)
            var keys = table?.allKeys ?? []
            for catalog in catalogs {
                for entry in catalog.entries where entry.localization(language) != nil { keys.insert(entry.key) }
            }
            let url = table?.url ?? folder.appendingPathComponent("\(language).lproj/InfoPlist.strings")
            for text in plist.shortcutTexts where !keys.contains(text) && !text.contains("$(") && text.contains(where: \.isLetter)
                && !isPrompt(text, writtenIn: language, among: candidates) {
                findings.append(Finding(
                    ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                    message: "home-screen quick action \"\(Finding.excerpt(text, length: 40))\" of \(plist.name) is missing from the \(language) "
                        + "InfoPlist table, so \(language) users read it in the development language under the app's icon",
                    file: workspace.relativePath(url), line: table?.endLine ?? 1, column: 1, language: language, key: text,
                    fix: "Add the text as a key to the language's InfoPlist.strings (or an InfoPlist.xcstrings catalog) with its translation"))
            }
        }
        return findings
    }

    /// The permission prompts of the app's Info.plist (its one application's, with the `INFOPLIST_KEY_…` settings)
    /// written in another language than the development language, which the development language's
    /// `InfoPlist.strings` (or an `InfoPlist` catalog) does not translate: iOS asks the development language's
    /// users, and those of every language without a translation, in that other language (ScarpetteRosse's
    /// Italian location prompt in an English app, voicedocs' Japanese microphone prompt). Checked when every
    /// language is, or the development language is asked for.
    func developmentLanguagePromptFindings(languages: [String]) -> [Finding] {
        guard let development = LanguageCode(developmentLanguage),
              options.languages.isEmpty || languages.contains(where: { LanguageCode($0) == development }),
              let plist = applicationInfoPlist() else { return [] }
        let prompts = applicationPrompts(plist)
        guard !prompts.isEmpty else { return [] }
        // The development language's own tables and catalogs, wherever the app keeps them.
        let folder = workspace.groups.lazy.filter { !self.code.isInResourceBundle($0.directory) }.compactMap { $0.language(matching: development) }.first
            ?? developmentLanguage
        let table = appInfoPlistTable(folder)
        var translated = table?.allKeys ?? []
        for url in workspace.catalogs where isInfoPlistCatalog(url) {
            guard case .success(let catalog) = workspace.catalog(url) else { continue }
            for entry in catalog.entries where entry.localization(developmentLanguage) != nil || entry.localization(String(development.language)) != nil {
                translated.insert(entry.key)
            }
        }
        let location: (url: URL, endLine: Int) = table.map { ($0.url, $0.endLine) } ?? (applicationInfoPlistURL().map {
            $0.deletingLastPathComponent().appendingPathComponent("\(folder).lproj/InfoPlist.strings")
        } ?? workspace.root.appendingPathComponent("\(folder).lproj/InfoPlist.strings"), 1)
        var findings: [Finding] = []
        for (key, text) in prompts where !translated.contains(key) && Self.promptAPIs[key] != nil {
            guard let written = foreignLanguageForDevelopment(text) else { continue }
            // A language code by its English name ("it" as Italian), a script by its name ("Hangul script").
            let isScript = LanguageCode(written) == nil || LanguageCode.legacyNames.contains { $0.name == written }
            // (A regional code by its language's name: "pt-BR" as Portuguese.)
            let named = LanguageCode.legacyNames.first { $0.code == written } ?? LanguageCode.legacyNames.first { $0.code == LanguageCode(written).map { String($0.language) } }
            let foreign = isScript ? "\(written) script" : named?.name ?? written
            findings.append(Finding(
                ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                message: "permission prompt '\(key)' of \(plist.name) is written in \(foreign) and missing from the \(folder) InfoPlist table, so iOS asks "
                    + "\(folder) users, and those of every language without it, in \(foreign) (\"\(Finding.excerpt(text, length: 40))\")",
                file: workspace.relativePath(location.url), line: location.endLine, column: 1, language: folder, key: key,
                fix: "Add the key to the development language's InfoPlist.strings with its text in that language"))
        }
        return findings
    }

    /// The `InfoPlist.strings` tables of `language` (or those the build renames so) that the targets whose
    /// `INFOPLIST_FILE` is `plist` copy into their bundles, from any folder: iOS reads the prompts of the bundle's `.lproj` folder, which the build
    /// merges from every same-named folder the target's resources come from. Nil when no target of the projects
    /// names the plist.
    func infoPlistTablesShipped(with plist: URL, language: String) -> [URL]? {
        let wanted = plist.standardizedFileURL.path
        var tables: [URL] = []
        var named = false
        for project in workspace.xcode?.projects ?? [] {
            for target in project.targets {
                guard project.infoPlistURLs(of: target).contains(where: { $0.standardizedFileURL.path == wanted }) else { continue }
                named = true
                let names = Set(target.infoPlistTableNames.map { $0 + ".strings" })
                tables += target.resources.compactMap { file in
                    file.lprojName == language && names.contains(file.url?.lastPathComponent ?? "") ? file.url : nil
                }
            }
        }
        guard named else { return nil }
        var seen: Set<String> = []
        return tables.filter { seen.insert($0.standardizedFileURL.path).inserted }.sorted { $0.path < $1.path }
    }

    /// The paths of the String Catalogs the targets built with the Info.plist `plist` copy, nil when no target is built
    /// with it (or there is no project).
    func infoPlistCatalogsShipped(with plist: URL) -> Set<String>? {
        let wanted = plist.standardizedFileURL.path
        var catalogs = Set<String>(), named = false
        for project in workspace.xcode?.projects ?? [] {
            for target in project.targets where project.infoPlistURLs(of: target).contains(where: { $0.standardizedFileURL.path == wanted }) {
                named = true
                for file in target.resources {
                    if let url = file.url, url.pathExtension == "xcstrings" { catalogs.insert(url.standardizedFileURL.path) }
                }
            }
        }
        return named ? catalogs : nil
    }

    /// The Info.plist of the project's one application target: the file its `INFOPLIST_FILE` setting names,
    /// with the prompts its `INFOPLIST_KEY_NS…UsageDescription` settings add (Xcode writes them into the plist it
    /// builds). Nil without a project, with several applications, or when the file cannot be read and no
    /// setting gives a prompt.
    func applicationInfoPlist() -> InfoPlist? {
        guard let (_, target) = soleApplication() else { return nil }
        let plist = applicationInfoPlistURL().flatMap(InfoPlist.read)
        var strings = plist?.strings ?? [:]
        for (setting, values) in target.infoPlistSettings where setting.hasPrefix("INFOPLIST_KEY_NS") && setting.hasSuffix("UsageDescription") {
            if let value = values.first, strings[String(setting.dropFirst("INFOPLIST_KEY_".count))] == nil {
                strings[String(setting.dropFirst("INFOPLIST_KEY_".count))] = value
            }
        }
        guard plist != nil || !strings.isEmpty else { return nil }
        var built = InfoPlist(name: plist?.name ?? "Info.plist", strings: strings, keys: (plist?.keys ?? []).union(strings.keys),
                              storyboards: plist?.storyboards ?? [])
        built.shortcutTexts = plist?.shortcutTexts ?? []
        return built
    }

    /// The application targets of the workspace's projects that build for iOS and are not the showcase of a library the
    /// repository vendors (see ``soleApplication()``) nor an app only its developers build
    /// (``XcodeProjectSet/developerTargets``), in the projects' order.
    private func ownIOSApplications() -> [(XcodeProject, XcodeTarget)] {
        (workspace.xcode?.projects ?? []).flatMap { project in
            project.targets.filter { $0.isApplication && !$0.buildsForAnotherPlatform && !(workspace.xcode?.isDeveloperTarget($0.name, of: project) ?? false) }
                .map { (project, $0) }
        }.filter { application in
            let path = application.0.directory.standardizedFileURL.path
            return !workspace.libraryFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// The one application target of the workspace's projects, with its project; nil with none or several. A watchOS
    /// app beside the iOS one (nightguard's, xDrip's) is not the app whose prompts iOS shows, nor is the showcase app
    /// of a library the repository vendors (Element X's `compound-ios/Inspector`, a project inside a folder with a
    /// `Package.swift` or `.podspec`). Several built from the same Info.plist are one app's flavours: the first.
    private func soleApplication() -> (XcodeProject, XcodeTarget)? {
        let applications = (workspace.xcode?.projects ?? []).flatMap { project in
            project.targets.filter(\.isApplication).map { (project, $0) }
        }
        if applications.count == 1 { return applications[0] }
        let iOSApplications = applications.filter { !$0.1.buildsForAnotherPlatform && !(workspace.xcode?.isDeveloperTarget($0.1.name, of: $0.0) ?? false) }
        if iOSApplications.count == 1 { return iOSApplications[0] }
        let own = iOSApplications.filter { application in
            let path = application.0.directory.standardizedFileURL.path
            return !workspace.libraryFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        if own.count == 1 { return own[0] }
        // Flavours of one app built from one Info.plist (dauphin's "dauphin" and "dauphin Beta", a Dev and a Prod
        // target) ask with its prompts: the first stands for them all.
        let plists = Set(own.map { application in Set(application.0.infoPlistURLs(of: application.1).map(\.standardizedFileURL.path)) })
        if own.count > 1, plists.count == 1, let plist = plists.first, !plist.isEmpty { return own[0] }
        return nil
    }

    /// The file the `INFOPLIST_FILE` setting of the project's one application target names; nil without one, or
    /// when the setting is not a plain path.
    /// Of the configurations' values, the first file on disk, its path matched in any letter case as on the Mac (Rambler's
    /// Release configuration names `Conferences/Supporting Files/Info.plist` for the folder `conferences`); else the
    /// first value's path.
    func applicationInfoPlistURL() -> URL? {
        guard let (project, target) = soleApplication() else { return nil }
        let urls = project.infoPlistURLs(of: target)
        return urls.lazy.compactMap(Self.existingFile).first ?? urls.first
    }

    /// The file at `url` on disk, each path component matched in any letter case where the exact one is missing; nil
    /// when there is none.
    static func existingFile(_ url: URL) -> URL? {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) { return url }
        var found = URL(fileURLWithPath: "/")
        for component in url.standardizedFileURL.pathComponents.dropFirst() {
            let exact = found.appendingPathComponent(component)
            if manager.fileExists(atPath: exact.path) {
                found = exact
            } else if let match = (try? manager.contentsOfDirectory(atPath: found.path))?.sorted().first(where: { $0.lowercased() == component.lowercased() }) {
                found = found.appendingPathComponent(match)
            } else {
                return nil
            }
        }
        return found
    }

    /// The permission prompts iOS stopped showing, with the first version that reads another key instead:
    /// `NSLocationUsageDescription` (iOS 8 asks with `NSLocationWhenInUseUsageDescription` or
    /// `NSLocationAlwaysUsageDescription`), `NSLocationAlwaysUsageDescription` (iOS 11 asks with
    /// `NSLocationAlwaysAndWhenInUseUsageDescription`) and `NSBluetoothPeripheralUsageDescription` (iOS 13 asks
    /// with `NSBluetoothAlwaysUsageDescription`; Apple lists the old key for iOS 6 to 13 only) and
    /// `NSNearbyInteractionAllowOnceUsageDescription` (iOS 14 only; iOS 15 asks with `NSNearbyInteractionUsageDescription`),
    /// `NSCalendarsUsageDescription` and `NSRemindersUsageDescription` (iOS 17 asks for calendar access with
    /// `NSCalendarsFullAccessUsageDescription` or `NSCalendarsWriteOnlyAccessUsageDescription`, for reminders with
    /// `NSRemindersFullAccessUsageDescription`; Apple lists the old keys for iOS 6 to 17).
    static let retiredPrompts: [String: Int] = ["NSLocationUsageDescription": 8, "NSLocationAlwaysUsageDescription": 11,
                                                "NSBluetoothPeripheralUsageDescription": 13, "NSNearbyInteractionAllowOnceUsageDescription": 15,
                                                "NSCalendarsUsageDescription": 17, "NSRemindersUsageDescription": 17]

    /// Whether only iOS versions older than `deploymentTarget` (the app's oldest) show the prompt `key`.
    static func isPromptOfOlderIOS(_ key: String, deploymentTarget: [Int]?) -> Bool {
        guard let major = deploymentTarget?.first, let retired = retiredPrompts[key] else { return false }
        return major >= retired
    }

    /// The tables the code looks strings up in (`Localizable` when no lookup is known).
    var tablesCodeReads: Set<String> {
        lookupTables.value(for: "") {
            // (Code that reads InfoPlist's prompts to explain them does not make it the app's table: iOS reads it.)
            let calls = workspace.sourceIndex.localizedStrings.calls.filter { $0.table != "InfoPlist" }
            return calls.isEmpty ? ["Localizable"] : Set(calls.map(\.table))
        }
    }

    /// Whether the app translates tables it uses into `language` in `group`: a document's table, or one the
    /// code looks strings up in (`Localizable` when no lookup is known), that ships. A folder holding only a
    /// table nothing reads (a copied `Localizable-in.strings`), or tables no target builds, does not make the
    /// app speak the language.
    /// With `ownTablesOnly`, a table only a bundled library's code reads (``CodeContext/isLibraryTable(_:in:)``)
    /// does not count.
    /// Whether a String Catalog the app ships (other than an Info.plist one, which holds the prompts themselves) has
    /// strings in `language`: Meshtastic's German folder holds no table, its German texts come from
    /// `Localizable.xcstrings`, and its users read the app in German.
    func catalogsTranslate(_ language: String) -> Bool {
        guard let code = LanguageCode(language) else { return false }
        let shipped = workspace.catalogs.filter { options.allFiles || workspace.ships($0) }
        guard !shipped.contains(where: isInfoPlistCatalog) else { return false }
        return catalogLanguages(of: shipped).contains(code)
    }

    /// The languages the catalogs at `urls` that are no Info.plist one translate into (their source languages aside).
    func catalogLanguages(of urls: [URL]) -> Set<LanguageCode> {
        Set(urls.filter { !isInfoPlistCatalog($0) }.flatMap { url -> [LanguageCode] in
            guard case .success(let catalog) = workspace.catalog(url) else { return [] }
            return catalog.languages.compactMap(LanguageCode.init).filter { $0 != LanguageCode(catalog.sourceLanguage) }
        })
    }

    /// Whether the catalog at `url` translates the Info.plist: `InfoPlist.xcstrings`, or one an application's build
    /// renames to it as it copies it (``XcodeTarget/infoPlistTableNames``: Co-ML's `CoMLApp-InfoPlist.xcstrings` beside
    /// its `CoMLApp-Info.plist`, which iOS reads as each language's `InfoPlist.strings`).
    func isInfoPlistCatalog(_ url: URL) -> Bool {
        let name = url.deletingPathExtension().lastPathComponent
        // (The applications' names, worked out once: asked per language of every folder.)
        let names = infoPlistNames.value(for: "") {
            Set((workspace.xcode?.projects ?? []).flatMap(\.targets).filter(\.isApplication).flatMap(\.infoPlistTableNames)).union(["InfoPlist"])
        }
        return names.contains(name)
    }
    private let infoPlistNames = OnceCache<Set<String>>()

    func translatesTables(_ group: LocalizationGroup, _ language: String, ownTablesOnly: Bool = false) -> Bool {
        let codeTables = tablesCodeReads
        return group.tables(in: language).contains { name in
            (group.baseDocument(named: name) != nil || (codeTables.contains(name) && !(ownTablesOnly && code.isLibraryTable(name, in: group.directory))))
                && (options.allFiles || workspace.ships(group.tableURL(name, language: language)))
        }
    }

    /// The texts of a document users of `language` see as the document has them: not those code replaces,
    /// never shown, the built-in labels of cells code fills, the app's name, IB's default texts ("Label",
    /// "Button": leftovers, alike in every language), digits and
    /// symbols, texts already written in the language's script (a Japanese base read by Japanese users) or words
    /// (a word its dictionary has as written). For the development language, whose users read its base texts as they are, only those written in a
    /// script they do not read count.
    func textsUsersSee(_ facts: CodeContext.DocumentFacts, language: String) -> [IBStringsEntry] {
        let isDevelopment = LanguageCode(language).map { $0 == LanguageCode(developmentLanguage) } ?? false
        return facts.entries.filter { entry in
            guard !isDevelopment || foreignLanguageForDevelopment(entry.value) != nil else { return false }
            // (A host name, surespot's "surespot.me", is written the same in every language, as a missing key's is.)
            return showsItsBaseText(entry, facts: facts) && Self.readsTheSameUntranslated(entry.value, language: language) == nil
                && !Self.isHostNameText(entry.value)
                && !TextLanguage.isWritten(entry.value, inScriptOf: language, notOf: developmentLanguage)
                && !TextLanguage.isWrittenInWords(entry.value, of: language, notOf: developmentLanguage)
                // (A title that is one word the language's dictionary has as written reads as its own, as a missing key's
                // does: MyCast's tab titles "News", "Live" and "Mail" for German users. Not a word amid a number or signs:
                // SidPlayer's "25 more..." is English to the French, whose dictionary lists an old "more".)
                && (isDevelopment || !Self.isOneWord(entry.value, of: language, notOnlyOf: developmentLanguage))
                // (Nor is an accessibility label or hint that is a UI test's handle, read out the same in every language.)
                && !((entry.key.hasSuffix(".accessibilityLabel") || entry.key.hasSuffix(".accessibilityHint")) && Self.isHandleShaped(entry.value))
        }
    }

    /// Whether `text` is nothing but one word (signs around it aside) that `language`'s dictionary has as written, where
    /// `development`'s dictionary is another (``TextLanguage/soleWord(of:in:notOnlyOf:)``).
    static func isOneWord(_ text: String, of language: String, notOnlyOf development: String) -> Bool {
        guard let word = TextLanguage.soleWord(of: text, in: language, notOnlyOf: development) else { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)) == word
    }

    /// Whether users see a document text as the document has it, where no table translates it: code does not
    /// replace it (a prototype cell's label code fills either), it is no placeholder (IB's defaults), nothing hides it
    /// for good, and it is not just the app's name.
    func showsItsBaseText(_ entry: IBStringsEntry, facts: CodeContext.DocumentFacts) -> Bool {
        facts.codeTexts.texts[entry.key] == nil && !facts.neverShows(entry.key) && !facts.defaultPlaceholderKeys.contains(entry.key)
            && !facts.prototypeLabelKeys.contains(entry.key) && !CodeContext.defaultPlaceholders.contains(entry.value) && !namesOnlyTheApp(entry.value)
    }

    /// How texts no table translates show in `language`: in the development language, or, in the development
    /// language itself, in the script of the first of them that its users do not read.
    func shownAs(_ first: IBStringsEntry, language: String) -> String {
        let isDevelopment = LanguageCode(language).map { $0 == LanguageCode(developmentLanguage) } ?? false
        guard isDevelopment, let foreign = foreignLanguageForDevelopment(first.value) else { return "in the development language" }
        return "as written, in \(foreign)"
    }

    /// What a text of a document no table translates is written in when the development language's users do
    /// not read it: a script not theirs, or another of the app's languages (``CodeKeyChecks/foreignLanguage(of:)``:
    /// Rafflex's "Crear rifa" and "Editar" in an English app). Nil for texts they read.
    func foreignLanguageForDevelopment(_ text: String) -> String? {
        TextLanguage.foreignScript(of: text, for: developmentLanguage)
            ?? code.foreignLanguage(ofWords: text, development: developmentLanguage)
    }

    /// The other of the app's languages (``CodeKeyChecks/foreignLanguage(of:)``) a text in Latin letters alone
    /// (no letter of a script the development language may write beside them: Horizon's "关于Horizon Video" is
    /// Chinese) is written in, when it does not read the same untranslated; else nil.
    static func otherLanguageOfWords(_ text: String, development: String, languages: [String]) -> String? {
        let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
        guard !letters.isEmpty, letters.allSatisfy({ $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }),
              readsTheSameUntranslated(text, language: development) == nil else { return nil }
        return CodeKeyChecks.foreignLanguage(of: text, development: development, languages: languages)
    }

    /// `the 3 texts users see`: the count only, so that the finding's identity (its message, as it has no key)
    /// stays as the texts change. Where every one is an accessibility label or hint (an icon button's "Close
    /// player"), nothing shows them and VoiceOver reads them: `the 2 accessibility texts VoiceOver reads`.
    static func texts(_ entries: [IBStringsEntry]) -> String {
        let plural = entries.count == 1 ? "" : "s"
        return isSpokenOnly(entries) ? "the \(entries.count) accessibility text\(plural) VoiceOver reads" : "the \(entries.count) text\(plural) users see"
    }

    /// How ``texts(_:)`` reach users: `show`, or for the ones VoiceOver reads, `are read`.
    static func shown(_ entries: [IBStringsEntry]) -> String {
        isSpokenOnly(entries) ? (entries.count == 1 ? "is read" : "are read") : (entries.count == 1 ? "shows" : "show")
    }

    /// A document's missing table whose texts only VoiceOver reads (accessibility labels and hints) draws nothing: a note,
    /// as a hard-coded text only VoiceOver reads is (judges: 7 of 9 such warnings no problem users see).
    static func missingTableSeverity(_ entries: [IBStringsEntry]) -> Severity {
        isSpokenOnly(entries) ? .info : CodeRules.missingTable.defaultSeverity
    }

    /// Whether every one of a document's texts is an accessibility label or hint.
    static func isSpokenOnly(_ entries: [IBStringsEntry]) -> Bool {
        !entries.isEmpty && entries.allSatisfy { $0.property.hasPrefix("accessibility") }
    }

    /// Where the first of a document's untranslatable texts is, with the text.
    static func firstText(_ entry: IBStringsEntry, in document: String) -> RelatedLocation {
        let excerpt = Finding.excerpt(entry.value.replacingOccurrences(of: "\n", with: " "), length: 30)
        return RelatedLocation(file: document, line: max(entry.line, 1), column: max(entry.column, 1), note: "the first of them: \"\(excerpt)\"")
    }

    /// One note per document of another platform (AppKit, watchOS, tvOS) this run lays out none of.
    func otherPlatformFindings(_ jobs: [VerifyJob]) -> [Finding] {
        var seen = Set<URL>()
        var findings: [Finding] = []
        for job in jobs where seen.insert(job.document).inserted {
            guard case .success(let document) = workspace.document(job.document),
                  document.platform != .iOS, document.platform != .unknown else { continue }
            findings.append(Finding(
                ruleID: CodeRules.otherPlatform.id, severity: CodeRules.otherPlatform.defaultSeverity,
                message: "\(document.platform.rawValue) document: its tables are checked, its layout is not (l10nlayout lays out UIKit documents only)",
                file: workspace.relativePath(job.document), line: 1, column: 1, language: "Base", fix: CodeRules.otherPlatform.fix))
        }
        return findings
    }

    // MARK: - Lint

    /// Lint of this shard's tables and catalogs in the checked languages.
    func lintFindings(languages: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        let tables = linter.tables(languages: languages.subtracting(["Base"]))
            .enumerated().filter { $0.offset % options.shard.count == options.shard.index - 1 }.map(\.element)
        // Tables are linted on every worker (a project of many languages has thousands), each table's findings
        // kept in its place so the order is the same as one after the other.
        let results = Collector(count: tables.count)
        let workers = max(1, min(options.jobs, tables.count))
        let queue = JobQueue(count: tables.count, workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let index = queue.next(worker: worker) {
                let found = linter.lint(tables[index])
                results.lock.lock()
                results.findings[index] = found
                results.lock.unlock()
            }
        }
        findings += results.findings.joined()
        for (index, url) in linter.pluralFiles.enumerated() where index % options.shard.count == options.shard.index - 1 {
            findings += linter.lintPluralFile(url).filter { languages.contains($0.language) || $0.language.isEmpty }
        }
        return findings
    }

    // MARK: - Layouts

    private final class Collector: @unchecked Sendable {
        let lock = NSLock()
        var findings: [[Finding]]
        var layouts: [[LaidOutScreen]]
        var unreadable: [String: IBReadError] = [:]
        var done = 0
        init(count: Int) {
            findings = Array(repeating: [], count: count)
            layouts = Array(repeating: [], count: count)
        }
    }

    func runLayouts(_ jobs: [VerifyJob], progress: (@Sendable (Int, Int) -> Void)?) -> ([Finding], [LaidOutScreen], [IBReadError]) {
        let collector = Collector(count: jobs.count)
        let workers = max(1, min(options.jobs, jobs.count))
        layoutsSideBySide = jobs.count < options.jobs
        // Jobs take unequal times (a layout found solved before is quick): fixed shares left one core idle at
        // the end, so a worker done with its share takes from another's.
        let queue = JobQueue(count: jobs.count, workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let index = queue.next(worker: worker) {
                let job = jobs[index]
                var findings: [Finding] = []
                var layouts: [LaidOutScreen] = []
                switch workspace.document(job.document) {
                case .failure(let error):
                    findings.append(unreadableFinding(error, document: job.document))
                    guard !error.isLegacyArchive else { break }
                    collector.lock.lock()
                    collector.unreadable[job.document.path] = error
                    collector.lock.unlock()
                case .success(let document):
                    (findings, layouts) = check(job, document: document)
                }
                collector.lock.lock()
                collector.findings[index] = findings
                collector.layouts[index] = layouts
                collector.done += 1
                let done = collector.done
                collector.lock.unlock()
                progress?(done, jobs.count)
            }
        }
        // A document error is reported once, not once per language.
        var seen = Set<String>()
        var findings: [Finding] = []
        for finding in collector.findings.joined() {
            if finding.ruleID == Self.documentUnreadable, !seen.insert(finding.file).inserted { continue }
            findings.append(finding)
        }
        // Base layouts shared by several languages are kept once, before the first language that uses them.
        var keptBase = Set<String>()
        var layouts: [LaidOutScreen] = []
        for screen in collector.layouts.joined() {
            if screen.language == nil {
                let key = screen.document.path + "|" + Self.key(screen.screen)
                if !keptBase.insert(key).inserted { continue }
            }
            layouts.append(screen)
        }
        let unreadable = collector.unreadable.keys.sorted().compactMap { collector.unreadable[$0] }
        return (findings, layouts, unreadable)
    }

    /// The base layouts of this shard's documents that no job laid out (no language has their tables), so
    /// a run that keeps every layout has every document.
    func baseOnlyLayouts(except laidOut: Set<URL>) -> ([Finding], [LaidOutScreen], [IBReadError]) {
        var findings: [Finding] = [], layouts: [LaidOutScreen] = [], unreadable: [IBReadError] = []
        for (index, document) in documents.enumerated()
        where index % options.shard.count == options.shard.index - 1 && !laidOut.contains(document) {
            switch workspace.document(document) {
            case .failure(let error):
                findings.append(unreadableFinding(error, document: document))
                if !error.isLegacyArchive { unreadable.append(error) }
            case .success(let ib):
                for (device, orientation, contentSize) in screens {
                    let layout = base(ib, url: document, device: device, orientation: orientation, contentSize: contentSize)
                    layouts.append(LaidOutScreen(document: document, language: nil, table: nil,
                                                 screen: Self.screen(layout.device, contentSize: contentSize), layout: layout))
                }
            }
        }
        return (findings, layouts, unreadable)
    }

    /// The read errors of this shard's documents that no job laid out, as findings and as errors.
    func unreadableDocuments(except laidOut: Set<URL>) -> ([Finding], [IBReadError]) {
        var findings: [Finding] = [], unreadable: [IBReadError] = []
        for (index, document) in documents.enumerated()
        where index % options.shard.count == options.shard.index - 1 && !laidOut.contains(document) {
            if case .failure(let error) = workspace.document(document) {
                findings.append(unreadableFinding(error, document: document))
                if !error.isLegacyArchive { unreadable.append(error) }
            }
        }
        return (findings, unreadable)
    }

    static let documentUnreadable = "document-unreadable"

    /// A document that cannot be read is an error, unless it is in Interface Builder's format from before Xcode 5,
    /// which Xcode still builds: then a note that it is not checked.
    func unreadableFinding(_ error: IBReadError, document: URL) -> Finding {
        if error.isLegacyArchive {
            return Finding(ruleID: Self.documentUnreadable, severity: .info,
                           message: "\(document.lastPathComponent) is saved in Interface Builder's format from before Xcode 5, which verify does not read: its texts and layout are not checked",
                           file: workspace.relativePath(document), line: max(1, error.line), column: max(1, error.column), language: "Base",
                           fix: "Open the document in Xcode and save it: Xcode converts it to the current format")
        }
        return Finding(ruleID: Self.documentUnreadable, severity: .error, message: error.message, file: workspace.relativePath(document),
                       line: max(1, error.line), column: max(1, error.column), language: "Base",
                       fix: "Open the document in Xcode and save it again, or restore it from version control")
    }

    /// One document in one language on every configured screen: missing keys, then the layout rules per
    /// screen (per plural variant for catalogs), merged so one problem is one finding.
    func check(_ job: VerifyJob, document: IBDocument) -> ([Finding], [LaidOutScreen]) {
        var source = TranslationSource(job, workspace: workspace)
        let tableTexts = source.variantSets.first ?? [:]
        let documentPath = workspace.relativePath(job.document)
        // AppKit and watchOS documents follow other frameworks' layout rules: their tables are linted and their
        // keys checked, but no iOS layout verdict is given on their views.
        if document.platform != .iOS && document.platform != .unknown {
            let isDevelopment = LanguageCode(job.language).map { $0 == LanguageCode(developmentLanguage) } ?? false
            guard !isDevelopment else { return ([], []) }
            let facts = code.facts(of: document, at: job.document)
            var missing = missingKeys(entries: facts.entries, source: source, documentPath: documentPath, language: job.language)
                .filter { $0.key.map { facts.codeTexts.texts[$0] == nil && !facts.neverShows($0) } ?? true }
            lowerUnseenMissingKeys(&missing, job: job, facts: facts)
            markUntranslatedCopy(&missing, job: job, source: source, tableTexts: tableTexts,
                                 facts: facts, documentPath: documentPath)
            return (missing, [])
        }
        // What code puts into the views replaces the storyboard's text: its translation is measured in the
        // view, and a text code sets from data is a placeholder nobody sees.
        let facts = code.facts(of: document, at: job.document)
        let codeTexts = facts.codeTexts
        let group = workspace.groups.first { $0.baseDocuments.contains(job.document) }
        var (placeholders, codeKeys) = source.apply(codeTexts, language: job.language, code: code, group: group, workspace: workspace,
                                                   allFiles: options.allFiles)
        // The built-in labels of cells code fills row by row show what code puts there, not these texts.
        placeholders.formUnion(facts.prototypeLabelKeys.subtracting(codeKeys.keys))
        // Texts and views users never see: unreachable scenes, views hidden out of code's reach, titles no bar
        // shows.
        placeholders.formUnion(facts.entries.map(\.key).filter(facts.neverShows))
        // The development language's table shows the base text for a key it lacks, which is right, unless
        // that text is written in a script its users do not read (Korean left in an English storyboard).
        let isDevelopment = LanguageCode(job.language).map { $0 == LanguageCode(developmentLanguage) } ?? false
        var findings = missingKeys(entries: facts.entries, source: source, documentPath: documentPath, language: job.language)
            .filter { $0.key.map { codeTexts.texts[$0] == nil && !placeholders.contains($0) } ?? true }
        if isDevelopment {
            let others = (workspace.groups.first { $0.baseDocuments.contains(job.document) }?.languages ?? [])
                .filter { $0 != "Base" && LanguageCode($0) != LanguageCode(job.language) }
            findings = Self.foreignTextsOnly(findings, entries: facts.entries, language: job.language, otherLanguages: others)
        }
        // What users never see in this language is laid out as the base text: a placeholder's translation
        // that code replaces with data must not push, overlap or squeeze the views around it.
        var shown = source
        shown.showBaseTexts(of: placeholders)
        var perScreen: [Finding] = []
        var layouts: [LaidOutScreen] = []
        for (index, translations) in shown.variantSets.enumerated() {
            let (found, laidOut) = layoutFindings(job, document: document, translations: translations, source: source,
                                                  documentPath: documentPath, firstVariant: index == 0)
            perScreen += found
            layouts += laidOut
        }
        for var finding in Self.merged(perScreen) where finding.key.map({ !placeholders.contains($0) }) ?? true {
            if let object = finding.objectID, facts.neverShownObjects.contains(object) { continue }
            // A text code sets is the table entry's: the finding names that key.
            if let key = finding.key, let codeKey = codeKeys[key] { finding.key = codeKey }
            findings.append(finding)
        }
        // IB's default text ("Label", "Button") on a view an outlet points at is almost always replaced by code
        // the sources do not show: users most likely never see it, so it is worth a note, not a warning.
        let defaults = facts.defaultPlaceholderKeys
        for index in findings.indices where findings[index].key.map(defaults.contains) ?? false {
            findings[index].severity = .info
        }
        // A text code makes shrink to fit is drawn smaller, not cut off (how small, the document does not say).
        for index in findings.indices where findings[index].ruleID == TextTruncatedRule.id && findings[index].severity > .info {
            guard let object = findings[index].objectID, facts.codeShrinkObjects.contains(object) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the app's code makes the view shrink its text to fit: it is drawn smaller, not cut)"
        }
        // A view that code the sources lack reaches (a library class's outlet) may show anything.
        for index in findings.indices where findings[index].severity > .info {
            guard let object = findings[index].objectID, let owner = facts.unseenCodeObjects[object] else { continue }
            findings[index].severity = .info
            findings[index].message += CodeContext.unseenCodeNote(owner)
        }
        lowerUnseenMissingKeys(&findings, job: job, facts: facts)
        markUntranslatedCopy(&findings, job: job, source: source, tableTexts: tableTexts,
                             facts: facts, documentPath: documentPath)
        if !isDevelopment && !findings.contains(where: { $0.ruleID == TableRules.untranslatedTable.id }) {
            findings += untranslatedTexts(job, facts: facts, source: source, tableTexts: tableTexts)
        }
        return (findings, layouts)
    }

    /// The texts users see that a translated table repeats from the base in the development language's words
    /// (``TextLanguage/isUntranslatedText(_:development:language:)``), or that a table in another script translates on
    /// another object (``judgesKeptCopyByOwnTranslations(_:key:)``): the `untranslated` rule's finding for the entry, as
    /// a warning. Other copies (names, loanwords, one word) stay the linter's notes.
    func untranslatedTexts(_ job: VerifyJob, facts: CodeContext.DocumentFacts, source: TranslationSource,
                           tableTexts: [String: String]) -> [Finding] {
        guard !job.isCatalog, !isRegionalVariantOfDevelopment(job.language) else { return [] }
        // A text every language that has it keeps as it is, none translating it, is a name kept on purpose.
        let kept = keptByAll.value(for: job.document.path) {
            guard let group = workspace.groups.first(where: { $0.baseDocuments.contains(job.document) }) else { return [] }
            let base = Dictionary(facts.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return keysKeptAsBase(group: group, table: job.document.deletingPathExtension().lastPathComponent, base: base, script: [], byAll: true)
        }
        // (A text the table translates on another object is one to translate here too, one word or not: see
        // ``raiseUntranslatedCodeTexts(_:translating:)``.)
        let sameText = Self.sameTextUses(facts.entries.compactMap { entry in tableTexts[entry.key].map { (entry.key, entry.value, $0) } })
        var seen = Set<String>()
        return textsUsersSee(facts, language: job.language).compactMap { entry in
            let translation = Self.judgesKeptCopyByOwnTranslations(job.language, key: entry.key) ? sameText[entry.value]?.translation(elsewhereThan: entry.key) : nil
            let elsewhere = translation != nil
            guard seen.insert(entry.key).inserted, elsewhere || !kept.contains(entry.key), let value = tableTexts[entry.key], value == entry.value,
                  let location = source.locations[entry.key], !facts.notToTranslateObjects.contains(entry.objectID),
                  elsewhere ? Self.mayBeTranslated(value) && Self.readsTheSameUntranslated(value, language: job.language) == nil
                    : Self.readsUntranslated(value, development: developmentLanguage, language: job.language) && !readsAsTheTranslationsWords(value, job.language)
            else { return nil }
            var finding = Self.untranslatedText(value, key: entry.key, language: job.language, development: developmentLanguage, file: source.path,
                                                line: location.line, column: location.column, objectID: entry.objectID, className: entry.className)
            if let translation {
                finding.message += " (the \(job.language) table translates the same text as '\(Finding.excerpt(translation, length: 40))' elsewhere)"
            }
            return finding
        }
    }

    /// Whether users of `language` who are shown the development language's `text` as it is read it untranslated: it is in
    /// that language's words (``TextLanguage/isUntranslatedText(_:development:language:)``), says nothing against
    /// translating it, and is no name, unit or sign read the same in `language` (``readsTheSameUntranslated(_:language:)``:
    /// Monotone's wallpaper size "Mac" in Chinese).
    static func readsUntranslated(_ text: String, development: String, language: String) -> Bool {
        mayBeTranslated(text) && TextLanguage.isUntranslatedText(text, development: development, language: language)
            && readsTheSameUntranslated(text, language: language) == nil
    }

    /// A value that says it is not to be translated ("#do not translate#…", a convention of some teams) is not.
    static func mayBeTranslated(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return !["not translate", "don't translate", "not localize", "don't localize"].contains { lowered.contains($0) }
    }

    static func untranslatedText(_ value: String, key: String, language: String, development: String, file: String, line: Int,
                                 column: Int, objectID: String?, className: String?) -> Finding {
        Finding(ruleID: UntranslatedRule.description.id, severity: .warning,
                message: "'\(key)' is identical to the base text '\(value)' in \(language): its words are \(development) words, "
                    + "so \(language) users read it untranslated",
                file: file, line: line, column: column, language: language, objectID: objectID, className: className, key: key,
                fix: UntranslatedRule.description.fix)
    }

    /// The code tables' (`Localizable`…) untranslated entries of languages the app translates, when the text is
    /// in the development language's words (see ``untranslatedTexts(_:facts:source:tableTexts:)``): warnings.
    /// Whether code looks the key up is asked afterwards, as for a missing key.
    func raiseUntranslatedCodeTexts(_ findings: inout [Finding], translating: Set<String>) {
        let tables = tablesByPath()
        var bases: [String: [String: String]] = [:], kept: [String: Set<String>] = [:], keptByMost: [String: Set<String>] = [:]
        var wordUses: [String: [String: (translating: Int, keeping: Int)]] = [:]
        var textUses: [String: [String: SameTextUses]] = [:]
        var notToTranslate: [String: Set<String>] = [:]
        // Only tables the code reads (a bundle's `CameraUI.strings` no lookup names is the system's business),
        // and of InfoPlist only the permission prompts (its other keys are the app's names).
        let readTables = tablesCodeReads
        for index in findings.indices where findings[index].ruleID == UntranslatedRule.description.id && findings[index].severity == .info {
            let language = findings[index].language
            guard translating.contains(language), !isRegionalVariantOfDevelopment(language), let key = findings[index].key,
                  let (group, name) = tables[findings[index].file],
                  readTables.contains(name) || (name == "InfoPlist" && key.hasPrefix("NS") && key.hasSuffix("UsageDescription")
                    && !Self.isPromptOfOlderIOS(key, deploymentTarget: workspace.xcode?.iOSDeploymentTarget)),
                  !group.baseDocuments.contains(where: { $0.deletingPathExtension().lastPathComponent == name }) else { continue }
            let tableKey = "\(group.directory.path)|\(name)"
            if bases[tableKey] == nil {
                let base = referenceTexts(group, table: name)
                bases[tableKey] = base
                kept[tableKey] = keysKeptAsBase(group: group, table: name, base: base, script: [], byAll: true)
                keptByMost[tableKey] = keysKeptAsBase(group: group, table: name, base: base, script: [])
                // (A comment of any language's copy of the table speaks for the key in all of them.)
                notToTranslate[tableKey] = group.languages.filter { group.hasTable(name, in: $0) }.reduce(into: Set<String>()) { keys, language in
                    if case .success(let table) = workspace.table(group.tableURL(name, language: language)) { keys.formUnion(table.keysNotToTranslate) }
                }
            }
            let text = bases[tableKey]?[key] ?? key
            // The language's own table translating the very same text under another key (AlphaWallet's Japanese, Korean
            // and Chinese "Pending" of one screen, translated on another; livechat's Arabic "Cancel") says it is a text to
            // translate, however many languages kept it here (``judgesKeptCopyByOwnTranslations(_:key:)``).
            let languageKey = tableKey + "|" + language
            if textUses[languageKey] == nil {
                textUses[languageKey] = sameTextUses(group: group, table: name, language: language, base: bases[tableKey] ?? [:])
            }
            let translationElsewhere = Self.judgesKeptCopyByOwnTranslations(language, key: key) ? textUses[languageKey]?[text]?.translation(elsewhereThan: key) : nil
            let translatedElsewhere = translationElsewhere != nil
            guard translatedElsewhere || !(kept[tableKey]?.contains(key) ?? false) else { continue }
            if notToTranslate[tableKey]?.contains(key) == true {
                findings[index].message += " (a comment of the table asks translators not to translate it)"
                continue
            }
            // The linter compared the language's text with the Base table's; users are shown the language's own
            // text, which must be the development language's for them to read it untranslated (Rafflex's Base
            // table is Spanish, its en table English: its es table repeats the Base text, in Spanish).
            if case .success(let table) = workspace.table(group.tableURL(name, language: language)),
               let own = (table.entries.first { $0.key == key && $0.valueLocation?.line == findings[index].line }
                          ?? table.index(ofKey: key).map { table.entries[$0] })?.value, own != text {
                // A value that is the key itself, as a generated Base table writes it, shows the raw key
                // (FundIncome's fr "request_Funds_FromWebservice_failed", where en reads "failed to refresh.").
                guard own == key, !key.contains(where: \.isWhitespace), key.contains(where: { $0 == "_" || $0 == "." }),
                      Self.mayBeTranslated(text) else { continue }
                findings[index].severity = .warning
                findings[index].message = "'\(key)' is its own key in \(language), so \(language) users read the raw key where "
                    + "\(developmentLanguage) users read '\(Finding.excerpt(text, length: 60))'"
                continue
            }
            // (The app's name reads the same everywhere, as a missing one does: DecisionMaker's "Decision Maker". A text the
            // language translates elsewhere is one of its words, however short: "Cancel" in Spanish.)
            let untranslated = translatedElsewhere
                ? Self.mayBeTranslated(text) && Self.readsTheSameUntranslated(text, language: language) == nil
                : Self.readsUntranslated(text, development: developmentLanguage, language: language)
            guard untranslated, !namesOnlyTheApp(text) else { continue }
            if readsAsTheTranslationsWords(text, language) {
                findings[index].message += " (its words are ones the app's own \(language) translations use: it reads the same there)"
                continue
            }
            // One word most of the app's languages keep is a name to them ("Safari", "Markdown", "Dock").
            // (Unless the language is not written in Latin letters and its own table translates the word in other texts:
            // nova's Korean and Japanese tables write "스테이킹", "ステーキング" everywhere but on the Staking tab.)
            var elsewhere = 0
            if !translatedElsewhere, TextLanguage.wordsOf(text).count == 1, keptByMost[tableKey]?.contains(key) == true {
                if wordUses[languageKey] == nil {
                    wordUses[languageKey] = wordTranslations(group: group, table: name, language: language, base: bases[tableKey] ?? [:])
                }
                let uses = wordUses[languageKey]?[text.lowercased()] ?? (0, 0)
                // (Not where the table's translations keep the word a third as often as they translate it, or more.)
                elsewhere = uses.translating >= 3 * uses.keeping ? uses.translating : 0
                guard elsewhere >= 2 else { continue }
            }
            let finding = findings[index]
            findings[index] = Self.untranslatedText(text, key: key, language: language, development: developmentLanguage, file: finding.file,
                                                    line: finding.line, column: finding.column, objectID: finding.objectID,
                                                    className: finding.className)
            if let translation = translationElsewhere {
                findings[index].message += " (the \(language) table translates the same text as '\(Finding.excerpt(translation, length: 40))' elsewhere)"
            } else if elsewhere > 0 {
                findings[index].message += " (the \(language) table translates '\(text)' in \(elsewhere) other texts, which most other languages keep)"
            }
        }
    }

    /// Whether a text the language's table translates under another key is a foreign one where `key` keeps it: the
    /// language is not written in Latin letters, so an English word kept there is in another script (reviewers judged
    /// half of such words in Latin-script languages their own: Spanish "Email", Polish "Stop", Catalan "Recent"), and the
    /// key names no Voice Control input label, which the user speaks in Voice Control's language (MOPP's
    /// `voice-control-settings-button`, English in its Russian table on purpose).
    static func judgesKeptCopyByOwnTranslations(_ language: String, key: String) -> Bool {
        let squeezed = String(key.lowercased().filter { $0.isLetter })
        return !TextLanguage.readsLatinLetters(language) && !squeezed.contains("voicecontrol") && !squeezed.contains("userinputlabel")
    }

    /// How a language's entries of one table treat one base text: the keys that translate it (a value other than the
    /// text), in table order with their values, and how many entries keep it as it is.
    struct SameTextUses {
        var translations: [(key: String, value: String)] = []
        var keeping = 0

        /// The first translation of the text under another key than `key`, when other keys translate it at least as
        /// often as entries keep it (a key defined twice is no other text).
        func translation(elsewhereThan key: String) -> String? {
            let others = translations.filter { $0.key != key }
            return others.count >= max(1, keeping) ? others.first?.value : nil
        }
    }

    /// For each base text of a table, how the language's entries with that base text treat it (``SameTextUses``). A value
    /// that differs only in case, spacing or punctuation (Wikipedia's "CC-BY-SA 3.0"), is empty or is its own key (a raw
    /// key) neither translates nor keeps it. Worked out once per table and language.
    func sameTextUses(group: LocalizationGroup, table name: String, language: String, base: [String: String]) -> [String: SameTextUses] {
        guard case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { return [:] }
        return Self.sameTextUses(table.entries.compactMap { entry in base[entry.key].map { (entry.key, $0, entry.value) } })
    }

    /// ``SameTextUses`` of each base text, from a table's entries: key, base text, the language's value, in table order.
    /// Only texts of three letters or more count: a letter or two abbreviate more than one word ("S" for both days of
    /// the weekend, Romanian's "S" and "D").
    static func sameTextUses(_ entries: [(key: String, text: String, value: String)]) -> [String: SameTextUses] {
        func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        var uses: [String: SameTextUses] = [:]
        for (key, text, value) in entries {
            guard !value.isEmpty, value != key || value == text, text.filter(\.isLetter).count >= 3 else { continue }
            if value == text {
                uses[text, default: SameTextUses()].keeping += 1
            } else if letters(value) != letters(text) {
                uses[text, default: SameTextUses()].translations.append((key, value))
            }
        }
        return uses
    }

    /// For each word (lowercased) of the base texts of a table in a language not written in Latin letters, how many of
    /// the language's entries translate it (the base has it and the translation, another text, does not) and how many
    /// keep it in their translation (ProtonVPN's plan "Plus": "Перейти на Plus"). Empty in a language written in Latin
    /// letters. Worked out once per table and language.
    func wordTranslations(group: LocalizationGroup, table name: String, language: String,
                          base: [String: String]) -> [String: (translating: Int, keeping: Int)] {
        guard !TextLanguage.readsLatinLetters(language), case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { return [:] }
        var uses: [String: (translating: Int, keeping: Int)] = [:]
        for entry in table.entries {
            guard let text = base[entry.key], text != entry.value else { continue }
            let translation = entry.value.lowercased()
            for word in Set(TextLanguage.wordsOf(text).map { $0.lowercased() }) {
                if translation.contains(word) { uses[word, default: (0, 0)].keeping += 1 } else { uses[word, default: (0, 0)].translating += 1 }
            }
        }
        return uses
    }

    /// The development language's missing keys whose base text is written in a script its users do not read,
    /// saying which, or in the words of another of the document's languages (`others`: LavanApp's "Pago con
    /// tarjeta", left in Spanish in a storyboard whose development language is English); the others show the
    /// development language's own text.
    static func foreignTextsOnly(_ findings: [Finding], entries: [IBStringsEntry], language: String, otherLanguages others: [String] = []) -> [Finding] {
        let baseTexts = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return findings.compactMap { finding in
            guard let key = finding.key, let base = baseTexts[key] else { return nil }
            var finding = finding
            if let script = TextLanguage.foreignScript(of: base, for: language) {
                finding.message += " (written in \(script), which \(language) is not)"
                return finding
            }
            guard readsTheSameUntranslated(base, language: language) == nil,
                  // (Two words at least, two thirds of them foreign to the development language: names such as
                  // "OpenStreetMap", which some dictionaries have, leave "OpenStreetMap Login" English, and one
                  // word decides nothing: Danish has "Recents".)
                  TextLanguage.wordsOf(base).count >= 2,
                  let other = others.sorted().first(where: { TextLanguage.isWrittenInWords(base, of: $0, notOf: language, foreignShare: 2.0 / 3) })
            else { return nil }
            finding.message += " (written in \(other)'s words, which \(language) users do not read)"
            return finding
        }
    }

    /// A missing key changes nothing users read when the base text is what they would see anyway: it is
    /// already written in the language's script, or the languages that have the key keep the base text. Those
    /// findings become notes.
    func lowerUnseenMissingKeys(_ findings: inout [Finding], job: VerifyJob, facts: CodeContext.DocumentFacts) {
        let sameEverywhere = keysTranslatedAsBase(job.document, language: job.language)
        let keepBaseText = facts.notToTranslateObjects
        let baseTexts = Dictionary(facts.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let writtenInLanguage = baseTextLanguage(job.document).map { $0 == job.language } ?? false
        let candidates = (workspace.groups.first { $0.baseDocuments.contains(job.document) }?.languages ?? [])
            .filter { $0 != "Base" && LanguageCode($0) != LanguageCode(developmentLanguage) }
        // A table whose every entry still repeats the base text is a copy waiting for its translator: its missing
        // keys stay warnings, since translators fill in the entries a table has and a key it lacks stays in the
        // base language after the rest is translated.
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity != .info {
            guard let key = findings[index].key, let base = baseTexts[key] else { continue }
            if writtenInLanguage {
                findings[index].severity = .info
                findings[index].message += " (the document's base texts are written in \(job.language))"
            } else if TextLanguage.isWritten(base, inScriptOf: job.language, notOf: developmentLanguage) {
                findings[index].severity = .info
                findings[index].message += " (the base text is already written in \(job.language)'s script)"
            } else if TextLanguage.languageOfText(base, candidates: candidates, development: developmentLanguage) == job.language {
                findings[index].severity = .info
                findings[index].message += " (the base text is already written in \(job.language): only \(job.language) of the app's languages writes all its letters)"
            } else if TextLanguage.isWrittenInWords(base, of: job.language, notOf: developmentLanguage) {
                findings[index].severity = .info
                findings[index].message += Self.wordsOfLanguage(job.language, developmentLanguage)
            } else if sameEverywhere.contains(key) {
                findings[index].severity = .info
                findings[index].message += " (the languages that have the key keep its base text)"
            } else if let object = findings[index].objectID, keepBaseText.contains(object) {
                findings[index].severity = .info
                findings[index].message += " (its note for translators says not to translate it)"
            } else if let reason = Self.readsTheSameUntranslated(base, language: job.language) {
                findings[index].severity = .info
                findings[index].message += " (\(reason))"
            } else if isRegionalVariantOfDevelopment(job.language) && TextLanguage.foreignScript(of: base, for: job.language) == nil {
                findings[index].severity = .info
                findings[index].message += Self.readsDevelopmentLanguage(job.language, developmentLanguage)
            } else if Self.isHostNameText(base) {
                findings[index].severity = .info
                findings[index].message += " (the base text is a site's name, written the same in every language)"
            } else if namesOnlyTheApp(base) {
                findings[index].severity = .info
                findings[index].message += " (the base text names the app or its maker, the same in every language)"
            } else if key.hasSuffix(".accessibilityLabel") || key.hasSuffix(".accessibilityHint"), Self.isHandleShaped(base) {
                // InTarget's `close_btn`: a handle for UI tests put in the accessibility label, which VoiceOver reads
                // out the same in every language.
                findings[index].severity = .info
                findings[index].message += " (the base text is an identifier, as UI tests name a view, read out the same in every language)"
            }
        }
    }

    /// Whether `text` is shaped like an identifier, not words: one run of letters and digits joined by `_` (or
    /// `.`) at least once, no spaces (`close_btn`, `hitMe_btn`, `login.button`).
    static func isIdentifierShaped(_ text: String) -> Bool {
        text.range(of: #"^[A-Za-z][A-Za-z0-9]*([_.][A-Za-z0-9]+)+$"#, options: .regularExpression) != nil
    }

    /// Whether an accessibility text is a handle UI tests name a view by, not words VoiceOver reads: identifier-shaped
    /// (``isIdentifierShaped(_:)``) or a lower camel case name (edX's `btnVideoSize`: lowercase letters, then a capital
    /// and more, no spaces).
    static func isHandleShaped(_ text: String) -> Bool {
        isIdentifierShaped(text) || text.range(of: #"^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$"#, options: .regularExpression) != nil
    }

    /// A regional variant of the development language (`en-GB` beside `en`) that lacks a key or a table shows
    /// the development language's own text: a lookup the variant's table lacks finds the key in the development
    /// language's (reviewers judged every such finding of Mlem and Zavala so, code names like
    /// "label.text.import-web-page-prompt" as much as texts). Its users read their language, give or take a spelling:
    /// those findings are notes, unless the key is written in a script they do not read. A document's keys are
    /// lowered with their base texts at hand (``lowerUnseenMissingKeys(_:job:facts:)``).
    func lowerRegionalDevelopmentVariants(_ findings: inout [Finding]) {
        let rules: Set<String> = [MissingKeyRule.description.id, CodeRules.missingTable.id]
        for index in findings.indices where rules.contains(findings[index].ruleID) && findings[index].severity > .info && findings[index].objectID == nil {
            let language = findings[index].language
            guard isRegionalVariantOfDevelopment(language) else { continue }
            if findings[index].ruleID == MissingKeyRule.description.id {
                guard let key = findings[index].key, TextLanguage.foreignScript(of: key, for: language) == nil else { continue }
            }
            findings[index].severity = .info
            findings[index].message += Self.readsDevelopmentLanguage(language, developmentLanguage)
        }
    }

    /// The workspace's String Catalog at `file`, a path relative to it as findings give it; nil when none is there
    /// or it cannot be read.
    func catalog(atPath file: String) -> StringCatalog? {
        guard let url = workspace.catalogs.first(where: { workspace.relativePath($0) == file }), case .success(let catalog) = workspace.catalog(url) else { return nil }
        return catalog
    }

    static func readsDevelopmentLanguage(_ language: String, _ development: String) -> String {
        " (\(language) users read the development language, \(development), in its place)"
    }

    /// Whether `language` is the development language with another region (`en-GB` of `en`).
    func isRegionalVariantOfDevelopment(_ language: String) -> Bool {
        guard let code = LanguageCode(language), let development = LanguageCode(developmentLanguage) else { return false }
        // (The script a region implies counts: `zh-HK` is a variant of `zh-Hant`, not of `zh-CN`.)
        return code != development && code.language == development.language && Self.script(of: code) == Self.script(of: development)
    }

    /// A language code without its region (`en` of `en-GB`, `zh-Hant` of `zh-Hant-TW`): a script is another
    /// way of writing, a region only another spelling.
    static func withoutRegion(_ code: LanguageCode) -> String {
        code.identifier.split(separator: "-").enumerated()
            .filter { index, part in index == 0 || !(part.count == 2 && part.allSatisfy(\.isUppercase) || part.count == 3 && part.allSatisfy(\.isNumber)) }
            .map { String($0.element) }.joined(separator: "-")
    }

    /// A key of a table the code reads (`Localizable`…) that no call looks up is never shown: a translation
    /// lacking it (or holding another script's text) changes nothing users see, so its finding is a note. When every lookup of the
    /// sources names its key, the calls decide: the app's wrappers count through their calls
    /// (`"Settings".localized`, `LocalizedString("Done", comment: "")`). When some key is only known at run
    /// time (a variable, a wrapper no code the scan reads calls), a key may still be ruled out: in a folder that
    /// holds all of the app's sources, a key no call looks up, no literal of the sources says (but a constant's
    /// no code names: `static let workloadScore = "health.score.workload"`), no text of a
    /// storyboard or xib holds and no literal part of a run-time key (`"Create \(name)"`) appears in comes from
    /// nowhere the app can read it. Neither when the Xcode project lists sources the folder lacks: they may look the key up.
    func lowerKeysNoCodeLooksUp(_ findings: inout [Finding]) {
        // Which calls look each key up, and whether their targets copy a table: asked only with a project.
        let callsByKey = workspace.xcode == nil ? [:] : callsByTableAndKey
        let reach = TableReach(workspace: workspace)
        let known = knownLookups()
        let named = known == nil ? keysTheSourcesMayName(callsByKey: callsByKey, reach: reach) : nil
        guard known != nil || named != nil else { return }
        var shownTexts: [String: Set<String>] = [:]
        var documents: DocumentTexts?
        // A missing key or a foreign script is judged by the lookups of the sources at hand; the other rules about
        // an entry only when the folder holds every source of the app.
        let keyRules: Set<String> = [MissingKeyRule.description.id, ForeignScriptRule.description.id, UntranslatedRule.description.id]
        let whole = code.hasAllSources
        let receivesPushes = Self.remoteNotificationRegistrations.contains { workspace.sourceIndex.mentions[$0] != nil }
        // Whether the finding's table or its base holds the key with a format specifier: a push's text takes its
        // `loc-args` (the sender's name), where keys the app's own code once used (an SDK's error codes) take none.
        func takesArguments(_ key: String, _ finding: Finding) -> Bool {
            ([finding.file] + finding.related.map(\.file)).contains { file in
                guard case .success(let table) = workspace.table(workspace.root.appendingPathComponent(file)) else { return false }
                return table.entries.contains { $0.key == key && !FormatSpecifier.scan($0.value).isEmpty }
            }
        }
        for index in findings.indices where Self.isShownEntryRule(findings[index].ruleID) && findings[index].severity > .info
        && (whole || keyRules.contains(findings[index].ruleID)) {
            let table = Self.tableName(of: findings[index])
            // iOS reads InfoPlist's keys itself (the app's name, permission prompts), whatever code looks up, and a
            // push notification's `loc-key` from the Localizable table of an app that registers for pushes (Telegram's
            // "CHANNEL_MESSAGE_VIDEO": a server's constant, which no code of the app names).
            guard let key = findings[index].key, table != "InfoPlist",
                  !(receivesPushes && table == "Localizable" && Self.looksLikePushKey(key) && takesArguments(key, findings[index])) else { continue }
            if let known {
                guard known.tables.contains(table) else { continue }
                if known.keys.contains("\(table)|\(key)") {
                    // Looked up only by the code of targets that do not copy this table (an app's lookups, a catalog
                    // only its widget copies): the table's users never see the key.
                    guard let calls = callsByKey["\(table)|\(key)"], !reach.readsAny(calls, table: findings[index].file) else { continue }
                    let targets = Set(calls.flatMap { reach.scope(of: $0.path)?.targets ?? [] }).sorted().joined(separator: ", ")
                    findings[index].severity = .info
                    findings[index].message += " (only the code of \(targets) looks the key up, which does not copy this table: its users never see it)"
                    continue
                }
                findings[index].severity = .info
                findings[index].message += " (no code looks the key up: the app never shows it)"
            } else if let named, named.tables.contains(table), !named.mayName(table, key, findings[index].file) {
                let language = findings[index].language
                if documents == nil { documents = documentTexts() }
                if shownTexts[language] == nil, let documents { shownTexts[language] = documentTextsShown(in: language, from: documents) }
                guard shownTexts[language]?.contains(key) != true else { continue }
                findings[index].severity = .info
                let sourceIndex = workspace.sourceIndex
                if let constants = sourceIndex.unreadConstantLiterals[key] {
                    let names = constants.map { "'\($0)'" }.joined(separator: ", ")
                    findings[index].message += " (only the constant \(names) holds the key, and no code reads it: the app never shows it)"
                } else if sourceIndex.previewOnlyLiterals.contains(key) {
                    findings[index].message += Self.unseenLookupNotes[.previewed] ?? ""
                } else if sourceIndex.stringLiterals.contains(key) {
                    findings[index].message += " (only the code of targets that do not copy this table names the key: its users never see it)"
                } else {
                    findings[index].message += " (no code names the key: no call looks it up and no literal or text the app shows in \(language) says it)"
                }
            }
        }
    }

    /// Whether a rule judges what one table entry shows (a key missing, its value's script, bidi order,
    /// whitespace, format, a duplicate): an entry no code looks up shows nothing, so none of these matter there.
    static func isShownEntryRule(_ id: String) -> Bool {
        let rules: Set<String> = [MissingKeyRule.description.id, ForeignScriptRule.description.id, UntranslatedRule.description.id,
                                  WhitespaceMismatchRule.description.id,
                                  EmptyValueRule.description.id, StrayBidiControlRule.description.id, UnbalancedBidiRule.description.id,
                                  FormatSpecifierMismatchRule.description.id, DuplicateKeyRule.description.id,
                                  PluralFormsAbsentRule.description.id]
        return rules.contains(id) || id.hasPrefix("bidi-")
    }

    /// What the sources may look up when some keys are built at run time: the tables looked in, and whether a
    /// key could be one looked up (``lowerKeysNoCodeLooksUp(_:)``); a text of a storyboard or xib may be too,
    /// as ``documentTextsShown(in:from:)`` of the language says. Nil when the folder lacks some of the app's
    /// sources, when a run-time lookup's table is not known either, or when code reads strings through
    /// generated accessors (R.swift's `R.string`, SwiftGen's `L10n`) whose file may not be checked in. `callsByKey`
    /// (empty without a project) and `reach` tell whether a call's or a literal's code reads a table file.
    func keysTheSourcesMayName(callsByKey: [String: [LocalizedStringCall]], reach: TableReach)
        -> (tables: Set<String>, mayName: (_ table: String, _ key: String, _ file: String) -> Bool)? {
        let index = workspace.sourceIndex
        let strings = index.localizedStrings
        // A key read from data by name (`item["title"]`, `[item objectForKey:@"title"]`: a plist or JSON the app
        // ships) could be any key; not one read from a dictionary its own file writes out (meslistes's
        // `private let options = ["calendar": "Add to calendar", …]`), whose values are literals of the sources.
        func readsData(_ argument: String) -> Bool {
            argument.contains("[\"") || argument.contains("[@\"") || argument.contains("ForKey:")
        }
        let uncheckable = strings.uncheckableKeys
        guard code.hasAllSources, !uncheckable.isEmpty, uncheckable.allSatisfy({ $0.table != nil && ($0.keyFromWrittenDictionary || !readsData($0.argument)) }),
              index.mentions["L10n"] == nil, !index.readsRSwiftStrings else { return nil }
        var tables = Set<String>(), keys = Set<String>(), fragments: [String: [String]] = [:]
        for call in strings.calls {
            tables.insert(call.table)
            keys.insert("\(call.table)|\(call.key)")
        }
        for call in uncheckable {
            guard let table = call.table else { continue }
            tables.insert(table)
            // (A piece of separators alone, the middle "__" of bitkit's `"widgets__\(kind)__\(field)"`, says nothing the
            // pieces with letters around it do not, and would name every key that has it: kept only where it is all
            // the argument says.)
            let pieces = Self.literalFragments(of: call.argument)
            let lettered = pieces.filter { $0.contains { $0.isLetter || $0.isNumber } }
            fragments[table, default: []] += lettered.isEmpty ? pieces : lettered
        }
        let literals = index.stringLiterals
        // A literal ending in a separator that begins the key (`"tip_" + n`), the text an interpolation starts
        // with (`"page-\(n)"`) and an enum case's name (a `String` case's raw value, `"\(self)"`, or with its type's name,
        // `"\(Self.self).\(self)"`: Planetary's `Localized.cancel`) may make it too; a
        // name code only uses (`Menu { … }`, a `color` property) makes no text.
        let prefixes = literals.filter { $0.last.map { !$0.isLetter && !$0.isNumber } == true }.union(index.interpolatedLiteralPrefixes)
        // A call or a literal names the key for the table file only in the code of the targets that copy it: an
        // app's error texts do not name keys of a catalog only its widget copies. (Project or not, code no target
        // compiles reads every table.)
        func callNames(_ table: String, _ key: String, _ file: String) -> Bool {
            guard keys.contains("\(table)|\(key)") else { return false }
            return callsByKey["\(table)|\(key)"].map { reach.readsAny($0, table: file) } ?? true
        }
        func literalNames(_ key: String, _ file: String) -> Bool {
            guard literals.contains(key), index.unreadConstantLiterals[key] == nil, !index.previewOnlyLiterals.contains(key),
                  !index.codingKeyLiterals.contains(key) else { return false }
            guard workspace.xcode != nil, let files = index.literalFiles[key] else { return true }
            return files.contains { reach.reaches(source: $0, table: file) }
        }
        // A key two literals of a file that builds keys at run time make together: NavCog's `format = … ?
        // @"FloorChangeActionString1" : @"FloorChangeActionString2"; format = [format stringByAppendingString:up ? @"Up" :
        // @"Down"]` looks up "FloorChangeActionString1Up".
        let buildingFiles = Set(uncheckable.map(\.path))
        let pluralStems = tablePluralStems()
        func composed(_ key: String) -> Bool {
            let characters = Array(key)
            guard characters.count >= 4 else { return false }
            for cut in 3..<characters.count {
                let head = String(characters[..<cut]), tail = String(characters[cut...])
                guard let heads = index.literalFiles[head], let tails = index.literalFiles[tail] else { continue }
                if !heads.intersection(tails).isDisjoint(with: buildingFiles) { return true }
            }
            return false
        }
        return (tables, { table, key, file in
            callNames(table, key, file) || literalNames(key, file) || index.caseNames.contains(key) || index.qualifiedCaseNames.contains(key)
                || key.hasPrefix(in: prefixes, minLength: 3) || (fragments[table] ?? []).contains { key.contains($0) } || composed(key)
                || PluralCategory.stems(ofPluralKey: key).contains { pluralStems.contains("\(table)|\($0)") && literalNames($0, file) }
        })
    }

    /// The stems of the plural forms the app's tables hold, as "table|stem": two or more keys of a table that differ
    /// only by their plural suffixes (``PluralCategory/stems(ofPluralKey:)``: Telegram's `Call.Minutes_0` and `Call.Minutes_many`).
    func tablePluralStems() -> Set<String> {
        var suffixed: [String: Set<String>] = [:]
        for group in workspace.groups {
            // (Every language's table: a translation may hold forms its base lacks, Telegram's Arabic `_3_10`.)
            for language in group.languages {
                for name in group.tables(in: language) {
                    guard case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                    for entry in table.entries where entry.key.contains(where: { $0 == "_" || $0 == "." || $0 == "-" }) {
                        for stem in PluralCategory.stems(ofPluralKey: entry.key) { suffixed["\(name)|\(stem)", default: []].insert(entry.key) }
                    }
                }
            }
        }
        return Set(suffixed.filter { $0.value.count >= 2 }.keys)
    }

    /// The calls with which an app asks APNs for remote notifications.
    static let remoteNotificationRegistrations = ["registerForRemoteNotifications", "registerForRemoteNotificationTypes"]

    /// Whether a key is written as servers write a push notification's `loc-key`: capitals and digits in two or more
    /// parts joined by underscores (`PINNED_GEO`, `CHANNEL_MESSAGE_VIDEO`).
    static func looksLikePushKey(_ key: String) -> Bool {
        let parts = key.split(separator: "_", omittingEmptySubsequences: false)
        return parts.count >= 2 && key.contains(where: \.isLetter)
            && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { ($0.isASCII && $0.isUppercase) || $0.isNumber } }
    }

    /// The texts the app's storyboards and xibs show in `language` (a folder name): each object's
    /// translation in the language's table, else its base text. Code that looks a view's own text up
    /// (`text = text?.localized` in a label subclass) looks these up. Where a document is not in the folder,
    /// the base texts come from its tables' comments.
    func documentTextsShown(in language: String, from documents: DocumentTexts) -> Set<String> {
        var shown = documents.always
        for (group, name, base) in documents.tables {
            var translated: [String: String] = [:]
            if group.hasTable(name, in: language), case .success(let table) = workspace.table(group.tableURL(name, language: language)) {
                for entry in table.entries where translated[entry.key] == nil { translated[entry.key] = entry.value }
            }
            for (key, text) in base { shown.insert(translated[key] ?? text) }
        }
        return shown
    }

    /// The base texts of the app's localized documents, by table (read once, every language overlays its
    /// translations), and the texts every language shows alike: unlocalized documents' texts and the keys
    /// views look up themselves from runtime attributes (`localizedKey`, `xibLocKey`).
    struct DocumentTexts {
        var tables: [(group: LocalizationGroup, name: String, base: [String: String])] = []
        var always = Set<String>()
    }

    func documentTexts() -> DocumentTexts {
        var texts = DocumentTexts()
        for group in workspace.groups {
            var names = Set(group.baseDocuments.map { $0.deletingPathExtension().lastPathComponent })
            for folder in group.languages { names.formUnion(group.tables(in: folder)) }
            for name in names.sorted() {
                var base: [String: String] = [:]
                if let url = group.baseDocument(named: name), case .success(let document) = workspace.document(url) {
                    for entry in IBStringsExtractor.entries(of: document) { base[entry.key] = entry.value }
                } else {
                    for folder in group.languages where group.hasTable(name, in: folder) {
                        guard case .success(let table) = workspace.table(group.tableURL(name, language: folder)) else { continue }
                        for entry in table.entries where base[entry.key] == nil {
                            if let comment = entry.interfaceBuilderComment { base[entry.key] = comment.baseText }
                        }
                    }
                }
                if !base.isEmpty { texts.tables.append((group, name, base)) }
            }
        }
        for url in workspace.otherDocuments {
            guard case .success(let document) = workspace.document(url) else { continue }
            for entry in IBStringsExtractor.entries(of: document) { texts.always.insert(entry.value) }
        }
        texts.always.formUnion(runtimeAttributeStrings)
        return texts
    }

    /// The string values of the storyboards' and xibs' runtime attributes (`xibLocalizedStringKey`, `localKey`): keys
    /// a view's own code looks up, whatever the sources say of them, where some code takes the attribute
    /// (``CodeContext/takesRuntimeAttribute(_:)``). Read once.
    var runtimeAttributeStrings: Set<String> {
        runtimeStrings.value(for: "") {
            var strings = Set<String>()
            for url in workspace.baseDocuments + workspace.otherDocuments {
                guard case .success(let document) = workspace.document(url) else { continue }
                document.root.forEachDescendant { node in
                    if node.name == "userDefinedRuntimeAttribute", node["type"] == "string", let value = node["value"],
                       node["keyPath"].map(code.takesRuntimeAttribute) ?? true { strings.insert(value) }
                }
            }
            return strings
        }
    }

    /// The literal parts of a key expression as written (`"Create \(item.name)"` → `Create `,
    /// `[NSString stringWithFormat:@"row_%d", i]` → `row_`), each with two characters at least that are not
    /// spaces: a key holding one may be the one built at run time.
    static func literalFragments(of expression: String) -> [String] {
        var fragments: [String] = []
        var current = ""
        func finish() {
            if current.filter({ !$0.isWhitespace }).count >= 2 { fragments.append(current) }
            current = ""
        }
        var characters = Array(expression)[...]
        var inString = false
        while let character = characters.popFirst() {
            guard inString else {
                if character == "\"" { inString = true }
                continue
            }
            switch character {
            case "\"":
                finish()
                inString = false
            case "\\":
                guard let next = characters.popFirst() else { break }
                if next == "(" {
                    // An interpolation: skip to its closing parenthesis.
                    finish()
                    var depth = 1
                    while depth > 0, let inner = characters.popFirst() {
                        if inner == "(" { depth += 1 } else if inner == ")" { depth -= 1 }
                    }
                } else {
                    current.append(next == "n" ? "\n" : next == "t" ? "\t" : next)
                }
            case "%":
                // A format specifier (flags, width, length, conversion: `%-5.2f`, `%ld`, `%@`): the text around it
                // is fixed, the value is not.
                finish()
                while let next = characters.first, "-+ #0123456789.*$".contains(next) { characters.removeFirst() }
                while let next = characters.first, "hlqLzjt".contains(next) { characters.removeFirst() }
                characters = characters.dropFirst()
            default:
                current.append(character)
            }
        }
        finish()
        return fragments
    }

    /// Every lookup of the sources, when all of them name their key (no key built at run time, no wrapper
    /// the scan cannot follow): the tables looked in, the `table|key` pairs looked up, and those passed to a
    /// format call. Nil when the sources are missing or a lookup could be anything, and when the folder lacks
    /// sources the Xcode project compiles (a slice of LoopKit whose every lookup names its key, while the files
    /// left out look up the keys its Slovak table lacks); without a project the sources at hand are all there is.
    func knownLookups() -> (tables: Set<String>, keys: Set<String>, formatted: Set<String>)? {
        let strings = workspace.sourceIndex.localizedStrings
        guard code.hasSources, code.hasAllSources || workspace.xcode == nil, !strings.calls.isEmpty else { return nil }
        var tables = Set<String>(), keys = Set<String>(), formatted = Set<String>()
        for call in strings.calls {
            tables.insert(call.table)
            keys.insert("\(call.table)|\(call.key)")
            // (A text a function or property returns may be formatted by its callers; SwiftUI fills an interpolated key's
            // specifiers with its interpolations; `String(format:arguments:)` with as many values as its array holds.)
            if call.formatArgumentCount != nil || call.isReturned || call.interpolatedKey != nil || call.isFormattedWithUncountedArguments {
                formatted.insert("\(call.table)|\(call.key)")
            }
        }
        // A key built at run time leaves every key possible, but one that is itself the lookup of a literal key
        // (`localizedString:[Manager localizedString:@"Hint"]`) is one of that key's values in the tables.
        // A SwiftUI key of values only (`Text("\(count)")`) is one of the keys of its shape (a specifier for each value):
        // vericapture's seven leave its "filesize.kb" no more looked up than before.
        var keysByName: [String: Set<String>]?
        for uncheckable in strings.uncheckableKeys {
            guard let table = uncheckable.table else { return nil }
            if let shape = uncheckable.interpolatedShape {
                if keysByName == nil { keysByName = workspace.tableKeysByName }
                tables.insert(table)
                for key in keysByName?[table] ?? [] where shape.matches(key) {
                    keys.insert("\(table)|\(key)")
                    formatted.insert("\(table)|\(key)")
                }
                continue
            }
            guard let inner = Self.nestedLookupKey(uncheckable.argument) else { return nil }
            tables.insert(table)
            for value in valuesOfKey(inner) { keys.insert("\(table)|\(value)") }
        }
        return (tables, keys, formatted)
    }

    /// The literal key of a lookup written as the key argument of another (`[TSLanguageManager
    /// localizedString:@"Hint"]`, `NSLocalizedString("Hint", comment: "")`, `"Hint".localized`), or nil.
    static func nestedLookupKey(_ argument: String) -> String? {
        guard LocalizedStringCall.namesLocalizing(argument), let open = argument.firstIndex(of: "\"") else { return nil }
        let rest = argument[argument.index(after: open)...]
        guard let close = rest.firstIndex(of: "\""), !rest[..<close].contains("\\") else { return nil }
        // The first literal is the inner lookup's key (a later one its comment); nothing may be built onto it.
        guard !argument.contains("+"), !argument.lowercased().contains("format"), !argument.contains("append") else { return nil }
        return String(rest[..<close])
    }

    /// Every value the tables of every language give `key`, in any table.
    func valuesOfKey(_ key: String) -> Set<String> {
        var values = Set<String>()
        for group in workspace.groups {
            for language in group.languages {
                for name in group.tables(in: language) {
                    guard case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                    for entry in table.entries where entry.key == key { values.insert(entry.value) }
                }
            }
        }
        return values
    }

    /// The name of the table a finding is about (`Localizable` for `de.lproj/Localizable.strings`).
    static func tableName(of finding: Finding) -> String {
        URL(fileURLWithPath: finding.file).deletingPathExtension().lastPathComponent
    }

    /// A value whose format specifiers differ from the base text's only matters where code formats it: when
    /// every lookup of the sources names its key and none of the key's passes it to a format call, the text is
    /// shown as it is (its `%@`, if any, read literally): the mismatch is a note.
    /// A value that reads as many arguments as every lookup of its key passes is right where the base differs
    /// (Joyfl's Korean "%@님이 좋아합니다" for a call passing one name, where the English base reads two): the
    /// mismatch is a note, and the base's own count is the code check's finding.
    func lowerFormatMismatchesNoCodeFormats(_ findings: inout [Finding]) {
        let lookups = knownLookups()
        // The argument counts each key's lookups pass (-1: one shows the text without formatting it).
        var passed: [String: Set<Int>] = [:]
        for call in workspace.sourceIndex.localizedStrings.calls {
            passed["\(call.table)|\(call.key)", default: []].insert(call.formatArgumentCount ?? -1)
        }
        for index in findings.indices where findings[index].ruleID == FormatSpecifierMismatchRule.description.id && findings[index].severity > .info {
            let table = Self.tableName(of: findings[index])
            guard let key = findings[index].key else { continue }
            if let lookups, lookups.keys.contains("\(table)|\(key)"), !lookups.formatted.contains("\(table)|\(key)") {
                findings[index].severity = .info
                findings[index].message += " (no code formats the text: it is shown as written)"
                continue
            }
            // (Only where the base reads another number of them: a value reading as many as the base, of another type,
            // mismatches whatever the calls pass.)
            func count(_ text: String) -> Int { FormatSpecifier.argumentTypes(of: text).keys.max() ?? 0 }
            guard let counts = passed["\(table)|\(key)"], counts.count == 1, let arguments = counts.first, arguments >= 0 else { continue }
            // The value and the base text, from the table or the catalog (Pin It's Chinese shortcut titles, `%@` for the app's name).
            let values: (value: String, base: String)?
            if let (group, name) = tablesByPath()[findings[index].file] {
                values = LanguageCode(developmentLanguage).flatMap(group.language(matching:)).flatMap { base in
                    entryValue(group, name, findings[index].language, key).flatMap { value in entryValue(group, name, base, key).map { (value, $0) } }
                }
            } else if let catalog = catalog(atPath: findings[index].file), let entry = catalog.entry(forKey: key),
                      let value = catalog.value(forKey: key, language: findings[index].language) {
                values = (value, catalog.sourceText(of: entry))
            } else {
                values = nil
            }
            guard let (value, baseValue) = values, count(value) == arguments, count(baseValue) != arguments else { continue }
            findings[index].severity = .info
            findings[index].message += " (every lookup passes \(arguments) argument\(arguments == 1 ? "" : "s"), as many as the \(findings[index].language) "
                + "value reads: the base text is the one that differs)"
        }
        lowerIntegerWidthMismatchesSwiftFormats(&findings)
    }

    /// A value that reads an integer where the base does too, only with another length (`%d` for the base's `%li`,
    /// nova's R.swift texts): Swift passes every integer to `String(format:)` as a 64-bit word, sign-extended, which
    /// `%d` and `%ld` alike print. Where only Swift formats the key (every lookup of it is in a Swift file; with no
    /// lookup found, the app has no Objective-C), the mismatch is a note. (An Objective-C `int` read as `%ld` may
    /// print garbage: that stays an error.)
    func lowerIntegerWidthMismatchesSwiftFormats(_ findings: inout [Finding]) {
        let calls = callsByTableAndKey
        let hasObjectiveC = workspace.compiledSources.contains { ["m", "mm"].contains($0.pathExtension.lowercased()) }
        let development = LanguageCode(developmentLanguage)
        for position in findings.indices where findings[position].ruleID == FormatSpecifierMismatchRule.description.id && findings[position].severity > .info {
            let table = Self.tableName(of: findings[position])
            guard let key = findings[position].key, let (group, name) = tablesByPath()[findings[position].file],
                  let base = development.flatMap(group.language(matching:)),
                  let value = entryValue(group, name, findings[position].language, key), let baseValue = entryValue(group, name, base, key),
                  Self.integerWidthsOnly(FormatSpecifier.argumentTypes(of: baseValue), FormatSpecifier.argumentTypes(of: value)) else { continue }
            let swiftOnly = calls["\(table)|\(key)"].map { $0.allSatisfy { $0.path.hasSuffix(".swift") } } ?? !hasObjectiveC
            guard swiftOnly else { continue }
            findings[position].severity = .info
            findings[position].message += " (both read an integer, only of another length: Swift passes every integer as a 64-bit word, which %d and %ld alike print)"
        }
    }

    /// The value of `key` in the table `name` of `language` in `group`, if the table reads and has it.
    private func entryValue(_ group: LocalizationGroup, _ name: String, _ language: String, _ key: String) -> String? {
        guard case .success(let file) = workspace.table(group.tableURL(name, language: language)) else { return nil }
        return file.index(ofKey: key).map { file.entries[$0].value }
    }

    /// Whether two specifiers' argument types (by position) differ only in integers' lengths (`d`, `ld`, `lld`).
    static func integerWidthsOnly(_ base: [Int: String], _ value: [Int: String]) -> Bool {
        let integers: Set<String> = ["d", "ld", "lld", "hd", "hhd", "zd", "td", "jd"]
        func anyLength(_ types: [Int: String]) -> [Int: String] { types.mapValues { integers.contains($0) ? "d" : $0 } }
        return base != value && anyLength(base) == anyLength(value)
    }

    /// Every screen the options name, as layout configurations (nil device: the document's own).
    var screens: [(device: Device?, orientation: Device.Orientation, contentSize: ContentSizeCategory)] {
        let devices: [Device?] = options.devices.isEmpty ? [nil] : options.devices.map { $0 }
        return devices.flatMap { device in
            options.orientations.flatMap { orientation in options.contentSizes.map { (device, orientation, $0) } }
        }
    }

    func layoutFindings(_ job: VerifyJob, document: IBDocument, translations: [String: String], source: TranslationSource,
                        documentPath: String, firstVariant: Bool) -> ([Finding], [LaidOutScreen]) {
        let rightToLeft = TextLanguage.isRightToLeft(language: job.language)
        // A scene whose controller keeps it in one orientation is checked in that orientation only, asked for
        // or not: users never see it any other way.
        let locks = code.facts(of: document, at: job.document).orientationLocks
        let asked = Set(options.orientations)
        var screens = self.screens
        for orientation in Set(locks.values).subtracting(asked).sorted(by: { $0.rawValue < $1.rawValue }) {
            screens += self.screens.filter { $0.orientation == options.orientations.first }.map { ($0.device, orientation, $0.contentSize) }
        }
        var findings: [Finding] = []
        var layouts: [LaidOutScreen] = []
        let nodes = rightToLeft ? document.elementsByID() : [:]
        let insetsSetInCode = rightToLeft ? code.insetsSetInCode(of: document) : []
        // Rules that do not depend on the screen run once per scene, on the first screen it is checked on.
        var checkedOnce = Set<String>()
        for (device, orientation, contentSize) in screens {
            var configuration = LayoutConfiguration(
                language: job.language, device: device, orientation: orientation, contentSize: contentSize, rightToLeft: rightToLeft)
            let facts = code.facts(of: document, at: job.document)
            configuration.selfSizingTables = facts.selfSizingTables
            configuration.codeLineCounts = facts.codeLineCounts
            let (baseLayout, localized) = Self.both(sideBySide: layoutsSideBySide,
                { self.base(document, url: job.document, device: device, orientation: orientation, contentSize: contentSize) },
                { self.engine.layout(document, translations: translations, configuration: configuration) })
            let screen = Self.screen(localized.device, contentSize: contentSize)
            var shown = false
            for (base, scene) in zip(baseLayout.scenes, localized.scenes)
            where locks[scene.id].map({ $0 == orientation }) ?? asked.contains(orientation) {
                let context = LayoutCheckContext(
                    documentPath: documentPath, language: job.language, rightToLeft: rightToLeft,
                    device: localized.device, base: base, localized: scene, entry: { source.locations[$0] },
                    nodes: nodes, document: document, insetsSetInCode: insetsSetInCode)
                let first = firstVariant && checkedOnce.insert(scene.id).inserted
                for rule in LayoutRules.all where !options.disabledRules.contains(rule.id) {
                    if rule.rightToLeftOnly && !rightToLeft { continue }
                    if !rule.dependsOnDevice && !first { continue }
                    for issue in rule.check(context) {
                        var finding = Self.finding(issue, language: job.language, screen: rule.dependsOnDevice ? screen : nil)
                        MissingFontTolerance.apply(to: &finding, scene: scene, textEngine: engine.textEngine, language: job.language,
                                                   displayScale: localized.device.scale, projectRatio: { self.projectFontRatio($0) })
                        if finding.severity >= .warning, finding.objectID != nil { shown = true }
                        findings.append(finding)
                    }
                }
            }
            switch options.retainedLayouts {
            case .none: break
            case .withFindings where !shown: break
            case .withFindings, .all:
                layouts.append(LaidOutScreen(document: job.document, language: nil, table: nil, screen: screen, layout: baseLayout))
                layouts.append(LaidOutScreen(document: job.document, language: job.language, table: job.table, screen: screen, layout: localized))
            }
        }
        return (findings, layouts)
    }

    /// The results of `first` and `second`, computed on two threads when `sideBySide`, else one after the other.
    static func both<A, B>(sideBySide: Bool, _ first: () -> A, _ second: () -> B) -> (A, B) {
        guard sideBySide else { return (first(), second()) }
        let results = PairBox<A, B>()
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { results.set(first: first()) } else { results.set(second: second()) }
                }
            }
        }
        // (concurrentPerform returns when both ran; a result missing all the same is computed here.)
        let (a, b) = results.values
        return (a ?? first(), b ?? second())
    }

    private final class PairBox<A, B>: @unchecked Sendable {
        private let lock = NSLock()
        private var first: A?
        private var second: B?
        func set(first value: A) { lock.lock(); first = value; lock.unlock() }
        func set(second value: B) { lock.lock(); second = value; lock.unlock() }
        var values: (A?, B?) {
            lock.lock()
            defer { lock.unlock() }
            return (first, second)
        }
    }

    /// The median ratio of a missing custom font's widths to the unscaled stand-in's over every shipped
    /// document of the project that shows it (see ``MissingFontTolerance/ratios(in:textEngine:)``), computed
    /// on first use for that font.
    func projectFontRatio(_ font: String) -> Double? {
        let ratios = missingFontRatios.value(for: font) {
            var layouts: [DocumentLayout] = []
            for url in documents {
                // Only documents that name the font are laid out.
                guard let bytes = FileManager.default.contents(atPath: url.path), bytes.range(of: Data("name=\"\(font)\"".utf8)) != nil,
                      case .success(let document) = workspace.document(url) else { continue }
                layouts.append(base(document, url: url, device: nil, orientation: .portrait, contentSize: .large))
            }
            return MissingFontTolerance.ratios(in: layouts, textEngine: engine.textEngine)
        }
        return ratios[font]
    }

    /// The base-language layout of a document on a screen, computed once and shared by every language. The
    /// texts code puts into views are the development language's values there, as the app shows them.
    private func base(_ document: IBDocument, url: URL, device: Device?, orientation: Device.Orientation, contentSize: ContentSizeCategory) -> DocumentLayout {
        let key = "\(url.path)|\(device?.id ?? "-")|\(orientation.rawValue)|\(contentSize.rawValue)"
        return baseLayouts.value(for: key) {
            var translations: [String: String] = [:]
            let codeTexts = code.texts(of: document, at: url)
            for key in codeTexts.texts.keys.sorted() {
                for case .localized(let call, let transform) in codeTexts.texts[key] ?? [] {
                    let shown = CodeContext.transformed(call.developmentValue, by: transform)
                    if shown.count > (translations[key]?.count ?? -1) { translations[key] = shown }
                }
            }
            var configuration = LayoutConfiguration(device: device, orientation: orientation, contentSize: contentSize)
            let facts = code.facts(of: document, at: url)
            configuration.selfSizingTables = facts.selfSizingTables
            configuration.codeLineCounts = facts.codeLineCounts
            return engine.layout(document, translations: translations, configuration: configuration)
        }
    }

    static func screen(_ device: Device, contentSize: ContentSizeCategory) -> Screen {
        Screen(device: device.id, deviceName: device.name, orientation: device.orientation.rawValue, contentSize: contentSize.shortName,
               deviceRank: Device.all.firstIndex { $0.id == device.id } ?? Device.all.count)
    }

    static func key(_ screen: Screen) -> String { "\(screen.device)|\(screen.orientation)|\(screen.contentSize)" }

    static func finding(_ issue: LayoutIssue, language: String, screen: Screen?) -> Finding {
        Finding(
            ruleID: issue.rule, severity: issue.severity.severity, message: issue.message,
            file: issue.location.file, line: issue.location.line, column: issue.location.column, language: language,
            device: screen?.device, orientation: screen?.orientation, contentSize: screen?.contentSize,
            screens: screen.map { [$0] } ?? [], objectID: issue.objectID, className: issue.className, key: issue.key,
            measured: issue.measured.map { MeasuredValue($0.0, $0.1) },
            related: issue.related.map { RelatedLocation(file: $0.0.file, line: $0.0.line, column: $0.0.column, note: $0.1) },
            fix: issue.fix)
    }

    /// One finding per problem: findings of one rule about the same place, object and key on several
    /// screens (or plural variants) become the worst of them, listing every screen in its message.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            // Messages differ between screens only in their numbers.
            let subject = String(finding.message.map { $0.isNumber ? "#" : $0 })
            let id = [finding.ruleID, finding.file, "\(finding.line):\(finding.column)", finding.objectID ?? "", finding.key ?? "",
                      subject].joined(separator: "\u{1F}")
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(finding)
        }
        return order.compactMap { id in
            guard let group = groups[id], var worst = group.first else { return nil }
            for candidate in group.dropFirst() where (candidate.severity, badness(candidate)) > (worst.severity, badness(worst)) {
                worst = candidate
            }
            let screens = Array(Set(group.flatMap(\.screens))).sorted()
            worst.screens = screens
            if !screens.isEmpty { worst.message += " on " + Screen.describe(screens) }
            return worst
        }
    }

    /// How bad a layout finding is, from its measured numbers: more overflow, a bigger overlap, a smaller
    /// shrunk text.
    static func badness(_ finding: Finding) -> Double {
        let values = Dictionary(finding.measured.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let overflow = values["overflow"] { return overflow }
        if let needed = values["textHeight"], let available = values["availableHeight"] { return needed - available }
        if let width = values["overlapWidth"], let height = values["overlapHeight"] { return width * height }
        if let size = values["pointSize"] { return -size }
        return 0
    }

    /// Whether a text is one token of ASCII letters and digits (and signs) mixed the way no word is, digits between
    /// letters three times or more (`"tb1pd8jmenqpe7rz…"`, a sample wallet address in a lesson; a hash, a licence key): a
    /// code, not words. (Chinese and Japanese, written without spaces, mix numbers into words: "共1个文件，第2页".)
    static func isOpaqueCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= 12, trimmed.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return false }
        var switches = 0, previous: Bool?
        for character in trimmed where character.isLetter || character.isNumber {
            let isDigit = character.isNumber
            if let previous, previous != isDigit { switches += 1 }
            previous = isDigit
        }
        // (Letters, then digits, then letters again, …: "ab1cd2ef3g" switches six times.)
        return switches >= 6
    }

    /// Whether a text is one token that starts with "@": a user name shown as an example (`"@Ghada12"`), an
    /// e-mail address's domain beside a field (`"@mail.com"`).
    static func isHandle(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("@"), trimmed.count > 2 else { return false }
        return trimmed.dropFirst().allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "._-".contains($0) }
    }

    /// Whether `text` (spaces and line breaks around it aside) is one web address (`https://example.com`, a
    /// template such as `http://{s}.tile.org/{z}/{x}/{y}.png`, `www.example.org`) or one e-mail address: there is
    /// nothing in it to translate.
    static func isAddress(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }) else { return false }
        if let scheme = trimmed.range(of: "://") {
            let name = trimmed[..<scheme.lowerBound]
            // (A web scheme alone is the start of an address a URL field holds for its user to go on: BreezyReader's "http://".)
            return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
                && (trimmed[scheme.upperBound...].count > 1 || ["http", "https"].contains(name.lowercased()))
        }
        if trimmed.lowercased().hasPrefix("www."), trimmed.count > 5 { return true }
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }

    /// Whether `text`, without the spaces and line breaks around it, is a host name (``isHostName(_:)``), or a site's
    /// name as its brand writes it (``isBrandedSite(_:)``): written the same in every language. Asked of texts and values
    /// only: a key the code looks up ("cart.title") has a host name's shape.
    static func isHostNameText(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return isHostName(trimmed) || isBrandedSite(trimmed)
    }

    /// Whether `text` is a site's name with the capitals its brand gives it (Peppermint's "Peppermint.com" on its login
    /// screen, "Booking.com"): labels of ASCII letters, digits and hyphens, each starting with a letter, before a generic
    /// top-level domain in lower case (a sentence's words glued by a full stop, "Done.Next", end in none; nor do "Read.me"
    /// and "More.info").
    static func isBrandedSite(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let domain = labels.last, ["com", "net", "org", "io", "app", "co", "dev"].contains(domain) else { return false }
        return labels.dropLast().allSatisfy { label in
            label.first?.isLetter == true && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// Whether `text` is a host name as a link shows it (`aizide.lgl.lu`, `example.org/help`): lowercase labels
    /// of letters, digits and hyphens joined by dots, the last a top-level domain of letters only.
    static func isHostName(_ text: String) -> Bool {
        let host = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let domain = labels.last, (2...24).contains(domain.count),
              domain.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && !label.hasPrefix("-") && label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }
    }

    /// `text` with a digit for each of its format specifiers (`"%lld km"` reads "1 km", `"v%@"` "v1"): the values
    /// hold no words of their own.
    static func withoutFormatSpecifiers(_ text: String) -> String {
        FormatSpecifier.replacing(in: text, with: "1").replacingOccurrences(of: "%%", with: "%")
    }

    /// Why `base` reads right to users of `language` without a translation, or nil: a web or e-mail address;
    /// no letters ("0%", "12:00", "ℹ️": UIKit draws digits and symbols as they are, whatever the language)
    /// but the sign "x" or, in languages of Latin letters, a unit's symbol ("2 h", "5 km"); "OK", the button title Latin-script languages (and Japanese) write as English does.
    static func readsTheSameUntranslated(_ base: String, language: String) -> String? {
        if isAddress(base) { return "the base text is a web or e-mail address, written the same in every language" }
        // A hashtag is a tag people search for as it is written ("#BlackLivesMatter"), in every language.
        if base.trimmingCharacters(in: .whitespaces).range(of: #"^#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$"#, options: .regularExpression) != nil {
            return "the base text is a hashtag, written the same in every language"
        }
        if isHandle(base) { return "the base text is a user name or an address's part after \"@\", written the same in every language" }
        if isOpaqueCode(base) { return "the base text is a code (an address, a hash, an identifier), written the same in every language" }
        // A site's name in brackets ("(mempool.space)" after a transaction's link) reads the same as the bare name.
        let bracketed = base.trimmingCharacters(in: .whitespaces)
        if bracketed.count > 2, let open = bracketed.first, let close = bracketed.last, (open, close) == ("(", ")") || (open, close) == ("[", "]"),
           isHostName(String(bracketed.dropFirst().dropLast())) {
            return "the base text is a host name, written the same in every language"
        }
        // (A format's specifiers are values at run time: "%@ (%d)" has no letters either.)
        if !withoutFormatSpecifiers(base).contains(where: isReadLetter) {
            return "the base text has no letters: its digits and symbols read the same in every language"
        }
        // Letters that are a sign, not a word: the "x" of "3 x 12"; an SI unit's symbol ("h", "km"), which languages
        // written in Latin letters write as it is (Russian writes "ч", "км"). Other abbreviations ("1Y", a
        // button's "E") are translated: German says "1J".
        let letters = String(withoutFormatSpecifiers(base).filter(isReadLetter))
        if letters == "x" || letters == "X" { return "the base text's one letter is the sign \"x\", read the same in every language" }
        // "vs" between two names ("%@ vs %@") is the Latin word sport and comparison titles keep in other scripts too;
        // not in Arabic and Hebrew text, where reviewers judged it untranslated.
        if String(withoutFormatSpecifiers(base).filter(isReadLetter)).lowercased() == "vs", !TextLanguage.isRightToLeft(language: language) {
            return "\"vs\" is written so in \(language) too"
        }
        // A Roman numeral numbering a section or a list ("II.", "(iv)", "XX.") is a number, written so in every language.
        // (Bare X's are a placeholder's: "XXX".)
        let numeral = base.trimmingCharacters(in: .whitespaces)
        if numeral.range(of: #"^\(?(X{0,3}(IX|IV|V?I{0,3})|x{0,3}(ix|iv|v?i{0,3}))[.)]?$"#, options: .regularExpression) != nil,
           numeral.contains(where: { "IViv.()".contains($0) }) {
            return "the base text is a Roman numeral, a number written the same in every language"
        }
        // A size's letters ("XS", "XL", "XXL+": a text-size picker's steps, a garment's size) are written so in every
        // language, Arabic and Russian shops and settings included.
        if numeral.range(of: #"^X{1,3}[SL]\+?$"#, options: .regularExpression) != nil {
            return "the base text is a size's letters, written the same in every language"
        }
        // A version ("v2.1") and a temperature ("21°C") are written so in every script.
        if letters == "v", base.contains(where: \.isNumber), base.range(of: #"v\d"#, options: .regularExpression) != nil {
            return "the base text is a version number, written the same in every language"
        }
        if letters == "C" || letters == "F", base.contains("°" + letters) {
            return "the base text's letter is the temperature unit \"°\(letters)\", written the same in every language"
        }
        if let codes = currencyCodes(in: base), !TextLanguage.isRightToLeft(language: language) {
            return "the base text's words are the currency codes \(codes), written the same in \(language)"
        }
        // (French writes bytes as octets, "Ko", "Mo", "Go", and Finnish as tavut, "kt", "Mt", "Gt", as CLDR's short units say.)
        // One unit said twice is that unit: owncloud's progress "%ld KB / %ld KB".
        let runs = Set(withoutFormatSpecifiers(base).split(whereSeparator: { !isReadLetter($0) }).map(String.init))
        let unit = runs.count == 1 ? runs.first ?? letters : letters
        let baseLanguage = LanguageCode(language).map { String($0.language) } ?? ""
        if Self.unitSymbols.contains(unit) || (unit.count > 1 && Self.unitSymbols.contains(unit.lowercased())),
           !(Self.byteUnitSymbols.contains(unit.lowercased()) && ["fr", "fi"].contains(baseLanguage)),
           !TextLanguage.scripts(of: language).isDisjoint(with: latinScript) || (unit.count > 1 && Self.latinUnitLanguages.contains(baseLanguage)) {
            return "the base text's letters are the unit symbol \"\(unit)\", written the same in \(language)"
        }
        let lowered = base.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        // A copyright line that names only its holder and year is kept as written in every language ("© 2013-2016
        // The iLGL Team"); one that says "All rights reserved" or "Powered by" has words to translate (reviewers
        // judged it missing in Arabic), and so has a credit with words around the sign ("Map Data © OpenStreetMap
        // contributors") or a notice followed by more text. Filler text is filler in any language.
        // (After the app's version, as About screens write it: Horizon's "V1.0 Copyright © Hiro", TodayMind's "Ver \(version)
        // © CYAN LAB", whose value the text shows as "…" or "%@", or leaves out.)
        if lowered.range(of: #"^(v(er(sion)?)?\.?\s*([0-9][0-9.]*|…|%@)?\s+)?(©|copyright)"#, options: .regularExpression) != nil, !lowered.contains("\n"),
           !lowered.contains("rights"), !lowered.contains("powered") {
            return "the base text is a copyright notice, kept as written in every language"
        }
        if lowered.hasPrefix("lorem ipsum") { return "the base text is Lorem ipsum filler, the same in every language" }
        // A sort order's letters ("A-Z", "Z → A") name the alphabet's ends, written so in every language's menus.
        if base.trimmingCharacters(in: .whitespaces).range(of: #"^([A-Z]\s*[-–—→~]\s*[A-Z]|[0-9]\s*[-–—→~]\s*[0-9])$"#, options: .regularExpression) != nil {
            return "the base text is a sort order's ends, written the same in every language"
        }
        if isCompanyName(base) { return "the base text is a company's name with its legal form, kept in every language" }
        // A file format's name, as a photo's "GIF" badge or an export menu's "PDF" shows it, is written so in every script.
        if Self.fileFormatNames.contains(base.trimmingCharacters(in: .whitespaces)) {
            return "the base text is the file format \"\(base.trimmingCharacters(in: .whitespaces))\", named the same in every language"
        }
        if let abbreviations = abbreviationsOnly(base) {
            return "the base text's words are the abbreviations \(abbreviations.joined(separator: ", ")), written the same in \(language)"
        }
        // A language switcher's segments name the languages by their codes ("ar" and "en", Ambassador's; "EN"), which
        // read the same whatever the language: the code that switches reads the title itself.
        if isLanguageCode(base) { return "the base text is a language's code, written the same in every language" }
        // A language menu lists each language in itself ("English", "한국어", "English (UK)"), whatever the language read;
        // a longer text around the name ("Deutschland", "English lessons") is no such entry.
        if TextLanguage.isLanguageName(String(base.prefix { $0 != "(" && $0 != "（" }), slack: 2) {
            return "the base text is a language's name in itself, as language menus list it in every language"
        }
        if let service = serviceName(lowered) {
            // Google and Apple name their map apps in the language's words where it is not written in Latin
            // letters ("Google 지도", "Google マップ", "地图").
            if !latinOnlyServiceNames.contains(service) || !TextLanguage.scripts(of: language).isDisjoint(with: latinScript) {
                return "\"\(service)\" is the name of a service, written the same in every language"
            }
        }
        // Japanese system alerts say "OK" too; Chinese ("好") and Korean ("확인") ones do not. Latin-script
        // languages write it in any case, and "Okay" as well. Russian and the other Cyrillic languages write
        // "ОК" in their own letters, and Greek "OK": on screen the same two letters.
        let trimmed = base.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "!.")))
        let code = LanguageCode(language)?.language
        let scripts = TextLanguage.scripts(of: language)
        if (trimmed == "OK" && (code == "ja" || !scripts.isDisjoint(with: okLookalikeScripts)))
            || (["ok", "okay"].contains(trimmed.lowercased()) && !scripts.isDisjoint(with: latinScript)) {
            return "\"\(trimmed)\" is written the same in \(language)"
        }
        // The full-width form belongs to Chinese and Japanese text.
        if trimmed == "ＯＫ", code == "zh" || code == "ja" { return "\"ＯＫ\" is written the same in \(language)" }
        // Chinese writes "App" in Latin letters, as Apple's own Chinese does ("App 资源库", "在 App 中"); Japanese says
        // "アプリ" and Korean "앱" (qBitControl's "App" section, judged so in Simplified and Traditional Chinese).
        if ["App", "APP"].contains(trimmed), code == "zh" { return "\"\(trimmed)\" is written the same in \(language)" }
        return nil
    }

    /// The currency codes `text` is made of, as one text ("BTC, USD"), or nil: every word of it is an ISO 4217 code
    /// (or a cryptocurrency's: "BTC") or a unit symbol ("24h"), and besides a code there is a number, a format's
    /// value, a currency sign or another code ("1 BTC = %.2f %@", "24h BTC / USD", kiwix's "$ USD" and "€ EUR"). A code
    /// alone may be a word in capitals ("ALL"). Rates and prices are written so in languages of Latin letters and in
    /// Chinese, Japanese and Korean; Arabic and Hebrew texts write the currency in their own letters (reviewers judged
    /// "EGP …" untranslated in Arabic).
    static func currencyCodes(in text: String) -> String? {
        let plain = withoutFormatSpecifiers(text)
        let words = plain.split(whereSeparator: { !$0.isLetter }).map(String.init)
        let codes = words.filter { $0.count >= 3 && $0.allSatisfy(\.isUppercase) && Self.currencyCodes.contains($0) }
        guard !codes.isEmpty, words.allSatisfy({ codes.contains($0) || Self.unitSymbols.contains($0) }),
              codes.count >= 2 || plain.contains(where: \.isNumber) || plain != text
                || plain.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol }) else { return nil }
        return codes.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// ISO 4217's codes and the common cryptocurrencies' tickers.
    static let currencyCodes: Set<String> = Set(Locale.commonISOCurrencyCodes).union(["BTC", "ETH", "LTC", "XRP", "USDT", "USDC", "BCH", "DOGE", "XMR", "SOL"])

    /// The words of a text that says nothing but abbreviations spelled letter by letter ("UUID", "PDOP: %.1f, HDOP: %.1f",
    /// Neocom's loyalty points "LP", "P2SH"), or nil: capitals (digits among them), two to five letters each, none an
    /// English, German, French, Spanish or Italian word written in capitals ("DONE", "NEW", "ID", "AUTO") nor a
    /// designator languages write their own way ("OK", "AM", "PM"), a unit's symbol or a currency's code
    /// (``unitSymbols``, ``currencyCodes``: their own rules). Reviewers judged such technical abbreviations the same in
    /// the translations of four apps (SUPLA's "UUID" in Greek and Ukrainian, Neocom's "LP" in Russian), whose own
    /// tables keep their like in Latin letters. Nil where this machine has no English dictionary to tell words from
    /// abbreviations.
    static func abbreviationsOnly(_ text: String) -> [String]? {
        let tokens = withoutFormatSpecifiers(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { $0.contains(where: \.isLetter) }
        guard !tokens.isEmpty, tokens.allSatisfy({ token in
            let letters = token.filter(\.isLetter)
            return (2...5).contains(letters.count) && token.count <= 6 && letters.allSatisfy { $0.isASCII && $0.isUppercase }
                && !["OK", "AM", "PM"].contains(token)
                // (Units and currency codes have rules of their own: French writes "Go", Arabic "دولار".)
                && !unitSymbols.contains(where: { $0.lowercased() == token.lowercased() }) && !currencyCodes.contains(token)
        }), SpellingDictionary.forLanguage("en") != nil else { return nil }
        // (A word of a major language written in capitals is a word: SUPLA's "AUTO" and "ECO" are no English words but
        // German, Spanish and Italian ones; "TOP1" is "TOP" numbered.)
        let dictionaries = ["en", "de", "fr", "es", "it"].compactMap(SpellingDictionary.forLanguage)
        guard !tokens.contains(where: { token in
            let forms = [token.lowercased(), token.filter(\.isLetter).lowercased()]
            return dictionaries.contains { dictionary in forms.contains(where: dictionary.contains) }
        }) else { return nil }
        var seen = Set<String>()
        return tokens.filter { seen.insert($0).inserted }
    }

    /// Whether `text` is only a language's two-letter code, all in small letters or all in capitals ("ar", "EN"): the
    /// codes of the languages apps are translated into, but those that are English words or abbreviations too ("it",
    /// "he", "no", "hi", "is", "my", "ID", "ms" for milliseconds), which a text is more likely to mean.
    static func isLanguageCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count == 2, trimmed == trimmed.lowercased() || trimmed == trimmed.uppercased() else { return false }
        return languageCodes.contains(trimmed.lowercased())
    }

    static let languageCodes: Set<String> = [
        "ar", "az", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi", "fr", "gl", "hr", "hu", "hy",
        "ja", "ka", "kk", "ko", "ku", "lt", "lv", "ml", "nb", "nl", "pl", "ps", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv",
        "sw", "th", "tr", "uk", "ur", "uz", "vi", "zh",
    ]

    /// File formats by the capitals their names are written in everywhere (not "Raw" or "Zip", words of English).
    static let fileFormatNames: Set<String> = ["GIF", "PNG", "JPG", "JPEG", "HEIC", "PDF", "SVG", "CSV", "TXT", "RTF", "HTML", "JSON", "XML",
                                               "MP3", "MP4", "MOV", "ZIP", "EPUB", "RAW", "TIFF", "WAV", "M4A", "AAC", "FLAC", "GPX", "KML", "ICS",
                                               "VCF", "DOCX", "XLSX", "PPTX", "OPML"]

    /// The abbreviated legal forms that end a company's name ("All About Apps GmbH", "Example Ltd.").
    static let legalForms: Set<String> = ["GmbH", "AG", "KG", "UG", "Inc", "LLC", "LLP", "Ltd", "PLC", "Corp", "SA", "SAS", "SARL", "SRL", "Srl",
                                          "SpA", "BV", "NV", "Oy", "AB", "ApS", "Pty", "KK"]

    /// Whether `text` is a company's name: up to six capitalized words (digits and "&" too) ending in an
    /// abbreviated legal form; a sentence around a name ("Made by Example GmbH") has lowercase words to translate.
    static func isCompanyName(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".,")) }.filter { !$0.isEmpty }
        guard (2...6).contains(words.count), let last = words.last, legalForms.contains(last.replacingOccurrences(of: ".", with: "")) else { return false }
        return words.allSatisfy { word in word == "&" || word.first.map { $0.isUppercase || $0.isNumber } == true }
    }

    static let latinScript = TextLanguage.scripts(of: "en")
    /// The scripts whose languages write "OK" with letters that look like Latin ones (Cyrillic "ОК", Greek "OK").
    private static let okLookalikeScripts = TextLanguage.scripts(of: "ru").union(TextLanguage.scripts(of: "el"))

    /// SI unit symbols (and the hour, minute's "h", the decibel, the typographic point), written the same in every
    /// language of Latin letters.
    static let unitSymbols: Set<String> = Set<String>(["h", "m", "s", "g", "l", "km", "cm", "mm", "kg", "mg", "ml", "kWh", "Hz", "kHz", "MHz", "GHz", "mi",
                                           "dB", "dBm", "hPa", "kPa", "mAh", "pt", "mV", "kW", "mmol", "kmh",
                                           // (Letters only: "km/h", rain's "mm/h", and the blood glucose units "mg/dL" and "mmol/L".)
                                           "mmh", "mgdl", "mmoll", "ms",
                                           // (A sample's bit depth, "16 bit". Not a bit rate's "Mbps", which French writes "Mb/s".)
                                           "bit",
                                           // (The pound's and the ounce's symbols, CLDR's short form in French, German, Spanish
                                           // and Italian; "lbs" its English plural, which Mon ResoVelo's French users read. Not
                                           // the foot's "ft" or the inch's "in", which French writes "pi" and "po".)
                                           "lb", "lbs", "oz"]).union(byteUnitSymbols)
    /// The byte units' symbols, lowercased ("KB", "MB"): Latin in Japanese and Korean too, not in French or Finnish.
    static let byteUnitSymbols: Set<String> = ["kb", "mb", "gb", "tb"]
    /// Languages not written in Latin letters whose short unit names are the Latin symbols of two letters or more
    /// ("5 km" in Japanese and Korean, as CLDR's short forms say; not the hour's "h": "6 時間"); Russian writes "км",
    /// Chinese "公里".
    static let latinUnitLanguages: Set<String> = ["ja", "ko"]

    /// The service `lowered` (a text, lowercased) names and says nothing else, or nil: the share sheet's
    /// "Twitter", a sign-in row's "Facebook". Their makers keep these names in Latin letters in every
    /// language's store and interface, so a text that is only the name needs no translation (reviewers judged
    /// all five such texts of the fetched apps so); a text with words around it ("Share on Facebook") does.
    /// Names that are also words ("Signal", "Line", "Messenger", "Slack") are left out.
    /// Service names written as they are in languages of Latin letters only (see ``readsTheSameUntranslated(_:language:)``).
    static let latinOnlyServiceNames: Set<String> = ["Apple Maps", "Google Maps"]

    static func serviceName(_ lowered: String) -> String? {
        let name = lowered.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ":")))
        return serviceNames.first { $0.lowercased() == name }
    }

    static let serviceNames = [
        "Apple Pay", "Discord", "Dropbox", "Facebook", "Flickr", "GitHub", "Gmail", "Google", "Google Pay", "iCloud", "Instagram",
        "LinkedIn", "Netflix", "PayPal", "Pinterest", "Reddit", "Skype", "Snapchat", "Spotify", "Telegram", "TikTok", "Tumblr",
        "Twitter", "Viber", "Vimeo", "WeChat", "WhatsApp", "YouTube", "Bluesky", "Mastodon", "GitHub Gist",
        // The navigation apps an "Open in…" menu offers (wherewego's, judged so in Spanish and French).
        "Apple Maps", "Google Maps", "Waze",
        // Apple's products and services, which Apple's interface and stores name so in every language (OctoPod's
        // "Apple Watch", judged so in ten languages).
        "AirPods", "App Store", "Apple ID", "Apple Music", "Apple TV", "Apple Watch", "CarPlay", "Face ID", "FaceTime", "Game Center",
        "HealthKit", "HomeKit", "iMessage", "iPad", "iPhone", "iPod touch", "Siri", "Touch ID",
        // (OCaml's "TestFlight" button, judged so in French, German and Japanese.)
        "Apple Arcade", "Apple Books", "Apple News", "Apple Pencil", "Apple TV+", "iCloud Drive", "Mac", "Mac App Store", "TestFlight", "Xcode",
        // The systems apps are made for, as their makers name them in every language (Monotone's wallpaper sizes, judged so in Chinese).
        "Android", "iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS",
        // The ways to play on a TV, named so in every language's settings and menus (PopcornTime's "Google Cast" section,
        // judged so in six languages).
        "AirPlay", "Chromecast", "Google Cast",
    ]

    /// Whether `character` is a letter a reader reads as a word's: an emoji such as "ℹ️" (a letter by its
    /// Unicode category, drawn as a picture) is not, nor a modifier letter alone (a tone mark).
    static func isReadLetter(_ character: Character) -> Bool {
        character.isLetter && !character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }
            // A modifier letter alone is a mark: the Bopomofo tones "ˇ" and "ˆ" a Chinese keyboard row shows.
            && !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .modifierLetter }
    }

    static func hasSomethingToRead(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    // MARK: - Missing keys

    private let sameAsBase = OnceCache<Set<String>>()
    private let shownKeys = OnceCache<Set<String>>()
    let linkedAPIs = OnceCache<Set<String>>()
    private let keptByAll = OnceCache<Set<String>>()
    private let translationVocabularies = OnceCache<Set<String>>()
    private let keptTexts = OnceCache<Set<String>>()
    private let writtenIn = OnceCache<String?>()

    /// The language a base document's texts are written in when it is not the development language but one of
    /// the app's own (a storyboard written in Turkish in a project whose development region is English): that
    /// language's users see the base texts in their language whatever its table lacks.
    func baseTextLanguage(_ url: URL) -> String? {
        writtenIn.value(for: url.path) {
            guard let group = workspace.groups.first(where: { $0.baseDocuments.contains(url) }),
                  case .success(let document) = workspace.document(url) else { return nil }
            let texts = code.facts(of: document, at: url).entries.map(\.value)
            let candidates = group.languages.filter { $0 != "Base" && LanguageCode($0) != LanguageCode(developmentLanguage) }
            return TextLanguage.languageOfTexts(texts, candidates: candidates, development: developmentLanguage)
        }
    }

    /// The keys of the document at `url` whose base text the languages' tables keep ("OK", "3M", "URL"), all of
    /// them or those written in `target`'s script (an app's name that Japanese transliterates): the base text
    /// is what those languages show (see ``keysKeptAsBase(group:table:base:script:)``).
    func keysTranslatedAsBase(_ url: URL, language target: String) -> Set<String> {
        // Every language votes; or only those written in the same script as `target`: a name (an app's, a
        // studio's) stays as it is in every Latin-script language, while Japanese or Russian translators may
        // transliterate it.
        keysTranslatedAsBase(url, script: []).union(keysTranslatedAsBase(url, script: TextLanguage.scripts(of: target)))
    }

    private func keysTranslatedAsBase(_ url: URL, script: Set<Int32>) -> Set<String> {
        sameAsBase.value(for: url.path + "|" + script.sorted().map(String.init).joined(separator: ",")) {
            guard let group = workspace.groups.first(where: { $0.baseDocuments.contains(url) }),
                  case .success(let document) = workspace.document(url) else { return [] }
            let name = url.deletingPathExtension().lastPathComponent
            let base = Dictionary(code.facts(of: document, at: url).entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return keysKeptAsBase(group: group, table: name, base: base, script: script)
        }
    }

    /// The keys of table `name` of `group` whose base text (`base`) the other languages keep (with `script`,
    /// those written in that script): at least two languages' tables have the key and none translates it, or
    /// three keep it and they are three in four of those that have it. Never a sentence (``isSentence(_:)``).
    /// With `byAll`, only keys no language translates and two or more keep: a name kept on purpose ("Acme Pay"
    /// in German and Arabic alike), where a text one language translates is one the others left behind.
    func keysKeptAsBase(group: LocalizationGroup, table name: String, base: [String: String], script: Set<Int32>,
                        byAll: Bool = false) -> Set<String> {
        // The development language's table keeps the base text by nature, and one language that kept it may
        // simply not have been translated: it takes two that did and none that translated it. Three that did
        // and three in four of those that have the key are enough too (one translator's own spelling of a name
        // or a symbol does not make it a text to translate: 17 of GoMap's 21 languages keep "URL"). A regional variant
        // of the development language (`en-GB` beside `en`) keeps its texts by nature too, and says nothing of them.
        var same: [String: Int] = [:], different: [String: Int] = [:]
        let development = LanguageCode(developmentLanguage)
        for language in group.languages where language != "Base" && LanguageCode(language) != development && !isRegionalVariantOfDevelopment(language)
        && group.hasTable(name, in: language)
        && (script.isEmpty || !TextLanguage.scripts(of: language).isDisjoint(with: script)) {
            guard case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
            // A table that translates none of its texts says nothing about any of them.
            if byAll && !table.entries.contains(where: { entry in base[entry.key].map { $0 != entry.value } ?? false }) { continue }
            for entry in table.entries {
                guard let text = base[entry.key] else { continue }
                if entry.value == text { same[entry.key, default: 0] += 1 } else { different[entry.key, default: 0] += 1 }
            }
        }
        return Set(same.filter { key, count in
            // A sentence is nobody's name: every language keeping one says no translator has come to it yet (Zap's
            // "You can’t transact on the Lightning Network yet. Open a channel to start.", in all 30 of its tables).
            guard let text = base[key], !Self.isSentence(text) else { return false }
            let translated = different[key] ?? 0
            return (count >= 2 && translated == 0) || (!byAll && count >= 3 && count >= 3 * translated)
        }.keys)
    }

    /// Whether a text is a sentence rather than a name or a term: four words or more.
    static func isSentence(_ text: String) -> Bool {
        TextLanguage.wordsOf(text).count >= 4
    }

    /// Every table of the workspace by its path as findings give it (relative), with its group and name; worked
    /// out once for the passes that look findings' tables up.
    func tablesByPath() -> [String: (group: LocalizationGroup, name: String)] {
        tableIndex.value(for: "") {
            var tables: [String: (group: LocalizationGroup, name: String)] = [:]
            for group in workspace.groups {
                for language in group.languages {
                    for name in group.tables(in: language) { tables[workspace.relativePath(group.tableURL(name, language: language))] = (group, name) }
                }
            }
            return tables
        }
    }
    private let tableIndex = OnceCache<[String: (group: LocalizationGroup, name: String)]>()

    /// The texts of table `name` of `group` in the development language's table, else `Base`'s: what code
    /// that looks its keys up shows where a translation lacks them. Empty when neither has the table.
    func referenceTexts(_ group: LocalizationGroup, table name: String) -> [String: String] {
        let languages = (LanguageCode(developmentLanguage).flatMap(group.language(matching:)).map { [$0] } ?? []) + ["Base"]
        let reference = languages.lazy.compactMap { language -> StringsFile? in
            guard group.hasTable(name, in: language), case .success(let table) = self.workspace.table(group.tableURL(name, language: language)) else { return nil }
            return table
        }.first
        // (For a key defined twice, the last entry: the one iOS shows.)
        return reference?.table ?? [:]
    }

    /// A key the code looks up that a resource bundle of the app (`iRate.bundle/zh-Hans.lproj/Localizable.strings`)
    /// translates in the language: a library that ships its strings in its own bundle looks them up there first
    /// (iRate, DZWebBrowser's `default-controls.bundle`), and passes what it finds as the main bundle's default.
    /// Its missing-key findings in the main table become notes.
    func lowerKeysAResourceBundleTranslates(_ findings: inout [Finding]) {
        let bundles = workspace.groups.filter { $0.directory.pathExtension == "bundle" }
        guard !bundles.isEmpty else { return }
        var keysCache: [String: Set<String>] = [:]
        func keys(_ group: LocalizationGroup, _ table: String, _ folder: String) -> Set<String> {
            let url = group.tableURL(table, language: folder)
            if let known = keysCache[url.path] { return known }
            var found = Set<String>()
            if case .success(let file) = workspace.table(url) { found = Set(file.entries.map(\.key)) }
            keysCache[url.path] = found
            return found
        }
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info
        && findings[index].objectID == nil {
            guard let key = findings[index].key, let code = LanguageCode(findings[index].language) else { continue }
            let table = URL(fileURLWithPath: findings[index].file).deletingPathExtension().lastPathComponent
            guard let bundle = bundles.first(where: { group in
                guard let folder = group.language(matching: code), group.hasTable(table, in: folder) else { return false }
                return keys(group, table, folder).contains(key)
            }) else { continue }
            findings[index].severity = .info
            findings[index].message += " (\(bundle.directory.lastPathComponent) translates it: the code that looks it up there first shows that text)"
        }
    }

    /// A key of a table the code reads (`Localizable`) that the other languages keep as the development
    /// language's text ("OK", "mph", "max") reads the same without a translation: its missing-key findings
    /// become notes, as for documents' keys (see ``keysKeptAsBase(group:table:base:script:)``). The base
    /// text is the development language's (or `Base`) table's value, else the key, which is what
    /// `NSLocalizedString` shows for a key no table has.
    /// A String Catalog's key whose source text reads the same untranslated (``readsTheSameUntranslated(_:language:)``:
    /// PrayerTracker's "•" separator, a `Text(" ")` spacer, "%lld km") or that names only the app ("Prayer Tracker",
    /// its generated Info.plist's display name), or that is written in the language already (its letters, one word
    /// its dictionary holds as its own, the app's one other language), is a note where a language lacks it, as a
    /// table's is.
    func lowerCatalogKeysThatReadTheSame(_ findings: inout [Finding]) {
        var sources: [String: [String: String]] = [:]
        var sourceLanguages: [String: String?] = [:]
        // The app's languages: its folders' and its catalogs'.
        var appLanguages = Set(workspace.languages.filter { $0 != "Base" })
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info
        && findings[index].file.hasSuffix(".xcstrings") {
            guard let key = findings[index].key else { continue }
            let file = findings[index].file
            if sources[file] == nil {
                var texts: [String: String] = [:]
                sourceLanguages[file] = .some(nil)
                if let catalog = catalog(atPath: file) {
                    sourceLanguages[file] = catalog.sourceLanguage
                    appLanguages.formUnion(catalog.languages)
                    for entry in catalog.entries {
                        texts[entry.key] = catalog.sourceText(of: entry)
                    }
                }
                sources[file] = texts
            }
            let text = Self.withoutFormatSpecifiers(sources[file]?[key] ?? key)
            let language = findings[index].language
            if let reason = Self.readsTheSameUntranslated(text, language: language) {
                findings[index].severity = .info
                findings[index].message += " (\(reason))"
            } else if let source = sourceLanguages[file] ?? nil, LanguageCode(source) != LanguageCode(language),
                      TextLanguage.isWrittenInWords(text, of: language, notOf: source) {
                // A catalog whose source language is German, keyed by English texts (PrayerTracker's "Rate the
                // App"): English users read the key, already in their words.
                findings[index].severity = .info
                findings[index].message += Self.wordsOfLanguage(language, source)
            } else if namesOnlyTheApp(text) {
                findings[index].severity = .info
                findings[index].message += " (the source text names the app or its maker, the same in every language)"
            } else if TextLanguage.foreignScript(of: text, for: language) == nil,
                      TextLanguage.languageOfText(text, candidates: appLanguages.sorted(), development: developmentLanguage) == language {
                // As a table's key is (``lowerKeysOtherLanguagesKeep(_:)``): a key written in letters only the language
                // writes among the app's (LifeLog's "画像を保存しました。" checked in Japanese) is what the lookup shows
                // without a translation. (Han characters alone do not tell Chinese from Japanese, and a Chinese text
                // with "App" in it is no English.)
                findings[index].severity = .info
                findings[index].message += " (the key is written in \(language)'s letters, which \(developmentLanguage) does not write)"
            } else if let word = TextLanguage.soleWord(of: text, in: language, notOnlyOf: developmentLanguage) {
                findings[index].severity = .info
                findings[index].message += " (\"\(word)\" is a \(language) word as written: its users read it as their own)"
            } else if isInTheOneOtherLanguage(text, language) {
                findings[index].severity = .info
                findings[index].message += " (the key is no \(developmentLanguage) words: it is written in the app's one other language, \(language))"
            } else if sources[file]?[key].map({ $0 != key }) ?? false, !keysLookedUpWithValue.contains(key), readsInLanguage(key, language) {
                // As a table's (``lowerKeysOtherLanguagesKeep(_:)``): a lookup the language lacks shows its key, not the
                // source language's value. Naqa's English catalog keys its Arabic screens by their Arabic texts
                // (`Text("مصدر البيانات")`, English "Data Source"): Arabic users read the key, as written.
                findings[index].severity = .info
                findings[index].message += Self.keyShownAsWritten(language)
            }
        }
    }

    func lowerKeysOtherLanguagesKeep(_ findings: inout [Finding]) {
        let tables = tablesByPath()
        // Per table: the base texts; per table and script: the keys the other languages keep.
        var bases: [String: [String: String]] = [:]
        var kept: [String: Set<String>] = [:]
        func baseTexts(_ group: LocalizationGroup, _ name: String) -> [String: String] {
            let tableKey = "\(group.directory.path)|\(name)"
            if let known = bases[tableKey] { return known }
            var base = referenceTexts(group, table: name)
            // Keys only the code has show themselves.
            for finding in findings where finding.ruleID == MissingKeyRule.description.id && tables[finding.file]?.name == name {
                if let key = finding.key, base[key] == nil { base[key] = key }
            }
            bases[tableKey] = base
            return base
        }
        // Per language's table: the base texts (lower-cased) its entries translate into other words.
        var translatedTexts: [String: Set<String>] = [:]
        func translatesElsewhere(_ text: String, _ group: LocalizationGroup, _ name: String, _ language: String, base: [String: String]) -> Bool {
            let url = group.tableURL(name, language: language)
            if translatedTexts[url.path] == nil {
                var texts = Set<String>()
                if case .success(let table) = workspace.table(url) {
                    for entry in table.entries {
                        let source = base[entry.key] ?? entry.key
                        if entry.value.lowercased() != source.lowercased() { texts.insert(source.lowercased()) }
                    }
                }
                translatedTexts[url.path] = texts
            }
            return translatedTexts[url.path]!.contains(text.lowercased())
        }
        let appLanguages = workspace.languages.filter { $0 != "Base" }
        // A key the code builds from an interpolating literal shows its values where its specifiers are: its words are the rest.
        let interpolated = Set(workspace.sourceIndex.localizedStrings.calls.filter { $0.interpolatedKey != nil }.map(\.key))
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info
        && findings[index].objectID == nil {
            guard let key = findings[index].key, let (group, name) = tables[findings[index].file] else { continue }
            let base = baseTexts(group, name)
            let shown = base[key].map { interpolated.contains(key) ? Self.withoutFormatSpecifiers($0) : $0 }
            // What the lookup shows without an entry: its default value if the code gives one, else its key.
            let seen = keysLookedUpWithValue.contains(key) ? shown : interpolated.contains(key) ? Self.withoutFormatSpecifiers(key) : key
            let script = TextLanguage.scripts(of: findings[index].language)
            let cacheKey = "\(group.directory.path)|\(name)|\(script.sorted())"
            let keys = kept[cacheKey] ?? keysKeptAsBase(group: group, table: name, base: base, script: []).union(
                keysKeptAsBase(group: group, table: name, base: base, script: script))
            kept[cacheKey] = keys
            if keys.contains(key) {
                findings[index].severity = .info
                findings[index].message += " (the languages that have the key keep its base text)"
            } else if let text = shown, let reason = Self.readsTheSameUntranslated(text, language: findings[index].language) {
                findings[index].severity = .info
                findings[index].message += " (\(reason))"
            } else if let text = shown, TextLanguage.isWritten(text, inScriptOf: findings[index].language, notOf: developmentLanguage) {
                // A key written in the language itself (`NSLocalizedString(@"提示", …)` checked in zh-Hans) is what
                // the lookup shows without an entry.
                findings[index].severity = .info
                findings[index].message += " (the base text is already written in \(findings[index].language)'s script)"
            } else if let text = shown, TextLanguage.isWrittenInWords(text, of: findings[index].language, notOf: developmentLanguage) {
                findings[index].severity = .info
                findings[index].message += Self.wordsOfLanguage(findings[index].language, developmentLanguage)
            } else if let text = shown, TextLanguage.languageOfText(text, candidates: appLanguages, development: developmentLanguage) == findings[index].language {
                // A key written in the language's own letters ("Henüz aktif eşleşmeniz yok" checked in Turkish, in an
                // app whose development region says English) is what its users read without an entry.
                findings[index].severity = .info
                findings[index].message += " (the base text is written in \(findings[index].language)'s letters, which \(developmentLanguage) does not write)"
            } else if let text = seen, isInTheOneOtherLanguage(text, findings[index].language) {
                // What the lookup shows there, as the cognate check below reads it: the key unless the code gives a default.
                findings[index].severity = .info
                findings[index].message += " (what the lookup shows is no \(developmentLanguage) words: it is written in the app's one other language, \(findings[index].language))"
            } else if let text = shown, usesTheWordsOf(text, findings[index].language) {
                findings[index].severity = .info
                findings[index].message += " (its words are ones the app's own \(findings[index].language) translations use: it reads the same there)"
            } else if let text = shown, namesOnlyTheApp(text) {
                findings[index].severity = .info
                findings[index].message += " (the base text names the app or its maker, the same in every language)"
            } else if let text = seen, let word = TextLanguage.soleWord(of: text, in: findings[index].language, notOnlyOf: developmentLanguage),
                      // (Not where the language's own table translates that word under another key: Seafile's French "YES" = "Oui".)
                      !translatesElsewhere(text, group, name, findings[index].language, base: base) {
                findings[index].severity = .info
                findings[index].message += " (\"\(word)\" is a \(findings[index].language) word as written: its users read it as their own)"
            } else if base[key] != key, !keysLookedUpWithValue.contains(key), readsInLanguage(key, findings[index].language) {
                // A lookup the language's table lacks shows its key, not the development language's entry: a key
                // written in Chinese (`"提示"` = "Tips" in the English table) is what Chinese users should read,
                // wherever code looks it up (and a key no code looks up shows nothing).
                findings[index].severity = .info
                findings[index].message += Self.keyShownAsWritten(findings[index].language)
            }
        }
    }

    /// Whether `text`, mostly no words of the development language (``TextLanguage/isWrittenOutside(_:development:)``),
    /// is checked in the one language besides it that the app has, written in Latin letters: the language the
    /// developer wrote it in (Aquacare writes its screens in Indonesian in an app whose development region says
    /// English; "Perbarui" and "Lewati" are forms the Indonesian dictionary here lacks).
    func isInTheOneOtherLanguage(_ text: String, _ language: String) -> Bool {
        Self.isInTheOneOtherLanguage(text, language, languages: workspace.languages, development: developmentLanguage)
    }

    /// ``isInTheOneOtherLanguage(_:_:)`` for an app of `languages` (its `.lproj` folders) developed in `development`.
    /// With `requiringItsWord`, the language's dictionary, where there is one, must have a word of it: a catalog's one other
    /// language does not claim ADS-B's "Rotorcraft", an English word the English dictionary lacks, but Aquacare's
    /// "Perbarui sekarang".
    static func isInTheOneOtherLanguage(_ text: String, _ language: String, languages: [String], development: String,
                                        requiringItsWord: Bool = false) -> Bool {
        let others = languages.filter { $0 != "Base" && LanguageCode($0) != LanguageCode(development) }
        guard others.count == 1, LanguageCode(others[0]) == LanguageCode(language),
              !TextLanguage.scripts(of: language).isDisjoint(with: latinScript) else { return false }
        if requiringItsWord, let own = SpellingDictionary.forLanguage(language), !TextLanguage.wordsOf(text).contains(where: own.contains) { return false }
        return TextLanguage.isWrittenOutside(text, development: development)
    }

    /// Whether a short text (three words at most) is made of words the app's own translations into `language`
    /// use: Seedlinks' Italian table writes "password" and "privacy" in its sentences, Sways' Spanish one
    /// "Clases Live", so a missing "Password", "Privacy" or "Live" reads as those translators write. Only
    /// values that differ from their base text count (a copied entry is no translator's word), and only
    /// words of three letters or more (see ``translationVocabulary(_:)``). In a language written in another script,
    /// only a name does: a word in capitals or one the development language's dictionary lacks ("TRON", "Supla
    /// Cloud", which a Korean or Greek translation keeps in Latin letters); everyday words a Japanese translation
    /// leaves in Latin letters (Pera's "Start", "Standard account") stay English alone.
    func usesTheWordsOf(_ text: String, _ language: String) -> Bool {
        // Words as people write them: no identifier (`ResetToDefaultKeyboardDone`), whose capitals inside say it is a key.
        let written = TextLanguage.wordsOf(text)
        guard (1...3).contains(written.count), written.allSatisfy({ $0.count >= 3 && ($0.dropFirst().allSatisfy(\.isLowercase) || $0.allSatisfy(\.isUppercase)) })
        else { return false }
        if !TextLanguage.readsLatinLetters(language) {
            let development = SpellingDictionary.forLanguage(developmentLanguage)
            guard written.contains(where: { word in word.allSatisfy(\.isUppercase) || !(development?.contains(word) ?? true) }) else { return false }
        }
        let vocabulary = translationVocabulary(language)
        return written.allSatisfy { vocabulary.contains($0.lowercased()) }
    }

    /// Whether every word of `text` (its format specifiers and numbers left out) is a text that `language`'s tables keep as
    /// the base table writes it where every language's do (``keysKeptAsBase(group:table:base:script:byAll:)``), and that is
    /// kept on purpose: a word the development language's dictionary lacks (a name: FreeAPS' "Nightscout"), or one a
    /// language written in another script keeps too. Inkpad's eleven tables, Arabic and Chinese among them, all say
    /// `"pt" = "pt"`, so its "%d pt" reads there as its translators write the unit; a "Delete" that a German and a British
    /// table both left as it is is still a word to translate. Nothing where the language's table lacks the text.
    func keepsEveryWord(_ text: String, _ language: String) -> Bool {
        let words = TextLanguage.wordsOf(Self.withoutFormatSpecifiers(text)).filter { !$0.allSatisfy(\.isNumber) }
        guard !words.isEmpty else { return false }
        let kept = keptTexts.value(for: language) {
            let developmentScripts = TextLanguage.scripts(of: developmentLanguage)
            let dictionary = SpellingDictionary.forLanguage(developmentLanguage)
            var kept = Set<String>(), acrossScripts = Set<String>()
            for group in workspace.groups where group.languages.contains(language) {
                for name in group.tables(in: language) {
                    let base = referenceTexts(group, table: name)
                    let keys = keysKeptAsBase(group: group, table: name, base: base, script: [], byAll: true)
                    guard !keys.isEmpty, case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                    for entry in table.entries where keys.contains(entry.key) && base[entry.key] == entry.value { kept.insert(entry.value) }
                    for other in group.languages where other != "Base" && group.hasTable(name, in: other)
                    && TextLanguage.scripts(of: other).isDisjoint(with: developmentScripts) {
                        // (A table that translates none of its texts, an unfinished copy, keeps nothing on purpose.)
                        guard case .success(let otherTable) = workspace.table(group.tableURL(name, language: other)),
                              otherTable.entries.contains(where: { entry in base[entry.key].map { $0 != entry.value } ?? false }) else { continue }
                        for entry in otherTable.entries where keys.contains(entry.key) && base[entry.key] == entry.value { acrossScripts.insert(entry.value) }
                    }
                }
            }
            return kept.filter { word in acrossScripts.contains(word) || dictionary.map { !$0.contains(word) } ?? false }
        }
        return words.allSatisfy(kept.contains)
    }

    /// Whether every word of `text` but the app's name is one the app's own translations into `language` use (``translationVocabulary(_:)``)
    /// or the language's dictionary has, one of the former at least: xikolo's German tables say "Peer Assessment öffnen"
    /// and "Helpdesk-Team", so its "Team Peer Assessment" reads as German there; Element's Dutch one "Een space aanmaken",
    /// so "in 1 space" is Dutch. Only in a language written in Latin letters: where another script is the rule, a Latin word
    /// some translations keep (AlphaWallet's Japanese "Token") still reads foreign alone.
    func readsAsTheTranslationsWords(_ text: String, _ language: String) -> Bool {
        guard TextLanguage.readsLatinLetters(language) else { return false }
        // (The app's name among them reads the same too: Frame Grabber's German "Frame Grabber: Feedback".)
        let words = wordsBesideTheAppName(TextLanguage.wordsOf(text))
        let vocabulary = translationVocabulary(language)
        guard words.contains(where: { vocabulary.contains($0.lowercased()) }) else { return false }
        let own = SpellingDictionary.forLanguage(language)
        return words.allSatisfy { vocabulary.contains($0.lowercased()) || own?.contains($0) == true }
    }

    /// The words (lower-cased) of the app's own translations into `language`: of the values that differ from their base
    /// text and have a word the development language's dictionary lacks, without their web addresses, markup tags, format
    /// specifiers and the app's own template tokens (the "start" of a French link to `https://www.ledger.com/start` is no
    /// French word; the "groupname" of HalloApp's `<$groupname$>` makes no English copy a translation). Worked out once per
    /// language.
    func translationVocabulary(_ language: String) -> Set<String> {
        translationVocabularies.value(for: language) {
            let development = SpellingDictionary.forLanguage(developmentLanguage)
            var vocabulary = Set<String>()
            var references: [String: [String: String]] = [:]
            forEachEntry(of: language, references: &references) { value, base in
                // A translation has a word the development language lacks ("Clases Live"); an English value left
                // in a table whose base is missing ("Reset Completed") is no translator's.
                guard value != base else { return }
                let words = TextLanguage.wordsOf(TemplateToken.blanked(in: Self.withoutFormatSpecifiers(Self.withoutAddresses(value))))
                if let development, !words.contains(where: { $0.count >= 3 && !development.contains($0) }) { return }
                vocabulary.formUnion(words.map { $0.lowercased() })
            }
            return vocabulary
        }
    }

    /// `text` without its web addresses (`https://…`, `www.…`; ``TextLanguage/wordsOf(_:)`` leaves out markup tags).
    static func withoutAddresses(_ text: String) -> String {
        guard text.contains("://") || text.contains("www.") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            let startsAddress = rest.hasPrefix("www.") || (rest.first?.isLetter == true && {
                let scheme = rest.prefix { $0.isLetter }
                return rest.dropFirst(scheme.count).hasPrefix("://")
            }())
            if startsAddress, index == text.startIndex || !text[text.index(before: index)].isLetter {
                result.append(" ")
                index = rest.firstIndex { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "<" || $0 == ">" } ?? text.endIndex
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    /// The keys some lookup of the code gives a default value (`NSLocalizedString("k", value: "Tips", …)`),
    /// which it shows where a table lacks the key. Every other lookup shows the key itself.
    var keysLookedUpWithValue: Set<String> {
        shownKeys.value(for: "") {
            Set(workspace.sourceIndex.localizedStrings.calls.filter { $0.developmentValue != $0.key }.map(\.key))
        }
    }

    /// Whether `text` already reads in `language`: written in its script, not the development language's, or
    /// in its words.
    func readsInLanguage(_ text: String, _ language: String) -> Bool {
        TextLanguage.isWritten(text, inScriptOf: language, notOf: developmentLanguage)
            || TextLanguage.isWrittenInWords(text, of: language, notOf: developmentLanguage)
    }

    /// Why a key a lookup shows where the language lacks it needs no entry there: it is written in that language.
    static func keyShownAsWritten(_ language: String) -> String {
        " (the code's lookup shows its key there, already written in \(language))"
    }

    /// Why a base text written in the language itself needs no translation, by the words it is made of.
    static func wordsOfLanguage(_ language: String, _ development: String) -> String {
        " (the base text is already written in \(language): its words are \(language) words, not \(development) ones)"
    }

    /// What the tables and String Catalogs of `languages` translate, read in one pass over them: the languages that really
    /// translate (a fifth of their entries at least read otherwise than the base), and, for each value a
    /// language holds as a translation, those languages. An entry's base text is the development language's
    /// table's value, else Base's, else its Interface Builder comment's, else the key (what
    /// `NSLocalizedString` shows for a key no table has). Tables copied from the base and left so translate
    /// nothing, whatever their folder says; a value a translator wrote is in the translator's language.
    func tableTranslations(_ languages: [String]) -> (translating: Set<String>, writtenIn: [String: Set<String>]) {
        var translating = Set<String>()
        var writtenIn: [String: Set<String>] = [:]
        var references: [String: [String: String]] = [:]
        for language in languages {
            var compared = 0, differing = 0
            forEachEntry(of: language, references: &references) { value, base in
                compared += 1
                if value != base {
                    differing += 1
                    writtenIn[value, default: []].insert(language)
                }
            }
            // A String Catalog's values beside its source language's texts (a catalog-only SwiftUI app's).
            for url in workspace.catalogs where options.allFiles || workspace.ships(url) {
                guard case .success(let catalog) = workspace.catalog(url), LanguageCode(catalog.sourceLanguage) != LanguageCode(language) else { continue }
                for entry in catalog.entries where entry.shouldTranslate {
                    guard let value = entry.localization(language)?.stringUnit?.value else { continue }
                    compared += 1
                    if value != catalog.sourceText(of: entry) {
                        differing += 1
                        writtenIn[value, default: []].insert(language)
                    }
                }
            }
            if compared > 0, differing * 5 >= compared { translating.insert(language) }
        }
        return (translating, writtenIn)
    }

    /// Whether a String Catalog the app ships as its own (one its code reads and no bundled library's) holds
    /// `language`'s translations: the catalog counterpart of ``translatesTables(_:_:ownTablesOnly:)``.
    func translatesCatalogs(_ language: String) -> Bool {
        let codeTables = tablesCodeReads
        return workspace.catalogs.contains { url in
            let name = url.deletingPathExtension().lastPathComponent
            guard codeTables.contains(name), !code.isLibraryTable(name, in: url.deletingLastPathComponent()),
                  options.allFiles || workspace.ships(url), case .success(let catalog) = workspace.catalog(url) else { return false }
            return catalog.entries.contains { $0.localization(language)?.stringUnit != nil }
        }
    }

    /// Calls `body` with the value and the base text of every entry of `language`'s tables, in every group
    /// that has the language. An entry's base text is the development language's table's value, else Base's,
    /// else its Interface Builder comment's, else the key. `references` caches each table's base texts.
    /// With `ownShippedOnly`, only the tables the app ships that are no library's (``CodeContext/isLibraryTable(_:in:)``),
    /// and only entries whose base text a table or a comment records (a key alone says nothing of the base language).
    func forEachEntry(of language: String, references: inout [String: [String: String]], ownShippedOnly: Bool = false,
                      _ body: (_ value: String, _ base: String) -> Void) {
        for group in workspace.groups where group.languages.contains(language) {
            for name in group.tables(in: language) {
                if ownShippedOnly, code.isLibraryTable(name, in: group.directory)
                    || !(options.allFiles || workspace.ships(group.tableURL(name, language: language))) { continue }
                guard case .success(let table) = workspace.table(group.tableURL(name, language: language)) else { continue }
                let referenceKey = "\(group.directory.path)|\(name)"
                let reference = references[referenceKey] ?? referenceTexts(group, table: name)
                references[referenceKey] = reference
                for entry in table.entries {
                    let recorded = reference[entry.key] ?? entry.interfaceBuilderComment?.baseText
                    if ownShippedOnly, recorded == nil { continue }
                    body(entry.value, recorded ?? entry.key)
                }
            }
        }
    }

    /// Whether `key` is named as Apple names Info.plist keys: a prefix of capitals, then a capitalized word
    /// (`NSCameraUsageDescription`, `CFBundleDisplayName`, `UIApplicationShortcutItems`, `ITSAppUsesNonExemptEncryption`).
    static func isAppleInfoPlistKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        let capitals = scalars.prefix { ("A"..."Z").contains($0) }.count
        return capitals >= 3 && capitals < scalars.count && ("a"..."z").contains(scalars[capitals])
    }

    /// A permission prompt's text in `InfoPlist.strings` is used only when the app's `Info.plist` declares
    /// the `…UsageDescription` key (iOS reads no prompt the Info.plist lacks, and the app could not ask for
    /// the permission): a translation missing it changes nothing. Said only where the group's `Info.plist`
    /// is found beside its `.lproj` folders and no Xcode project sets the key as a build setting
    /// (`INFOPLIST_KEY_NSCameraUsageDescription`). Nor is one only iOS versions older than the app's oldest
    /// show (``retiredPrompts``). An `InfoPlist.strings` key of the app's own naming that no Info.plist beside the table
    /// says is read by nothing either.
    func lowerUndeclaredPermissionPrompts(_ findings: inout [Finding]) {
        // (The workspace reads each group's Info.plists once.)
        func declaredKeys(_ group: LocalizationGroup) -> Set<String>? {
            let plists = workspace.infoPlists(of: group)
            return plists.isEmpty ? nil : plists.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        }
        let buildSettings = workspace.xcodeProjects.compactMap { project in
            try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        }.joined()
        let tables = tablesByPath()
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            guard let key = findings[index].key, key.hasSuffix("UsageDescription"), let table = tables[findings[index].file], table.name == "InfoPlist",
                  let keys = declaredKeys(table.group), !keys.contains(key), !buildSettings.contains("INFOPLIST_KEY_\(key)") else { continue }
            findings[index].severity = .info
            findings[index].message += " (the app's Info.plist does not declare it: iOS never shows this prompt)"
        }
        // iOS looks an `InfoPlist.strings` key up for what the Info.plist names: its keys, and values it shows (a home-screen
        // shortcut's title, a document type's name). A key of the app's own naming (Brave's `ShortcutItemTitleNewTab`,
        // not `NS…`/`CF…`/`UI…`, which build settings may add) that no Info.plist beside the table says is never read.
        for index in findings.indices where Self.isShownEntryRule(findings[index].ruleID) && findings[index].severity > .info {
            guard let key = findings[index].key, !Self.isAppleInfoPlistKey(key), let table = tables[findings[index].file], table.name == "InfoPlist" else { continue }
            let plists = workspace.infoPlists(of: table.group)
            guard !plists.isEmpty, !plists.contains(where: { $0.names.contains(key) }) else { continue }
            findings[index].severity = .info
            findings[index].message += " (no Info.plist beside the table names it: iOS never reads it)"
        }
        // An `InfoPlist.xcstrings` holds the keys of the Info.plist Xcode builds: a display name among them is declared.
        func catalogKeys(_ file: String) -> Set<String>? {
            guard file.hasSuffix("InfoPlist.xcstrings"), let catalog = catalog(atPath: file) else { return nil }
            return Set(catalog.entries.map(\.key))
        }
        // iOS names a bundle by its display name wherever it has one: under the icon, in Settings, in Spotlight.
        // Its `CFBundleName` then shows nowhere, in the Info.plist or in a translation.
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            guard findings[index].key == "CFBundleName" else { continue }
            if let table = tables[findings[index].file] {
                guard table.name == "InfoPlist",
                      declaredKeys(table.group)?.contains("CFBundleDisplayName") == true || buildSettings.contains("INFOPLIST_KEY_CFBundleDisplayName")
                else { continue }
            } else {
                guard let keys = catalogKeys(findings[index].file),
                      keys.contains("CFBundleDisplayName") || buildSettings.contains("INFOPLIST_KEY_CFBundleDisplayName") else { continue }
            }
            findings[index].severity = .info
            findings[index].message += " (the Info.plist gives a display name, which iOS shows instead of CFBundleName)"
        }
        // The copyright line is the About panel's on macOS; an iOS app (unless it also runs as a Mac app) shows it nowhere.
        let runsOnMac = buildSettings.split(separator: "\n").contains { line in
            line.contains("SUPPORTS_MACCATALYST = YES") || line.contains("SDKROOT = macosx") || (line.contains("SUPPORTED_PLATFORMS") && line.contains("macosx"))
        }
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            guard !runsOnMac, findings[index].key == "NSHumanReadableCopyright",
                  tables[findings[index].file]?.name == "InfoPlist" || catalogKeys(findings[index].file) != nil else { continue }
            findings[index].severity = .info
            findings[index].message += " (iOS shows an app's copyright line nowhere; only a Mac's About panel does)"
        }
        // A prompt only iOS versions older than the app's oldest show.
        let deployment = workspace.xcode?.iOSDeploymentTarget
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            // (In a table, or an InfoPlist catalog: moblin's InfoPlist.xcstrings keeps NSLocationUsageDescription.)
            guard let key = findings[index].key, let version = deployment, Self.isPromptOfOlderIOS(key, deploymentTarget: version),
                  tables[findings[index].file]?.name == "InfoPlist" || catalogKeys(findings[index].file) != nil else { continue }
            let since = version.map(String.init).joined(separator: ".")
            findings[index].severity = .info
            findings[index].message += " (only iOS before \(Self.retiredPrompts[key] ?? 0) shows this prompt; the app runs on iOS \(since) and later)"
        }
    }

    /// An app whose `WindowGroup` content gets `.environment(\.locale, …)` (``ForcedLocale``) shows its SwiftUI
    /// texts in that locale's language to every user: a key missing from, or untranslated in, another language's
    /// table is read by nobody when SwiftUI views alone look it up (`Text`, `Button`, …; `NSLocalizedString` and
    /// `String(localized:)` read the device's language). Such findings are notes.
    func lowerLanguagesAForcedLocaleHides(_ findings: inout [Finding]) {
        guard let forced = workspace.sourceIndex.forcedLocale else { return }
        let codes = forced.languages.compactMap(LanguageCode.init)
        func isShown(_ language: String) -> Bool {
            guard let code = LanguageCode(language) else { return true }
            // (A bare language's table also serves a forced regional locale of it: `pt` for `pt-BR`.)
            return codes.contains { $0 == code || ($0.language == code.language && code.identifier == String(code.language)) }
        }
        var forms: [String: Set<LocalizedStringCall.Form>] = [:]
        for call in workspace.sourceIndex.localizedStrings.calls { forms[call.key, default: []].insert(call.form) }
        let place = "\(workspace.relativePath(URL(fileURLWithPath: forced.path))):\(forced.location.line)"
        let shown = forced.languages.sorted().joined(separator: " or ")
        for index in findings.indices where findings[index].severity > .info && findings[index].objectID == nil
        && [MissingKeyRule.description.id, UntranslatedRule.description.id].contains(findings[index].ruleID) {
            guard let key = findings[index].key, !isShown(findings[index].language), forms[key] == [.swiftUIText] else { continue }
            findings[index].severity = .info
            findings[index].message += " (the app gives its SwiftUI views the locale \(shown) at its root, \(place): \(findings[index].language) users read those texts)"
        }
    }

    /// A key only code that runs for other languages looks up (``LanguageBranch``: `if lang == "ar" { … }`,
    /// CulinaChef's `Text(isGerman ? "Datenschutzerklärung" : "Privacy Policy")`) is read by none of the language's
    /// users: missing from its table, a note. Only tests of the app's own languages count.
    func lowerKeysOtherLanguagesBranchesLookUp(_ findings: inout [Finding]) {
        let index = workspace.sourceIndex
        guard !index.languageBranches.isEmpty else { return }
        let appLanguages = Set((workspace.languages + [developmentLanguage]).compactMap { LanguageCode($0)?.language })
        var lookups: [String: [LocalizedStringCall]] = [:]
        for call in index.localizedStrings.calls { lookups[call.key, default: []].append(call) }
        for i in findings.indices where findings[i].ruleID == MissingKeyRule.description.id && findings[i].severity > .info && findings[i].objectID == nil {
            guard let key = findings[i].key, let calls = lookups[key], !calls.contains(where: {
                // (A method's body, which code elsewhere may call, is left to the hard-coded texts' reading.)
                index.runs(for: findings[i].language, path: $0.path, at: $0.keyLocation, appLanguages: appLanguages, methodBodies: false)
            }) else { continue }
            findings[i].severity = .info
            findings[i].message += " (only code that runs for the app's other languages looks it up)"
        }
    }

    /// A bare `zh` folder beside a Simplified Chinese one (`zh-Hans`, `zh-CN`) shows nobody development-language
    /// texts they would not see anyway: Chinese preferences always name a script (`zh-Hans-CN`, `zh-Hant-TW`),
    /// Simplified ones find the `zh-Hans` folder first, and Traditional ones that fall back to `zh` would see the
    /// development language without it. Its missing keys and tables and its untranslated copies are notes.
    /// A catalog key with no text in the catalog's source language compares its translations with the key; but
    /// where the code passes a default value (`NSLocalizedString("homescreen_language_subtitle", value: "%d
    /// words", …)`), that value is the text the source language's users read and the code formats: a translation
    /// whose specifiers match it is right. A value that is itself a lookup of a literal key (VocabularyTraining's
    /// `value: NSLocalizedString("%d words", comment: "")`, translated "%d Wörter") answers with that key's text.
    func dropSpecifierMismatchesTheCodesValueAnswers(_ findings: inout [Finding]) {
        let calls = workspace.sourceIndex.localizedStrings.calls
        guard calls.contains(where: { $0.value?.isEmpty == false || $0.valueLookupKey != nil }) else { return }
        findings.removeAll { finding in
            guard finding.ruleID == FormatSpecifierMismatchRule.description.id, finding.file.hasSuffix(".xcstrings"), let key = finding.key,
                  let catalog = catalog(atPath: finding.file), let entry = catalog.entry(forKey: key),
                  entry.localization(catalog.sourceLanguage)?.stringUnit == nil,
                  let translation = entry.localization(finding.language)?.stringUnit?.value else { return false }
            let table = (finding.file as NSString).lastPathComponent.replacingOccurrences(of: ".xcstrings", with: "")
            let values = calls.filter { $0.key == key && $0.table == table }.compactMap { call in
                call.value.flatMap { $0.isEmpty ? nil : $0 } ?? call.valueLookupKey.map { inner in
                    catalog.entry(forKey: inner)?.localization(catalog.sourceLanguage)?.stringUnit?.value ?? inner
                }
            }
            return !values.isEmpty && values.allSatisfy { FormatSpecifier.argumentTypes(of: $0) == FormatSpecifier.argumentTypes(of: translation) }
        }
    }

    /// What an entry shows is judged on the entry iOS uses: of a key a table defines twice, the last. A finding
    /// of an earlier definition (wherewego's English "Choose Navigation App" above its Korean translation) is a
    /// note; the duplicate-key finding says what is wrong with it.
    func lowerShadowedEntries(_ findings: inout [Finding]) {
        let tables = tablesByPath()
        var shadowed: [String: Set<Int>] = [:]
        for index in findings.indices where findings[index].severity > .info && findings[index].key != nil
        && Self.isShownEntryRule(findings[index].ruleID)
        && ![DuplicateKeyRule.description.id, MissingKeyRule.description.id].contains(findings[index].ruleID) {
            let file = findings[index].file
            if shadowed[file] == nil {
                var lines = Set<Int>()
                if let (group, name) = tables[file], let language = group.languages.first(where: { workspace.relativePath(group.tableURL(name, language: $0)) == file }),
                   case .success(let table) = workspace.table(group.tableURL(name, language: language)) {
                    var last: [String: Int] = [:]
                    for (position, entry) in table.entries.enumerated() { last[entry.key] = position }
                    for (position, entry) in table.entries.enumerated() where last[entry.key] != position {
                        for location in [entry.keyLocation, entry.valueLocation].compactMap({ $0 }) { lines.insert(location.line) }
                    }
                }
                shadowed[file] = lines
            }
            guard shadowed[file]?.contains(findings[index].line) == true else { continue }
            findings[index].severity = .info
            findings[index].message += " (a later entry of the key wins: iOS never uses this one)"
        }
    }

    func lowerShadowedBareChinese(_ findings: inout [Finding]) {
        let simplified: Set<String> = ["zh-hans", "zh-cn", "zh-hans-cn", "zh-sg", "zh-hans-sg"]
        let languages = Set(workspace.groups.flatMap(\.languages))
        guard let sibling = languages.sorted().first(where: { simplified.contains($0.lowercased().replacingOccurrences(of: "_", with: "-")) })
        else { return }
        let rules: Set<String> = [MissingKeyRule.description.id, CodeRules.missingTable.id, TableRules.untranslatedTable.id, UntranslatedRule.description.id]
        for index in findings.indices where findings[index].language == "zh" && findings[index].severity > .info
        && rules.contains(findings[index].ruleID) {
            findings[index].severity = .info
            findings[index].message += " (Simplified Chinese users get the app's \(sibling) folder, not the bare zh one)"
        }
    }

    /// Keys the document has (as ibtool would extract them) that the language's table lacks: users see the
    /// base text there. Lint cannot see these, as storyboard tables have no base table to compare with.
    func missingKeys(entries: [IBStringsEntry], source: TranslationSource, documentPath: String, language: String) -> [Finding] {
        let present = Set(source.entries.map(\.key))
        let sortedEntries = source.entries.sorted { $0.key < $1.key }
        var findings: [Finding] = []
        for entry in entries where !present.contains(entry.key) && !source.catalogKeys.contains(entry.key)
            && Self.hasSomethingToRead(entry.value) {
            // Point where the entry would go in ibtool's key order: after the last key that sorts before it.
            let previous = sortedEntries.last { $0.key < entry.key }
            let line = previous?.location.map { $0.line + 1 } ?? 1
            // An accessibility label or hint is not shown: VoiceOver speaks it.
            let consequence = entry.property.hasPrefix("accessibility")
                ? "VoiceOver reads the base text to \(language) users" : "\(language) users see the base text"
            findings.append(Finding(
                ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                message: "key '\(entry.key)' (\(entry.className) \(entry.property) \"\(entry.value)\") is missing from the \(language) table, so \(consequence)",
                file: source.path, line: line, column: 1, language: language, objectID: entry.objectID,
                className: entry.className, key: entry.key,
                related: [RelatedLocation(file: documentPath, line: entry.line, column: entry.column, note: "the \(entry.className) in the document")],
                fix: MissingKeyRule.description.fix))
        }
        return findings
    }
}
