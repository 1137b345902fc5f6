import L10nSource
import L10nStrings
import L10nText

extension SourceIndex {
    /// Whether the code at `location` of the source `path` runs for `language`: no block of ``languageBranches``
    /// holding it runs for other languages only. Only a test of one of `appLanguages` (primary subtags) counts (`if
    /// type == "area"` tests none). A method's body that its file calls only from blocks of some languages counts
    /// when no other file names the method (code elsewhere may call it for any language), and only with
    /// `methodBodies`.
    func runs(for language: String, path: String, at location: SourceLocation, appLanguages: Set<Substring>, methodBodies: Bool = true) -> Bool {
        guard let branches = languageBranches[path], let code = LanguageCode(language) else { return true }
        return branches.allSatisfy { branch in
            guard branch.contains(location) else { return true }
            if let method = branch.method, !methodBodies || !(mentions[method] ?? []).isSubset(of: [path]) { return true }
            let named = branch.codes.compactMap { LanguageCode($0)?.language }
            let isNamed: Bool
            if branch.codes == [LanguageBranch.rightToLeft] {
                isNamed = TextLanguage.isRightToLeft(language: language)
            } else if !named.isEmpty, named.allSatisfy(appLanguages.contains) {
                isNamed = named.contains(code.language)
            } else {
                return true
            }
            return isNamed == branch.forNamed
        }
    }
}
