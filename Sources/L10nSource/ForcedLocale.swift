import L10nStrings

/// The locale a SwiftUI app gives its whole interface: `.environment(\.locale, …)` on the content of its
/// `WindowGroup`. SwiftUI's `Text("key")`, `Button("key")` and the other views that take a localized key look
/// the key up in the environment's locale, not the device's, so users of other languages read the forced
/// language's texts (KawinKucing's `.init(identifier: "id")` shows Indonesian to everyone; Agile-task's
/// `Locale(identifier: appState.settings.appLanguage.identifier)` English or Ukrainian). `NSLocalizedString` and
/// `String(localized:)` do not read the environment.
///
/// Known only when the locale is a literal, a choice between literals (`translate ? "en" : "fa"`), or a property
/// (`….identifier`) whose every declaration in the sources returns literals; each must be a language code.
public struct ForcedLocale: Sendable, Equatable {
    /// The languages the interface may be forced to (`id`; `en`, `uk`).
    public var languages: Set<String>
    /// Where the modifier is.
    public var path: String
    public var location: SourceLocation

    /// The app's forced locale, nil when some `WindowGroup`'s content sets none, or one the sources do not tell.
    static func scan(_ files: [SourceFile]) -> ForcedLocale? {
        var found: [ForcedLocale] = []
        for file in files where file.language == .swift {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            for group in tokens.indices where tokens[group].kind == .identifier && isText(group, "WindowGroup") {
                guard let brace = (group + 1..<min(group + 40, tokens.count)).first(where: { isText($0, "{") }), let close = file.matchingBrace(brace) else { continue }
                // `.environment(\.locale, …)` in the group's content (its root view's modifiers).
                guard let i = (brace..<close).first(where: { i in isText(i, "environment") && isText(i - 1, ".") && isText(i + 1, "(") && isText(i + 2, "\\")
                    && isText(i + 3, ".") && isText(i + 4, "locale") && isText(i + 5, ",") }) else {
                    // Another app of the sources (ProProthese's iPhone app beside its watch app's German one) follows the device.
                    return nil
                }
                guard let end = file.matchingBracket(i + 1), let languages = languages(of: (i + 6)..<end, in: file, files: files) else { return nil }
                found.append(ForcedLocale(languages: languages, path: file.path, location: tokens[i].location))
            }
        }
        // Several apps' groups, or one group read twice, must agree.
        guard let first = found.first, found.allSatisfy({ $0.languages == first.languages }) else { return nil }
        return first
    }

    /// The language codes the locale expression `range` may give, nil when it is not known.
    private static func languages(of range: Range<Int>, in file: SourceFile, files: [SourceFile]) -> Set<String>? {
        let tokens = file.tokens
        let literals = range.filter { tokens[$0].kind == .string }.compactMap { file.literal(of: tokens[$0])?.value }
        if !literals.isEmpty {
            // Literals only where the expression picks among them: no other call builds the identifier.
            let codes = literals.compactMap { LanguageCode($0) }
            return codes.count == literals.count ? Set(codes.map(\.identifier)) : nil
        }
        // `Locale(identifier: model.language.identifier)`: the last name before the call's `)`.
        guard let last = range.last(where: { tokens[$0].kind == .identifier }), file.token(tokens[last - 1], is: ".") else { return nil }
        let name = file.text(of: tokens[last])
        var codes = Set<String>()
        for other in files where other.language == .swift {
            let t = other.tokens
            for i in t.indices where t[i].kind == .identifier && other.token(t[i], is: "var") && i + 1 < t.count && other.text(of: t[i + 1]) == name {
                guard let open = (i + 2..<min(i + 8, t.count)).first(where: { other.token(t[$0], is: "{") }), let close = other.matchingBrace(open) else { return nil }
                // (A body without `return` is an expression this reading does not follow.)
                guard (open..<close).contains(where: { other.token(t[$0], is: "return") }) else { return nil }
                for j in open..<close where other.token(t[j], is: "return") {
                    guard j + 1 < close, t[j + 1].kind == .string, let text = other.literal(of: t[j + 1])?.value, let code = LanguageCode(text) else { return nil }
                    codes.insert(code.identifier)
                }
            }
        }
        return codes.isEmpty ? nil : codes
    }
}
