import L10nStrings

/// A function, method, property or macro of the app that looks a string up by a key its caller passes: its
/// body hands one of its parameters (or, for a `String` extension member, `self`) to `NSLocalizedString` or
/// another recognised routine as the key. Its call sites with a literal key are lookups of that key.
///
/// Found from the declaration itself, never from its name: `func LocalizedString(_ key: String, tableName:
/// String? = nil, value: String? = nil, comment: String) -> String { NSLocalizedString(key, tableName:
/// tableName, …) }`, `extension String { var localized: String { NSLocalizedString(self, comment: "") } }`,
/// `- (NSString *)localizedStringForKey:(NSString *)key { return NSLocalizedString(key, nil); }`,
/// `#define L(key) NSLocalizedStringFromTable(key, @"Main", nil)`. A wrapper may forward to another wrapper.
/// The one exception: a localization library's `String` member (`"Cancel".localize`, `"Hi".localized()`) that
/// Swift sources call on a literal but never declare stands for the library's lookup in `Localizable`.
public struct LocalizedStringWrapper: Sendable, Equatable {
    /// How the wrapper is called.
    public enum Kind: String, Sendable {
        /// A Swift or C function, or a Swift method: `name(key, …)` (a method of a type also `x.name(key, …)`).
        case function
        /// An Objective-C method: `[receiver part:key other:…]`.
        case selector
        /// An Objective-C `#define NAME(key, …)`: `NAME(key, …)`.
        case macro
        /// A property or method of a `String` (`NSString`) extension or category whose receiver is the key:
        /// `"Settings".localized`, `"Hi".localized(comment: "…")`, `[@"Settings" localized]`.
        case stringMember
    }

    /// Where the routine the wrapper calls takes a value from.
    public enum Binding: Sendable, Equatable {
        /// The wrapper's parameter at this index.
        case parameter(Int)
        /// A literal the wrapper passes itself.
        case literal(String)
        /// The routine's default (no table: `Localizable`; no value: the key).
        case none
    }

    /// One parameter of the wrapper.
    public struct Parameter: Sendable, Equatable {
        /// The label callers write (Swift's argument label, an Objective-C selector part); nil when unlabeled.
        public var label: String?
        /// The name the body uses.
        public var name: String
        /// Whether callers may leave it out (Swift `= …`).
        public var hasDefault: Bool
        /// The default when it is a string literal (`table: String = "Main"`).
        public var defaultLiteral: String?
        /// Whether it takes any number of arguments, none included (Swift `_ args: CVarArg...`: SwiftGen's `tr`).
        public var isVariadic: Bool
        /// The name its Swift type starts with (`String` of `String?`, `LocalizedStringKey`); nil where not read.
        public var typeName: String?
        /// The case its default names, when that is an enum case (`android` of `table: Table = .android` or
        /// `= Table.android`).
        public var defaultMember: String?

        public init(label: String?, name: String, hasDefault: Bool, defaultLiteral: String? = nil, isVariadic: Bool = false, typeName: String? = nil,
                    defaultMember: String? = nil) {
            self.label = label
            self.name = name
            self.hasDefault = hasDefault
            self.defaultLiteral = defaultLiteral
            self.isVariadic = isVariadic
            self.typeName = typeName
            self.defaultMember = defaultMember
        }
    }

    public var kind: Kind
    /// The function, macro or member name; for a selector, its first part (``parameters`` hold the parts).
    public var name: String
    public var parameters: [Parameter]
    /// A ``Kind/stringMember`` read as a property (`"k".localized`), not called.
    public var isProperty: Bool
    /// A Swift method declared in a type, which callers may reach as `x.name(…)`.
    public var isMember: Bool
    /// A `static` or `class` method: `x.name(…)` calls it only when `x` names a type (`Alerts.error`), never
    /// through an instance (`logger.error("…")` is `Logger`'s).
    public var isStatic = false
    /// The key: a parameter, or ``Binding/none`` for a string member's receiver.
    public var key: Binding
    public var table: Binding
    /// The enum whose raw value the table parameter passes (`tableName: table.rawValue` of `table: Table`, an
    /// `enum Table: String`): callers name the table by its case (`l("verses", table: .android)`).
    public var tableRawValueType: String?
    public var value: Binding
    public var comment: Binding
    /// Tables the wrapper looks the same key up in when ``table`` does not have it: its body compares the
    /// first lookup's result with the key and, when they are equal, looks again (`let s =
    /// NSLocalizedString(self, tableName: "Widget", comment: ""); if s != self { return s }; return
    /// NSLocalizedString(self, comment: "")`). A key any of them has is found.
    public var fallbackTables: [Binding] = []
    /// Whether the body looks the same key up in the same table again, after comparing the first result with
    /// the key: in another bundle, another language's (deltachat's `String.localized`, which reads `en.lproj`
    /// when the user's table lacks the key). A key the language lacks then shows that language's text.
    public var fallsBackToAnotherBundle = false
    /// Whether this lookup of the body comes after a comparison of a result with the key: a fallback of an
    /// earlier lookup in the same declaration, not the wrapper's first table.
    var isFallback = false
    /// The variadic parameter (`_ args: CVarArg...`) whose values the body formats the text it looks up with
    /// (`String(format: NSLocalizedString(key, comment: ""), arguments: args)`): what a caller passes there are the
    /// format's arguments (`.localized("Reboot %@", arguments: model)`).
    public var formatParameter: Int?
    /// The arguments the body itself formats the text it looks up with, as written (`String(format: String(localized:
    /// key), displayName)`, Pin It's `AppInfo.localized`): every caller's text is a format given them.
    public var bodyFormatArguments: [String]?
    /// Whether the body looks the key up in the main bundle by name (`Bundle.main.localizedString(forKey: self, value: self,
    /// table: nil)`, PopcornTime's `String.localized`, which its framework compiles too): the app's tables, wherever the
    /// wrapper's caller is compiled.
    public var readsMainBundle = false
    /// Whether the body looks the key up in a bundle it names other than the main one (`Bundle.module.localizedString(forKey:
    /// key, value: nil, table: table)` of Tuist's and SwiftGen's generated `tr`, `NSLocalizedString(key, bundle: .module,
    /// comment: "")`): its callers read that bundle's tables.
    public var namesBundle = false
    /// The declaration's file, and where its name starts.
    public var path: String
    public var location: SourceLocation

    public init(kind: Kind, name: String, parameters: [Parameter], isProperty: Bool = false, isMember: Bool = false,
                key: Binding, table: Binding = .none, value: Binding = .none, comment: Binding = .none,
                path: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.isProperty = isProperty
        self.isMember = isMember
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.path = path
        self.location = location
    }

    /// The name as messages show it: `LocalizedString`, `localizedStringForKey:`, `String.localized`.
    public var displayName: String {
        switch kind {
        case .function, .macro: return name
        case .selector: return parameters.map { ($0.label ?? "") + ":" }.joined()
        case .stringMember: return "String." + name
        }
    }

    /// What identifies the wrapper among others of the sources: two declarations with the same identity
    /// (the same helper in two targets) are called alike.
    var identity: String {
        kind.rawValue + "|" + name + "|" + parameters.map { $0.label ?? "_" }.joined(separator: ",") + "|" + (isProperty ? "p" : "")
    }
}
