import L10nInterfaceBuilder
import L10nText

/// The texts a controller shows in bars that are not part of its view: the navigation bar's title and bar
/// button items, and its tab bar item. UIKit lays these out itself, not with the controller's constraints;
/// they are added to the scene as views above the root view, at the places UIKit gives them, so the
/// checks see a German title that no longer fits between the bar buttons like any other text.
struct BarItems {
    let engine: LayoutEngine
    let context: LayoutEngine.SceneContext
    /// The screen the controller is on, and the root view's size there.
    let rootSize: Size
    let rightToLeft: Bool

    /// UIKit's navigation bar: items 16 pt (20 pt on wide screens) from the edges, 8 pt apart; the title
    /// centred in what they leave, 17 pt semibold; bar button titles 17 pt (done items semibold).
    static let barHeight = 44.0
    static let itemGap = 8.0

    func views(for controller: IBNode, scene: SceneLayout, bars: LayoutEngine.Bars,
               tabItem: (node: IBNode, index: Int, count: Int)?, pushed: Bool) -> [ViewLayout] {
        var views: [ViewLayout] = []
        let top = context.device.safeAreaInsets.top
        // A controller with a navigation item that no navigation controller of the document holds is
        // pushed by code: its title and items still show in a bar at run time.
        if !bars.topBarNone, let item = controller.child("navigationItem") {
            views += navigationViews(item, top: top, scene: scene, large: bars.navigationBar > 44, pushed: pushed)
        }
        if let tabItem {
            views += tabView(tabItem.node, index: tabItem.index, count: tabItem.count, scene: scene)
        }
        return views
    }

    private func margin() -> Double { context.device.systemMinimumSideMargin(forWidth: rootSize.width) }

    private func navigationViews(_ item: IBNode, top: Double, scene: SceneLayout, large: Bool, pushed: Bool) -> [ViewLayout] {
        var views: [ViewLayout] = []
        func group(_ single: String, _ list: String) -> [IBNode] {
            if let one = item.children.first(where: { $0.name == "barButtonItem" && $0["key"] == single }) { return [one] }
            return item.child(list)?.children(named: "barButtonItem") ?? []
        }
        let leading = group("leftBarButtonItem", "leftBarButtonItems")
        let trailing = group("rightBarButtonItem", "rightBarButtonItems")

        // Each side's items from the edge inwards; a pushed controller without leading items shows a back
        // chevron there.
        func place(_ items: [IBNode], fromLeadingEdge: Bool) -> Double {
            var offset = margin()
            for node in items {
                let (text, width) = buttonText(node)
                let x = fromLeadingEdge != rightToLeft ? offset : rootSize.width - offset - width
                if let text {
                    views.append(view(node, element: "barButtonItem", className: "UIBarButtonItem", text: text,
                                      frame: Rect(x: x, y: top, width: width, height: Self.barHeight), scene: scene))
                }
                offset += width + Self.itemGap
            }
            return offset
        }
        var leadingEnd = place(leading, fromLeadingEdge: true)
        if leading.isEmpty, pushed { leadingEnd = margin() + 22 + Self.itemGap }
        let trailingEnd = place(trailing, fromLeadingEdge: false)

        let base = item["title"] ?? ""
        guard !base.isEmpty, let id = item["id"] else { return views }
        let key = "\(id).title"
        let shown = context.translations[key] ?? base
        let font = large ? FontSpec.system(size: 34, weight: .bold) : FontSpec.system(size: 17, weight: .semibold)
        let available: Double
        let frame: Rect
        if large {
            available = rootSize.width - 2 * margin()
            frame = Rect(x: margin(), y: top + Self.barHeight, width: available, height: 52)
        } else {
            // Centred on the bar, kept clear of the wider side's items; a title too wide for that slot moves
            // off centre into the space between the items before UIKit truncates it.
            let centred = max(0, rootSize.width - 2 * max(leadingEnd, trailingEnd))
            let between = max(0, rootSize.width - leadingEnd - trailingEnd)
            var probe = TextContent(key: key, text: shown, baseText: base, font: font)
            probe.alignment = "center"
            if measure(probe, width: nil).naturalWidth <= centred {
                available = centred
                frame = Rect(x: (rootSize.width - available) / 2, y: top, width: available, height: Self.barHeight)
            } else {
                available = between
                frame = Rect(x: rightToLeft ? trailingEnd : leadingEnd, y: top, width: available, height: Self.barHeight)
            }
        }
        var text = TextContent(key: key, text: shown, baseText: base, font: font)
        text.alignment = "center"
        views.append(view(item, element: "navigationItem", className: "UINavigationItem", content: text, available: available, frame: frame, scene: scene))
        return views
    }

