import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// What UIKit and Interface Builder do at run time beyond the document's constraints, one construct per
/// test, each on a hand-written storyboard with the expected frames worked out in the comments from the
/// documented behaviour.
final class RunTimeConstructTests: XCTestCase {

    /// A view that no constraint refers to (`fixedFrame="YES"`) keeps the frame IB stored: IB pins it from
    /// the superview's top left at build time. A longer text is cut, not given room, and the view does not
    /// move in a right-to-left language.
    func testFixedFrameViewKeepsItsFrame() throws {
        let doc = storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="100" width="80" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: "")
        let english = layout(doc)
        let name = try XCTUnwrap(english.view("name"))
        XCTAssertEqual(name.frame, Rect(x: 20, y: 100, width: 80, height: 21))
        XCTAssertEqual(name.placement, .fixedFrame)
        XCTAssertFalse(name.placement.growsWithContent)
        XCTAssertFalse(name.placement.canMirror)

        let german = layout(doc, translations: ["name.text": "Vollständiger Name des Kontoinhabers"],
                            configuration: LayoutConfiguration(language: "de"))
        let cut = try XCTUnwrap(german.view("name"))
        XCTAssertEqual(cut.frame, Rect(x: 20, y: 100, width: 80, height: 21))
        XCTAssertEqual(cut.texts.first?.layout.isTruncated, true)

