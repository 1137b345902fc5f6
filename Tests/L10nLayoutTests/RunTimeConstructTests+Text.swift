import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Text measurement at run time: what a text-showing view's intrinsic size is, on hand-written documents
/// whose expected sizes are worked out in the comments.
extension RunTimeConstructTests {
    /// A text view that does not scroll sizes itself to its text plus its 8 pt text container inset above
    /// and below; with no text it is still one line tall, the line its caret sits on. 16 pt system text:
    /// 16 × 2444 / 2048 = 19.09 pt, 19.33 on the @3x screen, so 8 + 19.33 + 8 = 35.33 pt.
    func testEmptyTextViewIsOneLineTall() throws {
        let doc = storyboard(subviews: """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="20" y="100" width="300" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """, constraints: """
            <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="n1"/>
            <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="n2"/>
            <constraint firstItem="notes" firstAttribute="width" constant="300" id="n3"/>
            """)
        let notes = try XCTUnwrap(layout(doc).view("notes"))
        XCTAssertEqual(notes.frame.height, 8 + 58.0 / 3 + 8, accuracy: 0.01)
        XCTAssertEqual(notes.frame.width, 300)
    }

    /// A rounded-rect text field is its line plus 13 pt until iOS 12 (14 pt system text: 16.7 pt line,
    /// ceiled to 17 → 30 pt, as Xcode 10 stores it) and at least 34 pt from iOS 13 (the same field in a
    /// document of Xcode 12 is 34 pt; 18 pt text, a 21.5 pt line ceiled to 22, + 12 is 34 too).
    func testRoundedRectTextFieldHeightPerSDK() throws {
        func field(_ id: String, size: Int) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="0" width="200" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        }
        func document(toolsVersion: String) throws -> IBDocument {
            try scenes("""
                <scene sceneID="scene-f"><objects>
                    <viewController id="f" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="f-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>\(field("small", size: 14))\(field("large", size: 18))</subviews>
                            <constraints>
                                <constraint firstItem="small" firstAttribute="leading" secondItem="f-root" secondAttribute="leading" constant="20" id="f1"/>
                                <constraint firstItem="small" firstAttribute="top" secondItem="f-root" secondAttribute="top" constant="100" id="f2"/>
                                <constraint firstItem="large" firstAttribute="leading" secondItem="f-root" secondAttribute="leading" constant="20" id="f3"/>
                                <constraint firstItem="large" firstAttribute="top" secondItem="f-root" secondAttribute="top" constant="200" id="f4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                """, device: "retina4_7", toolsVersion: toolsVersion)
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let xcode10 = try XCTUnwrap(engine.layout(try document(toolsVersion: "14490")).scenes.first)
        XCTAssertEqual(xcode10.view("small")?.frame.height, 30)
        let xcode12 = try XCTUnwrap(engine.layout(try document(toolsVersion: "17701")).scenes.first)
        XCTAssertEqual(xcode12.view("small")?.frame.height, 34)
        XCTAssertEqual(xcode12.view("large")?.frame.height, 34)
    }
}
