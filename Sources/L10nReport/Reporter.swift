import L10nChecks

/// Turns findings into the text of one output format. A pure function: the same findings and rules give
/// the same bytes, so each reporter has a golden test.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it (`text`, `json`).
    static var identifier: String { get }
    /// The whole report.
    ///
    /// - Parameters:
    ///   - findings: in any order; reporters sort them with ``Finding/sorted(_:)``.
    ///   - rules: the metadata of the rules that ran (for formats that describe them).
    func report(_ findings: [Finding], rules: [RuleDescription]) -> String
}

/// Counts shown at the end of every report.
public struct ReportSummary: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var infos = 0

    public init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
    }

    public var total: Int { errors + warnings + infos }

    /// `2 errors, 1 warning, 0 infos`.
    public var text: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))"
    }
}

/// The reporters by `--format` value.
public enum Reporters {
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(),
        SARIFReporter(),
        JUnitReporter(),
        GitHubReporter(),
        HTMLReporter(),
    ]

    /// Every format's identifier (`text`, `json`, `sarif`…), in the order help lists them.
    public static var identifiers: [String] { all.map { type(of: $0).identifier } }

    public static func reporter(for identifier: String) -> (any Reporter)? {
        all.first { type(of: $0).identifier == identifier }
    }
}
