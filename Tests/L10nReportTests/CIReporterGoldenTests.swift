import XCTest
import L10nChecks
@testable import L10nReport

/// Each CI reporter's exact output for ``ReportFixtures`` against a reviewed golden file.
final class CIReporterGoldenTests: XCTestCase {
    func testSARIFGolden() throws {
        try ReportFixtures.assertGolden(SARIFReporter(sourceRoot: "/work/App").report(ReportFixtures.findings, rules: ReportFixtures.rules), "golden.sarif")
    }

    func testJUnitGolden() throws {
        try ReportFixtures.assertGolden(JUnitReporter(failOn: .warning).report(ReportFixtures.findings, rules: ReportFixtures.rules), "golden-junit.xml")
    }

    func testGitHubGolden() throws {
        try ReportFixtures.assertGolden(GitHubReporter().report(ReportFixtures.findings, rules: ReportFixtures.rules), "golden-github.txt")
    }

    func testTerminalGolden() throws {
        try ReportFixtures.assertGolden(TerminalReporter().report(ReportFixtures.findings, rules: ReportFixtures.rules), "golden-terminal.txt")
    }

    func testColoredTerminalGolden() throws {
        let report = TerminalReporter(colored: true).report(ReportFixtures.findings, rules: ReportFixtures.rules)
        try ReportFixtures.assertGolden(report, "golden-terminal-color.txt")
    }

    /// The same bytes whatever order the findings and rules come in.
    func testOutputIgnoresInputOrder() {
        for reporter in Reporters.all + [TerminalReporter(colored: true)] {
            let forward = reporter.report(ReportFixtures.findings, rules: ReportFixtures.rules)
            let backward = reporter.report(ReportFixtures.findings.reversed(), rules: ReportFixtures.rules.reversed())
            XCTAssertEqual(forward, backward, "\(type(of: reporter).identifier)")
        }
    }

    func testRegistry() {
        let ids = Reporters.all.map { type(of: $0).identifier }
        XCTAssertEqual(ids, ["text", "json", "sarif", "junit", "github", "html"])
        XCTAssertTrue(Reporters.reporter(for: "sarif") is SARIFReporter)
        XCTAssertTrue(Reporters.reporter(for: "text", isTerminal: true, environment: [:]) is TerminalReporter)
        XCTAssertTrue(Reporters.reporter(for: "text", isTerminal: false, environment: [:]) is XcodeReporter)
        XCTAssertTrue(Reporters.reporter(for: "junit", isTerminal: true, environment: [:]) is JUnitReporter)
        XCTAssertNil(Reporters.reporter(for: "yaml", isTerminal: true, environment: [:]))
    }

    func testEmptyReports() {
        XCTAssertEqual(GitHubReporter().report([], rules: []), "l10nlayout: 0 errors, 0 warnings, 0 infos\n")
        XCTAssertEqual(TerminalReporter(colored: true).report([], rules: []), "0 errors, 0 warnings, 0 infos\n")
        XCTAssertEqual(JUnitReporter().report([], rules: []), """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="l10nlayout" tests="0" failures="0" errors="0">
            </testsuites>

            """)
        let sarif = SARIFReporter().report([], rules: [])
        XCTAssertTrue(sarif.contains("\"results\": []"), sarif)
        XCTAssertTrue(sarif.contains("\"rules\": []"), sarif)
    }
}
