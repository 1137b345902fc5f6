import L10nLayout

/// A constraint on left/right edges in a scene shown in a right-to-left language.
struct RTLLeftRightConstraintRule: LayoutRule {
    static let id = "rtl-left-right-constraint"
    static let name = "Left/right constraint does not mirror"
    static let explanation = """
        Constraints on the left and right edges stay where they are in Arabic and Hebrew, while everything \
        built with leading and trailing mirrors. That part of the screen reads backwards: a caption sits on \
        the wrong side of its field, a back arrow points the wrong way.
        """
    static let fix = "Use leading/trailing (and leadingMargin/trailingMargin) instead of left/right, unless the position is truly physical (a media scrubber, a map control)"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = {
        let label = ExampleStoryboard.label("lbl-00-007", text: "Email", width: 100)
        let constraints = """
            ↓<constraint firstItem="lbl-00-007" firstAttribute="left" secondItem="root" secondAttribute="left" constant="20" id="l1"/>
            <constraint firstItem="lbl-00-007" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="l2"/>
            <constraint firstItem="lbl-00-007" firstAttribute="width" constant="100" id="l3"/>
            """
        // A bar as far from the right edge as from the left: mirrored, it sits just there.
        let bar = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
            </view>
            """
        let centred = """
            <constraint firstItem="bar-00-001" firstAttribute="left" secondItem="root" secondAttribute="left" id="c1"/>
            <constraint firstItem="root" firstAttribute="right" secondItem="bar-00-001" secondAttribute="right" id="c2"/>
            <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
            <constraint firstItem="bar-00-001" firstAttribute="height" constant="44" id="c4"/>
            """
        // A scroll view that pages, 200 points high across the safe area, holding `subviews` placed by `constraints`.
        func pager(_ subviews: String, _ constraints: String) -> String {
            """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pgr-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="200"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </scrollView>
            """
        }
        let pagerConstraints = """
            <constraint firstItem="pgr-00-001" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
            <constraint firstItem="pgr-00-001" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="pgr-00-001" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s3"/>
            <constraint firstItem="pgr-00-001" firstAttribute="height" constant="200" id="s4"/>
            """
        // A photo pager's page, laid out from the left of a scroll view that pages (its offsets do not mirror).
        let photoPager = pager("""
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            </imageView>
            """, """
            <constraint firstItem="img-00-001" firstAttribute="left" secondItem="pgr-00-001" secondAttribute="left" id="g1"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="pgr-00-001" secondAttribute="top" id="g2"/>
            <constraint firstItem="img-00-001" firstAttribute="width" constant="300" id="g3"/>
            <constraint firstItem="img-00-001" firstAttribute="height" constant="200" id="g4"/>
            <constraint firstAttribute="trailing" secondItem="img-00-001" secondAttribute="trailing" id="g5"/>
            <constraint firstAttribute="bottom" secondItem="img-00-001" secondAttribute="bottom" id="g6"/>
            """)
        // What a page holds is laid out as anywhere else: its caption pinned by its left edge stays on the wrong side.
        let captionedPager = pager("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pge-00-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-009">
                        <rect key="frame" x="20" y="20" width="80" height="20.333333333333332"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    ↓<constraint firstItem="lbl-00-009" firstAttribute="left" secondItem="pge-00-001" secondAttribute="left" constant="20" id="q1"/>
                    <constraint firstItem="lbl-00-009" firstAttribute="top" secondItem="pge-00-001" secondAttribute="top" constant="20" id="q2"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pge-00-002">
                <rect key="frame" x="393" y="0.0" width="393" height="200"/>
            </view>
            """, """
            <constraint firstItem="pge-00-001" firstAttribute="leading" secondItem="pgr-00-001" secondAttribute="leading" id="h1"/>
            <constraint firstItem="pge-00-001" firstAttribute="top" secondItem="pgr-00-001" secondAttribute="top" id="h2"/>
            <constraint firstItem="pge-00-001" firstAttribute="width" constant="393" id="h3"/>
            <constraint firstItem="pge-00-001" firstAttribute="height" constant="200" id="h4"/>
            <constraint firstItem="pge-00-002" firstAttribute="leading" secondItem="pge-00-001" secondAttribute="trailing" id="h5"/>
            <constraint firstItem="pge-00-002" firstAttribute="top" secondItem="pgr-00-001" secondAttribute="top" id="h6"/>
            <constraint firstItem="pge-00-002" firstAttribute="width" constant="393" id="h7"/>
            <constraint firstItem="pge-00-002" firstAttribute="height" constant="200" id="h8"/>
            <constraint firstAttribute="trailing" secondItem="pge-00-002" secondAttribute="trailing" id="h9"/>
            <constraint firstAttribute="bottom" secondItem="pge-00-001" secondAttribute="bottom" id="h10"/>
            """)
        // A label 20 points in from both edges: its frame mirrors to itself. Centred, its text is where it was too; aligned
        // naturally, it is still laid out by the side it is pinned to.
        let wide = ExampleStoryboard.label("lbl-00-007", text: "Email", width: 353)
        let inset = """
            ↓<constraint firstItem="lbl-00-007" firstAttribute="left" secondItem="root" secondAttribute="left" constant="20" id="w1"/>
            <constraint firstItem="root" firstAttribute="right" secondItem="lbl-00-007" secondAttribute="right" constant="20" id="w2"/>
            <constraint firstItem="lbl-00-007" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="w3"/>
            """
        let centredText = wide.replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="center""#)
        return [
            .triggering(ExampleStoryboard.scene(label, constraints: constraints), language: "ar"),
            .triggering(ExampleStoryboard.scene(wide, constraints: inset), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(centredText, constraints: inset.replacingOccurrences(of: "↓", with: "")), language: "ar"),
            .triggering(ExampleStoryboard.scene(captionedPager, constraints: pagerConstraints), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: constraints), language: "de"),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-007", width: 100)), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(bar, constraints: centred), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(photoPager, constraints: pagerConstraints), language: "ar"),
        ]
    }()

    static let leftRight: Set<String> = ["left", "right", "leftMargin", "rightMargin"]

    /// Whether `view` is a page of a scroll view that pages (`pagingEnabled="YES"`): a subview of it, or of its one content
    /// view, without text of its own (a photo, a page's container; a caption placed straight in the scroll view is laid out
    /// as anywhere else). What a page holds is laid out as anywhere else.
    static func isPageOfPagingScrollView(_ view: ViewLayout, _ context: LayoutCheckContext) -> Bool {
        guard view.texts.isEmpty, let parent = view.parentID else { return false }
        if context.node(parent)?["pagingEnabled"] == "YES" { return true }
        guard let scroll = context.localized.view(parent)?.parentID, context.node(scroll)?["pagingEnabled"] == "YES" else { return false }
        return context.localized.views.filter { $0.parentID == scroll }.count == 1
    }

    /// Whether `view` sits, in the language checked, where mirroring its base layout puts it within its superview (the
    /// same width, as far from the right edge as it was from the left), or is centred there as in the base layout.
    static func sitsAsMirrored(_ view: ViewLayout, _ context: LayoutCheckContext) -> Bool {
        guard let base = context.base.view(view.id), let parent = view.parentID.flatMap(context.localized.view),
              let baseParent = base.parentID.flatMap(context.base.view), parent.frame.width > 0,
              abs(parent.frame.width - baseParent.frame.width) <= 0.5 else { return false }
        let width = parent.frame.width
        let mirrored = abs(view.frame.width - base.frame.width) <= 0.5 && abs(view.frame.x - (width - base.frame.x - base.frame.width)) <= 0.5
        let centred = abs(view.frame.x + view.frame.width / 2 - width / 2) <= 0.5 && abs(base.frame.x + base.frame.width / 2 - width / 2) <= 0.5
        return mirrored || centred
    }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        return context.localized.documentConstraints.compactMap { constraint in
            let attributes = [constraint.firstAttribute, constraint.secondAttribute].compactMap { $0 }
            guard attributes.contains(where: leftRight.contains) else { return nil }
            // Name the view being placed, not the container it is pinned to.
            let placedID = constraint.secondID.flatMap { second -> String? in
                guard let secondView = context.localized.view(second) else { return nil }
                // The first item is a layout guide or the container: the second is the view placed.
                let firstIsContainer = context.localized.view(constraint.firstID) == nil
                    || RTLForcedLTRRule.isDescendant(secondView, of: constraint.firstID, in: context.localized)
                return firstIsContainer ? second : nil
            } ?? constraint.firstID
            let view = context.localized.view(placedID)
            // A view that is itself forced left to right (a player, a map) keeps left/right on purpose.
            if let view, view.semanticContentAttribute != .unspecified, view.semanticContentAttribute != .forceRightToLeft { return nil }
            // Nor where a view without text sits, in the language checked, just where mirroring the base layout puts it (a
            // full-width toolbar or overlay pinned left and right), or is centred in both. (A label so pinned is still one to
            // build with leading and trailing: what it holds is laid out by the side it is pinned to; but not text centred in
            // it, which sits where it did: Dealers' deal title and rank, 20 points in from both edges.)
            if let view, view.texts.allSatisfy({ ["center", "fill"].contains($0.alignment) }), sitsAsMirrored(view, context) { return nil }
            // Nor a page of a paging scroll view, whose offsets do not mirror: its pages are laid out from the left on purpose
            // (a photo pager's `image2.left = image1.right`).
            if let view, isPageOfPagingScrollView(view, context) { return nil }
            let subject = view.map(context.describe) ?? constraint.firstID
            return LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "constraint \(constraint.id) pins \(subject) by its \(Set(attributes.filter(leftRight.contains)).sorted().joined(separator: "/")) edge, which does not mirror in \(context.language)",
                location: LayoutIssue.Location(file: context.documentPath, line: constraint.line, column: constraint.column),
                related: view.map { [(context.storyboardLocation($0), subject)] } ?? [],
                objectID: placedID, className: view?.className, fix: fix)
        }
    }
}
