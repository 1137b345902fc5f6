/// Switches an app declares off for good: Science Journal's `struct FeatureFlags { static var isActionAreaEnabled: Bool =
/// false }`, Element's `static let enableBotCreation: Bool = false`. The app users install never runs what only such a
/// switch lets run (`if FeatureFlags.isActionAreaEnabled { … }`, and what follows `guard FeatureFlags.isActionAreaEnabled
/// else { return }`), as Swift itself warns of a `false` literal's branch.
enum FeatureFlag {
    /// The Swift properties of `files` that are `false` in every build, each with the type that declares it: a static
    /// property (`static let isOn = false`, `static var isOn: Bool = false`, `static var isOn: Bool { false }`) or a
    /// file-scope constant (`let isOn = false`; its type is ""), declared once among the files and said elsewhere only
    /// to be read: through its type (`FeatureFlags.isOn`, `Self.isOn`), or bare in its own type (a file-scope constant
    /// anywhere), never assigned (`= true`, `.toggle()`, `&`, `$`), never shadowed by a parameter, a local or another
    /// declaration of the name. A switch set at run time (from settings, a server, a debug screen) is none of these.
    /// (Objective-C's `+ (BOOL)isOn { return NO; }` may be swizzled or set through a setter beside it: not read.)
    static func constantlyFalse(in files: [SourceFile], scopes: [SourceScopes]) -> [String: String] {
        var declared: [String: (owner: String, path: String, token: Int)] = [:]
        var twice = Set<String>()
        for (file, fileScopes) in zip(files, scopes) where file.language == .swift {
            for (name, owner, token) in declarations(file, scopes: fileScopes) {
                if declared[name] != nil { twice.insert(name) } else { declared[name] = (owner, file.path, token) }
            }
        }
        for name in twice { declared[name] = nil }
        guard !declared.isEmpty else { return [:] }
        var spoiled = Set<String>()
        for (file, fileScopes) in zip(files, scopes) {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            for i in tokens.indices where tokens[i].kind == .identifier {
                let name = file.text(of: tokens[i])
                // (A binding to it, `$isOn`, writes it.)
                if name.hasPrefix("$"), declared[String(name.dropFirst())] != nil {
                    spoiled.insert(String(name.dropFirst()))
                    continue
                }
                guard let flag = declared[name], !spoiled.contains(name), !(file.path == flag.path && i == flag.token) else { continue }
                // Assigned, toggled, passed `inout`, bound (`$isOn`), or declared again: a parameter, a label, a local.
                let written = isText(i + 1, "=") || (i + 1 < tokens.count && tokens[i + 1].kind == .punctuation && file.text(of: tokens[i + 1]).hasSuffix("=")
                    && !isText(i + 1, "==") && !isText(i + 1, "!=") && !isText(i + 1, ">=") && !isText(i + 1, "<="))
                    || (isText(i + 1, ".") && isText(i + 2, "toggle")) || isText(i - 1, "&")
                let redeclared = isText(i + 1, ":") || isText(i - 1, "let") || isText(i - 1, "var") || isText(i - 1, "func")
                    || isText(i - 1, "case") || isText(i + 1, "in") || file.language != .swift
                // Read through its type, or bare where that type's code (any code, for a file-scope constant) says it.
                let read: Bool
                if isText(i - 1, ".") {
                    read = i >= 2 && (isText(i - 2, "Self") || (tokens[i - 2].kind == .identifier && file.text(of: tokens[i - 2]) == flag.owner))
                        && !flag.owner.isEmpty
                } else {
                    read = flag.owner.isEmpty || fileScopes.classes[i] == flag.owner
                }
                if written || redeclared || !read { spoiled.insert(name) }
            }
        }
        return declared.filter { !spoiled.contains($0.key) }.mapValues(\.owner)
    }

    /// The file's declarations of properties false in every build (see ``constantlyFalse(in:scopes:)``): name, type,
    /// and the index of the name's token.
    static func declarations(_ file: SourceFile, scopes: SourceScopes) -> [(name: String, owner: String, token: Int)] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // Whether the `false` at `i` ends the declaration: nothing after it on its line but a `;` or a `}`.
        func endsAt(_ i: Int) -> Bool {
            i + 1 >= tokens.count || tokens[i + 1].line != tokens[i].line || isText(i + 1, ";") || isText(i + 1, "}")
        }
        var found: [(String, String, Int)] = []
        for i in tokens.indices where (isText(i, "let") || isText(i, "var")) && i + 3 < tokens.count && tokens[i + 1].kind == .identifier {
            // `static` among the modifiers on the declaration's line, or a file-scope declaration outside every brace. An
            // attribute there or on the lines before (a property wrapper's: `@UserDefault("beta") static var showsBeta = false`,
            // a remote setting's) stores the value elsewhere: not constant.
            var j = i - 1, isStatic = false, wrapped = false
            while j >= 0 {
                if tokens[j].kind == .attribute {
                    if !["@objc", "@nonobjc", "@MainActor", "@available", "@inlinable", "@usableFromInline"].contains(file.text(of: tokens[j])) { wrapped = true }
                } else if isText(j, ")"), let open = file.openingBracket(of: j), open > 0, tokens[open - 1].kind == .attribute {
                    // An attribute's arguments.
                    j = open - 1
                    continue
                } else if tokens[j].kind != .identifier || tokens[j].line != tokens[i].line
                            && !(j + 1 < i && tokens[j + 1].kind == .attribute) {
                    break
                }
                if isText(j, "static") { isStatic = true }
                j -= 1
            }
            if wrapped { continue }
            let owner = scopes.classes[i]
            let fileScope = owner == nil && scopes.methods[i] == nil && file.enclosingBracket(of: i) == nil
            guard isStatic ? owner != nil : (fileScope && isText(i, "let")) else { continue }
            var value = i + 2
            let typed = isText(value, ":") && isText(value + 1, "Bool")
            if typed { value += 2 }
            let isFalse: Bool
            if isText(value, "=") {
                isFalse = isText(value + 1, "false") && endsAt(value + 1)
            } else if typed, isStatic, isText(i, "var"), isText(value, "{") {
                // `{ false }`, `{ return false }`
                let body = isText(value + 1, "return") ? value + 2 : value + 1
                isFalse = isText(body, "false") && isText(body + 1, "}") && endsAt(body + 1)
            } else {
                isFalse = false
            }
            if isFalse { found.append((file.text(of: tokens[i + 1]), owner ?? "", i + 1)) }
        }
        return found
    }

    /// The token ranges of `file` that run only when one of `flags` (``constantlyFalse(in:scopes:)``) is true, each
    /// with the flag (see ``ConditionGuarded/blocks(_:where:)``).
    static func disabledBlocks(_ file: SourceFile, flags: [String: String]) -> [(range: Range<Int>, flag: String)] {
        guard !flags.isEmpty, file.language == .swift else { return [] }
        return ConditionGuarded.blocks(file) { chain in flags[chain.last ?? ""] != nil }
    }
}
