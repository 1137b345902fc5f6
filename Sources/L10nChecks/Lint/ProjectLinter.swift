import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// Runs the translator checks on a project's tables: each `.strings` table against its base, each String
/// Catalog's translations against its source language (at the catalog's own lines), and the plural rules
/// on catalogs and `.stringsdict` files. Files come from the ``Workspace``, parsed once.
public struct ProjectLinter: Sendable {
    public let workspace: Workspace
    /// The language translations are compared with when `Base.lproj` has no table of the name (`--base`);
    /// nil: `Base`, else the development language.
    public let baseLanguage: String?
    /// The language the app is developed in: its table is not a translation.
    public let developmentLanguage: String

    /// Lint every table that ships, or with `allFiles` every table found.
    public let allFiles: Bool

    /// What the app's code sets in the documents' views.
    public let code: CodeContext

    /// - Parameter developmentLanguage: nil for the project's (its development region; without a project, the language
    ///   ``VerifyPipeline/inferredDevelopmentLanguage(_:code:)`` reads; else `en`).
    public init(workspace: Workspace, baseLanguage: String? = nil, developmentLanguage: String? = nil, allFiles: Bool = false,
                code: CodeContext? = nil) {
        self.workspace = workspace
        self.baseLanguage = baseLanguage
        let code = code ?? CodeContext(workspace: workspace)
        self.developmentLanguage = developmentLanguage ?? VerifyPipeline.inferredDevelopmentLanguage(workspace, code: code) ?? workspace.developmentLanguage()
        self.allFiles = allFiles
        self.code = code
    }

    /// One table of the project, to lint.
    public struct Table: Sendable {
        public var url: URL
        /// The folder name of its language (`de`, `Base`), empty for a table outside any `.lproj`.
        public var language: String
        public var name: String
        public var group: LocalizationGroup?

        public init(url: URL, language: String, name: String, group: LocalizationGroup?) {
            self.url = url
            self.language = language
            self.name = name
            self.group = group
        }
    }

    /// Every `.strings` table of the project in `languages` (all when nil), sorted by path.
    public func tables(languages: Set<String>? = nil) -> [Table] {
        var tables: [Table] = []
        for group in workspace.groups {
            for language in group.languages where languages.map({ $0.contains(language) }) ?? true {
                for name in group.tables(in: language) {
                    let url = group.tableURL(name, language: language)
                    if workspace.isExcluded(url) || (!allFiles && !workspace.ships(url)) { continue }
                    tables.append(Table(url: url, language: language, name: name, group: group))
                }
            }
        }
        return tables.sorted { $0.url.path < $1.url.path }
    }

    /// The catalogs and `.stringsdict` files of the project, sorted by path.
    public var pluralFiles: [URL] {
        (workspace.catalogs + workspace.stringsDictionaries).filter { !workspace.isExcluded($0) && (allFiles || workspace.ships($0)) }
            .sorted { $0.path < $1.path }
    }

