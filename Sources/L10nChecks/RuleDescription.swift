/// What a rule says about itself; stable, shown in help and reports.
public struct RuleDescription: Sendable, Equatable {
    /// Kebab-case and never changed once published (baselines refer to it).
    public var id: String
    /// A short problem name (about five words).
    public var name: String
    /// Why a user of that language suffers, in one paragraph.
    public var explanation: String
    /// What to do about it.
    public var fix: String
    public var defaultSeverity: Severity
    public var isEnabledByDefault: Bool

    public init(id: String, name: String, explanation: String, fix: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true) {
        self.id = id
        self.name = name
        self.explanation = explanation
        self.fix = fix
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
    }
}

/// A check: one type with static metadata. Kinds of checks (lint, layout) refine it with their input and
/// examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}
