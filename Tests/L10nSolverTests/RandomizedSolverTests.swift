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
}
