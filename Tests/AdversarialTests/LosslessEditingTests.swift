import Foundation
import XCTest
@testable import L10nStrings

/// Issue 17 item 7: removing an entry takes the translator's notes above it along, and a commented-out
/// translation comes back when its key does.
final class LosslessEditingTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    func testATranslatorsNoteGoesWithItsEntry() {
        // Hand-written in ibtool's layout, with a translator's note above one entry's IB comment.
        let text = """
            /* Checkout screen */

            /* approved by Legal */
            /* Class = "UIButton"; normalTitle = "Agree"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.normalTitle" = "Zustimmen";

            /* Class = "UIButton"; normalTitle = "Place Order"; ObjectID = "def-34-uvw"; */
            "def-34-uvw.normalTitle" = "Bestellen";

            """
        var table = StringsFile(bytes: Array(text.utf8))
        table.removeEntry(at: 0)
        let out = String(decoding: table.serialized(), as: UTF8.self)
        XCTAssertEqual(out, """
            /* Checkout screen */

            /* Class = "UIButton"; normalTitle = "Place Order"; ObjectID = "def-34-uvw"; */
            "def-34-uvw.normalTitle" = "Bestellen";

            """)
        XCTAssertFalse(out.contains("approved by Legal"), "the note must not move onto Place Order")
    }

    func testACommentedOutTranslationComesBack() throws {
        let text = "\n/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"Zwei\"; // kept\n\n/* C */\n\"c\" = \"3\";\n"
        var table = StringsFile(bytes: Array(text.utf8))
        table.commentOutEntry(at: 1)
        XCTAssertEqual(table.commentedOutValue(forKey: "b"), "Zwei")
        XCTAssertNil(table.commentedOutValue(forKey: "a"))
        XCTAssertTrue(table.restoreCommentedOutEntry(forKey: "b"))
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), text)
        XCTAssertFalse(table.restoreCommentedOutEntry(forKey: "b"))
        // The last entry, commented out into the file's end, comes back too.
        table.commentOutEntry(at: 2)
        XCTAssertTrue(table.restoreCommentedOutEntry(forKey: "c"))
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), text)
    }

    /// Real tables: comment out a third of the entries, restore them by key: the bytes come back.
    func testCommentOutThenRestoreIsLosslessOnCorpusTables() throws {
        let paths = (FileManager.default.enumerator(atPath: Self.corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".strings") }.sorted()
        var random = SeededGenerator(seed: 7)
        var compared = 0
        for path in paths.prefix(150) {
            let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(path)))
            let original = StringsFile(bytes: bytes)
            guard original.format == .text, !original.hasErrors, original.entries.count >= 2,
                  Set(original.entries.map(\.key)).count == original.entries.count else { continue }
            var table = original
            var keys: [String] = []
            for index in original.entries.indices.reversed() where Int.random(in: 0..<3, using: &random) == 0 {
                keys.append(original.entries[index].key)
                table.commentOutEntry(at: index)
            }
            guard !keys.isEmpty else { continue }
            for key in keys { XCTAssertTrue(table.restoreCommentedOutEntry(forKey: key), "\(path): \(key)") }
            XCTAssertEqual(table.serialized(), bytes, path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 30)
    }
}
