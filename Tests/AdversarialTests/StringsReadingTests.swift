import Foundation
import XCTest
@testable import L10nStrings

/// Issue 17 items 14 and 15, issue 16 item 4: what the `.strings` reader says about broken tables, checked
/// against what CoreFoundation (the iOS runtime's reader; swift-corelibs-foundation runs the same code
/// here) really loads.
final class StringsReadingTests: XCTestCase {
    /// What Foundation loads: the string values by key, or nil when it loads no table.
    func foundationTable(_ bytes: [UInt8]) -> [String: String]? {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any] else { return nil }
        return dictionary.compactMapValues { $0 as? String }
    }

    func reasons(_ table: StringsFile) -> [String] { table.diagnostics.map(\.reason) }

    // MARK: Recovery (issue 16 item 4)

    /// A translator's table: 40 IB entries, the closing quote of one value missing on line 33, and a comment
    /// with an apostrophe further down (which used to be taken for a quote).
    func testAMissingClosingQuoteIsReportedWhereItStartsAndNothingCascades() {
        var lines: [String] = []
        for index in 0..<16 {
            lines.append("/* Class = \"UILabel\"; text = \"Label \(index)\"; ObjectID = \"lb\(index)-aa-bbb\"; */")
            lines.append("\"lb\(index)-aa-bbb.text\" = \"Text \(index)\";")
        }
        XCTAssertEqual(lines.count, 32)
        lines.append("\"Abc-de-Fgh.selectedTitle\" = \"Bestellen;")                         // line 33: no closing quote
        lines.append("/* Class = \"UIButton\"; normalTitle = \"Order\"; ObjectID = \"Xyz-de-Fgh\"; */")
        lines.append("\"Xyz-de-Fgh.normalTitle\" = \"Bestellen\";")
        for index in 16..<21 {
            lines.append("/* Class = \"UILabel\"; text = \"Label \(index)\"; ObjectID = \"lb\(index)-aa-bbb\"; */")
            lines.append("\"lb\(index)-aa-bbb.text\" = \"Text \(index)\";")
        }
        lines.append("/* Don't translate the brand name */")                                // line 46
        lines.append("\"Brand-xx-yyy.text\" = \"Acme\";")
        let table = StringsFile(bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        XCTAssertEqual(table.serialized(), Array((lines.joined(separator: "\n") + "\n").utf8))
        XCTAssertEqual(table.diagnostics.map(\.description), [
            "33:30: error: missing closing '\"' at the end of line 33: the string that starts at 33:30 runs to 34:12"
                + " — iOS does not load this table, so none of its translations are shown",
        ])
        // Every key is there, the broken one included: no missing-key warning follows from the one error.
        XCTAssertEqual(table.entries.count, 16 + 1 + 1 + 5 + 1)
        XCTAssertEqual(table.entries[16].key, "Abc-de-Fgh.selectedTitle")
        XCTAssertEqual(table.entries[17].key, "Xyz-de-Fgh.normalTitle")
        XCTAssertEqual(table.entries.last?.key, "Brand-xx-yyy.text")
        XCTAssertEqual(table.entries.last?.commentText, "Don't translate the brand name")
        XCTAssertNil(foundationTable(table.serialized()), "Foundation loads nothing, as the message says")
    }

    func testAMissingQuoteOnTheLastLineRunsToTheEndOfTheFile() {
        let table = StringsFile(bytes: Array("\"a\" = \"1\";\n\"b\" = \"2;\n".utf8))
        XCTAssertEqual(table.diagnostics.map(\.message), ["missing closing '\"' at the end of line 2: the string that starts at 2:7 runs to the end of the file"])
        XCTAssertEqual(table.entries.map(\.key), ["a", "b"])
    }

    func testAMultiLineValueIsStillAValue() {
        // A real multi-line value (its first line does not end with ';') stays one value.
        let table = StringsFile(bytes: Array("\"a\" = \"line one\nline two\";\n\"b\" = \"2\";\n".utf8))
        XCTAssertEqual(table.diagnostics, [])
        XCTAssertEqual(table.table, ["a": "line one\nline two", "b": "2"])
    }

    func testCurlyQuotesSayUseAStraightQuoteAndTheEntryIsStillRead() {
        let table = StringsFile(bytes: Array("\"a\" = “Bestellen”;\n„b“ = \"2\";\n\"c\" = \"3\";\n".utf8))
        XCTAssertEqual(table.diagnostics.map(\.message), [
            "a curly quote “ is used as a string delimiter: use a straight quote '\"' (curly quotes belong inside the string)",
            "a curly quote „ is used as a string delimiter: use a straight quote '\"' (curly quotes belong inside the string)",
        ])
        XCTAssertEqual(table.diagnostics.map(\.location), [SourceLocation(line: 1, column: 7), SourceLocation(line: 2, column: 1)])
        // The entries are there under the keys the translator meant, so no missing-key warning is added.
        XCTAssertEqual(table.table, ["a": "Bestellen", "b": "2", "c": "3"])
        XCTAssertNil(foundationTable(table.serialized()))
        XCTAssertTrue(reasons(table).allSatisfy { $0 == "iOS does not load this table, so none of its translations are shown" })
    }

    func testAnInvisibleCharacterIsShownByItsCodePoint() {
        let table = StringsFile(bytes: Array("\"a\" = \"1\";\n\u{200B}\"b\" = \"2\";\n".utf8))
        XCTAssertEqual(table.diagnostics.first?.message, "expected a key (a quoted string) but found U+200B ZERO WIDTH SPACE")
    }

    // MARK: Size (issue 17 item 14)

    func testEightMegabytesOfSemicolonsIsOneError() {
        let table = StringsFile(bytes: [UInt8](repeating: UInt8(ascii: ";"), count: 8 << 20))
        XCTAssertEqual(table.diagnostics.map(\.description), [
            "1:1: error: expected a key (a quoted string) but found ';' — iOS does not load this table, so none of its translations are shown",
        ])
    }

    /// One line of entries without their ';' (a table minified onto one line, or generated badly): every
    /// entry is still read, each missing ';' is counted at its own column, and the parser stays linear (it
    /// counted each column from the line's start again, which took minutes on a few megabytes).
    func testALongLineOfEntriesWithoutSemicolonsIsReadOnce() {
        let entry = "\"a\"=\"b\""
        let count = 1 << 18
        let bytes = Array(String(repeating: entry, count: count).utf8)
        let table = StringsFile(bytes: bytes)
        XCTAssertEqual(table.entries.count, count)
        XCTAssertEqual(table.diagnostics.count, StringsParser.maximumErrors + 1)
        XCTAssertEqual(table.diagnostics.first?.location, SourceLocation(line: 1, column: 8))
        XCTAssertEqual(table.diagnostics[1].location, SourceLocation(line: 1, column: 15))
        XCTAssertEqual(table.diagnostics.last?.location, SourceLocation(line: 1, column: 7 * 21 + 1))
        XCTAssertTrue(table.diagnostics.last?.message.hasPrefix("\(count - StringsParser.maximumErrors) more errors") ?? false,
                      table.diagnostics.last?.message ?? "")
        XCTAssertEqual(table.serialized(), bytes)
    }

    func testErrorsPerFileAreCappedAndTheRestCounted() {
        let bytes = Array(String(repeating: ";\n", count: 1 << 20).utf8)
        let table = StringsFile(bytes: bytes)
        XCTAssertEqual(table.diagnostics.count, StringsParser.maximumErrors + 1)
        XCTAssertEqual(table.diagnostics.last?.description,
                       "21:1: error: 1048556 more errors in this file from here on, not listed; fix the ones above and read it again"
                       + " — iOS does not load this table, so none of its translations are shown")
        XCTAssertEqual(table.serialized(), bytes)
    }

    // MARK: What iOS loads (issue 17 item 15)

    func testEntriesBeforeAStrayCharacterAreLoadedAndTheMessageSaysSo() {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"2\";\n@\n\"c\" = \"3\";\n\"d\" = \"4\";\n".utf8)
        let table = StringsFile(bytes: bytes)
        XCTAssertEqual(foundationTable(bytes), ["a": "1", "b": "2"])
        XCTAssertEqual(table.diagnostics.map(\.description), [
            "3:1: error: expected a key (a quoted string) but found '@' — iOS reads only the 2 entries before 3:1; the 2 from there on are not loaded and show untranslated",
        ])
        XCTAssertEqual(table.table, ["a": "1", "b": "2", "c": "3", "d": "4"])
    }

    func testAnUnterminatedCommentOrKeyStopsReadingThere() {
        let comment = Array("\"a\" = \"1\";\n/* open\n\"b\" = \"2\";\n".utf8)
        XCTAssertEqual(foundationTable(comment), ["a": "1"])
        // The comment swallows "b", so no entry follows it: the message says what iOS reads.
        let commentTable = StringsFile(bytes: comment)
        XCTAssertEqual(commentTable.diagnostics.map(\.description), [
            "2:1: error: unterminated comment: '/*' without its closing '*/' — iOS reads the 1 entry before 2:1 and ignores the rest of the file",
        ])
        let key = Array("\"a\" = \"1\";\n\"b = 2;\n".utf8)
        XCTAssertEqual(foundationTable(key), ["a": "1"])
        XCTAssertEqual(StringsFile(bytes: key).diagnostics.first?.severity, .error)
    }

    func testInvalidUTF8IsNotReadAtAll() {
        for bytes in [Array("\"a\" = \"1\";\n/* ".utf8) + [0xFF] + Array(" */\n".utf8),
                      Array("\"a\" = \"Gr".utf8) + [0xF6, 0xDF] + Array("e\";\n".utf8)] {
            XCTAssertNil(foundationTable(bytes), "Foundation does not substitute U+FFFD: it loads nothing")
            let table = StringsFile(bytes: bytes)
            XCTAssertEqual(table.diagnostics.first?.message, "bytes that are not UTF-8 (the file was saved in another encoding, or damaged)")
            XCTAssertTrue(table.diagnostics.first?.reason.hasPrefix("iOS does not load this table") ?? false)
            XCTAssertEqual(table.serialized(), bytes)
        }
    }

    func testUTF16Details() {
        func utf16(_ text: String, bom: Bool = true) -> [UInt8] {
            (bom ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        // Without a byte-order mark Foundation cannot read it: an error, not a clean table.
        let noBOM = utf16("\"a\" = \"1\";\n", bom: false)
        XCTAssertNil(foundationTable(noBOM))
        XCTAssertEqual(StringsFile(bytes: noBOM).diagnostics.map(\.message), ["a UTF-16 table without a byte-order mark"])
        // An odd length: Foundation drops the last byte and reads the rest; a warning, and the bytes round-trip.
        let odd = utf16("\"a\" = \"1\";\n") + [0x41]
        XCTAssertEqual(foundationTable(odd), ["a": "1"])
        let oddTable = StringsFile(bytes: odd)
        XCTAssertEqual(oddTable.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(oddTable.table, ["a": "1"])
        XCTAssertEqual(oddTable.serialized(), odd)
        // A lone surrogate is one U+FFFD, as Foundation reads it.
        var lone = utf16("\"a\" = \"x")
        lone += [0x01, 0xD8]
        lone += utf16("y\";\n", bom: false)
        XCTAssertEqual(foundationTable(lone), ["a": "x\u{FFFD}y"])
        XCTAssertEqual(StringsFile(bytes: lone).table, ["a": "x\u{FFFD}y"])
        XCTAssertEqual(StringsFile(bytes: lone).serialized(), lone)
    }

    func testValuesThatAreNotStringsAreWarningsInEveryFormat() throws {
        let oldStyle = Array("\"a\" = (\"x\", \"y\");\n\"b\" = \"2\";\n\"c\" = <0a0b>;\n".utf8)
        XCTAssertEqual(try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(oldStyle), format: nil) as? [String: Any]).count, 3)
        let text = StringsFile(bytes: oldStyle)
        XCTAssertEqual(text.diagnostics.map(\.description), [
            "1:7: warning: the value of \"a\" is an array, not a string; write the text as a quoted string — iOS reads the table, but this key has no text to show",
            "3:7: warning: the value of \"c\" is data, not a string; write the text as a quoted string — iOS reads the table, but this key has no text to show",
        ])
        XCTAssertEqual(text.table, ["b": "2"])
        XCTAssertEqual(text.serialized(), oldStyle)

        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: ["a": "1", "n": 3, "list": ["x"]] as [String: Any], format: format, options: 0)
            var table = StringsFile(data: data)
            XCTAssertEqual(table.format, format == .binary ? .binaryPropertyList : .xmlPropertyList)
            XCTAssertEqual(table.table, ["a": "1"])
            XCTAssertEqual(table.diagnostics.map(\.message), [
                "the value of \"list\" is an array, not a string; write the text as a <string>",
                "the value of \"n\" is a number or a boolean, not a string; write the text as a <string>",
            ])
            XCTAssertFalse(table.diagnostics.contains { $0.message.contains("UTF-8") })
            // An edit keeps the values it does not understand.
            table.setValue("2", at: 0)
            let reread = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(table.serialized()), format: nil) as? [String: Any])
            XCTAssertEqual(reread["a"] as? String, "2")
            XCTAssertEqual(reread["n"] as? Int, 3)
            XCTAssertEqual(reread["list"] as? [String], ["x"])
        }
    }

    /// An XML list saved as UTF-16 with its byte-order mark (as old Xcode and translation tools wrote tables;
    /// Icy's zh_CN and zh_TW tables): CoreFoundation, and so iOS, reads it, its declaration saying UTF-8
    /// notwithstanding. Read as a list, not as a text table full of syntax errors.
    func testAnXMLListInUTF16IsReadAsAList() throws {
        // Foundation writes the list with its declaration of UTF-8; saved again as UTF-16, as those tables were.
        let written = try PropertyListSerialization.data(fromPropertyList: ["%d Hours Ago": "%d 小时前"], format: .xml, options: 0)
        let xml = try XCTUnwrap(String(data: written, encoding: .utf8))
        XCTAssertTrue(xml.contains("encoding=\"UTF-8\""))
        for (bom, encoding) in [([UInt8]([0xFF, 0xFE]), String.Encoding.utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian)] {
            let bytes = bom + [UInt8](try XCTUnwrap(xml.data(using: encoding)))
            XCTAssertNotNil(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String])
            let table = StringsFile(bytes: bytes)
            XCTAssertEqual(table.format, .xmlPropertyList)
            XCTAssertEqual(table.table, ["%d Hours Ago": "%d 小时前"])
            XCTAssertEqual(table.diagnostics.map(\.description), [])
            XCTAssertEqual(table.serialized(), bytes)
        }
        // A UTF-16 text table is still a text table.
        let text = [UInt8]([0xFF, 0xFE]) + [UInt8](try XCTUnwrap("\"a\" = \"<b>\";\n".data(using: .utf16LittleEndian)))
        XCTAssertEqual(StringsFile(bytes: text).format, .text)
    }

    /// Generated tables from pieces of the grammar, broken ones included: what the model of CoreFoundation
    /// says iOS loads is what Foundation loads, and the reader never loses a byte.
    func testTheModelOfCoreFoundationAgreesWithFoundationOnGeneratedTables() {
        // Well-formed entries, then up to three damages: a piece of the grammar inserted, a character deleted.
        let entries = ["\"k\" = \"v\";\n", "'q' = 'it\\'s';\n", "key = x.y;\n", "\"s\";\n", "/* c */\n\"a b\" = \"é\";\n",
                       "\"m\" = \"l1\nl2\";\n", "// c\n\"n\" = \"\\\"\";\r\n", "\"d\" = (\"x\", \"y\");\n", "\"e\" = <0a0b>;\n"]
        let damages = ["\"", "'", ";", "=", "@", "{", "}", "(", ")", "/*", "*/", "//", "“", "\\", "\n", " ", "\u{2028}", "x"]
        var random = SeededGenerator(seed: 17)
        var checked = 0
        var seen: [String: Int] = [:]
        for _ in 0..<4000 {
            var text = (0..<Int.random(in: 1...6, using: &random)).map { _ in entries[Int.random(in: 0..<entries.count, using: &random)] }.joined()
            if Bool.random(using: &random) { text = "{\n" + text + "}\n" }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                var scalars = Array(text.unicodeScalars)
                let at = Int.random(in: 0...scalars.count, using: &random)
                if Bool.random(using: &random), at < scalars.count { scalars.remove(at: at) } else {
                    scalars.insert(contentsOf: damages[Int.random(in: 0..<damages.count, using: &random)].unicodeScalars, at: at)
                }
                text = String(String.UnicodeScalarView(scalars))
            }
            let trimmed = text.drop { $0.isWhitespace }
            // Foundation sniffs `<` for XML and refuses empty data (the reader reads an empty table).
            if trimmed.isEmpty || trimmed.hasPrefix("<") { continue }
            let bytes = Array(text.utf8)
            let table = StringsFile(bytes: bytes)
            XCTAssertEqual(table.serialized(), bytes, text)
            let outcome = CoreFoundationReading.outcome(of: bytes)
            let foundation = foundationTable(bytes)
            switch outcome {
            case .fails: seen["fails", default: 0] += 1
            case .complete: seen[foundation?.isEmpty == false ? "complete" : "complete-empty", default: 0] += 1
            case .stopsEarly: seen[foundation?.isEmpty == false ? "stops" : "stops-empty", default: 0] += 1
            }
            switch outcome {
            case .fails:
                XCTAssertNil(foundation, "model says nothing loads: \(text.debugDescription)")
            case .complete:
                XCTAssertEqual(foundation, table.table, "model says everything loads: \(text.debugDescription)")
            case .stopsEarly(let offset):
                var loaded: [String: String] = [:]
                for entry in table.entries {
                    if case .span(let start, _) = entry.keyToken, Int(start) < offset { loaded[entry.key] = entry.value }
                }
                XCTAssertEqual(foundation, loaded, "model says reading stops at \(offset): \(text.debugDescription)")
            }
            // A table that Foundation loads whole has no error, only warnings at most.
            if outcome == .complete { XCTAssertFalse(table.hasErrors, text.debugDescription) }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 3000)
        // Every kind of outcome is exercised, with tables that load something.
        for kind in ["fails", "complete", "stops"] { XCTAssertGreaterThan(seen[kind, default: 0], 100, "\(kind): \(seen)") }
    }
}
