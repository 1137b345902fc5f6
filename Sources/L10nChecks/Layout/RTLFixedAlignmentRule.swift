import L10nLayout

/// Text aligned left or right explicitly, which does not follow the reading direction.
struct RTLFixedAlignmentRule: LayoutRule {
    static let id = "rtl-fixed-alignment"
    static let name = "Fixed text alignment does not mirror"
    static let explanation = """
        Text aligned "left" stays on the left in Arabic and Hebrew, far from where a right-to-left reader \
        starts; "natural" alignment follows the language.
        """
    static let fix = "Set the alignment to Natural (textAlignment=\"natural\"; for buttons contentHorizontalAlignment=\"leading\")"
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let rightToLeftOnly = true
    static let dependsOnDevice = false

    static let examples: [LayoutRuleExample] = {
        let fixed = ExampleStoryboard.label("lbl-00-008", text: "Delivery", width: 200, marker: true).replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="left""#)
        let natural = ExampleStoryboard.label("lbl-00-008", text: "Delivery", width: 200)
        return [
            .triggering(ExampleStoryboard.scene(fixed, constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)), language: "he"),
            .nonTriggering(ExampleStoryboard.scene(natural, constraints: ExampleStoryboard.pinned("lbl-00-008", width: 200)), language: "he"),
        ]
    }()

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        guard context.rightToLeft else { return [] }
        var issues: [LayoutIssue] = []
        for view in context.localized.views where view.rightToLeft {
            guard let text = view.texts.first, ["left", "right"].contains(text.alignment), !text.text.isEmpty else { continue }
            issues.append(LayoutIssue(
                rule: id, severity: defaultSeverity,
                message: "\(context.describe(view)) is aligned \(text.alignment), so in \(context.language) its text does not start at the reading edge",
                location: context.storyboardLocation(view), objectID: view.id, className: view.className, key: text.key, fix: fix))
        }
        return issues
    }
}
