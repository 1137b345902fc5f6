import Foundation
import L10nStrings

/// A run of one direction in a string, in logical order.
public struct BidiRun: Hashable, Sendable {
    public var text: String
    /// UTF-16 offsets into the analysed string.
    public var utf16Range: Range<Int>
    /// Embedding level from the bidi algorithm (odd = right to left).
    public var level: Int
    public var direction: TextDirection { level % 2 == 1 ? .rightToLeft : .leftToRight }
}

/// One way a string's mixed-direction text will be shown wrong, with the fix.
public struct BidiIssue: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Punctuation touching a left-to-right run in right-to-left text lands on the other side of it.
        case neutralAtRunEdge = "neutral-at-run-edge"
        /// A `+`/`-` sign before a number in right-to-left text is shown after the number.
        case signedNumber = "signed-number"
        /// A format placeholder in right-to-left text without an isolate around it.
        case placeholderNotIsolated = "placeholder-not-isolated"
        /// A right-to-left language's string whose first strong character is left-to-right (or a
        /// placeholder): the paragraph is laid out left to right.
        case paragraphStartsLeftToRight = "paragraph-starts-ltr"
        /// LRE/RLE/LRO/RLO without PDF, or LRI/RLI/FSI without PDI, or a closer without an opener.
        case unbalancedControls = "unbalanced-controls"
        /// A right-to-left language's string with letters but no right-to-left letter (untranslated?).
        case noRightToLeftLetters = "no-rtl-letters"
    }

    public var kind: Kind
    /// UTF-16 offset where the problem is.
    public var utf16Offset: Int
    public var message: String
    public var fix: String
}

/// What the Unicode bidi algorithm does with a string, and the problems a reader will see.
public struct BidiReport: Hashable, Sendable {
    /// The paragraph direction iOS picks with natural direction: the first strong character's, else the
    /// language's.
    public var paragraphDirection: TextDirection
    /// Whether both left-to-right and right-to-left letters occur.
    public var isMixed: Bool
    public var runs: [BidiRun]
    public var issues: [BidiIssue]

