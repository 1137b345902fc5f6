import Foundation
import L10nChecks
import L10nLayout
import L10nProject
import L10nStrings

/// `l10nlayout convert FILE --to strings|json|xcstrings|xliff`: a table in another format. The conversions
/// are the library's (``FlatJSONTable``, ``CatalogConversion``, ``XLIFFExchange``); this picks one by the
/// input's kind and the target, and writes the result.
public struct ConvertCommand: ParsableCommand {
    static let formats = ["strings", "json", "xcstrings", "xliff"]

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
            translation is set in its table, nothing else in the table changes; a unit whose id names no key \
            of the project is reported as a warning (xliff:line:column) and not imported.

            Writing into a project is all or nothing: every changed table is listed, then all are written, \
            or none when one is read-only or was saved by someone else since it was read (unless --force).
            """,
        arguments: [ArgumentSpec("file", help: "The table, catalog, XLIFF file or project folder to read.")],
        options: [
            .option("to", valueName: "format", allowed: formats, help: "The output format."),
            .option("output", short: "o", valueName: "file", help: "Write to this file (atomically) instead of standard output ('-' is standard output)."),
            .option("language", valueName: "code", help: "The language to export to XLIFF or to take from a catalog."),
            .option("project", valueName: "dir", help: "Write tables into this project (catalog or XLIFF to strings)."),
            .option("source-language", valueName: "code", default: "en", help: "The development language."),
        ] + XLIFFWidthOptions.options + [
            .flag("force", help: "Also replace read-only tables and output files (they stay read-only), and tables saved by someone else since they were read."),
        ])

    let file: String
    let to: String
    let output: String?
    let language: LanguageCode?
    let project: String?
    let sourceLanguage: String
    let widths: XLIFFWidthOptions
    let force: Bool

    public init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        guard let to = arguments.value("to") else {
            throw CommandError.usage("missing --to <format>", hint: "one of \(Self.formats.joined(separator: ", "))")
        }
        self.to = to
        output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
        project = arguments.value("project")
        sourceLanguage = arguments.value("source-language") ?? "en"
        widths = try XLIFFWidthOptions(arguments)
        force = arguments.flag("force")
        for code in [arguments.value("language"), sourceLanguage].compactMap({ $0 }) where LanguageCode(code) == nil {
            throw CommandError.usage("expected a language code such as de, pt-BR or zh-Hans, got '\(code)'")
        }
        language = arguments.value("language").flatMap(LanguageCode.init)
        if project != nil, output != nil { throw CommandError.usage("--project writes tables into the project; --output is for a single result") }
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: file)
        let ext = url.pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CommandError.input("\(file): no such file or directory")
        }
        let bytes: [UInt8]?
        do {
            switch (isDirectory.boolValue, ext, to) {
            case (true, _, "xliff"): bytes = try exportProject(url, io: io)
            case (true, _, _): throw CommandError.usage("a project folder converts to xliff only", hint: "l10nlayout convert \(file) --to xliff --language de")
            case (_, "xcstrings", _): bytes = try fromCatalog(url, io: io)
            case (_, "xliff", "strings"): bytes = try importXLIFF(url, io: io)
            case (_, "xliff", _): throw CommandError.usage("an XLIFF file converts to strings (applied to --project)", hint: "l10nlayout convert \(file) --to strings --project .")
            case (_, "strings", "xcstrings"), (_, "stringsdict", "xcstrings"):
                let migration = try CatalogConversion.migrate(table: url, sourceLanguage: sourceLanguage) { ProjectFiles.relative($0, to: io.currentDirectory) }
                for warning in migration.warnings { io.warn(warning) }
                bytes = migration.catalog.serialized()
            case (_, "stringsdict", _): throw CommandError.usage("a .stringsdict converts to xcstrings only")
            case (_, _, "xliff"): throw CommandError.usage("a project folder converts to xliff", hint: "l10nlayout convert . --to xliff --language de")
            default:
                if project != nil || language != nil { throw CommandError.usage("--project and --language apply to catalogs and XLIFF") }
                bytes = try convertTable(url, io: io)
            }
        } catch let error as ExchangeError {
            throw CommandError.input(error.description)
        }
        guard let bytes else { return ExitCode.success }
        if let output {
            try OutputFile.write(bytes, to: output, io: io, what: "the result", force: force)
        } else {
            io.writeBytes(bytes)
        }
        return ExitCode.success
    }
}
