import Foundation

/// XcodeGen's project spec (`project.yml`) read as the Xcode project it generates, for an app that does not check
/// that project in: which targets there are, what each copies and compiles, for which platform, with which Info.plist
/// and compilation conditions, and the development language.
///
/// What XcodeGen does that is read here (its ProjectSpec documentation): `include`d specs are merged in order and the
/// including spec on top (mappings merged key by key, sequences appended, a `key:REPLACE` replacing), their paths
/// relative to their own folder unless `relativePaths: false`; a target merges its `templates` (`targetTemplates`, with
/// `${target_name}`) in order under its own keys; a target of several platforms is one target per platform, named
/// `<name>_<platform>`; a source is a file or a folder whose files are all members, less its `excludes` and, when it
/// has them, only its `includes` (globs relative to it, `**` for any folders); a file's build phase is its
/// `buildPhase`, else by its extension (sources compiled, `Info.plist`, headers and build settings in none, everything
/// else copied); `type: folder` is a folder reference; an application embeds the targets it depends on unless
/// `embed: false`. Without `INFOPLIST_FILE` a target uses the first `Info.plist` among its sources.
enum XcodeGenSpec {
    /// Reads the spec at `url` (and the specs it includes) as the project XcodeGen would write beside it.
    /// - Throws: ``XcodeProjectError`` at the line and column of a spec that is not YAML or whose top level is no mapping.
    ///
    /// A spec whose includes are not there beside it, but are all there from a folder above it, is generated from
    /// that folder: OneBusAway keeps one spec per app in `Apps/<App>/project.yml`, each including
    /// `Apps/Shared/app_shared.yml`, and its script copies the chosen one to the repository's root to run XcodeGen.
    static func project(at url: URL) throws(XcodeProjectError) -> XcodeProject {
        let url = url.standardizedFileURL
        var folder = url.deletingLastPathComponent().standardizedFileURL
        var visited: Set<String> = []
        let spec: YAMLNode
        do {
            spec = try load(url, from: folder, rebasingTo: nil, root: folder, visited: &visited)
        } catch let error where error.path == url.path && error.isMissingInclude {
            var above = folder
            var found: (URL, YAMLNode)?
            for _ in 0..<3 where above.pathComponents.count > 1 {
                above = above.deletingLastPathComponent().standardizedFileURL
                visited = []
                if let loaded = try? load(url, from: above, rebasingTo: nil, root: above, visited: &visited) {
                    found = (above, loaded)
                    break
                }
            }
            guard let found else { throw error }
            (folder, spec) = found
        }
        let reader = Reader(spec: spec, folder: folder)
        let targets = reader.targets()
        let regions = Set(targets.flatMap(\.resources).compactMap(\.lprojName))
        let name = spec["name"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? folder.lastPathComponent
        let included = visited.filter { $0 != url.path }.sorted().map { URL(fileURLWithPath: $0) }
        return XcodeProject(generatedFrom: url, in: folder, including: included, name: name,
                            developmentRegion: developmentLanguage(of: spec),
                            knownRegions: regions.sorted(), targets: targets)
    }

    /// The spec's development language: its `options.developmentLanguage`, else the project's `DEVELOPMENT_LANGUAGE`
    /// setting (under `settings.base` or `settings`), which the app's `CFBundleDevelopmentRegion` reads, else `en`
    /// (Tehilim's `DEVELOPMENT_LANGUAGE: fr`).
    static func developmentLanguage(of spec: YAMLNode) -> String {
        let settings = spec["settings"]
        let candidates = [spec["options"]?["developmentLanguage"]?.string, settings?["base"]?["DEVELOPMENT_LANGUAGE"]?.string,
                          settings?["DEVELOPMENT_LANGUAGE"]?.string]
        return candidates.lazy.compactMap { $0 }.first { !$0.isEmpty && !$0.contains("$") } ?? "en"
    }

    // MARK: - Loading and merging

    /// The spec at `url` merged over the specs it includes. `rebasingTo`: the relative paths of its targets are written
    /// from its own folder, and are rewritten as relative to the root spec's folder `root`.
    /// `from`: the folder its includes and paths are relative to (its own, or the one it is generated from).
    private static func load(_ url: URL, from here: URL, rebasingTo: URL?, root: URL, visited: inout Set<String>) throws(XcodeProjectError) -> YAMLNode {
        guard visited.insert(url.path).inserted else { return .mapping([], line: 1, column: 1) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw XcodeProjectError(path: url.path, line: 0, column: 0, message: "cannot read this spec file; check that it exists and is readable")
        }
        guard let node = try YAMLNode.read([UInt8](data), path: url.path) else { return .mapping([], line: 1, column: 1) }
        guard var own = node.mapping else {
            throw XcodeProjectError(path: url.path, line: node.line, column: node.column,
                                    message: "the spec's top level is not a mapping of keys (name, targets…); not an XcodeGen spec")
        }
        let includes = own.last { plainKey($0.key) == "include" }?.value
        own.removeAll { plainKey($0.key) == "include" }
        var merged = YAMLNode.mapping([], line: 1, column: 1)
        for include in includes?.array ?? [] {
            guard let path = include.string ?? include["path"]?.string, !path.isEmpty else { continue }
            if include["enable"]?.bool == false { continue }
            let included = here.appendingPathComponent(path).standardizedFileURL
            // (A spec that names a missing include is one XcodeGen refuses: say where.)
            guard FileManager.default.fileExists(atPath: included.path) else {
                throw XcodeProjectError(path: url.path, line: include.line, column: include.column,
                                        message: "includes \(path), which is not there; restore it or remove the include", isMissingInclude: true)
            }
            let relative = include["relativePaths"]?.bool ?? true
            merged = merge(merged, try load(included, from: included.deletingLastPathComponent(), rebasingTo: relative ? root : nil, root: root,
                                            visited: &visited))
        }
        var ownNode = YAMLNode.mapping(own, line: node.line, column: node.column)
        if let rebasingTo, here.path != rebasingTo.path { ownNode = rebase(ownNode, from: here, to: rebasingTo) }
        return merge(merged, ownNode)
    }

    /// A key without XcodeGen's `:REPLACE` suffix.
    static func plainKey(_ key: String) -> String {
        key.hasSuffix(":REPLACE") ? String(key.dropLast(":REPLACE".count)) : key
    }

    /// `new` merged over `old` as XcodeGen merges specs: mappings key by key, sequences appended, anything else replaced.
    static func merge(_ old: YAMLNode, _ new: YAMLNode) -> YAMLNode {
        switch (old, new) {
        case (.mapping(var pairs, let line, let column), .mapping(let added, _, _)):
            for pair in added {
                let key = plainKey(pair.key)
                if let index = pairs.lastIndex(where: { $0.key == key }) {
                    pairs[index].value = pair.key.hasSuffix(":REPLACE") ? pair.value : merge(pairs[index].value, pair.value)
                } else {
                    pairs.append((key, pair.value))
                }
            }
            return .mapping(pairs, line: line, column: column)
        case (.sequence(let items, let line, let column), .sequence(let added, _, _)):
            return .sequence(items + added, line: line, column: column)
        default:
            return new
        }
    }

    /// The spec with its targets' and templates' paths (sources, `info`) rewritten from `from` to `to`.
    private static func rebase(_ spec: YAMLNode, from: URL, to: URL) -> YAMLNode {
        func path(_ text: String) -> String {
            guard !text.hasPrefix("/"), !text.hasPrefix("$") else { return text }
            let absolute = from.appendingPathComponent(text).standardizedFileURL.path
            if absolute == to.path { return "." }
            return absolute.hasPrefix(to.path + "/") ? String(absolute.dropFirst(to.path.count + 1)) : absolute
        }
        func source(_ node: YAMLNode) -> YAMLNode {
            if case .scalar(let text, let line, let column) = node { return .scalar(path(text), line: line, column: column) }
            return replacing(node, key: "path") { value in value.string.map { .scalar(path($0), line: value.line, column: value.column) } ?? value }
        }
        func target(_ node: YAMLNode) -> YAMLNode {
            var node = replacing(node, key: "sources") { sources in
                if case .sequence(let items, let line, let column) = sources { return .sequence(items.map(source), line: line, column: column) }
                return source(sources)
            }
            node = replacing(node, key: "info") { info in
                replacing(info, key: "path") { value in value.string.map { .scalar(path($0), line: value.line, column: value.column) } ?? value }
            }
            return node
        }
        var spec = spec
        for section in ["targets", "targetTemplates"] {
            spec = replacing(spec, key: section) { targets in
                guard case .mapping(let pairs, let line, let column) = targets else { return targets }
                return .mapping(pairs.map { ($0.key, target($0.value)) }, line: line, column: column)
            }
        }
        return spec
    }

    /// `node` (a mapping) with the value of `key` (with or without `:REPLACE`) transformed.
    private static func replacing(_ node: YAMLNode, key: String, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let pairs, let line, let column) = node else { return node }
        return .mapping(pairs.map { plainKey($0.key) == key ? ($0.key, transform($0.value)) : $0 }, line: line, column: column)
    }

