import XCTest
import L10nStrings

/// Language codes as Apple writes `.lproj` names, validated in one place.
final class LanguageCodeTests: XCTestCase {
    func testAppleSpellingsAreAcceptedAndNormalised() {
        let cases: [(String, String)] = [
            ("de", "de"), ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("zh-Hans", "zh-Hans"), ("zh_HANS", "zh-Hans"),
            ("es_AR", "es-AR"), ("es-419", "es-419"), ("sr-Latn-RS", "sr-Latn-RS"), ("en-XA", "en-XA"),
            ("English", "en"), ("German", "de"), ("fil", "fil"), ("de-CH-1996", "de-CH-1996"), ("en-x-pseudo", "en-x-pseudo"),
        ]
        for (text, identifier) in cases {
            XCTAssertEqual(LanguageCode(text)?.identifier, identifier, text)
            XCTAssertEqual(LanguageCode(text)?.raw, text, text)
        }
        XCTAssertEqual(LanguageCode("pt_BR"), LanguageCode("pt-BR"))
    }

    func testAnythingThatCouldNameAnotherPathIsRefused() {
        for text in ["", "Base", "x", "de/../../x", "../../outside", "de-", "-de", "de--CH", "de.lproj", "de CH",
                     "xx-invalid_lang", "ąb", "d\u{0}e", "de-x", "toolonglanguage"] {
            XCTAssertNil(LanguageCode(text), text)
        }
        XCTAssertThrowsError(try LanguageCode.validated("", origin: "--add-language")) { error in
            XCTAssertEqual(String(describing: error), "--add-language: an empty code is not a language code; use one such as de, pt-BR, zh-Hans or es-419")
        }
    }
}
