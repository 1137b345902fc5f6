import XCTest
@testable import L10nProject
import L10nStrings

/// The development language is the Xcode project's development region. A project made before Xcode 4 says
/// `English` whatever the app's language; when its Info.plist writes out another region the app has a folder
/// for (`fr_FR`, which iOS reads to fall back on), that one is the app's. Without a project, or with a modern
/// one, the Info.plist does not decide: LavanApp's says `es` while its texts are English.
final class DevelopmentLanguageTests: XCTestCase {
    private var root = FileManager.default.temporaryDirectory.appendingPathComponent("devlang-\(UUID().uuidString)")

    override func setUp() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("devlang-\(UUID().uuidString)")
        let folder = root
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes `text` at `path` below the test's folder.
    private func write(_ text: String, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testAnOldProjectsInfoPlistNamesTheRegion() throws {
        func plist(_ region: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string></dict></plist>
            """
        }
        func project(_ region: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 46;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = \(region); knownRegions = (en, fr, ); mainGroup = G0; targets = (); };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t};
            \trootObject = P0;
            }

            """
        }
        try write("\"a\" = \"b\";\n", "fr.lproj/Localizable.strings")
        try write("\"a\" = \"c\";\n", "en.lproj/Localizable.strings")
        try write(plist("fr_FR"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en", "without a project")
        try write(project("English"), "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "fr")
        try write(plist("$(DEVELOPMENT_LANGUAGE)"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
        try write(plist("fr_FR"), "Info.plist")
        try write(project("en"), "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en", "a modern project's region")
        // Horizon: `zh_CN` in an old project whose Chinese folders are `zh-Hans.lproj` and `zh-Hant.lproj` is `zh-Hans`.
        try write(project("English"), "App.xcodeproj/project.pbxproj")
        try write(plist("zh_CN"), "Info.plist")
        try write("\"a\" = \"乙\";\n", "zh-Hans.lproj/Localizable.strings")
        try write("\"a\" = \"乙\";\n", "zh-Hant.lproj/Localizable.strings")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "zh-Hans")
        try write(plist("zh_TW"), "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "zh-Hant")
    }

    /// A modern project naming a region its app's bundle has no folder of (Xcode's template `en` in HeavenMemoirs, a
    /// Chinese app with Chinese Base documents and only a `zh-Hans` folder): the region its Info.plist writes out,
    /// which iOS falls back to, is the app's when the bundle has it (not a library's folder). With an English folder in
    /// the bundle, the project's region stands.
    func testAModernProjectsRegionWithoutAFolderYieldsToTheInfoPlist() throws {
        func project(languages: [String]) -> String {
            let children = languages.enumerated().map { "F\($0.offset)" }.joined(separator: ", ")
            let files = languages.enumerated().map { index, language in
                "\t\tF\(index) = {isa = PBXFileReference; name = \(language); path = \(language).lproj/Localizable.strings; sourceTree = \"<group>\"; };\n"
            }.joined()
            return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 46;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, zh-Hans, ); mainGroup = G0; targets = (T0, ); };
            \t\tG0 = {isa = PBXGroup; children = (V0, ); sourceTree = "<group>"; };
            \t\tV0 = {isa = PBXVariantGroup; children = (\(children), ); name = Localizable.strings; sourceTree = "<group>"; };
            \(files)\t\tT0 = {isa = PBXNativeTarget; buildConfigurationList = L0; buildPhases = (R0, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tR0 = {isa = PBXResourcesBuildPhase; files = (B0, ); };
            \t\tB0 = {isa = PBXBuildFile; fileRef = V0; };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist; }; name = Release; };
            \t};
            \trootObject = P0;
            }

            """
        }
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>zh_CN</string></dict></plist>
            """, "Info.plist")
        try write("\"a\" = \"乙\";\n", "zh-Hans.lproj/Localizable.strings")
        try write(project(languages: ["zh-Hans"]), "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "zh-Hans")
        // A region only a library's folder has is not the app's to fall back on.
        try write("\"a\" = \"b\";\n", "Vendor/fr.lproj/Library.strings")
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>fr_FR</string></dict></plist>
            """, "Info.plist")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
        try write("\"a\" = \"b\";\n", "en.lproj/Localizable.strings")
        try write(project(languages: ["zh-Hans", "en"]), "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
    }

    /// An XcodeGen spec names the language in its options or, as Tehilim's does, in the `DEVELOPMENT_LANGUAGE` setting
    /// the app's `CFBundleDevelopmentRegion` reads.
    func testAnXcodeGenSpecsDevelopmentLanguageSetting() throws {
        try write("\"a\" = \"b\";\n", "App/fr.lproj/Localizable.strings")
        try write("\"a\" = \"c\";\n", "App/en.lproj/Localizable.strings")
        try write("let x = 1\n", "App/App.swift")
        let targets = "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
        try write("name: Demo\nsettings:\n  base:\n    DEVELOPMENT_LANGUAGE: fr\n" + targets, "project.yml")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "fr")
        try write("name: Demo\noptions:\n  developmentLanguage: fr\n" + targets, "project.yml")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "fr")
        try write("name: Demo\n" + targets, "project.yml")
        XCTAssertEqual(try Workspace(root: root).developmentLanguage(), "en")
    }

    func testLikelyScriptsComeFromICU() throws {
        let scripts = ["zh-CN", "zh_SG", "zh-Hans-HK", "zh-TW", "zh_HK", "zh-Hant", "sr-Latn", "ja-JP"].compactMap(LanguageCode.init).map(Workspace.likelyScript(of:))
        XCTAssertEqual(scripts, ["Hans", "Hans", "Hans", "Hant", "Hant", "Hant", "Latn", "Jpan"])
    }
}
