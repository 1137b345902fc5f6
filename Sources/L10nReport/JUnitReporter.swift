import L10nChecks
import L10nStrings

/// JUnit XML for CI test tabs: one `<testsuite>` per rule, one `<testcase>` per finding.
///
/// Suites are per rule rather than per file because a rule is what a CI's test history can follow from
/// run to run (files come and go with languages), and because a rule that ran and found nothing can then
/// show as a passing test case, so the report says what was checked and not only what failed. Errors
/// and warnings are `<failure type="rule-id">`; info findings are passing cases whose text is in
/// `<system-out>`, so nothing is lost without failing a build over a note.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        var ruleIDs = rules.map(\.id)
        ruleIDs.append(contentsOf: sorted.map(\.ruleID))
        let suiteIDs = Array(Set(ruleIDs)).sorted()
        let failures = sorted.filter { $0.severity != .info }.count

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"l10nlayout\" tests=\"\(caseCount(suiteIDs, sorted))\" failures=\"\(failures)\" errors=\"0\">\n"
        for id in suiteIDs {
            let own = sorted.filter { $0.ruleID == id }
            let ownFailures = own.filter { $0.severity != .info }.count
            out += "  <testsuite name=\"\(Self.escape(id))\" tests=\"\(max(own.count, 1))\" failures=\"\(ownFailures)\" errors=\"0\" skipped=\"0\">\n"
            if own.isEmpty {
                out += "    <testcase classname=\"\(Self.escape(id))\" name=\"no findings\"/>\n"
            }
            for finding in own { out += Self.testCase(finding) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func caseCount(_ suiteIDs: [String], _ findings: [Finding]) -> Int {
        let withFindings = Set(findings.map(\.ruleID))
        return findings.count + suiteIDs.filter { !withFindings.contains($0) }.count
    }

    static func testCase(_ f: Finding) -> String {
        let name = "\(f.file):\(f.line):\(f.column) (\(context(f)))"
        var out = "    <testcase classname=\"\(escape(f.ruleID))\" name=\"\(escape(name))\">\n"
        var body = "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message)\n"
        for related in f.related { body += "\(related.file):\(related.line):\(related.column): note: \(related.note)\n" }
        if !f.measured.isEmpty {
            body += "measured: " + f.measured.map { "\($0.name) \(JSONValue.format($0.value))" }.joined(separator: ", ") + "\n"
        }
        body += "fix: \(f.fix)\n"
        if f.severity == .info {
            out += "      <system-out>\(escape(body, inAttribute: false))</system-out>\n"
        } else {
            out += "      <failure message=\"\(escape(f.message))\" type=\"\(escape(f.ruleID))\">\(escape(body, inAttribute: false))</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// `de, iPhone SE, portrait, key "a.text"`: what tells findings of one rule at one place apart.
    static func context(_ f: Finding) -> String {
        var parts = [f.language]
        if let device = f.device { parts.append(device) }
        if let orientation = f.orientation { parts.append(orientation) }
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
