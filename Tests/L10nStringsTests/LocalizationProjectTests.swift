import Foundation
import XCTest
@testable import L10nStrings

final class LocalizationProjectTests: XCTestCase {
    func testFindsLprojsGroupsLanguagesTablesAndBaseDocuments() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["App/Base.lproj/Main.storyboard", "App/Base.lproj/Launch.xib", "App/de.lproj/Main.strings",
                     "App/de.lproj/Plurals.stringsdict", "App/en.lproj/Main.strings", "Pods/X/fr.lproj/Main.strings",
                     ".build/y/fr.lproj/Main.strings", "Kit/it.lproj/Localizable.strings"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let project = try LocalizationProject(root: root)
        XCTAssertEqual(project.groups.map(\.directory.lastPathComponent), ["App", "Kit"])
        let app = project.groups[0]
        XCTAssertEqual(app.languages, ["Base", "de", "en"])
        XCTAssertEqual(app.tables(in: "de"), ["Main"])
        XCTAssertEqual(app.stringsDictionaries(in: "de"), ["Plurals"])
        XCTAssertEqual(app.baseDocuments.map(\.lastPathComponent), ["Launch.xib", "Main.storyboard"])
        XCTAssertThrowsError(try LocalizationProject(root: root.appendingPathComponent("absent")))
    }
}
