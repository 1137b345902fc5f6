import XCTest
import L10nSource

final class SourceLanguageTests: XCTestCase {
    func testExtensionsName() {
        XCTAssertEqual(SourceLanguage(pathExtension: "swift"), .swift)
        XCTAssertEqual(SourceLanguage(pathExtension: "M"), .objectiveC)
        XCTAssertEqual(SourceLanguage(pathExtension: "h"), .objectiveC)
        XCTAssertEqual(SourceLanguage(pathExtension: "mm"), .objectiveCPlusPlus)
        XCTAssertNil(SourceLanguage(pathExtension: "storyboard"))
    }
}
