import L10nStrings

/// `extract`'s edits on L10nStrings' lossless `StringsFile`: everything the update does not touch is
/// written back byte for byte, in the file's encoding, byte order mark and line endings.
public struct StringsTableEditor: ExtractTableEditing {
    public private(set) var file: StringsFile
    /// The id of each entry of `file`, in the same order.
    private var ids: [Int]
    private var nextID: Int
    /// The order the file's keys follow, found at the first insertion (edits keep it).
    private var keyOrder: KeyOrder??

    public init(_ file: StringsFile) {
        self.file = file
        ids = Array(file.entries.indices)
        nextID = file.entries.count
    }

    public var entries: [ExtractTableEntry] {
        zip(ids, file.entries).map { id, entry in
            ExtractTableEntry(id: id, key: entry.key, value: entry.value, interfaceBuilderComment: entry.interfaceBuilderComment,
                              commentText: entry.commentText,
                              location: entry.keyLocation ?? SourceLocation(line: 1, column: 1), reviewMarker: entry.reviewMarker)
        }
    }

    private func index(of entry: ExtractTableEntry) -> Int {
        guard let index = ids.firstIndex(of: entry.id) else { preconditionFailure("entry \(entry.id) is not in the table") }
        return index
    }

    public mutating func setComment(_ body: String, of entry: ExtractTableEntry) {
        file.setComment(body, at: index(of: entry))
    }

    public mutating func insert(key: String, value: String, comment: String, marker: ReviewMarker?) {
        if keyOrder == nil { keyOrder = KeyOrder.detect(file.entries.map(\.key)) }
        var position = file.entries.count
        if let order = keyOrder ?? nil, let following = file.entries.firstIndex(where: { order.precedes(key, $0.key) }) {
            position = following
        }
        file.insertEntry(key: key, value: value, comment: comment, at: position)
        if let marker { file.setReviewMarker(marker, at: position) }
        ids.insert(nextID, at: position)
        nextID += 1
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
    }

    public func encoded() -> [UInt8] { file.serialized() }

    /// The key orders found in real Interface Builder tables: ibtool has sorted by code point, case
    /// insensitively, and with digit runs compared as numbers (`7KK` before `22W`), depending on its version.
    enum KeyOrder: CaseIterable {
        case codePoint, caseInsensitive, numeric

        /// The first order (in declaration order, code point first as current ibtool writes) that `keys`
        /// follow, or nil when they follow none and new keys go at the end.
        static func detect(_ keys: [String]) -> KeyOrder? {
            allCases.first { order in
                zip(keys, keys.dropFirst()).allSatisfy { !order.precedes($1, $0) }
            }
        }

        func precedes(_ a: String, _ b: String) -> Bool {
            switch self {
            case .codePoint: return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
            case .caseInsensitive: return a.lowercased().unicodeScalars.lexicographicallyPrecedes(b.lowercased().unicodeScalars)
            case .numeric: return Self.numericCompare(Array(a.unicodeScalars), Array(b.unicodeScalars)) < 0
            }
        }

        /// Compares scalar by scalar, except that runs of ASCII digits compare by their value.
        static func numericCompare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
            func digitRun(_ scalars: [Unicode.Scalar], _ position: inout Int) -> ArraySlice<Unicode.Scalar> {
                let start = position
                while position < scalars.count, isDigit(scalars[position]) { position += 1 }
                var run = scalars[start..<position]
                while run.count > 1, run.first == "0" { run = run.dropFirst() }
                return run
            }
            var i = 0, j = 0
            while i < a.count, j < b.count {
                if isDigit(a[i]), isDigit(b[j]) {
                    let left = digitRun(a, &i), right = digitRun(b, &j)
                    if left.count != right.count { return left.count < right.count ? -1 : 1 }
                    if left != right { return left.lexicographicallyPrecedes(right) ? -1 : 1 }
                } else {
                    if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
                    i += 1
                    j += 1
                }
            }
            return i < a.count ? 1 : j < b.count ? -1 : 0
        }
    }
}
