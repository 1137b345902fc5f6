import L10nInterfaceBuilder
import L10nText

/// Line heights and widths of custom fonts that are not installed, read off the document itself.
///
/// Interface Builder measured every label with the real font, so a single-line label that nothing but its
/// text sizes was stored exactly one line of that font tall and exactly as wide as its text. Without the
/// font file the system font stands in, whose lines and letters are shorter or longer; the views placed
/// after such a label then move. So, per font:
/// - line height: the median of stored height ÷ point size over its single-line labels without a height
///   constraint of their own (within 0.7–2.5 em, where fonts' lines lie), in em, which holds for every
///   size and language; once a first layout tells which labels their text alone sizes vertically, the
///   median over those;
/// - width scale: over its single-line labels whose width the layout found decided by their text alone
///   (a first layout of the document with the stand-in's own widths tells which), the median of stored
///   width ÷ the stand-in's width of the same text (within 0.5–2). One scale per font is a fair estimate
///   for its other texts and languages; labels stretched by constraints say nothing about the glyphs.
///
/// A font that a document shows but never in a label that could tell its metrics (only in buttons,
/// fields or wrapped labels) takes them from the other documents of its project (``adopt(_:)``): the
/// same font has the same lines and letters in every document.
struct CustomFontMetrics {
    /// Line height in em by PostScript name.
    private(set) var emHeights: [String: Double] = [:]
    /// Stand-in width multiplier by PostScript name.
    private(set) var widthScales: [String: Double] = [:]
    /// The samples behind each estimate (pooled over a project by ``pooled(_:)``).
    private(set) var heightSamples: [String: [Double]] = [:]
    private(set) var widthSamples: [String: [Double]] = [:]

    init() {}

    /// The line heights.
    /// - Parameter isInstalled: whether the text engine has the font (then nothing is estimated for it).
    init(document: IBDocument, isInstalled: (FontSpec) -> Bool) {
        var samples: [String: [Double]] = [:]
        var installed: [String: Bool] = [:]
        document.root.forEachDescendant { node in
            guard node.name == "label", (node["numberOfLines"] ?? "1") == "1",
                  let font = node.child("fontDescription", key: "fontDescription"), let name = font["name"],
                  let size = font["pointSize"].flatMap(Double.init), size > 0,
                  let height = node.child("rect", key: "frame")?["height"].flatMap(Double.init),
                  !(node["text"] ?? "").isEmpty, !(node["text"] ?? "").contains("\n") else { return }
            let ownHeight = node.child("constraints")?.children(named: "constraint").contains {
                $0["firstAttribute"] == "height" && $0["secondItem"] == nil && ($0["firstItem"] == nil || $0["firstItem"] == node["id"])
            } ?? false
            guard !ownHeight else { return }
            if installed[name] == nil {
                installed[name] = isInstalled(.custom(name: name, family: font["family"], size: size))
            }
            guard installed[name] == false else { return }
            let em = height / size
            if (0.7...2.5).contains(em) { samples[name, default: []].append(em) }
        }
        for (name, values) in samples {
            let sorted = values.sorted()
            emHeights[name] = sorted[sorted.count / 2]
        }
        heightSamples = samples
    }

    /// The estimates of several documents' fonts pooled: per font, the median of every document's samples.
    static func pooled(_ documents: [CustomFontMetrics]) -> CustomFontMetrics {
        var pool = CustomFontMetrics()
        for metrics in documents {
            for (name, values) in metrics.heightSamples { pool.heightSamples[name, default: []] += values }
            for (name, values) in metrics.widthSamples { pool.widthSamples[name, default: []] += values }
        }
        for (name, values) in pool.heightSamples where !values.isEmpty {
            let sorted = values.sorted()
            pool.emHeights[name] = sorted[sorted.count / 2]
        }
        for (name, values) in pool.widthSamples where !values.isEmpty {
            let sorted = values.sorted()
            pool.widthScales[name] = sorted[sorted.count / 2]
        }
        return pool
    }

    /// Takes the project's estimates for the fonts this document could not estimate itself; its own stay.
    mutating func adopt(_ project: CustomFontMetrics) {
        for (name, em) in project.emHeights where emHeights[name] == nil { emHeights[name] = em }
        for (name, scale) in project.widthScales where widthScales[name] == nil { widthScales[name] = scale }
    }

    /// Whether the document shows text in a custom font that is not installed (then a first layout can
    /// tell its widths).
    var hasMissingFonts: Bool { !emHeights.isEmpty }

    /// Adds the width scales, and refines the line heights, from a layout of the document (base language,
    /// its own device) made with these metrics: only the labels whose width (height) the solver found
    /// decided by their text alone count.
    mutating func estimateWidths(from layout: DocumentLayout) {
        var ratios: [String: [(ratio: Double, width: Double)]] = [:]
        var heights: [String: [Double]] = [:]
        for scene in layout.scenes {
            for view in scene.views where view.element == "label" && !view.misplaced && !view.ambiguous {
                guard let text = view.texts.first, text.numberOfLines == 1, !text.layout.warnings.isEmpty,
                      case .custom(let name, _) = text.font.kind, emHeights[name] != nil else { continue }
                if !view.heightDeterminedBy.isEmpty,
                   view.heightDeterminedBy.allSatisfy({ $0.origin == "intrinsic" }), text.layout.pointSize > 0 {
                    let em = view.storedFrame.height / text.layout.pointSize
                    if (0.7...2.5).contains(em) { heights[name, default: []].append(em) }
                }
                guard !view.widthDeterminedBy.isEmpty, view.widthDeterminedBy.allSatisfy({ $0.origin == "intrinsic" }) else { continue }
                let measured = text.layout.naturalWidth
                guard measured > 0, view.storedFrame.width > 0 else { continue }
                // IB ceils widths to the pixel: take the middle of the pixel the true width lies in.
                let halfPixel = 0.5 / max(1, layout.device.scale)
                let ratio = (view.storedFrame.width - halfPixel) / measured
                if (0.5...2).contains(ratio) { ratios[name, default: []].append((ratio, measured)) }
            }
        }
        for (name, values) in heights {
            let sorted = values.sorted()
            emHeights[name] = sorted[sorted.count / 2]
            heightSamples[name] = values
        }
        for (name, values) in ratios {
            // Short texts (a "*", a digit) are mostly pixel rounding: use the longer ones when there are any.
            let long = values.filter { $0.width >= 20 }
            let chosen = (long.isEmpty ? values : long).map(\.ratio)
            let sorted = chosen.sorted()
            widthScales[name] = sorted[sorted.count / 2]
            widthSamples[name] = chosen
        }
    }

    /// The estimated height of one line of `font` at `pointSize`, or nil when the font is installed,
    /// not custom, or the document shows none of its lines.
    func lineHeight(of font: FontSpec, pointSize: Double) -> Double? {
        guard case .custom(let name, _) = font.kind, let em = emHeights[name] else { return nil }
        return em * pointSize
    }

    /// The estimated scale of the stand-in's widths for `font`, or nil when the font is installed, not
    /// custom, or the document has no label whose width only its text decides.
    func widthScale(of font: FontSpec) -> Double? {
        guard case .custom(let name, _) = font.kind else { return nil }
        return widthScales[name]
    }
}
