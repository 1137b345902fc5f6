/// An action method (`@IBAction func save(_ sender: Any)`, `- (IBAction)save:(id)sender`), which runs when a
/// storyboard or xib connects a control to its selector (or code names it), with what its body says: whether
/// the rest of the app depends on it is decided against the documents (see L10nChecks' CodeContext).
///
/// Objective-C instance methods that are no actions are kept too (``isAction`` false), with their class: a
/// method of a plain `NSObject` subclass that nothing calls never runs either (Apple's Reachability sample's
/// `currentReachabilityString`, copied into many apps and called by none). So are the methods a Swift file adds
/// in an extension of a protocol it declares (``extendedProtocol``): Swift lets no such method be `@objc`, so no
/// framework calls one by selector, and one nothing names never runs (GogoroBatteryMap's `alertForRestore`).
public struct ActionMethod: Sendable, Equatable {
    /// The method's base name (`save`; an Objective-C selector's first part).
    public let name: String
    public let path: String
    /// Whether it is an action (`@IBAction`, `IBAction`); else a plain Objective-C method.
    public var isAction: Bool = true
    /// The class of the `@implementation` holding a plain Objective-C method.
    public var className: String?
    /// The protocol whose extension holds a plain Swift method (the file declares the protocol).
    public var extendedProtocol: String?
    /// How many times the file declares the name (`func name`): twice for a requirement of the file's protocol that
    /// its extension implements.
    public var declarations = 1
    /// Whether a plain Objective-C method is a class method (`+ (void)showAlertWithTitle:…`).
    public var isClassMethod = false
    /// The class of a plain Objective-C method's first parameter when it is an object (`UISearchBar` of
    /// `- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar`): the sender a delegate method names.
    public var firstParameterClass: String?
    /// From the declaration's line through its closing brace.
    public let lines: ClosedRange<Int>
    /// How many times the method says each identifier: its body, and its declaration's parameters and types (an
    /// Objective-C method's return type too); the declaration's own name not counted.
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
        // Objective-C: the `@implementation` being read and the braces open in it (a method starts at depth 0).
        var implementation: String?
        /// The method whose name is token `nameIndex`, with what its body says; nil for a declaration without a body.
        func method(named nameIndex: Int, isAction: Bool) -> ActionMethod? {
            // The body's opening brace, past the parameters; a declaration ends at `;` instead.
            var open = nameIndex + 1, nesting = 0
            while open < tokens.count {
                if isText(open, "(") { nesting += 1 } else if isText(open, ")") { nesting -= 1 }
                if nesting == 0, isText(open, "{") || isText(open, ";") || isText(open, "}") { break }
                // (A Swift declaration without a body, in a protocol, ends where the next one begins.)
                if nesting == 0, open > nameIndex + 1, tokens[open].kind == .attribute || ["func", "var", "let", "init"].contains(file.text(of: tokens[open])) { break }
                open += 1
            }
            guard isText(open, "{"), let close = file.matchingBrace(open) else { return nil }
            let lines = tokens[nameIndex].line...tokens[close].line
            var identifiers: [String: Int] = [:], literals: [String: Int] = [:]
            // What its declaration says counts as what it says: its parameters' names and types, and an Objective-C
            // method's return type (`- (DescriptionCell *)createDescriptionCell`, Task Coach's factory method nothing calls).
            var start = nameIndex
            if file.language != .swift {
                while start > 0, tokens[start - 1].line == tokens[nameIndex].line, !isText(start - 1, ";"), !isText(start - 1, "}"),
                      !isText(start - 1, "{"), !isText(start, "-"), !isText(start, "+") { start -= 1 }
            }
            for index in start..<close where index != nameIndex && index != open {
                let token = tokens[index]
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
            return ActionMethod(name: file.text(of: tokens[nameIndex]), path: file.path, isAction: isAction,
                                className: isAction || file.language == .swift ? nil : implementation, lines: lines, identifiers: identifiers, literals: literals)
        }
        var depth = 0
        for i in tokens.indices {
            let nameIndex: Int
            var isAction = true
            if file.language != .swift {
                if tokens[i].kind == .attribute, isText(i, "@implementation"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                    implementation = file.text(of: tokens[i + 1])
                    depth = 0
                } else if tokens[i].kind == .attribute, isText(i, "@end") {
                    implementation = nil
                } else if isText(i, "{") {
                    depth += 1
                } else if isText(i, "}") {
                    depth = max(0, depth - 1)
                }
            }
            if file.language == .swift {
                // `@IBAction` then modifiers (`private`, `final`, `@objc`) up to `func name`.
                guard tokens[i].kind == .attribute, isText(i, "@IBAction") else { continue }
                var j = i + 1
                while j < tokens.count, j <= i + 6, !isText(j, "func") { j += 1 }
                guard isText(j, "func"), j + 1 < tokens.count, tokens[j + 1].kind == .identifier else { continue }
                nameIndex = j + 1
            } else if isText(i, "-"), isText(i + 1, "("), isText(i + 2, "IBAction"), isText(i + 3, ")"),
                      i + 4 < tokens.count, tokens[i + 4].kind == .identifier {
                // `- (IBAction)name:(id)sender {`
                nameIndex = i + 4
            } else {
                // `- (NSString *)currentReachabilityString {`: an instance method at the top of an `@implementation`; or a
                // class method, `+ (void)showAlertWithTitle:…`.
                guard implementation != nil, depth == 0, isText(i, "-") || isText(i, "+"), isText(i + 1, "(") else { continue }
                var close = i + 1, parens = 0
                while close < tokens.count {
                    if isText(close, "(") { parens += 1 } else if isText(close, ")") { parens -= 1; if parens == 0 { break } }
                    close += 1
                }
                guard close + 1 < tokens.count, tokens[close + 1].kind == .identifier else { continue }
                nameIndex = close + 1
                isAction = false
            }
            guard var method = method(named: nameIndex, isAction: isAction) else { continue }
            method.isClassMethod = !isAction && isText(i, "+")
            // `name:(Type *)parameter`: an object's class (`id` and `instancetype` name none).
            if !isAction, isText(nameIndex + 1, ":"), isText(nameIndex + 2, "("), nameIndex + 4 < tokens.count, tokens[nameIndex + 3].kind == .identifier {
                var j = nameIndex + 3
                // (Qualifiers before the class: `const`, `__kindof`, `nullable`.)
                while j + 1 < tokens.count, ["const", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "__weak", "__strong"].contains(file.text(of: tokens[j])) { j += 1 }
                let name = file.text(of: tokens[j])
                if tokens[j].kind == .identifier, name != "id", name != "instancetype", (j + 1 < tokens.count && file.text(of: tokens[j + 1]).hasPrefix("*")) || isText(j + 1, "<") {
                    method.firstParameterClass = name
                }
            }
            found.append(method)
        }
        // Swift: the methods of the extensions of the protocols the file declares.
        if file.language == .swift {
            let protocols = Set(tokens.indices.dropLast().filter { isText($0, "protocol") && tokens[$0 + 1].kind == .identifier }
                .map { file.text(of: tokens[$0 + 1]) })
            // How often the file declares each method name, counted only in a file that declares a protocol.
            var declared: [String: Int] = [:]
            if !protocols.isEmpty {
                for j in tokens.indices.dropLast() where isText(j, "func") && tokens[j + 1].kind == .identifier { declared[file.text(of: tokens[j + 1]), default: 0] += 1 }
            }
            var i = 0
            while !protocols.isEmpty, i + 1 < tokens.count {
                defer { i += 1 }
                guard isText(i, "extension"), tokens[i + 1].kind == .identifier, protocols.contains(file.text(of: tokens[i + 1])) else { continue }
                var open = i + 2
                while open < tokens.count, !isText(open, "{") { open += 1 }
                guard open < tokens.count, let close = file.matchingBrace(open) else { continue }
                var depth = 0
                for j in (open + 1)..<close {
                    if isText(j, "{") { depth += 1 } else if isText(j, "}") { depth -= 1 }
                    guard depth == 0, isText(j, "func"), tokens[j + 1].kind == .identifier, var method = method(named: j + 1, isAction: false) else { continue }
                    method.extendedProtocol = file.text(of: tokens[i + 1])
                    method.declarations = declared[method.name] ?? 1
                    found.append(method)
                }
                i = close
            }
            found.sort { $0.lines.lowerBound < $1.lines.lowerBound }
        }
        return found
    }
}
