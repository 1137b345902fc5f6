/// `@IBInspectable` properties whose class shows them as its text: prjctQsl's `localKey`, whose `didSet` sets
/// `self.text = SJLocalisedString[localKey]`. A storyboard's string runtime attribute of that name hands the view
/// a key its own code looks up, whatever the attribute is called.
enum InspectableText {
    /// What sets a view's own text, as written in a line.
    static let setters = ["self.text =", "self.placeholder =", "self.title =", ".setTitle(", "setTitle:", "self.attributedText =", "[self setText:",
                          "[self setPlaceholder:"]

    /// The string properties `file` declares `@IBInspectable` (Swift `@IBInspectable var localKey: String`,
    /// Objective-C `@property … IBInspectable NSString *localKey;`) that a line setting the text names.
    static func textSetting(in file: SourceFile) -> [String] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard text.contains("IBInspectable"), setters.contains(where: text.contains) else { return [] }
        func words(_ line: Substring) -> [Substring] { line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
        let lines = text.split(separator: "\n")
        let setting = lines.filter { line in setters.contains(where: line.contains) }.map(words)
        var names: [String] = []
        for line in lines where line.contains("IBInspectable") {
            let said = words(line)
            var name: Substring?
            if let at = said.firstIndex(of: "var"), at + 1 < said.count, line.contains("String") { name = said[at + 1] }
            if line.contains("NSString") { name = said.last }
            if let name, setting.contains(where: { $0.contains(name) }) { names.append(String(name)) }
        }
        return names
    }
}
