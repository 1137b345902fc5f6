import XCTest
@testable import L10nInterfaceBuilder

/// A xib saved before Xcode 5 (`<archive>`): read as the current format. The fixture is cut down from SidPlayer's
/// `Classes/PleaseWaitController.xib` (krutten/SidPlayerPro), with a button, an action, a hidden label and a text
/// IB wrote in base64 added the way Interface Builder 3 writes them.
final class LegacyArchiveTests: XCTestCase {
    static let archive = archive(properties: sortedProperties)

    /// The fixture's custom classes as Interface Builder 3 keeps them: sorted keys and their values.
    static let sortedProperties = """
        \t\t\t\t<object class="NSMutableArray" key="dict.sortedKeys">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<string>-1.CustomClassName</string>
        \t\t\t\t\t<string>11.IBPluginDependency</string>
        \t\t\t\t</object>
        \t\t\t\t<object class="NSMutableArray" key="dict.values">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<string>PleaseWaitController</string>
        \t\t\t\t\t<string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t\t\t</object>
        """

    /// The fixture with `properties` as its `flattenedProperties`.
    static func archive(properties: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.03">
        \t<data>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">680</string>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="372490531">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \t\t\t<object class="IBUIView" id="191373211">
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="607015988">
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{39, 456}, {240, 21}}</string>
        \t\t\t\t\t\t<string key="IBUIText">I N I T I A L I Z I N G</string>
        \t\t\t\t\t\t<object class="NSFont" key="IBUIFont">
        \t\t\t\t\t\t\t<string key="NSName">Helvetica-Bold</string>
        \t\t\t\t\t\t\t<double key="NSSize">1.400000e+01</double>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<int key="IBUITextAlignment">1</int>
        \t\t\t\t\t\t<reference key="NSNextKeyView" ref="100"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<reference ref="100"/>
        \t\t\t\t\t<object class="IBUILabel" id="200">
        \t\t\t\t\t\t<int key="NSvFlags">-2147483356</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 20}, {280, 21}}</string>
        \t\t\t\t\t\t<string type="base64-UTF8" key="IBUIText">TW9yZSBJbmZvcm1hdGlvbuKApg</string>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t\t<string key="NSFrameSize">{320, 480}</string>
        \t\t\t</object>
        \t\t</object>
        \t\t<object class="IBUIButton" id="100">
        \t\t\t<int key="NSvFlags">292</int>
        \t\t\t<string key="NSFrame">{{20, 400}, {100, 37}}</string>
        \t\t\t<int key="IBUIButtonType">1</int>
        \t\t\t<string key="IBUINormalTitle">Skip</string>
        \t\t</object>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<object class="NSMutableArray" key="connectionRecords">
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">view</string>
        \t\t\t\t\t\t<reference key="source" ref="372490531"/>
        \t\t\t\t\t\t<reference key="destination" ref="191373211"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<int key="connectionID">3</int>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchEventConnection" key="connection">
        \t\t\t\t\t\t<string key="label">skip:</string>
        \t\t\t\t\t\t<reference key="source" ref="100"/>
        \t\t\t\t\t\t<reference key="destination" ref="372490531"/>
        \t\t\t\t\t\t<int key="IBEventType">7</int>
        \t\t\t\t\t</object>
        \t\t\t\t\t<int key="connectionID">5</int>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<object class="NSArray" key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">1</int><reference key="object" ref="191373211"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="372490531"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">11</int><reference key="object" ref="607015988"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">12</int><reference key="object" ref="100"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">13</int><reference key="object" ref="200"/></object>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
        \(properties)
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """
    }

    func testAnArchiveIsReadAsTheCurrentFormat() throws {
        let document = try IBDocument(bytes: Array(Self.archive.utf8), path: "PleaseWaitController.xib")
        XCTAssertTrue(document.isConvertedArchive)
        XCTAssertEqual(document.platform, .iOS)
        // The object numbers become ids, so the table's keys are ibtool's for such a document, with IB's class names.
        XCTAssertEqual(IBStringsExtractor.entries(of: document).map(\.key), ["11.text", "12.normalTitle", "13.text"])
        XCTAssertEqual(IBStringsExtractor.entries(of: document).map(\.value), ["I N I T I A L I Z I N G", "Skip", "More Information…"])
        XCTAssertTrue(IBStringsExtractor.table(of: document).contains(#"/* Class = "IBUILabel"; text = "I N I T I A L I Z I N G"; ObjectID = "11"; */"#))

        let owner = try XCTUnwrap(document.objects.first)
        XCTAssertEqual(owner.node["customClass"], "PleaseWaitController")
        XCTAssertEqual(owner.node.child("connections")?.child("outlet")?["property"], "view")
        XCTAssertEqual(owner.node.child("connections")?.child("outlet")?["destination"], "1")

        let root = try XCTUnwrap(document.rootViews.first)
        XCTAssertEqual(root.frame, IBRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(root.autoresizingMask, ["widthSizable", "heightSizable"])
        let subviews = root.subviews
        XCTAssertEqual(subviews.map(\.elementName), ["label", "button", "label"], "the button is written where the array references it")
        let label = subviews[0]
        XCTAssertEqual(label.frame, IBRect(x: 39, y: 456, width: 240, height: 21))
        XCTAssertEqual(label.autoresizingMask, ["flexibleMaxX", "flexibleMaxY"])
        XCTAssertEqual(label.textAlignment, "center")
        XCTAssertEqual(label.fontDescription?.name, "Helvetica-Bold")
        XCTAssertEqual(label.fontDescription?.pointSize, 14)
        XCTAssertEqual(label.line, 12, "an element is on its archive object's line")
        XCTAssertFalse(label.hidden)
        XCTAssertTrue(subviews[2].hidden, "bit 31 of NSvFlags hides the view")
        XCTAssertEqual(subviews[2].line, 24, "written after the button, placed at its own object's line")
        let button = subviews[1]
        XCTAssertEqual(button.buttonType, "roundedRect")
        XCTAssertEqual(button.line, 33, "defined after the view, at its own object's line")
        XCTAssertEqual(button.node.child("connections")?.child("action")?["selector"], "skip:")
        XCTAssertEqual(button.node.child("connections")?.child("action")?["eventType"], "touchUpInside")
    }

    /// A main window's tab bar controller, as SidPlayer's and RoseBandwidth's `MainWindow.xib` keep it: the selected
    /// controller defined inline before the list that refers to it, the tab bar after the controllers, its items the
    /// controllers' own. Each item stays its controller's, each element is at its object's line, a title Interface
    /// Builder 3 repeated for every state is one text, a top-level navigation item keeps its button, and a long text
    /// kept as a mutable string's bytes is read.
    func testATabBarControllersItemsStayTheirControllers() throws {
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBUITabBarController" id="10">
            <object class="IBUIViewController" key="IBUISelectedViewController" id="20">
            <object class="IBUITabBarItem" key="IBUITabBarItem" id="21">
            <string key="IBUITitle">Player</string>
            </object>
            <object class="IBUIToolbarItems" key="IBUIToolbarItemsUnused"/>
            </object>
            <object class="NSMutableArray" key="IBUIViewControllers">
            <reference ref="20"/>
            <object class="IBUIViewController" id="30">
            <object class="IBUITabBarItem" key="IBUITabBarItem" id="31">
            <string key="IBUITitle">Search</string>
            </object>
            <object class="NSMutableArray" key="IBUIToolbarItems">
            <object class="IBUIBarButtonItem" id="32"><string key="IBUITitle">Legal Information</string></object>
            </object>
            </object>
            </object>
            <object class="IBUITabBar" key="IBUITabBar" id="40">
            <string key="NSFrame">{{0, 431}, {320, 49}}</string>
            <object class="NSMutableArray" key="IBUIItems"><reference ref="21"/><reference ref="31"/></object>
            </object>
            </object>
            <object class="IBUINavigationItem" id="50">
            <string key="IBUITitle">Mode</string>
            <object class="IBUIBarButtonItem" key="IBUIRightBarButtonItem" id="51"><string key="IBUITitle">Done</string></object>
            </object>
            <object class="IBUIView" id="60">
            <string key="NSFrameSize">{320, 480}</string>
            <object class="NSMutableArray" key="NSSubviews">
            <object class="IBUIButton" id="61">
            <string key="NSFrame">{{20, 20}, {100, 37}}</string>
            <string key="IBUINormalTitle">Play</string>
            <string key="IBUIHighlightedTitle">Play</string>
            <string key="IBUISelectedTitle">Play</string>
            <string key="IBUIDisabledTitle">Play</string>
            </object>
            <object class="IBUITextView" id="62">
            <string key="NSFrame">{{20, 80}, {280, 200}}</string>
            <object class="NSMutableString" key="IBUIText"><bytes key="NS.bytes">VGhpcyBTb2Z0d2FyZSBpcyBsaWNlbnNlZA</bytes></object>
            </object>
            </object>
            </object>
            </object>
            </data>
            </archive>
            """
        let document = try IBDocument(bytes: Array(archive.utf8), path: "MainWindow.xib")
        let entries = IBStringsExtractor.entries(of: document)
        XCTAssertEqual(entries.map { "\($0.key)=\($0.value)@\($0.line)" }, [
            "a21.title=Player@7", "a31.title=Search@15", "a32.title=Legal Information@19", "a50.title=Mode@28", "a51.title=Done@30",
            "a61.normalTitle=Play@35", "a62.text=This Software is licensed@42",
        ])
        var controllers: [String: String] = [:]
        document.root.forEachDescendant { node in
            if node.name == "tabBarItem", let title = node["title"] { controllers[title] = node["key"] }
        }
        XCTAssertEqual(controllers, ["Player": "tabBarItem", "Search": "tabBarItem"], "each item stays its controller's")
    }

    /// Xcode 4's archives keep each property under its own key (`<string key="-1.CustomClassName">`, itemshelf's
    /// `NumPadView.xib`) rather than in sorted key and value arrays.
    func testXcode4sPropertyKeysNameCustomClasses() throws {
        let xcode4 = Self.archive(properties: """
            \t\t\t\t<string key="-1.CustomClassName">NumPadViewController</string>
            \t\t\t\t<string key="11.CustomClassName">StatusLabel</string>
            """)
        let document = try IBDocument(bytes: Array(xcode4.utf8), path: "NumPadView.xib")
        XCTAssertEqual(document.objects.first?.customClass, "NumPadViewController")
        XCTAssertEqual(document.rootViews.first?.subviews.first?.customClass, "StatusLabel")
    }

    /// A number that is no integer where one is expected (a damaged `NSvFlags`, an event type), or no finite number (a
    /// font size), is ignored: not a crash, nor a document the reader refuses.
    func testANumberThatIsNoIntegerIsIgnored() throws {
        let damaged = Self.archive.replacingOccurrences(of: "<int key=\"NSvFlags\">292</int>", with: "<int key=\"NSvFlags\">nan</int>")
            .replacingOccurrences(of: "<int key=\"IBEventType\">7</int>", with: "<int key=\"IBEventType\">1e309</int>")
            .replacingOccurrences(of: "<double key=\"NSSize\">1.400000e+01</double>", with: "<double key=\"NSSize\">nan</double>")
        XCTAssertNotEqual(damaged, Self.archive)
        let document = try IBDocument(bytes: Array(damaged.utf8), path: "Damaged.xib")
        XCTAssertEqual(IBStringsExtractor.entries(of: document).map(\.key), ["11.text", "12.normalTitle", "13.text"])
        XCTAssertEqual(document.rootViews.first?.subviews.first?.fontDescription?.pointSize, 17, "a size that is no number is the default")
    }

    /// An archive that uses Auto Layout, and an AppKit archive, are not converted: they stay documents the reader
    /// refuses as from before Xcode 5.
    func testAutoLayoutAndAppKitArchivesStayRefused() {
        let autoLayout = Self.archive.replacingOccurrences(
            of: "<string key=\"IBDocument.InterfaceBuilderVersion\">680</string>",
            with: "<bool key=\"IBDocument.UseAutolayout\">YES</bool>")
        let appKit = Self.archive.replacingOccurrences(of: "CocoaTouch.XIB", with: "Cocoa.XIB")
        for text in [autoLayout, appKit] {
            XCTAssertThrowsError(try IBDocument(bytes: Array(text.utf8), path: "Old.xib")) { error in
                XCTAssertEqual((error as? IBReadError)?.isLegacyArchive, true)
            }
        }
    }
}
