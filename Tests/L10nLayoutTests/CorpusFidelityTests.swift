import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Interface Builder stores every view's frame as its own Auto Layout engine solved it for the base language
/// on the document's device. Laying out each corpus document in the base language must reproduce them.
final class CorpusFidelityTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Share of compared views whose four frame values are all within 1 pt of the stored ones. Only raise it.
    /// Skipped: views IB marks misplaced or ambiguous, hidden views (IB keeps their designed frames), views
    /// whose custom font is not installed, and everything inside a skipped view.
    static let threshold = 0.90

    func testStoredFramesAreReproduced() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else { return XCTFail("the corpus is missing at \(Self.corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let engine = LayoutEngine(textEngine: try TextEngine())
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.corpus.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { files.append(path) }
        }
        files.sort()
        var compared = 0, matched = 0
        var misses: [(String, Double)] = []
        var byElement: [String: (Int, Int)] = [:]
        for file in files {
            let document = try IBDocument(contentsOf: Self.corpus.appendingPathComponent(file).path)
            guard document.targetRuntime?.hasPrefix("iOS") == true else { continue }
            let layout = engine.layout(document)
            var fileCompared = 0, fileMatched = 0
            for scene in layout.scenes {
                var skipped = Set<String>()
                var missed = Set<String>()
                for view in scene.views {
                    let missingFont = view.texts.contains { !$0.layout.warnings.isEmpty }
                    // Bar items are placed by the engine, not stored by IB: nothing to compare.
                    if ["navigationItem", "barButtonItem", "tabBarItem"].contains(view.element) { continue }
                    if view.misplaced || view.ambiguous || missingFont || view.isEffectivelyHidden || view.parentID.map({ skipped.contains($0) }) == true {
                        skipped.insert(view.id)
                        continue
                    }
                    let a = view.frame, b = view.storedFrame
                    let error = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
                    compared += 1; fileCompared += 1
                    var tally = byElement[view.element] ?? (0, 0)
                    tally.0 += 1
                    if error <= 1 { matched += 1; fileMatched += 1; tally.1 += 1 } else {
                        missed.insert(view.id)
                        let cause = view.parentID.map { missed.contains($0) } == true ? "cascade" : "first"
                        misses.append(("\(cause) \(file) \(view.element) \(view.id) got \(a) stored \(b)", error))
                    }
                    byElement[view.element] = tally
                }
            }
            print("fidelity \(file): \(fileMatched)/\(fileCompared)")
        }
        let share = Double(matched) / Double(max(compared, 1))
        print("fidelity: \(matched)/\(compared) views within 1 pt = \(String(format: "%.1f", share * 100))%")
        for (element, tally) in byElement.sorted(by: { $0.key < $1.key }) {
            print("fidelity by element: \(element) \(tally.1)/\(tally.0)")
        }
        if ProcessInfo.processInfo.environment["FIDELITY_MISSES"] != nil {
            for miss in misses.prefix(400) { print("miss: \(miss.0)") }
        }
        XCTAssertGreaterThanOrEqual(share, Self.threshold)
    }
}
