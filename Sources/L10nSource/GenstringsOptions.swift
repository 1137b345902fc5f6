/// What the scanner recognizes, as genstrings' options say it.
public struct GenstringsOptions: Sendable, Equatable {
    /// The routine families recognized: each name `R` also stands for `RFromTable`, `RFromTableInBundle` and
    /// `RWithDefaultValue` (genstrings' `-s R`). The defaults are `NSLocalizedString` and
    /// `CFCopyLocalizedString`; routines added with ``init(customRoutines:swiftUI:stringInitializers:positionalParameters:skipTables:)``
    /// come beside them.
    public var routines: [String]
    /// `-SwiftUI`: SwiftUI's `Text("key", tableName:, bundle:, comment:)`.
    public var swiftUI: Bool
    /// `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)`, which Xcode's
    /// String Catalog extraction reads (genstrings does not).
    public var stringInitializers: Bool
    /// Number the format specifiers of values with several of them (`%1$@ %2$@`); off is
    /// `-noPositionalParameters`.
    public var positionalParameters: Bool
    /// Tables left out (`-skipTable`), by name without `.strings`.
    public var skipTables: [String]

    public static let defaultRoutines = ["NSLocalizedString", "CFCopyLocalizedString"]

    /// genstrings' defaults plus `customRoutines` (its `-s` options).
    public init(customRoutines: [String] = [], swiftUI: Bool = false, stringInitializers: Bool = false,
                positionalParameters: Bool = true, skipTables: [String] = []) {
        var routines = Self.defaultRoutines
        for routine in customRoutines where !routines.contains(routine) { routines.append(routine) }
        self.routines = routines
        self.swiftUI = swiftUI
        self.stringInitializers = stringInitializers
        self.positionalParameters = positionalParameters
        self.skipTables = skipTables
    }

    /// Every form this package reads (SwiftUI `Text` and `String(localized:)` included): what the code
    /// can look up at run time, for checks rather than for writing genstrings' tables.
    public static func allForms(customRoutines: [String] = []) -> GenstringsOptions {
        GenstringsOptions(customRoutines: customRoutines, swiftUI: true, stringInitializers: true)
    }
}
