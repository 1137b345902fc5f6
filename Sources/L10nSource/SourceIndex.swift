/// What the sources say about localized strings and the texts code puts into outlets, built once from a
/// list of source files.
///
/// The storyboard side (which outlet connects which view, the scene's `customClass`) is the caller's;
/// this answers "for class C and outlet property p: where does code set p's text, and to what?"
/// through ``assignments(toOutlet:ofClass:)``. Class hierarchies come from the declarations in the
/// sources (`class C: B`, `@interface C : B`): an assignment in B's code through `self.label` reaches
/// instances of C too. Extensions and categories add to their class.
public struct SourceIndex: Sendable {
    /// Every localized-string call and uncheckable call of the files, in file order.
    public let localizedStrings: LocalizedStringScanner.Result
    /// Every `@IBOutlet` / `IBOutlet` property, in file order.
    public let outlets: [OutletDeclaration]
    /// Every assignment to an outlet's text property that names its class, in file order.
    public let assignments: [OutletAssignment]
    /// Assignments to a text property whose receiver's class the sources do not write down.
    public let unresolved: [UnresolvedOutletAssignment]
    /// Assignments to views the code finds by `viewWithTag(n)` (``OutletAssignment/tag``), in file order.
    public let taggedAssignments: [OutletAssignment]
    /// Classes whose code supplies table section titles (`tableView(_:titleForHeaderInSection:)`).
    public let sectionTitleProviders: [SectionTitleProvider]
    /// Nibs loaded by a literal name, with the loading class, in file order.
    public let nibLoads: [NibLoad]
    /// Classes whose code keeps their screen in one orientation, in file order.
    public let orientationLocks: [OrientationLock]
    /// Where code shows or hides views it reaches by name, in file order.
    public let visibilitySettings: [OutletVisibility]

    /// Where code sets layout properties (lines, shrinking, edge insets) of views it reaches by name, in file order.
    public let propertySettings: [OutletPropertySetting]
    /// Every class the sources (and headers) declare, extensions and categories aside.
    public let declaredClasses: Set<String>
    /// The text of every string literal of the sources that does not interpolate (`"onboarding-login"`).
    public let stringLiterals: Set<String>
    /// The files that say each of ``stringLiterals``.
    public let literalFiles: [String: Set<String>]
    /// The literals of ``stringLiterals`` the sources say only in Xcode's previews (`#Preview { Tabs(titles:
    /// [.init("01")]) }`), which the app never runs.
    public let previewOnlyLiterals: Set<String>
    /// The literals the sources only write as the raw values of a `CodingKey` enum's cases (`case omerDay = "omer_day"`):
    /// the names of an archive's or a JSON document's fields, which no lookup reads.
    public let codingKeyLiterals: Set<String>
    /// The names of Swift static members (``ShownLiteral/staticMembers(_:)``) and file-scope constants and variables
    /// (``ShownLiteral/fileScopeValues(_:scopes:)``) that code names only in Xcode's previews besides their declarations
    /// (`ItemSchema.preview` in `#Preview` blocks alone): what they make never shows.
    public let previewOnlyNames: Set<String>
    /// The values SwiftUI views' stored properties start with, and whether every maker of the view replaces them.
    public let viewStartingValues: ViewStartingValues
    /// The literals of ``stringLiterals`` the sources say only as the text of string constants no code names
    /// (`static let workloadScore = "health.score.workload"` in an enum of keys, the name said nowhere else), with
    /// those constants' names, sorted: no code reads them (see ``StringConstants``).
    public let unreadConstantLiterals: [String: [String]]
    /// The names of the string constants the sources declare (``StringConstants``: `NSString *const CellID = @"…"`,
    /// `#define`, a file's `let`; a type's `static let identifier = "…"` as `BadgeCell.identifier`), by their text,
    /// sorted: code that names a constant says its text.
    public let stringConstantNames: [String: [String]]
    /// The text an interpolating literal starts with (`"page-"` of `"page-\(n)"`), where it starts with text.
    public let interpolatedLiteralPrefixes: Set<String>
    /// The literals code joins a run-time value to (`"Cell" + row`, `"Cell".appending(row)`, `[@"Cell"
    /// stringByAppendingString:row]`) and the text a format literal starts with (`"Cell"` of `@"Cell%ld"`): the
    /// beginnings of the strings code builds, such as an identifier made at run time.
    public let joinedLiteralPrefixes: Set<String>
    /// The files (sources and headers) that declare each class.
    public let declaringFiles: [String: Set<String>]
    /// The types each Swift file's `extension`s add to, by path.
    public let extendedTypes: [String: Set<String>]
    /// The Objective-C classes an `@interface` (a header's, a class extension's) declares to adopt protocols.
    public let protocolAdopters: Set<String>
    /// The methods Objective-C properties name as their accessors (`@property (getter=getSettingsViewController) …`):
    /// code calls them by the property's name (`delegate.settingsViewController`), never by theirs.
    public let propertyAccessorMethods: Set<String>
    /// The `@IBInspectable` string properties of the sources' classes from which their own file sets a view's text
    /// (see ``InspectableText``): a storyboard's runtime attribute of that name localizes the view.
    public let textSettingInspectables: Set<String>
    /// The view classes that look their own document text up as they load (see ``SelfLocalizingView``).
    public let selfLocalizingViewClasses: Set<String>
    /// The view controller classes that show their own title in a view of theirs (see ``TitleShowingController``).
    public let titleShowingClasses: Set<String>
    /// The files whose code names each identifier (a type: `ChangePassVC`, `[ChangePassVC alloc]`; an enum case).
    public let mentions: [String: Set<String>]
    /// The names Swift `case` declarations give (`case color, size`): a case of a `String` enum is its own raw value,
    /// and `"\(self)"` says its name, so code can make a key of it. Switch patterns (`case .red:`, `case let x`) name none.
    public let caseNames: Set<String>
    /// The names Objective-C knows the app's Swift classes by where they differ (`@objc(OBAApplicationRootControllerFactory)
    /// public final class ApplicationRootControllerFactory`), by Swift name, sorted.
    public let objectiveCNames: [String: [String]]
    /// The cases qualified by their type's name (`Localized.cancel`): what `"\(Self.self).\(self)"` makes, the key
    /// Planetary's `Localizable` enums look themselves up under. Only cases another file names (`Localized.cancel.text`):
    /// one said only where it is declared is a key no screen asks for.
    public let qualifiedCaseNames: Set<String>
    /// Whether code reads strings through R.swift's generated accessors (`R.string.localizable.title()`), whose file is
    /// rarely checked in. (A generic parameter named `R` is no such read.)
    public let readsRSwiftStrings: Bool
    /// For Swift sources, the code that says each name (``TypeMentions``): the types whose bodies or declarations
    /// say it, and `@` and the path of each file whose top level does; a string's interpolation says what it names, a
    /// declaration (`func name`, `let name`, `var name`) does not. Previews (`#Preview`) say nothing.
    public let swiftTypeMentions: [String: Set<String>]
    /// For Swift sources, by path, the functions whose code runs only where something calls them (``TypeMentions/CalledFunction``:
    /// the methods of extensions adopting no protocol, the functions at the file's top level), in the order of the file.
    public let calledFunctions: [String: [TypeMentions.CalledFunction]]
    /// For Objective-C sources, the classes whose `@implementation` says each name (``TypeMentions/implementations(_:scopes:skipping:)``):
    /// a screen declared in another class's file (clearcam's schedule editor) is made by that class's code.
    public let objectiveCTypeMentions: [String: Set<String>]
    /// Whether a source starts the app: `@main`, `@UIApplicationMain`, `UIApplicationMain(…)` in `main.m`, or
    /// a SwiftUI app's `@UIApplicationDelegateAdaptor`.
    /// A folder of an app's sources that has it is the whole program, not a few files copied out of it.
    public var hasAppEntryPoint: Bool { !appEntryFiles.isEmpty }
    /// The sources that start the app (see ``hasAppEntryPoint``), sorted by path.
    public let appEntryFiles: [String]
    /// The sources that define the launch method (`application:didFinishLaunchingWithOptions:`,
    /// `applicationDidFinishLaunching:`) of a class that is a `UIResponder` or adopts `UIApplicationDelegate`, sorted by
    /// path: the app's delegate, the app's own code wherever its `main.m` is (Xcode's old templates kept the delegate in
    /// `Classes/` and `main.m` at the project's root); not an SDK's forwarding method (`FBSDKApplicationDelegate`, an
    /// `NSObject`). Not an entry point: a slice of an app's sources may hold its delegate without the rest.
    public var appDelegateFiles: [String] {
        appLaunchDefinitions.filter { inherits($0.className, fromAnyOf: ["UIResponder", "UIApplicationDelegate"]) }.map(\.path).sorted()
    }
    private let appLaunchDefinitions: [(path: String, className: String)]
    /// The files whose every lookup is a property that is that lookup and nothing else (SwiftGen's `Strings.swift` when
    /// none of its texts takes values, a hand-written `enum L10n { static let done = NSLocalizedString("Done", comment:
    /// "") }`): they look strings up for the code that reads their properties. (A SwiftGen file with a text taking values
    /// looks it up in a `static func`, which is no such property: not one of these.)
    public let accessorFiles: Set<String>
    /// The files that perform a segue by an identifier no plain literal gives (`performSegue(withIdentifier:
    /// Segue.edit.rawValue, …)`, `performSegueWithIdentifier:identifier`, `"page\(n)"`): their class may
    /// perform any of its manual segues.
    public let runTimeSeguePerformers: Set<String>
    /// Literals code hands to UIKit to show outside outlets (alerts, bar buttons, swipe actions; see
    /// ``ShownLiteral``), in file order.
    public let shownLiterals: [ShownLiteral]
    /// Lookups whose result is stored under a name no code reads (see ``UnusedLookup``), in file order.
    public let unusedLookups: [UnusedLookup]
    /// The keys (`table|key`) code looks up and then compares the result with the key itself, to act on a missing
    /// translation (Articles' gift activity: `if ([localizedTitle isEqualToString:SUIGiftActivityTitleLocalizationKey])
    /// return NO;`, which hides the item where the language lacks the key).
    public let keysCheckedForTranslation: Set<String>
    /// The type whose body (or extension) holds each lookup call, by ``callKey(_:)``: an enum of alert texts
    /// that shares its file with the ones code uses (Sponukannya's `SettingsAlertCalendar`) runs only if it lives.
    public let callOwners: [String: String]
    /// The action methods of the sources with their bodies, and the other Objective-C instance methods with
    /// theirs (``ActionMethod/isAction`` false; see ``ActionMethod``).
    public let actionMethods: [ActionMethod]
    /// For each file with such a method, how many times the whole file says each identifier and each plain
    /// string literal: what its methods say is all it says when the counts are equal.
    public let actionFileCounts: [String: ActionMethod.FileCounts]
    /// Tabs whose titles code sets by position (see ``TabTitleSetting``), in file order.
    public let tabTitleSettings: [TabTitleSetting]
    /// The blocks of each file that run for some languages only (`if lang == "ar" { … } else { … }`; see
    /// ``LanguageBranch``), by path, in file order.
    public let languageBranches: [String: [LanguageBranch]]
    /// The locale the app's SwiftUI interface is given at its root, when the sources tell (``ForcedLocale``).
    public let forcedLocale: ForcedLocale?

