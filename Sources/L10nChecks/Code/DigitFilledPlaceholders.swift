import Foundation
import L10nSource

/// Which text placeholders (`%@`) of a localized format the app's code fills with a number: the bidi
/// algorithm treats digits (and the dots and commas of `1.2.3` or `12,5`) as weak, so such a placeholder
/// does not decide a paragraph's direction, whatever the table's value starts with.
///
/// Read from the format calls of the sources (`String(format: NSLocalizedString("%@ meters", …), d)`): an
/// argument is a number when it is a number literal, an `NSNumber`, a count, the app's version
/// (`CFBundleShortVersionString`, `CFBundleVersion`), a format with only number conversions, an
/// interpolation or `String(…)` of any of these, a property or parameter every declaration in the sources
/// gives a numeric type (through type aliases) or one of these as its value (a Swift constant; an Objective-C
/// declaration with its value), or a call of a function of the sources whose every `return`
/// is one of these; and a value formatted for the reader's locale (`.formatted()`), whose letters, if any, are
/// the reader's own. SwiftUI's interpolated keys (`Text("\(total.formatted()) donuts")`) fill their placeholders with
/// their interpolations. Anything else is unknown.
struct DigitFilledPlaceholders {
    /// Table name → key → the 0-based arguments that every format call of the key fills with digits.
    let byTable: [String: [String: Set<Int>]]

    init(index: SourceIndex, files: [URL]) {
        var groups: [String: [String: [LocalizedStringCall]]] = [:]
        for call in index.localizedStrings.calls { groups[call.table, default: [:]][call.key, default: []].append(call) }
        // What each argument names, before the sources are read for the declarations those names need.
        var pending: [(table: String, key: String, calls: [(path: String, fills: [Fill])])] = []
        var names = Set<String>()
        for table in groups.keys.sorted() {
            for (key, calls) in (groups[table] ?? [:]).sorted(by: { $0.key < $1.key }) {
                // A key also read without formatting is shown some other way too: leave it unknown. (SwiftUI's and
                // `String(localized:)`'s interpolations are its format's arguments.)
                guard calls.allSatisfy({ $0.formatArguments != nil || $0.interpolatedKey != nil }) else { continue }
                let fills = calls.map { call in
                    (call.formatArguments ?? call.interpolatedKey.map(Self.values) ?? []).map { Self.fill(ofArgument: $0, language: Self.language(of: call.path)) }
                }
                for call in fills { for fill in call { names.formUnion(fill.names) } }
                pending.append((table, key, zip(calls, fills).map { ($0.path, $1) }))
            }
        }
        let declarations = names.isEmpty ? Declarations() : Declarations(files: files, names: names)
        var result: [String: [String: Set<Int>]] = [:]
        for (table, key, calls) in pending {
            var digits: Set<Int>?
            for (path, fills) in calls {
                let here = Set(fills.indices.filter { fills[$0].isDigits(declarations, in: path) })
                digits = digits.map { $0.intersection(here) } ?? here
            }
            if let digits, !digits.isEmpty { result[table, default: [:]][key] = digits }
        }
        byTable = result
    }

    /// The expressions an interpolating literal puts into its key's placeholders, in order (`order.totalSales.formatted()`
    /// of `"\(order.totalSales.formatted()) donuts"`).
    static func values(of key: InterpolatedKey) -> [String] {
        let file = SourceFile(bytes: Array(key.written.utf8), language: .swift)
        guard let token = file.tokens.first, let literal = file.literal(of: token) else { return [] }
        return literal.segments.compactMap { segment in
            guard case .interpolation(let range) = segment else { return nil }
            return String(decoding: file.bytes[range], as: UTF8.self)
        }
    }

    static func language(of path: String) -> SourceLanguage {
        path.hasSuffix(".swift") ? .swift : .objectiveC
    }

    /// What fills a placeholder, as far as one argument shows it.
    enum Fill: Equatable {
        case digits
        /// A property, variable or parameter: digits when its declarations say a number.
        case name(String)
        /// The result of a function of the sources: digits when every `return` of it is.
        case call(String)
        case unknown

        var names: [String] {
            switch self {
            case .name(let name), .call(let name): return [name]
            case .digits, .unknown: return []
            }
        }

