/// SwiftUI's verbatim titles. `Text("Save")` looks its literal up (a `LocalizedStringKey`), but `Text(title)`
/// with a `String` value takes the `some StringProtocol` initializer, which shows the string as it is; so do
/// `Button`, `Label`, `TextField` and the other controls' title initializers and `.navigationTitle(_:)`. A view
/// of the app's own that keeps a `String` property and shows it that way (`struct CustomButton: View { let
/// title: String … Text(title) }`), or a function that shows its `String` parameter that way, is a helper like
/// the alert helpers: a literal a call passes there (`CustomButton(title: "Continue")`) is shown as written.
extension ShownLiteral {
    /// The SwiftUI views whose first, unlabelled argument is a title shown as written when it is a `String`.
    static let swiftUIVerbatimViews: Set<String> = ["Text", "Button", "Label", "TextField", "SecureField", "Toggle", "Link", "Menu",
                                                    "NavigationLink",
                                                    // (Their `init<S: StringProtocol>(_ title: S, …)` too: OneBusAway's migration
                                                    // report shows `Section(group.title)`.)
                                                    "Section", "Picker", "Stepper", "DisclosureGroup", "DatePicker", "ColorPicker",
                                                    "LabeledContent", "ProgressView", "ShareLink", "ControlGroup"]
    /// The SwiftUI modifiers whose first, unlabelled argument is a title shown as written when it is a `String`.
    static let swiftUIVerbatimModifiers: Set<String> = ["navigationTitle"]

    /// A SwiftUI view type a Swift file declares (`struct Name: View { … }`) that Swift gives a memberwise
    /// initializer (it declares no `init` of its own).
    struct ViewType {
        var name: String
        /// The tokens of its body, braces included.
        var body: Range<Int>
        /// The memberwise initializer's parameters: its stored properties in order, each labelled by its name.
        var parameters: [LocalizedStringWrapper.Parameter]
        /// The stored properties declared `String` or `String?`.
        var stringProperties: Set<String>
    }

    /// Whether `argument`, the first of a call of `view`, is `Text(verbatim:)`'s, which shows any string as written.
    static func isVerbatimText(_ view: String, _ argument: CallArguments.Argument) -> Bool {
        view == "Text" && argument.label == "verbatim"
    }

