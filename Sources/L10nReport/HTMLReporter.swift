import Foundation
import L10nChecks

/// One self-contained HTML page: the summary (counts per rule and language), filters by language, device
/// and rule, the findings per language (severity, rule, message, `file:line:column`, screen, fix), the screens
/// with the problems outlined in red beside the same screen in the base language (PNG embedded as data URLs,
/// so the page needs no network and can be mailed or kept as a CI artifact), and the rules that fired.
///
/// The filters are a few lines of inline script that hide rows, screens and sections whose `data-language`,
/// `data-device` or `data-rule` does not match; without script the form stays hidden and everything shows.
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
        out += summaryTable(sorted, languages: languages)
        if !sorted.isEmpty || !images.isEmpty {
            let devices = Array(Set(sorted.compactMap(\.device) + images.map(\.device))).sorted()
            let ruleIDs = Array(Set(sorted.map(\.ruleID))).sorted()
            out += "<form id=\"filters\" hidden>\n"
            out += Self.select("language", languages) + Self.select("device", devices) + Self.select("rule", ruleIDs)
            out += "</form>\n"
        }
        if !languages.isEmpty {
            out += "<nav><ul>\n"
            for language in languages {
                let count = sorted.filter { $0.language == language }.count
                out += "<li><a href=\"#\(Self.anchor("lang", language))\">\(Self.escape(language))</a> (\(count))</li>\n"
            }
            out += "</ul></nav>\n"
        }
        for language in languages {
            out += "<section id=\"\(Self.anchor("lang", language))\" data-language=\"\(Self.escape(language))\">\n<h2>\(Self.escape(language))</h2>\n"
            let rows = sorted.filter { $0.language == language }
            if rows.isEmpty {
                out += "<p>No findings.</p>\n"
            } else {
                out += "<table>\n<thead><tr><th>severity</th><th>rule</th><th>message</th><th>where</th><th>screen</th><th>fix</th></tr></thead>\n<tbody>\n"
                for finding in rows { out += row(finding, images: images) }
                out += "</tbody>\n</table>\n"
            }
            for image in images where image.language == language { out += figure(image, findings: rows) }
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
        out += "<script>\n\(Self.script)\n</script>\n"
        out += "</body>\n</html>\n"
        return out
    }

    /// Rows are rules (the most severe first), columns languages; a cell counts the rule's findings in that
    /// language and takes the colour of the most severe of them.
    private func summaryTable(_ findings: [Finding], languages: [String]) -> String {
        guard !findings.isEmpty else { return "" }
        var worst: [String: Severity] = [:]
        for finding in findings { worst[finding.ruleID] = max(worst[finding.ruleID] ?? .info, finding.severity) }
        let ruleIDs = worst.keys.sorted { a, b in
            let (left, right) = (worst[a, default: .info], worst[b, default: .info])
            return left != right ? left > right : a < b
        }
        var out = "<table class=\"matrix\">\n<thead><tr><th>rule</th>"
        for language in languages { out += "<th>\(Self.escape(language))</th>" }
        out += "<th>all</th></tr></thead>\n<tbody>\n"
        for ruleID in ruleIDs {
            let ofRule = findings.filter { $0.ruleID == ruleID }
            out += "<tr><th><a href=\"#\(Self.anchor("rule", ruleID))\"><code>\(Self.escape(ruleID))</code></a></th>"
            for language in languages + [""] {
                let cell = language.isEmpty ? ofRule : ofRule.filter { $0.language == language }
                let severity = cell.map(\.severity).max().map(\.rawValue) ?? "none"
                out += "<td class=\"\(severity)\">\(cell.count)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    private static func select(_ name: String, _ values: [String]) -> String {
        var out = "<label>\(name) <select name=\"\(name)\"><option value=\"\">All</option>"
        for value in values { out += "<option>\(escape(value))</option>" }
        return out + "</select></label>\n"
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
        return "<tr class=\"\(severity)\" data-language=\"\(Self.escape(finding.language))\" data-device=\"\(Self.escape(finding.device ?? ""))\" "
            + "data-rule=\"\(Self.escape(finding.ruleID))\"><td><span class=\"badge \(severity)\">\(severity)</span></td>"
            + "<td><a href=\"#\(Self.anchor("rule", finding.ruleID))\"><code>\(Self.escape(finding.ruleID))</code></a></td>"
            + "<td>\(Self.escape(finding.message))</td><td>\(location)</td><td>\(screen)</td><td>\(Self.escape(finding.fix))</td></tr>\n"
    }

    /// The translated screen, beside the base one when there is one; `data-rule` lists the rules of the
    /// findings it shows, so filtering by rule keeps it only when it shows one.
    private func figure(_ image: HTMLReportImage, findings: [Finding]) -> String {
        let caption = "\(image.document) — \(image.sceneName) (\(image.sceneID)) on \(image.device) \(image.orientation)"
        let ruleIDs = Array(Set(findings.filter { image.shows($0) }.map(\.ruleID))).sorted()
        let size = "width=\"\(Self.number(image.width))\" height=\"\(Self.number(image.height))\""
        var out = "<figure id=\"\(Self.imageAnchor(image))\" class=\"screen\" data-language=\"\(Self.escape(image.language))\" "
            + "data-device=\"\(Self.escape(image.device))\" data-rule=\"\(Self.escape(ruleIDs.joined(separator: " ")))\"><div class=\"pair\">"
        if let base = image.basePNG {
            out += "<div class=\"side base\"><span>Base</span><img src=\"data:image/png;base64,\(Data(base).base64EncodedString())\" \(size) "
                + "alt=\"\(Self.escape(caption)) in the base language\"></div>"
        }
        out += "<div class=\"side translated\"><span>\(Self.escape(image.language))</span><img src=\"data:image/png;base64,\(Data(image.png).base64EncodedString())\" \(size) "
            + "alt=\"\(Self.escape(caption))\"></div>"
        return out + "</div><figcaption>\(Self.escape(caption))</figcaption></figure>\n"
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

    /// Filters (shown only when script runs, so the page reads the same without it) and, once images have
    /// loaded, how many decoded: `data-images-loaded` / `data-images-total` on the body, for tests and checks.
    static let script = """
        (function () {
          var form = document.getElementById("filters");
          if (form) {
            var selects = form.querySelectorAll("select");
            var keeps = function (element) {
              for (var i = 0; i < selects.length; i++) {
                var wanted = selects[i].value, have = element.getAttribute("data-" + selects[i].name);
                if (wanted && have && have.split(" ").indexOf(wanted) < 0) return false;
              }
              return true;
            };
            form.addEventListener("change", function () {
              document.querySelectorAll("section [data-language], section[data-language]").forEach(function (element) {
                element.hidden = !keeps(element);
              });
            });
            form.hidden = false;
          }
          window.addEventListener("load", function () {
            var loaded = 0;
            for (var i = 0; i < document.images.length; i++) if (document.images[i].naturalWidth > 0) loaded++;
            document.body.dataset.imagesTotal = document.images.length;
            document.body.dataset.imagesLoaded = loaded;
          });
        })();
        """

    static let style = """
        [hidden] { display: none !important; }
        body { font: 14px/1.4 -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 18px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
        nav ul { list-style: none; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
        table { border-collapse: collapse; width: 100%; margin-bottom: 16px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #e5e5ea; }
        th { background: #f2f2f7; font-weight: 600; }
        code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        .badge { display: inline-block; padding: 1px 6px; border-radius: 4px; color: #fff; font-size: 12px; }
        .badge.error { background: #ff3b30; } .badge.warning { background: #ff9500; } .badge.info { background: #8e8e93; }
        table.matrix { width: auto; } .matrix td { text-align: right; min-width: 40px; }
        .matrix td.error { background: #ffd7d4; } .matrix td.warning { background: #ffe9c7; }
        .matrix td.info { background: #e5e5ea; } .matrix td.none { color: #aeaeb2; }
        form { margin: 12px 0; display: flex; gap: 16px; flex-wrap: wrap; }
        figure { display: inline-block; margin: 8px 16px 16px 0; vertical-align: top; }
        .pair { display: flex; gap: 12px; align-items: flex-start; }
        .side { display: flex; flex-direction: column; align-items: center; font-size: 12px; color: #6c6c70; }
        .side img { border: 1px solid #d1d1d6; max-width: 100%; height: auto; }
        figcaption { font-size: 12px; color: #6c6c70; max-width: 800px; }
        dt { margin-top: 12px; font-weight: 600; } dd { margin-left: 16px; }
        """
}
