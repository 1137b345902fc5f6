import Foundation
import L10nInterfaceBuilder
import L10nSolver
import L10nText

/// What to lay out for: a language (its translations and direction), a device and a text size.
public struct LayoutConfiguration: Sendable {
    /// BCP-47 language (`de`, `ar`, `zh-Hans`); nil for the base language.
    public var language: String?
    /// The device; nil for the document's own device and root sizes (what IB stored).
    public var device: Device?
    /// Forces the orientation of `device` (or of the document's device).
    public var orientation: Device.Orientation?
    /// The Dynamic Type size text styles are laid out at.
    public var contentSize: ContentSizeCategory
    /// Right to left; nil = from the language (ICU's locale data).
    public var rightToLeft: Bool?
    /// Whether table rows of automatic height (`rowHeight="-1"`) grow with their content, as UIKit sizes
    /// them at run time (the default). Interface Builder's canvas does not: it shows every row at the
    /// height it was designed at and compresses the content, which is what a document's stored frames
    /// hold; pass false to reproduce them (the fidelity harness does).
    public var selfSizingRows: Bool
    /// Table views (by object ID) whose rows the app's code makes self-sizing (`rowHeight =
    /// UITableView.automaticDimension`, or `heightForRowAt` returning it) whatever row height IB wrote:
    /// their rows grow with their content like those of `rowHeight="-1"` (when ``selfSizingRows`` is on).
    public var selfSizingTables: Set<String> = []
    /// The lines the app's code gives texts (by object ID: a label's, or a button's title label), in place of
    /// the document's `numberOfLines` (`detailLabel.numberOfLines = 0`; 0 for as many as it takes).
    public var codeLineCounts: [String: Int] = [:]
    /// Whether views get the sizes UIKit gives them at run time (the default) where IB's canvas shows
    /// others: a controller designed at a freeform size (`<size key="freeformSize">`) runs full screen at
    /// the device's size (unless embedded in a container view or shown as a popover, whose size is its
    /// own), and a table cell IB stored at another width than its table's is the table's width. The document's stored
    /// frames hold the canvas's sizes; pass false to reproduce them (the fidelity harness does). Xcode 6–7's
    /// 600×600 size-class canvas, which is no screen, is a phone's screen at run time.
    public var runTimeSizes = true

    /// A configuration; every part defaults to the document as designed in the base language.
    public init(
        language: String? = nil, device: Device? = nil, orientation: Device.Orientation? = nil,
        contentSize: ContentSizeCategory = .large, rightToLeft: Bool? = nil, selfSizingRows: Bool = true
    ) {
        self.selfSizingRows = selfSizingRows
        self.language = language
        self.device = device
        self.orientation = orientation
        self.contentSize = contentSize
        self.rightToLeft = rightToLeft
    }
}

extension LayoutConfiguration {
    /// The document as IB's canvas shows it, base language on its own device: rows at their designed
    /// heights, freeform controllers at their freeform size, cells as wide as IB stored them. Its frames are
    /// what the document stored.
    public static var canvas: LayoutConfiguration {
        var configuration = LayoutConfiguration(selfSizingRows: false)
        configuration.runTimeSizes = false
        return configuration
    }
}

/// Lays out Interface Builder documents as UIKit would for a language, device and text size.
///
/// Thread-safe: one engine can lay out documents from several threads (the text engine is thread-safe and
/// each call builds its own solver).
public final class LayoutEngine: @unchecked Sendable {
    /// Measures every text (fonts, shaping, line breaking).
    public let textEngine: TextEngine

    /// Solutions of the scene systems solved so far (see ``SolutionCache``).
    let solutions = SolutionCache()

    /// Whether a scene whose constraint system is exactly one solved before (the same calls to the solver,
    /// numbers compared bit for bit) takes that solution instead of solving it again; the results are the
    /// same either way. On by default; benchmarks turn it off to measure what it saves.
    public var reusesSolutions = true

    /// How many scene systems this engine found solved before, and how many it solved.
    public var solutionCounts: (found: Int, solved: Int) { solutions.counts }

    /// An engine that measures text with `textEngine`.
    public init(textEngine: TextEngine) {
        self.textEngine = textEngine
    }

