/// The plural problems of one string in one language: forms the language needs that are missing, and
/// forms whose format specifiers disagree with the others (a crash or a wrong number at run time).
///
/// The rules in L10nChecks report these; this type only decides, so any reader of plural forms
/// (`.stringsdict`, `.xcstrings`) can use it.
public enum PluralAudit {
    /// A problem found in a string's plural forms.
    public enum Issue: Equatable, Sendable {
        /// The language needs these categories and the argument (nil: the catalog's plain plural) has none. For an
        /// argument every form of which formats a whole number (`%d`, `%lld`), only the categories whole numbers select.
        case missingCategories([PluralCategory], argument: String?)
        /// The categories the whole-number argument lacks are ones only whole millions select (French `many`):
        /// other numbers read right.
        case missingMillionsCategories([PluralCategory], argument: String?)
        /// `variant` uses argument `argument` as `found` where the `other` form uses it as `expected` (nil:
        /// the other form does not use that argument at all).
        case specifierMismatch(variant: PluralVariant, argumentNumber: Int, expected: String?, found: String)
    }

    /// The issues of one string's plural forms in `language`, in a stable order: missing categories per
    /// argument (by argument name), then specifier mismatches in variant order.
    ///
    /// A form may leave the number out ("one": "a file"); only a specifier of another type, or one for an
    /// argument the `other` form does not have, is a mismatch.
    public static func issues(of variants: [PluralVariant], language: String) -> [Issue] {
        var result: [Issue] = []
        let needed = PluralCategory.categories(for: language)
        var arguments: [String?] = []
        for variant in variants where !arguments.contains(variant.argument) { arguments.append(variant.argument) }
        arguments.sort { ($0 ?? "") < ($1 ?? "") }
        for argument in arguments {
            let forms = variants.filter { $0.argument == argument }
            let present = Set(forms.map(\.category))
            var missing = needed.filter { !present.contains($0) }
            guard !missing.isEmpty else { continue }
            if formatsWholeNumbers(forms), let whole = PluralCategory.wholeNumbers(in: language) {
                let millions = missing.filter { whole.millionsOnly.contains($0) }
                missing = missing.filter { whole.counts.contains($0) }
                if missing.isEmpty, !millions.isEmpty { result.append(.missingMillionsCategories(millions, argument: argument)) }
            }
            if !missing.isEmpty { result.append(.missingCategories(missing, argument: argument)) }
        }
        for argument in arguments {
            let forms = variants.filter { $0.argument == argument }
            guard let reference = forms.first(where: { $0.category == .other }) ?? forms.last else { continue }
            let expected = FormatSpecifier.argumentTypes(of: reference.value)
            for variant in forms where variant != reference {
                let found = FormatSpecifier.argumentTypes(of: variant.value)
                for number in found.keys.sorted() where found[number] != expected[number] {
                    result.append(.specifierMismatch(variant: variant, argumentNumber: number, expected: expected[number], found: found[number]!))
                }
            }
        }
        return result
    }

    /// Whether the forms format a whole number: the argument's declared conversion is an integer one (`d`, `lld`,
    /// `u`), or, where none is declared, each of the forms' specifiers is, and there is one. An object or a
    /// floating-point number may be a fraction (an object beside an integer is no count).
    static func formatsWholeNumbers(_ forms: [PluralVariant]) -> Bool {
        let declared = forms.compactMap(\.valueType)
        if declared.count == forms.count {
            let types = declared.flatMap { FormatSpecifier.argumentTypes(of: "%" + $0).values }
            return !types.isEmpty && types.allSatisfy { $0.hasSuffix("d") }
        }
        // A catalog's plural variation of a text with an object beside the count ("%1$lld jours avant le %2$@"): the
        // object (a name, a date) is not what is counted.
        let types = forms.flatMap { FormatSpecifier.argumentTypes(of: $0.value).values }.filter { $0 != "@" }
        return !types.isEmpty && types.allSatisfy { $0.hasSuffix("d") }
    }
}
