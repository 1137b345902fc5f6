import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nText
import L10nRender
import L10nReport
import L10nStrings

/// The screens `verify --format html` shows: every scene with a finding on one of its views, laid out again
/// for that finding's language and device and drawn with those views outlined by rule, beside the same scene
/// on the same screen in the base language.
enum VerifyScreens {
    /// - Parameters:
    ///   - displayPath: the same function that named the findings' files.
    ///   - scale: pixels per point of the images (1 keeps the page light).
    /// - Returns: images in job order, then device and scene order; scenes without a warning or error on one
    ///   of their views are left out.
    static func images(
        for findings: [Finding], jobs: [Verifier.Job], engine: LayoutEngine, displayPath: (URL) -> String, scale: Double = 1
    ) -> [HTMLReportImage] {
        let renderer = SceneRenderer(textEngine: engine.textEngine, scale: scale)
        var images: [HTMLReportImage] = []
        // Several languages share one base screen: lay it out and draw each scene once per document and screen.
        var baseLayouts: [String: DocumentLayout] = [:]
        var basePNGs: [String: [UInt8]] = [:]
        for job in jobs {
            let documentPath = displayPath(job.document), tablePath = displayPath(job.table)
            let relevant = findings.filter { finding in
                // Infos (an untranslated brand name) stay in the table: outlining them would drown the rest.
                finding.severity >= .warning && finding.language == job.language && finding.objectID != nil
                    && (finding.file == documentPath || finding.file == tablePath || finding.related.contains { $0.file == documentPath })
            }
            guard !relevant.isEmpty, let document = try? IBDocument(contentsOf: job.document.path) else { continue }
            // The same reading as verify's (a catalog job's table is a String Catalog, not a .strings file).
            let translations = Verifier.translations(for: job)
            // Findings of rules that do not depend on the screen carry no device: show them on the document's own.
            let own = engine.layout(document, translations: translations, configuration: LayoutConfiguration(language: job.language))
            // A screen is a device, an orientation and a text size (findings at another size than L say which).
            func screenKey(of finding: Finding) -> String {
                let size = finding.measured.first { $0.name == "contentSize" }.map { Int($0.value) } ?? ContentSizeCategory.allCases.firstIndex(of: .large)!
                return "\(finding.device ?? own.device.id)|\(finding.orientation ?? own.device.orientation.rawValue)|\(size)"
            }
            var screens: [String] = []
            for finding in relevant {
                let screen = screenKey(of: finding)
                if !screens.contains(screen) { screens.append(screen) }
            }
            for screen in screens.sorted() {
                let parts = screen.split(separator: "|").map(String.init)
                let contentSize = ContentSizeCategory.allCases[min(max(Int(parts[2]) ?? 0, 0), ContentSizeCategory.allCases.count - 1)]
                let isOwn = parts[0] == own.device.id && parts[1] == own.device.orientation.rawValue && contentSize == .large
                let layout: DocumentLayout
                if isOwn {
                    layout = own
                } else {
                    layout = engine.layout(document, translations: translations, configuration: LayoutConfiguration(
                        language: job.language, device: Device.named(parts[0]), orientation: Device.Orientation(rawValue: parts[1]),
                        contentSize: contentSize))
                }
                let baseKey = job.document.path + "|" + screen
                let baseLayout = baseLayouts[baseKey] ?? engine.layout(document, translations: [:], configuration: isOwn
                    ? LayoutConfiguration()
                    : LayoutConfiguration(device: Device.named(parts[0]), orientation: Device.Orientation(rawValue: parts[1]), contentSize: contentSize))
                baseLayouts[baseKey] = baseLayout
                let onScreen = relevant.filter { screenKey(of: $0) == screen }
                for scene in layout.scenes {
                    var problems: [RenderProblem] = []
                    for finding in onScreen {
                        guard let id = finding.objectID, scene.view(id) != nil else { continue }
                        let problem = RenderProblem(viewID: id, ruleID: finding.ruleID)
                        if !problems.contains(problem) { problems.append(problem) }
                    }
                    guard !problems.isEmpty, let png = try? renderer.png(of: scene, in: layout, problems: problems),
                          let root = scene.view(scene.rootViewID) else { continue }
                    let sceneKey = baseKey + "|" + scene.id
                    if basePNGs[sceneKey] == nil, let baseScene = baseLayout.scenes.first(where: { $0.id == scene.id }),
                       let png = try? renderer.png(of: baseScene, in: baseLayout, problems: []) {
                        basePNGs[sceneKey] = [UInt8](png)
                    }
                    images.append(HTMLReportImage(
                        document: documentPath, language: job.language, device: layout.device.id,
                        orientation: layout.device.orientation.rawValue, sceneID: scene.id, sceneName: scene.name,
                        objectIDs: problems.map(\.viewID), png: [UInt8](png),
                        width: root.absoluteFrame.width, height: root.absoluteFrame.height, basePNG: basePNGs[sceneKey]))
                }
            }
        }
        return images
    }
}
