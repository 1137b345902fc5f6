/// A rectangle as IB stores it: relative to the superview.
public struct IBRect: Equatable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Four insets as in `<inset key="contentEdgeInsets" minX=… minY=… maxX=… maxY=…>` or
/// `<edgeInsets key="layoutMargins" top=… left=… bottom=… right=…>` / `<directionalEdgeInsets … leading trailing>`.
public struct IBInsets: Equatable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    /// True for `directionalEdgeInsets` (left = leading, right = trailing: they flip in right-to-left).
    public var isDirectional: Bool
}

/// A view element (`view`, `label`, `button`, `stackView`, `tableViewCell`, …) with typed accessors
/// computed from its `node`. Accessors return nil when the attribute is absent; `…OrDefault` accessors
/// apply IB's defaults.
public struct IBView {
    /// The element; anything not modelled here is still reachable through it.
    public let node: IBNode

    public init(node: IBNode) { self.node = node }

    /// The element name: `label`, `button`, `view`, `stackView`, `imageView`, `tableViewCell`…
    public var elementName: String { node.name }
    public var id: String? { node["id"] }
    public var customClass: String? { node["customClass"] }
    public var userLabel: String? { node["userLabel"] }
    /// `key` when the view is a property of its parent (`view`, `contentView`, `backgroundView`…).
    public var key: String? { node["key"] }
    public var line: Int { node.line }
    public var column: Int { node.column }

    /// `<rect key="frame">` relative to the superview.
    public var frame: IBRect? {
        guard let rect = node.child("rect", key: "frame") else { return nil }
        return IBRect(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0,
                      width: rect.double("width") ?? 0, height: rect.double("height") ?? 0)
    }
    /// The flags set in `<autoresizingMask>` (`flexibleMinX`, `widthSizable`, …), in document order;
    /// nil when the element is absent.
    public var autoresizingMask: [String]? {
        node.child("autoresizingMask").map { mask in mask.attributes.filter { $0.value == "YES" }.map(\.name) }
    }
    /// `translatesAutoresizingMaskIntoConstraints`; IB omits it when YES.
    public var translatesAutoresizingMaskIntoConstraints: Bool { node.bool("translatesAutoresizingMaskIntoConstraints") ?? true }
    public var fixedFrame: Bool { node.bool("fixedFrame") ?? false }
    public var misplaced: Bool { node.bool("misplaced") ?? false }
    public var ambiguous: Bool { node.bool("ambiguous") ?? false }
    public var hidden: Bool { node.bool("hidden") ?? false }
    public var contentMode: String? { node["contentMode"] }
    public var semanticContentAttribute: String? { node["semanticContentAttribute"] }
    public var insetsLayoutMarginsFromSafeArea: Bool { node.bool("insetsLayoutMarginsFromSafeArea") ?? true }
    public var preservesSuperviewLayoutMargins: Bool { node.bool("preservesSuperviewLayoutMargins") ?? false }

    /// `clipsSubviews` (UIView.clipsToBounds); false when omitted.
    public var clipsSubviews: Bool { node.bool("clipsSubviews") ?? false }
    /// Content hugging priority: UIKit's default 250 when omitted, for every view. IB writes 251 on the
    /// labels, image views and buttons it creates, explicitly; a view without the attribute (an old
    /// document, a hand edit, a custom class) has UIKit's 250, labels included.
    public var horizontalHuggingPriority: Double { node.double("horizontalHuggingPriority") ?? 250 }
    public var verticalHuggingPriority: Double { node.double("verticalHuggingPriority") ?? 250 }
    /// Compression resistance priority (IB default 750 when omitted).
    public var horizontalCompressionResistancePriority: Double { node.double("horizontalCompressionResistancePriority") ?? 750 }
    public var verticalCompressionResistancePriority: Double { node.double("verticalCompressionResistancePriority") ?? 750 }

    /// `layoutMargins` (`<edgeInsets key="layoutMargins">`) or `directionalLayoutMargins`.
    public var layoutMargins: IBInsets? {
        node.child("edgeInsets", key: "layoutMargins").map { IBView.insets($0) }
            ?? node.child("directionalEdgeInsets", key: "directionalLayoutMargins").map { IBView.insets($0) }
    }
    /// A button's `<inset key="contentEdgeInsets|titleEdgeInsets|imageEdgeInsets">`.
    public func edgeInsets(_ key: String) -> IBInsets? {
        node.children.first { $0["key"] == key && ($0.name == "inset" || $0.name.hasSuffix("dgeInsets")) }.map { IBView.insets($0) }
    }

