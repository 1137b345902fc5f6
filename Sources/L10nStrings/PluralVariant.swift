/// One plural form of a localized string: the category and the whole text a user sees for it (for a
/// string with several plural arguments, the form of one argument with the others at `other`).
public struct PluralVariant: Equatable, Sendable {
    /// The category this text is for.
    public var category: PluralCategory
    /// The argument's name in a `.stringsdict` (`%#@files@` → `files`) or a catalog substitution; nil for a
    /// catalog's plain plural variation.
    public var argument: String?
    /// The variant's own text, as the translator wrote it.
    public var value: String
    /// The full text with this variant in place of its `%#@argument@` (equal to `value` when the format is
    /// just that argument).
    public var text: String
    /// The argument's declared conversion (a `.stringsdict`'s `NSStringFormatValueTypeKey`, a catalog substitution's
    /// `formatSpecifier`: `d`, `lld`, `@`), nil when none is declared.
    public var valueType: String?
    /// Where the variant's value is, 1-based; 0 when unknown.
    public var line: Int
    public var column: Int

    public init(category: PluralCategory, argument: String? = nil, value: String, text: String? = nil, valueType: String? = nil,
                line: Int = 0, column: Int = 0) {
        self.category = category
        self.argument = argument
        self.valueType = valueType
        self.value = value
        self.text = text ?? value
        self.line = line
        self.column = column
    }
}
