/// What a command says about itself: its name, the one-line abstract shown in lists, a longer
/// discussion for `--help`, its positional arguments and options, and its subcommands.
///
/// The declaration is the single source for parsing and for help text, so the two cannot drift.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`lint`), or the program name for the root.
    public var name: String
    /// One line, no final period: shown in the parent's SUBCOMMANDS list and in OVERVIEW.
    public var abstract: String
    /// Paragraphs shown after OVERVIEW in `--help`; empty for none.
    public var discussion: String
    /// Positional arguments, in order. Only the last may be repeating.
    public var arguments: [ArgumentSpec]
    /// Named options and flags, in the order help lists them.
    public var options: [OptionSpec]
    /// Subcommands in help order (the root command only).
    public var subcommands: [any ParsableCommand.Type]

    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [any ParsableCommand.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
    }
}

/// A positional argument such as `<file>` or `[<paths> ...]`.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    public var isRepeating: Bool

    public init(_ name: String, help: String, optional: Bool = false, repeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isRepeating = repeating
    }
}

/// A named option (`--format json`, `--format=json`) or flag (`--dry-run`).
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// Takes no value; present or absent.
        case flag
        /// Takes one value; given twice, the last wins unless `repeating`.
        case value(name: String, defaultValue: String?, allowed: [String]?)
    }

    /// Long name without dashes (`format`).
    public var name: String
    /// Optional one-letter short name (`o` for `-o`).
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// Whether the option may be given several times, collecting every value.
    public var isRepeating: Bool

    /// A flag such as `--dry-run`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, help: help, isRepeating: false)
    }

    /// An option taking a value, such as `--format <format>`.
    ///
    /// - Parameters:
    ///   - allowed: when given, any other value is a usage error listing these.
    public static func option(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        default defaultValue: String? = nil,
        allowed: [String]? = nil,
        repeating: Bool = false,
        help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name,
            short: short,
            kind: .value(name: valueName ?? name, defaultValue: defaultValue, allowed: allowed),
            help: help,
            isRepeating: repeating
        )
    }
}
