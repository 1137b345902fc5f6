import Foundation
import L10nSource
import L10nStrings

/// Every Xcode project of an app read once: the projects discovery found (or a workspace lists) and the
/// projects they reference, each once. Answers discovery's questions across all of them.
public struct XcodeProjectSet: Sendable {
    /// The projects read, in the order given, each followed by the projects it references.
    public let projects: [XcodeProject]
    /// Projects that exist but could not be read; discovery goes on with the others and reports these.
    public let errors: [XcodeProjectError]
    /// The names of the targets that build nothing users install, by project (its `.xcodeproj` path; ``developerTargets(of:)``).
    public let developerTargets: [String: Set<String>]
    /// Projects read whose targets run an external build tool (``XcodeProject/isBuiltByExternalTool``), by `.xcodeproj`
    /// folder: they say nothing of what ships, so they are not among ``projects``.
    public let externallyBuilt: [URL]

    /// Reads the `.xcodeproj` folders at `urls` and, depth first, the projects they reference (skipping
    /// referenced projects that are not on disk). A project reached twice is read once.
    public init(reading urls: [URL]) {
        var projects: [XcodeProject] = []
        var errors: [XcodeProjectError] = []
        var externallyBuilt: [URL] = []
        var seen: Set<String> = []
        var pending = Array(urls.map(\.standardizedFileURL).reversed())
        while let url = pending.popLast() {
            guard seen.insert(url.path.lowercased()).inserted else { continue }
            do {
                let project = try XcodeProject(contentsOf: url)
                if project.isBuiltByExternalTool { externallyBuilt.append(project.url) } else { projects.append(project) }
                for reference in project.projectReferences.reversed()
                where FileManager.default.fileExists(atPath: reference.appendingPathComponent("project.pbxproj").path) {
                    pending.append(reference)
                }
            } catch {
                errors.append(error)
            }
        }
        self.projects = Self.withoutLibraryShowcases(projects)
        developerTargets = Self.developerTargets(of: self.projects)
        self.errors = errors
        self.externallyBuilt = externallyBuilt
    }

    /// `projects` without the apps that are not the product. An app project that an app project references is a
    /// bundle of its own, not part of the referencing app's (Briefcase's project references PLCrashReporter's
    /// `CrashReporterDemo.xcodeproj`, whose French and Spanish tables only its own demo app copies). And a project that
    /// another project, outside its folder, references is a library the app builds from source: a project below that
    /// library's folder that no project references is the library's demo, test or tool app.
    static func withoutLibraryShowcases(_ projects: [XcodeProject]) -> [XcodeProject] {
        func path(_ url: URL) -> String { url.standardizedFileURL.path.lowercased() }
        func isInside(_ url: URL, _ folder: URL) -> Bool { path(url).hasPrefix(path(folder) + "/") }
        func isApplicationOnly(_ project: XcodeProject) -> Bool {
            let built = project.targets.filter { !$0.isTest && $0.productType != nil }
            return !built.isEmpty && built.allSatisfy(\.isApplication)
        }
        var libraries: [URL] = [], referenced = Set<String>(), referencedByApplications = Set<String>()
        for project in projects {
            let hasApplication = project.targets.contains(where: \.isApplication)
            for reference in project.projectReferences {
                referenced.insert(path(reference))
                // (Only a project below the referencing one's folder or beside it: one above it, the root's, is the app.)
                let folder = reference.deletingLastPathComponent()
                guard !isInside(project.directory, folder), path(project.directory) != path(folder) else { continue }
                if hasApplication { referencedByApplications.insert(path(reference)) }
                libraries.append(folder)
            }
        }
        guard !referenced.isEmpty else { return projects }
        return projects.filter { project in
            if referencedByApplications.contains(path(project.url)) { return !isApplicationOnly(project) }
            return referenced.contains(path(project.url)) || !libraries.contains { isInside(project.directory, $0) }
        }
    }

