/// One row of a flat table (`.strings`) moving into or out of a catalog.
public struct CatalogTableRow: Equatable, Sendable {
    public var key: String
    public var value: String
    /// The comment for translators (`Class = "UILabel"; …` for an Interface Builder table).
    public var comment: String?

    public init(key: String, value: String, comment: String? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
    }
}

/// Conversion between tables (`.strings`, `.stringsdict`) and a catalog, as Xcode's "Migrate to String
/// Catalog" does: each language's text becomes that language's string unit; comments come from the
/// source language's table; plural tables become plural variations (one argument whose format is just
/// `%#@arg@`) or substitutions (anything else).
extension StringCatalog {
    /// Adds a language's flat table.
    ///
    /// - Parameters:
    ///   - state: the state of each string unit (`translated` for a table being migrated, `new` for
    ///     freshly extracted Interface Builder text).
    ///   - extractionState: set on keys added from the source language (`extracted_with_value` for IB
    ///     text), or nil.
    public mutating func addTable(_ rows: [CatalogTableRow], language: String, state: String = "translated", extractionState: String? = nil) {
        let isSource = language == sourceLanguage
        for row in rows {
            if isSource {
                if let comment = row.comment { setComment(comment, forKey: row.key) }
                if let extractionState { addKey(row.key, extractionState: extractionState) }
            }
            setValue(row.value, forKey: row.key, language: language, state: state)
        }
    }

    /// Adds a language's `.stringsdict`.
    public mutating func addStringsdict(_ table: StringsdictPlurals, language: String, state: String = "translated") {
        for entry in table.entries {
            if entry.arguments.count == 1, entry.format == "%#@\(entry.arguments[0].name)@" {
                setPluralVariants(entry.arguments[0].forms.map { ($0.category, $0.unit.value) }, forKey: entry.key, language: language, state: state)
            } else {
                let substitutions = entry.arguments.enumerated().map { index, argument in
                    CatalogSubstitution(name: argument.name, argumentNumber: index + 1, formatSpecifier: argument.valueType,
                                        plural: argument.forms.map { CatalogPluralForm(category: $0.category, unit: CatalogStringUnit(state: state, value: $0.unit.value)) })
                }
                setSubstitutions(format: entry.format, substitutions, forKey: entry.key, language: language, state: state)
            }
        }
    }

    /// The flat rows of `language` in Xcode's key order: every key with a plain string unit. Comments are
    /// the keys'.
    ///
    /// - Parameters:
    ///   - implicitSource: for the source language, also keys with no localization, whose text is the key
    ///     (what the app shows); off when writing back a table that only held explicit entries.
    public func tableRows(language: String, implicitSource: Bool = true) -> [CatalogTableRow] {
        entries.compactMap { entry in
            let localization = entry.localization(language)
            if let unit = localization?.stringUnit, localization?.substitutions.isEmpty ?? true {
                return CatalogTableRow(key: entry.key, value: unit.value, comment: entry.comment)
            }
            if implicitSource, language == sourceLanguage, localization == nil, entry.shouldTranslate {
                return CatalogTableRow(key: entry.key, value: entry.key, comment: entry.comment)
            }
            return nil
        }
    }

    /// The plural keys of `language` as a `.stringsdict`, or nil when it has none. A plain plural
    /// variation becomes a format `%#@value@` with one argument `value` whose value type comes from the
    /// `other` form's first specifier.
    public func stringsdict(language: String) -> StringsdictPlurals? {
        var result: [StringsdictPlurals.Entry] = []
        for entry in entries {
            guard let localization = entry.localization(language) else { continue }
            if !localization.plural.isEmpty {
                let other = localization.plural.first { $0.category == .other }?.unit.value ?? localization.plural[0].unit.value
                let valueType = FormatSpecifier.scan(other).first { !$0.conversion.hasPrefix("#@") && $0.conversion != "arg" }?.conversion
                let forms = localization.plural.map { CatalogPluralForm(category: $0.category, unit: CatalogStringUnit(state: nil, value: $0.unit.value)) }
                result.append(.init(key: entry.key, format: "%#@value@", arguments: [.init(name: "value", valueType: valueType, forms: forms)]))
            } else if !localization.substitutions.isEmpty {
                let arguments = localization.substitutions.sorted { ($0.argumentNumber ?? Int.max, $0.name) < ($1.argumentNumber ?? Int.max, $1.name) }.map {
                    StringsdictPlurals.Argument(name: $0.name, valueType: $0.formatSpecifier,
                                             forms: $0.plural.map { CatalogPluralForm(category: $0.category, unit: CatalogStringUnit(state: nil, value: $0.unit.value)) })
                }
                result.append(.init(key: entry.key, format: localization.stringUnit?.value ?? entry.key, arguments: arguments))
            }
        }
        return result.isEmpty ? nil : StringsdictPlurals(entries: result)
    }
}
