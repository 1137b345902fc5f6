import XCTest
@testable import L10nStrings

final class StringsdictPluralsTests: XCTestCase {
    func testReadsFormsWithLocationsAndRoundTrips() throws {
        let bytes = try fixture("Plurals.stringsdict")
        let table = try StringsdictPlurals(bytes: bytes)
        XCTAssertEqual(table.serialized(), bytes)
        XCTAssertEqual(table.entries.map(\.key), ["%d files", "files in folders"])
        let entry = try XCTUnwrap(table.entry(forKey: "files in folders"))
        XCTAssertEqual(entry.format, "%#@files@ in %#@folders@ & more")
        XCTAssertEqual(entry.arguments.map(\.name), ["files", "folders"])
        XCTAssertEqual(entry.arguments[1].valueType, "lld")
        XCTAssertEqual(table.pluralVariants(forKey: "%d files").map(\.value), ["%d file", "%d files"])
        XCTAssertEqual(table.pluralVariants(forKey: "%d files").first?.line, 16)
        XCTAssertEqual(table.pluralVariants(forKey: "files in folders").map(\.text), [
            "%lld file in %2$lld folders & more", "%lld files in %2$lld folders & more",
            "%lld files in %2$lld folder & more", "%lld files in %2$lld folders & more",
        ])
        // The writer reproduces Xcode's layout for the same content.
        var rewritten = table
        rewritten.entries = table.entries
        XCTAssertEqual(String(decoding: rewritten.serialized(), as: UTF8.self), String(decoding: bytes, as: UTF8.self))
    }

    func testMalformedTablesAreErrorsWithLocations() {
        func failure(_ text: String) -> String {
            do { _ = try StringsdictPlurals(bytes: Array(text.utf8)); return "no error" } catch { return error.description }
        }
        XCTAssertEqual(failure("<plist><dict>\n<key>a</key>\n<dict><key>x</key><string>y</string></dict></dict></plist>"),
                       "2:1: key \"a\" has no NSStringLocalizedFormatKey string; add the format, e.g. %#@count@"
                       + " (or an NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType dict)")
        XCTAssertTrue(failure("<plist><dict>\n<key>a</key>\n<dict>").hasPrefix("3:"), failure("<plist><dict>\n<key>a</key>\n<dict>"))
        XCTAssertEqual(failure("<plist><array/></plist>"), "1:1: a .stringsdict holds a <dict> of keys")
    }

