import L10nStrings

/// One call in the sources that looks up a localized string with a literal key: what genstrings extracts.
public struct LocalizedStringCall: Sendable, Equatable {
    /// Which form of call it is.
    public enum Form: String, Sendable {
        /// `NSLocalizedString(key, comment)` (or a `-s` routine), Swift's labeled form included.
        case plain
        /// `…FromTable(key, table, comment)`.
        case fromTable
        /// `…FromTableInBundle(key, table, bundle, comment)`.
        case fromTableInBundle
        /// `…WithDefaultValue(key, table, bundle, value, comment)`.
        case withDefaultValue
        /// SwiftUI `Text("key", tableName:, bundle:, comment:)`.
        case swiftUIText
        /// `String(localized: "key", defaultValue:, table:, comment:)`.
        case stringInitializer
        /// `bundle.localizedString(forKey: "key", value:, table:)`, `[bundle localizedStringForKey:@"key" value: table:]`.
        case bundleMethod
        /// A call of one of the app's own wrappers (``LocalizedStringWrapper``): `LocalizedString("key", comment:)`,
        /// `"key".localized`.
        case wrapper
        /// A generated accessor's read (``GeneratedStringAccessors``): R.swift's `R.string.localizable.keyName(…)`.
        case generatedAccessor
    }

    /// The function as written (`NSLocalizedString`, `CFCopyLocalizedStringFromTable`, `Text`, `String`; a
    /// wrapper's ``LocalizedStringWrapper/displayName``).
    public var function: String
    public var form: Form
    public var key: String
    /// The table name without `.strings` (`Localizable` when the call names none).
    public var table: String
    /// The explicit default value (`value:`, `defaultValue:`, `…WithDefaultValue`), nil when the key is
    /// also the value.
    public var value: String?
    /// The comment, nil when the call passes `nil`, an empty string or something that is not a literal.
    public var comment: String?
    /// The file, and where the function name starts.
    public var path: String
    public var location: SourceLocation
    /// Where the key literal starts.
    public var keyLocation: SourceLocation
    /// When the call is the format of `String(format:…)`, `String.localizedStringWithFormat(…)` or
    /// `[NSString stringWithFormat:…]`: the number of arguments passed after it. Nil otherwise.
    public var formatArgumentCount: Int? { formatArguments?.count }
    /// When the call is such a format: the arguments passed after it, each as written in the source
    /// (`distance`, `"\(count)"`); nil otherwise.
    public var formatArguments: [String]?
    /// Whether the call is what a function or a computed property returns (`return NSLocalizedString(…)`, `static var
    /// title: String { NSLocalizedString(…) }`): its caller may format the text, which the call cannot show.
    public var isReturned = false
    /// Whether the call's text is the format of a format call whose arguments cannot be counted (`String(format: format,
    /// arguments: values)`, an array built at run time): it is formatted, with as many values as the array holds.
    public var isFormattedWithUncountedArguments = false
    /// For a key SwiftUI or `String(localized:)` builds from a literal that interpolates values: how it is
    /// built (``key`` is its ``InterpolatedKey/key``, or the key of a table it matches). Nil otherwise.
    public var interpolatedKey: InterpolatedKey?
    /// Tables a wrapper looks the key up in when ``table`` lacks it (``LocalizedStringWrapper/fallbackTables``),
    /// in order; the key is found when any of them has it.
    public var fallbackTables: [String] = []
    /// Whether a wrapper looks the key up again in another language's bundle when the user's table lacks it
    /// (``LocalizedStringWrapper/fallsBackToAnotherBundle``): the user then reads that language's text, not the key.
    public var fallsBackToAnotherBundle = false
    /// Whether ``formatArguments`` are the ones a wrapper's body passes (``LocalizedStringWrapper/bodyFormatArguments``),
    /// the same for every text it looks up: a text that reads fewer of them is one that needs no value, not one that drops it.
    public var formatsWithWrapperArguments = false
    /// The class whose bundle the call names (`bundle: Bundle(for: Manager.self)`, `[NSBundle bundleForClass:[Manager
    /// class]]`): the key is looked up in the tables of the target that compiles that class, not the caller's.
    public var bundleClass: String?
    /// Whether the call names a bundle other than the main one (`bundle: .module`, `bundle: resources`), or a wrapper's
    /// whose body does (``LocalizedStringWrapper/namesBundle``): one written out, not a class's (``bundleClass``).
    public var namesBundle = false
    /// Whether the call is the main bundle's method (`Bundle.main.localizedString(forKey:…)`), or a wrapper's whose body
    /// is (``LocalizedStringWrapper/readsMainBundle``).
    public var namesMainBundle = false
    /// When the default value the call passes is itself a lookup of a literal key (`value: NSLocalizedString("%d
    /// words", comment: "")`): that key, the text development-language users read when neither table has its own.
    public var valueLookupKey: String?

