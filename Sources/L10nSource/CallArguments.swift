/// The arguments of a call, found by tokens: split at top-level commas, Swift labels recognized.
struct CallArguments {
    struct Argument {
        /// `tableName` in `tableName: "T"` (Swift only).
        var label: String?
        /// Token indices of the argument's expression, after the label.
        var range: Range<Int>
    }

    /// The argument's value as genstrings sees it.
    enum Value {
        /// One literal (Objective-C: adjacent literals joined, `CFSTR("…")` unwrapped). `token` is the first.
        case literal(StringLiteral, token: Int)
        /// `nil`, `NULL`, `Nil`.
        case null
        /// Anything else.
        case expression
        /// No tokens at all.
        case empty
    }

    var arguments: [Argument]
    /// Index of the closing `)` or `]`.
    var close: Int

    /// Swift `arguments` matched to `parameters` by label, as the compiler does: each argument takes the next
    /// parameter of its label (unlabelled ones the next unlabelled one), parameters with defaults may be left out,
    /// and a variadic parameter takes the unlabelled arguments after its first too; with `trailingClosure` (a `{`
    /// after the call's `)`) the last parameters may be left out, as the closures take them. The argument range for
    /// each parameter index passed; nil when the call cannot be of such a function.
    static func bind(_ arguments: [Argument], to parameters: [LocalizedStringWrapper.Parameter],
                     trailingClosure: Bool = false) -> [Int: Range<Int>]? {
        var ranges: [Int: Range<Int>] = [:]
        var p = 0
        for argument in arguments {
            if p > 0, parameters[p - 1].isVariadic, argument.label == nil { continue }
            while p < parameters.count, parameters[p].label != argument.label {
                guard parameters[p].hasDefault else { return nil }
                p += 1
            }
            guard p < parameters.count else { return nil }
            ranges[p] = argument.range
            p += 1
        }
        guard trailingClosure || parameters[p...].allSatisfy(\.hasDefault) else { return nil }
        return ranges
    }

    /// The arguments of the call whose opening `(` or `[` is the token at `open`; nil when it never closes.
    static func parse(_ file: SourceFile, open: Int) -> CallArguments? {
        let tokens = file.tokens
        guard open < tokens.count else { return nil }
        var arguments: [Argument] = []
        var depth = 0
        var start = open + 1
        var i = open + 1
        let isSwift = file.language == .swift
        func finish(_ end: Int) {
            var label: String?
            var first = start
            // A parameter list's attributes before a parameter's name (`@ViewBuilder content: () -> C`, `@autoclosure`
            // written there by older code) are not part of it: no call argument starts with one.
            while isSwift, first + 1 < end, tokens[first].kind == .attribute, tokens[first + 1].kind == .identifier { first += 1 }
            if isSwift, end - first >= 2, tokens[first].kind == .identifier, tokens[first + 1].kind == .punctuation,
               file.token(tokens[first + 1], is: ":") {
                label = file.text(of: tokens[first])
                first += 2
            }
            arguments.append(Argument(label: label, range: first..<end))
        }
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation, token.end - token.start == 1 {
                switch file.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        // `f()` has no argument; Swift 6.1 allows a trailing comma.
                        if i > start { finish(i) }
                        return CallArguments(arguments: arguments, close: i)
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        finish(i)
                        start = i + 1
                    }
                default:
                    break
                }
            }
            i += 1
        }
        return nil
    }

    /// The first argument labeled `label`.
    func argument(labeled label: String) -> Argument? { arguments.first { $0.label == label } }

    /// Each argument with the label it is passed under: its own, or `_0`, `_1`… for the unlabelled ones in order, as
    /// ``ViewTextSetters/parameters(_:in:)`` names a function's unlabelled parameters.
    var passed: [(label: String, argument: Argument)] {
        var unlabelled = 0
        return arguments.map { argument in
            if let label = argument.label { return (label, argument) }
            defer { unlabelled += 1 }
            return ("_\(unlabelled)", argument)
        }
    }

    /// What an argument's tokens amount to.
    static func value(of range: Range<Int>, in file: SourceFile) -> Value {
        let tokens = file.tokens
        guard !range.isEmpty else { return .empty }
        if range.count == 1 {
            let token = tokens[range.lowerBound]
            if let literal = file.literal(of: token) { return .literal(literal, token: range.lowerBound) }
            if token.kind == .identifier, file.token(token, is: "nil") || file.token(token, is: "NULL") || file.token(token, is: "Nil") {
                return .null
            }
            return .expression
        }
        guard file.language != .swift else { return .expression }
        // Objective-C / C: "a" "b", @"a" @"b", CFSTR("a"), @("a")? (not a literal).
        var inner = range
        if range.count >= 4, tokens[range.lowerBound].kind == .identifier, file.token(tokens[range.lowerBound], is: "CFSTR"),
           file.token(tokens[range.lowerBound + 1], is: "("), file.token(tokens[range.upperBound - 1], is: ")") {
            inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        }
        var segments: [StringLiteral.Segment] = []
        var text = ""
        var form: StringLiteral.Form?
        for index in inner {
            guard let literal = file.literal(of: tokens[index]), let value = literal.value else { return .expression }
            form = form ?? literal.form
            text += value
        }
        if !text.isEmpty { segments.append(.text(text)) }
        return .literal(StringLiteral(form: form ?? .c, segments: segments), token: inner.lowerBound)
    }

    /// The argument's source text, for messages.
    static func text(of range: Range<Int>, in file: SourceFile) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: file.bytes[file.tokens[first].start..<file.tokens[last].end], as: UTF8.self)
    }
}
