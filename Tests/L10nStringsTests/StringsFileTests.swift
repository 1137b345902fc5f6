import Foundation
import XCTest
@testable import L10nStrings

/// Every parser test first asserts the round trip, then the meaning.
func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> StringsFile {
    let bytes = Array(text.utf8)
    let table = StringsFile(bytes: bytes)
    XCTAssertEqual(table.serialized(), bytes, "round trip", file: file, line: line)
    XCTAssertEqual(table.renderedText(), bytes, "entries cover the text", file: file, line: line)
    return table
}

final class StringsFileTests: XCTestCase {
    func testEverySyntaxCoreFoundationAccepts() {
        // Hand-written: comments anywhere, both quotes, unquoted tokens, shorthand, outer braces.
        let table = parse("""
            { /* a */ "k1" /* b */ = // c
              "v1" /* d */ ;
            'k2' = 'it\\'s';
            k3 = some/path:with.dots-and_$;
            "k4";
            }

            """)
        XCTAssertEqual(table.diagnostics, [])
        XCTAssertEqual(table.entries.map(\.key), ["k1", "k2", "k3", "k4"])
        XCTAssertEqual(table.entries.map(\.value), ["v1", "it's", "some/path:with.dots-and_$", "k4"])
        XCTAssertEqual(table.entries[0].keyLocation, SourceLocation(line: 1, column: 11))
        XCTAssertEqual(table.entries[0].valueLocation, SourceLocation(line: 2, column: 3))
        XCTAssertTrue(table.entries[3].isShorthand)
    }

