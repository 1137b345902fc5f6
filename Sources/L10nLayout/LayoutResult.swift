import L10nInterfaceBuilder
import L10nText

/// The layout of one document for one language, device and text size.
public struct DocumentLayout: Sendable {
    /// The path the document was read from.
    public var documentPath: String
    /// The language laid out (nil: the base language).
    public var language: String?
    /// The screen, turned to the orientation laid out.
    public var device: Device
    /// Whether the interface was laid out right to left.
    public var rightToLeft: Bool
    /// The Dynamic Type size.
    public var contentSize: ContentSizeCategory
    /// Every scene, in document order (none when the document is not laid out).
    public var scenes: [SceneLayout]
    /// The platform the document targets (its `targetRuntime`).
    public var platform: IBPlatform = .iOS
    /// Why the document was not laid out (an AppKit or WatchKit document), or nil when it was. Callers
    /// report it once per document instead of any layout finding.
    public var notLaidOut: String?
}

/// The layout of one root view: a storyboard scene's view controller, or a xib's top-level view.
public struct SceneLayout: Sendable {
    /// The scene ID (`sceneID`) in a storyboard, the root view's ID in a xib.
    public var id: String
    /// A name for people: the view controller's title, storyboard identifier, class or userLabel.
    public var name: String
    /// The root view's object ID.
    public var rootViewID: String
    /// Every view, parents before children, in document order.
    public var views: [ViewLayout] { didSet { indexByID = Self.index(views) } }
    /// Constraints the engine had to break or could not satisfy for this language.
    public var brokenConstraints: [BrokenLayoutConstraint]
    /// The screen area not covered by bars and rounded corners, in the root view's coordinates.
    public var safeArea: Rect
    /// The constraints written in the document (active for this device's size classes).
    public var documentConstraints: [DocumentConstraint]
    /// Position in `views` by object ID (the first view with that ID), so checks look views up in O(1).
    private var indexByID: [String: Int]

    /// A scene's layout.
    public init(id: String, name: String, rootViewID: String, views: [ViewLayout], brokenConstraints: [BrokenLayoutConstraint],
                safeArea: Rect, documentConstraints: [DocumentConstraint]) {
        self.id = id
        self.name = name
        self.rootViewID = rootViewID
        self.views = views
        self.brokenConstraints = brokenConstraints
        self.safeArea = safeArea
        self.documentConstraints = documentConstraints
        indexByID = Self.index(views)
    }

    private static func index(_ views: [ViewLayout]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, view) in views.enumerated() where index[view.id] == nil { index[view.id] = position }
        return index
    }

    /// The view with this object ID.
    public func view(_ id: String) -> ViewLayout? { indexByID[id].map { views[$0] } }
}

/// One view's solved geometry and what it shows.
public struct ViewLayout: Sendable {
    /// The object ID (`QQl-ha-OEf`).
    public var id: String
    /// The IB element name (`label`, `button`…).
    public var element: String
    /// The UIKit class (`UILabel`) and the custom subclass, if any.
    public var className: String
    /// The custom subclass IB names, if any.
    public var customClass: String?
    /// The label IB shows for the object, if the developer set one.
    public var userLabel: String?
    /// The superview's object ID (nil for the root view).
    public var parentID: String?
    /// Relative to the superview, as IB stores it.
    public var frame: Rect
    /// In screen coordinates.
    public var absoluteFrame: Rect
    /// The frame the document stored (IB's own result for the base language on its device).
    public var storedFrame: Rect
    /// Whether the view itself is hidden.
    public var isHidden: Bool
    /// Whether the view or one of its ancestors is hidden.
    public var isEffectivelyHidden: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// Whether IB marked its stored frame as not the solution (`misplaced="YES"`).
    public var misplaced: Bool
    /// Whether IB marked its layout as ambiguous.
    public var ambiguous: Bool
    /// Whether the view is placed by its frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`
    /// as IB wrote it; see ``placement`` for what actually places the view).
    public var translatesAutoresizingMask: Bool
    /// The frame's insets around the alignment rect that constraints place (UISwitch: 2 pt on the right).
    public var alignmentInsets: EdgeInsets = .zero
    /// The absolute frame's alignment rect: what the view draws (a switch's frame is 2 pt wider on the right).
    public var absoluteAlignmentFrame: Rect { alignmentInsets.inset(absoluteFrame) }
    /// For a label or image view of a built-in table cell style: the style (`default`, `value1`, `value2`,
    /// `subtitle`), which UIKit lays out from the text at run time (see ``placement``), else nil.
    public var cellStyle: String?
    /// The view's role in its cell style: `textLabel`, `detailTextLabel` or `imageView`. In `value1` and
    /// `value2` the text label keeps its width first: a long translation cuts the detail label.
    public var cellStyleRole: String?
    /// What decides the frame at run time: constraints, the autoresizing mask, IB's fixed frame, or the
    /// container (cells, built-in cell style labels). Only views placed by constraints grow with their text.
    public var placement: ViewPlacement = .constraints
    /// Whether this view lays out right to left.
    public var rightToLeft: Bool
    /// The view's `semanticContentAttribute`.
    public var semanticContentAttribute: SemanticContentAttribute
    /// Whether the view is an arranged subview of a stack view.
    public var isArrangedSubview: Bool
    /// Where the element starts in the document.
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the element's start tag.
    public var column: Int
    /// The texts the view shows, laid out in its final frame.
    public var texts: [TextResult]
    /// Physical (left/right) insets the view declares: `contentEdgeInsets`, `layoutMargins`… by name.
    public var physicalInsets: [(name: String, insets: EdgeInsets)]
    /// The autoresizing mask flags IB wrote (`flexibleMinX`, `widthSizable`…), for views laid out by frame.
    public var autoresizingMask: [String]
    /// The constraints on this view that determined its width: those whose constant the solved width
    /// moves with, in the order they were installed (see ``LayoutConstraintReference``). Empty when
    /// nothing on the view itself decides it (its width follows from other views' constraints alone).
    public var widthDeterminedBy: [LayoutConstraintReference] = []
    /// The constraints on this view that determined its height, as ``widthDeterminedBy``.
    public var heightDeterminedBy: [LayoutConstraintReference] = []
}

