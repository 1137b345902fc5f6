import L10nStrings

/// Finds the localized-string calls of a source file, as genstrings reads them: the routine families of
/// ``GenstringsOptions/routines`` (`NSLocalizedString`, `…FromTable`, `…FromTableInBundle`,
/// `…WithDefaultValue`, `CFCopyLocalizedString…`, Swift's `tableName:`/`bundle:`/`value:`/`comment:`
/// labels), SwiftUI `Text("…")` and `String(localized:)` when the options ask for them.
///
/// Keys, tables and values must be literals (Objective-C adjacent literals are joined, `CFSTR("…")` is
/// unwrapped); a call with any other key is listed as ``UncheckableLocalizedString``. Declarations of
/// functions with these names (`func NSLocalizedString(…)`, `NSString *MyLocalizedString(…)`) and member
/// calls (`x.NSLocalizedString(…)`) are not calls of the routine. Inside an Objective-C `#define` only
/// calls with a literal key count (a macro's parameter is not a dynamic key).
public enum LocalizedStringScanner {
    /// The calls of one scan, in source order.
    public struct Result: Sendable, Equatable {
        public var calls: [LocalizedStringCall] = []
        public var uncheckable: [UncheckableLocalizedString] = []

        public init(calls: [LocalizedStringCall] = [], uncheckable: [UncheckableLocalizedString] = []) {
            self.calls = calls
            self.uncheckable = uncheckable
        }
    }

    /// The calls of `files`, file after file in the order given (the order genstrings reads them, which
    /// decides which value wins when a key has several).
    public static func scan(_ files: [SourceFile], options: GenstringsOptions = GenstringsOptions()) -> Result {
        var result = Result()
        let names = routineNames(options)
        for file in files {
            scan(file, names: names, options: options, into: &result)
        }
        return result
    }

    /// The calls of one file.
    public static func scan(_ file: SourceFile, options: GenstringsOptions = GenstringsOptions()) -> Result {
        var result = Result()
        scan(file, names: routineNames(options), options: options, into: &result)
        return result
    }

    private static func routineNames(_ options: GenstringsOptions) -> [String: LocalizedStringCall.Form] {
        var names: [String: LocalizedStringCall.Form] = [:]
        for routine in options.routines {
            names[routine] = .plain
            names[routine + "FromTable"] = .fromTable
            names[routine + "FromTableInBundle"] = .fromTableInBundle
            names[routine + "WithDefaultValue"] = .withDefaultValue
        }
        return names
    }

    /// Keywords that may stand right before a call (anything else before a name and `(` declares it).
    private static let callKeywords: Set<String> = ["return", "in", "try", "await", "throw", "case", "else", "do", "yield", "sizeof", "repeat"]

    /// The calls of the file and of its interpolations (`"\(NSLocalizedString("k", comment: ""))"` looks the
    /// key up too), in source order.
    private static func scan(_ file: SourceFile, names: [String: LocalizedStringCall.Form], options: GenstringsOptions, into result: inout Result) {
        var own = Result()
        scanTokens(file, names: names, options: options, into: &own)
        let views = file.interpolationViews
        if !views.isEmpty {
            for view in views { scanTokens(view, names: names, options: options, into: &own) }
            own.calls.sort { $0.location < $1.location }
            own.uncheckable.sort { $0.location < $1.location }
        }
        result.calls += own.calls
        result.uncheckable += own.uncheckable
    }

