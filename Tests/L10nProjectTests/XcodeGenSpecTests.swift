import Foundation
import XCTest
@testable import L10nProject

/// An app whose Xcode project XcodeGen generates from `project.yml` (not checked in): what its spec says ships. The
/// hand-written specs below use what real specs do (Element's included per-target files, excludes of languages it does
/// not ship, eRouska's templates and per-configuration compilation conditions, multi-platform frameworks).
final class XcodeGenSpecTests: TemporaryFolderTestCase {
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Element's layout: the root spec includes `App/target.yml`, whose paths are relative to its own folder; the app
    /// excludes its Arabic folder ("RTL is broken") and Markdown files; an extension it embeds; a unit-test bundle.
    func writeIncludedApp() throws {
        try write("project.yml", """
            name: Riot
            options:
              developmentLanguage: en-GB
            include:
              - path: App/target.yml
              - Share/target.yml
            targetTemplates:
              Extension:
                type: app-extension
                platform: iOS
                sources:
                  - path: Share/${target_name}Sources
            """)
        try write("App/target.yml", """
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Share
                  - package: Mapbox
                    product: MapboxMaps
                sources:
                  - path: .
                    excludes:
                      - "Assets/ar.lproj/**"
                      - "**/*.md"
                  - path: ../Shared/Strings.swift
                settings:
                  base:
                    INFOPLIST_FILE: App/Info.plist
              AppTests:
                type: bundle.unit-test
                platform: iOS
                sources: [../AppTests]
            """)
        try write("Share/target.yml", """
            targets:
              Share:
                templates: [Extension]
            """)
        try write("App/Info.plist", "<plist><dict/></plist>")
        try write("App/Sources/AppDelegate.swift", "import UIKit\n")
        try write("App/Sources/README.md", "# notes\n")
        try write("App/Assets/en-GB.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try write("App/Assets/de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n")
        try write("App/Assets/ar.lproj/Localizable.strings", "\"a\" = \"ا\";\n")
        try write("App/Base.lproj/Main.storyboard", "<document/>")
        try write("Shared/Strings.swift", "let s = 1\n")
        try write("Shared/Unused.swift", "let u = 1\n")
        try write("Share/ShareSources/ShareViewController.swift", "import UIKit\n")
        try write("Share/ShareSources/fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Partager\";\n")
        try write("AppTests/AppTests.swift", "import XCTest\n")
        try write("AppTests/de.lproj/Test.strings", "\"t\" = \"T\";\n")
    }

    func testTheSpecSaysWhatEachTargetCopiesAndCompiles() throws {
        try writeIncludedApp()
        let project = try XcodeGenSpec.project(at: url("project.yml"))
        XCTAssertEqual(project.url.lastPathComponent, "Riot.xcodeproj")
        XCTAssertEqual(project.developmentRegion, "en-GB")
        XCTAssertEqual(project.targets.map(\.name), ["App", "AppTests", "Share"])

        XCTAssertTrue(project.ships(url("App/Assets/de.lproj/Localizable.strings")))
        XCTAssertTrue(project.ships(url("App/Base.lproj/Main.storyboard")))
        XCTAssertFalse(project.ships(url("App/Assets/ar.lproj/Localizable.strings")), "excluded by a glob relative to the source")
        XCTAssertFalse(project.ships(url("App/Sources/README.md")), "excluded by **/*.md")
        XCTAssertFalse(project.ships(url("App/Info.plist")), "an Info.plist is in no build phase")
        XCTAssertTrue(project.compiles(url("App/Sources/AppDelegate.swift")))
        XCTAssertTrue(project.compiles(url("Shared/Strings.swift")), "a file named from the included spec's folder")
        XCTAssertFalse(project.compiles(url("Shared/Unused.swift")))

        // The template's `${target_name}` names the extension's own folder; the app embeds the extension.
        XCTAssertTrue(project.compiles(url("Share/ShareSources/ShareViewController.swift")))
        XCTAssertTrue(project.ships(url("Share/ShareSources/fr.lproj/InfoPlist.strings")))
        let app = try XCTUnwrap(project.targets.first { $0.name == "App" })
        let share = try XCTUnwrap(project.targets.first { $0.name == "Share" })
        XCTAssertTrue(share.isExtension)
        XCTAssertEqual(share.product, "Share.appex")
        XCTAssertEqual(app.embeddedProducts, ["Share.appex"])
        XCTAssertFalse(share.isLeftOutExtension(among: project.targets))
        XCTAssertEqual(app.packageProducts, ["MapboxMaps"])
        XCTAssertEqual(app.infoPlistSettings["INFOPLIST_FILE"], ["App/Info.plist"])
        XCTAssertEqual(app.sdkRoots, ["iphoneos"])

        // A test bundle's tables never reach users.
        XCTAssertTrue(project.ships(url("AppTests/de.lproj/Test.strings"), includingTestTargets: true))
        XCTAssertFalse(project.ships(url("AppTests/de.lproj/Test.strings")))
    }

    func testTheWorkspaceReadsTheSpecWhenNoProjectIsCheckedIn() throws {
        try writeIncludedApp()
        // Only the shared schemes of the generated project are checked in (Element's Riot.xcodeproj).
        try write("Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme", "<Scheme/>")
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.xcodeProjects, [], "a project folder without its project.pbxproj is no project")
        XCTAssertEqual(workspace.uncheckedInProjectManifest?.lastPathComponent, "project.yml")
        XCTAssertNil(workspace.manifestError)
        XCTAssertEqual(workspace.projectFileNames, ["project.yml"])
        XCTAssertTrue(workspace.ships(url("App/Assets/de.lproj/Localizable.strings")))
        XCTAssertFalse(workspace.ships(url("App/Assets/ar.lproj/Localizable.strings")))
        XCTAssertEqual(workspace.developmentLanguage(), "en-GB")
        XCTAssertFalse(workspace.compiledSources.contains { $0.lastPathComponent == "Unused.swift" })
        XCTAssertFalse(workspace.compiledSources.contains { $0.lastPathComponent == "AppTests.swift" })
    }

