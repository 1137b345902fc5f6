import L10nStrings

/// One entry as the lint rules read it: its key and value decoded once, where each is, and the Interface
/// Builder comment above it. Made from a `.strings` entry, or from a String Catalog's unit with the
/// catalog's own lines, so catalogs are linted where they are written, without a detour through a table.
public struct LintEntry: Sendable {
    public var key: String
    public var value: String
    /// `"key";` with the value implied.
    public var isShorthand: Bool
    public var keyLocation: SourceLocation?
    public var valueLocation: SourceLocation?
    public var interfaceBuilderComment: IBComment?
    /// The value as written in a `.strings` table (quotes and escapes), to find single characters in it;
    /// nil for a catalog's value.
    public var rawValue: String?
    /// What `extract` recorded for a translator above the entry.
    public var reviewMarker: ReviewMarker?

    public init(key: String, value: String, isShorthand: Bool = false, keyLocation: SourceLocation?, valueLocation: SourceLocation?,
                interfaceBuilderComment: IBComment? = nil, rawValue: String? = nil) {
        self.key = key
        self.value = value
        self.isShorthand = isShorthand
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.interfaceBuilderComment = interfaceBuilderComment
        self.rawValue = rawValue
    }

    /// The entry of a table, decoded.
    public init(_ entry: StringsEntry) {
        self.init(key: entry.key, value: entry.value, isShorthand: entry.isShorthand, keyLocation: entry.keyLocation,
                  valueLocation: entry.valueLocation, interfaceBuilderComment: entry.interfaceBuilderComment,
                  rawValue: entry.isShorthand ? nil : entry.rawValue)
        reviewMarker = entry.reviewMarker
    }

    /// Where the value's `index`-th Unicode scalar is written (a table's escape at its backslash); the
    /// value's start when that cannot be told (a catalog's value).
    public func location(ofScalar index: Int) -> SourceLocation? {
        guard let rawValue, let valueLocation else { return valueLocation }
        return StringsEscapes.location(ofScalar: index, inRawToken: rawValue, start: valueLocation) ?? valueLocation
    }
}
