import L10nInterfaceBuilder
import L10nSource
import L10nStrings

/// The texts the app's code puts into a document's views through outlets, found by joining the document's
/// `<outlet property=… destination=…>` connections (on an object whose `customClass` the sources declare)
/// with the assignments the sources make to that outlet's `text`, `title` or `placeholder`.
///
/// What a user sees in such a view is the code's text, not the storyboard's: when the code sets a localized
/// string, verify measures that string's translation in the view; when it sets anything else (data, a
/// formatted or interpolated string, a literal), the storyboard's text is a placeholder and is not checked.
public struct CodeSetTexts: Sendable {
    /// What code puts under one strings key of the document (`abc-12-xyz.text`).
    public enum Text: Sendable, Equatable {
        /// A localized string with a literal key, possibly changed (`uppercased`).
        case localized(LocalizedStringCall, transform: String?)
        /// Something the sources alone cannot tell (data, a format, an interpolation, a literal): the
        /// storyboard's text is a placeholder.
        case unknown(reason: String)
    }

    /// Strings key of the document → every text code assigns there, in source order.
    public var texts: [String: [Text]] = [:]

    public init() {}

    /// A tab of another storyboard's tab bar controller whose child is a reference to this storyboard (`viewControllerPlaceholder
    /// storyboardName=`): the referenced scene (its storyboard identifier, nil for the initial one) is the tab at `position`.
    public struct ReferencedTab: Sendable, Equatable {
        /// The referenced scene's storyboard identifier; nil for the storyboard's initial scene.
        public var identifier: String?
        /// The tab's position in its tab bar (0 the first).
        public var position: Int
        /// The tab bar controller's class, when it has one.
        public var controllerClass: String?

        public init(identifier: String?, position: Int, controllerClass: String?) {
            self.identifier = identifier
            self.position = position
            self.controllerClass = controllerClass
        }
    }

    /// Reads the outlets of `document` and looks up their assignments in `index`; also the views code
    /// finds by tag, static table section titles that code supplies, navigation item titles a controller's
    /// code sets, and (for a xib named `nibName`) the
    /// outlets of File's Owner set by a class that loads the nib by name. `referencedTabs`: the tabs other
    /// storyboards' tab bar controllers make of this one's scenes.
    public init(document: IBDocument, index: SourceIndex, nibName: String? = nil, referencedTabs: [ReferencedTab] = []) {
        var elements: [String: IBNode] = [:]
        document.root.forEachDescendant { node in
            if let id = node["id"], elements[id] == nil { elements[id] = node }
        }
        // A xib's File's Owner may name a stale class; a class that loads the nib by name and sets these
        // outlets is its real owner.
        let loaders = nibName.map { name in
            Array(Set(index.nibLoads.filter { $0.nibName == name || $0.nibName.hasSuffix("/" + name) }.map(\.className))).sorted()
        } ?? []
        Self.forEachOutlet(in: document.root, owner: nil) { ownerNode, ownerClass, property, destination in
            guard let view = elements[destination] else { return }
            var owners = [ownerClass]
            if ownerNode["placeholderIdentifier"] == "IBFilesOwner" { owners += loaders.filter { $0 != ownerClass } }
            for owner in owners {
                for assignment in index.assignments(toOutlet: property, ofClass: owner) {
                    // Code that iterates the view's subviews sets each of them.
                    let targets = assignment.reachesSubviews ? (view.child("subviews")?.children ?? []) : [view]
                    for target in targets {
                        for key in Self.stringsKeys(of: target, assigned: assignment) {
                            texts[key, default: []].append(Self.text(of: assignment.value))
                        }
                    }
                }
            }
        }
        addTaggedViews(document: document, index: index, loaders: loaders)
        addSectionTitles(document: document, index: index)
        addNavigationTitles(document: document, index: index)
        addTabTitlesSetByPosition(document: document, index: index, referencedTabs: referencedTabs)
    }

