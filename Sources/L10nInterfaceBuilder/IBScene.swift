/// A storyboard `<scene>`: its first object that is not a placeholder is the view controller.
public struct IBScene {
    /// The `<scene>` element.
    public let node: IBNode
    /// The scene's id (`sceneID`).
    public var id: String? { node["sceneID"] }
    /// Every object of the scene (`<objects>` children), placeholders such as the first responder included.
    public var objects: [IBObject] { node.child("objects")?.children.map(IBObject.init(node:)) ?? [] }
    /// The scene's controller (view controller, table view controller, WatchKit controller, window
    /// controller…): the first object whose `sceneMemberID` is `viewController`, or the first non-placeholder.
    public var viewController: IBViewController? {
        let candidates = objects.filter { $0.elementName != "placeholder" && $0.elementName != "customObject" }
        let controller = candidates.first { $0.node["sceneMemberID"] == "viewController" } ?? candidates.first
        return controller.map { IBViewController(node: $0.node) }
    }
}

/// A view controller element (`viewController`, `tableViewController`, `navigationController`, `controller`…).
public struct IBViewController {
    /// The controller element.
    public let node: IBNode
    public var elementName: String { node.name }
    public var id: String? { node["id"] }
    public var customClass: String? { node["customClass"] }
    public var storyboardIdentifier: String? { node["storyboardIdentifier"] }
    public var title: String? { node["title"] }
    /// The root view (`<view key="view">`, `<tableView key="view">`…), if the controller has one.
    public var view: IBView? {
        node.children.first { $0["key"] == "view" }.map(IBView.init(node:))
    }
    /// `<viewControllerLayoutGuide type="top|bottom">` (pre-safe-area documents), under `<layoutGuides>`.
    public var legacyLayoutGuides: [IBLayoutGuide] {
        node.child("layoutGuides")?.children.map(IBLayoutGuide.init(node:)) ?? []
    }
    public var navigationItem: IBObject? { node.child("navigationItem").map(IBObject.init(node:)) }
    public var tabBarItem: IBObject? { node.child("tabBarItem").map(IBObject.init(node:)) }
    /// Simulated metrics: `<simulatedMetricsContainer>`-style children whose key starts with `simulated`
    /// (e.g. `simulatedStatusBarMetrics`, `freeformSize`), plus `<size key="freeformSize">`.
    public var simulatedMetrics: [IBNode] {
        node.children.filter { ($0["key"] ?? "").hasPrefix("simulated") || $0["key"] == "freeformSize" }
    }
}

/// Any object element, typed only by its element name; `asView` when it is a view.
public struct IBObject {
    public let node: IBNode
    public var elementName: String { node.name }
    public var id: String? { node["id"] }
    public var customClass: String? { node["customClass"] }
    public var userLabel: String? { node["userLabel"] }
    /// The object as a view when it has a frame or subviews (a xib's top-level view, a cell…).
    public var asView: IBView? {
        (node.child("rect", key: "frame") != nil || node.child("subviews") != nil) ? IBView(node: node) : nil
    }
}

/// A layout guide: `<viewLayoutGuide key="safeArea|keyboard" id=…>` or `<viewControllerLayoutGuide type="top|bottom" id=…>`.
public struct IBLayoutGuide {
    public let node: IBNode
    public var id: String? { node["id"] }
    /// `safeArea`, `keyboard` (viewLayoutGuide) or nil.
    public var key: String? { node["key"] }
    /// `top` or `bottom` for legacy view controller guides.
    public var type: String? { node["type"] }
}
