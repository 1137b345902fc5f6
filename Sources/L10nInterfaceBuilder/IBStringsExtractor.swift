/// Finds a document's localizable strings the way ibtool's `--generate-strings-file` does, and writes the
/// table text.
///
/// Rules (checked against the real ibtool tables in the corpus): every element with an `id` contributes
/// its localizable properties; the comment names the framework base class derived from the element name
/// (`label` → `UILabel`, `NSMenuItem`, `WKInterfaceLabel`) even for custom subclasses; empty strings and
/// attributed text are skipped; entries are sorted by key in code point order, each preceded by a blank line.
public enum IBStringsExtractor {
    /// Documents saved by Interface Builder before this tools version have tables with `IBUI…` class names.
    /// The corpus brackets the change between toolsVersion 6250 (IBUILabel) and 9532 (UILabel).
    static let unprefixedToolsVersion = 7000

    /// Properties held directly as attributes of an object element (or as `<string key=…>` children).
    static let attributeProperties = [
        "text", "placeholder", "title", "prompt", "backButtonTitle", "headerTitle", "footerTitle",
        "placeholderString", "toolTip", "label", "paletteLabel",
    ]
    /// Elements whose `label` attribute is not user-visible text of their own.
    static let labelIsText: Set<String> = ["toolbarItem", "tabViewItem"]

    /// The entries of `document`, sorted by key (code point order), duplicates removed (the first wins).
    public static func entries(of document: IBDocument) -> [IBStringsEntry] {
        var entries: [IBStringsEntry] = []
        let prefix = classPrefix(document)
        // Read once, element by element, straight from the document's records: no node is made.
        for node in XMLTree.ElementView.subtree(of: document.root) {
            guard let id = node["id"], isObject(node.name) else { continue }
            // (A Cocoa binding's placeholders are entries of its connection: `IBBindingConnection`.)
            let className = node.name == "binding" ? "IBBindingConnection" : prefix + capitalized(baseName(node.name, platform: document.platform))
            // IB's localizer hint, `<attributedString key="userComments">`: ibtool writes it as the comment's note.
            let note = node.child("attributedString", key: "userComments").map { $0.children.compactMap { $0["content"] }.joined() }
            func add(_ property: String, _ value: String?) {
                guard let value, !value.isEmpty else { return }
                entries.append(IBStringsEntry(objectID: id, property: property, className: className, value: value,
                                              line: node.line, column: node.column, note: note.flatMap { $0.isEmpty ? nil : $0 }))
            }
            for property in attributeProperties {
                if property == "label" && !labelIsText.contains(node.name) { continue }
                // ibtool names a tooltip by the property Interface Builder keeps it in: `"8.ibShadowedToolTip" =
                // "Forward";` (Mynigma's tables, for buttons and menu items).
                add(property == "toolTip" ? "ibShadowedToolTip" : property, node.stringProperty(property))
            }
            for state in node.children(named: "state") {
                if let key = state["key"] { add("\(key)Title", state.stringProperty("title")) }
            }
            for child in node.children where child["id"] == nil && child["key"] != nil {
                // Property objects without an id of their own: button configurations, table header cells.
                if child.name == "buttonConfiguration" || child.name == "tableHeaderCell" {
                    add("\(child["key"]!).title", child.stringProperty("title"))
                }
                // (ibtool writes a configuration's subtitle too: xikolo's "HNU-yQ-sat.configuration.subtitle" = "50 Fragen".)
                if child.name == "buttonConfiguration" {
                    add("\(child["key"]!).subtitle", child.stringProperty("subtitle"))
                }
            }
            if let accessibility = node.child("accessibility", key: "accessibilityConfiguration") {
                add("accessibilityLabel", accessibility["label"])
                add("accessibilityHint", accessibility["hint"])
            }
            if node.name == "segmentedControl" {
                for (index, segment) in (node.child("segments")?.children(named: "segment") ?? []).enumerated() {
                    add("segmentTitles[\(index)]", segment["title"])
                }
            }
            // A search bar's scope buttons, as Inkpad's ibtool tables name them: `"RRV-qS-tbK.scopeButtonTitles[0]" = "Top Downloads";`.
            if node.name == "searchBar" {
                for (index, title) in (node.child("scopeButtonTitles")?.children(named: "string") ?? []).enumerated() {
                    add("scopeButtonTitles[\(index)]", title.text)
                }
            }
            // AppKit's texts Interface Builder keeps in shadow properties, as Mynigma's ibtool tables name them: a
            // segmented cell's labels, a combo box's items, a binding's placeholder for nil.
            if node.name == "segmentedCell" {
                for (index, segment) in (node.child("segments")?.children(named: "segment") ?? []).enumerated() {
                    add("ibShadowedLabels[\(index)]", segment["label"])
                }
            }
            if node.name == "comboBoxCell" {
                for (index, value) in (node.child("objectValues")?.children(named: "string") ?? []).enumerated() {
                    add("ibShadowedObjectValues[\(index)]", value.text)
                }
            }
            if node.name == "binding" {
                add("ibShadowedIsNilPlaceholder", node.child("dictionary", key: "options")?.stringProperty("NSNullPlaceholder"))
            }
        }
        entries.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        var seen = Set<String>()
        return entries.filter { seen.insert($0.key).inserted }
    }

    /// The table ibtool writes for `document`: for each entry a blank line, the comment line and the
    /// `"key" = "value";` line; the text ends with a newline. Empty when there is nothing to localize.
    public static func table(of document: IBDocument) -> String {
        table(entries(of: document))
    }

    /// The table text for already computed entries (in the order given).
    public static func table(_ entries: [IBStringsEntry]) -> String {
        var text = ""
        for entry in entries { text += "\n" + entry.tableText }
        return text
    }

    static func classPrefix(_ document: IBDocument) -> String {
        guard document.platform == .iOS || document.platform == .tvOS,
              let version = document.toolsMajorVersion, version < unprefixedToolsVersion else { return "" }
        return "IB"
    }

    /// Elements that are objects of their own (not values such as `<rect>`, `<color>`, `<constraint>`).
    static func isObject(_ element: String) -> Bool {
        switch element {
        case "constraint", "segue", "action", "outlet", "connections", "scene", "document", "color", "font",
             "fontDescription", "rect", "size", "point", "viewLayoutGuide", "image", "namedColor", "capability",
             "simulatedMetricsContainer", "placeholder", "outletCollection", "exit", "deployment", "plugIn":
            return false
        default:
            return true
        }
    }

    /// The class name without its framework prefix, for an element name on a platform.
    static func baseName(_ element: String, platform: IBPlatform) -> String {
        switch platform {
        case .macOS:
            return "NS" + capitalized(element == "windowTemplate" ? "window" : element)
        case .watchOS:
            return "WKInterface" + capitalized(element)
        default:
            return "UI" + capitalized(element)
        }
    }

    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
