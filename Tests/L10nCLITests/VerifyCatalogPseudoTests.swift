import Foundation
import XCTest
@testable import L10nCLI

/// `verify` reads String Catalogs like tables, lays out every plural form, and checks pseudo-languages
/// before any translation exists.
final class VerifyCatalogPseudoTests: XCTestCase {
    func sampleCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-catalog-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: VerifyCommandTests.package.appendingPathComponent("Localizations"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func findings(_ arguments: [String], in folder: URL) throws -> [[String: Any]] {
        let run = runTool(["verify"] + arguments + ["--project", ".", "--format", "json"], in: folder)
        XCTAssertTrue(run.code == 0 || run.code == 1, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        return try XCTUnwrap(object["findings"] as? [[String: Any]])
    }

    func testStoryboardStringsInACatalogAreVerifiedAtTheCatalogsLines() throws {
        let folder = try sampleCopy()
        let convert = runTool(["convert", "de.lproj/Main.strings", "--to", "xcstrings"], in: folder)
        XCTAssertEqual(convert.code, 0, convert.stderr)
        try convert.stdout.write(to: folder.appendingPathComponent("Main.xcstrings"), atomically: true, encoding: .utf8)
        for language in ["ar", "de", "fr", "he", "ja", "ru", "zh-Hans"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("\(language).lproj/Main.strings"))
        }
        let found = try findings(["de", "ar"], in: folder)
        let truncated = try XCTUnwrap(found.first { $0["rule"] as? String == "text-truncated" && $0["objectID"] as? String == "9Bh-GY-0t3" })
        XCTAssertEqual(truncated["file"] as? String, "Main.xcstrings")
        // The line is the German value's line in the catalog.
        let lines = convert.stdout.components(separatedBy: "\n")
        let line = try XCTUnwrap(truncated["line"] as? Int)
        XCTAssertTrue(lines[line - 1].contains("Zahlungspflichtig bestellen"), lines[line - 1])
        XCTAssertTrue(found.contains { $0["rule"] as? String == "rtl-left-right-constraint" })
        XCTAssertTrue(found.contains { $0["rule"] as? String == "bidi-paragraph-starts-ltr" && $0["file"] as? String == "Main.xcstrings" })
    }

    /// Each plural form is laid out; the finding names the longest form that does not fit.
    func testEveryPluralFormIsLaidOutAndTheLongestReported() throws {
        let folder = try sampleCopy()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "jEU-P0-kiP.text" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Summe" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Zwischensumme aller Artikel im Warenkorb" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """
        try catalog.write(to: folder.appendingPathComponent("Main.xcstrings"), atomically: true, encoding: .utf8)
        for language in ["ar", "de", "fr", "he", "ja", "ru", "zh-Hans"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("\(language).lproj/Main.strings"))
        }
        let found = try findings(["de"], in: folder).filter { $0["rule"] as? String == "text-truncated" && $0["objectID"] as? String == "jEU-P0-kiP" }
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue((found.first?["message"] as? String ?? "").contains("Zwischensumme aller Artikel"), "\(found)")
    }

    /// Pseudo-languages find overflow and mirroring problems before any translation exists.
    func testPseudoLanguagesFindOverflowAndMirroringBeforeTranslation() throws {
        let folder = try sampleCopy()
        // No real translation: only the base documents and the development table stay.
        for language in ["ar", "de", "fr", "he", "ja", "ru", "zh-Hans"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("\(language).lproj"))
        }
        let pseudo = runTool(["pseudo", "--kind", "all", "--project", "."], in: folder)
        XCTAssertEqual(pseudo.code, 0, pseudo.stderr)
        let found = try findings(["en-XA", "ar-XB"], in: folder)
        XCTAssertTrue(found.contains { $0["rule"] as? String == "text-truncated" && $0["language"] as? String == "en-XA" },
                      "\(found.map { $0["message"] ?? "" })")
        XCTAssertTrue(found.contains { $0["rule"] as? String == "rtl-left-right-constraint" && $0["language"] as? String == "ar-XB" })
        XCTAssertTrue(found.contains { $0["rule"] as? String == "rtl-fixed-alignment" && $0["language"] as? String == "ar-XB" })
        XCTAssertTrue(found.allSatisfy { ["en-XA", "ar-XB"].contains($0["language"] as? String ?? "") })
    }
}
