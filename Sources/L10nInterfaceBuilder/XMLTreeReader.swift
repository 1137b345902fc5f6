import Foundation
import L10nStrings

/// A small, safe XML reader for Interface Builder documents: bytes in, flat element records out
/// (``XMLTree``, read through ``IBNode``), the document checked (``IBDocumentValidation``) as each element
/// is read.
///
/// Why not FoundationXML or libxml2: IB documents use a tiny subset of XML (no DTD, only the five
/// predefined entities and character references), and reading that subset by hand gives exact start-tag
/// locations, is faster than both, and is safe by construction: a `<!DOCTYPE` is refused outright, so there
/// are no external entities to fetch and no entity expansion to bound (billion laughs fails at its first
/// line). Memory is proportional to the document.
///
/// Where the time goes, and what is done about it: reading makes no object per element and no string per
/// attribute value. An element is a record appended to one array and an attribute a record of its name's
/// number and its value's range in the bytes (``XMLTree``); names are interned (``XMLNameTable``), so each
/// distinct name becomes a `String` once per document; a value or text is decoded only when it holds an
/// `&`, and becomes a `String` only when someone reads it; the whitespace that indents child elements is
/// never kept; values are scanned eight bytes at a time; and validation looks at each attribute by its
/// name's number and its bytes while the element is read, instead of walking the finished tree again.
struct XMLTreeReader {
    /// Bounds the depth of the tree, and so the recursion of whatever walks its nodes (and of releasing
    /// the nodes a walk made); real documents nest a few dozen deep.
    static let maximumDepth = 1000
    private let path: String

    init(path: String) {
        self.path = path
    }

    /// The tree, the first problem validation found (reported only once the XML itself is known to be well
    /// formed, and after the caller's check of the root element), and what it found that does not stop reading.
    /// - Throws: ``IBReadError`` for XML that is not well formed.
    func read(_ bytes: [UInt8]) throws -> (tree: XMLTree, problem: IBReadError?, warnings: [IBDocumentWarning]) {
        guard bytes.count <= XMLTree.maximumSize else {
            throw IBReadError(path: path, line: 0, column: 0, message: "the file is larger than 2 GB; no Interface Builder document is, so this is not one")
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer, path: path)
            try cursor.parseDocument()
            let tree = XMLTree(bytes: bytes, names: cursor.names, elements: cursor.elements, attributes: cursor.attributes,
                               decoded: cursor.decoded, texts: cursor.texts)
            let (problem, warnings) = cursor.validation.finish(tree)
            return (tree, problem, warnings)
        }
    }
}

