import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// `l10nlayout extract FILE --stdout` prints one document's table as ibtool writes it;
/// `l10nlayout extract [PROJECT]` keeps every `xx.lproj/<Name>.strings` in step with its base document.
/// The update is planned whole by ``TableExtraction`` (or ``CatalogExtraction``), listed, then written.
public struct ExtractCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "extract",
        abstract: "Generate .strings tables from storyboards and xibs as ibtool does, and keep translations in step",
        discussion: """
        With a .storyboard or .xib and --stdout, prints the table ibtool would generate (UTF-8).
        With a project directory (default: the project around the current folder), updates every \
        xx.lproj/<Name>.strings beside each Base.lproj/<Name>.storyboard or .xib: new keys are added with the \
        base text, keys whose object is gone are removed (--keep-stale keeps them commented out), \
        translations and translators' comments stay, and entries whose base text changed get a refreshed \
        comment and are listed for review. A key whose entry --keep-stale commented out gets its translation \
        back. Every change is listed before anything is written, and nothing is written when a document or \
        table cannot be read, or (unless --force) a table is read-only or was saved by someone else while \
        extract ran: all tables are written, or none. A table already up to date is not rewritten.
        With --code, the same for the tables genstrings would write from the app's Swift and Objective-C \
        sources (those its Xcode targets compile): Localizable.strings and every table a call names; with \
        --stdout, genstrings' tables themselves. Keys added to a translation, and translations whose base \
        text changed, are marked in the table for a translator (lint reports them until they are done).
        """,
        arguments: [ArgumentSpec("path", help: "A storyboard/xib (with --stdout), a project directory or one .lproj folder (default: the project around the current folder)", optional: true)],
        options: [
            .flag("stdout", help: "Print the table of one storyboard or xib to standard output"),
            .option("add-language", valueName: "code", repeating: true, help: "Create xx.lproj tables for this language (repeatable)"),
            .flag("keep-stale", help: "Keep entries whose object is gone, commented out, instead of removing them"),
            .flag("dry-run", help: "Print what would change without writing"),
            .flag("check", help: "Write nothing; exit 1 if any table would change"),
            .flag("force", help: "Also update read-only tables (they stay read-only) and tables saved by someone else while extract ran; without it either stops the update before any write"),
            .option("table-format", valueName: "format", default: "strings", allowed: ["strings", "xcstrings"],
                    help: "strings: xx.lproj/<Name>.strings tables; xcstrings: a String Catalog <Name>.xcstrings beside Base.lproj"),
            .option("format", valueName: "format", default: "text", allowed: ["text", "json", "sarif", "junit", "github", "strings", "xcstrings"],
                    help: "How to report the changes: text lists them; json, sarif, junit and github report each as a finding for CI (with --check); strings and xcstrings are the old spellings of --table-format"),
            .flag("code", help: "Extract the strings the sources look up (NSLocalizedString, String(localized:), Text…) instead of the documents'"),
            .option("routine", short: "s", valueName: "name", repeating: true, help: "With --code: also read calls of this function, as genstrings -s does"),
        ]
    )

    enum Mode {
        case write, dryRun, check

        /// What change lines say before the action: nothing when it is done, "would " otherwise.
        var prefix: String { self == .write ? "" : "would " }
    }

    let path: String?
    let toStdout: Bool
    let options: TableExtraction.Options
    let mode: Mode
    let catalog: Bool
    let code: Bool
    let routines: [String]
    /// Replace read-only tables.
    let force: Bool
    /// The report format for the changes (`text`: the change lines).
    let reportFormat: String

    public init(_ arguments: ParsedArguments) throws {
        let format = arguments.value("format") ?? "text"
        reportFormat = ["strings", "xcstrings"].contains(format) ? "text" : format
        code = arguments.flag("code")
        routines = arguments.values("routine")
        force = arguments.flag("force")
        path = arguments.positionals.first
        toStdout = arguments.flag("stdout")
        var options = TableExtraction.Options()
        options.addLanguages = arguments.values("add-language")
        options.keepStale = arguments.flag("keep-stale")
        mode = arguments.flag("check") ? .check : arguments.flag("dry-run") ? .dryRun : .write
        catalog = (["strings", "xcstrings"].contains(format) ? format : arguments.value("table-format")) == "xcstrings"
        if reportFormat != "text", !arguments.flag("check"), !arguments.flag("dry-run") {
            throw CommandError.usage("--format \(reportFormat) reports the changes of --check or --dry-run", hint: "l10nlayout extract --check --format \(reportFormat)")
        }
        if catalog && (!options.addLanguages.isEmpty || options.keepStale) {
            throw CommandError.usage("--add-language and --keep-stale apply to .strings tables; a catalog keeps every language and marks gone keys stale")
        }
        if code && catalog { throw CommandError.usage("--code writes .strings tables as genstrings does; --table-format xcstrings is for documents") }
        if !code && !routines.isEmpty { throw CommandError.usage("--routine applies to --code") }
        if toStdout && ((path == nil && !code) || !options.addLanguages.isEmpty || options.keepStale || arguments.flag("dry-run") || arguments.flag("check")) {
            throw CommandError.usage("--stdout takes one storyboard or xib and no other option",
                                     hint: "l10nlayout extract Base.lproj/Main.storyboard --stdout")
        }
        for language in options.addLanguages where LanguageCode(language) == nil {
            throw CommandError.usage("--add-language expects a language code such as de, pt-BR or zh-Hans, got '\(language)'")
        }
        self.options = options
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        if code { return try runCode(io) }
        if toStdout, let path {
            let document = try ProjectChanges.readDocument(io.url(for: path).path, shownAs: path)
            let entries = IBStringsExtractor.entries(of: document)
            if catalog {
                io.write(String(decoding: CatalogExtraction.catalog(of: entries).serialized(), as: UTF8.self))
            } else {
                io.write(IBStringsExtractor.table(entries))
            }
            return ExitCode.success
        }
        return try runDocuments(io)
    }
}
