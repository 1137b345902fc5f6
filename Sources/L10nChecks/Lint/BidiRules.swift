import Foundation
import L10nStrings
import L10nText

/// The bidi rules: one per kind of problem the text engine's bidi analysis finds in a value of a
/// right-to-left language (ICU's implementation of the Unicode bidi algorithm, with iOS's first-strong
/// paragraph direction). They look at the value alone, so they run on every table and catalog of an
/// Arabic, Hebrew, Persian or Urdu translation, whatever shows it: a storyboard or the app's code.
protocol BidiRule: LintRule {
    static var kind: BidiIssue.Kind { get }
    static var name: String { get }
    static var explanation: String { get }
    static var defaultSeverity: Severity { get }
    /// Whether a reader sees `issue` of `entry`'s value, given what the app's code puts in it.
    static func shows(_ issue: BidiIssue, of entry: LintEntry, report: BidiReport, in input: TableLintInput) -> Bool
}

extension BidiRule {
    static var id: String { "bidi-" + kind.rawValue }
    static var fix: String { "Isolate left-to-right parts with FSI…PDI (U+2068…U+2069) or add a RIGHT-TO-LEFT MARK (U+200F) next to the punctuation" }

    public static var description: RuleDescription {
        RuleDescription(id: id, name: name, explanation: explanation, fix: fix, defaultSeverity: defaultSeverity)
    }

    static func shows(_ issue: BidiIssue, of entry: LintEntry, report: BidiReport, in input: TableLintInput) -> Bool { true }

    public static func check(_ input: TableLintInput) -> [Finding] {
        guard !input.isBase, StrayBidiControlRule.isRightToLeft(input.language) else { return [] }
        var findings: [Finding] = []
        for entry in input.entries where !entry.isShorthand && !entry.value.isEmpty {
            let base = input.baseText(for: entry)?.text ?? entry.key
            let markdown = input.bidi.drawn(entry.value, base: base)
            // (Markup tags are drawn as style only where the base text has them too: the app renders its texts' markup.)
            let hidingMarkup = !MarkupTag.ranges(in: Array(base.unicodeScalars)).isEmpty
            let report = input.bidi.report(markdown?.shown ?? entry.value, language: input.language, hidingMarkup: hidingMarkup)
            for issue in report.issues where issue.kind == kind && shows(issue, of: entry, report: report, in: input) {
                let offset = scalarOffset(ofUTF16: markdown?.origin(ofShown: issue.utf16Offset) ?? issue.utf16Offset, in: entry.value)
                var finding = input.finding(description, "\(entry.key) \"\(entry.value)\": \(issue.message)", at: entry.location(ofScalar: offset),
                                            key: entry.key, objectID: entry.interfaceBuilderComment?.objectID,
                                            className: entry.interfaceBuilderComment?.className)
                finding.fix = issue.fix
                findings.append(finding)
            }
        }
        return findings
    }

    static func scalarOffset(ofUTF16 offset: Int, in text: String) -> Int {
        var units = 0, scalars = 0
        for scalar in text.unicodeScalars {
            if units >= offset { break }
            units += scalar.utf16.count
            scalars += 1
        }
        return scalars
    }
}

