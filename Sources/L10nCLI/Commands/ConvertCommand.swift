import Foundation
import L10nReport
import L10nStrings

/// `l10nlayout convert FILE --to strings|json|xcstrings|xliff`: a table in another format. `strings` from a
/// `.strings` input is the same bytes; `json` is a flat UTF-8 object key → value (the value iOS uses: last
/// duplicate wins), keys sorted. String Catalogs and XLIFF go through ``CatalogConverter``.
public struct ConvertCommand: ParsableCommand {
    /// Output formats; a new one is a case here plus a branch in ``TableConverter``.
    static let formats = TableConverter.Target.allCases.map(\.rawValue) + CatalogConverter.Target.allCases.map(\.rawValue)

    public static let configuration = CommandConfiguration(
        name: "convert",
        abstract: "Convert tables between .strings, JSON, String Catalogs and XLIFF",
        discussion: """
            Reads a .strings table (text in any encoding, or a binary/XML property list) or a flat JSON \
            object, and writes it in the format given by --to. .strings to .strings gives back the same \
            bytes (a malformed table is copied as is, its errors listed as warnings); JSON output is a flat UTF-8 object, key to value, keys sorted, holding the value iOS uses \
            for each key (the last of duplicates). Converting a table with syntax errors to another format is refused with every error \
            listed as path:line:column.

            String Catalogs: a .strings or .stringsdict table --to xcstrings gathers that table in every \
            xx.lproj beside it into one catalog (Base.lproj is the source language). A .xcstrings --to strings \
            prints one language's table (--language), or with --project writes every language's .strings and \
            .stringsdict into that folder, editing existing tables in place. .xcstrings --to xcstrings gives \
            back the same bytes.

            XLIFF 1.2, as xcodebuild -exportLocalizations: a project folder --to xliff --language de exports \
            every Base.lproj storyboard/xib, development-language table and catalog, with maxwidth and \
            size-unit="pixel" on each storyboard text: the width it has in the solved base-language layout \
            (--widths replaces those with a JSON map document → key → points). A .xliff --to strings --project DIR imports it: each \
            translation is set in its table, nothing else in the table changes.
            """,
        arguments: [ArgumentSpec("file", help: "The table, catalog, XLIFF file or project folder to read.")],
        options: [
            .option("to", valueName: "format", allowed: formats, help: "The output format."),
            .option("output", short: "o", valueName: "file", help: "Write to this file (atomically) instead of standard output."),
            .option("language", valueName: "code", help: "The language to export to XLIFF or to take from a catalog."),
            .option("project", valueName: "dir", help: "Write tables into this project (catalog or XLIFF to strings)."),
            .option("source-language", valueName: "code", default: "en", help: "The development language."),
            .option("widths", valueName: "file", help: "JSON widths for XLIFF maxwidth: {\"Base.lproj/Main.storyboard\": {\"key\": 120}}."),
        ])

    let file: String
    let to: String
    let output: String?
    let language: String?
    let project: String?
    let sourceLanguage: String
    let widths: String?

    public init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        guard let to = arguments.value("to") else {
            throw CommandError.usage("missing --to <format>", hint: "one of \(Self.formats.joined(separator: ", "))")
        }
        self.to = to
        output = arguments.value("output")
        language = arguments.value("language")
        project = arguments.value("project")
        sourceLanguage = arguments.value("source-language") ?? "en"
        widths = arguments.value("widths")
        for code in [language, sourceLanguage].compactMap({ $0 }) where LanguageCode(code) == nil {
            throw CommandError.usage("expected a language code such as de, pt-BR or zh-Hans, got '\(code)'")
        }
        if project != nil, output != nil { throw CommandError.usage("--project writes tables into the project; --output is for a single result") }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: file)
        let bytes: [UInt8]
        if CatalogConverter.handles(input: url, to: to) {
            let converter = CatalogConverter(io: io, shown: file, url: url, to: to, language: language, project: project,
                                             sourceLanguage: sourceLanguage, widths: widths)
            guard let result = try converter.run() else { return ExitCode.success }
            bytes = result
        } else {
            if project != nil || language != nil { throw CommandError.usage("--project and --language apply to catalogs and XLIFF") }
            bytes = try TableConverter.convert(url: url, displayPath: file, to: TableConverter.Target(rawValue: to)!) { io.warn($0) }
        }
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
