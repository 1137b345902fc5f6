import CICU
import Foundation

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
        let count = l10n_plural_categories(icuLanguage(language), &buffer, Int32(buffer.count))
        guard count > 0 else { return [.other] }
        let words = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return words.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    /// Whether the language's noun after a number keeps one form for every number (Turkish "1 dosya", "5 dosya";
    /// Hungarian "5 fájl", Persian "۵ فایل", Filipino "5 minuto", Welsh "5 ffeil", Malagasy "500 Hita"), though CLDR gives it
    /// categories for other words.
    public static func keepsTheNounAfterANumber(_ language: String) -> Bool {
        guard let code = LanguageCode(language) else { return false }
        return invariantAfterNumbers.contains(String(code.language))
    }

    static let invariantAfterNumbers: Set<String> = ["tr", "hu", "fa", "az", "ka", "hy", "eu", "kk", "ky", "uz", "tk", "tt", "mn",
                                                     "fil", "tl", "bn", "cy", "mg"]

    /// The language ICU is asked about: an old project's folder names its language in English (`English.lproj`,
    /// `Japanese.lproj`), which ICU does not know.
    static func icuLanguage(_ language: String) -> String {
        LanguageCode.legacyNames.first { $0.name == language }?.code ?? language
    }

    /// The category `number` falls in for `language` (1 → `one` in English, 3 → `few` in Arabic).
    public static func category(of number: Double, in language: String) -> PluralCategory {
        var buffer = [CChar](repeating: 0, count: 16)
        guard l10n_plural_select(icuLanguage(language), number, &buffer, Int32(buffer.count)) > 0 else { return .other }
        let word = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return PluralCategory(rawValue: word) ?? .other
    }

    /// The stems a table key may be a plural form of, longest first: the key before a `_`, `.` or `-` that a plural
    /// suffix follows (Telegram's `getPluralized:@"Call.Minutes" count:` looks up "Call.Minutes_0", "Call.Minutes_3_10",
    /// "Call.Minutes_many"; others write "files.one", "files_other"): schemes an app builds in code, key by key.
    public static func stems(ofPluralKey key: String) -> [String] {
        let characters = Array(key)
        var stems: [String] = []
        for index in characters.indices.reversed() where index >= 3 && ["_", ".", "-"].contains(characters[index]) {
            let suffix = String(characters[(index + 1)...]).lowercased()
            let numbered = !suffix.isEmpty && suffix.split(separator: "_", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
            if numbered || keySuffixes.contains(suffix) { stems.append(String(characters[..<index])) }
        }
        return stems
    }

    /// The suffixes plural schemes built in code give each form's key: CLDR's categories, and Telegram's `any`.
    static let keySuffixes: Set<String> = ["zero", "one", "two", "few", "many", "other", "any"]

    /// The categories whole numbers select in a language: `counts`, those of the numbers a count takes (CLDR's
    /// rules for whole numbers look at the last three digits at most, so 0 through 1,100 and a few larger ones
    /// meet each); `millionsOnly`, those only whole millions select (the `many` of French, Spanish, Italian and
    /// Portuguese: "1 000 000 de fichiers"). A category in neither is for fractions alone (Russian and Polish
    /// `other`: "1,5 файла").
    public struct WholeNumbers: Equatable, Sendable {
        public var counts: Set<PluralCategory>
        public var millionsOnly: Set<PluralCategory>
        /// The category of each whole number from 0 to 1,100, by number.
        public let ofCount: [PluralCategory]

        /// The category of `count`, when it is a whole number from 0 to 1,100.
        public func category(of count: Int) -> PluralCategory? { ofCount.indices.contains(count) ? ofCount[count] : nil }
    }

    /// ``WholeNumbers`` of `language`, worked out once per language (nil when ICU cannot tell).
    public static func wholeNumbers(in language: String) -> WholeNumbers? {
        wholeNumberCache.value(for: language) {
            let counts = (0...1_100).map(Double.init) + [10_000, 21_000, 100_000, 101_000]
            let millions: [Double] = [1_000_000, 2_000_000, 10_000_000, 1_000_000_000]
            let numbers = counts + millions
            var buffer = [CChar](repeating: 0, count: numbers.count * 6 + 1)
            guard l10n_plural_select_each(icuLanguage(language), numbers, Int32(numbers.count), &buffer, Int32(buffer.count)) == Int32(numbers.count) else { return nil }
            let words = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
            guard words.count == numbers.count else { return nil }
            let selected = words.map { PluralCategory(rawValue: String($0)) ?? .other }
            let reached = Set(selected.prefix(counts.count))
            return WholeNumbers(counts: reached, millionsOnly: Set(selected.suffix(millions.count)).subtracting(reached),
                                ofCount: Array(selected.prefix(1_101)))
        }
    }

    private static let wholeNumberCache = WholeNumberCache()

    /// Answers per language, shared by the threads that check tables.
    private final class WholeNumberCache: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String: WholeNumbers?] = [:]

        func value(for language: String, _ make: () -> WholeNumbers?) -> WholeNumbers? {
            lock.lock()
            if let known = answers[language] { lock.unlock(); return known }
            lock.unlock()
            let made = make()
            lock.lock()
            answers[language] = made
            lock.unlock()
            return made
        }
    }
}
