import Foundation
import XCTest
@testable import L10nCLI

/// `lint` on small hand-written projects, each table holding the mistakes named in its test.
final class LintCommandTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = TemporaryProject.folder("lint")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: root)
    }

    func makeProjectWithEveryMistake() throws {
        try write("App/Base.lproj/Localizable.strings", """
            "dup" = "One";
            "empty" = "Empty";
            "same" = "Settings";
            "count" = "%d files";
            "space" = "Hello";
            "bidi" = "x";
            "missing" = "Missing";

            """)
        try write("App/de.lproj/Localizable.strings", """
            "dup" = "Eins";
            "dup" = "Zwei";
            "empty" = "";
            "same" = "Settings";
            "count" = "%@ Dateien";
            "space" = "Hallo\\n";
            "bidi" = "\u{2067}x";
            "stale" = "Alt";

            """)
        try write("App/fr.lproj/Localizable.strings", "\"dup\" = \"Un\"\n\"empty\" = \"Vide\";\n")
        // A storyboard table: no Base table, the base text comes from the comments.
        try write("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="scn-00-001">
                        <objects>
                            <viewController id="vc0-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label text="%d items" id="abc-12-xyz">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                                        <button id="def-34-uvw">
                                            <rect key="frame" x="20" y="140" width="200" height="30"/>
                                            <state key="normal" title="OK"/>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        try write("App/de.lproj/Main.strings", """

            /* Class = "UILabel"; text = "%d items"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.text" = "%@ Dinge";

            /* Class = "UIButton"; normalTitle = "OK"; ObjectID = "def-34-uvw"; */
            "def-34-uvw.normalTitle" = "OK";

            """)
    }

    func testEveryMistakeIsReportedAtItsLineAndColumnWithItsRule() throws {
        try makeProjectWithEveryMistake()
        let run = runTool(["lint"], in: root)
        XCTAssertEqual(run.code, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for expected in [
            // Two translations of one key: the later shows, and it is a translation too.
            "App/de.lproj/Localizable.strings:1:1: note: key 'dup' is defined again at line 2, which wins; this entry is ignored [duplicate-key]",
            "App/de.lproj/Localizable.strings:1:1: warning: key 'missing' of the base table is missing from the de table [missing-key]",
            "App/de.lproj/Localizable.strings:3:11: warning: the value of 'empty' is empty in de [empty-value]",
            "App/de.lproj/Localizable.strings:4:10: note: 'same' is identical to the base text 'Settings' in de [untranslated]",
            "App/de.lproj/Localizable.strings:5:12: error: format specifiers of 'count' differ from the base: de has %@, the base has %d [format-specifier-mismatch]",
            // A trailing line break shows only in a view of several lines, which a code table does not say.
            "App/de.lproj/Localizable.strings:6:11: note: whitespace of 'space' differs at the end: de has a line break, the base has no whitespace [whitespace-mismatch]",
            // A direction control in German has no purpose: an error at its own column, with "delete it".
            "App/de.lproj/Localizable.strings:7:11: error: the value of 'bidi' has an invisible direction control U+2067 (right-to-left isolate) in de; delete it [stray-bidi-control]",
            // A stale key is never shown: a note for translators, not a warning.
            "App/de.lproj/Localizable.strings:8:1: note: key 'stale' is not in the base table [stale-key]",
            "App/fr.lproj/Localizable.strings:1:13: error: expected ';' after the value — iOS does not load this table, so none of its translations are shown [syntax-error]",
            "App/de.lproj/Main.strings:6:28: note: 'def-34-uvw.normalTitle' is identical to the base text 'OK' in de [untranslated]",
        ] {
            XCTAssertTrue(lines.contains(expected), "missing: \(expected)\n\(run.stdout)")
        }
        // No key comparison against a base that does not exist (the storyboard table).
        XCTAssertFalse(run.stdout.contains("Main.strings:1:1"), run.stdout)
        // A storyboard's "%d items" is shown as written: no format specifier to compare.
        XCTAssertFalse(run.stdout.contains("'abc-12-xyz.text' differ"), run.stdout)
        XCTAssertEqual(lines.last, "3 errors, 7 warnings, 5 infos", run.stdout)
    }

    /// An entry whose object left the document is never applied: it gets the stale-key note and nothing else
    /// (its empty value and stray whitespace would show nowhere).
    /// A table committed in the middle of a merge: each marker line is an error that says so, with a fix that
    /// finishes the merge rather than one that corrects an entry.
    /// A template token the code replaces (owncloud's `$days`, HalloApp's `<$sender$>`) that a translation misspells is
    /// shown as written; one written with its delimiters intact is the base's.
    func testAMisspeltTemplateTokenIsReportedWithItsDelimiters() throws {
        try write("App/en.lproj/Localizable.strings", "\"created\" = \"<$sender$> created the group\";\n\"left\" = \"<$sender$> left\";\n")
        try write("App/fa.lproj/Localizable.strings", "\"created\" = \"<$ sender$> گروه را ساخت\";\n\"left\" = \"<$sender$> ترک کرد\";\n")
        let run = runTool(["lint", "--fail-on", "never"], in: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertEqual(lines.count, 1, run.stdout)
        XCTAssertTrue(lines.first?.contains("'created' in fa misspells the base's placeholder '<$sender$>'") ?? false, run.stdout)
    }

    func testMergeConflictMarkersSayHowToFinishTheMerge() throws {
        try write("App/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n")
        try write("App/de.lproj/Localizable.strings", "<<<<<<< HEAD\n\"title\" = \"Einstellungen\";\n=======\n\"title\" = \"Optionen\";\n>>>>>>> de\n")
        let run = runTool(["lint", "App/de.lproj/Localizable.strings"], in: root)
        XCTAssertEqual(run.code, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("[syntax-error]") }.map { String($0.prefix(while: { $0 != " " })) },
                       ["de.lproj/Localizable.strings:1:1:", "de.lproj/Localizable.strings:3:1:", "de.lproj/Localizable.strings:5:1:"], run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("error: an unresolved Git merge conflict: the line \"<<<<<<< HEAD\"") }, run.stdout)
        let json = runTool(["lint", "App/de.lproj/Localizable.strings", "--format", "json"], in: root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let fixes = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "syntax-error" }.compactMap { $0["fix"] as? String }
        XCTAssertEqual(fixes, Array(repeating: "Finish the merge: keep the entries you want, delete the marker lines; lint again", count: 3), json.stdout)
    }

    func testEntriesForObjectsTheDocumentLacksAreOnlyStale() throws {
        try makeProjectWithEveryMistake()
        try write("App/de.lproj/Main.strings", """

            /* Class = "UILabel"; text = "%d items"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.text" = "%d Dinge";

            /* Class = "UIButton"; normalTitle = "OK"; ObjectID = "def-34-uvw"; */
            "def-34-uvw.normalTitle" = "Gut";

            /* Class = "UILabel"; text = "Gone"; ObjectID = "gon-56-abc"; */
            "gon-56-abc.text" = " ";

            """)
        let run = runTool(["lint", "App/de.lproj/Main.strings", "-q"], in: root)
        XCTAssertEqual(run.stdout, """
            de.lproj/Main.strings:9:1: note: key 'gon-56-abc.text' names nothing the document shows (the object or its text is gone), so it is never applied [stale-key]
            0 errors, 0 warnings, 1 info

            """)
    }

    func testJSONFormatAndOutputFile() throws {
        try makeProjectWithEveryMistake()
        let run = runTool(["lint", "App", "--format", "json", "--output", "report.json"], in: root)
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(run.stdout, "")
        let data = try Data(contentsOf: root.appendingPathComponent("report.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 15)
        XCTAssertEqual(findings.first?["rule"] as? String, "duplicate-key")
        XCTAssertEqual((object["summary"] as? [String: Any])?["errors"] as? Int, 3)
    }

    func testCleanProjectExitsZeroAndFailOnLowersTheBar() throws {
        try write("Base.lproj/Localizable.strings", "\"a\" = \"Hello %@\";\n\"b\" = \"OK\";\n")
        try write("de.lproj/Localizable.strings", "\"a\" = \"Hallo %@\";\n\"b\" = \"OK\";\n")
        let clean = runTool(["lint", ".", "-q"], in: root)
        XCTAssertEqual(clean.code, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "de.lproj/Localizable.strings:2:7: note: 'b' is identical to the base text 'OK' in de [untranslated]\n0 errors, 0 warnings, 1 info\n")
        XCTAssertEqual(runTool(["lint", "--fail-on", "info"], in: root).code, 1)
        XCTAssertEqual(runTool(["lint", "--fail-on", "warning"], in: root).code, 0)
        // The same vocabulary as verify's: never is exit 0 even with an error.
        try write("de.lproj/Localizable.strings", "\"a\" = \"Hallo %d\";\n\"b\" = \"OK\";\n")
        XCTAssertEqual(runTool(["lint"], in: root).code, 1)
        XCTAssertEqual(runTool(["lint", "--fail-on", "never"], in: root).code, 0)
    }

    /// The bidi rules run on every table, not only on the documents' tables: a placeholder that starts an
    /// Arabic value in Localizable.strings is reported at the value.
    func testBidiRulesRunOnLocalizableStrings() throws {
        try write("Base.lproj/Localizable.strings", "\"checkout.total\" = \"Total: %@\";\n")
        try write("ar.lproj/Localizable.strings", "\"checkout.total\" = \"%@ :الإجمالي\";\n")
        let run = runTool(["lint", "-q"], in: root)
        XCTAssertTrue(run.stdout.contains("ar.lproj/Localizable.strings:1:21: warning: checkout.total \"%@ :الإجمالي\": text starts with a placeholder"), run.stdout)
    }

    func testBaseLanguageOptionAndSingleFile() throws {
        try write("en.lproj/Localizable.strings", "\"a\" = \"%d files\";\n")
        try write("de.lproj/Localizable.strings", "\"a\" = \"%@ Dateien\";\n")
        try write("fr.lproj/Localizable.strings", "\"a\" = \"%d fichiers\";\n")
        // Without Base.lproj the development language (en) is the base.
        XCTAssertEqual(runTool(["lint"], in: root).code, 1)
        let againstFrench = runTool(["lint", "de.lproj/Localizable.strings", "--base", "fr", "--quiet"], in: root)
        XCTAssertTrue(againstFrench.stdout.contains("the base has %d [format-specifier-mismatch]"), againstFrench.stdout)
        XCTAssertEqual(againstFrench.stdout.split(separator: "\n").count, 2, againstFrench.stdout)
    }

    func testMissingPathIsAnInputError() {
        let run = runTool(["lint", "nowhere"], in: root)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("nowhere: no such file or directory"), run.stderr)
    }
}
