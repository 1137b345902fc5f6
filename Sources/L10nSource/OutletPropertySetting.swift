import L10nStrings

/// A place where code sets a layout property of a view it reaches by name, through the view or its title
/// label: `detailLabel.numberOfLines = 0`, `cell.nameLabel.adjustsFontSizeToFitWidth = true`,
/// `[self.shareButton setTitleEdgeInsets:…]`, `button.titleLabel?.numberOfLines = 2`.
public struct OutletPropertySetting: Sendable, Equatable {
    /// The properties read: a label's lines and shrinking, a button's edge insets.
    public enum Property: String, Sendable, CaseIterable {
        case numberOfLines, adjustsFontSizeToFitWidth, minimumScaleFactor
        case contentEdgeInsets, titleEdgeInsets, imageEdgeInsets
    }

    /// The class whose code it is, when the view is the class's own (`name`, `self.name`, `_name`); nil when
    /// reached through another object (`cell.name`).
    public var className: String?
    /// The property's name (an Objective-C `_name` ivar is `name`).
    public var outlet: String
    /// Whether the property set is the title label's (`button.titleLabel.numberOfLines`).
    public var throughTitleLabel: Bool
    public var property: Property
    /// The value when it is one literal (`0`, `true`, `YES`, `0.5`); nil for anything else.
    public var literal: String?
    public var path: String
    public var location: SourceLocation

    public init(className: String?, outlet: String, throughTitleLabel: Bool, property: Property, literal: String?, path: String,
                location: SourceLocation) {
        self.className = className
        self.outlet = outlet
        self.throughTitleLabel = throughTitleLabel
        self.property = property
        self.literal = literal
        self.path = path
        self.location = location
    }

    /// The literal as a number (`YES`/`true` are 1, `NO`/`false` 0), or nil.
    public var number: Double? {
        guard let literal else { return nil }
        switch literal {
        case "true", "YES", "TRUE": return 1
        case "false", "NO", "FALSE": return 0
        default: return Double(literal.hasSuffix("f") || literal.hasSuffix("F") ? String(literal.dropLast()) : literal)
        }
    }

    /// The statements of `file` that set one of ``Property``'s properties on a view reached by name, in file order.
    static func scan(_ file: SourceFile, scopes: SourceScopes) -> [OutletPropertySetting] {
        let tokens = file.tokens
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
        func isPunctuation(_ i: Int, _ value: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && text(i) == value }
        func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        /// `name?` and `name!` end at `name`.
        func unwrapped(_ i: Int) -> Int { isPunctuation(i, "?") || isPunctuation(i, "!") ? i - 1 : i }
        /// The view ending at `last` (`name`, `self.name`, `x.name`, or any of them followed by `.titleLabel`).
        func receiver(endingAt last: Int) -> (outlet: String, own: Bool, titleLabel: Bool)? {
            var end = unwrapped(last)
            var titleLabel = false
            // `button.titleLabel` is a button's title label; `titleLabel` and `self.titleLabel`, an outlet of that name.
            if text(end) == "titleLabel", isPunctuation(end - 1, "."), text(unwrapped(end - 2)) != "self" {
                titleLabel = true
                end = unwrapped(end - 2)
            }
            guard isIdentifier(end) else { return nil }
            var name = text(end)
            if name.hasPrefix("_"), file.language != .swift { name.removeFirst() }
            // A view class's code setting its own property (`self.adjustsFontSizeToFitWidth = true`, `[self setNumberOfLines:0]`).
            if name == "self", !isPunctuation(end - 1, ".") { return ("self", true, false) }
            guard !name.isEmpty, name != "self" else { return nil }
            if !isPunctuation(end - 1, ".") { return (name, true, titleLabel) }
            let own = text(end - 2) == "self" && !isPunctuation(end - 3, ".")
            return (name, own, titleLabel)
        }
        /// One literal value starting at `i` and ending the statement (a line end, `;`, `]` or `)`).
        func literal(at i: Int) -> String? {
            guard i < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .number else { return nil }
            let next = i + 1
            let ends = next >= tokens.count || tokens[next].line > tokens[i].line
                || isPunctuation(next, ";") || isPunctuation(next, "]") || isPunctuation(next, ")") || isPunctuation(next, "}")
            return ends ? text(i) : nil
        }
        var found: [OutletPropertySetting] = []
        for i in tokens.indices where tokens[i].kind == .identifier {
            let name = text(i)
            var property: Property?
            var receiverEnd = -1
            var valueStart = -1
            if let direct = Property(rawValue: name), isPunctuation(i - 1, "."), isPunctuation(i + 1, "=") {
                // `receiver.property = value`
                property = direct
                receiverEnd = i - 2
                valueStart = i + 2
            } else if let direct = Property(rawValue: name), file.language == .swift, isPunctuation(i + 1, "="), !isPunctuation(i - 1, "."),
                      scopes.classes[i] != nil, i > 0, tokens[i - 1].line < tokens[i].line || isPunctuation(i - 1, "{") || isPunctuation(i - 1, ";") {
                // A Swift view class's own property, said bare at a statement's start (`adjustsFontSizeToFitWidth = true`).
                found.append(OutletPropertySetting(
                    className: scopes.classes[i], outlet: "self", throughTitleLabel: false, property: direct, literal: literal(at: i + 2),
                    path: file.path, location: SourceLocation(line: tokens[i].line, column: tokens[i].column)))
                continue
            } else if name.hasPrefix("set"), name.count > 3, isPunctuation(i + 1, ":") {
                // `[receiver setProperty:value]` (Swift has no such setter: only the message form).
                let rest = name.dropFirst(3)
                let propertyName = rest.prefix(1).lowercased() + rest.dropFirst()
                if let setter = Property(rawValue: propertyName) {
                    property = setter
                    receiverEnd = i - 1
                    valueStart = i + 2
                }
            }
            guard let property, let target = receiver(endingAt: receiverEnd) else { continue }
            found.append(OutletPropertySetting(
                className: target.own ? scopes.classes[i] : nil, outlet: target.outlet, throughTitleLabel: target.titleLabel,
                property: property, literal: literal(at: valueStart), path: file.path,
                location: SourceLocation(line: tokens[i].line, column: tokens[i].column)))
        }
        return found
    }
}
