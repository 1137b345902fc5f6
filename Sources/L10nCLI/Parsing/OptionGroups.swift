import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// Options several commands share, declared once with their help and validated in one place, as
/// swift-argument-parser's `OptionGroup`: a command lists `Group.options` among its own and reads the
/// group from its parsed arguments.
protocol OptionGroup {
    init(_ arguments: ParsedArguments) throws
}

/// `--project` and `--path-root`: which project, and what reported paths are relative to.
struct ProjectOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("project", valueName: "dir",
                help: "The project folder (default: the nearest folder from here upwards that holds Base.lproj, an .xcodeproj or .l10nlayout.json)"),
        .option("path-root", valueName: "dir", help: "Report paths relative to this folder (default: the git work tree, else the project)"),
    ]

    /// The folder as given, or nil to find it from the working directory.
    let project: String?
    let pathRoot: String?

    init(_ arguments: ParsedArguments) throws {
        project = arguments.value("project")
        pathRoot = arguments.value("path-root")
    }

    /// The project folder: `--project` as given, else found from the working directory upwards.
    func root(_ io: CommandIO) -> URL {
        guard let project else { return ProjectLocator.projectRoot(from: io.currentDirectory) }
        return io.url(for: project)
    }

    /// How the project folder is named in messages.
    var shownRoot: String { project ?? "." }

    /// A document's read error as `path:line:column: message`, the path as reports show it.
    static func located(_ error: IBReadError, in workspace: Workspace) -> String {
        let path = workspace.relativePath(URL(fileURLWithPath: error.path))
        return error.line > 0 ? "\(path):\(error.line):\(error.column): \(error.message)" : "\(path): \(error.message)"
    }

    /// Stops the run at the first table of `documents` in `languages` that iOS would not read whole (a
    /// syntax error drops the table), before anything is written.
    /// - Throws: an input error at the table's `path:line:column`, saying to fix it first.
    func stopOnMalformedTable(in workspace: Workspace, of documents: [URL], languages: [String]) throws {
        guard let (url, problem) = workspace.firstMalformedTable(of: documents, languages: languages) else { return }
        switch problem {
        case .unreadable(let error): throw CommandError.input(error.description)
        case .syntax(let diagnostic):
            throw CommandError.input(diagnostic.formatted(path: workspace.relativePath(url)) + "; fix it first ('l10nlayout lint' lists every problem)")
        }
    }

    /// Reads the project once.
    /// - Throws: an input error naming the folder when it is not a readable folder.
    func workspace(_ io: CommandIO, root: URL? = nil, excluded: [String] = [], settingsPathRoot: String? = nil) throws -> Workspace {
        let root = root ?? self.root(io)
        let pathRootURL = pathRoot.map(io.url(for:)) ?? settingsPathRoot.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
        do {
            return try Workspace(root: root, options: Workspace.Options(excludedPaths: excluded, pathRoot: pathRootURL))
        } catch let error as FileReadError {
            var shown = error
            shown.path = project ?? error.path
            throw CommandError.input(shown.description)
        }
    }
}

/// `--format`, `--output`, `--fail-on`, `--quiet`: how findings are reported and when the run fails.
struct ReportOptions: OptionGroup {
    static let failOnValues = ["error", "warning", "info", "never"]

    /// The options, with the formats this command writes.
    static func options(formats: [String]) -> [OptionSpec] {
        [
            .option("format", valueName: "format", default: "text", allowed: formats,
                    help: "Report format; text is Xcode's path:line:column: severity: message [rule-id]"),
            .option("output", short: "o", valueName: "path",
                    help: "Write the report to this file instead of standard output ('-' is standard output)"
                        + (formats.contains("html") ? "; with --format html, a folder gets index.html" : "")),
            .option("fail-on", valueName: "severity", default: "error", allowed: failOnValues,
                    help: "Exit 1 when a finding is at least this severe (never: always exit 0 when the run completes)"),
            .flag("quiet", short: "q", help: "Only the finding lines: no related notes, measured values or fixes"),
            .option("color", valueName: "when", default: "auto", allowed: ReportContext.Color.allCases.map(\.rawValue),
                    help: "Colour the text format: auto on a terminal unless NO_COLOR is set or TERM is dumb; always also into a pipe or file"),
        ]
    }