    /// `node` with `${name}` and `$name` of each `(name, value)` replaced in every scalar (keys included).
    static func substituting(_ node: YAMLNode, _ variables: [(name: String, value: String)]) -> YAMLNode {
        func text(_ string: String) -> String {
            guard string.contains("$") else { return string }
            var result = string
            for variable in variables {
                result = result.replacingOccurrences(of: "${\(variable.name)}", with: variable.value)
                    .replacingOccurrences(of: "$\(variable.name)", with: variable.value)
            }
            return result
        }
        switch node {
        case .scalar(let string, let line, let column): return .scalar(text(string), line: line, column: column)
        case .sequence(let items, let line, let column): return .sequence(items.map { substituting($0, variables) }, line: line, column: column)
        case .mapping(let pairs, let line, let column):
            return .mapping(pairs.map { (text($0.key), substituting($0.value, variables)) }, line: line, column: column)
        }
    }

    // MARK: - Targets

    private struct Reader {
        let spec: YAMLNode
        let folder: URL

        /// The build configurations and whether each is a debug one (`configs`, else XcodeGen's `Debug` and `Release`).
        var configurations: [(name: String, isDebug: Bool)] {
            guard let configs = spec["configs"]?.mapping, !configs.isEmpty else { return [("Debug", true), ("Release", false)] }
            return configs.map { ($0.key, $0.value.string?.lowercased() == "debug") }
        }

