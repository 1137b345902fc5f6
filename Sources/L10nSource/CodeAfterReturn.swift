/// Statements of an Objective-C or C block that follow an unconditional `return` in it: they never run.
///
/// Developers switch a method off by putting `return @[];` at the top of its body and leaving the rest (Mynigma's
/// `tableView:editActionsForRowAtIndexPath:` builds its "Bin" and "More" row actions after it). Clang does not warn
/// about such code by default, as Swift's compiler does ("will never be executed"), so it lingers in Objective-C
/// apps; Swift files are not scanned.
///
/// A `return` counts only where it starts a statement of its block (after `;`, `{` or `}`): `if (!ok) return nil;`
/// returns on one branch only. What it leaves dead ends at its block's `}`, at the next `case` or `default` label of
/// a `switch`, at a label `goto` may jump to, and at any preprocessor line (`#else` may hold the live branch).
enum CodeAfterReturn {
    /// The token ranges of `file` no statement reaches, in source order.
    static func scan(_ file: SourceFile) -> [Range<Int>] {
        guard file.language != .swift else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, isText(index, "return"), !tokens[index].isInDirective, index > 0,
                  !tokens[index - 1].isInDirective, isText(index - 1, ";") || isText(index - 1, "{") || isText(index - 1, "}") else { continue }
            // The statement's `;`, past any bracketed part (`return ^{ … };`, `return @[a, b];`).
            var end = index + 1
            while end < tokens.count, !isText(end, ";") {
                if file.isBracket(end, opening: true), let close = file.matchingBracket(end) {
                    end = close + 1
                } else if file.isBracket(end, opening: false) || tokens[end].isInDirective {
                    end = tokens.count
                } else {
                    end += 1
                }
            }
            guard end < tokens.count else { continue }
            // What follows, up to the block's end, a label or a directive.
            var stop = end + 1
            while stop < tokens.count, !file.isBracket(stop, opening: false), !tokens[stop].isInDirective,
                  !isText(stop, "case"), !isText(stop, "default"),
                  !(tokens[stop].kind == .identifier && isText(stop + 1, ":") && (isText(stop - 1, ";") || isText(stop - 1, "}"))) {
                if file.isBracket(stop, opening: true), let close = file.matchingBracket(stop) { stop = close + 1 } else { stop += 1 }
            }
            if stop > end + 1 {
                ranges.append((end + 1)..<stop)
                index = stop - 1
            }
        }
        return ranges
    }
}