struct BidiParagraphStartsLTRRule: BidiRule {
    static let kind = BidiIssue.Kind.paragraphStartsLeftToRight
    static let name = "RTL text starts left to right"
    static let explanation = """
        iOS takes a label's paragraph direction from its first strong letter. An Arabic or Hebrew value that \
        starts with a Latin brand name or a placeholder is laid out left to right: its punctuation lands on \
        the wrong side and its words are ordered for a left-to-right reader.
        """
    static let defaultSeverity = Severity.warning
    static let examples: [LintExample] = [
        .triggering("\"a\" = \"↓Acme Pay يرحّب بك!\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"مرحبًا بك في Acme Pay\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"Acme Pay heißt Sie willkommen!\";\n"),
        // A number is written with digits, which do not set the direction: the Hebrew word does.
        .nonTriggering("\"a\" = \"%d פריטים בעגלה\";\n", language: "he"),
        .nonTriggering("\"a\" = \"%ld פריטים בעגלה\";\n", language: "he"),
        .nonTriggering("\"a\" = \"%1$d من %2$d\";\n", language: "ar"),
        .triggering("\"a\" = \"↓%@ פריטים בעגלה\";\n", language: "he"),
        // UILabel's paragraph style has natural base direction, which is the first strong letter's (rules P2
        // and P3 of the bidi algorithm): an RTL interface aligns the line right but does not make it RTL.
        .triggering("\"a\" = \"↓AdGuard چیست؟\";\n", language: "fa"),
        // Typed in the order a left-to-right line shows ("About Music One": the name after the word, read from the right).
        .nonTriggering("\"a\" = \"Music One אודות\";\n", base: "\"a\" = \"About Music One\";\n", language: "he"),
        .triggering("\"a\" = \"↓Music One אודות\";\n", base: "\"a\" = \"Music One info\";\n", language: "he"),
        .nonTriggering("\"a\" = \"PDF إختر\";\n", base: "\"a\" = \"Select Pdf\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"ISBN أدخل رمز\";\n", base: "\"a\" = \"Enter the ISBN Number\";\n", language: "ar"),
        // An adjective before the name: Arabic writes "Peers مقترحة" in that order, which a left-to-right line reverses.
        .triggering("\"a\" = \"↓Peers مقترحة\";\n", base: "\"a\" = \"Suggested Peers\";\n", language: "ar"),
        .triggering("\"a\" = \"↓Peers مقترحة\";\n", base: "\"a\" = \"Show suggested Peers\";\n", language: "ar"),
        .triggering("\"a\" = \"↓GeoBus را به اشتراک بگذارید\";\n", base: "\"a\" = \"Share GeoBus\";\n", language: "fa"),
        // Each paragraph takes the direction of its own first letter: a later one that begins with a Latin name is laid out
        // left to right by itself; one all in Latin letters (an address) reads as it should.
        .triggering("\"a\" = \"يوزع التطبيق القوائم.\\n↓wBlock يوزع القوائم.\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"زوروا موقعنا:\\nhttps://example.com\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"يوزع التطبيق القوائم.\\n\u{200F}wBlock يوزع القوائم.\";\n", language: "ar"),
        // Markup the app renders as style (its base text has the same tags) is not drawn; where the base has none, the app
        // shows the tags as written, and their letters set the direction.
        .nonTriggering("\"a\" = \"مرحبًا،\\n<accent>الأدوات</accent>\";\n", base: "\"a\" = \"Hello,\\n<accent>Widgets</accent>\";\n", language: "ar"),
        .triggering("\"a\" = \"↓<b>مرحبا</b> بك\";\n", base: "\"a\" = \"Welcome\";\n", language: "ar"),
    ]

    /// A text placeholder before the first letter sets the direction only with what fills it: one the app's
    /// code fills with a number (see ``DigitFilledPlaceholders``) puts weak digits there, and the
    /// translator's first letter decides.
    ///
    /// A value typed in the order a left-to-right line shows reads as its translator meant
    /// (``isWrittenInDisplayOrder(_:report:in:)``).
    static func shows(_ issue: BidiIssue, of entry: LintEntry, report: BidiReport, in input: TableLintInput) -> Bool {
        if isWrittenInDisplayOrder(entry, report: report, in: input) { return false }
        // The paragraph the issue starts: the text's first (the report's direction) or a later one (the placeholders
        // that begin the text say nothing of it, its own do). One whose first letter is Latin is laid out left to
        // right whatever fills its placeholders; one a placeholder starts, only when text fills it.
        // (The text as drawn, which the report and its offsets are of: Markdown's markers gone where the base is Markdown;
        // markup tags, where the base has them, are no letters.)
        let base = input.baseText(for: entry)?.text ?? entry.key
        let text = input.bidi.drawn(entry.value, base: base)?.shown ?? entry.value
        let hidingMarkup = !MarkupTag.ranges(in: Array(base.unicodeScalars)).isEmpty
        let scalars = Array(text.unicodeScalars)
        let tags = hidingMarkup ? MarkupTag.ranges(in: scalars) : []
        let start = scalarOffset(ofUTF16: issue.utf16Offset, in: text)
        if issue.utf16Offset == 0 {
            guard report.paragraphDirection == .rightToLeft else { return true }
        } else {
            // (A paragraph ends where the bidi algorithm's do: a line or paragraph separator.)
            let end = scalars[start...].firstIndex { ["\n", "\r", "\u{2029}", "\u{85}", "\u{1C}", "\u{1D}", "\u{1E}"].contains($0) } ?? scalars.count
            let paragraph = String(String.UnicodeScalarView(scalars[start..<end]))
            guard input.bidi.report(paragraph, language: input.language, hidingMarkup: hidingMarkup).paragraphDirection == .rightToLeft else { return true }
        }
        guard let digits = input.digitFilledPlaceholders[entry.key] else { return true }
        let specifiers = FormatSpecifier.scan(text)
        var sequence = 0
        for specifier in specifiers {
            let argument = specifier.position.map { $0 - 1 } ?? sequence
            if specifier.position == nil { sequence += 1 }
            guard specifier.range.lowerBound >= start else { continue }
            let before = scalars[start..<min(specifier.range.lowerBound, scalars.count)]
            // Past the paragraph's first letter the placeholders no longer decide.
            if before.indices.contains(where: { index in
                scalars[index].properties.isAlphabetic && !specifiers.contains { $0.range.contains(index) } && !tags.contains { $0.contains(index) }
            }) { break }
            guard let conversion = specifier.conversion.unicodeScalars.last, "@sScCxXpaA".unicodeScalars.contains(conversion) else { continue }
            if !digits.contains(argument) { return true }
        }
        return false
    }
}

extension BidiParagraphStartsLTRRule {
    /// Whether `entry`'s value is an Arabic or Hebrew one of two runs, a name in left-to-right letters and then words,
    /// nothing else (no sign, digit or placeholder, whose place the order would change), whose base has the name right
    /// after a verb or a preposition ("About Music One" as "Music One אודות", "Scan the ISBN code" as "ISBN إمسح رمز"):
    /// those languages put such a name after the verb or preposition too, so the translator moved it first to see it
    /// there, and the line iOS lays out left to right reads as meant.
    static func isWrittenInDisplayOrder(_ entry: LintEntry, report: BidiReport, in input: TableLintInput) -> Bool {
        let language = LanguageCode(input.language).map { String($0.language) } ?? input.language
        guard ["ar", "he", "iw"].contains(language), report.paragraphDirection == .leftToRight, report.runs.count == 2,
              report.runs[0].direction == .leftToRight, report.runs[1].direction == .rightToLeft,
              let base = input.baseText(for: entry)?.text else { return false }
        // (Words apart however they are spaced: music-one's "Music\tOne".)
        func spaced(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let name = spaced(report.runs[0].text)
        let rest = report.runs[1].text
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == " " }),
              rest.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark || $0.properties.isWhitespace })
        else { return false }
        // The name, as whole words of the base, right after a verb it is the object of or a preposition (an article or a
        // possessive between): Arabic and Hebrew put those first too ("About Music One", "Select PDF"). After an adjective
        // or a noun the name comes first in them as well ("Suggested Peers" is "Peers مقترحة", "Transaction ID"
        // "ID المعاملة"): that order is the logical one, and a left-to-right line shows it reversed.
        let words = spaced(base).split(separator: " ").map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        let nameWords = name.lowercased().split(separator: " ").map(String.init)
        guard words.count > nameWords.count,
              let at = (1...(words.count - nameWords.count)).first(where: { Array(words[$0..<($0 + nameWords.count)]) == nameWords }) else { return false }
        let before = words[..<at].reversed().drop { Self.determiners.contains($0) }
        guard let word = before.first else { return false }
        return Self.prepositions.contains(word) || Self.imperatives.contains(word)
    }

    /// Words that may stand between a verb and its object ("Enter the ISBN").
    static let determiners: Set<String> = ["the", "a", "an", "your", "my", "our", "this", "that", "new"]

    /// English prepositions a name may follow in a base text.
    static let prepositions: Set<String> = ["about", "to", "for", "from", "with", "of", "in", "on", "by", "via", "into", "at", "using", "without"]
    /// The verbs an interface's commands start with, whose object a name may be.
    static let imperatives: Set<String> = [
        "add", "select", "choose", "pick", "scan", "enter", "reset", "open", "share", "delete", "remove", "edit", "export", "import",
        "send", "upload", "download", "install", "update", "connect", "disconnect", "enable", "disable", "use", "view", "show", "hide",
        "copy", "save", "load", "restore", "sync", "search", "find", "buy", "create", "rate", "follow", "visit", "contact", "call",
        "play", "stop", "pause", "record", "change", "set", "manage", "configure", "activate", "link", "unlink", "sign", "log",
    ]
}

