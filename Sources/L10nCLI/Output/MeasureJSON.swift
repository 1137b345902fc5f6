import L10nStrings
import L10nText

/// `measure --format json`: one object with the measured size, lines, fonts and bidi report, numbers
/// rounded to a thousandth of a point.
enum MeasureJSON {
    /// A number rounded to a thousandth, without a fraction when whole (`120`, `20.333`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func string(_ value: String) -> String { JSONValue.quoted(value) }

    /// The JSON object for one measured text and its bidi report, fields in a fixed order.
    static func encode(_ layout: TextLayout, _ bidi: BidiReport) -> String {
        let issues = bidi.issues.map {
            "{\"kind\":\(string($0.kind.rawValue)),\"utf16Offset\":\($0.utf16Offset),\"message\":\(string($0.message)),\"fix\":\(string($0.fix))}"
        }
        let fields: [(String, String)] = [
            ("width", number(layout.size.width)),
            ("height", number(layout.size.height)),
            ("lines", String(layout.lines.count)),
            ("truncated", layout.isTruncated ? "true" : "false"),
            ("direction", string(layout.direction.rawValue)),
            ("fonts", "[" + layout.fonts.map(string).joined(separator: ",") + "]"),
            ("warnings", "[" + layout.warnings.map(string).joined(separator: ",") + "]"),
            ("visibleText", string(layout.visibleText)),
            ("naturalWidth", number(layout.naturalWidth)),
            ("lineHeight", number(layout.lineHeight)),
            ("pointSize", number(layout.pointSize)),
            ("fontScale", number(layout.fontScale)),
            ("lineTexts", "[" + layout.lines.map { string($0.text) }.joined(separator: ",") + "]"),
            ("bidi", "{\"paragraphDirection\":\(string(bidi.paragraphDirection.rawValue)),\"mixed\":\(bidi.isMixed),\"issues\":[\(issues.joined(separator: ","))]}"),
        ]
        return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
