import L10nStrings

/// The values SwiftUI views' stored properties start with, and whether the code that makes each view always gives the
/// property another: WordPlus's `RowView` starts `@State var word1 = "Different"`, but its one maker outside previews
/// says `RowView(word1: item.word, word2: item.meaning)`, so users never read "Different"; so UmbrellaFloodSafety's
/// `var emergencyContact = EmergencyContact(name: "Click To Edit")`, which every list row replaces.
public struct ViewStartingValues: Sendable {
    /// One property's starting value: the tokens after its `=`, as the locations of the first and the last.
    struct Value: Sendable {
        var start: SourceLocation
        var end: SourceLocation
        var view: String
        var property: String
    }

    /// Per file path, the starting values of its views' `var` properties.
    private let values: [String: [Value]]
    /// Per view, the argument labels of each call that makes it outside previews (`RowView(word1:word2:)`; a trailing
    /// closure alone, none); no view that code outside previews names any other way.
    private let makers: [String: [Set<String>]]

    /// Reads `files`; `previews[n]`: the token ranges of `files[n]`'s previews (``UnrunCode/previews``); `mentions`: the
    /// files that say each name (``SourceIndex/mentions``).
    init(files: [SourceFile], previews: [[Range<Int>]], mentions: [String: Set<String>]) {
        var values: [String: [Value]] = [:]
        for file in files where file.language == .swift && file.importsSwiftUI {
            for view in ShownLiteral.viewTypes(file) {
                let found = Self.startingValues(file, view: view)
                if !found.isEmpty { values[file.path, default: []] += found }
            }
        }
        let views = Set(values.values.flatMap { $0.map(\.view) })
        let naming = views.reduce(into: Set<String>()) { $0.formUnion(mentions[$1] ?? []) }
        var makers: [String: [Set<String>]] = [:]
        // A view made some other way (`RowView.init()`, `let row: RowView = .init()`, a `typealias`) may keep its values.
        var madeOtherwise = Set<String>()
        for (file, ranges) in zip(files, previews) where file.language == .swift && naming.contains(file.path) {
            let tokens = file.tokens
            for i in tokens.indices where tokens[i].kind == .identifier && views.contains(file.text(of: tokens[i])) {
                guard !ranges.contains(where: { $0.contains(i) }) else { continue }
                // (Its declaration and an extension of it make nothing.)
                if i > 0, file.token(tokens[i - 1], is: "struct") || file.token(tokens[i - 1], is: "extension") { continue }
                let name = file.text(of: tokens[i])
                if i + 1 < tokens.count, file.token(tokens[i + 1], is: "("), let arguments = CallArguments.parse(file, open: i + 1) {
                    makers[name, default: []].append(Set(arguments.arguments.compactMap(\.label)))
                } else if i + 1 < tokens.count, file.token(tokens[i + 1], is: "{") {
                    makers[name, default: []].append([])
                } else {
                    madeOtherwise.insert(name)
                }
            }
        }
        self.values = values
        self.makers = makers.filter { !madeOtherwise.contains($0.key) }
    }

    /// Whether the literal at `location` of the file at `path` is (in) the value a view's property starts with, and every
    /// call that makes the view outside previews, one at least, gives that property its own: it never shows.
    public func isReplacedByEveryMaker(path: String, location: SourceLocation) -> Bool {
        guard let value = values[path]?.first(where: { $0.start <= location && location <= $0.end }),
              let made = makers[value.view], !made.isEmpty else { return false }
        return made.allSatisfy { $0.contains(value.property) }
    }

    /// The `var` properties of `view` declared directly in its body with a value (`@State var word1 = "Different"`,
    /// `var contact: Contact = Contact(name: "…")`): the value runs from the `=` to the end of its line, or of the
    /// brackets it opens there, or to a `;`, a `,` or an observer's `{ didSet` before that.
    private static func startingValues(_ file: SourceFile, view: ShownLiteral.ViewType) -> [Value] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found: [Value] = []
        // (A view with an initializer of its own takes labels its properties need not share.)
        var initializes = false
        ShownLiteral.forEachBodyToken(file, open: view.body.lowerBound, close: view.body.upperBound - 1) { i in
            if isText(i, "init") { initializes = true }
            return nil
        }
        guard !initializes else { return [] }
        ShownLiteral.forEachBodyToken(file, open: view.body.lowerBound, close: view.body.upperBound - 1) { i in
            // (A `static` or `class` property is no parameter of the memberwise initializer.)
            guard isText(i, "var"), !isText(i - 1, "static"), !isText(i - 1, "class"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier
            else { return nil }
            let property = file.text(of: tokens[i + 1])
            // Past a type, `: Contact` or `: [String]`, to the `=` on the declaration's line.
            var equals = i + 2
            var depth = 0
            while equals < view.body.upperBound - 1, tokens[equals].line == tokens[i].line {
                if isText(equals, "(") || isText(equals, "[") || isText(equals, "<") { depth += 1 }
                if isText(equals, ")") || isText(equals, "]") || isText(equals, ">") { depth -= 1 }
                if depth == 0, isText(equals, "=") || isText(equals, "{") { break }
                equals += 1
            }
            guard isText(equals, "="), equals + 1 < view.body.upperBound - 1 else { return nil }
            var end = equals + 1
            depth = 0
            while true {
                if isText(end, "(") || isText(end, "[") || isText(end, "{") { depth += 1 }
                if isText(end, ")") || isText(end, "]") || isText(end, "}") { depth -= 1 }
                let next = end + 1
                guard next < view.body.upperBound - 1, depth > 0 || tokens[next].line == tokens[end].line else { break }
                // (It ends before a `;` or `,` that starts another declaration, and before an observer, `{ didSet { … } }`.)
                if depth == 0, isText(next, ";") || isText(next, ",") || (isText(next, "{") && (isText(next + 1, "didSet") || isText(next + 1, "willSet"))) { break }
                end = next
            }
            found.append(Value(start: tokens[equals + 1].location, end: tokens[end].location, view: view.name, property: property))
            return end + 1
        }
        return found
    }
}
