import L10nLayout
import L10nText

/// The bidi rules: one per kind of problem the text engine's bidi analysis finds in a translated value
/// (ICU's implementation of the Unicode bidi algorithm, with iOS's first-strong paragraph direction).
protocol BidiRule: LayoutRule {
    static var kind: BidiIssue.Kind { get }
}

extension BidiRule {
    static var id: String { "bidi-" + kind.rawValue }
    static var dependsOnDevice: Bool { false }
    static var fix: String { "Isolate left-to-right parts with FSI…PDI (U+2068…U+2069) or add a RIGHT-TO-LEFT MARK (U+200F) next to the punctuation" }

    static func check(_ context: LayoutCheckContext) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        var seen = Set<String>()
        for view in context.localized.views {
            for text in view.texts {
                guard let key = text.key, text.isTranslated, !text.text.isEmpty, seen.insert(key).inserted else { continue }
                let report = context.bidi.report(text.text, language: context.language)
                for issue in report.issues where issue.kind == kind {
                    let element = context.storyboardLocation(view)
                    let location = context.entry(key) ?? element
                    issues.append(LayoutIssue(
                        rule: id, severity: defaultSeverity,
                        message: "\(key) \"\(text.text)\": \(issue.message)",
                        location: location,
                        related: location == element ? [] : [(element, "\(context.describe(view)) in the document")],
                        objectID: view.id, className: view.className, key: key,
                        measured: [("utf16Offset", Double(issue.utf16Offset))], fix: issue.fix))
                }
            }
        }
        return issues
    }

    /// Examples: a label whose Arabic value is `bad` (triggers) or `good` (does not).
    static func makeExamples(bad: String, good: String, language: String = "ar") -> [LayoutRuleExample] {
        let scene = ExampleStoryboard.scene(ExampleStoryboard.label("lbl-00-012", text: "Welcome", width: 300),
                                            constraints: ExampleStoryboard.pinned("lbl-00-012", width: 300))
        return [
            .triggering(scene, table: ExampleStoryboard.entry("lbl-00-012.text", bad, marker: true), language: language),
            .nonTriggering(scene, table: ExampleStoryboard.entry("lbl-00-012.text", good), language: language),
        ]
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
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let examples = makeExamples(bad: "Acme Pay يرحّب بك!", good: "مرحبًا بك في Acme Pay")
}

struct BidiNeutralAtRunEdgeRule: BidiRule {
    static let kind = BidiIssue.Kind.neutralAtRunEdge
    static let name = "Punctuation on the wrong side"
    static let explanation = """
        Punctuation or a symbol that touches a left-to-right run inside right-to-left text takes the direction \
        of its neighbours and is drawn on the other side of the Latin word than the translator meant.
        """
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let examples = makeExamples(bad: "تم حفظ الملف (PDF).", good: "تم حفظ الملف بنجاح.")
}

struct BidiSignedNumberRule: BidiRule {
    static let kind = BidiIssue.Kind.signedNumber
    static let name = "Sign shown after the number"
    static let explanation = "In right-to-left text a + or − before a number is reordered and appears after it, changing what the number says at a glance."
    static let defaultSeverity = LayoutIssue.Severity.warning
    static let examples = makeExamples(bad: "الرصيد -5 دولار", good: "الرصيد خمسة دولارات")
}

struct BidiPlaceholderNotIsolatedRule: BidiRule {
    static let kind = BidiIssue.Kind.placeholderNotIsolated
    static let name = "Placeholder not isolated"
    static let explanation = "A %@ filled with Latin text or digits at run time joins the surrounding right-to-left text and can pull neighbouring punctuation and words into the wrong order."
    static let defaultSeverity = LayoutIssue.Severity.info
    static let examples = makeExamples(bad: "مرحبا %@!", good: "مرحبا \u{2068}%@\u{2069}!")
}

struct BidiNoRTLLettersRule: BidiRule {
    static let kind = BidiIssue.Kind.noRightToLeftLetters
    static let name = "RTL value has no RTL letters"
    static let explanation = "A value for Arabic or Hebrew made only of Latin letters is most likely untranslated, and in a right-to-left interface it is laid out as a left-to-right island."
    static let defaultSeverity = LayoutIssue.Severity.info
    static let examples = makeExamples(bad: "Settings", good: "الإعدادات")
}
