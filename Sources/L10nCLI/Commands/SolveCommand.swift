import Foundation
import L10nStrings
import L10nReport
import L10nSolver

/// `l10nlayout solve FILE.json`: solves a raw constraint system, for debugging the solver and layouts.
///
/// Input: `{"variables": ["x", …], "constraints": [{"id": "c1", "terms": [{"variable": "x",
/// "coefficient": 1}], "constant": -10, "relation": "<=|==|>=", "priority": 1000}]}`, each meaning
/// `Σ coefficient·variable + constant (relation) 0`; `constant` defaults to 0 and `priority` to 1000.
/// Output: `{"values": {…}, "broken": [ids], "ambiguous": [names], "microseconds": n}`, values in the order
/// of `variables`, `microseconds` the time to build and solve the system.
public struct SolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "solve",
        abstract: "Solve a raw constraint system given as JSON (debugging)",
        discussion: """
            FILE.json holds {"variables": ["x", ...], "constraints": [{"id": "c1", "terms": [{"variable": "x", \
            "coefficient": 1}], "constant": -10, "relation": "<=", "priority": 1000}]}: each constraint means \
            sum(coefficient * variable) + constant (relation) 0, relation one of <=, ==, >=; constant defaults \
            to 0 and priority to 1000 (required). Optional priorities are strictly ordered as in UIKit.

            Prints {"values": {...}, "broken": [ids], "ambiguous": [variables], "microseconds": n}: broken \
            lists required constraints left out because they conflict with earlier ones (in file order); \
            ambiguous lists variables the constraints do not determine.

            A system beyond the solver's limits (250,000,000 tableau cell updates, or 10,000,000 cells at \
            once: under a second and about 120 MB) is refused with exit 2 instead of solved for minutes.
            """,
        arguments: [ArgumentSpec("file", help: "The constraint system (JSON).")]
    )

    let path: String
    /// What the solver may do before the command refuses the system.
    let limits: SolverLimits

    public init(_ arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        limits = .standard
    }

    init(path: String, limits: SolverLimits) {
        self.path = path
        self.limits = limits
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CommandError.input("\(path): cannot read the file (\(error.localizedDescription)); check the path")
        }
        let system = try SolveInput.parse([UInt8](data), path: path)

        let start = ContinuousClock.now
        let solver = Solver()
        solver.limits = limits
        let variables = system.variables.map { solver.makeVariable($0) }
        for constraint in system.constraints {
            var expression = LinearExpression(constant: constraint.constant)
            for (variable, coefficient) in constraint.terms {
                expression.terms.append(Term(variables[variable], coefficient))
            }
            solver.add(Constraint(expression, constraint.relation, priority: constraint.priority, tag: constraint.id))
        }
        let ambiguous = solver.ambiguousVariables()
        if solver.exceededLimits {
            throw CommandError.input(
                "\(path): the system is beyond the solver's limits (\(limits.work) tableau cell updates, \(limits.cells) cells at once): "
                    + "\(system.constraints.count) constraints over \(system.variables.count) variables. "
                    + "Solve independent parts of it separately, or use fewer required constraints that conflict")
        }
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000

        var out = "{\n  \"values\": {"
        for (index, variable) in variables.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    \(jsonString(variable.name)): \(jsonNumber(solver.value(of: variable)))"
        }
        out += variables.isEmpty ? "},\n" : "\n  },\n"
        let broken = solver.brokenConstraints.sorted { $0.constraint < $1.constraint }.map { jsonString($0.tag ?? "") }
        out += "  \"broken\": [\(broken.joined(separator: ", "))],\n"
        out += "  \"ambiguous\": [\(ambiguous.map { jsonString($0.name) }.joined(separator: ", "))],\n"
        out += "  \"microseconds\": \(microseconds)\n}\n"
        io.write(out)
        return ExitCode.success
    }

    /// Shortest exact text, with rounding noise below 1e-9 snapped to the integer.
    func jsonNumber(_ value: Double) -> String {
        let rounded = value.rounded()
        if abs(value - rounded) < 1e-9 && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(value)
    }
}

/// JSON string literal with the escapes RFC 8259 requires.
func jsonString(_ text: String) -> String { JSONValue.quoted(text) }

