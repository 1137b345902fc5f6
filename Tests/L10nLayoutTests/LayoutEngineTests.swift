import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Small hand-written storyboards whose frames are computed by hand in each test's comments.
final class LayoutEngineTests: XCTestCase {
    func assertFrame(_ scene: SceneLayout, _ id: String, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
        guard let view = scene.view(id) else { return XCTFail("no view \(id)", file: file, line: line) }
        let f = view.frame
        let ok = abs(f.x - expected.x) < 0.01 && abs(f.y - expected.y) < 0.01
            && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01
        XCTAssertTrue(ok, "\(id): got \(f), expected \(expected)", file: file, line: line)
    }

    func view(_ id: String, _ element: String = "view", frame: Rect = .zero, extra: String = "", body: String = "") -> String {
        """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
            \(body)
        </\(element)>
        """
    }

    func testSafeAreaMarginsAndEveryMultiplierForm() {
        let doc = storyboard(
            subviews: view("box") + view("box2") + view("box3") + view("m"),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="box2" secondAttribute="trailing" constant="16" id="c5"/>
                <constraint firstItem="box2" firstAttribute="width" constant="50" id="c6"/>
                <constraint firstItem="box2" firstAttribute="height" constant="40" id="c7"/>
                <constraint firstItem="box2" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" multiplier="0.5" id="c8"/>
                <constraint firstItem="box3" firstAttribute="width" secondItem="box" secondAttribute="width" multiplier="1/3" id="c9"/>
                <constraint firstItem="box3" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8" id="c10"/>
                <constraint firstItem="box3" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="c11"/>
                <constraint firstItem="box3" firstAttribute="height" constant="30" id="c12"/>
                <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c13"/>
                <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c14"/>
                <constraint firstItem="m" firstAttribute="width" constant="10" id="c15"/>
                <constraint firstItem="m" firstAttribute="height" constant="10" id="c16"/>
                """)
        let scene = layout(doc)
        // Safe area top on a 393×852 iPhone 15 is 59; half of 393 is 196.5, drawn on the @3x pixel grid.
        assertFrame(scene, "box", Rect(x: 20, y: 69, width: 590.0 / 3, height: 100))
        // Right edge at 393 − 16; centre at 852/2 × 0.5 = 213.
        assertFrame(scene, "box2", Rect(x: 327, y: 193, width: 50, height: 40))
        // A third of 196.5 (65.5), after box + 8 (224.5), below box + 8; edges on the @3x grid.
        assertFrame(scene, "box3", Rect(x: 674.0 / 3, y: 177, width: 290 - 674.0 / 3, height: 30))
        // The root view's margins: 16 pt on a compact-width iPhone, on top of the safe area (59).
        assertFrame(scene, "m", Rect(x: 16, y: 59, width: 10, height: 10))
        XCTAssertTrue(scene.brokenConstraints.isEmpty)
    }

    /// The document's own screen turned to landscape (no device asked for) is a screen at run time, not IB's
    /// canvas: the controller's view spans it, and the iPhone 15's landscape safe area is 59 pt on both sides.
    func testTheDocumentsScreenTurnedToLandscapeIsTheWholeScreen() {
        let doc = storyboard(
            subviews: view("box"),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
                """)
        let scene = layout(doc, configuration: LayoutConfiguration(orientation: .landscape))
        assertFrame(scene, "root", Rect(x: 0, y: 0, width: 852, height: 393))
        assertFrame(scene, "box", Rect(x: 79, y: 10, width: 852 - 2 * 79, height: 40))
    }

    func testAutoresizingMaskFollowsTheNewScreenSize() {
        let doc = storyboard(
            subviews: """
                <view contentMode="scaleToFill" id="grow"><rect key="frame" x="20" y="100" width="353" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
                <view contentMode="scaleToFill" id="corner"><rect key="frame" x="313" y="700" width="60" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/></view>
                <view contentMode="scaleToFill" id="centre"><rect key="frame" x="96.5" y="300" width="200" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/></view>
                """,
            constraints: "")
        let scene = layout(doc, configuration: LayoutConfiguration(device: Device.named("iphone-se")))
        // 375×667: the width grows with the screen, keeping 20 pt on each side.
        assertFrame(scene, "grow", Rect(x: 20, y: 100, width: 335, height: 50))
        // Fixed right (20) and bottom (112) margins.
        assertFrame(scene, "corner", Rect(x: 295, y: 515, width: 60, height: 40))
        // Both margins flexible: they share the change equally, the view stays centred.
        assertFrame(scene, "centre", Rect(x: 87.5, y: 300, width: 200, height: 40))
    }

