import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML property list read with member order and source locations kept, for `.stringsdict` files
/// (PropertyListSerialization loses both, and lint must point at the line of a missing plural form).
indirect enum PropertyListNode: Equatable, Sendable {
    case dictionary([Member])
    case array([PropertyListNode])
    case string(String, line: Int, column: Int)
    /// `<integer>`, `<real>`, `<true/>`, `<date>`…: the element name and its text, kept as is.
    case other(element: String, text: String)

    struct Member: Equatable, Sendable {
        var key: String
        var value: PropertyListNode
        var line: Int
        var column: Int
    }

    var members: [Member]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    var stringValue: String? {
        if case .string(let text, _, _) = self { return text }
        return nil
    }

    subscript(key: String) -> PropertyListNode? { members?.last { $0.key == key }?.value }

    /// Reads an XML property list.
    /// - Throws: ``LocalizationFormatError`` (line, column, message) for malformed XML or a broken plist shape.
    static func parse(_ input: Data) throws(LocalizationFormatError) -> PropertyListNode {
        let data = Data(XMLInput.blankingCommentBodies(try XMLInput.utf8([UInt8](input), kind: "the property list")))
        try XMLDocumentTypeCheck.check([UInt8](data), kind: "a .stringsdict", allowedPlistHeader: true)
        let builder = Builder()
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        // The stream parser reports success for a file cut short: the error and the open elements tell.
        let ok = parser.parse()
        if let error = builder.error { throw error }
        if let open = builder.stack.last {
            throw LocalizationFormatError("the file is cut short: <\(open.element)> at \(open.line):\(open.column) is not closed",
                                          line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        guard ok, parser.parserError == nil, let root = builder.root else {
            let message = parser.parserError.map { "not a well-formed XML property list: \(XMLErrorText.describe(code: ($0 as NSError).code))" }
                ?? "not an XML property list"
            throw LocalizationFormatError(message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        struct Frame {
            var element: String
            var members: [Member] = []
            var elements: [PropertyListNode] = []
            var pendingKey: (String, Int, Int)?
            var text = ""
            var line: Int
            var column: Int
        }
        var stack: [Frame] = []
        var root: PropertyListNode?
        var error: LocalizationFormatError?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            // The parser reports the position after the start tag; plist elements carry no attributes.
            stack.append(Frame(element: elementName, line: parser.lineNumber, column: max(1, parser.columnNumber - elementName.count - 1)))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let frame = stack.popLast() else { return }
            let node: PropertyListNode
            switch frame.element {
            case "plist":
                return
            case "key":
                guard !stack.isEmpty, stack[stack.count - 1].element == "dict" else {
                    fail(parser, "<key> outside a <dict>", frame)
                    return
                }
                stack[stack.count - 1].pendingKey = (frame.text, frame.line, frame.column)
                return
            case "dict": node = .dictionary(frame.members)
            case "array": node = .array(frame.elements)
            case "string": node = .string(frame.text, line: frame.line, column: frame.column)
            default: node = .other(element: frame.element, text: frame.text)
            }
            guard !stack.isEmpty else {
                fail(parser, "a property list value outside <plist>", frame)
                return
            }
            if stack[stack.count - 1].element == "plist" {
                root = node
            } else if stack[stack.count - 1].element == "dict" {
                guard let (key, line, column) = stack[stack.count - 1].pendingKey else {
                    fail(parser, "<\(frame.element)> in a <dict> without a <key> before it", frame)
                    return
                }
                stack[stack.count - 1].members.append(Member(key: key, value: node, line: line, column: column))
                stack[stack.count - 1].pendingKey = nil
            } else if stack[stack.count - 1].element == "array" {
                stack[stack.count - 1].elements.append(node)
            }
        }

        private func fail(_ parser: XMLParser, _ message: String, _ frame: Frame) {
            if error == nil { error = LocalizationFormatError(message, line: frame.line, column: frame.column) }
            parser.abortParsing()
        }
    }
}
