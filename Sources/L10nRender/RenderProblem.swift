import L10nLayout

/// A problem to outline in red on a view, with the id of the rule that found it.
public struct RenderProblem: Hashable, Sendable {
    public var viewID: String
    /// The check's id (`text-truncated`), written beside the outline.
    public var ruleID: String

    public init(viewID: String, ruleID: String) {
        self.viewID = viewID
        self.ruleID = ruleID
    }
}