    let format: String
    let output: String?
    /// Nil for `never`.
    let failOn: Severity?
    let isFormatGiven: Bool
    let isFailOnGiven: Bool
    let quiet: Bool
    let color: ReportContext.Color

    init(_ arguments: ParsedArguments) throws {
        quiet = arguments.flag("quiet")
        color = ReportContext.Color(rawValue: arguments.value("color") ?? "auto") ?? .auto
        format = arguments.value("format") ?? "text"
        output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
        failOn = Self.severity(arguments.value("fail-on") ?? "error")
        isFormatGiven = arguments.isGiven("format")
        isFailOnGiven = arguments.isGiven("fail-on")
    }

    /// The reporter for `format`, set up for this run.
    func reporter(format: String, failOn: Severity?, sourceRoot: URL?, io: CommandIO) -> (any Reporter)? {
        Reporters.reporter(for: format, context: ReportContext(
            quiet: quiet, failOn: failOn, sourceRoot: sourceRoot?.path, color: color,
            isTerminal: io.stdoutIsTerminal && output == nil, environment: io.environment))
    }

    static func severity(_ text: String) -> Severity? {
        text == "never" ? nil : Severity(rawValue: text) ?? .error
    }

    /// The exit code for findings under a fail-on threshold.
    static func exitCode(_ findings: [Finding], failOn: Severity?) -> Int32 {
        guard let failOn else { return ExitCode.success }
        return findings.contains { $0.severity >= failOn } ? ExitCode.findings : ExitCode.success
    }

    /// Writes `report` to `--output`, or to standard output; an HTML page to ``htmlPage(for:)``.
    func deliver(_ report: String, isHTML: Bool, io: CommandIO) throws {
        guard isHTML, let output else { return try Self.deliver(report, to: output, io: io) }
        let page = Self.htmlPage(for: io.url(for: output))
        if page != io.url(for: output) {
            try? FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try OutputFile.write(Array(report.utf8), to: page.path, io: io, what: "the report")
    }

    /// `--output` for the HTML page: a path ending in .html (or an existing file) is the page itself; anything
    /// else is a folder, made when missing, that gets `index.html`. The images stay embedded in the page.
    static func htmlPage(for url: URL) -> URL {
        let pathExtension = url.pathExtension.lowercased()
        if pathExtension == "html" || pathExtension == "htm" { return url }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        return url.appendingPathComponent("index.html")
    }

    /// Writes `report` to `--output` (atomically), or to standard output.
    static func deliver(_ report: String, to output: String?, io: CommandIO) throws {
        guard let output else {
            io.write(report)
            return
        }
        try OutputFile.write(Array(report.utf8), to: output, io: io, what: "the report")
    }
}

/// Writing a command's output file, with errors as one readable line.
enum OutputFile {
    /// Writes `bytes` to `path` (relative to the working directory) through ``AtomicFile``: a device, FIFO
    /// or descriptor (`/dev/null`, `/dev/stdout`) is written through, never replaced.
    /// - Parameter force: replace a read-only file; nil when the command has no `--force` (the advice then
    ///   does not offer it).
    /// - Throws: an input error naming the path and what to do.
    static func write(_ bytes: [UInt8], to path: String, io: CommandIO, what: String, force: Bool? = nil) throws {
        let url = io.url(for: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.input("\(path): cannot write \(what): the folder \(folder.path) does not exist; create it first or choose another path")
        }
        do {
            try AtomicFile.write(bytes, to: url, options: .init(force: force ?? false))
        } catch where force == nil && error.reason == .readOnly {
            throw CommandError.input("\(path): cannot write \(what): the file is read-only; make it writable (chmod u+w) or choose another path")
        } catch {
            throw CommandError.input("\(path): cannot write \(what): \(OutputFile.reason(error))")
        }
    }

