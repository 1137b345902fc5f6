/// The handle ``Solver/add(_:)`` returns. Raw values increase in the order constraints are added.
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
}
