import Foundation
import L10nLayout
import L10nText

/// Draws solved scenes as PNG wireframes: every view outlined at its frame, controls recognisable,
/// texts drawn with the glyphs and fonts they were measured with, problems outlined in red.
///
/// Thread-safe: every image gets its own canvas; font faces are shared under a lock (and cairo-ft locks
/// a FreeType face while it uses it).
public final class SceneRenderer: @unchecked Sendable {
    public let textEngine: TextEngine
    /// Pixels per point.
    public let scale: Double

    /// - Parameters:
    ///   - textEngine: the engine the layouts were measured with (its fonts draw the glyphs).
    ///   - scale: pixels per point, 2 by default like a @2x screen; 0.25…8.
    public init(textEngine: TextEngine, scale: Double = 2) {
        self.textEngine = textEngine
        self.scale = min(max(scale, 0.25), 8)
    }

    /// A PNG of the scene: the root view's frame at ``scale``.
    /// - Parameter problems: views to outline in red with their rule id (those not in the scene are ignored).
    /// - Throws: ``RenderError`` when cairo cannot make or encode the image.
    public func png(of scene: SceneLayout, in document: DocumentLayout, problems: [RenderProblem]) throws -> Data {
        try draw(scene, in: document, problems: problems).pngData()
    }

    /// One image per localizable text of the scene, for translators: the scene around the view, cropped,
    /// with everything but the view dimmed and the view (or its segment) outlined.
    ///
    /// - Parameter keys: further keys of objects in this scene (from the document's strings entries): a
    ///   visible view's (`accessibilityLabel`) get the view highlighted; other objects' (navigation items,
    ///   bar buttons, table sections, which the wireframe does not draw) get the whole scene.
    /// - Returns: shots sorted by key, one per key; texts of hidden views and texts without a key are left out.
    public func contextShots(
        of scene: SceneLayout, in document: DocumentLayout, problems: [RenderProblem], keys: [ContextKey] = []
    ) throws -> [ContextShot] {
        let full = try draw(scene, in: document, problems: problems)
        let bounds = sceneBounds(scene)
        var shots: [ContextShot] = []
        var done = Set<String>()
        func highlight(_ rect: Rect, key: String, viewID: String) throws {
            let target = rect.offsetBy(dx: -bounds.x, dy: -bounds.y)
            let crop = ContextShot.crop(around: target, in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
            let canvas = try CairoCanvas(width: crop.width, height: crop.height, scale: scale)
            canvas.paint(full, at: (-crop.x, -crop.y))
            let local = target.offsetBy(dx: -crop.x, dy: -crop.y)
            dim(canvas, outside: local, size: crop)
            canvas.outline(local.insetBy(-2), WireframeStyle.highlight, pixels: Int(min(64, (2 * scale).rounded())))
            shots.append(ContextShot(key: key, viewID: viewID, png: try canvas.pngData()))
            done.insert(key)
        }
        for view in scene.views where !view.isEffectivelyHidden {
            for (index, text) in view.texts.enumerated() {
                guard let key = text.key, !done.contains(key) else { continue }
                try highlight(textRect(view, index: index), key: key, viewID: view.id)
            }
        }
        var whole: Data?
        for extra in keys where !done.contains(extra.key) {
            if let view = scene.view(extra.objectID) {
                guard !view.isEffectivelyHidden else { continue }
                try highlight(view.absoluteFrame, key: extra.key, viewID: view.id)
            } else {
                if whole == nil { whole = try full.pngData() }
                shots.append(ContextShot(key: extra.key, viewID: extra.objectID, png: whole!))
                done.insert(extra.key)
            }
        }
        return shots.sorted { $0.key < $1.key }
    }

    // MARK: - Drawing

    func sceneBounds(_ scene: SceneLayout) -> Rect {
        scene.view(scene.rootViewID)?.absoluteFrame ?? Rect(x: 0, y: 0, width: 1, height: 1)
    }

    /// The scene drawn on a canvas whose origin is the root view's top-left corner.
    func draw(_ scene: SceneLayout, in document: DocumentLayout, problems: [RenderProblem]) throws -> CairoCanvas {
        let bounds = sceneBounds(scene)
        let canvas = try CairoCanvas(width: bounds.width, height: bounds.height, scale: scale)
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), WireframeStyle.background)
        canvas.save()
        canvas.translate(x: -bounds.x, y: -bounds.y)
        var children: [String: [ViewLayout]] = [:]
        for view in scene.views { if let parent = view.parentID { children[parent, default: []].append(view) } }
        if let root = scene.view(scene.rootViewID) {
            drawTree(root, children: children, scene: scene, document: document, canvas: canvas)
        }
        let byID = Dictionary(scene.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var labelled: [String: Int] = [:]
        for problem in problems {
            guard let view = byID[problem.viewID], !view.isEffectivelyHidden else { continue }
            let stacked = labelled[view.id, default: 0]
            labelled[view.id] = stacked + 1
            drawProblem(problem, on: view, stacked: stacked, sceneBounds: bounds, language: document.language, canvas: canvas)
        }
        canvas.restore()
        return canvas
    }

