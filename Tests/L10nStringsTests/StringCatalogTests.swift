import Foundation
import XCTest
@testable import L10nStrings

func fixture(_ name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return [UInt8](try Data(contentsOf: url))
}

final class StringCatalogTests: XCTestCase {
    func testUnmodifiedCatalogRoundTripsAndXcodeLayoutIsReproduced() throws {
        let bytes = try fixture("Catalog.xcstrings")
        let catalog = try StringCatalog(bytes: bytes)
        XCTAssertEqual(catalog.serialized(), bytes)
        // The writer itself reproduces Xcode's layout and order, not just the cached bytes.
        XCTAssertEqual(String(decoding: catalog.xcodeFormatted(), as: UTF8.self), String(decoding: bytes, as: UTF8.self))
    }

    func testKeysFollowFinderOrder() throws {
        let catalog = try StringCatalog(bytes: try fixture("Catalog.xcstrings"))
        XCTAssertEqual(catalog.keys, ["", "\nSupport us", " Note", "%@/min", "%lld files", "2 items", "10 items", "Comment", "COMMENT",
                                      "Delete \"%@\"?", "Files in folders", "Tab\there"])
        XCTAssertEqual(catalog.languages, ["ar", "de", "en", "ja", "ru"])
    }

    func testShuffledCompactJSONIsWrittenInXcodeLayout() throws {
        let bytes = try fixture("Catalog.xcstrings")
        let catalog = try StringCatalog(bytes: bytes)
        // Same catalog, members reversed at every level and written on one line.
        func reversed(_ json: CatalogJSON) -> CatalogJSON {
            switch json {
            case .object(let members): return .object(members.reversed().map { .init(key: $0.key, rawKey: nil, value: reversed($0.value)) })
            case .array(let elements): return .array(elements.map(reversed))
            default: return json
            }
        }
        func compact(_ json: CatalogJSON) -> String {
            switch json {
            case .object(let members): return "{" + members.map { "\"\(CatalogJSON.escape($0.key))\":\(compact($0.value))" }.joined(separator: ",") + "}"
            case .array(let elements): return "[" + elements.map(compact).joined(separator: ",") + "]"
            case .string(let text, _): return "\"\(CatalogJSON.escape(text))\""
            case .number(let text): return text
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return "null"
            }
        }
        let shuffled = Array(compact(reversed(catalog.root)).utf8)
        XCTAssertNotEqual(shuffled, bytes)
        let reread = try StringCatalog(bytes: shuffled)
        XCTAssertEqual(reread.serialized(), shuffled, "unmodified: the bytes read")
        XCTAssertEqual(String(decoding: reread.xcodeFormatted(), as: UTF8.self), String(decoding: bytes, as: UTF8.self))
    }

    func testMeaning() throws {
        let catalog = try StringCatalog(bytes: try fixture("Catalog.xcstrings"))
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.version, "1.0")
        XCTAssertEqual(catalog.value(forKey: "%@/min", language: "de"), "%@/Min.")
        XCTAssertEqual(catalog.value(forKey: "Comment", language: "en"), "Comment", "source text defaults to the key")
        XCTAssertNil(catalog.value(forKey: "Comment", language: "de"))
        XCTAssertEqual(catalog.value(forKey: "Tab\there", language: "ja"), "タブ\tここ")
        XCTAssertEqual(catalog.value(forKey: "Delete \"%@\"?", language: "ru"), "Удалить «%@»?")
        let entry = try XCTUnwrap(catalog.entry(forKey: "%@/min"))
        XCTAssertEqual(entry.comment, "Slash stays unescaped")
        XCTAssertEqual(entry.localization("de")?.stringUnit?.state, "needs_review")
        XCTAssertEqual(entry.line, 21)
        XCTAssertEqual(catalog.entry(forKey: " Note")?.extractionState, "manual")
        XCTAssertEqual(catalog.entry(forKey: "COMMENT")?.shouldTranslate, false)

        let arabic = catalog.pluralVariants(forKey: "%lld files", language: "ar")
        XCTAssertEqual(arabic.map(\.category), [.zero, .one, .two, .few, .many, .other])
        XCTAssertEqual(arabic.first?.value, "لا ملفات")
        XCTAssertGreaterThan(arabic.first?.line ?? 0, 30)

