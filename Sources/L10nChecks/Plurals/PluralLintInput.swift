import L10nStrings

/// The plural strings of one language in one file (a `.stringsdict`, or one language of a String
/// Catalog), for the plural rules.
public struct PluralLintInput: Sendable {
    /// One key with plural forms.
    public struct Key: Sendable, Equatable {
        public var key: String
        public var variants: [PluralVariant]
        /// Where the key is written (1-based).
        public var line: Int
        public var column: Int

        public init(key: String, variants: [PluralVariant], line: Int, column: Int) {
            self.key = key
            self.variants = variants
            self.line = line
            self.column = column
        }
    }

    /// The path shown in findings.
    public var path: String
    public var language: String
    public var keys: [Key]

    public init(path: String, language: String, keys: [Key]) {
        self.path = path
        self.language = language
        self.keys = keys
    }

    /// The plural keys of a `.stringsdict` of `language`.
    public init(stringsdict: StringsdictPlurals, path: String, language: String) {
        self.init(path: path, language: language, keys: stringsdict.entries.map {
            Key(key: $0.key, variants: stringsdict.pluralVariants(forKey: $0.key), line: $0.line, column: $0.column)
        })
    }

    /// The plural keys of `language` in a catalog: plain plural variations and substitutions.
    public init(catalog: StringCatalog, path: String, language: String) {
        let keys = catalog.entries.compactMap { entry -> Key? in
            let variants = catalog.pluralVariants(forKey: entry.key, language: language)
            guard !variants.isEmpty else { return nil }
            return Key(key: entry.key, variants: variants, line: entry.line, column: entry.column)
        }
        self.init(path: path, language: language, keys: keys)
    }

    func finding(_ rule: RuleDescription, _ message: String, line: Int, column: Int, key: String) -> Finding {
        Finding(ruleID: rule.id, severity: rule.defaultSeverity, message: message, file: path, line: max(line, 1), column: max(column, 1),
                language: language, key: key, fix: rule.fix)
    }
}
