import Foundation
import XCTest
@testable import L10nInterfaceBuilder
import L10nStrings

/// Hand-written fixtures: each one is the smallest document showing the behaviour its test names.
final class IBReaderTests: XCTestCase {
    func read(_ text: String) throws -> IBDocument {
        try IBDocument(bytes: Array(text.utf8), path: "Main.storyboard")
    }

    func readError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> IBReadError? {
        do {
            _ = try read(text)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let error as IBReadError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="MainViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Hello &amp; &quot;you&quot;&#10;there" textAlignment="natural" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" misplaced="YES" id="lbl" customClass="FancyLabel">
                                    <rect key="frame" x="20" y="100.5" width="374" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                                <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                    <rect key="frame" x="20" y="200" width="80" height="30"/>
                                    <state key="normal" title="Back"/>
                                    <state key="selected" title=""/>
                                    <accessibility key="accessibilityConfiguration" label="Go back" hint="Returns"/>
                                </button>
                                <segmentedControl id="seg" segmentControlStyle="plain" selectedSegmentIndex="0">
                                    <rect key="frame" x="20" y="300" width="121" height="32"/>
                                    <segments><segment title="Male"/><segment title="Female"/></segments>
                                </segmentedControl>
                                <label id="attr"><rect key="frame" x="0" y="0" width="10" height="10"/><attributedString key="attributedText"><fragment content="Rich"/></attributedString></label>
                                <futureWidget id="fw" newAttribute="kept"><sparkle level="3"/></futureWidget>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="20" id="c1"/>
                                <constraint firstItem="btn" firstAttribute="width" secondItem="lbl" secondAttribute="width" multiplier="1:2" priority="750" id="c2"/>
                                <constraint firstItem="lbl" firstAttribute="height" relation="greaterThanOrEqual" constant="20" id="c3"/>
                            </constraints>
                            <variation key="heightClass=compact">
                                <mask key="constraints"><exclude reference="c2"/><include reference="c3"/></mask>
                            </variation>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="nav"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The runtimes documents name, as platforms: Xcode 5's iPad-only xibs are UIKit's too.
    func testTargetRuntimesArePlatforms() {
        XCTAssertEqual(IBPlatform(targetRuntime: "iOS.CocoaTouch"), .iOS)
        XCTAssertEqual(IBPlatform(targetRuntime: "iOS.CocoaTouch.iPad"), .iOS)
        XCTAssertEqual(IBPlatform(targetRuntime: "MacOSX.Cocoa"), .macOS)
        XCTAssertEqual(IBPlatform(targetRuntime: "watchKit"), .watchOS)
        XCTAssertEqual(IBPlatform(targetRuntime: nil), .unknown)
    }

    func testDocumentSceneAndTypedViews() throws {
        let document = try read(Self.storyboard)
        XCTAssertEqual(document.toolsVersion, "21701")
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertTrue(document.isStoryboard)
        XCTAssertEqual(document.device?.id, "retina6_1")
        XCTAssertEqual(document.scenes.count, 1)
        let controller = try XCTUnwrap(document.scenes.first?.viewController)
        XCTAssertEqual(controller.id, "vc1")
        XCTAssertEqual(controller.customClass, "MainViewController")
        XCTAssertEqual(controller.navigationItem?.node["title"], "Home")
        let root = try XCTUnwrap(controller.view)
        XCTAssertEqual(root.frame, IBRect(x: 0, y: 0, width: 414, height: 896))
        XCTAssertEqual(root.autoresizingMask, ["widthSizable", "heightSizable"])
        XCTAssertEqual(root.subviews.map(\.elementName), ["label", "button", "segmentedControl", "label", "futureWidget"])
        XCTAssertEqual(root.layoutGuides.first?.key, "safeArea")

        let label = root.subviews[0]
        XCTAssertEqual(label.text, "Hello & \"you\"\nthere")
        XCTAssertEqual(label.customClass, "FancyLabel")
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(label.misplaced)
        XCTAssertEqual(label.horizontalHuggingPriority, 251)
        XCTAssertEqual(label.verticalHuggingPriority, 250)
        XCTAssertEqual(label.horizontalCompressionResistancePriority, 750)
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertEqual(label.frame?.y, 100.5)
        XCTAssertEqual(label.fontDescription?.style, "UICTFontTextStyleBody")
        XCTAssertEqual(label.line, 12)
        XCTAssertEqual(label.column, 29)

        let button = root.subviews[1]
        XCTAssertEqual(button.stateTitles.map(\.state), ["normal", "selected"])
        XCTAssertEqual(button.accessibilityHint, "Returns")
        XCTAssertEqual(root.subviews[2].segmentTitles, ["Male", "Female"])
        XCTAssertTrue(root.subviews[3].hasAttributedText)
        XCTAssertNil(root.subviews[3].text)

        let unknown = root.subviews[4].node
        XCTAssertEqual(unknown["newAttribute"], "kept")
        XCTAssertEqual(unknown.children.first?.name, "sparkle")

        let constraints = root.constraints
        XCTAssertEqual(constraints[0].firstItem, "root", "an omitted firstItem is the owning view")
        XCTAssertEqual(constraints[0].relation, "equal")
        XCTAssertEqual(constraints[0].priority, 1000)
        XCTAssertEqual(constraints[1].multiplier, 0.5)
        XCTAssertEqual(constraints[1].priority, 750)
        XCTAssertNil(constraints[2].secondItem)
        XCTAssertEqual(constraints[2].relation, "greaterThanOrEqual")
        XCTAssertEqual(root.variations.first?.key, "heightClass=compact")
        XCTAssertEqual(root.variations.first?.maskEntries.map(\.reference), ["c2", "c3"])
        XCTAssertEqual(root.variations.first?.maskEntries.map(\.include), [false, true])
    }

    func testMultiplierForms() {
        XCTAssertEqual(IBConstraint.parseMultiplier("0.5"), 0.5)
        XCTAssertEqual(IBConstraint.parseMultiplier("1:2"), 0.5)
        XCTAssertEqual(IBConstraint.parseMultiplier("1/4"), 0.25)
        XCTAssertNil(IBConstraint.parseMultiplier("1/0"))
        // The inspector takes a percentage and the document keeps it as typed.
        XCTAssertEqual(IBConstraint.parseMultiplier("25%"), 0.25)
        XCTAssertEqual(IBConstraint.parseMultiplier("82.06%") ?? 0, 0.8206, accuracy: 1e-12)
        XCTAssertNil(IBConstraint.parseMultiplier("%"))
        XCTAssertNil(IBConstraint.parseMultiplier("half"))
    }

    func testExtractionRules() throws {
        let entries = IBStringsExtractor.entries(of: try read(Self.storyboard))
        XCTAssertEqual(entries.map(\.key), [
            "btn.accessibilityHint", "btn.accessibilityLabel", "btn.normalTitle", "lbl.text", "nav.title",
            "seg.segmentTitles[0]", "seg.segmentTitles[1]",
        ], "empty selected title and attributed text are skipped; keys sorted by code point")
        let label = try XCTUnwrap(entries.first { $0.key == "lbl.text" })
        XCTAssertEqual(label.className, "UILabel", "the base class, not the custom subclass")
        XCTAssertEqual(label.tableText, """
        /* Class = "UILabel"; text = "Hello & \\"you\\"\\nthere"; ObjectID = "lbl"; */
        "lbl.text" = "Hello & \\"you\\"\\nthere";

        """)
        XCTAssertEqual(entries.first { $0.key == "seg.segmentTitles[1]" }?.comment,
                       "Class = \"UISegmentedControl\"; seg.segmentTitles[1] = \"Female\"; ObjectID = \"seg\";")
        let table = IBStringsExtractor.table(of: try read(Self.storyboard))
        XCTAssertTrue(table.hasPrefix("\n/* Class = \"UIButton\"; accessibilityHint = \"Returns\"; ObjectID = \"btn\"; */\n"))
        XCTAssertTrue(table.hasSuffix("ObjectID = \"seg\"; */\n\"seg.segmentTitles[1]\" = \"Female\";\n"))
    }

    /// A button configuration's title and subtitle are both extracted, as ibtool writes them (xikolo's German table:
    /// `"HNU-yQ-sat.configuration.subtitle" = "50 Fragen";` under the comment below).
    func testAButtonConfigurationsSubtitleIsExtracted() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc"><view key="view" contentMode="scaleToFill" id="root"><subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="HNU-yQ-sat">
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="filled" title="Long" subtitle="50 questions"/>
                        </button>
                    </subviews></view></viewController>
                </objects></scene></scenes>
            </document>
            """)
        let entries = IBStringsExtractor.entries(of: document)
        XCTAssertEqual(entries.map(\.key), ["HNU-yQ-sat.configuration.subtitle", "HNU-yQ-sat.configuration.title", "HNU-yQ-sat.normalTitle"])
        XCTAssertEqual(entries[0].comment, "Class = \"UIButton\"; configuration.subtitle = \"50 questions\"; ObjectID = \"HNU-yQ-sat\";")
    }

    /// A search bar's scope buttons are extracted under `scopeButtonTitles[n]`, their comment repeating the object ID, as
    /// ibtool writes them (Inkpad's tables: `"RRV-qS-tbK.scopeButtonTitles[0]" = "Top Downloads";`).
    func testASearchBarsScopeButtonTitlesAreExtracted() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="1"><subviews>
                        <searchBar contentMode="redraw" placeholder="Search Openclipart" showsScopeBar="YES" id="RRV-qS-tbK">
                            <scopeButtonTitles>
                                <string>Top Downloads</string>
                                <string>Newest</string>
                            </scopeButtonTitles>
                        </searchBar>
                    </subviews></view>
                </objects>
            </document>
            """)
        let entries = IBStringsExtractor.entries(of: document)
        XCTAssertEqual(entries.map(\.key), ["RRV-qS-tbK.placeholder", "RRV-qS-tbK.scopeButtonTitles[0]", "RRV-qS-tbK.scopeButtonTitles[1]"])
        XCTAssertEqual(entries[1].tableText, """
            /* Class = "UISearchBar"; RRV-qS-tbK.scopeButtonTitles[0] = "Top Downloads"; ObjectID = "RRV-qS-tbK"; */
            "RRV-qS-tbK.scopeButtonTitles[0]" = "Top Downloads";

            """)
    }

