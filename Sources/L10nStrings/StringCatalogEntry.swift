/// One key of a String Catalog as read: its comment, extraction state and localizations. A snapshot; edit
/// the catalog through ``StringCatalog``'s methods.
public struct StringCatalogEntry: Equatable, Sendable {
    public var key: String
    /// The developer's comment for translators.
    public var comment: String?
    /// `manual`, `extracted_with_value`, `stale`, `migrated`…; nil when absent.
    public var extractionState: String?
    /// False when the developer marked the string "don't translate".
    public var shouldTranslate: Bool
    /// Localizations sorted by language in Xcode's order.
    public var localizations: [CatalogLocalization]
    /// Where the key is written (1-based); 0 for entries made in memory.
    public var line: Int
    public var column: Int

    /// The localization for `language`, if any.
    public func localization(_ language: String) -> CatalogLocalization? {
        localizations.first { $0.language == language }
    }
}

/// A string unit: the text of one language (or one variant) and its review state.
public struct CatalogStringUnit: Equatable, Sendable {
    /// `new`, `translated`, `needs_review`, `stale`.
    public var state: String?
    public var value: String
    public var line: Int
    public var column: Int

    public init(state: String?, value: String, line: Int = 0, column: Int = 0) {
        self.state = state
        self.value = value
        self.line = line
        self.column = column
    }
}

/// One language's text of a catalog key: a plain string unit, plural variations, and substitutions (the
/// catalog form of a `.stringsdict` with several plural arguments).
public struct CatalogLocalization: Equatable, Sendable {
    public var language: String
    public var stringUnit: CatalogStringUnit?
    /// `variations.plural`, in CLDR order; unknown category names are kept in the file but not listed.
    public var plural: [CatalogPluralForm]
    /// `variations.device` names (`iphone`, `mac`…) in Xcode's order.
    public var devices: [String]
    /// `substitutions`, in Xcode's order.
    public var substitutions: [CatalogSubstitution]
}

/// One plural form of a catalog string or substitution.
public struct CatalogPluralForm: Equatable, Sendable {
    public var category: PluralCategory
    public var unit: CatalogStringUnit

    public init(category: PluralCategory, unit: CatalogStringUnit) {
        self.category = category
        self.unit = unit
    }
}

/// A named argument of a catalog string (`%#@files@`) with its own plural forms.
public struct CatalogSubstitution: Equatable, Sendable {
    public var name: String
    /// 1-based position of the argument in the call, when given.
    public var argumentNumber: Int?
    /// The specifier without `%` (`lld`, `@`).
    public var formatSpecifier: String?
    public var plural: [CatalogPluralForm]

    public init(name: String, argumentNumber: Int?, formatSpecifier: String?, plural: [CatalogPluralForm]) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.plural = plural
    }
}
