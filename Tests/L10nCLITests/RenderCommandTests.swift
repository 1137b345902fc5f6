import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nRender

final class RenderCommandTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let project = package.appendingPathComponent("Localizations").path

    var output: URL!

    override func setUpWithError() throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: output)
    }

    func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// `render en de ar` draws every scene of the three documents; the label and button rectangles in the
    /// images are those `layout --format json` reports (frames summed up to screen coordinates).
    func testSampleAppImagesMatchTheLayoutJSON() throws {
        let run = runTool(["render", "en", "de", "ar", "--project", Self.project, "--output", output.path])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("no en.lproj"), run.stderr)
        let written = files(under: output)
        XCTAssertEqual(written.count, 3 * (1 + 4 + 1))
        XCTAssertTrue(written.contains("Main/de/retina6_12/v15-PM-lRb.png"), "\(written)")
        XCTAssertTrue(written.contains("Main/ar/retina6_12/tne-QT-ifu.png"))
        XCTAssertTrue(written.contains("PromoBanner/en/retina6_12/iN0-l3-epB.png"))
        XCTAssertTrue(written.allSatisfy { $0.hasSuffix(".png") }, "no temporary files left: \(written)")
        XCTAssertEqual(run.stdout.split(separator: "\n").count, written.count)

        var checked = 0
        for language in ["de", "ar"] {
            let json = runTool(["layout", Self.project + "/Base.lproj/Main.storyboard", "--language", language, "--format", "json"])
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            for scene in try XCTUnwrap(object["scenes"] as? [[String: Any]]) {
                let sceneID = try XCTUnwrap(scene["id"] as? String)
                let image = try CairoCanvas(pngFile: output.appendingPathComponent("Main/\(language)/retina6_12/\(sceneID).png").path)
                let views = try XCTUnwrap(scene["views"] as? [[String: Any]])
                var origins: [String: (Double, Double)] = [:]
                let parents = Set(views.compactMap { $0["parent"] as? String })
                for view in views {
                    let id = try XCTUnwrap(view["id"] as? String)
                    let frame = try XCTUnwrap(view["frame"] as? [String: Double])
                    let parent = (view["parent"] as? String).flatMap { origins[$0] } ?? (0, 0)
                    let x = parent.0 + frame["x"]!, y = parent.1 + frame["y"]!
                    origins[id] = (x, y)
                    let className = view["class"] as? String ?? ""
                    guard !parents.contains(id), className == "UILabel" || className == "UIButton", view["hidden"] as? Bool != true else { continue }
                    let expected = [className == "UILabel" ? WireframeStyle.labelOutline.bytes : WireframeStyle.buttonOutline.bytes, WireframeStyle.problem.bytes]
                        .map { [$0.red, $0.green, $0.blue] }
                    let left = Int((x * 2).rounded()), right = Int(((x + frame["width"]!) * 2).rounded()) - 1
                    let top = Int((y * 2).rounded()), midY = Int(((y + frame["height"]! / 2) * 2).rounded())
                    for (px, py) in [(left, midY), (right, midY), ((left + right) / 2, top)] {
                        let pixel = try XCTUnwrap(image.pixel(x: px, y: py))
                        XCTAssertTrue(expected.contains([pixel.red, pixel.green, pixel.blue]), "\(language) \(id) at \(px),\(py): \(pixel)")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 40)

        // verify's findings are outlined too: in Arabic, the Email caption pinned by left/right
        // (rtl-left-right-constraint) and the delivery label aligned left (rtl-fixed-alignment).
        let red = WireframeStyle.problem.bytes
        for (scene, frame) in [("tne-QT-ifu", (16.0, 175.0, 361.0, 20.3333)), ("v15-PM-lRb", (16.0, 336.0, 361.0, 20.3333))] {
            let image = try CairoCanvas(pngFile: output.appendingPathComponent("Main/ar/retina6_12/\(scene).png").path)
            let pixel = try XCTUnwrap(image.pixel(x: Int(frame.0 * 2), y: Int((frame.1 + frame.3 / 2) * 2)))
            XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue], scene)
        }
        // The base texts have no findings of verify: the German truncation's button is not outlined there.
        let base = try CairoCanvas(pngFile: output.appendingPathComponent("Main/en/retina6_12/v15-PM-lRb.png").path)
        let button = try XCTUnwrap(base.pixel(x: 109 * 2, y: 777 * 2))
        let blue = WireframeStyle.buttonOutline.bytes
        XCTAssertEqual([button.red, button.green, button.blue], [blue.red, blue.green, blue.blue])
    }

    func testOutputIsDeterministic() throws {
        let second = output.appendingPathComponent("second")
        let first = output.appendingPathComponent("first")
        for folder in [first, second] {
            XCTAssertEqual(runTool(["render", "ar", "--project", Self.project, "--output", folder.path, "--scale", "1"]).code, 0)
        }
        let names = files(under: first)
        XCTAssertEqual(names, files(under: second))
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertEqual(FileManager.default.contents(atPath: first.appendingPathComponent(name).path),
                           FileManager.default.contents(atPath: second.appendingPathComponent(name).path), name)
        }
    }

    func testContextShotsAreNamedByKey() throws {
        let run = runTool(["render", "de", "--project", Self.project, "--output", output.path, "--context"])
        XCTAssertEqual(run.code, 0, run.stderr)
        let written = files(under: output)
        XCTAssertTrue(written.contains("Main/de/9Bh-GY-0t3.normalTitle.png"), "\(written)")
        XCTAssertTrue(written.contains("Main/de/jCX-dw-O7H.placeholder.png"))
        XCTAssertTrue(written.contains("Main/de/xPS-Ac-OkA.segmentTitles[0].png"))
        XCTAssertTrue(written.contains("PromoBanner/de/da1-oF-Vup.normalTitle.png"))
        XCTAssertTrue(written.allSatisfy { $0.hasPrefix("Main/de/") || $0.hasPrefix("PromoBanner/de/") || $0.hasPrefix("LaunchScreen/de/") })
        // Every key of the German table has its image: views' texts and accessibility labels highlighted,
        // navigation items and table section titles as the whole scene.
        for document in ["Main", "PromoBanner", "LaunchScreen"] {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.project + "/de.lproj/\(document).strings"))
            let table = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
            let shots = written.filter { $0.hasPrefix("\(document)/de/") }.map { String($0.dropFirst(document.count + 4).dropLast(4)) }
            XCTAssertEqual(shots.sorted(), table.keys.sorted(), document)
        }
        let accessibility = try CairoCanvas(pngFile: output.appendingPathComponent("Main/de/gFy-5p-bnA.accessibilityLabel.png").path)
        XCTAssertEqual(accessibility.pixelWidth, 480)
        let wholeScene = try CairoCanvas(pngFile: output.appendingPathComponent("Main/de/20B-iC-J8f.headerTitle.png").path)
        XCTAssertEqual(wholeScene.pixelWidth, 786)
    }

    func testNoLanguageDrawsTheBaseAndEveryLanguage() throws {
        let run = runTool(["render", "--project", Self.project, "--output", output.path, "--scale", "0.5"])
        XCTAssertEqual(run.code, 0, run.stderr)
        let languages = Set(files(under: output).filter { $0.hasPrefix("LaunchScreen/") }.map { $0.split(separator: "/")[1] })
        XCTAssertEqual(languages, ["Base", "ar", "de", "fr", "he", "ja", "ru", "zh-Hans"])
    }

    func testBadInputsExitTwoAndWriteNothing() {
        let missing = runTool(["render", "--project", "/nonexistent", "--output", output.path])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.stderr.contains("/nonexistent: not a folder"), missing.stderr)
        let emptyFolder = output.appendingPathComponent("empty")
        XCTAssertNoThrow(try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true))
        let empty = runTool(["render", "--project", emptyFolder.path, "--output", output.appendingPathComponent("out").path])
        XCTAssertEqual(empty.code, 2)
        XCTAssertTrue(empty.stderr.contains("no Base.lproj"), empty.stderr)
        XCTAssertEqual(runTool(["render", "--project", Self.project, "--scale", "0", "--output", output.path]).code, 2)
        XCTAssertEqual(runTool(["render", "--project", Self.project, "--device", "nokia-3310", "--output", output.path]).code, 2)
        let twoDevices = runTool(["render", "--project", Self.project, "--context", "--device", "iphone-se", "--device", "iphone-16", "--output", output.path])
        XCTAssertEqual(twoDevices.code, 2, twoDevices.stderr)
        XCTAssertEqual(files(under: output), [])
        // --output naming a file (a report left there, a typo): one readable line before any drawing.
        let file = output.appendingPathComponent("report.json")
        XCTAssertNoThrow(try Data("{}".utf8).write(to: file))
        for target in [file, file.appendingPathComponent("images")] {
            let onFile = runTool(["render", "de", "--project", Self.project, "--output", target.path])
            XCTAssertEqual(onFile.code, 2, onFile.stderr)
            XCTAssertEqual(onFile.stderr, "l10nlayout: error: \(target.path): cannot write the images: \(file.path) is a file, not a folder; "
                           + "give --output a folder (it is made when missing)\n")
        }
        XCTAssertEqual(files(under: output), ["report.json"])
    }

    /// A malformed table stops the run at its line and column before any image is written (hand-written
    /// fixture: a copy of the sample's launch screen and a German table missing a semicolon on line 2).
    func testMalformedTableIsAnInputErrorWithItsLocation() throws {
        let project = output.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.project + "/Base.lproj/LaunchScreen.storyboard", toPath: project.appendingPathComponent("Base.lproj/LaunchScreen.storyboard").path)
        try Data("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8).write(to: project.appendingPathComponent("de.lproj/LaunchScreen.strings"))
        let images = output.appendingPathComponent("images")
        let run = runTool(["render", "de", "--project", project.path, "--output", images.path])
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("de.lproj/LaunchScreen.strings:2:"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: images.path))
    }

    func testDevicesAreSeparateFolders() throws {
        let run = runTool(["render", "de", "--project", Self.project, "--output", output.path, "--device", "iphone-se", "--device", "iphone-16", "--scale", "0.5"])
        XCTAssertEqual(run.code, 0, run.stderr)
        let devices = Set(files(under: output).filter { $0.hasPrefix("Main/") }.map { $0.split(separator: "/")[2] })
        XCTAssertEqual(devices, ["iphone-se", "iphone-16"])
    }

    /// An `en.lproj` holding only `InfoPlist.strings` (common in real apps) has no storyboard tables; the
    /// outlines of the other languages' findings must still be drawn (a swallowed error once dropped them
    /// all). The project is a copy of the sample app with that one file added.
    func testALanguageWithoutStoryboardTablesKeepsTheOutlines() throws {
        let project = output.appendingPathComponent("project")
        try FileManager.default.copyItem(atPath: Self.project, toPath: project.path)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"CFBundleDisplayName\" = \"Acme Pay\";\n".utf8).write(to: project.appendingPathComponent("en.lproj/InfoPlist.strings"))
        let images = output.appendingPathComponent("images")
        let run = runTool(["render", "ar", "--project", project.path, "--output", images.path])
        XCTAssertEqual(run.code, 0, run.stderr)
        // The Email caption pinned by left/right is outlined in Arabic (rtl-left-right-constraint).
        let red = WireframeStyle.problem.bytes
        let image = try CairoCanvas(pngFile: images.appendingPathComponent("Main/ar/retina6_12/tne-QT-ifu.png").path)
        let pixel = try XCTUnwrap(image.pixel(x: 32, y: Int((175 + 20.3333 / 2) * 2)))
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue])
    }
}
