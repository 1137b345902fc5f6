import Foundation

/// A `.stringsdict`: its plural keys (a format such as `%#@files@` and each argument's plural forms) and
/// its variable-width and device-specific keys, with the line and column of every key and text, for
/// plural checks, catalog conversion and editing.
///
/// Read from XML property lists with locations; written in the layout Xcode and `plutil` use (tabs, keys
/// as given). An unmodified file is written back byte for byte. Plural-only callers use ``entries`` and
/// never see ``choiceRules``, which are kept and written back all the same.
public struct StringsdictPlurals: Sendable {
    /// One key of the table.
    public struct Entry: Equatable, Sendable {
        public var key: String
        /// `NSStringLocalizedFormatKey`: the text with `%#@argument@` placeholders.
        public var format: String
        public var arguments: [Argument]
        public var line: Int
        public var column: Int

        public init(key: String, format: String, arguments: [Argument], line: Int = 0, column: Int = 0) {
            self.key = key
            self.format = format
            self.arguments = arguments
            self.line = line
            self.column = column
        }
    }

    /// One `%#@argument@` of a format: its plural forms.
    public struct Argument: Equatable, Sendable {
        public var name: String
        /// `NSStringFormatValueTypeKey` (`d`, `lld`, `@`).
        public var valueType: String?
        /// `NSStringFormatSpecTypeKey`, normally `NSStringPluralRuleType`.
        public var specType: String
        /// The forms in CLDR order.
        public var forms: [CatalogPluralForm]

        public init(name: String, valueType: String?, specType: String = "NSStringPluralRuleType", forms: [CatalogPluralForm]) {
            self.name = name
            self.valueType = valueType
            self.specType = specType
            self.forms = forms
        }
    }

    /// A key whose text is chosen by the width available or by the device instead of by a number.
    public struct ChoiceRule: Equatable, Sendable {
        /// The rule's key inside the entry, as written in the file.
        public enum Kind: String, Sendable {
            /// Choices named by a width in ems (`"20"`), in increasing width.
            case variableWidth = "NSStringVariableWidthRuleType"
            /// Choices named by a device (`iphone`, `ipad`, `mac`, `appletv`, `applewatch`…), sorted by name.
            case deviceSpecific = "NSStringDeviceSpecificRuleType"
        }

        public var key: String
        public var kind: Kind
        public var choices: [Choice]
        public var line: Int
        public var column: Int

        public init(key: String, kind: Kind, choices: [Choice], line: Int = 0, column: Int = 0) {
            self.key = key
            self.kind = kind
            self.choices = choices
            self.line = line
            self.column = column
        }

        /// Widths by number (Xcode would sort "20" before "5"), devices by name.
        static func ordered(_ choices: [Choice], _ kind: Kind) -> [Choice] {
            switch kind {
            case .variableWidth: choices.sorted { (Int($0.name) ?? 0, $0.name) < (Int($1.name) ?? 0, $1.name) }
            case .deviceSpecific: choices.sorted { $0.name < $1.name }
            }
        }
    }

    /// One text of a ``ChoiceRule``: the width or device it is for, and where the text is.
    public struct Choice: Equatable, Sendable {
        public var name: String
        public var value: String
        public var line: Int
        public var column: Int

