/// A table as a flat JSON object, key → value: what `convert --to json` writes and `convert FILE.json`
/// reads. Written with two-space indent and keys sorted; read with the located JSON reader, so a wrong
/// value is reported at its line and column and no character is lost on the way (Foundation's reader
/// drops a U+FEFF that real translations hold).
public enum FlatJSONTable {
    /// The object's text for these pairs, in the order given, with a final newline.
    public static func encode(_ pairs: [(key: String, value: String)]) -> [UInt8] {
        Array((JSONValue.object(pairs.map { ($0.key, JSONValue.string($0.value)) }).serialized() + "\n").utf8)
    }

    /// The pairs of a flat object of strings, sorted by key (the last of repeated keys wins).
    /// - Throws: ``LocalizationFormatError`` at the place of the first problem.
    public static func decode(_ bytes: [UInt8]) throws(LocalizationFormatError) -> [(key: String, value: String)] {
        let root = try JSONNode.parse(bytes)
        guard let members = root.members else {
            throw LocalizationFormatError("expected a JSON object of strings, key to value, not \(root.kindDescription)", line: root.line, column: root.column)
        }
        var table: [String: String] = [:]
        for member in members {
            guard let value = member.value.string else {
                throw LocalizationFormatError("the value of '\(member.key)' is \(member.value.kindDescription), not a string; convert reads a flat object of strings",
                                              line: member.value.line, column: member.value.column)
            }
            table[member.key] = value
        }
        return table.keys.sorted().map { ($0, table[$0]!) }
    }
}
