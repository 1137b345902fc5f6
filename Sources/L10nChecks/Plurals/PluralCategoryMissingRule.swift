import L10nStrings

/// A plural string without a form its language needs: iOS falls back to `other`, and users read "2 файлов"
/// instead of "2 файла".
public struct PluralCategoryMissingRule: PluralLintRule {
    public static let description = RuleDescription(
        id: "plural-category-missing",
        name: "Plural form missing",
        explanation: "Each language has its own plural categories (Arabic six: zero, one, two, few, many, other; Russian "
            + "and Polish one, few, many, other; Japanese only other). When a form the language needs is missing, iOS uses "
            + "the other form for those numbers, so users of that language read ungrammatical text such as '2 файлов', "
            + "and without other the key itself shows.",
        fix: "Add the missing plural forms for this language (CLDR's categories, listed in the message)",
        defaultSeverity: .warning)

    public static let examples: [PluralLintExample] = [
        .triggering("ru", """
            ↓<key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d файл</string><key>other</key><string>%d файла</string></dict>
            </dict>

            """),
        .triggering("ar", """
            ↓<key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>one</key><string>ملف</string><key>other</key><string>%d ملف</string></dict>
            </dict>

            """),
        .nonTriggering("ja", """
            <key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>other</key><string>%d 件</string></dict>
            </dict>

            """),
        .nonTriggering("pl", """
            <key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>one</key><string>%d plik</string><key>few</key><string>%d pliki</string>
            <key>many</key><string>%d plików</string><key>other</key><string>%d pliku</string></dict>
            </dict>

            """),
        .nonTriggering("en", """
            <key>files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
            </dict>

            """),
    ]

    /// Whether a plural form's whole text may show its number: it has a specifier of any kind (`%d`, `%lld`, or `%@`,
    /// which may be the count too).
    static func showsANumber(_ variant: PluralVariant) -> Bool {
        FormatSpecifier.scan(variant.text).contains { !$0.conversion.hasPrefix("#@") }
    }

    /// Whether a plural form's numbers each stand after its words, with no word after them: after a colon, a label's
    /// value in any language (Co-ML's Russian "Изображений: %lld", "Добавлено изображений в «%2$@»: %1$lld"); after a
    /// word, in a language whose words before a number do not agree with it (wBlock's Russian "Обновлены скрипты %d.",
    /// its Arabic "تحضير ملحقات %d"). A number governs the noun it precedes ("3 файла", "5 файлов"), so such a form
    /// reads right for every number; in Polish or Czech a verb before it agrees ("Zostały 3", "Zostało 5").
    static func countsEndTheText(_ variant: PluralVariant, language: String) -> Bool {
        let scalars = Array(variant.text.unicodeScalars)
        let numbers = FormatSpecifier.scan(variant.text).filter { ["d", "f"].contains($0.argumentType.last.map(String.init) ?? "") }
        guard !numbers.isEmpty else { return false }
        let wordsBeforeDoNotAgree = LanguageCode(language).map { wordsBeforeANumberDoNotAgree.contains(String($0.language)) } ?? false
        return numbers.allSatisfy { number in
            guard !scalars[number.range.upperBound...].contains(where: { $0.properties.isAlphabetic }) else { return false }
            var before = number.range.lowerBound - 1
            while before >= 0, scalars[before].properties.isWhitespace { before -= 1 }
            return wordsBeforeDoNotAgree || (before >= 0 && (scalars[before] == ":" || scalars[before] == "："))
        }
    }

    /// Languages whose words before a number take no form of it: Arabic's verb before its subject stays singular, and
    /// Russian, Ukrainian and Belarusian read a trailing number as a label's value.
    static let wordsBeforeANumberDoNotAgree: Set<String> = ["ar", "ru", "uk", "be"]

    private static func of(_ argument: String?, _ key: String) -> String {
        argument.map { "argument '\($0)' of '\(key)'" } ?? "'\(key)'"
    }

    public static func check(_ input: PluralLintInput) -> [Finding] {
        var findings: [Finding] = []
        let needed = PluralCategory.categories(for: input.language).map(\.rawValue).joined(separator: ", ")
        for key in input.keys {
            for issue in PluralAudit.issues(of: key.variants, language: input.language) {
                switch issue {
                case .missingCategories(let missing, let argument):
                    let names = missing.map(\.rawValue).joined(separator: ", ")
                    var finding = input.finding(description, "plural forms of \(of(argument, key.key)) lack \(names) (\(input.language) needs \(needed))",
                                                line: key.line, column: key.column, key: key.key)
                    // The categories past one agree a word with the number before it ("2 файла", "5 файлов"): where the
                    // other form shows no number ("Удалить файлы?", Simply Filter's Hebrew "הודעות שנבחרו"), its plural
                    // wording reads right for those counts too. A missing one still shows the plural for a single item.
                    if !missing.contains(.one), let other = key.variants.first(where: { $0.category == .other && $0.argument == argument }),
                       !Self.showsANumber(other) {
                        finding.message += ", but its other form shows no number: its plural wording reads right for those counts"
                        finding.severity = .info
                    } else if missing == [.one], PluralCategory.keepsTheNounAfterANumber(input.language),
                              let other = key.variants.first(where: { $0.category == .other && $0.argument == argument }), Self.showsANumber(other) {
                        // Turkish counts with the singular ("1 kural", "5 kural"): the other form iOS falls back to reads right for one.
                        finding.message += ", but \(input.language) keeps the noun after a number in one form, so its other form (\"\(other.text)\") "
                            + "reads right for one"
                        finding.severity = .info
                    } else if !missing.contains(.one), let other = key.variants.first(where: { $0.category == .other && $0.argument == argument }),
                              Self.countsEndTheText(other, language: input.language) {
                        finding.message += ", but its other form gives the number after its words (\"\(other.text)\"), which no word agrees with: "
                            + "it reads right for those counts"
                        finding.severity = .info
                    }
                    findings.append(finding)
                case .missingMillionsCategories(let missing, let argument):
                    // iOS shows `other` for a whole million too: "1 000 000 fichiers" for "de fichiers", a count rarely seen.
                    let names = missing.map(\.rawValue).joined(separator: ", ")
                    var finding = input.finding(description, "plural forms of \(of(argument, key.key)) lack \(names) (\(input.language) needs \(needed)), "
                                                + "which \(input.language) uses only for whole millions: other counts read right",
                                                line: key.line, column: key.column, key: key.key)
                    finding.severity = .info
                    findings.append(finding)
                case .specifierMismatch:
                    continue
                }
            }
        }
        return findings
    }
}
