import Foundation
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
    /// The solutions of systems solved before, shared by the engine's layouts (nil: solve every system).
    private let solutions: SolutionCache?
    private var depth: [Int] = []
    /// The specs added, by solver constraint ID, to map broken constraints back.
    private(set) var specsByID: [(ConstraintID, LayoutConstraintSpec)] = []
    /// Every call to the solver, in order: what the solution is a function of (see ``SolutionCache``).
    private var calls = SolutionCache.Key()
    /// The constraints to add, in order; they go to a solver only when no solution of the same calls is known.
    private var constraints: [(terms: [Term32], constant: Double, relation: Relation, priority: Double, tag: String?)] = []
    /// The solution, worked out (or found) on the first read; nothing is added after it.
    private var solution: SceneSolution?

    /// A term over the variable with this index (item × 4 + 0…3 for x, y, width, height).
    typealias Term32 = (variable: Int32, coefficient: Double)

    init(items: [LayoutItem], solutions: SolutionCache? = nil) {
        self.items = items
        self.solutions = solutions
        depth = items.map { _ in 0 }
        for item in items {
            var d = 0
            var cursor = item.parent
            while let p = cursor { d += 1; cursor = items[p].parent }
            depth[item.index] = d
        }
        calls.variables = Int32(items.count * 4)
    }

    func x(_ i: Int) -> Int32 { Int32(i * 4) }
    func y(_ i: Int) -> Int32 { Int32(i * 4 + 1) }
    func w(_ i: Int) -> Int32 { Int32(i * 4 + 2) }
    func h(_ i: Int) -> Int32 { Int32(i * 4 + 3) }

    /// The solved frame in screen coordinates.
    func absoluteFrame(_ i: Int) -> Rect { solved().frames[i] }

    /// The required constraints the solver left out.
    var brokenConstraints: [(constraint: ConstraintID, conflictingSet: [ConstraintID])] { solved().broken }
    /// How many points the solved frames miss each of ``brokenConstraints`` by, in the same order.
    var brokenConstraintsMissedBy: [Double] { solved().missedBy }

    /// The constraints whose constants the variable's solved value moves with (``Solver/determiningConstraints(of:)``).
    func determiningConstraints(of variable: Int32) -> [ConstraintID] { solved().determining[Int(variable)] }

    /// The solution of the calls made: a known one, or the solver's, read in one fixed order (every frame
    /// item by item, the broken constraints, then each variable's determining constraints), so it does not
    /// matter which layout read it first.
    private func solved() -> SceneSolution {
        if let solution { return solution }
        if let known = solutions?.solution(for: calls) {
            solution = known
            return known
        }
        let solver = Solver()
        var variables: [Variable] = []
        variables.reserveCapacity(items.count * 4)
        for item in items {
            variables.append(solver.makeVariable("\(item.id).x"))
            variables.append(solver.makeVariable("\(item.id).y"))
            variables.append(solver.makeVariable("\(item.id).w"))
            variables.append(solver.makeVariable("\(item.id).h"))
        }
        for c in constraints {
            let expression = LinearExpression(c.terms.map { Term(variables[Int($0.variable)], $0.coefficient) }, constant: c.constant)
            solver.add(Constraint(expression, c.relation, priority: c.priority, tag: c.tag))
        }
        let recorded = constraints
        constraints = []
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for i in items.indices {
            frames.append(Rect(x: solver.value(of: variables[i * 4]), y: solver.value(of: variables[i * 4 + 1]),
                               width: solver.value(of: variables[i * 4 + 2]), height: solver.value(of: variables[i * 4 + 3])))
        }
        let broken = solver.brokenConstraints.map { (constraint: $0.constraint, conflictingSet: $0.conflictingSet) }
        // How far the solved frames miss each broken constraint: its expression's value where it should be 0 (or of
        // the right sign), in points.
        let missedBy = broken.map { entry -> Double in
            let c = recorded[entry.constraint.rawValue]
            let value = c.terms.reduce(c.constant) { $0 + $1.coefficient * solver.value(of: variables[Int($1.variable)]) }
            switch c.relation {
            case .equal: return abs(value)
            case .greaterOrEqual: return max(0, -value)
            case .lessOrEqual: return max(0, value)
            }
        }
        let determining = variables.map { solver.determiningConstraints(of: $0) }
        let result = SceneSolution(frames: frames, broken: broken, missedBy: missedBy, determining: determining)
        solutions?.store(result, for: calls)
        solution = result
        return result
    }

    /// Records one call to the solver and returns its ID (the solver numbers constraints in the order added).
    private func record(_ terms: [Term32], constant: Double, relation: Relation, priority: Double, tag: String?) -> ConstraintID {
        precondition(solution == nil, "a constraint added to a scene system after it was solved")
        let id = ConstraintID(rawValue: constraints.count)
        calls.append(terms, constant: constant, relation: relation, priority: priority)
        constraints.append((terms, constant, relation, priority, tag))
        return id
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
        var terms: [Term32] = []
        var constant = 0.0

        mutating func add(_ v: Int32, _ c: Double) { if c != 0 { terms.append((v, c)) } }
        mutating func add(_ other: Expr, times factor: Double) {
            for (v, c) in other.terms { add(v, c * factor) }
            constant += other.constant * factor
        }
    }

    /// The value of `attribute` of `item` in the coordinate space of `container`. In a right-to-left container the
    /// leading and trailing edges are measured from its right edge, and so is a centre a constraint relates to one of
    /// them (`mirroringCenters`): `a.leading == b.centerX` puts a's right edge on b's centre, and its constant moves
    /// toward the trailing side, as the whole layout mirrors.
    func expression(_ item: Int, _ attribute: LayoutAttribute, in container: Int?, rightToLeft: Bool, mirroringCenters: Bool = false) -> Expr {
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
        case .centerX:
            e = left(); e.add(w(item), 0.5)
            if rightToLeft && mirroringCenters { e = mirrored(e) }
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
            if rightToLeft && mirroringCenters { e = mirrored(e) }
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
    func add(_ spec: LayoutConstraintSpec) -> ConstraintID {
        let container: Int?
        if let second = spec.second, !(spec.firstAttribute.isSize && (spec.secondAttribute?.isSize ?? true)) {
            container = commonAncestor(spec.first, second)
        } else {
            container = items[spec.first].parent ?? spec.first
        }
        let rtl = container.map { items[$0].rightToLeft } ?? false
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let mirroringCenters = directional.contains(spec.firstAttribute) || spec.secondAttribute.map(directional.contains) == true
        var e = expression(spec.first, spec.firstAttribute, in: container, rightToLeft: rtl, mirroringCenters: mirroringCenters)
        if let second = spec.second, let attribute = spec.secondAttribute {
            let rhs = expression(second, attribute, in: container, rightToLeft: rtl, mirroringCenters: mirroringCenters)
            e.add(rhs, times: -spec.multiplier)
        }
        e.constant -= spec.constant
        let relation: Relation
        switch spec.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessOrEqual
        case .greaterThanOrEqual: relation = .greaterOrEqual
        }
        let id = record(e.terms, constant: e.constant, relation: relation, priority: min(1000, max(spec.priority, 0.001)), tag: spec.id)
        specsByID.append((id, spec))
        return id
    }

    /// Adds an expression built by hand (`expression (relation) 0`), recording `spec` for reports.
    @discardableResult
    func addRaw(_ e: Expr, _ relation: Relation, priority: Double, spec: LayoutConstraintSpec) -> ConstraintID {
        let id = record(e.terms, constant: e.constant, relation: relation, priority: priority, tag: spec.id)
        specsByID.append((id, spec))
        return id
    }

    /// Adds `variable (relation) value` directly (frames of fixed items, stays).
    @discardableResult
    func pin(_ variable: Int32, _ relation: Relation, _ value: Double, priority: Double, tag: String) -> ConstraintID {
        record([(variable, 1)], constant: -value, relation: relation, priority: priority, tag: tag)
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

/// What a scene system's solver gives: every item's frame in screen coordinates, the broken constraints,
/// and for each variable the constraints that determine it.
final class SceneSolution: @unchecked Sendable {
    let frames: [Rect]
    /// Each broken constraint with the ones it conflicts with (not its tag: another scene's calls may be
    /// the same with other tags).
    let broken: [(constraint: ConstraintID, conflictingSet: [ConstraintID])]
    /// How many points the frames miss each broken constraint by.
    let missedBy: [Double]
    let determining: [[ConstraintID]]

    init(frames: [Rect], broken: [(constraint: ConstraintID, conflictingSet: [ConstraintID])], missedBy: [Double], determining: [[ConstraintID]]) {
        self.frames = frames
        self.broken = broken
        self.missedBy = missedBy
        self.determining = determining
    }
}

/// Solutions of the scene systems solved so far, by the exact calls made to the solver: the same calls in
/// the same order give the same solution, bit for bit (the solver's every choice is deterministic), so a
/// system made again (the same scene in another language whose texts measure the same, one with no
/// translated text, a language laid out with the base texts) is not solved again. Thread-safe.
final class SolutionCache: @unchecked Sendable {
    /// The calls: how many variables, then per constraint its terms (variable index, coefficient), constant,
    /// relation and priority. Numbers are compared by their bits, so -0 and 0 (or two NaNs) never pass for
    /// each other.
    struct Key: Hashable {
        var variables: Int32 = 0
        var shape: [Int32] = []
        var numbers: [UInt64] = []

        mutating func append(_ terms: [SceneSystem.Term32], constant: Double, relation: Relation, priority: Double) {
            shape.append(Int32(terms.count))
            switch relation {
            case .equal: shape.append(0)
            case .lessOrEqual: shape.append(1)
            case .greaterOrEqual: shape.append(2)
            }
            for term in terms {
                shape.append(term.variable)
                numbers.append(term.coefficient.bitPattern)
            }
            numbers.append(constant.bitPattern)
            numbers.append(priority.bitPattern)
        }
    }

    /// Two generations: the solutions stored since the newer began, and the ones before. When the newer is
    /// full it becomes the older and the older is dropped, so what the layouts of a document share stays while
    /// the run moves on to other documents. A solution found in the older moves to the newer.
    private var newer: [Key: SceneSolution] = [:]
    private var older: [Key: SceneSolution] = [:]
    private let lock = NSLock()
    /// Solutions per generation (a scene's key and solution take about 10 KB).
    let capacity: Int

    init(capacity: Int = 512) { self.capacity = capacity }

    func solution(for key: Key) -> SceneSolution? {
        lock.lock()
        defer { lock.unlock() }
        if let found = newer[key] { found_ += 1; return found }
        guard let found = older[key] else { solved += 1; return nil }
        found_ += 1
        insert(found, for: key)
        return found
    }

    private var found_ = 0
    private var solved = 0
    /// How many systems were found solved, and how many had to be solved, so far.
    var counts: (found: Int, solved: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (found_, solved)
    }

    func store(_ solution: SceneSolution, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        insert(solution, for: key)
    }

    private func insert(_ solution: SceneSolution, for key: Key) {
        if newer.count >= capacity {
            older = newer
            newer = [:]
        }
        newer[key] = solution
    }
}