    /// Analyses one string as shown in a UI of `language` (nil: left-to-right UI).
    /// With `hidingMarkup`, the text is drawn by a renderer that turns its markup tags into style (its base text has the
    /// same tags: ``MarkupTag``), and the tags are no text the reader sees.
    public static func analyze(_ text: String, language: String?, hidingMarkup: Bool = false) -> BidiReport {
        let rtlLanguage = language.map { TextLanguage.isRightToLeft(language: $0) } ?? false
        let scalars = Array(text.unicodeScalars)
        // (A placeholder inside a tag, `<a href="%@">`, fills the tag: the reader does not see it.)
        let tags = hidingMarkup ? MarkupTag.ranges(in: Array(text.unicodeScalars)) : []
        let placeholders = TextFormat.placeholderRanges(in: text).filter { placeholder in !tags.contains { $0.contains(placeholder.lowerBound) } }
        // The text as it shows at run time: a number placeholder becomes digits (weak: they do not set a
        // direction), a text placeholder a neutral sign (what fills it is judged on its own below). The
        // letters of `%d` or `%s` are not letters the reader sees.
        var shown = scalars
        for range in placeholders {
            let filler: Unicode.Scalar = TextFormat.fillsWithText(scalars[range.upperBound - 1]) ? "@" : "0"
            for index in range { shown[index] = filler }
        }
        // An app's own template token (`$days`, `{count}`), which its code replaces before showing the text: not what the
        // reader sees, and what fills it is unknown. Taken as digits, it neither sets a direction nor moves.
        for range in TemplateToken.ranges(in: scalars) {
            for index in range { shown[index] = "0" }
        }
        // A markup tag (`<accent>…</accent>`, `<br/>`) is turned into style, never drawn: a zero-width space in its place
        // (a boundary neutral, which the algorithm leaves out) keeps its letters from setting a direction.
        for range in tags {
            for index in range { shown[index] = "\u{200B}" }
        }
        let shownText = String(String.UnicodeScalarView(shown))
        let utf16 = Array(text.utf16)
        let shownUTF16 = Array(shownText.utf16)
        var offsets: [Int] = []
        var offset = 0
        for scalar in scalars { offsets.append(offset); offset += scalar.utf16.count }
        let classes = shown.map(ICUBidi.bidiClass)
        let hasL = classes.contains(.l)
        let hasR = classes.contains { $0 == .r || $0 == .al }
        let first = ICUBidi.firstStrongDirection(shownText)
        let paragraph = first ?? (rtlLanguage ? .rightToLeft : .leftToRight)
        let result = ICUBidi.runs(of: shownUTF16, paragraph: rtlLanguage ? .defaultRightToLeft : .defaultLeftToRight)
        let runs = result.runs.map { run in
            BidiRun(text: String(decoding: utf16[run.start..<(run.start + run.length)], as: UTF16.self),
                    utf16Range: run.start..<(run.start + run.length), level: run.level)
        }
        var levels = [Int](repeating: result.paragraphLevel, count: utf16.count)
        for run in result.runs { for index in run.start..<(run.start + run.length) { levels[index] = run.level } }
        func level(ofScalar index: Int) -> Int { levels[offsets[index]] }

        var issues: [BidiIssue] = []
        issues += unbalancedControls(classes, offsets)
        if rtlLanguage, hasL, !hasR {
            issues.append(BidiIssue(kind: .noRightToLeftLetters, utf16Offset: 0,
                message: "text for right-to-left language '\(language!)' has no right-to-left letter",
                fix: "translate it; if it must stay in Latin letters (a name), wrap it in LRI…PDI (U+2066…U+2069) so it sits as one unit in right-to-left text"))
        }
        if rtlLanguage, hasR {
            // Only a placeholder that text fills can set the direction: a number (`%d`, `%.1f`) is written
            // with digits, which are weak, so the first letter after it still decides.
            let startsWithPlaceholder = placeholders.first.map { range in
                TextFormat.fillsWithText(scalars[range.upperBound - 1])
                    && !classes[..<range.lowerBound].contains { [.l, .r, .al].contains($0) }
            } ?? false
            if first == .leftToRight || startsWithPlaceholder {
                let what = startsWithPlaceholder ? "a placeholder (replaced by left-to-right text, it" : "left-to-right text (it"
                issues.append(BidiIssue(kind: .paragraphStartsLeftToRight, utf16Offset: 0,
                    message: "text starts with \(what) makes iOS lay the whole line out left to right)",
                    fix: "start the text with RLM (U+200F), or isolate the start with FSI…PDI (U+2068…U+2069)"))
            } else if let (start, byPlaceholder) = laterParagraphStartingLeftToRight(scalars: scalars, classes: classes, placeholders: placeholders) {
                // Natural direction is chosen paragraph by paragraph (rules P2 and P3 apply to each): a later
                // paragraph of right-to-left words that begins with a Latin name is laid out left to right on its own.
                let line = (0..<start).filter { classes[$0] == .b && !(scalars[$0] == "\n" && $0 > 0 && scalars[$0 - 1] == "\r") }.count + 1
                let what = byPlaceholder ? "a placeholder (replaced by left-to-right text, it" : "left-to-right text (it"
                issues.append(BidiIssue(kind: .paragraphStartsLeftToRight, utf16Offset: offsets[start],
                    message: "paragraph \(line) starts with \(what) makes iOS lay that paragraph out left to right)",
                    fix: "start that paragraph with RLM (U+200F), or isolate its start with FSI…PDI (U+2068…U+2069)"))
            }
        }
        if result.paragraphLevel % 2 == 1 {
            let textPlaceholders = Set(placeholders.filter { TextFormat.fillsWithText(scalars[$0.upperBound - 1]) }.flatMap { Array($0) })
            issues += neutralsAtEdges(scalars, classes, offsets, level(ofScalar:), paragraphLevel: result.paragraphLevel, textPlaceholders: textPlaceholders)
            // A number placeholder is written with digits, which the bidi algorithm keeps in place.
            for range in placeholders where TextFormat.fillsWithText(scalars[range.upperBound - 1]) && !isInsideIsolate(classes, at: range.lowerBound) {
                let token = String(String.UnicodeScalarView(scalars[range]))
                issues.append(BidiIssue(kind: .placeholderNotIsolated, utf16Offset: offsets[range.lowerBound],
                    message: "placeholder '\(token)' in right-to-left text is not isolated: left-to-right text put in its place, and the punctuation beside it, can be reordered",
                    fix: "wrap it as FSI \(token) PDI (U+2068 \(token) U+2069)"))
            }
        }
        issues.sort { ($0.utf16Offset, $0.kind.rawValue) < ($1.utf16Offset, $1.kind.rawValue) }
        return BidiReport(paragraphDirection: paragraph, isMixed: hasL && hasR, runs: runs, issues: issues)
    }

