/// A required constraint the solver could not satisfy together with those already installed, and so left
/// out (as UIKit's "Will attempt to recover by breaking constraint").
public struct BrokenConstraint: Sendable {
    /// The constraint that was broken: always the one whose addition made the system unsatisfiable.
    public let constraint: ConstraintID
    /// Its ``Constraint/tag``.
    public let tag: String?
    /// The required constraints that together cannot hold, sorted, including ``constraint`` itself.
    public let conflictingSet: [ConstraintID]
}
