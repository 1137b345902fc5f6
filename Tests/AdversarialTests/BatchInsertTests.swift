import Foundation
import XCTest
@testable import L10nStrings

/// Issue 17 item 13: adding many keys at once is linear (`insertEntries`) and gives the same bytes as
/// inserting them one by one, on real tables.
final class BatchInsertTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// One key at a time, as `extract` did: each before the first entry whose key it precedes.
    func insertOneByOne(_ new: [StringsFile.NewEntry], into table: inout StringsFile, order: StringsKeyOrder?) {
        for entry in new {
            var position = table.entries.count
            if let order, let following = table.entries.firstIndex(where: { order.precedes(entry.key, $0.key) }) { position = following }
            table.insertEntry(key: entry.key, value: entry.value, comment: entry.comment, at: position)
        }
    }

    func testBatchEqualsOneByOneOnCorpusTables() throws {
        let paths = (FileManager.default.enumerator(atPath: Self.corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".strings") }.sorted()
        XCTAssertFalse(paths.isEmpty, "corpus not found at \(Self.corpus.path)")
        var random = SeededGenerator(seed: 13)
        var compared = 0
        for path in paths.prefix(120) {
            let original = StringsFile(bytes: [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(path))))
            guard original.format == .text, !original.hasErrors, original.entries.count >= 3 else { continue }
            // Take out about a third of the entries, then put them back both ways, sorted by key as extract
            // sends them.
            var reduced = original
            var removed: [StringsFile.NewEntry] = []
            for index in original.entries.indices.reversed() where Int.random(in: 0..<3, using: &random) == 0 {
                removed.append(.init(key: original.entries[index].key, value: original.entries[index].value,
                                     comment: original.entries[index].commentText))
                reduced.removeEntry(at: index)
            }
            guard !removed.isEmpty, !reduced.entries.isEmpty else { continue }
            removed.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            let order = StringsKeyOrder.detect(reduced.entries.map(\.key))
            var oneByOne = reduced
            insertOneByOne(removed, into: &oneByOne, order: order)
            var batch = reduced
            batch.insertEntries(removed, order: order)
            XCTAssertEqual(String(decoding: batch.serialized(), as: UTF8.self), String(decoding: oneByOne.serialized(), as: UTF8.self), path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 30)
    }

    func testTenThousandKeysIntoATableOfOne() {
        var table = StringsFile(bytes: Array("\n/* Class = \"UILabel\"; text = \"Old\"; ObjectID = \"zzz-zz-zzz\"; */\n\"zzz-zz-zzz.text\" = \"Alt\";\n".utf8))
        let new = (0..<10_000).map { StringsFile.NewEntry(key: String(format: "L%05d-aa-bbb.text", $0), value: "Text \($0)",
                                                           comment: "Class = \"UILabel\"; text = \"Text \($0)\"; ObjectID = \"L\(String(format: "%05d", $0))-aa-bbb\";") }
        table.insertEntries(new, order: StringsKeyOrder.detect(table.entries.map(\.key)))
        let reread = StringsFile(bytes: table.serialized())
        XCTAssertFalse(reread.hasErrors)
        XCTAssertEqual(reread.entries.count, 10_001)
        XCTAssertEqual(reread.entries.first?.key, "L00000-aa-bbb.text")
        XCTAssertEqual(reread.entries.last?.key, "zzz-zz-zzz.text")
        XCTAssertEqual(reread.entries[1].interfaceBuilderComment?.objectID, "L00001-aa-bbb")
    }
}
