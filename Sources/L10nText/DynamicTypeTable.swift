/// Point sizes of the Dynamic Type text styles per content size category, from Apple's Human Interface
/// Guidelines (Typography ▸ iOS Dynamic Type sizes).
enum DynamicTypeTable {
    /// Rows in `TextStyle` order's table order below; columns XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5.
    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    static func pointSize(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        let column = ContentSizeCategory.allCases.firstIndex(of: category)!
        return sizes[style]![column]
    }

    /// The baseline-to-baseline distance of a style's lines at the default (Large) size, from the Human
    /// Interface Guidelines' "leading" column: a multi-line label in a text style is its first line's
    /// height plus this much per further line (a 3-line subheadline: 17.9 + 2 × 20 = 58 pt, as IB stores).
    static func lineSpacing(of style: TextStyle) -> Double {
        switch style {
        case .largeTitle: return 41
        case .title1: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption1: return 16
        case .caption2: return 13
        }
    }

    /// UIFontMetrics-style scaling of a custom size: the body style's ratio at that category.
    static func scale(_ size: Double, at category: ContentSizeCategory) -> Double {
        size * pointSize(of: .body, at: category) / 17
    }
}
