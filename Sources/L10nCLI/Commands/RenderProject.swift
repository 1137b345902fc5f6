import Foundation
import L10nInterfaceBuilder
import L10nRender
import L10nStrings

/// The Interface Builder documents of a project and the tables beside them, as `render` finds them.
enum RenderProject {
    struct Document {
        /// `Base.lproj/Main.storyboard`.
        var url: URL
        /// `Main`.
        var name: String
        /// The folder name in the output (the name, made unique when two Base.lproj folders share one).
        var outputName: String
        /// The path to show, relative to the project.
        var relativePath: String
        /// Language → `<lang>.lproj/<Name>.strings`, for the tables that exist.
        var tables: [String: URL]
        /// Every `.lproj` folder beside Base.lproj, by language, sorted.
        var languages: [String]
    }

    /// Every `Base.lproj/*.storyboard|*.xib` under `root`, sorted by path; build folders, `.git` and
    /// dependencies are skipped.
    /// - Throws: an input error when there is none, or `root` is not a folder.
    static func discover(in root: URL) throws -> [Document] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.input("\(root.path): not a folder; pass the folder holding Base.lproj with --project")
        }
        var bases: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last == ".build" || last == ".git" || last == "node_modules" || last == "Pods" || last == "Carthage" {
                enumerator?.skipDescendants()
            } else if last == "Base.lproj" {
                bases.append(relative)
                enumerator?.skipDescendants()
            }
        }
        var documents: [Document] = []
        var usedNames: Set<String> = []
        for base in bases.sorted() {
            let baseURL = root.appendingPathComponent(base)
            let parent = baseURL.deletingLastPathComponent()
            let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
            let languages = siblings.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: baseURL.path)) ?? [])
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            for file in files {
                let name = (file as NSString).deletingPathExtension
                var outputName = name
                var suffix = 2
                while usedNames.contains(outputName) { outputName = "\(name)-\(suffix)"; suffix += 1 }
                usedNames.insert(outputName)
                var tables: [String: URL] = [:]
                for language in languages {
                    let table = parent.appendingPathComponent("\(language).lproj/\(name).strings")
                    if FileManager.default.fileExists(atPath: table.path) { tables[language] = table }
                }
                documents.append(Document(
                    url: baseURL.appendingPathComponent(file), name: name, outputName: outputName,
                    relativePath: base + "/" + file, tables: tables, languages: languages))
            }
        }
        guard !documents.isEmpty else {
            throw CommandError.input("\(root.path): no Base.lproj/*.storyboard or *.xib found; pass the project folder with --project")
        }
        return documents
    }

    /// The languages to draw, nil standing for the base texts. None requested: the base, then every
    /// language of any document, sorted.
    /// A language without an .lproj folder (often the development language, `en`) shows the base texts.
    static func languages(requested: [String], documents: [Document]) -> (languages: [String?], absent: [String]) {
        let present = Set(documents.flatMap(\.languages))
        if requested.isEmpty { return ([nil] + present.sorted().map(Optional.some), []) }
        var result: [String?] = []
        var absent: [String] = []
        for language in requested {
            let value: String? = language.lowercased() == "base" ? nil : language
            if let value, !present.contains(value), !absent.contains(value) { absent.append(value) }
            if !result.contains(where: { $0 == value }) { result.append(value) }
        }
        return (result, absent)
    }

    /// The strings keys of a document's objects by the scene holding them (a storyboard's scene ID, a
    /// xib's root view ID, as the layout names scenes); objects outside every scene are left out.
    static func keysByScene(_ document: IBDocument) -> [String: [ContextKey]] {
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

    /// A language's table as key → value (the last of duplicate keys wins, as on iOS), read losslessly.
    /// - Throws: an input error at the first syntax error's `file:line:column` (iOS would drop the whole table).
    static func translations(_ url: URL, displayPath: String) throws -> [String: String] {
        let file: StringsFile
        do { file = try StringsFile(contentsOf: url) } catch {
            throw CommandError.input("\(displayPath): cannot read the strings table (\(error.localizedDescription)); check the path")
        }
        if let error = file.diagnostics.first(where: { $0.severity == .error }) {
            throw CommandError.input(error.formatted(path: displayPath) + "; fix it first ('l10nlayout lint' lists every problem)")
        }
        return file.table
    }

    /// A scene's image file: its ID, with characters unsafe in file names replaced.
    static func fileName(sceneID: String) -> String {
        String(sceneID.map { $0 == "/" || $0 == ":" || $0 == "\\" ? "_" : $0 }) + ".png"
    }
}
