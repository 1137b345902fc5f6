import XCTest
@testable import L10nProject

/// iOS falls back on the development region its Info.plist writes out, whatever the Xcode project says: an
/// old project keeps `developmentRegion = English` while the app's plist says `fr_FR`, and its base texts
/// are French.
final class DevelopmentLanguageTests: XCTestCase {
    func testTheInfoPlistsDevelopmentRegionWins() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("devlang-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func plist(_ region: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string></dict></plist>
            """
        }
        try write("\"a\" = \"b\";\n", "fr.lproj/Localizable.strings")
        try write("\"a\" = \"c\";\n", "en.lproj/Localizable.strings")
        try write(plist("$(DEVELOPMENT_LANGUAGE)"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
        try write(plist("fr_FR"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "fr")
        try write(plist("English"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
    }
}
