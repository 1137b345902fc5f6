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
    public internal(set) var attributes: [(name: String, value: String)]
    /// The child elements in document order.
    public internal(set) var children: [IBNode] = []
    /// Decoded character data directly inside this element (whitespace included, unless it only
    /// separates child elements).
    public internal(set) var text: String = ""
    /// 1-based line of the start tag's `<`.
    public let line: Int
    /// 1-based column (UTF-8 bytes) of the start tag's `<`.
    public let column: Int

    init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The value of the attribute `name`, or nil when the element does not have it.
    public subscript(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
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
