import Foundation

/// A set of byte strings, each numbered in the order it was first added: the reader's names
/// (``XMLNameTable``) and ids (``IDTable``) are kept here as bytes, so that neither becomes a `String` to
/// be looked up.
///
/// Open addressing over a hash of every byte (``hash(_:)``) instead of the standard library's seeded
/// SipHash, which cost more than the rest of reading an element; lookups compare the bytes themselves, so
/// a collision costs a probe, never a wrong answer.
struct ByteStringTable {
    private struct Span {
        var hash: UInt64
        /// Where the string is in `arena` (which holds less than the document, so 32 bits).
        var start: Int32
        var count: Int32
    }

    /// The bytes of every string, back to back.
    private var arena: [UInt8] = []
    private var spans: [Span] = []
    /// String number + 1, 0 for an empty slot; the count is a power of two, at least twice the strings.
    private var slots: [Int32]

    /// - Parameter capacity: the strings expected (the table grows beyond it).
    init(capacity: Int) {
        var count = 64
        while count < Swift.min(capacity, 1 << 24) * 2 { count *= 2 }
        slots = Array(repeating: 0, count: count)
        spans.reserveCapacity(Swift.min(capacity, 1 << 20))
        arena.reserveCapacity(Swift.min(capacity, 1 << 20) * 12)
    }

    /// The number of strings.
    var count: Int { spans.count }

    /// A hash of every byte, loaded eight at a time: identifiers and names are short, so this is a few
    /// multiplications (the last word overlaps the one before it rather than being read byte by byte, and
    /// fewer than eight bytes are two overlapping halves, or one to three single bytes).
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                index += 8
            }
            hash ^= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            // Two overlapping 32-bit loads hold every byte (the count tells the overlap).
            hash ^= UInt64(raw.loadUnaligned(as: UInt32.self)) << 32 | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if count > 0 {
            // The first, middle and last bytes are every byte of one to three.
            hash ^= UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1])
        }
        hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }

    /// The number of `bytes` (whose ``hash(_:)`` is `hash`), or nil when the table does not hold it.
    @inline(__always) func number(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let found = slot(of: bytes, hash: hash)
        return found.number
    }

    /// True when the bytes from `pointer` on start with string `number` (`available` bytes may be read).
    @inline(__always) func starts(_ pointer: UnsafePointer<UInt8>, available: Int, with number: Int) -> Bool {
        let span = spans[number]
        guard Int(span.count) <= available else { return false }
        return arena.withUnsafeBufferPointer { arena in
            span.count == 0 || ByteStringTable.equal(arena.baseAddress! + Int(span.start), pointer, Int(span.count))
        }
    }

    /// The length of string `number`.
    @inline(__always) func count(of number: Int) -> Int { Int(spans[number].count) }

    /// Adds `bytes` (whose ``hash(_:)`` is `hash`) unless the table holds it already.
    /// - Returns: its number, and whether it was added now.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int, inserted: Bool) {
        let found = slot(of: bytes, hash: hash)
        if let number = found.number { return (number, false) }
        let number = spans.count
        spans.append(Span(hash: hash, start: Int32(truncatingIfNeeded: arena.count), count: Int32(truncatingIfNeeded: bytes.count)))
        arena.append(contentsOf: bytes)
        slots[found.slot] = Int32(truncatingIfNeeded: number + 1)
        if spans.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// The slot holding `bytes` with its number, or the empty slot where it would go.
    @inline(__always) private func slot(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, number: Int?) {
        slots.withUnsafeBufferPointer { slots in
            spans.withUnsafeBufferPointer { spans in
                arena.withUnsafeBufferPointer { arena in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let stored = Int(slots[slot])
                        if stored == 0 { return (slot, nil) }
                        let span = spans[stored - 1]
                        if span.hash == hash && Int(span.count) == bytes.count
                            && (span.count == 0 || ByteStringTable.equal(arena.baseAddress! + Int(span.start), bytes.baseAddress!, bytes.count)) {
                            return (slot, stored - 1)
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// `memcmp(a, b, count) == 0` for the short strings of this table, without the call: whole words,
    /// the last one overlapping the one before it; under eight bytes, two overlapping halves or quarters.
    @inline(__always) static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        func same<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
            a.loadUnaligned(fromByteOffset: offset, as: Word.self) == b.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                if !same(index, UInt64.self) { return false }
                index += 8
            }
            return same(count - 8, UInt64.self)
        }
        if count >= 4 { return same(0, UInt32.self) && same(count - 4, UInt32.self) }
        if count >= 2 { return same(0, UInt16.self) && same(count - 2, UInt16.self) }
        return count == 0 || same(0, UInt8.self)
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
