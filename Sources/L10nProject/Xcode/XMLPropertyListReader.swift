import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `project.pbxproj` saved as an XML property list (what `plutil -convert xml1` and some older
/// tools write; Xcode opens it and writes it back in the old-style format on the next change) into the
/// same ``OldStylePropertyList`` tree the old-style parser builds, keeping the dictionaries' member order.
/// Numbers, booleans, dates and data become strings, as the old-style format has nothing else.
enum XMLPropertyListReader {
    /// Whether `bytes` (after a byte-order mark and white space) begin as an XML document.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return bytes[i...].starts(with: Array("<?xml".utf8)) || bytes[i...].starts(with: Array("<plist".utf8))
            || bytes[i...].starts(with: Array("<!DOCTYPE".utf8))
    }

    static func parse(_ bytes: [UInt8]) throws(OldStylePropertyListParser.Failure) -> OldStylePropertyList {
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        let builder = Builder(lineStarts: lineStarts)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure = builder.failure { throw failure }
        guard ok else {
            let reason = parser.parserError.map { "not well-formed XML (\($0.localizedDescription))" } ?? "not well-formed XML"
            throw OldStylePropertyListParser.Failure(offset: builder.offset(parser), message: reason)
        }
        guard let root = builder.root else {
            throw OldStylePropertyListParser.Failure(offset: 0, message: "no value inside <plist>: expected a <dict>")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        /// A container being filled, with the key waiting for its value in a dictionary.
        private struct Open {
            var offset: Int
            var isDictionary: Bool
            var items: [OldStylePropertyList] = []
            var members: [OldStylePropertyList.Member] = []
            var pendingKey: (key: String, offset: Int)?
        }

        private let lineStarts: [Int]
        private var stack: [Open] = []
        private var text = ""
        private var textStart = 0
        private var sawPlist = false
        var root: OldStylePropertyList?
        var failure: OldStylePropertyListParser.Failure?

        init(lineStarts: [Int]) { self.lineStarts = lineStarts }

        func offset(_ parser: XMLParser) -> Int {
            let line = min(max(parser.lineNumber, 1), lineStarts.count)
            return lineStarts[line - 1] + max(parser.columnNumber - 1, 0)
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard failure == nil else { return }
            failure = OldStylePropertyListParser.Failure(offset: offset(parser), message: message)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            textStart = offset(parser)
            switch name {
            case "plist":
                if sawPlist || !stack.isEmpty { fail(parser, "<plist> inside a property list") }
                sawPlist = true
            case "dict", "array":
                guard sawPlist else { return fail(parser, "<\(name)> outside <plist>: not a property list") }
                if stack.count >= OldStylePropertyListParser.maximumDepth {
                    return fail(parser, "values nested more than \(OldStylePropertyListParser.maximumDepth) deep")
                }
                stack.append(Open(offset: textStart, isDictionary: name == "dict"))
            case "key", "string", "integer", "real", "date", "data", "true", "false":
                guard sawPlist else { return fail(parser, "<\(name)> outside <plist>: not a property list") }
            default:
                fail(parser, "unknown property list element <\(name)>")
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "plist":
                break
            case "key":
                guard stack.last?.isDictionary == true, stack[stack.count - 1].pendingKey == nil else {
                    return fail(parser, "<key> where a value was expected")
                }
                stack[stack.count - 1].pendingKey = (text, textStart)
            case "dict", "array":
                guard let open = stack.popLast() else { return }
                if open.pendingKey != nil { return fail(parser, "a <key> without a value before </dict>") }
                let value: OldStylePropertyList.Value = open.isDictionary ? .dictionary(open.members) : .array(open.items)
                add(OldStylePropertyList(value: value, offset: open.offset), parser)
            case "true", "false":
                add(OldStylePropertyList(value: .string(name == "true" ? "YES" : "NO"), offset: textStart), parser)
            case "data":
                let base64 = text.filter { !$0.isWhitespace }
                let hex = (Data(base64Encoded: base64) ?? Data()).map { String(format: "%02x", $0) }.joined()
                add(OldStylePropertyList(value: .string(hex), offset: textStart), parser)
            default:
                let value = name == "string" ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
                add(OldStylePropertyList(value: .string(value), offset: textStart), parser)
            }
            text = ""
        }

        private func add(_ value: OldStylePropertyList, _ parser: XMLParser) {
            guard !stack.isEmpty else {
                if root != nil { return fail(parser, "more than one value inside <plist>") }
                root = value
                return
            }
            if stack[stack.count - 1].isDictionary {
                guard let key = stack[stack.count - 1].pendingKey else { return fail(parser, "a value without its <key> in a <dict>") }
                stack[stack.count - 1].members.append(.init(key: key.key, keyOffset: key.offset, value: value))
                stack[stack.count - 1].pendingKey = nil
            } else {
                stack[stack.count - 1].items.append(value)
            }
        }
    }
}
