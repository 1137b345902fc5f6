import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nRender
import L10nText

/// Rendering cost beside the layout it draws: the sample app's Main.storyboard in de and ar, every scene
/// laid out (reference), then drawn at 2× and encoded as PNG. A project's images should cost a small
/// multiple of its layouts.
enum RenderBench {
    static func run(_ arguments: [String]) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        guard let document = try? IBDocument(contentsOf: root.appendingPathComponent("Base.lproj/Main.storyboard").path),
              let textEngine = try? TextEngine() else {
            print("render: sample app or fonts not found under \(root.path)")
            return
        }
        let engine = LayoutEngine(textEngine: textEngine)
        let renderer = SceneRenderer(textEngine: textEngine, scale: 2)
        let tables = ["de", "ar"].map { language -> (String, [String: String]) in
            let data = FileManager.default.contents(atPath: root.appendingPathComponent("\(language).lproj/Main.strings").path) ?? Data()
            return (language, (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]) ?? [:])
        }
        var layoutTimes: [Double] = [], renderTimes: [Double] = []
        var scenes = 0, bytes = 0
        for _ in 0..<7 {
            var layouts: [DocumentLayout] = []
            let start = DispatchTime.now().uptimeNanoseconds
            for (language, table) in tables {
                layouts.append(engine.layout(document, translations: table, configuration: LayoutConfiguration(language: language)))
            }
            let laidOut = DispatchTime.now().uptimeNanoseconds
            scenes = 0
            bytes = 0
            for layout in layouts {
                for scene in layout.scenes {
                    bytes += (try? renderer.png(of: scene, in: layout, problems: []).count) ?? 0
                    scenes += 1
                }
            }
            let end = DispatchTime.now().uptimeNanoseconds
            layoutTimes.append(Double(laidOut - start) / 1e6)
            renderTimes.append(Double(end - laidOut) / 1e6)
        }
        let layout = layoutTimes.sorted()[3], render = renderTimes.sorted()[3]
        print(String(format: "sample Main.storyboard, de + ar, %d scenes at 2× (%d KB of PNG): render %.1f ms (%.1f ms/scene) vs layout %.1f ms: ratio %.1f×",
                     scenes, bytes / 1024, render, render / Double(max(scenes, 1)), layout, render / layout))
    }
}
