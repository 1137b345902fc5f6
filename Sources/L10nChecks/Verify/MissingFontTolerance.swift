import L10nLayout
import L10nText

/// Findings that a custom font the project uses but does not ship (nor installs) may have made up.
///
/// Without the font file the system font stands in for it, its widths scaled by an estimate read off the
/// document's own labels (see L10nLayout's CustomFontMetrics); the real font's letters are still wider or
/// narrower by some amount. A text finding whose overflow the stand-in's error can explain is not
/// certain: it becomes info, with a note naming the missing font and how to measure with it. Clear
/// overflows stay as they are.
///
/// The errors are measured on the corpus (133 single-line labels in 18 missing custom fonts, each sized
/// by its text alone: IB's stored width, which is the real font's, against the stand-in's width of the same
/// text). What matters is how much narrower the real font may be than measured, one-sided: the stand-in
/// scaled by the document's estimate is more than 3.2% too wide for 10% of the labels, and the unscaled
/// stand-in (no label in the document to estimate from) more than 8.2% too wide for 10% of them. An
/// overflow beyond those is very likely real.
enum MissingFontTolerance {
    /// Relative width error of the stand-in scaled by the document's estimate of the font.
    static let estimatedError = 0.032
    /// Relative width error of the unscaled stand-in, when no label of the project tells the font's widths.
    static let standInError = 0.082

    static let rules: Set<String> = ["text-truncated", "text-clipped-vertically", "view-out-of-bounds"]

    /// Downgrades `finding` to info when the missing fonts of the texts it is about explain it.
    /// - Parameter projectRatio: for a font's PostScript name, the median ratio of its real widths to the
    ///   unscaled stand-in's over the project's documents (IB's stored widths of labels their text sizes),
    ///   nil when no document tells.
    static func apply(to finding: inout Finding, scene: SceneLayout, textEngine: TextEngine, language: String, displayScale: Double,
                      projectRatio: (String) -> Double? = { _ in nil }) {
        guard finding.severity > .info, rules.contains(finding.ruleID), let id = finding.objectID, let view = scene.view(id) else { return }
        let explained: (font: String, error: Double)?
        switch finding.ruleID {
        case "view-out-of-bounds":
            explained = outOfBounds(view, scene: scene, overflow: finding.measured.first { $0.name == "overflow" }?.value, textEngine: textEngine,
                                    language: language, projectRatio: projectRatio)
        default:
            explained = text(of: view, key: finding.key, rule: finding.ruleID, textEngine: textEngine, language: language, displayScale: displayScale,
                             projectRatio: projectRatio)
        }
        guard let explained else { return }
        finding.severity = .info
        finding.message += " (measured without the font '\(explained.font)', which is not in the project or the font directories: "
            + "the stand-in's widths may be \(Int((explained.error * 100).rounded()))% off, enough to explain this)"
        finding.fix = "Add the font file of '\(explained.font)' to the project, or name its folder in \"fontDirectories\" of .l10nlayout.json "
            + "(or --font-dir), so the text is measured with it; then " + finding.fix.prefix(1).lowercased() + finding.fix.dropFirst()
    }

    /// The missing font of the view's text and the error of its widths, when that error covers the
    /// finding: a single line shorter by the error fits, or a wrapped text narrower by it needs no more
    /// lines than the view shows.
    static func text(of view: ViewLayout, key: String?, rule: String, textEngine: TextEngine, language: String, displayScale: Double,
                     projectRatio: (String) -> Double?) -> (font: String, error: Double)? {
        guard let text = view.texts.first(where: { key == nil || $0.key == key }) ?? view.texts.first,
              case .custom(let name, _) = text.font.kind, isMissing(text.layout), !text.text.isEmpty else { return nil }
        let error = self.error(of: text, textEngine: textEngine, language: language, projectRatio: projectRatio)
        if rule == "text-truncated", text.numberOfLines == 1 {
            return singleLineWidth(text) * (1 - error) <= text.availableWidth ? (name, error) : nil
        }
        // A word wrapping broke between letters: the word narrower by the error may fit its line.
        if rule == "text-truncated", !text.layout.isTruncated, let (_, width) = text.layout.brokenWord {
            return width * (1 - error) <= text.availableWidth ? (name, error) : nil
        }
        // Wrapped text: how many lines it needs, as estimated and with the font's widths shrunk by the error.
        let scale = scale(of: text, textEngine: textEngine, language: language)
        let estimated = lineCount(text, scale: scale, textEngine: textEngine, language: language, displayScale: displayScale)
        let narrower = lineCount(text, scale: scale * (1 - error), textEngine: textEngine, language: language, displayScale: displayScale)
        guard estimated > 0 else { return nil }
        var allowed = text.numberOfLines == 0 ? Int.max : text.numberOfLines
        if rule == "text-clipped-vertically" {
            // The lines its height shows, at the height per line this layout found.
            let perLine = text.neededHeight / Double(estimated)
            if perLine > 0 { allowed = min(allowed, Int(((text.availableHeight + 0.5) / perLine).rounded(.down))) }
        }
        return narrower <= allowed ? (name, error) : nil
    }

