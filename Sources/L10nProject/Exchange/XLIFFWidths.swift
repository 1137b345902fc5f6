import L10nStrings

/// The widths an XLIFF export gives each storyboard text (`maxwidth`), as a JSON file states them:
/// `{"Base.lproj/Main.storyboard": {"abc-12-xyz.text": 120}}` — document path → strings key → points.
public enum XLIFFWidths {
    /// Reads the map; every error names its line and column.
    public static func parse(_ bytes: [UInt8]) throws(LocalizationFormatError) -> [String: [String: Double]] {
        let root = try JSONNode.parse(bytes)
        guard let documents = root.members else {
            throw LocalizationFormatError("expected a JSON object: document path → { key → width in points }", line: root.line, column: root.column)
        }
        var result: [String: [String: Double]] = [:]
        for document in documents {
            guard let keys = document.value.members else {
                throw LocalizationFormatError("the value of \"\(document.key)\" must be an object of key → width",
                                              line: document.value.line, column: document.value.column)
            }
            for key in keys {
                guard let width = key.value.number, width >= 0 else {
                    throw LocalizationFormatError("the width of \"\(key.key)\" must be a number of points", line: key.value.line, column: key.value.column)
                }
                result[document.key, default: [:]][key.key] = width
            }
        }
        return result
    }
}
