import XCTest
@testable import L10nSolver

/// Generated one-variable systems, whose required constraints are bounds: a constraint is broken exactly
/// when it empties its variable's interval, so the solver's broken set and values have an exact oracle.
/// (A subject rule that left external variables parametric once passed every other test and failed here.)
final class RequiredBoundsOracleTests: XCTestCase {
    func testBrokenConstraintsAndValuesMatchTheIntervals() {
        var state: UInt64 = 7
        func next() -> UInt64 { state &+= 0x9E37_79B9_7F4A_7C15; var z = state; z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9; z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB; return z ^ (z >> 31) }
        var mismatches = 0
        for trial in 0..<300 {
            let solver = Solver()
            let vars = (0..<4).map { solver.makeVariable("v\($0)") }
            var lo = [Double](repeating: -.infinity, count: 4), hi = [Double](repeating: .infinity, count: 4)
            var expected: [Int] = []
            for i in 0..<40 {
                let v = Int(next() % 4), c = Double(next() % 20)
                let rel: Relation = [.lessOrEqual, .equal, .greaterOrEqual][Int(next() % 3)]
                let prio: Double = [1000, 1000, 500, 1][Int(next() % 4)]
                solver.add(Constraint(LinearExpression([Term(vars[v], 1)], constant: -c), rel, priority: prio))
                if prio >= 1000 {
                    var l = lo[v], h = hi[v]
                    switch rel { case .lessOrEqual: h = min(h, c); case .greaterOrEqual: l = max(l, c); case .equal: l = max(l, c); h = min(h, c) }
                    if l > h { expected.append(i) } else { lo[v] = l; hi[v] = h }
                }
            }
            let got = solver.brokenConstraints.map(\.constraint.rawValue)
            if got != expected { mismatches += 1; XCTFail("trial \(trial): broken \(got), expected \(expected)") }
            for (k, v) in vars.enumerated() where lo[k] <= hi[k] {
                let x = solver.value(of: v)
                if x < lo[k] - 1e-6 || x > hi[k] + 1e-6 { XCTFail("trial \(trial): v\(k) = \(x) outside [\(lo[k]), \(hi[k])]"); mismatches += 1; break }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }
}
