/// A weight of the system font, as Interface Builder writes it (`weight="medium"`).
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `wght` value (100–900) this weight stands for.
    public var openTypeWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The weight a PostScript name's style suffix suggests (`HelveticaNeue-Bold` → bold), or nil.
    static func guess(fromPostScriptName name: String) -> FontWeight? {
        let style = name.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy),
            ("black", .black), ("bold", .bold), ("medium", .medium), ("regular", .regular), ("roman", .regular),
        ]
        return table.first { style.hasPrefix($0.0) }?.1
    }
}

/// A Dynamic Type text style (`style="UICTFontTextStyleBody"` in Interface Builder).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Parses `UICTFontTextStyleBody`, `UIFontTextStyleBody`, `body` or `Body`.
    public init?(ibName: String) {
        var name = ibName
        for prefix in ["UICTFontTextStyle", "UIFontTextStyle"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
        }
        switch name.lowercased() {
        case "title0": self = .largeTitle
        case "caption": self = .caption1
        case "title": self = .title1
        // UIKit's constant for `.subheadline` is the string `UICTFontTextStyleSubhead`.
        case "subhead": self = .subheadline
        default:
            guard let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
            else { return nil }
            self = style
        }
    }

    /// The weight UIKit gives the style (only headline is not regular).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// The user's text size setting (Settings ▸ Accessibility ▸ Larger Text).
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Short names in the order of `allCases`: XS S M L XL XXL XXXL AX1…AX5.
    static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// Parses `XS`…`XXXL`, `AX1`…`AX5`, the case names (`large`, `accessibilityMedium`), `xSmall`,
    /// and UIKit's `UICTContentSizeCategoryL` constants; case-insensitive. Nil for anything else.
    public init?(name: String) {
        var word = name.trimmingCharacters(in: .whitespaces)
        if word.hasPrefix("UICTContentSizeCategory") { word = String(word.dropFirst("UICTContentSizeCategory".count)) }
        let upper = word.uppercased()
        let aliases = ["XSMALL": "XS", "XLARGE": "XL", "XXLARGE": "XXL", "XXXLARGE": "XXXL",
                       "ACCESSIBILITYM": "AX1", "ACCESSIBILITYL": "AX2", "ACCESSIBILITYXL": "AX3",
                       "ACCESSIBILITYXXL": "AX4", "ACCESSIBILITYXXXL": "AX5"]
        let short = aliases[upper] ?? upper
        if let index = ContentSizeCategory.shortNames.firstIndex(of: short) {
            self = ContentSizeCategory.allCases[index]
        } else if let match = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) {
            self = match
        } else {
            return nil
        }
    }

    /// `XS` … `AX5`.
    public var shortName: String { ContentSizeCategory.shortNames[ContentSizeCategory.allCases.firstIndex(of: self)!] }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

/// A font as an Interface Builder `<fontDescription>` describes it.
public struct FontSpec: Hashable, Sendable {
    /// What kind of font it is.
    public enum Kind: Hashable, Sendable {
        /// The system font (SF Pro on iOS).
        case system(weight: FontWeight, italic: Bool)
        /// A Dynamic Type style of the system font; its size follows the content size category.
        case textStyle(TextStyle)
        /// A font named by its PostScript name (`HelveticaNeue-Bold`).
        case custom(name: String, family: String?)
    }

    public var kind: Kind
    /// The point size at the default content size (`large`); for text styles, the style's size there.
    public var pointSize: Double

    /// The system font at a size.
    public static func system(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> FontSpec {
        FontSpec(kind: .system(weight: weight, italic: italic), pointSize: size)
    }

    /// A Dynamic Type text style.
    public static func textStyle(_ style: TextStyle) -> FontSpec {
        FontSpec(kind: .textStyle(style), pointSize: DynamicTypeTable.pointSize(of: style, at: .large))
    }

    /// A custom font by PostScript name.
    public static func custom(name: String, family: String?, size: Double) -> FontSpec {
        FontSpec(kind: .custom(name: name, family: family), pointSize: size)
    }

    public init(kind: Kind, pointSize: Double) {
        self.kind = kind
        self.pointSize = pointSize
    }

    /// Builds the font from a `<fontDescription>`'s attributes as Interface Builder writes them.
    ///
    /// `type="system|boldSystem|italicSystem"` with an optional `weight`; `style="UICTFontTextStyleBody"`
    /// for Dynamic Type; otherwise `name` (PostScript) and `family` for a custom font. A missing or invalid
    /// point size is 17, IB's default; an unknown weight is regular.
    public init(ibType: String?, weight: String?, pointSize: Double?, name: String?, family: String?, style: String?) {
        let size = pointSize.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        if let style, let textStyle = TextStyle(ibName: style) {
            self = .textStyle(textStyle)
            return
        }
        let parsedWeight = weight.flatMap { FontWeight(rawValue: $0) }
        switch ibType {
        case "boldSystem":
            self = .system(size: size ?? 17, weight: parsedWeight ?? .bold)
        case "italicSystem":
            self = .system(size: size ?? 17, weight: parsedWeight ?? .regular, italic: true)
        case "system":
            self = .system(size: size ?? 17, weight: parsedWeight ?? .regular)
        default:
            if let name, !name.isEmpty {
                self = .custom(name: name, family: family, size: size ?? 17)
            } else {
                self = .system(size: size ?? 17, weight: parsedWeight ?? .regular)
            }
        }
    }

    /// The weight the font asks for (for custom fonts, guessed from the PostScript name).
    public var weight: FontWeight {
        switch kind {
        case .system(let weight, _): return weight
        case .textStyle(let style): return style.weight
        case .custom(let name, _): return FontWeight.guess(fromPostScriptName: name) ?? .regular
        }
    }

    /// Whether the font is italic.
    public var isItalic: Bool {
        switch kind {
        case .system(_, let italic): return italic
        case .textStyle: return false
        case .custom(let name, _): return name.lowercased().contains("italic") || name.lowercased().hasSuffix("oblique")
        }
    }
}
