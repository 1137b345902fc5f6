import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import L10nChecks
import L10nStrings
@testable import L10nReport

/// The escaping each format needs, on inputs worse than the golden fixtures.
final class ReporterEscapingTests: XCTestCase {
    func testGitHubEscapesDataAndProperties() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a, b"), "100%25 done%0D%0Anext: a, b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        let finding = Finding(ruleID: "r", severity: .info, message: "x\ny", file: "dir, with: odd/a.strings",
                              line: 0, column: 0, language: "de", fix: "f")
        XCTAssertEqual(GitHubReporter().report([finding], rules: []),
                       "::notice file=dir%2C with%3A odd/a.strings,title=r::x\\ny%0AFix: f\nl10nlayout: 0 errors, 0 warnings, 1 info\n",
                       "a line break inside the message is shown, not obeyed: the annotation's own breaks separate its parts")
    }

    /// A real Russian table holds a value starting with U+FEFF; Foundation's JSON reader on Linux drops it
    /// when it is raw, so JSON reports write it (and the line separators JavaScript chokes on) escaped.
    func testJSONEscapesInvisibleCharactersThatReadersDrop() throws {
        let text = "\u{FEFF}Удалить\u{2028}x\u{2029}"
        let json = JSONValue.quoted(text)
        XCTAssertEqual(json, "\"\\ufeffУдалить\\u2028x\\u2029\"")
        let back = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
        XCTAssertEqual(back, [text])
    }

    /// Every message must come back from an XML parser exactly, control characters aside.
    func testJUnitIsWellFormedAndRoundTrips() throws {
        let nasty = "a & b < c > d \"q\" 'a'\ttab\nline \u{01}bell ]]> עברית"
        let finding = Finding(ruleID: "r&<", severity: .warning, message: nasty, file: "x \"y\"/z.strings", line: 1, column: 2,
                              language: "he", fix: "fix <it>")
        let xml = JUnitReporter(failOn: .warning).report([finding], rules: [])
        let document = try XMLDocument(data: Data(xml.utf8))
        let failure = try XCTUnwrap(try document.nodes(forXPath: "//failure").first as? XMLElement)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, nasty.replacingOccurrences(of: "\u{01}", with: "\u{FFFD}"))
        XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "r&<")
        XCTAssertTrue(failure.stringValue?.contains("fix: fix <it>") == true)
        let suite = try XCTUnwrap(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
    }

    func testGoldenJUnitParses() throws {
        let xml = JUnitReporter(failOn: .warning).report(ReportFixtures.findings, rules: ReportFixtures.rules)
        let document = try XMLDocument(data: Data(xml.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "//testsuite").count, 6)
        XCTAssertEqual(try document.nodes(forXPath: "//failure").count, 4)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase").count, 6)
        // Every case links to its file and line, and is named without a line number.
        for case let testCase as XMLElement in try document.nodes(forXPath: "//testcase") where testCase.attribute(forName: "name")?.stringValue != "no findings" {
            XCTAssertNotNil(testCase.attribute(forName: "file"))
            XCTAssertNotNil(testCase.attribute(forName: "line"))
        }
    }

    /// The test tab agrees with the exit status: only findings at or above --fail-on are failures.
    func testJUnitFailuresFollowFailOn() throws {
        func failures(_ failOn: Severity?) throws -> Int {
            let xml = JUnitReporter(failOn: failOn).report(ReportFixtures.findings, rules: ReportFixtures.rules)
            let suites = try XMLDocument(data: Data(xml.utf8)).nodes(forXPath: "//testsuites").first as? XMLElement
            return Int(suites?.attribute(forName: "failures")?.stringValue ?? "") ?? -1
        }
        let errors = ReportFixtures.findings.filter { $0.severity == .error }.count
        let atLeastWarnings = ReportFixtures.findings.filter { $0.severity >= .warning }.count
        XCTAssertEqual(try failures(.error), errors)
        XCTAssertEqual(try failures(.warning), atLeastWarnings)
        XCTAssertEqual(try failures(nil), 0)
        XCTAssertLessThan(errors, atLeastWarnings, "the fixtures hold warnings, so the test can tell the thresholds apart")
    }

    func testColorFollowsTerminalAndNoColor() {
        XCTAssertTrue(TerminalReporter.usesColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(TerminalReporter.usesColor(isTerminal: false, environment: [:]))
        XCTAssertFalse(TerminalReporter.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(TerminalReporter.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        XCTAssertFalse(TerminalReporter.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
        let plain = Reporters.reporter(for: "text", isTerminal: true, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(plain?.report(ReportFixtures.findings, rules: []).contains("\u{1B}"), false)
    }

    /// `--color always` means colour wherever the text goes (`| less -R`, a CI log that shows colour);
    /// `never` means none even on a terminal; `auto` colours a terminal only.
    func testColorOptionDecidesOnAPipeToo() {
        func report(_ color: ReportContext.Color, terminal: Bool, environment: [String: String] = [:]) -> String {
            Reporters.reporter(for: "text", context: ReportContext(color: color, isTerminal: terminal, environment: environment))?
                .report(ReportFixtures.findings, rules: []) ?? ""
        }
        XCTAssertTrue(report(.always, terminal: false).contains(": \u{1B}[1;31merror\u{1B}[0m: "))
        XCTAssertTrue(report(.always, terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}["), "an explicit --color beats NO_COLOR")
        XCTAssertFalse(report(.auto, terminal: false).contains("\u{1B}"))
        XCTAssertFalse(report(.never, terminal: true).contains("\u{1B}"))
        XCTAssertEqual(report(.auto, terminal: false), XcodeReporter().report(ReportFixtures.findings, rules: []))
    }

    /// Measured widths come from text shaping with many digits; every format writes them to 0.1 pt.
    func testMeasuredNumbersAreRoundedToATenthInEveryFormat() {
        let finding = Finding(ruleID: "text-truncated", severity: .error, message: "cut off", file: "de.lproj/Main.strings",
                              line: 3, column: 9, language: "de",
                              measured: [MeasuredValue("textWidth", 216.2076903409091), MeasuredValue("overflow", 41.2076903409091)],
                              fix: "Shorten it")
        let reporters: [any Reporter] = Reporters.all + [TerminalReporter(), JUnitReporter(failOn: .error)]
        var shown = 0
        for reporter in reporters {
            let text = reporter.report([finding], rules: [])
            XCTAssertFalse(text.contains("216.20") || text.contains("41.20"), "\(type(of: reporter)): \(text)")
            if text.contains("216.2") && text.contains("41.2") { shown += 1 }
        }
        XCTAssertGreaterThanOrEqual(shown, 5, "text, terminal, JSON, SARIF and JUnit show the measured values")
    }

    /// With colour off, every finding line is exactly the Xcode reporter's line.
    func testTerminalLinesStayXcodeParsable() {
        let xcode = XcodeReporter().report(ReportFixtures.findings, rules: []).split(separator: "\n").dropLast()
        let terminal = Set(TerminalReporter().report(ReportFixtures.findings, rules: []).split(separator: "\n"))
        for line in xcode { XCTAssertTrue(terminal.contains(line), String(line)) }
        let colored = TerminalReporter(colored: true).report(ReportFixtures.findings, rules: [])
        XCTAssertTrue(colored.contains(": \u{1B}[1;31merror\u{1B}[0m: "))
        XCTAssertEqual(colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression),
                       TerminalReporter().report(ReportFixtures.findings, rules: []))
    }

    /// A translation quoted in a message can hold a line break, a carriage return or an escape sequence. In
    /// the line formats each finding stays on its own lines (an Xcode build phase and `grep` read them line by
    /// line) and no control character reaches the terminal, a pipe or a CI log, whatever the destination.
    func testControlCharactersFromTranslationsStayOnTheirLine() {
        let value = "Hallo\nWelt\r\u{1B}[2J\u{1B}]0;owned\u{07}\u{2028}x\u{9B}"
        let shown = #"Hallo\nWelt\r\u{1B}[2J\u{1B}]0;owned\u{7}\u{2028}x\u{9B}"#
        let finding = Finding(ruleID: "r", severity: .warning, message: "'k' is \"\(value)\"", file: "de.lproj/A.strings",
                              line: 1, column: 8, language: "de",
                              related: [RelatedLocation(file: "Base.lproj/A.strings", line: 1, column: 7, note: "base \"\(value)\"")],
                              fix: "Retype \"\(value)\"")
        let expected = [
            "de.lproj/A.strings:1:8: warning: 'k' is \"\(shown)\" [r]",
            "Base.lproj/A.strings:1:7: note: base \"\(shown)\"",
            "    fix: Retype \"\(shown)\"",
        ]
        XCTAssertEqual(XcodeReporter().report([finding], rules: []).components(separatedBy: "\n"),
                       expected + ["0 errors, 1 warning, 0 infos", ""])
        let terminal = TerminalReporter().report([finding], rules: []).components(separatedBy: "\n")
        XCTAssertEqual(Array(terminal.dropFirst().prefix(3)), expected)
        let colored = TerminalReporter(colored: true).report([finding], rules: [])
        XCTAssertEqual(colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression),
                       TerminalReporter().report([finding], rules: []))
        // GitHub: the annotation's own line breaks are its three parts; the value's are shown, not obeyed.
        let github = GitHubReporter().report([finding], rules: [])
        XCTAssertFalse(github.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 }, github)
        XCTAssertEqual(github.components(separatedBy: "%0A").count, 3, github)
        XCTAssertEqual(github.components(separatedBy: "\n").count, 3, github)
    }
}
