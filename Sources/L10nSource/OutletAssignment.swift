import L10nStrings

/// A place in the sources where code sets the text of an outlet's view, and what it sets.
public struct OutletAssignment: Sendable, Equatable {
    /// The text property set.
    public enum Property: String, Sendable {
        /// `label.text = …`, `[label setText:…]` (UILabel, UITextField, UITextView).
        case text
        /// `item.title = …` (UIBarButtonItem, UINavigationItem…), or a button's title through
        /// `setTitle(_:for:)` / `setTitle:forState:` (then ``OutletAssignment/state`` is set).
        case title
        /// `setAttributedTitle(_:for:)` / `setAttributedTitle:forState:`.
        case attributedTitle
        /// `field.placeholder = …`.
        case placeholder
        /// `label.attributedText = …`.
        case attributedText
        /// `field.attributedPlaceholder = …`.
        case attributedPlaceholder
        /// `control.setTitle(_:forSegmentAt:)`, or `setImage(_:forSegmentAt:)`: a segment shows a title or
        /// an image, never both, so an image hides the title too (``OutletAssignment/segment``).
        case segmentTitle
        /// `button.configuration?.title = …`, or a whole configuration made in code (`button.configuration =
        /// config`, where `config` is not the button's own): the configuration's title is what shows.
        case configurationTitle
        /// `searchBar.scopeButtonTitles = […]`, `[searchBar setScopeButtonTitles:…]`: every scope button's title.
        case scopeButtonTitles
    }

    /// The class whose code makes the assignment.
    public var codeClass: String
    /// The class that holds the outlet the assignment goes through: `codeClass` for `self.label`, the
    /// declared type of `cell` for `cell.titleLabel` (`as! MyCell`, `let cell: MyCell`, a parameter).
    public var outletClass: String
    /// The outlet property (`titleLabel`; an Objective-C `_titleLabel` ivar is `titleLabel`), or `self` for the
    /// type's own `title` (`self.title = …`, `title = …`: a view controller's navigation item title).
    public var outlet: String
    public var property: Property
    /// For `setTitle(_:for:)`: the state as written (`.normal`, `UIControlStateNormal`, `[]`); else nil.
    public var state: String?
    public var value: AssignedValue
    public var path: String
    /// Where the statement starts (the receiver, or the `[` of a message).
    public var location: SourceLocation
    /// For ``Property/segmentTitle``: the segment's index when written as a literal; nil when computed
    /// (a loop over the segments), which may be any segment.
    public var segment: Int?
    /// For a view reached by `viewWithTag(n)` rather than an outlet: the tag (then `outlet` is empty and
    /// `outletClass` is the class whose code looks the view up).
    public var tag: Int?
    /// Whether the assignment goes to each subview of the outlet's view rather than the view itself
    /// (`for button in stack.arrangedSubviews { button.setTitle(…) }`).
    public var reachesSubviews: Bool
    /// Whether the assignment gives a view the text the method that makes it starts it with (`self.descriptionLabel =
    /// UILabel()`, then `.text = "0 photos"`), where the class's code sets that text again in another method (a cell's
    /// data binding): it stands in for what the other method sets (see ``markingStartingTexts(_:in:scopes:made:)``).
    public var isStartingText = false

    public init(codeClass: String, outletClass: String, outlet: String, property: Property, state: String?, value: AssignedValue,
                path: String, location: SourceLocation, segment: Int? = nil, tag: Int? = nil, reachesSubviews: Bool = false) {
        self.segment = segment
        self.tag = tag
        self.reachesSubviews = reachesSubviews
        self.codeClass = codeClass
        self.outletClass = outletClass
        self.outlet = outlet
        self.property = property
        self.state = state
        self.value = value
        self.path = path
        self.location = location
    }
}

