import Foundation

/// The plural keys of a `.stringsdict`: for each key, a format (`%#@files@`) and each argument's plural
/// forms, with the line and column of every form, for plural checks and catalog conversion.
///
/// Read from XML property lists with locations; written in the layout Xcode and `plutil` use (tabs, keys
/// as given). An unmodified file is written back byte for byte. Rules other than plural (variable width,
/// device) are skipped here.
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

    /// The entries in file order.
    public var entries: [Entry] { didSet { original = nil } }
    var original: [UInt8]?

    /// A table made in memory.
    public init(entries: [Entry]) {
        self.entries = entries
        original = nil
    }

    /// Reads a `.stringsdict` (XML property list).
    /// - Throws: ``LocalizationFormatError`` with the location of malformed XML or an entry without a format.
    public init(bytes: [UInt8]) throws(LocalizationFormatError) {
        let root = try PropertyListNode.parse(Data(bytes))
        guard let members = root.members else { throw LocalizationFormatError("a .stringsdict holds a <dict> of keys", line: 1, column: 1) }
        var entries: [Entry] = []
        for member in members {
            guard let body = member.value.members else {
                throw LocalizationFormatError("the value of key \"\(member.key)\" must be a <dict>", line: member.line, column: member.column)
            }
            guard let format = body.last(where: { $0.key == "NSStringLocalizedFormatKey" })?.value.stringValue else {
                throw LocalizationFormatError("key \"\(member.key)\" has no NSStringLocalizedFormatKey string; add the format, e.g. %#@count@",
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
        original = bytes
    }

    /// Reads the table at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: url)))
    }

    /// The entry for `key` (the last if repeated), or nil.
    public func entry(forKey key: String) -> Entry? { entries.last { $0.key == key } }

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
                                            line: form.unit.line, column: form.unit.column))
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
        out += "</dict>\n</plist>\n"
        return Array(out.utf8)
    }

    static func escape(_ text: String) -> String { XMLEscaping.text(text) }
}
