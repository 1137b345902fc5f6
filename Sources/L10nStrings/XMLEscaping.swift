/// Escaping for the XML this module writes (property lists, XLIFF), as Apple's tools write it: `&`, `<`
/// and `>` in text, quotes left as they are; a carriage return as `&#13;`, since XML reads a literal one
/// as a line feed.
public enum XMLEscaping {
    /// Element text.
    public static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            // A reader turns a carriage return into a line feed: only a reference keeps it.
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An attribute value: also `"`, and line breaks and tabs as character references (an XML reader turns
    /// literal ones into spaces).
    public static func attribute(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
