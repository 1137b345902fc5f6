/// What a reader sees of a text written with inline Markdown: SwiftUI's `Text` parses the value of a localized
/// key as inline Markdown, and apps that write `**strong**`, `*emphasis*`, `~~struck~~`, `` `code` `` or
/// `[a link](https://…)` into their texts show them with a renderer that does the same. The markers and a link's
/// address are not drawn, so they take no part in how the line is ordered.
///
/// The subset of CommonMark inline syntax that apps' texts use: code spans first, then links and escapes, then
/// emphasis paired by CommonMark's flanking rules (`snake_case` stays as written; so does a lone `*`).
public struct InlineMarkdown: Hashable, Sendable {
    /// The text as drawn.
    public let shown: String
    /// For each UTF-16 unit of `shown`, the offset of the unit it comes from in the written text.
    public let origins: [Int]

    /// Nil when `text` has no inline Markdown: it shows exactly as written.
    public init?(_ text: String) {
        let units = Array(text.utf16)
        var items: [Item] = []
        Self.read(units, in: 0..<units.count, into: &items)
        Self.pairEmphasis(&items)
        var shown: [UInt16] = [], origins: [Int] = []
        for item in items {
            switch item {
            case .unit(let unit, let origin):
                shown.append(unit)
                origins.append(origin)
            case .run(let run):
                for index in run.kept { shown.append(run.marker); origins.append(run.origin + index) }
            }
        }
        guard shown.count != units.count else { return nil }
        self.shown = String(decoding: shown, as: UTF16.self)
        self.origins = origins
    }

    /// The offset in the written text of the unit at `offset` of the shown one.
    public func origin(ofShown offset: Int) -> Int {
        guard !origins.isEmpty else { return 0 }
        return origins[min(max(offset, 0), origins.count - 1)]
    }

    /// A run of `*`, `_` or `~` that may open or close emphasis; `kept` are the markers still drawn.
    struct Run: Hashable {
        var marker: UInt16
        var origin: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
        var kept: Range<Int>
    }

    enum Item: Hashable {
        case unit(UInt16, origin: Int)
        case run(Run)
    }

    static let backtick = UInt16(UInt8(ascii: "`")), backslash = UInt16(UInt8(ascii: "\\"))
    static let openBracket = UInt16(UInt8(ascii: "[")), closeBracket = UInt16(UInt8(ascii: "]"))
    static let openParen = UInt16(UInt8(ascii: "(")), closeParen = UInt16(UInt8(ascii: ")"))
    static let markers: Set<UInt16> = Set("*_~".utf16)

