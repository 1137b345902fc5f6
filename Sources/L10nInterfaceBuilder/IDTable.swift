import Foundation

/// The ids of a document with where each first occurs: a set of strings hashed like names
/// (``XMLNameTable/hash(_:)``) instead of with the standard library's seeded SipHash, which costs more than the rest of checking an element (a
/// storyboard has one id per hundred bytes or so). Lookups compare the strings themselves, so a
/// collision costs time, never a wrong answer.
struct IDTable {
    private var keys: [String] = []
    private var hashes: [UInt64] = []
    private var locations: [(line: Int, column: Int)] = []
    /// Open addressing: key index + 1, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// - Parameter capacity: the ids expected (the table grows beyond it).
    init(capacity: Int) {
        var count = 64
        while count < min(capacity, 1 << 24) * 2 { count *= 2 }
        slots = Array(repeating: 0, count: count)
    }

    /// Adds `id` first seen at `line`:`column`; when it is already there, returns where it was first seen.
    mutating func insert(_ id: String, line: Int, column: Int) -> (line: Int, column: Int)? {
        let hash = IDTable.hash(id)
        let (slot, index) = find(id, hash: hash)
        if let index { return locations[index] }
        keys.append(id)
        hashes.append(hash)
        locations.append((line, column))
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
        if keys.count * 2 > slots.count { grow() }
        return nil
    }

    func contains(_ id: String) -> Bool {
        find(id, hash: IDTable.hash(id)).index != nil
    }

    /// The slot holding `id` (with its key index), or the empty slot where it would go.
    private func find(_ id: String, hash: UInt64) -> (slot: Int, index: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return (slot, nil) }
            if hashes[stored - 1] == hash && keys[stored - 1] == id { return (slot, stored - 1) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }

    static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8(XMLNameTable.hash)
    }
}
