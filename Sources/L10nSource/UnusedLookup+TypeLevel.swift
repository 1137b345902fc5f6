/// Lookups in the body of a type-level member (`class var`, `static var`, `class func`, `static func`) of a class,
/// enum or struct whose supertypes and protocols are all the app's own, when no running code reads that member.
///
/// A type-level member is read only through a type: `L_blockchain.localized`, `Self.localized`, `type(of:
/// tag).localized`, a generic parameter (`T.localized`), or its bare name inside the type's own code. A read
/// through a value (`reason.localized`, `item.title.localized()`) reaches an instance member of the same name,
/// never it. And a read inside the body of a declaration nothing names (a closure-valued property said only where
/// it is declared, `var localizedType: (I) -> String {{ type(of: $0).localized }}`) never runs.
///
/// Blockchain.com's wallet generates 2441 tag classes, each overriding `class var localized` with a lookup of
/// its identifier; the only read is `localizedType`, which nothing calls: 9735 missing-key warnings for texts no
/// screen shows. A type that adopts a framework protocol may have its static members read by the framework (an
/// App Intent's `static var title`): such types are left alone, as are the names frameworks call.
extension UnusedLookup {
    /// What the Swift sources read of type-level members, by member name, worked out once for the whole app.
    struct TypeLevelReads {
        /// For each member name: the declarations (method or computed property, by name) whose body reads it through
        /// a type or bare, `""` for a read outside every body (a stored property's value, an interpolation).
        var readers: [String: Set<String>] = [:]
        /// The names said bare and called (`localized(error)`): such a read reaches a method, not a property.
        var calledBare: [String: Set<String>] = [:]
        /// The reads through a lowercase name (`reason.localized`), by member name: the name and the reader. Most are
        /// values; a type named in lowercase (AlphaWallet's `enum functional`) reads the member as a type does.
        var lowercaseReceivers: [String: Set<[String]>] = [:]
        /// The types the Swift sources declare (classes, structs, enums, actors, protocols, type aliases).
        var declaredTypes = Set<String>()
        /// The names of methods and properties declared with a modifier that lets a framework call them
        /// (`override`, `@objc`, `@IBAction`, `dynamic`…): a body that only a framework runs still runs.
        var frameworkCalled = Set<String>()
        /// The names of computed properties, methods without parameters and private methods: said only where they
        /// are declared, nothing runs them (as ``ShownLiteral/uncalledMethods(_:counts:scopes:skipping:)`` judges methods).
        var mayGoUncalled = Set<String>()

        /// The keywords that declare a type under the name after them.
        static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]

        mutating func add(_ file: SourceFile, scopes: SourceScopes) {
            guard file.language == .swift else { return }
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            for i in tokens.indices where tokens[i].kind == .identifier {
                let text = SourceFile.bareName(file.text(of: tokens[i]))
                if i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                   Self.typeKeywords.contains(text),
                   !(text == "class" && OutletScanner.classMemberWords.contains(file.text(of: tokens[i + 1]))),
                   !isText(i + 1, "var"), !isText(i + 1, "func"), !isText(i + 1, "let") {
                    declaredTypes.insert(SourceFile.bareName(file.text(of: tokens[i + 1])))
                }
                if isText(i - 1, "func") || isText(i - 1, "var") {
                    var j = i - 2
                    var isPrivate = false
                    while j >= 0, tokens[j].line == tokens[i].line || tokens[j].kind == .attribute {
                        if tokens[j].kind == .attribute || isText(j, "override") || isText(j, "dynamic") { frameworkCalled.insert(text); break }
                        if isText(j, "private") || isText(j, "fileprivate") { isPrivate = true }
                        j -= 1
                    }
                    // (A delegate's method, `application(_:didFinishLaunchingWithOptions:)`, may be said once and still run.)
                    if isText(i - 1, "var") || isPrivate || (isText(i + 1, "(") && isText(i + 2, ")")) { mayGoUncalled.insert(text) }
                    continue
                }
                guard !isText(i - 1, "let"), !isText(i - 1, "case"), !isText(i - 1, "enum"), !isText(i - 1, "class"),
                      !isText(i - 1, "struct") else { continue }
                let reader = i < scopes.methods.count ? scopes.methods[i] ?? "" : ""
                if isText(i - 1, ".") {
                    if Self.isTypeReceiver(before: i - 1, in: file) {
                        readers[text, default: []].insert(reader)
                    } else if tokens[i - 2].kind == .identifier {
                        lowercaseReceivers[text, default: []].insert([SourceFile.bareName(file.text(of: tokens[i - 2])), reader])
                    }
                } else if isText(i + 1, "(") {
                    calledBare[text, default: []].insert(reader)
                } else {
                    readers[text, default: []].insert(reader)
                }
            }
            for view in file.interpolationViews {
                for token in view.tokens where token.kind == .identifier { readers[SourceFile.bareName(view.text(of: token)), default: []].insert("") }
            }
        }