    static func read(_ units: [UInt16], in range: Range<Int>, into items: inout [Item]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = units[index]
            if unit == backslash, index + 1 < range.upperBound, isASCIIPunctuation(units[index + 1]) {
                items.append(.unit(units[index + 1], origin: index + 1))
                index += 2
            } else if unit == backtick, let span = codeSpan(units, at: index, end: range.upperBound) {
                for inner in span.content { items.append(.unit(units[inner], origin: inner)) }
                index = span.end
            } else if unit == openBracket, let link = link(units, at: index, end: range.upperBound) {
                read(units, in: link.text, into: &items)
                index = link.end
            } else if markers.contains(unit) {
                var end = index
                while end < range.upperBound, units[end] == unit { end += 1 }
                let before = index > 0 ? units[index - 1] : nil, after = end < units.count ? units[end] : nil
                let left = flanks(toward: after, from: before), right = flanks(toward: before, from: after)
                let isUnderscore = unit == UInt16(UInt8(ascii: "_"))
                // `~` strikes through only as a pair of two; `_` does not open or close inside a word.
                let isTildeRun = unit == UInt16(UInt8(ascii: "~"))
                let counts = !isTildeRun || end - index == 2
                let canOpen = counts && left && (!isUnderscore || !right || before.map(isPunctuation) == true)
                let canClose = counts && right && (!isUnderscore || !left || after.map(isPunctuation) == true)
                items.append(.run(Run(marker: unit, origin: index, length: end - index, canOpen: canOpen, canClose: canClose,
                                      kept: 0..<(end - index))))
                index = end
            } else {
                items.append(.unit(unit, origin: index))
                index += 1
            }
        }
    }

    /// A code span opened by the backtick run at `start`: its content (one leading and trailing space
    /// stripped when both are there) and where it ends. Nil when no run of the same length closes it.
    static func codeSpan(_ units: [UInt16], at start: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        var open = start
        while open < end, units[open] == backtick { open += 1 }
        let length = open - start
        var index = open
        while index < end {
            guard units[index] == backtick else { index += 1; continue }
            var close = index
            while close < end, units[close] == backtick { close += 1 }
            if close - index == length {
                var content = open..<index
                let space = UInt16(UInt8(ascii: " "))
                if content.count >= 2, units[content.lowerBound] == space, units[content.upperBound - 1] == space,
                   content.contains(where: { units[$0] != space }) {
                    content = (content.lowerBound + 1)..<(content.upperBound - 1)
                }
                return (content, close)
            }
            index = close
        }
        return nil
    }

    /// An inline link `[text](destination "title")` at `start`: the range of its text and where it ends.
    static func link(_ units: [UInt16], at start: Int, end: Int) -> (text: Range<Int>, end: Int)? {
        var depth = 0, index = start
        var textEnd: Int?
        while index < end {
            let unit = units[index]
            if unit == backslash { index += 2; continue }
            if unit == openBracket { depth += 1 }
            if unit == closeBracket {
                depth -= 1
                if depth == 0 { textEnd = index; break }
            }
            index += 1
        }
        guard let textEnd, textEnd + 1 < end, units[textEnd + 1] == openParen else { return nil }
        var parens = 0, inTitle = false
        index = textEnd + 2
        while index < end {
            let unit = units[index]
            if unit == UInt16(UInt8(ascii: "\"")) { inTitle.toggle() } else if !inTitle {
                if unit == openParen { parens += 1 }
                if unit == closeParen {
                    if parens == 0 { return ((start + 1)..<textEnd, index + 1) }
                    parens -= 1
                }
                if unit == UInt16(UInt8(ascii: "\n")) { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether a delimiter run with `next` on the side it faces and `previous` on the other flanks that side
    /// (CommonMark's left-flanking rule, or the right-flanking one with the arguments swapped).
    static func flanks(toward next: UInt16?, from previous: UInt16?) -> Bool {
        guard let next, !isWhitespace(next) else { return false }
        guard isPunctuation(next) else { return true }
        return previous.map { isWhitespace($0) || isPunctuation($0) } ?? true
    }

    /// CommonMark's "process emphasis": each closer pairs with the nearest opener of its marker before it, two
    /// markers at a time when both runs have two, and the markers they use are no longer drawn.
    static func pairEmphasis(_ items: inout [Item]) {
        var openers: [Int] = []
        for position in items.indices {
            guard case .run(var closer) = items[position] else { continue }
            while closer.canClose, !closer.kept.isEmpty,
                  let stackIndex = openers.lastIndex(where: { opener in
                      guard case .run(let run) = items[opener] else { return false }
                      // The rule of three: a run that both opens and closes pairs only where lengths allow.
                      let both = run.canClose || closer.canOpen
                      return run.marker == closer.marker && !run.kept.isEmpty
                          && (!both || (run.length + closer.length) % 3 != 0 || (run.length % 3 == 0 && closer.length % 3 == 0))
                  }) {
                guard case .run(var opener) = items[openers[stackIndex]] else { break }
                let used = opener.kept.count >= 2 && closer.kept.count >= 2 ? 2 : 1
                opener.kept = opener.kept.lowerBound..<(opener.kept.upperBound - used)
                closer.kept = (closer.kept.lowerBound + used)..<closer.kept.upperBound
                items[openers[stackIndex]] = .run(opener)
                // Openers between the pair can no longer close anything outside it.
                openers.removeSubrange((stackIndex + 1)...)
                if opener.kept.isEmpty { openers.remove(at: stackIndex) }
            }
            items[position] = .run(closer)
            if closer.canOpen, !closer.kept.isEmpty { openers.append(position) }
        }
    }

    static func isWhitespace(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace
    }

    static func isASCIIPunctuation(_ unit: UInt16) -> Bool {
        unit < 0x80 && isPunctuation(unit)
    }

    static func isPunctuation(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
