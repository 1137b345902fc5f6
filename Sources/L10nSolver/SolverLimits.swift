/// How much a ``Solver`` may do before it gives up, so that a pathological system ends in a clear refusal
/// instead of minutes of work or gigabytes of memory.
///
/// Both limits count tableau cells, so where a solver stops depends only on the constraints and the order
/// of the calls, never on the machine or its load. A solver that passes either limit stops installing
/// constraints and pivoting; ``Solver/exceededLimits`` is then true and its values mean nothing.
public struct SolverLimits: Sendable, Equatable {
    /// Cell updates (reads and writes of tableau cells by substitutions and pivots) over the solver's life.
    public var work: Int
    /// Cells held by the tableau's rows at once (about 12 bytes each, plus the arrays' spare capacity).
    public var cells: Int

    public init(work: Int, cells: Int) {
        self.work = work
        self.cells = cells
    }

    /// No limit (the default of a new solver).
    public static let unlimited = SolverLimits(work: .max, cells: .max)

    /// The limits of `l10nlayout solve`: under a second of work on one core (the scaling bench measures
    /// about 400 million cell updates a second) and about 120 MB of rows. Storyboard scenes stay far
    /// below them: the largest scene of the two corpora needs about 750,000 cell updates.
    public static let standard = SolverLimits(work: 250_000_000, cells: 10_000_000)
}
