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
                       "2:1: key \"a\" has no NSStringLocalizedFormatKey string; add the format, e.g. %#@count@")
        XCTAssertTrue(failure("<plist><dict>\n<key>a</key>\n<dict>").hasPrefix("3:"), failure("<plist><dict>\n<key>a</key>\n<dict>"))
        XCTAssertEqual(failure("<plist><array/></plist>"), "1:1: a .stringsdict holds a <dict> of keys")
    }
}
