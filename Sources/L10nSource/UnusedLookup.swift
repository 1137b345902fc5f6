import L10nStrings

/// Lookups whose text no code reads: the call's result is stored under a name nothing else in the sources
/// says (`NSString *cancelButton = NSLocalizedString(@"Cancel", nil);` before an action sheet built without
/// it; `static let homePrice = NSLocalizedString("homePrice", comment: "")` that no code uses), or it only
/// goes to the debugging console (`print(error?.localizedDescription ?? "failed".localized)`, a local only
/// `print` reads). Users never see such a text, whatever the tables hold.
public struct UnusedLookup: Sendable, Equatable {
    public enum Holder: Sendable, Equatable {
        /// A local of a method or closure: no other file can read it.
        case local
        /// A type's static constant or a global: another file could read it, so only the whole app's sources
        /// can tell.
        case property
        /// Code of a SwiftUI view nothing creates but Xcode's previews (``name`` is the view's): only the whole
        /// app's sources can tell.
        case unusedView
    }

    /// Why users never see what the lookup returns.
    public enum Reason: Sendable, Hashable {
        /// Stored under a name nothing reads.
        case unread
        /// Only a logging call prints it (``name`` is the function's).
        case logged
        /// Only an Xcode preview shows it.
        case previewed
        /// Only the code of a SwiftUI view nothing creates but previews looks it up.
        case uncreatedView
        /// Stored as an error's failure reason or recovery suggestion (``name`` is the `userInfo` key), which
        /// iOS shows nowhere by itself: only code that reads `localizedFailureReason` or
        /// `localizedRecoverySuggestion` would.
        case errorDetail
        /// The title of a SwiftUI control that does not draw it (``name`` is the control's): a segmented
        /// picker's, a graphical date picker's, a control under `.labelsHidden()`, a swipe action of a row no list
        /// holds (see ``SwiftUILabel``).
        case undrawnLabel
        /// Returned for a Swift enum case no code creates (``name`` is the case's): the `switch` of an error's
        /// `errorDescription` over cases the sources only declare and match.
        case uncreatedCase
        /// Drawn only by a SwiftUI view redacted as a placeholder (`.redacted(reason: .placeholder)`): a loading
        /// skeleton, whose texts iOS draws as grey blocks (see ``SwiftUILabel/isRedactedPlaceholder(lookupAt:in:)``), or
        /// a widget's placeholder entry (``UnrunCode/widgetPlaceholders(_:)``).
        case redacted
        /// Inside `#if DEBUG`: only the developer's debug builds compile it, never the app users install.
        case debugOnly
        /// In code that runs only when a switch the app declares off for good is on (``name`` is the switch; see
        /// ``FeatureFlag``): `if FeatureFlags.isActionAreaEnabled { … }` where that is `static var isActionAreaEnabled =
        /// false` and nothing sets it.
        case disabledFeature
        /// In the code of a debug screen (a type whose name says `Debug`: `PlantDebugView`, `DebugMenuController`;
        /// ``name`` is it): the developer's tool. (A method's name is not enough: `sendEmailWithDebugAttachments`
        /// sends the user's logs.)
        case debugScreen
        /// In a branch of `#if` the app's build leaves out (see ``CompiledOutBlock``; ``name`` is the condition).
        case compiledOut
        /// In the fallback of an availability check the app's oldest iOS passes (see ``AvailabilityFallback``; ``name``
        /// is the check).
        case obsoleteFallback
        /// After an Objective-C `return` of its block (see ``CodeAfterReturn``).
        case afterReturn
        /// In a `switch` branch that never runs (see ``UnreachedBranch``; ``name`` is `default` or
        /// `@unknown default`).
        case unreachedBranch
        /// The title of a SwiftUI `Link` whose destination spells it (`Link("axiel7", destination:
        /// URL(string: "https://github.com/axiel7")!)`): the name of a person, an account or a site, shown as
        /// written in every language. (Not unseen, but nothing to translate.)
        case linkName
        /// The label of a Swift Charts value (`BarMark(x: .value("Week", week), …)`): VoiceOver speaks it with
        /// the value; the chart draws the values, and shows no label unless code draws one.
        case chartValueLabel
        /// In the body of a Swift method nothing calls (``name`` is the method's; see
        /// ``ShownLiteral/uncalledMethods(_:counts:scopes:skipping:)``): a private one its file never names, or one
        /// no file names that is without parameters, static, or out of reach of Objective-C and frameworks' protocols.
        case uncalledMethod
        /// The `Text` of a SwiftUI accessibility modifier (`.accessibilityLabel(Text("Add task"))`,
        /// `.accessibility(hint: Text("…"))`): VoiceOver speaks it, and nothing draws it on screen.
        case accessibilityOnly
        /// Only compared with another text (`title == NSLocalizedString("Sports", comment: "")`,
        /// `[name isEqualToString:NSLocalizedString(@"Supermarket", nil)]`, a `case` of a `switch`): the
        /// comparison's answer is used, never the text.
        case comparedOnly
    }

    /// The SwiftUI modifiers whose `Text` VoiceOver alone reads.
    static let accessibilityModifiers: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibility"]

    /// Whether the `Text` whose call starts at `start` is the argument of a SwiftUI accessibility modifier
    /// (``accessibilityModifiers``), directly: `.accessibilityLabel(Text("Add task"))`; or the lookup is the modifier's
    /// own key, `.accessibilityLabel("Add task")`.
    static func isAccessibilityText(lookupAt start: Int, in file: SourceFile) -> Bool {
        guard file.language == .swift else { return false }
        if start > 0, file.token(file.tokens[start - 1], is: "."), accessibilityModifiers.contains(file.text(of: file.tokens[start])) { return true }
        guard let open = file.enclosingBracket(of: start), file.token(file.tokens[open], is: "("),
              let head = SwiftUILabel.owner(ofBracket: open, in: file), head > 0, file.token(file.tokens[head - 1], is: ".") else { return false }
        return accessibilityModifiers.contains(file.text(of: file.tokens[head]))
    }