    /// Per document (held weakly, by its root element), the custom font line heights it shows: a
    /// document is laid out once per language, device and text size, and the estimate is the same each time.
    private final class FontEntry {
        weak var root: IBNode?
        let metrics: CustomFontMetrics
        init(root: IBNode, metrics: CustomFontMetrics) {
            self.root = root
            self.metrics = metrics
        }
    }
    private var fontEntries: [ObjectIdentifier: FontEntry] = [:]
    private let fontLock = NSLock()

    private func customFontMetrics(_ document: IBDocument) -> CustomFontMetrics {
        let key = ObjectIdentifier(document.root)
        fontLock.lock()
        if let entry = fontEntries[key], entry.root === document.root {
            fontLock.unlock()
            return entry.metrics
        }
        fontLock.unlock()
        var metrics = CustomFontMetrics(document: document) { [textEngine] font in
            textEngine.measure("A", font: font, options: MeasureOptions()).warnings.isEmpty
        }
        if metrics.hasMissingFonts {
            // Which labels their text alone sizes, the solver tells: lay the document out once as designed.
            let first = layout(document, translations: [:], configuration: .canvas, fonts: metrics)
            metrics.estimateWidths(from: first)
        }
        fontLock.lock()
        if fontEntries.count > 256 { fontEntries = fontEntries.filter { $0.value.root != nil } }
        if fontEntries.count > 256 { fontEntries.removeAll() }
        fontEntries[key] = FontEntry(root: document.root, metrics: metrics)
        fontLock.unlock()
        return metrics
    }

