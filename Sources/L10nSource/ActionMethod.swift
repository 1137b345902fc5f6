/// An action method (`@IBAction func save(_ sender: Any)`, `- (IBAction)save:(id)sender`), which runs when a
/// storyboard or xib connects a control to its selector (or code names it), with what its body says: whether
/// the rest of the app depends on it is decided against the documents (see L10nChecks' CodeContext).
public struct ActionMethod: Sendable, Equatable {
    /// The method's base name (`save`).
    public let name: String
    public let path: String
    /// From the declaration's line through its closing brace.
    public let lines: ClosedRange<Int>
    /// How many times the body says each identifier (the declaration's own name not counted).
    public let identifiers: [String: Int]
    /// How many times the body says each plain string literal.
    public let literals: [String: Int]

    /// How many times a whole file says each identifier and each plain string literal.
    public struct FileCounts: Sendable, Equatable {
        public let identifiers: [String: Int]
        public let literals: [String: Int]

        init(_ file: SourceFile, identifiers: [String: Int]) {
            self.identifiers = identifiers
            var literals: [String: Int] = [:]
            for token in file.tokens where token.kind == .string && token.literalIndex >= 0 {
                if let value = file.literals[token.literalIndex].value { literals[value, default: 0] += 1 }
            }
            self.literals = literals
        }
    }

    /// Whether a document's selector (`save:`, Swift's `saveWithSender:` for a labelled parameter, `save` for
    /// none) calls a method of this name.
    public func isCalled(bySelector selector: Substring) -> Bool {
        guard selector.hasPrefix(name) else { return false }
        let rest = selector.dropFirst(name.count)
        return rest.isEmpty || rest.hasPrefix(":") || rest.hasPrefix("With")
    }

    /// The action methods of `file` that have a body.
    static func scan(_ file: SourceFile) -> [ActionMethod] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found: [ActionMethod] = []
        // Identifiers inside interpolations, built once for all the file's actions.
        var interpolations: [(line: Int, name: String)]?
        for i in tokens.indices {
            let nameIndex: Int
            if file.language == .swift {
                // `@IBAction` then modifiers (`private`, `final`, `@objc`) up to `func name`.
                guard tokens[i].kind == .attribute, isText(i, "@IBAction") else { continue }
                var j = i + 1
                while j < tokens.count, j <= i + 6, !isText(j, "func") { j += 1 }
                guard isText(j, "func"), j + 1 < tokens.count, tokens[j + 1].kind == .identifier else { continue }
                nameIndex = j + 1
            } else {
                // `- (IBAction)name:(id)sender {`
                guard isText(i, "-"), isText(i + 1, "("), isText(i + 2, "IBAction"), isText(i + 3, ")"),
                      i + 4 < tokens.count, tokens[i + 4].kind == .identifier else { continue }
                nameIndex = i + 4
            }
            // The body's opening brace, past the parameters; a declaration ends at `;` instead.
            var open = nameIndex + 1, depth = 0
            while open < tokens.count {
                if isText(open, "(") { depth += 1 } else if isText(open, ")") { depth -= 1 }
                if depth == 0, isText(open, "{") || isText(open, ";") || isText(open, "}") { break }
                // (A Swift declaration without a body, in a protocol, ends where the next one begins.)
                if depth == 0, open > nameIndex + 1, tokens[open].kind == .attribute || ["func", "var", "let", "init"].contains(file.text(of: tokens[open])) { break }
                open += 1
            }
            guard isText(open, "{"), let close = file.matchingBrace(open) else { continue }
            let lines = tokens[nameIndex].line...tokens[close].line
            var identifiers: [String: Int] = [:], literals: [String: Int] = [:]
            for token in tokens[(open + 1)..<close] {
                if token.kind == .identifier { identifiers[file.text(of: token), default: 0] += 1 }
                if token.kind == .string, token.literalIndex >= 0, let value = file.literals[token.literalIndex].value {
                    literals[value, default: 0] += 1
                }
            }
            if interpolations == nil {
                interpolations = file.interpolationViews.flatMap { view in
                    view.tokens.filter { $0.kind == .identifier }.map { (line: $0.line, name: view.text(of: $0)) }
                }
            }
            for (line, name) in interpolations ?? [] where lines.contains(line) { identifiers[name, default: 0] += 1 }
            found.append(ActionMethod(name: file.text(of: tokens[nameIndex]), path: file.path, lines: lines,
                                      identifiers: identifiers, literals: literals))
        }
        return found
    }
}
