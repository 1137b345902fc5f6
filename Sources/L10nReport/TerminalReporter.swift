import L10nChecks
import L10nStrings

/// The `text` format for a person at a terminal: findings grouped under a header per file, each
/// followed by its related locations as `note:` lines, the measured values and the fix, then the summary.
///
/// Every finding line keeps ``XcodeReporter``'s shape (`path:line:column: warning: message [rule-id]`), so
/// editors and Xcode still parse it; colour, when on, only wraps the severity word (and emboldens the
/// file headers, which are not diagnostics). Not in ``Reporters/all``: `--format text` means this type
/// on a terminal and ``XcodeReporter`` elsewhere, chosen by ``Reporters/reporter(for:isTerminal:environment:)``.
public struct TerminalReporter: Reporter {
    public static let identifier = "text"

    /// Whether to write ANSI colour escapes.
    public var colored: Bool
    /// Only the finding lines.
    public var quiet: Bool

    public init(colored: Bool = false, quiet: Bool = false) {
        self.colored = colored
        self.quiet = quiet
    }

    /// Colour when writing to a terminal, unless `NO_COLOR` is set to anything non-empty (no-color.org)
    /// or `TERM` is `dumb`.
    public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        var out = ""
        var start = 0
        // Findings are sorted by path first, so each file's findings are one contiguous run.
        while start < sorted.count {
            let file = sorted[start].file
            var end = start
            while end < sorted.count && sorted[end].file == file { end += 1 }
            let group = Array(sorted[start..<end])
            if !out.isEmpty { out += "\n" }
            out += style(ReportLine.field(file), "1") + " (\(ReportSummary(group).text))\n"
            for f in group { out += lines(f) }
            start = end
        }
        if !out.isEmpty { out += "\n" }
        out += "\(ReportSummary(findings).text)\n"
        return out
    }

    private func lines(_ f: Finding) -> String {
        var out = "\(ReportLine.field(f.file)):\(f.line):\(f.column): \(severityWord(f.severity)): \(ReportLine.field(f.message)) [\(f.ruleID)]\n"
        if quiet { return out }
        for related in f.related {
            out += "\(ReportLine.field(related.file)):\(related.line):\(related.column): \(style("note", Self.noteColor)): \(ReportLine.field(related.note))\n"
        }
        if !f.measured.isEmpty {
            out += "    measured: " + f.measured.map { "\($0.name) \($0.shown)" }.joined(separator: ", ") + "\n"
        }
        out += "    fix: \(ReportLine.field(f.fix))\n"
        return out
    }

    private static let noteColor = "1;36"

    private func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: return style("error", "1;31")
        case .warning: return style("warning", "1;33")
        case .info: return style("note", Self.noteColor)
        }
    }

    private func style(_ text: String, _ sgr: String) -> String {
        colored ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }
}
