import Foundation
import XCTest
@testable import L10nCLI

/// Issue 17 items 8, 15, 16 and 18 at the command line: what a project holds that a command reads past is a
/// warning line, bad language codes are usage errors, a storyboard that is a folder is a clear error, and
/// a table problem iOS reads past is a warning. Hand-written projects in temporary folders.
final class CommandInputTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ text: String, to path: String) throws {
        try text.write(to: project.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// A folder whose name is no language is one warning line in every command that reads the project.
    func testAnIgnoredFolderIsOneWarningInEveryCommandThatReadsTheProject() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("x y.lproj"), withIntermediateDirectories: true)
        try StoryboardReadingTests.storyboard().write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try write("\"lbl.text\" = \"Größe\";\n", to: "de.lproj/Main.strings")
        let line = "x y.lproj: warning: 'x y' is not a language code, so this folder is left out of every check; "
            + "rename it to the language's code (de, pt-BR, zh-Hans) or move it out of the project\n"
        for arguments in [["lint"], ["verify", "de"], ["extract", "--dry-run"], ["pseudo", "--dry-run", "--kind", "accented"],
                          ["convert", ".", "--to", "xliff", "--language", "de", "-o", "de.xliff"]] {
            let run = runTool(arguments, in: project)
            XCTAssertLessThan(run.code, 2, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr.components(separatedBy: line).count - 1, 1, "\(arguments): \(run.stderr)")
        }
    }

    /// A folder of a pseudo-language no device is set to (Crowdin's upside-down English, `en-UD.lproj`) is left out too,
    /// with a warning that says why.
    func testAPseudoLanguagesFolderIsLeftOutWithAWarning() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("en-UD.lproj"), withIntermediateDirectories: true)
        try write("\"lbl.text\" = \"ǝzᴉS\";\n", to: "en-UD.lproj/Main.strings")
        try StoryboardReadingTests.storyboard().write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try write("\"lbl.text\" = \"Größe\";\n", to: "de.lproj/Main.strings")
        let run = runTool(["lint"], in: project)
        XCTAssertTrue(run.stderr.contains("en-UD.lproj: warning: 'en-UD' names a language or region no standard assigns"), run.stderr)
        XCTAssertFalse(run.stdout.contains("en-UD.lproj/Main.strings"), run.stdout)
    }

    /// A project file that cannot be read (here a merge conflict left in it) is said once, at its location:
    /// without it nothing tells which documents ship, so every one beside it is checked.
    func testAnUnreadableProjectIsOneWarningAtItsLocation() throws {
        try StoryboardReadingTests.storyboard().write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try write("\"lbl.text\" = \"Größe\";\n", to: "de.lproj/Main.strings")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try write("// !$*UTF8*$!\n{\n<<<<<<< HEAD\n}\n", to: "App.xcodeproj/project.pbxproj")
        let run = runTool(["verify", "de"], in: project)
        XCTAssertLessThan(run.code, 2, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("App.xcodeproj/project.pbxproj:3:1: warning: cannot read this Xcode project: ") }
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(lines.first?.hasSuffix("so every document, table and source beside it is taken to ship") ?? false, run.stderr)
    }

    /// A storyboard saved in ISO-8859-1 is read as declared, and the command says so at its location.
    func testADocumentReadWithAWarningShowsTheWarning() throws {
        let latin1 = StoryboardReadingTests.storyboard(declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        try XCTUnwrap(latin1.data(using: .isoLatin1)).write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"))
        try write("\"old.text\" = \"Alt\";\n", to: "de.lproj/Main.strings")
        let run = runTool(["extract", "--dry-run"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stderr, "Base.lproj/Main.storyboard:1:1: warning: the document is saved in ISO-8859-1; Interface Builder writes UTF-8, "
                       + "so it was read as ISO-8859-1 (save it as UTF-8 in Xcode to be safe)\n")
        XCTAssertTrue(run.stdout.contains("\"Größe\""), run.stdout)
    }

    /// An empty or path-like `--language` is a usage error (exit 2) before fonts or folders are chosen.
    func testLanguageOptionsGoThroughTheOneValidator() throws {
        try StoryboardReadingTests.storyboard().write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        for language in ["", "de/../x", "../de"] {
            for arguments in [["measure", "Hello", "--language", language], ["layout", "Base.lproj/Main.storyboard", "--language", language]] {
                let run = runTool(arguments, in: project)
                XCTAssertEqual(run.code, 2, "\(arguments): \(run.stderr)")
                XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: --language: "), "\(arguments): \(run.stderr)")
            }
        }
        XCTAssertEqual(runTool(["measure", "Hello", "--language", "pt-BR"], in: project).code, 0)
    }

    /// A `Base.lproj/Main.storyboard` that is a folder (a compiled `.storyboardc` renamed, a copy gone wrong)
    /// is an error naming it in every command, never skipped.
    func testAStoryboardThatIsAFolderIsAnErrorInEveryCommand() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj/Main.storyboard"), withIntermediateDirectories: true)
        try write("\"lbl.text\" = \"Größe\";\n", to: "de.lproj/Main.strings")
        let message = "Base.lproj/Main.storyboard: this is a folder, not a storyboard or xib file; remove it or replace it with the document"
        for arguments in [["layout", "Base.lproj/Main.storyboard"], ["extract"], ["verify", "de"]] {
            let run = runTool(arguments, in: project)
            XCTAssertEqual(run.code, 2, "\(arguments): \(run.stdout) \(run.stderr)")
            XCTAssertTrue((run.stdout + run.stderr).contains(message), "\(arguments): \(run.stdout) \(run.stderr)")
        }
    }

    /// A document no language has a table for yet (a new screen, a launch screen without text) is still read
    /// by verify: a folder in its place, or XML that is cut short, is exit 2 whatever --fail-on says, never a
    /// silent pass.
    func testADocumentWithoutTablesIsStillReadByVerify() throws {
        try StoryboardReadingTests.storyboard().write(to: project.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try write("\"lbl.text\" = \"Größe\";\n", to: "de.lproj/Main.strings")
        XCTAssertEqual(runTool(["verify", "de", "--fail-on", "never"], in: project).code, 0)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj/Promo.storyboard"), withIntermediateDirectories: true)
        let folder = runTool(["verify", "de", "--fail-on", "never"], in: project)
        XCTAssertEqual(folder.code, 2, folder.stdout + folder.stderr)
        XCTAssertTrue(folder.stderr.contains("l10nlayout: error: Base.lproj/Promo.storyboard: this is a folder, not a storyboard or xib file"), folder.stderr)
        XCTAssertTrue(folder.stdout.contains("Base.lproj/Promo.storyboard:1:1: error: this is a folder"), folder.stdout)
        try FileManager.default.removeItem(at: project.appendingPathComponent("Base.lproj/Promo.storyboard"))
        let cut = StoryboardReadingTests.storyboard()
        try String(cut.prefix(cut.count / 2)).write(to: project.appendingPathComponent("Base.lproj/Promo.storyboard"), atomically: true, encoding: .utf8)
        let malformed = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(malformed.code, 2, malformed.stdout + malformed.stderr)
        XCTAssertTrue(malformed.stdout.contains("\"rule\": \"document-unreadable\""), malformed.stdout)
        XCTAssertTrue(malformed.stderr.contains("l10nlayout: error: Base.lproj/Promo.storyboard:"), malformed.stderr)
    }

    /// The reader knows when iOS still reads a table (half a UTF-16 character at its end): lint reports a
    /// warning, not an error, and `--fail-on error` passes.
    func testASyntaxProblemIOSReadsPastIsAWarning() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"lbl.text\" = \"Größe\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes + [0x0A]).write(to: project.appendingPathComponent("de.lproj/Main.strings"))
        let run = runTool(["lint", "--format", "json", "--fail-on", "error"], in: project)
        XCTAssertEqual(run.code, 0, run.stdout)
        XCTAssertTrue(run.stdout.contains("\"rule\": \"syntax-error\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"severity\": \"warning\""), run.stdout)
        XCTAssertFalse(run.stdout.contains("\"severity\": \"error\""), run.stdout)
        let broken = runTool(["lint", "--fail-on", "error"], in: project.appendingPathComponent("de.lproj"))
        XCTAssertEqual(broken.code, 0, broken.stdout)
        try write("\"lbl.text\" = \"Größe\"\n\"x\" = \"y\";\n", to: "de.lproj/Main.strings")
        XCTAssertEqual(runTool(["lint", "--fail-on", "error"], in: project).code, 1, "a table iOS does not load stays an error")
    }

    /// Issue 17 item 14: a table of thousands of duplicate keys lists a rule's first 1,000 findings and one
    /// line for the rest (with their count), as severe as they are, not a line per duplicate.
    func testARulesFindingsInOneTableAreCapped() throws {
        let entries = (0..<1_500).map { _ in "\"same\" = \"gleich\";" }.joined(separator: "\n")
        try write(entries + "\n", to: "de.lproj/Localizable.strings")
        let run = runTool(["lint", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let duplicates = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "duplicate-key" }
        XCTAssertEqual(duplicates.count, 1_001)
        let summary = try XCTUnwrap(duplicates.first { ($0["message"] as? String)?.hasPrefix("499 more duplicate-key findings") ?? false })
        // Each duplicate is reported at the entry iOS ignores (lines 1–1,499; the last one wins): the rest
        // start at line 1,001.
        XCTAssertEqual(summary["line"] as? Int, 1_001)
    }
}
