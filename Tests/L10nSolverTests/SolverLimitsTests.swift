import XCTest
@testable import L10nSolver

/// Issue 17 item 12: a system past the solver's limits ends in a refusal, at the same point every run,
/// without a trap whatever is called afterwards; systems within them are solved as before.
final class SolverLimitsTests: XCTestCase {
    /// The bench's "random3" system: `count` random three-term constraints over count/3 variables, with
    /// random relations and four priorities (its tableau is dense and needs thousands of pivots).
    func random3(_ count: Int, limits: SolverLimits) -> (Solver, [Variable]) {
        var generator = RandomizedSolverTests.SeededGenerator(state: 600)
        let solver = Solver()
        solver.limits = limits
        let variables = (0..<max(10, count / 3)).map { solver.makeVariable("v\($0)") }
        let relations: [Relation] = [.lessOrEqual, .equal, .greaterOrEqual]
        for _ in 0..<count {
            let terms = (0..<3).map { _ in
                Term(variables[Int.random(in: 0..<variables.count, using: &generator)], Double(Int.random(in: -50...50, using: &generator)) / 10)
            }
            solver.add(Constraint(LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &generator))),
                                  relations[Int.random(in: 0..<3, using: &generator)],
                                  priority: [1000, 750, 500, 250][Int.random(in: 0..<4, using: &generator)]))
        }
        return (solver, variables)
    }

    func testAStandardSizedSystemIsUntouchedByTheLimits() {
        let (limited, x) = random3(60, limits: .standard)
        let (free, y) = random3(60, limits: .unlimited)
        XCTAssertEqual(x.map { limited.value(of: $0) }, y.map { free.value(of: $0) })
        XCTAssertFalse(limited.exceededLimits)
        XCTAssertEqual(limited.work, free.work)
        XCTAssertGreaterThan(limited.work, 0)
    }

    func testPastTheWorkLimitTheSolverGivesUpAtTheSamePointEveryRun() {
        let small = SolverLimits(work: 200_000, cells: .max)
        let (first, x) = random3(300, limits: small)
        _ = x.map { first.value(of: $0) }
        XCTAssertTrue(first.exceededLimits)
        // It stops within one pivot or substitution of the limit, not after the whole system.
        XCTAssertLessThan(first.work, 400_000)
        let (second, y) = random3(300, limits: small)
        _ = y.map { second.value(of: $0) }
        XCTAssertEqual(first.work, second.work)
        // Everything else still answers without a trap.
        first.addEditVariable(x[0], priority: 500)
        first.suggestValue(x[1], 10)
        first.remove(ConstraintID(rawValue: 3))
        _ = first.ambiguousVariables()
        _ = first.determiningConstraints(of: x[2])
        XCTAssertTrue(first.exceededLimits)
    }

    func testPastTheCellLimitTheSolverGivesUp() {
        let (solver, x) = random3(300, limits: SolverLimits(work: .max, cells: 2_000))
        _ = solver.value(of: x[0])
        XCTAssertTrue(solver.exceededLimits)
        XCTAssertLessThanOrEqual(solver.core.rows.reduce(0) { $0 + $1.symbols.count }, solver.core.cells)
    }
}
