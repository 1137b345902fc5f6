/// An Auto Layout `<constraint>` with IB's defaults applied.
public struct IBConstraint {
    /// The `<constraint>` element.
    public let node: IBNode
    /// The id of the view whose `<constraints>` holds this constraint (the implicit first item).
    public let owner: String?

    public var id: String? { node["id"] }
    public var identifier: String? { node["identifier"] }
    /// The first item; IB omits it when it is the owning view.
    public var firstItem: String? { node["firstItem"] ?? owner }
    /// `left right top bottom leading trailing width height centerX centerY baseline lastBaseline
    /// firstBaseline` or a `…Margin`/`…WithinMargins` form, as written.
    public var firstAttribute: String? { node["firstAttribute"] }
    /// Nil for a constant (size) constraint.
    public var secondItem: String? { node["secondItem"] }
    public var secondAttribute: String? { node["secondAttribute"] }
    /// `equal` (default), `lessThanOrEqual`, `greaterThanOrEqual`.
    public var relation: String { node["relation"] ?? "equal" }
    /// The multiplier with its written forms (`0.5`, `1:2`, `1/3`, `25%`) evaluated; 1 when omitted or unreadable.
    public var multiplier: Double { node["multiplier"].flatMap(IBConstraint.parseMultiplier) ?? 1 }
    public var constant: Double { node.double("constant") ?? 0 }
    public var priority: Double { node.double("priority") ?? 1000 }
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool { node.bool("placeholder") ?? false }

    /// Parses `0.5`, `1:2`, `1/3` or a percentage, `25%` (the inspector's field takes one and the document keeps it as
    /// typed: Bayie's storyboards); nil for anything else or a zero denominator.
    public static func parseMultiplier(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                  denominator != 0 else { return nil }
            return numerator / denominator
        }
        return Double(text)
    }
}
