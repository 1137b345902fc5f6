/// Rows left behind during ``SolverCore/optimize(artificialOnly:)``.
///
/// A pivot substitutes its entering symbol's new row into every row holding that symbol, but only some
/// of those rows can matter before the run ends:
/// - rows of external symbols never take part in a ratio test (externals are unrestricted);
/// - a degenerate pivot (its leaving row's value is 0) changes no row's value, so a restricted row whose
///   value is clearly positive cannot have the smallest ratio while pivots stay degenerate: a ratio of 0
///   (or less) beats it.
///
/// Such rows are left behind: the run records its pivots (``SolverCore/pivotSymbols``,
/// ``SolverCore/pivotRows``) and brings each row up to date later, applying the pivots it lacks in their
/// order, which are the substitutions an eager run would have made, in the same order, with the same
/// rows: the tableau is the same. Restricted rows are brought up to date before any pivot whose ratio
/// test needs them, the others when they are next read (``SolverCore/settle()``): a value read needs its
/// row only if one of the pivots it lacks has a nonzero value, which a run of degenerate pivots has not. On a chain of n views every pivot holds n long
/// rows; this is what keeps such a pivot from rewriting them all.
extension SolverCore {
    /// A restricted row whose value is above this is left behind by degenerate pivots. It is far above
    /// rounding noise, and its ratio (value over a finite coefficient) cannot round to 0.
    static let clearlyPositive = 1e-15

    /// Marks the row of `basic` as lacking the pivots from the next one on (if it was up to date).
    @inline(__always) mutating func leaveBehind(_ basic: Int32) {
        guard pendingFrom[Int(basic)] < 0 else { return }
        pendingFrom[Int(basic)] = Int32(pivotSymbols.count)
        behind.append(basic)
    }

    /// Applies to row `i` the pivots it lacks, in order; with `indexing` false, without adding the
    /// symbols it gains to the column index (which is then marked incomplete).
    ///
    /// An unindexed row (SolverCore+UnindexedRows.swift) is indexed whole afterwards, or with `indexing`
    /// false counted again as unindexed.
    mutating func catchUp(_ i: Int, indexing: Bool = true) {
        let basic = basics[i]
        var k = Int(pendingFrom[Int(basic)])
        guard k >= 0 else { return }
        pendingFrom[Int(basic)] = -1
        let count = pivotSymbols.count
        guard k < count else {
            if indexing { indexRow(i) }
            return
        }
        let unindexedRow = isUnindexed[Int(basic)]
        if unindexedRow { self.count(rows[i], by: -1) }
        var row = Row()
        swap(&row, &rows[i])
        var added: [Int32] = []
        let symbols = pivotSymbols, pivots = pivotRows
        symbols.withUnsafeBufferPointer { symbols in
            pivots.withUnsafeBufferPointer { pivots in
                while k < count {
                    if row.contains(symbols[k]) {
                        added.removeAll(keepingCapacity: true)
                        substitute(into: &row, of: basic, symbols[k], pivots[k], added: &added, indexing: indexing && !unindexedRow)
                        if !indexing && !unindexedRow { columnsIncomplete = true }
                    }
                    k += 1
                }
            }
        }
        swap(&row, &rows[i])
        if unindexedRow {
            self.count(rows[i], by: 1)
            if indexing { indexRow(i) }
        }
    }

    /// Brings the restricted rows left behind up to date (before a ratio test that needs them all).
    mutating func catchUpRestricted() {
        var externals: [Int32] = []
        for basic in behind where pendingFrom[Int(basic)] >= 0 {
            if kinds[Int(basic)] == .external {
                externals.append(basic)
            } else if rowOf[Int(basic)] >= 0 {
                catchUp(Int(rowOf[Int(basic)]))
            }
        }
        behind = externals
    }

    /// Brings every row left behind up to date and forgets the run's pivots (when the run ends).
    ///
    /// Without `indexing`, the symbols the rows gain are not added to the column index as they come
    /// (the appends, to as many lists, cost more than the substitutions): the index is made again if it
    /// is read before the next optimization, which a scene laid out once never does.
    mutating func catchUpAll(indexing: Bool) {
        for basic in behind where pendingFrom[Int(basic)] >= 0 && rowOf[Int(basic)] >= 0 {
            catchUp(Int(rowOf[Int(basic)]), indexing: indexing)
        }
        for basic in behind { pendingFrom[Int(basic)] = -1 }
        behind.removeAll()
        pivotSymbols.removeAll()
        pivotRows.removeAll()
        lastMovingPivot = -1
    }

    /// Brings the rows the last optimization left behind up to date, before anything but a value is
    /// read or anything is changed.
    mutating func settle() {
        if !behind.isEmpty || !pivotSymbols.isEmpty { catchUpAll(indexing: false) }
    }

    /// The leaving row for `entering` when the ratio test can be decided without the rows left behind:
    /// a row of value 0 with the smallest ratio (0) among the up-to-date restricted rows whose value is at
    /// most ``clearlyPositive`` (any other row's ratio is positive). Then those rows, checked, are kept for the
    /// pivot's substitution, and the rows that are not looked at are left behind. Nil when the test
    /// needs every row.
    mutating func degenerateLeavingRow(for entering: Int32) -> Int32? {
        let list = startColumnRead(entering)
        guard !list.isEmpty else { return nil }
        var kept: [Int32] = [], holders: [Int32] = []
        kept.reserveCapacity(list.count)
        var best = Double.infinity
        var found: Int32 = -1
        for basic in list where visited[Int(basic)] != readNumber {
            visited[Int(basic)] = readNumber
            let r = Int(rowOf[Int(basic)])
            guard r >= 0 else { continue }
            if pendingFrom[Int(basic)] >= 0 {
                kept.append(basic)
                continue
            }
            if kinds[Int(basic)] == .external || rows[r].constant > SolverCore.clearlyPositive {
                leaveBehind(basic)
                kept.append(basic)
                continue
            }
            let c = rows[r].coefficient(for: entering)
            guard c != 0 else { continue }
            kept.append(basic)
            holders.append(basic)
            if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < best || (ratio == best && basic < found) { best = ratio; found = basic }
            }
        }
        columns[Int(entering)] = kept
        // Only an exactly degenerate pivot (a new row of value 0) leaves every value as it is; a negative
        // ratio (a row a rounding left slightly negative) changes them, and the rows left behind with it.
        guard found >= 0, best == 0, rows[Int(rowOf[Int(found)])].constant == 0 else { return nil }
        checkedSymbol = entering
        checkedHolders = holders
        return found
    }
}
