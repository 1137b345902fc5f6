/// Checks made where a document is read, so that nothing downstream (layout, the truncation rule, the
/// cairo canvas) meets a value Interface Builder never writes: every number the layout uses is finite and
/// in range, multipliers are numbers, constraints name objects that exist, and ids are unique. Each problem
/// is an ``IBReadError`` at its element; the document is not read.
///
/// None of these occurs in the corpus (217 real documents); each is what a damaged file (a merge conflict
/// resolved by hand, a script) or a hostile one looks like.
enum IBDocumentValidation {
    /// Points: far beyond any screen, yet safe for every Double→Int conversion and for the solver.
    static let maximumMagnitude = 1_000_000.0

    enum Range {
        /// Any finite length within ±``maximumMagnitude``.
        case length
        /// A layout priority, 0…1000.
        case priority
        /// A font size, 0…10,000 points.
        case fontSize
        /// A fraction, 0…1.
        case fraction

        var bounds: ClosedRange<Double> {
            switch self {
            case .length: return -maximumMagnitude...maximumMagnitude
            case .priority: return 0...1000
            case .fontSize: return 0...10_000
            case .fraction: return 0...1
            }
        }

        var words: String {
            switch self {
            case .length: return "a length between -1,000,000 and 1,000,000 points"
            case .priority: return "a priority between 0 and 1000"
            case .fontSize: return "a font size between 0 and 10,000 points"
            case .fraction: return "a fraction between 0 and 1"
            }
        }
    }

    /// Numeric attributes of any element.
    static let anyElement: [String: Range] = [
        "horizontalHuggingPriority": .priority, "verticalHuggingPriority": .priority,
        "horizontalCompressionResistancePriority": .priority, "verticalCompressionResistancePriority": .priority,
        "minimumScaleFactor": .fraction, "minimumFontSize": .fontSize, "spacing": .length,
        "preferredMaxLayoutWidth": .length, "rowHeight": .length, "estimatedRowHeight": .length,
        "sectionHeaderHeight": .length, "sectionFooterHeight": .length, "pointSize": .fontSize,
    ]

    /// Numeric attributes of particular elements (elsewhere the same names are not numbers: `top="YES"`).
    static let byElement: [String: [String: Range]] = [
        "rect": ["x": .length, "y": .length, "width": .length, "height": .length],
        "size": ["width": .length, "height": .length],
        "point": ["x": .length, "y": .length],
        "constraint": ["constant": .length, "priority": .priority],
        "font": ["size": .fontSize],
        "inset": ["minX": .length, "minY": .length, "maxX": .length, "maxY": .length],
        "edgeInsets": ["top": .length, "left": .length, "bottom": .length, "right": .length],
        "directionalEdgeInsets": ["top": .length, "leading": .length, "bottom": .length, "trailing": .length],
    ]

    /// The lengths (UTF-8 bytes) of every numeric attribute's name: most attributes are none of them, and
    /// comparing a length is cheaper than hashing the name.
    static let numericNameLengths: Set<Int> = Set((Array(anyElement.keys) + byElement.values.flatMap(\.keys)).map(\.utf8.count))

    /// The lengths of the element names that have numeric attributes of their own.
    static let specificElementLengths: Set<Int> = Set(byElement.keys.map(\.utf8.count))

    /// - Parameter size: the document's size in bytes, to size the id set (about one id per 100 bytes).
    static func validate(_ root: IBNode, path: String, size: Int = 0) throws {
        // One walk: ids (unique), numbers (in range), multipliers; constraint items are checked after it,
        // against every id of the document.
        var ids = Set<String>(minimumCapacity: size / 100)
        var constraints: [IBNode] = []
        try root.forEachDescendant { node in
            if let id = node["id"], !ids.insert(id).inserted {
                let first = firstNode(withID: id, in: root)
                throw IBReadError(path: path, line: node.line, column: node.column,
                                  message: "id \"\(id)\" is used again (first at \(first?.line ?? 0):\(first?.column ?? 0)); a document with two objects of one id is damaged (often a merge conflict resolved by hand): give this one a new id in Interface Builder")
            }
            let specific = specificElementLengths.contains(node.name.utf8.count) ? byElement[node.name] : nil
            for (name, value) in node.attributes where numericNameLengths.contains(name.utf8.count) {
                guard let range = specific?[name] ?? anyElement[name] else { continue }
                guard let number = Double(value), number.isFinite, range.bounds.contains(number) else {
                    throw IBReadError(path: path, line: node.line, column: node.column,
                                      message: "\(name)=\"\(value)\" in <\(node.name)> is not \(range.words); Interface Builder never writes it: fix or remove it")
                }
            }
            guard node.name == "constraint" else { return }
            if let multiplier = node["multiplier"] {
                guard let number = IBConstraint.parseMultiplier(multiplier), number.isFinite, abs(number) <= maximumMagnitude else {
                    throw IBReadError(path: path, line: node.line, column: node.column,
                                      message: "multiplier=\"\(multiplier)\" is not a number Interface Builder writes (0.5, 1:2 or 1/3, with a denominator other than 0): fix it in Interface Builder")
                }
            }
            constraints.append(node)
        }
        for node in constraints {
            for item in ["firstItem", "secondItem"] {
                if let id = node[item], !ids.contains(id) {
                    throw IBReadError(path: path, line: node.line, column: node.column,
                                      message: "\(item)=\"\(id)\" names no object of this document; the constraint cannot be laid out: delete it or reconnect it in Interface Builder")
                }
            }
        }
    }

    /// The first element in document order whose id is `id` (looked up again only for an error).
    static func firstNode(withID id: String, in root: IBNode) -> IBNode? {
        var found: IBNode?
        root.forEachDescendant { node in if found == nil, node["id"] == id { found = node } }
        return found
    }
}