/// A text code writes out of string literals, and where its first literal starts.
public struct WrittenPart: Sendable, Equatable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// What an assignment puts into a view, as far as the sources alone tell.
public enum AssignedValue: Sendable, Equatable {
    /// How a localized string reaches the view.
    public enum Usage: Sendable, Equatable {
        /// As it is.
        case direct
        /// As the format of `String(format:…)` / `stringWithFormat:` with this many arguments.
        case format(arguments: Int)
        /// Changed by `uppercased()`, `lowercased()`, `capitalized`, `localizedUppercase`… (the name as written).
        case transformed(String)
    }

    /// A localized-string call with a literal key (any form ``LocalizedStringScanner`` reads).
    case localized(LocalizedStringCall, Usage)
    /// A string literal: the same text in every language.
    case literal(String)
    /// Text built from string literals and values known only at run time (`"Distance: \(km) km"`, `"Total: " +
    /// sum`, `String(format: "Repeat %@", day)`, `done ? "Saved" : "Failed"`): the view's stored text is a
    /// placeholder, and `written` holds each text code shows in every language as written (values as "…") and
    /// where its first literal is (a conditional's arm may be one only some languages' users read), with the
    /// expression as written.
    case composed(written: [WrittenPart], expression: String)
    /// Anything else — data, a variable, `"key".localized`-style helpers, a localized
    /// call with a dynamic key: the view's stored text is a placeholder. The expression as written.
    case other(String)
}

/// An outlet property declared in the sources (`@IBOutlet weak var titleLabel: UILabel!`,
/// `@property (weak) IBOutlet UILabel *titleLabel;`).
public struct OutletDeclaration: Sendable, Equatable {
    public var className: String
    public var property: String
    /// The declared type without optionality (`UILabel`; the element type for a collection).
    public var type: String?
    /// `@IBOutlet var labels: [UILabel]!`, `IBOutletCollection(UILabel)`.
    public var isCollection: Bool
    public var path: String
    public var location: SourceLocation

    public init(className: String, property: String, type: String?, isCollection: Bool, path: String, location: SourceLocation) {
        self.className = className
        self.property = property
        self.type = type
        self.isCollection = isCollection
        self.path = path
        self.location = location
    }
}

/// An assignment to a text property that the index could not tie to a class: the receiver's type is
/// not written where it is declared (`cell.titleLabel.text = …` with `let cell = make()`).
public struct UnresolvedOutletAssignment: Sendable, Equatable {
    /// The receiver as written (`cell.titleLabel`).
    public var receiver: String
    public var property: OutletAssignment.Property
    public var codeClass: String?
    public var path: String
    public var location: SourceLocation

    public init(receiver: String, property: OutletAssignment.Property, codeClass: String?, path: String, location: SourceLocation) {
        self.receiver = receiver
        self.property = property
        self.codeClass = codeClass
        self.path = path
        self.location = location
    }
}

extension OutletAssignment {
    /// `assignments`, made in `file`, with ``isStartingText`` set where it holds: the view is one of the file's class's
    /// own (not a cell's it configures), the assignment's method makes it (`made`: ``ShownLiteral/viewsMade(_:scopes:)``), and
    /// another method of the file sets the same property of it.
    static func markingStartingTexts(_ assignments: [OutletAssignment], in file: SourceFile, scopes: SourceScopes,
                                     made: [String: Set<String>]) -> [OutletAssignment] {
        guard !made.isEmpty else { return assignments }
        let methods = assignments.map { scopes.methodKey(at: $0.location, in: file) }
        var marked = assignments
        for (index, assignment) in assignments.enumerated() where assignment.outletClass == assignment.codeClass {
            guard let method = methods[index], made[assignment.outlet]?.contains(method) == true else { continue }
            marked[index].isStartingText = assignments.indices.contains { other in
                methods[other] != method && assignments[other].outlet == assignment.outlet && assignments[other].outletClass == assignment.outletClass
                    && assignments[other].property == assignment.property
            }
        }
        return marked
    }
}
