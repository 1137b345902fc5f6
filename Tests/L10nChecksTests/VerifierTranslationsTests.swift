import Foundation
import XCTest
@testable import L10nChecks

/// `Verifier.translations(for:)` reads a job's language the way verify lays it out, from a `.strings`
/// table or from a String Catalog (the HTML report draws its screens with it).
final class VerifierTranslationsTests: XCTestCase {
    func testTablesAndCatalogsGiveTheLanguagesValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verifier-translations-\(UUID().uuidString)")
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
        // The last of duplicate keys wins, as on iOS.
        XCTAssertEqual(Verifier.translations(for: Verifier.Job(document: document, table: table, language: "de")), ["a.text": "Zwei"])
        let fromCatalog = Verifier.translations(for: Verifier.Job(document: document, table: catalog, language: "de"))
        XCTAssertEqual(fromCatalog["a.text"], "Drei")
        XCTAssertEqual(fromCatalog["b.text"], "ein Artikel")
    }
}
