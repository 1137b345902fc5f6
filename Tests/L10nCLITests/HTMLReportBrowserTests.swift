import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nRender

/// The HTML report as a browser shows it: headless Chromium (Debian's `chromium`, installed by `make test`)
/// loads the page from disk with no network, runs its script, and gives back the DOM and a screenshot.
final class HTMLReportBrowserTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testChromiumShowsTheFindingsTheSummaryTheFiltersAndEveryImage() throws {
        guard let chromium = Self.chromium() else { return XCTFail("chromium is not installed: run make test-deps (make test installs it)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Localizations")
        try FileManager.default.copyItem(at: Self.package.appendingPathComponent("Localizations"), to: project)
        let output = folder.appendingPathComponent("report")
        let run = runTool(["verify", "de", "ar", "--project", project.path, "--format", "html", "--output", output.path])
        XCTAssertEqual(run.code, 1, run.stderr)
        let page = output.appendingPathComponent("index.html")
        let source = try String(contentsOf: page, encoding: .utf8)

        // A profile of its own, so parallel runs never hand the page to another test's browser.
        let flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.appendingPathComponent("profile").path)"]
        let domFile = folder.appendingPathComponent("dom.html")
        try Self.run(chromium, flags + ["--dump-dom", page.absoluteString], stdout: domFile)
        let dom = try String(contentsOf: domFile, encoding: .utf8)

        // The German truncation and the Arabic missing key are rows of the findings tables.
        let truncated = try XCTUnwrap(Self.element(in: dom, startingWith: "<tr class=\"error\" data-language=\"de\" data-device=\"retina6_12\" data-rule=\"text-truncated\">"))
        XCTAssertTrue(truncated.contains("Zahlungspflichtig bestellen"), truncated)
        let missing = try XCTUnwrap(Self.element(in: dom, startingWith: "<tr class=\"warning\" data-language=\"ar\" data-device=\"\" data-rule=\"missing-key\">"))
        XCTAssertTrue(missing.contains("Forgot password?"), missing)
        // The summary table and the filters, which the script revealed.
        XCTAssertTrue(dom.contains("<table class=\"matrix\">"))
        XCTAssertTrue(dom.contains("<form id=\"filters\">"), "the script did not run: the filters are still hidden")
        for name in ["language", "device", "rule"] { XCTAssertTrue(dom.contains("<select name=\"\(name)\">"), name) }
        // Every image decoded: the page's own load handler counted them.
        let images = source.components(separatedBy: "<img ").count - 1
        XCTAssertGreaterThan(images, 2)
        XCTAssertTrue(dom.contains("data-images-total=\"\(images)\" data-images-loaded=\"\(images)\""),
                      String(dom[dom.range(of: "<body")!.lowerBound...].prefix(120)))

        // Choosing a rule in the filter hides the rows and screens of other rules (a copy of the page picks one).
        let pick = """
            <script>var form = document.getElementById("filters"); form.querySelector("select[name=rule]").value = "missing-key";
            form.dispatchEvent(new Event("change"));</script></body>
            """
        let filtered = output.appendingPathComponent("filtered.html")
        try source.replacingOccurrences(of: "</body>", with: pick).write(to: filtered, atomically: true, encoding: .utf8)
        let filteredFile = folder.appendingPathComponent("filtered-dom.html")
        try Self.run(chromium, flags + ["--dump-dom", filtered.absoluteString], stdout: filteredFile)
        let filteredDOM = try String(contentsOf: filteredFile, encoding: .utf8)
        XCTAssertTrue(filteredDOM.contains("data-rule=\"missing-key\"><td>"), "the missing-key row was hidden")
        XCTAssertTrue(filteredDOM.contains("data-rule=\"text-truncated\" hidden=\"\">"), "the text-truncated row still shows")

        let shot = folder.appendingPathComponent("shot.png")
        try Self.run(chromium, flags + ["--screenshot=\(shot.path)", "--window-size=1280,3200", page.absoluteString], stdout: nil)
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual([Self.bigEndian(png, at: 16), Self.bigEndian(png, at: 20)], [1280, 3200])
        // Not a blank page: text, table colours and the screens cover a good part of it, and the problem red shows.
        let canvas = try CairoCanvas(pngFile: shot.path)
        let red = WireframeStyle.problem.bytes
        var inked = 0, reddish = 0, samples = 0
        for y in stride(from: 0, to: canvas.pixelHeight, by: 4) {
            for x in stride(from: 0, to: canvas.pixelWidth, by: 4) {
                guard let pixel = canvas.pixel(x: x, y: y) else { continue }
                samples += 1
                if min(pixel.red, pixel.green, pixel.blue) < 230 { inked += 1 }
                if abs(Int(pixel.red) - Int(red.red)) < 24, abs(Int(pixel.green) - Int(red.green)) < 24, abs(Int(pixel.blue) - Int(red.blue)) < 24 {
                    reddish += 1
                }
            }
        }
        XCTAssertGreaterThan(Double(inked) / Double(samples), 0.05, "the screenshot is almost blank")
        XCTAssertGreaterThan(reddish, 0, "no outlined problem in the screenshot")
    }

    /// The element's source from its start tag to the end of its first line (rows are one line each).
    static func element(in dom: String, startingWith start: String) -> String? {
        guard let range = dom.range(of: start) else { return nil }
        return String(dom[range.lowerBound...].prefix { $0 != "\n" })
    }

    static func bigEndian(_ data: Data, at offset: Int) -> Int {
        data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    static func chromium() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs the browser with its output in a file (the DOM is larger than a pipe holds) and kills it when it
    /// has not finished within the timeout, so a stuck browser fails the test instead of hanging the suite.
    static func run(_ executable: URL, _ arguments: [String], stdout: URL?, timeout: TimeInterval = 60) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var output: FileHandle?
        defer { try? output?.close() }
        if let stdout {
            _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
            output = try FileHandle(forWritingTo: stdout)
            process.standardOutput = output
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if done.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            XCTFail("chromium \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
            return
        }
        XCTAssertEqual(process.terminationStatus, 0, "chromium \(arguments.joined(separator: " ")) failed")
    }
}
