import L10nSolver
import L10nText

/// One scene's layout for one configuration: derives every constraint UIKit would install, solves, and
/// re-measures multi-line text at the widths it got until the layout settles.
struct SceneSolve {
    let engine: LayoutEngine
    let items: [LayoutItem]
    let constraints: [LayoutConstraintSpec]
    let root: Int
    let isViewControllerRoot: Bool
    let bars: LayoutEngine.Bars
    let context: LayoutEngine.SceneContext

    /// Frames as stored, in screen coordinates.
    private let storedAbsolute: [Rect]
    /// The root view's size for this device.
    private let rootSize: Size
    private let safeInsets: EdgeInsets
    /// Items that are arranged subviews of a stack view.
    private let arranged: Set<Int>

    init(
        engine: LayoutEngine, items: [LayoutItem], constraints: [LayoutConstraintSpec], root: Int,
        isViewControllerRoot: Bool, bars: LayoutEngine.Bars, context: LayoutEngine.SceneContext
    ) {
        self.engine = engine
        self.items = items
        self.constraints = constraints
        self.root = root
        self.isViewControllerRoot = isViewControllerRoot
        self.bars = bars
        self.context = context

        var absolute = [Rect](repeating: .zero, count: items.count)
        for item in items where !item.isGuide {
            if let p = item.parent {
                absolute[item.index] = item.storedFrame.offsetBy(dx: absolute[p].x, dy: absolute[p].y)
            } else {
                absolute[item.index] = Rect(x: 0, y: 0, width: item.storedFrame.width, height: item.storedFrame.height)
            }
        }
        storedAbsolute = absolute

        let stored = items[root].storedFrame
        let device = context.device
        var size = Size(width: stored.width, height: stored.height)
        // A controller's view spans the screen's width; it may stop short of the bottom by an opaque bar
        // (IB then stores it shorter) and keeps that difference on other screens. A view designed narrower
        // (embedded, form sheet) keeps its size.
        var shortfall = 0.0
        let fullScreen = isViewControllerRoot
        if let designDevice = context.documentDevice, isViewControllerRoot, !bars.freeform {
            shortfall = designDevice.size.height - stored.height
        }
        if stored.width == 0 && stored.height == 0 {
            size = device.size
        } else if isViewControllerRoot && context.deviceIsExplicit {
            // At run time a controller's view spans the screen, less what an opaque bar takes (IB then
            // stores the view shorter); freeform sizes are only IB's preview.
            size = Size(width: device.size.width, height: device.size.height - max(0, shortfall))
        } else if isViewControllerRoot && bars.freeform && !bars.ownSize && context.runTimeSizes {
            // A freeform size is IB's canvas only: a controller shown full screen gets the screen.
            size = device.size
        } else if !isViewControllerRoot && items[root].element == "tableViewCell" && context.runTimeSizes && !device.id.hasPrefix("ipad") {
            // A xib's table cell is as wide as the table that shows it, on a phone the screen's width: IB's canvas
            // keeps the 320 pt it made the cell at (MyFlightbook's options cells), which no phone has had since 2016.
            size.width = device.size.width
        } else if !isViewControllerRoot && stored.width > device.size.width && (context.deviceIsExplicit || context.runTimeSizes) {
            // A view designed wider than the screen keeps its width on IB's canvas (what it stored); on a
            // device chosen for the check it is at most as wide as that screen.
            size.width = device.size.width
        }
        rootSize = size
        var insets = fullScreen ? device.safeAreaInsets : EdgeInsets.zero
        if !fullScreen, bars.canvasTopSafeArea, !context.deviceIsExplicit { insets.top = device.safeAreaInsets.top }
        // A hidden status bar frees its 20 pt on screens without a sensor housing (which keeps its inset).
        if bars.statusBarHidden, insets.top <= 20 { insets.top = 0 }
        // Interface Builder 11 to 14.1 (toolsVersion 15000–21499; 14.3's 21701 draws it again) drew iPhones
        // without a sensor housing with no status bar, and no Xcode draws one over a xib's freeform views:
        // the frames they stored have no 20 pt top inset. Only the document's own screen (IB's canvas)
        // has it; at run time the status bar is there.
        if !context.deviceIsExplicit, insets.top == 20,
           bars.canvasHidesStatusBar || (!device.id.hasPrefix("ipad") && (15000..<21500).contains(context.document.toolsMajorVersion ?? 0)) {
            insets.top = 0
        }
        if fullScreen {
            // Where the view starts: a page sheet starts below the status bar (IB draws it shorter); under
            // an opaque navigation bar the view starts below the bar; else it runs under the bars, which
            // only inset its safe area.
            var topCovered = 0.0
            if bars.sheet && (shortfall > 0 || context.deviceIsExplicit) {
                // A page sheet stays clear of the status bar; its navigation bar is 56 pt tall.
                topCovered = max(0, shortfall)
                insets.top = bars.navigationBar == 44 ? 56 : bars.navigationBar
            } else if bars.navigationBarOpaque && bars.navigationBar > 0 {
                topCovered = insets.top + bars.navigationBar
                insets.top = 0
            } else {
                insets.top += bars.navigationBar
            }
            // What the top does not explain is an opaque bar at the bottom (IB stores the view shorter).
            let bottomCovered = bars.bottomBarOpaque && bars.bottomBar > 0 ? insets.bottom + bars.bottomBar : max(0, shortfall - topCovered)
            insets.bottom = max(0, insets.bottom + bars.bottomBar - bottomCovered)
        }
        safeInsets = insets

        var arrangedSet = Set<Int>()
        for item in items where item.stack != nil {
            for child in item.children where !items[child].isGuide { arrangedSet.insert(child) }
        }
        arranged = arrangedSet

        // Direction per view: the UI's, unless a view's semanticContentAttribute forces one.
        for item in items {
            let inherited = item.parent.map { items[$0].rightToLeft } ?? context.rightToLeft
            item.rightToLeft = item.isGuide ? inherited : item.semantic.resolve(inherited: inherited)
        }
    }

    // MARK: Running

