import XCTest
import L10nChecks
import L10nStrings
@testable import L10nReport

/// Golden tests: the exact text of each reporter for the same two findings (given out of order).
final class ReporterGoldenTests: XCTestCase {
    let findings = [
        Finding(ruleID: "untranslated", severity: .info, message: "'a.text' is identical to the base text 'OK' in de",
                file: "de.lproj/Main.strings", line: 3, column: 15, language: "de", objectID: "a", className: "UILabel",
                key: "a.text", fix: "Translate the text"),
        Finding(ruleID: "format-specifier-mismatch", severity: .error, message: "format specifiers of 'n' differ: \"%d\"",
                file: "de.lproj/Localizable.strings", line: 2, column: 7, language: "de", key: "n",
                measured: [MeasuredValue("width", 120.5), MeasuredValue("available", 100)],
                related: [RelatedLocation(file: "Base.lproj/Localizable.strings", line: 2, column: 7, note: "base text (Base)")],
                fix: "Use the same specifiers as the base"),
    ]

    /// The plain text format carries the same information as the others: related places as `note:`
    /// lines, the measured numbers (one decimal) and the fix; `--quiet` keeps only the finding lines.
    func testXcodeReporter() {
        XCTAssertEqual(XcodeReporter().report(findings, rules: []), """
            de.lproj/Localizable.strings:2:7: error: format specifiers of 'n' differ: "%d" [format-specifier-mismatch]
            Base.lproj/Localizable.strings:2:7: note: base text (Base)
                measured: width 120.5, available 100
                fix: Use the same specifiers as the base
            de.lproj/Main.strings:3:15: note: 'a.text' is identical to the base text 'OK' in de [untranslated]
                fix: Translate the text
            1 error, 0 warnings, 1 info

            """)
        XCTAssertEqual(XcodeReporter(detailed: false).report(findings, rules: []), """
            de.lproj/Localizable.strings:2:7: error: format specifiers of 'n' differ: "%d" [format-specifier-mismatch]
            de.lproj/Main.strings:3:15: note: 'a.text' is identical to the base text 'OK' in de [untranslated]
            1 error, 0 warnings, 1 info

            """)
    }

    func testJSONReporter() {
        XCTAssertEqual(JSONReporter().report(findings, rules: []), #"""
            {
              "findings": [
                {
                  "rule": "format-specifier-mismatch",
                  "severity": "error",
                  "message": "format specifiers of 'n' differ: \"%d\"",
                  "file": "de.lproj/Localizable.strings",
                  "line": 2,
                  "column": 7,
                  "language": "de",
                  "key": "n",
                  "measured": {
                    "width": 120.5,
                    "available": 100
                  },
                  "fingerprint": "f3910e4df3c63bb57dd745c9bcf51830",
                  "related": [
                    {
                      "file": "Base.lproj/Localizable.strings",
                      "line": 2,
                      "column": 7,
                      "note": "base text (Base)"
                    }
                  ],
                  "fix": "Use the same specifiers as the base"
                },
                {
                  "rule": "untranslated",
                  "severity": "info",
                  "message": "'a.text' is identical to the base text 'OK' in de",
                  "file": "de.lproj/Main.strings",
                  "line": 3,
                  "column": 15,
                  "language": "de",
                  "objectID": "a",
                  "class": "UILabel",
                  "key": "a.text",
                  "fingerprint": "4a7cc7fe8375b836a5c6cd8d67aa436f",
                  "related": [],
                  "fix": "Translate the text"
                }
              ],
              "summary": {
                "errors": 1,
                "warnings": 0,
                "infos": 1,
                "total": 2,
                "files": 2
              }
            }

            """#)
    }

    func testEmptyReports() {
        XCTAssertEqual(XcodeReporter().report([], rules: []), "0 errors, 0 warnings, 0 infos\n")
        XCTAssertTrue(JSONReporter().report([], rules: []).hasPrefix("{\n  \"findings\": [],\n"))
    }

    /// A report of many findings is written in chunks on every core: the bytes are those of the whole document
    /// serialized as one `JSONValue`, in order.
    func testALargeJSONReportIsTheDocumentsOwnSerialization() {
        let many = (0..<700).map { index in
            Finding(ruleID: index % 3 == 0 ? "missing-key" : "text-truncated", severity: index % 2 == 0 ? .warning : .error,
                    message: "finding \(index) \"quoted\"", file: "de.lproj/T\(index % 7).strings", line: index + 1, column: 1,
                    language: "de", objectID: "o\(index)", key: "o\(index).text", fix: "Fix it")
        }
        let sorted = Finding.sorted(many)
        let summary = ReportSummary(many)
        let document = JSONValue.object([
            ("findings", .array(sorted.map(JSONReporter.json))),
            ("summary", .object([
                ("errors", .number(Double(summary.errors))), ("warnings", .number(Double(summary.warnings))),
                ("infos", .number(Double(summary.infos))), ("total", .number(Double(summary.total))),
                ("files", .number(Double(Set(many.map(\.file)).count))),
            ])),
        ])
        XCTAssertEqual(JSONReporter().report(many, rules: []), document.serialized() + "\n")
    }
}