        /// Whether what comes before the `.` at `dot` may be a type: a capitalized name (`L_blockchain`, `T`),
        /// `Self`, `self` or `super` (in a type-level method), `type(of: …)`, a generic type's `>`, a key path's `\`,
        /// or nothing (an implicit member, `.localized`). A value's name (`reason`), a call's result, a subscript
        /// and an optional chain are values.
        static func isTypeReceiver(before dot: Int, in file: SourceFile) -> Bool {
            let tokens = file.tokens
            guard dot > 0 else { return true }
            let receiver = tokens[dot - 1]
            let text = file.text(of: receiver)
            switch receiver.kind {
            case .identifier:
                let name = SourceFile.bareName(text)
                return name == "self" || name == "super" || name.first.map { $0.isUppercase || $0 == "_" } ?? false
            case .string, .number, .character, .regex:
                return false
            default:
                if text == ")" {
                    guard let open = file.openingBracket(of: dot - 1) else { return true }
                    return open > 0 && file.token(tokens[open - 1], is: "type")
                }
                return !(text == "]" || text == "?" || text == "!")
            }
        }

        /// Whether running code may read the type-level member `name` (a property when `isProperty`): some read of
        /// it is outside every body, or in a body that something names, a framework calls, or that may run unnamed (a
        /// method with parameters, which a protocol may make a delegate's). `totals`: how often the
        /// whole app says each name.
        func mayRead(_ name: String, isProperty: Bool, totals: [String: Int]) -> Bool {
            var bodies = readers[name] ?? []
            if !isProperty { bodies.formUnion(calledBare[name] ?? []) }
            for pair in lowercaseReceivers[name] ?? [] where declaredTypes.contains(pair[0]) { bodies.insert(pair[1]) }
            return bodies.contains { reader in
                reader.isEmpty || totals[reader, default: 0] != 1 || !mayGoUncalled.contains(reader) || frameworkCalled.contains(reader)
                    || UnusedLookup.frameworkReadNames.contains(reader) || ShownLiteral.frameworkRequirements.contains(reader)
            }
        }
    }

    /// The name of the type-level member whose body holds the lookup at `start` when no running code reads it (see
    /// ``TypeLevelReads``): declared `class` or `static`, in a type whose declarations name only the app's own types
    /// after their `:` (`ownTypesOnly`, asked of the type's name).
    static func unreadTypeLevelMember(holding start: Int, in file: SourceFile, scopes: SourceScopes, reads: TypeLevelReads,
                                      totals: [String: Int], ownTypesOnly: (String) -> Bool) -> String? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard file.language == .swift, let method = scopes.methods[start] else { return nil }
        var body = start
        while body > 0, scopes.methods[body - 1] == method { body -= 1 }
        guard let declaration = (max(0, body - 64)..<body).last(where: { i in
            (isText(i - 1, "var") || isText(i - 1, "func")) && tokens[i].kind == .identifier && SourceFile.bareName(file.text(of: tokens[i])) == method
        }), let type = scopes.classes[declaration] else { return nil }
        var modifier = declaration - 2
        var isTypeLevel = false
        while modifier >= 0, tokens[modifier].line == tokens[declaration].line, tokens[modifier].kind == .identifier {
            if isText(modifier, "static") || isText(modifier, "class") { isTypeLevel = true }
            modifier -= 1
        }
        let isProperty = isText(declaration - 1, "var")
        guard isTypeLevel, modifier < 0 || tokens[modifier].kind != .attribute, !ShownLiteral.staticFrameworkRequirements.contains(method),
              !method.hasPrefix("build"), !frameworkReadNames.contains(method), !ShownLiteral.frameworkRequirements.contains(method),
              !reads.mayRead(method, isProperty: isProperty, totals: totals), ownTypesOnly(type) else { return nil }
        return method
    }

    /// The standard library's protocols and raw types no framework reads a static text through.
    static let valueProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable", "CaseIterable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "String", "Int",
    ]

    /// The types of the file some declaration of which (`class`, `struct`, `enum`, `actor`, `extension`) names a type
    /// the app does not declare after its `:`: a framework protocol whose users could read their static members. Worked
    /// out in one walk of the file (Blockchain's namespace file declares 2441 types).
    static func typesNamingOtherTypes(in file: SourceFile, declared: Set<String>) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found = Set<String>()
        for i in tokens.indices.dropLast(1) where tokens[i + 1].kind == .identifier
        && (isText(i, "class") || isText(i, "struct") || isText(i, "enum") || isText(i, "actor") || isText(i, "extension")) {
            let type = SourceFile.bareName(file.text(of: tokens[i + 1]))
            var j = i + 2
            if isText(j, "<"), let close = (j..<min(tokens.count, j + 64)).first(where: { isText($0, ">") }) { j = close + 1 }
            guard isText(j, ":") else { continue }
            j += 1
            while j < tokens.count, !isText(j, "{"), !isText(j, "where") {
                let name = SourceFile.bareName(file.text(of: tokens[j]))
                if tokens[j].kind == .identifier, !isText(j - 1, "."), !declared.contains(name), !valueProtocols.contains(name) {
                    found.insert(type)
                    break
                }
                j += 1
            }
        }
        return found
    }
}