    private let superclasses: [String: String]
    /// What the Swift types, extensions and protocols name in their inherited lists, by type.
    private let inherited: [String: Set<String>]
    private let assignmentsByOutlet: [String: [OutletAssignment]]
    private let visibilityByOutlet: [String: [OutletVisibility]]
    private let outletsByProperty: [String: [OutletDeclaration]]
    private let propertySettingsByOutlet: [String: [OutletPropertySetting]]

    /// The macros `files` define: every name `#define` gives, and those defined once each, outside every `#if`, as a
    /// whole number (Silent Text's `AppConstants.h`: `#define SUPPORT_PURCHASE_ACCOUNT 1`, `#define ENABLE_DEBUG_LOGGING
    /// 0`) or as nothing (`#define HAS_HTTPSERVER`, taken as `1`), with their values: a feature switch the code settles,
    /// the same in every build. A name defined twice, under a
    /// condition, or undefined again has no constant value.
    static func macros(in files: [SourceFile]) -> (defined: Set<String>, constants: [String: String]) {
        var defined = Set<String>(), values: [String: String] = [:], dropped = Set<String>()
        for file in files where file.language != .swift {
            let tokens = file.tokens
            var depth = 0
            for (index, token) in tokens.enumerated() where token.kind == .pound {
                let directive = file.text(of: token).filter { !$0.isWhitespace }
                switch directive {
                case "#if", "#ifdef", "#ifndef": depth += 1
                case "#endif": depth = max(0, depth - 1)
                case "#undef":
                    if index + 1 < tokens.count { dropped.insert(file.text(of: tokens[index + 1])) }
                case "#define":
                    guard index + 1 < tokens.count, tokens[index + 1].line == token.line else { continue }
                    let name = file.text(of: tokens[index + 1])
                    defined.insert(name)
                    // (A header's include guard, `#ifndef X_H #define X_H`, sits inside its `#ifndef`: not a switch.)
                    let number = index + 2 < tokens.count && tokens[index + 2].line == token.line && tokens[index + 2].kind == .number
                    // A name alone (xGPS's prefix header: `#define HAS_HTTPSERVER`) is a switch turned on, as `1` is.
                    let alone = index + 2 >= tokens.count || tokens[index + 2].line != token.line
                    let value = number ? file.text(of: tokens[index + 2]) : alone ? "1" : ""
                    let ends = alone || index + 3 >= tokens.count || tokens[index + 3].line != token.line
                    if depth == 0, number || alone, ends, !value.isEmpty, value.allSatisfy(\.isNumber), values[name] == nil, !dropped.contains(name) {
                        values[name] = value
                    } else {
                        dropped.insert(name)
                    }
                default: break
                }
            }
        }
        return (defined, values.filter { !dropped.contains($0.key) })
    }