private struct Cursor {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var position = 0
    // Line bookkeeping advances lazily to each position asked for; positions are asked in increasing order.
    var lineScanned = 0
    var line = 1
    var lineStart = 0
    var names: XMLNameTable
    var validation: IBDocumentValidation
    /// The records of the tree being read (see `XMLTree`).
    var elements: [XMLTree.Element] = []
    var attributes: [XMLTree.Attribute] = []
    var decoded: [UInt8] = []
    var texts: [String] = []
    /// The elements open at `position`, the innermost last.
    var stack: [Int] = []
    /// For each open element, the name of its last child so far (-1 before the first).
    var lastChildNames: [Int32] = []
    /// The two names that most recently came next after what came before, by a hash of that (see
    /// `predictionSlot`): Interface Builder writes each kind of element with the same attributes in the
    /// same order, and the children of each kind of element in the same patterns, so a guess checked
    /// against the bytes mostly saves looking a name up.
    var predictions = [Int32](repeating: -1, count: 2 * Cursor.predictionSlots)
    static let predictionSlots = 2048

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        var names = XMLNameTable.validation
        validation = IBDocumentValidation(path: path, size: bytes.count, names: &names)
        self.names = names
        // Storyboards have about one element per 150 bytes and one attribute per 40; capacity reserved
        // and not used is never touched, so it costs address space, not memory.
        elements.reserveCapacity(bytes.count / 100 + 16)
        attributes.reserveCapacity(bytes.count / 25 + 16)
        stack.reserveCapacity(64)
        lastChildNames.reserveCapacity(64)
    }

    mutating func location(of offset: Int) -> (line: Int, column: Int) {
        if offset < lineScanned {
            // Rare (errors only): recount from the start.
            lineScanned = 0; line = 1; lineStart = 0
        }
        let end = min(offset, bytes.count)
        var index = lineScanned
        while index < end, let base = bytes.baseAddress, let found = memchr(base + index, 10, end - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            lineStart = index
        }
        lineScanned = max(lineScanned, end)
        return (line, offset - lineStart + 1)
    }

    mutating func error(_ message: String, at offset: Int) -> IBReadError {
        let (line, column) = location(of: min(offset, bytes.count))
        // Whatever was expected, at the end of the bytes the real problem is a truncated file; on a line Git
        // wrote, an unfinished merge.
        let text = offset >= bytes.count && !message.hasPrefix("unexpected end of file")
            ? "unexpected end of file (the file is truncated): \(message)"
            : MergeConflictMarker.line(holding: offset, in: bytes).map(MergeConflictMarker.message) ?? message
        return IBReadError(path: path, line: line, column: column, message: text)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }


    mutating func skipSpace() {
        while position < bytes.count && Cursor.isSpace(bytes[position]) { position += 1 }
    }

    /// The name of element `index`, for messages.
    func name(of index: Int) -> String { names.names[Int(elements[index].name)] }

    // MARK: Text

    /// Adds the text bytes[start..<end] (`isBlank`: all whitespace) to the innermost open element.
    /// Whitespace around child elements only indents them: it is not kept (see `IBNode.text`).
    mutating func addText(_ start: Int, _ end: Int, isBlank: Bool) throws {
        guard let open = stack.last else { return }
        if !hasChildren(open) || !isBlank {
            try appendText(start, end, to: open)
        }
    }

    /// True when element `index` (open) has a child element already: its first child is the next element.
    func hasChildren(_ index: Int) -> Bool { elements.count > index + 1 }

    /// Appends bytes[start..<end], decoded, to element `index`'s text; a first piece without references
    /// stays a range of the bytes.
    mutating func appendText(_ start: Int, _ end: Int, to index: Int) throws {
        guard start < end else { return }
        if isTextEmpty(index), bytes.offset(of: UInt8(ascii: "&"), from: start, to: end) == end {
            elements[index].textStart = Int32(truncatingIfNeeded: start)
            elements[index].textEnd = Int32(truncatingIfNeeded: end)
        } else {
            var piece: [UInt8] = []
            try decode(start, end, into: &piece)
            setText(text(of: index) + String(decoding: piece, as: UTF8.self), of: index)
        }
    }

    func text(of index: Int) -> String {
        let element = elements[index]
        if element.textStart < 0 { return texts[Int(~element.textStart)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(element.textStart)..<Int(element.textEnd)]), as: UTF8.self)
    }

    func isTextEmpty(_ index: Int) -> Bool {
        let element = elements[index]
        return element.textStart < 0 ? texts[Int(~element.textStart)].isEmpty : element.textStart == element.textEnd
    }

    /// True when element `index` has text and all of it is whitespace.
    func hasOnlyBlankText(_ index: Int) -> Bool {
        let element = elements[index]
        if element.textStart < 0 {
            let text = texts[Int(~element.textStart)]
            return !text.isEmpty && text.utf8.allSatisfy(Cursor.isSpace)
        }
        return element.textStart < element.textEnd && bytes.isBlank(Int(element.textStart), Int(element.textEnd))
    }

    /// Gives element `index` the text `text`, kept in `texts` (in the slot it has there already, if any).
    mutating func setText(_ text: String, of index: Int) {
        let start = elements[index].textStart
        if start < 0 {
            texts[Int(~start)] = text
        } else {
            elements[index].textStart = ~Int32(truncatingIfNeeded: texts.count)
            elements[index].textEnd = 0
            texts.append(text)
        }
    }

    // MARK: Markup

    mutating func parseDocument() throws {
        if bytes.hasPrefix("\u{FEFF}", at: 0) { position = 3 }
        var textStart = position
        // Whether bytes[textStart..<position] are all whitespace, as they were stepped over.
        var textIsBlank = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte != UInt8(ascii: "<") {
                if stack.isEmpty {
                    guard Cursor.isSpace(byte) else {
                        throw error("text outside the root element; this is not an Interface Builder document", at: position)
                    }
                    position += 1
                } else {
                    // Nearly always the indentation of the next tag: step over it before searching.
                    if !Cursor.isSpace(byte) { textIsBlank = false }
                    position = bytes.endOfSpace(from: position + 1)
                    if position < bytes.count && bytes[position] != UInt8(ascii: "<") {
                        textIsBlank = false
                        position = bytes.offset(of: UInt8(ascii: "<"), from: position)
                    }
                }
                continue
            }
            if !stack.isEmpty, textStart < position {
                try addText(textStart, position, isBlank: textIsBlank)
            }
            let start = position
            let second = position + 1 < bytes.count ? bytes[position + 1] : 0
            if second == UInt8(ascii: "/") {
                try parseEndTag(at: start)
            } else if try (second == UInt8(ascii: "!") || second == UInt8(ascii: "?")) && parseMarkupDeclaration(at: start) {
                // A comment, CDATA section or processing instruction, stepped over.
            } else {
                if !elements.isEmpty && stack.isEmpty {
                    throw error("a second root element; an XML document has exactly one", at: start)
                }
                let firstAttribute = attributes.count
                let (element, isEmpty) = try parseStartTag(at: start)
                if stack.count >= XMLTreeReader.maximumDepth {
                    throw error("elements nested deeper than \(XMLTreeReader.maximumDepth) levels; Interface Builder documents are far shallower, so this file is damaged or hostile", at: start)
                }
                // Text that was only whitespace before the first child indented it.
                if let open = stack.last, element == open + 1, hasOnlyBlankText(open) {
                    elements[open].textStart = 0
                    elements[open].textEnd = 0
                }
                decoded.withUnsafeBufferPointer { decoded in
                    validation.check(element: element, record: elements[element], attributes: firstAttribute..<attributes.count,
                                     of: attributes, bytes: bytes, decoded: decoded, names: names.names)
                }
                if !lastChildNames.isEmpty { lastChildNames[lastChildNames.count - 1] = elements[element].name }
                if !isEmpty {
                    stack.append(element)
                    lastChildNames.append(-1)
                }
            }
            textStart = position
            textIsBlank = true
        }
        if let open = stack.last {
            let element = elements[open]
            throw error("unexpected end of file: <\(name(of: open))> at line \(element.line), column \(element.column) is not closed; the file is truncated", at: bytes.count)
        }
        if elements.isEmpty { throw error("no root element; the file is empty or not XML", at: bytes.count) }
    }

    /// Steps over a comment, a processing instruction or a CDATA section (whose text goes to the open
    /// element), and refuses a document type declaration.
    /// - Returns: false for any other `<!…`, which is then read as a start tag (and fails on its name).
    mutating func parseMarkupDeclaration(at start: Int) throws -> Bool {
        if bytes.hasPrefix("<!--", at: position) {
            guard let end = bytes.find("-->", from: position + 4) else {
                throw error("unexpected end of file inside a comment that starts here", at: start)
            }
            position = end + 3
        } else if bytes.hasPrefix("<![CDATA[", at: position) {
            guard let end = bytes.find("]]>", from: position + 9) else {
                throw error("unexpected end of file inside a CDATA section that starts here", at: start)
            }
            guard let parent = stack.last else { throw error("CDATA outside the root element", at: start) }
            setText(text(of: parent) + String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 9)..<end]), as: UTF8.self), of: parent)
            position = end + 3
        } else if bytes.hasPrefix("<!DOCTYPE", at: position) || bytes.hasPrefix("<!ENTITY", at: position) {
            throw error("document type declarations are refused (no external entities, no entity expansion); Interface Builder never writes one, so this file was not saved by Xcode", at: start)
        } else if bytes.hasPrefix("<?", at: position) {
            guard let end = bytes.find("?>", from: position + 2) else {
                throw error("unexpected end of file inside a processing instruction that starts here", at: start)
            }
            position = end + 2
        } else {
            return false
        }
        return true
    }

    mutating func parseEndTag(at start: Int) throws {
        position += 2
        // Nearly always the name of the open element.
        let name: Int
        if let open = stack.last, let end = names.end(of: Int(elements[open].name), at: position, in: bytes) {
            name = Int(elements[open].name)
            position = end
        } else {
            name = try parseName()
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(position < bytes.count ? "expected '>' to close the end tag </\(names.names[name])>" : "unexpected end of file in the end tag </\(names.names[name])>", at: position)
        }
        position += 1
        _ = lastChildNames.popLast()
        guard let open = stack.popLast() else {
            throw error("end tag </\(names.names[name])> without a matching start tag", at: start)
        }
        let element = elements[open]
        if Int(element.name) != name {
            throw error("end tag </\(names.names[name])> does not match the start tag <\(self.name(of: open))> at line \(element.line), column \(element.column)", at: start)
        }
        elements[open].end = Int32(truncatingIfNeeded: elements.count)
    }

    /// The prediction slot for the name that follows names `first` and `second` (-1 for none) where
    /// `kind` (0 for an element, 1 for an attribute) is read.
    @inline(__always) static func predictionSlot(_ kind: Int, _ first: Int, _ second: Int) -> Int {
        let mixed = (UInt64(truncatingIfNeeded: first * 2 + kind) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(truncatingIfNeeded: second + 1) &* 0xBF58_476D_1CE4_E5B9)
        return Int(truncatingIfNeeded: mixed >> 53) & (predictionSlots - 1)
    }

    /// Reads a name where one of the two names in prediction slot `slot` is likely, and makes the name
    /// read the slot's first.
    @inline(__always) mutating func parseName(predictedIn slot: Int) throws -> Int {
        let first = Int(predictions[2 * slot]), second = Int(predictions[2 * slot + 1])
        if first >= 0, let end = names.end(of: first, at: position, in: bytes) {
            position = end
            return first
        }
        if second >= 0, let end = names.end(of: second, at: position, in: bytes) {
            position = end
            predictions[2 * slot] = Int32(truncatingIfNeeded: second)
            predictions[2 * slot + 1] = Int32(truncatingIfNeeded: first)
            return second
        }
        let number = try parseName()
        predictions[2 * slot + 1] = Int32(truncatingIfNeeded: first)
        predictions[2 * slot] = Int32(truncatingIfNeeded: number)
        return number
    }

    /// Reads a name and returns its number in `names`.
    ///
    /// A name nearly always ends at a space, a quote, `=`, `>` or `/` and is one the table already holds:
    /// those bytes are found eight at a time, and a name found in the table is known to be made of name
    /// bytes (it was checked when it was added). Otherwise the name is scanned byte by byte.
    mutating func parseName() throws -> Int {
        let start = position
        if let end = bytes.likelyNameEnd(from: start), end > start {
            let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if let number = names.existingNumber(of: name, hash: ByteStringTable.hash(name)) {
                position = end
                return number
            }
        }
        var end = start
        while end < bytes.count && XMLNameTable.isNameByte(bytes[end]) { end += 1 }
        position = end
        if start == end {
            throw error(position < bytes.count ? "expected a name" : "unexpected end of file where a name was expected", at: position)
        }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return names.number(of: name, hash: ByteStringTable.hash(name))
    }

    /// Reads a start tag: appends its element to `elements` and its attributes to `attributes`.
    /// - Returns: the element's number, and whether the tag was empty (`/>`).
    mutating func parseStartTag(at start: Int) throws -> (element: Int, isEmpty: Bool) {
        position += 1
        // An element is guessed from its parent and the sibling before it, an attribute from its
        // element and the attribute before it.
        let nameNumber = try parseName(predictedIn: Cursor.predictionSlot(0, stack.last.map { Int(elements[$0].name) } ?? -1, Int(lastChildNames.last ?? -1)))
        let firstAttribute = attributes.count
        var previousAttribute = -1
        var isEmpty = true
        while true {
            let beforeSpace = position
            skipSpace()
            guard position < bytes.count else {
                throw error("unexpected end of file in the start tag <\(names.names[nameNumber])>", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") { position += 1; isEmpty = false; break }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected '/>' to end the start tag <\(names.names[nameNumber])>", at: position)
                }
                position += 2
                break
            }
            if beforeSpace == position { throw error("expected whitespace, '>' or '/>' in the start tag <\(names.names[nameNumber])>", at: position) }
            let attributeStart = position
            let attributeNumber = try parseName(predictedIn: Cursor.predictionSlot(1, nameNumber, previousAttribute))
            previousAttribute = attributeNumber
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute \(names.names[attributeNumber])", at: position)
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for the attribute \(names.names[attributeNumber])", at: position)
            }
            let quote = bytes[position]
            let valueStart = position + 1
            var end = valueStart
            var hasReference = false
            while true {
                end = bytes.offsetOfValueDelimiter(quote, from: end)
                guard end < bytes.count else {
                    throw error("unexpected end of file in the value of the attribute \(names.names[attributeNumber])", at: attributeStart)
                }
                let delimiter = bytes[end]
                if delimiter == quote { break }
                if delimiter == UInt8(ascii: "<") { throw error("'<' inside the value of the attribute \(names.names[attributeNumber])", at: end) }
                hasReference = true
                end += 1
            }
            let name = Int32(truncatingIfNeeded: attributeNumber)
            for index in firstAttribute..<attributes.count where attributes[index].name == name {
                throw error("duplicate attribute \(names.names[attributeNumber]) in <\(names.names[nameNumber])>", at: attributeStart)
            }
            if hasReference {
                // (Moved out and back: `decode` may change the cursor's line bookkeeping for an error.)
                var output: [UInt8] = []
                swap(&output, &decoded)
                let decodedStart = output.count
                try decode(valueStart, end, into: &output)
                swap(&output, &decoded)
                attributes.append(XMLTree.Attribute(name: name, start: ~Int32(truncatingIfNeeded: decodedStart),
                                                    end: Int32(truncatingIfNeeded: decoded.count)))
            } else {
                attributes.append(XMLTree.Attribute(name: name, start: Int32(truncatingIfNeeded: valueStart), end: Int32(truncatingIfNeeded: end)))
            }
            position = end + 1
        }
        let (line, column) = location(of: start)
        elements.append(XMLTree.Element(
            name: Int32(truncatingIfNeeded: nameNumber), firstAttribute: Int32(truncatingIfNeeded: firstAttribute),
            end: Int32(truncatingIfNeeded: elements.count + 1), line: Int32(truncatingIfNeeded: line),
            column: Int32(truncatingIfNeeded: column), textStart: 0, textEnd: 0))
        return (elements.count - 1, isEmpty)
    }

    /// Appends bytes[start..<end] to `output`, replacing the predefined entities and character references.
    mutating func decode(_ start: Int, _ end: Int, into output: inout [UInt8]) throws {
        let firstAmpersand = bytes.offset(of: UInt8(ascii: "&"), from: start, to: end)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstAmpersand]))
        var index = firstAmpersand
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else { output.append(byte); index += 1; continue }
            var semicolon = index + 1
            while semicolon < end && semicolon - index < 12 && bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
            guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";") else {
                throw error("'&' that does not start an entity reference; write &amp;", at: index)
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<semicolon]), as: UTF8.self)
            switch name {
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "amp": output.append(UInt8(ascii: "&"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                var scalarValue: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalarValue = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    scalarValue = UInt32(name.dropFirst(), radix: 10)
                }
                guard let value = scalarValue else {
                    throw error("unknown entity &\(name);; only the predefined XML entities are allowed (no DTD)", at: index)
                }
                guard let scalar = Unicode.Scalar(value), value != 0 else {
                    throw error("character reference &\(name); is not a Unicode character", at: index)
                }
                output.append(contentsOf: String(Character(scalar)).utf8)
            }
            index = semicolon + 1
        }
    }
}

