import Foundation
import XCTest
@testable import L10nCLI

/// `extract --format xcstrings`: a storyboard's strings as a String Catalog, on stdout or kept beside
/// Base.lproj. Uses the hand-written storyboard of ExtractCommandTests (a label and a button).
final class ExtractCatalogTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("extract-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try ExtractCommandTests.storyboard.write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    static let expected = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "aaa-00-aaa.text" : {
          "comment" : "Class = \\"UILabel\\"; text = \\"Hello\\"; ObjectID = \\"aaa-00-aaa\\";",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Hello"
              }
            }
          }
        },
        "bbb-11-bbb.normalTitle" : {
          "comment" : "Class = \\"UIButton\\"; normalTitle = \\"Go on\\"; ObjectID = \\"bbb-11-bbb\\";",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Go on"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

    func testStdoutPrintsTheCatalog() {
        let run = runTool(["extract", "Base.lproj/Main.storyboard", "--stdout", "--format", "xcstrings"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, Self.expected)
    }

    func testProjectModeCreatesThenKeepsTheCatalog() throws {
        let catalogURL = project.appendingPathComponent("Main.xcstrings")
        XCTAssertEqual(runTool(["extract", "--format", "xcstrings", "--check"], in: project).code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalogURL.path), "--check writes nothing")
        let run = runTool(["extract", "--format=xcstrings"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Main.xcstrings: add \"aaa-00-aaa.text\"\nMain.xcstrings: add \"bbb-11-bbb.normalTitle\"\nupdated 1 catalog\n")
        XCTAssertEqual(try String(contentsOf: catalogURL, encoding: .utf8), Self.expected)
        let again = runTool(["extract", "--format", "xcstrings", "--check"], in: project)
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stdout, "all catalogs are up to date\n")
    }

    func testMalformedCatalogIsAnInputErrorAndNothingIsWritten() throws {
        try "{\n  \"strings\" : [\n".write(to: project.appendingPathComponent("Main.xcstrings"), atomically: true, encoding: .utf8)
        let run = runTool(["extract", "--format", "xcstrings"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: Main.xcstrings:3:1: the file ends"), run.stderr)
    }
}