    /// Scans `files` (lex them with ``SourceFile``) for localized strings (with `options`; by default
    /// every form, SwiftUI `Text`, `String(localized:)`, the app's wrappers and conditional keys included) and
    /// outlet assignments; `headers` (Objective-C headers, which no target compiles on their own) for class
    /// and outlet declarations and wrappers (a macro, an inline function) only; `constantHeaders` (any other
    /// header: a `Constants.h` no implementation file shares a name with) for the string constants keys are
    /// kept in. `tableKeys` (every key of the tables of each name, in any language) tells which key an interpolated
    /// key whose values' types the sources do not say stands for (``InterpolatedKey/resolved(in:)``). `build` (the
    /// package products the app links, its configurations' compilation conditions) settles `#if canImport(…)` and
    /// `#if !RELEASE`: the branches the shipped build leaves out are no code users run (``CompiledOutBlock``).
    /// `fileBuilds`: what each target that compiles a file builds (by path; `build` for a file no target is known to
    /// compile): a branch is left out only where every one of them leaves it out.
    public init(files: [SourceFile], headers: [SourceFile] = [], constantHeaders: [SourceFile] = [], options: GenstringsOptions = .allForms(),
                tableKeys: [String: Set<String>] = [:], build: ShippedBuild = ShippedBuild(), fileBuilds: [String: [ShippedBuild]] = [:]) {
        // A macro a source defines itself is the code's to settle, not the build settings'.
        let (defined, sourceMacros) = Self.macros(in: files + headers + constantHeaders)
        func shipped(_ path: String) -> [ShippedBuild] {
            (fileBuilds[path] ?? [build]).map { build in
                var build = build
                build.knownMacros.subtract(defined)
                build.sourceMacros = sourceMacros
                return build
            }
        }
        var scan = LocalizedStringScanner.Result()
        var outlets: [OutletDeclaration] = []
        var assignments: [OutletAssignment] = []
        var viewSetters: [ObjectiveCViewSetter] = []
        var sends: [ObjectiveCSend] = []
        var unresolved: [UnresolvedOutletAssignment] = []
        var tagged: [OutletAssignment] = []
        var sectionTitles: [SectionTitleProvider] = []
        var nibLoads: [NibLoad] = []
        var orientationLocks: [OrientationLock] = []
        var visibilitySettings: [OutletVisibility] = []
        var propertySettings: [OutletPropertySetting] = []
        var superclasses: [String: String] = [:]
        var inherited: [String: Set<String>] = [:]
        var declaredClasses = Set<String>()
        var stringLiterals = Set<String>()
        var literalFiles: [String: Set<String>] = [:]
        var literalCounts: [String: Int] = [:], previewLiteralCounts: [String: Int] = [:]
        var previewNameCounts: [String: Int] = [:], staticDeclarationCounts: [String: Int] = [:]
        var constantNames: [String: [String]] = [:]
        var qualifiedConstantNames: [String: Set<String>] = [:]
        var identifierTotals: [String: Int] = [:]
        var interpolatedPrefixes = Set<String>(), joinedPrefixes = Set<String>()
        var declaringFiles: [String: Set<String>] = [:]
        var extendedTypes: [String: Set<String>] = [:]
        var protocolAdopters = Set<String>()
        // (Headers, and sources: a class extension declares properties too.)
        let propertyAccessorMethods = (files + headers).filter { $0.language != .swift }.reduce(into: Set<String>()) {
            $0.formUnion(Self.propertyAccessorMethods($1))
        }
        var textSettingInspectables = Set<String>()
        var selfLocalizingViewClasses = Set<String>()
        var titleShowingClasses = Set<String>()
        var mentions: [String: Set<String>] = [:]
        var caseNames = Set<String>()
        var objectiveCNames: [String: Set<String>] = [:]
        var qualifiedCases: [(name: String, type: String, path: String)] = []
        var appEntryFiles: [String] = [], appLaunchDefinitions: [(path: String, className: String)] = []
        var runTimeSeguePerformers = Set<String>()
        var shownLiterals: [ShownLiteral] = []
        var actionMethods: [ActionMethod] = []
        var actionFileCounts: [String: ActionMethod.FileCounts] = [:]
        var tabTitleSettings: [TabTitleSetting] = []
        var languageBranches: [String: [LanguageBranch]] = [:]
        var swiftTypeMentions: [String: Set<String>] = [:], objectiveCTypeMentions: [String: Set<String>] = [:]
        var calledFunctions: [String: [TypeMentions.CalledFunction]] = [:]
        func recordMentions(_ file: SourceFile, counts: [String: Int]? = nil) {
            for (name, count) in counts ?? file.identifierCounts {
                mentions[name, default: []].insert(file.path)
                identifierTotals[name, default: 0] += count
            }
        }
        // Per file, for the scans that need every file's names first.
        var fileFacts: [(scopes: SourceScopes, counts: [String: Int], unrun: UnrunCode)] = []
        // The Objective-C properties the headers declare, by class, read before any file's assignments.
        var objectiveCPropertyTypes: [String: [String: String]] = [:]
        for header in headers {
            let result = OutletScanner.scan(header, calls: [])
            objectiveCPropertyTypes.merge(result.objectiveCPropertyTypes) { own, other in own.merging(other) { first, _ in first } }
            protocolAdopters.formUnion(result.protocolAdopters)
            if !result.classes.isEmpty { textSettingInspectables.formUnion(InspectableText.textSetting(in: header)) }
            recordMentions(header)
            for declaration in result.classes {
                declaringFiles[declaration.name, default: []].insert(header.path)
                declaredClasses.insert(declaration.name)
                if let superclass = declaration.superclass, superclasses[declaration.name] == nil { superclasses[declaration.name] = superclass }
            }
            // (The protocols a header's class adopts: `@interface AppDelegate : NSObject <UIApplicationDelegate>`.)
            for (name, names) in result.inherited { inherited[name, default: []].formUnion(names) }
            outlets += result.outlets
        }
        // Every literal counts, a header's too (`#define kCellID @"SettingsCell"`).
        for file in files + headers + constantHeaders {
            joinedPrefixes.formUnion(Self.joinedLiteralPrefixes(file))
            for literal in file.literals {
                if let value = literal.value {
                    stringLiterals.insert(value)
                    literalFiles[value, default: []].insert(file.path)
                    literalCounts[value, default: 0] += 1
                } else if case .text(let text)? = literal.segments.first {
                    interpolatedPrefixes.insert(text)
                }
            }
        }
        // The app's own methods that set a view's text, found in every file before any file's assignments.
        let viewTextSetters = ViewTextSetters(files: files)
        // (One walk of each file's scopes serves every scan.)
        let fileScopes = files.map(SourceScopes.init)
        // The app's debug flags and its switches that are off for good, which any file may test.
        let debugFlags = files.reduce(into: Set<String>()) { $0.formUnion(DebugFlag.names(in: $1)) }
        let falseFlags = FeatureFlag.constantlyFalse(in: files, scopes: fileScopes)
        let headerConstants = OutletScanner.headerConstants(headers + constantHeaders)
        // The app's own helpers that show a parameter as it is, found in every file before any file's literals.
        let showHelpers = ShownLiteral.Helpers.find(in: files, scopes: fileScopes)
        // The string constants, which name keys to look up and texts to show.
        let constants = StringConstants(files: files + headers + constantHeaders)
        // Wrappers are found in every file (and header) before any file's calls are read.
        var scans = LocalizedStringScanner.scanEach(files, headers: headers, constantFiles: constantHeaders, options: options, constants: constants)
        for (i, fileScan) in scans.enumerated() {
            for (j, call) in fileScan.calls.enumerated() {
                guard let interpolated = call.interpolatedKey, !interpolated.isCertain else { continue }
                scans[i].calls[j].key = interpolated.resolved(in: tableKeys[call.table] ?? [])
            }
            // A key of values only (`%lld`) that a table holds is looked up: its entries' translations are shown. (It
            // stays uncheckable too: which key the values make is the types' to say, which the sources may not.)
            for var call in fileScan.wordless {
                guard let interpolated = call.interpolatedKey, let keys = tableKeys[call.table] else { continue }
                call.key = interpolated.resolved(in: keys)
                guard keys.contains(call.key) else { continue }
                scans[i].calls.append(call)
            }
        }
        // R.swift's accessors read keys of the tables.
        if files.contains(where: GeneratedStringAccessors.mayRead) {
            for (i, found) in GeneratedStringAccessors(tableKeys: tableKeys).calls(in: files).enumerated() {
                scans[i].calls += found.calls
                scans[i].uncheckable += found.uncheckable
            }
        }
        // The properties that are one lookup each, by name (a name two files give different lookups is neither's).
        var accessors: [String: LocalizedStringCall] = [:], ambiguousAccessors = Set<String>()
        var accessorFiles = Set<String>()
        for (file, fileScan) in zip(files, scans) {
            let found = LookupAccessor.scan(file, calls: fileScan.calls)
            for (name, call) in found {
                if let known = accessors[name], known != call { ambiguousAccessors.insert(name) } else { accessors[name] = call }
            }
            if !found.isEmpty, Set(found.values.map(\.location)).count == fileScan.calls.count { accessorFiles.insert(file.path) }
        }
        for name in ambiguousAccessors { accessors[name] = nil }
        var callOwners: [String: String] = [:]
        for ((file, fileScan), scopes) in zip(zip(files, scans), fileScopes) {
            for call in fileScan.calls {
                if let owner = scopes.type(at: call.location, in: file) { callOwners[Self.callKey(call)] = owner }
            }
            scan.calls += fileScan.calls
            scan.uncheckable += fileScan.uncheckable
            let result = OutletScanner.scan(file, calls: fileScan.calls, setters: viewTextSetters,
                                            propertyTypes: file.language == .swift ? [:] : objectiveCPropertyTypes,
                                            headerConstants: file.language == .swift ? [:] : headerConstants, accessors: accessors)
            if !result.extensions.isEmpty { extendedTypes[file.path, default: []].formUnion(result.extensions) }
            protocolAdopters.formUnion(result.protocolAdopters)
            if !result.classes.isEmpty || !result.extensions.isEmpty {
                textSettingInspectables.formUnion(InspectableText.textSetting(in: file))
                selfLocalizingViewClasses.formUnion(SelfLocalizingView.classes(in: file, scopes: scopes))
                titleShowingClasses.formUnion(TitleShowingController.classes(in: file, scopes: scopes))
            }
            let counts = file.identifierCounts
            let unrun = UnrunCode(file, scopes: scopes, builds: shipped(file.path), debugFlags: debugFlags, falseFlags: falseFlags)
            // (Each token once: a preview type's body and the class scopes it holds overlap.)
            for i in Set(unrun.previews.joined()) {
                switch file.tokens[i].kind {
                case .string: if let value = file.literal(of: file.tokens[i])?.value { previewLiteralCounts[value, default: 0] += 1 }
                case .identifier: previewNameCounts[file.text(of: file.tokens[i]), default: 0] += 1
                default: break
                }
            }
            if file.language == .swift {
                let fileScopeNames = Set(ShownLiteral.fileScopeValues(file, scopes: scopes).values)
                for name in ShownLiteral.staticMembers(file).union(fileScopeNames) { staticDeclarationCounts[name, default: 0] += 1 }
                for (name, alias) in Self.objectiveCNames(file) { objectiveCNames[name, default: []].insert(alias) }
                for (name, type) in Self.caseNames(file, scopes: scopes) {
                    caseNames.insert(name)
                    if let type { qualifiedCases.append((name, type, file.path)) }
                }
            }
            // What the build leaves out (`#if DEBUG`, a branch the Release configuration rules out) names nothing the
            // app runs: a screen only such code creates is one nothing creates. (Counted all the same.)
            let leftOut = unrun.leftOut
            let live = unrun.liveCounts(counts)
            for name in live.keys { mentions[name, default: []].insert(file.path) }
            for (name, count) in counts { identifierTotals[name, default: 0] += count }
            for constant in StringConstants.declarations(in: file, scopes: scopes) {
                constantNames[constant.value, default: []].append(constant.name)
                qualifiedConstantNames[constant.value, default: []].insert(constant.type.map { "\($0).\(constant.name)" } ?? constant.name)
            }
            if Self.startsTheApp(file) { appEntryFiles.append(file.path) }
            appLaunchDefinitions += Self.appLaunchDefiners(file, scopes: scopes).map { (file.path, $0) }
            if Self.performsRunTimeSegue(file) { runTimeSeguePerformers.insert(file.path) }
            for declaration in result.classes {
                declaringFiles[declaration.name, default: []].insert(file.path)
                declaredClasses.insert(declaration.name)
                if let superclass = declaration.superclass, superclasses[declaration.name] == nil { superclasses[declaration.name] = superclass }
            }
            for (name, names) in result.inherited { inherited[name, default: []].formUnion(names) }
            outlets += result.outlets
            // The views each method makes, whose starting texts stand in for what the class sets later.
            let made = ShownLiteral.viewsMade(file, scopes: scopes)
            // An Objective-C view given a macro by its bare name (MyCast's `headerLabel.text = HeaderTitle`, `#define HeaderTitle
            // @"Wer sind wir"`) is given its text: the preprocessor leaves no other thing of that name.
            let fileAssignments = file.language == .swift ? result.assignments : result.assignments.map { assignment in
                guard case .other(let expression) = assignment.value,
                      let text = constants.macroValue(ofBareName: expression, in: file.path) else { return assignment }
                var resolved = assignment
                resolved.value = .literal(text)
                return resolved
            }
            assignments += OutletAssignment.markingStartingTexts(fileAssignments, in: file, scopes: scopes, made: made)
            viewSetters += result.viewSetters
            sends += result.sends
            unresolved += result.unresolved
            tagged += result.tagged
            sectionTitles += result.sectionTitles
            nibLoads += result.nibLoads
            orientationLocks += OrientationLock.scan(file, scopes: scopes)
            visibilitySettings += OutletVisibility.scan(file, scopes: scopes)
            propertySettings += OutletPropertySetting.scan(file, scopes: scopes)
            shownLiterals += ShownLiteral.scan(file, scopes: scopes, counts: counts, helpers: showHelpers, constants: constants, made: made, unrun: unrun)
            if file.language == .swift {
                let mentions = TypeMentions.scan(file, scopes: scopes, skipping: leftOut)
                for (name, owners) in mentions.owners { swiftTypeMentions[name, default: []].formUnion(owners) }
                if !mentions.functions.isEmpty { calledFunctions[file.path] = mentions.functions }
            } else {
                for (name, owners) in TypeMentions.implementations(file, scopes: scopes, skipping: leftOut) {
                    objectiveCTypeMentions[name, default: []].formUnion(owners)
                }
            }
            let branches = LanguageBranch.scan(file, scopes: scopes)
            if !branches.isEmpty { languageBranches[file.path] = branches }
            tabTitleSettings += TabTitleSetting.scan(file, scopes: scopes)
            let actions = ActionMethod.scan(file)
            if !actions.isEmpty {
                actionMethods += actions
                actionFileCounts[file.path] = ActionMethod.FileCounts(file, identifiers: counts)
            }
            fileFacts.append((scopes, counts, unrun))
        }
        for file in constantHeaders {
            // (Counted, not ``mentions``: a header of constants names no type the app uses.)
            for (name, count) in file.identifierCounts { identifierTotals[name, default: 0] += count }
            for constant in StringConstants.declarations(in: file) {
                constantNames[constant.value, default: []].append(constant.name)
                qualifiedConstantNames[constant.value, default: []].insert(constant.name)
            }
        }
        for header in headers {
            for constant in StringConstants.declarations(in: header) {
                constantNames[constant.value, default: []].append(constant.name)
                qualifiedConstantNames[constant.value, default: []].insert(constant.name)
            }
        }
        // A literal said only where constants are declared, each name said only there (and by no literal: `valueForKey:`).
        self.stringConstantNames = qualifiedConstantNames.mapValues { $0.sorted() }
        self.unreadConstantLiterals = constantNames.filter { value, names in
            literalCounts[value] == names.count && names.allSatisfy { identifierTotals[$0] == 1 && !stringLiterals.contains($0) }
        }.mapValues { $0.sorted() }
        // Every file's names are known now: a property another file reads is used.
        var objectiveCReads: [String: Int] = [:]
        var objectiveCDeclared = Set<String>()
        for file in files + headers where file.language != .swift {
            let (reads, declared) = UnusedLookup.objectiveCReads(file)
            objectiveCDeclared.formUnion(declared)
            // (A header only declares: what it says is no read.)
            if !file.path.hasSuffix(".h") { for (name, count) in reads { objectiveCReads[name, default: 0] += count } }
        }
        // The instance variables and properties the Objective-C sources declare and only set, which no Swift file
        // says and no literal names (`valueForKey:@"hint"`, a binding).
        let objectiveCUnread = objectiveCDeclared.filter { name in
            objectiveCReads[name] == nil && (mentions[name] ?? []).allSatisfy { !$0.hasSuffix(".swift") } && !stringLiterals.contains(name)
        }
        var unusedLookups: [UnusedLookup] = []
        let hosting = ViewHosting(files: files, scopes: fileFacts.map { $0.scopes }, unrun: fileFacts.map { $0.unrun })
        let typeMemberReads = files.reduce(into: UnusedLookup.TypeMemberReads()) { $0.add($1) }
        readsRSwiftStrings = typeMemberReads.members.contains("R.string")
        // (Each declaration says the name once; a name declared twice in one file counts once here, and is then kept.)
        let previewOnlyNames = Set(staticDeclarationCounts.filter { name, declarations in
            guard let previews = previewNameCounts[name] else { return false }
            return identifierTotals[name] == previews + declarations
        }.keys)
        var typeLevelReads = UnusedLookup.TypeLevelReads()
        for (file, facts) in zip(files, fileFacts) { typeLevelReads.add(file, scopes: facts.scopes) }
        for ((file, fileScan), facts) in zip(zip(files, scans), fileFacts) {
            unusedLookups += UnusedLookup.scan(file, calls: fileScan.calls, mentions: mentions, scopes: facts.scopes, counts: facts.counts,
                                               objectiveCUnread: objectiveCUnread, unrun: facts.unrun, hosting: hosting,
                                               typeMemberReads: typeMemberReads, literalFiles: literalFiles, previewOnlyNames: previewOnlyNames,
                                               typeLevelReads: typeLevelReads, totals: identifierTotals)
        }
        self.unusedLookups = unusedLookups
        self.keysCheckedForTranslation = zip(files, scans).reduce(into: Set<String>()) { keys, pair in
            keys.formUnion(Self.keysCheckedForTranslation(pair.0, calls: pair.1.calls))
        }
        self.callOwners = callOwners
        self.actionMethods = actionMethods
        self.actionFileCounts = actionFileCounts
        self.tabTitleSettings = tabTitleSettings
        self.shownLiterals = shownLiterals
        self.languageBranches = languageBranches
        self.forcedLocale = ForcedLocale.scan(files)
        self.swiftTypeMentions = swiftTypeMentions
        self.calledFunctions = calledFunctions
        self.objectiveCTypeMentions = objectiveCTypeMentions
        self.orientationLocks = orientationLocks
        self.visibilitySettings = visibilitySettings
        self.visibilityByOutlet = Dictionary(grouping: visibilitySettings, by: \.outlet)
        self.taggedAssignments = tagged
        self.sectionTitleProviders = sectionTitles
        self.nibLoads = nibLoads
        self.localizedStrings = scan
        self.outlets = outlets
        assignments += ObjectiveCSend.assignments(sends, setters: viewSetters)
        self.assignments = assignments
        self.unresolved = unresolved
        self.superclasses = superclasses
        self.inherited = inherited
        self.declaredClasses = declaredClasses
        self.stringLiterals = stringLiterals
        self.literalFiles = literalFiles
        self.previewOnlyLiterals = Set(previewLiteralCounts.filter { literalCounts[$0.key] == $0.value }.keys)
        var codingKeyCounts: [String: Int] = [:]
        for file in files where file.language == .swift {
            for value in Self.codingKeyRawValues(file) { codingKeyCounts[value, default: 0] += 1 }
        }
        self.codingKeyLiterals = Set(codingKeyCounts.filter { literalCounts[$0.key] == $0.value }.keys)
        self.previewOnlyNames = previewOnlyNames
        viewStartingValues = ViewStartingValues(files: files, previews: fileFacts.map(\.unrun.previews), mentions: mentions)
        self.interpolatedLiteralPrefixes = interpolatedPrefixes
        self.joinedLiteralPrefixes = joinedPrefixes
        self.declaringFiles = declaringFiles
        self.extendedTypes = extendedTypes
        self.protocolAdopters = protocolAdopters
        self.propertyAccessorMethods = propertyAccessorMethods
        self.textSettingInspectables = textSettingInspectables
        self.selfLocalizingViewClasses = selfLocalizingViewClasses
        self.titleShowingClasses = titleShowingClasses
        self.mentions = mentions
        self.caseNames = caseNames
        self.objectiveCNames = objectiveCNames.mapValues { $0.sorted() }
        self.qualifiedCaseNames = Set(qualifiedCases.filter { (mentions[$0.name] ?? []).contains(where: { [path = $0.path] in $0 != path }) }
            .map { "\($0.type).\($0.name)" })
        self.appEntryFiles = appEntryFiles.sorted()
        self.appLaunchDefinitions = appLaunchDefinitions
        self.accessorFiles = accessorFiles
        self.runTimeSeguePerformers = runTimeSeguePerformers
        self.outletsByProperty = Dictionary(grouping: outlets, by: \.property)
        self.propertySettings = propertySettings
        self.propertySettingsByOutlet = Dictionary(grouping: propertySettings, by: \.outlet)
        self.assignmentsByOutlet = Dictionary(grouping: assignments, by: \.outlet)
    }

