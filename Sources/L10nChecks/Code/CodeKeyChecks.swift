import Foundation
import L10nProject
import L10nSource
import L10nStrings
import L10nText

/// The checks of the strings the app's code looks up (`NSLocalizedString`, `String(localized:)`, SwiftUI
/// `Text`…) against each language's tables: a key a translation lacks (its users see the development text,
/// or the key itself), a translation whose format specifiers do not match what the call passes, and calls
/// whose key no check can read.
public struct CodeKeyChecks {
    public let workspace: Workspace
    public let code: CodeContext
    public let developmentLanguage: String
    public let allFiles: Bool
    /// The keys the development language's and `Base.lproj` tables of each name hold (``developmentTablesHold(_:table:)``).
    private let heldKeys = OnceCache<Set<String>>()
    /// What ``bundlesWithout(_:table:)`` finds, by language and table.
    private let bundlesWithoutLanguage = OnceCache<[(root: String, keys: Set<String>)]>()
    /// ``moduleRoot(of:)``, by folder.
    private let moduleRoots = OnceCache<String>()
    /// ``resourceBundleKeys(_:)`` by table name.
    private let resourceBundleKeyCache = OnceCache<Set<String>>()
    /// Whether a text of the development language reads the same in a language (``untranslatedDefaultValue(_:language:table:files:)``):
    /// the app's name (or its maker's), alone or beside words the app's own translations into that language use or its
    /// dictionary has (``VerifyPipeline/readsAsTheTranslationsWords(_:_:)``).
    public var readsTheSame: (_ text: String, _ language: String) -> Bool = { _, _ in false }

    public init(workspace: Workspace, code: CodeContext, developmentLanguage: String, allFiles: Bool) {
        self.workspace = workspace
        self.code = code
        self.developmentLanguage = developmentLanguage
        self.allFiles = allFiles
    }

    /// Where code compiled from the source at `path` finds its strings (see
    /// ``XcodeProjectSet/lookupScope(ofSource:)``), asked once per path.
    func lookupScope(ofSource path: String, cache: inout [String: LookupScope?]) -> LookupScope? {
        if let known = cache[path] { return known }
        let scope = workspace.xcode?.lookupScope(ofSource: URL(fileURLWithPath: path))
        cache[path] = scope
        return scope
    }

    /// ``Workspace/mainBundleScope(ofPackageSource:)`` of `path`, asked once per file.
    func mainBundleScope(ofPackageSource path: String, cache: inout [String: LookupScope?]) -> LookupScope? {
        if let known = cache["main|" + path] { return known }
        let scope = workspace.mainBundleScope(ofPackageSource: URL(fileURLWithPath: path))
        cache["main|" + path] = scope
        return scope
    }

    /// ``XcodeProjectSet/mainBundleScope(ofLibrarySource:)`` of `path`, asked once per file.
    func mainBundleScope(ofLibrarySource path: String, cache: inout [String: LookupScope?]) -> LookupScope? {
        if let known = cache["library|" + path] { return known }
        let scope = workspace.xcode?.mainBundleScope(ofLibrarySource: URL(fileURLWithPath: path))
        cache["library|" + path] = scope
        return scope
    }

    /// Whether the source at `path` is a library's, run in the app's process with the app's bundle as its main bundle: a
    /// linked Swift package's, or one only frameworks compile (see ``mainBundleScopes(ofLibrarySource:cache:)``).
    func isLibraryCode(_ path: String, cache: inout [String: [LookupScope]]) -> Bool {
        workspace.isInLinkedPackage(URL(fileURLWithPath: path)) || !mainBundleScopes(ofLibrarySource: path, cache: &cache).isEmpty
    }

    /// The languages the tables of the frameworks `scope`'s targets embed or link speak (their own bundles'): OBAKit's
    /// twelve, in OneBusAway's app whose own bundle holds only InfoPlist tables. Worked out once per scope.
    func frameworkLanguages(of scope: LookupScope, cache: inout [LookupScope: Set<LanguageCode>]) -> Set<LanguageCode> {
        if let known = cache[scope] { return known }
        var languages = Set<LanguageCode>()
        if let project = workspace.xcode?.projects.first(where: { $0.url == scope.project }) {
            let apps = project.targets.filter { scope.targets.contains($0.name) }
            let products = apps.reduce(into: Set<String>()) { $0.formUnion($1.embeddedProducts.union($1.linkedProducts)) }
            for framework in project.targets where framework.isLibrary && framework.product.map(products.contains) == true {
                languages.formUnion(framework.resources.compactMap(\.lprojName).filter { $0 != "Base" }.compactMap(LanguageCode.init))
            }
        }
        cache[scope] = languages
        return languages
    }

    /// ``XcodeProjectSet/mainBundleScopes(ofLibrarySource:)`` of `path`: the apps, one per project, whose bundle is the
    /// main bundle of a framework's code, asked once per file.
    func mainBundleScopes(ofLibrarySource path: String, cache: inout [String: [LookupScope]]) -> [LookupScope] {
        if let known = cache[path] { return known }
        let scopes = workspace.xcode?.mainBundleScopes(ofLibrarySource: URL(fileURLWithPath: path)) ?? []
        cache[path] = scopes
        return scopes
    }

    /// The bundle `Bundle.main` is for the code at `path`, whose tables `NSLocalizedString`, `Text` and `String(localized:)`
    /// read unless told another bundle: for a framework's code, the apps and extensions that embed or link it (ghostery's
    /// `Shared`); for other code a target compiles, that target's; for a Swift package's the app links, the targets
    /// linking it (omnivore's and NeoDB's `Text("…")` in their packages' views). Nil when none is known.
    func mainBundleScope(ofSource path: String, cache: inout [String: LookupScope?]) -> LookupScope? {
        if let library = mainBundleScope(ofLibrarySource: path, cache: &cache) { return library }
        if let own = lookupScope(ofSource: path, cache: &cache) { return own }
        return workspace.isInLinkedPackage(URL(fileURLWithPath: path)) ? mainBundleScope(ofPackageSource: path, cache: &cache) : nil
    }

