/// `@IBInspectable` properties whose class shows them as its text: prjctQsl's `localKey`, whose `didSet` sets
/// `self.text = SJLocalisedString[localKey]`. A storyboard's string runtime attribute of that name hands the view
/// a key its own code looks up, whatever the attribute is called.
enum InspectableText {
    /// What sets a view's own text, as written in a line.
    static let setters = ["self.text =", "self.placeholder =", "self.title =", ".setTitle(", "setTitle:", "self.attributedText =", "[self setText:",
                          "[self setPlaceholder:"]
    /// The same, as a statement of the view's own code writes it without `self` (Soundscape's `text = newLocalizedValue`,
    /// `setTitle(newLocalizedValue, for: .normal)`).
    static let ownSetters = ["text =", "title =", "placeholder =", "attributedText =", "setTitle(", "setAttributedTitle("]

    /// Whether a line sets the view's own text.
    static func setsText(_ line: Substring) -> Bool {
        let statement = line.drop(while: \.isWhitespace)
        return setters.contains(where: line.contains) || ownSetters.contains(where: statement.hasPrefix)
    }

    /// The string properties `file` declares `@IBInspectable` (Swift `@IBInspectable var localKey: String`, the
    /// attribute on a line of its own or not; Objective-C `@property … IBInspectable NSString *localKey;`) that a
    /// line setting the text names, or whose own accessors set it (Mixin's `local_title`, whose `set` looks
    /// `newValue` up and calls `self.setTitle(_:for:)`).
    static func textSetting(in file: SourceFile) -> [String] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard text.contains("IBInspectable"), setters.contains(where: text.contains) || ownSetters.contains(where: text.contains) else { return [] }
        func words(_ line: Substring) -> [Substring] { line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let setting = lines.filter(setsText).map(words)
        var names: [String] = []
        for (index, attribute) in lines.enumerated() where attribute.contains("IBInspectable") {
            // The declaration: the attribute's line, or the next when the attribute stands alone.
            var at = index
            if !attribute.contains("var"), !attribute.contains("NSString"), index + 1 < lines.count { at = index + 1 }
            let line = lines[at], said = words(line)
            var name: Substring?
            if let word = said.firstIndex(of: "var"), word + 1 < said.count, line.contains("String") { name = said[word + 1] }
            if line.contains("NSString") { name = said.last }
            guard let name else { continue }
            if setting.contains(where: { $0.contains(name) }) || accessorsSetText(lines, from: at) { names.append(String(name)) }
        }
        return names
    }

    /// Whether the Swift property declared at line `start` has a body (`{ get … set … }`, `didSet`) in which a
    /// line sets the view's own text.
    private static func accessorsSetText(_ lines: [Substring], from start: Int) -> Bool {
        guard lines[start].contains("{") else { return false }
        var depth = 0
        for line in lines[start...] {
            if setsText(line) { return true }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 { return false }
        }
        return false
    }
}
