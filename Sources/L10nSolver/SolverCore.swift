/// The whole state of a ``Solver`` and its algorithms, as a value: the class holds one and calls
/// into it once per operation, so the inner loops touch plain struct storage (no per-access exclusivity
/// checks on class properties).
struct SolverCore {
    enum Kind: UInt8 { case external, slack, error, dummy }

    struct Record {
        var constraint: Constraint
        /// The slack, error+ or dummy symbol that identifies the constraint in the tableau.
        var marker: Int32
        /// The error- symbol of an optional equality, or the error of an optional inequality; -1 if none.
        var other: Int32
        /// Objective level of the errors, or -1 for required.
        var priority: Double
        var isBroken: Bool
        var isEdit: Bool
    }

    struct Edit {
        var constraint: Int
        var marker: Int32
        var other: Int32
        var constant: Double
    }

    // Symbols, indexed by symbol id.
    var kinds: [Kind] = []
    var owners: [Int32] = []        // constraint index, or -1
    var rowOf: [Int32] = []         // index into `rows`, or -1 when nonbasic
    /// The column index: for each symbol, the basic symbols whose rows hold it, so that a pivot touches
    /// only the rows it changes (a layout's tableau is sparse; scanning every row per pivot made large
    /// scenes quadratic). Entries go stale when a cell cancels or a row leaves the tableau; they are
    /// checked and compacted when the list is read (``rowsHolding(_:)``).
    var columns: [[Int32]] = []
    /// Whether some rows hold symbols ``columns`` does not list them under (rows brought up to date when
    /// an optimization ended, see ``catchUpAll(indexing:)``); the index is made again when next read.
    var columnsIncomplete = false
    /// Rows left out of ``columns`` so far (see SolverCore+UnindexedRows.swift): their basic symbols
    /// (some may have been indexed since), whether each symbol's row is one, and for each symbol how
    /// many such rows hold it.
    var unindexed: [Int32] = []
    var isUnindexed: [Bool] = []
    var unindexedCount: [Int32] = []
    /// The read of ``columns`` that last saw each basic symbol, to drop repeated entries.
    var visited: [UInt32] = []
    var readNumber: UInt32 = 0

    // Rows, dense; `basics[i]` is row i's basic symbol.
    var rows: [Row] = []
    var basics: [Int32] = []

    // Objective levels, highest priority first.
    var levels: [Double] = []
    var objectives: [Row] = []
    /// Symbols whose objective coefficients changed since the entering candidates were last brought up
    /// to date; only these can have become (or stopped being) candidates.
    var touched: [Int32] = []
    var isTouched: [Bool] = []
    /// Symbols that can enter the basis, by (level, id): the choice of ``enteringSymbol(bland:)`` without
    /// scanning every objective on every pivot. Entries are checked when taken.
    var candidates = CandidateHeap()
    var artificial: Row?
    var infeasible: [Int32] = []

    var variableNames: [String] = []
    var variableSymbols: [Int32] = []
    var records: [Record?] = []
    var edits: [Edit?] = []
    var broken: [BrokenConstraint] = []

    /// The pivots of the current ``optimize()`` run, the entering symbols and their rows as they were
    /// put in, for the rows left behind (see SolverCore+DeferredRows.swift).
    var pivotSymbols: [Int32] = []
    var pivotRows: [Row] = []
    /// Whether the current ``optimize()`` run may leave rows behind.
    ///
    /// Only tableaus of at least ``deferringRows`` rows do: the same tableau results either way.
    var defersRows = false
    /// For each basic symbol, -1 when its row is up to date, else the first of the run's pivots it lacks.
    var pendingFrom: [Int32] = []
    /// The last pivot of the run whose new row has a value other than 0 (-1: none). A row that lacks
    /// only later pivots already has its final value: each would add its (finite) coefficient times 0.
    var lastMovingPivot: Int32 = -1
    /// The basic symbols whose rows were left behind (some may have been brought up to date since).
    var behind: [Int32] = []
    /// The rows ``leavingRow(for:)`` just found holding `checkedSymbol` (-1: none), for the substitution
    /// of the pivot that follows.
    var checkedSymbol: Int32 = -1
    var checkedHolders: [Int32] = []

    /// Whether constraints were added since the objective was last optimized (see ``ensureOptimal()``).
    var needsOptimization = false