    /// Lets the documents of one project share what their labels tell about custom fonts that are not
    /// installed: a font a document shows only where its metrics cannot be read off (buttons, fields,
    /// wrapped or stretched labels) takes the line height and width scale the project's other documents
    /// show for it. Each document keeps its own estimates where it has them. Call it once with every
    /// document of the project (the ones to be laid out, kept alive while they are); later layouts of
    /// these documents use the shared estimates.
    public func shareCustomFontEstimates(across documents: [IBDocument]) {
        // Each document's own estimate (one layout each where a font is missing), on every core.
        var own = [CustomFontMetrics](repeating: CustomFontMetrics(), count: documents.count)
        let ownLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let metrics = customFontMetrics(documents[index])
            ownLock.lock()
            own[index] = metrics
            ownLock.unlock()
        }
        let project = CustomFontMetrics.pooled(own)
        guard project.hasMissingFonts else { return }
        fontLock.lock()
        defer { fontLock.unlock() }
        for (document, metrics) in zip(documents, own) {
            var shared = metrics
            shared.adopt(project)
            fontEntries[ObjectIdentifier(document.root)] = FontEntry(root: document.root, metrics: shared)
        }
    }

    /// Lays out every scene (storyboard) or top-level view (xib) of `document`.
    ///
    /// Only UIKit documents are laid out (iOS, and tvOS, which uses UIKit too): an AppKit (macOS) or
    /// WatchKit document comes back with no scenes and ``DocumentLayout/notLaidOut`` saying why, so no
    /// UIKit verdict is ever given on its views.
    ///
    /// - Parameters:
    ///   - translations: the language's table, key → value; a missing key shows the base text, as iOS does.
    public func layout(
        _ document: IBDocument, translations: [String: String] = [:], configuration: LayoutConfiguration = LayoutConfiguration()
    ) -> DocumentLayout {
        layout(document, translations: translations, configuration: configuration, fonts: nil)
    }

    /// - Parameter fonts: the custom font metrics to use; nil for the document's (estimated once).
    private func layout(
        _ document: IBDocument, translations: [String: String], configuration: LayoutConfiguration, fonts: CustomFontMetrics?
    ) -> DocumentLayout {
        let rightToLeft = configuration.rightToLeft
            ?? configuration.language.map { TextLanguage.isRightToLeft(language: $0) } ?? false
        if let reason = Self.notLaidOutReason(document.platform) {
            return DocumentLayout(
                documentPath: document.path, language: configuration.language, device: configuration.device ?? Self.designScreen(of: document, runTime: configuration.runTimeSizes),
                rightToLeft: rightToLeft, contentSize: configuration.contentSize, scenes: [], platform: document.platform, notLaidOut: reason)
        }
        let documentDevice = document.root.child("device").flatMap { node in
            node["id"].flatMap { Device.interfaceBuilder(id: $0, orientation: node["orientation"], toolsVersion: document.toolsMajorVersion ?? 100_000) }
        }
        var device = configuration.device ?? documentDevice ?? Self.designScreen(of: document, runTime: configuration.runTimeSizes)
        let designOrientation = device.orientation
        // A canvas no screen has (a xib's freeform view, Silent Text's 320×45 options bar) is no device to turn: held either
        // way, its views keep the size they were designed at. (Asked for, `--size 320x45 --orientation portrait`, it turns.)
        if let orientation = configuration.orientation, configuration.device != nil || !device.id.hasPrefix("custom-") {
            device = device.turned(to: orientation)
        }
        let fonts = fonts ?? customFontMetrics(document)
        // The document's device turned to the other orientation is a screen IB's canvas never showed: its views
        // take that screen's size as at run time, as on a device chosen for the check.
        let context = SceneContext(
            document: document, translations: translations, language: configuration.language, rightToLeft: rightToLeft,
            device: device, documentDevice: documentDevice, contentSize: configuration.contentSize,
            deviceIsExplicit: configuration.device != nil || device.orientation != designOrientation, selfSizingRows: configuration.selfSizingRows,
            selfSizingTables: configuration.selfSizingTables, codeLineCounts: configuration.codeLineCounts,
            runTimeSizes: configuration.runTimeSizes, customFonts: fonts)

        var scenes: [SceneLayout] = []
        let containers = ContainerRelationships(document: document)
        if document.root.child("scenes") != nil {
            for scene in document.root.child("scenes")?.children(named: "scene") ?? [] {
                guard let objects = scene.child("objects") else { continue }
                for object in objects.children {
                    if let view = object.child("view", key: "view") ?? object.children.first(where: { $0["key"] == "view" && $0.child("rect", key: "frame") != nil }) {
                        let bars = containers.bars(for: object)
                        let guides = object.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? []
                        var laidOut = layoutRoot(
                            view, sceneID: scene["sceneID"] ?? view["id"] ?? "", name: Self.sceneName(object),
                            isViewControllerRoot: true, bars: bars, legacyGuides: guides, context: context)
                        if let root = laidOut.view(laidOut.rootViewID) {
                            let barContext = rootContext(view, context)
                            let items = BarItems(engine: self, context: barContext, rootSize: Size(width: root.frame.width, height: root.frame.height),
                                                 rightToLeft: rightToLeft)
                            laidOut.views += items.views(for: object, scene: laidOut, bars: bars, tabItem: containers.tabItem(for: object),
                                                         pushed: containers.isPushed(object))
                        }
                        scenes.append(laidOut)
                    } else if object.child("rect", key: "frame") != nil, object["id"] != nil {
                        // A top-level view kept beside the controller (a header, an accessory view).
                        var bars = Bars()
                        bars.canvasTopSafeArea = true
                        scenes.append(layoutRoot(
                            object, sceneID: object["id"] ?? "", name: object["userLabel"] ?? object.name,
                            isViewControllerRoot: false, bars: bars, legacyGuides: [], context: context))
                    }
                }
            }
        } else {
            // A xib whose File's Owner is a view controller holds that controller's view.
            let owner = document.root.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let controllerView = owner?.child("connections")?.children(named: "outlet").first { $0["property"] == "view" }?["destination"]
            for object in document.root.child("objects")?.children ?? [] where object.child("rect", key: "frame") != nil && object["id"] != nil {
                // IB simulates no status bar over a xib's view of freeform size (`freeformSimulatedSizeMetrics`,
                // as popovers and panels are), or where its simulated metrics say none.
                var bars = Bars()
                bars.canvasHidesStatusBar = object.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
                bars.statusBarHidden = object.children(named: "nil").contains { $0["key"] == "simulatedStatusBarMetrics" }
                scenes.append(layoutRoot(
                    object, sceneID: object["id"] ?? "", name: object["userLabel"] ?? object["customClass"] ?? object.name,
                    isViewControllerRoot: object["id"] == controllerView, bars: bars, legacyGuides: [], context: context))
            }
        }
        return DocumentLayout(
            documentPath: document.path, language: configuration.language, device: device, rightToLeft: rightToLeft,
            contentSize: configuration.contentSize, scenes: scenes, platform: document.platform, notLaidOut: nil)
    }

    /// Why a document of this platform is not laid out, or nil when it is (UIKit: iOS, tvOS, unknown).
    static func notLaidOutReason(_ platform: IBPlatform) -> String? {
        switch platform {
        case .macOS: return "an AppKit (macOS) document: AppKit lays out its views with its own rules (NSTableCellView, clip and scroll views, NSButton and NSTextField metrics), which the layout engine does not model, so no layout check applies"
        case .watchOS: return "a WatchKit document: WatchKit lays out its interface objects itself, which the layout engine does not model, so no layout check applies"
        case .iOS, .tvOS, .unknown: return nil
        }
    }

    /// The images IB lists in `<resources>`: asset images at their size in points, and SF Symbols
    /// (`catalog="system"`), whose listed size is only their shape (the longer side scaled to 128).
    public static func imageSizes(of document: IBDocument) -> (images: [String: Size], symbols: [String: Size]) {
        var sizes: [String: Size] = [:]
        var symbols: [String: Size] = [:]
        for image in document.root.child("resources")?.children(named: "image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init),
                  width > 0, height > 0 else { continue }
            if image["catalog"] == "system" {
                symbols[name] = Size(width: width, height: height)
            } else {
                sizes[name] = Size(width: width, height: height)
            }
        }
        return (sizes, symbols)
    }

    /// For documents that name no device (older Xcode versions): the screen of the first root view's
    /// designed size.
    static func designScreen(of document: IBDocument, runTime: Bool) -> Device {
        var found: IBNode?
        document.root.forEachDescendant { node in
            guard found == nil, node.name == "view" || node.name == "tableView" || node.name == "collectionView",
                  node["key"] == "view" || node.name == "view", let rect = node.child("rect", key: "frame"),
                  (rect["width"].flatMap(Double.init) ?? 0) > 0 else { return }
            found = rect
        }
        let size = Size(width: found?["width"].flatMap(Double.init) ?? 375, height: found?["height"].flatMap(Double.init) ?? 667)
        return runTimeScreen(forCanvas: size, of: document, runTime: runTime)
            ?? Device.interfaceBuilder(size: size) ?? Device.custom(width: size.width, height: size.height)
    }

    static func sceneName(_ controller: IBNode) -> String {
        controller["title"] ?? controller.child("navigationItem")?["title"] ?? controller["storyboardIdentifier"]
            ?? controller["customClass"] ?? controller["userLabel"] ?? controller.name
    }

    struct SceneContext {
        let document: IBDocument
        let translations: [String: String]
        let language: String?
        let rightToLeft: Bool
        var device: Device
        var documentDevice: Device?
        let contentSize: ContentSizeCategory
        /// Whether the caller chose the device (else each root keeps the size IB designed it at).
        var deviceIsExplicit: Bool
        let selfSizingRows: Bool
        let selfSizingTables: Set<String>
        let codeLineCounts: [String: Int]
        let runTimeSizes: Bool
        /// Line heights and widths of custom fonts that are not installed, estimated from the document.
        let customFonts: CustomFontMetrics

    }

    /// Bars that cover the top or bottom of a controller's view and so move its safe area.
    struct Bars {
        var navigationBar = 0.0
        var bottomBar = 0.0
        /// The controller's simulated metrics hide the status bar (`<nil key="simulatedStatusBarMetrics"/>`).
        var statusBarHidden = false
        /// IB's canvas draws no status bar here (a xib's views), though one shows at run time: the stored
        /// frames have no status bar inset on the document's own device.
        var canvasHidesStatusBar = false
        /// The simulated metrics say the scene has no top bar (`<nil key="simulatedTopBarMetrics"/>`).
        var topBarNone = false
        /// Opaque bars (`translucent="NO"`): the controller's view stops at them instead of running under.
        var navigationBarOpaque = false
        var bottomBarOpaque = false
        /// Presented modally as a page sheet: the sheet starts below the status bar.
        var sheet = false
        /// A storyboard's top-level view beside a controller (a header, an accessory view): IB's canvas
        /// gives its safe area the screen's top inset, as if it sat at the top of the screen. At run time it
        /// sits wherever code puts it, so only the document's own canvas has the inset.
        var canvasTopSafeArea = false
        /// The controller is designed at a freeform size (`<size key="freeformSize">`): a root view shorter
        /// than the screen is that size, not a view cut short by opaque bars.
        var freeform = false
        /// The controller is embedded in a container view or shown as a popover: its view keeps the size it
        /// was designed at (its container's, its preferred content size), not the screen's.
        var ownSize = false
    }

    /// The canvas of Xcode 6–7 size-class documents.
    static let sizeClassCanvas = Size(width: 600, height: 600)

    /// The context for one root view: older documents name no device, so their roots are laid out at the
    /// size they were designed at (the size-class canvas, which is no screen, on a phone).
    func rootContext(_ rootNode: IBNode, _ context: SceneContext) -> SceneContext {
        guard context.documentDevice == nil, !context.deviceIsExplicit, let rect = rootNode.child("rect", key: "frame") else { return context }
        let size = Size(width: rect["width"].flatMap(Double.init) ?? 0, height: rect["height"].flatMap(Double.init) ?? 0)
        var rooted = context
        if let phone = Self.runTimeScreen(forCanvas: size, of: context.document, runTime: context.runTimeSizes) {
            // At run time the root fills the phone's screen, as on a device chosen for the check.
            rooted.device = phone
            rooted.deviceIsExplicit = true
            return rooted
        }
        var device = Device.interfaceBuilder(size: size) ?? Device.custom(width: size.width, height: size.height)
        if Device.interfaceBuilder(size: size) == nil {
            // A canvas that is no screen (a freeform size) still shows the status bar of its time, 20 pt, above a
            // controller's view: its top layout guide ends there.
            device.safeAreaInsets.top = 20
        }
        rooted.device = device
        rooted.documentDevice = device
        return rooted
    }

    /// The screen a root designed on Xcode 6–7's 600×600 "any width, any height" canvas gets at run time (the
    /// canvas is no screen): the smallest phone of today, 375×667 with its 20-pt status bar, as the devices of
    /// that time. Nil for any other size, or when the canvas's own sizes are asked for (`runTime` false).
    static func runTimeScreen(forCanvas size: Size, of document: IBDocument, runTime: Bool) -> Device? {
        guard runTime, size == sizeClassCanvas, document.root["useTraitCollections"] == "YES" else { return nil }
        return Device.named("iphone-se")
    }

    /// One root view read into layout items and the document's constraints for one pair of size classes:
    /// everything but what the language's table gives (the texts), which a layout reads again. A document is
    /// laid out once per language, device and text size; its views, properties and constraints are the same
    /// each time.
    final class SceneTemplate {
        weak var rootNode: IBNode?
        let items: [LayoutItem]
        let constraints: [LayoutConstraintSpec]
        let root: Int
        /// The items whose content depends on the translations, with their elements.
        let translatedNodes: [(index: Int, node: IBNode)]
        let reader: ContentReader

        init(rootNode: IBNode, items: [LayoutItem], constraints: [LayoutConstraintSpec], root: Int,
             translatedNodes: [(index: Int, node: IBNode)], reader: ContentReader) {
            self.rootNode = rootNode
            self.items = items
            self.constraints = constraints
            self.root = root
            self.translatedNodes = translatedNodes
            self.reader = reader
        }
    }

    private struct TemplateKey: Hashable {
        let root: ObjectIdentifier
        let horizontal: Device.SizeClass
        let vertical: Device.SizeClass
    }
    private var templates: [TemplateKey: SceneTemplate] = [:]
    private let templateLock = NSLock()

    /// The template of `rootNode` for `device`'s size classes, read on first use.
    private func template(_ rootNode: IBNode, legacyGuides: [IBNode], document: IBDocument, device: Device) -> SceneTemplate {
        let key = TemplateKey(root: ObjectIdentifier(rootNode), horizontal: device.horizontalSizeClass, vertical: device.verticalSizeClass)
        templateLock.lock()
        if let template = templates[key], template.rootNode === rootNode {
            templateLock.unlock()
            return template
        }
        templateLock.unlock()
        let horizontal = "widthClass=\(device.horizontalSizeClass.rawValue)", vertical = "heightClass=\(device.verticalSizeClass.rawValue)"
        let variationApplies: (String) -> Bool = { key in
            // Keys look like `widthClass=compact` or `heightClass=regular-widthClass=compact`.
            let parts = key.split(separator: "-")
            guard !parts.isEmpty else { return false }
            return parts.allSatisfy { part in part == horizontal || part == vertical }
        }
        // Read without translations: the items that look one up are read again per layout.
        var builder = SceneBuilder(translations: { _ in nil }, variationApplies: variationApplies)
        builder.toolsVersion = document.toolsMajorVersion ?? 100_000
        (builder.imageSizes, builder.symbolShapes) = Self.imageSizes(of: document)
        let root = builder.build(root: rootNode, legacyGuideNodes: legacyGuides)
        let reader = ContentReader(translations: { _ in nil }, variationApplies: variationApplies, toolsVersion: builder.toolsVersion,
                                   imageSizes: builder.imageSizes, symbolShapes: builder.symbolShapes)
        let template = SceneTemplate(rootNode: rootNode, items: builder.items, constraints: builder.constraints, root: root,
                                     translatedNodes: builder.translatedNodes, reader: reader)
        templateLock.lock()
        // Templates of documents no longer alive go; a run over more documents than this starts afresh.
        if templates.count > 1024 { templates = templates.filter { $0.value.rootNode != nil } }
        if templates.count > 1024 { templates.removeAll() }
        templates[key] = template
        templateLock.unlock()
        return template
    }

    private func layoutRoot(
        _ rootNode: IBNode, sceneID: String, name: String, isViewControllerRoot: Bool, bars: Bars,
        legacyGuides: [IBNode], context: SceneContext
    ) -> SceneLayout {
        let context = rootContext(rootNode, context)
        let template = template(rootNode, legacyGuides: legacyGuides, document: context.document, device: context.device)
        let items = template.items.map { $0.copy() }
        if !template.translatedNodes.isEmpty {
            var reader = template.reader
            reader.translations = { context.translations[$0] }
            for (index, node) in template.translatedNodes { items[index].content = reader.content(of: node) }
        }
        if !context.codeLineCounts.isEmpty {
            for item in items { SceneBuilder.applyCodeLineCounts(context.codeLineCounts, to: item) }
        }
        let solve = SceneSolve(
            engine: self, items: items, constraints: template.constraints, root: template.root,
            isViewControllerRoot: isViewControllerRoot, bars: bars, context: context)
        return solve.run(sceneID: sceneID, name: name)
    }
}

