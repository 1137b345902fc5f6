/// The methods the app adds to UIKit's views that set the view's own text from a parameter: actbind's
/// `extension UITextField { func uiTextFieldSetting(placeholder: String) { attributedPlaceholder = … placeholder … } }`.
/// A call `emailField.uiTextFieldSetting(placeholder: "mail".localized())` sets that outlet's placeholder as
/// `emailField.attributedPlaceholder = …` would.
struct ViewTextSetters: Sendable {
    /// What a setter sets: the property, the argument label of the parameter it takes the text from (`_0` for the
    /// first unlabelled one), and a button's state.
    struct Setter: Sendable, Equatable {
        var property: OutletAssignment.Property
        var label: String
        var state: String?
    }

    /// The setters by method name; a name declared twice with different effects is left out.
    private(set) var setters: [String: Setter] = [:]
    private var ambiguous = Set<String>()

    /// The UIKit classes whose extensions are read.
    static let viewClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISearchBar", "UIBarButtonItem", "UINavigationItem",
                                           "UITabBarItem"]

    init() {}

    init(files: [SourceFile]) {
        for file in files where file.language == .swift { add(file) }
    }

    subscript(name: String) -> Setter? { setters[name] }

    private mutating func record(_ name: String, _ setter: Setter) {
        guard !ambiguous.contains(name) else { return }
        if let known = setters[name], known != setter {
            setters[name] = nil
            ambiguous.insert(name)
        } else {
            setters[name] = setter
        }
    }

    private mutating func add(_ file: SourceFile) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, isText(i, "extension"), Self.viewClasses.contains(file.text(of: tokens[i + 1])) else { continue }
            var open = i + 2
            while open < tokens.count, !isText(open, "{") { open += 1 }
            guard let close = file.matchingBrace(open) else { continue }
            var j = open + 1
            while j < close {
                defer { j += 1 }
                guard isText(j, "func"), tokens[j + 1].kind == .identifier, isText(j + 2, "("), let list = CallArguments.parse(file, open: j + 2),
                      let bodyOpen = (list.close..<close).first(where: { isText($0, "{") }), let bodyClose = file.matchingBrace(bodyOpen) else { continue }
                // The parameters: external label and the name the body says.
                var parameters: [(label: String, name: String)] = []
                var unlabelled = 0
                for argument in list.arguments {
                    let range = argument.range
                    if let label = argument.label {
                        // `placeholder: String` reads as label `placeholder`; `for text: String` as label `for`, name `text`.
                        parameters.append((label, label))
                    } else if range.count >= 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].kind == .identifier,
                              isText(range.lowerBound + 2, ":") {
                        let external = file.text(of: tokens[range.lowerBound])
                        let name = file.text(of: tokens[range.lowerBound + 1])
                        if external == "_" {
                            parameters.append(("_\(unlabelled)", name))
                            unlabelled += 1
                        } else {
                            parameters.append((external, name))
                        }
                    }
                }
                if let setter = Self.setter(in: (bodyOpen + 1)..<bodyClose, parameters: parameters, file: file) {
                    record(file.text(of: tokens[j + 1]), setter)
                }
                j = bodyClose
            }
            i = close
        }
    }

    /// What the body `range` sets on `self` from one of `parameters`: `text = p`, `self.attributedPlaceholder =
    /// NSAttributedString(string: p, …)`, `setTitle(p, for: .normal)`, `setAttributedTitle(p, for: .normal)`.
    private static func setter(in range: Range<Int>, parameters: [(label: String, name: String)], file: SourceFile) -> Setter? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func parameter(in values: Range<Int>) -> String? {
            // A parameter the method looks up (`setTitle(key.localized, …)`) is a key, not the text: no plain setter.
            guard !values.contains(where: { tokens[$0].kind == .identifier && file.text(of: tokens[$0]).lowercased().contains("locali") }) else { return nil }
            return parameters.first { parameter in values.contains { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == parameter.name } }?.label
        }
        for i in range where tokens[i].kind == .identifier {
            let name = file.text(of: tokens[i])
            // `text = …` or `self.text = …`, not another object's (`label.text = …`).
            let ownProperty = !isText(i - 1, ".") || (isText(i - 2, "self") && !isText(i - 3, "."))
            if let property = OutletScanner.textProperties[name], ownProperty, isText(i + 1, "="), !isText(i + 2, "=") {
                var end = i + 2
                while end < range.upperBound, tokens[end].line == tokens[i + 2].line { end += 1 }
                if let label = parameter(in: (i + 2)..<end) { return Setter(property: property, label: label, state: nil) }
            } else if name == "setTitle" || name == "setAttributedTitle", ownProperty, isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
                      let value = arguments.arguments.first, value.label == nil, let label = parameter(in: value.range) {
                let state = arguments.argument(labeled: "for").map { $0.range.map { file.text(of: tokens[$0]) }.joined() }
                return Setter(property: name == "setTitle" ? .title : .attributedTitle, label: label, state: state)
            }
        }
        return nil
    }
}
