import L10nInterfaceBuilder
import L10nText

/// Reads one root view of an Interface Builder document (a scene's view or a xib's top-level view) into
/// layout items and the document's constraints, with the language's translations applied.
///
/// Views are found generically: an element with an `id` and a `<rect key="frame">` is a view, whatever its
/// name, so views of classes this engine has no special knowledge of still take part in layout.
struct SceneBuilder {
    let translations: (String) -> String?
    private(set) var items: [LayoutItem] = []
    private(set) var constraints: [LayoutConstraintSpec] = []
    private(set) var indexByID: [String: Int] = [:]
    /// The items whose content the translations gave (in item order), with their elements: what another
    /// language reads again when it reuses the rest of the items (see ``LayoutEngine``'s scene templates).
    private(set) var translatedNodes: [(index: Int, node: IBNode)] = []
    /// Deferred constraints: their items are resolved once every view is known.
    private var pending: [(node: IBNode, owner: String)] = []

    /// Whether a size-class `<variation key="…">` applies to the device being laid out.
    let variationApplies: (String) -> Bool
    /// Constraints and subviews that size-class variations remove for this device.
    private var excluded = Set<String>()
    /// The views a built-in table cell style lays out, by ID: the style and the view's role.
    private var cellStyleRoles: [String: (style: String, role: String)] = [:]
    /// The item size of each collection view's flow layout, by the collection view's item index.
    private var flowItemSizes: [Int: Size] = [:]

    var toolsVersion = 100_000
    var imageSizes: [String: Size] = [:]
    var symbolShapes: [String: Size] = [:]
    /// Lines the app's code gives texts, by object ID (see ``LayoutConfiguration/codeLineCounts``).
    var codeLineCounts: [String: Int] = [:]

    init(translations: @escaping (String) -> String?, variationApplies: @escaping (String) -> Bool = { $0 == "default" }) {
        self.translations = translations
        self.variationApplies = variationApplies
    }

