import L10nLayout

/// Text aligned left or right explicitly, which does not follow the reading direction.
struct RTLFixedAlignmentRule: LayoutRule {
    static let id = "rtl-fixed-alignment"
    static let name = "Fixed text alignment does not mirror"
    static let explanation = """
        Text aligned "left" stays on the left in Arabic and Hebrew, far from where a right-to-left reader \
        starts, and a label aligned "right" (toward its trailing neighbour in English) keeps to the right where \
        the mirrored screen puts that neighbour on its left; "natural" alignment follows the language. (Text \
        that fills its view shows no alignment at all, a field's right-aligned input starts at the reading \
        edge, a right-aligned label placed by its frame does not move from its neighbour, and UIKit places the \
        labels of built-in cell styles itself: none is reported.)
        """
    static let fix = "Set the alignment to Natural (textAlignment=\"natural\"; for buttons contentHorizontalAlignment=\"leading\")"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = {
        let fixed = ExampleStoryboard.label("lbl-00-008", text: "Delivery", width: 200, marker: true).replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="left""#)
        let natural = ExampleStoryboard.label("lbl-00-008", text: "Delivery", width: 200)
        // A right-aligned label keeps its Hebrew text on the right: the English layout meant its trailing edge.
        let right = fixed.replacingOccurrences(of: #"textAlignment="left""#, with: #"textAlignment="right""#)
        // Placed by its frame, it does not mirror: right stays beside what it was aligned to, where Hebrew starts.
        let framed = right.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" "#, with: "")
            .replacingOccurrences(of: "<fontDescription", with: #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><fontDescription"#)
        return [
            .nonTriggering(ExampleStoryboard.scene(framed), table: ExampleStoryboard.entry("lbl-00-008.text", "משלוח"), language: "he"),
            .triggering(ExampleStoryboard.scene(right, constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)),
                        table: ExampleStoryboard.entry("lbl-00-008.text", "משלוח"), language: "he"),
            .triggering(ExampleStoryboard.scene(fixed, constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)),
                        table: ExampleStoryboard.entry("lbl-00-008.text", "משלוח"), language: "he"),
            // Untranslated English reads left to right: left is where it starts.
            .nonTriggering(ExampleStoryboard.scene(fixed.replacingOccurrences(of: "↓", with: ""), constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)), language: "he"),
            .nonTriggering(ExampleStoryboard.scene(natural, constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)), language: "he"),
        ]
    }()

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        var issues: [LayoutIssue] = []
        for view in context.localized.views where view.rightToLeft {
            // Right alignment is the reading edge of a right-to-left language: only left works against it. Text
            // that fills its view (one that hugs it) looks the same however it is aligned.
            // Text that reads left to right (a name, an untranslated English title) starts at the left: there
            // left alignment is its reading edge.
            // Right alignment in a label (or a button's content) is its trailing edge in the English layout, which
            // the mirrored screen moves to the left; in a field it is where right-to-left input starts. A view its
            // frame places does not mirror: its right edge stays beside the neighbour it was aligned to (Inkpad's
            // colour labels at the ends of their sliders), and right is where the text starts.
            guard let text = view.texts.first, !text.text.isEmpty, text.layout.direction == .rightToLeft,
                  text.alignment == "left"
                    || (text.alignment == "right" && !["textField", "textView"].contains(view.element) && view.placement.canMirror),
                  view.cellStyleRole == nil else { continue }
            // Wrapped right-aligned right-to-left lines start at the reading edge, as natural ones would.
            let wraps = text.layout.lines.count > 1
            guard text.alignment == "left" ? wraps || text.layout.naturalWidth < text.availableWidth - 1
                : !wraps && text.layout.naturalWidth < text.availableWidth - 1 else { continue }
            // (Right-aligned right-to-left text does start at its reading edge: what is wrong is the side, which no
            // longer faces the trailing neighbour it was aligned toward.)
            let consequence = text.alignment == "left" ? "its text does not start at the reading edge"
                : "the screen mirrors but its text keeps to the right, away from the trailing side it was aligned toward"
            issues.append(LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "\(context.describe(view)) is aligned \(text.alignment), so in \(context.language) \(consequence)",
                location: context.storyboardLocation(view), objectID: view.id, className: view.className, key: text.key, fix: fix))
        }
        return issues
    }
}
