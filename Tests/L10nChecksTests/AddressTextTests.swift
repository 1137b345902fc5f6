import XCTest
@testable import L10nChecks

/// A base text that is one web or e-mail address has nothing to translate: a table that lacks it shows the
/// same text every language would. Sentences that contain an address, and words, are still texts. The same
/// holds for texts without letters and for "OK" in Latin-script languages.
final class AddressTextTests: XCTestCase {
    func testWebAndMailAddressesAreNotTranslatable() {
        for address in ["https://example.com", "http://{switch:a,b,c}.tile.org/{z}/{x}/{y}.png\n ", "www.example.org",
                        "name@example.com", "sdns://AQcAAAAAAAAA"] {
            XCTAssertTrue(VerifyPipeline.isAddress(address), address)
        }
    }

    func testTextsAroundAddressesAreTranslatable() {
        for text in ["Visit https://example.com", "Log in", "your email address", "a@b", "://", "www.", "e-mail@", "https:// or http://"] {
            XCTAssertFalse(VerifyPipeline.isAddress(text), text)
        }
    }
    /// Digits, symbols and emoji read the same in every language; "OK" in the Latin-script ones (Russian writes
    /// "ОК" in Cyrillic); a word such as "Plus" is a text to translate.
    func testTextsThatReadTheSameUntranslated() {
        for (text, language) in [("0%", "ar"), ("12:00", "de"), ("ℹ️", "he"), ("OK", "de"), ("OK", "fr"), ("https://example.com", "ja")] {
            XCTAssertNotNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
        for (text, language) in [("OK", "ru"), ("Plus", "de"), ("Okay", "de"), ("10 Jahre", "de")] {
            XCTAssertNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
    }
}
