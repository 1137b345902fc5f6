import Foundation
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Compares the engine's frames with the ones Interface Builder stored (its own Auto Layout result for the
/// base language on the document's device) over one corpus, and breaks the share within 1 pt down by Xcode
/// era, element and context; each cascade of wrong views is reported once, by its first view.
///
/// Compared: every view of an iOS document, except views IB marks misplaced or ambiguous, hidden views (IB
/// keeps their designed frames), views whose custom font is not installed, bar items (placed by the
/// engine, not stored by IB), and everything inside a skipped view; and views whose stored frame breaks a
/// required equality constraint of their own, evaluated on the stored frames alone (misplaced in fact,
/// though IB did not flag them: the frame is not IB's layout). The report gives the shares with those too.
/// The labels and image views of built-in table cell styles are placed by UIKit's code, which the engine
/// models separately: their share is reported on its own. Table rows are laid out at their
/// designed heights, as IB's canvas shows them (`LayoutConfiguration.canvas`). Each repository folder of
/// the corpus is a project whose documents share their custom font estimates
/// (`LayoutEngine.shareCustomFontEstimates(across:)`; `verify` does not call it yet).
struct FidelityHarness {
    struct Tally {
        var compared = 0
        var matched = 0
        var share: Double { Double(matched) / Double(max(compared, 1)) }
        mutating func add(_ ok: Bool) {
            compared += 1
            if ok { matched += 1 }
        }
        var text: String { String(format: "%5.1f%% (%d/%d)", share * 100, matched, compared) }
    }

    /// All views and the constrained ones (`translatesAutoresizingMaskIntoConstraints="NO"`).
    struct Pair {
        var all = Tally()
        var constrained = Tally()
        mutating func add(_ ok: Bool, constrained isConstrained: Bool) {
            all.add(ok)
            if isConstrained { constrained.add(ok) }
        }
    }

    /// The first wrong view of a cascade: the shallowest (then first in the document) of a group of wrong
    /// views joined by parenthood or by a constraint between them.
    struct Miss {
        var file: String
        var view: ViewLayout
        var context: String
        var era: String
        /// Which values are off: `x`, `y`, `w`, `h`.
        var fields: [String]
        /// Views in the cascade, this one included.
        var cascadeSize: Int
        /// A short cause: the values off and what determined the sizes among them.
        var cause: String
        /// More about this cascade (the constraint a stale frame breaks).
        var detail = ""
    }

    struct Report {
        var name: String
        var total = Pair()
        var byEra: [String: Pair] = [:]
        var byElement: [String: Pair] = [:]
        var byContext: [String: Pair] = [:]
        var byFile: [String: Pair] = [:]
        var misses: [Miss] = []
        var documents = 0
        var appKitDocuments = 0
        /// Views skipped because their stored frame breaks a required constraint of their own.
        var staleFrames = 0
        /// The shares when those views are compared too.
        var withStale = Pair()
        /// Labels and image views of built-in cell styles, compared on their own.
        var cellStyleViews = Tally()

        /// The cascades' causes, most frequent first.
        var causes: [(cause: String, cascades: Int, views: Int)] {
            var counts: [String: (Int, Int)] = [:]
            for miss in misses {
                var c = counts[miss.cause] ?? (0, 0)
                c.0 += 1
                c.1 += miss.cascadeSize
                counts[miss.cause] = c
            }
            return counts.map { ($0.key, $0.value.0, $0.value.1) }
                .sorted { ($1.cascades, $0.cause) < ($0.cascades, $1.cause) }
        }

        func table(files: Bool = false) -> String {
            var out = "== fidelity \(name): \(documents) iOS documents (\(appKitDocuments) AppKit documents not laid out)\n"
            out += "overall      all \(total.all.text)   constrained \(total.constrained.text)\n"
            out += "  (\(staleFrames) views whose stored frame breaks its own required constraint are not compared; with them: all \(withStale.all.text)   constrained \(withStale.constrained.text))\n"
            out += "  (views of built-in cell styles, laid out by UIKit's code: \(cellStyleViews.text))\n"
            func section(_ title: String, _ rows: [String: Pair]) {
                out += "-- by \(title)\n"
                for (key, pair) in rows.sorted(by: { $0.key < $1.key }) {
                    out += "  \(key.padding(toLength: 30, withPad: " ", startingAt: 0)) all \(pair.all.text)   constrained \(pair.constrained.text)\n"
                }
            }
            section("Xcode era", byEra)
            section("context", byContext)
            section("element", byElement)
            if files { section("file", byFile) }
            out += "-- causes (first wrong view of each cascade; cascades, views)\n"
            for cause in causes.prefix(40) {
                out += "  \(String(format: "%4d %5d", cause.cascades, cause.views))  \(cause.cause)\n"
            }
            return out
        }

