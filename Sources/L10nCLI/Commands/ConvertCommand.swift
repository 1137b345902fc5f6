import Foundation
import L10nReport
import L10nStrings

/// `l10nlayout convert FILE --to strings|json`: a table in another format. `strings` from a `.strings`
/// input is the same bytes; `json` is a flat UTF-8 object key → value (the value iOS uses: last duplicate
/// wins), keys sorted.
public struct ConvertCommand: ParsableCommand {
    /// Output formats; a new one is a case here plus a branch in ``TableConverter``.
    static let formats = TableConverter.Target.allCases.map(\.rawValue)

    public static let configuration = CommandConfiguration(
        name: "convert",
        abstract: "Convert a table between .strings and JSON",
        discussion: """
            Reads a .strings table (text in any encoding, or a binary/XML property list) or a flat JSON \
            object, and writes it in the format given by --to. .strings to .strings gives back the same \
            bytes (a malformed table is copied as is, its errors listed as warnings); JSON output is a flat UTF-8 object, key to value, keys sorted, holding the value iOS uses \
            for each key (the last of duplicates). Converting a table with syntax errors to another format is refused with every error \
            listed as path:line:column.
            """,
        arguments: [ArgumentSpec("file", help: "The table to read (.strings or .json).")],
        options: [
            .option("to", valueName: "format", allowed: formats, help: "The output format."),
            .option("output", short: "o", valueName: "file", help: "Write to this file (atomically) instead of standard output."),
        ])

    let file: String
    let target: TableConverter.Target
    let output: String?

    public init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        guard let to = arguments.value("to") else {
            throw CommandError.usage("missing --to <format>", hint: "one of \(Self.formats.joined(separator: ", "))")
        }
        target = TableConverter.Target(rawValue: to)!
        output = arguments.value("output")
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: file)
        let bytes = try TableConverter.convert(url: url, displayPath: file, to: target) { io.warn($0) }
        if let output {
            do { try AtomicFile.write(bytes, to: io.url(for: output)) } catch {
                throw CommandError.input("\(output): cannot write: \(error.localizedDescription)")
            }
        } else {
            io.writeBytes(bytes)
        }
        return ExitCode.success
    }
}
