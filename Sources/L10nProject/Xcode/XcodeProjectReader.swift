import Foundation
import L10nStrings

/// Builds an ``XcodeProject`` from the objects of a `project.pbxproj`: follows the root `PBXProject` to its
/// targets, their build phases, build files and file references, and resolves each reference's path
/// through its group chain.
struct XcodeProjectReader {
    struct Model {
        var directory: URL
        var developmentRegion: String?
        var knownRegions: [String]
        var organizationName: String?
        var targets: [XcodeTarget]
        var variantGroups: [XcodeVariantGroup]
        var projectReferences: [URL]
        var warnings: [XcodeProjectError]
    }

    /// Where a group or file reference resolves to: a path on disk (absolute, normalized) or below a
    /// build setting. Plain strings: URL operations cost more than the whole parse on large projects.
    private enum Place {
        case disk(String)
        case buildSetting(String, String)

        func appending(_ path: String?) -> Place {
            guard let path, !path.isEmpty else { return self }
            switch self {
            case .disk(let base): return .disk(Self.normalize(base + "/" + path))
            case .buildSetting(let setting, let base): return .buildSetting(setting, base.isEmpty ? path : base + "/" + path)
            }
        }

        var location: XcodeFile.Location {
            switch self {
            case .disk(let path): return .disk(URL(fileURLWithPath: path, isDirectory: false))
            case .buildSetting(let setting, let path): return .buildSetting(setting, path: path)
            }
        }

