import Foundation
import L10nProject
import L10nSource

extension VerifyPipeline {
    /// Why users never see a key every lookup of which has the same reason (``UnusedLookup/Reason``), said after
    /// its finding. A key the previews and views no code creates look up says the view's.
    static let unseenLookupNotes: [UnusedLookup.Reason: String] = [
        .previewed: " (only an Xcode preview shows it, never the app)",
        .uncreatedView: " (only a SwiftUI view no code creates but Xcode's previews looks it up)",
        .errorDetail: " (code only keeps it as an error's failure reason or recovery suggestion, which iOS never shows and no code reads)",
        .uncreatedCase: " (only for an enum case no code creates: it never shows)",
        .undrawnLabel: " (only the title of a SwiftUI control that does not draw it looks it up: a segmented or wheel picker, a picker "
            + "inside a menu, a graphical date picker, a control under .labelsHidden(), an icon in a toolbar or a swipe action, a swipe action "
            + "outside a list, a confirmation dialog's title without titleVisibility: .visible)",
        .logged: " (code only logs it to the console: users never see it)",
        .debugOnly: " (only code under #if DEBUG, or code that runs only when a test launches the app with an argument, looks it up: "
            + "the app users install never runs it)",
        .disabledFeature: " (only code that runs when a switch of the app is on looks it up, and the app declares that switch false and "
            + "never sets it: it never runs)",
        .uncalledMethod: " (only a method no code calls looks it up: it never runs)",
        .debugScreen: " (only the code of a debug screen looks it up: a developer's tool, not what users read)",
        .compiledOut: " (only code the app's build leaves out looks it up: a branch of #if that its Release configuration's conditions, "
            + "a module it links, the simulator or another system than iOS rule out)",
        .obsoleteFallback: " (only the fallback of an #available check looks it up, for iOS versions older than the oldest the app runs on: "
            + "it never runs)",
        .afterReturn: " (only statements after a return of their block look it up: they never run)",
        .unreachedBranch: " (only a switch's default looks it up, after cases that already match every value, or its @unknown default, "
            + "which runs only for a value a later iOS adds)",
        .chartValueLabel: " (only a Swift Charts value's label uses it: VoiceOver speaks it, and the chart draws values, not the label)",
        .accessibilityOnly: " (only a SwiftUI accessibility modifier uses it: VoiceOver speaks it, nothing shows it on screen)",
        .linkName: " (the title of a link to a page of that name: a person's, an account's or a site's name, the same in every language)",
        .redacted: " (only a view redacted as a placeholder draws it: iOS shows grey blocks, never its text)",
        .comparedOnly: " (code only compares it with another text, to decide what to do: it shows nowhere)",
    ]

    /// The code's lookups by table and key (`"Localizable|Save"`), in source order.
    var callsByTableAndKey: [String: [LocalizedStringCall]] {
        var calls: [String: [LocalizedStringCall]] = [:]
        for call in workspace.sourceIndex.localizedStrings.calls { calls["\(call.table)|\(call.key)", default: []].append(call) }
        return calls
    }

