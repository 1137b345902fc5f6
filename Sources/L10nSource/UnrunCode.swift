/// The code of one file its users never run: `#if DEBUG` blocks and the bodies of `if`s a debug flag decides
/// (``DebugFlag``), a `switch`'s branches no value reaches
/// (``UnreachedBranch``), blocks the build leaves out (``CompiledOutBlock``) and Xcode's previews; and code whose
/// texts iOS only draws as grey blocks (a widget's placeholder entry). Worked out once
/// per file; the scans of shown literals, of lookups nobody sees and of where views are created read it.
struct UnrunCode: Sendable {
    let debugBlocks: [Range<Int>]
    /// What runs only when a switch the app declares off for good is on (``FeatureFlag``), with the switch's name.
    let disabledBlocks: [(range: Range<Int>, flag: String)]
    let unreachedBranches: [UnreachedBranch]
    let compiledOut: [CompiledOutBlock]
    /// The token ranges of a Swift file's previews (``UnusedLookup/previewRanges(_:scopes:)``) and of the
    /// `prepareForInterfaceBuilder` methods of either language (``interfaceBuilderPreparations(_:)``).
    let previews: [Range<Int>]
    /// The bodies of a widget's `placeholder(in:)` (``widgetPlaceholders(_:)``): WidgetKit draws the entry it returns
    /// redacted, grey blocks where its texts would be.
    let redactedPlaceholders: [Range<Int>]
    /// The fallbacks of availability checks the app's oldest iOS already passes (``AvailabilityFallback``).
    let obsoleteFallbacks: [Range<Int>]
    /// Objective-C statements after a `return` of their block (``CodeAfterReturn``).
    let afterReturn: [Range<Int>]

    /// What the app users install leaves out or never runs: debug code, what only a switch that is off lets run, what the
    /// build compiles out, fallbacks for iOS versions older than the app's and statements after a `return`.
    let leftOut: [Range<Int>]

    /// How often the file says each identifier outside ``leftOut``; nil when nothing is left out (then the file's own
    /// counts are these). Counted once, as the file is read.
    private let leftOutSkippingCounts: [String: Int]?

    /// The file's identifier `counts` less what ``leftOut`` says: a method only such code calls is one nothing calls.
    func liveCounts(_ counts: [String: Int]) -> [String: Int] { leftOutSkippingCounts ?? counts }

    /// `builds`: what each target that compiles the file builds (a branch is out where every one leaves it out);
    /// `debugFlags`: the app's debug flags (``DebugFlag/names(in:)`` of every file); `falseFlags`: its switches that are
    /// off for good, by name, with the type declaring each (``FeatureFlag/constantlyFalse(in:scopes:)``).
    init(_ file: SourceFile, scopes: SourceScopes, builds: [ShippedBuild], debugFlags: Set<String> = [], falseFlags: [String: String] = [:]) {
        debugBlocks = (ShownLiteral.debugBlocks(file) + DebugFlag.guardedBlocks(file, flags: debugFlags)).sorted { $0.lowerBound < $1.lowerBound }
        disabledBlocks = FeatureFlag.disabledBlocks(file, flags: falseFlags)
        unreachedBranches = UnreachedBranch.scan(file)
        let each = builds.map { CompiledOutBlock.scan(file, build: $0) }
        compiledOut = (each.first ?? []).filter { block in each.dropFirst().allSatisfy { $0.contains { $0.range == block.range } } }
        previews = (file.language == .swift ? UnusedLookup.previewRanges(file, scopes: scopes) : []) + Self.interfaceBuilderPreparations(file)
        redactedPlaceholders = Self.widgetPlaceholders(file)
        // (Every target that compiles the file must run on that iOS or later.)
        let oldest = builds.map(\.oldestIOS)
        if !oldest.isEmpty, oldest.allSatisfy({ $0 != nil }),
           let version = oldest.compactMap({ $0 }).min(by: { !AvailabilityFallback.atMost($1, $0) }) {
            obsoleteFallbacks = AvailabilityFallback.scan(file, oldestIOS: version)
        } else {
            obsoleteFallbacks = []
        }
        afterReturn = CodeAfterReturn.scan(file)
        leftOut = debugBlocks + disabledBlocks.map(\.range) + compiledOut.map(\.range) + obsoleteFallbacks + afterReturn
        leftOutSkippingCounts = leftOut.isEmpty ? nil : file.identifierCounts(skipping: leftOut)
    }

    /// The bodies of the `placeholder(in:)` methods (`placeholder(context:)` of a relevance provider) of a Swift file that
    /// imports WidgetKit: the entry a timeline provider returns there is what WidgetKit draws while the widget loads, with
    /// `.redacted(reason: .placeholder)` applied, so its texts ("An interesting course") are never read.
    static func widgetPlaceholders(_ file: SourceFile) -> [Range<Int>] {
        guard file.language == .swift, file.importsWidgetKit else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var ranges: [Range<Int>] = []
        for i in tokens.indices where isText(i, "placeholder") && isText(i - 1, "func") && isText(i + 1, "(")
            && (isText(i + 2, "in") || isText(i + 2, "context")) {
            var open = i + 2
            while open < tokens.count, !isText(open, "{"), !isText(open, "}") { open += 1 }
            if isText(open, "{"), let close = file.matchingBrace(open) { ranges.append(open..<(close + 1)) }
        }
        return ranges
    }

    /// The bodies of a file's `prepareForInterfaceBuilder` methods (Swift `override func prepareForInterfaceBuilder()`,
    /// Objective-C `- (void)prepareForInterfaceBuilder`): Interface Builder calls them on an `@IBDesignable` view it
    /// draws in its canvas; the app never does (Glucosio's web view shows "WKWebView Container" there only).
    static func interfaceBuilderPreparations(_ file: SourceFile) -> [Range<Int>] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var ranges: [Range<Int>] = []
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "prepareForInterfaceBuilder") {
            // A declaration, not a call (`super.prepareForInterfaceBuilder()`, `[super prepareForInterfaceBuilder]`).
            guard file.language == .swift ? isText(i - 1, "func") : isText(i - 1, ")") && isText(i - 2, "void") else { continue }
            var open = i + 1
            while open < tokens.count, !isText(open, "{"), !isText(open, ";"), !isText(open, "}") { open += 1 }
            if isText(open, "{"), let close = file.matchingBrace(open) { ranges.append(open..<(close + 1)) }
        }
        return ranges
    }
}
