/// An Auto Layout attribute as Interface Builder writes it in `firstAttribute` / `secondAttribute`.
enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Parses IB's spelling; `baseline` is the old name of `lastBaseline`.
    init?(interfaceBuilder name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    enum Axis { case horizontal, vertical }

    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    var isSize: Bool { self == .width || self == .height }

}

/// `autoresizingMask` flags as IB writes them.
struct AutoresizingMask: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let flexibleMinX = AutoresizingMask(rawValue: 1)
    static let widthSizable = AutoresizingMask(rawValue: 2)
    static let flexibleMaxX = AutoresizingMask(rawValue: 4)
    static let flexibleMinY = AutoresizingMask(rawValue: 8)
    static let heightSizable = AutoresizingMask(rawValue: 16)
    static let flexibleMaxY = AutoresizingMask(rawValue: 32)
}

/// `semanticContentAttribute`: whether a view flips in right-to-left languages.
public enum SemanticContentAttribute: String, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The direction a view with this attribute lays out in, inside a UI of direction `inherited`.
    func resolve(inherited rightToLeft: Bool) -> Bool {
        switch self {
        case .unspecified: return rightToLeft
        case .playback, .spatial, .forceLeftToRight: return false
        case .forceRightToLeft: return true
        }
    }
}
