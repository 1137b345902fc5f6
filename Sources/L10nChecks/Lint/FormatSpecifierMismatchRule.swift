import L10nStrings

/// A translation whose format specifiers differ from the base: `String(format:)` reads the arguments with
/// the wrong types and the app crashes or shows garbage. Or one whose `$name` template tokens differ: the app's
/// code replaces the base's, and the translation's stays as written.
public struct FormatSpecifierMismatchRule: LintRule {
    public static let description = RuleDescription(
        id: "format-specifier-mismatch",
        name: "Format specifiers differ",
        explanation: "The app fills a format string with arguments in the base's order and types. A translation with "
            + "another count, type or position of specifiers makes String(format:) read an argument as the wrong type: "
            + "the app crashes (an integer read as %@) or shows garbage for users of that language. Likewise a template token "
            + "the app's code replaces ($days): a translation that writes another or misspells it shows the token as written.",
        fix: "Use the same specifiers as the base; to reorder words, number them (%1$@, %2$d)",
        defaultSeverity: .error)

    public static let examples: [LintExample] = [
        .triggering("\"a\" = \"↓%@ Dateien\";\n", base: "\"a\" = \"%d files\";\n"),
        .triggering("\"a\" = \"%@ ↓%@\";\n", base: "\"a\" = \"%@\";\n"),
        .triggering("\"a\" = \"↓%d von %@\";\n", base: "\"a\" = \"%@ of %d\";\n"),
        .triggering("\"a\" = \"↓%d Dateien\";\n", base: "\"a\" = \"%ld files\";\n"),
        // A broken specifier is found at its `%`.
        .triggering("\"a\" = \"Gesamt: ↓%\";\n", base: "\"a\" = \"Total: %@\";\n"),
        // A specifier the translation lost: nothing in it is at fault by itself, so the value's start.
        .triggering("\"a\" = \"↓Gesamt\";\n", base: "\"a\" = \"Total: %@\";\n"),
        .nonTriggering("\"a\" = \"%2$d von %1$@ (100 %%)\";\n", base: "\"a\" = \"%@ of %d (100%%)\";\n"),
        .nonTriggering("\"a\" = \"%.1f km\";\n", base: "\"a\" = \"%.2f km\";\n"),
        .nonTriggering("\"a\" = \"100% sicher\";\n", base: "\"a\" = \"100% sure\";\n"),
        // NSString reads "% @" as %@ with a space flag (machine translation writes it so): the same argument.
        .nonTriggering("\"a\" = \"Kullanıcı <b>% @</b> katıldı\";\n", base: "\"a\" = \"User <b>%@</b> joined\";\n"),
        // A space flag before a precision is a specifier too: "% .2f" shows the number (GoodNight's German).
        .nonTriggering("\"a\" = \"Blau (% .2f)\";\n", base: "\"a\" = \"Blue (%.2f)\";\n"),
        .nonTriggering("\"a\" = \"Temperatur (% dk)\";\n", base: "\"a\" = \"Temperature (%dK)\";\n"),
        // A web address's percent escapes are no specifiers, the whole value's or a link's in it.
        .nonTriggering("\"a\" = \"https://example.org/%D7%A9%D7%9C/\";\n", base: "\"a\" = \"https://example.org/en/\";\n"),
        .nonTriggering("\"a\" = \"Zie [de club](https://example.org/Photo%20Club%20Waalre).\";\n", base: "\"a\" = \"See [the club](https://example.org/club).\";\n"),
        .triggering("\"a\" = \"Zie ↓%d (https://example.org/Photo%20Club)\";\n", base: "\"a\" = \"See %@ (https://example.org/club)\";\n"),
        // An integer shown in hexadecimal reads the same argument as %d.
        .nonTriggering("\"a\" = \"Code %x\";\n", base: "\"a\" = \"Code %d\";\n"),
        // The app's own template token, which its code replaces: another one, or the base's misspelled, stays as written.
        .triggering("\"a\" = \"↓$hours дана раније\";\n", base: "\"a\" = \"$days days ago\";\n"),
        .triggering("\"a\" = \"↓Χρησιμοποιήστε το $ appname\";\n", base: "\"a\" = \"Use $appname\";\n"),
        .nonTriggering("\"a\" = \"pre $days dana\";\n", base: "\"a\" = \"$days days ago\";\n"),
        .nonTriggering("\"a\" = \"Prix : 5 $\";\n", base: "\"a\" = \"Price: $5\";\n"),
        // The `$` of a positional specifier is the format's: Turkish "sn" (seconds) after `%2$d`.
        .nonTriggering("\"a\" = \"≥ %1$@ %2$dsn\";\n", base: "\"a\" = \"≥ %1$@ %2$ds\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        specifierFindings(input) + templateTokenFindings(input)
    }

    /// The app's own template tokens (`$days`, which owncloud's code replaces with the count): a translation that
    /// writes another token (`$hours`, `$nημέρες`) or misspells the base's (`$ appname`, `&appname`) keeps it from
    /// being replaced, and its users see the token as written. A warning: nothing crashes.
    static func templateTokenFindings(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            guard !entry.isShorthand, let base = input.baseText(for: entry), input.documentTexts == nil,
                  entry.interfaceBuilderComment?.objectID == nil else { return nil }
            let expected = templateTokens(in: base.text)
            guard !expected.isEmpty else { return nil }
            let actual = templateTokens(in: entry.value)
            let lowered = entry.value.lowercased()
            let stray = actual.subtracting(expected).sorted()
            // (By its name alone: `<$ sender$>` misspells `<$sender$>`.)
            let misspelled = expected.subtracting(actual).sorted().filter { token in
                lowered.contains(token.filter { !"<$>{}".contains($0) }.lowercased())
            }
            guard let token = stray.first ?? misspelled.first else { return nil }
            let message = stray.isEmpty
                ? "'\(entry.key)' in \(input.language) misspells the base's placeholder '\(token)': the code replaces only that, so "
                    + "\(input.language) users see the misspelled token as written"
                : "'\(entry.key)' in \(input.language) has the placeholder '\(token)', which the base does not (it has "
                    + "\(expected.sorted().joined(separator: ", "))): the code replaces only the base's, so \(input.language) users "
                    + "see '\(token)' as written"
            var finding = input.finding(
                description, message,
                at: entry.location(ofScalar: 0), key: entry.key, related: base.related.map { [$0] } ?? [])
            finding.severity = .warning
            return finding
        }
    }

