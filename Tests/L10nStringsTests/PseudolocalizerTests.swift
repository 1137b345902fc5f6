import XCTest
@testable import L10nStrings

final class PseudolocalizerTests: XCTestCase {
    let samples = ["Settings", "Delete \"%@\"?", "%1$@ sent you %2$lld photos", "100%% done", "%#@files@ left", "%arg files", "OK", "", "Line\nbreak"]

    func testSpecifiersSurviveEveryKindUntouchedAndOnce() {
        for kind in Pseudolocalizer.Kind.allCases {
            for sample in samples {
                let result = Pseudolocalizer.transform(sample, kind: kind)
                XCTAssertEqual(FormatSpecifier.scan(result).map(\.text), FormatSpecifier.scan(sample).map(\.text), "\(kind) \(sample) → \(result)")
                XCTAssertEqual(result.components(separatedBy: "%%").count, sample.components(separatedBy: "%%").count, "\(kind) \(sample)")
            }
        }
    }

    func testAccentedIsReadableAndAboutFortyPercentLonger() {
        XCTAssertEqual(Pseudolocalizer.transform("Settings", kind: .accented), "Šéţţîñĝš one")
        XCTAssertEqual(Pseudolocalizer.transform("Delete \"%@\"?", kind: .accented), "Đéļéţé \"%@\"? one two")
        for sample in samples where !sample.isEmpty {
            let result = Pseudolocalizer.transform(sample, kind: .accented)
            XCTAssertGreaterThanOrEqual(Double(result.unicodeScalars.count), 1.4 * Double(sample.unicodeScalars.count), sample)
        }
    }

    func testDoubleBoundedAndRightToLeft() {
        XCTAssertEqual(Pseudolocalizer.transform("Settings", kind: .double), "Settings Settings")
        XCTAssertEqual(Pseudolocalizer.transform("Delete %@?", kind: .double), "Delete Delete %@?")
        XCTAssertEqual(Pseudolocalizer.transform("Pay now", kind: .bounded), "[# Pay now #]")
        XCTAssertEqual(Pseudolocalizer.transform("Pay %@", kind: .rtl), "\u{200F}\u{202E}Pay\u{202C}\u{200F} %@")
        XCTAssertEqual(Pseudolocalizer.transform("$4.99", kind: .rtl), "$4.99")
        XCTAssertEqual(Pseudolocalizer.Kind.allCases.map(\.language), ["en-XA", "en-XL", "ar-XB", "en-XC"])
    }
}
