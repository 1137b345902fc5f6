extension ShownLiteral {
    /// The properties an assignment replaces a text of `role` through: a label's `text` by `text` or `attributedText`, an
    /// alert's `title` by `title`.
    static func replacingProperties(of role: String) -> Set<String> {
        role == "text" ? ["text", "attributedText"] : [role]
    }

    /// Whether a text put into an object's property never shows because the statements after it, in the same block and
    /// whenever it runs, put another value there before UIKit draws anything: `let alert = Service.createAlertController(title:
    /// "Error", …)` then `alert.title = NSLocalizedString("Error", comment: "")` (RGarage's sign-up screen),
    /// `label.text = "high"` then `label.attributedText = …` a few lines on. `value` is the text's value (its tokens); the
    /// object is the one its statement assigns (`label.text = …`) or declares (`let alert = …`). Only a later statement
    /// of the same block counts, not one inside an `if` or a closure, and none where something that may leave first or
    /// wait (`return`, `throw`, `break`, `continue`, `guard`, `try`, `await`), another `case` or a compiler directive (`#if`,
    /// `#else`) comes between, or where code reads the text back before or in the new value (`label.attributedText =
    /// NSAttributedString(string: label.text ?? "", …)` underlines the same words).
    static func isReplacedLater(_ value: Range<Int>, role: String, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard value.lowerBound > 0, value.upperBound <= tokens.count else { return false }
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // The first token of the object expression ending at `end` (`self.cell.detailTextLabel?`), walking back over names,
        // dots and optional marks; nil unless it starts a statement (or, with `anywhere`, is one at all).
        func objectStart(endingAt end: Int, anywhere: Bool = false) -> Int? {
            var start = end
            while start >= 0, tokens[start].kind == .identifier || isText(start, ".") || isText(start, "?") || isText(start, "!") {
                start -= 1
            }
            start += 1
            guard start <= end, tokens[start].kind == .identifier else { return nil }
            if anywhere { return start }
            let startsStatement = start == 0 || isText(start - 1, "{") || isText(start - 1, "}") || isText(start - 1, ";")
                || (file.language == .swift && tokens[start - 1].line < tokens[start].line && !isText(start - 1, "=") && !isText(start - 1, ","))
            return startsStatement ? start : nil
        }
        // The object's name with `self.`, `let`/`var` and optional marks left out (`cell.detailTextLabel`).
        func objectKey(_ range: ClosedRange<Int>) -> String {
            var parts: [String] = []
            for i in range where !isText(i, "?") && !isText(i, "!") && !isText(i, "let") && !isText(i, "var") {
                parts.append(file.text(of: tokens[i]))
            }
            if parts.first == "self", parts.dropFirst().first == "." { parts.removeFirst(2) }
            return parts.joined()
        }
        // Where the statement starts and which object it gives the text.
        var statement: Int, object: String
        let member = value.lowerBound - 2
        if member > 0, isText(member + 1, "="), isText(member - 1, "."), tokens[member].kind == .identifier,
           replacingProperties(of: role).contains(file.text(of: tokens[member])) {
            // `holder.text = "…"`.
            guard let start = objectStart(endingAt: member - 2) else { return false }
            statement = start
            object = objectKey(start...(member - 2))
        } else {
            // `let alert = Maker(title: "…")`, `alert = …`: back from the value, out of the brackets around it, to the `=`.
            var i = value.lowerBound - 1, depth = 0
            var found: Int?
            while i > 0 {
                if isText(i, ")") || isText(i, "]") { depth += 1 } else if isText(i, "(") || isText(i, "[") { depth -= 1 }
                if isText(i, "{") || isText(i, "}") || isText(i, ";") { break }
                if depth < 0 { depth = 0 }
                if depth == 0, isText(i, "="), !isText(i - 1, "="), !isText(i + 1, "=") { found = i; break }
                // (A line break ends a Swift statement unless a dot, a comma, a colon or a bracket carries it on.)
                if depth == 0, file.language == .swift, tokens[i - 1].line < tokens[i].line,
                   ![".", ",", ":"].contains(where: { isText(i, $0) }), ![".", "(", "[", ",", ":", "="].contains(where: { isText(i - 1, $0) }) { break }
                i -= 1
            }
            guard let equals = found, equals > 0, tokens[equals - 1].kind == .identifier, var start = objectStart(endingAt: equals - 1) else { return false }
            if isText(start - 1, "let") || isText(start - 1, "var") { start -= 1 }
            statement = start
            object = objectKey(start...(equals - 1))
        }
        guard !object.isEmpty, let open = file.enclosingBrace(of: statement), let close = file.matchingBrace(open) else { return false }
        let properties = replacingProperties(of: role)
        // Whether the code at `k` reads the text back (`label.text ?? ""`, `alert.title?.uppercased()`): what is built from it
        // shows it still.
        let read = properties.union([role])
        func readsTheText(_ k: Int) -> Bool {
            guard isText(k, "."), k + 1 < tokens.count, tokens[k + 1].kind == .identifier, read.contains(file.text(of: tokens[k + 1])),
                  !(isText(k + 2, "=") && !isText(k + 3, "=")), let start = objectStart(endingAt: k - 1, anywhere: true) else { return false }
            return objectKey(start...(k - 1)) == object
        }
        // Whether a value names the object at all (`underlined(terms)`, `help.underlinedText()`): what it makes may show the text.
        let objectName = object.split(separator: ".").last.map(String.init) ?? object
        func namesTheObject(_ range: Range<Int>) -> Bool {
            range.contains { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == objectName && !isText($0 - 1, ".") }
        }
        // Only the directives that may leave code out of the build (`#if`…), not `#selector` or `#available`.
        func isCompilerDirective(_ k: Int) -> Bool {
            tokens[k].isInDirective || (tokens[k].kind == .pound && ["#if", "#elseif", "#else", "#endif"].contains { isText(k, $0) })
        }
        var depth = 0
        var k = value.upperBound
        while k < close {
            defer { k += 1 }
            if isText(k, "{") { depth += 1; continue }
            if isText(k, "}") { depth -= 1; continue }
            // (What may leave first, wait, or start another branch of a `switch`; a compiler directive, Swift's `#if`
            // among them, may leave the replacement out of the build.)
            if ["return", "throw", "break", "continue", "guard", "await", "case", "default"].contains(where: { isText(k, $0) })
                || (isText(k, "try") && !isText(k + 1, "?")) || isCompilerDirective(k) { return false }
            if readsTheText(k) { return false }
            guard depth == 0, isText(k, "."), k + 3 < tokens.count, tokens[k + 1].kind == .identifier,
                  properties.contains(file.text(of: tokens[k + 1])), isText(k + 2, "="), !isText(k + 3, "=") else { continue }
            guard let start = objectStart(endingAt: k - 1), objectKey(start...(k - 1)) == object else { continue }
            let replacement = ShownLiteral.valueEnd(k + 3, before: close, in: file)
            // (Another value, not the same literal again, and none made of the text itself.)
            guard replacement > k + 3, !((k + 3)..<replacement).contains(where: readsTheText), !namesTheObject((k + 3)..<replacement) else { return false }
            if CallArguments.text(of: (k + 3)..<replacement, in: file) != CallArguments.text(of: value, in: file) { return true }
        }
        return false
    }
}
