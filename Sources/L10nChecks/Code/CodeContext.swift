import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nSource
import L10nStrings

/// What the app's code tells the checks, computed once per run and shared by the pipeline and the linter:
/// the localized strings the code looks up, and per document the texts code puts into its views.
public final class CodeContext: @unchecked Sendable {
    public let workspace: Workspace
    private let documentTexts = OnceCache<CodeSetTexts>()
    private let documentFacts = OnceCache<DocumentFacts>()

    /// What the checks need of one document, worked out once per run and shared by every language.
    public struct DocumentFacts: Sendable {
        /// The strings ibtool extracts, in document order.
        public let entries: [IBStringsEntry]
        /// The texts code puts into its views.
        public let codeTexts: CodeSetTexts
        /// Built-in labels of cells code fills (see ``CodeContext/prototypeCellLabelKeys(of:)``).
        public let prototypeLabelKeys: Set<String>
        /// Keys of IB default texts on outlets that code is not known to set: most likely placeholders.
        public let defaultPlaceholderKeys: Set<String>
        /// Keys of texts shown on several lines (labels with `numberOfLines` other than 1, text views, buttons
        /// that wrap): where a line break in a value shows as an extra line.
        public let multiLineKeys: Set<String>
    }

    /// IB's own default texts for new views: almost always placeholders that code replaces.
    public static let defaultPlaceholders: Set<String> = [
        "Label", "Button", "Title", "Subtitle", "Detail", "Text", "Item", "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda.",
    ]

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Whether the app has sources to read (without, nothing is known of what code sets).
    public var hasSources: Bool { !workspace.compiledSources.isEmpty }

    /// The texts code puts into `document`'s views (empty without sources).
    public func texts(of document: IBDocument, at url: URL) -> CodeSetTexts {
        guard hasSources else { return CodeSetTexts() }
        return documentTexts.value(for: url.standardizedFileURL.path) {
            CodeSetTexts(document: document, index: workspace.sourceIndex)
        }
    }

    /// The facts of `document` (read from `url`), computed on first use.
    public func facts(of document: IBDocument, at url: URL) -> DocumentFacts {
        documentFacts.value(for: url.standardizedFileURL.path) {
            let entries = IBStringsExtractor.entries(of: document)
            let texts = texts(of: document, at: url)
            let outlets = outletDestinations(of: document)
            let defaults = Set(entries.filter { outlets.contains($0.objectID) && texts.texts[$0.key] == nil && Self.defaultPlaceholders.contains($0.value) }.map(\.key))
            return DocumentFacts(entries: entries, codeTexts: texts, prototypeLabelKeys: Self.prototypeCellLabelKeys(of: document),
                                 defaultPlaceholderKeys: defaults, multiLineKeys: Self.multiLineKeys(of: document, entries: entries))
        }
    }

    /// The texts code puts into the views of the document at `url`, or nil when it cannot be read.
    public func texts(ofDocumentAt url: URL) -> CodeSetTexts? {
        guard case .success(let document) = workspace.document(url) else { return nil }
        return texts(of: document, at: url)
    }

    /// The keys of the document whose storyboard text users never see, because code replaces it.
    public func codeSetKeys(ofDocumentAt url: URL) -> Set<String> {
        Set(texts(ofDocumentAt: url)?.texts.keys.map { $0 } ?? [])
    }

    /// The value `call` shows in `language`: the translation in the table it names (in `group` first, then
    /// in any group), else the development value, as iOS falls back; with where the translation is.
    public func value(of call: LocalizedStringCall, language: String, near group: LocalizationGroup?) -> (text: String, table: URL?, location: SourceLocation?) {
        var groups = workspace.groups
        if let group, let index = groups.firstIndex(where: { $0.directory == group.directory }) {
            groups.insert(groups.remove(at: index), at: 0)
        }
        let code = LanguageCode(language)
        for candidate in groups {
            guard let folder = code.flatMap(candidate.language(matching:)) ?? (candidate.languages.contains(language) ? language : nil),
                  candidate.hasTable(call.table, in: folder) else { continue }
            let url = candidate.tableURL(call.table, language: folder)
            guard case .success(let table) = workspace.table(url), let entry = table.entries.last(where: { $0.key == call.key }) else { continue }
            return (entry.value, url, entry.valueLocation ?? entry.keyLocation)
        }
        return (call.developmentValue, nil, nil)
    }

    /// `text` changed as code changes it before showing it (`uppercased()`, `capitalized`…).
    public static func transformed(_ text: String, by transform: String?) -> String {
        guard let transform = transform?.lowercased() else { return text }
        if transform.contains("upper") { return text.uppercased() }
        if transform.contains("lower") { return text.lowercased() }
        if transform.contains("capitalized") { return text.capitalized }
        return text
    }

    /// The keys of `entries` whose text the document shows on several lines.
    static func multiLineKeys(of document: IBDocument, entries: [IBStringsEntry]) -> Set<String> {
        let nodes = document.elementsByID()
        var keys = Set<String>()
        for entry in entries {
            guard let node = nodes[entry.objectID] else { continue }
            let multiLine: Bool
            switch node.name {
            case "label": multiLine = (node["numberOfLines"] ?? "1") != "1"
            case "textView": multiLine = true
            case "button": multiLine = ["wordWrap", "characterWrap"].contains(node["lineBreakMode"] ?? "")
            default: multiLine = false
            }
            if multiLine { keys.insert(entry.key) }
        }
        return keys
    }

    /// The strings keys of the built-in labels (`textLabel`, `detailTextLabel`) of cells that code fills row by
    /// row: prototype cells of a dynamic table, and cells of a xib. Code sets their text in
    /// `tableView(_:cellForRowAt:)` through `cell.textLabel`, with no outlet, so the storyboard's text is a
    /// placeholder. Static cells keep their texts.
    public static func prototypeCellLabelKeys(of document: IBDocument) -> Set<String> {
        var keys = Set<String>()
        // A cell names its built-in labels: `<tableViewCell textLabel="id" detailTextLabel="id">`.
        func visit(_ node: IBNode, staticTable: Bool) {
            let isStatic = node.name == "tableView" ? node["dataMode"] == "static" : staticTable
            if node.name == "tableViewCell", !isStatic {
                for attribute in ["textLabel", "detailTextLabel"] {
                    if let id = node[attribute] { keys.insert("\(id).text") }
                }
            }
            for child in node.children { visit(child, staticTable: isStatic) }
        }
        visit(document.root, staticTable: false)
        return keys
    }

    /// The keys of a document whose storyboard text users never see: code sets it through an outlet, or it is
    /// a built-in label of a cell code fills.
    public func unseenKeys(ofDocumentAt url: URL) -> Set<String> {
        guard case .success(let document) = workspace.document(url) else { return [] }
        let facts = facts(of: document, at: url)
        return Set(facts.codeTexts.texts.keys).union(facts.prototypeLabelKeys)
    }

    /// The objects of a document that an outlet points at: views whose text code may replace.
    public func outletDestinations(of document: IBDocument) -> Set<String> {
        var destinations = Set<String>()
        document.root.forEachDescendant { node in
            if node.name == "outlet", let destination = node["destination"] { destinations.insert(destination) }
        }
        return destinations
    }
}