    /// Whether the call reads the app's main bundle: a call of Apple's own (not a wrapper, an accessor, or a bundle's
    /// method, whose bundle lies elsewhere) that names no other bundle: `NSLocalizedString`, `Text` and
    /// `String(localized:)` read `Bundle.main` unless told otherwise, wherever their code is compiled; and one that
    /// names the main bundle (``namesMainBundle``).
    public var readsMainBundle: Bool {
        guard bundleClass == nil, !namesBundle else { return false }
        if namesMainBundle { return true }
        switch form {
        case .plain, .fromTable, .fromTableInBundle, .withDefaultValue, .swiftUIText, .stringInitializer: return true
        case .bundleMethod, .wrapper, .generatedAccessor: return false
        }
    }

    public init(function: String, form: Form, key: String, table: String, value: String?, comment: String?, path: String,
                location: SourceLocation, keyLocation: SourceLocation, formatArguments: [String]? = nil) {
        self.function = function
        self.form = form
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.path = path
        self.location = location
        self.keyLocation = keyLocation
        self.formatArguments = formatArguments
    }

    /// Whether a name (or an expression) says it localizes: `NSLocalizedString`, `localized`, `localizedString(for:)`,
    /// `Localizations`. The scans that cannot read a lookup's form ask it of the names around one. Foundation's own
    /// members that compare, search or recase a text by the user's locale (``foundationLocaleMembers``) look nothing up.
    public static func namesLocalizing(_ text: String) -> Bool {
        text.lowercased().contains("locali") && !foundationLocaleMembers.contains(text)
    }

    /// The members of Foundation's strings and errors whose names begin with `localized` and that look nothing up in a
    /// table: a search filter's `title.localizedCaseInsensitiveContains(query)` says nothing of what `title` holds.
    public static let foundationLocaleMembers: Set<String> = [
        "localizedCapitalized", "localizedLowercase", "localizedUppercase", "localizedCompare", "localizedCaseInsensitiveCompare",
        "localizedCaseInsensitiveContains", "localizedStandardCompare", "localizedStandardContains", "localizedStandardRange",
        "localizedDescription", "localizedFailureReason", "localizedRecoverySuggestion", "localizedRecoveryOptions",
    ]

    /// The value the development language shows: the explicit value, else the key.
    /// (Foundation returns the key when the value is empty too: `NSLocalizedString(key, value: "", comment:)`.)
    public var developmentValue: String { value.flatMap { $0.isEmpty ? nil : $0 } ?? key }
}

/// A localized-string call whose key (or table) is not a literal: genstrings cannot extract it and no
/// check can tell whether a table has it.
public struct UncheckableLocalizedString: Sendable, Equatable {
    public var function: String
    /// Why: `the key is not a string literal`, `the key interpolates values`, `the table name is not a
    /// string literal`.
    public var reason: String
    /// The key argument as written (`key`, `"Hello \(name)"`).
    public var argument: String
    public var path: String
    public var location: SourceLocation
    /// The table the call looks in (`Localizable` when it names none), or nil when its name is not a
    /// literal either.
    public var table: String?
    /// True for a wrapper's own lookup of its parameter when no call of the wrapper is read: the wrapper is
    /// never called with a key a literal names, and a call with a key built at run time is listed on its own.
    /// Such a lookup adds no key of its own to those the app may look up.
    public var inUncalledWrapper = false
    /// Where the function is declared whose parameter the key is (`GLUCLoc(NSString *key)` looking `key` up in a
    /// table it computes); nil for any other key.
    var keyParameterOf: SourceLocation?
    /// True for such a lookup in a wrapper's own body, beside the lookup that makes it a wrapper (Glucosio's
    /// `GLUCLoc` tries a per-language table of its own first): its keys are those the wrapper's callers pass.
    public var inWrapperBody = false
    /// True for a key read by a literal key from a dictionary its file writes out as literals
    /// (`options["calendar"]!`): one of the sources' literals, not data the app loads.
    public var keyFromWrittenDictionary = false
    /// For a SwiftUI key of values only (`Text("\(count)")`, `Text("\(version) 1.0.0")`): its shape, a format
    /// specifier for each value. Which key it is the values' types say, but it is one of that shape.
    public var interpolatedShape: InterpolatedKey?

    public init(function: String, reason: String, argument: String, path: String, location: SourceLocation, table: String? = nil) {
        self.function = function
        self.reason = reason
        self.argument = argument
        self.path = path
        self.location = location
        self.table = table
    }
}
