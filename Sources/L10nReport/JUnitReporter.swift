import L10nChecks
import L10nStrings

/// JUnit XML for CI test tabs: one `<testsuite>` per rule, one `<testcase>` per finding.
///
/// Suites are per rule rather than per file because a rule is what a CI's test history can follow from
/// run to run (files come and go with languages), and because a rule that ran and found nothing can then
/// show as a passing test case, so the report says what was checked and not only what failed. Findings at
/// or above `--fail-on` are `<failure type="rule-id">`; the others are passing cases whose text is in
/// `<system-out>`, so the test tab agrees with the job's exit status and nothing is lost. A case is named
/// by its finding's fingerprint (stable when lines move, so test history follows it) and carries the
/// `file` and `line` attributes CI test tabs link to.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    /// The severity that fails (nil: nothing fails, as with `--fail-on never`).
    public var failOn: Severity?

    public init(failOn: Severity? = .error) {
        self.failOn = failOn
    }

    func fails(_ finding: Finding) -> Bool { failOn.map { finding.severity >= $0 } ?? false }

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        var ruleIDs = rules.map(\.id)
        ruleIDs.append(contentsOf: sorted.map(\.ruleID))
        let suiteIDs = Array(Set(ruleIDs)).sorted()
        let failures = sorted.filter(fails).count

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"l10nlayout\" tests=\"\(caseCount(suiteIDs, sorted))\" failures=\"\(failures)\" errors=\"0\">\n"
        for id in suiteIDs {
            let own = sorted.filter { $0.ruleID == id }
            let ownFailures = own.filter(fails).count
            out += "  <testsuite name=\"\(Self.escape(id))\" tests=\"\(max(own.count, 1))\" failures=\"\(ownFailures)\" errors=\"0\" skipped=\"0\">\n"
            if own.isEmpty {
                out += "    <testcase classname=\"\(Self.escape(id))\" name=\"no findings\"/>\n"
            }
            for finding in own { out += testCase(finding) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func caseCount(_ suiteIDs: [String], _ findings: [Finding]) -> Int {
        let withFindings = Set(findings.map(\.ruleID))
        return findings.count + suiteIDs.filter { !withFindings.contains($0) }.count
    }

    func testCase(_ f: Finding) -> String {
        let name = "\(f.fingerprint.prefix(12)) \(Self.context(f))"
        var out = "    <testcase classname=\"\(Self.escape(f.ruleID))\" name=\"\(Self.escape(name))\" file=\"\(Self.escape(f.file))\" line=\"\(max(f.line, 1))\">\n"
        var body = "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message)\n"
        for related in f.related { body += "\(related.file):\(related.line):\(related.column): note: \(related.note)\n" }
        if !f.measured.isEmpty {
            body += "measured: " + f.measured.map { "\($0.name) \($0.shown)" }.joined(separator: ", ") + "\n"
        }
        body += "fix: \(f.fix)\n"
        if fails(f) {
            out += "      <failure message=\"\(Self.escape(f.message))\" type=\"\(Self.escape(f.ruleID))\">\(Self.escape(body, inAttribute: false))</failure>\n"
        } else {
            out += "      <system-out>\(Self.escape(body, inAttribute: false))</system-out>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// `de, key "a.text"`: what tells findings of one rule in one file apart, without line numbers.
    static func context(_ f: Finding) -> String {
        var parts = [f.language.isEmpty ? "–" : f.language, f.file]
        if let key = f.key { parts.append("key \"\(key)\"") } else if let objectID = f.objectID { parts.append("object \(objectID)") }
        return parts.joined(separator: ", ")
    }

    /// XML 1.0 text or attribute content. Characters XML 1.0 cannot carry at all (C0 controls other than
    /// tab, line feed and carriage return, U+FFFE, U+FFFF) become U+FFFD, since not even a character
    /// reference may name them. In attributes, line breaks and tabs are written as references, or a
    /// parser's attribute normalization would turn them into spaces.
    static func escape(_ s: String, inAttribute: Bool = true) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
