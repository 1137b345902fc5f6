import L10nStrings

/// A check on the plural forms of one language's strings. Examples are `.stringsdict` texts; in a
/// triggering one, `↓` marks each place a finding must point to.
public protocol PluralLintRule: Rule {
    static var examples: [PluralLintExample] { get }
    static func check(_ input: PluralLintInput) -> [Finding]
}

/// A tiny `.stringsdict` (the plist body: `<key>…</key><dict>…</dict>` pairs) in a language.
public struct PluralLintExample: Sendable {
    public var language: String
    public var stringsdict: String
    public var triggers: Bool

    public static func triggering(_ language: String, _ stringsdict: String) -> PluralLintExample {
        PluralLintExample(language: language, stringsdict: stringsdict, triggers: true)
    }

    public static func nonTriggering(_ language: String, _ stringsdict: String) -> PluralLintExample {
        PluralLintExample(language: language, stringsdict: stringsdict, triggers: false)
    }

    /// The whole property list around the example's body.
    public var document: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + stringsdict + "</dict>\n</plist>\n"
    }
}

/// Every plural rule, in id order.
public enum PluralLintRules {
    public static let all: [any PluralLintRule.Type] = [
        PluralCategoryMissingRule.self,
        PluralSpecifierMismatchRule.self,
    ]

    /// Runs every enabled rule on `input` and returns the findings sorted.
    public static func check(_ input: PluralLintInput) -> [Finding] {
        var findings: [Finding] = []
        for rule in all where rule.description.isEnabledByDefault {
            findings += rule.check(input)
        }
        return Finding.sorted(findings)
    }
}