    private static func scanTokens(_ file: SourceFile, names: [String: LocalizedStringCall.Form], options: GenstringsOptions, into result: inout Result) {
        let tokens = file.tokens
        let isSwift = file.language == .swift
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            guard token.kind == .identifier, tokens[i + 1].kind == .punctuation, file.token(tokens[i + 1], is: "(") else { continue }
            let name = file.text(of: token)
            let form: LocalizedStringCall.Form
            if let routine = names[name] {
                form = routine
            } else if isSwift, options.swiftUI, name == "Text" {
                form = .swiftUIText
            } else if isSwift, options.stringInitializers, name == "String" {
                form = .stringInitializer
            } else {
                continue
            }
            if i > 0, isDeclarationOrMember(before: i, in: file) { continue }
            guard let arguments = CallArguments.parse(file, open: i + 1), let first = arguments.arguments.first else { continue }
            handle(name: name, form: form, at: i, arguments: arguments, first: first, file: file, options: options, into: &result)
        }
    }

    private static func isDeclarationOrMember(before index: Int, in file: SourceFile) -> Bool {
        let previous = file.tokens[index - 1]
        switch previous.kind {
        case .identifier:
            // `#define TITLE NSLocalizedString(…)`: the macro's name, not a return type.
            if previous.isInDirective, index >= 2, file.tokens[index - 2].kind == .pound, file.token(file.tokens[index - 2], is: "#define") {
                return false
            }
            return !callKeywords.contains(file.text(of: previous))
        case .punctuation:
            if file.token(previous, is: ".") { return true }
            // `NSString *MyLocalizedString(…)` in C declares; nothing multiplies by a call result here.
            return file.language != .swift && file.token(previous, is: "*")
        case .attribute, .pound:
            return false
        default:
            return false
        }
    }

    private static func handle(name: String, form: LocalizedStringCall.Form, at index: Int, arguments: CallArguments,
                               first: CallArguments.Argument, file: SourceFile, options: GenstringsOptions, into result: inout Result) {
        let tokens = file.tokens
        let location = tokens[index].location
        // SwiftUI and String(localized:) have other initializers; only the localized-key one counts.
        switch form {
        case .swiftUIText: guard first.label == nil else { return }
        case .stringInitializer: guard first.label == "localized" else { return }
        default: guard first.label == nil else { return }
        }

        let rest = arguments.arguments.dropFirst()
        let labeled = rest.contains { $0.label != nil }
        var tableArgument: CallArguments.Argument?
        var valueArgument: CallArguments.Argument?
        var commentArgument: CallArguments.Argument?
        if labeled || form == .swiftUIText || form == .stringInitializer {
            tableArgument = arguments.argument(labeled: "tableName") ?? arguments.argument(labeled: "table")
            valueArgument = arguments.argument(labeled: "value") ?? arguments.argument(labeled: "defaultValue")
            commentArgument = arguments.argument(labeled: "comment")
        } else {
            let positional = Array(arguments.arguments)
            func at(_ i: Int) -> CallArguments.Argument? { i < positional.count ? positional[i] : nil }
            switch form {
            case .plain: commentArgument = at(1)
            case .fromTable: tableArgument = at(1); commentArgument = at(2)
            case .fromTableInBundle: tableArgument = at(1); commentArgument = at(3)
            case .withDefaultValue: tableArgument = at(1); valueArgument = at(3); commentArgument = at(4)
            case .swiftUIText, .stringInitializer: break
            }
        }

        func uncheckable(_ reason: String, _ range: Range<Int>) {
            result.uncheckable.append(UncheckableLocalizedString(function: name, reason: reason, argument: CallArguments.text(of: range, in: file),
                                                                 path: file.path, location: location))
        }

        let key: String
        let keyLocation: SourceLocation
        switch CallArguments.value(of: first.range, in: file) {
        case .literal(let literal, let token):
            guard let text = literal.value else {
                uncheckable("the key interpolates values: its text is only known at run time", first.range)
                return
            }
            key = text
            keyLocation = tokens[token].location
        case .null, .expression, .empty:
            // `Text(title)` and `String(localized: resource)` are other initializers, a macro's parameter is no key.
            if form == .swiftUIText || form == .stringInitializer || tokens[index].isInDirective { return }
            uncheckable("the key is not a string literal", first.range)
            return
        }

        var table = "Localizable"
        if let tableArgument {
            switch CallArguments.value(of: tableArgument.range, in: file) {
            case .literal(let literal, _):
                guard let text = literal.value else { uncheckable("the table name interpolates values", tableArgument.range); return }
                if !text.isEmpty { table = text }
            case .null, .empty:
                break
            case .expression:
                uncheckable("the table name is not a string literal", tableArgument.range)
                return
            }
        }

        var value: String?
        if let valueArgument, case .literal(let literal, _) = CallArguments.value(of: valueArgument.range, in: file) {
            value = literal.value
        }
        var comment: String?
        if let commentArgument, case .literal(let literal, _) = CallArguments.value(of: commentArgument.range, in: file),
           let text = literal.value, !text.isEmpty {
            comment = text
        }
        result.calls.append(LocalizedStringCall(function: name, form: form, key: key, table: table, value: value, comment: comment,
                                                path: file.path, location: location, keyLocation: keyLocation,
                                                formatArguments: formatArguments(callAt: index, close: arguments.close, in: file)))
    }

    /// When the call is the format of `String(format: CALL, a, b)`, `NSString(format:…)`,
    /// `String.localizedStringWithFormat(CALL, …)` or `[NSString stringWithFormat:CALL, a, b]` (also
    /// `localizedStringWithFormat:`, `initWithFormat:`, `appendFormat:`): the arguments after it, as written.
    static func formatArguments(callAt index: Int, close: Int, in file: SourceFile) -> [String]? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        let isFormat: Bool
        if file.language == .swift {
            isFormat = (isText(index - 1, ":") && isText(index - 2, "format") && isText(index - 3, "(") && (isText(index - 4, "String") || isText(index - 4, "NSString")))
                || (isText(index - 1, "(") && isText(index - 2, "localizedStringWithFormat"))
        } else {
            isFormat = isText(index - 1, ":") && (isText(index - 2, "stringWithFormat") || isText(index - 2, "localizedStringWithFormat")
                || isText(index - 2, "initWithFormat") || isText(index - 2, "appendFormat"))
        }
        guard isFormat else { return nil }
        var arguments: [String] = []
        func add(_ start: Int, _ end: Int) {
            if countsAsArgument(start, end, file) { arguments.append(CallArguments.text(of: start..<end, in: file)) }
        }
        var depth = 0
        var i = close + 1
        var segmentStart = i
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation, token.end - token.start == 1 {
                let c = file.bytes[token.start]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    depth += 1
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    if depth == 0 { break }
                    depth -= 1
                } else if c == UInt8(ascii: ","), depth == 0 {
                    if i > segmentStart, segmentStart > close + 1 { add(segmentStart, i) }
                    segmentStart = i + 1
                }
            }
            i += 1
        }
        if i > segmentStart, segmentStart > close + 1 { add(segmentStart, i) }
        return arguments
    }

    /// A labeled Swift argument after the format (`locale: …`) is not a format argument.
    private static func countsAsArgument(_ start: Int, _ end: Int, _ file: SourceFile) -> Bool {
        guard file.language == .swift, end - start >= 2 else { return true }
        return !(file.tokens[start].kind == .identifier && file.token(file.tokens[start + 1], is: ":"))
    }
}
