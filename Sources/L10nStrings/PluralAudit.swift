/// The plural problems of one string in one language: forms the language needs that are missing, and
/// forms whose format specifiers disagree with the others (a crash or a wrong number at run time).
///
/// The rules in L10nChecks report these; this type only decides, so any reader of plural forms
/// (`.stringsdict`, `.xcstrings`) can use it.
public enum PluralAudit {
    /// A problem found in a string's plural forms.
    public enum Issue: Equatable, Sendable {
        /// The language needs these categories and the argument (nil: the catalog's plain plural) has none.
        case missingCategories([PluralCategory], argument: String?)
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
            let missing = needed.filter { !present.contains($0) }
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
}