    /// AppKit texts Interface Builder keeps in shadow properties have those keys, as ibtool writes them (Mynigma's German
    /// tables: `"8.ibShadowedToolTip" = "Weiterleiten";`, `"28.ibShadowedLabels[0]" = "hoch";`, a combo box's
    /// `ibShadowedObjectValues[0]`, a binding's `"74d-dp-Df1.ibShadowedIsNilPlaceholder" = "Benutzername";`).
    func testAppKitShadowedTextsAreExtractedUnderIBsKeys() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <button toolTip="Forward" id="8">
                        <buttonCell key="cell" type="roundTextured" title="Go" id="9"/>
                    </button>
                    <segmentedControl id="27">
                        <segmentedCell key="cell" trackingMode="selectOne" id="28">
                            <segments><segment label="high"/><segment/><segment label="low"/></segments>
                        </segmentedCell>
                    </segmentedControl>
                    <comboBox id="c1">
                        <comboBoxCell key="cell" id="c2"><objectValues><string>465</string><string>587</string></objectValues></comboBoxCell>
                    </comboBox>
                    <textField id="t1">
                        <connections>
                            <binding destination="-2" name="value" keyPath="name" id="b1">
                                <dictionary key="options"><string key="NSNullPlaceholder">user name</string></dictionary>
                            </binding>
                        </connections>
                    </textField>
                </objects>
            </document>
            """)
        let entries = IBStringsExtractor.entries(of: document)
        XCTAssertEqual(entries.map(\.key), ["28.ibShadowedLabels[0]", "28.ibShadowedLabels[2]", "8.ibShadowedToolTip", "9.title",
                                            "b1.ibShadowedIsNilPlaceholder", "c2.ibShadowedObjectValues[0]", "c2.ibShadowedObjectValues[1]"])
        XCTAssertEqual(entries.map(\.comment), [
            "Class = \"NSSegmentedCell\"; 28.ibShadowedLabels[0] = \"high\"; ObjectID = \"28\";",
            "Class = \"NSSegmentedCell\"; 28.ibShadowedLabels[2] = \"low\"; ObjectID = \"28\";",
            "Class = \"NSButton\"; ibShadowedToolTip = \"Forward\"; ObjectID = \"8\";",
            "Class = \"NSButtonCell\"; title = \"Go\"; ObjectID = \"9\";",
            "Class = \"IBBindingConnection\"; ibShadowedIsNilPlaceholder = \"user name\"; ObjectID = \"b1\";",
            "Class = \"NSComboBoxCell\"; c2.ibShadowedObjectValues[0] = \"465\"; ObjectID = \"c2\";",
            "Class = \"NSComboBoxCell\"; c2.ibShadowedObjectValues[1] = \"587\"; ObjectID = \"c2\";",
        ])
    }

    /// An object's note for translators (IB's localizer hint) ends its entries' comment as ibtool writes it
    /// (`…; ObjectID = "fld-00-001"; Note = "Do not translate";`), and reads back as the comment's note.
    func testALocalizerNoteEndsTheComment() throws {
        let document = try read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <textField opaque="NO" placeholder="key" id="fld-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="34"/>
                    <attributedString key="userComments">
                        <fragment content="Do not "/>
                        <fragment content="translate"/>
                    </attributedString>
                </textField>
            </objects>
        </document>
        """)
        let entry = try XCTUnwrap(IBStringsExtractor.entries(of: document).first)
        XCTAssertEqual(entry.comment, #"Class = "UITextField"; placeholder = "key"; ObjectID = "fld-00-001"; Note = "Do not translate";"#)
        let parsed = try XCTUnwrap(IBComment(parsing: entry.comment))
        XCTAssertEqual(parsed.objectID, "fld-00-001")
        XCTAssertEqual(parsed.baseText, "key")
        XCTAssertEqual(parsed.note, "Do not translate")
        XCTAssertNil(IBComment(parsing: #"Class = "UILabel"; text = "x"; ObjectID = "a-1";"#)?.note)
    }

    func testOldToolsVersionUsesIBPrefixedClassNames() throws {
        let old = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"6250\"")
        XCTAssertEqual(IBStringsExtractor.entries(of: try read(old)).first?.className, "IBUIButton")
    }

    func testMalformedDocumentPointsAtTheProblem() {
        let error = readError("<document>\n  <scenes>\n    <scene id=\"a\" id=\"b\"/>\n  </scenes>\n</document>\n")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 19)
        XCTAssertEqual(error?.description, "Main.storyboard:3:19: error: duplicate attribute id in <scene>")
        let mismatch = readError("<document>\n<scenes>\n</document>")
        XCTAssertEqual(mismatch?.line, 3)
        XCTAssertTrue(mismatch?.message.contains("does not match the start tag <scenes> at line 2, column 1") ?? false)
    }

    func testTruncatedFileNamesTheUnclosedElement() throws {
        let betweenTags = String(Self.storyboard[..<Self.storyboard.range(of: "</subviews>")!.lowerBound])
        let error = readError(betweenTags)
        XCTAssertTrue(error?.message.hasPrefix("unexpected end of file: <subviews> at line 11, column 25 is not closed") ?? false, "\(String(describing: error))")
        let insideTag = readError(String(Self.storyboard.prefix(1500)))
        XCTAssertTrue(insideTag?.message.hasPrefix("unexpected end of file in the start tag <state>") ?? false, "\(String(describing: insideTag))")
        XCTAssertNotNil(readError(""))
    }

    func testBillionLaughsIsRefusedAtTheDoctype() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 { laughs += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n" }
        laughs += "]>\n<document>&lol9;</document>\n"
        let error = readError(laughs)
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("document type declarations are refused") ?? false)
    }

    func testExternalEntityIsNeverFetched() {
        let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>"
        XCTAssertEqual(readError(external)?.line, 2)
        // Without a DTD, an entity reference is simply unknown.
        let undeclared = readError("<document title=\"&x;\"/>")
        XCTAssertTrue(undeclared?.message.contains("unknown entity &x;") ?? false)
    }

    func testDeepNestingIsRefusedBeforeItCanExhaustTheStack() {
        let deep = "<document>" + String(repeating: "<view>", count: 100_000)
        XCTAssertTrue(readError(deep)?.message.hasPrefix("elements nested deeper than 1000 levels") ?? false)
    }

    func testEveryTruncationOfADocumentIsAnErrorNeverACrash() {
        let bytes = Array(Self.storyboard.utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            XCTAssertThrowsError(try IBDocument(bytes: Array(bytes[..<length]), path: "Cut.storyboard"), "length \(length)")
        }
        XCTAssertNoThrow(try IBDocument(bytes: bytes, path: "Main.storyboard"))
    }

    /// A storyboard committed in the middle of a Git merge says so, where the first marker stands.
    func testAMergeConflictMarkerIsNamed() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
            + "<<<<<<< HEAD\n    <device id=\"retina6_1\"/>\n=======\n    <device id=\"retina4_7\"/>\n>>>>>>> main\n</document>\n"
        XCTAssertThrowsError(try IBDocument(bytes: Array(text.utf8), path: "Main.storyboard")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Main.storyboard:3:"), "\(error)")
            XCTAssertTrue("\(error)".contains("an unresolved Git merge conflict: the line \"<<<<<<< HEAD\""), "\(error)")
        }
    }

    func testElementsByID() throws {
        let index = try read(Self.storyboard).elementsByID()
        XCTAssertEqual(index["c2"]?.name, "constraint")
        XCTAssertEqual(index["safe"]?["key"], "safeArea")
    }

    /// Text is the character data directly inside an element, pieces around comments and CDATA joined
    /// and references decoded; whitespace before the first child element only indents it and is dropped.
    func testTextJoinsItsPiecesAndDropsIndentation() throws {
        let document = try read("""
        <document a="1&amp;2">
          <x>  <!--c-->  <b/>  w  </x><y>x<!-- c -->y<b/>z</y><z><![CDATA[<q>&amp;]]>t&lt;</z><string key="text">  Hi &#233; there  </string>
        </document>
        """)
        XCTAssertEqual(document.root["a"], "1&2")
        XCTAssertEqual(document.root.text, "")
        XCTAssertEqual(document.root.children.map(\.text), ["  w  ", "xyz", "<q>&amp;t<", "  Hi é there  "])
        XCTAssertEqual(document.root.children.map(\.column), [3, 31, 55, 87])
    }

    /// A node is a handle on its document: it outlives the document value it came from, its children are
    /// made once (the same objects on every call), and any number of threads may read one document.
    func testNodesOutliveTheDocumentAndAreReadConcurrently() throws {
        let label = try read(Self.storyboard).scenes[0].viewController!.view!.subviews[0].node
        XCTAssertEqual(label["customClass"], "FancyLabel")
        XCTAssertTrue(label.children[0] === label.children[0])

        let document = try read(Self.storyboard)
        func walk(_ node: IBNode) -> String {
            node.name + node.attributes.map { " \($0.name)=\($0.value)" }.joined() + "(" + node.children.map(walk).joined(separator: ",") + ")"
        }
        let expected = walk(try read(Self.storyboard).root)
        let results = UnsafeMutableBufferPointer<String>.allocate(capacity: 8)
        results.initialize(repeating: "")
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { results[$0] = walk(document.root) }
        XCTAssertEqual(Array(results), Array(repeating: expected, count: 8))
    }

    /// Ids are compared after references are decoded, and ids that differ only in the middle are distinct.
    func testIDsAreComparedAsDecodedText() {
        let twice = readError("<document><a id=\"x&amp;y\"/><b id=\"x&#38;y\"/></document>")
        XCTAssertEqual(twice?.message.hasPrefix("id \"x&y\" is used again (first at 1:11)"), true, "\(String(describing: twice))")
        let long = (0..<200).map { "<v id=\"aaaaaaaaaaaaaaaa\($0)bbbbbbbbbbbbbbbb\"/>" }.joined()
        XCTAssertNoThrow(try read("<document>\(long)<constraint firstItem=\"aaaaaaaaaaaaaaaa7bbbbbbbbbbbbbbbb\" id=\"c\"/></document>"))
    }

    /// Attribute names are compared as strings, as Swift compares them: U+212A KELVIN SIGN is "K".
    func testNonASCIINamesCompareAsStrings() throws {
        let document = try read("<document \u{212A}ey=\"kelvin\" é=\"accent\"><\u{212A}id/></document>")
        XCTAssertEqual(document.root["Key"], "kelvin")
        XCTAssertEqual(document.root["e\u{301}"], "accent")
        XCTAssertNotNil(document.root.child("Kid"))
        XCTAssertNil(document.root["key"])
    }

    /// The encoding check reads whole words: it never looks past the last byte, whatever follows it in
    /// memory (here a 0xFF kept in the array's spare capacity, after a document of 64 × 5 bytes).
    func testTheEncodingCheckStopsAtTheLastByte() throws {
        var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
        text += String(repeating: " ", count: 320 - text.utf8.count - 11) + "</document>"
        var bytes = Array(text.utf8)
        XCTAssertEqual(bytes.count, 320)
        bytes.append(0xFF)
        bytes.removeLast()
        XCTAssertNoThrow(try IBDocument(bytes: bytes, path: "Main.xib"))
    }

    func testRootMustBeADocument() {
        XCTAssertTrue(readError("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")?.message.contains("not <document>") ?? false)
        XCTAssertEqual(readError("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")?.isLegacyArchive, true)
        XCTAssertEqual(readError("<plist/>")?.isLegacyArchive, false)
    }
}
