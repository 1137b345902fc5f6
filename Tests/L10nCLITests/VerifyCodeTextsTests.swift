import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nChecks
import L10nText

/// What code puts into views replaces the storyboard's text (hand-written project): a 120 pt label whose
/// outlet the controller sets from `NSLocalizedString("welcome.title", …)`, a second label set from data,
/// and a third the code never touches.
final class VerifyCodeTextsTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("code-texts")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    static func label(_ id: String, _ text: String, y: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="120" height="20.333333333333332"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static func pinned(_ id: String, top: Int, prefix: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="\(prefix)1"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(top)" id="\(prefix)2"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="120" id="\(prefix)3"/>
        """
    }

    /// The severity of each missing-key finding `verify de` reports, by key (only those of `file` when given).
    func missingKeySeverities(in file: String? = nil) throws -> [String: String] {
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter {
            ($0["rule"] as? String) == "missing-key" && (file == nil || ($0["file"] as? String) == file)
        }
        return Dictionary(missing.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    /// Asserts that `verify de` reports exactly `expected` as texts put on screen as written (each finding's quoted
    /// text, in the report's order).
    func assertHardCodedTextsShown(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr, file: file, line: line)
        let shown = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }
            .map { String($0.split(separator: "\"").dropFirst().first ?? "") }
        XCTAssertEqual(shown, expected, run.stdout, file: file, line: line)
    }

    func makeProject() throws {
        try write("Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vcx-00-001" customClass="WelcomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(Self.label("lbl-00-001", "Label", y: 79))
        \(Self.label("lbl-00-002", "Name", y: 119))
        \(Self.label("lbl-00-003", "Hello", y: 159))
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(Self.pinned("lbl-00-001", top: 20, prefix: "a"))
        \(Self.pinned("lbl-00-002", top: 60, prefix: "b"))
        \(Self.pinned("lbl-00-003", top: 100, prefix: "c"))
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                                <outlet property="nameLabel" destination="lbl-00-002" id="out-00-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        try write("WelcomeViewController.swift", """
        import UIKit

        final class WelcomeViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var nameLabel: UILabel!
            var user: User!

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = NSLocalizedString("welcome.title", comment: "The greeting")
                nameLabel.text = user.name
            }
        }
        """)
        // The storyboard's texts, translated as translators do: even the placeholders.
        try write("de.lproj/Main.strings", """

        /* Class = "UILabel"; text = "Label"; ObjectID = "lbl-00-001"; */
        "lbl-00-001.text" = "Label";

        /* Class = "UILabel"; text = "Name"; ObjectID = "lbl-00-002"; */
        "lbl-00-002.text" = "Ein sehr langer Name der nicht passt";

        /* Class = "UILabel"; text = "Hello"; ObjectID = "lbl-00-003"; */
        "lbl-00-003.text" = "Hallo";

        """)
        try write("de.lproj/Localizable.strings", """
        /* The greeting */
        "welcome.title" = "Herzlich willkommen bei uns";

        """)
    }

    func testTheCodesTranslationIsMeasuredAndPlaceholdersAreNot() throws {
        try makeProject()
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        // The greeting the code sets is cut off in the 120 pt label: found at its Localizable.strings entry,
        // with the label in the storyboard as the related place.
        let truncated = findings.filter { $0["rule"] as? String == "text-truncated" }
        XCTAssertEqual(truncated.count, 1, "\(findings)")
        XCTAssertEqual(truncated.first?["file"] as? String, "de.lproj/Localizable.strings")
        XCTAssertEqual(truncated.first?["line"] as? Int, 2)
        XCTAssertEqual(truncated.first?["objectID"] as? String, "lbl-00-001")
        XCTAssertEqual(truncated.first?["key"] as? String, "welcome.title")
        XCTAssertTrue((truncated.first?["message"] as? String)?.contains("Herzlich willkommen bei uns") == true)
        let related = try XCTUnwrap(truncated.first?["related"] as? [[String: Any]])
        XCTAssertEqual(related.first?["file"] as? String, "Base.lproj/Main.storyboard")
        // The storyboard's placeholders ("Label", and "Name" which code replaces with data) are not checked:
        // neither its long German text nor the untranslated "Label".
        XCTAssertFalse(findings.contains { ($0["key"] as? String) == "lbl-00-002.text" }, "\(findings)")
        XCTAssertFalse(findings.contains { ($0["key"] as? String) == "lbl-00-001.text" }, "\(findings)")
    }

    /// A Localizable table iOS cannot load (a missing `;` before the greeting stops its reader): the label
    /// shows the development text, so the German greeting's truncation is not reported; the syntax error is.
    func testACodeTranslationIOSDoesNotLoadIsNotMeasured() throws {
        try makeProject()
        try write("de.lproj/Localizable.strings", """
        "other" = "x"
        /* The greeting */
        "welcome.title" = "Herzlich willkommen bei uns";

        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(run.stdout.contains("[syntax-error]"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Herzlich willkommen bei uns\" is cut off"), run.stdout)
    }

    /// The keys the code looks up, against the German table: one it lacks (German users see English), one
    /// whose translation reads two arguments where the code passes one, and a call with a variable key.
    func testKeysTheCodeLooksUpAreChecked() throws {
        try makeProject()
        try write("Cart.swift", """
        import Foundation

        func cartSummary(count: Int, key: String) -> String {
            let title = NSLocalizedString("cart.title", comment: "")
            let items = String(format: NSLocalizedString("cart.items", comment: ""), count)
            let dynamic = NSLocalizedString(key, comment: "")
            return title + items + dynamic
        }
        """)
        try write("de.lproj/Localizable.strings", """
        /* The greeting */
        "welcome.title" = "Herzlich willkommen bei uns";

        "cart.items" = "%d Artikel, %d Seiten";

        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("de.lproj/Localizable.strings:5:1: warning: key 'cart.title' that the code looks up is missing from the de Localizable table, so de users see \"cart.title\" [missing-key]"), run.stdout)
        XCTAssertTrue(lines.contains("de.lproj/Localizable.strings:4:16: error: the code passes 1 argument to 'cart.items' but the de value reads 2, which crashes or shows garbage [format-specifier-mismatch]"), run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Cart.swift:6:19: note: NSLocalizedString(key, …)") && $0.hasSuffix("[dynamic-key]") }, run.stdout)
    }

    /// Tuist's synthesized accessors read without a call (SwissTransfer's `let template: (Any) -> String =
    /// …Localizable.onboardingStorageSubtitleTemplate`) are functions passed on, called later with as many values as the
    /// development text reads: no "passes 0 arguments" against a translation reading one. A translation's `%s` where the
    /// base reads `%@` stays an error.
    func testAnAccessorReadWithoutACallPassesNoCount() throws {
        try write("Onboarding.swift", """
        import Foundation

        struct Onboarding {
            let template: (Any) -> String = AppStrings.Localizable.storageSubtitle
            func expiry(_ date: String) -> String { AppStrings.Localizable.expiresThe(date) }
            func text() -> String { template("50 GB") }
        }
        """)
        try write("en.lproj/Localizable.strings", """
        "storageSubtitle" = "Send up to %@ of files";
        "expiresThe" = "Expires the %@";

        """)
        try write("da.lproj/Localizable.strings", """
        "storageSubtitle" = "Send op til %@ filer";
        "expiresThe" = "Udløber den %s";

        """)
        let run = runTool(["verify", "da", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("passes 0 arguments"), run.stdout)
        XCTAssertTrue(run.stdout.contains("da.lproj/Localizable.strings:2:29: error: format specifiers of 'expiresThe' differ from the base: da has %s, the base has %@"), run.stdout)
    }

    /// A key without a letter (`Text(" ")`, `"%"`) reads the same in every language: no table misses it. A key the
    /// String Catalog beside the development language's table holds is in that language's table (Itori's catalog beside
    /// an unlocalized Localizable.stringsdict): its users read the catalog's text, not the key.
    func testKeysWithoutLettersAndKeysOfTheCatalogBesideTheTableAreNotMissing() throws {
        try makeProject()
        try write("Cart.swift", """
        import Foundation

        func cart() -> [String] {
            [NSLocalizedString(" ", comment: ""), NSLocalizedString("%", comment: ""),
             NSLocalizedString("cart.title", comment: ""), NSLocalizedString("cart.gone", comment: "")]
        }
        """)
        try write("en.lproj/Localizable.strings", "\"cart.total\" = \"Total\";\n")
        try write("de.lproj/Localizable.strings", "\"cart.total\" = \"Summe\";\n")
        try write("Localizable.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"cart.title": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Cart"}},
          "de": {"stringUnit": {"state": "translated", "value": "Warenkorb"}}}}}}
        """)
        let run = runTool(["verify", "en", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let missing = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[missing-key]") && $0.contains("code looks up") }
        XCTAssertFalse(missing.contains { $0.contains("key ' '") || $0.contains("key '%'") }, run.stdout)
        XCTAssertFalse(missing.contains { $0.contains("'cart.title'") }, run.stdout)
        XCTAssertTrue(missing.contains { $0.contains("warning: key 'cart.gone' that the code looks up is missing from the en Localizable table") }, run.stdout)
    }

    /// A key the code looks up that a language lacks is one finding, where the table is a catalog beside an unlocalized
    /// `.stringsdict` of its name (Itori): the code's finding lands on the `.stringsdict`, the catalog's own missing key
    /// on the catalog, and they are one table.
    func testAKeyMissingFromACatalogBesideAStringsdictIsOneFinding() throws {
        try writeCatalogApp()
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try write("App.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "children = (S0, C0, );", with: "children = (S0, C0, D0, );")
            .replacingOccurrences(of: "files = (BC0, );", with: "files = (BC0, BD0, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
                \t\tD0 = {isa = PBXFileReference; path = Localizable.stringsdict; sourceTree = "<group>"; };
                \t\tBD0 = {isa = PBXBuildFile; fileRef = D0; };
                \t};
                \trootObject
                """))
        try write("App.swift", "import Foundation\nlet title = NSLocalizedString(\"cart.title\", comment: \"\")\n")
        try write("Localizable.stringsdict", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict></dict></plist>
        """)
        try write("Localizable.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "cart.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Cart"}}}},
          "cart.total": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Total"}},
                                           "de": {"stringUnit": {"state": "translated", "value": "Summe"}}}}}}
        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let missing = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[missing-key]") && $0.contains("'cart.title'") }
        XCTAssertEqual(missing.count, 1, run.stdout)
        XCTAssertTrue(missing.first?.contains("that the code looks up") ?? false, run.stdout)
    }

    /// A lookup kept in a constant that a format call then reads (HalloApp's `let format = NSLocalizedString("block.title",
    /// value: "Block %@", …)` … `String(format: format, name)`, the constant named as the call's label) passes that call's
    /// arguments: the Persian value written `@%` shows no name, one reading two values reads past the one passed; a spaced
    /// `% @` reads it.
    func testALookupKeptInAConstantPassesTheArgumentsOfTheFormatThatReadsIt() throws {
        try write("en.lproj/Localizable.strings", "\"other\" = \"Other\";\n")
        try write("fa.lproj/Localizable.strings", """
            "block.title" = "مسدود کردن @%";
            "unblock.title" = "رفع انسداد %@ %@";
            "mute.title" = "بی صدا % @";
            "other" = "دیگر";

            """)
        try write("Alerts.swift", """
            import Foundation

            func titles(_ name: String) -> [String] {
                let format = NSLocalizedString("block.title", value: "Block %@", comment: "")
                let unblock: String = NSLocalizedString("unblock.title", value: "Unblock %@", comment: "")
                let mute = NSLocalizedString("mute.title", value: "Mute %@", comment: "")
                return [String(format: format, name), String.localizedStringWithFormat(unblock, name), String(format: mute, name),
                        NSLocalizedString("other", comment: "")]
            }
            """)
        let run = runTool(["verify", "fa", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertEqual(lines, [
            "fa.lproj/Localizable.strings:1:17: warning: the code passes 1 argument to 'block.title' but the fa value reads 0; users do not see every value "
                + "[format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:2:19: error: the code passes 1 argument to 'unblock.title' but the fa value reads 2, which crashes or shows garbage "
                + "[format-specifier-mismatch]",
        ], run.stdout)
    }

    /// A key the development table lacks reads, in that language, the code's own default value. Where a property returns
    /// the lookup (HalloApp's `static var subtitle: String { NSLocalizedString(…, value: "To see %@'s moment", …) }`) its
    /// callers format it out of the call's sight: a translation reading fewer values than that text drops one. A lookup
    /// shown as it is (`label.text = …`) formats nothing: a note; a key a `.stringsdict` holds takes its format there. So is
    /// a constant of the lookup the block returns (`let formatString = LOOKUP; return formatString`), one formatted with
    /// an array (`String(format: format, arguments: parts)`, HalloApp's address), however many values it holds, and one
    /// declared before and given the lookup in a branch (`let formatString: String` … `formatString = LOOKUP`).
    func testATranslationIsHeldToTheCodesDefaultValueWhereTheDevelopmentTableLacksTheKey() throws {
        try write("en.lproj/Localizable.strings", "\"other\" = \"Other\";\n")
        try write("fa.lproj/Localizable.strings", """
            "moment.subtitle" = "برای دیدن لحظه @%";
            "shown.title" = "نمایش @%";
            "mapped.title" = "نگاشت @%";
            "count.title" = "پیام";
            "other" = "دیگر";
            "address.detail" = "@$1%، @$2%";
            "export.available" = "در تاریخ @$1%";
            "expiry.changed" = "انقضا را به @1% تغییر دادید";

            """)
        try write("fa.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>count.title</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>
            <string>d</string><key>other</key><string>%d پیام</string></dict></dict></dict></plist>
            """)
        try write("Strings.swift", """
            import UIKit

            enum Strings {
                static var subtitle: String { NSLocalizedString("moment.subtitle", value: "To see %@'s moment", comment: "") }
                static func count() -> String { return NSLocalizedString("count.title", value: "%d messages", comment: "") }
                static var available: String {
                    let formatString = NSLocalizedString("export.available", value: "Available on %1$@", comment: "")
                    return formatString
                }
            }

            func address(_ parts: [String]) -> String {
                let format = NSLocalizedString("address.detail", value: "%@, %@", comment: "")
                return String(format: format, arguments: parts)
            }

            func expiry(_ mine: Bool, _ time: String) -> String {
                let formatString: String
                if mine {
                    formatString = NSLocalizedString("expiry.changed", value: "You changed the expiration to %1@", comment: "")
                } else {
                    formatString = "%@"
                }
                return String(format: formatString, time)
            }

            func show(_ label: UILabel, _ name: String) {
                label.text = String(format: Strings.subtitle, name) + String(format: Strings.count(), 2)
                label.text = NSLocalizedString("shown.title", value: "Shown %@", comment: "")
                // (A closure's body is no property's: what it returns is shown here.)
                label.text = [1].map { _ in NSLocalizedString("mapped.title", value: "Mapped %@", comment: "") }.first
                label.text = NSLocalizedString("other", comment: "")
            }
            """)
        let run = runTool(["verify", "fa", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertEqual(lines, [
            "fa.lproj/Localizable.strings:1:21: warning: the fa value of 'moment.subtitle' reads 0 arguments but the development language's text, the code's "
                + "own \"To see %@'s moment\", reads 1; users do not see every value [format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:2:17: note: the fa value of 'shown.title' reads 0 arguments but the development language's text, the code's "
                + "own \"Shown %@\", reads 1; users do not see every value (no code formats the text: it is shown as written) [format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:3:18: note: the fa value of 'mapped.title' reads 0 arguments but the development language's text, the code's "
                + "own \"Mapped %@\", reads 1; users do not see every value (no code formats the text: it is shown as written) [format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:6:20: warning: the fa value of 'address.detail' reads 0 arguments but the development language's text, the code's "
                + "own \"%@, %@\", reads 2; users do not see every value [format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:7:22: warning: the fa value of 'export.available' reads 0 arguments but the development language's text, the code's "
                + "own \"Available on %1$@\", reads 1; users do not see every value [format-specifier-mismatch]",
            "fa.lproj/Localizable.strings:8:20: warning: the code passes 1 argument to 'expiry.changed' but the fa value reads 0; users do not see every value "
                + "[format-specifier-mismatch]",
        ].sorted(), run.stdout)
        // With the key in the development table, the tables are linted side by side instead.
        try write("en.lproj/Localizable.strings", "\"other\" = \"Other\";\n\"moment.subtitle\" = \"To see %@'s moment\";\n")
        let listed = runTool(["verify", "fa", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(listed.stdout.contains("'moment.subtitle' reads 0 arguments"), listed.stdout)
        XCTAssertTrue(listed.stdout.contains("format specifiers of 'moment.subtitle' differ from the base"), listed.stdout)
    }

    /// SwiftUI fills an interpolated key's specifiers with its interpolations (Pocket Poster's `Label("Version \(version)
    /// (\(build))")`): a translation without them drops the values, a warning, not a text shown as written.
    func testAnInterpolatedKeysValuesAreFormatted() throws {
        try write("en.lproj/Localizable.strings", "\"Version %@ (%@)\" = \"Version %1$@ (%2$@)\";\n")
        try write("fr-BE.lproj/Localizable.strings", "\"Version %@ (%@)\" = \"Version 1\";\n")
        try write("About.swift", """
            import SwiftUI

            @main struct AboutApp: App { var body: some Scene { WindowGroup { About(version: "1.2", build: "7") } } }
            struct About: View {
                let version: String
                let build: String
                var body: some View { Label("Version \\(version) (\\(build))", systemImage: "info.circle") }
            }
            """)
        let run = runTool(["verify", "fr-BE", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertEqual(lines.count, 1, run.stdout)
        XCTAssertFalse(lines.first?.contains(": note:") ?? true, run.stdout)
        XCTAssertFalse(run.stdout.contains("no code formats the text"), run.stdout)
    }

    /// A SwiftUI key of values only (`Text("\(count)")`) is one of the keys of its shape, a specifier for each value: it
    /// leaves the other keys no more looked up than before (vericapture's "filesize.kb", whose German value reads a
    /// number no code passes, is never shown), while a key of its shape may be.
    func testAKeyOfValuesOnlyLeavesOtherKeysUnlookedUp() throws {
        try write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"size.kb\" = \"KB\";\n\"%lld\" = \"%lld\";\n")
        try write("de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n\"size.kb\" = \"%.1f KB\";\n\"%lld\" = \"%@\";\n")
        try write("CountView.swift", """
            import SwiftUI

            @main struct CountApp: App {
                var body: some Scene { WindowGroup { CountView(count: 3) } }
            }

            struct CountView: View {
                let count: Int
                var body: some View {
                    VStack {
                        Text("title")
                        Text("\\(count)")
                    }
                }
            }
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertEqual(lines.map { String($0.prefix(while: { $0 != " " })) + ($0.contains("no code looks the key up") ? " unlooked" : "") }, [
            "de.lproj/Localizable.strings:2:14: unlooked",
            "de.lproj/Localizable.strings:3:11:",
        ], run.stdout)
    }

    /// A translation that repeats the code's own default value (HalloApp's Brazilian "You created the group", the English
    /// default of a key its English table lacks) is untranslated, as a copied base text is; a name, a host name ("x.com"),
    /// a value the translator changed, or the app's name with words the language's own translations use (Frame Grabber's
    /// "Frame Grabber: Feedback", which German and Portuguese write so), is not. An app name that is a common word ("Recipes")
    /// is that word too: "No Recipes" is untranslated.
    func testATranslationRepeatingTheCodesDefaultValueIsUntranslated() throws {
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Frame Grabber</string><key>CFBundleName</key><string>Recipes</string></dict></plist>
            """)
        try write("en.lproj/Localizable.strings", "\"other\" = \"Other\";\n")
        try write("pt-BR.lproj/Localizable.strings", """
            "group.created" = "You created the group and added your friends";
            "group.left" = "Você saiu do grupo";
            "app.name" = "HalloApp";
            "other" = "Outro";
            "feedback.prompt" = "Envie seu feedback no app";
            "about.subject" = "Frame Grabber: Feedback";
            "empty" = "No Recipes";

            """)
        // (Persian writes its own script: only there does a Latin text read as untranslated.)
        try write("fa.lproj/Localizable.strings", """
            "group.created" = "شما گروه را ساختید";
            "network.site" = "x.com";

            """)
        try write("Events.swift", """
            import UIKit

            func show(_ label: UILabel) {
                label.text = NSLocalizedString("group.created", value: "You created the group and added your friends", comment: "")
                label.text = NSLocalizedString("group.left", value: "You left the group", comment: "")
                label.text = NSLocalizedString("app.name", value: "HalloApp", comment: "")
                label.text = NSLocalizedString("network.site", value: "x.com", comment: "")
                label.text = NSLocalizedString("other", comment: "")
                label.text = NSLocalizedString("feedback.prompt", value: "Send your feedback", comment: "")
                label.text = NSLocalizedString("about.subject", value: "Frame Grabber: Feedback", comment: "")
                label.text = NSLocalizedString("empty", value: "No Recipes", comment: "")
            }
            """)
        let run = runTool(["verify", "pt-BR", "fa", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[untranslated]") }
        XCTAssertEqual(lines, [
            "pt-BR.lproj/Localizable.strings:1:19: warning: 'group.created' is identical to the base text 'You created the group and added your friends' in "
                + "pt-BR: its words are en words, so pt-BR users read it untranslated (the code's own default value: the development language's table "
                + "does not have the key) [untranslated]",
            "pt-BR.lproj/Localizable.strings:7:11: warning: 'empty' is identical to the base text 'No Recipes' in "
                + "pt-BR: its words are en words, so pt-BR users read it untranslated (the code's own default value: the development language's table "
                + "does not have the key) [untranslated]",
        ], run.stdout)
    }

    /// A translation that reads as many arguments as the code passes is right where the base reads more (Joyfl's
    /// Korean notification): its difference from the base is a note; the base's extra `%@` is the error.
    func testATranslationThatReadsWhatTheCodePassesIsRightWhereTheBaseDiffers() throws {
        try write("en.lproj/Localizable.strings", "\"liked\" = \"%@ liked your photo %@\";\n")
        try write("ko.lproj/Localizable.strings", "\"liked\" = \"%@님이 사진을 좋아합니다\";\n")
        try write("Notification.swift", """
            import Foundation

            func liked(by name: String) -> String { String(format: NSLocalizedString("liked", comment: ""), name) }
            """)
        let run = runTool(["verify", "en", "ko", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertTrue(lines.contains { $0.hasPrefix("en.lproj/Localizable.strings:1:11: error: the code passes 1 argument to 'liked' but the en value reads 2") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ko.lproj/Localizable.strings:1:") && $0.contains(": note: format specifiers of 'liked' differ from the base")
            && $0.contains("(every lookup passes 1 argument, as many as the ko value reads: the base text is the one that differs)") }, run.stdout)
        XCTAssertFalse(lines.contains { $0.contains("ko.lproj") && ($0.contains(": error:") || $0.contains(": warning:")) }, run.stdout)

        // A base that drops the value a translation shows: its users miss it (thrustr's "hours ago", its last entry).
        try write("en.lproj/Localizable.strings", "\"ago\" = \"%d hrs ago\";\n\"ago\" = \"hours ago\";\n")
        try write("ko.lproj/Localizable.strings", "\"ago\" = \"%d시간 전\";\n")
        try write("Notification.swift", "import Foundation\n\nfunc ago(_ hours: Int) -> String { String(format: NSLocalizedString(\"ago\", comment: \"\"), hours) }\n")
        let fewer = runTool(["verify", "en", "ko", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(fewer.stdout.contains("en.lproj/Localizable.strings:2:9: warning: the code passes 1 argument to 'ago' but the en value reads 0, which other "
            + "languages show: its users do not see every value [format-specifier-mismatch]"), fewer.stdout)

        // A machine translation's "% d" is %d with a space flag to NSString (GoodNight's "Temperatur (% dk)"): it reads the value.
        try write("en.lproj/Localizable.strings", "\"ago\" = \"%d hrs ago\";\n")
        try write("ko.lproj/Localizable.strings", "\"ago\" = \"% d시간 전\";\n")
        let spaced = runTool(["verify", "ko", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(spaced.stdout.contains("[format-specifier-mismatch]"), spaced.stdout)

        // A catalog's plural: its `other` form reads the count; a `one` form that says "1 repeat" drops nothing (Azkar).
        try FileManager.default.removeItem(at: project.appendingPathComponent("en.lproj"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("ko.lproj"))
        func plural(_ one: String, _ other: String) -> String {
            #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\#(one)"}},"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
        }
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{"ago":{"localizations":{"en":\(plural("1 hr ago", "%d hrs ago")),"ko":\(plural("%d시간 전", "%d시간 전"))}}}}
            """)
        let catalog = runTool(["verify", "en", "ko", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(catalog.stdout.contains("[format-specifier-mismatch]"), catalog.stdout)
    }

    /// A format call with an argument no language's text reads (ProProthese passes a count to "You have reached
    /// your goal today!") shows the same in every language: the translation drops nothing the development text
    /// shows, so a note; a translation that drops a value its development text shows is not.
    func testAnExtraFormatArgumentNoLanguageReadsIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"goal.done\" = \"You reached your goal!\";\n\"steps.left\" = \"%d steps left\";\n")
        try write("de.lproj/Localizable.strings", "\"goal.done\" = \"Ziel erreicht!\";\n\"steps.left\" = \"Noch ein paar Schritte\";\n")
        try write("Steps.swift", """
            import Foundation

            func texts(steps: Int) -> [String] {
                [String(format: NSLocalizedString("goal.done", comment: ""), steps), String(format: NSLocalizedString("steps.left", comment: ""), steps)]
            }
            """)
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let mismatches = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "format-specifier-mismatch" }
        func severities(_ key: String) -> Set<String> { Set(mismatches.filter { ($0["key"] as? String) == key }.compactMap { $0["severity"] as? String }) }
        XCTAssertEqual(severities("goal.done"), ["info"])
        XCTAssertFalse(severities("steps.left").isEmpty || severities("steps.left").contains("info"), "\(mismatches)")
    }

    /// A literal code puts on screen is read untranslated by every other language's users: one note per
    /// place and text (an interpolation's words, each branch of a condition). Texts without two letters (a
    /// format's specifiers are values: "%.1f km" is a unit's symbol), key-shaped literals, texts that read the same ("OK" in German,
    /// an address with values put into it),
    /// the arm of a conditional on the language that German users never take, and
    /// texts made of German words are left alone, and an app with no translation has nothing to report.
    func testTextsCodeShowsAsWrittenAreHardCoded() throws {
        try makeProject()
        try write("WelcomeViewController.swift", """
        import UIKit

        final class WelcomeViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var nameLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = "No data found."
                nameLabel.text = "-"
                nameLabel.text = "settings_title"
                title = "OK"
                nameLabel.text = "Keine Daten gefunden"
                navigationItem.title = NSLocalizedString("welcome.title", comment: "")
                nameLabel.text = "Page \\(page) of \\(count)"
                nameLabel.text = page > 1 ? "Next" : "First page"
                nameLabel.text = "\\(count) / \\(total)"
                nameLabel.text = String(format: "%.1f km", distance)
                nameLabel.text = language == "de" ? "Willkommen zurück" : "Welcome back"
                // A licence is shown in the words it was granted in; "All rights reserved" is words to translate.
                nameLabel.text = "Copyright (c) 2018 Wolt Enterprises. Permission is hereby granted, free of charge, to any person"
                nameLabel.text = "Copyright 2019 Acme. All rights reserved."
                // An address with values put into it is written the same in every language.
                nameLabel.text = "https://www.github.com/\\(login)/\\(repo)/issues/\\(number)"
                nameLabel.text = "Contact us:support@example.com"
            }
        }
        """)
        // A debug menu is not the app its users run (muun's `DebugMenuViewController`).
        try write("Debug/DebugMenuViewController.swift", """
        import UIKit

        final class DebugMenuViewController: UIViewController {
            @IBOutlet weak var closeButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                closeButton.setTitle("Close the menu", for: .normal)
            }
        }
        """)
        var run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let hardCoded = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }
        XCTAssertEqual(hardCoded, [
            "WelcomeViewController.swift:9:9: note: \"No data found.\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            // Words around values, and each text a condition picks, show as written too (reported where each literal is).
            "WelcomeViewController.swift:15:26: note: \"Page … of …\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "WelcomeViewController.swift:16:37: note: \"Next\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "WelcomeViewController.swift:16:46: note: \"First page\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "WelcomeViewController.swift:22:9: note: \"Copyright 2019 Acme. All rights reserved.\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            // (Words glued to an e-mail address are words: Japanese and Chinese write no space before it.)
            "WelcomeViewController.swift:25:9: note: \"Contact us:support@example.com\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ], run.stdout)
        for language in ["de"] { try FileManager.default.removeItem(at: project.appendingPathComponent("\(language).lproj")) }
        run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(run.stdout.contains("[hard-coded-text]"), run.stdout)
    }

    /// An alert's literal texts are hard-coded too. With the whole app at hand (its entry point), in an app
    /// whose code looks strings up and whose German tables translate, German users surely read them in
    /// English: a warning, and so is a label's literal text. "OK" reads the same in German, and a method nothing
    /// calls shows nothing, nor does a controller nothing creates.
    func testAnAlertsLiteralTextsAreWarningsWithTheWholeApp() throws {
        try makeProject()
        try write("Photos.swift", """
        import UIKit

        final class PhotosController: UIViewController {
            @IBOutlet weak var emptyLabel: UILabel!; @IBOutlet weak var searchField: UITextField!; @IBOutlet weak var tagField: UITextField!
            override func viewDidLoad() { emptyLabel.text = "No photos yet"; title = "My photos"; searchField.placeholder = "Search photos"; tagField.placeholder = "Add a tag"; tagField.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("Add a tag", comment: "")) }
            @objc func deletePhoto() {
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .destructive))
                present(alert, animated: true)
            }
            func oldPrompt() {
                present(UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert), animated: true)
            }
        }
        """)
        func hardCoded() -> [Substring] {
            let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            return run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") && $0.hasPrefix("Photos.swift") }
        }
        XCTAssertEqual(hardCoded(), [
            "Photos.swift:5:35: note: \"No photos yet\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:70: note: \"My photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:91: note: \"Search photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:134: note: \"Add a tag\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:7:46: note: \"Delete this photo?\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:12:42: note: \"Rate us\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
        // The whole app, in which nothing creates the controller: its alerts never show.
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        XCTAssertEqual(hardCoded(), [])
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = PhotosController() }\n")
        // A label's literal text is as sure, and so is a field's placeholder (the search fields of batch 82's BlackManager,
        // FansArea, Food-Pin: judged real, missed as notes), but for one an attributed placeholder replaces; a controller's title
        // may stand for something else.
        XCTAssertEqual(hardCoded(), [
            "Photos.swift:5:35: warning: \"No photos yet\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:70: note: \"My photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:91: warning: \"Search photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:5:134: note: \"Add a tag\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:7:46: warning: \"Delete this photo?\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
        // A controller whose superclass shows its title in a label of its own (Mega-Mall's sheets) shows it as written.
        try write("Sheet.swift", """
            import UIKit

            class SheetController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                override var title: String? { didSet { titleLabel.text = title } }
            }
            """)
        let photos = try String(contentsOf: project.appendingPathComponent("Photos.swift"), encoding: .utf8)
        try write("Photos.swift", photos.replacingOccurrences(of: "PhotosController: UIViewController", with: "PhotosController: SheetController"))
        XCTAssertEqual(hardCoded().filter { $0.contains("My photos") }, [
            "Photos.swift:5:70: warning: \"My photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
    }

    /// A test's file (it imports XCTest or a module `@testable`) is no app's code, whatever folder it lies in when no
    /// project says which target builds it (Canvas's `HorizonUnitTests`); a design system's storybook, a gallery of sample
    /// views the developers browse (Canvas's `HorizonUI.Cards.Storybook`), is no screen of the app's users.
    func testATestsFileAndAStorybookShowNothing() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "NavigationLink(\"Welcome\") { Cards.Storybook() }", "NavigationLink(\"Welcome\") { Cards.Card(title: \"Your first course\") }"],
                            declarations: """
                                enum Cards {
                                    struct Card: View {
                                        let title: String
                                        var body: some View { Text(title) }
                                    }
                                }
                                """)
        try write("DesignSystem/Cards.Storybook.swift", """
            import SwiftUI

            extension Cards {
                struct Storybook: View {
                    var body: some View { Cards.Card(title: "Learning Object Name Lorem Ipsum") }
                }
            }
            """)
        try write("AppUnitTests/CardTests.swift", """
            import XCTest
            import SwiftUI
            @testable import Demo

            final class CardTests: XCTestCase {
                let card = Cards.Card(title: "iOS Developer Track")
                func testTitle() { XCTAssertNotNil(card.body) }
            }
            """)
        assertHardCodedTextsShown(["Your first course"])
    }

    /// TrollFools's disclaimer shows every text twice, Chinese over English, to everyone: a table lacking one of them
    /// hides nothing from its users, who read their own words beside it; Italian users read neither. One such pair alone
    /// is two stray texts side by side, not a bilingual screen. A Chinese key beside an English one some table translates
    /// ("Done") is no pair: the app is keyed in Chinese, and English users miss "设置".
    func testATextShownBesideItsTranslationIsNotMissingThere() throws {
        try write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        try write("zh-Hans.lproj/Localizable.strings", "\"Done\" = \"完成\";\n")
        try write("it.lproj/Localizable.strings", "\"Done\" = \"Fine\";\n")
        let exit = "VStack(spacing: 0) {\n                Text(\"退出\")\n                    .font(.body)\n                Text(\"Exit\")\n            }"
        let agree = "VStack(spacing: 0) {\n                Text(\"我已阅读并同意\")\n                Text(\"I Have Read and Agree\")\n            }"
        func missing() throws -> [String] {
            let run = runTool(["verify", "--format", "json", "--fail-on", "never"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "missing-key" }
                .map { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "") \($0["severity"] as? String ?? "")" }.sorted()
        }
        try writeSwiftUIApp([exit, "Text(\"设置\")", "Text(\"Done\")"])
        XCTAssertEqual(try missing().filter { $0.hasPrefix("en ") || $0.hasPrefix("zh-Hans Exit") }, [
            "en 设置 warning", "en 退出 warning", "zh-Hans Exit warning",
        ])
        try writeSwiftUIApp([exit, agree, "Text(\"设置\")", "Text(\"Done\")"])
        XCTAssertEqual(try missing(), [
            "en 我已阅读并同意 info", "en 设置 warning", "en 退出 info",
            "it Exit warning", "it I Have Read and Agree warning", "it 我已阅读并同意 warning", "it 设置 warning", "it 退出 warning",
            // (A Chinese key reads right to Chinese users whatever is beside it.)
            "zh-Hans Exit info", "zh-Hans I Have Read and Agree info", "zh-Hans 我已阅读并同意 info", "zh-Hans 设置 info", "zh-Hans 退出 info",
        ])
    }

    /// A method of an extension of UIKit's types runs only where code that runs calls it (shlist's copied picker
    /// library: `addPhotoLibraryPicker` of `UIAlertController`, called only by a picker nothing opens): its alert's
    /// texts show nothing; those of the extension's method the app's screen calls do.
    func testTextsOfAnExtensionMethodOnlyDeadCodeCallsAreNotShown() throws {
        try makeProject()
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = PhotosController() }\n")
        try write("Photos.swift", """
        import UIKit

        final class PhotosController: UIViewController {
            @objc func share() { let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet); alert.addRating(); present(alert, animated: true) }
        }
        """)
        try write("Pickers.swift", """
        import UIKit

        extension UIAlertController {
            func addRating() { addAction(UIAlertAction(title: "Rate this photo", style: .default)) }
            func addAlbumPicker() { addAction(UIAlertAction(title: "Add to album", style: .default)) }
        }
        final class AlbumPickerController: UIViewController {
            @objc func open() { let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert); alert.addAlbumPicker() }
        }
        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }, [
            "Pickers.swift:4:55: warning: \"Rate this photo\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
    }

    /// WordPlus's row starts `@State var word1 = "Different"`, but the one call that makes it outside previews says
    /// `RowView(word1: item.word)`: users never read "Different". A banner made without its title (`Banner()`) shows the one
    /// it starts with, and so may a caption one call makes as `Caption.init()`, and a pair's second property, which the
    /// call making it leaves, though the first is on the same line.
    func testAViewsStartingTextEveryMakerReplacesIsNotShown() throws {
        try makeProject()
        try write("App.swift", """
        import SwiftUI

        @main struct WordsApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            let words = ["one"]
            var body: some View {
                VStack {
                    Text(NSLocalizedString("Words", comment: ""))
                    ForEach(words, id: \\.self) { word in RowView(word1: word) }
                    Banner()
                    Caption(text: "…")
                    Caption.init()
                    Pair(first: "A")
                }
            }
        }
        struct RowView: View {
            @State var word1 = "Different"
            var body: some View { Text(word1) }
        }
        struct Banner: View {
            var title = "Welcome aboard"
            var body: some View { Text(title) }
        }
        struct Caption: View {
            var text = "Tap to start"
            var body: some View { Text(text) }
        }
        struct Pair: View {
            @State var first = "One"; @State var second = "Second thing"
            var body: some View { Text(first); Text(second) }
        }
        #Preview { RowView() }
        """)
        try write("en.lproj/Localizable.strings", "\"Words\" = \"Words\";\n")
        try write("de.lproj/Localizable.strings", "\"Words\" = \"Wörter\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let texts = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }
        XCTAssertTrue(texts.contains { $0.contains("\"Welcome aboard\"") }, run.stdout)
        XCTAssertTrue(texts.contains { $0.contains("\"Tap to start\"") }, run.stdout)
        XCTAssertTrue(texts.contains { $0.contains("\"Second thing\"") }, run.stdout)
        XCTAssertFalse(texts.contains { $0.contains("\"One\"") }, run.stdout)
        XCTAssertFalse(texts.contains { $0.contains("\"Different\"") }, run.stdout)
    }

    /// CulinaChef picks a SwiftUI text by a flag named after a language: `Text(isGerman ? "…" : "…")`. The German
    /// key is read by German users only, so the French table lacking it is a note; the English key is read by
    /// French users, and its gap there stays a warning.
    func testAKeyOnlyAnotherLanguagesArmLooksUpIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"Other\" = \"Other\";\n")
        try write("de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n")
        try write("fr.lproj/Localizable.strings", "\"Other\" = \"Autre\";\n")
        try write("Terms.swift", """
            import SwiftUI

            struct Terms: View {
                var isGerman: Bool { Locale.current.language.languageCode?.identifier == "de" }
                var body: some View {
                    Text(isGerman ? "Datenschutzerklärung öffnen" : "Open the privacy policy")
                }
            }
            """)
        let run = runTool(["verify", "fr", "--format", "json", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "missing-key" }
        let severities = Dictionary(missing.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["Datenschutzerklärung öffnen": "info", "Open the privacy policy": "warning"])
    }

    /// Apps that switch language inside the app often pick a text by hand: `if lang == "de" { … } else { … }`,
    /// a method only such blocks call, an action that stores the language it switches to. A literal there is read
    /// by that block's languages only (Al-Wekala's English `else` texts, its Arabic `if lang == "ar"` ones). A
    /// test of anything but one of the app's languages (`mode == "list"`) says nothing about who reads it.
    func testATextCodePicksByLanguageIsReadInThatLanguageOnly() throws {
        try makeProject()
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = PhotosController() }\n")
        try write("Photos.swift", """
        import UIKit

        final class PhotosController: UIViewController {
            @IBOutlet weak var emptyLabel: UILabel!
            var mode = "list"
            override func viewDidLoad() {
                let lang = UserDefaults.standard.string(forKey: "lang") ?? "en"
                if lang == "de" { germanTexts() } else { emptyLabel.text = "No photos yet" }
                if mode == "list" { emptyLabel.text = "Nothing here" }
            }
            func germanTexts() { emptyLabel.text = "Noch keine Fotos" }
            override func viewWillAppear(_ animated: Bool) {
                UserDefaults.standard.set("en", forKey: "lang")
                emptyLabel.text = "No photos"
            }
            override func viewDidAppear(_ animated: Bool) {
                UserDefaults.standard.set("de", forKey: "lang")
                emptyLabel.text = "Empty"
            }
        }
        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") && $0.hasPrefix("Photos.swift") }, [
            "Photos.swift:9:29: warning: \"Nothing here\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:18:9: warning: \"Empty\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
    }

    /// A language's block that returns leaves the code after it to the other languages (pushgo's `if
    /// language.hasPrefix("zh") { return "撤销" }` then `return "Undo"`); after a block that does not return, the code
    /// runs for every language.
    func testTheCodeAfterALanguagesReturningBlockIsTheOtherLanguages() throws {
        try makeProject()
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = PhotosController() }\n")
        try write("Photos.swift", """
        import UIKit

        final class PhotosController: UIViewController {
            @IBOutlet weak var emptyLabel: UILabel!
            @IBOutlet weak var titleLabel: UILabel!
            override func viewDidLoad() {
                let lang = Locale.preferredLanguages.first ?? "en"
                if lang.hasPrefix("de") {
                    emptyLabel.text = "Noch keine Fotos"
                    return
                }
                emptyLabel.text = "No photos yet"
            }
            override func viewWillAppear(_ animated: Bool) {
                let lang = Locale.preferredLanguages.first ?? "en"
                if lang.hasPrefix("de") {
                    titleLabel.text = "Fotos"
                }
                titleLabel.text = "All photos"
            }
        }
        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") && $0.hasPrefix("Photos.swift") }, [
            "Photos.swift:19:9: warning: \"All photos\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
    }

    /// Apps that switch between Arabic and English inside the app often keep the choice as a number
    /// (Cirrb's `appDel.flagLanguage == 1`): which value is Arabic only the texts tell. A block whose literals are
    /// written in Arabic letters, beside one whose literals are not, runs for right-to-left languages only, and the
    /// other for the rest. A number that names no language (`count == 1`) says nothing of who reads either text.
    func testATextPickedByANumberedLanguageFlagIsReadByItsScriptsLanguagesOnly() throws {
        try makeProject()
        let german = try String(contentsOf: project.appendingPathComponent("de.lproj/Main.strings"), encoding: .utf8)
        try write("ar.lproj/Main.strings", german)
        try write("AppDelegate.swift", """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var flagLanguage = 0
                let root = PhotosController()
            }
            """)
        try write("Photos.swift", """
            import UIKit

            final class PhotosController: UIViewController {
                @IBOutlet weak var emptyLabel: UILabel!
                let appDel = UIApplication.shared.delegate as! AppDelegate
                var count = 0
                override func viewDidLoad() {
                    if appDel.flagLanguage == 1 {
                        emptyLabel.text = "لا توجد صور"
                    } else {
                        emptyLabel.text = "No photos yet"
                    }
                    if count == 1 { emptyLabel.text = "One photo" } else { emptyLabel.text = "Many photos" }
                }
            }
            """)
        let run = runTool(["verify", "ar", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") && $0.hasPrefix("Photos.swift") }, [
            "Photos.swift:11:13: warning: \"No photos yet\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Photos.swift:13:25: warning: \"One photo\" is put on screen as written, not looked up: users of ar, de read it untranslated [hard-coded-text]",
            "Photos.swift:13:64: warning: \"Many photos\" is put on screen as written, not looked up: users of ar, de read it untranslated [hard-coded-text]",
        ])
    }

    /// `App.swift`: a SwiftUI app whose one view has `properties` and shows `views` in a `VStack`, after `declarations`
    /// (from line 8).
    func writeSwiftUIApp(_ views: [String], properties: [String] = [], declarations: String = "") throws {
        let declared = declarations.isEmpty ? "" : declarations + "\n\n"
        try write("App.swift", """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }

            \(declared)struct ContentView: View {
            \(properties.map { "    " + $0 + "\n" }.joined())    var body: some View {
                    VStack {
            \(views.map { "            " + $0 }.joined(separator: "\n"))
                    }
                }
            }
            """)
    }

    /// A catalog translating "Scan" into German, and a screen whose "Scan" button asks for the camera.
    func writeScanningScreen() throws {
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Scan" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Scannen" } } } }
              },
              "version" : "1.0"
            }
            """)
        try writeSwiftUIApp(["Button(\"Scan\") { AVCaptureDevice.requestAccess(for: .video) { _ in } }"])
    }

    /// `App.xcodeproj`: one application target compiling `App.swift` and copying `Localizable.xcstrings`, its only table.
    func writeCatalogApp() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (S0, C0, ); sourceTree = "<group>"; };
            \t\tS0 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            \t\tC0 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S, R, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (BS0, ); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (BC0, ); };
            \t\tBS0 = {isa = PBXBuildFile; fileRef = S0; };
            \t\tBC0 = {isa = PBXBuildFile; fileRef = C0; };
            \t};
            \trootObject = P0;
            }

            """)
    }

    /// `InfoPlist.xcstrings`: the camera prompt in English and German, and the prompt `key` in English only.
    func writeInfoPlistCatalog(untranslated key: String, _ text: String) throws {
        try write("InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "NSCameraUsageDescription" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "QR-Code eines Kontos scannen." } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan the QR code of an account." } } } },
                "\(key)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "\(text)" } } } }
              },
              "version" : "1.0"
            }
            """)
    }

    /// ``writeCatalogApp()`` whose target also copies the catalog `catalog` and has the Release build settings `buildSettings`.
    func writeCatalogApp(copying catalog: String, buildSettings: String) throws {
        try writeCatalogApp()
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try write("App.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "children = (S0, C0, );", with: "children = (S0, C0, I0, );")
            .replacingOccurrences(of: "files = (BC0, );", with: "files = (BC0, BI0, );")
            .replacingOccurrences(of: "buildPhases = (S, R, ); name = App;", with: "buildConfigurationList = CL; buildPhases = (S, R, ); name = App;")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\tI0 = {isa = PBXFileReference; path = "\(catalog)"; sourceTree = "<group>"; };
            \t\tBI0 = {isa = PBXBuildFile; fileRef = I0; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\(buildSettings) }; name = Release; };
            \t};
            \trootObject
            """))
    }

    /// A SwiftUI app whose only table is a String Catalog its Xcode target copies (LTS Control's): the catalog's
    /// languages are the app's, so a key the code looks up that the catalog lacks reaches German users as written
    /// (a warning, as without a project). A key of a value only (`Text("\\(count)")`, which Xcode extracts as `%lld`)
    /// is a lookup when the catalog has it: a translation that mangles its specifier (AuthenticKey's `%11d`, which
    /// pads the digit to eleven places) is an error; a key of values only that a language lacks shows the values. A key
    /// marked "don't translate" reads the same everywhere, and one translated per device has its language's text.
    func testACatalogOnlyAppsLookupsAreCheckedAgainstItsCatalog() throws {
        try writeCatalogApp()
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%11d" } }
                  }
                },
                "Start" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } }
                  }
                },
                "MIT License" : { "shouldTranslate" : false },
                "Import from Files" : {
                  "localizations" : {
                    "de" : { "variations" : { "device" : {
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Aus dem Finder importieren" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Aus Dateien importieren" } }
                    } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        try writeSwiftUIApp(["Text(\"Start\")", "Text(\"Stop the motor\")", "Text(\"MIT License\")", "Text(\"Import from Files\")",
                             "Text(\"\\(digit)\")", "Text(\"\\(name)\")"], properties: ["let digit = 1", "let name = \"Ada\""])
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        XCTAssertEqual(lines, [
            "Localizable.xcstrings:1:1: warning: key 'Stop the motor' that the code looks up is missing from the de Localizable table, so de users see \"Stop the motor\" [missing-key]",
            "Localizable.xcstrings:6:59: error: format specifiers of '%lld' differ from the base: de has %11d, the base has %lld [format-specifier-mismatch]",
        ], run.stdout)
    }

    /// A wrapper that formats every text it looks up with the app's name (Pin It's `AppInfo.localized`): a translation
    /// that says the name (`%@`) where the English text does not drops nothing and breaks nothing, so the mismatch is a
    /// note, and the English text reading fewer values than passed is no finding; one that reads more values than the
    /// wrapper passes stays an error.
    func testATranslationReadingTheValueAWrapperAlwaysPassesIsRight() throws {
        try writeCatalogApp()
        try writeCatalog([
            "shortcut.title": ["en": "Pin from the share sheet", "de": "Mit %@ aus dem Teilen-Menü anheften"],
            "shortcut.subtitle": ["en": "Pasteboard -> %@", "de": "Zwischenablage -> %1$@ %2$@"],
        ])
        try writeSwiftUIApp(["Text(AppInfo.localized(\"shortcut.title\"))", "Text(AppInfo.localized(\"shortcut.subtitle\"))"], declarations: """
            enum AppInfo {
                static var displayName: String { "Pin It" }
                static func localized(_ key: String.LocalizationValue) -> String { String(format: String(localized: key), displayName) }
            }
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[format-specifier-mismatch]") || $0.contains("argument") }
        XCTAssertEqual(lines.filter { $0.contains("shortcut.title") }.map { $0.contains(" note: ") }, [true], run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("shortcut.subtitle") && $0.contains(" error: ") }, run.stdout)
    }

    /// `Localizable.xcstrings` of an app developed in English: each key's translated values by language.
    func writeCatalog(_ strings: [String: [String: String]]) throws {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let entries = strings.keys.sorted().map { key in
            let units = strings[key]!.keys.sorted().map { language in
                "\(quoted(language)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted(strings[key]![language]!)) } }"
            }
            return "    \(quoted(key)) : { \"localizations\" : { \(units.joined(separator: ", ")) } }"
        }
        try write("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n")
    }

    /// A catalog-only app's target copies no `.lproj` folder, but Xcode builds its catalog into one per language:
    /// its code is read in German too, so a text a view shows as written is hard-coded for German users (Wall AR-t's
    /// `ArtworkRow(title: "Popular artworks")`, shown with `Text(title)`; SurVibe's `Text(verbatim: level.label)`).
    func testACatalogOnlyAppsTextShownAsWrittenIsHardCoded() throws {
        try writeCatalogApp()
        try writeCatalog(["Start": ["de": "Starten"], "Stop": ["de": "Anhalten"]])
        try writeSwiftUIApp(["Text(\"Start\")", "Text(\"Stop\")", "Text(priority.displayName)", "Text(verbatim: level.label)"],
                            properties: ["let priority = Priority.low", "let level = Level.beginner"],
                            declarations: """
                                enum Priority {
                                    case low
                                    var displayName: String { "Low" }
                                }

                                enum Level {
                                    case beginner
                                    var label: String {
                                        switch self {
                                        case .beginner: "Beginner"
                                        }
                                    }
                                }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }, [
            "App.swift:10:31: warning: \"Low\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "App.swift:17:25: warning: \"Beginner\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ], run.stdout)
    }

    /// British English lacking a key falls back to the development language's English (Zavala's en-GB and en-AU):
    /// its users read their own language, a note; German users lacking it read English, a warning.
    func testARegionalVariantOfTheDevelopmentLanguageLackingAKeyReadsItsText() throws {
        try writeCatalogApp()
        try writeCatalog(["label.prompt": ["en": "Enter the address."], "label.colour": ["en": "Color", "en-GB": "Colour", "de": "Farbe"]])
        try writeSwiftUIApp(["Text(\"label.prompt\")", "Text(\"label.colour\")"])
        let run = runTool(["verify", "de", "en-GB", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[missing-key]") }
        XCTAssertEqual(lines, [
            "Localizable.xcstrings:1:1: warning: key 'label.prompt' that the code looks up is missing from the de Localizable table, so de users see \"label.prompt\" [missing-key]",
            "Localizable.xcstrings:1:1: note: key 'label.prompt' that the code looks up is missing from the en-GB Localizable table, so en-GB users see \"label.prompt\" (en-GB users read the development language, en, in its place) [missing-key]",
        ], run.stdout)
    }

    /// An app delegate showing "Done" and a scanner it makes on launch, which asks for the camera, in `folder`.
    func writeScanningApp(in folder: String) throws {
        try write("\(folder)/AppDelegate.swift", TemporaryProject.appDelegateShowingDone)
        try write("\(folder)/Scanner.swift", """
            import AVFoundation
            import UIKit
            final class Scanner { let session = AVCaptureSession() }
            extension AppDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    scanner = Scanner()
                    return true
                }
            }
            var scanner: Scanner?

            """)
    }

    /// With two applications of its own (OpenDocument's lite and full builds, their Info.plists under configs/), each asks
    /// with its own prompts, in the languages its target's tables speak: the lite build's camera prompt, which no German
    /// InfoPlist table translates, is missing in German; the full build asks for nothing.
    func testEachApplicationsPromptsAreJudgedWithItsOwnTables() throws {
        try write("project.yml", """
            name: Reader
            targets:
              Lite:
                type: application
                platform: iOS
                sources: [Shared, configs/lite]
              Full:
                type: application
                platform: iOS
                sources: [Shared, configs/full]
            """)
        func plist(_ extra: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n<key>CFBundleName</key><string>Reader</string>\n\(extra)</dict></plist>\n"
        }
        try write("configs/lite/Info.plist", plist("<key>NSCameraUsageDescription</key><string>Scan a page to read it</string>\n"))
        try write("configs/full/Info.plist", plist(""))
        try writeScanningApp(in: "Shared")
        try write("Shared/de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [
            "Shared/de.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing from the de InfoPlist table, so iOS asks de users in the development language (\"Scan a page to read it\") [missing-key]",
        ], run.stdout)
        try write("Shared/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Eine Seite scannen\";\n")
        XCTAssertEqual(runTool(["verify", "--fail-on", "never", "-q"], in: project).stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [])
    }

    /// An XcodeGen spec's `info: properties:` are the Info.plist XcodeGen generates (padawan's camera prompt, the plist
    /// itself not checked in): a German app that asks for the camera without a German InfoPlist table asks in English.
    func testThePromptsOfAnXcodeGenSpecsInfoProperties() throws {
        try write("project.yml", """
            name: Wallet
            targets:
              Wallet:
                type: application
                platform: iOS
                sources: [Wallet]
                info:
                  path: Wallet/Info.plist
                  properties:
                    CFBundleDisplayName: $(APP_DISPLAY_NAME)
                    NSCameraUsageDescription: "To scan a QR code"
                    UIAppFonts:
                      - outfit.ttf
            """)
        try writeScanningApp(in: "Wallet")
        try write("Wallet/de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [
            "Wallet/de.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing from the de InfoPlist table, so iOS asks de users in the development language (\"To scan a QR code\") [missing-key]",
        ], run.stdout)
    }

    /// iOS looks a home-screen quick action's title and subtitle (`UIApplicationShortcutItems`) up in InfoPlist.strings
    /// by their text: a language the app translates without them shows them in the development language under the app's
    /// icon (AlphaWallet's "Scan QR Code", with no InfoPlist table at all). One the table has is read translated.
    func testAQuickActionAnInfoPlistTableLacksIsMissing() throws {
        try write("project.yml", "name: Shop\ntargets:\n  Shop:\n    type: application\n    platform: iOS\n    sources: [Shop]\n")
        try write("Shop/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>Shop</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).scan</string>
            <key>UIApplicationShortcutItemTitle</key><string>Scan Code</string>
            <key>UIApplicationShortcutItemSubtitle</key><string>Point at a code</string>
            </dict></array>
            </dict></plist>
            """)
        try write("Shop/AppDelegate.swift", TemporaryProject.appDelegateShowingDone)
        try write("Shop/de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("Shop/de.lproj/InfoPlist.strings", "\"Scan Code\" = \"Code scannen\";\n")
        try write("Shop/fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n")
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("quick action") }, [
            "Shop/de.lproj/InfoPlist.strings:2:1: warning: home-screen quick action \"Point at a code\" of Info.plist is missing from the de InfoPlist table, so de users read it in the development language under the app's icon [missing-key]",
            "Shop/fr.lproj/InfoPlist.strings:1:1: warning: home-screen quick action \"Point at a code\" of Info.plist is missing from the fr InfoPlist table, so fr users read it in the development language under the app's icon [missing-key]",
            "Shop/fr.lproj/InfoPlist.strings:1:1: warning: home-screen quick action \"Scan Code\" of Info.plist is missing from the fr InfoPlist table, so fr users read it in the development language under the app's icon [missing-key]",
        ], run.stdout)
    }

    /// A catalog-only app (no `.lproj` folder) whose Info.plist asks for the camera (AuthenticKey's
    /// `INFOPLIST_KEY_NSCameraUsageDescription`) and that has no InfoPlist catalog asks its German users in English.
    func testACatalogOnlyAppsPermissionPromptIsAskedUntranslated() throws {
        try writeCatalogApp()
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>$(PRODUCT_NAME) scans a QR code.</string>
            <key>NSMicrophoneUsageDescription</key><string>$(MICROPHONE_USAGE)</string></dict></plist>

            """)
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try write("App.xcodeproj/project.pbxproj", text.replacingOccurrences(of: "buildPhases = (S, R, ); name = App;", with: """
            buildConfigurationList = CL; buildPhases = (S, R, ); name = App;
            """).replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist; }; name = Release; };
            \t};
            \trootObject
            """))
        try writeScanningScreen()
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        // (A sentence naming a build setting is asked with the setting's value put in, the chat app's "$(PRODUCT_NAME) Requires
        // microphone access…"; a prompt that is a setting's value alone is the build's to tell.)
        let expected: [Substring] = [
            "de.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing from the de "
                + "InfoPlist table, so iOS asks de users in the development language (\"$(PRODUCT_NAME) scans a QR code.\") [missing-key]",
        ]
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, expected, run.stdout)
        // A watchOS app of one target beside it (nightguard's) is no second iOS app, and a settings bundle's `.lproj`
        // folder (Meshtastic's) translates none of the app's prompts: German users are still asked in English.
        let withWatch = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "targets = (T1, );", with: "targets = (T1, T2, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = CL2; buildPhases = (); name = Watch; productType = "com.apple.product-type.application"; };
            \t\tCL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Watch/Info.plist; SDKROOT = watchos; }; name = Release; };
            \t};
            \trootObject
            """)
        try write("App.xcodeproj/project.pbxproj", withWatch)
        try write("Settings.bundle/de.lproj/Root.strings", "\"Group\" = \"Gruppe\";\n")
        let again = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertEqual(again.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, expected, again.stdout)
        // A second iOS application built from the same Info.plist (dauphin's "dauphin Beta") is a flavour of the app: its
        // users are asked the same. One built from an Info.plist of its own is another app, whose prompts are not known.
        let flavour = withWatch.replacingOccurrences(of: "INFOPLIST_FILE = Watch/Info.plist; SDKROOT = watchos;", with: "INFOPLIST_FILE = Info.plist;")
        XCTAssertNotEqual(flavour, withWatch)
        try write("App.xcodeproj/project.pbxproj", flavour)
        let beta = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(beta.code, 0, beta.stderr)
        XCTAssertEqual(beta.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, expected, beta.stdout)
        try write("App.xcodeproj/project.pbxproj", withWatch.replacingOccurrences(of: "SDKROOT = watchos;", with: ""))
        let other = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(other.code, 0, other.stderr)
        XCTAssertEqual(other.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [], other.stdout)
    }

    /// An InfoPlist catalog that keeps a prompt only old iOS versions ask with (moblin's `NSLocationUsageDescription`,
    /// before iOS 8) and translates another one lacks it in a language: a note, when the app runs on iOS 16.4 and later.
    func testARetiredPromptAnInfoPlistCatalogLacksIsANote() throws {
        try writeCatalogApp(copying: "InfoPlist.xcstrings", buildSettings: "IPHONEOS_DEPLOYMENT_TARGET = 16.4;")
        try writeInfoPlistCatalog(untranslated: "NSLocationUsageDescription", "Show where you stream from.")
        try writeScanningScreen()
        let run = runTool(["verify", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[missing-key]") && $0.contains("UsageDescription") }
        XCTAssertTrue(lines.contains { $0.contains("note:") && $0.contains("NSLocationUsageDescription") && $0.contains("only iOS before 8") }, run.stdout)
        XCTAssertFalse(lines.contains { $0.contains("warning:") && $0.contains("NSLocationUsageDescription") }, run.stdout)
    }

    /// An InfoPlist catalog with no translation in a language the app's other catalog translates (HudHud's, English
    /// only, in an app translated into Arabic): Xcode builds no InfoPlist table for German, so iOS asks German users in
    /// English, for the prompts code asks for (the camera here); one nothing asks for (the contacts) is a note, and one
    /// Xcode marks stale (no longer in the Info.plist: the microphone) is nothing.
    func testAnInfoPlistCatalogWithoutALanguageTheAppTranslatesAsksInTheDevelopmentLanguage() throws {
        try writeCatalogApp(copying: "InfoPlist.xcstrings", buildSettings: "IPHONEOS_DEPLOYMENT_TARGET = 16.4;")
        try write("InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Scanner" } } } },
                "NSCameraUsageDescription" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan the QR code of an account." } } } },
                "NSContactsUsageDescription" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Find friends among your contacts." } } } },
                "NSMicrophoneUsageDescription" : { "extractionState" : "stale", "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Record a voice note." } } } }
              },
              "version" : "1.0"
            }
            """)
        try writeScanningScreen()
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [
            "InfoPlist.xcstrings:6:5: warning: permission prompt 'NSCameraUsageDescription' of InfoPlist.xcstrings has no de translation (the catalog has none in de), so iOS asks de users in the development language (\"Scan the QR code of an account.\") [missing-key]",
            "InfoPlist.xcstrings:8:5: note: permission prompt 'NSContactsUsageDescription' of InfoPlist.xcstrings has no de translation (the catalog has none in de), but no code of the app asks for it, so iOS never shows it [missing-key]",
        ], run.stdout)
    }

    /// An InfoPlist catalog translates the prompts of a language whose folder holds other tables only (Tag Day's
    /// `InfoPlist.xcstrings` in fourteen languages, its `de.lproj` the launch screen's): Xcode builds that language's
    /// InfoPlist table from the catalog, and German users are asked in German. A prompt the catalog has in English only
    /// is still missing in German.
    func testAnInfoPlistCatalogTranslatesThePromptsOfALanguageFolder() throws {
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (S0, V1, I0, ); sourceTree = "<group>"; };
            \t\tS0 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (L0, L1, ); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tL0 = {isa = PBXFileReference; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tL1 = {isa = PBXFileReference; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tI0 = {isa = PBXFileReference; path = InfoPlist.xcstrings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (S, R, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist; }; name = Release; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (BS0, ); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (BV1, BI0, ); };
            \t\tBS0 = {isa = PBXBuildFile; fileRef = S0; };
            \t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tBI0 = {isa = PBXBuildFile; fileRef = I0; };
            \t};
            \trootObject = P0;
            }

            """)
        try writeSwiftUIApp(["Button(NSLocalizedString(\"scan.title\", comment: \"\")) {",
                             "    AVCaptureDevice.requestAccess(for: .video) { _ in }",
                             "    PHPhotoLibrary.requestAuthorization { _ in }",
                             "}"])
        try write("en.lproj/Localizable.strings", "\"scan.title\" = \"Scan\";\n")
        try write("de.lproj/Localizable.strings", "\"scan.title\" = \"Scannen\";\n")
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>Scan the QR code of an account.</string>
            <key>NSPhotoLibraryUsageDescription</key><string>Pick a picture of the code.</string></dict></plist>

            """)
        try writeInfoPlistCatalog(untranslated: "NSPhotoLibraryUsageDescription", "Pick a picture of the code.")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertFalse(lines.contains { $0.contains("NSCameraUsageDescription") }, run.stdout)
        // (The catalog's own lint names it, as a key the German localization lacks.)
        XCTAssertTrue(lines.contains { $0.contains("warning:") && $0.contains("'NSPhotoLibraryUsageDescription'") }, run.stdout)
        // Copied by a widget built with an Info.plist of its own, the catalog translates the widget's prompts, not the app's.
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let widget = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "targets = (T1, );", with: "targets = (T1, T2, );")
            .replacingOccurrences(of: "files = (BV1, BI0, );", with: "files = (BV1, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = CL2; buildPhases = (R2, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
            \t\tCL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
            \t\tR2 = {isa = PBXResourcesBuildPhase; files = (BI0, ); };
            \t};
            \trootObject
            """)
        try write("App.xcodeproj/project.pbxproj", widget)
        let apart = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(apart.code, 0, apart.stderr)
        XCTAssertTrue(apart.stdout.split(separator: "\n").contains { $0.contains("warning: permission prompt 'NSCameraUsageDescription'") }, apart.stdout)
    }

    /// A catalog text whose counts are substitutions (Tag Day's "%#@arg1@ mit %#@arg2@", each with its `argNum`) reads
    /// the arguments they stand for: two, as the code passes, not none; one that leaves the first out is still found.
    func testACatalogsSubstitutionsReadTheirArguments() throws {
        try writeCatalogApp()
        func text(_ format: String, _ one: String, _ other: String, _ tagOne: String, _ tagOther: String) -> String {
            """
            { "stringUnit" : { "state" : "translated", "value" : "\(format)" }, "substitutions" : {
              "arg1" : { "argNum" : 1, "formatSpecifier" : "i", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(one)" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(other)" } } } } },
              "arg2" : { "argNum" : 2, "formatSpecifier" : "i", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(tagOne)" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(tagOther)" } } } } } } }
            """
        }
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "records.tags" : { "localizations" : {
                  "de" : \(text("%#@arg1@ mit %#@arg2@", "Eintrag", "Einträge", "Tag", "Tags")),
                  "en" : \(text("%#@arg1@ with %#@arg2@", "Record", "Records", "Tag", "Tags")) } },
                "records.tags.short" : { "localizations" : {
                  "de" : \(text("%#@arg2@", "Eintrag", "Einträge", "Tag", "Tags")),
                  "en" : \(text("%1$#@arg1@ with %2$#@arg2@", "Record", "Records", "Tag", "Tags")) } }
              },
              "version" : "1.0"
            }
            """)
        try write("App.swift", """
            import Foundation

            func summary(records: Int, tags: Int) -> String {
                String(format: String(localized: "records.tags"), records, tags)
                    + String(format: String(localized: "records.tags.short"), records, tags)
            }

            """)
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let mismatches = run.stdout.split(separator: "\n").filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertFalse(mismatches.contains { $0.contains("'records.tags'") }, run.stdout)
        // A German text that keeps only the second count drops the first the code passes: still found. (The English one
        // numbers its substitutions, `%1$#@arg1@`, and reads both.)
        XCTAssertTrue(mismatches.contains { $0.contains("'records.tags.short'") && $0.contains(" de ") }, run.stdout)
        XCTAssertFalse(mismatches.contains { $0.contains("'records.tags.short'") && $0.contains(" en ") }, run.stdout)
    }

    /// Xcode copies a strings file named after the Info.plist (`App-InfoPlist` for `App-Info.plist`) as `InfoPlist.strings`
    /// (Co-ML's `CoMLApp-InfoPlist.xcstrings`): such a catalog translates the prompts, and German users are asked in German.
    func testACatalogTheBuildRenamesToInfoPlistTranslatesThePrompts() throws {
        try writeCatalogApp(copying: "App-InfoPlist.xcstrings", buildSettings: "INFOPLIST_FILE = \"App-Info.plist\";")
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try write("App-Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>Scan the QR code of an account.</string></dict></plist>

            """)
        try write("App-InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "NSCameraUsageDescription" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "QR-Code eines Kontos scannen." } } } }
              },
              "version" : "1.0"
            }
            """)
        try writeScanningScreen()
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }, [], run.stdout)
        // Named after nothing the build renames, it is a table of its own: the prompt is asked in English.
        try FileManager.default.moveItem(at: project.appendingPathComponent("App-InfoPlist.xcstrings"),
                                         to: project.appendingPathComponent("Prompts.xcstrings"))
        try write("App.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "path = \"App-InfoPlist.xcstrings\"", with: "path = Prompts.xcstrings"))
        let again = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertEqual(again.stdout.split(separator: "\n").filter { $0.contains("permission prompt") }.count, 1, again.stdout)
    }

    /// A catalog whose source language is the development language (English) builds the English table from every
    /// key: a key written in Chinese with only a Chinese translation (Cisum's `设置`) reads in Chinese to English
    /// users. A key with an English value, or an English-looking key without one, reads right; so does one the
    /// catalog marks not to translate (a `链接` brand mark, Raindrop's "https://" prompt).
    func testAChineseKeyWithoutADevelopmentValueIsReadInChinese() throws {
        try writeCatalogApp()
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "设置" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "设置" } }
                  }
                },
                "库" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Library" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "库" } }
                  }
                },
                "Done" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } }
                  }
                },
                "链接" : {
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """)
        try writeSwiftUIApp(["Text(\"设置\")", "Text(\"库\")", "Text(\"Done\")", "Text(\"链接\")"])
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        XCTAssertEqual(lines, [
            "Localizable.xcstrings:1:1: warning: key '设置' that the code looks up has no en value in the Localizable catalog, the development "
                + "language's own, so its users read it as written, in zh-Hans [missing-key]",
        ], run.stdout)
        // `verify en` names the development language of a catalog-only app: no error that it has no tables.
        XCTAssertEqual(runTool(["verify", "en", "--fail-on", "never", "-q"], in: project).code, 0)
    }

    /// A model's computed text that only a view nothing makes shows never reaches the screen (FRW's `ViewStyle.desc`, shown
    /// by a segment control only an unused top bar holds); once a living view shows it, it is hard-coded.
    func testAModelTextOnlyAViewNothingMakesShowsIsNotShown() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try write("Style.swift", """
            enum Style {
                case list
                var desc: String { "List view" }
            }
            """)
        try write("StylePicker.swift", """
            import SwiftUI

            struct StylePicker: View {
                let style: Style
                var body: some View { Text(style.desc) }
            }
            """)
        func hardCoded() -> [Substring] {
            let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            return run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") && $0.contains("List view") }
        }
        try writeSwiftUIApp(["Text(\"Welcome\")"])
        XCTAssertEqual(hardCoded(), [])
        try writeSwiftUIApp(["Text(\"Welcome\")", "StylePicker(style: .list)"])
        XCTAssertEqual(hardCoded().count, 1)
    }

    /// An enum's or a model's display text kept in a computed `String` property (`var displayName: String { switch
    /// self { case .low: return "Low" … } }`, notes_s's priorities; a conditional's, ACHNBrowserUI's `isFiltering ? "Show
    /// Finished" : "Hide Finished"`) that a view shows through a member
    /// (`Text(priority.displayName)`) takes SwiftUI's verbatim initializer: German users read it in English. A
    /// property no view shows as text (an SF Symbol's name) is no text, nor is a property of the same name of a type no
    /// file that shows the name has (`Theme`), nor one whose values code looks up (`NSLocalizedString(kind.label, …)`),
    /// nor one of a type the showing file names when the receivers speak of another (`priority.displayName` is no
    /// `NetworkStatus`'s). A search filter's `title.localizedCaseInsensitiveContains(…)` looks nothing up: `Period.title`
    /// is still a text, which `Section(_:content:)` shows as written.
    func testAComputedStringPropertyAViewShowsIsHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n\"Meal\" = \"Mahlzeit\";\n")
        try write("Theme.swift", """
            enum Theme {
                case dark
                var displayName: String { "Dark" }
            }
            enum Kind {
                case meal
                var label: String { "Meal" }
                var shown: String { NSLocalizedString(label, comment: "") }
            }
            """)
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(priority.displayName)", "Text(priority.hint)", "Image(systemName: priority.icon)", "Text(kind.shown)",
                             "Section(period.title) { EmptyView() }",
                             "Text(item.label)", "Text(item.icon)", "Text(server.description)", "Image(systemName: Symbols.description)",
                             "Text(delay.description)", "Text(stock.description)"],
                            properties: ["let priority = Priority.low", "let kind = Kind.meal", "let item = Item(label: \"x\", icon: \"y\")",
                                         "let server = Server.german", "let status = NetworkStatus.online", "let period = Period.weekly", "let delay = Delay.short", "let stock = Stock.low",
                                         "var matches: [Period] { Period.allCases.filter { $0.title.localizedCaseInsensitiveContains(\"w\") } }"],
                            declarations: """
                                enum NetworkStatus {
                                    case online
                                    var displayName: String { "Connected" }
                                }

                                enum Period: CaseIterable {
                                    case weekly
                                    var title: String { "Weekly" }
                                }

                                enum Priority {
                                    case low, high
                                    var displayName: String {
                                        switch self {
                                        case .low: return "Low"
                                        case .high: "High \\(1)"
                                        }
                                    }
                                    var icon: String { "flag" }
                                    var hint: String { self == .low ? "Can wait" : "Urgent" }
                                }

                                struct Item { var label: String; var icon: String }

                                enum Server {
                                    case german
                                    var description: String { "German server" }
                                }

                                enum Symbols { static let description = "gear" }

                                enum Delay {
                                    case short
                                    var description: String { "Delay(\\(250)ms)" }
                                }

                                enum Stock {
                                    case low
                                    var description: String { "\\(3) items left" }
                                }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }, [
            "App.swift:15:25: warning: \"Weekly\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "App.swift:22:27: warning: \"Low\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            // (Interpolated or not.)
            "App.swift:23:21: warning: \"High …\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "App.swift:27:39: warning: \"Can wait\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "App.swift:27:52: warning: \"Urgent\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            // (A member of a name code also hands to an image is a symbol only where its value is shaped like one.)
            "App.swift:34:31: warning: \"German server\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            // (A description that reads as words is shown; one in a dump's shape, `"Delay(\\(250)ms)"`, is a debugger's.)
            "App.swift:46:31: warning: \"… items left\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ], run.stdout)
    }

    /// A view's own computed `String` property its body shows by name (`Text(statusText)`, Hily's missed-call bubble) takes
    /// SwiftUI's verbatim initializer too; not one the view hands to an image, nor one whose value code looks up.
    func testAViewsOwnComputedTextItShowsByNameIsHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n\"Meal\" = \"Mahlzeit\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "MissedCallBubble(missed: true)"], declarations: """
            struct MissedCallBubble: View {
                let missed: Bool
                var body: some View {
                    HStack {
                        Image(systemName: icon)
                        Text(statusText)
                        Text(NSLocalizedString(mealKey, comment: ""))
                    }
                }
                private var statusText: String {
                    if missed { return "Missed" }
                    return "Canceled"
                }
                private var icon: String { "phone.badge.checkmark" }
                private var mealKey: String { "Meal" }
            }
            """)
        assertHardCodedTextsShown(["Missed", "Canceled"])
    }

    /// A font picker's typeface names (smart-siddur's `FontFamily.displayName`: "Frank Ruehl", "David") are names, the same
    /// in every language; its choice made of common words ("System font") is still a text to translate.
    func testATypefacesNameInAFontTypeReadsTheSame() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("en"), "no English dictionary: run `make deps`")
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "ForEach(FontFamily.allCases, id: \\.self) { Text($0.displayName) }"], declarations: """
            enum FontFamily: CaseIterable {
                case frank, david, system
                var displayName: String {
                    switch self {
                    case .frank: return "Frank Ruehl"
                    case .david: return "David"
                    case .system: return "System font"
                    }
                }
            }
            """)
        assertHardCodedTextsShown(["System font"])
    }

    /// A toast centre that keeps the message it is given in a published property its overlay shows as written (Hily's
    /// `AppToastCenter.show(_:)`: `self.message = message`, then `if let msg = center.message { Text(msg) }`) shows a
    /// literal its callers pass untranslated; a key they look up is no such literal.
    func testATextKeptForAViewByAPublishedPropertyIsHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n\"Saved\" = \"Gespeichert\";\n")
        try write("Toast.swift", """
            import SwiftUI
            import Combine

            final class ToastCenter: ObservableObject {
                static let shared = ToastCenter()
                let log = UploadLog()
                @Published fileprivate(set) var message: String?
                func show(_ message: String) {
                    self.message = message
                }
                func showCount(_ count: Int) {
                    message = count > 0 ? "\\(count)" : ""
                    message = "Recharged \\(count) times"
                }
            }

            // (A class of its own with a property of that name: no view shows its message.)
            final class UploadLog: ObservableObject {
                @Published var message: String = "Upload log started"
            }

            struct ToastOverlay: ViewModifier {
                @StateObject private var toastCenter = ToastCenter.shared
                func body(content: Content) -> some View {
                    content.overlay {
                        if let msg = toastCenter.message {
                            Text(msg)
                        }
                    }
                }
            }
            """)
        try writeSwiftUIApp(["Text(\"Welcome\")", "Button(\"Welcome\") { ToastCenter.shared.show(\"Recharge is not available\") }",
                             "Button(\"Welcome\") { ToastCenter.shared.show(NSLocalizedString(\"Saved\", comment: \"\")) }",
                             "Button(\"Welcome\") { ToastCenter.shared.showCount(2) }"])
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        // (A text put together with a value, FreeAPS's `statusTitle = "Enacted at \(time)"`, is kept as written too.)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.map { $0.split(separator: "\"").dropFirst().first ?? "" },
                       ["Recharge is not available", "Recharged … times"], run.stdout)
    }

    /// A published text a base class keeps (`ScreenState.errorMessage`) shows where a view holds its subclass
    /// (`viewModel = LoginViewModel()`, `Text(viewModel.errorMessage)`).
    func testAPublishedTextOfABaseClassIsShownThroughItsSubclass() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(viewModel.errorMessage)", "Button(\"Welcome\") { viewModel.fail() }"],
                            properties: ["@StateObject var viewModel = LoginViewModel()"],
                            declarations: """
                                class ScreenState: ObservableObject {
                                    @Published var errorMessage = ""
                                    func fail() { errorMessage = "Something went wrong" }
                                }

                                final class LoginViewModel: ScreenState {}
                                """)
        assertHardCodedTextsShown(["Something went wrong"])
    }

    /// An enum's `String` raw values a view shows as written (`Text(tab.rawValue)`) reach the screen untranslated; an
    /// enum the showing file never names (`Unit`), one it names but whose raw value no shown receiver speaks of (the
    /// font a view only uses), and a case without a written raw value (its name) are not judged.
    func testAnEnumsRawValueAViewShowsIsHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try write("Unit.swift", "enum Unit: String { case grams = \"Grams\" }\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(tab.rawValue)"],
                            properties: ["let tab = TabItem.home", "let font = Font.inter"],
                            declarations: """
                                enum TabItem: String, CaseIterable {
                                    case home = "Home", clients = "Clients"
                                    case settings
                                    func next() -> TabItem { self == .home ? .clients : .home }
                                }
                                enum Font: String { case inter = "Inter Display" }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.map { $0.split(separator: ":").prefix(2).joined(separator: ":") + " " + ($0.split(separator: "\"").dropFirst().first ?? "") },
                       ["App.swift:9 Home", "App.swift:9 Clients"], run.stdout)
    }

    /// A catalog key with no source-language text whose lookup passes a default value (`value: "%d words"`, or a
    /// lookup of one, `value: NSLocalizedString("%d items", comment: "")`): that value is what the code formats, so a
    /// translation with its specifiers is no mismatch; one with others is.
    func testACatalogKeysTranslationIsComparedWithTheCodesDefaultValue() throws {
        try writeCatalogApp()
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "subtitle" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%d Wörter" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ mots" } } } },
                "items" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%d Elemente" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ éléments" } } } }
              },
              "version" : "1.0"
            }
            """)
        try write("App.swift", """
            import Foundation
            func subtitle(_ count: Int) -> String { String(format: NSLocalizedString("subtitle", value: "%d words", comment: ""), count) }
            func items(_ count: Int) -> String {
                String(format: NSLocalizedString("items", value: NSLocalizedString("%d items", comment: ""), comment: ""), count)
            }
            """)
        let run = runTool(["verify", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[format-specifier-mismatch]") }
        XCTAssertFalse(lines.contains { $0.contains("de has") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("'subtitle'") && $0.contains("fr has") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("'items'") && $0.contains("fr has") }, run.stdout)
    }

    /// A model struct's `String` property a view shows as written (`Text(preview.title)`): the literal its memberwise
    /// initializer takes (`PreviewCounter(title: "Gym reps", …)`) reaches the screen untranslated; its other
    /// properties, a struct the showing file never names and one whose initializer is its own are not judged.
    func testAModelsStringPropertyAViewShowsIsHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try write("Other.swift", """
            struct Unrelated { let title: String }
            let unrelated = Unrelated(title: "Not shown")
            """)
        try writeSwiftUIApp(["Text(\"Welcome\")", "ForEach(previews, id: \\.count) { preview in Text(preview.title) }"],
                            properties: ["let previews = [PreviewCounter(title: \"Gym reps\", count: \"42\"), PreviewCounter(title: \"Chapters read\", count: \"7\")]",
                                         "let custom = CustomCounter(name: \"Steps\")"],
                            declarations: """
                                struct PreviewCounter {
                                    let title: String
                                    let count: String
                                }
                                struct CustomCounter {
                                    let title: String
                                    init(name: String) { title = name }
                                }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first },
                       ["Gym reps", "Chapters read"], run.stdout)
    }

    /// A view of the app's that shows its `String` property in another case (`Text(title.uppercased())`, Health
    /// Reporter's detail headers; `Text(self.name.capitalized)`) shows it as written all the same: the literal a caller
    /// passes reaches the screen untranslated.
    func testAViewShowingItsTitleInCapitalsShowsItAsWritten() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Header(title: \"Nutrition\")", "Badge(name: \"weekly goal\")"], properties: [],
                            declarations: """
                                struct Header: View {
                                    let title: String
                                    var body: some View { Text(title.uppercased()) }
                                }
                                struct Badge: View {
                                    let name: String
                                    var body: some View { Text(self.name.capitalized) }
                                }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first }.sorted(),
                       ["Nutrition", "weekly goal"], run.stdout)
    }

    /// A model the showing file never names, held in a stored property of one it does (SaxWeather's `WhatToWearData`
    /// and its `suggestions: [WhatToWearSuggestion]`), and handed to a view of the app that shows it as written
    /// (`RecommendationRow(text: suggestion.text)`): its texts reach the screen untranslated, and so do the raw values of
    /// an enum held so (`Text(data.level.rawValue)`). A model no named type holds stays unjudged.
    func testAModelHeldByANamedTypeAndHandedToAViewIsShown() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try write("Model.swift", """
            import Foundation
            struct WhatToWearSuggestion: Identifiable {
                let id = UUID()
                let text: String
            }
            struct Unrelated { let text: String }
            enum WeatherLevel: String {
                case mild = "Mild weather"
                case harsh = "Harsh weather"
            }
            struct WhatToWearData {
                let suggestions: [WhatToWearSuggestion]
                let level: WeatherLevel
                static func make(cold: Bool) -> WhatToWearData {
                    let text: String
                    if cold { text = "Warm jacket and gloves" } else { text = "Short sleeves will do" }
                    return WhatToWearData(suggestions: [WhatToWearSuggestion(text: text)], level: cold ? .harsh : .mild)
                }
            }
            let unrelated = Unrelated(text: "Never on screen")
            """)
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(data.level.rawValue)",
                             "ForEach(data.suggestions) { suggestion in Row(text: suggestion.text) }"],
                            properties: ["let data = WhatToWearData.make(cold: true)"],
                            declarations: """
                                struct Row: View {
                                    let text: String
                                    var body: some View { Text(text) }
                                }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first },
                       ["Mild weather", "Harsh weather", "Warm jacket and gloves", "Short sleeves will do"], run.stdout)
    }

    /// A struct with an initializer of its own stores texts in a property a view shows as written (SaxWeather's
    /// `UVIndexData.init(uvIndex:)` sets `self.timeToBurn = "60+ minutes"`, shown as `Text(uv.timeToBurn)`): they reach
    /// the screen untranslated; what it stores in a property no view shows does not. A developer tool's file
    /// (`NetworkDebugger.swift`) shows nothing users see.
    func testTextsAModelsOwnInitializerStoresInAShownPropertyAreHardCoded() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try write("Model.swift", """
            struct UVIndexData {
                let index: Int
                let timeToBurn: String
                let source: String
                init(uvIndex: Int) {
                    index = uvIndex
                    source = "Weather service feed"
                    switch uvIndex {
                    case 0...2: self.timeToBurn = "More than an hour"
                    default:
                        timeToBurn = "Less than ten minutes"
                    }
                }
            }
            """)
        try write("NetworkDebugger.swift", """
            import SwiftUI
            struct NetworkDebugger: View {
                let event: DebugEvent
                var body: some View { Text(event.kind.rawValue) }
            }
            struct DebugEvent {
                let kind: Kind
                enum Kind: String { case stalled = "Request stalled for too long" }
            }
            """)
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(uv.timeToBurn)"], properties: ["let uv = UVIndexData(uvIndex: 3)"])
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first },
                       ["More than an hour", "Less than ten minutes"], run.stdout)
    }

    /// A static member only Xcode's previews name (`static var sample: PreviewCounter { … }` used in `#Preview`) makes
    /// nothing the app shows; one the app's own code names (`featured`) does.
    func testAStaticMemberOnlyPreviewsNameShowsNothing() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Text(top.title)"],
                            properties: ["let top = PreviewCounter.featured"],
                            declarations: """
                                struct PreviewCounter {
                                    let title: String
                                    static var featured: PreviewCounter { PreviewCounter(title: "Most read") }
                                    static var sample: PreviewCounter { PreviewCounter(title: "Sample reps") }
                                }
                                struct Row: View {
                                    let counter: PreviewCounter
                                    var body: some View { Text(counter.title) }
                                }
                                #Preview { Row(counter: .sample) }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first },
                       ["Most read"], run.stdout)
    }

    /// A file-scope constant only Xcode's previews name (Pocket Casts' `let previewInfo = ShareImageInfo(…)` beside its
    /// `#Preview`s) makes nothing the app shows either; one the app's own code names does.
    func testAFileScopeConstantOnlyPreviewsNameShowsNothing() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Row(counter: featuredCounter)"], properties: [],
                            declarations: """
                                struct PreviewCounter {
                                    let title: String
                                }
                                struct Row: View {
                                    let counter: PreviewCounter
                                    var body: some View { Text(counter.title) }
                                }
                                let featuredCounter = PreviewCounter(title: "Most read")
                                let previewCounter = PreviewCounter(
                                    title: "Sample reps")
                                #Preview { Row(counter: previewCounter) }
                                #Preview { Row(counter: previewCounter) }
                                """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first },
                       ["Most read"], run.stdout)
    }

    /// A file-scope value or a static member only a screen nothing creates names (the sample countdowns of a
    /// `ContentView` the app no longer opens, its `@main` showing another view) makes nothing the app shows. One a living
    /// screen names does, directly, through another file-scope value (`let pages = [firstPage]`) or in an interpolation.
    func testAFileScopeValueOnlyADeadScreenNamesShowsNothing() throws {
        try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n")
        try writeSwiftUIApp(["Text(\"Welcome\")", "Row(counter: featuredCounter)", "Row(counter: allCounters[0])",
                             "Text(\"Next: \\(nextCounter.title)\")"], properties: [],
                            declarations: """
                                struct SampleCounter {
                                    let title: String
                                }
                                struct Row: View {
                                    let counter: SampleCounter
                                    var body: some View { Text(counter.title) }
                                }
                                """)
        try write("Samples.swift", """
            import SwiftUI
            let featuredCounter = SampleCounter(title: "Most read")
            let homeCounter = SampleCounter(title: "Home stretch")
            let allCounters = [homeCounter]
            let nextCounter = SampleCounter(title: "Summer break")
            """)
        try write("OldHome.swift", """
            import SwiftUI
            struct OldHome: View {
                var body: some View {
                    Row(counter: oldCounter)
                    Row(counter: .sample)
                }
            }
            let oldCounter = SampleCounter(title: "Trip home")
            extension SampleCounter {
                static var sample: SampleCounter { SampleCounter(title: "Sample trip") }
            }
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }.compactMap { $0.split(separator: "\"").dropFirst().first }.sorted(),
                       ["Home stretch", "Most read", "Summer break"], run.stdout)
    }

    /// A generated accessor only Xcode's previews call (Pocket Casts' `L10n.referralsTipTitle(_:)`, in `TipView_Previews`)
    /// looks its key up for no screen of the app: a note where German lacks the key; one the app calls stays a warning.
    func testAKeyOnlyAPreviewsAccessorLooksUpIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"referrals_tip_title\" = \"Give %@ free\";\n\"done\" = \"Done\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        try writeSwiftUIApp(["Text(L10n.done)"], properties: [], declarations: """
            enum L10n {
                static var done: String { NSLocalizedString("done", comment: "") }
                static func referralsTipTitle(_ p1: Any) -> String {
                    String(format: NSLocalizedString("referrals_tip_title", comment: ""), String(describing: p1))
                }
            }
            struct TipView: View {
                let title: String
                var body: some View { Text(verbatim: title) }
            }
            struct TipView_Previews: PreviewProvider {
                static var previews: some View { TipView(title: L10n.referralsTipTitle(3)) }
            }
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[missing-key]") }
        XCTAssertTrue(lines.contains { $0.contains("note: key 'referrals_tip_title'") && $0.contains("only an Xcode preview shows it") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("warning: key 'done'") }, run.stdout)
    }

    /// A German Localizable entry that repeats an English sentence the code shows is read in English: a
    /// warning; the same copy of a key no code looks up is a note, and so is a one-word copy.
    func testACodeTextAGermanTableLeavesInEnglishIsUntranslated() throws {
        try write("en.lproj/Localizable.strings", "\"empty\" = \"No saved loans yet\";\n\"old\" = \"No saved loans yet\";\n\"board\" = \"Dashboard\";\n\"save\" = \"Save\";\n")
        try write("de.lproj/Localizable.strings", "\"empty\" = \"No saved loans yet\";\n\"old\" = \"No saved loans yet\";\n\"board\" = \"Dashboard\";\n\"save\" = \"Sichern\";\n")
        try write("Loans.swift", """
            import Foundation

            func texts() -> [String] {
                [NSLocalizedString("empty", comment: ""), NSLocalizedString("board", comment: ""), NSLocalizedString("save", comment: "")]
            }
            """)
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let untranslated = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "untranslated" }
        let severities = Dictionary(untranslated.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["empty": "warning", "old": "info", "board": "info"])
    }

    /// A copy whose words the language's own translations use reads as that language (xikolo's German "Team Peer
    /// Assessment", beside "Peer Assessment öffnen" and German's "Team"): a note, saying why. A copy with a word no
    /// translation uses stays a warning; so does one in a language not written in Latin letters, whose translations
    /// may keep a Latin word that still reads foreign alone.
    func testACopyInWordsTheLanguagesTranslationsUseReadsTheSame() throws {
        // The values of "team", "open", "review" and "due", by language.
        let tables = [
            "en": ["Team Peer Assessment", "Open peer assessment", "Review your peer assessment now", "Assessment due date"],
            "de": ["Team Peer Assessment", "Peer Assessment öffnen", "Review your peer assessment now", "Fälligkeit"],
            "ja": ["Team Peer Assessment", "Peer Assessment を開く", "Review your peer assessment now", "締め切り"],
            "fr": ["Évaluation par les pairs en équipe", "Ouvrir l’évaluation", "Relisez votre évaluation", "Échéance"],
        ]
        for (language, values) in tables {
            let lines = zip(["team", "open", "review", "due"], values).map { "\"\($0)\" = \"\($1)\";\n" }
            // (An English copy whose base is missing is no translation, its template token no German word: HalloApp's
            // "<$groupname$>" made "Review your group <$groupname$> now" vouch for "review".)
            try write("\(language).lproj/Localizable.strings", lines.joined() + (language == "de" ? "\"group.review\" = \"Review your group <$groupname$> now\";\n" : ""))
        }
        try write("Peers.swift", """
            import Foundation

            func texts() -> [String] {
                [NSLocalizedString("team", comment: ""), NSLocalizedString("open", comment: ""),
                 NSLocalizedString("review", comment: ""), NSLocalizedString("due", comment: "")]
            }
            """)
        let run = runTool(["verify", "de", "ja", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let untranslated = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "untranslated" }
        let severities = Dictionary(untranslated.map { ("\($0["language"] ?? "") \($0["key"] ?? "")", ($0["severity"] as? String) ?? "") },
                                    uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["de team": "info", "de review": "warning", "ja team": "warning", "ja review": "warning"])
        let note = untranslated.first { ($0["language"] as? String) == "de" && ($0["key"] as? String) == "team" }?["message"] as? String
        XCTAssertTrue(note?.hasSuffix("(its words are ones the app's own de translations use: it reads the same there)") ?? false, note ?? "")
    }

    /// One word most languages keep ("Staking", a loanword in German, French and Spanish; Russian translates it) is a name
    /// to them, a note; but
    /// a Korean table that writes it in Hangul in its other texts ("스테이킹 보상") shows it untranslated where it keeps
    /// the English (nova's Staking tab): a warning. With one such text, it is still a note.
    func testOneWordALanguageTranslatesElsewhereIsUntranslatedThere() throws {
        try write("en.lproj/Localizable.strings", "\"tab\" = \"Staking\";\n\"rewards\" = \"Staking rewards\";\n\"period\" = \"Staking period\";\n")
        for language in ["de", "fr", "es"] {
            try write("\(language).lproj/Localizable.strings", "\"tab\" = \"Staking\";\n\"rewards\" = \"Staking \(language)\";\n\"period\" = \"Staking \(language)!\";\n")
        }
        try write("ru.lproj/Localizable.strings", "\"tab\" = \"Стейкинг\";\n\"rewards\" = \"Награды\";\n\"period\" = \"Период\";\n")
        try write("Tabs.swift", """
            import Foundation

            func texts() -> [String] {
                [NSLocalizedString("tab", comment: ""), NSLocalizedString("rewards", comment: ""), NSLocalizedString("period", comment: "")]
            }
            """)
        func severity() throws -> String? {
            let run = runTool(["verify", "ko", "--format", "json", "--fail-on", "never"], in: project)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).first { ($0["rule"] as? String) == "untranslated" && ($0["key"] as? String) == "tab" }?["severity"] as? String
        }
        try write("ko.lproj/Localizable.strings", "\"tab\" = \"Staking\";\n\"rewards\" = \"스테이킹 보상\";\n\"period\" = \"스테이킹 기간\";\n")
        XCTAssertEqual(try severity(), "warning")
        try write("ko.lproj/Localizable.strings", "\"tab\" = \"Staking\";\n\"rewards\" = \"스테이킹 보상\";\n\"period\" = \"Staking 기간\";\n")
        XCTAssertEqual(try severity(), "info")
    }

    /// A Base table written in another language than the development language's table (Rafflex: Spanish in
    /// `Base.lproj`, English in `en.lproj`): a Spanish table repeating the Base text shows Spanish, no English.
    func testATableRepeatingABaseTableInItsOwnLanguageIsNotUntranslated() throws {
        try write("Base.lproj/Localizable.strings", "\"confirm\" = \"Confirma contraseña\";\n\"save\" = \"Guardar\";\n")
        try write("en.lproj/Localizable.strings", "\"confirm\" = \"Repeat password\";\n\"save\" = \"Save\";\n")
        try write("es.lproj/Localizable.strings", "\"confirm\" = \"Confirma contraseña\";\n\"save\" = \"Save\";\n")
        try write("Login.swift", """
            import Foundation

            func texts() -> [String] { [NSLocalizedString("confirm", comment: ""), NSLocalizedString("save", comment: "")] }
            """)
        let run = runTool(["verify", "es", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let untranslated = run.stdout.split(separator: "\n").filter { $0.contains("[untranslated]") && $0.contains("warning:") }
        XCTAssertFalse(untranslated.contains { $0.contains("'confirm'") }, run.stdout)

        // A value that is its key, as the Base table's, shows users the raw key (FundIncome's fr table).
        try write("Base.lproj/Localizable.strings", "\"refresh_failed\" = \"refresh_failed\";\n")
        try write("en.lproj/Localizable.strings", "\"refresh_failed\" = \"Failed to refresh.\";\n")
        try write("es.lproj/Localizable.strings", "\"refresh_failed\" = \"refresh_failed\";\n")
        try write("Login.swift", "import Foundation\n\nlet failed = NSLocalizedString(\"refresh_failed\", comment: \"\")\n")
        let raw = runTool(["verify", "es", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(raw.stdout.split(separator: "\n").filter { $0.contains("[untranslated]") }, [
            "es.lproj/Localizable.strings:1:20: warning: 'refresh_failed' is its own key in es, so es users read the raw key where en users read "
                + "'Failed to refresh.' [untranslated]",
        ], raw.stdout)
    }

    /// Of a key a table defines twice iOS uses the last entry: an English copy above its translation
    /// (wherewego's "Choose Navigation App") is never shown, and only the duplicate says so.
    func testAnEntryALaterOneOfItsKeyShadowsIsNotJudged() throws {
        try write("en.lproj/Localizable.strings", "\"empty\" = \"No saved loans yet\";\n")
        try write("de.lproj/Localizable.strings", "\"empty\" = \"No saved loans yet\";\n\"empty\" = \"Noch keine Kredite gespeichert\";\n")
        try write("Loans.swift", "import Foundation\n\nlet empty = NSLocalizedString(\"empty\", comment: \"\")\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[untranslated]") || $0.contains("[duplicate-key]") }, [
            "de.lproj/Localizable.strings:1:1: note: key 'empty' is defined again at line 2, which wins; this entry is ignored [duplicate-key]",
            "de.lproj/Localizable.strings:1:11: note: 'empty' is identical to the base text 'No saved loans yet' in de: its words are en words, "
                + "so de users read it untranslated (a later entry of the key wins: iOS never uses this one) [untranslated]",
        ])
    }

    /// A table entry no code looks up shows nothing: its bidi order does not matter either. With the whole
    /// app at hand (its entry point), the Arabic entry nobody reads is a note and the one the code shows a
    /// warning; with part of the sources, any entry may be read by code the folder lacks.
    func testABidiProblemOfAnEntryNoCodeLooksUpIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"promo\" = \"iPhone deals\";\n\"old.promo\" = \"iPad deals\";\n")
        try write("ar.lproj/Localizable.strings", "\"promo\" = \"iPhone عروض\";\n\"old.promo\" = \"iPad عروض\";\n")
        // (A function with parameters, which code the fixture leaves out may call.)
        try write("Promo.swift", "import Foundation\n\nfunc promoTitle(_ count: Int) -> String { NSLocalizedString(\"promo\", comment: \"\") }\n")
        func severities() throws -> [String: String] {
            let run = runTool(["verify", "ar", "--format", "json", "--fail-on", "never"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let bidi = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String)?.hasPrefix("bidi-") == true }
            return Dictionary(bidi.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        }
        XCTAssertEqual(try severities(), ["promo": "warning", "old.promo": "warning"])
        try write("AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        XCTAssertEqual(try severities(), ["promo": "warning", "old.promo": "info"])
    }

    /// A wrapper that falls back to Localizable when its widget table lacks the key finds 'total' there in
    /// German; 'due' is in neither German table, so German users see its development text.
    func testAKeyAFallbackTableHasIsFound() throws {
        try write("en.lproj/Widget.strings", "\"title\" = \"Spending\";\n")
        try write("de.lproj/Widget.strings", "\"title\" = \"Ausgaben\";\n")
        try write("en.lproj/Localizable.strings", "\"total\" = \"Total\";\n\"due\" = \"Due\";\n")
        try write("de.lproj/Localizable.strings", "\"total\" = \"Summe\";\n")
        try write("Widget.swift", """
            import Foundation

            extension String {
                func widgetLocalized() -> String {
                    let translated = NSLocalizedString(self, tableName: "Widget", comment: "")
                    if translated != self { return translated }
                    return NSLocalizedString(self, comment: "")
                }
            }

            let texts = ["title".widgetLocalized(), "total".widgetLocalized(), "due".widgetLocalized()]
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let missing = run.stdout.split(separator: "\n").filter { $0.contains("[missing-key]") }
        XCTAssertEqual(missing.filter { $0.contains("'total'") || $0.contains("'title'") }, [], run.stdout)
        XCTAssertTrue(missing.contains { $0.contains("key 'due' that the code looks up is missing from the de Widget table") }, run.stdout)
    }

    /// deltachat's `String.localized` looks a key the user's table lacks up again in the English bundle: German
    /// users read the English text, not the key, and the message says so.
    func testAFallbackToAnotherLanguagesBundleShowsThatText() throws {
        try write("en.lproj/Localizable.strings", "\"cannot_play\" = \"Cannot play audio file\";\n\"ok\" = \"OK\";\n")
        try write("de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n")
        try write("Strings.swift", """
            import Foundation

            extension String {
                static func localized(_ stringID: String) -> String {
                    let value = NSLocalizedString(stringID, comment: "")
                    if value != stringID { return value }
                    guard let path = Bundle.main.path(forResource: "en", ofType: "lproj"), let bundle = Bundle(path: path) else { return value }
                    return NSLocalizedString(stringID, bundle: bundle, comment: "")
                }
            }

            let message = String.localized("cannot_play")
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("key 'cannot_play' that the code looks up is missing from the de Localizable table, so de users see the text of "
            + "the table it falls back to, \"Cannot play audio file\", untranslated [missing-key]"), run.stdout)
    }

    /// A key shaped like an identifier that the development language's own table lacks shows itself to its
    /// users ("CredentialError"), where that table's keys are identifiers too; a key that is a text ("Try
    /// again") shows that text, and a call with a default value shows the value.
    func testAnIdentifierKeyTheDevelopmentTableLacksShowsItself() throws {
        try write("en.lproj/Localizable.strings", "\"CredentialsErorr\" = \"Wrong user name or password\";\n\"Login.Title\" = \"Sign in\";\n")
        try write("de.lproj/Localizable.strings", "\"CredentialsErorr\" = \"Falscher Name oder Passwort\";\n\"Login.Title\" = \"Anmelden\";\n")
        try write("Login.swift", """
            import Foundation

            func texts() -> [String] {
                [NSLocalizedString("CredentialError", comment: ""), NSLocalizedString("Login.Title", comment: ""),
                 NSLocalizedString("Try again", comment: ""), NSLocalizedString("Login.Hint", value: "Use your e-mail", comment: "")]
            }
            """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let english = run.stdout.split(separator: "\n").filter { $0.hasPrefix("en.lproj/Localizable.strings") && $0.contains("[missing-key]") }
        XCTAssertEqual(english, [
            "en.lproj/Localizable.strings:3:1: warning: key 'CredentialError' that the code looks up is missing from the en Localizable table, "
                + "the development language's own, so its users see the key itself [missing-key]",
        ], run.stdout)
        XCTAssertTrue(CodeKeyChecks.isIdentifierKey("INIT_LICENSE_ERROR"))
        XCTAssertTrue(CodeKeyChecks.isIdentifierKey("PersonalCare.bullet3.2"))
        XCTAssertFalse(CodeKeyChecks.isIdentifierKey("YouTube"))
        XCTAssertFalse(CodeKeyChecks.isIdentifierKey("TestFlight"))
        XCTAssertFalse(CodeKeyChecks.isIdentifierKey("Loading..."))
    }

    /// A key of the development language's Localizable table that no call looks up (the code moved on) is
    /// never shown: the German table lacking it is a note; the key the code uses is a warning. With one
    /// dynamic key in the sources any key may be looked up, and both are warnings; not with the lookup of a
    /// wrapper's parameter when nothing calls the wrapper (its callers' keys would be listed on their own).
    func testAKeyNoCodeLooksUpIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"cart.title\" = \"Cart\";\n\"account.delete\" = \"Delete Account\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        func severities(dynamic: Bool) throws -> [String: String] {
            try write("Cart.swift", """
            import Foundation

            func cartTitle(_ key: String) -> String {
                NSLocalizedString("cart.title", comment: "")\(dynamic ? " + NSLocalizedString(key.lowercased(), comment: \"\")" : "")
            }
            """)
            return try missingKeySeverities()
        }
        XCTAssertEqual(try severities(dynamic: false), ["cart.title": "warning", "account.delete": "info"])
        XCTAssertEqual(try severities(dynamic: true), ["cart.title": "warning", "account.delete": "warning"])
        try write("Cart.swift", """
        import Foundation

        let cart = NSLocalizedString("cart.title", comment: "")
        func translated(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        """)
        XCTAssertEqual(try missingKeySeverities(), ["cart.title": "warning", "account.delete": "info"])
    }

    /// With a key built at run time in an app whose sources are all here, a key only an enum case's name says may be
    /// looked up (`period.rawValue` of `case weekly`), so its missing translation stays a warning; one only a type or a
    /// property is named ("Menu" of SwiftUI's `Menu`, a `color` property: CounterGraph's dead entries) makes no text. A
    /// generic parameter named `R` is no read of R.swift's generated accessors (passepartout's `ProfileLink<R>`).
    func testAKeyOnlyANameOtherThanAnEnumCaseSaysIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"Menu\" = \"Menu\";\n\"color\" = \"Color\";\n\"weekly\" = \"Weekly\";\n\"cart\" = \"Cart\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        try write("Shop.swift", """
            import SwiftUI

            @main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }

            enum Period: String { case daily, weekly }

            struct Row<R: Hashable>: View { let route: R; var body: some View { Text("cart") } }

            struct ContentView: View {
                var color = 1
                var period = Period.weekly
                var body: some View {
                    Menu { Text("cart") } label: { Text(NSLocalizedString(period.rawValue, comment: "")) }
                }
            }
            """)
        XCTAssertEqual(try missingKeySeverities(), ["cart": "warning", "weekly": "warning", "Menu": "info", "color": "info"])
    }

    /// An enum that looks its cases up under `"\(Self.self).\(self)"` (Planetary's `Localized.cancel`): a key made of the
    /// type's name and a case another file names may be looked up, a warning where German lacks it; one of a case only
    /// its own file says is a key no screen asks for, a note.
    func testAKeyOfAnEnumsTypeAndCaseNameMayBeLookedUp() throws {
        try write("en.lproj/Generated.strings", "\"Localized.cancel\" = \"Cancel\";\n\"Localized.future\" = \"In the future\";\n\"Localized.save\" = \"Save\";\n")
        try write("de.lproj/Generated.strings", "\"Localized.save\" = \"Sichern\";\n")
        try write("Localized.swift", """
            import Foundation

            protocol Localizable { var key: String { get } }
            extension Localizable {
                var key: String { "\\(Self.self).\\(self)" }
                var text: String { NSLocalizedString(key, tableName: "Generated", comment: "") }
            }
            enum Localized: String, Localizable { case cancel = "Cancel", future = "In the future", save = "Save" }
            """)
        try write("App.swift", """
            import SwiftUI

            @main struct FeedApp: App {
                var body: some Scene { WindowGroup { Text(Localized.cancel.text); Text(Localized.save.text) } }
            }
            """)
        XCTAssertEqual(try missingKeySeverities(), ["Localized.cancel": "warning", "Localized.future": "info"])
    }

    /// A missing key whose base text is made of words the app's own German translations use ("App" in
    /// "Öffne die App", as Habicolor's German table writes it) reads as those translators write: a note. A word
    /// only an English value left in the German table has ("Reset Completed", no word of it German) proves
    /// nothing, nor does a key shaped like an identifier.
    func testAKeyWhoseWordsTheLanguagesTranslationsUseIsANote() throws {
        try write("en.lproj/Localizable.strings", """
            "open.hint" = "Open the app";
            "reset.done" = "Reset Completed";
            "App" = "App";
            "Completed" = "Completed";
            "OpenApp" = "OpenApp";

            """)
        try write("de.lproj/Localizable.strings", "\"open.hint\" = \"Öffne die App\";\n\"reset.done\" = \"Reset Completed\";\n")
        try write("Open.swift", """
            import Foundation

            let texts = [NSLocalizedString("App", comment: ""), NSLocalizedString("Completed", comment: ""),
                         NSLocalizedString("OpenApp", comment: ""), NSLocalizedString("open.hint", comment: ""),
                         NSLocalizedString("reset.done", comment: "")]
            """)
        XCTAssertEqual(try missingKeySeverities(), ["App": "info", "Completed": "warning", "OpenApp": "warning"])
    }

    /// A text code shows as written whose words the language's own translations use (FMobile's "Mbps", which its
    /// German table keeps in "Geschwindigkeit in Mbps") reads the same there: no reader in German, still one in French,
    /// whose table writes the unit its own way.
    func testAHardCodedTextWhoseWordsTheLanguagesTranslationsUseReadsTheSame() throws {
        try write("en.lproj/Localizable.strings", "\"speed\" = \"Speed in Mbps\";\n")
        try write("de.lproj/Localizable.strings", "\"speed\" = \"Geschwindigkeit in Mbps\";\n")
        try write("fr.lproj/Localizable.strings", "\"speed\" = \"Vitesse en Mb/s\";\n")
        try write("Gauge.swift", """
            import UIKit

            final class Gauge: UIView {
                let unit = UILabel()
                let caption = UILabel()
                func setUp() { unit.text = "Mbps"; caption.text = NSLocalizedString("speed", comment: "") }
            }
            """)
        let run = runTool(["verify", "de", "fr", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let messages = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "hard-coded-text" }
            .compactMap { $0["message"] as? String }
        XCTAssertEqual(messages, ["\"Mbps\" is put on screen as written, not looked up: users of fr read it untranslated"])
    }

    /// A text whose words are ones every language's table keeps as the base table writes them, the language's own among
    /// them (Inkpad's eleven tables, Arabic and Chinese too, all say `"pt" = "pt"`), reads there as its translators write
    /// it: "%d pt" has no reader in Arabic or Chinese (nor in German, where two Latin letters read the same anyway).
    /// Where one table translates the word ("px" in Arabic), the text is still read untranslated; so is an everyday word
    /// only tables in the development language's script keep ("Delete", left as it is in German and British English).
    func testAHardCodedTextOfWordsEveryTableKeepsReadsTheSame() throws {
        try write("en.lproj/Localizable.strings", "\"pt\" = \"pt\";\n\"px\" = \"px\";\n\"size\" = \"Size\";\n\"delete\" = \"Delete\";\n\"color\" = \"Color\";\n")
        try write("en-GB.lproj/Localizable.strings", "\"delete\" = \"Delete\";\n\"color\" = \"Colour\";\n")
        try write("ar.lproj/Localizable.strings", "\"pt\" = \"pt\";\n\"px\" = \"بكسل\";\n\"size\" = \"الحجم\";\n")
        try write("zh-Hans.lproj/Localizable.strings", "\"pt\" = \"pt\";\n\"px\" = \"px\";\n\"size\" = \"大小\";\n")
        try write("de.lproj/Localizable.strings", "\"size\" = \"Größe\";\n\"delete\" = \"Delete\";\n")
        // (An Arabic table that is an unfinished copy of the English one keeps nothing on purpose.)
        try write("en.lproj/Actions.strings", "\"remove\" = \"Remove\";\n\"copy\" = \"Copy\";\n")
        try write("ar.lproj/Actions.strings", "\"remove\" = \"Remove\";\n\"copy\" = \"Copy\";\n")
        try write("de.lproj/Actions.strings", "\"remove\" = \"Remove\";\n\"copy\" = \"Kopieren\";\n")
        try write("fr.lproj/Actions.strings", "\"remove\" = \"Remove\";\n\"copy\" = \"Copier\";\n")
        try write("Font.swift", """
            import UIKit

            final class FontPanel: UIView {
                let sizeLabel = UILabel()
                let widthLabel = UILabel()
                let deleteLabel = UILabel()
                let removeLabel = UILabel()
                let caption = UILabel()
                func show(size: Int) {
                    sizeLabel.text = String(format: "%d pt", size)
                    widthLabel.text = String(format: "%d px", size)
                    deleteLabel.text = "Delete"
                    removeLabel.text = "Remove"
                    caption.text = NSLocalizedString("size", comment: "")
                }
            }
            """)
        let run = runTool(["verify", "ar", "zh-Hans", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let messages = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "hard-coded-text" }
            .compactMap { $0["message"] as? String }
        XCTAssertEqual(messages, [
            "\"%d px\" is put on screen as written, not looked up: users of ar, de, zh-Hans read it untranslated",
            "\"Delete\" is put on screen as written, not looked up: users of ar, de, zh-Hans read it untranslated",
            "\"Remove\" is put on screen as written, not looked up: users of ar, de, zh-Hans read it untranslated",
        ])
    }

    /// A key written in letters only the checked language writes among the app's (Foodies' Turkish "Henüz aktif
    /// eşleşmeniz yok" in an app whose development region says English) reads right there without an entry:
    /// a note for Turkish, still a warning for German.
    func testAKeyWrittenInTheLanguagesOwnLettersIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"other\" = \"Other\";\n")
        try write("tr.lproj/Localizable.strings", "\"other\" = \"Diğer\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        try write("Chat.swift", """
            import Foundation

            let texts = [NSLocalizedString("Henüz aktif eşleşmeniz yok", comment: ""), NSLocalizedString("other", comment: "")]
            """)
        let run = runTool(["verify", "tr", "de", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "missing-key" }
        XCTAssertEqual(Dictionary(missing.map { (($0["language"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a }),
                       ["tr": "info", "de": "warning"])
    }

    /// SwiftUI looks up "of %lld" for `Text("of \(book.pages)")` with an `Int`: bookapp's hand-written "of %d" is
    /// never found, and German readers see English. The key a table holds for a value of unknown type is the one
    /// looked up; a key of values and units only ("%lld km") reads the same in German.
    func testAnInterpolatedSwiftUIKeyIsLookedUpWithItsValuesSpecifiers() throws {
        try write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        try write("de.lproj/Localizable.strings", """
            "of %d" = "von %d";
            "Hi %@" = "Hallo %@";
            "Done" = "Fertig";

            """)
        try write("BookRow.swift", #"""
            import SwiftUI

            struct Book { var pages: Int; var distance: Int }

            struct BookRow: View {
                let book: Book
                let reader: Reader
                var body: some View {
                    Text("of \(book.pages)")
                    Text("Hi \(reader.name)")
                    Text("\(book.distance) km")
                    Button("Done") {}
                }
            }
            """#)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[missing-key]") }
        XCTAssertEqual(lines, [
            #"de.lproj/Localizable.strings:4:1: note: key '%lld km' that the code looks up for "\(book.distance) km" is missing from the de Localizable table, so de users see it in the development language (the base text's letters are the unit symbol "km", written the same in de) [missing-key]"#,
            #"de.lproj/Localizable.strings:4:1: warning: key 'of %lld' that the code looks up for "of \(book.pages)" is missing from the de Localizable table, so de users see it in the development language; the table has 'of %d', which the lookup never finds, as a key holds each value's specifier by its type [missing-key]"#,
        ], run.stdout)
    }

    /// A String Catalog's key with no letters (PrayerTracker's "•" separator, a `Text(" ")` spacer) reads the same
    /// in every language: where German lacks it, a note; a word German lacks stays a warning.
    func testACatalogKeyThatReadsTheSameIsANote() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "•":{"localizations":{"en":\(unit("•"))}},
            "%@ (%d)":{"localizations":{"en":\(unit("%@ (%d)"))}},
            "Bye":{"localizations":{"en":\(unit("Bye"))}},
            "Hello":{"localizations":{"en":\(unit("Hello")),"de":\(unit("Hallo"))}}}}
            """)
        // (Code App's terminal names, "%@ (%d)": the letter of a specifier is no letter anyone reads.)
        XCTAssertEqual(try missingKeySeverities(), ["•": "info", "%@ (%d)": "info", "Bye": "warning"])
    }

    /// An app whose development region says English but whose code's keys are Spanish (KafeCam's "Iniciar
    /// sesión"), with an English table: English users read a key that table lacks in Spanish. An English key
    /// the English table lacks reads right, and so does a language menu's "Español"; a one-word key no English
    /// dictionary holds and the Spanish one does ("Capturas", a reviewer listed it as missed) is Spanish too.
    func testAKeyInAnotherLanguageTheDevelopmentTableLacks() throws {
        try write("en.lproj/Localizable.strings", "\"Mapa\" = \"Map\";\n")
        try write("es.lproj/Localizable.strings", "\"Mapa\" = \"Mapa\";\n\"Iniciar sesión\" = \"Iniciar sesión\";\n\"Settings\" = \"Ajustes\";\n\"Capturas\" = \"Capturas\";\n")
        try write("Login.swift", """
            import Foundation

            let texts = [NSLocalizedString("Iniciar sesión", comment: ""), NSLocalizedString("Mapa", comment: ""),
                         NSLocalizedString("Settings", comment: ""), NSLocalizedString("Capturas", comment: ""),
                         NSLocalizedString("Español", comment: "")]
            """)
        let run = runTool(["verify", "en", "es", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter {
            ($0["rule"] as? String) == "missing-key" && ($0["language"] as? String) == "en"
        }
        XCTAssertEqual(missing.map { "\(($0["key"] as? String) ?? "") \(($0["severity"] as? String) ?? "")" }, ["Capturas warning", "Iniciar sesión warning"])
    }

    /// A key that is itself the lookup of a literal key can only be one of that key's values: it does not make
    /// every key a possible lookup, as a key built at run time does.
    func testANestedLookupKeepsTheKeysKnown() throws {
        try write("en.lproj/Localizable.strings", "\"cart.title\" = \"Cart\";\n\"account.delete\" = \"Delete Account\";\n\"hint\" = \"Cart\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        try write("Cart.swift", """
            import Foundation

            func cartTitle() -> String {
                NSLocalizedString("cart.title", comment: "") + NSLocalizedString(NSLocalizedString("hint", comment: ""), comment: "")
            }
            """)
        XCTAssertEqual(try missingKeySeverities(), ["cart.title": "warning", "account.delete": "info", "hint": "warning"])
        XCTAssertEqual(VerifyPipeline.nestedLookupKey(#"[TSLanguageManager localizedString:@"Please type"]"#), "Please type")
        XCTAssertNil(VerifyPipeline.nestedLookupKey("key"))
        XCTAssertNil(VerifyPipeline.nestedLookupKey(#""prefix." + name"#))
    }

    /// A key whose only lookup is stored in a local nothing reads is never shown: its missing key is a note,
    /// while a key whose lookup is used stays a warning.
    func testAKeyWhoseLookupNothingReadsIsANote() throws {
        try write("en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n\"Pick\" = \"Pick\";\n")
        try write("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
        try write("Picker.m", """
        @implementation PickerController
        - (void)show {
            NSString *cancelButton = NSLocalizedString(@"Cancel", nil);
            NSString *title = NSLocalizedString(@"Pick", nil);
            [self present:title];
        }
        @end
        """)
        XCTAssertEqual(try missingKeySeverities(), ["Cancel": "info", "Pick": "warning"])
    }

    /// A key read from a dictionary (`NSLocalizedString(options["calendar"]!, …)`) could be any key when the
    /// dictionary is data the app loads; not when its own file writes it out as literals (meslistes's title
    /// options), whose values are the keys it may be.
    func testAKeyFromADictionaryItsFileWritesOutIsKnown() throws {
        try makeProject()
        try write("App.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try write("en.lproj/Localizable.strings", "\"Add to calendar\" = \"Add to calendar\";\n\"to do\" = \"to do\";\n")
        func severities(_ declaration: String) throws -> [String: String] {
            try write("Picker.swift", """
            import Foundation

            final class Picker {
                \(declaration)
                func title() -> String { NSLocalizedString(options["calendar"]!, comment: "") }
            }
            """)
            return try missingKeySeverities(in: "de.lproj/Localizable.strings")
        }
        XCTAssertEqual(try severities(#"private let options = ["calendar": "Add to calendar"]"#), ["Add to calendar": "warning", "to do": "info"])
        XCTAssertEqual(try severities("var options: [String: String] = [:]"), ["Add to calendar": "warning", "to do": "warning"])
    }

    /// Keys built at run time do not make every key a possible lookup when the folder holds the whole app
    /// (it has the source that starts it): a key may then only come from a literal of the sources, a literal
    /// part of a run-time key, or a text the storyboards show in that language (a label that looks its own
    /// text up). A key none of them says is a note; without the app's entry point every key stays a warning.
    func testWithTheWholeAppAKeyNoCodeNamesIsANote() throws {
        try makeProject()
        try write("en.lproj/Localizable.strings", """
        "welcome.title" = "Welcome";
        "account.delete" = "Delete Account";
        "menu.help" = "Help";
        "Create list" = "Create list";
        "Name" = "Name";
        "Hello" = "Hello";

        """)
        // German users see "Name" as it is: the German table has no entry for it (and it is a German word).
        try write("de.lproj/Main.strings", """
        /* Class = "UILabel"; text = "Hello"; ObjectID = "lbl-00-003"; */
        "lbl-00-003.text" = "Ein sehr langer Gruß der nicht passt";

        """)
        try write("Menu.swift", """
        import Foundation

        func menuTitle(_ row: Int) -> String {
            let items = ["menu.help"]
            return NSLocalizedString(items[row], comment: "")
        }

        func createTitle(_ kind: String) -> String {
            NSLocalizedString("Create \\(kind)", comment: "")
        }
        """)
        func severities() throws -> [String: String] { try missingKeySeverities(in: "de.lproj/Localizable.strings") }
        XCTAssertEqual(try severities(), ["account.delete": "warning", "menu.help": "warning", "Create list": "warning", "Name": "info",
                                          "Hello": "warning"])
        try write("App.swift", """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        """)
        // "Hello" shows translated in German: a label looking its own text up asks for the translation there.
        XCTAssertEqual(try severities(), ["account.delete": "info", "menu.help": "warning", "Create list": "warning", "Name": "info",
                                          "Hello": "info"])
    }

    /// A key built at run time from pieces (bitkit's `t("widgets__\(kind)__\(field)")`) may be any key that starts
    /// with its first piece, but its middle piece of separators alone ("__") names no other: "lightning__order_msg",
    /// which no code says, is a note.
    func testASeparatorPieceOfARunTimeKeyNamesNoKey() throws {
        try makeProject()
        try write("en.lproj/Localizable.strings", """
        "widgets__weather__title" = "Weather";
        "lightning__order_msg" = "The order expired.";
        "done" = "Done";

        """)
        try write("de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n")
        try write("Widgets.swift", """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}

        func widgetText(_ kind: String, _ field: String) -> String {
            NSLocalizedString("widgets__\\(kind)__\\(field)", comment: "")
        }

        func doneTitle() -> String { NSLocalizedString("done", comment: "") }
        """)
        let severities = try missingKeySeverities(in: "de.lproj/Localizable.strings")
        XCTAssertEqual(severities["widgets__weather__title"], "warning")
        XCTAssertEqual(severities["lightning__order_msg"], "info")
    }

    /// A key two literals of a file that looks keys up at run time make together ("FloorChange1" + "Up": NavCog's spoken
    /// directions, built with `stringByAppendingString:`) may be looked up: its missing translation stays a warning. A key
    /// whose two parts only a file that builds no key says is a note.
    func testAKeyTwoLiteralsOfAKeyBuildingFileMakeMayBeLookedUp() throws {
        try makeProject()
        try write("en.lproj/Localizable.strings", "\"FloorChange1Up\" = \"Go up\";\n\"FloorChange1Down\" = \"Go down\";\n\"StaleKey\" = \"Old\";\n")
        try write("de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n")
        try write("Directions.swift", """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}

        func direction(up: Bool) -> String {
            var key = "FloorChange1"
            key += up ? "Up" : "Down"
            return NSLocalizedString(key, comment: "")
        }
        """)
        try write("Parts.swift", "let parts = [\"Stale\", \"Key\"]\n")
        XCTAssertEqual(try missingKeySeverities(in: "de.lproj/Localizable.strings"),
                       ["FloorChange1Up": "warning", "FloorChange1Down": "warning", "StaleKey": "info", "welcome.title": "warning"])
    }

    /// A key whose only literal is the text of a constant no code names (`static let copyPart = "…"` in an enum of
    /// keys the screens outgrew) is looked up by nothing: with the whole app at hand its missing translation is a
    /// note that names the constant. A constant code reads keeps its key a warning, and so does one whose name a
    /// literal says (key-value coding may read it).
    func testWithTheWholeAppAKeyOnlyAnUnreadConstantHoldsIsANote() throws {
        try makeProject()
        try write("en.lproj/Localizable.strings", """
        "menu.help" = "Help";
        "part.copy" = "Copy Part";
        "part.paste" = "Paste Part";
        "part.rename" = "Rename Part";

        """)
        try write("Keys.swift", """
        enum Keys {
            static let help = "menu.help"
            static let copyPart = "part.copy"
            static let pastePart = "part.paste"
            static let renamePart: String = "part.rename"
        }
        """)
        try write("Menu.swift", """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}

        func menuTitle(_ row: Int) -> String {
            let items = [Keys.help]
            return NSLocalizedString(items[row], comment: "")
        }
        let field = "renamePart"
        """)
        let severities = try missingKeySeverities(in: "de.lproj/Localizable.strings")
        XCTAssertEqual(severities, ["menu.help": "warning", "part.copy": "info", "part.paste": "info", "part.rename": "warning"])
        let run = runTool(["verify", "de", "--fail-on", "never", "--format", "json", "-q"], in: project)
        XCTAssertTrue(run.stdout.contains("only the constant 'copyPart' holds the key, and no code reads it"), run.stdout)
    }

    /// Without the sources, IB's default text on a view an outlet points at is most likely a placeholder:
    /// what would be a warning about it is a note.
    func testDefaultTextsOnOutletsAreNotesWithoutSources() throws {
        try makeProject()
        try FileManager.default.removeItem(at: project.appendingPathComponent("WelcomeViewController.swift"))
        try write("de.lproj/Main.strings", """

        /* Class = "UILabel"; text = "Label"; ObjectID = "lbl-00-001"; */
        "lbl-00-001.text" = "Beschriftung für die Überschrift";

        /* Class = "UILabel"; text = "Name"; ObjectID = "lbl-00-002"; */
        "lbl-00-002.text" = "Name";

        /* Class = "UILabel"; text = "Hello"; ObjectID = "lbl-00-003"; */
        "lbl-00-003.text" = "Hallo";

        """)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(run.stdout.contains("de.lproj/Main.strings:3:21: note: \"Beschriftung für die Überschrift\" is cut off in de"), run.stdout)
        XCTAssertFalse(run.stdout.contains("error:"), run.stdout)
    }
    /// A text code replaces with data is never seen in any language, so its translation must not move the
    /// views beside it either: a label sized by its text (the user's name) with a 150 pt badge pinned after it.
    /// The German translation of the storyboard's sample name would push the badge off the screen; the name
    /// users see is the same in every language. The same label with no code setting it pushes the badge out.
    func testAPlaceholdersTranslationDoesNotMoveItsNeighbours() throws {
        func storyboard(outlet: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-00-001">
                        <objects>
                            <viewController id="vcx-00-001" customClass="WelcomeViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                            <rect key="frame" x="20" y="79" width="45" height="20.333333333333332"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                            <rect key="frame" x="73" y="79" width="150" height="20"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="lbl-00-002" secondAttribute="trailing" constant="8" id="c3"/>
                                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="lbl-00-002" secondAttribute="top" id="c4"/>
                                        <constraint firstItem="box-00-001" firstAttribute="width" constant="150" id="c5"/>
                                        <constraint firstItem="box-00-001" firstAttribute="height" constant="20" id="c6"/>
                                    </constraints>
                                </view>
                                \(outlet ? #"<connections><outlet property="nameLabel" destination="lbl-00-002" id="out-00-002"/></connections>"# : "")
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        try write("WelcomeViewController.swift", """
        import UIKit

        final class WelcomeViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            var user: User!

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = user.name
            }
        }
        """)
        try write("de.lproj/Main.strings", """

        /* Class = "UILabel"; text = "Name"; ObjectID = "lbl-00-002"; */
        "lbl-00-002.text" = "Vollständiger Name des Kontoinhabers";

        """)
        func pushedOut() throws -> Bool {
            let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
            return findings.contains { $0["rule"] as? String == "view-out-of-bounds" && $0["objectID"] as? String == "box-00-001" }
        }
        try write("Base.lproj/Main.storyboard", storyboard(outlet: false))
        XCTAssertTrue(try pushedOut())
        try write("Base.lproj/Main.storyboard", storyboard(outlet: true))
        XCTAssertFalse(try pushedOut())
    }
}

extension VerifyCodeTextsTests {
    /// A language folder whose every table no target builds is no language the app runs in: btlb's stray
    /// `German.lproj` beside the catalog's `de` is not checked, so the keys the catalog has for `de` are missing
    /// from no "German" table. With `--all-files` it is checked as any folder is.
    func testAFolderNoTargetBuildsAddsNoLanguage() throws {
        try writeCatalogApp()
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } } } }
              },
              "version" : "1.0"
            }
            """)
        try write("German.lproj/Accessibles.strings", "\"hint\" = \"Hinweis\";\n")
        try writeSwiftUIApp(["Text(\"Start\")"])
        func missing(_ arguments: [String]) -> [Substring] {
            let run = runTool(["verify"] + arguments + ["--fail-on", "never", "-q"], in: project)
            XCTAssertEqual(run.code, 0, run.stderr)
            return run.stdout.split(separator: "\n").filter { $0.contains("[missing-key]") && $0.contains("German") }
        }
        XCTAssertEqual(missing([]), [])
        XCTAssertFalse(missing(["--all-files"]).isEmpty)
    }
}
