import XCTest
import L10nStrings

final class XLIFFDocumentTests: XCTestCase {
    /// Hand-written in the layout `xcodebuild -exportLocalizations` produces (units sorted by id, a
    /// missing translation has no <target>, quotes unescaped in text), plus maxwidth on one unit.
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="l10nlayout" tool-name="l10nlayout" tool-version="1.0"/>
        </header>
        <body>
          <trans-unit id="3i8-2m-QFG.text" xml:space="preserve" maxwidth="120" size-unit="pixel">
            <source>Terms &amp; "conditions" &lt;3</source>
            <target>AGB &amp; „Bedingungen“ &lt;3</target>
            <note>Class = "UILabel"; text = "Terms &amp; \\"conditions\\" &lt;3"; ObjectID = "3i8-2m-QFG";</note>
          </trans-unit>
          <trans-unit id="HEQ-Bp-kx7.normalTitle" xml:space="preserve">
            <source>Start</source>
            <note>Class = "UIButton"; normalTitle = "Start"; ObjectID = "HEQ-Bp-kx7";</note>
          </trans-unit>
        </body>
      </file>
      <file original="en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="l10nlayout" tool-name="l10nlayout" tool-version="1.0"/>
        </header>
        <body>
          <trans-unit id="Two&#10;lines" xml:space="preserve">
            <source>Two
    lines</source>
            <target>Zwei
    Zeilen</target>
            <note>No comment provided by engineer.</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

    func testReadsAndWritesBackTheSameBytes() throws {
        let bytes = Array(Self.document.utf8)
        let document = try XLIFFDocument(bytes: bytes)
        XCTAssertEqual(document.files.map(\.original), ["Base.lproj/Main.storyboard", "en.lproj/Localizable.strings"])
        let first = document.files[0].units[0]
        XCTAssertEqual(first.source, "Terms & \"conditions\" <3")
        XCTAssertEqual(first.target, "AGB & „Bedingungen“ <3")
        XCTAssertEqual(first.maxWidth, 120)
        XCTAssertEqual(first.line, 8)
        XCTAssertNil(document.files[0].units[1].target)
        XCTAssertEqual(document.files[1].units[0].id, "Two\nlines")
        XCTAssertEqual(document.files[1].units[0].target, "Zwei\nZeilen")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), Self.document)
    }

    func testExportOrderIsXcodes() {
        let file = XLIFFFile(original: "a", sourceLanguage: "en", targetLanguage: "de", units: ["zAF-A7-1Oc.text", "%@/min", "HEQ.title", "3i8.text", "e0T.text"].map {
            XLIFFUnit(id: $0, source: $0, target: nil, note: nil)
        })
        XCTAssertEqual(file.sortedForExport().units.map(\.id), ["%@/min", "3i8.text", "HEQ.title", "e0T.text", "zAF-A7-1Oc.text"])
    }

    func testMalformedDocumentsAreErrorsWithLocations() {
        func failure(_ text: String) -> String {
            do { _ = try XLIFFDocument(bytes: Array(text.utf8)); return "no error" } catch { return error.description }
        }
        XCTAssertTrue(failure("<xliff version=\"1.2\">\n<file original=\"a\"><body>\n<trans-unit id=\"x\"><target>y</target></trans-unit>").hasPrefix("3:"))
        XCTAssertTrue(failure("<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"x\"><source>a</source><target>b <g id=\"1\">c</g></target></trans-unit></body></file></xliff>")
            .contains("inline XLIFF markup"))
        XCTAssertTrue(failure("<xliff version=\"2.0\"></xliff>").contains("XLIFF 2.0 is not supported"))
        XCTAssertTrue(failure("<html></html>").contains("root element must be <xliff>"))
        XCTAssertTrue(failure("<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"x\"></trans-unit></body></file></xliff>").contains("has no <source>"))
    }
}
