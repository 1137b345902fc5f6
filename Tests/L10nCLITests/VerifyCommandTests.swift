import Foundation
import XCTest
@testable import L10nCLI

/// `verify` on the sample app: every planted mistake of Localizations/README.md is reported with its rule,
/// object and location, nothing else is an error, and fixing each mistake clears it.
final class VerifyCommandTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch copy of the sample app.
    func copyOfSample() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-verify-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.package.appendingPathComponent("Localizations"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    struct Reported: Hashable {
        var rule: String
        var file: String
        var line: Int
        var objectID: String?
        var language: String
    }

    func findings(_ arguments: [String], in folder: URL) throws -> (code: Int32, findings: [[String: Any]]) {
        let run = runTool(["verify"] + arguments + ["--project", ".", "--format", "json"], in: folder)
        XCTAssertTrue(run.code == 0 || run.code == 1, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        return (run.code, try XCTUnwrap(object["findings"] as? [[String: Any]]))
    }

    /// The planted mistakes: rule, file (relative to the project), line, object, language.
    static let planted: [(rule: String, file: String, line: Int, object: String, language: String)] = [
        ("text-truncated", "de.lproj/Main.strings", 21, "9Bh-GY-0t3", "de"),
        ("text-truncated", "ru.lproj/Main.strings", 78, "jEU-P0-kiP", "ru"),
        ("rtl-left-right-constraint", "Base.lproj/Main.storyboard", 234, "bkI-cu-BYm", "ar"),
        ("rtl-left-right-constraint", "Base.lproj/Main.storyboard", 220, "bkI-cu-BYm", "ar"),
        ("rtl-fixed-alignment", "Base.lproj/Main.storyboard", 536, "WMl-la-8RH", "ar"),
        // Mistakes 3 and 4 show in every right-to-left language, Hebrew too.
        ("rtl-left-right-constraint", "Base.lproj/Main.storyboard", 234, "bkI-cu-BYm", "he"),
        ("rtl-left-right-constraint", "Base.lproj/Main.storyboard", 220, "bkI-cu-BYm", "he"),
        ("rtl-fixed-alignment", "Base.lproj/Main.storyboard", 536, "WMl-la-8RH", "he"),
        ("bidi-paragraph-starts-ltr", "ar.lproj/Main.strings", 78, "jSk-Bm-Ny0", "ar"),
        ("missing-key", "ar.lproj/Main.strings", 49, "ZJy-UV-Vyt", "ar"),
        ("format-specifier-mismatch", "de.lproj/Localizable.strings", 10, "", "de"),
    ]

    func testEveryPlantedMistakeIsReportedAndNothingElseIsAnError() throws {
        let folder = try copyOfSample()
        let (code, all) = try findings([], in: folder)
        XCTAssertEqual(code, 1)
        let prefix = folder.path + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        for mistake in Self.planted {
            let match = all.contains { finding in
                finding["rule"] as? String == mistake.rule && relative(finding["file"] as? String ?? "") == mistake.file
                    && finding["line"] as? Int == mistake.line && finding["language"] as? String == mistake.language
                    && (mistake.object.isEmpty || finding["objectID"] as? String == mistake.object)
            }
            XCTAssertTrue(match, "not reported: \(mistake)")
        }
        let errors = all.filter { $0["severity"] as? String == "error" }
        let expectedErrors = Set(Self.planted.filter { ["text-truncated", "format-specifier-mismatch"].contains($0.rule) }.map { "\($0.file):\($0.line)" })
        for error in errors {
            let place = "\(relative(error["file"] as? String ?? "")):\(error["line"] as? Int ?? 0)"
            XCTAssertTrue(expectedErrors.contains(place), "unexpected error: \(error["message"] ?? "")")
        }
    }

    /// A constraint naming a view the storyboard no longer has (Firefox Lockbox's item detail screen kept three) is left
    /// out with a located warning: the app is still checked, every planted mistake still reported.
    func testAConstraintNamingNoObjectIsLeftOutNotFatal() throws {
        let folder = try copyOfSample()
        let storyboard = folder.appendingPathComponent("Base.lproj/Main.storyboard")
        var lines = try String(contentsOf: storyboard, encoding: .utf8).components(separatedBy: "\n")
        let at = try XCTUnwrap(lines.firstIndex { $0.contains("<constraints>") })
        lines.insert("<constraint firstItem=\"gone-00-000\" firstAttribute=\"centerX\" secondItem=\"gone-00-001\" secondAttribute=\"centerX\" id=\"dng-00-000\"/>", at: at + 1)
        try lines.joined(separator: "\n").write(to: storyboard, atomically: true, encoding: .utf8)
        let run = runTool(["verify", "--project", ".", "--format", "json"], in: folder)
        XCTAssertEqual(run.code, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Base.lproj/Main.storyboard:\(at + 2):1: warning: firstItem=\"gone-00-000\" names no object of this document"), run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
        let rules = Set((object["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
        XCTAssertTrue(Set(Self.planted.map(\.rule)).isSubset(of: rules), "\(rules)")
    }

    /// All the planted mistakes fixed at once: none is reported any more and verify exits 0.
    func testFixingEveryMistakeClearsThem() throws {
        let folder = try copyOfSample()
        func edit(_ file: String, _ old: String, _ new: String) throws {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(file) lacks \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("de.lproj/Main.strings", "\"Zahlungspflichtig bestellen\"", "\"Bestellen\"")
        try edit("ru.lproj/Main.strings", "\"Промежуточный итог\"", "\"Итого\"")
        try edit("Base.lproj/Main.storyboard", #"firstAttribute="left""#, #"firstAttribute="leading""#)
        try edit("Base.lproj/Main.storyboard", #"secondAttribute="left""#, #"secondAttribute="leading""#)
        try edit("Base.lproj/Main.storyboard", #"firstAttribute="right""#, #"firstAttribute="trailing""#)
        try edit("Base.lproj/Main.storyboard", #"secondAttribute="right""#, #"secondAttribute="trailing""#)
        try edit("Base.lproj/Main.storyboard", #"textAlignment="left""#, #"textAlignment="natural""#)
        try edit("ar.lproj/Main.strings", "\"Acme Pay يرحّب بك!\"", "\"مرحبًا بك في Acme Pay\"")
        try edit("de.lproj/Localizable.strings", "%@ Artikel im Warenkorb", "%d Artikel im Warenkorb")
        // The missing Arabic key is added as extract would add it.
        let arTable = folder.appendingPathComponent("ar.lproj/Main.strings")
        try (try String(contentsOf: arTable, encoding: .utf8) + "\n/* Class = \"UIButton\"; normalTitle = \"Forgot password?\"; ObjectID = \"ZJy-UV-Vyt\"; */\n\"ZJy-UV-Vyt.normalTitle\" = \"نسيت كلمة المرور؟\";\n")
            .write(to: arTable, atomically: true, encoding: .utf8)
        let (code, all) = try findings([], in: folder)
        XCTAssertEqual(code, 0, "\(all.filter { $0["severity"] as? String == "error" })")
        let planted = Set(Self.planted.map(\.rule))
        let left = all.filter { planted.contains($0["rule"] as? String ?? "") && $0["severity"] as? String != "info" }
        XCTAssertTrue(left.isEmpty, "still reported: \(left.map { $0["message"] ?? "" })")
    }

    func testLanguagesShardsAndUsageErrors() throws {
        let folder = try copyOfSample()
        let (_, german) = try findings(["de"], in: folder)
        XCTAssertTrue(german.allSatisfy { $0["language"] as? String == "de" })
        // Two shards together report what one run does.
        let (_, one) = try findings(["--shard", "1/2"], in: folder)
        let (_, two) = try findings(["--shard", "2/2"], in: folder)
        let (_, whole) = try findings([], in: folder)
        let layoutRules: (Any) -> Bool = { ($0 as? [String: Any])?["device"] != nil }
        XCTAssertEqual((one + two).filter(layoutRules).count, whole.filter(layoutRules).count)
        XCTAssertEqual(runTool(["verify", "xx", "--project", folder.path]).code, 2)
        XCTAssertEqual(runTool(["verify", "--project", "/nonexistent"]).code, 2)
        XCTAssertEqual(runTool(["verify", "--project", folder.path, "--shard", "3/2"]).code, 2)
    }

    /// `exclude` paths are relative to the project, whatever the current directory is.
    func testExcludedPathsAreRelativeToTheProject() throws {
        let folder = try copyOfSample()
        try #"{"exclude": ["de.lproj/"]}"#.write(to: folder.appendingPathComponent(".l10nlayout.json"), atomically: true, encoding: .utf8)
        let run = runTool(["verify", "de", "--project", folder.lastPathComponent, "--format", "json"], in: folder.deletingLastPathComponent())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
        let files = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        XCTAssertFalse(files.contains { $0.contains("de.lproj/") }, "\(files)")
    }

    func testSettingsFileIsReadAndTyposAreErrors() throws {
        let folder = try copyOfSample()
        let config = folder.appendingPathComponent(".l10nlayout.json")
        try #"{"languages": ["de"], "rules": {"text-truncated": "off"}}"#.write(to: config, atomically: true, encoding: .utf8)
        let (_, found) = try findings([], in: folder)
        XCTAssertTrue(found.allSatisfy { $0["language"] as? String == "de" })
        XCTAssertFalse(found.contains { $0["rule"] as? String == "text-truncated" })
        try #"{"langauges": ["de"]}"#.write(to: config, atomically: true, encoding: .utf8)
        let typo = runTool(["verify", "--project", folder.path])
        XCTAssertEqual(typo.code, 2)
        XCTAssertTrue(typo.stderr.contains("unknown key \"langauges\""), typo.stderr)
        try #"{"rules": {"text-truncated": "loud"}}"#.write(to: config, atomically: true, encoding: .utf8)
        XCTAssertTrue(runTool(["verify", "--project", folder.path]).stderr.contains("\"text-truncated\" must be off, error, warning or info"))
    }
}

final class VerifyBaselineTests: XCTestCase {
    /// A baseline hides today's findings, shows a new one, and survives an unrelated edit that moves lines.
    func testBaselineReportsOnlyNewFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nlayout-baseline-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: VerifyCommandTests.package.appendingPathComponent("Localizations"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let write = runTool(["verify", "--project", ".", "--write-baseline", "baseline.json"], in: folder)
        XCTAssertEqual(write.code, 0, write.stderr)
        XCTAssertTrue(write.stderr.contains("recorded"), write.stderr)
        let clean = runTool(["verify", "--project", ".", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(clean.code, 0, clean.stdout)
        XCTAssertTrue(clean.stdout.hasSuffix("0 errors, 0 warnings, 0 infos\n"), clean.stdout)

        // An unrelated edit moves every line of the German table; a new truncation appears in French.
        let german = folder.appendingPathComponent("de.lproj/Main.strings")
        try ("/* Reviewed by the German team. */\n\n" + String(contentsOf: german, encoding: .utf8)).write(to: german, atomically: true, encoding: .utf8)
        let french = folder.appendingPathComponent("fr.lproj/Main.strings")
        let text = try String(contentsOf: french, encoding: .utf8)
        let line = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.hasPrefix("\"9Bh-GY-0t3.normalTitle\"") })
        try text.replacingOccurrences(of: line, with: "\"9Bh-GY-0t3.normalTitle\" = \"Passer la commande et payer maintenant\";")
            .write(to: french, atomically: true, encoding: .utf8)
        let next = runTool(["verify", "--project", ".", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(next.code, 1)
        let reported = next.stdout.components(separatedBy: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        XCTAssertEqual(reported.count, 1, next.stdout)
        XCTAssertTrue(reported.first?.hasPrefix("fr.lproj/Main.strings:") == true, next.stdout)

        try "{\"version\": 99}".write(to: folder.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        let bad = runTool(["verify", "--project", ".", "--baseline", "old.json"], in: folder)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.stderr.contains("not an l10nlayout baseline"), bad.stderr)
    }
}
