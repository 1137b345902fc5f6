/// How text that does not fit is broken or shortened (`lineBreakMode` in Interface Builder).
public enum LineBreakMode: String, CaseIterable, Sendable {
    case wordWrap, charWrap, clip, truncatingHead, truncatingMiddle, truncatingTail

    /// Parses IB's `wordWrap`, `characterWrap`, `clip`, `headTruncation`, `middleTruncation`,
    /// `tailTruncation`, or the case names.
    public init?(ibName: String) {
        switch ibName {
        case "wordWrap", "byWordWrapping": self = .wordWrap
        case "characterWrap", "charWrap", "byCharWrapping": self = .charWrap
        case "clip", "byClipping": self = .clip
        case "headTruncation", "truncatingHead", "byTruncatingHead": self = .truncatingHead
        case "middleTruncation", "truncatingMiddle", "byTruncatingMiddle": self = .truncatingMiddle
        case "tailTruncation", "truncatingTail", "byTruncatingTail": self = .truncatingTail
        default: return nil
        }
    }

    var isTruncating: Bool { self == .truncatingHead || self == .truncatingMiddle || self == .truncatingTail }
}

/// Horizontal alignment of text (`textAlignment` in IB). `natural` follows the writing direction.
public enum TextAlignment: String, CaseIterable, Sendable {
    case natural, left, center, right, justified
}

/// A resolved writing direction.
public enum TextDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// The paragraph direction asked for: from the text's first strong character, or forced.
public enum BaseDirection: String, Sendable {
    case natural, leftToRight, rightToLeft
}

/// What a measurement is constrained by, like a UILabel's properties.
public struct MeasureOptions: Sendable {
    /// The width available, in points; nil for unlimited (one line per paragraph).
    public var width: Double?
    /// The most lines shown; 0 for unlimited. UILabel's default is 1.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// BCP-47 language: selects line-breaking rules (Thai, Japanese by dictionary), the CJK font, and the
    /// direction of text without strong characters.
    public var language: String?
    /// Scales text styles (and nothing else).
    public var contentSize: ContentSizeCategory
    public var adjustsFontSizeToFitWidth: Bool
    /// The smallest scale `adjustsFontSizeToFitWidth` may reach (UIKit treats 0 as "don't shrink").
    public var minimumScaleFactor: Double
    /// The height a multi-line label's text must fit in. Since iOS 7 `adjustsFontSizeToFitWidth` also shrinks a
    /// label of several lines, until its wrapped text fits the label's bounds; nil when only the width counts
    /// (one line, or a label whose height follows its text).
    public var fittingHeight: Double?
    /// Whether a line too wide by a little is drawn with its letters tightened rather than truncated
    /// (`allowsDefaultTighteningForTruncation`, IB's "Tighten Letter Spacing"): up to
    /// ``TextEngine/tighteningFactor`` of the width.
    public var allowsTightening = false
    public var baseDirection: BaseDirection
    /// Screen scale sizes are ceiled to (2 → 0.5 pt, as on a @2x device).
    public var displayScale: Double
    /// When the font asked for is a custom font that is not installed, the system font stands in and its
    /// widths are multiplied by this: an estimate of the missing font's widths relative to the stand-in
    /// (1, the default, measures with the stand-in's own widths).
    public var missingFontWidthScale = 1.0

    public init(
        width: Double? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail,
        language: String? = nil, contentSize: ContentSizeCategory = .large, adjustsFontSizeToFitWidth: Bool = false,
        minimumScaleFactor: Double = 0, baseDirection: BaseDirection = .natural, displayScale: Double = 2
    ) {
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.language = language
        self.contentSize = contentSize
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
        self.baseDirection = baseDirection
        self.displayScale = displayScale
    }
}
