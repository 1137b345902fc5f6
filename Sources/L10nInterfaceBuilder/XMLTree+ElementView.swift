extension XMLTree {
    /// An element read straight from the records, for a walk that reads each element once (extracting a
    /// document's strings): no node is made and nothing is kept but the strings read. ``IBNode`` is the
    /// public form, which keeps what it makes for the walks that come back (layout, verify). The members
    /// mean what IBNode's of the same names mean.
    struct ElementView {
        let tree: XMLTree
        let index: Int

        /// Every element of `node`'s subtree, `node` first, in document order (as `forEachDescendant`).
        static func subtree(of node: IBNode) -> [ElementView] {
            (node.index..<Int(node.tree.elements[node.index].end)).map { ElementView(tree: node.tree, index: $0) }
        }

        var name: String { tree.name(of: index) }
        var line: Int { Int(tree.elements[index].line) }
        var column: Int { Int(tree.elements[index].column) }

        subscript(_ name: String) -> String? {
            tree.attribute(tree.query(name), in: index).map(tree.value(at:))
        }

        var children: [ElementView] {
            var children: [ElementView] = []
            tree.forEachChild(of: index) { children.append(ElementView(tree: tree, index: $0)) }
            return children
        }

        func child(_ name: String, key: String? = nil) -> ElementView? {
            tree.child(of: index, named: tree.query(name), key: key, keyQuery: tree.query("key")).map { ElementView(tree: tree, index: $0) }
        }

        func children(named name: String) -> [ElementView] {
            let query = tree.query(name)
            var children: [ElementView] = []
            if query.isAbsent { return children }
            tree.forEachChild(of: index) { child in
                if query.matches(tree.elements[child].name, in: tree) { children.append(ElementView(tree: tree, index: child)) }
            }
            return children
        }

        /// The element's text content.
        var text: String { tree.text(of: index) }

        /// A string property written either as an attribute or as `<string key="name">text</string>`.
        func stringProperty(_ name: String) -> String? {
            if let value = self[name] { return value }
            return tree.child(of: index, named: tree.query("string"), key: name, keyQuery: tree.query("key")).map(tree.text(of:))
        }
    }
}
