#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nInterfaceBuilder
import L10nStrings

/// Issue 17 item 19: messages a person can act on. Raw Foundation dumps, a doubled `error:`, and escape
/// sequences from translations reaching the terminal were all printed before.
final class ErrorMessageTests: XCTestCase {
    func reported(_ error: any Error) -> String {
        final class Box: @unchecked Sendable { var err = "" }
        let box = Box()
        let io = CommandIO(currentDirectory: URL(fileURLWithPath: "/"), out: { _ in }, err: { box.err += $0 })
        XCTAssertEqual(CommandLineTool.report(error, io: io), 2)
        return box.err
    }

    func testFoundationFileErrorsAreWords() {
        let full = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/p/de.lproj/Main.strings"])
        XCTAssertEqual(reported(full), "l10nlayout: error: /p/de.lproj/Main.strings: the disk is full; free some space and run again\n")
        let missing = NSError(domain: NSCocoaErrorDomain, code: 4, userInfo: [NSFilePathErrorKey: "missing/x.sarif"])
        XCTAssertEqual(reported(missing), "l10nlayout: error: missing/x.sarif: no such file; check the path\n")
        let posix = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [
            NSFilePathErrorKey: "/ro/x", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)),
        ])
        XCTAssertEqual(reported(posix), "l10nlayout: error: /ro/x: the file system is read-only; write somewhere else\n")
        for text in [reported(full), reported(missing), reported(posix)] {
            XCTAssertFalse(text.contains("Domain="), text)
            XCTAssertFalse(text.contains("check permissions"), text)
        }
    }

    func testXMLParserCodesAreWords() {
        let loop = NSError(domain: "NSXMLParserErrorDomain", code: 89)
        XCTAssertEqual(reported(loop), "l10nlayout: error: entities that refer to each other in a loop (a document type declaration; refused)\n")
    }

    func testALocatedDiagnosticIsNotPrefixedTwice() {
        let error = IBReadError(path: "F.storyboard", line: 1, column: 1, message: "no root element; the file is empty or not XML")
        XCTAssertEqual(reported(error), "F.storyboard:1:1: error: no root element; the file is empty or not XML\n")
        XCTAssertEqual(reported(CommandError.input("F.strings:3:4: error: expected ';'")), "F.strings:3:4: error: expected ';'\n")
        XCTAssertEqual(reported(CommandError.input("F: cannot read")), "l10nlayout: error: F: cannot read\n")
    }

    func testEscapeSequencesFromTranslationsNeverReachTheTerminal() {
        final class Box: @unchecked Sendable { var out = ""; var err = "" }
        let box = Box()
        let io = CommandIO(currentDirectory: URL(fileURLWithPath: "/"), stdoutIsTerminal: true,
                           out: { box.out += $0 }, err: { box.err += $0 })
        let hostile = "Zur\u{1B}]0;owned\u{07}ück \u{1B}[2J\rdone\u{9B}"
        io.printError("de.strings:1:1: warning: \(hostile)")
        io.print("add \"k\" = \"\(hostile)\" \u{1B}[1mbold\u{1B}[0m")
        XCTAssertEqual(box.err, "de.strings:1:1: warning: Zur\\u{1B}]0;owned\\u{7}ück \\u{1B}[2J\\u{D}done\\u{9B}\n")
        // On a terminal the tool's own colour stays; the title change, clear screen and carriage return do not.
        XCTAssertEqual(box.out, "add \"k\" = \"Zur\\u{1B}]0;owned\\u{7}ück \\u{1B}[2J\\u{D}done\\u{9B}\" \u{1B}[1mbold\u{1B}[0m\n")
    }

    /// A line the tool prints (extract's "add \"k\" = \"…\"", a restored translation) reaches a terminal through
    /// `| tee` or a CI log too: its control characters are escaped on a pipe as well. Data written with
    /// `write` (`extract --stdout`, a report) keeps its bytes.
    func testPrintedLinesAreEscapedOnAPipeToo() {
        final class Box: @unchecked Sendable { var out = "" }
        let box = Box()
        let io = CommandIO(currentDirectory: URL(fileURLWithPath: "/"), stdoutIsTerminal: false, out: { box.out += $0 }, err: { _ in })
        io.print("de.lproj/Main.strings: add \"k\" = \"Zur\u{1B}]0;owned\u{07}ück\r\"")
        XCTAssertEqual(box.out, "de.lproj/Main.strings: add \"k\" = \"Zur\\u{1B}]0;owned\\u{7}ück\\u{D}\"\n")
        box.out = ""
        io.write("\"k\" = \"a\u{1B}b\";\r\n")
        XCTAssertEqual(box.out, "\"k\" = \"a\u{1B}b\";\r\n")
    }

    /// Issue 16 "safe output": `-o` onto a full device is one line with the path, nothing doubled.
    func testAReportOntoAFullDiskIsOneReadableLine() {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        let run = runTool(["lint", ".", "-o", "/dev/full"], in: sample)
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(run.stderr, "l10nlayout: error: /dev/full: cannot write the report: the disk is full; free some space and run again\n")
        let null = runTool(["lint", ".", "-o", "/dev/null"], in: sample)
        XCTAssertNotEqual(null.code, 2, null.stderr)
        var status = stat()
        XCTAssertEqual(lstat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
    }

    /// A read-only report file is refused; the advice names only what the command offers (lint and verify
    /// have no --force; convert has).
    func testAReadOnlyReportFileIsRefusedWithAdviceTheCommandTakes() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json")
        try Data("{}".utf8).write(to: report)
        XCTAssertEqual(chmod(report.path, 0o444), 0)
        let lint = runTool(["lint", ".", "--format", "json", "-o", report.path], in: sample)
        XCTAssertEqual(lint.code, 2)
        XCTAssertEqual(lint.stderr, "l10nlayout: error: \(report.path): cannot write the report: the file is read-only; make it writable (chmod u+w) or choose another path\n")
        let convert = runTool(["convert", "de.lproj/Localizable.strings", "--to", "json", "-o", report.path], in: sample)
        XCTAssertEqual(convert.code, 2)
        XCTAssertTrue(convert.stderr.contains("pass --force"), convert.stderr)
        XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), "{}")
    }
}
