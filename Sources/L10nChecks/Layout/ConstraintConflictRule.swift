import L10nLayout

/// A required constraint that can no longer be satisfied once the text is translated.
struct ConstraintConflictRule: LayoutRule {
    static let id = "constraint-conflict"
    static let name = "Constraints conflict after translation"
    static let explanation = """
        With this language's text, the scene's required constraints contradict each other. iOS breaks one of \
        them at run time ("Unable to simultaneously satisfy constraints") and the layout that results is \
        not the one designed; views jump, overlap or vanish.
        """
    static let fix = "Give the constraint that should yield a priority below 1000 (e.g. 999), or remove the fixed size that cannot hold the translated text"
    static let defaultSeverity = LayoutIssue.Severity.error

    static let examples: [LayoutRuleExample] = {
        // A label must be at least as wide as its text (required compression resistance) and exactly 80 pt.
        let label = ExampleStoryboard.label("lbl-00-005", text: "Total", width: 80, extra: #"horizontalCompressionResistancePriority="1000""#)
        let constraints = """
            <constraint firstItem="lbl-00-005" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="lbl-00-005" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k2"/>
            ↓<constraint firstItem="lbl-00-005" firstAttribute="width" constant="80" id="k3"/>
            """
        return [
            .triggering(ExampleStoryboard.scene(label, constraints: constraints),
                        table: ExampleStoryboard.entry("lbl-00-005.text", "Gesamtbetrag inklusive Steuern")),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: constraints.replacingOccurrences(of: "↓", with: "")),
                           table: ExampleStoryboard.entry("lbl-00-005.text", "Summe")),
        ]
    }()

    /// The most a broken constraint may be missed by and show nothing: a point.
    static let invisibleMiss = 1.0 + 1e-6

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        let brokenInBase = Set(context.base.brokenConstraints.map(\.id))
        return context.localized.brokenConstraints.filter { !brokenInBase.contains($0.id) }.map { broken in
            let others = broken.conflictingIDs.filter { $0 != broken.id }
            let location = broken.line > 0
                ? LayoutIssue.Location(file: context.documentPath, line: broken.line, column: broken.column)
                : context.localized.view(broken.firstID).map(context.storyboardLocation) ?? LayoutIssue.Location(file: context.documentPath, line: 1, column: 1)
            let between = [broken.firstID, broken.secondID].compactMap { $0 }.joined(separator: " and ")
            var message = "constraint \(broken.id) (\(broken.description)) between \(between) cannot hold in \(context.language)"
            if !others.isEmpty { message += "; it conflicts with \(others.prefix(4).joined(separator: ", "))" }
            let yielding = broken.origin == "intrinsic"
                ? "Lower the compression resistance of \(broken.firstID) below 1000 so its text can be truncated instead, or let its container grow"
                : "Lower the priority of \(broken.id) to 999 so it gives way when the text is longer, or remove it"
            // A conflict the laid-out frames settle within a point (Anyway's button pinned 128 pt from its leading edge
            // and 129 from its trailing one, and centred: half a point each way once mirrored) moves nothing a user
            // sees; iOS only logs it. A note.
            let seen = broken.missedBy > Self.invisibleMiss
            if !seen { message += " (the layout misses it by \(pt(broken.missedBy)) pt, which nobody sees: iOS only logs the conflict)" }
            return LayoutIssue(
                rule: id, severity: seen ? defaultSeverity : .info, message: message, location: location,
                related: context.localized.view(broken.firstID).map { [(context.storyboardLocation($0), "first item \(broken.firstID)")] } ?? [],
                objectID: broken.firstID, className: context.localized.view(broken.firstID)?.className,
                measured: [("priority", broken.priority), ("missedBy", broken.missedBy)], fix: yielding)
        }
    }
}
