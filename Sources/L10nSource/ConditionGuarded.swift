/// The code a Swift condition alone lets run.
enum ConditionGuarded {
    /// The token ranges of `file` that run only when a chain of names (`isDebug`, `Config.shared.isDebug`) `isFlag`
    /// accepts is true, each with the chain's last name: the body of an `if` whose condition starts with the chain, alone
    /// or joined to more by `,` or `&&` (not where an `||` follows: `if isOn && a || b`), and what follows a `guard` of
    /// such a condition in its block (`guard isOn else { return }`).
    static func blocks(_ file: SourceFile, where isFlag: ([String]) -> Bool) -> [(range: Range<Int>, flag: String)] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var blocks: [(Range<Int>, String)] = []
        for i in tokens.indices where isText(i, "if") || isText(i, "guard") {
            // A chain of names joined by dots, then what ends the condition or joins more to it.
            var j = i + 1, chain: [String] = []
            while j + 1 < tokens.count, tokens[j].kind == .identifier, isText(j + 1, ".") {
                chain.append(file.text(of: tokens[j]))
                j += 2
            }
            guard j + 1 < tokens.count, tokens[j].kind == .identifier else { continue }
            chain.append(file.text(of: tokens[j]))
            guard isFlag(chain) else { continue }
            let isGuard = isText(i, "guard")
            // The `{` of the body (an `if`'s) or of the `else` (a `guard`'s): the first at the condition's own level.
            // (An `||` or a `?:` in the chain's own clause makes the condition true without it; after a `,` it is another
            // clause's.)
            var k = j + 1, firstClause = true, open: Int?
            while k < tokens.count {
                if isText(k, "{") { open = k; break }
                if firstClause, isText(k, "||") || isText(k, "?") || isText(k, "??") { break }
                if isText(k, ",") { firstClause = false }
                if file.isBracket(k, opening: true), let close = file.matchingBracket(k) { k = close + 1; continue }
                k += 1
            }
            // Only `&&`, `,` or nothing between the chain and the body: `if isOn == false {` decides the other way.
            guard let open, k > j + 1 ? (isText(j + 1, "&&") || isText(j + 1, ",") || (isGuard && isText(j + 1, "else"))) : true,
                  isGuard ? isText(open - 1, "else") : true, let close = file.matchingBrace(open) else { continue }
            let flag = chain.last ?? ""
            if isGuard {
                // What follows the `else` block, up to the end of the block holding the `guard`, or of its `switch` case: the
                // next case's label at the block's own level (`case .other:`, `default:`; not `if case …`) ends it.
                guard let outer = file.enclosingBracket(of: i), isText(outer, "{"), var end = file.matchingBrace(outer), close + 1 < end else { continue }
                var k = close + 1
                while k < end {
                    if file.isBracket(k, opening: true), let inner = file.matchingBracket(k) { k = inner + 1; continue }
                    let label = isText(k, "default") ? isText(k + 1, ":")
                        : isText(k, "case") && !(isText(k - 1, "if") || isText(k - 1, "guard") || isText(k - 1, "while") || isText(k - 1, "for")
                                                 || isText(k - 1, ","))
                    if label { end = k; break }
                    k += 1
                }
                guard close + 1 < end else { continue }
                blocks.append(((close + 1)..<end, flag))
            } else {
                blocks.append((open..<(close + 1), flag))
            }
        }
        return blocks
    }
}
