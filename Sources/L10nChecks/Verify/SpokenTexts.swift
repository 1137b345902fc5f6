import Foundation

extension VerifyPipeline {
    /// Whether a key names an accessibility text by its last part (`walk_time_view.accessibility_value`,
    /// `menu-reload-accessibility-label`, a storyboard's `5FH-Ge-Z9a.accessibilityLabel`, Android's
    /// `pitch_flat_note_content_description`, which a shared table keeps for iOS's label): case, `_` and `-` aside,
    /// it ends in an accessibility label, value or hint, or a content description.
    static func namesSpokenText(_ key: String) -> Bool {
        // A key kept under an accessibility namespace (`accessibility.player.pause-audio`, `widget.counter.a11y.progress`):
        // "a11y" as any part but the last; "accessibility" only as the first of three or more, since a later part, or a
        // first with one after it, may title a settings screen (`settings.accessibility.title`, `accessibility.title`).
        let parts = key.split(separator: ".").map { $0.lowercased() }
        if (parts.count > 2 && parts.first == "accessibility") || parts.dropLast().contains("a11y") { return true }
        let last = key.split(separator: ".").last.map(String.init) ?? key
        let squeezed = String(last.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " }.map(Character.init))
        return spokenKeySuffixes.contains { squeezed.hasSuffix($0) }
    }

    static let spokenKeySuffixes = ["accessibilitylabel", "accessibilityvalue", "accessibilityhint", "contentdescription",
                                    "a11ylabel", "a11yvalue", "a11yhint"]

    /// VoiceOver speaks an accessibility text in its reading order and lays nothing out: the paragraph direction,
    /// the run edges and the number signs of a text a key names as spoken (``namesSpokenText(_:)``) change
    /// nothing a user meets. Its bidi findings are notes; a missing translation of it is still heard.
    func lowerBidiFindingsOfSpokenTexts(_ findings: inout [Finding]) {
        for index in findings.indices where findings[index].ruleID.hasPrefix("bidi-") && findings[index].severity > .info {
            guard let key = findings[index].key, Self.namesSpokenText(key) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the key names an accessibility text: VoiceOver speaks it in reading order, nothing lays it out)"
        }
    }
}