    /// A key only dead code looks up is never shown: its missing-key finding is a note. A call is dead in a
    /// file that declares controllers nothing reaches (see ``CodeContext/unreachedControllerClasses``) or types
    /// no live code names (``CodeContext/deadTypes``) and nothing else, in an action method nothing
    /// connects or calls (``CodeContext/deadActions``), or when its result is stored under a name no code reads
    /// (``UnusedLookup``: a local always, a property only when the sources are the whole app). Every call of the
    /// key must be dead.
    func lowerKeysOnlyUnreachedCodeLooksUp(_ findings: inout [Finding]) {
        let unreached = code.neverRunTypes
        let index = workspace.sourceIndex
        let whole = code.hasAllSources
        // Why each call's result is never seen, for the calls whose reason the sources at hand can tell.
        var reasons: [String: UnusedLookup.Reason] = [:]
        for lookup in index.unusedLookups where lookup.holder == .local || whole { reasons["\(lookup.path)|\(lookup.location)"] = lookup.reason }
        func reason(_ call: LocalizedStringCall) -> UnusedLookup.Reason? { reasons["\(call.path)|\(call.location)"] }
        let classesOfFile = code.typesOfFile
        func inDeadAction(_ call: LocalizedStringCall) -> Bool { code.isInDeadAction(path: call.path, line: call.location.line) }
        // A call in the body of a dead type is dead too, whatever else its file declares.
        let inDeadType = code.isInNeverRunType
        guard !unreached.isEmpty || !reasons.isEmpty || !code.deadActions.isEmpty else { return }
        let callsByKey = callsByTableAndKey
        let reach = TableReach(workspace: workspace)
        func reaches(_ call: LocalizedStringCall, _ file: String) -> Bool { reach.reaches(source: call.path, table: file) }
        for position in findings.indices where Self.isShownEntryRule(findings[position].ruleID) && findings[position].severity > .info
        && findings[position].objectID == nil {
            // (A storyboard's runtime attribute that holds the key, `xibLocalizedStringKey`, has its view look it up: dcrios.)
            guard let key = findings[position].key, !runtimeAttributeStrings.contains(key) else { continue }
            let table = URL(fileURLWithPath: findings[position].file).deletingPathExtension().lastPathComponent
            guard let everyCall = callsByKey["\(table)|\(key)"] else { continue }
            let reaching = everyCall.filter { reaches($0, findings[position].file) }
            let calls = reaching.isEmpty ? everyCall : reaching
            if calls.allSatisfy(inDeadType) {
                let classes = Set(calls.flatMap { call in
                    index.callOwners[SourceIndex.callKey(call)].flatMap { unreached.contains($0) ? [$0] : nil } ?? Array(classesOfFile[call.path] ?? [])
                })
                let owners = classes.sorted().joined(separator: ", ")
                findings[position].severity = .info
                findings[position].message += classes.isSubset(of: code.unreachedControllerClasses)
                    ? " (only the code of \(owners), a screen nothing leads to, looks it up)"
                    : " (only the code of \(owners), which nothing in the app creates, looks it up)"
            } else if calls.allSatisfy(inDeadAction) {
                let methods = calls.compactMap { code.deadAction(holding: $0.location.line, of: $0.path) }
                let names = Set(methods.map(\.name)).sorted().joined(separator: ", ")
                findings[position].severity = .info
                findings[position].message += methods.allSatisfy(\.isAction)
                    ? " (only the action \(names) looks it up, and no storyboard or xib connects it nor does code call it: it never runs)"
                    : " (only the method \(names) looks it up, and no code calls it: it never runs)"
            } else if let first = reason(calls[0]), calls.allSatisfy({ reason($0) == first }), let note = Self.unseenLookupNotes[first] {
                findings[position].severity = .info
                findings[position].message += note
            } else if calls.allSatisfy({ reason($0) == .previewed || reason($0) == .uncreatedView }) {
                findings[position].severity = .info
                findings[position].message += Self.unseenLookupNotes[.uncreatedView]!
            } else if calls.allSatisfy({ inDeadType($0) || reason($0) != nil || inDeadAction($0) }) {
                findings[position].severity = .info
                findings[position].message += " (no code reads what its lookup returns: users never see it)"
            }
        }
    }

    /// Words in a type's name (lowercased) that make it the app's credits: an acknowledgements or licenses screen,
    /// which lists the libraries the app uses by their names. A credit card's screen and a licence plate's are no
    /// credits: "credit" and "license" alone do not count, only the whole names in ``creditScreenNames``.
    static let creditScreenWords = ["acknowledg", "credits", "opensource", "thirdparty", "attribution", "licenses", "licences"]
    /// Whole type names of a credits screen.
    static let creditScreenNames: Set<String> = ["licenseview", "licenceview", "licenseviewcontroller", "licenceviewcontroller"]

