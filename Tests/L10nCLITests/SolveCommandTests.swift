import Foundation
import XCTest
@testable import L10nCLI
import L10nSolver

/// `l10nlayout solve`: hand-written systems in a temporary directory.
final class SolveCommandTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("solve-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ text: String, to name: String = "system.json") throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// The output with the timing replaced, so it can be compared whole.
    func stable(_ output: String) -> String {
        output.replacingOccurrences(of: #""microseconds": \d+"#, with: #""microseconds": N"#, options: .regularExpression)
    }

    func testSolvesAndReportsBrokenAndAmbiguous() throws {
        // x = 10; w = 100; "bad" asks x + w = 300 (conflict, broken); z pulled to 10 and 20 equally (ambiguous);
        // y = 0.5·w + 2.5 = 52.5.
        try write("""
            {"variables": ["x", "w", "y", "z"],
             "constraints": [
              {"id": "c1", "terms": [{"variable": "x", "coefficient": 1}], "constant": -10, "relation": "==", "priority": 1000},
              {"id": "c2", "terms": [{"variable": "w", "coefficient": 1}], "constant": -100, "relation": "=="},
              {"id": "bad", "terms": [{"variable": "x", "coefficient": 1}, {"variable": "w", "coefficient": 1}], "constant": -300, "relation": "=="},
              {"id": "c3", "terms": [{"variable": "y", "coefficient": 2}, {"variable": "w", "coefficient": -1}], "constant": -5, "relation": "=="},
              {"id": "z1", "terms": [{"variable": "z", "coefficient": 1}], "constant": -10, "relation": "==", "priority": 250},
              {"id": "z2", "terms": [{"variable": "z", "coefficient": 1}], "constant": -20, "relation": "==", "priority": 250},
              {"id": "z3", "terms": [{"variable": "z", "coefficient": 1}], "constant": -30, "relation": "<=", "priority": 1000}
             ]}
            """)
        let run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 0, run.stderr)
        let expected = """
            {
              "values": {
                "x": 10,
                "w": 100,
                "y": 52.5,
                "z": Z
              },
              "broken": ["bad"],
              "ambiguous": ["z"],
              "microseconds": N
            }

            """
        // Any z in [10, 20] is optimal; the solver picks one end deterministically.
        let z = run.stdout.contains("\"z\": 10\n") ? "10" : "20"
        XCTAssertEqual(stable(run.stdout), expected.replacingOccurrences(of: "Z", with: z))
    }

    func testEmptySystem() throws {
        try write(#"{"variables": [], "constraints": []}"#)
        let run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(stable(run.stdout), "{\n  \"values\": {},\n  \"broken\": [],\n  \"ambiguous\": [],\n  \"microseconds\": N\n}\n")
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        try write("{\"variables\": [\"x\",\n  x], \"constraints\": []}")
        let run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(run.stderr, "l10nlayout: error: system.json:2:3: unexpected character 'x'; expected a JSON value (object, array, string, number, true, false or null)\n")
    }

    func testUnknownVariableNamesItsPath() throws {
        try write("""
            {"variables": ["x"], "constraints": [
              {"id": "c1", "terms": [{"variable": "x", "coefficient": 1}, {"variable": "q", "coefficient": 2}], "relation": "=="}]}
            """)
        let run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(run.stderr, """
            l10nlayout: error: system.json:2:76: constraints[0].terms[1].variable: unknown variable "q"; declare it in "variables"

            """)
    }

    func testBadRelationPriorityAndMissingFile() throws {
        try write(#"{"variables": ["x"], "constraints": [{"id": "c", "terms": [], "relation": "<"}]}"#)
        var run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("system.json:1:75: constraints[0].relation: unknown relation \"<\""), run.stderr)

        try write(#"{"variables": ["x"], "constraints": [{"id": "c", "terms": [], "relation": "==", "priority": 0}]}"#)
        run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("constraints[0].priority: priority must be in (0, 1000]"), run.stderr)

        run = runTool(["solve", "missing.json"], in: directory)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.hasPrefix("l10nlayout: error: missing.json: cannot read the file"), run.stderr)
    }

    /// 10,000 constraints: 50 rows of 50 views (leading = previous trailing + 8, width ≥ 20, width == 40 @250,
    /// width ≤ 300 @999), every view fully determined. (Rows rather than one 2,500-view chain keep the debug
    /// build's test time short; `solve` on the long chain is in the report.)
    func testTenThousandConstraints() throws {
        var variables: [String] = []
        var constraints: [String] = []
        func term(_ name: String, _ coefficient: Int) -> String { #"{"variable": "\#(name)", "coefficient": \#(coefficient)}"# }
        for r in 0..<50 {
            for i in 0..<50 {
                let l = "l\(r)_\(i)", w = "w\(r)_\(i)", pl = "l\(r)_\(i - 1)", pw = "w\(r)_\(i - 1)"
                variables += ["\"\(l)\"", "\"\(w)\""]
                if i == 0 {
                    constraints.append(#"{"id": "lead\#(r)_0", "terms": [\#(term(l, 1))], "constant": 0, "relation": "=="}"#)
                } else {
                    constraints.append(#"{"id": "lead\#(r)_\#(i)", "terms": [\#(term(l, 1)), \#(term(pl, -1)), \#(term(pw, -1))], "constant": -8, "relation": "=="}"#)
                }
                constraints.append(#"{"id": "min\#(r)_\#(i)", "terms": [\#(term(w, 1))], "constant": -20, "relation": ">="}"#)
                constraints.append(#"{"id": "hug\#(r)_\#(i)", "terms": [\#(term(w, 1))], "constant": -40, "relation": "==", "priority": 250}"#)
                constraints.append(#"{"id": "max\#(r)_\#(i)", "terms": [\#(term(w, 1))], "constant": -300, "relation": "<=", "priority": 999}"#)
            }
        }
        XCTAssertEqual(constraints.count, 10_000)
        try write("{\"variables\": [\(variables.joined(separator: ", "))],\n\"constraints\": [\n\(constraints.joined(separator: ",\n"))]}")
        let run = runTool(["solve", "system.json"], in: directory)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"l49_49\": \(49 * 48),"), String(run.stdout.suffix(200)))
        XCTAssertTrue(run.stdout.contains("\"w49_49\": 40\n"), String(run.stdout.suffix(200)))
        XCTAssertTrue(run.stdout.contains("\"broken\": [],\n  \"ambiguous\": [],"))
    }

    /// Issue 17 item 12: a system beyond the solver's limits (the bench's 1,000 random three-term
    /// constraints with four priorities took over 120 s) is refused with a message naming the limits,
    /// rather than solved for minutes. The same kind of system at 300 constraints, against limits a
    /// thousandth of `solve`'s, so that the debug build reaches them quickly.
    func testASystemBeyondTheSolversLimitsIsRefused() throws {
        var generator = SplitMix64(state: 600)
        let count = 300, variableCount = count / 3
        let relations = ["<=", "==", ">="], priorities = [1000, 750, 500, 250]
        var constraints: [String] = []
        for i in 0..<count {
            let terms = (0..<3).map { _ in
                #"{"variable": "v\#(generator.next() % UInt64(variableCount))", "coefficient": \#(Double(Int(generator.next() % 101) - 50) / 10)}"#
            }
            constraints.append(#"{"id": "c\#(i)", "terms": [\#(terms.joined(separator: ", "))], "constant": \#(Int(generator.next() % 201) - 100), "#
                + #""relation": "\#(relations[Int(generator.next() % 3)])", "priority": \#(priorities[Int(generator.next() % 4)])}"#)
        }
        let variables = (0..<variableCount).map { "\"v\($0)\"" }.joined(separator: ", ")
        try write("{\"variables\": [\(variables)],\n\"constraints\": [\n\(constraints.joined(separator: ",\n"))]}")
        final class Box: @unchecked Sendable { var out = "" }
        let box = Box()
        let io = CommandIO(currentDirectory: directory, out: { box.out += $0 }, err: { _ in })
        let small = SolverLimits(work: SolverLimits.standard.work / 1000, cells: SolverLimits.standard.cells)
        XCTAssertThrowsError(try SolveCommand(path: "system.json", limits: small).run(io)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("system.json: the system is beyond the solver's limits (250000 tableau cell updates"), message)
            XCTAssertTrue(message.contains("300 constraints over 100 variables"), message)
        }
        XCTAssertEqual(box.out, "")
    }
}

/// A fixed-seed generator, so the generated system is the same every run.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
