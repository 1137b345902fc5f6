/// Fonts that storyboards name and Debian installs, as the same font or as one with the same advance
/// widths, so a text in them is measured instead of estimated when the project does not carry the file
/// (a slice of an app, a font copied in by a build phase, or one iOS itself ships).
///
/// - Same fonts: Lato (fonts-lato) and Roboto (fonts-roboto-unhinted), Google fonts apps often bundle. (Debian's
///   Open Sans is an older release whose widths differ from the ones IB stored: it is not used.)
/// - Metric-compatible: Arial, Times New Roman and Courier New (iOS system fonts) by Liberation
///   (fonts-liberation2); Helvetica (an iOS system font) by URW's Nimbus Sans (fonts-urw-base35); Calibri by
///   Carlito (fonts-crosextra-carlito). Their glyphs differ but every advance is the same, which is what
///   truncation and wrapping depend on.
///
/// Fonts without a free equivalent (Helvetica Neue, Avenir, Avenir Next…) keep the calibrated stand-in.
enum InstalledFontEquivalents {
    /// Helvetica's lines on iOS: 1.149 em from ascender to the next line (IB's stored heights of single-line
    /// labels sized by their text: 17 pt → 20, 20 → 23, 36 → 41.5; ascender 0.77 em and descender 0.23 em
    /// as in its PostScript metrics). Nimbus Sans spaces its lines at 1.2 em, its italic at 1.35.
    static let helveticaLines = (ascender: 0.77, descender: 0.23, lineGap: 0.149)

    /// The line metrics to use for a face loaded from `path`, when they are not its own.
    static func verticalMetrics(ofFile path: String) -> (ascender: Double, descender: Double, lineGap: Double)? {
        guard path.hasPrefix(FontCatalog.debianFontRoot + "/"), path.contains("/NimbusSans-") else { return nil }
        return helveticaLines
    }

    /// PostScript name as storyboards write it → the file under /usr/share/fonts that draws the same widths.
    static let files: [String: String] = {
        var files: [String: String] = [:]
        let lato = ["Hairline", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        for style in lato {
            files["Lato-\(style)"] = "truetype/lato/Lato-\(style).ttf"
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            files["Lato-\(italic)"] = "truetype/lato/Lato-\(italic).ttf"
        }
        for style in ["Thin", "Light", "Regular", "Medium", "Bold", "Black"] {
            files["Roboto-\(style)"] = "truetype/roboto/unhinted/RobotoTTF/Roboto-\(style).ttf"
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            files["Roboto-\(italic)"] = "truetype/roboto/unhinted/RobotoTTF/Roboto-\(italic).ttf"
        }
        let metricCompatible: [(apple: [String], file: String)] = [
            (["ArialMT", "Arial"], "truetype/liberation2/LiberationSans-Regular.ttf"),
            (["Arial-BoldMT"], "truetype/liberation2/LiberationSans-Bold.ttf"),
            (["Arial-ItalicMT"], "truetype/liberation2/LiberationSans-Italic.ttf"),
            (["Arial-BoldItalicMT"], "truetype/liberation2/LiberationSans-BoldItalic.ttf"),
            (["TimesNewRomanPSMT"], "truetype/liberation2/LiberationSerif-Regular.ttf"),
            (["TimesNewRomanPS-BoldMT"], "truetype/liberation2/LiberationSerif-Bold.ttf"),
            (["TimesNewRomanPS-ItalicMT"], "truetype/liberation2/LiberationSerif-Italic.ttf"),
            (["TimesNewRomanPS-BoldItalicMT"], "truetype/liberation2/LiberationSerif-BoldItalic.ttf"),
            (["CourierNewPSMT"], "truetype/liberation2/LiberationMono-Regular.ttf"),
            (["CourierNewPS-BoldMT"], "truetype/liberation2/LiberationMono-Bold.ttf"),
            (["CourierNewPS-ItalicMT"], "truetype/liberation2/LiberationMono-Italic.ttf"),
            (["CourierNewPS-BoldItalicMT"], "truetype/liberation2/LiberationMono-BoldItalic.ttf"),
            (["Helvetica"], "opentype/urw-base35/NimbusSans-Regular.otf"),
            (["Helvetica-Bold"], "opentype/urw-base35/NimbusSans-Bold.otf"),
            (["Helvetica-Oblique"], "opentype/urw-base35/NimbusSans-Italic.otf"),
            (["Helvetica-BoldOblique"], "opentype/urw-base35/NimbusSans-BoldItalic.otf"),
            (["Calibri"], "truetype/crosextra/Carlito-Regular.ttf"),
            (["Calibri-Bold"], "truetype/crosextra/Carlito-Bold.ttf"),
            (["Calibri-Italic"], "truetype/crosextra/Carlito-Italic.ttf"),
            (["Calibri-BoldItalic"], "truetype/crosextra/Carlito-BoldItalic.ttf"),
        ]
        for (names, file) in metricCompatible {
            for name in names { files[name] = file }
        }
        return files
    }()
}
