import XCTest
import L10nStrings

final class PluralAuditTests: XCTestCase {
    func testSpecifiers() {
        XCTAssertEqual(FormatSpecifier.scan("%d of %2$@ 100%% %.2f %-5lld %#@files@ %arg %").map(\.text),
                       ["%d", "%2$@", "%.2f", "%-5lld", "%#@files@", "%arg"])
        XCTAssertEqual(FormatSpecifier.scan("%1$lld").first?.position, 1)
        XCTAssertEqual(FormatSpecifier.scan("a %@").first?.range, 2..<4)
        XCTAssertEqual(FormatSpecifier.argumentTypes(of: "%2$@ has %1$ld"), [2: "@", 1: "ld"])
        XCTAssertEqual(FormatSpecifier.argumentTypes(of: "%@ has %i"), [1: "@", 2: "d"])
        XCTAssertEqual(FormatSpecifier.scan("50% off").count, 0, "no space flag: text, as translators write it")
        XCTAssertEqual(FormatSpecifier.scan("100%").count, 0)
    }

    func forms(_ pairs: [(PluralCategory, String)], argument: String? = nil) -> [PluralVariant] {
        pairs.map { PluralVariant(category: $0.0, argument: argument, value: $0.1) }
    }

    func testMissingCategoriesPerLanguage() {
        let english = forms([(.one, "%d file"), (.other, "%d files")])
        XCTAssertEqual(PluralAudit.issues(of: english, language: "en"), [])
        XCTAssertEqual(PluralAudit.issues(of: english, language: "ja"), [], "extra categories are harmless")
        XCTAssertEqual(PluralAudit.issues(of: english, language: "ar"), [.missingCategories([.zero, .two, .few, .many], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: english, language: "ru"), [.missingCategories([.few, .many], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: english, language: "pl"), [.missingCategories([.few, .many], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%d plik")]), language: "en"), [.missingCategories([.other], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.other, "%d 件")]), language: "ja"), [])
        let russian = forms([(.one, "%d файл"), (.few, "%d файла"), (.many, "%d файлов"), (.other, "%d файла")])
        XCTAssertEqual(PluralAudit.issues(of: russian, language: "ru"), [])
        let arabic = forms([(.zero, "لا ملفات"), (.one, "ملف"), (.two, "ملفان"), (.few, "%d ملفات"), (.many, "%d ملفًا"), (.other, "%d ملف")])
        XCTAssertEqual(PluralAudit.issues(of: arabic, language: "ar"), [], "forms may leave the number out")
    }

    /// A count formats a whole number: the categories only fractions select are not needed (Russian and Polish
    /// `other`, Czech `many`), and those only whole millions select (French and Spanish `many`) are their own issue.
    /// An object or a decimal may be a fraction: every category counts (an object beside an integer is no count).
    func testWholeNumbersNeedOnlyTheCategoriesTheySelect() throws {
        let whole = try XCTUnwrap(PluralCategory.wholeNumbers(in: "ru"))
        XCTAssertEqual(whole.counts, [.one, .few, .many])
        // Each whole number's category, asked once per language, is the one ICU gives the number alone.
        for language in ["ru", "pl", "ar", "en", "is"] {
            let numbers = try XCTUnwrap(PluralCategory.wholeNumbers(in: language))
            XCTAssertEqual(numbers.ofCount.count, 1_101)
            for count in [0, 1, 2, 5, 11, 21, 22, 101, 111, 1_001, 1_100] {
                XCTAssertEqual(numbers.category(of: count), PluralCategory.category(of: Double(count), in: language), "\(language) \(count)")
            }
            XCTAssertNil(numbers.category(of: 1_101))
        }
        XCTAssertEqual(PluralCategory.wholeNumbers(in: "fr")?.millionsOnly, [.many])
        let russian = forms([(.one, "%d файл"), (.few, "%d файла"), (.many, "%d файлов")])
        XCTAssertEqual(PluralAudit.issues(of: russian, language: "ru"), [])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%.1f км"), (.few, "%.1f км"), (.many, "%.1f км")]), language: "ru"),
                       [.missingCategories([.other], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%d soubor"), (.few, "%d soubory"), (.other, "%d souborů")]), language: "cs"), [])
        let french = forms([(.one, "%d repas"), (.other, "%d repas")], argument: "meals")
        XCTAssertEqual(PluralAudit.issues(of: french, language: "fr"), [.missingMillionsCategories([.many], argument: "meals")])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%@ repas"), (.other, "%@ repas")]), language: "fr"),
                       [.missingCategories([.many], argument: nil)])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%d файл"), (.other, "%d файла")]), language: "ru"),
                       [.missingCategories([.few, .many], argument: nil)])
        // An object beside the count (Solstice's "%1$lld jours avant le %2$@") is a name or a date, not what is counted.
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%1$lld jour avant le %2$@."), (.other, "%1$lld jours avant le %2$@.")]), language: "fr"),
                       [.missingMillionsCategories([.many], argument: nil)])
        // The declared conversion decides where the forms leave the number out (MeowlWatch's "Coups restants").
        let declared = [PluralVariant(category: .one, argument: "left", value: "Coup restant", valueType: "d"),
                        PluralVariant(category: .other, argument: "left", value: "Coups restants", valueType: "d")]
        XCTAssertEqual(PluralAudit.issues(of: declared, language: "fr"), [.missingMillionsCategories([.many], argument: "left")])
    }

    func testMissingCategoriesAreCheckedPerArgument() {
        let variants = forms([(.one, "%d file"), (.other, "%d files")], argument: "files")
            + forms([(.other, "%d folders")], argument: "folders")
        XCTAssertEqual(PluralAudit.issues(of: variants, language: "en"), [.missingCategories([.one], argument: "folders")])
    }

    func testSpecifierMismatch() {
        let variants = forms([(.one, "%@ file"), (.few, "%d файла %@"), (.many, "%ld файлов"), (.other, "%d файла")])
        let issues = PluralAudit.issues(of: variants, language: "ru")
        XCTAssertEqual(issues, [
            .specifierMismatch(variant: variants[0], argumentNumber: 1, expected: "d", found: "@"),
            .specifierMismatch(variant: variants[1], argumentNumber: 2, expected: nil, found: "@"),
            .specifierMismatch(variant: variants[2], argumentNumber: 1, expected: "d", found: "ld"),
        ])
        XCTAssertEqual(PluralAudit.issues(of: forms([(.one, "%i file"), (.other, "%d files")]), language: "en"), [], "%i is %d")
    }
}
