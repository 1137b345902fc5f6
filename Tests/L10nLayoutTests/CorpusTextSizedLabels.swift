import Foundation
import XCTest
import L10nInterfaceBuilder
@testable import L10nText
@testable import L10nLayout

/// The corpora's single-line labels whose width their text alone decides, as IB's canvas lays out their iOS
/// documents: IB stored each as wide as its font draws the text, ceiled to the pixel, which makes them the
/// oracle of text width. Misplaced or ambiguous labels and those of built-in cell styles are left out.
enum CorpusTextSizedLabels {
    /// Calls `body` with each such label's document path (relative to its corpus), its view, its text and the
    /// device it was laid out on, in file order. `elsewhere`: another folder instead of the corpora (fetched
    /// apps), whose documents the reader refuses (pre-Xcode 5 xibs) are skipped.
    static func forEach(engine: LayoutEngine, elsewhere: URL? = nil,
                        _ body: (_ file: String, _ view: ViewLayout, _ text: TextResult, _ device: Device) throws -> Void) throws {
        let folders = elsewhere.map { [$0] } ?? ["corpus", "corpus2"].map { CorpusFidelityTests.shared.appendingPathComponent($0) }
        for folder in folders {
            guard FileManager.default.fileExists(atPath: folder.path) else {
                XCTFail("the corpus is missing at \(folder.path); these tests read it as their oracle (CI lays ../shared beside the clone)")
                continue
            }
            var files: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { files.append(path) }
            }
            for file in files.sorted() {
                let path = folder.appendingPathComponent(file).path
                guard let document = elsewhere == nil ? try IBDocument(contentsOf: path) : try? IBDocument(contentsOf: path),
                      document.platform == .iOS else { continue }
                let layout = engine.layout(document, configuration: LayoutConfiguration.canvas)
                for scene in layout.scenes {
                    for view in scene.views where view.element == "label" && !view.misplaced && !view.ambiguous && view.cellStyle == nil {
                        guard let text = view.texts.first, text.numberOfLines == 1, !text.text.allSatisfy(\.isWhitespace),
                              !view.widthDeterminedBy.isEmpty, view.widthDeterminedBy.allSatisfy({ $0.origin == "intrinsic" }),
                              view.storedFrame.width > 0 else { continue }
                        try body(file, view, text, layout.device)
                    }
                }
            }
        }
    }
}
