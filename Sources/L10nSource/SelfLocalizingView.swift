/// View classes that look their own document text up as they load: passforios' `UILocalizedLabel`, whose
/// `awakeFromNib()` sets `text = text?.localize()`, or an Objective-C button whose `awakeFromNib` sets
/// `[self setTitle:NSLocalizedString(self.currentTitle, nil) forState:UIControlStateNormal]`. A view of such a
/// class (or a subclass) shows the lookup of the text its storyboard gives it, whatever the storyboard's table
/// says: the text is a key, not what users read.
enum SelfLocalizingView {
    /// The methods UIKit calls on a view as it comes out of a storyboard or xib, before anyone sees it.
    static let loadingMethods: Set<String> = ["awakeFromNib", "init", "initWithCoder", "didMoveToWindow", "didMoveToSuperview", "willMove",
                                              "layoutSubviews"]
    /// A view's own texts, as its code reads them.
    static let ownTexts: Set<String> = ["text", "title", "placeholder", "currentTitle", "attributedText", "titleLabel"]
    /// A view's own text setters, as its code calls them.
    static let ownSetters: Set<String> = ["setTitle", "setText", "setPlaceholder", "setAttributedTitle"]

    /// The classes of `file` whose loading methods set one of the view's own texts to a lookup of one of them.
    static func classes(in file: SourceFile, scopes: SourceScopes) -> Set<String> {
        let tokens = file.tokens
        guard !tokens.isEmpty else { return [] }
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // The view itself: a bare name, or one after `self.`, never a member of something else (`label.text`).
        func isOwn(_ i: Int) -> Bool {
            guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
            if isText(i - 1, ".") { return isText(i - 2, "self") && !isText(i - 3, ".") }
            return !isText(i - 1, "?") && !isText(i - 1, "!")
        }
        var found = Set<String>()
        var i = 0
        while i < tokens.count {
            // One line of a loading method's body at a time.
            let line = tokens[i].line
            var end = i
            while end + 1 < tokens.count, tokens[end + 1].line == line { end += 1 }
            defer { i = end + 1 }
            guard let method = scopes.methods[i], loadingMethods.contains(method), let owner = scopes.classes[i], !found.contains(owner) else { continue }
            let range = i...end
            // `text = …`, `self.text = …`; `setTitle(…)`, `[self setTitle:…]`.
            var assigns = false
            for j in range where tokens[j].kind == .identifier && isOwn(j) {
                let name = file.text(of: tokens[j])
                if ownTexts.contains(name), isText(j + 1, "=") || (isText(j + 1, "?") && isText(j + 2, ".") && isText(j + 3, "text") && isText(j + 4, "=")) {
                    assigns = true
                } else if ownSetters.contains(name), isText(j + 1, "(") || isText(j + 1, ":") {
                    assigns = true
                } else if isText(j - 1, "["), isText(j, "self"), j + 1 <= end, ownSetters.contains(file.text(of: tokens[j + 1])) {
                    assigns = true
                }
            }
            guard assigns else { continue }
            let looksUp = range.contains { tokens[$0].kind == .identifier && Self.namesLookup(file.text(of: tokens[$0])) }
            // The lookup's key is the view's own text, read (not the one written: `text =`, `titleLabel?.text =`).
            let readsOwn = range.contains { j in
                tokens[j].kind == .identifier && ownTexts.contains(file.text(of: tokens[j])) && isOwn(j)
                    && !isText(j + 1, "=") && !(isText(j + 1, "?") && isText(j + 4, "="))
            }
            if looksUp, readsOwn { found.insert(owner) }
        }
        return found
    }

    /// Whether a name is a lookup's (`NSLocalizedString`, `localized`, `localize()`, `localizedString(for:)`).
    static func namesLookup(_ name: String) -> Bool {
        LocalizedStringCall.namesLocalizing(name) || name.lowercased().contains("l10n")
    }
}
