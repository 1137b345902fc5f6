/// Checks made where a document is read, so that nothing downstream (layout, the truncation rule, the
/// cairo canvas) meets a value Interface Builder never writes: every number the layout uses is finite and
/// in range, multipliers are numbers, and ids are unique. Each problem is an ``IBReadError`` at its element;
/// the document is not read. A constraint naming an object the document does not have is a warning instead
/// (real documents have them; the layout leaves such a constraint out).
///
/// None of these occurs in the corpus (217 real documents); each is what a damaged file (a merge conflict
/// resolved by hand, a script) or a hostile one looks like.
///
/// The reader calls ``check(element:record:attributes:of:bytes:decoded:names:)`` for each element as it
/// reads it, in document order, with the numbers its ``XMLNameTable`` gave the attributes' names and the
/// values' bytes (no value becomes a string unless it is wrong); the first problem is kept and reported by
/// ``finish(_:)`` once the whole document has been read (a malformed document reports its XML error first).
struct IBDocumentValidation {
    /// Points: far beyond any screen, yet safe for every Double→Int conversion and for the solver.
    static let maximumMagnitude = 1_000_000.0
    /// A `<size>`'s: Interface Builder writes 10,000,000 as the height of every AppKit text view's `maxSize`
    /// (Orbot's macOS storyboard); only a collection view's `itemSize` reaches the layout.
    static let maximumSizeMagnitude = 100_000_000.0

    enum Range: UInt8 {
        /// Any finite length within ±``maximumMagnitude``.
        case length = 1
        /// A layout priority, 0…1000.
        case priority
        /// A font size, 0…10,000 points.
        case fontSize
        /// A fraction, 0…1.
        case fraction
        /// A `<size>`'s width or height, within ±``maximumSizeMagnitude``.
        case extent

        var bounds: ClosedRange<Double> {
            switch self {
            case .length: return -maximumMagnitude...maximumMagnitude
            case .priority: return 0...1000
            case .fontSize: return 0...10_000
            case .fraction: return 0...1
            case .extent: return -maximumSizeMagnitude...maximumSizeMagnitude
            }
        }

