import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nText
@testable import L10nChecks

/// Runs one layout rule on a scene of a single 17 pt system-font label pinned at the top left of the safe
/// area (`lbl-00-001`, `width` points wide unless `constraints` say otherwise), translated into German.
enum OneLabelScene {
    static let engine = LayoutEngine(textEngine: try! TextEngine(environment: [:]))

    /// - Parameter font: the `fontDescription` attributes naming the label's font (its size stays 17 pt), when not the system font.
    static func issues(_ rule: any LayoutRule.Type, text: String, width: Double, attributes: String = "", constraints: String = "",
                       font: String? = nil) throws -> [LayoutIssue] {
        var label = ExampleStoryboard.label("lbl-00-001", text: "Pay", width: width, extra: attributes)
        if let font { label = label.replacingOccurrences(of: #"type="system""#, with: font) }
        let storyboard = ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-001", width: width) + constraints)
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: "Example.storyboard")
        let base = engine.layout(document)
        let layout = engine.layout(document, translations: ["lbl-00-001.text": text], configuration: LayoutConfiguration(language: "de"))
        return zip(base.scenes, layout.scenes).flatMap { baseScene, scene in
            rule.check(LayoutCheckContext(documentPath: "Example.storyboard", language: "de", rightToLeft: false,
                                          device: layout.device, base: baseScene, localized: scene, entry: { _ in nil }))
        }
    }

    /// The width of `text` on one line at 17 pt.
    static func naturalWidth(_ text: String, font: FontSpec = .system(size: 17)) -> Double {
        engine.textEngine.measure(text, font: font, options: MeasureOptions()).naturalWidth
    }
}
