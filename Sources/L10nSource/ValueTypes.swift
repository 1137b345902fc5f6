/// The types the Swift sources write down for each name, as far as their declarations say: what a value
/// interpolated into a localized key is, and so which format specifier the key holds for it
/// (``InterpolatedKey``). It reads `let`/`var` declarations (`: Int`, `= 0`, `= "text"`, `= Double(…)`),
/// parameters (`pages: Int`), functions' return types, and loops over a number range (`for i in 0..<n`,
/// `ForEach(1...7) { day in`). A name declared with several types, or once with a type no declaration says,
/// has no one type.
struct ValueTypes: Sendable {
    /// What no declaration says (`var x = compute()`, a closure's parameter, an optional).
    private static let unknown = "?"
    /// The declared types of each name in all files, and per file path.
    private var names: [String: Set<String>] = [:]
    private var fileNames: [String: [String: Set<String>]] = [:]
    /// The declared types of each type's members, by `Type|name`, and by name whatever the type; the types
    /// that declare members.
    private var members: [String: Set<String>] = [:]
    private var memberNames: [String: Set<String>] = [:]
    private var memberOwners = Set<String>()
    /// The return types of each function name.
    private var returns: [String: Set<String>] = [:]

    init() {}

    init(files: [SourceFile]) {
        for file in files where file.language == .swift { add(file) }
    }

    /// The specifiers (without `%`) SwiftUI and `String(localized:)` write for a value of each type.
    static let specifiers: [String: [String]] = [
        "Int": ["lld"], "Int64": ["lld"], "Int32": ["d"], "Int16": ["d"], "Int8": ["d"],
        "UInt": ["llu"], "UInt64": ["llu"], "UInt32": ["u"], "UInt16": ["u"], "UInt8": ["u"],
        "Double": ["lf"], "TimeInterval": ["lf"], "Float": ["f"], "CGFloat": ["f", "lf"],
        "String": ["@"], "Text": ["@"], "Image": ["@"], "AttributedString": ["@"], "NSString": ["@"],
        // The SDK's names for those types (`OSStatus` is an `Int32`, `CLLocationDistance` a `Double`).
        "OSStatus": ["d"], "OSErr": ["d"], "NSInteger": ["lld"], "NSUInteger": ["llu"], "CFIndex": ["lld"],
        "Float64": ["lf"], "Float32": ["f"], "CLLocationDistance": ["lf"], "CLLocationDegrees": ["lf"], "CLLocationSpeed": ["lf"],
        "CLLocationDirection": ["lf"], "CLLocationAccuracy": ["lf"],
    ]

    /// Members whose value is a `String` (or shows as `%@`) whatever the receiver.
    private static let textMembers: Set<String> = [
        "description", "localizedDescription", "capitalized", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
        "formatted", "uppercased", "lowercased", "trimmingCharacters", "replacingOccurrences", "joined", "localized",
    ]

    /// The specifiers the interpolation `tokens` (the inside of `\(…)` in `file`) may give, sorted; nil when
    /// the sources do not say.
    func specifiers(of tokens: [SourceToken], in file: SourceFile) -> [String]? {
        guard !tokens.isEmpty else { return nil }
        let view = SourceFile(file, tokens: tokens)
        // `\(x, specifier: "%.1f")`, `\(date, style: .date)`, `\(value, format: .number)`.
        var depth = 0
        for i in tokens.indices {
            if view.isBracket(i, opening: true) { depth += 1 } else if view.isBracket(i, opening: false) { depth -= 1 }
            guard depth == 0, view.token(tokens[i], is: ","), i + 2 < tokens.count, view.token(tokens[i + 2], is: ":") else { continue }
            let label = view.text(of: tokens[i + 1])
            if label == "specifier" {
                guard i + 4 == tokens.count, let literal = view.literal(of: tokens[i + 3]), let text = literal.value, text.hasPrefix("%") else { return nil }
                return [String(text.dropFirst())]
            }
            return ["format", "style", "formatter"].contains(label) ? ["@"] : nil
        }
        return expressionSpecifiers(view, 0..<tokens.count)
    }

