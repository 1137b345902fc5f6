import L10nStrings

/// A string literal code hands straight to UIKit to show, outside any outlet: an alert's title or message,
/// an alert action's or a bar button's title, a swipe action's title (`UIAlertController(title: "Error",
/// message: "Try again", …)`, `UIAlertAction(title: "OK", …)`, `UIContextualAction(style:, title: "Delete")`,
/// Objective-C `alertControllerWithTitle:@"…" message:@"…"`, `actionWithTitle:@"…"`, `initWithTitle:@"…"`
/// and the `cancelButtonTitle:` / `otherButtonTitles:` of `UIAlertView`; a menu action's, a notification
/// action's or a quick action's title), or to a widely used library's HUD, toast or banner (``swiftLibraryCalls``,
/// ``objectiveCLibraryMessages``). Users read it exactly as written; an element's accessibility label or hint
/// (``isSpoken``) VoiceOver reads out so.
public struct ShownLiteral: Sendable, Equatable {
    public var text: String
    /// The argument's label (`title`, `message`, `cancelButtonTitle`…).
    public var role: String
    public var path: String
    public var location: SourceLocation
    /// The class whose code shows it, nil outside every class.
    public var codeClass: String?
    /// The Swift method around it when nothing in its own file calls it: a `func` without parameters, not an
    /// override, an action or `@objc`, whose name the file says once (in its declaration). Code elsewhere
    /// may still call it (see ``SourceIndex/mentions``).
    public var uncalledMethod: String?
    /// The methods whose being called from no other file makes ``uncalledMethod`` uncalled: itself, and those only whose
    /// bodies call it (``ShownLiteral/uncalledMethods(_:counts:scopes:skipping:)``).
    public var uncalledRoots: [String] = []
    /// The Swift static property or method whose body holds it (`static var preview: Item { Item(title: "Sample
    /// Item") }`), or the file-scope constant or variable whose value holds it (`let previewInfo = Info(name: "…")`
    /// outside every type): whether it shows is up to the code that names it (see ``SourceIndex/previewOnlyNames``).
    public var staticMember: String?
    /// Whether it is a local notification's title, subtitle or body (``forEachNotificationText(_:_:)``), which iOS
    /// shows only once the user has allowed the app's notifications.
    public var isNotification = false
    /// For a text a type's computed property returns that views elsewhere show (``forEachComputedShownLiteral(_:helpers:scopes:_:)``):
    /// the files of those views, sorted. It shows only where one of them runs.
    public var shownIn: [String] = []

    /// Whether VoiceOver reads it out rather than the screen showing it (an element's accessibility label or hint).
    public var isSpoken: Bool { Self.accessibilityTexts.contains(role) }

    /// Swift initializers whose labelled text arguments UIKit shows, by type.
    static let swiftInitializers: [String: Set<String>] = [
        "UIAlertController": ["title", "message"],
        "UIAlertAction": ["title"],
        "UIAlertView": ["title", "message", "cancelButtonTitle"],
        "UIContextualAction": ["title"],
        "UITableViewRowAction": ["title"],
        "UIBarButtonItem": ["title"],
        "UITabBarItem": ["title"],
        // A menu's and its actions' titles, a notification's buttons, a Home Screen quick action.
        "UIAction": ["title", "subtitle"],
        "UIMenu": ["title"],
        "UNNotificationAction": ["title"],
        "UNTextInputNotificationAction": ["title", "textInputButtonTitle", "textInputPlaceholder"],
        "UIApplicationShortcutItem": ["localizedTitle", "localizedSubtitle"],
    ]

    /// The UIKit classes whose `initWithTitle:` shows its text arguments.
    static let objectiveCInitializers: Set<String> = ["UIAlertView", "UIActionSheet", "UIBarButtonItem", "UITabBarItem"]

    /// The properties whose type names the initializer an implicit `.init(title: "Records", …)` assigned to them calls,
    /// and the methods whose parameter's type does (`alert.addAction(.init(title: "Cancel", style: .cancel))`).
    static let implicitInitializers: [String: String] = [
        "tabBarItem": "UITabBarItem", "leftBarButtonItem": "UIBarButtonItem", "rightBarButtonItem": "UIBarButtonItem",
        "backBarButtonItem": "UIBarButtonItem", "addAction": "UIAlertAction",
    ]

    /// Objective-C selector parts that start a message whose text arguments UIKit (or a library: ``objectiveCLibraryMessages``)
    /// shows, each with the later parts of the same message that carry such text.
    static let objectiveCMessages: [String: Set<String>] = [
        "alertControllerWithTitle": ["message"],
        "initWithTitle": ["message", "cancelButtonTitle", "destructiveButtonTitle", "otherButtonTitles"],
        "actionWithTitle": [],
        "rowActionWithStyle": ["title"],
        "contextualActionWithStyle": ["title"],
        // A Home Screen quick action's titles (`[[UIApplicationShortcutItem alloc] initWithType:… localizedTitle:@"…"`)
        // and a notification's button (`[UNNotificationAction actionWithIdentifier:… title:@"…" options:…]`).
        "initWithType": ["localizedTitle", "localizedSubtitle"],
        "actionWithIdentifier": ["title", "textInputButtonTitle", "textInputPlaceholder"],
    ].merging(objectiveCLibraryMessages) { uiKit, _ in uiKit }

    /// The Objective-C messages of ``objectiveCMessages`` whose first argument is no text (a style, an identifier).
    static let objectiveCMessagesWithoutShownFirst = Set(["rowActionWithStyle", "contextualActionWithStyle", "initWithType", "actionWithIdentifier"])
        .union(objectiveCLibraryMessagesWithoutShownFirst)

    /// The classes that must receive a message of ``objectiveCMessages`` whose selector the app's own classes may have
    /// too (`[[UIAlertView alloc] initWithTitle:…`, `[UNNotificationAction actionWithIdentifier:…`).
    static let objectiveCReceivers: [String: Set<String>] = [
        "initWithTitle": objectiveCInitializers,
        "initWithType": ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"],
        "actionWithIdentifier": ["UNNotificationAction", "UNTextInputNotificationAction"],
    ].merging(objectiveCLibraryReceivers) { uiKit, _ in uiKit }

    /// The app's own functions and methods that hand a parameter straight to one of the places above
    /// (`func showAlert(title: String, message: String) { present(UIAlertController(title: title, message:
    /// message, …)) }`, `- (void)alert:(NSString *)text { [[UIAlertView alloc] initWithTitle:text …] }`): a literal
    /// a call passes there is shown as written too.
    struct Helpers: Sendable {
        /// A Swift function's parameters, and the indices of those shown, each with its role.
        struct SwiftHelper: Sendable {
            var parameters: [LocalizedStringWrapper.Parameter]
            var shown: [Int: String]
        }
        /// Swift functions by name, one per list of argument labels: a call's labels tell overloads apart (Green's
        /// `DropAlert.configure(message:textColor:backgroundColor:)` among 96 other `configure` functions).
        var swift: [String: [SwiftHelper]] = [:]
        /// An Objective-C method's selector parts, and those whose argument is shown with their roles.
        struct ObjectiveCHelper: Sendable {
            var parts: [String]
            var shown: [String: String]
        }
        /// Objective-C methods by their selector's first part, one per selector: a call's parts tell them apart
        /// (Spend Stack's `showAlertControllerWithTitle:message:` beside `showAlertControllerWithTitle:message:actions:`).
        var objectiveC: [String: [ObjectiveCHelper]] = [:]


        /// The members SwiftUI views show as written through another object (`Text(viewModel.errorMessage)`).
        var shownMembers: Set<String> = []
        /// For each of ``shownMembers``, every name the files that show it say: a type whose property it is shows in
        /// such a file when that file has a value of it (`ForEach(Priority.allCases)`, `let priority: Priority`).
        var namesBesideShownMembers: [String: Set<String>] = [:]
        /// For each of ``shownMembers``, the files that show it with the names beside it there (see ``namesBesideShownMembers``):
        /// where a type's property shows, file by file.
        var showingsOfMembers: [String: [(path: String, names: Set<String>)]] = [:]
        /// The enums whose `rawValue` a view shows as written (`Text(tab.rawValue)`): in the showing file, each type
        /// its receiver's name speaks of (`tab` of `TabItem`, `status` of `InvoiceStatus`, `selectedTheme` of
        /// `Theme`), or whose `allCases` the file walks (`ForEach(Kind.allCases) { Text($0.rawValue) }`).
        var rawValueShownTypes: Set<String> = []
        /// The `String` properties of structs with initializers of their own that a view shows as written, by struct, as
        /// ``ShownLiteral/modelTypes(_:)``' memberwise parameters are judged: what those initializers store there shows.
        var initializedShownProperties: [String: Set<String>] = [:]
        /// For each of ``shownMembers``, the classes whose property of that name a view may show: those beside it
        /// (``namesBesideShownMembers``) and their Swift superclasses (a `LoginViewModel`'s `errorMessage` declared in
        /// its `BaseViewModel`).
        var classesShowing: [String: Set<String>] = [:]
        /// Names code hands to a lookup (`NSLocalizedString(type.name, …)`, `LocalizedStringKey(item.title)`,
        /// `name.localized`): a property of that name holds keys, not the texts users read.
        var lookedUpMembers: Set<String> = []
        /// Names code hands to an image as a symbol's name (`Image(systemName: icon.name)`): a property of that name
        /// holds SF Symbols' names, not texts.
        var symbolMembers: Set<String> = []

