import L10nInterfaceBuilder
import L10nLayout

/// A view placed by its frame (autoresizing mask) off-centre, which will not mirror.
struct RTLAutoresizingFrameRule: LayoutRule {
    static let id = "rtl-autoresizing-frame"
    static let name = "Frame layout does not mirror"
    static let explanation = """
        This view is positioned by its frame and autoresizing mask, not by constraints. Frames are physical: \
        in Arabic and Hebrew it stays on the same side while the rest of the interface mirrors.
        """
    static let fix = "Position the view with leading/trailing constraints (set translatesAutoresizingMaskIntoConstraints to NO), or mirror its frame in code for right-to-left layouts"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = [
        .triggering(ExampleStoryboard.scene("""
            ↓<label opaque="NO" contentMode="left" text="Name" textAlignment="natural" id="lbl-00-009">
                <rect key="frame" x="20" y="100" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """), table: ExampleStoryboard.entry("lbl-00-009.text", "الاسم"), language: "ar"),
        // A scene of frames is one finding, at its first view.
        .triggering(ExampleStoryboard.scene("""
            ↓<label opaque="NO" contentMode="left" text="Name" textAlignment="natural" id="lbl-00-009">
                <rect key="frame" x="20" y="100" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" contentMode="left" text="Street" textAlignment="natural" id="lbl-00-010">
                <rect key="frame" x="20" y="140" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """), table: ExampleStoryboard.entry("lbl-00-009.text", "الاسم") + ExampleStoryboard.entry("lbl-00-010.text", "الشارع"), language: "ar"),
        // Untranslated English reads from the left: placed at the left, it starts at its reading edge.
        .nonTriggering(ExampleStoryboard.scene("""
            <label opaque="NO" contentMode="left" text="Name" textAlignment="natural" id="lbl-00-009">
                <rect key="frame" x="20" y="100" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """), language: "ar"),
        // Invisible tap areas over a picture (a body map) mark spots of the picture, which does not mirror.
        .nonTriggering(ExampleStoryboard.scene("""
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="body.jpg" id="img-00-001">
                <rect key="frame" x="0.0" y="64" width="393" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="btn-00-001">
                <rect key="frame" x="9" y="395" width="120" height="24"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal"><color key="titleColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/></state>
            </button>
            """), language: "ar"),
        // Frames centred by eye (margins 37 and 43 pt): mirrored, they would move by 6 pt.
        .nonTriggering(ExampleStoryboard.scene("""
            <label opaque="NO" contentMode="left" text="Email" textAlignment="center" id="lbl-00-009">
                <rect key="frame" x="37" y="100" width="313" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-009">
                <rect key="frame" x="134" y="140" width="118" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal" title="Submit"/>
            </button>
            """), language: "ar"),
        // A button 94 pt from one edge and 85 pt from the other (a tenth of the margins apart) looks centred.
        .nonTriggering(ExampleStoryboard.scene("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-009">
                <rect key="frame" x="94" y="140" width="214" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal" title="Go on"/>
            </button>
            """), table: ExampleStoryboard.entry("btn-00-009.normalTitle", "تابع"), language: "ar"),
        // A toolbar places (and mirrors) its items' custom views, whatever their stored frames say.
        .nonTriggering(ExampleStoryboard.scene("""
            <toolbar opaque="NO" contentMode="scaleToFill" id="bar-00-001">
                <rect key="frame" x="0.0" y="600" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <items>
                    <barButtonItem style="plain" id="itm-00-001">
                        <view key="customView" contentMode="scaleToFill" id="cus-00-001">
                            <rect key="frame" x="30" y="6" width="100" height="33"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </barButtonItem>
                </items>
            </toolbar>
            """), language: "ar"),
        .nonTriggering(ExampleStoryboard.scene("""
            <label opaque="NO" contentMode="left" text="Name" textAlignment="natural" id="lbl-00-009">
                <rect key="frame" x="20" y="100" width="353" height="21"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """), language: "ar"),
    ]

    /// The smallest difference between a frame's left and right margins that shows as a view not mirrored.
    static let visibleShift = 8.0

    /// Whether margins of `left` and `right` points look centred: they differ by less than the standard 8 pt
    /// spacing, or by a tenth of the space they share at most (a logo 79 pt from one edge and 95 pt from the
    /// other): mirrored, the view would move by a few points nobody reads as a layout left unmirrored.
    static func isCentredByEye(_ left: Double, _ right: Double) -> Bool {
        let difference = abs(left - right)
        return difference < visibleShift || difference <= 0.1 * (left + right)
    }

    static let exempt: Set<String> = ["tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView"]

    /// Whether `view` is a button users cannot see: no title, no image or background image of its own, no
    /// background colour (a tap area laid over something else that is drawn).
    static func isHotspot(_ view: ViewLayout, _ context: LayoutCheckContext) -> Bool {
        guard view.element == "button", !view.texts.contains(where: { !$0.text.isEmpty }), let node = context.node(view.id) else { return false }
        if RTLAsymmetricInsetsRule.hasImage(node) { return false }
        var drawn = false
        func visit(_ node: IBNode) {
            if node.name == "state" && node["backgroundImage"] != nil { drawn = true }
            if node.name == "imageReference" && node["key"] == "backgroundImage" { drawn = true }
            if isVisibleBackgroundColor(node) { drawn = true }
            for child in node.children where child.name != "subviews" { visit(child) }
        }
        visit(node)
        return !drawn
    }

    /// Whether `node` is a view's background colour that draws something (not clear, not fully transparent).
    static func isVisibleBackgroundColor(_ node: IBNode) -> Bool {
        node.name == "color" && node["key"] == "backgroundColor" && (node["alpha"].flatMap(Double.init) ?? 1) > 0
            && node["systemColor"] != "clearColor" && node["cocoaTouchSystemColor"] != "clearColor"
    }

    /// Whether `view` lies within an image view of its superview that is drawn beneath it (listed before it).
    static func isOverImage(_ view: ViewLayout, _ context: LayoutCheckContext) -> Bool {
        let siblings = context.localized.views.filter { $0.parentID == view.parentID }
        guard let position = siblings.firstIndex(where: { $0.id == view.id }) else { return false }
        return siblings[..<position].contains { image in
            image.element == "imageView" && !image.isEffectivelyHidden
                && image.frame.minX <= view.frame.minX + 1 && image.frame.maxX >= view.frame.maxX - 1
                && image.frame.minY <= view.frame.minY + 1 && image.frame.maxY >= view.frame.maxY - 1
        }
    }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        // Every view placed by its frame names the scene's finding; only the ones users see out of place
        // (`shows`) decide whether there is one.
        var placed: [(view: ViewLayout, left: Double, right: Double, shows: Bool)] = []
        let outlets = Set(context.nodes.values.compactMap { $0.name == "outlet" || $0.name == "outletCollection" ? $0["destination"] : nil })
        for view in context.localized.views where view.translatesAutoresizingMask && !view.isArrangedSubview && !view.isEffectivelyHidden {
            // The labels and image of a built-in cell style are placed (and mirrored) by the cell itself.
            // A bar button item's custom view and a navigation item's title view are placed by their bar, which mirrors
            // its items (SecureReader's comments button in a toolbar).
            guard view.placement != .container, view.cellStyle == nil, !["customView", "titleView"].contains(context.node(view.id)?["key"] ?? ""),
                  let parent = view.parentID.flatMap(context.localized.view), !exempt.contains(view.element), parent.rightToLeft,
                  !ViewOutOfBoundsRule.scrolls(parent) || view.element != "view" else { continue }
            // Centred views (or ones spanning the width) look the same mirrored.
            let left = view.frame.minX, right = parent.frame.width - view.frame.maxX
            if abs(left - right) <= 1 { continue }
            // An invisible tap area (a button with no title, image or background) over a picture marks a spot
            // of the picture, which does not mirror either: it must stay where it is.
            let hotspot = isHotspot(view, context) && isOverImage(view, context)
            // Text that reads left to right (an untranslated English caption, a name) starts at the left: there
            // its frame is at its reading edge. (Not so a text code replaces through an outlet.)
            let leftToRightText = view.texts.first.map { text in
                !text.text.isEmpty && text.layout.direction == .leftToRight && !outlets.contains(view.id)
                    && !view.texts.contains(where: { $0.layout.direction == .rightToLeft }) && ["label", "textView"].contains(view.element)
            } ?? false
            if view.autoresizingMask.contains("flexibleMinX") && view.autoresizingMask.contains("flexibleMaxX") && abs(left - right) <= 1 { continue }
            placed.append((view, left, right, !hotspot && !leftToRightText))
        }
        // A frame a few points off centre lands a few points off where mirroring would put it: less than the
        // standard 8 pt spacing between views, nobody sees a scene of such frames as unmirrored.
        guard let (first, left, right, _) = placed.first, placed.contains(where: { $0.shows && !isCentredByEye($0.left, $0.right) }) else { return [] }
        // A scene built with frames is fixed as a whole: one finding names its first such view and lists the others.
        let others = placed.dropFirst()
        let message = others.isEmpty
            ? "\(context.describe(first)) is placed by its frame \(pt(left)) pt from the left and \(pt(right)) pt from the right, and stays there in \(context.language)"
            : "\(context.describe(first)) and \(others.count) other view\(others.count == 1 ? "" : "s") of this scene are placed by their frames, not constraints, and stay where they are in \(context.language) (the first is \(pt(left)) pt from the left and \(pt(right)) pt from the right)"
        return [LayoutIssue(
            rule: id, severity: defaultSeverity, message: message, location: context.storyboardLocation(first),
            related: others.map { (context.storyboardLocation($0.view), "\(context.describe($0.view)) is placed by its frame too") },
            objectID: first.id, className: first.className, measured: [("left", left), ("right", right)], fix: fix)]
    }
}
