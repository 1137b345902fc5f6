import XCTest
@testable import L10nText

final class InlineMarkdownTests: XCTestCase {
    func shown(_ text: String) -> String? { InlineMarkdown(text)?.shown }

    func testMarkersAndLinkAddressesAreNotDrawn() {
        XCTAssertEqual(shown("Update from **GitHub**?"), "Update from GitHub?")
        XCTAssertEqual(shown("*one* and __two__ and ~~three~~"), "one and two and three")
        XCTAssertEqual(shown("Run `sudo mount` first"), "Run sudo mount first")
        XCTAssertEqual(shown("See [our **terms**](https://example.com/tos) now."), "See our terms now.")
        XCTAssertEqual(shown("[Psiphon](https://psiphon.ca/ \"Psiphon (site)\") blocked"), "Psiphon blocked")
        // A code span shows its content as written, markers included.
        XCTAssertEqual(shown("Append `**` to `route_exclude_address`"), "Append ** to route_exclude_address")
        XCTAssertEqual(shown(#"Cost \*not\* bold"#), "Cost *not* bold")
    }

    func testTextWithoutInlineMarkdownShowsAsWritten() {
        XCTAssertNil(InlineMarkdown("route_exclude_address and snake_case_name"))
        XCTAssertNil(InlineMarkdown("Hide Wi-Fi**"))
        XCTAssertNil(InlineMarkdown("5 * 3 = 15, about ~5 minutes"))
        XCTAssertNil(InlineMarkdown("Open [settings] (twice)"))
        XCTAssertNil(InlineMarkdown("a `lone backtick"))
        XCTAssertNil(InlineMarkdown("نص عادي بدون تنسيق"))
    }

    func testShownOffsetsLeadBackToTheWrittenText() throws {
        let markdown = try XCTUnwrap(InlineMarkdown("از **GitHub** را"))
        XCTAssertEqual(markdown.shown, "از GitHub را")
        let written = Array("از **GitHub** را".utf16)
        // "G" is the fourth unit shown and the sixth written.
        XCTAssertEqual(markdown.origin(ofShown: 3), 5)
        for (index, origin) in markdown.origins.enumerated() {
            XCTAssertEqual(Array(markdown.shown.utf16)[index], written[origin])
        }
    }
}