    /// The `$name` tokens of a text (``TemplateToken``, `<$name$>` too; a `{name}` one may be a translator's own braces).
    static func templateTokens(in text: String) -> Set<String> {
        Set(TemplateToken.tokens(in: text).filter { $0.hasPrefix("$") || $0.hasPrefix("<$") })
    }

    static func specifierFindings(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            // A storyboard's text is shown as written, never passed to String(format:): "100%" is no specifier.
            guard !entry.isShorthand, let base = input.baseText(for: entry), input.documentTexts == nil,
                  entry.interfaceBuilderComment?.objectID == nil else { return nil }
            let expected = FormatSpecifier.scan(base.text), actual = FormatSpecifier.scan(entry.value)
            guard !expected.isEmpty || !actual.isEmpty else { return nil }
            guard FormatSpecifier.argumentTypes(of: base.text) != FormatSpecifier.argumentTypes(of: entry.value) else { return nil }
            // "% @" where the base has "%@" (machine translation's spacing): NSString reads the space as a flag and
            // fills in the same arguments. Only when that makes them agree: "100% sure" stays text.
            guard FormatSpecifier.argumentTypes(of: base.text) != FormatSpecifier.argumentTypes(of: entry.value, spaceFlag: true) else { return nil }
            // So is "% d" where the base has "%d" (GoodNight's machine-translated "Temperatur (% dk)"): the number shows.
            guard FormatSpecifier.argumentTypes(of: base.text) != FormatSpecifier.argumentTypes(of: entry.value, spacedConversions: true) else { return nil }
            // A web address's `%D7%A9` are its percent escapes (a Hebrew page's path), not specifiers, the value a
            // whole address or one inside the text (Photo Club Hub's markdown link to `…/Photo%20Club%20Waalre`).
            if VerifyPipeline.isAddress(entry.value), VerifyPipeline.isAddress(base.text),
               FormatSpecifier.argumentTypes(of: withoutPercentEscapes(base.text)) == FormatSpecifier.argumentTypes(of: withoutPercentEscapes(entry.value)) {
                return nil
            }
            if entry.value.contains("://"), FormatSpecifier.argumentTypes(of: withoutAddressEscapes(base.text)) == FormatSpecifier.argumentTypes(of: withoutAddressEscapes(entry.value)) {
                return nil
            }
            let describe: ([FormatSpecifier]) -> String = { $0.isEmpty ? "none" : $0.map(\.text).joined(separator: " ") }
            let comment = entry.interfaceBuilderComment
            return input.finding(
                description,
                "format specifiers of '\(entry.key)' differ from the base: \(input.language) has \(describe(actual)), the base has \(describe(expected))",
                at: entry.location(ofScalar: culprit(actual, in: entry.value, base: base.text)), key: entry.key,
                objectID: comment?.objectID, className: comment?.className, related: base.related.map { [$0] } ?? [])
        }
    }

    /// `text` without the percent escapes of the web addresses in it (from a scheme's `://` to the next space,
    /// quote, bracket or parenthesis).
    static func withoutAddressEscapes(_ text: String) -> String {
        var result = "", rest = Substring(text)
        while let scheme = rest.range(of: "://") {
            result += rest[..<scheme.upperBound]
            let address = rest[scheme.upperBound...].prefix { !$0.isWhitespace && !"\"'<>()[]".contains($0) }
            result += withoutPercentEscapes(String(address))
            rest = rest[address.endIndex...]
        }
        return result + rest
    }

    /// `text` without the percent escapes of a web address (`%` and two hexadecimal digits).
    static func withoutPercentEscapes(_ text: String) -> String {
        var result = "", scalars = Array(text.unicodeScalars), index = 0
        func isHex(_ i: Int) -> Bool { i < scalars.count && scalars[i].properties.isASCIIHexDigit }
        while index < scalars.count {
            if scalars[index] == "%", isHex(index + 1), isHex(index + 2) { index += 3; continue }
            result.unicodeScalars.append(scalars[index])
            index += 1
        }
        return result
    }

    /// The scalar offset to point at: the first specifier whose argument type differs from the base's, else
    /// a `%` that starts no specifier (`Gesamt: %`, a broken `%@`), else the first specifier the base lacks;
    /// 0 (the value's start) when nothing in the translation is at fault by itself.
    static func culprit(_ actual: [FormatSpecifier], in text: String, base: String) -> Int {
        let expected = FormatSpecifier.argumentTypes(of: base)
        var next = 1
        for specifier in actual where !specifier.conversion.hasPrefix("#@") && specifier.conversion != "arg" {
            let index = specifier.position ?? next
            next = index + 1
            if expected[index] != specifier.argumentType { return specifier.range.lowerBound }
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%" {
                if index + 1 < scalars.count, scalars[index + 1] == "%" { index += 2; continue }
                if !actual.contains(where: { $0.range.contains(index) }) { return index }
            }
            index += 1
        }
        return 0
    }
}
