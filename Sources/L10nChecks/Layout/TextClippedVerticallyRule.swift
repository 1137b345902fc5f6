import L10nLayout

/// A text that needs more lines (or a taller line) than its view's height allows.
struct TextClippedVerticallyRule: LayoutRule {
    static let id = "text-clipped-vertically"
    static let name = "Translated text clipped vertically"
    static let explanation = """
        The translation wraps to more lines than the view is tall, so its last lines are not drawn. The reader \
        loses the end of the sentence without any "…" to show that something is missing.
        """
    static let fix = "Let the view's height follow its text (remove the fixed height, or pin top and bottom with a lower-priority height), or shorten the translation"
    static let defaultSeverity = LayoutIssue.Severity.error

    static let examples: [LayoutRuleExample] = {
        let label = """
            <label opaque="NO" contentMode="left" text="Pay" numberOfLines="0" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                <rect key="frame" x="20" y="79" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let constraints = ExampleStoryboard.pinned("lbl-00-002", width: 100) + #"<constraint firstItem="lbl-00-002" firstAttribute="height" constant="21" id="h1"/>"#
        return [
            .triggering(ExampleStoryboard.scene(label, constraints: constraints),
                        table: ExampleStoryboard.entry("lbl-00-002.text", "Jetzt sicher mit Ihrer Karte bezahlen", marker: true)),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: constraints),
                           table: ExampleStoryboard.entry("lbl-00-002.text", "Zahlen")),
        ]
    }()

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        for view in context.visibleViews where view.element != "textField" {
            for (index, text) in view.texts.enumerated() where !text.text.isEmpty && text.neededHeight > text.availableHeight + 0.5 {
                let base = context.base.view(view.id)?.texts[safe: index]
                if let base {
                    if text.text == base.text, base.neededHeight <= base.availableHeight + 0.5 { continue }
                    if base.neededHeight > base.availableHeight + 0.5, text.neededHeight <= base.neededHeight + 0.5 { continue }
                }
                let lines = text.layout.lineHeight > 0 ? lineCount((text.neededHeight / text.layout.lineHeight).rounded()) : 0
                // A view shorter than one line still draws it, cut at its edges.
                let fits = text.layout.lineHeight > 0 ? lineCount((text.availableHeight + 0.5) / text.layout.lineHeight) : 0
                let element = context.storyboardLocation(view)
                let location = text.key.flatMap(context.entry) ?? element
                issues.append(LayoutIssue(
                    rule: id, severity: defaultSeverity,
                    message: "\"\(text.text)\" needs \(lines) lines (\(pt(text.neededHeight)) pt) in \(context.language) but \(context.describe(view)) is \(pt(text.availableHeight)) pt tall and shows \(fits > 0 ? "\(fits)" : "only part of one")",
                    location: location,
                    related: location == element ? [] : [(element, "\(context.describe(view)) in the document")],
                    objectID: view.id, className: view.className, key: text.key,
                    measured: [("textHeight", text.neededHeight), ("availableHeight", text.availableHeight)], fix: fix))
            }
        }
        return issues
    }
}

/// A count of lines from a ratio of heights, which an overflowing layout can make infinite or NaN.
private func lineCount(_ ratio: Double) -> Int {
    ratio.isFinite ? Int(max(0, min(ratio, 1_000_000_000))) : 0
}
