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
        if identifier == XcodeReporter.identifier && isTerminal {
            return TerminalReporter(colored: TerminalReporter.usesColor(isTerminal: true, environment: environment))
        }
        return reporter(for: identifier)
    }
}
