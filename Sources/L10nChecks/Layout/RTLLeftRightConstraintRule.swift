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
        return [
            .triggering(ExampleStoryboard.scene(label, constraints: constraints), language: "ar"),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: constraints), language: "de"),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-007", width: 100)), language: "ar"),
        ]
    }()

    static let leftRight: Set<String> = ["left", "right", "leftMargin", "rightMargin"]

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
