import L10nStrings

/// genstrings' tables from localized-string calls: one table per table name, keys merged, sorted and
/// written as genstrings writes them.
///
/// Rules (genstrings' man page, and its output in real repositories):
/// - an entry's value is the call's default value or else its key; a value with several format
///   specifiers gets positional parameters (`%@ of %@` → `%1$@ of %2$@`); the key is kept as written;
/// - a key used with several comments gets them all, distinct and sorted case-insensitively, one per
///   line; with none, `No comment provided by engineer.`;
/// - a key used with different values is a ``GenstringsConflict`` naming both places (genstrings warns
///   about such keys unless `-q`); the table keeps the first value in scan order;
/// - entries are sorted by key case-insensitively (keys differing only in case keep scan order).
public enum Genstrings {
    /// The comment genstrings writes when a key's calls give none.
    public static let noComment = "No comment provided by engineer."

    /// Tables and conflicts.
    public struct Output: Sendable, Equatable {
        /// One table per name, sorted by name; tables in ``GenstringsOptions/skipTables`` are left out.
        public var tables: [GenstringsTable]
        /// Keys used with different values, in scan order of the ignored call.
        public var conflicts: [GenstringsConflict]

        public init(tables: [GenstringsTable], conflicts: [GenstringsConflict]) {
            self.tables = tables
            self.conflicts = conflicts
        }

        /// The table named `name`, if any call uses it.
        public func table(named name: String) -> GenstringsTable? { tables.first { $0.name == name } }
    }

    /// Scans `files` (in the order given) and builds the tables.
    public static func extract(from files: [SourceFile], options: GenstringsOptions = GenstringsOptions())
        -> (scan: LocalizedStringScanner.Result, output: Output) {
        let scan = LocalizedStringScanner.scan(files, options: options)
        return (scan, tables(from: scan.calls, options: options))
    }

    /// Builds genstrings' tables from calls given in scan order.
    public static func tables(from calls: [LocalizedStringCall], options: GenstringsOptions = GenstringsOptions()) -> Output {
        struct Pending {
            var first: LocalizedStringCall
            var order: Int
            var calls: [LocalizedStringCall] = []
        }
        var tableOrder: [String] = []
        var pendingByTable: [String: [String: Pending]] = [:]
        var conflicts: [GenstringsConflict] = []
        for call in calls where !options.skipTables.contains(call.table) {
            if pendingByTable[call.table] == nil { tableOrder.append(call.table); pendingByTable[call.table] = [:] }
            let count = pendingByTable[call.table]?.count ?? 0
            var pending = pendingByTable[call.table]?[call.key] ?? Pending(first: call, order: count)
            if pending.first.developmentValue != call.developmentValue {
                conflicts.append(GenstringsConflict(table: call.table, key: call.key, kept: pending.first, ignored: call))
            }
            pending.calls.append(call)
            pendingByTable[call.table]?[call.key] = pending
        }
        var tables: [GenstringsTable] = []
        for name in tableOrder.sorted() {
            let pending = (pendingByTable[name] ?? [:]).values.sorted { a, b in
                let order = compareCaseInsensitively(a.first.key, b.first.key)
                return order != 0 ? order < 0 : a.order < b.order
            }
            let entries = pending.map { item -> GenstringsTable.Entry in
                var comments: [String] = []
                for call in item.calls { if let comment = call.comment, !comments.contains(comment) { comments.append(comment) } }
                comments.sort { a, b in
                    let order = compareCaseInsensitively(a, b)
                    return order != 0 ? order < 0 : Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
                }
                let value = item.first.developmentValue
                return GenstringsTable.Entry(key: item.first.key, value: options.positionalParameters ? positionalParameters(value) : value,
                                             comments: comments.isEmpty ? [noComment] : comments, calls: item.calls)
            }
            tables.append(GenstringsTable(name: name, entries: entries))
        }
        return Output(tables: tables, conflicts: conflicts)
    }

    /// `value` with its format specifiers numbered when it has two or more and none is numbered yet
    /// (`%@ of %d` → `%1$@ of %2$d`). `%%`, `%#@name@` and anything already positional are left alone.
    public static func positionalParameters(_ value: String) -> String {
        let specifiers = FormatSpecifier.scan(value).filter { !$0.conversion.hasPrefix("#@") && $0.conversion != "arg" }
        guard specifiers.count >= 2, specifiers.allSatisfy({ $0.position == nil }) else { return value }
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var cursor = 0
        for (number, specifier) in specifiers.enumerated() {
            let percent = specifier.range.lowerBound
            result.append(contentsOf: scalars[cursor...percent])
            result.append(contentsOf: "\(number + 1)$".unicodeScalars)
            cursor = percent + 1
        }
        result.append(contentsOf: scalars[cursor...])
        return String(result)
    }

    /// -1, 0 or 1: `a` and `b` compared with case folded, scalar by scalar.
    static func compareCaseInsensitively(_ a: String, _ b: String) -> Int {
        var x = a.lowercased().unicodeScalars.makeIterator()
        var y = b.lowercased().unicodeScalars.makeIterator()
        while true {
            switch (x.next(), y.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let p?, let q?):
                if p.value != q.value { return p.value < q.value ? -1 : 1 }
            }
        }
    }
}

/// A key whose calls give different values (genstrings warns about it unless `-q`): one table entry
/// cannot hold both, so users of the development language see the same text at both places.
public struct GenstringsConflict: Sendable, Equatable, CustomStringConvertible {
    public var table: String
    public var key: String
    /// The call whose value the table keeps (the first scanned).
    public var kept: LocalizedStringCall
    /// A later call with a different value.
    public var ignored: LocalizedStringCall

    public init(table: String, key: String, kept: LocalizedStringCall, ignored: LocalizedStringCall) {
        self.table = table
        self.key = key
        self.kept = kept
        self.ignored = ignored
    }

    /// `path:line:column: key "k" (table T) has the value "b" here and "a" at path:line:column`.
    public var description: String {
        "\(ignored.path):\(ignored.location): key \"\(key)\" (table \(table)) has the value \"\(ignored.developmentValue)\" here and \"\(kept.developmentValue)\" at \(kept.path):\(kept.location)"
    }
}