        func targets() -> [XcodeTarget] {
            var targets: [XcodeTarget] = []
            var dependencies: [String: [YAMLNode]] = [:]
            for (name, written) in spec["targets"]?.mapping ?? [] {
                let templated = applyingTemplates(to: written, named: name)
                let platforms = templated["platform"]?.strings ?? []
                let variants: [(name: String, node: YAMLNode, platform: String?)]
                if platforms.count > 1 {
                    let prefix = templated["platformPrefix"]?.string ?? ""
                    variants = platforms.map { platform in
                        let suffix = templated["platformSuffix"]?.string.map { XcodeGenSpec.substituting(.scalar($0, line: 0, column: 0), [("platform", platform)]).string ?? $0 } ?? "_" + platform
                        return (prefix + name + suffix, XcodeGenSpec.substituting(templated, [("platform", platform)]), platform)
                    }
                } else {
                    variants = [(name, templated, platforms.first)]
                }
                for variant in variants {
                    let targetName = variant.node["name"]?.string ?? variant.name
                    targets.append(target(variant.node, named: targetName, platform: variant.platform))
                    dependencies[targetName] = variant.node["dependencies"]?.array ?? []
                }
            }
            // What each application embeds: the products of the targets it depends on (XcodeGen's default for apps).
            let products = Dictionary(targets.compactMap { target in target.product.map { (target.name, $0) } }, uniquingKeysWith: { first, _ in first })
            for index in targets.indices where targets[index].isApplication {
                for dependency in dependencies[targets[index].name] ?? [] {
                    guard let named = dependency["target"]?.string, dependency["embed"]?.bool ?? true else { continue }
                    if let product = products[named] ?? products[named.split(separator: "/").last.map(String.init) ?? named] {
                        targets[index].embeddedProducts.insert(product)
                    }
                }
            }
            return targets
        }

