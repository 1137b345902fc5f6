import L10nStrings

/// The seam between `extract`'s project update and a strings-table model: the few reads and edits the
/// update needs. `StringsTableEditor` implements it over L10nStrings' lossless `StringsFile`; the update
/// logic (`TableSynchronizer`) knows nothing else about the table.
///
/// Edits name an entry by its `id`, which stays valid while other entries are added or removed, so a table
/// with a key written twice is handled entry by entry.
public protocol ExtractTableEditing {
    /// The entries in file order.
    var entries: [ExtractTableEntry] { get }
    /// Replaces the comment directly above the entry (`body` is the text between `/*` and `*/`).
    mutating func setComment(_ body: String, of entry: ExtractTableEntry)
    /// Inserts new entries with their comments (and review markers), each laid out like its neighbours,
    /// where the file's key order puts it (at the end, in the order given, when the file is not sorted).
    /// All at once: adding 10,000 keys costs about as much as rewriting the table once.
    mutating func insert(_ new: [ExtractTableInsertion])
    /// Brings back the entry for `key`, which the table lacks, that an earlier `--keep-stale` run commented
    /// out (the translator's text, in its old place); nil when the table has no such entry.
    mutating func restoreCommentedOut(key: String) -> ExtractTableEntry?
    /// Replaces the entry's value (keeping its quote style).
    mutating func setValue(_ value: String, of entry: ExtractTableEntry)
    /// Sets or (with nil) removes the entry's review marker.
    mutating func setReviewMarker(_ marker: ReviewMarker?, of entry: ExtractTableEntry)
    /// Removes the entry and its comment.
    mutating func remove(_ entry: ExtractTableEntry)
    /// Turns the entry into a comment, keeping its comment above it.
    mutating func commentOut(_ entry: ExtractTableEntry)
    /// The table's bytes in the encoding, byte order mark and line endings it was read with.
    func encoded() -> [UInt8]
}

/// One entry as `extract` sees it.
public struct ExtractTableEntry: Sendable {
    /// Identifies the entry in its table for edits; not a position.
    public var id: Int
    public var key: String
    public var value: String
    /// The entry's Interface Builder comment (`Class = "…"; text = "…"; ObjectID = "…";`), or nil when its
    /// comment is a translator's own or it has none.
    public var interfaceBuilderComment: IBComment?
    /// The comment's body exactly as written between its delimiters, trimmed, or nil.
    public var commentText: String?
    /// Where the entry's key is, for messages.
    public var location: SourceLocation
    /// What `extract` recorded for a translator, if anything.
    public var reviewMarker: ReviewMarker?
}

/// An entry `extract` adds.
public struct ExtractTableInsertion: Sendable {
    public var key: String
    public var value: String
    /// The comment's body (between `/*` and `*/`).
    public var comment: String
    public var marker: ReviewMarker?

    public init(key: String, value: String, comment: String, marker: ReviewMarker?) {
        self.key = key
        self.value = value
        self.comment = comment
        self.marker = marker
    }
}