    func run(sceneID: String, name: String) -> SceneLayout {
        for item in items { measureIntrinsic(item, width: nil) }
        var nonNegative = Set<Int>()
        var system = build(nonNegative: nonNegative)
        // Multi-line text takes its height from the width it gets: re-measure at the solved widths until
        // nothing changes, as UIKit's second layout pass does. No view is laid out smaller than nothing:
        // where the required constraints make a size negative, IB stores 0 and compresses what else can
        // give (its neighbours' intrinsic sizes), so such views are solved again held at zero or more
        // (only those: the extra constraints are not free).
        for _ in 0..<4 {
            var changed = false
            for item in items where needsWidthDependentHeight(item) {
                let frame = system.absoluteFrame(item.index)
                let before = item.intrinsic.height
                measureIntrinsic(item, width: frame.width)
                if abs(item.intrinsic.height - before) > 0.25 { changed = true }
            }
            for item in items where !item.isGuide && !nonNegative.contains(item.index) {
                let frame = system.absoluteFrame(item.index)
                if frame.width < -0.01 || frame.height < -0.01 {
                    nonNegative.insert(item.index)
                    changed = true
                }
            }
            if !changed { break }
            system = build(nonNegative: nonNegative)
        }
        return result(system, sceneID: sceneID, name: name)
    }

    private func needsWidthDependentHeight(_ item: LayoutItem) -> Bool {
        guard case .text(let text) = item.content else { return false }
        return text.numberOfLines != 1 && (item.isConstrained || arranged.contains(item.index) || item.cellStyle != nil)
    }

    // MARK: Intrinsic content size

    private func measureIntrinsic(_ item: LayoutItem, width: Double?) {
        switch item.content {
        case .none:
            item.intrinsic = Size(width: .nan, height: .nan)
        case .fixed(let size):
            // Intrinsic sizes are whole pixels on the screen laid out.
            item.intrinsic = Size(width: size.width.isNaN ? .nan : ceilToPixel(size.width),
                                  height: size.height.isNaN ? .nan : ceilToPixel(size.height))
        case .text(var text):
            if item.element == "textField" {
                // A text field is one line high whatever it holds, its height in whole points.
                if text.text.isEmpty { text.text = " " }
                let line = measure(text, width: nil).size.height
                text.minimumHeight = max(text.minimumHeight, line.rounded(.up) + text.fieldLinePadding)
            }
            // An empty text view that does not scroll is still one line tall (the line its caret sits on), and
            // so is an empty button (its title label's line), though nothing in it is wide.
            let emptyButton = item.element == "button" && text.text.isEmpty
            if (item.element == "textView" || emptyButton) && text.text.isEmpty { text.text = " " }
            // Autoshrink changes what is drawn, never the intrinsic size: that is the full font's.
            var sizing = text
            sizing.adjustsFontSizeToFitWidth = false
            var layout = measure(sizing, width: width.map { max(0, $0 - text.padding.left - text.padding.right) })
            if emptyButton { layout.naturalWidth = 0 }
            var textHeight = layout.size.height
            var baselineScale = 1.0
            if !layout.warnings.isEmpty, layout.lineHeight > 0,
               let line = context.customFonts.lineHeight(of: text.font, pointSize: layout.pointSize) {
                // A custom font that is not installed: its lines as tall as the document shows them.
                textHeight = ceilToPixel(line * Double(max(1, layout.lines.count)))
                baselineScale = line / layout.lineHeight
            }
            let wholePoints = text.sizedInWholePoints
            var size = Size(
                width: (wholePoints ? (layout.naturalWidth - 1e-6).rounded(.up) : ceilToPixel(layout.naturalWidth)) + text.padding.left + text.padding.right,
                height: (wholePoints ? (textHeight - 1e-6).rounded(.up) : textHeight) + text.padding.top + text.padding.bottom)
            if text.text.isEmpty, item.element == "label" { size = Size(width: 0, height: 0) }
            if let preferred = text.preferredMaxLayoutWidth, text.numberOfLines != 1, preferred > 0 {
                size.width = min(size.width, preferred)
            }
            if width != nil, text.numberOfLines != 1 { size.width = min(size.width, width ?? size.width) }
            size.height = max(size.height, text.minimumHeight)
            size.width = max(size.width, text.minimumWidth)
            // Fields and text views take the width their constraints give them.
            if item.element == "textField" || item.element == "textView" { size.width = .nan }
            item.intrinsic = size
            item.firstBaselineFromTop = text.padding.top + layout.firstBaseline * baselineScale
            item.lastBaselineFromBottom = size.height - (text.padding.top + layout.lastBaseline * baselineScale)
        case .segments(let segments):
            var widest = 0.0
            var height = 0.0
            for segment in segments {
                let layout = measure(segment, width: nil)
                widest = max(widest, ceilToPixel(layout.naturalWidth) + segment.padding.left + segment.padding.right)
                height = max(height, segment.minimumHeight, layout.size.height + 12)
            }
            item.intrinsic = Size(width: widest * Double(segments.count), height: height)
        }
    }

    private func measure(_ text: TextContent, width: Double?, fittingHeight: Double? = nil) -> TextLayout {
        var options = MeasureOptions()
        options.width = width
        options.fittingHeight = fittingHeight
        options.numberOfLines = text.numberOfLines
        options.lineBreakMode = text.lineBreakMode
        options.language = context.language
        options.contentSize = context.contentSize
        options.adjustsFontSizeToFitWidth = text.adjustsFontSizeToFitWidth
        options.minimumScaleFactor = text.minimumScaleFactor
        options.allowsTightening = text.allowsTightening
        // UILabel's natural writing direction comes from the text's first strong character, not the UI.
        options.baseDirection = .natural
        options.displayScale = context.device.scale
        options.missingFontWidthScale = context.customFonts.widthScale(of: text.font) ?? 1
        return engine.textEngine.measure(text.text, font: text.font, options: options)
    }

    private func ceilToPixel(_ value: Double) -> Double {
        let scale = context.device.scale
        return (value * scale - 1e-6).rounded(.up) / scale
    }

    // MARK: Building the system

