import Foundation
import XCTest
@testable import L10nChecks

/// How sure `text-truncated` is (a hand-written 17 pt system-font label of a fixed width): a German text a
/// little over 1 pt too wide for it is within the system font stand-in's measuring error, a warning to
/// check on a device; clearly too wide, an error.
final class TextTruncatedConfidenceTests: XCTestCase {
    func testAnOverflowWithinTheStandInsErrorIsAWarning() throws {
        let text = "Jetzt bezahlen"
        let natural = OneLabelScene.naturalWidth(text)
        let close = try OneLabelScene.issues(TextTruncatedRule.self, text: text, width: natural - 0.7, attributes: #"adjustsFontSizeToFit="NO""#)
        XCTAssertEqual(close.map(\.severity), [.warning])
        XCTAssertTrue(close.first?.message.contains("measuring error") ?? false, close.first?.message ?? "")
        XCTAssertEqual(try OneLabelScene.issues(TextTruncatedRule.self, text: text, width: (natural - 10).rounded(.down), attributes: #"adjustsFontSizeToFit="NO""#)
            .map(\.severity), [.error])
    }
}
