import L10nStrings

/// The function, method, property or macro whose body holds a token, with its parameters: what tells a
/// wrapper's `NSLocalizedString(key, …)` (its parameter `key` forwarded) from a lookup of a variable.
struct EnclosingDeclaration {
    var kind: LocalizedStringWrapper.Kind
    var name: String
    var parameters: [LocalizedStringWrapper.Parameter]
    var isProperty = false
    /// Whether the declaration is marked `@_disfavoredOverload`: Swift calls it only where no other overload fits,
    /// so a string literal goes to the overload beside it that takes a localized key (Mlem's `footnote(_:)`).
    var isDisfavored = false
    /// A Swift function declared in a type body (or extension).
    var isMember = false
    /// A `static` or `class` method: callers name the type (`Alerts.error("…")`), never an instance.
    var isStatic = false
    /// Declared in `extension String` (`StringProtocol`, `NSString`) or an `NSString` category: `self` is a string.
    var inStringExtension = false
    /// Where the name starts.
    var location: SourceLocation

    /// The type names whose extensions make `self` a string.
    static let stringTypes: Set<String> = ["String", "StringProtocol", "NSString", "NSMutableString", "Substring"]

    /// The declaration whose body holds the token at `index`, nil when none can be read (top-level code; a closure's
    /// own parameters are not the declaration's). A Swift initializer is named after its type, as callers call it.
    static func find(enclosing index: Int, in file: SourceFile) -> EnclosingDeclaration? {
        let tokens = file.tokens
        guard index < tokens.count else { return nil }
        if tokens[index].isInDirective { return macro(enclosing: index, in: file) }
        let reader = Reader(file: file)
        // The `{` of each scope holding the token, innermost first.
        var openers: [Int] = []
        var depth = 0
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isInDirective {
                if reader.is(i, "}") { depth += 1 } else if reader.is(i, "{") {
                    if depth == 0 { openers.append(i) } else { depth -= 1 }
                }
            }
            i -= 1
        }
        return file.language == .swift ? reader.swift(openers) : reader.objectiveC(openers)
    }

    /// `#define NAME(a, b) …` holding the token: `NAME` and its parameters (the `(` right after the name).
    private static func macro(enclosing index: Int, in file: SourceFile) -> EnclosingDeclaration? {
        let tokens = file.tokens
        var i = index
        while i > 0, tokens[i].isInDirective, tokens[i].kind != .pound { i -= 1 }
        guard tokens[i].kind == .pound, file.token(tokens[i], is: "#define"), i + 2 < index,
              tokens[i + 1].kind == .identifier, file.token(tokens[i + 2], is: "("), tokens[i + 1].end == tokens[i + 2].start,
              let arguments = CallArguments.parse(file, open: i + 2) else { return nil }
        var parameters: [LocalizedStringWrapper.Parameter] = []
        for argument in arguments.arguments {
            guard argument.range.count == 1, tokens[argument.range.lowerBound].kind == .identifier else { return nil }
            parameters.append(.init(label: nil, name: file.text(of: tokens[argument.range.lowerBound]), hasDefault: false))
        }
        return EnclosingDeclaration(kind: .macro, name: file.text(of: tokens[i + 1]), parameters: parameters, location: tokens[i + 1].location)
    }

    private struct Reader {
        let file: SourceFile
        var tokens: [SourceToken] { file.tokens }

        func `is`(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }

        /// The matching opener of the closer at `close` (`)` or `>`), scanning back; nil when unbalanced.
        func opener(of close: Int, open: StaticString, close closeText: StaticString) -> Int? {
            var depth = 0
            var i = close
            while i >= 0 {
                if self.is(i, closeText) { depth += 1 } else if self.is(i, open) {
                    depth -= 1
                    if depth == 0 { return i }
                }
                i -= 1
            }
            return nil
        }

        // MARK: Swift

        func swift(_ openers: [Int]) -> EnclosingDeclaration? {
            for (n, brace) in openers.enumerated() {
                // The statement that opens the scope starts after the previous `{`, `}` or `;`.
                var start = brace - 1
                while start >= 0, !self.is(start, "{"), !self.is(start, "}"), !self.is(start, ";") { start -= 1 }
                let head = (start + 1)..<brace
                if let funcIndex = head.last(where: { isIdentifier($0) && text($0) == "func" }) {
                    guard var declaration = swiftFunction(at: funcIndex, before: brace) else { return nil }
                    declaration.isDisfavored = head.contains { tokens[$0].kind == .attribute && text($0) == "@_disfavoredOverload" }
                    let type = enclosingType(openers[(n + 1)...])
                    declaration.isMember = type != nil
                    declaration.isStatic = type != nil && (self.is(funcIndex - 1, "static") || self.is(funcIndex - 1, "class")
                        || (head.lowerBound..<funcIndex).contains { self.is($0, "static") })
                    declaration.inStringExtension = type.map(EnclosingDeclaration.stringTypes.contains) ?? false
                    return declaration
                }
                if let varIndex = head.last(where: { isIdentifier($0) && text($0) == "var" }), isIdentifier(varIndex + 1) {
                    // `var name: String {` (a getter), or `get {` inside it (the next opener out).
                    let type = enclosingType(openers[(n + 1)...])
                    guard let type else { return nil }
                    return EnclosingDeclaration(kind: .function, name: text(varIndex + 1), parameters: [], isProperty: true, isMember: true,
                                                inStringExtension: EnclosingDeclaration.stringTypes.contains(type), location: tokens[varIndex + 1].location)
                }
                // A type's initializer, which callers call by the type's name (`init(title: String, …)` of `SeeMoreView`).
                if let initIndex = head.last(where: { isIdentifier($0) && text($0) == "init" }), let type = enclosingType(openers[(n + 1)...]) {
                    let open = self.is(initIndex + 1, "?") || self.is(initIndex + 1, "!") ? initIndex + 2 : initIndex + 1
                    guard var declaration = swiftSignature(named: type, at: initIndex, open: open, before: brace) else { return nil }
                    declaration.isMember = true
                    return declaration
                }
                if head.count == 1, ["get", "set", "willSet", "didSet"].contains(text(head.lowerBound)) { continue }
                // A type body ends the search: code directly in it is no function's.
                if head.contains(where: { isIdentifier($0) && ["class", "struct", "enum", "extension", "actor", "protocol", "init", "subscript"].contains(text($0)) }) {
                    return nil
                }
                // Anything else (a closure, `if`, `for`): the function is further out.
            }
            return nil
        }

        /// The type a run of scopes sits in: the first (innermost) type body among them.
        private func enclosingType(_ openers: ArraySlice<Int>) -> String? {
            for brace in openers {
                var start = brace - 1
                while start >= 0, !self.is(start, "{"), !self.is(start, "}"), !self.is(start, ";") { start -= 1 }
                let head = (start + 1)..<brace
                if let keyword = head.first(where: { isIdentifier($0) && ["class", "struct", "enum", "extension", "actor"].contains(text($0))
                    && !(text($0) == "class" && isIdentifier($0 + 1) && OutletScanner.classMemberWords.contains(text($0 + 1))) }),
                   isIdentifier(keyword + 1) {
                    return text(keyword + 1)
                }
                if head.contains(where: { isIdentifier($0) && ["func", "var", "init"].contains(text($0)) }) { return nil }
            }
            return nil
        }

        /// `func name<T>(_ key: String, table: String? = nil) -> String` before the body at `brace`.
        private func swiftFunction(at funcIndex: Int, before brace: Int) -> EnclosingDeclaration? {
            guard isIdentifier(funcIndex + 1) else { return nil }
            return swiftSignature(named: text(funcIndex + 1), at: funcIndex + 1, open: funcIndex + 2, before: brace)
        }

        /// The declaration named `name` (its name's token at `nameIndex`) whose generic parameters or parameter list starts
        /// at `open`, before the body at `brace`.
        private func swiftSignature(named name: String, at nameIndex: Int, open start: Int, before brace: Int) -> EnclosingDeclaration? {
            var open = start
            if self.is(open, "<") {
                var depth = 0
                while open < brace {
                    if self.is(open, "<") { depth += 1 } else if self.is(open, ">") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    open += 1
                }
                open += 1
            }
            guard self.is(open, "("), let list = CallArguments.parse(file, open: open), list.close < brace else { return nil }
            var parameters: [LocalizedStringWrapper.Parameter] = []
            for argument in list.arguments {
                // CallArguments reads `key: String` as label `key`; `_ key: String` and `for key: String` stay whole.
                let range = argument.range
                let equals = range.first { self.is($0, "=") }
                // (A variadic parameter, `_ args: CVarArg...`, may be given no argument at all.)
                let isVariadic = equals == nil && range.last.map { text($0).hasSuffix("...") } == true
                let hasDefault = equals != nil || isVariadic
                var defaultLiteral: String?
                if let equals, equals + 2 == range.upperBound { defaultLiteral = file.literal(of: tokens[equals + 1])?.value }
                // (`= .android`, `= Table.android`: the case a default names.)
                var defaultMember: String?
                if let equals, equals + 3 <= range.upperBound, self.is(range.upperBound - 2, "."), isIdentifier(range.upperBound - 1),
                   equals + 3 == range.upperBound || (equals + 4 == range.upperBound && isIdentifier(equals + 1)) {
                    defaultMember = text(range.upperBound - 1)
                }
                // (The type's first name: `String` of `String? = nil`, `LocalizedStringKey`.)
                func typeName(at index: Int) -> String? { index < range.upperBound && isIdentifier(index) ? text(index) : nil }
                if let label = argument.label {
                    parameters.append(.init(label: label, name: label, hasDefault: hasDefault, defaultLiteral: defaultLiteral, isVariadic: isVariadic,
                                            typeName: typeName(at: range.lowerBound), defaultMember: defaultMember))
                } else if range.count >= 3, isIdentifier(range.lowerBound), isIdentifier(range.lowerBound + 1), self.is(range.lowerBound + 2, ":") {
                    let external = text(range.lowerBound)
                    parameters.append(.init(label: external == "_" ? nil : external, name: text(range.lowerBound + 1), hasDefault: hasDefault,
                                            defaultLiteral: defaultLiteral, isVariadic: isVariadic, typeName: typeName(at: range.lowerBound + 3),
                                            defaultMember: defaultMember))
                } else {
                    return nil
                }
            }
            return EnclosingDeclaration(kind: .function, name: name, parameters: parameters, location: tokens[nameIndex].location)
        }

        // MARK: Objective-C

        func objectiveC(_ openers: [Int]) -> EnclosingDeclaration? {
            // The outermost scope is the function's or method's body.
            guard let brace = openers.last else { return nil }
            var start = brace - 1
            while start >= 0, !self.is(start, "{"), !self.is(start, "}"), !self.is(start, ";"), !tokens[start].isInDirective,
                  tokens[start].kind != .attribute {
                start -= 1
            }
            let head = (start + 1)..<brace
            guard !head.isEmpty else { return nil }
            // `- (NSString *)name…`, after `@implementation Class` when it is the first method.
            if let sign = head.first(where: { (self.is($0, "-") || self.is($0, "+")) && self.is($0 + 1, "(") }) {
                return method(sign..<brace, category: category(before: sign))
            }
            // `NSString *Name(NSString *key, NSString *table) {`
            guard self.is(brace - 1, ")"), let open = opener(of: brace - 1, open: "(", close: ")"), isIdentifier(open - 1), open - 1 > head.lowerBound,
                  let list = CallArguments.parse(file, open: open) else { return nil }
            var parameters: [LocalizedStringWrapper.Parameter] = []
            for argument in list.arguments {
                guard let last = argument.range.last, isIdentifier(last) else { return nil }
                if argument.range.count == 1, text(last) == "void" { continue }
                parameters.append(.init(label: nil, name: text(last), hasDefault: false))
            }
            return EnclosingDeclaration(kind: .function, name: text(open - 1), parameters: parameters, location: tokens[open - 1].location)
        }

        /// The class of the `@implementation` the method sits in, with `(Category)` read as its class.
        private func category(before index: Int) -> String? {
            var i = index - 1
            while i >= 0 {
                if tokens[i].kind == .attribute {
                    if file.token(tokens[i], is: "@implementation") { return isIdentifier(i + 1) ? text(i + 1) : nil }
                    if file.token(tokens[i], is: "@end") { return nil }
                }
                i -= 1
            }
            return nil
        }

        /// `- (NSString *)localizedStringForKey:(NSString *)key table:(NSString *)table`, or `- (NSString *)localized`.
        private func method(_ head: Range<Int>, category: String?) -> EnclosingDeclaration? {
            var i = head.lowerBound + 1
            if self.is(i, "("), let close = closing(i, in: head) { i = close + 1 }
            guard isIdentifier(i) else { return nil }
            let location = tokens[i].location
            let inString = category.map(EnclosingDeclaration.stringTypes.contains) ?? false
            if !self.is(i + 1, ":") {
                return EnclosingDeclaration(kind: .selector, name: text(i), parameters: [], isProperty: true, inStringExtension: inString, location: location)
            }
            var parameters: [LocalizedStringWrapper.Parameter] = []
            while i < head.upperBound, isIdentifier(i), self.is(i + 1, ":") {
                let part = text(i)
                var j = i + 2
                if self.is(j, "("), let close = closing(j, in: head) { j = close + 1 }
                guard isIdentifier(j) else { return nil }
                parameters.append(.init(label: part, name: text(j), hasDefault: false))
                i = j + 1
            }
            guard let first = parameters.first?.label else { return nil }
            return EnclosingDeclaration(kind: .selector, name: first, parameters: parameters, inStringExtension: inString, location: location)
        }

        private func closing(_ open: Int, in range: Range<Int>) -> Int? {
            var depth = 0
            for i in open..<range.upperBound {
                if self.is(i, "(") { depth += 1 } else if self.is(i, ")") {
                    depth -= 1
                    if depth == 0 { return i }
                }
            }
            return nil
        }
    }
}
