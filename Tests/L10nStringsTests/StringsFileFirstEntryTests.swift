import Foundation
import XCTest
@testable import L10nStrings

/// Adding to a table with no entries: the entries go inside its `{ }` and after its header, and an entry
/// with a comment gets Interface Builder's layout. Hand-written tables.
final class StringsFileFirstEntryTests: XCTestCase {
    func added(to text: String, comment: Bool) -> String {
        var file = StringsFile(bytes: Array(text.utf8))
        file.addEntry(key: "a", value: "1", comment: comment ? "A" : nil)
        file.addEntry(key: "b", value: "2", comment: comment ? "B" : nil)
        let out = file.serialized()
        let reread = StringsFile(bytes: out)
        XCTAssertFalse(reread.hasErrors, text.debugDescription)
        XCTAssertEqual(reread.entries.map(\.key), ["a", "b"], text.debugDescription)
        return String(decoding: out, as: UTF8.self)
    }

    func testAnEmptyOrBlankTableGetsInterfaceBuildersLayout() {
        let ibtool = "\n/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n"
        XCTAssertEqual(added(to: "", comment: true), ibtool)
        XCTAssertEqual(added(to: "\n\n", comment: true), ibtool, "blank lines alone are no layout to keep")
        XCTAssertEqual(added(to: "", comment: false), "\"a\" = \"1\";\n\"b\" = \"2\";\n")
    }

    func testEntriesGoInsideBracesAndAfterAHeader() {
        XCTAssertEqual(added(to: "{\n}\n", comment: false), "{\n\"a\" = \"1\";\n\"b\" = \"2\";\n}\n")
        XCTAssertTrue(added(to: "/* header */\n", comment: true).hasPrefix("/* header */\n\n/* A */\n\"a\" = \"1\";\n"))
    }
}
