import L10nStrings

/// One translated table with what it is checked against: the base table of the same name when there is
/// one, else the base text Interface Builder left in each entry's comment.
public struct TableLintInput: Sendable {
    /// The table's entries in file order.
    public var entries: [LintEntry]
    /// What the table's reader reported (syntax errors and warnings).
    public var diagnostics: [StringsDiagnostic]
    /// The path shown in findings.
    public var path: String
    public var language: String
    /// The entries of the base table (`Base.lproj/Main.strings` or the development language's), if any.
    public let baseEntries: [LintEntry]?
    public var basePath: String?
    public var baseLanguage: String?
    /// True for the base table itself: nothing to compare against.
    public var isBase: Bool
    /// True for the development language's own table (`en.lproj/Main.strings` beside a Base storyboard):
    /// its values are meant to equal the base text.
    public var isDevelopmentLanguage = false
    /// The literal keys the app's code looks up in this table; nil without sources. A key only code reads
    /// is not stale.
    public var codeKeys: Set<String>?
    /// For a storyboard's or xib's table: the document's keys (`ObjectID.property`), each with its text as the
    /// document has it now (an entry's comment may record an older one). An entry whose key the document does
    /// not have is never applied; nil when the table is not a document's.
    public var documentTexts: [String: String]?
    /// For a document's table: the keys whose text shows on several lines (see
    /// ``CodeContext/DocumentFacts/multiLineKeys``); nil when the table is not a document's.
    public var multiLineKeys: Set<String>?
    /// Whether code may read keys it does not spell out (a call whose key is not a literal).
    public var codeReadsOtherKeys = true
    /// Per key, the 0-based arguments of its format that the app's code fills with a number (digits are
    /// weak in the bidi algorithm: they set no direction); empty without sources.
    public var digitFilledPlaceholders: [String: Set<Int>] = [:]
    /// The keys that have plural variants in this table's language (a `.stringsdict` of the table's name in its folder,
    /// a catalog's plural variation): iOS reads their forms, not a plain entry's one text.
    public var pluralKeys: Set<String> = []

    public init(entries: [LintEntry], diagnostics: [StringsDiagnostic] = [], path: String, language: String,
                baseEntries: [LintEntry]? = nil, basePath: String? = nil, baseLanguage: String? = nil, isBase: Bool = false) {
        self.entries = entries
        self.diagnostics = diagnostics
        self.path = path
        self.language = language
        self.baseEntries = baseEntries
        self.basePath = basePath
        self.baseLanguage = baseLanguage
        self.isBase = isBase
        var index: [String: Int] = [:]
        for (i, entry) in (baseEntries ?? []).enumerated() { index[entry.key] = i }
        self.baseIndex = index
    }

    /// A `.strings` table (and its base table) as the rules read it.
    public init(table: StringsFile, path: String, language: String, base: StringsFile? = nil, basePath: String? = nil,
                baseLanguage: String? = nil, isBase: Bool = false) {
        self.init(entries: table.entries.map(LintEntry.init), diagnostics: table.diagnostics, path: path, language: language,
                  baseEntries: base.map { $0.entries.map(LintEntry.init) }, basePath: basePath, baseLanguage: baseLanguage,
                  isBase: isBase)
    }

    /// The base text of an entry and where it is: the base table's entry for the key (last wins), else the
    /// entry's Interface Builder comment. Nil for the base table itself or when neither exists.
    func baseText(for entry: LintEntry) -> (text: String, related: RelatedLocation?)? {
        if isBase { return nil }
        if let baseEntries {
            guard let index = baseIndex[entry.key] else { return nil }
            let baseEntry = baseEntries[index]
            let location = baseEntry.valueLocation ?? SourceLocation(line: 1, column: 1)
            return (baseEntry.value, RelatedLocation(file: basePath ?? "", line: location.line, column: location.column,
                                                    note: "base text (\(baseLanguage ?? "base"))"))
        }
        if let comment = entry.interfaceBuilderComment, !comment.property.isEmpty { return (comment.baseText, nil) }
        return nil
    }

    /// Whether iOS never applies the entry: a document's table naming an object or property the document
    /// does not have (or a key no code reads, when the code is known), or a table whose base lacks the key
    /// and whose code does not read it.
    func isStale(_ key: String) -> Bool {
        if isBase || codeKeys?.contains(key) == true { return false }
        if let documentTexts {
            if documentTexts[key] != nil { return false }
            // `ObjectID.property` keys are the document's alone; other keys may be read by code.
            return Self.isInterfaceBuilderKey(key) || (codeKeys != nil && !codeReadsOtherKeys)
        }
        if baseEntries != nil { return baseIndex[key] == nil }
        return false
    }

    /// Whether no user reads the entry of a code table: every lookup of the app's code is known (all literal
    /// keys) and none names the key.
    func isUnread(_ key: String) -> Bool {
        guard documentTexts == nil, let codeKeys, !codeReadsOtherKeys else { return false }
        return !codeKeys.contains(key)
    }

    /// `abc-12-xyz.text`, `abc-12-xyz.segmentTitles[0]`: a key ibtool writes for an object ID.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        guard let dot = key.firstIndex(of: ".") else { return false }
        let id = key[..<dot]
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [3, 2, 3] && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// The input without the entries of a document's table that name nothing the document shows: iOS never
    /// applies them, so every rule but the stale-key and syntax rules leaves them alone. (A code table's key the
    /// base lacks may still be read by code the scan does not recognise, a wrapper macro, so it is kept.)
    func withoutStaleEntries() -> TableLintInput {
        guard documentTexts != nil, entries.contains(where: { isStale($0.key) }) else { return self }
        var copy = self
        copy.entries = entries.filter { !isStale($0.key) }
        return copy
    }

    /// Key → index of the base entry iOS uses (last wins).
    let baseIndex: [String: Int]

    /// Bidi analyses of the values, shared by the bidi rules (one ICU pass per value, not per rule).
    let bidi = BidiCache()

    func finding(_ rule: RuleDescription, _ message: String, at location: SourceLocation?, key: String?,
                 objectID: String? = nil, className: String? = nil, related: [RelatedLocation] = []) -> Finding {
        let location = location ?? SourceLocation(line: 1, column: 1)
        return Finding(ruleID: rule.id, severity: rule.defaultSeverity, message: message, file: path, line: location.line,
                       column: location.column, language: language, objectID: objectID, className: className, key: key,
                       related: related, fix: rule.fix)
    }
}
