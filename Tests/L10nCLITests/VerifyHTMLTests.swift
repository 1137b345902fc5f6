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
        let figure = try XCTUnwrap(html.range(of: "<figure id=\"\(checkout)\"><img src=\"data:image/png;base64,"))
        let encoded = html[figure.upperBound...].prefix { $0 != "\"" }
        let png = try XCTUnwrap(Data(base64Encoded: String(encoded)))
        let file = folder.appendingPathComponent("checkout.png")
        try png.write(to: file)
        let image = try CairoCanvas(pngFile: file.path)
        XCTAssertEqual(image.pixelWidth, 393)
        // The button (109, 752, 175, 50) is outlined in red at scale 1.
        let pixel = try XCTUnwrap(image.pixel(x: 109, y: 777))
        let red = WireframeStyle.problem.bytes
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue])
        // Arabic screens: the left/right constraint and the missing key are shown on Sign In.
        XCTAssertTrue(html.contains("<figure id=\"screen-ar-Localizations-Base-lproj-Main-storyboard-retina6-12-portrait-tne-QT-ifu\">"))
        // Rules that fired are described; the page is the same on a second run.
        XCTAssertTrue(html.contains("<dt id=\"rule-text-truncated\">"))
        let again = folder.appendingPathComponent("again.html")
        _ = runTool(["verify", "de", "ar", "--project", "Localizations", "--format", "html", "--output", again.path], in: Self.package)
        XCTAssertEqual(try String(contentsOf: again, encoding: .utf8), html)
    }
}
