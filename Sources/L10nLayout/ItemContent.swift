import L10nText

/// What a view shows that gives it an intrinsic size or that a check reads.
enum ItemContent {
    case none
    /// A label, a button title, a text field's text or placeholder, a text view's text.
    case text(TextContent)
    /// A segmented control's titles, all segments as wide as the widest.
    case segments([TextContent])
    /// A control of fixed intrinsic size (switch, stepper, activity indicator…); NaN = none in that axis.
    case fixed(Size)

    var texts: [TextContent] {
        switch self {
        case .text(let text): return [text]
        case .segments(let segments): return segments
        default: return []
        }
    }
}

/// One localizable text of a view and how it is drawn.
struct TextContent {
    /// The strings-table key (`abc-12-xyz.text`), when the text is localizable.
    var key: String?
    /// The text shown, already replaced by the language's translation.
    var text: String
    /// The base-language text from the document.
    var baseText: String
    var font: FontSpec
    var numberOfLines = 1
    var lineBreakMode: LineBreakMode = .truncatingTail
    /// `textAlignment` as IB writes it (`natural` when omitted).
    var alignment = "natural"
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor = 0.0
    /// "Tighten Letter Spacing": a line a little too wide is tightened before it is truncated.
    var allowsTightening = false
    var preferredMaxLayoutWidth: Double?
    /// Padding around the text inside the view (button content insets, text field insets).
    var padding = EdgeInsets.zero
    /// Width taken from the text where it is drawn but not counted in the view's intrinsic size: a button's
    /// `titleEdgeInsets`, which UIKit applies after sizing the title to fit, so positive ones cut it (left plus
    /// right; a shift such as 8 and -8 takes nothing).
    var drawnInset = 0.0
    /// Minimum intrinsic height of the control (a text field's 34 pt).
    var minimumHeight = 0.0
    /// What a text field's border adds to its line's height (0 without a border).
    var fieldLinePadding = 0.0
    /// Minimum intrinsic width of the control (a titled button's 30 pt).
    var minimumWidth = 0.0
    /// Whether the view sizes its text in whole points, not pixels (a legacy button's title: IB stores 57
    /// for a 56.55 pt title, 34 for an 18 pt line and its 12 pt of padding).
    var sizedInWholePoints = false
    /// Whether the text is a placeholder shown only while empty.
    var isPlaceholder = false
}
