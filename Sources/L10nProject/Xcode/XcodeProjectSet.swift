import Foundation

/// Every Xcode project of an app read once: the projects discovery found (or a workspace lists) and the
/// projects they reference, each once. Answers discovery's questions across all of them.
public struct XcodeProjectSet: Sendable {
    /// The projects read, in the order given, each followed by the projects it references.
    public let projects: [XcodeProject]
    /// Projects that exist but could not be read; discovery goes on with the others and reports these.
    public let errors: [XcodeProjectError]

    /// Reads the `.xcodeproj` folders at `urls` and, depth first, the projects they reference (skipping
    /// referenced projects that are not on disk). A project reached twice is read once.
    public init(reading urls: [URL]) {
        var projects: [XcodeProject] = []
        var errors: [XcodeProjectError] = []
        var seen: Set<String> = []
        var pending = Array(urls.map(\.standardizedFileURL).reversed())
        while let url = pending.popLast() {
            guard seen.insert(url.path.lowercased()).inserted else { continue }
            do {
                let project = try XcodeProject(contentsOf: url)
                projects.append(project)
                for reference in project.projectReferences.reversed()
                where FileManager.default.fileExists(atPath: reference.appendingPathComponent("project.pbxproj").path) {
                    pending.append(reference)
                }
            } catch {
                errors.append(error)
            }
        }
        self.projects = projects
        self.errors = errors
    }

    /// The projects a workspace lists (see ``XcodeWorkspace/projects``) and their references.
    public init(workspace: XcodeWorkspace) {
        self.init(reading: workspace.projects.filter { FileManager.default.fileExists(atPath: $0.path) })
    }

    /// Whether some project's target copies the file into its product (test bundles only with
    /// `includingTestTargets`).
    public func ships(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        projects.contains { $0.ships(url, includingTestTargets: includingTestTargets) }
    }

    /// Whether some project's target compiles the file.
    public func compiles(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        projects.contains { $0.compiles(url, includingTestTargets: includingTestTargets) }
    }

    /// The first project that ships the file (test bundles count only when no app target does).
    public func project(shipping url: URL) -> XcodeProject? {
        projects.first { $0.ships(url) } ?? projects.first { $0.ships(url, includingTestTargets: true) }
    }

    /// The development region for a shipped file: that of the project shipping it, else of the first
    /// project that names one. Nil without projects.
    public func developmentRegion(for url: URL? = nil) -> String? {
        if let url, let region = project(shipping: url)?.developmentRegion { return region }
        return projects.lazy.compactMap(\.developmentRegion).first
    }

    /// Every declared language of every project, without `Base`, each once, in project order.
    public var declaredLanguages: [String] {
        var seen: Set<String> = []
        return projects.flatMap(\.declaredLanguages).filter { seen.insert($0).inserted }
    }

    /// The on-disk sources non-test targets compile, across projects, each once, sorted by path.
    public var sourceFiles: [URL] {
        var seen: Set<String> = []
        return projects.flatMap(\.sourceFiles).filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }
}
