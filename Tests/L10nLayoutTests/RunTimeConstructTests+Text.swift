import XCTest
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Text measurement at run time: what a text-showing view's intrinsic size is, on hand-written documents
/// whose expected sizes are worked out in the comments.
extension RunTimeConstructTests {
    /// A text view that does not scroll sizes itself to its text plus its 8 pt text container inset above
    /// and below; with no text it is still one line tall, the line its caret sits on. 16 pt system text:
    /// 16 × 2444 / 2048 = 19.09 pt, 19.33 on the @3x screen, so 8 + 19.33 + 8 = 35.33 pt.
    func testEmptyTextViewIsOneLineTall() throws {
        let doc = storyboard(subviews: """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="20" y="100" width="300" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """, constraints: """
            <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="n1"/>
            <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="n2"/>
            <constraint firstItem="notes" firstAttribute="width" constant="300" id="n3"/>
            """)
        let notes = try XCTUnwrap(layout(doc).view("notes"))
        XCTAssertEqual(notes.frame.height, 8 + 58.0 / 3 + 8, accuracy: 0.01)
        XCTAssertEqual(notes.frame.width, 300)
    }

    /// A UIButton.Configuration's image is part of its content: an image alone (21×21, plain style's 12 pt
    /// leading/trailing and 7 pt top/bottom insets) makes a 45×35 button; beside a title (leading, the
    /// default placement, 4 pt `imagePadding`) it adds 21 + 4 to the title's width and sets the height
    /// to at least 35; above it (`imagePlacement="top"`) it adds 21 + 4 to the height instead.
    func testButtonConfigurationImageIsPartOfItsContent() throws {
        func button(_ id: String, y: Int, configuration: String) -> (view: String, constraints: String) {
            ("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="10" height="10"/>
                <buttonConfiguration key="configuration" style="plain" \(configuration)/>
            </button>
            """, """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="b-root" secondAttribute="leading" constant="20" id="\(id)-1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="b-root" secondAttribute="top" constant="\(y)" id="\(id)-2"/>
            """)
        }
        let buttons = [button("alone", y: 100, configuration: #"image="Search""#),
                       button("titled", y: 200, configuration: #"image="Search" imagePadding="4" title="Go""#),
                       button("plain", y: 300, configuration: #"title="Go""#),
                       button("above", y: 400, configuration: #"image="Search" imagePlacement="top" imagePadding="4" title="Go""#)]
        let document = try scenes("""
            <scene sceneID="scene-b"><objects>
                <viewController id="b" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="b-root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>\(buttons.map(\.view).joined())</subviews>
                        <constraints>\(buttons.map(\.constraints).joined())</constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, toolsVersion: "22505", after: #"<resources><image name="Search" width="21" height="21"/></resources>"#)
        let scene = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(document).scenes.first)
        func frame(_ id: String) throws -> Rect { try XCTUnwrap(scene.view(id)).frame }
        XCTAssertEqual(try frame("alone"), Rect(x: 20, y: 100, width: 45, height: 35))
        let plain = try frame("plain"), titled = try frame("titled"), above = try frame("above")
        XCTAssertEqual(titled.width, plain.width + 25, accuracy: 0.01)
        XCTAssertEqual(titled.height, max(plain.height, 35), accuracy: 0.01)
        XCTAssertEqual(above.width, plain.width, accuracy: 0.01)
        XCTAssertEqual(above.height, plain.height + 25, accuracy: 0.01)
    }

    /// A progress view is 4 pt tall from iOS 13 in the default style and 2.5 pt in the bar style (on a
    /// @2x screen, where 2.5 pt is whole pixels).
    func testProgressViewHeightPerStyle() throws {
        func progress(_ id: String, y: Int, style: String) -> (view: String, constraints: String) {
            ("""
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \(style) progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="200" height="10"/>
            </progressView>
            """, """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-2"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="200" id="\(id)-3"/>
            """)
        }
        let views = [progress("default", y: 100, style: ""), progress("bar", y: 200, style: #"progressViewStyle="bar""#)]
        let scene = layout(storyboard(subviews: views.map(\.view).joined(), constraints: views.map(\.constraints).joined(),
                                      device: "retina6_1", rootWidth: 414, rootHeight: 896))
        XCTAssertEqual(scene.view("default")?.frame, Rect(x: 20, y: 100, width: 200, height: 4))
        XCTAssertEqual(scene.view("bar")?.frame, Rect(x: 20, y: 200, width: 200, height: 2.5))
    }

    /// A label with a shadow colour is taller (and wider) by its shadow offset: UIKit's default offset
    /// (0, −1) adds 1 pt to the height only, an offset of (2, 3) adds 2 pt to the width and 3 to the height.
    /// 17 pt system text: one 20.29 pt line, 20.33 on the @3x screen.
    func testLabelShadowOffsetGrowsItsIntrinsicSize() throws {
        func label(_ id: String, y: Int, shadow: String) -> (view: String, constraints: String) {
            ("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(shadow)
            </label>
            """, """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-2"/>
            """)
        }
        let shadowColor = #"<color key="shadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#
        let labels = [label("plain", y: 100, shadow: ""), label("shadow", y: 200, shadow: shadowColor),
                      label("offset", y: 300, shadow: shadowColor + #"<size key="shadowOffset" width="2" height="3"/>"#)]
        let doc = storyboard(subviews: labels.map(\.view).joined(), constraints: labels.map(\.constraints).joined())
        let scene = layout(doc)
        let plain = try XCTUnwrap(scene.view("plain")).frame
        XCTAssertEqual(plain.height, 61.0 / 3, accuracy: 0.01)
        let shadow = try XCTUnwrap(scene.view("shadow")).frame, offset = try XCTUnwrap(scene.view("offset")).frame
        XCTAssertEqual(shadow.width, plain.width, accuracy: 0.01)
        XCTAssertEqual(shadow.height, plain.height + 1, accuracy: 0.01)
        XCTAssertEqual(offset.width, plain.width + 2, accuracy: 0.01)
        XCTAssertEqual(offset.height, plain.height + 3, accuracy: 0.01)
    }

    /// A rounded-rect text field is its line plus 13 pt until iOS 12 (14 pt system text: 16.7 pt line,
    /// ceiled to 17 → 30 pt, as Xcode 10 stores it) and at least 34 pt from iOS 13 (the same field in a
    /// document of Xcode 12 is 34 pt; 18 pt text, a 21.5 pt line ceiled to 22, + 12 is 34 too).
    func testRoundedRectTextFieldHeightPerSDK() throws {
        func field(_ id: String, size: Int) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="0" width="200" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        }
        func document(toolsVersion: String) throws -> IBDocument {
            try scenes("""
                <scene sceneID="scene-f"><objects>
                    <viewController id="f" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="f-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>\(field("small", size: 14))\(field("large", size: 18))</subviews>
                            <constraints>
                                <constraint firstItem="small" firstAttribute="leading" secondItem="f-root" secondAttribute="leading" constant="20" id="f1"/>
                                <constraint firstItem="small" firstAttribute="top" secondItem="f-root" secondAttribute="top" constant="100" id="f2"/>
                                <constraint firstItem="large" firstAttribute="leading" secondItem="f-root" secondAttribute="leading" constant="20" id="f3"/>
                                <constraint firstItem="large" firstAttribute="top" secondItem="f-root" secondAttribute="top" constant="200" id="f4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                """, device: "retina4_7", toolsVersion: toolsVersion)
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let xcode10 = try XCTUnwrap(engine.layout(try document(toolsVersion: "14490")).scenes.first)
        XCTAssertEqual(xcode10.view("small")?.frame.height, 30)
        let xcode12 = try XCTUnwrap(engine.layout(try document(toolsVersion: "17701")).scenes.first)
        XCTAssertEqual(xcode12.view("small")?.frame.height, 34)
        XCTAssertEqual(xcode12.view("large")?.frame.height, 34)
    }

    /// A borderless text field is one line of its font tall in whole points: 17 pt system text has a
    /// 17 × 2475 / 2048 = 20.3 pt line, so 21 pt in a document of Xcode 10; from Xcode 14 one point more
    /// (22 pt) unless it hides what is typed (`secureTextEntry`: 21 pt). 18 pt text (21.5 pt line) is 23.
    func testBorderlessTextFieldHeightPerSDK() throws {
        func field(_ id: String, size: Int, secure: Bool = false) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="0" width="200" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                <textInputTraits key="textInputTraits"\(secure ? #" secureTextEntry="YES""# : "")/>
            </textField>
            """
        }
        func document(toolsVersion: String) throws -> IBDocument {
            let ids = ["plain", "secure", "large"]
            return try scenes("""
                <scene sceneID="scene-f"><objects>
                    <viewController id="f" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="f-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>\(field("plain", size: 17))\(field("secure", size: 17, secure: true))\(field("large", size: 18))</subviews>
                            <constraints>\(ids.enumerated().map { index, id in
                                #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="f-root" secondAttribute="leading" constant="20" id="\#(id)1"/>"#
                                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="f-root" secondAttribute="top" constant="\#(100 * (index + 1))" id="\#(id)2"/>"#
                            }.joined())</constraints>
                        </view>
                    </viewController>
                </objects></scene>
                """, device: "retina4_7", toolsVersion: toolsVersion)
        }
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let xcode10 = try XCTUnwrap(engine.layout(try document(toolsVersion: "14490")).scenes.first)
        XCTAssertEqual(xcode10.view("plain")?.frame.height, 21)
        XCTAssertEqual(xcode10.view("secure")?.frame.height, 21)
        let xcode15 = try XCTUnwrap(engine.layout(try document(toolsVersion: "22505")).scenes.first)
        XCTAssertEqual(xcode15.view("plain")?.frame.height, 22)
        XCTAssertEqual(xcode15.view("secure")?.frame.height, 21)
        XCTAssertEqual(xcode15.view("large")?.frame.height, 23)
    }

    /// An SF Symbol alone in a custom button (`buttonType` absent) sits on a line of the empty title's
    /// font, UIButton's default 18 pt (21.5 pt line, 22 in whole points): a `chevron.down` (128×72 shape,
    /// drawn 20 × 11.25) makes a button 20 pt wide and 22 tall. An asset image of the same size is the
    /// whole button (20 × 11.33 on a @3x screen).
    func testSymbolAloneInCustomButtonIsOneTitleLineTall() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                                    <rect key="frame" x="20" y="100" width="20" height="22"/>
                                    <state key="normal" image="chevron.down" catalog="system"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="asset">
                                    <rect key="frame" x="20" y="200" width="20" height="11.333333333333334"/>
                                    <state key="normal" image="arrow"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="symbol" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="symbol" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                                <constraint firstItem="asset" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                                <constraint firstItem="asset" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources>
                    <image name="chevron.down" catalog="system" width="128" height="72"/>
                    <image name="arrow" width="20" height="11.25"/>
                </resources>
            </document>
            """
        let scene = layout(try IBDocument(bytes: Array(xml.utf8), path: "SymbolButton.storyboard"))
        XCTAssertEqual(scene.view("symbol")?.frame, Rect(x: 20, y: 100, width: 20, height: 22))
        XCTAssertEqual(scene.view("asset")?.frame.width, 20)
        XCTAssertEqual(scene.view("asset")?.frame.height ?? 0, 34.0 / 3, accuracy: 0.01)
    }

    /// A custom font that is not installed and that a document shows only in a wrapped label (no sample of
    /// its lines there) takes its line height from another document of the project: a single-line label
    /// stored 30 pt tall at 20 pt says 1.5 em, so the wrapped 10 pt label's one line is 15 pt tall and the
    /// view pinned 20 pt below it starts at 100 + 15 + 20. Without the project it keeps the stand-in's line
    /// (the system font's 1.19 em: 12 pt).
    func testMissingCustomFontSharedAcrossTheProject() throws {
        let font = #"<fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="%d"/>"#
        let sampler = storyboard(subviews: """
            <label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="20" y="100" width="60" height="30"/>
                \(String(format: font, 20))
            </label>
            """, constraints: """
            <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """)
        func wrapped() -> IBDocument {
            storyboard(subviews: """
                <label opaque="NO" contentMode="left" text="Hi" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                    <rect key="frame" x="20" y="100" width="200" height="15"/>
                    \(String(format: font, 10))
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="20" y="135" width="10" height="10"/>
                </view>
                """, constraints: """
                <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="small" firstAttribute="width" constant="200" id="c3"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="small" secondAttribute="bottom" constant="20" id="c4"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                <constraint firstItem="below" firstAttribute="width" constant="10" id="c6"/>
                <constraint firstItem="below" firstAttribute="height" constant="10" id="c7"/>
                """)
        }
        let alone = wrapped()
        let aloneLayout = try XCTUnwrap(LayoutEngine(textEngine: sharedTextEngine).layout(alone).scenes.first)
        XCTAssertEqual(aloneLayout.view("small")?.frame.height ?? 0, 12, accuracy: 0.5)
        let engine = LayoutEngine(textEngine: sharedTextEngine)
        let shared = wrapped()
        engine.shareCustomFontEstimates(across: [sampler, shared])
        let scene = try XCTUnwrap(engine.layout(shared).scenes.first)
        XCTAssertEqual(scene.view("small")?.frame.height, 15)
        XCTAssertEqual(scene.view("below")?.frame.y, 100 + 15 + 20)
        // The document with the sample keeps its own estimate.
        XCTAssertEqual(engine.layout(sampler).scenes.first?.view("big")?.frame.height, 30)
    }

    /// A custom font that is not installed: IB measured its labels with the real font, so a label that only
    /// its text sizes (pinned by its leading edge alone) is stored exactly as wide as its text. Its stored
    /// width ÷ the stand-in's width of the same text is the font's width scale: 1.25 here (132 pt stored for
    /// a text the stand-in makes 105.5 pt). Another text in that font is then 1.25 × as wide as the stand-in
    /// makes it, and the view pinned 8 pt after it lands there.
    func testMissingCustomFontTakesItsWidthFromTheDocument() throws {
        let font = FontSpec.custom(name: "NoSuchFont-Regular", family: "No Such Font", size: 20)
        let standIn = { (text: String) in sharedTextEngine.measure(text, font: font, options: MeasureOptions(displayScale: 3)).naturalWidth }
        // The sample's stored width: 1.25 × the stand-in's, ceiled to the @3x pixel as IB stores it.
        let stored = (standIn("Sample text") * 1.25 * 3).rounded(.up) / 3
        func label(_ id: String, text: String, width: Double) -> String {
            """
            <label opaque="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="\(width)" height="30"/>
                <fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="20"/>
            </label>
            """
        }
        let doc = storyboard(subviews: label("sample", text: "Sample text", width: stored) + label("other", text: "Other words", width: 10) + """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="after">
                <rect key="frame" x="20" y="215" width="10" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="sample" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="sample" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="other" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="other" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            <constraint firstItem="after" firstAttribute="leading" secondItem="other" secondAttribute="trailing" constant="8" id="c5"/>
            <constraint firstItem="after" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c6"/>
            <constraint firstItem="after" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="after" firstAttribute="height" constant="10" id="c8"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(try XCTUnwrap(scene.view("sample")).frame.width, stored, accuracy: 0.34)
        // The scale the document shows, (stored − half a pixel) ÷ stand-in, within a pixel of 1.25.
        let other = try XCTUnwrap(scene.view("other"))
        let expected = standIn("Other words") * 1.25
        XCTAssertEqual(other.frame.width, expected, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(scene.view("after")).frame.x, 20 + other.frame.width + 8, accuracy: 0.01)
        // The estimate matters: the stand-in alone would put the view more than 10 pt too far left.
        XCTAssertGreaterThan(expected - standIn("Other words"), 10)
    }

    /// A button without a font of its own draws its title in UIButton's default: 18 pt system for a custom
    /// button, 15 pt for a system button (what IB writes for the buttons it makes). Each is as wide as its
    /// title at that size, ceiled to the whole point (a button sizes its title in points, not pixels).
    func testButtonDefaultTitleFontPerButtonType() throws {
        func button(_ id: String, type: String?, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" \(type.map { "buttonType=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="10" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="\(id)-h"/></constraints>
                <state key="normal" title="Ribbon"/>
            </button>
            """
        }
        let doc = storyboard(subviews: button("custom", type: nil, y: 100) + button("system", type: "system", y: 200), constraints: """
            <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="system" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="system" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            """)
        let scene = layout(doc)
        func width(_ size: Double) -> Double {
            (sharedTextEngine.measure("Ribbon", font: .system(size: size), options: MeasureOptions(displayScale: 3)).naturalWidth - 1e-6).rounded(.up)
        }
        XCTAssertEqual(try XCTUnwrap(scene.view("custom")).frame.width, width(18), accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(scene.view("system")).frame.width, width(15), accuracy: 0.01)
    }

    /// A button's attributed title shows as the document writes it, in its runs' font, in every language: a translation
    /// of a plain title left in the table (BookMyDr's Arabic "أضف موعد" for a title that became attributed) does not
    /// replace it, and the title is no text a table translates. Runs of several fonts are not measured (as a label's
    /// attributed text is not): the button is as wide as its constraints make it.
    func testAnAttributedButtonTitleShowsAsWrittenInItsRunsFont() throws {
        func document(secondRunSize: Int) -> IBDocument {
            storyboard(subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="book">
                    <rect key="frame" x="20" y="100" width="10" height="40"/>
                    <constraints><constraint firstAttribute="height" constant="40" id="book-h"/></constraints>
                    <state key="normal">
                        <attributedString key="attributedTitle">
                            <fragment content="Add an "><attributes><font key="NSFont" metaFont="system" size="21"/></attributes></fragment>
                            <fragment content="appointment"><attributes><font key="NSFont" metaFont="system" size="\(secondRunSize)"/></attributes></fragment>
                        </attributedString>
                    </state>
                </button>
                """, constraints: """
                <constraint firstItem="book" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="book" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        }
        let translations = ["book.normalTitle": "أضف موعد"]
        let button = try XCTUnwrap(layout(document(secondRunSize: 21), translations: translations).view("book"))
        let width = (sharedTextEngine.measure("Add an appointment", font: .system(size: 21), options: MeasureOptions(displayScale: 3)).naturalWidth - 1e-6).rounded(.up)
        XCTAssertEqual(button.frame.width, width, accuracy: 0.01)
        XCTAssertEqual(button.texts.map(\.text), ["Add an appointment"])
        XCTAssertEqual(button.texts.map(\.key), [nil])
        let mixed = try XCTUnwrap(layout(document(secondRunSize: 12), translations: translations).view("book"))
        XCTAssertEqual(mixed.texts.count, 0, "several fonts are not measured")
        // So is a configuration's attributed title (RGarage's "Sign in " in TrebuchetMS 24).
        let configured = storyboard(subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sign">
                <rect key="frame" x="20" y="100" width="10" height="40"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <attributedString key="attributedTitle">
                        <fragment content="Sign in"><attributes><font key="NSFont" metaFont="system" size="21"/></attributes></fragment>
                    </attributedString>
                </buttonConfiguration>
            </button>
            """, constraints: """
            <constraint firstItem="sign" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="sign" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """)
        let sign = try XCTUnwrap(layout(configured, translations: ["sign.configuration.title": "Anmelden"]).view("sign"))
        XCTAssertEqual(sign.texts.map(\.text), ["Sign in"])
        let signWidth = (sharedTextEngine.measure("Sign in", font: .system(size: 21), options: MeasureOptions(displayScale: 3)).naturalWidth - 1e-6).rounded(.up)
        XCTAssertGreaterThanOrEqual(sign.frame.width, signWidth + 24 - 0.01, "the title and the configuration's 12 pt insets")
    }

    /// The missing font's line height comes from the labels its text alone sizes: a label stretched to
    /// 45 pt between two constraints says nothing about the font (the first layout finds its height set by
    /// the constraints); the one stored 30 pt tall at 20 pt does: 1.5 em, so a 10 pt label in that font is
    /// 15 pt tall (the stretched one would have made it 2.25 em, 22.5 pt).
    func testMissingCustomFontLineHeightIgnoresStretchedLabels() throws {
        func label(_ id: String, size: Int, y: Double, height: Double) -> String {
            """
            <label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="60" height="\(height)"/>
                <fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="\(size)"/>
            </label>
            """
        }
        let doc = storyboard(subviews: label("stretched", size: 20, y: 100, height: 45) + label("sized", size: 20, y: 200, height: 30)
                             + label("small", size: 10, y: 300, height: 10), constraints: """
            <constraint firstItem="stretched" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="stretched" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="stretched" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="145" id="c3"/>
            <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
            <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
            <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
            <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c7"/>
            """)
        let scene = layout(doc)
        XCTAssertEqual(try XCTUnwrap(scene.view("stretched")).frame.height, 45)
        XCTAssertEqual(try XCTUnwrap(scene.view("sized")).frame.height, 30)
        XCTAssertEqual(try XCTUnwrap(scene.view("small")).frame.height, 15)
    }

    /// A wrapped label in a missing font is as tall as its lines in that font (here 1 em: a label stored 20 pt
    /// tall at 20 pt), and its text is drawn in that height: measured with the stand-in's taller lines, it
    /// was clipped by the very height its own lines gave it.
    func testMissingCustomFontWrappedLabelFitsItsOwnHeight() throws {
        let doc = storyboard(subviews: """
            <label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="20" y="100" width="60" height="20"/>
                <fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="20"/>
            </label>
            <label opaque="NO" contentMode="left" text="One two three four five six seven" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
                <rect key="frame" x="20" y="200" width="120" height="60"/>
                <fontDescription key="fontDescription" name="NoSuchFont-Regular" family="No Such Font" pointSize="20"/>
            </label>
            """, constraints: """
            <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="wrapped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="wrapped" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            <constraint firstItem="wrapped" firstAttribute="width" constant="120" id="c5"/>
            """)
        let wrapped = try XCTUnwrap(layout(doc).view("wrapped"))
        let text = try XCTUnwrap(wrapped.texts.first)
        XCTAssertGreaterThan(text.layout.lines.count, 1)
        XCTAssertEqual(wrapped.frame.height, 20 * Double(text.layout.lines.count), accuracy: 0.01)
        XCTAssertLessThanOrEqual(text.neededHeight, text.availableHeight + 0.5)
        XCTAssertFalse(text.layout.isTruncated)
    }

    /// A label the document shows on one line that the app's code sets to as many lines as it takes
    /// (`numberOfLines = 0`) wraps its text instead of cutting it.
    func testLinesCodeGivesALabelReplaceTheDocuments() throws {
        let doc = storyboard(subviews: """
            <label opaque="NO" contentMode="left" text="One two three four five six seven eight" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="20" y="100" width="120" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="lbl" firstAttribute="width" constant="120" id="c3"/>
            """)
        let one = try XCTUnwrap(layout(doc).view("lbl")?.texts.first)
        XCTAssertTrue(one.layout.isTruncated)
        var configuration = LayoutConfiguration()
        configuration.codeLineCounts = ["lbl": 0]
        let wrapped = try XCTUnwrap(layout(doc, configuration: configuration).view("lbl"))
        XCTAssertFalse(try XCTUnwrap(wrapped.texts.first).layout.isTruncated)
        XCTAssertGreaterThan(wrapped.frame.height, 40)
    }

    /// A button with neither title nor image is one line of its title font tall plus its padding, and 30 pt
    /// wide: a custom button (18 pt: a 21.48 pt line, 22 whole points) is 30×34, a system one (15 pt) 30×30,
    /// and content insets replace the 6 pt padding (0 above, 21 below: 22 + 21 = 43).
    func testEmptyButtonSizes() throws {
        func button(_ id: String, type: String?, insets: String = "") -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" \(type.map { "buttonType=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="0" width="10" height="10"/>
                \(insets)
                <state key="normal"/>
            </button>
            """
        }
        let ids = ["custom", "system", "inset"]
        let doc = storyboard(subviews: button("custom", type: nil) + button("system", type: "system")
                             + button("inset", type: nil, insets: #"<inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>"#),
                             constraints: ids.enumerated().map { index, id in
                                 #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\#(id)1"/>"#
                                 + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(100 + 60 * index)" id="\#(id)2"/>"#
                             }.joined(separator: "\n"))
        let scene = layout(doc)
        XCTAssertEqual(try XCTUnwrap(scene.view("custom")).frame, Rect(x: 20, y: 100, width: 30, height: 34))
        XCTAssertEqual(try XCTUnwrap(scene.view("system")).frame, Rect(x: 20, y: 160, width: 30, height: 30))
        XCTAssertEqual(try XCTUnwrap(scene.view("inset")).frame, Rect(x: 20, y: 220, width: 30, height: 43))
    }

    /// A button's title edge insets take their width from the title where it is drawn, not from the button's
    /// size (UIKit insets the title's rectangle after sizing it to fit, so positive insets cut it): 24 pt on
    /// each side of a 200-pt button leave 152 pt, while 8 and -8 only shift the title.
    func testTitleEdgeInsetsNarrowTheTitleButNotTheButton() throws {
        func button(_ id: String, insets: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="0" width="200" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <inset key="titleEdgeInsets" \(insets) minY="0.0" maxY="0.0"/>
                <state key="normal" title="Try it for free today, or later"/>
            </button>
            """
        }
        let ids = ["inset", "shifted", "hugging"]
        let doc = storyboard(subviews: button("inset", insets: #"minX="24" maxX="24""#) + button("shifted", insets: #"minX="8" maxX="-8""#)
                             + button("hugging", insets: #"minX="24" maxX="24""#),
                             constraints: ids.enumerated().map { index, id in
                                 #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\#(id)1"/>"#
                                 + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(100 + 60 * index)" id="\#(id)2"/>"#
                                 + (id == "hugging" ? "" : #"<constraint firstItem="\#(id)" firstAttribute="width" constant="200" id="\#(id)3"/>"#)
                             }.joined(separator: "\n"))
        let scene = layout(doc)
        let inset = try XCTUnwrap(scene.view("inset")?.texts.first)
        XCTAssertEqual(inset.availableWidth, 152)
        let shifted = try XCTUnwrap(scene.view("shifted")?.texts.first)
        XCTAssertEqual(shifted.availableWidth, 200)
        XCTAssertFalse(shifted.layout.isTruncated)
        XCTAssertGreaterThan(inset.layout.naturalWidth, 152, "the title should need more than the insets leave")
        XCTAssertTrue(inset.layout.isTruncated)
        // Sized by its title, the button is as wide as the title alone, so the insets cut even the base text.
        let hugging = try XCTUnwrap(scene.view("hugging"))
        XCTAssertEqual(hugging.frame.width, (try XCTUnwrap(hugging.texts.first).layout.naturalWidth).rounded(.up))
        XCTAssertTrue(try XCTUnwrap(hugging.texts.first).layout.isTruncated)
    }
}
