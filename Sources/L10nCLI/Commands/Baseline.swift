import Foundation
import L10nChecks
import L10nStrings

/// `verify --write-baseline` / `--baseline`: today's findings recorded by fingerprint, so CI reports only
/// new ones. Fingerprints ignore line numbers and messages (see ``Finding/fingerprint``), so unrelated
/// edits to a table or storyboard do not bring old findings back.
struct Baseline {
    /// How many times each fingerprint was recorded (the same problem on two screens counts twice).
    var counts: [String: Int] = [:]

    static let version = 1

    /// Reads a baseline file.
    /// - Throws: an input error naming the file when it is not a baseline this version wrote.
    init(contentsOf url: URL, shown: String) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandError.input("\(shown): cannot read the baseline; write one with --write-baseline \(shown)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == Self.version, let findings = object["findings"] as? [[String: Any]] else {
            throw CommandError.input("\(shown): not an l10nlayout baseline (version \(Self.version)); write a new one with --write-baseline \(shown)")
        }
        for entry in findings {
            guard let fingerprint = entry["fingerprint"] as? String else {
                throw CommandError.input("\(shown): a finding without \"fingerprint\"; write a new baseline with --write-baseline \(shown)")
            }
            counts[fingerprint, default: 0] += 1
        }
    }

    /// The findings not in the baseline, and how many were left out.
    func filter(_ findings: [Finding]) -> (new: [Finding], known: Int) {
        var remaining = counts
        var fresh: [Finding] = []
        var known = 0
        for finding in Finding.sorted(findings) {
            if let left = remaining[finding.fingerprint], left > 0 {
                remaining[finding.fingerprint] = left - 1
                known += 1
            } else {
                fresh.append(finding)
            }
        }
        return (fresh, known)
    }

    /// The baseline file: one entry per finding, sorted, with enough context for a person reading a diff.
    static func serialized(_ findings: [Finding], toolVersion: String) -> String {
        let entries = findings.map { finding -> (String, Finding) in (finding.fingerprint, finding) }
            .sorted { ($0.0, $0.1.file, $0.1.line, $0.1.message) < ($1.0, $1.1.file, $1.1.line, $1.1.message) }
        var out = "{\n  \"version\": \(version),\n  \"tool\": \"l10nlayout \(toolVersion)\",\n  \"findings\": ["
        for (index, (fingerprint, finding)) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"fingerprint\": \(quote(fingerprint)), \"rule\": \(quote(finding.ruleID)), \"language\": \(quote(finding.language)), "
            out += "\"file\": \(quote(finding.file)), \"message\": \(quote(finding.message))}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func quote(_ text: String) -> String { "\"" + JSONEscaping.escape(text) + "\"" }
}
