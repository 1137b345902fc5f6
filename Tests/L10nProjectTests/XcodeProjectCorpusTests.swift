import XCTest
import Foundation
import L10nProject

/// The project reader on the real projects of ../shared/corpus and ../shared/corpus2. The memberships
/// asserted here were checked by hand in each `project.pbxproj` (build file → variant group → group chain
/// → target's resources phase); the slices lack many files the projects name, which must not matter.
final class XcodeProjectCorpusTests: XCTestCase {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    private func project(_ path: String) throws -> XcodeProject {
        try XcodeProject(contentsOf: Self.shared.appendingPathComponent(path))
    }

    private func url(_ path: String) -> URL { Self.shared.appendingPathComponent(path) }

    /// Every project file of both corpora reads without an error or a dangling reference.
    func testEveryCorpusProjectReads() throws {
        var count = 0
        for corpus in ["corpus", "corpus2"] {
            let root = Self.shared.appendingPathComponent(corpus)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            var projects: [URL] = []
            for case let url as URL in walk where url.pathExtension == "xcodeproj" { projects.append(url) }
            for url in projects.sorted(by: { $0.path < $1.path }) {
                let project = try XcodeProject(contentsOf: url)
                XCTAssertFalse(project.targets.isEmpty, url.path)
                XCTAssertNotNil(project.developmentRegion, url.path)
                XCTAssertEqual(project.warnings.map(\.description), [], url.path)
                count += 1
            }
        }
        XCTAssertEqual(count, 40)
    }

    /// Sanity: `Admin.storyboard` is a variant group (Base, ar) in the group StoryBoards, which has no path,
    /// so it resolves to the project folder; the resources phase of the one target Sanity names it.
    func testSanityStoryboardAndItsArabicTableShip() throws {
        let project = try project("corpus/Almoullim__Sanity/Sanity.xcodeproj")
        XCTAssertEqual(project.developmentRegion, "en")
        XCTAssertEqual(project.knownRegions, ["en", "Base", "ar"])
        XCTAssertEqual(project.targets.map(\.name), ["Sanity"])
        let resources = Set(project.targets[0].resources.compactMap(\.url?.path))
        XCTAssertTrue(resources.contains(url("corpus/Almoullim__Sanity/Base.lproj/Admin.storyboard").path))
        XCTAssertTrue(resources.contains(url("corpus/Almoullim__Sanity/ar.lproj/Admin.strings").path))
        XCTAssertEqual(project.membership(of: url("corpus/Almoullim__Sanity/ar.lproj/Admin.strings")),
                       [XcodeMembership(target: "Sanity", phase: .resources, isTestTarget: false)])
        XCTAssertTrue(project.compiles(url("corpus/Almoullim__Sanity/AdminContollers/AddArticleViewController.swift")))
    }

    /// RCRC: `LoginModule.storyboard`'s variant group lists Base, ar and en; the ur.lproj table beside them
    /// is in no variant group (and `ur` is not a known region), so it never ships.
    func testRCRCTableOutsideTheVariantGroupDoesNotShip() throws {
        let project = try project("corpus/dileep10701963__RCRC/RCRC.xcodeproj")
        XCTAssertEqual(project.knownRegions, ["en", "Base", "ar"])
        let view = "corpus/dileep10701963__RCRC/Modules/Authentication/View/"
        XCTAssertTrue(project.ships(url(view + "Base.lproj/LoginModule.storyboard")))
        XCTAssertTrue(project.ships(url(view + "ar.lproj/LoginModule.strings")))
        XCTAssertTrue(project.ships(url(view + "en.lproj/LoginModule.strings")))
        XCTAssertFalse(project.ships(url(view + "ur.lproj/LoginModule.strings")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url(view + "ur.lproj/LoginModule.strings").path), "the table is on disk")
    }

    /// Loop: the `Learn` group is still in the project but no target builds its storyboard any more.
    func testLoopLearnStoryboardIsInNoTarget() throws {
        let project = try project("corpus/LoopKit__Loop/Loop.xcodeproj")
        XCTAssertFalse(project.ships(url("corpus/LoopKit__Loop/Learn/Base.lproj/Main.storyboard")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("corpus/LoopKit__Loop/Learn/Base.lproj/Main.storyboard").path))
        XCTAssertEqual(project.targets.filter(\.isTest).map(\.name), ["LoopTests"])
    }

