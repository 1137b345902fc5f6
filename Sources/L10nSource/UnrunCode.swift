/// The code of one file its users never run: `#if DEBUG` blocks and the bodies of `if`s a debug flag decides
/// (``DebugFlag``), a `switch`'s branches no value reaches
/// (``UnreachedBranch``), blocks the build leaves out (``CompiledOutBlock``) and Xcode's previews. Worked out once
/// per file; the scans of shown literals, of lookups nobody sees and of where views are created read it.
struct UnrunCode: Sendable {
    let debugBlocks: [Range<Int>]
    let unreachedBranches: [UnreachedBranch]
    let compiledOut: [CompiledOutBlock]
    /// The token ranges of a Swift file's previews (``UnusedLookup/previewRanges(_:scopes:)``); none in Objective-C.
    let previews: [Range<Int>]

    /// `debugFlags`: the app's debug flags (``DebugFlag/names(in:)`` of every file).
    init(_ file: SourceFile, scopes: SourceScopes, build: ShippedBuild, debugFlags: Set<String> = []) {
        debugBlocks = (ShownLiteral.debugBlocks(file) + DebugFlag.guardedBlocks(file, flags: debugFlags)).sorted { $0.lowerBound < $1.lowerBound }
        unreachedBranches = UnreachedBranch.scan(file)
        compiledOut = CompiledOutBlock.scan(file, build: build)
        previews = file.language == .swift ? UnusedLookup.previewRanges(file, scopes: scopes) : []
    }
}
