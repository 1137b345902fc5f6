/// A JSON value as a String Catalog holds it, read without losing anything Xcode would write back:
/// objects keep their members in file order (the writer sorts them the way Xcode does), numbers keep their
/// text, and strings keep the escapes they were written with.
indirect enum CatalogJSON: Equatable, Sendable {
    case object([Member])
    case array([CatalogJSON])
    /// The decoded text, and the raw text between the quotes when read from a file (nil for new values).
    case string(String, raw: String?)
    /// The number's text as written (`1`, `1.0`, `-2e3`).
    case number(String)
    case bool(Bool)
    case null

    struct Member: Equatable, Sendable {
        var key: String
        var rawKey: String?
        var value: CatalogJSON
        /// Where the key starts in the file (line, column), for messages; 0 for members made in memory.
        var line: Int = 0
        var column: Int = 0

        static func == (lhs: Member, rhs: Member) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
    }

    static func string(_ text: String) -> CatalogJSON { .string(text, raw: nil) }

    /// The catalog form of a value read from a file: every raw text and key location kept.
    init(_ node: JSONNode) {
        switch node.value {
        case .object(let members):
            self = .object(members.map { Member(key: $0.key, rawKey: $0.rawKey, value: CatalogJSON($0.value), line: $0.line, column: $0.column) })
        case .array(let elements): self = .array(elements.map(CatalogJSON.init))
        case .string(let text, let raw): self = .string(text, raw: raw)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// Equality on meaning: a string equals the same text however it was escaped.
    static func == (lhs: CatalogJSON, rhs: CatalogJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a, _), .string(let b, _)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The member named `key` (the last one if the file repeats it, as JSONSerialization reads it).
    subscript(key: String) -> CatalogJSON? {
        get { members?.last { $0.key == key }?.value }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.lastIndex(where: { $0.key == key }) {
                if let newValue {
                    if members[index].value != newValue { members[index].value = newValue }
                } else {
                    members.removeAll { $0.key == key }
                }
            } else if let newValue {
                members.append(Member(key: key, rawKey: nil, value: newValue))
            }
            self = .object(members)
        }
    }

    /// The member's location, for messages.
    func location(of key: String) -> (line: Int, column: Int)? {
        guard let member = members?.last(where: { $0.key == key }), member.line > 0 else { return nil }
        return (member.line, member.column)
    }
}
