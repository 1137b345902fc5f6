import Foundation

/// A small, safe XML reader for Interface Builder documents: bytes in, `IBNode` tree out, the document
/// checked (``IBDocumentValidation``) as each element is made.
///
/// Why not FoundationXML or libxml2: IB documents use a tiny subset of XML (no DTD, only the five
/// predefined entities and character references), and reading that subset by hand gives exact start-tag
/// locations, is faster than both, and is safe by construction: a `<!DOCTYPE` is refused outright, so there
/// are no external entities to fetch and no entity expansion to bound (billion laughs fails at its first
/// line). Memory is proportional to the document.
///
/// Where the time goes, and what is done about it: names are interned (``XMLNameTable``), so each
/// distinct name becomes a `String` once per document; attribute values and text become strings straight
/// from the bytes, decoded only when they hold an `&`; the whitespace that indents child elements is never
/// made a string; and validation looks at each attribute by its name's number while the element is read,
/// instead of walking the finished tree again.
struct XMLTreeReader {
    /// Bounds recursion in everything that walks the tree (and in releasing it); real documents nest a few dozen deep.
    static let maximumDepth = 1000
    private let path: String

    init(path: String) {
        self.path = path
    }

    /// The tree, and the first problem validation found (reported only once the XML itself is known to
    /// be well formed, and after the caller's check of the root element).
    /// - Throws: ``IBReadError`` for XML that is not well formed.
    func read(_ bytes: [UInt8]) throws -> (root: IBNode, problem: IBReadError?) {
        try bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(array: bytes, bytes: buffer, path: path)
            let root = try cursor.parseDocument()
            cursor.store.names = cursor.names.names
            return (root, cursor.validation.finish())
        }
    }
}

/// An element being read. Not retained: its parent's children (or the root) hold it.
private struct OpenElement {
    let unmanaged: Unmanaged<IBNode>
    var node: IBNode { unmanaged.takeUnretainedValue() }
    /// The number of its name.
    let name: Int
    /// Where its children start in the reader's `children`.
    let firstChild: Int
}

private struct Cursor {
    /// The document; `bytes` points into it, and text nodes keep ranges of it.
    let array: [UInt8]
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var position = 0
    // Line bookkeeping advances lazily to each position asked for; positions are asked in increasing order.
    var lineScanned = 0
    var line = 1
    var lineStart = 0
    var names: XMLNameTable
    var validation: IBDocumentValidation
    /// Every element's attributes.
    let store = IBAttributeStore()
    /// The children read so far of every open element, the innermost's last: each element's array is
    /// made once, at its end tag, at its final size.
    var children: [IBNode] = []

