import CYAML
import Foundation

/// A YAML document read with libyaml, as the tree XcodeGen's specs need: scalars (as written, with their
/// place), sequences and mappings in file order. Aliases are expanded (libyaml resolves them), and a mapping's
/// `<<` merge key (`<<: *defaults`) adds the merged mappings' pairs that the mapping does not set itself.
indirect enum YAMLNode: Sendable {
    case scalar(String, line: Int, column: Int)
    case sequence([YAMLNode], line: Int, column: Int)
    case mapping([(key: String, value: YAMLNode)], line: Int, column: Int)

    /// How deep aliases may nest before a document counts as malformed (a billion-laughs file, a cycle).
    private static let maximumDepth = 64
    /// How many nodes a document may expand to through its aliases.
    private static let maximumNodes = 200_000

    /// The first document of `bytes`; nil for an empty file.
    /// - Throws: ``XcodeProjectError`` at the line and column libyaml names, for a file that is not YAML.
    static func read(_ bytes: [UInt8], path: String) throws(XcodeProjectError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw XcodeProjectError(path: path, line: 0, column: 0, message: "cannot start the YAML reader")
        }
        defer { yaml_parser_delete(&parser) }
        var document = yaml_document_t()
        let loaded = bytes.withUnsafeBufferPointer { buffer -> Int32 in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return yaml_parser_load(&parser, &document)
        }
        guard loaded == 1 else {
            let mark = parser.problem_mark
            let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
            throw XcodeProjectError(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
                                    message: "\(problem); fix the YAML (xcodegen cannot read it either)")
        }
        defer { yaml_document_delete(&document) }
        guard yaml_document_get_root_node(&document) != nil else { return nil }
        var budget = maximumNodes
        return try convert(&document, index: 1, depth: 0, budget: &budget, path: path)
    }

    private static func convert(_ document: inout yaml_document_t, index: Int32, depth: Int, budget: inout Int,
                                path: String) throws(XcodeProjectError) -> YAMLNode {
        guard let node = yaml_document_get_node(&document, index) else {
            throw XcodeProjectError(path: path, line: 0, column: 0, message: "a YAML node names a node the document lacks")
        }
        let line = Int(node.pointee.start_mark.line) + 1, column = Int(node.pointee.start_mark.column) + 1
        budget -= 1
        guard depth < maximumDepth, budget > 0 else {
            throw XcodeProjectError(path: path, line: line, column: column, message: "the YAML nests or repeats its aliases too deeply to read")
        }
        switch node.pointee.type {
        case YAML_SCALAR_NODE:
            let scalar = node.pointee.data.scalar
            let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            return .scalar(text, line: line, column: column)
        case YAML_SEQUENCE_NODE:
            var items: [YAMLNode] = []
            var item = node.pointee.data.sequence.items.start
            let top = node.pointee.data.sequence.items.top
            while let current = item, current != top {
                items.append(try convert(&document, index: current.pointee, depth: depth + 1, budget: &budget, path: path))
                item = current + 1
            }
            return .sequence(items, line: line, column: column)
        case YAML_MAPPING_NODE:
            var pairs: [(key: String, value: YAMLNode)] = []
            var merged: [(key: String, value: YAMLNode)] = []
            var pair = node.pointee.data.mapping.pairs.start
            let top = node.pointee.data.mapping.pairs.top
            while let current = pair, current != top {
                let key = try convert(&document, index: current.pointee.key, depth: depth + 1, budget: &budget, path: path)
                let value = try convert(&document, index: current.pointee.value, depth: depth + 1, budget: &budget, path: path)
                pair = current + 1
                guard let name = key.string else { continue }
                if name == "<<" {
                    // One mapping or a sequence of them; the first to set a key wins, the mapping's own pairs over all.
                    for source in value.mapping != nil ? [value] : value.array {
                        for entry in source.mapping ?? [] where !merged.contains(where: { $0.key == entry.key }) { merged.append(entry) }
                    }
                    continue
                }
                pairs.append((name, value))
            }
            for entry in merged where !pairs.contains(where: { $0.key == entry.key }) { pairs.append(entry) }
            return .mapping(pairs, line: line, column: column)
        default:
            return .scalar("", line: line, column: column)
        }
    }

    // MARK: - Reading the tree

    /// The scalar's text; nil for a sequence or mapping.
    var string: String? {
        if case .scalar(let text, _, _) = self { return text }
        return nil
    }

    /// A sequence's items; a scalar or mapping is a sequence of one (XcodeGen accepts `platform: iOS` for `[iOS]`).
    var array: [YAMLNode] {
        switch self {
        case .sequence(let items, _, _): return items
        default: return [self]
        }
    }

    /// The texts of ``array``'s scalars.
    var strings: [String] { array.compactMap(\.string) }

    /// A mapping's pairs in file order; nil for a scalar or sequence.
    var mapping: [(key: String, value: YAMLNode)]? {
        if case .mapping(let pairs, _, _) = self { return pairs }
        return nil
    }

    /// The value of `key` in a mapping (the last pair naming it, as YAML readers keep); nil otherwise.
    subscript(key: String) -> YAMLNode? {
        mapping?.last { $0.key == key }?.value
    }

    /// A scalar read as YAML 1.1 and XcodeGen read a boolean.
    var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on", "y": return true
        case "false", "no", "off", "n": return false
        default: return nil
        }
    }

    var line: Int {
        switch self {
        case .scalar(_, let line, _), .sequence(_, let line, _), .mapping(_, let line, _): return line
        }
    }

    var column: Int {
        switch self {
        case .scalar(_, _, let column), .sequence(_, _, let column), .mapping(_, _, let column): return column
        }
    }
}
