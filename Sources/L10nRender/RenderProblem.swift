import L10nLayout

/// A problem to outline in red on a view, with the id of the rule that found it.
public struct RenderProblem: Hashable, Sendable {
    public var viewID: String
    /// The check's id (`text-truncated`), written beside the outline.
    public var ruleID: String

    public init(viewID: String, ruleID: String) {
        self.viewID = viewID
        self.ruleID = ruleID
    }

    /// What a layout shows by itself, for when no checks ran: truncated texts (`text-truncated`) and
    /// views of constraints the engine had to break (`constraint-conflict`). Sorted by view order, then
    /// rule id; hidden views are left out.
    public static func evident(in scene: SceneLayout) -> [RenderProblem] {
        var problems: [RenderProblem] = []
        // The views a broken constraint ties; the root only when the constraint names nothing else.
        var brokenViews = Set<String>()
        for broken in scene.brokenConstraints {
            let items = [broken.firstID] + (broken.secondID.map { [$0] } ?? [])
            let inner = items.filter { $0 != scene.rootViewID }
            brokenViews.formUnion(inner.isEmpty ? items : inner)
        }
        for view in scene.views where !view.isEffectivelyHidden {
            if brokenViews.contains(view.id) { problems.append(RenderProblem(viewID: view.id, ruleID: "constraint-conflict")) }
            if view.texts.contains(where: { $0.layout.isTruncated && !$0.text.isEmpty }) {
                problems.append(RenderProblem(viewID: view.id, ruleID: "text-truncated"))
            }
        }
        return problems.sorted { left, right in
            let a = scene.views.firstIndex { $0.id == left.viewID } ?? 0
            let b = scene.views.firstIndex { $0.id == right.viewID } ?? 0
            return a != b ? a < b : left.ruleID < right.ruleID
        }
    }
}
