import L10nStrings

/// Finds the localized-string calls of a source file, as genstrings reads them: the routine families of
/// ``GenstringsOptions/routines`` (`NSLocalizedString`, `…FromTable`, `…FromTableInBundle`,
/// `…WithDefaultValue`, `CFCopyLocalizedString…`, Swift's `tableName:`/`bundle:`/`value:`/`comment:`
/// labels), SwiftUI `Text("…")` and `String(localized:)` when the options ask for them.
///
/// Keys, tables and values must be literals (Objective-C adjacent literals are joined, `CFSTR("…")` is
/// unwrapped); a call with any other key is listed as ``UncheckableLocalizedString``. Declarations of
/// functions with these names (`func NSLocalizedString(…)`, `NSString *MyLocalizedString(…)`) and member
/// calls (`x.NSLocalizedString(…)`) are not calls of the routine. Inside an Objective-C `#define` only
/// calls with a literal key count (a macro's parameter is not a dynamic key).
public enum LocalizedStringScanner {
    /// The calls of one scan, in source order.
    public struct Result: Sendable, Equatable {
        public var calls: [LocalizedStringCall] = []
        public var uncheckable: [UncheckableLocalizedString] = []
        /// The wrappers whose declarations the scan read (``GenstringsOptions/wrappers``), in source order.
        public var wrappers: [LocalizedStringWrapper] = []
        /// A wrapper's own `NSLocalizedString(key, …)`: not listed as uncheckable while some call of the
        /// wrapper is read (its keys are the callers'), listed when none is.
        var forwarding: [Forwarding] = []
        /// The identities of the wrappers with a call site in the scan.
        var wrappersCalled: Set<String> = []
        /// SwiftUI's and `String(localized:)`'s keys of values and signs only (`Text("\(count)")`, key `%lld`), each
        /// also listed as uncheckable: the lookup is one of the key a table has (a catalog Xcode extracted it into,
        /// where a translation may mangle it), which only the tables' keys tell.
        public var wordless: [LocalizedStringCall] = []

        /// The uncheckable lookups that may look up keys no literal names: all but those of wrappers nothing
        /// calls (``UncheckableLocalizedString/inUncalledWrapper``) and a wrapper's other lookups of its key
        /// (``UncheckableLocalizedString/inWrapperBody``).
        public var uncheckableKeys: [UncheckableLocalizedString] { uncheckable.filter { !$0.inUncalledWrapper && !$0.inWrapperBody } }

        public init(calls: [LocalizedStringCall] = [], uncheckable: [UncheckableLocalizedString] = []) {
            self.calls = calls
            self.uncheckable = uncheckable
        }
    }

    /// A call inside a wrapper that passes the wrapper's parameter on as the key.
    struct Forwarding: Sendable, Equatable {
        var wrapper: LocalizedStringWrapper
        var call: UncheckableLocalizedString
    }

    /// The calls of `files`, file after file in the order given (the order genstrings reads them, which
    /// decides which value wins when a key has several).
    public static func scan(_ files: [SourceFile], options: GenstringsOptions = GenstringsOptions()) -> Result {
        var result = Result()
        for fileResult in scanEach(files, options: options) {
            result.calls += fileResult.calls
            result.uncheckable += fileResult.uncheckable
            result.wrappers += fileResult.wrappers
        }
        return result
    }

    /// The calls of one file (wrappers: those the file declares).
    public static func scan(_ file: SourceFile, options: GenstringsOptions = GenstringsOptions()) -> Result {
        scanEach([file], options: options).first ?? Result()
    }

    /// The file names of the headers Objective-C and C sources import with quotes (`#import "common.h"`,
    /// `#include "Macros.h"`; a framework's `<UIKit/UIKit.h>` is not the app's).
    static func importedHeaderNames(_ files: [SourceFile]) -> Set<String> {
        var names = Set<String>()
        for file in files where file.language != .swift {
            let tokens = file.tokens
            // `#import "Folder/common.h"`: the directive, then a quoted path on its line (not `<UIKit/UIKit.h>`).
            for (index, token) in tokens.enumerated().dropLast() where token.kind == .pound && tokens[index + 1].line == token.line {
                let directive = file.text(of: token).filter { !$0.isWhitespace }
                guard directive == "#import" || directive == "#include", let path = file.literal(of: tokens[index + 1])?.value else { continue }
                names.insert(String(path.split(separator: "/").last ?? ""))
            }
        }
        return names
    }

    /// The calls of each of `files`, one result per file (see ``scanEach(_:headers:constantFiles:options:constants:)``).
    public static func scanEach(_ files: [SourceFile], headers: [SourceFile] = [], constantFiles: [SourceFile] = [],
                                options: GenstringsOptions = GenstringsOptions()) -> [Result] {
        scanEach(files, headers: headers, constantFiles: constantFiles, options: options, constants: nil)
    }

    /// The calls of each of `files`, one result per file. With ``GenstringsOptions/wrappers`` the wrappers
    /// are found first in all of `files` and `headers` (a wrapper may forward to another, a macro of a header
    /// to a method), then their calls are read in every file; `headers` are not scanned for calls.
    /// `constants`: the string constants of all those files, when the caller has read them already.
    static func scanEach(_ files: [SourceFile], headers: [SourceFile] = [], constantFiles: [SourceFile] = [],
                         options: GenstringsOptions = GenstringsOptions(), constants known: StringConstants?) -> [Result] {
        let names = routineNames(options)
        let constants = options.constantKeys ? known ?? StringConstants(files: files + headers + constantFiles) : StringConstants()
        let valueTypes = options.interpolatedKeys ? ValueTypes(files: files) : ValueTypes()
        let keyParameters = options.swiftUIControls ? KeyParameters(files: files, controls: Scanner.swiftUIControls) : KeyParameters()
        var wrappers = WrapperTable()
        if options.wrappers {
            // A header a compiled file imports by name (Bootstrap's `common.h`, with its `#define Localized(x)
            // NSLocalizedString(x,nil)`) is part of that file's compile, though no implementation file matches it.
            let imported = importedHeaderNames(files)
            let importedHeaders = imported.isEmpty ? [] : constantFiles.filter { imported.contains(String($0.path.split(separator: "/").last ?? "")) }
            // Each round finds the wrappers that forward to a routine or to a wrapper of the rounds before.
            for _ in 0..<4 {
                var added = false
                for file in files + headers + importedHeaders {
                    for wrapper in scanFile(file, names: names, options: options, wrappers: wrappers, constants: constants).wrappers where wrappers.add(wrapper) {
                        added = true
                    }
                }
                if !added { break }
            }
            for wrapper in libraryMembers(called: files, declared: files + headers, known: wrappers) { _ = wrappers.add(wrapper) }
        }
        var results = files.map {
            scanFile($0, names: names, options: options, wrappers: wrappers, constants: constants, valueTypes: valueTypes, keyParameters: keyParameters)
        }
        let called = results.reduce(into: Set<String>()) { $0.formUnion($1.wrappersCalled) }
        for index in results.indices where !results[index].forwarding.isEmpty {
            var listed = false
            for forwarding in results[index].forwarding where !called.contains(forwarding.wrapper.identity) {
                var call = forwarding.call
                call.reason += ", and no call of \(forwarding.wrapper.displayName) the scan reads passes one"
                call.inUncalledWrapper = true
                results[index].uncheckable.append(call)
                listed = true
            }
            if listed { results[index].uncheckable.sort { $0.location < $1.location } }
        }
        // A wrapper's other lookups of its key parameter look up its callers' keys.
        for index in results.indices {
            let declarations = Set(results[index].wrappers.map(\.location))
            guard !declarations.isEmpty else { continue }
            for call in results[index].uncheckable.indices {
                if let declaration = results[index].uncheckable[call].keyParameterOf, declarations.contains(declaration) {
                    results[index].uncheckable[call].inWrapperBody = true
                }
            }
        }
        return results
    }

    /// The names localization libraries give their `String` member that looks the string up in `Localizable`
    /// (Localize-Swift's `"Hello".localized()`, DGLocalization's `"Hello".localize`, and the like).
    static let libraryMemberNames: Set<String> = ["localized", "localize", "localised", "localizedString"]

    /// The method of the "LocalizationSystem" class apps copy for in-app language switching (see ``libraryMembers(called:declared:known:)``).
    static let libraryKeyMethod = "localizedStringForKey"

