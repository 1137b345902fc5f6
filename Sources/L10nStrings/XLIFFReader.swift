import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 1.2 `<file>` / `<trans-unit>` elements with FoundationXML's parser.
final class XLIFFReader: NSObject, XMLParserDelegate {
    private var files: [XLIFFFile] = []
    private var file: XLIFFFile?
    private var unit: XLIFFUnit?
    private var unitHasSource = false
    /// The element whose text is being collected (`source`, `target`, `note`), and its depth.
    private var collecting: String?
    private var text = ""
    private var error: LocalizationFormatError?
    private var sawXLIFF = false
    /// Elements opened and not yet closed, with where they start: a file cut short leaves some open.
    private var open: [(name: String, line: Int, column: Int)] = []

    /// Reads every `<file>`, or throws: a file that is not whole and well formed is refused whole, so an
    /// import never applies half of a file.
    static func read(_ input: [UInt8]) throws(LocalizationFormatError) -> [XLIFFFile] {
        let bytes = try XMLInput.utf8(input, kind: "the XLIFF file")
        try XMLDocumentTypeCheck.check(bytes, kind: "an XLIFF file", allowedPlistHeader: false)
        let reader = XLIFFReader()
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.delegate = reader
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        // The stream parser reports success for a document cut short; its error and the open elements tell.
        let ok = parser.parse()
        if let error = reader.error { throw error }
        if !ok || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            if let innermost = reader.open.last, code == 5 || code == 77 || code == 85 || code == 73 || code == 0 {
                throw LocalizationFormatError("the file is cut short: <\(innermost.name)> at \(innermost.line):\(innermost.column) is not closed; nothing was imported, export the XLIFF again",
                                              line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            }
            throw LocalizationFormatError("not well-formed XML: \(XMLErrorText.describe(code: code)); nothing was imported",
                                          line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        guard reader.sawXLIFF else { throw LocalizationFormatError("not an XLIFF document: the root element must be <xliff>", line: 1, column: 1) }
        if let innermost = reader.open.last {
            throw LocalizationFormatError("the file is cut short: <\(innermost.name)> at \(innermost.line):\(innermost.column) is not closed; nothing was imported, export the XLIFF again",
                                          line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        return reader.files.map { file in
            var file = file
            file.units = file.units.map { unit in
                var unit = unit
                (unit.line, unit.column) = startOfTag(endingAt: unit.line, unit.column, in: bytes)
                return unit
            }
            return file
        }
    }

    /// Where the start tag that the parser reports at its end (`line`, `column`: just after its `>`) begins,
    /// so that a message points at `<trans-unit` as a person reads the file.
    static func startOfTag(endingAt line: Int, _ column: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        guard line > 0, column > 0 else { return (line, column) }
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if lineStarts.count == line { break }
            lineStarts.append(index + 1)
        }
        guard lineStarts.count == line else { return (line, column) }
        var offset = min(lineStarts[line - 1] + column - 1, bytes.count - 1)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return (line, column) }
        let startLine = lineStarts.lastIndex { $0 <= offset } ?? 0
        return (startLine + 1, offset - lineStarts[startLine] + 1)
    }

    /// Checks a language attribute of `<file>` with the one validator, so that it can never name a path.
    private func language(_ parser: XMLParser, _ attributes: [String: String], _ name: String) -> String? {
        guard let text = attributes[name] else { return nil }
        if LanguageCode(text) == nil {
            fail(parser, LanguageCodeError(text: text, origin: name).description)
        }
        return text
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if error == nil { error = LocalizationFormatError(message, line: parser.lineNumber, column: parser.columnNumber) }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append((name, parser.lineNumber, parser.columnNumber))
        if let collecting {
            fail(parser, "<\(name)> inside <\(collecting)>: inline XLIFF markup cannot be applied to a table; use plain text")
            return
        }
        switch name {
        case "xliff":
            sawXLIFF = true
            if let version = attributes["version"], version != "1.2" {
                fail(parser, "XLIFF \(version) is not supported; export XLIFF 1.2 (what Xcode reads and writes)")
            }
        case "file":
            guard let original = attributes["original"] else { fail(parser, "<file> without an original attribute"); return }
            let source = language(parser, attributes, "source-language")
            let target = language(parser, attributes, "target-language")
            guard error == nil else { return }
            file = XLIFFFile(original: original, sourceLanguage: source ?? "en",
                             targetLanguage: target, datatype: attributes["datatype"] ?? "plaintext", units: [])
        case "trans-unit":
            guard file != nil else { fail(parser, "<trans-unit> outside a <file>"); return }
            guard let id = attributes["id"] else { fail(parser, "<trans-unit> without an id attribute"); return }
            unit = XLIFFUnit(id: id, source: "", target: nil, note: nil, maxWidth: attributes["maxwidth"].flatMap { Int($0) },
                             line: parser.lineNumber, column: parser.columnNumber)
            unitHasSource = false
        case "source", "target", "note":
            if unit != nil {
                collecting = name
                text = ""
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting != nil { text += string }
    }

    /// A `<![CDATA[…]]>` section is text too (it was dropped, emptying the translation).
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if collecting != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !open.isEmpty { open.removeLast() }
        switch name {
        case "source", "target", "note":
            guard collecting == name else { return }
            collecting = nil
            if name == "source" { unit?.source = text; unitHasSource = true }
            if name == "target" { unit?.target = text }
            // Several notes (Xcode writes one) are joined, so nothing a translator wrote is lost.
            if name == "note" {
                let previous = unit?.note
                unit?.note = previous.map { $0 + "\n" + text } ?? text
            }
        case "trans-unit":
            guard let finished = unit else { return }
            guard unitHasSource else { fail(parser, "<trans-unit id=\"\(finished.id)\"> has no <source>"); return }
            file?.units.append(finished)
            unit = nil
        case "file":
            if let finished = file { files.append(finished) }
            file = nil
        default:
            break
        }
    }
}
