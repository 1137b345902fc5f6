import CICU
import Foundation
import L10nInterfaceBuilder
import L10nSource
import L10nStrings

/// A project read once: one walk of its folders finds the localizations (`.lproj` folders and the Base
/// documents, tables and `.stringsdict` files in them), String Catalogs, fonts, sources and Xcode projects;
/// each file is then parsed at most once, on first use, and shared by every check, command and thread.
///
/// The walk skips ``DiscoveryRules/skippedDirectories``, hidden folders, AppleDouble files and the paths
/// the settings exclude. Everything is listed in sorted order.
public final class Workspace: @unchecked Sendable {
    /// How to read a project.
    public struct Options: Sendable {
        /// Paths relative to the project root (or prefixes of them) to leave out, as `.l10nlayout.json`'s
        /// `exclude` gives them.
        public var excludedPaths: [String] = []
        /// The folder reported paths are relative to; nil for the default (see ``Workspace/pathRoot``).
        public var pathRoot: URL?

        public init(excludedPaths: [String] = [], pathRoot: URL? = nil) {
            self.excludedPaths = excludedPaths
            self.pathRoot = pathRoot
        }
    }

    /// The project folder.
    public let root: URL
    /// The folder every reported path is relative to, whatever the working directory: `--path-root`, else
    /// the git work tree holding the project, else the project folder. Paths outside it stay absolute.
    public let pathRoot: URL
    public let options: Options
    /// The `.lproj` folder groups, sorted by directory.
    public let groups: [LocalizationGroup]
    /// `*.xcstrings` String Catalogs, sorted.
    public let catalogs: [URL]
    /// Font files (`.ttf`, `.otf`, `.ttc`, `.otc`) the app may bundle, sorted.
    public let fonts: [URL]
    /// Swift and Objective-C sources (`.swift`, `.m`, `.mm`, `.h`), sorted.
    public let sources: [URL]
    /// `*.xcodeproj` folders, sorted; none when ``uncheckedInProjectManifest`` is set.
    public let xcodeProjects: [URL]
    /// A Tuist or XcodeGen manifest (`Project.swift`, `project.yml`) whose folder holds no `.xcodeproj`: the app's
    /// project is generated and not checked in, so the projects that are (an example's, a tool's) do not say what
    /// ships. Their targets are then not read. An XcodeGen spec is read as the project it generates (``xcode``), and so is
    /// each other spec as shallow that no spec includes (one app per brand); otherwise every document, table and source is
    /// taken to ship. The shallowest manifest, first by path.
    public let uncheckedInProjectManifest: URL?
    /// Why the XcodeGen spec that stands for the project (``uncheckedInProjectManifest``) could not be read; nil when it
    /// was read (then ``xcode`` holds the project it generates) or is no XcodeGen spec.
    public let manifestError: XcodeProjectError?
    /// The Xcode projects read (with the projects they reference), or nil when the folder has none, or none but
    /// projects an external build tool builds (``externallyBuiltProjects``): then every document and table found is
    /// taken to ship, as folder discovery always did.
    public let xcode: XcodeProjectSet?
    /// The `.xcodeproj` folders whose targets only run an external build tool (``XcodeProject/isBuiltByExternalTool``),
    /// sorted: what lies beside them is taken to ship.
    public let externallyBuiltProjects: [URL]
    /// Storyboards and xibs that are not in a `Base.lproj` (unlocalized, or localized per language), sorted.
    public let otherDocuments: [URL]
    /// Settings bundles (a `Settings.bundle` folder with a `Root.plist`): the app's page in the Settings app, sorted.
    public let settingsBundles: [URL]
    /// `*.lproj` folders whose name is not a language code (see `LanguageCode`), or names one no device is set to
    /// (``LanguageCode/namesAssignedCodes``), left out of every group, sorted: a command should warn about each.
    public let ignoredFolders: [URL]

    private let rootPath: String
    private let documentCache = OnceCache<Result<IBDocument, IBReadError>>()
    private let tableCache = OnceCache<Result<StringsFile, FileReadError>>()
    private let catalogCache = OnceCache<Result<StringCatalog, FileReadError>>()
    private let catalogLanguageCache = OnceCache<[String]>()
    private let sourceCache = OnceCache<SourceIndex>()
    let applicationFolderLanguageCache = OnceCache<Set<LanguageCode>?>()
    /// The sources on disk the projects' compiled members are (see ``onDisk(_:)``): of all of them ("all"), of the
    /// Swift and Objective-C ones ("code").
    private let memberSourceCache = OnceCache<[URL?]>()
    private let infoPlistCache = OnceCache<[InfoPlist]>()
    let dependencyCache = OnceCache<DependencyCode>()
    private let warningLock = NSLock()
    private var readWarnings: [IBDocumentWarning] = []
    /// Folders of the targets of Swift packages (a `Package.swift`): their resources are built by the
    /// package, which no Xcode project lists.
    let packageFolders: [String]
    /// The folders below the root that hold a `Package.swift`, sorted.
    let packageManifestFolders: [String]
    /// The folders below the root that hold a library's manifest (a `Package.swift` or a `.podspec`), sorted: a
    /// vendored design system or SDK, whose showcase app (Element X's `compound-ios/Inspector`) is not the product.
    public let libraryFolders: [String]
    /// Resources the projects ship that are not where the project says (a copied or reorganised tree), by
    /// their last two path components (`base.lproj/main.storyboard`): a file found with the same ending
    /// is taken to be that member.
    private let misplacedResources: Set<String>
    /// The same resources where they are when the folder the project names them in is missing and its contents
    /// sit in the folder above (`App/Localizable.xcstrings` of a repository that is the `App` folder itself, with the
    /// project put beside its contents): paths, lower-cased.
    private let flattenedResources: Set<String>

