import Foundation
import XCTest
@testable import L10nCLI

final class LayoutCommandTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sample = package.appendingPathComponent("Localizations/Base.lproj/Main.storyboard").path

    func testJSONHasTheContractShape() throws {
        let run = runTool(["layout", Self.sample, "--format", "json"])
        XCTAssertEqual(run.code, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["document"] as? String, Self.sample)
        XCTAssertNotNil(object["device"] as? [String: Any])
        let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
        XCTAssertFalse(scenes.isEmpty)
        let views = try XCTUnwrap(scenes[0]["views"] as? [[String: Any]])
        let first = try XCTUnwrap(views.first)
        XCTAssertNotNil(first["id"] as? String)
        XCTAssertNotNil(first["class"] as? String)
        let frame = try XCTUnwrap(first["frame"] as? [String: Double])
        XCTAssertEqual(Set(frame.keys), ["x", "y", "width", "height"])
        // Deterministic: the same run twice gives the same bytes.
        XCTAssertEqual(runTool(["layout", Self.sample, "--format", "json"]).stdout, run.stdout)
    }

    /// Each view says what places it and which constraints its width and height move with: the welcome
    /// label spans its stack view (the stack's leading and trailing edges) and is as tall as its text.
    func testJSONNamesTheConstraintsThatSizeEachView() throws {
        let run = runTool(["layout", Self.sample, "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["platform"] as? String, "iOS")
        XCTAssertNil(object["notLaidOut"])
        let views = try XCTUnwrap((object["scenes"] as? [[String: Any]])?.flatMap { $0["views"] as? [[String: Any]] ?? [] })
        let label = try XCTUnwrap(views.first { $0["id"] as? String == "jSk-Bm-Ny0" })
        XCTAssertEqual(label["placement"] as? String, "constraints")
        let determined = try XCTUnwrap(label["determinedBy"] as? [String: [[String: String]]])
        XCTAssertEqual(determined["width"]?.compactMap { $0["origin"] }, ["stackView", "stackView"])
        XCTAssertEqual(determined["height"]?.first?["id"], "jSk-Bm-Ny0.compression.v")
        XCTAssertEqual(determined["height"]?.first?["origin"], "intrinsic")
    }

    func testGermanTableIsAppliedFromTheLprojBesideBase() {
        let run = runTool(["layout", Self.sample, "--language", "de"])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Zahlungsp"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[truncated"), run.stdout)
    }

    func testBadInputsExitTwoWithAClearMessage() {
        let missing = runTool(["layout", "/nonexistent/Main.storyboard"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("l10nlayout: error: /nonexistent/Main.storyboard"), missing.stderr)
        let device = runTool(["layout", Self.sample, "--device", "nokia-3310"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.stderr.contains("unknown device 'nokia-3310'"), device.stderr)
        let size = runTool(["layout", Self.sample, "--size", "wide"])
        XCTAssertEqual(size.code, 2)
        XCTAssertTrue(size.stderr.contains("--size expects WIDTHxHEIGHT"), size.stderr)
    }

    func testDeviceAndOrientationChangeTheRootSize() throws {
        let run = runTool(["layout", Self.sample, "--device", "ipad-10", "--orientation", "landscape", "--format", "json"])
        XCTAssertEqual(run.code, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let device = try XCTUnwrap(object["device"] as? [String: Any])
        XCTAssertEqual(device["width"] as? Double, 1180)
        XCTAssertEqual(device["orientation"] as? String, "landscape")
    }
}
