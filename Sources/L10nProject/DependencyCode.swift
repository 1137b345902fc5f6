import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The code an app links beside its own sources, as the checkout holds it: CocoaPods' and Carthage's
/// checkouts (`Pods/`, `Carthage/Checkouts/`, which discovery leaves out), and compiled frameworks and
/// static libraries. What it calls is part of what the app does (a pod's image picker asks for the photo
/// library), so a question about the whole app's code needs it, or needs to know it is missing.
public struct DependencyCode: Sendable {
    /// Why some of that code is not here, one line each, sorted: a Podfile without its `Pods` folder, a
    /// Cartfile without `Carthage/`, Swift packages (fetched when the project builds), a framework folder
    /// without its binary. Empty when everything the app links is at hand.
    public var missing: [String]
    /// The names of the dependencies whose code is not here (a pod of a Podfile without `Pods/`, a Cartfile's
    /// repository, a remote Swift package, a framework without its binary), sorted: what little is known of them.
    public var missingNames: [String] = []
    /// The source files of the dependencies' checkouts (`Pods/`, `Carthage/`), sorted.
    public var sources: [URL]

    /// Whether a missing dependency's name has a word beginning with one of `hints` (lowercase): words split at
    /// case changes, digits aside, and at anything not a letter or digit ("Localize-Swift", "IBLocalizable",
    /// "L10n", "SwiftyStrings"). A hint buried inside another word says nothing: RxSwiftExt's "Ext" is no "text".
    public static func name(_ name: String, hasWordBeginningWith hints: [String]) -> Bool {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            // A capital after a lowercase letter begins a word; a capital followed by lowercase after capitals
            // does too ("IBLocalizable": "IB", "Localizable"), which is settled when that lowercase letter comes.
            if character.isUppercase, let before = previous, before.isLowercase {
                words.append(word)
                word = ""
            } else if character.isLowercase, let before = previous, before.isUppercase, word.count > 1 {
                words.append(String(word.dropLast()))
                word = String(before)
            }
            word.append(character)
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { word in hints.contains { word.lowercased().hasPrefix($0) } }
    }
    /// The binaries of the frameworks (`Foo.framework/Foo`, inside `.xcframework` folders too) and static
    /// libraries (`libFoo.a`) of the checkout, sorted.
    public var binaries: [URL]

