import Foundation
import XCTest
@testable import L10nCLI

/// Runs the tool in-process and captures what it prints.
struct ToolRun {
    var code: Int32
    var stdout: String
    var stderr: String
}

func runTool(_ arguments: [String], in directory: URL = URL(fileURLWithPath: "/")) -> ToolRun {
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let io = CommandIO(currentDirectory: directory, out: { box.out += $0 }, err: { box.err += $0 })
    let code = CommandLineTool.run(arguments, io: io)
    return ToolRun(code: code, stdout: box.out, stderr: box.err)
}

final class CommandLineToolTests: XCTestCase {
    func testVersionPrintsTheVersionAndExitsZero() {
        let run = runTool(["--version"])
        XCTAssertEqual(run.code, 0)
        XCTAssertEqual(run.stdout, CommandLineTool.version + "\n")
    }

    func testNoArgumentsIsAUsageError() {
        let run = runTool([])
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("OVERVIEW: "))
    }

    func testRootHelpListsSections() {
        let run = runTool(["--help"])
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.stdout.contains("\nUSAGE: l10nlayout <subcommand> \n") || run.stdout.contains("\nUSAGE: l10nlayout"))
        XCTAssertTrue(run.stdout.contains("\nOPTIONS:\n"))
        XCTAssertEqual(runTool(["help"]).stdout, run.stdout)
    }

    func testUnknownCommandSuggestsAndExitsTwo() {
        let run = runTool(["frobnicate"])
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: unknown command 'frobnicate'"), run.stderr)
    }

    func testEverySubcommandHasTheSameHelpThreeWays() {
        for command in CommandLineTool.subcommands {
            let name = command.configuration.name
            let viaHelp = runTool(["help", name])
            XCTAssertEqual(viaHelp.code, 0, name)
            XCTAssertEqual(runTool([name, "--help"]).stdout, viaHelp.stdout, name)
            XCTAssertEqual(runTool([name, "-h"]).stdout, viaHelp.stdout, name)
            XCTAssertTrue(viaHelp.stdout.hasPrefix("OVERVIEW: "), name)
            XCTAssertTrue(viaHelp.stdout.contains("\nUSAGE: l10nlayout \(name)"), name)
        }
    }
}

final class ParsedArgumentsTests: XCTestCase {
    let configuration = CommandConfiguration(
        name: "demo",
        abstract: "A command for tests",
        arguments: [ArgumentSpec("paths", help: "Files", optional: true, repeating: true)],
        options: [
            .option("format", valueName: "format", default: "text", allowed: ["text", "json"], help: "Output format"),
            .option("language", short: "l", repeating: true, help: "A language"),
            .flag("dry-run", help: "Change nothing"),
        ]
    )

    func testFormsOfOptions() throws {
        let parsed = try ParsedArguments.parse(
            ["a", "--format=json", "-lde", "--language", "ar", "--dry-run", "--", "--not-an-option"],
            for: configuration)
        XCTAssertEqual(parsed.positionals, ["a", "--not-an-option"])
        XCTAssertEqual(parsed.value("format"), "json")
        XCTAssertEqual(parsed.values("language"), ["de", "ar"])
        XCTAssertTrue(parsed.flag("dry-run"))
    }

    func testDefaultsAreFilledIn() throws {
        let parsed = try ParsedArguments.parse([], for: configuration)
        XCTAssertEqual(parsed.value("format"), "text")
        XCTAssertFalse(parsed.isGiven("format"))
    }

    func testBadValuesAreUsageErrors() {
        XCTAssertThrowsError(try ParsedArguments.parse(["--format", "xml"], for: configuration)) { error in
            XCTAssertEqual("\(error)", "--format must be one of text, json, got 'xml'")
        }
        XCTAssertThrowsError(try ParsedArguments.parse(["--formt", "json"], for: configuration)) { error in
            XCTAssertTrue("\(error)".contains("did you mean '--format'?"), "\(error)")
        }
        XCTAssertThrowsError(try ParsedArguments.parse(["--format"], for: configuration))
    }
}
