import XCTest
@testable import L10nChecks

/// One value whose specifiers both the table check and the code check find wrong (iNaturalist's ar
/// "٪@", an Arabic percent sign) is one finding, carrying both related places.
final class FormatMismatchMergeTests: XCTestCase {
    func testTheSameValueFromLintAndCodeIsOneFinding() {
        let rule = FormatSpecifierMismatchRule.description.id
        let lint = Finding(ruleID: rule, severity: .error, message: "format specifiers of 'Join %@?' differ from the base", file: "ar.lproj/Localizable.strings",
                           line: 565, column: 15, language: "ar", key: "Join %@?",
                           related: [RelatedLocation(file: "en.lproj/Localizable.strings", line: 565, column: 14, note: "base text (en)")], fix: "")
        let code = Finding(ruleID: rule, severity: .warning, message: "the code passes 1 argument to 'Join %@?'", file: "ar.lproj/Localizable.strings",
                           line: 565, column: 14, language: "ar", key: "Join %@?",
                           related: [RelatedLocation(file: "Login.m", line: 696, column: 73, note: "the call")], fix: "")
        var elsewhere = code
        elsewhere.language = "he"
        elsewhere.file = "he.lproj/Localizable.strings"
        let merged = VerifyPipeline.mergingFormatMismatches(lint: [lint], code: [code, elsewhere])
        XCTAssertEqual(merged.count, 2)
        XCTAssertEqual(merged[0].severity, .error)
        XCTAssertEqual(merged[0].related.map(\.file), ["en.lproj/Localizable.strings", "Login.m"])
        XCTAssertEqual(merged[1].language, "he")
    }
}
