import L10nLayout

/// A view pushed outside its superview or off the screen by this language's text.
struct ViewOutOfBoundsRule: LayoutRule {
    static let id = "view-out-of-bounds"
    static let name = "View pushed out of bounds"
    static let explanation = """
        Longer text pushed this view past the edge of its container or of the screen, where it is clipped or \
        cannot be reached. In the base language it fits.
        """
    static let fix = "Let the neighbouring text wrap or shrink (lower its compression resistance, allow more lines), or pin the view to the container's edge with a constraint that cannot be pushed"
    static let defaultSeverity = LayoutIssue.Severity.warning

    static let examples: [LayoutRuleExample] = {
        let views = ExampleStoryboard.label("lbl-00-003", text: "Name", width: 42, extra: #"horizontalCompressionResistancePriority="1000""#) + """
            ↓<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-003">
                <rect key="frame" x="70" y="79" width="40" height="20"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="lbl-00-003" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="o1"/>
            <constraint firstItem="lbl-00-003" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="o2"/>
            <constraint firstItem="box-00-003" firstAttribute="leading" secondItem="lbl-00-003" secondAttribute="trailing" constant="8" id="o3"/>
            <constraint firstItem="box-00-003" firstAttribute="top" secondItem="lbl-00-003" secondAttribute="top" id="o4"/>
            <constraint firstItem="box-00-003" firstAttribute="width" constant="40" id="o5"/>
            <constraint firstItem="box-00-003" firstAttribute="height" constant="20" id="o6"/>
            """
        let long = ExampleStoryboard.entry("lbl-00-003.text", "Vollständiger Name des Kontoinhabers laut Personalausweis und Reisepass")
        return [
            .triggering(ExampleStoryboard.scene(views, constraints: constraints), table: long),
            .nonTriggering(ExampleStoryboard.scene(views.replacingOccurrences(of: "↓", with: ""), constraints: constraints),
                           table: ExampleStoryboard.entry("lbl-00-003.text", "Name")),
        ]
    }()

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        let screen = context.localized.views.first?.absoluteFrame ?? .zero
        var issues: [LayoutIssue] = []
        for view in context.visibleViews where view.parentID != nil && view.frame.width > 0 && view.frame.height > 0 {
            guard let parent = view.parentID.flatMap(context.localized.view), !Self.scrolls(parent),
                  !["tableViewCell", "collectionViewCell", "tableViewCellContentView"].contains(view.element),
                  let base = context.base.view(view.id) else { continue }
            let baseParent = base.parentID.flatMap { context.base.view($0) }
            let inside = parent.absoluteFrame.contains(view.absoluteFrame, tolerance: 0.5) && screen.contains(view.absoluteFrame, tolerance: 0.5)
            let wasInside = (baseParent.map { $0.absoluteFrame.contains(base.absoluteFrame, tolerance: 0.5) } ?? true)
                && (context.base.views.first?.absoluteFrame ?? screen).contains(base.absoluteFrame, tolerance: 0.5)
            guard !inside, wasInside else { continue }
            let outsideScreen = !screen.contains(view.absoluteFrame, tolerance: 0.5)
            let overflow = max(0, view.absoluteFrame.maxX - (outsideScreen ? screen.maxX : parent.absoluteFrame.maxX),
                               (outsideScreen ? screen.minX : parent.absoluteFrame.minX) - view.absoluteFrame.minX,
                               view.absoluteFrame.maxY - (outsideScreen ? screen.maxY : parent.absoluteFrame.maxY))
            issues.append(LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "\(context.describe(view)) sticks out of \(outsideScreen ? "the screen" : "its superview \(parent.id)") by \(pt(overflow)) pt in \(context.language)",
                location: context.storyboardLocation(view), objectID: view.id, className: view.className,
                measured: [("overflow", overflow), ("x", view.absoluteFrame.x), ("width", view.absoluteFrame.width)], fix: fix))
        }
        return issues
    }

    static func scrolls(_ view: ViewLayout) -> Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(view.element)
    }
}