    private func drawTree(_ view: ViewLayout, children: [String: [ViewLayout]], scene: SceneLayout, document: DocumentLayout, canvas: CairoCanvas) {
        guard !view.isHidden else { return }
        drawView(view, isRoot: view.id == scene.rootViewID, scene: scene, document: document, canvas: canvas)
        let subviews = children[view.id] ?? []
        guard !subviews.isEmpty else {
            // An empty view of a custom class is usually filled in code or from a xib: say which.
            if view.element == "view", let name = view.customClass { drawCaption(name, in: view.absoluteFrame, canvas: canvas) }
            return
        }
        canvas.save(clippingTo: view.clipsToBounds ? view.absoluteFrame : nil)
        for child in subviews { drawTree(child, children: children, scene: scene, document: document, canvas: canvas) }
        canvas.restore()
    }

    private func drawView(_ view: ViewLayout, isRoot: Bool, scene: SceneLayout, document: DocumentLayout, canvas: CairoCanvas) {
        let frame = view.absoluteFrame
        var textColor = WireframeStyle.text
        switch view.element {
        case "tableView", "collectionView":
            canvas.fill(frame, WireframeStyle.groupedBackground)
        case "tableViewCell", "collectionViewCell":
            canvas.fill(frame, WireframeStyle.background)
            let inset = view.rightToLeft ? 0.0 : 20.0
            canvas.line(from: (frame.minX + inset, frame.maxY - 0.25), to: (frame.maxX - 20 + inset, frame.maxY - 0.25), WireframeStyle.separator, width: 0.5)
        case "button":
            canvas.fill(frame, WireframeStyle.tintFill, cornerRadius: 8)
            textColor = WireframeStyle.tint
        case "textField", "textView", "searchBar":
            canvas.fill(frame, WireframeStyle.background, cornerRadius: 5)
        case "switch":
            drawSwitch(view, canvas: canvas)
        case "segmentedControl":
            drawSegments(view, canvas: canvas)
        case "imageView":
            canvas.fill(frame, WireframeStyle.imageFill)
            canvas.line(from: (frame.minX, frame.minY), to: (frame.maxX, frame.maxY), WireframeStyle.viewOutline, width: 1)
            canvas.line(from: (frame.maxX, frame.minY), to: (frame.minX, frame.maxY), WireframeStyle.viewOutline, width: 1)
        case "navigationBar", "toolbar", "tabBar":
            canvas.fill(frame, WireframeStyle.bar)
        case "navigationItem", "barButtonItem", "tabBarItem":
            // Texts UIKit draws on the bars: no box of their own, bar buttons in the tint colour.
            drawTexts(view, color: view.element == "navigationItem" ? WireframeStyle.text : WireframeStyle.tint,
                      language: document.language, canvas: canvas)
            return
        case "slider", "progressView":
            canvas.line(from: (frame.minX + 2, frame.midY), to: (frame.maxX - 2, frame.midY), WireframeStyle.controlFill, width: 4)
            let knob = view.element == "slider" ? (view.rightToLeft ? frame.maxX - 14 : frame.minX + 14) : nil
            if let knob { canvas.fillCircle(center: (knob, frame.midY), radius: 13, WireframeStyle.separator) }
        default:
            if isRoot, frame.width >= document.device.size.width, frame.height >= document.device.size.height {
                drawBars(scene: scene, document: document, canvas: canvas)
            }
        }
        drawTexts(view, color: textColor, language: document.language, canvas: canvas)
        canvas.outline(frame, WireframeStyle.outline(of: view.element))
    }

