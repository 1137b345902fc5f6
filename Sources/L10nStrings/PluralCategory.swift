import CICU

/// A CLDR plural category: the key of a `.stringsdict` plural rule or of an `.xcstrings` plural variation.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's order (zero, one, two, few, many, other), which is also the order translators expect.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { PluralCategory.allCases.firstIndex(of: self)! }

    /// The cardinal categories `language` needs ("ar" → zero one two few many other, "ru" → one few many
    /// other, "ja" → other), from the system ICU's CLDR rules, in CLDR order.
    ///
    /// Languages ICU does not know (and pseudo-languages such as `en-XA`) get their base language's rules,
    /// or `other` alone.
    public static func categories(for language: String) -> [PluralCategory] {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = l10n_plural_categories(language, &buffer, Int32(buffer.count))
        guard count > 0 else { return [.other] }
        let words = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return words.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    /// The category `number` falls in for `language` (1 → `one` in English, 3 → `few` in Arabic).
    public static func category(of number: Double, in language: String) -> PluralCategory {
        var buffer = [CChar](repeating: 0, count: 16)
        guard l10n_plural_select(language, number, &buffer, Int32(buffer.count)) > 0 else { return .other }
        let word = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return PluralCategory(rawValue: word) ?? .other
    }
}
