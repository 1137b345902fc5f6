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
}
