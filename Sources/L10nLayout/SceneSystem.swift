import L10nSolver

/// Turns a scene's items and constraint specs into one Cassowary system and reads the frames back.
///
/// Every item has four variables in screen coordinates: x, y, width, height. A constraint's position
/// attributes are measured in the coordinate space of the two items' nearest common ancestor, with that
/// ancestor's own origin at 0: this is what makes multipliers (`centerX = superview.centerX × 0.5`) mean
/// what UIKit means, and what lets right-to-left mirroring be exact — in a right-to-left container,
/// `leading` is the distance from the container's right edge.
final class SceneSystem {
    let items: [LayoutItem]
    let solver = Solver()
    private(set) var variables: [Variable] = []
    private var depth: [Int] = []
    /// The specs added, by solver constraint ID, to map broken constraints back.
    private(set) var specsByID: [(ConstraintID, LayoutConstraintSpec)] = []

    init(items: [LayoutItem]) {
        self.items = items
        variables.reserveCapacity(items.count * 4)
        for item in items {
            variables.append(solver.makeVariable("\(item.id).x"))
            variables.append(solver.makeVariable("\(item.id).y"))
            variables.append(solver.makeVariable("\(item.id).w"))
            variables.append(solver.makeVariable("\(item.id).h"))
        }
        depth = items.map { _ in 0 }
        for item in items {
            var d = 0
            var cursor = item.parent
            while let p = cursor { d += 1; cursor = items[p].parent }
            depth[item.index] = d
        }
    }

    func x(_ i: Int) -> Variable { variables[i * 4] }
    func y(_ i: Int) -> Variable { variables[i * 4 + 1] }
    func w(_ i: Int) -> Variable { variables[i * 4 + 2] }
    func h(_ i: Int) -> Variable { variables[i * 4 + 3] }

    /// The solved frame in screen coordinates.
    func absoluteFrame(_ i: Int) -> Rect {
        Rect(x: solver.value(of: x(i)), y: solver.value(of: y(i)), width: solver.value(of: w(i)), height: solver.value(of: h(i)))
    }

    /// The nearest common ancestor of two items (an item is its own ancestor).
    func commonAncestor(_ a: Int, _ b: Int) -> Int? {
        var a: Int? = a, b: Int? = b
        while let i = a, let j = b, depth[i] > depth[j] { a = items[i].parent }
        while let i = a, let j = b, depth[j] > depth[i] { b = items[j].parent }
        while let i = a, let j = b, i != j {
            a = items[i].parent
            b = items[j].parent
        }
        return a
    }

    /// A linear expression over the system's variables.
    struct Expr {
        var terms: [(Variable, Double)] = []
        var constant = 0.0

        mutating func add(_ v: Variable, _ c: Double) { if c != 0 { terms.append((v, c)) } }
        mutating func add(_ other: Expr, times factor: Double) {
            for (v, c) in other.terms { add(v, c * factor) }
            constant += other.constant * factor
        }
    }

