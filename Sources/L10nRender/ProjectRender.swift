import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject

/// Draws the layouts of a verify run (``LayoutRetention/all``) as PNG files: one per scene × language ×
/// screen, or with `context` one per strings key cropped around its view. The views of the run's warnings
/// and errors are outlined with their rule id, so an image shows exactly what `verify` reports.
public struct ProjectRender {
    /// One image to write.
    public struct Image: Sendable {
        /// Relative to the output folder: `Main/de/iphone-16/<sceneID>.png` or `Main/de/<key>.png`.
        public var path: String
        public var png: Data
    }

    public let workspace: Workspace
    public let renderer: SceneRenderer
    /// One image per strings key instead of one per scene.
    public let context: Bool

    public init(workspace: Workspace, renderer: SceneRenderer, context: Bool) {
        self.workspace = workspace
        self.renderer = renderer
        self.context = context
    }

    /// The folder name of each document in the output: its name, made unique when two `Base.lproj` folders
    /// hold documents of the same name (`Main`, `Main-2`).
    public func outputNames(of documents: [URL]) -> [URL: String] {
        var used = Set<String>()
        var names: [URL: String] = [:]
        for document in documents {
            let name = document.deletingPathExtension().lastPathComponent
            var candidate = name
            var suffix = 2
            while used.contains(candidate) { candidate = "\(name)-\(suffix)"; suffix += 1 }
            used.insert(candidate)
            names[document] = candidate
        }
        return names
    }

    /// The images of one document in one language (nil: the base texts) on every screen the run kept.
    /// A language without a layout of its own in the run (no table for this document) is drawn with the
    /// base texts under its own name.
    /// - Throws: ``RenderError`` when a scene cannot be drawn.
    public func images(document: URL, outputName: String, language: String?, result: VerifyResult) throws -> [Image] {
        let own = result.layouts.filter { $0.document == document && $0.language == language && language != nil }
        let laidOut = own.isEmpty ? result.layouts.filter { $0.document == document && $0.language == nil } : own
        let folder = outputName + "/" + (language ?? "Base")
        var images: [Image] = []
        let keys = context ? contextKeys(document) : [:]
        for screen in laidOut {
            let documentPath = workspace.relativePath(document)
            let tablePath = screen.table.map(workspace.relativePath)
            for scene in screen.layout.scenes {
                let problems = language == nil || own.isEmpty ? [] : self.problems(
                    in: scene, result: result, language: language!, screen: screen.screen, documentPath: documentPath, tablePath: tablePath)
                if context {
                    for shot in try renderer.contextShots(of: scene, in: screen.layout, problems: problems, keys: keys[scene.id] ?? []) {
                        images.append(Image(path: folder + "/" + shot.fileName, png: shot.png))
                    }
                } else {
                    let png = try renderer.png(of: scene, in: screen.layout, problems: problems)
                    images.append(Image(path: "\(folder)/\(screen.layout.device.id)/\(Self.fileName(sceneID: scene.id))", png: png))
                }
            }
        }
        return images
    }

    /// One document in one language (nil: the base texts) to draw.
    public struct Unit: Sendable {
        public var document: URL
        public var language: String?
        public init(document: URL, language: String?) {
            self.document = document
            self.language = language
        }
    }

    /// Draws every unit on up to `workers` threads and hands each image to `write` (from those threads) as it
    /// is drawn. Units are independent (each image has its own canvas and file); what `write` returned is
    /// kept per unit, in the units' order, so the result does not depend on timing. A unit stops at its
    /// first error, which takes the place of its files.
    public func draw<Written: Sendable>(_ units: [Unit], result: VerifyResult, workers: Int,
                                        write: @Sendable (Image) throws -> Written) -> [Result<[Written], Error>] {
        let names = outputNames(of: units.map(\.document).reduce(into: [URL]()) { if !$0.contains($1) { $0.append($1) } })
        let outcomes = DrawOutcomes<Written>(count: units.count)
        let threads = max(1, min(workers, units.count))
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for index in stride(from: worker, to: units.count, by: threads) {
                let unit = units[index]
                let outcome = Result<[Written], Error> {
                    try images(document: unit.document, outputName: names[unit.document] ?? "Document", language: unit.language, result: result)
                        .map(write)
                }
                outcomes.lock.lock()
                outcomes.list[index] = outcome
                outcomes.lock.unlock()
            }
        }
        return outcomes.list
    }

    /// The run's warnings and errors about this scene's views for this language and screen, one outline per
    /// view and rule, in view order.
    func problems(in scene: SceneLayout, result: VerifyResult, language: String, screen: Screen, documentPath: String, tablePath: String?) -> [RenderProblem] {
        var problems: [RenderProblem] = []
        var seen = Set<RenderProblem>()
        for finding in result.findings where finding.severity >= .warning && finding.language == language {
            guard let id = finding.objectID, scene.view(id) != nil,
                  finding.screens.isEmpty || finding.screens.contains(where: { $0.device == screen.device && $0.orientation == screen.orientation && $0.contentSize == screen.contentSize }),
                  finding.file == documentPath || finding.file == tablePath || finding.related.contains(where: { $0.file == documentPath })
            else { continue }
            let problem = RenderProblem(viewID: id, ruleID: finding.ruleID)
            if seen.insert(problem).inserted { problems.append(problem) }
        }
        let order = Dictionary(scene.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return problems.sorted { a, b in
            let x = order[a.viewID] ?? 0, y = order[b.viewID] ?? 0
            return x != y ? x < y : a.ruleID < b.ruleID
        }
    }

    /// The strings keys of a document's objects by the scene holding them (a storyboard's scene ID, a
    /// xib's root view ID, as the layout names scenes); objects outside every scene are left out.
    func contextKeys(_ url: URL) -> [String: [ContextKey]] {
        guard case .success(let document) = workspace.document(url) else { return [:] }
        var sceneOf: [String: String] = [:]
        let roots: [(String?, IBNode)] = document.isStoryboard
            ? document.scenes.map { ($0.id, $0.node) } : document.rootViews.map { ($0.id, $0.node) }
        for (sceneID, node) in roots {
            guard let sceneID else { continue }
            if let id = node["id"] { sceneOf[id] = sceneID }
            node.forEachDescendant { if let id = $0["id"], sceneOf[id] == nil { sceneOf[id] = sceneID } }
        }
        var keys: [String: [ContextKey]] = [:]
        for entry in IBStringsExtractor.entries(of: document) {
            guard let scene = sceneOf[entry.objectID] else { continue }
            keys[scene, default: []].append(ContextKey(key: entry.key, objectID: entry.objectID))
        }
        return keys
    }

    /// A scene's image file: its ID, with characters unsafe in file names replaced.
    static func fileName(sceneID: String) -> String {
        String(sceneID.map { $0 == "/" || $0 == ":" || $0 == "\\" ? "_" : $0 }) + ".png"
    }
}

/// The outcome of each unit of a parallel draw, written under a lock.
private final class DrawOutcomes<Written>: @unchecked Sendable {
    let lock = NSLock()
    var list: [Result<[Written], Error>]
    init(count: Int) { list = Array(repeating: .success([]), count: count) }
}
