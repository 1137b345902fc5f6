import Foundation
import XCTest
import L10nProject

/// What ships, as the Workspace tells it from the Xcode project: a hand-written project whose App target
/// copies `App/Base.lproj/Main.storyboard` and its German table, beside an old copy of the storyboard no
/// target lists, and a Swift package whose resources no project lists.
final class WorkspaceShippingTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shipping-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String = "") throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tP0 = {isa = PBXProject; developmentRegion = de; knownRegions = (de, Base, fr, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
    \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (V1, F3, ); path = App; sourceTree = "<group>"; };
    \t\tV1 = {isa = PBXVariantGroup; children = (F1, F2, ); name = Main.storyboard; sourceTree = "<group>"; };
    \t\tF1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = Moved/Base.lproj/Settings.xib; sourceTree = "<group>"; };
    \t\tT1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
    \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F3; };
    \t};
    \trootObject = P0;
    }

    """

    func testOnlyWhatATargetBuildsShips() throws {
        try write("App.xcodeproj/project.pbxproj", Self.project)
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "Old/Base.lproj/Main.storyboard",
                     "Old/de.lproj/Main.strings", "Elsewhere/Base.lproj/Settings.xib", "Kit/Package.swift",
                     "Kit/Sources/Kit/Base.lproj/Panel.xib"] {
            try write(path)
        }
        let workspace = try Workspace(root: root)
        func ships(_ path: String) -> Bool { workspace.ships(root.appendingPathComponent(path)) }
        XCTAssertTrue(ships("App/Base.lproj/Main.storyboard"))
        XCTAssertTrue(ships("App/de.lproj/Main.strings"), "a variant group ships every child")
        XCTAssertFalse(ships("Old/Base.lproj/Main.storyboard"), "an old copy no target lists never ships")
        XCTAssertFalse(ships("Old/de.lproj/Main.strings"))
        // The project names App/Moved/Base.lproj/Settings.xib, which is not there: the tree was moved, and a
        // file with the same folder and name is that member.
        XCTAssertTrue(ships("Elsewhere/Base.lproj/Settings.xib"))
        XCTAssertTrue(ships("Kit/Sources/Kit/Base.lproj/Panel.xib"), "a Swift package's resources are the package's")
        XCTAssertEqual(workspace.developmentLanguage(), "de")
        XCTAssertEqual(workspace.declaredLanguagesWithoutTables(catalogLanguages: []), ["fr"])
    }

    func testWithoutAProjectEverythingShips() throws {
        try write("Old/Base.lproj/Main.storyboard")
        let workspace = try Workspace(root: root)
        XCTAssertNil(workspace.xcode)
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("Old/Base.lproj/Main.storyboard")))
        XCTAssertEqual(workspace.developmentLanguage(), "en")
    }

    /// A package ships what its targets' folders hold: `Sources/<name>` or the `path:` given. A package of
    /// prebuilt binaries only (a framework distributed to SwiftPM users beside its Xcode project) ships none
    /// of the tables beside its manifest; what ships is what the Xcode project lists.
    func testAPackageShipsItsTargetsFoldersOnly() throws {
        try write("App.xcodeproj/project.pbxproj", Self.project)
        try write("Package.swift", """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "App", targets: [.binaryTarget(name: "App", url: "https://example.com/App.zip", checksum: "0")])
            """)
        try write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit", dependencies: [], path: "KitCode", resources: [.process("Resources")]),
                    .target(name: "Extras"),
                    .testTarget(name: "KitTests", dependencies: [.target(name: "Kit")]),
                ]
            )
            """)
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/nb.lproj/Main.strings",
                     "Kit/KitCode/Base.lproj/Panel.xib", "Kit/Sources/Extras/de.lproj/Extras.strings", "Kit/Tests/KitTests/de.lproj/Fixture.strings",
                     "Kit/Demo/Base.lproj/Demo.storyboard"] {
            try write(path)
        }
        let workspace = try Workspace(root: root)
        func ships(_ path: String) -> Bool { workspace.ships(root.appendingPathComponent(path)) }
        XCTAssertTrue(ships("App/de.lproj/Main.strings"))
        XCTAssertFalse(ships("App/nb.lproj/Main.strings"), "no file reference of the variant group names it")
        XCTAssertTrue(ships("Kit/KitCode/Base.lproj/Panel.xib"))
        XCTAssertTrue(ships("Kit/Sources/Extras/de.lproj/Extras.strings"))
        XCTAssertFalse(ships("Kit/Tests/KitTests/de.lproj/Fixture.strings"), "a test target's files never reach users")
        XCTAssertFalse(ships("Kit/Demo/Base.lproj/Demo.storyboard"), "outside every target's folder")
    }
}
