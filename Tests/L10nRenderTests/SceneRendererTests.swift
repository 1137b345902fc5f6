import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nLayout
import L10nText
@testable import L10nRender

/// Renders the sample app (Localizations/, real tables) and reads the pixels back.
final class SceneRendererTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations")
    static let textEngine = try! TextEngine(environment: [:])
    static let engine = LayoutEngine(textEngine: textEngine)

    func layout(_ document: String = "Main.storyboard", language: String?) throws -> DocumentLayout {
        let path = Self.sample.appendingPathComponent("Base.lproj/\(document)").path
        let ib = try IBDocument(contentsOf: path)
        var translations: [String: String] = [:]
        if let language {
            let table = Self.sample.appendingPathComponent("\(language).lproj/\((document as NSString).deletingPathExtension).strings")
            let data = try Data(contentsOf: table)
            translations = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        }
        return Self.engine.layout(ib, translations: translations, configuration: LayoutConfiguration(language: language))
    }

    func scene(_ layout: DocumentLayout, _ name: String) throws -> SceneLayout {
        try XCTUnwrap(layout.scenes.first { $0.name == name }, "no scene \(name)")
    }

    func rgb(_ canvas: CairoCanvas, _ x: Int, _ y: Int) -> [UInt8] {
        guard let pixel = canvas.pixel(x: x, y: y) else { return [] }
        return [pixel.red, pixel.green, pixel.blue]
    }

    func bytes(_ color: RenderColor) -> [UInt8] {
        let b = color.bytes
        return [b.red, b.green, b.blue]
    }

    /// Every visible view's outline lies exactly on its solved frame (rounded to the pixel): the middle of
    /// each edge has the element's outline colour.
    func testViewRectanglesMatchTheLayout() throws {
        let renderer = SceneRenderer(textEngine: Self.textEngine, scale: 2)
        var checked = 0
        for language in [nil, "de", "ar"] as [String?] {
            let document = try layout(language: language)
            for scene in document.scenes {
                let canvas = try renderer.draw(scene, in: document, problems: [])
                let origin = renderer.sceneBounds(scene)
                let parents = Set(scene.views.compactMap(\.parentID))
                // Bar titles and items are drawn over the content (a table's rows scroll under the bar).
                let bars = scene.views.filter { ["navigationItem", "barButtonItem", "tabBarItem"].contains($0.element) }.map(\.absoluteFrame)
                for view in scene.views where !view.isEffectivelyHidden && !parents.contains(view.id)
                    && ["label", "button", "textField", "segmentedControl", "imageView"].contains(view.element)
                    && !bars.contains(where: { $0.intersection(view.absoluteFrame) != nil }) {
                    let frame = view.absoluteFrame.offsetBy(dx: -origin.x, dy: -origin.y)
                    let left = Int((frame.minX * 2).rounded()), right = Int((frame.maxX * 2).rounded()) - 1
                    let top = Int((frame.minY * 2).rounded()), bottom = Int((frame.maxY * 2).rounded()) - 1
                    let midX = (left + right) / 2, midY = (top + bottom) / 2
                    let expected = bytes(WireframeStyle.outline(of: view.element))
                    let context = "\(language ?? "Base") \(scene.name) \(view.element) \(view.id) \(frame)"
                    XCTAssertEqual(rgb(canvas, left, midY), expected, "left edge, " + context)
                    XCTAssertEqual(rgb(canvas, right, midY), expected, "right edge, " + context)
                    XCTAssertEqual(rgb(canvas, midX, top), expected, "top edge, " + context)
                    XCTAssertEqual(rgb(canvas, midX, bottom), expected, "bottom edge, " + context)
                    // Just outside the frame is not this outline (the frame is not drawn a pixel too big).
                    XCTAssertNotEqual(rgb(canvas, left - 1, midY), expected, "outside left, " + context)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 60)
    }

    /// Arabic is mirrored: leading-pinned rows move to the right, and natural-aligned text is drawn at the
    /// right end of its label, while German draws it at the left.
    func testArabicIsMirrored() throws {
        let renderer = SceneRenderer(textEngine: Self.textEngine, scale: 2)
        var inkCentres: [String: Double] = [:]
        for language in ["de", "ar"] {
            let document = try layout(language: language)
            XCTAssertEqual(document.rightToLeft, language == "ar")
            let checkout = try scene(document, "Checkout")
            let canvas = try renderer.draw(checkout, in: document, problems: [])
            let title = try XCTUnwrap(checkout.view("Ah6-Kn-ClK"))
            XCTAssertEqual(title.texts.first?.alignment, "natural")
            let frame = title.absoluteFrame
            var inkXs: [Int] = []
            for y in Int(frame.minY * 2 + 4)..<Int(frame.maxY * 2 - 4) {
                for x in Int(frame.minX * 2 + 2)..<Int(frame.maxX * 2 - 2) {
                    let pixel = rgb(canvas, x, y)
                    if pixel.count == 3, pixel.allSatisfy({ $0 < 90 }) { inkXs.append(x) }
                }
            }
            XCTAssertFalse(inkXs.isEmpty, language)
            inkCentres[language] = Double(inkXs.reduce(0, +)) / Double(inkXs.count) / 2
            if language == "ar" {
                XCTAssertGreaterThan(Double(inkXs.min()!) / 2, frame.midX, "Arabic title starts right of the middle")
                XCTAssertEqual(Double(inkXs.max()!) / 2, frame.maxX, accuracy: 4, "and ends at the right edge")
                // The price-row title (leading) is right of its value (trailing) in Arabic.
                let rowTitle = try XCTUnwrap(checkout.view("jEU-P0-kiP")).absoluteFrame
                let rowValue = try XCTUnwrap(checkout.view("VDa-jW-FPs")).absoluteFrame
                XCTAssertGreaterThan(rowTitle.minX, rowValue.maxX)
                XCTAssertEqual(rgb(canvas, Int((rowTitle.maxX * 2).rounded()) - 1, Int(rowTitle.midY * 2)), bytes(WireframeStyle.labelOutline))
            } else {
                XCTAssertEqual(Double(inkXs.min()!) / 2, frame.minX, accuracy: 4, "German title starts at the left edge")
                XCTAssertLessThan(Double(inkXs.max()!) / 2, frame.maxX - 20)
            }
        }
        XCTAssertGreaterThan(inkCentres["ar"]!, inkCentres["de"]!)
    }

    /// The German "Place Order" button (fixed at 175 pt) shows its title shortened with "…" in the middle,
    /// inside the button, and is outlined in red as `text-truncated`; English is not.
    func testPlantedTruncationIsDrawnAndOutlined() throws {
        let renderer = SceneRenderer(textEngine: Self.textEngine, scale: 2)
        for language in [nil, "de"] as [String?] {
            let document = try layout(language: language)
            let checkout = try scene(document, "Checkout")
            let button = try XCTUnwrap(checkout.view("9Bh-GY-0t3"))
            XCTAssertEqual(button.absoluteFrame.width, 175)
            // The outline is what verify reports (text-truncated in German); the renderer draws what it is given.
            let problems = language == "de" ? [RenderProblem(viewID: "9Bh-GY-0t3", ruleID: "text-truncated")] : []
            let canvas = try renderer.draw(checkout, in: document, problems: problems)
            let frame = button.absoluteFrame
            let edge = rgb(canvas, Int((frame.minX * 2).rounded()), Int(frame.midY * 2))
            if language == "de" {
                let text = try XCTUnwrap(button.texts.first)
                XCTAssertTrue(text.layout.lines[0].text.contains("\u{2026}"), text.layout.lines[0].text)
                XCTAssertTrue(text.layout.lines[0].text.hasPrefix("Zahlungsp"))
                XCTAssertEqual(edge, bytes(WireframeStyle.problem))
                // The title's ink stays inside the button.
                var inkXs: [Int] = []
                for y in Int(frame.minY * 2 + 6)..<Int(frame.maxY * 2 - 6) {
                    for x in 0..<canvas.pixelWidth {
                        let pixel = rgb(canvas, x, y)
                        if pixel[2] > 200, pixel[0] < 60 { inkXs.append(x) }
                    }
                }
                XCTAssertGreaterThanOrEqual(Double(inkXs.min() ?? 0) / 2, frame.minX)
                XCTAssertLessThanOrEqual(Double(inkXs.max() ?? 10_000) / 2, frame.maxX)
                // The rule id is written above the outline, on red.
                XCTAssertEqual(rgb(canvas, Int(frame.minX * 2) + 2, Int(frame.minY * 2) - 4), bytes(WireframeStyle.problem))
            } else {
                XCTAssertEqual(problems, [])
                XCTAssertEqual(edge, bytes(WireframeStyle.buttonOutline))
            }
        }
    }

    func testPNGHasTheSceneSizeAtTheScaleAndRoundTrips() throws {
        let document = try layout(language: "de")
        let checkout = try scene(document, "Checkout")
        for scale in [1.0, 2.0, 3.0] {
            let renderer = SceneRenderer(textEngine: Self.textEngine, scale: scale)
            let data = try renderer.png(of: checkout, in: document, problems: [])
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let read = try CairoCanvas(pngFile: file.path)
            XCTAssertEqual(read.pixelWidth, Int(393 * scale))
            XCTAssertEqual(read.pixelHeight, Int(852 * scale))
            let drawn = try renderer.draw(checkout, in: document, problems: [])
            for (x, y) in [(10, 10), (read.pixelWidth / 2, read.pixelHeight / 3), (read.pixelWidth - 1, read.pixelHeight - 1)] {
                XCTAssertEqual(rgb(read, x, y), rgb(drawn, x, y))
            }
            XCTAssertEqual(try renderer.png(of: checkout, in: document, problems: []), data, "deterministic")
        }
    }

    func testXibRootIsDrawnAtItsOwnSize() throws {
        let document = try layout("PromoBanner.xib", language: "de")
        let scene = try XCTUnwrap(document.scenes.first)
        let canvas = try SceneRenderer(textEngine: Self.textEngine).draw(scene, in: document, problems: [])
        let root = try XCTUnwrap(scene.view(scene.rootViewID)).absoluteFrame
        XCTAssertEqual(canvas.pixelWidth, Int((root.width * 2).rounded(.up)))
        XCTAssertEqual(canvas.pixelHeight, Int((root.height * 2).rounded(.up)))
    }

    /// One shot per keyed text of a visible view, named by key, the view outlined in the highlight colour.
    func testContextShotsCoverEveryKeyedText() throws {
        let document = try layout(language: "de")
        let renderer = SceneRenderer(textEngine: Self.textEngine)
        var keys: [String] = []
        for scene in document.scenes {
            let shots = try renderer.contextShots(of: scene, in: document, problems: [])
            XCTAssertEqual(shots.map(\.key), shots.map(\.key).sorted())
            let expected = scene.views.filter { !$0.isEffectivelyHidden }.flatMap { $0.texts.compactMap(\.key) }.sorted()
            XCTAssertEqual(shots.map(\.key), expected)
            keys += shots.map(\.key)
            if let shot = shots.first(where: { $0.key == "9Bh-GY-0t3.normalTitle" }) {
                XCTAssertEqual(shot.fileName, "9Bh-GY-0t3.normalTitle.png")
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("context-\(UUID().uuidString).png")
                try shot.png.write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                let image = try CairoCanvas(pngFile: file.path)
                // 175×50 pt plus 32 pt around, at 2×; the highlight just outside the button's left edge.
                XCTAssertEqual(image.pixelWidth, 2 * 240)
                XCTAssertEqual(image.pixelHeight, 2 * 120)
                let crop = ContextShot.crop(around: try XCTUnwrap(scene.view("9Bh-GY-0t3")).absoluteFrame, in: Rect(x: 0, y: 0, width: 393, height: 852))
                let button = try XCTUnwrap(scene.view("9Bh-GY-0t3")).absoluteFrame.offsetBy(dx: -crop.x, dy: -crop.y)
                XCTAssertEqual(rgb(image, Int(button.minX * 2) - 2, Int(button.midY * 2)), bytes(WireframeStyle.highlight))
                // Outside the highlight the scene is dimmed: white background turns grey.
                let corner = rgb(image, 2, image.pixelHeight - 3)
                XCTAssertTrue(corner.allSatisfy { $0 < 200 && $0 > 120 }, "\(corner)")
            }
        }
        XCTAssertTrue(keys.contains("9Bh-GY-0t3.normalTitle"))
        XCTAssertTrue(keys.contains("xPS-Ac-OkA.segmentTitles[1]"))
    }
}

/// What the renderer outlines when no checks ran, on a hand-written storyboard.
final class RenderProblemTests: XCTestCase {
    /// A 500 pt wide view pinned to both edges of a 393 pt screen: one required constraint must break.
    /// A label beside it is too narrow for its text.
    func testBrokenConstraintsAndTruncatedTextsAreEvident() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-01-abc">
                        <objects>
                            <viewController id="vc0-01-abc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="10"/>
                                        </view>
                                        <label opaque="NO" text="A rather long label text" translatesAutoresizingMaskIntoConstraints="NO" id="narrow">
                                            <rect key="frame" x="0.0" y="100" width="60" height="20"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="w1"/>
                                        <constraint firstItem="root" firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="w2"/>
                                        <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" id="w3"/>
                                        <constraint firstItem="wide" firstAttribute="height" constant="10" id="w4"/>
                                        <constraint firstItem="wide" firstAttribute="width" constant="500" id="w5"/>
                                        <constraint firstItem="narrow" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n1"/>
                                        <constraint firstItem="narrow" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="n2"/>
                                        <constraint firstItem="narrow" firstAttribute="width" constant="60" id="n3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Test.storyboard")
        let layout = LayoutEngine(textEngine: SceneRendererTests.textEngine).layout(document)
        let scene = try XCTUnwrap(layout.scenes.first)
        XCTAssertEqual(scene.brokenConstraints.count, 1)
        let problems = [RenderProblem(viewID: "wide", ruleID: "constraint-conflict"), RenderProblem(viewID: "narrow", ruleID: "text-truncated")]
        let canvas = try SceneRenderer(textEngine: SceneRendererTests.textEngine).draw(scene, in: layout, problems: problems)
        let red = WireframeStyle.problem.bytes
        let narrow = try XCTUnwrap(scene.view("narrow")).absoluteFrame
        let pixel = try XCTUnwrap(canvas.pixel(x: Int(narrow.minX * 2), y: Int(narrow.midY * 2)))
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue])
    }
}
