import Foundation
import XCTest
@testable import L10nStrings

final class StringsEditingTests: XCTestCase {
    // Hand-written in ibtool's layout: leading blank line, comment, entry, one blank line between entries.
    let ibtool = """

        /* Class = "UILabel"; text = "Hello"; ObjectID = "aaa-11-bbb"; */
        "aaa-11-bbb.text" = "Hallo";

        /* Class = "UIButton"; normalTitle = "Back"; ObjectID = "ccc-22-ddd"; */
        "ccc-22-ddd.normalTitle" = "Zurück";

        """

    func testEditingAValueChangesOnlyThatValue() {
        var table = parse(ibtool)
        table.setValue("Servus \"du\"", at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self),
                       ibtool.replacingOccurrences(of: "\"Hallo\"", with: "\"Servus \\\"du\\\"\""))
        XCTAssertEqual(StringsFile(bytes: table.serialized()).entries[0].value, "Servus \"du\"")
    }

    func testEditingKeepsQuoteStyleAndExpandsShorthand() {
        var table = parse("'a' = 'x';\n\"b\";\nc = d;\n")
        table.setValue("it's", at: 0)
        table.setValue("B", at: 1)
        table.setValue("D", at: 2)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "'a' = 'it\\'s';\n\"b\" = \"B\";\nc = \"D\";\n")
        XCTAssertEqual(StringsFile(bytes: table.serialized()).table, ["a": "it's", "b": "B", "c": "D"])
    }

    func testAddingFollowsTheFilesLayout() {
        var table = parse(ibtool)
        table.addEntry(key: "eee-33-fff.placeholder", value: "Name", comment: "Class = \"UITextField\"; placeholder = \"Name\"; ObjectID = \"eee-33-fff\";")
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), ibtool + """

            /* Class = "UITextField"; placeholder = "Name"; ObjectID = "eee-33-fff"; */
            "eee-33-fff.placeholder" = "Name";

            """)
    }

    func testAddingToACompactLineCommentTableWithCRLF() {
        let text = "// one\r\n\"a\"=\"1\";\r\n// two\r\n\"b\"=\"2\";\r\n"
        var table = parse(text)
        XCTAssertEqual(table.lineEnding, .crlf)
        table.addEntry(key: "c", value: "3", comment: "three")
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), text + "// three\r\n\"c\"=\"3\";\r\n")
    }

    func testRemovingAnEntryTakesItsCommentAndLine() {
        var table = parse(ibtool)
        table.removeEntry(at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), """

            /* Class = "UIButton"; normalTitle = "Back"; ObjectID = "ccc-22-ddd"; */
            "ccc-22-ddd.normalTitle" = "Zurück";

            """)
    }

    func testRemovingTheFirstEntryKeepsTheOpeningBrace() {
        var table = parse("{\n\"a\" = \"1\";\n\"b\" = \"2\";\n}\n")
        table.removeEntry(at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "{\n\"b\" = \"2\";\n}\n")
        table.addEntry(key: "c", value: "3")
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), "{\n\"b\" = \"2\";\n\"c\" = \"3\";\n}\n")
    }

    func testReplacingAComment() {
        var table = parse(ibtool)
        table.setComment("Class = \"UILabel\"; text = \"Hi\"; ObjectID = \"aaa-11-bbb\";", at: 0)
        XCTAssertEqual(String(decoding: table.serialized(), as: UTF8.self), ibtool.replacingOccurrences(of: "text = \"Hello\"", with: "text = \"Hi\""))
        table.setComment(nil, at: 1)
        XCTAssertNil(StringsFile(bytes: table.serialized()).entries[1].comment)
    }

    func testEditsKeepEncodingBOMAndLineEndings() {
        for encoding in StringsEncoding.allCases {
            for bom in [true, false] where bom || encoding == .utf8 || encoding == .utf16LittleEndian || encoding == .utf16BigEndian {
                let text = "/* é */\r\n\"k\" = \"wert 😀\";\r\n"
                var bytes = bom ? encoding.byteOrderMark : []
                bytes += Transcoder.encode(Array(text.utf8), as: encoding)
                var table = StringsFile(bytes: bytes)
                XCTAssertEqual(table.encoding, encoding, "\(encoding) \(bom)")
                XCTAssertEqual(table.hasByteOrderMark, bom)
                XCTAssertEqual(table.serialized(), bytes)
                XCTAssertEqual(table.table, ["k": "wert 😀"], "\(encoding) \(bom)")
                table.addEntry(key: "n", value: "neu")
                var expected = bom ? encoding.byteOrderMark : []
                expected += Transcoder.encode(Array((text + "\"n\" = \"neu\";\r\n").utf8), as: encoding)
                XCTAssertEqual(table.serialized(), expected, "\(encoding) \(bom)")
            }
        }
    }

    func testLoneSurrogateInUTF16RoundTrips() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0, 0x01, 0xD8, 0x22, 0, 0x3B, 0]  // "\u{D801}"; UTF-16LE
        XCTAssertEqual(StringsFile(bytes: bytes).serialized(), bytes)
        StringsFuzzChecks.check(bytes)
    }

    func testPropertyListTablesAreRead() throws {
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: ["b": "2", "a": "1"], format: format, options: 0)
            var table = StringsFile(data: data)
            XCTAssertEqual(table.format, format == .binary ? .binaryPropertyList : .xmlPropertyList)
            XCTAssertEqual(table.entries.map(\.key), ["a", "b"])
            XCTAssertEqual(table.serialized(), [UInt8](data))
            table.setValue("zwei", at: 1)
            let reread = try PropertyListSerialization.propertyList(from: Data(table.serialized()), format: nil) as? [String: String]
            XCTAssertEqual(reread, ["a": "1", "b": "zwei"])
        }
    }

    func testAtomicWriteKeepsTheEncoding() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString).strings")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = StringsEncoding.utf16LittleEndian.byteOrderMark + Transcoder.encode(Array("\"a\" = \"1\";\n".utf8), as: .utf16LittleEndian)
        var table = StringsFile(bytes: bytes)
        table.setValue("2", at: 0)
        try AtomicFile.write(table, to: url)
        let written = try StringsFile(contentsOf: url)
        XCTAssertEqual(written.encoding, .utf16LittleEndian)
        XCTAssertTrue(written.hasByteOrderMark)
        XCTAssertEqual(written.table, ["a": "2"])
    }
}