/// Which container controllers (navigation, tab bar) hold each view controller, from the document's
/// relationship segues, so a controller's safe area accounts for their bars.
struct ContainerRelationships {
    private var parent: [String: IBNode] = [:]
    /// Controllers shown by a push (`show`) segue, and the controller that pushes them.
    private var pushedFrom: [String: IBNode] = [:]
    /// Modal segues (`presentation`, `showDetail`, `modal`) by destination controller.
    private var presentations: [String: [IBNode]] = [:]
    /// A tab bar controller's children in tab order, and every controller by ID.
    private var tabChildren: [String: [String]] = [:]
    private var controllers: [String: IBNode] = [:]
    /// Controllers embedded in a container view or shown as a popover.
    private var ownSize = Set<String>()
    /// Where IB inferred a controller's simulated metrics from when several segues lead to it: the
    /// document's `inferredMetricsTieBreakers` names the one segue IB took them from, by destination.
    private var tieBreakers: [String: (segue: IBNode, source: IBNode)] = [:]

    init(document: IBDocument) {
        let tieBreakerIDs = Set(document.root.child("inferredMetricsTieBreakers")?.children(named: "segue").compactMap { $0["reference"] } ?? [])
        for scene in document.root.child("scenes")?.children(named: "scene") ?? [] {
            let sceneControllers = scene.child("objects")?.children.filter { $0["sceneMemberID"] == "viewController" } ?? []
            for controller in sceneControllers {
                if let id = controller["id"] { controllers[id] = controller }
                controller.forEachDescendant { node in
                    guard node.name == "segue", let kind = node["kind"], let destination = node["destination"],
                          destination != controller["id"] else { return }
                    if let id = node["id"], tieBreakerIDs.contains(id) { tieBreakers[destination] = (node, controller) }
                    if kind == "show" || kind == "push" {
                        if pushedFrom[destination] == nil { pushedFrom[destination] = controller }
                    } else if kind == "embed" || kind == "popoverPresentation" {
                        ownSize.insert(destination)
                    } else if kind == "presentation" || kind == "showDetail" || kind == "modal" {
                        presentations[destination, default: []].append(node)
                    }
                }
            }
            for object in scene.child("objects")?.children ?? [] where object.name == "navigationController" || object.name == "tabBarController" {
                for segue in object.child("connections")?.children(named: "segue") ?? [] where segue["kind"] == "relationship" {
                    if let destination = segue["destination"] { parent[destination] = object }
                    if let id = segue["id"], tieBreakerIDs.contains(id), let destination = segue["destination"] {
                        tieBreakers[destination] = (segue, object)
                    }
                    if object.name == "tabBarController", segue["relationship"] == "viewControllers",
                       let destination = segue["destination"], let id = object["id"] {
                        tabChildren[id, default: []].append(destination)
                    }
                }
            }
        }
    }

