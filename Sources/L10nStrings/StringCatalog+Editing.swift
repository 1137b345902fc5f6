extension StringCatalog {
    /// Adds `key` if missing (with no localizations, as Xcode adds a newly extracted string) and sets its
    /// comment when one is given. Existing keys keep everything else.
    public mutating func addKey(_ key: String, comment: String? = nil, extractionState: String? = nil) {
        editEntry(key) { entry in
            if let comment { entry["comment"] = .string(comment) }
            if let extractionState { entry["extractionState"] = .string(extractionState) }
        }
    }

    /// Sets the comment of `key` (adding the key if missing); nil removes it.
    public mutating func setComment(_ comment: String?, forKey key: String) {
        editEntry(key) { $0["comment"] = comment.map { .string($0) } }
    }

    /// Sets the plain text of `key` in `language`, adding the key and localization when missing. Plural
    /// variations of that language are replaced by the plain text.
    ///
    /// - Parameters:
    ///   - state: the review state Xcode shows (`translated`, `new`, `needs_review`).
    public mutating func setValue(_ value: String, forKey key: String, language: String, state: String = "translated") {
        editLocalization(key, language) { localization in
            if localization["stringUnit"]?["value"]?.stringValue == value, localization["stringUnit"]?["state"]?.stringValue == state { return }
            localization["variations"] = nil
            localization["stringUnit"] = .object([
                .init(key: "state", rawKey: nil, value: .string(state)),
                .init(key: "value", rawKey: nil, value: .string(value)),
            ])
        }
    }

    /// Sets the plural variations of `key` in `language` (replacing a plain text).
    public mutating func setPluralVariants(_ variants: [(PluralCategory, String)], forKey key: String, language: String, state: String = "translated") {
        editLocalization(key, language) { localization in
            let forms = variants.map { category, value in
                CatalogJSON.Member(key: category.rawValue, rawKey: nil, value: .object([
                    .init(key: "stringUnit", rawKey: nil, value: .object([
                        .init(key: "state", rawKey: nil, value: .string(state)),
                        .init(key: "value", rawKey: nil, value: .string(value)),
                    ])),
                ]))
            }
            localization["stringUnit"] = nil
            var variations = localization["variations"] ?? .object([])
            variations["plural"] = .object(forms)
            localization["variations"] = variations
        }
    }

    /// Sets substitutions of `key` in `language`: the format (`%#@files@ in %#@folders@`) as the string
    /// unit and each argument's plural forms.
    public mutating func setSubstitutions(format: String, _ substitutions: [CatalogSubstitution], forKey key: String, language: String, state: String = "translated") {
        editLocalization(key, language) { localization in
            localization["variations"] = nil
            localization["stringUnit"] = .object([
                .init(key: "state", rawKey: nil, value: .string(state)),
                .init(key: "value", rawKey: nil, value: .string(format)),
            ])
            localization["substitutions"] = .object(substitutions.map { substitution in
                var members: [CatalogJSON.Member] = []
                if let number = substitution.argumentNumber { members.append(.init(key: "argNum", rawKey: nil, value: .number(String(number)))) }
                if let specifier = substitution.formatSpecifier { members.append(.init(key: "formatSpecifier", rawKey: nil, value: .string(specifier))) }
                let forms = substitution.plural.map { form in
                    CatalogJSON.Member(key: form.category.rawValue, rawKey: nil, value: .object([
                        .init(key: "stringUnit", rawKey: nil, value: .object([
                            .init(key: "state", rawKey: nil, value: .string(form.unit.state ?? state)),
                            .init(key: "value", rawKey: nil, value: .string(form.unit.value)),
                        ])),
                    ]))
                }
                members.append(.init(key: "variations", rawKey: nil, value: .object([.init(key: "plural", rawKey: nil, value: .object(forms))])))
                return CatalogJSON.Member(key: substitution.name, rawKey: nil, value: .object(members))
            })
        }
    }

    /// Removes `key` and all its localizations.
    public mutating func removeKey(_ key: String) {
        guard var strings = root["strings"], strings[key] != nil else { return }
        strings[key] = nil
        root["strings"] = strings
        isModified = true
    }

    private mutating func editEntry(_ key: String, _ body: (inout CatalogJSON) -> Void) {
        var strings = root["strings"] ?? .object([])
        var entry = strings[key] ?? .object([])
        let before = entry
        body(&entry)
        if strings[key] != nil, entry == before { return }
        strings[key] = entry
        root["strings"] = strings
        isModified = true
    }

    private mutating func editLocalization(_ key: String, _ language: String, _ body: (inout CatalogJSON) -> Void) {
        editEntry(key) { entry in
            var localizations = entry["localizations"] ?? .object([])
            var localization = localizations[language] ?? .object([])
            let before = localizations[language]
            body(&localization)
            if before == localization { return }
            localizations[language] = localization
            entry["localizations"] = localizations
        }
    }
}
