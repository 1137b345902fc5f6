import Foundation
import L10nChecks
import L10nLayout
import L10nRender
import L10nStrings
import L10nText

/// The layout findings `render` outlines: `verify`'s layout and RTL rules (and missing keys) for the
/// languages drawn, matched to the scenes they are about.
struct RenderFindings {
    /// Warnings and errors only: infos (an untranslated brand name) would drown the rest.
    let findings: [Finding]

    /// Runs the checks for `languages` (those with tables) on the devices and orientation `render` draws.
    static func collect(
        root: URL, languages: [String], devices: [Device], orientation: Device.Orientation?, contentSize: ContentSizeCategory,
        engine: LayoutEngine
    ) -> RenderFindings {
        guard !languages.isEmpty, let project = try? LocalizationProject(root: root) else { return RenderFindings(findings: []) }
        var options = VerifyOptions()
        options.languages = languages
        options.devices = devices
        options.orientations = [orientation ?? .portrait]
        options.contentSizes = [contentSize]
        options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let verifier = Verifier(engine: engine)
        guard let jobs = try? verifier.jobs(project: project, options: options) else { return RenderFindings(findings: []) }
        let findings = verifier.verify(jobs, options: options, displayPath: { $0.standardizedFileURL.path })
        return RenderFindings(findings: findings.filter { $0.severity >= .warning && $0.objectID != nil })
    }

    /// What to outline in one scene: the findings about its views for this document (or its table),
    /// language and screen, then what the layout shows by itself; one outline per view and rule.
    func problems(in scene: SceneLayout, layout: DocumentLayout, document: URL, table: URL?) -> [RenderProblem] {
        var problems: [RenderProblem] = []
        if let language = layout.language {
            let documentPath = document.standardizedFileURL.path
            let tablePath = table?.standardizedFileURL.path
            for finding in findings where finding.language == language {
                guard let id = finding.objectID, scene.view(id) != nil,
                      finding.device == nil || finding.device == layout.device.id,
                      finding.orientation == nil || finding.orientation == layout.device.orientation.rawValue,
                      finding.file == documentPath || finding.file == tablePath || finding.related.contains(where: { $0.file == documentPath })
                else { continue }
                problems.append(RenderProblem(viewID: id, ruleID: finding.ruleID))
            }
        }
        for problem in RenderProblem.evident(in: scene) where !problems.contains(where: { $0.viewID == problem.viewID && $0.ruleID == problem.ruleID }) {
            problems.append(problem)
        }
        // Dedupe, then in view order so stacked rule tags do not depend on the order findings came in.
        var seen = Set<RenderProblem>()
        let order = Dictionary(scene.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return problems.filter { seen.insert($0).inserted }.sorted { a, b in
            let x = order[a.viewID] ?? 0, y = order[b.viewID] ?? 0
            return x != y ? x < y : a.ruleID < b.ruleID
        }
    }
}
