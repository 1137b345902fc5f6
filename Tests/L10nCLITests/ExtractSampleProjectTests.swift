import Foundation
import XCTest
import L10nStrings
@testable import L10nCLI

/// `extract` on a copy of the sample app (Localizations/): issue 3's done-when for the project update.
/// The storyboard edits are the ones a developer makes in Interface Builder: delete a view, move one,
/// change a base text.
final class ExtractSampleProjectTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localizations")
    static let languages = ["ar", "de", "fr", "he", "ja", "ru", "zh-Hans"]

    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("extract-sample-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.sample, to: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    /// Every file under the project with its bytes and modification date.
    func snapshot() throws -> [String: (bytes: Data, modified: Date)] {
        var files: [String: (Data, Date)] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: project, includingPropertiesForKeys: [.contentModificationDateKey]))
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let date = try XCTUnwrap(url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
            files[String(url.path.dropFirst(project.path.count))] = (try Data(contentsOf: url), date)
        }
        return files
    }

    func assertUntouched(_ before: [String: (bytes: Data, modified: Date)], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let after = try snapshot()
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), message, file: file, line: line)
        for path in before.keys.sorted() {
            XCTAssertEqual(after[path]?.bytes, before[path]?.bytes, "\(path): \(message)", file: file, line: line)
            XCTAssertEqual(after[path]?.modified, before[path]?.modified, "\(path) rewritten: \(message)", file: file, line: line)
        }
    }

    func table(_ language: String, _ name: String = "Main") throws -> String {
        try String(contentsOf: project.appendingPathComponent("\(language).lproj/\(name).strings"), encoding: .utf8)
    }

    /// The untouched sample differs from ibtool's output only by the planted missing Arabic key (README,
    /// mistake 6); once extract adds it, the sample is up to date and a check touches nothing.
    func testTheSampleIsUpToDateButForThePlantedMissingKey() throws {
        let original = try snapshot()
        let check = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(check.code, 1, check.stderr)
        XCTAssertEqual(check.stdout, """
        ar.lproj/Main.strings: would add "ZJy-UV-Vyt.normalTitle" = "Forgot password?"
        would update 1 table

        """)
        try assertUntouched(original, "--check writes nothing")

        let update = runTool(["extract"], in: project)
        XCTAssertEqual(update.code, 0, update.stderr)
        let arabic = try table("ar")
        XCTAssertTrue(arabic.contains("""
        "Z30-3F-9YL.text" = "لن يُخصم المبلغ حتى يتم شحن طلبك.";

        /* l10nlayout: needs translation */
        /* Class = "UIButton"; normalTitle = "Forgot password?"; ObjectID = "ZJy-UV-Vyt"; */
        "ZJy-UV-Vyt.normalTitle" = "Forgot password?";

        /* Class = "UILabel"; text = "Hide Balance"; ObjectID = "ZUd-eZ-vjF"; */
        """), "added where ibtool's key order puts it, laid out like its neighbours")

        let upToDate = try snapshot()
        let again = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(again.code, 0, again.stdout)
        XCTAssertEqual(again.stdout, "all tables are up to date\n")
        let write = runTool(["extract"], in: project)
        XCTAssertEqual(write.code, 0)
        try assertUntouched(upToDate, "an up-to-date project is not rewritten")
        // The key extract added in English still fails the check until it is translated.
        let verify = runTool(["verify", "ar", "--fail-on", "warning", "-q"], in: project)
        XCTAssertEqual(verify.code, 1)
        XCTAssertTrue(verify.stdout.contains("'ZJy-UV-Vyt.normalTitle' still has the base text \"Forgot password?\" that extract added; translate it into ar [needs-review]"), verify.stdout)
    }

    /// Delete the "Privacy Policy" label, move the terms note into the stack view, rename "Order Summary":
    /// exactly one removal and one review per table, the move changes nothing, every other entry stays
    /// byte for byte.
    func testDeleteMoveAndEditAreExactlyTheChangesReported() throws {
        XCTAssertEqual(runTool(["extract"], in: project).code, 0, "bring ar up to date first (planted missing key)")
        let storyboardURL = project.appendingPathComponent("Base.lproj/Main.storyboard")
        var lines = try String(contentsOf: storyboardURL, encoding: .utf8).components(separatedBy: "\n")

        // Delete the label and its constraints.
        let deleted = try XCTUnwrap(lines.firstIndex { $0.contains("<label ") && $0.contains("id=\"80Q-Kz-C0W\"") })
        let deletedEnd = try XCTUnwrap(lines[deleted...].firstIndex { $0.contains("</label>") })
        lines.removeSubrange(deleted...deletedEnd)
        lines.removeAll { $0.contains("<constraint ") && $0.contains("\"80Q-Kz-C0W\"") }

        // Move the terms note from the root view into the stack view, with a new frame and no constraints.
        let moved = try XCTUnwrap(lines.firstIndex { $0.contains("<label ") && $0.contains("id=\"QNp-A5-LWo\"") })
        let movedEnd = try XCTUnwrap(lines[moved...].firstIndex { $0.contains("</label>") })
        var movedLines = Array(lines[moved...movedEnd])
        lines.removeSubrange(moved...movedEnd)
        lines.removeAll { $0.contains("<constraint ") && $0.contains("\"QNp-A5-LWo\"") }
        movedLines[1] = #"<rect key="frame" x="0.0" y="212" width="345" height="15.666666666666666"/>"#
        let stackEnd = try XCTUnwrap(lines.firstIndex { $0.contains("</stackView>") }) - 1
        XCTAssertTrue(lines[stackEnd].contains("</subviews>"))
        lines.insert(contentsOf: movedLines, at: stackEnd)

        // Change a base text.
        let edited = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"Ah6-Kn-ClK\"") })
        lines[edited] = lines[edited].replacingOccurrences(of: #"text="Order Summary""#, with: #"text="Your Order""#)
        try lines.joined(separator: "\n").write(to: storyboardURL, atomically: true, encoding: .utf8)

        let before = try snapshot()
        var originals: [String: StringsFile] = [:]
        for language in Self.languages {
            originals[language] = StringsFile(bytes: [UInt8](try Data(contentsOf: project.appendingPathComponent("\(language).lproj/Main.strings"))))
        }
        func expectedReport(_ prefix: String) throws -> String {
            var lines: [String] = []
            for language in Self.languages {
                let file = try XCTUnwrap(originals[language])
                let removed = try XCTUnwrap(file.entries.first { $0.key == "80Q-Kz-C0W.text" })
                let review = try XCTUnwrap(file.entries.first { $0.key == "Ah6-Kn-ClK.text" })
                let table = "\(language).lproj/Main.strings"
                lines.append("\(table):\(removed.keyLocation!): \(prefix)remove \"80Q-Kz-C0W.text\" (object gone; translation \"\(removed.value)\")")
                lines.append("\(table):\(review.keyLocation!): needs review: \"Ah6-Kn-ClK.text\" base text changed from \"Order Summary\" to \"Your Order\" (marked in the table)")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        let check = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(check.code, 1, check.stderr)
        XCTAssertEqual(check.stdout, try expectedReport("would ") + "would update 7 tables; 7 translations to review\n")
        try assertUntouched(before, "--check writes nothing")
        let dryRun = runTool(["extract", "--dry-run"], in: project)
        XCTAssertEqual(dryRun.code, 0, dryRun.stderr)
        XCTAssertEqual(dryRun.stdout, check.stdout, "--dry-run prints the same changes")
        try assertUntouched(before, "--dry-run writes nothing")

        let update = runTool(["extract"], in: project)
        XCTAssertEqual(update.code, 0, update.stderr)
        XCTAssertEqual(update.stdout, try expectedReport("") + "updated 7 tables; 7 translations to review\n")
        let after = try snapshot()
        for path in before.keys.sorted() where !path.hasSuffix("/Main.strings") && !path.hasSuffix("/Main.storyboard") {
            XCTAssertEqual(after[path]?.bytes, before[path]?.bytes, "\(path) is untouched")
            XCTAssertEqual(after[path]?.modified, before[path]?.modified, "\(path) is not rewritten")
        }
        for language in Self.languages {
            let original = try XCTUnwrap(originals[language])
            let updated = StringsFile(bytes: [UInt8](try Data(contentsOf: project.appendingPathComponent("\(language).lproj/Main.strings"))))
            XCTAssertFalse(updated.hasErrors)
            let kept = original.entries.filter { $0.key != "80Q-Kz-C0W.text" }
            XCTAssertEqual(updated.entries.map(\.key), kept.map(\.key), language)
            for (old, new) in zip(kept, updated.entries) {
                if old.key == "Ah6-Kn-ClK.text" {
                    XCTAssertEqual(new.comment, #"/* Class = "UILabel"; text = "Your Order"; ObjectID = "Ah6-Kn-ClK"; */"#)
                    XCTAssertEqual(new.rawKey + new.rawValue, old.rawKey + old.rawValue, "\(language): the translation stays")
                    XCTAssertEqual(new.reviewMarker, .needsReview(oldBaseText: "Order Summary", translation: old.value), language)
                    XCTAssertEqual(new.rawText, Self.marked(old, language: language), language)
                } else {
                    XCTAssertEqual(new.rawText, old.rawText, "\(language) \(old.key) is byte-identical")
                }
            }
            // The whole file: the original with the removed entry cut out, one comment changed and its review
            // recorded above it.
            let removed = try XCTUnwrap(original.entries.first { $0.key == "80Q-Kz-C0W.text" })
            let reviewed = try XCTUnwrap(original.entries.first { $0.key == "Ah6-Kn-ClK.text" })
            let expected = String(decoding: original.serialized(), as: UTF8.self)
                .replacingOccurrences(of: removed.rawText, with: "")
                .replacingOccurrences(of: reviewed.rawText, with: Self.marked(reviewed, language: language))
            XCTAssertEqual(try table(language), expected, language)
        }
        let stable = runTool(["extract", "--check"], in: project)
        XCTAssertEqual(stable.code, 0, stable.stdout)
    }

    /// The entry after extract: its comment quotes the new base text and a review marker stands above it.
    static func marked(_ entry: StringsEntry, language: String) -> String {
        let marker = "/* l10nlayout: needs review; base text was \"Order Summary\"; translation was \"\(entry.value)\" */\n"
        return entry.rawText.replacingOccurrences(of: "/* Class", with: marker + "/* Class")
            .replacingOccurrences(of: #"text = "Order Summary"; ObjectID"#, with: #"text = "Your Order"; ObjectID"#)
    }

    /// A new language gets every table the development language has: the documents' tables from the
    /// documents, and Localizable.strings (and its .stringsdict) copied with the development texts.
    func testAddLanguageCreatesEveryTableTheBaseHas() throws {
        let run = runTool(["extract", "--add-language", "fi"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        // The sample keeps its development texts in Base.lproj: Localizable.strings comes from there.
        let written = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("fi.lproj").path).sorted()
        XCTAssertEqual(written, try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("de.lproj").path).sorted())
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("fi.lproj/Localizable.strings")),
                       try Data(contentsOf: project.appendingPathComponent("Base.lproj/Localizable.strings")))
        XCTAssertEqual(runTool(["extract", "--add-language", "xx-invalid_lang"], in: project).code, 2)
    }

    /// For CI: what --check would change, as annotations on the tables.
    func testCheckReportsChangesAsFindingsForCI() throws {
        let run = runTool(["extract", "--check", "--format", "github"], in: project)
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.stdout.hasPrefix("::warning file=ar.lproj/Main.strings,line=1,col=1,title=Translation lacks a key [missing-key]::key 'ZJy-UV-Vyt.normalTitle' (UIButton normalTitle \"Forgot password?\") is missing; extract adds it"), run.stdout)
        let json = runTool(["extract", "--check", "--format", "json"], in: project)
        XCTAssertEqual(json.code, 1)
        XCTAssertTrue(json.stdout.contains("\"rule\": \"missing-key\""), json.stdout)
        XCTAssertEqual(runTool(["extract", "--format", "sarif"], in: project).code, 2, "a report format goes with --check or --dry-run")
    }
}