        /// The target merged over its templates (each merged over the templates it names), `${target_name}` filled in.
        private func applyingTemplates(to target: YAMLNode, named name: String) -> YAMLNode {
            var seen: Set<String> = []
            func expanded(_ node: YAMLNode) -> YAMLNode {
                var base = YAMLNode.mapping([], line: node.line, column: node.column)
                for template in node["templates"]?.strings ?? [] where seen.insert(template).inserted {
                    guard let body = spec["targetTemplates"]?[template] else { continue }
                    base = XcodeGenSpec.merge(base, expanded(body))
                }
                return XcodeGenSpec.merge(base, node)
            }
            return XcodeGenSpec.substituting(expanded(target), [("target_name", name)])
        }

        private func target(_ node: YAMLNode, named name: String, platform: String?) -> XcodeTarget {
            let type = node["type"]?.string ?? ""
            let isLegacy = node["legacy"] != nil
            let productType = type.isEmpty || isLegacy ? nil : "com.apple.product-type." + type
            var membership = Membership(folder: folder)
            for source in node["sources"]?.array ?? [] { membership.add(source) }
            var target = XcodeTarget(name: name, productType: productType, resources: membership.sorted(membership.resources),
                                     sources: membership.sorted(membership.sources))
            target.runsExternalBuildTool = isLegacy

            let platformNames = Set((platform.map { [$0] } ?? []) + (node["supportedDestinations"]?.strings ?? []))
            let sdks: [String: String] = ["ios": "iphoneos", "macos": "macosx", "tvos": "appletvos", "watchos": "watchos", "visionos": "xros", "auto": "auto"]
            target.sdkRoots = Set(platformNames.compactMap { sdks[$0.lowercased()] })

            let settings = configurations.map { configuration in
                (configuration, resolvedSettings(of: spec["settings"], configuration: configuration.name)
                    + resolvedSettings(of: node["settings"], configuration: configuration.name))
            }
            var infoPlist: [String: Set<String>] = [:]
            for (_, values) in settings {
                for (key, value) in values where key == "INFOPLIST_FILE" || key.hasPrefix("INFOPLIST_KEY_") {
                    if let text = value.string { infoPlist[key, default: []].insert(text) }
                }
            }
            if let generated = node["info"]?["path"]?.string { infoPlist["INFOPLIST_FILE", default: []].insert(generated) }
            // XcodeGen writes the texts of `info: properties:` into the Info.plist it generates, as Xcode writes a
            // generated plist's `INFOPLIST_KEY_…` settings (padawan's camera prompt): they are read as those are.
            for (key, value) in node["info"]?["properties"]?.mapping ?? [] {
                if let text = value.string, infoPlist["INFOPLIST_KEY_" + key] == nil { infoPlist["INFOPLIST_KEY_" + key] = [text] }
            }
            if infoPlist["INFOPLIST_FILE"] == nil, let first = membership.infoPlists.sorted().first {
                infoPlist["INFOPLIST_FILE"] = [first]
            }
            target.infoPlistSettings = infoPlist.mapValues { $0.sorted() }

            let deployment = node["deploymentTarget"].flatMap { $0.string ?? $0["iOS"]?.string }
                ?? spec["options"]?["deploymentTarget"]?["iOS"]?.string
                ?? settings.compactMap { $0.1.last { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }?.value.string }.first
            target.iOSDeploymentTarget = deployment.flatMap(XcodeTarget.version)

            for (configuration, _) in settings {
                // From the lowest level up: XcodeGen's presets, the project's `.xcconfig` and settings, the target's.
                let levels: [ListLevel] = [.file(spec["configFiles"]?[configuration.name]?.string),
                                           .settings(resolvedSettings(of: spec["settings"], configuration: configuration.name)),
                                           .file(node["configFiles"]?[configuration.name]?.string),
                                           .settings(resolvedSettings(of: node["settings"], configuration: configuration.name))]
                // (As in a project file, `OTHER_SWIFT_FLAGS`' `-D` names are conditions too.)
                let listed = list("SWIFT_ACTIVE_COMPILATION_CONDITIONS", levels: levels, default: configuration.isDebug ? ["DEBUG"] : [])
                let flags = list("OTHER_SWIFT_FLAGS", levels: levels, default: [])
                target.swiftConditions[configuration.name] = .some(listed.map { Set($0).union(flags.map(XcodeProjectReader.definedConditions) ?? []) })
                target.preprocessorDefinitions[configuration.name] = .some(
                    list("GCC_PREPROCESSOR_DEFINITIONS", levels: levels, default: configuration.isDebug ? ["DEBUG=1"] : []))
            }

            var packages: Set<String> = [], linked: Set<String> = []
            for dependency in node["dependencies"]?.array ?? [] {
                if let package = dependency["package"]?.string {
                    let products = dependency["products"]?.strings ?? dependency["product"].map { $0.strings } ?? [package]
                    packages.formUnion(products)
                }
                for key in ["framework", "carthage", "sdk"] {
                    if let path = dependency[key]?.string { linked.insert(URL(fileURLWithPath: path).lastPathComponent) }
                }
            }
            target.packageProducts = packages.sorted()
            target.linkedProducts = linked
            let productName = settings.compactMap { $0.1.last { $0.key == "PRODUCT_NAME" }?.value.string }.first { !$0.contains("$") } ?? name
            target.product = Self.productExtension(of: type).map { productName + "." + $0 }
            return target
        }