        let substitutions = catalog.pluralVariants(forKey: "Files in folders", language: "en")
        XCTAssertEqual(substitutions.map(\.text), ["%arg file in %arg folders", "%arg files in %arg folders",
                                                   "%arg files in %arg folder", "%arg files in %arg folders"])
        XCTAssertEqual(catalog.entry(forKey: "Files in folders")?.localization("en")?.substitutions.map(\.argumentNumber), [1, 2])
    }

    func testEditsChangeOnlyTheirPartAndKeepUnknownFields() throws {
        let bytes = try fixture("Catalog.xcstrings")
        var catalog = try StringCatalog(bytes: bytes)
        catalog.setValue("%@/Minute", forKey: "%@/min", language: "de")
        let text = String(decoding: catalog.serialized(), as: UTF8.self)
        let original = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(text, original.replacingOccurrences(of: "\"state\" : \"needs_review\",\n            \"value\" : \"%@/Min.\"",
                                                           with: "\"state\" : \"translated\",\n            \"value\" : \"%@/Minute\""))
        XCTAssertTrue(text.contains("\"isCommentAutoGenerated\" : true"))

        var unchanged = try StringCatalog(bytes: bytes)
        unchanged.setValue("%@/Min.", forKey: "%@/min", language: "de", state: "needs_review")
        XCTAssertFalse(unchanged.isModified, "setting the same value is not an edit")
    }

    func testNewCatalogAndNewKeysSortIntoPlace() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.addKey("b", comment: "second")
        catalog.addKey("B")
        catalog.addKey("a")
        catalog.setValue("Bé", forKey: "b", language: "fr")
        catalog.setPluralVariants([(.one, "%d jour"), (.other, "%d jours")], forKey: "%d days", language: "fr")
        let text = String(decoding: catalog.serialized(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"%d days\" : {"), text)
        XCTAssertTrue(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}\n"), text)
        XCTAssertEqual(catalog.keys, ["%d days", "a", "b", "B"])
        XCTAssertTrue(text.contains("    \"a\" : {\n\n    },\n"), text)
        let reread = try StringCatalog(bytes: Array(text.utf8))
        XCTAssertEqual(reread.value(forKey: "b", language: "fr"), "Bé")
        XCTAssertEqual(reread.pluralVariants(forKey: "%d days", language: "fr").map(\.value), ["%d jour", "%d jours"])
        XCTAssertEqual(reread.xcodeFormatted(), catalog.serialized())
    }

    func testMalformedCatalogsAreErrorsWithLocations() {
        func failure(_ text: String) -> String {
            do { _ = try StringCatalog(bytes: Array(text.utf8)); return "no error" } catch { return error.description }
        }
        XCTAssertEqual(failure("{\n  \"strings\" : {\n    \"a\" : {\n"), "4:1: the file ends inside an object: a '}' is missing (truncated?)")
        XCTAssertEqual(failure("{\n  \"strings\" : [ ]\n}"), "2:3: \"strings\" must be an object of keys")
        XCTAssertEqual(failure("{\n  \"strings\" : {\n    \"a\" : \"b\"\n  }\n}"), "3:5: the value of key \"a\" must be an object")
        XCTAssertEqual(failure("{ \"a\" : \"x\ny\" }"), "1:11: a line break inside a string must be written \\n")
        XCTAssertEqual(failure("{ \"a\" : tru }"), "1:9: expected 'true'")
        XCTAssertEqual(failure("{ \"é\" : 1 } x"), "1:13: unexpected text after the end of the JSON value")
        XCTAssertEqual(failure(String(repeating: "[", count: 1000)), "1:257: nesting deeper than 256 levels")
        XCTAssertEqual(failure("[1,]"), "1:4: unexpected character ']'; expected a JSON value (object, array, string, number, true, false or null)")
        // An invisible character is named by its code point.
        XCTAssertEqual(failure("[\u{200B}]"), "1:2: unexpected character U+200B; expected a JSON value (object, array, string, number, true, false or null)")
    }

    func testEveryTruncationIsAnErrorNotACrash() throws {
        let bytes = try fixture("Catalog.xcstrings")
        for length in stride(from: 0, to: bytes.count - 1, by: 7) {
            XCTAssertThrowsError(try StringCatalog(bytes: Array(bytes[0..<length])), "length \(length)")
        }
    }
}
