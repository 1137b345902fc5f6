/// One XML element of an Interface Builder document, kept generically so that elements and attributes
/// this module has no typed view of (new Xcode versions) are never lost.
///
/// Attributes keep their document order; character data directly inside the element is concatenated in
/// `text` (storyboards only put text in `<string>` elements), but for the whitespace that only indents
/// child elements, which is not kept. `line` and `column` are 1-based and point at
/// the `<` of the start tag; the column counts UTF-8 bytes from the start of the line.
///
/// A node is a small handle on its document's records (``XMLTree``): the reader makes no object per
/// element, so `children`, `child(_:key:)` and `forEachDescendant(_:)` hand out new nodes for the same
/// elements on each call. Compare nodes by `line` and `column`, not by identity; a document's `root` is
/// one object for as long as the document lives. Every value and text is made a `String` when it is
/// read, from the document's bytes: keep a value that is read often.
public final class IBNode {
    let tree: XMLTree
    /// The element's number in `tree`.
    let index: Int

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// The element name, e.g. `label`, `constraint`, `viewControllerLayoutGuide`.
    public var name: String { tree.name(of: index) }
    /// The attributes in document order, values with entity and character references decoded.
    public var attributes: [(name: String, value: String)] {
        tree.attributeRange(of: index).map { (tree.names[Int(tree.attributes[$0].name)], tree.value(at: $0)) }
    }
    /// The child elements in document order.
    public var children: [IBNode] {
        var children: [IBNode] = []
        tree.forEachChild(of: index) { children.append(IBNode(tree: tree, index: $0)) }
        return children
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
        tree.value(of: name, in: index)
    }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> IBNode? {
        let keyQuery = key == nil ? XMLTree.NameQuery(number: -1, string: nil) : tree.query("key")
        return tree.child(of: index, named: tree.query(name), key: key, keyQuery: keyQuery).map { IBNode(tree: tree, index: $0) }
    }

    /// Every child element named `name`, in document order.
    public func children(named name: String) -> [IBNode] {
        let query = tree.query(name)
        var children: [IBNode] = []
        if query.string == nil && query.number < 0 { return children }
        tree.forEachChild(of: index) { child in
            if query.matches(tree.elements[child].name, in: tree) { children.append(IBNode(tree: tree, index: child)) }
        }
        return children
    }

    /// Calls `body` for this node and every descendant, parents before children, in document order.
    public func forEachDescendant(_ body: (IBNode) throws -> Void) rethrows {
        // Descendants are the elements after this one up to the end of its subtree (see `XMLTree`).
        for element in index..<Int(tree.elements[index].end) { try body(IBNode(tree: tree, index: element)) }
    }
}
