/// The parameters of the app's own SwiftUI views and functions that take a `LocalizedStringKey`: a literal
/// passed for one is a key SwiftUI looks up when the view shows it (`StatCard(titleKey: "Focus Time")` with
/// `let titleKey: LocalizedStringKey` and `Text(titleKey)` in its body), as `Text("Focus Time")` is.
///
/// Read from the Swift sources: a type's stored `LocalizedStringKey` properties (the labels of a struct's
/// memberwise initializer), the `LocalizedStringKey` parameters of its initializers, and those of functions.
/// A parameter without an argument label (`_ title: LocalizedStringKey`) is known by its place among the
/// unlabelled ones (`_0`, `_1`).
struct KeyParameters: Sendable {
    /// The labels of each type's or function's `LocalizedStringKey` parameters, by its name.
    private var labels: [String: Set<String>] = [:]
    /// The SwiftUI views of `swiftUIControls` the app declares a type of the same name for at the top level of
    /// a file (`struct Tab: View`): in its module that name is the app's type, whose initializer is not SwiftUI's.
    private(set) var shadowedControls: Set<String> = []

    init() {}

    init(files: [SourceFile], controls: Set<String> = []) {
        for file in files where file.language == .swift {
            add(file)
            if !controls.isEmpty { shadowedControls.formUnion(Self.topLevelTypes(in: file, among: controls)) }
        }
    }

    /// The names of `candidates` that `file` declares as a type outside any braces (`enum Tab`, `struct Tab`).
    static func topLevelTypes(in file: SourceFile, among candidates: Set<String>) -> Set<String> {
        let tokens = file.tokens
        var found: Set<String> = []
        var depth = 0
        for i in tokens.indices {
            if file.token(tokens[i], is: "{") { depth += 1; continue }
            if file.token(tokens[i], is: "}") { depth -= 1; continue }
            guard depth == 0, tokens[i].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                  ["struct", "class", "enum", "actor", "typealias"].contains(where: { file.token(tokens[i], is: $0) }) else { continue }
            let name = file.text(of: tokens[i + 1])
            if candidates.contains(name) { found.insert(name) }
        }
        return found
    }

    var isEmpty: Bool { labels.isEmpty }

    /// The labels (`_0` for the first unlabelled argument) of `name`'s `LocalizedStringKey` parameters, or nil.
    func parameters(of name: String) -> Set<String>? { labels[name] }

    private mutating func add(_ file: SourceFile) {
        let tokens = file.tokens
        guard tokens.contains(where: { $0.kind == .identifier && file.token($0, is: "LocalizedStringKey") }) else { return }
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isName(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        /// Whether the type written from `i` on is `LocalizedStringKey` (or its optional).
        func isKeyType(at i: Int) -> Bool {
            var i = i
            while isText(i, "@escaping") || isText(i, "inout") || tokens.indices.contains(i) && tokens[i].kind == .attribute { i += 1 }
            return isText(i, "LocalizedStringKey") && !isText(i + 1, ".")
        }
        /// The labels of the `LocalizedStringKey` parameters of the list opening at `open`.
        func keyLabels(open: Int) -> [String] {
            guard let close = file.matchingBracket(open) else { return [] }
            var found: [String] = []
            var unlabelled = 0
            var start = open + 1
            var depth = 0
            for i in (open + 1)...close {
                if i < close, file.isBracket(i, opening: true) { depth += 1; continue }
                if i < close, file.isBracket(i, opening: false) { depth -= 1; continue }
                guard i == close || (depth == 0 && isText(i, ",")) else { continue }
                defer { start = i + 1 }
                // `label name: Type`, `name: Type`, `_ name: Type`.
                guard let colon = (start..<i).first(where: { isText($0, ":") }), colon > start, isName(colon - 1) else { continue }
                let external = colon - start >= 2 && isName(colon - 2) ? file.text(of: tokens[colon - 2]) : file.text(of: tokens[colon - 1])
                if external == "_" {
                    if isKeyType(at: colon + 1) { found.append("_\(unlabelled)") }
                    unlabelled += 1
                } else if isKeyType(at: colon + 1) {
                    found.append(external)
                }
            }
            return found
        }
        var owners: [(name: String, depth: Int)] = []
        var pendingOwner: String?
        var depth = 0
        for i in tokens.indices {
            if isText(i, "{") {
                depth += 1
                if let pending = pendingOwner { owners.append((pending, depth)); pendingOwner = nil }
                continue
            }
            if isText(i, "}") {
                if owners.last?.depth == depth { owners.removeLast() }
                depth -= 1
                continue
            }
            guard tokens[i].kind == .identifier else { continue }
            // (`class func`, `class var` declare members, no type.)
            if isText(i, "struct") || isText(i, "class") || isText(i, "extension"), isName(i + 1), !isText(i + 1, "func"), !isText(i + 1, "var") {
                pendingOwner = file.text(of: tokens[i + 1])
            } else if let owner = owners.last, owner.depth == depth, isText(i, "let") || isText(i, "var"), isName(i + 1), isText(i + 2, ":"),
                      isKeyType(at: i + 3), !isText(i + 4, "{") {
                // A stored property directly in the type's body: a label of its memberwise initializer.
                labels[owner.name, default: []].insert(file.text(of: tokens[i + 1]))
            } else if isText(i, "init"), let owner = owners.last, owner.depth == depth {
                let open = isText(i + 1, "?") || isText(i + 1, "!") ? i + 2 : i + 1
                guard isText(open, "(") else { continue }
                for label in keyLabels(open: open) { labels[owner.name, default: []].insert(label) }
            } else if isText(i, "func"), isName(i + 1) {
                var open = i + 2
                if isText(open, "<") { while open < tokens.count, !isText(open, "(") { open += 1 } }
                guard isText(open, "(") else { continue }
                for label in keyLabels(open: open) { labels[file.text(of: tokens[i + 1]), default: []].insert(label) }
            }
        }
    }
}
