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

    static func read(_ data: Data) throws(LocalizationFormatError) -> [XLIFFFile] {
        let reader = XLIFFReader()
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let error = reader.error { throw error }
        guard ok else {
            let reason = parser.parserError.map { " (\($0.localizedDescription))" } ?? ""
            throw LocalizationFormatError("not well-formed XML\(reason)", line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        guard reader.sawXLIFF else { throw LocalizationFormatError("not an XLIFF document: the root element must be <xliff>", line: 1, column: 1) }
        return reader.files
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if error == nil { error = LocalizationFormatError(message, line: parser.lineNumber, column: parser.columnNumber) }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
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
            file = XLIFFFile(original: original, sourceLanguage: attributes["source-language"] ?? "en",
                             targetLanguage: attributes["target-language"], datatype: attributes["datatype"] ?? "plaintext", units: [])
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

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
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