    /// KeePassium (Xcode 16): the folder `KeePassium` is synchronized with the targets KeePassium, Pro and
    /// Org; the AutoFill extension names it only through an exception set that lists
    /// `/Localized/database/unlocker/DatabaseUnlockerVC.storyboard` and `…/DatabaseUnlockerVC.swift`, not
    /// `AboutVC.storyboard`. The KeePassium target's own exception set removes `util/macos/MacUtilsImpl.swift`.
    func testKeePassiumSynchronizedFolders() throws {
        let project = try project("corpus2/keepassium__KeePassium/KeePassium.xcodeproj")
        let folder = "corpus2/keepassium__KeePassium/KeePassium/"
        func targets(_ path: String, _ phase: XcodeMembership.Phase) -> [String] {
            project.membership(of: url(folder + path)).filter { $0.phase == phase }.map(\.target)
        }
        XCTAssertEqual(targets("database/unlocker/Base.lproj/DatabaseUnlockerVC.storyboard", .resources),
                       ["KeePassium", "KeePassium AutoFill", "KeePassium Org", "KeePassium Pro", "KeePassium Pro AutoFill"])
        XCTAssertEqual(targets("database/unlocker/de.lproj/DatabaseUnlockerVC.strings", .resources),
                       ["KeePassium", "KeePassium AutoFill", "KeePassium Org", "KeePassium Pro", "KeePassium Pro AutoFill"])
        XCTAssertEqual(targets("general/about/Base.lproj/AboutVC.storyboard", .resources), ["KeePassium", "KeePassium Org", "KeePassium Pro"])
        XCTAssertEqual(targets("database/unlocker/DatabaseUnlockerVC.swift", .sources),
                       ["KeePassium", "KeePassium AutoFill", "KeePassium Org", "KeePassium Pro", "KeePassium Pro AutoFill"])
        XCTAssertFalse(project.targets.first { $0.name == "KeePassium" }?.sources.contains { $0.description.hasSuffix("util/macos/MacUtilsImpl.swift") } ?? true)
        let autoFill = "corpus2/keepassium__KeePassium/KeePassium AutoFill/controllers/Base.lproj/CrashReportVC.storyboard"
        XCTAssertEqual(project.membership(of: url(autoFill)).map(\.target), ["KeePassium AutoFill", "KeePassium Pro AutoFill"])
    }

    /// KeePassium's workspace lists KeePassiumLib and KeePassium; the app's tables ship from the second,
    /// the library's sources compile in the first; both are English-developed.
    func testKeePassiumWorkspaceAsAProjectSet() throws {
        let workspace = try XcodeWorkspace(contentsOf: url("corpus2/keepassium__KeePassium/KeePassium.xcworkspace"))
        let set = XcodeProjectSet(workspace: workspace)
        XCTAssertEqual(set.projects.map(\.url.lastPathComponent), ["KeePassiumLib.xcodeproj", "KeePassium.xcodeproj"])
        XCTAssertEqual(set.errors, [])
        let table = url("corpus2/keepassium__KeePassium/KeePassium/database/unlocker/de.lproj/DatabaseUnlockerVC.strings")
        XCTAssertTrue(set.ships(table))
        XCTAssertEqual(set.project(shipping: table)?.url.lastPathComponent, "KeePassium.xcodeproj")
        XCTAssertEqual(set.developmentRegion(for: table), "en")
        XCTAssertFalse(set.declaredLanguages.contains("Base"))
        XCTAssertEqual(Set(set.declaredLanguages).count, set.declaredLanguages.count)
        XCTAssertFalse(set.sourceFiles.isEmpty)
    }

    /// A project that cannot be read is reported and the others still answer.
    func testUnreadableProjectIsAnErrorNotAStop() {
        let set = XcodeProjectSet(reading: [URL(fileURLWithPath: "/nonexistent/A.xcodeproj"), url("corpus/Almoullim__Sanity/Sanity.xcodeproj")])
        XCTAssertEqual(set.projects.map(\.url.lastPathComponent), ["Sanity.xcodeproj"])
        XCTAssertEqual(set.errors.map(\.path), ["/nonexistent/A.xcodeproj/project.pbxproj"])
        XCTAssertEqual(set.developmentRegion(), "en")
    }

    /// Airbitz references the nested project `Airbitz/Google Drive/GTL.xcodeproj`, which is in the slice.
    func testNestedProjectReferenceIsRead() throws {
        let projects = try XcodeProject.readIncludingReferences(at: url("corpus2/EdgeApp__airbitz-ios-gui/Airbitz.xcodeproj"))
        XCTAssertEqual(projects.map(\.url.lastPathComponent), ["Airbitz.xcodeproj", "GTL.xcodeproj"])
        XCTAssertEqual(projects[1].url.path, url("corpus2/EdgeApp__airbitz-ios-gui/Airbitz/Google Drive/GTL.xcodeproj").path)
        XCTAssertEqual(projects[0].developmentRegion, "English", "legacy region names are kept as written")
    }
}