    /// Reads what `root` holds. `projects` are the Xcode projects' `project.pbxproj` texts (a remote Swift
    /// package reference means code fetched at build time).
    static func read(root: URL, projects: [String]) -> DependencyCode {
        var missing = Set<String>()
        var sources: [URL] = [], binaries: [URL] = []
        var podfiles: [String] = [], cartfiles: [String] = []
        var missingNames = Set<String>()
        var directories = Set<String>()
        let rootPath = root.path
        let sourceKinds: Set<String> = ["swift", "m", "mm", "h"]
        DirectoryWalker.walk(rootPath) { relative, name, kind in
            let folder = (relative as NSString).deletingLastPathComponent
            if kind == .directory {
                if [".git", ".svn", ".hg", ".build", "DerivedData", "node_modules"].contains(name) || name.hasPrefix("._") { return .skip }
                directories.insert(relative)
                if name.hasSuffix(".framework") {
                    let binary = URL(fileURLWithPath: rootPath + "/" + relative + "/" + String(name.dropLast(".framework".count)))
                    // A binary too small to be one is a Git LFS pointer or a stub: its code is not here.
                    let size = (try? FileManager.default.attributesOfItem(atPath: binary.path)[.size] as? Int) ?? nil
                    if let size, size > 4096 { binaries.append(binary) } else {
                        missing.insert("the binary of \(name) is not in the checkout")
                        missingNames.insert(String(name.dropLast(".framework".count)))
                    }
                    return .skip
                }
                return .descend
            }
            switch name {
            case "Podfile": podfiles.append(folder)
            case "Cartfile": cartfiles.append(folder)
            default: break
            }
            let kindOfFile = (name as NSString).pathExtension.lowercased()
            if kindOfFile == "a" { binaries.append(URL(fileURLWithPath: rootPath + "/" + relative)) }
            let inCheckout = relative.split(separator: "/").contains { $0 == "Pods" || $0 == "Carthage" }
            if inCheckout, sourceKinds.contains(kindOfFile) { sources.append(URL(fileURLWithPath: rootPath + "/" + relative)) }
            return .descend
        }
        func names(in file: String, after keywords: [String]) -> [String] {
            guard let text = try? String(contentsOfFile: rootPath + "/" + file, encoding: .utf8) else { return [] }
            return text.split(separator: "\n").compactMap { line -> String? in
                let words = line.trimmingCharacters(in: .whitespaces)
                guard let keyword = keywords.first(where: { words.hasPrefix($0 + " ") }) else { return nil }
                // (Typographic quotes too: a Podfile written in a word processor, `pod ‘LTMorphingLabel’`.)
                let quoted = words.dropFirst(keyword.count).split(whereSeparator: { "'\"‘’“”".contains($0) })
                guard quoted.count >= 2 else { return nil }
                return String(quoted[1]).split(separator: "/").last.map { String($0).replacingOccurrences(of: ".git", with: "") }
            }
        }
        for folder in podfiles where !directories.contains(folder.isEmpty ? "Pods" : folder + "/Pods") {
            missing.insert("\(folder.isEmpty ? "" : folder + "/")Podfile has no Pods folder beside it")
            missingNames.formUnion(names(in: folder.isEmpty ? "Podfile" : folder + "/Podfile", after: ["pod"]))
            // The lock file names the pods those pull in too (OnionShare's TLPhotoPicker, which its own pod uses).
            if let lock = try? String(contentsOfFile: rootPath + "/" + (folder.isEmpty ? "" : folder + "/") + "Podfile.lock", encoding: .utf8) {
                missingNames.formUnion(Self.lockedPods(in: lock))
            }
        }
        for folder in cartfiles where !directories.contains(folder.isEmpty ? "Carthage" : folder + "/Carthage") {
            missing.insert("\(folder.isEmpty ? "" : folder + "/")Cartfile has no Carthage folder beside it")
            missingNames.formUnion(names(in: folder.isEmpty ? "Cartfile" : folder + "/Cartfile", after: ["github", "git", "binary"]))
        }
        if projects.contains(where: { $0.contains("XCRemoteSwiftPackageReference") }) {
            missing.insert("the project uses Swift packages, fetched when it builds")
            for project in projects {
                for line in project.split(separator: "\n") where line.contains("repositoryURL") {
                    let quoted = line.split(separator: "\"")
                    if quoted.count >= 2, let last = quoted[1].split(separator: "/").last {
                        missingNames.insert(String(last).replacingOccurrences(of: ".git", with: ""))
                    }
                }
            }
        }
        var code = DependencyCode(missing: missing.sorted(), sources: sources.sorted { $0.path < $1.path },
                                  binaries: binaries.sorted { $0.path < $1.path })
        code.missingNames = missingNames.sorted()
        return code
    }

    /// The pods a `Podfile.lock` lists under `PODS:`, each by its name without a subspec (`Firebase/Core` is
    /// `Firebase`), what they pull in included.
    static func lockedPods(in lock: String) -> Set<String> {
        var pods = Set<String>()
        var inPods = false
        for line in lock.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:"); continue }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4).drop { $0 == "\"" }
            let name = entry.prefix { $0 != " " && $0 != "/" && $0 != ":" && $0 != "\"" }
            if !name.isEmpty { pods.insert(String(name)) }
        }
        return pods
    }

    /// Which of `names` the dependencies' sources or binaries say (classes and methods of Apple's frameworks:
    /// a compiled binary keeps the Objective-C class and selector names it uses as text), each file read once.
    /// Comments count: a name said there keeps the answer on the side of "yes".
    public func mentioned(_ names: Set<String>) -> Set<String> {
        var left = names.sorted()
        var found = Set<String>()
        for url in sources + binaries where !left.isEmpty {
            guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { continue }
            let said = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [String] in
                guard let base = buffer.baseAddress else { return [] }
                return left.filter { Self.find(Array($0.utf8), in: base, count: buffer.count) }
            }
            found.formUnion(said)
            left.removeAll { said.contains($0) }
        }
        return found
    }
}

extension DependencyCode {
    /// Whether `needle` occurs in the `count` bytes at `base`: `memchr` finds each candidate first byte.
    static func find(_ needle: [UInt8], in base: UnsafeRawPointer, count: Int) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var start = 0
        let last = count - needle.count
        while start <= last {
            guard let hit = memchr(bytes + start, Int32(first), last - start + 1) else { return false }
            let offset = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(bytes + offset, needle, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }
}

extension Workspace {
    /// The code the app links beside its own sources (see ``DependencyCode``), read once.
    public var dependencyCode: DependencyCode {
        dependencyCache.value(for: "") {
            let projects = xcodeProjects.compactMap { try? String(contentsOf: $0.appendingPathComponent("project.pbxproj"), encoding: .utf8) }
            return DependencyCode.read(root: root, projects: projects)
        }
    }
}