    /// Wrappers for the library members Swift sources call on a string literal (`"Cancel".localize`) when no
    /// source declares a member of that name: the library is a dependency the repository does not hold, and its
    /// member looks the receiver up as a key, with the call's form (a property, or called without arguments).
    static func libraryMembers(called files: [SourceFile], declared: [SourceFile], known: WrapperTable) -> [LocalizedStringWrapper] {
        let lengths = Set(libraryMemberNames.map(\.utf8.count)).union([libraryKeyMethod.utf8.count])
        let called = Set(files.map(\.path))
        var used: [String: (property: Bool, method: Bool)] = [:]
        var declaredNames = Set<String>()
        var usesLibraryKeyMethod = false
        for file in declared where file.language == .swift {
            let tokens = file.tokens
            for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && lengths.contains(tokens[index].end - tokens[index].start) {
                let name = file.text(of: tokens[index])
                if name == libraryKeyMethod {
                    if file.token(tokens[index - 1], is: "func") { declaredNames.insert(name) }
                    // `.localizedStringForKey(key: "policy", …)`
                    else if called.contains(file.path), file.token(tokens[index - 1], is: "."), index + 4 < tokens.count,
                            file.token(tokens[index + 1], is: "("), file.token(tokens[index + 2], is: "key"), file.token(tokens[index + 3], is: ":"),
                            tokens[index + 4].kind == .string {
                        usesLibraryKeyMethod = true
                    }
                    continue
                }
                guard libraryMemberNames.contains(name) else { continue }
                if file.token(tokens[index - 1], is: "var") || file.token(tokens[index - 1], is: "func") || file.token(tokens[index - 1], is: "let") {
                    // (Only an extension's or a protocol's member may be a string's: openfoodfacts' `NutrimentItem` has a
                    // `let localized: InfoRowKey`, and its `"generic.cancel".localized` is IBLocalizable's.)
                    if Self.isExtensionOrProtocolMember(index, in: file) { declaredNames.insert(name) }
                } else if called.contains(file.path), index >= 2, file.token(tokens[index - 1], is: "."), tokens[index - 2].kind == .string {
                    let isCall = index + 2 < tokens.count && file.token(tokens[index + 1], is: "(") && file.token(tokens[index + 2], is: ")")
                    if isCall { used[name, default: (false, false)].method = true } else { used[name, default: (false, false)].property = true }
                }
            }
        }
        var wrappers: [LocalizedStringWrapper] = []
        // The "LocalizationSystem" class many apps copy to switch language inside the app: its
        // `localizedStringForKey(key:comment:)` reads the chosen language's Localizable table. Called with a literal key
        // where no source declares it (Alama360 calls it 187 times and left the class's file out of the repository).
        if !declaredNames.contains(libraryKeyMethod), usesLibraryKeyMethod {
            wrappers.append(LocalizedStringWrapper(
                kind: .function, name: libraryKeyMethod,
                parameters: [.init(label: "key", name: "key", hasDefault: false), .init(label: "comment", name: "comment", hasDefault: false)],
                isProperty: false, isMember: true, key: .parameter(0), path: "", location: SourceLocation(line: 1, column: 1)))
        }
        for name in used.keys.sorted() where known.stringMembers[name] == nil && !declaredNames.contains(name) {
            let forms = used[name]!
            for isProperty in [true, false] where isProperty ? forms.property : forms.method {
                wrappers.append(LocalizedStringWrapper(kind: .stringMember, name: name, parameters: [], isProperty: isProperty,
                                                       key: .none, path: "", location: SourceLocation(line: 1, column: 1)))
            }
        }
        return wrappers
    }

    /// Whether the declaration whose name is token `index` sits directly in the body of an `extension` or a `protocol`
    /// (where a member `String` may have), not of a struct, class or enum, nor in a function.
    static func isExtensionOrProtocolMember(_ index: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard let open = file.enclosingBracket(of: index), file.token(tokens[open], is: "{") else { return false }
        let stops: Set<String> = ["struct", "class", "enum", "actor", "func", "init", "var", "let", "if", "guard", "for", "while", "switch",
                                  "case", "in", "return", "do", "else", "repeat", "catch", "subscript", "get", "set", "willSet", "didSet",
                                  "deinit"]
        var k = open - 1
        while k >= 0 {
            let text = file.text(of: tokens[k])
            if tokens[k].kind == .identifier {
                if text == "extension" || text == "protocol" { return true }
                if stops.contains(text) { return false }
            } else if tokens[k].kind == .punctuation, text == "{" || text == "}" || text == ";" {
                return false
            }
            k -= 1
        }
        return false
    }

    private static func routineNames(_ options: GenstringsOptions) -> [String: LocalizedStringCall.Form] {
        var names: [String: LocalizedStringCall.Form] = [:]
        for routine in options.routines {
            names[routine] = .plain
            names[routine + "FromTable"] = .fromTable
            names[routine + "FromTableInBundle"] = .fromTableInBundle
            names[routine + "WithDefaultValue"] = .withDefaultValue
        }
        return names
    }

    /// The wrappers known to a scan, by how their calls are found.
    struct WrapperTable {
        private(set) var identities: Set<String> = []
        /// Functions and macros by name, one per identity, in the order read: overloads a call's labels tell apart
        /// (WireGuard's `tr(_:)` and `tr(format:_:)`).
        private var functions: [String: [LocalizedStringWrapper]] = [:]

        /// The functions a call of `name` may be, in the order a call is matched against them: free functions (and
        /// macros) before a type's methods, each in the order read. A free function is callable everywhere, a method
        /// only in its own types: Rocket.Chat's global `localized(_:)` reads Localizable wherever it is called, an
        /// emoji kit's protocol method of that name its own table only in the types that adopt it.
        func functions(named name: String) -> [LocalizedStringWrapper] {
            let all = functions[name] ?? []
            return all.filter { !$0.isMember } + all.filter(\.isMember)
        }
        /// Objective-C methods by the first part of their selector.
        private(set) var selectors: [String: [LocalizedStringWrapper]] = [:]
        /// String members by name (a property and a method may share it).
        private(set) var stringMembers: [String: [LocalizedStringWrapper]] = [:]

        var isEmpty: Bool { identities.isEmpty }

        /// Adds `wrapper` unless one of the same identity is known (the first declaration read wins, but a free function
        /// replaces a type's method of the same identity, see ``functions(named:)``); whether it was new.
        mutating func add(_ wrapper: LocalizedStringWrapper) -> Bool {
            guard identities.insert(wrapper.identity).inserted else {
                if wrapper.kind == .function, !wrapper.isFallback, !wrapper.isMember,
                   let i = functions[wrapper.name]?.firstIndex(where: { $0.identity == wrapper.identity && $0.isMember }) {
                    functions[wrapper.name]![i] = wrapper
                    return true
                }
                return addFallback(wrapper)
            }
            switch wrapper.kind {
            case .function, .macro: functions[wrapper.name, default: []].append(wrapper)
            case .selector: selectors[wrapper.name, default: []].append(wrapper)
            case .stringMember: stringMembers[wrapper.name, default: []].append(wrapper)
            }
            return true
        }

        /// Records the table of a fallback lookup (``LocalizedStringWrapper/isFallback``) in the declaration of a
        /// known wrapper as one of its ``LocalizedStringWrapper/fallbackTables``; whether it was new.
        private mutating func addFallback(_ lookup: LocalizedStringWrapper) -> Bool {
            func amend(_ wrapper: inout LocalizedStringWrapper) -> Bool {
                guard lookup.isFallback, wrapper.path == lookup.path, wrapper.location == lookup.location, wrapper.key == lookup.key else { return false }
                if lookup.table == wrapper.table {
                    guard !wrapper.fallsBackToAnotherBundle else { return false }
                    wrapper.fallsBackToAnotherBundle = true
                    return true
                }
                guard !wrapper.fallbackTables.contains(lookup.table) else { return false }
                wrapper.fallbackTables.append(lookup.table)
                return true
            }
            switch lookup.kind {
            case .function, .macro:
                guard let i = functions[lookup.name]?.firstIndex(where: { $0.identity == lookup.identity }), amend(&functions[lookup.name]![i]) else { return false }
            case .selector:
                guard let i = selectors[lookup.name]?.firstIndex(where: { $0.identity == lookup.identity }), amend(&selectors[lookup.name]![i]) else { return false }
            case .stringMember:
                guard let i = stringMembers[lookup.name]?.firstIndex(where: { $0.identity == lookup.identity }), amend(&stringMembers[lookup.name]![i]) else { return false }
            }
            return true
        }
    }

    /// Keywords that may stand right before a call (anything else before a name and `(` declares it).
    private static let callKeywords: Set<String> = ["return", "in", "try", "await", "throw", "case", "else", "do", "yield", "sizeof", "repeat"]

    /// The calls of the file and of its interpolations (`"\(NSLocalizedString("k", comment: ""))"` looks the
    /// key up too), in source order.
    private static func scanFile(_ file: SourceFile, names: [String: LocalizedStringCall.Form], options: GenstringsOptions,
                                 wrappers: WrapperTable, constants: StringConstants = StringConstants(),
                                 valueTypes: ValueTypes = ValueTypes(), keyParameters: KeyParameters = KeyParameters()) -> Result {
        var own = Result()
        var scanner = Scanner(file: file, names: names, options: options, wrappers: wrappers, constants: constants, valueTypes: valueTypes,
                              keyParameters: keyParameters, whole: file)
        scanner.run(into: &own)
        let views = file.interpolationViews
        if !views.isEmpty {
            for view in views {
                var inner = Scanner(file: view, names: names, options: options, wrappers: wrappers, constants: constants, valueTypes: valueTypes,
                                    keyParameters: keyParameters, whole: file)
                inner.run(into: &own)
            }
            own.calls.sort { $0.location < $1.location }
            own.uncheckable.sort { $0.location < $1.location }
        }
        return own
    }

    /// Where a routine takes its key, table, value or comment from at one call site.
    enum Source {
        /// These tokens of the call.
        case tokens(Range<Int>)
        /// A literal a wrapper passes itself.
        case literal(String)
        /// Not passed: the routine's default.
        case absent
    }

    /// What a key argument amounts to.
    enum KeyValue {
        /// One literal, or each literal leaf of a conditional (`flag ? "a" : "b"`), with its token.
        case literals([(key: String, token: Int)])
        case interpolated
        case null
        /// Anything else; its tokens without enclosing parentheses.
        case expression(Range<Int>)
    }

    private struct Scanner {
        let file: SourceFile
        let names: [String: LocalizedStringCall.Form]
        let options: GenstringsOptions
        let wrappers: WrapperTable
        let constants: StringConstants
        /// The types the sources declare, for the values of interpolated keys.
        let valueTypes: ValueTypes
        /// The `LocalizedStringKey` parameters of the app's own views and functions.
        let keyParameters: KeyParameters
        /// The file whose tokens ``file`` are, or some of them (an interpolation's): it holds every interpolation's tokens.
        let whole: SourceFile
        /// The class around each token, read only when the sources declare constants.
        let scopes: SourceScopes?
        let isSwift: Bool
        /// Whether the file imports SwiftUI: only there is `Button("Save")` SwiftUI's view.
        let importsSwiftUI: Bool
        /// Whether the file imports Swift Charts: there `.value("Week", week)` labels a plotted value with a key.
        let importsCharts: Bool
        /// Whether the file imports WidgetKit: there `.configurationDisplayName("Weather")` and `.description("…")`
        /// name a widget in the widget gallery with keys of the extension's bundle.
        let importsWidgetKit: Bool
        /// Whether the file imports AppIntents: there `IntentDescription("…")` takes a localized resource.
        let importsAppIntents: Bool
        var tokens: [SourceToken] { file.tokens }

