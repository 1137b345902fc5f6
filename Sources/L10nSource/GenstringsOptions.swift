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
    /// Read the app's own wrappers (``LocalizedStringWrapper``): a call of one with a literal key is a lookup
    /// of that key, and the wrapper's own `NSLocalizedString(key, …)` is no dynamic key. genstrings knows
    /// only the routines named with `-s`, so extraction leaves it off; checks of what code looks up turn it on.
    public var wrappers = false
    /// Read a key written as a conditional of literals (`NSLocalizedString(isOn ? "Yes" : "No", …)`) as
    /// lookups of each; genstrings rejects such a key (not a literal), so extraction leaves it off.
    public var ternaryKeys = false
    /// Read the SwiftUI views whose title is a localized key as `Text`'s is (`Button("Save")`,
    /// `TextField("Name", text:)`, `Toggle`, `Label`, `Section`…), in files that import SwiftUI. genstrings' `-SwiftUI`
    /// reads `Text` only, so extraction leaves it off; checks of what code looks up turn it on.
    public var swiftUIControls = false
    /// Read a key kept in a string constant the sources declare (`NSLocalizedString(kCancelTitle, nil)` with
    /// `#define kCancelTitle @"Cancel"`, `Constants.logout.localized`) as a lookup of the constant's text;
    /// genstrings reads literals only, so extraction leaves it off.
    public var constantKeys = false
    /// Read Foundation's own lookup, `bundle.localizedString(forKey:value:table:)` (Objective-C's
    /// `localizedStringForKey:value:table:`), which apps that switch language in the app call on a language's
    /// bundle; genstrings reads the `NSLocalizedString` family only, so extraction leaves it off.
    public var bundleMethods = false
    /// Read a key of SwiftUI or `String(localized:)` that interpolates values (`Text("of \(total)")`) as the
    /// key it looks up, a format specifier for each value by its type (``InterpolatedKey``: `"of %lld"`);
    /// genstrings rejects a key that is not a plain literal, so extraction leaves it off.
    public var interpolatedKeys = false

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

    /// Every form this package reads (SwiftUI `Text` and `String(localized:)` included, the app's wrappers and
    /// conditional keys too): what the code can look up at run time, for checks rather than for writing
    /// genstrings' tables.
    public static func allForms(customRoutines: [String] = []) -> GenstringsOptions {
        var options = GenstringsOptions(customRoutines: customRoutines, swiftUI: true, stringInitializers: true)
        options.wrappers = true
        options.ternaryKeys = true
        options.swiftUIControls = true
        options.constantKeys = true
        options.bundleMethods = true
        options.interpolatedKeys = true
        return options
    }
}
