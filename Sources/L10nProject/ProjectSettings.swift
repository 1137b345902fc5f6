import L10nStrings

/// `.l10nlayout.json` at a project's root: every key optional, each value kept with where it is written,
/// so a value the command cannot use is reported at its own `file:line:column`.
///
/// Keys: `languages`, `devices`, `orientations`, `contentSizes`, `fontDirectories`, `exclude` (lists of
/// strings); `rules` (an object of rule id → `off`, `error`, `warning` or `info`); `failOn`, `base`,
/// `format`, `pathRoot` (strings); `jobs` (a whole number ≥ 1). Unknown keys and values of the wrong kind
/// are errors naming the key, so a typo never turns a check off silently.
public struct ProjectSettings: Sendable {
    /// A value and where it is written.
    public struct Located<Value: Sendable>: Sendable {
        public var value: Value
        public var line: Int
        public var column: Int
    }

    public static let knownKeys = ["base", "contentSizes", "devices", "exclude", "failOn", "fontDirectories", "format", "jobs",
                                   "languages", "orientations", "pathRoot", "rules"]

    /// The file as reports name it.
    public var path: String
    public var languages: Located<[String]>?
    public var devices: Located<[String]>?
    public var orientations: Located<[String]>?
    public var contentSizes: Located<[String]>?
    public var fontDirectories: Located<[String]>?
    public var exclude: Located<[String]>?
    /// Rule id → `off`, `error`, `warning` or `info`, in file order.
    public var rules: [Located<(id: String, setting: String)>] = []
    public var failOn: Located<String>?
    public var base: Located<String>?
    public var format: Located<String>?
    public var pathRoot: Located<String>?
    public var jobs: Located<Int>?

    /// No settings.
    public init(path: String) {
        self.path = path
    }

    /// Reads the settings from the file's bytes.
    /// - Parameter path: the file as messages name it.
    /// - Throws: ``SettingsError`` at the place of the first problem.
    public init(bytes: [UInt8], path: String) throws(SettingsError) {
        self.path = path
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw SettingsError(path: path, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        guard let members = root.members else {
            throw SettingsError(path: path, line: root.line, column: root.column,
                                message: "the settings must be a JSON object ({ \"languages\": [\"de\"], … }), not \(root.kindDescription)")
        }
        for member in members {
            guard Self.knownKeys.contains(member.key) else {
                throw SettingsError(path: path, line: member.line, column: member.column,
                                    message: "unknown key \"\(member.key)\"; known keys: \(Self.knownKeys.joined(separator: ", "))")
            }
            let node = member.value
            switch member.key {
            case "languages": languages = try strings(node, key: member.key)
            case "devices": devices = try strings(node, key: member.key)
            case "orientations": orientations = try strings(node, key: member.key)
            case "contentSizes": contentSizes = try strings(node, key: member.key)
            case "fontDirectories": fontDirectories = try strings(node, key: member.key)
            case "exclude": exclude = try strings(node, key: member.key)
            case "failOn": failOn = try string(node, key: member.key)
            case "base": base = try string(node, key: member.key)
            case "format": format = try string(node, key: member.key)
            case "pathRoot": pathRoot = try string(node, key: member.key)
            case "jobs":
                guard let count = node.integer, count >= 1 else {
                    throw error(at: node, "\"jobs\" must be a whole number ≥ 1, not \(node.kindDescription)")
                }
                jobs = Located(value: count, line: node.line, column: node.column)
            case "rules":
                guard let rules = node.members else {
                    throw error(at: node, "\"rules\" must be an object of rule id → off, error, warning or info")
                }
                for rule in rules {
                    guard let setting = rule.value.string else {
                        throw error(at: rule.value, "\"rules\".\"\(rule.key)\" must be off, error, warning or info")
                    }
                    self.rules.append(Located(value: (rule.key, setting), line: rule.line, column: rule.column))
                }
            default: break
            }
        }
    }

    /// An error at a value's place in this file.
    public func error<Value>(at located: Located<Value>, _ message: String) -> SettingsError {
        SettingsError(path: path, line: located.line, column: located.column, message: message)
    }

    func error(at node: JSONNode, _ message: String) -> SettingsError {
        SettingsError(path: path, line: node.line, column: node.column, message: message)
    }

    private func strings(_ node: JSONNode, key: String) throws(SettingsError) -> Located<[String]> {
        guard let elements = node.elements else { throw error(at: node, "\"\(key)\" must be a list of strings, not \(node.kindDescription)") }
        var values: [String] = []
        for element in elements {
            guard let text = element.string else { throw error(at: element, "\"\(key)\" must be a list of strings; this is \(element.kindDescription)") }
            values.append(text)
        }
        return Located(value: values, line: node.line, column: node.column)
    }

    private func string(_ node: JSONNode, key: String) throws(SettingsError) -> Located<String> {
        guard let text = node.string else { throw error(at: node, "\"\(key)\" must be a string, not \(node.kindDescription)") }
        return Located(value: text, line: node.line, column: node.column)
    }
}

/// A settings file that cannot be used, at the place of the problem.
public struct SettingsError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)" }
}
