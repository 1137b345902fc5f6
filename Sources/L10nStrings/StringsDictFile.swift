import Foundation

/// A `.stringsdict` table (an XML property list): per key, a plural rule (`NSStringLocalizedFormatKey`
/// with `NSStringPluralRuleType` variables), a variable-width rule or a device-specific rule.
///
/// Read with Foundation; written in Xcode's layout (tabs, keys of a rule in a fixed order, plural
/// categories in CLDR order), entries sorted by key.
public struct StringsDictFile: Sendable, Equatable {
    public var entries: [StringsDictEntry]

    public init(entries: [StringsDictEntry]) { self.entries = entries }

    /// Reads a `.stringsdict`.
    /// - Throws: ``StringsDictError`` naming the key whose shape is not one of the three rules.
    public init(data: Data) throws {
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil), let dictionary = root as? [String: Any] else {
            throw StringsDictError(key: nil, message: "not a property list dictionary; a .stringsdict is an XML plist of key → rule")
        }
        entries = try dictionary.keys.sorted().map { key in
            guard let body = dictionary[key] as? [String: Any] else {
                throw StringsDictError(key: key, message: "the value is not a dictionary")
            }
            return StringsDictEntry(key: key, rule: try StringsDictRule(body, key: key))
        }
    }

    /// The file as Xcode writes it (UTF-8 XML property list, trailing newline).
    public func serialized() -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            out += "\t<key>\(xml(entry.key))</key>\n\t<dict>\n"
            switch entry.rule {
            case .plural(let format, let variables):
                out += pair("NSStringLocalizedFormatKey", format, depth: 2)
                for variable in variables {
                    out += "\t\t<key>\(xml(variable.name))</key>\n\t\t<dict>\n"
                    out += pair("NSStringFormatSpecTypeKey", "NSStringPluralRuleType", depth: 3)
                    out += pair("NSStringFormatValueTypeKey", variable.valueType, depth: 3)
                    for (category, text) in variable.forms { out += pair(category, text, depth: 3) }
                    out += "\t\t</dict>\n"
                }
            case .variableWidth(let widths):
                out += "\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n"
                for (width, text) in widths { out += pair(String(width), text, depth: 3) }
                out += "\t\t</dict>\n"
            case .deviceSpecific(let devices):
                out += "\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n"
                for (device, text) in devices { out += pair(device, text, depth: 3) }
                out += "\t\t</dict>\n"
            }
            out += "\t</dict>\n"
        }
        out += "</dict>\n</plist>\n"
        return Array(out.utf8)
    }

    func pair(_ key: String, _ value: String, depth: Int) -> String {
        let tabs = String(repeating: "\t", count: depth)
        return "\(tabs)<key>\(xml(key))</key>\n\(tabs)<string>\(xml(value))</string>\n"
    }

    func xml(_ s: String) -> String { XMLEscaping.text(s) }
}

/// One key of a `.stringsdict`.
public struct StringsDictEntry: Sendable, Equatable {
    public var key: String
    public var rule: StringsDictRule

    public init(key: String, rule: StringsDictRule) {
        self.key = key
        self.rule = rule
    }
}

/// A plural variable of a format (`%#@files@` names `files`).
public struct PluralVariable: Sendable, Equatable {
    /// CLDR plural categories in the order Xcode writes them.
    public static let categories = ["zero", "one", "two", "few", "many", "other"]

    public var name: String
    /// `NSStringFormatValueTypeKey` (`d`, `ld`, `f`…).
    public var valueType: String
    /// Category → text, in ``categories`` order.
    public var forms: [(String, String)]

    public init(name: String, valueType: String, forms: [(String, String)]) {
        self.name = name
        self.valueType = valueType
        self.forms = forms
    }

    public static func == (a: PluralVariable, b: PluralVariable) -> Bool {
        a.name == b.name && a.valueType == b.valueType && a.forms.map(\.0) == b.forms.map(\.0) && a.forms.map(\.1) == b.forms.map(\.1)
    }
}

/// The three rule kinds of a `.stringsdict` entry.
public enum StringsDictRule: Sendable, Equatable {
    /// `NSStringLocalizedFormatKey` and its plural variables (sorted by name).
    case plural(format: String, variables: [PluralVariable])
    /// `NSStringVariableWidthRuleType`: width in ems → text, by width.
    case variableWidth([(Int, String)])
    /// `NSStringDeviceSpecificRuleType`: device (`iphone`, `ipad`, `mac`, `appletv`, `applewatch`) → text, sorted.
    case deviceSpecific([(String, String)])

    public static func == (a: StringsDictRule, b: StringsDictRule) -> Bool {
        switch (a, b) {
        case let (.plural(f1, v1), .plural(f2, v2)): return f1 == f2 && v1 == v2
        case let (.variableWidth(w1), .variableWidth(w2)): return w1.map(\.0) == w2.map(\.0) && w1.map(\.1) == w2.map(\.1)
        case let (.deviceSpecific(d1), .deviceSpecific(d2)): return d1.map(\.0) == d2.map(\.0) && d1.map(\.1) == d2.map(\.1)
        default: return false
        }
    }

    init(_ body: [String: Any], key: String) throws {
        func strings(_ value: Any?, _ what: String) throws -> [String: String] {
            guard let dictionary = value as? [String: Any] else { throw StringsDictError(key: key, message: "\(what) is not a dictionary") }
            var result: [String: String] = [:]
            for (k, v) in dictionary {
                guard let s = v as? String else { throw StringsDictError(key: key, message: "\(what).\(k) is not a string") }
                result[k] = s
            }
            return result
        }
        if let widths = body["NSStringVariableWidthRuleType"] {
            let table = try strings(widths, "NSStringVariableWidthRuleType")
            self = .variableWidth(try table.keys.map { k -> (Int, String) in
                guard let width = Int(k) else { throw StringsDictError(key: key, message: "width '\(k)' is not a number") }
                return (width, table[k]!)
            }.sorted { $0.0 < $1.0 })
            return
        }
        if let devices = body["NSStringDeviceSpecificRuleType"] {
            let table = try strings(devices, "NSStringDeviceSpecificRuleType")
            self = .deviceSpecific(table.keys.sorted().map { ($0, table[$0]!) })
            return
        }
        guard let format = body["NSStringLocalizedFormatKey"] as? String else {
            throw StringsDictError(key: key, message: "expected NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType")
        }
        var variables: [PluralVariable] = []
        for name in body.keys.sorted() where name != "NSStringLocalizedFormatKey" {
            let table = try strings(body[name], name)
            guard table["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType" else {
                throw StringsDictError(key: key, message: "variable '\(name)' is not an NSStringPluralRuleType")
            }
            let forms = PluralVariable.categories.compactMap { c in table[c].map { (c, $0) } }
            variables.append(PluralVariable(name: name, valueType: table["NSStringFormatValueTypeKey"] ?? "", forms: forms))
        }
        self = .plural(format: format, variables: variables)
    }
}

/// A `.stringsdict` whose shape is not understood.
public struct StringsDictError: Error, Sendable, CustomStringConvertible {
    public var key: String?
    public var message: String
    public var description: String { key.map { "key '\($0)': \(message)" } ?? message }
}