    /// Core Foundation skips a comment from `<!--` to the first `-->`: NavCog's tables open with a licence in
    /// `<!--- … --->` (and `--` inside), which iOS reads although XML forbids it. The lines after it keep their numbers;
    /// a comment never closed is still an error.
    func testACommentIsReadAsCoreFoundationReadsIt() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!---\n The MIT License -- (MIT)\n--->\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>%d meters</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@m@</string>\n<key>m</key>\n<dict>\n"
            + "<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>d</string>\n"
            + "<key>one</key>\n<string>%d meter</string>\n<key>other</key>\n<string>%d meters</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"
        let table = try StringsdictPlurals(bytes: Array(text.utf8))
        XCTAssertEqual(table.pluralVariants(forKey: "%d meters").map(\.value), ["%d meter", "%d meters"])
        XCTAssertEqual(table.pluralVariants(forKey: "%d meters").first?.line, 18)
        XCTAssertThrowsError(try StringsdictPlurals(bytes: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- open\n<plist><dict/></plist>\n".utf8)))
    }

    // Hand-written in Xcode's layout: one plural, one device-specific and one variable-width rule.
    let threeKinds = """
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

    func testReadsTheThreeRuleKindsWithLocations() throws {
        let table = try StringsdictPlurals(bytes: Array(threeKinds.utf8))
        // Plural callers see only the plural key.
        XCTAssertEqual(table.entries.map(\.key), ["files"])
        XCTAssertEqual(table.entries[0].format, "%#@count@ & more")
        XCTAssertEqual(table.entries[0].arguments, [StringsdictPlurals.Argument(name: "count", valueType: "d", forms: [
            CatalogPluralForm(category: .one, unit: CatalogStringUnit(state: nil, value: "%d Datei", line: 16, column: 4)),
            CatalogPluralForm(category: .other, unit: CatalogStringUnit(state: nil, value: "%d Dateien", line: 18, column: 4)),
        ])])
        XCTAssertEqual(table.pluralVariants(forKey: "tap"), [])
        XCTAssertEqual(table.choiceRules, [
            StringsdictPlurals.ChoiceRule(key: "tap", kind: .deviceSpecific, choices: [
                StringsdictPlurals.Choice(name: "ipad", value: "Tippen", line: 26, column: 4),
                StringsdictPlurals.Choice(name: "mac", value: "Klicken", line: 28, column: 4),
            ], line: 21, column: 2),
            // Widths in increasing order, whatever the file's order.
            StringsdictPlurals.ChoiceRule(key: "title", kind: .variableWidth, choices: [
                StringsdictPlurals.Choice(name: "5", value: "Einst.", line: 38, column: 4),
                StringsdictPlurals.Choice(name: "20", value: "Einstellungen", line: 36, column: 4),
            ], line: 31, column: 2),
        ])
        XCTAssertEqual(table.choiceRule(forKey: "title")?.kind, .variableWidth)
        XCTAssertEqual(table.serialized(), Array(threeKinds.utf8), "an unmodified table is written back byte for byte")
    }

    func testWritesTheThreeRuleKindsInXcodesLayoutAndReadsThemBack() throws {
        var table = try StringsdictPlurals(bytes: Array(threeKinds.utf8))
        let rules = table.choiceRules
        table.choiceRules = rules  // modified: the writer lays the file out itself
        let written = String(decoding: table.serialized(), as: UTF8.self)
        // Xcode sorts width keys as strings ("20" < "5"); we write them by width.
        XCTAssertEqual(written, threeKinds.replacingOccurrences(
            of: "\t\t\t<key>20</key>\n\t\t\t<string>Einstellungen</string>\n\t\t\t<key>5</key>\n\t\t\t<string>Einst.</string>\n",
            with: "\t\t\t<key>5</key>\n\t\t\t<string>Einst.</string>\n\t\t\t<key>20</key>\n\t\t\t<string>Einstellungen</string>\n"))
        let reread = try StringsdictPlurals(bytes: table.serialized())
        func content(_ t: StringsdictPlurals) -> [String] {
            t.entries.map { "\($0.key) \($0.format) \($0.arguments.map { a in "\(a.name) \(a.valueType ?? "-") \(a.forms.map(\.unit.value))" })" }
                + t.choiceRules.map { "\($0.key) \($0.kind.rawValue) \($0.choices.map { "\($0.name)=\($0.value)" })" }
        }
        XCTAssertEqual(content(reread), content(table))
        XCTAssertEqual(content(reread).count, 3)
    }

    func testTablesMadeInMemoryWriteChoicesInOrder() {
        let table = StringsdictPlurals(entries: [], choiceRules: [
            StringsdictPlurals.ChoiceRule(key: "t", kind: .variableWidth, choices: [
                StringsdictPlurals.Choice(name: "100", value: "Long"), StringsdictPlurals.Choice(name: "9", value: "S"),
            ]),
        ])
        let written = String(decoding: table.serialized(), as: UTF8.self)
        XCTAssertTrue(written.contains("\t\t\t<key>9</key>\n\t\t\t<string>S</string>\n\t\t\t<key>100</key>"), written)
    }

    func testBadChoiceRulesAreErrorsNamingTheKeyWithLocations() {
        func failure(_ text: String) -> String {
            do { _ = try StringsdictPlurals(bytes: Array(text.utf8)); return "no error" } catch { return error.description }
        }
        XCTAssertEqual(failure("<plist><dict>\n<key>k</key><dict>\n<key>NSStringVariableWidthRuleType</key><dict>\n<key>wide</key><string>y</string></dict></dict></dict></plist>"),
                       "4:1: key \"k\": the width \"wide\" is not a whole number of ems; use e.g. <key>20</key>")
        XCTAssertEqual(failure("<plist><dict>\n<key>k</key><dict>\n<key>NSStringDeviceSpecificRuleType</key><dict>\n<key>ipad</key><integer>1</integer></dict></dict></dict></plist>"),
                       "4:1: key \"k\": the NSStringDeviceSpecificRuleType choice \"ipad\" must be a <string>")
        XCTAssertEqual(failure("<plist><dict>\n<key>k</key><dict>\n<key>NSStringDeviceSpecificRuleType</key><string>x</string></dict></dict></plist>"),
                       "3:1: key \"k\": the value of NSStringDeviceSpecificRuleType must be a <dict> of choices")
    }
}
