import L10nChecks
import L10nStrings

/// What reporters need to know of the run besides the findings: whether to add hints, which severity
/// fails the run, what the reported paths are relative to, and where the text goes.
public struct ReportContext: Sendable {
    /// Colour in the text format: `auto` on a terminal unless `NO_COLOR` or `TERM=dumb` say otherwise,
    /// `always` wherever the text goes (a pipe, a file), `never` not even on a terminal.
    public enum Color: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// Only the finding lines: no related notes, measured values or fixes in the text formats.
    public var quiet = false
    /// The severity at which the run fails (nil: never). JUnit reports failures at or above it only.
    public var failOn: Severity? = .error
    /// The absolute folder the findings' paths are relative to (SARIF's `SRCROOT`), when known.
    public var sourceRoot: String?
    public var color: Color = .auto
    /// Whether the report goes to a terminal (standard output is one and there is no `--output`).
    public var isTerminal = false
    /// The process environment, read for `NO_COLOR` and `TERM`.
    public var environment: [String: String] = [:]

    public init(quiet: Bool = false, failOn: Severity? = .error, sourceRoot: String? = nil, color: Color = .auto,
                isTerminal: Bool = false, environment: [String: String] = [:]) {
        self.quiet = quiet
        self.failOn = failOn
        self.sourceRoot = sourceRoot
        self.color = color
        self.isTerminal = isTerminal
        self.environment = environment
    }
}

extension MeasuredValue {
    /// The value as every report writes it: one decimal at most (`216.2`), `216` for a whole number.
    public var rounded: Double { (value * 10).rounded() / 10 }

    /// ``rounded`` as text.
    public var shown: String { JSONValue.format(rounded) }
}