    /// The first scalar of the first paragraph after the first (paragraphs end at a bidi paragraph separator: a line
    /// feed, a carriage return, U+2029) that has right-to-left letters and begins, before any of them, with a
    /// left-to-right letter or a placeholder text fills; nil when none does.
    private static func laterParagraphStartingLeftToRight(scalars: [Unicode.Scalar], classes: [ICUBidi.Class], placeholders: [Range<Int>])
        -> (start: Int, byPlaceholder: Bool)? {
        let textPlaceholderStarts = Set(placeholders.filter { TextFormat.fillsWithText(scalars[$0.upperBound - 1]) }.map(\.lowerBound))
        var start: Int?
        var startsLeftToRight: Bool?
        var byPlaceholder = false
        var hasRightToLeft = false
        var isolates = 0
        for index in 0...scalars.count {
            if index == scalars.count || classes[index] == .b {
                if let start, hasRightToLeft, startsLeftToRight == true { return (start, byPlaceholder) }
                start = index + 1
                startsLeftToRight = nil
                byPlaceholder = false
                hasRightToLeft = false
                isolates = 0
                continue
            }
            guard start != nil else { continue }
            switch classes[index] {
            case .r, .al:
                hasRightToLeft = true
                if isolates == 0, startsLeftToRight == nil { startsLeftToRight = false }
            case .l where isolates == 0:
                if startsLeftToRight == nil { startsLeftToRight = true }
            case .lri, .rli, .fsi: isolates += 1
            case .pdi: isolates = max(0, isolates - 1)
            default:
                // (A placeholder text fills, before any letter, decides the direction with what fills it.)
                if isolates == 0, startsLeftToRight == nil, textPlaceholderStarts.contains(index) { (startsLeftToRight, byPlaceholder) = (true, true) }
            }
        }
        return nil
    }

    private static func unbalancedControls(_ classes: [ICUBidi.Class], _ offsets: [Int]) -> [BidiIssue] {
        var issues: [BidiIssue] = []
        var embeddings: [Int] = []
        var isolates: [Int] = []
        for (index, kind) in classes.enumerated() {
            switch kind {
            case .lre, .rle, .lro, .rlo: embeddings.append(index)
            case .pdf:
                if embeddings.popLast() == nil {
                    issues.append(BidiIssue(kind: .unbalancedControls, utf16Offset: offsets[index],
                        message: "PDF (U+202C) without a matching LRE/RLE/LRO/RLO", fix: "remove the PDF or add its opener"))
                }
            case .lri, .rli, .fsi: isolates.append(index)
            case .pdi:
                embeddings.removeAll()
                if isolates.popLast() == nil {
                    issues.append(BidiIssue(kind: .unbalancedControls, utf16Offset: offsets[index],
                        message: "PDI (U+2069) without a matching LRI/RLI/FSI", fix: "remove the PDI or add FSI (U+2068) where the isolated text starts"))
                }
            default: break
            }
        }
        for index in embeddings {
            issues.append(BidiIssue(kind: .unbalancedControls, utf16Offset: offsets[index],
                message: "embedding or override control is never closed with PDF (U+202C)",
                fix: "add PDF where it should end, or better replace the pair with an isolate LRI/RLI…PDI"))
        }
        for index in isolates {
            issues.append(BidiIssue(kind: .unbalancedControls, utf16Offset: offsets[index],
                message: "isolate control is never closed with PDI (U+2069)", fix: "add PDI (U+2069) where the isolated text ends"))
        }
        return issues
    }

