import L10nSolver
import L10nStrings

/// The `solve` input, read with the located JSON reader so each error points at the place to edit.
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

    static func parse(_ bytes: [UInt8], path: String) throws -> SolveInput {
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw CommandError.input("\(path):\(error.line):\(error.column): \(error.message)")
        }
        func fail(_ node: JSONNode, _ where_: String, _ message: String) -> CommandError {
            .input("\(path):\(node.line):\(node.column): \(where_): \(message)")
        }
        func fields(_ node: JSONNode, _ where_: String, allowed: [String]) throws -> [String: JSONNode] {
            guard let members = node.members else { throw fail(node, where_, "expected an object") }
            var result: [String: JSONNode] = [:]
            for member in members {
                guard allowed.contains(member.key) else {
                    throw fail(member.value, where_, "unknown key \"\(member.key)\"; expected one of \(allowed.joined(separator: ", "))")
                }
                guard result[member.key] == nil else { throw fail(member.value, where_, "duplicate key \"\(member.key)\"") }
                result[member.key] = member.value
            }
            return result
        }
        func number(_ node: JSONNode, _ where_: String) throws -> Double {
            guard let value = node.number else { throw fail(node, where_, "expected a finite number") }
            return value
        }
        func string(_ node: JSONNode, _ where_: String) throws -> String {
            guard let value = node.string else { throw fail(node, where_, "expected a string") }
            return value
        }
        func array(_ node: JSONNode, _ where_: String) throws -> [JSONNode] {
            guard let items = node.elements else { throw fail(node, where_, "expected an array") }
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
}
