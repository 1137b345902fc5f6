import Foundation
import XCTest
@testable import L10nStrings

final class StringsDictFileTests: XCTestCase {
    // Hand-written in Xcode's layout: one plural, one variable-width and one device-specific rule.
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@count@ &amp; more</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d Datei</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d Dateien</string>
        \t\t</dict>
        \t</dict>
        \t<key>tap</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>ipad</key>
        \t\t\t<string>Tippen</string>
        \t\t\t<key>mac</key>
        \t\t\t<string>Klicken</string>
        \t\t</dict>
        \t</dict>
        \t<key>title</key>
        \t<dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<dict>
        \t\t\t<key>20</key>
        \t\t\t<string>Einstellungen</string>
        \t\t\t<key>5</key>
        \t\t\t<string>Einst.</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    func testReadsTheThreeRuleKinds() throws {
        let file = try StringsDictFile(data: Data(xml.utf8))
        XCTAssertEqual(file.entries.map(\.key), ["files", "tap", "title"])
        XCTAssertEqual(file.entries[0].rule, .plural(format: "%#@count@ & more", variables: [
            PluralVariable(name: "count", valueType: "d", forms: [("one", "%d Datei"), ("other", "%d Dateien")]),
        ]))
        XCTAssertEqual(file.entries[1].rule, .deviceSpecific([("ipad", "Tippen"), ("mac", "Klicken")]))
        XCTAssertEqual(file.entries[2].rule, .variableWidth([(5, "Einst."), (20, "Einstellungen")]))
    }

    func testWritesXcodesLayoutAndReadsBack() throws {
        let file = try StringsDictFile(data: Data(xml.utf8))
        let written = String(decoding: file.serialized(), as: UTF8.self)
        // Xcode sorts width keys as strings ("20" < "5"); we write them by width.
        XCTAssertEqual(written, xml.replacingOccurrences(
            of: "\t\t\t<key>20</key>\n\t\t\t<string>Einstellungen</string>\n\t\t\t<key>5</key>\n\t\t\t<string>Einst.</string>\n",
            with: "\t\t\t<key>5</key>\n\t\t\t<string>Einst.</string>\n\t\t\t<key>20</key>\n\t\t\t<string>Einstellungen</string>\n"))
        XCTAssertEqual(try StringsDictFile(data: Data(file.serialized())), file)
    }

    func testUnknownShapeNamesTheKey() {
        let bad = "<plist version=\"1.0\"><dict><key>k</key><dict><key>x</key><string>y</string></dict></dict></plist>"
        XCTAssertThrowsError(try StringsDictFile(data: Data(bad.utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("key 'k':"), "\(error)")
        }
    }
}

final class LocalizationProjectTests: XCTestCase {
    func testFindsLprojsGroupsLanguagesTablesAndBaseDocuments() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["App/Base.lproj/Main.storyboard", "App/Base.lproj/Launch.xib", "App/de.lproj/Main.strings",
                     "App/de.lproj/Plurals.stringsdict", "App/en.lproj/Main.strings", "Pods/X/fr.lproj/Main.strings",
                     ".build/y/fr.lproj/Main.strings", "Kit/it.lproj/Localizable.strings"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let project = try LocalizationProject(root: root)
        XCTAssertEqual(project.groups.map(\.directory.lastPathComponent), ["App", "Kit"])
        let app = project.groups[0]
        XCTAssertEqual(app.languages, ["Base", "de", "en"])
        XCTAssertEqual(app.tables(in: "de"), ["Main"])
        XCTAssertEqual(app.stringsDictionaries(in: "de"), ["Plurals"])
        XCTAssertEqual(app.baseDocuments.map(\.lastPathComponent), ["Launch.xib", "Main.storyboard"])
        XCTAssertThrowsError(try LocalizationProject(root: root.appendingPathComponent("absent")))
    }
}
