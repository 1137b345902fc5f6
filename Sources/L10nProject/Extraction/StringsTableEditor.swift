import L10nStrings

/// `extract`'s edits on L10nStrings' lossless `StringsFile`: everything the update does not touch is
/// written back byte for byte, in the file's encoding, byte order mark and line endings.
public struct StringsTableEditor: ExtractTableEditing {
    public private(set) var file: StringsFile
    /// The id of each entry of `file`, in the same order.
    private var ids: [Int]
    private var nextID: Int
    /// The keys of the entries an earlier `--keep-stale` run commented out, found on first use.
    private var commentedOut: Set<String>?

    public init(_ file: StringsFile) {
        self.file = file
        ids = Array(file.entries.indices)
        nextID = file.entries.count
    }

    public var entries: [ExtractTableEntry] {
        zip(ids, file.entries).map { id, entry in tableEntry(entry, id: id) }
    }

    private func tableEntry(_ entry: StringsEntry, id: Int) -> ExtractTableEntry {
        ExtractTableEntry(id: id, key: entry.key, value: entry.value, interfaceBuilderComment: entry.interfaceBuilderComment,
                          commentText: entry.commentText,
                          location: entry.keyLocation ?? SourceLocation(line: 1, column: 1), reviewMarker: entry.reviewMarker)
    }

    private func index(of entry: ExtractTableEntry) -> Int {
        guard let index = ids.firstIndex(of: entry.id) else { preconditionFailure("entry \(entry.id) is not in the table") }
        return index
    }

    public mutating func setComment(_ body: String, of entry: ExtractTableEntry) {
        file.setComment(body, at: index(of: entry))
    }

    public mutating func insert(_ new: [ExtractTableInsertion]) {
        guard !new.isEmpty else { return }
        // The order the file's keys follow now (edits so far keep it); new keys go where it puts them.
        let order = StringsKeyOrder.detect(file.entries.map(\.key))
        let positions = file.insertEntries(new.map { StringsFile.NewEntry(key: $0.key, value: $0.value, comment: $0.comment) }, order: order)
        var newIDs = [Int?](repeating: nil, count: file.entries.count)
        for (insertion, position) in zip(new, positions) {
            newIDs[position] = nextID
            nextID += 1
            if let marker = insertion.marker { file.setReviewMarker(marker, at: position) }
        }
        var old = ids.makeIterator()
        ids = newIDs.map { $0 ?? old.next() ?? -1 }
    }

    public mutating func restoreCommentedOut(key: String) -> ExtractTableEntry? {
        if commentedOut == nil { commentedOut = file.commentedOutKeys }
        // Only for a key the table lacks, so that the entry with the key afterwards is the one brought back.
        guard commentedOut?.contains(key) == true, file.index(ofKey: key) == nil else { return nil }
        commentedOut?.remove(key)
        guard file.restoreCommentedOutEntry(forKey: key), let index = file.index(ofKey: key) else { return nil }
        ids.insert(nextID, at: index)
        nextID += 1
        return tableEntry(file.entries[index], id: ids[index])
    }

    public mutating func setValue(_ value: String, of entry: ExtractTableEntry) {
        file.setValue(value, at: index(of: entry))
    }

    public mutating func setReviewMarker(_ marker: ReviewMarker?, of entry: ExtractTableEntry) {
        file.setReviewMarker(marker, at: index(of: entry))
    }

    public mutating func remove(_ entry: ExtractTableEntry) {
        let index = index(of: entry)
        file.removeEntry(at: index)
        ids.remove(at: index)
    }

    public mutating func commentOut(_ entry: ExtractTableEntry) {
        let index = index(of: entry)
        file.commentOutEntry(at: index)
        ids.remove(at: index)
        commentedOut = nil
    }

    public func encoded() -> [UInt8] { file.serialized() }
}
