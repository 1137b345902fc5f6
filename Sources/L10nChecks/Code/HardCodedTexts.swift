import Foundation
import L10nProject
import L10nSource
import L10nStrings
import L10nText

extension CodeRules {
    public static let hardCodedText = RuleDescription(
        id: "hard-coded-text", name: "Text set in code without a lookup",
        explanation: "Code puts a string literal into a label, a button, a field's placeholder or a screen's title: no table "
            + "is asked, so users of every other language read it exactly as written, in the middle of translated screens.",
        fix: "Look the text up (NSLocalizedString, String(localized:)) and add its translations",
        // A note: reviewers judged 27 of 58 such places real (2026-12-01). The rest were product names, texts
        // already in the app's own language, apps whose tables translate nothing, texts replaced before they
        // show and screens nothing opens, which the sources alone rarely tell.
        defaultSeverity: .info)
}

extension CodeKeyChecks {
    /// Texts code shows as string literals (`label.text = "No data found."`, `setTitle("Save", for: .normal)`,
    /// a controller's `title = "Profile"`), one finding per place, for the languages of `languages` the code's
    /// bundle has and to which the text does not read the same (see
    /// ``VerifyPipeline/readsTheSameUntranslated(_:language:)``). Left alone: texts with fewer than two
    /// letters, texts shaped like keys or identifiers (`settings_title`, `kListName`, `cart.title`, which some
    /// code localizes on the way), the app's test and harness code (not compiled for users), and the code of
    /// controllers nothing reaches.
    public func hardCodedTexts(languages: [String]) -> [Finding] {
        guard code.hasSources else { return [] }
        let development = LanguageCode(developmentLanguage)
        let translated = languages.filter { $0 != "Base" && LanguageCode($0) != development }.sorted()
        guard !translated.isEmpty else { return [] }
        let unreached = code.unreachedControllerClasses
        let shownProperties: Set<OutletAssignment.Property> = [.text, .title, .placeholder, .segmentTitle, .configurationTitle]
        var findings: [Finding] = []
        var seen = Set<String>()
        var scopes: [String: LookupScope?] = [:]
        let assignments = workspace.sourceIndex.assignments.sorted {
            ($0.path, $0.location.line, $0.location.column) < ($1.path, $1.location.line, $1.location.column)
        }
        for assignment in assignments where shownProperties.contains(assignment.property) && !unreached.contains(assignment.codeClass) {
            guard case .literal(let text) = assignment.value, Self.isShownText(text),
                  seen.insert("\(assignment.path)|\(assignment.location.line)|\(assignment.location.column)").inserted else { continue }
            let scope = lookupScope(ofSource: assignment.path, cache: &scopes)
            // The languages of the code's bundle (a target without translations shows its texts consistently).
            let readers = translated.filter { language in
                guard let scope else { return true }
                guard let code = LanguageCode(language) else { return false }
                return scope.languages.contains { LanguageCode($0) == code }
            }.filter { language in
                // A literal already in a language's own script ("تم" in an app translated into Arabic) reads right there.
                VerifyPipeline.readsTheSameUntranslated(text, language: language) == nil
                    && !TextLanguage.isWritten(text, inScriptOf: language, notOf: developmentLanguage)
            }
            guard !readers.isEmpty else { continue }
            let shown = readers.count > 4 ? readers.prefix(4).joined(separator: ", ") + " and \(readers.count - 4) more" : readers.joined(separator: ", ")
            findings.append(Finding(
                ruleID: CodeRules.hardCodedText.id, severity: CodeRules.hardCodedText.defaultSeverity,
                message: "\"\(text)\" is put on screen as written, not looked up: users of \(shown) read it untranslated",
                file: workspace.relativePath(URL(fileURLWithPath: assignment.path)), line: max(assignment.location.line, 1),
                column: max(assignment.location.column, 1), language: "", fix: CodeRules.hardCodedText.fix))
        }
        return findings
    }

    /// Whether a literal reads as a text for people: two letters at least, and not shaped like a key or an
    /// identifier (one word with `_`, `.` or a capital after a lowercase start).
    static func isShownText(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.filter(\.isLetter).count >= 2, !trimmed.hasSuffix("://") else { return false }
        if !trimmed.contains(where: \.isWhitespace) {
            if trimmed.contains("_") || (trimmed.contains(".") && !trimmed.hasSuffix(".")) { return false }
            if let first = trimmed.first, first.isLowercase, trimmed.dropFirst().contains(where: \.isUppercase) { return false }
        }
        return true
    }
}
