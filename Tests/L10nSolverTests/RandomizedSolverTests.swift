import XCTest
@testable import L10nSolver

/// Random systems with a unique solution, checked against exact rational Gaussian elimination.
final class RandomizedSolverTests: XCTestCase {
    /// A fixed-seed generator (SplitMix64) so failures reproduce.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// p/q in lowest terms, q > 0; every operation returns nil on Int overflow so a test skips rather than lies.
    struct Rational: Equatable {
        var p: Int, q: Int
        init?(_ p: Int, _ q: Int = 1) {
            guard q != 0 else { return nil }
            let g = Rational.gcd(abs(p), abs(q))
            let sign = q < 0 ? -1 : 1
            self.p = sign * p / max(g, 1)
            self.q = sign * q / max(g, 1)
        }
        static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        var isZero: Bool { p == 0 }
        var double: Double { Double(p) / Double(q) }
        static func mul(_ a: Rational, _ b: Rational) -> Rational? {
            let (n, o1) = a.p.multipliedReportingOverflow(by: b.p)
            let (d, o2) = a.q.multipliedReportingOverflow(by: b.q)
            return o1 || o2 ? nil : Rational(n, d)
        }
        static func sub(_ a: Rational, _ b: Rational) -> Rational? {
            let (x, o1) = a.p.multipliedReportingOverflow(by: b.q)
            let (y, o2) = b.p.multipliedReportingOverflow(by: a.q)
            let (n, o3) = x.subtractingReportingOverflow(y)
            let (d, o4) = a.q.multipliedReportingOverflow(by: b.q)
            return o1 || o2 || o3 || o4 ? nil : Rational(n, d)
        }
        static func div(_ a: Rational, _ b: Rational) -> Rational? {
            guard !b.isZero, let inverse = Rational(b.q, b.p) else { return nil }
            return mul(a, inverse)
        }
    }

    enum Exact { case unique([Rational]), singular, overflow }

    /// Solves A·x = b exactly (partial pivoting on the first nonzero).
    static func solveExactly(_ a: [[Int]], _ b: [Int]) -> Exact {
        let n = b.count
        var m: [[Rational]] = a.indices.map { i in a[i].map { Rational($0)! } + [Rational(b[i])!] }
        for col in 0..<n {
            guard let pivot = (col..<n).first(where: { !m[$0][col].isZero }) else { return .singular }
            m.swapAt(col, pivot)
            for row in 0..<n where row != col && !m[row][col].isZero {
                guard let factor = Rational.div(m[row][col], m[col][col]) else { return .overflow }
                for k in col...n {
                    guard let product = Rational.mul(factor, m[col][k]), let value = Rational.sub(m[row][k], product) else { return .overflow }
                    m[row][k] = value
                }
            }
        }
        var x: [Rational] = []
        for i in 0..<n {
            guard let value = Rational.div(m[i][n], m[i][i]) else { return .overflow }
            x.append(value)
        }
        return .unique(x)
    }

