import L10nStrings

/// Reads one source file's classes, outlet declarations and assignments to outlets' text properties, by
/// tokens: Swift type bodies (`class`, `extension`…) and function scopes with their local names and
/// parameters, Objective-C `@interface`/`@implementation` blocks and methods.
struct OutletScanner {
    struct ClassDeclaration {
        var name: String
        var superclass: String?
    }

    struct Result {
        var classes: [ClassDeclaration] = []
        /// The types Swift `extension`s of the file add to (`View`, `String`, one of the app's).
        var extensions: [String] = []
        /// The Objective-C classes the file's `@interface`s declare to adopt protocols (`<UITableViewDelegate>`):
        /// frameworks call their methods by those protocols.
        var protocolAdopters: [String] = []
        /// What each Swift type, extension and protocol of the file names in its inherited list
        /// (`struct AddEntry: AppIntent, Sendable` → `AppIntent`, `Sendable`), in order.
        var inherited: [String: [String]] = [:]
        var outlets: [OutletDeclaration] = []
        var assignments: [OutletAssignment] = []
        var unresolved: [UnresolvedOutletAssignment] = []
        /// Assignments to views found by `viewWithTag(n)` (``OutletAssignment/tag`` set).
        var tagged: [OutletAssignment] = []
        /// Classes that implement `tableView(_:titleForHeaderInSection:)` (`header`) or `…FooterInSection:`.
        var sectionTitles: [SectionTitleProvider] = []
        /// Nibs a class loads by a literal name (`UINib(nibName:)`, `loadNibNamed`, `init(nibName:)`).
        var nibLoads: [NibLoad] = []
        /// The Objective-C properties of a written object type the file declares, by class and name
        /// (`@property (strong) PersonView *personView;`).
        var objectiveCPropertyTypes: [String: [String: String]] = [:]
        /// Objective-C methods that set the text of a view they take as a parameter, and the messages that pass
        /// outlets to methods (joined over all files: ``ObjectiveCSend/assignments(_:setters:)``).
        var viewSetters: [ObjectiveCViewSetter] = []
        var sends: [ObjectiveCSend] = []
    }

