/// Rows added to a large tableau that are not in the column index yet.
///
/// Indexing a row appends its basic symbol to the column list of every symbol it holds: on a chain of n
/// views the rows hold n²/2 cells between them, and those appends, each to a list of its own, were most of
/// the time of adding a large scene's constraints. A row added while the tableau has at least
/// ``SolverCore/deferringRows`` rows is only counted instead (``SolverCore/unindexedCount``, one small
/// array): a column read of a symbol that an unindexed row holds indexes every unindexed row first, so
/// the lists read are complete as before. An optimization leaves unindexed rows behind from its first
/// pivot when nothing can need them before they are brought up to date (external rows, and restricted
/// rows whose value is clearly positive; see SolverCore+DeferredRows.swift) and indexes the others: a row
/// brought up to date is indexed then, or counted again when brought up to date without the index. The
/// tableau, and every choice made from it, is the same.
extension SolverCore {
    /// Adds the row of `basic` without indexing it.
    mutating func insertUnindexedRow(_ basic: Int32, _ row: Row) {
        cells += row.symbols.count
        work += row.symbols.count
        count(row, by: 1)
        isUnindexed[Int(basic)] = true
        unindexed.append(basic)
        rowOf[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        pendingFrom[Int(basic)] = -1
    }

    /// Whether new rows may be left out of the column index (only where rows may be left behind, so
    /// that an optimization need not index them).
    var indexesLazily: Bool { limits == .unlimited && rows.count >= deferringRows }

    /// Adds `delta` to the unindexed count of each symbol of `row`.
    @inline(__always) mutating func count(_ row: Row, by delta: Int32) {
        unindexedCount.withUnsafeMutableBufferPointer { counts in
            row.symbols.withUnsafeBufferPointer { symbols in
                for symbol in symbols { counts[Int(symbol)] &+= delta }
            }
        }
    }

    /// Puts the (unindexed) row `i` into the column index.
    mutating func indexRow(_ i: Int) {
        let basic = basics[i]
        guard isUnindexed[Int(basic)] else { return }
        isUnindexed[Int(basic)] = false
        count(rows[i], by: -1)
        for symbol in rows[i].symbols { columns[Int(symbol)].append(basic) }
    }

    /// Takes the (unindexed) row `i` out of the counts without indexing it (it leaves the tableau).
    mutating func forgetUnindexedRow(_ i: Int) {
        let basic = basics[i]
        guard isUnindexed[Int(basic)] else { return }
        isUnindexed[Int(basic)] = false
        count(rows[i], by: -1)
    }

    /// Indexes every unindexed row (before a column read that may need one of them).
    mutating func indexUnindexedRows() {
        for basic in unindexed where isUnindexed[Int(basic)] {
            let r = rowOf[Int(basic)]
            if r >= 0 { indexRow(Int(r)) } else { isUnindexed[Int(basic)] = false }
        }
        unindexed.removeAll()
    }

    /// At the start of an optimization: leaves behind the unindexed rows no pivot can need before they
    /// are brought up to date, and indexes the others (all of them when the run leaves no rows behind).
    mutating func prepareUnindexedRows() {
        guard !unindexed.isEmpty else { return }
        guard defersRows else { indexUnindexedRows(); return }
        var kept: [Int32] = []
        for basic in unindexed where isUnindexed[Int(basic)] {
            let r = rowOf[Int(basic)]
            guard r >= 0 else { isUnindexed[Int(basic)] = false; continue }
            if kinds[Int(basic)] == .external || rows[Int(r)].constant > SolverCore.clearlyPositive {
                leaveBehind(basic)
                kept.append(basic)
            } else {
                indexRow(Int(r))
            }
        }
        unindexed = kept
    }

    /// Forgets every unindexed row (the column index is being made again from all rows).
    mutating func clearUnindexedRows() {
        for basic in unindexed { isUnindexed[Int(basic)] = false }
        unindexed.removeAll()
        for i in unindexedCount.indices { unindexedCount[i] = 0 }
    }
}
