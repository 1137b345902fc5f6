import Foundation
import XCTest
@testable import L10nCLI
import L10nStrings

/// `lint` on String Catalogs and `.stringsdict` tables (hand-written, minimal).
final class CatalogLintTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func testCatalogFindingsPointIntoTheCatalog() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setPluralVariants([(.one, "%lld file"), (.other, "%lld files")], forKey: "%lld files", language: "en")
        catalog.setPluralVariants([(.one, "%lld файл"), (.other, "%@ файлов")], forKey: "%lld files", language: "ru")
        catalog.setValue("Total: %@", forKey: "total", language: "en")
        catalog.setValue("Summe: %d", forKey: "total", language: "de")
        catalog.addKey("Cancel")
        // A translation written as plural variations where the source has a plain text (Chinendar's en plurals of
        // a zh-Hant catalog) is there: no key is missing.
        catalog.setValue("%lld items", forKey: "%lld items", language: "en")
        catalog.setPluralVariants([(.one, "%lld Element"), (.other, "%lld Elemente")], forKey: "%lld items", language: "de")
        try Data(catalog.serialized()).write(to: project.appendingPathComponent("Localizable.xcstrings"))
        let text = try String(contentsOf: project.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        func line(of fragment: String, after start: Int = 0) -> Int { (lines[start...].firstIndex { $0.contains(fragment) } ?? -1) + 1 }

        let run = runTool(["lint", "Localizable.xcstrings", "--fail-on", "warning"], in: project)
        XCTAssertEqual(run.code, 1, run.stderr)
        let output = run.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(output.first, "Localizable.xcstrings:\(line(of: "\"%lld files\" : {")):5: warning: plural forms of '%lld files' lack few, many (ru needs one, few, many, other) [plural-category-missing]")
        XCTAssertTrue(output.contains { $0.hasPrefix("Localizable.xcstrings:\(line(of: "%lld файл")):") && $0.hasSuffix("[plural-specifier-mismatch]") }, run.stdout)
        XCTAssertTrue(output.contains { $0.hasPrefix("Localizable.xcstrings:\(line(of: "Summe: %d")):") && $0.hasSuffix("[format-specifier-mismatch]") }, run.stdout)
        XCTAssertTrue(output.contains { $0.contains("Cancel") && $0.hasSuffix("[missing-key]") }, run.stdout)
        XCTAssertTrue(output.contains { $0.contains("'%lld items'") && $0.contains("the ru table") && $0.hasSuffix("[missing-key]") }, run.stdout)
        XCTAssertFalse(output.contains { $0.contains("'%lld items'") && $0.contains("the de table") }, run.stdout)
        XCTAssertEqual(runTool(["lint", ".", "--format", "json"], in: project).code, 1)
    }

    func testStringsdictInAProjectAndMalformedFiles() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("ar.lproj"), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>files</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>one</key><string>ملف</string><key>other</key><string>%d ملف</string></dict></dict>
        </dict>
        </plist>
        """.write(to: project.appendingPathComponent("ar.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let run = runTool(["lint", "--fail-on", "warning", "--quiet"], in: project)
        XCTAssertEqual(run.stdout, "ar.lproj/Localizable.stringsdict:4:1: warning: plural forms of argument 'n' of 'files' lack zero, two, few, many (ar needs zero, one, two, few, many, other) [plural-category-missing]\n0 errors, 1 warning, 0 infos\n", run.stderr)
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(runTool(["lint"], in: project).code, 0, "warnings are below the default --fail-on error")

        try "{\n  \"strings\" : 3\n}\n".write(to: project.appendingPathComponent("Bad.xcstrings"), atomically: true, encoding: .utf8)
        let bad = runTool(["lint", "Bad.xcstrings"], in: project)
        XCTAssertEqual(bad.code, 1)
        XCTAssertTrue(bad.stdout.hasPrefix("Bad.xcstrings:2:3: error: \"strings\" must be an object of keys [syntax-error]"), bad.stdout)
    }
}