    /// Findings for `languages` (folder names), sorted.
    public func findings(languages: [String]) -> [Finding] {
        guard code.hasSources else { return [] }
        let calls = workspace.sourceIndex.localizedStrings
        var findings: [Finding] = []
        for uncheckable in calls.uncheckable {
            findings.append(Finding(
                ruleID: CodeRules.dynamicKey.id, severity: CodeRules.dynamicKey.defaultSeverity,
                message: "\(uncheckable.function)(\(uncheckable.argument), …): \(uncheckable.reason); no check can tell whether the tables have it",
                file: workspace.relativePath(URL(fileURLWithPath: uncheckable.path)), line: max(uncheckable.location.line, 1),
                column: max(uncheckable.location.column, 1), language: "", fix: CodeRules.dynamicKey.fix))
        }
        // Code finds its strings in the bundles of the targets that compile it (an extension's in its own
        // tables). Calls are grouped by those targets; code no Xcode target compiles (no project, or
        // --all-files) looks in every table the workspace has.
        var scopes: [String: LookupScope?] = [:]
        var groups: [String: CallGroup] = [:]
        var appScopes: [String: [LookupScope]] = [:]
        var frameworkLanguageCache: [LookupScope: Set<LanguageCode>] = [:]
        let declaringFiles = workspace.sourceIndex.declaringFiles
        for call in calls.calls {
            // A call naming another class's bundle reads the tables of the target compiling that class (Keyman's
            // app reading its engine framework's strings with `Bundle(for: Manager.self)`).
            let home = call.bundleClass.flatMap { declaringFiles[$0]?.sorted().first } ?? call.path
            let scope = call.readsMainBundle ? mainBundleScope(ofSource: home, cache: &scopes) : lookupScope(ofSource: home, cache: &scopes)
            // A linked package's lookup that names a bundle (`bundle: .module`), or a wrapper's or accessor's, whose bundle
            // its own code names, is checked against no table, rather than against every table of that name (an intents
            // extension's catalog for PocketKit's strings); so is one no target linking the package reads.
            if scope == nil, workspace.xcode != nil, workspace.isInLinkedPackage(URL(fileURLWithPath: home)) { continue }
            func key(_ scope: LookupScope?) -> String { scope.map { $0.project.path + "|" + $0.targets.joined(separator: ",") } ?? "" }
            groups[key(scope), default: CallGroup(scope: scope)].add(call)
            // Code runs in every project's build of it, one brand's app per project (OneBusAway's and KiedyBus's): a
            // framework's in each app that embeds it, a target's own in each project's target.
            if let scope, workspace.xcode?.projects.count ?? 0 > 1 {
                let apps = call.readsMainBundle ? mainBundleScopes(ofLibrarySource: home, cache: &appScopes) : []
                for other in apps.isEmpty ? workspace.xcode?.lookupScopes(ofSource: URL(fileURLWithPath: home)) ?? [] : apps where other != scope {
                    groups[key(other), default: CallGroup(scope: other)].add(call)
                }
            }
        }
        let development = LanguageCode(developmentLanguage)
        let unseen = unseenLookups()
        // The languages the tables of the linked Swift packages' targets speak (their own `Bundle.module`).
        let packageLanguages = Set(workspace.groups.filter { workspace.isInLinkedPackage($0.directory.appendingPathComponent("Localizable.strings")) }
            .flatMap { group in group.languages.filter { !group.tables(in: $0).isEmpty }.compactMap(LanguageCode.init) })
        var seen = Set<String>()
        func add(_ finding: Finding) {
            if seen.insert([finding.ruleID, finding.file, finding.language, finding.key ?? "", finding.message].joined(separator: "|")).inserted {
                findings.append(finding)
            }
        }
        for groupKey in groups.keys.sorted() {
            let group = groups[groupKey]!
            let tableNames = Array(Set(group.firstCalls.map(\.table))).sorted()
            // The keys of the tables wrappers fall back to, by table and language.
            var fallbackKeys: [String: Set<String>] = [:]
            func foundInFallback(_ call: LocalizedStringCall, _ language: String) -> Bool {
                call.fallbackTables.contains { name in
                    let id = name + "|" + language
                    if fallbackKeys[id] == nil {
                        fallbackKeys[id] = Set(lookupTables(named: name, language: language, scope: group.scope).flatMap(\.keys))
                    }
                    return fallbackKeys[id]!.contains(call.key)
                }
            }
            // The lookups of `table` whose fallback (the key, or the call's value) is not already written in the
            // language ("抱歉" needs no zh-Hans table to read right), nor found in a table the wrapper looks in next.
            func needing(_ table: String, _ language: String) -> Int {
                group.order.filter { id in
                    guard let call = group.call(id), call.table == table else { return false }
                    // (A module's bundle without the language, beside the code, shows its own text: ``keysOfBundleWithout(_:for:)``.)
                    if group.scope == nil, keysOfBundleWithout(language, for: call) != nil { return false }
                    // (Nor does a lookup naming a bundle whose table a resource bundle holds with its key: MyCast's crash
                    // reporter reads `Quincy.strings` from its `Quincy.bundle`, which no main bundle's table stands for. A
                    // class's bundle, `Bundle(for: Self.self)`, is the targets' to tell.)
                    if call.namesBundle, resourceBundleKeys(call.table).contains(call.key) { return false }
                    return !TextLanguage.isWritten(call.developmentValue, inScriptOf: language, notOf: developmentLanguage)
                        && !foundInFallback(call, language) && !isNeverShown(call, in: group, unseen: unseen)
                }.count
            }
            // The languages an extension without a table leaves in the development language, by table.
            var extensionGaps: [String: [String]] = [:]
            // The languages the app's bundle has no table of any language for, while linked packages' code looks it up
            // there, by table.
            var packageGaps: [String: [String]] = [:]
            // And those for which the bundle's other tables translate the app, with those tables' names, by table.
            var ownGaps: [String: [String]] = [:]
            var ownGapTables: [String: Set<String>] = [:]
            // The tables linked packages' code of this group looks up, worked out when first asked.
            var packageCallTables: Set<String>?
            let appLanguages = group.scope.flatMap { extensionOnly($0) ? applicationLanguages(besides: $0) : nil }
            for language in languages where language != "Base" && LanguageCode(language) != development {
                for table in tableNames {
                    let files: [TableFile]
                    if let scope = group.scope {
                        // A bundle without the language shows the development language throughout: consistent, not a gap.
                        // So does one whose only tables in the language are a bundled library's (``CodeContext/isLibraryTable(_:in:)``).
                        // (A String Catalog that translates into the language gives the bundle that language too.)
                        // Not so an extension beside an app that speaks the language: its widget or share sheet reads
                        // in the development language amid the app's translated screens, one gap for all such languages.
                        guard let code = LanguageCode(language), scope.resources.contains(where: { file in
                            guard let url = file.url else { return false }
                            if url.pathExtension == "xcstrings" { return catalogTable(url, language: language) != nil }
                            guard let name = file.lprojName, LanguageCode(name) == code else { return false }
                            return !self.isLibraryTable(at: url)
                        }) else {
                            // (A regional variant, de-CH, reads its language's table, de, where the extension has one: a
                            // `.strings` file or a String Catalog of that name, VoiceMemo's Live Activity's `en` for en-IN.)
                            func readsItsLanguage(_ code: LanguageCode) -> Bool {
                                guard let base = LanguageCode(String(code.language)), base != code else { return false }
                                return !scope.tables(named: table, language: base).isEmpty || scope.resources.contains { file in
                                    guard let url = file.url, url.pathExtension == "xcstrings", url.deletingPathExtension().lastPathComponent == table else { return false }
                                    return catalogTable(url, language: base.identifier) != nil
                                }
                            }
                            if let appLanguages, let code = LanguageCode(language), appLanguages.contains(code), needing(table, language) > 0,
                               !readsItsLanguage(code) {
                                extensionGaps[table, default: []].append(language)
                            }
                            continue
                        }
                        let listed = scope.tables(named: table, language: code)
                        let catalogs = scope.catalogs(named: table).compactMap { catalogTable($0, language: language) }
                        if listed.isEmpty && catalogs.isEmpty {
                            // A regional variant (de-CH) without the table gets its language's (de), as the bundle
                            // searches region, then language, then the development region.
                            let parent = LanguageCode(String(code.language))
                            let parentHasIt = parent != code && parent.map { !scope.tables(named: table, language: $0).isEmpty } ?? false
                            let used = needing(table, language)
                            if !parentHasIt, used > 0, scope.hasTable(named: table), let url = missingTableURL(table, language: language, code: code, scope: scope) {
                                add(missingTableFinding(table: table, language: language, url: url, used: used))
                            } else if !parentHasIt, used > 0, !scope.hasTable(named: table) {
                                // A bundle with no such table in any language shows those lookups in the development language.
                                // That is the app throughout where nothing else is translated (a bundle whose only tables name
                                // the app and its prompts); not where its other tables translate its screens (NeoDB's
                                // `Text("Loading...")` beside its Item and Settings tables), nor where a linked package whose
                                // own tables speak the language mixes them into translated screens (omnivore's
                                // `Text("Logging out...")` beside its German `LocalText`). The other tables are ones its code
                                // looks up: an app whose code translates nothing (a storyboard's table aside) has shown no way of
                                // translating it, and a slice of an app with only its storyboards' tables (the corpora's
                                // KeePassium) may have left the table out.
                                let others = translatedOtherTables(scope, language: language, besides: table).filter(tableNames.contains)
                                if !others.isEmpty {
                                    ownGaps[table, default: []].append(language)
                                    ownGapTables[table, default: []].formUnion(others)
                                } else if packageLanguages.contains(code) || frameworkLanguages(of: scope, cache: &frameworkLanguageCache).contains(code) {
                                    if packageCallTables == nil {
                                        packageCallTables = Set(group.firstCalls.filter { isLibraryCode($0.path, cache: &appScopes) }.map(\.table))
                                    }
                                    if packageCallTables?.contains(table) == true { packageGaps[table, default: []].append(language) }
                                }
                            }
                            continue
                        }
                        // The project names a table the disk lacks (a slice of the repository): the app has it,
                        // nobody can read it here.
                        guard listed.allSatisfy({ $0.url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }) else { continue }
                        files = (listed.compactMap { $0.url.flatMap(tableFile) } + catalogs).sorted { $0.shown < $1.shown }
                    } else {
                        files = tables(named: table, language: language)
                        let parent = LanguageCode(language).flatMap { code in LanguageCode(String(code.language)).flatMap { $0 == code ? nil : $0 } }
                        if files.isEmpty, let parent, !tables(named: table, language: parent.raw).isEmpty { continue }
                        guard !files.isEmpty else {
                            // The language is translated (it has other tables) but not this one: every string the code
                            // looks up in it shows in the development language.
                            let used = needing(table, language)
                            // (Not where only a bundled library's tables speak it: ``CodeContext/isLibraryTable(_:in:)``.)
                            if let folder = workspace.groups.lazy.compactMap({ group -> URL? in
                                guard let folderName = LanguageCode(language).flatMap(group.language(matching:)),
                                      group.tables(in: folderName).contains(where: { !self.code.isLibraryTable($0, in: group.directory) }) else { return nil }
                                return group.folder(for: folderName)
                            }).first, used > 0 {
                                add(missingTableFinding(table: table, language: language, url: folder.appendingPathComponent("\(table).strings"), used: used))
                            }
                            continue
                        }
                    }
                    let keys = Set(files.flatMap { $0.keys })
                    let home = files[0]
                    for id in group.order {
                        guard let call = group.call(id), call.table == table else { continue }
                        let callPlace = RelatedLocation(file: workspace.relativePath(URL(fileURLWithPath: call.path)), line: call.keyLocation.line,
                                                        column: call.keyLocation.column, note: "the \(call.function) call that looks it up")
                        // (A key of values only, `%lld`, that a language lacks shows the values: the same in every language. So
                        // does a key without a letter, Itori's `Text(" ")`.)
                        guard keys.contains(call.key) || foundInFallback(call, language) || call.interpolatedKey?.hasWords == false
                            || (group.scope == nil && keysOfBundleWithout(language, for: call)?.contains(call.key) == true)
                            || !call.key.contains(where: \.isLetter) else {
                            add(Finding(
                                ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                                message: Self.missingKeyMessage(call, language: language, table: table, keys: keys,
                                                                fallbackText: call.fallsBackToAnotherBundle ? developmentText(call, table: table, group: group) : nil),
                                file: home.shown, line: home.endLine, column: 1, language: language, key: call.key,
                                related: [callPlace], fix: "Add the key to the \(language) table with its translation (l10nlayout extract --code adds missing keys)"))
                            continue
                        }
                        if let arguments = call.formatArgumentCount, let (file, entry) = files.firstEntry(call.key) {
                            let specifiers = FormatSpecifier.argumentTypes(of: entry.value)
                            let needed = specifiers.keys.max() ?? 0
                            // ("% @" and "% d", spaced as machine translation writes them, are %@ and %d with a space
                            // flag to NSString.)
                            if needed != arguments, FormatSpecifier.argumentTypes(of: entry.value, spaceFlag: true).keys.max() ?? 0 != arguments,
                               FormatSpecifier.argumentTypes(of: entry.value, spacedConversions: true).keys.max() ?? 0 != arguments {
                                let reads = needed > arguments
                                // (A wrapper that formats every text with the app's name, Pin It's `AppInfo.localized`: a text
                                // without the name drops nothing.)
                                if !reads, call.formatsWithWrapperArguments { continue }
                                // A value that reads no fewer than the development language's text drops nothing that text
                                // shows (ProProthese passes a count to "You have reached your goal today!" in every
                                // language): the extra argument is the code's, not the translation's.
                                let asDevelopment = !reads && needed >= developmentSpecifierCount(call, table: table, group: group)
                                var finding = Self.argumentCountFinding(call, arguments: arguments, needed: needed, language: language,
                                                                        file: file, entry: entry, callPlace: callPlace,
                                                                        fewer: "; users do not see every value")
                                if asDevelopment {
                                    finding.severity = .info
                                    finding.message += " (nor do the development language's: its text reads no more)"
                                }
                                add(finding)
                            }
                        } else if let finding = specifiersAgainstDevelopmentValue(call, language: language, table: table, files: files,
                                                                                   callPlace: callPlace) {
                            add(finding)
                        }
                        if let finding = untranslatedDefaultValue(call, language: language, table: table, files: files) { add(finding) }
                    }
                }
            }
            if let scope = group.scope {
                for table in extensionGaps.keys.sorted() { extensionTableFinding(scope, table: table, group: group, languages: extensionGaps[table]!).map(add) }
                for table in ownGaps.keys.sorted() {
                    extensionTableFinding(scope, table: table, group: group, languages: ownGaps[table]!,
                                          gap: .otherTablesTranslate(ownGapTables[table, default: []].sorted())).map(add)
                }
                // (Where the bundle's own tables make one finding of the table, the packages' lookups are in it.)
                for table in packageGaps.keys.sorted() where ownGaps[table] == nil {
                    extensionTableFinding(scope, table: table, group: group, languages: packageGaps[table]!, gap: .linkedPackages).map(add)
                }
            }
            let checksDevelopment = languages.contains { LanguageCode($0) == development }
            developmentTableGaps(group, developmentChecked: checksDevelopment).forEach(add)
        }
        return Finding.sorted(findings)
    }

