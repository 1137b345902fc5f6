import L10nStrings

/// A plural form whose format specifiers disagree with the `other` form: for those numbers the app reads
/// an argument as the wrong type.
public struct PluralSpecifierMismatchRule: PluralLintRule {
    public static let description = RuleDescription(
        id: "plural-specifier-mismatch",
        name: "Plural forms' specifiers differ",
        explanation: "All plural forms of a string are filled with the same arguments. A form that reads an argument "
            + "with another type (%@ where the others have %d, %d where they have %ld) or reads one the others do not "
            + "makes the app crash or show garbage, but only for the numbers that select that form, so it slips through "
            + "testing in one language.",
        fix: "Give every plural form the specifiers of the other form (a form may leave the number out)",
        defaultSeverity: .error)

    public static let examples: [PluralLintExample] = [
        .triggering("ru", """
            <key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>one</key>↓<string>%@ файл</string><key>few</key><string>%d файла</string>
            <key>many</key>↓<string>%ld файлов</string><key>other</key><string>%d файла</string></dict>
            </dict>

            """),
        .nonTriggering("ar", """
            <key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>zero</key><string>لا ملفات</string><key>one</key><string>ملف واحد</string>
            <key>two</key><string>ملفان</string><key>few</key><string>%d ملفات</string>
            <key>many</key><string>%d ملفًا</string><key>other</key><string>%d ملف</string></dict>
            </dict>

            """),
    ]

    public static func check(_ input: PluralLintInput) -> [Finding] {
        var findings: [Finding] = []
        for key in input.keys {
            for case .specifierMismatch(let variant, let number, let expected, let found) in PluralAudit.issues(of: key.variants, language: input.language) {
                let reference = expected.map { "the other form reads it as %\($0)" } ?? "the other form has no such argument"
                findings.append(input.finding(description,
                    "plural form '\(variant.category.rawValue)' of '\(key.key)' reads argument \(number) as %\(found); \(reference)",
                    line: variant.line, column: variant.column, key: key.key))
            }
        }
        return findings
    }
}
