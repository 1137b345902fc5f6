/// One view or layout guide of a scene, as the engine sees it: where it sits in the tree, how it takes part
/// in Auto Layout, and what it shows. Built from the Interface Builder tree for one language and device.
final class LayoutItem {
    enum Kind: Equatable {
        case view
        /// `safeArea` or `layoutMargins` guide of its parent view, with fixed insets from the parent's edges.
        case guide(String)
    }

    let index: Int
    var kind: Kind = .view
    /// The IB object ID (`QQl-ha-OEf`); generated for guides made by the engine.
    var id: String
    /// The IB element name (`label`, `button`, `view`, `stackView`…).
    var element: String
    /// The UIKit class (`UILabel`), and the custom subclass IB names, if any.
    var className: String
    var customClass: String?
    var userLabel: String?
    var parent: Int?
    var children: [Int] = []
    /// Where the element starts in the document.
    var line = 0
    var column = 0

    /// The frame IB stored, relative to the parent.
    var storedFrame: Rect = .zero
    /// UIKit's alignment rect insets: constraints place the alignment rect, the frame is that much larger
    /// (a switch's frame is 2 pt wider than the 49 pt its constraints see).
    var alignmentInsets = EdgeInsets.zero
    /// The stored frame's alignment rect, which constraints and stays act on.
    var storedAlignmentFrame: Rect {
        Rect(x: storedFrame.x + alignmentInsets.left, y: storedFrame.y + alignmentInsets.top,
             width: storedFrame.width - alignmentInsets.left - alignmentInsets.right,
             height: storedFrame.height - alignmentInsets.top - alignmentInsets.bottom)
    }
    var translatesAutoresizingMask = true
    /// `fixedFrame="YES"`: a view no constraint refers to in an Auto Layout document; IB pins its stored
    /// frame with prototyping constraints at build time.
    var fixedFrame = false
    var autoresizingMask: AutoresizingMask = []
    var misplaced = false
    var ambiguous = false
    var isHidden = false
    var clipsToBounds = false

    var huggingH = 250.0
    var huggingV = 250.0
    var compressionH = 750.0
    var compressionV = 750.0

    var semantic: SemanticContentAttribute = .unspecified
    /// Layout margins: physical (`layoutMargins`) or directional; nil = UIKit's default for this view.
    var layoutMargins: EdgeInsets?
    var directionalMargins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: the superview's margins reaching into the view count as its own.
    var preservesSuperviewLayoutMargins = false

    /// What the view shows, for intrinsic size and text checks.
    var content: ItemContent = .none
    /// The intrinsic content size for this language (NaN = none in that axis).
    var intrinsic = Size(width: .nan, height: .nan)
    /// Baseline offsets from the top at the intrinsic height (nil: the view has none).
    var firstBaselineFromTop: Double?
    var lastBaselineFromBottom: Double?

    var stack: StackProperties?
    /// A table view's `rowHeight` as IB wrote it (-1: automatic, self-sizing cells).
    var rowHeight: Double?
    /// A table view's `style`: `plain`, `grouped` or `insetGrouped`.
    var tableStyle: String?
    /// For the labels and image view of a built-in table cell style: the style (`default`, `value1`,
    /// `value2`, `subtitle`) and the view's role (`textLabel`, `detailTextLabel`, `imageView`).
    var cellStyle: (style: String, role: String)?
    /// A table cell with an accessory (disclosure indicator, checkmark, detail button…).
    var hasAccessory = false
    /// Physical insets declared in the document, by name.
    var physicalInsets: [(name: String, insets: EdgeInsets)] = []
    /// Resolved per language: whether this view lays out right to left.
    var rightToLeft = false

    init(index: Int, id: String, element: String, className: String) {
        self.index = index
        self.id = id
        self.element = element
        self.className = className
    }

    /// A copy with every property, for a layout that mutates its items (intrinsic sizes, direction) while
    /// the scene's template keeps the ones read from the document. A property added to this class must be
    /// copied here too.
    func copy() -> LayoutItem {
        let item = LayoutItem(index: index, id: id, element: element, className: className)
        item.kind = kind
        item.customClass = customClass
        item.userLabel = userLabel
        item.parent = parent
        item.children = children
        item.line = line
        item.column = column
        item.storedFrame = storedFrame
        item.alignmentInsets = alignmentInsets
        item.translatesAutoresizingMask = translatesAutoresizingMask
        item.fixedFrame = fixedFrame
        item.autoresizingMask = autoresizingMask
        item.misplaced = misplaced
        item.ambiguous = ambiguous
        item.isHidden = isHidden
        item.clipsToBounds = clipsToBounds
        item.huggingH = huggingH
        item.huggingV = huggingV
        item.compressionH = compressionH
        item.compressionV = compressionV
        item.semantic = semantic
        item.layoutMargins = layoutMargins
        item.directionalMargins = directionalMargins
        item.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        item.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        item.content = content
        item.intrinsic = intrinsic
        item.firstBaselineFromTop = firstBaselineFromTop
        item.lastBaselineFromBottom = lastBaselineFromBottom
        item.stack = stack
        item.rowHeight = rowHeight
        item.tableStyle = tableStyle
        item.cellStyle = cellStyle
        item.hasAccessory = hasAccessory
        item.physicalInsets = physicalInsets
        item.rightToLeft = rightToLeft
        return item
    }

    var isGuide: Bool { if case .guide = kind { return true } else { return false } }

    /// Whether Auto Layout sizes the view from its constraints and content (its intrinsic size counts).
    var isConstrained: Bool { !translatesAutoresizingMask && !fixedFrame }
}

/// The properties of a `UIStackView`.
struct StackProperties {
    enum Axis { case horizontal, vertical }
    enum Distribution: String { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    enum Alignment: String { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }

    var axis: Axis = .horizontal
    var distribution: Distribution = .fill
    var alignment: Alignment = .fill
    var spacing: Double = 0
    var layoutMarginsRelativeArrangement = false
}
