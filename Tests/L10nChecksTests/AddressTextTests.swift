import XCTest
@testable import L10nChecks

/// A base text that is one web or e-mail address has nothing to translate: a table that lacks it shows the
/// same text every language would. Sentences that contain an address, and words, are still texts.
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
}
