import L10nChecks

/// `path:line:column: warning: message [rule-id]`, one line per finding, which Xcode shows inline when the
/// command runs in a build phase, then a summary line. Info findings use Xcode's `note:` level.
public struct XcodeReporter: Reporter {
    public static let identifier = "text"

    public init() {}

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        var out = ""
        for finding in Finding.sorted(findings) {
            let level = finding.severity == .info ? "note" : finding.severity.rawValue
            out += "\(finding.file):\(finding.line):\(finding.column): \(level): \(finding.message) [\(finding.ruleID)]\n"
        }
        out += "\(ReportSummary(findings).text)\n"
        return out
    }
}