    /// Size classes: a view's `<variation>`s name the constraints and subviews to leave out (`default`: in
    /// the base any/any configuration) and to put back for the traits they name; the most specific
    /// matching variation decides.
    private mutating func applyVariations(of node: IBNode) {
        let variations = node.children(named: "variation")
        guard !variations.isEmpty else { return }
        let base = variations.filter { $0["key"] == "default" }
        let matching = variations
            .filter { $0["key"] != "default" && variationApplies($0["key"] ?? "") }
            .sorted { ($0["key"] ?? "").split(separator: "-").count < ($1["key"] ?? "").split(separator: "-").count }
        for variation in base + matching {
            for mask in variation.children(named: "mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { excluded.insert(reference) } else if entry.name == "include" { excluded.remove(reference) }
                }
            }
        }
    }



    static let containerElements: Set<String> = [
        "subviews", "prototypes", "cells", "sections", "tableViewSection", "items",
    ]

    static let skippedElements: Set<String> = [
        "navigationItem", "connections", "gestureRecognizers", "constraints", "variation", "point",
        "userDefinedRuntimeAttributes", "accessibility", "state", "color", "fontDescription", "segments",
        "attributedString", "string", "rect", "autoresizingMask", "edgeInsets", "directionalEdgeInsets",
        "inset", "size", "buttonConfiguration", "textInputTraits", "dataDetectorType", "imageReference",
        "tabBarItem", "toolbarItems", "items", "nil", "simulatedMetricsContainer",
    ]

    /// Reads a root view and everything under it. Returns the root's item index.
    mutating func build(root: IBNode, legacyGuideNodes: [IBNode] = []) -> Int {
        let rootIndex = addView(root, parent: nil)
        for guide in legacyGuideNodes {
            guard let id = guide["id"] else { continue }
            let item = LayoutItem(index: items.count, id: id, element: guide.name, className: "UILayoutSupport")
            item.kind = .guide("legacy-\(guide["type"] ?? "top")")
            item.parent = rootIndex
            item.line = guide.line
            item.column = guide.column
            items.append(item)
            items[rootIndex].children.append(item.index)
            indexByID[id] = item.index
        }
        addImplicitContentGuides()
        resolvePendingConstraints()
        return rootIndex
    }

    private mutating func addView(_ node: IBNode, parent: Int?) -> Int {
        let id = node["id"] ?? "view-\(items.count)"
        let item = LayoutItem(index: items.count, id: id, element: node.name, className: Self.uiKitClass(node.name))
        item.customClass = node["customClass"]
        item.userLabel = node["userLabel"]
        item.parent = parent
        item.line = node.line
        item.column = node.column
        items.append(item)
        indexByID[id] = item.index
        if let parent { items[parent].children.append(item.index) }
        readProperties(node, into: item)
        applyVariations(of: node)
        if node.name == "collectionView", let size = node.child("collectionViewFlowLayout", key: "collectionViewLayout")?
            .child("size", key: "itemSize").flatMap(Self.size(of:)) {
            flowItemSizes[item.index] = size
        }
        if node.name == "collectionViewCell", let parent, let itemSize = flowItemSizes[parent] {
            adoptItemSize(itemSize, cell: node, item)
        }
        if node.name == "tableViewCell", let style = node["style"], style.hasPrefix("IBUITableViewCellStyle") {
            // A built-in cell style names the views UIKit lays out itself.
            let name = String(style.dropFirst("IBUITableViewCellStyle".count))
            let styleName = name.isEmpty ? "default" : name.prefix(1).lowercased() + name.dropFirst()
            for role in ["textLabel", "detailTextLabel", "imageView"] {
                if let target = node[role] { cellStyleRoles[target] = (styleName, role) }
            }
        }
        if let role = cellStyleRoles[id] { item.cellStyle = role }
        if node.name == "tableViewCell", let accessory = node["accessoryType"] ?? node["accessoryView"], accessory != "none" {
            item.hasAccessory = true
        }

        for child in node.children {
            if child.name == "constraints" {
                for c in child.children(named: "constraint") { pending.append((c, id)) }
            } else if child.name == "viewLayoutGuide" || child.name == "keyboardLayoutGuide", let guideID = child["id"] {
                // `<keyboardLayoutGuide key="keyboard">` (Xcode 15 and later) is a guide like the others.
                let guide = LayoutItem(index: items.count, id: guideID, element: child.name, className: "UILayoutGuide")
                guide.kind = .guide(child["key"] ?? "safeArea")
                guide.parent = item.index
                guide.line = child.line
                guide.column = child.column
                items.append(guide)
                item.children.append(guide.index)
                indexByID[guideID] = guide.index
            } else {
                collectViews(in: child, parent: item.index)
            }
        }
        return item.index
    }

    private static func size(of node: IBNode) -> Size? {
        guard let width = node["width"].flatMap(Double.init), let height = node["height"].flatMap(Double.init) else { return nil }
        return Size(width: width, height: height)
    }

    /// A flow layout makes every cell its item size. IB keeps the cell's own frame as drawn, which can be an
    /// old size: when the cell's content view (whose frame the subviews were placed in) is the item size and
    /// the cell's frame is not, the frame is stale and the cell is laid out at the item size.
    private func adoptItemSize(_ itemSize: Size, cell: IBNode, _ item: LayoutItem) {
        guard let content = cell.child("view", key: "contentView") ?? cell.child("collectionViewCellContentView", key: "contentView"),
              let contentSize = content.child("rect", key: "frame").flatMap(Self.size(of:)) else { return }
        func same(_ a: Size, _ b: Size) -> Bool { abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5 }
        guard same(contentSize, itemSize), !same(Size(width: item.storedFrame.width, height: item.storedFrame.height), itemSize) else { return }
        item.storedFrame.width = itemSize.width
        item.storedFrame.height = itemSize.height
    }

    /// - Parameter isSubview: the node is a child of a `<subviews>` element: a view, whether or not the document
    ///   stores a frame for it (some documents store none for views their constraints place).
    private mutating func collectViews(in node: IBNode, parent: Int, isSubview: Bool = false) {
        if let id = node["id"], excluded.contains(id) { return }
        let framed = node.child("rect", key: "frame") != nil || node.child("frame", key: "frameInset") != nil
        if framed || isSubview, node["id"] != nil, !Self.skippedElements.contains(node.name) {
            _ = addView(node, parent: parent)
            return
        }
        guard !Self.skippedElements.contains(node.name) || Self.containerElements.contains(node.name) else { return }
        for child in node.children { collectViews(in: child, parent: parent, isSubview: node.name == "subviews") }
    }

    /// Every scroll view has a content area; documents from before Xcode 11 do not name it, but their
    /// constraints from the content to the scroll view's edges mean it all the same.
    private mutating func addImplicitContentGuides() {
        for scroll in items where scroll.element == "scrollView" {
            let hasGuide = scroll.children.contains { if case .guide("contentLayoutGuide") = items[$0].kind { return true } else { return false } }
            guard !hasGuide else { continue }
            let guide = LayoutItem(index: items.count, id: "\(scroll.id).contentLayoutGuide", element: "viewLayoutGuide", className: "UILayoutGuide")
            guide.kind = .guide("contentLayoutGuide")
            guide.parent = scroll.index
            guide.line = scroll.line
            guide.column = scroll.column
            items.append(guide)
            scroll.children.append(guide.index)
        }
    }

    private mutating func resolvePendingConstraints() {
        for (node, owner) in pending {
            guard node["placeholder"] != "YES", !(node["id"].map(excluded.contains) ?? false) else { continue }
            let firstID = node["firstItem"] ?? owner
            guard let first = indexByID[firstID],
                let firstAttribute = node["firstAttribute"].flatMap(LayoutAttribute.init(interfaceBuilder:))
            else { continue }
            var spec = LayoutConstraintSpec(
                id: node["id"] ?? "constraint-\(constraints.count)", origin: .document, first: first,
                firstAttribute: firstAttribute)
            if let secondID = node["secondItem"] {
                guard let second = indexByID[secondID],
                    let secondAttribute = node["secondAttribute"].flatMap(LayoutAttribute.init(interfaceBuilder:))
                else { continue }
                spec.second = second
                spec.secondAttribute = secondAttribute
            } else if !firstAttribute.isSize {
                continue
            }
            spec.relation = LayoutConstraintSpec.Relation(rawValue: node["relation"] ?? "equal") ?? .equal
            spec.multiplier = node["multiplier"].flatMap(IBConstraint.parseMultiplier) ?? 1
            spec.constant = node["constant"].flatMap(Double.init) ?? 0
            spec.priority = node["priority"].flatMap(Double.init) ?? 1000
            // A size class may set its own constant (`<variation key="heightClass=regular-widthClass=compact"
            // constant="24"/>`); the most specific one that applies wins.
            let overrides = node.children(named: "variation")
                .filter { $0["key"] != "default" && variationApplies($0["key"] ?? "") }
                .sorted { ($0["key"] ?? "").split(separator: "-").count < ($1["key"] ?? "").split(separator: "-").count }
            for variation in overrides {
                if let constant = variation["constant"].flatMap(Double.init) { spec.constant = constant }
                if let multiplier = variation["multiplier"].flatMap(IBConstraint.parseMultiplier) { spec.multiplier = multiplier }
                if let priority = variation["priority"].flatMap(Double.init) { spec.priority = priority }
            }
            spec.line = node.line
            spec.column = node.column
            constraints.append(spec)
        }
        pending.removeAll()
    }

    // MARK: Properties

    /// Reads the view's layout properties through the typed model (`IBView`), whose accessors apply
    /// Interface Builder's and UIKit's defaults in one place.
    private mutating func readProperties(_ node: IBNode, into item: LayoutItem) {
        let view = IBView(node: node)
        if let frame = view.frame {
            item.storedFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        } else if let inset = node.child("frame", key: "frameInset"), let parent = item.parent {
            // Xcode 8 wrote some frames as insets from the superview's edges (`<frame key="frameInset"
            // minX="16" maxX="16" height="21"/>`): a side not given is the superview's edge.
            let bounds = items[parent].storedFrame
            func value(_ name: String) -> Double? { inset[name].flatMap(Double.init) }
            let width = value("width") ?? max(0, bounds.width - (value("minX") ?? 0) - (value("maxX") ?? 0))
            let height = value("height") ?? max(0, bounds.height - (value("minY") ?? 0) - (value("maxY") ?? 0))
            let x = value("minX") ?? value("maxX").map { bounds.width - $0 - width } ?? 0
            let y = value("minY") ?? value("maxY").map { bounds.height - $0 - height } ?? 0
            item.storedFrame = Rect(x: x, y: y, width: width, height: height)
        }
        item.translatesAutoresizingMask = view.translatesAutoresizingMaskIntoConstraints
        item.fixedFrame = view.fixedFrame
        if let flags = view.autoresizingMask {
            var mask: AutoresizingMask = []
            for flag in flags {
                switch flag {
                case "flexibleMinX": mask.insert(.flexibleMinX)
                case "widthSizable": mask.insert(.widthSizable)
                case "flexibleMaxX": mask.insert(.flexibleMaxX)
                case "flexibleMinY": mask.insert(.flexibleMinY)
                case "heightSizable": mask.insert(.heightSizable)
                case "flexibleMaxY": mask.insert(.flexibleMaxY)
                default: break
                }
            }
            item.autoresizingMask = mask
        }
        if view.elementName == "switch" {
            // UISwitch: a 51×31 frame around a 49 pt wide alignment rect (the extra 2 pt on the right).
            item.alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        }
        item.misplaced = view.misplaced
        item.ambiguous = view.ambiguous
        item.isHidden = view.hidden
        item.clipsToBounds = view.clipsSubviews
        item.huggingH = view.horizontalHuggingPriority
        item.huggingV = view.verticalHuggingPriority
        item.compressionH = view.horizontalCompressionResistancePriority
        item.compressionV = view.verticalCompressionResistancePriority
        if let semantic = view.semanticContentAttribute { item.semantic = SemanticContentAttribute(rawValue: semantic) ?? .unspecified }
        if let margins = view.layoutMargins {
            if margins.isDirectional {
                item.directionalMargins = (margins.top, margins.left, margins.bottom, margins.right)
            } else {
                item.layoutMargins = EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
                item.physicalInsets.append(("layoutMargins", item.layoutMargins ?? .zero))
            }
        }
        // Image insets of a button with no image in any state move nothing.
        let hasImage = view.node.children.contains { state in
            state.name == "state" && (state["image"] != nil || state.children.contains { $0.name == "imageReference" && $0["key"] == "image" })
        }
        for key in ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"] where key != "imageEdgeInsets" || hasImage {
            if let inset = view.edgeInsets(key), !inset.isDirectional {
                item.physicalInsets.append((key, EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)))
            }
        }
        if view.elementName == "tableView" {
            item.rowHeight = view.rowHeight ?? -1
            item.tableStyle = view.style ?? "plain"
        }
        item.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
        item.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins

        if view.elementName == "stackView" {
            var stack = StackProperties()
            stack.axis = view.axis == "vertical" ? .vertical : .horizontal
            stack.distribution = view.distribution.flatMap(StackProperties.Distribution.init(rawValue:)) ?? .fill
            stack.alignment = view.alignment.flatMap(StackProperties.Alignment.init(rawValue:)) ?? .fill
            stack.spacing = view.spacing ?? (view.spacingType == "standard" ? 8 : 0)
            // IB writes a stack view's own layout margins only when it arranges within them.
            stack.layoutMarginsRelativeArrangement = view.isLayoutMarginsRelativeArrangement || view.layoutMargins != nil
            item.stack = stack
        }
        // Whether the content came out of the language's table: only such content differs between languages.
        let probe = TranslationProbe()
        let translations = self.translations
        item.content = ContentReader(translations: { probe.wasRead = true; return translations($0) }, variationApplies: variationApplies,
                                     toolsVersion: toolsVersion, imageSizes: imageSizes, symbolShapes: symbolShapes).content(of: node)
        if probe.wasRead { translatedNodes.append((item.index, node)) }
        Self.applyCodeLineCounts(codeLineCounts, to: item)
    }

    /// Records whether a content read looked anything up in the translations.
    private final class TranslationProbe {
        var wasRead = false
    }

    /// The lines code gives a text replace the document's `numberOfLines`.
    static func applyCodeLineCounts(_ counts: [String: Int], to item: LayoutItem) {
        if let lines = counts[item.id], case .text(var text) = item.content {
            text.numberOfLines = lines
            item.content = .text(text)
        }
    }

    /// The UIKit class behind an IB element name (`label` → `UILabel`).
    static func uiKitClass(_ element: String) -> String {
        switch element {
        case "view": return "UIView"
        case "label": return "UILabel"
        case "button": return "UIButton"
        case "textField": return "UITextField"
        case "textView": return "UITextView"
        case "imageView": return "UIImageView"
        case "stackView": return "UIStackView"
        case "scrollView": return "UIScrollView"
        case "tableView": return "UITableView"
        case "tableViewCell": return "UITableViewCell"
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "collectionView": return "UICollectionView"
        case "collectionViewCell": return "UICollectionViewCell"
        case "collectionReusableView": return "UICollectionReusableView"
        case "segmentedControl": return "UISegmentedControl"
        case "switch": return "UISwitch"
        case "slider": return "UISlider"
        case "stepper": return "UIStepper"
        case "pageControl": return "UIPageControl"
        case "progressView": return "UIProgressView"
        case "activityIndicatorView": return "UIActivityIndicatorView"
        case "searchBar": return "UISearchBar"
        case "navigationBar": return "UINavigationBar"
        case "tabBar": return "UITabBar"
        case "toolbar": return "UIToolbar"
        case "datePicker": return "UIDatePicker"
        case "pickerView": return "UIPickerView"
        case "visualEffectView": return "UIVisualEffectView"
        case "containerView": return "UIView"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "webView": return "UIWebView"
        default:
            guard let first = element.first else { return "UIView" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }
}