    /// See ``joinedLiteralPrefixes``.
    static func joinedLiteralPrefixes(_ file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var prefixes = Set<String>()
        for i in tokens.indices where tokens[i].kind == .string {
            guard let value = file.literal(of: tokens[i])?.value, !value.isEmpty else { continue }
            if let percent = value.firstIndex(of: "%"), percent > value.startIndex { prefixes.insert(String(value[..<percent])) }
            if isText(i + 1, "+") || (isText(i + 1, ".") && (isText(i + 2, "appending") || isText(i + 2, "appendingFormat")))
                || (i + 1 < tokens.count && tokens[i + 1].kind == .identifier && file.text(of: tokens[i + 1]).hasPrefix("stringByAppending")) {
                prefixes.insert(value)
            }
        }
        return prefixes
    }

    /// The accessor methods an Objective-C file's properties name (`getter=isOn`, `setter=turnOn:`).
    static func propertyAccessorMethods(_ file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        var names = Set<String>()
        for i in tokens.indices.dropFirst().dropLast() where tokens[i].kind == .punctuation && file.token(tokens[i], is: "=")
        && tokens[i + 1].kind == .identifier && (file.token(tokens[i - 1], is: "getter") || file.token(tokens[i - 1], is: "setter")) {
            names.insert(file.text(of: tokens[i + 1]))
        }
        return names
    }