/// Scanning helpers on the document's bytes: kept off `Cursor` so that calling them never copies the
/// cursor (with its tables) from its `inout` storage.
private extension UnsafeBufferPointer where Element == UInt8 {
    /// True when the bytes at `offset` are `literal`.
    func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        let start = literal.utf8Start
        for index in 0..<length where self[offset + index] != start[index] { return false }
        return true
    }

    /// Index of the first occurrence of `literal` at or after `offset`, or nil.
    func find(_ literal: StaticString, from offset: Int) -> Int? {
        let first = literal.utf8Start[0]
        var index = offset
        while index < count {
            index = self.offset(of: first, from: index)
            if index < count && hasPrefix(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the next `byte` from `offset` on and before `end` (the end of the bytes when nil),
    /// or `end`.
    func offset(of byte: UInt8, from offset: Int, to end: Int? = nil) -> Int {
        let end = Swift.min(end ?? count, count)
        guard let base = baseAddress, offset < end,
              let found = memchr(base + offset, Int32(byte), end - offset) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// True when bytes[start..<end] are all whitespace.
    func isBlank(_ start: Int, _ end: Int) -> Bool {
        endOfSpace(from: start, to: end) == end
    }

    /// The first byte from `start` on (before `end`, the end of the bytes when nil) that is not
    /// whitespace. Indentation is a fifth of a storyboard's markup: runs of spaces go eight at a time.
    func endOfSpace(from start: Int, to end: Int? = nil) -> Int {
        let end = Swift.min(end ?? count, count)
        guard let base = baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= end {
            // The first byte that is not a space, found in one step; a newline or tab is stepped over.
            let notSpaces = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x2020_2020_2020_2020
            if notSpaces == 0 { index &+= 8; continue }
            index &+= notSpaces.trailingZeroBitCount >> 3
            if !Cursor.isSpace(self[index]) { return index }
            index &+= 1
        }
        while index < end && Cursor.isSpace(self[index]) { index += 1 }
        return index
    }

    /// The first byte from `start` on that is below `-` (space, quotes, `!`…), `/`, `=` or `>`: none is a
    /// name byte, so a name ends there or before. Nil when fewer than eight bytes remain to load.
    func likelyNameEnd(from start: Int) -> Int? {
        guard let base = baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Classic "has a byte less than n" / "has a zero byte" tests; the lowest flagged byte is exact.
            func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
            let below = (word &- ones &* 0x2D) & ~word & highs
            let flags = below | zeroBytes(word ^ (ones &* 0x2F)) | zeroBytes(word ^ (ones &* 0x3D)) | zeroBytes(word ^ (ones &* 0x3E))
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        return nil
    }

    /// The offset of the first `quote`, `<` or `&` from `start` on, or the end of the bytes: what ends or
    /// interrupts an attribute value, looked for eight bytes at a time.
    @inline(__always) func offsetOfValueDelimiter(_ quote: UInt8, from start: Int) -> Int {
        guard let base = baseAddress else { return count }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = ones &* UInt64(quote), opens = ones &* 0x3C, ampersands = ones &* 0x26
        var index = start
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Each test flags its lowest matching byte exactly (higher flags may be false), so the lowest
            // flag of the three is the first delimiter.
            func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
            let flags = zeroBytes(word ^ quotes) | zeroBytes(word ^ opens) | zeroBytes(word ^ ampersands)
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = self[index]
            if byte == quote || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { return index }
            index += 1
        }
        return count
    }
}
