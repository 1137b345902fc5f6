import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nLayout
import L10nText
@testable import L10nChecks

/// `autoshrink-illegible` reports the size UIKit draws the shrunk text at: the font's size times the scale
/// it reached, once (a hand-written label, 17 pt system font, Autoshrink to a minimum scale of 0.3).
final class AutoshrinkIllegibleTests: XCTestCase {
    private func issues(_ text: String, width: Double) throws -> [LayoutIssue] {
        try OneLabelScene.issues(AutoshrinkIllegibleRule.self, text: text, width: width, attributes: #"minimumScaleFactor="0.3""#)
    }

    private func naturalWidth(_ text: String) -> Double { OneLabelScene.naturalWidth(text) }

    /// Shrunk to about 75%, the text is drawn near 12.7 pt: legible, not reported (17 × 0.75 × 0.75 would
    /// have said 9.6 pt).
    func testAModestShrinkIsNotReported() throws {
        let text = "Jetzt bezahlen"
        XCTAssertEqual(try issues(text, width: (naturalWidth(text) * 0.75).rounded(.down)).count, 0)
    }

    /// In half its natural width, it is drawn below 9 pt (a little under half of 17 pt: small sizes are
    /// tracked wider): reported at that size, from the label's 17 pt.
    func testAStrongShrinkReportsTheDrawnSize() throws {
        let text = "Jetzt kostenpflichtig bezahlen"
        let found = try issues(text, width: (naturalWidth(text) * 0.5).rounded(.down))
        XCTAssertEqual(found.count, 1)
        let size = try XCTUnwrap(found.first?.measured.first { $0.0 == "pointSize" }?.1)
        let scale = try XCTUnwrap(found.first?.measured.first { $0.0 == "scale" }?.1)
        XCTAssertEqual(size, 17 * scale, accuracy: 0.01)
        XCTAssertTrue((6..<9).contains(size), "\(size)")
        XCTAssertTrue(found.first?.message.contains("(from 17 pt)") ?? false, found.first?.message ?? "")
    }

    /// A label of three lines, 240 × 36, that shrinks to fit (Autoshrink is on when IB writes no
    /// `adjustsFontSizeToFit="NO"`): a translation that wraps to three lines at 17 pt is drawn smaller until it
    /// fits, so nothing is clipped; the same label with Autoshrink off cuts its third line.
    func testAMultiLineLabelThatShrinksIsNotClipped() throws {
        let text = "Streichen Sie hier, um das Verzeichnis der Geschäfte in Ihrer Nähe zu sehen"
        func clipped(_ extra: String) throws -> [LayoutIssue] {
            try OneLabelScene.issues(TextClippedVerticallyRule.self, text: text, width: 240, attributes: #"numberOfLines="3" "# + extra,
                                     constraints: #"<constraint firstItem="lbl-00-001" firstAttribute="height" constant="36" id="h1"/>"#)
        }
        XCTAssertEqual(try clipped(#"minimumScaleFactor="0.5""#).count, 0)
        XCTAssertEqual(try clipped(#"minimumScaleFactor="0.5" adjustsFontSizeToFit="NO""#).count, 1)
    }

    /// A label that shrinks to its minimum and still does not fit is cut at that size: text-truncated says
    /// how much is missing there (small sizes track wider, so more than a third of the full-size width), not
    /// at the full size.
    func testATextCutAfterShrinkingIsMeasuredAtItsSmallestSize() throws {
        let text = "Jetzt kostenpflichtig bezahlen"
        let width = (naturalWidth(text) * 0.25).rounded(.down)
        let found = try OneLabelScene.issues(TextTruncatedRule.self, text: text, width: width, attributes: #"minimumScaleFactor="0.3""#)
        XCTAssertEqual(found.count, 1)
        let needed = try XCTUnwrap(found.first?.measured.first { $0.0 == "textWidth" }?.1)
        XCTAssertGreaterThan(needed, naturalWidth(text) * 0.3)
        XCTAssertLessThan(needed, naturalWidth(text) * 0.4)
        XCTAssertTrue(found.first?.message.contains("even shrunk to 5.1 pt") ?? false, found.first?.message ?? "")
    }
}
