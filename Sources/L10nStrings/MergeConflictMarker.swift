/// The lines Git writes into a file whose merge it could not finish (`<<<<<<< HEAD`, `|||||||`, `=======`,
/// `>>>>>>> feature`): a table, a storyboard or a project committed so holds both versions, and no reader of
/// it (iOS, Xcode, ibtool) can load it. Readers that stop at such a line say what it is and what to do, rather
/// than what character they expected.
public enum MergeConflictMarker {
    /// The marker line holding byte `offset` of `bytes` (without its line end), when that line is one.
    public static func line<Bytes: RandomAccessCollection>(holding offset: Int, in bytes: Bytes) -> String?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard offset >= bytes.startIndex, offset <= bytes.endIndex else { return nil }
        var start = min(offset, bytes.endIndex)
        while start > bytes.startIndex, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < bytes.endIndex, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        guard end - start >= 7, let first = bytes[start..<start + 7].first,
              [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")].contains(first),
              bytes[start..<start + 7].allSatisfy({ $0 == first }) else { return nil }
        // `=======` stands alone; the others may name a side after a space.
        if end - start > 7 && (first == UInt8(ascii: "=") || bytes[start + 7] != UInt8(ascii: " ")) { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// How ``message(_:)`` begins, for readers that tell such an error from others.
    public static let summary = "an unresolved Git merge conflict"

    /// What to say of the marker line `marker`.
    public static func message(_ marker: String) -> String {
        summary + ": the line \"\(marker)\" is a marker Git left where it could not merge two versions; "
            + "keep the lines you want and delete the marker lines (<<<<<<<, =======, >>>>>>>)"
    }
}
