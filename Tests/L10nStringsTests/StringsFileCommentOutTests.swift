import Foundation
import XCTest
@testable import L10nStrings

/// `commentOutEntry(at:)`: the entry's code becomes a comment in place; nothing else moves. Hand-written
/// tables in ibtool's layout.
final class StringsFileCommentOutTests: XCTestCase {
    func commented(_ text: String, at index: Int) -> (String, StringsFile) {
        var file = StringsFile(bytes: Array(text.utf8))
        XCTAssertFalse(file.hasErrors)
        file.commentOutEntry(at: index)
        let out = String(decoding: file.serialized(), as: UTF8.self)
        return (out, StringsFile(bytes: Array(out.utf8)))
    }

    func testAMiddleEntryBecomesACommentUnderItsOwnComment() {
        let (out, reread) = commented("\n/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\"; // kept\n\n/* C */\n\"c\" = \"3\";\n", at: 1)
        XCTAssertEqual(out, "\n/* A */\n\"a\" = \"1\";\n\n/* B */\n/* \"b\" = \"2\"; */ // kept\n\n/* C */\n\"c\" = \"3\";\n")
        XCTAssertEqual(reread.entries.map(\.key), ["a", "c"])
        XCTAssertEqual(reread.entries[1].comment, "/* C */", "the next entry keeps its own comment")
    }

    func testTheLastEntryGoesToTheEndOfTheFile() {
        let (out, reread) = commented("/* A */\r\n\"a\" = \"1\";\r\n\r\n/* B */\r\n'b'='2' ;\r\n", at: 1)
        XCTAssertEqual(out, "/* A */\r\n\"a\" = \"1\";\r\n\r\n/* B */\r\n/* 'b'='2' ; */\r\n")
        XCTAssertEqual(reread.entries.map(\.key), ["a"])
        XCTAssertFalse(reread.hasErrors)
    }

    func testACommentEndInsideTheEntryCannotEndItEarly() {
        let (out, reread) = commented("\"a\" = \"x */ y\";\n\"b\" = \"2\";\n", at: 0)
        XCTAssertEqual(out, "/* \"a\" = \"x * / y\"; */\n\"b\" = \"2\";\n")
        XCTAssertEqual(reread.entries.map(\.key), ["b"])
        XCTAssertFalse(reread.hasErrors)
    }

    func testASemicolonInACommentBeforeTheEntrysOwnIsPartOfTheCode() {
        let (out, _) = commented("\"a\" = \"1\" /* x; y */ ;\n\"b\" = \"2\";\n", at: 0)
        XCTAssertEqual(out, "/* \"a\" = \"1\" /* x; y * / ; */\n\"b\" = \"2\";\n")
    }
}