    private static func isInsideIsolate(_ classes: [ICUBidi.Class], at index: Int) -> Bool {
        var depth = 0
        for kind in classes[..<index] {
            if kind == .lri || kind == .rli || kind == .fsi { depth += 1 }
            if kind == .pdi { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// Neutrals and signs touching a left-to-right run that the algorithm resolves to right-to-left: the
    /// reader sees them on the other side of the run from where the writer put them. `textPlaceholders`: the
    /// scalars of the placeholders text fills (`%@`, `%s`), which stand for no sign.
    private static func neutralsAtEdges(
        _ scalars: [Unicode.Scalar], _ classes: [ICUBidi.Class], _ offsets: [Int], _ level: (Int) -> Int, paragraphLevel: Int,
        textPlaceholders: Set<Int>
    ) -> [BidiIssue] {
        var issues: [BidiIssue] = []
        let neutral: Set<ICUBidi.Class> = [.on, .cs, .es, .et]
        func isRightToLeftLetter(_ index: Int?) -> Bool { index.map { [.r, .al].contains(classes[$0]) } ?? false }
        func isNumber(_ index: Int?) -> Bool { index.map { [.en, .an].contains(classes[$0]) } ?? false }
        /// Whether the neutrals stand between a number and right-to-left text, the number on the side they touch.
        func numberMeetsRightToLeft(before: Int?, after: Int?, touchesLTRBefore: Bool, touchesLTRAfter: Bool, next: Int?, previous: Int?) -> Bool {
            (touchesLTRBefore && isNumber(before) && isRightToLeftLetter(next)) || (touchesLTRAfter && isNumber(after) && isRightToLeftLetter(previous))
        }
        /// The first letter or number from `start` on in the direction of `step`, past spaces and signs.
        func strong(from start: Int, step: Int) -> Int? {
            var i = start
            while i >= 0, i < classes.count {
                if [.l, .r, .al, .en, .an].contains(classes[i]) { return i }
                i += step
            }
            return nil
        }
        let paired = pairedBrackets(scalars)
        var index = 0
        while index < scalars.count {
            guard neutral.contains(classes[index]), level(index) % 2 == 1 else { index += 1; continue }
            var end = index
            while end + 1 < scalars.count, neutral.contains(classes[end + 1]), level(end + 1) % 2 == 1 { end += 1 }
            let token = String(String.UnicodeScalarView(scalars[index...end]))
            let before = index > 0 ? index - 1 : nil
            let after = end + 1 < scalars.count ? end + 1 : nil
            let touchesLTRBefore = before.map { level($0) % 2 == 0 && [.l, .en, .an].contains(classes[$0]) } ?? false
            let touchesLTRAfter = after.map { level($0) % 2 == 0 && [.l, .en, .an].contains(classes[$0]) } ?? false
            // A sign starts a number: at the start, after a space or an opening bracket. A hyphen joined to a letter
            // or digit before it ("ל-1", "2012-2020") is a joiner or a range, and lands where it was written.
            let startsNumber = before.map { scalars[$0].properties.isWhitespace || "([{«".unicodeScalars.contains(scalars[$0]) } ?? true
            if token.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                // A no-break space (a common separator, CS) is drawn as nothing on either side of the word.
            } else if (touchesLTRBefore && textPlaceholders.contains(index)) || (touchesLTRAfter && textPlaceholders.contains(end)) {
                // A text placeholder is no sign: what fills it touches the left-to-right run ("‎%s" after the LRM a
                // translator put there, "WordPress %@"), and its own direction decides where it and what follows go,
                // which the placeholder-not-isolated note reports.
            } else if let after, [.es, .et].contains(classes[end]), classes[after] == .en, startsNumber {
                issues.append(BidiIssue(kind: .signedNumber, utf16Offset: offsets[index],
                    message: "sign '\(token)' before a number in right-to-left text is shown after the number",
                    fix: "put LRM (U+200E) before '\(token)', or isolate the number with LRI…PDI (U+2066…U+2069)"))
            } else if Self.endsSentence(scalars[index...end], followedBy: after.map { classes[$0] }) && touchesLTRBefore {
                // Punctuation that ends a sentence after a Latin word ("… iPhone.") resolves to the paragraph's
                // direction and is drawn where a right-to-left reader expects the sentence to end.
            } else if Self.isBracketPair(scalars, classes, open: index, touchesLTRAfter: touchesLTRAfter, level: level) {
                // Brackets around a Latin word resolve as a pair (UAX #9 rule N0) and enclose it in the right
                // order for a right-to-left reader; so do quotation marks that both resolve right to left.
            } else if let before, let after, isArabicNumber(before, classes), isArabicNumber(after, classes) {
                // Between two numbers that follow Arabic letters (UAX #9 rule W2 makes them Arabic numbers) a
                // separator other than a comma or colon resolves right to left, so "2012-2020" runs from right
                // to left as the rest of the Arabic sentence: the reader meets the numbers in the order written.
            } else if let before, let after, classes[before] == .en, classes[after] == .en, token.unicodeScalars.count == 1,
                      "\u{2012}\u{2013}\u{2014}\u{2015}~\u{301C}\u{FF5E}".unicodeScalars.contains(token.unicodeScalars.first!),
                      isRightToLeftLetter((0..<index).last(where: { [.l, .r, .al].contains(classes[$0]) })) {
                // A range of European numbers in a right-to-left sentence ("הכול (1–150)"): rule N1 counts both numbers
                // as right to left, so the dash resolves right to left and the range runs from right to left with the
                // sentence, "(150–1)" to the eye: the reader meets 1 first, as written, as Hebrew and Arabic print ranges.
            } else if (touchesLTRBefore && paired.contains(index)) || (touchesLTRAfter && paired.contains(end)) {
                // The bracket next to the left-to-right text closes (or opens) a pair: N0 gives both brackets
                // one direction, so they enclose what is between them whichever way it reads ("{x}",
                // "(%d عقدة)", "[11/2014]،"); what follows the bracket is kept apart from the Latin text by it.
            } else if touchesLTRBefore, isNumber(before), token.unicodeScalars.allSatisfy({ "%\u{066A}\u{2030}\u{2031}".unicodeScalars.contains($0) }) {
                // A percent sign after a number is the number's: UAX #9 rule W5 joins it to European digits, and after
                // Arabic letters (whose digits W2 makes Arabic numbers) it is drawn left of the number, where Arabic
                // writes it ("%d%%" in openfoodfacts' Arabic table).
            } else if touchesLTRBefore, isNumber(before), strong(from: end + 1, step: 1) == nil,
                      isRightToLeftLetter((0..<index).last(where: { [.l, .r, .al].contains(classes[$0]) })) {
                // Signs that end a right-to-left text after its number ("المعاملات 0🙁", "+%d💎", "على 10٪."): the number
                // stands in the right-to-left sentence, and what follows it is drawn on its left, after it in the reader's
                // order, where the writer put it.
            } else if numberMeetsRightToLeft(before: before, after: after, touchesLTRBefore: touchesLTRBefore, touchesLTRAfter: touchesLTRAfter,
                                             next: strong(from: end + 1, step: 1), previous: strong(from: index - 1, step: -1)) {
                // A number is no left-to-right word: between it and right-to-left text (UAX #9 rule N1 counts numbers
                // as right to left) a sign lands between the two, as written ("١- أزل", "1. اختر").
            } else if touchesLTRAfter, !touchesLTRBefore, token.unicodeScalars.allSatisfy(\.properties.isQuotationMark),
                      before.map({ scalars[$0].properties.isWhitespace }) ?? true {
                // A quotation mark after a space (or starting the text) opens a quotation that starts with a Latin
                // word ("أو "Clew ابدأ"): it belongs to the right-to-left sentence, resolves right to left and is drawn
                // where its reader starts the quotation (one that closes a quotation ends a sentence's words, above).
            } else if (touchesLTRBefore && !isRightToLeftLetter(after)) || (touchesLTRAfter && !isRightToLeftLetter(before)) {
                // A neutral joining a right-to-left letter to a left-to-right word (the Hebrew prefix in
                // "ל-Acme") sits between the two whichever way it resolves: only one with the Latin word on
                // one side and no right-to-left letter on the other can land on the wrong side.
                let side = touchesLTRBefore ? "after" : "before"
                let word = touchesLTRBefore ? ltrWord(scalars, classes, level, endingAt: before!) : ltrWord(scalars, classes, level, startingAt: after!)
                issues.append(BidiIssue(kind: .neutralAtRunEdge, utf16Offset: offsets[index],
                    message: "'\(token)' \(side) left-to-right '\(word)' resolves right-to-left and is shown on the other side of it",
                    fix: touchesLTRBefore
                        ? "if '\(token)' belongs to '\(word)', wrap both in LRI…PDI (U+2066…U+2069) or add LRM (U+200E) after '\(token)'; if it ends the sentence, add RLM (U+200F) after it"
                        : "if '\(token)' belongs to '\(word)', wrap both in LRI…PDI (U+2066…U+2069) or add LRM (U+200E) before '\(token)'"))
            }
            index = end + 1
        }
        return issues
    }

    /// The indices of the brackets that UAX #9's rule BD16 pairs: an opening bracket and the nearest
    /// following closing bracket of its kind, openers left inside a pair being dropped (a stack of 63, as the
    /// algorithm bounds it). Only the brackets with a Bidi_Paired_Bracket value are paired; quotation marks
    /// are not.
    static func pairedBrackets(_ scalars: [Unicode.Scalar]) -> Set<Int> {
        let closers: [Unicode.Scalar: Unicode.Scalar] = [
            ")": "(", "]": "[", "}": "{", "\u{FF09}": "\u{FF08}", "\u{FF3D}": "\u{FF3B}", "\u{FF5D}": "\u{FF5B}",
            "\u{3009}": "\u{3008}", "\u{300B}": "\u{300A}", "\u{3011}": "\u{3010}", "\u{3015}": "\u{3014}",
        ]
        let openers = Set(closers.values)
        var stack: [Int] = []
        var paired = Set<Int>()
        for (index, scalar) in scalars.enumerated() {
            if openers.contains(scalar) {
                // BD16: an overflowing stack stops the pairing for the rest of the paragraph.
                guard stack.count < 63 else { break }
                stack.append(index)
            } else if let opener = closers[scalar], let depth = stack.lastIndex(where: { scalars[$0] == opener }) {
                paired.insert(stack[depth])
                paired.insert(index)
                stack.removeSubrange(depth...)
            } else if scalar == "\n" || scalar == "\u{2029}" {
                stack.removeAll()
            }
        }
        return paired
    }

    /// Whether a run of neutrals is sentence punctuation at the end of the text or before a space.
    private static func endsSentence(_ run: ArraySlice<Unicode.Scalar>, followedBy next: ICUBidi.Class?) -> Bool {
        let terminal: Set<Unicode.Scalar> = [".", "!", "?", ":", ";", ",", "…", "\u{061F}", "\u{060C}", "\u{061B}", "\u{06D4}", "\"", "'", "»", "”", "’"]
        guard run.allSatisfy({ terminal.contains($0) || $0 == ")" }) else { return false }
        return next == nil || next == .ws || next == .b || next == .s
    }

    /// Whether the neutral at `open` is an opening bracket right before a left-to-right word whose closing
    /// bracket follows that word: a pair the algorithm resolves together, around the word.
    private static func isBracketPair(_ scalars: [Unicode.Scalar], _ classes: [ICUBidi.Class], open: Int, touchesLTRAfter: Bool,
                                      level: (Int) -> Int) -> Bool {
        let pairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}", "«": "»", "“": "”", "„": "“", "‹": "›", "\"": "\"", "'": "'"]
        guard touchesLTRAfter, let close = pairs[scalars[open]] else { return false }
        let quote = close == scalars[open]
        // A straight quote opens only at the start or after a space (elsewhere it is an apostrophe or a
        // closing one).
        if quote, open > 0, !scalars[open - 1].properties.isWhitespace { return false }
        var index = open + 1
        while index < scalars.count, scalars[index] != close, quote || scalars[index] != scalars[open] {
            if [.r, .al].contains(classes[index]) { return false }
            index += 1
        }
        guard index < scalars.count, scalars[index] == close else { return false }
        // Quotation marks are no bracket pair to the algorithm (N0): each resolves on its own, and a pair
        // encloses the word only when both take the sentence's direction. Their glyphs do not mirror.
        return !quote || level(index) % 2 == 1
    }

