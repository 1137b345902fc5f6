import XCTest
@testable import L10nSolver

/// Hand-computed systems: each expected value is worked out in the comment beside it.
final class SolverTests: XCTestCase {
    func testRequiredEqualitiesChain() {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        solver.add(Constraint(left - 20, .equal))                    // left = 20
        solver.add(Constraint(width - 100, .equal))                  // width = 100
        solver.add(Constraint(right - left - width, .equal))         // right = 120
        XCTAssertEqual(solver.value(of: left), 20)
        XCTAssertEqual(solver.value(of: width), 100)
        XCTAssertEqual(solver.value(of: right), 120)
        XCTAssertTrue(solver.brokenConstraints.isEmpty)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    /// A width set by two edges depends on both; a preference beaten by a required bound depends on the
    /// bound only; a bound with slack to spare determines nothing.
    func testDeterminingConstraintsAreTheOnesAValueMovesWith() {
        let solver = Solver()
        let left = solver.makeVariable("left"), right = solver.makeVariable("right"), width = solver.makeVariable("width")
        let l = solver.add(Constraint(left - 16, .equal))                    // left = 16
        let r = solver.add(Constraint(right - 377, .equal))                  // right = 377
        let w = solver.add(Constraint(width - right + left, .equal))          // width = 361: moves with l and r
        let loose = solver.add(Constraint(width - 10, .greaterOrEqual))      // 361 ≥ 10: slack to spare
        XCTAssertEqual(solver.value(of: width), 361, accuracy: 1e-9)
        XCTAssertEqual(Set(solver.determiningConstraints(of: width)), [l, r, w])
        XCTAssertFalse(solver.determiningConstraints(of: width).contains(loose))

        let x = solver.makeVariable("x")
        let bound = solver.add(Constraint(x - 50, .lessOrEqual))             // x ≤ 50
        let wish = solver.add(Constraint(x - 80, .equal, priority: 750))     // wants 80, gets 50
        XCTAssertEqual(solver.determiningConstraints(of: x), [bound])
        XCTAssertFalse(solver.determiningConstraints(of: x).contains(wish))
    }

    func testOptionalPreferenceYieldsToRequiredInequality() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(Constraint(x - 50, .lessOrEqual))                 // x ≤ 50
        solver.add(Constraint(x - 80, .equal, priority: 750))        // wants 80, gets 50
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testExpressionOperators() {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.add(Constraint(b - 40, .equal))
        solver.add(Constraint(a - b * 0.5 + 10, .equal))             // a = 0.5·40 - 10 = 10
        XCTAssertEqual(solver.value(of: a), 10, accuracy: 1e-9)
        solver.add(Constraint(2 * a + a - 30 - b + b, .equal))        // 3a = 30: consistent, no break
        XCTAssertTrue(solver.brokenConstraints.isEmpty)
    }

    func testHigherPriorityBeatsAnyNumberOfLowerOnes() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<10 { solver.add(Constraint(x - 100, .equal, priority: 750)) }
        solver.add(Constraint(x - 10, .equal, priority: 751))
        // A weighted sum (751 against 7500) would pick 100; UIKit's strict order picks 10.
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testFractionalPrioritiesAreDistinctLevels() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(Constraint(x - 1, .equal, priority: 999))
        solver.add(Constraint(x - 2, .equal, priority: 999.5))
        solver.add(Constraint(x - 3, .equal, priority: 998.75))
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
    }

    func testErrorsOfEqualPriorityAddUp() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        // Two pulls to 0 against one to 30 at the same priority: the sum |x| + |x| + |x - 30| is least at 0.
        solver.add(Constraint(LinearExpression(x), .equal, priority: 500))
        solver.add(Constraint(LinearExpression(x), .equal, priority: 500))
        solver.add(Constraint(x - 30, .equal, priority: 500))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testLowerLevelDecidesAmongHigherLevelOptima() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(Constraint(x + y - 100, .equal, priority: 900))    // level 900: any split of 100
        solver.add(Constraint(x - 30, .equal, priority: 250))         // level 250 picks x = 30
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testConflictingRequiredConstraintIsBrokenAndReported() {
        let solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w"), y = solver.makeVariable("y")
        let c0 = solver.add(Constraint(x - 10, .equal, tag: "leading"))
        let c1 = solver.add(Constraint(w - 100, .equal, tag: "width"))
        let c2 = solver.add(Constraint(y - 5, .equal, tag: "unrelated"))
        let c3 = solver.add(Constraint(x + w - 300, .equal, tag: "trailing"))   // x + w = 110, not 300
        XCTAssertEqual(solver.brokenConstraints.count, 1)
        let broken = solver.brokenConstraints[0]
        XCTAssertEqual(broken.constraint, c3)
        XCTAssertEqual(broken.tag, "trailing")
        XCTAssertEqual(broken.conflictingSet, [c0, c1, c3])
        XCTAssertFalse(broken.conflictingSet.contains(c2))
        // Solving went on with the installed constraints.
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
        solver.add(Constraint(y - 7, .lessOrEqual))
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
        solver.remove(c3)
        XCTAssertTrue(solver.brokenConstraints.isEmpty)
    }

