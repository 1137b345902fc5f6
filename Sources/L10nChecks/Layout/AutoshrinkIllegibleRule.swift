import L10nLayout

/// A text that shrinks below 11 pt to fit (`adjustsFontSizeToFitWidth`).
struct AutoshrinkIllegibleRule: LayoutRule {
    static let id = "autoshrink-illegible"
    static let name = "Text shrinks below legibility"
    static let explanation = """
        The view shrinks its font to fit the translation, and in this language it gets smaller than 11 pt, \
        the smallest size Apple's guidelines consider legible. Below 10 pt users with ordinary eyesight struggle \
        to read it (a warning); between 10 and 11 pt it is a note.
        """
    static let fix = "Shorten the translation, give the view more room, or raise minimumScaleFactor so the text truncates visibly instead"
    static let defaultSeverity = LayoutIssue.Severity.warning

    static let examples: [LayoutRuleExample] = {
        // As Interface Builder writes Autoshrink: no adjustsFontSizeToFit attribute, a minimum scale.
        let extra = #"minimumScaleFactor="0.3""#
        let label = ExampleStoryboard.label("lbl-00-006", text: "Pay", width: 60, extra: extra)
        // A base text that already shrinks as far: the language's users see what the base language's see.
        let crowded = ExampleStoryboard.label("lbl-00-006", text: "Pay now by card", width: 60, extra: extra)
        // Shrinking stops at 0.7 of 17 pt: drawn at 11.9 pt, legible (then cut off, which text-truncated says).
        let floored = ExampleStoryboard.label("lbl-00-006", text: "Pay", width: 60, extra: #"minimumScaleFactor="0.7""#)
        return [
            .triggering(ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-006", width: 60)),
                        table: ExampleStoryboard.entry("lbl-00-006.text", "Jetzt kostenpflichtig bezahlen", marker: true)),
            .nonTriggering(ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-006", width: 60)),
                           table: ExampleStoryboard.entry("lbl-00-006.text", "Zahlen")),
            .nonTriggering(ExampleStoryboard.scene(crowded, constraints: ExampleStoryboard.pinned("lbl-00-006", width: 60)),
                           table: ExampleStoryboard.entry("lbl-00-006.text", "Pay now by card")),
            .nonTriggering(ExampleStoryboard.scene(floored, constraints: ExampleStoryboard.pinned("lbl-00-006", width: 60)),
                           table: ExampleStoryboard.entry("lbl-00-006.text", "Jetzt kostenpflichtig bezahlen")),
        ]
    }()

    /// The size from which a shrunk text stays readable, if smaller than the guidelines' 11 pt.
    static let readableSize = 10.0

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        // UIKit sizes the labels of built-in cell styles to their text itself: their stored frames never shrink them.
        for view in context.visibleViews where view.cellStyleRole == nil {
            for text in view.texts where text.layout.fontScale < 0.999 && text.layout.fontScale > 0 {
                // The layout's point size is the one drawn, already shrunk; the designed size is that over the scale.
                let size = text.layout.pointSize
                let designed = size / text.layout.fontScale
                guard size < 11 - 0.01 else { continue }
                // Shrunk no further than the base text in the same view: the base language's users see the same
                // size, so it is the design's choice, not this translation's doing.
                let base = context.base.view(view.id)?.texts.first { $0.key == text.key }
                if let base, size >= base.layout.pointSize - 0.5 { continue }
                let element = context.storyboardLocation(view)
                let location = text.key.flatMap(context.entry) ?? element
                // Between 10 and 11 pt a text is below the guidelines' minimum but still read without effort
                // (reviewers of the corpora's findings judged every one of them legible; every shrink they
                // found illegible went to 9 pt or less): a note.
                let small = size >= Self.readableSize - 0.01
                issues.append(LayoutIssue(
                    rule: id, severity: small ? .info : defaultSeverity,
                    message: "\"\(text.text)\" shrinks to \(pt(size)) pt (from \(pt(designed)) pt) to fit \(context.describe(view)) in \(context.language)"
                        + (small ? " (below the 11 pt the guidelines ask for, though still readable)" : ""),
                    location: location,
                    related: location == element ? [] : [(element, "\(context.describe(view)) in the document")],
                    objectID: view.id, className: view.className, key: text.key,
                    measured: [("pointSize", size), ("scale", text.layout.fontScale)], fix: fix))
            }
        }
        return issues
    }
}
