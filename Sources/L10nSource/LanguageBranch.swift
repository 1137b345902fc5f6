import L10nStrings

/// A block of code that only runs for some of the app's languages: the body of `if lang == "ar" { … }` and its
/// `else`, which many apps that switch language in the app itself use to pick a text by hand
/// (`if lang == "ar" { title = "تحذير" } else { title = "Warning" }`). A literal there is read by the users of
/// the branch's languages only.
///
/// The condition is a test of the language alone: comparisons of a string literal with `==`, `!=`,
/// `isEqualToString:`, `hasPrefix` or `compare:` joined by `||` (or, for `!=`, by `&&`), or a name that asks for a
/// right-to-left language (`isRTL()`, `LangManager.shared.isArabic`, `== .rightToLeft`), possibly negated with
/// `!`. Whether a literal is a language the app has is the caller's to decide (``codes``): `if type == "area"`
/// compares no language.
public struct LanguageBranch: Sendable, Equatable {
    /// The language codes the condition names (`"ar"`), or ``rightToLeft`` for a test of the direction.
    public var codes: Set<String>
    /// True for the block that runs for the named languages, false for the one that runs for all others.
    public var forNamed: Bool
    /// The path of the file.
    public var path: String
    /// The first and last token of the block, braces included.
    public var start: SourceLocation
    public var end: SourceLocation
    /// For the body of a method its file calls only from blocks of the same languages (`if lang == "ar" {
    /// arabicLang() } else { englishLang() }`), the method: code in other files may call it too.
    public var method: String?

    /// What ``codes`` holds for a test of the layout direction or of Arabic (`isRTL`, `isArabic`).
    public static let rightToLeft = "<right-to-left>"

    public func contains(_ location: SourceLocation) -> Bool { start <= location && location <= end }

