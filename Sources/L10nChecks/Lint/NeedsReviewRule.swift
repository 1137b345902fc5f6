import L10nStrings

/// An entry `extract` marked for a translator that nobody has dealt with: a key added with the base text
/// (users of the language read it in the base language), or a translation whose base text changed since
/// (users may read an outdated sentence).
public struct NeedsReviewRule: LintRule {
    public static let description = RuleDescription(
        id: "needs-review",
        name: "Entry waits for a translator",
        explanation: "extract adds a new key with the base text and marks it, and marks a translation whose base "
            + "text changed. Until a translator changes the value, users of the language see the base language in "
            + "the middle of a translated screen, or a translation of a sentence the app no longer says.",
        fix: "Translate or review the value; the marker goes away at the next extract (or delete the marker comment if the translation is right as it is)",
        defaultSeverity: .warning)

    public static let examples: [LintExample] = [
        .triggering("/* l10nlayout: needs translation */\n/* Class = \"UIButton\"; normalTitle = \"Forgot password?\"; ObjectID = \"ZJy-UV-Vyt\"; */\n↓\"ZJy-UV-Vyt.normalTitle\" = \"Forgot password?\";\n"),
        .triggering("/* l10nlayout: needs review; base text was \"Back\"; translation was \"Zurück\" */\n/* Class = \"UIButton\"; normalTitle = \"Go back\"; ObjectID = \"QQl-ha-OEf\"; */\n↓\"QQl-ha-OEf.normalTitle\" = \"Zurück\";\n"),
        // The translator has changed the value since: done.
        .nonTriggering("/* l10nlayout: needs translation */\n/* Class = \"UIButton\"; normalTitle = \"Forgot password?\"; ObjectID = \"ZJy-UV-Vyt\"; */\n\"ZJy-UV-Vyt.normalTitle\" = \"Passwort vergessen?\";\n"),
        .nonTriggering("/* l10nlayout: needs review; base text was \"Back\"; translation was \"Zurück\" */\n/* Class = \"UIButton\"; normalTitle = \"Go back\"; ObjectID = \"QQl-ha-OEf\"; */\n\"QQl-ha-OEf.normalTitle\" = \"Zurückgehen\";\n"),
    ]

    public static func check(_ input: TableLintInput) -> [Finding] {
        input.entries.compactMap { entry in
            guard let marker = entry.reviewMarker, marker.holds(value: entry.value, baseText: input.baseText(for: entry)?.text) else { return nil }
            let message: String
            switch marker {
            case .needsTranslation:
                message = "'\(entry.key)' still has the base text \"\(entry.value)\" that extract added; translate it into \(input.language)"
            case .needsReview(let old, let translation):
                let now = input.baseText(for: entry)?.text
                message = "the base text of '\(entry.key)' changed from \"\(old)\"" + (now.map { " to \"\($0)\"" } ?? "")
                    + "; review the \(input.language) translation \"\(translation)\""
            }
            return input.finding(description, message, at: entry.keyLocation, key: entry.key,
                                 objectID: entry.interfaceBuilderComment?.objectID, className: entry.interfaceBuilderComment?.className)
        }
    }
}