    /// Calls `body` with the token of each name a SwiftUI view or modifier of `file` shows as written: the
    /// first, unlabelled argument when it is a name alone (`Text(title)`, `Button(self.title) { … }`,
    /// `.navigationTitle(name)`). Whether the name is a `String` is for the caller to tell.
    static func forEachVerbatimName(_ file: SourceFile, _ body: (Int) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "(") {
            let name = file.text(of: tokens[i])
            let isView = swiftUIVerbatimViews.contains(name) && !isText(i - 1, ".")
            let isModifier = swiftUIVerbatimModifiers.contains(name) && isText(i - 1, ".")
            guard isView || isModifier, !isText(i - 1, "func"), let arguments = CallArguments.parse(file, open: i + 1),
                  let first = arguments.arguments.first, first.label == nil || (isView && isVerbatimText(name, first)) else { continue }
            let range = withoutCasing(first.range, in: file)
            if range.count == 1, tokens[range.lowerBound].kind == .identifier {
                body(range.lowerBound)
            } else if range.count == 3, isText(range.lowerBound, "self"), isText(range.lowerBound + 1, "."),
                      tokens[range.lowerBound + 2].kind == .identifier {
                body(range.lowerBound + 2)
            }
        }
    }

    /// The `String` methods and properties that change a text's case only: what they return reads as the text does.
    static let casingMethods: Set<String> = ["uppercased", "lowercased"]
    static let casingProperties: Set<String> = ["capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized"]

    /// `range`, an argument's tokens, without a change of case at its end (`title.uppercased()`, `model.name.capitalized`):
    /// cased as it is shown, it is still the text as written (Health Reporter's detail headers).
    static func withoutCasing(_ range: Range<Int>, in file: SourceFile) -> Range<Int> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        if range.count >= 5, isText(range.upperBound - 2, "("), isText(range.upperBound - 1, ")"), isText(range.upperBound - 4, "."),
           casingMethods.contains(file.text(of: tokens[range.upperBound - 3])) {
            return range.lowerBound..<(range.upperBound - 4)
        }
        if range.count >= 3, isText(range.upperBound - 2, "."), casingProperties.contains(file.text(of: tokens[range.upperBound - 1])) {
            return range.lowerBound..<(range.upperBound - 2)
        }
        return range
    }

    /// Calls `body` with the token of each member a SwiftUI view of `file` shows as written through another
    /// object: `Text(viewModel.errorMessage)`, `Text(model.game.phrase)`, `Text(verbatim: level.label)` give
    /// `errorMessage`, `phrase`, `label`.
    static func forEachVerbatimMember(_ file: SourceFile, _ body: (Int) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "(") && swiftUIVerbatimViews.contains(file.text(of: tokens[i])) {
            guard !isText(i - 1, "."), !isText(i - 1, "func"), let arguments = CallArguments.parse(file, open: i + 1),
                  let first = arguments.arguments.first, first.label == nil || isVerbatimText(file.text(of: tokens[i]), first) else { continue }
            // `a.b` or `a.b.c`, not through `self` (the view's own property); an optional one with a literal for nil shows the
            // member whenever it has one (`Text(viewModel.errorMessage ?? "")`).
            if let member = member(shownAsWritten: first.range, in: file) { body(member) }
        }
        // A member bound to a name the view then shows (`if let msg = center.message { Text(msg) }`, Hily's toast overlay).
        var bound: [String: Int] = [:]
        for i in tokens.indices where isText(i, "let") && i + 3 < tokens.count && tokens[i + 1].kind == .identifier && isText(i + 2, "=")
        && (isText(i - 1, "if") || isText(i - 1, "guard") || isText(i - 1, ",")) {
            var end = i + 3
            while end + 1 < tokens.count, isText(end + 1, "."), end + 2 < tokens.count, tokens[end + 2].kind == .identifier { end += 2 }
            let count = end - (i + 3) + 1
            guard count == 3 || count == 5, tokens[i + 3].kind == .identifier, !isText(i + 3, "self"),
                  isText(end + 1, "{") || isText(end + 1, ",") || isText(end + 1, "else") else { continue }
            bound[file.text(of: tokens[i + 1])] = end
        }
        guard !bound.isEmpty else { return }
        forEachVerbatimName(file) { name in
            if let member = bound[file.text(of: tokens[name])] { body(member) }
        }
    }

    /// Calls `body` with the value of each assignment to a `@Published` `String` property of its own class that some view
    /// shows as written (`shownMembers`): `self.message = message` in Hily's `AppToastCenter.show(_:)`, whose parameter is
    /// shown so (a helper, see ``Helpers/find(in:scopes:)``).
    static func forEachPublishedShownValue(_ file: SourceFile, shownMembers: Set<String>, scopes: SourceScopes, _ body: (Range<Int>) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var published: [String: Set<String>] = [:]
        forEachPublishedShownProperty(file, shownMembers: shownMembers, scopes: scopes) { owner, name, _ in published[owner, default: []].insert(name) }
        guard !published.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "=") && i + 2 < tokens.count {
            guard let owner = scopes.classes[i], let names = published[owner], names.contains(file.text(of: tokens[i])),
                  isText(i - 1, "."), isText(i - 2, "self"), !isText(i - 3, "."), tokens[i + 2].kind == .identifier,
                  i + 3 >= tokens.count || tokens[i + 3].line != tokens[i + 2].line || isText(i + 3, ";") || isText(i + 3, "}") else { continue }
            body((i + 2)..<(i + 3))
        }
    }

    /// Calls `body` with each `@Published` `String` property (declared `: String` or with a string literal) of an
    /// observable object in `file` that some view shows as written (`shownMembers`): its class, its name and the token
    /// after the name. A class marked `@Observable` (the Observation framework's) publishes each stored `var` of its
    /// body that is not `@ObservationIgnored` (OneLine's `HomeViewModel.errorMessage`, shown as `Text(viewModel.errorMessage
    /// ?? "")`).
    static func forEachPublishedShownProperty(_ file: SourceFile, shownMembers: Set<String>, scopes: SourceScopes,
                                              _ body: (_ owner: String, _ name: String, _ after: Int) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func report(_ j: Int, owner: String) {
            guard j + 1 < tokens.count, tokens[j + 1].kind == .identifier else { return }
            let name = file.text(of: tokens[j + 1])
            guard shownMembers.contains(name) else { return }
            let isString = (isText(j + 2, ":") && isText(j + 3, "String")) || (isText(j + 2, "=") && j + 3 < tokens.count && tokens[j + 3].kind == .string)
            if isString { body(owner, name, j + 2) }
        }
        var observable = Set<String>()
        for i in tokens.indices where tokens[i].kind == .attribute {
            if isText(i, "@Published") {
                var j = i + 1
                while j < tokens.count, !isText(j, "var"), j - i < 6 { j += 1 }
                guard isText(j, "var"), let owner = scopes.classes[j] else { continue }
                report(j, owner: owner)
            } else if isText(i, "@Observable") {
                // (`@Observable final class`, `@MainActor @Observable public class`.)
                var j = i + 1
                while j < tokens.count, !isText(j, "class"), j - i < 6, tokens[j].kind == .attribute || tokens[j].kind == .identifier { j += 1 }
                if isText(j, "class"), j + 1 < tokens.count, tokens[j + 1].kind == .identifier { observable.insert(file.text(of: tokens[j + 1])) }
            }
        }
        guard !observable.isEmpty else { return }
        // The stored properties directly in an observable class's body.
        for j in tokens.indices where tokens[j].kind == .identifier && isText(j, "var") && scopes.methods[j] == nil {
            guard let owner = scopes.classes[j], observable.contains(owner) else { continue }
            // (Not one the macro leaves alone, nor a `static` one, nor a computed one, which ``forEachComputedShownLiteral`` reads.)
            var k = j - 1, ignored = false
            while k >= 0, tokens[k].line == tokens[j].line || tokens[k].kind == .attribute {
                if isText(k, "@ObservationIgnored") || isText(k, "static") || isText(k, "class") || isText(k, "lazy") { ignored = true }
                if isText(k, "}") || isText(k, "{") || isText(k, ";") { break }
                k -= 1
            }
            if ignored { continue }
            // (A brace on its line opens a computed one's body, unless a value comes first: `var message = "" { didSet { … } }`.)
            var end = j + 1, valued = false
            while end < tokens.count, tokens[end].line == tokens[j].line, !isText(end, "{") {
                if isText(end, "=") { valued = true }
                end += 1
            }
            // (Nor one whose brace opens observers: `var message: String { didSet { … } }`, set in `init`.)
            let observed = isText(end + 1, "didSet") || isText(end + 1, "willSet")
            if end < tokens.count, isText(end, "{"), tokens[end].line == tokens[j].line, !valued, !observed { continue }
            report(j, owner: owner)
        }
    }

    /// Calls `body` with each literal `file` keeps in a `@Published` `String` property of an observable object
    /// (its initial value, or `errorMessage = "Invalid login data"` in the class's code) when some view shows a
    /// property of that name as written (`shownMembers`, see ``forEachVerbatimMember(_:_:)``): the view model's
    /// text reaches the screen untranslated. With `besides` (``Helpers/classesShowing``), only a class a view showing
    /// the member may hold, or one it inherits from: wBlock shows `filterManager.statusDescription`, an
    /// `AppFilterManager`'s, never its `UserScriptManager`'s property of that name.
    static func forEachPublishedShownLiteral(_ file: SourceFile, shownMembers: Set<String>, besides: [String: Set<String>]? = nil,
                                             scopes: SourceScopes, _ body: (Range<Int>) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // A literal with text that ends the statement (`""` clears the message, `"a" + b` is built on), interpolated or not
        // (FreeAPS's `statusTitle = "Enacted at \(time)"`).
        func literalEnds(_ i: Int) -> Bool {
            i < tokens.count && tokens[i].kind == .string && file.literal(of: tokens[i])?.hasText == true
                && !isText(i + 1, "+") && !isText(i + 1, ".") && !isText(i + 1, "?")
        }
        // The published String properties of each class, by class name, and their initial values.
        var published: [String: Set<String>] = [:]
        forEachPublishedShownProperty(file, shownMembers: shownMembers, scopes: scopes) { owner, name, after in
            if let besides, besides[name]?.contains(owner) != true { return }
            published[owner, default: []].insert(name)
            let value = isText(after, "=") ? after + 1 : (isText(after + 2, "=") ? after + 3 : (isText(after + 3, "=") ? after + 4 : nil))
            if let value, literalEnds(value) { body(value..<(value + 1)) }
        }
        guard !published.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "=") {
            guard let owner = scopes.classes[i], let names = published[owner], names.contains(file.text(of: tokens[i])),
                  !isText(i - 1, ".") || (isText(i - 2, "self") && !isText(i - 3, ".")), !isText(i - 1, "var"), literalEnds(i + 2) else { continue }
            body((i + 2)..<(i + 3))
        }
    }

    /// Calls `body` with each literal a computed `String` property of `file` returns (`var displayName: String {
    /// switch self { case .low: return "Low" … } }`, or `case .low: "Low"` with Swift's implicit return) when some view
    /// shows a member of that name as written (`shownMembers`, see ``forEachVerbatimMember(_:_:)``: `Text(priority.displayName)`):
    /// an enum's or a model's text reaches the screen untranslated. Only a literal the statement ends with counts.
    /// The property must belong to a type the files that show the member name (``Helpers/namesBesideShownMembers``),
    /// and no lookup may take a member of its name (``Helpers/lookedUpMembers``): `Text(utility.name)` shows another
    /// type's `name`, `NSLocalizedString(type.name, …)` makes the property's literals keys. A view's own property that its
    /// code shows by name (`Text(statusText)`) counts too.
    /// `body` is given the files whose views show the member through a value (sorted; none for a view's own property).
    static func forEachComputedShownLiteral(_ file: SourceFile, helpers: Helpers, scopes: SourceScopes, _ body: (Range<Int>, [String]) -> Void) {
        let shownMembers = helpers.shownMembers.subtracting(helpers.lookedUpMembers)
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func literalEnds(_ i: Int) -> Bool {
            i < tokens.count && tokens[i].kind == .string && file.literal(of: tokens[i])?.hasText == true
                && !isText(i + 1, "+") && !isText(i + 1, ".") && !isText(i + 1, "?") && !isText(i + 1, "(")
                && (i + 1 >= tokens.count || tokens[i + 1].line != tokens[i].line || isText(i + 1, "}") || isText(i + 1, ";"))
        }
        // An interpolating literal whose own text is a dump's: punctuation a dump separates values with (`:`, `=`, `(`, `[`,
        // `<`), or no word of three letters or more (`"\(n)ms"`).
        func isDump(_ i: Int) -> Bool {
            guard let literal = file.literal(of: tokens[i]), literal.isInterpolated else { return false }
            let text = literal.segments.map { segment -> String in
                if case .text(let part) = segment { return part }
                return " "
            }.joined()
            if text.contains(where: { ":=([<".contains($0) }) { return true }
            return !text.split(whereSeparator: { !$0.isLetter }).contains { $0.count >= 3 }
        }
        // A symbol's name ("person.crop.circle") of a member code also hands to an image: Olvid's `SystemIcon.name`.
        // (Only a name shaped so: another type's `description` may be both a symbol and a text.)
        func isSymbolName(_ i: Int) -> Bool {
            guard let value = file.literal(of: tokens[i])?.value, let first = value.unicodeScalars.first, first.properties.isLowercase else { return false }
            return value.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
        }
        // The names the file's views show as they are by themselves (`Text(statusText)`), by the type whose code says them:
        // a view's own computed property (Hily's missed-call bubble, `private var statusText: String { switch kind { case
        // .missed: return "Missed" … } }`).
        var ownShown = Set<String>()
        if file.importsSwiftUI {
            forEachVerbatimName(file) { token in
                if let owner = scopes.classes[token] { ownShown.insert("\(owner).\(file.text(of: tokens[token]))") }
            }
        }
        for j in tokens.indices where isText(j, "var") && j + 4 < tokens.count && tokens[j + 1].kind == .identifier {
            let member = file.text(of: tokens[j + 1])
            guard isText(j + 2, ":"), isText(j + 3, "String"), isText(j + 4, "{"),
                  !isText(j + 5, "didSet"), !isText(j + 5, "willSet"), let close = file.matchingBrace(j + 4),
                  let owner = scopes.classes[j] else { continue }
            let shownThroughValue = shownMembers.contains(member) && helpers.namesBesideShownMembers[member]?.contains(owner) == true
            let shownByItsView = ownShown.contains("\(owner).\(member)") && !helpers.lookedUpMembers.contains(member)
            guard shownThroughValue || shownByItsView else { continue }
            let showers = shownByItsView ? [] : Set((helpers.showingsOfMembers[member] ?? []).filter { $0.names.contains(owner) }.map(\.path)).sorted()
            var reported = Set<Int>()
            func report(_ i: Int) {
                if !(helpers.symbolMembers.contains(member) && isSymbolName(i)), reported.insert(i).inserted { body(i..<(i + 1), showers) }
            }
            // (A description put together from values in a dump's shape, `"\(title), coordinate: \(coordinate)"`, `"\(n)ms"`,
            // is a debugger's view of the value; one that reads as words, `"\(count) items left"`, is shown as any text.)
            let describes = member == "description" || member == "debugDescription"
            for i in (j + 5)..<close where literalEnds(i) && !(describes && isDump(i)) {
                // `return "Low"`, `case .low: "Low"`, or the whole body (`var title: String { "Notes" }`).
                let returned = isText(i - 1, "return")
                let caseValue = isText(i - 1, ":") && tokens[i - 1].line == tokens[i].line
                    && (j + 5..<i).last(where: { tokens[$0].line == tokens[i].line && (isText($0, "case") || isText($0, "default")) }) != nil
                let whole = i == j + 5 && isText(i + 1, "}")
                if returned || caseValue || whole { report(i) }
            }
            // A conditional's literals, returned or the whole body (ACHNBrowserUI's `isFiltering ? "Show Finished" :
            // "Hide Finished"`).
            var values: [Range<Int>] = []
            let statements: Set<String> = ["return", "let", "var", "if", "guard", "switch", "for", "while"]
            var depth = 0, statement = false
            for k in (j + 5)..<close {
                if isText(k, "{") || isText(k, "(") || isText(k, "[") { depth += 1 } else if isText(k, "}") || isText(k, ")") || isText(k, "]") { depth -= 1 }
                if depth == 0, tokens[k].kind == .identifier, statements.contains(file.text(of: tokens[k])) { statement = true }
                if isText(k, "return") { values.append((k + 1)..<valueEnd(k + 1, before: close, in: file)) }
            }
            if !statement { values.append((j + 5)..<close) }
            for value in values where WrittenText.conditional(in: value, file: file) != nil {
                for (text, token) in WrittenText.texts(of: value, in: file) where !text.contains("…") && tokens[token].kind == .string { report(token) }
            }
        }
    }

    /// Each Swift class's superclass as its declaration names it first (`class LoginViewModel: BaseViewModel`, or a
    /// protocol: the name is only followed where a class of it is declared too).
    static func swiftSuperclasses(_ files: [SourceFile]) -> [String: String] {
        var found: [String: String] = [:]
        for file in files where file.language == .swift {
            let tokens = file.tokens
            for i in tokens.indices.dropLast(3) where tokens[i].kind == .identifier && file.token(tokens[i], is: "class")
                && tokens[i + 1].kind == .identifier && file.token(tokens[i + 2], is: ":") && tokens[i + 3].kind == .identifier {
                let name = file.text(of: tokens[i + 1])
                if found[name] == nil { found[name] = file.text(of: tokens[i + 3]) }
            }
        }
        return found
    }

    /// For each struct and class of the Swift `files`, the type names its stored properties' types say (`[Suggestion]`,
    /// `Category?`, `[String: Item]`): the types a value of it holds.
    static func storedPropertyTypes(_ files: [SourceFile]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files where file.language == .swift {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            for i in tokens.indices where tokens[i].kind == .identifier && (isText(i, "struct") || isText(i, "class")) && i + 1 < tokens.count
                && tokens[i + 1].kind == .identifier {
                let name = file.text(of: tokens[i + 1])
                // (`class func`, `class var` declare members.)
                if ["func", "var", "let"].contains(name) { continue }
                // The body's `{`, on the declaration's line or the next.
                var open = i + 2
                while open < tokens.count, !isText(open, "{"), tokens[open].line <= tokens[i].line + 1 { open += 1 }
                guard isText(open, "{"), let close = file.matchingBrace(open) else { continue }
                forEachBodyToken(file, open: open, close: close) { j in
                    guard isText(j, "let") || isText(j, "var"), isText(j + 2, ":") else { return nil }
                    // The type, up to `=`, `{` or the line's end.
                    var k = j + 3
                    while k < close, tokens[k].line == tokens[j].line, !isText(k, "="), !isText(k, "{") {
                        if tokens[k].kind == .identifier, file.text(of: tokens[k]).unicodeScalars.first?.properties.isUppercase == true {
                            found[name, default: []].insert(file.text(of: tokens[k]))
                        }
                        k += 1
                    }
                    return k
                }
            }
        }
        return found
    }

    /// The type names of `names` (those a file says) that a file showing `receiver.rawValue` for each of `receivers`
    /// (lowercased) may show the raw values of: one a receiver's name speaks of (`tab` of `TabItem`, `status` of
    /// `InvoiceStatus`, `selectedTheme` of `Theme`), or one whose `allCases` the file walks (`$0.rawValue`).
    static func rawValueTypes(in file: SourceFile, receivers: Set<String>, names: Set<String>) -> Set<String> {
        let tokens = file.tokens
        var walked = Set<String>()
        for i in tokens.indices.dropFirst(2) where tokens[i].kind == .identifier && file.text(of: tokens[i]) == "allCases" && file.token(tokens[i - 1], is: ".") {
            walked.insert(file.text(of: tokens[i - 2]))
        }
        let types = names.filter { $0.unicodeScalars.first?.properties.isUppercase == true }
        var found = Set<String>()
        for receiver in receivers {
            let spoken = typesSpoken(by: receiver, among: types)
            // A receiver that speaks of no type (`$0`, `item`) is one of the cases the file walks.
            found.formUnion(spoken.isEmpty ? walked : spoken)
        }
        return found
    }

    /// The type names of `types` a receiver is named after: the type's whole name (`filterType` of `FilterType`), or
    /// its end when it is a name of two words or more (`selectedFilterType`; `preview` is no `View`); and a receiver of
    /// two words or more names a type that ends with them (wBlock's `filterManager` of `AppFilterManager`).
    /// Stricter than ``typesSpoken(by:among:)``: it decides which types' computed and published texts a view shows at all.
    static func typesNamed(by receiver: String, among types: Set<String>) -> Set<String> {
        let lowered = receiver.lowercased()
        let compound = receiver.dropFirst().contains(where: \.isUppercase)
        return types.filter { type in
            let name = type.lowercased()
            return name.count >= 4 && (lowered == name || (lowered.hasSuffix(name) && type.dropFirst().contains(where: \.isUppercase))
                || (compound && name.hasSuffix(lowered)))
        }
    }

    /// The type names of `types` a lowercased receiver's name speaks of: one that begins or ends the type's name
    /// (`tab` of `TabItem`, `status` of `InvoiceStatus`), or that ends with it (`selectedTheme` of `Theme`).
    static func typesSpoken(by receiver: String, among types: Set<String>) -> Set<String> {
        guard receiver.count >= 3 else { return [] }
        return types.filter { name in
            let type = name.lowercased()
            return type.hasPrefix(receiver) || type.hasSuffix(receiver) || receiver.hasSuffix(type)
        }
    }

    /// Calls `body` with each raw value literal of a `String` enum of `file` (`enum TabItem: String { case home =
    /// "Home" … }`) when some view shows a `rawValue` of it as written (`Text(tab.rawValue)`, see
    /// ``forEachVerbatimMember(_:_:)`` and ``Helpers/rawValueShownTypes``): the case's text reaches the screen
    /// untranslated. Not when code hands a `rawValue` to a lookup
    /// (``Helpers/lookedUpMembers``: the raw values are keys then).
    static func forEachRawValueShownLiteral(_ file: SourceFile, helpers: Helpers, _ body: (Range<Int>) -> Void) {
        let showing = helpers.rawValueShownTypes
        guard !showing.isEmpty, !helpers.lookedUpMembers.contains("rawValue") else { return }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for e in tokens.indices where isText(e, "enum") && e + 2 < tokens.count && tokens[e + 1].kind == .identifier && isText(e + 2, ":") {
            guard showing.contains(file.text(of: tokens[e + 1])),
                  let open = (e + 3..<min(e + 20, tokens.count)).first(where: { isText($0, "{") }),
                  (e + 3..<open).contains(where: { isText($0, "String") && (isText($0 - 1, ":") || isText($0 - 1, ",")) }),
                  let close = file.matchingBrace(open) else { continue }
            // The enum's own cases: `case name = "Text"`, and each `, other = "More"` after it, at the body's top level.
            var depth = 0
            var inCase = false
            for i in (open + 1)..<close {
                if isText(i, "{") || isText(i, "(") { depth += 1; continue }
                if isText(i, "}") || isText(i, ")") { depth -= 1; continue }
                guard depth == 0 else { continue }
                if tokens[i].kind == .identifier, isText(i, "case") { inCase = true; continue }
                if tokens[i].kind == .identifier, !isText(i - 1, "case"), !isText(i - 1, ","), !isText(i - 1, "=") { inCase = false }
                if inCase, tokens[i].kind == .string, isText(i - 1, "="), file.literal(of: tokens[i])?.value?.isEmpty == false { body(i..<(i + 1)) }
            }
        }
    }

    /// The names `file` hands to a lookup as a member or a name (`NSLocalizedString(type.name, …)`,
    /// `LocalizedStringKey(item.title)`, `String(localized: String.LocalizationValue(kind.label))`, `name.localized`,
    /// `title.localized()`): the last name of the first argument, or the name `.localized…` follows.
    static func lookedUpNames(_ file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var names = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier {
            let name = file.text(of: tokens[i])
            if ["NSLocalizedString", "LocalizedStringKey", "LocalizationValue", "localizedString"].contains(name), isText(i + 1, "(") {
                var k = i + 2
                while k < tokens.count, k < i + 8, tokens[k].kind == .identifier || isText(k, ".") { k += 1 }
                if k > i + 2, isText(k, ",") || isText(k, ")"), tokens[k - 1].kind == .identifier { names.insert(file.text(of: tokens[k - 1])) }
            } else if name.hasPrefix("localized"), !LocalizedStringCall.foundationLocaleMembers.contains(name), isText(i - 1, "."), i >= 2,
                      tokens[i - 2].kind == .identifier {
                names.insert(file.text(of: tokens[i - 2]))
            }
        }
        return names
    }

    /// The names `file` hands to an image as an SF Symbol's name, `systemName: icon.name`, `systemImage: name`:
    /// the last name of the argument when it is names and dots only.
    static func symbolNames(_ file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var names = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier && (isText(i, "systemName") || isText(i, "systemImage")) && isText(i + 1, ":") {
            var k = i + 2
            while k < tokens.count, k < i + 10, tokens[k].kind == .identifier || isText(k, ".") { k += 1 }
            if k > i + 2, isText(k, ",") || isText(k, ")"), tokens[k - 1].kind == .identifier { names.insert(file.text(of: tokens[k - 1])) }
        }
        return names
    }

    /// The SwiftUI views a Swift file declares, `struct Name: View {` (`View` anywhere in the inherited list):
    /// the `struct` token and the body's braces.
    static func viewDeclarations(_ file: SourceFile) -> [(keyword: Int, open: Int, close: Int)] {
        structDeclarations(file, views: true)
    }

    /// The structs a Swift file declares that are SwiftUI views (`views`), or that are not (a model's `struct
    /// PreviewCounter { let title: String … }`): the `struct` token and the body's braces.
    static func structDeclarations(_ file: SourceFile, views: Bool) -> [(keyword: Int, open: Int, close: Int)] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var declarations: [(keyword: Int, open: Int, close: Int)] = []
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "struct") && (isText(i + 2, ":") || (!views && isText(i + 2, "{"))) {
            guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { continue }
            // The inherited list up to the body's `{`.
            var open = i + 2, isView = false
            while open < tokens.count, !isText(open, "{") {
                if isText(open, "View") { isView = true }
                if !(tokens[open].kind == .identifier || isText(open, ",") || isText(open, ".") || isText(open, ":")) { break }
                open += 1
            }
            guard isView == views, isText(open, "{"), let close = file.matchingBrace(open) else { continue }
            declarations.append((i, open, close))
        }
        return declarations
    }

    /// The SwiftUI view types `file` declares with a memberwise initializer (with `memberwiseOnly` false, all of them).
    static func viewTypes(_ file: SourceFile, memberwiseOnly: Bool = true) -> [ViewType] {
        memberwiseTypes(file, declarations: viewDeclarations(file), memberwiseOnly: memberwiseOnly, storingInitializers: true)
    }

    /// The structs of `file` that are no view, each with its memberwise initializer (they declare no `init`).
    static func modelTypes(_ file: SourceFile) -> [ViewType] {
        memberwiseTypes(file, declarations: structDeclarations(file, views: false), memberwiseOnly: true)
    }

    /// The structs of `file` that are no view and declare initializers of their own, with their stored properties.
    static func initializingTypes(_ file: SourceFile) -> [ViewType] {
        let modelNames = Set(modelTypes(file).map(\.name))
        return memberwiseTypes(file, declarations: structDeclarations(file, views: false), memberwiseOnly: false).filter { !modelNames.contains($0.name) }
    }

    /// Calls `body` with the value of each assignment an initializer of a struct of `file` makes to one of its `String`
    /// properties a view shows as written (`properties`, by struct: ``Helpers/initializedShownProperties``), `self.name
    /// = …` or `name = …` on a line of its own: SaxWeather's `UVIndexData.init(uvIndex:)` sets `self.timeToBurn = "60+
    /// minutes"`, shown as `Text(data.timeToBurn)`.
    static func forEachInitializedShownValue(_ file: SourceFile, properties: [String: Set<String>], _ body: (Range<Int>) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for (keyword, open, close) in structDeclarations(file, views: false) {
            guard let names = properties[file.text(of: tokens[keyword + 1])] else { continue }
            forEachBodyToken(file, open: open, close: close) { j in
                guard isText(j, "init"), isText(j + 1, "(") || isText(j + 1, "?"),
                      let parametersOpen = (j + 1...min(j + 2, close)).first(where: { isText($0, "(") }),
                      let parametersClose = file.matchingBracket(parametersOpen),
                      let bodyOpen = (parametersClose + 1..<close).first(where: { isText($0, "{") }), let bodyClose = file.matchingBrace(bodyOpen) else { return nil }
                for k in (bodyOpen + 1)..<bodyClose where tokens[k].kind == .identifier && names.contains(file.text(of: tokens[k])) && isText(k + 1, "=") {
                    // `self.name = …` or `name = …` starting a statement (a line, a block, a `case …:`).
                    func startsStatement(_ i: Int) -> Bool {
                        tokens[i - 1].line < tokens[i].line || isText(i - 1, "{") || isText(i - 1, ";") || isText(i - 1, ":")
                    }
                    let assigned = (isText(k - 1, ".") && isText(k - 2, "self") && startsStatement(k - 2)) || (!isText(k - 1, ".") && startsStatement(k))
                    guard assigned else { continue }
                    var end = k + 2
                    while end < bodyClose, tokens[end].line == tokens[k].line, !isText(end, ";") { end += 1 }
                    if end > k + 2 { body((k + 2)..<end) }
                }
                return bodyClose + 1
            }
        }
    }

    /// Calls `visit` with each token directly in the body whose braces are at `open` and `close` (nested brackets'
    /// tokens skipped); `visit` returns the token to go on from, or nil for the next one.
    static func forEachBodyToken(_ file: SourceFile, open: Int, close: Int, _ visit: (Int) -> Int?) {
        let tokens = file.tokens
        var depth = 0, j = open + 1
        while j < close {
            if tokens[j].kind == .punctuation, ["{", "(", "["].contains(file.text(of: tokens[j])) {
                depth += 1
            } else if tokens[j].kind == .punctuation, ["}", ")", "]"].contains(file.text(of: tokens[j])) {
                depth -= 1
            } else if depth == 0, let next = visit(j) {
                j = next
                continue
            }
            j += 1
        }
    }

    /// The structs of `declarations` with their stored properties, as their memberwise initializers take them.
    /// With `storingInitializers`, a type with one initializer of its own that keeps each parameter in a stored property
    /// counts too (views only: a model's `init(message:at:)` is everyone's, whatever view shows some `message`).
    private static func memberwiseTypes(_ file: SourceFile, declarations: [(keyword: Int, open: Int, close: Int)], memberwiseOnly: Bool,
                                        storingInitializers: Bool = false) -> [ViewType] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var views: [ViewType] = []
        for (i, open, close) in declarations {
            var parameters: [LocalizedStringWrapper.Parameter] = []
            var strings = Set<String>()
            var hasInitializer = false
            var initializers: [Int] = []
            // The body's own declarations: at depth one, `let name: Type` and `var name: Type` that keep a value.
            var depth = 0, j = open + 1
            while j < close {
                if isText(j, "{") || isText(j, "(") || isText(j, "[") { depth += 1 } else if isText(j, "}") || isText(j, ")") || isText(j, "]") {
                    depth -= 1
                } else if depth == 0, tokens[j].kind == .identifier {
                    if isText(j, "init"), isText(j + 1, "(") || isText(j + 1, "?") {
                        hasInitializer = true
                        initializers.append(j)
                    }
                    if (isText(j, "let") || isText(j, "var")), tokens[j + 1].kind == .identifier, !isText(j - 1, "static"), !isText(j - 1, "lazy") {
                        let name = file.text(of: tokens[j + 1])
                        // The type, up to `=`, `{` (a computed property or observers) or the next declaration's line.
                        var k = j + 2, type = "", hasDefault = false, computed = false
                        if isText(k, ":") {
                            k += 1
                            while k < close, tokens[k].line == tokens[j].line, !isText(k, "="), !isText(k, "{") {
                                type += file.text(of: tokens[k])
                                k += 1
                            }
                        }
                        if isText(k, "=") {
                            hasDefault = true
                            // `@State var message = "Loading…"` is a String by its value.
                            if type.isEmpty, k + 1 < close, tokens[k + 1].kind == .string { type = "String" }
                        }
                        if isText(k, "{") { computed = !(isText(k + 1, "didSet") || isText(k + 1, "willSet")) }
                        // A `let` with a value is no parameter; a `var` with one has a default.
                        if !computed, !(isText(j, "let") && hasDefault) {
                            parameters.append(.init(label: name, name: name, hasDefault: hasDefault))
                            if type == "String" || type == "String?" { strings.insert(name) }
                        }
                    }
                }
                j += 1
            }
            if hasInitializer && memberwiseOnly {
                // One initializer of its own that keeps each of its parameters in a stored property (`init(text: String,
                // position: …) { self.text = text; … }`, TUM's LoadingView) takes them as a memberwise one would.
                guard storingInitializers, initializers.count == 1,
                      let own = Self.storingInitializerParameters(file, initializer: initializers[0], properties: parameters) else { continue }
                parameters = own
            }
            views.append(ViewType(name: file.text(of: tokens[i + 1]), body: open..<(close + 1), parameters: parameters, stringProperties: strings))
        }
        return views
    }

    /// The parameters of the initializer at `initializer` (the `init` token) as the stored properties they are kept in:
    /// each labelled as callers write it, named after its property. Nil unless every parameter is kept, by `self.name
    /// = parameter` in the body, in one of `properties`.
    static func storingInitializerParameters(_ file: SourceFile, initializer: Int, properties: [LocalizedStringWrapper.Parameter])
    -> [LocalizedStringWrapper.Parameter]? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard let open = (initializer..<min(tokens.count, initializer + 256)).first(where: { isText($0, "{") }),
              let declaration = EnclosingDeclaration.find(enclosing: open + 1, in: file), let close = file.matchingBracket(open) else { return nil }
        let names = Set(properties.map(\.name))
        var stored: [String: String] = [:]
        // `self.text = text`, alone on its line or before a `;`.
        for k in open..<close where isText(k, "self") && isText(k + 1, ".") && isText(k + 3, "=") && k + 5 <= close {
            guard tokens[k + 2].kind == .identifier, tokens[k + 4].kind == .identifier,
                  k + 5 == close || isText(k + 5, ";") || tokens[k + 5].line != tokens[k + 4].line else { continue }
            stored[file.text(of: tokens[k + 4])] = file.text(of: tokens[k + 2])
        }
        var parameters: [LocalizedStringWrapper.Parameter] = []
        for parameter in declaration.parameters {
            guard let property = stored[parameter.name], names.contains(property) else { return nil }
            var kept = parameter
            kept.name = property
            parameters.append(kept)
        }
        return parameters
    }

    /// Calls `body` with each literal a SwiftUI view of `file` stores in one of its own `String` properties that
    /// it shows as written (`@State var alertMessage = ""` … `alertMessage = "The price has changed."` …
    /// `Text(alertMessage)`): its value, and each `name = "…"` or `self.name = "…"` of the view's code.
    static func forEachStoredShownLiteral(_ file: SourceFile, _ body: (Range<Int>) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        let views = viewTypes(file, memberwiseOnly: false)
        guard !views.isEmpty else { return }
        var shown: [Int: Set<String>] = [:]
        forEachVerbatimName(file) { name in
            let text = file.text(of: tokens[name])
            if let view = views.indices.last(where: { views[$0].body.contains(name) }), views[view].stringProperties.contains(text) {
                shown[view, default: []].insert(text)
            }
        }
        for (view, names) in shown.sorted(by: { $0.key < $1.key }) {
            for i in views[view].body where tokens[i].kind == .identifier && isText(i + 1, "=") && !isText(i + 2, "=") {
                guard names.contains(file.text(of: tokens[i])), !isText(i - 1, ".") || (isText(i - 2, "self") && !isText(i - 3, ".")),
                      i + 2 < tokens.count, tokens[i + 2].kind == .string, !isText(i + 3, "+"), !isText(i + 3, "."), !isText(i + 3, "?") else { continue }
                body((i + 2)..<(i + 3))
            }
        }
    }

    /// Whether the parameter `name` of the Swift function `function` that encloses token `site` is declared
    /// `String` or `String?`.
    static func isStringParameter(_ name: String, of function: String, before site: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard let declaration = (0..<site).last(where: { tokens[$0].kind == .identifier && isText($0, "func")
                                                     && $0 + 1 < site && file.text(of: tokens[$0 + 1]) == function }) else { return false }
        var open = declaration + 2
        if isText(open, "<") {
            while open < site, !isText(open, ">") { open += 1 }
            open += 1
        }
        guard isText(open, "("), let list = CallArguments.parse(file, open: open) else { return false }
        for argument in list.arguments {
            // `title: String` reads as label `title`; `_ title: String` and `for title: String` stay whole.
            var range = argument.range
            if argument.label != name {
                guard range.count >= 3, file.text(of: tokens[range.lowerBound + 1]) == name, isText(range.lowerBound + 2, ":") else { continue }
                range = (range.lowerBound + 3)..<range.upperBound
            }
            let type = range.prefix { !isText($0, "=") }.map { file.text(of: tokens[$0]) }.joined()
            return type == "String" || type == "String?"
        }
        return false
    }
}
