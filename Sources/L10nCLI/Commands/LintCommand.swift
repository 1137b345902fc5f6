import Foundation
import L10nChecks
import L10nReport
import L10nStrings

/// `l10nlayout lint [PATH…]`: translator checks of every table under the paths against its base.
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
            values, format specifiers that differ, whitespace that differs, and unbalanced bidi controls. String \
            Catalogs (.xcstrings) and .stringsdict tables are read too: plural forms a language needs but \
            lacks (CLDR's categories) and plural forms whose specifiers differ, and for a catalog the same table \
            checks on each language against the source language, reported at the catalog's lines.
            """,
        arguments: [ArgumentSpec("paths", help: "Directories, .lproj folders or .strings files (default: the current directory).", optional: true, repeating: true)],
        options: [
            .option("base", valueName: "language", help: "The language translations are compared with (default: Base, else en)."),
            .option("format", valueName: "format", default: "text", allowed: Reporters.all.map { type(of: $0).identifier },
                    help: "Output format: text (Xcode style path:line:col: warning: message [rule-id]) or json."),
            .option("fail-on", valueName: "severity", default: "error", allowed: ["error", "warning", "info"],
                    help: "Exit 1 when a finding has this severity or a higher one."),
            .option("output", short: "o", valueName: "file", help: "Write the report to this file (atomically) instead of standard output."),
        ])

    let paths: [String]
    let base: String?
    let format: String
    let failOn: Severity
    let output: String?

    public init(_ arguments: ParsedArguments) throws {
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        base = arguments.value("base")
        format = arguments.value("format") ?? "text"
        failOn = Severity(rawValue: arguments.value("fail-on") ?? "error") ?? .error
        output = arguments.value("output")
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        var findings: [Finding] = []
        for path in paths {
            // Catalogs and .stringsdict tables: plural rules, and table rules on each catalog language.
            let catalogs = CatalogLinter(io: io, developmentLanguage: base ?? TableLinter.developmentLanguage)
            if CatalogLinter.handles(io.url(for: path)) {
                findings += try catalogs.lint(path: path)
                continue
            }
            findings += try TableLinter(io: io, baseLanguage: base).lint(path: path)
            findings += try catalogs.lint(path: path)
        }
        guard let reporter = Reporters.reporter(for: format) else { throw CommandError.usage("unknown format '\(format)'") }
        findings = Finding.sorted(findings)
        let report = reporter.report(findings, rules: LintRules.all.map { $0.description } + PluralLintRules.all.map { $0.description })
        if let output {
            do { try AtomicFile.write(Array(report.utf8), to: io.url(for: output)) } catch {
                throw CommandError.input("\(output): cannot write the report: \(error.localizedDescription)")
            }
        } else {
            io.write(report)
        }
        return findings.contains { $0.severity >= failOn } ? ExitCode.findings : ExitCode.success
    }
}
