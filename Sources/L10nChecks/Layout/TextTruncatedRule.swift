import L10nLayout
import L10nText

/// A translated text that no longer fits on its line and shows "…" (or is cut).
struct TextTruncatedRule: LayoutRule {
    static let id = "text-truncated"
    static let name = "Translated text cut off"
    static let explanation = """
        The translation is wider than the space the view has on this device, so iOS shortens it with "…" or \
        cuts it. Users of the language read half a word on a button or a label and cannot tell what it does.
        """
    static let fix = "Shorten the translation, or let the view grow: remove its fixed width, lower the priority of the constraint that limits it, or allow more lines"
    static let defaultSeverity = LayoutIssue.Severity.error
    /// Points of overflow below which a text is taken to fit (half a point: the stand-in font's error).
    static let tolerance = 0.5
    /// Points of overflow within which the system font's stand-in may still be wrong (most single-line labels
    /// of the corpora come out within 1 pt of the width IB stored for SF Pro): such a cut is a warning to check
    /// on a device, not an error.
    static let standInMargin = 1.0
    /// The same for long texts, as a share of the width: 95% of the corpora's single-line system-font labels
    /// come out within 2.1% of the width IB stored (corrections fitted without the label's repository;
    /// `SystemFontCorpusCalibrationTests`).
    static let standInRelativeMargin = 0.021

    /// Whose measuring error a cut of `text` may be, nil when its own font draws it all: a custom font draws
    /// its own letters exactly, and what it lacks comes from iOS's fallback fonts, measured with stand-ins.
    static func standIn(drawing text: TextResult) -> String? {
        guard case .custom(let name, _) = text.font.kind else { return "the system font stand-in's measuring error" }
        return text.layout.drawsWithFallbackFonts ? "the measuring error of the stand-ins for the fallback fonts that draw the letters '\(name)' lacks" : nil
    }

    /// Whether an overflow of `overflow` pt on a text `needed` pt wide is within the stand-in's measuring error.
    static func isWithinMeasuringError(overflow: Double, needed: Double) -> Bool {
        overflow <= max(standInMargin, needed * standInRelativeMargin)
    }

    static let examples: [LayoutRuleExample] = [
        .triggering(ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-001", text: "Accept", width: 120), constraints: ExampleStoryboard.pinned("lbl-00-001", width: 120)),
                    table: ExampleStoryboard.entry("lbl-00-001.text", "Nutzungsbedingungen akzeptieren", marker: true)),
        .nonTriggering(ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-001", text: "Accept", width: 120), constraints: ExampleStoryboard.pinned("lbl-00-001", width: 120)),
                       table: ExampleStoryboard.entry("lbl-00-001.text", "Annehmen")),
        // A button whose title wraps (Line Break: Word Wrap) keeps every line, but a word wider than the line
        // is broken between letters.
        .triggering(ExampleStoryboard.scene(wrappingButton, constraints: ExampleStoryboard.pinned("btn-00-001", width: 64)),
                    table: ExampleStoryboard.entry("btn-00-001.normalTitle", "Abgeschlossen", marker: true)),
        .nonTriggering(ExampleStoryboard.scene(wrappingButton, constraints: ExampleStoryboard.pinned("btn-00-001", width: 64)),
                       table: ExampleStoryboard.entry("btn-00-001.normalTitle", "Zu Ende")),
    ]