    /// The key of a call in ``callOwners``: its file and where its function name starts.
    public static func callKey(_ call: LocalizedStringCall) -> String { "\(call.path)|\(call.location)" }

    /// The classes of a Swift file that `@objc(Name)` gives another name in Objective-C, with that name: the attribute,
    /// then modifiers, then `class` and the Swift name.
    static func objectiveCNames(_ file: SourceFile) -> [(name: String, alias: String)] {
        let tokens = file.tokens
        let modifiers: Set<String> = ["public", "open", "internal", "final", "fileprivate", "private"]
        var found: [(name: String, alias: String)] = []
        for i in tokens.indices where tokens[i].kind == .attribute && file.token(tokens[i], is: "@objc") && i + 3 < tokens.count
            && file.token(tokens[i + 1], is: "(") && tokens[i + 2].kind == .identifier && file.token(tokens[i + 3], is: ")") {
            var j = i + 4
            while j < tokens.count, tokens[j].kind == .identifier, modifiers.contains(file.text(of: tokens[j])) { j += 1 }
            guard j + 1 < tokens.count, file.token(tokens[j], is: "class"), tokens[j + 1].kind == .identifier else { continue }
            let name = file.text(of: tokens[j + 1]), alias = file.text(of: tokens[i + 2])
            if name != alias { found.append((name, alias)) }
        }
        return found
    }