    init(array: [UInt8], bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.array = array
        self.bytes = bytes
        self.path = path
        var names = XMLNameTable(preinterned: IBDocumentValidation.names)
        validation = IBDocumentValidation(path: path, size: bytes.count, names: &names)
        self.names = names
        // About one attribute per 40 bytes of markup.
        store.nameNumbers.reserveCapacity(bytes.count / 64)
        store.values.reserveCapacity(bytes.count / 64)
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
        // Whatever was expected, at the end of the bytes the real problem is a truncated file.
        let text = offset >= bytes.count && !message.hasPrefix("unexpected end of file")
            ? "unexpected end of file (the file is truncated): \(message)" : message
        return IBReadError(path: path, line: line, column: column, message: text)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
             UInt8(ascii: "."), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    mutating func skipSpace() {
        while position < bytes.count && Cursor.isSpace(bytes[position]) { position += 1 }
    }

    /// Adds the text bytes[start..<end] to the open element on top of `stack`. Whitespace around child
    /// elements only indents them: it is not kept (see `IBNode.text`).
    mutating func addText(_ start: Int, _ end: Int, to stack: [OpenElement]) throws {
        guard let open = stack.last else { return }
        if children.count == open.firstChild || !bytes.isBlank(start, end) {
            try appendText(start, end, to: open.node)
        }
    }

    /// Appends bytes[start..<end], decoded, to `node`'s text; a first piece without references stays bytes.
    mutating func appendText(_ start: Int, _ end: Int, to node: IBNode) throws {
        guard start < end else { return }
        if case .string(let text) = node.storedText, text.isEmpty, bytes.offset(of: UInt8(ascii: "&"), from: start, to: end) == end {
            node.storedText = .bytes(array, start..<end)
        } else {
            let decoded = try decode(start, end)
            node.storedText = .string(node.text + decoded)
        }
    }

    /// True when `node` has text and all of it is whitespace.
    func hasOnlyBlankText(_ node: IBNode) -> Bool {
        switch node.storedText {
        case .string(let text): return !text.isEmpty && text.utf8.allSatisfy(Cursor.isSpace)
        case .bytes(_, let range): return !range.isEmpty && bytes.isBlank(range.lowerBound, range.upperBound)
        }
    }

    mutating func parseDocument() throws -> IBNode {
        if bytes.hasPrefix("\u{FEFF}", at: 0) { position = 3 }
        var root: IBNode?
        var stack: [OpenElement] = []
        stack.reserveCapacity(64)
        var textStart = position
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
                    position = bytes.endOfSpace(from: position + 1)
                    if position < bytes.count && bytes[position] != UInt8(ascii: "<") {
                        position = bytes.offset(of: UInt8(ascii: "<"), from: position)
                    }
                }
                continue
            }
            if !stack.isEmpty, textStart < position {
                try addText(textStart, position, to: stack)
            }
            let start = position
            if bytes.hasPrefix("<!--", at: position) {
                guard let end = bytes.find("-->", from: position + 4) else {
                    throw error("unexpected end of file inside a comment that starts here", at: start)
                }
                position = end + 3
            } else if bytes.hasPrefix("<![CDATA[", at: position) {
                guard let end = bytes.find("]]>", from: position + 9) else {
                    throw error("unexpected end of file inside a CDATA section that starts here", at: start)
                }
                guard let parent = stack.last?.node else { throw error("CDATA outside the root element", at: start) }
                parent.storedText = .string(parent.text + String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 9)..<end]), as: UTF8.self))
                position = end + 3
            } else if bytes.hasPrefix("<!DOCTYPE", at: position) || bytes.hasPrefix("<!ENTITY", at: position) {
                throw error("document type declarations are refused (no external entities, no entity expansion); Interface Builder never writes one, so this file was not saved by Xcode", at: start)
            } else if bytes.hasPrefix("<?", at: position) {
                guard let end = bytes.find("?>", from: position + 2) else {
                    throw error("unexpected end of file inside a processing instruction that starts here", at: start)
                }
                position = end + 2
            } else if bytes.hasPrefix("</", at: position) {
                position += 2
                let name = try parseName()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                    throw error(position < bytes.count ? "expected '>' to close the end tag </\(names.names[name])>" : "unexpected end of file in the end tag </\(names.names[name])>", at: position)
                }
                position += 1
                guard let open = stack.popLast() else {
                    throw error("end tag </\(names.names[name])> without a matching start tag", at: start)
                }
                if open.name != name {
                    throw error("end tag </\(names.names[name])> does not match the start tag <\(open.node.name)> at line \(open.node.line), column \(open.node.column)", at: start)
                }
                if children.count > open.firstChild {
                    open.node.children = Array(children[open.firstChild...])
                    children.removeSubrange(open.firstChild...)
                }
            } else {
                if root != nil && stack.isEmpty {
                    throw error("a second root element; an XML document has exactly one", at: start)
                }
                let firstAttribute = store.values.count
                let (node, name, isEmpty) = try parseStartTag(at: start)
                if stack.count >= XMLTreeReader.maximumDepth {
                    throw error("elements nested deeper than \(XMLTreeReader.maximumDepth) levels; Interface Builder documents are far shallower, so this file is damaged or hostile", at: start)
                }
                if let open = stack.last {
                    // Text that was only whitespace before the first child indented it.
                    if children.count == open.firstChild, hasOnlyBlankText(open.node) { open.node.storedText = .string("") }
                    children.append(node)
                } else {
                    root = node
                }
                validation.check(node, element: name, attributes: firstAttribute..<store.values.count, in: store)
                if !isEmpty { stack.append(OpenElement(unmanaged: .passUnretained(node), name: name, firstChild: children.count)) }
            }
            textStart = position
        }
        if let open = stack.last {
            throw error("unexpected end of file: <\(open.node.name)> at line \(open.node.line), column \(open.node.column) is not closed; the file is truncated", at: bytes.count)
        }
        guard let document = root else { throw error("no root element; the file is empty or not XML", at: bytes.count) }
        return document
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
            if let number = names.existingNumber(of: name, hash: XMLNameTable.hash(name)) {
                position = end
                return number
            }
        }
        var end = start
        while end < bytes.count && Cursor.isNameByte(bytes[end]) { end += 1 }
        position = end
        if start == end {
            throw error(position < bytes.count ? "expected a name" : "unexpected end of file where a name was expected", at: position)
        }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return names.number(of: name, hash: XMLNameTable.hash(name))
    }

    /// Reads a start tag into a node, its attributes appended to `store`.
    mutating func parseStartTag(at start: Int) throws -> (IBNode, name: Int, isEmpty: Bool) {
        position += 1
        let nameNumber = try parseName()
        let name = names.names[nameNumber]
        let firstAttribute = store.values.count
        var isEmpty = true
        while true {
            let beforeSpace = position
            skipSpace()
            guard position < bytes.count else {
                throw error("unexpected end of file in the start tag <\(name)>", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") { position += 1; isEmpty = false; break }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected '/>' to end the start tag <\(name)>", at: position)
                }
                position += 2
                break
            }
            if beforeSpace == position { throw error("expected whitespace, '>' or '/>' in the start tag <\(name)>", at: position) }
            let attributeStart = position
            let attributeNumber = try parseName()
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
            while end < bytes.count {
                let byte = bytes[end]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") { throw error("'<' inside the value of the attribute \(names.names[attributeNumber])", at: end) }
                if byte == UInt8(ascii: "&") { hasReference = true }
                end += 1
            }
            guard end < bytes.count else {
                throw error("unexpected end of file in the value of the attribute \(names.names[attributeNumber])", at: attributeStart)
            }
            if store.nameNumbers[firstAttribute...].contains(Int32(truncatingIfNeeded: attributeNumber)) {
                throw error("duplicate attribute \(names.names[attributeNumber]) in <\(name)>", at: attributeStart)
            }
            let value = hasReference ? try decode(valueStart, end)
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self)
            store.nameNumbers.append(Int32(truncatingIfNeeded: attributeNumber))
            store.values.append(value)
            position = end + 1
        }
        let (line, column) = location(of: start)
        let node = IBNode(name: name, attributes: firstAttribute..<store.values.count, in: store, line: line, column: column)
        return (node, nameNumber, isEmpty)
    }

    /// Decodes bytes[start..<end], replacing the predefined entities and character references.
    mutating func decode(_ start: Int, _ end: Int) throws -> String {
        let firstAmpersand = bytes.offset(of: UInt8(ascii: "&"), from: start, to: end)
        if firstAmpersand == end {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstAmpersand]))
        var index = firstAmpersand
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else { result.append(byte); index += 1; continue }
            var semicolon = index + 1
            while semicolon < end && semicolon - index < 12 && bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
            guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";") else {
                throw error("'&' that does not start an entity reference; write &amp;", at: index)
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<semicolon]), as: UTF8.self)
            switch name {
            case "lt": result.append(UInt8(ascii: "<"))
            case "gt": result.append(UInt8(ascii: ">"))
            case "amp": result.append(UInt8(ascii: "&"))
            case "quot": result.append(UInt8(ascii: "\""))
            case "apos": result.append(UInt8(ascii: "'"))
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
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            index = semicolon + 1
        }
        return String(decoding: result, as: UTF8.self)
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
        while index + 8 <= end && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 { index += 8 }
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
}