        var words: String {
            switch self {
            case .length: return "a length between -1,000,000 and 1,000,000 points"
            case .priority: return "a priority between 0 and 1000"
            case .fontSize: return "a font size between 0 and 10,000 points"
            case .fraction: return "a fraction between 0 and 1"
            case .extent: return "a length between -100,000,000 and 100,000,000 points"
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
        "size": ["width": .extent, "height": .extent],
        "point": ["x": .length, "y": .length],
        "constraint": ["constant": .length, "priority": .priority],
        "font": ["size": .fontSize],
        "inset": ["minX": .length, "minY": .length, "maxX": .length, "maxY": .length],
        "edgeInsets": ["top": .length, "left": .length, "bottom": .length, "right": .length],
        "directionalEdgeInsets": ["top": .length, "leading": .length, "bottom": .length, "trailing": .length],
    ]

    /// The names validation looks for, interned first by the reader so that they are numbered 0, 1, 2, ….
    static let names: [String] = {
        var names = ["id", "multiplier", "firstItem", "secondItem", "constraint"]
        for name in anyElement.keys.sorted() where !names.contains(name) { names.append(name) }
        for (element, attributes) in byElement.sorted(by: { $0.key < $1.key }) {
            if !names.contains(element) { names.append(element) }
            for name in attributes.keys.sorted() where !names.contains(name) { names.append(name) }
        }
        return names
    }()
    static let idName = 0, multiplierName = 1, firstItemName = 2, secondItemName = 3, constraintElement = 4

    /// The range of each numeric attribute by element and attribute name number, as `Range` raw values
    /// (0: not a number): row `e * names.count` for the validation's own element names, the last row for
    /// every other element. An element's own attributes come first (`top` of an `edgeInsets`), then those
    /// of any element.
    static let ranges: [UInt8] = {
        var table = [UInt8](repeating: 0, count: (names.count + 1) * names.count)
        for element in 0...names.count {
            let own = element < names.count ? byElement[names[element]] ?? [:] : [:]
            for (attribute, name) in names.enumerated() {
                table[element * names.count + attribute] = (own[name] ?? anyElement[name])?.rawValue ?? 0
            }
        }
        return table
    }()

    let path: String
    /// The static tables, held here so that checking an element does not go through their lazy initialisers.
    private let ranges = IBDocumentValidation.ranges
    private var ids: IDTable
    /// The constraints that name an object not read yet, checked against every id once the document is read.
    private var constraints: [Int] = []
    private var problem: IBReadError?

    /// - Parameters:
    ///   - size: the document's size in bytes, to size the id table: the corpora have an id per 320 to
    ///     550 bytes, and a table that is no larger than it needs to be stays in the processor's caches.
    ///   - names: the reader's name table, which must have interned ``names`` first.
    init(path: String, size: Int, names: inout XMLNameTable) {
        precondition(names.names.starts(with: IBDocumentValidation.names), "the name table must start with the validation's names")
        self.path = path
        ids = IDTable(capacity: size / 400)
    }

    /// Checks one element: its id is new, its numbers in range, a constraint's multiplier a number.
    /// - Parameters:
    ///   - element: the element's number and record (its name, line and column).
    ///   - attributes: the element's attributes in `records`, whose values are ranges of `bytes` or `decoded`.
    ///   - names: the names so far, for messages.
    mutating func check(element: Int, record: XMLTree.Element, attributes: Swift.Range<Int>, of records: [XMLTree.Attribute],
                        bytes: UnsafeBufferPointer<UInt8>, decoded: UnsafeBufferPointer<UInt8>, names: [String]) {
        guard problem == nil else { return }
        func value(_ index: Int) -> UnsafeBufferPointer<UInt8> { IBDocumentValidation.value(records[index], bytes: bytes, decoded: decoded) }
        func string(_ index: Int) -> String { String(decoding: value(index), as: UTF8.self) }
        let (line, column) = (Int(record.line), Int(record.column))
        let elementName = Int(record.name)
        // One pass over the attributes finds the id and the first number out of range; the id is
        // checked first, whatever the attributes' order.
        let count = IBDocumentValidation.names.count
        let row = Swift.min(elementName, count) * count
        var id: Int?, wrongNumber: (index: Int, name: Int, range: Range)?
        for index in attributes where Int(records[index].name) < count {
            let name = Int(records[index].name)
            if name == IBDocumentValidation.idName {
                id = index
                continue
            }
            guard wrongNumber == nil, let range = Range(rawValue: ranges[row + name]) else { continue }
            if let number = IBDocumentValidation.number(value(index)), number.isFinite, range.bounds.contains(number) { continue }
            wrongNumber = (index, name, range)
        }
        if let index = id, let first = ids.insert(value(index), line: record.line, column: record.column) {
            problem = IBReadError(path: path, line: line, column: column,
                                  message: "id \"\(string(index))\" is used again (first at \(first.line):\(first.column)); a document with two objects of one id is damaged (often a merge conflict resolved by hand): give this one a new id in Interface Builder")
            return
        }
        if let (index, name, range) = wrongNumber {
            problem = IBReadError(path: path, line: line, column: column,
                                  message: "\(IBDocumentValidation.names[name])=\"\(string(index))\" in <\(names[elementName])> is not \(range.words); Interface Builder never writes it: fix or remove it")
            return
        }
        guard elementName == IBDocumentValidation.constraintElement else { return }
        if let index = attributes.first(where: { Int(records[$0].name) == IBDocumentValidation.multiplierName }) {
            let multiplier = string(index)
            guard let number = IBConstraint.parseMultiplier(multiplier), number.isFinite, abs(number) <= IBDocumentValidation.maximumMagnitude else {
                problem = IBReadError(path: path, line: line, column: column,
                                      message: "multiplier=\"\(multiplier)\" is not a number Interface Builder writes (0.5, 1:2, 1/3 or 25%, with a denominator other than 0): fix it in Interface Builder")
                return
            }
        }
        // Constraints nearly always name views read before them (their `<constraints>` follow the
        // `<subviews>`): looked up now, while those ids are fresh in the cache, most need no second look.
        for index in attributes {
            let name = Int(records[index].name)
            if (name == IBDocumentValidation.firstItemName || name == IBDocumentValidation.secondItemName) && !ids.contains(value(index)) {
                constraints.append(element)
                return
            }
        }
    }

    /// The bytes of an attribute's value.
    @inline(__always) static func value(_ attribute: XMLTree.Attribute, bytes: UnsafeBufferPointer<UInt8>, decoded: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        attribute.start >= 0 ? UnsafeBufferPointer(rebasing: bytes[Int(attribute.start)..<Int(attribute.end)])
            : UnsafeBufferPointer(rebasing: decoded[Int(~attribute.start)..<Int(attribute.end)])
    }

    /// `Double(text)` of UTF-8 bytes, without making a string for the usual `-12.5`: up to 15 digits with
    /// an optional sign and fraction are exact integers over an exact power of ten, so the division rounds
    /// as `Double` would; anything else (exponents, long fractions) is left to `Double`.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa = 0, digits = 0, fractionDigits = 0
        var negative = false, inFraction = false, valid = true, index = 0
        for byte in text {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 15 else { valid = false; break }
                mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
            case UInt8(ascii: "-") where index == 0:
                negative = true
            case UInt8(ascii: ".") where !inFraction && digits > 0:
                inFraction = true
            default:
                valid = false
            }
            if !valid { break }
        }
        guard valid, digits > 0, !inFraction || fractionDigits > 0 else { return Double(String(decoding: text, as: UTF8.self)) }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰…10¹⁵, each exact.
    static let powersOfTen: [Double] = (0..<15).reduce(into: [1.0]) { powers, _ in powers.append(powers[powers.count - 1] * 10) }

    /// The first problem found, and a warning for each constraint that names an object the document does not
    /// have. Such a constraint is no reason to refuse the document: Xcode keeps building documents that have
    /// them (Firefox Lockbox's item detail screen names a view deleted long before its last release), and the
    /// layout leaves out any constraint whose items it cannot find.
    func finish(_ tree: XMLTree) -> (problem: IBReadError?, warnings: [IBDocumentWarning]) {
        if let problem { return (problem, []) }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            tree.decoded.withUnsafeBufferPointer { decoded in
                var warnings: [IBDocumentWarning] = []
                for element in constraints {
                    let record = tree.elements[element]
                    for (item, name) in [("firstItem", IBDocumentValidation.firstItemName), ("secondItem", IBDocumentValidation.secondItemName)] {
                        guard let index = tree.attributeRange(of: element).first(where: { Int(tree.attributes[$0].name) == name }) else { continue }
                        let id = IBDocumentValidation.value(tree.attributes[index], bytes: bytes, decoded: decoded)
                        if !ids.contains(id) {
                            warnings.append(IBDocumentWarning(
                                path: path, line: Int(record.line), column: Int(record.column),
                                message: "\(item)=\"\(String(decoding: id, as: UTF8.self))\" names no object of this document, so the constraint is left out "
                                    + "of the layout: delete it or reconnect it in Interface Builder"))
                            break
                        }
                    }
                }
                return (nil, warnings)
            }
        }
    }
}