    /// The findings of every table rule on one table.
    public func lint(_ table: Table) -> [Finding] {
        let shown = workspace.relativePath(table.url)
        let file: StringsFile
        switch workspace.table(table.url) {
        case .success(let read): file = read
        case .failure(let error):
            return [Finding(ruleID: SyntaxErrorRule.description.id, severity: .error, message: error.description,
                            file: shown, line: 1, column: 1, language: table.language, fix: "make the table readable")]
        }
        var input = TableLintInput(table: file, path: shown, language: table.language)
        if let group = table.group, let (base, baseURL) = self.base(of: table.name, language: table.language, in: group) {
            if base == table.language {
                input.isBase = true
            } else if let baseURL, case .success(let baseFile) = workspace.table(baseURL) {
                input = TableLintInput(table: file, path: shown, language: table.language, base: baseFile,
                                       basePath: workspace.relativePath(baseURL), baseLanguage: LanguageCode(base)?.identifier ?? base)
            }
        }
        input.isDevelopmentLanguage = LanguageCode(table.language).map { $0 == LanguageCode(baseLanguage ?? developmentLanguage) } ?? false
        input.codeKeys = codeKeys(ofTable: table.name)
        input.digitFilledPlaceholders = code.digitFilledPlaceholders(ofTable: table.name)
        input.pluralKeys = workspace.pluralKeysByTable["\(table.name)|\(table.language)"] ?? []
        input.codeReadsOtherKeys = !code.hasSources || !workspace.sourceIndex.localizedStrings.uncheckableKeys.isEmpty
        if let group = table.group, let document = group.baseDocument(named: table.name),
           case .success(let ib) = workspace.document(document) {
            let facts = code.facts(of: ib, at: document)
            input.documentTexts = Dictionary(facts.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            input.multiLineKeys = facts.multiLineKeys
        }
        var findings = LintRules.check(input)
        // The development language's own table is not a translation: a key it lacks shows the base text,
        // which is right.
        if input.isDevelopmentLanguage { findings.removeAll { $0.ruleID == MissingKeyRule.description.id } }
        // A document's entry whose text code replaces is never shown: nothing about it matters to users.
        if let group = table.group, let document = group.baseDocument(named: table.name) {
            let unseen = code.unseenKeys(ofDocumentAt: document)
            if !unseen.isEmpty { findings.removeAll { $0.key.map(unseen.contains) ?? false } }
            // IB's default texts on outlets: placeholders that code most likely replaces.
            // And texts of views only code the sources lack reaches: what shows there is unknown.
            if case .success(let ib) = workspace.document(document) {
                let facts = code.facts(of: ib, at: document)
                for index in findings.indices {
                    guard let key = findings[index].key else { continue }
                    if facts.defaultPlaceholderKeys.contains(key) {
                        findings[index].severity = .info
                    } else if findings[index].severity > .info, let object = key.split(separator: ".").first.map(String.init),
                              let owner = facts.unseenCodeObjects[object] {
                        findings[index].severity = .info
                        findings[index].message += CodeContext.unseenCodeNote(owner)
                    }
                }
            }
        }
        return Self.capped(findings)
    }

    /// Findings of one rule listed per table at most: a damaged or generated table (a million duplicate
    /// keys) must not bury everything else under millions of lines.
    static let maximumFindingsPerRule = 1_000

    /// `findings` of one table with each rule's beyond ``maximumFindingsPerRule`` (in line order) folded into
    /// one finding at the first one left out, as severe as the most severe of them, saying how many.
    static func capped(_ findings: [Finding]) -> [Finding] {
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        guard byRule.values.contains(where: { $0.count > maximumFindingsPerRule }) else { return findings }
        var kept: [Finding] = []
        for rule in byRule.keys.sorted() {
            let ordered = Finding.sorted(byRule[rule] ?? [])
            guard ordered.count > maximumFindingsPerRule else { kept += ordered; continue }
            kept += ordered.prefix(maximumFindingsPerRule)
            let rest = ordered.dropFirst(maximumFindingsPerRule)
            guard var first = rest.first else { continue }
            first.severity = rest.map(\.severity).max() ?? first.severity
            first.message = "\(rest.count) more \(rule) findings in this table from here on, not listed one by one"
            first.key = nil
            first.objectID = nil
            first.measured = []
            first.related = []
            kept.append(first)
        }
        return Finding.sorted(kept)
    }

    /// The literal keys the code looks up in table `name`, nil without sources.
    func codeKeys(ofTable name: String) -> Set<String>? {
        guard code.hasSources else { return nil }
        return Set(workspace.sourceIndex.localizedStrings.calls.filter { $0.table == name }.map(\.key))
    }

    /// The base language of table `name` and its base table, if it has one. A nil URL: compare with the
    /// Interface Builder comments. A document's tables are compared with the document (through the
    /// comments ibtool wrote from it), never with a `Base.lproj/<Name>.strings` beside it: that is a copy
    /// some tools generate, and it goes stale as the document changes. A Base table without entries gives way to the
    /// development language's.
    func base(of name: String, language: String, in group: LocalizationGroup) -> (String, URL?)? {
        if group.baseDocument(named: name) != nil { return ("Base", nil) }
        if let baseLanguage {
            return (baseLanguage, group.hasTable(name, in: baseLanguage) ? group.tableURL(name, language: baseLanguage) : nil)
        }
        // (The development language's folder as the group spells it: `English.lproj` in a project older than Xcode 4.)
        let folder = LanguageCode(developmentLanguage).flatMap(group.language(matching:)) ?? developmentLanguage
        let development = group.hasTable(name, in: folder) ? group.tableURL(name, language: folder) : nil
        if group.hasTable(name, in: "Base") {
            // An empty Base table beside the development language's (Bitwarden's, which only says it is "needed to get
            // XcodeGen to correctly detect the Localizable.string files") holds no base text: the development language's does.
            let url = group.tableURL(name, language: "Base")
            guard development != nil, case .success(let table) = workspace.table(url), table.entries.isEmpty else { return ("Base", url) }
        }
        if let development { return (folder, development) }
        return nil
    }

    /// The plural rules (and, for a catalog, the table rules on each translation) on one catalog or
    /// `.stringsdict` file.
    public func lintPluralFile(_ url: URL) -> [Finding] {
        let shown = workspace.relativePath(url)
        if url.pathExtension.lowercased() == "stringsdict" {
            let folder = url.deletingLastPathComponent()
            let language = folder.pathExtension == "lproj" ? folder.deletingPathExtension().lastPathComponent : developmentLanguage
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return [syntaxError("cannot read the file", shown: shown, line: 1, column: 1, fix: "check the file's permissions")]
            }
            do {
                let table = try StringsdictPlurals(bytes: [UInt8](data))
                return PluralLintRules.check(PluralLintInput(stringsdict: table, path: shown, language: language == "Base" ? developmentLanguage : language))
            } catch {
                return [syntaxError(error.message, shown: shown, line: error.line, column: error.column,
                                    fix: "fix the property list; iOS ignores a .stringsdict it cannot read")]
            }
        }
        let catalog: StringCatalog
        switch workspace.catalog(url) {
        case .success(let read): catalog = read
        case .failure(let error):
            if case .malformed(let format) = error.reason {
                return [syntaxError(format.message, shown: shown, line: format.line, column: format.column,
                                    fix: "fix the JSON; Xcode cannot open a malformed String Catalog")]
            }
            return [syntaxError(error.description, shown: shown, line: 1, column: 1, fix: "check the file's permissions")]
        }
        var findings: [Finding] = []
        for language in catalog.languages {
            findings += PluralLintRules.check(PluralLintInput(catalog: catalog, path: shown, language: language))
        }
        findings += catalogTableFindings(catalog, shown: shown)
        return Finding.sorted(findings)
    }

