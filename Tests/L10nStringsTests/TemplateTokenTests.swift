import XCTest
import L10nStrings

final class TemplateTokenTests: XCTestCase {
    /// A template's token is read with the delimiters its code replaces along with the name (HalloApp's `<$sender$>`,
    /// mustache's `{{name}}`); a positional specifier's `$` is the format's.
    func testTokensKeepTheirDelimiters() {
        XCTAssertEqual(TemplateToken.tokens(in: "<$sender$> a {{name}} b $days c {count} d ${location} %2$d"),
                       ["<$sender$>", "{{name}}", "$days", "{count}", "${location}"])
        XCTAssertEqual(TemplateToken.tokens(in: "$a$ and <$b$ and {{c}"), ["$a$", "$b$", "{c}"])
    }
}
