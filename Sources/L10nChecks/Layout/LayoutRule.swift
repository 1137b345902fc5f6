import L10nInterfaceBuilder
import L10nLayout
import L10nText

/// A check that looks at one scene laid out in one language on one device, beside the same scene in the
/// base language on the same device.
///
/// Each rule is one type with static metadata that never changes once published (the id feeds baselines
/// and CI annotations), and examples that the test suite runs: a storyboard and a table that must raise
/// the finding where the `↓` marker stands, and ones that must not.
protocol LayoutRule: Rule {
    /// Kebab-case, stable forever: `text-truncated`.
    static var id: String { get }
    /// About five words: "Text cut off".
    static var name: String { get }
    /// Why a user of the language suffers.
    static var explanation: String { get }
    /// What to change.
    static var fix: String { get }
    static var defaultSeverity: LayoutIssue.Severity { get }
    /// Whether the rule only applies to right-to-left languages.
    static var rightToLeftOnly: Bool { get }
    /// Whether the finding depends on the device (layout) or only on the document and table.
    static var dependsOnDevice: Bool { get }
    static var examples: [LayoutRuleExample] { get }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue]
}

extension LayoutRule {
    static var rightToLeftOnly: Bool { false }
    static var dependsOnDevice: Bool { true }

    static var description: RuleDescription {
        RuleDescription(id: id, name: name, explanation: explanation, fix: fix, defaultSeverity: defaultSeverity.severity)
    }
}

/// Everything a layout rule may look at.
struct LayoutCheckContext {
    var documentPath: String
    var language: String
    var rightToLeft: Bool
    var device: Device
    /// The scene in the base language on the same device.
    var base: SceneLayout
    /// The scene in `language`.
    var localized: SceneLayout
    /// Where a key's entry is in the language's table (nil when the table lacks it).
    var entry: (String) -> LayoutIssue.Location?
    /// The document's elements by object ID, for what a layout does not carry (a button's images); built for
    /// right-to-left languages, whose rules ask for many.
    var nodes: [String: IBNode] = [:]
    /// The document, to find an element ``nodes`` lacks (rare questions of the other rules).
    var document: IBDocument?

    /// The element with object ID `id`.
    func node(_ id: String) -> IBNode? {
        if let node = nodes[id] { return node }
        var found: IBNode?
        document?.root.forEachDescendant { node in if found == nil, node["id"] == id { found = node } }
        return found
    }
    /// The views whose edge insets the app's code sets (see ``CodeContext/insetsSetInCode(of:)``).
    var insetsSetInCode: Set<String> = []

    /// Views that are shown (not hidden, nor inside a hidden view).
    var visibleViews: [ViewLayout] { localized.views.filter { !$0.isEffectivelyHidden } }

    func storyboardLocation(_ view: ViewLayout) -> LayoutIssue.Location {
        LayoutIssue.Location(file: documentPath, line: view.line, column: view.column)
    }

    /// A readable name for a view in messages: `label "Subtotal" (jEU-P0-kiP)`.
    func describe(_ view: ViewLayout) -> String {
        let kind = view.customClass ?? view.className
        if let text = view.texts.first?.baseText, !text.isEmpty {
            return "\(kind) \"\(Finding.excerpt(text, length: 30))\" (\(view.id))"
        }
        return "\(kind) \(view.id)"
    }
}

/// What a layout rule found, before it becomes a finding with its language, device and locations.
struct LayoutIssue {
    enum Severity: String {
        case error, warning, info

        var severity: L10nChecks.Severity {
            switch self {
            case .error: return .error
            case .warning: return .warning
            case .info: return .info
            }
        }
    }

    struct Location: Hashable {
        var file: String
        var line: Int
        var column: Int
    }

    var rule: String
    var severity: Severity
    var message: String
    /// Where the user edits: the table entry for a translation problem, the document for a layout one.
    var location: Location
    /// The other place (the view in the document for a translation problem).
    var related: [(Location, String)] = []
    var objectID: String?
    var className: String?
    var key: String?
    var measured: [(String, Double)] = []
    var fix: String
}

/// A tiny storyboard and table for a rule's tests. `↓` marks where the finding must point (in either the
/// storyboard or the table); a non-triggering example has no marker.
struct LayoutRuleExample {
    var storyboard: String
    var table: String
    var language: String
    var triggers: Bool

    static func triggering(_ storyboard: String, table: String = "", language: String = "de") -> LayoutRuleExample {
        LayoutRuleExample(storyboard: storyboard, table: table, language: language, triggers: true)
    }

    static func nonTriggering(_ storyboard: String, table: String = "", language: String = "de") -> LayoutRuleExample {
        LayoutRuleExample(storyboard: storyboard, table: table, language: language, triggers: false)
    }
}
