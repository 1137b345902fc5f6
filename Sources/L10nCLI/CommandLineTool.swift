import L10nStrings

/// The `l10nlayout` command line: dispatches to subcommands, prints help and version, and maps every error
/// to its message and exit code in one place.
public enum CommandLineTool {
    /// The tool's version, printed by `--version` and written into reports.
    public static let version = "0.1.0"

    /// The subcommands, in the order `--help` lists them. Each lives in `Commands/<Name>Command.swift`.
    public static let subcommands: [any ParsableCommand.Type] = [
        ExtractCommand.self,
        LintCommand.self,
        VerifyCommand.self,
        LayoutCommand.self,
        MeasureCommand.self,
        RenderCommand.self,
        ConvertCommand.self,
        PseudoCommand.self,
        SolveCommand.self,
    ]

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "l10nlayout",
            abstract: "Check that an app localized with Base Internationalization still lays out in every language",
            discussion: """
                Reads and writes .strings tables losslessly, extracts them from storyboards and xibs as ibtool \
                does, and re-runs each scene's Auto Layout per language, device and text size to report \
                truncated text, overlapping views, broken constraints and right-to-left problems.
                """,
            subcommands: subcommands
        )
    }

    /// Runs the tool on `arguments` (without the program name).
    /// - Returns: the process exit code: 0 success, 1 findings, 2 usage or input error (or a standard
    ///   output that could not be written, see ``CommandIO/finish(_:)``).
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        io.finish(dispatch(arguments, io: io))
    }

    static func dispatch(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.printError(HelpFormatter.help(for: configuration, parent: nil).trimmingTrailingNewlines())
            return ExitCode.usageOrInput
        }
        switch first {
        case "-h", "--help":
            io.write(HelpFormatter.help(for: configuration, parent: nil))
            return ExitCode.success
        case "--version":
            io.print(version)
            return ExitCode.success
        case "help":
            guard arguments.count > 1 else {
                io.write(HelpFormatter.help(for: configuration, parent: nil))
                return ExitCode.success
            }
            guard let command = subcommand(named: arguments[1]) else {
                return report(unknownSubcommand(arguments[1]), io: io)
            }
            io.write(HelpFormatter.help(for: command.configuration, parent: configuration.name))
            return ExitCode.success
        default:
            break
        }
        guard let command = subcommand(named: first) else {
            return report(unknownSubcommand(first), io: io)
        }
        let rest = Array(arguments.dropFirst())
        let beforeDoubleDash = rest.prefix { $0 != "--" }
        if beforeDoubleDash.contains("-h") || beforeDoubleDash.contains("--help") {
            io.write(HelpFormatter.help(for: command.configuration, parent: configuration.name))
            return ExitCode.success
        }
        do {
            let parsed = try ParsedArguments.parse(rest, for: command.configuration)
            let instance = try command.init(parsed)
            return try instance.run(io)
        } catch {
            return report(error, io: io)
        }
    }

    /// Prints `error` on standard error as `l10nlayout: error: …` and returns its exit code.
    ///
    /// Foundation's errors are put in words (``ReadableError``), and a message that is already a compiler
    /// diagnostic (`path:line:column: error: …`) is printed as it is, so that Xcode and editors parse it
    /// and the word `error:` does not appear twice.
    public static func report(_ error: any Error, io: CommandIO) -> Int32 {
        if case CommandError.exit(let code) = error { return code }
        let message = error is CommandError ? String(describing: error) : ReadableError.message(for: error)
        if isDiagnostic(message) {
            io.printError(message)
        } else if let inner = message.prefix(while: { $0 != "\n" }).range(of: ": error: ") {
            // `path: error: message` without a location: one `error:` is enough.
            io.printError("l10nlayout: error: " + message.replacingCharacters(in: inner, with: ": "))
        } else {
            io.printError("l10nlayout: error: \(message)")
        }
        return ExitCode.usageOrInput
    }

    /// Whether `message` starts `path:line:column: error:` (or `warning:`), as a compiler prints.
    static func isDiagnostic(_ message: String) -> Bool {
        let firstLine = message.prefix { $0 != "\n" }
        for marker in [": error: ", ": warning: "] {
            guard let range = firstLine.range(of: marker) else { continue }
            let location = firstLine[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            if location.count >= 3, location.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { return true }
        }
        return false
    }

    static func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        subcommands.first { $0.configuration.name == name }
    }

    private static func unknownSubcommand(_ name: String) -> CommandError {
        let names = subcommands.map { $0.configuration.name }
        let close = names.map { ($0, editDistance($0, name)) }.filter { $0.1 <= 2 }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        let hint = close.first.map { "did you mean '\($0.0)'? See 'l10nlayout --help' for every command" }
            ?? "see 'l10nlayout --help' for every command"
        return .usage("unknown command '\(name)'", hint: hint)
    }
}