    /// The status bar and, when the safe area starts lower, the navigation bar above the content.
    private func drawBars(scene: SceneLayout, document: DocumentLayout, canvas: CairoCanvas) {
        let top = document.device.safeAreaInsets.top
        let width = document.device.size.width
        if scene.safeArea.minY > top + 1 {
            canvas.fill(Rect(x: 0, y: 0, width: width, height: scene.safeArea.minY), WireframeStyle.bar)
            canvas.line(from: (0, scene.safeArea.minY - 0.25), to: (width, scene.safeArea.minY - 0.25), WireframeStyle.separator, width: 0.5)
        }
        let bottom = document.device.size.height - scene.safeArea.maxY
        if bottom > document.device.safeAreaInsets.bottom + 1 {
            canvas.fill(Rect(x: 0, y: scene.safeArea.maxY, width: width, height: bottom), WireframeStyle.bar)
        }
    }

    private func drawSwitch(_ view: ViewLayout, canvas: CairoCanvas) {
        let frame = view.absoluteFrame
        let track = Rect(x: frame.minX, y: frame.midY - 15.5, width: min(51, frame.width), height: 31)
        canvas.fill(track, WireframeStyle.switchOn, cornerRadius: 15.5)
        // On: the knob sits at the trailing end.
        let knobX = view.rightToLeft ? track.minX + 15.5 : track.maxX - 15.5
        canvas.fillCircle(center: (knobX, track.midY), radius: 13.5, WireframeStyle.background)
    }

    private func drawSegments(_ view: ViewLayout, canvas: CairoCanvas) {
        let frame = view.absoluteFrame
        canvas.fill(frame, WireframeStyle.controlFill, cornerRadius: 8)
        let count = max(view.texts.count, 1)
        for index in 0..<count {
            let segment = segmentRect(view, index: index, count: count)
            if index == 0 {
                canvas.fill(segment.insetBy(2), WireframeStyle.background, cornerRadius: 7)
            } else {
                let x = view.rightToLeft ? segment.maxX : segment.minX
                canvas.line(from: (x, frame.minY + 6), to: (x, frame.maxY - 6), WireframeStyle.separator, width: 1)
            }
        }
    }

    /// Segment `index` of a segmented control; segments run right to left in a right-to-left layout.
    private func segmentRect(_ view: ViewLayout, index: Int, count: Int) -> Rect {
        let frame = view.absoluteFrame
        let width = frame.width / Double(count)
        let position = view.rightToLeft ? count - 1 - index : index
        return Rect(x: frame.minX + width * Double(position), y: frame.minY, width: width, height: frame.height)
    }

    /// Where text `index` of a view is shown: its segment for a segmented control, else the whole view.
    func textRect(_ view: ViewLayout, index: Int) -> Rect {
        view.element == "segmentedControl" && view.texts.count > 1
            ? segmentRect(view, index: index, count: view.texts.count) : view.absoluteFrame
    }