    /// The width of a single-line text at the size it is drawn at: a text that shrank to its minimum scale and
    /// is still cut is as wide as its design-size width times that scale, since a custom font (unlike the
    /// system font standing in for it, which UIKit tracks by size) has the same proportions at every size.
    private static func singleLineWidth(_ text: TextResult) -> Double {
        text.layout.naturalWidth * min(1, max(0, text.layout.fontScale))
    }

    /// Lines `text` takes unclipped at its width, with the stand-in's widths scaled by `scale`.
    private static func lineCount(_ text: TextResult, scale: Double, textEngine: TextEngine, language: String, displayScale: Double) -> Int {
        var options = MeasureOptions(width: text.availableWidth, numberOfLines: 0, language: language, displayScale: displayScale)
        options.missingFontWidthScale = scale
        return textEngine.measure(text.text, font: text.font, options: options).lines.count
    }

    /// A view out of its container by no more than the error of the widest missing-font text among the
    /// container's views (the texts that size it and its neighbours).
    static func outOfBounds(_ view: ViewLayout, scene: SceneLayout, overflow: Double?, textEngine: TextEngine, language: String,
                            projectRatio: (String) -> Double?) -> (font: String, error: Double)? {
        guard let overflow else { return nil }
        let container = view.parentID ?? view.id
        var inside: Set<String> = [container]
        var widest: (font: String, width: Double, error: Double)?
        for candidate in scene.views where candidate.id == container || candidate.parentID.map(inside.contains) ?? false {
            inside.insert(candidate.id)
            for text in candidate.texts where isMissing(text.layout) {
                guard case .custom(let name, _) = text.font.kind else { continue }
                let width = min(text.layout.naturalWidth, text.availableWidth > 0 ? text.availableWidth : text.layout.naturalWidth)
                if width > widest?.width ?? 0 {
                    widest = (name, width, error(of: text, textEngine: textEngine, language: language, projectRatio: projectRatio))
                }
            }
        }
        guard let widest, overflow <= widest.width * widest.error else { return nil }
        return (widest.font, widest.error)
    }

    static func isMissing(_ layout: TextLayout) -> Bool {
        layout.warnings.contains { $0.hasPrefix("font '") && $0.contains("not found") }
    }

    /// The scale the layout applied to the stand-in's widths (1 when the document had no estimate).
    static func scale(of text: TextResult, textEngine: TextEngine, language: String) -> Double {
        let raw = textEngine.measure(text.text, font: text.font, options: MeasureOptions(language: language)).naturalWidth
        return raw > 0 && text.layout.naturalWidth > 0 ? text.layout.naturalWidth / raw : 1
    }

    /// How much narrower the real font may be than this text was measured: the estimate's own error when
    /// the document scaled the stand-in; else, when other documents of the project tell the font's widths,
    /// by how much the unscaled stand-in is too wide for it plus that same error; else the unscaled
    /// stand-in's error.
    static func error(of text: TextResult, textEngine: TextEngine, language: String, projectRatio: (String) -> Double?) -> Double {
        if abs(scale(of: text, textEngine: textEngine, language: language) - 1) > 1e-9 { return estimatedError }
        if case .custom(let name, _) = text.font.kind, let ratio = projectRatio(name) {
            return min(standInError, max(0, 1 - ratio) + estimatedError)
        }
        return standInError
    }

    /// Per missing font, over `layouts` (base layouts of the project's documents, each on its own device):
    /// the median of IB's stored width over the unscaled stand-in's width of single-line labels that
    /// their text alone sizes (as L10nLayout's estimate reads them, 20 pt and wider); fonts with fewer
    /// than 3 such labels are left out.
    static func ratios(in layouts: [DocumentLayout], textEngine: TextEngine) -> [String: Double] {
        var samples: [String: [Double]] = [:]
        for layout in layouts {
            for scene in layout.scenes {
                for view in scene.views where view.element == "label" && !view.misplaced && !view.ambiguous {
                    guard let text = view.texts.first, text.numberOfLines == 1, isMissing(text.layout),
                          case .custom(let name, _) = text.font.kind,
                          !view.widthDeterminedBy.isEmpty, view.widthDeterminedBy.allSatisfy({ $0.origin == "intrinsic" }) else { continue }
                    let raw = textEngine.measure(text.text, font: text.font, options: MeasureOptions()).naturalWidth
                    guard raw >= 20, view.storedFrame.width > 0 else { continue }
                    let ratio = (view.storedFrame.width - 0.5 / max(1, layout.device.scale)) / raw
                    if (0.5...2).contains(ratio) { samples[name, default: []].append(ratio) }
                }
            }
        }
        var ratios: [String: Double] = [:]
        for name in samples.keys.sorted() {
            let sorted = (samples[name] ?? []).sorted()
            if sorted.count >= 3 { ratios[name] = sorted[sorted.count / 2] }
        }
        return ratios
    }
}
