import Foundation
import L10nSource
import L10nStrings
import L10nText

extension VerifyPipeline {
    /// A screen that shows one text in two languages at once (TrollFools's disclaimer: `Text("退出")` in bold over
    /// `Text("Exit")`, a Chinese paragraph over its English one, for everyone) leaves nothing unread where a table of
    /// one of them lacks the other's key: its users read their own words beside it. A missing key no table of any
    /// language has is a note when every call that looks it up has, in the same innermost braces (one stack's or label's
    /// views) and within ``bilingualReach`` lines, the lookup of another such key written in the finding's language (in its script or words, or for the development
    /// language, a text of its own). Keys some table translates are the app's localized texts, not such a pair: an app
    /// keyed in Chinese that lacks "设置" in English beside a translated "Done" shows Chinese to English users.
    func lowerKeysShownBesideTheirTranslation(_ findings: inout [Finding]) {
        let calls = workspace.sourceIndex.localizedStrings.calls
        guard !calls.isEmpty else { return }
        let tableKeys = workspace.tableKeysByName
        // (Only keys no table of any language has: texts the app never meant to translate.)
        let untabled = calls.filter { !(tableKeys[$0.table]?.contains($0.key) ?? false) }
        let byKey = Dictionary(grouping: untabled, by: \.key)
        let lookupCounts = Dictionary(grouping: calls, by: \.key).mapValues(\.count)
        let byPath = Dictionary(grouping: untabled, by: \.path)
        // Each file's braces: the innermost `{` around each token, by the token's place (read once per file).
        var braces: [String: [SourceLocation: Int]] = [:]
        func innermostBrace(_ call: LocalizedStringCall) -> Int? {
            if braces[call.path] == nil {
                var found: [SourceLocation: Int] = [:]
                if let file = try? SourceFile(contentsOf: URL(fileURLWithPath: call.path)) {
                    var open: [Int] = []
                    for (i, token) in file.tokens.enumerated() {
                        if token.kind == .punctuation, file.token(token, is: "}") { _ = open.popLast() }
                        if let innermost = open.last { found[token.location] = innermost }
                        if token.kind == .punctuation, file.token(token, is: "{") { open.append(i) }
                    }
                }
                braces[call.path] = found
            }
            return braces[call.path]?[call.location]
        }
        // (The neighbours of each call, found once per call.)
        var neighbours: [String: [String]] = [:]
        func keysBeside(_ call: LocalizedStringCall) -> [String] {
            let id = "\(call.path)|\(call.location.line)|\(call.location.column)"
            if let known = neighbours[id] { return known }
            let brace = innermostBrace(call)
            let found = brace == nil ? [] : (byPath[call.path] ?? []).filter {
                $0.key != call.key && abs($0.location.line - call.location.line) <= Self.bilingualReach && innermostBrace($0) == brace
            }.map(\.key)
            neighbours[id] = found
            return found
        }
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            let language = findings[index].language
            guard let key = findings[index].key, let lookups = byKey[key], lookups.count == lookupCounts[key] else { continue }
            var shown: String?
            for call in lookups {
                guard let beside = keysBeside(call).sorted().first(where: { isWritten($0, in: language) }) else {
                    shown = nil
                    break
                }
                shown = shown ?? beside
            }
            guard let shown else { continue }
            findings[index].severity = .info
            findings[index].message += " (the screen shows it beside \"\(shown)\", written in \(language): its users read their own words there)"
        }
    }

    /// How many lines apart two lookups of one screen's text in two languages may be: a view's lines (`Text("退出")`,
    /// its font and weight, `Text("Exit")`).
    static let bilingualReach = 4

    /// Whether `text` is written in `language`: for the development language a text with letters its users read (no
    /// other script or language, ``foreignLanguageForDevelopment(_:)``); for another, letters only it writes among the
    /// app's or words only its dictionary has.
    func isWritten(_ text: String, in language: String) -> Bool {
        guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return false }
        if LanguageCode(language) == LanguageCode(developmentLanguage) { return foreignLanguageForDevelopment(text) == nil }
        return TextLanguage.isWritten(text, inScriptOf: language, notOf: developmentLanguage)
            || TextLanguage.isWrittenInWords(text, of: language, notOf: developmentLanguage)
    }
}