    /// The names the `case` declarations of a Swift file give: each name of `case a, b(Int), c = 3` up to the end of the
    /// list. A `case` followed by a pattern (`.red`, `let x`, `"x"`) or ending in `:` (a switch's) declares nothing.
    /// Each with the type that declares it (nil where the scopes are not known).
    static func caseNames(_ file: SourceFile, scopes: SourceScopes? = nil) -> [(name: String, type: String?)] {
        let tokens = file.tokens
        var names: [(name: String, type: String?)] = []
        for i in tokens.indices where tokens[i].kind == .identifier && file.token(tokens[i], is: "case") {
            var found: [String] = []
            var j = i + 1
            while j < tokens.count, tokens[j].kind == .identifier,
                  !["let", "var", "is", "_"].contains(where: { file.token(tokens[j], is: $0) }) {
                found.append(file.text(of: tokens[j]))
                j += 1
                // (An associated value's list or a raw value, then perhaps another name.)
                if j < tokens.count, file.token(tokens[j], is: "("), let close = file.matchingBracket(j) { j = close + 1 }
                if j + 1 < tokens.count, file.token(tokens[j], is: "=") { j += 2 }
                guard j < tokens.count, file.token(tokens[j], is: ",") else { break }
                j += 1
            }
            // (`case red:` in a switch matches a constant: no declaration.)
            if j < tokens.count, file.token(tokens[j], is: ":") || file.token(tokens[j], is: "where") { continue }
            let type = scopes.flatMap { i < $0.classes.count ? $0.classes[i] : nil }
            names += found.map { ($0, type) }
        }
        return names
    }

