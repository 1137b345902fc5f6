import Foundation
import XCTest
import L10nProject

/// The one walk of a project: what it finds, what it skips, and where reported paths are relative to.
final class WorkspaceTests: TemporaryFolderTestCase {
    /// Hand-written tree: one app bundle with Base documents and two languages, a framework with one
    /// language, and copies in build and dependency folders that must not be seen.
    func make(_ paths: [String]) throws {
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
    }

    func testFindsLprojsGroupsLanguagesTablesAndBaseDocuments() throws {
        try make(["App/Base.lproj/Main.storyboard", "App/Base.lproj/Launch.xib", "App/de.lproj/Main.strings",
                  "App/de.lproj/Plurals.stringsdict", "App/en.lproj/Main.strings", "App/Base.lproj/._Main.storyboard",
                  "Pods/X/fr.lproj/Main.strings", ".build/y/fr.lproj/Main.strings", "Kit/it.lproj/Localizable.strings",
                  "App/Localizable.xcstrings", "App/Fonts/Brand.ttf", "App/View.swift", "App/Legacy.m", "App/Unlocalized.xib",
                  "App.xcodeproj/project.pbxproj", "DerivedData/z/Base.lproj/Main.storyboard"])
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.groups.map(\.directory.lastPathComponent), ["App", "Kit"])
        let app = workspace.groups[0]
        XCTAssertEqual(app.languages, ["Base", "de", "en"])
        XCTAssertEqual(app.tables(in: "de"), ["Main"])
        XCTAssertEqual(app.stringsDictionaries(in: "de"), ["Plurals"])
        XCTAssertEqual(app.baseDocuments.map(\.lastPathComponent), ["Launch.xib", "Main.storyboard"], "AppleDouble files are not documents")
        XCTAssertEqual(workspace.languages, ["de", "en", "it"])
        XCTAssertEqual(workspace.catalogs.map(\.lastPathComponent), ["Localizable.xcstrings"])
        XCTAssertEqual(workspace.fonts.map(\.lastPathComponent), ["Brand.ttf"])
        XCTAssertEqual(workspace.sources.map(\.lastPathComponent), ["Legacy.m", "View.swift"])
        XCTAssertEqual(workspace.xcodeProjects.map(\.lastPathComponent), ["App.xcodeproj"])
        XCTAssertEqual(workspace.otherDocuments.map(\.lastPathComponent), ["Unlocalized.xib"])
        XCTAssertThrowsError(try Workspace(root: root.appendingPathComponent("absent")))
    }

    /// Xcode keeps an Interface Builder document's string catalog in `mul.lproj` ("multiple languages"): no
    /// device runs in `mul`, so it is no language to check (KickOff's `mul.lproj/onBoarding.xcstrings`).
    func testTheFolderOfMultipleLanguagesIsNoLanguage() throws {
        try make(["App/Base.lproj/Main.storyboard", "App/mul.lproj/Main.xcstrings", "App/mul.lproj/Cell.strings",
                  "App/es.lproj/Localizable.strings"])
        let workspace = try Workspace(root: root)
        XCTAssertEqual(workspace.languages, ["es"])
    }

    func testExcludedPathsAreNotWalked() throws {
        try make(["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "Old/Base.lproj/Main.storyboard"])
        let workspace = try Workspace(root: root, options: Workspace.Options(excludedPaths: ["Old/"]))
        XCTAssertEqual(workspace.baseDocuments.map { workspace.projectRelativePath($0) }, ["App/Base.lproj/Main.storyboard"])
        XCTAssertTrue(workspace.isExcluded(root.appendingPathComponent("Old/Base.lproj/Main.storyboard")))
    }

    /// Paths are relative to the git work tree (else the project), whatever folder the project is read from.
    func testReportedPathsAreRelativeToTheWorkTree() throws {
        try make(["repo/.git/HEAD", "repo/App/Base.lproj/Main.storyboard", "repo/App/de.lproj/Main.strings"])
        let app = root.appendingPathComponent("repo/App")
        let workspace = try Workspace(root: app)
        XCTAssertEqual(workspace.relativePath(app.appendingPathComponent("de.lproj/Main.strings")), "App/de.lproj/Main.strings")
        let own = try Workspace(root: app, options: Workspace.Options(pathRoot: app))
        XCTAssertEqual(own.relativePath(app.appendingPathComponent("de.lproj/Main.strings")), "de.lproj/Main.strings")
    }

    /// From any folder inside a project, its root is the nearest folder upwards with Base.lproj, an
    /// .xcodeproj or the settings file; `de.lproj` itself is never a root.
    func testTheProjectRootIsFoundFromInside() throws {
        try make(["repo/.git/HEAD", "repo/App.xcodeproj/project.pbxproj", "repo/App/Base.lproj/Main.storyboard",
                  "repo/App/de.lproj/Main.strings", "repo/App/Views/Cell.swift"])
        let repo = root.appendingPathComponent("repo").standardizedFileURL
        let app = repo.appendingPathComponent("App")
        XCTAssertEqual(ProjectLocator.projectRoot(from: app.appendingPathComponent("de.lproj")).path, app.path)
        XCTAssertEqual(ProjectLocator.projectRoot(from: app).path, app.path)
        XCTAssertEqual(ProjectLocator.projectRoot(from: app.appendingPathComponent("Views")).path, app.path)
        XCTAssertEqual(ProjectLocator.projectRoot(from: repo).path, repo.path)
        XCTAssertEqual(ProjectLocator.gitWorkTree(containing: app)?.path, repo.path)
    }

    /// Each file is parsed once however many threads ask for it.
    func testFilesAreReadOnceAndShared() throws {
        try make(["App/de.lproj/Main.strings"])
        let table = root.appendingPathComponent("App/de.lproj/Main.strings")
        try Data("\"a\" = \"b\";\n".utf8).write(to: table)
        let workspace = try Workspace(root: root)
        let first = try workspace.table(table).get()
        try Data("\"a\" = \"changed\";\n".utf8).write(to: table)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(try? workspace.table(table).get().table, first.table)
        }
        guard case .failure(let error) = workspace.table(root.appendingPathComponent("App/de.lproj/None.strings")) else {
            return XCTFail("a missing table is a failure")
        }
        XCTAssertTrue(error.description.contains("no such file"), error.description)
    }
}
