/// One document's elements as flat records, in document order, over the document's own bytes: what
/// ``XMLTreeReader`` makes, and what every ``IBNode`` of the document reads.
///
/// Nothing here is an object per element or a string per attribute: an element is a record of small
/// integers, an attribute value is a range of the document's bytes, and a `String` is made only when a
/// value or a text is asked for. Values and texts that held references (`&amp;`, `&#10;`) were decoded
/// when read (a bad reference is an error at its line and column) and are kept decoded beside the bytes.
///
/// Elements are numbered in document order, parents before children, and each records the end of its
/// subtree: its first child is the next element, a child's next sibling is where the child's subtree
/// ends, and its descendants are the elements up to its own end. So the tree needs no child lists, and
/// walking it needs no recursion.
///
/// Immutable once read, so any number of threads may read it at once.
final class XMLTree {
    struct Element {
        /// The number of its name in ``XMLTree/names``.
        var name: Int32
        /// Its first attribute in ``XMLTree/attributes``; its attributes run up to the next element's first.
        var firstAttribute: Int32
        /// One past its last descendant.
        var end: Int32
        /// 1-based line and column (UTF-8 bytes) of its start tag's `<`.
        var line: Int32
        var column: Int32
        /// Its text: a range of ``XMLTree/bytes`` when `textStart` is 0 or more (0..<0 for none), else
        /// `texts[~textStart]`.
        var textStart: Int32
        var textEnd: Int32
    }

    struct Attribute {
        /// The number of its name in ``XMLTree/names``.
        var name: Int32
        /// Its value: a range of ``XMLTree/bytes`` when `start` is 0 or more, else `decoded[~start..<end]`.
        var start: Int32
        var end: Int32
    }

    /// The largest document the 32-bit offsets of the records can address.
    static let maximumSize = Int(Int32.max)

    /// The document as UTF-8 (checked valid before it was read).
    let bytes: [UInt8]
    /// Element and attribute names by number.
    let names: [String]
    /// The same names as bytes, to find a name's number.
    let nameTable: XMLNameTable
    /// True when every name is ASCII, as in every document Interface Builder writes: then two names are
    /// equal as strings exactly when their bytes are (Unicode equivalence relates no two ASCII strings,
    /// but it does relate some non-ASCII ones to ASCII: U+212A KELVIN SIGN is "K").
    let namesAreASCII: Bool
    let elements: [Element]
    let attributes: [Attribute]
    /// The values that held references, decoded, back to back.
    let decoded: [UInt8]
    /// The texts that are not one range of the document: decoded, or joined from pieces around comments
    /// and CDATA sections.
    let texts: [String]

    init(bytes: [UInt8], names: XMLNameTable, elements: [Element], attributes: [Attribute], decoded: [UInt8], texts: [String]) {
        self.bytes = bytes
        self.names = names.names
        nameTable = names
        namesAreASCII = names.isASCII
        self.elements = elements
        self.attributes = attributes
        self.decoded = decoded
        self.texts = texts
    }

    /// The same tree with each element's line and column replaced by `places[line]` (a converted archive's, see
    /// `LegacyArchive`); an element on a line `places` does not reach keeps its own.
    func relocated(_ places: [(line: Int32, column: Int32)]) -> XMLTree {
        var elements = self.elements
        for index in elements.indices {
            let line = Int(elements[index].line)
            guard line > 0, line < places.count else { continue }
            elements[index].line = places[line].line
            elements[index].column = places[line].column
        }
        return XMLTree(bytes: bytes, names: nameTable, elements: elements, attributes: attributes, decoded: decoded, texts: texts)
    }

    /// The attributes of element `index`, as indices into ``attributes``.
    @inline(__always) func attributeRange(of index: Int) -> Range<Int> {
        let end = index + 1 < elements.count ? Int(elements[index + 1].firstAttribute) : attributes.count
        return Int(elements[index].firstAttribute)..<end
    }

    /// The name of element `index`.
    @inline(__always) func name(of index: Int) -> String {
        names[Int(elements[index].name)]
    }

    /// The value of attribute `index`, references decoded.
    func value(at index: Int) -> String {
        let attribute = attributes[index]
        if attribute.start >= 0 { return string(bytes, Int(attribute.start), Int(attribute.end)) }
        return string(decoded, Int(~attribute.start), Int(attribute.end))
    }

    /// A name asked for (`node["key"]`, `child("rect")`), resolved once so that it is compared with each
    /// element's or attribute's name as a number.
    struct NameQuery {
        /// The name's number, or -1 when no element or attribute of the document has it.
        let number: Int32
        /// The name itself when it must be compared as a string (a name that is not ASCII).
        let string: String?

        /// True when no name of the document is the one asked for.
        var isAbsent: Bool { string == nil && number < 0 }

        @inline(__always) func matches(_ name: Int32, in tree: XMLTree) -> Bool {
            guard let string else { return name == number }
            return tree.names[Int(name)] == string
        }
    }

    /// `name`, resolved to its number when that decides string equality exactly (see ``namesAreASCII``).
    @inline(__always) func query(_ name: String) -> NameQuery {
        guard namesAreASCII else { return NameQuery(number: -1, string: name) }
        var name = name
        return name.withUTF8 { bytes in
            // Found, the name has the bytes of an ASCII name, so it is ASCII too.
            if let number = nameTable.existingNumber(of: bytes, hash: ByteStringTable.hash(bytes)) {
                return NameQuery(number: Int32(truncatingIfNeeded: number), string: nil)
            }
            var ascii: UInt8 = 0
            for byte in bytes { ascii |= byte }
            return NameQuery(number: -1, string: ascii < 0x80 ? nil : String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The first attribute of element `element` named as `query` asks, as an index into ``attributes``.
    @inline(__always) func attribute(_ query: NameQuery, in element: Int) -> Int? {
        if query.isAbsent { return nil }
        let range = attributeRange(of: element)
        guard let string = query.string else {
            return attributes.withUnsafeBufferPointer { attributes in
                for index in range where attributes[index].name == query.number { return index }
                return nil
            }
        }
        for index in range where names[Int(attributes[index].name)] == string { return index }
        return nil
    }

    /// The first child of element `element` named as `query` asks whose attribute `keyQuery` is `key`
    /// (any, or none, when `key` is nil).
    func child(of element: Int, named query: NameQuery, key: String?, keyQuery: NameQuery) -> Int? {
        if query.isAbsent { return nil }
        var child = element + 1
        let end = Int(elements[element].end)
        while child < end {
            if query.matches(elements[child].name, in: self) {
                if let key {
                    if let index = attribute(keyQuery, in: child), value(at: index) == key { return child }
                } else {
                    return child
                }
            }
            child = Int(elements[child].end)
        }
        return nil
    }

    /// The text of element `index`.
    func text(of index: Int) -> String {
        let element = elements[index]
        if element.textStart < 0 { return texts[Int(~element.textStart)] }
        return string(bytes, Int(element.textStart), Int(element.textEnd))
    }

    /// The children of element `index`, in document order.
    @inline(__always) func forEachChild(of index: Int, _ body: (Int) throws -> Void) rethrows {
        var child = index + 1
        let end = Int(elements[index].end)
        while child < end {
            try body(child)
            child = Int(elements[child].end)
        }
    }

    private func string(_ array: [UInt8], _ start: Int, _ end: Int) -> String {
        array.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }
}
