import Foundation

/// The element and attribute names of one document, each made a `String` once: a storyboard repeats a
/// hundred or so names tens of thousands of times, and most are longer than the 15 bytes a `String` holds
/// without allocating (`translatesAutoresizingMaskIntoConstraints`). A name is then a small integer, so
/// the reader compares end tags, finds duplicate attributes and classifies attributes for validation
/// without hashing or comparing strings.
struct XMLNameTable {
    /// The names by number, in the order first seen.
    private(set) var names: [String] = []
    /// The bytes of every name, back to back; `spans[n]` is name n's range in it.
    private var arena: [UInt8] = []
    private var spans: [(start: Int, count: Int, hash: UInt64)] = []
    /// Open addressing: name number + 1, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 256)

    /// A hash of a name (or an id) from its length and its first and last eight bytes, loaded as words:
    /// names differ in those (`horizontalHuggingPriority`, `verticalHuggingPriority`), and the table
    /// compares the bytes anyway, so a collision costs a probe, never a wrong answer.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var first: UInt64 = 0, last: UInt64 = 0
        if count >= 8 {
            first = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            last = UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self)
        } else {
            for index in 0..<count { first = first << 8 | UInt64(base[index]) }
        }
        var hash = (first ^ (last >> 7 | last << 57) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
        return hash &* 0xBF58_476D_1CE4_E5B9 ^ (hash >> 32)
    }

    /// Interns `names` in order, so that the first of them are numbered 0, 1, 2, ….
    init(preinterned: [String]) {
        for name in preinterned {
            Array(name.utf8).withUnsafeBufferPointer { bytes in
                _ = number(of: bytes, hash: XMLNameTable.hash(bytes))
            }
        }
    }

    /// The number of the name `bytes` (whose ``hash(_:)`` is `hash`), or nil when the table does not have it.
    func existingNumber(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let span = spans[stored - 1]
            if span.hash == hash && span.count == bytes.count && stores(bytes, at: span.start) { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The number of the name `bytes` (whose ``hash(_:)`` is `hash`), adding it when new.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            let span = spans[stored - 1]
            if span.hash == hash && span.count == bytes.count && stores(bytes, at: span.start) { return stored - 1 }
            slot = (slot + 1) & mask
        }
        let number = names.count
        spans.append((arena.count, bytes.count, hash))
        arena.append(contentsOf: bytes)
        names.append(String(decoding: bytes, as: UTF8.self))
        slots[slot] = Int32(truncatingIfNeeded: number + 1)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    /// True when the arena holds `bytes` from `start` on.
    private func stores(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        arena.withUnsafeBufferPointer { arena in
            guard let stored = arena.baseAddress, let wanted = bytes.baseAddress else { return bytes.isEmpty }
            return memcmp(stored + start, wanted, bytes.count) == 0
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, span) in spans.enumerated() {
            var slot = Int(truncatingIfNeeded: span.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}
