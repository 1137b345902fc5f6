/// View controllers that show their own `title` as it is in a view of theirs, not only in a navigation bar: Mega-Mall's
/// `SheetViewController`, whose `override var title: String? { didSet { titleLabel.text = title } }` puts each
/// sheet's title in its header label, or an Objective-C `- (void)setTitle:(NSString *)title` that sets
/// `self.headerLabel.text = title`. A title code gives such a controller (or a subclass) is on screen as written.
enum TitleShowingController {
    /// The classes of `file` whose `title` property's accessors (Swift) or `setTitle:` method (Objective-C) give a
    /// view's text the title.
    static func classes(in file: SourceFile, scopes: SourceScopes) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found = Set<String>()
        if file.language == .swift {
            // `override var title: String? { didSet { … } }` (`public override`, `open override` too).
            for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "title") && isText(i - 1, "var") && isText(i + 1, ":")
            && (max(0, i - 4)..<(i - 1)).contains(where: { isText($0, "override") && tokens[$0].line == tokens[i].line }) {
                guard let owner = scopes.classes[i], !found.contains(owner) else { continue }
                if let body = body(after: i, in: file), givesTitleToText(body, named: ["title", "newValue"], in: file) { found.insert(owner) }
            }
        } else {
            // `- (void)setTitle:(NSString *)title { … }`.
            for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "setTitle") && isText(i + 1, ":")
            && isText(i - 1, ")") && isText(i - 2, "void") && isText(i - 3, "(") && isText(i - 4, "-") {
                guard let owner = scopes.classes[i], !found.contains(owner) else { continue }
                // The parameter's name: `(NSString *)aTitle`.
                var close = i + 2
                while close < tokens.count, !isText(close, ")"), !isText(close, "{") { close += 1 }
                guard isText(close, ")"), close + 1 < tokens.count, tokens[close + 1].kind == .identifier else { continue }
                let parameter = file.text(of: tokens[close + 1])
                if let body = body(after: i, in: file), givesTitleToText(body, named: [parameter, "title"], in: file) { found.insert(owner) }
            }
        }
        return found
    }

    /// The tokens inside the first braces after token `start`, before any `;` or `}` ends the declaration.
    private static func body(after start: Int, in file: SourceFile) -> Range<Int>? {
        var open = start
        while open < file.tokens.count, !file.token(file.tokens[open], is: "{") {
            if file.token(file.tokens[open], is: ";") || file.token(file.tokens[open], is: "}") { return nil }
            open += 1
        }
        guard open < file.tokens.count, let close = file.matchingBrace(open) else { return nil }
        return (open + 1)..<close
    }

    /// Whether a statement of `body` sets a view's text to the title as it is: `titleLabel.text = title` (or `newValue`,
    /// `self.title`, the Objective-C parameter's name), `[self.headerLabel setText:title]`; not to a lookup of it
    /// (`title?.localized`: the title code gives is then a key) nor to something else's title (`item.title`).
    private static func givesTitleToText(_ body: Range<Int>, named names: Set<String>, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for j in body where tokens[j].kind == .identifier {
            let setsText = (isText(j, "text") && isText(j - 1, ".") && isText(j + 1, "=")) || (isText(j, "setText") && isText(j + 1, ":"))
            guard setsText else { continue }
            var k = j + 2
            if isText(k, "self"), isText(k + 1, ".") { k += 2 }
            guard k < body.upperBound, tokens[k].kind == .identifier, names.contains(file.text(of: tokens[k])) else { continue }
            // What is applied to the title itself (`title?.localized`, `title!.uppercased()`) looks nothing up; a fallback
            // after `??` is another value.
            var m = k + 1, looksUp = false
            while m < body.upperBound, tokens[m].line == tokens[j].line, !isText(m, ";"), !isText(m, "??"), !isText(m, ":") {
                if tokens[m].kind == .identifier, SelfLocalizingView.namesLookup(file.text(of: tokens[m])) { looksUp = true }
                m += 1
            }
            if !looksUp { return true }
        }
        return false
    }
}
