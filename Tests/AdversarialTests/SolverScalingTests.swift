import XCTest
@testable import L10nSolver

/// Issue 17 item 12, as structure rather than time (the timings are `make bench BENCH_ARGS=scaling`): the
/// tableau of a long chain stays linear in size, and what the size limit costs (removal) stays correct.
final class SolverScalingTests: XCTestCase {
    func chain(_ count: Int) -> (Solver, [Variable], [ConstraintID]) {
        let solver = Solver()
        let x = (0...count).map { solver.makeVariable("x\($0)") }
        var ids = [solver.add(Constraint(LinearExpression(x[0]), .equal))]
        for i in 1...count { ids.append(solver.add(Constraint(x[i] - x[i - 1] - 8, .equal))) }
        return (solver, x, ids)
    }

    /// 20,000 chained equalities held 2 × 10⁸ tableau cells (2.8 GB) before rows kept at most 32 dummies.
    func testAChainOfRequiredEqualitiesStaysLinearInSize() {
        let (solver, x, _) = chain(20_000)
        XCTAssertEqual(solver.value(of: x[20_000]), 160_000)
        XCTAssertEqual(solver.value(of: x[12_345]), 98_760)
        let cells = solver.core.rows.reduce(0) { $0 + $1.symbols.count }
        XCTAssertLessThan(cells, 40 * solver.core.rows.count)
        XCTAssertTrue(solver.core.dummiesTruncated)
        XCTAssertEqual(solver.brokenConstraints.count, 0)
    }

    func testRemovingARequiredEqualityAfterTruncationRebuildsCorrectly() {
        let (solver, x, ids) = chain(100)
        XCTAssertTrue(solver.core.dummiesTruncated)
        // Cut the chain at x50: x50 … x100 are no longer tied to x49.
        solver.remove(ids[50])
        solver.add(Constraint(x[50] - 1000, .equal))
        XCTAssertEqual(solver.value(of: x[49]), 392)
        XCTAssertEqual(solver.value(of: x[50]), 1000)
        XCTAssertEqual(solver.value(of: x[100]), 1400)
        // A conflict names at most the dummies a row keeps, never crashes.
        solver.add(Constraint(x[100] - 5, .equal))
        XCTAssertEqual(solver.brokenConstraints.count, 1)
        XCTAssertLessThanOrEqual(solver.brokenConstraints[0].conflictingSet.count, SolverCore.dummyLimit + 1)
    }

    /// Edit variables survive the rebuild with their suggested values.
    func testEditVariablesSurviveARebuild() {
        let (solver, x, ids) = chain(60)
        let free = solver.makeVariable("free")
        solver.add(Constraint(free - x[60], .greaterOrEqual))
        solver.addEditVariable(free, priority: 500)
        solver.suggestValue(free, 900)
        XCTAssertEqual(solver.value(of: free), 900)
        solver.remove(ids[30])
        XCTAssertEqual(solver.value(of: free), 900)
        XCTAssertEqual(solver.value(of: x[29]), 232)
    }
}
