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

    /// On every real table: commenting out the first, a middle or the last entry leaves a valid table with
    /// that entry gone and every other entry byte-identical; emptying a table and adding to it stays valid.
    func testCorpusTablesStayValid() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return XCTFail("the corpus is missing at \(corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        var checked = 0
        for case let url as URL in enumerator where url.pathExtension == "strings" {
            let file = try StringsFile(contentsOf: url)
            guard file.format == .text, !file.hasErrors, !file.entries.isEmpty else { continue }
            for index in Set([0, file.entries.count / 2, file.entries.count - 1]).sorted() {
                var edited = file
                edited.commentOutEntry(at: index)
                let reread = StringsFile(bytes: edited.serialized())
                XCTAssertFalse(reread.hasErrors, "\(url.lastPathComponent) #\(index): \(reread.diagnostics)")
                var expected = file.entries.map(\.rawText)
                expected.remove(at: index)
                XCTAssertEqual(reread.entries.map(\.key), edited.entries.map(\.key), url.lastPathComponent)
                XCTAssertEqual(reread.entries.count, file.entries.count - 1, url.lastPathComponent)
                // The next entry's text now starts with the commented-out one; all others are unchanged.
                for (i, entry) in reread.entries.enumerated() where i != index {
                    XCTAssertEqual(entry.rawText, expected[i], "\(url.lastPathComponent) #\(index) entry \(i)")
                }
            }
            var emptied = file
            while !emptied.entries.isEmpty { emptied.removeEntry(at: 0) }
            emptied.addEntry(key: "k", value: "v", comment: "Class = \"UILabel\"; text = \"v\"; ObjectID = \"k\";")
            let refilled = StringsFile(bytes: emptied.serialized())
            XCTAssertFalse(refilled.hasErrors, url.lastPathComponent)
            XCTAssertEqual(refilled.entries.map(\.key), ["k"], url.lastPathComponent)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
