import Foundation
import L10nChecks
import L10nStrings

/// `lint` for String Catalogs and `.stringsdict` tables: the plural rules on every language, and for a
/// catalog the table rules on each translation against the source language, with findings pointing into
/// the catalog.
struct CatalogLinter {
    let io: CommandIO
    /// The language a `Base.lproj` `.stringsdict` is in.
    let developmentLanguage: String

    /// Whether `url` is a file only this linter reads.
    static func handles(_ url: URL) -> Bool {
        ["xcstrings", "stringsdict"].contains(url.pathExtension.lowercased())
    }

    /// Findings for a catalog or `.stringsdict` file, or for every one under a directory.
    func lint(path: String) throws -> [Finding] {
        let url = io.url(for: path)
        if Self.handles(url) {
            guard FileManager.default.fileExists(atPath: url.path) else { throw CommandError.input("\(path): no such file or directory") }
            return lintFile(url)
        }
        guard CatalogConverter.isDirectory(url) else { return [] }
        return ProjectFiles.files(under: url) { candidate in
            candidate.pathExtension == "xcstrings" || (candidate.pathExtension == "stringsdict" && candidate.deletingLastPathComponent().pathExtension == "lproj")
        }.flatMap(lintFile)
    }

    func lintFile(_ url: URL) -> [Finding] {
        let shown = displayPath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [syntaxError("cannot read the file", shown: shown, line: 1, column: 1, fix: "check the file's permissions")]
        }
        if url.pathExtension.lowercased() == "stringsdict" {
            let folder = url.deletingLastPathComponent()
            let language = folder.pathExtension == "lproj" ? folder.deletingPathExtension().lastPathComponent : developmentLanguage
            do {
                let table = try StringsdictPlurals(bytes: [UInt8](data))
                return PluralLintRules.check(PluralLintInput(stringsdict: table, path: shown, language: language == "Base" ? developmentLanguage : language))
            } catch {
                return [syntaxError(error.message, shown: shown, line: error.line, column: error.column, fix: "fix the property list; iOS ignores a .stringsdict it cannot read")]
            }
        }
        let catalog: StringCatalog
        do { catalog = try StringCatalog(bytes: [UInt8](data)) } catch {
            return [syntaxError(error.message, shown: shown, line: error.line, column: error.column, fix: "fix the JSON; Xcode cannot open a malformed String Catalog")]
        }
        var findings: [Finding] = []
        for language in catalog.languages {
            findings += PluralLintRules.check(PluralLintInput(catalog: catalog, path: shown, language: language))
        }
        findings += tableFindings(catalog, shown: shown)
        return Finding.sorted(findings)
    }

    /// The table rules on each translation, run on the flat strings and moved to the catalog's lines.
    func tableFindings(_ catalog: StringCatalog, shown: String) -> [Finding] {
        let translatable = Set(catalog.entries.filter { $0.shouldTranslate && $0.extractionState != "stale" }.map(\.key))
        let baseRows = catalog.tableRows(language: catalog.sourceLanguage).filter { translatable.contains($0.key) }
        let base = StringsFile(bytes: CatalogConverter.newTable(baseRows))
        var findings: [Finding] = []
        for language in catalog.languages where language != catalog.sourceLanguage {
            let rows = catalog.tableRows(language: language).filter { translatable.contains($0.key) }
            let table = StringsFile(bytes: CatalogConverter.newTable(rows))
            var input = TableLintInput(table: table, path: shown, language: language, base: base, basePath: shown, baseLanguage: catalog.sourceLanguage)
            input.isDevelopmentLanguage = false
            for var finding in LintRules.check(input) {
                let key = finding.key.flatMap { catalog.entry(forKey: $0) }
                let unit = key?.localization(language)?.stringUnit
                finding.line = max(unit?.line ?? key?.line ?? 1, 1)
                finding.column = max(unit?.column ?? key?.column ?? 1, 1)
                finding.related = finding.related.map { related in
                    var moved = related
                    let source = key?.localization(catalog.sourceLanguage)?.stringUnit
                    moved.line = max(source?.line ?? key?.line ?? 1, 1)
                    moved.column = max(source?.column ?? key?.column ?? 1, 1)
                    return moved
                }
                findings.append(finding)
            }
        }
        return findings
    }

    func syntaxError(_ message: String, shown: String, line: Int, column: Int, fix: String) -> Finding {
        Finding(ruleID: SyntaxErrorRule.description.id, severity: .error, message: message, file: shown,
                line: max(line, 1), column: max(column, 1), language: "", fix: fix)
    }

    /// Relative to the current directory when inside it, as the table linter shows paths.
    func displayPath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let cwd = io.currentDirectory.standardizedFileURL.path
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
