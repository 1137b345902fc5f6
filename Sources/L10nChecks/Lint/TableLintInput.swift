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