    /// Whether the controller is shown by a push inside a navigation controller (it gets a back button).
    func isPushed(_ controller: IBNode) -> Bool {
        guard let id = controller["id"] else { return false }
        return parent[id] == nil && pushedFrom[id] != nil
    }

    /// The controller's tab bar item with its place in its tab bar controller's bar: the item is the
    /// controller's own, or its navigation controller's when that is the tab.
    func tabItem(for controller: IBNode) -> (node: IBNode, index: Int, count: Int)? {
        var child = controller
        for _ in 0..<8 {
            guard let id = child["id"], let container = parent[id] else { return nil }
            if container.name == "tabBarController", let containerID = container["id"], let tabs = tabChildren[containerID],
               let index = tabs.firstIndex(of: id) {
                let item = child.child("tabBarItem") ?? controller.child("tabBarItem")
                return item.map { ($0, index, tabs.count) }
            }
            child = container
        }
        return nil
    }

    /// The container IB lays the controller out in, and the controller whose push it inherits bars from.
    /// When several segues lead to a controller, IB takes its simulated metrics from one (the document's
    /// tie-breaker when it names one): a controller that is both a navigation controller's root and
    /// pushed or presented from elsewhere is laid out as the tie-breaker segue shows it.
    private func inferredFrom(_ id: String) -> (container: IBNode?, pusher: IBNode?) {
        guard let (segue, source) = tieBreakers[id] else { return (parent[id], parent[id] == nil ? pushedFrom[id] : nil) }
        switch segue["kind"] {
        case "relationship": return (source, nil)
        case "show", "push": return (nil, source)
        default: return (nil, nil)
        }
    }