    /// The projects XcodeGen generates from the app's specs (``XcodeGenSpec``), in the order given.
    init(generated: [XcodeProject]) {
        projects = generated.filter { !$0.isBuiltByExternalTool }
        developerTargets = Self.developerTargets(of: projects)
        errors = []
        externallyBuilt = generated.filter(\.isBuiltByExternalTool).map(\.url)
    }

    /// The set without the demo, example and proof-of-concept apps kept beside the product: an app-only project in a
    /// folder so named below `root` (silent-text's `Vendors/QBImagePickerController/Demo`, MOPP's `POC/ACS`), in a folder of
    /// deprecated code, of third-party code or of tests (Yasound's `working_resources/deprecated v1/…/RCSwitch`, whose
    /// demo app alone copies a Japanese xib), or below a
    /// library's folder (`libraryFolders`: one with a `Package.swift` or `.podspec`), while another project's
    /// application target is outside them all. Such an app is a bundle of its own, which users of the product never see.
    func withoutShowcases(under root: URL, libraryFolders: [String]) -> XcodeProjectSet {
        let rootPath = root.standardizedFileURL.path
        func isShowcase(_ project: XcodeProject) -> Bool {
            let path = project.directory.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { return false }
            let built = project.targets.filter { !$0.isTest && $0.productType != nil }
            guard !built.isEmpty, built.allSatisfy(\.isApplication) else { return false }
            if libraryFolders.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return true }
            return path.dropFirst(rootPath.count + 1).split(separator: "/").contains { component in
                let name = component.lowercased()
                // (Letters only, and without a trailing "app": Bitly's `BitlySampleApp`, `ThirdParties`, `third_party`.)
                let letters = String(name.filter(\.isLetter))
                let stem = letters.hasSuffix("app") ? String(letters.dropLast(3)) : letters
                return ["demo", "demos", "example", "examples", "sample", "samples"].contains { name == $0 || name.hasSuffix($0) || stem.hasSuffix($0) }
                    || name == "poc" || name.hasSuffix(" poc")
                    // Code kept aside (Yasound's `working_resources/deprecated v1`), a vendored library's folder, an app
                    // that exercises one component (`tests/testDragCells`).
                    || letters.contains("deprecated") || letters.contains("obsolete")
                    || ["thirdparty", "thirdparties", "rdparty", "vendor", "vendors"].contains(letters)
                    || ["test", "tests"].contains(letters)
            }
        }
        let kept = projects.filter { !isShowcase($0) }
        guard kept.count < projects.count, kept.contains(where: { $0.targets.contains(where: \.isApplication) }) else { return self }
        return XcodeProjectSet(projects: kept, errors: errors, externallyBuilt: externallyBuilt)
    }

    init(projects: [XcodeProject], errors: [XcodeProjectError] = [], externallyBuilt: [URL] = []) {
        self.projects = projects
        developerTargets = Self.developerTargets(of: projects)
        self.errors = errors
        self.externallyBuilt = externallyBuilt
    }

    /// The projects a workspace lists (see ``XcodeWorkspace/projects``) and their references.
    public init(workspace: XcodeWorkspace) {
        self.init(reading: workspace.projects.filter { FileManager.default.fileExists(atPath: $0.path) })
    }

    /// Whether some project's target copies the file into its product (test bundles only with
    /// `includingTestTargets`; never one of ``developerTargets``).
    public func ships(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        copyingTargets(of: url, includingTestTargets: includingTestTargets).contains { !isDeveloperTarget($0.target.name, of: $0.project) }
    }

    /// The targets that copy the file at `url` into their products, with their projects, in the projects' order (test
    /// bundles only with `includingTestTargets`).
    public func copyingTargets(of url: URL, includingTestTargets: Bool = false) -> [(project: XcodeProject, target: XcodeTarget)] {
        projects.flatMap { project in
            let names = Set(project.membership(of: url).filter { $0.phase == .resources && (includingTestTargets || !$0.isTestTarget) }.map(\.target))
            return names.isEmpty ? [] : project.targets.filter { names.contains($0.name) }.map { (project, $0) }
        }
    }

    /// Whether only ``developerTargets`` copy the file at `url` (some do, and no other target): it is in no bundle users
    /// install, though a target of the projects copies it.
    public func isCopiedOnlyByDeveloperTargets(_ url: URL) -> Bool {
        guard !developerTargets.isEmpty else { return false }
        let copying = copyingTargets(of: url)
        return !copying.isEmpty && copying.allSatisfy { isDeveloperTarget($0.target.name, of: $0.project) }
    }

    /// Whether the target named `target` of `project` is one of ``developerTargets``.
    public func isDeveloperTarget(_ target: String, of project: XcodeProject) -> Bool {
        !developerTargets.isEmpty && developerTargets[project.url.path]?.contains(target) == true
    }

    /// The targets of `projects` that build nothing users install, by project (its `.xcodeproj` path): a command-line
    /// tool (a Mac's, OmniKit's packet parser), an app that only exercises its project's framework
    /// (``XcodeTarget/isHarness(among:)``: "LoopKit Example"), and every app of a library's project kept in the tree of
    /// an app that embeds, links or references it (FreeAPS's `Dependencies/rileylink_ios/RileyLink.xcodeproj`, whose
    /// frameworks FreeAPS embeds and whose RileyLink app is its developers'). None unless an application target that is
    /// none of them remains: a library's own repository has no other app to ship.
    static func developerTargets(of projects: [XcodeProject]) -> [String: Set<String>] {
        func isProduct(_ target: XcodeTarget, of project: XcodeProject) -> Bool {
            target.isApplication && !target.isTest && !target.isHarness(among: project.targets)
        }
        func folder(_ project: XcodeProject) -> String { project.directory.standardizedFileURL.path }
        var found: [String: Set<String>] = [:]
        for project in projects {
            let libraries = Set(project.targets.filter { $0.isLibrary && !$0.isTest }.compactMap(\.product))
            // (Below the folder of a project whose app uses it: not merely any project in the tree of the root's. An app
            // of the same platform that links a framework of that name its own project does not build.)
            let embedded = !libraries.isEmpty && projects.contains { other in
                guard folder(other) != folder(project), folder(project).hasPrefix(folder(other) + "/") else { return false }
                let apps = other.targets.filter { isProduct($0, of: other) }
                let ownProducts = Set(other.targets.compactMap(\.product))
                let used = libraries.subtracting(ownProducts)
                return !apps.isEmpty && (other.projectReferences.contains { $0.standardizedFileURL.path == project.url.standardizedFileURL.path }
                    || apps.contains { app in
                        !app.embeddedProducts.union(app.linkedProducts).isDisjoint(with: used)
                            && project.targets.contains { $0.isLibrary && $0.product.map(used.contains) == true && $0.buildsForAnotherPlatform == app.buildsForAnotherPlatform }
                    })
            }
            for target in project.targets where target.productType == "com.apple.product-type.tool" {
                found[project.url.path, default: []].insert(target.name)
            }
            for target in project.targets where target.isApplication && !target.isTest && (embedded || !isProduct(target, of: project)) {
                found[project.url.path, default: []].insert(target.name)
            }
        }
        // An app another target users install embeds (a watch app the iOS app carries) is no developer's.
        let carried = projects.reduce(into: Set<String>()) { carried, project in
            for target in project.targets where !(found[project.url.path]?.contains(target.name) ?? false) { carried.formUnion(target.embeddedProducts) }
        }
        for project in projects {
            for target in project.targets where target.product.map(carried.contains) == true { found[project.url.path]?.remove(target.name) }
        }
        // (None unless an iOS app remains that users install.)
        let products = projects.contains { project in
            project.targets.contains { $0.isApplication && !$0.isTest && !$0.buildsForAnotherPlatform && !(found[project.url.path]?.contains($0.name) ?? false) }
        }
        return products ? found.filter { !$0.value.isEmpty } : [:]
    }

    /// Whether some project's target compiles the file.
    public func compiles(_ url: URL, includingTestTargets: Bool = false) -> Bool {
        projects.contains { $0.compiles(url, includingTestTargets: includingTestTargets) }
    }

    /// The oldest iOS the app runs on: the lowest deployment target of the projects' iOS application targets (a macOS
    /// or watchOS app beside them, bitchat's, runs on no iOS); nil when none sets one (or one sets none, leaving it to
    /// the SDK).
    public var iOSDeploymentTarget: [Int]? {
        // (Not an app only a library's developers build, ``developerTargets``.)
        let applications = projects.flatMap { project in
            project.targets.filter { $0.isApplication && !$0.buildsForAnotherPlatform && !isDeveloperTarget($0.name, of: project) }
        }
        guard !applications.isEmpty, applications.allSatisfy({ $0.iOSDeploymentTarget != nil }) else { return nil }
        return applications.compactMap(\.iOSDeploymentTarget).min { $0.lexicographicallyPrecedes($1) }
    }

    /// What the projects say of the build users install: the Swift package products some target links, and the
    /// Swift compilation conditions and preprocessor macros of the targets that compile code (test bundles aside), in
    /// the configuration an archive for the App Store builds (``XcodeTarget/shippedConfiguration``).
    public var shippedBuild: ShippedBuild { Self.shippedBuild(of: projects.flatMap(\.targets)) }

    /// ``shippedBuild`` of each target that compiles the file at `url` (test bundles aside), in target order: code one
    /// of them leaves out another may build (a widget's `WIDGET` condition leaves out `#if !WIDGET` code the app builds,
    /// Pyto's editor). Empty when no target compiles it.
    public func shippedBuilds(compiling url: URL) -> [ShippedBuild] {
        projects.flatMap { project in
            let names = Set(project.membership(of: url).filter { $0.phase == .sources && !$0.isTestTarget }.map(\.target))
            return project.targets.filter { names.contains($0.name) }.map { Self.shippedBuild(of: [$0]) }
        }
    }

    /// What `targets` say of the build users install (see ``shippedBuild``).
    static func shippedBuild(of targets: [XcodeTarget]) -> ShippedBuild {
        var build = ShippedBuild(linkedModules: Set(targets.flatMap(\.packageProducts)))
        var conditions: Set<String>? = []
        var macros: [String: String]? = [:]
        for target in targets where !target.isTest && !target.sources.isEmpty {
            for case let known? in target.swiftConditions.values { build.knownConditions.formUnion(known) }
            build.knownConditions.formUnion(target.otherSDKSwiftConditions)
            let shipped = target.shippedConfiguration ?? "Release"
            if case let release?? = target.swiftConditions[shipped] { conditions?.formUnion(release) } else { conditions = nil }
            for case let known? in target.preprocessorDefinitions.values {
                build.knownMacros.formUnion(known.map { ShippedBuild.macroDefinition($0).name })
            }
            if case let release?? = target.preprocessorDefinitions[shipped] {
                // (Targets that define a macro differently: the first, in target order, is kept.)
                for definition in release.map(ShippedBuild.macroDefinition) where macros?[definition.name] == nil {
                    macros?[definition.name] = definition.value
                }
            } else {
                macros = nil
            }
        }
        build.releaseConditions = conditions
        build.releaseMacros = macros
        let deployments = targets.filter { !$0.isTest && !$0.sources.isEmpty }.map(\.iOSDeploymentTarget)
        if !deployments.isEmpty, deployments.allSatisfy({ $0 != nil }) {
            build.oldestIOS = deployments.compactMap { $0 }.min { $0.lexicographicallyPrecedes($1) }
        }
        return build
    }

    /// The first project that ships the file (test bundles count only when no app target does).
    public func project(shipping url: URL) -> XcodeProject? {
        projects.first { $0.ships(url) } ?? projects.first { $0.ships(url, includingTestTargets: true) }
    }

    /// The languages of the applications that ship the file at `url` (their bundles' `.lproj` folders, `Base`
    /// included as written): users of an app see its documents in one of those languages or in the development
    /// language. Nil when that is not known: no target ships the file, or one that does is not an application
    /// (a framework is embedded in an app the project may not show; an extension is its own bundle), or holds a
    /// String Catalog or a folder whose languages the project does not list.
    public func applicationLanguages(shipping url: URL) -> Set<String>? {
        var languages = Set<String>()
        var shipped = false
        for project in projects {
            let names = Set(project.membership(of: url).filter { $0.phase == .resources && !$0.isTestTarget }.map(\.target))
            for target in project.targets where names.contains(target.name) {
                guard target.isApplication else { return nil }
                let opaque = target.resources.contains { file in
                    let kind = file.url?.pathExtension.lowercased() ?? ""
                    return kind == "xcstrings" || (file.isFolder && !["xcassets", "bundle", "scnassets", "json"].contains(kind))
                }
                if opaque { return nil }
                shipped = true
                languages.formUnion(target.resources.compactMap(\.lprojName))
            }
        }
        return shipped ? languages : nil
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

    /// The on-disk sources non-test targets compile, across projects, each once, sorted by path; not those only
    /// ``developerTargets`` compile.
    public var sourceFiles: [URL] {
        var seen: Set<String> = []
        return projects.flatMap { project in
            project.sourceFiles.filter { url in
                developerTargets.isEmpty || project.membership(of: url).contains {
                    $0.phase == .sources && !$0.isTestTarget && !isDeveloperTarget($0.target, of: project)
                }
            }
        }.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }
}

