// `l10nlayout-bench scaling`: the inputs of issue 17's "hangs and memory" items, each timed with its peak
// memory, beside the same input at one tenth of the size measured in the same run. A linear algorithm
// takes about 10× the time of its tenth; a quadratic one 100×.
//
// Each case runs in a child process (this executable with `--scaling-case=NAME`), so that its peak memory
// is its own, and is stopped after `--timeout=SECONDS` (default 60) or beyond 4 GB. `--repeat=N` runs each
// child N times and prints the median time and the largest peak memory.
import Foundation
import L10nCLI
import L10nInterfaceBuilder
import L10nLayout
import L10nSolver
import L10nStrings
import L10nText

enum ScalingBench {
    /// name, what it is, and the function running it at a given size.
    static let cases: [(name: String, size: Int, title: String, run: (Int) -> String)] = [
        ("random3", 600, "solve: 600 random 3-term constraints, 4 priorities", solveRandom),
        ("random3", 1000, "solve: 1,000 random 3-term constraints, 4 priorities", solveRandom),
        ("onevar", 20_000, "solve: 20,000 one-variable constraints, mixed priorities", solveOneVariable),
        ("chain", 20_000, "solve: chain of 20,000 required equalities", solveChain),
        ("chain", 100_000, "solve: chain of 100,000 required equalities", solveChain),
        ("labels", 5000, "layout: one scene of 5,000 chained labels", layoutLabels),
        ("extract", 10_000, "extract PROJECT: a table gains 10,000 keys", extractKeys),
        ("insert", 10_000, "table: 10,000 keys inserted one by one (extract's way)", { insertKeys($0, batch: false) }),
        ("batch", 10_000, "table: 10,000 keys by StringsFile.insertEntries", { insertKeys($0, batch: true) }),
    ]

    static func run(_ arguments: [String]) {
        let timeout = arguments.compactMap { $0.hasPrefix("--timeout=") ? Double($0.dropFirst(10)) : nil }.first ?? 60
        let only = arguments.compactMap { $0.hasPrefix("--case=") ? String($0.dropFirst(7)) : nil }.first
        let repeats = max(1, arguments.compactMap { $0.hasPrefix("--repeat=") ? Int($0.dropFirst(9)) : nil }.first ?? 1)
        print("case                                                     size      time    peak MB | tenth: time   ratio")
        for item in cases where only == nil || item.name == only {
            let full = median(repeats) { child(item.name, item.size, timeout: timeout) }
            let tenth = median(repeats) { child(item.name, max(1, item.size / 10), timeout: timeout) }
            var line = pad(item.title, 56) + pad(String(item.size), 8) + pad(full.time, 10) + pad(full.memory, 9)
            line += "| " + pad(tenth.time, 11)
            if let a = full.seconds, let b = tenth.seconds, b > 0 { line += String(format: "%.1f×", a / b) } else { line += "-" }
            print(line + (full.note.isEmpty ? "" : "  \(full.note)"))
        }
        print("(time and peak resident memory of a child process per case, median time and largest peak of \(repeats) run(s); "
            + "ratio = full / tenth: about 10 is linear, 100 quadratic)")
    }

    /// The run with the median time of `count` runs, with the largest peak memory of them all; a run
    /// that failed or was stopped stops the series (its result is the one shown).
    static func median(_ count: Int, _ run: () -> (time: String, memory: String, seconds: Double?, note: String))
        -> (time: String, memory: String, seconds: Double?, note: String) {
        var runs: [(time: String, memory: String, seconds: Double?, note: String)] = []
        for _ in 0..<count {
            let result = run()
            guard result.seconds != nil else { return result }
            runs.append(result)
        }
        runs.sort { ($0.seconds ?? 0) < ($1.seconds ?? 0) }
        var middle = runs[runs.count / 2]
        middle.memory = String(runs.compactMap { Int($0.memory) }.max() ?? 0)
        return middle
    }