    private static let wrappingButton = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
            <rect key="frame" x="20" y="79" width="64" height="60"/>
            <constraints><constraint firstAttribute="height" constant="60" id="h1"/></constraints>
            <state key="normal" title="Done"/>
        </button>
        """

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        for view in context.visibleViews {
            for (index, text) in view.texts.enumerated() where text.layout.isTruncated && !text.text.isEmpty {
                // More lines than the height allows is text-clipped-vertically's finding.
                if text.numberOfLines != 1, text.neededHeight > text.availableHeight + 0.5 { continue }
                let base = context.base.view(view.id)?.texts[safe: index]
                // A label that shrinks its font is cut at the smallest size it may reach: what is missing is
                // measured there.
                let needed = text.layout.shrunkWidth ?? text.layout.naturalWidth
                let available = text.availableWidth
                // Less than half a point over is within the system-font stand-in's measuring error.
                if text.numberOfLines == 1, needed - available < Self.tolerance, !text.layout.lines.isEmpty { continue }
                if let base {
                    // The same text as the base, fitting there: any difference is measuring noise.
                    if text.text == base.text, !base.layout.isTruncated { continue }
                    // Already cut off in the base language: only worse is the translation's doing.
                    if base.layout.isTruncated, needed - available <= (base.layout.shrunkWidth ?? base.layout.naturalWidth) - base.availableWidth + Self.tolerance { continue }
                }
                let place = view.element == "segmentedControl" ? "segment \(index)" : "the \(view.element)"
                let message: String
                if text.numberOfLines == 1, text.layout.shrunkWidth != nil {
                    message = "\"\(text.text)\" is cut off in \(context.language) even shrunk to \(pt(text.layout.pointSize)) pt: it needs \(pt(needed)) pt there, "
                        + "\(place) has \(pt(available)) pt (\(pt(needed - available)) pt short)"
                } else if text.numberOfLines == 1 {
                    message = "\"\(text.text)\" is cut off in \(context.language): it needs \(pt(needed)) pt, \(place) has \(pt(available)) pt (\(pt(needed - available)) pt short)"
                } else {
                    message = "\"\(text.text)\" is cut off in \(context.language): it needs more than \(text.numberOfLines) lines at \(pt(available)) pt"
                }
                let element = context.storyboardLocation(view)
                let location = text.key.flatMap(context.entry) ?? element
                var severity = defaultSeverity
                var said = message
                if text.numberOfLines == 1, Self.isWithinMeasuringError(overflow: needed - available, needed: needed),
                   let standIn = Self.standIn(drawing: text) {
                    severity = .warning
                    said += " (within \(standIn), 1 pt or 2% of the width: check it on a device)"
                }
                issues.append(LayoutIssue(
                    rule: id, severity: severity, message: said, location: location,
                    related: location == element ? [] : [(element, "\(context.describe(view)) in the document")],
                    objectID: view.id, className: view.className, key: text.key,
                    measured: [("textWidth", needed), ("availableWidth", available), ("overflow", max(0, needed - available))],
                    fix: fix))
            }
        }
        issues += brokenWords(context)
        return issues
    }

    /// Texts on several lines that keep all their lines but break a word wider than the line between letters
    /// (`Concluí` / `do` in a 64-pt button): the word is cut as surely as by "…". A text the base already
    /// breaks so is left to the base.
    static func brokenWords(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        for view in context.visibleViews {
            for (index, text) in view.texts.enumerated() where !text.layout.isTruncated && text.numberOfLines != 1 && !text.text.isEmpty {
                guard let (word, width) = text.layout.brokenWord else { continue }
                if let base = context.base.view(view.id)?.texts[safe: index], base.layout.brokenWord != nil || base.text == text.text { continue }
                let element = context.storyboardLocation(view)
                let location = text.key.flatMap(context.entry) ?? element
                issues.append(LayoutIssue(
                    rule: id, severity: defaultSeverity,
                    message: "\"\(word)\" needs \(pt(width)) pt, wider than the \(pt(text.availableWidth)) pt line of the \(view.element) in \(context.language), so iOS breaks the word between letters",
                    location: location, related: location == element ? [] : [(element, "\(context.describe(view)) in the document")],
                    objectID: view.id, className: view.className, key: text.key,
                    measured: [("textWidth", width), ("availableWidth", text.availableWidth), ("overflow", max(0, width - text.availableWidth))],
                    fix: fix))
            }
        }
        return issues
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// A length for messages: at most one decimal.
func pt(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    // Int() only for what it can hold: a length that overflowed in the layout must still print.
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