    /// What a missing-key finding of `call` says: the key and what users see instead; for a key built from an
    /// interpolating literal, the literal, the specifier a value of unknown type is given, and the entry written
    /// with other specifiers that the lookup never finds (`"of %d"` for an `Int`'s `"of %lld"`).
    /// With `fallbackText`, the lookup falls back to another language's bundle (``LocalizedStringCall/fallsBackToAnotherBundle``)
    /// and users read the development language's text, when its table has one.
    static func missingKeyMessage(_ call: LocalizedStringCall, language: String, table: String, keys: Set<String>, fallbackText: String? = nil) -> String {
        let place = "is missing from the \(language) \(table) table, so \(language) users see"
        if let fallbackText, call.interpolatedKey == nil {
            return "key '\(call.key)' that the code looks up \(place) the text of the table it falls back to, \"\(fallbackText)\", untranslated"
        }
        guard let interpolated = call.interpolatedKey else {
            return "key '\(call.key)' that the code looks up \(place) \"\(call.developmentValue)\""
        }
        let near = interpolated.nearMiss(in: keys).map { "; the table has '\($0)', which the lookup never finds, as a key holds each value's specifier by its type" } ?? ""
        if interpolated.isCertain {
            return "key '\(call.key)' that the code looks up for \(interpolated.written) \(place) it in the development language\(near)"
        }
        return "the key the code looks up for \(interpolated.written) ('\(call.key)', its specifiers by the values' types) \(place) it in the development language\(near)"
    }

    /// How many arguments the development language's text of `call` reads: its table's value, else the call's
    /// own text (the key, or its default value).
    func developmentSpecifierCount(_ call: LocalizedStringCall, table: String, group: CallGroup) -> Int {
        let text = developmentText(call, table: table, group: group) ?? call.developmentValue
        return FormatSpecifier.argumentTypes(of: text).keys.max() ?? 0
    }

    /// Whether the development language's table or a `Base.lproj` one holds `call`'s key: then the table linting compares
    /// the translations with that text, which iOS shows, not with the code's default value.
    /// (Asked of the tables of that name anywhere in the folder, read once per name: a key some such table holds is not
    /// judged against the code's default value.)
    func developmentTablesHold(_ call: LocalizedStringCall, table: String) -> Bool {
        heldKeys.value(for: table) {
            var keys = Set<String>()
            let development = LanguageCode(developmentLanguage)
            for group in workspace.groups {
                let folders = ["Base"] + (development.flatMap(group.language(matching:)).map { [$0] } ?? [])
                for folder in folders where group.hasTable(table, in: folder) {
                    if case .success(let file) = workspace.table(group.tableURL(table, language: folder)) { keys.formUnion(file.entries.map(\.key)) }
                }
            }
            return keys
        }.contains(call.key)
    }

