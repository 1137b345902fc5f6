/// Refuses the parts of XML that let a file reach outside itself or change its own text (entity
/// declarations and document type declarations with an internal subset), and the one FoundationXML's
/// parser crashes on (a processing instruction without data). FoundationXML would replace an
/// undeclared or external entity by nothing — a translation silently emptied — so such a file is refused
/// whole, as the storyboard reader refuses any DTD.
enum XMLDocumentTypeCheck {
    /// Throws at the first `<!ENTITY`, and at a `<!DOCTYPE` unless `allowedPlistHeader` and it is the plain
    /// property-list header Xcode writes (`<!DOCTYPE plist PUBLIC "…" "…">`, no `[` subset).
    static func check(_ bytes: [UInt8], kind: String, allowedPlistHeader: Bool) throws(LocalizationFormatError) {
        var line = 1, column = 1
        var i = 0
        let n = bytes.count
        func starts(_ literal: String, at j: Int) -> Bool {
            let l = Array(literal.utf8)
            return j + l.count <= n && Array(bytes[j..<(j + l.count)]) == l
        }
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "<"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "?") {
                // FoundationXML's parser crashes (strlen of a null pointer) on a processing instruction
                // without data, `<?name?>`; Xcode writes none but the XML declaration.
                var j = i + 2
                while j < n, bytes[j] != UInt8(ascii: "?"), bytes[j] != 32, bytes[j] != 9, bytes[j] != 10, bytes[j] != 13 { j += 1 }
                var k = j
                while k < n, bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13 { k += 1 }
                if k >= n || (bytes[k] == UInt8(ascii: "?") && k + 1 < n && bytes[k + 1] == UInt8(ascii: ">")) {
                    throw LocalizationFormatError(
                        "a processing instruction without data (<?…?>); Xcode writes none, and the XML reader cannot take one: remove it",
                        line: line, column: column)
                }
            }
            if b == UInt8(ascii: "<"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "!") {
                if starts("<!--", at: i) {
                    // Comments may mention anything.
                    var j = i + 4
                    while j < n, !starts("-->", at: j) { if bytes[j] == 10 { line += 1; column = 1 } else if bytes[j] & 0xC0 != 0x80 { column += 1 }; j += 1 }
                    i = min(n, j + 3)
                    column += 3
                    continue
                }
                if starts("<![CDATA[", at: i) {
                    var j = i + 9
                    while j < n, !starts("]]>", at: j) { if bytes[j] == 10 { line += 1; column = 1 } else if bytes[j] & 0xC0 != 0x80 { column += 1 }; j += 1 }
                    i = min(n, j + 3)
                    column += 3
                    continue
                }
                if starts("<!ENTITY", at: i) {
                    throw LocalizationFormatError(
                        "an entity declaration; entities are refused (they can pull in other files or empty a text), and Xcode never writes one: remove it and write the text itself",
                        line: line, column: column)
                }
                if starts("<!DOCTYPE", at: i) {
                    var j = i + 9
                    var subset = false
                    while j < n, bytes[j] != UInt8(ascii: ">") { if bytes[j] == UInt8(ascii: "[") { subset = true; break }; j += 1 }
                    let header = String(decoding: bytes[i..<min(j, n)], as: UTF8.self)
                    let plain = header.hasPrefix("<!DOCTYPE plist PUBLIC \"-//Apple")
                    if !allowedPlistHeader || subset || !plain {
                        throw LocalizationFormatError(
                            "a document type declaration; \(kind) from Xcode has \(allowedPlistHeader ? "only the standard plist header" : "none"), and declarations are refused (no entities, no external files): remove it",
                            line: line, column: column)
                    }
                }
            }
            if b == 10 { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
    }
}