        func missList(limit: Int, filter: String?) -> String {
            var out = ""
            for miss in misses where filter.map({ "\(miss.file) \(miss.cause) \(miss.view.element) \(miss.view.id)".contains($0) }) ?? true {
                if limit <= 0 { break }
                let v = miss.view
                func refs(_ list: [LayoutConstraintReference]) -> String { list.map { "\($0.id)(\($0.origin))" }.joined(separator: " ") }
                out += "miss \(miss.file):\(v.line) \(v.element) \(v.id) [\(miss.context), \(miss.era), cascade \(miss.cascadeSize)] "
                out += "got \(v.frame) stored \(v.storedFrame) — \(miss.cause)\(miss.detail); w: \(refs(v.widthDeterminedBy)); h: \(refs(v.heightDeterminedBy))"
                if let text = v.texts.first { out += " text \"\(text.text.prefix(30))\"" }
                out += "\n"
                if out.count > 400_000 { break }
            }
            return out
        }
    }

    let engine: LayoutEngine
    /// Prints every single-line label sized by its text alone: its width and the stored one, with the font.
    var textSamples = false
    /// Prints every compared view, matched or not (`FIDELITY_VIEWS=1`), to compare two runs.
    var printViews = false

    static func era(_ toolsVersion: Int?) -> String {
        guard let v = toolsVersion else { return "unknown" }
        switch v {
        case ..<13000: return "1 Xcode ≤8 (<13000)"
        case ..<15000: return "2 Xcode 9–10 (13000–14999)"
        case ..<17000: return "3 Xcode 11 (15000–16999)"
        case ..<20000: return "4 Xcode 12–13 (17000–19999)"
        case ..<22000: return "5 Xcode 14 (20000–21999)"
        default: return "6 Xcode 15+ (≥22000)"
        }
    }

    /// Where a view sits: the nearest of a stack view (as an arranged subview), a table or collection cell,
    /// a scroll view; else plain.
    static func context(of view: ViewLayout, in scene: SceneLayout) -> String {
        switch view.element {
        case "tableViewCell", "tableViewCellContentView": return "table cell"
        case "collectionViewCell", "collectionReusableView": return "collection cell"
        default: break
        }
        if view.isArrangedSubview { return "stack" }
        var cursor = view.parentID.flatMap(scene.view)
        var steps = 0
        while let ancestor = cursor, steps < 100 {
            switch ancestor.element {
            case "tableViewCell", "tableViewCellContentView": return "table cell"
            case "collectionViewCell", "collectionReusableView": return "collection cell"
            case "scrollView", "tableView", "collectionView": return "scroll"
            default: break
            }
            cursor = ancestor.parentID.flatMap(scene.view)
            steps += 1
        }
        return "plain"
    }

