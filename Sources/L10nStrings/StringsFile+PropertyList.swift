import Foundation

/// Tables written as binary or XML property lists (CoreFoundation tries those first).
extension StringsFile {
    struct PropertyListTable {
        var format: Format
        var entries: [StringsEntry]
        /// A warning per value that is not a string (CoreFoundation loads the table; the key has no text).
        var diagnostics: [StringsDiagnostic]
    }

    /// Whether the bytes are a binary list or start, after blanks, with `<`: in UTF-8, or in UTF-16 after its
    /// byte-order mark (CoreFoundation reads an XML list in either; old tools saved tables as UTF-16 XML).
    static func looksLikePropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        // The byte of each code unit that holds ASCII, and the code unit's width.
        let (start, low, width): (Int, Int, Int) =
            bytes.starts(with: [0xFF, 0xFE]) ? (2, 0, 2) : bytes.starts(with: [0xFE, 0xFF]) ? (2, 1, 2)
            : bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? (3, 0, 1) : (0, 0, 1)
        func isASCII(_ i: Int, _ byte: UInt8) -> Bool {
            i + width <= bytes.count && bytes[i + low] == byte && (width == 1 || bytes[i + 1 - low] == 0)
        }
        var i = start
        while isASCII(i, 32) || isASCII(i, 9) || isASCII(i, 10) || isASCII(i, 13) { i += width }
        return isASCII(i, UInt8(ascii: "<"))
    }

    static func readPropertyList(_ bytes: [UInt8]) -> PropertyListTable? {
        guard looksLikePropertyList(bytes) else { return nil }
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
              let dictionary = object as? [String: Any] else { return nil }
        var pairs: [(String, String)] = []
        var others: [(key: String, kind: String)] = []
        for (key, value) in dictionary {
            if let string = value as? String { pairs.append((key, string)) } else { others.append((key, kind(of: value))) }
        }
        pairs.sort { $0.0 < $1.0 }
        others.sort { $0.key < $1.key }
        let empty = StringsText([])
        let entries = pairs.map { key, value in
            StringsEntry(
                text: empty, leading: .empty, keyToken: .owned(StringsEscapes.quote(key)), middle: .owned(" = "),
                valueToken: .owned(StringsEscapes.quote(value)), tail: .owned(";\n"),
                keyLocation: nil, valueLocation: nil, isShorthand: false, hasSemicolon: true)
        }
        // An XML list knows where each key is; a binary one has no lines.
        let members = format == .xml ? (try? PropertyListNode.parse(Data(bytes)))?.members ?? [] : []
        let diagnostics = others.map { other in
            let member = members.last { $0.key == other.key }
            return StringsDiagnostic(
                severity: .warning, message: "the value of \"\(other.key)\" is \(other.kind), not a string; write the text as a <string>",
                reason: "iOS reads the table, but this key has no text to show",
                location: SourceLocation(line: member?.line ?? 1, column: member?.column ?? 1))
        }
        return PropertyListTable(format: format == .binary ? .binaryPropertyList : .xmlPropertyList, entries: entries, diagnostics: diagnostics)
    }

    /// `a number`, `an array`… for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is [String: Any], is [AnyHashable: Any]: return "a dictionary"
        case is Data: return "data"
        case is Date: return "a date"
        case is Bool, is NSNumber: return "a number or a boolean"
        default: return "not text"
        }
    }

    func propertyListBytes() -> [UInt8] {
        // Values that are not strings are not entries; they come back from the bytes as read.
        var dictionary: [String: Any] = [:]
        if let original, let read = try? PropertyListSerialization.propertyList(from: Data(original), options: [], format: nil) as? [String: Any] {
            for (key, value) in read where !(value is String) { dictionary[key] = value }
        }
        for entry in entries { dictionary[entry.key] = entry.value }
        let data = try? PropertyListSerialization.data(
            fromPropertyList: dictionary, format: format == .binaryPropertyList ? .binary : .xml, options: 0)
        return data.map { [UInt8]($0) } ?? []
    }
}
