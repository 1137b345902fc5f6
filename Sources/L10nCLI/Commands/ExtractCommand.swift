import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// `l10nlayout extract FILE --stdout` prints one document's table as ibtool writes it;
/// `l10nlayout extract [PROJECT]` keeps every `xx.lproj/<Name>.strings` in step with its base document.
public struct ExtractCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "extract",
        abstract: "Generate .strings tables from storyboards and xibs as ibtool does, and keep translations in step",
        discussion: """
        With a .storyboard or .xib and --stdout, prints the table ibtool would generate (UTF-8).
        With a project directory (default: the current one), updates every xx.lproj/<Name>.strings beside \
        each Base.lproj/<Name>.storyboard or .xib: new keys are added with the base text, keys whose object \
        is gone are removed (--keep-stale keeps them commented out), translations and translators' comments \
        stay, and entries whose base text changed get a refreshed comment and are listed for review. A \
        table already up to date is not rewritten.
        """,
        arguments: [ArgumentSpec("path", help: "A storyboard/xib (with --stdout) or a project directory (default: .)", optional: true)],
        options: [
            .flag("stdout", help: "Print the table of one storyboard or xib to standard output"),
            .option("add-language", valueName: "code", repeating: true, help: "Create xx.lproj tables for this language (repeatable)"),
            .flag("keep-stale", help: "Keep entries whose object is gone, commented out, instead of removing them"),
            .flag("dry-run", help: "Print what would change without writing"),
            .flag("check", help: "Write nothing; exit 1 if any table would change"),
            .option("format", valueName: "format", default: "strings", allowed: ["strings", "xcstrings"],
                    help: "strings: xx.lproj/<Name>.strings tables; xcstrings: a String Catalog <Name>.xcstrings beside Base.lproj"),
        ]
    )

    let path: String?
    let toStdout: Bool
    let addLanguages: [String]
    let keepStale: Bool
    let dryRun: Bool
    let check: Bool
    let catalog: Bool

    public init(_ arguments: ParsedArguments) throws {
        path = arguments.positionals.first
        toStdout = arguments.flag("stdout")
        addLanguages = arguments.values("add-language")
        keepStale = arguments.flag("keep-stale")
        dryRun = arguments.flag("dry-run")
        check = arguments.flag("check")
        catalog = arguments.value("format") == "xcstrings"
        if catalog && (!addLanguages.isEmpty || keepStale) {
            throw CommandError.usage("--add-language and --keep-stale apply to .strings tables; a catalog keeps every language and marks gone keys stale")
        }
        if toStdout && (path == nil || !addLanguages.isEmpty || keepStale || dryRun || check) {
            throw CommandError.usage("--stdout takes one storyboard or xib and no other option",
                                     hint: "l10nlayout extract Base.lproj/Main.storyboard --stdout")
        }
        for language in addLanguages where !Self.isLanguageCode(language) {
            throw CommandError.usage("--add-language expects a language code such as de, pt-BR or zh-Hans, got '\(language)'")
        }
    }

    static func isLanguageCode(_ text: String) -> Bool {
        !text.isEmpty && text != "Base" && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            && text.first!.isLetter
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        if toStdout, let path {
            let document = try Self.readDocument(io.url(for: path).path, shownAs: path)
            if catalog {
                io.write(String(decoding: CatalogExtraction.catalog(of: IBStringsExtractor.entries(of: document)).serialized(), as: UTF8.self))
                return ExitCode.success
            }
            io.write(IBStringsExtractor.table(of: document))
            return ExitCode.success
        }
        let root = io.url(for: path ?? ".")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CommandError.input("\(path ?? "."): no such file or directory")
        }
        guard isDirectory.boolValue else {
            throw CommandError.usage("'\(path ?? ".")' is a file: give --stdout to print its table, or a project directory to update tables",
                                     hint: "l10nlayout extract \(path ?? ".") --stdout")
        }
        let mode: ProjectExtraction.Mode = check ? .check : (dryRun ? .dryRun : .write)
        if catalog { return try CatalogExtraction(root: root, shownRoot: path, mode: mode).run(io) }
        var extraction = ProjectExtraction(root: root, shownRoot: path, addLanguages: addLanguages, keepStale: keepStale, mode: mode)
        if root.pathExtension == "lproj" {
            // `extract de.lproj` updates the German tables; `extract Base.lproj` every language beside it.
            extraction = ProjectExtraction(root: root.deletingLastPathComponent(), shownRoot: path.flatMap(Self.parentPath),
                                           addLanguages: addLanguages,
                                           keepStale: keepStale, mode: mode)
            extraction.lproj = root.deletingPathExtension().lastPathComponent
        }
        return try extraction.run(io)
    }

    /// The folder holding `path` as the user would write it (nil for the current directory). Written out
    /// because Foundation's `deletingLastPathComponent` on Linux traps on ".".
    static func parentPath(_ path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "." { return ".." }
        if trimmed == ".." || trimmed.hasSuffix("/.") || trimmed.hasSuffix("/..") { return trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Reads a document, mapping reader errors to the tool's `path:line:column: message` input errors.
    static func readDocument(_ path: String, shownAs shown: String) throws -> IBDocument {
        do {
            return try IBDocument(contentsOf: path)
        } catch let error as IBReadError {
            let location = error.line > 0 ? "\(shown):\(error.line):\(error.column)" : shown
            throw CommandError.input("\(location): \(error.message)")
        }
    }
}
