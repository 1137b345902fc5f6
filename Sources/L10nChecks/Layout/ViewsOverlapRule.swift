import L10nLayout

/// Two sibling views that overlap in this language and did not in the base language.
struct ViewsOverlapRule: LayoutRule {
    static let id = "views-overlap"
    static let name = "Views overlap after translation"
    static let explanation = """
        Longer text made two neighbouring views run into each other: text is drawn over text or over a \
        control, and taps may land on the wrong one. In the base language they are apart.
        """
    static let fix = "Connect the two views with a spacing constraint (trailing to leading ≥ 8) so one pushes or shrinks the other, or put them in a stack view"
    static let defaultSeverity = LayoutIssue.Severity.warning

    static let examples: [LayoutRuleExample] = {
        // The label is pinned at its leading edge only; the switch sits at a fixed place to its right.
        let views = ExampleStoryboard.label("lbl-00-004", text: "Wi-Fi", width: 44) + """
            ↓<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-004">
                <rect key="frame" x="160" y="74" width="51" height="31"/>
            </switch>
            """
        let tapArea = ExampleStoryboard.label("lbl-00-004", text: "Wi-Fi", width: 44) + """
            <button opaque="NO" contentMode="scaleToFill" buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-004">
                <rect key="frame" x="160" y="74" width="51" height="31"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="lbl-00-004" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="v1"/>
            <constraint firstItem="lbl-00-004" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="v2"/>
            <constraint firstItem="swt-00-004" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="160" id="v3"/>
            <constraint firstItem="swt-00-004" firstAttribute="centerY" secondItem="lbl-00-004" secondAttribute="centerY" id="v4"/>
            """
        // A wrapping label whose second line reaches 2.3 pt into the line box of the label 18 pt below it:
        // the boxes overlap, the glyphs do not.
        let stacked = ExampleStoryboard.label("lbl-00-014", text: "Name", width: 120, extra: #"numberOfLines="0""#) + """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Konto" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-015">
                <rect key="frame" x="20" y="117.33333333333333" width="120" height="20.333333333333332"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let stackedConstraints = ExampleStoryboard.pinned("lbl-00-014", width: 120, prefix: "w") + """
            <constraint firstItem="lbl-00-015" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="w4"/>
            <constraint firstItem="lbl-00-015" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="58.333333333333336" id="w5"/>
            <constraint firstItem="lbl-00-015" firstAttribute="width" constant="120" id="w6"/>
            """
        // A label and a switch side by side in a stack view: in Arabic the stack puts the switch first, and its
        // frame's 2 pt beyond the alignment rect reach into the label, where the switch draws nothing.
        let row = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-016">
                <rect key="frame" x="16" y="59" width="361" height="44"/>
                <subviews>
            """ + ExampleStoryboard.label("lbl-00-016", text: "Dark mode", width: 310) + """
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-016">
                        <rect key="frame" x="312" y="6.5" width="51" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """
        let rowConstraints = """
            <constraint firstItem="stk-00-016" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="x1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="stk-00-016" secondAttribute="trailing" constant="16" id="x2"/>
            <constraint firstItem="stk-00-016" firstAttribute="top" secondItem="safe" secondAttribute="top" id="x3"/>
            <constraint firstItem="stk-00-016" firstAttribute="height" constant="44" id="x4"/>
            """
        // A label 199 pt wide beside a right-aligned one pinned to the trailing edge, whose longer German text grows
        // into the first label's empty end: only a first text long enough to reach it collides.
        let fixed = ExampleStoryboard.label("lbl-00-017", text: "Drive mode", width: 199) + """
            ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Car" textAlignment="right" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-018">
                <rect key="frame" x="343" y="79" width="30" height="20.333333333333332"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let fixedConstraints = ExampleStoryboard.pinned("lbl-00-017", width: 199, prefix: "y") + """
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="lbl-00-018" secondAttribute="trailing" constant="20" id="y4"/>
            <constraint firstItem="lbl-00-018" firstAttribute="centerY" secondItem="lbl-00-017" secondAttribute="centerY" id="y5"/>
            """
        let beside = ExampleStoryboard.entry("lbl-00-018.text", "Öffentliche Verkehrsmittel")
        return [
            .nonTriggering(ExampleStoryboard.scene(fixed.replacingOccurrences(of: "↓", with: ""), constraints: fixedConstraints),
                           table: ExampleStoryboard.entry("lbl-00-017.text", "Fahrmodus") + beside),
            .triggering(ExampleStoryboard.scene(fixed, constraints: fixedConstraints),
                        table: ExampleStoryboard.entry("lbl-00-017.text", "Verkehrsmittel auswählen") + beside),
            .nonTriggering(ExampleStoryboard.scene(row, constraints: rowConstraints), table: ExampleStoryboard.entry("lbl-00-016.text", "الوضع المظلم"),
                           language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(stacked, constraints: stackedConstraints),
                           table: ExampleStoryboard.entry("lbl-00-014.text", "Vollständiger Name")),
            .triggering(ExampleStoryboard.scene(views, constraints: constraints),
                        table: ExampleStoryboard.entry("lbl-00-004.text", "Drahtloses lokales Netzwerk")),
            .nonTriggering(ExampleStoryboard.scene(views.replacingOccurrences(of: "↓", with: ""), constraints: constraints),
                           table: ExampleStoryboard.entry("lbl-00-004.text", "WLAN")),
            // A tap area that draws nothing (no title, image or background) where the switch was hides no text.
            .nonTriggering(ExampleStoryboard.scene(tapArea, constraints: constraints.replacingOccurrences(of: "swt-00-004", with: "btn-00-004")),
                           table: ExampleStoryboard.entry("lbl-00-004.text", "Drahtloses lokales Netzwerk")),
        ]
    }()

    /// The vertical overlap of text line boxes that is not visible (glyphs do not reach the box's edges).
    static let lineBoxSlack = 3.0

    /// What `view` draws on: a label without a background colour, its text (``ViewLayout/absoluteLabelTextFrame``:
    /// iPokeGo's 199 pt "Drive mode" label, whose French text ends well before the label beside it); any other view,
    /// its alignment rect.
    static func drawnFrame(_ view: ViewLayout, _ context: LayoutCheckContext) -> Rect {
        guard let text = view.absoluteLabelTextFrame, let node = context.node(view.id),
              !node.children.contains(where: RTLAutoresizingFrameRule.isVisibleBackgroundColor) else { return view.absoluteAlignmentFrame }
        return text
    }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        var children: [String: [ViewLayout]] = [:]
        for view in context.visibleViews where view.frame.width > 0.5 && view.frame.height > 0.5 {
            if let parent = view.parentID { children[parent, default: []].append(view) }
        }
        for parentID in children.keys.sorted() {
            let siblings = children[parentID] ?? []
            for (i, a) in siblings.enumerated() {
                for b in siblings[(i + 1)...] {
                    // A view's content is its alignment rect: the rest of its frame draws nothing (a switch's 2 pt
                    // on the right, which reaches into the label beside it when a stack mirrors for Arabic); a label
                    // draws its text alone.
                    guard let overlap = drawnFrame(a, context).intersection(drawnFrame(b, context), tolerance: 1),
                          let baseA = context.base.view(a.id), let baseB = context.base.view(b.id) else { continue }
                    let before = baseA.absoluteAlignmentFrame.intersection(baseB.absoluteAlignmentFrame, tolerance: 0)
                    // Views designed to overlap (a label over an image) are not the translation's doing.
                    if before != nil { continue }
                    // One of them must show text that changed.
                    guard a.texts.contains(where: { $0.isTranslated }) || b.texts.contains(where: { $0.isTranslated }) else { continue }
                    // A text's line box reaches past its glyphs (the font's ascent and descent leave room above
                    // and below them): boxes that overlap by a few points vertically draw nothing over each other.
                    if overlap.height <= Self.lineBoxSlack, !(a.texts.isEmpty && b.texts.isEmpty) { continue }
                    // A tap area that draws nothing (a button with no title, image or background) hides nothing.
                    if RTLAutoresizingFrameRule.isHotspot(a, context) || RTLAutoresizingFrameRule.isHotspot(b, context) { continue }
                    issues.append(LayoutIssue(
                        rule: id, severity: defaultSeverity,
                        message: "\(context.describe(a)) and \(context.describe(b)) overlap by \(pt(overlap.width))×\(pt(overlap.height)) pt in \(context.language)",
                        location: context.storyboardLocation(b),
                        related: [(context.storyboardLocation(a), "\(context.describe(a))")],
                        objectID: b.id, className: b.className,
                        measured: [("overlapWidth", overlap.width), ("overlapHeight", overlap.height)], fix: fix))
                }
            }
        }
        return issues
    }
}