    /// - Parameter nonNegative: items whose width and height are held at zero or more.
    private func build(nonNegative: Set<Int>) -> SceneSystem {
        let system = SceneSystem(items: items, solutions: engine.reusesSolutions ? engine.solutions : nil)
        system.marginResolver = { self.margins(of: $0) }

        // The root view fills the screen (or keeps its designed size).
        system.pin(system.x(root), .equal, 0, priority: 1000, tag: "root.x")
        system.pin(system.y(root), .equal, 0, priority: 1000, tag: "root.y")
        system.pin(system.w(root), .equal, rootSize.width, priority: 1000, tag: "root.width")
        system.pin(system.h(root), .equal, rootSize.height, priority: 1000, tag: "root.height")

        for item in items where item.index != root {
            guard let parent = item.parent else { continue }
            if item.isGuide {
                addGuide(item, parent: parent, system)
            } else if item.element == "tableViewCell" || item.element == "collectionViewCell" {
                addCell(item, parent: parent, system)
            } else if item.element == "tableViewCellContentView" || (items[parent].element == "collectionViewCell" && item.element == "view" && parentContentView(item)) {
                addContentView(item, parent: parent, system)
            } else if arranged.contains(item.index) {
                continue
            } else if item.cellStyle != nil {
                continue
            } else if item.translatesAutoresizingMask {
                addAutoresizing(item, parent: parent, system)
            } else if item.fixedFrame {
                addFixedFrame(item, parent: parent, system)
            }
        }

        for item in items where !item.isGuide && (item.isConstrained || arranged.contains(item.index)) {
            addIntrinsic(item, system)
        }
        for index in nonNegative.sorted() {
            system.add(spec("\(items[index].id).size.h.min", index, .width, .greaterThanOrEqual, constant: 0))
            system.add(spec("\(items[index].id).size.v.min", index, .height, .greaterThanOrEqual, constant: 0))
        }
        for content in Set(items.filter { $0.cellStyle != nil }.compactMap(\.parent)).sorted() {
            addCellStyle(content: content, system)
        }
        for item in items where item.stack != nil {
            StackArrangement(stack: item, items: items, arranged: item.children.filter { !items[$0].isGuide }).add(to: system)
        }
        // The document's constraints go in last: when the translated text makes the required set
        // unsatisfiable, the solver refuses the constraint being added, so the one reported broken is a
        // constraint the developer wrote and can change, not the text's own size. A cell's own constraints
        // go after the rest: UIKit sizes a table's or collection's cells after the table, so what a cell's
        // content asks for breaks inside the cell and never moves the table.
        let insideCell = constraints.map { spec in isInsideCell(spec.first) && (spec.second.map(isInsideCell) ?? true) }
        for (spec, inCell) in zip(constraints, insideCell) where !inCell { system.add(remapScrollViewEdges(spec)) }
        for (spec, inCell) in zip(constraints, insideCell) where inCell { system.add(remapScrollViewEdges(spec)) }
        addStays(system)
        return system
    }

