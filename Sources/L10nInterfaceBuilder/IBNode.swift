/// One XML element of an Interface Builder document, kept generically so that elements and attributes
/// this module has no typed view of (new Xcode versions) are never lost.
///
/// Attributes keep their document order; character data directly inside the element is concatenated in
/// `text` (storyboards only put text in `<string>` elements), but for the whitespace that only indents
/// child elements, which is not kept. `line` and `column` are 1-based and point at
/// the `<` of the start tag; the column counts UTF-8 bytes from the start of the line.
public final class IBNode {
    /// The element name, e.g. `label`, `constraint`, `viewControllerLayoutGuide`.
    public let name: String
    /// The attributes in document order, values with entity and character references decoded.
    public var attributes: [(name: String, value: String)] {
        attributeRange.map { (store.names[Int(store.nameNumbers[$0])], store.values[$0]) }
    }
    /// Where the attributes are: `store` holds every element's.
    let store: IBAttributeStore
    let attributeRange: Range<Int>
    /// The child elements in document order.
    public internal(set) var children: [IBNode] = []
    /// Decoded character data directly inside this element (whitespace included, unless it only
    /// separates child elements).
    public var text: String {
        switch storedText {
        case .string(let text):
            return text
        case .bytes(let bytes, let range):
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
    }
    /// The text as read: a range of the document's bytes until something needs it as a string.
    var storedText: StoredText = .string("")
    /// 1-based line of the start tag's `<`.
    public let line: Int
    /// 1-based column (UTF-8 bytes) of the start tag's `<`.
    public let column: Int

    init(name: String, attributes: Range<Int>, in store: IBAttributeStore, line: Int, column: Int) {
        self.name = name
        self.store = store
        attributeRange = attributes
        self.line = line
        self.column = column
    }

    /// Character data kept as the document's bytes when they need no decoding (no `&`, one piece):
    /// the large base64 blobs of `<mutableData>` (images, named colours) are a third of a typical
    /// storyboard's bytes and are almost never read, so they are not copied into strings up front.
    enum StoredText {
        case string(String)
        /// Valid UTF-8 (the reader's input is checked first) without references.
        case bytes([UInt8], Range<Int>)
    }

    /// The value of the attribute `name`, or nil when the element does not have it.
    public subscript(_ name: String) -> String? {
        store.value(of: name, in: attributeRange)
    }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> IBNode? {
        for child in children where child.name == name && (key == nil || child["key"] == key) { return child }
        return nil
    }

    /// Every child element named `name`, in document order.
    public func children(named name: String) -> [IBNode] {
        children.filter { $0.name == name }
    }

    /// Calls `body` for this node and every descendant, parents before children, in document order.
    public func forEachDescendant(_ body: (IBNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachDescendant(body) }
    }
}