    static let textProperties: [String: OutletAssignment.Property] = [
        "text": .text, "title": .title, "placeholder": .placeholder, "attributedText": .attributedText,
        "attributedPlaceholder": .attributedPlaceholder, "scopeButtonTitles": .scopeButtonTitles,
        // AppKit's controls (NSTextField, NSButton's cell).
        "stringValue": .text, "attributedStringValue": .attributedText, "placeholderString": .placeholder,
    ]
    /// Swift setters: UIButton's `setTitle(_:for:)`, and WatchKit's `setText(_:)` / `setTitle(_:)` (no state).
    static let swiftTitleSetters: [String: OutletAssignment.Property] = [
        "setTitle": .title, "setAttributedTitle": .attributedTitle, "setText": .text, "setAttributedText": .attributedText,
        "setImage": .segmentTitle,
    ]
    static let objectiveCSetters: [String: OutletAssignment.Property] = [
        "setText": .text, "setTitle": .title, "setPlaceholder": .placeholder, "setAttributedText": .attributedText,
        "setAttributedTitle": .attributedTitle, "setAttributedPlaceholder": .attributedPlaceholder,
        "setStringValue": .text, "setAttributedStringValue": .attributedText, "setPlaceholderString": .placeholder,
        "setScopeButtonTitles": .scopeButtonTitles,
    ]
    static let transforms: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized",
        "uppercaseString", "lowercaseString", "capitalizedString", "localizedUppercaseString", "localizedLowercaseString",
        "localizedCapitalizedString",
    ]

    let file: SourceFile
    let tokens: [SourceToken]
    /// The app's own methods that set a UIKit view's text (``ViewTextSetters``).
    var viewTextSetters = ViewTextSetters()
    /// The properties of the app that are one lookup each (``LookupAccessor``), by name.
    var accessors: [String: LocalizedStringCall] = [:]
    /// Localized calls by the location of their function name.
    let calls: [SourceLocation: LocalizedStringCall]
    var result = Result()
    /// Names the file binds once to an integer literal (see ``integerConstants(in:)``): what a tag written as
    /// a constant (`viewWithTag:CellLabelTag`) stands for.
    let integerConstants: [String: Int]

    init(file: SourceFile, calls: [LocalizedStringCall], headerConstants: [String: Int] = [:]) {
        self.file = file
        self.tokens = file.tokens
        var byLocation: [SourceLocation: LocalizedStringCall] = [:]
        for call in calls where byLocation[call.location] == nil { byLocation[call.location] = call }
        self.calls = byLocation
        self.integerConstants = Self.integerConstants(in: file).merging(headerConstants) { own, _ in own }
    }

    /// The integer constants of `headers` (`#define XIB_MAIN_MENU_CELL_TITLE 3` in Kodi's `AppDelegate.h`, which its
    /// controllers import), each name bound to one value over all of them.
    static func headerConstants(_ headers: [SourceFile]) -> [String: Int] {
        var values: [String: Int] = [:]
        for header in headers {
            for (name, value) in integerConstants(in: header) { values[name] = values[name].map { $0 == value ? value : Int.min } ?? value }
        }
        return values.filter { $0.value != Int.min }
    }

    /// The names `file` declares with an integer literal value and never assigns again: `static const int
    /// CellLabelTag = 200;`, `#define TitleTag 2`, Swift `let titleTag = 2` or `static let titleTag: Int = 2`.
    /// A name assigned anywhere else, or declared with two values, is left out: its value is not known.
    static func integerConstants(in file: SourceFile) -> [String: Int] {
        let tokens = file.tokens
        func text(_ i: Int) -> String? { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : nil }
        func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        var values: [String: Int] = [:]
        var assignments: [String: Int] = [:]
        for i in tokens.indices where isIdentifier(i) {
            guard let name = text(i) else { continue }
            if let directive = text(i - 1), directive.hasPrefix("#"), directive.hasSuffix("define"), let value = text(i + 1).flatMap({ Int($0) }) {
                assignments[name, default: 0] += 1
                values[name] = values[name].map { $0 == value ? value : Int.min } ?? value
                continue
            }
            // `name = 2` or `name: Int = 2`.
            var equals = i + 1
            if text(equals) == ":", isIdentifier(equals + 1) { equals += 2 }
            guard text(equals) == "=" else { continue }
            assignments[name, default: 0] += 1
            let declared = isIdentifier(i - 1) && text(i - 1) != "return"
            guard declared, let value = text(equals + 1).flatMap({ Int($0) }) else { continue }
            // The literal is the whole value, not the start of `2 + x`.
            let continues = text(equals + 2).map { ["+", "-", "*", "/", "<<", ">>", "|", "&", "?", "."].contains($0) } ?? false
            if !continues { values[name] = values[name].map { $0 == value ? value : Int.min } ?? value }
        }
        return values.filter { $0.value != Int.min && assignments[$0.key] == 1 }
    }

    /// `propertyTypes`: the Objective-C properties the headers declare (``Result/objectiveCPropertyTypes``), through
    /// which `self.personView.nameLabel.text = …` reaches a view's outlet.
    /// `headerConstants`: the integer constants the headers an Objective-C file imports may declare (``headerConstants(_:)``),
    /// for names the file does not bind itself.
    /// `accessors`: the app's properties that are one lookup each (``LookupAccessor``): reading `L10n.cont` is its lookup.
    static func scan(_ file: SourceFile, calls: [LocalizedStringCall], setters: ViewTextSetters = ViewTextSetters(),
                     propertyTypes: [String: [String: String]] = [:], headerConstants: [String: Int] = [:],
                     accessors: [String: LocalizedStringCall] = [:]) -> Result {
        var scanner = OutletScanner(file: file, calls: calls, headerConstants: headerConstants)
        scanner.viewTextSetters = setters
        scanner.accessors = accessors
        scanner.result.objectiveCPropertyTypes = propertyTypes
        if file.language == .swift { scanner.scanSwift() } else { scanner.scanObjectiveC() }
        return scanner.result
    }

    // MARK: - Token helpers

    func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
    func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
    func text(_ i: Int) -> String { file.text(of: tokens[i]) }

    func isSingle(_ i: Int, _ c: UInt8) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let token = tokens[i]
        return token.kind == .punctuation && token.end - token.start == 1 && file.bytes[token.start] == c
    }

    func isOpener(_ i: Int) -> Bool { file.isBracket(i, opening: true) }
    func isCloser(_ i: Int) -> Bool { file.isBracket(i, opening: false) }

    /// The index of the token closing the bracket opened at `open`, or nil.
    func matching(_ open: Int) -> Int? { file.matchingBracket(open) }

    func sourceText(_ range: Range<Int>) -> String { CallArguments.text(of: range, in: file) }

    // MARK: - Values

    /// What the tokens in `range` put into the view.
    func classify(_ range: Range<Int>) -> AssignedValue {
        guard let first = range.first, let last = range.last else { return .other("") }
        // A localized call, as it is or transformed.
        if let (call, close) = localizedCall(at: first) {
            if close == last { return .localized(call, .direct) }
            // Swift: CALL.uppercased() / CALL.capitalized
            if isText(close + 1, "."), isIdentifier(close + 2), Self.transforms.contains(text(close + 2)) {
                let end = isText(close + 3, "(") && isText(close + 4, ")") ? close + 4 : close + 2
                if end == last { return .localized(call, .transformed(text(close + 2))) }
            }
        }
        // Objective-C: [CALL uppercaseString]
        if isText(first, "["), let (call, close) = localizedCall(at: first + 1), isIdentifier(close + 1), Self.transforms.contains(text(close + 1)),
           isText(close + 2, "]"), close + 2 == last {
            return .localized(call, .transformed(text(close + 1)))
        }
        // Formats: String(format: CALL, …), String.localizedStringWithFormat(CALL, …), [NSString stringWithFormat:CALL, …]
        var formatCall: Int?
        var formatEnd: Int?
        if (isText(first, "String") || isText(first, "NSString")), isText(first + 1, "("), isText(first + 2, "format"), isText(first + 3, ":") {
            formatCall = first + 4
            formatEnd = matching(first + 1)
        } else if isText(first, "String"), isText(first + 1, "."), isText(first + 2, "localizedStringWithFormat"), isText(first + 3, "(") {
            formatCall = first + 4
            formatEnd = matching(first + 3)
        } else if isText(first, "["), isText(first + 1, "NSString"), isText(first + 2, "stringWithFormat") || isText(first + 2, "localizedStringWithFormat"),
                  isText(first + 3, ":") {
            formatCall = first + 4
            formatEnd = matching(first)
        }
        if let formatCall, let formatEnd, formatEnd == last, let (call, _) = localizedCall(at: formatCall) {
            return .localized(call, .format(arguments: call.formatArgumentCount ?? 0))
        }
        // An attributed string of a lookup, styled: `NSAttributedString(string: CALL, attributes: …)` (Orbot's buttons).
        if isText(first, "NSAttributedString") || isText(first, "NSMutableAttributedString"), isText(first + 1, "("), matching(first + 1) == last,
           let string = CallArguments.parse(file, open: first + 1)?.argument(labeled: "string"),
           case .localized(let call, _) = classify(string.range) {
            return .localized(call, .direct)
        }
        if case .literal(let literal, _) = CallArguments.value(of: range, in: file), let value = literal.value {
            return .literal(value)
        }
        // A type's accessor that is one lookup (`L10n.cont`, `Strings.Settings.title`): names and dots, led by a type's.
        if range.count >= 3, range.count % 2 == 1, isIdentifier(last), let call = accessors[text(last)],
           text(first).first?.isUppercase == true,
           range.enumerated().allSatisfy({ $0.offset % 2 == 0 ? isIdentifier($0.element) : isText($0.element, ".") }) {
            return .localized(call, .direct)
        }
        let written = WrittenText.texts(of: range, in: file)
        if !written.isEmpty {
            return .composed(written: written.map { WrittenPart(text: $0.text, location: tokens[$0.token].location) }, expression: sourceText(range))
        }
        return .other(sourceText(range))
    }

    /// The localized call whose name is the token at `index`, and the index of its closing parenthesis; or a
    /// `String` wrapper read on the literal at `index` (`"key".localized`, `"key".localized(…)`), and the
    /// index of its last token.
    func localizedCall(at index: Int) -> (LocalizedStringCall, Int)? {
        guard index >= 0, index < tokens.count, let call = calls[tokens[index].location] else { return nil }
        if isIdentifier(index), isText(index + 1, "("), let close = matching(index + 1) { return (call, close) }
        // `R.string.localizable.name(…)`, `R.string(…).localizable.name`, `strings.name` (its name the key's token)
        if call.form == .generatedAccessor, let name = tokens[index...].firstIndex(where: { $0.location == call.keyLocation }) {
            if isText(name + 1, "("), let close = matching(name + 1) { return (call, close) }
            return (call, name)
        }
        guard call.form == .wrapper, !isIdentifier(index) else { return nil }
        let dot = isText(index, "@") ? index + 2 : index + 1
        guard isText(dot, "."), isIdentifier(dot + 1) else { return nil }
        if isText(dot + 2, "("), let close = matching(dot + 2) { return (call, close) }
        return (call, dot + 1)
    }
}
