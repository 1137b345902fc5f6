/// The methods the app adds to UIKit's views that set the view's own text from a parameter: actbind's
/// `extension UITextField { func uiTextFieldSetting(placeholder: String) { attributedPlaceholder = … placeholder … } }`.
/// A call `emailField.uiTextFieldSetting(placeholder: "mail".localized())` sets that outlet's placeholder as
/// `emailField.attributedPlaceholder = …` would.
///
/// The same holds for the methods of the app's own subclasses of those views, however deep (VerificaC19's
/// `class AppLabelUrl: AppLabel`, `class AppLabel: UILabel`, whose `fillView(with:)` sets `text = contentText.localized`).
/// A method that looks up what it is given (`.localized`) sets a text only it knows: the call replaces the outlet's
/// storyboard text, and its argument is a key, not the text shown.
///
/// And the functions that set the text of a view they are given (``parameterSetters``): ChatSecure's
/// `func setAppearance(userInfo: …, usernameLabel: UILabel, displayNameLabel: UILabel, …) { displayNameLabel.text = … }`.
/// A call `setAppearance(userInfo: info, usernameLabel: accountNameLabel, displayNameLabel: displayNameLabel, …)` replaces
/// the text of the outlets it passes, as `displayNameLabel.text = …` would.
struct ViewTextSetters: Sendable {
    /// What a setter sets: the property, the argument label of the parameter it takes the text from (`_0` for the
    /// first unlabelled one; empty for a text the method makes from none of them), and a button's state.
    struct Setter: Sendable, Equatable {
        var property: OutletAssignment.Property
        var label: String
        var state: String?
        /// The method looks the parameter up as a key: what it shows is known only at run time.
        var looksUp = false
        /// For a text made from none of the parameters (``label`` empty): the view classes whose method it is, those
        /// declaring it and their subclasses. Such a method is often named alike in other classes (`setup()`, `configure()`),
        /// so a call counts only on a view known to be of one of them.
        var receiverTypes: Set<String> = []
        /// For a function setting the text of a view it is given (``parameterSetters``): the argument label of the parameter
        /// the text is made from, when one is (nil for a text of its own making).
        var textLabel: String?
        /// The argument labels the method's parameters take (`_0`… for unlabelled ones): a call passing another is
        /// not this method's (UIKit's `setTitle(_:for:)` beside VerificaC19's `setTitle(_:uppercased:)`).
        var parameterLabels: Set<String> = []

        /// Whether a call passing arguments under `labels` can be this method's.
        func fits(_ labels: [String]) -> Bool { labels.allSatisfy(parameterLabels.contains) }
    }

    /// The setters by method name, each effect once: the view classes declaring a name may give it different parameters
    /// (`StatusLabel.show(_:)`, `BadgeLabel.show(badge:)`), which a call's argument labels tell apart (``setter(_:passing:)``).
    private(set) var setters: [String: [Setter]] = [:]
    /// The methods that make their own text from none of their parameters, by name, kept apart: such names are common
    /// (`setup()`, `update()`), and one never hides a setter of the same name that takes its text from a parameter. One
    /// per effect: the classes declaring a name alike share one, their ``Setter/receiverTypes`` and argument labels joined.
    private(set) var computedSetters: [String: [Setter]] = [:]
    /// The setters Objective-C can call (`@objc`), by the first part of the selector it calls them by
    /// (`applyButtonStyleWithStyle` for `applyButtonStyle(style:withTitle:)`, or the name `@objc(…)` gives), their
    /// ``Setter/label`` the selector part that brings the text (`withTitle`); the computed ones apart, as in Swift.
    private(set) var objectiveCSetters: [String: Setter] = [:]
    private var ambiguousObjectiveC = Set<String>()
    private(set) var objectiveCComputedSetters: [String: [Setter]] = [:]
    /// By function name, what it sets on the views its parameters are given (``Setter/label`` names the parameter
    /// the view comes in, `_0` for the first unlabelled one); a name declared twice with different effects is left out.
    private(set) var parameterSetters: [String: [Setter]] = [:]
    private var ambiguousParameterSetters = Set<String>()

