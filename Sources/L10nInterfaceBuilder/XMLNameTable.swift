/// The element and attribute names of one document, each made a `String` once: a storyboard repeats a
/// hundred or so names tens of thousands of times, and most are longer than the 15 bytes a `String` holds
/// without allocating (`translatesAutoresizingMaskIntoConstraints`). A name is then a small integer, so
/// the reader compares end tags, finds duplicate attributes and classifies attributes for validation
/// without hashing or comparing strings.
struct XMLNameTable {
    /// The names by number, in the order first seen.
    private(set) var names: [String] = []
    /// True while every name is ASCII.
    private(set) var isASCII = true
    private var table = ByteStringTable(capacity: 128)

    /// The table with validation's names (``IBDocumentValidation/names``) numbered first, made once: each
    /// document's reader starts from a copy.
    static let validation = XMLNameTable(preinterned: IBDocumentValidation.names)

    /// Interns `names` in order, so that the first of them are numbered 0, 1, 2, ….
    init(preinterned: [String]) {
        for name in preinterned {
            Array(name.utf8).withUnsafeBufferPointer { bytes in
                _ = number(of: bytes, hash: ByteStringTable.hash(bytes))
            }
        }
    }

    /// The number of the name `bytes` (whose ``ByteStringTable/hash(_:)`` is `hash`), or nil when the
    /// table does not have it.
    @inline(__always) func existingNumber(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        table.number(of: bytes, hash: hash)
    }

    /// Where name `number` ends when `bytes` hold it at `start` (the next byte ends a name), or nil.
    @inline(__always) func end(of number: Int, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, table.starts(base + start, available: bytes.count - start, with: number) else { return nil }
        let end = start + table.count(of: number)
        guard end == bytes.count || !XMLNameTable.isNameByte(bytes[end]) else { return nil }
        return end
    }

    /// True for the bytes a name is made of (ASCII letters, digits, `_:-.`, and every byte of a non-ASCII
    /// character).
    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
             UInt8(ascii: "."), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// The number of the name `bytes` (whose ``ByteStringTable/hash(_:)`` is `hash`), adding it when new.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let (number, inserted) = table.insert(bytes, hash: hash)
        if inserted {
            names.append(String(decoding: bytes, as: UTF8.self))
            if isASCII { isASCII = bytes.allSatisfy { $0 < 0x80 } }
        }
        return number
    }
}