    /// Whether the item is a table's or collection's cell, or inside one.
    private func isInsideCell(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(items[i].element) { return true }
            current = items[i].parent
        }
        return false
    }

    private func parentContentView(_ item: LayoutItem) -> Bool {
        guard let parent = item.parent else { return false }
        return items[parent].children.first == item.index && item.storedFrame.x == 0 && item.storedFrame.y == 0
    }

    private func spec(_ id: String, _ first: Int, _ attribute: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation = .equal,
                      _ second: Int? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
                      priority: Double = 1000, origin: LayoutConstraintSpec.Origin = .system) -> LayoutConstraintSpec {
        var s = LayoutConstraintSpec(id: id, origin: origin, first: first, firstAttribute: attribute)
        s.relation = relation
        s.second = second
        s.secondAttribute = secondAttribute
        s.multiplier = multiplier
        s.constant = constant
        s.priority = priority
        return s
    }

    /// Guides: a controller's safe area, a view's safe area and margins, scroll view content and frame
    /// guides, legacy top and bottom layout guides.
    private func addGuide(_ guide: LayoutItem, parent: Int, _ system: SceneSystem) {
        guard case .guide(let kind) = guide.kind else { return }
        let g = guide.index
        func edges(_ insets: EdgeInsets) {
            system.add(spec("\(guide.id).left", g, .left, .equal, parent, .left, constant: insets.left))
            system.add(spec("\(guide.id).right", g, .right, .equal, parent, .right, constant: -insets.right))
            system.add(spec("\(guide.id).top", g, .top, .equal, parent, .top, constant: insets.top))
            system.add(spec("\(guide.id).bottom", g, .bottom, .equal, parent, .bottom, constant: -insets.bottom))
        }
        switch kind {
        case "safeArea":
            edges(parent == root ? safeInsets : safeArea(of: parent))
        case "frameLayoutGuide":
            edges(.zero)
        case "contentLayoutGuide":
            // The content area starts at the scroll view's origin (content offset zero); its size comes from
            // the constraints of the content.
            system.add(spec("\(guide.id).left", g, .left, .equal, parent, .left))
            system.add(spec("\(guide.id).top", g, .top, .equal, parent, .top))
            system.add(spec("\(guide.id).width.min", g, .width, .greaterThanOrEqual, constant: 0))
            system.add(spec("\(guide.id).height.min", g, .height, .greaterThanOrEqual, constant: 0))
        case "keyboard":
            system.add(spec("\(guide.id).left", g, .left, .equal, parent, .left))
            system.add(spec("\(guide.id).right", g, .right, .equal, parent, .right))
            system.add(spec("\(guide.id).bottom", g, .bottom, .equal, parent, .bottom, constant: -context.device.safeAreaInsets.bottom))
            system.add(spec("\(guide.id).height", g, .height, .equal, constant: 0))
        case "legacy-top":
            system.add(spec("\(guide.id).left", g, .left, .equal, parent, .left))
            system.add(spec("\(guide.id).top", g, .top, .equal, parent, .top))
            system.add(spec("\(guide.id).width", g, .width, .equal, constant: 0))
            system.add(spec("\(guide.id).height", g, .height, .equal, constant: safeInsets.top))
        case "legacy-bottom":
            system.add(spec("\(guide.id).left", g, .left, .equal, parent, .left))
            system.add(spec("\(guide.id).bottom", g, .bottom, .equal, parent, .bottom))
            system.add(spec("\(guide.id).width", g, .width, .equal, constant: 0))
            // Since iOS 11 the legacy guides' lengths are the safe area insets (home indicator and bars).
            system.add(spec("\(guide.id).height", g, .height, .equal, constant: safeInsets.bottom))
        default:
            edges(margins(of: items[parent]))
        }
    }

    /// A non-root view's safe area: the part of the screen's safe area insets that reaches into the view.
    private func safeArea(of index: Int) -> EdgeInsets {
        let frame = storedAbsolute[index]
        let screen = Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        let safe = safeInsets.inset(screen)
        return EdgeInsets(
            top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The physical layout margins of a view for this device and direction.
    func margins(of item: LayoutItem) -> EdgeInsets {
        if let own = item.directionalMargins.map({ directional in
            item.rightToLeft
                ? EdgeInsets(top: directional.top, left: directional.trailing, bottom: directional.bottom, right: directional.leading)
                : EdgeInsets(top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
        }) ?? item.layoutMargins, item.element == "tableViewCellContentView", item.preservesSuperviewLayoutMargins {
            // `preservesSuperviewLayoutMargins`: the cell's side margins reach into the content view that
            // fills it, so its own smaller margins give way to them (15 pt set, 16 pt used on a 375 pt table).
            let cell = cellContentMargins(item)
            return EdgeInsets(top: own.top, left: max(own.left, cell.left), bottom: own.bottom, right: max(own.right, cell.right))
        }
        if let directional = item.directionalMargins {
            return item.rightToLeft
                ? EdgeInsets(top: directional.top, left: directional.trailing, bottom: directional.bottom, right: directional.leading)
                : EdgeInsets(top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
        }
        var base: EdgeInsets
        if let explicit = item.layoutMargins {
            base = explicit
        } else if item.index == root && isViewControllerRoot {
            let side = context.device.systemMinimumSideMargin(forWidth: rootSize.width)
            base = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        } else if item.element == "tableViewCellContentView" {
            base = cellContentMargins(item)
        } else if item.stack != nil {
            base = .zero
        } else {
            base = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        if item.insetsLayoutMarginsFromSafeArea, item.index == root, isViewControllerRoot {
            base.top += safeInsets.top
            base.bottom += safeInsets.bottom
            base.left += safeInsets.left
            base.right += safeInsets.right
        } else if item.insetsLayoutMarginsFromSafeArea, item.index != root, !item.isGuide, item.stack == nil, !isInScrollView(item) {
            // A view that reaches into the screen's unsafe area (under the status bar or the home
            // indicator) keeps its margins that far inside the safe area: the overlap adds to them.
            let overlap = safeArea(of: item.index)
            base.top += overlap.top
            base.bottom += overlap.bottom
            base.left += overlap.left
            base.right += overlap.right
        }
        return base
    }

    /// Whether the view scrolls with the content of a scroll, table or collection view (its safe area then
    /// follows the content offset, which IB's stored frames do not show).
    private func isInScrollView(_ item: LayoutItem) -> Bool {
        var cursor = item.parent
        var steps = 0
        while let index = cursor, steps < 100 {
            if ["scrollView", "tableView", "collectionView", "textView"].contains(items[index].element) { return true }
            cursor = items[index].parent
            steps += 1
        }
        return false
    }

    /// A table cell's content view margins: 11 pt above and below; at the sides 16 pt in a table up to
    /// 375 pt wide and 20 pt in a wider one (the 393 pt iPhone 15 too: IB stores 20 there), or in an
    /// inset-grouped table the cell's own inset from the table's edge. On IB's canvas, documents of Xcode 8
    /// and older show iOS 10's 8 pt all round, and those of Xcode 9 and 10 iOS 11's 15 pt sides below 414 pt.
    private func cellContentMargins(_ content: LayoutItem) -> EdgeInsets {
        let tools = context.document.toolsMajorVersion ?? 100_000
        let table = content.parent.flatMap { items[$0].parent }
        let width = table.map { items[$0].storedFrame.width > 0 ? min(items[$0].storedFrame.width, rootSize.width) : rootSize.width } ?? rootSize.width
        var side = width > 375 || context.device.horizontalSizeClass == .regular ? 20.0 : 16
        if !context.deviceIsExplicit {
            if tools < 13000 { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            if tools < 15000, width < 414 { side = 15 }
        }
        if let cell = content.parent, let table, items[table].tableStyle == "insetGrouped",
           items[cell].storedFrame.x > 0 {
            side = items[cell].storedFrame.x
        }
        // Beside an accessory (a disclosure indicator, a checkmark…) the content view ends where the
        // accessory's area begins, and its trailing margin is 8 pt.
        if let cell = content.parent, items[cell].hasAccessory {
            return content.rightToLeft ? EdgeInsets(top: 11, left: 8, bottom: 11, right: side) : EdgeInsets(top: 11, left: side, bottom: 11, right: 8)
        }
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    private func addCell(_ cell: LayoutItem, parent: Int, _ system: SceneSystem) {
        let i = cell.index
        let frame = cell.storedFrame
        let parentStored = items[parent].storedFrame
        if cell.element == "tableViewCell" {
            // A table makes every row as wide as itself (an inset-grouped table less its insets, one on each
            // side): a cell IB stored wider or narrower than its table (designed on another canvas: a 320-pt
            // cell in a 600-pt table) is the table's width.
            let runTime = context.runTimeSizes
            let inset = items[parent].tableStyle == "insetGrouped" ? max(0, frame.x) : 0
            system.add(spec("\(cell.id).left", i, .left, .equal, parent, .left, constant: runTime ? inset : frame.x))
            system.add(spec("\(cell.id).width", i, .width, .equal, parent, .width,
                            constant: runTime ? -2 * inset : frame.width - parentStored.width))
        } else {
            system.add(spec("\(cell.id).left", i, .left, .equal, parent, .left, constant: frame.x))
            system.add(spec("\(cell.id).width", i, .width, .equal, constant: frame.width))
        }
        // Self-sizing rows (rowHeight automatic): a cell keeps its designed height unless its content
        // needs more, and the rows below move down with it.
        let table = tableOf(cell)
        let selfSizing = selfSizingRows(cell)
        if selfSizing, let table, let previous = previousRow(before: cell, in: table) {
            let gap = frame.y - (previous.storedFrame.y + previous.storedFrame.height)
            system.add(spec("\(cell.id).top", i, .top, .equal, previous.index, .bottom, constant: gap))
        } else {
            system.add(spec("\(cell.id).top", i, .top, .equal, parent, .top, constant: frame.y))
        }
        // UIKit asks a self-sizing cell for its height at the lowest priority (fittingSizeLevel), so any
        // content constraint, however weak, outweighs the row height; the row does not shrink below its
        // designed height here (kept at 749, below compression resistance), as findings compare with it.
        system.add(spec("\(cell.id).height", i, .height, .equal, constant: frame.height, priority: selfSizing ? 1 : 1000))
        if selfSizing {
            system.add(spec("\(cell.id).height.designed", i, .height, .greaterThanOrEqual, constant: frame.height, priority: 749))
            system.add(spec("\(cell.id).height.min", i, .height, .greaterThanOrEqual, constant: 0))
        }
    }

    /// Whether the cell's row grows with its content: a table whose rows IB marks automatic
    /// (`rowHeight="-1"`) or whose code makes them so, when the configuration lets rows size themselves.
    private func selfSizingRows(_ cell: LayoutItem) -> Bool {
        guard context.selfSizingRows, cell.element == "tableViewCell", let table = tableOf(cell) else { return false }
        return (items[table].rowHeight ?? -1) < 0 || context.selfSizingTables.contains(items[table].id)
    }

    /// The table view a cell belongs to (its parent, for every cell IB stores).
    private func tableOf(_ cell: LayoutItem) -> Int? {
        guard let parent = cell.parent, items[parent].element == "tableView" else { return nil }
        return parent
    }

    /// The cell drawn just above `cell` in the same table, by designed position.
    private func previousRow(before cell: LayoutItem, in table: Int) -> LayoutItem? {
        items[table].children.map { items[$0] }
            .filter { $0.element == "tableViewCell" && $0.storedFrame.y + $0.storedFrame.height <= cell.storedFrame.y + 0.5 && $0.index != cell.index }
            .max { ($0.storedFrame.y, $0.index) < ($1.storedFrame.y, $1.index) }
    }

    /// The width a cell's accessory takes from its content view when the document's content view frame
    /// cannot tell it: a disclosure indicator's, the most common accessory (IB stores 30.5 pt on 375 pt).
    static let accessoryArea = 30.5

    private func addContentView(_ content: LayoutItem, parent: Int, _ system: SceneSystem) {
        let i = content.index
        let cell = items[parent].storedFrame
        let frame = content.storedFrame
        // The content view fills the cell but for the accessory's area (IB stores it that much narrower).
        // A content view stored larger than its cell is stale (IB keeps an old frame): UIKit sizes it to the
        // cell all the same. The accessory sits at the trailing edge, so in a right-to-left cell the content
        // view starts after it: the content view is placed on the leading side.
        guard items[parent].element == "tableViewCell", context.runTimeSizes else {
            // A collection view cell is as large as its layout makes it; its content view keeps IB's frame
            // (as every content view does on IB's canvas, stale or not).
            system.add(spec("\(content.id).left", i, .left, .equal, parent, .left, constant: frame.x))
            system.add(spec("\(content.id).top", i, .top, .equal, parent, .top, constant: frame.y))
            system.add(spec("\(content.id).width", i, .width, .equal, parent, .width, constant: frame.width - cell.width))
            system.add(spec("\(content.id).height", i, .height, .equal, parent, .height, constant: frame.height - cell.height))
            return
        }
        let fits = frame.x >= 0 && frame.maxX <= cell.width + 0.5
        let accessoryArea = fits ? cell.width - frame.maxX : (items[parent].hasAccessory ? Self.accessoryArea : 0)
        let leading = fits ? frame.x : 0
        system.add(spec("\(content.id).leading", i, .leading, .equal, parent, .leading, constant: leading))
        system.add(spec("\(content.id).top", i, .top, .equal, parent, .top, constant: min(max(0, frame.y), cell.height)))
        system.add(spec("\(content.id).width", i, .width, .equal, parent, .width, constant: -(leading + accessoryArea)))
        system.add(spec("\(content.id).height", i, .height, .equal, parent, .height, constant: min(0, frame.height - cell.height)))
    }

    /// The constraints UIKit makes from an autoresizing mask: margins and size that are not flexible keep
    /// their designed length; the flexible ones share the change of the superview's size in proportion to
    /// their designed lengths.
    private func addAutoresizing(_ item: LayoutItem, parent: Int, _ system: SceneSystem) {
        let frame = item.storedAlignmentFrame
        let container = items[parent].storedFrame
        let mask = item.autoresizingMask
        func axis(
            _ leading: Double, _ size: Double, _ containerSize: Double,
            flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool,
            positionAttribute: LayoutAttribute, endAttribute: LayoutAttribute, sizeAttribute: LayoutAttribute, name: String
        ) {
            let trailing = containerSize - leading - size
            let flexibleTotal = (flexibleLeading ? leading : 0) + (flexibleSize ? size : 0) + (flexibleTrailing ? trailing : 0)
            let count = [flexibleLeading, flexibleSize, flexibleTrailing].filter { $0 }.count
            let i = item.index
            if count == 0 || (count == 1 && flexibleTrailing) {
                system.add(spec("\(item.id).mask.\(name).position", i, positionAttribute, .equal, parent, positionAttribute, constant: leading, origin: .autoresizing))
                system.add(spec("\(item.id).mask.\(name).size", i, sizeAttribute, .equal, constant: size, origin: .autoresizing))
            } else if count == 1 && flexibleLeading {
                system.add(spec("\(item.id).mask.\(name).end", i, endAttribute, .equal, parent, sizeAttribute, constant: -trailing, origin: .autoresizing))
                system.add(spec("\(item.id).mask.\(name).size", i, sizeAttribute, .equal, constant: size, origin: .autoresizing))
            } else if count == 1 && flexibleSize {
                system.add(spec("\(item.id).mask.\(name).position", i, positionAttribute, .equal, parent, positionAttribute, constant: leading, origin: .autoresizing))
                system.add(spec("\(item.id).mask.\(name).end", i, endAttribute, .equal, parent, sizeAttribute, constant: -trailing, origin: .autoresizing))
            } else {
                // Several flexible parts: each takes a share of the change proportional to its designed length
                // (equal shares when they are all zero).
                func share(_ length: Double) -> Double {
                    flexibleTotal > 0 ? length / flexibleTotal : 1 / Double(count)
                }
                let leadShare = flexibleLeading ? share(leading) : 0
                let sizeShare = flexibleSize ? share(size) : 0
                // position = leading + leadShare·(S − S0); size = size + sizeShare·(S − S0)
                system.add(spec("\(item.id).mask.\(name).position", i, positionAttribute, .equal, parent, sizeAttribute,
                                multiplier: leadShare, constant: leading - leadShare * containerSize, origin: .autoresizing))
                if flexibleSize {
                    system.add(spec("\(item.id).mask.\(name).size", i, sizeAttribute, .equal, parent, sizeAttribute,
                                    multiplier: sizeShare, constant: size - sizeShare * containerSize, origin: .autoresizing))
                } else {
                    system.add(spec("\(item.id).mask.\(name).size", i, sizeAttribute, .equal, constant: size, origin: .autoresizing))
                }
            }
        }
        axis(frame.x, frame.width, container.width,
             flexibleLeading: mask.contains(.flexibleMinX), flexibleSize: mask.contains(.widthSizable), flexibleTrailing: mask.contains(.flexibleMaxX),
             positionAttribute: .left, endAttribute: .right, sizeAttribute: .width, name: "h")
        axis(frame.y, frame.height, container.height,
             flexibleLeading: mask.contains(.flexibleMinY), flexibleSize: mask.contains(.heightSizable), flexibleTrailing: mask.contains(.flexibleMaxY),
             positionAttribute: .top, endAttribute: .bottom, sizeAttribute: .height, name: "v")
    }

    /// The labels and image view of a built-in cell style (`UITableViewCell.CellStyle`), which UIKit lays
    /// out in `layoutSubviews` from their content, not from the frames IB stored: each is as large as what
    /// it shows, from the content view's leading margin (after the image view, if any), centred
    /// vertically. `default`: the text label runs to the trailing margin. `value1`, `value2`: the detail
    /// label ends at the trailing margin and, when both do not fit, it is the detail label that is cut
    /// (the text label keeps its width first). `subtitle`: the detail label under the text label, the pair
    /// centred. All of it follows the layout direction, so it mirrors right to left.
    private func addCellStyle(content: Int, _ system: SceneSystem) {
        let views = items[content].children.map { items[$0] }.filter { $0.cellStyle != nil }
        guard let style = views.first?.cellStyle?.style else { return }
        func role(_ name: String) -> LayoutItem? { views.first { $0.cellStyle?.role == name } }
        let text = role("textLabel"), detail = role("detailTextLabel"), image = role("imageView")
        func add(_ id: String, _ first: LayoutItem, _ a: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation = .equal,
                 _ second: Int? = nil, _ b: LayoutAttribute? = nil, constant: Double = 0, priority: Double = 1000) {
            system.add(spec("\(first.id).cellStyle.\(id)", first.index, a, relation, second, b, constant: constant, priority: priority))
        }
        func size(_ view: LayoutItem, compression: Double) {
            let intrinsic = view.intrinsic
            add("width.max", view, .width, .lessThanOrEqual, constant: intrinsic.width.isNaN ? 0 : intrinsic.width)
            add("width.fit", view, .width, .greaterThanOrEqual, constant: intrinsic.width.isNaN ? 0 : intrinsic.width, priority: compression)
            add("width.min", view, .width, .greaterThanOrEqual, constant: 0)
            add("height", view, .height, .equal, constant: intrinsic.height.isNaN ? view.storedFrame.height : intrinsic.height)
        }
        // The labels keep 16 pt from the edges (20 in tables wider than 375 pt, the inset of an
        // inset-grouped cell); IB's canvas for documents of Xcode 8 and older shows iOS 10's 15 pt. Beside
        // an accessory the trailing inset is 8 pt (2 in those documents).
        let old = !context.deviceIsExplicit && (context.document.toolsMajorVersion ?? 100_000) < 13000
        let cell = items[content].parent.map { items[$0] }
        let table = cell?.parent.map { items[$0] }
        let width = table.map { $0.storedFrame.width > 0 ? min($0.storedFrame.width, rootSize.width) : rootSize.width } ?? rootSize.width
        var side = width > 375 || context.device.horizontalSizeClass == .regular ? 20.0 : 16
        if let cell, table?.tableStyle == "insetGrouped", cell.storedFrame.x > 0 { side = cell.storedFrame.x }
        let lead = old ? 15 : side
        let trail = cell?.hasAccessory == true ? (old ? 2 : 8) : (old ? 15 : side)
        var leading: (item: Int, attribute: LayoutAttribute, gap: Double) = (content, .leading, lead)
        if let image {
            // iOS 13 and later centre the image in a 24 pt slot and start the text 16 pt after it; iOS 10
            // put the text 15 pt after the image itself.
            let imageWidth = image.intrinsic.width.isNaN ? image.storedFrame.width : image.intrinsic.width
            if old {
                add("leading", image, .leading, .equal, content, .leading, constant: lead)
                leading = (image.index, .trailing, lead)
            } else {
                // Centred at lead + 12 from the leading edge (written on the leading edge, so it mirrors).
                add("leading", image, .leading, .equal, content, .leading, constant: lead + 12 - imageWidth / 2)
                leading = (content, .leading, lead + 24 + 16)
            }
            add("centerY", image, .centerY, .equal, content, .centerY)
            add("width", image, .width, .equal, constant: imageWidth)
            add("height", image, .height, .equal, constant: image.intrinsic.height.isNaN ? image.storedFrame.height : image.intrinsic.height)
        }
        if let text, style == "default" {
            // The default style's text label fills the content view between the margins, top to bottom.
            add("leading", text, .leading, .equal, leading.item, leading.attribute, constant: leading.gap)
            add("trailing", text, .trailing, .equal, content, .trailing, constant: -trail)
            add("top", text, .top, .equal, content, .top)
            add("bottom", text, .bottom, .equal, content, .bottom)
        } else if let text {
            add("leading", text, .leading, .equal, leading.item, leading.attribute, constant: leading.gap)
            add("trailing", text, .trailing, .lessThanOrEqual, content, .trailing, constant: -trail)
            size(text, compression: 760)
        }
        if let detail {
            if style == "subtitle" {
                add("leading", detail, .leading, .equal, leading.item, leading.attribute, constant: leading.gap)
                add("trailing", detail, .trailing, .lessThanOrEqual, content, .trailing, constant: -trail)
            } else {
                add("trailing", detail, .trailing, .equal, content, .trailing, constant: -trail)
                if let text { add("after-text", detail, .leading, .greaterThanOrEqual, text.index, .trailing, constant: 8) }
            }
            size(detail, compression: 750)
        }
        if style == "subtitle", let text, let detail {
            add("below", detail, .top, .equal, text.index, .bottom)
            // The pair is centred: as far from the top as from the bottom.
            let spec = spec("\(text.id).cellStyle.pair-centred", text.index, .top, .equal, content, .top)
            var e = system.expression(text.index, .top, in: content, rightToLeft: false)
            e.add(system.expression(detail.index, .bottom, in: content, rightToLeft: false), times: 1)
            e.add(system.expression(content, .height, in: content, rightToLeft: false), times: -1)
            system.addRaw(e, .equal, priority: 1000, spec: spec)
            if let cell, selfSizingRows(cell) {
                // A self-sizing row is as tall as the pair and the content view's margins.
                add("top-margin", text, .top, .greaterThanOrEqual, content, .top, constant: 11, priority: 999)
            }
        } else {
            for view in [style == "default" ? nil : text, detail].compactMap({ $0 }) {
                add("centerY", view, .centerY, .equal, content, .centerY)
                if let cell, selfSizingRows(cell) { add("top-margin", view, .top, .greaterThanOrEqual, content, .top, constant: 11, priority: 999) }
            }
            if style == "default", let text, let cell, selfSizingRows(cell), !text.intrinsic.height.isNaN {
                // The default style's label fills the content view: a self-sizing row is at least as tall.
                add("height.fit", text, .height, .greaterThanOrEqual, constant: text.intrinsic.height, priority: 999)
            }
        }
    }

    /// IB's prototyping constraints: a view that no constraint refers to keeps its stored frame, measured
    /// from its superview's top left (so it does not mirror right to left), and never grows with its content.
    private func addFixedFrame(_ item: LayoutItem, parent: Int, _ system: SceneSystem) {
        let frame = item.storedAlignmentFrame
        let i = item.index
        system.add(spec("\(item.id).fixed.left", i, .left, .equal, parent, .left, constant: frame.x, origin: .fixedFrame))
        system.add(spec("\(item.id).fixed.top", i, .top, .equal, parent, .top, constant: frame.y, origin: .fixedFrame))
        system.add(spec("\(item.id).fixed.width", i, .width, .equal, constant: frame.width, origin: .fixedFrame))
        system.add(spec("\(item.id).fixed.height", i, .height, .equal, constant: frame.height, origin: .fixedFrame))
    }

    /// Intrinsic content size as UIKit installs it: `size ≤ intrinsic` at the hugging priority and
    /// `size ≥ intrinsic` at the compression-resistance priority.
    private func addIntrinsic(_ item: LayoutItem, _ system: SceneSystem) {
        let size = item.intrinsic
        // Hugging at 1000 gives way to a required constraint of the document that makes the view larger (a
        // 30 pt width constraint on a button whose image is 24 pt and hugs at 1000: IB stores 30). Compression
        // resistance at 1000 stays required: a fixed size too small for the text is a conflict to report.
        func capped(_ priority: Double) -> Double { min(priority, 999.99) }
        if !size.width.isNaN {
            system.add(spec("\(item.id).hugging.h", item.index, .width, .lessThanOrEqual, constant: size.width, priority: capped(item.huggingH), origin: .intrinsic))
            system.add(spec("\(item.id).compression.h", item.index, .width, .greaterThanOrEqual, constant: size.width, priority: item.compressionH, origin: .intrinsic))
        }
        if !size.height.isNaN {
            system.add(spec("\(item.id).hugging.v", item.index, .height, .lessThanOrEqual, constant: size.height, priority: capped(item.huggingV), origin: .intrinsic))
            system.add(spec("\(item.id).compression.v", item.index, .height, .greaterThanOrEqual, constant: size.height, priority: item.compressionV, origin: .intrinsic))
        }
    }

    /// In a scroll view, constraints from its content to the scroll view's edges attach to the content
    /// area, not the frame (width, height and centres still mean the frame).
    private func remapScrollViewEdges(_ spec: LayoutConstraintSpec) -> LayoutConstraintSpec {
        var spec = spec
        func contentGuide(of scroll: Int) -> Int? {
            items[scroll].children.first { if case .guide("contentLayoutGuide") = items[$0].kind { return true } else { return false } }
        }
        func isDescendant(_ a: Int, of b: Int) -> Bool {
            var cursor = items[a].parent
            while let c = cursor { if c == b { return true }; cursor = items[c].parent }
            return false
        }
        // Edges and margins attach to the content area; widths, heights and centres to the frame (Apple's
        // Auto Layout Guide, "Working with Scroll Views").
        func attachesToContent(_ attribute: LayoutAttribute) -> Bool {
            !attribute.isSize && ![.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(attribute)
        }
        if let second = spec.second, let attribute = spec.secondAttribute, attachesToContent(attribute),
            items[second].element == "scrollView" || items[second].element == "tableView" || items[second].element == "collectionView" || items[second].element == "textView",
            isDescendant(spec.first, of: second), let guide = contentGuide(of: second) {
            spec.second = guide
        }
        if let second = spec.second, attachesToContent(spec.firstAttribute),
            items[spec.first].element == "scrollView", isDescendant(second, of: spec.first), let guide = contentGuide(of: spec.first) {
            spec.first = guide
        }
        return spec
    }

    /// Keeps views the constraints leave free where the document put them (the lowest priority of all, so
    /// it only breaks ties no other constraint decides).
    private func addStays(_ system: SceneSystem) {
        let priority = 0.01
        for item in items where !item.isGuide && item.index != root {
            guard let parent = item.parent else { continue }
            let frame = item.storedAlignmentFrame
            let mirrored = items[parent].rightToLeft
            system.add(spec("\(item.id).stay.w", item.index, .width, .equal, constant: frame.width, priority: priority, origin: .stay))
            system.add(spec("\(item.id).stay.h", item.index, .height, .equal, constant: frame.height, priority: priority, origin: .stay))
            if mirrored {
                system.add(spec("\(item.id).stay.x", item.index, .right, .equal, parent, .width, constant: -(frame.x), priority: priority, origin: .stay))
            } else {
                system.add(spec("\(item.id).stay.x", item.index, .left, .equal, parent, .left, constant: frame.x, priority: priority, origin: .stay))
            }
            system.add(spec("\(item.id).stay.y", item.index, .top, .equal, parent, .top, constant: frame.y, priority: priority, origin: .stay))
        }
    }

    // MARK: Results

    private func result(_ system: SceneSystem, sceneID: String, name: String) -> SceneLayout {
        var views: [ViewLayout] = []
        var absolute = [Rect](repeating: .zero, count: items.count)
        var hidden = [Bool](repeating: false, count: items.count)
        for item in items {
            let insets = item.alignmentInsets
            var solved = system.absoluteFrame(item.index)
            solved = Rect(x: solved.x - insets.left, y: solved.y - insets.top, width: solved.width + insets.left + insets.right,
                          height: solved.height + insets.top + insets.bottom)
            absolute[item.index] = solved.roundedToPixels(scale: context.device.scale)
            hidden[item.index] = item.isHidden || (item.parent.map { hidden[$0] } ?? false)
        }
        for item in items where !item.isGuide {
            let frame: Rect
            if let p = item.parent {
                frame = absolute[item.index].offsetBy(dx: -absolute[p].x, dy: -absolute[p].y)
            } else {
                frame = absolute[item.index]
            }
            views.append(ViewLayout(
                id: item.id, element: item.element, className: item.className, customClass: item.customClass,
                userLabel: item.userLabel, parentID: item.parent.map { items[$0].id }, frame: frame,
                absoluteFrame: absolute[item.index], storedFrame: item.storedFrame, isHidden: item.isHidden,
                isEffectivelyHidden: hidden[item.index], clipsToBounds: item.clipsToBounds, misplaced: item.misplaced,
                ambiguous: item.ambiguous, translatesAutoresizingMask: item.translatesAutoresizingMask,
                alignmentInsets: item.alignmentInsets, cellStyle: item.cellStyle?.style, cellStyleRole: item.cellStyle?.role,
                placement: placement(of: item),
                rightToLeft: item.rightToLeft, semanticContentAttribute: item.semantic,
                isArrangedSubview: arranged.contains(item.index), line: item.line, column: item.column,
                texts: texts(of: item, frame: absolute[item.index]), physicalInsets: item.physicalInsets,
                autoresizingMask: maskNames(item.autoresizingMask),
                widthDeterminedBy: determining(system, item.index, system.w(item.index)),
                heightDeterminedBy: determining(system, item.index, system.h(item.index))))
        }
        var broken: [BrokenLayoutConstraint] = []
        for (b, missedBy) in zip(system.brokenConstraints, system.brokenConstraintsMissedBy) {
            guard let spec = system.spec(for: b.constraint), spec.origin != .stay else { continue }
            broken.append(BrokenLayoutConstraint(
                id: spec.id, line: spec.line, column: spec.column, firstID: items[spec.first].id,
                secondID: spec.second.map { items[$0].id }, description: describe(spec), priority: spec.priority,
                conflictingIDs: b.conflictingSet.compactMap { system.spec(for: $0)?.id }, origin: spec.origin.rawValue,
                missedBy: missedBy))
        }
        let safe = safeInsets.inset(Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height))
        let written = constraints.map { spec in
            DocumentConstraint(
                id: spec.id, firstID: items[spec.first].id, firstAttribute: spec.firstAttribute.rawValue,
                secondID: spec.second.map { items[$0].id }, secondAttribute: spec.secondAttribute?.rawValue,
                relation: spec.relation.rawValue, constant: spec.constant, multiplier: spec.multiplier,
                priority: spec.priority, line: spec.line, column: spec.column)
        }
        return SceneLayout(
            id: sceneID, name: name, rootViewID: items[root].id, views: views, brokenConstraints: broken, safeArea: safe,
            documentConstraints: written)
    }

    private func placement(of item: LayoutItem) -> ViewPlacement {
        if item.index == root { return .constraints }
        switch item.element {
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView", "collectionViewCellContentView":
            return .container
        default: break
        }
        if item.cellStyle != nil { return .container }
        if arranged.contains(item.index) || item.isConstrained { return .constraints }
        return item.fixedFrame && !item.translatesAutoresizingMask ? .fixedFrame : .autoresizingMask
    }

    /// The constraints involving `item` itself that `variable` (its width or height) moves with.
    private func determining(_ system: SceneSystem, _ item: Int, _ variable: Int32) -> [LayoutConstraintReference] {
        system.determiningConstraints(of: variable).compactMap { id in
            guard let spec = system.spec(for: id), spec.first == item || spec.second == item else { return nil }
            return LayoutConstraintReference(id: spec.id, origin: spec.origin.rawValue)
        }
    }

    private func maskNames(_ mask: AutoresizingMask) -> [String] {
        var names: [String] = []
        if mask.contains(.flexibleMinX) { names.append("flexibleMinX") }
        if mask.contains(.widthSizable) { names.append("widthSizable") }
        if mask.contains(.flexibleMaxX) { names.append("flexibleMaxX") }
        if mask.contains(.flexibleMinY) { names.append("flexibleMinY") }
        if mask.contains(.heightSizable) { names.append("heightSizable") }
        if mask.contains(.flexibleMaxY) { names.append("flexibleMaxY") }
        return names
    }

    private func texts(of item: LayoutItem, frame: Rect) -> [TextResult] {
        let contents = item.content.texts
        guard !contents.isEmpty else { return [] }
        let segmentWidth = contents.count > 1 ? frame.width / Double(contents.count) : frame.width
        return contents.map { text in
            let width = max(0, segmentWidth - text.padding.left - text.padding.right - text.drawnInset)
            let height = max(0, frame.height - text.padding.top - text.padding.bottom)
            // A label of several lines that shrinks to fit draws its text as small as it takes to fit its height.
            let multiLine = text.numberOfLines == 0 || text.numberOfLines > 1
            var layout = measure(text, width: width, fittingHeight: multiLine ? height : nil)
            var neededHeight = layout.drawnHeight
            var lineHeight = layout.lineHeight
            if !layout.warnings.isEmpty, layout.lineHeight > 0,
               let line = context.customFonts.lineHeight(of: text.font, pointSize: layout.pointSize) {
                // A custom font that is not installed: its lines as tall as the document shows them, as its
                // intrinsic height counts them (see measureIntrinsic). A text that shrinks to fit its height
                // shrinks until those lines fit: the stand-in's lines are taller or shorter by their ratio.
                let ratio = line / layout.lineHeight
                if multiLine, text.adjustsFontSizeToFitWidth, abs(ratio - 1) > 1e-3, ratio.isFinite {
                    // (The engine takes half a point over its fitting height as fitting.)
                    layout = measure(text, width: width, fittingHeight: (height + 0.5) / ratio - 0.5)
                }
                lineHeight = layout.lineHeight * ratio
                // Its lines ceiled to the pixel as the intrinsic height ceils them, or the stand-in's ceiled
                // height scaled: two roundings of one estimate, the closer one wins.
                neededHeight = min(ceilToPixel(line * Double(max(1, layout.lines.count))), layout.drawnHeight * ratio)
            }
            if multiLine, neededHeight > height + 0.5, lineHeight > 0 {
                // Lines that do not fit the height are not drawn: UIKit truncates the last visible line.
                let ratio = (height + 0.5) / lineHeight
                let fitting = ratio.isFinite ? max(1, Int(min(ratio, 1_000_000_000))) : 1
                if fitting < layout.lines.count {
                    var capped = text
                    capped.numberOfLines = fitting
                    layout = measure(capped, width: width, fittingHeight: height)
                }
            }
            return TextResult(
                key: text.key, text: text.text, baseText: text.baseText,
                isTranslated: text.key.map { context.translations[$0] != nil } ?? false, font: text.font,
                alignment: text.alignment, numberOfLines: text.numberOfLines, isPlaceholder: text.isPlaceholder,
                availableWidth: width, availableHeight: height, layout: layout, neededHeight: neededHeight)
        }
    }

    private func describe(_ spec: LayoutConstraintSpec) -> String {
        func name(_ i: Int) -> String {
            let item = items[i]
            let kind = item.isGuide ? "guide" : item.element
            return "\(kind)(\(item.id))"
        }
        let relation: String
        switch spec.relation {
        case .equal: relation = "=="
        case .lessThanOrEqual: relation = "<="
        case .greaterThanOrEqual: relation = ">="
        }
        var text = "\(name(spec.first)).\(spec.firstAttribute.rawValue) \(relation) "
        if let second = spec.second, let attribute = spec.secondAttribute {
            text += "\(name(second)).\(attribute.rawValue)"
            if spec.multiplier != 1 { text += " × \(fmt(spec.multiplier))" }
            if spec.constant != 0 { text += spec.constant > 0 ? " + \(fmt(spec.constant))" : " - \(fmt(-spec.constant))" }
        } else {
            text += fmt(spec.constant)
        }
        if spec.priority < 1000 { text += " @\(fmt(spec.priority))" }
        return text
    }
}
