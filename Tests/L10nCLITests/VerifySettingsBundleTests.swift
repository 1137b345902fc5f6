import Foundation
import XCTest
@testable import L10nCLI

/// The app's page in the Settings app (a hand-written `Settings.bundle` beside an app localized in German and French):
/// the Settings app looks each title of `Root.plist` up in the bundle's own `Root` table of the user's language and
/// shows it as written when the table lacks it.
final class VerifySettingsBundleTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("settings-bundle")
        try write("App/App.swift", "let title = NSLocalizedString(\"Title\", comment: \"\")\n")
        for (language, title) in [("en", "Title"), ("de", "Titel"), ("fr", "Titre")] {
            try write("App/\(language).lproj/Localizable.strings", "\"Title\" = \"\(title)\";\n")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    /// A property list of preference specifiers, with `StringsTable` when `table` is given.
    static func plist(table: String?, specifiers: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(table.map { "<key>StringsTable</key><string>\($0)</string>" } ?? "")
        <key>PreferenceSpecifiers</key><array>\(specifiers)</array>
        </dict></plist>
        """
    }

    func settingsFindings() throws -> [String] {
        let run = runTool(["verify", "--format", "json", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        return findings.filter { ($0["message"] as? String ?? "").contains("Settings app") }
            .map { "\($0["severity"] ?? "") \($0["rule"] ?? "") \($0["language"] ?? "") \($0["key"] ?? "")" }
    }

    /// German users read "Dark" and "Sounds" as written amid German titles; French users, whose language the bundle
    /// lacks, read the whole page as written: one finding for the table. An address reads the same everywhere.
    func testTitlesATableLacksShowAsWritten() throws {
        try write("Settings.bundle/Root.plist", Self.plist(table: "Root", specifiers: """
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Appearance</string></dict>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Theme</string>
              <key>Titles</key><array><string>Light</string><string>Dark</string></array></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string></dict>
            <dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>support@example.com</string></dict>
            """))
        try write("Settings.bundle/en.lproj/Root.strings", "\"Appearance\" = \"Appearance\";\n")
        try write("Settings.bundle/de.lproj/Root.strings", "\"Appearance\" = \"Darstellung\";\n\"Theme\" = \"Design\";\n\"Light\" = \"Hell\";\n")
        XCTAssertEqual(try settingsFindings(), [
            "warning missing-table  Root",
            "warning missing-key de Dark",
            "warning missing-key de Sounds",
        ])
    }

    /// InAppSettingsKit shows the bundle inside the app, from a pane's `.inApp.plist` where the bundle has one (Sabbath
    /// School's `Root.inApp.plist`, whose "Website" row the Settings app's `Root.plist` lacks): a text only that list has is
    /// missing for the app's own settings screen; one both lists have is one finding. An app that opens no in-app settings
    /// never shows the variant.
    func testAnInAppSettingsVariantShowsInTheApp() throws {
        try write("Settings.bundle/Root.plist", Self.plist(table: "Root", specifiers: """
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string></dict>
            """))
        try write("Settings.bundle/Root.inApp.plist", Self.plist(table: "Root", specifiers: """
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string></dict>
            <dict><key>Type</key><string>IASKOpenURLSpecifier</string><key>Title</key><string>Rate the app</string></dict>
            <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Sounds</string><key>File</key><string>About</string></dict>
            """))
        // A child pane only the in-app list opens.
        try write("Settings.bundle/About.plist", Self.plist(table: "Root", specifiers: """
            <dict><key>Type</key><string>IASKOpenURLSpecifier</string><key>Title</key><string>Privacy policy</string></dict>
            """))
        for language in ["en", "fr"] { try write("Settings.bundle/\(language).lproj/Root.strings", "\"Sounds\" = \"Sounds\";\n\"Rate the app\" = \"Rate the app\";\n") }
        try write("Settings.bundle/de.lproj/Root.strings", "\"Sounds\" = \"Töne\";\n")
        func found() throws -> [String] {
            let run = runTool(["verify", "--format", "json", "--fail-on", "never", "-q"], in: project)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["file"] as? String ?? "").hasPrefix("Settings.bundle") && $0["severity"] as? String != "info" }
                .map { "\($0["severity"] ?? "") \($0["rule"] ?? "") \($0["language"] ?? "") \($0["key"] ?? "") \(($0["message"] as? String ?? "").contains("the app's settings screen"))" }
        }
        // (The base table's lint sees the key missing too: one finding, the pane's, where the app shows the pane.)
        XCTAssertEqual(try found(), ["warning missing-key de Rate the app false"])
        try write("App/Settings.swift", "import UIKit\nlet settings = IASKAppSettingsViewController()\n")
        XCTAssertEqual(try found(), ["warning missing-key de Privacy policy true", "warning missing-key de Rate the app true",
                                     "warning missing-key fr Privacy policy true"])
        // A language the bundle has no table of: one finding for the Settings app's pane, none again for the in-app ones.
        try write("App/it.lproj/Localizable.strings", "\"Title\" = \"Titolo\";\n")
        XCTAssertEqual(try found().filter { $0.contains("missing-table") }, ["warning missing-table  Root false"])
    }

    /// A legacy folder name (`zh_CN.lproj`) is the table Simplified Chinese users read: the app's `zh-Hans` is checked
    /// against it, once, and no table is missing.
    func testALegacyChineseFolderIsTheTableOfSimplifiedChinese() throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/de.lproj"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/fr.lproj"))
        try write("App/zh-Hans.lproj/Localizable.strings", "\"Title\" = \"标题\";\n")
        try write("Settings.bundle/Root.plist", Self.plist(table: "Root", specifiers: """
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Appearance</string></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string></dict>
            """))
        try write("Settings.bundle/zh_CN.lproj/Root.strings", "\"Appearance\" = \"外观\";\n")
        XCTAssertEqual(try settingsFindings(), ["warning missing-key zh-Hans Sounds"])
    }

    /// A list that names no `StringsTable` is shown as written in every language, by design: no table is asked.
    func testAListWithoutAStringsTableIsNotLocalized() throws {
        try write("Settings.bundle/Root.plist", Self.plist(table: nil, specifiers: """
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string></dict>
            """))
        XCTAssertEqual(try settingsFindings(), [])
    }
}
