import Synchronization

/// One XML element of an Interface Builder document, kept generically so that elements and attributes
/// this module has no typed view of (new Xcode versions) are never lost.
///
/// Attributes keep their document order; character data directly inside the element is concatenated in
/// `text` (storyboards only put text in `<string>` elements), but for the whitespace that only indents
/// child elements, which is not kept. `line` and `column` are 1-based and point at
/// the `<` of the start tag; the column counts UTF-8 bytes from the start of the line.
///
/// A node is a small handle on its document's records (``XMLTree``): the reader makes no object per
/// element. A node makes its children's nodes the first time they are asked for and keeps them, so walking
/// a document again costs no allocation, and the same element reached the same way is the same object.
/// Its attributes' values become strings the first time one of them is read, and are kept too.
///
/// Nodes of one document may be read from any number of threads at once: what a node makes is published
/// once, atomically (the first thread's wins).
public final class IBNode {
    let tree: XMLTree
    /// The element's number in `tree`.
    let index: Int
    /// The children's nodes (a retained `Nodes`), once asked for.
    private let childNodes = Atomic<UnsafeRawPointer?>(nil)
    /// The attributes' values (a retained `Values`), once one is asked for.
    private let values = Atomic<UnsafeRawPointer?>(nil)

    private final class Nodes {
        let nodes: [IBNode]
        init(_ nodes: [IBNode]) { self.nodes = nodes }
    }
    private final class Values {
        let values: [String]
        init(_ values: [String]) { self.values = values }
    }

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
        name = tree.name(of: index)
    }

    deinit {
        if let nodes = childNodes.load(ordering: .acquiring) { Unmanaged<Nodes>.fromOpaque(nodes).release() }
        if let values = values.load(ordering: .acquiring) { Unmanaged<Values>.fromOpaque(values).release() }
    }

    /// `read` of the object `slot` holds, or of the one `make` makes, stored there unless another thread
    /// stored one first (then of that one). (Not `AtomicLazyReference`, whose reads are not inlined: each
    /// would look up its generic type; and the object is read in place, without retaining it.)
    @inline(__always) private func made<Made: AnyObject, Result>(
        in slot: borrowing Atomic<UnsafeRawPointer?>, _ make: () -> Made, _ read: (Made) -> Result
    ) -> Result {
        if let stored = slot.load(ordering: .acquiring) { return Unmanaged<Made>.fromOpaque(stored)._withUnsafeGuaranteedRef(read) }
        let new = make()
        let retained = UnsafeRawPointer(Unmanaged.passRetained(new).toOpaque())
        let (stored, first) = slot.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if stored { return read(new) }
        Unmanaged<Made>.fromOpaque(retained).release()
        return Unmanaged<Made>.fromOpaque(first!)._withUnsafeGuaranteedRef(read)
    }

    /// The element name, e.g. `label`, `constraint`, `viewControllerLayoutGuide` (one string per name and
    /// document, shared by its nodes).
    public let name: String
    /// The attributes in document order, values with entity and character references decoded.
    public var attributes: [(name: String, value: String)] {
        let range = tree.attributeRange(of: index)
        return zip(range, attributeValues).map { (tree.names[Int(tree.attributes[$0].name)], $1) }
    }
    /// The child elements in document order.
    public var children: [IBNode] {
        made(in: childNodes, {
            var children: [IBNode] = []
            tree.forEachChild(of: index) { children.append(IBNode(tree: tree, index: $0)) }
            return Nodes(children)
        }, \.nodes)
    }
    /// The attributes' values in document order, made the first time one is read.
    private var attributeValues: [String] {
        made(in: values, makeValues, \.values)
    }

    /// The value of attribute `attribute` (an index into the tree's attributes).
    private func value(at attribute: Int) -> String {
        let offset = attribute - Int(tree.elements[index].firstAttribute)
        return made(in: values, makeValues) { $0.values[offset] }
    }

    private func makeValues() -> Values {
        Values(tree.attributeRange(of: index).map(tree.value(at:)))
    }
    /// Decoded character data directly inside this element (whitespace included, unless it only
    /// separates child elements).
    public var text: String { tree.text(of: index) }
    /// 1-based line of the start tag's `<`.
    public var line: Int { Int(tree.elements[index].line) }
    /// 1-based column (UTF-8 bytes) of the start tag's `<`.
    public var column: Int { Int(tree.elements[index].column) }

    /// The value of the attribute `name`, or nil when the element does not have it.
    public subscript(_ name: String) -> String? {
        self[tree.query(name)]
    }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> IBNode? {
        let query = tree.query(name)
        if query.isAbsent { return nil }
        let keyQuery = key == nil ? query : tree.query("key")
        for child in children where query.matches(tree.elements[child.index].name, in: tree) {
            guard let key else { return child }
            if child[keyQuery] == key { return child }
        }
        return nil
    }

    /// The value of the attribute `query` asks for.
    private subscript(_ query: XMLTree.NameQuery) -> String? {
        guard let attribute = tree.attribute(query, in: index) else { return nil }
        return value(at: attribute)
    }

    /// Every child element named `name`, in document order.
    public func children(named name: String) -> [IBNode] {
        let query = tree.query(name)
        if query.isAbsent { return [] }
        return children.filter { query.matches(tree.elements[$0.index].name, in: tree) }
    }

    /// Calls `body` for this node and every descendant, parents before children, in document order.
    public func forEachDescendant(_ body: (IBNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachDescendant(body) }
    }
}
