/// An incremental Cassowary solver (after kiwi's design) with UIKit's priority semantics.
///
/// The tableau holds one row per basic symbol over external (variable), slack, error and dummy symbols;
/// cells are ordered by symbol id and every choice breaks ties by id, so the same calls give the same
/// tableau and the same values. Unlike kiwi's weighted sum of strengths, the objective is lexicographic:
/// one objective row per distinct optional priority, highest first, so a priority-751 constraint wins over
/// any number of 750s (and 999.5 over 999), while errors of equal priority add up.
///
/// Conflicts: a required constraint that cannot hold together with those already installed is not
/// installed. It is recorded in ``brokenConstraints`` with the required constraints involved, and solving
/// goes on with the others. The constraint broken is always the one being added. Apple does not document
/// its choice; UIKit's log ("Unable to simultaneously satisfy constraints. Probably at least one of the
/// constraints in the following list…", then "Will attempt to recover by breaking constraint <X>") is
/// generally observed to name the constraint whose installation made the system unsatisfiable, and to list
/// the conflicting ones beside it, which is what ``BrokenConstraint`` holds. Breaking the newcomer also
/// keeps the installed system and its solution unchanged, so the outcome depends only on the order of
/// the calls, which the caller controls (for a storyboard: document order).
///
/// Not thread-safe; use one solver per thread.
public final class Solver {
    var core = SolverCore()

    public init() {}

    /// What the solver may do before it gives up (default: ``SolverLimits/unlimited``). Set it before
    /// adding constraints.
    public var limits: SolverLimits {
        get { core.limits }
        set { core.limits = newValue }
    }

    /// Whether the solver passed its ``limits`` and gave up: it then installs nothing more, stops
    /// pivoting, and its values, broken constraints and ambiguous variables mean nothing. Read it after
    /// the values (reading a value may be what passes the limits).
    public var exceededLimits: Bool { core.exceededLimits }

    /// Tableau cell updates done so far (what ``SolverLimits/work`` limits).
    public var work: Int { core.work }

    /// Makes a new variable; its value is 0 until constraints say otherwise.
    public func makeVariable(_ name: String) -> Variable { core.makeVariable(name) }

    /// The variables made so far, in id order.
    public var variables: [Variable] { core.variables }

    /// Installs `constraint`; the solution is brought up to date when a value is next read (adding many
    /// constraints then reading costs one optimization, not one per constraint).
    ///
    /// Never fails: a required constraint that cannot hold together with those installed is left out,
    /// recorded in ``brokenConstraints`` (with the required constraints it conflicts with), and the
    /// solution stays that of the installed ones. Coefficients and constants must be finite.
    /// - Returns: the handle for ``remove(_:)``; ids increase in the order of the calls.
    @discardableResult public func add(_ constraint: Constraint) -> ConstraintID { core.add(constraint) }

    /// Removes a constraint added by ``add(_:)`` and re-solves. Removing a broken constraint drops it from
    /// ``brokenConstraints`` (a broken constraint is never installed later); unknown or already removed
    /// ids are ignored.
    public func remove(_ id: ConstraintID) { core.remove(id) }

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then asks for a value at `priority`, capped just
    /// below required (an edit is a wish, never a conflict). Adding it twice keeps the first priority.
    public func addEditVariable(_ variable: Variable, priority: Double) { core.addEditVariable(variable, priority: priority) }

    /// Stops editing `variable` and re-solves; ignored if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) { core.removeEditVariable(variable) }

    /// Whether ``addEditVariable(_:priority:)`` was called for `variable` (and not undone).
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Asks for `variable == value` at its edit priority and re-solves with the dual simplex, which only
    /// touches the rows the change makes infeasible. A variable that is not editable is first made
    /// editable at priority 999.
    public func suggestValue(_ variable: Variable, _ value: Double) { core.suggestValue(variable, value) }

    /// The solved value; 0 for a variable no constraint involves.
    public func value(of variable: Variable) -> Double {
        core.ensureOptimal()
        return core.value(of: variable)
    }

    /// The required constraints left out because they conflicted, in the order they were added.
    public var brokenConstraints: [BrokenConstraint] { core.broken }

    /// The constraints whose constants `variable`'s solved value moves with: the ones that determine it
    /// (its sensitivity to each constant is nonzero), in the order they were added. Constraints with slack
    /// to spare, broken ones and edit suggestions are not listed; a variable no constraint determines has
    /// none. Call after the last change: it reads the current tableau.
    public func determiningConstraints(of variable: Variable) -> [ConstraintID] {
        core.dependencies(of: variable).map { ConstraintID(rawValue: $0) }
    }

    /// Variables the installed constraints do not determine uniquely (Auto Layout's "ambiguous layout"),
    /// sorted by id.
    ///
    /// A variable is determined when it cannot move without violating a required constraint or worsening
    /// the optimum at some priority level; so a variable pinned only by optional constraints is determined
    /// when that level's optimum is unique (`x == 10 @250` alone determines x; `x == 10 @250` with
    /// `x == 20 @250` does not). A variable no constraint involves is ambiguous. Free directions are tested
    /// one at a time on the final tableau, so at a degenerate vertex a variable that could move only along
    /// a combination of individually blocked directions is reported as determined.
    public func ambiguousVariables() -> [Variable] {
        core.ensureOptimal()
        core.settle()
        return core.ambiguousVariables()
    }
}
