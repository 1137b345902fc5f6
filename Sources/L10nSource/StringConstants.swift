/// The string constants the sources declare, by the name code uses for them: a key kept in a constant
/// (`NSLocalizedString(kCancelTitle, nil)`, `Constants.logoutTitle.localized`) is looked up as that literal.
///
/// Read: Objective-C and C `#define NAME @"text"` and file-level `NSString *const NAME = @"text";`, Swift
/// file-level `let name = "text"`, and Swift `let` properties of a type (`static let name = "text"` in
/// `enum Constants`), reached as `Constants.name` or, inside the type, as `name`. A name declared twice with
/// different texts is left out: code could mean either.
struct StringConstants: Sendable {
    /// `name` (file level), `Type.name` (a type's property), `Type|name` (the same, written bare inside the type).
    private var values: [String: String] = [:]
    private var ambiguous = Set<String>()
    /// The raw values of the cases of Swift enums whose raw type is `String`, by `Type.case`.
    private var rawValues: [String: String] = [:]
    /// The names of those enums.
    private var rawValueEnums = Set<String>()
    /// The Objective-C and C macros (`#define NAME @"text"`), by name: their text and the file that defines them.
    private var macros: [String: (value: String, path: String)] = [:]
    private var ambiguousMacros = Set<String>()

    init() {}

    init(files: [SourceFile]) {
        for file in files { add(file) }
    }

    var isEmpty: Bool { values.isEmpty }

    /// The text of the constant `range` names in `file` (`kTitle`, `Constants.title`, `self.title`), nil when
    /// it names none the sources declare with one text.
    func value(of range: Range<Int>, in file: SourceFile, scopeClass: String?) -> String? {
        let tokens = file.tokens
        var names: [String] = []
        for (offset, index) in range.enumerated() {
            let isName = offset % 2 == 0
            guard tokens[index].kind == (isName ? .identifier : .punctuation), isName || file.token(tokens[index], is: ".") else { return nil }
            if isName { names.append(file.text(of: tokens[index])) }
        }
        guard range.count % 2 == 1, let last = names.last else { return nil }
        switch names.count {
        case 1:
            if let scopeClass, let value = lookup("\(scopeClass)|\(last)") { return value }
            return lookup(last)
        default:
            let owner = names[names.count - 2]
            if owner == "self" || owner == "Self" {
                return scopeClass.flatMap { lookup("\($0)|\(last)") }
            }
            return lookup("\(owner).\(last)")
        }
    }

    /// The text of the macro an Objective-C file at `path` names bare (`HeaderTitle`, of `#define HeaderTitle @"Wer sind
    /// wir"`): the preprocessor replaces every use of the name, so no parameter or local can be meant. Only a macro of the
    /// file itself or of a header (`.h`, `.pch`; which headers the file imports is not followed); nil when none is, or
    /// two differ.
    func macroValue(ofBareName name: String, in path: String) -> String? {
        guard !ambiguousMacros.contains(name), let macro = macros[name] else { return nil }
        let visible = macro.path == path || macro.path.hasSuffix(".h") || macro.path.hasSuffix(".pch")
        return visible ? macro.value : nil
    }

    /// Whether the sources declare an enum `type` with `String` raw values (`enum Table: String { … }`).
    func hasRawValues(_ type: String) -> Bool {
        rawValueEnums.contains(type)
    }

    /// The raw value of `type`'s case `name` (`Table.android` of `case android = "Android"`: "Android"; of a
    /// bare `case android`: "android"); nil when no such enum case is declared, or two enums of that name differ.
    func rawValue(of name: String, in type: String) -> String? {
        lookup("\(type).\(name)", in: rawValues)
    }

    private func lookup(_ name: String, in table: [String: String]) -> String? {
        ambiguous.contains("enum " + name) ? nil : table[name]
    }

    private func lookup(_ name: String) -> String? {
        ambiguous.contains(name) ? nil : values[name]
    }

    private mutating func record(_ name: String, _ value: String) {
        guard !ambiguous.contains(name) else { return }
        if let known = values[name], known != value {
            values[name] = nil
            ambiguous.insert(name)
        } else {
            values[name] = value
        }
    }

    private mutating func add(_ file: SourceFile) {
        for enumCase in Self.rawValueCases(in: file) {
            let name = "\(enumCase.type).\(enumCase.name)"
            rawValueEnums.insert(enumCase.type)
            guard !ambiguous.contains("enum " + name) else { continue }
            if let known = rawValues[name], known != enumCase.value {
                rawValues[name] = nil
                ambiguous.insert("enum " + name)
            } else {
                rawValues[name] = enumCase.value
            }
        }
        for declaration in Self.declarations(in: file) {
            if declaration.isMacro, !ambiguousMacros.contains(declaration.name) {
                if let known = macros[declaration.name], known.value != declaration.value {
                    macros[declaration.name] = nil
                    ambiguousMacros.insert(declaration.name)
                } else if macros[declaration.name] == nil {
                    macros[declaration.name] = (declaration.value, file.path)
                }
            }
            if let type = declaration.type {
                record("\(type).\(declaration.name)", declaration.value)
                record("\(type)|\(declaration.name)", declaration.value)
            } else {
                record(declaration.name, declaration.value)
            }
        }
    }

    /// One string constant a file declares: its bare name, its text, and the Swift type whose property it is
    /// (nil at file level and in Objective-C).
    struct Declaration: Equatable {
        var name: String
        var value: String
        var type: String?
        /// Whether it is a `#define`.
        var isMacro = false
    }