    /// The selectors and methods whose one argument an Objective-C or Swift text is compared with.
    static let equalityMethods: Set<String> = ["isEqualToString", "isEqual", "caseInsensitiveCompare", "localizedCaseInsensitiveCompare", "compare"]

    /// Whether the lookup whose call starts at `start` is only an operand of a comparison: beside `==` or `!=`,
    /// the argument or receiver of `isEqualToString:` (Objective-C) or `isEqual(_:)`, or the pattern of a Swift
    /// `case` (`case NSLocalizedString("Sports", comment: ""):`). Its text decides a branch and shows nowhere.
    /// (A comparison whose result picks what a view shows still shows another text, looked up on its own.)
    static func isComparedOnly(lookupAt start: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func isEquality(_ i: Int) -> Bool { i >= 0 && i < tokens.count && equalityMethods.contains(file.text(of: tokens[i])) }
        // The call's last token: its argument list, then any `.localized`, `.localized()` or `(…)` after it.
        var end = start
        while true {
            if isText(end + 1, "("), let close = file.matchingBracket(end + 1) {
                end = close
            } else if isText(end + 1, "."), end + 2 < tokens.count, tokens[end + 2].kind == .identifier, !isEquality(end + 2) {
                end += 2
            } else {
                break
            }
        }
        if isText(start - 1, "==") || isText(start - 1, "!=") || isText(end + 1, "==") || isText(end + 1, "!=") { return true }
        if file.language == .swift {
            // `x.isEqual(NSLocalizedString(…))`, `NSLocalizedString(…).isEqual(x)`, `case NSLocalizedString(…):`.
            if isText(start - 1, "("), isEquality(start - 2), isText(start - 3, "."), file.matchingBracket(start - 1) == end + 1 { return true }
            if isText(end + 1, "."), isEquality(end + 2) { return true }
            return isText(start - 1, "case") && (isText(end + 1, ":") || isText(end + 1, ","))
        }
        // `[x isEqualToString:NSLocalizedString(…)]`, `[NSLocalizedString(…) isEqualToString:x]`.
        if isText(start - 1, ":"), isEquality(start - 2), isText(end + 1, "]") { return true }
        return isText(start - 1, "[") && isEquality(end + 1) && isText(end + 2, ":")
    }

    /// Whether the lookup at `start` titles a SwiftUI `Link` whose destination spells it: `Link("axiel7", destination:
    /// URL(string: "https://github.com/axiel7")!)`, or a `Text("MoonKit")` as the label of `Link(destination: …) { … }`.
    /// Letters and digits are compared alone, in any case, so a title matches its address's slug ("Adventures in
    /// Orienting Views" in `…/adventures-in-orienting-views`).
    static func isNameOfLink(lookupAt start: Int, key: String, in file: SourceFile) -> Bool {
        guard file.language == .swift else { return false }
        let tokens = file.tokens
        var link = start
        if !file.token(tokens[start], is: "Link") {
            // `Link(destination: …) { Text("MoonKit") }`: the Text is the label closure's only view.
            guard file.token(tokens[start], is: "Text"), let brace = file.enclosingBracket(of: start), file.token(tokens[brace], is: "{"),
                  let head = SwiftUILabel.owner(ofBracket: brace, in: file), file.token(tokens[head], is: "Link") else { return false }
            link = head
        }
        func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let name = letters(key)
        guard name.count >= 2, link + 1 < tokens.count, file.token(tokens[link + 1], is: "("),
              let arguments = CallArguments.parse(file, open: link + 1),
              let destination = arguments.arguments.first(where: { $0.label == "destination" }) else { return false }
        return destination.range.contains { index in
            tokens[index].kind == .string && (file.literal(of: tokens[index])?.value.map { letters($0).contains(name) } ?? false)
        }
    }

    /// The `NSError` `userInfo` keys whose texts iOS never shows by itself, with the property that reads each.
    static let errorDetailKeys = ["NSLocalizedFailureReasonErrorKey": "localizedFailureReason",
                                  "NSLocalizedRecoverySuggestionErrorKey": "localizedRecoverySuggestion"]

    /// The call, where ``LocalizedStringCall/location`` puts it.
    public var path: String
    public var location: SourceLocation
    /// The name the result is stored under (the logging function's, for a lookup only logged).
    public var name: String
    public var holder: Holder
    public var reason: Reason = .unread

