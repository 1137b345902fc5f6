import Foundation
import XCTest
@testable import L10nStrings

/// Every real table of ../shared/corpus and ../shared/corpus2: read back byte for byte through the entries,
/// decoded like Foundation, and edited, added to and trimmed without breaking (the fuzz target's invariants).
final class CorpusTests: XCTestCase {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    /// Every `.strings` file of both corpora, sorted by path.
    static func corpusTables() throws -> [URL] {
        var tables: [URL] = []
        for corpus in ["corpus", "corpus2"].map({ shared.appendingPathComponent($0) }) {
            guard FileManager.default.fileExists(atPath: corpus.path) else {
                XCTFail("the corpus is missing at \(corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)")
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: corpus.path])
            }
            let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)!
            for case let url as URL in enumerator where url.pathExtension == "strings" { tables.append(url) }
        }
        return tables.sorted { $0.path < $1.path }
    }

    func testEveryCorpusTableKeepsTheFuzzInvariantsAndFoundationsMeaning() throws {
        var empty = 0
        var encodings = Set<String>()
        let tables = try Self.corpusTables()
        for url in tables {
            let data = try Data(contentsOf: url)
            let bytes = [UInt8](data)
            StringsFuzzChecks.check(bytes)
            let file = StringsFile(bytes: bytes)
            encodings.insert(file.encoding.rawValue + (file.hasByteOrderMark ? "+bom" : ""))
            if bytes.isEmpty {
                // Real repos hold 0-byte tables. Foundation refuses empty data and iOS then loads no table,
                // which shows exactly as an empty one: it is read as an empty table, without an error.
                XCTAssertEqual(file.table, [:], url.path)
                XCTAssertFalse(file.hasErrors, url.path)
                empty += 1
            } else if let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                XCTAssertEqual(file.table, foundation, url.path)
                XCTAssertFalse(file.hasErrors, url.path)
            } else {
                XCTAssertTrue(file.hasErrors, "Foundation refuses \(url.path) but we found no error")
            }
        }
        XCTAssertGreaterThan(tables.count, 2000)
        XCTAssertGreaterThan(empty, 0, "the corpus holds at least one empty table")
        XCTAssertTrue(encodings.contains("utf-16le+bom") && encodings.contains("utf-8"), "\(encodings.sorted())")
    }
}