        let arabic = layout(doc, configuration: LayoutConfiguration(language: "ar"))
        XCTAssertEqual(try XCTUnwrap(arabic.view("name")).frame.x, 20)
    }

    /// A storyboard of scenes (raw `<scene>` XML) on the 414×896 iPhone 11 screen (safe area 44 pt at the
    /// top, 34 at the bottom), saved by Xcode 12.
    func scenes(_ body: String, device: String = "retina6_1", toolsVersion: String = "17701", after: String = "") throws -> IBDocument {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>\(body)</scenes>\(after)
            </document>
            """
        return try IBDocument(bytes: Array(xml.utf8), path: "Scenes.storyboard")
    }

    /// A controller scene whose root view (`height` tall) holds one view pinned to the safe area's top and
    /// bottom; `extra` goes inside the controller element, `attributes` on it.
    func controller(_ id: String, height: Double = 896, attributes: String = "", extra: String = "") -> String {
        """
        <scene sceneID="scene-\(id)"><objects>
            <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                    <constraints>
                        <constraint firstItem="\(id)-content" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(id)-content" secondAttribute="bottom" id="\(id)-c2"/>
                        <constraint firstItem="\(id)-content" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c3"/>
                        <constraint firstItem="\(id)-content" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-c4"/>
                    </constraints>
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    func navigation(_ id: String, root: String, bar: String = "", attributes: String = "", extra: String = "") -> String {
        """
        <scene sceneID="scene-\(id)"><objects>
            <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                \(extra)
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="\(id)-bar">
                    <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root-segue"/>
                </connections>
            </navigationController>
        </objects></scene>
        """
    }

    func content(_ document: IBDocument, _ controller: String, configuration: LayoutConfiguration = LayoutConfiguration()) throws -> Rect {
        let laidOut = LayoutEngine(textEngine: sharedTextEngine).layout(document, configuration: configuration)
        let scene = try XCTUnwrap(laidOut.scenes.first { $0.id == "scene-\(controller)" })
        return try XCTUnwrap(scene.view("\(controller)-content")).frame
    }

    /// Bars come from containment: inside a navigation controller the view runs under the 44 pt bar below
    /// the 44 pt status area (safe area from 88); a navigation item alone shows no bar (the safe area
    /// starts at 44); a pushed controller inherits its pusher's bar.
    func testNavigationBarComesFromContainmentNotFromTheNavigationItem() throws {
        let pusher = controller("a", extra: """
            <navigationItem key="navigationItem" title="A" id="a-item"/>
            <connections><segue destination="b" kind="show" id="a-b"/></connections>
            """)
        let document = try scenes(navigation("nav", root: "a") + pusher
            + controller("b", extra: #"<navigationItem key="navigationItem" title="B" id="b-item"/>"#)
            + controller("alone", extra: #"<navigationItem key="navigationItem" title="Alone" id="alone-item"/>"#))
        XCTAssertEqual(try content(document, "a"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34))
        XCTAssertEqual(try content(document, "b"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34))
        XCTAssertEqual(try content(document, "alone"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
    }

    /// Large titles (`largeTitles="YES"` on the navigation bar) make the bar 96 pt tall under the 44 pt
    /// status area: the safe area starts at 140. A pushed item's `largeTitleDisplayMode` is `automatic`
    /// unless set, which keeps the large title of the item below it (140 again); `never` shows the
    /// standard 44 pt bar (safe area from 88).
    func testLargeTitlesCarryOnToPushedControllers() throws {
        let root = controller("a", extra: """
            <navigationItem key="navigationItem" title="A" id="a-item"/>
            <connections><segue destination="b" kind="show" id="a-b"/><segue destination="c" kind="show" id="a-c"/></connections>
            """)
        let document = try scenes(navigation("nav", root: "a", bar: #"largeTitles="YES""#) + root
            + controller("b", extra: #"<navigationItem key="navigationItem" title="B" id="b-item"/>"#)
            + controller("c", extra: #"<navigationItem key="navigationItem" title="C" largeTitleDisplayMode="never" id="c-item"/>"#))
        XCTAssertEqual(try content(document, "a"), Rect(x: 0, y: 140, width: 414, height: 896 - 140 - 34))
        XCTAssertEqual(try content(document, "b"), Rect(x: 0, y: 140, width: 414, height: 896 - 140 - 34))
        XCTAssertEqual(try content(document, "c"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34))
    }

    /// When several segues lead to a controller, IB lays it out as the one its `inferredMetricsTieBreakers`
    /// names shows it: the root of a navigation controller that is also pushed (`show`) from a controller
    /// outside any navigation controller, with that push as the tie-breaker, has no navigation bar (safe
    /// area from the 44 pt status area), and so has what it pushes in turn. Without a tie-breaker the
    /// relationship wins (safe area from 88).
    func testInferredMetricsTieBreakerDecidesTheBars() throws {
        let body = navigation("nav", root: "a")
            + controller("p", extra: #"<connections><segue destination="a" kind="show" id="p-a"/></connections>"#)
            + controller("a", extra: #"<connections><segue destination="b" kind="show" id="a-b"/></connections>"#)
            + controller("b")
        let tied = try scenes(body, after: #"<inferredMetricsTieBreakers><segue reference="p-a"/></inferredMetricsTieBreakers>"#)
        XCTAssertEqual(try content(tied, "a"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        XCTAssertEqual(try content(tied, "b"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        let plain = try scenes(body)
        XCTAssertEqual(try content(plain, "a"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34))
        XCTAssertEqual(try content(plain, "b"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34))
        let viaRelationship = try scenes(body, after: #"<inferredMetricsTieBreakers><segue reference="nav-root-segue"/></inferredMetricsTieBreakers>"#)
        XCTAssertEqual(try content(viaRelationship, "a").y, 88)
    }

    /// A container's simulated bottom bar is its children's: a navigation controller designed as a tab
    /// (`simulatedTabBarMetrics` on it) puts a 49 pt tab bar above the home indicator of its root's view.
    func testContainerSimulatedTabBarInsetsItsChildren() throws {
        let document = try scenes(navigation("nav", root: "a", extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
            + controller("a"))
        XCTAssertEqual(try content(document, "a"), Rect(x: 0, y: 88, width: 414, height: 896 - 88 - 34 - 49))
    }

    /// The controller's own simulated metrics win over what its containers imply: a tab of a tab bar
    /// controller whose bar is opaque, but whose own metrics say a translucent tab bar, runs under the bar
    /// (IB stores the view screen-tall); the bar insets its safe area by 49 pt above the home indicator.
    func testOwnSimulatedMetricsWinOverTheContainers() throws {
        let tabs = """
            <scene sceneID="scene-tabs"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tabs-bar">
                        <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                    </tabBar>
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="tabs-a"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            """
        let document = try scenes(tabs + controller("a", extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        XCTAssertEqual(try content(document, "a"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34 - 49))
    }

    /// Simulated metrics set to None take the bar away whatever the containers are.
    func testSimulatedMetricsNoneRemoveTheBar() throws {
        let document = try scenes(navigation("nav", root: "a")
            + controller("a", extra: #"<navigationItem key="navigationItem" title="A" id="a-item"/><nil key="simulatedTopBarMetrics"/>"#))
        XCTAssertEqual(try content(document, "a").y, 44)
    }

    /// Under an opaque navigation bar (`translucent="NO"`) the controller's view starts below the bar: IB
    /// stores it 88 pt shorter and its safe area has no top inset.
    func testOpaqueNavigationBarMovesTheViewBelowIt() throws {
        let document = try scenes(navigation("nav", root: "a", bar: #"translucent="NO""#) + controller("a", height: 808))
        XCTAssertEqual(try content(document, "a"), Rect(x: 0, y: 0, width: 414, height: 808 - 34))
    }

    /// A modal presentation is a page sheet since iOS 13: IB draws it shorter, the sheet stays clear of the
    /// status bar (no top inset) and its navigation bar is 56 pt tall; the home indicator still insets it.
    func testPageSheetHasNoStatusBarInset() throws {
        let presenter = controller("p", extra: #"<connections><segue destination="sheet" kind="presentation" id="p-s"/><segue destination="nav" kind="presentation" id="p-n"/></connections>"#)
        let document = try scenes(presenter + controller("sheet", height: 842) + navigation("nav", root: "inner") + controller("inner", height: 842))
        XCTAssertEqual(try content(document, "sheet"), Rect(x: 0, y: 0, width: 414, height: 842 - 34))
        XCTAssertEqual(try content(document, "inner"), Rect(x: 0, y: 56, width: 414, height: 842 - 56 - 34))
    }

    /// Since iOS 11 the legacy bottom layout guide is as long as the safe area's bottom inset: the 34 pt
    /// home indicator area on an iPhone 11.
    func testLegacyBottomGuideCoversTheHomeIndicator() throws {
        let document = try scenes("""
            <scene sceneID="scene-l"><objects>
                <viewController id="l" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="l-top"/>
                        <viewControllerLayoutGuide type="bottom" id="l-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="l-root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="l-content">
                                <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l-content" firstAttribute="top" secondItem="l-top" secondAttribute="bottom" id="l1"/>
                            <constraint firstItem="l-bottom" firstAttribute="top" secondItem="l-content" secondAttribute="bottom" id="l2"/>
                            <constraint firstItem="l-content" firstAttribute="leading" secondItem="l-root" secondAttribute="leading" id="l3"/>
                            <constraint firstItem="l-content" firstAttribute="trailing" secondItem="l-root" secondAttribute="trailing" id="l4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        XCTAssertEqual(try content(document, "l"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
    }

    /// Constraints place a view's alignment rect; UISwitch's 51×31 frame has a 49 pt wide one (2 pt more
    /// on the right), so a switch 20 pt from the trailing edge of a 393 pt view has its frame at 393 − 20 −
    /// 49 = 324, 51 wide; a width constraint of 40 gives a 42 pt frame.
    func testSwitchAlignmentRect() {
        let doc = storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s2"><rect key="frame" x="0" y="0" width="51" height="31"/>
                <constraints><constraint firstAttribute="width" constant="40" id="s2w"/></constraints></switch>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="s2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="s2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(scene.view("s1")?.frame, Rect(x: 324, y: 100, width: 51, height: 31))
        XCTAssertEqual(scene.view("s2")?.frame, Rect(x: 20, y: 200, width: 42, height: 31))
    }

    /// Xcode 11 to 14.1 drew an iPhone 8 (375×667) without a status bar: in a document they saved, the
    /// canvas's safe area starts at 0; on the device, and in documents of other versions, at 20.
    func testXcode12CanvasHasNoStatusBarOnIPhone8() throws {
        let document = try scenes(controller("a", height: 667), device: "retina4_7")
        XCTAssertEqual(try content(document, "a").y, 0)
        let onDevice = LayoutEngine(textEngine: sharedTextEngine).layout(
            document, configuration: LayoutConfiguration(device: Device.named("iphone-se")))
        XCTAssertEqual(onDevice.scenes.first?.view("a-content")?.frame.y, 20)
        let xcode15 = try scenes(controller("a", height: 667), device: "retina4_7", toolsVersion: "22505")
        XCTAssertEqual(try content(xcode15, "a").y, 20)
        // Xcode 14.1 (21225) still drew it so; Xcode 14.3 (21701) draws the status bar again.
        XCTAssertEqual(try content(try scenes(controller("a", height: 667), device: "retina4_7", toolsVersion: "21225"), "a").y, 0)
        XCTAssertEqual(try content(try scenes(controller("a", height: 667), device: "retina4_7", toolsVersion: "21701"), "a").y, 20)
        // Xcode 11 (15400, 16096) drew it without one already; Xcode 10 (14490) with the 20 pt bar.
        XCTAssertEqual(try content(try scenes(controller("a", height: 667), device: "retina4_7", toolsVersion: "16096"), "a").y, 0)
        XCTAssertEqual(try content(try scenes(controller("a", height: 667), device: "retina4_7", toolsVersion: "14490"), "a").y, 20)
    }

    /// Xcode 8 stored some frames as insets from the superview's edges (`<frame key="frameInset">`), and some
    /// views with no frame at all when their constraints place them: both are views, laid out by their
    /// constraints (a cell's content view from its insets, a field centred in it and aligned with its label).
    func testFrameInsetsAndFramelessSubviewsAreLaidOut() throws {
        let body = """
            <scene sceneID="scene-a"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="a-root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="a-box">
                                <frame key="frameInset" minX="20" minY="100" maxX="20" height="80"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" text="NAME" translatesAutoresizingMaskIntoConstraints="NO" id="a-label">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <textField opaque="NO" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="a-content">
                                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                    </textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a-label" firstAttribute="leading" secondItem="a-box" secondAttribute="leading" constant="18" id="a-c1"/>
                                    <constraint firstItem="a-label" firstAttribute="top" secondItem="a-box" secondAttribute="top" constant="8" id="a-c2"/>
                                    <constraint firstItem="a-content" firstAttribute="leading" secondItem="a-label" secondAttribute="leading" id="a-c3"/>
                                    <constraint firstItem="a-content" firstAttribute="centerX" secondItem="a-box" secondAttribute="centerX" id="a-c4"/>
                                    <constraint firstItem="a-content" firstAttribute="top" secondItem="a-label" secondAttribute="bottom" constant="2" id="a-c5"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """
        let laidOut = LayoutEngine(textEngine: sharedTextEngine).layout(try scenes(body), configuration: LayoutConfiguration())
        let scene = try XCTUnwrap(laidOut.scenes.first)
        XCTAssertEqual(try XCTUnwrap(scene.view("a-box")).frame, Rect(x: 20, y: 100, width: 374, height: 80))
        XCTAssertEqual(try XCTUnwrap(scene.view("a-content")).frame.width, 338, "as wide as the box less 18 pt on each side")
    }

    /// Xcode 6 and 7 documents name no device and draw controllers on a 600×600 size-class canvas, which is
    /// no screen: at run time the controller fills a phone's screen (375 pt wide, as the phones of the time),
    /// with the 20 pt status bar of the time above it: a view 8 pt below the top layout guide is at y 28
    /// (at 8 when the simulated metrics hide the status bar).
    func testSizeClassCanvasShowsTheStatusBar() throws {
        func document(_ root: String) throws -> IBDocument {
            let xml = """
                <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                    <scenes><scene sceneID="scene-a"><objects>\(root)</objects></scene></scenes>
                </document>
                """
            return try IBDocument(bytes: Array(xml.utf8), path: "Old.storyboard")
        }
        let root = """
            <view key="view" contentMode="scaleToFill" id="a-root">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a-content">
                        <rect key="frame" x="0.0" y="28" width="600" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a-content" firstAttribute="top" secondItem="a-top" secondAttribute="bottom" constant="8" id="a-c1"/>
                    <constraint firstItem="a-content" firstAttribute="leading" secondItem="a-root" secondAttribute="leading" id="a-c2"/>
                    <constraint firstItem="a-content" firstAttribute="trailing" secondItem="a-root" secondAttribute="trailing" id="a-c3"/>
                    <constraint firstItem="a-content" firstAttribute="height" constant="100" id="a-c4"/>
                </constraints>
            </view>
            """
        let controller = try document("""
            <viewController id="a" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="a-top"/>
                    <viewControllerLayoutGuide type="bottom" id="a-bottom"/>
                </layoutGuides>
                \(root)
            </viewController>
            """)
        XCTAssertEqual(try content(controller, "a"), Rect(x: 0, y: 28, width: 375, height: 100))
        XCTAssertEqual(LayoutEngine(textEngine: sharedTextEngine).layout(controller, configuration: LayoutConfiguration()).device.id, "iphone-se")
        let hidden = try document("""
            <viewController id="a" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="a-top"/>
                    <viewControllerLayoutGuide type="bottom" id="a-bottom"/>
                </layoutGuides>
                \(root)
                <nil key="simulatedStatusBarMetrics"/>
            </viewController>
            """)
        XCTAssertEqual(try content(hidden, "a").y, 8)
    }

    /// A storyboard's top-level view beside a controller (a table footer, an accessory view) has, on IB's
    /// canvas, the screen's top safe area: a label 12 pt below its safe area's top is at 44 + 12 on the
    /// 6.1-inch screen of Xcode 12. At run time it sits wherever code puts it: on a device chosen for the
    /// check, no inset.
    func testTopLevelStoryboardViewHasTheScreensTopSafeArea() throws {
        let extra = """
            <view contentMode="scaleToFill" id="footer">
                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer-content">
                        <rect key="frame" x="0.0" y="56" width="375" height="20"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="footer-safe"/>
                <constraints>
                    <constraint firstItem="footer-content" firstAttribute="top" secondItem="footer-safe" secondAttribute="top" constant="12" id="f1"/>
                    <constraint firstItem="footer-content" firstAttribute="leading" secondItem="footer" secondAttribute="leading" id="f2"/>
                    <constraint firstItem="footer-content" firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f3"/>
                    <constraint firstItem="footer-content" firstAttribute="height" constant="20" id="f4"/>
                </constraints>
            </view>
            """
        let body = controller("a").replacingOccurrences(of: "</viewController>", with: "</viewController>" + extra)
        let document = try scenes(body)
        func footer(_ layout: DocumentLayout) throws -> Rect {
            try XCTUnwrap(layout.scenes.first { $0.id == "footer" }?.view("footer-content")).frame
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        XCTAssertEqual(try footer(engine.layout(document)), Rect(x: 0, y: 56, width: 375, height: 20))
        let onDevice = engine.layout(document, configuration: LayoutConfiguration(device: Device.named("iphone-16")))
        XCTAssertEqual(try footer(onDevice).y, 12)
    }

    /// IB's 6.1- and 6.7-inch screens of 2020 (`retina6_0`, `retina6_7`) had a 44 pt top safe area until
    /// Xcode 14 gave them their devices' 47 pt (as it moved `retina6_1` from 44 to 48), and the 5.8-inch
    /// screen (`retina5_9`) went from 44 to iOS 16's 50.
    func testSafeAreaOfTheScreensPerXcode() throws {
        for (tools, top) in [("19529", 44.0), ("21225", 47.0)] {
            let document = try scenes(controller("a", height: 926), device: "retina6_7", toolsVersion: tools)
            XCTAssertEqual(try content(document, "a").y, top, tools)
        }
        for (tools, top) in [("19529", 44.0), ("22505", 50.0)] {
            let document = try scenes(controller("a", height: 812), device: "retina5_9", toolsVersion: tools)
            XCTAssertEqual(try content(document, "a").y, top, tools)
        }
    }

    /// A xib's view designed wider than the screen (a 500 pt panel on the 320 pt iPhone SE canvas) keeps
    /// its own width on IB's canvas, and a view pinned 20 pt inside each edge is 460 wide; on a device
    /// chosen for the check it is as wide as that screen (393 on an iPhone 16: 353).
    func testWideXibViewKeepsItsWidthOnTheCanvas() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_0" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="panel">
                        <rect key="frame" x="0.0" y="0.0" width="500" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="20" y="0.0" width="460" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="inner" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="inner" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c3"/>
                            <constraint firstItem="inner" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Panel.xib")
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        XCTAssertEqual(engine.layout(document, configuration: .canvas).scenes.first?.view("inner")?.frame, Rect(x: 20, y: 0, width: 460, height: 10))
        let onDevice = engine.layout(document, configuration: LayoutConfiguration(device: Device.named("iphone-16")))
        XCTAssertEqual(onDevice.scenes.first?.view("inner")?.frame.width, 353)
    }

    /// A xib's table cell IB made 320 pt wide (MyFlightbook's options cells) is as wide as its table at run time: on a
    /// phone, the screen (a 49 pt switch pinned 20 pt inside the trailing edge sits at 375 - 20 - 49 on an iPhone SE). The
    /// canvas keeps the stored width; an iPad's table may be a split view's column, so it keeps it there too.
    func testAXibsTableCellIsAsWideAsAPhonesScreen() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                    <rect key="frame" x="251" y="6" width="51" height="31"/>
                                </switch>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
                                <constraint firstItem="toggle" firstAttribute="top" secondItem="content" secondAttribute="top" constant="6" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Options.xib")
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        XCTAssertEqual(engine.layout(document, configuration: .canvas).scenes.first?.view("toggle")?.frame.x, 251)
        let phone = engine.layout(document, configuration: LayoutConfiguration(device: Device.named("iphone-se")))
        XCTAssertEqual(phone.scenes.first?.view("toggle")?.frame.x, 306)
        let pad = engine.layout(document, configuration: LayoutConfiguration(device: Device.named("ipad-10")))
        XCTAssertEqual(pad.scenes.first?.view("toggle")?.frame.x, 251)
    }

    /// A xib with no device whose first view is wider than tall (Silent Text's 320×45 options bar, before Xcode stored a
    /// device) is laid out on a canvas of that size, which no phone turns: asked for portrait, its views keep their
    /// widths (a label 249 pt wide stays 249 pt, not squeezed into a 45 pt column).
    func testAFreeformCanvasIsNotTurned() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <view contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="310" height="35"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" text="Silent Phone is not installed" id="lbl">
                                <rect key="frame" x="41" y="7" width="249" height="21"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Options.xib")
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let portrait = engine.layout(document, configuration: LayoutConfiguration(orientation: .portrait))
        XCTAssertEqual(portrait.scenes.last?.view("lbl")?.frame.width, 249)
        XCTAssertEqual(portrait.device.size.width, 320)
    }

    /// A xib whose File's Owner is a view controller: its view of freeform size (a popover, a panel;
    /// `freeformSimulatedSizeMetrics`) is drawn with no status bar, so a view pinned to the safe area's top
    /// sits at 0 on IB's iPhone 8 canvas; the same view sized to the screen gets the status bar's 20 pt.
    func testFreeformXibViewHasNoStatusBarOnTheCanvas() throws {
        func xib(freeform: Bool) throws -> IBDocument {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PopoverController">
                            <connections><outlet property="view" destination="root" id="o1"/></connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(freeform ? 270 : 375)" height="\(freeform ? 213 : 667)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                                </view>
                            </subviews>
                            \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="top" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            return try IBDocument(bytes: Array(xml.utf8), path: "Popover.xib")
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        XCTAssertEqual(engine.layout(try xib(freeform: true)).scenes.first?.view("top")?.frame.y, 0)
        XCTAssertEqual(engine.layout(try xib(freeform: false)).scenes.first?.view("top")?.frame.y, 20)
    }

    /// A table view controller on a 375 pt wide screen with one prototype cell (`cellX`, `cellWidth`) whose
    /// content view holds `cellContent` (subviews, then constraints).
    func tableScene(style: String, cellX: Double = 0, cellWidth: Double = 375, cellStyle: String? = nil,
                    cellContent: (subviews: String, constraints: String), toolsVersion: String = "22505",
                    device: String = "retina4_7", rowHeight: String = "44", tableWidth: Double = 375,
                    contentAttributes: String = "", contentExtra: String = "", cellAttributes: String = "",
                    contentWidth: Double? = nil) throws -> IBDocument {
        let styleAttribute = cellStyle.map { #"style="\#($0)""# } ?? ""
        return try scenes("""
            <scene sceneID="scene-t"><objects>
                <tableViewController id="t" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="\(rowHeight)" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="667"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(styleAttribute) \(cellAttributes) id="cell">
                                <rect key="frame" x="\(cellX)" y="50" width="\(cellWidth)" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" \(contentAttributes) tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth ?? cellWidth)" height="44"/>
                                    <subviews>\(cellContent.subviews)</subviews>
                                    <constraints>\(cellContent.constraints)</constraints>
                                    \(contentExtra)
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, device: device, toolsVersion: toolsVersion)
    }

    /// A label pinned to the content view's leading and top margins.
    let marginLabel = (subviews: """
        <label opaque="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0" y="0" width="42" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """, constraints: """
        <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="m1"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="m2"/>
        """)

    func label(_ document: IBDocument) throws -> Rect {
        let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document).scenes.first)
        return try XCTUnwrap(scene.view("label")).frame
    }

    /// A cell's content view margins: 16 pt at the sides of a 375 pt screen and 11 pt at the top; in an
    /// inset-grouped table the cell is inset and its content margin is that inset (20 on an iPhone X).
    /// IB's canvas for documents of Xcode 9 and 10 shows iOS 11's 15 pt, of Xcode 8 and older iOS 10's 8 pt.
    func testTableCellContentMargins() throws {
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: marginLabel)).origin, Point(x: 16, y: 11))
        // Wider than 375 pt (the 393 pt iPhone 15): 20.
        XCTAssertEqual(try label(tableScene(style: "plain", cellWidth: 393, cellContent: marginLabel, device: "retina6_12", tableWidth: 393)).origin,
                       Point(x: 20, y: 11))
        XCTAssertEqual(try label(tableScene(style: "insetGrouped", cellX: 20, cellWidth: 335, cellContent: marginLabel, device: "retina5_9")).origin,
                       Point(x: 20, y: 11))
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: marginLabel, toolsVersion: "14490")).origin, Point(x: 15, y: 11))
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: marginLabel, toolsVersion: "12121")).origin, Point(x: 8, y: 8))
        // Margins of its own (15 pt) that preserve the superview's: the cell's 16 pt sides reach into the
        // content view, which fills the cell, and win; its own 8 pt top stays.
        let own = #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"#
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: marginLabel, contentAttributes: #"preservesSuperviewLayoutMargins="YES""#,
                                            contentExtra: own)).origin, Point(x: 16, y: 8))
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: marginLabel, contentExtra: own)).origin, Point(x: 15, y: 8))
        // Beside a disclosure indicator the content view (342 pt of the 375) keeps 8 pt at its trailing end:
        // a 40 pt wide view pinned to the trailing margin ends at 334.
        let trailing = (subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </view>
            """, constraints: """
            <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="t1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" id="t2"/>
            <constraint firstItem="label" firstAttribute="width" constant="40" id="t3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="t4"/>
            """)
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: trailing, cellAttributes: #"accessoryType="disclosureIndicator""#,
                                            contentWidth: 342)).maxX, 334)
        XCTAssertEqual(try label(tableScene(style: "plain", cellContent: trailing)).maxX, 375 - 16)
    }

    /// A table makes each row as wide as itself, whatever width IB stored: STJ500's menu keeps 320 pt cells in a
    /// 600 pt table drawn on the old square canvas, and on a 375 pt phone its rows are 375 pt, not 95. An
    /// inset-grouped table's rows keep their inset on both sides.
    func testATableRowIsAsWideAsTheTableWhateverWidthIBStored() throws {
        func cell(_ document: IBDocument) throws -> Rect {
            let configuration = LayoutConfiguration(device: Device.named("iphone-se"))
            let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document, configuration: configuration).scenes.first)
            XCTAssertEqual(scene.view("table")?.frame.width, 375)
            return try XCTUnwrap(scene.view("cell")).frame
        }
        let narrow = try cell(tableScene(style: "grouped", cellWidth: 320, cellContent: marginLabel, tableWidth: 600))
        XCTAssertEqual(narrow.x, 0)
        XCTAssertEqual(narrow.width, 375)
        XCTAssertEqual(try cell(tableScene(style: "plain", cellWidth: 600, cellContent: marginLabel, tableWidth: 320)).width, 375)
        let inset = try cell(tableScene(style: "insetGrouped", cellX: 20, cellWidth: 560, cellContent: marginLabel, tableWidth: 600))
        XCTAssertEqual(inset.x, 20)
        XCTAssertEqual(inset.width, 335)
    }

    /// A flow layout makes each cell its item size. A cell IB stored at an old 50×50 while its content view
    /// (where its subviews were placed) and the item size are 90×90 is a stale frame: the cell is 90 wide,
    /// so a subview spanning the content view spans the cell. A cell whose own frame disagrees with both is
    /// left as stored (code may size it through the layout's delegate).
    func testCollectionViewCellTakesTheItemSizeItsContentViewWasDrawnAt() throws {
        func scene(contentSize: Int) -> IBDocument {
            storyboard(subviews: """
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0" y="100" width="393" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="90" height="90"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="\(contentSize)" height="\(contentSize)"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="strip">
                                        <rect key="frame" x="0.0" y="60" width="90" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    </view>
                                </subviews>
                            </view>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """, constraints: "")
        }
        let stale = layout(scene(contentSize: 90))
        XCTAssertEqual(try XCTUnwrap(stale.view("cell")).frame, Rect(x: 0, y: 0, width: 90, height: 90))
        XCTAssertEqual(try XCTUnwrap(stale.view("strip")).frame, Rect(x: 0, y: 60, width: 90, height: 30))
        let drawnSmaller = layout(scene(contentSize: 50))
        XCTAssertEqual(try XCTUnwrap(drawnSmaller.view("cell")).frame.width, 50)
    }

    /// Buttons of the pre-iOS 15 kind: a title is padded 6 pt above and below unless content insets are
    /// set (they replace the padding); a titled button is at least 30 pt wide; the info button's symbol
    /// measures 25.6 pt (25.67 on a @3x screen). The title is sized in whole points.
    func testLegacyButtonIntrinsicSizes() throws {
        func button(_ id: String, title: String?, extra: String = "", insets: String = "") -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="\(title == nil ? "infoLight" : "system")" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                \(insets)
                <state key="normal" \(title.map { "title=\"\($0)\"" } ?? "")/>
            </button>
            """
        }
        let ids = ["plain", "inset", "plus", "info"]
        let doc = storyboard(subviews: button("plain", title: "Continue") + button("inset", title: "Continue", insets: #"<inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>"#)
                             + button("plus", title: "+") + button("info", title: nil),
                             constraints: ids.enumerated().map { index, id in
                                 #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\#(id)1"/>"#
                                 + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(100 + 50 * index)" id="\#(id)2"/>"#
                             }.joined(separator: "\n"))
        let scene = layout(doc)
        let title = try XCTUnwrap(scene.view("plain")?.texts.first?.layout)
        // A legacy button sizes its title in whole points.
        let line = (title.lineHeight - 1e-6).rounded(.up)
        let width = (title.naturalWidth - 1e-6).rounded(.up)
        // 15 pt system text: 17.9 pt line → 18 + 12 = 30 pt tall, as wide as its title.
        XCTAssertEqual(scene.view("plain")?.frame.height ?? 0, line + 12, accuracy: 0.01)
        XCTAssertEqual(scene.view("plain")?.frame.width ?? 0, width, accuracy: 0.01)
        // Insets 8/4: the title plus 16 wide and 8 tall, no 6 pt padding.
        XCTAssertEqual(scene.view("inset")?.frame.height ?? 0, line + 8, accuracy: 0.01)
        XCTAssertEqual(scene.view("inset")?.frame.width ?? 0, width + 16, accuracy: 0.01)
        XCTAssertEqual(scene.view("plus")?.frame.width, 30)
        XCTAssertEqual(scene.view("info")?.frame.width ?? 0, 77.0 / 3, accuracy: 0.01)
    }

    /// A segmented control's segments are as wide as the widest title plus its padding (7.5 pt a side
    /// until iOS 12, in documents of Xcode 10 and older), and 29 pt tall there (32 from iOS 13).
    func testSegmentedControlOfXcode10() throws {
        let document = try scenes("""
            <scene sceneID="scene-s"><objects>
                <viewController id="s" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="s-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                <rect key="frame" x="0" y="0" width="100" height="29"/>
                                <segments><segment title="All"/><segment title="Female"/></segments>
                            </segmentedControl>
                        </subviews>
                        <constraints>
                            <constraint firstItem="seg" firstAttribute="leading" secondItem="s-root" secondAttribute="leading" constant="20" id="s1"/>
                            <constraint firstItem="seg" firstAttribute="top" secondItem="s-root" secondAttribute="top" constant="100" id="s2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14490")
        let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document).scenes.first)
        let control = try XCTUnwrap(scene.view("seg"))
        let female = sharedTextEngine.measure("Female", font: .system(size: 13), options: MeasureOptions()).naturalWidth
        XCTAssertEqual(control.frame.width, 2 * ((female * 2).rounded(.up) / 2 + 15), accuracy: 0.5)
        XCTAssertEqual(control.frame.height, 29)
    }

    /// A custom font that is not installed: IB measured it, so a single-line label stored 30 pt tall at
    /// 20 pt says the font's lines are 1.5 em; a 10 pt label in that font is then 15 pt tall, and the view
    /// pinned below it follows (the system font's 1.19 em would make it 12 pt).
    func testMissingCustomFontTakesItsLineHeightFromTheDocument() {
        func label(_ id: String, size: Int, height: Double) -> String {
            """
            <label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="60" height="\(height)"/>
                <fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="\(size)"/>
            </label>
            """
        }
        let doc = storyboard(subviews: label("big", size: 20, height: 30) + label("small", size: 10, height: 15) + """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="215" width="10" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="small" firstAttribute="top" secondItem="big" secondAttribute="bottom" constant="50" id="c4"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="small" secondAttribute="bottom" constant="20" id="c5"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
            <constraint firstItem="below" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="c8"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(scene.view("big")?.frame.height, 30)
        XCTAssertEqual(scene.view("small")?.frame.height, 15)
        XCTAssertEqual(scene.view("below")?.frame.y, 100 + 30 + 50 + 15 + 20)
    }

    /// SF Symbols: IB lists only their shape in `<resources>` (longer side 128); drawn at the default
    /// configuration the longer side is 20 pt, so `doc` (115×128) is 18×20 on a @3x screen and a small-scale
    /// `chevron.right` (96×128) about 11×14.6.
    func testSymbolImageViewSizes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFit" image="doc" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="doc">
                                    <rect key="frame" x="20" y="100" width="18" height="20"/>
                                </imageView>
                                <imageView contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                    <rect key="frame" x="20" y="200" width="11" height="14.666666666666666"/>
                                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="regular"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="doc" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="doc" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                                <constraint firstItem="chevron" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                                <constraint firstItem="chevron" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources>
                    <image name="doc" catalog="system" width="115" height="128"/>
                    <image name="chevron.right" catalog="system" width="96" height="128"/>
                </resources>
            </document>
            """
        let scene = layout(try IBDocument(bytes: Array(xml.utf8), path: "Symbols.storyboard"))
        // 20 × 115/128 = 17.97 → 18 at @3x.
        XCTAssertEqual(scene.view("doc")?.frame, Rect(x: 20, y: 100, width: 18, height: 20))
        // 0.73 × 20 = 14.6 → 14.67 tall, 14.6 × 96/128 = 10.95 → 11 wide.
        XCTAssertEqual(scene.view("chevron")?.frame.width ?? 0, 11, accuracy: 0.01)
        XCTAssertEqual(scene.view("chevron")?.frame.height ?? 0, 44.0 / 3, accuracy: 0.01)
    }

    /// A translator comment (`<attributedString key="userComments">`) is not attributed text: the label
    /// still sizes by its text. A stack view with its own layout margins arranges inside them.
    func testUserCommentsAndStackMargins() {
        let doc = storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="100" width="300" height="30"/>
                <subviews>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="8" y="4" width="42" height="20.333333333333332"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                    </label>
                </subviews>
                <edgeInsets key="layoutMargins" top="4" left="8" bottom="4" right="8"/>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="stack" firstAttribute="width" constant="300" id="c3"/>
            """)
        let scene = layout(doc)
        let name = scene.view("name")
        let text = name?.texts.first?.layout.naturalWidth ?? 0
        XCTAssertEqual(name?.frame.width ?? 0, (text * 3).rounded(.up) / 3, accuracy: 0.01)
        XCTAssertEqual(name?.frame.x, 8)
        XCTAssertEqual(name?.frame.y, 4)
        // The stack hugs its label and the 4 pt margins above and below: 20.33 + 8.
        XCTAssertEqual(scene.view("stack")?.frame.height ?? 0, 61.0 / 3 + 8, accuracy: 0.01)
    }

    /// A constraint's constant can vary by size class: on an iPhone in portrait (compact width, regular
    /// height) `heightClass=regular-widthClass=compact` applies, on an iPad (regular, regular) it does not.
    func testConstraintConstantPerSizeClass() {
        let doc = storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="24" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="56" id="w">
                        <variation key="heightClass=regular-widthClass=compact" constant="24"/>
                    </constraint>
                    <constraint firstAttribute="height" constant="10" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """)
        XCTAssertEqual(layout(doc).view("box")?.frame.width, 24)
        let pad = layout(doc, configuration: LayoutConfiguration(device: Device.named("ipad-10")))
        XCTAssertEqual(pad.view("box")?.frame.width, 56)
    }

    /// An AppKit document is not laid out with UIKit's rules: no scenes, and the reason.
    func testAppKitDocumentIsNotLaidOut() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="view"><rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="18" y="20" width="100" height="16"/>
                                <textFieldCell key="cell" title="Label" id="cell"/>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let laidOut = LayoutEngine(textEngine: sharedTextEngine).layout(try IBDocument(bytes: Array(xml.utf8), path: "Mac.xib"))
        XCTAssertEqual(laidOut.platform, .macOS)
        XCTAssertTrue(laidOut.scenes.isEmpty)
        XCTAssertTrue(laidOut.notLaidOut?.contains("AppKit") ?? false)
    }

    /// A value1 cell (`UITableViewCell.CellStyle.value1`) on a 375 pt wide table: UIKit lays out its labels
    /// from their text, 16 pt from the edges, the detail label right-aligned at the trailing edge. A long
    /// translation of the title keeps its width and cuts the detail label; right to left, it all mirrors.
    func testValue1CellStyleLabels() throws {
        func document(style: String = "IBUITableViewCellStyleValue1") throws -> IBDocument {
            try scenes("""
                <scene sceneID="scene-t"><objects>
                    <tableViewController id="t" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" style="\(style)" textLabel="title" detailTextLabel="detail" id="cell">
                                    <rect key="frame" x="0" y="50" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Name" id="title">
                                                <rect key="frame" x="16" y="12" width="42" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" contentMode="left" text="Detail" textAlignment="right" id="detail">
                                                <rect key="frame" x="310" y="12" width="49" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """, device: "retina4_7", toolsVersion: "22505")
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let english = try XCTUnwrap(engine.layout(try document()).scenes.first)
        let title = try XCTUnwrap(english.view("title")), detail = try XCTUnwrap(english.view("detail"))
        XCTAssertEqual(title.cellStyle, "value1")
        XCTAssertEqual(title.cellStyleRole, "textLabel")
        XCTAssertEqual(title.placement, .container)
        XCTAssertTrue(title.placement.canMirror)
        XCTAssertEqual(title.frame.x, 16)
        XCTAssertEqual(title.frame.width, ((title.texts[0].layout.naturalWidth * 2).rounded(.up)) / 2, accuracy: 0.01)
        XCTAssertEqual(detail.frame.maxX, 375 - 16, accuracy: 0.01)
        XCTAssertEqual(title.frame.midY, 22, accuracy: 0.26)

        let long = "Vollständiger Name des Kontoinhabers laut Ausweis"
        let german = try XCTUnwrap(engine.layout(try document(), translations: ["title.text": long, "detail.text": "Einzelheiten"],
                                                 configuration: LayoutConfiguration(language: "de")).scenes.first)
        let germanTitle = try XCTUnwrap(german.view("title")), germanDetail = try XCTUnwrap(german.view("detail"))
        // The title takes what it needs (here all but the gap and the detail's nothing), the detail is cut.
        XCTAssertGreaterThan(germanTitle.frame.width, 250)
        XCTAssertEqual(germanDetail.texts.first?.layout.isTruncated, true)
        XCTAssertLessThanOrEqual(germanTitle.frame.maxX + 8, germanDetail.frame.minX + 0.01)

        let arabic = try XCTUnwrap(engine.layout(try document(), configuration: LayoutConfiguration(language: "ar")).scenes.first)
        XCTAssertEqual(try XCTUnwrap(arabic.view("title")).frame.maxX, 375 - 16, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(arabic.view("detail")).frame.minX, 16, accuracy: 0.01)

        // The default style's text label fills the content view between the margins.
        let plain = try XCTUnwrap(engine.layout(try document(style: "IBUITableViewCellStyleDefault")).scenes.first)
        XCTAssertEqual(plain.view("title")?.frame, Rect(x: 16, y: 0, width: 375 - 32, height: 44))
    }

    /// On IB's canvas a controller designed at a freeform size keeps the screen's safe area (44 pt top, 34
    /// bottom on an iPhone 11) inside its shorter view: it is not a view cut short by an opaque bar.
    func testFreeformControllerKeepsTheScreenSafeArea() throws {
        let document = try scenes(controller("f", height: 480, extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="414" height="480"/>"#))
        XCTAssertEqual(try content(document, "f", configuration: .canvas), Rect(x: 0, y: 44, width: 414, height: 480 - 44 - 34))
    }

    /// Hand-written: a controller designed on a 680 × 1200 freeform canvas runs full screen, so at run time
    /// its view is the iPhone 11's 414 × 896 (the content pinned to the safe area's edges follows); embedded
    /// in a container view it keeps the size it was designed at.
    func testFreeformControllerRunsAtTheScreenSize() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="680" height="1200"/>"#
        let wide = controller("w", height: 1200, extra: freeform).replacingOccurrences(of: #"width="414" height="1200.0""#, with: #"width="680" height="1200""#)
        XCTAssertEqual(try content(try scenes(wide), "w"), Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        XCTAssertEqual(try content(try scenes(wide), "w", configuration: .canvas).width, 680)

        let container = """
            <scene sceneID="scene-host"><objects>
                <viewController id="host" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="host-root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <connections><segue destination="w" kind="embed" id="emb"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """
        let embedded = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(try scenes(container + wide)).scenes.first { $0.id == "scene-w" })
        XCTAssertEqual(embedded.view("w-root")?.frame.width, 680)
    }

    /// A row of automatic height (`rowHeight="-1"`) whose content needs 11 + 60 + 11 = 82 pt: UIKit grows it
    /// (and moves nothing else); IB's canvas keeps the 44 pt it was designed at (`selfSizingRows: false`).
    func testSelfSizingRowsGrowAtRunTimeNotOnTheCanvas() throws {
        let tall = (subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="11" width="100" height="22"/>
                <constraints><constraint firstAttribute="height" constant="60" priority="999" id="t0"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t2"/>
            <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" id="t3"/>
            <constraint firstItem="label" firstAttribute="width" constant="100" id="t4"/>
            """)
        let document = try tableScene(style: "plain", cellContent: tall, rowHeight: "-1")
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let runTime = try XCTUnwrap(engine.layout(document).scenes.first)
        XCTAssertEqual(runTime.view("cell")?.frame.height, 82)
        let canvas = try XCTUnwrap(engine.layout(document, configuration: LayoutConfiguration(selfSizingRows: false)).scenes.first)
        XCTAssertEqual(canvas.view("cell")?.frame.height, 44)
    }

    /// Hand-written: rows whose code makes them self-sizing (`selfSizingTables`, as the verify pipeline
    /// finds `rowHeight = UITableView.automaticDimension` in the controller) grow like `rowHeight="-1"` rows,
    /// though IB wrote a fixed 44 pt; content at priority 250 outweighs the row height, which UIKit asks
    /// for at the lowest priority.
    func testRowsCodeMakesSelfSizingGrow() throws {
        let tall = (subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="11" width="100" height="22"/>
                <constraints><constraint firstAttribute="height" constant="60" priority="250" id="t0"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t2"/>
            <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" id="t3"/>
            <constraint firstItem="label" firstAttribute="width" constant="100" id="t4"/>
            """)
        let document = try tableScene(style: "plain", cellContent: tall, rowHeight: "44")
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        XCTAssertEqual(try XCTUnwrap(engine.layout(document).scenes.first).view("cell")?.frame.height, 44)
        var configuration = LayoutConfiguration()
        configuration.selfSizingTables = ["table"]
        XCTAssertEqual(try XCTUnwrap(engine.layout(document, configuration: configuration).scenes.first).view("cell")?.frame.height, 82)
    }

    /// Hand-written: a prototype cell stored 768 pt wide (content view too) in a 375 pt table is the
    /// table's width at run time, and so is its content view; IB's canvas keeps what it stored.
    func testCellIsAsWideAsItsTable() throws {
        let trailing = (subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </view>
            """, constraints: """
            <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="t1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" id="t2"/>
            <constraint firstItem="label" firstAttribute="width" constant="40" id="t3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="t4"/>
            """)
        let document = try tableScene(style: "plain", cellWidth: 768, cellContent: trailing)
        let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document).scenes.first)
        XCTAssertEqual(scene.view("cell")?.frame.width, 375)
        XCTAssertEqual(scene.view("content")?.frame.width, 375)
        XCTAssertEqual(scene.view("label")?.frame.maxX, 375 - 16)
        // A content view stored wider than a cell of the right width is stale: it fills the cell.
        let stale = try tableScene(style: "plain", cellContent: trailing, contentWidth: 768)
        XCTAssertEqual(try label(stale).maxX, 375 - 16)
        let canvas = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document, configuration: .canvas).scenes.first)
        XCTAssertEqual(canvas.view("cell")?.frame.width, 768)
    }

    /// Hand-written: a table pinned to its controller's edges keeps their width when a cell's content asks
    /// for another (16 + 300 + 16 pt of fixed constraints in a 414 pt table): UIKit sizes cells after their
    /// table, so the constraint that breaks is one of the cell's, never the table's pin.
    func testACellsContentNeverResizesItsTable() throws {
        let document = try scenes("""
            <scene sceneID="scene-t"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                                    <rect key="frame" x="16" y="0" width="300" height="44"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                                                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c2"/>
                                                <constraint firstItem="card" firstAttribute="width" constant="300" id="c3"/>
                                                <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="top" id="c4"/>
                                                <constraint firstItem="card" firstAttribute="height" constant="44" id="c5"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
                            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="p2"/>
                            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="p3"/>
                            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="p4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document).scenes.first)
        XCTAssertEqual(scene.view("table")?.frame.width, 414)
        XCTAssertEqual(scene.view("cell")?.frame.width, 414)
        XCTAssertEqual(scene.brokenConstraints.count, 1)
        XCTAssertTrue(["c1", "c2", "c3"].contains(scene.brokenConstraints.first?.id ?? ""), "\(scene.brokenConstraints)")
    }

    /// Hand-written: a disclosure indicator stays at the trailing edge right to left, which is the left:
    /// the content view (342 of the 375 pt) starts 33 pt from the left, so a label pinned to the cell's
    /// leading edge + 15 stays inside it.
    func testAccessoryIsOnTheLeftRightToLeft() throws {
        let pinned = (subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="15" y="0" width="60" height="20"/>
            </view>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="15" id="t1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" id="t2"/>
            <constraint firstItem="label" firstAttribute="width" constant="60" id="t3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="t4"/>
            """)
        let document = try tableScene(style: "plain", cellContent: pinned, cellAttributes: #"accessoryType="disclosureIndicator""#, contentWidth: 342)
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let ltr = try XCTUnwrap(engine.layout(document).scenes.first)
        XCTAssertEqual(ltr.view("content")?.absoluteFrame, Rect(x: 0, y: 50, width: 342, height: 44))
        let rtl = try XCTUnwrap(engine.layout(document, configuration: LayoutConfiguration(language: "ar")).scenes.first)
        XCTAssertEqual(rtl.view("content")?.absoluteFrame, Rect(x: 33, y: 50, width: 342, height: 44))
        let label = try XCTUnwrap(rtl.view("label")).absoluteFrame
        XCTAssertEqual(label.maxX, 375 - 15)
        XCTAssertTrue(try XCTUnwrap(rtl.view("content")).absoluteFrame.contains(label))
    }
}

struct Point: Equatable {
    var x: Double
    var y: Double
}

extension Rect {
    var origin: Point { Point(x: x, y: y) }
}
