import Foundation
import L10nProject
import L10nText

extension VerifyPipeline {
    /// The app's own names that are one word ("iLGL", "KeePassium", "GoMap"), lowercased: as its Xcode
    /// projects say them (the application targets' names and generated display names, the projects' file names) and as the `Info.plist`
    /// beside the app's `.lproj` folders does (`CFBundleDisplayName`, `CFBundleName` when written out, and
    /// the target name older Xcode templates give the file: `iLGL-Info.plist`). A coined one-word name is a
    /// brand. A name of several words may be words to translate ("Loan Calculator"): it counts only while no
    /// language's `InfoPlist.strings` gives the app another name (`"CFBundleDisplayName" = "Loan calc";`), so
    /// that the app is called the same under its icon in every language and a title naming it reads right
    /// ("Food Courts" on a launch screen).
    static func appNames(_ workspace: Workspace) -> Set<String> {
        var names = Set<String>()
        var candidates: [String] = []
        for project in workspace.xcode?.projects ?? [] {
            for target in project.targets where target.isApplication {
                candidates.append(target.name)
                // A generated Info.plist's display name (`INFOPLIST_KEY_CFBundleDisplayName = "Prayer Tracker";`).
                candidates += (target.infoPlistSettings["INFOPLIST_KEY_CFBundleDisplayName"] ?? []).filter { !$0.contains("$") }
                // The product's name, which the Info.plist's bundle name usually is (`$(PRODUCT_NAME)`: "Shabbat Candles").
                candidates += (target.infoPlistSettings["PRODUCT_NAME"] ?? []).filter { !$0.contains("$") }
            }
            candidates.append(project.url.deletingPathExtension().lastPathComponent)
        }
        for group in workspace.groups {
            for plist in workspace.infoPlists(of: group) {
                if plist.name != "Info.plist" { candidates.append(String(plist.name.dropLast("-Info.plist".count))) }
                for key in ["CFBundleDisplayName", "CFBundleName"] {
                    if let name = plist.strings[key], !name.contains("$") { candidates.append(name) }
                }
            }
        }
        let renamed = localizedAppNames(workspace)
        for name in candidates {
            let letters = name.filter(\.isLetter).lowercased()
            guard letters.count >= 3 else { continue }
            if !name.contains(where: { $0.isWhitespace }) || renamed.allSatisfy({ $0 == letters }) { names.insert(letters) }
        }
        // The maker the projects name (`ORGANIZATIONNAME = Impervious;`, "Wikimedia Foundation"): a company's or a person's name,
        // of any number of words, is written the same in every language.
        for project in workspace.xcode?.projects ?? [] {
            guard let maker = project.organizationName?.filter(\.isLetter).lowercased(), maker.count >= 3 else { continue }
            names.insert(maker)
        }
        return names
    }

    /// The app's names the languages' `InfoPlist.strings` give it (`CFBundleDisplayName`, `CFBundleName`), as
    /// their lowercased letters.
    static func localizedAppNames(_ workspace: Workspace) -> Set<String> {
        var names = Set<String>()
        for group in workspace.groups {
            for language in group.languages where group.hasTable("InfoPlist", in: language) {
                guard case .success(let table) = workspace.table(group.tableURL("InfoPlist", language: language)) else { continue }
                for entry in table.entries where entry.key == "CFBundleDisplayName" || entry.key == "CFBundleName" {
                    names.insert(entry.value.filter(\.isLetter).lowercased())
                }
            }
        }
        return names
    }

    /// Whether `text` says nothing but the app's name (or its maker's), with digits and symbols ("iLGL 8.0", "KeePassium:") or
    /// an English article ("The Ideamator"): a name reads the same in every language.
    func namesOnlyTheApp(_ text: String) -> Bool { Self.namesOnly(appNames, text) }

    /// `words` (``TextLanguage/wordsOf(_:)``) without the runs of them that spell one of the app's names ("Frame", "Grabber"):
    /// a name of several words, or one coined word the development language's dictionary lacks. (A name that is a common word,
    /// "Recipes", is also that word: "No Recipes" still says something to translate.)
    func wordsBesideTheAppName(_ words: [String]) -> [String] {
        guard !appNames.isEmpty else { return words }
        let dictionary = SpellingDictionary.forLanguage(developmentLanguage)
        var kept: [String] = []
        var index = 0
        while index < words.count {
            // The longest run from here that spells a name.
            var letters = "", end: Int?
            for last in index..<min(words.count, index + 4) {
                letters += words[last].filter(\.isLetter).lowercased()
                if appNames.contains(letters), last > index || !(dictionary?.contains(words[index]) ?? false) { end = last + 1 }
            }
            if let end {
                index = end
            } else {
                kept.append(words[index])
                index += 1
            }
        }
        return kept
    }

    static func namesOnly(_ names: Set<String>, _ text: String) -> Bool {
        guard !names.isEmpty else { return false }
        let letters = text.filter(\.isLetter).lowercased()
        // "The Ideamator": the name with the article English gives it.
        let words = text.split(whereSeparator: { $0.isWhitespace })
        if words.count == 2, words[0].lowercased() == "the", names.contains(words[1].filter(\.isLetter).lowercased()) { return true }
        return !letters.isEmpty && names.contains(letters)
    }
}
