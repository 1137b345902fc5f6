import Foundation
import L10nSource
import L10nStrings
import L10nText

extension VerifyPipeline {
    /// A screen that shows its texts in two languages at once (TrollFools's disclaimer: `Text("退出")` in bold over
    /// `Text("Exit")`, a Chinese paragraph over its English one, for everyone) leaves nothing unread where a table of
    /// one of them lacks the other's key: its users read their own words beside it. Such a pair is two lookups of keys
    /// no table of any language has, alone among such lookups in their innermost braces (one stack's or label's views)
    /// and within ``bilingualReach`` lines, one written in the development language's script and the other not; and the
    /// file shows more than one pair (a bilingual screen, not two stray texts side by side). A missing key is a note
    /// where every lookup of it is in a pair whose other text is written in the finding's language and the key itself
    /// is not. Keys some table translates are the app's localized texts, never such a pair: an app keyed in Chinese
    /// that lacks "设置" in English beside a translated "Done" shows Chinese to English users.
    func lowerKeysShownBesideTheirTranslation(_ findings: inout [Finding]) {
        let calls = workspace.sourceIndex.localizedStrings.calls
        guard !calls.isEmpty else { return }
        let tableKeys = workspace.tableKeysByName
        // (Only keys no table of any language has: texts the app never meant to translate.)
        let untabled = calls.filter { !(tableKeys[$0.table]?.contains($0.key) ?? false) }
        guard untabled.count >= 4 else { return }
        let lookupCounts = Dictionary(grouping: calls, by: \.key).mapValues(\.count)
        // Each call's partner, where it is in a pair, by the call's place; and how many pairs each file shows.
        var partners: [String: String] = [:]
        var pairsInFile: [String: Int] = [:]
        func place(_ call: LocalizedStringCall) -> String { "\(call.path)|\(call.location.line)|\(call.location.column)" }
        for (path, inFile) in Dictionary(grouping: untabled, by: \.path).sorted(by: { $0.key < $1.key }) where inFile.count >= 4 {
            guard let braces = innermostBraces(path) else { continue }
            let byBrace = Dictionary(grouping: inFile.filter { braces[$0.location] != nil }) { braces[$0.location]! }
            for (_, group) in byBrace.sorted(by: { $0.key < $1.key }) where group.count == 2 {
                let (a, b) = (group[0], group[1])
                guard abs(a.location.line - b.location.line) <= Self.bilingualReach, a.key != b.key,
                      (foreignLanguageForDevelopment(a.key) == nil) != (foreignLanguageForDevelopment(b.key) == nil),
                      TextLanguage.foreignScript(of: a.key, for: developmentLanguage) != nil
                        || TextLanguage.foreignScript(of: b.key, for: developmentLanguage) != nil else { continue }
                partners[place(a)] = b.key
                partners[place(b)] = a.key
                pairsInFile[path, default: 0] += 1
            }
        }
        guard !partners.isEmpty else { return }
        let byKey = Dictionary(grouping: untabled, by: \.key)
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            let language = findings[index].language
            guard let key = findings[index].key, let lookups = byKey[key], lookups.count == lookupCounts[key],
                  !isWritten(key, in: language) else { continue }
            let beside = lookups.map { call -> String? in
                guard (pairsInFile[call.path] ?? 0) >= 2, let other = partners[place(call)], isWritten(other, in: language) else { return nil }
                return other
            }
            guard let shown = beside.first ?? nil, !beside.contains(nil) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the screen shows it beside \"\(shown)\", written in \(language): its users read their own words there)"
        }
    }

    /// How many lines apart two lookups of one screen's text in two languages may be: a view's lines (`Text("退出")`,
    /// its font and weight, `Text("Exit")`).
    static let bilingualReach = 4

    /// The innermost `{` around each token of the source at `path`, by the token's place; nil when it cannot be read.
    func innermostBraces(_ path: String) -> [SourceLocation: Int]? {
        guard let file = try? SourceFile(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        var found: [SourceLocation: Int] = [:]
        var open: [Int] = []
        for (i, token) in file.tokens.enumerated() {
            if token.kind == .punctuation, file.token(token, is: "}") { _ = open.popLast() }
            if let innermost = open.last { found[token.location] = innermost }
            if token.kind == .punctuation, file.token(token, is: "{") { open.append(i) }
        }
        return found
    }

    /// Whether `text` is written in `language`: for the development language, letters in its script and no other of the
    /// app's languages (``foreignLanguageForDevelopment(_:)``); for another, letters only it writes among the app's or
    /// words only its dictionary has.
    func isWritten(_ text: String, in language: String) -> Bool {
        guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return false }
        if LanguageCode(language) == LanguageCode(developmentLanguage) { return foreignLanguageForDevelopment(text) == nil }
        return TextLanguage.isWritten(text, inScriptOf: language, notOf: developmentLanguage)
            || TextLanguage.isWrittenInWords(text, of: language, notOf: developmentLanguage)
    }
}