    /// A spec named for one of a repository's apps (Bitwarden's `project-bwa.yml`, generated with `xcodegen --spec`) is
    /// read as `project.yml` is; another YAML file named so that says no targets is not.
    func testASpecNamedForOneAppIsASpec() throws {
        try write("project-bwa.yml", "name: Authenticator\ntargets:\n  Authenticator:\n    type: application\n    platform: iOS\n    sources: [App]\n")
        try write("project-ci.yml", "jobs:\n  build: {}\n")
        try write("App/de.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write("Other/de.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.uncheckedInProjectManifest?.lastPathComponent, "project-bwa.yml")
        XCTAssertTrue(workspace.ships(url("App/de.lproj/Localizable.strings")))
        XCTAssertFalse(workspace.ships(url("Other/de.lproj/Localizable.strings")))
        XCTAssertFalse(ProjectGenerator.isManifest(url("project-ci.yml")))
    }

    /// The root spec stands for the app, not an example's spec deeper down (though "Example/" sorts before
    /// "project.yml"), and not the specs it includes, which are parts of its project.
    func testTheShallowestSpecsNoOtherIncludesAreTheApps() throws {
        try writeIncludedApp()
        try write("Example/project.yml", "name: Example\ntargets:\n  Example:\n    type: application\n    platform: iOS\n    sources: [Sources]\n")
        try write("Example/Sources/fr.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write("App/project.yml", "targets:\n  Other:\n    type: framework\n    platform: iOS\n    sources: [.]\n")
        try write("project.yml", (try String(contentsOf: url("project.yml"), encoding: .utf8))
            .replacingOccurrences(of: "  - path: App/target.yml\n", with: "  - path: App/target.yml\n  - path: App/project.yml\n"))
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.uncheckedInProjectManifest, url("project.yml").standardizedFileURL)
        XCTAssertEqual(workspace.xcode?.projects.map(\.url.lastPathComponent), ["Riot.xcodeproj"])
        XCTAssertEqual(workspace.xcode?.projects.first?.includedSpecs.map(\.lastPathComponent), ["project.yml", "target.yml", "target.yml"])
        XCTAssertFalse(workspace.ships(url("Example/Sources/fr.lproj/Localizable.strings")))
    }

    func testASpecThatIsNotYAMLIsAnErrorAtItsPlaceAndEverythingShips() throws {
        try write("project.yml", "name: App\ntargets:\n  App:\n    sources: [App\n")
        try write("App/de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n")
        let workspace = try Workspace(root: root)
        let error = try XCTUnwrap(workspace.manifestError)
        XCTAssertTrue(error.path.hasSuffix("project.yml"))
        XCTAssertGreaterThan(error.line, 3)
        XCTAssertNil(workspace.xcode)
        XCTAssertTrue(workspace.ships(url("App/de.lproj/Localizable.strings")))
    }

