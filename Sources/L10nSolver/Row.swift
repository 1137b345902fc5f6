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
    /// An upper bound on the number of dummy cells, kept by the tableau so that it scans a long row for
    /// dummies (``SolverCore/capDummies(_:kinds:)``) only when the row may hold too many; `Int32.max` when
    /// unknown. The row's own mutations that can add cells make it unknown, except the reporting merge
    /// (``insert(_:_:added:reportAdded:)``), whose caller adds the dummies it reports.
    var dummyBound = Int32.max

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted, and whether it is present.
    @inline(__always) func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        if high > Row.interpolationThreshold { (low, high) = bracket(symbol) }
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// Rows longer than this are searched from a first guess at the symbol's place.
    static let interpolationThreshold = 64

    /// A range of positions that holds `symbol`'s position, narrowed from where it would be if the ids
    /// were spread evenly between the row's first and last (a chain's rows nearly are): a probe there,
    /// then steps doubling away from it. A long row is far larger than the cache, and a binary search
    /// from its middle reads a dozen cold lines where this reads one or two.
    @inline(__always) func bracket(_ symbol: Int32) -> (Int, Int) {
        let count = symbols.count
        let first = Int(symbols[0]), last = Int(symbols[count - 1]), target = Int(symbol)
        guard target > first else { return (0, target == first ? 1 : 0) }
        guard target < last else { return target == last ? (count - 1, count) : (count, count) }
        let guess = (count - 1) * (target - first) / (last - first)
        if Int(symbols[guess]) < target {
            var low = guess + 1, step = 1
            while low + step < count && Int(symbols[low + step - 1]) < target { low += step; step <<= 1 }
            return (low, min(count, low + step))
        }
        var high = guess + 1, step = 1
        while high - step > 0 && Int(symbols[high - step - 1]) >= target { high -= step; step <<= 1 }
        return (max(0, high - step), high)
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
        dummyBound = .max
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
        dummyBound = .max
    }

    /// ``insert(_:_:)`` that also appends to `added` every symbol that was not in this row before (for the
    /// tableau's column index).
    mutating func insert(_ other: Row, _ coefficient: Double, added: inout [Int32], reportAdded: Bool = true) {
        constant += other.constant * coefficient
        let n = symbols.count, m = other.symbols.count
        if m == 0 { return }
        if m <= Row.spliceLimit && n > 4 * Row.spliceLimit {
            splice(other, coefficient, added: &added, reportAdded: reportAdded)
            return
        }
        if m == 1 {
            let bound = dummyBound
            let symbol = other.symbols[0]
            if reportAdded && !position(of: symbol).found && !nearZero(other.coefficients[0] * coefficient) { added.append(symbol) }
            insert(symbol, other.coefficients[0] * coefficient)
            if reportAdded { dummyBound = bound }
            return
        }
        if m <= n && addInPlace(other, coefficient) { return }
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

    /// ``insert(_:_:added:reportAdded:)`` when every symbol of `other` already has a cell here: the sums of
    /// the merge, cell for cell, written in place, and cells that cancel removed in one pass; the rest of
    /// the row is not moved. Each symbol is found by steps doubling from the last one found, so a short or
    /// sparse `other` does not cost a pass over a long row (a scene's objective takes in every weak stay's
    /// row). False, with nothing changed, when a symbol of `other` has no cell.
    private mutating func addInPlace(_ other: Row, _ coefficient: Double) -> Bool {
        let n = symbols.count, m = other.symbols.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { positions -> Bool in
            let allFound: Bool = symbols.withUnsafeBufferPointer { aS in
                other.symbols.withUnsafeBufferPointer { bS in
                    var next = 0
                    for j in 0..<m {
                        let target = bS[j]
                        var low = next, high = next, step = 1
                        while high < n && aS[high] < target { low = high + 1; high += step; step <<= 1 }
                        if high > n { high = n }
                        while low < high {
                            let mid = (low + high) >> 1
                            if aS[mid] < target { low = mid + 1 } else { high = mid }
                        }
                        guard low < n && aS[low] == target else { return false }
                        positions[j] = low
                        next = low + 1
                    }
                    return true
                }
            }
            guard allFound else { return false }
            var firstCancelled = -1
            symbols.withUnsafeMutableBufferPointer { aS in
                coefficients.withUnsafeMutableBufferPointer { aC in
                    other.coefficients.withUnsafeBufferPointer { bC in
                        for j in 0..<m {
                            let k = positions[j]
                            let c = aC[k] + bC[j] * coefficient
                            if nearZero(c) {
                                aS[k] = -1   // symbol ids are never negative: marks the cell for removal
                                if firstCancelled < 0 { firstCancelled = k }
                            } else {
                                aC[k] = c
                            }
                        }
                    }
                }
            }
            if firstCancelled >= 0 {
                var to = firstCancelled
                symbols.withUnsafeMutableBufferPointer { aS in
                    coefficients.withUnsafeMutableBufferPointer { aC in
                        for from in firstCancelled..<n where aS[from] >= 0 {
                            aS[to] = aS[from]; aC[to] = aC[from]; to += 1
                        }
                    }
                }
                symbols.removeLast(n - to)
                coefficients.removeLast(n - to)
            }
            return true
        }
    }

    /// Rows of at most this many cells merge into a much longer row cell by cell (a binary search and a
    /// block move each), instead of by a pass over the whole row: a pivot on a long chain adds a few cells
    /// to many long rows.
    static let spliceLimit = 8

    /// ``insert(_:_:added:reportAdded:)`` for a short `other`: the same sums in the same cells, so the same
    /// result, with the long row's tail moved by `memmove` rather than cell by cell. Symbols are added
    /// (and reported) from the highest id down, as the merge does.
    private mutating func splice(_ other: Row, _ coefficient: Double, added: inout [Int32], reportAdded: Bool) {
        var j = other.symbols.count - 1
        var high = symbols.count
        while j >= 0 {
            let symbol = other.symbols[j]
            let product = other.coefficients[j] * coefficient
            var low = 0, top = high
            while low < top {
                let mid = (low + top) >> 1
                if symbols[mid] < symbol { low = mid + 1 } else { top = mid }
            }
            if low < symbols.count && symbols[low] == symbol {
                let sum = coefficients[low] + product
                if nearZero(sum) {
                    symbols.remove(at: low)
                    coefficients.remove(at: low)
                } else {
                    coefficients[low] = sum
                }
            } else if !nearZero(product) {
                symbols.insert(symbol, at: low)
                coefficients.insert(product, at: low)
                if reportAdded { added.append(symbol) }
            }
            high = low
            j -= 1
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
        if row.symbols.count <= Row.spliceLimit && count > 4 * Row.spliceLimit {
            rewriteWindow(removing: index, adding: row, coefficient, added: &added)
            return true
        }
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient, added: &added)
        return true
    }

    /// Removes the cell at `index` and adds `coefficient·other` (a short row) by rewriting only the cells
    /// between the lowest and highest position they touch, then moving the rest of the row once, and not
    /// at all when as many cells appear as go: a pivot on a chain replaces a few cells of every long row
    /// by as many neighbouring ones. The sums are those of ``insert(_:_:added:reportAdded:)``, cell for
    /// cell, so the row is the same; new symbols are reported from the highest id down, as it does.
    private mutating func rewriteWindow(removing index: Int, adding other: Row, _ coefficient: Double, added: inout [Int32]) {
        constant += other.constant * coefficient
        let m = other.symbols.count
        guard m > 0 else {
            symbols.remove(at: index)
            coefficients.remove(at: index)
            return
        }
        // The window: from the first cell not below other's lowest symbol (or the removed cell) to the
        // first cell above other's highest symbol (or past the removed cell).
        var low = index, high = index + 1
        let first = other.symbols[0], last = other.symbols[m - 1]
        if first < symbols[index] { low = lowerBound(first, below: index) }
        if last > symbols[index] { high = upperBound(last, from: index + 1) }
        let width = high - low
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: width + m) { newSymbols in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: width + m) { newCoefficients in
                var count = 0, i = low, j = 0
                let reported = added.count
                while i < high || j < m {
                    if i == index { i += 1; continue }
                    if j >= m || (i < high && symbols[i] < other.symbols[j]) {
                        newSymbols[count] = symbols[i]; newCoefficients[count] = coefficients[i]; count += 1; i += 1
                    } else if i < high && symbols[i] == other.symbols[j] {
                        let sum = coefficients[i] + other.coefficients[j] * coefficient
                        if !nearZero(sum) { newSymbols[count] = symbols[i]; newCoefficients[count] = sum; count += 1 }
                        i += 1; j += 1
                    } else {
                        let product = other.coefficients[j] * coefficient
                        if !nearZero(product) {
                            newSymbols[count] = other.symbols[j]; newCoefficients[count] = product; count += 1
                            added.append(other.symbols[j])
                        }
                        j += 1
                    }
                }
                added[reported...].reverse()
                if count == width {
                    for k in 0..<count { symbols[low + k] = newSymbols[k]; coefficients[low + k] = newCoefficients[k] }
                } else {
                    symbols.replaceSubrange(low..<high, with: UnsafeBufferPointer(rebasing: newSymbols[0..<count]))
                    coefficients.replaceSubrange(low..<high, with: UnsafeBufferPointer(rebasing: newCoefficients[0..<count]))
                }
            }
        }
    }

    /// The first position below `end` whose symbol is not below `symbol` (searched from `end` down: the
    /// cells a substitution touches are usually near the one it replaces).
    @inline(__always) private func lowerBound(_ symbol: Int32, below end: Int) -> Int {
        var high = end, step = 1
        while high - step > 0 && symbols[high - step - 1] >= symbol { high -= step; step <<= 1 }
        var low = max(0, high - step)
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first position from `start` whose symbol is above `symbol` (searched from `start` up).
    @inline(__always) private func upperBound(_ symbol: Int32, from start: Int) -> Int {
        let count = symbols.count
        var low = start, step = 1
        while low + step < count && symbols[low + step - 1] <= symbol { low += step; step <<= 1 }
        var high = min(count, low + step)
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] <= symbol { low = mid + 1 } else { high = mid }
        }
        return low
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