    /// The rows from which an optimization leaves rows behind (SolverCore+DeferredRows.swift): a scene
    /// of about 50 views and more. Tests lower it to leave rows behind in small systems.
    var deferringRows = 512

    /// Dummy cells (the markers of required equalities) a row keeps at most. Dummies never enter or leave
    /// the basis, so dropping the rest changes no value; it only shortens the list of constraints named
    /// in a conflict, and makes removing a required equality rebuild the tableau. Without the limit a
    /// chain of n equalities holds n²/2 dummy cells (2.8 GB for 20,000).
    static let dummyLimit = 32
    /// Whether some row lost dummy cells to ``dummyLimit``.
    var dummiesTruncated = false

    /// What the solver may do (see ``SolverLimits``), what it has done, and whether it gave up.
    var limits = SolverLimits.unlimited
    /// Cell updates so far: each substitution counts the cells of the row it changes and of the row put
    /// in, each pivot the cells of its row.
    var work = 0
    /// Cells in the tableau's rows (cells dropped outside substitutions are not subtracted, so this may
    /// overcount slightly, never undercount).
    var cells = 0
    var exceededLimits = false

    /// Whether a limit has been passed; once true, the algorithms stop where they are.
    @inline(__always) mutating func overLimits() -> Bool {
        if !exceededLimits && (work > limits.work || cells > limits.cells) { exceededLimits = true }
        return exceededLimits
    }

    init() {}

    // MARK: Variables

    /// Makes a new variable; its value is 0 until constraints say otherwise.
    mutating func makeVariable(_ name: String) -> Variable {
        let variable = Variable(id: variableNames.count, name: name)
        variableNames.append(name)
        variableSymbols.append(newSymbol(.external, owner: -1))
        edits.append(nil)
        return variable
    }

    /// The variables made so far, in id order.
    var variables: [Variable] {
        variableNames.indices.map { Variable(id: $0, name: variableNames[$0]) }
    }

    /// The solved value (0 for a variable no constraint involves). A row left behind by the last
    /// optimization is brought up to date only when a pivot it lacks could change its value.
    mutating func value(of variable: Variable) -> Double {
        let symbol = variableSymbols[variable.id]
        let row = rowOf[Int(symbol)]
        guard row >= 0 else { return 0 }
        let from = pendingFrom[Int(symbol)]
        if from >= 0 && from <= lastMovingPivot { catchUp(Int(row), indexing: false) }
        let value = rows[Int(row)].constant
        return value == 0 ? 0 : value   // no -0 in output
    }

