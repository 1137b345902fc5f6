import Foundation
import XCTest
@testable import L10nStrings

/// Every real table of ../shared/corpus: read back byte for byte through the entries, decoded like
/// Foundation, and edited, added to and trimmed without breaking (the fuzz target's invariants).
final class CorpusTests: XCTestCase {
    func testEveryCorpusTableKeepsTheFuzzInvariantsAndFoundationsMeaning() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { return XCTFail("the corpus is missing at \(corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        var count = 0
        var encodings = Set<String>()
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where url.pathExtension == "strings" {
            let data = try Data(contentsOf: url)
            let bytes = [UInt8](data)
            StringsFuzzChecks.check(bytes)
            let file = StringsFile(bytes: bytes)
            encodings.insert(file.encoding.rawValue + (file.hasByteOrderMark ? "+bom" : ""))
            if let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                XCTAssertEqual(file.table, foundation, url.path)
                XCTAssertFalse(file.hasErrors, url.path)
            } else {
                XCTAssertTrue(file.hasErrors, "Foundation refuses \(url.path) but we found no error")
            }
            count += 1
        }
        XCTAssertGreaterThan(count, 100)
        XCTAssertTrue(encodings.contains("utf-16le+bom") && encodings.contains("utf-8"), "\(encodings.sorted())")
    }
}
