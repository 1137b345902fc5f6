import Foundation

/// The localizations under a directory: every `xx.lproj` folder, grouped by the folder that holds them
/// (one group per bundle or module), with the tables of each language and the Base documents.
///
/// Build products and dependencies are skipped (`.build`, `.git`, `Pods`, `Carthage`, `DerivedData`,
/// `node_modules`). Everything is listed in sorted order.
public struct LocalizationProject: Sendable {
    /// Folder names never searched.
    public static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"]

    public let root: URL
    /// Groups sorted by path.
    public let groups: [LocalizationGroup]
    /// `*.lproj` folders whose name is not a language code (an empty `.lproj`, say), sorted: left out of
    /// every group. A command should warn about each (``LanguageCodeError`` says why).
    public let ignoredFolders: [URL]

    /// Finds every `*.lproj` under `root` (or `root` itself when it is one).
    /// - Throws: when `root` cannot be read.
    public init(root: URL) throws {
        self.root = root
        var lprojs: [URL] = []
        if root.pathExtension == "lproj" {
            lprojs = [root]
        } else {
            _ = try FileManager.default.contentsOfDirectory(atPath: root.path)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                if Self.skippedDirectories.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") {
                    enumerator?.skipDescendants()
                    continue
                }
                // `hasSuffix`, not `pathExtension`: a folder named `.lproj` has no extension, and must be seen
                // to be reported.
                if url.lastPathComponent.hasSuffix(".lproj") {
                    lprojs.append(url)
                    enumerator?.skipDescendants()
                }
            }
        }
        var byParent: [String: [URL]] = [:]
        var ignored: [URL] = []
        for lproj in lprojs {
            // A folder whose name is not a language (`.lproj`, `x y.lproj`) is no localization iOS would use.
            let name = String(lproj.lastPathComponent.dropLast(".lproj".count))
            guard name == "Base" || LanguageCode(name) != nil else { ignored.append(lproj); continue }
            byParent[lproj.deletingLastPathComponent().standardizedFileURL.path, default: []].append(lproj)
        }
        ignoredFolders = ignored.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        groups = byParent.keys.sorted().map { LocalizationGroup(directory: URL(fileURLWithPath: $0, isDirectory: true), lprojs: byParent[$0]!) }
    }
}

/// The `xx.lproj` folders side by side in one directory.
public struct LocalizationGroup: Sendable {
    public let directory: URL
    /// Language folder names without `.lproj` (`Base`, `de`, `pt-BR`), `Base` first, then sorted.
    public let languages: [String]
    let files: [String: [String]]

    init(directory: URL, lprojs: [URL]) {
        self.directory = directory
        var files: [String: [String]] = [:]
        for lproj in lprojs {
            let language = lproj.deletingPathExtension().lastPathComponent
            files[language] = ((try? FileManager.default.contentsOfDirectory(atPath: lproj.path)) ?? []).sorted()
        }
        self.files = files
        languages = files.keys.sorted { a, b in a == "Base" ? b != "Base" : b == "Base" ? false : a < b }
    }

    /// The folder of `language`.
    public func folder(for language: String) -> URL { directory.appendingPathComponent("\(language).lproj", isDirectory: true) }

    /// Table names (without `.strings`) of `language`, sorted.
    public func tables(in language: String) -> [String] { names(in: language, extension: "strings") }

    /// `.stringsdict` names (without extension) of `language`, sorted.
    public func stringsDictionaries(in language: String) -> [String] { names(in: language, extension: "stringsdict") }

    /// The file of table `name` in `language` (it may not exist).
    public func tableURL(_ name: String, language: String) -> URL { folder(for: language).appendingPathComponent("\(name).strings") }

    /// `Base.lproj/*.storyboard` and `*.xib`, sorted.
    public var baseDocuments: [URL] {
        (files["Base"] ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { folder(for: "Base").appendingPathComponent($0) }
    }

    func names(in language: String, extension ext: String) -> [String] {
        (files[language] ?? []).filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }
    }
}
