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
            """,
        arguments: [ArgumentSpec("file", help: "The constraint system (JSON).")]
    )

    let path: String

    public init(_ arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
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
        let variables = system.variables.map { solver.makeVariable($0) }
        for constraint in system.constraints {
            var expression = LinearExpression(constant: constraint.constant)
            for (variable, coefficient) in constraint.terms {
                expression.terms.append(Term(variables[variable], coefficient))
            }
            solver.add(Constraint(expression, constraint.relation, priority: constraint.priority, tag: constraint.id))
        }
        let ambiguous = solver.ambiguousVariables()
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

/// The `solve` input, read with a small JSON parser that keeps line and column of every value so each
/// error points at the place to edit.
struct SolveInput {
    struct Item {
        var id: String
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    var variables: [String] = []
    var constraints: [Item] = []

    indirect enum Value {
        case object([(key: String, node: Node)])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Node {
        var value: Value
        var line: Int
        var column: Int
    }

    static func parse(_ bytes: [UInt8], path: String) throws -> SolveInput {
        var parser = Parser(bytes: bytes, path: path)
        let root = try parser.parseDocument()
        func fail(_ node: Node, _ where_: String, _ message: String) -> CommandError {
            .input("\(path):\(node.line):\(node.column): \(where_): \(message)")
        }
        func fields(_ node: Node, _ where_: String, allowed: [String]) throws -> [String: Node] {
            guard case .object(let pairs) = node.value else { throw fail(node, where_, "expected an object") }
            var result: [String: Node] = [:]
            for pair in pairs {
                guard allowed.contains(pair.key) else {
                    throw fail(pair.node, where_, "unknown key \"\(pair.key)\"; expected one of \(allowed.joined(separator: ", "))")
                }
                guard result[pair.key] == nil else { throw fail(pair.node, where_, "duplicate key \"\(pair.key)\"") }
                result[pair.key] = pair.node
            }
            return result
        }
        func number(_ node: Node, _ where_: String) throws -> Double {
            guard case .number(let value) = node.value, value.isFinite else { throw fail(node, where_, "expected a finite number") }
            return value
        }
        func string(_ node: Node, _ where_: String) throws -> String {
            guard case .string(let value) = node.value else { throw fail(node, where_, "expected a string") }
            return value
        }
        func array(_ node: Node, _ where_: String) throws -> [Node] {
            guard case .array(let items) = node.value else { throw fail(node, where_, "expected an array") }
            return items
        }

        let top = try fields(root, "top level", allowed: ["variables", "constraints"])
        guard let variablesNode = top["variables"], let constraintsNode = top["constraints"] else {
            throw fail(root, "top level", "expected an object with \"variables\" and \"constraints\"")
        }
        var input = SolveInput()
        var indexOfVariable: [String: Int] = [:]
        for (i, node) in try array(variablesNode, "variables").enumerated() {
            let name = try string(node, "variables[\(i)]")
            guard indexOfVariable[name] == nil else { throw fail(node, "variables[\(i)]", "variable \"\(name)\" is declared twice") }
            indexOfVariable[name] = input.variables.count
            input.variables.append(name)
        }
        var seenIDs = Set<String>()
        for (i, node) in try array(constraintsNode, "constraints").enumerated() {
            let at = "constraints[\(i)]"
            let f = try fields(node, at, allowed: ["id", "terms", "constant", "relation", "priority"])
            guard let idNode = f["id"] else { throw fail(node, at, "missing \"id\"") }
            let id = try string(idNode, at + ".id")
            guard seenIDs.insert(id).inserted else { throw fail(idNode, at + ".id", "constraint id \"\(id)\" is used twice") }
            guard let termsNode = f["terms"] else { throw fail(node, at, "missing \"terms\"") }
            var terms: [(Int, Double)] = []
            for (j, termNode) in try array(termsNode, at + ".terms").enumerated() {
                let tat = "\(at).terms[\(j)]"
                let t = try fields(termNode, tat, allowed: ["variable", "coefficient"])
                guard let variableNode = t["variable"] else { throw fail(termNode, tat, "missing \"variable\"") }
                let name = try string(variableNode, tat + ".variable")
                guard let variable = indexOfVariable[name] else {
                    throw fail(variableNode, tat + ".variable", "unknown variable \"\(name)\"; declare it in \"variables\"")
                }
                let coefficient = try t["coefficient"].map { try number($0, tat + ".coefficient") } ?? 1
                terms.append((variable, coefficient))
            }
            let constant = try f["constant"].map { try number($0, at + ".constant") } ?? 0
            guard let relationNode = f["relation"] else { throw fail(node, at, "missing \"relation\" (<=, == or >=)") }
            let relation: Relation
            switch try string(relationNode, at + ".relation") {
            case "<=": relation = .lessOrEqual
            case "==": relation = .equal
            case ">=": relation = .greaterOrEqual
            case let other: throw fail(relationNode, at + ".relation", "unknown relation \"\(other)\"; use <=, == or >=")
            }
            var priority: Double = 1000
            if let priorityNode = f["priority"] {
                priority = try number(priorityNode, at + ".priority")
                guard priority > 0 && priority <= 1000 else {
                    throw fail(priorityNode, at + ".priority", "priority must be in (0, 1000], got \(priority)")
                }
            }
            input.constraints.append(Item(id: id, terms: terms, constant: constant, relation: relation, priority: priority))
        }
        return input
    }

    /// RFC 8259 JSON over UTF-8 bytes, tracking line and column (columns count bytes, from 1).
    struct Parser {
        let bytes: [UInt8]
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        }

        var column: Int { index - lineStart + 1 }

        func error(_ message: String) -> CommandError {
            .input("\(path):\(line):\(column): malformed JSON: \(message)")
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A: index += 1; line += 1; lineStart = index
                default: return
                }
            }
        }

        mutating func parseDocument() throws -> Node {
            let value = try parseValue()
            skipWhitespace()
            guard index == bytes.count else { throw error("unexpected text after the top-level value") }
            return value
        }

        mutating func parseValue() throws -> Node {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
            let startLine = line, startColumn = column
            let byte = bytes[index]
            let value: Value
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
                guard depth < 512 else { throw error("nesting too deep") }
                index += 1
                var pairs: [(key: String, node: Node)] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                } else {
                    while true {
                        skipWhitespace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
                        let key = try parseString()
                        skipWhitespace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                        index += 1
                        pairs.append((key, try parseValue()))
                        skipWhitespace()
                        guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                        if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                        throw error("expected ',' or '}'")
                    }
                }
                depth -= 1
                value = .object(pairs)
            case UInt8(ascii: "["):
                depth += 1
                guard depth < 512 else { throw error("nesting too deep") }
                index += 1
                var items: [Node] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                } else {
                    while true {
                        items.append(try parseValue())
                        skipWhitespace()
                        guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                        if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                        throw error("expected ',' or ']'")
                    }
                }
                depth -= 1
                value = .array(items)
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
            }
            return Node(value: value, line: startLine, column: startColumn)
        }

        mutating func literal(_ word: String) throws {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw error("expected '\(word)'")
            }
            index += utf8.count
        }

        mutating func parseNumber() throws -> Double {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let intStart = index
            let intDigits = digits()
            guard intDigits > 0 else { throw error("expected digits in a number") }
            if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw error("leading zero in a number") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected digits in the exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text) else { throw error("number '\(text)' out of range") }
            return value
        }

        mutating func parseString() throws -> String {
            index += 1   // opening quote
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(_ parser: Parser, to end: Int) throws {
                guard let text = String(validating: parser.bytes[run..<end], as: UTF8.self) else {
                    throw parser.error("invalid UTF-8 in a string")
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flush(self, to: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("control character in a string; escape it") }
                if byte != UInt8(ascii: "\\") { index += 1; continue }
                try flush(self, to: index)
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
                run = index
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: throw error("invalid hex digit in \\u escape")
                }
                code = code * 16 + digit
                index += 1
            }
            return code
        }
    }
}