    /// The calls of `file` (found by the scanner in it) stored under a name the file says only once and, for
    /// a property, no other file says at all (`mentions`: identifier → files that say it; `counts`: how often
    /// the file says each identifier, see ``SourceFile/identifierCounts``; `scopes`: the file's), or, in
    /// Objective-C, stored in an instance variable or property no file reads (`objectiveCUnread`). `unrun`: the
    /// file's code users never run; `hosting`: where the app creates its views (``ViewHosting``).
    /// `typeMemberReads`: what the Swift sources say of types' static members (``TypeMemberReads``); `literalFiles`: the
    /// files that spell each literal.
    static func scan(_ file: SourceFile, calls: [LocalizedStringCall], mentions: [String: Set<String>], scopes: SourceScopes,
                     counts: [String: Int], objectiveCUnread: Set<String> = [], unrun: UnrunCode,
                     hosting: ViewHosting = ViewHosting(), typeMemberReads: TypeMemberReads = TypeMemberReads(),
                     literalFiles: [String: Set<String>] = [:], previewOnlyNames: Set<String> = [],
                     typeLevelReads: TypeLevelReads = TypeLevelReads(), totals: [String: Int] = [:]) -> [UnusedLookup] {
        guard !calls.isEmpty else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        let indexByLocation = file.callStartIndices()
        // `$name` and `_name` (a property wrapper's projection and storage) say `name` too.
        func said(_ name: String) -> Int { (counts[name] ?? 0) + (counts["$" + name] ?? 0) + (counts["_" + name] ?? 0) }
        var found: [UnusedLookup] = []
        // How often the file says `name` in what a logging call prints.
        func logged(_ name: String) -> Int {
            tokens.indices.filter { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == name && loggingCall(enclosing: $0, in: file) != nil }.count
        }
        let previews = unrun.previews
        let debugOnly = unrun.debugBlocks
        let branches = unrun.unreachedBranches
        let compiledOut = unrun.compiledOut
        let views = file.language == .swift ? uncreatedViews(file, previews: previews, mentions: mentions, counts: counts) : []
        // The names the file says only where a `case` declares or matches them, worked out once when first asked.
        var caseOnly: Set<String>?
        func caseOnlyNames() -> Set<String> {
            if let caseOnly { return caseOnly }
            let names = Self.caseOnlyNames(in: file)
            caseOnly = names
            return names
        }
        // The Swift methods nothing calls (the private ones apart), worked out once when first asked.
        var uncalledNames: UncalledMethods?
        func uncalledPair() -> UncalledMethods {
            if let uncalledNames { return uncalledNames }
            let pair = file.language == .swift ? ShownLiteral.uncalledMethods(file, counts: unrun.liveCounts(counts), scopes: scopes, skipping: unrun.leftOut) : .none
            uncalledNames = pair
            return pair
        }
        func uncalled() -> Set<String> { uncalledPair().all }
        func privatelyUncalled() -> Set<String> { uncalledPair().privately }
        // (Uncalled for the whole app when no other file names it, nor the methods it is uncalled through.)
        func namedOnlyHere(_ method: String) -> Bool {
            (uncalledPair().roots[method] ?? [method]).allSatisfy { mentions[$0].map { $0 == [file.path] } ?? true }
        }
        var staticFacts: StaticMemberFacts?
        func staticMemberFacts() -> StaticMemberFacts {
            if let staticFacts { return staticFacts }
            let facts = StaticMemberFacts(file)
            staticFacts = facts
            return facts
        }
        // The types some declaration of which in this file names a type the app does not declare, worked out once.
        var otherTypeNamers: Set<String>?
        func ownTypesOnly(_ type: String) -> Bool {
            if otherTypeNamers == nil { otherTypeNamers = typesNamingOtherTypes(in: file, declared: typeLevelReads.declaredTypes) }
            return !(otherTypeNamers?.contains(type) ?? false)
        }
        // Whether the method (or computed property) of a name is a property nothing reads, judged once per name.
        var unread: [String: Bool] = [:]
        func unreadProperty(_ name: String) -> Bool {
            if let known = unread[name] { return known }
            let judged = isUnreadComputedProperty(name, in: file, mentions: mentions, counts: counts)
            unread[name] = judged
            return judged
        }
        for call in calls where call.path == file.path {
            guard let start = indexByLocation[call.location] else { continue }
            if call.form == .swiftUIText, file.token(tokens[start], is: "value"), file.importsCharts {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "value", holder: .local, reason: .chartValueLabel))
                continue
            }
            if call.form == .swiftUIText, Self.isAccessibilityText(lookupAt: start, in: file) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "accessibility", holder: .local, reason: .accessibilityOnly))
                continue
            }
            if Self.isComparedOnly(lookupAt: start, in: file) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "==", holder: .local, reason: .comparedOnly))
                continue
            }
            if Self.isNameOfLink(lookupAt: start, key: call.key, in: file) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "Link", holder: .local, reason: .linkName))
                continue
            }
            if debugOnly.contains(where: { $0.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "DEBUG", holder: .local, reason: .debugOnly))
                continue
            }
            if let disabled = unrun.disabledBlocks.first(where: { $0.range.contains(start) }) {
                // (That the switch is never set is known only from the whole app.)
                found.append(UnusedLookup(path: file.path, location: call.location, name: disabled.flag, holder: .property, reason: .disabledFeature))
                continue
            }
            if let method = scopes.methods[start], uncalled().contains(method), namedOnlyHere(method) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: method, holder: privatelyUncalled().contains(method) ? .local : .property,
                                          reason: .uncalledMethod))
                continue
            }
            if let name = scopes.classes[start], DeveloperTool.isNamed(name) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: name, holder: .local, reason: .debugScreen))
                continue
            }
            if unrun.afterReturn.contains(where: { $0.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "return", holder: .local, reason: .afterReturn))
                continue
            }
            if unrun.obsoleteFallbacks.contains(where: { $0.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: "#available", holder: .local, reason: .obsoleteFallback))
                continue
            }
            if let block = compiledOut.first(where: { $0.range.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: block.condition, holder: .local, reason: .compiledOut))
                continue
            }
            if let branch = branches.first(where: { $0.body.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: branch.kind == .unknownDefault ? "@unknown default" : "default",
                                          holder: .local, reason: .unreachedBranch))
                continue
            }
            if previews.contains(where: { $0.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: previewName, holder: .local, reason: .previewed))
                continue
            }
            // A type's static accessor only previews read (Pocket Casts' SwiftGen `L10n.referralsTipTitle(_:)`, named by
            // `TipView_Previews` alone): the app never calls it.
            if file.language == .swift, let method = scopes.methods[start], previewOnlyNames.contains(method) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: method, holder: .local, reason: .previewed))
                continue
            }
            if let view = views.first(where: { $0.body.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: view.name, holder: .unusedView, reason: .uncreatedView))
                continue
            }
            if call.form == .swiftUIText, SwiftUILabel.isHiddenDialogTitle(lookupAt: start, in: file) || SwiftUILabel.isUndrawnTitle(lookupAt: start, in: file, host: scopes.classes[start], hosting: hosting)
                || SwiftUILabel.isInUnusedSwipeActions(lookupAt: start, in: file, previews: previews, onlyHere: { mentions[$0] == [file.path] }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: file.text(of: tokens[start]), holder: .local,
                                          reason: .undrawnLabel))
                continue
            }
            if call.form == .swiftUIText && SwiftUILabel.isRedactedPlaceholder(lookupAt: start, in: file)
                || unrun.redactedPlaceholders.contains(where: { $0.contains(start) }) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: file.text(of: tokens[start]), holder: .local,
                                          reason: .redacted))
                continue
            }
            if let function = loggingCall(enclosing: start, in: file) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: function, holder: .local, reason: .logged))
                continue
            }
            if let key = errorDetailKey(of: start, in: file), let reader = Self.errorDetailKeys[key], mentions[reader] == nil {
                found.append(UnusedLookup(path: file.path, location: call.location, name: key, holder: .property, reason: .errorDetail))
                continue
            }
            // (A key another file spells may be looked up there by a form no scan reads: home-assistant's App Intents say
            // `.init("app_intents.scenes.scene.title", defaultValue: "Scene")` beside SwiftGen's unread accessor.)
            if file.language == .swift, !(literalFiles[call.key] ?? []).contains(where: { $0 != file.path }),
               let member = unreadStaticMember(holding: start, in: file, scopes: scopes, facts: staticMemberFacts, reads: typeMemberReads) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: member, holder: .property))
                continue
            }
            if file.language == .swift, !(literalFiles[call.key] ?? []).contains(where: { $0 != file.path }),
               !typeMemberReads.adoptingInExtension.contains(scopes.classes[start] ?? ""),
               let member = unreadTypeLevelMember(holding: start, in: file, scopes: scopes, reads: typeLevelReads, totals: totals,
                                                  ownTypesOnly: ownTypesOnly) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: member, holder: .property))
                continue
            }
            if let method = scopes.methods[start], scopes.classes[start] != nil, unreadProperty(method) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: method, holder: .property))
                continue
            }
            if file.language == .swift, let name = uncreatedCase(around: start, in: file, mentions: mentions, caseOnly: caseOnlyNames()) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: name, holder: .property, reason: .uncreatedCase))
                continue
            }
            // `#define TXT_CLOSE NSLocalizedString(@"TXT_CLOSE", nil)`: a macro no code expands looks nothing up.
            // One a `.m` file defines is its own; a header's could be expanded by any file.
            if tokens[start].isInDirective, start >= 2, tokens[start - 1].kind == .identifier, tokens[start - 2].kind == .pound,
               file.text(of: tokens[start - 2]) == "#define", tokens[start - 1].line == tokens[start].line {
                let name = file.text(of: tokens[start - 1])
                let isHeader = file.path.hasSuffix(".h")
                if counts[name] == 1, !isHeader || mentions[name] == [file.path] {
                    found.append(UnusedLookup(path: file.path, location: call.location, name: name, holder: isHeader ? .property : .local))
                }
                continue
            }
            // `let name = …`, `let name: String = …`, `var name = …`; Objective-C `NSString *name = …`; in Swift,
            // also through the calls that take the lookup (`let s = String(format: NSLocalizedString(…), n)`).
            guard let equals = isText(start - 1, "=") ? start - 1 : (file.language == .swift ? assignment(holding: start, in: file) : nil) else { continue }
            var nameIndex = equals - 1
            let typedKey = file.language == .swift && isText(nameIndex, "LocalizedStringKey") && isText(nameIndex - 1, ":")
            if file.language == .swift, isText(nameIndex, "String") || typedKey, isText(nameIndex - 1, ":") { nameIndex -= 2 }
            guard nameIndex >= 0, tokens[nameIndex].kind == .identifier else { continue }
            let declares = file.language == .swift
                ? (isText(nameIndex - 1, "let") || isText(nameIndex - 1, "var"))
                : isText(nameIndex - 1, "*") && (isText(nameIndex - 2, "NSString") || isText(nameIndex - 2, "const"))
            // An instance variable (`hint = …`) or the class's own property (`self.hint = …`), not another object's.
            let ownStorage = !isText(nameIndex - 1, ".") || (isText(nameIndex - 2, "self") && !isText(nameIndex - 3, "."))
            if !declares, file.language != .swift, ownStorage, scopes.methods[nameIndex] != nil, objectiveCUnread.contains(file.text(of: tokens[nameIndex])) {
                found.append(UnusedLookup(path: file.path, location: call.location, name: file.text(of: tokens[nameIndex]), holder: .property))
                continue
            }
            guard declares else { continue }
            let name = file.text(of: tokens[nameIndex])
            guard name != "_", said(name) == 1 || (scopes.methods[nameIndex] != nil && said(name) == 1 + logged(name)) else { continue }
            let holder: Holder = scopes.methods[nameIndex] != nil ? .local : .property
            if holder == .property {
                // An instance property may be read by a framework (a protocol's `title`, `errorDescription`), and a
                // wrapped one through `$name`: only a type's static constants and globals, said nowhere else, are unused;
                // and a view's key kept as a `LocalizedStringKey` (ChatGPTSwiftUI's `let trial: LocalizedStringKey =
                // "trial"`, whose `Text(trial)` is commented out), a type no framework protocol asks for.
                let isGlobal = scopes.classes[nameIndex] == nil
                let isStatic = isText(nameIndex - 2, "static") || isText(nameIndex - 2, "class") || isText(nameIndex - 3, "static")
                guard (isGlobal || isStatic || typedKey), tokens[max(0, nameIndex - 2)].kind != .attribute, mentions[name] == [file.path] else { continue }
            }
            found.append(UnusedLookup(path: file.path, location: call.location, name: name, holder: holder))
        }
        return found
    }

    /// What the Swift sources say of types' static members: every `Type.member` they say (`L10n.Amount.send` says
    /// `L10n.Amount` and `Amount.send`; in literals' interpolations too), and the types an extension makes adopt a
    /// protocol (`extension Amount: Hashable`), whose static members that protocol's users may read.
    /// A type's other names count (`typealias DisplayStrings = Strings.MyBooksView` in Palace's screens).
    struct TypeMemberReads {
        var members = Set<String>()
        var adoptingInExtension = Set<String>()
        /// The names `typealias` gives each type (by its last name).
        var aliases: [String: Set<String>] = [:]

        mutating func add(_ file: SourceFile) {
            guard file.language == .swift else { return }
            for view in [file] + file.interpolationViews {
                let tokens = view.tokens
                func name(_ i: Int) -> String { SourceFile.bareName(view.text(of: tokens[i])) }
                // The last name of the type named from `first` on (`L10n.Amount`), and its index.
                func typeName(from first: Int) -> Int {
                    var last = first
                    while last + 2 < tokens.count, view.token(tokens[last + 1], is: "."), tokens[last + 2].kind == .identifier { last += 2 }
                    return last
                }
                for i in tokens.indices.dropLast(2) where tokens[i].kind == .identifier {
                    if tokens[i + 2].kind == .identifier, view.token(tokens[i + 1], is: ".") {
                        // (Any name: Firefox Focus's types are `UIConstants.strings`.)
                        members.insert(name(i) + "." + name(i + 2))
                    } else if view.token(tokens[i], is: "extension"), tokens[i + 1].kind == .identifier {
                        // `extension Amount: P`, `extension L10n.Amount: P`
                        let last = typeName(from: i + 1)
                        if last + 1 < tokens.count, view.token(tokens[last + 1], is: ":") { adoptingInExtension.insert(name(last)) }
                    } else if view.token(tokens[i], is: "typealias"), tokens[i + 1].kind == .identifier, view.token(tokens[i + 2], is: "="),
                              i + 3 < tokens.count, tokens[i + 3].kind == .identifier {
                        aliases[name(typeName(from: i + 3)), default: []].insert(name(i + 1))
                    }
                }
            }
        }

        /// Whether code reads `member` of `type`: through its name, another name of it, or `Self`.
        func reads(_ member: String, of type: String) -> Bool {
            members.contains(type + "." + member) || members.contains("Self." + member)
                || (aliases[type] ?? []).contains { members.contains($0 + "." + member) }
        }
    }

    /// What a Swift file says of its types' static members, worked out once per file: the enums and structs it
    /// declares with no inheritance clause or generic parameters (and no other declaration of the name, nor an
    /// extension that makes it adopt a protocol), and the names it says bare (not after a `.`, not where something of the name is declared).
    struct StaticMemberFacts {
        let plainTypes: Set<String>
        let bareNames: Set<String>

        init(_ file: SourceFile) {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            var plain = Set<String>(), other = Set<String>(), bare = Set<String>()
            for i in tokens.indices where tokens[i].kind == .identifier {
                if i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                   isText(i, "enum") || isText(i, "struct") || isText(i, "class") || isText(i, "actor") || isText(i, "extension") || isText(i, "protocol") {
                    let name = file.text(of: tokens[i + 1])
                    if (isText(i, "enum") || isText(i, "struct")) && isText(i + 2, "{") {
                        plain.insert(name)
                    } else if !(isText(i, "extension") && isText(i + 2, "{")) {
                        // (An extension that adopts nothing only adds members: SwiftGen's `extension L10n { … func tr … }`.)
                        other.insert(name)
                    }
                }
                guard !isText(i - 1, "."), !isText(i - 1, "var"), !isText(i - 1, "let"), !isText(i - 1, "func"), !isText(i - 1, "case") else { continue }
                bare.insert(SourceFile.bareName(file.text(of: tokens[i])))
            }
            for view in file.interpolationViews {
                for token in view.tokens where token.kind == .identifier { bare.insert(SourceFile.bareName(view.text(of: token))) }
            }
            plainTypes = plain.subtracting(other)
            bareNames = bare
        }
    }

    /// The name of the static member of a Swift enum or struct that adopts no protocol whose value or body holds the
    /// lookup at `start` (`static var send: String { localize("amount.send") }`, `static let title =
    /// NSLocalizedString(…)`, `static func fee(_ p1: String) -> String`), when no code reads it: only its type's name
    /// reads a static member (`Amount.send`, `Self.send`, or the bare name in the type's own file), whatever other
    /// types' members of the same name code reads (sora's hand-written `L10n.Amount.send`: 21 keys no screen reads).
    /// A type that adopts a protocol may have its members read through it (`static var title` of an App Intent, a
    /// preference key's `reduce`), and a class's through a subclass: neither is judged.
    static func unreadStaticMember(holding start: Int, in file: SourceFile, scopes: SourceScopes, facts: () -> StaticMemberFacts,
                                   reads: TypeMemberReads) -> String? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // The member: the method or computed property whose body holds the call, else the constant it initializes.
        var declaration: Int?
        if let method = scopes.methods[start] {
            // Back to the body's start, then to its signature's `var NAME` or `func NAME` (parameters and type between).
            var body = start
            while body > 0, scopes.methods[body - 1] == method { body -= 1 }
            declaration = (max(0, body - 64)..<body).last { i in
                (isText(i - 1, "var") || isText(i - 1, "func")) && tokens[i].kind == .identifier && file.text(of: tokens[i]) == method
            }
        } else if let equals = isText(start - 1, "=") ? start - 1 : Self.qualifiedCallStart(start, in: file).flatMap({ isText($0 - 1, "=") ? $0 - 1 : nil })
                    ?? assignment(holding: start, in: file) {
            var name = equals - 1
            if isText(name, "String"), isText(name - 1, ":") { name -= 2 }
            declaration = isText(name - 1, "let") || isText(name - 1, "var") ? name : nil
        }
        guard let declaration, tokens[declaration].kind == .identifier, let type = scopes.classes[declaration] else { return nil }
        // `static` among the declaration's modifiers, on its line.
        var modifier = declaration - 2
        var isStatic = false
        while modifier >= 0, tokens[modifier].line == tokens[declaration].line, tokens[modifier].kind == .identifier {
            if isText(modifier, "static") { isStatic = true }
            modifier -= 1
        }
        let name = SourceFile.bareName(file.text(of: tokens[declaration]))
        // (A protocol's static requirement, `reduce(value:nextValue:)`, is the framework's to call.)
        guard isStatic, !ShownLiteral.staticFrameworkRequirements.contains(name), !name.hasPrefix("build"), !reads.reads(name, of: type),
              !reads.adoptingInExtension.contains(type) else { return nil }
        let facts = facts()
        guard facts.plainTypes.contains(type), !facts.bareNames.contains(name) else { return nil }
        return name
    }

    /// The first name of the call whose callee is at `start` when a type or a value qualifies it (SwiftGen's
    /// `Strings.tr(…)`, `L10n.Common.tr(…)`: the index of `Strings`); nil when nothing does.
    static func qualifiedCallStart(_ start: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        var head = start
        while head >= 2, file.token(tokens[head - 1], is: "."), tokens[head - 2].kind == .identifier { head -= 2 }
        return head == start ? nil : head
    }

    /// Whether `name`, the method or computed property of a Swift type whose body holds a lookup, is a
    /// computed property no code reads: the sources say its name only where they declare it (the property and
    /// a protocol's requirement of it, all in this file), it overrides nothing, and no framework reads it by a
    /// protocol of its own (``frameworkReadNames``: `description`, `errorDescription`…). A language enum's
    /// `localizedName` that no screen shows.
    static func isUnreadComputedProperty(_ name: String, in file: SourceFile, mentions: [String: Set<String>], counts: [String: Int]) -> Bool {
        guard file.language == .swift, !frameworkReadNames.contains(name), mentions[name] == [file.path] else { return false }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var declarations = 0
        for i in tokens.indices where tokens[i].kind == .identifier && file.text(of: tokens[i]) == name {
            // Every mention is a declaration `var name: Type`, and none overrides or is exposed to Objective-C.
            guard isText(i - 1, "var"), isText(i + 1, ":") else { return false }
            var j = i - 2
            while j >= 0, tokens[j].line == tokens[i].line {
                if tokens[j].kind == .attribute || isText(j, "override") || isText(j, "dynamic") { return false }
                j -= 1
            }
            declarations += 1
        }
        return declarations > 0 && declarations == counts[name]
    }

    /// How often an Objective-C implementation file reads each name: every time it says it, except where it
    /// assigns it (`string_booting = …`, `self.hint = …`), declares it (`NSString *hint;`) or names it in
    /// `@property`, `@synthesize` or `@dynamic`. A name no file reads (and no Swift file says) is an instance
    /// variable or property code sets and nothing shows: WBCam's exposure notifiers prepare a "starting up" text
    /// no screen ever asks for (``SourceIndex/objectiveCUnread``).
    /// `declared`: the names the file declares as instance variables or properties (`NSString *hint;`, the last
    /// name of a `@property` line): only those are the app's own, a UIKit property (`label.text`) never is.
    static func objectiveCReads(_ file: SourceFile) -> (reads: [String: Int], declared: Set<String>) {
        let tokens = file.tokens
        var reads: [String: Int] = [:]
        var declared = Set<String>()
        var declarationLine = -1
        var property = false
        for i in tokens.indices {
            let token = tokens[i]
            if token.kind == .attribute, ["@property", "@synthesize", "@dynamic"].contains(file.text(of: token)) {
                declarationLine = token.line
                property = file.token(token, is: "@property")
            }
            if token.line == declarationLine {
                if property, token.kind == .identifier, i + 1 < tokens.count, file.token(tokens[i + 1], is: ";") { declared.insert(file.text(of: token)) }
                continue
            }
            guard token.kind == .identifier else { continue }
            let next = i + 1 < tokens.count ? file.text(of: tokens[i + 1]) : ""
            if next == "=" { continue }
            if i > 0, file.token(tokens[i - 1], is: "*"), next == ";" || next == "," {
                declared.insert(file.text(of: token))
                continue
            }
            reads[file.text(of: token), default: 0] += 1
        }
        return (reads, declared)
    }

    /// The enum case whose `switch` branch holds the token at `index` (`case .DeletionFailed: return "Deletion
    /// failed".localized`), when no code creates it or any other case of the branch: each is said only in this
    /// file, and only where a `case` declares or matches it (`caseOnly`, see ``caseOnlyNames(in:)``). BBApp's
    /// error enums list eighteen failures nothing throws. Nil otherwise.
    static func uncreatedCase(around index: Int, in file: SourceFile, mentions: [String: Set<String>], caseOnly: Set<String>) -> String? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // The branch's `case`: the nearest one before the token at the same brace depth, inside the switch's block.
        var depth = 0
        var k = index - 1
        while k >= 0 {
            if isText(k, "}") { depth += 1 } else if isText(k, "{") {
                if depth == 0 { return nil }
                depth -= 1
            } else if depth == 0, tokens[k].kind == .identifier, isText(k, "case") || isText(k, "default") { break }
            k -= 1
        }
        guard k >= 0, isText(k, "case") else { return nil }
        // Its pattern's names: `.Name` up to the `:` (`case .A, .B(let id):`).
        var names: [String] = []
        var j = k + 1
        var parentheses = 0
        while j < index {
            if isText(j, "(") { parentheses += 1 } else if isText(j, ")") { parentheses -= 1 }
            if parentheses == 0, isText(j, ":") { break }
            if parentheses == 0, isText(j, "."), j + 1 < tokens.count, tokens[j + 1].kind == .identifier { names.append(file.text(of: tokens[j + 1])) }
            if parentheses == 0, tokens[j].kind == .identifier, !isText(j - 1, "."), !isText(j, "let"), !isText(j, "var") { return nil }
            j += 1
        }
        guard !names.isEmpty, names.allSatisfy({ mentions[$0] == [file.path] && caseOnly.contains($0) }) else { return nil }
        return names[0]
    }

    /// The names `file` says only where a `case` declares or matches them (`case Name`, `case A, Name`,
    /// `case .Name`), never elsewhere (`throw Failure.Name`).
    static func caseOnlyNames(in file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var inCase = Set<String>(), elsewhere = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier {
            var b = i - 1
            while b >= 0, tokens[b].line == tokens[i].line, tokens[b].kind == .identifier && !isText(b, "case") || isText(b, ".") || isText(b, ",") { b -= 1 }
            if b >= 0, isText(b, "case") { inCase.insert(file.text(of: tokens[i])) } else { elsewhere.insert(file.text(of: tokens[i])) }
        }
        return inCase.subtracting(elsewhere)
    }

    /// Property names frameworks read through protocols of their own (`CustomStringConvertible`,
    /// `LocalizedError`, `UIAccessibility`, SwiftUI's `View`, App Intents' shortcuts and entities), which no code
    /// of the app need say.
    static let frameworkReadNames: Set<String> = [
        "description", "debugDescription", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
        "localizedDescription", "localizedFailureReason", "localizedRecoverySuggestion", "title", "subtitle",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "text", "placeholder", "body", "id",
        "rawValue", "hashValue", "localizedTitle", "localizedSubtitle",
        "appShortcuts", "parameterSummary", "typeDisplayRepresentation", "displayRepresentation", "caseDisplayRepresentations",
    ]

    /// The `=` of the Swift statement whose value is a call (or calls) taking the token at `index` as an
    /// argument (`let s = String(format: NSLocalizedString(…), n)`), or nil.
    static func assignment(holding index: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var i = index - 1
        while i >= 0 {
            if isText(i, "=") { return i }
            // Back to the `(` of the call whose argument this is; a brace or `;` ends the statement first.
            var depth = 0
            while i >= 0 {
                if isText(i, ")") || isText(i, "]") { depth += 1 } else if isText(i, "(") || isText(i, "[") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, isText(i, "{") || isText(i, "}") || isText(i, ";") || isText(i, "=") { return nil }
                i -= 1
            }
            guard i >= 0, isText(i, "(") else { return nil }
            // The called name (`String.localizedStringWithFormat`).
            i -= 1
            while i >= 0, tokens[i].kind == .identifier || isText(i, ".") { i -= 1 }
        }
        return nil
    }

    /// The name an ``UnusedLookup`` of an Xcode preview has.
    static let previewName = "#Preview"

    /// The token ranges of a Swift file's Xcode previews, which only Xcode's canvas shows: the bodies of the
    /// types declared `: PreviewProvider` and of `#Preview { … }` macros; and the stand-ins a dependency offers
    /// tests and previews in place of its live value (swift-dependencies' `static let testValue = …` and
    /// `previewValue`: VoiceMemo's meeting-minutes client answers "テスト要約です。" only there).
    static func previewRanges(_ file: SourceFile, scopes: SourceScopes) -> [Range<Int>] {
        previewBodies(file, scopes: scopes) + dependencyStandIns(file)
    }

    /// The declarations `static let testValue = …`, `static var previewValue: Self { … }` of a Swift file, each up
    /// to the end of its value.
    static func dependencyStandIns(_ file: SourceFile) -> [Range<Int>] {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        // What starts the next declaration of the type, at the value's own level.
        let declarationStarts: Set<String> = ["static", "var", "let", "func", "init", "subscript", "case", "private", "fileprivate", "internal",
                                              "public", "open", "enum", "struct", "class", "extension", "typealias"]
        var ranges: [Range<Int>] = []
        for i in tokens.indices where (isText(i, "testValue") || isText(i, "previewValue")) && (isText(i - 1, "let") || isText(i - 1, "var"))
            && isText(i - 2, "static") {
            // The value: `= …` up to the next declaration or the type's `}`, or a computed `{ … }` after the type.
            var j = i + 1
            if isText(j, ":") {
                j += 1
                while j < tokens.count, !isText(j, "=") && !isText(j, "{") && tokens[j].line == tokens[i].line { j += 1 }
            }
            if isText(j, "{"), let close = file.matchingBrace(j) {
                ranges.append(i..<(close + 1))
            } else if isText(j, "=") {
                var depth = 0
                var end = j + 1
                while end < tokens.count {
                    if isText(end, "(") || isText(end, "[") || isText(end, "{") {
                        depth += 1
                    } else if isText(end, ")") || isText(end, "]") || isText(end, "}") {
                        if depth == 0 { break }
                        depth -= 1
                    } else if depth == 0, tokens[end].line != tokens[end - 1].line,
                              tokens[end].kind == .attribute || tokens[end].kind == .pound
                                || (tokens[end].kind == .identifier && declarationStarts.contains(file.text(of: tokens[end]))) {
                        break
                    }
                    end += 1
                }
                ranges.append(i..<end)
            }
        }
        return ranges
    }

    /// The bodies of `: PreviewProvider` types and of `#Preview { … }` macros.
    private static func previewBodies(_ file: SourceFile, scopes: SourceScopes) -> [Range<Int>] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var ranges: [Range<Int>] = []
        var previewTypes = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier && file.token(tokens[i], is: "PreviewProvider") {
            // `struct Name_Previews: PreviewProvider {`: the type's name precedes the `:` (or the inherited list).
            var j = i - 1
            while j >= 0, tokens[j].kind == .identifier || isText(j, ",") || isText(j, ".") { j -= 1 }
            if isText(j, ":"), j > 0, tokens[j - 1].kind == .identifier, isText(j - 2, "struct") || isText(j - 2, "class") || isText(j - 2, "extension") {
                previewTypes.insert(file.text(of: tokens[j - 1]))
                // Its whole body, with the types it nests (`struct Preview: View`, naturblick's `T`), which the
                // tokens' innermost class below does not name.
                var open = i + 1
                while open < tokens.count, tokens[open].kind == .identifier || isText(open, ",") || isText(open, ".") { open += 1 }
                if isText(open, "{"), let close = file.matchingBrace(open) { ranges.append(open..<(close + 1)) }
            }
        }
        var i = 0
        while i < tokens.count {
            if tokens[i].kind == .pound, file.token(tokens[i], is: "#Preview") {
                // `#Preview("Name", traits: …) { … }`: the block after the optional arguments.
                var open = i + 1
                if isText(open, "("), let arguments = CallArguments.parse(file, open: open) { open = arguments.close + 1 }
                if isText(open, "{"), let close = file.matchingBrace(open) {
                    ranges.append(open..<(close + 1))
                    i = close
                }
            }
            i += 1
        }
        if !previewTypes.isEmpty {
            var start: Int?
            for index in tokens.indices {
                let inPreview = scopes.classes[index].map(previewTypes.contains) ?? false
                if inPreview, start == nil { start = index }
                if !inPreview, let first = start { ranges.append(first..<index); start = nil }
            }
            if let first = start { ranges.append(first..<tokens.count) }
        }
        return ranges
    }

    /// The SwiftUI views of a Swift file (`struct Name: View {`) that no code creates but the file's previews:
    /// no other file says the name, and the file says it only where it declares it and in `previews`.
    static func uncreatedViews(_ file: SourceFile, previews: [Range<Int>], mentions: [String: Set<String>],
                               counts: [String: Int]) -> [(name: String, body: Range<Int>)] {
        let tokens = file.tokens
        var views: [(name: String, body: Range<Int>)] = []
        for (i, open, close) in ShownLiteral.viewDeclarations(file) {
            let name = file.text(of: tokens[i + 1])
            guard mentions[name] == [file.path] else { continue }
            let inPreviews = tokens.indices.filter { index in
                tokens[index].kind == .identifier && previews.contains { $0.contains(index) } && file.text(of: tokens[index]) == name
            }.count
            if counts[name] == 1 + inPreviews { views.append((name, open..<(close + 1))) }
        }
        return views
    }

    /// The functions whose arguments only reach the debugging console or a crash report, never the screen: an
    /// assertion's message and an exception's reason among them (`NSException(name:reason:userInfo:)`, Objective-C's
    /// `NSAssert(condition, description)`).
    static let loggingFunctions: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log", "fatalError",
                                                 "assertionFailure", "preconditionFailure", "assert", "precondition",
                                                 "NSAssert", "NSCAssert", "NSException"]

    /// The error-detail `userInfo` key (``errorDetailKeys``) the lookup starting at token `start` is stored
    /// under: `NSLocalizedFailureReasonErrorKey: NSLocalizedString(…)` (a dictionary literal, through a format
    /// call around it), or `NSLocalizedString(…), NSLocalizedRecoverySuggestionErrorKey` (Objective-C's
    /// `dictionaryWithObjectsAndKeys:`, the value before its key).
    static func errorDetailKey(of start: Int, in file: SourceFile) -> String? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func key(_ i: Int) -> String? {
            guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return nil }
            let name = file.text(of: tokens[i])
            return errorDetailKeys[name] != nil ? name : nil
        }
        // Before: `KEY :`, possibly with `[NSString stringWithFormat:` or `String(format:` between.
        var i = start - 1
        var steps = 0
        while i >= 1, steps < 6 {
            if isText(i, ":"), let found = key(i - 1) { return found }
            if isText(i, ",") || isText(i, ";") || isText(i, "{") || isText(i, "}") { break }
            i -= 1
            steps += 1
        }
        // After: the call's closing parenthesis, then `, KEY`.
        guard start + 1 < tokens.count, isText(start + 1, "(") else { return nil }
        var depth = 0, j = start + 1
        while j < tokens.count {
            if isText(j, "(") { depth += 1 } else if isText(j, ")") { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        // (In a dictionary literal the key after the comma is the next entry's: `…), KEY: value`.)
        return isText(j + 1, ",") && !isText(j + 3, ":") ? key(j + 2) : nil
    }

    /// The logging function whose parentheses hold the token at `index` (at any depth of the same statement:
    /// `print(String(format: NSLocalizedString(…), n))`), or nil; `NSException` for an Objective-C message to it
    /// (`[NSException exceptionWithName:… reason:NSLocalizedString(…) userInfo:nil]`, `[NSException raise:… format:…]`).
    static func loggingCall(enclosing index: Int, in file: SourceFile) -> String? {
        let tokens = file.tokens
        var depth = 0
        var i = index - 1
        while i >= 0 {
            let token = tokens[i]
            if token.kind == .punctuation {
                if file.token(token, is: ")") || file.token(token, is: "]") {
                    depth += 1
                } else if file.token(token, is: "(") || file.token(token, is: "[") {
                    if depth == 0 {
                        if file.token(token, is: "("), i > 0, tokens[i - 1].kind == .identifier,
                           loggingFunctions.contains(file.text(of: tokens[i - 1])) { return file.text(of: tokens[i - 1]) }
                        if file.token(token, is: "["), i + 1 < tokens.count, file.token(tokens[i + 1], is: "NSException") { return "NSException" }
                    } else {
                        depth -= 1
                    }
                } else if depth == 0, file.token(token, is: "{") || file.token(token, is: "}") || file.token(token, is: ";") {
                    return nil
                }
            }
            i -= 1
        }
        return nil
    }
}
