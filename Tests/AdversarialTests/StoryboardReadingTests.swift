import Foundation
import XCTest
@testable import L10nCLI
import L10nInterfaceBuilder

/// Issue 17 items 10, 16, 18 and 19: documents Interface Builder never writes are located errors where
/// they are read (or decoded correctly, with a warning), and nothing downstream traps on their numbers.
final class StoryboardReadingTests: XCTestCase {
    /// A hand-written one-scene storyboard: a label `lbl` in the root view, with `extra` constraints and
    /// label attributes.
    static func storyboard(labelText: String = "Größe", labelAttributes: String = "", constraints: String = "",
                           font: String = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
                           declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>") -> String {
        """
        \(declaration)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vc0-01-abc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="\(labelText)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"\(labelAttributes)>
                                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                                        \(font)
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                                    \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    func read(_ bytes: [UInt8]) throws -> IBDocument { try IBDocument(bytes: bytes, path: "Main.storyboard") }

    func assertReadError(_ text: String, line: Int, contains words: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try read(Array(text.utf8)), file: file, line: lineNumber) { error in
            let read = error as? IBReadError
            XCTAssertEqual(read?.line, line, "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(String(describing: error).contains(words), "\(error)", file: file, line: lineNumber)
        }
    }

    func testOtherEncodingsAreDecodedAsDeclaredWithAWarning() throws {
        // ISO-8859-1: "Größe" is 0xF6 0xDF; read as UTF-8 it used to come out as "Gr��e".
        let latin1 = Self.storyboard(declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        let latin1Document = try read(Array(latin1.data(using: .isoLatin1)!))
        XCTAssertEqual(IBStringsExtractor.entries(of: latin1Document).first?.value, "Größe")
        XCTAssertEqual(latin1Document.warnings.map(\.description), [
            "Main.storyboard:1:1: warning: the document is saved in ISO-8859-1; Interface Builder writes UTF-8, so it was read as ISO-8859-1 (save it as UTF-8 in Xcode to be safe)",
        ])
        let shiftJIS = Self.storyboard(labelText: "日本語", declaration: "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>")
        XCTAssertEqual(IBStringsExtractor.entries(of: try read(Array(shiftJIS.data(using: .shiftJIS)!))).first?.value, "日本語")
        // UTF-16 (a xib saved by another editor): read, not "text outside the root element".
        let utf16 = [UInt8](Self.storyboard().data(using: .utf16LittleEndian)!)
        let utf16Document = try read([0xFF, 0xFE] + utf16)
        XCTAssertEqual(IBStringsExtractor.entries(of: utf16Document).first?.value, "Größe")
        XCTAssertEqual(utf16Document.warnings.count, 1)
    }

    func testInvalidUTF8IsALocatedError() {
        var bytes = Array(Self.storyboard(labelText: "GrQQe").utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "Q"))!
        bytes[at] = 0xF6
        bytes[at + 1] = 0xDF
        XCTAssertThrowsError(try read(bytes)) { error in
            XCTAssertEqual((error as? IBReadError)?.line, 11)
            XCTAssertTrue(String(describing: error).contains("byte 0xF6 is not UTF-8"), "\(error)")
        }
    }

    func testBadNumbersAreLocatedErrors() {
        assertReadError(Self.storyboard(font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"1e308\"/>"),
                        line: 13, contains: "pointSize=\"1e308\" in <fontDescription> is not a font size")
        assertReadError(Self.storyboard().replacingOccurrences(of: "width=\"100\"", with: "width=\"1e309\""),
                        line: 12, contains: "width=\"1e309\" in <rect> is not a length")
        assertReadError(Self.storyboard(constraints: "<constraint firstItem=\"lbl\" firstAttribute=\"width\" constant=\"nan\" id=\"c3\"/>"),
                        line: 20, contains: "constant=\"nan\"")
        assertReadError(Self.storyboard(constraints: "<constraint firstItem=\"lbl\" firstAttribute=\"width\" constant=\"abc\" id=\"c3\"/>"),
                        line: 20, contains: "constant=\"abc\"")
        for multiplier in ["abc", "1/0", "1:0", "1e400"] {
            assertReadError(Self.storyboard(constraints: "<constraint firstItem=\"lbl\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"\(multiplier)\" id=\"c3\"/>"),
                            line: 20, contains: "multiplier=\"\(multiplier)\" is not a number")
        }
        assertReadError(Self.storyboard(labelAttributes: " horizontalHuggingPriority=\"inf\""), line: 11, contains: "horizontalHuggingPriority")
        // A `<size>` holds what Interface Builder writes for an AppKit text view's `maxSize` (10,000,000 points
        // high), but not a number beyond any use.
        let maxSize = "<size key=\"maxSize\" width=\"492\" height=\"10000000\"/>"
        XCTAssertNoThrow(try read(Array(Self.storyboard(font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>" + maxSize).utf8)))
        assertReadError(Self.storyboard(font: maxSize.replacingOccurrences(of: "10000000", with: "1e12")),
                        line: 13, contains: "height=\"1e12\" in <size> is not a length between -100,000,000 and 100,000,000 points")
    }

    /// A constraint naming an object the document does not have (Firefox Lockbox's item detail screen, three of them
    /// naming a view deleted long before its last release) does not stop Xcode from building the document: it is read,
    /// with a located warning, and the layout leaves the constraint out.
    func testAConstraintNamingNoObjectIsALocatedWarning() throws {
        let document = try read(Array(Self.storyboard(constraints: "<constraint firstItem=\"lbl\" firstAttribute=\"trailing\" secondItem=\"gone\" secondAttribute=\"trailing\" id=\"c3\"/>").utf8))
        XCTAssertEqual(document.warnings.map { "\($0.line):\($0.column) \($0.message)" }, [
            "20:29 secondItem=\"gone\" names no object of this document, so the constraint is left out of the layout: delete it or reconnect it in Interface Builder",
        ])
        XCTAssertEqual(try read(Array(Self.storyboard().utf8)).warnings, [])
    }

    func testDuplicateIDsAreLocatedErrors() {
        assertReadError(Self.storyboard().replacingOccurrences(of: "id=\"c2\"", with: "id=\"c1\""),
                        line: 19, contains: "id \"c1\" is used again (first at 18:")
    }

    func testAStoryboardThatIsAFolderIsALocatedError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj/Main.storyboard"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try IBDocument(contentsOf: root.appendingPathComponent("Base.lproj/Main.storyboard").path)) { error in
            XCTAssertTrue(String(describing: error).hasSuffix("Base.lproj/Main.storyboard: error: this is a folder, not a storyboard or xib file; remove it or replace it with the document"), "\(error)")
        }
        let run = runTool(["extract", "Base.lproj/Main.storyboard", "--stdout"], in: root)
        XCTAssertEqual(run.code, 2)
        XCTAssertFalse(run.stderr.contains("error: Base.lproj/Main.storyboard: error:"), run.stderr)
    }

    /// Numbers Interface Builder does write, chained so that the layout overflows Double: every command
    /// that lays out, checks or draws the scene ends with a code, never a trap.
    func testOverflowingLayoutsNeverTrap() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("overflow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        var subviews = ""
        var constraints = ""
        for index in 1...60 {
            subviews += "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n"
            let previous = index == 1 ? "lbl" : "v\(index - 1)"
            constraints += "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" secondItem=\"\(previous)\" secondAttribute=\"width\" multiplier=\"1000000\" id=\"w\(index)\"/>\n"
            constraints += "<constraint firstItem=\"v\(index)\" firstAttribute=\"height\" secondItem=\"\(previous)\" secondAttribute=\"height\" multiplier=\"1000000\" id=\"h\(index)\"/>\n"
        }
        let text = Self.storyboard(labelAttributes: " numberOfLines=\"0\"", constraints: constraints)
            .replacingOccurrences(of: "</subviews>", with: subviews + "</subviews>")
            .replacingOccurrences(of: "<label ", with: "<label adjustsFontSizeToFit=\"NO\" ")
        try text.write(to: root.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "\"lbl.text\" = \"Größenänderung der Schriftart im ganzen Dokument\";\n"
            .write(to: root.appendingPathComponent("de.lproj/Main.strings"), atomically: true, encoding: .utf8)
        XCTAssertNoThrow(try IBDocument(bytes: Array(text.utf8), path: "Main.storyboard"))
        for arguments in [["layout", "Base.lproj/Main.storyboard", "--format", "json"], ["layout", "Base.lproj/Main.storyboard"],
                          ["layout", "Base.lproj/Main.storyboard", "--language", "de"],
                          ["verify", "de", "--project", "."], ["render", "de", "--project", ".", "-o", "out"]] {
            let run = runTool(arguments, in: root)
            XCTAssertTrue([0, 1, 2].contains(run.code), "\(arguments): \(run.code) \(run.stderr)")
        }
    }
}