    /// A tab whose title code sets by its position (`tabBar.items?[0].title = …`): the item of the tab bar
    /// controller's child at that position shows the code's title, not the storyboard's. The code of a tab bar
    /// controller class retitles its own scenes; code elsewhere (a splash screen that builds the tab bar)
    /// retitles the document's tab bar controllers. A tab whose child is a storyboard reference is the referenced scene
    /// of its storyboard (``ReferencedTab``: tpg offline's Departures storyboard, whose tab its app delegate retitles).
    private mutating func addTabTitlesSetByPosition(document: IBDocument, index: SourceIndex, referencedTabs: [ReferencedTab]) {
        guard !index.tabTitleSettings.isEmpty else { return }
        var scenes: [String: IBNode] = [:], identified: [String: IBNode] = [:]
        var tabBarControllers: [IBNode] = []
        document.root.forEachDescendant { node in
            if node["sceneMemberID"] == "viewController", let id = node["id"] {
                scenes[id] = node
                if let identifier = node["storyboardIdentifier"], identified[identifier] == nil { identified[identifier] = node }
            }
            if node.name == "tabBarController" { tabBarControllers.append(node) }
        }
        // Every tab that shows each scene (a storyboard's scene may be a tab of several tab bars: an iPhone's and an iPad's).
        var order: [String] = []
        var tabs: [String: [(position: Int, controllerClass: String?)]] = [:]
        func note(_ scene: IBNode?, at position: Int, controllerClass: String?) {
            guard let scene, let id = scene["id"] else { return }
            if tabs[id] == nil { order.append(id) }
            tabs[id, default: []].append((position, controllerClass))
        }
        for controller in tabBarControllers {
            for (position, child) in Self.tabChildren(of: controller).enumerated() { note(scenes[child], at: position, controllerClass: controller["customClass"]) }
        }
        for tab in referencedTabs {
            note(tab.identifier.map { identified[$0] } ?? document.root["initialViewController"].flatMap { scenes[$0] },
                 at: tab.position, controllerClass: tab.controllerClass)
        }
        // Code of a tab bar controller class retitles that one's tabs; other code, any tab bar's. A title is replaced only
        // where every tab showing the scene is retitled.
        func retitles(_ setting: TabTitleSetting, _ position: Int, _ controllerClass: String?) -> Bool {
            guard setting.index == position else { return false }
            guard let codeClass = setting.codeClass, index.lineage(of: codeClass).contains("UITabBarController") else { return true }
            // (A tab bar controller without a class of its own is a UITabBarController: code of an extension of it retitles its tabs.)
            return index.lineage(of: controllerClass ?? "UITabBarController").contains(codeClass)
        }
        for id in order {
            guard let places = tabs[id], let scene = scenes[id], let item = scene.children.first(where: { $0.name == "tabBarItem" }),
                  let itemID = item["id"], item["title"] != nil,
                  places.allSatisfy({ place in index.tabTitleSettings.contains { retitles($0, place.position, place.controllerClass) } }) else { continue }
            texts["\(itemID).title", default: []].append(.unknown(reason: "tab \(places[0].position)'s title, set by position"))
        }
    }

