import Foundation
import L10nProject
import L10nStrings

extension VerifyPipeline {
    /// The languages of the app's own bundle (``Workspace/applicationBundleLanguages``), worked out once per run for
    /// both checks below. Nil when they are not known, or when the app picks a language's folder itself (an in-app
    /// language switch loading `ar.lproj` by path reads a package's table too; see ``picksLanguageFolders()``).
    func languagesOfTheAppBundle() -> Set<LanguageCode>? {
        guard !picksLanguageFolders() else { return nil }
        return workspace.applicationBundleLanguages
    }

    /// Whether the app's code loads a language's `.lproj` folder it works out at run time
    /// (`path(forResource: language, ofType: "lproj")`, `"\(code).lproj"`) of a bundle that may be a package's. Loading
    /// one folder named as written (`forResource: "en", ofType: "lproj"`, `"en.lproj"`: ProtonVPN's fallback to English
    /// for a key a table lacks) picks no language, and loading one of the main bundle's folders (`Bundle.main.path(forResource:
    /// language, ofType: "lproj")` on one line) picks one of the languages the main bundle has: none a package or a bundle
    /// of its own adds.
    func picksLanguageFolders() -> Bool {
        let literals = workspace.sourceIndex.stringLiterals
        guard literals.contains(where: { $0 == "lproj" || $0.hasSuffix(".lproj") }) else { return false }
        if literals.contains(where: { $0.hasSuffix(".lproj") && !Self.isFixedFolderName($0) }) { return true }
        for url in workspace.compiledSources {
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("lproj") else { continue }
            for line in text.split(separator: "\n") where line.contains("lproj") {
                // The main bundle's own folder (NewCapsula's `Bundle.main.path(forResource: languageCode, ofType: "lproj")`):
                // a switch among the app's own languages, which reads no other bundle's tables.
                if line.contains("Bundle.main.path(") || line.contains("Bundle.main.url(") || line.contains("mainBundle] pathForResource:")
                    || line.contains("mainBundle] URLForResource:") { continue }
                // (`"\(language).lproj"`: a name built at run time.)
                if line.contains(".lproj\""), line.contains("\\(") { return true }
                guard line.contains("\"lproj\"") else { continue }
                // The resource's name: what `forResource:` / `pathForResource:` is given on the line.
                guard let label = line.range(of: "orResource:") else { return true }
                let argument = line[label.upperBound...].drop { $0 == " " || $0 == "@" }
                // A literal, or a constant the file gives one (tonkeeper's `let DEFAULT_LOCALE = "en"`).
                var name: Substring?
                if argument.first == "\"" {
                    name = argument.dropFirst().prefix { $0 != "\"" }
                } else {
                    let constant = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !constant.isEmpty, let declaration = text.range(of: "let \(constant) = \"") {
                        name = text[declaration.upperBound...].prefix { $0 != "\"" }
                    }
                }
                guard let name, Self.isFixedFolderName(name + ".lproj") else { return true }
            }
        }
        return false
    }

    /// A folder name written out whole, without an interpolation (`en.lproj`, `Base.lproj`).
    private static func isFixedFolderName(_ name: String) -> Bool {
        let stem = name.dropLast(".lproj".count)
        return !stem.isEmpty && stem.allSatisfy { $0.isLetter || $0 == "-" || $0 == "_" }
    }

    /// Whether the app runs in `language`: iOS falls back within a language written in one script (`pt-PT` users get
    /// `pt-BR`), not from one script to another (Traditional Chinese users never get `zh-Hans`).
    private static func runs(in language: LanguageCode, _ appLanguages: Set<LanguageCode>) -> Bool {
        appLanguages.contains { $0.language == language.language && Workspace.likelyScript(of: $0) == Workspace.likelyScript(of: language) }
    }

    /// Whether the table at `url` belongs to a Swift package, not to what a target of the Xcode project copies.
    private func isPackageTable(_ url: URL) -> Bool {
        workspace.isInPackage(url) && !(workspace.xcode?.ships(url) ?? false)
    }

