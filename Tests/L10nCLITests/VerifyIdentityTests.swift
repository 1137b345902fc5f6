import Foundation
import XCTest
@testable import L10nCLI

/// What CI relies on: the same report whatever folder `verify` runs in, baselines that match across
/// folders, shards that partition the work, and the screens of one problem in one finding. The project
/// is a copy of the sample app inside a folder marked as a git work tree (a `.git` folder).
final class VerifyIdentityTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localizations")

    var repository: URL!
    var app: URL!

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        app = repository.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.sample, to: app)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repository)
    }

    /// From the repository root, from the project and from inside `de.lproj`, the findings name the same
    /// repository-relative paths, and SARIF says what they are relative to.
    func testReportsAreTheSameFromAnyFolder() throws {
        let fromRoot = runTool(["verify", "de", "--project", "App", "--format", "sarif"], in: repository)
        let fromApp = runTool(["verify", "de", "--format", "sarif"], in: app)
        let fromLproj = runTool(["verify", "de", "--format", "sarif"], in: app.appendingPathComponent("de.lproj"))
        XCTAssertEqual(fromRoot.code, 1, fromRoot.stderr)
        XCTAssertEqual(fromApp.stdout, fromRoot.stdout)
        XCTAssertEqual(fromLproj.stdout, fromRoot.stdout, fromLproj.stderr)
        XCTAssertTrue(fromRoot.stdout.contains("\"uri\": \"App/de.lproj/Main.strings\""), fromRoot.stdout)
        XCTAssertTrue(fromRoot.stdout.contains("\"uriBaseId\": \"SRCROOT\""))
        XCTAssertTrue(fromRoot.stdout.contains("\"uri\": \"file://\(repository.standardizedFileURL.path)/\""), "SRCROOT is the work tree")
        XCTAssertEqual(fromRoot.stdout.components(separatedBy: "\"uri\": \"file:///").count, 2, "SRCROOT is the one absolute URI")
    }

    /// A baseline written in one folder leaves out the same findings run from another.
    func testABaselineMatchesFromAnotherFolder() throws {
        let baseline = repository.appendingPathComponent("baseline.json").path
        XCTAssertEqual(runTool(["verify", "--project", "App", "--write-baseline", baseline], in: repository).code, 0)
        let elsewhere = runTool(["verify", "--baseline", baseline], in: app.appendingPathComponent("Base.lproj"))
        XCTAssertEqual(elsewhere.code, 0, elsewhere.stdout + elsewhere.stderr)
        XCTAssertTrue(elsewhere.stdout.hasSuffix("0 errors, 0 warnings, 0 infos\n"), elsewhere.stdout)
    }

    /// Two shards together are one run: every finding (lint included) in exactly one shard.
    func testShardsPartitionEveryFinding() throws {
        func findings(_ extra: [String]) throws -> [String] {
            let run = runTool(["verify", "--project", "App", "--format", "json", "--fail-on", "never"] + extra, in: repository)
            XCTAssertEqual(run.code, 0, run.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(object["findings"] as? [[String: Any]]).map { finding in
                ["rule", "file", "line", "column", "message"].map { "\(finding[$0] ?? "")" }.joined(separator: "|")
            }
        }
        let whole = try findings([])
        let first = try findings(["--shard", "1/2"]), second = try findings(["--shard", "2/2"])
        XCTAssertFalse(first.isEmpty)
        XCTAssertFalse(second.isEmpty)
        XCTAssertEqual((first + second).sorted(), whole.sorted())
        XCTAssertTrue(Set(first).isDisjoint(with: second))
    }

    /// The same text cut off on several screens is one finding that names them, with the worst numbers.
    func testOneProblemOnSeveralScreensIsOneFinding() throws {
        let run = runTool(["verify", "de", "--project", "App", "--device", "iphone-se", "--device", "iphone-16-pro-max",
                           "--orientation", "all", "--format", "json", "--fail-on", "never"], in: repository)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let truncations = try XCTUnwrap(object["findings"] as? [[String: Any]]).filter {
            $0["rule"] as? String == "text-truncated" && $0["key"] as? String == "9Bh-GY-0t3.normalTitle"
        }
        XCTAssertEqual(truncations.count, 1, "\(truncations)")
        let message = try XCTUnwrap(truncations.first?["message"] as? String)
        XCTAssertTrue(message.hasSuffix(" on iPhone SE (3rd generation), iPhone 16 Pro Max; portrait, landscape"), message)
        XCTAssertEqual((truncations.first?["screens"] as? [Any])?.count, 4)
    }
}
