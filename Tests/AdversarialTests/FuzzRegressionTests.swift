import Foundation
import XCTest
@testable import L10nInterfaceBuilder
@testable import L10nStrings

/// Every input the fuzzers (Fuzz/run.sh) found, kept in FuzzFindings/ and checked with the same
/// invariants: `xliff-*` with XLIFFFuzzChecks, `storyboard-*` with IBFuzzChecks, `strings-*` with
/// StringsFuzzChecks. A broken invariant stops the process, as in the fuzzer.
final class FuzzRegressionTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")

    func testEveryFindingPassesItsChecks() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            if name.hasPrefix("xliff-") { XLIFFFuzzChecks.check(bytes) }
            else if name.hasPrefix("storyboard-") { IBFuzzChecks.check(bytes) }
            else if name.hasPrefix("strings-") { StringsFuzzChecks.check(bytes) }
            else { XCTFail("\(name): name it xliff-, storyboard- or strings-") }
        }
    }

    /// The first finding: an attribute name that is not UTF-8 trapped inside FoundationXML's parser.
    func testAnXLIFFThatIsNotUTF8IsALocatedError() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("xliff-invalid-utf8-attribute-name.xliff")))
        XCTAssertThrowsError(try XLIFFDocument(bytes: bytes)) { error in
            XCTAssertEqual((error as? LocalizationFormatError)?.line, 2)
            XCTAssertTrue(String(describing: error).contains("byte 0xFF is not UTF-8"), "\(error)")
        }
        // A UTF-16 export (with its byte-order mark) is read.
        let utf16 = [UInt8](XMLImportTests.xliff().replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16LittleEndian)!)
        XCTAssertEqual(try XLIFFDocument(bytes: [0xFF, 0xFE] + utf16).files.first?.units.first?.target, "Summe: %@")
    }

    /// The second: a processing instruction without data (`<?xml?>` after the start) crashed FoundationXML
    /// (strlen of a null pointer), in XLIFF and in .stringsdict reading alike.
    func testAProcessingInstructionWithoutDataIsALocatedError() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("xliff-processing-instruction-without-data.xliff")))
        XCTAssertThrowsError(try XLIFFDocument(bytes: bytes))
        let inside = XMLImportTests.xliff().replacingOccurrences(of: "<body>", with: "<body><?pi?>")
        XCTAssertThrowsError(try XLIFFDocument(bytes: Array(inside.utf8))) { error in
            XCTAssertTrue(String(describing: error).contains("processing instruction without data"), "\(error)")
        }
        let plist = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><?pi?><dict/></plist>\n".utf8)
        XCTAssertThrowsError(try StringsdictPlurals(bytes: plist)) { error in
            XCTAssertEqual((error as? LocalizationFormatError)?.line, 2)
        }
    }

    /// The third: the XLIFF fuzzer ran out of memory after 1.5 million inputs, most declaring odd encodings
    /// (libxml2's converters leak); the text is UTF-8 by then, so another declared encoding is refused.
    func testAnotherDeclaredEncodingIsRefused() {
        let latin1 = XMLImportTests.xliff().replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
        XCTAssertThrowsError(try XLIFFDocument(bytes: Array(latin1.utf8))) { error in
            XCTAssertEqual(String(describing: error), "1:1: the file declares encoding ISO-8859-1; Xcode writes the XLIFF file in UTF-8: save it as UTF-8")
        }
    }

    /// A malformed XML declaration made FoundationXML keep tens of KB per document (the fuzzer ran out of
    /// memory): it is refused before the parser sees it.
    func testAMalformedDeclarationIsRefusedFirst() {
        for declaration in ["<?xml verh7on=\"1.0\" encoding=\"UTF-8\"?>", "<?xml carict.xsd\">", "<?xml version=\"1.0\" encodr]?>", "<?xml?>"] {
            let text = XMLImportTests.xliff().replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: declaration)
            XCTAssertThrowsError(try XLIFFDocument(bytes: Array(text.utf8)), declaration) { error in
                XCTAssertEqual(String(describing: error), "1:1: the XML declaration is malformed; Xcode writes <?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            }
        }
        XCTAssertNoThrow(try XLIFFDocument(bytes: Array(XMLImportTests.xliff().replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding='utf-8' standalone=\"yes\"").utf8)))
    }
}
