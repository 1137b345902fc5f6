import XCTest
import Foundation
@testable import L10nProject

/// The project reader on tiny hand-written `project.pbxproj` files, one construct each: the group chain
/// and its source trees, variant groups, folder references, build-setting paths, nested projects, test
/// targets, dangling references, and Xcode 16's synchronized folders.
final class XcodeProjectTests: XCTestCase {
    private let projectURL = URL(fileURLWithPath: "/work/demo/Demo.xcodeproj")
    private let root = "/work/demo"

    /// A project wrapped around `objects`, with `P0` as the root object.
    private func pbxproj(_ objects: String) -> [UInt8] {
        Array("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {
        \(objects)
        \t};
        \trootObject = P0 /* Project object */;
        }

        """.utf8)
    }

    private lazy var demo = """
    P0 /* Project object */ = {isa = PBXProject; attributes = {ORGANIZATIONNAME = "Demo Makers"; }; developmentRegion = de; knownRegions = (de, en, Base, fr, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; projectReferences = ({ProductGroup = G9 /* Products */; ProjectRef = F9 /* Lib.xcodeproj */; }, ); targets = (T1 /* App */, T2 /* AppTests */, T3 /* Script */, ); };
    G0 = {isa = PBXGroup; children = (G1 /* App */, F3, F4, F5, F6, F9, F10, ); sourceTree = "<group>"; };
    G1 /* App */ = {isa = PBXGroup; children = (F1, G2, V1, ); path = App; sourceTree = "<group>"; };
    G2 /* Logical */ = {isa = PBXGroup; children = (F2, ); name = Logical; sourceTree = "<group>"; };
    G9 /* Products */ = {isa = PBXGroup; children = (); name = Products; sourceTree = "<group>"; };
    F1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    F2 /* View.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = View.m; sourceTree = "<group>"; };
    V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F7 /* Base */, F8 /* de */, ); name = Main.storyboard; sourceTree = "<group>"; };
    F7 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    F8 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
    F3 = {isa = PBXFileReference; path = Shared/Strings.strings; sourceTree = SOURCE_ROOT; };
    F4 = {isa = PBXFileReference; path = /opt/Absolute.xib; sourceTree = "<absolute>"; };
    F5 = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; path = Fonts.bundle; sourceTree = BUILT_PRODUCTS_DIR; };
    F6 /* Web */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Web; sourceTree = "<group>"; };
    F9 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Lib/Lib.xcodeproj; sourceTree = "<group>"; };
    F10 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = TestOnly.xib; sourceTree = "<group>"; };
    T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (R1, S1, K1, ); name = App; productType = "com.apple.product-type.application"; };
    T2 /* AppTests */ = {isa = PBXNativeTarget; buildPhases = (R2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
    T3 /* Script */ = {isa = PBXAggregateTarget; buildPhases = (); name = Script; };
    R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B4, B5, B8, DEAD /* gone */, ); };
    R2 = {isa = PBXResourcesBuildPhase; files = (B9, ); };
    S1 = {isa = PBXSourcesBuildPhase; files = (B6, B7, ); };
    K1 = {isa = PBXFrameworksBuildPhase; files = (B10, ); };
    B1 = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
    B2 = {isa = PBXBuildFile; fileRef = F3; };
    B3 = {isa = PBXBuildFile; fileRef = F4; };
    B4 = {isa = PBXBuildFile; fileRef = F6; };
    B5 = {isa = PBXBuildFile; fileRef = F5; };
    B6 = {isa = PBXBuildFile; fileRef = F1; };
    B7 = {isa = PBXBuildFile; fileRef = F2; };
    B8 = {isa = PBXBuildFile; productRef = X1 /* SomePackage */; };
    B9 = {isa = PBXBuildFile; fileRef = F10; };
    B10 = {isa = PBXBuildFile; fileRef = F10; };
    """

    private func url(_ relative: String) -> URL { URL(fileURLWithPath: root + "/" + relative) }

    func testRegionsAndTargets() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        XCTAssertEqual(project.developmentRegion, "de")
        XCTAssertEqual(project.organizationName, "Demo Makers")
        XCTAssertEqual(project.knownRegions, ["de", "en", "Base", "fr"])
        XCTAssertEqual(project.declaredLanguages, ["de", "en", "fr"])
        XCTAssertEqual(project.targets.map(\.name), ["App", "AppTests", "Script"])
        XCTAssertEqual(project.targets.map(\.productType), ["com.apple.product-type.application", "com.apple.product-type.bundle.unit-test", nil])
        XCTAssertEqual(project.targets.map(\.isTest), [false, true, false])
        XCTAssertEqual(project.directory.path, root)
    }

    /// The oldest iOS a target runs on: the lowest `IPHONEOS_DEPLOYMENT_TARGET` of its configurations, else
    /// of the project's; a build setting reference is no version. And the settings that make its Info.plist (the
    /// project's where the target sets none), and the package products it links.
    func testDeploymentTargets() throws {
        let objects = """
        P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, ); };
        G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Shared/Info.plist"; IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        D1 = {isa = XCSwiftPackageProductDependency; productName = FirebaseAuth; };
        D2 = {isa = XCSwiftPackageProductDependency; productName = FirebaseCore; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; INFOPLIST_KEY_UIMainStoryboardFile = Main; IPHONEOS_DEPLOYMENT_TARGET = 11.0; }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 9.3; }; name = Release; };
        T2 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = Other; productType = "com.apple.product-type.application"; };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
        C3 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"; }; name = Release; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        XCTAssertEqual(project.targets.map(\.iOSDeploymentTarget), [[9, 3], [13, 0], [13, 0]])
        XCTAssertEqual(project.targets[0].infoPlistSettings, ["INFOPLIST_FILE": ["App/Info.plist"], "INFOPLIST_KEY_UIMainStoryboardFile": ["Main"]])
        // A target that leaves its Info.plist to the project's settings (Gem's) has the project's.
        XCTAssertEqual(project.targets[1].infoPlistSettings, ["INFOPLIST_FILE": ["Shared/Info.plist"]])
        XCTAssertEqual(project.targets.map(\.packageProducts), [["FirebaseAuth", "FirebaseCore"], [], []])
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` per configuration: a target's own value replaces the project's unless
    /// it says `$(inherited)`; another setting's value, or an `.xcconfig` file that may set it, leaves it unknown.
    func testSwiftCompilationConditionsPerConfiguration() throws {
        let objects = """
        P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, ); };
        G0 = {isa = PBXGroup; children = (X1, ); sourceTree = "<group>"; };
        X1 = {isa = PBXFileReference; path = Missing.xcconfig; sourceTree = "<group>"; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0, C00, ); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG COMMUNITY"; }; name = Debug; };
        C00 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = ("DEBUG=1", "$(inherited)", "USESEC=1", ); SWIFT_ACTIVE_COMPILATION_CONDITIONS = ("$(inherited)", MOCKS, ); }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = "PERIODIC_CHECK=2"; }; name = Release; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); };
        C3 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "WIDGET $(EXTRA_FLAGS)"; }; name = Debug; };
        C4 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = WIDGET; }; name = Release; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = Other; productType = "com.apple.product-type.application"; };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
        C5 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Release; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        XCTAssertEqual(project.targets.map(\.name), ["App", "Widget", "Other"])
        XCTAssertEqual(project.targets[0].swiftConditions, ["Debug": ["DEBUG", "COMMUNITY", "MOCKS"], "Release": ["RELEASE"]])
        XCTAssertEqual(project.targets[0].preprocessorDefinitions, ["Debug": ["DEBUG=1", "USESEC=1"], "Release": ["PERIODIC_CHECK=2"]])
        XCTAssertEqual(project.targets[1].swiftConditions, ["Debug": nil, "Release": ["WIDGET"]])
        XCTAssertEqual(project.targets[2].swiftConditions, ["Release": nil], "a configuration file that cannot be read may set them")
    }

    /// Xcode 4's templates name the Info.plist after the product, `${PRODUCT_NAME}-info.plist` (verylargebox's), with a
    /// `PRODUCT_NAME` of `$(TARGET_NAME)` or none: the target's name. A product named otherwise gives its name, in each
    /// configuration; a setting nothing settles stays as written, and `$(SRCROOT)` is left for the path's reader.
    func testAnInfoPlistNamedAfterTheProduct() throws {
        let objects = """
        P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, T4, ); };
        G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        T4 = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (); name = Pro; productType = "com.apple.product-type.application"; };
        L4 = {isa = XCConfigurationList; buildConfigurations = (C5, C6, ); };
        C5 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$HOME/${PRODUCT_NAME}-Info.plist"; PRODUCT_NAME = "$(TARGET_NAME) Dev"; }; name = Debug; };
        C6 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$HOME/${PRODUCT_NAME}-Info.plist"; PRODUCT_NAME = "Pro App"; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = verylargebox; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "${PRODUCT_NAME}-info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "${PRODUCT_NAME}-info.plist"; }; name = Release; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Lite; productType = "com.apple.product-type.application"; };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
        C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/$(TARGET_NAME)/$(PRODUCT_NAME)-Info.plist"; PRODUCT_NAME = "Music One"; }; name = Release; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = Other; productType = "com.apple.product-type.application"; };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
        C4 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(CONFIG_DIR)/Info.plist"; }; name = Release; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        // (Each configuration's product: Debug's and Release's; a `$` that names no setting stays.)
        XCTAssertEqual(project.targets.map { $0.infoPlistSettings["INFOPLIST_FILE"] ?? [] },
                       [["verylargebox-info.plist"], ["$(SRCROOT)/Lite/Music One-Info.plist"], ["$(CONFIG_DIR)/Info.plist"],
                        ["$HOME/Pro App-Info.plist", "$HOME/Pro Dev-Info.plist"]])
        XCTAssertEqual(project.infoPlistURLs(of: project.targets[1]).map(\.lastPathComponent), ["Music One-Info.plist"])
        XCTAssertEqual(project.infoPlistURLs(of: project.targets[2]), [])
    }

    /// `OTHER_SWIFT_FLAGS`' `-D` names are Swift conditions as well (C-Tracker's `-DSHOW_OAUTH_DEBUG`, in Debug only), and the
    /// value a setting has for a device build (`[sdk=iphoneos*]`, `[arch=*]`) is the one users install; a simulator's only
    /// is not, though its names are known to be set by some build.
    func testSwiftFlagsDefineConditionsForTheDeviceBuild() throws {
        let objects = """
        P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, ); };
        G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0, C00, ); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; }; name = Debug; };
        C00 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-D COCOAPODS"; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-DDEBUG"; "OTHER_SWIFT_FLAGS[sdk=iphoneos*]" = "-DDEBUG -DSHOW_OAUTH_DEBUG"; "OTHER_SWIFT_FLAGS[sdk=iphonesimulator*]" = "-DON_SIMULATOR -DDEBUG -DSHOW_OAUTH_DEBUG"; }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = ("$(inherited)", "\\"-DRELEASE\\"", ); "OTHER_SWIFT_FLAGS[arch=*]" = ""; }; name = Release; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
        C3 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-DWIDGET"; "OTHER_SWIFT_FLAGS[config=Beta]" = "-DBETA"; }; name = Release; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        // (The Release value written for every architecture replaces the plain one: neither RELEASE nor COCOAPODS is set.)
        XCTAssertEqual(project.targets[0].swiftConditions, ["Debug": ["DEBUG", "SHOW_OAUTH_DEBUG"], "Release": []])
        XCTAssertEqual(project.targets[0].otherSDKSwiftConditions, ["DEBUG", "SHOW_OAUTH_DEBUG", "ON_SIMULATOR"])
        // Flags not known (written for a condition not read) add nothing to what the conditions' setting says.
        XCTAssertEqual(project.targets[1].swiftConditions, ["Release": []])
        XCTAssertEqual(XcodeProjectReader.definedConditions(["-D", "COCOAPODS", "-DIMPACTOR", "-Onone", "-D"]), ["COCOAPODS", "IMPACTOR"])
        XCTAssertEqual(XcodeProjectReader.appliesToDevice("sdk=iphoneos*,arch=arm64"), true)
        XCTAssertEqual(XcodeProjectReader.appliesToDevice("sdk=iphonesimulator*"), false)
        XCTAssertEqual(XcodeProjectReader.appliesToDevice("sdk=macosx*"), false)
        XCTAssertNil(XcodeProjectReader.appliesToDevice("variant=normal"))
    }

    /// A deployment target the project file leaves to a configuration's `.xcconfig` file (`$(IPHONEOS_DEPLOYMENT_TARGET)`,
    /// bitchat's `Configs/Release.xcconfig`) is that file's.
    func testADeploymentTargetFromAConfigurationFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Configs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// Shared\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n".write(to: folder.appendingPathComponent("Configs/Release.xcconfig"), atomically: true, encoding: .utf8)
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (X1, ); sourceTree = "<group>"; };
        X1 = {isa = PBXFileReference; path = Configs/Release.xcconfig; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(IPHONEOS_DEPLOYMENT_TARGET)"; }; name = Release; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: folder.appendingPathComponent("App.xcodeproj"))
        XCTAssertEqual(project.targets.first?.iOSDeploymentTarget, [16, 0])
        // Xcode 16's file in a synchronized folder: the folder, and the path below it.
        let synchronized = objects.replacingOccurrences(of: "X1 = {isa = PBXFileReference; path = Configs/Release.xcconfig; sourceTree = \"<group>\"; };",
                                                        with: "X1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Configs; sourceTree = \"<group>\"; };")
            .replacingOccurrences(of: "baseConfigurationReference = X1;", with: "baseConfigurationReferenceAnchor = X1; baseConfigurationReferenceRelativePath = Release.xcconfig;")
        let anchored = try XcodeProject(pbxproj: pbxproj(synchronized), projectURL: folder.appendingPathComponent("App.xcodeproj"))
        XCTAssertEqual(anchored.targets.first?.iOSDeploymentTarget, [16, 0])
        // The oldest iOS of the app: its macOS app beside it (bitchat's) sets none and runs on no iOS.
        let mac = """
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = MacApp; productType = "com.apple.product-type.application"; };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
        """
        let both = objects.replacingOccurrences(of: "targets = (T1, );", with: "targets = (T1, T2, );") + "\n" + mac
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(pbxproj(both)).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        XCTAssertEqual(XcodeProjectSet(reading: [folder.appendingPathComponent("App.xcodeproj")]).iOSDeploymentTarget, [16, 0])
    }

    /// The tables Xcode copies as the product's `InfoPlist.strings` (STRINGS_FILE_INFOPLIST_RENAME): `<name>Plist` and
    /// `<name>-InfoPlist` of its Info.plist, whatever folder names it; `<target>-InfoPlist` where Xcode generates one; only
    /// `InfoPlist` where the file's name is built from a setting.
    func testTheTablesXcodeRenamesInfoPlist() {
        func target(_ name: String, _ files: [String]?) -> XcodeTarget {
            var target = XcodeTarget(name: name, productType: "com.apple.product-type.application", resources: [], sources: [])
            if let files { target.infoPlistSettings["INFOPLIST_FILE"] = files }
            return target
        }
        XCTAssertEqual(target("App", ["$(SRCROOT)/App/App.plist"]).infoPlistTableNames, ["App-InfoPlist", "AppPlist", "InfoPlist"])
        XCTAssertEqual(target("App", ["App/Info.plist"]).infoPlistTableNames, ["Info-InfoPlist", "InfoPlist"])
        XCTAssertEqual(target("Widget", nil).infoPlistTableNames, ["InfoPlist", "Widget-InfoPlist"])
        XCTAssertEqual(target("App", ["$(CFG_INFO_PLIST)"]).infoPlistTableNames, ["InfoPlist"])
    }

    /// The configuration users' build comes from: `Release`, else the one named for production (DP-3T's `Release-Prod`
    /// beside `Release-Dev`, `Release-Abnahme` and `Release-Prod-Logging`); none when no name says.
    func testTheShippedConfiguration() {
        func target(_ names: [String]) -> XcodeTarget {
            var target = XcodeTarget(name: "App", productType: "com.apple.product-type.application", resources: [], sources: [])
            for name in names { target.swiftConditions[name] = Set<String>() }
            return target
        }
        XCTAssertEqual(target(["Debug", "Release", "Release-Prod"]).shippedConfiguration, "Release")
        XCTAssertEqual(target(["Debug", "Release-Dev", "Release-Abnahme", "Release-Prod-Logging", "Release-Prod"]).shippedConfiguration, "Release-Prod")
        XCTAssertEqual(target(["Debug", "AppStore"]).shippedConfiguration, "AppStore")
        XCTAssertEqual(target(["Debug", "Staging", "Product"]).shippedConfiguration, nil, "Product is no word for production")
    }

    func testGroupChainAndSourceTrees() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        let app = try XCTUnwrap(project.targets.first)
        XCTAssertEqual(app.sources.map(\.description), ["\(root)/App/AppDelegate.swift", "\(root)/App/View.m"],
                       "<group> paths join the parent group's path; a group without a path (Logical) adds nothing")
        XCTAssertEqual(app.resources.map(\.description), [
            "$(BUILT_PRODUCTS_DIR)/Fonts.bundle",
            "/opt/Absolute.xib",
            "\(root)/App/Base.lproj/Main.storyboard",
            "\(root)/App/de.lproj/Main.strings",
            "\(root)/Shared/Strings.strings",
            "\(root)/Web",
        ], "SOURCE_ROOT starts at the project folder, <absolute> at /, BUILT_PRODUCTS_DIR is not on disk; the package product is no file")
        XCTAssertEqual(app.resources.first?.url, nil)
        XCTAssertEqual(app.resources.last?.isFolder, true)
    }

    func testVariantGroupShipsEveryChild() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        XCTAssertEqual(project.variantGroups.map(\.name), ["Main.storyboard"])
        XCTAssertEqual(project.variantGroups.first?.children.compactMap(\.lprojName), ["Base", "de"])
        XCTAssertTrue(project.ships(url("App/Base.lproj/Main.storyboard")))
        XCTAssertTrue(project.ships(url("App/de.lproj/Main.strings")))
        XCTAssertFalse(project.ships(url("App/fr.lproj/Main.strings")), "a table the variant group does not list never ships")
        XCTAssertEqual(project.membership(of: url("App/de.lproj/Main.strings")),
                       [XcodeMembership(target: "App", phase: .resources, isTestTarget: false)])
        XCTAssertEqual(project.targets.first?.resources.first { $0.lprojName == "de" }?.variantGroup, "Main.storyboard")
    }

    func testFolderReferenceShipsEverythingBeneath() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        XCTAssertTrue(project.ships(url("Web/en.lproj/Help.strings")))
        XCTAssertFalse(project.ships(url("Website/index.html")), "a sibling with a longer name is not beneath the folder")
    }

    /// A bundle the app copies (InAppSettingsKit's `InAppSettings.bundle`, `wrapper.plug-in`) ships whole, its language
    /// folders' tables too, as surespot's settings screen reads them.
    func testACopiedBundleShipsEverythingBeneath() throws {
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = InAppSettings.bundle; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = "wrapper.framework"; path = Kit.framework; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        XCTAssertTrue(project.ships(url("InAppSettings.bundle/de.lproj/Root.strings")))
        XCTAssertFalse(project.ships(url("Kit.framework/de.lproj/Kit.strings")), "a framework is linked or embedded, not copied as a folder")
    }

    /// A blue folder that is itself a language folder (prayer-book copies `l10n/de.lproj`) lands at the top of the bundle:
    /// its tables are resources of the target, where the code's lookups find them. One holding language folders
    /// (`Web/de.lproj`) is copied as a subfolder, where they do not.
    func testALanguageFolderCopiedAsAFolderReferenceIsTheLanguages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XcodeProjectTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["l10n/de.lproj/Localizable.strings", "l10n/de.lproj/InfoPlist.strings", "l10n/de.lproj/Nested/Extra.strings", "Web/fr.lproj/Page.strings"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (G1, F2, ); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, ); path = l10n; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; lastKnownFileType = folder; path = de.lproj; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = folder; path = Web; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: folder.appendingPathComponent("Demo.xcodeproj"))
        let base = folder.standardizedFileURL.path + "/"
        let scope = LookupScope(project.targets, of: project)
        XCTAssertEqual(scope.resources.map { String($0.description.dropFirst(base.count)) },
                       ["l10n/de.lproj/InfoPlist.strings", "l10n/de.lproj/Localizable.strings"])
        XCTAssertEqual(scope.languages, ["de"])
        XCTAssertTrue(project.ships(URL(fileURLWithPath: base + "l10n/de.lproj/Nested/Extra.strings")), "everything beneath ships")
    }

    func testPathsCompareCaseInsensitivelyAndStandardized() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        XCTAssertTrue(project.ships(url("app/base.lproj/main.storyboard")), "projects are made on case-insensitive Mac file systems")
        XCTAssertTrue(project.ships(url("App/Logical/../Base.lproj/Main.storyboard")))
    }

    func testTestTargetsAndNonResourcePhases() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        let testOnly = url("TestOnly.xib")
        XCTAssertFalse(project.ships(testOnly), "only a test bundle copies it")
        XCTAssertTrue(project.ships(testOnly, includingTestTargets: true))
        XCTAssertEqual(project.membership(of: testOnly), [XcodeMembership(target: "AppTests", phase: .resources, isTestTarget: true)],
                       "the frameworks phase is neither resources nor sources")
        XCTAssertTrue(project.compiles(url("App/View.m")))
        XCTAssertFalse(project.ships(url("App/View.m")))
        XCTAssertEqual(project.sourceFiles.map(\.path), ["\(root)/App/AppDelegate.swift", "\(root)/App/View.m"])
    }

    /// A strings table a target lists among its sources is copied into its bundle all the same (MoodSnap's widget compiles
    /// the app's Localizable.strings); an intent definition's localized strings stay with the definition. The frameworks a
    /// target links are its linked products.
    func testAStringsTableListedAmongSourcesIsAResource() throws {
        let objects = """
        P0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (F1, V1, V2, F5, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
        V1 = {isa = PBXVariantGroup; children = (F2, ); name = Localizable.strings; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        V2 = {isa = PBXVariantGroup; children = (F3, F4, ); name = Intent.intentdefinition; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; name = Base; path = Base.lproj/Intent.intentdefinition; sourceTree = "<group>"; };
        F4 = {isa = PBXFileReference; name = de; path = de.lproj/Intent.strings; sourceTree = "<group>"; };
        F5 = {isa = PBXFileReference; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        T1 = {isa = PBXNativeTarget; buildPhases = (S1, K1, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
        K1 = {isa = PBXFrameworksBuildPhase; files = (B4, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = V1; };
        B3 = {isa = PBXBuildFile; fileRef = V2; };
        B4 = {isa = PBXBuildFile; fileRef = F5; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        let widget = try XCTUnwrap(project.targets.first)
        XCTAssertEqual(widget.resources.compactMap { $0.url?.lastPathComponent }, ["Localizable.strings"])
        XCTAssertEqual(widget.sources.compactMap { $0.url?.lastPathComponent }.sorted(), ["Intent.intentdefinition", "Intent.strings", "Widget.swift"])
        XCTAssertEqual(widget.linkedProducts, ["Shared.framework"])
    }

    /// A framework's project whose "Kit Test App" exercises the framework: what only that app copies never
    /// reaches users (the framework's own resources do). Without a framework beside it, an app named so is the
    /// product ("Speed Test"); and a name only containing the word ("Contest") is no harness.
    func testAnAppThatExercisesAFrameworkShipsNothingToUsers() throws {
        func project(_ targets: [(name: String, type: String)]) throws -> XcodeProject {
            var objects = """
            P0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", ")), ); };
            G0 = {isa = PBXGroup; children = (\(targets.indices.map { "F\($0)" }.joined(separator: ", ")), ); sourceTree = "<group>"; };

            """
            for (index, target) in targets.enumerated() {
                objects += """
                F\(index) = {isa = PBXFileReference; path = Screen\(index).xib; sourceTree = "<group>"; };
                T\(index) = {isa = PBXNativeTarget; buildPhases = (R\(index), ); name = "\(target.name)"; productType = "\(target.type)"; };
                R\(index) = {isa = PBXResourcesBuildPhase; files = (B\(index), ); };
                B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };

                """
            }
            return try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        }
        let app = "com.apple.product-type.application", framework = "com.apple.product-type.framework"
        let kit = try project([("Kit", framework), ("Kit Test App", app), ("KitExample", app), ("Contest", app)])
        XCTAssertTrue(kit.ships(url("Screen0.xib")))
        XCTAssertFalse(kit.ships(url("Screen1.xib")))
        XCTAssertFalse(kit.ships(url("Screen2.xib")))
        XCTAssertTrue(kit.ships(url("Screen3.xib")))
        let speed = try project([("Speed Test", app)])
        XCTAssertTrue(speed.ships(url("Screen0.xib")))
    }

    /// An app extension no target embeds (TKeyboard's Today and Share extensions, built beside the keyboard its app
    /// copies in "Embed App Extensions") ships nothing to users; the embedded one does. In a project without an app,
    /// an extension may be another project's to embed: it counts.
    func testAnExtensionNoAppEmbedsShipsNothing() throws {
        func project(withApp: Bool) throws -> XcodeProject {
            var objects = """
            P0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (\(withApp ? "T0, " : "")T1, T2, ); };
            G0 = {isa = PBXGroup; children = (F0, F1, F2, E1, E2, ); sourceTree = "<group>"; };
            E1 = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Keyboard.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            E2 = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Today.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Keyboard; productReference = E1; productType = "com.apple.product-type.app-extension"; };
            T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); name = Today; productReference = E2; productType = "com.apple.product-type.app-extension"; };

            """
            if withApp {
                objects += """
                T0 = {isa = PBXNativeTarget; buildPhases = (S0, C0, ); name = App; productType = "com.apple.product-type.application"; };
                C0 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 13; files = (X0, ); name = "Embed App Extensions"; };
                X0 = {isa = PBXBuildFile; fileRef = E1; };

                """
            }
            for index in 0..<3 {
                objects += """
                F\(index) = {isa = PBXFileReference; path = Code\(index).swift; sourceTree = "<group>"; };
                S\(index) = {isa = PBXSourcesBuildPhase; files = (B\(index), ); };
                B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };

                """
            }
            return try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        }
        let app = try project(withApp: true)
        XCTAssertEqual(app.targets.map(\.product), [nil, "Keyboard.appex", "Today.appex"])
        XCTAssertEqual(app.targets.first?.embeddedProducts, ["Keyboard.appex"])
        XCTAssertTrue(app.compiles(url("Code0.swift")))
        XCTAssertTrue(app.compiles(url("Code1.swift")))
        XCTAssertFalse(app.compiles(url("Code2.swift")))
        XCTAssertEqual(app.sourceFiles.map(\.lastPathComponent), ["Code0.swift", "Code1.swift"])
        let extensions = try project(withApp: false)
        XCTAssertTrue(extensions.compiles(url("Code2.swift")))
    }

    func testNestedProjectReferencesAndDanglingObjects() throws {
        let project = try XcodeProject(pbxproj: pbxproj(demo), projectURL: projectURL)
        XCTAssertEqual(project.projectReferences.map(\.path), ["\(root)/Lib/Lib.xcodeproj"])
        XCTAssertEqual(project.warnings.count, 1)
        let warning = try XCTUnwrap(project.warnings.first)
        XCTAssertEqual(warning.message, "reference to object DEAD, which the file does not contain (left out)")
        XCTAssertEqual(warning.path, "\(root)/Demo.xcodeproj/project.pbxproj")
        let line = demo.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("DEAD") }
        XCTAssertEqual(warning.line, 8 + (line ?? 0), "the line of the reference in the file")
    }

    /// An app project referenced by the app (a library's demo app dragged in with the library) is a bundle of its own;
    /// a project below a referenced library's folder that nothing references is the library's; a library's project and
    /// one that the app references with targets other than apps stay.
    func testTheAppsOfReferencedLibrariesAreNotTheProduct() throws {
        func project(_ path: String, productTypes: [String], references: [String] = []) throws -> XcodeProject {
            let targets = productTypes.indices.map { "T\($0)" }
            let referenceList = references.enumerated().map { "{ProductGroup = G0; ProjectRef = R\($0.offset); }, " }.joined()
            let objects = """
            P0 = {isa = PBXProject; mainGroup = G0; projectReferences = (\(referenceList)); targets = (\(targets.map { $0 + ", " }.joined())); };
            G0 = {isa = PBXGroup; children = (\(references.indices.map { "R\($0), " }.joined())); sourceTree = "<group>"; };
            \(references.enumerated().map { "R\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }.joined(separator: "\n"))
            \(productTypes.enumerated().map { "T\($0.offset) = {isa = PBXNativeTarget; buildPhases = (); name = T\($0.offset); productType = \"\($0.element)\"; };" }.joined(separator: "\n"))
            """
            return try XcodeProject(pbxproj: pbxproj(objects), projectURL: URL(fileURLWithPath: "/work/demo/" + path))
        }
        let application = "com.apple.product-type.application", framework = "com.apple.product-type.framework"
        let app = try project("App.xcodeproj", productTypes: [application],
                              references: ["Vendor/Crash/Crash.xcodeproj", "Vendor/Crash/demo/Demo.xcodeproj", "Kit/Kit.xcodeproj"])
        let library = try project("Vendor/Crash/Crash.xcodeproj", productTypes: [framework])
        let referencedDemo = try project("Vendor/Crash/demo/Demo.xcodeproj", productTypes: [application])
        let example = try project("Vendor/Crash/example/Example.xcodeproj", productTypes: [application])
        let kit = try project("Kit/Kit.xcodeproj", productTypes: [framework, application])
        let kept = XcodeProjectSet.withoutLibraryShowcases([app, library, referencedDemo, example, kit])
        XCTAssertEqual(kept.map(\.url.lastPathComponent), ["App.xcodeproj", "Crash.xcodeproj", "Kit.xcodeproj"])
        // A project that references one above it (a test project at the root's) takes nothing away.
        let tests = try project("Tests/Tests.xcodeproj", productTypes: [application], references: ["../App.xcodeproj"])
        XCTAssertEqual(XcodeProjectSet.withoutLibraryShowcases([app, tests]).map(\.url.lastPathComponent), ["App.xcodeproj", "Tests.xcodeproj"])
        // An app in a demo, example or proof-of-concept folder, or in a library's folder, beside the product's is no product;
        // alone, it is the app there is.
        let demo = try project("Vendor/Picker/Demo/PickerDemo.xcodeproj", productTypes: [application])
        let proof = try project("POC/Signing/Signing.xcodeproj", productTypes: [application])
        let packaged = try project("Packages/Charts/Gallery/Gallery.xcodeproj", productTypes: [application])
        let demoFramework = try project("Vendor/Picker/Demo/PickerKit.xcodeproj", productTypes: [framework])
        let root = URL(fileURLWithPath: "/work/demo")
        let set = XcodeProjectSet(projects: [app, demo, proof, packaged, demoFramework])
        XCTAssertEqual(set.withoutShowcases(under: root, libraryFolders: ["/work/demo/Packages/Charts"]).projects.map(\.url.lastPathComponent),
                       ["App.xcodeproj", "PickerKit.xcodeproj"])
        XCTAssertEqual(XcodeProjectSet(projects: [demo, proof]).withoutShowcases(under: root, libraryFolders: []).projects.count, 2)
        // So is one among deprecated code, third-party code or tests, and a sample named as an app.
        let deprecated = try project("working_resources/deprecated v1/RCSwitch/RCSwitch.xcodeproj", productTypes: [application])
        let vendored = try project("ThirdParties/Reachability/Reachability.xcodeproj", productTypes: [application])
        let harness = try project("tests/testDragCells/testDragCells.xcodeproj", productTypes: [application])
        let sampleApp = try project("Kits/Bitly/BitlySampleApp/BitlySample.xcodeproj", productTypes: [application])
        let tabs = try project("Contests/Contests.xcodeproj", productTypes: [application])
        XCTAssertEqual(XcodeProjectSet(projects: [app, deprecated, vendored, harness, sampleApp, tabs])
            .withoutShowcases(under: root, libraryFolders: []).projects.map(\.url.lastPathComponent), ["App.xcodeproj", "Contests.xcodeproj"])
    }

    func testProjectDirPathMovesTheRoot() throws {
        let objects = demo.replacingOccurrences(of: "projectDirPath = \"\"", with: "projectDirPath = ../Sources")
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        XCTAssertEqual(project.directory.path, "/work/Sources")
        XCTAssertTrue(project.compiles(URL(fileURLWithPath: "/work/Sources/App/View.m")))
    }

    func testMalformedAndForeignFilesAreErrorsWithLocations() {
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array("{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}".utf8), projectURL: projectURL)) { error in
            XCTAssertEqual("\(error)", "\(root)/Demo.xcodeproj/project.pbxproj:4:2: expected `;` after the value of \"isa\" (is this file a complete project.pbxproj? a merge conflict marker breaks it)")
        }
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array("{\n\tobjects = {\n<<<<<<< HEAD\n\t\tA = {isa = PBXGroup; };\n".utf8), projectURL: projectURL)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(root)/Demo.xcodeproj/project.pbxproj:3:1: an unresolved Git merge conflict: the line \"<<<<<<< HEAD\""), "\(error)")
        }
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array("{ a = b; }".utf8), projectURL: projectURL)) { error in
            XCTAssertEqual("\(error)", "\(root)/Demo.xcodeproj/project.pbxproj:1:1: no `objects` dictionary: not an Xcode project file")
        }
        XCTAssertThrowsError(try XcodeProject(pbxproj: pbxproj("P0 = {isa = PBXGroup; };"), projectURL: projectURL)) { error in
            XCTAssertTrue("\(error)".hasSuffix("`rootObject` does not name a PBXProject object: not an Xcode project file"), "\(error)")
        }
        // The XML property list form of a project file.
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>objects</key>\n\t<dict>\n\t\t<key>A</key>\n\t</dict>\n</dict>\n</plist>\n"
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array(xml.utf8), projectURL: projectURL)) { thrown in
            guard let error = thrown as? XcodeProjectError else { return XCTFail("\(thrown)") }
            XCTAssertEqual(error.line, 7, "a key without its value is named where its dictionary ends")
            XCTAssertTrue(error.message.hasPrefix("a <key> without a value"), error.message)
        }
        for broken in ["<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>objects</key>\n<dict>\n", "<plist><dict><key>a</key><set/></dict></plist>"] {
            XCTAssertThrowsError(try XcodeProject(pbxproj: Array(broken.utf8), projectURL: projectURL)) { thrown in
                XCTAssertGreaterThan((thrown as? XcodeProjectError)?.line ?? 0, 0, "\(thrown)")
            }
        }
        XCTAssertThrowsError(try XcodeProject(contentsOf: URL(fileURLWithPath: "/nonexistent/X.xcodeproj"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/X.xcodeproj/project.pbxproj: cannot read the project file"), "\(error)")
        }
    }

    func testAGroupCycleInADamagedFileEndsAtTheProjectFolder() throws {
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, F1, ); path = a; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (G1, ); path = b; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Main.xib; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: projectURL)
        XCTAssertEqual(project.targets.first?.resources.map(\.description), ["\(root)/a/Main.xib"])
    }

    func testEveryPrefixAndEveryDeletedLineIsAnErrorOrAProjectNeverATrap() {
        let bytes = pbxproj(demo)
        // Every prefix that cuts off the root dictionary's closing brace.
        let closing = bytes.lastIndex(of: UInt8(ascii: "}")) ?? bytes.count
        var errors = 0
        for end in 0...closing {
            do {
                _ = try XcodeProject(pbxproj: Array(bytes[0..<end]), projectURL: projectURL)
            } catch {
                errors += 1
                XCTAssertGreaterThan(error.line, 0, "a truncated file names where reading stopped")
            }
        }
        XCTAssertEqual(errors, closing + 1, "every truncation is malformed")
        // Deleting any one line leaves a project (perhaps with dangling references) or a located error.
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices {
            var copy = lines
            copy.remove(at: index)
            _ = try? XcodeProject(pbxproj: Array(copy.joined(separator: "\n").utf8), projectURL: projectURL)
        }
    }

    // MARK: - Synchronized folders (Xcode 16)

    func testSynchronizedFolderMembershipAndExceptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XcodeProjectTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["App/A.swift", "App/Excluded.swift", "App/Info.plist", "App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings",
                     "App/Base.lproj/Other.storyboard", "App/Assets.xcassets/Contents.json", "App/Sub/Only.xib", "App/Sub/Helper.h",
                     "App/._Main.storyboard", "App/.DS_Store"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
        G0 = {isa = PBXGroup; children = (Y1, ); sourceTree = "<group>"; };
        Y1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };
        E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Excluded.swift, ); target = T1 /* App */; };
        E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (/Localized/Main.storyboard, Sub/Only.xib, A.swift, ); target = T2 /* Widget */; };
        T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (Y1 /* App */, ); name = App; productType = "com.apple.product-type.application"; };
        T2 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: folder.appendingPathComponent("Demo.xcodeproj"))
        let base = folder.standardizedFileURL.path + "/App/"
        func names(_ files: [XcodeFile]) -> [String] { files.map { String($0.description.dropFirst(base.count)) } }
        let app = project.targets[0]
        XCTAssertEqual(names(app.resources), ["Assets.xcassets", "Base.lproj/Main.storyboard", "Base.lproj/Other.storyboard", "Sub/Only.xib", "de.lproj/Main.strings"],
                       "all files but the exceptions; the asset catalog is one member; headers, hidden and AppleDouble files are not")
        XCTAssertEqual(names(app.sources), ["A.swift"])
        XCTAssertEqual(app.resources.first?.isFolder, true)
        let widget = project.targets[1]
        XCTAssertEqual(names(widget.resources), ["Base.lproj/Main.storyboard", "Sub/Only.xib", "de.lproj/Main.strings"],
                       "a target that does not name the folder builds only its exceptions; /Localized/ names every language's variant")
        XCTAssertEqual(names(widget.sources), ["A.swift"])
        XCTAssertTrue(project.ships(URL(fileURLWithPath: base + "Assets.xcassets/Contents.json")))
        XCTAssertFalse(project.ships(URL(fileURLWithPath: base + "Info.plist")))
    }

    /// A file a build-phase exception puts in one of a target's phases belongs to it, whatever the membership exceptions
    /// say: Itori takes its String Catalog out of the app's default membership and puts it in Compile Sources, which
    /// compiles it into the bundle's tables.
    func testABuildPhaseExceptionPutsAFileInTheTargetsPhase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XcodeProjectTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["Shared/A.swift", "Shared/DesignSystem/Localizable.xcstrings", "Shared/Tools/Gen.swift"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let objects = """
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (Y1, ); sourceTree = "<group>"; };
        Y1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = Shared; sourceTree = "<group>"; };
        E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (DesignSystem/Localizable.xcstrings, Tools/Gen.swift, ); target = T1 /* App */; };
        E2 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = S1 /* Sources */; membershipExceptions = (DesignSystem/Localizable.xcstrings, ); };
        S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (); };
        T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (S1, ); fileSystemSynchronizedGroups = (Y1 /* Shared */, ); name = App; productType = "com.apple.product-type.application"; };
        """
        let project = try XcodeProject(pbxproj: pbxproj(objects), projectURL: folder.appendingPathComponent("Demo.xcodeproj"))
        let base = folder.standardizedFileURL.path + "/Shared/"
        XCTAssertTrue(project.ships(URL(fileURLWithPath: base + "DesignSystem/Localizable.xcstrings")))
        XCTAssertTrue(project.compiles(URL(fileURLWithPath: base + "A.swift")))
        XCTAssertFalse(project.compiles(URL(fileURLWithPath: base + "Tools/Gen.swift")), "a membership exception alone leaves the file out")
    }

    /// Which targets build nothing users install (``XcodeProjectSet/developerTargets(of:)``): a library project's app in
    /// the folder of an app that embeds its framework is its developers'; a watch app the iOS app embeds is not, nor an
    /// iOS app beside a Mac app whose own framework shares a name with the iOS app's.
    func testDeveloperTargetsAreLibrariesAppsOnly() throws {
        func project(_ path: String, _ targets: [(name: String, type: String, product: String, embeds: String?)]) throws -> XcodeProject {
            var objects = ["P0 = {isa = PBXProject; mainGroup = G0; targets = (\(targets.indices.map { "T\($0), " }.joined())); };",
                           "G0 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };"]
            for (n, target) in targets.enumerated() {
                let phases = target.embeds == nil ? "" : "C\(n), "
                objects += [
                    "T\(n) = {isa = PBXNativeTarget; buildPhases = (\(phases)); name = \(target.name); productReference = R\(n); productType = \"com.apple.product-type.\(target.type)\"; };",
                    "R\(n) = {isa = PBXFileReference; path = \(target.product); sourceTree = BUILT_PRODUCTS_DIR; };",
                ]
                if let embedded = target.embeds {
                    objects += ["C\(n) = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (B\(n), ); };",
                                "B\(n) = {isa = PBXBuildFile; fileRef = E\(n); };",
                                "E\(n) = {isa = PBXFileReference; path = \(embedded); sourceTree = BUILT_PRODUCTS_DIR; };"]
                }
            }
            return try XcodeProject(pbxproj: pbxproj(objects.joined(separator: "\n")), projectURL: URL(fileURLWithPath: path))
        }
        let app = try project("/work/demo/Pump.xcodeproj", [("Pump", "application", "Pump.app", "Kit.framework")])
        let kit = try project("/work/demo/Dependencies/Kit/Kit.xcodeproj", [("Kit", "framework", "Kit.framework", nil),
                                                                               ("KitApp", "application", "KitApp.app", nil),
                                                                               ("Parser", "tool", "Parser", nil)])
        XCTAssertEqual(XcodeProjectSet.developerTargets(of: [app, kit]), ["/work/demo/Dependencies/Kit/Kit.xcodeproj": ["KitApp", "Parser"]])
        // A watch app the iOS app carries, with its own framework, kept in a folder of its own: users install it.
        let phone = try project("/work/demo/Pump.xcodeproj", [("Pump", "application", "Pump.app", "PumpWatch.app")])
        let watch = try project("/work/demo/Watch/Watch.xcodeproj", [("PumpWatch", "application", "PumpWatch.app", "WatchCore.framework"),
                                                                     ("WatchCore", "framework", "WatchCore.framework", nil)])
        XCTAssertEqual(XcodeProjectSet.developerTargets(of: [phone, watch]), [:])
        // The iOS app's framework shares its name with the root Mac app's own: no one embeds the iOS project.
        let mac = try project("/work/demo/Mac.xcodeproj", [("MyApp", "application", "MyApp.app", "MyKit.framework"),
                                                           ("MyKit", "framework", "MyKit.framework", nil)])
        let iOS = try project("/work/demo/iOS/iOS.xcodeproj", [("MyAppiOS", "application", "MyAppiOS.app", "MyKit.framework"),
                                                               ("MyKit", "framework", "MyKit.framework", nil)])
        XCTAssertEqual(XcodeProjectSet.developerTargets(of: [mac, iOS]), [:])
    }
}