    /// The destinations of a tab bar controller's `viewControllers` relationship segues, in tab order.
    static func tabChildren(of controller: IBNode) -> [String] {
        (controller.child("connections")?.children ?? [])
            .filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }
    }

    /// A controller's navigation item is what its code reaches as `navigationItem` (no outlet leads there):
    /// a title that code of the scene's controller class (or a superclass) sets there replaces the storyboard's.
    /// So does the controller's own `title`: UIKit copies it into its navigation item and its tab bar item. Either
    /// replaces the title the storyboard gives the controller itself (blockcerts' `title = Localizations.NewUser`). A title
    /// the code gives one of the item's bar button items (`navigationItem.backBarButtonItem?.title`) replaces that item's.
    private mutating func addNavigationTitles(document: IBDocument, index: SourceIndex) {
        // The bar button items of a controller's navigation item (`navigationItem.backBarButtonItem?.title = L10n.back`).
        let barSetters = index.assignments.filter { $0.outlet.hasPrefix("navigationItem.") && $0.property == .title }
        if !barSetters.isEmpty {
            document.root.forEachDescendant { node in
                guard node["sceneMemberID"] == "viewController", let controller = node["customClass"],
                      let navigationItem = node.children.first(where: { $0.name == "navigationItem" }) else { return }
                let lineage = Set(index.lineage(of: controller))
                for item in navigationItem.children where item.name == "barButtonItem" && item["title"] != nil {
                    guard let key = item["key"], let id = item["id"] else { continue }
                    for assignment in barSetters where assignment.outlet == "navigationItem." + key && lineage.contains(assignment.outletClass) {
                        texts["\(id).title", default: []].append(Self.text(of: assignment.value))
                    }
                }
            }
        }
        let setters = index.assignments.filter { ($0.outlet == "navigationItem" || $0.outlet == "self") && $0.property == .title }
        guard !setters.isEmpty else { return }
        var items: [(id: String, controller: String, isTabBarItem: Bool, isControllers: Bool)] = []
        document.root.forEachDescendant { node in
            guard node["sceneMemberID"] == "viewController", let controller = node["customClass"] else { return }
            for item in node.children where (item.name == "navigationItem" || item.name == "tabBarItem") && item["title"] != nil {
                if let id = item["id"] { items.append((id, controller, item.name == "tabBarItem", false)) }
            }
            // The controller's own title (`<viewController title="New User">`), which a navigation bar shows when its
            // item has none: what the code sets there, or in the navigation item, is shown instead.
            if node["title"] != nil, let id = node["id"] { items.append((id, controller, false, true)) }
        }
        for item in items {
            let lineage = Set(index.lineage(of: item.controller))
            for assignment in setters where lineage.contains(assignment.outletClass) && (!item.isTabBarItem || assignment.outlet == "self") {
                // (Not code of an extension of UIKit's class, which runs for whichever controller sets its attribute:
                // Soundscape's `localization` of every view controller.)
                if item.isControllers, index.declaringFiles[assignment.outletClass] == nil { continue }
                texts["\(item.id).title", default: []].append(Self.text(of: assignment.value))
            }
        }
    }

    /// Views that code reaches by `viewWithTag(n)`: a view with that tag inside an object (scene
    /// controller, cell, view) whose class is, or inherits from, the class whose code looks it up, or anywhere
    /// in a nib that class loads by name (a table controller that registers a cell's nib and fills its tagged
    /// labels in `cellForRowAt`).
    private mutating func addTaggedViews(document: IBDocument, index: SourceIndex, loaders: [String] = []) {
        guard !index.taggedAssignments.isEmpty else { return }
        var lineages: [String: Set<String>] = [:]
        func visit(_ node: IBNode, classes: [String]) {
            var classes = classes
            if let customClass = node["customClass"] {
                if lineages[customClass] == nil { lineages[customClass] = Set(index.lineage(of: customClass)) }
                classes.append(customClass)
            }
            if let tagText = node["tag"], let tag = Int(tagText) {
                for assignment in index.taggedAssignments where assignment.tag == tag
                && classes.contains(where: { lineages[$0]?.contains(assignment.codeClass) ?? false }) {
                    for key in Self.stringsKeys(of: node, assigned: assignment) {
                        texts[key, default: []].append(Self.text(of: assignment.value))
                    }
                }
            }
            for child in node.children { visit(child, classes: classes) }
        }
        for loader in loaders where lineages[loader] == nil { lineages[loader] = Set(index.lineage(of: loader)) }
        visit(document.root, classes: loaders)
    }

    /// A static table's section titles come from `tableView(_:titleForHeaderInSection:)` when the scene's
    /// controller class (or a superclass) implements it: UIKit asks the data source, not the storyboard.
    private mutating func addSectionTitles(document: IBDocument, index: SourceIndex) {
        guard !index.sectionTitleProviders.isEmpty else { return }
        func visit(_ node: IBNode, controller: Set<String>) {
            var controller = controller
            if node["sceneMemberID"] == "viewController", let customClass = node["customClass"] { controller = Set(index.lineage(of: customClass)) }
            if node.name == "tableView", node["dataMode"] == "static", !controller.isEmpty {
                let providers = index.sectionTitleProviders.filter { controller.contains($0.className) }
                for section in node.children(named: "sections").flatMap({ $0.children(named: "tableViewSection") }) {
                    guard let id = section["id"] else { continue }
                    if providers.contains(where: \.isHeader), section["headerTitle"] != nil {
                        texts["\(id).headerTitle", default: []].append(.unknown(reason: "tableView(_:titleForHeaderInSection:)"))
                    }
                    if providers.contains(where: { !$0.isHeader }), section["footerTitle"] != nil {
                        texts["\(id).footerTitle", default: []].append(.unknown(reason: "tableView(_:titleForFooterInSection:)"))
                    }
                }
            }
            for child in node.children { visit(child, controller: controller) }
        }
        visit(document.root, controller: [])
    }

    /// The texts code puts under `key`, or nil when code does not set it.
    public func texts(forKey key: String) -> [Text]? { texts[key] }

    /// Calls `body` with (owner class, outlet property, destination id) for every outlet connection (each
    /// member of an outlet collection among them) whose owner names a custom class (framework classes have no code of the app's).
    static func forEachOutlet(in node: IBNode, owner: IBNode?, _ body: (IBNode, String, String, String) -> Void) {
        if node.name == "connections", let owner, let ownerClass = owner["customClass"] {
            for outlet in node.children where outlet.name == "outlet" || outlet.name == "outletCollection" {
                guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                body(owner, ownerClass, property, destination)
            }
        }
        for child in node.children { forEachOutlet(in: child, owner: node.name == "connections" ? owner : node, body) }
    }

    /// The strings-key property that an assignment replaces on a view of this element, or nil when the
    /// assignment does not touch a text ibtool extracts (a button's highlighted title, a label's title).
    static func stringsProperties(of view: IBNode, assigned assignment: OutletAssignment) -> [String] {
        switch (view.name, assignment.property) {
        case ("window", .title):
            return ["title"]
        case ("segmentedControl", .segmentTitle):
            let count = view.child("segments")?.children(named: "segment").count ?? 0
            if let segment = assignment.segment { return segment >= 0 && segment < count ? ["segmentTitles[\(segment)]"] : [] }
            return (0..<count).map { "segmentTitles[\($0)]" }
        case ("textField", .attributedPlaceholder):
            return ["placeholder"]
        case ("searchBar", .scopeButtonTitles):
            let count = view.child("scopeButtonTitles")?.children(named: "string").count ?? 0
            return (0..<count).map { "scopeButtonTitles[\($0)]" }
        case ("button", .configurationTitle):
            return ["configuration.title"]
        case ("button", .title) where assignment.state == nil && view["title"] != nil:
            // WatchKit's WKInterfaceButton: `setTitle(_:)` has no state, and the storyboard keeps `title`.
            return ["title"]
        case ("button", let property) where (property == .title || property == .attributedTitle)
            && view.children.contains { $0.name == "buttonConfiguration" && $0["key"] == "configuration" }:
            // A button styled with a configuration (Xcode 13's "plain", "filled"…) shows its configuration's
            // title, and a title code sets for the normal state replaces it: UIKit folds the state's title into
            // the configuration it draws (only the configuration's font is lost on the way). A title looked up
            // in a table is the screen's own, set as it is built; one from data (the user's last choice) is
            // often set only once there is one, and the configuration's title shows until then.
            guard let property = stringsProperty(of: view.name, assigned: assignment) else { return [] }
            guard property == "normalTitle", case .localized = assignment.value else { return [property] }
            return ["normalTitle", "configuration.title"]
        default:
            return stringsProperty(of: view.name, assigned: assignment).map { [$0] } ?? []
        }
    }

    /// The strings keys (`abc-12-xyz.text`) an assignment replaces on `view`: its cell's for an AppKit control
    /// (``appKitCellKeys(of:assigned:)``), else the view's own (``stringsProperties(of:assigned:)``).
    static func stringsKeys(of view: IBNode, assigned assignment: OutletAssignment) -> [String] {
        if let keys = appKitCellKeys(of: view, assigned: assignment) { return keys }
        guard let id = view["id"] else { return [] }
        return stringsProperties(of: view, assigned: assignment).map { "\(id).\($0)" }
    }

    /// AppKit keeps a control's text on its cell (`<textField><textFieldCell id="…" title="Name">`, a button's
    /// `<buttonCell>`): the keys code replaces through the control's outlet (`stringValue`, `title`,
    /// `placeholderString`) are the cell's. Nil for a view without such a cell (every UIKit view).
    static func appKitCellKeys(of view: IBNode, assigned assignment: OutletAssignment) -> [String]? {
        guard let cell = view.children.first(where: { $0.name == "textFieldCell" || $0.name == "buttonCell" }), let id = cell["id"] else { return nil }
        switch assignment.property {
        case .text, .attributedText, .title, .attributedTitle: return ["\(id).title"]
        case .placeholder, .attributedPlaceholder: return ["\(id).placeholderString"]
        case .segmentTitle, .configurationTitle, .scopeButtonTitles: return []
        }
    }

    static func stringsProperty(of element: String, assigned assignment: OutletAssignment) -> String? {
        switch (element, assignment.property) {
        case ("label", .text), ("label", .attributedText), ("textView", .text), ("textView", .attributedText),
             ("textField", .text), ("textField", .attributedText):
            return "text"
        case ("textField", .placeholder), ("searchBar", .placeholder):
            return "placeholder"
        case ("button", .title), ("button", .attributedTitle):
            // Each state's title is its own key (`normalTitle`, `selectedTitle`…); the normal state's shows in
            // every state that has none of its own.
            guard let state = assignment.state?.trimmingCharacters(in: .whitespaces) else { return nil }
            // (Swift 2 wrote the states capitalized: `.Normal`, `UIControlState.Normal`; Swift 3 and 4 named the type
            // `UIControlState` (`UIControlState.normal`), and their migrator wrote the empty set, `UIControlState()`.)
            let normal = ["normal", ".normal", ".Normal", "UIControlStateNormal", "UIControl.State.normal", "UIControlState.Normal",
                          "UIControlState.normal", "[]", "UIControl.State()", "UIControlState()", "UIControlState(rawValue: 0)",
                          "UIControl.State(rawValue: 0)", "0"]
            if normal.contains(state) { return "normalTitle" }
            for name in ["selected", "highlighted", "disabled"] {
                let capitalized = name.prefix(1).uppercased() + name.dropFirst()
                if [name, ".\(name)", ".\(capitalized)", "UIControl.State.\(name)", "UIControlState.\(name)", "UIControlState\(capitalized)",
                    "UIControlState.\(capitalized)"].contains(state) { return "\(name)Title" }
            }
            return nil
        case ("navigationItem", .title), ("barButtonItem", .title), ("tabBarItem", .title), ("viewController", .title),
             ("colorWell", .title):
            // (A colour well's title heads the colour picker it opens: MyFlightbook's "Route Color", set in viewDidLoad.)
            return "title"
        case ("searchBar", .text):
            return "text"
        default:
            return nil
        }
    }

    static func text(of value: AssignedValue) -> Text {
        switch value {
        case .localized(let call, .direct): return .localized(call, transform: nil)
        case .localized(let call, .transformed(let transform)): return .localized(call, transform: transform)
        case .localized(_, .format): return .unknown(reason: "a formatted string")
        case .literal: return .unknown(reason: "a literal that is not localized")
        case .other(let expression), .composed(_, let expression): return .unknown(reason: expression)
        }
    }
}
