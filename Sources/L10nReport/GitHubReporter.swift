import L10nChecks

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff
/// (`::error file=…,line=…,col=…,title=…::message`), info findings as `::notice`. The summary follows as a
/// plain log line.
///
/// The annotation's title is the rule's short name and id; its message is the finding's message, its
/// related locations and the fix, on separate lines (GitHub shows the encoded line breaks). GitHub
/// shows only the first few annotations of each level per step, so the summary line still counts all.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"

    public init() {}

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        // A lookup table for titles; the output order comes from the sorted findings.
        var names: [String: String] = [:]
        for rule in rules where names[rule.id] == nil { names[rule.id] = rule.name }

        var out = ""
        for f in Finding.sorted(findings) {
            let command: String
            switch f.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var properties = ["file=" + Self.escapeProperty(f.file)]
            if f.line >= 1 {
                properties.append("line=\(f.line)")
                if f.column >= 1 { properties.append("col=\(f.column)") }
            }
            let title = names[f.ruleID].map { "\($0) [\(f.ruleID)]" } ?? f.ruleID
            properties.append("title=" + Self.escapeProperty(title))

            // The annotation's line breaks separate its parts; those of a quoted translation are shown as text.
            var message = ReportLine.field(f.message)
            for related in f.related {
                message += "\n\(ReportLine.field(related.file)):\(related.line):\(related.column): \(ReportLine.field(related.note))"
            }
            message += "\nFix: \(ReportLine.field(f.fix))"
            out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        out += "l10nlayout: \(ReportSummary(findings).text)\n"
        return out
    }

    /// The message part: `%`, CR and LF are percent-encoded, as the Actions runner decodes them.
    static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as data, plus `:` and `,`, which would otherwise end the value.
    static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in escapeData(s).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