    /// The development language's table value for `call`'s key, nil when its table lacks it.
    func developmentText(_ call: LocalizedStringCall, table: String, group: CallGroup) -> String? {
        let files: [TableFile]
        if let scope = group.scope {
            files = LanguageCode(developmentLanguage).map { code in scope.tables(named: table, language: code).compactMap { $0.url.flatMap(tableFile) } } ?? []
        } else {
            files = tables(named: table, language: developmentLanguage)
        }
        return files.firstEntry(call.key)?.entry.value
    }

    /// The keys shaped like identifiers (`CredentialError`, `INIT_TITLE`, `login.title`) that the code looks
    /// up without a default value and the development language's own table lacks, while that table names its
    /// other keys so: every user whose language lacks the key too, the development language's first, reads the
    /// identifier itself (`NSLocalizedString` returns the key). A key that is a text ("Cancel") shows that text.
    /// With `developmentChecked` (the development language is among those checked), also the keys written in another
    /// of the app's languages that the table lacks (``foreignLanguage(of:)``), and the values that read another
    /// number of arguments than their lookups pass.
    func developmentTableGaps(_ group: CallGroup, developmentChecked: Bool = true) -> [Finding] {
        let development = LanguageCode(developmentLanguage)
        var gaps: [Finding] = []
        for table in Array(Set(group.firstCalls.map(\.table))).sorted() {
            let files: [TableFile]
            if let scope = group.scope {
                guard let code = development else { return [] }
                files = scope.tables(named: table, language: code).compactMap { $0.url.flatMap(tableFile) }
            } else {
                files = tables(named: table, language: developmentLanguage)
            }
            // A catalog written in the development language builds its table from every key: an entry without a
            // development value reads as its key (Cisum's Chinese keys in a catalog whose source language is English).
            // One marked not to translate (Raindrop's "https://" prompt) is meant to read as its key in every language.
            let catalogURLs = group.scope.map { $0.catalogs(named: table) }
                ?? workspace.catalogs.filter { $0.deletingPathExtension().lastPathComponent == table && (allFiles || workspace.ships($0)) }
            let catalogs = catalogURLs
                .compactMap { url -> (shown: String, keysAsValues: Set<String>)? in
                    guard case .success(let catalog) = workspace.catalog(url), LanguageCode(catalog.sourceLanguage) == development else { return nil }
                    let bare = catalog.entries.filter { entry in entry.shouldTranslate && (entry.localization(developmentLanguage)?.stringUnit?.value ?? "").isEmpty
                        && entry.localization(developmentLanguage)?.plural.isEmpty != false }
                    return (workspace.relativePath(url), Set(bare.map(\.key)))
                }
            var readAsKeys = Set<String>()
            if developmentChecked, let catalog = catalogs.first(where: { !$0.keysAsValues.isEmpty }) {
                let bare = catalogs.reduce(into: Set<String>()) { $0.formUnion($1.keysAsValues) }
                for id in group.order {
                    guard let call = group.call(id), call.table == table, bare.contains(call.key), call.interpolatedKey?.hasWords != false,
                          let other = foreignLanguage(of: call.key), readAsKeys.insert(call.key).inserted else { continue }
                    gaps.append(Finding(
                        ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                        message: "key '\(call.key)' that the code looks up has no \(developmentLanguage) value in the \(table) catalog, the development "
                            + "language's own, so its users read it as written, in \(other)",
                        file: catalog.shown, line: 1, column: 1, language: developmentLanguage, key: call.key,
                        related: [RelatedLocation(file: workspace.relativePath(URL(fileURLWithPath: call.path)), line: call.keyLocation.line,
                                                  column: call.keyLocation.column, note: "the \(call.function) call that looks it up")],
                        fix: "Add the \(developmentLanguage) text users should read to the catalog"))
                }
            }
            // (A catalog of the table beside them holds keys too: Itori's Localizable.xcstrings beside an unlocalized
            // Localizable.stringsdict.)
            let catalogKeys = catalogURLs.compactMap { catalogTable($0, language: developmentLanguage)?.keys }
            let keys = Set(files.flatMap(\.keys)).union(catalogKeys.joined())
            guard let home = files.first else { continue }
            // A table whose keys are texts, or none of whose keys the code says, is no scheme to hold the code to.
            let identifierScheme = keys.contains(where: Self.isIdentifierKey)
            func gap(_ call: LocalizedStringCall, users: String, fix: String) -> Finding {
                Finding(
                    ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                    message: "key '\(call.key)' that the code looks up is missing from the \(developmentLanguage) \(table) table, the development "
                        + "language's own, so its users \(users)",
                    file: home.shown, line: home.endLine, column: 1, language: developmentLanguage, key: call.key,
                    related: [RelatedLocation(file: workspace.relativePath(URL(fileURLWithPath: call.path)), line: call.keyLocation.line,
                                              column: call.keyLocation.column, note: "the \(call.function) call that looks it up")],
                    fix: fix)
            }
            // The other languages' tables of this name, read once for the lookups below.
            var translations: [TableFile]?
            for id in group.order where developmentChecked {
                // A development text that reads more arguments than the lookup passes reads past them: every user
                // whose language lacks the key, the development language's first (Joyfl's English notification
                // with two %@ for the one name the code passes; its Korean text reads one). One that reads fewer
                // drops a value the translations show (thrustr's English "hours ago", its last entry of the key,
                // where Spanish reads "hace %d hrs"); with no translation reading it, the value is the code's extra.
                guard let call = group.call(id), call.table == table, let arguments = call.formatArgumentCount,
                      let (file, entry) = files.firstEntry(call.key) else { continue }
                let needed = FormatSpecifier.argumentTypes(of: entry.value, spaceFlag: true).keys.max() ?? 0
                guard needed != arguments else { continue }
                if needed < arguments {
                    // (The app's name a wrapper formats every text with: a text without it drops nothing.)
                    if call.formatsWithWrapperArguments { continue }
                    if translations == nil {
                        translations = workspace.languages.filter { $0 != "Base" && LanguageCode($0) != development }.sorted()
                            .flatMap { lookupTables(named: table, language: $0, scope: group.scope) }
                    }
                    guard translations?.contains(where: { file in
                        file.entry(call.key).map { (FormatSpecifier.argumentTypes(of: $0.value).keys.max() ?? 0) == arguments } ?? false
                    }) == true else { continue }
                }
                gaps.append(Self.argumentCountFinding(call, arguments: arguments, needed: needed, language: developmentLanguage, file: file, entry: entry,
                                                      callPlace: RelatedLocation(file: workspace.relativePath(URL(fileURLWithPath: call.path)),
                                                                                 line: call.keyLocation.line, column: call.keyLocation.column,
                                                                                 note: "the \(call.function) call that looks it up"),
                                                      fewer: ", which other languages show: its users do not see every value"))
            }
            for id in group.order {
                guard let call = group.call(id), call.table == table, !keys.contains(call.key), call.developmentValue == call.key,
                      call.interpolatedKey?.hasWords != false, !readAsKeys.contains(call.key),
                      !(group.scope == nil && keysOfBundleWithout(developmentLanguage, for: call)?.contains(call.key) == true) else { continue }
                if Self.isIdentifierKey(call.key) {
                    if identifierScheme { gaps.append(gap(call, users: "see the key itself", fix: "Add the key to the \(developmentLanguage) table with the text users should read")) }
                } else if developmentChecked, let other = foreignLanguage(of: call.key) {
                    // A key written in another of the app's languages (KafeCam's "Iniciar sesión", Foodies' Turkish
                    // tabs, in apps whose development region says English and whose English table lacks them) is
                    // what the development language's users read.
                    gaps.append(gap(call, users: "read it as written, in \(other)", fix: "Add the key to the \(developmentLanguage) table with its translation"))
                }
            }
        }
        return gaps
    }