    func testFillEquallyStackWithAHiddenView() {
        let arranged = view("a") + view("b") + view("hidden", extra: #"hidden="YES""#) + view("c")
        let doc = storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="59" width="353" height="44"/>
                    <subviews>\(arranged)</subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="s2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="44" id="s4"/>
                """)
        let scene = layout(doc)
        // (353 − 2 × 10) / 3 = 111; the hidden view takes neither space nor spacing.
        assertFrame(scene, "a", Rect(x: 0, y: 0, width: 111, height: 44))
        assertFrame(scene, "b", Rect(x: 121, y: 0, width: 111, height: 44))
        assertFrame(scene, "c", Rect(x: 242, y: 0, width: 111, height: 44))
        XCTAssertEqual(scene.view("hidden")?.isHidden, true)
    }

    /// A form built with leading/trailing is the exact mirror of itself in Arabic; a view pinned with
    /// left/right is not mirrored.
    func testRightToLeftMirrorsLeadingAndTrailingOnly() {
        let label = view("label", "label", extra: #"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name""#,
                         body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let doc = storyboard(
            subviews: label + view("field") + view("pinned"),
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="r1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="r2"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="r3"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="r4"/>
                <constraint firstItem="field" firstAttribute="centerY" secondItem="label" secondAttribute="centerY" id="r5"/>
                <constraint firstItem="field" firstAttribute="height" constant="34" id="r6"/>
                <constraint firstItem="pinned" firstAttribute="left" secondItem="root" secondAttribute="left" constant="30" id="r7"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="r8"/>
                <constraint firstItem="pinned" firstAttribute="width" constant="100" id="r9"/>
                <constraint firstItem="pinned" firstAttribute="height" constant="20" id="r10"/>
                """)
        let english = layout(doc)
        let arabic = layout(doc, configuration: LayoutConfiguration(language: "ar"))
        for id in ["label", "field"] {
            let en = english.view(id)!.frame, ar = arabic.view(id)!.frame
            XCTAssertEqual(ar.x, 393 - en.x - en.width, accuracy: 0.01, id)
            XCTAssertEqual(ar.y, en.y, accuracy: 0.01, id)
            XCTAssertEqual(ar.width, en.width, accuracy: 0.01, id)
        }
        XCTAssertEqual(english.view("label")!.frame.x, 20)
        XCTAssertEqual(arabic.view("pinned")!.frame, english.view("pinned")!.frame)
        XCTAssertTrue(arabic.view("label")!.rightToLeft)
    }