        /// How many parameters of all helpers are shown.
        var shownCount: Int {
            swift.values.joined().reduce(0) { $0 + $1.shown.count } + objectiveC.values.joined().reduce(0) { $0 + $1.shown.count }
        }

        /// Records that the function `name` with `parameters` shows the one at `index` as `role`.
        mutating func markShown(_ name: String, parameters: [LocalizedStringWrapper.Parameter], index: Int, role: String) {
            let labels = parameters.map(\.label)
            if let known = swift[name]?.firstIndex(where: { $0.parameters.map(\.label) == labels }) {
                swift[name]?[known].shown[index] = role
            } else {
                swift[name, default: []].append(SwiftHelper(parameters: parameters, shown: [index: role]))
            }
        }

        /// The overload of the Swift helper `name` a call with `arguments` (followed by a trailing closure or not)
        /// calls, and the argument range for each of its parameters passed. A helper of one declaration also takes
        /// a call the labels do not quite fit, each labelled argument by its label (or an unlabelled parameter's
        /// name) and each unlabelled one by the next unlabelled parameter: Swift 2 left a first parameter's label
        /// out (Lome's `func simpleAlert(_ title: String?, message: String?)`, called `simpleAlert(title: "…",
        /// message: "…")`).
        func swiftHelper(_ name: String, for arguments: [CallArguments.Argument], trailingClosure: Bool) -> (SwiftHelper, [Int: Range<Int>])? {
            let overloads = swift[name] ?? []
            for helper in overloads {
                if let ranges = CallArguments.bind(arguments, to: helper.parameters, trailingClosure: trailingClosure) { return (helper, ranges) }
            }
            guard overloads.count == 1, let helper = overloads.first else { return nil }
            var ranges: [Int: Range<Int>] = [:], next = 0
            for argument in arguments {
                let index = argument.label.map { label in
                    helper.parameters.firstIndex { $0.label == label } ?? helper.parameters.firstIndex { $0.label == nil && $0.name == label }
                } ?? helper.parameters.indices.first { $0 >= next && helper.parameters[$0].label == nil }
                guard let index else { continue }
                next = index + 1
                ranges[index] = argument.range
            }
            return (helper, ranges)
        }

        /// The helpers `files` declare: a parameter passed as it is to a shown argument of a UIKit call, to a
        /// view's text (``forEachViewTextValue(_:_:)``: Green's `DropAlert.configure(message:)` sets
        /// `messageLabel.text = message`) or a notification's, to a SwiftUI view's verbatim title, or to another
        /// helper's shown parameter (followed six calls deep: `success(message:)` → `alert(with:)` → `show(_:)` →
        /// `configure(message:)`), or kept in a published property a view shows as written. `scopes`: each file's.
        static func find(in files: [SourceFile], scopes: [SourceScopes]) -> Helpers {
            var helpers = Helpers()
            let swiftUI = files.map(\.importsSwiftUI)
            let propertyTypes = storedPropertyTypes(files)
            let views = zip(files, swiftUI).map { file, imports in imports ? ShownLiteral.viewTypes(file) : [] }
            // The members `file` shows as written, each at its token (after the receiver and its dot).
            func noteShown(_ file: SourceFile, members: [Int]) {
                var shown = Set<String>()
                var receivers: [String: Set<String>] = [:]
                var rawValueReceivers = Set<String>()
                for index in members {
                    let member = file.text(of: file.tokens[index])
                    shown.insert(member)
                    receivers[member, default: []].insert(file.text(of: file.tokens[index - 2]))
                    if member == "rawValue" { rawValueReceivers.insert(file.text(of: file.tokens[index - 2]).lowercased()) }
                }
                guard !shown.isEmpty else { return }
                helpers.shownMembers.formUnion(shown)
                // The file's names, and the types it holds values of through the stored properties of the types it names
                // (a `WhatToWearData`'s `suggestions` are `WhatToWearSuggestion`s, shown as `suggestion.text`).
                let said = Set(file.identifierCounts.keys)
                let names = said.union(said.flatMap { propertyTypes[$0] ?? [] })
                let types = names.filter { $0.unicodeScalars.first?.properties.isUppercase == true }
                for member in shown {
                    // The types the receivers' names are named after (`filterType` of `FilterType`, `selectedFilterType`
                    // too: Simply Filter's view shows `filterType.name`, not the `NetworkStatus.name` it also names, which
                    // only goes to a log); a receiver named after none (`option`, `item`, `$0`) may hold any type the file
                    // names (Gradefy's `Text(option.displayName)` shows a `DeckFilter`'s).
                    var beside = Set<String>()
                    for receiver in (receivers[member] ?? []).sorted() {
                        let spoken = typesNamed(by: receiver, among: types)
                        if spoken.isEmpty {
                            beside = names
                            break
                        }
                        beside.formUnion(spoken)
                    }
                    helpers.namesBesideShownMembers[member, default: []].formUnion(beside)
                    helpers.showingsOfMembers[member, default: []].append((file.path, beside))
                }
                // (A receiver that speaks of none of the file's own types still shows the cases the file walks.)
                if !rawValueReceivers.isEmpty {
                    helpers.rawValueShownTypes.formUnion(rawValueTypes(in: file, receivers: rawValueReceivers, names: said))
                    helpers.rawValueShownTypes.formUnion(rawValueTypes(in: file, receivers: rawValueReceivers, names: names))
                }
            }
            // A model struct's `String` property a view shows as written (`Text(preview.title)`), in a file that names
            // the struct: a literal its memberwise initializer takes there (`PreviewCounter(title: "Gym reps", …)`)
            // reaches the screen as written.
            func markShownModels() {
                let shownModelMembers = helpers.shownMembers.subtracting(helpers.lookedUpMembers).subtracting(helpers.symbolMembers)
                for file in files where file.language == .swift && !shownModelMembers.isEmpty {
                    for model in modelTypes(file) {
                        for (index, parameter) in model.parameters.enumerated() where model.stringProperties.contains(parameter.name)
                            && shownModelMembers.contains(parameter.name) && helpers.namesBesideShownMembers[parameter.name]?.contains(model.name) == true {
                            helpers.markShown(model.name, parameters: model.parameters, index: index, role: "title")
                        }
                    }
                    for model in initializingTypes(file) {
                        let shown = model.stringProperties.filter {
                            shownModelMembers.contains($0) && helpers.namesBesideShownMembers[$0]?.contains(model.name) == true
                        }
                        if !shown.isEmpty { helpers.initializedShownProperties[model.name, default: []].formUnion(shown) }
                    }
                }
            }
            for (file, imports) in zip(files, swiftUI) where imports {
                var members: [Int] = []
                forEachVerbatimMember(file) { members.append($0) }
                noteShown(file, members: members)
            }
            // What each file puts into a view's text, read once.
            let viewValues = files.map { file in
                var values: [(Range<Int>, String)] = []
                forEachViewTextValue(file) { range, role, _ in values.append((range, role)) }
                return values
            }
            // A UIKit view given a member as it is (Udemy-Design-App's `settingName.text = setting.settingName`,
            // `courseLabel.setTitle(courseViewModel.getLabelString, for: .normal)`) shows it as written, as `Text(…)` does;
            // what VoiceOver alone reads (`button.accessibilityHint = badge.hint`) shows nothing.
            for (file, values) in zip(files, viewValues) where file.language == .swift {
                let members = values.compactMap { range, role in
                    accessibilityTexts.contains(role) ? nil : ShownLiteral.member(shownAsWritten: range, in: file)
                }
                noteShown(file, members: members)
            }
            for file in files where file.language == .swift {
                helpers.lookedUpMembers.formUnion(lookedUpNames(file))
                helpers.symbolMembers.formUnion(symbolNames(file))
            }
            markShownModels()
            // What each file puts into a view's text or a notification's: a parameter put there makes a helper too.
            let viewTexts = zip(files, viewValues).map { file, values in
                var values = values
                forEachNotificationText(file) { values.append(($0, $1)) }
                return values
            }
            // The Swift files that publish properties (`@Published`, an `@Observable` class), where a parameter may be
            // kept for a view.
            let publishing: [Bool] = files.map { file in
                file.language == .swift && !helpers.shownMembers.isEmpty
                    && file.tokens.contains(where: { $0.kind == .attribute && (file.token($0, is: "@Published") || file.token($0, is: "@Observable")) })
            }
            for _ in 0..<6 {
                var found = helpers
                for (n, file) in files.enumerated() {
                    func mark(_ name: Int, _ role: String, needsString: Bool) {
                        let text = file.text(of: file.tokens[name])
                        if let declaration = EnclosingDeclaration.find(enclosing: name, in: file), !declaration.isProperty,
                           let index = declaration.parameters.firstIndex(where: { $0.name == text }) {
                            // A literal never reaches a disfavored `String` overload beside a localized one.
                            if declaration.isDisfavored { return }
                            if file.language == .swift {
                                guard !needsString || ShownLiteral.isStringParameter(text, of: declaration.name, before: name, in: file) else { return }
                                // (A type's initializer is named after the type, as callers call it: GiTiny's `SeeMoreView(title:
                                // "Users", …)`, whose `init(title:contentView:)` sets `titleLabel.text = title`.)
                                found.markShown(declaration.name, parameters: declaration.parameters, index: index, role: role)
                            } else if declaration.kind == .selector, let label = declaration.parameters[index].label {
                                let parts = declaration.parameters.compactMap(\.label)
                                if let known = found.objectiveC[declaration.name]?.firstIndex(where: { $0.parts == parts }) {
                                    found.objectiveC[declaration.name]?[known].shown[label] = role
                                } else {
                                    found.objectiveC[declaration.name, default: []].append(ObjectiveCHelper(parts: parts, shown: [label: role]))
                                }
                            }
                            return
                        }
                        // A stored property of the SwiftUI view around it: its memberwise initializer's parameter.
                        guard let view = views[n].last(where: { $0.body.contains(name) }),
                              !needsString || view.stringProperties.contains(text),
                              let index = view.parameters.firstIndex(where: { $0.name == text }) else { return }
                        found.markShown(view.name, parameters: view.parameters, index: index, role: role)
                    }
                    func markValue(_ range: Range<Int>, _ role: String) {
                        let tokens = file.tokens
                        // A parameter joined to other text (`"❌  " + message`): each operand of the top-level `+`s.
                        if range.count > 2, let operands = ShownLiteral.concatenatedOperands(range, in: file) {
                            for operand in operands where operand.count == 1 { markValue(operand, role) }
                            return
                        }
                        // (A cast changes nothing shown: Karam's `sender.navigationItem.title = title as String`.)
                        if range.count >= 3, tokens[range.lowerBound].kind == .identifier, file.token(tokens[range.lowerBound + 1], is: "as"),
                           let type = range.last, ["String", "NSString"].contains(file.text(of: tokens[type])),
                           range.count == 3 || (range.count == 4 && (file.token(tokens[range.lowerBound + 2], is: "!") || file.token(tokens[range.lowerBound + 2], is: "?"))) {
                            markValue(range.lowerBound..<(range.lowerBound + 1), role)
                            return
                        }
                        if range.count == 1, tokens[range.lowerBound].kind == .identifier {
                            mark(range.lowerBound, role, needsString: false)
                        } else if range.count == 3, file.token(tokens[range.lowerBound], is: "self"), file.token(tokens[range.lowerBound + 1], is: "."),
                                  tokens[range.lowerBound + 2].kind == .identifier {
                            mark(range.lowerBound + 2, role, needsString: false)
                        }
                    }
                    forEachShownArgument(file, helpers: helpers, markValue)
                    for (range, role) in viewTexts[n] { markValue(range, role) }
                    if publishing[n] {
                        forEachPublishedShownValue(file, shownMembers: helpers.shownMembers.subtracting(helpers.lookedUpMembers),
                                                   scopes: scopes[n]) { markValue($0, "title") }
                    }
                    if swiftUI[n] { forEachVerbatimName(file) { mark($0, "title", needsString: true) } }
                }
                // UIKit's and the libraries' own names are no helpers, nor are initializers.
                for name in swiftInitializers.keys { found.swift[name] = nil }
                found.swift["init"] = nil
                for name in objectiveCMessages.keys { found.objectiveC[name] = nil }
                let grew = found.shownCount > helpers.shownCount
                helpers = found
                if !grew { break }
            }
            // A member a SwiftUI file hands to a helper's shown parameter (`RecommendationRow(icon: …, text: suggestion.text)`,
            // a view of the app that shows its `text` as written) is shown as written too.
            for (file, imports) in zip(files, swiftUI) where imports {
                let tokens = file.tokens
                var members: [Int] = []
                forEachShownArgument(file, helpers: helpers) { range, _ in
                    // `a.b` or `a.b.c`, names and dots only, not through `self`.
                    guard range.count == 3 || range.count == 5, !file.token(tokens[range.lowerBound], is: "self"),
                          range.enumerated().allSatisfy({ $0.offset % 2 == 0 ? tokens[$0.element].kind == .identifier : file.token(tokens[$0.element], is: ".") })
                    else { return }
                    members.append(range.upperBound - 1)
                }
                noteShown(file, members: members)
            }
            markShownModels()
            // (Each class a view may show a member of, with the classes it inherits from.)
            let superclasses = swiftSuperclasses(files)
            for (member, names) in helpers.namesBesideShownMembers {
                var classes = names
                for name in names.sorted() {
                    var current = name, seen: Set<String> = [name]
                    while let parent = superclasses[current], seen.insert(parent).inserted {
                        classes.insert(parent)
                        current = parent
                    }
                }
                helpers.classesShowing[member] = classes
            }
            return helpers
        }
    }

