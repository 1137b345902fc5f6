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
        // A label pinned at the leading edge of a 100 pt box, pushed past its trailing edge by the
        // translation: cut off only where the box clips its subviews; else drawn in full on the screen.
        func boxed(clips: Bool) -> String {
            ExampleStoryboard.scene("""
                <view contentMode="scaleToFill" \(clips ? #"clipsSubviews="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="box-00-013">
                    <rect key="frame" x="20" y="79" width="100" height="40"/>
                    <subviews>
                        \(clips ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-013">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-013" firstAttribute="leading" secondItem="box-00-013" secondAttribute="leading" id="b1"/>
                        <constraint firstItem="lbl-00-013" firstAttribute="top" secondItem="box-00-013" secondAttribute="top" id="b2"/>
                        <constraint firstAttribute="width" constant="100" id="b3"/>
                        <constraint firstAttribute="height" constant="40" id="b4"/>
                    </constraints>
                </view>
                """, constraints: """
                <constraint firstItem="box-00-013" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="b5"/>
                <constraint firstItem="box-00-013" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="b6"/>
                """)
        }
        let longer = ExampleStoryboard.entry("lbl-00-013.text", "Vollständiger Name")
        // A caption centred on the screen whose frame is 300 points wider than the label below it, which the translation
        // widens: the frame reaches past both edges of the screen, the centred text it draws stays on it.
        func stretched(alignment: String) -> String {
            let caption = ExampleStoryboard.label("lbl-00-023", text: "Deals", width: 350, marker: alignment != "center")
                .replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="\#(alignment)""#)
            let below = ExampleStoryboard.label("lbl-00-024", text: "Shares", width: 50).replacingOccurrences(of: #"y="79""#, with: #"y="120""#)
            return ExampleStoryboard.scene(caption + below, constraints: """
                <constraint firstItem="lbl-00-023" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="d1"/>
                <constraint firstItem="lbl-00-023" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="d2"/>
                <constraint firstItem="lbl-00-023" firstAttribute="width" secondItem="lbl-00-024" secondAttribute="width" constant="300" id="d3"/>
                <constraint firstItem="lbl-00-024" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="d4"/>
                <constraint firstItem="lbl-00-024" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="60" id="d5"/>
                """)
        }
        let shares = ExampleStoryboard.entry("lbl-00-024.text", "Geteilte Beiträge insgesamt")
        return [
            .triggering(ExampleStoryboard.scene(views, constraints: constraints), table: long),
            .nonTriggering(ExampleStoryboard.scene(views.replacingOccurrences(of: "↓", with: ""), constraints: constraints),
                           table: ExampleStoryboard.entry("lbl-00-003.text", "Name")),
            .triggering(boxed(clips: true), table: longer),
            .nonTriggering(boxed(clips: false), table: longer),
            .nonTriggering(stretched(alignment: "center"), table: shares),
            // Aligned to its leading edge, the text starts past the screen's left edge.
            .triggering(stretched(alignment: "natural"), table: shares),
        ]
    }()

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        for view in context.visibleViews where view.parentID != nil && view.frame.width > 0 && view.frame.height > 0 {
            guard let parent = view.parentID.flatMap(context.localized.view), !Self.scrolls(parent),
                  !["tableViewCell", "collectionViewCell", "tableViewCellContentView"].contains(view.element),
                  let base = context.base.view(view.id) else { continue }
            let visible = visibleArea(of: view, in: context.localized)
            // A label without a background draws its text alone: a frame stretched past the screen whose centred text
            // stays on it shows nothing cut (Dealers' "Deals" and "Shares" captions, widened by a neighbour's constraint).
            let overflow = Self.overflow(of: ViewsOverlapRule.drawnFrame(view, context), outside: visible.area)
            // Only what is really hidden counts, and a point or less of it shows nothing.
            // (The base language's layout is judged the same way: a stretched caption whose text fit on the screen there.)
            let baseOverflow = Self.overflow(of: ViewsOverlapRule.drawnFrame(base, context), outside: visibleArea(of: base, in: context.base).area)
            guard overflow > 1, baseOverflow <= 0.5 else { continue }
            let place = visible.clippedBy.map { $0 == parent.id ? "its superview \($0)" : "its clipping container \($0)" } ?? "the screen"
            issues.append(LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "\(context.describe(view)) sticks out of \(place) by \(pt(overflow)) pt in \(context.language)",
                location: context.storyboardLocation(view), objectID: view.id, className: view.className,
                measured: [("overflow", overflow), ("x", view.absoluteFrame.x), ("width", view.absoluteFrame.width)], fix: fix))
        }
        return issues
    }

    /// The part of the screen where the view can be seen: the screen, cut by every ancestor that clips its
    /// subviews (`clipsToBounds`, a cell and its content view). A view that only pokes out of a container
    /// that does not clip is still drawn in full. The walk stops at a scroll view (a table, a collection
    /// view): what lies above or below the screen there is scrolled into view, so only the screen's sides
    /// count. Returns the area and the ancestor that cuts it most tightly (nil: the screen).
    static func visibleArea(of view: ViewLayout, in scene: SceneLayout) -> (area: Rect, clippedBy: String?) {
        var screen = scene.views.first?.absoluteFrame ?? .zero
        var clips: [ViewLayout] = []
        var cursor = view.parentID.flatMap(scene.view)
        var steps = 0
        // (The root view scrolls too when it is a table or collection view: a table view controller's.)
        while let ancestor = cursor, steps < 256 {
            if scrolls(ancestor) {
                let reach = 1e6
                screen = Rect(x: screen.x, y: screen.y - reach, width: screen.width, height: screen.height + 2 * reach)
                break
            }
            guard ancestor.parentID != nil else { break }
            if ancestor.clipsToBounds || ["tableViewCell", "collectionViewCell", "tableViewCellContentView"].contains(ancestor.element) {
                clips.append(ancestor)
            }
            cursor = ancestor.parentID.flatMap(scene.view)
            steps += 1
        }
        var area = screen
        var clippedBy: String?
        for ancestor in clips.reversed() {
            let before = overflow(of: view.absoluteFrame, outside: area)
            area = area.intersection(ancestor.absoluteFrame, tolerance: 0) ?? Rect(x: ancestor.absoluteFrame.x, y: ancestor.absoluteFrame.y, width: 0, height: 0)
            if overflow(of: view.absoluteFrame, outside: area) > before { clippedBy = ancestor.id }
        }
        return (area, clippedBy)
    }

    /// How far the frame reaches past the area, on its worst side (0 when it is inside).
    static func overflow(of frame: Rect, outside area: Rect) -> Double {
        max(0, frame.maxX - area.maxX, area.minX - frame.minX, frame.maxY - area.maxY, area.minY - frame.minY)
    }

    static func scrolls(_ view: ViewLayout) -> Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(view.element)
    }
}
