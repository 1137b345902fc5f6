/// Coefficients below this magnitude are taken as zero, as in kiwi: rounding noise must not keep a symbol
/// in a row or make a pivot look possible.
@inline(__always) func nearZero(_ value: Double) -> Bool { value < 1e-8 && value > -1e-8 }

/// `constant + Σ coefficient·symbol`, the right-hand side of one tableau row (or an objective).
///
/// Cells are kept sorted by symbol id so that every scan over them, and every choice made from a scan, is
/// deterministic; lookups are binary searches and row algebra is a linear merge.
struct Row {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted, and whether it is present.
    @inline(__always) func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, rejecting rows whose sorted cells cannot hold it before searching.
    @inline(__always) func coefficient(for symbol: Int32) -> Double {
        let count = symbols.count
        guard count > 0, symbols[0] <= symbol, symbols[count - 1] >= symbol else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`; a cell that cancels out is removed.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient·other` (constant included), merging the sorted cells.
    ///
    /// The merge runs backwards inside this row's own storage (grown by `other`'s count), so a row that
    /// has the capacity is updated without allocating; cells that cancel leave a gap closed at the end.
    mutating func insert(_ other: Row, _ coefficient: Double) {
        var added: [Int32] = []
        insert(other, coefficient, added: &added, reportAdded: false)
    }

    /// ``insert(_:_:)`` that also appends to `added` every symbol that was not in this row before (for the
    /// tableau's column index).
    mutating func insert(_ other: Row, _ coefficient: Double, added: inout [Int32], reportAdded: Bool = true) {
        constant += other.constant * coefficient
        let n = symbols.count, m = other.symbols.count
        if m == 0 { return }
        if m == 1 {
            let symbol = other.symbols[0]
            if reportAdded && !position(of: symbol).found && !nearZero(other.coefficients[0] * coefficient) { added.append(symbol) }
            insert(symbol, other.coefficients[0] * coefficient)
            return
        }
        symbols.append(contentsOf: repeatElement(0, count: m))
        coefficients.append(contentsOf: repeatElement(0, count: m))
        let gap: Int = symbols.withUnsafeMutableBufferPointer { aS in
            coefficients.withUnsafeMutableBufferPointer { aC in
                other.symbols.withUnsafeBufferPointer { bS in
                    other.coefficients.withUnsafeBufferPointer { bC in
                        var i = n - 1, j = m - 1, k = n + m - 1
                        while j >= 0 {
                            if i >= 0 && aS[i] > bS[j] {
                                aS[k] = aS[i]; aC[k] = aC[i]; i -= 1; k -= 1
                            } else if i >= 0 && aS[i] == bS[j] {
                                let c = aC[i] + bC[j] * coefficient
                                if !nearZero(c) { aS[k] = aS[i]; aC[k] = c; k -= 1 }
                                i -= 1; j -= 1
                            } else {
                                let c = bC[j] * coefficient
                                if !nearZero(c) {
                                    aS[k] = bS[j]; aC[k] = c; k -= 1
                                    if reportAdded { added.append(bS[j]) }
                                }
                                j -= 1
                            }
                        }
                        // Cells 0...i never moved; the merged part is k+1..<n+m. Close the gap between.
                        let gap = k - i
                        if gap > 0 {
                            var from = k + 1, to = i + 1
                            while from < n + m { aS[to] = aS[from]; aC[to] = aC[from]; from += 1; to += 1 }
                        }
                        return gap
                    }
                }
            }
        }
        if gap > 0 {
            symbols.removeLast(gap)
            coefficients.removeLast(gap)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult mutating func remove(_ symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = row` into `symbol = row'`. Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Int32) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns `lhs = row` into `rhs = row'`. Precondition: `rhs` is in the row, `lhs` is not.
    mutating func solve(_ lhs: Int32, _ rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Whether `symbol` has a cell.
    @inline(__always) func contains(_ symbol: Int32) -> Bool {
        let count = symbols.count
        guard count > 0, symbols[0] <= symbol, symbols[count - 1] >= symbol else { return false }
        return position(of: symbol).found
    }

    /// ``substitute(_:_:)`` reporting the symbols that gained a cell.
    @inline(__always) mutating func substitute(_ symbol: Int32, _ row: Row, added: inout [Int32]) -> Bool {
        let count = symbols.count
        guard count > 0, symbols[0] <= symbol, symbols[count - 1] >= symbol else { return false }
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient, added: &added)
        return true
    }

    /// Replaces `symbol` by `row`'s right-hand side; returns whether the row contained it.
    @inline(__always) mutating func substitute(_ symbol: Int32, _ row: Row) -> Bool {
        let count = symbols.count
        guard count > 0, symbols[0] <= symbol, symbols[count - 1] >= symbol else { return false }
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
        return true
    }
}