    /// Reads the project at `root`: a folder, or one `.lproj` folder (then only that language is found).
    /// - Throws: ``FileReadError`` when `root` is not a readable folder.
    public init(root: URL, options: Options = Options()) throws {
        let root = root.standardizedFileURL
        self.root = root
        self.options = options
        rootPath = root.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileReadError(path: root.path, reason: .notAFolder)
        }
        guard DirectoryWalker.entries(of: root.path) != nil else {
            throw FileReadError(path: root.path, reason: .unreadable)
        }
        pathRoot = options.pathRoot?.standardizedFileURL ?? ProjectLocator.gitWorkTree(containing: root) ?? root

        var lprojFiles: [String: [String: [String]]] = [:]   // group directory → language → files
        var catalogs: [URL] = [], fonts: [URL] = [], sources: [URL] = [], projects: [URL] = [], others: [URL] = []
        var packages: [String] = [], libraries = Set<String>(), manifests: [URL] = [], settingsBundles: [URL] = []
        let excluded = options.excludedPaths.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        func isExcluded(_ relative: String) -> Bool { excluded.contains { !$0.isEmpty && relative.hasPrefix($0) } }
        var ignored: [URL] = []
        func recordLproj(_ path: String) {
            let url = URL(fileURLWithPath: path, isDirectory: true)
            let language = String(url.lastPathComponent.dropLast(".lproj".count))
            // A folder name is a language only through the one validator (no empty or path-like names).
            guard language == "Base" || LanguageCode(language)?.namesAssignedCodes == true else { ignored.append(url); return }
            // A folder named like a document (`Main.storyboard/`) is listed too: reading it then fails with a
            // located error instead of the document being skipped without a word.
            let files = (DirectoryWalker.entries(of: path) ?? [])
                .filter { ($0.kind == .file || $0.name.hasSuffix(".storyboard") || $0.name.hasSuffix(".xib")) && !DiscoveryRules.skips(name: $0.name) }
                .map(\.name)
            lprojFiles[url.deletingLastPathComponent().path, default: [:]][language] = files
            // A localized source (`en.lproj/AccessNumber.m` in a variant group) is a source: a project that
            // compiles it compiles it from here, not a same-named copy elsewhere (DirectDialing).
            for name in files where SourceExtensions.all.contains((name as NSString).pathExtension.lowercased()) {
                sources.append(url.appendingPathComponent(name))
            }
        }

