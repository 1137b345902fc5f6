import XCTest
import L10nStrings
import L10nText
@testable import L10nChecks

/// Runs every lint rule's own examples: a triggering example must produce a finding of that rule at each
/// `↓` (and nowhere else); a non-triggering one must produce no warning or error (a note may explain why).
final class LintRuleExampleTests: XCTestCase {
    func testEveryRulesExamples() {
        for rule in LintRules.all {
            let id = rule.description.id
            for (n, example) in rule.examples.enumerated() {
                let (text, markers) = Self.markers(in: example.table)
                let base = example.base.map { StringsFile(bytes: Array($0.utf8)) }
                let input = TableLintInput(table: StringsFile(bytes: Array(text.utf8)), path: "\(example.language).lproj/T.strings", language: example.language,
                                           base: base, basePath: base == nil ? nil : "Base.lproj/T.strings", baseLanguage: "Base")
                let found = rule.check(input)
                XCTAssertTrue(found.allSatisfy { $0.ruleID == id }, "\(id) example \(n)")
                let places = found.map { SourceLocation(line: $0.line, column: $0.column) }.sorted()
                if example.triggers {
                    XCTAssertFalse(markers.isEmpty, "\(id) example \(n) has no ↓")
                    XCTAssertEqual(places, markers, "\(id) example \(n): \(found.map(\.message))")
                } else {
                    XCTAssertEqual(found.filter { $0.severity != .info }.map(\.message), [], "\(id) example \(n)")
                }
            }
        }
    }

    /// A text in the script of the language its key names (shamelagpt's `settings.madhab.hanafiArabic`, a `name_ar`)
    /// is a bilingual caption: a note that says so, while a key naming no language keeps its warning.
    func testATextInTheScriptOfTheLanguageItsKeyNamesIsANote() {
        let table = "\"school.hanafiArabic\" = \"حنفي\";\n\"name_ar\" = \"مسجد\";\n\"done\" = \"סיום\";\n"
            + "\"back\" = \"Back\";\n\"next\" = \"Next\";\n\"title\" = \"Title\";\n"
        let base = "\"school.hanafiArabic\" = \"Hanafi\";\n\"name_ar\" = \"Mosque\";\n\"done\" = \"Done\";\n"
            + "\"back\" = \"Back\";\n\"next\" = \"Next\";\n\"title\" = \"Title\";\n"
        let input = TableLintInput(table: StringsFile(bytes: Array(table.utf8)), path: "en.lproj/T.strings", language: "en",
                                   base: StringsFile(bytes: Array(base.utf8)), basePath: "Base.lproj/T.strings", baseLanguage: "Base")
        XCTAssertEqual(ForeignScriptRule.check(input).map { "\($0.key ?? "") \($0.severity)" }, ["school.hanafiArabic info", "name_ar info", "done warning"])
        XCTAssertTrue(ForeignScriptRule.check(input).first?.message.hasSuffix("(its key names Arabic: the app shows it in Arabic on purpose)") == true)
        XCTAssertTrue(TextLanguage.keyNamesLanguage("arabicTitle", writtenIn: TextLanguage.foreignScriptCode(of: "حنفي", for: "en")!))
        XCTAssertFalse(TextLanguage.keyNamesLanguage("settings.madhab.hanafi", writtenIn: TextLanguage.foreignScriptCode(of: "حنفي", for: "en")!))
    }

    func testRegistryIdsAreUniqueKebabCaseAndEveryRuleHasBothKindsOfExample() {
        let ids = LintRules.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids, ids.sorted())
        for rule in LintRules.all {
            let d = rule.description
            XCTAssertNotNil(d.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), d.id)
            XCTAssertTrue(rule.examples.contains { $0.triggers }, d.id)
            XCTAssertTrue(rule.examples.contains { !$0.triggers }, d.id)
            XCTAssertFalse(d.name.isEmpty || d.explanation.isEmpty || d.fix.isEmpty, d.id)
            XCTAssertFalse(d.fix.hasSuffix("."), d.id)
        }
    }

    /// The text without its `↓` markers, and where each marker was.
    static func markers(in marked: String) -> (String, [SourceLocation]) {
        var text = ""
        var places: [SourceLocation] = []
        var line = 1, column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" { places.append(SourceLocation(line: line, column: column)); continue }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (text, places)
    }
}

final class FormatSpecifierTests: XCTestCase {
    /// The one specifier model (L10nStrings' `FormatSpecifier`) as the mismatch rule reads it.
    func testParsesPositionsTypesAndLiterals() {
        let specs = FormatSpecifier.scan("%@ %1$@ %2$ld %.2f %lld %% %5.1f %ls 100% x %qd %x %D")
        XCTAssertEqual(specs.map(\.text), ["%@", "%1$@", "%2$ld", "%.2f", "%lld", "%5.1f", "%ls", "%qd", "%x", "%D"])
        XCTAssertEqual(specs.map(\.argumentType), ["@", "@", "ld", "f", "lld", "f", "ls", "lld", "d", "ld"])
        XCTAssertEqual(FormatSpecifier.argumentTypes(of: "%2$d von %1$@"), FormatSpecifier.argumentTypes(of: "%@ of %d"))
        // A space flag before a precision is a specifier ("% .2f"); before a letter it is text ("100% sure", "50% done").
        XCTAssertEqual(FormatSpecifier.scan("Blau (% .2f) % 5.1f% sure 50% done").map(\.text), ["% .2f"])
    }

    func testFindingsSortByPathLineColumnId() {
        func f(_ file: String, _ line: Int, _ column: Int, _ id: String) -> Finding {
            Finding(ruleID: id, severity: .warning, message: "m", file: file, line: line, column: column, language: "de", fix: "x")
        }
        let sorted = Finding.sorted([f("b", 1, 1, "a"), f("a", 2, 1, "a"), f("a", 1, 5, "b"), f("a", 1, 5, "a")])
        XCTAssertEqual(sorted.map { "\($0.file):\($0.line):\($0.column):\($0.ruleID)" }, ["a:1:5:a", "a:1:5:b", "a:2:1:a", "b:1:1:a"])
    }
}

final class WhitespaceMismatchSeverityTests: XCTestCase {
    private func severities(_ table: String, base: String, multiLine: Bool) -> [Severity] {
        var input = TableLintInput(table: StringsFile(bytes: Array(table.utf8)), path: "de.lproj/T.strings", language: "de",
                                   base: StringsFile(bytes: Array(base.utf8)), basePath: "Base.lproj/T.strings", baseLanguage: "Base")
        input.multiLineKeys = multiLine ? ["a"] : []
        return WhitespaceMismatchRule.check(input).map(\.severity)
    }

    /// A line break the translation adds is an empty line in a label of several lines (a warning); one it
    /// leaves out only tightens the text the base spaced out (a note).
    func testALineBreakTheTranslationAddsShowsOneItLeavesOutDoesNot() {
        XCTAssertEqual(severities("\"a\" = \"Name\\n\";\n", base: "\"a\" = \"Name\";\n", multiLine: true), [.warning])
        XCTAssertEqual(severities("\"a\" = \"Name\";\n", base: "\"a\" = \"Name\\n\\n\";\n", multiLine: true), [.info])
        XCTAssertEqual(severities("\"a\" = \"\\nName\";\n", base: "\"a\" = \"Name\";\n", multiLine: true), [.warning])
    }
}