    /// A file system error as a short reason, without Foundation's error domain dump.
    static func reason(_ error: any Error) -> String {
        // AtomicFile's errors say it already (devices, links, read-only files, a file saved meanwhile).
        if let error = error as? AtomicFileError { return error.reason.explanation }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posixReason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied; check the folder's permissions"
        case .fileWriteOutOfSpace: return "the disk is full; free some space and run again"
        case .fileWriteVolumeReadOnly: return "the volume is read-only"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        default: return String(describing: error.localizedDescription)
        }
    }

    static func posixReason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full; free some space and run again"
        case EACCES, EPERM: return "permission denied; check the folder's permissions"
        case EROFS: return "the volume is read-only"
        case ENOENT: return "no such file or folder"
        case EISDIR: return "it is a folder"
        default: return String(cString: strerror(code))
        }
    }
}

/// `--device`, `--orientation`, `--content-size`: the screens to lay out on.
struct ScreenOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("device", valueName: "device", repeating: true,
                help: "Device to lay out on, repeatable: \(Device.all.map(\.id).joined(separator: ", ")), or all (default: each document's own)"),
        .option("orientation", default: "portrait", allowed: ["portrait", "landscape", "all"], help: "Orientations to check"),
        .option("content-size", valueName: "category", repeating: true, help: "Dynamic Type size, repeatable: XS S M L XL XXL XXXL AX1…AX5 (default: L)"),
    ]

    let devices: [Device]?
    let orientations: [Device.Orientation]?
    let contentSizes: [ContentSizeCategory]?

    init(_ arguments: ParsedArguments) throws {
        devices = arguments.isGiven("device") ? try Self.devices(arguments.values("device"), origin: "--device") : nil
        orientations = arguments.isGiven("orientation") ? Self.orientations(arguments.value("orientation") ?? "portrait") : nil
        contentSizes = arguments.isGiven("content-size") ? try Self.contentSizes(arguments.values("content-size"), origin: "--content-size") : nil
    }

    static func orientations(_ text: String) -> [Device.Orientation] {
        text == "all" ? [.portrait, .landscape] : [Device.Orientation(rawValue: text) ?? .portrait]
    }

    static func devices(_ names: [String], origin: String) throws -> [Device] {
        if names.contains("all") { return Device.all }
        return try names.map { name in
            guard let device = Device.named(name) else {
                throw CommandError.usage("\(origin): unknown device '\(name)'", hint: "use one of \(Device.all.map(\.id).joined(separator: ", ")) or all")
            }
            return device
        }
    }

    static func contentSizes(_ names: [String], origin: String) throws -> [ContentSizeCategory] {
        try names.map { name in
            guard let size = ContentSizeCategory(name: name) else {
                throw CommandError.usage("\(origin): unknown content size '\(name)'", hint: "use XS, S, M, L, XL, XXL, XXXL, AX1 … AX5")
            }
            return size
        }
    }
}

/// `--font-dir`: extra fonts, and the text engine that measures with them and the project's own fonts.
struct FontOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("font-dir", valueName: "dir", repeating: true, help: "Extra folder of fonts, repeatable"),
    ]

    let directories: [String]

    init(_ arguments: ParsedArguments) throws {
        directories = arguments.values("font-dir")
    }

    init(directories: [String]) {
        self.directories = directories
    }

    /// No extra fonts: the system's and the project's.
    static let none = FontOptions(directories: [])

    /// A text engine with `--font-dir` folders (and `extra` ones) and the fonts the project bundles.
    func textEngine(_ io: CommandIO, workspace: Workspace?, extra: [URL] = []) throws -> TextEngine {
        let engine: TextEngine
        do {
            engine = try TextEngine(fontDirectories: directories.map(io.url(for:)) + extra, environment: io.environment)
        } catch {
            throw CommandError.input(String(describing: error))
        }
        if let workspace { engine.registerFonts(workspace.fonts) }
        return engine
    }
}
