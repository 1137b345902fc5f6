import L10nStrings

/// A value of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`: strings, arrays and
/// dictionaries, each with the byte offset where it starts so errors about it can name a line and column.
/// Dictionary members keep their order and duplicate keys (the last one wins on lookup, as CoreFoundation's
/// reader does).
struct OldStylePropertyList: Sendable {
    enum Value: Sendable {
        case string(String)
        case array([OldStylePropertyList])
        case dictionary([Member])
    }

    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: OldStylePropertyList
    }

    var value: Value
    /// Byte offset of the value's first character in the file.
    var offset: Int

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var array: [OldStylePropertyList]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The value of `key` in a dictionary (the last one when the key repeats), nil for a missing key or a
    /// value that is not a dictionary.
    subscript(key: String) -> OldStylePropertyList? {
        guard let members else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The strings of an array value; items that are not strings are left out.
    var strings: [String] { array?.compactMap(\.string) ?? [] }
}
