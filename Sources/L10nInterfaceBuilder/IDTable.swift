/// The ids of a document with where each first occurs, kept as bytes (``ByteStringTable``): a
/// storyboard has an id per hundred bytes or so, and none of them needs to become a `String` to be checked.
struct IDTable {
    private var table: ByteStringTable
    private var locations: [(line: Int32, column: Int32)] = []

    /// - Parameter capacity: the ids expected (the table grows beyond it).
    init(capacity: Int) {
        table = ByteStringTable(capacity: capacity)
        locations.reserveCapacity(Swift.min(capacity, 1 << 20))
    }

    /// Adds `id` first seen at `line`:`column`; when it is already there, returns where it was first seen.
    mutating func insert(_ id: UnsafeBufferPointer<UInt8>, line: Int32, column: Int32) -> (line: Int, column: Int)? {
        let (number, inserted) = table.insert(id, hash: ByteStringTable.hash(id))
        guard inserted else { return (Int(locations[number].line), Int(locations[number].column)) }
        locations.append((line, column))
        return nil
    }

    func contains(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
        table.number(of: id, hash: ByteStringTable.hash(id)) != nil
    }
}