    private func drawTexts(_ view: ViewLayout, color: RenderColor, language: String?, canvas: CairoCanvas) {
        for (index, text) in view.texts.enumerated() where !text.layout.lines.isEmpty {
            let box = textRect(view, index: index)
            // The text area is the box less the control's padding (centred: UIKit's paddings are symmetric).
            let area = Rect(
                x: box.midX - text.availableWidth / 2, y: box.midY - text.availableHeight / 2,
                width: text.availableWidth, height: text.availableHeight)
            let layout = text.layout
            let lines = textEngine.glyphLines(for: layout, font: text.font, language: language)
            let top = area.midY - layout.lineHeight * Double(lines.count) / 2
            let color = text.isPlaceholder ? WireframeStyle.placeholder : color
            canvas.save(clippingTo: view.absoluteFrame)
            for (number, line) in lines.enumerated() {
                let x: Double
                switch HorizontalPlacement(alignment: text.alignment, element: view.element, rightToLeft: view.rightToLeft) {
                case .left: x = area.minX
                case .right: x = area.maxX - line.width
                case .center: x = area.midX - line.width / 2
                }
                let baseline = top + layout.firstBaseline + layout.lineHeight * Double(number)
                canvas.draw(line, x: x, baseline: baseline, color)
            }
            canvas.restore()
        }
    }

    private func drawCaption(_ caption: String, in frame: Rect, canvas: CairoCanvas) {
        let font = FontSpec.system(size: 11)
        let layout = textEngine.measure(caption, font: font, options: MeasureOptions(width: max(0, frame.width - 8), language: "en"))
        guard frame.height >= layout.lineHeight, let line = textEngine.glyphLines(for: layout, font: font, language: "en").first else { return }
        canvas.save(clippingTo: frame)
        canvas.draw(line, x: frame.midX - line.width / 2, baseline: frame.midY - layout.lineHeight / 2 + layout.firstBaseline, WireframeStyle.secondaryText)
        canvas.restore()
    }

    // MARK: - Problems and highlights

    private func drawProblem(_ problem: RenderProblem, on view: ViewLayout, stacked: Int, sceneBounds: Rect, language: String?, canvas: CairoCanvas) {
        let frame = view.absoluteFrame
        canvas.outline(frame, WireframeStyle.problem, pixels: max(2, Int(min(64, scale.rounded()))))
        let font = FontSpec.system(size: 9, weight: .semibold)
        let layout = textEngine.measure(problem.ruleID, font: font, options: MeasureOptions(language: "en"))
        guard let line = textEngine.glyphLines(for: layout, font: font, language: "en").first else { return }
        let height = layout.lineHeight + 2
        let width = line.width + 6
        // Above the frame when there is room, else inside its top; right-aligned in a right-to-left layout.
        var y = frame.minY - height * Double(stacked + 1)
        if y < sceneBounds.minY { y = frame.minY + height * Double(stacked) }
        var x = view.rightToLeft ? frame.maxX - width : frame.minX
        x = min(max(x, sceneBounds.minX), sceneBounds.maxX - width)
        let tag = Rect(x: x, y: y, width: width, height: height)
        canvas.fill(tag, WireframeStyle.problem)
        canvas.draw(line, x: tag.minX + 3, baseline: tag.minY + 1 + layout.firstBaseline, WireframeStyle.problemText)
    }

    private func dim(_ canvas: CairoCanvas, outside rect: Rect, size: Rect) {
        let pieces = [
            Rect(x: 0, y: 0, width: size.width, height: max(0, rect.minY)),
            Rect(x: 0, y: rect.maxY, width: size.width, height: max(0, size.height - rect.maxY)),
            Rect(x: 0, y: rect.minY, width: max(0, rect.minX), height: rect.height),
            Rect(x: rect.maxX, y: rect.minY, width: max(0, size.width - rect.maxX), height: rect.height),
        ]
        for piece in pieces where piece.width > 0 && piece.height > 0 { canvas.fill(piece, WireframeStyle.dimming) }
    }
}