    func bars(for controller: IBNode, depth: Int = 0) -> LayoutEngine.Bars {
        var bars = LayoutEngine.Bars()
        if depth < 8, let id = controller["id"], let source = inferredFrom(id).pusher {
            // A pushed controller sits in the pusher's navigation controller, under the same bars.
            let inherited = self.bars(for: source, depth: depth + 1)
            // Large titles carry on down the stack: a pushed item's title is large when the one below it
            // shows a large title, unless the item says `never` (`automatic` inherits, `always` insists).
            let mode = controller.child("navigationItem")?["largeTitleDisplayMode"]
            bars.navigationBar = inherited.navigationBar > 44 && mode != "never" ? 96 : inherited.navigationBar > 0 ? 44 : 0
            bars.navigationBarOpaque = inherited.navigationBarOpaque
            bars.sheet = inherited.sheet
            if controller["hidesBottomBarWhenPushed"] != "YES" {
                bars.bottomBar = inherited.bottomBar
                bars.bottomBarOpaque = inherited.bottomBarOpaque
            }
        }
        // A navigation item alone shows no bar: IB (and UIKit) show one only inside a navigation
        // controller, or where the simulated metrics say so.
        // Bars the controller's own simulated metrics set explicitly win over what its containers imply.
        var ownTop = false, ownBottom = false
        for metrics in controller.children where metrics.name.hasPrefix("simulated") {
            let opaque = metrics["translucent"] == "NO"
            switch (metrics.name, metrics["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                bars.navigationBar = metrics["prompted"] == "YES" ? 74 : 44
                bars.navigationBarOpaque = opaque
                ownTop = true
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bars.bottomBar = 49
                bars.bottomBarOpaque = opaque
                ownBottom = true
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bars.bottomBar = 44
                bars.bottomBarOpaque = opaque
                ownBottom = true
            default: break
            }
        }
        var cursor = controller["id"].flatMap { inferredFrom($0).container }
        var outermost = controller
        var guardCount = 0
        while let container = cursor, guardCount < 16 {
            if container.name == "navigationController" {
                let bar = container.child("navigationBar", key: "navigationBar")
                if ownTop {
                    // Kept as the controller's simulated metrics say.
                } else if container["navigationBarHidden"] != "YES" {
                    let large = bar?["largeTitles"] == "YES" && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
                    bars.navigationBar = large ? 96 : 44
                    bars.navigationBarOpaque = bar?["translucent"] == "NO"
                } else {
                    bars.navigationBar = 0
                }
                if container["toolbarHidden"] == "NO", !ownBottom {
                    bars.bottomBar = max(bars.bottomBar, 44)
                    bars.bottomBarOpaque = container.child("toolbar", key: "toolbar")?["translucent"] == "NO"
                }
            } else if container.name == "tabBarController", !ownBottom {
                bars.bottomBar = max(bars.bottomBar, 49)
                bars.bottomBarOpaque = container.child("tabBar", key: "tabBar")?["translucent"] == "NO"
            }
            // A container's own simulated bottom bar (a navigation controller designed as a tab) is its
            // children's too.
            for metrics in container.children where metrics["key"] == "simulatedBottomBarMetrics" && bars.bottomBar == 0 {
                switch metrics.name {
                case "simulatedTabBarMetrics": bars.bottomBar = 49
                case "simulatedToolbarMetrics": bars.bottomBar = 44
                default: continue
                }
                bars.bottomBarOpaque = metrics["translucent"] == "NO"
            }
            outermost = container
            cursor = container["id"].flatMap { parent[$0] }
            guardCount += 1
        }
        if isSheet(outermost) { bars.sheet = true }
        bars.freeform = controller.child("size", key: "freeformSize") != nil
        bars.ownSize = controller["id"].map { ownSize.contains($0) } ?? false
            || controller["modalPresentationStyle"] == "popover"
        // Simulated metrics the developer set to None (`<nil key="simulatedTopBarMetrics"/>`) say the
        // scene shows no such bar, whatever its containers are (the code hides it); IB lays it out so.
        for metrics in controller.children(named: "nil") {
            switch metrics["key"] {
            case "simulatedTopBarMetrics": bars.navigationBar = 0; bars.topBarNone = true
            case "simulatedBottomBarMetrics": bars.bottomBar = 0
            case "simulatedStatusBarMetrics": bars.statusBarHidden = true
            default: break
            }
        }
        // `extendedLayoutIncludesOpaqueBars`: the view runs under opaque bars as under translucent ones.
        if controller["extendedLayoutIncludesOpaqueBars"] == "YES" {
            bars.navigationBarOpaque = false
            bars.bottomBarOpaque = false
        }
        return bars
    }

    /// Whether the controller is presented modally as a page sheet (iOS 13's default for a modal
    /// presentation): a `presentation`, `showDetail` (modal on iPhone) or `modal` segue leads to it and
    /// neither the segue nor the controller asks for another style.
    private func isSheet(_ controller: IBNode) -> Bool {
        guard let id = controller["id"], let segues = presentations[id], !segues.isEmpty else { return false }
        let ownStyle = controller["modalPresentationStyle"]
        return segues.allSatisfy { segue in
            let style = segue["modalPresentationStyle"] ?? ownStyle ?? "automatic"
            return style == "automatic" || style == "pageSheet" || style == "formSheet"
        }
    }
}
