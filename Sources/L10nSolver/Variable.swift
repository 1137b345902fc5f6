/// An unknown of a ``Solver``: a view's left edge, a width, a baseline.
///
/// Variables are made by ``Solver/makeVariable(_:)`` and belong to that solver. Ids increase in creation
/// order, so sorting variables sorts them by creation.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Index of the variable in its solver, from 0 in creation order.
    public let id: Int
    /// The name given at creation; only for messages, never for identity decisions.
    public let name: String

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    public var description: String { name }
}
