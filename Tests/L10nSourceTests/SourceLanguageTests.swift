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

/// A test's file, in each way one says so, and files that only mention testing.
final class TestCodeTests: XCTestCase {
    func isTestCode(_ text: String, _ language: SourceLanguage) -> Bool {
        SourceFile(bytes: Array(text.utf8), language: language, path: language == .swift ? "A.swift" : "A.m").isTestCode
    }

    func testATestsImportsSayItIsATests() {
        XCTAssertTrue(isTestCode("import XCTest\nfinal class ATests: XCTestCase {}\n", .swift))
        XCTAssertTrue(isTestCode("import Testing\n@Test func adds() {}\n", .swift))
        XCTAssertTrue(isTestCode("import Foundation\n@testable import Demo\n", .swift))
        XCTAssertTrue(isTestCode("#import <XCTest/XCTest.h>\n@interface ATests : XCTestCase\n@end\n", .objectiveC))
        XCTAssertTrue(isTestCode("@import XCTest;\n", .objectiveC))
        XCTAssertTrue(isTestCode("#import <Kiwi/Kiwi.h>\nSPEC_BEGIN(CartSpec)\n", .objectiveC))
        XCTAssertFalse(isTestCode("import SwiftUI\nlet title = \"XCTest\" // import XCTest\n", .swift))
        XCTAssertFalse(isTestCode("#import \"TestingViewController.h\"\n#import <UIKit/UIKit.h>\n", .objectiveC))
        XCTAssertFalse(isTestCode("import TestingKit\nstruct Testing {}\n", .swift))
    }
}
