import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

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