    /// The UIKit classes whose extensions are read.
    static let viewClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISearchBar", "UIBarButtonItem", "UINavigationItem",
                                           "UITabBarItem", "UISegmentedControl"]

    init() {}

    init(files: [SourceFile]) {
        let swiftFiles = files.filter { $0.language == .swift }
        let viewClasses = Self.viewClasses.union(Self.subclasses(of: Self.viewClasses, in: swiftFiles))
        // (The functions that set a view they are given first: a view's own method may hand itself to one.)
        for file in swiftFiles { addParameterSetters(file) }
        for file in swiftFiles { add(file, viewClasses: viewClasses) }
        // A method that makes its own text is the declaring classes' and their subclasses'.
        let superclassOf = Self.superclasses(in: swiftFiles)
        func widened(_ setters: [Setter]) -> [Setter] {
            setters.map { setter in
                var setter = setter
                setter.receiverTypes.formUnion(Self.subclasses(of: setter.receiverTypes, superclassOf: superclassOf))
                return setter
            }
        }
        computedSetters = computedSetters.mapValues(widened)
        objectiveCComputedSetters = objectiveCComputedSetters.mapValues(widened)
    }

    /// The computed setter of `table[name]` (``computedSetters``, ``objectiveCComputedSetters``) whose classes hold `type`.
    static func computed(_ table: [String: [Setter]], _ name: String, on type: String) -> Setter? {
        table[name]?.first { $0.receiverTypes.contains(type) }
    }

    /// The classes the Swift files declare that descend from one of `roots`, through any number of the app's own
    /// classes (`class AppLabelUrl: AppLabel`, `class AppLabel: UILabel`).
    static func subclasses(of roots: Set<String>, in files: [SourceFile]) -> Set<String> {
        subclasses(of: roots, superclassOf: superclasses(in: files))
    }

    /// Each class the Swift files declare with a superclass: the first name written after its `:`.
    static func superclasses(in files: [SourceFile]) -> [String: String] {
        var superclassOf: [String: String] = [:]
        for file in files {
            let tokens = file.tokens
            for i in tokens.indices where i + 3 < tokens.count && file.token(tokens[i], is: "class") && tokens[i + 1].kind == .identifier
                && file.token(tokens[i + 2], is: ":") && tokens[i + 3].kind == .identifier {
                let name = file.text(of: tokens[i + 1])
                if superclassOf[name] == nil { superclassOf[name] = file.text(of: tokens[i + 3]) }
            }
        }
        return superclassOf
    }

    /// The classes of `superclassOf` that descend from one of `roots`.
    static func subclasses(of roots: Set<String>, superclassOf: [String: String]) -> Set<String> {
        var found = Set<String>()
        for name in superclassOf.keys.sorted() {
            var seen: Set<String> = [name]
            var current = name
            while let parent = superclassOf[current], seen.insert(parent).inserted {
                if roots.contains(parent) || found.contains(parent) {
                    found.insert(name)
                    break
                }
                current = parent
            }
        }
        return found
    }

    /// The setter named `name` that a call passing arguments under `labels` is of: the one whose parameters take them and
    /// that takes its text from one of them; nil where none is, or several of different effects are.
    func setter(_ name: String, passing labels: [String]) -> Setter? {
        let fitting = (setters[name] ?? []).filter { $0.fits(labels) && labels.contains($0.label) }
        guard let first = fitting.first, fitting.allSatisfy({ $0.property == first.property && $0.label == first.label
            && $0.state == first.state && $0.looksUp == first.looksUp }) else { return nil }
        return first
    }

    /// Keeps the computed setter `value` for `name`: joined with one of the same effect (its classes and argument labels),
    /// beside one of another.
    private static func recordComputed(_ value: Setter, as name: String, in table: inout [String: [Setter]]) {
        var setters = table[name] ?? []
        if let index = setters.firstIndex(where: { $0.property == value.property && $0.state == value.state }) {
            setters[index].receiverTypes.formUnion(value.receiverTypes)
            setters[index].parameterLabels.formUnion(value.parameterLabels)
        } else {
            setters.append(value)
        }
        table[name] = setters
    }

    /// `found` (what a function sets on each view it is given) for `name`: a second declaration setting the same views'
    /// same properties is the same, though its text comes from another parameter or is looked up (then neither is known:
    /// ``Setter/textLabel`` nil); one with another effect leaves the name out.
    private static func recordParameterSetters(_ found: [Setter], as name: String, in table: inout [String: [Setter]], ambiguous: inout Set<String>) {
        guard !ambiguous.contains(name) else { return }
        guard let known = table[name] else {
            table[name] = found
            return
        }
        func effect(_ setter: Setter) -> String { "\(setter.property)|\(setter.label)|\(setter.state ?? "")" }
        guard known.map(effect) == found.map(effect) else {
            table[name] = nil
            ambiguous.insert(name)
            return
        }
        table[name] = zip(known, found).map { known, other in
            var setter = known
            if known.textLabel != other.textLabel || known.looksUp != other.looksUp {
                setter.textLabel = nil
                setter.looksUp = false
            }
            return setter
        }
    }

    /// Keeps `value` for `name` in `table`, unless a declaration of that name had another: then neither is kept.
    private static func record<Value: Equatable>(_ value: Value, as name: String, in table: inout [String: Value], ambiguous: inout Set<String>) {
        guard !ambiguous.contains(name) else { return }
        if let known = table[name], known != value {
            table[name] = nil
            ambiguous.insert(name)
        } else {
            table[name] = value
        }
    }

    private mutating func add(_ file: SourceFile, viewClasses: Set<String>) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            // `extension UILabel { … }`, and a view class of the app's own (`class IKSegmentedControl: UISegmentedControl`,
            // `class AppLabelUrl: AppLabel`) or an extension of one.
            let extends = isText(i, "extension") && viewClasses.contains(file.text(of: tokens[i + 1]))
            let subclasses = isText(i, "class") && isText(i + 2, ":") && i + 3 < tokens.count && viewClasses.contains(file.text(of: tokens[i + 3]))
            guard tokens[i].kind == .identifier, extends || subclasses else { continue }
            var open = i + 2
            while open < tokens.count, !isText(open, "{") { open += 1 }
            guard let close = file.matchingBrace(open) else { continue }
            var j = open + 1
            while j < close {
                defer { j += 1 }
                guard isText(j, "func"), tokens[j + 1].kind == .identifier, isText(j + 2, "("), let list = CallArguments.parse(file, open: j + 2),
                      let bodyOpen = (list.close..<close).first(where: { isText($0, "{") }), let bodyClose = file.matchingBrace(bodyOpen) else { continue }
                let parameters = Self.parameters(list, in: file).map { (label: $0.label, name: $0.name) }
                if var setter = Self.setter(in: (bodyOpen + 1)..<bodyClose, parameters: parameters, file: file, handingItselfTo: parameterSetters) {
                    setter.parameterLabels = Set(parameters.map(\.label))
                    let name = file.text(of: tokens[j + 1])
                    if setter.label.isEmpty {
                        setter.receiverTypes = [file.text(of: tokens[i + 1])]
                        Self.recordComputed(setter, as: name, in: &computedSetters)
                    } else {
                        if !(setters[name] ?? []).contains(setter) { setters[name, default: []].append(setter) }
                    }
                    // (Objective-C calls only a method marked `@objc`, or one of an `@objcMembers` class or an `@objc`
                    // extension, by the name `@objc(…)` gives or the one Swift makes.)
                    let exposed = Self.objectiveCAttribute(before: j, in: file)
                        ?? (Self.attributes(before: i, in: file).contains { $0 == "@objcMembers" || $0 == "@objc" } ? "" : nil)
                    if let exposed, let bridged = Self.objectiveCSelector(name, labels: parameters.map(\.label), setter: setter, named: exposed) {
                        if setter.label.isEmpty {
                            Self.recordComputed(bridged.setter, as: bridged.firstPart, in: &objectiveCComputedSetters)
                        } else {
                            Self.record(bridged.setter, as: bridged.firstPart, in: &objectiveCSetters, ambiguous: &ambiguousObjectiveC)
                        }
                    }
                }
                j = bodyClose
            }
            i = close
        }
    }

    /// The selector Swift gives Objective-C for the method `name` whose parameters take `labels` (`_0`… for unlabelled
    /// ones), as its first part, and `setter` with the part that brings its text for label: `applyButtonStyle(style:withTitle:)`
    /// is `applyButtonStyleWithStyle:withTitle:`; `setPlain(_:)` is `setPlain:`, its text in that first part. Swift adds no
    /// "With" where the label's first word or the name's last is a preposition (`configure(withTitle:)` is `configureWithTitle:`,
    /// `fill(from:)` `fillFrom:`). `named`: the selector `@objc(…)` gives (`"applyStyle:title:"`), its parts the parameters'
    /// in order; empty for Swift's own. Nil for a method of no parameter, or whose text comes in an unlabelled parameter
    /// after the first, which no selector part Swift makes names.
    static func objectiveCSelector(_ name: String, labels: [String], setter: Setter, named: String = "") -> (firstPart: String, setter: Setter)? {
        guard let first = labels.first else { return nil }
        let parts = named.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        if !named.isEmpty {
            // (A computed setter's text comes in no part; another's in the part of its parameter's place.)
            guard parts.count == labels.count, let firstPart = parts.first, !firstPart.isEmpty else { return nil }
            var bridged = setter
            if !setter.label.isEmpty {
                guard let index = labels.firstIndex(of: setter.label) else { return nil }
                bridged.label = parts[index]
            }
            return (firstPart, bridged)
        }
        let firstPart: String
        if first.hasPrefix("_") {
            firstPart = name
        } else {
            let firstWord = String(first.prefix { $0.isLowercase })
            let lastWord = (name.lastIndex(where: \.isUppercase).map { String(name[$0...]) } ?? name).lowercased()
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            let joined = prepositions.contains(firstWord) || prepositions.contains(lastWord)
            firstPart = joined ? name + capitalized : name + "With" + capitalized
        }
        var bridged = setter
        if setter.label == first {
            bridged.label = firstPart
        } else if setter.label.hasPrefix("_") {
            return nil
        }
        return (firstPart, bridged)
    }

    /// Whether the declaration whose `func` is at `index` is marked `@objc`, among the attributes and modifiers before it:
    /// nil if not, else the selector `@objc(…)` names (empty when it names none).
    static func objectiveCAttribute(before index: Int, in file: SourceFile) -> String? {
        let tokens = file.tokens
        for j in attributeIndices(before: index, in: file) where file.text(of: tokens[j]) == "@objc" {
            guard file.token(tokens[j + 1], is: "("), let close = file.matchingBracket(j + 1) else { return "" }
            return ((j + 2)..<close).map { file.text(of: tokens[$0]) }.joined()
        }
        return nil
    }

    /// The attributes written before the declaration whose keyword (`func`, `class`, `extension`) is at `index`.
    static func attributes(before index: Int, in file: SourceFile) -> [String] {
        attributeIndices(before: index, in: file).map { file.text(of: file.tokens[$0]) }
    }

    /// The words that may stand between a declaration's attributes and its keyword.
    static let declarationModifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "override", "static",
                                                    "class", "dynamic", "nonisolated", "mutating", "nonmutating", "required",
                                                    "convenience", "lazy", "weak", "unowned", "indirect", "package"]

    /// The token indices of the attributes before the declaration keyword at `index`, walking back over attributes (with
    /// their arguments: `@objc(applyStyle:title:)`, `@available(iOS 15, *)`) and declaration modifiers only.
    private static func attributeIndices(before index: Int, in file: SourceFile) -> [Int] {
        let tokens = file.tokens
        var found: [Int] = []
        var j = index - 1
        while j >= 0 {
            if file.token(tokens[j], is: ")"), let open = file.openingBracket(of: j), open > 0, tokens[open - 1].kind == .attribute {
                j = open - 1
            }
            if tokens[j].kind == .attribute {
                found.append(j)
            } else if !(tokens[j].kind == .identifier && declarationModifiers.contains(file.text(of: tokens[j]))) {
                break
            }
            j -= 1
        }
        return found
    }

    /// The prepositions after which Swift's Objective-C selectors add no "With": the words its compiler's parts of speech list
    /// as prepositions.
    static let prepositions: Set<String> = ["above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
                                            "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
                                            "preceding", "since", "to", "until", "using", "via", "when", "with", "within"]

    /// The parameters of a function's parameter list: the argument label a call writes (`_0` for the first unlabelled
    /// one), the name the body says, and the tokens of the type. `placeholder: String` is label and name
    /// `placeholder`; `for text: String` label `for`, name `text`; `_ label: UILabel` label `_0`, name `label`.
    static func parameters(_ list: CallArguments, in file: SourceFile) -> [(label: String, name: String, type: Range<Int>)] {
        let tokens = file.tokens
        var parameters: [(label: String, name: String, type: Range<Int>)] = []
        var unlabelled = 0
        for argument in list.arguments {
            let range = argument.range
            if let label = argument.label {
                parameters.append((label, label, range))
            } else if range.count >= 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].kind == .identifier,
                      file.token(tokens[range.lowerBound + 2], is: ":") {
                let external = file.text(of: tokens[range.lowerBound])
                let name = file.text(of: tokens[range.lowerBound + 1])
                let type = (range.lowerBound + 3)..<range.upperBound
                if external == "_" {
                    parameters.append(("_\(unlabelled)", name, type))
                    unlabelled += 1
                } else {
                    parameters.append((external, name, type))
                }
            }
        }
        return parameters
    }

    /// The UIKit views whose text a function may set through a parameter of that type.
    static let parameterViewClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

    private mutating func addParameterSetters(_ file: SourceFile) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        for j in tokens.indices where j + 2 < tokens.count && isText(j, "func") && tokens[j + 1].kind == .identifier && isText(j + 2, "(") {
            guard let list = CallArguments.parse(file, open: j + 2) else { continue }
            // The parameters that bring a view (`displayNameLabel: UILabel`, `_ label: UILabel?`).
            let all = Self.parameters(list, in: file)
            let views = all.filter { parameter in
                guard let first = parameter.type.first, parameter.type.count <= 2, tokens[first].kind == .identifier else { return false }
                return Self.parameterViewClasses.contains(file.text(of: tokens[first]))
                    && (parameter.type.count == 1 || isText(first + 1, "?") || isText(first + 1, "!"))
            }
            guard !views.isEmpty, let bodyOpen = (list.close..<min(list.close + 12, tokens.count)).first(where: { isText($0, "{") }),
                  let bodyClose = file.matchingBrace(bodyOpen) else { continue }
            var found: [Setter] = []
            for view in views {
                let others = all.filter { $0.name != view.name }.map { (label: $0.label, name: $0.name) }
                if let setter = Self.setter(ofParameter: view.name, label: view.label, in: (bodyOpen + 1)..<bodyClose, file: file, others: others) {
                    found.append(setter)
                }
            }
            guard !found.isEmpty else { continue }
            Self.recordParameterSetters(found, as: file.text(of: tokens[j + 1]), in: &parameterSetters, ambiguous: &ambiguousParameterSetters)
        }
    }

    /// What the body `range` sets on the view its parameter `name` (passed under `label`) holds: `name.text = …`, `name?.attributedText = …`,
    /// `name.setTitle(…, for: .normal)`. A value that reads the view's own text (`name.text = name.text?.uppercased()`)
    /// keeps what the view had: no setter. The setter's ``Setter/textLabel`` is the first of the `others` parameters the
    /// value says, and ``Setter/looksUp`` whether it looks up what it is given (`label.text = NSLocalizedString(key, …)`).
    private static func setter(ofParameter name: String, label: String, in range: Range<Int>, file: SourceFile,
                               others: [(label: String, name: String)] = []) -> Setter? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func from(_ values: Range<Int>, _ setter: Setter) -> Setter {
            var setter = setter
            setter.textLabel = others.first { other in values.contains { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == other.name } }?.label
            setter.looksUp = values.contains { tokens[$0].kind == .identifier && LocalizedStringCall.namesLocalizing(file.text(of: tokens[$0])) }
            return setter
        }
        for i in range where tokens[i].kind == .identifier && file.text(of: tokens[i]) == name && !isText(i - 1, ".") {
            var dot = i + 1
            if isText(dot, "?") || isText(dot, "!") { dot += 1 }
            guard isText(dot, "."), dot + 2 < range.upperBound, tokens[dot + 1].kind == .identifier else { continue }
            let member = file.text(of: tokens[dot + 1])
            if let property = OutletScanner.textProperties[member], isText(dot + 2, "="), !isText(dot + 3, "=") {
                var end = dot + 3
                while end < range.upperBound, tokens[end].line == tokens[dot + 3].line { end += 1 }
                let readsItself = ((dot + 3)..<end).contains { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == name }
                if !readsItself { return from((dot + 3)..<end, Setter(property: property, label: label, state: nil)) }
            } else if member == "setTitle" || member == "setAttributedTitle", isText(dot + 2, "("), let arguments = CallArguments.parse(file, open: dot + 2) {
                let state = arguments.argument(labeled: "for").map { $0.range.map { file.text(of: tokens[$0]) }.joined() }
                let setter = Setter(property: member == "setTitle" ? .title : .attributedTitle, label: label, state: state)
                return arguments.arguments.first.map { from($0.range, setter) } ?? setter
            }
        }
        return nil
    }

    /// What the body `range` sets on `self` from one of `parameters`: `text = p`, `self.attributedPlaceholder =
    /// NSAttributedString(string: p, …)`, `setTitle(p, for: .normal)`, `setAttributedTitle(p, for: .normal)`; or what a
    /// function of `handingItselfTo` (``parameterSetters``) sets on the view it is given, called with `self` as that view
    /// and a parameter in the argument it makes the text from (``Setter/textLabel``; edX's `applyButtonStyle(style:withTitle:)`,
    /// which calls `style.applyToButton(button: self, withTitle: text)`, whose body sets the button's attributed title); or,
    /// failing both, a text of its own making (``Setter/label`` empty).
    private static func setter(in range: Range<Int>, parameters: [(label: String, name: String)], file: SourceFile,
                               handingItselfTo functions: [String: [Setter]] = [:]) -> Setter? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func parameter(in values: Range<Int>, through locals: [(label: String, name: String)] = []) -> String? {
            (parameters + locals).first { parameter in values.contains { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == parameter.name } }?.label
        }
        // A parameter the method looks up (`text = key.localized`, or a local made so) is a key, not the text shown.
        var lookedUpLocals = Set<String>()
        func looksUp(_ values: Range<Int>) -> Bool {
            values.contains { tokens[$0].kind == .identifier
                && (LocalizedStringCall.namesLocalizing(file.text(of: tokens[$0])) || lookedUpLocals.contains(file.text(of: tokens[$0]))) }
        }
        // A local made from a parameter stands for it (Zap's `setMarkdown(_:…)`: `let attributedString =
        // NSMutableAttributedString(string: markdownText…)`, then `attributedText = attributedString`).
        var locals: [(label: String, name: String)] = []
        for i in range where (isText(i, "let") || isText(i, "var")) && isText(i + 2, "=") && i + 1 < tokens.count && tokens[i + 1].kind == .identifier {
            var end = i + 3
            while end < range.upperBound, tokens[end].line == tokens[i + 3].line { end += 1 }
            if let label = parameter(in: (i + 3)..<end, through: locals) {
                let name = file.text(of: tokens[i + 1])
                if looksUp((i + 3)..<end) { lookedUpLocals.insert(name) }
                locals.append((label, name))
            }
        }
        // A text the method sets from none of its parameters (``Setter/label`` empty): what it shows is known only at run time.
        // And one a function it hands itself to sets: both count only where the method sets no text of its own from a parameter.
        var computed: Setter?, handed: Setter?
        // Each local's name and where it holds: from its declaration to the end of its block (an `if let`'s or a `while
        // let`'s own block only).
        var localScopes: [(name: String, scope: Range<Int>)] = []
        for d in range where (isText(d, "let") || isText(d, "var")) && d + 1 < range.upperBound && tokens[d + 1].kind == .identifier {
            var end = range.upperBound
            if isText(d - 1, "if") || isText(d - 1, "while") {
                if let open = ((d + 2)..<range.upperBound).first(where: { isText($0, "{") }), let close = file.matchingBrace(open) { end = close }
            } else {
                var holder = file.enclosingBracket(of: d)
                while let bracket = holder, !isText(bracket, "{") { holder = file.enclosingBracket(of: bracket) }
                if let open = holder, let close = file.matchingBrace(open) { end = min(close, range.upperBound) }
            }
            localScopes.append((file.text(of: tokens[d + 1]), d..<end))
        }
        func isLocal(_ name: String, at index: Int) -> Bool { localScopes.contains { $0.name == name && $0.scope.contains(index) } }
        for i in range where tokens[i].kind == .identifier {
            let name = file.text(of: tokens[i])
            // `text = …`, `self.text = …` or, in a closure, `self?.setTitle(…)`; not another object's (`label.text = …`).
            let ownProperty = !isText(i - 1, ".") || (isText(i - 2, "self") && !isText(i - 3, "."))
                || (isText(i - 2, "?") && isText(i - 3, "self") && !isText(i - 4, "."))
            // (`let title = …` declares a local of that name, and `title = …` then sets it, unless written `self.title`.)
            let local = isLocal(name, at: i) && !(isText(i - 1, ".") && isText(i - 2, "self"))
            if let property = OutletScanner.textProperties[name], ownProperty, !local, !isText(i - 1, "let"), !isText(i - 1, "var"),
               isText(i + 1, "="), !isText(i + 2, "=") {
                var end = i + 2
                while end < range.upperBound, tokens[end].line == tokens[i + 2].line { end += 1 }
                if let label = parameter(in: (i + 2)..<end, through: locals) {
                    return Setter(property: property, label: label, state: nil, looksUp: looksUp((i + 2)..<end))
                }
                // A value the method makes itself, not from its own text (edX's `AgreementTextView.setup(for:config:)`, whose
                // `attributedText` it builds from the app's strings): kept in case no parameter's text is set.
                let readsItself = ((i + 2)..<end).contains { j in
                    let said = file.text(of: tokens[j])
                    return tokens[j].kind == .identifier && OutletScanner.textProperties[said] != nil && !isLocal(said, at: j)
                        && (!isText(j - 1, ".") || isText(j - 2, "self"))
                }
                if computed == nil, !readsItself { computed = Setter(property: property, label: "", state: nil) }
            } else if name == "removeAllSegments", ownProperty, isText(i + 1, "("), isText(i + 2, ")"),
                      let insert = ((i + 3)..<range.upperBound).first(where: { isText($0, "insertSegment") && isText($0 + 1, "(") }),
                      let arguments = CallArguments.parse(file, open: insert + 1), let title = arguments.argument(labeled: "withTitle"),
                      let label = parameter(in: title.range, through: locals) {
                // A segmented control's method that removes every segment and inserts one per title it is given (kDrive's
                // `setSegments(_:)`): the storyboard's segments are all replaced.
                return Setter(property: .segmentTitle, label: label, state: nil, looksUp: looksUp(title.range))
            } else if name == "setTitle" || name == "setAttributedTitle", ownProperty, isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
                      let value = arguments.arguments.first, value.label == nil, let label = parameter(in: value.range, through: locals) {
                var state = arguments.argument(labeled: "for").map { $0.range.map { file.text(of: tokens[$0]) }.joined() }
                // A title set for each state a closure is given (VerificaC19's `allStates.forEach { self?.setTitle(title, for: $0) }`)
                // is set for the normal state among them.
                if state == "$0" { state = ".normal" }
                return Setter(property: name == "setTitle" ? .title : .attributedTitle, label: label, state: state, looksUp: looksUp(value.range))
            } else if let setters = functions[name], isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1) {
                // (The arguments under the labels a function's parameters take, `_0`… for unlabelled ones.)
                let labelled = arguments.passed.map { (label: $0.label, range: $0.argument.range) }
                // (Only the argument the function makes the text from, and only a parameter of this method in it.)
                let handedOver = Set(labelled.filter { $0.range.count == 1 && isText($0.range.lowerBound, "self") }.map(\.label))
                guard handed == nil, let setter = setters.first(where: { handedOver.contains($0.label) }), let textLabel = setter.textLabel,
                      let argument = labelled.first(where: { $0.label == textLabel }), let label = parameter(in: argument.range, through: locals) else { continue }
                handed = Setter(property: setter.property, label: label, state: setter.state, looksUp: setter.looksUp || looksUp(argument.range))
            }
        }
        return handed ?? computed
    }
}
