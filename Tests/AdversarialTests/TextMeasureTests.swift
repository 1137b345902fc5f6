import Foundation
import XCTest
@testable import L10nCLI
import L10nText

/// Issue 17 items 8 and 17: measuring never traps on an empty language, never gives a negative width,
/// and treats composed and decomposed text alike.
final class TextMeasureTests: XCTestCase {
    static let engine: TextEngine = try! TextEngine()

    func width(_ text: String, language: String? = nil) -> Double {
        var options = MeasureOptions()
        options.language = language
        return Self.engine.measure(text, font: .system(size: 17), options: options).size.width
    }

    func testAnEmptyLanguageMeasuresAsNoLanguage() {
        XCTAssertEqual(width("Hello", language: ""), width("Hello"))
        let run = runTool(["measure", "Hello", "--language", ""], in: URL(fileURLWithPath: "/"))
        XCTAssertTrue([0, 2].contains(run.code), run.stderr)
    }

    func testCombiningMarksNeverMakeANegativeWidth() {
        for text in ["\u{301}\u{301}\u{301}", "\u{308}\u{308}", "\u{E31}\u{E34}", "\u{200D}\u{200D}\u{200D}\u{200D}"] {
            XCTAssertGreaterThanOrEqual(width(text), 0, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        // A letter with many marks is at least as wide as the letter.
        XCTAssertGreaterThanOrEqual(width("a\u{301}\u{301}\u{301}\u{301}"), width("a") - 0.5)
    }

    func testDecomposedAndComposedTextMeasureAlike() {
        let text = "Tiếng Việt có dấu đầy đủ và rõ ràng"
        let nfc = text.precomposedStringWithCanonicalMapping, nfd = text.decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(nfc.unicodeScalars), Array(nfd.unicodeScalars))
        XCTAssertEqual(width(nfd, language: "vi"), width(nfc, language: "vi"))
        XCTAssertEqual(width("Ä"), width("A\u{308}"))
    }
}