    /// The classes whose launch method `file` defines: Objective-C's `- (BOOL)application:(UIApplication *)app
    /// didFinishLaunchingWithOptions:(NSDictionary *)options {…}` or `- (void)applicationDidFinishLaunching:(UIApplication
    /// *)app {…}` in an implementation file, Swift's `func application(_ application: UIApplication,
    /// didFinishLaunchingWithOptions launchOptions: …) -> Bool {…}` or `func applicationDidFinishLaunching(_:) {…}`. A
    /// header's or a protocol's declaration defines nothing. (Which of them delegate for the app: ``appDelegateFiles``.)
    static func appLaunchDefiners(_ file: SourceFile, scopes: SourceScopes) -> [String] {
        if file.language != .swift, file.path.hasSuffix(".h") { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found: [String] = []
        for (i, token) in tokens.enumerated() where token.kind == .identifier {
            let launches = isText(i, "didFinishLaunchingWithOptions") || isText(i, "applicationDidFinishLaunching")
            guard launches, let owner = scopes.classes[i] else { continue }
            let declares = file.language == .swift
                ? (isText(i, "applicationDidFinishLaunching") ? isText(i - 1, "func") && isText(i + 1, "(")
                    : i + 2 < tokens.count && tokens[i + 1].kind == .identifier && isText(i + 2, ":"))
                : isText(i + 1, ":") && isText(i + 2, "(")
            guard declares else { continue }
            // A definition has its body before the declaration ends (`;`, or the type's `}`).
            var k = i + 1
            while k < tokens.count, !isText(k, "{"), !isText(k, ";"), !isText(k, "}") { k += 1 }
            if isText(k, "{") { found.append(owner) }
        }
        return found
    }

    private static func startsTheApp(_ file: SourceFile) -> Bool {
        file.tokens.contains { token in
            switch token.kind {
            case .attribute: return ["@main", "@UIApplicationMain", "@NSApplicationMain", "@UIApplicationDelegateAdaptor"].contains(file.text(of: token))
            case .identifier: return ["UIApplicationMain", "NSApplicationMain"].contains(file.text(of: token))
            default: return false
            }
        }
    }

    /// Whether the file performs a segue whose identifier is not one plain string literal: Swift's
    /// `performSegue(withIdentifier: x, …)` (`performSegueWithIdentifier(x, …)` before Swift 3), Objective-C's
    /// `performSegueWithIdentifier:x sender:…`.
    static func performsRunTimeSegue(_ file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i < tokens.count && file.token(tokens[i], is: text) }
        for (i, token) in tokens.enumerated() where token.kind == .identifier {
            let name = file.text(of: token)
            guard name == "performSegue" || name == "performSegueWithIdentifier" else { continue }
            let identifier: Range<Int>
            if isText(i + 1, "("), let call = CallArguments.parse(file, open: i + 1),
               let argument = call.argument(labeled: "withIdentifier") ?? call.arguments.first.flatMap({ $0.label == nil ? $0 : nil }) {
                identifier = argument.range
            } else if name == "performSegueWithIdentifier", isText(i + 1, ":") {
                identifier = (i + 2)..<(i + 3)
            } else {
                continue
            }
            guard case .literal(let literal, _) = CallArguments.value(of: identifier, in: file), literal.value != nil else { return true }
        }
        return false
    }