    /// The value of `attribute` of `item` in the coordinate space of `container`.
    func expression(_ item: Int, _ attribute: LayoutAttribute, in container: Int?, rightToLeft: Bool) -> Expr {
        let it = items[item]
        var e = Expr()
        func left() -> Expr {
            var l = Expr()
            if let c = container, c == item { return l }
            l.add(x(item), 1)
            if let c = container { l.add(x(c), -1) }
            return l
        }
        func top() -> Expr {
            var t = Expr()
            if let c = container, c == item { return t }
            t.add(y(item), 1)
            if let c = container { t.add(y(c), -1) }
            return t
        }
        func mirrored(_ physical: Expr) -> Expr {
            // Distance from the container's right edge.
            var m = Expr()
            if let c = container { m.add(w(c), 1) }
            m.add(physical, times: -1)
            return m
        }
        // Margins are worked out only for the margin attributes that need them.
        var margins: EdgeInsets { resolvedMargins(item) }
        switch attribute {
        case .left: e = left()
        case .right: e = left(); e.add(w(item), 1)
        case .top: e = top()
        case .bottom: e = top(); e.add(h(item), 1)
        case .width: e.add(w(item), 1)
        case .height: e.add(h(item), 1)
        case .centerX: e = left(); e.add(w(item), 0.5)
        case .centerY: e = top(); e.add(h(item), 0.5)
        case .leading:
            if rightToLeft {
                var right = left(); right.add(w(item), 1)
                e = mirrored(right)
            } else {
                e = left()
            }
        case .trailing:
            if rightToLeft {
                e = mirrored(left())
            } else {
                e = left(); e.add(w(item), 1)
            }
        case .firstBaseline:
            e = top()
            if let offset = it.firstBaselineFromTop, !it.intrinsic.height.isNaN {
                // Text is centred vertically when the view is taller than its text.
                e.add(h(item), 0.5)
                e.constant += offset - it.intrinsic.height / 2
            } else {
                e.add(h(item), 0)
            }
        case .lastBaseline:
            e = top()
            if let offset = it.lastBaselineFromBottom, !it.intrinsic.height.isNaN {
                e.add(h(item), 0.5)
                e.constant += it.intrinsic.height / 2 - offset
            } else {
                e.add(h(item), 1)
            }
        case .leftMargin:
            e = expression(item, .left, in: container, rightToLeft: rightToLeft); e.constant += margins.left
        case .rightMargin:
            e = expression(item, .right, in: container, rightToLeft: rightToLeft); e.constant -= margins.right
        case .topMargin:
            e = expression(item, .top, in: container, rightToLeft: rightToLeft); e.constant += margins.top
        case .bottomMargin:
            e = expression(item, .bottom, in: container, rightToLeft: rightToLeft); e.constant -= margins.bottom
        case .leadingMargin:
            e = expression(item, .leading, in: container, rightToLeft: rightToLeft)
            e.constant += rightToLeft ? margins.right : margins.left
        case .trailingMargin:
            e = expression(item, .trailing, in: container, rightToLeft: rightToLeft)
            e.constant -= rightToLeft ? margins.left : margins.right
        case .centerXWithinMargins:
            e = expression(item, .centerX, in: container, rightToLeft: rightToLeft)
            let m = margins
            e.constant += (m.left - m.right) / 2
        case .centerYWithinMargins:
            e = expression(item, .centerY, in: container, rightToLeft: rightToLeft)
            let m = margins
            e.constant += (m.top - m.bottom) / 2
        }
        return e
    }

    /// Physical layout margins of an item, resolved (directional margins by the item's direction).
    var marginResolver: (LayoutItem) -> EdgeInsets = { _ in EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }

    func resolvedMargins(_ item: Int) -> EdgeInsets { marginResolver(items[item]) }

    /// Adds one spec to the solver.
    @discardableResult
    func add(_ spec: LayoutConstraintSpec) -> ConstraintID? {
        let container: Int?
        if let second = spec.second, !(spec.firstAttribute.isSize && (spec.secondAttribute?.isSize ?? true)) {
            container = commonAncestor(spec.first, second)
        } else {
            container = items[spec.first].parent ?? spec.first
        }
        let rtl = container.map { items[$0].rightToLeft } ?? false
        var e = expression(spec.first, spec.firstAttribute, in: container, rightToLeft: rtl)
        if let second = spec.second, let attribute = spec.secondAttribute {
            let rhs = expression(second, attribute, in: container, rightToLeft: rtl)
            e.add(rhs, times: -spec.multiplier)
        }
        e.constant -= spec.constant
        let relation: Relation
        switch spec.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessOrEqual
        case .greaterThanOrEqual: relation = .greaterOrEqual
        }
        let expression = LinearExpression(e.terms.map { Term($0.0, $0.1) }, constant: e.constant)
        let id = solver.add(Constraint(expression, relation, priority: min(1000, max(spec.priority, 0.001)), tag: spec.id))
        specsByID.append((id, spec))
        return id
    }

    /// Adds an expression built by hand (`expression (relation) 0`), recording `spec` for reports.
    @discardableResult
    func addRaw(_ e: Expr, _ relation: Relation, priority: Double, spec: LayoutConstraintSpec) -> ConstraintID {
        let expression = LinearExpression(e.terms.map { Term($0.0, $0.1) }, constant: e.constant)
        let id = solver.add(Constraint(expression, relation, priority: priority, tag: spec.id))
        specsByID.append((id, spec))
        return id
    }

    /// Adds `variable (relation) value` directly (frames of fixed items, stays).
    @discardableResult
    func pin(_ variable: Variable, _ relation: Relation, _ value: Double, priority: Double, tag: String) -> ConstraintID {
        let expression = LinearExpression([Term(variable, 1)], constant: -value)
        return solver.add(Constraint(expression, relation, priority: priority, tag: tag))
    }

    func spec(for id: ConstraintID) -> LayoutConstraintSpec? {
        // IDs increase in the order constraints were added, so the list is sorted.
        var low = 0, high = specsByID.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if specsByID[mid].0 == id { return specsByID[mid].1 }
            if specsByID[mid].0 < id { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
