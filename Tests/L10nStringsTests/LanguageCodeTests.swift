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

    /// A folder of a translation service's pseudo-language names no language a device is set to: upside-down English
    /// `en-UD` (no region `UD`), PojavLauncher's pre-reform Russian `pr` (no language `pr`), translatewiki's message
    /// documentation `qqq` (a code ISO 639-2 keeps for local use). Deprecated codes iOS still
    /// maps (`iw`), three-letter languages and numeric regions are languages.
    func testPseudoLanguagesNameNoAssignedCode() {
        for text in ["en-UD", "pr", "xx", "de-QQ", "qqq", "qaa"] {
            XCTAssertEqual(LanguageCode(text)?.namesAssignedCodes, false, text)
        }
        for text in ["de", "pt-BR", "pt_PT", "iw", "in", "zh-Hans", "zh_TW", "es-419", "sr-Latn-RS", "skr-Arab", "lol", "English", "en-GB", "fil"] {
            XCTAssertEqual(LanguageCode(text)?.namesAssignedCodes, true, text)
        }
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
