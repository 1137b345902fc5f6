import XCTest
@testable import L10nSolver

/// Rows left behind during an optimization (SolverCore+DeferredRows.swift) must leave the tableau
/// exactly as substituting into every row at every pivot does (here in tableaus of any size). A solver with finite limits substitutes
/// eagerly (its work count must stay where it was), so the same calls on a solver without limits and on
/// one with limits too large to reach must give bit-identical values, determining constraints, broken
/// constraints and ambiguous variables.
final class DeferredRowsTests: XCTestCase {
    /// Large enough never to be reached, but not ``SolverLimits/unlimited``: no rows are left behind.
    static let eager = SolverLimits(work: Int.max - 1, cells: Int.max - 1)

    /// The suite's fixed-seed SplitMix64, so a failure reproduces.
    typealias Generator = RandomizedSolverTests.SeededGenerator

    /// One call on a solver.
    enum Call {
        case add(Constraint)
        case remove(Int)
        case edit(Int, Double)
        /// Reads every value (rows left behind by the last optimization stay behind unless a value needs them).
        case read
    }

    /// Runs `calls` on a solver with `limits` and returns everything a caller can read, as text.
    func outcome(_ calls: [Call], variables: Int, limits: SolverLimits) -> [String] {
        let solver = Solver()
        solver.limits = limits
        solver.core.deferringRows = 0   // leave rows behind however small the tableau
        let vars = (0..<variables).map { solver.makeVariable("v\($0)") }
        var ids: [ConstraintID] = []
        var lines: [String] = []
        for call in calls {
            switch call {
            case .add(let constraint):
                ids.append(solver.add(constraint))
            case .remove(let k):
                if !ids.isEmpty { solver.remove(ids[k % ids.count]) }
            case .edit(let k, let value):
                solver.suggestValue(vars[k % variables], value)
                lines.append(vars.map { String(solver.value(of: $0).bitPattern) }.joined(separator: " "))
            case .read:
                lines.append(vars.map { String(solver.value(of: $0).bitPattern) }.joined(separator: " "))
            }
        }
        lines.append(vars.map { String(solver.value(of: $0).bitPattern) }.joined(separator: " "))
        for v in vars { lines.append("\(v.name): \(solver.determiningConstraints(of: v).map(\.rawValue))") }
        lines.append("broken: \(solver.brokenConstraints.map { "\($0.constraint.rawValue) \($0.conflictingSet.map(\.rawValue))" })")
        lines.append("ambiguous: \(solver.ambiguousVariables().map(\.id))")
        return lines
    }

    /// Fails with the first line that differs (the whole outcome is long).
    func assertSame(_ deferred: [String], _ eager: [String], seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(deferred.count, eager.count, "seed \(seed)", file: file, line: line)
        if let k = deferred.indices.first(where: { $0 < eager.count && deferred[$0] != eager[$0] }) {
            XCTFail("seed \(seed), line \(k): \(deferred[k].prefix(300)) ≠ \(eager[k].prefix(300))", file: file, line: line)
        }
    }

