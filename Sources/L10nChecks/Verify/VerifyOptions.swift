import L10nLayout
import L10nText

/// What `verify` checks: which languages, on which screens and at which text sizes, with which rules at
/// which severities, and which layouts to hand back.
public struct VerifyOptions: Sendable {
    /// Languages to check (as given: `pt_BR` finds `pt-BR.lproj`); empty: every language with a table.
    public var languages: [String] = []
    /// Devices; empty: each document's own device, as designed in Interface Builder.
    public var devices: [Device] = []
    public var orientations: [Device.Orientation] = [.portrait]
    public var contentSizes: [ContentSizeCategory] = [.large]
    /// Worker threads across documents and languages.
    public var jobs = 1
    /// This run's share of the work, `index` of `count` (1-based): documents (with all their languages),
    /// tables and catalogs are split deterministically, so the shards' findings together are one run's.
    public var shard = (index: 1, count: 1)
    /// Rule ids not to run.
    public var disabledRules: Set<String> = []
    /// Severities that replace rules' defaults, by rule id.
    public var severities: [String: Severity] = [:]
    /// The language translations are compared with when `Base.lproj` has no table of the name (`--base`).
    public var baseLanguage: String?
    /// Check every document and table found, also those no Xcode target builds (`--all-files`).
    public var allFiles = false
    /// Which layouts the result keeps for drawing (render, the HTML report): none by default, to keep a big
    /// project's memory flat.
    public var retainedLayouts: LayoutRetention = .none

    public init() {}
}

/// Which computed layouts a verify run hands back with its findings.
public enum LayoutRetention: Sendable {
    /// None: findings only.
    case none
    /// The screens that have a warning or error on one of their views, and their base-language twins.
    case withFindings
    /// Every layout computed, base language included.
    case all
}
