import Foundation
import XCTest
import L10nStrings

final class PluralCategoryTests: XCTestCase {
    func testCategoriesComeFromICU() {
        XCTAssertEqual(PluralCategory.categories(for: "ar"), [.zero, .one, .two, .few, .many, .other])
        XCTAssertEqual(PluralCategory.categories(for: "ru"), [.one, .few, .many, .other])
        XCTAssertEqual(PluralCategory.categories(for: "pl"), [.one, .few, .many, .other])
        XCTAssertEqual(PluralCategory.categories(for: "ja"), [.other])
        XCTAssertEqual(PluralCategory.categories(for: "en"), [.one, .other])
        XCTAssertEqual(PluralCategory.categories(for: "pt-BR"), PluralCategory.categories(for: "pt"))
        XCTAssertEqual(PluralCategory.categories(for: "zh-Hans"), [.other])
        XCTAssertEqual(PluralCategory.categories(for: "en-XA"), [.one, .other], "pseudo-languages use their base language")
        XCTAssertEqual(PluralCategory.categories(for: "xx-unknown"), [.other])
    }

    func testSelect() {
        XCTAssertEqual(PluralCategory.category(of: 1, in: "en"), .one)
        XCTAssertEqual(PluralCategory.category(of: 0, in: "ar"), .zero)
        XCTAssertEqual(PluralCategory.category(of: 3, in: "ar"), .few)
        XCTAssertEqual(PluralCategory.category(of: 11, in: "ar"), .many)
        XCTAssertEqual(PluralCategory.category(of: 22, in: "ru"), .few)
        XCTAssertEqual(PluralCategory.category(of: 5, in: "pl"), .many)
        XCTAssertEqual(PluralCategory.category(of: 1, in: "ja"), .other)
    }

    /// DESIGN.md: Foundation's own ICU must keep working in the process that uses the system ICU.
    func testFoundationICUStillWorksBesideTheShim() {
        XCTAssertEqual(PluralCategory.categories(for: "ar").count, 6)
        XCTAssertEqual("straße".uppercased(), "STRASSE")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ar")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM"
        XCTAssertEqual(formatter.string(from: Date(timeIntervalSince1970: 86400 * 3)), "يناير")
    }
}
