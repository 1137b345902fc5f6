import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nChecks

/// A scene whose controller's code keeps it in landscape (hand-written project: one storyboard, one Swift
/// controller) is checked in landscape only: a German text that fits the landscape width is not reported
/// as cut off in portrait, where users never see the screen; one too long even there is, on the landscape
/// screen.
final class VerifyOrientationLockTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("orientation-lock")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func label(_ id: String, y: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Rate" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="353" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    private func pinned(_ id: String, y: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="\(id)-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        """
    }

    private func truncations(controller: String) throws -> [String: String] {
        let storyboard = ExampleStoryboard.scene(label("lbl-00-001", y: 80) + label("lbl-00-002", y: 120),
                                                 constraints: pinned("lbl-00-001", y: 20) + pinned("lbl-00-002", y: 60), initial: true)
            .replacingOccurrences(of: #"<viewController id="vcx-00-001""#, with: #"<viewController id="vcx-00-001" customClass="ChartViewController""#)
        try TemporaryProject.write(storyboard, to: "Base.lproj/Main.storyboard", in: project)
        try TemporaryProject.write(controller, to: "ChartViewController.swift", in: project)
        try TemporaryProject.write("""
            "lbl-00-001.text" = "Effektiver Jahreszins einschließlich aller Gebühren";
            "lbl-00-002.text" = "Effektiver Jahreszins einschließlich aller Gebühren, Kosten, Versicherungen und Steuern für die gesamte Laufzeit";

            """, to: "de.lproj/Main.strings", in: project)
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "text-truncated" }
        return Dictionary(findings.map { (($0["objectID"] as? String) ?? "", ($0["orientation"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    func testALandscapeOnlyScreenIsCheckedInLandscape() throws {
        let found = try truncations(controller: """
            import UIKit

            final class ChartViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """)
        XCTAssertEqual(found, ["lbl-00-002": "landscape"])
    }

    /// The same screen without the lock is seen in portrait, where both texts are cut off.
    func testAnUnlockedScreenIsCheckedInPortrait() throws {
        let found = try truncations(controller: """
            import UIKit

            final class ChartViewController: UIViewController {}
            """)
        XCTAssertEqual(found, ["lbl-00-001": "portrait", "lbl-00-002": "portrait"])
    }
}