    /// A leading or trailing edge pinned to another view's centre (Karam's sign-up buttons: `b.leading == a.centerX`,
    /// `c.trailing == b.centerX`, constants included) mirrors with the rest in Arabic: the centre is measured from the
    /// same edge as the leading side. A centre tied to a centre does not flip its constant.
    func testLeadingPinnedToACentreMirrors() {
        let doc = storyboard(
            subviews: view("a") + view("b") + view("c") + view("d"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="34" id="k1"/>
                <constraint firstItem="a" firstAttribute="width" constant="180" id="k2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="centerX" constant="10" id="k3"/>
                <constraint firstItem="c" firstAttribute="trailing" secondItem="b" secondAttribute="centerX" id="k4"/>
                <constraint firstItem="d" firstAttribute="centerX" secondItem="a" secondAttribute="centerX" constant="20" id="k5"/>
                """ + ["a", "b", "c", "d"].enumerated().map { index, id in
                    """
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(index * 60)" id="t\(index)"/>
                    <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="h\(index)"/>
                    """ + (id == "a" ? "" : #"<constraint firstItem="\#(id)" firstAttribute="width" secondItem="a" secondAttribute="width" id="w\#(index)"/>"#)
                }.joined(separator: "\n"))
        let english = layout(doc)
        let arabic = layout(doc, configuration: LayoutConfiguration(language: "ar"))
        // English: a 34…214, b from a's centre + 10 = 134, c ends at b's centre 224, d centred 20 right of a's (at 144).
        // Arabic: a 179…359, b ends 10 left of a's centre (269), c starts at b's centre (169), d centred at 289.
        assertFrame(english, "b", Rect(x: 134, y: 119, width: 180, height: 50))
        assertFrame(arabic, "b", Rect(x: 79, y: 119, width: 180, height: 50))
        assertFrame(arabic, "c", Rect(x: 169, y: 179, width: 180, height: 50))
        assertFrame(arabic, "d", Rect(x: 199, y: 239, width: 180, height: 50))
        for id in ["a", "b", "c"] {
            let en = english.view(id)!.frame, ar = arabic.view(id)!.frame
            XCTAssertEqual(ar.x, 393 - en.x - en.width, accuracy: 0.01, id)
        }
        XCTAssertEqual(arabic.view("d")!.frame.midX - arabic.view("a")!.frame.midX, 20, accuracy: 0.01, "a centre's constant does not flip")
    }

    func testForcedLeftToRightViewDoesNotMirror() {
        let inner = view("inner")
        let doc = storyboard(
            subviews: view("player", frame: Rect(x: 0, y: 0, width: 200, height: 50), extra: #"semanticContentAttribute="playback""#,
                           body: "<subviews>\(inner)</subviews><constraints><constraint firstItem=\"inner\" firstAttribute=\"leading\" secondItem=\"player\" secondAttribute=\"leading\" constant=\"10\" id=\"p1\"/><constraint firstItem=\"inner\" firstAttribute=\"top\" secondItem=\"player\" secondAttribute=\"top\" id=\"p2\"/><constraint firstItem=\"inner\" firstAttribute=\"width\" constant=\"30\" id=\"p3\"/><constraint firstItem=\"inner\" firstAttribute=\"height\" constant=\"30\" id=\"p4\"/></constraints>"),
            constraints: """
                <constraint firstItem="player" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="q1"/>
                <constraint firstItem="player" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="q2"/>
                <constraint firstItem="player" firstAttribute="width" constant="200" id="q3"/>
                <constraint firstItem="player" firstAttribute="height" constant="50" id="q4"/>
                """)
        let arabic = layout(doc, configuration: LayoutConfiguration(language: "he"))
        // The player itself sits at the right (its superview is right to left) …
        XCTAssertEqual(arabic.view("player")!.frame.x, 193, accuracy: 0.01)
        // … but inside it, playback controls stay left to right.
        XCTAssertEqual(arabic.view("inner")!.frame.x, 10, accuracy: 0.01)
        XCTAssertFalse(arabic.view("inner")!.rightToLeft)
    }

    func testTranslationIsMeasuredAndTruncatedInAFixedWidth() {
        let label = view("title", "label", extra: #"horizontalHuggingPriority="251" text="Accept""#,
                         body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let doc = storyboard(
            subviews: label,
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="t1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t2"/>
                <constraint firstItem="title" firstAttribute="width" constant="120" id="t3"/>
                """)
        let base = layout(doc)
        XCTAssertEqual(base.view("title")?.texts.first?.layout.isTruncated, false)
        let german = layout(doc, translations: ["title.text": "Nutzungsbedingungen akzeptieren"], configuration: LayoutConfiguration(language: "de"))
        let text = try! XCTUnwrap(german.view("title")?.texts.first)
        XCTAssertEqual(text.text, "Nutzungsbedingungen akzeptieren")
        XCTAssertTrue(text.isTranslated)
        XCTAssertTrue(text.layout.isTruncated)
        XCTAssertTrue(text.layout.visibleText.hasSuffix("…"), text.layout.visibleText)
        XCTAssertGreaterThan(text.layout.naturalWidth, 200)
        XCTAssertEqual(german.view("title")!.frame.width, 120, accuracy: 0.01)
        // A missing key shows the base text, as iOS falls back.
        XCTAssertEqual(layout(doc, translations: ["other": "x"]).view("title")?.texts.first?.text, "Accept")
    }

    func testUnsatisfiableRequiredConstraintIsBrokenAndReported() {
        let doc = storyboard(
            subviews: view("wide"),
            constraints: """
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="w1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="w2"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" id="w3"/>
                <constraint firstItem="wide" firstAttribute="height" constant="10" id="w4"/>
                <constraint firstItem="wide" firstAttribute="width" constant="500" id="w5"/>
                """)
        let scene = layout(doc)
        XCTAssertEqual(scene.brokenConstraints.count, 1)
        let broken = try! XCTUnwrap(scene.brokenConstraints.first)
        XCTAssertTrue(["w1", "w2", "w5"].contains(broken.id), broken.id)
        XCTAssertFalse(broken.conflictingIDs.isEmpty)
        XCTAssertGreaterThan(broken.line, 0)
    }

    /// A constraint IB installs only for compact height (landscape iPhone) and one it removes there.
    func testSizeClassVariationsFollowTheDeviceTraits() {
        let doc = storyboard(
            subviews: view("box"),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="v1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="portraitTop"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="landscapeTop"/>
                <constraint firstItem="box" firstAttribute="width" constant="50" id="v2"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="v3"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="landscapeTop"/></mask></variation>
                <variation key="heightClass=compact"><mask key="constraints"><include reference="landscapeTop"/><exclude reference="portraitTop"/></mask></variation>
                <constraints>
                """)
        let phone = Device.named("iphone-16")!
        XCTAssertEqual(layout(doc, configuration: LayoutConfiguration(device: phone)).view("box")!.frame.y, 100)
        let landscape = layout(doc, configuration: LayoutConfiguration(device: phone, orientation: .landscape))
        XCTAssertEqual(landscape.view("box")!.frame.y, 5)
        XCTAssertTrue(landscape.brokenConstraints.isEmpty)
    }

    /// A self-sizing row grows when its translated text needs more lines, and the row below moves down.
    func testSelfSizingTableRowsGrowWithTheirText() {
        func cell(_ id: String, y: Double, label: String, text: String) -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" contentMode="center" id="\(id)-cv">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" verticalHuggingPriority="251" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                            <rect key="frame" x="16" y="11.666666666666666" width="361" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-cv" firstAttribute="trailingMargin" secondItem="\(label)" secondAttribute="trailing" id="\(id)-c2"/>
                        <constraint firstItem="\(label)" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" constant="0.66666666666666663" id="\(id)-c3"/>
                        <constraint firstItem="\(id)-cv" firstAttribute="bottomMargin" secondItem="\(label)" secondAttribute="bottom" constant="0.66666666666666663" id="\(id)-c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <prototypes>
            \(cell("c1", y: 0, label: "l1", text: "Terms")) \(cell("c2", y: 44, label: "l2", text: "Privacy"))
                </prototypes>
            </tableView>
            """
        let doc = storyboard(
            subviews: table,
            constraints: """
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t2"/>
                <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t3"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
                """)
        let base = layout(doc)
        XCTAssertEqual(base.view("c1")!.frame.height, 44, accuracy: 0.01)
        XCTAssertEqual(base.view("c2")!.frame.y, 44, accuracy: 0.01)
        let long = "Mit der Nutzung erklären Sie sich mit den Allgemeinen Geschäftsbedingungen und der Datenschutzerklärung einverstanden"
        let german = layout(doc, translations: ["l1.text": long], configuration: LayoutConfiguration(language: "de"))
        let grown = german.view("c1")!.frame.height
        // Several lines of 20.33 pt plus the content view's 11 pt margins (and the 0.67 pt insets).
        XCTAssertGreaterThan(grown, 80)
        XCTAssertEqual(german.view("c2")!.frame.y, grown, accuracy: 0.01)
        XCTAssertEqual(german.view("l1")!.texts.first?.layout.isTruncated, false)
    }
}
