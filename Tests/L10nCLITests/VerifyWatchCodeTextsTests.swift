import Foundation
import XCTest
@testable import L10nCLI

/// A watchOS storyboard (hand-written) whose label text the interface controller replaces with
/// `setText(_:)`: its key missing from a table changes nothing users see, so verify does not report it;
/// the label code leaves alone still is.
final class VerifyWatchCodeTextsTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("watch-texts")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    func testAWatchLabelSetByCodeHasNoMissingKey() throws {
        try write("WatchApp/Base.lproj/Interface.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="watchKit" initialViewController="hud-00-001">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <controller id="hud-00-001" customClass="ActionHUDController" customModule="WatchApp_Extension">
                            <items>
                                <label alignment="center" text="Override" id="ovr-la-bel"/>
                                <label alignment="center" text="Carbs" id="crb-la-bel"/>
                            </items>
                            <connections>
                                <outlet property="overrideButtonLabel" destination="ovr-la-bel" id="out-00-001"/>
                            </connections>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        try write("WatchApp Extension/ActionHUDController.swift", """
        import WatchKit

        final class ActionHUDController: WKInterfaceController {
            @IBOutlet var overrideButtonLabel: WKInterfaceLabel?

            override func willActivate() {
                super.willActivate()
                overrideButtonLabel?.setText(NSLocalizedString("Preset", comment: "The preset button"))
            }
        }
        """)
        try write("WatchApp/de.lproj/Interface.strings", """

        /* Class = "WKInterfaceLabel"; text = "Other"; ObjectID = "xyz-la-bel"; */
        "xyz-la-bel.text" = "Andere";

        """)
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        let missing = findings.filter { $0["rule"] as? String == "missing-key" }.compactMap { $0["key"] as? String }
        XCTAssertFalse(missing.contains("ovr-la-bel.text"), "\(findings)")
        XCTAssertTrue(missing.contains("crb-la-bel.text"), "\(findings)")
    }

    /// The app's name as a watch controller's title: every Latin-script language that has the key keeps
    /// "Loop", so Czech users, whose table lacks it, read what they would read anyway (a note); a text the
    /// others translate stays a warning. Watch documents are not laid out, but their missing keys are
    /// judged as an iOS document's are.
    func testAWatchTitleEveryLanguageKeepsIsANote() throws {
        try write("WatchApp/Base.lproj/Interface.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="watchKit" initialViewController="hud-00-001">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <controller title="Loop" id="hud-00-001">
                            <items>
                                <label alignment="center" text="Carbs" id="crb-la-bel"/>
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        for (language, carbs) in [("de", "Kohlenhydrate"), ("fr", "Glucides")] {
            try write("WatchApp/\(language).lproj/Interface.strings", "\"hud-00-001.title\" = \"Loop\";\n\"crb-la-bel.text\" = \"\(carbs)\";\n")
        }
        try write("WatchApp/cs.lproj/Interface.strings", "\"zzz-la-bel.text\" = \"Jiné\";\n")
        let run = runTool(["verify", "cs", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(object["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "missing-key" }
        let severities = Dictionary(missing.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["hud-00-001.title": "info", "crb-la-bel.text": "warning"], "\(missing)")
    }
}
