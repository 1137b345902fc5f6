import XCTest
import L10nSource
import L10nStrings

/// The app's own localization wrappers and conditional keys, as the checks read them (`allForms`): each
/// hand-written case is one real-app pattern, asserting which keys and tables are looked up and what stays
/// uncheckable. Extraction (genstrings' options) reads none of them.
final class LocalizedStringWrapperTests: XCTestCase {
    private func scan(_ sources: [(String, SourceLanguage)], options: GenstringsOptions = .allForms()) -> LocalizedStringScanner.Result {
        LocalizedStringScanner.scan(sources.enumerated().map { index, source in
            SourceFile(bytes: Array(source.0.utf8), language: source.1, path: "F\(index + 1).\(source.1 == .swift ? "swift" : "m")")
        }, options: options)
    }

    /// `table:key` of each call, with the value when it has one.
    private func lookups(_ result: LocalizedStringScanner.Result) -> [String] {
        result.calls.map { "\($0.table):\($0.key)" + ($0.value.map { "=\($0)" } ?? "") }
    }

    /// A localization library the repository does not hold (DGLocalization's `"Cancel".localize`,
    /// Localize-Swift's `"Hello".localized()`) adds a `String` member no source declares: its calls on a literal
    /// look the literal up in Localizable, and on anything else are dynamic. A member the sources declare is
    /// read from its declaration only (here one that is not a lookup); a struct's property of that name, or a local, is
    /// no string's member (openfoodfacts' `NutrimentItem.localized` beside IBLocalizable's `"generic.cancel".localized`).
    func testLibraryStringMembersNoSourceDeclaresAreLookups() {
        let callers = """
        let a = "Cancel".localize
        let b = "Hello".localized()
        let c = (self.placeholder ?? "").localize
        let d = "Ready".localizedString
        let e = "generic.cancel".localized
        """
        let own = """
        extension String { var localizedString: String { uppercased() } }
        struct NutrimentItem { let localized: InfoRowKey }
        func load() { let localize = 1; print(localize) }
        """
        let result = scan([(callers, .swift), (own, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:Cancel", "Localizable:Hello", "Localizable:generic.cancel"])
        XCTAssertEqual(result.uncheckable.map(\.argument), [#"(self.placeholder ?? "")"#])
        XCTAssertEqual(scan([(callers, .swift)], options: GenstringsOptions()).calls, [], "genstrings reads no wrapper")
    }

    /// The "LocalizationSystem" class apps copy for in-app language switching looks `key:` up in Localizable; where no
    /// source declares its `localizedStringForKey(key:comment:)` (Alama360 left the file out), its calls with a literal
    /// key are still lookups. A source that declares the method is read as written.
    func testTheCopiedLocalizationSystemsMethodIsALookupWhereNoSourceDeclaresIt() {
        let callers = """
        let policy = LocalizationSystem.sharedInstance.localizedStringForKey(key: "policy", comment: "")
        let start = LocalizationSystem.sharedInstance.localizedStringForKey(key: "start_time", comment: "")
        """
        XCTAssertEqual(lookups(scan([(callers, .swift)])), ["Localizable:policy", "Localizable:start_time"])
        let own = """
        final class LocalizationSystem {
            static let sharedInstance = LocalizationSystem()
            func localizedStringForKey(key: String, comment: String) -> String { key.uppercased() }
        }
        """
        XCTAssertEqual(lookups(scan([(callers, .swift), (own, .swift)])), [])
        XCTAssertEqual(scan([(callers, .swift)], options: GenstringsOptions()).calls, [], "genstrings reads no wrapper")
    }

    /// SwiftUI's `Text(label)` of a `String` parameter is the `StringProtocol` initializer, which shows the text as written
    /// (CounterGraph's `chip(label: String?)`): the function is no wrapper and its callers look nothing up. Of a
    /// `LocalizedStringKey` parameter it looks the key up.
    func testTextOfAStringParameterIsNoWrapper() {
        let views = """
        import SwiftUI
        struct Units: View {
            var body: some View { VStack { chip(label: "5"); badge("Weekly") } }
            private func chip(label: String? = nil) -> some View { Group { if let label { Text(label) } } }
            private func badge(_ title: LocalizedStringKey) -> some View { Text(title) }
        }
        """
        let result = scan([(views, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:Weekly"])
        XCTAssertEqual(result.uncheckable.map(\.argument), [])
    }

    /// A free function and a protocol's method of the same name (Rocket.Chat's `localized(_:)` for Localizable, and its
    /// emoji kit's for RCEmojiKit): a bare call anywhere reads the free function's table, whichever file is read first.
    func testAFreeFunctionWinsOverAMethodOfItsName() {
        let kit = """
        protocol EmojiLocalizable {}
        extension EmojiLocalizable {
            func localized(_ string: String) -> String { NSLocalizedString(string, tableName: "Emoji", bundle: .main, value: "", comment: "") }
        }
        """
        let global = "func localized(_ string: String) -> String { NSLocalizedString(string, comment: \"\") }\n"
        let caller = "let title = localized(\"alert.title\")\n"
        XCTAssertEqual(lookups(scan([(kit, .swift), (global, .swift), (caller, .swift)])), ["Localizable:alert.title"])
        XCTAssertEqual(lookups(scan([(global, .swift), (kit, .swift), (caller, .swift)])), ["Localizable:alert.title"])
    }

    /// Overloads of a wrapper that their labels tell apart (WireGuard's `tr(_:)` and `tr(format:_:)`): each call is read
    /// as the one whose parameters its arguments fit.
    func testOverloadedWrappersAreToldApartByTheirLabels() {
        let helpers = """
        func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        func tr(format: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(format, comment: ""), arguments: arguments) }
        """
        let caller = "let a = tr(\"tunnelNow\")\nlet b = tr(format: \"tunnelAgo (%@)\", time)\n"
        XCTAssertEqual(lookups(scan([(helpers, .swift), (caller, .swift)])), ["Localizable:tunnelNow", "Localizable:tunnelAgo (%@)"])
    }

    /// A wrapper that formats the text it looks up with its variadic parameter (palera1n's `.localized(_:arguments:)`, a
    /// `String` member's `localized(with:)`, WireGuard's `tr(format:_:)`): what a call passes there are the format's
    /// arguments. An overload that formats nothing passes none.
    func testAWrapperFormattingWithItsVariadicParameterPassesTheCallersArguments() {
        let helpers = """
        extension String {
            static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
            static func localized(_ name: String, arguments: CVarArg...) -> String {
                String(format: NSLocalizedString(name, comment: ""), arguments: arguments)
            }
            func localized(with values: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: values) }
        }
        func tr(format: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(format, comment: ""), arguments: arguments) }
        """
        let caller = """
        let a: String = .localized("Reboot %@", arguments: model)
        let b = String.localized("Plain")
        let c = "%d of %d".localized(with: page, count)
        let d = tr(format: "%@ ago", time)
        """
        let result = scan([(helpers, .swift), (caller, .swift)])
        let calls = result.calls
        XCTAssertEqual(calls.map { "\($0.key) \($0.formatArgumentCount.map(String.init) ?? "-")" }, ["Reboot %@ 1", "Plain -", "%d of %d 2", "%@ ago 1"])
    }

    /// A wrapper whose body formats the text it looks up with values of its own (Pin It's `AppInfo.localized`, which fills
    /// every text's `%@` with the app's name) passes those to every caller's lookup, marked as the wrapper's.
    func testAWrapperFormattingWithItsOwnValuesPassesThemToEveryLookup() {
        let helpers = """
        struct AppInfo {
            static var displayName: String { "Pin It" }
            static func localized(_ key: String.LocalizationValue) -> String {
                String(format: String(localized: key), displayName)
            }
        }
        """
        let caller = "let a = AppInfo.localized(\"shortcuts.title\")\n"
        let calls = scan([(helpers, .swift), (caller, .swift)]).calls
        XCTAssertEqual(calls.map { "\($0.key) \($0.formatArguments ?? []) \($0.formatsWithWrapperArguments)" }, ["shortcuts.title [\"displayName\"] true"])
    }

    /// A wrapper whose body is the main bundle's method (PopcornTime's `String.localized`, compiled into its framework
    /// too) reads the app's tables wherever its caller is compiled; one of another bundle's does not.
    func testAWrapperOfTheMainBundlesMethodReadsTheMainBundle() {
        let helpers = """
        extension String {
            public var localized: String { return Bundle.main.localizedString(forKey: self, value: self, table: nil) }
            var kitLocalized: String { Bundle(for: Kit.self).localizedString(forKey: self, value: nil, table: nil) }
        }
        """
        let caller = "let a = \"Popular\".localized\nlet b = \"Trending\".kitLocalized\nlet c = Bundle.main.localizedString(forKey: \"Seen\", value: nil, table: nil)\n"
        let calls = scan([(helpers, .swift), (caller, .swift)]).calls
        XCTAssertEqual(calls.map { "\($0.key) \($0.readsMainBundle)" }, ["Popular true", "Trending false", "Seen true"])
    }

    /// An `NSString` category method that looks `self` up (chanify's `- (NSString *)localized`) is called with
    /// property syntax too: `@"Downloading %6.02f%%".localized` and `[@"Nodes" localized]` are lookups (with the empty
    /// default value, which shows the key).
    func testAnObjectiveCCategoryLookupReadAsAPropertyIsALookup() {
        let category = """
        @implementation NSString (CHLocalized)
        - (NSString *)localized {
            return [NSBundle.mainBundle localizedStringForKey:self ?: @"" value:@"" table:nil];
        }
        @end
        """
        let caller = """
        @implementation CHAudioCell
        - (void)update {
            self.statusLabel.text = [NSString stringWithFormat:@"Downloading %6.02f%%".localized, progress * 100];
            self.title = [@"Nodes" localized];
        }
        @end
        """
        XCTAssertEqual(lookups(scan([(category, .objectiveC), (caller, .objectiveC)])), ["Localizable:Downloading %6.02f%%=", "Localizable:Nodes="])
    }

    /// A static wrapper (`SystemAlerts.error(_ title:)`, which looks its title up) is called through its type, never
    /// through an instance: `logger.error("Error checking for updates")` is OSLog's `Logger`, no lookup.
    func testAStaticWrapperIsNotCalledThroughAnInstance() {
        let helpers = """
        enum SystemAlerts {
            static func error(_ title: String) { present(NSLocalizedString(title, comment: "")) }
        }
        """
        let caller = """
        final class Updates {
            private let logger = Logger(subsystem: "app", category: "updates")
            func check() {
                logger.error("Error checking for updates")
                SystemAlerts.error("Update failed")
                Logger().error("Not a key either")
            }
        }
        """
        XCTAssertEqual(lookups(scan([(helpers, .swift), (caller, .swift)])), ["Localizable:Update failed"])
    }

    /// A wrapper passing its optional value on with a default (Firefox's `MZLocalizedString(…, value: value ?? "")`)
    /// passes the caller's value: a key the table lacks shows it, not the key.
    func testAnOptionalValuePassedOnWithADefaultIsTheCallersValue() {
        let helpers = """
        private func MZLocalizedString(_ key: String, tableName: String?, value: String?, comment: String) -> String {
            return NSLocalizedString(key, tableName: tableName, bundle: Strings.bundle, value: value ?? "", comment: comment)
        }
        """
        let caller = "let a = MZLocalizedString(\"Hints.Bookmarks\", tableName: nil, value: \"Bookmarks\", comment: \"\")\n"
        XCTAssertEqual(lookups(scan([(helpers, .swift), (caller, .swift)])), ["Localizable:Hints.Bookmarks=Bookmarks"])
    }

    /// An optional key unwrapped once it is known to be there (NYPL's `NYPLAlertUtils.alert(title:message:)`:
    /// `(title?.count ?? 0) > 0 ? NSLocalizedString(title!, comment: "") : "Alert"`) is the caller's key.
    func testAnUnwrappedOptionalKeyIsTheCallersKey() {
        let helpers = """
        final class AlertUtils {
          class func alert(title: String?, message: String?) -> UIAlertController {
            let alertTitle = (title?.count ?? 0) > 0 ? NSLocalizedString(title!, comment: "") : "Alert"
            let alertMessage = (message?.count ?? 0) > 0 ? NSLocalizedString(message!, comment: "") : ""
            return UIAlertController(title: alertTitle, message: alertMessage, preferredStyle: .alert)
          }
        }
        """
        let caller = "let a = AlertUtils.alert(title: \"Bookmarking Error\", message: \"A bookmark could not be created.\")\n"
        // (A wrapper is read with one key: the first lookup of a parameter, here the title's.)
        XCTAssertEqual(lookups(scan([(helpers, .swift), (caller, .swift)])), ["Localizable:Bookmarking Error"])
    }

    /// SwiftGen's accessors: `tr(_ table:, _ key:, _ args: CVarArg...)` takes the table first and any number of
    /// format arguments after the key, none included (Element's `L10n.tr`, which tries each preferred language).
    func testSwiftGenAccessorsWithVariadicArgumentsAreLookups() {
        let generated = """
        internal enum L10n {
          internal static var roomTitle: String { return L10n.tr("Localizable", "room_title") }
          internal static func members(_ p1: Int) -> String { return L10n.tr("Localizable", "members_%d", p1) }
          internal static func invite(_ p1: Any, _ p2: Any) -> String { return L10n.tr("Untranslated", "invite", String(describing: p1), String(describing: p2)) }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
        let result = scan([(generated, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:room_title", "Localizable:members_%d", "Untranslated:invite"])
        XCTAssertEqual(result.uncheckable.map(\.argument), [])
    }

    /// A Swift function forwarding its key, table and value (LoopKit's `LocalizedString`), declared in one file
    /// and called in another.
    func testSwiftFunctionWrapperForwardingKeyTableAndValue() {
        let wrapper = """
        func LocalizedString(_ key: String, tableName: String? = nil, value: String? = nil, comment: String) -> String {
            if let value = value {
                return NSLocalizedString(key, tableName: tableName, bundle: FrameworkBundle.main, value: value, comment: comment)
            } else {
                return NSLocalizedString(key, tableName: tableName, bundle: FrameworkBundle.main, comment: comment)
            }
        }
        """
        let callers = """
        let a = LocalizedString("Overall Insulin Needs", comment: "Title")
        let b = LocalizedString("units", tableName: "Units", comment: "")
        let c = LocalizedString("g", value: "grams", comment: "")
        let d = String(format: LocalizedString("%d items", comment: ""), count)
        let e = LocalizedString(title, comment: "")
        let f = formatter.LocalizedString("x")
        """
        let result = scan([(wrapper, .swift), (callers, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:Overall Insulin Needs", "Units:units", "Localizable:g=grams", "Localizable:%d items"])
        XCTAssertEqual(result.calls.map(\.form), Array(repeating: .wrapper, count: 4))
        XCTAssertEqual(result.calls.first?.comment, "Title")
        XCTAssertEqual(result.calls.last?.formatArguments, ["count"])
        XCTAssertEqual(result.uncheckable.map { "\($0.function)(\($0.argument)) \($0.location.line)" }, ["LocalizedString(title) 5"],
                       "the wrapper's own NSLocalizedString(key, …) is no dynamic key; a caller's variable is")
        XCTAssertEqual(result.wrappers.first?.displayName, "LocalizedString")
    }

    /// A table named by a case of a `String` enum (quran-ios's `l(_:table:language:)`, `tableName: table.rawValue`,
    /// and the wrappers over it, `lFormat(key, table: .android)` and `lAndroid(key)`): each call looks its key up in
    /// the case's raw value, the parameter's default when it passes none; a table only known at run time stays so.
    func testATableNamedByAnEnumCaseIsItsRawValue() {
        let wrappers = """
        public enum Table: String {
            case localizable = "Localizable"
            case android = "Android", suras = "Suras"
            case readers
        }
        public func l(_ key: String, table: Table = .localizable) -> String {
            NSLocalizedString(key, tableName: table.rawValue, bundle: .main, comment: "")
        }
        public func lFormat(_ key: String, table: Table = .localizable, _ arguments: CVarArg...) -> String {
            String(format: l(key, table: table), arguments: arguments)
        }
        public func lAndroid(_ key: String) -> String {
            l(key, table: .android)
        }
        """
        let callers = """
        let a = l("menu_settings")
        let b = lFormat("verses", table: .android, count)
        let c = lAndroid("about")
        let d = l("sura_names[1]", table: Table.suras)
        let e = l("qari", table: .readers)
        let f = l("x", table: current)
        """
        let result = scan([(wrappers, .swift), (callers, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:menu_settings", "Android:verses", "Android:about", "Suras:sura_names[1]", "readers:qari"])
        XCTAssertEqual(result.uncheckable.filter { $0.path == "F2.swift" }.map(\.argument), ["current"])
    }

    /// `extension String { var localized … }` and a method with a forwarded comment (Tendy's `Extentions.swift`).
    func testStringExtensionPropertyAndMethod() {
        let source = """
        extension String {
            var localized: String {
                return NSLocalizedString(self, tableName: nil, bundle: Bundle.main, value: "", comment: "")
            }
            func localized(withComment: String) -> String {
                return NSLocalizedString(self, tableName: nil, bundle: Bundle.main, value: "", comment: withComment)
            }
        }
        enum Mode { case localized, plain }
        label.text = "Settings".localized
        label.text = "Hello".localized(withComment: "greeting")
        let g = profile.gender.localized
        let h = profile!.names[0]?.localized
        let m: Mode = .localized
        let all = titles.map(\\.localized)
        let hint = isPad ? "Scan the code on your computer".localized : "Scan the code".localized
        switch m { case .localized: break; default: break }
        """
        let result = scan([(source, .swift)])
        XCTAssertEqual(result.calls.map(\.key), ["Settings", "Hello", "Scan the code on your computer", "Scan the code"],
                       "a conditional's first arm is a lookup too (Prey's `IS_IPAD ? \"Visit …\".localized : …`)")
        XCTAssertEqual(result.calls.map(\.function), ["String.localized", "String.localized", "String.localized", "String.localized"])
        XCTAssertEqual(result.calls[1].comment, "greeting")
        XCTAssertEqual(result.uncheckable.map(\.argument), ["profile.gender", "profile!.names[0]?", #"\.localized"#],
                       "a variable's .localized (or a key path's) is dynamic; `.localized` alone is an enum case, in a pattern too")
    }

    /// A `String` property that calls the extension's method on `self` (Skin's `var localized { localized(lang:
    /// appLanguage) }`, the method looking `self` up in a language's bundle) is a wrapper too; the method's own
    /// declaration is no call.
    func testStringPropertyCallingTheExtensionsMethodOnSelf() {
        let source = """
        extension String {
            var localized: String {
                return localized(lang: appLanguage)
            }
            func localized(lang: String?) -> String {
                let bundle = Bundle(path: Bundle.main.path(forResource: lang, ofType: "lproj")!)!
                return NSLocalizedString(self, tableName: nil, bundle: bundle, value: "", comment: "")
            }
        }
        let rows = ["dashboard".localized, "orders".localized(lang: "ar")]
        """
        let result = scan([(source, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:dashboard=", "Localizable:orders="])
        XCTAssertEqual(result.calls.map(\.developmentValue), ["dashboard", "orders"], "an empty value shows the key")
    }

    /// Foundation's own lookup on a bundle, which apps that switch language in the app call on the language's
    /// bundle: a literal key is a lookup (the `table:` names the table, nil is Localizable), a parameter or `self`
    /// makes a wrapper. Extraction (genstrings' forms) reads none of it.
    func testBundleLookupsAndTheirWrappers() {
        let swift = """
        final class LocalizationService {
            func localizedString(for key: String, language: String) -> String {
                Bundle(path: Bundle.main.path(forResource: language, ofType: "lproj")!)!.localizedString(forKey: key, value: nil, table: nil)
            }
        }
        extension String { var tr: String { Bundle.main.localizedString(forKey: self, value: nil, table: nil) } }
        let a = Bundle.main.localizedString(forKey: "Settings", value: "", table: "Menu")
        let b = service.localizedString(for: "Name of Company", language: "ar")
        let c = "Hello".tr
        """
        let objc = """
        @implementation Lang
        - (NSString *)t { return [[NSBundle mainBundle] localizedStringForKey:@"Quit" value:nil table:nil]; }
        @end
        """
        let result = scan([(swift, .swift), (objc, .objectiveC)])
        XCTAssertEqual(lookups(result), ["Menu:Settings=", "Localizable:Name of Company", "Localizable:Hello", "Localizable:Quit"])
        XCTAssertEqual(scan([(swift, .swift), (objc, .objectiveC)], options: GenstringsOptions()).calls.count, 0)
    }

    /// An Objective-C method (WorkMeOut's `Localisator`), a macro calling it, and a macro with a literal table.
    func testObjectiveCMethodAndMacros() {
        let source = """
        #define LOCALIZATION(text) [[Localisator sharedInstance] localizedStringForKey:(text)]
        #define SULocalizedString(key, comment) NSLocalizedStringFromTableInBundle(key, @"Sparkle", bundle, comment)
        @implementation Localisator
        -(NSString *)localizedStringForKey:(NSString*)key
        {
            if (self.dicoLocalisation == nil) { return NSLocalizedString(key, key); }
            return self.dicoLocalisation[key] ?: key;
        }
        @end
        @implementation SignUpViewController
        - (void)viewDidLoad {
            _navigationBar.title = LOCALIZATION(@"Sign Up");
            [_lblSubmit setText:[[Localisator sharedInstance] localizedStringForKey:@"Submit"]];
            self.title = SULocalizedString(@"Update", nil);
            self.name = LOCALIZATION(name);
        }
        @end
        """
        let result = scan([(source, .objectiveC)])
        XCTAssertEqual(lookups(result), ["Localizable:Sign Up", "Localizable:Submit", "Sparkle:Update"])
        XCTAssertEqual(result.uncheckable.map { "\($0.function)(\($0.argument))" }, ["LOCALIZATION(name)"])
    }

    /// A macro that makes an NSString of its parameter (Task Coach's `#define _(x) NSLocalizedString(@x, @__FILE__)`)
    /// looks up the C string its callers pass; `@x` outside a macro is no parameter of a method.
    func testMacroMakingAnNSStringOfItsParameter() {
        let source = """
        #define _(x) NSLocalizedString(@x, @__FILE__)
        @implementation MainViewController
        - (void)viewDidLoad {
            self.title = _("Sync log");
            [alert setMessage:_("Do you want to send the sync log by e-mail ?")];
        }
        - (NSString *)other:(NSString *)x { return NSLocalizedString(@x, nil); }
        @end
        """
        let result = scan([(source, .objectiveC)])
        XCTAssertEqual(lookups(result), ["Localizable:Sync log", "Localizable:Do you want to send the sync log by e-mail ?"])
    }

    /// Keys kept in string constants (LavanApp's `#define kDeleteCardAlert @"…"`, HoneyComb's `Consts.h`,
    /// RCRC's `Constants.logout.localized`) are lookups of the constants' texts, from any file; a constant
    /// declared with two texts, a parameter, local or closure parameter of the same name, a literal the
    /// expression goes on from, and a method's own `let` stay unknown. Each call still says its table.
    func testKeysKeptInStringConstants() {
        let header = """
        #define kDeleteCardAlert    @"Are you sure you want to delete this card."
        #define kTwice @"One"
        static NSString *const kRetryTitle = @"Retry";
        """
        let other = "#define kTwice @\"Two\"\n"
        let objc = """
        @implementation CardViewController
        - (void)delete { [self show:NSLocalizedString(kDeleteCardAlert, nil) retry:NSLocalizedString(kRetryTitle, nil)]; }
        - (void)twice { NSLocalizedStringFromTable(kTwice, @"Cards", nil); }
        @end
        """
        let swift = """
        let appTitle = "Stylish"
        let joined = "A" + "B"
        enum Constants {
            static let logout = "Log Out"
            static let chained = "Help"
                .uppercased()
        }
        final class MenuViewController {
            let header: String = "Menu"
            func load(appTitle: String) {
                let local = "Local"
                _ = Constants.logout.localized
                _ = NSLocalizedString(Constants.logout, comment: "")
                _ = NSLocalizedString(self.header, comment: "")
                _ = NSLocalizedString(header, comment: "")
                _ = NSLocalizedString(appTitle, comment: "")
                _ = NSLocalizedString(joined, comment: "")
                _ = NSLocalizedString(Constants.chained, comment: "")
                _ = NSLocalizedString(local, comment: "")
            }
            func title() -> String { NSLocalizedString(appTitle, tableName: "Titles", comment: "") }
            func shadowed(_ items: [String]) -> [String] {
                let header = items.first ?? ""
                _ = NSLocalizedString(header, comment: "")
                return items.map { appTitle in NSLocalizedString(appTitle, comment: "") }
            }
        }
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        """
        let files = [SourceFile(bytes: Array(objc.utf8), language: .objectiveC, path: "Card.m"),
                     SourceFile(bytes: Array(swift.utf8), language: .swift, path: "Menu.swift")]
        let headers = [SourceFile(bytes: Array(header.utf8), language: .objectiveC, path: "Definition.h"),
                       SourceFile(bytes: Array(other.utf8), language: .objectiveC, path: "Other.h")]
        let result = LocalizedStringScanner.scanEach(files, constantFiles: headers, options: .allForms()).reduce(into: LocalizedStringScanner.Result()) {
            $0.calls += $1.calls
            $0.uncheckable += $1.uncheckable
        }
        XCTAssertEqual(lookups(result), ["Localizable:Are you sure you want to delete this card.", "Localizable:Retry", "Localizable:Log Out",
                                         "Localizable:Log Out", "Localizable:Menu", "Localizable:Menu", "Titles:Stylish"])
        XCTAssertEqual(result.uncheckable.map { "\($0.table ?? "?"):\($0.argument)" }, [
            "Cards:kTwice", "Localizable:appTitle", "Localizable:joined", "Localizable:Constants.chained", "Localizable:local",
            "Localizable:header", "Localizable:appTitle",
        ])
        XCTAssertEqual(LocalizedStringScanner.scanEach(files, constantFiles: headers, options: GenstringsOptions()).flatMap(\.calls), [],
                       "genstrings reads literal keys only")
    }

    /// An `NSString` category method returning `NSLocalizedString(self, nil)`, read by message and by dot.
    func testObjectiveCStringCategory() {
        let source = """
        @implementation NSString (Localization)
        - (NSString *)localized { return NSLocalizedString(self, nil); }
        @end
        @implementation MenuViewController
        - (void)viewDidLoad {
            self.title = [@"Menu" localized];
            self.label.text = @"Close".localized;
            self.other.text = [name localized];
        }
        @end
        """
        let result = scan([(source, .objectiveC)])
        XCTAssertEqual(result.calls.map(\.key), ["Menu", "Close"])
        XCTAssertEqual(result.uncheckable.map(\.argument), ["name"])
    }

    /// A wrapper that looks in a second table when the first returns the key (sd-ios's widget strings:
    /// `WidgetLocalizable`, then `Localizable`) finds the key in either; two tables chosen by a branch, with
    /// no comparison with the key, are no fallback (the first read stays the wrapper's table). A second lookup in
    /// the same table after the comparison reads another bundle (deltachat's English one).
    func testFallbackLookupOfTheSameKeyInAnotherTable() {
        let fallback = """
        extension String {
            func widgetLocalized() -> String {
                let translated = NSLocalizedString(self, tableName: "WidgetLocalizable", comment: "")
                if translated != self { return translated }
                return NSLocalizedString(self, comment: "")
            }
            static func localized(_ id: String) -> String {
                let value = NSLocalizedString(id, comment: "")
                if value != id { return value }
                return NSLocalizedString(id, bundle: english, comment: "")
            }
            func pick(_ compact: Bool) -> String {
                if compact { return NSLocalizedString(self, tableName: "Compact", comment: "") }
                return NSLocalizedString(self, tableName: "Full", comment: "")
            }
        }
        """
        let callers = """
        let a = "quick_add_title".widgetLocalized()
        let b = "total".pick(true)
        let c = String.localized("cannot_play")
        """
        let result = scan([(fallback, .swift), (callers, .swift)])
        XCTAssertEqual(lookups(result), ["WidgetLocalizable:quick_add_title", "Compact:total", "Localizable:cannot_play"])
        XCTAssertEqual(result.calls.map(\.fallbackTables), [["Localizable"], [], []])
        XCTAssertEqual(result.calls.map(\.fallsBackToAnotherBundle), [false, false, true], "deltachat's second lookup reads the English bundle")
    }

    /// A C function wrapper whose callers the sources never show (a macro of a header left out): its own
    /// lookup stays uncheckable, since callers may pass any key.
    func testWrapperWithoutCallsStaysUncheckable() {
        let source = "NSString *L(NSString *key) { return NSLocalizedString(key, nil); }"
        let result = scan([(source, .objectiveC)])
        XCTAssertEqual(result.calls, [])
        XCTAssertEqual(result.uncheckable.map(\.reason), ["the key is the parameter of L, and no call of L the scan reads passes one"])
        XCTAssertEqual(scan([(source + "\nNSString *t = L(@\"Done\");", .objectiveC)]).uncheckable, [])
    }

    /// A wrapper's other lookup of its key parameter in a table the body computes (Glucosio's `GLUCLoc` tries a
    /// per-language table of its own first) looks up the keys its callers pass: listed, not among the keys no
    /// literal names. A variable key of a function that is no wrapper stays among them.
    func testWrappersOwnLookupInAComputedTableAddsNoKeys() {
        let source = """
        NSString *GLUCLoc(NSString *key) {
            NSString *table = [NSString stringWithFormat:@"Strings_%@", locale];
            NSString *value = [[NSBundle mainBundle] localizedStringForKey:(key) value:key table:table];
            if (![value isEqualToString:key]) { return value; }
            return NSLocalizedString(key, @"");
        }
        NSString *other(NSString *name) { return [[NSBundle mainBundle] localizedStringForKey:name value:name table:computed()]; }
        NSString *t = GLUCLoc(@"Done");
        """
        let result = scan([(source, .objectiveC)])
        XCTAssertEqual(lookups(result), ["Localizable:Done"])
        XCTAssertEqual(result.uncheckable.map(\.inWrapperBody), [true, false])
        XCTAssertEqual(result.uncheckableKeys.map(\.argument), ["name"])
    }

    /// A variable key in an ordinary function is no wrapper, nor is a wrapper whose table the body computes.
    func testNotWrappers() {
        let source = """
        func title(for item: Item) -> String { let key = item.key; return NSLocalizedString(key, comment: "") }
        func label(_ key: String) -> String { NSLocalizedString(key, tableName: currentTable(), comment: "") }
        let a = label("x")
        """
        let result = scan([(source, .swift)])
        XCTAssertEqual(result.calls, [])
        XCTAssertEqual(result.uncheckable.map(\.reason), ["the key is not a string literal", "the key is not a string literal"])
    }

    /// Conditional keys: both literals are looked up, nested ones too; a non-literal branch keeps it dynamic.
    func testTernaryKeys() {
        let swift = """
        let a = NSLocalizedString(isOn ? "Yes" : "No", comment: "")
        let b = String(format: NSLocalizedString((eventCount == 1) ? "%d item" : "%d items", comment: ""), eventCount)
        let c = NSLocalizedString(n == 0 ? "none" : (n == 1 ? "one" : "many"), tableName: "Counts", comment: "")
        let d = NSLocalizedString(user?.name != nil ? "named" : other, comment: "")
        """
        let result = scan([(swift, .swift)])
        XCTAssertEqual(lookups(result), ["Localizable:Yes", "Localizable:No", "Localizable:%d item", "Localizable:%d items",
                                         "Counts:none", "Counts:one", "Counts:many"])
        XCTAssertEqual(result.calls[2].formatArguments, ["eventCount"])
        XCTAssertEqual(result.uncheckable.map(\.argument), [#"user?.name != nil ? "named" : other"#])
        let objc = #"NSString *s = NSLocalizedString(flag ? @"a" : @"b", nil);"#
        XCTAssertEqual(scan([(objc, .objectiveC)]).calls.map(\.key), ["a", "b"])
    }

    /// genstrings' options read neither: extraction writes what genstrings writes.
    func testExtractionOptionsReadNeitherWrappersNorConditionals() {
        let source = """
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        let a = "Settings".localized
        let b = NSLocalizedString(isOn ? "Yes" : "No", comment: "")
        let c = NSLocalizedString("Plain", comment: "")
        """
        let result = scan([(source, .swift)], options: GenstringsOptions())
        XCTAssertEqual(result.calls.map(\.key), ["Plain"])
        XCTAssertEqual(result.uncheckable.map(\.argument), ["self", #"isOn ? "Yes" : "No""#])
        XCTAssertEqual(result.wrappers, [])
    }
}