    /// A value of `language` that reads another number of arguments than the text the development language shows for
    /// `call`, when the code's own text is that text: its default value (or its key) and the development table lacks the
    /// key, so no table linting sees the two side by side. The code formats its text with as many values as it reads
    /// (HalloApp's `NSLocalizedString("block.title", value: "Block %@", …)`, formatted through a variable): a Persian
    /// value written `@%` shows no name, one that reads more reads past the values. Nil for a lookup whose arguments are
    /// known (checked against them instead), one whose key is built from an interpolation (its values are the
    /// specifiers), and a key a `.stringsdict` holds, whose format that table gives.
    func specifiersAgainstDevelopmentValue(_ call: LocalizedStringCall, language: String, table: String, files: [TableFile],
                                           callPlace: RelatedLocation) -> Finding? {
        guard call.formatArgumentCount == nil, call.interpolatedKey == nil, call.valueLookupKey == nil, call.form != .generatedAccessor,
              !call.formatsWithWrapperArguments,
              let (file, entry) = files.firstEntry(call.key),
              file.shown.hasSuffix(".strings") else { return nil }
        let reference = call.developmentValue
        let expected = FormatSpecifier.argumentTypes(of: reference).keys.max() ?? 0
        guard expected > 0 else { return nil }
        // (Read as NSString reads it, spaced or not: "% @" is %@ with a space flag.)
        let counts = [FormatSpecifier.argumentTypes(of: entry.value), FormatSpecifier.argumentTypes(of: entry.value, spaceFlag: true),
                      FormatSpecifier.argumentTypes(of: entry.value, spacedConversions: true)].map { $0.keys.max() ?? 0 }
        guard !counts.contains(expected), let needed = counts.first,
              !files.contains(where: { $0.keys.contains(call.key) && $0.entry(call.key) == nil }),
              !developmentTablesHold(call, table: table) else { return nil }
        let reads = needed > expected
        return Finding(
            ruleID: FormatSpecifierMismatchRule.description.id, severity: reads ? .error : .warning,
            message: "the \(language) value of '\(call.key)' reads \(needed) argument\(needed == 1 ? "" : "s") but the development language's text, "
                + "the code's own \"\(Finding.excerpt(reference, length: 40))\", reads \(expected)"
                + (reads ? ", so it reads past the values the code passes: it crashes or shows garbage" : "; users do not see every value"),
            file: file.shown, line: entry.location.line, column: entry.location.column, language: language, key: call.key,
            related: [callPlace], fix: FormatSpecifierMismatchRule.description.fix)
    }

    /// A value of `language` that repeats word for word the code's own default value of `call`, the text the development
    /// language shows, where the development table lacks the key, so no table linting compares the two: HalloApp's
    /// Brazilian "You created the group <$groupname$>", the English default of its lookup. Its users read it
    /// untranslated, as they would a copied base text: a warning where its words are the development language's and not
    /// the language's own (``VerifyPipeline/readsUntranslated(_:development:language:)``), nor the app's name, alone or
    /// with words its own translations use (``readsTheSame``: Frame Grabber's German "Frame Grabber: Feedback").
    func untranslatedDefaultValue(_ call: LocalizedStringCall, language: String, table: String, files: [TableFile]) -> Finding? {
        // (A regional variant of the development language, en-GB in an English app, reads it as its own.)
        guard let tag = LanguageCode(language), tag.language != LanguageCode(developmentLanguage)?.language,
              let value = call.value, !value.isEmpty, value != call.key,
              let (file, entry) = files.firstEntry(call.key),
              file.shown.hasSuffix(".strings"), entry.value == value,
              VerifyPipeline.readsUntranslated(value, development: developmentLanguage, language: language),
              // (A host name is written the same in every language, as a document's or a missing key's is: HalloApp's "x.com".)
              !VerifyPipeline.isHostNameText(value), !readsTheSame(value, language),
              !developmentTablesHold(call, table: table) else { return nil }
        var finding = VerifyPipeline.untranslatedText(value, key: call.key, language: language, development: developmentLanguage, file: file.shown,
                                                      line: entry.location.line, column: entry.location.column, objectID: nil, className: nil)
        finding.message += " (the code's own default value: the development language's table does not have the key)"
        return finding
    }

    /// That the code passes `arguments` to `call`'s format and `language`'s value reads `needed`: an error when it
    /// reads more (past the arguments), else a warning whose message ends with `fewer`.
    static func argumentCountFinding(_ call: LocalizedStringCall, arguments: Int, needed: Int, language: String, file: TableFile,
                                     entry: (value: String, location: SourceLocation), callPlace: RelatedLocation, fewer: String) -> Finding {
        let reads = needed > arguments
        return Finding(
            ruleID: FormatSpecifierMismatchRule.description.id, severity: reads ? .error : .warning,
            message: "the code passes \(arguments) argument\(arguments == 1 ? "" : "s") to '\(call.key)' but the \(language) value reads \(needed)"
                + (reads ? ", which crashes or shows garbage" : fewer),
            file: file.shown, line: entry.location.line, column: entry.location.column, language: language, key: call.key,
            related: [callPlace], fix: FormatSpecifierMismatchRule.description.fix)
    }

    /// The language a key is written in when it is not the development language: another script (one of the
    /// app's languages writes it, or the script is named), letters only one of the app's other languages
    /// writes, or two thirds of its words (one word of four letters or more) foreign to the development language
    /// and all of them another app language's words. Nil for texts the development language's users read, and for
    /// a language's name in itself.
    func foreignLanguage(of key: String) -> String? {
        // (The catalogs' languages name the script too: `zh-Hans` for a Chinese key of an app with no `.lproj` folder. Not a
        // language only a library's resource bundle has: ``CodeContext/ownLanguages``.)
        // (A lone Latin word only the folders' languages claim: among a catalog's thirty, some dictionary takes Kuna's "Subtask".)
        let lone = TextLanguage.wordsOf(key).count < 2 && TextLanguage.foreignScript(of: key, for: developmentLanguage) == nil
        return Self.foreignLanguage(of: key, development: developmentLanguage, languages: lone ? code.ownLanguages : code.ownAndCatalogLanguages)
    }

    /// ``foreignLanguage(of:)`` for a text of an app whose languages (folders) are `languages`.
    static func foreignLanguage(of key: String, development developmentLanguage: String, languages: [String]) -> String? {
        // A language menu lists each language in itself ("العربية"), whatever the language read.
        guard !TextLanguage.isLanguageName(key) else { return nil }
        // (Not the development language in another spelling or script: Horizon's `zh_CN` is its `zh-Hans` folder.)
        let development = LanguageCode(developmentLanguage)?.language
        let others = languages.filter { $0 != "Base" && LanguageCode($0).map { $0.language != development } ?? false }.sorted()
        if let script = TextLanguage.foreignScript(of: key, for: developmentLanguage) {
            return others.first { TextLanguage.isWritten(key, inScriptOf: $0, notOf: developmentLanguage) } ?? script
        }
        if let language = TextLanguage.languageOfText(key, candidates: others, development: developmentLanguage) { return language }
        // One word counts when it is long enough to be no abbreviation or symbol (KafeCam's "Capturas", FoodFade's
        // "Impostazioni", which no English dictionary holds).
        let words = TextLanguage.wordsOf(key)
        guard words.count >= 2 || words.first.map({ $0.count >= 4 }) == true else { return nil }
        return others.first { TextLanguage.isWrittenInWords(key, of: $0, notOf: developmentLanguage, foreignShare: 2.0 / 3) }
    }