    /// Runs one case in a child process.
    static func child(_ name: String, _ size: Int, timeout: Double) -> (time: String, memory: String, seconds: Double?, note: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--scaling-case=\(name):\(size)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return ("error", "-", nil, "\(error)") }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (String(format: "> %.0f s", timeout), "-", nil, "stopped")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let words = output.split(separator: "\n").last?.split(separator: " ").map(String.init) ?? []
        guard words.count >= 3, words[0] == "case", let seconds = Double(words[1]), let kilobytes = Double(words[2]) else {
            return ("failed", "-", nil, process.terminationStatus == 0 ? "no figures" : "exit \(process.terminationStatus) (memory limit?)")
        }
        return (String(format: "%.2f s", seconds), String(format: "%.0f", kilobytes / 1024), seconds, words.dropFirst(3).joined(separator: " "))
    }

    /// In the child: runs `name:size` and prints `case SECONDS PEAK_KB NOTE`.
    static func runChild(_ spec: String) {
        var limit = rlimit(rlim_cur: 4 << 30, rlim_max: 4 << 30)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        let parts = spec.split(separator: ":")
        guard parts.count == 2, let size = Int(parts[1]), let item = cases.first(where: { $0.name == parts[0] }) else { exit(2) }
        let start = DispatchTime.now().uptimeNanoseconds
        let note = item.run(size)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        print("case \(seconds) \(usage.ru_maxrss) \(note)")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    // MARK: Solver systems (as `solve FILE.json` builds them: add each constraint, then read every value)

    /// With `solve`'s limits (``SolverLimits/standard``): a system past them ends in the command's refusal.
    static func solve(_ variables: Int, _ constraints: [Constraint], _ solver: Solver, _ made: [Variable]) -> String {
        solver.limits = .standard
        for constraint in constraints { solver.add(constraint) }
        var sum = 0.0
        for variable in made { sum += solver.value(of: variable) }
        _ = solver.ambiguousVariables()
        if solver.exceededLimits { return "refused (past the solver's limits) work=\(solver.work)" }
        return "broken=\(solver.brokenConstraints.count) work=\(solver.work)" + (sum.isNaN ? " NaN" : "")
    }

    /// `count` constraints over count/3 variables: three random terms, a random constant, a random relation
    /// and one of four priorities (1000, 750, 500, 250).
    static func solveRandom(_ count: Int) -> String {
        var random = SplitMix(seed: 600)
        let solver = Solver()
        let variables = (0..<max(10, count / 3)).map { solver.makeVariable("v\($0)") }
        let relations: [Relation] = [.lessOrEqual, .equal, .greaterOrEqual]
        let priorities: [Double] = [1000, 750, 500, 250]
        let constraints = (0..<count).map { _ -> Constraint in
            let terms = (0..<3).map { _ in Term(variables[random.int(variables.count)], (random.unit() * 10 - 5).rounded(toPlaces: 3)) }
            return Constraint(LinearExpression(terms, constant: (random.unit() * 200 - 100).rounded(toPlaces: 2)),
                              relations[random.int(3)], priority: priorities[random.int(4)])
        }
        return solve(variables.count, constraints, solver, variables)
    }

    /// `count` one-variable constraints over count/10 variables (`v (rel) c`), six priorities from 1 to 1000.
    static func solveOneVariable(_ count: Int) -> String {
        var random = SplitMix(seed: 20_000)
        let solver = Solver()
        let variables = (0..<max(10, count / 10)).map { solver.makeVariable("v\($0)") }
        let relations: [Relation] = [.lessOrEqual, .equal, .greaterOrEqual]
        let priorities: [Double] = [1000, 999, 750, 500, 250, 1]
        let constraints = (0..<count).map { _ -> Constraint in
            Constraint(LinearExpression([Term(variables[random.int(variables.count)], 1)], constant: -(random.unit() * 500).rounded(toPlaces: 1)),
                       relations[random.int(3)], priority: priorities[random.int(6)])
        }
        return solve(variables.count, constraints, solver, variables)
    }

    /// x0 == 0, then x(i) == x(i-1) + 8, all required.
    static func solveChain(_ count: Int) -> String {
        let solver = Solver()
        let variables = (0...count).map { solver.makeVariable("x\($0)") }
        var constraints = [Constraint(LinearExpression(variables[0]), .equal)]
        for i in 1..<count { constraints.append(Constraint(variables[i] - variables[i - 1] - 8, .equal)) }
        return solve(variables.count, constraints, solver, variables)
    }

    // MARK: Layout

    /// One scene: `count` labels in a row, each 8 after the previous one, pinned to the top, with IB's
    /// hugging and compression resistance (as a long generated form or a data-driven screen has).
    static func layoutLabels(_ count: Int) -> String {
        var subviews = "", constraints = ""
        for i in 0..<count {
            subviews += "<label opaque=\"NO\" text=\"Label \(i)\" translatesAutoresizingMaskIntoConstraints=\"NO\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" id=\"l\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"21\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>\n"
            let previous = i == 0 ? "secondItem=\"root\" secondAttribute=\"leading\" constant=\"16\"" : "secondItem=\"l\(i - 1)\" secondAttribute=\"trailing\" constant=\"8\""
            constraints += "<constraint firstItem=\"l\(i)\" firstAttribute=\"leading\" \(previous) id=\"c\(i)a\"/>\n"
            constraints += "<constraint firstItem=\"l\(i)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\" id=\"c\(i)b\"/>\n"
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="scn"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
            \(subviews)</subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
            \(constraints)</constraints>
            </view></viewController></objects></scene></scenes>
            </document>
            """
        guard let document = try? IBDocument(bytes: Array(xml.utf8), path: "Labels.storyboard"), let text = try? TextEngine() else { return "setup failed" }
        let layout = LayoutEngine(textEngine: text).layout(document)
        return "views=\(layout.scenes.first?.views.count ?? 0)"
    }

    // MARK: Extraction

    /// `extract PROJECT` where a storyboard has `count` labels and the German table has none of them yet.
    static func extractKeys(_ count: Int) -> String {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("l10nlayout-scaling-extract-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var subviews = ""
        for i in 0..<count {
            subviews += "<label opaque=\"NO\" text=\"Text \(i)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"L\(String(format: "%05d", i))-aa-bbb\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"21\"/></label>\n"
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes><scene sceneID="scn"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
            \(subviews)</subviews>
            </view></viewController></objects></scene></scenes>
            </document>
            """
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
            try xml.write(to: root.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
            try "\n/* Class = \"UILabel\"; text = \"Old\"; ObjectID = \"zzz-zz-zzz\"; */\n\"zzz-zz-zzz.text\" = \"Alt\";\n"
                .write(to: root.appendingPathComponent("de.lproj/Main.strings"), atomically: true, encoding: .utf8)
        } catch { return "setup failed: \(error)" }
        let io = CommandIO(currentDirectory: root, out: { _ in }, err: { _ in })
        let code = CommandLineTool.run(["extract", "."], io: io)
        return "exit=\(code)"
    }
}

extension ScalingBench {
    /// `count` IB entries added to a one-entry table, each before the first key it precedes.
    static func insertKeys(_ count: Int, batch: Bool) -> String {
        var table = StringsFile(bytes: Array("\n/* Class = \"UILabel\"; text = \"Old\"; ObjectID = \"zzz-zz-zzz\"; */\n\"zzz-zz-zzz.text\" = \"Alt\";\n".utf8))
        let new = (0..<count).map { i in
            StringsFile.NewEntry(key: String(format: "L%05d-aa-bbb.text", i), value: "Text \(i)",
                                 comment: "Class = \"UILabel\"; text = \"Text \(i)\"; ObjectID = \"L\(String(format: "%05d", i))-aa-bbb\";")
        }
        let order = StringsKeyOrder.detect(table.entries.map(\.key))
        if batch {
            table.insertEntries(new, order: order)
        } else {
            for entry in new {
                var position = table.entries.count
                if let order, let following = table.entries.firstIndex(where: { order.precedes(entry.key, $0.key) }) { position = following }
                table.insertEntry(key: entry.key, value: entry.value, comment: entry.comment, at: position)
            }
        }
        return "bytes=\(table.serialized().count)"
    }
}

/// A fixed-seed random source, so every run measures the same systems.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
