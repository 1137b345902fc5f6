import Foundation
import L10nStrings

/// `verify --write-baseline` / `--baseline`: today's findings recorded by fingerprint, so CI reports only
/// new ones. Fingerprints ignore line numbers and messages (see ``Finding/fingerprint``), so unrelated
/// edits to a table or storyboard do not bring old findings back.
public struct Baseline: Sendable {
    /// How many times each fingerprint was recorded.
    public var counts: [String: Int] = [:]

    public static let version = 2

    /// Reads a baseline file's bytes.
    /// - Throws: ``BaselineError`` when it is not a baseline this version wrote.
    public init(bytes: [UInt8]) throws {
        guard let root = try? JSONNode.parse(bytes), root["version"]?.integer == Self.version,
              let findings = root["findings"]?.elements else {
            throw BaselineError.notABaseline
        }
        for entry in findings {
            guard let fingerprint = entry["fingerprint"]?.string else { throw BaselineError.missingFingerprint }
            counts[fingerprint, default: 0] += 1
        }
    }

    /// The findings not in the baseline, and how many were left out.
    public func filter(_ findings: [Finding]) -> (new: [Finding], known: Int) {
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
    public static func serialized(_ findings: [Finding], toolVersion: String) -> String {
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

    private static func quote(_ text: String) -> String { "\"" + JSONEscaping.escape(text, escapingInvisibles: true) + "\"" }
}

/// A file given as a baseline that is not one.
public enum BaselineError: Error, Equatable {
    /// Not JSON, or not this version's shape.
    case notABaseline
    /// An entry lacks its fingerprint.
    case missingFingerprint
}
