import Foundation
import L10nChecks
import L10nStrings

/// Finds the tables under a path, pairs each with its base and runs the lint rules.
struct TableLinter {
    let io: CommandIO
    let baseLanguage: String?

    /// The language used as base when Base.lproj has no table and --base is not given.
    static let developmentLanguage = "en"

    func lint(path: String) throws -> [Finding] {
        let url = io.url(for: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CommandError.input("\(path): no such file or directory")
        }
        if !isDirectory.boolValue {
            guard url.pathExtension == "strings" else {
                throw CommandError.input("\(path): not a .strings table; give a directory, an .lproj folder or a .strings file")
            }
            let lproj = url.deletingLastPathComponent()
            guard lproj.pathExtension == "lproj" else {
                return lintTable(url: url, language: "", group: nil, name: url.deletingPathExtension().lastPathComponent)
            }
            let project = try readProject(lproj.deletingLastPathComponent(), path: path)
            let language = lproj.deletingPathExtension().lastPathComponent
            let name = url.deletingPathExtension().lastPathComponent
            // Only the group that holds this file: nested folders may have their own.
            let parent = lproj.deletingLastPathComponent().standardizedFileURL.path
            let group = project.groups.first { $0.directory.standardizedFileURL.path == parent }
            return lintTable(url: url, language: language, group: group, name: name)
        }
        let project = try readProject(url, path: path)
        var findings: [Finding] = []
        for group in project.groups {
            for language in group.languages {
                for name in group.tables(in: language) {
                    findings += lintTable(url: group.tableURL(name, language: language), language: language, group: group, name: name)
                }
            }
        }
        return findings
    }

    func readProject(_ url: URL, path: String) throws -> LocalizationProject {
        do { return try LocalizationProject(root: url) } catch {
            throw CommandError.input("\(path): cannot read the directory: \(error.localizedDescription)")
        }
    }

    func lintTable(url: URL, language: String, group: LocalizationGroup?, name: String) -> [Finding] {
        let display = displayPath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [Finding(ruleID: SyntaxErrorRule.description.id, severity: .error, message: "cannot read the table",
                            file: display, line: 1, column: 1, language: language, fix: "check the file's permissions")]
        }
        let table = StringsFile(data: data)
        var input = TableLintInput(table: table, path: display, language: language)
        if let group, let (baseLanguage, baseURL) = base(of: name, language: language, in: group) {
            if baseLanguage == language {
                input.isBase = true
            } else if let baseURL, let baseData = FileManager.default.contents(atPath: baseURL.path) {
                input = TableLintInput(table: table, path: display, language: language, base: StringsFile(data: baseData),
                                       basePath: displayPath(baseURL), baseLanguage: baseLanguage)
            }
        }
        input.isDevelopmentLanguage = language == (baseLanguage ?? Self.developmentLanguage)
        return LintRules.check(input)
    }

    /// The base language of table `name` and its base table, if it has one. Nil base URL: compare with the
    /// Interface Builder comments.
    func base(of name: String, language: String, in group: LocalizationGroup) -> (String, URL?)? {
        let has = { (lang: String) in group.tables(in: lang).contains(name) }
        if let baseLanguage {
            return (baseLanguage, has(baseLanguage) ? group.tableURL(name, language: baseLanguage) : nil)
        }
        if has("Base") { return ("Base", group.tableURL(name, language: "Base")) }
        let fromDocument = group.baseDocuments.contains { $0.deletingPathExtension().lastPathComponent == name }
        if fromDocument { return ("Base", nil) }
        if has(Self.developmentLanguage) { return (Self.developmentLanguage, group.tableURL(name, language: Self.developmentLanguage)) }
        return nil
    }

    /// Relative to the current directory when inside it, so reports are short and stable.
    func displayPath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let cwd = io.currentDirectory.standardizedFileURL.path
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
