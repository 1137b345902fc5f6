import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// One test per construct of the layout engine, each on a hand-written storyboard with its expected
/// frames worked out in the comments.
final class LayoutConstructTests: XCTestCase {
    func box(_ id: String, _ element: String = "view", extra: String = "", body: String = "") -> String {
        """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            \(body)
        </\(element)>
        """
    }

    func c(_ first: String, _ a: String, _ relation: String = "equal", _ second: String? = nil, _ b: String? = nil,
           constant: Double = 0, multiplier: String? = nil, priority: Double? = nil, id: String) -> String {
        var attributes = #"firstItem="\#(first)" firstAttribute="\#(a)""#
        if relation != "equal" { attributes += #" relation="\#(relation)""# }
        if let second, let b { attributes += #" secondItem="\#(second)" secondAttribute="\#(b)""# }
        if let multiplier { attributes += #" multiplier="\#(multiplier)""# }
        if constant != 0 { attributes += #" constant="\#(constant)""# }
        if let priority { attributes += #" priority="\#(priority)""# }
        return "<constraint \(attributes) id=\"\(id)\"/>"
    }

    func frame(_ scene: SceneLayout, _ id: String) -> Rect { scene.view(id)!.frame }

    func testRelationsAndPrioritiesDecideAsUIKitDoes() {
        let doc = storyboard(subviews: box("a") + box("b"), constraints: [
            c("a", "leading", "equal", "root", "leading", id: "1"), c("a", "top", "equal", "root", "top", id: "2"),
            c("a", "height", constant: 10, id: "3"),
            // a: at least 100 wide beats the weaker wish for 50.
            c("a", "width", "greaterThanOrEqual", constant: 100, id: "4"), c("a", "width", constant: 50, priority: 750, id: "5"),
            c("b", "leading", "equal", "root", "leading", id: "6"), c("b", "top", "equal", "a", "bottom", id: "7"),
            c("b", "height", constant: 10, id: "8"),
            // b: at most 80 at 999 beats 200 at 750.
            c("b", "width", "lessThanOrEqual", constant: 80, priority: 999, id: "9"), c("b", "width", constant: 200, priority: 750, id: "10"),
        ].joined(separator: "\n"))
        let scene = layout(doc)
        XCTAssertEqual(frame(scene, "a").width, 100)
        XCTAssertEqual(frame(scene, "b").width, 80)
        XCTAssertEqual(frame(scene, "b").y, 10)
    }

    /// iOS 6-style `topLayoutGuide`: on a 375×667 iPhone 8 its bottom is the 20 pt status bar.
    func testLegacyTopLayoutGuide() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>\(box("v"))</subviews>
                            <constraints>
                                \(c("v", "top", "equal", "top", "bottom", constant: 8, id: "1"))
                                \(c("v", "leading", "equal", "root", "leadingMargin", id: "2"))
                                \(c("bottom", "top", "equal", "v", "bottom", constant: 8, id: "3"))
                                \(c("v", "width", constant: 100, id: "4"))
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let scene = layout(try IBDocument(bytes: Array(xml.utf8), path: "Legacy.storyboard"))
        // 20 (status bar) + 8 down to 667 − 8; leading margin 16 on a compact-width iPhone.
        XCTAssertEqual(frame(scene, "v"), Rect(x: 16, y: 28, width: 100, height: 631))
    }

    func testStackViewEqualSpacingAndCentreAlignment() {
        let arranged = [("p", 20.0), ("q", 40.0), ("r", 20.0)].map { id, height in
            box(id, body: "<constraints>\(c(id, "width", constant: 50, id: "\(id)w"))\(c(id, "height", constant: height, id: "\(id)h"))</constraints>")
        }.joined()
        let doc = storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>\(arranged)</subviews>
                </stackView>
                """,
            constraints: [c("stack", "leading", "equal", "root", "leading", id: "1"), c("stack", "top", "equal", "root", "top", id: "2"),
                          c("stack", "width", constant: 300, id: "3"), c("stack", "height", constant: 100, id: "4")].joined(separator: "\n"))
        let scene = layout(doc)
        // (300 − 3 × 50) / 2 = 75 between views; centred in 100 pt.
        XCTAssertEqual(frame(scene, "p"), Rect(x: 0, y: 40, width: 50, height: 20))
        XCTAssertEqual(frame(scene, "q"), Rect(x: 125, y: 30, width: 50, height: 40))
        XCTAssertEqual(frame(scene, "r"), Rect(x: 250, y: 40, width: 50, height: 20))
    }

    /// Constraints from the content to a scroll view's edges size the content area, not the scroll view.
    func testScrollViewContentDoesNotStretchTheScrollView() {
        let content = box("content")
        let doc = storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <subviews>\(content)</subviews>
                    <constraints>
                        \(c("content", "top", "equal", "scroll", "top", id: "s1"))
                        \(c("content", "leading", "equal", "scroll", "leading", id: "s2"))
                        \(c("scroll", "trailing", "equal", "content", "trailing", id: "s3"))
                        \(c("scroll", "bottom", "equal", "content", "bottom", id: "s4"))
                        \(c("content", "width", "equal", "scroll", "width", id: "s5"))
                        \(c("content", "height", constant: 1500, id: "s6"))
                    </constraints>
                </scrollView>
                """,
            constraints: [c("scroll", "top", "equal", "safe", "top", id: "1"), c("scroll", "leading", "equal", "root", "leading", id: "2"),
                          c("root", "trailing", "equal", "scroll", "trailing", id: "3"), c("safe", "bottom", "equal", "scroll", "bottom", id: "4")].joined(separator: "\n"))
        let scene = layout(doc)
        // The safe area of a 393×852 iPhone 15 runs from 59 to 818.
        XCTAssertEqual(frame(scene, "scroll"), Rect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(frame(scene, "content"), Rect(x: 0, y: 0, width: 393, height: 1500))
        XCTAssertTrue(scene.brokenConstraints.isEmpty)
    }

    /// Between a scroll view and its content, edges attach to the content area but sizes and centres to
    /// the scroll view's frame: a 200 pt wide view centred on the 393 pt wide scroll view sits at
    /// (393 − 200) / 2 = 96.5 (IB designed it at 0), whatever the content area's width.
    func testScrollViewCentresMeanTheFrame() {
        let content = box("content")
        let doc = storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <subviews>\(content)</subviews>
                    <constraints>
                        \(c("content", "top", "equal", "scroll", "top", id: "s1"))
                        \(c("scroll", "bottom", "equal", "content", "bottom", id: "s2"))
                        \(c("content", "centerX", "equal", "scroll", "centerX", id: "s3"))
                        \(c("content", "width", constant: 200, id: "s4"))
                        \(c("content", "height", constant: 100, id: "s5"))
                    </constraints>
                </scrollView>
                """,
            constraints: [c("scroll", "top", "equal", "safe", "top", id: "1"), c("scroll", "leading", "equal", "root", "leading", id: "2"),
                          c("root", "trailing", "equal", "scroll", "trailing", id: "3"), c("safe", "bottom", "equal", "scroll", "bottom", id: "4")].joined(separator: "\n"))
        // 96.5 lies between two pixels of the @3x screen: 96.67.
        XCTAssertEqual(frame(layout(doc), "content"), Rect(x: 290.0 / 3, y: 0, width: 200, height: 100))
    }

    /// Baseline alignment: the 28 pt title and the 13 pt caption sit on one line.
    func testFirstBaselineAlignment() {
        let big = box("big", "label", extra: #"text="Total" horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
                      body: #"<fontDescription key="fontDescription" type="system" pointSize="28"/>"#)
        let small = box("small", "label", extra: #"text="incl. VAT" horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
                        body: #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#)
        let doc = storyboard(subviews: big + small, constraints: [
            c("big", "leading", "equal", "root", "leading", constant: 20, id: "1"), c("big", "top", "equal", "root", "top", constant: 100, id: "2"),
            c("small", "leading", "equal", "big", "trailing", constant: 8, id: "3"),
            c("small", "firstBaseline", "equal", "big", "firstBaseline", id: "4"),
        ].joined(separator: "\n"))
        let scene = layout(doc)
        let bigText = scene.view("big")!.texts[0].layout, smallText = scene.view("small")!.texts[0].layout
        // Both baselines at the same y, each at its font's ascent below its top (to the @3x pixel grid).
        let bigBaseline = frame(scene, "big").y + bigText.firstBaseline
        let smallBaseline = frame(scene, "small").y + smallText.firstBaseline
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 0.34)
        XCTAssertGreaterThan(frame(scene, "small").y, frame(scene, "big").y + 5)
    }

    /// Controls of fixed intrinsic size, and an iOS 15 configuration button.
    func testIntrinsicSizesOfControls() {
        let doc = storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="switch"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <stepper opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stepper"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="buy"><rect key="frame" x="0" y="0" width="60" height="34"/>
                <buttonConfiguration key="configuration" style="filled" title="Buy"/></button>
            """, constraints: ["switch", "stepper", "buy"].enumerated().map { index, id in
                c(id, "leading", "equal", "root", "leading", id: "\(id)1") + c(id, "top", "equal", "root", "top", constant: Double(index) * 100, id: "\(id)2")
            }.joined(separator: "\n"))
        let scene = layout(doc)
        XCTAssertEqual(frame(scene, "switch").width, 51)
        XCTAssertEqual(frame(scene, "switch").height, 31)
        XCTAssertEqual(frame(scene, "stepper").width, 94)
        // A filled configuration button: 7 pt above and below 17 pt text (20.33 at @3x), 12 pt each side.
        XCTAssertEqual(frame(scene, "buy").height, 14 + 61.0 / 3, accuracy: 0.34)
        let title = scene.view("buy")!.texts[0].layout.naturalWidth
        XCTAssertEqual(frame(scene, "buy").width, title + 24, accuracy: 0.34)
    }

    /// A configuration button's title wraps (UIButton.Configuration's `titleLineBreakMode` is word wrapping), growing the
    /// button, where its width is held (xikolo's three-line recap button); a truncating mode keeps it on one line.
    func testAConfigurationButtonsTitleWraps() {
        func recap(_ mode: String) -> SceneLayout {
            layout(storyboard(subviews: """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="recap"><rect key="frame" x="0" y="0" width="200" height="34"/>
                    <buttonConfiguration key="configuration" style="gray" title="Currently, there are no questions available to recap."\(mode)/></button>
                """, constraints: c("recap", "leading", "equal", "root", "leading", id: "r1") + c("recap", "top", "equal", "root", "top", id: "r2")
                    + c("recap", "width", constant: 200, id: "r3")))
        }
        let wrapped = recap("").view("recap")!
        XCTAssertGreaterThan(wrapped.texts[0].layout.lines.count, 1)
        XCTAssertFalse(wrapped.texts[0].layout.isTruncated)
        XCTAssertGreaterThan(wrapped.frame.height, 14 + 2 * 20)
        let truncated = recap(" titleLineBreakMode=\"tailTruncation\"").view("recap")!
        XCTAssertEqual(truncated.texts[0].layout.lines.count, 1)
        XCTAssertTrue(truncated.texts[0].layout.isTruncated)
    }

    /// A navigation title is centred between the bar button items, moves off centre when it is wider than
    /// the centred slot, and truncates only when the translation is longer than the room they leave.
    func testNavigationTitleBetweenBarButtonItems() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Settings" id="nav">
                            <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="save"/>
                        </navigationItem>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Bars.storyboard")
        let english = layout(document)
        let save = try XCTUnwrap(english.view("save"))
        let title = try XCTUnwrap(english.view("nav"))
        // The bar sits under the 59 pt status area; "Save" ends 16 pt from the right edge.
        XCTAssertEqual(save.frame.y, 59)
        XCTAssertEqual(save.frame.maxX, 393 - 16, accuracy: 0.01)
        // The title keeps clear of the wider side on both sides, so it stays centred.
        XCTAssertEqual(title.frame.midX, 393 / 2, accuracy: 0.01)
        XCTAssertEqual(title.frame.width, 393 - 2 * (16 + save.frame.width + 8), accuracy: 0.01)
        XCTAssertEqual(title.texts.first?.layout.isTruncated, false)
        let german = layout(document, translations: ["nav.title": "Benachrichtigungseinstellungen für Ihr Konto", "save.title": "Speichern"],
                            configuration: LayoutConfiguration(language: "de"))
        XCTAssertEqual(german.view("nav")?.texts.first?.layout.isTruncated, true)
        // Too wide for the centred slot but not for the room between the left margin and "Save": UIKit
        // moves the title off centre instead of truncating it.
        let offCentre = layout(document, translations: ["nav.title": "Benachrichtigungen in Ihrem Konto"], configuration: LayoutConfiguration(language: "de"))
        let moved = try XCTUnwrap(offCentre.view("nav"))
        let needed = try XCTUnwrap(moved.texts.first).layout.naturalWidth
        XCTAssertGreaterThan(needed, title.frame.width)
        XCTAssertEqual(moved.texts.first?.layout.isTruncated, false)
        XCTAssertEqual(moved.frame.minX, 16, accuracy: 0.01)
        XCTAssertEqual(moved.frame.maxX, try XCTUnwrap(offCentre.view("save")).frame.minX - 8, accuracy: 0.01)
        // In Arabic the bar mirrors: the trailing "Save" item moves to the left edge.
        let arabic = layout(document, configuration: LayoutConfiguration(language: "ar"))
        XCTAssertEqual(try XCTUnwrap(arabic.view("save")).frame.minX, 16, accuracy: 0.01)
    }

    /// A fill stack whose views hug equally stretches the first one (UIKit decides by arranged index).
    func testFillStackStretchesTheFirstOfEqualHuggingViews() {
        let label = { (id: String, text: String) in
            self.box(id, "label", extra: #"text="\#(text)" horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
                     body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        }
        let doc = storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
                    <subviews>\(label("first", "Name")) \(label("second", "Value"))</subviews>
                </stackView>
                """,
            constraints: [c("stack", "leading", "equal", "root", "leading", id: "1"), c("stack", "top", "equal", "root", "top", id: "2"),
                          c("stack", "width", constant: 300, id: "3")].joined(separator: "\n"))
        let scene = layout(doc)
        let second = scene.view("second")!
        XCTAssertEqual(second.frame.width, (second.texts[0].layout.naturalWidth * 3).rounded(.up) / 3, accuracy: 0.34)
        XCTAssertEqual(frame(scene, "first").width + second.frame.width, 300, accuracy: 0.01)
        XCTAssertEqual(second.frame.maxX, 300, accuracy: 0.01)
    }

    /// A size never goes below zero: in a 40 pt tall box, a 17 pt label 20 pt from the top (one line,
    /// 20.33 pt on a @3x screen) and a view from the label's bottom to the box's bottom would make that view
    /// −0.33 pt tall; it is 0 instead and the label gives way (its compression resistance is not required):
    /// 20 pt tall, the view at y 40.
    func testSizesDoNotGoBelowZero() throws {
        let doc = storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="100" width="200" height="40"/>
                <subviews>
                    <label opaque="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="0" y="20" width="42" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                        <rect key="frame" x="0" y="40" width="200" height="0"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="top" secondItem="box" secondAttribute="top" constant="20" id="b1"/>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b2"/>
                    <constraint firstItem="rest" firstAttribute="top" secondItem="name" secondAttribute="bottom" id="b3"/>
                    <constraint firstAttribute="bottom" secondItem="rest" secondAttribute="bottom" id="b4"/>
                    <constraint firstItem="rest" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b5"/>
                    <constraint firstAttribute="trailing" secondItem="rest" secondAttribute="trailing" id="b6"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="r3"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="r4"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(try XCTUnwrap(scene.view("name")).frame.height, 20, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(scene.view("rest")).frame, Rect(x: 0, y: 40, width: 200, height: 0))
    }

    /// Hugging at 1000 gives way to a required constraint of the document: a label hugging at 1000 but
    /// constrained to 120 pt wide is 120 pt wide (its text is about 40), and a label 20 pt after it starts
    /// at 20 + 120 + 20.
    func testRequiredHuggingGivesWayToARequiredConstraint() throws {
        let doc = storyboard(subviews: """
            <label opaque="NO" contentMode="left" horizontalHuggingPriority="1000" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="100" width="120" height="21"/>
                <constraints><constraint firstAttribute="width" constant="120" id="w1"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" contentMode="left" text="Next" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="160" y="100" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="next" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(try XCTUnwrap(scene.view("name")).frame.width, 120)
        XCTAssertEqual(try XCTUnwrap(scene.view("next")).frame.x, 160)
        XCTAssertTrue(scene.brokenConstraints.allSatisfy { $0.origin == "intrinsic" }, "\(scene.brokenConstraints.map(\.id))")
    }

    /// A view reaching under the status bar keeps its layout margins inside the safe area
    /// (`insetsLayoutMarginsFromSafeArea`, on by default): a panel from the top of the iPhone 15 screen
    /// (safe area from 59 pt) has its top margin at 8 + 59 = 67 pt. Its bottom is pinned to the keyboard
    /// layout guide (`<keyboardLayoutGuide>`), which with the keyboard hidden starts at the safe area's
    /// bottom: 852 − 34 = 818.
    func testMarginsInsideTheSafeAreaAndTheKeyboardGuide() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="818"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                            <rect key="frame" x="8" y="67" width="50" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="top" firstAttribute="top" secondItem="panel" secondAttribute="topMargin" id="p1"/>
                                        <constraint firstItem="top" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="8" id="p2"/>
                                        <constraint firstItem="top" firstAttribute="width" constant="50" id="p3"/>
                                        <constraint firstItem="top" firstAttribute="height" constant="10" id="p4"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <keyboardLayoutGuide key="keyboard" id="keyboard"/>
                            <constraints>
                                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="r3"/>
                                <constraint firstItem="panel" firstAttribute="bottom" secondItem="keyboard" secondAttribute="top" id="r4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let scene = layout(try IBDocument(bytes: Array(xml.utf8), path: "Keyboard.storyboard"))
        XCTAssertEqual(try XCTUnwrap(scene.view("panel")).frame, Rect(x: 0, y: 0, width: 393, height: 818))
        XCTAssertEqual(try XCTUnwrap(scene.view("top")).frame.y, 67)
    }
}
