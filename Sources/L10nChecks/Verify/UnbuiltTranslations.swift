import Foundation
import L10nProject
import L10nStrings

extension VerifyPipeline {
    /// A translated table one variant group leaves out while the app ships that language's other tables: OnionShare's
    /// Italian `InfoPlist.strings`, Sparkle's Hungarian `SUUpdateAlert.strings`. Those users run the app in their
    /// language and read that table's texts in the development language, though the translation is written. One finding
    /// per language (of those asked for, when some are), at its first such table. A table counts when another language's
    /// table of its name here, or its Base document, ships; no folder of its language (`nb.lproj` for a stray
    /// `no.lproj`) ships one of its name, on disk or not; and at least four in five of its entries are translated (their
    /// values differ from the shipped table's, or from the Base text their comment records): a copy of the English text,
    /// or a few leftover entries, is no translation left out. A language the app ships nothing in is not said: reviewers
    /// judged those folders (realList's 27 languages, RCRC's Urdu, Airbitz's Dutch) unfinished, copied or dropped on
    /// purpose more often than forgotten. Not when every file is checked, nor without an Xcode project.
    func unbuiltTranslationFindings() -> [Finding] {
        guard workspace.xcode != nil, !options.allFiles else { return [] }
        let development = LanguageCode(developmentLanguage)
        let requested = Set(options.languages.compactMap(LanguageCode.init))
        let groups = workspace.groups.sorted { $0.directory.path < $1.directory.path }
        // A language by the name its users' settings pick it by: Norwegian's `no` folder is Bokmål's `nb`.
        func spoken(_ code: LanguageCode) -> String {
            code.language == "no" ? "nb" + code.identifier.dropFirst(2) : code.identifier
        }
        // The languages that ship a table.
        var shipping = Set<String>()
        for group in groups {
            for language in group.languages {
                guard let code = LanguageCode(language),
                      group.tables(in: language).contains(where: { workspace.ships(group.tableURL($0, language: language)) }) else { continue }
                shipping.insert(spoken(code))
            }
        }
        var unbuilt: [String: [URL]] = [:]
        for group in groups {
            for language in group.languages where language != "Base" && !Workspace.foldersOfNoUserLanguage.contains(language) {
                guard let code = LanguageCode(language), code != development, shipping.contains(spoken(code)),
                      requested.isEmpty || requested.contains(code) else { continue }
                let others = group.languages.filter { $0 != language }
                for name in group.tables(in: language) {
                    let url = group.tableURL(name, language: language)
                    guard !workspace.ships(url), !workspace.isExcluded(url),
                          !others.contains(where: { LanguageCode($0).map(spoken) == spoken(code) && workspace.ships(group.tableURL(name, language: $0)) })
                    else { continue }
                    let shippedTable = others.first { group.hasTable(name, in: $0) && workspace.ships(group.tableURL(name, language: $0)) }
                    guard group.baseDocument(named: name).map(workspace.ships) == true || shippedTable != nil,
                          case .success(let table) = workspace.table(url), !table.entries.isEmpty else { continue }
                    var shippedValues: [String: String] = [:]
                    if let shippedTable, case .success(let shipped) = workspace.table(group.tableURL(name, language: shippedTable)) {
                        for entry in shipped.entries { shippedValues[entry.key] = entry.value }
                    }
                    let translated = table.entries.filter { entry in
                        guard let original = shippedValues[entry.key] ?? entry.interfaceBuilderComment?.baseText else { return false }
                        return entry.value != original
                    }.count
                    let reference = shippedValues.isEmpty ? table.entries.count : max(shippedValues.count, table.entries.count)
                    guard translated * 5 >= reference * 4 else { continue }
                    unbuilt[language, default: []].append(url)
                }
            }
        }
        let projects = workspace.projectFileNames.joined(separator: ", ")
        return unbuilt.keys.sorted().compactMap { language in
            guard let urls = unbuilt[language], let first = urls.first else { return nil }
            var names: [String] = []
            for url in urls where !names.contains(url.lastPathComponent) { names.append(url.lastPathComponent) }
            let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
            let one = urls.count == 1
            return Finding(
                ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                message: "\(one ? "the \(language) table" : "\(urls.count) \(language) tables") \(listed) \(one ? "is" : "are") translated but in no "
                    + "target of \(projects), while the app ships \(language): \(language) users read \(one ? "its" : "their") texts in the development language",
                file: workspace.relativePath(first), line: 1, column: 1, language: language,
                fix: "Add the \(language) file to the table's variant group in the project (File inspector > Localization)")
        }
    }
}
