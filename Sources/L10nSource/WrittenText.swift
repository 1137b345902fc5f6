/// The texts an expression puts on screen as written, from its string literals: what users of every language
/// read whatever the tables say.
enum WrittenText {
    /// Each text the expression of `range` may show, with its first literal's token:
    /// - a plain literal, as it is;
    /// - a Swift interpolation (`"Arriving \(time)"`), its expressions shown as "…";
    /// - the format literal of `String(format: "…", …)` or `[NSString stringWithFormat:@"…", …]`, as written;
    /// - each branch of a conditional that is one of these (`done ? "Saved" : "Failed"`: two texts);
    /// - a Swift concatenation with a literal among its operands (`"Distance: " + km + " km"`), the other
    ///   operands shown as "…"; and Objective-C's (`[@"Nombre" stringByAppendingString:arrow]`, "Nombre…").
    /// Empty for anything else: a variable, a call, a lookup.
    static func texts(of range: Range<Int>, in file: SourceFile) -> [(text: String, token: Int)] {
        guard !range.isEmpty else { return [] }
        if let (question, colon) = conditional(in: range, file: file) {
            return texts(of: (question + 1)..<colon, in: file) + texts(of: (colon + 1)..<range.upperBound, in: file)
        }
        if file.language == .swift {
            let operands = topLevelSplit(range, at: "+", file: file)
            if operands.count > 1 {
                var text = "", token: Int?
                for operand in operands {
                    if let written = single(operand, in: file) {
                        text += written.text
                        token = token ?? written.token
                    } else if !text.hasSuffix("…") {
                        text += "…"
                    }
                }
                return token.map { [(text, $0)] } ?? []
            }
        } else if let (receiver, argument) = appending(range, in: file) {
            let parts = [receiver, argument].map { texts(of: $0, in: file) }
            // (A receiver or argument that is several texts, a conditional's, is no one text to join.)
            guard parts.allSatisfy({ $0.count <= 1 }), let token = parts.compactMap(\.first?.token).first else { return [] }
            var text = ""
            for part in parts {
                if let written = part.first?.text { text += written } else if !text.hasSuffix("…") { text += "…" }
            }
            return [(text, token)]
        }
        return single(range, in: file).map { [$0] } ?? []
    }

    /// The receiver and argument of an Objective-C message `[receiver stringByAppendingString:argument]` that is the whole
    /// of `range`.
    private static func appending(_ range: Range<Int>, in file: SourceFile) -> (Range<Int>, Range<Int>)? {
        let start = range.lowerBound
        guard file.language != .swift, range.count >= 5, file.token(file.tokens[start], is: "["), file.matchingBracket(start) == range.upperBound - 1 else { return nil }
        var selector: Int?
        forEachTopLevelPunctuation(of: (start + 1)..<(range.upperBound - 1), in: file) { i in
            guard file.token(file.tokens[i], is: ":"), i - 1 > start + 1, file.token(file.tokens[i - 1], is: "stringByAppendingString") else { return true }
            selector = i - 1
            return false
        }
        guard let selector else { return nil }
        return ((start + 1)..<selector, (selector + 2)..<(range.upperBound - 1))
    }

    /// A literal, an interpolation or a format call's literal that is the whole of `range`.
    private static func single(_ range: Range<Int>, in file: SourceFile) -> (text: String, token: Int)? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        if case .literal(let literal, let token) = CallArguments.value(of: range, in: file) {
            if let text = literal.value { return (text, token) }
            let text = literal.segments.map { segment -> String in
                if case .text(let text) = segment { return text }
                return "…"
            }.joined()
            return (text, token)
        }
        let start = range.lowerBound
        // `[NSString stringWithFormat:@"…", …]`, `[NSString localizedStringWithFormat:@"…", …]`; not `@"…".localized`, a lookup.
        if isText(start, "["), isText(start + 1, "NSString"), isText(start + 2, "stringWithFormat") || isText(start + 2, "localizedStringWithFormat"),
           isText(start + 3, ":"), start + 4 < range.upperBound, !isText(start + 5, "."), let literal = file.literal(of: tokens[start + 4]), let text = literal.value {
            return (text, start + 4)
        }
        // `String(format: "…", …)`; not `String(format: "…".localized, …)`, whose format is a lookup.
        if isText(start, "String"), isText(start + 1, "("), isText(start + 2, "format"), isText(start + 3, ":"), start + 4 < range.upperBound,
           isText(start + 5, ",") || isText(start + 5, ")"), let literal = file.literal(of: tokens[start + 4]), let text = literal.value {
            return (text, start + 4)
        }
        return nil
    }

    /// The `?` and `:` of a conditional expression at the top level of `range` (not an optional's `x?.y` or
    /// `x?`, which touch the name before them, nor a nested conditional's).
    static func conditional(in range: Range<Int>, file: SourceFile) -> (Int, Int)? {
        let tokens = file.tokens
        var question: Int?, nested = 0, found: (Int, Int)?
        forEachTopLevelPunctuation(of: range, in: file) { i in
            let token = tokens[i]
            if file.token(token, is: "?"), i > range.lowerBound, tokens[i - 1].end < token.start, i + 1 < range.upperBound, tokens[i + 1].start > token.end {
                if question == nil { question = i } else { nested += 1 }
            } else if let question, file.token(token, is: ":") {
                if nested == 0 {
                    found = (question, i)
                    return false
                }
                nested -= 1
            }
            return true
        }
        return found
    }

    /// The parts of `range` between the top-level tokens `separator`.
    private static func topLevelSplit(_ range: Range<Int>, at separator: StaticString, file: SourceFile) -> [Range<Int>] {
        var start = range.lowerBound, parts: [Range<Int>] = []
        forEachTopLevelPunctuation(of: range, in: file) { i in
            if file.token(file.tokens[i], is: separator) {
                parts.append(start..<i)
                start = i + 1
            }
            return true
        }
        parts.append(start..<range.upperBound)
        return parts.contains(where: \.isEmpty) ? [range] : parts
    }

    /// Calls `body` with each punctuation token of `range` outside its brackets, brackets aside, until it returns false.
    private static func forEachTopLevelPunctuation(of range: Range<Int>, in file: SourceFile, _ body: (Int) -> Bool) {
        var depth = 0
        for i in range where file.tokens[i].kind == .punctuation {
            let token = file.tokens[i]
            if file.token(token, is: "(") || file.token(token, is: "[") || file.token(token, is: "{") {
                depth += 1
            } else if file.token(token, is: ")") || file.token(token, is: "]") || file.token(token, is: "}") {
                depth -= 1
            } else if depth == 0, !body(i) {
                return
            }
        }
    }
}
