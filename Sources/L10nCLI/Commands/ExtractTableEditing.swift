/// The seam between `extract`'s project update and a strings-table model: the few reads and edits the
/// update needs. `InterimStringsTable` implements it for now; when L10nStrings' lossless model lands, an
/// adapter over its edit API takes its place and the update logic (`TableSynchronizer`) stays as it is.
protocol ExtractTableEditing {
    /// The entries in file order.
    var entries: [ExtractTableEntry] { get }
    /// Replaces the comment directly above `key`'s entry (the text between `/*` and `*/`, trimmed).
    mutating func setComment(_ comment: String, forKey key: String)
    /// Inserts a new entry with its comment where key order (code points) puts it.
    mutating func insert(key: String, value: String, comment: String)
    /// Removes the entry and its comment.
    mutating func remove(key: String)
    /// Turns the entry into a comment, keeping its IB comment above it.
    mutating func commentOut(key: String)
    /// The table's bytes in the encoding, byte order mark and line endings it was read with.
    func encoded() -> [UInt8]
}

/// One `"key" = "value";` entry as `extract` sees it.
struct ExtractTableEntry: Equatable {
    var key: String
    var value: String
    /// The block comment directly above the entry, trimmed, or nil.
    var comment: String?
    /// 1-based location of the entry's key, for diagnostics.
    var line: Int
    var column: Int
}