        /// The SwiftUI views whose first, unlabelled argument is a title looked up as a localized key (iOS 16's
        /// `LabeledContent("Total", value:)`, `ShareLink`, `MultiDatePicker`, iOS 17's `ContentUnavailableView("No
        /// Notes", systemImage:)`, iOS 18's `Tab("Map", systemImage:)` among them). A name the app declares a type
        /// of itself is the app's (``KeyParameters/shadowedControls``).
        static let swiftUIControls: Set<String> = [
            "Button", "Toggle", "TextField", "SecureField", "Label", "Link", "Menu", "Picker", "Section", "Stepper",
            "DatePicker", "ColorPicker", "ProgressView", "GroupBox", "DisclosureGroup", "NavigationLink",
            "LabeledContent", "ShareLink", "MultiDatePicker", "ControlGroup", "ContentUnavailableView", "Tab",
        ]

        /// The SwiftUI modifiers whose first, unlabelled argument is a title looked up as a localized key
        /// (`.navigationTitle("Members")`, `.alert("Delete?", isPresented:)`, `.accessibilityLabel("Finish practice")`:
        /// a literal is a `LocalizedStringKey`, as Xcode's catalog extraction reads it).
        static let swiftUITitleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "alert", "confirmationDialog", "help", "badge",
                                                         "accessibilityLabel", "accessibilityHint", "accessibilityValue"]

        /// The argument labels of App Intents' calls whose literal is a `LocalizedStringResource` the Shortcuts app
        /// and Siri show: an intent's result dialog and an App Shortcut's short title.
        static let appIntentResourceLabels: Set<String> = ["dialog", "shortTitle"]

        /// WidgetKit's `WidgetConfiguration` modifiers that take a `LocalizedStringKey`: the widget's name and
        /// description in the widget gallery.
        static let widgetConfigurationModifiers: Set<String> = ["configurationDisplayName", "description"]

