import XCTest
import L10nInterfaceBuilder

/// Extraction against real ibtool output: the corpus tables whose MANIFEST notes say `missing 0, extra 0`.
final class IBCorpusExtractionTests: XCTestCase {
    /// Tables whose IB comments quote an older base text: the storyboard was edited after ibtool wrote them
    /// (exactly the "needs review" case of `extract`). Their keys and classes still match.
    static let staleBaseText: Set<String> = [
        "dileep10701963__RCRC/Modules/PlanATrip/TravelPreferences/View/ar.lproj/FriendlyStopCell.strings",
        "dileep10701963__RCRC/Modules/PlanATrip/TravelPreferences/View/ur.lproj/FriendlyStopCell.strings",
        "dileep10701963__RCRC/ReusableComponent/Dialog/ar.lproj/ScrollableAlertView.strings",
        "dileep10701963__RCRC/ReusableComponent/Dialog/en.lproj/ScrollableAlertView.strings",
        "likashing__WorkMeOut/ar.lproj/LaunchScreen.strings",
    ]

    func testExactPairsHaveTheTablesKeysAndComments() throws {
        guard FileManager.default.fileExists(atPath: CorpusPairs.corpus.path) else { return XCTFail("the corpus is missing at \(CorpusPairs.corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let pairs = try CorpusPairs.pairs().filter(\.isExact)
        XCTAssertEqual(pairs.count, 45, "MANIFEST lists 45 exact pairs")
        var commentsEqual = 0
        for pair in pairs {
            let name = String(pair.table.dropFirst(CorpusPairs.corpus.path.count + 1))
            let document = try IBDocument(contentsOf: pair.document)
            let extracted = IBStringsExtractor.entries(of: document)
            let table = try CorpusPairs.readTable(pair.table)
            XCTAssertEqual(Set(extracted.map(\.key)), Set(table.keys), name)
            let differing = extracted.filter { table[$0.key] != .some($0.comment) }
            if differing.isEmpty {
                commentsEqual += 1
                XCTAssertFalse(Self.staleBaseText.contains(name), "\(name) now matches: remove it from the list")
            } else {
                XCTAssertTrue(Self.staleBaseText.contains(name), "\(name): \(differing.map(\.comment))")
                for entry in differing {
                    // Only the quoted base text may differ: class, property and object ID must match.
                    let expected = try XCTUnwrap(table[entry.key] ?? nil)
                    XCTAssertTrue(expected.hasPrefix("Class = \"\(entry.className)\"; \(entry.property) = \""), name)
                    XCTAssertTrue(expected.hasSuffix("ObjectID = \"\(entry.objectID)\";"), name)
                }
            }
        }
        XCTAssertEqual(commentsEqual, 40)
    }

    /// Every storyboard and xib of the corpus reads, and element locations agree with the text.
    func testEveryCorpusDocumentReads() throws {
        guard let enumerator = FileManager.default.enumerator(at: CorpusPairs.corpus, includingPropertiesForKeys: nil) else {
            return XCTFail("the corpus is missing at \(CorpusPairs.corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)")
        }
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "storyboard" || url.pathExtension == "xib" {
            let document = try IBDocument(contentsOf: url.path)
            count += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var checked = 0
            document.root.forEachDescendant { node in
                guard checked < 50 else { return }
                checked += 1
                let line = Array(lines[node.line - 1].utf8)
                XCTAssertEqual(String(decoding: line[(node.column - 1)...].prefix(node.name.utf8.count + 1), as: UTF8.self), "<" + node.name, url.path)
            }
        }
        XCTAssertEqual(count, 49)
    }

    /// The full text for a modern table: leading blank line, entries sorted by key, final newline.
    func testTableTextOfAnExactPairIsByteIdenticalToIbtoolOutput() throws {
        let root = CorpusPairs.corpus.appendingPathComponent("dileep10701963__RCRC/Modules/News/View")
        guard FileManager.default.fileExists(atPath: root.path) else { return XCTFail("the corpus is missing at \(root.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let document = try IBDocument(contentsOf: root.appendingPathComponent("Base.lproj/NewsCell.xib").path)
        let expected = try String(contentsOf: root.appendingPathComponent("en.lproj/NewsCell.strings"), encoding: .utf8)
        XCTAssertEqual(IBStringsExtractor.table(of: document), expected)
    }
}
