import Foundation
import L10nChecks
import L10nLayout
import L10nProject
import L10nReport

/// The screens `verify --format html` shows, drawn from the layouts the verify run kept
/// (``LayoutRetention/withFindings``): every scene with a warning or error on one of its views, on the
/// finding's worst screen, beside the same scene on the same screen in the base language. Nothing is laid
/// out again.
public enum ReportScreens {
    /// - Parameter scale: pixels per point of the images (1 keeps the page light).
    /// - Returns: images in the run's job order, then scene order.
    public static func images(for result: VerifyResult, workspace: Workspace, renderer: SceneRenderer) -> [HTMLReportImage] {
        let bases = Dictionary(
            result.layouts.filter { $0.language == nil }.map { ($0.document.path + "|" + key($0.screen), $0) },
            uniquingKeysWith: { first, _ in first })
        var firstScreenOfJob = Set<String>()
        var images: [HTMLReportImage] = []
        var basePNGs: [String: [UInt8]] = [:]
        for laidOut in result.layouts {
            guard let language = laidOut.language else { continue }
            let documentPath = workspace.relativePath(laidOut.document)
            let tablePath = laidOut.table.map(workspace.relativePath)
            let jobKey = laidOut.document.path + "|" + language
            // Findings that do not depend on the screen are shown on the job's first screen.
            let isFirst = firstScreenOfJob.insert(jobKey).inserted
            let relevant = result.findings.filter { finding in
                // Infos (an untranslated brand name) stay in the table: outlining them would drown the rest.
                guard finding.severity >= .warning, finding.language == language, finding.objectID != nil,
                      finding.file == documentPath || finding.file == tablePath || finding.related.contains(where: { $0.file == documentPath })
                else { return false }
                if finding.screens.isEmpty { return isFirst }
                return finding.device == laidOut.screen.device && finding.orientation == laidOut.screen.orientation
                    && (finding.contentSize ?? "L") == laidOut.screen.contentSize
            }
            guard !relevant.isEmpty else { continue }
            let baseKey = laidOut.document.path + "|" + key(laidOut.screen)
            let base = bases[baseKey]
            for scene in laidOut.layout.scenes {
                var problems: [RenderProblem] = []
                for finding in relevant {
                    guard let id = finding.objectID, scene.view(id) != nil else { continue }
                    let problem = RenderProblem(viewID: id, ruleID: finding.ruleID)
                    if !problems.contains(problem) { problems.append(problem) }
                }
                guard !problems.isEmpty, let png = try? renderer.png(of: scene, in: laidOut.layout, problems: problems),
                      let root = scene.view(scene.rootViewID) else { continue }
                let sceneKey = baseKey + "|" + scene.id
                if basePNGs[sceneKey] == nil, let base, let baseScene = base.layout.scenes.first(where: { $0.id == scene.id }),
                   let basePNG = try? renderer.png(of: baseScene, in: base.layout, problems: []) {
                    basePNGs[sceneKey] = [UInt8](basePNG)
                }
                images.append(HTMLReportImage(
                    document: documentPath, language: language, device: laidOut.screen.device,
                    orientation: laidOut.screen.orientation, sceneID: scene.id, sceneName: scene.name,
                    objectIDs: problems.map(\.viewID), png: [UInt8](png),
                    width: root.absoluteFrame.width, height: root.absoluteFrame.height, basePNG: basePNGs[sceneKey]))
            }
        }
        return images
    }

    static func key(_ screen: Screen) -> String { "\(screen.device)|\(screen.orientation)|\(screen.contentSize)" }
}
