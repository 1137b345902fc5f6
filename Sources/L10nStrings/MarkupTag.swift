/// A markup tag in a translation (`<accent>…</accent>`, `<b>`, `<br/>`), which the app's renderer (an attributed string
/// made from HTML, its own styling parser) turns into style and never draws: Bitkit's "مرحبًا،\n<accent>الأدوات</accent>".
public enum MarkupTag {
    /// The ranges (scalar offsets) of the tags of `scalars`: an opening tag (`<name>`, `<name attr="…">`) whose closing
    /// `</name>` follows, that closing tag, and a line break (`<br>`, `<br/>`, `<br />`, `</br>`). A name is an ASCII letter, then
    /// ASCII letters, digits, `-` and `_`. A lone `<word>` is no tag: it may be text (`<none>`) or an app's own placeholder.
    public static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool { isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" }
        // Every `<…>` with a name: (range, name, closing, self-closing).
        var tags: [(range: Range<Int>, name: String, closing: Bool, selfClosing: Bool)] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else { index += 1; continue }
            var cursor = index + 1
            let closing = cursor < scalars.count && scalars[cursor] == "/"
            if closing { cursor += 1 }
            guard cursor < scalars.count, isLetter(scalars[cursor]) else { index += 1; continue }
            var nameEnd = cursor
            while nameEnd < scalars.count, isNameScalar(scalars[nameEnd]) { nameEnd += 1 }
            var end = nameEnd
            // Attributes up to the `>`, on one line, with no other `<` before it.
            while end < scalars.count, scalars[end] != ">", scalars[end] != "<", scalars[end] != "\n" { end += 1 }
            guard end < scalars.count, scalars[end] == ">", closing ? end == nameEnd : (end == nameEnd || scalars[nameEnd] == " " || scalars[nameEnd] == "/") else {
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[cursor..<nameEnd])).lowercased()
            tags.append((index..<(end + 1), name, closing, end > index && scalars[end - 1] == "/"))
            index = end + 1
        }
        var ranges: [Range<Int>] = []
        var used = Set<Int>()
        for (i, tag) in tags.enumerated() {
            // (A line break stands alone, however it is written: `<br>`, `<br/>`, ONLYOFFICE's `</br>`.)
            if tag.name == "br" { ranges.append(tag.range); continue }
            guard !tag.closing else { continue }
            guard !tag.selfClosing, let match = tags[(i + 1)...].indices.first(where: { tags[$0].closing && tags[$0].name == tag.name && !used.contains($0) })
            else { continue }
            used.insert(match)
            ranges.append(tag.range)
            ranges.append(tags[match].range)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }
}
