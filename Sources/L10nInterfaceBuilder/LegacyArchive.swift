import Foundation
import L10nStrings

/// A UIKit xib in Interface Builder's format from before Xcode 5 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`,
/// a keyed archive of `IBUILabel`, `IBUIButton`, … objects), rewritten in the current format so that the rest of the tool
/// reads it like any xib: its texts, outlets, actions, custom classes and frames.
///
/// Xcode still builds these documents, and apps of the iPhone OS 3 and 4 years ship them unchanged (SidPlayer's
/// `PleaseWaitController.xib`, high-gps-tracker's `MainWindow.xib`): their texts reach users like any other.
///
/// What carries over: an object's number in the archive (`IBObjectRecord`'s `objectID`) becomes its `id`, so the keys
/// are those ibtool writes for such a document (`"11.text"`); `N.CustomClassName` becomes `customClass`; a view's
/// `NSvFlags` become its autoresizing mask and hidden flag; `NSFrame` its frame. Each object is written on a line of
/// its own, and ``Converted/lines`` maps each line to the archive object's line and column, so what is reported about
/// an element points into the archive as saved, whatever order the objects are written in.
///
/// Not converted (the document stays one verify notes it does not read): an archive that uses Auto Layout
/// (`IBDocument.UseAutolayout`, Xcode 4.5's first constraints), and AppKit archives.
enum LegacyArchive {
    /// A converted archive: the document in the current format, and for each of its lines (1-based; index 0 unused)
    /// the archive line and column of the object written there.
    struct Converted {
        var bytes: [UInt8]
        var lines: [(line: Int32, column: Int32)]
    }

    /// The document in the current format, or nil when it is not one this converts.
    static func currentFormat(of root: IBNode) -> Converted? {
        guard root.name == "archive", let type = root["type"], type.contains("CocoaTouch"),
              let data = root.child("data") else { return nil }
        var converter = Converter(root: root, data: data, isIPad: type.contains("iPad"))
        return converter.convert()
    }

    /// The archive's element `key` of `node` (any element name), or nil.
    static func member(_ node: IBNode, _ key: String) -> IBNode? {
        node.children.first { $0["key"] == key }
    }

    /// The text of a `<string>`, decoding IB's `type="base64-UTF8"` (unpadded, sometimes with one extra character).
    static func string(_ node: IBNode) -> String {
        guard node["type"] == "base64-UTF8" else { return node.text }
        return decodedBase64(node.text)
    }

    /// Base64 as Interface Builder 3 writes it (`<bytes>`, base64 strings): unpadded, sometimes with one character more.
    static func decodedBase64(_ text: String) -> String {
        var encoded = text.filter { !$0.isWhitespace }
        if encoded.count % 4 == 1 { encoded.removeLast() }
        encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        guard let decoded = Data(base64Encoded: encoded) else { return "" }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `{{x, y}, {w, h}}` or `{w, h}` as numbers, in order.
    static func numbers(_ text: String) -> [Double] {
        text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+") }.compactMap { Double($0) }
    }

    /// UIKit's classes by their Interface Builder 3 names, as the current format's element names.
    static let elementNames: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUITextField": "textField",
        "IBUITextView": "textView", "IBUIImageView": "imageView", "IBUITableView": "tableView",
        "IBUITableViewCell": "tableViewCell", "IBUIScrollView": "scrollView", "IBUISegmentedControl": "segmentedControl",
        "IBUISwitch": "switch", "IBUISlider": "slider", "IBUIActivityIndicatorView": "activityIndicatorView",
        "IBUIProgressView": "progressView", "IBUINavigationBar": "navigationBar", "IBUIToolbar": "toolbar",
        "IBUITabBar": "tabBar", "IBUISearchBar": "searchBar", "IBUIWebView": "webView", "IBUIPickerView": "pickerView",
        "IBUIDatePicker": "datePicker", "IBUIPageControl": "pageControl", "IBMKMapView": "mapView", "IBUIWindow": "window",
        "IBUIStepper": "stepper", "IBADBannerView": "adBannerView",
    ]

