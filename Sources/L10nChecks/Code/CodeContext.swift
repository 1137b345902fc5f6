import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nSource
import L10nStrings
import L10nText

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
        /// Keys of IB default texts on outlets (or on navigation and tab bar items, which a controller reaches
        /// without one) that code is not known to set: most likely placeholders.
        public let defaultPlaceholderKeys: Set<String>
        /// Keys of texts shown on several lines (labels with `numberOfLines` other than 1, text views, buttons
        /// that wrap): where a line break in a value shows as an extra line.
        public let multiLineKeys: Set<String>
        /// Objects users never see: scenes nothing leads to, views hidden where no code reaches them (see
        /// ``CodeContext/neverShown(in:codeTexts:)``).
        public let neverShownObjects: Set<String>
        /// Keys whose text users never see though its object shows: a bar button's title beside its image, a view controller's title no bar shows, texts code
        /// localizes from a runtime attribute.
        public let neverShownKeys: Set<String>
        /// Views reached through an outlet of a class whose code the sources do not hold, each with that
        /// class (see ``CodeContext/objectsOfUnseenCode(in:at:)``).
        public let unseenCodeObjects: [String: String]
        /// Objects whose note for translators says to keep their text (see ``CodeContext/objectsNotToTranslate(_:)``).
        public let notToTranslateObjects: Set<String>
        /// Scenes their controller's code keeps in one orientation (see ``CodeContext/orientationLocks(of:)``).
        public let orientationLocks: [String: Device.Orientation]
        /// Lines the app's code gives views' texts (see ``CodeContext/lineCounts(of:)``).
        public let codeLineCounts: [String: Int]
        /// The table views whose rows the app's code makes self-sizing (see ``CodeContext/selfSizingTables(of:)``).
        public let selfSizingTables: Set<String>
        /// Views whose text code makes shrink to fit (see ``CodeContext/shrinkingTexts(of:)``).
        public var codeShrinkObjects: Set<String> = []

        /// Whether users never see the text of `key` (an `ObjectID.property` key).
        public func neverShows(_ key: String) -> Bool {
            neverShownKeys.contains(key) || key.split(separator: ".", maxSplits: 1).first.map { neverShownObjects.contains(String($0)) } ?? false
        }
    }

    /// The keys of controllers' titles that name the controller's class (`title="SignUpCheckViewController"`,
    /// `title="Account Search View Controller"`): the developer's label for the scene in Xcode's outline, not
    /// a text written for users (actbind titles all 33 of its scenes so).
    static func sceneLabelKeys(of document: IBDocument, entries: [IBStringsEntry]) -> Set<String> {
        var classes: [String: String] = [:]
        document.root.forEachDescendant { node in
            guard node.name.hasSuffix("Controller"), let id = node["id"] else { return }
            classes[id] = node["customClass"] ?? ""
        }
        guard !classes.isEmpty else { return [] }
        return Set(entries.filter { entry in
            guard entry.property == "title", let custom = classes[entry.objectID] else { return false }
            let squeezed = entry.value.filter { !$0.isWhitespace }.lowercased()
            return squeezed.hasSuffix("viewcontroller") || (!custom.isEmpty && squeezed == custom.lowercased())
        }.map(\.key))
    }

    /// IB's own default texts for new views (and Xcode's Master-Detail template's "Master"): almost always placeholders
    /// that code replaces.
    public static let defaultPlaceholders: Set<String> = [
        "Label", "Button", "Title", "Subtitle", "Detail", "Master", "Text", "Item", "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda.",
    ]

    /// Whether `entry` is a segment title IB gives a new segmented control: "First" and "Second", its two segments'.
    /// Code replaces them (Essentia's `TableComponentSegmentControl`: `removeAllSegments()`, then the screen's titles),
    /// or the control is a leftover; no app means its users to read "First | Second".
    static func isDefaultSegmentTitle(_ entry: IBStringsEntry) -> Bool {
        (entry.property == "segmentTitles[0]" && entry.value == "First") || (entry.property == "segmentTitles[1]" && entry.value == "Second")
    }

    /// `{Title}`, `{Connect to server}`, `<Settings>`, `‹ROM List›`: a text in braces or angle brackets is a developer's mark
    /// for a text code supplies (nds4ios marks every title its code sets so).
    public static func isBracedPlaceholder(_ text: String) -> Bool {
        guard text.count > 2 else { return false }
        return [("{", "}"), ("<", ">"), ("‹", "›")].contains { open, close in
            text.hasPrefix(open) && text.hasSuffix(close) && !text.dropFirst().dropLast().contains { String($0) == open || String($0) == close }
        }
    }

    private let selfSizingRows = OnceCache<SelfSizingRows>()

    /// The table views of `document` whose rows the app's code makes self-sizing (see ``SelfSizingRows``);
    /// empty without sources.
    public func selfSizingTables(of document: IBDocument) -> Set<String> {
        guard hasSources else { return [] }
        let rows = selfSizingRows.value(for: "") { SelfSizingRows(files: workspace.compiledSources) }
        guard !rows.classes.isEmpty else { return [] }
        let index = workspace.sourceIndex
        return rows.tables(of: document, lineage: { index.lineage(of: $0) })
    }

    private let digitFills = OnceCache<DigitFilledPlaceholders>()

    /// For table `name`: each key's text placeholders that every format call of the app's code fills with
    /// a number (see ``DigitFilledPlaceholders``), as 0-based argument indices; empty without sources.
    public func digitFilledPlaceholders(ofTable name: String) -> [String: Set<Int>] {
        guard hasSources else { return [:] }
        return digitFills.value(for: "") {
            DigitFilledPlaceholders(index: workspace.sourceIndex, files: workspace.compiledSources)
        }.byTable[name] ?? [:]
    }

    /// The views of `document` whose edge insets (`contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`)
    /// the app's code sets through an outlet: the storyboard's values are not the ones users see (code that
    /// swaps them for right-to-left languages, or computes them). Empty without sources.
    public func insetsSetInCode(of document: IBDocument) -> Set<String> {
        guard hasSources else { return [] }
        let receivers = workspace.sourceIndex.insetReceivers
        guard !receivers.isEmpty else { return [] }
        var views = Set<String>()
        document.root.forEachDescendant { node in
            if node.name == "outlet" || node.name == "outletCollection", let property = node["property"], receivers.contains(property),
               let destination = node["destination"] {
                views.insert(destination)
            }
        }
        return views
    }

    /// The lines the app's code gives the texts of `document`'s views through their outlets
    /// (`detailLabel.numberOfLines = 0`), by object ID (see ``SourceIndex/codeLineCount(outlet:ofClass:)``).
    /// Empty without sources.
    public func lineCounts(of document: IBDocument) -> [String: Int] {
        guard hasSources else { return [:] }
        let index = workspace.sourceIndex
        guard index.propertySettings.contains(where: { $0.property == .numberOfLines }) else { return [:] }
        var counts: [String: Int] = [:]
        CodeSetTexts.forEachOutlet(in: document.root, owner: nil) { _, ownerClass, property, destination in
            guard let lines = index.codeLineCount(outlet: property, ofClass: ownerClass) else { return }
            counts[destination] = counts[destination].map { $0 == 0 || lines == 0 ? 0 : max($0, lines) } ?? lines
        }
        return counts
    }

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Whether the app has sources to read (without, nothing is known of what code sets).
    public var hasSources: Bool { !workspace.compiledSources.isEmpty }

    /// The texts code puts into `document`'s views (empty without sources).
    public func texts(of document: IBDocument, at url: URL) -> CodeSetTexts {
        guard hasSources else { return CodeSetTexts() }
        return documentTexts.value(for: url.standardizedFileURL.path) {
            CodeSetTexts(document: document, index: workspace.sourceIndex,
                         nibName: document.isStoryboard ? nil : url.deletingPathExtension().lastPathComponent,
                         referencedTabs: document.isStoryboard ? referencedTabs(of: url) : [])
        }
    }

    /// The tabs other storyboards make of the storyboard at `url` through references to it by name: none where two of the
    /// storyboards that ship have its file name (the reference does not say which it loads).
    func referencedTabs(of url: URL) -> [CodeSetTexts.ReferencedTab] {
        // (A device's variant, `Departures~ipad.storyboard`, is what a reference to `Departures` loads on that device.)
        let name = url.deletingPathExtension().lastPathComponent.components(separatedBy: "~")[0]
        guard let tabs = documentReferences.tabs[name],
              (workspace.baseDocuments + workspace.otherDocuments)
                .filter({ $0.lastPathComponent == url.lastPathComponent && workspace.ships($0) }).count == 1 else { return [] }
        return tabs
    }

    /// The facts of `document` (read from `url`), computed on first use.
    public func facts(of document: IBDocument, at url: URL) -> DocumentFacts {
        documentFacts.value(for: url.standardizedFileURL.path) {
            let entries = IBStringsExtractor.entries(of: document)
            let texts = texts(of: document, at: url)
            let outlets = outletDestinations(of: document)
            let outletNames = Self.outletNames(of: document)
            // A controller's code reaches its navigation and tab bar items without an outlet (`title = …`,
            // `navigationItem.title = …`), so an IB default title there is a placeholder too.
            let reachedWithoutOutlet: Set<String> = ["UINavigationItem", "UITabBarItem"]
            let defaults = Set(entries.filter { entry in
                texts.texts[entry.key] == nil
                    && (((outlets.contains(entry.objectID) || reachedWithoutOutlet.contains(entry.className)) && Self.defaultPlaceholders.contains(entry.value))
                        || Self.isBracedPlaceholder(entry.value) || Self.isDefaultSegmentTitle(entry)
                        || (outletNames[entry.objectID]?.contains(Self.squeezedName(entry.value)) == true && Self.namesAView(entry.value)))
            }.map(\.key)).union(Self.sceneLabelKeys(of: document, entries: entries))
            var (objects, keys) = neverShown(in: document, codeTexts: texts)
            // A nib no code loads shows nothing at all.
            if isNibNeverLoaded(url.deletingPathExtension().lastPathComponent, document: document) {
                document.root.forEachDescendant { node in if let id = node["id"] { objects.insert(id) } }
            }
            var facts = DocumentFacts(entries: entries, codeTexts: texts, prototypeLabelKeys: prototypeCellLabelKeys(of: document),
                                 defaultPlaceholderKeys: defaults, multiLineKeys: Self.multiLineKeys(of: document, entries: entries),
                                 neverShownObjects: objects, neverShownKeys: keys, unseenCodeObjects: objectsOfUnseenCode(in: document, at: url),
                                 notToTranslateObjects: Self.objectsNotToTranslate(document), orientationLocks: orientationLocks(of: document),
                                 codeLineCounts: lineCounts(of: document), selfSizingTables: selfSizingTables(of: document))
            facts.codeShrinkObjects = shrinkingTexts(of: document)
            return facts
        }
    }

    /// The views of `document` whose text the app's code makes shrink to fit (`label.adjustsFontSizeToFitWidth
    /// = true` through their outlets, see ``SourceIndex/codeShrinksText(outlet:ofClass:)``): a longer
    /// translation is drawn smaller there, not cut. Empty without sources.
    public func shrinkingTexts(of document: IBDocument) -> Set<String> {
        guard hasSources else { return [] }
        let index = workspace.sourceIndex
        guard index.propertySettings.contains(where: { $0.property == .adjustsFontSizeToFitWidth }) else { return [] }
        var objects = Set<String>()
        CodeSetTexts.forEachOutlet(in: document.root, owner: nil) { _, ownerClass, property, destination in
            if index.codeShrinksText(outlet: property, ofClass: ownerClass) { objects.insert(destination) }
        }
        // A label or button of a class whose own code makes it shrink (Sprocket's sign-in button sets
        // `self.titleLabel.adjustsFontSizeToFitWidth = YES` as it is read from the storyboard).
        document.root.forEachDescendant { node in
            guard let id = node["id"], let customClass = node["customClass"] else { return }
            let own = node.name == "button" && index.lineage(of: customClass).contains("UIButton") ? "titleLabel" : "self"
            guard ["label", "button"].contains(node.name), index.codeShrinksText(outlet: own, ofClass: customClass) else { return }
            objects.insert(id)
        }
        return objects
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
    /// in any group; of those `reads` accepts: the tables that ship), else the development value, as iOS falls
    /// back; with where the translation is.
    public func value(of call: LocalizedStringCall, language: String, near group: LocalizationGroup?,
                      reading reads: (URL) -> Bool = { _ in true }) -> (text: String, table: URL?, location: SourceLocation?) {
        var groups = workspace.groups
        if let group, let index = groups.firstIndex(where: { $0.directory == group.directory }) {
            groups.insert(groups.remove(at: index), at: 0)
        }
        let code = LanguageCode(language)
        for candidate in groups {
            guard let folder = code.flatMap(candidate.language(matching:)) ?? (candidate.languages.contains(language) ? language : nil),
                  candidate.hasTable(call.table, in: folder) else { continue }
            let url = candidate.tableURL(call.table, language: folder)
            // (A table no target copies is no table of the app: Firefox Lockbox's Dutch Localizable.strings, left on disk.)
            guard reads(url) else { continue }
            // Only what iOS loads of the table counts: past a syntax error that stops its reader, the app
            // shows the development text.
            guard case .success(let table) = workspace.table(url),
                  let entry = table.entries.prefix(table.loadedEntryCount).last(where: { $0.key == call.key }) else { continue }
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

    /// What of `document` users never see.
    ///
    /// Objects: every object of a storyboard scene that nothing leads to (not the initial controller, no segue or
    /// relationship ends at it, and no storyboard identifier code could instantiate it by), and views hidden in the document (themselves or an ancestor) where no outlet reaches the hidden
    /// view, so no code can show them.
    ///
    /// Keys: the placeholder of a text field users cannot edit (not interactive, or disabled) whose text code
    /// sets; the title of a system button drawn in a fully transparent tint; a bar button item's title when it has an image
    /// or a custom view (that is what the bar draws); a search bar's scope buttons where nothing shows its scope bar; a
    /// button's title when its image is as wide as the button, or is IB's default "Button" beside an image; a view
    /// controller's title when no navigation or tab bar shows it (its navigation item has its own title, or it has neither); the tab bar item of a controller that is never a
    /// tab (segues reach it, no tab bar controller holds it, no identifier lets code make it one); the accessibility
    /// label and hint of a view the document says is no accessibility element (VoiceOver never reads them); the back
    /// button of the top item of a navigation bar placed as a view, where no code puts items on a bar; and the texts of objects with a string runtime
    /// attribute that names a localization key (`xibLocKey`, `localizedKey`…) or of a class that looks its own text
    /// up as it loads (``SourceIndex/localizesItsOwnText(_:)``): code localizes them on load.
    func neverShown(in document: IBDocument, codeTexts: CodeSetTexts) -> (objects: Set<String>, keys: Set<String>) {
        let outlets = outletDestinations(of: document)
        // (`pushItem(_:animated:)`, `pushNavigationItem:animated:`, `setItems(_:animated:)`: an item on top of a bar's own.
        // A toolbar's `setItems` counts too: the sources do not say which bar it sets.)
        let codePushesNavigationItems = !hasAllSources
            || ["pushItem", "pushNavigationItem", "setItems"].contains { workspace.sourceIndex.mentions[$0] != nil }
        // (A search bar shows its scope buttons where the document says so, where code does (`showsScopeBar = true`), or
        // while a search display controller it belongs to is active, the document's or one code makes.)
        var scopeBarsShown = !hasAllSources
            || ["showsScopeBar", "setShowsScopeBar", "UISearchDisplayController"].contains { workspace.sourceIndex.mentions[$0] != nil }
        document.root.forEachDescendant { if $0.name == "searchDisplayController" { scopeBarsShown = true } }
        var objects = Set<String>()
        var keys = Set<String>()
        func collect(_ node: IBNode) {
            if let id = node["id"] { objects.insert(id) }
            for child in node.children { collect(child) }
        }
        objects.formUnion(hiddenObjects(of: document, outlets: outlets))
        objects.formUnion(Self.neverInstalledObjects(of: document))
        // A system button without a title colour of its own draws its title in its tint colour, inherited from the
        // nearest ancestor that sets one: a fully transparent tint (an invisible tap target) shows no title.
        func visitTint(_ node: IBNode, clear: Bool) {
            var clear = clear
            if let tint = node.children.first(where: { $0.name == "color" && $0["key"] == "tintColor" }) {
                clear = tint["alpha"].flatMap(Double.init) == 0
            }
            if clear, node.name == "button", let id = node["id"], ["system", "roundedRect"].contains(node["buttonType"] ?? ""),
               !node.children.contains(where: { $0.name == "state" && $0["key"] == "normal" && $0.children.contains { $0.name == "color" && $0["key"] == "titleColor" } }) {
                keys.insert("\(id).normalTitle")
            }
            for child in node.children { visitTint(child, clear: clear) }
        }
        visitTint(document.root, clear: false)
        if document.isStoryboard {
            objects.formUnion(unreachableSceneObjects(document))
            objects.formUnion(undequeuedPrototypeCells(document))
            for node in Self.sceneLevelViews(of: document) where node["id"].map({ !outlets.contains($0) }) ?? false { collect(node) }
        } else {
            for node in Self.topLevelViewsLoadingLeaves(of: document, outlets: outlets) { collect(node) }
        }
        let localizationWords = ["lockey", "xibloc", "localiz", "localis", "l10n", "i18n", "translat", "placeholder"]
        let textSetting = workspace.sourceIndex.textSettingInspectables
        func namesLocalization(_ keyPath: String) -> Bool {
            let lowered = keyPath.lowercased()
            return localizationWords.contains { lowered.contains($0) } || textSetting.contains(keyPath)
        }
        func isTableKey(_ value: String) -> Bool { workspace.tableKeysByName.values.contains { $0.contains(value) } }
        keys.formUnion(Self.tabBarItemsNeverShown(document))
        // The widths of the document's own images, in points (SF Symbols scale with the text: left out).
        let imageWidths = LayoutEngine.imageSizes(of: document).images.mapValues(\.width)
        document.root.forEachDescendant { node in
            guard let id = node["id"] else { return }
            // VoiceOver speaks the label and hint of accessibility elements only: a plain view, image or label the
            // document marks as none (`isElement` NO) never has them read. (Controls are left alone: a text field
            // keeps an element of its own for its text.)
            if ["view", "imageView", "label", "stackView"].contains(node.name), let accessibility = node.child("accessibility", key: "accessibilityConfiguration"),
               accessibility.children.contains(where: { $0.name == "bool" && $0["key"] == "isElement" && $0["value"] == "NO" }) {
                keys.insert("\(id).accessibilityLabel")
                keys.insert("\(id).accessibilityHint")
            }
            // A navigation controller's own navigation item (IB gives one to a controller a segue shows) is in no bar: UIKit
            // pushes no navigation controller onto another's stack, and its bar shows its top controller's item (Water's
            // "Siri Shortcuts"). Its title and bar button items are never seen.
            if node.name == "navigationController" {
                for item in node.children where item.name == "navigationItem" { collect(item) }
            }
            // A navigation bar placed as a view shows its top item with the back button of the item below it: the top
            // item's own back button is drawn only under an item code pushes later. With no push in the sources, it
            // never shows (Zom's photo overlay bar, one item whose back button says "Back").
            if node.name == "navigationBar", node["key"] == nil, !codePushesNavigationItems,
               let top = node.child("items")?.children(named: "navigationItem").last,
               let back = top.child("barButtonItem", key: "backBarButtonItem"), let backID = back["id"] {
                keys.insert("\(backID).title")
            }
            switch node.name {
            case "barButtonItem" where node["image"] != nil || node.children.contains(where: { $0["key"] == "customView" }):
                // (Or a custom view, which the bar draws in the item's place: RGarage's "Item" around a button showing a symbol.)
                keys.insert("\(id).title")
            case "popUpButtonCell" where !(node.child("menu", key: "menu")?.child("items")?.children.isEmpty ?? true):
                // An AppKit pop-up button shows the title of its selected (or, pulling down, its first) menu item, which
                // is translated under the item's own key: the cell's copy of it (Mynigma's "none") is never drawn.
                keys.insert("\(id).title")
            case "button" where node.child("buttonConfiguration", key: "configuration") != nil:
                // A button styled by a configuration shows what the configuration holds (its title, its image),
                // as IB's canvas does; the state titles left from before (IB's default "Button") are not drawn.
                for state in ["normal", "highlighted", "selected", "disabled"] { keys.insert("\(id).\(state)Title") }
            case "button":
                // A button lays out its image first and gives its title the width left: none when the image
                // fills the button. IB's default title left beside an image is a leftover every language shows
                // alike, not a text to translate.
                guard let normal = node.child("state", key: "normal"), let image = normal["image"] else { break }
                let width = node.child("rect", key: "frame")?["width"].flatMap(Double.init)
                if normal["title"] == "Button" || (width.flatMap { width in imageWidths[image].map { $0 >= width } } ?? false) {
                    keys.insert("\(id).normalTitle")
                }
            case "searchBar" where node["showsScopeBar"] != "YES" && !scopeBarsShown:
                // A scope bar not shown: its buttons are never seen.
                let count = node.child("scopeButtonTitles")?.children(named: "string").count ?? 0
                for index in 0..<count { keys.insert("\(id).scopeButtonTitles[\(index)]") }
            case "textField" where (node["userInteractionEnabled"] == "NO" || node["enabled"] == "NO") && codeTexts.texts["\(id).text"] != nil:
                // A placeholder shows only while the field is empty; a field users cannot type into keeps the
                // text code puts there, so its placeholder is never seen.
                keys.insert("\(id).placeholder")
            case "viewController", "tableViewController", "collectionViewController", "navigationController":
                // (A navigation controller's own title shows only on its tab, when it is one and the tab has no title.)
                let navigationItem = node.children.first { $0.name == "navigationItem" }
                let tabBarItem = node.children.first { $0.name == "tabBarItem" }
                let shown = (navigationItem.map { $0["title"] == nil } ?? false) || (tabBarItem.map { $0["title"] == nil } ?? false)
                if !shown { keys.insert("\(id).title") }
            default:
                break
            }
            // AppKit: a view whose value or title a Cocoa binding supplies shows the bound data, and a table
            // column's data cell is the prototype every row's value replaces.
            if node.children.contains(where: { $0.name == "connections" && $0.children.contains(where: Self.bindsShownText) }) {
                keys.formUnion(Self.textKeys(of: node))
            }
            if node.name == "tableColumn" {
                for cell in node.children where cell["key"] == "dataCell" { keys.formUnion(Self.textKeys(of: cell)) }
            }
            // A text drawn in a fully transparent colour is not seen (a swatch button whose title only names it).
            for (color, property) in [("textColor", "text"), ("titleColor", "normalTitle")] {
                let transparent = node.children.contains { $0.name == "color" && $0["key"] == color && $0["alpha"].flatMap(Double.init) == 0 }
                    || node.children.contains { $0.name == "state" && $0["key"] == "normal" && $0.children.contains {
                        $0.name == "color" && $0["key"] == color && $0["alpha"].flatMap(Double.init) == 0 } }
                if transparent { keys.insert("\(id).\(property)") }
            }
            // (Or an attribute named for a key whose value is a key of the app's tables: stopp-corona's `transKeyNormal`,
            // which its button class's setter looks up through a method of its subclasses.)
            let localizedByCode = node.children.contains { child in
                child.name == "userDefinedRuntimeAttributes" && child.children.contains {
                    $0["type"] == "string" && (($0["keyPath"].map(namesLocalization) ?? false)
                        || ($0["keyPath"]?.lowercased().contains("key") == true && $0["value"].map(isTableKey) == true))
                        && $0["keyPath"].map(takesRuntimeAttribute) == true
                }
            }
            if localizedByCode || node["customClass"].map(workspace.sourceIndex.localizesItsOwnText) == true {
                for property in ["text", "placeholder", "title", "normalTitle", "configuration.title"] { keys.insert("\(id).\(property)") }
            }
        }
        return (objects, keys)
    }

    /// Whether a connection is a binding that supplies the text a view shows.
    static func bindsShownText(_ connection: IBNode) -> Bool {
        guard connection.name == "binding", let name = connection["name"] else { return false }
        return ["value", "title", "attributedString", "displayPatternValue1", "displayPatternTitle1"].contains(name)
    }

    /// The table keys of a view's or cell's own texts and of the cells inside it.
    static func textKeys(of node: IBNode) -> Set<String> {
        var keys = Set<String>()
        func visit(_ node: IBNode) {
            if let id = node["id"] {
                for property in ["text", "title", "normalTitle", "stringValue"] { keys.insert("\(id).\(property)") }
            }
            for child in node.children where child.name.hasSuffix("Cell") { visit(child) }
        }
        visit(node)
        return keys
    }

    /// The objects whose note for translators (IB's "Localizer Hint", `<attributedString key="userComments">`,
    /// which ibtool writes as `Note = "…"` in the table's comment) says to keep the text as it is: "Do not
    /// translate", "Don't translate", "DNT".
    static func objectsNotToTranslate(_ document: IBDocument) -> Set<String> {
        var objects = Set<String>()
        document.root.forEachDescendant { node in
            guard let id = node["id"], let note = node.child("attributedString", key: "userComments") else { return }
            // (BartyCrouch's `#bc-ignore!` is not one: it keeps the tool's hands off the object, whose text users still
            // see untranslated when no table has it: reviewers judged 3 of 4 such KeePassium findings real.)
            if TranslatorNote.saysNotToTranslate(note.children.compactMap { $0["content"] }.joined()) { objects.insert(id) }
        }
        return objects
    }

    /// The scenes of a storyboard whose controller's code keeps them in one orientation (see
    /// ``OrientationLock``), by scene ID.
    public func orientationLocks(of document: IBDocument) -> [String: Device.Orientation] {
        guard document.isStoryboard, hasSources else { return [:] }
        let index = workspace.sourceIndex
        var locks: [String: Device.Orientation] = [:]
        for scene in document.root.children(named: "scenes").flatMap({ $0.children(named: "scene") }) {
            guard let sceneID = scene["sceneID"],
                  let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let className = controller["customClass"], let lock = index.orientationLock(ofClass: className) else { continue }
            locks[sceneID] = lock.orientation == .landscape ? .landscape : .portrait
        }
        return locks
    }

    /// The objects of the scenes of a storyboard that users cannot reach: no way in leads to them. The ways
    /// in are the initial controller, a scene code may instantiate by its identifier, and the segues of a
    /// scene users reach (a button's, a manual one code may perform (``codeMayPerform(manualSegue:of:)``), a navigation or tab bar controller's
    /// relationship, a container's embed): a scene whose only segues in start from unreachable scenes (a
    /// navigation controller nothing opens, and its root) is unreachable too.
    func unreachableSceneObjects(_ document: IBDocument) -> Set<String> {
        let initial = document.initialViewController
        // A storyboard with no entry point at all (no initial controller, no identifier) says nothing about how
        // it is reached: leave it alone.
        var hasIdentifier = false
        document.root.forEachDescendant { node in if node["storyboardIdentifier"] != nil { hasIdentifier = true } }
        guard initial != nil || hasIdentifier else { return [] }
        var scenes: [(controller: String, objects: IBNode)] = []
        var segues: [String: [String]] = [:]
        var entries: [String] = []
        for scene in document.root.children(named: "scenes").flatMap({ $0.children(named: "scene") }) {
            guard let sceneObjects = scene.child("objects"),
                  let controller = sceneObjects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let id = controller["id"] else { continue }
            scenes.append((id, sceneObjects))
            // A manual segue starts from the controller itself, not from a control: only code performs it.
            let manual = Set((controller.child("connections")?.children ?? []).filter {
                $0.name == "segue" && !["relationship", "embed"].contains($0["kind"] ?? "")
            }.compactMap { $0["id"] })
            sceneObjects.forEachDescendant { node in
                guard node.name == "segue", let destination = node["destination"] else { return }
                if let segue = node["id"], manual.contains(segue), !codeMayPerform(manualSegue: node, of: controller) { return }
                segues[id, default: []].append(destination)
            }
            // A placeholder stands for a scene of another storyboard, and an exit for unwinding.
            if id == initial || controller.name == "viewControllerPlaceholder" { entries.append(id); continue }
            // With an identifier code can instantiate it, by a name it may well build at run time
            // ("onboarding-" + page): only a scene without one is certainly out of reach, or a scene left
            // behind with its class: the project no longer has the class, and no code names the identifier.
            if let identifier = controller["storyboardIdentifier"], !identifier.isEmpty {
                // With every source the app compiles at hand, code that names no identifier cannot reach it (nor
                // can an action that never runs).
                if hasAllSources ? liveCodeMayName(identifier: identifier)
                    : !(isClassGone(controller) && !workspace.sourceIndex.stringLiterals.contains(identifier)) { entries.append(id) }
            }
        }
        var reached = Set(entries)
        while let id = entries.popLast() {
            for destination in segues[id] ?? [] where reached.insert(destination).inserted { entries.append(destination) }
        }
        var objects = Set<String>()
        for scene in scenes where !reached.contains(scene.controller) {
            scene.objects.forEachDescendant { node in if let id = node["id"] { objects.insert(id) } }
        }
        return objects
    }

    /// The objects of prototype cells no code can dequeue: with every source of the app at hand and the
    /// scene's controller among them, a cell whose reuse identifier no literal says or begins and nothing names
    /// (``codeMayName(identifier:)``: an enum case, `String(describing: Cell.self)`) is never made, so users
    /// never see what it holds.
    func undequeuedPrototypeCells(_ document: IBDocument) -> Set<String> {
        guard hasAllSources else { return [] }
        let index = workspace.sourceIndex
        var objects = Set<String>()
        for scene in document.root.children(named: "scenes").flatMap({ $0.children(named: "scene") }) {
            guard let sceneObjects = scene.child("objects"),
                  let controller = sceneObjects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let name = controller["customClass"], index.declaringFiles[name] != nil else { continue }
            // A table's `prototypes` and a collection view's `cells` (a static table's cells show without code).
            sceneObjects.forEachDescendant { view in
                guard (view.name == "tableView" && view["dataMode"] != "static") || view.name == "collectionView" else { return }
                for cell in view.children.filter({ $0.name == "prototypes" || $0.name == "cells" }).flatMap(\.children) {
                    guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty, !codeMayDequeue(identifier, cellClass: cell["customClass"]) else { continue }
                    cell.forEachDescendant { if let id = $0["id"] { objects.insert(id) } }
                }
            }
        }
        return objects
    }

    /// Whether code may dequeue a cell by `identifier`: code may name it (``codeMayName(identifier:)``), a
    /// literal of four characters or more ends it (`String(describing: Cell.self) + "Identifier"`), or it
    /// begins with the cell's class, which code other than the class's own names (Mynigma's `TopBarCell`, named
    /// only where it is declared, is never dequeued).
    func codeMayDequeue(_ identifier: String, cellClass: String?) -> Bool {
        if codeMayName(identifier: identifier) { return true }
        let index = workspace.sourceIndex
        if let cellClass, identifier.hasPrefix(cellClass),
           (index.swiftTypeMentions[cellClass] ?? []).union(index.objectiveCTypeMentions[cellClass] ?? [])
            .contains(where: { (TypeMentions.typeAndMethod(of: $0)?.type ?? $0) != cellClass }) {
            return true
        }
        return identifier.hasSuffix(in: workspace.sourceIndex.stringLiterals, minLength: 4)
    }

    /// Whether code may perform a manual segue of `controller`'s scene. Without the controller's class among
    /// the sources, or with a superclass that is not UIKit's, nothing can tell; with it, code may when a file of the class (its declarations, extensions
    /// and categories, and those of its superclasses the sources declare) performs segues by identifiers it
    /// builds at run time, or when a literal of the sources says or begins the segue's identifier. A manual
    /// segue without an identifier cannot be performed at all.
    func codeMayPerform(manualSegue segue: IBNode, of controller: IBNode) -> Bool {
        let index = workspace.sourceIndex
        // A controller of no class of the app's own is UIKit's: no code of its performs the segue, only code
        // elsewhere that says its identifier (Emall's password scenes), which the whole app's sources show.
        if controller["customClass"] == nil, hasAllSources {
            guard let identifier = segue["identifier"], !identifier.isEmpty else { return false }
            return literalMaySay(identifier)
        }
        guard let name = controller["customClass"], index.declaringFiles[name] != nil else { return true }
        // A superclass from a library (a reveal or page controller, `PBRevealViewController`) performs
        // segues of its own ("pb_main", "sw_front"): only a class that comes from UIKit's leaves them to the app.
        let lineage = index.lineage(of: name)
        guard let framework = lineage.last, !index.declaredClasses.contains(framework), framework.hasPrefix("UI") else { return true }
        guard let identifier = segue["identifier"], !identifier.isEmpty else { return false }
        let files = lineage.filter(index.declaredClasses.contains).flatMap { index.mentions[$0] ?? [] }
        if files.contains(where: index.runTimeSeguePerformers.contains) { return true }
        return literalMaySay(identifier)
    }

    /// Whether the controller's class is one of the app's own (IB's module "target", or none) that the
    /// Xcode project no longer has: no source declares it and no source file of the project is named for it.
    /// Without sources or a project nothing can tell.
    func isClassGone(_ controller: IBNode) -> Bool {
        guard hasSources, let xcode = workspace.xcode, let name = controller["customClass"], !name.isEmpty,
              controller["customModuleProvider"] == "target" || controller["customModule"] == nil else { return false }
        if workspace.sourceIndex.declaredClasses.contains(name) { return false }
        let projectNames = projectSourceNames.value(for: "") { Set(xcode.sourceFiles.map { $0.deletingPathExtension().lastPathComponent }) }
        return !projectNames.contains(name)
    }

    private let projectSourceNames = OnceCache<Set<String>>()

    /// Whether the folder has the app's sources, all of them (see ``Workspace/hasAllSources``): then what no
    /// source names is named nowhere.
    var hasAllSources: Bool { hasSources && workspace.hasAllSources }

    /// Whether the app may ask the user to allow its notifications, without which iOS delivers none of its local
    /// notifications (Food Truck schedules "Donuts are done!" but never asks): some code of the app or of what it
    /// links names a request for it (`requestAuthorization`, which other frameworks' requests share, Objective-C's
    /// `requestAuthorizationWithOptions:`, iOS 8's `registerUserNotificationSettings:`), or that is not known (sources or
    /// linked code missing).
    var mayAskToNotify: Bool {
        let requests: Set<String> = ["requestAuthorization", "requestAuthorizationWithOptions", "registerUserNotificationSettings"]
        guard hasAllSources, workspace.dependencyCode.missing.isEmpty, workspace.absentLibrarySources.isEmpty else { return true }
        let mentions = workspace.sourceIndex.mentions
        return requests.contains { mentions[$0] != nil } || !workspace.dependencyCode.mentioned(requests).isEmpty
    }

    /// Whether some code may take a storyboard's runtime attribute of `keyPath` (`localizeKey`): the app's code or the code
    /// it links names the property (`@IBInspectable var localizeKey`), its setter (`setLocalizeKey:`) or a catch-all for
    /// undefined keys, or that is not known (sources missing, or a linked library the checkout lacks whose name may say
    /// localization in one of its words: a library of that kind may declare the property). One nothing takes sets nothing: UIKit logs that
    /// the view is not key-value coding-compliant for the key and goes on, so the key it holds is never looked up
    /// (Mega-Mall's xibs give their labels `localizeKey` values no class of the app declares, and the packages it
    /// fetches are a keyboard manager and a dependency injector).
    /// (Key-value coding sets the last property of a dotted path, `titleLabel.localizeKey`: the others are only read.)
    func takesRuntimeAttribute(_ keyPath: String) -> Bool {
        let name = keyPath.split(separator: ".").last.map(String.init) ?? ""
        return runtimeAttributeTakers.value(for: name) {
            guard !name.isEmpty, hasAllSources, workspace.absentLibrarySources.isEmpty else { return true }
            let dependencies = workspace.dependencyCode
            if !dependencies.missing.isEmpty {
                let hints = ["locali", "l10n", "i18n", "translat", "lang", "string", "text", "label", "inspect"]
                guard !dependencies.missingNames.isEmpty,
                      !dependencies.missingNames.contains(where: { DependencyCode.name($0, hasWordBeginningWith: hints) }) else { return true }
            }
            // (Key-value coding also sets an instance variable of the name, `_localizeKey`, directly.)
            let names: Set<String> = [name, "_" + name, "set" + name.prefix(1).uppercased() + name.dropFirst(), "forUndefinedKey"]
            let mentions = workspace.sourceIndex.mentions
            return names.contains { mentions[$0] != nil } || !dependencies.mentioned(names).isEmpty
        }
    }
    private let runtimeAttributeTakers = OnceCache<Bool>()

    /// Whether code may reach a scene by its storyboard identifier: a literal of the sources says it or begins
    /// it (an identifier built at run time, "onboarding-" + page), code names something by it (an enum case
    /// whose raw value it is, `String(describing: HelpVC.self)`), or a storyboard reference of another
    /// document points at it.
    func codeMayName(identifier: String) -> Bool {
        literalMaySay(identifier) || isNamedOutsideItsOwnFiles(identifier) || referencedIdentifiers.contains(identifier)
    }

    /// Whether a literal of the sources says `identifier` or begins a string code builds from it (one built at run
    /// time: "onboarding-" + page, `"page-\(n)"`, `@"Cell%ld"`; Barshom's image name "bankTransfer" begins no
    /// identifier); with `liveOnly`, not counting literals only code that never runs says (``deadActions``,
    /// ``deadFiles``).
    func literalMaySay(_ identifier: String, liveOnly: Bool = false) -> Bool {
        let index = workspace.sourceIndex
        let says: (String) -> Bool = liveOnly && (!deadActions.isEmpty || !deadFiles.isEmpty)
            ? { index.stringLiterals.contains($0) && !self.saysOnlyInDeadActions(literal: $0) }
            : { index.stringLiterals.contains($0) }
        return says(identifier) || identifier.hasPrefix(minLength: 3) { index.joinedLiteralPrefixes.contains($0) && (says($0) || !index.stringLiterals.contains($0)) }
            || identifier.hasPrefix(in: index.interpolatedLiteralPrefixes, minLength: 3)
    }

    /// The identifiers storyboard references (`viewControllerPlaceholder`) of the project's documents point at.
    var referencedIdentifiers: Set<String> { documentReferences.placeholderIdentifiers }

    /// The storyboards the project's storyboard references (`viewControllerPlaceholder storyboardName=`) load.
    var storyboardsReferenced: Set<String> { documentReferences.placeholderStoryboards }

    /// What the project's storyboards and xibs refer to by name, read in one walk over them: the custom classes
    /// each uses, what storyboard references point at, the nibs they name, and the selectors they call.
    struct DocumentReferences {
        /// Document path → the custom classes of the objects it creates (a nib's File's Owner is not one: the
        /// object that loads the nib, made by code, owns it); of a document the reader refuses, every name its text
        /// gives whole between tags (``namesInUnreadDocument(_:)``).
        var classes: [String: Set<String>] = [:]
        /// Storyboard references' (`viewControllerPlaceholder`) identifiers and storyboards.
        var placeholderIdentifiers = Set<String>(), placeholderStoryboards = Set<String>()
        /// Nibs a document names (`nibName=`): a controller loads them without code.
        var nibNames = Set<String>()
        /// Controls' and gestures' action selectors, and unwind segues' actions.
        var selectors = Set<String>()
        /// Storyboard name → the tabs tab bar controllers make of its scenes through storyboard references.
        var tabs: [String: [CodeSetTexts.ReferencedTab]] = [:]
    }

    /// The names a document the reader refuses (an Xcode 3 archive, `<archive type="…XIB">`, high-gps-tracker's
    /// MainWindow.xib) writes whole between tags (`<string key="IBUIClassName">FirstViewController</string>`): the classes
    /// it may create are among them, and a name of the app's it writes is taken to be one; but its File's Owner's
    /// (`<string key="-1.CustomClassName">`), which the code that loads the nib makes, as in a document read.
    /// Empty when it cannot be read.
    static func namesInUnreadDocument(_ url: URL) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var owners = Set<String>()
        for line in text.split(separator: "\n") where line.contains("key=\"-1.CustomClassName\">") {
            if let start = line.range(of: "key=\"-1.CustomClassName\">")?.upperBound, let end = line[start...].firstIndex(of: "<") {
                owners.insert(String(line[start..<end]))
            }
        }
        var names = Set<String>()
        var current = ""
        var inside = false
        for character in text {
            if character == ">" {
                inside = true
                current = ""
            } else if character == "<" {
                if inside, let first = current.first, first.isLetter || first == "_" { names.insert(current) }
                inside = false
            } else if inside {
                if character.isLetter || character.isNumber || character == "_" { current.append(character) } else { inside = false }
            }
        }
        return names.subtracting(owners)
    }

    /// Whether `node` is a nib's File's Owner: the placeholder for the object that loads the nib, which the nib
    /// does not create (`ProductDetailsViewController.xib` owned by the controller that `init(nibName:)` makes).
    static func isFilesOwner(_ node: IBNode) -> Bool {
        node.name == "placeholder" && node["placeholderIdentifier"] == "IBFilesOwner"
    }

    var documentReferences: DocumentReferences {
        references.value(for: "") {
            var references = DocumentReferences()
            for url in workspace.baseDocuments + workspace.otherDocuments + workspace.languageDocuments {
                guard case .success(let document) = workspace.document(url) else {
                    references.classes[url.standardizedFileURL.path] = Self.namesInUnreadDocument(url)
                    continue
                }
                var used = Set<String>()
                var placeholders: [String: IBNode] = [:]
                var tabBarControllers: [IBNode] = []
                document.root.forEachDescendant { node in
                    if node.name == "viewControllerPlaceholder", let id = node["id"] { placeholders[id] = node }
                    if node.name == "tabBarController" { tabBarControllers.append(node) }
                    if let name = node["customClass"], !Self.isFilesOwner(node) { used.insert(name) }
                    if node.name == "viewControllerPlaceholder" {
                        if let identifier = node["referencedIdentifier"] { references.placeholderIdentifiers.insert(identifier) }
                        if let name = node["storyboardName"] { references.placeholderStoryboards.insert(name) }
                    }
                    if let nib = node["nibName"] { references.nibNames.insert(nib) }
                    if node.name == "action", let selector = node["selector"] { references.selectors.insert(selector) }
                    if let selector = node["unwindAction"] { references.selectors.insert(selector) }
                }
                references.classes[url.standardizedFileURL.path] = used
                for controller in tabBarControllers {
                    for (position, child) in CodeSetTexts.tabChildren(of: controller).enumerated() {
                        // (Not a storyboard of another bundle, `bundleIdentifier="com.loopkit.LoopKitUI"`.)
                        guard let placeholder = placeholders[child], let name = placeholder["storyboardName"], placeholder["bundleIdentifier"] == nil else { continue }
                        references.tabs[name, default: []].append(CodeSetTexts.ReferencedTab(
                            identifier: placeholder["referencedIdentifier"], position: position, controllerClass: controller["customClass"]))
                    }
                }
            }
            return references
        }
    }
    private let references = OnceCache<DocumentReferences>()

    /// The view controller classes of the app nothing reaches, when the folder has all its sources: every
    /// scene of the class is one users cannot reach (see ``unreachableSceneObjects(_:)``), no other document
    /// uses the class, and no source but the class's own files names it (no code makes one, subclasses it or
    /// asks for it by name). Their code runs for no one.
    public var unreachedControllerClasses: Set<String> {
        unreached.value(for: "") {
            guard hasAllSources else { return [] }
            let index = workspace.sourceIndex
            var candidates = Set<String>(), used = Set<String>()
            for url in workspace.baseDocuments + workspace.otherDocuments + workspace.languageDocuments {
                guard case .success(let document) = workspace.document(url) else {
                    used.formUnion(documentReferences.classes[url.standardizedFileURL.path] ?? [])
                    continue
                }
                guard document.isStoryboard else {
                    document.root.forEachDescendant { node in if let name = node["customClass"], !Self.isFilesOwner(node) { used.insert(name) } }
                    continue
                }
                let unreachable = unreachableSceneObjects(document)
                document.root.forEachDescendant { node in
                    guard let name = node["customClass"], let id = node["id"] else { return }
                    if !unreachable.contains(id) { used.insert(name) } else if node["sceneMemberID"] == "viewController" { candidates.insert(name) }
                }
            }
            return candidates.subtracting(used).filter { name in
                guard let declaring = index.declaringFiles[name], !declaring.isEmpty, !index.stringLiterals.contains(name) else { return false }
                return !isNamedOutsideItsOwnFiles(name, liveOnly: true)
            }
        }
    }
    private let unreached = OnceCache<Set<String>>()

    /// The UIKit view and controller classes of the app's sources nothing creates, when the folder has all
    /// its sources: no document uses the class, no literal says its name, and every file but its own that
    /// names it declares only classes nothing creates either (a library copied into the repository whose text
    /// field opens its own country picker, while the app uses neither). A file with code of no class (an
    /// extension, top-level code) keeps what it names alive.
    public var uncreatedViewClasses: Set<String> {
        let index = workspace.sourceIndex
        return deadTypes.filter { index.lineage(of: $0).contains(where: Self.viewClassRoots.contains) }
    }

    /// The types of the app's sources nothing creates or names, when the folder has all its sources: the view
    /// and controller classes of ``uncreatedViewClasses``, and the other types no live code names (a VIPER
    /// router whose `createModule()` no code calls, and then the wallet screen only it creates). Left alive:
    /// what iOS creates by itself (the app's and scenes' delegates, `UIResponder`s, the principal class of an
    /// extension, a type the Info.plists or build settings name, a type in a file that starts the app) and
    /// Core Data's managed objects.
    var deadTypes: Set<String> {
        deadTypeCache.value(for: "") {
            guard hasAllSources else { return [] }
            let index = workspace.sourceIndex
            // (No document has an empty path: every document's classes count.)
            let used = customClassesOfDocuments(except: "")
            let settings = propertyListTexts
            let starts = Set(index.appEntryFiles)
            var views = Set<String>()
            let candidates = index.declaredClasses.filter { name in
                let lineage = index.lineage(of: name)
                // A literal may name a class to create (`NSClassFromString`, a storyboard identifier); never a SwiftUI
                // view, a value no name creates (`Text("Login")` keeps no `struct Login: View` alive).
                guard !used.contains(name), !saysAsLiteralBeyondItself(name) || Self.isSwiftUIView(lineage) else { return false }
                if lineage.contains(where: Self.viewClassRoots.contains) {
                    // (An extension's principal class, which its Info.plist names: `NotificationViewController`,
                    // `$(PRODUCT_MODULE_NAME).MessagesViewController`.)
                    if settings.contains(where: { $0.contains(">\(name)<") || $0.contains(".\(name)<") }) { return false }
                    views.insert(name)
                    return true
                }
                if lineage.contains(where: { Self.classesTheSystemCreates.contains($0) || $0.hasSuffix("Extension") })
                    || index.inherits(name, fromAnyOf: Self.protocolsTheSystemAdopts) { return false }
                // (A whole word of a property list: `Contacts` in `NSContactsUsageDescription` names no type.)
                return (index.declaringFiles[name] ?? []).isDisjoint(with: starts)
                    && !settings.contains(where: { VerifyPipeline.containsWords(name, in: $0) })
            }
            guard !candidates.isEmpty else { return [] }
            let classesOfFile = typesOfFile
            let aliases = index.objectiveCNames
            func stem(_ path: String) -> String { URL(fileURLWithPath: path).deletingPathExtension().path }
            // Life spreads from what is surely alive (every type that is no candidate) along the names code says:
            // a candidate lives when a living file names it. A file lives when it declares no type (top-level
            // code) or a living one. Types that only name each other (a VIPER screen and its
            // router, neither created by anything else) stay dead.
            var living = Set<String>()
            func lives(_ type: String) -> Bool { !candidates.contains(type) || living.contains(type) }
            // A file that extends a living type (`extension View { func addToolbar() }`) holds code that may run.
            func extendsLiving(_ file: String) -> Bool { index.extendedTypes[file]?.contains(where: lives) ?? false }
            func ownerLives(_ owner: String, visiting: Set<String>) -> Bool {
                codeOf(owner, mayRunWhere: lives, visiting: visiting)
            }
            var changed = true
            while changed {
                changed = false
                for name in candidates.sorted() where !living.contains(name) {
                    let own = Set((index.declaringFiles[name] ?? []).map(stem))
                    // A view's own file names it to make itself; another type's own file may name it from
                    // the other types it declares (an API client beside the service that calls it), which
                    // keeps it alive while one of them lives.
                    // Swift code is judged by the type whose code says the name (``SourceIndex/swiftTypeMentions``):
                    // another type of the same file that never names it (a stream reader declared under a
                    // view, an `extension Data`) keeps it no more alive than a file elsewhere would.
                    let saidInSwift = (index.swiftTypeMentions[name] ?? []).contains { owner in
                        (TypeMentions.typeAndMethod(of: owner)?.type ?? owner) != name && ownerLives(owner, visiting: [])
                    }
                    // Objective-C code likewise, where another class's implementation says it: a view's own file
                    // then names it too (clearcam's schedule editor, which the schedule list's code beside it makes).
                    // (A Swift class Objective-C knows by another name, `@objc(OBAApplicationRootControllerFactory)`, is said by it.)
                    let objectiveCNames = [name] + (aliases[name] ?? [])
                    let saidInObjectiveC = objectiveCNames.contains { said in (index.objectiveCTypeMentions[said] ?? []).contains { $0 != name && lives($0) } }
                    let sayers = objectiveCNames.flatMap { index.mentions[$0] ?? [] }
                        .filter { !$0.hasSuffix(".swift") && (views.contains(name) ? !own.contains(stem($0)) : true) }
                    if saidInSwift || saidInObjectiveC || sayers.contains(where: { file in
                        let classes = classesOfFile[file] ?? []
                        if extendsLiving(file) { return true }
                        if own.contains(stem(file)) { return classes.subtracting([name]).contains(where: lives) }
                        return classes.isEmpty || classes.contains(where: lives)
                    }) {
                        living.insert(name)
                        changed = true
                    }
                }
            }
            return candidates.subtracting(living)
        }
    }
    private let deadTypeCache = OnceCache<Set<String>>()

    /// Whether a literal of the sources says the class's name where it may create the class: anywhere but the class's own
    /// files that declare it alone. Its own code saying its name (the nib it loads into itself, `loadNibNamed("PhoneView",
    /// owner: self)`; an animation's name, `beginAnimations:@"UICustomSwitch"`) runs only once something else made it.
    /// (An Objective-C class registering itself by its name in its own `+load`, which the runtime runs unasked, is taken for
    /// dead: no app the judges read did so.)
    private func saysAsLiteralBeyondItself(_ name: String) -> Bool {
        let index = workspace.sourceIndex
        guard let files = index.literalFiles[name], !files.isEmpty else { return false }
        func stem(_ path: String) -> String { URL(fileURLWithPath: path).deletingPathExtension().path }
        let own = Set((index.declaringFiles[name] ?? []).map(stem))
        return files.contains { file in !own.contains(stem(file)) || !(typesOfFile[file] ?? []).isSubset(of: [name]) }
    }

    /// Whether the code of `owner` (``SourceIndex/swiftTypeMentions``) may run while `lives` tells which types live: a
    /// living type's, or a file's top level with no type or a living one. A method of an extension of a type the app
    /// does not declare (`extension UIAlertController { func addContactsPicker() }`, a copied library's entry point), or a
    /// function at a file's top level, runs where something that may run calls it: says its name, in Swift or Objective-C,
    /// or as a literal (a selector's).
    private func codeOf(_ owner: String, mayRunWhere lives: (String) -> Bool, visiting: Set<String> = []) -> Bool {
        let index = workspace.sourceIndex
        if owner.hasPrefix("@") {
            let classes = typesOfFile[String(owner.dropFirst())] ?? []
            return classes.isEmpty || classes.contains(where: lives)
        }
        guard let (type, method) = TypeMentions.typeAndMethod(of: owner) else { return lives(owner) }
        guard index.declaringFiles[type] == nil else { return lives(type) }
        guard !visiting.contains(owner) else { return false }
        if index.stringLiterals.contains(method) || (index.objectiveCTypeMentions[method] ?? []).contains(where: lives) { return true }
        return (index.swiftTypeMentions[method] ?? []).contains { $0 != owner && codeOf($0, mayRunWhere: lives, visiting: visiting.union([owner])) }
    }

    /// Whether every Swift code that says `name` (``SourceIndex/swiftTypeMentions``; a declaration says nothing) is in a
    /// type nothing creates (``deadTypes``), and no Objective-C source says it: a file-scope value or a static member only
    /// dead screens read. (Where no code but its declaration says it, nothing reads it.)
    func isNamedOnlyByDeadTypes(_ name: String) -> Bool {
        let index = workspace.sourceIndex
        // (A selector's or a class's name written as a literal, `NSSelectorFromString("sample")`, may reach it too.)
        guard (index.mentions[name] ?? []).allSatisfy({ $0.hasSuffix(".swift") }), !index.stringLiterals.contains(name) else { return false }
        let dead = deadTypes
        return (index.swiftTypeMentions[name] ?? []).allSatisfy { owner in
            !owner.hasPrefix("@") && dead.contains(TypeMentions.typeAndMethod(of: owner)?.type ?? owner)
        }
    }

    /// Whether the code at `line` of `path` is in a method of an extension or a top-level function that never runs
    /// (``TypeMentions/CalledFunction``): no code that may run calls it (`addPhotoLibraryPicker` of a copied picker
    /// library, which only the library's Telegram-style picker calls, which nothing opens). False when the folder lacks
    /// some of the app's sources.
    func isInUncalledFunction(path: String, line: Int) -> Bool {
        guard hasAllSources, let function = workspace.sourceIndex.calledFunctions[path]?.first(where: { $0.lines.contains(line) }) else { return false }
        // (Once per function: its literals ask alike.)
        return uncalledFunctions.value(for: function.owner) {
            let dead = deadTypes
            return !codeOf(function.owner, mayRunWhere: { !dead.contains($0) })
        }
    }
    private let uncalledFunctions = OnceCache<Bool>()
    private let libraryTables = OnceCache<Bool>()

    /// Whether the table `name` whose `.lproj` folders are in `directory` belongs to a library whose sources were
    /// copied into the app's folder (InAppSettingsKit in `Vendor/`): a library keeps the code that looks its
    /// strings up beside its own `.lproj` folders, in a folder without the app's start (`main.m`, the `@main`
    /// delegate, the app delegate's launch method: ``SourceIndex/appDelegateFiles``). Its languages translate the
    /// library's screens, not the app's. False when no source starts the
    /// app (where the app's own code lies is then unknown) or no code reads the table. A file of accessors reads for
    /// the files that name its types (``SourceIndex/accessorFiles``).
    /// A table inside a resource bundle (`GooglePlus.bundle/ca.lproj`, `VKSdkResources.bundle/ru.lproj`) always
    /// is, but for a bundle the app's own code opens (``isInLibraryBundle(_:)``): the main bundle never looks into
    /// another bundle's folders, whose languages are the library's alone.
    /// One of a Swift package the app links from its own folder (``Workspace/linkedPackageFolders``) never is:
    /// such packages hold the app's own screens (CriticalMapsKit, PocketKit), their strings beside the code.
    func isLibraryTable(_ name: String, in directory: URL) -> Bool {
        libraryTables.value(for: directory.path + "|" + name) {
            if isInLibraryBundle(directory) { return true }
            if workspace.isInLinkedPackage(directory.appendingPathComponent(name)) { return false }
            if isCopiedByEmbeddedFramework(name, in: directory) { return false }
            let index = workspace.sourceIndex
            guard !index.appEntryFiles.isEmpty else { return false }
            var readers = Set(index.localizedStrings.calls.filter { $0.table == name }.map(\.path))
            guard !readers.isEmpty else { return false }
            // A file of accessors (SwiftGen's `Strings.swift`, which Salek keeps beside its tables) reads for the code that
            // names its types: that code is where the table's reader is.
            // (Only a file of types without a superclass, a view controller whose lookups are all properties being the screen
            // itself; read through the namespaces only files of accessors declare, SwiftGen's `L10n`, not the `BundleToken`
            // its every generated file declares.)
            for path in readers.intersection(index.accessorFiles).sorted() {
                let types = typesOfFile[path] ?? []
                let namespaces = types.filter { (index.declaringFiles[$0] ?? []).allSatisfy(index.accessorFiles.contains) }
                guard !namespaces.isEmpty, types.allSatisfy({ index.lineage(of: $0).count == 1 }) else { continue }
                let namers = namespaces.flatMap { index.mentions[$0] ?? [] }.filter { $0 != path }
                if !namers.isEmpty { readers.remove(path); readers.formUnion(namers) }
            }
            return !holdsAppStart(readers, startingFrom: directory)
        }
    }

    /// Whether the folder that holds all of `paths` (and `start`, when given) holds the app's start too (`main.m`, the
    /// `@main` delegate, or the app delegate's launch method) or is the workspace's root: where the app's own code is,
    /// not a library copied into its folder.
    private func holdsAppStart(_ paths: Set<String>, startingFrom start: URL? = nil) -> Bool {
        let index = workspace.sourceIndex
        var folder = start?.standardizedFileURL.pathComponents
        for path in paths.sorted() {
            let components = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().pathComponents
            folder = folder.map { zip($0, components).prefix { $0 == $1 }.map(\.0) } ?? components
        }
        let root = workspace.root.standardizedFileURL.pathComponents
        guard let folder, folder.count > root.count, folder.starts(with: root) else { return true }
        let prefix = NSString.path(withComponents: folder) + "/"
        return (index.appEntryFiles + index.appDelegateFiles).contains { URL(fileURLWithPath: $0).standardizedFileURL.path.hasPrefix(prefix) }
    }

    /// Whether a framework target of an Xcode project copies the table `name` of `directory` and an application of
    /// that project embeds or links the framework: the app's own module, its screens' strings beside their code (Zap's
    /// `Library` framework holds every screen and all 30 languages' tables), not a library copied into its folder.
    func isCopiedByEmbeddedFramework(_ name: String, in directory: URL) -> Bool {
        guard let projects = workspace.xcode?.projects,
              let group = workspace.groups.first(where: { $0.directory.standardizedFileURL == directory.standardizedFileURL }) else { return false }
        let tables = group.languages.flatMap { [group.tableURL(name, language: $0), group.stringsDictionaryURL(name, language: $0)] }
        for project in projects {
            for table in tables {
                let copying = Set(project.membership(of: table).filter { $0.phase == .resources && !$0.isTestTarget }.map(\.target))
                let products = Set(project.targets.filter { copying.contains($0.name) && $0.isLibrary }.compactMap(\.product))
                guard !products.isEmpty else { continue }
                if project.targets.contains(where: { $0.isApplication && !$0.embeddedProducts.union($0.linkedProducts).isDisjoint(with: products) }) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `directory` (where `.lproj` folders are) is inside a resource bundle (`GooglePlus.bundle`,
    /// `Settings.bundle`), whose tables the main bundle's lookups never read.
    func isInResourceBundle(_ directory: URL) -> Bool {
        workspace.relativePath(directory).split(separator: "/").contains { $0.lowercased().hasSuffix(".bundle") }
    }

    /// Whether `directory` is inside a resource bundle whose tables are a library's: any but one the app's own code opens
    /// by its name (Science Journal's `Strings.bundle`, which its `"key".localized` reads through
    /// `Bundle.main.path(forResource: "Strings", ofType: "bundle")`), whose tables are the app's. The Settings app's
    /// bundle and one inside another bundle never are the app's own.
    func isInLibraryBundle(_ directory: URL) -> Bool {
        let components = workspace.relativePath(directory).split(separator: "/").map(String.init)
        let bundles = components.indices.filter { components[$0].lowercased().hasSuffix(".bundle") }
        guard let last = bundles.last else { return false }
        guard bundles.count == 1, components[last] != "Settings.bundle" else { return true }
        return !isOpenedByAppCode(components[last], at: workspace.root.appendingPathComponent(components[...last].joined(separator: "/")))
    }

    /// The workspace's languages but those only a library's resource bundle has (``isInLibraryBundle(_:)``): AppSlate's
    /// copy of the Aviary SDK speaks Dutch (`AviarySDKResources.bundle/nl.lproj`), the app does not, so no text of the
    /// app is Dutch to it. A bundle the app's own code opens (`Strings.bundle`) holds the app's languages.
    var ownLanguages: [String] {
        ownLanguageList.value(for: "") {
            workspace.languages.filter { language in
                workspace.groups.contains { $0.languages.contains(language) && !isInLibraryBundle($0.directory) }
            }
        }
    }
    private let ownLanguageList = OnceCache<[String]>()

    /// ``ownLanguages`` and the String Catalogs' languages: what a text the development language's users do not read
    /// may be written in (OneLine's Spanish and weather_app's Portuguese, which only their catalogs hold).
    /// ``foreignLanguage(ofWords:development:)`` asks them of texts of two words or more.
    var ownAndCatalogLanguages: [String] {
        ownAndCatalogLanguageList.value(for: "") {
            // (Not a library's catalog, as for folders.)
            let catalogs = workspace.catalogs.filter { url in
                let folder = url.deletingLastPathComponent()
                return !isInLibraryBundle(folder) && !isLibraryTable(url.deletingPathExtension().lastPathComponent, in: folder)
            }.flatMap { url -> [String] in
                guard case .success(let catalog) = workspace.catalog(url) else { return [] }
                return catalog.languages
            }
            return Array(Set(ownLanguages + catalogs)).sorted()
        }
    }
    private let ownAndCatalogLanguageList = OnceCache<[String]>()

    /// The other of the app's languages a text in Latin letters is written in (``VerifyPipeline/otherLanguageOfWords(_:development:languages:)``):
    /// one of ``ownLanguages``, or for a text of two words or more one of ``ownAndCatalogLanguages`` (a catalog of thirty
    /// languages has some dictionary that takes a lone English word it lacks, Kuna's "Subtask", for its own).
    func foreignLanguage(ofWords text: String, development: String) -> String? {
        VerifyPipeline.otherLanguageOfWords(text, development: development, languages: ownLanguages)
            ?? (TextLanguage.wordsOf(text).count >= 2 ? VerifyPipeline.otherLanguageOfWords(text, development: development, languages: ownAndCatalogLanguages) : nil)
    }

    /// Whether the app's own code names the resource bundle `bundle` at `url` (`Strings.bundle`): its full name, or
    /// its name beside the `"bundle"` of `path(forResource:ofType:)` in the same file, in code that lies with the
    /// bundle in a folder holding the app's start (a library's code that opens its own bundle lies in the library's
    /// folder, with that bundle).
    private func isOpenedByAppCode(_ bundle: String, at url: URL) -> Bool {
        ownBundles.value(for: url.path) {
            let index = workspace.sourceIndex
            guard !index.appEntryFiles.isEmpty else { return false }
            let name = String(bundle.dropLast(".bundle".count))
            let naming = (index.literalFiles[bundle] ?? []).union((index.literalFiles[name] ?? []).intersection(index.literalFiles["bundle"] ?? []))
            return !naming.isEmpty && holdsAppStart(naming, startingFrom: url)
        }
    }
    private let ownBundles = OnceCache<Bool>()

    /// Classes whose subclasses iOS or a framework creates without the app's code naming them.
    static let classesTheSystemCreates: Set<String> = ["UIResponder", "UIApplication", "NSManagedObject", "XCTestCase", "NSDocument"]

    /// The protocols whose conforming types the system finds and creates by itself, named by no code of the
    /// app: App Intents and their shortcuts (the Shortcuts app, Siri and Spotlight read them from the build's
    /// metadata). A widget is not among them: only the extension's `@main` bundle's body names the widgets it
    /// offers (a Live Activity left out of it is never shown).
    static let protocolsTheSystemAdopts: Set<String> = [
        "AppIntent", "AppShortcutsProvider", "OpenIntent", "LiveActivityIntent", "AudioPlaybackIntent", "ForegroundContinuableIntent",
        "SetValueIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent",
    ]

    /// The texts of the app's property lists (the Info.plists beside its `.lproj` folders and those its
    /// targets' `INFOPLIST_FILE` settings name) and its projects' `INFOPLIST_KEY_…` build settings: where iOS is
    /// told a class's name (`UISceneDelegateClassName`, `NSExtensionPrincipalClass`).
    var propertyListTexts: [String] {
        var urls = Set(targetInfoPlistURLs)
        for group in workspace.groups {
            for plist in workspace.infoPlists(of: group) { urls.insert(group.directory.appendingPathComponent(plist.name)) }
        }
        // (The projects' generated-plist settings, not their file lists: the files are named after their classes.)
        var texts = (workspace.xcode?.projects ?? []).flatMap(\.targets).flatMap { target in
            target.infoPlistSettings.filter { $0.key.hasPrefix("INFOPLIST_KEY_") }.sorted { $0.key < $1.key }.flatMap(\.value)
        }
        for url in urls.sorted(by: { $0.path < $1.path }) {
            if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
        }
        return texts
    }

    /// The Info.plists the projects' targets name in their `INFOPLIST_FILE` settings (relative to the project's
    /// folder; a path through another build setting cannot be followed), sorted.
    var targetInfoPlistURLs: [URL] {
        var urls = Set<URL>()
        for project in workspace.xcode?.projects ?? [] {
            for target in project.targets { urls.formUnion(project.infoPlistURLs(of: target)) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    /// Whether a type's lineage (``SourceIndex/lineage(of:)``) makes it a SwiftUI view: it adopts `View`, and no
    /// UIKit or AppKit class is among its ancestors.
    static func isSwiftUIView(_ lineage: [String]) -> Bool {
        lineage.dropFirst().contains("View") && !lineage.contains { $0.hasPrefix("UI") || $0.hasPrefix("NS") }
    }

    /// UIKit's classes whose subclasses are views and screens, which exist only where something creates them.
    static let viewClassRoots: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView", "UIImageView", "UIScrollView", "UIStackView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UISearchBar",
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UIAlertController",
    ]

    /// Whether, with every source of the app at hand, no code can load the nib `name` (`document`; a device
    /// variant `Foo~ipad` is `Foo`'s): nothing names it (``codeMayName(identifier:)``), or only its own
    /// classes' files do (a view that loads its own nib in `loadFromNib()`) while nothing else names those
    /// classes: no other source, and no storyboard or xib using one as a custom class. A nib iOS loads by
    /// itself is always loaded: the launch screen or main nib an `Info.plist` names, one another document
    /// names (`nibName=`), and a controller's own (`FooViewController` loads `FooView` or `FooViewController`
    /// when created without a nib name) unless nothing creates that controller.
    public func isNibNeverLoaded(_ fileName: String, document: IBDocument) -> Bool {
        guard hasAllSources else { return false }
        if document.isStoryboard { return isStoryboardNeverLoaded(fileName) }
        let name = String(fileName.split(separator: "~", maxSplits: 1).first ?? Substring(fileName))
        // (A launch screen whose Info.plist lives elsewhere is still one: Xcode names them so.)
        guard !nibsLoadedWithoutCode.contains(name), !name.contains("Launch") else { return false }
        let index = workspace.sourceIndex
        // A controller created without a nib name loads its own nib; one nothing creates (no other source names
        // it, no literal says it, no document uses it) loads nothing, and its nib is then loaded only if other
        // code names the nib.
        let controllers = [name + "Controller", name].filter { $0.hasSuffix("Controller") && index.declaredClasses.contains($0) }
        if !controllers.isEmpty {
            let documentClasses = customClassesOfDocuments(except: document.path)
            if controllers.contains(where: { isNamedOutsideItsOwnFiles($0, liveOnly: true) || index.stringLiterals.contains($0) || documentClasses.contains($0) }) {
                return false
            }
        }
        // (What an action nothing connects says loads nothing: it never runs.)
        if !liveCodeMayName(identifier: name) { return true }
        // The nib's own classes: its File's Owner's and its top-level objects' that the sources declare.
        let classes = Set((document.root.child("objects")?.children ?? []).compactMap { $0["customClass"] }).filter { index.declaringFiles[$0] != nil }
        guard !classes.isEmpty, !classes.contains(where: { isNamedOutsideItsOwnFiles($0) }) else { return false }
        func stem(_ path: String) -> String { URL(fileURLWithPath: path).deletingPathExtension().path }
        let own = Set(classes.flatMap { index.declaringFiles[$0] ?? [] }.map(stem))
        // Named only by what begins it, or by another document: loaded from elsewhere. A constant holding the name is
        // said where code names it (Silent Text's `SCBrandTableHeaderFooterView_ID`, declared beside its view's class,
        // which the settings screen registers its footer's nib by).
        // (A type's constant, `BadgeCell.identifier`, only where code names the type and the member: every cell has its
        // own `identifier`.)
        let constants = (index.stringConstantNames[name] ?? []).flatMap { constant -> Set<String> in
            let parts = constant.split(separator: ".").map(String.init)
            guard parts.count == 2 else { return index.mentions[constant] ?? [] }
            return (index.mentions[parts[0]] ?? []).intersection(index.mentions[parts[1]] ?? [])
        }
        let sayers = (index.mentions[name] ?? []).union(index.literalFiles[name] ?? []).union(constants)
        guard !sayers.isEmpty, sayers.allSatisfy({ own.contains(stem($0)) }) else { return false }
        return classes.isDisjoint(with: customClassesOfDocuments(except: document.path))
    }

    /// Whether, with every source of the app at hand, nothing loads the storyboard `name`: the app's `Info.plist`
    /// files name their storyboards (so the one iOS loads at launch is known) and not this one, no build setting
    /// names it (`INFOPLIST_KEY_UIMainStoryboardFile`), no storyboard reference points at it, and no source
    /// says its name (`UIStoryboard(name: "Onboarding", bundle: nil)`). Sportify creates its onboarding
    /// controller in code, and the storyboard drawn for it never shows.
    func isStoryboardNeverLoaded(_ name: String) -> Bool {
        let declared = storyboardsLoadedAtLaunch
        guard !declared.isEmpty, !declared.contains(name), !name.contains("Launch"), !nibsLoadedWithoutCode.contains(name) else { return false }
        // R.swift's generated accessors name it in lower camel case (`R.storyboard.onboarding`).
        let lowerCamel = name.prefix(1).lowercased() + name.dropFirst()
        return !storyboardsReferenced.contains(name) && !codeMayName(identifier: name) && !isNamedOutsideItsOwnFiles(lowerCamel)
    }

    /// The storyboards iOS loads at launch, as the app's Info.plists name them (those beside the `.lproj`
    /// folders and those the projects' `INFOPLIST_FILE` settings point at) and as generated Info.plists'
    /// build settings do (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`).
    var storyboardsLoadedAtLaunch: Set<String> {
        launchStoryboards.value(for: "") {
            var names = Set(workspace.groups.flatMap { workspace.infoPlists(of: $0) }.flatMap(\.storyboards))
            for target in (workspace.xcode?.projects ?? []).flatMap(\.targets) {
                for (setting, values) in target.infoPlistSettings where setting.hasPrefix("INFOPLIST_KEY_UI") && setting.contains("Storyboard") {
                    names.formUnion(values)
                }
            }
            for url in targetInfoPlistURLs { names.formUnion(InfoPlist.read(url)?.storyboards ?? []) }
            return names
        }
    }
    private let launchStoryboards = OnceCache<Set<String>>()

    /// The nibs iOS loads without code: the launch screen and main nib of the app's `Info.plist` files, and
    /// those the project's documents name (`nibName="…"`).
    var nibsLoadedWithoutCode: Set<String> {
        selfLoadedNibs.value(for: "") {
            var names = Set<String>()
            for group in workspace.groups {
                for plist in workspace.infoPlists(of: group) {
                    for key in ["UILaunchStoryboardName", "NSMainNibFile", "UIMainStoryboardFile", "NSMainNibFile~ipad"] {
                        if let value = plist.strings[key] { names.insert(value) }
                    }
                }
            }
            return names.union(documentReferences.nibNames)
        }
    }
    private let selfLoadedNibs = OnceCache<Set<String>>()

    /// The action methods that never run, when the folder holds all the app's sources: no storyboard or xib
    /// connects a control to their selector (an `<action selector=>`, an unwind segue's `unwindAction=`), no
    /// literal says their name (`NSSelectorFromString`), and no code names them (`#selector(save)`, a call, a
    /// subclass's override): only the declaration says the name (and an Objective-C header beside it).
    /// Developers delete a button and keep its action; what the action would show (an alert, a xib it loads)
    /// is never seen.
    public var deadActions: [ActionMethod] {
        deadActionMethods.value(for: "") {
            let index = workspace.sourceIndex
            guard hasAllSources, !index.actionMethods.isEmpty else { return [] }
            let selectors = documentReferences.selectors
            func stem(_ path: String) -> String { URL(fileURLWithPath: path).deletingPathExtension().path }
            // A literal of the name said only in the action's own body (`loadNibNamed("Reminder")` in `Reminder(_:)`)
            // calls nothing.
            func saysName(_ literal: String, besides action: ActionMethod) -> Bool {
                guard let files = index.literalFiles[literal] else { return false }
                return files != [action.path] || index.actionFileCounts[action.path]?.literals[literal] != action.literals[literal]
            }
            // A class method only where the class's own header declares it for the app to call, no runtime or framework
            // calls one of its name, and Swift names it in none of the ways it imports it: as a method (`showAlert(withTitle:)`
            // of `+showAlertWithTitle:`) or, for a factory named for its class, as an initializer (`AlertView(title:)` of
            // `+alertViewWithTitle:`). (BAWES's `+showAlertwithtitle:message:view:`, which no screen calls.)
            func mayRun(classMethod action: ActionMethod) -> Bool {
                let name = action.name
                if Self.classMethodsTheRuntimeCalls.contains(name) || ["keyPathsForValuesAffecting", "automaticallyNotifiesObserversOf"].contains(where: name.hasPrefix)
                    || Self.mayBeCalledByAFramework(action) { return true }
                guard (index.mentions[name] ?? []).contains(where: { $0.hasSuffix(".h") && stem($0) == stem(action.path) }) else { return true }
                if Self.swiftNames(ofSelector: name, firstParameterClass: action.firstParameterClass)
                    .contains(where: { (index.mentions[$0] ?? []).contains { $0.hasSuffix(".swift") } }) { return true }
                if let owner = action.className, Self.namesFactory(name, of: owner) {
                    return (index.mentions[owner] ?? []).contains { $0.hasSuffix(".swift") }
                }
                return false
            }
            let classMethods = index.actionMethods.filter { $0.isClassMethod && !mayRun(classMethod: $0) }
            let deadClassMethods = Set(classMethods.map { "\($0.path)|\($0.lines.lowerBound)" })
            // And no linked code names it (a JSON mapper calls `+JSONKeyPathsByPropertyKey` by its name): the candidates'
            // names looked for in that code at once; none is known dead while some of it is missing.
            let candidates = Set(classMethods.map(\.name))
            let dependencies = workspace.dependencyCode
            let linkedClassMethods = candidates.isEmpty || !dependencies.missing.isEmpty ? candidates : dependencies.mentioned(candidates)
            return index.actionMethods.filter { action in
                if action.isClassMethod {
                    guard deadClassMethods.contains("\(action.path)|\(action.lines.lowerBound)"), !linkedClassMethods.contains(action.name) else { return false }
                }
                // A plain method counts only in a class whose methods no framework calls on its own: a direct
                // NSObject subclass that adopts no protocol, and none of NSObject's own methods or a setter.
                // (A method of a protocol's extension is Swift's alone: no selector calls it.)
                // So does one the class's own header declares for the app's code to call (SidPlayer's `-alertCrackWithTracking:`
                // in AppDelegate.h), unless its name is one a framework calls: a delegate's (it names its sender, or
                // says what did, will or should happen) or a view's or controller's override.
                // (A property's custom getter is called by the property's name; Swift calls a method by the name it imports
                // it as.)
                if !action.isAction, !action.isClassMethod, action.extendedProtocol == nil {
                    guard let owner = action.className, !Self.methodsTheRuntimeCalls.contains(action.name), !action.name.hasPrefix("init"),
                          !action.name.hasPrefix("set"), !index.propertyAccessorMethods.contains(action.name),
                          !Self.swiftNames(ofSelector: action.name, firstParameterClass: action.firstParameterClass)
                            .contains(where: { (index.mentions[$0] ?? []).contains { $0.hasSuffix(".swift") } }) else { return false }
                    let plainObject = index.lineage(of: owner) == [owner, "NSObject"] && !index.protocolAdopters.contains(owner)
                    // (JavaScriptCore calls the methods a header exports to scripts by name.)
                    let ownHeader = (index.mentions[action.name] ?? []).filter { $0.hasSuffix(".h") && stem($0) == stem(action.path) }
                    guard plainObject || (!ownHeader.isEmpty && !Self.mayBeCalledByAFramework(action)
                        && ownHeader.isDisjoint(with: index.mentions["JSExport"] ?? [])) else { return false }
                }
                guard index.actionFileCounts[action.path]?.identifiers[action.name] == action.declarations,
                      (index.mentions[action.name] ?? []).allSatisfy({ $0 == action.path || ($0.hasSuffix(".h") && stem($0) == stem(action.path)) }),
                      !saysName(action.name, besides: action), !saysName(action.name + ":", besides: action) else { return false }
                return !selectors.contains { action.isCalled(bySelector: $0[...]) }
            }
        }
    }
    private let deadActionMethods = OnceCache<[ActionMethod]>()

    /// The base names Swift may import an Objective-C method's first selector part as: the part cut before a preposition
    /// that starts a word (`showActionSheet` of `showActionSheetWithPickerView:`, Swift's `showActionSheet(withPickerView:)`),
    /// and the part without the trailing words of its first parameter's class (`remove` of `-removeItem:(Item *)`, Swift's
    /// `remove(_:)`).
    static func swiftNames(ofSelector name: String, firstParameterClass: String? = nil) -> [String] {
        let prepositions = ["With", "For", "From", "To", "In", "At", "By", "Of", "On", "Using", "And", "Into", "About", "After", "Before", "Between"]
        var names: [String] = []
        let characters = Array(name)
        for index in characters.indices.dropFirst(2) where characters[index].isUppercase {
            // (A whole word: `Within` is none, `WithPicker` and `With` at the end are; `Into` is tried besides `In`.)
            let whole = prepositions.contains { preposition in
                let end = index + preposition.count
                return end <= characters.count && String(characters[index..<end]) == preposition
                    && (end == characters.count || characters[end].isUppercase)
            }
            if whole { names.append(String(characters[..<index])) }
        }
        if let type = firstParameterClass {
            // The class's words from each capital on (`TableView`, `View` of `UITableView`), as the name's end.
            for index in type.indices where type[index].isUppercase {
                let words = String(type[index...])
                if name.count > words.count, name.hasSuffix(words) { names.append(String(name.dropLast(words.count))) }
            }
        }
        return names
    }

    /// Whether a framework may call a plain Objective-C method of this name on its own, though the app's header declares
    /// it: a delegate's or data source's method, which names its sender's class (`searchBarSearchButtonClicked:(UISearchBar
    /// *)`, `numberOfSectionsInTableView:(UITableView *)`) or says what did, will or should happen; or an override UIKit
    /// calls on a view or a controller (`viewWillAppear:`, `layoutSubviews`, `touchesBegan:withEvent:`).
    static func mayBeCalledByAFramework(_ method: ActionMethod) -> Bool {
        let name = method.name
        if let sender = method.firstParameterClass {
            // The sender class's last word (`Bar` of `UISearchBar`, `Connection` of `NSURLConnection`, `URL` of `NSURL`).
            let characters = Array(sender)
            var start = characters.lastIndex(where: \.isUppercase) ?? 0
            if start == characters.count - 1 { while start > 0, characters[start - 1].isUppercase { start -= 1 } }
            // (Past a two-letter prefix: `NSURL`'s word is `URL`.)
            if start == 0, characters.count > 2 { start = 2 }
            let word = String(characters[start...])
            if word.count > 1, name.lowercased().contains(word.lowercased()) { return true }
        }
        func startsWithWord(_ prefix: String) -> Bool {
            guard name.hasPrefix(prefix) else { return false }
            let rest = name.dropFirst(prefix.count)
            return rest.isEmpty || rest.first!.isUppercase
        }
        // (A UIActivity's title and image, a text input's keys, a text field's or a button's rectangles, a responder's input
        // views and key commands, a class's `+load`: no sender named.)
        return ["did", "will", "should", "can", "view", "prefers", "preferred", "supported", "touches", "presses", "motion", "remoteControl",
                "accessibility", "prepareFor", "traitCollection", "layout", "draw", "update", "encode", "decode", "become", "resign", "application",
                "activity", "perform"].contains(where: startsWithWord)
            || ["loadView", "sizeThatFits", "intrinsicContentSize", "hitTest", "pointInside", "tintColorDidChange", "applicationFinishedRestoringState",
                "numberOfSections", "viewForZooming", "insertText", "deleteBackward", "hasText", "textRectForBounds", "editingRectForBounds",
                "placeholderRectForBounds", "clearButtonRectForBounds", "leftViewRectForBounds", "rightViewRectForBounds", "titleRectForContentRect",
                "imageRectForContentRect", "contentRectForBounds", "backgroundRectForBounds", "layerClass", "inputAccessoryView", "inputView",
                "keyCommands", "load", "initialize", "activityType", "activityTitle", "activityImage", "activityCategory", "prepareWithActivityItems"].contains(name)
    }

    /// Class methods the runtime, Foundation and UIKit call by themselves on a class of the app (besides those
    /// ``mayBeCalledByAFramework(_:)`` knows: `+load`, `+initialize`, `+layerClass`).
    static let classMethodsTheRuntimeCalls: Set<String> = [
        "requiresConstraintBasedLayout", "automaticallyNotifiesObserversForKey", "resolveInstanceMethod", "resolveClassMethod",
        "allocWithZone", "canInitWithRequest", "canonicalRequestForRequest", "requestIsCacheEquivalent", "canInitWithTask",
        "supportsSecureCoding", "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver", "layoutAttributesClass", "invalidationContextClass",
        "accessInstanceVariablesDirectly", "instancesRespondToSelector", "conformsToProtocol", "new", "alloc", "appearance",
        "appearanceWhenContainedIn", "appearanceWhenContainedInInstancesOfClasses",
    ]

    /// Whether a class method's selector begins with its class's name, or the name's last words (`alertViewWithTitle` of
    /// `AlertView`, `viewWithFrame` of `BadgeView`, `urlHandlerWithName` of `URLHandler`, its acronym lowercased as a
    /// whole): a factory, which Swift imports as an initializer of the class.
    static func namesFactory(_ selector: String, of className: String) -> Bool {
        let characters = Array(className)
        for start in characters.indices where characters[start].isUppercase {
            let words = String(characters[start...])
            // (The capitals a name begins with, but the last of them before a small letter, as the first word: "URLHandler" is "url"
            // and "Handler".)
            let capitals = words.prefix { $0.isUppercase }.count
            let acronym = capitals > 1 && capitals < words.count ? capitals - 1 : max(capitals, 1)
            let lowered = words.prefix(acronym).lowercased() + words.dropFirst(acronym)
            // (Or its first word as the class writes it: Cocoa's `+URLWithString:` of `NSURL`, which Swift matches too.)
            guard selector.hasPrefix(lowered) || selector.hasPrefix(words) else { continue }
            let rest = selector.dropFirst(lowered.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return true }
        }
        return false
    }

    /// Methods of `NSObject` the runtime and Foundation call by themselves.
    static let methodsTheRuntimeCalls: Set<String> = [
        "dealloc", "description", "debugDescription", "copyWithZone", "mutableCopyWithZone", "isEqual", "hash", "encodeWithCoder",
        "observeValueForKeyPath", "awakeFromNib", "awakeAfterUsingCoder", "forwardInvocation", "forwardingTargetForSelector",
        "methodSignatureForSelector", "respondsToSelector", "valueForKey", "valueForUndefinedKey", "finalize", "main", "start", "cancel",
        "isAsynchronous", "isConcurrent", "isExecuting", "isFinished", "supportsSecureCoding", "classForCoder", "replacementObjectForCoder",
        "countByEnumeratingWithState", "objectAtIndexedSubscript", "objectForKeyedSubscript", "accessInstanceVariablesDirectly",
    ]

    /// The action method that never runs (``deadActions``) holding the code at `line` of `path`, if any.
    public func deadAction(holding line: Int, of path: String) -> ActionMethod? {
        deadActions.first { $0.path == path && $0.lines.contains(line) }
    }

    /// Whether the code at `line` of `path` is inside an action method that never runs.
    public func isInDeadAction(path: String, line: Int) -> Bool { deadAction(holding: line, of: path) != nil }

    /// Whether `file` says the identifier `name` only in code that never runs: the file's every type is dead
    /// (``deadFiles``), or it says it only in its actions that never run (their bodies, or the declaration of
    /// one of that name).
    func saysOnlyInDeadActions(file: String, identifier name: String) -> Bool {
        if deadFiles.contains(file) { return true }
        guard let total = workspace.sourceIndex.actionFileCounts[file]?.identifiers[name], total > 0 else { return false }
        return deadActions.filter { $0.path == file }.reduce(0) { $0 + ($1.identifiers[name] ?? 0) + ($1.name == name ? 1 : 0) } == total
    }

    /// Whether every file that has the literal `value` says it only in code that never runs (a dead file, or
    /// inside its actions that never run).
    func saysOnlyInDeadActions(literal value: String) -> Bool {
        let index = workspace.sourceIndex
        guard let files = index.literalFiles[value], !files.isEmpty else { return false }
        let dead = deadFiles
        return files.allSatisfy { file in
            if dead.contains(file) { return true }
            guard let total = index.actionFileCounts[file]?.literals[value], total > 0 else { return false }
            return deadActions.filter { $0.path == file }.reduce(0) { $0 + ($1.literals[value] ?? 0) } == total
        }
    }

    /// The types whose code never runs: controllers nothing reaches (``unreachedControllerClasses``) and types no live
    /// code names (``deadTypes``).
    var neverRunTypes: Set<String> {
        neverRunTypeCache.value(for: "") { unreachedControllerClasses.union(deadTypes) }
    }
    private let neverRunTypeCache = OnceCache<Set<String>>()

    /// Whether `call` is in the code of one of ``neverRunTypes``: in its body, or in a file that declares such types only.
    func isInNeverRunType(_ call: LocalizedStringCall) -> Bool {
        let never = neverRunTypes
        guard !never.isEmpty else { return false }
        let files = neverRunFileCache.value(for: "") { filesDeclaringOnly(never) }
        return files.contains(call.path) || workspace.sourceIndex.callOwners[SourceIndex.callKey(call)].map(never.contains) == true
    }
    private let neverRunFileCache = OnceCache<Set<String>>()

    /// The source files whose every type is dead (``deadTypes``): nothing runs their code. A file with no type
    /// (extensions, top-level code) is never one.
    var deadFiles: Set<String> {
        deadSourceFiles.value(for: "") { filesDeclaringOnly(deadTypes) }
    }
    private let deadSourceFiles = OnceCache<Set<String>>()

    /// The source files every type of which is one of `types` (``typesOfFile``; a file declaring none is never one).
    private func filesDeclaringOnly(_ types: Set<String>) -> Set<String> {
        guard !types.isEmpty else { return [] }
        return Set(typesOfFile.filter { !$0.value.isEmpty && $0.value.isSubset(of: types) }.keys)
    }

    /// The types each source file (or header) declares, by path.
    var typesOfFile: [String: Set<String>] {
        typesOfFileCache.value(for: "") {
            var types: [String: Set<String>] = [:]
            for (name, files) in workspace.sourceIndex.declaringFiles { for file in files { types[file, default: []].insert(name) } }
            return types
        }
    }
    private let typesOfFileCache = OnceCache<[String: Set<String>]>()

    /// ``codeMayName(identifier:)`` without what actions that never run say: a literal or a name said only
    /// there names nothing.
    /// (A header names a type only to declare things of it, `- (DescriptionCell *)createDescriptionCell;`: it holds no code
    /// that loads a nib or a scene by the name.)
    func liveCodeMayName(identifier: String) -> Bool {
        literalMaySay(identifier, liveOnly: true) || isNamedOutsideItsOwnFiles(identifier, liveOnly: true, countingHeaders: false)
            || referencedIdentifiers.contains(identifier)
    }

    /// The custom classes the project's storyboards and xibs use, the document at `path` aside.
    func customClassesOfDocuments(except path: String) -> Set<String> {
        let own = URL(fileURLWithPath: path).standardizedFileURL.path
        return documentReferences.classes.filter { $0.key != own }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Whether a source names `name` other than the files declaring a class of that name and their header or
    /// implementation beside them (`Foo.h`, `Foo.m`): a storyboard identifier that is its class's name is named
    /// by code only where other code says it (`String(describing: Foo.self)`, `Foo.identifier`).
    /// With `liveOnly`, a file that says it only inside actions that never run (``deadActions``) does not count; without
    /// `countingHeaders`, nor does an Objective-C header (or prefix header).
    func isNamedOutsideItsOwnFiles(_ name: String, liveOnly: Bool = false, countingHeaders: Bool = true) -> Bool {
        let index = workspace.sourceIndex
        let stems = Set((index.declaringFiles[name] ?? []).map { URL(fileURLWithPath: $0).deletingPathExtension().path })
        return (index.mentions[name] ?? []).contains { file in
            !stems.contains(URL(fileURLWithPath: file).deletingPathExtension().path) && !(liveOnly && saysOnlyInDeadActions(file: file, identifier: name))
                && (countingHeaders || ![".h", ".pch"].contains { file.hasSuffix($0) })
        }
    }

    /// The views a document never installs: left out of their superview in the base size class (`<variation
    /// key="default"><mask key="subviews"><exclude reference="…"/>`) and put back by no other variation (owncloud's
    /// "Untitled.txt" button), with everything inside them.
    static func neverInstalledObjects(of document: IBDocument) -> Set<String> {
        var excluded = Set<String>(), included = Set<String>()
        var nodes: [String: IBNode] = [:]
        document.root.forEachDescendant { node in
            if let id = node["id"] { nodes[id] = node }
            guard node.name == "variation" else { return }
            for mask in node.children(named: "mask") where mask["key"] == "subviews" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if node["key"] == "default", entry.name == "exclude" { excluded.insert(reference) }
                    if node["key"] != "default", entry.name == "include" { included.insert(reference) }
                }
            }
        }
        var objects = Set<String>()
        for reference in excluded.subtracting(included).sorted() {
            nodes[reference]?.forEachDescendant { if let id = $0["id"] { objects.insert(id) } }
        }
        return objects
    }

    /// The objects of `document` users never see because they stay hidden: a hidden subtree no outlet reaches;
    /// a view its owner's code hides before the screen is first seen and no code shows again; a view the
    /// document hides that code reaches by an outlet but never shows (the owner's class is in the sources and
    /// no code anywhere sets the visibility of a view of that name).
    func hiddenObjects(of document: IBDocument, outlets: Set<String>) -> Set<String> {
        var objects = Set<String>()
        func collect(_ node: IBNode) {
            if let id = node["id"] { objects.insert(id) }
            for child in node.children { collect(child) }
        }
        // Hidden subtrees that no outlet can unhide.
        func visitHidden(_ node: IBNode) {
            let invisible = node["hidden"] == "YES" || node["alpha"].flatMap(Double.init) == 0
            if invisible, let id = node["id"], !outlets.contains(id) {
                collect(node)
                return
            }
            for child in node.children { visitHidden(child) }
        }
        visitHidden(document.root)
        // Views the owner's code hides before the screen is first seen and no code shows again.
        if hasSources {
            let index = workspace.sourceIndex
            let nodes = document.elementsByID()
            CodeSetTexts.forEachOutlet(in: document.root, owner: nil) { _, ownerClass, property, destination in
                if index.isHiddenForGood(outlet: property, ofClass: ownerClass), let node = nodes[destination] { collect(node) }
            }
            // Views the document hides that code reaches by an outlet but never shows: the owner's class is in the
            // sources and no code anywhere sets the visibility of a view by that name.
            var shownByName = Set<String>()
            CodeSetTexts.forEachOutlet(in: document.root, owner: nil) { _, ownerClass, property, destination in
                if index.setsVisibility(ofOutlet: property) || !index.declaredClasses.contains(ownerClass) { shownByName.insert(destination) }
            }
            for (id, node) in nodes where node["hidden"] == "YES" && outlets.contains(id) && !shownByName.contains(id) { collect(node) }
        }
        return objects
    }

    /// The views and menus at a storyboard's scenes' top level, beside their controllers: in no view hierarchy
    /// and on no button, they show only when code that reaches them by an outlet puts them on screen.
    static func sceneLevelViews(of document: IBDocument) -> [IBNode] {
        document.root.children(named: "scenes").flatMap { $0.children(named: "scene") }.flatMap { scene in
            (scene.child("objects")?.children ?? []).filter { $0["sceneMemberID"] == nil && ($0.child("rect", key: "frame") != nil || $0.name == "menu") }
        }
    }

    /// The top-level views of a xib that loading it leaves off screen, where no outlet reaches them: those beside the
    /// one a File's Owner's `view` outlet names (a view controller's nib shows its `view`: pocket-casts' spare "DISABLE
    /// ALL" footer), and those between the first and the last (code that loads a nib of views and takes one by position
    /// takes the first or the last: Silent Text's `nib[0]` with its option panels reached by outlets, one panel not).
    static func topLevelViewsLoadingLeaves(of document: IBDocument, outlets: Set<String>) -> [IBNode] {
        let objects = document.objects
        let views = objects.filter { $0.elementName != "placeholder" && $0.node.child("rect", key: "frame") != nil && !$0.elementName.hasSuffix("Controller") }
        let ownsView = objects.contains { object in
            object.elementName == "placeholder" && object.node["placeholderIdentifier"] == "IBFilesOwner"
                && (object.node.child("connections")?.children ?? []).contains { $0.name == "outlet" && $0["property"] == "view" }
        }
        return views.enumerated().filter { index, view in
            guard let id = view.id, !outlets.contains(id) else { return false }
            return ownsView || (index > 0 && index < views.count - 1)
        }.map { $0.element.node }
    }

    /// The tab bar items of `document`'s controllers that are never a tab: other controllers reach them by
    /// segues (pushed, shown, presented), no tab bar controller holds them, and no identifier lets code make
    /// them one. A tab bar item shows only on a tab.
    static func tabBarItemsNeverShown(_ document: IBDocument) -> Set<String> {
        var keys = Set<String>()
        var reachedBy: [String: [IBNode]] = [:]
        document.root.forEachDescendant { node in
            if node.name == "segue", let destination = node["destination"] { reachedBy[destination, default: []].append(node) }
        }
        func isNeverATab(_ controller: IBNode) -> Bool {
            guard let id = controller["id"], let segues = reachedBy[id], !segues.isEmpty, controller["storyboardIdentifier"] == nil,
                  id != document.initialViewController else { return false }
            return !segues.contains { $0["kind"] == "relationship" && $0["relationship"] == "viewControllers" }
        }
        document.root.forEachDescendant { node in
            if node["sceneMemberID"] == "viewController", let item = node.children.first(where: { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }),
               let itemID = item["id"], isNeverATab(node) {
                keys.insert("\(itemID).title")
            }
        }
        return keys
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
    /// When the sources declare the scene's controller class (or the cell's) and none of that code sets a
    /// built-in label's text, the prototype keeps the text it was designed with, and it is checked.
    public func prototypeCellLabelKeys(of document: IBDocument) -> Set<String> {
        var keys = Set<String>()
        // A cell names its built-in labels: `<tableViewCell textLabel="id" detailTextLabel="id">`.
        func visit(_ node: IBNode, staticTable: Bool, controller: String?) {
            let controller = node["sceneMemberID"] == "viewController" ? node["customClass"] : controller
            let isStatic = node.name == "tableView" ? node["dataMode"] == "static" : staticTable
            if node.name == "tableViewCell", !isStatic, codeFillsBuiltInLabels(controller: controller, cell: node["customClass"]) {
                for attribute in ["textLabel", "detailTextLabel"] {
                    if let id = node[attribute] { keys.insert("\(id).text") }
                }
            }
            for child in node.children { visit(child, staticTable: isStatic, controller: controller) }
        }
        visit(document.root, staticTable: false, controller: nil)
        return keys
    }

    /// Whether code may set the built-in labels of a cell of `controller` (a class of `cell`): true without
    /// sources, or when the sources declare neither class; else whether that code assigns a text through
    /// `textLabel` or `detailTextLabel`.
    func codeFillsBuiltInLabels(controller: String?, cell: String?) -> Bool {
        guard hasSources else { return true }
        let index = workspace.sourceIndex
        var classes = Set<String>()
        for name in [controller, cell] {
            guard let name else { continue }
            let lineage = index.lineage(of: name)
            if lineage.count > 1 { classes.formUnion(lineage) }
        }
        guard !classes.isEmpty else { return true }
        for assignment in index.assignments
        where assignment.outlet == "textLabel" || assignment.outlet == "detailTextLabel" {
            if classes.contains(assignment.codeClass) { return true }
        }
        for assignment in index.unresolved where assignment.receiver.contains("textLabel") {
            if let codeClass = assignment.codeClass, classes.contains(codeClass) { return true }
        }
        return false
    }

    /// The keys of a document whose storyboard text users never see: code sets it through an outlet, or it is
    /// a built-in label of a cell code fills.
    public func unseenKeys(ofDocumentAt url: URL) -> Set<String> {
        guard case .success(let document) = workspace.document(url) else { return [] }
        let facts = facts(of: document, at: url)
        return Set(facts.codeTexts.texts.keys).union(facts.prototypeLabelKeys).union(facts.neverShownKeys)
            .union(facts.entries.filter { facts.neverShownObjects.contains($0.objectID) }.map(\.key))
    }

    /// The objects of a document that an outlet points at: views whose text code may replace.
    /// The views of `document` that an outlet of a class whose code is not among the app's sources reaches,
    /// each with that class: the class is not declared in the sources (a library's, such as a pod's
    /// controller, or a file the project does not hold), or the outlet is declared by none of its sourced
    /// classes (a library superclass's). That code may set the view's text, resize or hide it; what users see
    /// there is unknown. Empty without sources (then nothing is known of any code).
    /// What a finding about a view of ``objectsOfUnseenCode(in:at:)`` adds to its message.
    static func unseenCodeNote(_ owner: String) -> String {
        " (\(owner)'s code, which is not among the app's sources, reaches this view through an outlet: what it shows there is unknown)"
    }

    func objectsOfUnseenCode(in document: IBDocument, at url: URL) -> [String: String] {
        guard hasSources else { return [:] }
        let index = workspace.sourceIndex
        // A xib that a class of the sources loads by name is that class's, whatever its File's Owner says.
        let nibName = url.deletingPathExtension().lastPathComponent
        let loaded = !document.isStoryboard && index.nibLoads.contains { $0.nibName == nibName || $0.nibName.hasSuffix("/" + nibName) }
        var seen: [String: Bool] = [:]
        var unseen: [String: String] = [:]
        CodeSetTexts.forEachOutlet(in: document.root, owner: nil) { ownerNode, ownerClass, property, destination in
            if loaded, ownerNode["placeholderIdentifier"] == "IBFilesOwner" { seen[destination] = true; return }
            let lineage = index.lineage(of: ownerClass)
            let sourced = lineage.contains(where: index.declaredClasses.contains)
            let declared = sourced && index.declaresOutlet(property, ofClass: ownerClass)
            // One outlet the app's code declares is enough for its code to reach the view.
            if declared { seen[destination] = true } else if seen[destination] == nil { seen[destination] = false; unseen[destination] = ownerClass }
        }
        return unseen.filter { seen[$0.key] == false }
    }

    /// The names of the outlets that point at each view (lower-cased): a view whose text is its outlet's name ("Message
    /// Label" on `messageLabel`, Element's empty-space cell) shows a developer's mark for the text code puts there.
    static func outletNames(of document: IBDocument) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        document.root.forEachDescendant { node in
            guard node.name == "outlet", let destination = node["destination"], let property = node["property"] else { return }
            names[destination, default: []].insert(property.lowercased())
        }
        return names
    }

    /// Whether a text of several words ends with the kind of view it is on, as an outlet's name does ("Message Label",
    /// "Submit Button"): no app means its users to read the view's kind (a button named `cancel` titled "Cancel" is a text).
    static func namesAView(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        guard words.count >= 2, let last = words.last?.lowercased() else { return false }
        return ["label", "button", "field", "textfield", "view", "textview", "title", "text"].contains(last)
    }

    /// A text as an identifier would spell it, lower-cased: "Message Label" as `messagelabel`.
    static func squeezedName(_ text: String) -> String {
        String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }).lowercased()
    }

    public func outletDestinations(of document: IBDocument) -> Set<String> {
        var destinations = Set<String>()
        document.root.forEachDescendant { node in
            if node.name == "outlet" || node.name == "outletCollection", let destination = node["destination"] { destinations.insert(destination) }
        }
        return destinations
    }
}

extension String {
    /// Whether one of `candidates`, `minLength` characters long at least, begins the string: a lookup of each
    /// of its own beginnings, not a scan of every candidate.
    func hasPrefix(in candidates: Set<String>, minLength: Int) -> Bool {
        hasPrefix(minLength: minLength, where: candidates.contains)
    }

    /// Whether one of the string's own beginnings, `minLength` characters long at least, satisfies `test`.
    func hasPrefix(minLength: Int, where test: (String) -> Bool) -> Bool {
        guard count >= minLength else { return false }
        var end = index(startIndex, offsetBy: minLength)
        while true {
            if test(String(self[..<end])) { return true }
            guard end < endIndex else { return false }
            end = index(after: end)
        }
    }

    /// Whether one of `candidates`, `minLength` characters long at least, ends the string.
    func hasSuffix(in candidates: Set<String>, minLength: Int) -> Bool {
        guard count >= minLength else { return false }
        var start = index(endIndex, offsetBy: -minLength)
        while true {
            if candidates.contains(String(self[start...])) { return true }
            guard start > startIndex else { return false }
            start = index(before: start)
        }
    }
}
