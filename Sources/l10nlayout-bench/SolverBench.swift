// `l10nlayout-bench solver`: build+solve and suggestValue+re-solve times of L10nSolver beside kiwisolver
// (PyPI, C++ core) on the same systems, in the same run. Benchmarks/kiwi_bench.py runs kiwi; it makes a
// throw-away virtualenv with kiwisolver in /tmp/kiwi-venv the first time.
//
// Both sides time the same thing: a new solver, its variables and constraints added one by one, then every
// value read. kiwi's figure includes its Python binding's per-call cost (the constraint objects themselves
// are made before its clock starts). Priorities map to kiwi strengths as weights (`strength.create(0, p,
// 0)`), since kiwi has no lexicographic levels; the systems are chosen so both give the same solution.
import Foundation
import L10nSolver

enum SolverBench {
    struct System {
        var name: String
        var variables: [String] = []
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double)] = []
        var edits: [(variable: Int, priority: Double)] = []
        /// One list of values (one per edit variable) per step of the suggest benchmark.
        var suggestions: [[Double]] = []
        var repeats = 5

        init(name: String) { self.name = name }

        mutating func variable(_ name: String) -> Int {
            variables.append(name)
            return variables.count - 1
        }

        /// `Σ terms + constant (relation) 0`.
        mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            constraints.append((terms, constant, relation, priority))
        }
    }

    static func run(_ arguments: [String]) {
        // `--system=NAME` keeps one system; `--no-kiwi` skips the reference (for profiling).
        var systems = [form(rows: 4), form(rows: 40), chain(views: 1000), grid(size: 50)]
        if let only = arguments.first(where: { $0.hasPrefix("--system=") })?.dropFirst(9) {
            systems = systems.filter { $0.name == only }
        }
        let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Benchmarks/kiwi_bench.py").standardizedFileURL
        let specURL = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-solver-bench-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: specURL) }
        try? Data(spec(systems).utf8).write(to: specURL)
        let kiwi = arguments.contains("--no-kiwi") ? [:] : runKiwi(script: scriptURL, spec: specURL)

        print("system            constraints   L10nSolver build+solve   kiwi build+solve   ratio   same?  | suggest+re-solve ours / kiwi   ratio")
        for system in systems {
            let ours = measure(system)
            let theirs = kiwi[system.name]
            var line = pad(system.name, 18) + pad(String(system.constraints.count), 14)
                + pad(format(ours.build), 25) + pad(theirs.map { format($0.build) } ?? "n/a", 19)
                + pad(theirs.map { String(format: "%.2f", ours.build / $0.build) } ?? "-", 8)
                + pad(theirs.map { abs($0.sum - ours.sum) <= 1e-6 * max(1, abs(ours.sum)) ? "yes" : "NO" } ?? "-", 7)
            if let suggest = ours.suggest {
                line += "| " + pad(format(suggest) + " / " + (theirs?.suggest.map(format) ?? "n/a"), 31)
                    + (theirs?.suggest.map { String(format: "%.2f", suggest / $0) } ?? "-")
            }
            print(line)
        }
        print("(medians of \(systems.map { String($0.repeats) }.joined(separator: "/")) runs; ratio = L10nSolver / kiwi, below 1 is faster; same? = equal sums of all values; suggest = one step: every edit suggested, values read)")
    }

    // MARK: Systems

    /// A form like the ones enaml lays out with kiwi: a container whose size is edited (strong), label and
    /// field rows with hugging preferences, spacing equalities backed by required inequalities, and labels
    /// centred on their fields.
    static func form(rows: Int) -> System {
        var s = System(name: "form-\(rows)")
        let left = s.variable("left"), top = s.variable("top"), width = s.variable("width"), height = s.variable("height")
        let cLeft = s.variable("contents_left"), cTop = s.variable("contents_top")
        let cRight = s.variable("contents_right"), cBottom = s.variable("contents_bottom"), midline = s.variable("midline")
        for v in [left, top, width, height] { s.add([(v, 1)], 0, .greaterOrEqual) }
        s.add([(cLeft, 1), (left, -1)], -10, .equal)
        s.add([(cTop, 1), (top, -1)], -10, .equal)
        s.add([(cRight, 1), (left, -1), (width, -1)], 10, .equal)
        s.add([(cBottom, 1), (top, -1), (height, -1)], 10, .equal)
        s.add([(width, 1)], 0, .equal, 250)
        s.add([(height, 1)], 0, .equal, 250)
        var previousBottom: (top: Int, height: Int)?
        for r in 0..<rows {
            let lx = s.variable("lb\(r)left"), ly = s.variable("lb\(r)top"), lw = s.variable("lb\(r)width"), lh = s.variable("lb\(r)height")
            let fx = s.variable("fl\(r)left"), fy = s.variable("fl\(r)top"), fw = s.variable("fl\(r)width"), fh = s.variable("fl\(r)height")
            for v in [lx, ly, lw, lh, fx, fy, fw, fh] { s.add([(v, 1)], 0, .greaterOrEqual) }
            s.add([(lw, 1)], -Double(60 + r % 7), .equal, 1)                 // label's natural width (weak)
            s.add([(lw, 1)], -Double(60 + r % 7), .greaterOrEqual, 750)       // compression resistance
            s.add([(lh, 1)], -16, .equal, 750)
            s.add([(fh, 1)], -21, .equal, 750)
            s.add([(fw, 1)], -125, .greaterOrEqual, 750)
            s.add([(lx, 1), (cLeft, -1)], 0, .greaterOrEqual)
            s.add([(lx, 1), (cLeft, -1)], 0, .equal, 500)
            s.add([(fx, 1), (midline, -1)], 0, .equal, 750)
            s.add([(fx, 1), (lx, -1), (lw, -1)], -10, .greaterOrEqual)
            s.add([(cRight, 1), (fx, -1), (fw, -1)], 0, .greaterOrEqual)
            s.add([(cRight, 1), (fx, -1), (fw, -1)], 0, .equal, 500)
            s.add([(fy, 1), (fh, 0.5), (ly, -1), (lh, -0.5)], 0, .equal, 750)   // centred
            if let above = previousBottom {
                s.add([(fy, 1), (above.top, -1), (above.height, -1)], -10, .greaterOrEqual)
                s.add([(fy, 1), (above.top, -1), (above.height, -1)], -10, .equal, 500)
            } else {
                s.add([(fy, 1), (cTop, -1)], 0, .greaterOrEqual)
                s.add([(fy, 1), (cTop, -1)], 0, .equal, 500)
            }
            previousBottom = (fy, fh)
        }
        if let last = previousBottom {
            s.add([(cBottom, 1), (last.top, -1), (last.height, -1)], 0, .greaterOrEqual)
            s.add([(cBottom, 1), (last.top, -1), (last.height, -1)], 0, .equal, 500)
        }
        s.edits = [(width, 999), (height, 999)]
        let sizes: [[Double]] = [[400, 600], [600, 400], [800, 1200], [1200, 800], [400, 800], [800, 400]]
        s.suggestions = Array(repeating: sizes, count: rows > 10 ? 20 : 200).flatMap { $0 }
        s.repeats = 7
        return s
    }

    /// A horizontal chain of views: each starts 8 after the previous one ends, prefers width 40 (250), is at
    /// least 20 wide and at most 300 (999). The first view's width is the edit variable.
    static func chain(views: Int) -> System {
        var s = System(name: "chain-\(views)")
        var previous: (left: Int, width: Int)?
        var firstWidth = 0
        for i in 0..<views {
            let l = s.variable("l\(i)"), w = s.variable("w\(i)")
            if let p = previous {
                s.add([(l, 1), (p.left, -1), (p.width, -1)], -8, .equal)
            } else {
                s.add([(l, 1)], 0, .equal)
                firstWidth = w
            }
            s.add([(w, 1)], -20, .greaterOrEqual)
            s.add([(w, 1)], -40, .equal, 250)
            s.add([(w, 1)], -300, .lessOrEqual, 999)
            previous = (l, w)
        }
        s.edits = [(firstWidth, 500)]
        s.suggestions = (0..<200).map { (i: Int) -> [Double] in
            let w: Int = 30 + (i * 37) % 200
            return [Double(w)]
        }
        s.repeats = 5
        return s
    }

    /// A size × size grid: each view 8 right of its left neighbour and 8 below the one above, preferring
    /// 44 × 30 (250) and at least 20 × 20.
    static func grid(size: Int) -> System {
        var s = System(name: "grid-\(size)x\(size)")
        var cells: [[(x: Int, y: Int, w: Int, h: Int)]] = []
        for r in 0..<size {
            var row: [(x: Int, y: Int, w: Int, h: Int)] = []
            for c in 0..<size {
                let v = (x: s.variable("x\(r)_\(c)"), y: s.variable("y\(r)_\(c)"), w: s.variable("w\(r)_\(c)"), h: s.variable("h\(r)_\(c)"))
                if c == 0 { s.add([(v.x, 1)], 0, .equal) } else { let p = row[c - 1]; s.add([(v.x, 1), (p.x, -1), (p.w, -1)], -8, .equal) }
                if r == 0 { s.add([(v.y, 1)], 0, .equal) } else { let p = cells[r - 1][c]; s.add([(v.y, 1), (p.y, -1), (p.h, -1)], -8, .equal) }
                s.add([(v.w, 1)], -20, .greaterOrEqual)
                s.add([(v.h, 1)], -20, .greaterOrEqual)
                s.add([(v.w, 1)], -44, .equal, 250)
                s.add([(v.h, 1)], -30, .equal, 250)
                row.append(v)
            }
            cells.append(row)
        }
        s.edits = [(cells[0][0].w, 500), (cells[0][0].h, 500)]
        s.suggestions = (0..<100).map { (i: Int) -> [Double] in
            let w: Int = 30 + (i * 37) % 200, h: Int = 25 + (i * 53) % 150
            return [Double(w), Double(h)]
        }
        s.repeats = 3
        return s
    }

    // MARK: Measuring

    static func measure(_ system: System) -> (build: Double, suggest: Double?, sum: Double) {
        var builds: [Double] = [], suggests: [Double] = []
        var sink = 0.0, sum = 0.0
        for _ in 0..<system.repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let solver = Solver()
            let variables = system.variables.map { solver.makeVariable($0) }
            for c in system.constraints {
                solver.add(Constraint(LinearExpression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant), c.relation, priority: c.priority))
            }
            sum = variables.reduce(0) { $0 + solver.value(of: $1) }
            sink += sum
            builds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)

            guard !system.suggestions.isEmpty else { continue }
            for edit in system.edits { solver.addEditVariable(variables[edit.variable], priority: edit.priority) }
            let suggestStart = DispatchTime.now().uptimeNanoseconds
            for step in system.suggestions {
                for (k, edit) in system.edits.enumerated() { solver.suggestValue(variables[edit.variable], step[k]) }
                for v in variables { sink += solver.value(of: v) }
            }
            suggests.append(Double(DispatchTime.now().uptimeNanoseconds - suggestStart) / 1000 / Double(system.suggestions.count))
        }
        if sink.isNaN { print("") }
        return (median(builds), suggests.isEmpty ? nil : median(suggests), sum)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    static func format(_ microseconds: Double) -> String {
        microseconds >= 10_000 ? String(format: "%.1f ms", microseconds / 1000) : String(format: "%.1f µs", microseconds)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    // MARK: kiwi

    /// The systems as plain text for the Python side: `system NAME REPEATS`, `var NAME`,
    /// `c PRIORITY REL CONSTANT i:coef …`, `edit I PRIORITY`, `suggest v …`.
    static func spec(_ systems: [System]) -> String {
        var out = ""
        for s in systems {
            out += "system \(s.name) \(s.repeats)\n"
            for v in s.variables { out += "var \(v)\n" }
            for c in s.constraints {
                let rel = c.relation == .equal ? "==" : c.relation == .lessOrEqual ? "<=" : ">="
                out += "c \(c.priority) \(rel) \(c.constant)" + c.terms.map { " \($0.0):\($0.1)" }.joined() + "\n"
            }
            for e in s.edits { out += "edit \(e.variable) \(e.priority)\n" }
            for step in s.suggestions { out += "suggest" + step.map { " \($0)" }.joined() + "\n" }
        }
        return out
    }

    /// Runs the script; returns medians by system name, or nothing (with a note) when kiwi is unavailable.
    static func runKiwi(script: URL, spec: URL) -> [String: (build: Double, suggest: Double?, sum: Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, spec.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print("(kiwi not run: \(error))")
            return [:]
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var result: [String: (build: Double, suggest: Double?, sum: Double)] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 5, words[0] == "kiwi", let build = Double(words[2]), let sum = Double(words[4]) else { continue }
            result[words[1]] = (build, Double(words[3]), sum)
        }
        if result.isEmpty { print("(kiwi gave no figures; run python3 \(script.path) by hand to see why)") }
        return result
    }
}