        if root.pathExtension == "lproj" {
            recordLproj(root.path)
        } else {
            DirectoryWalker.walk(root.path) { relative, name, kind in
                if DiscoveryRules.skips(name: name) || name.hasPrefix(".") || isExcluded(relative) { return .skip }
                let url = root.appendingPathComponent(relative)
                let ext = url.pathExtension.lowercased()
                if kind == .directory {
                    switch ext {
                    case "lproj":
                        recordLproj(url.path)
                        return .skip
                    case "bundle":
                        // (Only `Settings.bundle` is the Settings app's: InAppSettingsKit's `InAppSettings.bundle` is the app's own screen.)
                        if name == "Settings.bundle", FileManager.default.fileExists(atPath: url.appendingPathComponent("Root.plist").path) {
                            settingsBundles.append(url)
                        }
                        return .descend
                    case "xcodeproj":
                        // A project folder is a package Xcode opens whole: a project copied inside another's folder
                        // (KafeCam's `KafeCam.xcodeproj/KafeCam.xcodeproj`) is no project the app is built from,
                        // unless one outside references it. Its files are still listed, as files no target builds.
                        // One without its `project.pbxproj` is no project either: its shared schemes are checked in, the
                        // project a generator writes (Element's `Riot.xcodeproj` beside its `project.yml`) is not.
                        if !relative.split(separator: "/").dropLast().contains(where: { $0.lowercased().hasSuffix(".xcodeproj") }),
                           FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path) {
                            projects.append(url)
                        }
                        return .descend
                    case "xcworkspace", "xcassets", "xcuserdata", "xcshareddata", "playground", "xcdatamodeld", "scnassets", "framework", "xcframework":
                        return .skip
                    default:
                        return .descend
                    }
                }
                if name == "Package.swift" { packages.append(url.deletingLastPathComponent().path) }
                if ProjectGenerator.isManifest(url) { manifests.append(url) }
                if (name == "Package.swift" || ext == "podspec") && relative.contains("/") { libraries.insert(url.deletingLastPathComponent().path) }
                switch ext {
                case "xcstrings": catalogs.append(url)
                case "ttf", "otf", "ttc", "otc": fonts.append(url)
                case "storyboard", "xib": others.append(url)
                default:
                    if SourceExtensions.all.contains(ext) { sources.append(url) }
                }
                return .descend
            }
        }
        ignoredFolders = ignored.sorted { $0.path < $1.path }
        groups = lprojFiles.keys.sorted().map { LocalizationGroup(directory: URL(fileURLWithPath: $0, isDirectory: true), files: lprojFiles[$0]!) }
        self.catalogs = catalogs.sorted { $0.path < $1.path }
        self.fonts = fonts.sorted { $0.path < $1.path }
        self.sources = sources.sorted { $0.path < $1.path }
        // (A project checked in no deeper than such a manifest is the app's own, the manifest a tool's or a module's.)
        let projectFolders = Set(projects.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        func depth(_ url: URL) -> Int { url.deletingLastPathComponent().standardizedFileURL.pathComponents.count }
        let standing = manifests.filter { manifest in
            !projectFolders.contains(manifest.deletingLastPathComponent().standardizedFileURL.path)
                && !projects.contains { depth($0) <= depth(manifest) }
        }.sorted { (depth($0), $0.path) < (depth($1), $1.path) }
        // XcodeGen specs stand for the projects they generate: the shallowest that no other includes (one app's,
        // or one per brand, OneBusAway's and KiedyBus's, each including the shared frameworks' specs).
        var generated: [XcodeProject] = []
        var manifestError: XcodeProjectError?
        var manifest = standing.first
        if let first = standing.first, ProjectGenerator.isXcodeGenSpec(first) {
            var read: [String: Result<XcodeProject, XcodeProjectError>] = [:]
            for spec in standing where ProjectGenerator.isXcodeGenSpec(spec) {
                do throws(XcodeProjectError) { read[spec.path] = .success(try XcodeGenSpec.project(at: spec)) } catch { read[spec.path] = .failure(error) }
            }
            let included = Set(read.values.flatMap { (try? $0.get())?.includedSpecs.map(\.path) ?? [] })
            let roots = standing.filter { ProjectGenerator.isXcodeGenSpec($0) && !included.contains($0.path) }
            let chosen = roots.filter { depth($0) == roots.map(depth).min() }
            manifest = chosen.first
            for spec in chosen {
                switch read[spec.path] {
                case .success(let project): generated.append(project)
                case .failure(let error):
                    // (What one of the apps builds is not known: then nothing is.)
                    manifest = spec
                    manifestError = error
                case nil: break
                }
                if manifestError != nil { generated = []; break }
            }
        }
        uncheckedInProjectManifest = manifest
        xcodeProjects = uncheckedInProjectManifest == nil ? projects.sorted { $0.path < $1.path } : []
        otherDocuments = others.sorted { $0.path < $1.path }
        self.settingsBundles = settingsBundles.sorted { $0.path < $1.path }
        packageManifestFolders = packages.sorted()
        packageFolders = packageManifestFolders.flatMap(PackageManifest.targetFolders(ofPackageIn:))
        libraryFolders = libraries.sorted()
        // An XcodeGen spec says what the project it generates builds; a Tuist manifest is Swift, not read here.
        let read = (xcodeProjects.isEmpty ? (generated.isEmpty ? nil : XcodeProjectSet(generated: generated)) : XcodeProjectSet(reading: xcodeProjects))?
            .withoutShowcases(under: root, libraryFolders: libraryFolders)
        self.manifestError = manifestError
        let xcode = read.flatMap { $0.projects.isEmpty && $0.errors.isEmpty ? nil : $0 }
        self.xcode = xcode
        externallyBuiltProjects = (read?.externallyBuilt ?? []).sorted { $0.path < $1.path }
        var misplaced = Set<String>(), flattened = Set<String>()
        for project in xcode?.projects ?? [] {
            for target in project.targets where !target.isTest {
                for file in target.resources {
                    guard let url = file.url, !FileManager.default.fileExists(atPath: url.path) else { continue }
                    misplaced.insert(Self.ending(of: url))
                    if let moved = Self.withoutMissingFolder(url) { flattened.insert(moved.path.lowercased()) }
                }
            }
        }
        misplacedResources = misplaced
        flattenedResources = flattened
    }

    /// The last two path components, lower-cased: what identifies a localized file in a tree moved as a whole.
    static func ending(of url: URL) -> String {
        (url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent).lowercased()
    }

    /// `url` (a path that is not on disk) without the first of its folders that is missing, when that folder's
    /// parent exists: `/repo/App/en.lproj/Main.strings` as `/repo/en.lproj/Main.strings` when `/repo` has no `App`.
    static func withoutMissingFolder(_ url: URL) -> URL? {
        var existing = url.deletingLastPathComponent()
        var below: [String] = [url.lastPathComponent]
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            below.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        guard existing.path != "/", below.count > 1 else { return nil }
        return below.dropFirst().reduce(existing) { $0.appendingPathComponent($1) }
    }

    /// The files that say what ships, as messages name them: each `.xcodeproj` read, or the XcodeGen spec read in place of
    /// one (`project.yml`); sorted.
    public var projectFileNames: [String] {
        let names = xcodeProjects.map(\.lastPathComponent) + (xcode?.projects.compactMap { $0.spec?.lastPathComponent } ?? [])
        return Array(Set(names)).sorted()
    }

    // MARK: - What ships

    /// Whether the app ships the file (a document, table or catalog): some target of the Xcode projects
    /// copies it, or it belongs to a Swift package, or it sits in a project that could not be read. Without
    /// Xcode projects, every file does.
    public func ships(_ url: URL) -> Bool {
        guard let xcode else { return true }
        if xcode.ships(url) { return true }
        // The project names a member that is not on disk, and this file has its folder and name.
        if misplacedResources.contains(Self.ending(of: url)) { return true }
        if flattenedResources.contains(url.standardizedFileURL.path.lowercased()) { return true }
        if isInPackage(url) { return true }
        let path = url.standardizedFileURL.path
        // A project that failed to read, or that an external tool builds, says nothing: what lies beside it is given
        // the benefit of the doubt.
        let silent = xcode.errors.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent() } + externallyBuiltProjects
        return silent.contains { project in path.hasPrefix(project.deletingLastPathComponent().standardizedFileURL.path + "/") }
    }

    /// The language the app is developed in: the Xcode project's development region (for the project shipping
    /// `url`, when given), else `en`; a legacy name such as `English` as its code. Its tables hold the base
    /// texts, not translations. A project made before Xcode 4 says `English` whatever the app's language (the
    /// template's default); when its `Info.plist` writes out another `CFBundleDevelopmentRegion` (`fr_FR`, which
    /// iOS reads to fall back on) that the app has a folder for, that one is the app's. So it is when the project
    /// names a region the app's own bundle has no folder of, as Xcode's template leaves `en` in a Chinese app
    /// (HeavenMemoirs: `zh_CN` in its Info.plist, Chinese Base documents, a `zh-Hans` folder and no English one).
    public func developmentLanguage(for url: URL? = nil) -> String {
        let code = Self.regionCode
        guard let region = xcode?.developmentRegion(for: url) else { return "en" }
        // (A modern project's region stands unless the app's own bundle lacks it; the Info.plist's must then be one the
        // bundle has, not a library's folder.)
        let ownFolders = region == "English" ? nil : applicationFolderLanguages
        if region != "English" {
            guard let named = LanguageCode(code(region)), let ownFolders,
                  !ownFolders.contains(where: { $0.language == named.language }) else { return code(region) }
        }
        if let only = writtenDevelopmentRegion(), let wanted = LanguageCode(only), wanted.language != "en",
           languages.contains(where: { LanguageCode($0)?.language == wanted.language }),
           ownFolders?.contains(where: { $0.language == wanted.language }) ?? true {
            return folderSpelling(of: only)
        }
        return region == "English" ? "en" : code(region)
    }

    /// A development region as a language code: `fr_FR` as `fr-FR`; a legacy name as its code (projects made before
    /// Xcode 4 name it in English, `developmentRegion = English;`, as CFBundle still reads it).
    static func regionCode(_ region: String) -> String {
        LanguageCode.legacyNames.first { $0.name == region }?.code ?? region.replacingOccurrences(of: "_", with: "-")
    }

    /// The one development region the Info.plists beside the app's `.lproj` folders write out (`CFBundleDevelopmentRegion`
    /// = `fr_FR`, which iOS falls back on; not `$(DEVELOPMENT_LANGUAGE)`), as a language code (``regionCode(_:)``); with
    /// `andAbove`, those of the folders holding them too (a Tuist target's `Info.plist` beside its `Resources`). Nil
    /// unless they write exactly one.
    public func writtenDevelopmentRegion(andAbove: Bool = false) -> String? {
        var plists = groups.flatMap { infoPlists(of: $0) }
        if andAbove {
            let own = Set(groups.map { $0.directory.standardizedFileURL.path })
            let above = Set(groups.map { $0.directory.standardizedFileURL.deletingLastPathComponent().path }).subtracting(own)
            plists += above.sorted().flatMap { InfoPlist.files(in: URL(fileURLWithPath: $0)) }
        }
        let written = Set(plists.compactMap { $0.strings["CFBundleDevelopmentRegion"] }.filter { !$0.contains("$") && !$0.isEmpty }.map(Self.regionCode))
        return written.count == 1 ? written.first : nil
    }

    /// `region` (a language code) as the app's folders spell it: `fr-FR` for an app whose folder is `fr.lproj` is `fr`,
    /// `zh-CN` for one whose Chinese folder is `zh-Hans.lproj` is `zh-Hans` (a legacy folder name, `English.lproj`, is no
    /// spelling to follow); `region` itself when no folder is of its language.
    public func folderSpelling(of region: String) -> String {
        guard let wanted = LanguageCode(region) else { return region }
        let folders = Set(languages)
        let bare = String(wanted.language)
        if folders.contains(region) { return region }
        if folders.contains(bare) { return bare }
        let kin = folders.filter { LanguageCode($0)?.language == wanted.language }.sorted()
        if kin.count == 1 { return kin[0] }
        if let script = Self.likelyScript(of: wanted), let match = kin.first(where: { LanguageCode($0).flatMap(Self.likelyScript(of:)) == script }) {
            return match
        }
        return region
    }

    /// The script `code` is most likely written in, from ICU's likely subtags (`Hans` for `zh_CN` and `zh-Hans`,
    /// `Hant` for `zh-TW`, `Latn` for `de`); nil when ICU names none.
    public static func likelyScript(of code: LanguageCode) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = code.identifier.replacingOccurrences(of: "-", with: "_").withCString { l10n_icu_likely_script($0, &buffer, Int32(buffer.count)) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The languages the Xcode projects declare (`knownRegions`, without `Base`) for which the project has
    /// no `.lproj` folder and no catalog localization: users never get them.
    public func declaredLanguagesWithoutTables(catalogLanguages: Set<String>) -> [String] {
        guard let xcode else { return [] }
        let present = Set(languages.compactMap { LanguageCode($0) } + catalogLanguages.compactMap { LanguageCode($0) })
        return xcode.declaredLanguages.filter { LanguageCode($0).map { !present.contains($0) } ?? false }
    }

    /// The sources the app compiles (with Xcode projects: those their non-test targets build that exist
    /// here; without: every source found), sorted by path.
    public var compiledSources: [URL] {
        guard let xcode else { return sources }
        let compiled = memberSourceCache.value(for: "all") { onDisk(xcode.sourceFiles) }.compactMap { $0 }
        // A project that lists no source we have (a slice, a project we could not read) says too little.
        guard !compiled.isEmpty else { return sources }
        let listed = Set(compiled.map(\.path))
        return (compiled + linkedPackageSources.filter { !listed.contains($0.path) }).sorted { $0.path < $1.path }
    }

    /// The sources of the Swift packages in the folder that the projects' targets (test bundles aside) link: the
    /// targets of the products they link, and what those depend on (``PackageManifest/linkedTargetFolders(packageFolders:linked:)``).
    /// An app whose screens live in a local package (`CriticalMapsKit`, Gem's `Features/…`) compiles no more than
    /// its entry point in the project itself.
    public var linkedPackageSources: [URL] {
        memberSourceCache.value(for: "packages") {
            let folders = linkedPackageFolders.map { $0 + "/" }
            guard !folders.isEmpty else { return [] }
            return sources.filter { source in
                ["swift", "m", "mm"].contains(source.pathExtension.lowercased()) && folders.contains { source.standardizedFileURL.path.hasPrefix($0) }
            }
        }.compactMap { $0 }
    }

    /// The folders (absolute, sorted) of the Swift packages' targets whose code the projects' targets link (see
    /// ``linkedPackageSources``).
    public var linkedPackageFolders: [String] {
        guard let xcode, !packageManifestFolders.isEmpty else { return [] }
        return linkedFolderCache.value(for: "") {
            let linked = Set(xcode.projects.flatMap(\.targets).filter { !$0.isTest }.flatMap(\.packageProducts))
            return linked.isEmpty ? [] : PackageManifest.linkedTargetFolders(packageFolders: packageManifestFolders, linked: linked)
        }
    }
    private let linkedFolderCache = OnceCache<[String]>()

    /// Where a lookup in the app's main bundle from the code of a linked Swift package at `source` finds its strings:
    /// the targets (test bundles aside) linking a product made of the package target that holds it, with what they
    /// copy into their bundles (the first project with such targets; its iOS targets where it has some, not its macOS
    /// app's and extensions'). `NSLocalizedString`, `Text` and
    /// `String(localized:)` read `Bundle.main` unless told `bundle: .module`, and the main bundle of code a package
    /// adds to an app is the app's. Nil when no target links it.
    public func mainBundleScope(ofPackageSource source: URL) -> LookupScope? {
        guard let xcode, !packageManifestFolders.isEmpty else { return nil }
        let path = source.standardizedFileURL.path
        for project in xcode.projects {
            let targets = project.targets.filter { target in
                guard !target.isTest, !target.packageProducts.isEmpty else { return false }
                let folders = linkedFolderCache.value(for: project.url.path + "|" + target.name) {
                    PackageManifest.linkedTargetFolders(packageFolders: packageManifestFolders, linked: Set(target.packageProducts))
                }
                return folders.contains { path.hasPrefix($0 + "/") }
            }
            let iOS = targets.filter { !$0.buildsForAnotherPlatform }
            if !targets.isEmpty { return LookupScope(iOS.isEmpty ? targets : iOS, of: project) }
        }
        return nil
    }

    /// Whether the file is in the folder of a Swift package's target the app links (``linkedPackageFolders``).
    public func isInLinkedPackage(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        return linkedPackageFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// The source on disk each of `urls` (sources a project lists) is, nil for one not here: the file at its
    /// path, else, as for resources moved with their tree, the one source of the same name that no target
    /// compiles where it is (a repository holding the project's source folder with the project moved into
    /// it). Sorted, each once.
    private func onDisk(_ urls: [URL]) -> [URL?] {
        located(urls).map(\.source).sorted { ($0?.path ?? "") < ($1?.path ?? "") }
    }

    /// Each of `urls` with the source on disk it is (see ``onDisk(_:)``), nil for one not here; a source found twice once.
    private func located(_ urls: [URL]) -> [(listed: URL, source: URL?)] {
        // Paths are matched in any letter case, as the Mac's file system does (SASAbus lists `Controller/Intro/`
        // and keeps `Controller/intro/`): the file on disk is the one read.
        var existing: [String: URL] = [:]
        for source in sources { existing[source.standardizedFileURL.path.lowercased()] = source }
        let listed = Set(urls.map { $0.standardizedFileURL.path.lowercased() })
        var byName: [String: [URL]] = [:]
        // (A file some target compiles where it is, a test's or a pod's, is that target's, not a moved member.)
        for source in sources where !listed.contains(source.standardizedFileURL.path.lowercased())
        && !(xcode?.compiles(source, includingTestTargets: true) ?? false) {
            byName[source.lastPathComponent, default: []].append(source)
        }
        var seen = Set<String>()
        var result: [(listed: URL, source: URL?)] = []
        for url in urls {
            if let source = existing[url.standardizedFileURL.path.lowercased()] {
                if seen.insert(source.standardizedFileURL.path).inserted { result.append((url, source)) }
            } else if let moved = byName[url.lastPathComponent], moved.count == 1 {
                if seen.insert(moved[0].standardizedFileURL.path).inserted { result.append((url, moved[0])) }
            } else {
                result.append((url, nil))
            }
        }
        return result
    }

    /// Whether the folder holds every Swift and Objective-C source the Xcode projects compile (one at least),
    /// or without a project the source that starts the app: then code the sources do not have does not
    /// exist, and what no source names is named nowhere.
    ///
    /// A repository often lacks a file or two its project lists (a view model never committed, a key file kept
    /// out): such a checkout is still the app's code when at most two of its sources are missing, one in twenty
    /// at most, and none is named as a screen or as what leads to one (`…View`, `…Controller`, `…Coordinator`…),
    /// the code that could create a type no other file names. Files of a folder the checkout lacks altogether (a
    /// library's submodule not fetched, ``absentLibrarySources``) are not counted, but for one named as a screen that
    /// is no category of a UIKit class and that a project with an application compiles.
    public var hasAllSources: Bool {
        // (Worked out once: the checks ask it of every literal and lookup, and the projects' file lists are long.)
        allSourcesCache.value(for: "") {
            // Without a project, the sources that start the app mark a whole checkout: copies of a few files out of
            // an app (a slice, a sample) leave its entry point behind.
            guard xcode != nil else { return sourceIndex.hasAppEntryPoint }
            let (count, missing) = missingCode
            guard count > 0 else { return false }
            // A library whose folder the checkout lacks altogether (a submodule or an external not fetched: google-
            // authenticator's Google Toolbox for Mac, Telegram's SSignalKit) names none of the app's own types or
            // screens: only files missing beside others count, against the app's own. Nor does such a library's
            // category of a UIKit class lead to a screen (Biblical Zoo's `UIAlertView+Blocks.m`: block-based alerts for
            // the app's own texts).
            let absent = Set(absentLibrarySources.map(\.path))
            let besideOthers = missing.filter { !absent.contains($0.path) }
            // Nor does an absent library that a project of its own builds, one with no application (high-gps-tracker's copy
            // of CorePlot's project, without its sources): compiled without the app's headers, its views create none
            // of the app's types.
            let libraryOnly = libraryProjectSources
            guard !missing.contains(where: { source in
                Self.mayLeadToScreens(source) && (!absent.contains(source.path) || !(Self.isFrameworkCategory(source) || libraryOnly.contains(source.path)))
            }) else { return false }
            return besideOthers.count <= min(2, (count - absent.count) / 20)
        }
    }
    private let allSourcesCache = OnceCache<Bool>()

    /// The paths of the sources only projects without an application compile (a library's own `.xcodeproj` beside the
    /// app's), none of which an application's project compiles too.
    private var libraryProjectSources: Set<String> {
        let projects = xcode?.projects ?? []
        let applications = Set(projects.filter { $0.targets.contains(where: \.isApplication) }.flatMap(\.sourceFiles).map(\.path))
        return Set(projects.filter { !$0.targets.contains(where: \.isApplication) }.flatMap(\.sourceFiles).map(\.path)).subtracting(applications)
    }

    /// How many Swift and Objective-C sources the Xcode projects compile, and those of them the checkout lacks (as the
    /// projects list them): worked out once for ``hasAllSources`` and ``absentLibrarySources``.
    private var missingCode: (count: Int, missing: [URL]) {
        missingCodeCache.value(for: "") {
            guard let xcode else { return (0, []) }
            let code = xcode.sourceFiles.filter { ["swift", "m", "mm"].contains($0.pathExtension.lowercased()) }
            return (code.count, located(code).filter { $0.source == nil }.map(\.listed))
        }
    }
    private let missingCodeCache = OnceCache<(count: Int, missing: [URL])>()

    /// The sources the Xcode projects compile that lie in folders the checkout lacks altogether (a library's submodule
    /// or external not fetched), sorted by path: code that runs in the app, which no check can read (what it asks iOS
    /// for is not known).
    public var absentLibrarySources: [URL] {
        absentSourcesCache.value(for: "") {
            var spelling = DiskSpelling()
            var absentFolders: [String: Bool] = [:]
            // A folder the disk lacks in every letter case, or one holding no file: git leaves a submodule not fetched
            // as an empty folder.
            func isAbsent(_ folder: URL) -> Bool {
                if let known = absentFolders[folder.path] { return known }
                let onDisk = URL(fileURLWithPath: spelling.resolve(folder.path))
                let absent = !FileManager.default.fileExists(atPath: onDisk.path) || Self.holdsNoFile(onDisk)
                absentFolders[folder.path] = absent
                return absent
            }
            return missingCode.missing.filter { isAbsent($0.deletingLastPathComponent()) }.sorted { $0.path < $1.path }
        }
    }
    private let absentSourcesCache = OnceCache<[URL]>()

    /// Whether no regular file lies in `folder` or below it.
    static func holdsNoFile(_ folder: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return true }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { return false }
        return true
    }

    /// Whether a source's name says it holds a category of one of Apple's classes (`UIAlertView+Blocks.m`,
    /// `NSString+Hash.m`): methods added to UIKit or Foundation, which name none of the app's types.
    static func isFrameworkCategory(_ source: URL) -> Bool {
        let name = source.deletingPathExtension().lastPathComponent
        guard let plus = name.firstIndex(of: "+") else { return false }
        let base = name[..<plus]
        return (base.hasPrefix("UI") || base.hasPrefix("NS")) && base.dropFirst(2).first?.isUppercase == true
    }

    /// Whether a source's name says it holds a screen or what opens one.
    static func mayLeadToScreens(_ source: URL) -> Bool {
        let name = source.deletingPathExtension().lastPathComponent.lowercased()
        let endings = ["controller", "screen", "page", "sheet", "cell", "coordinator", "router", "app", "scene", "delegate",
                       "tab", "flow", "navigation", "menu", "vc", "alert", "dialog", "popup", "modal", "form", "list"]
        return name.contains("view") || endings.contains { name.hasSuffix($0) || name.contains($0 + "+") }
    }

    /// The Info.plists beside a group's `.lproj` folders (``InfoPlist/files(in:)``), read once.
    public func infoPlists(of group: LocalizationGroup) -> [InfoPlist] {
        infoPlistCache.value(for: group.directory.path) { InfoPlist.files(in: group.directory) }
    }

    /// The Objective-C headers of the compiled implementation files (`Foo.h` beside a compiled `Foo.m`, in
    /// any folder), sorted by path: no target compiles a header, yet it declares the class's superclass and
    /// outlets.
    public var compiledHeaders: [URL] {
        let implementations = Set(compiledSources.filter { ["m", "mm"].contains($0.pathExtension.lowercased()) }
            .map { $0.deletingPathExtension().lastPathComponent })
        guard !implementations.isEmpty else { return [] }
        return sources.filter { $0.pathExtension.lowercased() == "h" && implementations.contains($0.deletingPathExtension().lastPathComponent) }
    }

    /// What the compiled sources say about localized strings and the texts code puts into outlets, read
    /// once on first use (their headers for the classes and outlets they declare). Sources that cannot be
    /// read are left out.
    public var sourceIndex: SourceIndex {
        sourceCache.value(for: "") {
            // (A test's file is no app's code, wherever it lies: a project whose targets are not known may hold tests.)
            let files = compiledSources.compactMap { url -> SourceFile? in try? SourceFile(contentsOf: url) }.filter { !$0.isTestCode }
            let compiled = Set(compiledSources.map(\.path))
            // (A prefix header, `.pch`, is part of every file its target compiles: its macros are the app's wrappers.)
            let prefixHeaders = sources.filter { $0.pathExtension.lowercased() == "pch" }
            let headerURLs = (compiledHeaders + prefixHeaders).filter { !compiled.contains($0.path) }
            let headers = headerURLs.compactMap { url -> SourceFile? in try? SourceFile(contentsOf: url) }
            let read = Set(headerURLs.map(\.path))
            let others = sources.filter { $0.pathExtension.lowercased() == "h" && !read.contains($0.path) && !compiled.contains($0.path) }
                .compactMap { url -> SourceFile? in try? SourceFile(contentsOf: url) }
            // (Each file's conditions are those of the targets that compile it.)
            var fileBuilds: [String: [ShippedBuild]] = [:]
            if let xcode {
                for file in files {
                    let builds = xcode.shippedBuilds(compiling: URL(fileURLWithPath: file.path))
                    if !builds.isEmpty { fileBuilds[file.path] = builds }
                }
            }
            return SourceIndex(files: files, headers: headers, constantHeaders: others, tableKeys: tableKeysByName,
                               build: xcode?.shippedBuild ?? ShippedBuild(), fileBuilds: fileBuilds)
        }
    }

    /// Every key of the tables (`.strings`, `.stringsdict`) and catalogs of each name, in any language:
    /// the keys an interpolated key of the code may stand for. Read once (the source index asks first).
    public var tableKeysByName: [String: Set<String>] {
        tableKeyCache.value(for: "") { readTableKeys() }
    }
    private let tableKeyCache = OnceCache<[String: Set<String>]>()

    private func readTableKeys() -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for group in groups {
            for language in group.languages {
                for name in group.tables(in: language) {
                    if case .success(let read) = table(group.tableURL(name, language: language)) { keys[name, default: []].formUnion(read.entries.map(\.key)) }
                }
                for name in group.stringsDictionaries(in: language) {
                    if let plural = stringsdictKeys(group.stringsDictionaryURL(name, language: language)) { keys[name, default: []].formUnion(plural) }
                }
            }
        }
        for url in catalogs {
            if case .success(let read) = catalog(url) { keys[url.deletingPathExtension().lastPathComponent, default: []].formUnion(read.entries.map(\.key)) }
        }
        return keys
    }

    /// Per table and language folder ("Localizable|de"), the keys a `.stringsdict` of that folder gives plural variants:
    /// iOS reads a key's forms from the `.stringsdict` of the folder whose `.strings` it chose, so a form in one
    /// language covers no other. Read once.
    public var pluralKeysByTable: [String: Set<String>] {
        pluralKeyCache.value(for: "") {
            var keys: [String: Set<String>] = [:]
            for url in stringsDictionaries {
                let folder = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                if let plural = stringsdictKeys(url) { keys["\(url.deletingPathExtension().lastPathComponent)|\(folder)", default: []].formUnion(plural) }
            }
            return keys
        }
    }
    private let pluralKeyCache = OnceCache<[String: Set<String>]>()

    /// The keys of the `.stringsdict` at `url`, read once for every check that asks (the table keys, the plural keys, the
    /// code's lookups); nil when it cannot be read.
    public func stringsdictKeys(_ url: URL) -> Set<String>? {
        stringsdictKeyCache.value(for: url.standardizedFileURL.path) {
            guard let data = FileManager.default.contents(atPath: url.path), let plurals = try? StringsdictPlurals(bytes: [UInt8](data)) else { return nil }
            return Set(plurals.entries.map(\.key))
        }
    }
    private let stringsdictKeyCache = OnceCache<Set<String>?>()

    /// Every `Base.lproj` storyboard and xib, sorted by path.
    public var baseDocuments: [URL] { groups.flatMap(\.baseDocuments) }

    /// The storyboards and xibs in a language's folder, not `Base.lproj` (a project localized by whole copies
    /// per language), sorted by path: what they create and connect counts, though they hold no base texts.
    public var languageDocuments: [URL] {
        groups.flatMap { group in group.languages.filter { $0 != "Base" }.flatMap { group.documents(in: $0) } }.sorted { $0.path < $1.path }
    }

    /// Every `.stringsdict` in an `.lproj` folder, sorted by path.
    public var stringsDictionaries: [URL] {
        groups.flatMap { group in
            group.languages.flatMap { language in
                group.stringsDictionaries(in: language).map { group.stringsDictionaryURL($0, language: language) }
            }
        }.sorted { $0.path < $1.path }
    }

    /// Every language folder name of the project except `Base` and `mul`, sorted and unique.
    public var languages: [String] {
        Array(Set(groups.flatMap(\.languages)).subtracting(Self.foldersOfNoUserLanguage)).sorted()
    }

    /// Folders no device runs in: `Base`, and `mul` ("multiple languages"), where Xcode keeps the string
    /// catalogs of Interface Builder documents: they hold every language's texts, and no user picks `mul`.
    public static let foldersOfNoUserLanguage: Set<String> = ["Base", "mul"]

    // MARK: - Paths

    /// `url` as reports show it: relative to ``pathRoot`` (with `/`), or absolute outside it.
    public func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = pathRoot.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `url` relative to the project folder (for `exclude` and XLIFF `original`), or absolute outside it.
    public func projectRelativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether the settings leave `url` out (its path relative to the project starts with an excluded prefix).
    public func isExcluded(_ url: URL) -> Bool {
        guard !options.excludedPaths.isEmpty else { return false }
        let relative = projectRelativePath(url)
        return options.excludedPaths.contains { prefix in
            let prefix = prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
            return !prefix.isEmpty && relative.hasPrefix(prefix)
        }
    }

    // MARK: - Files, parsed once

    /// The storyboard or xib at `url`, read on first use.
    public func document(_ url: URL) -> Result<IBDocument, IBReadError> {
        let path = url.standardizedFileURL.path
        return documentCache.value(for: path) {
            let result = Result { try IBDocument(contentsOf: path) }.mapError { error in
                error as? IBReadError ?? IBReadError(path: path, line: 0, column: 0, message: String(describing: error))
            }
            if case .success(let document) = result, !document.warnings.isEmpty {
                warningLock.lock()
                readWarnings += document.warnings
                warningLock.unlock()
            }
            return result
        }
    }

    /// The warnings of the documents read so far (a storyboard not saved in UTF-8…), each once, sorted by
    /// path, line and column: a command prints them after its run.
    public var documentWarnings: [IBDocumentWarning] {
        warningLock.lock()
        defer { warningLock.unlock() }
        return readWarnings.sorted { ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message) }
    }

    /// The `.strings` table at `url`, read losslessly on first use. Syntax errors are in its diagnostics;
    /// only a file that cannot be read at all is a failure.
    public func table(_ url: URL) -> Result<StringsFile, FileReadError> {
        let path = url.standardizedFileURL.path
        return tableCache.value(for: path) {
            // Read with a snapshot of the file (``StringsFile/source``): a command that writes the table back
            // refuses to when someone saved it meanwhile.
            guard let file = try? StringsFile(contentsOf: URL(fileURLWithPath: path)) else {
                return .failure(FileReadError(path: path, reason: FileReadError.reason(forUnreadable: path)))
            }
            return .success(file)
        }
    }

    /// Why a table cannot be used as it is.
    public enum TableProblem: Sendable {
        case unreadable(FileReadError)
        /// A syntax error: iOS drops the whole table, or the part after it.
        case syntax(StringsDiagnostic)
    }

    /// The first table of `documents` in `languages` (in document, then language order) that cannot be read
    /// or has a syntax error, with its problem; nil when every one is sound.
    public func firstMalformedTable(of documents: [URL], languages: [String]) -> (URL, TableProblem)? {
        for group in groups {
            for document in group.baseDocuments where documents.contains(document) {
                let name = document.deletingPathExtension().lastPathComponent
                for language in languages where group.hasTable(name, in: language) {
                    let url = group.tableURL(name, language: language)
                    switch table(url) {
                    case .failure(let error): return (url, .unreadable(error))
                    case .success(let table):
                        if let error = table.diagnostics.first(where: { $0.severity == .error }) { return (url, .syntax(error)) }
                    }
                }
            }
        }
        return nil
    }

    /// Every language some catalog of the folder has a localization in, source languages included, sorted: with
    /// ``languages`` (the `.lproj` folders), the languages the app is written in. Read once.
    public var catalogLanguages: [String] {
        catalogLanguageCache.value(for: "") {
            Array(Set(catalogs.flatMap { url -> [String] in
                guard case .success(let catalog) = self.catalog(url) else { return [] }
                return catalog.languages
            })).sorted()
        }
    }

    /// The String Catalog at `url`, read on first use.
    public func catalog(_ url: URL) -> Result<StringCatalog, FileReadError> {
        let path = url.standardizedFileURL.path
        return catalogCache.value(for: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(FileReadError(path: path, reason: FileReadError.reason(forUnreadable: path)))
            }
            do throws(LocalizationFormatError) { return .success(try StringCatalog(bytes: [UInt8](data))) } catch {
                return .failure(FileReadError(path: path, reason: .malformed(error)))
            }
        }
    }
}

/// Source file extensions discovery collects (Swift, Objective-C and its headers, prefix headers included).
enum SourceExtensions {
    static let all: Set<String> = ["swift", "m", "mm", "h", "pch"]
}