    mutating func newSymbol(_ kind: Kind, owner: Int32) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        rowOf.append(-1)
        columns.append([])
        visited.append(0)
        isTouched.append(false)
        pendingFrom.append(-1)
        isUnindexed.append(false)
        unindexedCount.append(0)
        return id
    }

    // MARK: Constraints

    /// The required constraints left out because they conflicted, in the order they were added.
    var brokenConstraints: [BrokenConstraint] { broken }

    /// Installs `constraint` and re-solves.
    ///
    /// A required constraint that cannot hold together with those installed is not installed: it is
    /// recorded in ``brokenConstraints`` (with the required constraints it conflicts with) and the
    /// solution stays that of the installed ones.
    @discardableResult mutating func add(_ constraint: Constraint) -> ConstraintID {
        let id = addRecord(constraint, isEdit: false)
        needsOptimization = true
        return ConstraintID(rawValue: id)
    }

    mutating func addRecord(_ constraint: Constraint, isEdit: Bool) -> Int {
        settle()
        var constraint = constraint
        if overLimits() {
            // Given up: keep the id sequence, install nothing.
            records.append(nil)
            return records.count - 1
        }
        // NaN would make the level order meaningless; read it as the weakest wish rather than trap.
        if constraint.priority.isNaN { constraint.priority = .leastNonzeroMagnitude }
        let index = records.count
        let required = constraint.isRequired
        records.append(Record(constraint: constraint, marker: -1, other: -1,
                              priority: required ? -1 : constraint.priority, isBroken: false, isEdit: isEdit))
        let owner = Int32(index)

        var row = Row(constant: constant(of: constraint.expression))
        for term in mergedTerms(constraint.expression) {
            let symbol = variableSymbols[term.variable.id]
            let r = rowOf[Int(symbol)]
            if r >= 0 { row.insert(rows[Int(r)], term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var marker: Int32 = -1, other: Int32 = -1
        let level = required ? -1 : levelIndex(constraint.priority)
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: owner)
            row.insert(marker, sign)
            if !required {
                other = newSymbol(.error, owner: owner)
                row.insert(other, -sign)
                objectiveInsert(level, other, 1)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: owner)
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error, owner: owner)
                other = newSymbol(.error, owner: owner)
                row.insert(marker, -1)
                row.insert(other, 1)
                objectiveInsert(level, marker, 1)
                objectiveInsert(level, other, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        records[index]!.marker = marker
        records[index]!.other = other

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && allDummies(row) {
            if !nearZero(row.constant) {
                let involved = row.symbols.map { owners[Int($0)] }
                markBroken(index, involved: involved)
                return index
            }
            subject = marker
        }
        if subject < 0 {
            if !addWithArtificialVariable(row, constraint: index) {
                return index
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            capDummies(&row)
            if indexesLazily { insertUnindexedRow(subject, row) } else { insertRow(subject, row) }
        }
        return index
    }

    func constant(of expression: LinearExpression) -> Double { expression.constant }

    /// Terms with repeated variables summed, zero coefficients dropped.
    func mergedTerms(_ expression: LinearExpression) -> [Term] {
        let terms = expression.terms
        if terms.count <= 1 { return terms.filter { !nearZero($0.coefficient) } }
        var seen = false
        outer: for i in terms.indices {
            for j in terms.indices where j > i && terms[j].variable.id == terms[i].variable.id { seen = true; break outer }
        }
        if !seen { return terms.filter { !nearZero($0.coefficient) } }
        var result: [Term] = []
        for term in terms {
            if let k = result.firstIndex(where: { $0.variable.id == term.variable.id }) {
                result[k].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        return result.filter { !nearZero($0.coefficient) }
    }

    mutating func markBroken(_ index: Int, involved: [Int32]) {
        records[index]!.isBroken = true
        var set: [Int] = [index]
        for owner in involved where owner >= 0 {
            let o = Int(owner)
            if let record = records[o], record.priority < 0, !record.isBroken, !set.contains(o) { set.append(o) }
        }
        set.sort()
        broken.append(BrokenConstraint(constraint: ConstraintID(rawValue: index), tag: records[index]!.constraint.tag,
                                       conflictingSet: set.map { ConstraintID(rawValue: $0) }))
    }

    /// The objective row for `priority`, made when first seen.
    mutating func levelIndex(_ priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid] > priority { low = mid + 1 } else if levels[mid] < priority { high = mid } else { return mid }
        }
        levels.insert(priority, at: low)
        objectives.insert(Row(), at: low)
        // Every level below moved: the candidates' levels are out of date.
        candidates.removeAll()
        for objective in objectives { for symbol in objective.symbols { touch(symbol) } }
        return low
    }

    /// Removes a constraint added by ``add(_:)`` and re-solves. Removing a broken constraint only drops it
    /// from ``brokenConstraints``; unknown or already removed ids are ignored.
    mutating func remove(_ id: ConstraintID) {
        guard id.rawValue >= 0, id.rawValue < records.count, let record = records[id.rawValue], !record.isEdit else { return }
        settle()
        if dummiesTruncated, !record.isBroken, record.marker >= 0, kinds[Int(record.marker)] == .dummy {
            // Its marker may be missing from rows that depend on it: build the tableau again without it.
            rebuild(removing: id.rawValue)
            return
        }
        removeRecord(id.rawValue)
        optimize()
    }

    mutating func removeRecord(_ index: Int) {
        guard let record = records[index] else { return }
        records[index] = nil
        if record.isBroken {
            broken.removeAll { $0.constraint.rawValue == index }
            return
        }
        if record.priority >= 0 {
            let level = levelIndex(record.priority)
            for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
                let r = rowOf[Int(symbol)]
                if r >= 0 { objectiveInsert(level, rows[Int(r)], -1) } else { objectiveInsert(level, symbol, -1) }
            }
        }
        let marker = record.marker
        if rowOf[Int(marker)] >= 0 {
            removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = removeRow(leaving)
            row.solve(leaving, marker)
            substitute(marker, row)
        }
        // The constraint's second symbol is now absent from every row in exact arithmetic; clear noise.
        if record.other >= 0 { purge(record.other) }
    }

    /// Drops `symbol` from the tableau: its row if basic, its cells otherwise.
    mutating func purge(_ symbol: Int32) {
        if rowOf[Int(symbol)] >= 0 { removeRow(symbol) }
        for basic in rowsHolding(symbol) { rows[Int(rowOf[Int(basic)])].remove(symbol) }
        columns[Int(symbol)] = []
        for i in objectives.indices where objectives[i].remove(symbol) != 0 { touch(symbol) }
    }

    /// Builds the tableau again from the constraints still installed, in their order, without the one
    /// at `index` (removing a required equality whose marker some rows no longer hold). Ids, broken
    /// constraints and edit variables with their suggested values are kept.
    mutating func rebuild(removing index: Int) {
        var fresh = SolverCore()
        fresh.limits = limits
        fresh.deferringRows = deferringRows
        fresh.work = work
        for name in variableNames { _ = fresh.makeVariable(name) }
        var editsByConstraint: [Int: (variable: Int, constant: Double)] = [:]
        for (variable, edit) in edits.enumerated() { if let edit { editsByConstraint[edit.constraint] = (variable, edit.constant) } }
        for i in records.indices {
            guard i != index, let record = records[i], !record.isBroken else {
                var placeholder = i == index ? nil : records[i]
                placeholder?.marker = -1
                placeholder?.other = -1
                fresh.records.append(placeholder)
                continue
            }
            let added = fresh.addRecord(record.constraint, isEdit: record.isEdit)
            if let edit = editsByConstraint[i], let made = fresh.records[added] {
                fresh.edits[edit.variable] = Edit(constraint: added, marker: made.marker, other: made.other, constant: 0)
            }
        }
        fresh.broken = broken.filter { $0.constraint.rawValue != index }
        fresh.optimize()
        for (variable, edit) in edits.enumerated() where edit != nil && edit!.constant != 0 {
            fresh.suggestValue(Variable(id: variable, name: variableNames[variable]), edit!.constant)
        }
        self = fresh
    }

    // MARK: Edit variables

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then asks for a value at `priority` (capped just
    /// below required). Adding it twice keeps the first.
    mutating func addEditVariable(_ variable: Variable, priority: Double) {
        guard edits[variable.id] == nil else { return }
        let capped = min(priority, Constraint.required.nextDown)
        let index = addRecord(Constraint(LinearExpression(variable), .equal, priority: capped, tag: nil), isEdit: true)
        guard let record = records[index] else { return }   // past the limits: nothing is installed
        edits[variable.id] = Edit(constraint: index, marker: record.marker, other: record.other, constant: 0)
        optimize()
    }

    /// Stops editing `variable`; ignored if it is not an edit variable.
    mutating func removeEditVariable(_ variable: Variable) {
        guard let edit = edits[variable.id] else { return }
        settle()
        edits[variable.id] = nil
        removeRecord(edit.constraint)
        optimize()
    }

    /// Whether ``addEditVariable(_:priority:)`` was called for `variable`.
    func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Asks for `variable == value` at its edit priority and re-solves with the dual simplex, which only
    /// touches the rows the change makes infeasible. A variable that is not editable is made editable at
    /// priority 999 first.
    mutating func suggestValue(_ variable: Variable, _ value: Double) {
        ensureOptimal()
        if edits[variable.id] == nil { addEditVariable(variable, priority: 999) }
        guard var edit = edits[variable.id] else { return }   // past the limits
        settle()
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        // The edit row is `v - c - e+ + e- = 0`: moving c by delta moves e+ - e- by -delta.
        if rowOf[Int(edit.marker)] >= 0 {
            let r = Int(rowOf[Int(edit.marker)])
            if rows[r].add(-delta) < 0 { infeasible.append(edit.marker) }
        } else if rowOf[Int(edit.other)] >= 0 {
            let r = Int(rowOf[Int(edit.other)])
            if rows[r].add(delta) < 0 { infeasible.append(edit.other) }
        } else {
            for i in rowIndices(holding: edit.marker) {
                let c = rows[i].coefficient(for: edit.marker)
                if c != 0 && rows[i].add(delta * c) < 0 && kinds[Int(basics[i])] != .external {
                    infeasible.append(basics[i])
                }
            }
        }
        dualOptimize()
    }

    // MARK: Tableau algebra

    mutating func insertRow(_ basic: Int32, _ row: Row) {
        cells += row.symbols.count
        work += row.symbols.count
        for symbol in row.symbols { columns[Int(symbol)].append(basic) }
        rowOf[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        pendingFrom[Int(basic)] = -1
    }

    @discardableResult mutating func removeRow(_ basic: Int32) -> Row {
        if pendingFrom[Int(basic)] >= 0 { catchUp(Int(rowOf[Int(basic)]), indexing: !isUnindexed[Int(basic)]) }
        let index = Int(rowOf[Int(basic)])
        forgetUnindexedRow(index)
        rowOf[Int(basic)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOf[Int(basics[index])] = Int32(index)
        }
        basics.removeLast()
        cells -= rows[last].symbols.count
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that become infeasible.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        let holders: [Int]
        if symbol == checkedSymbol {
            holders = checkedHolders.compactMap { rowOf[Int($0)] >= 0 ? Int(rowOf[Int($0)]) : nil }.sorted()
        } else {
            holders = rowIndices(holding: symbol)
        }
        checkedSymbol = -1
        checkedHolders = []
        if !holders.isEmpty {
            var added: [Int32] = []
            for i in holders {
                added.removeAll(keepingCapacity: true)
                substituteRow(i, symbol, row, added: &added)
            }
        }
        for i in objectives.indices where objectives[i].substitute(symbol, row) {
            touch(symbol)
            for gained in row.symbols { touch(gained) }
        }
        if artificial != nil { _ = artificial!.substitute(symbol, row) }
    }

    /// Substitutes `row` for `symbol` in row `i` (if it holds it), keeping the column index, the dummy
    /// cap and the counters, and noting a restricted row that became infeasible.
    @inline(__always) mutating func substituteRow(_ i: Int, _ symbol: Int32, _ row: Row, added: inout [Int32]) {
        let before = rows[i].symbols.count
        guard rows[i].substitute(symbol, row, added: &added) else { return }
        work += before + row.symbols.count
        let basic = basics[i]
        for gained in added { columns[Int(gained)].append(basic) }
        if rows[i].dummyBound != .max {
            for gained in added where kinds[Int(gained)] == .dummy { rows[i].dummyBound += 1 }
        }
        if rows[i].symbols.count > SolverCore.dummyLimit, rows[i].dummyBound > SolverCore.dummyLimit,
            SolverCore.capDummies(&rows[i], kinds: kinds) { dummiesTruncated = true }
        cells += rows[i].symbols.count - before
        if rows[i].constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
    }

    /// ``substituteRow(_:_:_:added:)`` on the row of `basic` taken out of the tableau (so that a row
    /// brought up to date by many pivots is not looked up, and checked for sharing, at each). The same
    /// steps; ``substituteRow(_:_:_:added:)`` keeps its own copy, in place, for the many small rows of
    /// ordinary scenes.
    /// With `indexing` false the symbols gained are not added to the column index, which the caller
    /// marks incomplete.
    @inline(__always) mutating func substitute(into target: inout Row, of basic: Int32, _ symbol: Int32, _ row: Row,
                                               added: inout [Int32], indexing: Bool = true) {
        let before = target.symbols.count
        guard target.substitute(symbol, row, added: &added) else { return }
        work += before + row.symbols.count
        if indexing { for gained in added { columns[Int(gained)].append(basic) } }
        if target.dummyBound != .max {
            for gained in added where kinds[Int(gained)] == .dummy { target.dummyBound += 1 }
        }
        if target.symbols.count > SolverCore.dummyLimit, target.dummyBound > SolverCore.dummyLimit,
            SolverCore.capDummies(&target, kinds: kinds) { dummiesTruncated = true }
        cells += target.symbols.count - before
        if target.constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
    }

    /// The column list of `symbol` (rebuilt first when left incomplete), with a fresh mark for the rows
    /// visited while reading it.
    mutating func startColumnRead(_ symbol: Int32) -> [Int32] {
        if columnsIncomplete { rebuildColumns() }
        // While rows are left behind, the unindexed ones are all behind (``prepareUnindexedRows()``).
        if unindexedCount[Int(symbol)] > 0 && !defersRows { indexUnindexedRows() }
        let list = columns[Int(symbol)]
        guard !list.isEmpty else { return list }
        readNumber &+= 1
        if readNumber == 0 {
            for i in visited.indices { visited[i] = 0 }
            readNumber = 1
        }
        return list
    }

    /// The basic symbols whose rows hold `symbol`, each once (the column list, checked and compacted);
    /// while rows may be left behind, only the restricted ones.
    mutating func rowsHolding(_ symbol: Int32) -> [Int32] {
        let list = startColumnRead(symbol)
        guard !list.isEmpty else { return list }
        var holders: [Int32] = []
        holders.reserveCapacity(list.count)
        if defersRows {
            // External rows are left behind: their entries are kept unchecked, the others checked.
            var kept: [Int32] = []
            kept.reserveCapacity(list.count)
            for basic in list where visited[Int(basic)] != readNumber {
                visited[Int(basic)] = readNumber
                let r = rowOf[Int(basic)]
                guard r >= 0 else { continue }
                if kinds[Int(basic)] == .external {
                    leaveBehind(basic)
                    kept.append(basic)
                } else if rows[Int(r)].contains(symbol) {
                    kept.append(basic)
                    holders.append(basic)
                }
            }
            columns[Int(symbol)] = kept
            return holders
        }
        for basic in list where visited[Int(basic)] != readNumber {
            visited[Int(basic)] = readNumber
            let r = rowOf[Int(basic)]
            if r >= 0, rows[Int(r)].contains(symbol) { holders.append(basic) }
        }
        columns[Int(symbol)] = holders
        return holders
    }

    /// Makes the column index again from the rows (after rows were brought up to date without it).
    mutating func rebuildColumns() {
        columnsIncomplete = false
        clearUnindexedRows()
        for i in columns.indices { columns[i].removeAll(keepingCapacity: true) }
        for i in rows.indices {
            let basic = basics[i]
            for symbol in rows[i].symbols { columns[Int(symbol)].append(basic) }
        }
    }

    /// The indices of the rows holding `symbol`, in storage order (the order a scan of every row had, so
    /// that the infeasible rows are listed, and handled, in the same order as before the index existed).
    mutating func rowIndices(holding symbol: Int32) -> [Int] {
        rowsHolding(symbol).map { Int(rowOf[Int($0)]) }.sorted()
    }

    /// Drops the dummy cells of `row` beyond the lowest-id ``dummyLimit`` ones.
    mutating func capDummies(_ row: inout Row) {
        if SolverCore.capDummies(&row, kinds: kinds) { dummiesTruncated = true }
    }

    /// Drops the dummy cells of `row` beyond the lowest-id ``dummyLimit`` ones; true if it dropped any.
    static func capDummies(_ row: inout Row, kinds: [Kind]) -> Bool {
        guard row.symbols.count > SolverCore.dummyLimit else {
            row.dummyBound = Int32(row.symbols.count)
            return false
        }
        var dummies = 0
        for symbol in row.symbols where kinds[Int(symbol)] == .dummy { dummies += 1 }
        row.dummyBound = Int32(min(dummies, SolverCore.dummyLimit))
        guard dummies > SolverCore.dummyLimit else { return false }
        var kept = 0
        var symbols: [Int32] = [], coefficients: [Double] = []
        symbols.reserveCapacity(row.symbols.count - dummies + SolverCore.dummyLimit)
        coefficients.reserveCapacity(symbols.capacity)
        for k in row.symbols.indices {
            if kinds[Int(row.symbols[k])] == .dummy {
                kept += 1
                if kept > SolverCore.dummyLimit { continue }
            }
            symbols.append(row.symbols[k])
            coefficients.append(row.coefficients[k])
        }
        row.symbols = symbols
        row.coefficients = coefficients
        return true
    }

    // MARK: Objectives and entering candidates

    mutating func touch(_ symbol: Int32) {
        guard !isTouched[Int(symbol)] else { return }
        isTouched[Int(symbol)] = true
        touched.append(symbol)
    }

    mutating func objectiveInsert(_ level: Int, _ symbol: Int32, _ coefficient: Double) {
        objectives[level].insert(symbol, coefficient)
        touch(symbol)
    }

    mutating func objectiveInsert(_ level: Int, _ row: Row, _ coefficient: Double) {
        objectives[level].insert(row, coefficient)
        for symbol in row.symbols { touch(symbol) }
    }

    /// The level at which `symbol` may enter: its first nonzero objective coefficient, when negative
    /// (higher levels must not get worse). Nil when it may not enter.
    func enteringLevel(_ symbol: Int32) -> Int? {
        guard rowOf[Int(symbol)] < 0, kinds[Int(symbol)] != .dummy else { return nil }
        for level in objectives.indices {
            let c = objectives[level].coefficient(for: symbol)
            if c != 0 { return c < 0 ? level : nil }
        }
        return nil
    }

    /// Cassowary's subject choice: an external symbol if any (it is unrestricted), else the constraint's own
    /// slack or error when its coefficient is negative (so the row stays feasible).
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// Adds `row` through an artificial variable minimised to zero; on failure the constraint is marked
    /// broken and the tableau is left equivalent to the one before.
    mutating func addWithArtificialVariable(_ row: Row, constraint index: Int) -> Bool {
        let art = newSymbol(.slack, owner: -1)
        var row = row
        capDummies(&row)
        insertRow(art, row)
        artificial = row
        optimize(artificialOnly: true)
        let success = nearZero(artificial!.constant)
        let certificate = artificial!.symbols
        artificial = nil

        if !success {
            // art > 0, so it is basic and appears in no other row: dropping its row projects it out, and in
            // exact arithmetic no other row holds the constraint's marker either.
            let record = records[index]!
            if rowOf[Int(art)] >= 0 { removeRow(art) }
            purge(art)
            purge(record.marker)
            if record.other >= 0 { purge(record.other) }
            markBroken(index, involved: certificate.map { owners[Int($0)] })
            return false
        }
        if rowOf[Int(art)] >= 0 {
            var artRow = removeRow(art)
            if !artRow.isEmpty {
                var entering: Int32 = -1
                for symbol in artRow.symbols where kinds[Int(symbol)] == .slack || kinds[Int(symbol)] == .error {
                    entering = symbol; break
                }
                // Only dummies left: the constraint is a combination of installed equalities (redundant).
                if entering < 0 { entering = artRow.symbols[0] }
                artRow.solve(art, entering)
                substitute(entering, artRow)
                insertRow(entering, artRow)
            }
        }
        purge(art)
        return true
    }

    // MARK: Simplex

    /// Primal simplex on the lexicographic objective (or on the artificial one).
    mutating func optimize(artificialOnly: Bool = false) {
        if !artificialOnly { needsOptimization = false }
        settle()
        // Past this many pivots in a row that improve nothing (the leaving row's value is 0), the run is
        // presumably cycling on a degenerate vertex: switch to Bland's rule, which cannot cycle.
        let patience = 64 + 4 * rows.count
        var degenerate = 0
        // Work is counted as it is done only when a limit may stop the run; rows left behind would
        // move that point. A small tableau gains less than the bookkeeping costs.
        defersRows = limits == .unlimited && rows.count >= deferringRows
        prepareUnindexedRows()
        defer {
            defersRows = false
            // An artificial run is part of adding a constraint, and more additions read the index. The
            // rows a full run leaves behind stay behind until read (see ``settle()``): a scene's values
            // mostly need none of its pivots.
            if artificialOnly { catchUpAll(indexing: true) }
        }
        while !overLimits() {
            let entering = artificialOnly ? artificialEnteringSymbol() : enteringSymbol(bland: degenerate > patience)
            if entering < 0 { return }
            // Unbounded cannot happen with error-only objectives; stop rather than loop.
            guard let leaving = leavingRow(for: entering) else { return }
            var row = removeRow(leaving)
            degenerate = nearZero(row.constant) ? degenerate + 1 : 0
            row.solve(leaving, entering)
            substitute(entering, row)
            if defersRows {
                if row.constant != 0 { lastMovingPivot = Int32(pivotSymbols.count) }
                pivotSymbols.append(entering)
                pivotRows.append(row)
            }
            insertRow(entering, row)
        }
    }

    /// Optimizes when constraints were added since the last optimization. Adding defers it: a system
    /// built constraint by constraint and then read (a storyboard scene, `solve`) is optimized once,
    /// instead of after every addition, which on large systems was most of the work.
    mutating func ensureOptimal() {
        if needsOptimization { optimize() }
    }

    func artificialEnteringSymbol() -> Int32 {
        let objective = artificial!
        for k in objective.symbols.indices where objective.coefficients[k] < 0 && kinds[Int(objective.symbols[k])] != .dummy {
            return objective.symbols[k]
        }
        return -1
    }

    /// A symbol whose reduced-cost vector is lexicographically negative: negative at some level and zero
    /// at every higher one.
    ///
    /// Normally the lowest-id such symbol of the highest level that has one, which needs fewest pivots on
    /// layout systems. With `bland`, the lowest-id one over all levels: with the lowest-basic-id tie-break
    /// of ``leavingRow(for:)`` that is Bland's rule, which cannot cycle on a degenerate vertex (a
    /// lexicographic objective is one linear objective over an ordered field, where Bland's argument holds).
    mutating func enteringSymbol(bland: Bool) -> Int32 {
        guard bland else {
            for symbol in touched {
                isTouched[Int(symbol)] = false
                if let level = enteringLevel(symbol) { candidates.push(level: level, symbol: symbol) }
            }
            touched.removeAll(keepingCapacity: true)
            while let top = candidates.popMinimum() {
                if enteringLevel(top.symbol) == top.level { return top.symbol }
            }
            return -1
        }
        return scanForEnteringSymbol(bland: true)
    }

    /// The entering choice by a scan of every objective (Bland's rule after too many pivots).
    func scanForEnteringSymbol(bland: Bool) -> Int32 {
        var best: Int32 = -1
        for level in objectives.indices {
            let objective = objectives[level]
            candidates: for k in objective.symbols.indices where objective.coefficients[k] < 0 {
                let symbol = objective.symbols[k]
                if best >= 0 && symbol >= best { break }
                if kinds[Int(symbol)] == .dummy { continue }
                for higher in 0..<level where objectives[higher].coefficient(for: symbol) != 0 { continue candidates }
                best = symbol
                break
            }
            if best >= 0 && !bland { return best }
        }
        return best
    }

    /// Minimum-ratio test over restricted rows; ties go to the lowest basic symbol id.
    mutating func leavingRow(for entering: Int32) -> Int32? {
        if defersRows {
            if let leaving = degenerateLeavingRow(for: entering) { return leaving }
            catchUpRestricted()
        }
        var best = Double.infinity
        var found: Int32 = -1
        let holders = rowsHolding(entering)
        for basic in holders where kinds[Int(basic)] != .external {
            let r = Int(rowOf[Int(basic)])
            let c = rows[r].coefficient(for: entering)
            if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < best || (ratio == best && basic < found) { best = ratio; found = basic }
            }
        }
        if defersRows {
            // The pivot's substitution needs these rows (less the leaving one) again at once.
            checkedSymbol = entering
            checkedHolders = holders
        }
        return found >= 0 ? found : nil
    }

    /// The row to pivot `marker` into when removing its constraint, keeping the tableau feasible: first a
    /// restricted row where the marker's coefficient is negative (min ratio), then one where it is
    /// positive, then an external row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        for i in rowIndices(holding: marker) {
            let basic = basics[i]
            let c = rows[i].coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = rows[i].constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Dual simplex: restores feasibility after suggested values moved row constants, keeping optimality.
    mutating func dualOptimize() {
        // A guard against cycling, which the dual ratio test's lowest-id tie-break makes unlikely: values
        // slightly off after that many pivots beat a hang.
        var budget = 1_000 + 50 * rows.count
        while !overLimits(), let leaving = infeasible.popLast() {
            budget -= 1
            if budget < 0 { infeasible.removeAll(); return }
            let r = rowOf[Int(leaving)]
            guard r >= 0, rows[Int(r)].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(r)]) else { continue }
            var row = removeRow(leaving)
            row.solve(leaving, entering)
            substitute(entering, row)
            insertRow(entering, row)
        }
    }

    /// Among the row's positive non-dummy cells, the one with the lexicographically smallest ratio of
    /// reduced-cost vector to coefficient.
    func dualEnteringSymbol(_ row: Row) -> Int32? {
        var best: [Double] = []
        var found: Int32 = -1
        var ratios = [Double](repeating: 0, count: objectives.count)
        for k in row.symbols.indices {
            let c = row.coefficients[k], symbol = row.symbols[k]
            guard c > 0, kinds[Int(symbol)] != .dummy else { continue }
            for level in objectives.indices { ratios[level] = objectives[level].coefficient(for: symbol) / c }
            if found < 0 || lexicographicallyLess(ratios, best) { best = ratios; found = symbol }
        }
        return found >= 0 ? found : nil
    }

    func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices {
            if a[i] < b[i] - 1e-8 { return true }
            if a[i] > b[i] + 1e-8 { return false }
        }
        return false
    }
}