    private func expressionSpecifiers(_ file: SourceFile, _ range: Range<Int>) -> [String]? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { range.contains(i) && file.token(tokens[i], is: text) }
        if range.count == 1 {
            let token = tokens[range.lowerBound]
            switch token.kind {
            case .number:
                let text = file.text(of: token)
                return text.hasPrefix("0x") || !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? ["lld"] : ["lf"]
            case .string: return ["@"]
            // A name alone is a local or a property of the type around it: its own file declares it (`h` of another
            // file's `let h = 3` says nothing of this one's `let (h, m, s) = duration.parts`).
            case .identifier: return fileNames[file.path]?[file.text(of: token)].flatMap(Self.union)
            default: return nil
            }
        }
        // `Int(x)`, `String(format:…)`, `pageCount(for: book)`: the whole expression is one call.
        if tokens[range.lowerBound].kind == .identifier, isText(range.lowerBound + 1, "("), file.matchingBracket(range.lowerBound + 1) == range.upperBound - 1 {
            let name = file.text(of: tokens[range.lowerBound])
            if let known = Self.specifiers[name] { return known }
            return returned(name)
        }
        // `book.pages.count`, `self.total`, `error.localizedDescription`, `date.formatted(…)`.
        var end = range.upperBound - 1
        var isCall = false
        if isText(end, ")"), let open = file.openingBracket(of: end), open > range.lowerBound { end = open - 1; isCall = true }
        guard end > range.lowerBound, tokens[end].kind == .identifier, isText(end - 1, ".") else { return nil }
        // Each step of the chain is a name, a call or a force-unwrap; `a?.b` is optional and no plain value.
        var i = end - 1
        while i > range.lowerBound {
            if isText(i, "?") { return nil }
            if isText(i, ")") || isText(i, "]") {
                guard let open = file.openingBracket(of: i), open > range.lowerBound else { return nil }
                i = open - 1
            } else if tokens[i].kind == .identifier || isText(i, ".") || isText(i, "!") {
                i -= 1
            } else {
                return nil
            }
        }
        let member = file.text(of: tokens[end])
        if Self.textMembers.contains(member) { return ["@"] }
        if member == "count" && !isCall { return ["lld"] }
        if isCall { return returned(member) }
        // `book.totalPages`: the member of the type the receiver is declared with, when the sources say it.
        if end - 2 == range.lowerBound, tokens[range.lowerBound].kind == .identifier,
           let receiver = fileNames[file.path]?[file.text(of: tokens[range.lowerBound])] ?? names[file.text(of: tokens[range.lowerBound])],
           receiver.count == 1, let type = receiver.first, type != Self.unknown {
            if let declared = members["\(type)|\(member)"] { return Self.union(declared) }
            // A type these sources do not declare (a package's, a framework's): its members' types are not known.
            if !memberOwners.contains(type) { return nil }
        }
        // A member is what the types that declare one of that name say (Electricity Prices' `cheapestHours.duration`
        // is `CheapestHours`'s `Int`), not a local of the same name (the file's preview's `@State var duration: Double`).
        if let declared = memberNames[member] { return Self.union(declared) }
        return named(member, in: file.path)
    }

    private func named(_ name: String, in path: String) -> [String]? {
        guard let types = fileNames[path]?[name] ?? names[name] else { return nil }
        return Self.union(types)
    }

    private func returned(_ name: String) -> [String]? {
        returns[name].flatMap(Self.union)
    }

    private static func union(_ types: Set<String>) -> [String]? {
        var result = Set<String>()
        for type in types {
            guard let known = specifiers[type] else { return nil }
            result.formUnion(known)
        }
        return result.isEmpty ? nil : result.sorted()
    }

    private mutating func record(_ name: String, _ type: String, in path: String, member owner: String? = nil) {
        names[name, default: []].insert(type)
        fileNames[path, default: [:]][name, default: []].insert(type)
        if let owner {
            members["\(owner)|\(name)", default: []].insert(type)
            memberNames[name, default: []].insert(type)
            memberOwners.insert(owner)
        }
    }

    private mutating func add(_ file: SourceFile) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isName(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        /// The type written at `i` (`Int`), or ``unknown`` for an optional, generic, nested or collection type.
        func writtenType(at i: Int) -> String {
            guard isName(i), !isText(i + 1, "?"), !isText(i + 1, "!"), !isText(i + 1, "<"), !isText(i + 1, ".") else { return Self.unknown }
            return file.text(of: tokens[i])
        }
        /// The type of the initial value at `i`, when a single literal or a conversion (`Double(…)`) gives it.
        func initialType(at i: Int) -> String {
            guard i < tokens.count else { return Self.unknown }
            func ends(_ next: Int) -> Bool {
                next >= tokens.count || tokens[next].line > tokens[i].line || isText(next, ";") || isText(next, "}") || isText(next, ")")
            }
            switch tokens[i].kind {
            case .number:
                guard ends(i + 1) else { return Self.unknown }
                let text = file.text(of: tokens[i])
                return text.hasPrefix("0x") || !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "Int" : "Double"
            case .string:
                return ends(i + 1) ? "String" : Self.unknown
            case .identifier:
                let name = file.text(of: tokens[i])
                guard Self.specifiers[name] != nil, isText(i + 1, "("), let close = file.matchingBracket(i + 1), ends(close + 1) else { return Self.unknown }
                return name
            default:
                return Self.unknown
            }
        }
        /// Whether the tokens at `i` start a range of numbers (`0..<n`, `1...7`).
        func isNumberRange(at i: Int) -> Bool {
            i + 1 < tokens.count && tokens[i].kind == .number && (isText(i + 1, "..<") || isText(i + 1, "..."))
        }
        // The types whose bodies hold each token: (name, the depth of braces inside its body).
        var owners: [(name: String, depth: Int)] = []
        var pendingOwner: String?
        var depth = 0
        for i in tokens.indices {
            let token = tokens[i]
            if isText(i, "{") {
                depth += 1
                if let pending = pendingOwner { owners.append((pending, depth)); pendingOwner = nil }
            } else if isText(i, "}") {
                if owners.last?.depth == depth { owners.removeLast() }
                depth -= 1
            } else if token.kind == .identifier, isText(i, "struct") || isText(i, "class") || isText(i, "enum") || isText(i, "extension")
                        || isText(i, "actor"), isName(i + 1), !isText(i + 1, "func"), !isText(i + 1, "var"), !isText(i + 1, "let") {
                // (`class func`, `class var` declare members, no type.)
                pendingOwner = file.text(of: tokens[i + 1])
            }
            if token.kind == .identifier, isText(i, "let") || isText(i, "var"), isText(i + 1, "("), let close = file.matchingBracket(i + 1) {
                // `let (h, m, s) = …`: names whose types the declaration does not write.
                for j in (i + 2)..<close where isName(j) && (isText(j + 1, ",") || j + 1 == close) { record(file.text(of: tokens[j]), Self.unknown, in: file.path) }
            } else if token.kind == .identifier, isText(i, "let") || isText(i, "var"), isName(i + 1) {
                let name = file.text(of: tokens[i + 1])
                // (A property directly in a type's body is its member.)
                let owner = owners.last.flatMap { $0.depth == depth ? $0.name : nil }
                if isText(i + 2, ":") {
                    record(name, writtenType(at: i + 3), in: file.path, member: owner)
                } else if isText(i + 2, "=") {
                    record(name, initialType(at: i + 3), in: file.path, member: owner)
                }
            } else if token.kind == .identifier, isText(i, "func"), isName(i + 1), isText(i + 2, "(") || isText(i + 2, "<") {
                var open = i + 2
                if isText(open, "<") { while open < tokens.count, !isText(open, "(") { open += 1 } }
                guard let close = file.matchingBracket(open) else { continue }
                var arrow = close + 1
                while isText(arrow, "throws") || isText(arrow, "async") || isText(arrow, "rethrows") { arrow += 1 }
                if isText(arrow, "->") { returns[file.text(of: tokens[i + 1]), default: []].insert(writtenType(at: arrow + 1)) }
            } else if token.kind == .identifier, isText(i, "for"), isName(i + 1), isText(i + 2, "in") {
                record(file.text(of: tokens[i + 1]), isNumberRange(at: i + 3) ? "Int" : Self.unknown, in: file.path)
            } else if isText(i, "{"), isName(i + 1), isText(i + 2, "in") {
                // A closure's parameter: `ForEach(1...7, id: \.self) { day in` counts numbers.
                var type = Self.unknown
                if isText(i - 1, ")"), let open = file.openingBracket(of: i - 1), isText(open - 1, "ForEach"), isNumberRange(at: open + 1) { type = "Int" }
                record(file.text(of: tokens[i + 1]), type, in: file.path)
            } else if token.kind == .identifier, isText(i + 1, ":"), isName(i + 2), isText(i - 1, "(") || isText(i - 1, ",") || (isName(i - 1) && (isText(i - 2, "(") || isText(i - 2, ","))) {
                // A parameter `pages: Int` (or `for pages: Int`): a type is capitalised and not called or chained.
                let type = file.text(of: tokens[i + 2])
                guard type.first?.isUppercase == true, !isText(i + 3, "("), !isText(i + 3, ".") else { continue }
                record(file.text(of: token), writtenType(at: i + 2), in: file.path)
            }
        }
    }
}
