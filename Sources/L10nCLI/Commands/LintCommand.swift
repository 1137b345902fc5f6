import Foundation
import L10nChecks
import L10nProject
import L10nReport
import L10nStrings

/// `l10nlayout lint [PATH…]`: translator checks of every table under the paths against its base. The
/// work is ``ProjectLinter``'s; this finds the project of each path, runs it and reports.
public struct LintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "lint",
        abstract: "Check translated .strings tables against the base language",
        discussion: """
            Finds every *.lproj under each PATH (a directory, an .lproj folder or a .strings file) and pairs \
            each table with its base: Base.lproj/<Name>.strings, else the development language's table (en, \
            or --base LANG). Tables of a storyboard or xib usually have no base table; their base text is then \
            the one Interface Builder wrote in each entry's comment, and keys are not compared (extract keeps \
            them in step). Reports syntax errors, duplicate, missing and stale keys, empty and untranslated \
            values, format specifiers that differ, whitespace that differs, unbalanced bidi controls, and counts \
            written once for every number in a plain entry ("%d файлов": a note where only one is worded apart). String \
            Catalogs (.xcstrings) and .stringsdict tables are read too: plural forms a language needs but \
            lacks (CLDR's categories) and plural forms whose specifiers differ, and for a catalog the same table \
            checks on each language against the source language, reported at the catalog's lines.
            """,
        arguments: [ArgumentSpec("paths", help: "Directories, .lproj folders, .strings, .stringsdict or .xcstrings files (default: the current directory)", optional: true, repeating: true)],
        options: [
            .option("base", valueName: "language", help: "The language translations are compared with (default: Base, else en)"),
            ProjectOptions.options[1],
            .flag("all-files", help: "Also lint tables that no target of the Xcode project builds"),
        ] + ReportOptions.options(formats: Reporters.identifiers.filter { $0 != HTMLReporter.identifier })
    )

    let paths: [String]
    let base: String?
    let report: ReportOptions
    let pathRoot: String?
    let allFiles: Bool

    public init(_ arguments: ParsedArguments) throws {
        allFiles = arguments.flag("all-files")
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        base = arguments.value("base")
        report = try ReportOptions(arguments)
        pathRoot = arguments.value("path-root")
        if let base, base != "Base", LanguageCode(base) == nil {
            throw CommandError.usage("--base: '\(base)' is not a language code", hint: "use Base or a code such as en, pt-BR")
        }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        var findings: [Finding] = []
        var sourceRoot: URL?
        var workspaces: [Workspace] = []
        for path in paths {
            let url = io.url(for: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CommandError.input("\(path): no such file or directory")
            }
            let ext = url.pathExtension.lowercased()
            if !isDirectory.boolValue, !["strings", "stringsdict", "xcstrings"].contains(ext) {
                throw CommandError.input("\(path): not a table; give a directory, an .lproj folder or a .strings, .stringsdict or .xcstrings file")
            }
            // The project the path is in, so every table is compared with its base whatever the path names.
            let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
            let root = ProjectLocator.projectRoot(from: folder)
            let workspace: Workspace
            do {
                workspace = try Workspace(root: root, options: Workspace.Options(pathRoot: pathRoot.map(io.url(for:))))
            } catch {
                throw CommandError.input("\(path): \(error)")
            }
            sourceRoot = sourceRoot ?? workspace.pathRoot
            workspaces.append(workspace)
            let linter = ProjectLinter(workspace: workspace, baseLanguage: base, developmentLanguage: base.flatMap { $0 == "Base" ? nil : $0 },
                                       allFiles: allFiles)
            let prefix = url.standardizedFileURL.path
            func isUnder(_ file: URL) -> Bool {
                let filePath = file.standardizedFileURL.path
                return filePath == prefix || filePath.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
            }
            if isDirectory.boolValue || ext == "strings" {
                var tables = linter.tables().filter { isUnder($0.url) }
                // A table outside any .lproj folder is linted on its own.
                if ext == "strings", tables.isEmpty {
                    tables = [ProjectLinter.Table(url: url, language: "", name: url.deletingPathExtension().lastPathComponent, group: nil)]
                }
                for table in tables { findings += linter.lint(table) }
            }
            let pluralFiles = isDirectory.boolValue ? linter.pluralFiles.filter(isUnder) : (ext == "strings" ? [] : [url])
            for file in pluralFiles { findings += linter.lintPluralFile(file) }
        }
        guard let reporter = report.reporter(format: report.format, failOn: report.failOn, sourceRoot: sourceRoot, io: io) else {
            throw CommandError.usage("unknown format '\(report.format)'")
        }
        findings = Finding.sorted(findings)
        let text = reporter.report(findings, rules: LintRules.all.map { $0.description } + PluralLintRules.all.map { $0.description })
        try ReportOptions.deliver(text, to: report.output, io: io)
        ProjectWarnings.print(workspaces, io: io)
        return ReportOptions.exitCode(findings, failOn: report.failOn)
    }
}
