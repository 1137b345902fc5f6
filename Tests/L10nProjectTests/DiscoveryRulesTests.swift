import XCTest
import L10nProject

final class DiscoveryRulesTests: XCTestCase {
    func testBuildFoldersAndAppleDoubleFilesAreSkipped() {
        for name in [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", "._Main.storyboard"] {
            XCTAssertTrue(DiscoveryRules.skips(name: name), name)
        }
        for name in ["Base.lproj", "Main.storyboard", "Sources", ".l10nlayout.json"] {
            XCTAssertFalse(DiscoveryRules.skips(name: name), name)
        }
    }
}