    /// A Swift package's table in a language the app itself is not localized in is never read: iOS shows the
    /// package's texts in the language it runs the app in. Its findings are notes, saying so; the problem is the one
    /// ``packageLanguagesTheAppLacks(appLanguages:)`` reports. So are those of a resource bundle's table the app copies
    /// (triporg's `GooglePlus.bundle/…/ar.lproj`, in an app localized in English, Spanish, German and Basque): its
    /// bundle is read in the app's language too, when the app is localized at all, and those of a framework only
    /// library targets copy. (Not a Settings bundle's, which the Settings app reads in the device's.)
    func lowerPackageLanguagesTheAppLacks(_ findings: inout [Finding], appLanguages: Set<LanguageCode>) {
        guard findings.contains(where: { $0.severity > .info }) else { return }
        // What holds each finding's table ("package", "bundle"; "" for the app itself), found once per file.
        var holders: [String: String] = [:]
        func holder(of file: String) -> String {
            let url = workspace.root.appendingPathComponent(file)
            if isPackageTable(url) { return "package" }
            // (Only where the app is localized itself: Science Journal keeps all its languages in its `Strings.bundle`, Zap
            // in its `Library` framework.)
            guard appLanguages.count > 1 else { return "" }
            // A framework's (FreeAPS's embedded OmniKit, whose `ja.lproj` the app lacks) is read in the app's language too.
            if workspace.isCopiedOnlyByLibraries(url) { return "framework" }
            let folder = url.deletingLastPathComponent()
            guard code.isInResourceBundle(folder),
                  !workspace.relativePath(folder).split(separator: "/").contains("Settings.bundle") else { return "" }
            return "bundle"
        }
        for index in findings.indices where findings[index].severity > .info && !findings[index].language.isEmpty {
            guard let language = LanguageCode(findings[index].language), !Self.runs(in: language, appLanguages) else { continue }
            let file = findings[index].file
            if holders[file] == nil { holders[file] = holder(of: file) }
            guard let holder = holders[file], !holder.isEmpty else { continue }
            findings[index].severity = .info
            findings[index].message += " (the app itself is not localized in \(findings[index].language): iOS never shows this \(holder)'s \(findings[index].language) texts)"
        }
    }

    /// One `missing-table` warning per language a Swift package of the app translates into and the app itself is not
    /// localized in (Anytype's Arabic, Korean and Japanese catalogs; ProtonVPN's Korean and Finnish tables): iOS runs
    /// the app in one of its own languages and reads the package in that one, so users of that language read the
    /// whole app in another. Named at the language's first package table.
    func packageLanguagesTheAppLacks(appLanguages: Set<LanguageCode>) -> [Finding] {
        var tables: [String: [URL]] = [:]
        for group in workspace.groups {
            for language in group.languages where !Workspace.foldersOfNoUserLanguage.contains(language) {
                guard let code = LanguageCode(language), !Self.runs(in: code, appLanguages) else { continue }
                tables[language, default: []] += group.tables(in: language).map { group.tableURL($0, language: language) }.filter(isPackageTable)
            }
        }
        for url in workspace.catalogs where isPackageTable(url) {
            guard case .success(let catalog) = workspace.catalog(url) else { continue }
            for language in catalog.languages {
                guard let code = LanguageCode(language), !Self.runs(in: code, appLanguages) else { continue }
                tables[language, default: []].append(url)
            }
        }
        let bundle = appLanguages.map(\.identifier).sorted().joined(separator: ", ")
        return tables.keys.sorted().compactMap { language in
            guard let first = tables[language]?.min(by: { $0.path < $1.path }) else { return nil }
            return Finding(
                ruleID: CodeRules.missingTable.id, severity: CodeRules.missingTable.defaultSeverity,
                message: "the app itself is not localized in \(language) (its bundle has \(bundle)): iOS never shows the \(language) "
                    + "translations of its packages, and \(language) users read the whole app in another language",
                file: workspace.relativePath(first), line: 1, column: 1, language: language,
                fix: "Add a \(language).lproj to the app target (its InfoPlist.strings or Localizable.strings), or list \(language) in the Info.plist's CFBundleLocalizations")
        }
    }
}
