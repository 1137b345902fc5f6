import XCTest
import L10nChecks
import L10nStrings

/// Runs every plural rule's examples: a triggering example must give a finding at each `↓` and nowhere
/// else, a non-triggering one none.
final class PluralLintRuleTests: XCTestCase {
    func testEveryRuleHasBothKindsOfExampleAndUniqueIDs() {
        let ids = PluralLintRules.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids, ids.sorted())
        let lintIDs = Set(LintRules.all.map { $0.description.id })
        XCTAssertTrue(lintIDs.isDisjoint(with: ids), "plural rule ids must not clash with table rule ids")
        for rule in PluralLintRules.all {
            XCTAssertTrue(rule.examples.contains { $0.triggers }, rule.description.id)
            XCTAssertTrue(rule.examples.contains { !$0.triggers }, rule.description.id)
        }
    }

    func testExamples() throws {
        for rule in PluralLintRules.all {
            for (index, example) in rule.examples.enumerated() {
                var markers: [String] = []
                var clean = ""
                var line = 1, column = 1
                for scalar in example.document.unicodeScalars {
                    if scalar == "↓" { markers.append("\(line):\(column)"); continue }
                    clean.unicodeScalars.append(scalar)
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                let table = try StringsdictPlurals(bytes: Array(clean.utf8))
                let findings = rule.check(PluralLintInput(stringsdict: table, path: "x.stringsdict", language: example.language))
                let name = "\(rule.description.id) example \(index)"
                XCTAssertTrue(findings.allSatisfy { $0.ruleID == rule.description.id }, name)
                if example.triggers {
                    XCTAssertFalse(markers.isEmpty, "\(name): a triggering example needs ↓")
                    XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }.sorted(), markers.sorted(), "\(name): \(findings.map(\.message))")
                } else {
                    XCTAssertEqual(findings.map(\.message), [], name)
                }
            }
        }
    }

    func testMessagesNameKeyLanguageAndCategories() throws {
        let table = try StringsdictPlurals(bytes: Array(PluralCategoryMissingRule.examples[1].document.replacingOccurrences(of: "↓", with: "").utf8))
        let findings = PluralLintRules.check(PluralLintInput(stringsdict: table, path: "ar.lproj/Localizable.stringsdict", language: "ar"))
        XCTAssertEqual(findings.map(\.message), ["plural forms of argument 'n' of 'files' lack zero, two, few, many (ar needs zero, one, two, few, many, other)"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.file, "ar.lproj/Localizable.stringsdict")
        let mismatch = try StringsdictPlurals(bytes: Array(PluralSpecifierMismatchRule.examples[0].document.replacingOccurrences(of: "↓", with: "").utf8))
        XCTAssertEqual(PluralSpecifierMismatchRule.check(PluralLintInput(stringsdict: mismatch, path: "p", language: "ru")).map(\.message), [
            "plural form 'one' of 'files' reads argument 1 as %@; the other form reads it as %d",
            "plural form 'many' of 'files' reads argument 1 as %ld; the other form reads it as %d",
        ])
    }

    /// A form that shows no number ("How do you want to classify them?") reads right for two, few and many items
    /// alike: the missing categories are a note. A missing one is not: the plural then names a single item.
    func testMissingCategoriesAreANoteWhereTheOtherFormShowsNoNumber() throws {
        func findings(_ language: String, _ variants: String) throws -> [Finding] {
            let document = """
                <key>classify</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>\(variants)</dict>
                </dict>

                """
            let table = try StringsdictPlurals(bytes: Array(PluralLintExample.triggering(language, document).document.utf8))
            return PluralCategoryMissingRule.check(PluralLintInput(stringsdict: table, path: "p", language: language))
        }
        let noNumber = try findings("he", "<key>one</key><string>הודעה שנבחרה</string><key>other</key><string>הודעות שנבחרו</string>")
        XCTAssertEqual(noNumber.map(\.severity), [.info])
        XCTAssertEqual(noNumber.first?.message, "plural forms of argument 'n' of 'classify' lack two (he needs one, two, other), but its other form "
                       + "shows no number: its plural wording reads right for those counts")
        let number = try findings("he", "<key>one</key><string>הודעה אחת</string><key>other</key><string>%d הודעות</string>")
        XCTAssertEqual(number.map(\.severity), [.warning])
        let noOne = try findings("ru", "<key>other</key><string>Удалить файлы?</string>")
        XCTAssertEqual(noOne.map(\.severity), [.warning])
        // Turkish counts with the singular ("1 kural", "5 kural"): the other form reads right for one (Anywhere's "%lld kural").
        let turkish = try findings("tr", "<key>other</key><string>%d kural</string>")
        XCTAssertEqual(turkish.map(\.severity), [.info])
        XCTAssertTrue(turkish.first?.message.hasSuffix("but tr keeps the noun after a number in one form, so its other form (\"%d kural\") reads right for one") == true)
        XCTAssertEqual(try findings("tr", "<key>other</key><string>Kurallar</string>").map(\.severity), [.warning])
        // A number after a form's words is a label's value, which no word agrees with (Co-ML's "Изображений: %lld",
        // wBlock's "Обновлены скрипты %d." and Arabic "تحضير ملحقات %d"); one a word follows still needs its form
        // ("Всего: %d файлов" for 3).
        let label = try findings("ru", "<key>one</key><string>%d изображение</string><key>other</key><string>Изображений: %d</string>")
        XCTAssertEqual(label.map(\.severity), [.info])
        let updated = try findings("ru", "<key>one</key><string>Обновлён %d скрипт.</string><key>other</key><string>Обновлены скрипты %d.</string>")
        XCTAssertEqual(updated.map(\.severity), [.info])
        XCTAssertEqual(updated.first?.message.hasSuffix("but its other form gives the number after its words (\"Обновлены скрипты %d.\"), which no word agrees with: it reads right for those counts"), true)
        let preparing = try findings("ar", "<key>one</key><string>تحضير ملحق واحد</string><key>other</key><string>تحضير ملحقات %d</string>")
        XCTAssertEqual(preparing.map(\.severity), [.info])
        // In Polish a verb before the number agrees with it ("Zostały 3 pliki", "Zostało 5"): only a colon makes a label.
        let remaining = try findings("pl", "<key>one</key><string>Został %d</string><key>other</key><string>Zostało %d</string>")
        XCTAssertEqual(remaining.map(\.severity), [.warning])
        let remainingLabel = try findings("pl", "<key>one</key><string>Został %d</string><key>other</key><string>Pozostało: %d</string>")
        XCTAssertEqual(remainingLabel.map(\.severity), [.info])
        let labelled = try findings("ru", "<key>one</key><string>%d файл</string><key>other</key><string>Всего: %d файлов</string>")
        XCTAssertEqual(labelled.map(\.severity), [.warning])
    }

    func testCatalogInput() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setPluralVariants([(.one, "%lld file"), (.other, "%lld files")], forKey: "%lld files", language: "en")
        catalog.setPluralVariants([(.one, "%lld файл"), (.other, "%lld файлов")], forKey: "%lld files", language: "ru")
        catalog.setValue("plain", forKey: "plain", language: "ru")
        let reread = try StringCatalog(bytes: catalog.serialized())
        let input = PluralLintInput(catalog: reread, path: "Localizable.xcstrings", language: "ru")
        XCTAssertEqual(input.keys.map(\.key), ["%lld files"])
        let findings = PluralLintRules.check(input)
        XCTAssertEqual(findings.map(\.ruleID), ["plural-category-missing"])
        XCTAssertEqual(findings.first?.line, 4)
        XCTAssertEqual(PluralLintRules.check(PluralLintInput(catalog: reread, path: "L.xcstrings", language: "en")), [])
    }
}