    /// Whether a key is shaped like an identifier, not a text: one word with `_` or an inner `.`, or a camel-cased
    /// word of ten letters or more (`CredentialError`; "iPhone", "YouTube" and "TestFlight" are names users read).
    static func isIdentifierKey(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: { $0.isWhitespace }), key.contains(where: \.isLetter),
              VerifyPipeline.serviceName(key.lowercased()) == nil else { return false }
        let trimmed = key.trimmingCharacters(in: CharacterSet(charactersIn: ".:!?…"))
        if trimmed.contains("_") || trimmed.contains(".") { return true }
        return trimmed.hasCapitalAfterSmallLetter && trimmed.count >= 10
    }

    /// The calls answered by one set of bundles: the first call of each key in each table, in source order
    /// (where a finding's related note points).
    struct CallGroup {
        var scope: LookupScope?
        /// Every call of each key in each table, in source order.
        private var every: [String: [LocalizedStringCall]] = [:]
        var order: [String] = []

        init(scope: LookupScope?) { self.scope = scope }

        /// The first call of the key and table `id`.
        func call(_ id: String) -> LocalizedStringCall? { every[id]?.first }

        /// The first call of each key in each table, in no order.
        var firstCalls: [LocalizedStringCall] { every.values.map { $0[0] } }

        /// The id of `call`'s key and table, by which the group keeps its calls.
        static func id(of call: LocalizedStringCall) -> String { call.table + "\u{1F}" + call.key }

        /// Every call of `call`'s key in its table.
        func calls(like call: LocalizedStringCall) -> [LocalizedStringCall] { every[Self.id(of: call)] ?? [] }

        mutating func add(_ call: LocalizedStringCall) {
            let id = Self.id(of: call)
            if every[id] == nil { order.append(id) }
            every[id, default: []].append(call)
        }
    }

    /// Whether the table at `url` (`…/de.lproj/Name.strings`) is a bundled library's (``CodeContext/isLibraryTable(_:in:)``).
    func isLibraryTable(at url: URL) -> Bool {
        code.isLibraryTable(url.deletingPathExtension().lastPathComponent, in: url.deletingLastPathComponent().deletingLastPathComponent())
    }

    /// Whether every target of `scope` is an extension or a watch app (``XcodeTarget/isExtension``).
    func extensionOnly(_ scope: LookupScope) -> Bool {
        guard let project = workspace.xcode?.projects.first(where: { $0.url == scope.project }) else { return false }
        let targets = project.targets.filter { scope.targets.contains($0.name) }
        return !targets.isEmpty && targets.allSatisfy { $0.isExtension && !$0.isTest }
    }

    /// The languages the iOS applications of `scope`'s project translate a table into (a `.lproj` table of their
    /// own, not a bundled library's, or a String Catalog with strings in the language).
    func applicationLanguages(besides scope: LookupScope) -> Set<LanguageCode> {
        guard let project = workspace.xcode?.projects.first(where: { $0.url == scope.project }) else { return [] }
        var languages = Set<LanguageCode>()
        for target in project.targets where target.isApplication && !target.buildsForAnotherPlatform {
            for file in target.resources {
                guard let url = file.url else { continue }
                if url.pathExtension == "xcstrings", case .success(let catalog) = workspace.catalog(url) {
                    languages.formUnion(catalog.languages.compactMap(LanguageCode.init).filter { $0 != LanguageCode(catalog.sourceLanguage) })
                } else if let name = file.lprojName, ["strings", "stringsdict"].contains(url.pathExtension),
                          !isLibraryTable(at: url),
                          let language = LanguageCode(name) {
                    languages.insert(language)
                }
            }
        }
        return languages
    }

    /// Where the lookups whose text users never see are (`path|location`; see ``UnusedLookup``): a local's always, a
    /// property's only when the sources are the whole app, since a file not at hand could read it.
    func unseenLookups() -> Set<String> {
        let whole = code.hasAllSources
        return Set(workspace.sourceIndex.unusedLookups.filter { $0.holder == .local || whole }.map { "\($0.path)|\($0.location)" })
    }

    /// Whether users never see what `call`'s key looks up: every call of the key is a lookup whose text no code
    /// shows (`unseen`, see ``unseenLookups()``) or in the code of a type that never runs
    /// (``CodeContext/isInNeverRunType(_:)``). Such keys need no table: SwiftGen's accessor of a key no screen reads.
    func isNeverShown(_ call: LocalizedStringCall, in group: CallGroup, unseen: Set<String>) -> Bool {
        group.calls(like: call).allSatisfy { unseen.contains("\($0.path)|\($0.location)") || code.isInNeverRunType($0) }
    }

    /// That the extension `scope` looks strings up in `table` and copies nothing into its bundle for `languages`, which
    /// its app speaks: their users see the extension's texts in the development language. Lookups
    /// users never see (stored and never read, logged, debug-only, previews: ``UnusedLookup``; in the code of a type
    /// that never runs: ``CodeContext/isInNeverRunType(_:)``) are not counted; nil
    /// when none is left. Nor are texts without a word (`"%@"`, `" -> "`), which read the same in every language.
    ///
    /// With another `gap`, `scope` is an app's whose bundle has no such table in any language (see ``TableGap``).
    func extensionTableFinding(_ scope: LookupScope, table: String, group: CallGroup, languages: [String], gap: TableGap = .extensionBundle) -> Finding? {
        let fromLinkedPackages = gap == .linkedPackages
        let unseen = unseenLookups()
        let preview = workspace.sourceIndex.previewOnlyLiterals
        var appScopes: [String: [LookupScope]] = [:]
        let shown = group.order.compactMap { group.call($0) }.filter { call in
            call.table == table && !preview.contains(call.key) && !isNeverShown(call, in: group, unseen: unseen)
                && VerifyPipeline.withoutFormatSpecifiers(call.developmentValue).contains { $0.isLetter }
                && (!fromLinkedPackages || isLibraryCode(call.path, cache: &appScopes))
        }
        guard let first = shown.first else { return nil }
        let examples = shown.prefix(3).map { "\"\(Finding.excerpt($0.developmentValue, length: 30))\"" }.joined(separator: ", ")
        let names = scope.targets.joined(separator: ", ")
        let count = shown.count == 1 ? "1 string" : "\(shown.count) strings"
        let targetsCopy = "\(names) \(scope.targets.count == 1 ? "copies" : "copy") no \(table) table in any language"
        if case .otherTablesTranslate(let others) = gap {
            let tables = others.count == 1 ? "its \(others[0]) table translates" : "its \(others.joined(separator: ", ")) tables translate"
            return Finding(
                ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                message: "the code looks up \(count) in a \(table) table (\(examples)\(shown.count > 3 ? ", …" : "")), but \(targetsCopy), while "
                    + "\(tables) the app into \(languages.joined(separator: ", ")): their users see these in the development language",
                file: workspace.relativePath(URL(fileURLWithPath: first.path)), line: max(first.keyLocation.line, 1), column: max(first.keyLocation.column, 1),
                language: "", key: table,
                fix: "Add \(table).strings (or a String Catalog) with the translations to the target, or look the strings up in the table that has them")
        }
        if fromLinkedPackages {
            let inPackages = shown.contains { workspace.isInLinkedPackage(URL(fileURLWithPath: $0.path)) }
            let inFrameworks = shown.contains { !workspace.isInLinkedPackage(URL(fileURLWithPath: $0.path)) }
            let libraries = inFrameworks ? (inPackages ? "frameworks and Swift packages \(names) embeds and links" : "frameworks \(names) embeds")
                : "Swift packages \(names) links"
            let translating = inFrameworks ? "their own tables translate" : "the packages' own tables translate"
            return Finding(
                ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                message: "the code of the \(libraries) looks up \(count) in the app's own \(table) table, naming no bundle "
                    + "(\(examples)\(shown.count > 3 ? ", …" : "")), but \(targetsCopy), so users of "
                    + "\(languages.joined(separator: ", ")), which \(translating), see them in the development language",
                file: workspace.relativePath(URL(fileURLWithPath: first.path)), line: max(first.keyLocation.line, 1), column: max(first.keyLocation.column, 1),
                language: "", key: table,
                fix: inFrameworks ? "Look the strings up in the framework's bundle (`Bundle(for:)` a class of it) with its tables, or add \(table) tables to the app"
                    : "Look the strings up in the package's bundle (`bundle: .module`) with its tables, or add \(table) tables to the app")
        }
        return Finding(
            ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
            message: "\(names) (an extension, a bundle of its own) looks up \(count) in a \(table) table (\(examples)\(shown.count > 3 ? ", …" : "")) but copies "
                + (scope.hasTable(named: table) ? "no \(table) table of \(languages.joined(separator: ", ")), which the app speaks, so their users"
                    : "no \(table) table in any language, so users of \(languages.joined(separator: ", ")), which the app speaks,")
                + " see them in the development language",
            file: workspace.relativePath(URL(fileURLWithPath: first.path)), line: max(first.keyLocation.line, 1), column: max(first.keyLocation.column, 1),
            language: "", key: table,
            fix: "Add the app's \(table) tables (or its String Catalog) to the extension target's Copy Bundle Resources phase")
    }

    /// Why lookups of a table a bundle lacks show in the development language amid translated texts.
    enum TableGap: Equatable {
        /// An extension's bundle lacks the table its app has (or lacks it in the languages the app speaks).
        case extensionBundle
        /// The app's bundle has no such table in any language; its linked packages' lookups naming no bundle read it, while
        /// the packages' own tables translate their other texts: only those lookups are counted.
        case linkedPackages
        /// The app's bundle has no such table in any language, while other tables (named) its code looks up translate it.
        case otherTablesTranslate([String])
    }

    /// The tables other than `table` (and than `InfoPlist` and `LaunchScreen`, which name the app and its prompts) that
    /// `scope` copies in `language` with at least one entry, not a bundled library's, or whose String Catalog translates
    /// into `language`; by name, sorted.
    func translatedOtherTables(_ scope: LookupScope, language: String, besides table: String) -> [String] {
        var names = Set<String>()
        let code = LanguageCode(language)
        for file in scope.resources {
            guard let url = file.url else { continue }
            let name = url.deletingPathExtension().lastPathComponent
            guard ![table, "InfoPlist", "LaunchScreen"].contains(name), !names.contains(name) else { continue }
            if url.pathExtension == "xcstrings" {
                if let read = catalogTable(url, language: language), !read.entries.isEmpty { names.insert(name) }
                continue
            }
            guard let folder = file.lprojName, LanguageCode(folder) == code, ["strings", "stringsdict"].contains(url.pathExtension),
                  !isLibraryTable(at: url), let read = tableFile(url), !read.keys.isEmpty else { continue }
            names.insert(name)
        }
        return names.sorted()
    }

    func missingTableFinding(table: String, language: String, url: URL, used: Int) -> Finding {
        Finding(
            ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
            message: "\(language) has no \(table) table, so the \(used) string\(used == 1 ? "" : "s") the code looks up in it show\(used == 1 ? "s" : "") in the development language",
            file: workspace.relativePath(url), line: 1, column: 1, language: language, fix: CodeRules.missingTable.fix)
    }

    /// Where the language's missing table belongs: beside the bundle's table of another language (the
    /// development language's first), else in the language's own `.lproj` folder.
    func missingTableURL(_ table: String, language: String, code: LanguageCode, scope: LookupScope) -> URL? {
        let others = scope.resources.filter { file in
            guard let url = file.url, file.lprojName != nil else { return false }
            return url.lastPathComponent == table + ".strings" || url.lastPathComponent == table + ".stringsdict"
        }
        let development = LanguageCode(developmentLanguage)
        if let beside = (others.first { $0.lprojName.flatMap(LanguageCode.init) == development } ?? others.first)?.url {
            return beside.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(language).lproj/\(table).strings")
        }
        return scope.resources.first { $0.lprojName.flatMap(LanguageCode.init) == code }?.url?
            .deletingLastPathComponent().appendingPathComponent("\(table).strings")
    }

    /// The table at `url` as the checks read it: a `.strings` table, or the keys of a `.stringsdict`.
    func tableFile(_ url: URL) -> TableFile? {
        guard !workspace.isExcluded(url) else { return nil }
        if url.pathExtension == "stringsdict" {
            guard let keys = workspace.stringsdictKeys(url) else { return nil }
            return TableFile(shown: workspace.relativePath(url), keys: keys, entries: [:], endLine: 1)
        }
        guard case .success(let file) = workspace.table(url) else { return nil }
        var entries: [String: (String, SourceLocation)] = [:]
        for entry in file.entries {
            entries[entry.key] = (entry.value, entry.valueLocation ?? entry.keyLocation ?? SourceLocation(line: 1, column: 1))
        }
        let lastLine = file.entries.last.flatMap { $0.valueLocation?.line ?? $0.keyLocation?.line } ?? 0
        return TableFile(shown: workspace.relativePath(url), keys: Set(entries.keys), entries: entries, endLine: lastLine + 1)
    }

    /// The language's strings of the catalog at `url`, or nil when it has none in that language.
    func catalogTable(_ url: URL, language: String) -> TableFile? {
        let code = LanguageCode(language)
        guard case .success(let catalog) = workspace.catalog(url), catalog.languages.contains(where: { LanguageCode($0) == code }) else { return nil }
        var entries: [String: (String, SourceLocation)] = [:]
        for entry in catalog.entries {
            let at = SourceLocation(line: max(entry.line, 1), column: max(entry.column, 1))
            guard let localization = entry.localization(language) else {
                // A key marked "don't translate" reads its source text in every language: nothing is missing.
                if !entry.shouldTranslate {
                    entries[entry.key] = (catalog.sourceText(of: entry), at)
                }
                continue
            }
            // A plural's `other` form is the text every count may read, with its number; `one` may say "1 repeat".
            let pluralUnit = (localization.plural.first { $0.category == .other } ?? localization.plural.first)?.unit
            guard let unit = localization.stringUnit ?? pluralUnit else {
                // Text per device (`variations.device`) or by substitutions only: the language has the key.
                if !localization.devices.isEmpty || !localization.substitutions.isEmpty { entries[entry.key] = (entry.key, at) }
                continue
            }
            entries[entry.key] = (Self.substituted(unit.value, localization.substitutions), SourceLocation(line: max(unit.line, 1), column: max(unit.column, 1)))
        }
        return TableFile(shown: workspace.relativePath(url), keys: Set(entries.keys), entries: entries, endLine: 1)
    }

    /// A catalog text with each substitution (`%#@arg1@`, `%1$#@arg1@`) written as the argument it reads (`%1$i`, from its
    /// `argNum` and `formatSpecifier`; the next argument without a number): Tag Day's "%#@arg1@ mit %#@arg2@" reads the two
    /// counts the code passes, as its English does, not none. A text whose numbered arguments then leave one out ("%#@arg2@"
    /// alone, for a code passing two) is kept as written, reading none, so the checks still find the count it drops.
    static func substituted(_ value: String, _ substitutions: [CatalogSubstitution]) -> String {
        guard !substitutions.isEmpty else { return value }
        var text = value
        for substitution in substitutions {
            let specifier = substitution.formatSpecifier.flatMap { $0.isEmpty ? nil : $0 } ?? "lld"
            let argument = substitution.argumentNumber.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            text = text.replacingOccurrences(of: "%#@\(substitution.name)@", with: argument)
            if let number = substitution.argumentNumber {
                text = text.replacingOccurrences(of: "%\(number)$#@\(substitution.name)@", with: argument)
            }
        }
        let numbers = Set(FormatSpecifier.argumentTypes(of: text).keys)
        guard let highest = numbers.max(), highest >= 1 else { return text }
        return numbers == Set(1...highest) ? text : value
    }

    /// One table of a language, as the checks read it.
    struct TableFile {
        var shown: String
        var keys: Set<String>
        var entries: [String: (value: String, location: SourceLocation)]
        /// The line after the last one, where a missing key would be added.
        var endLine: Int

        func entry(_ key: String) -> (value: String, location: SourceLocation)? { entries[key] }
    }

    /// The files of the table `table` that `group`'s folder of `language` has: its `.strings` and its `.stringsdict`.
    static func tableURLs(_ table: String, in group: LocalizationGroup, language: String) -> [URL] {
        var urls: [URL] = []
        if group.hasTable(table, in: language) { urls.append(group.tableURL(table, language: language)) }
        if group.stringsDictionaries(in: language).contains(table) { urls.append(group.stringsDictionaryURL(table, language: language)) }
        return urls
    }

    /// The keys of the tables named `table` in resource bundles' `.lproj` folders (`Quincy.bundle/de.lproj/Quincy.strings`),
    /// in any language; read once per name.
    func resourceBundleKeys(_ table: String) -> Set<String> {
        resourceBundleKeyCache.value(for: table) {
            var keys = Set<String>()
            for group in workspace.groups where code.isInResourceBundle(group.directory) {
                for language in group.languages.sorted() {
                    for url in Self.tableURLs(table, in: group, language: language) { if let file = tableFile(url) { keys.formUnion(file.keys) } }
                }
            }
            return keys
        }
    }

    /// With no target to tell the bundles apart: the keys of the tables named after `call`'s that a lookup naming its
    /// bundle (`bundle: .module`, `Bundle(for: Self.self)`, a wrapper whose body does: Tuist's and SwiftGen's `tr`; not
    /// one reading the main bundle, as `NSLocalizedString(key, comment: "")` does wherever it is compiled) finds in a
    /// group of its own module (``moduleRoot(of:)`` holds the call's file) when no group of that module has a folder of
    /// `language`. Such a group is a module's bundle that does not speak the language (3dollars' Tuist features, each
    /// shipping one `en` table): its lookups show its own text in every language alike, no gap of the language's tables
    /// elsewhere. Nil where no such table is beside the code.
    func keysOfBundleWithout(_ language: String, for call: LocalizedStringCall) -> Set<String>? {
        guard call.namesBundle || call.bundleClass != nil else { return nil }
        let near = bundlesWithout(language, table: call.table).filter { call.path.hasPrefix($0.root) }
        return near.isEmpty ? nil : near.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
    }

    /// The groups with no folder of `language` that hold a table `table` (a `.strings` or `.stringsdict` file; not a
    /// library's, ``CodeContext/isLibraryTable(_:in:)``), each as its module's folder (``moduleRoot(of:)``) and their keys.
    private func bundlesWithout(_ language: String, table: String) -> [(root: String, keys: Set<String>)] {
        bundlesWithoutLanguage.value(for: language + "|" + table) {
            let code = LanguageCode(language)
            var found: [(root: String, keys: Set<String>)] = []
            for group in workspace.groups where !self.code.isInResourceBundle(group.directory) && !self.code.isLibraryTable(table, in: group.directory) {
                guard (code.flatMap(group.language(matching:)) ?? (group.languages.contains(language) ? language : nil)) == nil else { continue }
                var keys = Set<String>(), holds = false
                for folder in group.languages.sorted() {
                    for url in Self.tableURLs(table, in: group, language: folder) where allFiles || workspace.ships(url) {
                        holds = true
                        if let file = tableFile(url) { keys.formUnion(file.keys) }
                    }
                }
                let root = moduleRoot(of: group.directory)
                // (A module whose other group speaks the language, an app's tables beside its widget's, is no bundle without it.)
                let speaks = workspace.groups.contains { other in
                    other.directory.standardizedFileURL.path.hasPrefix(root)
                        && (code.flatMap(other.language(matching:)) ?? (other.languages.contains(language) ? language : nil)) != nil
                }
                if holds, !speaks { found.append((root, keys)) }
            }
            return found
        }
    }

    /// The folder of the module whose bundle the `.lproj` folders in `directory` make, with a slash: the nearest folder
    /// above them, under the workspace's root, with a Tuist or Swift package manifest (`Project.swift`, `Package.swift`:
    /// a Tuist module keeps its generated accessors in `Derived/Sources` beside `Targets/<Name>/Resources`), else the
    /// folder holding `directory` where that is not the root itself (Xcode's `Widget/en.lproj` beside the app's folder
    /// is no module of the whole repository's code), else `directory`.
    func moduleRoot(of directory: URL) -> String {
        moduleRoots.value(for: directory.path) {
            let root = workspace.root.standardizedFileURL.path
            let parent = directory.standardizedFileURL.deletingLastPathComponent()
            var folder = parent
            while folder.path.hasPrefix(root + "/") {
                if ["Project.swift", "Package.swift"].contains(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
                    return folder.path + "/"
                }
                folder = folder.deletingLastPathComponent()
            }
            return (parent.path.hasPrefix(root + "/") ? parent : directory.standardizedFileURL).path + "/"
        }
    }

    /// The language's tables named `table` that the code of `scope` reads (with no scope, those of the whole
    /// workspace): what a wrapper's fallback lookup (``LocalizedStringCall/fallbackTables``) finds keys in.
    func lookupTables(named table: String, language: String, scope: LookupScope?) -> [TableFile] {
        guard let scope else { return tables(named: table, language: language) }
        guard let code = LanguageCode(language) else { return [] }
        let listed = scope.tables(named: table, language: code).compactMap { $0.url.flatMap(tableFile) }
        return listed + scope.catalogs(named: table).compactMap { catalogTable($0, language: language) }
    }

    /// The language's `<table>.strings` and `.stringsdict` files that ship (and catalogs named so), in path
    /// order, wherever they are in the workspace.
    func tables(named table: String, language: String) -> [TableFile] {
        let code = LanguageCode(language)
        var files: [TableFile] = []
        // (A resource bundle's tables are its own: the main bundle's lookups never read them.)
        for group in workspace.groups where !self.code.isInResourceBundle(group.directory) {
            guard let folder = code.flatMap(group.language(matching:)) ?? (group.languages.contains(language) ? language : nil) else { continue }
            if group.hasTable(table, in: folder) {
                let url = group.tableURL(table, language: folder)
                if allFiles || workspace.ships(url), let file = tableFile(url) { files.append(file) }
            }
            if group.stringsDictionaries(in: folder).contains(table),
               let file = tableFile(group.folder(for: folder).appendingPathComponent("\(table).stringsdict")) {
                files.append(file)
            }
        }
        for url in workspace.catalogs where url.deletingPathExtension().lastPathComponent == table && (allFiles || workspace.ships(url)) {
            if let file = catalogTable(url, language: language) { files.append(file) }
        }
        return files.sorted { $0.shown < $1.shown }
    }
}