    /// Aliases that expand a small file into billions of nodes (or that nest without end) make a located error, not a hang.
    func testASpecWhoseAliasesExplodeIsAnError() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try write("project.yml", text + "targets: {}\n")
        XCTAssertThrowsError(try XcodeGenSpec.project(at: url("project.yml"))) { error in
            XCTAssertTrue((error as? XcodeProjectError)?.message.contains("too deeply") ?? false, "\(error)")
        }
    }

    func testAMissingIncludeIsAnErrorAtTheIncludingLine() throws {
        try write("project.yml", "name: App\ninclude:\n  - Gone/target.yml\n")
        XCTAssertThrowsError(try XcodeGenSpec.project(at: url("project.yml"))) { error in
            let error = error as? XcodeProjectError
            XCTAssertEqual(error?.line, 3)
            XCTAssertTrue(error?.message.contains("Gone/target.yml") ?? false)
        }
    }

    /// OneBusAway keeps one spec per app in `Apps/<App>/project.yml`, written from the repository's root (its script
    /// copies the chosen spec there to run XcodeGen): includes not there beside the spec but all there from a folder
    /// above it make that folder the one the spec, and its paths, are read from.
    func testASpecWhoseIncludesAreThereFromAFolderAboveIsReadFromThere() throws {
        try write("Apps/Bus/project.yml", """
            name: Bus
            include:
              - path: Apps/Shared/app_shared.yml
            targets:
              App:
                templates: [Shared]
                sources:
                  - path: Apps/Bus/Resources
            """)
        try write("Apps/Shared/app_shared.yml", """
            targetTemplates:
              Shared:
                type: application
                platform: iOS
                sources:
                  - path: Sources
            """)
        try write("Apps/Bus/Resources/pl.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write("Apps/Shared/Sources/Kept.swift", "let kept = 1\n")
        try write("Sources/Root.swift", "let root = 1\n")
        try write("Apps/Bus/Resources/Info.plist", "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Bus</string></dict></plist>\n")
        let project = try XcodeGenSpec.project(at: url("Apps/Bus/project.yml"))
        // Paths are the root's; the project keeps the spec's folder as its place, so that another brand's spec stays
        // another project.
        XCTAssertEqual(project.directory.path, root.standardizedFileURL.path)
        XCTAssertEqual(project.url.path, url("Apps/Bus/Bus.xcodeproj").standardizedFileURL.path)
        let app = try XCTUnwrap(project.targets.first { $0.name == "App" })
        XCTAssertEqual(project.infoPlistURLs(of: app).map(\.path), [url("Apps/Bus/Resources/Info.plist").standardizedFileURL.path])
        XCTAssertTrue(project.ships(url("Apps/Bus/Resources/pl.lproj/Localizable.strings")))
        XCTAssertTrue(project.compiles(url("Apps/Shared/Sources/Kept.swift")), "an included spec's paths stay relative to its own folder")
        XCTAssertFalse(project.compiles(url("Sources/Root.swift")))
        // An include there from no folder above is still the spec's error.
        try write("Apps/Bus/project.yml", "name: Bus\ninclude:\n  - Apps/Gone/target.yml\n")
        XCTAssertThrowsError(try XcodeGenSpec.project(at: url("Apps/Bus/project.yml"))) { error in
            XCTAssertEqual((error as? XcodeProjectError)?.line, 3)
        }
    }

    /// eRouska: two app targets from one template, the store one built with `PROD`; a configuration's settings reach
    /// every configuration whose name contains the key; a multi-platform framework is one target per platform.
    func testConfigurationsTemplatesAndPlatforms() throws {
        try write("project.yml", """
            name: eRouska
            configs:
              Debug: debug
              Release: release
            settingGroups:
              store:
                SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) STORE
            targets:
              eRouska Dev:
                templates: [App]
              eRouska Prod:
                templates: [App]
                settings:
                  groups: [store]
                  configs:
                    Release:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: PROD
              Kit:
                type: framework
                platform: [iOS, macOS]
                sources: [Kit]
              Mac:
                type: application
                platform: macOS
                sources: [Mac]
            targetTemplates:
              App:
                type: application
                platform: iOS
                sources: [App]
            """)
        try write("App/A.swift", "let a = 1\n")
        try write("Kit/K.swift", "let k = 1\n")
        try write("Mac/M.swift", "let m = 1\n")
        let project = try XcodeGenSpec.project(at: url("project.yml"))
        XCTAssertEqual(project.targets.map(\.name), ["eRouska Dev", "eRouska Prod", "Kit_iOS", "Kit_macOS", "Mac"])
        // The team's build beside the store's: what only it compiles, and its conditions, are not the app's.
        XCTAssertTrue(project.targets[0].isDevelopmentVariant(among: project.targets))
        XCTAssertFalse(project.targets[1].isDevelopmentVariant(among: project.targets))
        XCTAssertEqual(XcodeProjectSet(generated: [project]).shippedBuilds(compiling: url("App/A.swift")).count, 1)
        XCTAssertEqual(project.targets[0].swiftConditions["Release"], .some([]))
        let app = project.targets[1]
        XCTAssertEqual(app.swiftConditions["Release"], .some(["PROD"]))
        XCTAssertEqual(app.swiftConditions["Debug"], .some(["DEBUG", "STORE"]))
        XCTAssertEqual(app.shippedConfiguration, "Release")
        XCTAssertFalse(project.targets[2].buildsForAnotherPlatform)
        XCTAssertTrue(project.targets[3].buildsForAnotherPlatform)
        XCTAssertTrue(project.targets[4].buildsForAnotherPlatform)
        XCTAssertTrue(project.compiles(url("App/A.swift")))
    }

    func testMergingFollowsXcodeGen() throws {
        let base = try XCTUnwrap(YAMLNode.read(Array("a: {x: 1, list: [1]}\nb: [1]\n".utf8), path: "base.yml"))
        let top = try XCTUnwrap(YAMLNode.read(Array("a: {y: 2, list: [2]}\nb:REPLACE: [3]\n".utf8), path: "top.yml"))
        let merged = XcodeGenSpec.merge(base, top)
        XCTAssertEqual(merged["a"]?["x"]?.string, "1")
        XCTAssertEqual(merged["a"]?["y"]?.string, "2")
        XCTAssertEqual(merged["a"]?["list"]?.strings, ["1", "2"], "sequences are appended")
        XCTAssertEqual(merged["b"]?.strings, ["3"], ":REPLACE replaces")

        let anchored = try XCTUnwrap(YAMLNode.read(Array("base: &b {x: 1, y: 1}\nt:\n  <<: *b\n  y: 2\n".utf8), path: "a.yml"))
        XCTAssertEqual(anchored["t"]?["x"]?.string, "1", "a merge key adds what the mapping does not set")
        XCTAssertEqual(anchored["t"]?["y"]?.string, "2")
    }

    func testNameWords() {
        XCTAssertEqual(XcodeTarget.nameWords("eRouska Dev"), ["e", "rouska", "dev"])
        XCTAssertEqual(XcodeTarget.nameWords("MyAppStaging"), ["my", "app", "staging"])
        XCTAssertEqual(XcodeTarget.nameWords("App-QA_2"), ["app", "qa", "2"])
    }

    func testGlobs() {
        let any = XcodeGenSpec.Glob("**/*.md")
        XCTAssertTrue(any.matches("README.md"))
        XCTAssertTrue(any.matches("a/b/README.md"))
        XCTAssertFalse(any.matches("a/README.mdx"))
        let folder = XcodeGenSpec.Glob("Assets/ar.lproj/**")
        XCTAssertTrue(folder.matches("Assets/ar.lproj/Localizable.strings"))
        XCTAssertFalse(folder.matches("Assets/de.lproj/Localizable.strings"))
        let named = XcodeGenSpec.Glob("Logs")
        XCTAssertTrue(named.matches(pathOrFolderOf: "Logs/today.txt"), "a folder excluded excludes what it holds")
        XCTAssertFalse(named.matches(pathOrFolderOf: "MoreLogs/today.txt"))
        XCTAssertTrue(XcodeGenSpec.Glob("ios/*.[mh]").matches("ios/A.h"))
        XCTAssertFalse(XcodeGenSpec.Glob("ios/*.[mh]").matches("ios/sub/A.h"))
        XCTAssertTrue(XcodeGenSpec.Glob("configs/server[0-2].{json,plist}").matches("configs/server1.plist"))
    }
}
