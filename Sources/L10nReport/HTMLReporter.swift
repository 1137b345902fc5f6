import Foundation
import L10nChecks

/// One self-contained HTML page: the summary, the findings per language (severity, rule, message,
/// `file:line:column`, screen, fix), the screens with the problems outlined in red (PNG embedded as data
/// URLs, so the page can be mailed or kept as a CI artifact), and the rules that fired.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    /// Screens to show; a finding links to the first image that ``HTMLReportImage`` says shows it.
    public var images: [HTMLReportImage]
    public var title: String

    public init(images: [HTMLReportImage] = [], title: String = "l10nlayout report") {
        self.images = images
        self.title = title
    }

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        let images = self.images.sorted {
            ($0.language, $0.document, $0.device, $0.orientation, $0.sceneID) < ($1.language, $1.document, $1.device, $1.orientation, $1.sceneID)
        }
        let languages = Array(Set(sorted.map(\.language) + images.map(\.language))).sorted { a, b in
            a == "Base" ? b != "Base" : b == "Base" ? false : a < b
        }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <h1>\(Self.escape(title))</h1>
            <p class="summary">\(Self.escape(ReportSummary(findings).text))</p>

            """
        if !languages.isEmpty {
            out += "<nav><ul>\n"
            for language in languages {
                let count = sorted.filter { $0.language == language }.count
                out += "<li><a href=\"#\(Self.anchor("lang", language))\">\(Self.escape(language))</a> (\(count))</li>\n"
            }
            out += "</ul></nav>\n"
        }
        for language in languages {
            out += "<section id=\"\(Self.anchor("lang", language))\">\n<h2>\(Self.escape(language))</h2>\n"
            let rows = sorted.filter { $0.language == language }
            if rows.isEmpty {
                out += "<p>No findings.</p>\n"
            } else {
                out += "<table>\n<thead><tr><th>severity</th><th>rule</th><th>message</th><th>where</th><th>screen</th><th>fix</th></tr></thead>\n<tbody>\n"
                for finding in rows { out += row(finding, images: images) }
                out += "</tbody>\n</table>\n"
            }
            for image in images where image.language == language { out += figure(image, images: images) }
            out += "</section>\n"
        }
        let fired = Set(sorted.map(\.ruleID))
        let described = rules.filter { fired.contains($0.id) }.sorted { $0.id < $1.id }
        if !described.isEmpty {
            out += "<section id=\"rules\">\n<h2>Rules</h2>\n<dl>\n"
            for rule in described {
                out += "<dt id=\"\(Self.anchor("rule", rule.id))\"><code>\(Self.escape(rule.id))</code> — \(Self.escape(rule.name))</dt>\n"
                out += "<dd><p>\(Self.escape(rule.explanation))</p><p><strong>Fix:</strong> \(Self.escape(rule.fix))</p></dd>\n"
            }
            out += "</dl>\n</section>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    private func row(_ finding: Finding, images: [HTMLReportImage]) -> String {
        var location = "<code>\(Self.escape("\(finding.file):\(finding.line):\(finding.column)"))</code>"
        for related in finding.related {
            location += "<br><small>\(Self.escape(related.note)): <code>\(Self.escape("\(related.file):\(related.line):\(related.column)"))</code></small>"
        }
        var screen = ""
        if let device = finding.device { screen = Self.escape(device + (finding.orientation.map { " " + $0 } ?? "")) }
        if let image = images.first(where: { $0.shows(finding) }) {
            screen += (screen.isEmpty ? "" : "<br>") + "<a href=\"#\(Self.imageAnchor(image))\">\(Self.escape(image.sceneName))</a>"
        }
        let severity = finding.severity.rawValue
        return "<tr class=\"\(severity)\"><td><span class=\"badge \(severity)\">\(severity)</span></td>"
            + "<td><a href=\"#\(Self.anchor("rule", finding.ruleID))\"><code>\(Self.escape(finding.ruleID))</code></a></td>"
            + "<td>\(Self.escape(finding.message))</td><td>\(location)</td><td>\(screen)</td><td>\(Self.escape(finding.fix))</td></tr>\n"
    }

    private func figure(_ image: HTMLReportImage, images: [HTMLReportImage]) -> String {
        let caption = "\(image.document) — \(image.sceneName) (\(image.sceneID)) on \(image.device) \(image.orientation)"
        return "<figure id=\"\(Self.imageAnchor(image))\"><img src=\"data:image/png;base64,\(Data(image.png).base64EncodedString())\" "
            + "width=\"\(Self.number(image.width))\" height=\"\(Self.number(image.height))\" alt=\"\(Self.escape(caption))\">"
            + "<figcaption>\(Self.escape(caption))</figcaption></figure>\n"
    }

    static func imageAnchor(_ image: HTMLReportImage) -> String {
        anchor("screen", "\(image.language)-\(image.document)-\(image.device)-\(image.orientation)-\(image.sceneID)")
    }

    /// An id attribute value: letters, digits and `-` only, so any path or key makes a valid fragment.
    static func anchor(_ kind: String, _ text: String) -> String {
        kind + "-" + String(text.unicodeScalars.map { scalar -> Character in
            let value = scalar.value
            let plain = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return plain ? Character(scalar) : "-"
        })
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static let style = """
        body { font: 14px/1.4 -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 18px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
        nav ul { list-style: none; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
        table { border-collapse: collapse; width: 100%; margin-bottom: 16px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #e5e5ea; }
        th { background: #f2f2f7; font-weight: 600; }
        code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        .badge { display: inline-block; padding: 1px 6px; border-radius: 4px; color: #fff; font-size: 12px; }
        .badge.error { background: #ff3b30; } .badge.warning { background: #ff9500; } .badge.info { background: #8e8e93; }
        figure { display: inline-block; margin: 8px 16px 16px 0; vertical-align: top; }
        figure img { border: 1px solid #d1d1d6; max-width: 100%; height: auto; }
        figcaption { font-size: 12px; color: #6c6c70; max-width: 400px; }
        dt { margin-top: 12px; font-weight: 600; } dd { margin-left: 16px; }
        """
}
