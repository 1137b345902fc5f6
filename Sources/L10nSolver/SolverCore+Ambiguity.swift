extension SolverCore {
    /// Variables the installed constraints do not determine uniquely (Auto Layout's "ambiguous layout"),
    /// sorted by id.
    ///
    /// A variable is determined when it cannot move without violating a required constraint or worsening
    /// the optimum at some priority level; so a variable pinned only by optional constraints is determined
    /// when that level's optimum is unique (`x == 10 @250` alone determines x; `x == 10 @250` and
    /// `x == 20 @250` do not). A variable no constraint involves is ambiguous.
    ///
    /// Read off the final tableau: a nonbasic symbol with a zero reduced cost at every level is a free
    /// direction unless a degenerate restricted row (constant 0) blocks it at once; a variable is ambiguous
    /// if it is such a free symbol or its row depends on one. Directions are tested one at a time, so a
    /// variable that could only move along a combination of individually blocked directions (a degenerate
    /// vertex) is reported as determined.
    func ambiguousVariables() -> [Variable] {
        let count = kinds.count
        var hasCost = [Bool](repeating: false, count: count)
        for objective in objectives {
            for k in objective.symbols.indices { hasCost[Int(objective.symbols[k])] = true }
        }
        var blockedUp = [Bool](repeating: false, count: count)
        var blockedDown = [Bool](repeating: false, count: count)
        var appears = [Bool](repeating: false, count: count)
        for i in rows.indices {
            let row = rows[i]
            let degenerate = kinds[Int(basics[i])] != .external && nearZero(row.constant)
            for k in row.symbols.indices {
                let s = Int(row.symbols[k])
                appears[s] = true
                if degenerate {
                    if row.coefficients[k] < 0 { blockedUp[s] = true } else { blockedDown[s] = true }
                }
            }
        }
        func isFree(_ symbol: Int32) -> Bool {
            let s = Int(symbol)
            if rowOf[s] >= 0 || hasCost[s] { return false }
            switch kinds[s] {
            case .dummy: return false
            case .external: return !blockedUp[s] || !blockedDown[s]
            case .slack, .error: return !blockedUp[s]
            }
        }
        var result: [Variable] = []
        for id in variableSymbols.indices {
            let symbol = variableSymbols[id]
            let r = rowOf[Int(symbol)]
            let ambiguous: Bool
            if r >= 0 {
                ambiguous = rows[Int(r)].symbols.contains(where: isFree)
            } else {
                ambiguous = !hasCost[Int(symbol)] && (!appears[Int(symbol)] || isFree(symbol))
            }
            if ambiguous { result.append(Variable(id: id, name: variableNames[id])) }
        }
        return result
    }
}
