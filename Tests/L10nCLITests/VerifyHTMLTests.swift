import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nRender

/// `verify --format html` on the sample app: one page with the findings and the screens that show them.
final class VerifyHTMLTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testReportEmbedsTheScreensOfItsFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let run = runTool(["verify", "de", "ar", "--project", "Localizations", "--format", "html", "--output", page.path], in: Self.package)
        XCTAssertEqual(run.code, 1, run.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        // The German truncation links to the Checkout screen drawn for de, whose image outlines the button.
        let checkout = "screen-de-Localizations-Base-lproj-Main-storyboard-retina6-12-portrait-v15-PM-lRb"
        XCTAssertTrue(html.contains("<a href=\"#\(checkout)\">Checkout</a>"))
        let figure = try XCTUnwrap(html.range(of: "<figure id=\"\(checkout)\" class=\"screen\" data-language=\"de\" "
            + "data-device=\"retina6_12\" data-rule=\"text-truncated\"><div class=\"pair\">"))
        func image(_ side: String) throws -> CairoCanvas {
            let start = try XCTUnwrap(html.range(of: "<div class=\"side \(side)\"><span>\(side == "base" ? "Base" : "de")</span><img src=\"data:image/png;base64,", range: figure.upperBound..<html.endIndex))
            let encoded = html[start.upperBound...].prefix { $0 != "\"" }
            let file = folder.appendingPathComponent("checkout-\(side).png")
            try XCTUnwrap(Data(base64Encoded: String(encoded))).write(to: file)
            return try CairoCanvas(pngFile: file.path)
        }
        // The button (109, 752, 175, 50) is outlined in red at scale 1 in German, and not in the base screen
        // beside it, which is the same size.
        let translated = try image("translated"), base = try image("base")
        XCTAssertEqual(translated.pixelWidth, 393)
        XCTAssertEqual([base.pixelWidth, base.pixelHeight], [translated.pixelWidth, translated.pixelHeight])
        let red = WireframeStyle.problem.bytes
        let pixel = try XCTUnwrap(translated.pixel(x: 109, y: 777))
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue])
        let basePixel = try XCTUnwrap(base.pixel(x: 109, y: 777))
        XCTAssertNotEqual([basePixel.red, basePixel.green, basePixel.blue], [red.red, red.green, red.blue])
        // Arabic screens: the left/right constraint and the missing key are shown on Sign In.
        XCTAssertTrue(html.contains("<figure id=\"screen-ar-Localizations-Base-lproj-Main-storyboard-retina6-12-portrait-tne-QT-ifu\" "))
        // The summary counts per rule and language; the filters list every language, device and rule.
        XCTAssertTrue(html.contains("<thead><tr><th>rule</th><th>ar</th><th>de</th><th>all</th></tr></thead>"))
        XCTAssertTrue(html.contains("<select name=\"language\"><option value=\"\">All</option><option>ar</option><option>de</option></select>"))
        XCTAssertTrue(html.contains("<select name=\"device\"><option value=\"\">All</option><option>retina6_12</option></select>"))
        // Rules that fired are described; the page is the same on a second run.
        XCTAssertTrue(html.contains("<dt id=\"rule-text-truncated\">"))
        let again = folder.appendingPathComponent("again.html")
        _ = runTool(["verify", "de", "ar", "--project", "Localizations", "--format", "html", "--output", again.path], in: Self.package)
        XCTAssertEqual(try String(contentsOf: again, encoding: .utf8), html)
    }

    func testOutputFolderGetsIndexHTML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report")
        let run = runTool(["verify", "de", "--project", "Localizations", "--format", "html", "--output", report.path], in: Self.package)
        XCTAssertEqual(run.code, 1, run.stderr)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        // An existing folder is used as it is; a path ending in .html stays a file.
        XCTAssertEqual(runTool(["verify", "de", "--project", "Localizations", "--format", "html", "-o", report.path], in: Self.package).code, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: report.path), ["index.html"])
        XCTAssertEqual(VerifyCommand.htmlPage(for: URL(fileURLWithPath: "/tmp/a/page.HTML")).path, "/tmp/a/page.HTML")
    }
}