        /// The file extension of a product of XcodeGen's `type`; nil for types whose product is not known here.
        static func productExtension(of type: String) -> String? {
            if type.hasPrefix("application") { return "app" }
            if type.contains("extension") { return "appex" }
            if type == "framework" { return "framework" }
            if type.hasPrefix("bundle.") { return "xctest" }
            if type == "bundle" { return "bundle" }
            return nil
        }

        /// The build settings `settings` (the project's or a target's) give `configuration`, lowest first: its groups, `base`
        /// and the `configs` whose name the configuration's contains (case-insensitively).
        private func resolvedSettings(of settings: YAMLNode?, configuration: String) -> [(key: String, value: YAMLNode)] {
            var result: [(key: String, value: YAMLNode)] = []
            var seenGroups: Set<String> = []
            func apply(_ settings: YAMLNode?) {
                guard let pairs = settings?.mapping else { return }
                let structured = pairs.contains { ["base", "configs", "groups"].contains($0.key) }
                guard structured else { result += pairs; return }
                for group in settings?["groups"]?.strings ?? [] where seenGroups.insert(group).inserted {
                    apply(spec["settingGroups"]?[group])
                }
                apply(settings?["base"])
                for (name, value) in settings?["configs"]?.mapping ?? [] where configuration.lowercased().contains(name.lowercased()) {
                    apply(value)
                }
            }
            apply(settings)
            return result
        }

        /// A level of a list setting: an `.xcconfig` file (path relative to the spec's folder), or settings.
        enum ListLevel {
            case file(String?)
            case settings([(key: String, value: YAMLNode)])
        }

        /// The words of a list setting after every level (`$(inherited)` keeping the words below), starting from XcodeGen's
        /// presets (`initial`); nil when a word is another setting's value or an `.xcconfig` file's is not known.
        private func list(_ key: String, levels: [ListLevel], default initial: [String]) -> [String]? {
            var words: [String]? = initial
            var written: [[String]] = []
            for level in levels {
                switch level {
                case .file(nil): continue
                case .file(let path?):
                    guard let file = XcodeProjectReader.xcconfigWords(key, atPath: folder.appendingPathComponent(path).path) else { words = nil; continue }
                    if file.sets { written = [file.words] } else { continue }
                case .settings(let settings):
                    written = settings.filter { $0.key == key }.map { $0.value.string.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? $0.value.strings }
                }
                for value in written { words = XcodeProjectReader.applying(value, over: words) }
            }
            return words
        }
    }

    /// The files a target's sources make members, by build phase.
    private struct Membership {
        let folder: URL
        var resources: [XcodeFile] = []
        var sources: [XcodeFile] = []
        /// Paths of the `Info.plist` files among the sources (in no phase), relative to the spec's folder.
        var infoPlists: [String] = []

        init(folder: URL) { self.folder = folder }

