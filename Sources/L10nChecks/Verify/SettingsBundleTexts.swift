import Foundation
import L10nProject
import L10nStrings
import L10nText

extension VerifyPipeline {
    /// The texts the Settings app shows on the app's page: each `Title`, `FooterText` and `Titles` item of the
    /// preference specifiers of a Settings bundle's property lists that name a `StringsTable` (a list without one
    /// is shown as written: no table is asked). By list, with its table's name.
    struct SettingsPane {
        /// The property list, and the table the Settings app looks its texts up in.
        var plist: URL
        var table: String
        /// The texts, each once, in the list's order.
        var texts: [String]
        /// The list is InAppSettingsKit's in-app variant (`Root.inApp.plist`): the app's own settings screen shows it.
        var inApp = false
    }

    /// The panes of the Settings bundle `bundle` users can open: `Root.plist` and the child panes its specifiers name
    /// (`PSChildPaneSpecifier`'s `File`), in turn; a list no pane opens is never shown (VoiPhone's `Account.plist`).
    /// Sorted by file. Not a credits pane (`Acknowledgements.plist`, or CocoaPods' `Pods-App-settings-metadata.plist`
    /// whose table is `Acknowledgements`: ``creditScreenWords``), which lists the libraries the app uses by their names
    /// and licences, alike in every language.
    /// With `inApp`, the panes InAppSettingsKit shows inside the app: each pane's `.inApp.plist` variant where the bundle has
    /// one (Sabbath School's `Root.inApp.plist`, with rows the Settings app's `Root.plist` lacks), else its `.plist`, and the
    /// child panes those name.
    static func settingsPanes(of bundle: URL, inApp: Bool = false) -> [SettingsPane] {
        var panes: [SettingsPane] = []
        var pending = ["Root"], seen = Set(pending)
        while let name = pending.popLast() {
            let variant = bundle.appendingPathComponent(name + ".inApp.plist")
            let isVariant = inApp && FileManager.default.fileExists(atPath: variant.path)
            let url = isVariant ? variant : bundle.appendingPathComponent(name + ".plist")
            guard let data = FileManager.default.contents(atPath: url.path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let specifiers = plist["PreferenceSpecifiers"] as? [[String: Any]] else { continue }
            for case let child as String in specifiers.compactMap({ $0["File"] }) where seen.insert(child).inserted { pending.append(child) }
            guard let table = plist["StringsTable"] as? String, !table.isEmpty,
                  !creditScreenWords.contains(where: { name.lowercased().contains($0) || table.lowercased().contains($0) }) else { continue }
            var texts: [String] = []
            for specifier in specifiers {
                let own = ["Title", "FooterText"].compactMap { specifier[$0] as? String }
                let choices = ["Titles", "ShortTitles"].flatMap { specifier[$0] as? [String] ?? [] }
                for text in own + choices where !texts.contains(text) && !CodeKeyChecks.isLicenceText(text) { texts.append(text) }
            }
            panes.append(SettingsPane(plist: url, table: table, texts: texts, inApp: inApp))
        }
        return panes.sorted { $0.plist.path < $1.plist.path }
    }

    /// What the app's page in the Settings app shows untranslated to users of `languages` (languages the app
    /// translates) and of the bundle's own languages: a pane whose table the Settings bundle lacks in a language (a bundle with only `en.lproj`, or
    /// none) shows every text as its property list writes it, one finding for the languages that lack it; a text
    /// the language's table lacks shows as written, one finding per text. A regional variant (`de-CH`) reads its
    /// language's table (`de`). Texts that read the same in the language (``readsTheSameUntranslated(_:language:)``)
    /// are left alone, and so are bundles no target copies (unless every file is checked).
    func settingsBundleFindings(languages: [String]) -> [Finding] {
        var findings: [Finding] = []
        let development = LanguageCode(developmentLanguage)
        // A bundle folder an app language that names its script reads already is no language of its own (`zh_cn` for the
        // app's `zh-Hans`).
        let codes = languages.compactMap(LanguageCode.init)
        func namesScript(_ code: LanguageCode) -> Bool {
            let subtags: [Substring] = code.identifier.split(separator: "-")
            return subtags.dropFirst().contains { $0.count == 4 }
        }
        func covered(_ folder: LanguageCode) -> Bool {
            codes.contains { $0 == folder || (namesScript($0) && $0.language == folder.language
                && Workspace.likelyScript(of: $0) == Workspace.likelyScript(of: folder)) }
        }
        // (InAppSettingsKit shows the bundle's panes inside the app too, its `.inApp.plist` variants where the bundle has them:
        // where code or a storyboard makes its settings screen.)
        let inApp = workspace.sourceIndex.mentions["IASKAppSettingsViewController"] != nil
            || code.customClassesOfDocuments(except: "").contains("IASKAppSettingsViewController")
        for bundle in workspace.settingsBundles where options.allFiles || workspace.ships(bundle) {
            let group = workspace.groups.first { $0.directory.standardizedFileURL.path == bundle.standardizedFileURL.path }
            // (A text the Settings app's panes show too, with the same table, is one finding: only the panes and texts the app's
            // own screen adds are.)
            let panes = Self.settingsPanes(of: bundle)
            let settingsAppPlists = Set(panes.map(\.plist.path))
            let settingsAppTexts = Set(panes.flatMap { pane in pane.texts.map { pane.table + "|" + $0 } })
            let inAppPanes: [SettingsPane] = inApp ? Self.settingsPanes(of: bundle, inApp: true).compactMap { pane in
                guard !settingsAppPlists.contains(pane.plist.path) else { return nil }
                var own = pane
                own.texts.removeAll { settingsAppTexts.contains(pane.table + "|" + $0) }
                return own
            } : []
            // The tables a Settings app's pane already reports missing in a language: no second finding for the in-app pane.
            var reportedLacking = Set<String>()
            for pane in panes + inAppPanes where !pane.texts.isEmpty {
                let shower = pane.inApp ? "the app's settings screen" : "the Settings app"
                var lacking: [String] = []
                // (The Settings app picks the page's language among the bundle's own folders: one the app itself does
                // not speak still shows its users what it translates, and as written what it lacks.)
                let own = group?.languages.filter { $0 != "Base" && group?.hasTable(pane.table, in: $0) == true } ?? []
                for language in (languages + own.filter { LanguageCode($0).map { !covered($0) } ?? false }).sorted() {
                    guard let code = LanguageCode(language), code != development else { continue }
                    let shown = pane.texts.filter { Self.mayBeTranslated($0) && Self.readsTheSameUntranslated($0, language: language) == nil }
                    guard !shown.isEmpty else { continue }
                    // Its own folder, its language's (`de` for `de-CH`), or one of its language in its script (`zh_cn`
                    // for `zh-Hans`, as the bundle resolves legacy names).
                    let parent = LanguageCode(String(code.language))
                    let script = Workspace.likelyScript(of: code)
                    func withTable(_ folder: String?) -> String? { folder.flatMap { group?.hasTable(pane.table, in: $0) == true ? $0 : nil } }
                    guard let group, let folder = withTable(group.language(matching: code)) ?? withTable(parent.flatMap(group.language(matching:)))
                            ?? group.languages.sorted().first(where: { folder in
                                guard let other = LanguageCode(folder), other.language == code.language, script != nil else { return false }
                                return Workspace.likelyScript(of: other) == script && withTable(folder) != nil
                            }) else {
                        lacking.append(language)
                        continue
                    }
                    let url = group.tableURL(pane.table, language: folder)
                    guard case .success(let table) = workspace.table(url) else { continue }
                    let keys = Set(table.entries.map(\.key))
                    let endLine = table.lineAfterLastEntry
                    for text in shown where !keys.contains(text) {
                        findings.append(Finding(
                            ruleID: MissingKeyRule.description.id, severity: .warning,
                            message: "'\(Finding.excerpt(text, length: 60))' of \(workspace.relativePath(pane.plist)) is missing from the \(language) "
                                + "\(pane.table) table, so \(shower) shows it to \(language) users as written",
                            file: workspace.relativePath(url), line: endLine, column: 1, language: language, key: text,
                            fix: "Add the text to the language's \(pane.table).strings in the Settings bundle with its translation"))
                    }
                }
                if pane.inApp { lacking.removeAll { reportedLacking.contains(pane.table + "|" + $0) } }
                guard !lacking.isEmpty else { continue }
                reportedLacking.formUnion(lacking.map { pane.table + "|" + $0 })
                let shown = pane.texts.filter(Self.mayBeTranslated)
                let examples = shown.prefix(3).map { "\"\(Finding.excerpt($0, length: 30))\"" }.joined(separator: ", ")
                let count = shown.count == 1 ? "1 text" : "\(shown.count) texts"
                findings.append(Finding(
                    ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                    message: "the Settings bundle has no \(pane.table) table of \(lacking.joined(separator: ", ")), which the app speaks, so "
                        + "\(shower) shows the \(count) of \(pane.plist.lastPathComponent) (\(examples)\(shown.count > 3 ? ", …" : "")) to their users as written",
                    file: workspace.relativePath(pane.plist), line: 1, column: 1, language: "", key: pane.table,
                    fix: "Add \(pane.table).strings to each language's .lproj folder in the Settings bundle"))
            }
        }
        return findings
    }
}