    /// Views in chains, as a scene lays them out: intrinsic sizes at two priorities, chained positions,
    /// and weak stays that disagree with the chain (so that many pivots are degenerate and many long
    /// rows are left behind).
    func chainCalls(views: Int, seed: UInt64) -> [Call] {
        var g = Generator(state: seed)
        var calls: [Call] = []
        func v(_ i: Int, _ k: Int) -> Variable { Variable(id: i * 2 + k, name: "") }
        calls.append(.add(Constraint(LinearExpression(v(0, 0)) - 0, .equal)))
        calls.append(.add(Constraint(LinearExpression(v(0, 1)) - 400, .equal)))
        for i in 1..<views {
            let intrinsic = Double(20 + g.below(80))
            calls.append(.add(Constraint(LinearExpression(v(i, 1)) - intrinsic, .lessOrEqual, priority: [250, 251, 750][g.below(3)])))
            calls.append(.add(Constraint(LinearExpression(v(i, 1)) - intrinsic, .greaterOrEqual, priority: [750, 749, 1000][g.below(3)])))
        }
        for i in 1..<views {
            let previous = g.below(4) == 0 ? 0 : i - 1
            let gap = Double(g.below(3) * 8)
            calls.append(.add(Constraint(LinearExpression(v(i, 0)) - v(previous, 0) - v(previous, 1) - gap, .equal)))
            if g.below(9) == 0 {
                calls.append(.add(Constraint(LinearExpression(v(i, 0)) + v(i, 1) - v(0, 1), .lessOrEqual, priority: [1000, 999][g.below(2)])))
            }
        }
        for i in 1..<views {
            calls.append(.add(Constraint(LinearExpression(v(i, 0)) - Double(g.below(300)), .equal, priority: 0.01)))
            calls.append(.add(Constraint(LinearExpression(v(i, 1)) - Double(g.below(100)), .equal, priority: 0.01)))
        }
        return calls
    }

    func testChainsOfViewsSolveBitForBitAsWithEagerSubstitution() {
        for seed in UInt64(1)...12 {
            let views = 20 + Int(seed) * 15
            let calls = chainCalls(views: views, seed: seed)
            assertSame(outcome(calls, variables: views * 2, limits: .unlimited),
                       outcome(calls, variables: views * 2, limits: DeferredRowsTests.eager), seed: seed)
        }
    }

    /// Values read between additions: the rows an optimization left behind are brought up to date before
    /// the next addition (or a removal, or an edit) reads the tableau, and a value read on its own brings up
    /// to date only a row that a pivot with a nonzero value would change.
    func testValuesReadBetweenChangesSolveBitForBitAsWithEagerSubstitution() {
        for seed in UInt64(40)...52 {
            let views = 15 + Int(seed % 7) * 10
            var calls = chainCalls(views: views, seed: seed)
            var g = Generator(state: seed)
            for k in stride(from: calls.count - 1, to: 0, by: -(1 + g.below(9))) {
                calls.insert(.read, at: k)
                switch g.below(4) {
                case 0: calls.insert(.remove(g.below(1000)), at: k + 1)
                case 1: calls.insert(.edit(g.below(views * 2), Double(g.below(300))), at: k + 1)
                default: break
                }
            }
            assertSame(outcome(calls, variables: views * 2, limits: .unlimited),
                       outcome(calls, variables: views * 2, limits: DeferredRowsTests.eager), seed: seed)
        }
    }

    /// Random three-term constraints at several priorities, with removals and edits between, so that
    /// optimizations start from tableaus earlier ones left (and the column index is made again).
    func testRandomSystemsWithEditsAndRemovalsSolveBitForBitAsWithEagerSubstitution() {
        for seed in UInt64(100)...130 {
            var g = Generator(state: seed)
            let variables = 6 + g.below(20)
            var calls: [Call] = []
            for _ in 0..<(10 + g.below(60)) {
                switch g.below(10) {
                case 0:
                    calls.append(.remove(g.below(1000)))
                case 1:
                    calls.append(.edit(g.below(variables), Double(g.below(200)) - 50))
                default:
                    var expression = LinearExpression([], constant: Double(g.below(200)) - 100)
                    for _ in 0..<(1 + g.below(3)) {
                        expression = expression + Double(g.below(7) - 3) * LinearExpression(Variable(id: g.below(variables), name: ""))
                    }
                    let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][g.below(3)]
                    calls.append(.add(Constraint(expression, relation, priority: [1000, 1000, 999, 750, 251, 250, 1][g.below(7)])))
                }
            }
            assertSame(outcome(calls, variables: variables, limits: .unlimited),
                       outcome(calls, variables: variables, limits: DeferredRowsTests.eager), seed: seed)
        }
    }
}

extension RandomizedSolverTests.SeededGenerator {
    /// A number in 0..<n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
