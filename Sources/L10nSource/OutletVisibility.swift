import L10nStrings

/// A place where code shows or hides a view it reaches by name: `replyView.isHidden = true`,
/// `self.replyView.hidden = YES`, `[_replyView setHidden:NO]`.
public struct OutletVisibility: Sendable, Equatable {
    /// The class whose code it is, when the view is the class's own (`name`, `self.name`, `_name`); nil when
    /// reached through another object (`cell.name`), which may be an instance of any class.
    public var className: String?
    /// The property's name (an Objective-C `_name` ivar is `name`).
    public var outlet: String
    /// Whether the statement certainly hides the view (`= true`, `YES`); false for anything else (`= false`,
    /// `= !isEditing`, `toggle()`).
    public var hides: Bool
    /// The method it is in (`viewDidLoad`), nil outside methods.
    public var method: String?
    /// Whether it runs whenever the method does: directly in its body, not under an `if`, a loop or a closure.
    public var isUnconditional: Bool
    public var path: String
    public var location: SourceLocation

    public init(className: String?, outlet: String, hides: Bool, method: String?, isUnconditional: Bool, path: String, location: SourceLocation) {
        self.className = className
        self.outlet = outlet
        self.hides = hides
        self.method = method
        self.isUnconditional = isUnconditional
        self.path = path
        self.location = location
    }

    /// The methods that run before a screen is first seen: a view hidden there starts hidden.
    public static let setUpMethods: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewDidAppear", "init", "initWithCoder", "initWithNibName",
        "setupView", "setupViews", "setupUI", "configureView", "configureUI",
    ]

    /// The statements of `file` that show or hide a view reached by name, in file order.
    static func scan(_ file: SourceFile, scopes: SourceScopes) -> [OutletVisibility] {
        let tokens = file.tokens
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
        func isPunctuation(_ i: Int, _ value: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && text(i) == value }
        func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        /// The receiver ending at `end` (a name, `self.name`, `_name`, or `x.name`): its property and whether
        /// it is the class's own.
        /// Whether the statement starting at `start` is one of its block's own: after a `;`, `{` or `}` (or a line
        /// break in Swift), not after an Objective-C `if (…)` or `else` that governs it without braces.
        func startsStatement(_ start: Int) -> Bool {
            let before = start - 1
            if before < 0 { return true }
            if isPunctuation(before, ";") || isPunctuation(before, "{") || isPunctuation(before, "}") { return true }
            // Swift has no braceless `if`: a statement begins a line.
            return file.language == .swift && tokens[before].line < tokens[start].line
        }
        /// The first token of the receiver ending at `end` (`self` of `self.name`, `[` of `[self.name setHidden:]`).
        func statementStart(receiverEnd end: Int) -> Int {
            func unwrapped(_ index: Int) -> Int { isPunctuation(index, "?") || isPunctuation(index, "!") ? index - 1 : index }
            var start = unwrapped(end)
            while isPunctuation(start - 1, ".") { start = unwrapped(start - 2) }
            return isPunctuation(start - 1, "[") ? start - 1 : start
        }
        func receiver(endingAt last: Int) -> (outlet: String, own: Bool)? {
            // `name?.isHidden`, `name!.isHidden`
            let end = isPunctuation(last, "?") || isPunctuation(last, "!") ? last - 1 : last
            guard isIdentifier(end) else { return nil }
            var name = text(end)
            if name.hasPrefix("_"), file.language != .swift { name.removeFirst() }
            guard !name.isEmpty, name != "self" else { return nil }
            if !isPunctuation(end - 1, ".") { return (name, true) }
            // `self.name`, nothing before `self`.
            let own = text(end - 2) == "self" && !isPunctuation(end - 3, ".")
            return (name, own)
        }
        var found: [OutletVisibility] = []
        func record(_ target: (outlet: String, own: Bool), hides: Bool, at i: Int, receiverEnd: Int) {
            let unconditional = scopes.nesting[i] == 0 && startsStatement(statementStart(receiverEnd: receiverEnd))
            found.append(OutletVisibility(className: target.own ? scopes.classes[i] : nil, outlet: target.outlet, hides: hides,
                                          method: scopes.methods[i], isUnconditional: unconditional, path: file.path,
                                          location: SourceLocation(line: tokens[i].line, column: tokens[i].column)))
        }
        let truth: Set<String> = file.language == .swift ? ["true"] : ["YES", "true", "TRUE"]
        for i in tokens.indices where tokens[i].kind == .identifier {
            let name = text(i)
            if (name == "isHidden" || name == "hidden"), isPunctuation(i - 1, "."), let target = receiver(endingAt: i - 2) {
                if isPunctuation(i + 1, "=") {
                    // `= true` alone (the statement ends after it), or anything else.
                    let literal = truth.contains(text(i + 2)) && (i + 3 >= tokens.count || tokens[i + 3].line > tokens[i + 2].line
                                                                 || isPunctuation(i + 3, ";") || isPunctuation(i + 3, "}"))
                    record(target, hides: literal, at: i, receiverEnd: i - 2)
                } else if isPunctuation(i + 1, ".") || isPunctuation(i + 1, "+=") {
                    record(target, hides: false, at: i, receiverEnd: i - 2)   // `isHidden.toggle()`
                }
            } else if name == "setHidden", isPunctuation(i + 1, ":") || isPunctuation(i + 1, "("), let target = receiver(endingAt: i - 1) {
                // `[view setHidden:YES]`, `view.setHidden(true)`.
                let literal = truth.contains(text(i + 2)) && (isPunctuation(i + 3, "]") || isPunctuation(i + 3, ")"))
                record(target, hides: literal, at: i, receiverEnd: i - 1)
            }
        }
        return found
    }
}
