import Foundation
import XCTest
import L10nProject
@testable import L10nChecks

/// A job's language is read the way verify lays it out, from a `.strings` table or from a String Catalog.
final class TranslationSourceTests: XCTestCase {
    func testTablesAndCatalogsGiveTheLanguagesValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("translation-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("Main.strings")
        try "\"a.text\" = \"Eins\";\n\"a.text\" = \"Zwei\";\n".write(to: table, atomically: true, encoding: .utf8)
        let catalog = folder.appendingPathComponent("Main.xcstrings")
        try """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Drei" } } } },
                "b.text" : { "localizations" : { "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Artikel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "viele Artikel" } } } } } } }
              },
              "version" : "1.0"
            }
            """.write(to: catalog, atomically: true, encoding: .utf8)
        let document = folder.appendingPathComponent("Main.storyboard")
        let workspace = try Workspace(root: folder)
        // The last of duplicate keys wins, as on iOS.
        let fromTable = TranslationSource(VerifyJob(document: document, table: table, language: "de"), workspace: workspace)
        XCTAssertEqual(fromTable.variantSets, [["a.text": "Zwei"]])
        let fromCatalog = TranslationSource(VerifyJob(document: document, table: catalog, language: "de"), workspace: workspace)
        XCTAssertEqual(fromCatalog.variantSets.first?["a.text"], "Drei")
        XCTAssertEqual(fromCatalog.variantSets.map { $0["b.text"] }, ["ein Artikel", "viele Artikel"])
        XCTAssertEqual(fromCatalog.path, "Main.xcstrings")
    }
}
