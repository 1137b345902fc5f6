/// The comment Interface Builder writes above each entry of a storyboard's table:
/// `Class = "UIButton"; normalTitle = "Back"; ObjectID = "QQl-ha-OEf";`, with `Note = "…";` after it when the
/// object has a note for translators.
///
/// The comment itself stays byte-exact in the entry; this is its meaning.
public struct IBComment: Sendable, Equatable {
    /// The framework base class (`UIButton`, or `IBUIButton` in old documents).
    public var className: String
    /// The property as the comment names it (`normalTitle`, `segmentTitles[0]`; for segmented controls the
    /// comment repeats the object ID: `Lyx-uP-srY.segmentTitles[0]` gives `segmentTitles[0]`).
    public var property: String
    /// The text in the base document, decoded.
    public var baseText: String
    public var objectID: String
    /// The note for translators ibtool appends (`Note = "Do not translate";`): the object's localizer hint.
    public var note: String?

    public init(className: String, property: String, baseText: String, objectID: String, note: String? = nil) {
        self.className = className
        self.property = property
        self.baseText = baseText
        self.objectID = objectID
        self.note = note
    }

    /// Parses a comment body (without `/*` `*/`); nil when it is not an Interface Builder comment.
    public init?(parsing body: String) {
        let bytes = Array(body.utf8)
        var pairs: [(String, String)] = []
        var i = 0
        let n = bytes.count
        func skipSpace() { while i < n, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 } }
        while true {
            skipSpace()
            if i >= n { break }
            let nameStart = i
            while i < n, bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ";") { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "=") else { return nil }
            var nameEnd = i
            while nameEnd > nameStart, bytes[nameEnd - 1] == 32 || bytes[nameEnd - 1] == 9 { nameEnd -= 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            i += 1
            skipSpace()
            guard i < n, bytes[i] == UInt8(ascii: "\"") else { return nil }
            let valueStart = i
            i += 1
            while i < n, bytes[i] != UInt8(ascii: "\"") { if bytes[i] == UInt8(ascii: "\\") { i += 1 }; i += 1 }
            guard i < n else { return nil }
            i += 1
            pairs.append((name, StringsEscapes.decode(bytes[valueStart..<i])))
            skipSpace()
            if i < n, bytes[i] == UInt8(ascii: ";") { i += 1 }
        }
        // ibtool writes the object's note for translators, when it has one, after its ID.
        if pairs.count >= 3, pairs.last?.0 == "Note" {
            note = pairs.removeLast().1
        } else {
            note = nil
        }
        guard pairs.count >= 2, pairs.first?.0 == "Class", pairs.last?.0 == "ObjectID" else { return nil }
        className = pairs[0].1
        objectID = pairs[pairs.count - 1].1
        if pairs.count >= 3 {
            var name = pairs[1].0
            if name.hasPrefix(objectID + ".") { name.removeFirst(objectID.count + 1) }
            property = name
            baseText = pairs[1].1
        } else {
            property = ""
            baseText = ""
        }
    }
}
