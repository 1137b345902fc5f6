/// Which code of a Swift file says each name: the type whose body (or declaration: `class A: B`) holds the token,
/// or the file's top level. A type's own file may declare others beside it (a stream reader under a view, an
/// `extension Data`) whose code never names it; only the code that does keeps it alive
/// (``SourceIndex/swiftTypeMentions``). Code in a method of an extension is owned by the type and the method,
/// `UIAlertController#addContactsPicker` (``methodOwner(_:_:)``): it runs only where something calls the method.
public enum TypeMentions {
    /// The owner recorded for a token at a file's top level: `@` and the file's path.
    public static func topLevel(_ path: String) -> String { "@" + path }

    /// The owner recorded for a token in the method `method` of an extension of `type`: `type#method`; of a function
    /// at a file's top level, `#function` (no type).
    static func methodOwner(_ type: String, _ method: String) -> String { type + "#" + method }

    /// The type and the method of an owner ``methodOwner(_:_:)`` made; nil for another owner.
    public static func typeAndMethod(of owner: String) -> (type: String, method: String)? {
        guard let mark = owner.firstIndex(of: "#"), !owner.hasPrefix("@") else { return nil }
        return (String(owner[..<mark]), String(owner[owner.index(after: mark)...]))
    }

    /// A method of an extension that adopts no protocol, or a function at a file's top level (``methodOwner(_:_:)``):
    /// its owner and the lines from its `func` to its body's closing brace.
    public struct CalledFunction: Hashable, Sendable {
        public let owner: String
        public let lines: ClosedRange<Int>
    }

