/// A JSON value with where it is in its file: what ``JSONNode/parse(_:)`` reads, for every JSON input
/// of the package, so a wrong value is reported at its own `line:column`.
///
/// Objects keep their members in file order with each key's location; numbers keep their text; strings
/// keep the raw text between their quotes beside the decoded one.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        /// The decoded text and the raw text between the quotes.
        case string(String, raw: String)
        /// The number's text as written (`1`, `1.0`, `-2e3`).
        case number(String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object.
    public struct Member: Sendable {
        public var key: String
        /// The key as written between its quotes.
        public var rawKey: String
        public var value: JSONNode
        /// Where the key starts.
        public var line: Int
        public var column: Int
    }

    public var value: Value
    /// Where the value starts: 1-based line and column (in Unicode scalars).
    public var line: Int
    public var column: Int

    /// Reads one JSON document (an optional UTF-8 byte order mark, one value, whitespace).
    /// - Throws: ``LocalizationFormatError`` at the first error's line and column, saying what was expected.
    public static func parse(_ bytes: [UInt8]) throws(LocalizationFormatError) -> JSONNode {
        try JSONReader.parse(bytes)
    }

    /// The members of an object, or nil.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements of an array, or nil.
    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// A string's decoded text, or nil.
    public var string: String? {
        if case .string(let text, _) = value { return text }
        return nil
    }

    /// A number's value, or nil (also for a number too large for a finite `Double`).
    public var number: Double? {
        if case .number(let text) = value, let number = Double(text), number.isFinite { return number }
        return nil
    }

    /// A number that is a whole number in `Int`'s range, or nil.
    public var integer: Int? {
        guard let number, number == number.rounded(), abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    /// A `true` or `false`, or nil.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The value of the member named `key` (the last if the file repeats it, as JSONSerialization reads it).
    public subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: `an object`, `a string`…
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}
