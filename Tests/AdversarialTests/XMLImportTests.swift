import Foundation
import XCTest
@testable import L10nCLI
import L10nProject
@testable import L10nStrings

/// Issue 17 items 2 and 6: XML imports refuse what could empty a translation or write outside the project,
/// and a file cut short is refused whole.
final class XMLImportTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localizations")

    /// An XLIFF as Xcode exports it, for the sample app's Main.storyboard (hand-written, two units).
    static func xliff(target: String = "de", source: String = "en", prolog: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(prolog)<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Base.lproj/Localizable.strings" source-language="\(source)" target-language="\(target)" datatype="plaintext">
            <body>
              <trans-unit id="checkout.total" xml:space="preserve">
                <source>Total: %@</source>
                <target>Summe: %@</target>
              </trans-unit>
              <trans-unit id="no.such.key" xml:space="preserve">
                <source>Ghost</source>
                <target>Geist</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """
    }

    func read(_ text: String) throws -> XLIFFDocument { try XLIFFDocument(bytes: Array(text.utf8)) }

    func testEntitiesAndDocumentTypesAreRefused() {
        let external = Self.xliff(prolog: "<!DOCTYPE xliff [<!ENTITY t SYSTEM \"file:///etc/passwd\">]>\n")
            .replacingOccurrences(of: "Summe: %@", with: "&t;")
        XCTAssertThrowsError(try read(external)) { error in
            XCTAssertEqual((error as? LocalizationFormatError)?.line, 2)
            XCTAssertTrue(String(describing: error).contains("document type declaration"), "\(error)")
        }
        let entityOnly = Self.xliff().replacingOccurrences(of: "<xliff ", with: "<!ENTITY x \"\">\n<xliff ")
        XCTAssertThrowsError(try read(entityOnly))
        // A .stringsdict keeps Xcode's plist header, but nothing more.
        let plist = { (header: String) in
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(header)\n<plist version=\"1.0\"><dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@c@</string></dict></dict></plist>\n".utf8)
        }
        XCTAssertNoThrow(try StringsdictPlurals(bytes: plist("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">")))
        XCTAssertThrowsError(try StringsdictPlurals(bytes: plist("<!DOCTYPE plist [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>"))) { error in
            XCTAssertEqual((error as? LocalizationFormatError)?.line, 2)
        }
    }

    func testAFileCutShortIsRefusedWhole() {
        let bytes = Array(Self.xliff().utf8)
        XCTAssertNoThrow(try XLIFFDocument(bytes: bytes))
        // Every cut after the first unit has begun: never a partial document.
        let firstUnit = Self.xliff().range(of: "<trans-unit")!.lowerBound.utf16Offset(in: Self.xliff())
        for cut in stride(from: firstUnit, to: bytes.count - 2, by: 7) {
            XCTAssertThrowsError(try XLIFFDocument(bytes: Array(bytes[0..<cut])), "cut at \(cut)") { error in
                XCTAssertFalse(String(describing: error).contains("NSXMLParserErrorDomain"), "\(error)")
            }
        }
        let plist = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict>".utf8)
        XCTAssertThrowsError(try StringsdictPlurals(bytes: plist)) { error in
            XCTAssertTrue(String(describing: error).contains("cut short"), "\(error)")
        }
    }

    func testLanguagesThatCouldNameAPathAreRefused() {
        for bad in ["de/../../x", "../../outside", "", "de.lproj"] {
            XCTAssertThrowsError(try read(Self.xliff(target: bad)), bad) { error in
                XCTAssertEqual((error as? LocalizationFormatError)?.line, 3, bad)
                XCTAssertTrue(String(describing: error).contains("target-language"), "\(error)")
            }
        }
        XCTAssertThrowsError(try read(Self.xliff(source: "../en")))
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "../../outside" : { "stringUnit" : { "state" : "translated", "value" : "x" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
        XCTAssertThrowsError(try StringCatalog(bytes: Array(catalog.utf8))) { error in
            XCTAssertEqual((error as? LocalizationFormatError)?.line, 6)
        }
        XCTAssertThrowsError(try StringCatalog(bytes: Array(catalog.replacingOccurrences(of: "../../outside", with: "").utf8)))
    }

    func testUnknownUnitsAreReturned() throws {
        let file = try XCTUnwrap(read(Self.xliff()).files.first)
        let unknown = file.units(notIn: ["checkout.total"])
        XCTAssertEqual(unknown.map(\.id), ["no.such.key"])
        XCTAssertEqual(unknown.first?.line, 9)
    }

    func testAFolderWhoseNameIsNoLanguageIsLeftOutAndListed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Base.lproj", "de.lproj", "x y.lproj", "Arabic.lproj", "de_CH-.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.groups.first?.languages, ["Base", "Arabic", "de"])
        XCTAssertEqual(workspace.ignoredFolders.map(\.lastPathComponent), ["de_CH-.lproj", "x y.lproj"])
    }

    /// The whole command: an XLIFF whose target-language climbs out of the project writes nothing anywhere.
    func testConvertNeverWritesOutsideTheProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("traversal-\(UUID().uuidString)")
        let project = root.appendingPathComponent("P")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.sample, to: project)
        for target in ["de/../../x", "../../outside", ""] {
            try Self.xliff(target: target).write(to: root.appendingPathComponent("evil.xliff"), atomically: true, encoding: .utf8)
            let run = runTool(["convert", "evil.xliff", "--to", "strings", "--project", "P"], in: root)
            XCTAssertEqual(run.code, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("evil.xliff:3:"), run.stderr)
        }
        let outside = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertEqual(outside, ["P", "evil.xliff"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".lproj").path))
    }
}

/// Runs the tool in-process and captures what it prints.
func runTool(_ arguments: [String], in directory: URL) -> (code: Int32, stdout: String, stderr: String) {
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let io = CommandIO(currentDirectory: directory, out: { box.out += $0 }, err: { box.err += $0 })
    let code = CommandLineTool.run(arguments, io: io)
    return (code, box.out, box.err)
}
