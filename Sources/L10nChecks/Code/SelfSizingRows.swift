import Foundation
import L10nInterfaceBuilder
import L10nSource

/// Which classes of the app's code make a table's rows size themselves to their content, whatever row
/// height Interface Builder wrote: `tableView.rowHeight = UITableView.automaticDimension` (Objective-C
/// `UITableViewAutomaticDimension`), or a `heightForRowAt` delegate method that returns it. UIKit then asks
/// each cell's constraints for its height, so a translation that needs another line grows the row instead
/// of being clipped. (`estimatedRowHeight` alone does not: it only speeds up scrolling when the row height
/// is already automatic.)
struct SelfSizingRows {
    /// The classes (as their code declares them) that make rows self-sizing.
    let classes: Set<String>

    /// Scans `files`; only those that mention an automatic dimension are lexed.
    init(files: [URL]) {
        var classes = Set<String>()
        for url in files {
            guard let data = try? Data(contentsOf: url),
                  data.range(of: Data("utomaticDimension".utf8)) != nil,
                  let file = try? SourceFile(contentsOf: url) else { continue }
            classes.formUnion(Self.classes(in: file))
        }
        self.classes = classes
    }

    init(classes: Set<String>) { self.classes = classes }

    /// The classes of `file` whose code makes rows self-sizing: each use of an automatic dimension as a
    /// row height belongs to the class (or extension, `@implementation`) declared last before it.
    static func classes(in file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        var found = Set<String>()
        var current: String?
        for (i, token) in tokens.enumerated() {
            let text = file.text(of: token)
            if ["class", "extension", "@implementation", "implementation", "@interface", "interface"].contains(text),
               i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                // `class func`, `class var` are members, not declarations.
                let name = file.text(of: tokens[i + 1])
                if name != "func" && name != "var" && name != "let" { current = name }
                continue
            }
            guard token.kind == .identifier, text == "automaticDimension" || text == "UITableViewAutomaticDimension",
                  let owner = current, setsRowHeight(file, automaticAt: i) else { continue }
            found.insert(owner)
        }
        return found
    }

    /// Whether the automatic dimension at token `index` is a row height: assigned to `rowHeight`, or
    /// returned from the `heightForRowAt` delegate method (not an estimate, a header's or a footer's).
    private static func setsRowHeight(_ file: SourceFile, automaticAt index: Int) -> Bool {
        let tokens = file.tokens
        var i = index - 1
        var steps = 0
        while i >= 0, steps < 8 {
            let text = file.text(of: tokens[i])
            if text == "rowHeight" { return true }
            if text.hasPrefix("estimated") || text.hasSuffix("HeaderHeight") || text.hasSuffix("FooterHeight") { return false }
            if text == "return" { return returnsFromRowHeightMethod(file, returnAt: i) }
            if text == ";" || text == "{" || text == "}" { return false }
            i -= 1
            steps += 1
        }
        return false
    }

    /// Whether the nearest method name above `index` that asks for a height is `heightForRowAt`.
    private static func returnsFromRowHeightMethod(_ file: SourceFile, returnAt index: Int) -> Bool {
        var i = index - 1
        while i >= 0, index - i < 2000 {
            let text = file.text(of: file.tokens[i])
            if text.hasPrefix("heightFor") || text.hasPrefix("estimatedHeightFor") {
                return text == "heightForRowAt" || text == "heightForRowAtIndexPath"
            }
            i -= 1
        }
        return false
    }

    /// The table views of `document` whose rows code makes self-sizing: tables of a controller (a scene's
    /// view controller, or a xib's File's Owner) or tables whose own class is one of ``classes`` or
    /// inherits from one (`lineage` gives a class and its superclasses as the sources declare them).
    func tables(of document: IBDocument, lineage: (String) -> [String]) -> Set<String> {
        guard !classes.isEmpty else { return [] }
        func selfSizing(_ name: String?) -> Bool {
            guard let name else { return false }
            return classes.contains(name) || lineage(name).contains { classes.contains($0) }
        }
        let owner = document.root.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?["customClass"]
        var tables = Set<String>()
        func visit(_ node: IBNode, controller: String?) {
            let controller = node["sceneMemberID"] == "viewController" ? node["customClass"] : controller
            if node.name == "tableView", let id = node["id"], selfSizing(controller) || selfSizing(node["customClass"]) {
                tables.insert(id)
            }
            for child in node.children { visit(child, controller: controller) }
        }
        visit(document.root, controller: owner)
        return tables
    }
}
