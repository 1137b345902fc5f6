#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nProject
import L10nStrings

/// Issue 17 items 4, 5 and 7, issue 16 "safe output": commands that write several files write all of them
/// or none, never over a file someone saved meanwhile; `--keep-stale` translations come back; `-o` writes
/// through what it names. The project is hand-written: one storyboard with a label and a button, German and
/// French tables.
final class ProjectWritingTests: XCTestCase {
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

    /// A table with the label only: extract adds the button.
    static func table(_ hello: String) -> String {
        "\n/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"aaa-00-aaa\"; */\n\"aaa-00-aaa.text\" = \"\(hello)\";\n"
    }

    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("writing-\(UUID().uuidString)")
        for folder in ["Base.lproj", "de.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(at: project.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.storyboard.write(to: file("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.table("Hallo").write(to: file("de.lproj/Main.strings"), atomically: true, encoding: .utf8)
        try Self.table("Bonjour").write(to: file("fr.lproj/Main.strings"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        // Read-only files and folders the tests made are removed with their folder.
        if let files = FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] {
            for path in files { _ = chmod(project.appendingPathComponent(path).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: project)
    }

    func file(_ path: String) -> URL { project.appendingPathComponent(path) }
    func text(_ path: String) throws -> String { try String(contentsOf: file(path), encoding: .utf8) }

    /// Every file under the project, so that a leftover temporary file or folder shows.
    func allFiles() -> [String] {
        ((FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String]) ?? []).sorted()
    }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status.st_mode & S_IFMT
    }

    // MARK: All or nothing (item 4), never over a newer file (item 5)

    /// The plan reads both tables; a translator saves the French one before the write: neither is written.
    func testATableSavedBetweenPlanAndWriteIsNotOverwrittenAndNothingIsWritten() throws {
        let workspace = try Workspace(root: project)
        let plan = TableExtraction(workspace: workspace, options: .init()).plan()
        XCTAssertEqual(plan.changes.map(\.shown), ["de.lproj/Main.strings", "fr.lproj/Main.strings"])
        let writes = plan.changes.map { PlannedWrite(url: $0.url, shown: $0.shown, bytes: $0.bytes, snapshot: $0.snapshot) }
        let before = allFiles()
        try Self.table("Salut").write(to: file("fr.lproj/Main.strings"), atomically: true, encoding: .utf8)

        XCTAssertThrowsError(try ProjectWriter.write(writes, force: false)) { error in
            XCTAssertEqual(String(describing: error),
                           "fr.lproj/Main.strings: cannot write: the file changed on disk after it was read (someone saved it meanwhile); "
                           + "it was left as it is: run again to include those changes, or pass --force to replace it. Nothing was written")
        }
        XCTAssertEqual(try text("fr.lproj/Main.strings"), Self.table("Salut"), "the translator's save stays")
        XCTAssertEqual(try text("de.lproj/Main.strings"), Self.table("Hallo"), "the other table is not written either")
        XCTAssertEqual(allFiles(), before, "no temporary file is left")

        // The same edit with the whole file rewritten to the same size is still seen (content, not size).
        try Self.table("Hallo").write(to: file("fr.lproj/Main.strings"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectWriter.write(writes, force: false))

        // --force writes over it.
        try ProjectWriter.write(writes, force: true)
        XCTAssertTrue(try text("fr.lproj/Main.strings").contains("\"bbb-11-bbb.normalTitle\" = \"Go on\";"))
        XCTAssertTrue(try text("de.lproj/Main.strings").contains("\"bbb-11-bbb.normalTitle\" = \"Go on\";"))
    }

    /// A new table planned where none was, and someone creates one before the write: it is not replaced.
    func testATableCreatedAfterThePlanIsNotReplaced() throws {
        var options = TableExtraction.Options()
        options.addLanguages = ["it"]
        let plan = TableExtraction(workspace: try Workspace(root: project), options: options).plan()
        let writes = plan.changes.map { PlannedWrite(url: $0.url, shown: $0.shown, bytes: $0.bytes, snapshot: $0.snapshot) }
        XCTAssertTrue(writes.map(\.shown).contains("it.lproj/Main.strings"))
        try FileManager.default.createDirectory(at: file("it.lproj"), withIntermediateDirectories: true)
        try "\"aaa-00-aaa.text\" = \"Ciao\";\n".write(to: file("it.lproj/Main.strings"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectWriter.write(writes, force: false)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("it.lproj/Main.strings: cannot write: the file was created by someone else"), "\(error)")
        }
        XCTAssertEqual(try text("it.lproj/Main.strings"), "\"aaa-00-aaa.text\" = \"Ciao\";\n")
        XCTAssertEqual(try text("de.lproj/Main.strings"), Self.table("Hallo"))
    }

    /// The second file cannot be written: the first (already staged) stays as it was, and the folders made
    /// for new files are gone again.
    func testAFailureOnTheSecondFileLeavesTheFirstUntouched() throws {
        let snapshot = try AtomicFile.read(file("de.lproj/Main.strings")).snapshot
        let frSnapshot = try AtomicFile.read(file("fr.lproj/Main.strings")).snapshot
        try "not a folder".write(to: file("blocked"), atomically: true, encoding: .utf8)
        let before = allFiles()
        let first = PlannedWrite(url: file("de.lproj/Main.strings"), shown: "de.lproj/Main.strings", bytes: Array("new".utf8), snapshot: snapshot)
        let newTable = PlannedWrite(url: file("es.lproj/Main.strings"), shown: "es.lproj/Main.strings", bytes: Array("new".utf8), snapshot: nil)

        // A read-only second table.
        XCTAssertEqual(chmod(file("fr.lproj/Main.strings").path, 0o444), 0)
        let readOnly = PlannedWrite(url: file("fr.lproj/Main.strings"), shown: "fr.lproj/Main.strings", bytes: Array("new".utf8), snapshot: frSnapshot)
        XCTAssertThrowsError(try ProjectWriter.write([first, newTable, readOnly], force: false)) { error in
            XCTAssertEqual(String(describing: error), "fr.lproj/Main.strings: cannot write: the file is read-only; make it writable (chmod u+w) "
                           + "or pass --force to replace it anyway. Nothing was written")
        }
        XCTAssertEqual(try text("de.lproj/Main.strings"), Self.table("Hallo"))
        XCTAssertEqual(allFiles(), before, "no temporary file, and es.lproj made for the new table is removed")

        // A second file whose folder cannot be made (a file is in the way).
        let impossible = PlannedWrite(url: file("blocked/x.lproj/Main.strings"), shown: "blocked/x.lproj/Main.strings", bytes: [1], snapshot: nil)
        XCTAssertThrowsError(try ProjectWriter.write([first, newTable, impossible], force: false)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("blocked/x.lproj/Main.strings: cannot write:"), "\(error)")
            XCTAssertTrue(String(describing: error).hasSuffix("Nothing was written"), "\(error)")
        }
        XCTAssertEqual(try text("de.lproj/Main.strings"), Self.table("Hallo"))
        XCTAssertEqual(allFiles(), before)

        // Forced, the read-only table is replaced and stays read-only.
        try ProjectWriter.write([first, newTable, readOnly], force: true)
        XCTAssertEqual(try text("fr.lproj/Main.strings"), "new")
        var status = stat()
        XCTAssertEqual(stat(file("fr.lproj/Main.strings").path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o444)
    }

    /// The command: a read-only table stops `extract` before any write, with one line naming it.
    func testExtractWritesNoTableWhenOneIsReadOnly() throws {
        XCTAssertEqual(chmod(file("fr.lproj/Main.strings").path, 0o444), 0)
        let run = runTool(["extract"], in: project)
        XCTAssertEqual(run.code, 2, run.stderr)
        XCTAssertTrue(run.stdout.contains("de.lproj/Main.strings: add \"bbb-11-bbb.normalTitle\" = \"Go on\""), "the plan is listed first: \(run.stdout)")
        XCTAssertEqual(run.stderr, "l10nlayout: error: fr.lproj/Main.strings: cannot write: the file is read-only; make it writable (chmod u+w) "
                       + "or pass --force to replace it anyway. Nothing was written\n")
        XCTAssertEqual(try text("de.lproj/Main.strings"), Self.table("Hallo"))
        let forced = runTool(["extract", "--force"], in: project)
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertTrue(try text("fr.lproj/Main.strings").contains("\"bbb-11-bbb.normalTitle\""))
        XCTAssertTrue(try text("de.lproj/Main.strings").contains("\"bbb-11-bbb.normalTitle\""))
    }

    /// `pseudo` and `convert … --project` write through the same all-or-nothing writer.
    func testPseudoAndConvertWriteAllOrNothing() throws {
        try FileManager.default.createDirectory(at: file("en-XA.lproj"), withIntermediateDirectories: true)
        try "\"aaa-00-aaa.text\" = \"Ĥéļļö\";\n".write(to: file("en-XA.lproj/Main.strings"), atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(file("en-XA.lproj/Main.strings").path, 0o444), 0)
        let before = allFiles()
        let pseudo = runTool(["pseudo"], in: project)
        XCTAssertEqual(pseudo.code, 2, pseudo.stderr)
        XCTAssertTrue(pseudo.stderr.contains("en-XA.lproj/Main.strings: cannot write: the file is read-only"), pseudo.stderr)
        XCTAssertEqual(allFiles(), before, "no other pseudo-language table is written")
        XCTAssertEqual(runTool(["pseudo", "--force"], in: project).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file("ar-XB.lproj/Main.strings").path))
    }

    // MARK: --keep-stale restores (item 7)

    /// An object removed, then put back: `--keep-stale` commented its entry out, and the next run brings the
    /// translation back (not the base text, not a duplicate), byte for byte where it was.
    func testKeepStaleRestoresACommentedOutTranslationWhenItsObjectIsBack() throws {
        let complete = """

            /* Class = "UILabel"; text = "Hello"; ObjectID = "aaa-00-aaa"; */
            "aaa-00-aaa.text" = "Hallo";

            /* Class = "UIButton"; normalTitle = "Go on"; ObjectID = "bbb-11-bbb"; */
            "bbb-11-bbb.normalTitle" = "Weiter";

            """
        try complete.write(to: file("de.lproj/Main.strings"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: file("fr.lproj"))
        let withoutButton = Self.storyboard.replacingOccurrences(of: #"<button buttonType="system" id="bbb-11-bbb"><rect key="frame" x="0" y="40" width="50" height="30"/><state key="normal" title="Go on"/></button>"#, with: "")
        try withoutButton.write(to: file("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        let gone = runTool(["extract", "--keep-stale"], in: project)
        XCTAssertEqual(gone.code, 0, gone.stderr)
        XCTAssertTrue(try text("de.lproj/Main.strings").contains("/* \"bbb-11-bbb.normalTitle\" = \"Weiter\"; */"))

        try Self.storyboard.write(to: file("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        let check = runTool(["extract", "--keep-stale", "--check", "--format", "json"], in: project)
        XCTAssertEqual(check.code, 1)
        XCTAssertTrue(check.stdout.contains("commented out though its object is back"), check.stdout)
        let back = runTool(["extract", "--keep-stale"], in: project)
        XCTAssertEqual(back.code, 0, back.stderr)
        XCTAssertEqual(back.stdout, """
            de.lproj/Main.strings: restore "bbb-11-bbb.normalTitle" (object back; translation "Weiter" from the commented-out entry)
            updated 1 table

            """)
        XCTAssertEqual(try text("de.lproj/Main.strings"), complete)
        XCTAssertEqual(runTool(["extract", "--keep-stale", "--check"], in: project).code, 0)
    }

    // MARK: XLIFF units that name no key (item 6)

    /// A unit whose id is not a key of its source file is a located warning and is not imported.
    func testUnknownXLIFFUnitsAreWarningsAndAreNotImported() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        let root = project.appendingPathComponent("sample")
        try FileManager.default.copyItem(at: sample, to: root.appendingPathComponent("P"))
        try XMLImportTests.xliff(target: "de").write(to: root.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let run = runTool(["convert", "de.xliff", "--to", "strings", "--project", "P"], in: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stderr, "de.xliff:9:7: warning: trans-unit 'no.such.key' names no key of Base.lproj/Localizable.strings; not imported\n")
        let german = try String(contentsOf: root.appendingPathComponent("P/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(german.contains("\"checkout.total\" = \"Summe: %@\";"), german)
        XCTAssertFalse(german.contains("no.such.key"), german)
    }

    // MARK: -o writes through (issue 16 "safe output", issue 17 item 1)

    func testOutputOntoASymbolicLinkUpdatesItsTargetAndKeepsTheLink() throws {
        try FileManager.default.createDirectory(at: file("reports"), withIntermediateDirectories: true)
        try "old".write(to: file("reports/shared.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(symlink("reports/shared.json", file("latest.json").path), 0)
        let run = runTool(["convert", "de.lproj/Main.strings", "--to", "json", "-o", "latest.json"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(fileType(file("latest.json").path), S_IFLNK)
        XCTAssertEqual(try text("reports/shared.json"), runTool(["convert", "de.lproj/Main.strings", "--to", "json"], in: project).stdout)
        let lint = runTool(["lint", "de.lproj", "--format", "json", "-o", "latest.json"], in: project)
        XCTAssertEqual(lint.code, 0, lint.stderr)
        XCTAssertEqual(fileType(file("latest.json").path), S_IFLNK)
        XCTAssertTrue(try text("reports/shared.json").hasPrefix("{"))
    }

    func testOutputOntoAFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let path = file("report.pipe").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let done = expectation(description: "the reader got the report")
        let reader = Thread {
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes += buffer[0..<count]
            }
            close(descriptor)
            done.fulfill()
        }
        reader.start()
        let run = runTool(["convert", "de.lproj/Main.strings", "--to", "json", "-o", "report.pipe"], in: project)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(String(decoding: received.bytes, as: UTF8.self), runTool(["convert", "de.lproj/Main.strings", "--to", "json"], in: project).stdout)
        XCTAssertEqual(fileType(path), S_IFIFO)
    }

    func testOutputDashIsStandardOutput() throws {
        let run = runTool(["convert", "de.lproj/Main.strings", "--to", "json", "-o", "-"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"aaa-00-aaa.text\""), run.stdout)
        let lint = runTool(["lint", "de.lproj", "--format", "json", "-o", "-"], in: project)
        XCTAssertTrue(lint.stdout.hasPrefix("{"), lint.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("-").path), "no file named '-'")
    }
}
