import XCTest
@testable import L10nProject

/// The old-style property list reader on hand-written snippets, one construct each.
final class XcodePropertyListTests: XCTestCase {
    private func parse(_ text: String) throws -> OldStylePropertyList {
        try OldStylePropertyListParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> (String, Int, Int)? {
        let bytes = Array(text.utf8)
        do {
            _ = try OldStylePropertyListParser.parse(bytes)
            XCTFail("expected an error for \(text.debugDescription)", file: file, line: line)
            return nil
        } catch {
            let location = OldStylePropertyListParser.location(of: error.offset, in: bytes)
            return (error.message, location.line, location.column)
        }
    }

    func testHeaderCommentDictionaryArrayAndUnquotedStrings() throws {
        let root = try parse("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjects = {
        \t\tAB12 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (CD34 /* Base */, EF56 /* de */, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t};
        \trootObject = 0123 /* Project object */;
        }
        """)
        XCTAssertEqual(root["archiveVersion"]?.string, "1")
        XCTAssertEqual(root["classes"]?.members?.count, 0)
        let group = try XCTUnwrap(root["objects"]?["AB12"])
        XCTAssertEqual(group["isa"]?.string, "PBXVariantGroup")
        XCTAssertEqual(group["children"]?.strings, ["CD34", "EF56"], "comments between items are trivia; the trailing comma is allowed")
        XCTAssertEqual(group["name"]?.string, "Main.storyboard")
        XCTAssertEqual(group["sourceTree"]?.string, "<group>")
        XCTAssertEqual(root["rootObject"]?.string, "0123")
    }

    func testQuotedStringEscapes() throws {
        let root = try parse(#"{ a = "tab\there"; b = "quote \" and backslash \\"; c = "line\nbreak"; d = "\U00e9t\U00E9"; e = "\101\102"; f = 'single "quoted"'; g = "caf€"; h = ""; }"#)
        XCTAssertEqual(root["a"]?.string, "tab\there")
        XCTAssertEqual(root["b"]?.string, "quote \" and backslash \\")
        XCTAssertEqual(root["c"]?.string, "line\nbreak")
        XCTAssertEqual(root["d"]?.string, "été")
        XCTAssertEqual(root["e"]?.string, "AB", "octal escapes")
        XCTAssertEqual(root["f"]?.string, "single \"quoted\"")
        XCTAssertEqual(root["g"]?.string, "caf€", "UTF-8 passes through")
        XCTAssertEqual(root["h"]?.string, "")
    }

    func testUnquotedTokenStopsAtCharactersOutsideItsSet() {
        let result = failure("{ path = ../Shared/$(SRCROOT); }")
        XCTAssertEqual(result?.0, "expected `;` after the value of \"path\"")
        XCTAssertEqual(result?.1, 1)
        XCTAssertEqual(result?.2, 21, "the `(` after `$`")
    }

    func testDataAndNestedArrays() throws {
        let root = try parse("{ data = <0fbd 7777>; list = (a, \"b c\", (d), {k = v;}); path = ../Shared/x_y:z-1.0; }")
        XCTAssertEqual(root["data"]?.string, "0fbd7777")
        let list = try XCTUnwrap(root["list"]?.array)
        XCTAssertEqual(list.count, 4)
        XCTAssertEqual(list[1].string, "b c")
        XCTAssertEqual(list[2].strings, ["d"])
        XCTAssertEqual(list[3]["k"]?.string, "v")
        XCTAssertEqual(root["path"]?.string, "../Shared/x_y:z-1.0")
    }

    func testDuplicateKeyLastWins() throws {
        let root = try parse("{ a = 1; a = 2; }")
        XCTAssertEqual(root["a"]?.string, "2")
        XCTAssertEqual(root.members?.count, 2, "both members are kept")
    }

    func testErrorsNameLineAndColumn() {
        let missingSemicolon = failure("{\n\ta = 1\n\tb = 2;\n}")
        XCTAssertEqual(missingSemicolon?.0, "expected `;` after the value of \"a\"")
        XCTAssertEqual(missingSemicolon?.1, 3)
        XCTAssertEqual(missingSemicolon?.2, 2)

        let unclosedString = failure("{\n  name = \"Main.storyboard;\n}")
        XCTAssertEqual(unclosedString?.0, "string never closed: expected `\"`")
        XCTAssertEqual(unclosedString?.1, 2)
        XCTAssertEqual(unclosedString?.2, 10)

        let missingEquals = failure("{ é b; }")
        XCTAssertEqual(missingEquals?.0, "expected a key (a quoted or unquoted string) or `}`")
        XCTAssertEqual(missingEquals?.2, 3, "columns count Unicode scalars")

        let unclosedDictionary = failure("{ a = { b = c; };")
        XCTAssertEqual(unclosedDictionary?.0, "dictionary never closed: expected `}`")
        XCTAssertEqual(unclosedDictionary?.2, 1)

        XCTAssertEqual(failure("{ a = (b c); }")?.0, "expected `,` or `)` in an array")
        XCTAssertEqual(failure("{ a = b; } extra")?.0, "unexpected text after the property list's root value")
        XCTAssertEqual(failure("// !$*UTF8*$!\n")?.0, "empty property list: expected a dictionary `{ … }`")
        XCTAssertEqual(failure("{ a = b; } /* open")?.0, "comment never closed: expected `*/`")
        XCTAssertEqual(failure("{ a = <0f1>; }")?.0, "`<…>` data with an odd number of hex digits")
        XCTAssertEqual(failure("<<<<<<< HEAD\n{ }")?.0, "unexpected character in `<…>` data: only hex digits belong there",
                       "a merge conflict marker")
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "(", count: 100_000)
        XCTAssertEqual(failure(deep)?.0, "values nested more than \(OldStylePropertyListParser.maximumDepth) deep")
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try OldStylePropertyListParser.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8))
        XCTAssertEqual(root["a"]?.string, "b")
    }
}
