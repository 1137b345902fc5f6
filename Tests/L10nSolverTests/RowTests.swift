import XCTest
@testable import L10nSolver

/// Row algebra: the two ways of adding a multiple of one row to another (the whole-row merge, and the
/// cell-by-cell splice used when a short row goes into a long one) give the same cells, bit for bit.
final class RowTests: XCTestCase {
    /// The reference: one cell at a time, through the single-cell insert.
    func cellByCell(_ row: Row, _ other: Row, _ coefficient: Double) -> Row {
        var result = row
        result.constant += other.constant * coefficient
        for k in other.symbols.indices { result.insert(other.symbols[k], other.coefficients[k] * coefficient) }
        return result
    }

    func testShortRowsAddedToLongRowsMatchTheCellByCellSums() {
        var generator = RandomizedSolverTests.SeededGenerator(state: 17)
        for round in 0..<400 {
            var long = Row(constant: Double(round))
            let length = Int.random(in: 40...200, using: &generator)
            for symbol in Set((0..<length).map { _ in Int32.random(in: 0..<400, using: &generator) }).sorted() {
                long.insert(symbol, Double(Int.random(in: -9...9, using: &generator) | 1) / 4)
            }
            var short = Row(constant: 1.5)
            let count = Int.random(in: 1...Row.spliceLimit, using: &generator)
            for _ in 0..<count {
                // Half the cells hit a symbol the long row holds, so sums and cancellations happen.
                let symbol = Bool.random(using: &generator) && !long.symbols.isEmpty
                    ? long.symbols.randomElement(using: &generator)! : Int32.random(in: 0..<400, using: &generator)
                short.insert(symbol, Double(Int.random(in: -9...9, using: &generator) | 1) / 4)
            }
            let coefficient = [1.0, -1.0, 0.5, -4][round % 4]
            let expected = cellByCell(long, short, coefficient)
            var merged = long
            var added: [Int32] = []
            merged.insert(short, coefficient, added: &added)
            XCTAssertEqual(merged.symbols, expected.symbols, "round \(round)")
            XCTAssertEqual(merged.coefficients.map(\.bitPattern), expected.coefficients.map(\.bitPattern), "round \(round)")
            XCTAssertEqual(merged.constant.bitPattern, expected.constant.bitPattern)
            // The symbols reported as new are exactly the ones the row did not hold, highest id first.
            let new = expected.symbols.filter { !long.contains($0) }
            XCTAssertEqual(added, new.reversed(), "round \(round)")
        }
    }

    /// A row whose symbols all have cells in the row it goes into (a weak stay's row into the objective)
    /// is added in place: the same cells as one at a time, cancellations included; with one symbol more it
    /// takes the merge, with the same result.
    func testRowsWhoseSymbolsAreAllPresentAddAsTheCellByCellSums() {
        var generator = RandomizedSolverTests.SeededGenerator(state: 29)
        for round in 0..<400 {
            var long = Row(constant: Double(round))
            for symbol in Set((0..<Int.random(in: 20...300, using: &generator)).map { _ in Int32.random(in: 0..<600, using: &generator) }).sorted() {
                long.insert(symbol, Double(Int.random(in: -9...9, using: &generator) | 1) / 4)
            }
            var other = Row(constant: -2.5)
            for symbol in long.symbols where Int.random(in: 0..<3, using: &generator) > 0 {
                // A quarter of them cancel the cell they hit.
                let cancel = Int.random(in: 0..<4, using: &generator) == 0
                other.insert(symbol, cancel ? -long.coefficient(for: symbol) : Double(Int.random(in: -9...9, using: &generator) | 1) / 8)
            }
            if round % 3 == 0 { other.insert(600 + Int32(round), 1) }   // one symbol the long row lacks
            let coefficient = [1.0, -1.0, 0.5, -4][round % 4]
            let expected = cellByCell(long, other, coefficient)
            var merged = long
            var added: [Int32] = []
            merged.insert(other, coefficient, added: &added)
            XCTAssertEqual(merged.symbols, expected.symbols, "round \(round)")
            XCTAssertEqual(merged.coefficients.map(\.bitPattern), expected.coefficients.map(\.bitPattern), "round \(round)")
            XCTAssertEqual(merged.constant.bitPattern, expected.constant.bitPattern)
            XCTAssertEqual(added, expected.symbols.filter { !long.contains($0) }.reversed(), "round \(round)")
        }
    }

    func testAShortRowThatCancelsEveryCellItHitsLeavesTheRestUntouched() {
        var long = Row()
        for symbol in Int32(0)..<100 { long.insert(symbol, 1) }
        var short = Row()
        for symbol: Int32 in [3, 50, 99] { short.insert(symbol, 1) }
        var added: [Int32] = []
        long.insert(short, -1, added: &added)
        XCTAssertEqual(long.symbols.count, 97)
        XCTAssertFalse(long.contains(3) || long.contains(50) || long.contains(99))
        XCTAssertTrue(added.isEmpty)
    }

    /// The tableau's bound on each row's dummy cells never undercounts, so no row that needs its dummies
    /// capped is skipped: a chain of required equalities crossed by optional ones, then pivoted.
    func testEveryRowsDummyBoundIsAtLeastItsDummyCount() {
        let solver = Solver()
        let x = (0...300).map { solver.makeVariable("x\($0)") }
        solver.add(Constraint(LinearExpression(x[0]), .equal))
        for i in 1...300 {
            solver.add(Constraint(x[i] - x[i - 1] - 8, i % 7 == 0 ? .greaterOrEqual : .equal))
            if i % 5 == 0 { solver.add(Constraint(x[i] - x[i / 2] - 3 * Double(i), .equal, priority: 250)) }
        }
        _ = solver.value(of: x[300])
        for row in solver.core.rows where row.dummyBound != .max {
            let dummies = row.symbols.filter { solver.core.kinds[Int($0)] == .dummy }.count
            XCTAssertGreaterThanOrEqual(Int(row.dummyBound), dummies)
        }
        XCTAssertTrue(solver.core.dummiesTruncated)
    }
}
