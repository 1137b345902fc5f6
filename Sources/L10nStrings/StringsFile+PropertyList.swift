import Foundation

/// Tables written as binary or XML property lists (CoreFoundation tries those first).
extension StringsFile {
    struct PropertyListTable {
        var format: Format
        var entries: [StringsEntry]
    }

    static func looksLikePropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    static func readPropertyList(_ bytes: [UInt8]) -> PropertyListTable? {
        guard looksLikePropertyList(bytes) else { return nil }
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
              let dictionary = object as? [String: Any] else { return nil }
        var pairs: [(String, String)] = []
        for (key, value) in dictionary {
            guard let string = value as? String else { return nil }
            pairs.append((key, string))
        }
        pairs.sort { $0.0 < $1.0 }
        let empty = StringsText([])
        let entries = pairs.map { key, value in
            StringsEntry(
                text: empty, leading: .empty, keyToken: .owned(StringsEscapes.quote(key)), middle: .owned(" = "),
                valueToken: .owned(StringsEscapes.quote(value)), tail: .owned(";\n"),
                keyLocation: nil, valueLocation: nil, isShorthand: false, hasSemicolon: true)
        }
        return PropertyListTable(format: format == .binary ? .binaryPropertyList : .xmlPropertyList, entries: entries)
    }

    func propertyListBytes() -> [UInt8] {
        var dictionary: [String: String] = [:]
        for entry in entries { dictionary[entry.key] = entry.value }
        let data = try? PropertyListSerialization.data(
            fromPropertyList: dictionary, format: format == .binaryPropertyList ? .binary : .xml, options: 0)
        return data.map { [UInt8]($0) } ?? []
    }
}