    /// For each identifier `file` says outside SwiftUI previews and the token ranges `skipped` (code the build
    /// leaves out), its interpolations included and its declarations' own names (`func`, `let`, `var`) left out: the
    /// owners of the tokens that say it; and the functions whose code is owned by the function.
    static func scan(_ file: SourceFile, scopes: SourceScopes, skipping skipped: [Range<Int>] = [])
        -> (owners: [String: Set<String>], functions: [CalledFunction]) {
        let tokens = file.tokens
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
        var owners: [String: Set<String>] = [:]
        var declaring: String?
        var previewEnd = -1
        // The methods of the file's extensions that adopt no protocol, signature and body: their code is owned by the
        // method too. (Not an extension that adopts protocols, `extension UIAlertController: UIPickerViewDataSource`,
        // whose methods the framework calls; nor initializers, called by their type's name.)
        var ownedFunctions: [Int: (type: String, method: String)] = [:]
        var functions: [CalledFunction] = []
        // The closing brace of the body of the function whose `func` is at `function`, before `limit`: the first `{`
        // outside the parameter list and the result type's brackets opens it.
        func bodyClose(_ function: Int, before limit: Int) -> Int? {
            var bodyOpen = function + 2, nesting = 0
            while bodyOpen < limit {
                if file.token(tokens[bodyOpen], is: "(") || file.token(tokens[bodyOpen], is: "[") { nesting += 1 }
                if file.token(tokens[bodyOpen], is: ")") || file.token(tokens[bodyOpen], is: "]") { nesting -= 1 }
                if nesting == 0, file.token(tokens[bodyOpen], is: "{") { break }
                // (A declaration without a body: a protocol's requirement.)
                if nesting == 0, file.token(tokens[bodyOpen], is: "}") { return nil }
                bodyOpen += 1
            }
            guard bodyOpen < limit, let close = file.matchingBrace(bodyOpen), close < limit else { return nil }
            return close
        }
        for k in tokens.indices where tokens[k].kind == .identifier && file.token(tokens[k], is: "extension") && k + 1 < tokens.count
            && tokens[k + 1].kind == .identifier {
            var open = k + 2, adopts = false
            while open < tokens.count, !file.token(tokens[open], is: "{"), !file.token(tokens[open], is: "}") {
                if file.token(tokens[open], is: ":") { adopts = true }
                open += 1
            }
            guard !adopts, open < tokens.count, file.token(tokens[open], is: "{"), let close = file.matchingBrace(open) else { continue }
            let type = file.text(of: tokens[k + 1])
            // (Not an override or an `@objc` method: UIKit calls those itself, `motionEnded` of a shake to open a console.)
            func isCalledByTheFramework(_ function: Int) -> Bool {
                var modifier = function - 1
                while modifier > open, tokens[modifier].line == tokens[function].line || tokens[modifier].kind == .attribute {
                    if ["override", "@objc", "@IBAction"].contains(file.text(of: tokens[modifier])) { return true }
                    modifier -= 1
                }
                return false
            }
            var depth = 0, j = open + 1
            while j < close {
                if file.token(tokens[j], is: "{") { depth += 1 } else if file.token(tokens[j], is: "}") { depth -= 1 }
                if depth == 0, file.token(tokens[j], is: "func"), j + 1 < close, tokens[j + 1].kind == .identifier, !isCalledByTheFramework(j) {
                    guard let bodyClose = bodyClose(j, before: close) else { break }
                    let method = file.text(of: tokens[j + 1])
                    for m in j...bodyClose { ownedFunctions[m] = (type, method) }
                    functions.append(CalledFunction(owner: methodOwner(type, method), lines: tokens[j].line...tokens[bodyClose].line))
                    j = bodyClose + 1
                    continue
                }
                j += 1
            }
        }
        // The functions at the file's top level run where something calls them, as an extension's methods do (Glucose
        // Direct's `expiringNotificationMiddelware()`, the only code that makes its notification service). Not one C
        // calls by another name (`@_cdecl`).
        var depth = 0, f = 0
        while f < tokens.count {
            if file.token(tokens[f], is: "{") { depth += 1 } else if file.token(tokens[f], is: "}") { depth -= 1 }
            if depth == 0, file.token(tokens[f], is: "func"), f + 1 < tokens.count, tokens[f + 1].kind == .identifier, scopes.classes[f] == nil,
               !(max(0, f - 8)..<f).contains(where: { tokens[$0].kind == .attribute && file.text(of: tokens[$0]) == "@_cdecl" }),
               let close = bodyClose(f, before: tokens.count) {
                let function = file.text(of: tokens[f + 1])
                for m in f...close { ownedFunctions[m] = ("", function) }
                functions.append(CalledFunction(owner: methodOwner("", function), lines: tokens[f].line...tokens[close].line))
                f = close + 1
                continue
            }
            f += 1
        }
        var previews: [ClosedRange<Int>] = []
        func owner(at i: Int) -> String {
            if let (type, method) = ownedFunctions[i], scopes.classes[i] == (type.isEmpty ? nil : type) { return methodOwner(type, method) }
            return scopes.classes[i] ?? topLevel(file.path)
        }
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            if i <= previewEnd { continue }
            // `#Preview { … }` only runs in Xcode's canvas.
            if token.kind == .pound, file.token(token, is: "#Preview") {
                var open = i + 1
                var depth = 0
                while open < tokens.count {
                    if file.token(tokens[open], is: "(") { depth += 1 } else if file.token(tokens[open], is: ")") { depth -= 1 }
                    if depth == 0, file.token(tokens[open], is: "{") { break }
                    open += 1
                }
                if open < tokens.count, let close = file.matchingBrace(open) {
                    previewEnd = close
                    previews.append(i...close)
                }
                continue
            }
            if token.kind == .punctuation, file.token(token, is: "{") { declaring = nil }
            guard token.kind == .identifier else { continue }
            let name = file.text(of: token)
            if skipped.contains(where: { $0.contains(i) }) { continue }
            // (`class func`, `class var` declare a member: the type is still the enclosing one.)
            if keywords.contains(name), i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
               !(name == "class" && OutletScanner.classMemberWords.contains(file.text(of: tokens[i + 1]))) {
                declaring = file.text(of: tokens[i + 1])
                i += 1
                continue
            }
            // (A method's name where it is declared calls nothing; nor does a constant's or a variable's.)
            if i > 0, file.token(tokens[i - 1], is: "func") || file.token(tokens[i - 1], is: "let") || file.token(tokens[i - 1], is: "var") { continue }
            // (`import Contacts`, `import class UIKit.UIView`: modules, not the app's types of those names.)
            if name == "import" {
                while i + 1 < tokens.count, tokens[i + 1].line == token.line { i += 1 }
                continue
            }
            // (A type a cast tests for or a function's result names makes none: Health Reporter's tab code asks `…first as?
            // UnifiedTrendsActivityViewController` of a screen nothing creates, in a function that returns it.)
            if declaring == nil, namesTypeOnly(i, in: file) { continue }
            owners[name, default: []].insert(declaring ?? owner(at: i))
        }
        // The names an interpolation says (`"Next: \(nextCounter.title)"`) belong to the code of the literal holding it.
        for interpolation in file.interpolations {
            guard let first = interpolation.first else { continue }
            var low = 0, high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].end <= first.start { low = middle + 1 } else { high = middle }
            }
            guard low < tokens.count, tokens[low].start <= first.start, !previews.contains(where: { $0.contains(low) }),
                  !skipped.contains(where: { $0.contains(low) }) else { continue }
            let holder = owner(at: low)
            for token in interpolation where token.kind == .identifier { owners[file.text(of: token), default: []].insert(holder) }
        }
        return (owners, functions)
    }

    /// Whether the identifier at `i` names a type without making one, not followed by a call, a member or generic
    /// arguments: the type a cast tests for (`as? T`, `as! T`, `is T`; a plain `as T` may type an implicit member,
    /// `.red as Tint`), or a function's result type when its body says no implicit member (`.init(frame:)`, `.shared`),
    /// which the result type would make.
    static func namesTypeOnly(_ i: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ k: Int, _ text: StaticString) -> Bool { k >= 0 && k < tokens.count && file.token(tokens[k], is: text) }
        if isText(i + 1, "(") || isText(i + 1, ".") || isText(i + 1, "<") { return false }
        if isText(i - 1, "is") { return true }
        if (isText(i - 1, "?") || isText(i - 1, "!")) && isText(i - 2, "as") { return true }
        guard isText(i - 1, "->") || (isText(i - 1, ">") && isText(i - 2, "-")) else { return false }
        var open = i + 1
        while isText(open, "?") || isText(open, "!") { open += 1 }
        guard isText(open, "{"), let close = file.matchingBrace(open) else { return false }
        // A member's dot follows what it is read from with no space between: a name, a literal, a closing bracket, or a
        // `?`/`!` attached to one (`tabBarController?.viewControllers`). Any other dot begins an implicit member.
        func isImplicitMember(_ dot: Int) -> Bool {
            guard isText(dot, "."), dot + 1 < close, tokens[dot + 1].kind == .identifier else { return false }
            let before = tokens[dot - 1]
            guard before.end == tokens[dot].start else { return true }
            if [.identifier, .string, .number].contains(before.kind) || isText(dot - 1, ")") || isText(dot - 1, "]") || isText(dot - 1, ">") {
                return false
            }
            return !((isText(dot - 1, "?") || isText(dot - 1, "!")) && dot >= 2 && tokens[dot - 2].end == before.start)
        }
        return !(open + 1 ..< close).contains(where: isImplicitMember)
    }

    /// For each identifier an Objective-C file says inside an `@implementation` (outside the token ranges
    /// `skipped`), the classes whose implementations say it. What the file says elsewhere (its `@interface`s, a
    /// forward `@class`, C functions) has no class.
    static func implementations(_ file: SourceFile, scopes: SourceScopes, skipping skipped: [Range<Int>] = []) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for (i, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard let owner = scopes.classes[i], !skipped.contains(where: { $0.contains(i) }) else { continue }
            owners[file.text(of: token), default: []].insert(owner)
        }
        return owners
    }
}
