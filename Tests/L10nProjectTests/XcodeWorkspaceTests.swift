import XCTest
import Foundation
import L10nProject

/// The workspace reader: every location kind on a hand-written file, and the real workspaces of the corpora.
final class XcodeWorkspaceTests: XCTestCase {
    func testLocationKinds() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef location = "group:App.xcodeproj"></FileRef>
           <Group location = "container:Libs" name = "Libs">
              <FileRef location = "group:Net/Net.xcodeproj"></FileRef>
              <Group location = "group:Deep" name = "Deep">
                 <FileRef location = "group:Deep.xcodeproj"></FileRef>
              </Group>
              <Group name = "NoLocation">
                 <FileRef location = "group:Other.xcodeproj"></FileRef>
              </Group>
           </Group>
           <FileRef location = "container:Tools/Tools.xcodeproj"></FileRef>
           <FileRef location = "absolute:/opt/Shared/Shared.xcodeproj"></FileRef>
           <FileRef location = "developer:Platforms/Foo.xcodeproj"></FileRef>
           <FileRef location = "group:README.md"></FileRef>
           <FileRef location = "group:App.xcodeproj"></FileRef>
        </Workspace>
        """
        let workspace = try XcodeWorkspace(xml: Data(xml.utf8), workspaceURL: URL(fileURLWithPath: "/w/App.xcworkspace"))
        XCTAssertEqual(workspace.containerDirectory.path, "/w")
        XCTAssertEqual(workspace.projects.map(\.path), [
            "/w/App.xcodeproj", "/w/Libs/Net/Net.xcodeproj", "/w/Libs/Deep/Deep.xcodeproj", "/w/Libs/Other.xcodeproj",
            "/w/Tools/Tools.xcodeproj", "/opt/Shared/Shared.xcodeproj",
        ], "group: is relative to the enclosing group; a group without a location keeps its parent's folder; each project once")
        XCTAssertEqual(workspace.fileReferences.count, 9)
        XCTAssertEqual(workspace.fileReferences[6], .buildSetting("DEVELOPER_DIR", path: "Platforms/Foo.xcodeproj"))
        XCTAssertEqual(workspace.fileReferences[7], .disk(URL(fileURLWithPath: "/w/README.md")), "back at the top after </Group>")
    }

    func testEmbeddedWorkspaceSelfIsTheEnclosingProject() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><Workspace version = "1.0"><FileRef location = "self:Old Name.xcodeproj"></FileRef></Workspace>"#
        let workspace = try XcodeWorkspace(xml: Data(xml.utf8), workspaceURL: URL(fileURLWithPath: "/w/App.xcodeproj/project.xcworkspace"))
        XCTAssertEqual(workspace.projects.map(\.path), ["/w/App.xcodeproj"], "the name after self: is stale and ignored")
        XCTAssertEqual(workspace.containerDirectory.path, "/w")
    }

    func testMalformedWorkspacesAreErrorsWithLocations() {
        let url = URL(fileURLWithPath: "/w/App.xcworkspace")
        XCTAssertThrowsError(try XcodeWorkspace(xml: Data("<Workspace>\n<FileRef location=\"group:a\">\n</Workspace>".utf8), workspaceURL: url)) { error in
            let error = error as? XcodeProjectError
            XCTAssertEqual(error?.path, "/w/App.xcworkspace/contents.xcworkspacedata")
            XCTAssertEqual(error?.line, 3)
            XCTAssertTrue(error?.message.hasSuffix("not an Xcode workspace file") ?? false)
        }
        XCTAssertThrowsError(try XcodeWorkspace(xml: Data("<Workspace>\n  <FileRef location=\"bogus:a\"/>\n</Workspace>".utf8), workspaceURL: url)) { error in
            XCTAssertEqual((error as? XcodeProjectError)?.line, 2)
            XCTAssertEqual((error as? XcodeProjectError)?.message, "unknown location \"bogus:a\" (expected group:, container:, absolute:, self: or developer:)")
        }
        XCTAssertThrowsError(try XcodeWorkspace(xml: Data("<Plist/>".utf8), workspaceURL: url)) { error in
            XCTAssertEqual((error as? XcodeProjectError)?.message, "no <Workspace> element: not an Xcode workspace file")
        }
    }

    /// AdGuard's workspace mixes `group:` and `container:` references to three projects and loose files.
    func testCorpusWorkspaces() throws {
        let shared = XcodeProjectCorpusTests.shared
        let adguard = try XcodeWorkspace(contentsOf: shared.appendingPathComponent("corpus2/AdguardTeam__AdguardForiOS/AdguardSafariExtension-iOS.xcworkspace"))
        let base = shared.appendingPathComponent("corpus2/AdguardTeam__AdguardForiOS").standardizedFileURL.path
        XCTAssertEqual(adguard.projects.map(\.path), [
            base + "/AdGuardSDK/AdGuardSDK.xcodeproj", base + "/Builder/Builder.xcodeproj", base + "/AdguardExtension/Adguard.xcodeproj",
        ])
        XCTAssertTrue(adguard.fileReferences.contains(.disk(URL(fileURLWithPath: base + "/SupportingScripts/runBuilder.sh"))))

        let sanity = try XcodeWorkspace(contentsOf: shared.appendingPathComponent("corpus/Almoullim__Sanity/Sanity.xcworkspace"))
        XCTAssertEqual(sanity.projects.map(\.lastPathComponent), ["Sanity.xcodeproj", "Pods.xcodeproj"])

        // Every workspace of both corpora reads, and each embedded one names its own project.
        var count = 0
        for corpus in ["corpus", "corpus2"] {
            guard let walk = FileManager.default.enumerator(at: shared.appendingPathComponent(corpus), includingPropertiesForKeys: nil) else { continue }
            var workspaces: [URL] = []
            for case let url as URL in walk where url.pathExtension == "xcworkspace" { workspaces.append(url) }
            for url in workspaces.sorted(by: { $0.path < $1.path }) {
                let workspace = try XcodeWorkspace(contentsOf: url)
                let parent = url.deletingLastPathComponent()
                if parent.pathExtension == "xcodeproj", !workspace.fileReferences.isEmpty {
                    XCTAssertEqual(workspace.projects, [parent.standardizedFileURL], url.path)
                }
                count += 1
            }
        }
        XCTAssertEqual(count, 47)
    }
}
