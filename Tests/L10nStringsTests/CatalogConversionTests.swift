import XCTest
@testable import L10nStrings

final class CatalogConversionTests: XCTestCase {
    func testTablesToCatalogAndBack() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let english = [CatalogTableRow(key: "abc-12-xyz.text", value: "Pay now", comment: "Class = \"UILabel\"; text = \"Pay now\"; ObjectID = \"abc-12-xyz\";"),
                       CatalogTableRow(key: "Cancel", value: "Cancel", comment: nil)]
        catalog.addTable(english, language: "en", state: "new", extractionState: "extracted_with_value")
        catalog.addTable([CatalogTableRow(key: "abc-12-xyz.text", value: "Jetzt zahlen")], language: "de")
        catalog.addStringsdict(try StringsdictPlurals(bytes: try fixture("Plurals.stringsdict")), language: "en")

        let text = String(decoding: catalog.serialized(), as: UTF8.self)
        XCTAssertTrue(text.contains("""
            "abc-12-xyz.text" : {
              "comment" : "Class = \\"UILabel\\"; text = \\"Pay now\\"; ObjectID = \\"abc-12-xyz\\";",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Jetzt zahlen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Pay now"
                  }
                }
              }
            },
        """), text)
        let reread = try StringCatalog(bytes: catalog.serialized())
        XCTAssertEqual(reread.xcodeFormatted(), catalog.serialized())

        XCTAssertEqual(reread.tableRows(language: "de"), [CatalogTableRow(key: "abc-12-xyz.text", value: "Jetzt zahlen", comment: english[0].comment)])
        XCTAssertEqual(reread.tableRows(language: "en").map(\.key), ["abc-12-xyz.text", "Cancel"], "Xcode's key order; plural keys are not flat")
        let plurals = try XCTUnwrap(reread.stringsdict(language: "en"))
        let original = try StringsdictPlurals(bytes: try fixture("Plurals.stringsdict"))
        XCTAssertEqual(plurals.entry(forKey: "files in folders"), original.entry(forKey: "files in folders").map { entry in
            var copy = entry
            copy.line = 0; copy.column = 0
            copy.arguments = copy.arguments.map { argument in
                var a = argument
                a.forms = a.forms.map { CatalogPluralForm(category: $0.category, unit: CatalogStringUnit(state: nil, value: $0.unit.value)) }
                return a
            }
            return copy
        })
        XCTAssertEqual(plurals.entry(forKey: "%d files")?.format, "%#@value@")
        XCTAssertEqual(plurals.pluralVariants(forKey: "%d files").map(\.text), ["%d file", "%d files"])
        XCTAssertEqual(reread.pluralVariants(forKey: "%d files", language: "en").map(\.value), ["%d file", "%d files"])
    }
}

final class CatalogExtractionTests: XCTestCase {
    func testSynchronizeAddsMarksChangedAndStale() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let first = catalog.synchronize(withExtracted: [CatalogTableRow(key: "a.text", value: "Pay", comment: "c1"),
                                                        CatalogTableRow(key: "b.text", value: "Cancel", comment: "c2")])
        XCTAssertEqual(first, CatalogExtractionResult(added: ["a.text", "b.text"]))
        catalog.setValue("Zahlen", forKey: "a.text", language: "de")
        let before = catalog.serialized()
        XCTAssertTrue(catalog.synchronize(withExtracted: [CatalogTableRow(key: "a.text", value: "Pay", comment: "c1"),
                                                          CatalogTableRow(key: "b.text", value: "Cancel", comment: "c2")]).isEmpty)
        XCTAssertEqual(catalog.serialized(), before, "nothing changed, nothing rewritten")
        let second = catalog.synchronize(withExtracted: [CatalogTableRow(key: "a.text", value: "Pay now", comment: "c1")])
        XCTAssertEqual(second, CatalogExtractionResult(added: [], changed: ["a.text"], stale: ["b.text"]))
        XCTAssertEqual(catalog.entry(forKey: "a.text")?.localization("de")?.stringUnit, CatalogStringUnit(state: "needs_review", value: "Zahlen"))
        XCTAssertEqual(catalog.value(forKey: "a.text", language: "en"), "Pay now")
        XCTAssertEqual(catalog.entry(forKey: "b.text")?.extractionState, "stale")
    }
}