    /// The class and its superclasses as the sources declare them (`C`, `B`, `UIViewController`); the
    /// first framework class ends the chain.
    public func lineage(of className: String) -> [String] {
        var chain = [className]
        var current = className
        while let next = superclasses[current], !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether the type `name` inherits from or conforms to one of `ancestors`, directly or through the
    /// classes and protocols the sources declare (`AddEntryIntent: WallabagIntent`, `protocol WallabagIntent:
    /// AppIntent`).
    public func inherits(_ name: String, fromAnyOf ancestors: Set<String>) -> Bool {
        var seen: Set<String> = [name]
        var pending = [name]
        while let type = pending.popLast() {
            var parents = inherited[type] ?? []
            if let superclass = superclasses[type] { parents.insert(superclass) }
            for parent in parents.sorted() where seen.insert(parent).inserted {
                if ancestors.contains(parent) { return true }
                pending.append(parent)
            }
        }
        return false
    }

    /// Whether views of `className` look their own document text up as they load: the class or a superclass
    /// the sources declare does (``selfLocalizingViewClasses``).
    public func localizesItsOwnText(_ className: String) -> Bool {
        !selfLocalizingViewClasses.isEmpty && lineage(of: className).contains(where: selfLocalizingViewClasses.contains)
    }

    /// Whether controllers of `className` show their own title in a view of theirs: the class or a superclass the
    /// sources declare does (``titleShowingClasses``), and the class descends from a controller (its lineage ends in a
    /// framework's `…Controller`, or an app class so named): a view's own `title` is no controller's.
    public func showsItsOwnTitle(_ className: String) -> Bool {
        guard !titleShowingClasses.isEmpty else { return false }
        let chain = lineage(of: className)
        return chain.contains(where: titleShowingClasses.contains) && (chain.last?.hasSuffix("Controller") ?? false)
    }

    /// Where code sets the text of outlet `outlet` of an instance of `className` (a storyboard scene's or
    /// view's `customClass`): assignments through an outlet of the class or of one of its superclasses,
    /// in file order, then those made through Objective-C methods that take the view (``ObjectiveCSend``).
    /// An outlet a document connects to an Objective-C instance variable (`_titleLabel`, as Alfresco's xibs do)
    /// is the one the code names `titleLabel`, as the scanner records it.
    public func assignments(toOutlet outlet: String, ofClass className: String) -> [OutletAssignment] {
        let chain = Set(lineage(of: className))
        let assignments = (assignmentsByOutlet[outlet] ?? []) + (outlet.hasPrefix("_") ? assignmentsByOutlet[OutletScanner.dropUnderscore(outlet)] ?? [] : [])
        return assignments.filter { chain.contains($0.outletClass) }
    }

    /// Whether `className` or one of its superclasses declared in the sources declares outlet `property` (an
    /// instance variable's `_name` as `name`).
    public func declaresOutlet(_ property: String, ofClass className: String) -> Bool {
        guard let declarations = outletsByProperty[property] ?? outletsByProperty[OutletScanner.dropUnderscore(property)] else { return false }
        let chain = Set(lineage(of: className))
        return declarations.contains { chain.contains($0.className) }
    }

    /// The names of the views whose edge insets (`contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`) code
    /// sets, through whatever object.
    public var insetReceivers: Set<String> {
        Set(propertySettings.filter { [.contentEdgeInsets, .titleEdgeInsets, .imageEdgeInsets].contains($0.property) }.map(\.outlet))
    }

    /// The number of lines code gives the text of outlet `outlet` of an instance of `className` (its own
    /// `numberOfLines`, or its title label's for a button), when code sets it to a literal: through the
    /// class's own outlet, or through another object (`cell.detailLabel`) when no class outside the lineage
    /// declares an outlet of that name. Of several, the one that shows most (0, as many as it takes, first).
    public func codeLineCount(outlet: String, ofClass className: String) -> Int? {
        let chain = Set(lineage(of: className))
        let unique = (outletsByProperty[outlet] ?? []).allSatisfy { chain.contains($0.className) } && outletsByProperty[outlet] != nil
        let counts = (propertySettingsByOutlet[outlet] ?? []).filter { setting in
            setting.property == .numberOfLines && (setting.className.map(chain.contains) ?? unique)
        }.compactMap { setting -> Int? in
            guard let value = setting.number, value >= 0, value < 1_000_000, value == value.rounded() else { return nil }
            return Int(value)
        }
        guard let most = counts.max() else { return nil }
        return counts.contains(0) ? 0 : most
    }

    /// Whether code turns on `adjustsFontSizeToFitWidth` for the outlet's label (or a button's title label):
    /// through the class's own outlet, or through another object when no class outside the lineage declares
    /// an outlet of that name (as ``codeLineCount(outlet:ofClass:)``); and never turns it off.
    public func codeShrinksText(outlet: String, ofClass className: String) -> Bool {
        let chain = Set(lineage(of: className))
        let unique = (outletsByProperty[outlet] ?? []).allSatisfy { chain.contains($0.className) } && outletsByProperty[outlet] != nil
        let values = (propertySettingsByOutlet[outlet] ?? []).filter { setting in
            setting.property == .adjustsFontSizeToFitWidth && (setting.className.map(chain.contains) ?? unique)
        }.map(\.number)
        return !values.isEmpty && values.allSatisfy { $0 == 1 }
    }

    /// The outlets `className` declares or inherits from superclasses declared in the sources.
    public func outlets(ofClass className: String) -> [OutletDeclaration] {
        let chain = Set(lineage(of: className))
        return outlets.filter { chain.contains($0.className) }
    }

    /// The one orientation instances of `className` are shown in, when its code (or a superclass's declared
    /// in the sources) keeps it there: the class's own lock first; of several, the first in file order.
    public func orientationLock(ofClass className: String) -> OrientationLock? {
        for name in lineage(of: className) {
            if let lock = orientationLocks.first(where: { $0.className == name }) { return lock }
        }
        return nil
    }

    /// Whether any code shows or hides a view by the name `outlet`, through whatever object.
    public func setsVisibility(ofOutlet outlet: String) -> Bool { visibilityByOutlet[outlet] != nil }

    /// Whether outlet `outlet` of an instance of `className` stays hidden for good: the code of the class (or a
    /// superclass) hides it, unconditionally, before the screen is first seen, and no code anywhere shows it again or sets its
    /// visibility to anything else (through any object: `cell.replyView.isHidden = false` counts).
    public func isHiddenForGood(outlet: String, ofClass className: String) -> Bool {
        let chain = Set(lineage(of: className))
        let settings = visibilityByOutlet[outlet] ?? []
        let hidden = settings.contains { setting in
            setting.hides && setting.isUnconditional && setting.className.map(chain.contains) ?? false
                && setting.method.map(OutletVisibility.setUpMethods.contains) ?? false
        }
        return hidden && settings.allSatisfy(\.hides)
    }
}

extension SourceIndex {
    /// The raw values of the cases of the Swift enums of `file` that conform to `CodingKey`
    /// (`enum CodingKeys: String, CodingKey { case omerDay = "omer_day" }`), one per literal written.
    static func codingKeyRawValues(_ file: SourceFile) -> [String] {
        let tokens = file.tokens
        var values: [String] = []
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, file.token(tokens[i], is: "enum") else { continue }
            // The inheritance clause, up to the body's brace.
            var open = i + 1
            var conformsToCodingKey = false
            while open < tokens.count, !file.token(tokens[open], is: "{") {
                if tokens[open].kind == .identifier, file.token(tokens[open], is: "CodingKey") { conformsToCodingKey = true }
                open += 1
            }
            guard conformsToCodingKey, open < tokens.count else { continue }
            var depth = 0
            var j = open
            while j < tokens.count {
                if file.token(tokens[j], is: "{") { depth += 1 }
                if file.token(tokens[j], is: "}") { depth -= 1; if depth == 0 { break } }
                if depth == 1, tokens[j].kind == .string, j >= 1, file.token(tokens[j - 1], is: "="), let value = file.literal(of: tokens[j])?.value {
                    values.append(value)
                }
                j += 1
            }
            i = j
        }
        return values
    }
}

extension SourceIndex {
    /// The keys (`table|key`) of `calls` whose result `file` stores under a name (`NSString* title = NSLocalizedString(KEY, nil);`,
    /// `let title = NSLocalizedString(key, comment: "")`) and compares, further in the same method, with the key it looked
    /// up (`[title isEqualToString:KEY]`, `title == key`): code that sees the key come back, the translation missing.
    static func keysCheckedForTranslation(_ file: SourceFile, calls: [LocalizedStringCall]) -> Set<String> {
        let tokens = file.tokens
        guard !calls.isEmpty else { return [] }
        let starts = file.callStartIndices()
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var keys = Set<String>()
        for call in calls {
            guard let start = starts[call.location], isText(start - 1, "="), start >= 2, tokens[start - 2].kind == .identifier,
                  isText(start + 1, "("), start + 3 < tokens.count, isText(start + 3, ",") || isText(start + 3, ")") else { continue }
            let name = file.text(of: tokens[start - 2])
            let argument = file.text(of: tokens[start + 2])
            // Within the next lines of the method: the name beside the same key, as an equality's two sides.
            var i = start + 4
            let last = min(tokens.count - 1, start + 120)
            var found = false
            while i <= last, !found {
                defer { i += 1 }
                guard tokens[i].kind == .identifier || tokens[i].kind == .string else { continue }
                let here = file.text(of: tokens[i])
                if here == name {
                    // `[name isEqualToString:KEY]`, `name.isEqual(KEY)`, `name == KEY`, `name != KEY`.
                    if i + 3 <= last, ["isEqualToString", "isEqual"].contains(file.text(of: tokens[i + 1])), isText(i + 2, ":"),
                       file.text(of: tokens[i + 3]) == argument { found = true }
                    if i + 4 <= last, isText(i + 1, "."), ["isEqual", "elementsEqual"].contains(file.text(of: tokens[i + 2])), isText(i + 3, "("),
                       file.text(of: tokens[i + 4]) == argument { found = true }
                    if i + 2 <= last, isText(i + 1, "==") || isText(i + 1, "!="), file.text(of: tokens[i + 2]) == argument { found = true }
                } else if here == argument, i + 2 <= last, isText(i + 1, "==") || isText(i + 1, "!="), file.text(of: tokens[i + 2]) == name {
                    found = true
                }
            }
            if found { keys.insert("\(call.table)|\(call.key)") }
        }
        return keys
    }
}
