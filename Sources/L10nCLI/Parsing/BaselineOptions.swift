import Foundation
import L10nChecks

/// `--baseline` and `--write-baseline`: report only new findings, or record today's as the baseline.
struct BaselineOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("baseline", valueName: "file", help: "Report only findings that are not in this baseline"),
        .option("write-baseline", valueName: "file", help: "Record today's findings as the baseline and exit 0"),
    ]

    /// The baseline to compare with, as given.
    let baseline: String?
    /// Where to record the findings, as given.
    let writeBaseline: String?

    init(_ arguments: ParsedArguments) throws {
        baseline = arguments.value("baseline")
        writeBaseline = arguments.value("write-baseline")
    }

    /// The baseline `--baseline` names, or nil without it.
    /// - Throws: an input error saying how to write a new one when it cannot be read or is not a baseline.
    func read(_ io: CommandIO) throws -> Baseline? {
        guard let path = baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: io.url(for: path).path) else {
            throw CommandError.input("\(path): cannot read the baseline; write one with --write-baseline \(path)")
        }
        do { return try Baseline(bytes: [UInt8](data)) } catch {
            throw CommandError.input("\(path): not an l10nlayout baseline (version \(Baseline.version)); write a new one with --write-baseline \(path)")
        }
    }

    /// With `--write-baseline`, records `findings` there and says so on standard error; returns whether it did.
    func record(_ findings: [Finding], io: CommandIO) throws -> Bool {
        guard let path = writeBaseline else { return false }
        try OutputFile.write(Array(Baseline.serialized(findings, toolVersion: CommandLineTool.version).utf8), to: path, io: io, what: "the baseline")
        io.printError("l10nlayout: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in the baseline \(path)")
        return true
    }

    /// Says how many findings the baseline held back, when any.
    func reportKnown(_ count: Int, io: CommandIO) {
        guard let path = baseline, count > 0 else { return }
        io.printError("l10nlayout: \(count) finding\(count == 1 ? "" : "s") already in the baseline \(path) left out")
    }
}
