import Foundation

extension CatalogJSON {
    /// The value in Xcode's String Catalog layout: two-space indent, `"key" : value`, members sorted as
    /// Xcode sorts them, an empty object as `{` blank line `}`, slashes and non-ASCII text unescaped, and a
    /// final newline.
    func xcodeText() -> String {
        var out = ""
        write(to: &out, indent: "")
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .object(let members):
            if members.isEmpty {
                out += "{\n\n\(indent)}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (position, member) in Self.xcodeOrder(members).enumerated() {
                if position > 0 { out += ",\n" }
                out += inner
                out += "\""
                out += member.rawKey ?? Self.escape(member.key)
                out += "\" : "
                member.value.write(to: &out, indent: inner)
            }
            out += "\n\(indent)}"
        case .array(let elements):
            if elements.isEmpty {
                out += "[\n\n\(indent)]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (position, element) in elements.enumerated() {
                if position > 0 { out += ",\n" }
                out += inner
                element.write(to: &out, indent: inner)
            }
            out += "\n\(indent)]"
        case .string(let text, let raw):
            out += "\""
            out += raw ?? Self.escape(text)
            out += "\""
        case .number(let text):
            out += text
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    /// Members in Xcode's order: Finder-style comparison (case-insensitive, numbers by value, punctuation
    /// before digits before letters, ties broken so the order is total). A repeated member keeps only its
    /// last occurrence, as a JSON reader sees it.
    static func xcodeOrder(_ members: [Member]) -> [Member] {
        var seen = Set<String>()
        var unique: [Member] = []
        for member in members.reversed() where seen.insert(member.key).inserted { unique.append(member) }
        return unique.sorted { CatalogKeyOrder.precedes($0.key, $1.key) }
    }

    /// Escapes as Xcode writes: quote, backslash and control characters; `/` and non-ASCII stay as they are.
    static func escape(_ text: String) -> String { JSONEscaping.escape(text) }
}

/// The order Xcode gives the keys of a String Catalog (and every other object in it).
///
/// Xcode sorts like the Finder (`localizedStandardCompare`). The locale is fixed to `en` so output does
/// not depend on the machine's settings; the options are those `localizedStandardCompare` documents, with
/// forced ordering so two different keys never compare equal ("Comment" before "COMMENT").
public enum CatalogKeyOrder {
    /// Whether `a` comes before `b` in a catalog written by Xcode.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        if a == b { return false }
        let result = a.compare(b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: locale)
        if result == .orderedSame { return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        return result == .orderedAscending
    }

    private static let locale = Locale(identifier: "en")
}
