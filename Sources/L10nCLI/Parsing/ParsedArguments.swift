/// The words of one command line, matched against a ``CommandConfiguration``.
///
/// Values are looked up by the option's long name. Defaults from the configuration are filled in, so
/// `value("format")` is `"text"` when the user gave none and the option declares that default.
public struct ParsedArguments: Sendable {
    /// Positional words in order (after `--`, every word is positional).
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private var defaults: [String: String] = [:]

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The option's last value, or its declared default, or nil.
    public func value(_ name: String) -> String? { values[name]?.last ?? defaults[name] }

    /// Every value given for a repeating option, in order (empty when none).
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the user gave the option explicitly (not its default).
    public func isGiven(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    /// Parses `value(name)` as a number within bounds.
    /// - Throws: ``CommandError/usage(_:hint:)`` naming the option when it is not a number in range.
    public func double(_ name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw CommandError.usage("--\(name) expects a number, got '\(text)'")
        }
        if let range, !range.contains(number) {
            throw CommandError.usage(
                "--\(name) must be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), got \(text)")
        }
        return number
    }

    /// Parses `value(name)` as an integer within bounds.
    /// - Throws: ``CommandError/usage(_:hint:)`` naming the option when it is not an integer in range.
    public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw CommandError.usage("--\(name) expects a whole number, got '\(text)'")
        }
        if let range, !range.contains(number) {
            throw CommandError.usage("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return number
    }

    /// Parses `words` against `configuration`.
    ///
    /// Accepted forms: `--name value`, `--name=value`, `-n value`, `-nvalue`, bundled short flags are not
    /// supported (there are few), `--` ends options.
    /// - Throws: ``CommandError/usage(_:hint:)`` for unknown options, missing values, values outside an
    ///   option's allowed set, and missing or extra positional arguments.
    public static func parse(_ words: [String], for configuration: CommandConfiguration) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        for option in configuration.options {
            if case .value(_, let defaultValue?, _) = option.kind { parsed.defaults[option.name] = defaultValue }
        }
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" { optionsEnded = true; continue }

            var inlineValue: String?
            let option: OptionSpec?
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                option = configuration.options.first { $0.name == name }
            } else {
                let letter = word.dropFirst().first
                option = configuration.options.first { $0.short != nil && $0.short == letter }
                if option != nil, word.count > 2 { inlineValue = String(word.dropFirst(2)) }
            }
            guard let option else {
                throw CommandError.usage(
                    "unknown option '\(word)' for '\(configuration.name)'",
                    hint: suggestion(for: word, among: configuration.options))
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw CommandError.usage("--\(option.name) takes no value") }
                parsed.flags.insert(option.name)
            case .value(let valueName, _, let allowed):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < words.count {
                    value = words[index]
                    index += 1
                } else {
                    throw CommandError.usage("--\(option.name) needs a value <\(valueName)>")
                }
                if let allowed, !allowed.contains(value) {
                    throw CommandError.usage(
                        "--\(option.name) must be one of \(allowed.joined(separator: ", ")), got '\(value)'")
                }
                if option.isRepeating {
                    parsed.values[option.name, default: []].append(value)
                } else {
                    parsed.values[option.name] = [value]
                }
            }
        }

        let specs = configuration.arguments
        let required = specs.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = specs.filter { !$0.isOptional }[parsed.positionals.count]
            throw CommandError.usage("missing argument <\(missing.name)>", hint: "see 'l10nlayout help \(configuration.name)'")
        }
        if specs.last?.isRepeating != true, parsed.positionals.count > specs.count {
            let extra = parsed.positionals[specs.count]
            throw CommandError.usage("unexpected argument '\(extra)'", hint: "see 'l10nlayout help \(configuration.name)'")
        }
        return parsed
    }

    private static func suggestion(for word: String, among options: [OptionSpec]) -> String? {
        let name = word.drop { $0 == "-" }.split(separator: "=").first.map(String.init) ?? ""
        let close = options
            .map { ($0.name, editDistance($0.name, name)) }
            .filter { $0.1 <= max(2, name.count / 3) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .first
        return close.map { "did you mean '--\($0.0)'?" }
    }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