    /// Whether the character at `index` is a digit the algorithm treats as an Arabic number: one of class AN,
    /// or a European digit whose nearest strong character before it is an Arabic letter (rule W2).
    private static func isArabicNumber(_ index: Int, _ classes: [ICUBidi.Class]) -> Bool {
        if classes[index] == .an { return true }
        guard classes[index] == .en else { return false }
        var previous = index - 1
        while previous >= 0 {
            switch classes[previous] {
            case .al: return true
            case .l, .r, .b: return false
            default: previous -= 1
            }
        }
        return false
    }

    private static func ltrWord(_ scalars: [Unicode.Scalar], _ classes: [ICUBidi.Class], _ level: (Int) -> Int, endingAt end: Int) -> String {
        var start = end
        while start > 0, level(start - 1) % 2 == 0, classes[start - 1] != .ws { start -= 1 }
        return String(String.UnicodeScalarView(scalars[start...end]))
    }

    private static func ltrWord(_ scalars: [Unicode.Scalar], _ classes: [ICUBidi.Class], _ level: (Int) -> Int, startingAt start: Int) -> String {
        var end = start
        while end + 1 < scalars.count, level(end + 1) % 2 == 0, classes[end + 1] != .ws { end += 1 }
        return String(String.UnicodeScalarView(scalars[start...end]))
    }
}

extension TextEngine {
    /// The bidi report of one string shown in a UI of `language`; see ``BidiReport/analyze(_:language:)``.
    public func bidiReport(for text: String, language: String?) -> BidiReport {
        BidiReport.analyze(text, language: language)
    }
}

/// printf-style placeholders as iOS format strings use them.
enum TextFormat {
    /// Whether a conversion puts text (possibly letters) in place: objects, C strings and characters, and
    /// hexadecimal numbers; decimal and floating-point numbers put digits.
    static func fillsWithText(_ conversion: Unicode.Scalar) -> Bool {
        "@sScCxXpaA".unicodeScalars.contains(conversion)
    }

    /// Ranges (in unicode scalars) of `%@`, `%d`, `%1$@`, `%ld`, `%.2f`…; `%%` is not one.
    static func placeholderRanges(in text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var end = index + 1
            if end < scalars.count, scalars[end] == "%" { index = end + 1; continue }
            while end < scalars.count, "0123456789$.-+# lhqLzjt'".unicodeScalars.contains(scalars[end]) { end += 1 }
            if end < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[end]) {
                ranges.append(index..<(end + 1))
                index = end + 1
            } else {
                index += 1
            }
        }
        return ranges
    }
}
