/// Renders `--help` text in fixed sections: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    static let columnWidth = 26

    static func help(for configuration: CommandConfiguration, parent: String?) -> String {
        var out = "OVERVIEW: \(configuration.abstract)\n"
        if !configuration.discussion.isEmpty {
            // Each line of the discussion is a paragraph, wrapped to the width of the option rows.
            let paragraphs = configuration.discussion.trimmingTrailingNewlines().components(separatedBy: "\n")
            out += "\n" + paragraphs.map { $0.isEmpty ? "" : wrap($0, width: 100).joined(separator: "\n") }.joined(separator: "\n") + "\n"
        }
        out += "\nUSAGE: \(usage(for: configuration, parent: parent))\n"

        if !configuration.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in configuration.arguments {
                out += row("<\(argument.name)>", argument.help)
            }
        }

        out += "\nOPTIONS:\n"
        for option in configuration.options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            var help = option.help
            if case .value(let valueName, let defaultValue, let allowed) = option.kind {
                label += " <\(valueName)>"
                if let allowed, !help.contains(allowed.joined(separator: "|")) {
                    help += " (\(allowed.joined(separator: "|")))"
                }
                if let defaultValue { help += " (default: \(defaultValue))" }
            }
            out += row(label, help)
        }
        if parent == nil { out += row("--version", "Show the version.") }
        out += row("-h, --help", "Show help information.")

        if !configuration.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in configuration.subcommands {
                out += row(sub.configuration.name, sub.configuration.abstract)
            }
            out += "\n  See 'l10nlayout help <subcommand>' for detailed help.\n"
        }
        return out
    }

    static func usage(for configuration: CommandConfiguration, parent: String?) -> String {
        var words = [parent.map { "\($0) \(configuration.name)" } ?? configuration.name]
        if !configuration.subcommands.isEmpty { words.append("<subcommand>") }
        for argument in configuration.arguments {
            var word = "<\(argument.name)>"
            if argument.isRepeating { word += " ..." }
            if argument.isOptional { word = "[\(word)]" }
            words.append(word)
        }
        if !configuration.options.isEmpty { words.append("[<options>]") }
        return words.joined(separator: " ")
    }

    private static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: columnWidth + 2)
        let lines = wrap(help, width: 100 - columnWidth - 2)
        var out = "  " + label
        if label.count + 2 > columnWidth {
            out += "\n" + indent
        } else {
            out += String(repeating: " ", count: columnWidth - label.count)
        }
        out += lines.joined(separator: "\n" + indent) + "\n"
        return out
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
