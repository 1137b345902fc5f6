/// The branches of Swift `switch` statements that never run in the app as built: the catch-all of a switch
/// whose own cases already match every value, and an `@unknown default:`.
///
/// Swift demands a `default:` where it cannot prove the cases exhaustive, so apps write one after cases that
/// are: `case true:` and `case false:` over a condition, or integer ranges that leave no gap (`case ...4:`,
/// `case 5...10:`, `case 11...:`). Texts there ("Encountered Error S01-1") are never shown. An
/// `@unknown default:` runs only for a value that a later SDK than the app's adds to a system enum, so what
/// it shows is, in practice, never seen either (SE-0192).
public struct UnreachedBranch: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `@unknown default:`.
        case unknownDefault
        /// A `default:` after cases that already match every value.
        case exhaustiveDefault
    }

    /// The tokens of the branch's body: after its label's colon, up to the next label or the switch's end.
    public var body: Range<Int>
    public var kind: Kind

    /// The unreached branches of a Swift `file`, in source order.
    static func scan(_ file: SourceFile) -> [UnreachedBranch] {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        var found: [UnreachedBranch] = []
        for index in tokens.indices where tokens[index].kind == .identifier && file.token(tokens[index], is: "switch") {
            guard let open = bodyBrace(ofSwitchAt: index, in: file), let close = file.matchingBracket(open) else { continue }
            let labels = self.labels(between: open, and: close, in: file)
            guard labels.contains(where: \.isDefault) else { continue }
            let cases = labels.filter { !$0.isDefault }
            let isExhaustive = coversEveryBool(cases, in: file) || coversEveryInteger(cases, in: file)
            for (position, label) in labels.enumerated() where label.isDefault {
                let end = position + 1 < labels.count ? labels[position + 1].start : close
                guard label.colon + 1 <= end else { continue }
                if label.isUnknown {
                    found.append(UnreachedBranch(body: (label.colon + 1)..<end, kind: .unknownDefault))
                } else if isExhaustive {
                    found.append(UnreachedBranch(body: (label.colon + 1)..<end, kind: .exhaustiveDefault))
                }
            }
        }
        return found.sorted { $0.body.lowerBound < $1.body.lowerBound }
    }

    /// A `case` or `default` label of a switch: where it starts (its `@unknown`, if any), its colon, and its
    /// patterns' token ranges (none for `default`).
    struct Label {
        var start: Int
        var colon: Int
        var isDefault: Bool
        var isUnknown: Bool
        var patterns: [Range<Int>]
    }

    /// The `{` opening the body of the switch whose keyword is at `keyword`: the first one outside the
    /// subject's brackets.
    static func bodyBrace(ofSwitchAt keyword: Int, in file: SourceFile) -> Int? {
        var index = keyword + 1
        while index < file.tokens.count {
            if file.token(file.tokens[index], is: "{") { return index }
            if file.isBracket(index, opening: true) {
                guard let close = file.matchingBracket(index) else { return nil }
                index = close
            } else if file.isBracket(index, opening: false) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The labels directly inside the switch body `open`…`close`: a nested switch or closure is one level deeper.
    static func labels(between open: Int, and close: Int, in file: SourceFile) -> [Label] {
        let tokens = file.tokens
        var labels: [Label] = []
        var index = open + 1
        while index < close {
            if file.isBracket(index, opening: true) {
                index = (file.matchingBracket(index) ?? close) + 1
                continue
            }
            let token = tokens[index]
            let isCase = token.kind == .identifier && file.token(token, is: "case")
            let isDefault = token.kind == .identifier && file.token(token, is: "default")
            guard isCase || isDefault, let colon = labelColon(after: index, before: close, in: file) else {
                index += 1
                continue
            }
            let isUnknown = isDefault && index > 0 && file.text(of: tokens[index - 1]) == "@unknown"
            labels.append(Label(start: isUnknown ? index - 1 : index, colon: colon, isDefault: isDefault, isUnknown: isUnknown,
                                patterns: isCase ? patterns(between: index + 1, and: colon, in: file) : []))
            index = colon + 1
        }
        return labels
    }

    /// The colon ending the label that starts at `label`, outside brackets.
    static func labelColon(after label: Int, before close: Int, in file: SourceFile) -> Int? {
        var index = label + 1
        while index < close {
            if file.isBracket(index, opening: true) {
                guard let end = file.matchingBracket(index) else { return nil }
                index = end + 1
                continue
            }
            if file.token(file.tokens[index], is: ":") { return index }
            index += 1
        }
        return nil
    }

    /// The comma-separated patterns of a `case` label, outside brackets.
    static func patterns(between start: Int, and colon: Int, in file: SourceFile) -> [Range<Int>] {
        var patterns: [Range<Int>] = []
        var from = start
        var index = start
        while index < colon {
            if file.isBracket(index, opening: true) {
                index = (file.matchingBracket(index) ?? colon) + 1
                continue
            }
            if file.token(file.tokens[index], is: ",") {
                patterns.append(from..<index)
                from = index + 1
            }
            index += 1
        }
        patterns.append(from..<colon)
        return patterns.filter { !$0.isEmpty }
    }

    /// Whether the cases say `true` and `false` as whole patterns, unguarded.
    static func coversEveryBool(_ cases: [Label], in file: SourceFile) -> Bool {
        var said: Set<String> = []
        for pattern in cases.flatMap(\.patterns) where pattern.count == 1 {
            said.insert(file.text(of: file.tokens[pattern.lowerBound]))
        }
        return said.isSuperset(of: ["true", "false"])
    }

    /// Whether the cases' integer literals and ranges (`4`, `5...10`, `..<0`, `11...`) leave no integer
    /// unmatched. A pattern with a `where` guard matches nothing for sure; any other pattern is no number.
    static func coversEveryInteger(_ cases: [Label], in file: SourceFile) -> Bool {
        var intervals: [(low: Int?, high: Int?)] = []
        for pattern in cases.flatMap(\.patterns) {
            if pattern.contains(where: { file.token(file.tokens[$0], is: "where") }) { continue }
            guard let interval = integerInterval(pattern, in: file) else { return false }
            intervals.append(interval)
        }
        // Sorted by low end (nil, unbounded below, first), the intervals must chain from -∞ to +∞ with no gap;
        // `reach` is the highest integer matched so far (nil: every one above).
        intervals.sort { ($0.low ?? .min) < ($1.low ?? .min) }
        guard let first = intervals.first, first.low == nil else { return false }
        var reach: Int? = first.high
        for interval in intervals.dropFirst() {
            guard let matched = reach else { return true }
            if let low = interval.low, matched < .max, low > matched + 1 { return false }
            reach = interval.high.map { max(matched, $0) }
        }
        return reach == nil
    }

    /// The closed interval a pattern matches, when it is an integer literal or a range of them (nil ends are
    /// unbounded).
    static func integerInterval(_ pattern: Range<Int>, in file: SourceFile) -> (low: Int?, high: Int?)? {
        let words = pattern.map { file.text(of: file.tokens[$0]) }
        // An integer: digits, maybe after a minus sign.
        func number(_ from: Int) -> (Int, Int)? {
            var at = from
            var sign = 1
            if at < words.count, words[at] == "-" { sign = -1; at += 1 }
            guard at < words.count, let value = Int(words[at].replacingOccurrences(of: "_", with: "")) else { return nil }
            return (sign * value, at + 1)
        }
        var at = 0
        let low = number(0)
        if let (_, next) = low { at = next }
        guard at < words.count else { return low.map { ($0.0, $0.0) } }
        let operatorWord = words[at]
        guard operatorWord == "..." || operatorWord == "..<" else { return nil }
        at += 1
        if at == words.count {
            guard operatorWord == "...", let low else { return nil }
            return (low.0, nil)
        }
        guard let (high, end) = number(at), end == words.count else { return nil }
        let top = operatorWord == "..<" ? high - 1 : high
        if let low {
            return low.0 <= top ? (low.0, top) : nil
        }
        return (nil, top)
    }
}