        mutating func add(_ source: YAMLNode) {
            guard let path = source.string ?? source["path"]?.string, !path.isEmpty else { return }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            let root = url.standardizedFileURL
            let phase = source["buildPhase"]?.string ?? (source["buildPhase"]?.mapping != nil ? "copyFiles" : nil)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return }
            let ext = root.pathExtension.lowercased()
            if !isDirectory.boolValue || source["type"]?.string == "folder" || XcodeSynchronizedFolder.packageExtensions.contains(ext) {
                place(root, isFolder: isDirectory.boolValue, phase: phase)
                return
            }
            let excludes = (source["excludes"]?.strings ?? []).map(Glob.init)
            let includes = (source["includes"]?.strings ?? []).map(Glob.init)
            for entry in XcodeSynchronizedFolder(root: root).entries {
                if excludes.contains(where: { $0.matches(pathOrFolderOf: entry.relativePath) }) { continue }
                if !includes.isEmpty, !includes.contains(where: { $0.matches(pathOrFolderOf: entry.relativePath) }) { continue }
                place(entry.url, isFolder: entry.isPackage, phase: phase)
            }
        }

        private mutating func place(_ url: URL, isFolder: Bool, phase: String?) {
            let ext = url.pathExtension.lowercased()
            // (XcodeGen puts an Info.plist in no phase, whatever the source says.)
            if url.lastPathComponent == "Info.plist" {
                if url.path.hasPrefix(folder.path + "/") { infoPlists.append(String(url.path.dropFirst(folder.path.count + 1))) }
                return
            }
            let file = XcodeFile(location: .disk(url), isFolder: isFolder && !XcodeSynchronizedFolder.sourceExtensions.contains(ext))
            switch phase {
            case "sources": sources.append(file)
            case "resources": resources.append(file)
            case .some: break
            case nil:
                if XcodeSynchronizedFolder.sourceExtensions.contains(ext) {
                    sources.append(file)
                } else if !XcodeSynchronizedFolder.unbuiltExtensions.contains(ext) && !["gpx", "apns", "xcfilelist", "md"].contains(ext) {
                    resources.append(file)
                }
            }
        }

        func sorted(_ files: [XcodeFile]) -> [XcodeFile] {
            var seen: Set<String> = []
            return files.filter { seen.insert($0.description).inserted }.sorted { $0.description < $1.description }
        }
    }

    /// An XcodeGen glob (`**/*.md`, `Assets/ar.lproj/**`, `Logs`), matched against paths relative to a source's folder:
    /// `**` any run of folders, `*` and `?` within one name, `[…]` and `{a,b}` as in shells.
    struct Glob {
        private let expression: NSRegularExpression?

        init(_ pattern: String) {
            var regex = "^"
            var characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
            if characters.last == "/" { characters.removeLast() }
            var index = 0
            var braces = 0
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "*":
                    if index + 1 < characters.count, characters[index + 1] == "*" {
                        let slash = index + 2 < characters.count && characters[index + 2] == "/"
                        regex += slash ? "(?:.*/)?" : ".*"
                        index += slash ? 3 : 2
                        continue
                    }
                    regex += "[^/]*"
                case "?": regex += "[^/]"
                case "[":
                    if let close = characters[(index + 1)...].firstIndex(of: "]") {
                        var body = String(characters[(index + 1)..<close])
                        if body.hasPrefix("!") { body = "^" + body.dropFirst() }
                        regex += "[" + body.replacingOccurrences(of: "\\", with: "\\\\") + "]"
                        index = close + 1
                        continue
                    }
                    regex += "\\["
                case "{": braces += 1; regex += "(?:"
                case "}" where braces > 0: braces -= 1; regex += ")"
                case "," where braces > 0: regex += "|"
                default: regex += NSRegularExpression.escapedPattern(for: String(character))
                }
                index += 1
            }
            regex += String(repeating: ")", count: braces) + "$"
            expression = try? NSRegularExpression(pattern: regex)
        }

        func matches(_ path: String) -> Bool {
            guard let expression else { return false }
            return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }

        /// Whether the pattern names the path or one of the folders it is in (a folder excluded excludes what it holds).
        func matches(pathOrFolderOf path: String) -> Bool {
            if matches(path) { return true }
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if matches(String(folder)) { return true }
            }
            return false
        }
    }
}