        /// Whether the fill is digits in code of the file at `path`.
        func isDigits(_ declarations: Declarations, in path: String) -> Bool {
            switch self {
            case .digits: return true
            case .name(let name): return declarations.isNumeric(name, in: path)
            case .call(let name): return declarations.digitFunctions.contains(name)
            case .unknown: return false
            }
        }
    }

    /// Numeric types of Swift, Foundation and C.
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float32", "Float64", "Float80", "CGFloat", "Decimal", "TimeInterval", "NSTimeInterval", "NSInteger",
        "NSUInteger", "NSNumber", "NSDecimalNumber", "CLLocationDistance", "CLLocationDegrees", "int", "long",
        "short", "unsigned", "double", "float", "size_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t",
    ]

    /// What one format argument, as written, puts in place.
    static func fill(ofArgument text: String, language: SourceLanguage) -> Fill {
        let file = SourceFile(bytes: Array(text.utf8), language: language)
        return fill(of: file.tokens[...], in: file, depth: 0)
    }

    static func fill(of tokens: ArraySlice<SourceToken>, in file: SourceFile, depth: Int) -> Fill {
        var tokens = tokens
        // `(x)`, `x!`, `x ?? "…"`-free forms only: strip what does not change the value.
        while let first = tokens.first, let last = tokens.last, tokens.count >= 2, file.token(first, is: "("), file.token(last, is: ")"),
              closingParenthesis(of: tokens.startIndex, in: tokens, file) == tokens.endIndex - 1 {
            tokens = tokens.dropFirst().dropLast()
        }
        while let last = tokens.last, file.token(last, is: "!") { tokens = tokens.dropLast() }
        guard let first = tokens.first, depth < 4 else { return .unknown }
        let texts = tokens.map { file.text(of: $0) }
        // The app's version: digits and dots.
        for token in tokens {
            if let value = file.literal(of: token)?.value, value == "CFBundleShortVersionString" || value == "CFBundleVersion" { return .digits }
        }
        if tokens.count == 1, first.kind == .number { return .digits }
        // A value formatted for the user's locale (`total.formatted()`, `date.formatted(date: .abbreviated, time: .omitted)`)
        // is digits, or the words of the reader's own language: nothing left to right in a right-to-left one.
        if let formatted = texts.lastIndex(of: "formatted"), formatted >= 2, texts[formatted - 1] == ".", formatted + 1 < texts.count,
           texts[formatted + 1] == "(", closingParenthesis(of: tokens.startIndex + formatted + 1, in: tokens, file) == tokens.endIndex - 1 {
            return .digits
        }
        // So is a lookup's text (`fileType.bundleLocalized()`, `NSLocalizedString(@"photo", nil)`, `String(localized: "file")`):
        // the reader's words, as translated (the chat app's "%@ فرستاد", sent a file or a photo).
        if isLookup(texts) { return .digits }
        if let last = texts.last, ["count", "length"].contains(last), texts.count >= 3, texts[texts.count - 2] == "." || file.language != .swift {
            return .digits
        }
        // A format of number conversions only (`String(format: "%.1f", d)`, `[NSString stringWithFormat:@"%ld", n]`).
        if let formatIndex = texts.firstIndex(where: { ["format", "stringWithFormat", "localizedStringWithFormat", "initWithFormat"].contains($0) }) {
            let literal = tokens.dropFirst(formatIndex - 0 + 1).first { $0.kind == .string }.flatMap(file.literal(of:))
            if let value = literal?.value, isNumberFormat(value) { return .digits }
            return .unknown
        }
        // A boxed expression is what it boxes (`@(count)`: a number, `@(name)`: a C string).
        if texts.first == "@", texts.dropFirst().first == "(", texts.last == ")" {
            return fill(of: tokens.dropFirst(2).dropLast(), in: file, depth: depth + 1)
        }
        // An NSNumber shows its digits: `@12`, `NSNumber(value: n)`, `[NSNumber numberWithInt:n]`.
        if (texts.first == "@" && tokens.count == 2 && tokens.last?.kind == .number)
            || (texts.first == "NSNumber" && texts.dropFirst().first == "(")
            || (texts.first == "[" && texts.dropFirst().first == "NSNumber" && texts.dropFirst(2).first?.hasPrefix("numberWith") == true) {
            return .digits
        }
        // `"\(x)"` and `String(x)`, `String(describing: x)`: the text of x.
        if tokens.count == 1, let literal = file.literal(of: first), literal.segments.count == 1,
           case .interpolation(let range) = literal.segments[0] {
            let inner = SourceFile(bytes: Array(file.bytes[range]), language: file.language)
            return fill(of: inner.tokens[...], in: inner, depth: depth + 1)
        }
        if texts.first == "String" || texts.first == "NSString", texts.count >= 4, texts[1] == "(", texts.last == ")" {
            var inner = tokens.dropFirst(2).dropLast()
            if inner.count >= 2, inner.first?.kind == .identifier, file.token(inner[inner.startIndex + 1], is: ":") {
                guard file.token(inner[inner.startIndex], is: "describing") else { return .unknown }
                inner = inner.dropFirst(2)
            }
            return fill(of: inner, in: file, depth: depth + 1)
        }
        // A name, or a member path (`self.ident`, `object.ident`): its declarations decide.
        if isPath(tokens, file) { return .name(texts[texts.count - 1]) }
        // A call of a function of the sources (`distanceString(forFloat: d)`, `self.label(for: n)`).
        if let last = tokens.last, file.token(last, is: ")") {
            var index = tokens.endIndex - 1
            var level = 0
            while index >= tokens.startIndex {
                let token = tokens[index]
                if file.token(token, is: ")") { level += 1 }
                if file.token(token, is: "(") { level -= 1; if level == 0 { break } }
                index -= 1
            }
            if index > tokens.startIndex, tokens[index - 1].kind == .identifier, isPath(tokens[..<index], file) {
                return .call(file.text(of: tokens[index - 1]))
            }
        }
        return .unknown
    }

    /// Whether an argument, as written, is a lookup and nothing else: a localizing call spanning it (`NSLocalizedString(…)`,
    /// `String(localized: …)`, `[NSBundle.mainBundle localizedStringForKey:… value:… table:…]`), or a member or call named
    /// for localizing ending it (`"file".localized`, `name.bundleLocalized()`, `bundle.localizedString(forKey: k, …)`); not
    /// a lookup joined to other text (`NSLocalizedString("by", …) + name`), nor a property Foundation or Photos localizes
    /// from other data (`album.localizedTitle`, `error.localizedDescription`, `localizedCapitalized`).
    static func isLookup(_ texts: [String]) -> Bool {
        guard let first = texts.first, !texts.contains(where: { ["+", "??", "stringByAppendingString", "stringByAppendingFormat"].contains($0) })
        else { return false }
        // (Where the bracket opened at `open` closes.)
        func close(of open: Int, _ opening: String, _ closing: String) -> Int? {
            var depth = 0
            for index in open..<texts.count {
                if texts[index] == opening { depth += 1 } else if texts[index] == closing { depth -= 1; if depth == 0 { return index } }
            }
            return nil
        }
        if first.hasPrefix("NSLocalizedString") || (first == "String" && texts.dropFirst(2).first == "localized") {
            return texts.count > 2 && texts[1] == "(" && close(of: 1, "(", ")") == texts.count - 1
        }
        if first == "[" { return texts.contains("localizedStringForKey") && close(of: 0, "[", "]") == texts.count - 1 }
        // The last name, before a call's parentheses if it ends with one.
        var index = texts.count - 1
        if texts[index] == ")" {
            guard let open = texts.indices.last(where: { texts[$0] == "(" && close(of: $0, "(", ")") == texts.count - 1 }), open > 0 else { return false }
            index = open - 1
        }
        let name = texts[index]
        guard index > 0, texts[index - 1] == "." else { return false }
        return name.lowercased().hasSuffix("localized") || name == "localizedString"
    }

    /// Whether a format shows only digits: number conversions, and no letter outside them.
    static func isNumberFormat(_ format: String) -> Bool {
        var rest = format
        var hasNumber = false
        let pattern = try? NSRegularExpression(pattern: "%(\\d+\\$)?[-+ #0']*\\d*(\\.\\d+)?(hh|h|ll|l|q|L|z|t|j)?([dDiuUfFeEgG@sScCxXoOpaA%])")
        let ns = format as NSString
        for match in (pattern?.matches(in: format, range: NSRange(location: 0, length: ns.length)) ?? []).reversed() {
            let conversion = ns.substring(with: match.range(at: 4))
            if conversion == "%" { continue }
            guard "dDiuUfFeEgG".contains(conversion) else { return false }
            hasNumber = true
            rest = (rest as NSString).replacingCharacters(in: match.range, with: "")
        }
        return hasNumber && !rest.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    static func isPath(_ tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> Bool {
        guard let first = tokens.first, first.kind == .identifier, let last = tokens.last, last.kind == .identifier else { return false }
        var expectName = true
        for token in tokens {
            if expectName {
                guard token.kind == .identifier else { return false }
                expectName = false
            } else {
                if file.token(token, is: "?") || file.token(token, is: "!") { continue }
                guard file.token(token, is: ".") || file.token(token, is: "->") else { return false }
                expectName = true
            }
        }
        return !expectName
    }

    static func closingParenthesis(of open: Int, in tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> Int? {
        var level = 0
        for index in open..<tokens.endIndex {
            if file.token(tokens[index], is: "(") { level += 1 }
            if file.token(tokens[index], is: ")") { level -= 1; if level == 0 { return index } }
        }
        return nil
    }

    /// The declarations of the sources for the names the format arguments use.
    struct Declarations {
        /// Name → file → the types it is declared with there.
        var types: [String: [String: [String]]] = [:]
        var aliases: [String: String] = [:]
        /// Functions every `return` of which puts digits (or whose declared result is a number).
        var digitFunctions = Set<String>()
        /// Functions some of whose declarations return digits and some not: which one a call runs is not known.
        var overloadedFunctions = Set<String>()

        init() {}

        /// Whether `name`, used in the file at `path`, is a number: every declaration of it has a numeric
        /// type; the file's own declarations when it has any (a member of the type the code is in), else
        /// those of every file.
        func isNumeric(_ name: String, in path: String, depth: Int = 0) -> Bool {
            guard let byFile = types[name], depth < 4 else { return false }
            // (A constant given the result of an overloaded function, some of whose declarations return digits and some
            // not, `let week = date.get(.weekOfYear)`, says nothing either way: the name's other declarations decide.)
            func known(_ list: [String]) -> [String] {
                list.filter { !($0.hasPrefix("()") && overloadedFunctions.contains(String($0.dropFirst(2)))) }
            }
            let own = byFile[path].map(known) ?? []
            let declared = own.isEmpty ? known(byFile.keys.sorted().flatMap { byFile[$0] ?? [] }) : own
            return !declared.isEmpty && declared.allSatisfy { type in
                // (A constant given another name's value, `let value = item.total`, is what that name is.)
                if type.hasPrefix("="), type.count > 1 { return isNumeric(String(type.dropFirst()), in: path, depth: depth + 1) }
                // (Or a function's result, `let text = distanceText(for: d)`, or a number made by a numeric type's
                // initializer, `let ident = Int64(text)`, `OsmIdentifier(raw)` through its alias.)
                if type.hasPrefix("()") {
                    let function = String(type.dropFirst(2))
                    return digitFunctions.contains(function) || DigitFilledPlaceholders.numericTypes.contains(resolve(function))
                }
                return type == Self.digitsValue || DigitFilledPlaceholders.numericTypes.contains(resolve(type))
            }
        }

        /// Stands for a declared type where a constant is declared with digits as its value (`let likes = String(count)`,
        /// `NSString *likes = [NSNumber numberWithUnsignedInteger:n].stringValue;`): the text it holds is digits, whatever its type.
        static let digitsValue = "#digits"

        /// The expression that starts at `start` and ends with its statement: at a `;` outside brackets, or at the end of its
        /// line outside brackets (Swift), or at a closing bracket it did not open. A condition's binding (`if let`, `guard
        /// let`, `while let`, one after a comma) also ends at a `,`, a block's brace or `else` of its level.
        static func statement(from start: Int, in file: SourceFile, condition: Bool = false) -> Range<Int> {
            let tokens = file.tokens
            var end = start
            var depth = 0
            while end < tokens.count {
                let next = tokens[end]
                if depth == 0, end > start, file.language == .swift, next.line != tokens[end - 1].line { break }
                if condition, depth == 0, end > start, ["{", ",", "else"].contains(where: { file.token(next, is: $0) }) { break }
                if file.token(next, is: "(") || file.token(next, is: "[") || file.token(next, is: "{") { depth += 1 }
                if file.token(next, is: ")") || file.token(next, is: "]") || file.token(next, is: "}") { depth -= 1 }
                if depth < 0 || (depth == 0 && file.token(next, is: ";")) { break }
                end += 1
            }
            return start..<end
        }

        func resolve(_ type: String) -> String {
            var type = type
            var seen = Set<String>()
            while let next = aliases[type], seen.insert(type).inserted { type = next }
            return type
        }

        init(files: [URL], names: Set<String>) {
            var functions: [String: [Bool]] = [:]
            // The names asked, then the names their constants take the value of (`let sum = total`: `total`), read once more.
            var asked = names
            for _ in 0..<2 where !asked.isEmpty {
                for url in files {
                    guard let data = try? Data(contentsOf: url), asked.contains(where: { data.range(of: Data($0.utf8)) != nil }),
                          let file = try? SourceFile(contentsOf: url) else { continue }
                    var declared: [String: [String]] = [:]
                    Self.scan(file, names: asked, types: &declared, aliases: &aliases, functions: &functions)
                    for (name, list) in declared { types[name, default: [:]][url.path, default: []] += list }
                }
                // (And the functions they are given the result of, `let text = distanceText(for: d)`, whose returns decide.)
                let declared = types.values.flatMap { $0.values.joined() }
                let targets = Set(declared.filter { $0.hasPrefix("=") }.map { String($0.dropFirst()) }
                                  + declared.filter { $0.hasPrefix("()") }.map { String($0.dropFirst(2)) }.filter { !DigitFilledPlaceholders.numericTypes.contains($0) })
                asked = targets.subtracting(types.keys).subtracting(functions.keys).subtracting(names)
            }
            for (name, returns) in functions where !returns.isEmpty && returns.allSatisfy({ $0 }) {
                digitFunctions.insert(name)
            }
            for (name, returns) in functions where returns.contains(true) && returns.contains(false) {
                overloadedFunctions.insert(name)
            }
        }

        /// Records `let/var NAME: TYPE`, parameters `label NAME: TYPE`, `typealias A = B`, C declarations
        /// `TYPE NAME;` and `@property (…) TYPE NAME;`, and for functions named in `names` whether each
        /// `return` puts digits.
        static func scan(_ file: SourceFile, names: Set<String>, types: inout [String: [String]], aliases: inout [String: String],
                         functions: inout [String: [Bool]]) {
            let tokens = file.tokens
            func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
            for i in tokens.indices where tokens[i].kind == .identifier {
                let name = text(i)
                if name == "typealias", i + 3 < tokens.count, text(i + 2) == "=" {
                    aliases[text(i + 1)] = text(i + 3)
                    continue
                }
                guard names.contains(name) else { continue }
                if file.language == .swift {
                    // `var ident: OsmIdentifier`, `(_ ident: OsmIdentifier)`, `forFloat num: Double`.
                    let before = text(i - 1)
                    // A value after a label (`ident: 0`, `ident: name`) is a call's argument, not a type.
                    if text(i + 1) == ":", i + 2 < tokens.count, tokens[i + 2].kind == .identifier,
                       ["let", "var", "(", ","].contains(before) || tokens[max(0, i - 1)].kind == .identifier {
                        types[name, default: []].append(text(i + 2))
                    }
                    // `let likes = String(count)`: a constant's value says what it holds; one of unknown value holds something
                    // else (another method's `let likes = deal.author.name`). A variable may be given other text later: only
                    // a number literal gives it a numeric type (`var total = 0`).
                    if before == "let" || before == "var", text(i + 1) == "=" {
                        // (`if let`, `guard let`, `while let`, or a further binding after a comma: a condition.)
                        let condition = ["if", "guard", "while", ","].contains(text(i - 2))
                        let value = fill(ofInitializerAt: i + 2, in: file, condition: condition)
                        if before == "var" {
                            // (A number's type is the variable's for good: `var total = 0`, `var n = items.count`, `var width =
                            // CGFloat(0)`; text made of digits, `var label = String(n)`, may be replaced by other text.)
                            let text = i + 2 < tokens.count && (tokens[i + 2].kind == .string || ["String", "NSString"].contains(file.text(of: tokens[i + 2])))
                            switch value {
                            case .digits where !text: types[name, default: []].append(Self.digitsValue)
                            case .call(let function): types[name, default: []].append("()" + function)
                            default: types[name, default: []].append("?")
                            }
                        } else {
                            // Another name's value is what that name is (`let value = deal.author.name`); the same name's,
                            // an optional's binding (`if let count = count`), says nothing more than its declarations.
                            switch value {
                            case .digits: types[name, default: []].append(Self.digitsValue)
                            case .name(let other) where other == name: break
                            case .name(let other): types[name, default: []].append("=" + other)
                            case .call(let function): types[name, default: []].append("()" + function)
                            case .unknown: types[name, default: []].append("?")
                            }
                        }
                    }
                    if before == "func" { functions[name, default: []] += returns(ofFunctionAt: i, in: file) }
                } else {
                    // `NSInteger count;`, `@property (nonatomic) double value;`, `NSNumber *total =`.
                    let after = text(i + 1)
                    guard [";", "=", ",", ")"].contains(after), i >= 1 else { continue }
                    var typeIndex = i - 1
                    if text(typeIndex) == "*" { typeIndex -= 1 }
                    guard tokens[max(0, typeIndex)].kind == .identifier, typeIndex >= 0 else { continue }
                    // A declaration with its value (`NSString *likes = [NSNumber numberWithInt:n].stringValue;`): the value
                    // says what it holds. (A bare assignment, `likes = …`, has no type before the name and is no declaration.)
                    let declaredType = text(typeIndex)
                    if after == "=", !["return", "else", "case"].contains(declaredType) {
                        let value = initializer(from: i + 2, in: file)
                        types[name, default: []].append(value == Self.digitsValue ? value : declaredType)
                    } else {
                        types[name, default: []].append(declaredType)
                    }
                }
            }
        }

        /// ``digitsValue`` when the value that starts at `start` puts digits, else a name no numeric type has.
        static func initializer(from start: Int, in file: SourceFile) -> String {
            fill(ofInitializerAt: start, in: file) == .digits ? digitsValue : "?"
        }

        /// What the value that starts at `start` puts in place (``Fill``), as a format argument would.
        static func fill(ofInitializerAt start: Int, in file: SourceFile, condition: Bool = false) -> Fill {
            let range = statement(from: start, in: file, condition: condition)
            guard !range.isEmpty else { return .unknown }
            return DigitFilledPlaceholders.fill(of: file.tokens[range], in: file, depth: 1)
        }

        /// Whether each `return` of the Swift function whose name is the token at `nameIndex` puts digits.
        static func returns(ofFunctionAt nameIndex: Int, in file: SourceFile) -> [Bool] {
            let tokens = file.tokens
            var i = nameIndex + 1
            while i < tokens.count, !file.token(tokens[i], is: "{") {
                // A declared numeric result (`-> Int`): digits whatever the body does.
                if file.token(tokens[i], is: "->"), i + 1 < tokens.count, DigitFilledPlaceholders.numericTypes.contains(file.text(of: tokens[i + 1])) {
                    return [true]
                }
                i += 1
            }
            guard i < tokens.count else { return [false] }
            var level = 0
            var results: [Bool] = []
            var j = i
            while j < tokens.count {
                let token = tokens[j]
                if file.token(token, is: "{") { level += 1 }
                if file.token(token, is: "}") { level -= 1; if level == 0 { break } }
                if token.kind == .identifier, file.token(token, is: "return") {
                    // The returned expression: to the end of its line, or of its brackets.
                    var end = j + 1
                    var depth = 0
                    while end < tokens.count {
                        let next = tokens[end]
                        if depth == 0, next.line != token.line { break }
                        if file.token(next, is: "(") || file.token(next, is: "[") { depth += 1 }
                        if file.token(next, is: ")") || file.token(next, is: "]") { depth -= 1 }
                        if depth < 0 || (depth == 0 && (file.token(next, is: "}") || file.token(next, is: ";"))) { break }
                        end += 1
                    }
                    let expression = tokens[(j + 1)..<end]
                    results.append(!expression.isEmpty && DigitFilledPlaceholders.fill(of: expression, in: file, depth: 1) == .digits)
                    j = end
                    continue
                }
                j += 1
            }
            return results.isEmpty ? [false] : results
        }
    }
}
