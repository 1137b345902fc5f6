import L10nStrings
/// One localizable string of an IB document, as ibtool would write it into the strings table.
public struct IBStringsEntry: Equatable, Sendable {
    /// The object's id (`QQl-ha-OEf`, or a number in old xibs).
    public let objectID: String
    /// The property path after the id: `text`, `normalTitle`, `configuration.title`, `segmentTitles[2]`…
    public let property: String
    /// The class named in the comment: the framework base class (never the custom subclass), with the
    /// `IB` prefix for documents from old Xcode versions (`IBUILabel`).
    public let className: String
    /// The base-language text.
    public let value: String
    /// Where the object's element starts in the document.
    public let line: Int
    public let column: Int
    /// The object's note for translators (IB's localizer hint), which ibtool appends to the comment.
    public var note: String?

    public init(objectID: String, property: String, className: String, value: String, line: Int, column: Int, note: String? = nil) {
        self.objectID = objectID
        self.property = property
        self.className = className
        self.value = value
        self.line = line
        self.column = column
        self.note = note
    }

    /// The table key: `objectID.property`.
    public var key: String { "\(objectID).\(property)" }

    /// The comment text between `/* ` and ` */`, as ibtool writes it. Indexed properties (segment titles, AppKit's
    /// shadowed lists) repeat the key; a note for translators comes last.
    public var comment: String {
        let name = property.contains("[") ? key : property
        let note = self.note.map { " Note = \"\(IBStringsEntry.escape($0))\";" } ?? ""
        return "Class = \"\(className)\"; \(name) = \"\(IBStringsEntry.escape(value))\"; ObjectID = \"\(objectID)\";\(note)"
    }

    /// The two lines ibtool writes for this entry (comment line and `"key" = "value";`), each ending in `\n`.
    public var tableText: String {
        "/* \(comment) */\n\"\(IBStringsEntry.escape(key))\" = \"\(IBStringsEntry.escape(value))\";\n"
    }

    /// Escapes as ibtool does: backslash, double quote, and line breaks / tabs as `\n`, `\r`, `\t`.
    public static func escape(_ text: String) -> String { StringsEscapes.escape(text) }
}
