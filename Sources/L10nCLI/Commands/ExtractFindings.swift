import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nProject
import L10nReport

/// `extract --check --format json|sarif|junit|github`: each change a CI run would ask for, as a finding at
/// the table it changes, so a pull request shows which tables are out of step and why.
enum ExtractFindings {
    static func findings(of changes: [TableExtraction.Change]) -> [Finding] {
        var findings: [Finding] = []
        for change in changes {
            let language = change.url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
            if change.result.created {
                findings.append(Finding(ruleID: MissingKeyRule.description.id, severity: .warning,
                                        message: "\(change.shown) does not exist; extract creates it with \(change.result.added.count) entries",
                                        file: change.shown, line: 1, column: 1, language: language, fix: "Run l10nlayout extract"))
                continue
            }
            for entry in change.result.added {
                findings.append(Finding(ruleID: MissingKeyRule.description.id, severity: .warning,
                                        message: "key '\(entry.key)' (\(entry.className) \(entry.property) \"\(entry.value)\") is missing; extract adds it",
                                        file: change.shown, line: 1, column: 1, language: language, objectID: entry.objectID,
                                        className: entry.className, key: entry.key, fix: "Run l10nlayout extract, then translate the new entry"))
            }
            for entry in change.result.restored {
                findings.append(Finding(ruleID: MissingKeyRule.description.id, severity: .warning,
                                        message: "key '\(entry.key)' is commented out though its object is back; extract brings back its translation",
                                        file: change.shown, line: 1, column: 1, language: language, key: entry.key,
                                        fix: "Run l10nlayout extract"))
            }
            for entry in change.result.removed {
                findings.append(Finding(ruleID: StaleKeyRule.description.id, severity: .warning,
                                        message: "key '\(entry.key)' belongs to an object the document no longer has; extract removes it",
                                        file: change.shown, line: entry.location.line, column: entry.location.column, language: language,
                                        key: entry.key, fix: "Run l10nlayout extract (--keep-stale comments it out instead)"))
            }
            for item in change.result.review {
                findings.append(Finding(ruleID: NeedsReviewRule.description.id, severity: .warning,
                                        message: "the base text of '\(item.entry.key)' changed from \"\(item.oldBaseText ?? "")\" to \"\(item.newBaseText)\"; extract marks it for review",
                                        file: change.shown, line: item.entry.location.line, column: item.entry.location.column,
                                        language: language, key: item.entry.key, fix: "Run l10nlayout extract, then review the translation"))
            }
        }
        return Finding.sorted(findings)
    }
}

extension ExtractCommand {
    /// Reports the changes as findings in `--format`; exit 1 when there is any (the table is out of date).
    func reportFindings(_ findings: [Finding], io: CommandIO) throws -> Int32 {
        let context = ReportContext(failOn: .warning, isTerminal: false, environment: io.environment)
        guard let reporter = Reporters.reporter(for: reportFormat, context: context) else {
            throw CommandError.usage("unknown format '\(reportFormat)'")
        }
        io.write(reporter.report(findings, rules: [MissingKeyRule.description, StaleKeyRule.description, NeedsReviewRule.description]))
        return findings.isEmpty ? ExitCode.success : ExitCode.findings
    }
}
