import L10nInterfaceBuilder
import L10nLayout

/// Left and right insets that differ: UIEdgeInsets are physical and do not flip.
struct RTLAsymmetricInsetsRule: LayoutRule {
    static let id = "rtl-asymmetric-insets"
    static let name = "Asymmetric insets do not mirror"
    static let explanation = """
        The view's contentEdgeInsets or layoutMargins have different left and right values. UIEdgeInsets are \
        physical, so in Arabic and Hebrew the extra space stays on the same side instead of following the text.
        """
    static let fix = "Use directional insets (directionalLayoutMargins, the button configuration's contentInsets) with leading/trailing values"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = {
        func button(_ left: Int, _ right: Int, marker: Bool, key: String = "contentEdgeInsets") -> String {
            """
            \(marker ? "↓" : "")<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-011">
                <rect key="frame" x="20" y="79" width="200" height="30"/>
                <inset key="\(key)" minX="\(left)" minY="0.0" maxX="\(right)" maxY="0.0"/>
                <state key="normal" title="Next"/>
            </button>
            """
        }
        return [
            .triggering(ExampleStoryboard.scene(button(30, 0, marker: true), constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            // A centred title moved 5 pt off centre the same way in both directions: nobody sees it.
            .nonTriggering(ExampleStoryboard.scene(button(0, 10, marker: false, key: "titleEdgeInsets"), constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            // 1 pt off centre: nobody sees it.
            .nonTriggering(ExampleStoryboard.scene(button(10, 12, marker: false), constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(button(12, 12, marker: false), constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            // Image insets of a button that has no image move nothing.
            .nonTriggering(ExampleStoryboard.scene(button(30, 0, marker: false, key: "imageEdgeInsets"), constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            // A centred icon 2.5 pt off centre the same way in both directions: nobody sees it; 15 pt is seen.
            .nonTriggering(ExampleStoryboard.scene(button(10, 15, marker: false).replacingOccurrences(of: "title=\"Next\"", with: "image=\"open\""),
                                                   constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            .triggering(ExampleStoryboard.scene(button(30, 0, marker: true).replacingOccurrences(of: "title=\"Next\"", with: "image=\"open\""),
                                                constraints: ExampleStoryboard.pinned("btn-00-011", width: 200)), language: "ar"),
            // An icon aligned to the left edge, which stays there in either direction, with its inset beside it (Rzq's
            // search field): the inset follows the alignment.
            .nonTriggering(ExampleStoryboard.scene(button(10, 0, marker: false, key: "imageEdgeInsets").replacingOccurrences(of: "title=\"Next\"", with: "image=\"open\"")
                                                    .replacingOccurrences(of: "contentHorizontalAlignment=\"center\"", with: "contentHorizontalAlignment=\"left\""),
                                                   constraints: ExampleStoryboard.pinned("btn-00-011", width: 200))
                .replacingOccurrences(of: "</scenes>", with: "</scenes>\n    <resources>\n        <image name=\"open\" width=\"24\" height=\"24\"/>\n    </resources>"),
                           language: "ar"),
        ]
    }()

    /// Whether a button (or any view) shows an image of its own: a state's or its configuration's.
    static func hasImage(_ node: IBNode) -> Bool {
        var found = false
        func visit(_ node: IBNode) {
            if found { return }
            if (node.name == "state" || node.name == "buttonConfiguration") && node["image"] != nil { found = true; return }
            if node.name == "imageReference" && node["key"] == "image" { found = true; return }
            if node.name == "imageView" { return }
            for child in node.children { visit(child) }
        }
        if node.name == "imageView" { return true }
        for child in node.children { visit(child) }
        return found
    }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        var issues: [LayoutIssue] = []
        for view in context.localized.views where view.rightToLeft && !view.isEffectivelyHidden {
            // Insets that follow a layout fixed some other way are right as they are: a view forced to one
            // direction, content aligned left or right (rtl-fixed-alignment says so), a view placed by its frame.
            if view.semanticContentAttribute == .forceLeftToRight || view.semanticContentAttribute == .forceRightToLeft { continue }
            if let alignment = view.texts.first?.alignment, alignment == "left" || alignment == "right" { continue }
            if !view.placement.canMirror { continue }
            // Insets the app's code sets (swapped for right-to-left languages, or computed) are not the storyboard's.
            if context.insetsSetInCode.contains(view.id) { continue }
            let node = context.nodes[view.id]
            let hasImage = node.map(Self.hasImage) ?? true
            let hasTitle = view.texts.contains { !$0.text.isEmpty }
            // (A button's lone image aligned to the left or right edge stays there in either direction; a title's alignment is
            // read above.)
            if node?.name == "button", !hasTitle, let horizontal = node?["contentHorizontalAlignment"], horizontal == "left" || horizontal == "right" { continue }
            // A centred button's content is moved by half the difference: its title and image as one block by its
            // content insets, a lone title or image by its own too. Less than the standard 8 pt spacing between views
            // is no misplacement anyone sees (Firefox Lockbox's icon buttons, 2.5 pt off centre).
            let centred = node?.name == "button" && (node?["contentHorizontalAlignment"] ?? "center") == "center"
            // A difference of 4 pt moves the content by 2 pt: nobody sees it. A title inset of a button without a
            // title, or an image inset of one without an image, moves nothing.
            for (name, insets) in view.physicalInsets where abs(insets.left - insets.right) > 4 {
                if name == "titleEdgeInsets" && !hasTitle { continue }
                if name == "imageEdgeInsets" && !hasImage { continue }
                if centred, name == "contentEdgeInsets" || !hasImage || !hasTitle,
                   abs(insets.left - insets.right) / 2 < RTLAutoresizingFrameRule.visibleShift { continue }
                issues.append(LayoutIssue(
                    rule: id, severity: defaultSeverity,
                    message: "\(context.describe(view)) has \(name) left \(pt(insets.left)) and right \(pt(insets.right)), which do not swap in \(context.language)",
                    location: context.storyboardLocation(view), objectID: view.id, className: view.className,
                    measured: [("left", insets.left), ("right", insets.right)], fix: fix))
            }
        }
        return issues
    }
}
