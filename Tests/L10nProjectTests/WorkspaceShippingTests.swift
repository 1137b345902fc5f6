import Foundation
import XCTest
@testable import L10nProject

/// What ships, as the Workspace tells it from the Xcode project: a hand-written project whose App target
/// copies `App/Base.lproj/Main.storyboard` and its German table, beside an old copy of the storyboard no
/// target lists, and a Swift package whose resources no project lists.
final class WorkspaceShippingTests: TemporaryFolderTestCase {
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

    /// A copy of the whole repository inside the project's folder (KafeCam's `KafeCam.xcodeproj/KafeCam.xcodeproj`
    /// beside `KafeCam.xcodeproj/es.lproj`): Xcode opens `App.xcodeproj` as one package and never the project
    /// inside it, so neither that project nor the copy's tables ship.
    func testAProjectInsideAnotherProjectsFolderIsNoProject() throws {
        try write("App.xcodeproj/project.pbxproj", Self.project)
        try write("App.xcodeproj/App.xcodeproj/project.pbxproj", Self.project)
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App.xcodeproj/App/Base.lproj/Main.storyboard",
                     "App.xcodeproj/App/de.lproj/Main.strings"] {
            try write(path)
        }
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.xcodeProjects.map { workspace.relativePath($0) }, ["App.xcodeproj"])
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("App/de.lproj/Main.strings")))
        XCTAssertFalse(workspace.ships(root.appendingPathComponent("App.xcodeproj/App/de.lproj/Main.strings")))
    }

    /// A repository often lacks a file or two its project lists (etmam never committed `meetingDatabaseVM.swift`,
    /// FunnyFm's `R.generated.swift` is generated at build time): the folder still holds the app's code, unless
    /// more are missing or a missing one is named as a screen, which could create what no file here names.
    func testAFewMissingSourcesThatOpenNoScreenLeaveTheAppWhole() throws {
        func project(_ names: [String]) -> String {
            let files = names.enumerated().map { "\t\tF\($0.offset) = {isa = PBXFileReference; path = \"App/\($0.element)\"; sourceTree = \"<group>\"; };" }
            let builds = names.indices.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
            return """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjectVersion = 56;
                \tobjects = {
                \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
                \t\tG0 = {isa = PBXGroup; children = (\(names.indices.map { "F\($0), " }.joined())); sourceTree = "<group>"; };
                \(files.joined(separator: "\n"))
                \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
                \t\tS1 = {isa = PBXSourcesBuildPhase; files = (\(names.indices.map { "B\($0), " }.joined())); };
                \(builds.joined(separator: "\n"))
                \t};
                \trootObject = P0;
                }

                """
        }
        let present = (1...38).map { "Model\($0).swift" } + ["AppDelegate.swift"]
        for name in present { try write("App/\(name)", "final class \(name.dropLast(6)) {}\n") }
        func whole(missing: [String]) throws -> Bool {
            try write("App.xcodeproj/project.pbxproj", project(present + missing))
            return try Workspace(root: root).hasAllSources
        }
        XCTAssertTrue(try whole(missing: []))
        XCTAssertTrue(try whole(missing: ["MeetingDatabaseVM.swift", "R.generated.swift"]))
        XCTAssertFalse(try whole(missing: ["MeetingDatabaseVM.swift", "R.generated.swift", "Secrets.swift"]), "three are too many")
        XCTAssertFalse(try whole(missing: ["ProfileView.swift"]), "a screen's file could create any view")
        XCTAssertFalse(try whole(missing: ["OnboardingCoordinator.swift"]))
        // A library whose folder the checkout lacks (a submodule not fetched: google-authenticator's Google Toolbox for
        // Mac) leaves the app's own code whole, however many files it has; files missing beside the app's still count.
        let toolbox = ["GTMRegex.m", "GTMStringEncoding.m", "GTMObjC2Runtime.m", "GTMSystemVersion.m"].map { "GoogleToolbox/Foundation/" + $0 }
        XCTAssertTrue(try whole(missing: toolbox))
        XCTAssertTrue(try whole(missing: toolbox + ["R.generated.swift"]))
        XCTAssertFalse(try whole(missing: toolbox + ["MeetingDatabaseVM.swift", "R.generated.swift", "Secrets.swift"]), "three beside the app's own")
        XCTAssertFalse(try whole(missing: toolbox + ["GoogleToolbox/UIKit/GTMUIAlertViewController.m"]), "a screen's file could create any view")
        // Such a library's category of a UIKit class adds methods to it, no screen (Biblical Zoo's UIAlertView-Blocks);
        // one missing beside the app's own files still counts.
        let blocks = ["UIAlertView+Blocks.m", "UIActionSheet+Blocks.m", "RIButtonItem.m"].map { "External/UIAlertView-Blocks/" + $0 }
        XCTAssertTrue(try whole(missing: blocks))
        XCTAssertFalse(try whole(missing: ["UIAlertView+Blocks.m"]), "beside the app's own files")
        XCTAssertFalse(try whole(missing: toolbox + ["GoogleToolbox/UIKit/MyViewController+Layout.m"]), "a category of the app's own screen")
        // Git leaves a submodule not fetched as an empty folder: still absent.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/External/UIAlertView-Blocks"), withIntermediateDirectories: true)
        XCTAssertTrue(try whole(missing: blocks))
        // A library's own project (high-gps-tracker's copy of CorePlot's, without its sources) builds its views without the
        // app's headers: they create none of the app's types. The same file in the app's project might.
        let plot = ["CorePlot/Source/CPGraphHostingView.m", "CorePlot/Source/CPXYGraph.m"]
        try write("CorePlot.xcodeproj/project.pbxproj", project(plot).replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.library.static"))
        XCTAssertTrue(try whole(missing: []))
        XCTAssertFalse(try whole(missing: plot))
        try FileManager.default.removeItem(at: root.appendingPathComponent("CorePlot.xcodeproj"))
    }

    /// A Mac's file system ignores letter case, so one folder there is two in a Git checkout made elsewhere:
    /// SASAbus keeps `Controller/Intro/Page/` and `Controller/intro/IntroViewController.swift`, and its project
    /// lists both under `Intro`. The source is on disk, and the folder holds all the app's sources.
    func testASourceListedInOtherLetterCaseIsOnDisk() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = App/Intro/Intro.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = App/Intro/Page/Page.swift; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
            \t};
            \trootObject = P0;
            }

            """)
        try write("App/intro/Intro.swift", "final class Intro {}\n")
        try write("App/Intro/Page/Page.swift", "final class Page {}\n")
        try write("App/AppDelegate.swift", "@main final class AppDelegate {}\n")
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.compiledSources.map { workspace.relativePath($0) },
                       ["App/AppDelegate.swift", "App/Intro/Page/Page.swift", "App/intro/Intro.swift"])
        XCTAssertTrue(workspace.hasAllSources)
    }

    /// A target's `INFOPLIST_FILE` is found in the letter case the disk has: Sprite Pencil's Messages extension names
    /// `messages/Info.plist` for the folder `Messages`.
    func testATargetsInfoPlistNamedInOtherLetterCaseIsFound() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Messages; productType = "com.apple.product-type.app-extension.messages"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = messages/Info.plist; }; name = Release; };
            \t};
            \trootObject = P0;
            }

            """)
        try write("Messages/Info.plist", "<plist><dict/></plist>\n")
        let project = try XCTUnwrap(Workspace(root: root).xcode?.projects.first)
        let target = try XCTUnwrap(project.targets.first)
        XCTAssertEqual(project.infoPlistURLs(of: target).map { $0.path.replacingOccurrences(of: root.path, with: "") }, ["/Messages/Info.plist"])
    }

    /// A branch is left out of a file only where every target compiling it leaves it out: Pyto's editor, compiled by its
    /// app and its widget (whose Release configuration sets `WIDGET`), keeps its `#if !WIDGET` code in the app; a file
    /// only the widget compiles does not.
    func testABranchIsLeftOutWhereEveryTargetCompilingTheFileLeavesItOut() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Editor.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; }; name = Release; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = WIDGET; }; name = Release; };
            \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B3, B4, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB4 = {isa = PBXBuildFile; fileRef = F3; };
            \t};
            \trootObject = P0;
            }

            """)
        try write("Editor.swift", "#if !WIDGET\nlet title = NSLocalizedString(\"Editor\", comment: \"\")\n#endif\n")
        try write("Widget.swift", "#if !WIDGET\nlet hidden = NSLocalizedString(\"Hidden\", comment: \"\")\n#endif\n")
        try write("AppDelegate.swift", "@main final class AppDelegate {}\n")
        let workspace = try Workspace(root: root)
        let leftOut = workspace.sourceIndex.unusedLookups.filter { $0.reason == .compiledOut }.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        XCTAssertEqual(leftOut, ["Widget.swift"])
    }

    /// The same project as an XML property list (`plutil -convert xml1`; Xcode opens it as it is), naming the
    /// app's folder in other letter case than the disk (`app`), with `developmentRegion = English`, as
    /// projects made before Xcode 4 say it. Beside it an old copy of every table at the root.
    static let xmlProject = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>archiveVersion</key><string>1</string>
    	<key>objects</key>
    	<dict>
    		<key>P0</key>
    		<dict><key>isa</key><string>PBXProject</string><key>developmentRegion</key><string>English</string>
    			<key>knownRegions</key><array><string>en</string><string>Base</string><string>de</string></array>
    			<key>mainGroup</key><string>G0</string><key>targets</key><array><string>T1</string></array>
    			<key>hasScannedForEncodings</key><false/></dict>
    		<key>G0</key><dict><key>isa</key><string>PBXGroup</string><key>children</key><array><string>G1</string></array><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>G1</key><dict><key>isa</key><string>PBXGroup</string><key>children</key><array><string>V1</string><string>F3</string></array><key>path</key><string>app</string><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>V1</key><dict><key>isa</key><string>PBXVariantGroup</string><key>children</key><array><string>F1</string><string>F2</string></array><key>name</key><string>Main.storyboard</string><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>F1</key><dict><key>isa</key><string>PBXFileReference</string><key>name</key><string>Base</string><key>path</key><string>Base.lproj/Main.storyboard</string><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>F2</key><dict><key>isa</key><string>PBXFileReference</string><key>name</key><string>de</string><key>path</key><string>de.lproj/Main.strings</string><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>F3</key><dict><key>isa</key><string>PBXFileReference</string><key>path</key><string>AppDelegate.swift</string><key>sourceTree</key><string>&lt;group&gt;</string></dict>
    		<key>T1</key><dict><key>isa</key><string>PBXNativeTarget</string><key>buildPhases</key><array><string>R1</string><string>S1</string></array><key>name</key><string>App</string><key>productType</key><string>com.apple.product-type.application</string></dict>
    		<key>R1</key><dict><key>isa</key><string>PBXResourcesBuildPhase</string><key>files</key><array><string>B1</string></array></dict>
    		<key>S1</key><dict><key>isa</key><string>PBXSourcesBuildPhase</string><key>files</key><array><string>B2</string></array></dict>
    		<key>B1</key><dict><key>isa</key><string>PBXBuildFile</string><key>fileRef</key><string>V1</string></dict>
    		<key>B2</key><dict><key>isa</key><string>PBXBuildFile</string><key>fileRef</key><string>F3</string></dict>
    	</dict>
    	<key>rootObject</key><string>P0</string>
    </dict>
    </plist>

    """

    func testAnXMLProjectNamingFoldersInOtherLetterCaseShipsWhatItsTargetsBuild() throws {
        try write("App.xcodeproj/project.pbxproj", Self.xmlProject)
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/AppDelegate.swift",
                     "Base.lproj/Main.storyboard", "de.lproj/Main.strings", "Old.swift"] {
            try write(path)
        }
        let workspace = try Workspace(root: root)
        func ships(_ path: String) -> Bool { workspace.ships(root.appendingPathComponent(path)) }
        XCTAssertEqual(workspace.xcode?.errors, [], "an XML property list is a project file Xcode reads")
        XCTAssertTrue(ships("App/Base.lproj/Main.storyboard"))
        XCTAssertTrue(ships("App/de.lproj/Main.strings"), "`app` names the folder `App` on a Mac's file system")
        XCTAssertFalse(ships("Base.lproj/Main.storyboard"), "the member is on disk in other letter case: the root copy is not it")
        XCTAssertFalse(ships("de.lproj/Main.strings"))
        XCTAssertEqual(workspace.compiledSources.map(\.lastPathComponent), ["AppDelegate.swift"])
        XCTAssertEqual(workspace.compiledSources.first?.path, root.appendingPathComponent("App/AppDelegate.swift").standardizedFileURL.path,
                       "the source on disk, in its own letter case")
        XCTAssertTrue(workspace.hasAllSources)
        XCTAssertEqual(workspace.developmentLanguage(), "en", "`English` is the legacy name of en")
    }

    /// A repository that holds the project's source folder with the project moved into it: the project names
    /// `App/Screen.swift`, the file is `Screen.swift`. The one file of that name is the member (as for
    /// resources); a source no target lists is not compiled.
    func testSourcesMovedWithTheirTreeAreTheProjectsMembers() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = App/Screen.swift; sourceTree = SOURCE_ROOT; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t};
            \trootObject = P0;
            }

            """
        try write("App.xcodeproj/project.pbxproj", project)
        try write("Screen.swift", "final class Screen {}\n")
        try write("Unused.swift", "final class Unused {}\n")
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.compiledSources.map(\.lastPathComponent), ["Screen.swift"])
        XCTAssertTrue(workspace.hasAllSources)
    }

    /// A repository that is the project's `App` folder itself, with the project beside its contents
    /// (AuthenticKey's): the project names `App/Localizable.xcstrings` and `App/de.lproj/Main.strings`, the files
    /// are `Localizable.xcstrings` and `de.lproj/Main.strings`, whatever the clone's folder is called. They ship;
    /// a table the project does not name stays out.
    func testResourcesOfAMissingFolderSittingInItsParentShip() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (L1, ); name = Main.strings; sourceTree = "<group>"; };
            \t\tL1 = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = V1; };
            \t};
            \trootObject = P0;
            }

            """
        try write("App.xcodeproj/project.pbxproj", project)
        try write("Localizable.xcstrings", "{}")
        try write("de.lproj/Main.strings", "")
        try write("de.lproj/Other.strings", "")
        let workspace = try Workspace(root: root)
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("Localizable.xcstrings")))
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("de.lproj/Main.strings")))
        XCTAssertFalse(workspace.ships(root.appendingPathComponent("de.lproj/Other.strings")))
    }

    func testWithoutAProjectEverythingShips() throws {
        try write("Old/Base.lproj/Main.storyboard")
        let workspace = try Workspace(root: root)
        XCTAssertNil(workspace.xcode)
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("Old/Base.lproj/Main.storyboard")))
        XCTAssertEqual(workspace.developmentLanguage(), "en")
    }

    /// A Tuist manifest without the project it generates beside it (Olvid checks in `Project.swift` files and one
    /// example's `.xcodeproj`): the example's targets do not say what the app ships, so everything does. A manifest
    /// beside its checked-in project (XcodeGen users who commit both), or deeper down than a checked-in project (a
    /// module's or a tool's), leaves the project in charge.
    func testAManifestWhoseGeneratedProjectIsNotCheckedInLeavesEverythingShipping() throws {
        try write("Sources/App/UI/Editor/Examples/Demo/App.xcodeproj/project.pbxproj", Self.project)
        try write("Sources/App/Project.swift", "import ProjectDescription\n\nlet project = Project(name: \"App\", targets: [])\n")
        try write("Sources/App/de.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let workspace = try Workspace(root: root)
        XCTAssertNil(workspace.xcode)
        XCTAssertEqual(workspace.uncheckedInProjectManifest.map { workspace.relativePath($0) }, "Sources/App/Project.swift")
        XCTAssertTrue(workspace.ships(root.appendingPathComponent("Sources/App/de.lproj/Localizable.strings")))

        // A project checked in at the top beside a module's manifest deeper down is the app's own.
        try write("App.xcodeproj/project.pbxproj", Self.project)
        let appProjectAbove = try Workspace(root: root)
        XCTAssertNil(appProjectAbove.uncheckedInProjectManifest)
        XCTAssertNotNil(appProjectAbove.xcode)

        try write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Project.swift"))
        let generatedBeside = try Workspace(root: root)
        XCTAssertNil(generatedBeside.uncheckedInProjectManifest)
        XCTAssertNotNil(generatedBeside.xcode)
    }

    /// A project whose only target runs an external build tool (PojavLauncher's legacy target runs `gmake`, whose
    /// Makefile copies every `.lproj` folder into the app) lists no resource: what ships is the tool's to say, so
    /// everything does. Beside a project that builds with its own phases, only what lies in its folder does.
    func testAProjectAnExternalToolBuildsSaysNothingOfWhatShips() throws {
        let legacy = Self.project
            .replacingOccurrences(of: "T1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = \"com.apple.product-type.application\"; };",
                                  with: "T1 = {isa = PBXLegacyTarget; buildPhases = (); buildToolPath = /usr/bin/make; name = Launcher; };")
        XCTAssertNotEqual(legacy, Self.project)
        try write("Launcher/Launcher.xcodeproj/project.pbxproj", legacy)
        try write("Launcher/resources/sv.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let alone = try Workspace(root: root)
        XCTAssertNil(alone.xcode)
        XCTAssertEqual(alone.externallyBuiltProjects.map { alone.relativePath($0) }, ["Launcher/Launcher.xcodeproj"])
        XCTAssertTrue(alone.ships(root.appendingPathComponent("Launcher/resources/sv.lproj/Localizable.strings")))

        try write("App.xcodeproj/project.pbxproj", Self.project)
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/Moved/Base.lproj/Settings.xib", "Old/de.lproj/Main.strings"] {
            try write(path)
        }
        let beside = try Workspace(root: root)
        XCTAssertEqual(beside.xcode?.projects.map(\.url.lastPathComponent), ["App.xcodeproj"])
        XCTAssertTrue(beside.ships(root.appendingPathComponent("Launcher/resources/sv.lproj/Localizable.strings")))
        XCTAssertFalse(beside.ships(root.appendingPathComponent("Old/de.lproj/Main.strings")), "the app's project still says what it builds")
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

    /// An app whose screens live in a local Swift package compiles little more than its entry point in the project:
    /// the code it runs is the package's targets its products bring, and what those depend on, by name, by
    /// `.target`/`.product`, or by a constant of the manifest (`.helpers`), across packages; a product a helper
    /// makes (`.singleTargetLibrary("Map")`) is the target of its name. Not a target no linked product needs, a test
    /// target, nor a test kit only tests depend on.
    func testTheCodeOfLinkedPackageTargetsIsCompiled() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); name = AppTests; packageProductDependencies = (D3, ); productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tD1 = {isa = XCSwiftPackageProductDependency; productName = Feature; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = Map; };
            \t\tD3 = {isa = XCSwiftPackageProductDependency; productName = FeatureTestKit; };
            \t};
            \trootObject = P0;
            }

            """)
        try write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "Feature", targets: ["Feature"]),
                    .library(name: "FeatureTestKit", targets: ["FeatureTestKit"]),
                    .singleTargetLibrary("Map"),
                ],
                dependencies: [.package(path: "../Shared")],
                targets: [
                    .target(name: "Feature", dependencies: ["Core", .helpers, .product(name: "Strings", package: "Shared")]),
                    .target(name: "Core", path: "Sources/CoreCode"),
                    .target(name: "Helpers"),
                    .target(name: "Map", dependencies: [.target(name: "Core")]),
                    .target(name: "Unused"),
                    .target(name: "FeatureTestKit", dependencies: ["Feature"]),
                    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                ]
            )
            extension Target.Dependency {
                static let helpers = byName(name: "Helpers")
            }
            extension Product {
                static func singleTargetLibrary(_ name: String) -> Product { .library(name: name, targets: [name]) }
            }
            """)
        try write("Shared/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shared", products: [.library(name: "Strings", targets: ["Strings"])],
                                  targets: [.target(name: "Strings"), .target(name: "Other")])
            """)
        let files = ["App/App.swift", "Kit/Sources/Feature/FeatureView.swift", "Kit/Sources/CoreCode/Model.swift",
                     "Kit/Sources/Helpers/Format.swift", "Kit/Sources/Map/MapView.swift", "Kit/Sources/Unused/Old.swift",
                     "Kit/Sources/FeatureTestKit/Fake.swift", "Kit/Tests/FeatureTests/FeatureTests.swift",
                     "Shared/Sources/Strings/L10n.swift", "Shared/Sources/Other/Other.swift"]
        for path in files { try write(path, "struct S {}\n") }
        let workspace = try Workspace(root: root)
        let compiled = workspace.compiledSources.map { workspace.relativePath($0) }
        XCTAssertEqual(compiled, ["App/App.swift", "Kit/Sources/CoreCode/Model.swift", "Kit/Sources/Feature/FeatureView.swift",
                                  "Kit/Sources/Helpers/Format.swift", "Kit/Sources/Map/MapView.swift", "Shared/Sources/Strings/L10n.swift"])
        XCTAssertTrue(workspace.isInLinkedPackage(root.appendingPathComponent("Kit/Sources/Feature/Resources/de.lproj/Localizable.strings")))
        XCTAssertFalse(workspace.isInLinkedPackage(root.appendingPathComponent("Kit/Sources/Unused/de.lproj/Localizable.strings")))
        XCTAssertTrue(workspace.hasAllSources)
    }

    /// A target's dependencies given by a property of the manifest (a list it holds, or one a computed property
    /// builds and appends to) are that list's names: not the package a product is from, not the platform a condition names.
    func testDependenciesAManifestPropertyHolds() {
        let manifest = PackageManifest(text: """
            let package = Package(
                name: "Kit",
                products: [.library(name: "App", targets: ["App"])],
                targets: [
                    .target(name: "App", dependencies: appDependencies),
                    .target(name: "Views", dependencies: shared),
                    .target(name: "Models"),
                ]
            )
            var appDependencies: [Target.Dependency] {
                var deps: [Target.Dependency] = ["Views", "Models"]
                deps.append(.product(name: "Reader", package: "reader-kit", condition: .when(platforms: [.iOS])))
                return deps
            }
            let shared = ["Models"]
            """)
        let targets = manifest.libraryTargets?.map { "\($0.name): \($0.dependencies.joined(separator: ", "))" }
        XCTAssertEqual(targets, ["App: Views, Models, Reader", "Views: Models", "Models: "])
    }

    /// The languages of the app's own bundle: its development language, the `.lproj` folders its application
    /// target copies (a folder reference to a whole `.lproj` too, as ProtonVPN copies `ru.lproj`), not a Swift
    /// package's, nor those inside another folder reference the app copies (a subfolder of its bundle).
    func testTheAppsOwnBundleLanguages() throws {
        func project(extra: String = "", files: String = "") -> String {
            Self.project
                .replacingOccurrences(of: "children = (V1, F3, );", with: "children = (V1, F3, F5, \(files));")
                .replacingOccurrences(of: "files = (B1, B2, );", with: "files = (B1, B2, B5, \(extra));")
                .replacingOccurrences(of: "\t\tB2 = {", with: """
                    \t\tF5 = {isa = PBXFileReference; lastKnownFileType = folder; path = ru.lproj; sourceTree = "<group>"; };
                    \t\tB5 = {isa = PBXBuildFile; fileRef = F5; };
                    \t\tF6 = {isa = PBXFileReference; lastKnownFileType = folder; path = Web; sourceTree = "<group>"; };
                    \t\tB6 = {isa = PBXBuildFile; fileRef = F6; };
                    \t\tF7 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
                    \t\tB7 = {isa = PBXBuildFile; fileRef = F7; };
                    \t\tB2 = {
                    """)
        }
        for path in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/ru.lproj/Intents.strings", "Kit/Package.swift",
                     "Kit/Sources/Kit/ar.lproj/Localizable.strings"] {
            try write(path)
        }
        try write("App.xcodeproj/project.pbxproj", project(extra: "B7, ", files: "F7, "))
        var workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.applicationBundleLanguages.map { $0.map(\.identifier).sorted() }, ["de", "ru"])
        XCTAssertTrue(workspace.isInPackage(root.appendingPathComponent("Kit/Sources/Kit/ar.lproj/Localizable.strings")))
        XCTAssertFalse(workspace.isInPackage(root.appendingPathComponent("App/de.lproj/Main.strings")))
        // A folder reference is copied whole as a subfolder (`App.app/Web/fr.lproj`): no language of the bundle's.
        try write("App/Web/fr.lproj/help.html")
        try write("App.xcodeproj/project.pbxproj", project(extra: "B6, ", files: "F6, "))
        workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.applicationBundleLanguages.map { $0.map(\.identifier).sorted() }, ["de", "ru"])
    }
}
