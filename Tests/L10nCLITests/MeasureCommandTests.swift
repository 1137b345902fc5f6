import Foundation
import XCTest
@testable import L10nCLI

final class MeasureCommandTests: XCTestCase {
    func testJSONHasTheContractFieldsFirst() {
        let run = runTool(["measure", "Label", "--format", "json"])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix(#"{"width":41.5,"height":20.5,"lines":1,"truncated":false,"direction":"ltr","fonts":["Inter-Regular"],"warnings":[],"visibleText":"Label""#), run.stdout)
        let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["lineHeight"] as? Double, 20.287)
    }

    func testEveryDefaultScriptMeasures() {
        let cases = [("Hello", "en", "Inter-Regular"), ("Привет", "ru", "Inter-Regular"), ("مرحبا", "ar", "NotoSansArabicUI-Regular"),
                     ("שלום", "he", "NotoSansHebrew-Regular"), ("你好", "zh-Hans", "NotoSansCJKsc-Regular"), ("สวัสดี", "th", "NotoSansThaiUI-Regular")]
        for (text, language, font) in cases {
            let run = runTool(["measure", text, "--language", language, "--format", "json"])
            XCTAssertEqual(run.code, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("\"fonts\":[\"\(font)\"]"), run.stdout)
        }
    }

    func testWrappingTruncationAndStyleOptions() {
        let run = runTool(["measure", "The quick brown fox jumps over the lazy dog", "--width", "150", "--lines", "2", "--line-break", "truncatingTail"])
        XCTAssertEqual(run.code, 0)
        XCTAssertEqual(run.stdout, "144 × 41 pt, 2 lines, ltr, truncated\n  The quick brown\n  fox jumps over th…\nfonts: Inter-Regular at 17 pt\n")
        let style = runTool(["measure", "Body", "--style", "body", "--content-size", "AX5", "--format", "json"])
        XCTAssertTrue(style.stdout.contains("\"pointSize\":53"), style.stdout)
    }

    func testMissingFontWarnsAndBadOptionsAreUsageErrors() {
        let run = runTool(["measure", "Hi", "--font", "Nope-Bold"])
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.stderr.contains("warning: font 'Nope-Bold' not found"), run.stderr)
        XCTAssertEqual(runTool(["measure", "Hi", "--content-size", "huge"]).code, 2)
        XCTAssertEqual(runTool(["measure", "Hi", "--width", "wide"]).code, 2)
        XCTAssertEqual(runTool(["measure", "Hi", "--font-dir", "/nonexistent"]).code, 2)
    }

    func testBidiFindingsAreReported() {
        let run = runTool(["measure", "שלום %@!", "--language", "he"])
        XCTAssertTrue(run.stdout.contains("[placeholder-not-isolated]"), run.stdout)
    }
}
