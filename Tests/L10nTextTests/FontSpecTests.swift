import XCTest
@testable import L10nText

final class FontSpecTests: XCTestCase {
    func testInterfaceBuilderFontDescriptions() {
        XCTAssertEqual(FontSpec(ibType: "system", weight: nil, pointSize: 17, name: nil, family: nil, style: nil), .system(size: 17))
        XCTAssertEqual(FontSpec(ibType: "boldSystem", weight: nil, pointSize: 15, name: nil, family: nil, style: nil), .system(size: 15, weight: .bold))
        XCTAssertEqual(FontSpec(ibType: "italicSystem", weight: nil, pointSize: 12, name: nil, family: nil, style: nil), .system(size: 12, italic: true))
        XCTAssertEqual(FontSpec(ibType: "system", weight: "medium", pointSize: 14, name: nil, family: nil, style: nil), .system(size: 14, weight: .medium))
        XCTAssertEqual(FontSpec(ibType: nil, weight: nil, pointSize: nil, name: nil, family: nil, style: "UICTFontTextStyleBody"), .textStyle(.body))
        XCTAssertEqual(FontSpec(ibType: nil, weight: nil, pointSize: nil, name: nil, family: nil, style: "UICTFontTextStyleTitle0"), .textStyle(.largeTitle))
        // UIFontTextStyleSubheadline's value, as IB writes it.
        XCTAssertEqual(FontSpec(ibType: nil, weight: nil, pointSize: nil, name: nil, family: nil, style: "UICTFontTextStyleSubhead"), .textStyle(.subheadline))
        XCTAssertEqual(FontSpec(ibType: nil, weight: nil, pointSize: 16, name: "HelveticaNeue-Bold", family: "Helvetica Neue", style: nil),
                       .custom(name: "HelveticaNeue-Bold", family: "Helvetica Neue", size: 16))
        XCTAssertEqual(FontSpec.custom(name: "Avenir-Heavy", family: nil, size: 12).weight, .heavy)
        XCTAssertEqual(FontSpec.textStyle(.headline).weight, .semibold)
    }

    func testContentSizeCategoryNames() {
        XCTAssertEqual(ContentSizeCategory(name: "XS"), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(name: "L"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "large"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "xxxl"), .extraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "AX5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityM"), .accessibilityMedium)
        XCTAssertEqual(ContentSizeCategory(name: "accessibilityMedium"), .accessibilityMedium)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        XCTAssertEqual(ContentSizeCategory.accessibilityLarge.shortName, "AX2")
    }

    func testLineBreakModeNames() {
        XCTAssertEqual(LineBreakMode(ibName: "tailTruncation"), .truncatingTail)
        XCTAssertEqual(LineBreakMode(ibName: "middleTruncation"), .truncatingMiddle)
        XCTAssertEqual(LineBreakMode(ibName: "characterWrap"), .charWrap)
        XCTAssertNil(LineBreakMode(ibName: "wrap"))
    }
}