    static let controllerNames: [String: String] = [
        "IBUIViewController": "viewController", "IBUITableViewController": "tableViewController",
        "IBUINavigationController": "navigationController", "IBUITabBarController": "tabBarController",
        "IBUISplitViewController": "splitViewController",
    ]

    /// `UIBarButtonSystemItem` by number.
    static let systemItems = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo",
        "pageCurl",
    ]
    static let lineBreakModes = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
    static let textAlignments = ["left", "center", "right", "justified", "natural"]
    static let buttonTypes = ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
    static let borderStyles = ["none", "line", "bezel", "roundedRect"]
    static let horizontalAlignments = ["center", "left", "right", "fill"]
    static let baselineAdjustments = ["alignBaselines", "alignCenters", "none"]
    /// `UIControlEvents` by IB's number (one more than the event's bit).
    static let eventTypes: [Int: String] = [
        1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
        6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
        17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
    ]

    private struct Connection {
        var isOutlet: Bool
        var label: String
        var destination: String
        var eventType: String?
        var id: String
    }

    private struct Converter {
        let root: IBNode
        let data: IBNode
        let isIPad: Bool
        /// Archive objects by their archive `id`.
        var objects: [String: IBNode] = [:]
        /// Archive id → the object's number, which becomes its `id`.
        var objectIDs: [String: String] = [:]
        var customClasses: [String: String] = [:]
        /// Connections by their source's archive id, in the archive's order.
        var connections: [String: [Connection]] = [:]
        var connectionCount = 0
        /// Archive ids already written (an object is written once, where first reached).
        var written = Set<String>()
        var output = ""
        /// Each output line's archive place (index 0 unused).
        var lines: [(line: Int32, column: Int32)] = [(0, 0), (1, 1)]

        init(root: IBNode, data: IBNode, isIPad: Bool) {
            self.root = root
            self.data = data
            self.isIPad = isIPad
        }

        mutating func convert() -> Converted? {
            if let autolayout = LegacyArchive.member(data, "IBDocument.UseAutolayout"), autolayout.text == "YES" { return nil }
            data.forEachDescendant { node in
                if let id = node["id"], node.name != "reference", objects[id] == nil { objects[id] = node }
            }
            let container = LegacyArchive.member(data, "IBDocument.Objects")
            readRecords(container)
            readCustomClasses(container)
            readConnections(container)
            let version = LegacyArchive.member(data, "IBDocument.InterfaceBuilderVersion").map(LegacyArchive.string) ?? "1"
            output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            newLine(root)
            output += "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"\(escape(version))\" targetRuntime=\"iOS.CocoaTouch\(isIPad ? ".iPad" : "")\" propertyAccessControl=\"none\">"
            output += "<objects>"
            for object in items(LegacyArchive.member(data, "IBDocument.RootObjects")) {
                writeRootObject(object)
            }
            output += "</objects></document>\n"
            return Converted(bytes: Array(output.utf8), lines: lines)
        }

        /// The objects of an array (`NSMutableArray`, `<array>`), references resolved.
        func items(_ array: IBNode?) -> [IBNode] {
            guard let array else { return [] }
            return array.children.compactMap { child in
                if child.name == "reference" { return child["ref"].flatMap { objects[$0] } }
                return child.name == "object" ? child : nil
            }
        }

        /// The object `key` of `node`, a reference resolved.
        func object(_ node: IBNode, _ key: String) -> IBNode? {
            guard let member = LegacyArchive.member(node, key) else { return nil }
            if member.name == "reference" { return member["ref"].flatMap { objects[$0] } }
            return member.name == "object" ? member : nil
        }

        func text(_ node: IBNode, _ key: String) -> String? {
            guard let member = LegacyArchive.member(node, key) else { return nil }
            if member.name == "string" { return LegacyArchive.string(member) }
            // A long text kept as a mutable string's bytes (SidPlayer's licence window).
            if member.name == "object", member["class"] == "NSMutableString" || member["class"] == "NSString",
               let bytes = LegacyArchive.member(member, "NS.bytes") {
                return bytes.name == "bytes" ? LegacyArchive.decodedBase64(bytes.text) : LegacyArchive.string(bytes)
            }
            return nil
        }

        /// A finite number (a damaged `nan` or `1e309` is none: written out, it would make the document unreadable).
        func number(_ node: IBNode, _ key: String) -> Double? {
            guard let member = LegacyArchive.member(node, key),
                  let value = Double(member.text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            return value
        }

        func flag(_ node: IBNode, _ key: String) -> Bool? {
            LegacyArchive.member(node, key).map { $0.text == "YES" }
        }

        mutating func readRecords(_ container: IBNode?) {
            guard let records = container.flatMap({ LegacyArchive.member($0, "objectRecords") }) else { return }
            let ordered = LegacyArchive.member(records, "orderedObjects") ?? records
            for record in ordered.children where record["class"] == "IBObjectRecord" {
                // (`usesAutoincrementingIDs` off: the number is a string, `<string key="id">`.)
                guard let number = (LegacyArchive.member(record, "objectID") ?? LegacyArchive.member(record, "id"))?.text,
                      let object = LegacyArchive.member(record, "object") else { continue }
                if let id = object.name == "reference" ? object["ref"] : object["id"] { objectIDs[id] = number }
            }
        }

        mutating func readCustomClasses(_ container: IBNode?) {
            guard let properties = container.flatMap({ LegacyArchive.member($0, "flattenedProperties") }) else { return }
            // `dict.sortedKeys` and `dict.values`, or (later archives) `NS.key.N` / `NS.object.N` pairs, or keys of their own.
            var pairs: [(String, String)] = []
            if let keys = LegacyArchive.member(properties, "dict.sortedKeys"), let values = LegacyArchive.member(properties, "dict.values") {
                let names = keys.children.filter { $0.name == "string" }.map(LegacyArchive.string)
                let texts = values.children.filter { $0.name != "bool" }.map { $0.name == "string" ? LegacyArchive.string($0) : "" }
                pairs = Array(zip(names, texts))
            } else {
                // (Xcode 4's `<dictionary>` names each property by its key: `<string key="-1.CustomClassName">`.)
                for child in properties.children where child.name == "string" {
                    if let key = child["key"], key.hasSuffix(".CustomClassName") { pairs.append((key, LegacyArchive.string(child))) }
                }
                for child in properties.children {
                    guard let key = child["key"], key.hasPrefix("NS.key."), child.name == "string" else { continue }
                    let objectKey = "NS.object." + key.dropFirst("NS.key.".count)
                    if let value = LegacyArchive.member(properties, objectKey), value.name == "string" {
                        pairs.append((LegacyArchive.string(child), LegacyArchive.string(value)))
                    }
                }
            }
            for (key, value) in pairs where key.hasSuffix(".CustomClassName") && !value.isEmpty {
                customClasses[String(key.dropLast(".CustomClassName".count))] = value
            }
        }

        mutating func readConnections(_ container: IBNode?) {
            guard let records = container.flatMap({ LegacyArchive.member($0, "connectionRecords") }) else { return }
            for record in records.children where record["class"] == "IBConnectionRecord" {
                guard let connection = LegacyArchive.member(record, "connection"),
                      let label = text(connection, "label"),
                      let source = LegacyArchive.member(connection, "source").flatMap({ $0["ref"] ?? $0["id"] }),
                      let destination = LegacyArchive.member(connection, "destination").flatMap({ $0["ref"] ?? $0["id"] })
                else { continue }
                let recordNumber = (LegacyArchive.member(record, "connectionID") ?? LegacyArchive.member(record, "id"))?.text
                let connectionID = "c" + (recordNumber ?? "-\(connectionCount)")
                connectionCount += 1
                switch connection["class"] {
                case "IBCocoaTouchOutletConnection":
                    connections[source, default: []].append(Connection(isOutlet: true, label: label, destination: destination, id: connectionID))
                case "IBCocoaTouchEventConnection":
                    // An action is written in its control: the source is the control, the destination its target.
                    let event = number(connection, "IBEventType").flatMap { Int(exactly: $0) }.flatMap { LegacyArchive.eventTypes[$0] } ?? "touchUpInside"
                    connections[source, default: []].append(Connection(isOutlet: false, label: label, destination: destination, eventType: event, id: connectionID))
                default:
                    continue
                }
            }
        }

        /// The `id` an archive object is written with.
        func id(of archiveID: String) -> String {
            objectIDs[archiveID] ?? "a\(archiveID)"
        }

        /// Starts a line of the output for the archive object `node`.
        mutating func newLine(_ node: IBNode) {
            output += "\n"
            lines.append((Int32(clamping: node.line), Int32(clamping: node.column)))
        }

        /// An attribute value; characters XML 1.0 does not allow (a decoded base64 text may hold them) are dropped.
        func escape(_ text: String) -> String {
            var allowed = ""
            allowed.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { scalar in
                !(scalar.value < 0x20 && !["\n", "\r", "\t"].contains(scalar)) && scalar.value != 0xFFFE && scalar.value != 0xFFFF
            })
            return XMLEscaping.attribute(allowed)
        }

        func format(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }

        /// `name="value"` pairs, nil values left out.
        func attributes(_ pairs: [(String, String?)]) -> String {
            pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
        }

        mutating func open(_ node: IBNode, _ name: String, _ pairs: [(String, String?)]) {
            newLine(node)
            output += "<\(name)\(attributes(pairs))>"
        }

        mutating func writeRootObject(_ object: IBNode) {
            guard let archiveID = object["id"], !written.contains(archiveID) else { return }
            let objectNumber = id(of: archiveID)
            switch object["class"] {
            case "IBProxyObject":
                written.insert(archiveID)
                let identifier = text(object, "IBProxiedObjectIdentifier") ?? ""
                let placeholderID = identifier == "IBFilesOwner" ? "-1" : identifier == "IBFirstResponder" ? "-2" : objectNumber
                open(object, "placeholder", [("placeholderIdentifier", identifier), ("id", placeholderID),
                                             ("customClass", customClasses[objectIDs[archiveID] ?? placeholderID])])
                writeConnections(archiveID)
                output += "</placeholder>"
            case "IBUICustomObject":
                written.insert(archiveID)
                open(object, "customObject", [("id", objectNumber), ("customClass", customClasses[objectNumber])])
                writeConnections(archiveID)
                output += "</customObject>"
            case let type? where LegacyArchive.controllerNames[type] != nil:
                writeController(object, key: nil)
            case let type? where LegacyArchive.elementNames[type] != nil:
                writeView(object, key: nil)
            // A xib's own navigation item or bar button (SidPlayer's PlayerModeWindow.xib, Articles' "New Folder" button).
            case "IBUINavigationItem":
                writeNavigationItem(object, key: nil)
            case "IBUIBarButtonItem":
                writeBarItem(object, name: "barButtonItem", key: nil)
            case "IBUITabBarItem":
                writeBarItem(object, name: "tabBarItem", key: nil)
            default:
                // Objects of no UIKit class this knows (gesture recognizers, custom `NSObject`s): their outlets still
                // count, and a custom class is still created.
                if let type = object["class"], type.hasPrefix("IBUI") {
                    written.insert(archiveID)
                    open(object, "customObject", [("id", objectNumber), ("customClass", customClasses[objectNumber] ?? String(type.dropFirst(2)))])
                    writeConnections(archiveID)
                    output += "</customObject>"
                }
            }
        }

        mutating func writeConnections(_ archiveID: String) {
            guard let list = connections[archiveID], !list.isEmpty else { return }
            output += "<connections>"
            for connection in list {
                if connection.isOutlet {
                    output += "<outlet\(attributes([("property", connection.label), ("destination", id(of: connection.destination)), ("id", connection.id)]))/>"
                } else {
                    output += "<action\(attributes([("selector", connection.label), ("destination", id(of: connection.destination)), ("eventType", connection.eventType), ("id", connection.id)]))/>"
                }
            }
            output += "</connections>"
        }

        mutating func writeController(_ controller: IBNode, key: String?) {
            guard let type = controller["class"], let name = LegacyArchive.controllerNames[type], let archiveID = controller["id"] else { return }
            written.insert(archiveID)
            let objectNumber = id(of: archiveID)
            open(controller, name, [("key", key), ("title", text(controller, "IBUITitle")), ("nibName", text(controller, "IBUINibName")),
                                    ("id", objectNumber), ("customClass", customClasses[objectNumber])])
            // Its own items first, then its children with theirs: a tab bar lists its controllers' items (RoseBandwidth's
            // `IBUIItems`), which stay each controller's `tabBarItem` (the bar's own list is left with what is not).
            if let item = object(controller, "IBUINavigationItem"), let itemID = item["id"], !written.contains(itemID) {
                writeNavigationItem(item, key: "navigationItem")
            }
            if let item = object(controller, "IBUITabBarItem"), let itemID = item["id"], !written.contains(itemID) {
                writeBarItem(item, name: "tabBarItem", key: "tabBarItem")
            }
            // A split view controller's master and detail (itemshelf's iPad window) are its children too.
            let children = items(LegacyArchive.member(controller, "IBUIViewControllers"))
                + ["IBUIMasterViewController", "IBUIDetailViewController"].compactMap { object(controller, $0) }
            let unwritten = children.filter { $0["id"].map { !written.contains($0) } ?? false }
            if !unwritten.isEmpty {
                output += "<viewControllers>"
                for child in unwritten where child["id"].map({ !written.contains($0) }) ?? false {
                    writeController(child, key: nil)
                }
                output += "</viewControllers>"
            }
            for (member, viewKey) in [("IBUIView", "view"), ("IBUINavigationBar", "navigationBar"), ("IBUITabBar", "tabBar"), ("IBUIToolbar", "toolbar")] {
                if let view = object(controller, member), let viewID = view["id"], !written.contains(viewID) {
                    writeView(view, key: viewKey)
                }
            }
            // The items a navigation controller's toolbar shows while the controller is on top (google-authenticator's
            // "Legal Information").
            let toolbarItems = items(LegacyArchive.member(controller, "IBUIToolbarItems")).filter { $0["id"].map { !written.contains($0) } ?? false }
            if !toolbarItems.isEmpty {
                output += "<toolbarItems>"
                for item in toolbarItems { writeBarItem(item, name: "barButtonItem", key: nil) }
                output += "</toolbarItems>"
            }
            writeConnections(archiveID)
            output += "</\(name)>"
        }

        mutating func writeNavigationItem(_ item: IBNode, key: String?) {
            guard let archiveID = item["id"], written.insert(archiveID).inserted else { return }
            open(item, "navigationItem", [("key", key), ("title", text(item, "IBUITitle")), ("prompt", text(item, "IBUIPrompt")),
                                         ("id", id(of: archiveID))])
            for (member, itemKey) in [("IBUILeftBarButtonItem", "leftBarButtonItem"), ("IBUIRightBarButtonItem", "rightBarButtonItem"),
                                      ("IBUIBackBarButtonItem", "backBarButtonItem")] {
                if let button = object(item, member) { writeBarItem(button, name: "barButtonItem", key: itemKey) }
            }
            if let titleView = object(item, "IBUITitleView"), let titleID = titleView["id"], !written.contains(titleID) {
                writeView(titleView, key: "titleView")
            }
            writeConnections(archiveID)
            output += "</navigationItem>"
        }

        mutating func writeBarItem(_ item: IBNode, name: String, key: String?) {
            guard let archiveID = item["id"], written.insert(archiveID).inserted else { return }
            var pairs: [(String, String?)] = [("key", key), ("title", text(item, "IBUITitle"))]
            if name == "barButtonItem" {
                let style = number(item, "IBUIStyle").map { $0 == 2 ? "done" : "plain" } ?? "plain"
                pairs.append(("style", style))
                if let system = number(item, "IBUISystemItemIdentifier"), let index = Int(exactly: system),
                   LegacyArchive.systemItems.indices.contains(index) {
                    pairs.append(("systemItem", LegacyArchive.systemItems[index]))
                }
                if let image = imageName(item, "IBUIImage") { pairs.append(("image", image)) }
            } else if let image = imageName(item, "IBUIImage") {
                pairs.append(("image", image))
            }
            pairs.append(("id", id(of: archiveID)))
            open(item, name, pairs)
            if let accessibility = accessibility(item) { output += accessibility }
            if let custom = object(item, "IBUICustomView"), let viewID = custom["id"], !written.contains(viewID) {
                writeView(custom, key: "customView")
            }
            writeConnections(archiveID)
            output += "</\(name)>"
        }

        func imageName(_ node: IBNode, _ key: String) -> String? {
            guard let resource = object(node, key) else { return nil }
            return text(resource, "NSResourceName")
        }

        func accessibility(_ node: IBNode) -> String? {
            guard let configuration = object(node, "IBUIAccessibilityConfiguration") else { return nil }
            let label = text(configuration, "IBUIAccessibilityLabel"), hint = text(configuration, "IBUIAccessibilityHint")
            guard label != nil || hint != nil else { return nil }
            return "<accessibility key=\"accessibilityConfiguration\"\(attributes([("label", label), ("hint", hint)]))/>"
        }

        /// `<fontDescription>` from `IBUIFontDescription` (Xcode 4) or `IBUIFont` (an `NSFont`), or nil.
        func fontDescription(_ node: IBNode) -> String? {
            if let description = object(node, "IBUIFontDescription") {
                let size = number(description, "pointSize") ?? 17
                if let name = text(description, "name") {
                    let family = text(description, "family") ?? String(name.prefix { $0 != "-" })
                    return "<fontDescription key=\"fontDescription\"\(attributes([("name", name), ("family", family), ("pointSize", format(size))]))/>"
                }
                let type = number(description, "type").map { $0 == 2 ? "boldSystem" : $0 == 3 ? "italicSystem" : "system" } ?? "system"
                return "<fontDescription key=\"fontDescription\" type=\"\(type)\" pointSize=\"\(format(size))\"/>"
            }
            if let font = object(node, "IBUIFont"), let name = text(font, "NSName") {
                let size = number(font, "NSSize") ?? 17
                if name.hasPrefix(".") {
                    let type = name.contains("Bold") ? "boldSystem" : name.contains("Italic") ? "italicSystem" : "system"
                    return "<fontDescription key=\"fontDescription\" type=\"\(type)\" pointSize=\"\(format(size))\"/>"
                }
                let family = String(name.prefix { $0 != "-" })
                return "<fontDescription key=\"fontDescription\"\(attributes([("name", name), ("family", family), ("pointSize", format(size))]))/>"
            }
            return nil
        }

        func indexed(_ table: [String], _ node: IBNode, _ key: String) -> String? {
            guard let value = number(node, key), let index = Int(exactly: value), table.indices.contains(index) else { return nil }
            return table[index]
        }

        mutating func writeView(_ view: IBNode, key: String?) {
            guard let type = view["class"], let archiveID = view["id"], written.insert(archiveID).inserted else { return }
            let name = LegacyArchive.elementNames[type] ?? "view"
            let objectNumber = id(of: archiveID)
            let flags = number(view, "NSvFlags").flatMap { Int64(exactly: $0) } ?? 0
            var pairs: [(String, String?)] = [("key", key)]
            switch name {
            case "label":
                pairs += [("text", text(view, "IBUIText")),
                          ("textAlignment", indexed(LegacyArchive.textAlignments, view, "IBUITextAlignment") ?? "left"),
                          ("lineBreakMode", indexed(LegacyArchive.lineBreakModes, view, "IBUILineBreakMode") ?? "tailTruncation"),
                          ("numberOfLines", number(view, "IBUINumberOfLines").map(format)),
                          ("baselineAdjustment", indexed(LegacyArchive.baselineAdjustments, view, "IBUIBaselineAdjustment")),
                          ("adjustsFontSizeToFit", flag(view, "IBUIAdjustsFontSizeToFit").map { $0 ? "YES" : "NO" } ?? "NO"),
                          ("minimumFontSize", number(view, "IBUIMinimumFontSize").map(format))]
            case "button":
                pairs += [("contentHorizontalAlignment", indexed(LegacyArchive.horizontalAlignments, view, "IBUIContentHorizontalAlignment") ?? "center"),
                          ("contentVerticalAlignment", "center"),
                          ("buttonType", indexed(LegacyArchive.buttonTypes, view, "IBUIButtonType") ?? "custom"),
                          ("lineBreakMode", indexed(LegacyArchive.lineBreakModes, view, "IBUILineBreakMode") ?? "middleTruncation")]
            case "textField":
                pairs += [("text", text(view, "IBUIText")), ("placeholder", text(view, "IBUIPlaceholder")),
                          ("textAlignment", indexed(LegacyArchive.textAlignments, view, "IBUITextAlignment")),
                          ("borderStyle", indexed(LegacyArchive.borderStyles, view, "IBUIBorderStyle") ?? "none"),
                          ("adjustsFontSizeToFit", flag(view, "IBUIAdjustsFontSizeToFit").map { $0 ? "YES" : "NO" }),
                          ("minimumFontSize", number(view, "IBUIMinimumFontSize").map(format))]
            case "textView":
                pairs += [("text", text(view, "IBUIText")),
                          ("textAlignment", indexed(LegacyArchive.textAlignments, view, "IBUITextAlignment")),
                          ("editable", flag(view, "IBUIEditable").map { $0 ? "YES" : "NO" })]
            case "searchBar":
                pairs += [("text", text(view, "IBText") ?? text(view, "IBUIText")),
                          ("placeholder", text(view, "IBPlaceholder") ?? text(view, "IBUIPlaceholder")),
                          ("prompt", text(view, "IBPrompt") ?? text(view, "IBUIPrompt")),
                          // (Where the archive does not say whether its scope bar shows, a bar with scope buttons is taken to show them.)
                          ("showsScopeBar", (flag(view, "IBShowsScopeBar") ?? (LegacyArchive.member(view, "IBScopeButtonTitles") != nil)) ? "YES" : nil)]
            case "tableView":
                pairs += [("style", number(view, "IBUIStyle") == 1 ? "grouped" : "plain")]
            case "imageView":
                pairs += [("image", imageName(view, "IBUIImage"))]
            default:
                break
            }
            pairs += [("hidden", flags < 0 || flags & 0x8000_0000 != 0 ? "YES" : nil),
                      ("tag", number(view, "IBUITag").map(format)),
                      ("id", objectNumber), ("customClass", customClasses[objectNumber])]
            open(view, name, pairs)
            if let frame = frame(view) {
                output += "<rect key=\"frame\" x=\"\(format(frame[0]))\" y=\"\(format(frame[1]))\" width=\"\(format(frame[2]))\" height=\"\(format(frame[3]))\"/>"
            }
            let mask = flags & 63
            let maskNames = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
            let set = maskNames.indices.filter { mask & (1 << $0) != 0 }.map { " \(maskNames[$0])=\"YES\"" }.joined()
            output += "<autoresizingMask key=\"autoresizingMask\"\(set)/>"
            var subviews = items(LegacyArchive.member(view, "NSSubviews"))
            if name == "tableViewCell", let content = object(view, "IBUIContentView") {
                subviews.removeAll { $0["id"] == content["id"] }
                writeContentView(content)
            }
            let unwritten = subviews.filter { $0["id"].map { !written.contains($0) } ?? false }
            if !unwritten.isEmpty {
                output += "<subviews>"
                for subview in unwritten { writeView(subview, key: nil) }
                output += "</subviews>"
            }
            if name == "label" || name == "button" || name == "textField" || name == "textView" {
                output += fontDescription(view) ?? (name == "button" ? "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"15\"/>" : "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
            }
            if name == "button" { writeStates(view) }
            if name == "segmentedControl" { writeSegments(view) }
            if name == "navigationBar" || name == "toolbar" || name == "tabBar" { writeItems(view, name: name) }
            if name == "searchBar" {
                let scopes = LegacyArchive.member(view, "IBScopeButtonTitles")?.children.filter { $0.name == "string" }.map(LegacyArchive.string) ?? []
                if !scopes.isEmpty {
                    output += "<scopeButtonTitles>" + scopes.map { "<string>\(escape($0))</string>" }.joined() + "</scopeButtonTitles>"
                }
            }
            if let accessibility = accessibility(view) { output += accessibility }
            writeConnections(archiveID)
            output += "</\(name)>"
        }

        /// A cell's content view, as the current format keeps it.
        mutating func writeContentView(_ content: IBNode) {
            guard let archiveID = content["id"], written.insert(archiveID).inserted else { return }
            open(content, "tableViewCellContentView", [("key", "contentView"), ("id", id(of: archiveID))])
            if let frame = frame(content) {
                output += "<rect key=\"frame\" x=\"\(format(frame[0]))\" y=\"\(format(frame[1]))\" width=\"\(format(frame[2]))\" height=\"\(format(frame[3]))\"/>"
            }
            let subviews = items(LegacyArchive.member(content, "NSSubviews")).filter { $0["id"].map { !written.contains($0) } ?? false }
            if !subviews.isEmpty {
                output += "<subviews>"
                for subview in subviews { writeView(subview, key: nil) }
                output += "</subviews>"
            }
            writeConnections(archiveID)
            output += "</tableViewCellContentView>"
        }

        /// `[x, y, width, height]` from `NSFrame`, or from `NSFrameSize` at the origin.
        func frame(_ view: IBNode) -> [Double]? {
            if let frame = text(view, "NSFrame") {
                let values = LegacyArchive.numbers(frame)
                return values.count == 4 ? values : nil
            }
            if let size = text(view, "NSFrameSize") {
                let values = LegacyArchive.numbers(size)
                return values.count == 2 ? [0, 0, values[0], values[1]] : nil
            }
            return nil
        }

        mutating func writeStates(_ button: IBNode) {
            var normal: (String?, String?, String?) = (nil, nil, nil)
            for (member, state) in [("Normal", "normal"), ("Highlighted", "highlighted"), ("Selected", "selected"), ("Disabled", "disabled")] {
                let title = text(button, "IBUI\(member)Title")
                let image = imageName(button, "IBUI\(member)Image")
                let background = imageName(button, "IBUI\(member)BackgroundImage")
                guard title != nil || image != nil || background != nil else { continue }
                // Interface Builder 3 repeats the normal state's title in the others: one title, as the current format
                // keeps it.
                if state == "normal" { normal = (title, image, background) } else if (title, image, background) == normal { continue }
                output += "<state key=\"\(state)\"\(attributes([("title", title), ("image", image), ("backgroundImage", background)]))/>"
            }
        }

        mutating func writeSegments(_ control: IBNode) {
            let titles = LegacyArchive.member(control, "IBSegmentTitles")?.children.filter { $0.name != "bool" } ?? []
            guard !titles.isEmpty else { return }
            output += "<segments>"
            for title in titles {
                output += title.name == "string" ? "<segment\(attributes([("title", LegacyArchive.string(title))]))/>" : "<segment/>"
            }
            output += "</segments>"
        }

        mutating func writeItems(_ bar: IBNode, name: String) {
            let list = items(LegacyArchive.member(bar, "IBUIItems")).filter { $0["id"].map { !written.contains($0) } ?? false }
            guard !list.isEmpty else { return }
            output += "<items>"
            for item in list {
                switch item["class"] {
                case "IBUINavigationItem": writeNavigationItem(item, key: nil)
                case "IBUITabBarItem": writeBarItem(item, name: "tabBarItem", key: nil)
                default: writeBarItem(item, name: "barButtonItem", key: nil)
                }
            }
            output += "</items>"
        }
    }
}