    /// A bar button item's text and width: its title, or nil with a 44 pt icon for system and image items.
    private func buttonText(_ node: IBNode) -> (TextContent?, Double) {
        guard let base = node["title"], !base.isEmpty, node["systemItem"] == nil, let id = node["id"] else {
            return (nil, node["systemItem"] == "flexibleSpace" ? 0 : 44)
        }
        let key = "\(id).title"
        let font = FontSpec.system(size: 17, weight: node["style"] == "done" ? .semibold : .regular)
        var text = TextContent(key: key, text: context.translations[key] ?? base, baseText: base, font: font)
        text.alignment = "center"
        let width = measure(text, width: nil).naturalWidth
        return (text, max(width.rounded(.up), 22))
    }

    /// A tab bar item's title: the bar is split evenly between the items; titles are 10 pt medium.
    private func tabView(_ node: IBNode, index: Int, count: Int, scene: SceneLayout) -> [ViewLayout] {
        guard let base = node["title"], !base.isEmpty, let id = node["id"], count > 0 else { return [] }
        let key = "\(id).title"
        let itemWidth = rootSize.width / Double(min(count, 5))
        let slot = rightToLeft ? min(count, 5) - 1 - index : index
        guard slot >= 0 else { return [] }
        var text = TextContent(key: key, text: context.translations[key] ?? base, baseText: base, font: .system(size: 10, weight: .medium))
        text.alignment = "center"
        let barTop = context.device.size.height - context.device.safeAreaInsets.bottom - 49
        let available = itemWidth - 4
        let frame = Rect(x: Double(slot) * itemWidth + 2, y: barTop + 33, width: available, height: 12)
        return [view(node, element: "tabBarItem", className: "UITabBarItem", content: text, available: available, frame: frame, scene: scene)]
    }

    private func view(_ node: IBNode, element: String, className: String, text: TextContent, frame: Rect, scene: SceneLayout) -> ViewLayout {
        view(node, element: element, className: className, content: text, available: frame.width, frame: frame, scene: scene)
    }

    private func view(_ node: IBNode, element: String, className: String, content: TextContent, available: Double, frame: Rect, scene: SceneLayout) -> ViewLayout {
        let layout = measure(content, width: available)
        let result = TextResult(
            key: content.key, text: content.text, baseText: content.baseText,
            isTranslated: content.key.map { context.translations[$0] != nil } ?? false, font: content.font,
            alignment: content.alignment, numberOfLines: 1, isPlaceholder: false, availableWidth: available,
            availableHeight: frame.height, layout: layout, neededHeight: layout.size.height)
        let root = scene.view(scene.rootViewID)
        return ViewLayout(
            id: node["id"] ?? "\(element)-\(node.line)", element: element, className: className, customClass: nil, userLabel: nil,
            parentID: scene.rootViewID, frame: frame, absoluteFrame: frame.offsetBy(dx: root?.absoluteFrame.x ?? 0, dy: root?.absoluteFrame.y ?? 0),
            storedFrame: frame, isHidden: false, isEffectivelyHidden: false, clipsToBounds: true, misplaced: false, ambiguous: false,
            translatesAutoresizingMask: false, rightToLeft: rightToLeft, semanticContentAttribute: .unspecified,
            isArrangedSubview: false, line: node.line, column: node.column, texts: [result], physicalInsets: [], autoresizingMask: [])
    }

    private func measure(_ text: TextContent, width: Double?) -> TextLayout {
        var options = MeasureOptions()
        options.width = width
        options.numberOfLines = 1
        options.lineBreakMode = .truncatingTail
        options.language = context.language
        options.contentSize = context.contentSize
        options.baseDirection = .natural
        options.displayScale = context.device.scale
        return engine.textEngine.measure(text.text, font: text.font, options: options)
    }
}
