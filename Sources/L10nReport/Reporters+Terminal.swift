extension Reporters {
    /// The reporter for a `--format` value where the destination matters: `text` gives a grouped, possibly
    /// coloured ``TerminalReporter`` on a terminal and the plain ``XcodeReporter`` otherwise (a file, a
    /// pipe, an Xcode build phase); any other value is ``reporter(for:)``.
    ///
    /// - Parameters:
    ///   - identifier: the `--format` value.
    ///   - isTerminal: whether the report goes to a terminal (stdout is a TTY and there is no `--output`).
    ///   - environment: the process environment, read for `NO_COLOR` and `TERM`.
    /// - Returns: nil for an unknown format.
    public static func reporter(for identifier: String, isTerminal: Bool, environment: [String: String]) -> (any Reporter)? {
        reporter(for: identifier, context: ReportContext(isTerminal: isTerminal, environment: environment))
    }

    /// The reporter for a `--format` value, set up for the run: `text` on a terminal (or anywhere with
    /// `--color always`) is the grouped ``TerminalReporter`` (coloured as `--color` says), elsewhere ``XcodeReporter`` with notes and fixes
    /// unless quiet; JUnit fails at `--fail-on`; SARIF names the source root. Nil for an unknown format.
    public static func reporter(for identifier: String, context: ReportContext) -> (any Reporter)? {
        switch identifier {
        case XcodeReporter.identifier:
            // `always` is the terminal's coloured text wherever it goes (`| less -R`, a CI log that shows colour).
            if context.isTerminal || context.color == .always {
                let colored: Bool
                switch context.color {
                case .always: colored = true
                case .never: colored = false
                case .auto: colored = TerminalReporter.usesColor(isTerminal: true, environment: context.environment)
                }
                return TerminalReporter(colored: colored, quiet: context.quiet)
            }
            return XcodeReporter(detailed: !context.quiet)
        case JUnitReporter.identifier: return JUnitReporter(failOn: context.failOn)
        case SARIFReporter.identifier: return SARIFReporter(sourceRoot: context.sourceRoot)
        default: return reporter(for: identifier)
        }
    }
}
