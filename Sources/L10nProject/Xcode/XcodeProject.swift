import Foundation

/// An Xcode project (`App.xcodeproj`): its regions, its targets and what each target ships and compiles.
///
/// Read it with ``init(contentsOf:)`` and ask what discovery needs: ``ships(_:includingTestTargets:)``
/// (is this storyboard, xib or table copied into a product?), ``compiles(_:includingTestTargets:)``,
/// ``sourceFiles``, ``developmentRegion`` and ``knownRegions``. Files are resolved to absolute URLs through
/// their group chain (`<group>`, `SOURCE_ROOT`, `<absolute>`); files relative to build settings such as
/// `BUILT_PRODUCTS_DIR` are kept as ``XcodeFile/Location/buildSetting(_:path:)``. A member missing from
/// disk is not an error (repositories and slices of them lack files the project names): callers check.
/// Paths compare case-insensitively, as on the Mac file systems projects are made on.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder (where XcodeGen writes it, for a project read from its spec).
    public var url: URL
    /// The XcodeGen spec (`project.yml`) the project is read from, for one that is generated and not checked in; nil
    /// for a project read from its `project.pbxproj`.
    public var spec: URL?
    /// The specs ``spec`` includes, at any depth, sorted by path: parts of this project, not projects of their own.
    public var includedSpecs: [URL] = []
    /// The folder `SOURCE_ROOT` and the main group start from: the `.xcodeproj`'s parent (plus the
    /// project's `projectDirPath` when it sets one).
    public var directory: URL
    /// The development language as written (`en`, `de`, legacy `English`); nil when the project omits it.
    public var developmentRegion: String?
    /// The languages the project declares, as written, in the project's order (`Base` included when the
    /// project uses Base Internationalization).
    public var knownRegions: [String]
    /// The organization the project names as its author (`ORGANIZATIONNAME`, "Impervious"); nil when it names none.
    public var organizationName: String?
    /// Every target, in the project's order.
    public var targets: [XcodeTarget]
    /// Every localized file (`PBXVariantGroup`), in object-ID order.
    public var variantGroups: [XcodeVariantGroup]
    /// The `.xcodeproj` files this project references (nested projects, whose products it uses), sorted.
    public var projectReferences: [URL]
    /// Problems that did not stop reading: references to objects the file does not contain, build files
    /// naming nothing. Xcode shows such projects too.
    public var warnings: [XcodeProjectError]

    private var index: MembershipIndex

    /// Reads `url/project.pbxproj`.
    /// - Parameter url: The `.xcodeproj` folder.
    /// - Throws: ``XcodeProjectError`` when the file is missing, unreadable or malformed, with its line and
    ///   column.
    public init(contentsOf url: URL) throws(XcodeProjectError) {
        let file = url.appendingPathComponent("project.pbxproj")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw XcodeProjectError(path: file.path, line: 0, column: 0,
                                    message: "cannot read the project file (\(error.localizedDescription)); pass an .xcodeproj folder that contains project.pbxproj")
        }
        try self.init(pbxproj: [UInt8](data), projectURL: url)
    }

    /// Reads a `project.pbxproj` given as bytes, resolving paths as if it were in `projectURL`.
    /// Synchronized folders (Xcode 16) are listed from disk below `projectURL`'s parent.
    /// - Throws: ``XcodeProjectError`` for a malformed file (with line and column) or one without a
    ///   `PBXProject` root object.
    public init(pbxproj bytes: [UInt8], projectURL: URL) throws(XcodeProjectError) {
        let model = try XcodeProjectReader.read(bytes: bytes, projectURL: projectURL.standardizedFileURL)
        self.url = projectURL.standardizedFileURL
        self.directory = model.directory
        self.developmentRegion = model.developmentRegion
        self.knownRegions = model.knownRegions
        self.organizationName = model.organizationName
        self.targets = model.targets
        self.variantGroups = model.variantGroups
        self.projectReferences = model.projectReferences
        self.warnings = model.warnings
        self.index = MembershipIndex(targets: model.targets)
    }

    /// The project XcodeGen generates from the spec at `spec` (see ``XcodeGenSpec``), named by the spec's `name`, its paths
    /// relative to `folder` (the spec's own unless it is generated from a folder above). It is named beside the spec, so
    /// that two brands' specs generated from one root (both OneBusAway's are `OBAKit`) stay two projects.
    init(generatedFrom spec: URL, in folder: URL? = nil, including includedSpecs: [URL] = [], name: String, developmentRegion: String,
         knownRegions: [String], targets: [XcodeTarget]) {
        self.url = spec.deletingLastPathComponent().standardizedFileURL.appendingPathComponent(name + ".xcodeproj")
        self.spec = spec
        self.includedSpecs = includedSpecs
        self.directory = (folder ?? spec.deletingLastPathComponent()).standardizedFileURL
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.targets = targets
        self.variantGroups = []
        self.projectReferences = []
        self.warnings = []
        self.index = MembershipIndex(targets: targets)
    }

    /// Reads the project at `url` and every project it references, depth first (each once, a reference
    /// cycle is cut), skipping referenced projects that are not on disk.
    /// - Returns: The project itself first, then the referenced ones.
    /// - Throws: ``XcodeProjectError`` when any project that exists cannot be read.
    public static func readIncludingReferences(at url: URL) throws(XcodeProjectError) -> [XcodeProject] {
        var result: [XcodeProject] = []
        var seen: Set<String> = []
        var pending = [url.standardizedFileURL]
        while let next = pending.popLast() {
            guard seen.insert(MembershipIndex.key(next)).inserted else { continue }
            let project = try XcodeProject(contentsOf: next)
            result.append(project)
            for reference in project.projectReferences.reversed()
            where FileManager.default.fileExists(atPath: reference.appendingPathComponent("project.pbxproj").path) {
                pending.append(reference)
            }
        }
        return result
    }

    // MARK: - What discovery asks

    /// The languages the project declares, without `Base` (which is not a language), as written.
    public var declaredLanguages: [String] { knownRegions.filter { !Workspace.foldersOfNoUserLanguage.contains($0) } }

    /// Every target that builds the file at `url`, and in which phase; sorted by target then phase.
    /// A file beneath a folder reference belongs to the targets that copy the folder.
    public func membership(of url: URL) -> [XcodeMembership] { index.membership(of: url) }

    /// Whether a target copies the file at `url` into its product: a storyboard, xib, table or catalog
    /// that users can see. Test bundles count only with `includingTestTargets`.
    public func ships(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        membership(of: url).contains { $0.phase == .resources && (includingTestTargets || !$0.isTestTarget) }
    }

    /// Whether a target compiles the file at `url`. Test bundles count only with `includingTestTargets`.
    public func compiles(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        membership(of: url).contains { $0.phase == .sources && (includingTestTargets || !$0.isTestTarget) }
    }

    /// Whether an external build tool, not the project, builds what ships: every target runs one (a legacy target)
    /// or only scripts (an aggregate target), so no build phase lists a resource or a source. PojavLauncher's project
    /// has one legacy target running `gmake`, whose Makefile copies every `.lproj` folder into the app.
    public var isBuiltByExternalTool: Bool {
        targets.contains(where: \.runsExternalBuildTool) && targets.allSatisfy { $0.runsExternalBuildTool || $0.productType == nil }
    }

    /// The on-disk source files that non-test targets (nor apps that exercise the project's framework) compile, each once, sorted by path: the input of
    /// code extraction. Files the project names but the disk lacks are included; check before reading.
    public var sourceFiles: [URL] {
        var seen: Set<String> = []
        var result: [URL] = []
        for target in targets where !target.isTest && !target.isHarness(among: targets) {
            for file in target.sources {
                guard let url = file.url, seen.insert(url.path).inserted else { continue }
                result.append(url)
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}

/// Path → memberships, built once per project; folder members are matched by prefix.
struct MembershipIndex: Sendable {
    private var files: [String: [XcodeMembership]] = [:]
    private var folders: [(prefix: String, membership: XcodeMembership)] = []

    init(targets: [XcodeTarget]) {
        for target in targets {
            // What only a harness ships counts as a test target's (see ``XcodeTarget/isHarness(among:)``).
            let isHarness = target.isHarness(among: targets)
            for (phase, members) in [(XcodeMembership.Phase.resources, target.resources), (.sources, target.sources)] {
                let membership = XcodeMembership(target: target.name, phase: phase, isTestTarget: target.isTest || isHarness)
                for file in members {
                    // The reader's paths are already absolute and normalized: no URL standardizing per file.
                    guard let url = file.url else { continue }
                    let key = url.path.lowercased()
                    if file.isFolder { folders.append((key + "/", membership)) }
                    if !(files[key]?.contains(membership) ?? false) { files[key, default: []].append(membership) }
                }
            }
        }
        folders.sort { ($0.prefix, $0.membership) < ($1.prefix, $1.membership) }
    }

    static func key(_ url: URL) -> String { url.standardizedFileURL.path.lowercased() }

    func membership(of url: URL) -> [XcodeMembership] {
        let key = Self.key(url)
        var result = files[key] ?? []
        for folder in folders where key.hasPrefix(folder.prefix) && !result.contains(folder.membership) {
            result.append(folder.membership)
        }
        return result.sorted()
    }
}

extension XcodeProject {
    /// The Info.plist files a target's configurations name (`INFOPLIST_FILE`, relative to the project's folder, a
    /// leading `$(SRCROOT)/` or `$(PROJECT_DIR)/` read as that folder; a path built from other settings is left out), as
    /// the disk spells them.
    public func infoPlistURLs(of target: XcodeTarget) -> [URL] {
        var spelling = DiskSpelling()
        return (target.infoPlistSettings["INFOPLIST_FILE"] ?? []).compactMap { value in
            let path = ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"].reduce(value) { $0.replacingOccurrences(of: $1, with: "") }
            // (As the disk spells it: Sprite Pencil's `messages/Info.plist` is the folder `Messages`.)
            return path.contains("$") ? nil : URL(fileURLWithPath: spelling.resolve(directory.appendingPathComponent(path).path))
        }
    }
}