extension XcodeProjectSet {
    /// Where code compiled from `source` finds its localized strings: the targets (not test bundles) that
    /// compile the file, and the resources they copy to the top of their bundle (members of folder
    /// references are left out: they are copied as a subfolder, where `NSLocalizedString` does not look).
    /// Nil when no target compiles `source`. Files the project names but the disk lacks are included.
    /// In the first project whose targets compile it: see ``lookupScopes(ofSource:)`` for every project's.
    public func lookupScope(ofSource source: URL) -> LookupScope? {
        lookupScopes(ofSource: source).first
    }

    /// ``lookupScope(ofSource:)`` in every project that compiles `source`, in the projects' order (one brand's app per
    /// project, each compiling the shared widget extension's code into its own).
    public func lookupScopes(ofSource source: URL) -> [LookupScope] {
        projects.compactMap { project in
            // (An app only its developers build runs no code users see: ``developerTargets``.)
            let names = Set(project.membership(of: source).filter { $0.phase == .sources && !$0.isTestTarget && !isDeveloperTarget($0.target, of: project) }
                .map(\.target))
            return names.isEmpty ? nil : LookupScope(project.targets.filter { names.contains($0.name) }, of: project)
        }
    }

    /// Where a lookup in the main bundle from `source`, which only frameworks and libraries compile, finds its strings:
    /// the targets (tests and other libraries aside) that embed or link one of their products (an app's "Embed
    /// Frameworks" copying `Shared.framework`, its share extension linking it), in the first project that has some; its
    /// iOS targets where it has some.
    /// `NSLocalizedString` and `String(localized:)` read `Bundle.main` unless told another bundle, and the main bundle
    /// of a framework's code is the app's that runs it (ghostery's `Shared` strings are looked up in the app's tables).
    /// Nil when another kind of target compiles the source too, or nothing embeds or links the products.
    public func mainBundleScope(ofLibrarySource source: URL) -> LookupScope? {
        mainBundleScopes(ofLibrarySource: source).first
    }