    static func insets(_ node: IBNode) -> IBInsets {
        if node.name == "inset" {
            return IBInsets(top: node.double("minY") ?? 0, left: node.double("minX") ?? 0,
                            bottom: node.double("maxY") ?? 0, right: node.double("maxX") ?? 0, isDirectional: false)
        }
        let directional = node.name == "directionalEdgeInsets"
        return IBInsets(top: node.double("top") ?? 0, left: node.double(directional ? "leading" : "left") ?? 0,
                        bottom: node.double("bottom") ?? 0, right: node.double(directional ? "trailing" : "right") ?? 0,
                        isDirectional: directional)
    }

    // MARK: Text

    /// Plain text: the `text` attribute or a `<string key="text">` child. Nil when the text is attributed.
    public var text: String? { node.stringProperty("text") }
    /// True when the view holds `<attributedString key="attributedText">` (never extracted by ibtool);
    /// `<attributedString key="userComments">` is a comment for translators, not the view's text.
    public var hasAttributedText: Bool { node.child("attributedString", key: "attributedText") != nil }
    public var placeholder: String? { node.stringProperty("placeholder") }
    /// A button's title per state (`normal`, `highlighted`, `selected`, `disabled`), in document order.
    public var stateTitles: [(state: String, title: String)] {
        node.children(named: "state").compactMap { state in
            guard let key = state["key"], let title = state.stringProperty("title") else { return nil }
            return (key, title)
        }
    }
    /// `buttonType` (`system`, `custom`, `roundedRect`, …); nil when omitted (custom in UIKit terms).
    public var buttonType: String? { node["buttonType"] }
    /// `<buttonConfiguration key="configuration">` (iOS 15+ buttons): style and title are attributes.
    public var buttonConfiguration: IBNode? { node.child("buttonConfiguration", key: "configuration") }
    /// A segmented control's segment titles, in order (nil entries for image-only segments).
    public var segmentTitles: [String?] {
        node.child("segments")?.children(named: "segment").map { $0["title"] } ?? []
    }
    public var accessibilityLabel: String? { node.child("accessibility", key: "accessibilityConfiguration")?["label"] }
    public var accessibilityHint: String? { node.child("accessibility", key: "accessibilityConfiguration")?["hint"] }
    /// `<fontDescription key="fontDescription">` (or the first fontDescription child).
    public var fontDescription: IBFontDescription? {
        (node.child("fontDescription", key: "fontDescription") ?? node.child("fontDescription")).map(IBFontDescription.init(node:))
    }
    public var textAlignment: String? { node["textAlignment"] }
    /// `numberOfLines`; UILabel's default is 1.
    public var numberOfLines: Int? { node["numberOfLines"].flatMap { Int($0) } }
    public var lineBreakMode: String? { node["lineBreakMode"] }
    public var baselineAdjustment: String? { node["baselineAdjustment"] }
    public var adjustsFontSizeToFit: Bool { node.bool("adjustsFontSizeToFit") ?? false }
    public var minimumScaleFactor: Double? { node.double("minimumScaleFactor") }
    public var minimumFontSize: Double? { node.double("minimumFontSize") }
    public var preferredMaxLayoutWidth: Double? { node.double("preferredMaxLayoutWidth") }
    /// Text field `borderStyle` (`roundedRect`, `line`, `bezel`, `none`).
    public var borderStyle: String? { node["borderStyle"] }
    /// `<imageReference>` / `image=` names used by the view (image views, button states).
    public var imageName: String? { node["image"] ?? node.child("state")?["image"] }

    // MARK: Stack views, tables, collections

