import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// What UIKit and Interface Builder do at run time beyond the document's constraints, one construct per
/// test, each on a hand-written storyboard with the expected frames worked out in the comments from the
/// documented behaviour.
final class RunTimeConstructTests: XCTestCase {

    /// A view that no constraint refers to (`fixedFrame="YES"`) keeps the frame IB stored: IB pins it from
    /// the superview's top left at build time. A longer text is cut, not given room, and the view does not
    /// move in a right-to-left language.
    func testFixedFrameViewKeepsItsFrame() throws {
        let doc = storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="100" width="80" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: "")
        let english = layout(doc)
        let name = try XCTUnwrap(english.view("name"))
        XCTAssertEqual(name.frame, Rect(x: 20, y: 100, width: 80, height: 21))
        XCTAssertEqual(name.placement, .fixedFrame)
        XCTAssertFalse(name.placement.growsWithContent)

        let german = layout(doc, translations: ["name.text": "Vollständiger Name des Kontoinhabers"],
                            configuration: LayoutConfiguration(language: "de"))
        let cut = try XCTUnwrap(german.view("name"))
        XCTAssertEqual(cut.frame, Rect(x: 20, y: 100, width: 80, height: 21))
        XCTAssertEqual(cut.texts.first?.layout.isTruncated, true)

        let arabic = layout(doc, configuration: LayoutConfiguration(language: "ar"))
        XCTAssertEqual(try XCTUnwrap(arabic.view("name")).frame.x, 20)
    }
}
