import L10nLayout

/// `semanticContentAttribute` forcing left-to-right on a view that shows text.
struct RTLForcedLTRRule: LayoutRule {
    static let id = "rtl-forced-ltr"
    static let name = "Text view forced left to right"
    static let explanation = """
        The view is forced to lay out left to right (semanticContentAttribute forceLeftToRight), yet it shows \
        text. In Arabic and Hebrew its contents do not mirror and its text may start on the wrong side.
        """
    static let fix = "Use Unspecified for views with text; keep Force Left-to-Right for media controls and views that show physical directions"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = [
        // The scene's own view forced left to right: the whole screen is designed that way.
        .nonTriggering(ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-012", text: "Zoom in to edit", width: 200),
                                               constraints: ExampleStoryboard.pinned("lbl-00-012", width: 200))
                        .replacingOccurrences(of: #"id="root""#, with: #"semanticContentAttribute="forceLeftToRight" id="root""#), language: "ar"),
        // A forced container and the label inside it: one finding, at the container.
        .triggering(ExampleStoryboard.scene("""
            ↓<view contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-010">
                <rect key="frame" x="20" y="79" width="200" height="40"/>
                <subviews>
            \(ExampleStoryboard.label("lbl-00-011", text: "Name", width: 120, extra: #"semanticContentAttribute="forceLeftToRight""#))
                </subviews>
            </view>
            """, constraints: ExampleStoryboard.pinned("box-00-010", width: 200)), language: "ar"),
        .triggering(ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-010", text: "Name", width: 120, extra: #"semanticContentAttribute="forceLeftToRight""#, marker: true),
                                            constraints: ExampleStoryboard.pinned("lbl-00-010", width: 120)), language: "ar"),
        .nonTriggering(ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-010", text: "Name", width: 120),
                                               constraints: ExampleStoryboard.pinned("lbl-00-010", width: 120)), language: "ar"),
        // Centred text centred in the forced container: it sits the same in either direction.
        .nonTriggering(ExampleStoryboard.scene("""
            <view contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-010">
                <rect key="frame" x="20" y="79" width="200" height="40"/>
                <subviews>
            \(ExampleStoryboard.label("lbl-00-011", text: "Name", width: 120).replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="center""#))
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-011" firstAttribute="centerX" secondItem="box-00-010" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="lbl-00-011" firstAttribute="top" secondItem="box-00-010" secondAttribute="top" id="c2"/>
                </constraints>
            </view>
            """, constraints: ExampleStoryboard.pinned("box-00-010", width: 200)), language: "ar"),
    ]

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        var issues: [LayoutIssue] = []
        let forced = Set(context.localized.views.filter { $0.semanticContentAttribute == .forceLeftToRight }.map(\.id))
        for view in context.localized.views where view.semanticContentAttribute == .forceLeftToRight && !view.isEffectivelyHidden {
            // One finding for a forced subtree: at its outermost forced view.
            if forced.contains(where: { $0 != view.id && isDescendant(view, of: $0, in: context.localized) }) { continue }
            // A whole screen forced left to right (a map, a canvas, a player) is a deliberate spatial design; a
            // list forced so is not.
            if view.parentID == nil && view.element == "view" { continue }
            // The view itself or anything inside it shows localizable text, where the forced direction moves it: centred text
            // in a view centred in the forced one (Rzq's "door to door" button between two icons) sits the same either way.
            let outer = view.absoluteFrame
            func moved(_ other: ViewLayout) -> Bool {
                let texts = other.texts.filter { $0.key != nil }
                guard !texts.isEmpty else { return false }
                guard texts.allSatisfy({ $0.alignment == "center" }) else { return true }
                let inner = other.absoluteFrame
                return other.id != view.id && abs((inner.x - outer.x) - (outer.maxX - inner.maxX)) >= 1
            }
            let shows = moved(view) || context.localized.views.contains { other in
                isDescendant(other, of: view.id, in: context.localized) && moved(other)
            }
            guard shows else { continue }
            issues.append(LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "\(context.describe(view)) is forced left to right but shows text, which stays unmirrored in \(context.language)",
                location: context.storyboardLocation(view), objectID: view.id, className: view.className, fix: fix))
        }
        return issues
    }

    static func isDescendant(_ view: ViewLayout, of ancestor: String, in scene: SceneLayout) -> Bool {
        var cursor = view.parentID
        var steps = 0
        while let id = cursor, steps < 200 {
            if id == ancestor { return true }
            cursor = scene.view(id)?.parentID
            steps += 1
        }
        return false
    }
}