    /// One case of a Swift enum with `String` raw values and its raw value.
    struct RawValueCase: Equatable {
        var type: String
        var name: String
        var value: String
    }

    /// The cases of the Swift enums `file` declares with `String` as their raw type, in file order: `enum Table:
    /// String, CaseIterable { case localizable = "Localizable"; case android, suras = "Suras" }` gives
    /// localizable "Localizable", android "android" (a case without a literal is its own name) and suras "Suras".
    static func rawValueCases(in file: SourceFile) -> [RawValueCase] {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func name(_ i: Int) -> String? {
            guard i < tokens.count, tokens[i].kind == .identifier else { return nil }
            let text = file.text(of: tokens[i])
            return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
        }
        var found: [RawValueCase] = []
        var i = 0
        while i + 4 < tokens.count {
            defer { i += 1 }
            guard isText(i, "enum"), let type = name(i + 1), isText(i + 2, ":"), isText(i + 3, "String"),
                  isText(i + 4, "{") || isText(i + 4, ",") else { continue }
            var open = i + 4
            while open < tokens.count, !isText(open, "{") { open += 1 }
            var depth = 0
            var k = open + 1
            while k < tokens.count {
                if isText(k, "{") || isText(k, "(") || isText(k, "[") {
                    depth += 1
                } else if isText(k, "}") || isText(k, ")") || isText(k, "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, isText(k, "case") {
                    // `case a = "A", b`: each name, with its literal or as its own raw value.
                    var c = k + 1
                    while let caseName = name(c) {
                        if isText(c + 1, "="), c + 2 < tokens.count, tokens[c + 2].kind == .string,
                           let literal = file.literal(of: tokens[c + 2]), let value = literal.value {
                            found.append(RawValueCase(type: type, name: caseName, value: value))
                            c += 3
                        } else if isText(c + 1, "=") {
                            break
                        } else {
                            found.append(RawValueCase(type: type, name: caseName, value: caseName))
                            c += 1
                        }
                        guard isText(c, ",") else { break }
                        c += 1
                    }
                }
                k += 1
            }
            i = k
        }
        return found
    }

    /// The string constants `file` declares, in file order (see the type's comment for the forms read); `scopes`,
    /// the Swift file's, when the caller has them.
    static func declarations(in file: SourceFile, scopes known: SourceScopes? = nil) -> [Declaration] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        /// The literal spanning `start..<end`, when that is all the expression is.
        func literal(_ range: Range<Int>) -> String? {
            guard case .literal(let literal, _) = CallArguments.value(of: range, in: file) else { return nil }
            return literal.value
        }
        var found: [Declaration] = []
        if file.language == .swift {
            let scopes = known ?? SourceScopes(file)
            var depth = 0
            for i in tokens.indices {
                if isText(i, "{") { depth += 1 } else if isText(i, "}") { depth -= 1 }
                guard tokens[i].kind == .identifier, isText(i, "let"), i + 3 < tokens.count, tokens[i + 1].kind == .identifier,
                      scopes.methods[i] == nil else { continue }
                // `let name = "text"` or `let name: String = "text"`, the literal ending the statement.
                var equals = i + 2
                if isText(equals, ":"), isText(equals + 1, "String") { equals += 2 }
                guard isText(equals, "="), equals + 1 < tokens.count, tokens[equals + 1].kind == .string else { continue }
                let end = equals + 2
                if end < tokens.count {
                    let sameLine = tokens[end].line == tokens[equals + 1].line
                    let continues = isText(end, ".") || isText(end, "+") || (sameLine && !(isText(end, ";") || isText(end, "}") || isText(end, ",")))
                    if continues { continue }
                }
                guard let value = literal((equals + 1)..<end) else { continue }
                let name = file.text(of: tokens[i + 1])
                if let type = scopes.classes[i] {
                    found.append(Declaration(name: name, value: value, type: type))
                } else if depth == 0 {
                    found.append(Declaration(name: name, value: value))
                }
            }
            return found
        }
        var depth = 0
        for i in tokens.indices {
            if tokens[i].kind == .pound, isText(i, "#define"), i + 2 < tokens.count, tokens[i + 1].kind == .identifier,
               tokens[i + 1].line == tokens[i].line {
                // `#define NAME @"text"`: the rest of the directive's line is one literal.
                var end = i + 2
                while end < tokens.count, tokens[end].isInDirective, tokens[end].line == tokens[i].line { end += 1 }
                if end > i + 2, let value = literal((i + 2)..<end) {
                    found.append(Declaration(name: file.text(of: tokens[i + 1]), value: value, isMacro: true))
                }
                continue
            }
            if isText(i, "{") { depth += 1 } else if isText(i, "}") { depth -= 1 }
            // `NSString *const NAME = @"text";` at file level.
            guard depth == 0, tokens[i].kind == .identifier, !tokens[i].isInDirective, isText(i + 1, "="), isText(i - 1, "const") || isText(i - 1, "*"),
                  i + 2 < tokens.count else { continue }
            var end = i + 2
            while end < tokens.count, !isText(end, ";") { end += 1 }
            if end < tokens.count, end > i + 2, let value = literal((i + 2)..<end) { found.append(Declaration(name: file.text(of: tokens[i]), value: value)) }
        }
        return found
    }
}