    func measure(corpus: URL) throws -> Report {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { files.append(path) }
        }
        files.sort()
        var report = Report(name: corpus.lastPathComponent)
        // Each repository folder is one project: its documents share their custom font estimates.
        var projects: [String: [String]] = [:]
        for file in files { projects[String(file.split(separator: "/").first ?? ""), default: []].append(file) }
        for (_, projectFiles) in projects.sorted(by: { $0.key < $1.key }) {
            let documents = try projectFiles.map { try IBDocument(contentsOf: corpus.appendingPathComponent($0).path) }
            engine.shareCustomFontEstimates(across: documents.filter { $0.platform == .iOS })
            for (file, document) in zip(projectFiles, documents) {
                if document.platform == .macOS { report.appKitDocuments += 1 }
                guard document.platform == .iOS else { continue }
                report.documents += 1
                let era = Self.era(document.toolsMajorVersion)
                // As IB's canvas shows them: rows at their designed heights (UIKit self-sizes them at run time).
                let layout = engine.layout(document, configuration: LayoutConfiguration.canvas)
                for scene in layout.scenes {
                    measure(scene, file: file, era: era, into: &report)
                }
            }
        }
        return report
    }

    private func measure(_ scene: SceneLayout, file: String, era: String, into report: inout Report) {
        var skipped = Set<String>()
        var missingFonts = Set<String>()
        var staleFrames = Set<String>()
        var wrong: [String: (view: ViewLayout, fields: [String], context: String, depth: Int, order: Int)] = [:]
        var depth: [String: Int] = [:]
        for (order, view) in scene.views.enumerated() {
            if ["navigationItem", "barButtonItem", "tabBarItem"].contains(view.element) { continue }
            let d = view.parentID.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[view.id] = d
            let missingFont = view.texts.contains { !$0.layout.warnings.isEmpty }
            if view.misplaced || view.ambiguous || missingFont || view.isEffectivelyHidden
                || view.parentID.map({ skipped.contains($0) }) == true {
                skipped.insert(view.id)
                if missingFont { missingFonts.insert(view.id) }
                continue
            }
            let a = view.frame, b = view.storedFrame
            let matches = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)) <= 1
            if view.cellStyle != nil {
                // A built-in cell style's labels and image view are laid out by UIKit's own code (modelled
                // from the documented behaviour, not from constraints): counted on their own.
                report.cellStyleViews.add(matches)
                continue
            }
            // Including the frames that are misplaced in fact (see `staleConstraint`), for the record.
            report.withStale.add(matches, constrained: !view.translatesAutoresizingMask)
            if Self.staleConstraint(view, in: scene) != nil {
                // The stored frame breaks one of its own required constraints: IB did not update it (it
                // is misplaced, though not flagged), so it is not IB's layout and nothing can reproduce it.
                staleFrames.insert(view.id)
                report.staleFrames += 1
                continue
            }
            var fields: [String] = []
            if abs(a.x - b.x) > 1 { fields.append("x") }
            if abs(a.y - b.y) > 1 { fields.append("y") }
            if abs(a.width - b.width) > 1 { fields.append("w") }
            if abs(a.height - b.height) > 1 { fields.append("h") }
            let ok = fields.isEmpty
            if textSamples, view.element == "label", let text = view.texts.first, text.numberOfLines == 1 {
                let origins = Set(view.widthDeterminedBy.map(\.origin)).sorted().joined(separator: "+")
                print("TEXTW\t\(String(format: "%.2f", a.width))\t\(String(format: "%.2f", b.width))\t\(text.font)\t\(text.text)\t\(String(format: "%.4f", text.layout.naturalWidth))\t\(text.layout.pointSize)\t\(file)\t\(view.id)\t\(origins)\t\(String(format: "%.2f", b.height))\t\(String(format: "%.3f", text.layout.lineHeight))")
            }
            if textSamples, view.element == "button", let text = view.texts.first, !text.text.isEmpty,
               !view.widthDeterminedBy.isEmpty, view.widthDeterminedBy.allSatisfy({ $0.origin == "intrinsic" }) {
                let padding = a.width - text.availableWidth
                print("TEXTB\t\(String(format: "%.2f", a.width - padding))\t\(String(format: "%.2f", b.width - padding))\t\(text.font)\t\(text.text)\t\(String(format: "%.4f", text.layout.naturalWidth))\t\(text.layout.pointSize)\t\(file)\t\(view.id)\tbutton\t\(String(format: "%.2f", b.height))\t\(String(format: "%.3f", text.layout.lineHeight))")
            }
            if textSamples {
                // Every size decided by the view's content alone (intrinsic size), against the stored one.
                for (axis, list, got, stored) in [("w", view.widthDeterminedBy, a.width, b.width), ("h", view.heightDeterminedBy, a.height, b.height)]
                where !list.isEmpty && list.allSatisfy({ $0.origin == "intrinsic" }) {
                    let text = view.texts.first.map { "\($0.font) lines=\($0.numberOfLines) \($0.text.prefix(20))" } ?? ""
                    print("INTRINSIC\t\(view.element)\t\(axis)\t\(String(format: "%.2f", got))\t\(String(format: "%.2f", stored))\t\(file):\(view.line)\t\(text)")
                }
            }
            let context = Self.context(of: view, in: scene)
            let constrained = !view.translatesAutoresizingMask
            if printViews {
                print("VIEW\t\(ok ? "ok" : "MISS")\t\(constrained ? "c" : "f")\t\(file):\(view.line)\t\(view.element)\t\(view.id)\tgot \(view.frame)\tstored \(view.storedFrame)")
            }
            report.total.add(ok, constrained: constrained)
            report.byEra[era, default: Pair()].add(ok, constrained: constrained)
            report.byElement[view.element, default: Pair()].add(ok, constrained: constrained)
            report.byContext[context, default: Pair()].add(ok, constrained: constrained)
            report.byFile[file, default: Pair()].add(ok, constrained: constrained)
            if !ok { wrong[view.id] = (view, fields, context, d, order) }
        }
        guard !wrong.isEmpty else { return }

        // Cascades: wrong views joined by parenthood or by a constraint of the document between them.
        var parent: [String: String] = [:]
        func find(_ id: String) -> String {
            var root = id
            while let p = parent[root], p != root { root = p }
            return root
        }
        func union(_ a: String, _ b: String) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[ra] = rb }
        }
        for id in wrong.keys.sorted() {
            parent[id] = id
        }
        for id in wrong.keys.sorted() {
            if let p = wrong[id]?.view.parentID, wrong[p] != nil { union(id, p) }
        }
        // Wrong views tied by a constraint to a text whose custom font is not installed (not compared).
        var nearMissingFont = Set<String>()
        var nearStale = Set<String>()
        for constraint in scene.documentConstraints {
            guard let second = constraint.secondID else { continue }
            if wrong[constraint.firstID] != nil, wrong[second] != nil { union(constraint.firstID, second) }
            if wrong[constraint.firstID] != nil, missingFonts.contains(second) { nearMissingFont.insert(constraint.firstID) }
            if wrong[second] != nil, missingFonts.contains(constraint.firstID) { nearMissingFont.insert(second) }
            if wrong[constraint.firstID] != nil, staleFrames.contains(second) { nearStale.insert(constraint.firstID) }
            if wrong[second] != nil, staleFrames.contains(constraint.firstID) { nearStale.insert(second) }
        }
        // Arranged subviews of one stack view are tied by the stack's own constraints.
        var byStack: [String: String] = [:]
        for id in wrong.keys.sorted() {
            guard let entry = wrong[id], entry.view.isArrangedSubview, let stack = entry.view.parentID else { continue }
            if let other = byStack[stack] { union(id, other) } else { byStack[stack] = id }
        }
        var groups: [String: [String]] = [:]
        for id in wrong.keys.sorted() { groups[find(id), default: []].append(id) }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) {
            guard let first = members.min(by: {
                let a = wrong[$0]!, b = wrong[$1]!
                return (a.depth, a.order) < (b.depth, b.order)
            }), let entry = wrong[first] else { continue }
            var cause = Self.cause(entry.view, fields: entry.fields, context: entry.context)
            var staleIDs: [String] = []
            if members.contains(where: nearStale.contains) {
                cause = "beside a frame IB did not update (it breaks its own constraint)"
            } else if members.contains(where: nearMissingFont.contains) {
                cause = "beside a text in a font not installed"
            } else if let stale = Self.staleConstraint(entry.view, in: scene) {
                cause = "stored frame breaks a required constraint of its own (IB did not update it)"; staleIDs.append(stale)
            }
            report.misses.append(Miss(
                file: file, view: entry.view, context: entry.context, era: era, fields: entry.fields,
                cascadeSize: members.count, cause: cause, detail: staleIDs.map { " breaks \($0)" }.joined()))
        }
    }

    /// A required constraint of the document that the stored frames themselves do not satisfy (by more
    /// than 1 pt) and that involves `view`: IB left the frame as it was when the constraint changed, so
    /// no layout can reproduce it. Margins, baselines and layout guides are not evaluated.
    static func staleConstraint(_ view: ViewLayout, in scene: SceneLayout) -> String? {
        staleConstraints(view, in: scene).first?.id
    }

    /// Every such constraint of `view`.
    static func staleConstraints(_ view: ViewLayout, in scene: SceneLayout) -> [DocumentConstraint] {
        var broken: [DocumentConstraint] = []
        for constraint in scene.documentConstraints where constraint.priority >= 1000
            && (constraint.firstID == view.id || constraint.secondID == view.id) {
            // Between a view and one of its ancestors, the descendant is the one out of place.
            let other = constraint.firstID == view.id ? constraint.secondID : constraint.firstID
            if let other, isDescendant(other, of: view.id, in: scene) { continue }
            guard let (value, expected) = evaluate(constraint, in: scene) else { continue }
            switch constraint.relation {
            case "lessThanOrEqual": guard value > expected + 1 else { continue }
            case "greaterThanOrEqual": guard value < expected - 1 else { continue }
            default: guard abs(value - expected) > 1 else { continue }
            }
            if ProcessInfo.processInfo.environment["FIDELITY_STALE"] != nil {
                print("STALE \(view.element) \(view.id) \(constraint.id): \(constraint.firstID).\(constraint.firstAttribute) = \(value) but \(constraint.secondID ?? "-").\(constraint.secondAttribute ?? "") × \(constraint.multiplier) + \(constraint.constant) = \(expected)")
            }
            broken.append(constraint)
        }
        return broken
    }

    static func isDescendant(_ id: String, of ancestor: String, in scene: SceneLayout) -> Bool {
        var cursor = scene.view(id)?.parentID
        var steps = 0
        while let current = cursor, steps < 100 {
            if current == ancestor { return true }
            cursor = scene.view(current)?.parentID
            steps += 1
        }
        return false
    }

    /// A constraint evaluated on the stored frames: its first attribute's value and what the constraint
    /// says it should be; nil where it cannot be evaluated (margins, baselines, guides, scroll content).
    static func evaluate(_ constraint: DocumentConstraint, in scene: SceneLayout) -> (value: Double, expected: Double)? {
        func absolute(_ id: String) -> Rect? {
            guard var current = scene.view(id) else { return nil }
            let insets = current.alignmentInsets
            var frame = current.storedFrame
            frame = Rect(x: frame.x + insets.left, y: frame.y + insets.top, width: frame.width - insets.left - insets.right,
                         height: frame.height - insets.top - insets.bottom)
            var steps = 0
            while let parent = current.parentID.flatMap(scene.view), steps < 100 {
                frame = frame.offsetBy(dx: parent.storedFrame.x, dy: parent.storedFrame.y)
                current = parent
                steps += 1
            }
            return frame
        }
        func value(_ frame: Rect, _ attribute: String) -> Double? {
            switch attribute {
            case "left", "leading": return frame.minX
            case "right", "trailing": return frame.maxX
            case "top": return frame.minY
            case "bottom": return frame.maxY
            case "width": return frame.width
            case "height": return frame.height
            case "centerX": return frame.midX
            case "centerY": return frame.midY
            default: return nil
            }
        }
        func isScroll(_ id: String) -> Bool {
            ["scrollView", "tableView", "collectionView", "textView"].contains(scene.view(id)?.element ?? "")
        }
        func ancestors(_ id: String) -> [String] {
            var result: [String] = []
            var cursor = scene.view(id)?.parentID
            while let current = cursor, result.count < 100 {
                result.append(current)
                cursor = scene.view(current)?.parentID
            }
            return result
        }
        // Content pinned to a scroll view's edges sizes the content area, not the frame (sizes and centres
        // mean the frame).
        if let secondID = constraint.secondID, !["width", "height", "centerX", "centerY"].contains(constraint.firstAttribute),
           (isScroll(secondID) && isDescendant(constraint.firstID, of: secondID, in: scene))
            || (isScroll(constraint.firstID) && isDescendant(secondID, of: constraint.firstID, in: scene)) {
            return nil
        }
        guard var first = absolute(constraint.firstID) else { return nil }
        var expected = constraint.constant
        if let secondID = constraint.secondID {
            guard var second = absolute(secondID), let attribute = constraint.secondAttribute else { return nil }
            // Positions are measured from the origin of the two views' nearest common ancestor (which
            // is what a multiplier scales).
            let chain = [secondID] + ancestors(secondID)
            if let common = ([constraint.firstID] + ancestors(constraint.firstID)).first(where: chain.contains),
               let origin = absolute(common) {
                let isFirstAncestor = common == constraint.firstID, isSecondAncestor = common == secondID
                first = isFirstAncestor ? Rect(x: 0, y: 0, width: first.width, height: first.height) : first.offsetBy(dx: -origin.x, dy: -origin.y)
                second = isSecondAncestor ? Rect(x: 0, y: 0, width: second.width, height: second.height) : second.offsetBy(dx: -origin.x, dy: -origin.y)
            }
            guard let b = value(second, attribute) else { return nil }
            expected += constraint.multiplier * b
        }
        guard let a = value(first, constraint.firstAttribute) else { return nil }
        return (a, expected)
    }

    /// `element (context): values off; what determined the wrong sizes`.
    static func cause(_ view: ViewLayout, fields: [String], context: String) -> String {
        var parts: [String] = []
        func origins(_ list: [LayoutConstraintReference]) -> String {
            let names = Set(list.map(\.origin)).sorted()
            return names.isEmpty ? "none" : names.joined(separator: "+")
        }
        if fields.contains("w") { parts.append("w←\(origins(view.widthDeterminedBy))") }
        if fields.contains("h") { parts.append("h←\(origins(view.heightDeterminedBy))") }
        let positions = fields.filter { $0 == "x" || $0 == "y" }
        if !positions.isEmpty && parts.isEmpty { parts.append(positions.joined(separator: ",") + " only") }
        let mode = view.translatesAutoresizingMask ? "frame" : "constrained"
        return "\(view.element) (\(context), \(mode)): \(parts.joined(separator: " "))"
    }
}