    func testEscapesMatchCoreFoundation() throws {
        // Hand-written; the expected values are what PropertyListSerialization returns for the same bytes.
        let text = "\"a\" = \"\\a\\b\\f\\n\\r\\t\\v\\\"\\\\|\\U00e9\\UD83D\\UDE00|\\101\\351\\777|\\q\\\n|\\U1F600\";\n"
        let table = parse(text)
        let expected = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String]
        XCTAssertEqual(table.table, expected)
        XCTAssertEqual(table.entries[0].value, "\u{7}\u{8}\u{c}\n\r\t\u{b}\"\\|é😀|AØ\u{0}|q\n|\u{1F60}0")
    }

    /// A table committed in the middle of a Git merge: each marker line is said to be one, and the entries on
    /// both sides are still read (a duplicate key tells which side iOS would take).
    func testMergeConflictMarkersAreNamed() {
        let table = parse("\"a\" = \"1\";\n<<<<<<< HEAD\n\"b\" = \"2\";\n=======\n\"b\" = \"3\";\n>>>>>>> feature/de\n")
        let errors = table.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.location.line):\($0.location.column)" }, ["2:1", "4:1", "6:1"])
        XCTAssertTrue(errors[0].message.hasPrefix("an unresolved Git merge conflict: the line \"<<<<<<< HEAD\" is a marker"), errors[0].message)
        XCTAssertTrue(errors[2].message.contains("\">>>>>>> feature/de\""), errors[2].message)
        XCTAssertEqual(table.entries.map(\.key), ["a", "b", "b"])
        XCTAssertNil(MergeConflictMarker.line(holding: 0, in: Array("<<<<<<<< not one".utf8)), "eight signs are no marker")
        XCTAssertNil(MergeConflictMarker.line(holding: 0, in: Array("======= x".utf8)), "the separator stands alone")
    }

    func testErrorsAreAllReportedWithLocationAndReason() {
        let table = parse("\"a\" = \"1\"\n\"b\" \"2\";\n\"c\" = ;\n\"d\" = \"4\";\n\"e\" = \"unterminated;\n")
        // The first error makes CoreFoundation give up, so every error says that iOS loads nothing.
        let none = "iOS does not load this table, so none of its translations are shown"
        XCTAssertEqual(table.diagnostics.map(\.description), [
            "1:10: error: expected ';' after the value — \(none)",
            "2:5: error: expected '=' or ';' after the key but found '\"' — \(none)",
            "3:7: error: expected a value (a quoted string) after '=' but found ';' — \(none)",
            "5:7: error: missing closing '\"' at the end of line 5: the string that starts at 5:7 runs to the end of the file — \(none)",
        ])
        // Recovery keeps the good entries, and the one whose closing quote is missing.
        XCTAssertEqual(table.entries.map(\.key), ["a", "d", "e"])
    }

    func testUnterminatedCommentAndTextAfterBrace() {
        XCTAssertEqual(parse("\"a\" = \"1\"; /* open").diagnostics.map(\.message), ["unterminated comment: '/*' without its closing '*/'"])
        XCTAssertEqual(parse("{ \"a\" = \"1\"; } x").diagnostics.map(\.message), ["unexpected text after the closing '}'"])
        XCTAssertEqual(parse("{ \"a\" = \"1\";").diagnostics.map(\.message), ["expected '}' to close the table"])
    }

    func testDeletingAnyOneTokenStillRoundTrips() {
        // The mutation pass of STYLE.md: remove one token at a time (by byte runs between spaces).
        let text = "/* c */\n\"a\" = \"1\";\n\n// d\n'b' = x;\n\"c\";\n"
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        for i in words.indices {
            var copy = words
            copy.remove(at: i)
            _ = parse(copy.joined(separator: " "))
        }
        for cut in 0..<text.utf8.count {
            var bytes = Array(text.utf8)
            bytes.remove(at: cut)
            XCTAssertEqual(StringsFile(bytes: bytes).serialized(), bytes)
        }
    }

    func testLastDuplicateWins() {
        let table = parse("\"a\" = \"1\";\n\"a\" = \"2\";\n")
        XCTAssertEqual(table.table, ["a": "2"])
        XCTAssertEqual(table.index(ofKey: "a"), 1)
    }

    func testInterfaceBuilderComment() {
        let table = parse("""

            /* Class = "UIButton"; normalTitle = "Back \\"now\\""; ObjectID = "QQl-ha-OEf"; */
            "QQl-ha-OEf.normalTitle" = "Zurück";

            /* Class = "UISegmentedControl"; Lyx-uP-srY.segmentTitles[0] = "Male"; ObjectID = "Lyx-uP-srY"; */
            "Lyx-uP-srY.segmentTitles[0]" = "Mann";

            """)
        XCTAssertEqual(table.entries[0].interfaceBuilderComment,
                       IBComment(className: "UIButton", property: "normalTitle", baseText: "Back \"now\"", objectID: "QQl-ha-OEf"))
        XCTAssertEqual(table.entries[0].comment, "/* Class = \"UIButton\"; normalTitle = \"Back \\\"now\\\"\"; ObjectID = \"QQl-ha-OEf\"; */")
        XCTAssertEqual(table.entries[1].interfaceBuilderComment?.property, "segmentTitles[0]")
        XCTAssertEqual(table.entries[1].interfaceBuilderComment?.baseText, "Male")
        XCTAssertNil(IBComment(parsing: "just a note"))
    }

    func testFuzzRegressionCommentContainingACommentOpener() throws {
        // Found by Fuzz/run.sh: a comment holding "/*" then one entry; removing the only entry and adding one.
        let data = try XCTUnwrap(Data(base64Encoded: "Ci8qIENsYXNzID0gIklCVUlMYWJlbCI7IHRleHQgPSAiICBDb3B5cmlnaHQgKGMpIDIwMTUgTGlLYVNoaW5nLiBBbGwgcmlnaHRzIHJlc2VydmVkLiJpS2FTaGluZy4gQWxsIHJpZ2h0cyByZXNlcnZlZC4iOwoKLyogQ2xhc3MgPSAiSUJVSUxhYmVsIjsgdGV4dCA9ICJXb3JrTWVPdXQiOyBPYmplY3RJRCA9ICJrLklkLWMyLXJDWCI7ICovCiJrSWQtYzItckNYLnRleHQiID0gIldvcmtNZU91dCI7Cg=="))
        StringsFuzzChecks.check([UInt8](data))
    }

    func testFuzzRegressionEditBringingANulToTheFrontChangesTheDetectedEncoding() throws {
        // Found by Fuzz/run.sh: removing the first entry puts "\"\0…" first, which CoreFoundation's rule reads
        // as UTF-16; the checks accept that the edited file then reads differently.
        let bytes = [UInt8](try XCTUnwrap(Data(base64Encoded: "Ig0LRlAiOyAKIgABAAANIjsg")))
        StringsFuzzChecks.check(bytes)
        var table = StringsFile(bytes: bytes)
        XCTAssertEqual(table.encoding, .utf8)
        table.removeEntry(at: 0)
        XCTAssertEqual(StringsEncoding.detect(table.serialized()).encoding, .utf16LittleEndian)
    }

    func testFuzzRegressionAddingToAnEmptiedBracedTable() throws {
        // Found by Fuzz/run.sh: removing the only entry of a `{ … }` table leaves `{` in the trailer; the
        // entry added next must go after it.
        let bytes = [UInt8](try XCTUnwrap(Data(base64Encoded: "ey8qIFgKLy8qIjsgT2N0SUQgPS8KIlNNVy1jIjsKCi8qIENsYXNzYSAqLwoiYWJlbCI7Cn0=")))
        StringsFuzzChecks.check(bytes)
        var table = parse("{\n\"a\" = \"1\";\n}\n")
        table.removeEntry(at: 0)
        table.addEntry(key: "b", value: "2")
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "{\n\"b\" = \"2\";\n}\n")
    }

    func testFuzzRegressionCommentReplacedInALineComment() {
        // Found by Fuzz/run.sh: "//\nj;". A `*/` inside a replaced `//` comment stays as written.
        StringsFuzzChecks.check(Array("//\nj;".utf8))
        var table = parse("//\nj;")
        table.setComment("a */ b", at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "// a */ b\nj;")
        table.setComment("two\nlines */", at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "/* two\nlines * / */\nj;")
    }
}

/// A table's comments that ask translators to keep texts as written: an entry's own, or the last one above a
/// run of entries without their own when it heads a section (Lignite's `//DO NOT TRANSLATE THESE!` above its
/// theme names, a comment a blank line sets apart); not a header that only keeps the placeholders or the keys,
/// nor one entry's own note for the entries after it.
final class TranslatorNoteTests: XCTestCase {
    func testKeysACommentAsksNotToTranslate() {
        let text = """
            /* Please do not translate the %@ placeholders. */
            "Save" = "Save";
            /* Do not translate: a brand */
            "brand" = "Acme Pay";
            "next" = "Next";
            //DO NOT TRANSLATE THESE!
            "theme.red" = "Lignite Red";
            "theme.blue" = "Royally Blued";
            /* Title of the about screen */
            "about" = "About";
            /* Credits: do not translate */

            "credits.1" = "Dave P.";
            "credits.2" = "Nick Bomba";

            """
        XCTAssertEqual(StringsFile(bytes: Array(text.utf8)).keysNotToTranslate.sorted(), ["brand", "credits.1", "credits.2", "theme.blue", "theme.red"])
        XCTAssertTrue(TranslatorNote.saysNotToTranslate("DNT"))
        XCTAssertFalse(TranslatorNote.saysNotToTranslateTexts("Don't translate the keys, only the values"))
    }
}
