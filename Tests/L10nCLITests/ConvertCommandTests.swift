import Foundation
import XCTest
@testable import L10nCLI

/// `convert` over every real table of the corpus: `--to strings` gives back the same bytes, and
/// `--to json` holds exactly what Foundation's PropertyListSerialization reads from the file.
final class ConvertCommandTests: XCTestCase {
    static let shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared")

    /// Every `.strings` file of ../shared/corpus and ../shared/corpus2, sorted by path.
    func corpusTables() throws -> [URL] {
        var tables: [URL] = []
        for corpus in ["corpus", "corpus2"].map({ Self.shared.appendingPathComponent($0) }) {
            guard FileManager.default.fileExists(atPath: corpus.path) else {
                XCTFail("the corpus is missing at \(corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)")
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: corpus.path])
            }
            let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)!
            for case let url as URL in enumerator where url.pathExtension == "strings" { tables.append(url) }
        }
        return tables.sorted { $0.path < $1.path }
    }

    func testEveryCorpusTableConvertsToTheSameBytesAndToFoundationsJSON() throws {
        let tables = try corpusTables()
        XCTAssertGreaterThan(tables.count, 2000)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var refused = 0
        for (i, table) in tables.enumerated() {
            let original = try Data(contentsOf: table)
            let out = scratch.appendingPathComponent("\(i).strings")
            let run = runTool(["convert", table.path, "--to", "strings", "--output", out.path])
            XCTAssertEqual(run.code, 0, "\(table.path): \(run.stderr)")
            XCTAssertEqual(try? Data(contentsOf: out), original, table.path)

            let json = runTool(["convert", table.path, "--to", "json"])
            if original.isEmpty {
                // A 0-byte table (real repos hold them): Foundation refuses empty data, iOS loads no table,
                // which shows as an empty one; convert gives the empty table.
                XCTAssertEqual(json.code, 0, "\(table.path): \(json.stderr)")
                XCTAssertEqual(json.stdout, "{}\n", table.path)
                continue
            }
            guard let foundation = try? PropertyListSerialization.propertyList(from: original, format: nil) as? [String: String] else {
                // Foundation refuses the table (one real file lacks a ';'): so must we, with a location.
                XCTAssertEqual(json.code, 2, table.path)
                XCTAssertTrue(json.stderr.contains(table.path + ":"), json.stderr)
                refused += 1
                continue
            }
            XCTAssertEqual(json.code, 0, "\(table.path): \(json.stderr)")
            let ours = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String]
            XCTAssertEqual(ours, foundation, table.path)
        }
        XCTAssertLessThan(refused, 3, "Foundation reads nearly every real table")
    }

    func testJSONIsSortedFlatAndEscaped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Hand-written: a duplicate (the last wins), an escaped quote and newline, unsorted keys.
        try Data("\"b\" = \"1\";\n\"a\" = \"x\\\"y\\nz\";\n\"b\" = \"2\";\n".utf8).write(to: dir.appendingPathComponent("t.strings"))
        let run = runTool(["convert", "t.strings", "--to", "json"], in: dir)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, "{\n  \"a\": \"x\\\"y\\nz\",\n  \"b\": \"2\"\n}\n")
    }

    func testMalformedTableIsRefusedWithEveryErrorLocated() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Hand-written: two entries without ';'.
        try Data("\"a\" = \"1\"\n\"b\" = \"2\"\n\"c\" = \"3\";\n".utf8).write(to: dir.appendingPathComponent("bad.strings"))
        let run = runTool(["convert", "bad.strings", "--to", "json"], in: dir)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("bad.strings:1:10: error: expected ';' after the value"), run.stderr)
        XCTAssertTrue(run.stderr.contains("bad.strings:2:10: error: expected ';' after the value"), run.stderr)
        XCTAssertTrue(run.stderr.contains("iOS does not load this table, so none of its translations are shown"), run.stderr)
    }

    func testMissingToIsAUsageError() {
        let run = runTool(["convert", "x.strings"])
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("--to"), run.stderr)
    }

    func testJSONInputConvertsToAStringsTable() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{\"b\": \"B\", \"a\": \"say \\\"hi\\\"\"}".utf8).write(to: dir.appendingPathComponent("t.json"))
        let run = runTool(["convert", "t.json", "--to", "strings"], in: dir)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\"a\" = \"say \\\"hi\\\"\";\n\"b\" = \"B\";\n")
    }
}