    /// The literals of `file` (its `scopes`; `counts`: how often it says each identifier; `made`: the views its methods
    /// make, ``viewsMade(_:scopes:)``; `unrun`: its code users never run), the app's show `helpers`' arguments included.
    static func scan(_ file: SourceFile, scopes: SourceScopes, counts: [String: Int], helpers: Helpers = Helpers(),
                     constants: StringConstants = StringConstants(), made: [String: Set<String>], unrun: UnrunCode) -> [ShownLiteral] {
        let tokens = file.tokens
        // Debug menus (`#if DEBUG`, a debug menu's method) are not the app its users run, nor is a switch's branch
        // that never runs or code the build leaves out.
        let debugOnly = unrun.leftOut + unrun.unreachedBranches.map(\.body)
        // Xcode previews only show in Xcode's canvas; a widget's placeholder entry only as grey blocks.
        let previews = unrun.previews + unrun.redactedPlaceholders
        let uncalled = file.language == .swift ? uncalledMethods(file, counts: unrun.liveCounts(counts), scopes: scopes, skipping: unrun.leftOut) : .none
        let statics = file.language == .swift ? staticMembers(file) : []
        let fileScope = file.language == .swift ? fileScopeValues(file, scopes: scopes) : [:]
        var found: [ShownLiteral] = []
        // Each name the file declares with `let` or `var`, at its tokens (see `subscriptedArrayLiterals`), when first asked.
        var declaredNames: [String: [Int]]?
        func add(_ range: Range<Int>, _ role: String, notification: Bool) {
            var written = WrittenText.texts(of: range, in: file)
            // A local the method gives a literal before it is shown (`NSString *msg = @"保存成功"; … message:msg`,
            // `let message = ok ? "Saved" : "Failed"`): each literal value it is given shows as written.
            if written.isEmpty, range.count == 1, tokens[range.lowerBound].kind == .identifier {
                written = localLiterals(named: range.lowerBound)
            }
            // A type's string constant (`ControllerConstants.DeviceActivity.roomAlertTitle`, `self.title`), shown where
            // it is used. (A bare name may be a parameter or a local: only a named owner is read.)
            if written.isEmpty, range.count >= 3, let value = constants.value(of: range, in: file, scopeClass: scopes.classes[range.lowerBound]) {
                written = [(value, range.lowerBound)]
            }
            // But an Objective-C macro the file sees (`#define HeaderTitle @"Wer sind wir"`, `headerLabel.text = HeaderTitle`):
            // the preprocessor leaves no other thing of that name.
            if written.isEmpty, range.count == 1, file.language != .swift, tokens[range.lowerBound].kind == .identifier,
               let value = constants.macroValue(ofBareName: file.text(of: tokens[range.lowerBound]), in: file.path) {
                written = [(value, range.lowerBound)]
            }
            // An element of an array of literals the file declares (Cost's `label.text = dayOfWeek[indexPath.row]`, `let dayOfWeek =
            // ["Monday", …]`): each of them shows as written, there (whether that code runs is the place's to say).
            if written.isEmpty, file.language == .swift, let elements = subscriptedArrayLiterals(range) {
                written = elements.map { ($0.text, range.lowerBound) }
            }
            for (text, token) in written {
                guard !debugOnly.contains(where: { $0.contains(token) }), !previews.contains(where: { $0.contains(token) }),
                      !text.hasPrefix("Debug") else { continue }
                // A debug menu's method or class (`presentDebugMenu`, `DebugViewController`).
                if [scopes.methods[token], scopes.classes[token]].contains(where: { $0.map(DeveloperTool.isNamed) ?? false }) { continue }
                found.append(ShownLiteral(text: text, role: role, path: file.path, location: tokens[token].location, codeClass: scopes.classes[token],
                                          uncalledMethod: scopes.methods[token].flatMap { uncalled.all.contains($0) ? $0 : nil },
                                          uncalledRoots: scopes.methods[token].flatMap { uncalled.roots[$0] }.map { $0.sorted() } ?? [],
                                          staticMember: scopes.methods[token].flatMap { statics.contains($0) ? $0 : nil } ?? fileScope[token],
                                          isNotification: notification))
            }
        }
        // The literals assigned to the local named at token `use` earlier in the same method, at the method's level or
        // in its blocks: `name = …;` or a declaration's `= …` ending the statement, its type written or not
        // (`var title: String = "Saved"`; `let title: String` given a value in each branch). Nothing when the method
        // never declares the name (a property's value is not known here).
        func localLiterals(named use: Int) -> [(text: String, token: Int)] {
            guard let method = scopes.methods[use] else { return [] }
            let name = file.text(of: tokens[use])
            var found: [(text: String, token: Int)] = []
            var declared = false
            var i = use - 1
            while i > 0, scopes.methods[i] == method {
                defer { i -= 1 }
                guard tokens[i].kind == .identifier, file.text(of: tokens[i]) == name, !file.token(tokens[i - 1], is: ".") else { continue }
                let isDeclaration = ["let", "var"].contains { file.token(tokens[i - 1], is: $0) } || file.token(tokens[i - 1], is: "*")
                var equals = i + 1
                if isDeclaration, file.language == .swift, file.token(tokens[equals], is: ":") {
                    // The written type (`String`, `String?`, `Swift.String`) up to its `=`, if any, on the same line.
                    declared = true
                    equals += 1
                    while equals < use, tokens[equals].line == tokens[i].line,
                          tokens[equals].kind == .identifier || file.token(tokens[equals], is: ".") || file.token(tokens[equals], is: "?") {
                        equals += 1
                    }
                }
                guard equals + 1 < use, file.token(tokens[equals], is: "="), !file.token(tokens[equals + 1], is: "=") else { continue }
                declared = declared || isDeclaration
                let end = ShownLiteral.valueEnd(equals + 1, before: use, in: file)
                guard end > equals + 1, end <= use else { continue }
                found += WrittenText.texts(of: (equals + 1)..<end, in: file)
            }
            return declared ? found : []
        }
        func add(_ range: Range<Int>, _ role: String) { add(range, role, notification: false) }
        // The literals of the array `range` takes an element of (`NAME[…]`, `self.NAME[…]`), when the file declares that
        // name once, as a constant or variable given an array of string literals and nothing else.
        func subscriptedArrayLiterals(_ range: Range<Int>) -> [(text: String, token: Int)]? {
            guard range.upperBound <= tokens.count else { return nil }
            var start = range.lowerBound
            if file.token(tokens[start], is: "self"), start + 2 < range.upperBound, file.token(tokens[start + 1], is: ".") { start += 2 }
            guard start + 2 < range.upperBound, tokens[start].kind == .identifier, file.token(tokens[start + 1], is: "["),
                  file.matchingBracket(start + 1) == range.upperBound - 1 else { return nil }
            if declaredNames == nil {
                // (Every `let`/`var` of the file, found once, as the first subscripted value asks.)
                var found: [String: [Int]] = [:]
                for i in tokens.indices.dropFirst() where tokens[i].kind == .identifier
                && (file.token(tokens[i - 1], is: "let") || file.token(tokens[i - 1], is: "var")) {
                    found[file.text(of: tokens[i]), default: []].append(i)
                }
                declaredNames = found
            }
            let name = file.text(of: tokens[start])
            guard let declarations = declaredNames?[name], declarations.count == 1,
                  var open = declarations.first.map({ $0 + 1 }) else { return nil }
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            // The string literals of the array literal whose `[` is at `open`, nil when it holds anything else.
            func literals(at open: Int) -> [(text: String, token: Int)]? {
                guard isText(open, "["), let close = file.matchingBracket(open) else { return nil }
                var elements: [(text: String, token: Int)] = []
                var k = open + 1
                while k < close {
                    guard tokens[k].kind == .string, tokens[k].literalIndex >= 0, let value = file.literals[tokens[k].literalIndex].value else { return nil }
                    elements.append((value, k))
                    k += 1
                    if k < close { guard file.token(tokens[k], is: ",") else { return nil }; k += 1 }
                }
                return elements
            }
            // (Its type written or not: `let days: [String] = [...]`.)
            let typed = isText(open, ":") && isText(open + 1, "[") && isText(open + 2, "String") && isText(open + 3, "]")
            if typed { open += 4 }
            var elements: [(text: String, token: Int)] = []
            if isText(open, "="), let declared = literals(at: open + 1) {
                elements = declared
            } else if !(typed || (isText(open, "=") && isText(open + 1, "[") && isText(open + 2, "String") && isText(open + 3, "]")
                                  && isText(open + 4, "(") && isText(open + 5, ")"))) {
                return nil
            }
            // An array declared empty or of literals that the file gives only arrays of literals (PEVO's `var stateList =
            // [String]()`, then `stateList = ["Georgia", "Ohio Shelter Search"]` in `viewDidLoad`): their elements too.
            for i in tokens.indices where tokens[i].kind == .identifier && i != declarations[0] && file.text(of: tokens[i]) == name {
                guard isText(i + 1, "="), !isText(i + 2, "=") else { continue }
                // (A member of another object, `other.names = …`, is another array.)
                if isText(i - 1, "."), !(isText(i - 2, "self") && !isText(i - 3, ".")) { continue }
                guard let assigned = literals(at: i + 2) else { return nil }
                elements += assigned
            }
            return elements.isEmpty ? nil : elements
        }
        // A view's text or title code sets, where the view is no outlet the index follows (`cell.textLabel?.text = "Theme Name"`,
        // `resetButton.setTitle("Reset", for: .normal)`); a placeholder may stand for something else, as an outlet's does.
        var viewTexts: [(range: Range<Int>, role: String, receiver: String)] = []
        forEachViewTextValue(file) { viewTexts.append(($0, $1, $2)) }
        let initializers = file.language == .swift ? propertyInitializers(file) : []
        // The text a stored property's view or bar item starts with (Catty's cell: `categoryName.text = "category"` in the
        // closure that makes `categoryName`; GiTiny's `UIBarButtonItem(title: "Sort", …)`) stands in for the one the file
        // sets again elsewhere (`configure`, the sort's binding).
        func standsIn(_ range: Range<Int>, _ role: String) -> Bool {
            guard let initializer = initializers.first(where: { $0.body.contains(range.lowerBound) }) else { return false }
            return viewTexts.contains { $0.receiver == initializer.name && $0.role == role && !initializer.body.contains($0.range.lowerBound) }
        }
        // (Nor does a text the statements after it replace: ``isReplacedLater(_:role:in:)``.)
        forEachShownArgument(file, helpers: helpers) { range, role in
            if !standsIn(range, role), !isReplacedLater(range, role: role, in: file) { add(range, role) }
        }
        forEachNotificationText(file) { add($0, $1, notification: true) }
        for text in viewTexts where text.role != "placeholder" {
            if standsIn(text.range, text.role) || isReplacedLater(text.range, role: text.role, in: file) { continue }
            // So does the text a method gives the view it makes (Monotone's cell: `self.descriptionLabel = UILabel()`, then
            // `.text = "0 photos · Curated by nil"`, which the cell's data binding sets again).
            let receiver = viewName(text.receiver)
            if let maker = scopes.methodKey(text.range.lowerBound), made[receiver]?.contains(maker) == true,
               viewTexts.contains(where: { viewName($0.receiver) == receiver && $0.role == text.role && scopes.methodKey($0.range.lowerBound) != maker }) {
                continue
            }
            add(text.range, text.role)
        }
        forEachReturnedTitle(file, add)
        if file.importsSwiftUI {
            forEachStoredShownLiteral(file) { add($0, "title") }
        }
        if file.language == .swift, !helpers.shownMembers.isEmpty {
            forEachPublishedShownLiteral(file, shownMembers: helpers.shownMembers, besides: helpers.classesShowing, scopes: scopes) {
                add($0, "title")
            }
            forEachRawValueShownLiteral(file, helpers: helpers) { add($0, "title") }
            if !helpers.initializedShownProperties.isEmpty {
                forEachInitializedShownValue(file, properties: helpers.initializedShownProperties) { add($0, "title") }
            }
        }
        if file.language == .swift, !helpers.shownMembers.isEmpty || file.importsSwiftUI {
            forEachComputedShownLiteral(file, helpers: helpers, scopes: scopes) { range, showers in
                let first = found.count
                add(range, "title")
                for i in first..<found.count { found[i].shownIn = showers }
            }
        }
        if file.language == .swift { found.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) } }
        return found
    }

    /// The texts of a local notification that iOS shows in its banner: the `title`, `subtitle` and `body` of a
    /// `UNMutableNotificationContent` the code makes (`let content = UNMutableNotificationContent()` …
    /// `content.title = "New payment"`; Objective-C `content.body = @"…";`), by the value assigned.
    static let notificationTexts: Set<String> = ["title", "subtitle", "body"]

    /// Calls `body` with the value range of each assignment to a shown text of a notification content the file
    /// makes in a local (see ``notificationTexts``), and the property's name as its role.
    static func forEachNotificationText(_ file: SourceFile, _ body: (Range<Int>, String) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var names = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier && file.text(of: tokens[i]) == "UNMutableNotificationContent" {
            if file.language == .swift {
                // `let content = UNMutableNotificationContent()`
                if isText(i - 1, "="), tokens.indices.contains(i - 2), tokens[i - 2].kind == .identifier, isText(i - 3, "let") || isText(i - 3, "var") {
                    names.insert(file.text(of: tokens[i - 2]))
                }
            } else if isText(i + 1, "*"), tokens.indices.contains(i + 2), tokens[i + 2].kind == .identifier, isText(i + 3, "=") {
                // `UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];`
                names.insert(file.text(of: tokens[i + 2]))
            }
        }
        guard !names.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && names.contains(file.text(of: tokens[i])) && isText(i + 1, ".") && !isText(i - 1, ".") {
            guard tokens.indices.contains(i + 2), isText(i + 3, "=") else { continue }
            let property = file.text(of: tokens[i + 2])
            guard notificationTexts.contains(property) else { continue }
            let end = valueEnd(i + 4, before: tokens.count, in: file)
            if end > i + 4 { body((i + 4)..<end, property) }
        }
    }

    /// The UIKit views whose text a value put into `text`, `placeholder` or `setTitle(_:for:)` shows as it is.
    static let textViewTypes: Set<String> = ["UILabel", "UITextView", "UITextField", "UIButton", "UISearchBar"]
    /// The texts VoiceOver reads out for an element, whatever it is: its label and its hint.
    static let accessibilityTexts: Set<String> = ["accessibilityLabel", "accessibilityHint"]

    /// The member token of a value that is a member as it is (`a.b`, `a.b.c`, not through `self`), in other capitals
    /// too (``withoutCasing(_:in:)``: `a.b.uppercased()`), an optional one with a literal for nil too (`a.b ?? ""`); nil
    /// for any other value.
    static func member(shownAsWritten value: Range<Int>, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        var range = withoutCasing(value, in: file)
        if range.count > 2, file.token(tokens[range.upperBound - 2], is: "??"), tokens[range.upperBound - 1].kind == .string {
            range = range.lowerBound..<(range.upperBound - 2)
        }
        guard range.count == 3 || range.count == 5, range.upperBound <= tokens.count, !file.token(tokens[range.lowerBound], is: "self"),
              range.enumerated().allSatisfy({ $0.offset % 2 == 0 ? tokens[$0.element].kind == .identifier : file.token(tokens[$0.element], is: ".") })
        else { return nil }
        return range.upperBound - 1
    }

    /// The objects whose assigned `title` (and an alert's `message`) UIKit shows: a tab's or a bar button's label, an alert's texts.
    static let titledItemTypes: Set<String> = ["UITabBarItem", "UIBarButtonItem", "UIAlertController", "MKPointAnnotation", "UINavigationItem"]
    /// The controllers whose `title` their navigation bar and tab show.
    static let titledControllerTypes: Set<String> = ["UINavigationController", "UIViewController", "UITableViewController", "UICollectionViewController"]

    /// Calls `body` with the value range of each text `file` puts into a view (`messageLabel.text = message`,
    /// `cell.textLabel?.text = …`, `button.setTitle(title, for: .normal)`; Objective-C `self.nameLabel.text = name;`,
    /// `[nameLabel setText:name]`), the property's name as its role, and the view's name (`messageLabel`). The view
    /// is a property or local named as one (`…Label`, `…TextView`, `…Field`, `…Button`, a number after it too:
    /// `button1`) or declared with one of ``textViewTypes`` in the file; `self.text` (a model's or a cell's own) is no
    /// view's. A bar item's `title` (`tabBarItem1.title = @"Users"`), an alert controller's `title` and `message` and a
    /// map annotation's `title` and `subtitle`, named or declared as one of ``titledItemTypes``, are their texts; so are
    /// any element's ``accessibilityTexts`` (`button.accessibilityHint = "…"`, `[cell setAccessibilityLabel:@"…"]`), an
    /// MBProgressHUD's `labelText` and the button titles of an `LAContext`'s authentication dialog.
    static func forEachViewTextValue(_ file: SourceFile, _ body: (Range<Int>, String, String) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // Names the file declares with a view's type: `let messageLabel = UILabel()`, `var title: UILabel!`, `UILabel *name`;
        // and with a bar item's or an alert's (`UITabBarItem *tabBarItem1 = tabBar.items[0]`).
        var declaredViews = Set<String>(), declaredTitledItems = Set<String>(), declaredHUDs = Set<String>(), declaredControllers = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier {
            let type = file.text(of: tokens[i])
            let isTitled = titledItemTypes.contains(type), isHUD = type == "MBProgressHUD", isController = titledControllerTypes.contains(type)
            guard isTitled || isHUD || isController || textViewTypes.contains(type) else { continue }
            var name: String?
            // (`= UIAlertController(…)`, or `= UIAlertController.init(…)`.)
            let made = isText(i + 1, "(") || (isText(i + 1, ".") && isText(i + 2, "init") && isText(i + 3, "("))
            if isText(i - 1, ":") || (isText(i - 1, "=") && made), tokens.indices.contains(i - 2), tokens[i - 2].kind == .identifier {
                name = file.text(of: tokens[i - 2])
            } else if file.language != .swift, isText(i + 1, "*"), tokens.indices.contains(i + 2), tokens[i + 2].kind == .identifier {
                name = file.text(of: tokens[i + 2])
            }
            if let name {
                if isTitled { declaredTitledItems.insert(name) } else if isHUD { declaredHUDs.insert(name) }
                else if isController { declaredControllers.insert(name) } else { declaredViews.insert(name) }
            }
        }
        // A name says what it holds before a number (`button1`, `tabBarItem2`).
        func stem(_ i: Int) -> String { String(file.text(of: tokens[i]).reversed().drop(while: \.isNumber).reversed()) }
        func isView(_ i: Int) -> Bool {
            guard tokens.indices.contains(i), tokens[i].kind == .identifier else { return false }
            let name = stem(i)
            return declaredViews.contains(file.text(of: tokens[i]))
                || ["Label", "label", "TextView", "textView", "Field", "field", "Button", "button"].contains { name.hasSuffix($0) }
        }
        func isTitledItem(_ i: Int) -> Bool {
            guard tokens.indices.contains(i), tokens[i].kind == .identifier else { return false }
            let name = stem(i)
            return declaredTitledItems.contains(file.text(of: tokens[i]))
                || ["TabBarItem", "tabBarItem", "BarButtonItem", "barButtonItem", "AlertController", "alertController", "navigationItem",
                    "NavigationItem"].contains { name.hasSuffix($0) }
                || isAnnotation(i)
        }
        // A view controller's title is its navigation bar's and its tab's (Udemy-Design-App's `navigationController.title =
        // barTitle` for each tab): named or declared as one.
        func isController(_ i: Int) -> Bool {
            guard tokens.indices.contains(i), tokens[i].kind == .identifier else { return false }
            let name = stem(i)
            return declaredControllers.contains(file.text(of: tokens[i]))
                || ["NavigationController", "navigationController", "ViewController", "viewController"].contains { name.hasSuffix($0) }
        }
        // A map annotation's title and subtitle are its callout's texts and its marker's label (`annotation.title =
        // "Unknown Location"`, OneBusAway's dropped pin).
        func isAnnotation(_ i: Int) -> Bool {
            guard tokens.indices.contains(i), tokens[i].kind == .identifier else { return false }
            return stem(i).hasSuffix("Annotation") || stem(i) == "annotation"
        }
        func isHUD(_ i: Int) -> Bool {
            guard tokens.indices.contains(i), tokens[i].kind == .identifier else { return false }
            return declaredHUDs.contains(file.text(of: tokens[i])) || ["HUD", "Hud", "hud"].contains { stem(i).hasSuffix($0) }
        }
        // The bodies of the file's Swift classes that are labels, text views or fields themselves (`final class ToastLabel:
        // UILabel`): their `self.text` is what they show (Open GPX Tracker's `init(text:)` sets it).
        var textViewBodies: [Range<Int>] = []
        if file.language == .swift {
            for i in tokens.indices where isText(i, "class") && isText(i + 2, ":") && tokens.indices.contains(i + 3)
            && ["UILabel", "UITextView", "UITextField"].contains(file.text(of: tokens[i + 3])) {
                var open = i + 3
                while open < tokens.count, !isText(open, "{") { open += 1 }
                if let close = file.matchingBrace(open) { textViewBodies.append(open..<close) }
            }
        }
        let roles: [String: String] = ["text": "text", "placeholder": "placeholder"]
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i - 1, ".") {
            let member = file.text(of: tokens[i])
            // The receiver, before an optional chain's `?` or `!`.
            let receiver = isText(i - 2, "?") || isText(i - 2, "!") ? i - 3 : i - 2
            if member == "text", isText(receiver, "self"), textViewBodies.contains(where: { $0.contains(i) }), isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2 { body((i + 2)..<end, "text", "self") }
                continue
            }
            // A bar item's title is its tab's or button's label (`tabBarItem1.title = @"Users"`), a navigation item's its bar's
            // (`sender.navigationItem.title = title`); an alert's title and message are its texts (`settingsAlertController.message
            // = "Delete event?"`).
            if member == "title" || member == "message" || (member == "subtitle" && isAnnotation(receiver)),
               isTitledItem(receiver) || (member == "title" && isController(receiver)), isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2 { body((i + 2)..<end, member, file.text(of: tokens[receiver])) }
                continue
            }
            // What VoiceOver reads out for any element, a view or not (`button.accessibilityHint = "Tap to find out more"`).
            if accessibilityTexts.contains(member), isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2, receiver >= 0 { body((i + 2)..<end, member, file.text(of: tokens[receiver])) }
                continue
            }
            // The buttons of the system's authentication dialog (`context.localizedCancelTitle = "Cancel"`), named so
            // by LocalAuthentication's `LAContext` alone.
            if member == "localizedCancelTitle" || member == "localizedFallbackTitle", receiver >= 0, isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2 { body((i + 2)..<end, "title", file.text(of: tokens[receiver])) }
                continue
            }
            // An MBProgressHUD's texts (`self.HUD.labelText = @"Saved"`, `hud.detailsLabelText = …`).
            if member == "labelText" || member == "detailsLabelText", isHUD(receiver), isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2 { body((i + 2)..<end, "text", file.text(of: tokens[receiver])) }
                continue
            }
            guard isView(receiver) else { continue }
            if let role = roles[member], isText(i + 1, "="), !isText(i + 2, "=") {
                let end = valueEnd(i + 2, before: tokens.count, in: file)
                if end > i + 2 { body((i + 2)..<end, role, file.text(of: tokens[receiver])) }
            } else if file.language == .swift, member == "setTitle", isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
                      let value = arguments.arguments.first, value.label == nil {
                body(value.range, "title", file.text(of: tokens[receiver]))
            }
        }
        guard file.language != .swift else { return }
        // `[nameLabel setText:name]`, `[self.button setTitle:title forState:UIControlStateNormal]`.
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, ":") {
            let role: String
            switch file.text(of: tokens[i]) {
            case "setText" where isView(i - 1): role = "text"
            case "setTitle" where isView(i - 1): role = "title"
            case "setPlaceholder" where isView(i - 1): role = "placeholder"
            case "setAccessibilityLabel": role = "accessibilityLabel"
            case "setAccessibilityHint": role = "accessibilityHint"
            default: continue
            }
            var end = i + 2
            while end < tokens.count, !isText(end, "]"), !(tokens[end].kind == .identifier && isText(end + 1, ":")) { end += 1 }
            if end > i + 2 { body((i + 2)..<end, role, file.text(of: tokens[i - 1])) }
        }
    }

    /// The operands of an expression joined by `+` at its own level (`String("❌") + "  " + message`), when one at least
    /// is a string literal, so the sum is a text; nil for anything else.
    static func concatenatedOperands(_ range: Range<Int>, in file: SourceFile) -> [Range<Int>]? {
        let tokens = file.tokens
        var operands: [Range<Int>] = [], start = range.lowerBound, depth = 0, hasLiteral = false
        for k in range {
            let text = file.text(of: tokens[k])
            if text == "(" || text == "[" || text == "{" { depth += 1 } else if text == ")" || text == "]" || text == "}" { depth -= 1 }
            if depth == 0, tokens[k].kind == .string { hasLiteral = true }
            guard depth == 0, text == "+" else { continue }
            guard k > start else { return nil }
            operands.append(start..<k)
            start = k + 1
        }
        guard !operands.isEmpty, start < range.upperBound, hasLiteral else { return nil }
        return operands + [start..<range.upperBound]
    }

    /// A view's name as code says it, an Objective-C instance variable's `_` aside (`_nameLabel` is `nameLabel`).
    static func viewName(_ receiver: String) -> String {
        receiver.hasPrefix("_") ? String(receiver.dropFirst()) : receiver
    }

    /// The views of ``textViewTypes`` `file` makes by assigning a new one to a property (`self.titleLabel = UILabel()`,
    /// `titleLabel = UILabel(frame: .zero)`, `_nameLabel = [[UILabel alloc] init];`, `_nameLabel = [UILabel new];`), by the
    /// view's name (``viewName(_:)``), each with the methods that make it (``SourceScopes/methodKey(_:)``).
    static func viewsMade(_ file: SourceFile, scopes: SourceScopes) -> [String: Set<String>] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isViewType(_ i: Int) -> Bool { i < tokens.count && tokens[i].kind == .identifier && textViewTypes.contains(file.text(of: tokens[i])) }
        var made: [String: Set<String>] = [:]
        for i in tokens.indices where isText(i, "=") && i > 0 && tokens[i - 1].kind == .identifier {
            let isNew = file.language == .swift
                ? isViewType(i + 1) && isText(i + 2, "(")
                : isText(i + 1, "[") && ((isText(i + 2, "[") && isViewType(i + 3) && isText(i + 4, "alloc")) || (isViewType(i + 2) && isText(i + 3, "new")))
            // (A local made so, `let label = UILabel()`, `UILabel *label = …`, is another view in each method.)
            guard isNew, let method = scopes.methodKey(i), !isText(i - 2, "let"), !isText(i - 2, "var"), !isText(i - 2, "*") else { continue }
            made[viewName(file.text(of: tokens[i - 1])), default: []].insert(method)
        }
        return made
    }

    /// The stored properties of a Swift file made by a closure (`private let categoryName: UILabel = { … }()`): each
    /// property's name and the closure's tokens.
    static func propertyInitializers(_ file: SourceFile) -> [(name: String, body: Range<Int>)] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var found: [(name: String, body: Range<Int>)] = []
        for i in tokens.indices where isText(i, "=") && isText(i + 1, "{") {
            // Back over the type annotation to `let name` / `var name`, on the declaration's line.
            var j = i - 1
            while j > 0, tokens[j].line == tokens[i].line, !isText(j - 1, "let"), !isText(j - 1, "var") { j -= 1 }
            guard j > 0, isText(j - 1, "let") || isText(j - 1, "var"), tokens[j].kind == .identifier,
                  let close = file.matchingBrace(i + 1), isText(close + 1, "("), isText(close + 2, ")") else { continue }
            found.append((file.text(of: tokens[j]), (i + 1)..<(close + 1)))
        }
        return found
    }

    /// Calls `body` with each argument range of `file` that a shown place takes, and its role.
    static func forEachShownArgument(_ file: SourceFile, helpers: Helpers, _ add: (Range<Int>, String) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        if file.language == .swift {
            for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "(") {
                let name = file.text(of: tokens[i])
                if helpers.swift[name] != nil, !isText(i - 1, "func"), let arguments = CallArguments.parse(file, open: i + 1) {
                    if let (helper, ranges) = helpers.swiftHelper(name, for: arguments.arguments, trailingClosure: isText(arguments.close + 1, "{")) {
                        for (index, role) in helper.shown.sorted(by: { $0.key < $1.key }) {
                            if let range = ranges[index] { add(range, role) }
                        }
                    }
                    continue
                }
                // A library's HUD, toast or banner (`SVProgressHUD.showError(withStatus: "Failed")`, `view.makeToast("Copied")`).
                if swiftLibraryCalls[name] != nil || (isText(i - 1, ".") && i >= 2 && swiftLibraryClassMethods[file.text(of: tokens[i - 2])] != nil) {
                    if let arguments = CallArguments.parse(file, open: i + 1) {
                        for (range, role) in libraryArguments(i, arguments, in: file) { add(range, role) }
                    }
                    continue
                }
                // `vc.tabBarItem = .init(title: "Records", image: …, tag: 2)` calls the property type's initializer,
                // `alert.addAction(.init(title: "OK", style: .default))` the parameter type's.
                let implicit = name == "init" && isText(i - 1, ".") && (isText(i - 2, "=") || isText(i - 2, "(")) && i >= 3
                    ? implicitInitializers[file.text(of: tokens[i - 3])].flatMap { swiftInitializers[$0] } : nil
                // (Or names its type: `UIContextualAction.init(style: .destructive, title: "Done", handler: …)`.)
                let explicit = name == "init" && isText(i - 1, ".") && i >= 2 && tokens[i - 2].kind == .identifier
                    ? swiftInitializers[file.text(of: tokens[i - 2])] : nil
                guard let labels = implicit ?? explicit ?? (isText(i - 1, ".") ? nil : swiftInitializers[name]),
                      let arguments = CallArguments.parse(file, open: i + 1) else { continue }
                for argument in arguments.arguments {
                    if let label = argument.label, labels.contains(label) { add(argument.range, label) }
                }
            }
            return
        }
        // Objective-C: `part:` followed by a literal, in a message that shows it. A message's later parts are
        // read up to its closing bracket at the same depth.
        func argumentEnd(after colon: Int) -> Int {
            var end = colon + 1, depth = 0
            while end < tokens.count {
                if isText(end, "[") || isText(end, "(") { depth += 1 } else if isText(end, "]") || isText(end, ")") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, isText(end, ",") || (tokens[end].kind == .identifier && isText(end + 1, ":")) { break }
                end += 1
            }
            return end
        }
        // The parts of the message whose first part is at `start` (`itemWithTitle`, `image`, `clz`): another class's
        // method of the same first part (chanify's `CHContentItem itemWithTitle:image:clz:` beside its
        // `UIBarButtonItem itemWithTitle:target:action:`) is no call of the helper.
        func selectorParts(from start: Int) -> [String] {
            var parts = [file.text(of: tokens[start])]
            var end = argumentEnd(after: start + 1)
            while end < tokens.count, tokens[end].kind == .identifier, isText(end + 1, ":"), !isText(end, "]") {
                parts.append(file.text(of: tokens[end]))
                end = argumentEnd(after: end + 1)
            }
            return parts
        }
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, isText(i + 1, ":") else { continue }
            let part = file.text(of: tokens[i])
            // A call of the app's own helper: `[self alert:@"…"]`, `[Utils showTitle:@"…" message:@"…"]`, not its declaration,
            // nor a Foundation object's initializer of the same name: `[[NSMutableString alloc] initWithString:@"file-thumbnail://?"]`
            // makes a value, whatever Telegram's footer view's own `initWithString:` shows.
            let initializesFoundationObject = i >= 3 && isText(i - 1, "]") && isText(i - 2, "alloc") && file.text(of: tokens[i - 3]).hasPrefix("NS")
            if let overloads = helpers.objectiveC[part], !isText(i - 1, ")"), !isText(i - 1, "-"), !isText(i - 1, "+"), !initializesFoundationObject,
               case let parts = selectorParts(from: i), let helper = overloads.first(where: { $0.parts == parts }) {
                var end = argumentEnd(after: i + 1)
                if let role = helper.shown[part] { add((i + 2)..<end, role) }
                while end < tokens.count, tokens[end].kind == .identifier, isText(end + 1, ":"), !isText(end, "]") {
                    let next = file.text(of: tokens[end])
                    let argumentStop = argumentEnd(after: end + 1)
                    if helper.parts.contains(next), let role = helper.shown[next] { add((end + 2)..<argumentStop, role) }
                    end = argumentStop
                }
                continue
            }
            guard let later = objectiveCMessages[part] else { continue }
            // A common selector sent to UIKit's own classes only (`[[UIAlertView alloc] initWithTitle:…`), not the app's.
            if let receivers = objectiveCReceivers[part] {
                // An initializer's class (`[[Class alloc] initWithType:`), or a class method's (`[Class actionWithIdentifier:`).
                let receiver = isText(i - 1, "]") && isText(i - 2, "alloc") ? i - 3 : i - 1
                // (An alert view of a library or of the app, `UIBAlertView`, `OLGhostAlertView`, shows its texts as UIAlertView does.)
                let name = receiver >= 0 ? file.text(of: tokens[receiver]) : ""
                guard receivers.contains(name) || (part == "initWithTitle" && (name.hasSuffix("AlertView") || name.hasSuffix("ActionSheet"))) else { continue }
            }
            var end = argumentEnd(after: i + 1)
            if !objectiveCMessagesWithoutShownFirst.contains(part) { add((i + 2)..<end, part) }
            // The message's later parts, until its closing bracket.
            var listPart: String?
            while end < tokens.count, tokens[end].kind == .identifier || isText(end, ","), !isText(end, "]") {
                if isText(end, ",") {
                    // The rest of a list (`otherButtonTitles:@"A", @"B", nil`).
                    let itemStop = argumentEnd(after: end)
                    if let listPart { add((end + 1)..<itemStop, listPart) }
                    end = itemStop
                    continue
                }
                guard isText(end + 1, ":") else { break }
                let next = file.text(of: tokens[end])
                let argumentStop = argumentEnd(after: end + 1)
                if later.contains(next) { add((end + 2)..<argumentStop, next) }
                listPart = later.contains(next) ? next : nil
                end = argumentStop
            }
        }
    }

    /// The token ranges between `#if DEBUG` (or `#ifdef DEBUG`) and its `#else` or `#endif`.
    static func debugBlocks(_ file: SourceFile) -> [Range<Int>] {
        let tokens = file.tokens
        var blocks: [Range<Int>] = []
        // Each open conditional: where its debug-only part started, if it is one.
        var open: [Int?] = []
        for (index, token) in tokens.enumerated() where token.kind == .pound {
            // `#  if` is `#if`; `#if defined(DEBUG)` and `#if DEBUG` alike.
            let text = file.text(of: token).filter { !$0.isWhitespace }
            switch text {
            case "#if", "#ifdef":
                var isDebug = false
                var next = index + 1
                while next < tokens.count, tokens[next].line == token.line, next <= index + 4 {
                    if file.text(of: tokens[next]) == "DEBUG" { isDebug = true }
                    if file.text(of: tokens[next]) == "!" { break }
                    next += 1
                }
                open.append(isDebug ? index : nil)
            case "#else", "#elseif", "#elif":
                if let start = open.last ?? nil { blocks.append(start..<index) }
                if !open.isEmpty { open[open.count - 1] = nil }
            case "#endif":
                if let start = open.popLast() ?? nil { blocks.append(start..<index) }
            default:
                break
            }
        }
        return blocks
    }

    /// The Swift methods of `file` nothing in the file calls: not an override, an `@IBAction` or `@objc` (which
    /// a storyboard or a selector calls), whose name the file (and its interpolations) says only in the
    /// declaration, and either without parameters, `private` (`fileprivate`), `static`, or one no framework's protocol
    /// or Objective-C can call (``mayMeetFrameworkRequirement(func:in:extended:)``): a framework calls a
    /// method with parameters as a protocol's requirement (`textFieldShouldReturn(_:)`), which a private method
    /// cannot meet, and UIKit and SwiftUI call no type's own static method with parameters (SwiftGen's
    /// `static func pastDurationHours(_ p1: Int) -> String`, which no other code calls, looks nothing up).
    /// `privately` holds the private ones, which no other file can call. A framework's parameterless
    /// requirement (`makeCoordinator()` of a `UIViewRepresentable`) is called though no source names it. Private
    /// overloads of one name (Science Journal's two `configure(…)`) are uncalled when the file says the name only where
    /// it declares them.
    ///
    /// With `scopes`, a method only such methods call is uncalled as well (GoldenBell's `TimeHelper`: `getTimeString(time:)`,
    /// which nothing calls, is the only caller of the private `dateTimeAgo(date:)` that looks up "just_now"), its name
    /// said only in its declaration and in their bodies; its ``UncalledMethods/roots`` name it and the methods it is
    /// uncalled through, which no other file may name either.
    /// `skipping`: the code `counts` leaves out (``UnrunCode/leftOut``), whose names are not taken off them again.
    static func uncalledMethods(_ file: SourceFile, counts: [String: Int], scopes: SourceScopes? = nil, skipping: [Range<Int>] = []) -> UncalledMethods {
        var (all, privately) = uncalledMethodNames(file, counts: counts)
        var roots = Dictionary(uniqueKeysWithValues: all.map { ($0, Set([$0])) })
        guard let scopes, !all.isEmpty else { return UncalledMethods(all: all, privately: privately, roots: roots) }
        let tokens = file.tokens
        var counted = [Bool](repeating: true, count: tokens.count)
        for range in skipping { for index in range where index < counted.count { counted[index] = false } }
        var live = counts
        // The uncalled methods whose bodies' names are taken off the counts, and which of them say each name.
        var spent = Set<String>()
        var saidIn: [String: Set<String>] = [:]
        while true {
            let fresh = all.subtracting(spent)
            guard !fresh.isEmpty else { break }
            for i in tokens.indices where tokens[i].kind == .identifier && counted[i] {
                guard let method = scopes.methods[i], fresh.contains(method) else { continue }
                let name = file.text(of: tokens[i])
                live[name, default: 0] -= 1
                saidIn[name, default: []].insert(method)
            }
            spent.formUnion(fresh)
            let next = uncalledMethodNames(file, counts: live)
            let added = next.all.subtracting(all)
            guard !added.isEmpty else { break }
            for name in added.sorted() {
                roots[name] = (saidIn[name] ?? []).reduce(into: Set([name])) { found, caller in found.formUnion(roots[caller] ?? [caller]) }
            }
            all.formUnion(added)
            privately.formUnion(next.privately.intersection(added))
        }
        return UncalledMethods(all: all, privately: privately, roots: roots)
    }

    /// The Swift methods of `file` whose names `counts` has only for their declarations, as ``uncalledMethods(_:counts:scopes:skipping:)`` judges them.
    private static func uncalledMethodNames(_ file: SourceFile, counts: [String: Int]) -> (all: Set<String>, privately: Set<String>) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var methods = Set<String>(), privateMethods = Set<String>()
        // How many methods of each name the file declares, and the names one of whose declarations does not qualify (not
        // private where the name has several, an override, `@objc`, a framework's requirement…).
        var declared: [String: Int] = [:], disqualified = Set<String>()
        // The types the file extends with a conformance (`extension LabelView: UIViewRepresentable`).
        var conformed = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "extension") && i + 2 < tokens.count && isText(i + 2, ":") {
            conformed.insert(file.text(of: tokens[i + 1]))
        }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "func") && i + 1 < tokens.count && tokens[i + 1].kind == .identifier {
            declared[file.text(of: tokens[i + 1]), default: 0] += 1
        }
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "func") && i + 3 < tokens.count {
            guard tokens[i + 1].kind == .identifier, isText(i + 2, "(") || isText(i + 2, "<") else { continue }
            let name = file.text(of: tokens[i + 1])
            let declarations = declared[name] ?? 1
            guard counts[name] == declarations, !frameworkRequirements.contains(name) else { continue }
            // The declaration's modifiers and attributes, back to the previous line's end.
            var j = i - 1, framework = false, isPrivate = false, isStatic = false
            while j >= 0, tokens[j].line == tokens[i].line || tokens[j].kind == .attribute {
                let text = file.text(of: tokens[j])
                if ["override", "@IBAction", "@objc", "@IBSegueAction", "dynamic", "@_cdecl", "@_dynamicReplacement"].contains(text) { framework = true }
                if text == "private" || text == "fileprivate" { isPrivate = true }
                if text == "static" { isStatic = true }
                j -= 1
            }
            let withoutParameters = isText(i + 2, "(") && isText(i + 3, ")")
            let staticRequirement = isStatic && (staticFrameworkRequirements.contains(name) || name.hasPrefix("build"))
            // (One with parameters too, where no framework's protocol can ask for it: KaiToDo's
            // `scheduleReminderNotification(for:)` of a service that adopts none.)
            let ownMethod = !isPrivate && !withoutParameters && !isStatic && !mayMeetFrameworkRequirement(func: i, in: file, extended: conformed)
            guard !framework, !staticRequirement, isPrivate || withoutParameters || isStatic || ownMethod, declarations == 1 || isPrivate else {
                disqualified.insert(name)
                continue
            }
            methods.insert(name)
            if isPrivate { privateMethods.insert(name) }
        }
        // (Every declaration of an overloaded name must qualify.)
        let partly = disqualified.filter { (declared[$0] ?? 1) > 1 }
        return (methods.subtracting(partly), privateMethods.subtracting(partly))
    }

    /// The protocols whose requirements are no methods with parameters a framework calls (Codable's `encode(to:)` apart,
    /// which holds no text to show): a type adopting only these meets no delegate's or data source's requirement.
    static let protocolsWithoutCalledMethods: Set<String> = [
        "View", "ObservableObject", "Identifiable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CaseIterable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
    ]

    /// Whether the method whose `func` is at token `function` may be a framework protocol's requirement or be called from
    /// Objective-C, which no Swift source shows: it, or the type whose body holds it, is `@objc` (`@objcMembers`, `dynamic`,
    /// an `@objc(name:)` on a line of its own) or an `NSObject` subclass; the type adopts a protocol other than
    /// ``protocolsWithoutCalledMethods``, or inherits from a class not a framework's (`BaseViewController`, which may adopt
    /// protocols elsewhere; a framework's two capitals, `UIViewController`, `UIView`, adopt none the app implements), or
    /// is named as a protocol (`…Delegate`, `…DataSource`, `…Protocol`, `…Representable`); it is in an extension of the
    /// app's own type (whose declaration elsewhere may adopt a protocol the extension implements; any type without a
    /// framework's two capitals counts as one: `extension View` too), or in a type the file extends with a conformance, or
    /// of no type at all; or it takes first, unlabelled, a value of a framework's prefixed type (`_ center:
    /// UNUserNotificationCenter`, a delegate method's shape). An enum's first inherited type is its raw type only when it
    /// is one of Swift's numbers or strings.
    /// `extended`: the types the file extends with a conformance.
    static func mayMeetFrameworkRequirement(func function: Int, in file: SourceFile, extended: Set<String>) -> Bool {
        let tokens = file.tokens
        func isText(_ k: Int, _ text: StaticString) -> Bool { k >= 0 && k < tokens.count && file.token(tokens[k], is: text) }
        func isFrameworkType(_ name: String) -> Bool { name.count > 2 && name.prefix(2).allSatisfy(\.isUppercase) }
        let objectiveC: Set<String> = ["@objc", "@objcMembers", "dynamic", "@IBAction", "@IBSegueAction", "override", "@NSManaged"]
        // `func name(_ x: UIType` / `func name<T>(_ x: …`.
        var open = function + 2
        if isText(open, "<") { while open < tokens.count, !isText(open, "(") { open += 1 } }
        if isText(open + 1, "_"), open + 4 < tokens.count, isText(open + 3, ":"), tokens[open + 4].kind == .identifier,
           isFrameworkType(file.text(of: tokens[open + 4])) { return true }
        // The method's own attributes and modifiers, back to the previous declaration (`@objc(refreshWithSender:)` above it).
        var before = function - 1
        while before >= 0, !isText(before, "{"), !isText(before, "}"), !isText(before, ";") {
            if objectiveC.contains(file.text(of: tokens[before])) { return true }
            before -= 1
        }
        // The block around the method, and the declaration that opens it.
        guard let k = file.enclosingBrace(of: function), k > 0 else { return true }
        var start = k - 1
        while start >= 0, !isText(start, "{"), !isText(start, "}"), !isText(start, ";") { start -= 1 }
        let header = (start + 1)..<k
        if header.contains(where: { objectiveC.contains(file.text(of: tokens[$0])) }) { return true }
        guard let keyword = header.first(where: { ["class", "struct", "enum", "extension", "actor"].contains(file.text(of: tokens[$0])) && tokens[$0].kind == .identifier }),
              keyword + 1 < k else { return true }
        let kind = file.text(of: tokens[keyword])
        let typeName = file.text(of: tokens[keyword + 1])
        if kind == "extension", !isFrameworkType(typeName) { return true }
        // (A conformance the file adds in an extension, `extension LabelView: UIViewRepresentable {}`, asks for the
        // methods of the type's own body too.)
        if kind != "extension", extended.contains(typeName) { return true }
        // The inherited types: after the name (and its generic parameters) and a colon, up to `where` or the body.
        var colon = keyword + 2
        if isText(colon, "<") {
            var angle = 0
            while colon < k {
                if isText(colon, "<") { angle += 1 } else if isText(colon, ">") { angle -= 1; if angle == 0 { break } }
                colon += 1
            }
            colon += 1
        }
        while colon < k, isText(colon, ".") { colon += 2 }
        guard isText(colon, ":") else { return false }
        var items: [String] = [], current = "", nesting = 0
        for t in (colon + 1)..<k {
            if isText(t, "where") && nesting == 0 { break }
            if isText(t, "<") { nesting += 1 } else if isText(t, ">") { nesting -= 1 }
            if isText(t, ","), nesting == 0 { items.append(current); current = ""; continue }
            if nesting == 0, tokens[t].kind == .identifier { current = file.text(of: tokens[t]) }
        }
        if !current.isEmpty { items.append(current) }
        for (index, item) in items.enumerated() {
            if protocolsWithoutCalledMethods.contains(item) { continue }
            let namedAsProtocol = ["Delegate", "DataSource", "Protocol", "Representable"].contains { item.hasSuffix($0) }
            // (An enum's raw type; a class's superclass, when it is a framework's and no `NSObject`.)
            if index == 0, kind == "enum", ["String", "Int", "Character", "Double", "Float", "UInt", "Int8", "Int16", "Int32", "Int64"].contains(item) { continue }
            if index == 0, kind == "class", !namedAsProtocol, isFrameworkType(item), item != "NSObject" { continue }
            return true
        }
        return false
    }

    /// The static properties with a body and the static methods a Swift file declares (`static var preview: Item {`,
    /// `static func sample() -> Item`), by name.
    static func staticMembers(_ file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        var names = Set<String>()
        for i in tokens.indices.dropLast(2) where tokens[i].kind == .identifier && file.token(tokens[i], is: "static")
        && (file.token(tokens[i + 1], is: "var") || file.token(tokens[i + 1], is: "func")) && tokens[i + 2].kind == .identifier {
            names.insert(file.text(of: tokens[i + 2]))
        }
        return names
    }

    /// The tokens of a Swift file's file-scope constants and variables (`let previewInfo = ShareImageInfo(name: "…")`,
    /// outside every type and function), each with the name it declares: from `let`/`var` to the next declaration
    /// at the file's level.
    static func fileScopeValues(_ file: SourceFile, scopes: SourceScopes) -> [Int: String] {
        let tokens = file.tokens
        // What starts another declaration at the file's level (modifiers included: `private let …` is one).
        let declarationStarts: Set<String> = ["func", "class", "struct", "enum", "extension", "protocol", "actor", "typealias", "import",
                                              "private", "fileprivate", "internal", "public", "open", "final", "nonisolated"]
        var owners: [Int: String] = [:]
        var depth = 0, current: String?
        for i in tokens.indices {
            let token = tokens[i]
            if token.kind == .punctuation {
                switch file.text(of: token) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth = max(0, depth - 1)
                default: break
                }
            }
            if depth == 0, token.kind != .punctuation, scopes.classes[i] == nil {
                let text = file.text(of: token)
                if token.kind == .identifier, text == "let" || text == "var" {
                    current = i + 1 < tokens.count && tokens[i + 1].kind == .identifier ? file.text(of: tokens[i + 1]) : nil
                } else if i > 0, token.line != tokens[i - 1].line,
                          token.kind == .attribute || token.kind == .pound || (token.kind == .identifier && declarationStarts.contains(text)) {
                    current = nil
                }
            }
            if let current { owners[i] = current }
        }
        return owners
    }

    /// Parameterless methods SwiftUI, UIKit and App Intents call on the app's types as protocols' requirements (an
    /// intent's `perform()`, which Siri, Shortcuts and widgets run: ballast's "No session running." reply).
    static let frameworkRequirements: Set<String> = ["makeCoordinator", "makeIterator", "makeAsyncIterator",
                                                      "perform", "suggestedEntities", "allEntities", "defaultResult",
                                                      // (Called by a value's name: `format(3)`, `object.property`.)
                                                      "callAsFunction", "dynamicallyCall"]

    /// Static methods with parameters SwiftUI, UIKit and the compiler call on the app's types as protocols'
    /// requirements (a result builder's `buildBlock`, `buildExpression`… apart).
    static let staticFrameworkRequirements: Set<String> = [
        "dismantleUIView", "dismantleUIViewController", "dismantleNSView", "dismantleNSViewController", "reduce", "object",
    ]
}

/// The Swift methods of a file nothing calls (``ShownLiteral/uncalledMethods(_:counts:scopes:skipping:)``).
struct UncalledMethods {
    /// Their names.
    var all: Set<String> = []
    /// The `private` (`fileprivate`) ones, which no other file can call.
    var privately: Set<String> = []
    /// For each of them, the methods that must be named by no other file for it to be uncalled: itself, and the
    /// methods whose bodies alone call it, with theirs.
    var roots: [String: Set<String>] = [:]

    static let none = UncalledMethods()
}
