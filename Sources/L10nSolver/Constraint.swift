/// `expression (relation) 0` at a UIKit priority.
///
/// Priority 1000 (or more) is required: it holds or the constraint is reported as broken. Any lower
/// priority is optional, and each distinct value is its own level: a higher level wins over any number of
/// lower ones (999.5 beats 999, which beats 750), while errors of equal priority add up.
public struct Constraint: Sendable {
    /// The value from which a constraint is required, as `UILayoutPriority.required`.
    public static let required: Double = 1000

    public var expression: LinearExpression
    public var relation: Relation
    /// In (0, 1000]; values of 1000 and above are required. Must not be NaN.
    public var priority: Double
    /// Free text carried into ``BrokenConstraint`` (a constraint's storyboard id, say).
    public var tag: String?

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = 1000, tag: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `variable (relation) 0`.
    public init(_ variable: Variable, _ relation: Relation, priority: Double = 1000, tag: String? = nil) {
        self.init(LinearExpression(variable), relation, priority: priority, tag: tag)
    }

    /// Whether the constraint must hold (priority ≥ 1000).
    public var isRequired: Bool { priority >= Constraint.required }
}