/// The rules of the code checks that no table rule stands for.
public enum CodeRules {
    public static let dynamicKey = RuleDescription(
        id: "dynamic-key", name: "Key is not a literal",
        explanation: "A localized-string call whose key (or table) is a variable cannot be extracted by genstrings, and no "
            + "check can tell whether every language's table has it; a key that is missing shows untranslated.",
        fix: "Use a literal key (one call per key) or list the keys somewhere genstrings reads them",
        defaultSeverity: .info)

    public static let missingTable = RuleDescription(
        id: "missing-table", name: "Translation lacks a table",
        explanation: "The code looks strings up in a table (Localizable by default), a storyboard or xib that ships has "
            + "texts users see, or the Settings bundle's page names a table, and this language has no such table while its other "
            + "tables are translated (or the app has it in no language, or its translation is in no target): every such string "
            + "shows in the development language, in the middle of translated screens.",
        fix: "Add the table to the language (l10nlayout extract writes a document's, l10nlayout extract --code the code's)",
        defaultSeverity: .warning)

    public static let languageWithoutTables = RuleDescription(
        id: "declared-language-without-tables", name: "Declared language has no tables",
        explanation: "The Xcode project lists a language in its known regions, but the app ships no table for it: users "
            + "who prefer it get the development language everywhere.",
        fix: "Add the language's tables (l10nlayout extract --add-language) or remove it from the project's localizations",
        defaultSeverity: .info)

    public static let otherPlatform = RuleDescription(
        id: "layout-not-checked", name: "Layout of another framework",
        explanation: "The document is an AppKit (macOS), watchOS or tvOS document. Its views follow that framework's layout "
            + "rules, which l10nlayout does not model, so no layout finding is given for it; its tables are still checked.",
        fix: "Check this document's layouts in Xcode's preview with the language's pseudo-localization",
        defaultSeverity: .info)

    public static let all = [dynamicKey, missingTable, languageWithoutTables, otherPlatform, hardCodedText]
}

extension Array where Element == CodeKeyChecks.TableFile {
    /// The first of these tables, in their order, that has `key`, with its entry.
    func firstEntry(_ key: String) -> (file: CodeKeyChecks.TableFile, entry: (value: String, location: SourceLocation))? {
        lazy.compactMap { file in file.entry(key).map { (file, $0) } }.first
    }
}
