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

    /// A long text's measuring error grows with it: 1.5% short of a long German sentence is within the
    /// stand-in's 2% (more than 1 pt), 4% short is not.
    func testALongTextsMarginGrowsWithItsWidth() throws {
        let text = "Bitte bestätigen Sie Ihre E-Mail-Adresse"
        let natural = OneLabelScene.naturalWidth(text)
        XCTAssertGreaterThan(natural * 0.015, 1.5, "the text should be long enough for 1.5% to exceed 1 pt")
        let close = try OneLabelScene.issues(TextTruncatedRule.self, text: text, width: (natural * 0.985).rounded(.down), attributes: #"adjustsFontSizeToFit="NO""#)
        XCTAssertEqual(close.map(\.severity), [.warning], close.first?.message ?? "")
        XCTAssertEqual(try OneLabelScene.issues(TextTruncatedRule.self, text: text, width: (natural * 0.96).rounded(.down), attributes: #"adjustsFontSizeToFit="NO""#)
            .map(\.severity), [.error])
    }

    /// A custom font at hand draws its own letters as measured: 1 pt short is an error. Letters it lacks come
    /// from iOS's fallback fonts, measured with stand-ins: then 1 pt or 2% is a warning, as for the system font.
    func testACustomFontIsExactButItsFallbacksAreNot() throws {
        let lato = #"name="Lato-Regular" family="Lato""#
        let latin = "Jetzt bezahlen"
        let latinWidth = OneLabelScene.naturalWidth(latin, font: .custom(name: "Lato-Regular", family: "Lato", size: 17))
        XCTAssertEqual(try OneLabelScene.issues(TextTruncatedRule.self, text: latin, width: (latinWidth - 1).rounded(.down), attributes: #"adjustsFontSizeToFit="NO""#, font: lato)
            .map(\.severity), [.error])
        let japanese = "コアバージョン"
        let japaneseWidth = OneLabelScene.naturalWidth(japanese, font: .custom(name: "Lato-Regular", family: "Lato", size: 17))
        let close = try OneLabelScene.issues(TextTruncatedRule.self, text: japanese, width: (japaneseWidth - 1.5).rounded(.down) + 0.5,
                                             attributes: #"adjustsFontSizeToFit="NO""#, font: lato)
        XCTAssertEqual(close.map(\.severity), [.warning])
        XCTAssertTrue(close.first?.message.contains("fallback fonts that draw the letters 'Lato-Regular' lacks") ?? false, close.first?.message ?? "")
    }
}