    /// ``mainBundleScope(ofLibrarySource:)`` in every project that has such targets, in the projects' order: the apps
    /// of one brand each that share a framework (OneBusAway and KiedyBus, one XcodeGen spec each, both embedding
    /// `OBAKit`) run its code in each of their languages.
    public func mainBundleScopes(ofLibrarySource source: URL) -> [LookupScope] {
        var products = Set<String>()
        for project in projects {
            let names = Set(project.membership(of: source).filter { $0.phase == .sources && !$0.isTestTarget }.map(\.target))
            let compiling = project.targets.filter { names.contains($0.name) }
            guard compiling.allSatisfy(\.isLibrary) else { return [] }
            products.formUnion(compiling.compactMap(\.product))
        }
        guard !products.isEmpty else { return [] }
        return projects.compactMap { project in
            let embedders = project.targets.filter { target in
                !target.isTest && !target.isLibrary && !isDeveloperTarget(target.name, of: project)
                    && !target.embeddedProducts.union(target.linkedProducts).isDisjoint(with: products)
            }
            let iOS = embedders.filter { !$0.buildsForAnotherPlatform }
            return embedders.isEmpty ? nil : LookupScope(iOS.isEmpty ? embedders : iOS, of: project)
        }
    }
}

/// The targets that compile some code and what their bundles hold: where that code's
/// `NSLocalizedString`, `String(localized:)` and `Bundle.localizedString` calls find their tables.
public struct LookupScope: Hashable, Sendable {
    /// The targets' names, sorted.
    public var targets: [String]
    /// The `.xcodeproj` of the targets.
    public var project: URL
    /// The files the targets copy into their bundles, not beneath folder references.
    public var resources: [XcodeFile]
    /// The resource bundles the targets copy whole (`Strings.bundle`, a folder whose `.lproj` tables code opening
    /// the bundle by its name reads), each once.
    public var resourceBundles: [XcodeFile]