struct BidiNeutralAtRunEdgeRule: BidiRule {
    static let kind = BidiIssue.Kind.neutralAtRunEdge
    static let name = "Punctuation on the wrong side"
    static let explanation = """
        Punctuation or a symbol that touches a left-to-right run inside right-to-left text takes the direction \
        of its neighbours and is drawn on the other side of the Latin word than the translator meant.
        """
    static let defaultSeverity = Severity.warning
    static let examples: [LintExample] = [
        // "C++" in Arabic text shows as "++C": the signs take the sentence's direction.
        .triggering("\"a\" = \"تعلم لغة C↓++ بسرعة\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"تم حفظ الملف بنجاح.\";\n", language: "ar"),
        // A sentence's final full stop after a Latin word ends the sentence where the reader expects it.
        .nonTriggering("\"a\" = \"يعمل التطبيق على iPhone.\";\n", language: "ar"),
        // Brackets around a Latin word resolve as a pair and enclose it.
        .nonTriggering("\"a\" = \"تم حفظ الملف (PDF).\";\n", language: "ar"),
        // The closing bracket after a Latin letter closes a pair: both brackets take one direction and
        // enclose the letter; so does a pair around a number and a word, and one followed by more punctuation.
        .nonTriggering("\"a\" = \"عنوان يحتوي على {x} و {y}\";\n", language: "ar"),
        .nonTriggering("\"a\" = \" (%d عقدة)\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"قاعدة البيانات [11/2014]، كمبريدج\";\n", language: "ar"),
        // Straight quotes around a Latin word both take the sentence's direction and look the same either way.
        .nonTriggering(#""a" = "اختر اسمًا مثل \"Coinmaster\".";"# + "\n", language: "ar"),
        // A quotation that starts with a Latin word opens with the sentence's mark, where the reader starts it.
        .nonTriggering(#""a" = "قل أو \"Clew ابدأ المسار\" للبدء";"# + "\n", language: "ar"),
        .nonTriggering("\"a\" = \"مثال: 'cse بحثك' أو 'بحثك cse'\";\n", language: "ar"),
        // "@" of a handle belongs to the Latin word it starts: it resolves right to left and ends up after it.
        .triggering("\"a\" = \"تابعنا ↓@example_app\";\n", language: "ar"),
        // A range after Arabic letters is made of Arabic numbers (W2): it reads right to left with the sentence.
        .nonTriggering("\"a\" = \"حقوق النشر © 2012-2020 Bryce\";\n", language: "ar"),
        // Markdown's markers and a link's address are not drawn when the base text is written in Markdown
        // (SwiftUI's `Text` renders it): no neutral is left beside the Latin word.
        .nonTriggering("\"Update from **GitHub**?\" = \"به‌روزرسانی از **GitHub**؟\";\n", language: "fa"),
        .triggering("\"a\" = \"به‌روزرسانی از ↓**GitHub**؟\";\n", language: "fa"),
        // Without letters the digits stay European and the range's dots are scrambled ("3,7..1-").
        .triggering("\"a\" = \"-1↓..3,7\";\n", language: "ar"),
        // A text placeholder is no sign: what fills it decides its own direction (here after the LRM its translator put
        // before it, so that a web address reads left to right).
        .nonTriggering("\"a\" = \"المسار (استخدم \u{200E}%s بدل نص البحث)\";\n", language: "ar"),
    ]
}

struct BidiSignedNumberRule: BidiRule {
    static let kind = BidiIssue.Kind.signedNumber
    static let name = "Sign shown after the number"
    static let explanation = "In right-to-left text a + or − before a number is reordered and appears after it, changing what the number says at a glance."
    static let defaultSeverity = Severity.warning
    static let examples: [LintExample] = [
        .triggering("\"a\" = \"الرصيد ↓-5 دولار\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"الرصيد خمسة دولارات\";\n", language: "ar"),
        // A hyphen joined to a letter or a digit is no sign: the Hebrew prefix "ל-1", a range of years.
        .nonTriggering("\"a\" = \"רמת הקלטה (בין 0 ל-1)\";\n", language: "he"),
        .nonTriggering("\"a\" = \"حقوق النشر © 2012-2020\";\n", language: "ar"),
    ]
}

struct BidiPlaceholderNotIsolatedRule: BidiRule {
    static let kind = BidiIssue.Kind.placeholderNotIsolated
    static let name = "Placeholder not isolated"
    static let explanation = "A %@ filled with Latin text or digits at run time joins the surrounding right-to-left text and can pull neighbouring punctuation and words into the wrong order."
    static let defaultSeverity = Severity.info
    static let examples: [LintExample] = [
        .triggering("\"a\" = \"مرحبا ↓%@!\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"مرحبا \u{2068}%@\u{2069}!\";\n", language: "ar"),
        // A number is written with digits, which stay in place.
        .nonTriggering("\"a\" = \"عدد المنتجات في سلتك: %d\";\n", language: "ar"),
    ]
}

struct BidiNoRTLLettersRule: BidiRule {
    static let kind = BidiIssue.Kind.noRightToLeftLetters
    static let name = "RTL value has no RTL letters"
    static let explanation = "A value for Arabic or Hebrew made only of Latin letters is most likely untranslated, and in a right-to-left interface it is laid out as a left-to-right island."
    static let defaultSeverity = Severity.info
    static let examples: [LintExample] = [
        .triggering("\"a\" = \"↓Settings\";\n", language: "ar"),
        .nonTriggering("\"a\" = \"الإعدادات\";\n", language: "ar"),
    ]
}

/// Bidi reports by value, for the rules that look at one table.
/// The bidi reports of a table's values, and what a Markdown renderer draws of them, each worked out once for all
/// the bidi rules.
final class BidiCache: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [String: BidiReport] = [:]
    private var drawings: [String: InlineMarkdown?] = [:]

    /// What is drawn of `value` when its base text is written in Markdown: a Markdown renderer (SwiftUI's `Text`,
    /// or the app's own) shows neither its markers nor its links' addresses. Nil when it is drawn as written.
    func drawn(_ value: String, base: String) -> InlineMarkdown? {
        let key = value + "\u{1F}" + base
        lock.lock()
        if let known = drawings[key] { lock.unlock(); return known }
        lock.unlock()
        let drawing = InlineMarkdown(base) != nil ? InlineMarkdown(value) : nil
        lock.lock()
        drawings[key] = drawing
        lock.unlock()
        return drawing
    }

    func report(_ text: String, language: String, hidingMarkup: Bool = false) -> BidiReport {
        let key = hidingMarkup ? "\u{1E}" + text : text
        lock.lock()
        if let known = reports[key] { lock.unlock(); return known }
        lock.unlock()
        let report = BidiReport.analyze(text, language: language, hidingMarkup: hidingMarkup)
        lock.lock()
        reports[key] = report
        lock.unlock()
        return report
    }
}
