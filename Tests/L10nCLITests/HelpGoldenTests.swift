import Foundation
import XCTest
@testable import L10nCLI

/// The help text of the tool and of every command, held as golden files: help is part of the contract
/// (scripts and people read it), so any change to it shows up in review.
/// Regenerate with `L10N_UPDATE_GOLDENS=1 swift test --filter HelpGoldenTests` and review the diff.
final class HelpGoldenTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/help")

    func check(_ arguments: [String], golden name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = runTool(arguments)
        XCTAssertEqual(run.code, 0, file: file, line: line)
        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDENS"] != nil {
            try run.stdout.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(run.stdout, expected, "help for \(arguments) changed; regenerate the golden if that is intended", file: file, line: line)
    }

    func testRootHelp() throws {
        try check(["--help"], golden: "l10nlayout.txt")
    }

    func testEveryCommandsHelp() throws {
        for command in CommandLineTool.subcommands {
            let name = command.configuration.name
            try check(["help", name], golden: "\(name).txt")
        }
    }
}