    public var axis: String? { node["axis"] }
    public var distribution: String? { node["distribution"] }
    public var alignment: String? { node["alignment"] }
    public var spacing: Double? { node.double("spacing") }
    /// `spacingType="standard"`: the system spacing (8 pt between views) instead of `spacing`.
    public var spacingType: String? { node["spacingType"] }
    public var isBaselineRelativeArrangement: Bool { node.bool("baselineRelativeArrangement") ?? false }
    public var isLayoutMarginsRelativeArrangement: Bool { node.bool("layoutMarginsRelativeArrangement") ?? false }
    /// Table view `style` (`plain`, `grouped`, `insetGrouped`).
    public var style: String? { node["style"] }
    public var rowHeight: Double? { node.double("rowHeight") }
    public var sectionHeaderHeight: Double? { node.double("sectionHeaderHeight") }
    /// `<tableViewSection>` elements of a static table, in order.
    public var tableSections: [IBNode] { node.child("sections")?.children(named: "tableViewSection") ?? [] }
    /// Static cells (inside sections) then prototype cells (`<prototypes>`), in document order.
    public var cells: [IBView] {
        let staticCells = tableSections.flatMap { $0.child("cells")?.children.map(IBView.init(node:)) ?? [] }
        let prototypes = node.child("prototypes")?.children.map(IBView.init(node:)) ?? []
        return staticCells + prototypes
    }
    /// A cell's `contentView` (`<tableViewCellContentView key="contentView">`, `<view key="contentView">`).
    public var contentView: IBView? { node.children.first { $0["key"] == "contentView" }.map(IBView.init(node:)) }
    /// A collection view's `<collectionViewFlowLayout>` `itemSize`, as (width, height).
    public var flowLayoutItemSize: (width: Double, height: Double)? {
        guard let size = node.child("collectionViewFlowLayout")?.child("size", key: "itemSize") else { return nil }
        return (size.double("width") ?? 0, size.double("height") ?? 0)
    }

    // MARK: Hierarchy and layout

    /// The subviews (`<subviews>` children) in document order: back to front.
    public var subviews: [IBView] { node.child("subviews")?.children.map(IBView.init(node:)) ?? [] }
    /// The constraints held by this view, with the owning view filled in for an omitted `firstItem`.
    public var constraints: [IBConstraint] {
        node.child("constraints")?.children(named: "constraint").map { IBConstraint(node: $0, owner: id) } ?? []
    }
    /// `<viewLayoutGuide key="safeArea|keyboard">` of this view.
    public var layoutGuides: [IBLayoutGuide] { node.children(named: "viewLayoutGuide").map(IBLayoutGuide.init(node:)) }
    /// Size-class variations (`<variation key="heightClass=compact">`) in document order.
    public var variations: [IBVariation] { node.children(named: "variation").map(IBVariation.init(node:)) }
}

/// A `<fontDescription>`: raw attributes plus typed accessors.
public struct IBFontDescription {
    public let node: IBNode
    /// `system`, `boldSystem`, `italicSystem`, or nil for a named font.
    public var type: String? { node["type"] }
    public var weight: String? { node["weight"] }
    public var pointSize: Double? { node.double("pointSize") }
    public var name: String? { node["name"] }
    public var family: String? { node["family"] }
    /// A dynamic type style (`UICTFontTextStyleBody`…).
    public var style: String? { node["style"] }
}

/// A size-class `<variation key="…">`: a mask of included/excluded objects and per-class values.
public struct IBVariation {
    public let node: IBNode
    /// The size class, e.g. `heightClass=compact` or `widthClass=regular-heightClass=regular`.
    public var key: String? { node["key"] }
    /// `<mask key="constraints|subviews">` entries as (mask key, include?, referenced id), in order.
    public var maskEntries: [(mask: String, include: Bool, reference: String)] {
        node.children(named: "mask").flatMap { mask in
            mask.children.compactMap { entry -> (String, Bool, String)? in
                guard let reference = entry["reference"] else { return nil }
                return (mask["key"] ?? "", entry.name == "include", reference)
            }
        }
    }
}

extension IBNode {
    func double(_ name: String) -> Double? { self[name].flatMap(Double.init) }
    func bool(_ name: String) -> Bool? {
        switch self[name] { case "YES": true; case "NO": false; default: nil }
    }
    /// A string property written either as an attribute or as `<string key="name">text</string>`.
    func stringProperty(_ name: String) -> String? {
        if let value = self[name] { return value }
        return tree.child(of: index, named: tree.query("string"), key: name, keyQuery: tree.query("key")).map(tree.text(of:))
    }
}
