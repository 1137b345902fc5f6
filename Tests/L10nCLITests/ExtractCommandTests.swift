import Foundation
import XCTest
@testable import L10nCLI

/// `extract`: one document's table on stdout, and project updates. The project fixtures are hand-written
/// and minimal: a storyboard with a label and a button, and a German table in various states.
final class ExtractCommandTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="Hello" id="aaa-00-aaa"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                                <button buttonType="system" id="bbb-11-bbb"><rect key="frame" x="0" y="40" width="50" height="30"/><state key="normal" title="Go on"/></button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("extract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Self.storyboard.write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func german(_ text: String) throws { try text.write(to: project.appendingPathComponent("de.lproj/Main.strings"), atomically: true, encoding: .utf8) }
    func germanText() throws -> String { try String(contentsOf: project.appendingPathComponent("de.lproj/Main.strings"), encoding: .utf8) }

    func testStdoutPrintsTheTableIbtoolWrote() throws {
        let view = Self.corpus.appendingPathComponent("dileep10701963__RCRC/Modules/News/View")
        guard FileManager.default.fileExists(atPath: view.path) else { return XCTFail("the corpus is missing at \(view.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let run = runTool(["extract", view.appendingPathComponent("Base.lproj/NewsCell.xib").path, "--stdout"])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, try String(contentsOf: view.appendingPathComponent("en.lproj/NewsCell.strings"), encoding: .utf8))
    }

    func testMalformedDocumentIsAnInputErrorWithItsLocation() throws {
        try "<document>\n<scenes>\n</document>\n".write(to: project.appendingPathComponent("Bad.storyboard"), atomically: true, encoding: .utf8)
        let run = runTool(["extract", "Bad.storyboard", "--stdout"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: Bad.storyboard:3:1: end tag </document> does not match"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testHostileDocumentsAreRefusedWithTheirLocation() throws {
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<document>&lol2;</document>\n"
        try laughs.write(to: project.appendingPathComponent("Laughs.xib"), atomically: true, encoding: .utf8)
        let run = runTool(["extract", "Laughs.xib", "--stdout"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: Laughs.xib:2:1: document type declarations are refused"), run.stderr)
        let truncated = String(Self.storyboard.prefix(700))
        try truncated.write(to: project.appendingPathComponent("Cut.storyboard"), atomically: true, encoding: .utf8)
        let cut = runTool(["extract", "Cut.storyboard", "--stdout"], in: project)
        XCTAssertEqual(cut.code, 2)
        XCTAssertTrue(cut.stderr.contains("unexpected end of file"), cut.stderr)
    }

    func testAFileWithoutStdoutIsAUsageError() {
        let run = runTool(["extract", "Base.lproj/Main.storyboard"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("give --stdout"), run.stderr)
    }

    static let outOfStep = """

    /* Class = "UILabel"; text = "Hi"; ObjectID = "aaa-00-aaa"; */
    "aaa-00-aaa.text" = "Hallo";

    /* Translator: keep it short */
    "bbb-11-bbb.normalTitle" = "Weiter";

    /* Class = "UILabel"; text = "Gone"; ObjectID = "zzz-99-zzz"; */
    "zzz-99-zzz.text" = "Weg";

    """

    func testProjectUpdateAddsRemovesAndFlagsReviewThenIsStable() throws {
        try german(Self.outOfStep)
        let check = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(check.code, 1)
        XCTAssertEqual(try germanText(), Self.outOfStep, "--check writes nothing")
        let dryRun = runTool(["extract", "--dry-run"], in: project)
        XCTAssertEqual(dryRun.code, 0)
        XCTAssertTrue(dryRun.stdout.contains("de.lproj/Main.strings:9:1: would remove \"zzz-99-zzz.text\" (object gone; translation \"Weg\")"), dryRun.stdout)
        XCTAssertEqual(try germanText(), Self.outOfStep, "--dry-run writes nothing")

        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        de.lproj/Main.strings:9:1: remove "zzz-99-zzz.text" (object gone; translation "Weg")
        de.lproj/Main.strings:3:1: needs review: "aaa-00-aaa.text" base text changed from "Hi" to "Hello" (marked in the table)
        updated 1 table; 1 translation to review

        """)
        // The review is recorded in the table until a translator changes the value.
        XCTAssertEqual(try germanText(), """

        /* l10nlayout: needs review; base text was "Hi"; translation was "Hallo" */
        /* Class = "UILabel"; text = "Hello"; ObjectID = "aaa-00-aaa"; */
        "aaa-00-aaa.text" = "Hallo";

        /* Translator: keep it short */
        "bbb-11-bbb.normalTitle" = "Weiter";

        """)
        let again = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stdout, "all tables are up to date\n")
        // lint reports the entry that waits for its review; once the translator edits it, extract clears it.
        XCTAssertTrue(runTool(["lint", "-q"], in: project).stdout.contains("de.lproj/Main.strings:4:1: warning: the base text of 'aaa-00-aaa.text' changed from \"Hi\" to \"Hello\"; review the de translation \"Hallo\" [needs-review]"))
        try german(try germanText().replacingOccurrences(of: "= \"Hallo\";", with: "= \"Hallo du\";"))
        XCTAssertFalse(runTool(["lint", "-q"], in: project).stdout.contains("needs-review"))
        let cleared = runTool(["extract"], in: project)
        XCTAssertEqual(cleared.stdout, "de.lproj/Main.strings:4:1: clear the review marker of \"aaa-00-aaa.text\" (the translation changed)\nupdated 1 table\n")
        XCTAssertFalse(try germanText().contains("l10nlayout:"))
    }

    func testNewKeysAreAddedInKeyOrderWithTheBaseText() throws {
        try german("\n/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"aaa-00-aaa\"; */\n\"aaa-00-aaa.text\" = \"Hallo\";\n")
        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.stdout, "de.lproj/Main.strings: add \"bbb-11-bbb.normalTitle\" = \"Go on\"\nupdated 1 table\n")
        XCTAssertEqual(try germanText(), """

        /* Class = "UILabel"; text = "Hello"; ObjectID = "aaa-00-aaa"; */
        "aaa-00-aaa.text" = "Hallo";

        /* l10nlayout: needs translation */
        /* Class = "UIButton"; normalTitle = "Go on"; ObjectID = "bbb-11-bbb"; */
        "bbb-11-bbb.normalTitle" = "Go on";

        """)
    }

    func testKeepStaleCommentsOutAndKeepsUTF16() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.outOfStep.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: project.appendingPathComponent("de.lproj/Main.strings"))
        XCTAssertEqual(runTool(["extract", "--keep-stale"], in: project).code, 0)
        let written = try Data(contentsOf: project.appendingPathComponent("de.lproj/Main.strings"))
        XCTAssertEqual(Array(written.prefix(2)), [0xFF, 0xFE], "the table keeps its UTF-16 LE encoding and BOM")
        let text = try XCTUnwrap(String(data: written, encoding: .utf16))
        XCTAssertTrue(text.contains("/* \"zzz-99-zzz.text\" = \"Weg\"; */"), text)
        XCTAssertEqual(runTool(["extract", "--keep-stale", "--check"], in: project).code, 0)
    }

    func testAddLanguageCreatesTheTable() throws {
        let run = runTool(["extract", "--add-language", "fr"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let created = try String(contentsOf: project.appendingPathComponent("fr.lproj/Main.strings"), encoding: .utf8)
        XCTAssertEqual(created, runTool(["extract", "Base.lproj/Main.storyboard", "--stdout"], in: project).stdout)
        XCTAssertEqual(runTool(["extract", "--add-language", "Base"], in: project).code, 2)
    }

    func testAMalformedTableStopsTheRunBeforeAnyWrite() throws {
        try german("\"aaa-00-aaa.text\" = \"Hallo\"\n")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("ar.lproj"), withIntermediateDirectories: true)
        try "\n".write(to: project.appendingPathComponent("ar.lproj/Main.strings"), atomically: true, encoding: .utf8)
        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("l10nlayout: error: de.lproj/Main.strings:1:28: expected ';' after the value — "), run.stderr)
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("ar.lproj/Main.strings"), encoding: .utf8), "\n")
    }

    /// `text` in UTF-16 with a BOM, little- or big-endian.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    func testUTF16TablesKeepTheirEncodingBOMAndLineEndings() throws {
        let url = project.appendingPathComponent("de.lproj/Main.strings")
        let before = Self.outOfStep.replacingOccurrences(of: "\n", with: "\r\n")
        let after = """

        /* l10nlayout: needs review; base text was "Hi"; translation was "Hallo" */
        /* Class = "UILabel"; text = "Hello"; ObjectID = "aaa-00-aaa"; */
        "aaa-00-aaa.text" = "Hallo";

        /* Translator: keep it short */
        "bbb-11-bbb.normalTitle" = "Weiter";

        """.replacingOccurrences(of: "\n", with: "\r\n")
        for bigEndian in [false, true] {
            try Data(Self.utf16(before, bigEndian: bigEndian)).write(to: url)
            let run = runTool(["extract"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            XCTAssertEqual([UInt8](try Data(contentsOf: url)), Self.utf16(after, bigEndian: bigEndian), "UTF-16 \(bigEndian ? "BE" : "LE"), CRLF")
        }
    }

    func testDryRunPrintsTheChangesAndWritesNothing() throws {
        try german("\n/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"aaa-00-aaa\"; */\n\"aaa-00-aaa.text\" = \"Hallo\";\n")
        let run = runTool(["extract", "--dry-run", "--add-language", "fr"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        de.lproj/Main.strings: would add "bbb-11-bbb.normalTitle" = "Go on"
        fr.lproj/Main.strings: would create with 2 entries
        would update 2 tables

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("fr.lproj").path))
        XCTAssertEqual(try germanText(), "\n/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"aaa-00-aaa\"; */\n\"aaa-00-aaa.text\" = \"Hallo\";\n")
    }

    /// A storyboard with the given label IDs (each with text "T").
    func storyboard(labels: [String]) -> String {
        let views = labels.map { "<label text=\"T\" id=\"\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"20\"/></label>" }
        return Self.storyboard.replacingOccurrences(of: #"<label text="Hello" id="aaa-00-aaa"><rect key="frame" x="0" y="0" width="50" height="20"/></label>"#,
                                                    with: views.joined(separator: "\n"))
            .replacingOccurrences(of: #"<button buttonType="system" id="bbb-11-bbb"><rect key="frame" x="0" y="40" width="50" height="30"/><state key="normal" title="Go on"/></button>"#, with: "")
    }

    func entry(_ id: String, _ value: String = "T") -> String {
        "\n/* Class = \"UILabel\"; text = \"T\"; ObjectID = \"\(id)\"; */\n\"\(id).text\" = \"\(value)\";\n"
    }

    /// ibtool versions sorted keys by code point, case-insensitively or numerically; new keys go where the
    /// file's own order puts them, and at the end of a file in no order.
    func testNewKeysFollowTheFilesOwnKeyOrder() throws {
        let cases: [(existing: [String], new: String, expected: [String])] = [
            (["AAA-00-aaa", "BBB-00-aaa", "aaa-00-aaa"], "Bzz-00-aaa", ["AAA-00-aaa", "BBB-00-aaa", "Bzz-00-aaa", "aaa-00-aaa"]),
            (["aaa-00-aaa", "BBB-00-aaa", "ccc-00-aaa"], "Bzz-00-aaa", ["aaa-00-aaa", "BBB-00-aaa", "Bzz-00-aaa", "ccc-00-aaa"]),
            (["1Ep-kh-Wvt", "7KK-7S-vax", "22W-kI-TJY"], "8Mk-Ub-V1m", ["1Ep-kh-Wvt", "7KK-7S-vax", "8Mk-Ub-V1m", "22W-kI-TJY"]),
            (["ccc-00-aaa", "aaa-00-aaa", "bbb-00-aaa"], "abc-00-aaa", ["ccc-00-aaa", "aaa-00-aaa", "bbb-00-aaa", "abc-00-aaa"]),
        ]
        for (existing, new, expected) in cases {
            try storyboard(labels: existing + [new]).write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
            try german(existing.map { entry($0, "Ü") }.joined())
            let run = runTool(["extract"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            let marked = expected.map { $0 == new ? entry($0, "T").replacingOccurrences(of: "\n/*", with: "\n/* l10nlayout: needs translation */\n/*") : entry($0, "Ü") }
            XCTAssertEqual(try germanText(), marked.joined(), "\(existing) + \(new)")
        }
    }

    func testAKeyWrittenTwiceIsHandledEntryByEntry() throws {
        try german(entry("aaa-00-aaa", "Erst").replacingOccurrences(of: "text = \"T\"", with: "text = \"Old\"")
                   + entry("zzz-99-zzz", "Weg") + entry("zzz-99-zzz", "Weg 2"))
        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        de.lproj/Main.strings: add "bbb-11-bbb.normalTitle" = "Go on"
        de.lproj/Main.strings:6:1: remove "zzz-99-zzz.text" (object gone; translation "Weg")
        de.lproj/Main.strings:9:1: remove "zzz-99-zzz.text" (object gone; translation "Weg 2")
        de.lproj/Main.strings:3:1: needs review: "aaa-00-aaa.text" base text changed from "Old" to "Hello" (marked in the table)
        updated 1 table; 1 translation to review

        """)
        XCTAssertFalse(try germanText().contains("zzz"))
    }

    func testAPropertyListTableIsRefused() throws {
        let plist = try PropertyListSerialization.data(fromPropertyList: ["aaa-00-aaa.text": "Hallo"], format: .xml, options: 0)
        try plist.write(to: project.appendingPathComponent("de.lproj/Main.strings"))
        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("de.lproj/Main.strings:1:1: a property-list table"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("de.lproj/Main.strings")), plist)
    }

    func testAnLprojFolderLimitsTheUpdateToItsLanguage() throws {
        try german(Self.outOfStep)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Self.outOfStep.write(to: project.appendingPathComponent("fr.lproj/Main.strings"), atomically: true, encoding: .utf8)
        let french = runTool(["extract", "fr.lproj", "--check"], in: project)
        XCTAssertEqual(french.code, 1)
        XCTAssertTrue(french.stdout.hasPrefix("fr.lproj/Main.strings:9:1: would remove"), french.stdout)
        XCTAssertFalse(french.stdout.contains("de.lproj"), french.stdout)
        let inside = runTool(["extract", "."], in: project.appendingPathComponent("de.lproj"))
        XCTAssertEqual(inside.code, 0, inside.stderr)
        // Paths are the project's, whatever folder the command runs in.
        XCTAssertTrue(inside.stdout.hasPrefix("de.lproj/Main.strings:9:1: remove"), inside.stdout)
        XCTAssertNotEqual(try germanText(), Self.outOfStep)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("fr.lproj/Main.strings"), encoding: .utf8), Self.outOfStep)
        let all = runTool(["extract", "Base.lproj", "--check"], in: project)
        XCTAssertTrue(all.stdout.hasPrefix("fr.lproj/Main.strings:9:1: would remove"), all.stdout)
    }

    func testAnEmptyTableGetsIbtoolsLayout() throws {
        let expected = runTool(["extract", "Base.lproj/Main.storyboard", "--stdout"], in: project).stdout
        for empty in ["", "\n"] {
            try german(empty)
            XCTAssertEqual(runTool(["extract"], in: project).code, 0)
            XCTAssertEqual(try germanText(), expected, empty.debugDescription)
        }
    }
}
