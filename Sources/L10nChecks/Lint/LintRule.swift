import L10nStrings

/// A translator check on one table against its base. Each rule is one type in `Lint/`, with examples the
/// test suite runs: in a triggering example, `↓` marks each place a finding must point to.
public protocol LintRule: Rule {
    static var examples: [LintExample] { get }
    static func check(_ input: TableLintInput) -> [Finding]
}

/// A tiny translated table (and its base table, or nil to use the Interface Builder comments).
public struct LintExample: Sendable {
    public var table: String
    public var base: String?
    public var triggers: Bool
    /// The table's language (`de` unless the rule is about another script).
    public var language: String

    /// An example that must produce a finding at every `↓`.
    public static func triggering(_ table: String, base: String? = nil, language: String = "de") -> LintExample {
        LintExample(table: table, base: base, triggers: true, language: language)
    }

    /// An example that must produce no finding.
    public static func nonTriggering(_ table: String, base: String? = nil, language: String = "de") -> LintExample {
        LintExample(table: table, base: base, triggers: false, language: language)
    }
}

/// Every lint rule, in id order.
public enum LintRules {
    public static let all: [any LintRule.Type] = [
        BidiNeutralAtRunEdgeRule.self,
        BidiNoRTLLettersRule.self,
        BidiParagraphStartsLTRRule.self,
        BidiPlaceholderNotIsolatedRule.self,
        BidiPunctuationAtStartRule.self,
        BidiSignedNumberRule.self,
        DuplicateKeyRule.self,
        EmptyValueRule.self,
        ForeignScriptRule.self,
        FormatSpecifierMismatchRule.self,
        MissingKeyRule.self,
        NeedsReviewRule.self,
        PluralFormsAbsentRule.self,
        StaleKeyRule.self,
        StrayBidiControlRule.self,
        SyntaxErrorRule.self,
        UnbalancedBidiRule.self,
        UntranslatedRule.self,
        WhitespaceMismatchRule.self,
    ]

    /// Runs every enabled rule on `input` and returns the findings sorted.
    public static func check(_ input: TableLintInput) -> [Finding] {
        var findings: [Finding] = []
        // An entry iOS never applies matters only as a stale entry (and when it breaks the table).
        let live = input.withoutStaleEntries()
        for rule in all where rule.description.isEnabledByDefault {
            findings += rule == StaleKeyRule.self || rule == SyntaxErrorRule.self ? rule.check(input) : rule.check(live)
        }
        return Finding.sorted(findings)
    }

    /// The description of the rule with `id`, if any.
    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.description.id == id }?.description
    }
}
