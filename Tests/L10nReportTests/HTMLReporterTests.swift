import Foundation
import XCTest
import L10nChecks
@testable import L10nReport

/// Hand-written findings and a stand-in image (four bytes, not a real PNG: the reporter only embeds them).
final class HTMLReporterTests: XCTestCase {
    static let truncated = Finding(
        ruleID: "text-truncated", severity: .error, message: "\"Zahlungspflichtig bestellen\" is cut off in de <175 pt>",
        file: "de.lproj/Main.strings", line: 21, column: 28, language: "de", device: "iphone-16", orientation: "portrait",
        objectID: "9Bh-GY-0t3", className: "UIButton", key: "9Bh-GY-0t3.normalTitle",
        related: [RelatedLocation(file: "Base.lproj/Main.storyboard", line: 548, column: 17, note: "UIButton \"Place Order\"")],
        fix: "Let the button grow & wrap")
    static let untranslated = Finding(
        ruleID: "untranslated", severity: .info, message: "'Details' is identical to the base text in de",
        file: "de.lproj/PromoBanner.strings", line: 6, column: 28, language: "de", fix: "Translate it")
    static let image = HTMLReportImage(
        document: "Base.lproj/Main.storyboard", language: "de", device: "iphone-16", orientation: "portrait",
        sceneID: "v15-PM-lRb", sceneName: "Checkout", objectIDs: ["9Bh-GY-0t3"], png: [0x89, 0x50, 0x4E, 0x47],
        width: 393, height: 852, basePNG: [0x89, 0x50])
    static let rules = [
        RuleDescription(id: "untranslated", name: "Text left untranslated", explanation: "Users read the base language.", fix: "Translate it", defaultSeverity: .info),
        RuleDescription(id: "text-truncated", name: "Text is cut off", explanation: "Users cannot read the end.", fix: "Make room", defaultSeverity: .error),
        RuleDescription(id: "views-overlap", name: "Views overlap", explanation: "Not fired here.", fix: "-", defaultSeverity: .warning),
    ]

    func testGoldenBody() {
        let html = HTMLReporter(images: [Self.image], title: "Acme <Pay>").report([Self.untranslated, Self.truncated], rules: Self.rules)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        XCTAssertTrue(html.contains("<title>Acme &lt;Pay&gt;</title>"))
        let body = String(html[html.range(of: "</head>\n")!.upperBound...])
        XCTAssertEqual(body, Self.golden)
    }

    func testFindingLinksOnlyToAnImageOfItsScreen() {
        var elsewhere = Self.truncated
        elsewhere.device = "iphone-se"
        XCTAssertTrue(Self.image.shows(Self.truncated))
        XCTAssertFalse(Self.image.shows(elsewhere))
        var otherLanguage = Self.truncated
        otherLanguage.language = "fr"
        XCTAssertFalse(Self.image.shows(otherLanguage))
        var otherDocument = Self.truncated
        otherDocument.related = []
        XCTAssertFalse(Self.image.shows(otherDocument))
        let html = HTMLReporter(images: [Self.image]).report([elsewhere], rules: [])
        XCTAssertFalse(html.contains("<a href=\"#screen-"))
    }

    func testSummaryCountsEachRulePerLanguageInItsWorstColour() {
        var arabic = Self.truncated
        arabic.language = "ar"
        arabic.severity = .warning
        var second = arabic
        second.line = 30
        let html = HTMLReporter().report([Self.untranslated, Self.truncated, arabic, second], rules: [])
        XCTAssertTrue(html.contains("<thead><tr><th>rule</th><th>ar</th><th>de</th><th>all</th></tr></thead>"))
        // The most severe rule first; a cell takes the colour of its worst finding, an empty cell none.
        XCTAssertTrue(html.contains("<tr><th><a href=\"#rule-text-truncated\"><code>text-truncated</code></a></th>"
            + "<td class=\"warning\">2</td><td class=\"error\">1</td><td class=\"error\">3</td></tr>\n"
            + "<tr><th><a href=\"#rule-untranslated\"><code>untranslated</code></a></th>"
            + "<td class=\"none\">0</td><td class=\"info\">1</td><td class=\"info\">1</td></tr>"))
    }