/// A constraint that took part in a layout, named for people: the document's `<constraint>` ID, or for a
/// constraint the engine made (intrinsic size, stack view, autoresizing mask, layout guide, the stored
/// frame kept for an undetermined view) a stable name such as `QQl-ha-OEf.hugging.h`.
public struct LayoutConstraintReference: Sendable, Equatable {
    /// The `<constraint>` object ID, or the engine's name for one it made.
    public var id: String
    /// What made it: `document`, `intrinsic`, `autoresizing`, `stackView`, `system` (guides, the root view,
    /// cells) or `stay` (nothing else decides the value, so IB's stored value is kept).
    public var origin: String
}

/// A `<constraint>` of the document, as written.
public struct DocumentConstraint: Sendable {
    /// The object ID (`QQl-ha-OEf`).
    public var id: String
    /// The first item's object ID (the owning view when IB omits it).
    public var firstID: String
    /// The first item's attribute as IB writes it (`leading`, `width`…).
    public var firstAttribute: String
    /// The second item's object ID; nil for a constant size.
    public var secondID: String?
    /// The second item's attribute.
    public var secondAttribute: String?
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    /// The constant, in points.
    public var constant: Double
    /// The multiplier (`1:2` read as 0.5).
    public var multiplier: Double
    /// 1–1000; 1000 is required.
    public var priority: Double
    /// 1-based line of the element's start tag.
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the element's start tag.
    public var column: Int
}

/// Where a view puts a line of its text across its width.
public enum HorizontalPlacement: Sendable, Equatable {
    case left, center, right

    /// Natural alignment (and justified, for a single line) follows the view's layout direction; a button's
    /// `leading`/`trailing` do too, and its natural alignment centres; `left`/`right` stay put.
    public init(alignment: String, element: String, rightToLeft: Bool) {
        switch alignment {
        case "left": self = .left
        case "right": self = .right
        case "center", "fill": self = .center
        case "leading": self = rightToLeft ? .right : .left
        case "trailing": self = rightToLeft ? .left : .right
        default:
            if element == "button" || element == "segmentedControl" { self = .center } else { self = rightToLeft ? .right : .left }
        }
    }
}

extension ViewLayout {
    /// Where a label's one text is drawn across its alignment rect: as wide as its widest line, placed as its
    /// alignment puts it (the rest of the label draws nothing unless it has a background); the full height. Nil for
    /// any other view, or a label with no text.
    public var absoluteLabelTextFrame: Rect? {
        guard element == "label", texts.count == 1, let text = texts.first, !text.layout.lines.isEmpty else { return nil }
        let frame = absoluteAlignmentFrame
        let width = min(frame.width, text.layout.size.width)
        let x: Double
        switch HorizontalPlacement(alignment: text.alignment, element: element, rightToLeft: rightToLeft) {
        case .left: x = frame.minX
        case .right: x = frame.maxX - width
        case .center: x = frame.midX - width / 2
        }
        return Rect(x: x, y: frame.minY, width: width, height: frame.height)
    }
}

/// A text as a view shows it in this language.
public struct TextResult: Sendable {
    /// The strings-table key (`abc-12-xyz.text`), when the text is localizable.
    public var key: String?
    /// The text shown (the translation, or the base text when the table lacks the key).
    public var text: String
    /// The base-language text from the document.
    public var baseText: String
    /// Whether the text came from the language's table (false: the base text is shown).
    public var isTranslated: Bool
    /// The font as the document describes it.
    public var font: FontSpec
    /// `textAlignment` as IB wrote it.
    public var alignment: String
    /// `numberOfLines` (0: unlimited).
    public var numberOfLines: Int
    /// Whether the text is a text field's placeholder (shown while the field is empty).
    public var isPlaceholder: Bool
    /// The width available to the text inside the view (less insets and padding).
    public var availableWidth: Double
    /// The height available to the text inside the view.
    public var availableHeight: Double
    /// The text laid out in that space.
    public var layout: TextLayout
    /// The height all of the text needs at the available width (with `numberOfLines`' limit).
    public var neededHeight: Double
}

/// A constraint that could not be satisfied in this language.
public struct BrokenLayoutConstraint: Sendable {
    /// The object ID (`QQl-ha-OEf`).
    public var id: String
    /// Where the `<constraint>` element is (0 for constraints the engine made).
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the element's start tag.
    public var column: Int
    /// The first item's object ID (the owning view when IB omits it).
    public var firstID: String
    /// The second item's object ID; nil for a constant size.
    public var secondID: String?
    /// `label.width == 120`, readable.
    public var description: String
    /// 1–1000; 1000 is required.
    public var priority: Double
    /// IDs of the other required constraints in the conflict.
    public var conflictingIDs: [String]
    /// What made the constraint: `document`, `intrinsic`, `stackView`, `autoresizing`, `system`.
    public var origin: String
    /// How many points the laid-out frames miss the constraint by (0 when broken only on paper).
    public var missedBy: Double = 0
}
