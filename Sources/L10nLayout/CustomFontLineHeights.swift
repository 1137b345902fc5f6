import L10nInterfaceBuilder
import L10nText

/// Line heights of custom fonts that are not installed, read off the document itself.
///
/// Interface Builder measured every label with the real font, so a single-line label that nothing but its
/// text sizes vertically was stored exactly one line of that font tall. Without the font file the text
/// engine falls back to the system font, whose lines are shorter or taller; the views below such a label
/// then move. The median of stored height ÷ point size over a font's single-line labels (those without a
/// height constraint of their own, within 0.7–2.5 em, where fonts' lines lie) is that font's line height
/// in em, which holds for every size and every language. Widths are not estimated: labels are often
/// stretched sideways by their constraints, so their stored widths say little about the glyphs.
struct CustomFontLineHeights {
    /// Line height in em by PostScript name.
    private(set) var emHeights: [String: Double] = [:]

    init() {}

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
    }

    /// The estimated height of one line of `font` at `pointSize`, or nil when the font is installed,
    /// not custom, or the document shows none of its lines.
    func lineHeight(of font: FontSpec, pointSize: Double) -> Double? {
        guard case .custom(let name, _) = font.kind, let em = emHeights[name] else { return nil }
        return em * pointSize
    }
}
