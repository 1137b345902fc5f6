import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nLayout
import L10nText
@testable import L10nChecks

/// A label in a custom font the project does not ship is measured with the system font: an overflow
/// within that stand-in's error becomes info with a note naming the font; a clear overflow stays.
/// The storyboards are hand-written: one fixed-width label, nothing in the document to estimate the
/// font's widths from (so the unscaled stand-in's 8.2% error applies).
///
/// The error figures in ``MissingFontTolerance`` were measured on the corpus: every single-line label in a
/// custom font that is not installed, whose width the layout finds decided by its text alone, IB's stored
/// width against the stand-in's width of the same text (raw, and scaled by the document's estimate).
final class MissingFontToleranceTests: XCTestCase {
    static let engine = LayoutEngine(textEngine: try! TextEngine(environment: [:]))

    private func findings(font: String, text: String, width: Double, extra: String = "", projectRatio: Double? = nil) throws -> [Finding] {
        let label = ExampleStoryboard.label("lbl-00-001", text: "Accept", width: width, extra: extra)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="17.0"/>"#, with: font)
        let storyboard = ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-001", width: width))
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: "Example.storyboard")
        let base = Self.engine.layout(document)
        let layout = Self.engine.layout(document, translations: ["lbl-00-001.text": text], configuration: LayoutConfiguration(language: "de"))
        var found: [Finding] = []
        for (baseScene, scene) in zip(base.scenes, layout.scenes) {
            let context = LayoutCheckContext(documentPath: "Example.storyboard", language: "de", rightToLeft: false, device: layout.device,
                                             base: baseScene, localized: scene, entry: { _ in nil })
            for issue in TextTruncatedRule.check(context) {
                var finding = VerifyPipeline.finding(issue, language: "de", screen: nil)
                MissingFontTolerance.apply(to: &finding, scene: scene, textEngine: Self.engine.textEngine, language: "de", displayScale: layout.device.scale,
                                           projectRatio: { _ in projectRatio })
                found.append(finding)
            }
        }
        return found
    }

    private let missing = #"<fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="17"/>"#
    private let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    private let text = "Nutzungsbedingungen"

    private func naturalWidth() -> Double {
        Self.engine.textEngine.measure(text, font: .custom(name: "NoSuchFont-Regular", family: "No Such Font", size: 17), options: MeasureOptions()).naturalWidth
    }

    func testAnOverflowWithinTheStandInsErrorIsInfoNamingTheFont() throws {
        // 4% too wide: within the unscaled stand-in's 8.2%.
        let found = try findings(font: missing, text: text, width: (naturalWidth() / 1.04).rounded(.down))
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found.first?.message.contains("'NoSuchFont-Regular'") ?? false, found.first?.message ?? "")
        XCTAssertTrue(found.first?.fix.contains("fontDirectories") ?? false)
    }

    /// Other documents of the project show the font as wide as the stand-in: only the estimate's own 3.2%
    /// error is left, and 4% over is real; shown 7% narrower, 4% over is within reach again.
    func testTheProjectsOtherDocumentsNarrowTheError() throws {
        let width = (naturalWidth() / 1.04).rounded(.down)
        XCTAssertEqual(try findings(font: missing, text: text, width: width, projectRatio: 1.0).map(\.severity), [.error])
        XCTAssertEqual(try findings(font: missing, text: text, width: width, projectRatio: 0.93).map(\.severity), [.info])
    }

    /// A label that shrinks its text (Autoshrink, minimum scale 0.5) and is still cut at its smallest size: the
    /// width that decides is the shrunk text's, half its design width (a custom font keeps its proportions at
    /// every size; the system font standing in for it is tracked looser at small sizes). 4% over at half
    /// size is within the stand-in's error (info); judged at its design size it was twice the label's width.
    func testAShrunkTextIsJudgedAtTheSizeItIsDrawn() throws {
        let shrunk = naturalWidth() / 2
        let found = try findings(font: missing, text: text, width: (shrunk / 1.04).rounded(.down), extra: #"minimumScaleFactor="0.5""#)
        XCTAssertEqual(found.map(\.severity), [.info], found.first?.message ?? "")
        let clear = try findings(font: missing, text: text, width: (shrunk / 1.3).rounded(.down), extra: #"minimumScaleFactor="0.5""#)
        XCTAssertEqual(clear.map(\.severity), [.error])
    }

    func testAClearOverflowStays() throws {
        let found = try findings(font: missing, text: text, width: (naturalWidth() / 1.3).rounded(.down))
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testTheSystemFontIsNotUncertain() throws {
        let width = Self.engine.textEngine.measure(text, font: .system(size: 17), options: MeasureOptions()).naturalWidth
        let found = try findings(font: system, text: text, width: (width / 1.04).rounded(.down))
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testWrappedTextIsInfoOnlyWhenNarrowerLettersFitItsLines() throws {
        let long = "Ihre E-Mails werden nur auf Ihrem Gerät gespeichert und niemals auf unseren Servern abgelegt, auch nicht verschlüsselt"
        let font = FontSpec.custom(name: "NoSuchFont-Regular", family: "No Such Font", size: 17)
        func lines(_ scale: Double, _ width: Double) -> Int {
            var options = MeasureOptions(width: width, numberOfLines: 0)
            options.missingFontWidthScale = scale
            return Self.engine.textEngine.measure(long, font: font, options: options).lines.count
        }
        // A width where the stand-in needs one line more than 3% narrower letters do: allow the fewer lines.
        var width = 150.0
        while width < 400, lines(1, width) == lines(0.97, width) { width += 1 }
        let near = try findings(font: missing, text: long, width: width, extra: "numberOfLines=\"\(lines(0.97, width))\"")
        XCTAssertEqual(near.map(\.severity), [.info])
        // Two lines fewer than the stand-in needs: no error of the font's widths explains that.
        let clear = try findings(font: missing, text: long, width: width, extra: "numberOfLines=\"\(lines(1, width) - 2)\"")
        XCTAssertEqual(clear.map(\.severity), [.error])
    }

    /// Labels that their text alone sizes tell the font's real widths: IB stored them 10% narrower than
    /// the stand-in measures, and the project-wide ratio says so.
    func testRatiosAreReadOffLabelsTheirTextSizes() throws {
        let font = FontSpec.custom(name: "NoSuchFont-Regular", family: "No Such Font", size: 17)
        var labels = "", constraints = ""
        for (index, word) in ["Einstellungen", "Benachrichtigungen", "Datenschutzerklärung"].enumerated() {
            let id = "lbl-00-00\(index)"
            let stored = (Self.engine.textEngine.measure(word, font: font, options: MeasureOptions()).naturalWidth * 0.9 * 2).rounded(.up) / 2
            labels += ExampleStoryboard.label(id, text: word, width: stored)
                .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="17.0"/>"#, with: missing)
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l\(index)"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(20 + 40 * index)" id="t\(index)"/>

                """
        }
        let document = try IBDocument(bytes: Array(ExampleStoryboard.scene(labels, constraints: constraints).utf8), path: "Example.storyboard")
        let ratios = MissingFontTolerance.ratios(in: [Self.engine.layout(document)], textEngine: Self.engine.textEngine)
        XCTAssertEqual(ratios.keys.sorted(), ["NoSuchFont-Regular"])
        XCTAssertEqual(ratios["NoSuchFont-Regular"] ?? 0, 0.9, accuracy: 0.01)
    }
}