        public init(name: String, value: String, line: Int = 0, column: Int = 0) {
            self.name = name
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// The plural keys in file order.
    public var entries: [Entry] { didSet { original = nil } }
    /// The variable-width and device-specific keys in file order; written after ``entries``.
    public var choiceRules: [ChoiceRule] { didSet { original = nil } }
    var original: [UInt8]?

    /// A table made in memory.
    public init(entries: [Entry], choiceRules: [ChoiceRule] = []) {
        self.entries = entries
        self.choiceRules = choiceRules
        original = nil
    }

    /// Reads a `.stringsdict` (XML property list).
    /// - Throws: ``LocalizationFormatError`` with the location of malformed XML or an entry without a format.
    public init(bytes: [UInt8]) throws(LocalizationFormatError) {
        let root = try PropertyListNode.parse(Data(bytes))
        guard let members = root.members else { throw LocalizationFormatError("a .stringsdict holds a <dict> of keys", line: 1, column: 1) }
        var entries: [Entry] = []
        var choiceRules: [ChoiceRule] = []
        for member in members {
            guard let body = member.value.members else {
                throw LocalizationFormatError("the value of key \"\(member.key)\" must be a <dict>", line: member.line, column: member.column)
            }
            guard let format = body.last(where: { $0.key == "NSStringLocalizedFormatKey" })?.value.stringValue else {
                if let rule = try Self.choiceRule(member, body) {
                    choiceRules.append(rule)
                    continue
                }
                throw LocalizationFormatError("key \"\(member.key)\" has no NSStringLocalizedFormatKey string; add the format, e.g. %#@count@"
                                              + " (or an NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType dict)",
                                         line: member.line, column: member.column)
            }
            var arguments: [Argument] = []
            for argument in body where argument.key != "NSStringLocalizedFormatKey" {
                guard let rule = argument.value.members else { continue }
                let forms = rule.compactMap { form -> CatalogPluralForm? in
                    guard let category = PluralCategory(rawValue: form.key), case .string(let text, let line, let column) = form.value else { return nil }
                    return CatalogPluralForm(category: category, unit: CatalogStringUnit(state: nil, value: text, line: line, column: column))
                }.sorted { $0.category < $1.category }
                arguments.append(Argument(name: argument.key, valueType: argument.value["NSStringFormatValueTypeKey"]?.stringValue,
                                          specType: argument.value["NSStringFormatSpecTypeKey"]?.stringValue ?? "NSStringPluralRuleType", forms: forms))
            }
            entries.append(Entry(key: member.key, format: format, arguments: arguments, line: member.line, column: member.column))
        }
        self.entries = entries
        self.choiceRules = choiceRules
        original = bytes
    }

    /// The variable-width or device-specific rule of an entry without a format, or nil if it has neither.
    static func choiceRule(_ member: PropertyListNode.Member, _ body: [PropertyListNode.Member]) throws(LocalizationFormatError) -> ChoiceRule? {
        guard let rule = body.last(where: { ChoiceRule.Kind(rawValue: $0.key) != nil }), let kind = ChoiceRule.Kind(rawValue: rule.key) else { return nil }
        guard let table = rule.value.members else {
            throw LocalizationFormatError("key \"\(member.key)\": the value of \(kind.rawValue) must be a <dict> of choices", line: rule.line, column: rule.column)
        }
        var choices: [Choice] = []
        for choice in table {
            guard case .string(let text, let line, let column) = choice.value else {
                throw LocalizationFormatError("key \"\(member.key)\": the \(kind.rawValue) choice \"\(choice.key)\" must be a <string>",
                                              line: choice.line, column: choice.column)
            }
            if kind == .variableWidth, Int(choice.key) == nil {
                throw LocalizationFormatError("key \"\(member.key)\": the width \"\(choice.key)\" is not a whole number of ems; use e.g. <key>20</key>",
                                              line: choice.line, column: choice.column)
            }
            choices.append(Choice(name: choice.key, value: text, line: line, column: column))
        }
        return ChoiceRule(key: member.key, kind: kind, choices: ChoiceRule.ordered(choices, kind), line: member.line, column: member.column)
    }

    /// Reads the table at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: url)))
    }

    /// The entry for `key` (the last if repeated), or nil.
    public func entry(forKey key: String) -> Entry? { entries.last { $0.key == key } }

    /// The variable-width or device-specific rule for `key` (the last if repeated), or nil.
    public func choiceRule(forKey key: String) -> ChoiceRule? { choiceRules.last { $0.key == key } }

    /// Every plural form of `key`, each with the full text a user sees (the other arguments at `other`).
    public func pluralVariants(forKey key: String) -> [PluralVariant] {
        guard let entry = entry(forKey: key) else { return [] }
        var result: [PluralVariant] = []
        for argument in entry.arguments {
            for form in argument.forms {
                var text = entry.format.replacingOccurrences(of: "%#@\(argument.name)@", with: form.unit.value)
                for other in entry.arguments where other.name != argument.name {
                    text = text.replacingOccurrences(of: "%#@\(other.name)@", with: other.forms.first { $0.category == .other }?.unit.value ?? "")
                }
                result.append(PluralVariant(category: form.category, argument: argument.name, value: form.unit.value, text: text,
                                            valueType: argument.valueType, line: form.unit.line, column: form.unit.column))
            }
        }
        return result
    }

    /// The file's bytes: as read when unmodified, else an XML property list laid out as Xcode writes one.
    public func serialized() -> [UInt8] {
        if let original { return original }
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        for entry in entries {
            out += "\t<key>\(Self.escape(entry.key))</key>\n\t<dict>\n"
            out += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(Self.escape(entry.format))</string>\n"
            for argument in entry.arguments {
                out += "\t\t<key>\(Self.escape(argument.name))</key>\n\t\t<dict>\n"
                out += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>\(Self.escape(argument.specType))</string>\n"
                if let valueType = argument.valueType {
                    out += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(Self.escape(valueType))</string>\n"
                }
                for form in argument.forms.sorted(by: { $0.category < $1.category }) {
                    out += "\t\t\t<key>\(form.category.rawValue)</key>\n\t\t\t<string>\(Self.escape(form.unit.value))</string>\n"
                }
                out += "\t\t</dict>\n"
            }
            out += "\t</dict>\n"
        }
        for rule in choiceRules {
            out += "\t<key>\(Self.escape(rule.key))</key>\n\t<dict>\n"
            out += "\t\t<key>\(rule.kind.rawValue)</key>\n\t\t<dict>\n"
            for choice in ChoiceRule.ordered(rule.choices, rule.kind) {
                out += "\t\t\t<key>\(Self.escape(choice.name))</key>\n\t\t\t<string>\(Self.escape(choice.value))</string>\n"
            }
            out += "\t\t</dict>\n\t</dict>\n"
        }
        out += "</dict>\n</plist>\n"
        return Array(out.utf8)
    }

    static func escape(_ text: String) -> String { XMLEscaping.text(text) }
}