    /// A key of one word (no spaces: "MoonKit", "Lottie", "SwiftUI-Shimmer") that only the code of a credits screen
    /// (``creditScreenWords``) looks up and that no table of the app holds in any language is the name of a
    /// library or its author, shown as written to everyone: its missing-key findings are notes (touchtime's and
    /// NearCatch's acknowledgements).
    func lowerCreditedNames(_ findings: inout [Finding]) {
        let index = workspace.sourceIndex
        let callsByKey = callsByTableAndKey
        for position in findings.indices where findings[position].ruleID == MissingKeyRule.description.id && findings[position].severity > .info
        && findings[position].objectID == nil {
            guard let key = findings[position].key, !key.contains(where: { $0.isWhitespace }) else { continue }
            let table = URL(fileURLWithPath: findings[position].file).deletingPathExtension().lastPathComponent
            guard let calls = callsByKey["\(table)|\(key)"], calls.allSatisfy({ call in
                guard let owner = index.callOwners[SourceIndex.callKey(call)]?.lowercased() else { return false }
                return Self.creditScreenNames.contains(owner) || Self.creditScreenWords.contains { owner.contains($0) }
            }) else { continue }
            guard !(workspace.tableKeysByName[table]?.contains(key) ?? false) else { continue }
            findings[position].severity = .info
            findings[position].message += " (a name the app's credits screen lists, in no table of any language: shown as written to everyone)"
        }
    }

    /// A key whose looked-up text the code compares with the key itself (``SourceIndex/keysCheckedForTranslation``)
    /// is one the app handles untranslated: where the language lacks it, the code sees the key come back and acts
    /// (Articles hides its gift activity). Its missing-key findings are notes.
    func lowerKeysTheCodeChecksForTranslation(_ findings: inout [Finding]) {
        let checked = workspace.sourceIndex.keysCheckedForTranslation
        guard !checked.isEmpty else { return }
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info
        && findings[index].objectID == nil {
            guard let key = findings[index].key else { continue }
            let table = URL(fileURLWithPath: findings[index].file).deletingPathExtension().lastPathComponent
            guard checked.contains("\(table)|\(key)") else { continue }
            findings[index].severity = .info
            findings[index].message += " (the code compares what it looks up with the key itself: where the translation is missing, it sees the key and acts on it)"
        }
    }
}

/// Whether a source's code can read a table file. With a project, only the code of the targets that copy a table
/// reads it: a watch app's live lookup of a key does not keep the iOS app's table's finding alive, nor an app's
/// the table only its widget copies. Code no target compiles reads every table. Answers are kept per source and table.
final class TableReach {
    let workspace: Workspace
    private var scopes: [String: LookupScope?] = [:]
    private var answers: [String: Bool] = [:]

    init(workspace: Workspace) { self.workspace = workspace }

    /// Whether the code of `source` (a path) reads `file` (a table, relative to the workspace).
    func reaches(source: String, table file: String) -> Bool {
        let cacheKey = source + "|" + file
        if let known = answers[cacheKey] { return known }
        // (A framework's code reads the tables of the app that embeds it too: its lookups in the main bundle do. A
        // table inside a resource bundle the targets copy is read by the code that opens the bundle: in a library's
        // bundle, the library's own, which ``CodeContext/isLibraryTable(_:in:)`` keeps out of the app's tables.)
        let reached = scope(of: source).map { scope in
            (scope.resources + (mainBundleScope(of: source)?.resources ?? [])).contains { $0.url.map { workspace.relativePath($0) == file } ?? false }
            || scope.resourceBundles.contains { $0.url.map { file.hasPrefix(workspace.relativePath($0) + "/") } ?? false }
        } ?? true
        answers[cacheKey] = reached
        return reached
    }

    /// Whether the code of any of `calls` reads `file`.
    func readsAny(_ calls: [LocalizedStringCall], table file: String) -> Bool {
        calls.contains { reaches(source: $0.path, table: file) }
    }

    /// The targets that compile `source`, nil when no target of the project does (or there is no project).
    func scope(of source: String) -> LookupScope? {
        if scopes[source] == nil { scopes[source] = .some(workspace.xcode?.lookupScope(ofSource: URL(fileURLWithPath: source))) }
        return scopes[source] ?? nil
    }

    /// The targets that embed the frameworks compiling `source` (``XcodeProjectSet/mainBundleScope(ofLibrarySource:)``).
    private func mainBundleScope(of source: String) -> LookupScope? {
        let key = "library|" + source
        if scopes[key] == nil { scopes[key] = .some(workspace.xcode?.mainBundleScope(ofLibrarySource: URL(fileURLWithPath: source))) }
        return scopes[key] ?? nil
    }
}
