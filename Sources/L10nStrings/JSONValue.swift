/// A JSON document built in order and written deterministically: object members keep the order they
/// were given (never a dictionary's), strings are UTF-8 with only the escapes JSON requires.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in output order.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// The document as text: two-space indent, `"key": value`, no trailing newline.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONValue.format(d)
        case .string(let s): JSONValue.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += JSONValue.spaces(indent + 2)
                item.write(to: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.spaces(indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += JSONValue.spaces(indent + 2)
                JSONValue.appendQuoted(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.spaces(indent)
            out += "}"
        }
    }

    /// Indents of up to 64 spaces, made once (a report writes one per line).
    private static let indents: [String] = (0...64).map { String(repeating: " ", count: $0) }

    static func spaces(_ count: Int) -> String { count < indents.count ? indents[count] : String(repeating: " ", count: count) }

    /// Whole numbers without a fraction; others in Swift's shortest round-tripping form.
    public static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    /// A JSON string literal (quotes included) with the escapes RFC 8259 requires, for writers that build
    /// JSON text by hand (one-line outputs).
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        out += JSONEscaping.escape(s, escapingInvisibles: true)
        out += "\""
    }
}
