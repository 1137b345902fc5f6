import Foundation
import XCTest
import L10nChecks

/// Hand-written findings and rules that every golden test reports. Together they exercise what the
/// formats must escape or carry: every severity, non-ASCII and right-to-left text, quotes, `%`, `,` and
/// `:`, a path with a space, related locations, measured values, device and orientation, a rule that ran
/// without findings (`views-overlap`) and a finding whose rule was not described (`syntax-error`).
/// The rule texts are written here, not taken from the real rules, so editing a rule's wording does not
/// break these goldens.
enum ReportFixtures {
    static let rules: [RuleDescription] = [
        RuleDescription(id: "text-truncated", name: "Text truncated in layout",
                        explanation: "A translated label no longer fits its frame, so readers see \"…\" instead of the end of the text.",
                        fix: "Shorten the translation or let the label grow", defaultSeverity: .error),
        RuleDescription(id: "format-specifier-mismatch", name: "Format specifiers differ",
                        explanation: "String(format:) reads arguments by the specifiers of the translation; a different one crashes or prints garbage.",
                        fix: "Use the same specifiers as the base text", defaultSeverity: .error),
        RuleDescription(id: "untranslated", name: "Text left untranslated",
                        explanation: "The translation equals the base text, so users of that language read the base language.",
                        fix: "Translate the text", defaultSeverity: .info),
        RuleDescription(id: "bidi-paragraph-starts-ltr", name: "Paragraph starts left-to-right",
                        explanation: "A right-to-left paragraph whose first strong character is left-to-right is laid out left-to-right.",
                        fix: "Start the text with a right-to-left mark (U+200F)", defaultSeverity: .warning),
        RuleDescription(id: "views-overlap", name: "Views overlap",
                        explanation: "Two sibling views cover each other once their texts grow.",
                        fix: "Constrain the views to each other", defaultSeverity: .warning, isEnabledByDefault: false),
    ]

    /// Given out of order on purpose: reporters sort.
    static let findings: [Finding] = [
        Finding(ruleID: "untranslated", severity: .info, message: "'title, \"short\"' is identical to the base text '100% OK: yes' in de",
                file: "App Resources/de.lproj/Main.strings", line: 7, column: 1, language: "de", objectID: "abc-12-xyz",
                className: "UILabel", key: "abc-12-xyz.text", fix: "Translate the text"),
        Finding(ruleID: "text-truncated", severity: .error,
                message: "'Einstellungen für „Größe“' needs 183.5 pt, label 'abc-12-xyz' has 120 pt (de, iPhone SE, portrait)",
                file: "App Resources/de.lproj/Main.strings", line: 3, column: 1, language: "de",
                device: "iPhone SE", orientation: "portrait", objectID: "abc-12-xyz", className: "UILabel", key: "abc-12-xyz.text",
                measured: [MeasuredValue("width", 183.5), MeasuredValue("available", 120)],
                related: [RelatedLocation(file: "App Resources/Base.lproj/Main.storyboard", line: 41, column: 21, note: "label 'abc-12-xyz' in Base")],
                fix: "Shorten the translation or let the label grow"),
        Finding(ruleID: "bidi-paragraph-starts-ltr", severity: .warning, message: "'greeting' starts with left-to-right text: \"OK مرحبا\"",
                file: "ar.lproj/Localizable.strings", line: 12, column: 14, language: "ar", key: "greeting",
                fix: "Start the text with a right-to-left mark (U+200F)"),
        Finding(ruleID: "format-specifier-mismatch", severity: .error, message: "'%d items' has %@ in ar where the base has %d",
                file: "ar.lproj/Localizable.strings", line: 4, column: 15, language: "ar", key: "%d items",
                related: [RelatedLocation(file: "Base.lproj/Localizable.strings", line: 4, column: 15, note: "base text (Base)"),
                          RelatedLocation(file: "Base.lproj/Localizable.stringsdict", line: 9, column: 5, note: "plural rule, \"other\"")],
                fix: "Use the same specifiers as the base text"),
        Finding(ruleID: "syntax-error", severity: .error, message: "expected ';' after the value",
                file: "ar.lproj/Localizable.strings", line: 20, column: 31, language: "ar",
                fix: "Add the missing ';'"),
    ]

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// Compares `actual` with `Fixtures/<name>` and prints a unified diff on mismatch. Run with
    /// `L10N_UPDATE_GOLDENS=1` to write the file instead (then review it by eye before committing).
    static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = fixtures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDENS"] == "1" {
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let expected = String(data: data, encoding: .utf8) else {
            XCTFail("missing golden \(url.path); run the test with L10N_UPDATE_GOLDENS=1 to write it", file: file, line: line)
            return
        }
        if actual != expected {
            XCTFail("\(name) differs from its golden (- golden, + actual):\n\(unifiedDiff(expected: url, actual: actual))", file: file, line: line)
        }
    }

    private static func unifiedDiff(expected: URL, actual: String) -> String {
        let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(UUID().uuidString)-\(expected.lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: actualURL) }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", expected.path, actualURL.path]
        process.standardOutput = pipe
        do {
            try Data(actual.utf8).write(to: actualURL)
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: output, as: UTF8.self)
        } catch {
            return "(diff unavailable: \(error)); actual:\n\(actual)"
        }
    }
}
