import Foundation
import L10nProject
import L10nStrings

extension VerifyPipeline {
    /// The languages the app runs in (``Workspace/applicationBundleLanguages``), by language subtag (iOS falls back
    /// within a language: `pt-PT` users get `pt-BR`), and whether the app picks a language's folder itself (a
    /// literal `"lproj"`: an in-app language switch loading `ar.lproj` by path reads a package's table too). Nil
    /// when the app's languages are not known or it picks its folders itself.
    private var languagesTheAppRunsIn: Set<Substring>? {
        guard let appLanguages = workspace.applicationBundleLanguages,
              !workspace.sourceIndex.stringLiterals.contains(where: { $0 == "lproj" || $0.hasSuffix(".lproj") }) else { return nil }
        return Set(appLanguages.map(\.language))
    }

    /// Whether the table at `url` belongs to a Swift package, not to what a target of the Xcode project copies.
    private func isPackageTable(_ url: URL) -> Bool {
        workspace.isInPackage(url) && !(workspace.xcode?.ships(url) ?? false)
    }

    /// A Swift package's table in a language the app itself is not localized in is never read: iOS shows the
    /// package's texts in the language it runs the app in. Its findings are notes, saying so; the problem is the one
    /// ``packageLanguagesTheAppLacks()`` reports.
    func lowerPackageLanguagesTheAppLacks(_ findings: inout [Finding]) {
        guard findings.contains(where: { $0.severity > .info }), let spoken = languagesTheAppRunsIn else { return }
        var inPackage: [String: Bool] = [:]
        for index in findings.indices where findings[index].severity > .info && !findings[index].language.isEmpty {
            guard let code = LanguageCode(findings[index].language), !spoken.contains(code.language) else { continue }
            let file = findings[index].file
            if inPackage[file] == nil { inPackage[file] = isPackageTable(workspace.root.appendingPathComponent(file)) }
            guard inPackage[file] == true else { continue }
            findings[index].severity = .info
            findings[index].message += " (the app itself is not localized in \(findings[index].language): iOS never shows this package's \(findings[index].language) texts)"
        }
    }

    /// One `missing-table` warning per language a Swift package of the app translates into and the app itself is not
    /// localized in (Anytype's Arabic, Korean and Japanese catalogs; ProtonVPN's Korean and Finnish tables): iOS runs
    /// the app in one of its own languages and reads the package in that one, so users of that language read the
    /// whole app in another. Named at the language's first package table.
    func packageLanguagesTheAppLacks() -> [Finding] {
        guard let spoken = languagesTheAppRunsIn else { return [] }
        var tables: [String: [URL]] = [:]
        for group in workspace.groups where isPackageTable(group.directory.appendingPathComponent("x")) {
            for language in group.languages where !Workspace.foldersOfNoUserLanguage.contains(language) {
                guard let code = LanguageCode(language), !spoken.contains(code.language), !group.tables(in: language).isEmpty else { continue }
                tables[language, default: []] += group.tables(in: language).map { group.tableURL($0, language: language) }
            }
        }
        for url in workspace.catalogs where isPackageTable(url) {
            guard case .success(let catalog) = workspace.catalog(url) else { continue }
            for language in catalog.languages {
                guard let code = LanguageCode(language), !spoken.contains(code.language) else { continue }
                tables[language, default: []].append(url)
            }
        }
        let appLanguages = (workspace.applicationBundleLanguages ?? []).map(\.identifier).sorted().joined(separator: ", ")
        return tables.keys.sorted().compactMap { language in
            guard let first = tables[language]?.min(by: { $0.path < $1.path }) else { return nil }
            return Finding(
                ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                message: "the app itself is not localized in \(language) (its bundle has \(appLanguages)): iOS never shows the \(language) "
                    + "translations of its packages, and \(language) users read the whole app in another language",
                file: workspace.relativePath(first), line: 1, column: 1, language: language,
                fix: "Add a \(language).lproj to the app target (its InfoPlist.strings or Localizable.strings), or list \(language) in the Info.plist's CFBundleLocalizations")
        }
    }
}