        /// `/a/./b/../c//d` → `/a/c/d`; `..` above the root stays at the root.
        static func normalize(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: true) {
                if part == "." { continue }
                if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
                parts.append(part)
            }
            return "/" + parts.joined(separator: "/")
        }
    }

    private let bytes: [UInt8]
    private let filePath: String
    private let directory: URL
    private let directoryPath: String
    private let objects: [String: OldStylePropertyList]
    /// Group (or variant group) that lists each object among its children.
    private var parents: [String: String] = [:]
    private var places: [String: Place] = [:]
    private var warnings: [XcodeProjectError] = []
    /// Members the disk has in other letter case.
    private var spelling = DiskSpelling()

    static func read(bytes: [UInt8], projectURL: URL) throws(XcodeProjectError) -> Model {
        let filePath = projectURL.appendingPathComponent("project.pbxproj").path
        let root: OldStylePropertyList
        do {
            root = try XMLPropertyListReader.looksLikeXML(bytes)
                ? XMLPropertyListReader.parse(bytes) : OldStylePropertyListParser.parse(bytes)
        } catch {
            let location = OldStylePropertyListParser.location(of: error.offset, in: bytes)
            throw XcodeProjectError(path: filePath, line: location.line, column: location.column,
                                    message: MergeConflictMarker.line(holding: error.offset, in: bytes).map(MergeConflictMarker.message)
                                        ?? error.message + " (is this file a complete project.pbxproj? a merge conflict marker breaks it)")
        }
        func fail(_ node: OldStylePropertyList, _ message: String) -> XcodeProjectError {
            let location = OldStylePropertyListParser.location(of: node.offset, in: bytes)
            return XcodeProjectError(path: filePath, line: location.line, column: location.column, message: message)
        }
        guard let objectList = root["objects"]?.members else {
            throw fail(root, "no `objects` dictionary: not an Xcode project file")
        }
        var objects: [String: OldStylePropertyList] = [:]
        for member in objectList { objects[member.key] = member.value }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw fail(root, "`rootObject` does not name a PBXProject object: not an Xcode project file")
        }

        var directory = projectURL.deletingLastPathComponent()
        if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty {
            directory = dirPath.hasPrefix("/") ? URL(fileURLWithPath: dirPath) : directory.appendingPathComponent(dirPath)
        }
        var reader = XcodeProjectReader(bytes: bytes, filePath: filePath, directory: directory.standardizedFileURL, objects: objects)
        for member in objectList {
            for child in member.value["children"]?.strings ?? [] where reader.parents[child] == nil {
                reader.parents[child] = member.key
            }
        }
        return reader.model(project: project, objectList: objectList)
    }

    private init(bytes: [UInt8], filePath: String, directory: URL, objects: [String: OldStylePropertyList]) {
        self.bytes = bytes
        self.filePath = filePath
        self.directory = directory
        self.directoryPath = Place.normalize(directory.path)
        self.objects = objects
    }

    private mutating func model(project: OldStylePropertyList, objectList: [OldStylePropertyList.Member]) -> Model {
        var targets: [XcodeTarget] = []
        let targetIDs = project["targets"]?.array ?? []
        // Exception sets of synchronized folders, by folder ID, in file order.
        var synchronized: [String: XcodeSynchronizedFolder] = [:]
        let synchronizedGroups = objectList.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
        // Each owner's build configurations are read once (a dangling reference is one warning).
        let projectConfigurations = configurations(of: project)
        let projectDeployment = iOSDeploymentTarget(of: projectConfigurations)
        for node in targetIDs {
            guard let id = node.string, let target = object(id, referencedAt: node) else { continue }
            var read = self.target(target, id: id, synchronizedGroups: synchronizedGroups, synchronized: &synchronized)
            let own = configurations(of: target)
            read.iOSDeploymentTarget = iOSDeploymentTarget(of: own) ?? projectDeployment
            read.sdkRoots = Self.sdkRoots(of: own) ?? Self.sdkRoots(of: projectConfigurations) ?? []
            // (A setting the target leaves to the project, as Gem's `INFOPLIST_FILE`, is the project's.)
            read.infoPlistSettings = Self.infoPlistSettings(of: own).merging(Self.infoPlistSettings(of: projectConfigurations)) { target, _ in target }
            if let files = read.infoPlistSettings["INFOPLIST_FILE"] {
                read.infoPlistSettings["INFOPLIST_FILE"] = Array(Set(files.flatMap {
                    resolvingSetting(in: $0, of: own, project: projectConfigurations, targetName: read.name)
                })).sorted()
            }
            read.packageProducts = packageProducts(of: target)
            // Swift's conditions are those the setting lists and those `OTHER_SWIFT_FLAGS` defines with `-D` (C-Tracker's
            // `-DSHOW_OAUTH_DEBUG`, in its Debug configuration only). (Flags a file not at hand may set are left out, as
            // they were before flags were read: eRouska's settings list its conditions over a signing file the clone lacks.)
            let conditions = listSetting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", of: own, project: projectConfigurations)
            let flags = listSetting("OTHER_SWIFT_FLAGS", of: own, project: projectConfigurations)
            read.swiftConditions = conditions.mapValues { $0.map(Set.init) }
            for case let (name, words?) in flags {
                if case let listed?? = read.swiftConditions[name] { read.swiftConditions[name] = .some(listed.union(Self.definedConditions(words))) }
            }
            read.otherSDKSwiftConditions = Self.otherSDKWords("SWIFT_ACTIVE_COMPILATION_CONDITIONS", of: own, project: projectConfigurations)
                .union(Self.otherSDKWords("OTHER_SWIFT_FLAGS", of: own, project: projectConfigurations, names: Self.definedConditions))
            read.preprocessorDefinitions = listSetting("GCC_PREPROCESSOR_DEFINITIONS", of: own, project: projectConfigurations)
            targets.append(read)
        }

        var variantGroups: [XcodeVariantGroup] = []
        for member in objectList.sorted(by: { $0.key < $1.key }) where member.value["isa"]?.string == "PBXVariantGroup" {
            let name = member.value["name"]?.string ?? member.value["path"]?.string ?? member.key
            variantGroups.append(XcodeVariantGroup(name: name, children: files(of: member.key, at: member.value)))
        }

        var references: [URL] = []
        for entry in project["projectReferences"]?.array ?? [] {
            guard let refNode = entry["ProjectRef"], let refID = refNode.string, object(refID, referencedAt: refNode) != nil else { continue }
            if case .disk(let path) = place(of: refID) { references.append(URL(fileURLWithPath: path)) }
        }

        return Model(directory: directory, developmentRegion: project["developmentRegion"]?.string,
                     knownRegions: project["knownRegions"]?.strings ?? [],
                     organizationName: project["attributes"]?["ORGANIZATIONNAME"]?.string, targets: targets, variantGroups: variantGroups,
                     projectReferences: references.sorted { $0.path < $1.path }, warnings: warnings)
    }

    /// A build configuration's settings and the `.xcconfig` file it is based on (`baseConfigurationReference`), if any.
    private typealias Configuration = (settings: OldStylePropertyList?, base: Place?)

    /// The build configurations of a target or the project, by name.
    private mutating func configurations(of owner: OldStylePropertyList) -> [String: Configuration] {
        guard let listNode = owner["buildConfigurationList"], let listID = listNode.string,
              let list = object(listID, referencedAt: listNode) else { return [:] }
        var found: [String: Configuration] = [:]
        for node in list["buildConfigurations"]?.array ?? [] {
            guard let id = node.string, let configuration = object(id, referencedAt: node),
                  let name = configuration["name"]?.string else { continue }
            // (Xcode 16 names a file inside a synchronized folder by the folder and the path below it.)
            let anchored = configuration["baseConfigurationReferenceAnchor"]?.string.map { place(of: $0).appending(configuration["baseConfigurationReferenceRelativePath"]?.string) }
            let base = configuration["baseConfigurationReference"]?.string.map { place(of: $0) } ?? anchored
            found[name] = (configuration["buildSettings"], base)
        }
        return found
    }

    /// The words of the list setting `key` (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `GCC_PREPROCESSOR_DEFINITIONS`) in
    /// each of a target's configurations, with `$(inherited)` taken from the project's configuration of that name; nil
    /// for a configuration whose value the project file does not settle (an `.xcconfig` file that may set it, another
    /// setting's value).
    private func listSetting(_ key: String, of target: [String: Configuration], project projectConfigurations: [String: Configuration])
    -> [String: [String]?] {
        var result: [String: [String]?] = [:]
        for (name, configuration) in target {
            // From the lowest level up: the project's file, the project's settings, the target's file, the target's.
            var words: [String]? = []
            let levels = [(projectConfigurations[name]?.base, projectConfigurations[name]?.settings), (configuration.base, configuration.settings)]
            func apply(_ written: [String]) { words = Self.applying(written, over: words) }
            for (base, settings) in levels {
                if let base {
                    if let file = xcconfigWords(key, at: base) {
                        if file.sets { apply(file.words) }
                    } else {
                        words = nil
                    }
                }
                switch settings.map({ Self.deviceValue(of: key, in: $0) }) ?? .unset {
                case .unset: continue
                case .unknown: words = nil
                case .written(let written): apply(written)
                }
            }
            result[name] = words
        }
        return result
    }

    /// What one level's settings write for `key` in the build of the app users install, for a device (`iphoneos`, `arm64`):
    /// the value written for that SDK or architecture (`KEY[sdk=iphoneos*]`, `KEY[arch=*]`) where there is one, else the
    /// plain `KEY`'s. A value for other SDKs only (`KEY[sdk=iphonesimulator*]`) is not that build's; one whose condition
    /// is not read (`KEY[config=…]`), or two that both apply but differ, leave it unknown.
    enum LevelValue: Equatable { case unset, unknown, written([String]) }

    static func deviceValue(of key: String, in settings: OldStylePropertyList) -> LevelValue {
        var plain = LevelValue.unset
        var device: [LevelValue] = []
        for member in settings.members ?? [] {
            guard member.key.hasPrefix(key) else { continue }
            let written = member.value.array?.compactMap(\.string)
                ?? (member.value.string ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            let rest = member.key.dropFirst(key.count)
            if rest.isEmpty { plain = .written(written); continue }
            guard rest.first == "[", rest.last == "]" else { continue }
            switch appliesToDevice(String(rest.dropFirst().dropLast())) {
            case true?: device.append(.written(written))
            case false?: continue
            case nil: device.append(.unknown)
            }
        }
        guard let first = device.first else { return plain }
        return device.allSatisfy { $0 == first } ? first : .unknown
    }

    /// Whether a setting's condition (`sdk=iphoneos*`, `arch=*`, `sdk=iphoneos*,arch=arm64`) holds when building for an
    /// iPhone or iPad; nil for a condition of another kind.
    static func appliesToDevice(_ condition: String) -> Bool? {
        var holds = true
        for clause in condition.split(separator: ",") {
            let parts = clause.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            let pattern = parts[1]
            func matches(_ value: String) -> Bool {
                pattern.hasSuffix("*") ? value.hasPrefix(pattern.dropLast()) : value == pattern
            }
            switch parts[0] {
            // (`sdk=iphoneos17.0` names one version of the device SDK.)
            case "sdk": holds = holds && (matches("iphoneos") || pattern.hasPrefix("iphoneos"))
            case "arch": holds = holds && matches("arm64")
            default: return nil
            }
        }
        return holds
    }

    /// The names `key`'s values for some SDK or architecture set, in any configuration of the target or the project
    /// (`OTHER_SWIFT_FLAGS[sdk=iphonesimulator*] = "-DON_SIMULATOR"`), each value's words read through `names` (a flag
    /// list's `-D` names): conditions some build sets, though perhaps not the one users install.
    private static func otherSDKWords(_ key: String, of target: [String: Configuration], project: [String: Configuration],
                                      names: ([String]) -> Set<String> = Set.init) -> Set<String> {
        var found = Set<String>()
        for settings in (Array(target.values) + Array(project.values)).compactMap(\.settings) {
            for member in settings.members ?? [] where member.key.hasPrefix(key + "[") {
                let words = member.value.array?.compactMap(\.string)
                    ?? (member.value.string ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
                found.formUnion(names(words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }))
            }
        }
        return found
    }

    /// The `-D` names of Swift flags (`-DDEBUG`, `-D COCOAPODS`): the compilation conditions they set.
    static func definedConditions(_ flags: [String]) -> Set<String> {
        var names = Set<String>()
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count {
                names.insert(flags[index + 1])
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                names.insert(String(flag.dropFirst(2)))
            }
        }
        return names
    }

    /// A list setting's `written` words over the `words` of the levels below: `$(inherited)` keeps those, another setting's
    /// value (`$(FLAGS)`) makes the list unknown (nil), as does an unknown list below that is inherited.
    static func applying(_ written: [String], over words: [String]?) -> [String]? {
        var level: [String]? = []
        for word in written.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }) where !word.isEmpty {
            if word == "$(inherited)" || word == "${inherited}" {
                if let below = words { level?.append(contentsOf: below) } else { level = nil }
            } else if word.contains("$") {
                level = nil
            } else {
                level?.append(word)
            }
        }
        return level
    }

    /// What the `.xcconfig` file at `place` writes for `key`: nothing (`[]` words and no value), its words, or nil when
    /// that is not known (it includes another file, sets the key for some SDK or architecture only, or cannot be read,
    /// except CocoaPods' generated `Pods-…` files, which a clone lacks and which set no condition an app tests).
    /// With `ownLinesOnly`, what the file's own lines write, whatever the files it includes may (a name, not a list).
    private func xcconfigWords(_ key: String, at place: Place, ownLinesOnly: Bool = false) -> (sets: Bool, words: [String])? {
        guard case .disk(let path) = place else { return nil }
        return Self.xcconfigWords(key, atPath: path, ownLinesOnly: ownLinesOnly)
    }

    /// What the `.xcconfig` file at `path` writes for `key` (see the method above).
    static func xcconfigWords(_ key: String, atPath path: String, ownLinesOnly: Bool = false) -> (sets: Bool, words: [String])? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return URL(fileURLWithPath: path).lastPathComponent.hasPrefix("Pods-") ? (false, []) : nil
        }
        var found: (sets: Bool, words: [String]) = (false, [])
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#include") { if ownLinesOnly { continue } else { return nil } }
            guard trimmed.hasPrefix(key) else { continue }
            let rest = trimmed.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
            guard rest.first == "=" else { return nil }
            let value = rest.dropFirst().split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            found = (true, value.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\";")) })
        }
        return found
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the build configurations of a target or the project: as the project file
    /// writes it, or, where it writes none or `$(IPHONEOS_DEPLOYMENT_TARGET)`, as the configuration's `.xcconfig` file
    /// sets it (bitchat's `Configs/`).
    private func iOSDeploymentTarget(of configurations: [String: Configuration]) -> [Int]? {
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        return configurations.values.compactMap { configuration -> [Int]? in
            let written = configuration.settings?[key]?.string
            if let written, let version = XcodeTarget.version(written) { return version }
            guard written == nil || written == "$(\(key))", let base = configuration.base, let file = xcconfigWords(key, at: base),
                  file.sets, file.words.count == 1 else { return nil }
            return XcodeTarget.version(file.words[0])
        }.min { $0.lexicographicallyPrecedes($1) }
    }

    /// The `SDKROOT` values of the build configurations of a target or the project (`iphoneos`, `watchos`); nil when none sets it.
    private static func sdkRoots(of configurations: [String: Configuration]) -> Set<String>? {
        let roots = Set(configurations.values.compactMap { $0.settings?["SDKROOT"]?.string })
        return roots.isEmpty ? nil : roots
    }

    /// The Swift package products a target links (`packageProductDependencies`' `productName`s), sorted.
    private mutating func packageProducts(of target: OldStylePropertyList) -> [String] {
        let names = (target["packageProductDependencies"]?.array ?? []).compactMap { node -> String? in
            guard let id = node.string else { return nil }
            return object(id, referencedAt: node)?["productName"]?.string
        }
        return Array(Set(names)).sorted()
    }

    /// `value` with the settings it names (`$(CFG_INFO_PLIST)`, `${PRODUCT_NAME}-Info.plist`) replaced, one result per
    /// build configuration, by what that configuration of the target, its `.xcconfig` file, the project's or theirs set
    /// them to (Passepartout names its Info.plist in `Config.xcconfig`), sorted. `TARGET_NAME` is the target's name, and
    /// so is a `PRODUCT_NAME` a configuration does not set otherwise (Xcode's templates set it to `$(TARGET_NAME)`:
    /// verylargebox's `${PRODUCT_NAME}-info.plist`). `SRCROOT` and `PROJECT_DIR` are left for the reader of the path, and
    /// a setting nothing settles (set to another setting's value) stays as written.
    private func resolvingSetting(in value: String, of target: [String: Configuration], project: [String: Configuration],
                                  targetName: String) -> [String] {
        // A setting's value in one configuration, with the target's name for `$(TARGET_NAME)`; nil when unset or built from
        // another setting.
        func plain(_ written: String) -> String? {
            let named = written.replacingOccurrences(of: "$(TARGET_NAME)", with: targetName).replacingOccurrences(of: "${TARGET_NAME}", with: targetName)
            return named.contains("$") ? nil : named
        }
        func setting(_ name: String, in configurationName: String) -> String? {
            for configurations in [target, project] {
                guard let configuration = configurations[configurationName] else { continue }
                if let set = configuration.settings?[name]?.string { return plain(set) }
                if let base = configuration.base, let file = xcconfigWords(name, at: base, ownLinesOnly: true), file.sets, !file.words.isEmpty {
                    return plain(file.words.joined(separator: " "))
                }
            }
            return nil
        }
        func resolved(in configurationName: String) -> String {
            var result = "", rest = Substring(value)
            while let dollar = rest.firstIndex(of: "$") {
                result += rest[..<dollar]
                let after = rest[rest.index(after: dollar)...]
                guard let open = after.first, open == "(" || open == "{", let close = after.firstIndex(of: open == "(" ? ")" : "}") else {
                    result += "$"
                    rest = after
                    continue
                }
                let name = String(after[after.index(after: after.startIndex)..<close])
                let reference = rest[dollar...close]
                rest = after[after.index(after: close)...]
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name != "SRCROOT", name != "PROJECT_DIR" else {
                    result += reference
                    continue
                }
                if name == "TARGET_NAME" {
                    result += targetName
                } else if let set = setting(name, in: configurationName) {
                    result += set
                } else if name == "PRODUCT_NAME" {
                    result += targetName
                } else {
                    result += reference
                }
            }
            return result + rest
        }
        let names = Set(target.keys).union(project.keys)
        guard value.contains("$"), !names.isEmpty else { return [value] }
        return Array(Set(names.map(resolved(in:)))).sorted()
    }

    /// `INFOPLIST_FILE` and the `INFOPLIST_KEY_…` settings of a target's configurations, with their values.
    private static func infoPlistSettings(of configurations: [String: Configuration]) -> [String: [String]] {
        var settings: [String: Set<String>] = [:]
        for configuration in configurations.values.compactMap(\.settings) {
            // (`PRODUCT_NAME` is the bundle's name an Info.plist's `$(PRODUCT_NAME)` gives: Shabbat Candles'.)
            for member in configuration.members ?? [] where member.key == "INFOPLIST_FILE" || member.key.hasPrefix("INFOPLIST_KEY_")
            || member.key == "PRODUCT_NAME" {
                if let value = member.value.string { settings[member.key, default: []].insert(value) }
            }
        }
        return settings.mapValues { $0.sorted() }
    }

    private mutating func target(_ target: OldStylePropertyList, id targetID: String, synchronizedGroups: [OldStylePropertyList.Member],
                                 synchronized: inout [String: XcodeSynchronizedFolder]) -> XcodeTarget {
        let name = target["name"]?.string ?? target["productName"]?.string ?? "?"
        var resources: [XcodeFile] = []
        var sources: [XcodeFile] = []
        var embedded = Set<String>(), linked = Set<String>()
        for phaseNode in target["buildPhases"]?.array ?? [] {
            guard let phaseID = phaseNode.string, let phase = object(phaseID, referencedAt: phaseNode) else { continue }
            let isa = phase["isa"]?.string
            if isa == "PBXCopyFilesBuildPhase" || isa == "PBXFrameworksBuildPhase" {
                for buildFileNode in phase["files"]?.array ?? [] {
                    if let buildFileID = buildFileNode.string, let buildFile = objects[buildFileID], let refID = buildFile["fileRef"]?.string,
                       let name = productName(refID) {
                        if isa == "PBXCopyFilesBuildPhase" { embedded.insert(name) } else { linked.insert(name) }
                    }
                }
                continue
            }
            guard isa == "PBXResourcesBuildPhase" || isa == "PBXSourcesBuildPhase" else { continue }
            for buildFileNode in phase["files"]?.array ?? [] {
                guard let buildFileID = buildFileNode.string, let buildFile = object(buildFileID, referencedAt: buildFileNode) else { continue }
                // A Swift package product or a build file naming nothing is no file.
                guard let refNode = buildFile["fileRef"], let refID = refNode.string,
                      let reference = object(refID, referencedAt: refNode) else { continue }
                let members = files(of: refID, at: reference)
                if isa == "PBXResourcesBuildPhase" { resources += members; continue }
                // Xcode copies a strings table listed among a target's sources into its bundle all the same (its
                // CopyStringsFile rule: MoodSnap's widget lists the app's Localizable.strings under Compile Sources), and
                // compiles a String Catalog there into the bundle's tables.
                // (Not an intent definition's localized strings, a variant of the `.intentdefinition` the target compiles.)
                let isTable: (XcodeFile) -> Bool = { file in
                    ["strings", "stringsdict", "xcstrings"].contains(file.url?.pathExtension ?? "")
                        && (file.variantGroup.map { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") } ?? true)
                }
                resources += members.filter(isTable)
                sources += members.filter { !isTable($0) }
            }
        }

        // Synchronized folders: named by this target, or naming this target in an exception set.
        let namedFolders = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        let phaseKinds = Dictionary((target["buildPhases"]?.strings ?? []).compactMap { id in objects[id]?["isa"]?.string.map { (id, $0) } },
                                    uniquingKeysWith: { first, _ in first })
        for member in synchronizedGroups {
            let folderID = member.key
            var exceptions: [String] = []
            var hasExceptionForTarget = false
            // Files a build-phase exception puts in one of this target's phases, whatever the membership exceptions say
            // (Itori's catalog, taken out of the app's default membership and put in its Compile Sources phase).
            var phased: [(path: String, phase: String)] = []
            for exceptionNode in member.value["exceptions"]?.array ?? [] {
                guard let exceptionID = exceptionNode.string, let set = object(exceptionID, referencedAt: exceptionNode) else { continue }
                if set["isa"]?.string == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
                   let phaseID = set["buildPhase"]?.string, let kind = phaseKinds[phaseID] {
                    phased += (set["membershipExceptions"]?.strings ?? []).map { ($0, kind) }
                    continue
                }
                guard set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let setTarget = set["target"]?.string, setTarget == targetID else { continue }
                hasExceptionForTarget = true
                exceptions += set["membershipExceptions"]?.strings ?? []
            }
            let named = namedFolders.contains(folderID)
            guard named || hasExceptionForTarget || !phased.isEmpty else { continue }
            guard case .disk(let root) = place(of: folderID) else { continue }
            if named || hasExceptionForTarget {
                if synchronized[folderID] == nil { synchronized[folderID] = XcodeSynchronizedFolder(root: URL(fileURLWithPath: root)) }
                guard let folder = synchronized[folderID] else { continue }
                let members = folder.members(exceptions: exceptions, targetNamesFolder: named)
                resources += members.resources
                sources += members.sources
            }
            for (path, kind) in phased {
                let file = XcodeFile(location: onDisk(.disk(Place.normalize(root + "/" + path))).location)
                let ext = (path as NSString).pathExtension.lowercased()
                // (A table or catalog compiled in the sources phase is copied all the same, as a listed one is above.)
                if kind == "PBXResourcesBuildPhase" || (kind == "PBXSourcesBuildPhase" && ["strings", "stringsdict", "xcstrings"].contains(ext)) {
                    resources.append(file)
                } else if kind == "PBXSourcesBuildPhase" {
                    sources.append(file)
                }
            }
        }

        var read = XcodeTarget(name: name, productType: target["productType"]?.string,
                               resources: Self.sortedUnique(resources), sources: Self.sortedUnique(sources))
        read.product = target["productReference"]?.string.flatMap(productName)
        read.embeddedProducts = embedded
        read.linkedProducts = linked
        read.runsExternalBuildTool = target["isa"]?.string == "PBXLegacyTarget"
        return read
    }

    /// The file name a product reference (a file reference, or a proxy of another project's product) names.
    private func productName(_ id: String) -> String? {
        guard let reference = objects[id], let path = reference["path"]?.string ?? reference["name"]?.string else { return nil }
        return (path as NSString).lastPathComponent
    }

    /// The files a build file's reference stands for: a file or folder reference itself, every child of a
    /// variant group, a version group (Core Data model) as one package, a nested project's product.
    private mutating func files(of id: String, at reference: OldStylePropertyList) -> [XcodeFile] {
        switch reference["isa"]?.string {
        case "PBXVariantGroup":
            let name = reference["name"]?.string ?? reference["path"]?.string
            var result: [XcodeFile] = []
            for childNode in reference["children"]?.array ?? [] {
                guard let childID = childNode.string, object(childID, referencedAt: childNode) != nil else { continue }
                result.append(XcodeFile(location: onDisk(place(of: childID)).location, variantGroup: name))
            }
            return result
        case "PBXGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup":
            return [XcodeFile(location: onDisk(place(of: id)).location, isFolder: reference["isa"]?.string != "XCVersionGroup")]
        default:
            let type = reference["lastKnownFileType"]?.string ?? reference["explicitFileType"]?.string
            // A folder reference, or a bundle (`wrapper.plug-in`: InAppSettingsKit's `InAppSettings.bundle`, a resource
            // bundle), which Xcode copies whole: every file inside ships with it, its language folders' tables too.
            let isFolder = type == "folder" || type?.hasPrefix("folder.") == true || ["wrapper.plug-in", "wrapper", "wrapper.cfbundle"].contains(type ?? "")
            let folder = XcodeFile(location: onDisk(place(of: id)).location, isFolder: isFolder)
            // A folder reference that is itself a language folder (prayer-book copies `l10n/de.lproj` as a blue
            // folder) lands at the top of the bundle as `de.lproj`: its tables are the language's, as a variant
            // group's would be.
            guard type == "folder", let url = folder.url, url.pathExtension.lowercased() == "lproj",
                  let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [folder] }
            return [folder] + names.sorted().map { XcodeFile(location: .disk(url.appendingPathComponent($0).standardizedFileURL)) }
                .filter { file in file.url.map { !Self.isDirectory($0) } ?? false }
        }
    }

    /// Whether `url` is a folder on disk.
    private static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The place as the disk spells it (``DiskSpelling``).
    private mutating func onDisk(_ place: Place) -> Place {
        guard case .disk(let path) = place else { return place }
        return .disk(spelling.resolve(path))
    }

    /// Where an object's path leads: `<group>` starts from its parent group (the project folder for the
    /// main group), `SOURCE_ROOT` from the project folder, `<absolute>` from `/`, any other source tree
    /// from that build setting.
    private mutating func place(of id: String) -> Place {
        if let known = places[id] { return known }
        // Walk up to the first resolved ancestor or a root, then resolve downwards (no recursion, and a
        // parent cycle in a damaged file ends at the project folder).
        var chain: [String] = []
        var visited: Set<String> = []
        var current: String? = id
        while let node = current, places[node] == nil, visited.insert(node).inserted {
            chain.append(node)
            let tree = objects[node]?["sourceTree"]?.string ?? "<group>"
            current = tree == "<group>" ? parents[node] : nil
        }
        for node in chain.reversed() {
            let object = objects[node]
            let tree = object?["sourceTree"]?.string ?? "<group>"
            let path = object?["path"]?.string
            let base: Place
            switch tree {
            case "<group>":
                if let parent = parents[node], let resolved = places[parent] { base = resolved } else { base = .disk(directoryPath) }
            case "SOURCE_ROOT":
                base = .disk(directoryPath)
            case "<absolute>":
                base = .disk("/")
            default:
                base = .buildSetting(tree, "")
            }
            places[node] = base.appending(path)
        }
        return places[id] ?? .disk(directoryPath)
    }

    /// The object `id`, or nil with a warning at the place that names it.
    private mutating func object(_ id: String, referencedAt node: OldStylePropertyList) -> OldStylePropertyList? {
        if let object = objects[id] { return object }
        let location = OldStylePropertyListParser.location(of: node.offset, in: bytes)
        warnings.append(XcodeProjectError(path: filePath, line: location.line, column: location.column,
                                          message: "reference to object \(id), which the file does not contain (left out)"))
        return nil
    }

    private static func sortedUnique(_ files: [XcodeFile]) -> [XcodeFile] {
        var seen: Set<String> = []
        var keyed: [(key: String, file: XcodeFile)] = []
        for file in files {
            let key = file.description
            if seen.insert(key).inserted { keyed.append((key, file)) }
        }
        return keyed.sorted { $0.key < $1.key }.map(\.file)
    }
}
