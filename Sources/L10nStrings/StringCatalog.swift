import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15+): every key's comment and every language's text, with plural
/// variations and substitutions.
///
/// Read losslessly: fields this type does not model are kept, and an unmodified catalog is written back
/// byte for byte. After an edit the whole file is written in Xcode's layout (``CatalogJSON/xcodeText()``),
/// which is what Xcode itself would write, so a catalog Xcode saved changes only where it was edited.
public struct StringCatalog: Sendable {
    var root: CatalogJSON {
        didSet { entryCache = EntryCache() }
    }
    var original: [UInt8]?
    var isModified = false
    /// The entries in Xcode's order and by key, made once per state of ``root``: ordering them compares every key with
    /// ICU's collator, and checks ask for them per language (SaxWeather's 766 keys in 33 languages took 100 s).
    private var entryCache = EntryCache()

    /// The entries of one state of a catalog, made on first use (a copy shares them until either changes).
    final class EntryCache: @unchecked Sendable {
        private let lock = NSLock()
        private var made: (ordered: [StringCatalogEntry], byKey: [String: StringCatalogEntry])?

        func entries(_ make: () -> [StringCatalogEntry]) -> (ordered: [StringCatalogEntry], byKey: [String: StringCatalogEntry]) {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let ordered = make()
            let value = (ordered, Dictionary(ordered.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last }))
            made = value
            return value
        }
    }

    /// An empty catalog, as Xcode creates it.
    public init(sourceLanguage: String) {
        root = .object([
            .init(key: "sourceLanguage", rawKey: nil, value: .string(sourceLanguage)),
            .init(key: "strings", rawKey: nil, value: .object([])),
            .init(key: "version", rawKey: nil, value: .string("1.0")),
        ])
        original = nil
        isModified = true
    }

    /// Reads a catalog from its bytes (UTF-8 JSON, with or without a byte-order mark).
    /// - Throws: ``LocalizationFormatError`` with the line and column of malformed JSON, or of a part that does
    ///   not have a catalog's shape (a `strings` that is not an object, a key whose value is not one…).
    public init(bytes: [UInt8]) throws(LocalizationFormatError) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw LocalizationFormatError("the file is not valid UTF-8; Xcode writes String Catalogs as UTF-8 JSON", line: 0, column: 0)
        }
        root = CatalogJSON(try JSONNode.parse(bytes))
        original = bytes
        try validate()
    }

    /// Reads the catalog at `url`.
    /// - Throws: the file system's error, or ``LocalizationFormatError``.
    public init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: url)))
    }

    /// The catalog's bytes: those read while nothing was edited, else Xcode's layout.
    public func serialized() -> [UInt8] {
        if let original, !isModified { return original }
        return xcodeFormatted()
    }

    /// The catalog in Xcode's layout, whether or not it was edited.
    public func xcodeFormatted() -> [UInt8] { Array(root.xcodeText().utf8) }

    private func validate() throws(LocalizationFormatError) {
        guard root.members != nil else { throw LocalizationFormatError("a String Catalog is a JSON object with sourceLanguage, strings and version", line: 1, column: 1) }
        if let strings = root["strings"] {
            guard let members = strings.members else {
                let at = root.location(of: "strings") ?? (1, 1)
                throw LocalizationFormatError("\"strings\" must be an object of keys", line: at.line, column: at.column)
            }
            for member in members where member.value.members == nil {
                throw LocalizationFormatError("the value of key \"\(member.key)\" must be an object", line: member.line, column: member.column)
            }
        }
        if let language = root["sourceLanguage"] {
            let at = root.location(of: "sourceLanguage") ?? (1, 1)
            guard let text = language.stringValue else {
                throw LocalizationFormatError("\"sourceLanguage\" must be a string such as \"en\"", line: at.line, column: at.column)
            }
            if LanguageCode(text) == nil {
                throw LocalizationFormatError(LanguageCodeError(text: text, origin: "sourceLanguage").description, line: at.line, column: at.column)
            }
        }
        // Localization keys name `.lproj` folders when the catalog is converted: the one validator decides.
        for member in root["strings"]?.members ?? [] {
            for localization in member.value["localizations"]?.members ?? [] where LanguageCode(localization.key) == nil {
                throw LocalizationFormatError(LanguageCodeError(text: localization.key, origin: "the localizations of \"\(member.key)\"").description,
                                              line: localization.line, column: localization.column)
            }
        }
    }

    /// The development language (`en`); `en` when the file does not say.
    public var sourceLanguage: String { root["sourceLanguage"]?.stringValue ?? "en" }

    /// What the source language's users read for `entry`: its source-language string, else its key.
    public func sourceText(of entry: StringCatalogEntry) -> String {
        entry.localization(sourceLanguage)?.stringUnit?.value ?? entry.key
    }

    /// The format version (`1.0`, `1.1`).
    public var version: String {
        if case .number(let text) = root["version"] { return text }
        return root["version"]?.stringValue ?? "1.0"
    }

    /// Every key in Xcode's order.
    public var keys: [String] {
        cachedEntries.ordered.map(\.key)
    }

    /// Every language with text in the catalog, the source language included, in Xcode's order.
    public var languages: [String] {
        var seen: Set<String> = [sourceLanguage]
        for member in root["strings"]?.members ?? [] {
            for localization in member.value["localizations"]?.members ?? [] { seen.insert(localization.key) }
        }
        return seen.sorted(by: CatalogKeyOrder.precedes)
    }

    /// Every entry in Xcode's key order.
    public var entries: [StringCatalogEntry] {
        cachedEntries.ordered
    }

    private var cachedEntries: (ordered: [StringCatalogEntry], byKey: [String: StringCatalogEntry]) {
        entryCache.entries { CatalogJSON.xcodeOrder(root["strings"]?.members ?? []).map(Self.entry) }
    }

    /// The entry for `key`, or nil.
    public func entry(forKey key: String) -> StringCatalogEntry? {
        cachedEntries.byKey[key]
    }

    /// The text of `key` in `language` as the app shows it: the string unit's value; for the source
    /// language without one, the key itself (Xcode's rule). Nil when `language` has no plain text.
    public func value(forKey key: String, language: String) -> String? {
        guard let entry = entry(forKey: key) else { return nil }
        if let unit = entry.localization(language)?.stringUnit { return unit.value }
        if language == sourceLanguage, entry.localization(language) == nil { return key }
        return nil
    }

    /// Every plural form of `key` in `language`, each with the full text a user sees: the plain plural
    /// variations, or for substitutions each argument's forms with the other arguments at `other`. Empty
    /// when the string has no plural forms in that language.
    public func pluralVariants(forKey key: String, language: String) -> [PluralVariant] {
        guard let localization = entry(forKey: key)?.localization(language) else { return [] }
        if !localization.plural.isEmpty {
            return localization.plural.map {
                PluralVariant(category: $0.category, value: $0.unit.value, line: $0.unit.line, column: $0.unit.column)
            }
        }
        let format = localization.stringUnit?.value ?? key
        var result: [PluralVariant] = []
        for substitution in localization.substitutions {
            for form in substitution.plural {
                var text = format.replacingOccurrences(of: "%#@\(substitution.name)@", with: form.unit.value)
                for other in localization.substitutions where other.name != substitution.name {
                    let otherText = other.plural.first { $0.category == .other }?.unit.value ?? ""
                    text = text.replacingOccurrences(of: "%#@\(other.name)@", with: otherText)
                }
                result.append(PluralVariant(category: form.category, argument: substitution.name, value: form.unit.value,
                                            text: text, valueType: substitution.formatSpecifier, line: form.unit.line, column: form.unit.column))
            }
        }
        return result
    }

    static func entry(_ member: CatalogJSON.Member) -> StringCatalogEntry {
        let value = member.value
        var shouldTranslate = true
        if case .bool(let flag) = value["shouldTranslate"] { shouldTranslate = flag }
        let localizations = CatalogJSON.xcodeOrder(value["localizations"]?.members ?? []).map { localization(language: $0.key, $0.value) }
        return StringCatalogEntry(
            key: member.key, comment: value["comment"]?.stringValue, extractionState: value["extractionState"]?.stringValue,
            shouldTranslate: shouldTranslate, localizations: localizations, line: member.line, column: member.column)
    }

    static func localization(language: String, _ json: CatalogJSON) -> CatalogLocalization {
        let substitutions = CatalogJSON.xcodeOrder(json["substitutions"]?.members ?? []).map { member -> CatalogSubstitution in
            var number: Int?
            if case .number(let text) = member.value["argNum"] { number = Int(text) }
            return CatalogSubstitution(name: member.key, argumentNumber: number, formatSpecifier: member.value["formatSpecifier"]?.stringValue,
                                       plural: pluralForms(member.value["variations"]?["plural"]))
        }
        return CatalogLocalization(
            language: language, stringUnit: stringUnit(json["stringUnit"], at: nil), plural: pluralForms(json["variations"]?["plural"]),
            devices: CatalogJSON.xcodeOrder(json["variations"]?["device"]?.members ?? []).map(\.key), substitutions: substitutions)
    }

    static func pluralForms(_ json: CatalogJSON?) -> [CatalogPluralForm] {
        (json?.members ?? []).compactMap { member -> CatalogPluralForm? in
            guard let category = PluralCategory(rawValue: member.key), let unit = stringUnit(member.value["stringUnit"], at: member) else { return nil }
            return CatalogPluralForm(category: category, unit: unit)
        }.sorted { $0.category < $1.category }
    }

    static func stringUnit(_ json: CatalogJSON?, at member: CatalogJSON.Member?) -> CatalogStringUnit? {
        guard let json, let value = json["value"]?.stringValue else { return nil }
        let at = json.location(of: "value") ?? (member?.line ?? 0, member?.column ?? 0)
        return CatalogStringUnit(state: json["state"]?.stringValue, value: value, line: at.0, column: at.1)
    }
}