    /// The table rules on each translation of a catalog, read from its string units at their own lines.
    func catalogTableFindings(_ catalog: StringCatalog, shown: String) -> [Finding] {
        let translatable = catalog.entries.filter { $0.shouldTranslate && $0.extractionState != "stale" }
        func entries(_ language: String) -> [LintEntry] {
            translatable.compactMap { entry in
                let localization = entry.localization(language)
                let keyLocation = SourceLocation(line: max(entry.line, 1), column: max(entry.column, 1))
                if let unit = localization?.stringUnit, localization?.substitutions.isEmpty ?? true {
                    return LintEntry(key: entry.key, value: unit.value, keyLocation: keyLocation,
                                     valueLocation: unit.line > 0 ? SourceLocation(line: unit.line, column: unit.column) : keyLocation)
                }
                // The source language's text defaults to the key itself.
                if language == catalog.sourceLanguage, localization == nil {
                    return LintEntry(key: entry.key, value: entry.key, keyLocation: keyLocation, valueLocation: keyLocation)
                }
                return nil
            }
        }
        let base = entries(catalog.sourceLanguage)
        let baseByKey = Dictionary(base.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // (Each localization of a catalog stands alone: a language's plural variations cover no other language.)
        func pluralKeys(_ language: String) -> Set<String> {
            Set(translatable.filter { entry in
                entry.localization(language).map { !$0.plural.isEmpty || !$0.substitutions.isEmpty } ?? false
            }.map(\.key))
        }
        // The source language's texts are read by its users too ("1 minutes left").
        var source = TableLintInput(entries: base, path: shown, language: catalog.sourceLanguage, isBase: true)
        source.pluralKeys = pluralKeys(catalog.sourceLanguage)
        var findings = PluralFormsAbsentRule.check(source)
        for language in catalog.languages where language != catalog.sourceLanguage {
            let translated = entries(language)
            var input = TableLintInput(entries: translated, path: shown, language: language, baseEntries: base,
                                       basePath: shown, baseLanguage: catalog.sourceLanguage)
            input.isDevelopmentLanguage = false
            input.pluralKeys = pluralKeys(language)
            let present = Set(translated.map(\.key))
            // A translation written as variations (plural forms, devices) is no plain text for the table rules,
            // but the language has it: no key is missing (Chinendar's en "%lld reminder"/"%lld reminders").
            let varied = Set(translatable.filter { entry in
                entry.localization(language).map { !$0.plural.isEmpty || !$0.devices.isEmpty || !$0.substitutions.isEmpty } ?? false
            }.map(\.key))
            for var finding in LintRules.check(input) {
                if finding.ruleID == MissingKeyRule.description.id, let key = finding.key, varied.contains(key) { continue }
                // A key the language lacks is found at the catalog's entry for it, not at the first translation.
                if let key = finding.key, !present.contains(key), let location = baseByKey[key]?.keyLocation {
                    finding.line = location.line
                    finding.column = location.column
                }
                findings.append(finding)
            }
        }
        return findings
    }

    func syntaxError(_ message: String, shown: String, line: Int, column: Int, fix: String) -> Finding {
        Finding(ruleID: SyntaxErrorRule.description.id, severity: .error, message: message, file: shown,
                line: max(line, 1), column: max(column, 1), language: "", fix: fix)
    }
}
