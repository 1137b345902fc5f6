import L10nStrings

/// A property that is one lookup and nothing else, read where its text is wanted: a hand-written strings type's
/// `static var cont: String { NSLocalizedString("Continue", comment: "") }` (Orbot's `L10n`), SwiftGen's
/// `static var roomTitle: String { return L10n.tr("Localizable", "room_title") }`, `static let done =
/// NSLocalizedString("Done", comment: "")`. Reading `L10n.cont` is that lookup.
enum LookupAccessor {
    /// The accessors `file` declares, by name, with their lookups (each file's calls from ``LocalizedStringScanner``).
    static func scan(_ file: SourceFile, calls: [LocalizedStringCall]) -> [String: LocalizedStringCall] {
        guard file.language == .swift, !calls.isEmpty else { return [:] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        let indexByLocation = file.callStartIndices()
        var found: [String: LocalizedStringCall] = [:], twice = Set<String>()
        for call in calls {
            guard let start = indexByLocation[call.location], isIdentifier(start), isText(start + 1, "("),
                  let close = file.matchingBracket(start + 1) else { continue }
            // The call's qualifiers (`L10n.tr`, `Self.tr`).
            var first = start
            while isText(first - 1, "."), isIdentifier(first - 2) { first -= 2 }
            let name: Int
            // `var name: String { [return] CALL }`
            let open = isText(first - 1, "return") ? first - 2 : first - 1
            if isText(close + 1, "}"), isText(open, "{"), isText(open - 1, "String"), isText(open - 2, ":"), isIdentifier(open - 3), isText(open - 4, "var") {
                name = open - 3
            } else if close + 1 >= tokens.count || tokens[close + 1].line != tokens[close].line, isText(first - 1, "="), isIdentifier(first - 2),
                      isText(first - 3, "let"), isText(first - 4, "static") {
                // `static let name = CALL` ending its line.
                name = first - 2
            } else {
                continue
            }
            let text = file.text(of: tokens[name])
            if found[text] != nil { twice.insert(text) }
            found[text] = call
        }
        return found.filter { !twice.contains($0.key) }
    }
}