    /// The scope of `targets` of `project`: the resources they copy to the top of their bundles and the resource bundles
    /// they copy whole, each once.
    public init(_ targets: [XcodeTarget], of project: XcodeProject) {
        var seen: Set<String> = []
        self.targets = targets.map(\.name).sorted()
        self.project = project.url
        resources = targets.flatMap(\.resources).filter { !$0.isFolder && seen.insert($0.description).inserted }
        resourceBundles = targets.flatMap(\.resources).filter {
            $0.isFolder && $0.url?.pathExtension.lowercased() == "bundle" && seen.insert($0.description).inserted
        }
    }

    public static func == (lhs: LookupScope, rhs: LookupScope) -> Bool { lhs.project == rhs.project && lhs.targets == rhs.targets }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(project)
        hasher.combine(targets)
    }

    /// The languages of the bundles (`.lproj` folders of their resources, `Base` left out), as written.
    public var languages: [String] {
        var seen: Set<String> = []
        return resources.compactMap(\.lprojName).filter { !Workspace.foldersOfNoUserLanguage.contains($0) && seen.insert($0).inserted }.sorted()
    }

    /// The `<table>.strings` and `<table>.stringsdict` files of `language`'s `.lproj` folder, and those the bundles
    /// hold in no `.lproj` folder, sorted by path. A bundle looks in its global resources before its localized ones, so
    /// such a table answers every language (ghostery's `Branding/Ghostery/brand.strings`).
    public func tables(named table: String, language: LanguageCode) -> [XcodeFile] {
        resources.filter { file in
            guard let url = file.url, url.lastPathComponent == table + ".strings" || url.lastPathComponent == table + ".stringsdict" else { return false }
            guard let name = file.lprojName else { return file.variantGroup == nil }
            return LanguageCode(name) == language
        }.sorted { $0.description < $1.description }
    }

    /// Whether the bundles have a `<table>.strings` or `.stringsdict` (in some language's folder, or in none) or a
    /// `<table>.xcstrings` catalog.
    public func hasTable(named table: String) -> Bool {
        resources.contains { file in
            guard let url = file.url else { return false }
            let name = url.lastPathComponent
            return name == table + ".strings" || name == table + ".stringsdict" || name == table + ".xcstrings"
        }
    }

    /// The `<table>.xcstrings` catalogs of the bundles.
    public func catalogs(named table: String) -> [URL] {
        resources.compactMap(\.url).filter { $0.lastPathComponent == table + ".xcstrings" }.sorted { $0.path < $1.path }
    }
}
