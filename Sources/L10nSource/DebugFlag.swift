/// Properties that say whether the build is a debug build, and nothing else: GlucoseDirect's
/// `static var isDebug: Bool { #if DEBUG true #else false #endif }`. The build users install reads them as false, so
/// the body of an `if` they alone decide (`if DirectConfig.isDebug { … }`) is debug-only code, as a `#if DEBUG`
/// block is.
enum DebugFlag {
    /// The names of the Swift file's properties that are `true` under `#if DEBUG` and `false` otherwise: a computed
    /// property, or one set by a closure called at once (`let isDebug: Bool = { … }()`), with `return` or without.
    static func names(in file: SourceFile) -> Set<String> {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var names = Set<String>()
        for i in tokens.indices where (isText(i, "var") || isText(i, "let")) && i + 4 < tokens.count && tokens[i + 1].kind == .identifier
        && isText(i + 2, ":") && isText(i + 3, "Bool") {
            let open = isText(i + 4, "{") ? i + 4 : (isText(i + 4, "=") && isText(i + 5, "{") ? i + 5 : nil)
            guard let open, let close = file.matchingBrace(open) else { continue }
            let body = ((open + 1)..<close).map { file.text(of: tokens[$0]).filter { !$0.isWhitespace } }.filter { $0 != "return" }
            if body == ["#if", "DEBUG", "true", "#else", "false", "#endif"] { names.insert(file.text(of: tokens[i + 1])) }
        }
        return names
    }

    /// The token ranges of the code that runs only when one of `flags` is true, read through any owner (`if isDebug {`,
    /// `if DirectConfig.isDebug, … {`, `guard Config.shared.isDebug else { return }`; see ``ConditionGuarded``), or a launch
    /// argument (`if ProcessInfo.processInfo.arguments.contains("UI_TESTING") {`, Antidote's mock for its screenshot
    /// tests; `CommandLine.arguments.contains(…)`): users open the app from the Home Screen, which passes none.
    static func guardedBlocks(_ file: SourceFile, flags: Set<String>) -> [Range<Int>] {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var blocks: [Range<Int>] = []
        for i in tokens.indices where isText(i, "if") {
            // `ProcessInfo.processInfo.arguments.contains("…") {`, `CommandLine.arguments.contains("…") {`
            let arguments = isText(i + 1, "ProcessInfo") && isText(i + 2, ".") && isText(i + 3, "processInfo") && isText(i + 4, ".") ? i + 5
                : (isText(i + 1, "CommandLine") && isText(i + 2, ".") ? i + 3 : nil)
            if let arguments, isText(arguments, "arguments"), isText(arguments + 1, "."), isText(arguments + 2, "contains"), isText(arguments + 3, "("),
               arguments + 4 < tokens.count, tokens[arguments + 4].kind == .string, isText(arguments + 5, ")"), isText(arguments + 6, "{"),
               let close = file.matchingBrace(arguments + 6) {
                blocks.append((arguments + 6)..<(close + 1))
            }
        }
        guard !flags.isEmpty else { return blocks }
        return blocks + ConditionGuarded.blocks(file) { chain in chain.last.map(flags.contains) ?? false }.map(\.range)
    }
}