    func testConflictingInequalitiesThroughArtificialVariable() {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let c0 = solver.add(Constraint(a - b - 10, .greaterOrEqual))       // a ≥ b + 10
        let c1 = solver.add(Constraint(b, .greaterOrEqual))                // b ≥ 0 (b - 0)
        _ = c1
        let c2 = solver.add(Constraint(a - 5, .lessOrEqual))               // a ≤ 5, so b ≤ -5: conflict
        XCTAssertEqual(solver.brokenConstraints.map(\.constraint), [c2])
        XCTAssertEqual(solver.brokenConstraints[0].conflictingSet, [c0, c1, c2])
        XCTAssertGreaterThanOrEqual(solver.value(of: a) - solver.value(of: b), 10 - 1e-9)
        XCTAssertGreaterThanOrEqual(solver.value(of: b), -1e-9)
        // Still incremental: a later, compatible constraint is installed normally.
        solver.add(Constraint(a - 12, .equal))
        solver.add(Constraint(b - 1, .equal))
        XCTAssertEqual(solver.value(of: a), 12, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: b), 1, accuracy: 1e-9)
        XCTAssertEqual(solver.brokenConstraints.count, 1)
    }

    func testRedundantRequiredConstraintIsNotBroken() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(Constraint(x - 10, .equal))
        solver.add(Constraint(y - x, .equal))
        solver.add(Constraint(y - 10, .equal))                            // implied
        solver.add(Constraint(y - 10, .lessOrEqual))                      // implied, tight
        XCTAssertTrue(solver.brokenConstraints.isEmpty)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
    }

    func testRemoveRestoresPreviousSolution() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(Constraint(x - 40, .equal, priority: 250))
        let strong = solver.add(Constraint(x - 70, .equal, priority: 750))
        let cap = solver.add(Constraint(x - 60, .lessOrEqual))
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
        solver.remove(cap)
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
        solver.remove(strong)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
    }

    func testEditVariableFollowsSuggestionsWithinRequiredBounds() {
        let solver = Solver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        solver.add(Constraint(half * 2 - width, .equal))
        solver.add(Constraint(width - 300, .lessOrEqual))
        solver.add(Constraint(width - 100, .equal, priority: 250))
        solver.addEditVariable(width, priority: 999)
        solver.suggestValue(width, 200)
        XCTAssertEqual(solver.value(of: half), 100, accuracy: 1e-9)
        solver.suggestValue(width, 500)                                  // capped by the required ≤ 300
        XCTAssertEqual(solver.value(of: width), 300, accuracy: 1e-9)
        solver.suggestValue(width, 120)
        XCTAssertEqual(solver.value(of: half), 60, accuracy: 1e-9)
        solver.removeEditVariable(width)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }

    func testAmbiguity() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let unused = solver.makeVariable("unused")
        solver.add(Constraint(x - 10, .equal, priority: 250))           // pinned by an optional: determined
        solver.add(Constraint(LinearExpression(y), .greaterOrEqual))    // y ≥ 0 only: ambiguous
        solver.add(Constraint(z - 10, .equal, priority: 500))           // z pulled to 10 and 20 equally
        solver.add(Constraint(z - 20, .equal, priority: 500))
        XCTAssertEqual(solver.ambiguousVariables(), [y, z, unused])
        solver.add(Constraint(z - 15, .equal, priority: 100))           // a lower level settles z
        solver.add(Constraint(y - 3, .lessOrEqual))
        solver.add(Constraint(y - 3, .greaterOrEqual))                  // y = 3 by two inequalities
        XCTAssertEqual(solver.value(of: z), 15, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [unused])
    }

    func testSameInputGivesSameTableau() {
        func build() -> ([Int32], [Double]) {
            let solver = Solver()
            let v = (0..<6).map { solver.makeVariable("v\($0)") }
            for i in 1..<6 { solver.add(Constraint(v[i] - v[i - 1] - 8, .greaterOrEqual)) }
            for i in 0..<6 { solver.add(Constraint(v[i] - Double(i * 5), .equal, priority: 500)) }
            return (solver.core.basics, v.map { solver.value(of: $0) })
        }
        let first = build(), second = build()
        XCTAssertEqual(first.0, second.0)
        XCTAssertEqual(first.1, second.1)
    }
}