    func testNoFindingsIsAValidPage() {
        let html = HTMLReporter().report([], rules: Self.rules)
        XCTAssertTrue(html.contains("<p class=\"summary\">0 errors, 0 warnings, 0 infos</p>"))
        XCTAssertFalse(html.contains("<table>"))
        XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"))
    }

    func testAnchorsAreSafeFragments() {
        XCTAssertEqual(HTMLReporter.anchor("screen", "zh-Hans/Main Ü.storyboard"), "screen-zh-Hans-Main---storyboard")
        XCTAssertEqual(HTMLReporter.escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;")
    }

    func testRegisteredForFormatHTML() {
        XCTAssertNotNil(Reporters.reporter(for: "html") as? HTMLReporter)
    }
}

extension HTMLReporterTests {
    static let golden = #"""
<body>
<h1>Acme &lt;Pay&gt;</h1>
<p class="summary">1 error, 0 warnings, 1 info</p>
<table class="matrix">
<thead><tr><th>rule</th><th>de</th><th>all</th></tr></thead>
<tbody>
<tr><th><a href="#rule-text-truncated"><code>text-truncated</code></a></th><td class="error">1</td><td class="error">1</td></tr>
<tr><th><a href="#rule-untranslated"><code>untranslated</code></a></th><td class="info">1</td><td class="info">1</td></tr>
</tbody>
</table>
<form id="filters" hidden>
<label>language <select name="language"><option value="">All</option><option>de</option></select></label>
<label>device <select name="device"><option value="">All</option><option>iphone-16</option></select></label>
<label>rule <select name="rule"><option value="">All</option><option>text-truncated</option><option>untranslated</option></select></label>
</form>
<nav><ul>
<li><a href="#lang-de">de</a> (2)</li>
</ul></nav>
<section id="lang-de" data-language="de">
<h2>de</h2>
<table>
<thead><tr><th>severity</th><th>rule</th><th>message</th><th>where</th><th>screen</th><th>fix</th></tr></thead>
<tbody>
<tr class="error" data-language="de" data-device="iphone-16" data-rule="text-truncated"><td><span class="badge error">error</span></td><td><a href="#rule-text-truncated"><code>text-truncated</code></a></td><td>&quot;Zahlungspflichtig bestellen&quot; is cut off in de &lt;175 pt&gt;</td><td><code>de.lproj/Main.strings:21:28</code><br><small>UIButton &quot;Place Order&quot;: <code>Base.lproj/Main.storyboard:548:17</code></small></td><td>iphone-16 portrait<br><a href="#screen-de-Base-lproj-Main-storyboard-iphone-16-portrait-v15-PM-lRb">Checkout</a></td><td>Let the button grow &amp; wrap</td></tr>
<tr class="info" data-language="de" data-device="" data-rule="untranslated"><td><span class="badge info">info</span></td><td><a href="#rule-untranslated"><code>untranslated</code></a></td><td>&#39;Details&#39; is identical to the base text in de</td><td><code>de.lproj/PromoBanner.strings:6:28</code></td><td></td><td>Translate it</td></tr>
</tbody>
</table>
<figure id="screen-de-Base-lproj-Main-storyboard-iphone-16-portrait-v15-PM-lRb" class="screen" data-language="de" data-device="iphone-16" data-rule="text-truncated"><div class="pair"><div class="side base"><span>Base</span><img src="data:image/png;base64,iVA=" width="393" height="852" alt="Base.lproj/Main.storyboard — Checkout (v15-PM-lRb) on iphone-16 portrait in the base language"></div><div class="side translated"><span>de</span><img src="data:image/png;base64,iVBORw==" width="393" height="852" alt="Base.lproj/Main.storyboard — Checkout (v15-PM-lRb) on iphone-16 portrait"></div></div><figcaption>Base.lproj/Main.storyboard — Checkout (v15-PM-lRb) on iphone-16 portrait</figcaption></figure>
</section>
<section id="rules">
<h2>Rules</h2>
<dl>
<dt id="rule-text-truncated"><code>text-truncated</code> — Text is cut off</dt>
<dd><p>Users cannot read the end.</p><p><strong>Fix:</strong> Make room</p></dd>
<dt id="rule-untranslated"><code>untranslated</code> — Text left untranslated</dt>
<dd><p>Users read the base language.</p><p><strong>Fix:</strong> Translate it</p></dd>
</dl>
</section>
<script>
\#(HTMLReporter.script)
</script>
</body>
</html>

"""#
}
