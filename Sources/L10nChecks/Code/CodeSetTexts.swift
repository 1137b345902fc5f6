import L10nInterfaceBuilder
import L10nSource
import L10nStrings

/// The texts the app's code puts into a document's views through outlets, found by joining the document's
/// `<outlet property=… destination=…>` connections (on an object whose `customClass` the sources declare)
/// with the assignments the sources make to that outlet's `text`, `title` or `placeholder`.
///
/// What a user sees in such a view is the code's text, not the storyboard's: when the code sets a localized
/// string, verify measures that string's translation in the view; when it sets anything else (data, a
/// formatted or interpolated string, a literal), the storyboard's text is a placeholder and is not checked.
public struct CodeSetTexts: Sendable {
    /// What code puts under one strings key of the document (`abc-12-xyz.text`).
    public enum Text: Sendable, Equatable {
        /// A localized string with a literal key, possibly changed (`uppercased`).
        case localized(LocalizedStringCall, transform: String?)
        /// Something the sources alone cannot tell (data, a format, an interpolation, a literal): the
        /// storyboard's text is a placeholder.
        case unknown(reason: String)
    }

    /// Strings key of the document → every text code assigns there, in source order.
    public var texts: [String: [Text]] = [:]

    public init() {}

    /// Reads the outlets of `document` and looks up their assignments in `index`.
    public init(document: IBDocument, index: SourceIndex) {
        guard !index.assignments.isEmpty else { return }
        var elements: [String: IBNode] = [:]
        document.root.forEachDescendant { node in
            if let id = node["id"], elements[id] == nil { elements[id] = node }
        }
        Self.forEachOutlet(in: document.root, owner: nil) { ownerClass, property, destination in
            guard let view = elements[destination] else { return }
            for assignment in index.assignments(toOutlet: property, ofClass: ownerClass) {
                guard let keyProperty = Self.stringsProperty(of: view.name, assigned: assignment) else { continue }
                let key = "\(destination).\(keyProperty)"
                texts[key, default: []].append(Self.text(of: assignment.value))
            }
        }
    }

    /// The texts code puts under `key`, or nil when code does not set it.
    public func texts(forKey key: String) -> [Text]? { texts[key] }

    /// Calls `body` with (owner class, outlet property, destination id) for every outlet connection whose
    /// owner names a custom class (framework classes have no code of the app's).
    static func forEachOutlet(in node: IBNode, owner: IBNode?, _ body: (String, String, String) -> Void) {
        if node.name == "connections", let owner, let ownerClass = owner["customClass"] {
            for outlet in node.children where outlet.name == "outlet" {
                guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                body(ownerClass, property, destination)
            }
        }
        for child in node.children { forEachOutlet(in: child, owner: node.name == "connections" ? owner : node, body) }
    }

    /// The strings-key property that an assignment replaces on a view of this element, or nil when the
    /// assignment does not touch a text ibtool extracts (a button's highlighted title, a label's title).
    static func stringsProperty(of element: String, assigned assignment: OutletAssignment) -> String? {
        switch (element, assignment.property) {
        case ("label", .text), ("label", .attributedText), ("textView", .text), ("textView", .attributedText),
             ("textField", .text), ("textField", .attributedText):
            return "text"
        case ("textField", .placeholder), ("searchBar", .placeholder):
            return "placeholder"
        case ("button", .title), ("button", .attributedTitle):
            // Only the normal state's title is what shows in every state that has none of its own.
            guard let state = assignment.state else { return nil }
            let normal = ["normal", ".normal", "UIControlStateNormal", "UIControl.State.normal", "[]", "UIControl.State()", "0"]
            return normal.contains(state.trimmingCharacters(in: .whitespaces)) ? "normalTitle" : nil
        case ("navigationItem", .title), ("barButtonItem", .title), ("tabBarItem", .title), ("viewController", .title):
            return "title"
        case ("searchBar", .text):
            return "text"
        default:
            return nil
        }
    }

    static func text(of value: AssignedValue) -> Text {
        switch value {
        case .localized(let call, .direct): return .localized(call, transform: nil)
        case .localized(let call, .transformed(let transform)): return .localized(call, transform: transform)
        case .localized(_, .format): return .unknown(reason: "a formatted string")
        case .literal: return .unknown(reason: "a literal that is not localized")
        case .other(let expression): return .unknown(reason: expression)
        }
    }
}
