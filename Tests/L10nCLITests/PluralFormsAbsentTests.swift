import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nChecks
import L10nStrings

/// Counts written once for every number (`plural-forms-absent`): small hand-written apps, one fact each.
final class PluralFormsAbsentTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("plural-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func findings(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { $0.hasSuffix("[plural-forms-absent]") }
    }

    /// Russian words 2 and 5 apart from 1: a warning. English and German word only one apart, which code often
    /// shows another text for: a note. A key the English `.stringsdict` gives plural forms is read from there in
    /// English only (iOS reads the folder it chose).
    func testLanguagesWithFewAndManyFormsWarnAndOthersNote() throws {
        try write("en.lproj/Localizable.strings", "\"members\" = \"%d members\";\n\"days\" = \"%d days left\";\n\"files\" = \"%d files\";\n")
        try write("de.lproj/Localizable.strings", "\"members\" = \"%d Mitglieder\";\n\"days\" = \"noch %d Tage\";\n\"files\" = \"%d Dateien\";\n")
        try write("ru.lproj/Localizable.strings", "\"members\" = \"%d участников\";\n\"days\" = \"Осталось дней: %d\";\n\"files\" = \"%d файлов\";\n")
        try write("en.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>files</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
            </dict>
            </plist>
            """)
        try write("App/Counts.swift", """
            import UIKit
            func daysText(_ days: Int) -> String { String(format: NSLocalizedString("days", comment: ""), days) }
            func filesText(_ files: Int) -> String { String(format: NSLocalizedString("files", comment: ""), files) }
            func membersText(_ count: Int) -> String { String(format: NSLocalizedString("members", comment: ""), count) }
            """)
        let run = runTool(["verify", "--format", "text"], in: project)
        let found = findings(run.stdout)
        XCTAssertTrue(found.contains { $0.hasPrefix("ru.lproj/Localizable.strings:1:") && $0.contains(": warning: ") && $0.contains("ru words 1, 2 and 5 differently (one, few, many)") }, run.stdout)
        XCTAssertTrue(found.contains { $0.hasPrefix("ru.lproj/Localizable.strings:3:") && $0.contains(": warning: ") }, run.stdout)
        XCTAssertTrue(found.contains { $0.hasPrefix("de.lproj/Localizable.strings:2:") && $0.contains(": note: ") && $0.contains("\"noch %d Tage\"")
            && $0.contains("only one reads wrong in de") }, run.stdout)
        // The Russian label puts the number last: no word agrees with it.
        XCTAssertFalse(found.contains { $0.hasPrefix("ru.lproj/Localizable.strings:2:") }, run.stdout)
        XCTAssertFalse(found.contains { $0.contains("'files'") && $0.hasPrefix("en.lproj") }, run.stdout)
        XCTAssertEqual(found.filter { $0.contains(": warning: ") }.count, 2, run.stdout)
        XCTAssertEqual(found.count, 7, run.stdout)
    }

    /// After "z" (one out of many: "1 z %d plików") Polish, Czech and Slovak put the noun in the genitive plural for every
    /// count from 2 up: only one reads wrong, a note. The same count without it ("Usunięto %d plików") is a warning.
    func testACountAfterOutOfReadsRightFromTwoUpInWestSlavicLanguages() throws {
        try write("en.lproj/Localizable.strings", "\"of\" = \"%1$d of %2$d files\";\n\"deleted\" = \"Deleted %d files\";\n"
                  + "\"copied\" = \"Copied %1$d of %2$d files and %3$d folders\";\n")
        try write("pl.lproj/Localizable.strings", "\"of\" = \"%1$d z %2$d plików\";\n\"deleted\" = \"Usunięto %d plików\";\n"
                  + "\"copied\" = \"Skopiowano %1$d z %2$d plików i %3$d folderów\";\n")
        try write("cs.lproj/Localizable.strings", "\"of\" = \"%1$d ze %2$d souborů\";\n\"deleted\" = \"Smazáno %d souborů\";\n")
        try write("ru.lproj/Localizable.strings", "\"of\" = \"%1$d из %2$d файлов\";\n\"deleted\" = \"Удалено %d файлов\";\n")
        try write("App/Counts.swift", """
            import UIKit
            func ofText(_ done: Int, _ all: Int) -> String { String(format: NSLocalizedString("of", comment: ""), done, all) }
            func deletedText(_ count: Int) -> String { String(format: NSLocalizedString("deleted", comment: ""), count) }
            func copiedText(_ done: Int, _ all: Int, _ folders: Int) -> String {
                String(format: NSLocalizedString("copied", comment: ""), done, all, folders)
            }
            """)
        let run = runTool(["verify", "--format", "text"], in: project)
        let found = findings(run.stdout)
        XCTAssertTrue(found.contains { $0.hasPrefix("pl.lproj/Localizable.strings:1:") && $0.contains(": note: ") && $0.contains("after \"z\" pl words every count from 2 up alike") }, run.stdout)
        // A second count not after "z" ("i %3$d folderów": 2 foldery, 5 folderów) still reads wrong from 2 up.
        XCTAssertTrue(found.contains { $0.hasPrefix("pl.lproj/Localizable.strings:3:") && $0.contains(": warning: ") }, run.stdout)
        XCTAssertTrue(found.contains { $0.hasPrefix("cs.lproj/Localizable.strings:1:") && $0.contains(": note: ") && $0.contains("after \"ze\" cs") }, run.stdout)
        // Russian "из 21 файла" takes the singular genitive: still a warning; so are the counts with no "z" before them.
        XCTAssertTrue(found.contains { $0.hasPrefix("ru.lproj/Localizable.strings:1:") && $0.contains(": warning: ") }, run.stdout)
        for language in ["pl", "cs", "ru"] {
            XCTAssertTrue(found.contains { $0.hasPrefix("\(language).lproj/Localizable.strings:2:") && $0.contains(": warning: ") }, run.stdout)
        }
        XCTAssertEqual(PluralFormsAbsentRule.countedWordsAndWordsBefore(in: "%1$d z %2$d plików").map(\.before), [nil, "z"])
        XCTAssertEqual(PluralFormsAbsentRule.countedWordsAndWordsBefore(in: "%1$d plików (zo %1$d)").map(\.before), [nil])
    }

    /// A catalog's source language is read by its users too, and a key with plural variations in a language is read
    /// from its forms there: each localization stands alone.
    func testCatalogSourceLanguageAndVariedKeys() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.addKey("%lld minutes left")
        catalog.setValue("Faltam %lld minutos", forKey: "%lld minutes left", language: "pt-BR")
        catalog.setValue("%lld photos", forKey: "%lld photos", language: "en")
        catalog.setPluralVariants([(.one, "%lld foto"), (.other, "%lld fotos")], forKey: "%lld photos", language: "pt-BR")
        try Data(catalog.serialized()).write(to: project.appendingPathComponent("Localizable.xcstrings"))
        let run = runTool(["lint", "Localizable.xcstrings"], in: project)
        let found = findings(run.stdout)
        XCTAssertEqual(found.count, 3, run.stdout)
        XCTAssertTrue(found.contains { $0.contains("reads \"%lld photos\"") && $0.contains("en words") }, run.stdout)
        XCTAssertFalse(found.contains { $0.contains("'%lld photos'") && $0.contains("pt-BR words") }, run.stdout)
        XCTAssertTrue(found.contains { $0.contains("reads \"%lld minutes left\"") && $0.contains("en words 1 and 2 differently (one, other)") }, run.stdout)
        XCTAssertTrue(found.contains { $0.contains("reads \"Faltam %lld minutos\"") && $0.contains("pt-BR words") }, run.stdout)
    }

    func testWhatCountsAsACountedWord() {
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%2$d files in %1$@"), [.init(argument: 2, word: "files")])
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%dh %dm"), [])
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%d min. left"), [])
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "Deleted %d files."), [.init(argument: 1, word: "files")])
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%d об’єктів"), [.init(argument: 1, word: "об’єктів")])
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%0$d files"), [])
        XCTAssertTrue(PluralFormsAbsentRule.onlyOneIsOne("de"))
        XCTAssertFalse(PluralFormsAbsentRule.onlyOneIsOne("is"), "Icelandic's one holds 21")
        XCTAssertFalse(PluralFormsAbsentRule.onlyOneIsOne("ru"))
        XCTAssertEqual(PluralFormsAbsentRule.countedWords(in: "%.1f km"), [])
        XCTAssertTrue(PluralFormsAbsentRule.isEnglishPlural("minutes"))
        XCTAssertTrue(PluralFormsAbsentRule.isEnglishPlural("people"))
        XCTAssertFalse(PluralFormsAbsentRule.isEnglishPlural("of"))
        XCTAssertFalse(PluralFormsAbsentRule.isEnglishPlural("GBs"))
        XCTAssertFalse(PluralFormsAbsentRule.isEnglishPlural("status"))
        XCTAssertEqual(PluralFormsAbsentRule.sampleCounts("pl"), [1, 2, 5])
        XCTAssertEqual(PluralFormsAbsentRule.sampleCounts("ja"), [1])
        XCTAssertTrue(PluralFormsAbsentRule.countCategories("ja").isEmpty)
        XCTAssertEqual(PluralFormsAbsentRule.countCategories("he"), [.one])
        // An old project's folder names its language in English.
        XCTAssertEqual(PluralCategory.categories(for: "English"), [.one, .other])
        XCTAssertEqual(PluralFormsAbsentRule.countCategories("Russian"), [.one, .few, .many])
    }
}
