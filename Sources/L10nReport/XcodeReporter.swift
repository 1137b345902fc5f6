import L10nChecks

/// `path:line:column: warning: message [rule-id]`, one line per finding, which Xcode shows inline when the
/// command runs in a build phase, then a summary line. Info findings use Xcode's `note:` level. Unless
/// quiet, each finding is followed by its related places as `note:` lines (Xcode attaches them to the
/// finding) and its measured values and fix as indented lines, which Xcode's log keeps as text.
public struct XcodeReporter: Reporter {
    public static let identifier = "text"

    /// Related notes, measured values and the fix under each finding.
    public var detailed: Bool

    public init(detailed: Bool = true) {
        self.detailed = detailed
    }

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        var out = ""
        for finding in Finding.sorted(findings) {
            let level = finding.severity == .info ? "note" : finding.severity.rawValue
            out += "\(ReportLine.field(finding.file)):\(finding.line):\(finding.column): \(level): \(ReportLine.field(finding.message)) [\(finding.ruleID)]\n"
            guard detailed else { continue }
            for related in finding.related {
                out += "\(ReportLine.field(related.file)):\(related.line):\(related.column): note: \(ReportLine.field(related.note))\n"
            }
            if !finding.measured.isEmpty {
                out += "    measured: " + finding.measured.map { "\($0.name) \($0.shown)" }.joined(separator: ", ") + "\n"
            }
            out += "    fix: \(ReportLine.field(finding.fix))\n"
        }
        out += "\(ReportSummary(findings).text)\n"
        return out
    }
}
