import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nLayout
import L10nText
@testable import L10nChecks

/// How sure `text-truncated` is (a hand-written 17 pt system-font label of a fixed width): a German text a
/// little over 1 pt too wide for it is within the system font stand-in's measuring error, a warning to
/// check on a device; clearly too wide, an error.
final class TextTruncatedConfidenceTests: XCTestCase {
    static let engine = LayoutEngine(textEngine: try! TextEngine(environment: [:]))

    private func issues(_ text: String, width: Double) throws -> [LayoutIssue] {
        let label = ExampleStoryboard.label("lbl-00-001", text: "Pay", width: width, extra: #"adjustsFontSizeToFit="NO""#)
        let storyboard = ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-001", width: width))
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: "Example.storyboard")
        let base = Self.engine.layout(document)
        let layout = Self.engine.layout(document, translations: ["lbl-00-001.text": text], configuration: LayoutConfiguration(language: "de"))
        return zip(base.scenes, layout.scenes).flatMap { baseScene, scene in
            TextTruncatedRule.check(LayoutCheckContext(documentPath: "Example.storyboard", language: "de", rightToLeft: false,
                                                       device: layout.device, base: baseScene, localized: scene, entry: { _ in nil }))
        }
    }

    func testAnOverflowWithinTheStandInsErrorIsAWarning() throws {
        let text = "Jetzt bezahlen"
        let natural = Self.engine.textEngine.measure(text, font: .system(size: 17), options: MeasureOptions()).naturalWidth
        let close = try issues(text, width: natural - 0.7)
        XCTAssertEqual(close.map(\.severity), [.warning])
        XCTAssertTrue(close.first?.message.contains("measuring error") ?? false, close.first?.message ?? "")
        XCTAssertEqual(try issues(text, width: (natural - 10).rounded(.down)).map(\.severity), [.error])
    }
}
