extension SolverCore {
    /// Indices of the installed constraints whose constants the variable's solved value moves with, in
    /// index order.
    ///
    /// Read off the final tableau: a basic variable's row expresses it through nonbasic symbols, and each
    /// of those is the marker or error symbol of one constraint; moving that constraint's constant moves
    /// the variable by the symbol's coefficient. A constraint with slack to spare (its marker basic) does
    /// not appear. A nonbasic variable is parametric (value 0) and depends on nothing.
    mutating func dependencies(of variable: Variable) -> [Int] {
        let row = rowOf[Int(variableSymbols[variable.id])]
        guard row >= 0 else { return [] }
        catchUp(Int(row), indexing: false)
        var result: [Int] = []
        for symbol in rows[Int(row)].symbols {
            let owner = Int(owners[Int(symbol)])
            if owner >= 0, let record = records[owner], !record.isEdit { result.append(owner) }
        }
        result.sort()
        var unique: [Int] = []
        for owner in result where unique.last != owner { unique.append(owner) }
        return unique
    }
}
