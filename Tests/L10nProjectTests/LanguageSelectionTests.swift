import XCTest
import L10nProject

/// Which languages `render` draws: codes matched to the project's folders however they are spelled.
final class LanguageSelectionTests: XCTestCase {
    func testNoLanguageAsksForTheBaseTextsAndEveryFolder() {
        let selection = LanguageSelection(requested: [], present: ["ar", "de"])
        XCTAssertEqual(selection.wanted, [nil, "ar", "de"])
        XCTAssertEqual(selection.absent, [])
        XCTAssertEqual(selection.present, ["ar", "de"])
    }

    func testCodesNameTheFolderOfTheirLanguageEachOnce() {
        // pt-BR asks for the folder the project spells pt_BR; base in any case is the base texts, once.
        let selection = LanguageSelection(requested: ["pt-BR", "BASE", "de", "base", "pt_BR"], present: ["de", "pt_BR"])
        XCTAssertEqual(selection.wanted, ["pt_BR", nil, "de"])
        XCTAssertEqual(selection.absent, [])
    }

    func testALanguageWithoutAFolderIsAbsentButStillDrawn() {
        let selection = LanguageSelection(requested: ["en", "de"], present: ["de"])
        XCTAssertEqual(selection.wanted, ["en", "de"])
        XCTAssertEqual(selection.absent, ["en"])
        XCTAssertEqual(selection.present, ["de"])
    }

    func testExtractingOneLprojFolderNarrowsToItsLanguageAndGroup() {
        var options = TableExtraction.Options()
        let root = options.scope(to: URL(fileURLWithPath: "/app/Sources/de.lproj"))
        XCTAssertEqual(root.path, "/app/Sources")
        XCTAssertEqual(options.onlyLanguage, "de")
        XCTAssertEqual(options.onlyGroup?.path, "/app/Sources")

        var whole = TableExtraction.Options()
        XCTAssertEqual(whole.scope(to: URL(fileURLWithPath: "/app")).path, "/app")
        XCTAssertNil(whole.onlyLanguage)
        XCTAssertNil(whole.onlyGroup)
    }
}