    /// The language blocks of `file`, in file order.
    static func scan(_ file: SourceFile, scopes: SourceScopes) -> [LanguageBranch] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var branches: [LanguageBranch] = []
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, isText(i, "if") else { continue }
            // The condition runs to the block's `{` (Swift) or to the `)` closing `if (` (Objective-C).
            var open = i + 1
            var depth = 0
            while open < tokens.count {
                if isText(open, "(") || isText(open, "[") { depth += 1 } else if isText(open, ")") || isText(open, "]") { depth -= 1 }
                if depth == 0, isText(open, "{") { break }
                if isText(open, ";") || (depth == 0 && isText(open, "}")) { open = tokens.count; break }
                open += 1
            }
            guard open < tokens.count, let close = file.matchingBrace(open) else { continue }
            // The `else` block (an `else if` chain included) runs for the other languages.
            var otherwise: (open: Int, close: Int)?
            if isText(close + 1, "else") {
                var elseOpen = close + 2
                var elseClose: Int?
                if isText(elseOpen, "{") {
                    elseClose = file.matchingBrace(elseOpen)
                } else if isText(elseOpen, "if") {
                    // Up to the end of the chain: each block's close, then another `else`.
                    var k = elseOpen
                    while k < tokens.count, !isText(k, "{") { k += 1 }
                    elseOpen = k
                    var last = k < tokens.count ? file.matchingBrace(k) : nil
                    while let end = last, isText(end + 1, "else") {
                        var next = end + 2
                        while next < tokens.count, !isText(next, "{") { next += 1 }
                        last = next < tokens.count ? file.matchingBrace(next) : nil
                    }
                    elseClose = last
                }
                if let elseClose, elseOpen < tokens.count { otherwise = (elseOpen, elseClose) }
            }
            let test = condition(file, from: i + 1, to: open)
                ?? numberedLanguageTest(file, from: i + 1, to: open, then: open..<close, otherwise: otherwise.map { $0.open..<$0.close })
            guard let test else { continue }
            branches.append(LanguageBranch(codes: test.codes, forNamed: !test.negated, path: file.path,
                                           start: tokens[open].location, end: tokens[close].location, method: nil))
            if let otherwise {
                branches.append(LanguageBranch(codes: test.codes, forNamed: test.negated, path: file.path,
                                               start: tokens[otherwise.open].location, end: tokens[otherwise.close].location, method: nil))
            } else if returnsAtTopLevel(file, open: open, close: close), close + 1 < tokens.count,
                      let outer = file.enclosingBrace(of: i), let outerClose = file.matchingBrace(outer), outerClose > close + 1 {
                // A block that returns leaves the rest of its enclosing block to the other languages: pushgo's
                // `if language.hasPrefix("zh") { return "撤销" }` then `return "Undo"`.
                branches.append(LanguageBranch(codes: test.codes, forNamed: test.negated, path: file.path,
                                               start: tokens[close + 1].location, end: tokens[outerClose].location, method: nil))
            }
        }
        // Swift's `isGerman ? "Datenschutz" : "Privacy"`: each arm of a conditional on the language.
        if file.language == .swift {
            for q in tokens.indices where isText(q, "?") && q > 0 && tokens[q].start > 0
            && [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[tokens[q].start - 1]) {
                guard let arms = conditionalArms(file, question: q), let test = condition(file, from: arms.condition.lowerBound, to: q) else { continue }
                branches.append(LanguageBranch(codes: test.codes, forNamed: !test.negated, path: file.path, start: tokens[arms.then.lowerBound].location,
                                               end: tokens[arms.then.upperBound - 1].location, method: nil))
                branches.append(LanguageBranch(codes: test.codes, forNamed: test.negated, path: file.path, start: tokens[arms.otherwise.lowerBound].location,
                                               end: tokens[arms.otherwise.upperBound - 1].location, method: nil))
            }
        }
        // A block that stores the language the app runs in (`UserDefaults.standard.set("en", forKey: "lang")`,
        // `[defaults setObject:@"en" forKey:@"language"]`, `lang = "en"`): the action that switches the app to it,
        // whose texts are for that language.
        for k in tokens.indices where tokens[k].kind == .string {
            guard let value = file.literal(of: tokens[k])?.value, isLanguageCode(value) else { continue }
            let stored = (k - 3..<k).contains(where: { j in j >= 0 && ["set", "setObject", "setValue"].contains(file.text(of: tokens[j])) })
                && (k + 1..<min(k + 5, tokens.count)).contains(where: { file.text(of: tokens[$0]) == "forKey" })
            let assigned = isText(k - 1, "=") && k >= 2 && tokens[k - 2].kind == .identifier && file.text(of: tokens[k - 2]).lowercased().contains("lang")
            guard stored || assigned, let open = file.enclosingBrace(of: k), let close = file.matchingBrace(open) else { continue }
            branches.append(LanguageBranch(codes: [value], forNamed: true, path: file.path, start: tokens[open].location,
                                           end: tokens[close].location, method: nil))
        }
        branches += calledOnlyFromBranches(file, scopes: scopes, branches: branches)
        return branches.sorted { ($0.start, $0.end, $0.forNamed ? 1 : 0) < ($1.start, $1.end, $1.forNamed ? 1 : 0) }
    }

    /// The condition and the two arms of the Swift conditional whose `?` is at `question`: the condition back to
    /// the `(`, `,`, `=`, `{`, `[` or `return` before it, each arm to the `:` and on to the `)`, `,`, `]` or `}` that
    /// ends the expression (or the line's end). Nil when an arm is empty or another conditional nests in it.
    private static func conditionalArms(_ file: SourceFile, question q: Int) -> (condition: Range<Int>, then: Range<Int>, otherwise: Range<Int>)? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func opens(_ i: Int) -> Bool { isText(i, "(") || isText(i, "[") || isText(i, "{") }
        func closes(_ i: Int) -> Bool { isText(i, ")") || isText(i, "]") || isText(i, "}") }
        var start = q - 1
        var depth = 0
        while start >= 0 {
            if closes(start) { depth += 1 } else if opens(start) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, isText(start, ",") || isText(start, "=") || isText(start, "return") || isText(start, "?") || isText(start, ":") { break }
            start -= 1
        }
        guard start + 1 < q else { return nil }
        var colon = q + 1
        depth = 0
        while colon < tokens.count {
            if opens(colon) { depth += 1 } else if closes(colon) {
                if depth == 0 { return nil }
                depth -= 1
            } else if depth == 0, isText(colon, "?") { return nil } else if depth == 0, isText(colon, ":") { break }
            colon += 1
        }
        guard colon < tokens.count, colon > q + 1 else { return nil }
        var end = colon + 1
        depth = 0
        while end < tokens.count {
            if opens(end) { depth += 1 } else if closes(end) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, isText(end, ",") || isText(end, "?") { break }
            if depth == 0, end > colon + 1, tokens[end].line != tokens[end - 1].line, !isText(end, ".") { break }
            end += 1
        }
        guard end > colon + 1 else { return nil }
        return ((start + 1)..<q, (q + 1)..<colon, (colon + 1)..<end)
    }

    /// The bodies of the methods every call of which in `file` is in blocks of the same languages.
    private static func calledOnlyFromBranches(_ file: SourceFile, scopes: SourceScopes, branches: [LanguageBranch]) -> [LanguageBranch] {
        guard !branches.isEmpty else { return [] }
        let tokens = file.tokens
        // Each method's body: a run of tokens whose method it is.
        var bodies: [String: [Range<Int>]] = [:]
        var i = 0
        while i < tokens.count {
            guard let name = scopes.methods[i] else { i += 1; continue }
            var end = i
            while end < tokens.count, scopes.methods[end] == name { end += 1 }
            bodies[name, default: []].append(i..<end)
            i = end
        }
        var found: [LanguageBranch] = []
        for (name, runs) in bodies.sorted(by: { $0.key < $1.key }) where runs.count == 1 {
            let body = runs[0]
            var calls: [SourceLocation] = []
            for k in tokens.indices where tokens[k].kind == .identifier && !body.contains(k) && file.text(of: tokens[k]) == name {
                // Its declaration (`func englishLang`, `- (void)englishLang`) is no call.
                if k > 0, file.token(tokens[k - 1], is: "func") || (file.token(tokens[k - 1], is: ")") && scopes.methods[k] == nil && file.language != .swift) { continue }
                calls.append(tokens[k].location)
            }
            guard !calls.isEmpty else { continue }
            // The innermost block of languages around each call.
            let around = calls.map { call in branches.filter { $0.contains(call) }.max { ($0.start, $1.end) < ($1.start, $0.end) } }
            guard let first = around.first, let branch = first,
                  around.allSatisfy({ $0.map { $0.codes == branch.codes && $0.forNamed == branch.forNamed } ?? false }) else { continue }
            found.append(LanguageBranch(codes: branch.codes, forNamed: branch.forNamed, path: file.path,
                                        start: tokens[body.lowerBound].location, end: tokens[body.upperBound - 1].location, method: name))
        }
        return found
    }

    /// The `{` of the innermost block around token `index`.
    /// Whether the block between the braces at `open` and `close` says `return` outside any block inside it: it never
    /// falls through to the code after it.
    private static func returnsAtTopLevel(_ file: SourceFile, open: Int, close: Int) -> Bool {
        var depth = 0
        for k in (open + 1)..<close {
            if file.token(file.tokens[k], is: "{") { depth += 1 } else if file.token(file.tokens[k], is: "}") { depth -= 1 }
            if depth == 0, file.token(file.tokens[k], is: "return") { return true }
        }
        return false
    }

    /// The languages a condition (tokens `from..<to`) tests and whether it tests for the others, nil when it
    /// tests anything besides the language.
    private static func condition(_ file: SourceFile, from: Int, to: Int) -> (codes: Set<String>, negated: Bool)? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= from && i < to && file.token(tokens[i], is: text) }
        // Split at the top-level `||` and `&&`.
        var parts: [Range<Int>] = []
        var joiners = Set<String>()
        var start = from
        for k in from..<to where isText(k, "||") || isText(k, "&&") {
            parts.append(start..<k)
            joiners.insert(file.text(of: tokens[k]))
            start = k + 1
        }
        parts.append(start..<to)
        guard joiners.count <= 1 else { return nil }
        var codes = Set<String>()
        var negations = Set<Bool>()
        for part in parts {
            guard let test = languageTest(file, part) else { return nil }
            codes.formUnion(test.codes)
            negations.insert(test.negated)
        }
        guard negations.count == 1, let negated = negations.first else { return nil }
        // `a == "ar" || b == "ur"` names the languages; `a != "ar" && a != "ur"` names the others. Any other
        // joining says little about who reads either block.
        if parts.count > 1, joiners.first != (negated ? "&&" : "||") { return nil }
        return (codes, negated)
    }

    /// One comparison of the language: its codes and whether it holds for the other languages.
    private static func languageTest(_ file: SourceFile, _ range: Range<Int>) -> (codes: Set<String>, negated: Bool)? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { range.contains(i) && file.token(tokens[i], is: text) }
        var negated = false
        var codes = Set<String>()
        for k in range {
            let token = tokens[k]
            switch token.kind {
            case .string:
                guard let value = file.literal(of: token)?.value else { return nil }
                // A literal compared, in either order, or handed to a comparing method (made a string first in Bayie's
                // `[lang isEqualToString:[NSString stringWithFormat: @"ar"]]`).
                let made = isText(k - 1, ":") && isText(k - 2, "stringWithFormat") && isText(k - 3, "NSString") && isText(k - 4, "[")
                let at = made ? k - 4 : k
                let compared = isText(k - 1, "==") || isText(k + 1, "==") || isText(k - 1, "!=") || isText(k + 1, "!=")
                    || (at - 3..<at).contains(where: { j in range.contains(j) && ["isEqualToString", "hasPrefix", "isEqual"].contains(file.text(of: tokens[j])) })
                // `[lang compare:@"fr_FR"] == NSOrderedSame` (or `== 0`), `lang.compare("fr") == .orderedSame`: equal when the
                // order is the same, different when it is not or when the result is taken as true (Objective-C's nonzero);
                // a ranking (`< 0`, `NSOrderedAscending`) tests no language.
                let ordered = (k - 3..<k).contains(where: { j in range.contains(j) && ["compare", "caseInsensitiveCompare"].contains(file.text(of: tokens[j])) })
                guard compared || ordered, isLanguageCode(value) else { return nil }
                codes.insert(value)
                if isText(k - 1, "!=") || isText(k + 1, "!=") { negated.toggle() }
                if ordered {
                    let ranks: Set<String> = ["NSOrderedAscending", "NSOrderedDescending", "orderedAscending", "orderedDescending", "<", ">", "<=", ">="]
                    if range.contains(where: { ranks.contains(file.text(of: tokens[$0])) }) { return nil }
                    guard let same = range.first(where: { ["NSOrderedSame", "orderedSame"].contains(file.text(of: tokens[$0])) }) else {
                        // `== 0` is the same order; `!= 0`, or the result alone, another.
                        if let zero = range.first(where: { file.text(of: tokens[$0]) == "0" }) {
                            if isText(zero - 1, "!=") || isText(zero + 1, "!=") { negated.toggle() } else if !isText(zero - 1, "==") && !isText(zero + 1, "==") { return nil }
                        } else {
                            negated.toggle()
                        }
                        continue
                    }
                    let before = isText(same - 1, ".") ? same - 2 : same - 1
                    if isText(before, "!=") || isText(same + 1, "!=") {
                        negated.toggle()
                    } else if !isText(before, "==") && !isText(same + 1, "==") {
                        return nil
                    }
                }
            case .identifier:
                let name = file.text(of: token)
                if ["isRTL", "isRtl", "isArabic", "rightToLeft", "forceRightToLeft", "isRightToLeft"].contains(name) {
                    codes.insert(rightToLeft)
                    if isText(k + 1, "!=") || isText(k - 1, "!=") { negated.toggle() }
                } else if let code = languageFlag(name) {
                    // CulinaChef's `isGerman`, Spedia's `isCurrentLanguageArabic()`: a flag named after one language. (Not a
                    // helper given a text, `isArabicLanguage(message.body)`, `[Utils isArabicLanguage:text]`, nor a flag of
                    // some other value, `comment.isEnglish`: those test a text.)
                    if (isText(k + 1, "(") && !isText(k + 2, ")")) || isText(k + 1, ":") { return nil }
                    if isText(k - 1, "."), k >= 2, Self.namesAText(file.text(of: tokens[k - 2])) { return nil }
                    let after = isText(k + 1, "(") ? k + 3 : k + 1
                    // Compared with a Boolean: `== false` and `!= true` negate, `== true` and `!= false` do not; anything
                    // else compared says nothing of the language.
                    if isText(after, "==") || isText(after, "!=") {
                        guard isText(after + 1, "true") || isText(after + 1, "false") else { return nil }
                        if isText(after, "==") == isText(after + 1, "false") { negated.toggle() }
                    }
                    codes.insert(code)
                }
            case .punctuation:
                // A leading `!` negates a Swift test; `![lang isEqualToString:…]` an Objective-C one.
                if isText(k, "!"), k + 1 < range.upperBound, tokens[k + 1].kind != .punctuation || isText(k + 1, "[") || isText(k + 1, "(") { negated.toggle() }
            default:
                continue
            }
        }
        return codes.isEmpty ? nil : (codes, negated)
    }

    /// The language a flag's name says the app runs in: `is`, then words saying whose language it is (`Current`,
    /// `App`, `Language`, `Locale`…), one language's English name or a right-to-left direction (`RTL`,
    /// `RightToLeft`: ``rightToLeft``), and such words again: `isGerman`, `isCurrentLanguageArabic`,
    /// `isHebrewLocale`, `isAppHebrew`, `isRTLLanguage`. Nil for a flag about anything else, a text's
    /// (`isArabicScript`, `isArabicContentWithData`) or a name's (`isShowingEnglishName`).
    static func languageFlag(_ name: String) -> String? {
        let words = camelCaseWords(name)
        guard words.count >= 2, words[0] == "is" else { return nil }
        let whose: Set<Substring> = ["Current", "App", "Application", "Device", "Selected", "User", "Language", "Lang", "Locale", "UI", "Layout"]
        var found: String?
        var k = 1
        while k < words.count {
            let word = words[k]
            if whose.contains(word) {
                k += 1
                continue
            }
            guard found == nil else { return nil }
            if word == "RTL" || word == "Rtl" {
                found = rightToLeft
            } else if word == "Right", k + 2 < words.count, words[k + 1] == "To", words[k + 2] == "Left" {
                found = rightToLeft
                k += 2
            } else if let code = LanguageCode.legacyNames.first(where: { $0.name == word })?.code {
                found = code
            } else {
                return nil
            }
            k += 1
        }
        return found
    }

    /// Whether a flag read off `receiver` is about a text, not the app's language: its name says it holds one (`comment`,
    /// `message.body`, `item.title`). Any other receiver keeps the app's setting (`L102Language`, `LanguageManager.shared`,
    /// Bayie's `DataClass` instance `objc`).
    static func namesAText(_ receiver: String) -> Bool {
        let lowered = receiver.lowercased()
        return ["text", "message", "comment", "body", "string", "content", "title", "name", "post", "word", "review", "note", "caption"]
            .contains { lowered.contains($0) }
    }

    /// The words of a camel-case name; a run of capitals is one word (`isRTLLanguage`: is, RTL, Language).
    static func camelCaseWords(_ name: String) -> [Substring] {
        let characters = Array(name.indices)
        var words: [Substring] = []
        var start = name.startIndex
        for (n, index) in characters.enumerated() where n > 0 && name[index].isUppercase {
            let previous = name[characters[n - 1]]
            let nextIsLower = n + 1 < characters.count && name[characters[n + 1]].isLowercase
            if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                words.append(name[start..<index])
                start = index
            }
        }
        words.append(name[start...])
        return words.filter { !$0.isEmpty }
    }

    /// A test of a language setting kept as a number or a flag (`appDel.flagLanguage == 1`, `langId != 2`), whose
    /// value names no language: it is a test of a right-to-left language when the texts of one block are written in
    /// Arabic or Hebrew letters and those of the other (or of nothing, without an `else`) are not. Nil otherwise.
    private static func numberedLanguageTest(_ file: SourceFile, from: Int, to: Int, then: Range<Int>, otherwise: Range<Int>?)
    -> (codes: Set<String>, negated: Bool)? {
        let tokens = file.tokens
        let words = (from..<to).map { file.text(of: tokens[$0]) }.filter { $0 != "(" && $0 != ")" }
        guard words.count >= 3, let comparison = words.firstIndex(where: { $0 == "==" || $0 == "!=" }), comparison > 0,
              comparison + 1 < words.count else { return nil }
        let name = words[comparison - 1], value = words[comparison + 1]
        // `flagLanguage == 1`, `self.appLang == kArabic`, `language.rawValue == 2`: a name about the language, a number or
        // a constant on the other side; nothing more after it.
        guard comparison + 2 == words.count, name.lowercased().contains("lang"), value.first?.isNumber == true || value == "true" || value == "false"
        else { return nil }
        func writesRightToLeft(_ range: Range<Int>?) -> Bool {
            guard let range else { return false }
            return range.contains { k in
                tokens[k].kind == .string && (file.literal(of: tokens[k])?.value ?? "").unicodeScalars.contains(where: isRightToLeftLetter)
            }
        }
        let first = writesRightToLeft(then), second = writesRightToLeft(otherwise)
        guard first != second else { return nil }
        // Which value is which language the texts tell, whatever the operator: negated when the `else` is right to left.
        return ([rightToLeft], second)
    }

    /// A letter of the Hebrew or Arabic script (Arabic, Persian, Urdu…), their presentation forms included.
    static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x05D0...0x05EA, 0x0620...0x064A, 0x066E...0x06D3, 0x06FA...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF,
             0xFB1D...0xFDFF, 0xFE70...0xFEFC: return true
        default: return false
        }
    }

    /// Whether `text` is shaped like a language code (`ar`, `zh-Hans`, `pt_BR`); the caller matches it with
    /// the app's languages.
    static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
