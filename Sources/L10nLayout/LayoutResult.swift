import L10nText

/// The layout of one document for one language, device and text size.
public struct DocumentLayout: Sendable {
    public var documentPath: String
    public var language: String?
    public var device: Device
    public var rightToLeft: Bool
    public var contentSize: ContentSizeCategory
    public var scenes: [SceneLayout]
}

/// The layout of one root view: a storyboard scene's view controller, or a xib's top-level view.
public struct SceneLayout: Sendable {
    /// The scene ID (`sceneID`) in a storyboard, the root view's ID in a xib.
    public var id: String
    /// A name for people: the view controller's title, storyboard identifier, class or userLabel.
    public var name: String
    public var rootViewID: String
    /// Every view, parents before children, in document order.
    public var views: [ViewLayout]
    /// Constraints the engine had to break or could not satisfy for this language.
    public var brokenConstraints: [BrokenLayoutConstraint]
    /// The screen area not covered by bars and rounded corners, in the root view's coordinates.
    public var safeArea: Rect
    /// The constraints written in the document (active for this device's size classes).
    public var documentConstraints: [DocumentConstraint]

    /// The view with this object ID.
    public func view(_ id: String) -> ViewLayout? { views.first { $0.id == id } }
}

/// One view's solved geometry and what it shows.
public struct ViewLayout: Sendable {
    public var id: String
    /// The IB element name (`label`, `button`…).
    public var element: String
    /// The UIKit class (`UILabel`) and the custom subclass, if any.
    public var className: String
    public var customClass: String?
    public var userLabel: String?
    public var parentID: String?
    /// Relative to the superview, as IB stores it.
    public var frame: Rect
    /// In screen coordinates.
    public var absoluteFrame: Rect
    /// The frame the document stored (IB's own result for the base language on its device).
    public var storedFrame: Rect
    public var isHidden: Bool
    /// Whether the view or one of its ancestors is hidden.
    public var isEffectivelyHidden: Bool
    public var clipsToBounds: Bool
    public var misplaced: Bool
    public var ambiguous: Bool
    public var translatesAutoresizingMask: Bool
    /// Whether this view lays out right to left.
    public var rightToLeft: Bool
    public var semanticContentAttribute: SemanticContentAttribute
    /// Whether the view is an arranged subview of a stack view.
    public var isArrangedSubview: Bool
    /// Where the element starts in the document.
    public var line: Int
    public var column: Int
    /// The texts the view shows, laid out in its final frame.
    public var texts: [TextResult]
    /// Physical (left/right) insets the view declares: `contentEdgeInsets`, `layoutMargins`… by name.
    public var physicalInsets: [(name: String, insets: EdgeInsets)]
    /// The autoresizing mask flags IB wrote (`flexibleMinX`, `widthSizable`…), for views laid out by frame.
    public var autoresizingMask: [String]
}

/// A `<constraint>` of the document, as written.
public struct DocumentConstraint: Sendable {
    public var id: String
    public var firstID: String
    public var firstAttribute: String
    public var secondID: String?
    public var secondAttribute: String?
    public var relation: String
    public var constant: Double
    public var multiplier: Double
    public var priority: Double
    public var line: Int
    public var column: Int
}

/// A text as a view shows it in this language.
public struct TextResult: Sendable {
    /// The strings-table key (`abc-12-xyz.text`), when the text is localizable.
    public var key: String?
    public var text: String
    public var baseText: String
    /// Whether the text came from the language's table (false: the base text is shown).
    public var isTranslated: Bool
    public var font: FontSpec
    /// `textAlignment` as IB wrote it.
    public var alignment: String
    public var numberOfLines: Int
    public var isPlaceholder: Bool
    /// The width and height available to the text inside the view.
    public var availableWidth: Double
    public var availableHeight: Double
    /// The text laid out in that space.
    public var layout: TextLayout
    /// The height all of the text needs at the available width (with `numberOfLines`' limit).
    public var neededHeight: Double
}

/// A constraint that could not be satisfied in this language.
public struct BrokenLayoutConstraint: Sendable {
    public var id: String
    /// Where the `<constraint>` element is (0 for constraints the engine made).
    public var line: Int
    public var column: Int
    public var firstID: String
    public var secondID: String?
    /// `label.width == 120`, readable.
    public var description: String
    public var priority: Double
    /// IDs of the other required constraints in the conflict.
    public var conflictingIDs: [String]
    /// What made the constraint: `document`, `intrinsic`, `stackView`, `autoresizing`, `system`.
    public var origin: String
}