        init(file: SourceFile, names: [String: LocalizedStringCall.Form], options: GenstringsOptions, wrappers: WrapperTable,
             constants: StringConstants, valueTypes: ValueTypes, keyParameters: KeyParameters, whole: SourceFile) {
            self.file = file
            self.valueTypes = valueTypes
            self.keyParameters = keyParameters
            self.whole = whole
            self.names = names
            self.options = options
            self.wrappers = wrappers
            self.constants = constants
            self.scopes = constants.isEmpty ? nil : SourceScopes(file)
            self.isSwift = file.language == .swift
            self.importsSwiftUI = options.swiftUIControls && file.importsSwiftUI
            self.importsCharts = options.swiftUIControls && file.importsCharts
            self.importsWidgetKit = options.swiftUIControls && file.importsWidgetKit
            self.importsAppIntents = options.swiftUIControls && file.importsAppIntents
        }

        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }

        mutating func run(into result: inout Result) {
            var i = 0
            while i < tokens.count {
                defer { i += 1 }
                let token = tokens[i]
                guard token.kind == .identifier else { continue }
                if !wrappers.isEmpty { wrapperCall(at: i, into: &result) }
                if !isSwift, options.bundleMethods, isText(i + 1, ":"), file.token(token, is: "localizedStringForKey"),
                   let (ranges, close) = message(at: i, parts: ["localizedStringForKey", "value", "table"]) {
                    let before = result.calls.count
                    lookup(function: "localizedStringForKey:value:table:", form: .bundleMethod, at: i, key: .tokens(ranges[0]),
                           table: .tokens(ranges[2]), value: .tokens(ranges[1]), comment: .absent, formatEnd: close, into: &result)
                    if isMainBundleMethod(at: i) { for c in before..<result.calls.count { result.calls[c].namesMainBundle = true } }
                    continue
                }
                if isSwift, options.swiftUI, isText(i, "LocalizedStringResource") || (importsSwiftUI && isText(i, "LocalizedStringKey")),
                   isText(i - 1, ":"), isText(i + 1, "="), i + 2 < tokens.count,
                   tokens[i + 2].kind == .string, !isText(i + 3, "+"), !isText(i + 3, ".") {
                    // `static var title: LocalizedStringResource = "Add Entry"` (an App Intent's title), `let trial:
                    // LocalizedStringKey = "trial"` (a view's text): the literal is a key.
                    lookup(function: file.text(of: token), form: .swiftUIText, at: i + 2, key: .tokens((i + 2)..<(i + 3)), table: .absent,
                           value: .absent, comment: .absent, formatEnd: i + 3, into: &result)
                    continue
                }
                if isSwift, options.swiftUI, importsAppIntents, isText(i + 1, ":"), isText(i - 1, "(") || isText(i - 1, ","), i + 2 < tokens.count,
                   tokens[i + 2].kind == .string, isText(i + 3, ")") || isText(i + 3, ","), Self.appIntentResourceLabels.contains(file.text(of: token)) {
                    // `.result(dialog: "No session running.")`, `AppShortcut(…, shortTitle: "Show my task")`: resources too.
                    lookup(function: file.text(of: token), form: .swiftUIText, at: i + 2, key: .tokens((i + 2)..<(i + 3)), table: .absent,
                           value: .absent, comment: .absent, formatEnd: i + 3, into: &result)
                    continue
                }
                guard i + 1 < tokens.count, tokens[i + 1].kind == .punctuation, file.token(tokens[i + 1], is: "(") else { continue }
                let name = file.text(of: token)
                // (A function that passes its parameter on to `Text` is a wrapper too, read above.)
                if isSwift, let parameters = keyParameters.parameters(of: name), names[name] == nil, wrappers.functions(named: name).isEmpty,
                   !Self.swiftUIControls.contains(name) || keyParameters.shadowedControls.contains(name), name != "Text" {
                    keyParameterCall(name: name, at: i, parameters: parameters, into: &result)
                    continue
                }
                let form: LocalizedStringCall.Form
                var isTitleModifier = false
                if let routine = names[name] {
                    form = routine
                } else if isSwift, options.swiftUI, name == "Text"
                            || (importsSwiftUI && ((Self.swiftUIControls.contains(name) && !keyParameters.shadowedControls.contains(name)) || name == "LocalizedStringKey")) {
                    form = .swiftUIText
                } else if isSwift, options.swiftUI, importsSwiftUI, Self.swiftUITitleModifiers.contains(name), isText(i - 1, ".") {
                    form = .swiftUIText
                    isTitleModifier = true
                } else if isSwift, options.swiftUI, importsWidgetKit, Self.widgetConfigurationModifiers.contains(name), isText(i - 1, "."),
                          i + 2 < tokens.count, tokens[i + 2].kind == .string {
                    form = .swiftUIText
                    isTitleModifier = true
                } else if isSwift, options.swiftUI, name == "LocalizedStringResource" || (importsAppIntents && name == "IntentDescription") {
                    // Foundation's `LocalizedStringResource("Add Entry")` (App Intents' titles, iOS 16) is a key of the
                    // main bundle's Localizable table, looked up where it is shown; `IntentDescription` takes one.
                    form = .swiftUIText
                } else if isSwift, options.swiftUI, importsCharts, name == "value", isText(i - 1, "."), isText(i + 1, "("),
                          i + 2 < tokens.count, tokens[i + 2].kind == .string {
                    // `.value("Week", week)`: Swift Charts' `PlottableValue.value(_:_:)` takes its label as a key.
                    form = .swiftUIText
                    isTitleModifier = true
                } else if isSwift, options.stringInitializers, name == "String" {
                    form = .stringInitializer
                } else if isSwift, options.bundleMethods, name == "localizedString", isText(i - 1, ".") {
                    form = .bundleMethod
                } else {
                    continue
                }
                if i > 0, !isTitleModifier, form != .bundleMethod, LocalizedStringScanner.isDeclarationOrMember(before: i, in: file) { continue }
                // `#selector(Bundle.localizedString(forKey:value:table:))` names the method (to swizzle it): no call.
                if LocalizedStringScanner.isInSelector(i, in: file) { continue }
                guard let arguments = CallArguments.parse(file, open: i + 1), let first = arguments.arguments.first else { continue }
                routineCall(name: name, form: form, at: i, arguments: arguments, first: first, into: &result)
            }
        }

        /// A call of a recognised routine: its key, table, value and comment by its form.
        private func routineCall(name: String, form: LocalizedStringCall.Form, at index: Int, arguments: CallArguments,
                                 first: CallArguments.Argument, into result: inout Result) {
            // SwiftUI and String(localized:) have other initializers; only the localized-key one counts.
            switch form {
            case .swiftUIText: guard first.label == nil else { return }
            case .stringInitializer: guard first.label == "localized" else { return }
            case .bundleMethod: guard first.label == "forKey" else { return }
            default: guard first.label == nil else { return }
            }
            let rest = arguments.arguments.dropFirst()
            let labeled = rest.contains { $0.label != nil }
            var table: CallArguments.Argument?
            var value: CallArguments.Argument?
            var comment: CallArguments.Argument?
            var bundle: CallArguments.Argument?
            if labeled || form == .swiftUIText || form == .stringInitializer || form == .bundleMethod {
                table = arguments.argument(labeled: "tableName") ?? arguments.argument(labeled: "table")
                value = arguments.argument(labeled: "value") ?? arguments.argument(labeled: "defaultValue")
                comment = arguments.argument(labeled: "comment")
                bundle = arguments.argument(labeled: "bundle")
            } else {
                let positional = Array(arguments.arguments)
                func at(_ i: Int) -> CallArguments.Argument? { i < positional.count ? positional[i] : nil }
                switch form {
                case .plain: comment = at(1)
                case .fromTable: table = at(1); comment = at(2)
                case .fromTableInBundle: table = at(1); bundle = at(2); comment = at(3)
                case .withDefaultValue: table = at(1); bundle = at(2); value = at(3); comment = at(4)
                case .swiftUIText, .stringInitializer, .bundleMethod, .wrapper, .generatedAccessor: break
                }
            }
            func source(_ argument: CallArguments.Argument?) -> Source { argument.map { .tokens($0.range) } ?? .absent }
            let before = result.calls.count, wrappersBefore = result.wrappers.count
            lookup(function: name, form: form, at: index, key: .tokens(first.range), table: source(table), value: source(value),
                   comment: source(comment), formatEnd: arguments.close, into: &result)
            if form == .bundleMethod, isMainBundleMethod(at: index) {
                for i in before..<result.calls.count { result.calls[i].namesMainBundle = true }
            }
            // (`bundle.localizedString(forKey:)` names its bundle before the call, where it is not read.)
            if let bundle {
                if let bundleClass = bundleClass(of: bundle.range) {
                    for i in before..<result.calls.count { result.calls[i].bundleClass = bundleClass }
                } else if !isMainBundle(bundle.range) {
                    for i in before..<result.calls.count { result.calls[i].namesBundle = true }
                    for w in wrappersBefore..<result.wrappers.count { result.wrappers[w].namesBundle = true }
                }
            }
        }

        /// Whether the bundle method at `index` (`localizedString`, `localizedStringForKey`) is the main bundle's:
        /// `Bundle.main.localizedString(forKey:…)`, `[[NSBundle mainBundle] localizedStringForKey:…]`.
        private func isMainBundleMethod(at index: Int) -> Bool {
            if isSwift { return isText(index - 1, ".") && isText(index - 2, "main") && isText(index - 3, ".") && isText(index - 4, "Bundle") }
            return isText(index - 1, "]") && isText(index - 2, "mainBundle") && isText(index - 3, "NSBundle")
        }

        /// Whether `range` is the main bundle as written: `.main`, `Bundle.main`, `NSBundle.mainBundle`, `[NSBundle mainBundle]`.
        private func isMainBundle(_ range: Range<Int>) -> Bool {
            let written = range.map { file.text(of: tokens[$0]) }.joined()
            return [".main", "Bundle.main", "NSBundle.main", "NSBundle.mainBundle", "[NSBundlemainBundle]"].contains(written)
        }

        /// The class `range` takes the bundle of: `Bundle(for: Manager.self)`, `[NSBundle bundleForClass:[Manager class]]`.
        private func bundleClass(of range: Range<Int>) -> String? {
            let texts = range.map { file.text(of: tokens[$0]) }
            if texts.count == 8, texts[0] == "Bundle", texts[1] == "(", texts[2] == "for", texts[3] == ":", texts[5] == ".", texts[6] == "self",
               texts[7] == ")", tokens[range.lowerBound + 4].kind == .identifier {
                return texts[4]
            }
            if texts.count == 9, texts[0] == "[", texts[1] == "NSBundle", texts[2] == "bundleForClass", texts[3] == ":", texts[4] == "[",
               texts[6] == "class", texts[7] == "]", texts[8] == "]", tokens[range.lowerBound + 5].kind == .identifier {
                return texts[5]
            }
            return nil
        }

        /// A call of one of the app's views or functions at `index` (``KeyParameters``): each literal it passes for
        /// a `LocalizedStringKey` parameter is a lookup in `Localizable`, as `Text`'s is.
        private func keyParameterCall(name: String, at index: Int, parameters: Set<String>, into result: inout Result) {
            // `func card(title:)` declares, `struct Card` is no call; `.card(title:)` and `Card(title:)` are.
            if isText(index - 1, "func") || (!isText(index - 1, ".") && index > 0 && LocalizedStringScanner.isDeclarationOrMember(before: index, in: file)) { return }
            guard let arguments = CallArguments.parse(file, open: index + 1) else { return }
            var unlabelled = 0
            for argument in arguments.arguments {
                let label: String
                if let written = argument.label {
                    label = written
                } else {
                    label = "_\(unlabelled)"
                    unlabelled += 1
                }
                guard parameters.contains(label) else { continue }
                lookup(function: name, form: .swiftUIText, at: index, key: .tokens(argument.range), table: .absent, value: .absent,
                       comment: .absent, formatEnd: arguments.close, into: &result)
            }
        }

        /// Whether the receiver ending at token `index` may be a type, as a static method's call needs: `Alerts`,
        /// `Self`, `self` in a static method, or none (`.localized("…")`, an implicit member); not an instance
        /// (`logger.error("…")`) or a value (a call's result, a literal).
        private func namesType(_ index: Int) -> Bool {
            guard index >= 0 else { return true }
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let name = file.text(of: token)
                return name == "self" || name.unicodeScalars.first?.properties.isUppercase == true
            case .string:
                return false
            default:
                return !(isText(index, ")") || isText(index, "]") || isText(index, "?") || isText(index, "!"))
            }
        }

        /// A call of a wrapper at the identifier `index`, when it is one.
        private func wrapperCall(at index: Int, into result: inout Result) {
            let name = file.text(of: tokens[index])
            // A `-s` routine of the same name is read as the routine.
            let overloads = wrappers.functions(named: name)
            if !overloads.isEmpty, names[name] == nil, isText(index + 1, "(") {
                if index > 0, !isText(index - 1, "."), LocalizedStringScanner.isDeclarationOrMember(before: index, in: file) { return }
                guard let arguments = CallArguments.parse(file, open: index + 1) else { return }
                // The first overload whose parameters the call's arguments fit.
                var matched = false
                for wrapper in overloads where !(index > 0 && isText(index - 1, ".")) || (wrapper.isMember && (!wrapper.isStatic || namesType(index - 2))) {
                    guard wrapper.kind != .macro || !isSwift,
                          let bound = bind(arguments.arguments, to: wrapper, positional: wrapper.kind == .macro || !isSwift) else { continue }
                    call(wrapper, at: index, key: bound(wrapper.key), bound: bound, formatEnd: arguments.close, arguments: arguments.arguments, into: &result)
                    matched = true
                    break
                }
                // (A call no overload fits may be a `String` member's of the same name: `"%d of %d".localized(with: a, b)`
                // beside a static `localized(_:)`.)
                if matched { return }
            }
            if !isSwift, let candidates = wrappers.selectors[name], isText(index + 1, ":") {
                for wrapper in candidates where !wrapper.isProperty {
                    if let (ranges, close) = message(at: index, parts: wrapper.parameters.compactMap(\.label)) {
                        let bound: (LocalizedStringWrapper.Binding) -> Source = { binding in
                            switch binding {
                            case .parameter(let i): return i < ranges.count ? .tokens(ranges[i]) : .absent
                            case .literal(let text): return .literal(text)
                            case .none: return .absent
                            }
                        }
                        call(wrapper, at: index, key: bound(wrapper.key), bound: bound, formatEnd: close, into: &result)
                        return
                    }
                }
            }
            if let members = wrappers.stringMembers[name] {
                // Read as a property unless called; of several methods, the first whose parameters the call matches.
                let called = isText(index + 1, "(") && index >= 1 && isText(index - 1, ".")
                for wrapper in members where wrapper.isProperty != called || !isSwift {
                    if stringMemberCall(wrapper, at: index, into: &result) { break }
                }
                // `var localized: String { localized(lang: current) }` in a `String` extension: the method called on
                // `self` makes the property a wrapper too.
                if isSwift, options.wrappers, isText(index + 1, "("), index >= 1, !isText(index - 1, "."), !isText(index - 1, "func"),
                   let arguments = CallArguments.parse(file, open: index + 1) {
                    for wrapper in members where !wrapper.isProperty {
                        guard let bound = bind(arguments.arguments, to: wrapper, positional: false) else { continue }
                        if let forwarding = forwardingWrapper(at: index, key: nil, table: rawValueTable(bound(wrapper.table), of: wrapper), value: bound(wrapper.value),
                                                              comment: bound(wrapper.comment)) {
                            result.wrappers.append(forwarding)
                        }
                        break
                    }
                }
            }
        }

        /// `"key".localized`, `"key".localized(comment: "…")`, `[@"key" localized]`, `@"key".localized`.
        @discardableResult
        private func stringMemberCall(_ wrapper: LocalizedStringWrapper, at index: Int, into result: inout Result) -> Bool {
            let receiver: Range<Int>
            var arguments: CallArguments?
            // (A colon after the name ends a conditional's first arm, `ipad ? "Visit the site".localized : "Visit".localized`,
            // or a dictionary's key; not a pattern's, `case .localized:`, whose `case` is no receiver.)
            if index >= 2, isText(index - 1, "."), !isText(index + 1, ":") || !(isText(index - 2, "case") || isText(index - 2, "let") || isText(index - 2, "var")) {
                // `titles.map(\.localized)`: every title is a key, none written here.
                if isSwift, isText(index - 2, "\\"), wrapper.isProperty {
                    call(wrapper, at: index - 2, key: .tokens((index - 2)..<(index + 1)), bound: { _ in .absent }, formatEnd: index, into: &result)
                    return true
                }
                guard let range = receiverRange(endingAt: index - 2) else { return false }
                receiver = range
                if isText(index + 1, "(") {
                    guard !wrapper.isProperty || !isSwift else { return false }
                    arguments = CallArguments.parse(file, open: index + 1)
                    guard arguments != nil else { return false }
                } else if !wrapper.isProperty {
                    return false
                }
            } else if !isSwift, wrapper.isProperty, isText(index + 1, "]"), index >= 2, let open = messageOpener(before: index), open < index - 1 {
                receiver = (open + 1)..<index
            } else {
                return false
            }
            var bound: (LocalizedStringWrapper.Binding) -> Source = { binding in
                if case .literal(let text) = binding { return .literal(text) }
                return .absent
            }
            if let arguments {
                guard let binder = bind(arguments.arguments, to: wrapper, positional: !isSwift) else { return false }
                bound = binder
            }
            call(wrapper, at: receiver.lowerBound, key: .tokens(receiver), bound: bound, formatEnd: arguments?.close ?? index,
                 arguments: isSwift ? arguments?.arguments : nil, into: &result)
            return true
        }

        private func call(_ wrapper: LocalizedStringWrapper, at index: Int, key: Source, bound: (LocalizedStringWrapper.Binding) -> Source,
                          formatEnd: Int, arguments: [CallArguments.Argument]? = nil, into result: inout Result) {
            result.wrappersCalled.insert(wrapper.identity)
            let first = result.calls.count
            lookup(function: wrapper.displayName, form: .wrapper, at: index, key: key, table: rawValueTable(bound(wrapper.table), of: wrapper), value: bound(wrapper.value),
                   comment: bound(wrapper.comment), formatEnd: formatEnd, into: &result)
            if wrapper.fallsBackToAnotherBundle {
                for i in first..<result.calls.count { result.calls[i].fallsBackToAnotherBundle = true }
            }
            if wrapper.readsMainBundle {
                for i in first..<result.calls.count { result.calls[i].namesMainBundle = true }
            }
            if wrapper.namesBundle {
                for i in first..<result.calls.count { result.calls[i].namesBundle = true }
            }
            // What the caller passes to the parameter the wrapper formats with is the format's arguments.
            if let parameter = wrapper.formatParameter, let arguments {
                let values = LocalizedStringScanner.variadicArguments(arguments, parameter: parameter, of: wrapper).map { CallArguments.text(of: $0, in: file) }
                for i in first..<result.calls.count where result.calls[i].formatArguments == nil { result.calls[i].formatArguments = values }
            } else if let values = wrapper.bodyFormatArguments {
                for i in first..<result.calls.count where result.calls[i].formatArguments == nil {
                    result.calls[i].formatArguments = values
                    result.calls[i].formatsWithWrapperArguments = true
                }
            }
            guard !wrapper.fallbackTables.isEmpty, result.calls.count > first else { return }
            let fallbacks = wrapper.fallbackTables.compactMap { binding -> String? in
                switch bound(binding) {
                case .literal(let text): return text.isEmpty ? "Localizable" : text
                case .absent: return "Localizable"
                case .tokens(let range):
                    switch CallArguments.value(of: range, in: file) {
                    case .literal(let literal, _): return literal.value.map { $0.isEmpty ? "Localizable" : $0 }
                    case .null, .empty: return "Localizable"
                    case .expression: return nil
                    }
                }
            }
            for i in first..<result.calls.count {
                result.calls[i].fallbackTables = fallbacks.filter { $0 != result.calls[i].table }
            }
        }

        /// The call site's argument for each of the wrapper's bindings: Swift arguments matched to parameters by
        /// label (parameters with defaults may be left out), C and macro arguments by position.
        private func bind(_ arguments: [CallArguments.Argument], to wrapper: LocalizedStringWrapper,
                          positional: Bool) -> ((LocalizedStringWrapper.Binding) -> Source)? {
            var ranges: [Int: Range<Int>] = [:]
            if positional {
                guard arguments.count == wrapper.parameters.count else { return nil }
                for (i, argument) in arguments.enumerated() { ranges[i] = argument.range }
            } else {
                guard let byLabel = CallArguments.bind(arguments, to: wrapper.parameters) else { return nil }
                ranges = byLabel
            }
            let parameters = wrapper.parameters
            return { binding in
                switch binding {
                case .parameter(let i):
                    if let range = ranges[i] { return .tokens(range) }
                    if i < parameters.count, let text = parameters[i].defaultLiteral { return .literal(text) }
                    return .absent
                case .literal(let text): return .literal(text)
                case .none: return .absent
                }
            }
        }

        /// `[receiver part1:a part2:b]` with the selector's parts in order and nothing else: each part's argument
        /// tokens and the closing `]`.
        private func message(at index: Int, parts: [String]) -> ([Range<Int>], Int)? {
            guard messageOpener(before: index) != nil else { return nil }
            var ranges: [Range<Int>] = []
            var depth = 0
            var start = index + 2
            var part = 1
            var i = start
            while i < tokens.count {
                if isText(i, "(") || isText(i, "[") || isText(i, "{") {
                    depth += 1
                } else if isText(i, ")") || isText(i, "]") || isText(i, "}") {
                    if depth == 0 {
                        guard isText(i, "]"), part == parts.count, i > start else { return nil }
                        ranges.append(start..<i)
                        return (ranges, i)
                    }
                    depth -= 1
                } else if depth == 0, part < parts.count, tokens[i].kind == .identifier, isText(i + 1, ":"),
                          file.text(of: tokens[i]) == parts[part], i > start {
                    ranges.append(start..<i)
                    part += 1
                    start = i + 2
                    i += 1
                } else if isText(i, ";") {
                    return nil
                }
                i += 1
            }
            return nil
        }

        /// The `[` of the message whose selector starts at `index` (a receiver stands between them); nil when
        /// the name is not in a message (a method's declaration).
        private func messageOpener(before index: Int) -> Int? {
            var depth = 0
            var i = index - 1
            while i >= 0 {
                if isText(i, ")") || isText(i, "]") || isText(i, "}") {
                    depth += 1
                } else if isText(i, "(") || isText(i, "[") || isText(i, "{") {
                    if depth == 0 { return isText(i, "[") && i < index - 1 ? i : nil }
                    depth -= 1
                } else if isText(i, ";") {
                    return nil
                }
                i -= 1
            }
            return nil
        }

        /// The postfix expression ending at `end` (`"key"`, `title`, `item.name`, `names[0]`, `f()`); nil when
        /// the token cannot end one (`.localized` after `(` or `=` is another type's implicit member).
        private func receiverRange(endingAt end: Int) -> Range<Int>? {
            guard end >= 0 else { return nil }
            var i = end
            while i >= 0 {
                let kind = tokens[i].kind
                if isText(i, ")") || isText(i, "]") {
                    var depth = 0
                    var j = i
                    while j >= 0 {
                        if isText(j, ")") || isText(j, "]") { depth += 1 } else if isText(j, "(") || isText(j, "[") {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        j -= 1
                    }
                    guard j >= 0 else { return nil }
                    i = j
                    // `f(…)`, `a[…]`: the callee belongs to the expression; `(…)` alone ends it.
                    if i > 0, tokens[i - 1].kind == .identifier || isText(i - 1, ")") || isText(i - 1, "]") || isText(i - 1, "?") || isText(i - 1, "!") {
                        i -= 1
                        continue
                    }
                } else if i > 0, isText(i, "?") || isText(i, "!"), tokens[i - 1].end == tokens[i].start {
                    // `a?.b`, `a!.b`: the operand is before.
                    i -= 1
                    continue
                } else if kind == .identifier || kind == .string || kind == .number {
                    if kind == .identifier, i == end, !isSwift, isText(i - 1, "@") { return nil }
                } else {
                    return nil
                }
                if i >= 2, isText(i - 1, ".") {
                    i -= 2
                    continue
                }
                // Objective-C: `@"key"` is one expression with its `@`.
                if !isSwift, kind == .string, i > 0, isText(i - 1, "@"), tokens[i - 1].end == tokens[i].start { return (i - 1)..<(end + 1) }
                return i..<(end + 1)
            }
            return nil
        }

        /// One lookup: the key's literal(s) become calls; any other key is a wrapper's forwarded parameter
        /// (``GenstringsOptions/wrappers``) or uncheckable.
        private func lookup(function: String, form: LocalizedStringCall.Form, at index: Int, key: Source, table: Source, value: Source,
                            comment: Source, formatEnd: Int, into result: inout Result) {
            let location = tokens[index].location
            let keyTokens: Range<Int>
            switch key {
            case .tokens(let range): keyTokens = range
            case .literal, .absent: return
            }
            // The table is read first: a call whose key is only known at run time still says where it looks.
            var tableName: String? = "Localizable"
            var tableProblem: (reason: String, range: Range<Int>)?
            switch table {
            case .literal(let text):
                if !text.isEmpty { tableName = text }
            case .absent:
                break
            case .tokens(let range):
                switch CallArguments.value(of: range, in: file) {
                case .literal(let literal, _):
                    if let text = literal.value {
                        if !text.isEmpty { tableName = text }
                    } else {
                        tableName = nil
                        tableProblem = ("the table name interpolates values", range)
                    }
                case .null, .empty:
                    break
                case .expression:
                    tableName = nil
                    tableProblem = ("the table name is not a string literal", range)
                }
            }
            func uncheckable(_ reason: String, _ range: Range<Int>) {
                result.uncheckable.append(UncheckableLocalizedString(function: function, reason: reason, argument: CallArguments.text(of: range, in: file),
                                                                     path: file.path, location: location, table: tableName))
            }
            var keys: [(key: String, token: Int)]
            var interpolated: InterpolatedKey?
            switch keyValue(keyTokens) {
            case .literals(let literals):
                keys = literals
            case .interpolated:
                guard options.interpolatedKeys, form == .swiftUIText || form == .stringInitializer, let built = interpolatedKey(keyTokens), built.hasWords else {
                    uncheckable("the key interpolates values: its text is only known at run time", keyTokens)
                    if options.interpolatedKeys, form == .swiftUIText || form == .stringInitializer, let valuesOnly = interpolatedKey(keyTokens),
                       let wordlessTable = tableName {
                        result.uncheckable[result.uncheckable.count - 1].interpolatedShape = valuesOnly
                        var call = LocalizedStringCall(function: function, form: form, key: valuesOnly.key, table: wordlessTable, value: nil, comment: nil,
                                                       path: file.path, location: location, keyLocation: tokens[keyTokens.lowerBound].location)
                        call.interpolatedKey = valuesOnly
                        result.wordless.append(call)
                    }
                    return
                }
                interpolated = built
                keys = [(built.key, keyTokens.lowerBound)]
            case .null, .expression:
                // SwiftUI's `Text(label)` of a `String` parameter (CounterGraph's `chip(label: String?)`) is the
                // `StringProtocol` initializer: it shows the text as written, so the function is no wrapper.
                if form == .swiftUIText, isStringParameter(keyTokens, at: index) { return }
                if options.wrappers, var wrapper = forwardingWrapper(at: index, key: keyTokens, table: table, value: value, comment: comment) {
                    if let name = LocalizedStringScanner.variadicFormatted(callAt: index, close: formatEnd, in: file) {
                        wrapper.formatParameter = wrapper.parameters.firstIndex { $0.name == name && $0.isVariadic }
                    } else if let arguments = LocalizedStringScanner.formatArguments(callAt: index, close: formatEnd, in: file), !arguments.isEmpty {
                        wrapper.bodyFormatArguments = arguments
                    }
                    wrapper.readsMainBundle = form == .bundleMethod && isMainBundleMethod(at: index)
                    wrapper.namesBundle = form == .bundleMethod && !wrapper.readsMainBundle
                    result.wrappers.append(wrapper)
                    result.forwarding.append(Forwarding(wrapper: wrapper, call: UncheckableLocalizedString(
                        function: function, reason: "the key is the parameter of \(wrapper.displayName)",
                        argument: CallArguments.text(of: keyTokens, in: file), path: file.path, location: location, table: tableName)))
                    return
                }
                // `Text(title)` and `String(localized: resource)` are other initializers, a macro's parameter is no key.
                if form == .swiftUIText || form == .stringInitializer || tokens[index].isInDirective { return }
                guard let constant = constantKey(keyTokens, at: index) else {
                    uncheckable("the key is not a string literal", keyTokens)
                    result.uncheckable[result.uncheckable.count - 1].keyFromWrittenDictionary = readsWrittenDictionary(keyTokens)
                    result.uncheckable[result.uncheckable.count - 1].keyParameterOf = parameterDeclaration(of: keyTokens, at: index)
                    return
                }
                keys = [(constant, keyTokens.lowerBound)]
            }
            if let tableProblem {
                uncheckable(tableProblem.reason, tableProblem.range)
                return
            }
            guard let tableName else { return }
            func literal(_ source: Source) -> String? {
                switch source {
                case .literal(let text): return text
                case .absent: return nil
                case .tokens(let range):
                    if case .literal(let literal, _) = CallArguments.value(of: range, in: file) { return literal.value }
                    return nil
                }
            }
            let valueText = literal(value)
            // `value: NSLocalizedString("%d words", comment: "")`, `defaultValue: String(localized: "%d words")`.
            var valueLookupKey: String?
            if case .tokens(let range) = value, range.count > 3, tokens[range.lowerBound].kind == .identifier,
               ["NSLocalizedString", "String"].contains(file.text(of: tokens[range.lowerBound])),
               file.token(tokens[range.lowerBound + 1], is: "("), let close = file.matchingBracket(range.lowerBound + 1), close == range.upperBound - 1 {
                var first = range.lowerBound + 2
                if file.token(tokens[first], is: "localized"), file.token(tokens[first + 1], is: ":") { first += 2 }
                if tokens[first].kind == .string, file.token(tokens[first + 1], is: ",") || first + 1 == close {
                    valueLookupKey = file.literal(of: tokens[first])?.value
                }
            }
            let commentText = literal(comment).flatMap { $0.isEmpty ? nil : $0 }
            let arguments = formatArguments(callAt: index, close: formatEnd, in: file)
            // (A text SwiftUI's `Text` shows is no format, nor one any caller formats.)
            let unformatted = arguments == nil && form != .swiftUIText
            let use = unformatted ? LocalizedStringScanner.formatUse(callAt: index, close: formatEnd, in: file) : (uncounted: false, returned: false)
            for (text, token) in keys {
                var call = LocalizedStringCall(function: function, form: form, key: text, table: tableName, value: valueText,
                                               comment: commentText, path: file.path, location: location,
                                               keyLocation: tokens[token].location, formatArguments: arguments)
                call.interpolatedKey = interpolated
                call.valueLookupKey = valueLookupKey
                // (`return LOOKUP`, or a constant of it the block returns; a property's or a function's body of the lookup alone:
                // `var title: String { LOOKUP }`, `func title() -> String { LOOKUP }`.)
                call.isReturned = unformatted && (isText(index - 1, "return") || use.returned
                    || (isSwift && isText(index - 1, "{") && index >= 3 && tokens[index - 2].kind == .identifier
                        && (isText(index - 3, ":") || isText(index - 3, "->") || (isText(index - 3, ">") && isText(index - 4, "-")))))
                call.isFormattedWithUncountedArguments = use.uncounted
                result.calls.append(call)
            }
        }

        /// The key SwiftUI or `String(localized:)` builds from the interpolating literal `range` is, each value's
        /// specifier by its type as far as the sources say (``ValueTypes``).
        private func interpolatedKey(_ range: Range<Int>) -> InterpolatedKey? {
            guard range.count == 1, let literal = file.literal(of: tokens[range.lowerBound]) else { return nil }
            var pieces: [InterpolatedKey.Piece] = []
            for segment in literal.segments {
                switch segment {
                case .text(let text):
                    pieces.append(.text(text))
                case .interpolation(let bytes):
                    // The interpolation's own tokens: the outermost list of them inside its bytes.
                    let inside = whole.interpolations.filter { tokens in
                        guard let first = tokens.first, let last = tokens.last else { return false }
                        return first.start >= bytes.lowerBound && last.end <= bytes.upperBound
                    }.min { $0[0].start < $1[0].start || ($0[0].start == $1[0].start && $0.count > $1.count) }
                    pieces.append(.value(inside.flatMap { valueTypes.specifiers(of: $0, in: whole) }))
                }
            }
            return InterpolatedKey(pieces: pieces, written: file.text(of: tokens[range.lowerBound]))
        }

        /// The text of the string constant a key names (``GenstringsOptions/constantKeys``), unless a parameter
        /// of the function around the call has the constant's name.
        private func constantKey(_ range: Range<Int>, at index: Int) -> String? {
            guard options.constantKeys, let scopes else { return nil }
            let inner = unparenthesized(range)
            guard let value = constants.value(of: inner, in: file, scopeClass: scopes.classes[index]) else { return nil }
            if inner.count == 1 {
                let name = file.text(of: tokens[inner.lowerBound])
                if let declaration = EnclosingDeclaration.find(enclosing: index, in: file), declaration.parameters.contains(where: { $0.name == name }) {
                    return nil
                }
                if declaresLocal(name, before: index) { return nil }
            }
            return value
        }

        /// Whether the code between the start of the function around `index` and `index` binds `name` itself:
        /// `let name`, `var name`, `for name in`, a closure's `name in`, Objective-C `NSString *name =` (which
        /// hides a constant of that name).
        private func declaresLocal(_ name: String, before index: Int) -> Bool {
            var i = index - 1
            while i >= 0 {
                let token = tokens[i]
                if token.kind == .identifier {
                    if isText(i, "func") || isText(i, "init") && isText(i + 1, "(") { return false }
                    if file.text(of: token) == name,
                       isText(i - 1, "let") || isText(i - 1, "var") || isText(i - 1, "for") || isText(i + 1, "in") || (isText(i + 1, ",") && isText(i - 1, "{"))
                        || (!isSwift && isText(i - 1, "*") && isText(i + 1, "=")) {
                        return true
                    }
                }
                // An Objective-C method starts a line with `-` or `+`.
                if !isSwift, token.kind == .punctuation, isText(i, "-") || isText(i, "+"), i == 0 || tokens[i - 1].line < token.line { return false }
                i -= 1
            }
            return false
        }

        /// The key's literal (or, with ``GenstringsOptions/ternaryKeys``, the literal leaves of a conditional).
        private func keyValue(_ range: Range<Int>) -> KeyValue {
            switch CallArguments.value(of: range, in: file) {
            case .literal(let literal, let token):
                guard let text = literal.value else { return .interpolated }
                return .literals([(text, token)])
            case .null: return .null
            case .empty: return .expression(range)
            case .expression: break
            }
            let inner = unparenthesized(range)
            if inner != range { return keyValue(inner) }
            guard options.ternaryKeys, let (question, colon) = conditional(in: range) else { return .expression(range) }
            var leaves: [(key: String, token: Int)] = []
            for branch in [(question + 1)..<colon, (colon + 1)..<range.upperBound] {
                switch keyValue(branch) {
                case .literals(let literals): leaves += literals
                case .interpolated: return .interpolated
                case .null, .expression: return .expression(range)
                }
            }
            return .literals(leaves)
        }

        /// The table a caller names by a case of the wrapper's table enum (``LocalizedStringWrapper/tableRawValueType``):
        /// `.android` or `Table.android` written, or the parameter's default (`table: Table = .localizable`) when
        /// the caller passes none, as the case's raw value. Any other argument stays as it is.
        private func rawValueTable(_ source: Source, of wrapper: LocalizedStringWrapper) -> Source {
            guard let type = wrapper.tableRawValueType else { return source }
            var member: String?
            switch source {
            case .tokens(let range):
                let inner = unparenthesized(range)
                let last = inner.upperBound - 1
                if inner.count >= 2, isText(last - 1, "."), tokens[last].kind == .identifier,
                   inner.count == 2 || (inner.count == 3 && file.text(of: tokens[inner.lowerBound]) == type) {
                    member = file.text(of: tokens[last])
                }
            case .absent:
                if case .parameter(let i) = wrapper.table, i < wrapper.parameters.count { member = wrapper.parameters[i].defaultMember }
            case .literal:
                break
            }
            guard let member, let value = constants.rawValue(of: member, in: type) else { return source }
            return .literal(value)
        }

        /// `range` without parentheses around all of it.
        private func unparenthesized(_ range: Range<Int>) -> Range<Int> {
            guard range.count >= 3, isText(range.lowerBound, "("), isText(range.upperBound - 1, ")"),
                  let close = CallArguments.parse(file, open: range.lowerBound)?.close, close == range.upperBound - 1 else { return range }
            return (range.lowerBound + 1)..<(range.upperBound - 1)
        }

        /// The `?` and `:` of a conditional `c ? a : b` spanning `range` at its top level (Swift's `?` stands
        /// apart; `a?.b` chains).
        private func conditional(in range: Range<Int>) -> (Int, Int)? {
            var depth = 0
            var question: Int?
            var pending = 0
            for i in range {
                if isText(i, "(") || isText(i, "[") || isText(i, "{") {
                    depth += 1
                } else if isText(i, ")") || isText(i, "]") || isText(i, "}") {
                    depth -= 1
                } else if depth == 0, isText(i, "?") {
                    if isSwift, tokens[i].start > 0, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(file.bytes[tokens[i].start - 1]) {
                        continue
                    }
                    if question == nil { question = i } else { pending += 1 }
                } else if depth == 0, isText(i, ":"), let question {
                    if pending == 0 { return (question, i) }
                    pending -= 1
                }
            }
            return nil
        }

        /// The wrapper a call declares when its key is a parameter of the function, method or macro around it
        /// (or `self` in a `String` extension), its table a literal, nothing or another parameter.
        /// A nil `key` is `self`, the receiver of a method called without one.
        /// Whether `range` reads a dictionary this file writes out as literals by a literal key (meslistes's
        /// `options["calendar"]!` of `private let options = ["calendar": "Add to calendar", …]`).
        private func readsWrittenDictionary(_ range: Range<Int>) -> Bool {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            let start = range.lowerBound
            guard range.count >= 4, tokens[start].kind == .identifier, isText(start + 1, "["), tokens[start + 2].kind == .string,
                  isText(start + 3, "]") else { return false }
            let name = file.text(of: tokens[start])
            return tokens.indices.contains { i in
                tokens[i].kind == .identifier && (isText(i - 1, "let") || isText(i - 1, "var")) && isText(i + 1, "=") && isText(i + 2, "[")
                    && i + 3 < tokens.count && tokens[i + 3].kind == .string && file.text(of: tokens[i]) == name
            }
        }

        /// Where the function around `index` is declared when the key `range` is one of its parameters.
        private func parameterDeclaration(of range: Range<Int>, at index: Int) -> SourceLocation? {
            let inner = unparenthesized(range)
            guard inner.count == 1, tokens[inner.lowerBound].kind == .identifier,
                  let declaration = EnclosingDeclaration.find(enclosing: index, in: file),
                  declaration.parameters.contains(where: { $0.name == file.text(of: tokens[inner.lowerBound]) }) else { return nil }
            return declaration.location
        }

        /// Whether `key` is a parameter of the declaration enclosing `index` typed `String` or `Substring` (or their optionals).
        private func isStringParameter(_ key: Range<Int>, at index: Int) -> Bool {
            var inner = unparenthesized(key)
            if inner.count >= 3, isText(inner.lowerBound + 1, "??") { inner = inner.lowerBound..<(inner.lowerBound + 1) }
            guard inner.count == 1, tokens[inner.lowerBound].kind == .identifier,
                  let declaration = EnclosingDeclaration.find(enclosing: index, in: file) else { return false }
            let name = file.text(of: tokens[inner.lowerBound])
            guard let parameter = declaration.parameters.first(where: { $0.name == name }) else { return false }
            return parameter.typeName == "String" || parameter.typeName == "Substring"
        }

        private func forwardingWrapper(at index: Int, key: Range<Int>?, table: Source, value: Source, comment: Source) -> LocalizedStringWrapper? {
            let name: String
            var stringified = false
            if let key {
                var inner = unparenthesized(key)
                // (A key with a fallback for nil, `key ?? ""` or Objective-C's `self ?: @""`, is the key whenever there is one.)
                if inner.count >= 3, isText(inner.lowerBound + 1, "??") || isText(inner.lowerBound + 1, "?:")
                    || (isText(inner.lowerBound + 1, "?") && isText(inner.lowerBound + 2, ":")) {
                    inner = inner.lowerBound..<(inner.lowerBound + 1)
                }
                // (So is an optional one unwrapped, `title!`: NYPL's `alert(title:message:)` looks its title up once it
                // has checked there is one.)
                if inner.count == 2, isText(inner.lowerBound + 1, "!") { inner = inner.lowerBound..<(inner.lowerBound + 1) }
                guard inner.count == 1 else { return nil }
                if tokens[inner.lowerBound].kind == .attribute, !isSwift {
                    // A macro's parameter made an NSString (Task Coach's `#define _(x) NSLocalizedString(@x, @__FILE__)`,
                    // called `_("Sync log")`): the C string its caller passes is the key.
                    name = String(file.text(of: tokens[inner.lowerBound]).dropFirst())
                    stringified = true
                } else {
                    guard tokens[inner.lowerBound].kind == .identifier else { return nil }
                    name = file.text(of: tokens[inner.lowerBound])
                }
            } else {
                name = "self"
            }
            guard let declaration = EnclosingDeclaration.find(enclosing: index, in: file),
                  !stringified || declaration.kind == .macro else { return nil }
            func parameter(_ range: Range<Int>) -> Int? {
                var inner = unparenthesized(range)
                // (An optional parameter with a default, `value ?? ""`, passes the caller's value whenever there is one.)
                if inner.count >= 3, isText(inner.lowerBound + 1, "??") { inner = inner.lowerBound..<(inner.lowerBound + 1) }
                guard inner.count == 1, tokens[inner.lowerBound].kind == .identifier else { return nil }
                let text = file.text(of: tokens[inner.lowerBound])
                return declaration.parameters.firstIndex { $0.name == text }
            }
            func binding(_ source: Source, required: Bool) -> LocalizedStringWrapper.Binding? {
                switch source {
                case .absent: return LocalizedStringWrapper.Binding.none
                case .literal(let text): return .literal(text)
                case .tokens(let range):
                    if let i = parameter(range) { return .parameter(i) }
                    switch CallArguments.value(of: range, in: file) {
                    case .literal(let literal, _): return literal.value.map { .literal($0) } ?? (required ? nil : LocalizedStringWrapper.Binding.none)
                    case .null, .empty: return LocalizedStringWrapper.Binding.none
                    case .expression: return required ? nil : LocalizedStringWrapper.Binding.none
                    }
                }
            }
            // A table parameter of a `String` enum, passed as `table.rawValue` or on as `table`: callers name the
            // table by the enum's case.
            var tableRawValueType: String?
            var rawValueBinding: LocalizedStringWrapper.Binding?
            if case .tokens(let range) = table {
                var inner = unparenthesized(range)
                if inner.count == 3, isText(inner.lowerBound + 1, "."), isText(inner.lowerBound + 2, "rawValue") {
                    inner = inner.lowerBound..<(inner.lowerBound + 1)
                }
                if inner.count == 1, let i = declaration.parameters.firstIndex(where: { $0.name == file.text(of: tokens[inner.lowerBound]) }),
                   let type = declaration.parameters[i].typeName, constants.hasRawValues(type) {
                    tableRawValueType = type
                    rawValueBinding = .parameter(i)
                }
            }
            // A table the wrapper computes is not one callers name: no wrapper (its lookup stays uncheckable).
            guard let tableBinding = rawValueBinding ?? binding(table, required: true) else { return nil }
            let keyBinding: LocalizedStringWrapper.Binding
            var kind = declaration.kind
            if name == "self", declaration.inStringExtension {
                keyBinding = .none
                kind = .stringMember
            } else if let i = declaration.parameters.firstIndex(where: { $0.name == name }) {
                keyBinding = .parameter(i)
            } else {
                return nil
            }
            if declaration.isProperty, kind != .stringMember { return nil }
            var wrapper = LocalizedStringWrapper(kind: kind, name: declaration.name, parameters: declaration.parameters, isProperty: declaration.isProperty,
                                          isMember: declaration.isMember, key: keyBinding, table: tableBinding,
                                          value: binding(value, required: false) ?? .none, comment: binding(comment, required: false) ?? .none,
                                          path: file.path, location: declaration.location)
            wrapper.isFallback = followsComparison(with: name, before: index, from: declaration.location)
            wrapper.isStatic = declaration.isStatic
            wrapper.tableRawValueType = tableRawValueType
            return wrapper
        }

        /// Whether, between the declaration's start and the lookup at `index`, a result is compared with the key
        /// `name` (`if s != self`, `guard value == key`): the lookup runs when an earlier one found nothing.
        private func followsComparison(with name: String, before index: Int, from start: SourceLocation) -> Bool {
            var i = index - 1
            while i > 0, tokens[i].location > start {
                if isText(i, "==") || isText(i, "!=") {
                    let sides = [i - 1, i + 1].filter { tokens.indices.contains($0) }
                    if sides.contains(where: { file.text(of: tokens[$0]) == name }) { return true }
                }
                i -= 1
            }
            return false
        }
    }

    /// Whether the name at `index` is what a `#selector(…)` names (`#selector(Bundle.localizedString(forKey:value:table:))`).
    static func isInSelector(_ index: Int, in file: SourceFile) -> Bool {
        var j = index - 1
        while j >= 0, file.tokens[j].kind == .identifier || file.token(file.tokens[j], is: ".") { j -= 1 }
        return j >= 1 && file.token(file.tokens[j], is: "(") && file.tokens[j - 1].kind == .pound && file.token(file.tokens[j - 1], is: "#selector")
    }

    fileprivate static func isDeclarationOrMember(before index: Int, in file: SourceFile) -> Bool {
        let previous = file.tokens[index - 1]
        switch previous.kind {
        case .identifier:
            // `#define TITLE NSLocalizedString(…)`: the macro's name, not a return type.
            if previous.isInDirective, index >= 2, file.tokens[index - 2].kind == .pound, file.token(file.tokens[index - 2], is: "#define") {
                return false
            }
            // `#if DEBUG` (Swift) on the line before: the condition's last name, not a type the call declares.
            if previous.line < file.tokens[index].line {
                var first = index - 1
                while first > 0, file.tokens[first - 1].line == previous.line { first -= 1 }
                if file.tokens[first].kind == .pound, file.token(file.tokens[first], is: "#if") || file.token(file.tokens[first], is: "#elseif") {
                    return false
                }
            }
            return !callKeywords.contains(file.text(of: previous))
        case .punctuation:
            if file.token(previous, is: ".") { return true }
            // `NSString *MyLocalizedString(…)` in C declares; nothing multiplies by a call result here.
            return file.language != .swift && file.token(previous, is: "*")
        case .attribute, .pound:
            return false
        default:
            return false
        }
    }

    /// When the call is the format of `String(format: CALL, a, b)`, `NSString(format:…)`,
    /// `String.localizedStringWithFormat(CALL, …)` or `[NSString stringWithFormat:CALL, a, b]` (also
    /// `localizedStringWithFormat:`, `initWithFormat:`, `appendFormat:`): the arguments after it, as written.
    /// Also when the call's text is kept in a local constant whose first use is such a format (HalloApp's `let format =
    /// NSLocalizedString("block.title", value: "Block %@", comment: "")` … `String(format: format, name)`; `NSString
    /// *format = NSLocalizedString(…);` … `[NSString stringWithFormat:format, name]`).
    static func formatArguments(callAt index: Int, close: Int, in file: SourceFile) -> [String]? {
        formatArguments(callAt: index, close: close, in: file, throughConstant: true)
    }

    /// Whether the text whose expression starts at token `index` is the format of a format call (`String(format: …`,
    /// `localizedStringWithFormat(…`, `[NSString stringWithFormat:…`).
    static func isFormatOfCall(at index: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        if file.language == .swift {
            return (isText(index - 1, ":") && isText(index - 2, "format") && isText(index - 3, "(") && (isText(index - 4, "String") || isText(index - 4, "NSString")))
                || (isText(index - 1, "(") && isText(index - 2, "localizedStringWithFormat"))
        }
        return isText(index - 1, ":") && (isText(index - 2, "stringWithFormat") || isText(index - 2, "localizedStringWithFormat")
            || isText(index - 2, "initWithFormat") || isText(index - 2, "appendFormat"))
    }

    /// How code uses the lookup at `index` (closing at `close`), whose format arguments could not be counted (``formatArguments(callAt:close:in:)``
    /// is nil): it is the format of a call whose arguments cannot be counted (`String(format: format, arguments: values)`),
    /// directly or through a local constant, or the value of a local constant the block returns (`let formatString =
    /// LOOKUP` … `return formatString`).
    static func formatUse(callAt index: Int, close: Int, in file: SourceFile) -> (uncounted: Bool, returned: Bool) {
        if isFormatOfCall(at: index, in: file) { return (true, false) }
        guard let use = firstUseOfConstant(initializedAt: index, close: close, in: file) else { return (false, false) }
        if isFormatOfCall(at: use, in: file) { return (true, false) }
        return (false, file.token(file.tokens[use - 1], is: "return"))
    }

    private static func formatArguments(callAt index: Int, close: Int, in file: SourceFile, throughConstant: Bool) -> [String]? {
        let tokens = file.tokens
        guard isFormatOfCall(at: index, in: file) else { return throughConstant ? formatArgumentsOfConstant(initializedAt: index, close: close, in: file) : nil }
        var arguments: [String] = []
        var unknown = false
        func add(_ start: Int, _ end: Int) {
            if let array = arrayOfArguments(start, end, file) {
                // `String(format:arguments:)` takes its arguments as one array: a literal's items count, any
                // other array could hold anything.
                if let items = array { arguments += items } else { unknown = true }
            } else if countsAsArgument(start, end, file) {
                arguments.append(CallArguments.text(of: start..<end, in: file))
            }
        }
        var depth = 0
        var i = close + 1
        var segmentStart = i
        while i < tokens.count {
            let step = bracketStep(at: i, in: file)
            if step < 0, depth == 0 { break }
            depth += step
            if step == 0, depth == 0, file.token(tokens[i], is: ",") {
                if i > segmentStart, segmentStart > close + 1 { add(segmentStart, i) }
                segmentStart = i + 1
            }
            i += 1
        }
        if i > segmentStart, segmentStart > close + 1 { add(segmentStart, i) }
        return unknown ? nil : arguments
    }

    /// +1 for an opening bracket (`(`, `[`, `{`) at token `index`, -1 for a closing one, 0 for any other token.
    static func bracketStep(at index: Int, in file: SourceFile) -> Int {
        let token = file.tokens[index]
        guard token.kind == .punctuation, token.end - token.start == 1 else { return 0 }
        switch file.bytes[token.start] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return -1
        default: return 0
        }
    }

    /// When the lookup at `index` (closing at `close`) is the value of a local constant (each kind
    /// ``firstUseOfConstant(initializedAt:close:in:)`` follows) and the constant's first use in the rest of its block is the
    /// format of a format call: that call's arguments. Nil otherwise (a first use that shows the text, or none).
    static func formatArgumentsOfConstant(initializedAt index: Int, close: Int, in file: SourceFile) -> [String]? {
        firstUseOfConstant(initializedAt: index, close: close, in: file).flatMap { formatArguments(callAt: $0, close: $0, in: file, throughConstant: false) }
    }

    /// When the lookup at `index` (closing at `close`) is the value of a local constant (`let format = LOOKUP`, `let format:
    /// String = LOOKUP`, `NSString *format = LOOKUP`, or a Swift constant declared before without one and given it in a
    /// branch: `let formatString: String` … `formatString = LOOKUP`): the token of the constant's first read in the rest of
    /// its block. Nil otherwise, or when the block never reads it.
    static func firstUseOfConstant(initializedAt index: Int, close: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard isText(index - 1, "=") else { return nil }
        var name = index - 2
        // How many blocks the constant's own encloses the lookup in (a deferred one's `if` branch).
        var enclosing = 0
        if file.language == .swift {
            if isText(index - 3, ":") { name = index - 4 }
            if !isText(name - 1, "let") {
                // HalloApp's `let formatString: String`, then `formatString = NSLocalizedString(…)` in each branch.
                guard name == index - 2, name >= 1, tokens[name].kind == .identifier, !isText(name - 1, "."), !isText(name - 1, "?"),
                      tokens[name - 1].line != tokens[name].line || isText(name - 1, "{") || isText(name - 1, ";") else { return nil }
                let constant = file.text(of: tokens[name])
                // (In the same function: a stored property of the name, before the function's `func` or `init`, is another.)
                var declaration: Int?
                for j in stride(from: name - 1, through: 1, by: -1) {
                    if isText(j, "func") || isText(j, "init") { break }
                    if isText(j - 1, "let"), tokens[j].kind == .identifier, file.text(of: tokens[j]) == constant, isText(j + 1, ":") {
                        declaration = j
                        break
                    }
                }
                guard let declaration else { return nil }
                var depth = 0
                for j in declaration..<name {
                    depth += bracketStep(at: j, in: file)
                    // (Not when the declaration's block ends before the assignment: another constant of the name.)
                    if depth < 0 { return nil }
                }
                enclosing = depth
            }
        } else {
            guard isText(name - 1, "*"), isText(name - 2, "NSString") else { return nil }
        }
        guard name >= 0, tokens[name].kind == .identifier else { return nil }
        let constant = file.text(of: tokens[name])
        var depth = 0
        var i = close + 1
        while i < tokens.count {
            let token = tokens[i]
            let step = bracketStep(at: i, in: file)
            // (The end of the constant's block: it is never used.)
            if step < 0, depth == -enclosing { return nil }
            depth += step
            if token.kind == .identifier, !isText(i - 1, "."), file.text(of: token) == constant,
                      !(file.language == .swift && isText(i + 1, ":")) {
                // (Not an argument's label of the same name, `String(format: format, name)`, nor another branch's assignment.)
                if isText(i + 1, "="), !isText(i + 2, "=") {
                    i += 1
                    continue
                }
                return i
            }
            i += 1
        }
        return nil
    }

    /// When the lookup at `index` (closing at `close`) is the format of `String(format: LOOKUP, arguments: name)` and
    /// nothing more: `name`, the array of values a wrapper's variadic parameter holds.
    static func variadicFormatted(callAt index: Int, close: Int, in file: SourceFile) -> String? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard file.language == .swift, isText(index - 1, ":"), isText(index - 2, "format"), isText(index - 3, "("),
              isText(index - 4, "String") || isText(index - 4, "NSString"),
              isText(close + 1, ","), isText(close + 2, "arguments"), isText(close + 3, ":"),
              close + 4 < tokens.count, tokens[close + 4].kind == .identifier, isText(close + 5, ")") else { return nil }
        return file.text(of: tokens[close + 4])
    }

    /// The ranges of the arguments a call passes to the wrapper's variadic `parameter`: the one bound to it and the
    /// unlabelled ones after it (none when the call leaves it out).
    static func variadicArguments(_ arguments: [CallArguments.Argument], parameter: Int,
                                  of wrapper: LocalizedStringWrapper) -> [Range<Int>] {
        guard let ranges = CallArguments.bind(arguments, to: wrapper.parameters), let first = ranges[parameter],
              let start = arguments.firstIndex(where: { $0.range == first }) else { return [] }
        return [first] + arguments[(start + 1)...].prefix { $0.label == nil }.map(\.range)
    }

    /// For a Swift `arguments: …` argument (tokens `start..<end`): `.some(items)` of an array literal,
    /// `.some(nil)` for any other expression; nil when the argument is not `arguments:`.
    private static func arrayOfArguments(_ start: Int, _ end: Int, _ file: SourceFile) -> [String]?? {
        let tokens = file.tokens
        guard file.language == .swift, end - start >= 3, file.token(tokens[start], is: "arguments"),
              file.token(tokens[start + 1], is: ":") else { return nil }
        // The literal must be the whole argument (`[a, b][0]` or `[x] + more` is not).
        guard file.token(tokens[start + 2], is: "["), let array = CallArguments.parse(file, open: start + 2), array.close == end - 1 else {
            return .some(nil)
        }
        return .some(array.arguments.map { CallArguments.text(of: $0.range, in: file) })
    }

    /// A labeled Swift argument after the format (`locale: …`) is not a format argument.
    private static func countsAsArgument(_ start: Int, _ end: Int, _ file: SourceFile) -> Bool {
        guard file.language == .swift, end - start >= 2 else { return true }
        return !(file.tokens[start].kind == .identifier && file.token(file.tokens[start + 1], is: ":"))
    }
}
