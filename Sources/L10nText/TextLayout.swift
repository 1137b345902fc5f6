/// A width and height in points.
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// One visible line of a layout.
public struct TextLine: Hashable, Sendable {
    /// The text shown on the line (with an ellipsis where truncated; trailing spaces dropped).
    public var text: String
    /// Its width in points, unrounded.
    public var width: Double
    /// Whether this line was shortened with an ellipsis or clipped.
    public var isTruncated: Bool
}

/// The result of measuring a string as a UILabel would lay it out.
public struct TextLayout: Sendable {
    /// The label's size, ceiled to the pixel as UIKit does.
    public var size: TextSize
    /// The unconstrained single-line width (before wrapping, truncation or shrinking), unrounded.
    public var naturalWidth: Double
    public var lines: [TextLine]
    /// Whether some text is not shown (ellipsis, clipping, or lines beyond `numberOfLines`).
    public var isTruncated: Bool
    /// The text the user sees, lines joined by newlines.
    public var visibleText: String
    /// The scale `adjustsFontSizeToFitWidth` reached (1 when it did not shrink).
    public var fontScale: Double
    /// The height of the lines as drawn, ceiled to the pixel: `size.height` unless the font shrank (a shrunk
    /// label keeps the size of its full font, and draws its smaller lines inside it).
    public var drawnHeight: Double
    /// The point size used (after Dynamic Type and shrinking).
    public var pointSize: Double
    public var lineHeight: Double
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var direction: TextDirection
    /// PostScript names of the fonts that drew the visible glyphs, in cascade order (primary first).
    public var fonts: [String]
    public var warnings: [String]
    /// A word wider than the line, which wrapping broke between characters (`Concluí` / `do`), and its width
    /// in points; nil when no word was broken.
    public var brokenWord: (text: String, width: Double)? = nil
    /// The unconstrained single-line width at the point size drawn, when the font shrank to fit
    /// (`adjustsFontSizeToFitWidth`); nil when it did not.
    public var shrunkWidth: Double? = nil
    /// Whether the primary font lacks some of the text's characters, which faces after it in the cascade
    /// draw (on iOS the system's fallback fonts, here their stand-ins: measured less exactly).
    public var drawsWithFallbackFonts = false
}
