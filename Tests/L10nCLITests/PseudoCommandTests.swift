import Foundation
import XCTest
@testable import L10nCLI
import L10nStrings

/// `pseudo` on a copy of the sample app (Localizations/): every IB document and the development-language
/// table get pseudo-language tables that any reader handles, with specifiers untouched.
final class PseudoCommandTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localizations")

    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.sample, to: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func table(_ path: String) throws -> StringsFile {
        try StringsFile(contentsOf: project.appendingPathComponent(path))
    }

    func testWritesEveryKindForEverySourceThenNothing() throws {
        let run = runTool(["pseudo", "--project", project.path])
        XCTAssertEqual(run.code, 0, run.stderr)
        for language in ["en-XA", "en-XL", "ar-XB", "en-XC"] {
            for name in ["LaunchScreen", "Localizable", "Main", "PromoBanner"] {
                let file = try table("\(language).lproj/\(name).strings")
                XCTAssertFalse(file.hasErrors, "\(language) \(name)")
                XCTAssertFalse(file.entries.isEmpty, "\(language) \(name)")
            }
        }
        let base = try table("Base.lproj/Localizable.strings").table
        let accented = try table("en-XA.lproj/Localizable.strings").table
        XCTAssertEqual(Set(accented.keys), Set(base.keys))
        XCTAssertEqual(accented["order.confirmed"], Pseudolocalizer.transform(base["order.confirmed"]!, kind: .accented))
        XCTAssertTrue(accented["order.confirmed"]!.contains("%1$@") && accented["order.confirmed"]!.contains("%2$d"))
        XCTAssertEqual(try table("en-XC.lproj/Localizable.strings").table["checkout.total"], "[# Total: %@ #]")
        // The IB tables carry ibtool's comments, so lint and verify read their base text.
        let main = try table("en-XA.lproj/Main.strings")
        XCTAssertNotNil(main.entries.first?.interfaceBuilderComment)

        let before = try Data(contentsOf: project.appendingPathComponent("ar-XB.lproj/Main.strings"))
        let again = runTool(["pseudo", "--project", project.path])
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertEqual(again.stdout, "all pseudo-language tables are up to date\n")
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("ar-XB.lproj/Main.strings")), before)
    }

    func testOneKindAndDryRun() throws {
        let dry = runTool(["pseudo", "--kind", "rtl", "--dry-run"], in: project)
        XCTAssertEqual(dry.code, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("ar-XB.lproj/Main.strings: would write"), dry.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("ar-XB.lproj").path))
        XCTAssertEqual(runTool(["pseudo", "--kind", "rtl"], in: project).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("ar-XB.lproj/Main.strings").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("en-XA.lproj").path))
    }

    func testPluralTablesAndCatalogsGetPseudoPlurals() throws {
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>items</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ in cart</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>
        </dict>
        </plist>
        """.write(to: project.appendingPathComponent("Base.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["pseudo", "--kind", "accented"], in: project).code, 0)
        let plurals = try StringsdictPlurals(contentsOf: project.appendingPathComponent("en-XA.lproj/Localizable.stringsdict"))
        XCTAssertEqual(plurals.entry(forKey: "items")?.format, "%#@n@ îñ çåŕţ")
        XCTAssertEqual(plurals.pluralVariants(forKey: "items").map(\.value), ["%d îţéɱ one", "%d îţéɱš one"])
    }

    /// Width and device rules of a .stringsdict are pseudo-localized too, not dropped.
    func testWidthAndDeviceRulesArePseudoLocalized() throws {
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>greeting</key>
        <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>ipad</key><string>Welcome back</string><key>iphone</key><string>Hi</string></dict></dict>
        <key>title</key>
        <dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Order summary</string><key>5</key><string>Order</string></dict></dict>
        </dict>
        </plist>
        """.write(to: project.appendingPathComponent("Base.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["pseudo", "--kind", "bounded"], in: project).code, 0)
        let bounded = try StringsdictPlurals(contentsOf: project.appendingPathComponent("en-XC.lproj/Localizable.stringsdict"))
        XCTAssertEqual(bounded.choiceRule(forKey: "greeting")?.choices.map(\.value), ["[# Welcome back #]", "[# Hi #]"])
        XCTAssertEqual(bounded.choiceRule(forKey: "title")?.choices.map(\.value), ["[# Order #]", "[# Order summary #]"])
        XCTAssertEqual(runTool(["pseudo", "--kind", "accented"], in: project).code, 0)
        let accented = try StringsdictPlurals(contentsOf: project.appendingPathComponent("en-XA.lproj/Localizable.stringsdict"))
        let values = try XCTUnwrap(accented.choiceRule(forKey: "greeting")).choices.map(\.value)
        XCTAssertEqual(values.count, 2)
        XCTAssertFalse(values.contains("Hi"), "\(values)")
    }

    func testBadInputIsAnErrorAndNothingIsWritten() throws {
        try "\"a\" = \"b\"\n\"c\" = \"d\";\n".write(to: project.appendingPathComponent("Base.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let run = runTool(["pseudo"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("Base.lproj/Localizable.strings:"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("en-XA.lproj").path))
        XCTAssertEqual(runTool(["pseudo", "extra"], in: project).code, 2)
        XCTAssertEqual(runTool(["pseudo", "--project", "nowhere"], in: project).code, 2)
    }
}
