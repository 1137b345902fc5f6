import CICU

/// A language as Apple names `.lproj` folders and catalog localizations: a BCP 47 tag (`de`, `pt-BR`,
/// `zh-Hans`, `es-419`, `sr-Latn-RS`), Apple's underscore form (`es_AR`, `zh_CN`), or one of the English
/// names old projects used (`English.lproj`, `German.lproj`).
///
/// This is the one place a language code is validated: a code from the command line, a settings file, a
/// folder name, an XLIFF `target-language` or a catalog key goes through ``init(_:)`` before it names a
/// file, so `../x`, `de/../..`, an empty code or `Base` can never become a path.
public struct LanguageCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tag as written (`es_AR`, `English`): the name of its `.lproj` folder.
    public let raw: String
    /// The normalised BCP 47 tag (`es-AR`, `en`): language in lower case, script in title case, region in
    /// upper case, joined by `-`. Two spellings of one language compare equal through it.
    public let identifier: String

    /// The primary language subtag (`pt` of `pt-BR`).
    public var language: Substring { identifier.prefix { $0 != "-" } }

    /// English names that Xcode projects before Xcode 4 used as `.lproj` names, with their ISO 639-1 codes.
    /// CFBundle still maps these names to languages (`Arabic.lproj` is found in real repositories).
    public static let legacyNames: [(name: String, code: String)] = [
        ("Arabic", "ar"), ("Catalan", "ca"), ("Chinese", "zh"), ("Croatian", "hr"), ("Czech", "cs"), ("Danish", "da"),
        ("Dutch", "nl"), ("English", "en"), ("Finnish", "fi"), ("French", "fr"), ("German", "de"), ("Greek", "el"),
        ("Hebrew", "he"), ("Hindi", "hi"), ("Hungarian", "hu"), ("Indonesian", "id"), ("Italian", "it"),
        ("Japanese", "ja"), ("Korean", "ko"), ("Malay", "ms"), ("Norwegian", "nb"), ("Polish", "pl"),
        ("Portuguese", "pt"), ("Romanian", "ro"), ("Russian", "ru"), ("Slovak", "sk"), ("Spanish", "es"),
        ("Swedish", "sv"), ("Thai", "th"), ("Turkish", "tr"), ("Ukrainian", "uk"), ("Vietnamese", "vi"),
    ]

    /// Reads a language code, or nil when `text` is not one.
    ///
    /// Accepted: a 2–3 letter language (or a legacy English name), then subtags separated by `-` or `_`:
    /// an optional 4-letter script, an optional 2-letter or 3-digit region, and variants of 5–8 letters
    /// and digits (or 4 starting with a digit), or private-use subtags after `x`. `Base` is not a
    /// language (it is the development layout's folder).
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= 64, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        if let legacy = Self.legacyNames.first(where: { $0.name == text }) {
            raw = text
            identifier = legacy.code
            return
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }.map(String.init)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        var normalized = [first.lowercased()]
        var index = 1
        var privateUse = false
        // Each kind of subtag may appear once, in this order; anything out of order is refused.
        var stage = 0
        while index < subtags.count {
            let subtag = subtags[index]
            let letters = subtag.allSatisfy(\.isLetter), digits = subtag.allSatisfy(\.isNumber)
            if privateUse {
                guard (1...8).contains(subtag.count) else { return nil }
                normalized.append(subtag.lowercased())
            } else if subtag.lowercased() == "x" {
                privateUse = true
                normalized.append("x")
            } else if stage < 1, subtag.count == 4, letters {
                normalized.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
                stage = 1
            } else if stage < 2, (subtag.count == 2 && letters) || (subtag.count == 3 && digits) {
                normalized.append(subtag.uppercased())
                stage = 2
            } else if (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first!.isNumber) {
                normalized.append(subtag.lowercased())
                stage = 3
            } else {
                return nil
            }
            index += 1
        }
        if privateUse, normalized.last == "x" { return nil }
        raw = text
        identifier = normalized.joined(separator: "-")
    }

    /// Reads a language code from `origin` (an option, a file), or throws a message that says what was
    /// wrong and shows accepted forms.
    public static func validated(_ text: String, origin: String) throws -> LanguageCode {
        guard let code = LanguageCode(text) else { throw LanguageCodeError(text: text, origin: origin) }
        return code
    }

    public var description: String { raw }

    public static func == (a: LanguageCode, b: LanguageCode) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public static func < (a: LanguageCode, b: LanguageCode) -> Bool { a.identifier < b.identifier }
}

extension LanguageCode {
    /// Whether a device can be set to this language: its two-letter language and region codes are ones the
    /// standards assign (ICU names each). Crowdin's pseudo-languages are not: upside-down English `en-UD` (no region
    /// `UD`), PojavLauncher's pre-reform Russian `pr` (no language `pr`) or translatewiki's message documentation `qqq`
    /// (ISO 639-2 keeps `qaa`–`qtz` for local use), so iOS never picks their folders. Other codes
    /// of three letters and regions of three digits (`skr`, `es-419`) are taken as they are, as legacy names are.
    public var namesAssignedCodes: Bool {
        let subtags = identifier.split(separator: "-")
        if LanguageCode.legacyNames.contains(where: { $0.name == raw }) { return true }
        func knows(_ code: Substring, _ kind: Int32) -> Bool { l10n_icu_knows_code(String(code), kind) != 0 }
        if subtags[0].count == 2, !knows(subtags[0], 0) { return false }
        // ISO 639-2 keeps qaa–qtz for local use: translatewiki's message documentation `qqq` is no one's language.
        if subtags[0].count == 3, ("qaa"..."qtz").contains(subtags[0]) { return false }
        for region in subtags.dropFirst() where region.count == 2 && region.allSatisfy(\.isUppercase) {
            if !knows(region, 1) { return false }
        }
        return true
    }
}

/// A text that should have been a language code.
public struct LanguageCodeError: Error, CustomStringConvertible, Sendable {
    public var text: String
    /// Where it came from (`--add-language`, `de.xliff: target-language`).
    public var origin: String

    public init(text: String, origin: String) {
        self.text = text
        self.origin = origin
    }

    public var description: String {
        let shown = text.isEmpty ? "an empty code" : "'\(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())'"
        return "\(origin): \(shown) is not a language code; use one such as de, pt-BR, zh-Hans or es-419"
    }
}