    func testRandomRequiredSystemsMatchExactSolution() {
        var generator = SeededGenerator(state: 0x5EED_1234)
        var checked = 0
        for _ in 0..<300 {
            let n = Int.random(in: 1...7, using: &generator)
            var a: [[Int]] = [], b: [Int] = []
            for _ in 0..<n {
                // Sparse rows, as layout constraints are: two or three variables each.
                var row = [Int](repeating: 0, count: n)
                for _ in 0..<Int.random(in: 1...min(3, n), using: &generator) {
                    row[Int.random(in: 0..<n, using: &generator)] = Int.random(in: -4...4, using: &generator)
                }
                a.append(row)
                b.append(Int.random(in: -50...50, using: &generator))
            }
            guard case .unique(let exact) = Self.solveExactly(a, b) else { continue }

            let solver = Solver()
            let v = (0..<n).map { solver.makeVariable("v\($0)") }
            // Optional pulls first, at assorted levels: they must not move a fully determined system.
            for i in 0..<n {
                let priority = [250.0, 500, 750, 999.5][Int.random(in: 0...3, using: &generator)]
                solver.add(Constraint(v[i] - Double(Int.random(in: -100...100, using: &generator)), .equal, priority: priority))
            }
            // Each equation as written, or as a pair of inequalities.
            for i in 0..<n {
                var expression = LinearExpression(constant: -Double(b[i]))
                for j in 0..<n where a[i][j] != 0 { expression.terms.append(Term(v[j], Double(a[i][j]))) }
                if Bool.random(using: &generator) {
                    solver.add(Constraint(expression, .equal))
                } else {
                    solver.add(Constraint(expression, .lessOrEqual))
                    solver.add(Constraint(expression, .greaterOrEqual))
                }
            }
            // A loose inequality that the solution satisfies with room to spare.
            let j = Int.random(in: 0..<n, using: &generator)
            solver.add(Constraint(v[j] - (exact[j].double + 5), .lessOrEqual))

            XCTAssertEqual(solver.brokenConstraints.count, 0, "system \(a) \(b)")
            for i in 0..<n {
                XCTAssertEqual(solver.value(of: v[i]), exact[i].double, accuracy: 1e-6 * max(1, abs(exact[i].double)), "v\(i) of \(a) \(b)")
            }
            XCTAssertEqual(solver.ambiguousVariables(), [], "system \(a) \(b)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100, "too few nonsingular systems drawn")
    }

    /// Adding conflicting required constraints and removing others, in random order, must leave the same
    /// values as a fresh solver given only the constraints that are installed at the end.
    func testIncrementalMatchesFreshBuild() {
        var generator = SeededGenerator(state: 42)
        var brokenSeen = 0, valuesCompared = 0
        for _ in 0..<100 {
            let n = 5
            var constraints: [Constraint] = []
            let probe = Solver()
            let pv = (0..<n).map { probe.makeVariable("v\($0)") }
            for i in 0..<n { constraints.append(Constraint(pv[i] - Double(i * 10), .equal, priority: 300)) }
            for _ in 0..<8 {
                let i = Int.random(in: 0..<n, using: &generator), k = Int.random(in: 0..<n, using: &generator)
                guard i != k else { continue }
                let gap = Double(Int.random(in: -20...20, using: &generator))
                let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][Int.random(in: 0...2, using: &generator)]
                constraints.append(Constraint(pv[i] - pv[k] - gap, relation))
            }
            let solver = Solver()
            _ = (0..<n).map { solver.makeVariable("v\($0)") }
            let ids = constraints.map { solver.add($0) }
            var removed = Set<Int>()
            for index in ids.indices where Bool.random(using: &generator) && index >= n {
                solver.remove(ids[index]); removed.insert(index)
            }
            let brokenIDs = Set(solver.brokenConstraints.map(\.constraint.rawValue))
            brokenSeen += brokenIDs.count
            let fresh = Solver()
            let fv = (0..<n).map { fresh.makeVariable("v\($0)") }
            for index in constraints.indices where !removed.contains(index) && !brokenIDs.contains(ids[index].rawValue) {
                fresh.add(constraints[index])
            }
            XCTAssertEqual(fresh.brokenConstraints.count, 0)
            // Values agree where both are determined (a lexicographic optimum can be a face, not a point).
            let ambiguous = Set(solver.ambiguousVariables().map(\.id)).union(fresh.ambiguousVariables().map(\.id))
            for i in 0..<n where !ambiguous.contains(i) {
                XCTAssertEqual(solver.value(of: Variable(id: i, name: "")), fresh.value(of: fv[i]), accuracy: 1e-6)
                valuesCompared += 1
            }
        }
        XCTAssertGreaterThan(brokenSeen, 20)
        XCTAssertGreaterThan(valuesCompared, 300)
    }

    /// suggestValue re-solves with the dual simplex; the result must equal a fresh solve where the edit is an
    /// ordinary optional equality at the edit priority.
    func testSuggestedValuesMatchFreshSolveWithOptionalEquality() {
        var generator = SeededGenerator(state: 7)
        var compared = 0
        for _ in 0..<40 {
            let n = 6
            var constraints: [(Int, Int, Double, Relation, Double)] = []   // v[i] - v[k] - gap (rel) 0 @ priority
            for _ in 0..<10 {
                let i = Int.random(in: 0..<n, using: &generator), k = Int.random(in: 0..<n, using: &generator)
                guard i != k else { continue }
                let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][Int.random(in: 0...2, using: &generator)]
                let priority = [1000.0, 1000, 750, 500, 250][Int.random(in: 0...4, using: &generator)]
                constraints.append((i, k, Double(Int.random(in: -30...30, using: &generator)), relation, priority))
            }
            func install(_ solver: Solver, _ v: [Variable]) {
                for i in 0..<n { solver.add(Constraint(v[i] - Double(i * 7), .equal, priority: 100)) }
                for c in constraints { solver.add(Constraint(v[c.0] - v[c.1] - c.2, c.3, priority: c.4)) }
            }
            let solver = Solver()
            let v = (0..<n).map { solver.makeVariable("v\($0)") }
            install(solver, v)
            let edited = v[Int.random(in: 0..<n, using: &generator)]
            let editPriority = [999.0, 600, 300][Int.random(in: 0...2, using: &generator)]
            solver.addEditVariable(edited, priority: editPriority)
            for _ in 0..<5 {
                let target = Double(Int.random(in: -100...100, using: &generator))
                solver.suggestValue(edited, target)
                let fresh = Solver()
                let fv = (0..<n).map { fresh.makeVariable("v\($0)") }
                install(fresh, fv)
                fresh.add(Constraint(fv[edited.id] - target, .equal, priority: editPriority))
                let ambiguous = Set(solver.ambiguousVariables().map(\.id)).union(fresh.ambiguousVariables().map(\.id))
                for i in 0..<n where !ambiguous.contains(i) {
                    XCTAssertEqual(solver.value(of: v[i]), fresh.value(of: fv[i]), accuracy: 1e-6, "v\(i) after suggesting \(target)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// One variable, required bounds and optional `x == t` wishes at a few priorities: the lexicographic
    /// optimum is found by hand level by level (the minimisers of Σ|x - t| are the median interval, clipped
    /// to what the higher levels left), which checks strict priority order, that equal priorities add up,
    /// and ambiguity (the final interval is a point or not).
    func testOneVariableLexicographicOptimumAndAmbiguity() {
        var generator = SeededGenerator(state: 99)
        var determined = 0, ambiguousCount = 0
        for _ in 0..<400 {
            var lo = -Double.infinity, hi = Double.infinity
            let solver = Solver()
            let x = solver.makeVariable("x")
            if Bool.random(using: &generator) {
                lo = Double(Int.random(in: -20...10, using: &generator))
                solver.add(Constraint(x - lo, .greaterOrEqual))
            }
            if Bool.random(using: &generator) {
                hi = Double(Int.random(in: 10...40, using: &generator))
                solver.add(Constraint(x - hi, .lessOrEqual))
            }
            var wishes: [(target: Double, priority: Double)] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let wish = (Double(Int.random(in: -30...50, using: &generator)), [250.0, 500, 500.5, 750][Int.random(in: 0...3, using: &generator)])
                wishes.append(wish)
                solver.add(Constraint(x - wish.0, .equal, priority: wish.1))
            }
            for priority in Set(wishes.map(\.priority)).sorted(by: >) {
                let targets = wishes.filter { $0.priority == priority }.map(\.target).sorted()
                let medianLow = targets[(targets.count - 1) / 2], medianHigh = targets[targets.count / 2]
                if medianHigh < lo { hi = lo } else if medianLow > hi { lo = hi } else { lo = max(lo, medianLow); hi = min(hi, medianHigh) }
            }
            let value = solver.value(of: x)
            if lo == hi {
                XCTAssertEqual(value, lo, accuracy: 1e-9, "wishes \(wishes)")
                XCTAssertEqual(solver.ambiguousVariables(), [], "wishes \(wishes)")
                determined += 1
            } else {
                XCTAssertTrue(value >= lo - 1e-9 && value <= hi + 1e-9, "\(value) outside [\(lo), \(hi)] for \(wishes)")
                XCTAssertEqual(solver.ambiguousVariables(), [x], "[\(lo), \(hi)] for \(wishes)")
                ambiguousCount += 1
            }
        }
        XCTAssertGreaterThan(determined, 100)
        XCTAssertGreaterThan(ambiguousCount, 50)
    }
}
