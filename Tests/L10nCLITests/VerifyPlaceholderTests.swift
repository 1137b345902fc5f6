import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nChecks
import L10nStrings

/// Texts users never see are not checked, and documents of other frameworks get no iOS layout verdict
/// (hand-written projects).
final class VerifyPlaceholderTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("placeholders")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    /// A storyboard of two centred labels, `lbl-00-001` and `lbl-00-002`, showing these texts.
    func writeTwoLabels(_ first: String, _ second: String) throws {
        func label(_ id: String, _ text: String, y: Int) -> String {
            """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="center" id="\(id)">
                                <rect key="frame" x="0.0" y="\(y)" width="393" height="21"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
            """
        }
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(label("lbl-00-001", first, y: 100) + label("lbl-00-002", second, y: 200), initial: true))
    }

    /// Six texts for ``writeLabels(_:)``, and a table of the first five of them with these `values`.
    static let sixWords = ["Name", "Street", "City", "Country", "Phone", "Email"]
    static func tableOfAllButTheLast(_ values: [String]) -> String {
        zip(sixWords, values).enumerated().dropLast().map { "\"lbl-00-00\($0.offset).text\" = \"\($0.element.1)\";\n" }.joined()
    }

    /// An `Info.plist` beside the `.lproj` folders with these string keys, in this order.
    func writeInfoPlist(_ strings: [(key: String, value: String)]) throws {
        let entries = strings.map { "<key>\($0.key)</key><string>\($0.value)</string>\n" }.joined()
        try write("Info.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n\(entries)</dict></plist>\n")
    }

    /// `App.xcodeproj`: one application target compiling `sources`, copying the resource `bundles` and the
    /// `Localizable.strings` of `languages` (paths from the folder), written in `developmentRegion`.
    func writeProject(sources: [String], bundles: [String] = [], languages: [String] = ["de"], developmentRegion: String = "en") throws {
        let files = sources.enumerated().map { ("S\($0.offset)", "path = \($0.element);") }
            + bundles.enumerated().map { ("K\($0.offset)", "lastKnownFileType = \"wrapper.plug-in\"; path = \($0.element);") }
        let tables = languages.enumerated().map { ("L\($0.offset)", "path = \($0.element).lproj/Localizable.strings;") }
        let references = (files + tables).map { "\t\t\($0.0) = {isa = PBXFileReference; \($0.1) sourceTree = \"<group>\"; };" }
        let compiled = sources.indices.map { "S\($0)" }, copied = bundles.indices.map { "K\($0)" } + ["V1"]
        let builds = (compiled + copied).map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = \($0); };" }
        var regions = [developmentRegion]
        for region in ["en", "Base"] + languages where !regions.contains(region) { regions.append(region) }
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = \(developmentRegion); knownRegions = (\(regions.map { $0 + ", " }.joined())); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (\((files.map(\.0) + ["V1"]).map { $0 + ", " }.joined())); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (\(tables.map { $0.0 + ", " }.joined())); name = Localizable.strings; sourceTree = "<group>"; };
            \(references.joined(separator: "\n"))
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S, R, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (\(compiled.map { "B" + $0 + ", " }.joined())); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (\(copied.map { "B" + $0 + ", " }.joined())); };
            \(builds.joined(separator: "\n"))
            \t};
            \trootObject = P0;
            }

            """)
    }

    /// `App.xcodeproj`: one application target compiling `source`, with `settings` in its build configuration
    /// (`INFOPLIST_FILE`, `INFOPLIST_KEY_…`), copying the `Localizable.strings` of `languages`; the project
    /// declares `regions`.
    func writeAppProject(source: String, languages: [String], regions: [String], settings: String) throws {
        let tables = languages.enumerated().map { "\t\tL\($0.offset) = {isa = PBXFileReference; path = \($0.element).lproj/Localizable.strings; sourceTree = \"<group>\"; };" }
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (\(regions.map { $0 + ", " }.joined())); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (S0, V1, ); sourceTree = "<group>"; };
            \t\tS0 = {isa = PBXFileReference; path = \(source); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (\(languages.indices.map { "L\($0), " }.joined())); name = Localizable.strings; sourceTree = "<group>"; };
            \(tables.joined(separator: "\n"))
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (S, R, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (BS0, ); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (BV1, ); };
            \t\tBS0 = {isa = PBXBuildFile; fileRef = S0; };
            \t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };
            \t};
            \trootObject = P0;
            }

            """)
    }

    /// A storyboard of one label per word, `lbl-00-000`, `lbl-00-001`…, one under the other.
    func writeLabels(_ words: [String]) throws {
        let labels = words.enumerated().map { index, word in
            """
            <label opaque="NO" text="\(word)" adjustsFontSizeToFit="NO" id="lbl-00-00\(index)">
                <rect key="frame" x="20" y="\(100 + 40 * index)" width="300" height="21"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }.joined()
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(labels, initial: true))
    }

    /// The start most tests share: a storyboard whose one label says "Welcome", translated into German.
    func writeWelcomeInGerman() throws {
        try writeLabels(["Welcome"])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
    }

    /// A xib whose one view holds one label with `text`.
    static func oneLabelXib(_ text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <label opaque="NO" text="\(text)" id="lbl-00-001"><rect key="frame" x="20" y="20" width="300" height="21"/></label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// The lines of `verify ARGUMENTS`' text report that contain `marker` (a rule's `[id]`, a phrase).
    func reportLines(_ arguments: [String] = [], containing marker: String) -> [String] {
        runTool(["verify"] + arguments + ["--fail-on", "never", "-q"], in: project).stdout.split(separator: "\n").map(String.init)
            .filter { $0.contains(marker) }
    }

    /// The severity of each missing-key finding of `verify LANGUAGES`, by the name `name` gives the finding.
    func missingKeySeverities(_ languages: [String], name: ([String: Any]) -> String) throws -> [String: String] {
        let run = runTool(["verify"] + languages + ["--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "missing-key" }
        return Dictionary(findings.map { (name($0), ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    /// A dynamic table with a subtitle-style prototype cell (code fills textLabel and detailTextLabel per row)
    /// and a static table whose basic cell says "Notifications" (a cell names its built-in labels, as IB writes it): only the static cell's text is a text users read.
    func testBuiltInLabelsOfPrototypeCellsArePlaceholders() throws {
        func table(_ id: String, dataMode: String, cellID: String, labelID: String, text: String) -> String {
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="plain" rowHeight="44" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                \(dataMode == "static" ? "<sections><tableViewSection id=\"sec-\(id)\"><cells>" : "<prototypes>")
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" textLabel="\(labelID)" style="IBUITableViewCellStyleDefault" id="\(cellID)">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cellID)" id="cv-\(cellID)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(labelID)">
                                    <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                \(dataMode == "static" ? "</cells></tableViewSection></sections>" : "</prototypes>")
            </tableView>
            """
        }
        try write("Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <tableViewController id="tvc-00-001" sceneMemberID="viewController">
                            \(table("tbl-00-001", dataMode: "prototypes", cellID: "cel-00-001", labelID: "lbl-00-001", text: "Idea"))
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <tableViewController id="tvc-00-002" sceneMemberID="viewController">
                            \(table("tbl-00-002", dataMode: "static", cellID: "cel-00-002", labelID: "lbl-00-002", text: "Notifications"))
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        // Neither text translated (the prototype's placeholder is, as tools that translate every entry do).
        try write("de.lproj/Main.strings", "\"lbl-00-001.text\" = \"Idee\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("lbl-00-001"), run.stdout)
        XCTAssertTrue(run.stdout.contains("key 'lbl-00-002.text' (UILabel text \"Notifications\") is missing from the de table"), run.stdout)
        // Without the document's table, German users read one text of it in English: the prototype's label is not one.
        try FileManager.default.removeItem(at: project.appendingPathComponent("de.lproj/Main.strings"))
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]"), [
            "de.lproj/Main.strings:1:1: warning: de has no Main table, so the 1 text users see in Main.storyboard shows in the development language [missing-table]",
        ])
    }

    /// A title of one space has nothing to translate: never a missing key.
    func testATextWithNothingToReadIsNeverMissing() throws {
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene("""
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                <rect key="frame" x="20" y="100" width="44" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <state key="normal" title=" "/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-002">
                                <rect key="frame" x="20" y="200" width="120" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <state key="normal" title="Save"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-003">
                                <rect key="frame" x="20" y="300" width="120" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <state key="normal" title="Cancel"/>
                            </button>
        """))
        try write("de.lproj/Main.strings", "\"btn-00-003.normalTitle\" = \"Abbrechen\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(run.stdout.contains("btn-00-001"), run.stdout)
        XCTAssertTrue(run.stdout.contains("'btn-00-002.normalTitle'"), run.stdout)
    }

    /// A missing key whose base text the language's translated tables keep as it is ("News" in a German table
    /// that gives "News" for "News" elsewhere) reads the same once translated: a note. A language that translates
    /// the text elsewhere ("Actualités"), or keeps it in a script it does not write (Arabic), still misses it.
    func testATextTheLanguageKeepsElsewhereIsNotMissing() throws {
        try writeLabels(["News", "News", "Settings", "Help"])
        func table(_ news: String, _ settings: String, _ help: String) -> String {
            "\"lbl-00-001.text\" = \"\(news)\";\n\"lbl-00-002.text\" = \"\(settings)\";\n\"lbl-00-003.text\" = \"\(help)\";\n"
        }
        try write("de.lproj/Main.strings", table("News", "Einstellungen", "Hilfe"))
        try write("fr.lproj/Main.strings", table("Actualités", "Réglages", "Aide"))
        try write("ar.lproj/Main.strings", table("News", "الإعدادات", "مساعدة"))
        let severities = try missingKeySeverities(["de", "fr", "ar"]) { "\($0["language"] as? String ?? "")|\($0["key"] as? String ?? "")" }
        XCTAssertEqual(severities, ["de|lbl-00-000.text": "info", "fr|lbl-00-000.text": "warning", "ar|lbl-00-000.text": "warning"])
    }

    /// A base text made of the language's own words ("Annulla", "Pago con tarjeta" in an app developed in
    /// English) is what its users should read: missing from the Italian and Spanish tables, a note; an English
    /// text ("Save") and a word both languages have ("Start" in Swedish) stay warnings. The same holds for a code
    /// key, whose fallback is the key itself.
    func testABaseTextInTheLanguagesOwnWordsIsNotMissing() throws {
        try writeLabels(["Annulla", "Pago con tarjeta", "Save", "Start"])
        try write("Lookup.swift", "let title = NSLocalizedString(\"Carica foto\", comment: \"\")\n")
        for language in ["it", "es", "sv"] {
            try write("\(language).lproj/Main.strings", "\"lbl-00-009.text\" = \"x\";\n")
            try write("\(language).lproj/Localizable.strings", "\"Other\" = \"x\";\n")
        }
        let found = try missingKeySeverities(["it", "es", "sv"]) { "\($0["language"] as? String ?? "")|\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found["it|lbl-00-000.text"], "info")
        XCTAssertEqual(found["it|lbl-00-002.text"], "warning")
        XCTAssertEqual(found["es|lbl-00-001.text"], "info")
        XCTAssertEqual(found["es|lbl-00-000.text"], "warning")
        XCTAssertEqual(found["sv|lbl-00-003.text"], "warning")
        XCTAssertEqual(found["it|Carica foto"], "info")
        XCTAssertEqual(found["es|Carica foto"], "warning")
    }

    /// A translated table that repeats a base text in English words ("Saved Loans" in Italian) shows it in
    /// English: a warning. One word ("Dashboard"), a name every translating language keeps ("Acme Pay" in
    /// Italian and German) and a table copied whole (one untranslated-table finding, which is no vote for
    /// keeping a text) are not; the warning replaces the linter's note.
    func testATranslationThatCopiesAnEnglishTextIsUntranslated() throws {
        try writeLabels(["Saved Loans", "Dashboard", "Settings", "Help", "Loan amount", "Acme Pay"])
        try write("de.lproj/Main.strings", """
            "lbl-00-000.text" = "Gespeicherte Kredite";
            "lbl-00-002.text" = "Einstellungen";
            "lbl-00-005.text" = "Acme Pay";

            """)
        try write("it.lproj/Main.strings", """
            "lbl-00-000.text" = "Saved Loans";
            "lbl-00-001.text" = "Dashboard";
            "lbl-00-002.text" = "Impostazioni";
            "lbl-00-003.text" = "Aiuto";
            "lbl-00-004.text" = "Importo del prestito";
            "lbl-00-005.text" = "Acme Pay";

            """)
        try write("fr.lproj/Main.strings", """
            "lbl-00-000.text" = "Saved Loans";
            "lbl-00-001.text" = "Dashboard";
            "lbl-00-002.text" = "Settings";
            "lbl-00-003.text" = "Help";
            "lbl-00-004.text" = "Loan amount";

            """)
        let run = runTool(["verify", "it", "fr", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let untranslated = findings.filter { ($0["rule"] as? String) == "untranslated" }
            .map { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "") \($0["severity"] as? String ?? "")" }.sorted()
        XCTAssertEqual(untranslated.filter { $0.hasPrefix("it ") && $0.hasSuffix("warning") }, ["it lbl-00-000.text warning"])
        XCTAssertFalse(untranslated.contains { $0.hasPrefix("fr ") && $0.hasSuffix("warning") }, "\(untranslated)")
        XCTAssertTrue(findings.contains { ($0["rule"] as? String) == "untranslated-table" && ($0["language"] as? String) == "fr" })
    }

    /// A document with no table in a language the app translates beside it (German has Localizable) shows every
    /// text in the development language: one missing-table warning that counts the texts users see (not the
    /// digits-only one). A language whose folder has no table at all is not one the app translates here; nor
    /// is the development language (unless a text is in a script its users do not read: the Japanese savings
    /// screen in English), nor a document localized as a whole copy, nor texts already written in the
    /// language's script (a Japanese base in Japanese).
    func testADocumentWithoutATableInATranslatedLanguageIsOneMissingTable() throws {
        try writeLabels(["Welcome", "Sign in", "42"])
        try write("Base.lproj/Help.storyboard", ExampleStoryboard.scene("""
            <label opaque="NO" text="Help" id="lbl-00-009"><rect key="frame" x="20" y="100" width="300" height="21"/><autoresizingMask key="autoresizingMask"/></label>
            """, initial: true))
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("de.lproj/Help.storyboard", "<document/>\n")
        try write("ja.lproj/Localizable.strings", "\"Done\" = \"完了\";\n")
        try write("ja.lproj/Help.strings", "\"lbl-00-009.text\" = \"ヘルプ\";\n")
        try write("Base.lproj/Savings.storyboard", ExampleStoryboard.scene("""
            <label opaque="NO" text="貯蓄" id="lbl-00-008"><rect key="frame" x="20" y="100" width="300" height="21"/><autoresizingMask key="autoresizingMask"/></label>
            """))
        try write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        try TemporaryProject.write("", to: "fr.lproj/.keep", in: project)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [
            "de.lproj/Main.strings:1:1: warning: de has no Main table, so the 2 texts users see in Main.storyboard show in the development language [missing-table]",
            "de.lproj/Savings.strings:1:1: warning: de has no Savings table, so the 1 text users see in Savings.storyboard shows in the development language [missing-table]",
            "en.lproj/Savings.strings:1:1: warning: en has no Savings table, so the 1 text users see in Savings.storyboard shows as written, in Han [missing-table]",
            "ja.lproj/Main.strings:1:1: warning: ja has no Main table, so the 2 texts users see in Main.storyboard show in the development language [missing-table]",
        ])
    }

    /// A document whose only texts are accessibility labels (Pocket Casts' player of icon buttons) shows nothing
    /// on screen in the development language: VoiceOver reads its texts in it, which the finding says, as a note (as a
    /// hard-coded text only VoiceOver reads is: google-authenticator's cells, judged no problem users see).
    func testADocumentWhoseOnlyTextsAreSpokenSaysVoiceOverReadsThem() throws {
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                <rect key="frame" x="20" y="100" width="44" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <accessibility key="accessibilityConfiguration" label="Close player"/>
                <state key="normal" image="xmark"/>
            </button>
            """, initial: true))
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never"], in: project)
        XCTAssertTrue(run.stdout.contains("de.lproj/Main.strings:1:1: note: de has no Main table, so the 1 accessibility text VoiceOver reads in Main.storyboard "
            + "is read in the development language [missing-table]"), run.stdout)
    }

    /// A language speaks through tables that ship: a German Localizable.strings no target builds does not make
    /// the app German, so the storyboard lacks no German table; once a target copies it, it does.
    func testOnlyShippedTablesMakeALanguageTranslated() throws {
        func pbxproj(shippingGerman: Bool) -> String {
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (V1, V2, ); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (F1, ); name = Main.storyboard; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            \t\tV2 = {isa = PBXVariantGroup; children = (\(shippingGerman ? "F2, " : "")); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = V2; };
            \t};
            \trootObject = P0;
            }

            """
        }
        try writeLabels(["Welcome"])
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("App.xcodeproj/project.pbxproj", pbxproj(shippingGerman: false))
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [])
        try write("App.xcodeproj/project.pbxproj", pbxproj(shippingGerman: true))
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [
            "de.lproj/Main.strings:1:1: warning: de has no Main table, so the 1 text users see in Main.storyboard shows in the development language [missing-table]",
        ])
    }

    /// A xib saved before Xcode 5 (an `<archive>`) is valid and Xcode builds it: a UIKit one is read as the current
    /// format and checked like any xib (its label, in no .lproj folder, shows in English to German users); one that
    /// uses Auto Layout, which verify does not convert, is a note that it is not checked, and no input error.
    func testADocumentInTheFormatBeforeXcode5IsCheckedOrANote() throws {
        let autoLayout = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data><bool key="IBDocument.UseAutolayout">YES</bool></data></archive>
            """
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBUIView" id="1"><int key="NSvFlags">274</int><string key="NSFrameSize">{320, 480}</string>
            <object class="NSMutableArray" key="NSSubviews">
            <object class="IBUILabel" id="2"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 20}, {280, 21}}</string><string key="IBUIText">Loading results</string></object>
            </object></object></object>
            </data>
            </archive>
            """
        try writeWelcomeInGerman()
        try write("Base.lproj/Old.xib", autoLayout)
        try write("de.lproj/Old.strings", "\"a\" = \"b\";\n")
        try write("Views/Older.xib", archive)
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let notes = run.stdout.split(separator: "\n").filter { $0.contains("[document-unreadable]") }
        XCTAssertEqual(notes, [
            "Base.lproj/Old.xib:2:1: note: Old.xib is saved in Interface Builder's format from before Xcode 5, which verify does not read: its texts and layout are not checked [document-unreadable]",
        ])
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]"), [
            "Views/Older.xib:1:1: warning: Older.xib is in no .lproj folder, so the 1 text users see in it shows in the development language in de: no table can translate it [missing-table]",
        ])
    }

    /// A document localized as whole copies per language (`Japanese.lproj/Login.xib` beside `English.lproj/Login.xib`, as
    /// before Base internationalization): a text a language's copy keeps exactly as the English copy has it, in English
    /// words, is read untranslated (Scratch's Japanese "Welcome to"); a text every other copy keeps too is a name kept
    /// on purpose, and a translated copy says nothing.
    func testATextALocalizedCopyKeepsFromTheEnglishCopyIsUntranslated() throws {
        func copy(_ title: String, _ version: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>
                            <label opaque="NO" text="\(title)" id="lbl-00-001"><rect key="frame" x="20" y="20" width="300" height="21"/></label>
                            <label opaque="NO" text="\(version)" id="lbl-00-002"><rect key="frame" x="20" y="60" width="300" height="21"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        try write("English.lproj/Login.xib", copy("Welcome to the app", "Sync Pro"))
        try write("German.lproj/Login.xib", copy("Willkommen in der App", "Sync Pro"))
        try write("French.lproj/Login.xib", copy("Bienvenue dans l’app", "Sync Pro"))
        try write("Japanese.lproj/Login.xib", copy("Welcome to the app", "Sync Pro"))
        try write("English.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        XCTAssertEqual(reportLines(containing: "[untranslated]"), [
            "Japanese.lproj/Login.xib:7:17: warning: 'Welcome to the app' in the Japanese copy of Login.xib is the text of the English copy: its words are en words, so Japanese users read it untranslated [untranslated]",
        ])
        // Copies that translate nothing say nothing of what is a name: two untranslated copies keep "Welcome back" because
        // nobody translated them, and their users read it in English.
        for folder in ["German", "French"] { try FileManager.default.removeItem(at: project.appendingPathComponent("\(folder).lproj")) }
        try write("English.lproj/Login.xib", copy("Welcome back", "Sync Pro"))
        try write("Japanese.lproj/Login.xib", copy("Welcome back", "Sync Pro"))
        try write("Korean.lproj/Login.xib", copy("Welcome back", "Sync Pro"))
        XCTAssertEqual(reportLines(containing: "'Welcome back'").map { $0.prefix { $0 != ":" } }, ["Japanese.lproj/Login.xib", "Korean.lproj/Login.xib"])
    }

    /// A Base folder with no language's folder beside it but the development language's translates its documents
    /// into nothing (Tropos's `Storyboards/Base.lproj/Main.storyboard`): each language the app translates its own texts
    /// into shows them in the development language, as for a document in no `.lproj` folder. A Base folder with a
    /// language's folder beside it is judged by the languages there.
    func testABaseFolderNoLanguageTranslatesIsAMissingTableForEachTranslatedLanguage() throws {
        try writeWelcomeInGerman()
        try write("Settings/Base.lproj/Settings.xib", Self.oneLabelXib("Units of measure"))
        try write("Settings/en.lproj/Settings.strings", "\"lbl-00-001.text\" = \"Units of measure\";\n")
        try write("Help/Base.lproj/Help.xib", Self.oneLabelXib("Frequently asked questions"))
        try write("Help/fr.lproj/Help.strings", "\"lbl-00-001.text\" = \"Questions fréquentes\";\n")
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]"), [
            "Settings/de.lproj/Settings.strings:1:1: warning: de has no Settings table, so the 1 text users see in Settings.xib shows in the development language [missing-table]",
        ])
    }

    /// A xib in no .lproj folder cannot be translated: in an app that translates other texts into German, its
    /// texts show in English to German users. With every source at hand (the app's entry point is here), a xib
    /// no source names is never loaded, nor one whose controller nothing creates.
    func testADocumentInNoLocalizationFolderIsAMissingTableForEachTranslatedLanguage() throws {
        let xib = Self.oneLabelXib("Quit game?")
        try writeWelcomeInGerman()
        try write("Views/QuitPopup.xib", xib)
        try write("Views/Unused.xib", xib)
        // A folder with only a table nothing reads is no language the app speaks.
        try write("language/id.lproj/Localizable-in.strings", "\"a\" = \"b\";\n")
        // A xib whose one text is a host name (surespot's "surespot.me") shows what every language writes so.
        try write("Views/Invite.xib", Self.oneLabelXib("surespot.me"))
        // (So does a site's name as its brand writes it: Peppermint's login screen's "Peppermint.com".)
        try write("Views/Login.xib", Self.oneLabelXib("Peppermint.com"))
        let quit = "Views/QuitPopup.xib:1:1: warning: QuitPopup.xib is in no .lproj folder, so the 1 text users see in it shows in the development language in de: no table can translate it [missing-table]"
        let unused = quit.replacingOccurrences(of: "QuitPopup", with: "Unused")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [quit, unused], "without all the sources, any xib may be loaded")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try write("Popup.swift", "import UIKit\nfunc show() { _ = UINib(nibName: \"QuitPopup\", bundle: nil) }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [quit])
        // A view that loads its own nib, which nothing else names, is never made.
        try write("Views/Badge.xib", xib.replacingOccurrences(of: #"id="root""#, with: #"customClass="BadgeView" id="root""#))
        try write("BadgeView.swift", """
            import UIKit
            final class BadgeView: UIView {
                static func make() -> UIView { Bundle.main.loadNibNamed("Badge", owner: nil)![0] as! UIView }
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [quit])
        let badge = quit.replacingOccurrences(of: "QuitPopup", with: "Badge")
        // A constant holding the nib's name says it wherever code names the constant (Silent Text's settings screen
        // registers its footer's nib by `SCBrandTableHeaderFooterView_ID`, declared beside the footer's class).
        try write("BadgeView.swift", """
            import UIKit
            let badgeNibName = "Badge"
            final class BadgeView: UIView {
                static func make() -> UIView { Bundle.main.loadNibNamed(badgeNibName, owner: nil)![0] as! UIView }
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [quit])
        try write("Footer.swift", "import UIKit\nfunc register(_ table: UITableView) { table.register(UINib(nibName: badgeNibName, bundle: nil), forHeaderFooterViewReuseIdentifier: \"footer\") }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [badge, quit])
        try FileManager.default.removeItem(at: project.appendingPathComponent("Footer.swift"))
        try write("Shelf.swift", "import UIKit\nfunc badge() -> UIView { BadgeView.make() }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [badge, quit])
        // A controller loads its own nib (TourView.xib for TourViewController) when something creates it;
        // one nothing creates loads nothing.
        try write("Views/TourView.xib", xib)
        try write("TourViewController.swift", "import UIKit\nfinal class TourViewController: UIViewController {}\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [badge, quit])
        try write("Inbox.swift", "import UIKit\nfunc tour() -> UIViewController { TourViewController() }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [badge, quit, quit.replacingOccurrences(of: "QuitPopup", with: "TourView")])
    }

    /// An unlocalized xib is seen untranslated only by users of the languages of the app that ships it: a
    /// template project kept in the repository builds its own app, whose bundle has no German, so its xib is
    /// nothing German users of this app meet; the app's own xib is.
    func testADocumentInNoLocalizationFolderCountsOnlyTheLanguagesOfTheAppShippingIt() throws {
        func pbxproj(target: String, files: [(id: String, path: String)], variants: [(id: String, name: String, children: [(id: String, path: String)])]) -> String {
            let references = files.map { "\t\t\($0.id) = {isa = PBXFileReference; path = \"\($0.path)\"; sourceTree = \"<group>\"; };" }
                + variants.flatMap { variant in
                    ["\t\t\(variant.id) = {isa = PBXVariantGroup; children = (\(variant.children.map { $0.id + ", " }.joined())); name = \(variant.name); sourceTree = \"<group>\"; };"]
                        + variant.children.map { "\t\t\($0.id) = {isa = PBXFileReference; path = \"\($0.path)\"; sourceTree = \"<group>\"; };" }
                }
            let members = files.map(\.id) + variants.map(\.id)
            let buildFiles = members.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = \($0); };" }
            return """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjectVersion = 56;
                \tobjects = {
                \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; targets = (T1, ); };
                \t\tG0 = {isa = PBXGroup; children = (\(members.map { $0 + ", " }.joined())); sourceTree = "<group>"; };
                \(references.joined(separator: "\n"))
                \t\tT1 = {isa = PBXNativeTarget; buildPhases = (R1, ); name = \(target); productType = "com.apple.product-type.application"; };
                \t\tR1 = {isa = PBXResourcesBuildPhase; files = (\(members.map { "B" + $0 + ", " }.joined())); };
                \(buildFiles.joined(separator: "\n"))
                \t};
                \trootObject = P0;
                }

                """
        }
        try writeWelcomeInGerman()
        try write("Views/Quit.xib", Self.oneLabelXib("Quit game?"))
        try write("App.xcodeproj/project.pbxproj", pbxproj(target: "App", files: [("F9", "Views/Quit.xib")], variants: [
            ("V1", "Main.storyboard", [("F1", "Base.lproj/Main.storyboard"), ("F2", "de.lproj/Main.strings")]),
        ]))
        try write("Template/Collage.xib", Self.oneLabelXib("Pick a layout"))
        try write("Template/Template.xcodeproj/project.pbxproj", pbxproj(target: "Template", files: [("F9", "Collage.xib")], variants: []))
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]"), [
            "Views/Quit.xib:1:1: warning: Quit.xib is in no .lproj folder, so the 1 text users see in it shows in the development language in de: no table can translate it [missing-table]",
        ])
    }

    /// The development language's own users see the base text where its table lacks a key: right, unless that
    /// text was left in another of the app's languages (LavanApp's "Pago con tarjeta" in an English storyboard;
    /// one word decides nothing). And
    /// a literal code shows in a script the development language does not write ("确定" in an alert of an app
    /// that keeps an English table) is one its users read untranslated.
    func testTheDevelopmentLanguagesUsersSeeTextsLeftInAnotherLanguage() throws {
        try writeLabels(["Welcome", "Pago con tarjeta", "Enseignement"])
        try write("en.lproj/Main.strings", "\"lbl-00-000.text\" = \"Welcome\";\n")
        try write("fr.lproj/Main.strings", "\"lbl-00-000.text\" = \"Bienvenue\";\n\"lbl-00-001.text\" = \"Paiement par carte\";\n\"lbl-00-002.text\" = \"Enseignement\";\n")
        try write("es.lproj/Main.strings", "\"lbl-00-000.text\" = \"Bienvenido\";\n\"lbl-00-001.text\" = \"Pago con tarjeta\";\n\"lbl-00-002.text\" = \"Enseñanza\";\n")
        try write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        try write("fr.lproj/Localizable.strings", "\"Done\" = \"Fini\";\n")
        try write("es.lproj/Localizable.strings", "\"Done\" = \"Hecho\";\n")
        try writeInfoPlist([("CFBundleDevelopmentRegion", "en")])
        try write("AppDelegate.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func done(_ controller: UIViewController) {
                    let alert = UIAlertController(title: NSLocalizedString("Done", comment: ""), message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "确定", style: .default))
                    alert.addAction(UIAlertAction(title: "Intentar de nuevo", style: .default))
                    alert.addAction(UIAlertAction(title: "Instellingen opslaan", style: .default))
                    controller.present(alert, animated: true)
                }
            }

            """)
        // (A language only a library's resource bundle speaks is none of the app's: a Dutch literal is no other language
        // of the app to its English users.)
        try write("Aviary/AviaryResources.bundle/nl.lproj/Aviary.strings", "\"Save\" = \"Instellingen opslaan\";\n")
        // (A Spanish literal too, in another of the app's languages' words: iDzienniczek's Polish "Nowa lekcja".)
        XCTAssertEqual(reportLines(["en", "es", "fr"], containing: ": warning: ").map { $0.components(separatedBy: ": warning: ")[1] }, [
            "\"确定\" is put on screen as written, not looked up: users of en, es, fr read it untranslated [hard-coded-text]",
            "\"Intentar de nuevo\" is put on screen as written, not looked up: users of en, fr read it untranslated [hard-coded-text]",
            "\"Instellingen opslaan\" is put on screen as written, not looked up: users of es, fr read it untranslated [hard-coded-text]",
            "key 'lbl-00-001.text' (UILabel text \"Pago con tarjeta\") is missing from the en table, so en users see the base text (written in es's words, which en users do not read) [missing-key]",
        ])
    }

    /// A prefix header (`.pch`) is part of every file its target compiles: a lookup macro it defines
    /// (hp-mpos's indented `#define Localize(x) NSLocalizedString(x,nil)`) is one of the app's wrappers, with an
    /// Xcode project (which never lists the prefix header among its sources) as without.
    func testAPrefixHeadersLookupMacroIsAWrapper() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("App/App-Prefix.pch", "#ifdef __OBJC__\n    #import <UIKit/UIKit.h>\n    #define Localize(x) NSLocalizedString(x,nil)\n#endif\n")
        try write("App/Receipt.m", "@implementation Receipt\n- (void)fill:(UILabel *)label { label.text = Localize(@\"Save\"); label.text = Localize(@\"Done\"); }\n@end\n")
        try write("App/main.m", "int main(int argc, char *argv[]) { [[Receipt new] fill:nil]; return UIApplicationMain(argc, argv, nil, nil); }\n")
        let save = "warning: key 'Save' that the code looks up is missing from the de Localizable table, so de users see \"Save\" [missing-key]"
        func missing() -> [String] { reportLines(["de"], containing: "[missing-key]").map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") } }
        XCTAssertEqual(missing(), [save])
        try writeProject(sources: ["App/Receipt.m", "App/main.m"])
        XCTAssertEqual(missing(), [save], "with a project")
    }

    /// A library that ships its strings in a resource bundle of its own (iRate's `iRate.bundle`) looks them up
    /// there first: a key that bundle translates in the language is no gap of the main table, whose finding is a
    /// note (``VerifyPipeline/lowerKeysAResourceBundleTranslates(_:)``), with an Xcode project as without: the main
    /// bundle's lookups never read another bundle's tables.
    func testAKeyAResourceBundleTranslatesIsNoGap() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("Rate/Rate.bundle/de.lproj/Localizable.strings", "\"rateTitle\" = \"Bewerten\";\n")
        try write("Rate.swift", """
            import Foundation
            func texts(_ count: Int) -> [String] {
                [NSLocalizedString("Done", comment: ""), NSLocalizedString("rateTitle", comment: ""), NSLocalizedString("rateLater", comment: "")]
            }

            """)
        let expected = [
            "warning: key 'rateLater' that the code looks up is missing from the de Localizable table, so de users see \"rateLater\" [missing-key]",
            "note: key 'rateTitle' that the code looks up is missing from the de Localizable table, so de users see \"rateTitle\" (Rate.bundle translates it: the code that looks it up there first shows that text) [missing-key]",
        ]
        XCTAssertEqual(reportLines(["de"], containing: "[missing-key]").map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }, expected)
        try writeProject(sources: ["Rate.swift"], bundles: ["Rate/Rate.bundle"])
        XCTAssertEqual(reportLines(["de"], containing: "[missing-key]").map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }, expected,
                       "with the project")
    }

    /// A nib only a factory method nothing calls loads (Task Coach's `- (DescriptionCell *)createDescriptionCell`) is never
    /// loaded: its header's declarations, its cell class named as the method's return type and as an outlet's type, load
    /// nothing. The nib another of the factory's methods loads, which the app calls, is.
    func testANibOnlyAnUncalledFactoryMethodLoadsIsNeverLoaded() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("DescriptionCell.xib", Self.oneLabelXib("Description"))
        try write("SwitchCell.xib", Self.oneLabelXib("Compact tasks"))
        try write("Classes/DescriptionCell.h", "@interface DescriptionCell : UITableViewCell\n@end\n")
        try write("Classes/DescriptionCell.m", "#import \"DescriptionCell.h\"\n@implementation DescriptionCell\n@end\n")
        try write("Classes/SwitchCell.h", "@interface SwitchCell : UITableViewCell\n@end\n")
        try write("Classes/SwitchCell.m", "#import \"SwitchCell.h\"\n@implementation SwitchCell\n@end\n")
        try write("Classes/CellFactory.h", """
            @class DescriptionCell, SwitchCell;
            @interface CellFactory : NSObject {
                DescriptionCell *descriptionCellTemplate;
            }
            @property (nonatomic, assign) IBOutlet DescriptionCell *descriptionCellTemplate;
            @property (nonatomic, assign) IBOutlet SwitchCell *switchCellTemplate;
            - (DescriptionCell *)createDescriptionCell;
            - (SwitchCell *)createSwitchCell;
            @end

            """)
        try write("Classes/CellFactory.m", """
            #import "CellFactory.h"
            #import "DescriptionCell.h"
            @implementation CellFactory
            - (DescriptionCell *)createDescriptionCell
            {
                [[NSBundle mainBundle] loadNibNamed:@"DescriptionCell" owner:self options:nil];
                return descriptionCellTemplate;
            }
            - (SwitchCell *)createSwitchCell
            {
                [[NSBundle mainBundle] loadNibNamed:@"SwitchCell" owner:self options:nil];
                return self.switchCellTemplate;
            }
            @end

            """)
        try write("Classes/AppDelegate.m", """
            #import "CellFactory.h"
            int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @"AppDelegate"); }
            @implementation AppDelegate
            - (void)applicationDidBecomeActive:(UIApplication *)application {
                self.window.rootViewController.title = NSLocalizedString(@"Done", nil);
                [self.cells addObject:[[CellFactory alloc] createSwitchCell]];
            }
            @end

            """)
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]").map { $0.components(separatedBy: ": ").first ?? "" }, ["SwitchCell.xib:1:1"])
    }

    /// A library whose sources were copied into the app (InAppSettingsKit in HFRplus's `Vendor/`) brings its own
    /// tables in its own languages: the app does not speak them. Its unlocalized documents and its lookups are
    /// reported only in the languages of its own tables; once the app's code reads the library's table too, or
    /// the library's folder holds the app's start, its languages are the app's.
    func testALanguageOnlyABundledLibrarysTablesSpeakIsNotTheApps() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("Views/Quit.xib", Self.oneLabelXib("Quit game?"))
        try write("AppDelegate.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidBecomeActive(_ application: UIApplication) { window?.rootViewController?.title = NSLocalizedString("Done", comment: "") }
                func quit() -> UIView? { Bundle.main.loadNibNamed("Quit", owner: nil)?.first as? UIView }
            }

            """)
        for language in ["de", "ja"] {
            try write("Vendor/SettingsKit/Resources/\(language).lproj/SettingsKit.strings", "\"Reset\" = \"Reset\";\n")
        }
        try write("Vendor/SettingsKit/Classes/Reader.m", """
            #import <UIKit/UIKit.h>
            @implementation SettingsReader
            - (NSString *)reset { return NSLocalizedStringFromTable(@"Reset", @"SettingsKit", nil); }
            @end

            """)
        let quit = { (language: String) in
            "Views/Quit.xib:1:1: warning: Quit.xib is in no .lproj folder, so the 1 text users see in it shows in the development language in \(language): no table can translate it [missing-table]"
        }
        XCTAssertEqual(reportLines(["de", "ja"], containing: "[missing-table]"), [quit("de")])
        try write("Settings.swift", "import Foundation\nlet reset = NSLocalizedString(\"Reset\", tableName: \"SettingsKit\", comment: \"\")\n")
        XCTAssertEqual(reportLines(["de", "ja"], containing: "[missing-table]"), [
            "Vendor/SettingsKit/Resources/ja.lproj/Localizable.strings:1:1: warning: ja has no Localizable table, so the 1 string the code looks up in it shows in the development language [missing-table]",
            quit("de"), quit("ja"),
        ], "the app's own code reads the library's table: its languages are the app's")
    }

    /// A resource bundle's `.lproj` folders (`GooglePlus.bundle/ca.lproj`, RisingFall's Google+ SDK) are that
    /// bundle's: the main bundle never looks there, so Catalan users see the app in its development language
    /// as designed, whatever Catalan tables the bundle holds.
    func testAResourceBundlesLanguagesAreNotTheApps() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("AppDelegate.swift", TemporaryProject.appDelegateShowingDone)
        try write("SDK/GooglePlus.bundle/ca.lproj/Localizable.strings", "\"Share\" = \"Comparteix\";\n")
        try write("Rate.swift", "import UIKit\nfunc rate() -> UIAlertController { UIAlertController(title: \"Rate us\", message: nil, preferredStyle: .alert) }\nlet prompt = rate()\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [])
        XCTAssertEqual(reportLines(containing: "[hard-coded-text]").map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") },
                       ["warning: \"Rate us\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]"])
        try write("ca.lproj/Main.strings", "\"lbl-00-000.text\" = \"Benvingut\";\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [
            "ca.lproj/Localizable.strings:1:1: warning: ca has no Localizable table, so the 1 string the code looks up in it shows in the development language [missing-table]",
        ], "the app's own folder speaks Catalan: its code's strings need a Catalan table")
    }

    /// A table only lookups nobody sees use needs no translation: Element's `Untranslated` table, whose one key only
    /// SwiftGen's accessor `VectorL10n.imagePickerActionFiles` looks up, and no code reads that accessor. A table a
    /// read accessor uses still does.
    func testATableOnlyUnreadAccessorsLookUpIsNotMissing() throws {
        try writeWelcomeInGerman()
        try write("en.lproj/Untranslated.strings", "\"image_picker_action_files\" = \"Choose from files\";\n")
        try write("en.lproj/Extra.strings", "\"extra_title\" = \"Extras\";\n")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\n")
        try write("Strings.swift", """
            import Foundation
            enum Texts {
                static var imagePickerActionFiles: String { NSLocalizedString("image_picker_action_files", tableName: "Untranslated", comment: "") }
                static var extraTitle: String { NSLocalizedString("extra_title", tableName: "Extra", comment: "") }
            }

            """)
        try write("ExtraController.swift", """
            import UIKit
            final class ExtraController: UIViewController { override func viewDidLoad() { title = Texts.extraTitle } }
            extension AppDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = ExtraController()
                    return true
                }
            }

            """)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [
            "de.lproj/Extra.strings:1:1: warning: de has no Extra table, so the 1 string the code looks up in it shows in the development language [missing-table]",
        ])
    }

    /// A storyboard iOS does not load at launch (the Info.plist names another), that no storyboard reference
    /// points at and no source names, is never shown, with all the app's sources at hand: Sportify draws an
    /// onboarding storyboard and creates its controller in code. An extension's `NSExtensionMainStoryboard` is loaded.
    func testAStoryboardNothingLoadsIsNeverShown() throws {
        try writeWelcomeInGerman()
        try write("Onboarding/Onboarding.storyboard", ExampleStoryboard.scene(#"<label opaque="NO" text="Next" id="lbl-00-009"><rect key="frame" x="20" y="20" width="300" height="21"/></label>"#, initial: true))
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let onboarding = "Onboarding/Onboarding.storyboard:1:1: warning: Onboarding.storyboard is in no .lproj folder, so the 1 text users see in it shows in the development language in de: no table can translate it [missing-table]"
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [onboarding], "without an Info.plist, which storyboard iOS loads is unknown")
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>Demo</string>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key>
            <array><dict><key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
            </dict></plist>
            """)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [])
        try write("Start.swift", "import UIKit\nfunc start() -> UIViewController? { UIStoryboard(name: \"Onboarding\", bundle: nil).instantiateInitialViewController() }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [onboarding])
        // An extension's Info.plist has iOS load its main storyboard (ReviewTime's Today widget).
        try write("Widget/MainInterface.storyboard", ExampleStoryboard.scene(#"<label opaque="NO" text="Tweet your review time" id="lbl-00-010"><rect key="frame" x="20" y="20" width="300" height="21"/></label>"#, initial: true))
        try write("Widget/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>
            <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
            <key>NSExtensionPointIdentifier</key><string>com.apple.widget-extension</string>
            </dict></dict></plist>
            """)
        try write("Widget/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Rezension\";\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]").count, 2, "the widget's storyboard too")
    }

    /// An action method no storyboard or xib connects and no code calls never runs (a button deleted, its action
    /// kept): the xib only it loads is never shown, and a key only it looks up is never seen. Connected by a
    /// document, or named by code (`#selector`), it runs again.
    func testAnActionNothingConnectsNeverRuns() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let menu = MenuViewController() }\n")
        try write("Views/Reminder.xib", Self.oneLabelXib("Remind me"))
        try write("Menu.swift", """
            import UIKit
            final class MenuViewController: UIViewController {
                @IBAction func showReminder(_ sender: UIButton) {
                    _ = Bundle.main.loadNibNamed("Reminder", owner: self)
                    title = NSLocalizedString("Reminder saved", comment: "")
                }
                @IBAction func done(_ sender: UIButton) { title = NSLocalizedString("Done", comment: "") }
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [])
        XCTAssertEqual(reportLines(containing: "Reminder saved"), [
            "de.lproj/Localizable.strings:2:1: note: key 'Reminder saved' that the code looks up is missing from the de Localizable table, so de users see "
                + "\"Reminder saved\" (only the action showReminder looks it up, and no storyboard or xib connects it nor does code call it: it never runs) [missing-key]",
        ])
        let reminder = "Views/Reminder.xib:1:1: warning: Reminder.xib is in no .lproj folder, so the 1 text users see in it shows in the development language in de: no table can translate it [missing-table]"
        var connected = Self.oneLabelXib("Open")
        connected = connected.replacingOccurrences(of: "<objects>", with: """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MenuViewController"/>
                <button opaque="NO" id="btn-00-001"><rect key="frame" x="0" y="0" width="100" height="30"/>
                    <connections><action selector="showReminder:" destination="-1" eventType="touchUpInside" id="act-00-001"/></connections>
                </button>
            """)
        try write("de.lproj/Menu.strings", "\"lbl-00-001.text\" = \"Öffnen\";\n")
        try write("Base.lproj/Menu.xib", connected)
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [reminder])
        XCTAssertEqual(reportLines(containing: "Reminder saved").map { $0.contains(": warning: ") }, [true])
        try FileManager.default.removeItem(at: project.appendingPathComponent("Base.lproj/Menu.xib"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("de.lproj/Menu.strings"))
        try write("Menu+Button.swift", "import UIKit\nextension MenuViewController { func wire(_ b: UIButton) { b.addTarget(self, action: #selector(showReminder(_:)), for: .touchUpInside) } }\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [reminder])
    }

    /// An Objective-C app translated into German (``writeWelcomeInGerman()``, a `Localizable` table with "Done") whose
    /// app delegate, importing `headers`, looks "Done" up at launch and then runs the `launching` statements.
    func writeObjectiveCApp(importing headers: [String], launching statements: [String]) throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("main.m", "#import <UIKit/UIKit.h>\nint main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n")
        try write("AppDelegate.m", headers.map { "#import \"\($0)\"\n" }.joined() + """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.title = NSLocalizedString(@"Done", nil);

            """ + statements.map { "    \($0)\n" }.joined() + "}\n@end\n")
    }

    /// A method of a plain NSObject subclass that no code calls never runs (Apple's Reachability sample, copied
    /// into many apps: nothing calls `currentReachabilityString`). Called, or in a class that adopts a protocol
    /// (a framework may call it by that protocol), it runs.
    func testAnObjectiveCMethodNothingCallsNeverRuns() throws {
        try writeObjectiveCApp(importing: ["Reachability.h", "Sharer.h"], launching: ["return [[Reachability new] isReachable] && [Sharer new] != nil;"])
        try write("Reachability.h", "#import <Foundation/Foundation.h>\n@interface Reachability : NSObject\n- (BOOL)isReachable;\n- (NSString *)currentReachabilityString;\n@end\n")
        try write("Reachability.m", """
            #import "Reachability.h"
            @implementation Reachability
            - (BOOL)isReachable { return YES; }
            - (NSString *)currentReachabilityString { return NSLocalizedString(@"No Connection", nil); }
            @end

            """)
        try write("Sharer.h", "#import <UIKit/UIKit.h>\n@interface Sharer : NSObject <UIActivityItemSource>\n@end\n")
        try write("Sharer.m", """
            #import "Sharer.h"
            @implementation Sharer
            - (id)activityViewControllerPlaceholderItem:(UIActivityViewController *)controller { return NSLocalizedString(@"Shared", nil); }
            @end

            """)
        XCTAssertEqual(reportLines(containing: "No Connection"), [
            "de.lproj/Localizable.strings:2:1: note: key 'No Connection' that the code looks up is missing from the de Localizable table, so de users see "
                + "\"No Connection\" (only the method currentReachabilityString looks it up, and no code calls it: it never runs) [missing-key]",
        ])
        XCTAssertEqual(reportLines(containing: "'Shared'").map { $0.contains(": warning: ") }, [true], "a protocol's method")
        try write("Status.m", "#import \"Reachability.h\"\nNSString *status(Reachability *r) { return [r currentReachabilityString]; }\n")
        XCTAssertEqual(reportLines(containing: "No Connection").map { $0.contains(": warning: ") }, [true], "called")
    }

    /// A method the class's own header declares for the app's code to call, of any class, never runs when no code
    /// calls it (SidPlayer's `-alertCrackWithTracking:` in AppDelegate.h). A delegate's method (it names its sender's
    /// class, or what did, will or should happen) or a view's or controller's override may be UIKit's to call, header or
    /// not; so may any method the header does not declare, in a class that adopts a protocol. A property's custom getter
    /// (iNDS's `getter=getSettingsViewController`) is called by the property's name, and Swift calls a method by the name
    /// it imports it as (`showActionSheet(withPickerView:)`).
    func testAnObjectiveCMethodItsHeaderDeclaresAndNothingCallsNeverRuns() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("main.m", "#import <UIKit/UIKit.h>\nint main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n")
        try write("AppDelegate.h", """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate, UISearchBarDelegate>
            - (void)alertCrackWithTracking:(BOOL)track;
            - (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
            - (void)didRotateFromInterfaceOrientation:(UIInterfaceOrientation)orientation;
            @property (strong, nonatomic, getter=getSettingsViewController) UIViewController *settingsViewController;
            @end

            """)
        try write("AppDelegate.m", """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.title = NSLocalizedString(@"Done", nil);
                return YES;
            }
            - (void)alertCrackWithTracking:(BOOL)track { self.title = NSLocalizedString(@"Illegal copy", nil); }
            - (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar { self.title = NSLocalizedString(@"Searching", nil); }
            - (void)didRotateFromInterfaceOrientation:(UIInterfaceOrientation)orientation { self.title = NSLocalizedString(@"Rotated", nil); }
            - (void)applicationSignificantTimeChange:(UIApplication *)app { self.title = NSLocalizedString(@"Midnight", nil); }
            - (UIViewController *)getSettingsViewController { self.title = NSLocalizedString(@"Update failed", nil); return nil; }
            @end

            """)
        XCTAssertEqual(reportLines(containing: "Illegal copy").map { $0.contains(": note: ") && $0.contains("no code calls it") }, [true])
        try write("Menu.m", "#import \"AppDelegate.h\"\nvoid open(AppDelegate *d) { [d.settingsViewController viewDidLoad]; }\n")
        // Swift calls `-showActionSheetWithPickerView:` as `showActionSheet(withPickerView:)`.
        try write("AppDelegate+Sheet.h", "#import \"AppDelegate.h\"\n@interface AppDelegate (Sheet)\n- (void)showActionSheetWithPickerView:(BOOL)animated;\n@end\n")
        try write("AppDelegate+Sheet.m", """
            #import "AppDelegate+Sheet.h"
            @implementation AppDelegate (Sheet)
            - (void)showActionSheetWithPickerView:(BOOL)animated { self.title = NSLocalizedString(@"Pick one", nil); }
            @end

            """)
        try write("Picker.swift", "import UIKit\nfunc pick(_ d: AppDelegate) { d.showActionSheet(withPickerView: true) }\n")
        for text in ["Searching", "Rotated", "Midnight", "Update failed", "Pick one"] {
            XCTAssertEqual(reportLines(containing: "'\(text)'").map { $0.contains(": warning: ") }, [true], text)
        }
        try write("Crack.m", "#import \"AppDelegate.h\"\nvoid check(AppDelegate *d) { [d alertCrackWithTracking:YES]; }\n")
        XCTAssertEqual(reportLines(containing: "Illegal copy").map { $0.contains(": warning: ") }, [true], "called")
    }

    /// A class method its class's header declares for the app to call never runs when nothing calls it (BAWES's
    /// `+showAlertwithtitle:message:view:`, whose alerts no screen shows); one the runtime calls by its name (`+load`), one
    /// linked code names, or one called, from Objective-C or from Swift by the name Swift imports it as, runs.
    func testAnObjectiveCClassMethodItsHeaderDeclaresAndNothingCallsNeverRuns() throws {
        try writeObjectiveCApp(importing: ["GlobalClass.h"], launching: ["[GlobalClass showToast:@\"x\"];", "return YES;"])
        try write("GlobalClass.h", """
            #import <UIKit/UIKit.h>
            @interface GlobalClass : NSObject
            + (void)showToast:(NSString *)text;
            + (void)showAlertWithTitle:(NSString *)title message:(NSString *)message;
            + (void)load;
            @end

            """)
        try write("GlobalClass.m", """
            #import "GlobalClass.h"
            @implementation GlobalClass
            + (void)showToast:(NSString *)text { NSLog(@"%@", NSLocalizedString(@"Copied", nil)); }
            + (void)showAlertWithTitle:(NSString *)title message:(NSString *)message {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:@"Try again" style:UIAlertActionStyleDefault handler:nil]];
                [[UIApplication sharedApplication].keyWindow.rootViewController presentViewController:alert animated:YES completion:nil];
            }
            + (void)load { [[UIApplication sharedApplication] setTitle:NSLocalizedString(@"Loaded", nil)]; }
            @end

            """)
        XCTAssertEqual(reportLines(containing: "\"Try again\"").map { $0.contains(": warning: ") }, [], "never runs")
        XCTAssertEqual(reportLines(containing: "'Loaded'").map { $0.contains(": warning: ") }, [true], "the runtime calls +load")
        // Swift calls it by the name it imports it as.
        try write("Alerts.swift", "import UIKit\nfunc warn() { GlobalClass.showAlert(withTitle: \"a\", message: \"b\") }\n")
        XCTAssertEqual(reportLines(containing: "\"Try again\"").map { $0.contains(": warning: ") }, [true], "called from Swift")
        try FileManager.default.removeItem(at: project.appendingPathComponent("Alerts.swift"))
        try write("Alerts.m", "#import \"GlobalClass.h\"\nvoid warn(void) { [GlobalClass showAlertWithTitle:@\"a\" message:@\"b\"]; }\n")
        XCTAssertEqual(reportLines(containing: "\"Try again\"").map { $0.contains(": warning: ") }, [true], "called")
    }

    /// A method a Swift file adds in an extension of its own protocol cannot be `@objc`, so no framework calls it by
    /// selector: one no code names never runs, even when the protocol declares it too (GogoroBatteryMap's
    /// `alertForRestore`). One that code calls runs.
    func testASwiftProtocolExtensionMethodNothingCallsNeverRuns() throws {
        try writeWelcomeInGerman()
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("App.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class StoreViewController: UIViewController, PurchaseAlerts {
                override func viewDidLoad() { title = NSLocalizedString("Done", comment: ""); purchaseAlert(1) }
            }
            """)
        try write("PurchaseAlerts.swift", """
            import UIKit
            protocol PurchaseAlerts {
                func restoreAlert(_ restored: Int) -> UIAlertController
            }
            extension PurchaseAlerts where Self: UIViewController {
                func restoreAlert(_ restored: Int) -> UIAlertController {
                    UIAlertController(title: NSLocalizedString("Nothing to restore", comment: ""), message: nil, preferredStyle: .alert)
                }
                func purchaseAlert(_ count: Int) {
                    present(UIAlertController(title: NSLocalizedString("Thank you", comment: ""), message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """)
        XCTAssertEqual(reportLines(containing: "'Nothing to restore'").map { $0.contains("(only the method restoreAlert looks it up, and no code calls it") }, [true])
        XCTAssertEqual(reportLines(containing: "'Thank you'").map { $0.contains(": warning: ") }, [true], "called")
    }

    /// Code that retitles a tab by its position (`tabBar.items?[0].title = …`, `viewControllers[1].tabBarItem.title
    /// = …`) replaces the storyboard's title of that tab's item: its key is not missing. A data array that is not a
    /// tab bar's (`items[0].title` in a file about no tab bar) retitles nothing.
    func testTabsRetitledByPositionShowTheCodesTitles() throws {
        func tab(_ id: String, _ title: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <tabBarItem key="tabBarItem" title="\(title)" id="tab-\(id)"/>
                </viewController>
            </objects></scene>
            """
        }
        try write("Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tbc">
                <scenes>
                    <scene sceneID="s-tbc"><objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                            <connections>
                                <segue destination="vc0" kind="relationship" relationship="viewControllers" id="r0"/>
                                <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                    </objects></scene>
                    \(tab("vc0", "Home"))
                    \(tab("vc1", "Favourites"))
                </scenes>
            </document>
            """)
        try write("de.lproj/Main.strings", "\"x\" = \"y\";\n")
        try write("de.lproj/Localizable.strings", "\"home\" = \"Start\";\n")
        try write("Data.swift", "struct Row { var title = \"\" }\nfunc rename(_ items: inout [Row]) { items[1].title = \"Second\" }\n")
        XCTAssertEqual(reportLines(containing: "[missing-key]").count, 2)
        try write("Start.swift", """
            import UIKit
            func start(_ tabs: UITabBarController) {
                tabs.tabBar.items?[0].title = NSLocalizedString("home", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-key]"), [
            "de.lproj/Main.strings:1:1: warning: key 'tab-vc1.title' (UITabBarItem title \"Favourites\") is missing from the de table, so de users see the base text [missing-key]",
        ])
        try write("Start.swift", """
            import UIKit
            func start(_ tabs: UITabBarController) {
                tabs.viewControllers?[1].tabBarItem.title = NSLocalizedString("home", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-key]").map { $0.contains("tab-vc0.title") }, [true])
    }

    /// A tab whose child is a storyboard reference is the referenced storyboard's scene (its initial one, or the one a
    /// `referencedIdentifier` names): code retitling the tab at that position replaces that scene's tab title (tpg offline's
    /// app delegate retitles its Departures storyboard's tab). Another position leaves it missing, and so does a scene
    /// another tab bar shows at a position no code retitles (an iPad storyboard's tabs in another order).
    func testATabMadeFromAStoryboardReferenceIsRetitledByPosition() throws {
        func scene(_ id: String, _ title: String, identifier: String = "") -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController \(identifier) id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <tabBarItem key="tabBarItem" title="\(title)" id="tab-\(id)"/>
                </viewController>
            </objects></scene>
            """
        }
        func referenced(_ id: String, _ title: String, identifier: String = "") -> String {
            // (The identified scene is not the initial one: that is another, whose tab no bar shows.)
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(identifier.isEmpty ? id : "first-" + id)">
                <scenes>\(identifier.isEmpty ? "" : scene("first-" + id, "Overview"))\(scene(id, title, identifier: identifier))</scenes>
            </document>
            """
        }
        // A storyboard whose initial tab bar controller's tabs are `children` (scenes of `scenes`, or references).
        func tabBar(_ id: String, _ children: [String], scenes: String) -> String {
            let segues = children.enumerated().map { #"<segue destination="\#($1)" kind="relationship" relationship="viewControllers" id="\#(id)-r\#($0)"/>"# }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(id)">
                    <scenes>
                        <scene sceneID="s-\(id)"><objects>
                            <tabBarController id="\(id)" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                                <connections>\(segues.joined())</connections>
                            </tabBarController>
                        </objects></scene>
                        \(scenes)
                    </scenes>
                </document>
                """
        }
        func reference(_ id: String, _ storyboard: String, identifier: String? = nil) -> String {
            #"<scene sceneID="s-\#(id)"><objects><viewControllerPlaceholder storyboardName="\#(storyboard)" \#(identifier.map { "referencedIdentifier=\"\($0)\"" } ?? "") id="\#(id)" sceneMemberID="viewController"/></objects></scene>"#
        }
        try write("Base.lproj/Main.storyboard", tabBar("tbc", ["ref0", "ref1"],
                                                       scenes: reference("ref0", "Departures") + reference("ref1", "Lines", identifier: "LinesList")))
        try write("Base.lproj/Departures.storyboard", referenced("dep", "Departures"))
        try write("Base.lproj/Lines.storyboard", referenced("lin", "Lines", identifier: #"storyboardIdentifier="LinesList""#))
        for name in ["Main", "Departures", "Lines"] { try write("fr.lproj/\(name).strings", "\"x\" = \"y\";\n") }
        try write("fr.lproj/Localizable.strings", "\"Departures\" = \"Départs\";\n\"Lines\" = \"Lignes\";\n")
        try write("AppDelegate.swift", """
            import UIKit
            func start(_ tabController: UITabBarController) {
                tabController.tabBar.items![0].title = NSLocalizedString("Departures", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(["fr"], containing: "[missing-key]").filter { !$0.contains("first-lin") }, [
            "fr.lproj/Lines.strings:1:1: warning: key 'tab-lin.title' (UITabBarItem title \"Lines\") is missing from the fr table, so fr users see the base text [missing-key]",
        ])
        try write("AppDelegate.swift", """
            import UIKit
            func start(_ tabController: UITabBarController) {
                tabController.tabBar.items![0].title = NSLocalizedString("Departures", comment: "")
                tabController.tabBar.items![1].title = NSLocalizedString("Lines", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(["fr"], containing: "[missing-key]").filter { !$0.contains("first-lin") }, [])
        // (So does code of an extension of UIKit's tab bar controller, which every tab bar controller runs.)
        try write("AppDelegate.swift", """
            import UIKit
            extension UITabBarController {
                func localizeTabs() {
                    tabBar.items![0].title = NSLocalizedString("Departures", comment: "")
                    tabBar.items![1].title = NSLocalizedString("Lines", comment: "")
                }
            }
            """)
        XCTAssertEqual(reportLines(["fr"], containing: "[missing-key]").filter { !$0.contains("first-lin") }, [])
        // An iPad storyboard that shows the Departures storyboard as its third tab, which no code retitles.
        try write("Base.lproj/Main_iPad.storyboard", tabBar("pad", ["pref1", "more", "pref0"],
                                                            scenes: reference("pref0", "Departures") + reference("pref1", "Lines", identifier: "LinesList") + scene("more", "")))
        try write("fr.lproj/Main_iPad.strings", "\"x\" = \"y\";\n")
        XCTAssertEqual(reportLines(["fr"], containing: "[missing-key]").filter { !$0.contains("first-lin") }, [
            "fr.lproj/Departures.strings:1:1: warning: key 'tab-dep.title' (UITabBarItem title \"Departures\") is missing from the fr table, so fr users see the base text [missing-key]",
        ])
    }

    /// A search bar's scope buttons are texts users see where its scope bar shows (`showsScopeBar="YES"`), unless code
    /// sets them (`scopeButtonTitles = […]`); a scope bar nothing shows has none to translate.
    func testASearchBarsScopeButtonsAreCheckedWhereTheScopeBarShows() throws {
        func searchBar(_ id: String, shows: Bool, y: Int) -> String {
            """
            <searchBar contentMode="redraw" \(shows ? #"showsScopeBar="YES""# : "") id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="88"/>
                <autoresizingMask key="autoresizingMask"/>
                <scopeButtonTitles><string>Top Downloads</string><string>Newest</string></scopeButtonTitles>
            </searchBar>
            """
        }
        try write("Base.lproj/Search.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SearchController">
                        <connections>
                            <outlet property="view" destination="root" id="o1"/>
                            <outlet property="filterBar" destination="set" id="o2"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>\(searchBar("shown", shows: true, y: 0) + searchBar("set", shows: true, y: 100) + searchBar("hidden", shows: false, y: 200))</subviews>
                    </view>
                </objects>
            </document>
            """)
        try write("tr.lproj/Search.strings", "\"x\" = \"y\";\n")
        try write("tr.lproj/Localizable.strings", "\"All\" = \"Tümü\";\n")
        try write("SearchController.swift", """
            import UIKit
            final class SearchController: UIViewController {
                @IBOutlet var filterBar: UISearchBar!
                init() { super.init(nibName: "Search", bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    filterBar.scopeButtonTitles = [NSLocalizedString("All", comment: ""), NSLocalizedString("Mine", comment: "")]
                }
            }
            """)
        // (The whole app, whose code shows no other scope bar.)
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let search = SearchController() }\n")
        XCTAssertEqual(reportLines(["tr"], containing: "scopeButtonTitles").filter { $0.contains("[missing-key]") }.map { $0.components(separatedBy: ": warning: ").last ?? $0 }, [
            "key 'shown.scopeButtonTitles[0]' (UISearchBar scopeButtonTitles[0] \"Top Downloads\") is missing from the tr table, so tr users see the base text [missing-key]",
            "key 'shown.scopeButtonTitles[1]' (UISearchBar scopeButtonTitles[1] \"Newest\") is missing from the tr table, so tr users see the base text [missing-key]",
        ])
        // Code that may show a scope bar (or a search display controller made in code, which shows it while searching).
        for shows in ["filterBar.showsScopeBar = true", "_ = UISearchDisplayController(searchBar: filterBar, contentsController: self)"] {
            try write("Shows.swift", "import UIKit\nextension SearchController { func reveal() { \(shows) } }\n")
            XCTAssertEqual(reportLines(["tr"], containing: "scopeButtonTitles").filter { $0.contains("[missing-key]") && $0.contains("'hidden.") }.count, 2, shows)
        }
    }

    /// The development language's users read its base texts as they are, which is right, unless a text is
    /// written in a script they do not read: a Korean button left in an English app's unlocalized xib, a
    /// Korean label in its Base storyboard that the English table lacks. Texts in their own script stay
    /// unreported, and so does a language's name in itself (a language menu's "한국어").
    func testTheDevelopmentLanguageSeesTextsInAScriptItsUsersDoNotRead() throws {
        try writeLabels(["Welcome", "버전정보", "한국어"])
        try write("en.lproj/Main.strings", "\"lbl-00-000.text\" = \"Welcome\";\n")
        try write("ko.lproj/Main.strings", "\"lbl-00-000.text\" = \"환영합니다\";\n\"lbl-00-001.text\" = \"버전정보\";\n")
        try write("Views/Cancel.xib", Self.oneLabelXib("취소"))
        try write("Views/Done.xib", Self.oneLabelXib("Done"))
        XCTAssertEqual(reportLines(["en"], containing: "warning:"), [
            "Views/Cancel.xib:1:1: warning: Cancel.xib is in no .lproj folder, so the 1 text users see in it shows as written, in Hangul in en: no table can translate it [missing-table]",
            "en.lproj/Main.strings:2:1: warning: key 'lbl-00-001.text' (UILabel text \"버전정보\") is missing from the en table, so en users see the base text (written in Hangul, which en is not) [missing-key]",
        ])
        try write("en.lproj/Main.strings", "\"lbl-00-000.text\" = \"Welcome\";\n\"lbl-00-001.text\" = \"버전정보\";\n")
        XCTAssertEqual(reportLines(["en"], containing: "[foreign-script]"), [
            "en.lproj/Main.strings:2:21: warning: the value of 'lbl-00-001.text' is written in Hangul, which en is not: en users see \"버전정보\" [foreign-script]",
        ])
    }

    /// An unlocalized xib written in another of the app's languages (Rafflex's Spanish storyboard in an English
    /// app): its development language's users read it as written, in Spanish ("Editar" too: one word of four
    /// letters or more is no abbreviation). Words English has too say nothing, and so do the words of a language only a
    /// library's resource bundle has.
    func testTheDevelopmentLanguageSeesTextsInTheWordsOfAnotherAppLanguage() throws {
        try writeLabels(["Welcome"])
        try write("en.lproj/Main.strings", "\"lbl-00-000.text\" = \"Welcome\";\n")
        try write("es.lproj/Main.strings", "\"lbl-00-000.text\" = \"Bienvenido\";\n")
        try write("Views/Raffle.xib", Self.oneLabelXib("Crear rifa"))
        try write("Views/Edit.xib", Self.oneLabelXib("Editar"))
        try write("Views/Done.xib", Self.oneLabelXib("Create raffle"))
        try write("Views/Menu.xib", Self.oneLabelXib("Menu"))
        // (A language only a library's resource bundle speaks is none of the app's: AppSlate's copy of the Aviary SDK
        // has Dutch tables, and its English "Helvetica" was taken for Dutch.)
        try write("Aviary/AviaryResources.bundle/nl.lproj/Aviary.strings", "\"Save\" = \"Instellingen opslaan\";\n")
        try write("Views/Settings.xib", Self.oneLabelXib("Instellingen opslaan"))
        let expected = [
            "Views/Edit.xib:1:1: warning: Edit.xib is in no .lproj folder, so the 1 text users see in it shows as written, in es in en: no table can translate it [missing-table]",
            "Views/Raffle.xib:1:1: warning: Raffle.xib is in no .lproj folder, so the 1 text users see in it shows as written, in es in en: no table can translate it [missing-table]",
        ]
        XCTAssertEqual(reportLines(["en"], containing: "[missing-table]"), expected)
        // A bundle the app's own code opens (`Strings.bundle`) speaks the app's languages.
        try FileManager.default.removeItem(at: project.appendingPathComponent("es.lproj"))
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("Resources/Strings.bundle/es.lproj/Localizable.strings", "\"welcome\" = \"Bienvenido\";\n")
        try write("Resources/Strings.bundle/en.lproj/Localizable.strings", "\"welcome\" = \"Welcome\";\n")
        try write("App.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let strings = Bundle(path: Bundle.main.path(forResource: "Strings", ofType: "bundle")!)!
                var welcome: String { NSLocalizedString("welcome", bundle: strings, comment: "") }
                let views = ["Edit", "Raffle", "Done", "Menu", "Settings"].map { UINib(nibName: $0, bundle: nil) }
            }
            """)
        XCTAssertEqual(reportLines(["en"], containing: "[missing-table]"), expected)
    }

    /// A regional variant of the development language (en-GB beside an English base) that lacks a key shows
    /// the base text, which is its users' language: a note. Another script of the language (zh-Hant beside a
    /// zh-Hans base) is a translation of its own: its missing keys stay warnings.
    func testARegionalVariantOfTheDevelopmentLanguageReadsTheBaseText() throws {
        try writeLabels(["Welcome", "Colour"])
        try write("en-GB.lproj/Main.strings", "\"lbl-00-000.text\" = \"Welcome\";\n")
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n\"lbl-00-001.text\" = \"Farbe\";\n")
        XCTAssertEqual(reportLines(["en-GB"], containing: "[missing-key]"), [
            "en-GB.lproj/Main.strings:2:1: note: key 'lbl-00-001.text' (UILabel text \"Colour\") is missing from the en-GB table, so en-GB users see the base text (en-GB users read the development language, en, in its place) [missing-key]",
        ])
        // A region's implied script counts: zh-HK reads a zh-Hant base as its own, zh-CN translates it.
        try writeLabels(["歡迎", "顏色"])
        try writeInfoPlist([("CFBundleDevelopmentRegion", "zh-Hant")])
        for (language, welcome) in [("zh-HK", "歡迎"), ("zh-CN", "欢迎")] { try write("\(language).lproj/Main.strings", "\"lbl-00-000.text\" = \"\(welcome)\";\n") }
        try FileManager.default.removeItem(at: project.appendingPathComponent("en-GB.lproj"))
        XCTAssertEqual(reportLines(["zh-HK", "zh-CN"], containing: "[missing-key]"), [
            "zh-CN.lproj/Main.strings:2:1: warning: key 'lbl-00-001.text' (UILabel text \"顏色\") is missing from the zh-CN table, so zh-CN users see the base text [missing-key]",
        ])
        XCTAssertEqual(VerifyPipeline.withoutRegion(try XCTUnwrap(LanguageCode("zh-Hant-TW"))), "zh-Hant")
        XCTAssertEqual(VerifyPipeline.withoutRegion(try XCTUnwrap(LanguageCode("es-419"))), "es")
        XCTAssertEqual(VerifyPipeline.withoutRegion(try XCTUnwrap(LanguageCode("en"))), "en")
    }

    /// A key the code looks up that a regional variant of the development language lacks reads as the development
    /// language's: a key that is a text, one word as much as several ("Details", "Days:" of Mlem's catalog), reads in
    /// the variant's language, a note; so does a key the development language's users read as it is too ("PieFed")
    /// or as the lookup's default value; and a code name the development table gives a text ("detailsTitle",
    /// "DETAILS_TITLE"), which iOS looks up there when the variant's table lacks it (reviewers judged Zavala's en-GB
    /// and en-AU keys so, and every en-GB key of Mlem).
    func testARegionalVariantLackingAKeyThatIsATextReadsTheKey() throws {
        try writeLabels(["Welcome"])
        try write("en.lproj/Localizable.strings", "\"Details\" = \"Details\";\n\"Days:\" = \"Days:\";\n\"detailsTitle\" = \"Details\";\n\"DETAILS_TITLE\" = \"Details\";\n\"PieFed\" = \"PieFed\";\n")
        try write("en-GB.lproj/Localizable.strings", "\"Colour\" = \"Colour\";\n")
        try write("Details.swift", """
            import Foundation
            let a = NSLocalizedString("Details", comment: ""), b = NSLocalizedString("Days:", comment: "")
            let c = NSLocalizedString("detailsTitle", comment: ""), d = NSLocalizedString("DETAILS_TITLE", comment: "")
            let e = NSLocalizedString("PieFed", comment: ""), f = NSLocalizedString("sign.in", value: "Sign in", comment: "")

            """)
        XCTAssertEqual(reportLines(["en-GB"], containing: "[missing-key]").map { $0.replacingOccurrences(of: #"^.*?: (note|warning): key '([^']*)'.*$"#, with: "$1 $2", options: .regularExpression) }.sorted(), [
            "note DETAILS_TITLE", "note Days:", "note Details", "note PieFed", "note detailsTitle", "note sign.in",
        ])
        XCTAssertTrue(reportLines(["en-GB"], containing: "[missing-key]").contains {
            $0.contains("key 'detailsTitle' that the code looks up is missing from the en-GB Localizable table") && $0.contains("(en-GB users read the development language, en, in its place)")
        })
    }

    /// Without an Xcode project, base documents written in one of the app's languages (Chinese) say the app is
    /// developed in it: the zh-Hans table holds base texts, and English is the translation that lacks them.
    func testBaseDocumentsWrittenInALanguageMakeItTheDevelopmentLanguage() throws {
        try writeLabels(["独家记忆", "发现美食", "关于我们"])
        try write("zh-Hans.lproj/Localizable.strings", "\"Done\" = \"完成\";\n")
        try write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        XCTAssertEqual(reportLines(containing: "[missing-table]"), [
            "en.lproj/Main.strings:1:1: warning: en has no Main table, so the 3 texts users see in Main.storyboard show in the development language [missing-table]",
        ])
    }

    /// Without an Xcode project or base documents to say otherwise, `en` tables that copy another of the app's
    /// languages' tables, written in its letters, make it the development language (3dollars, a Korean app built with
    /// Tuist and no committed project: its `en` and `ko` tables hold the same Korean texts, and a feature module ships an
    /// `en` table of Korean alone, read through its own bundle). Their Korean is the base text, not a script `en` users
    /// cannot read; `en` repeats the base texts, not translated yet (notes); `ko` lacks no key, the module's included.
    func testEnglishTablesCopyingAnAppLanguageMakeItTheDevelopmentLanguage() throws {
        let korean = "\"home.title\" = \"홈\";\n\"my.title\" = \"마이 페이지\";\n\"store.title\" = \"가게 정보\";\n\"share\" = \"공유하기\";\n"
        try write("App/Resources/en.lproj/Localizable.strings", korean)
        try write("App/Resources/ko.lproj/Localizable.strings", korean)
        try write("App/Sources/Home.swift", """
            import UIKit
            func show(_ label: UILabel) {
                label.text = NSLocalizedString("home.title", comment: "")
                label.text = NSLocalizedString("my.title", comment: "")
            }
            """)
        // (A storyboard of IB's placeholders shows no English of its own.)
        try writeLabels(["Label", "Label", "Label"])
        try write("Modules/Home/Resources/en.lproj/Localizable.strings", "\"home.empty\" = \"주변에 가게가 없어요\";\n")
        try write("Modules/Home/Sources/Empty.swift", """
            import UIKit
            func showEmpty(_ label: UILabel) {
                label.text = NSLocalizedString("home.empty", bundle: .module, comment: "")
            }
            """)
        XCTAssertEqual(reportLines(containing: "warning:"), [])
        XCTAssertEqual(reportLines(containing: "[untranslated]").first,
                       "App/Resources/en.lproj/Localizable.strings:1:16: note: 'home.title' is identical to the base text '홈' in en [untranslated]")
        XCTAssertFalse(reportLines(containing: "ko.lproj").contains { !$0.contains("note: base text (ko)") })
    }

    /// An English app's `en` table may be mostly bilingual ("Al-Fatiha (الفاتحة)"): no copy of its Arabic table, so
    /// English stays the development language and Arabic a translation that lacks a key.
    func testBilingualEnglishTablesLeaveEnglishTheDevelopmentLanguage() throws {
        try write("en.lproj/Surahs.strings", "\"1\" = \"Al-Fatiha (الفاتحة)\";\n\"2\" = \"Al-Baqarah (البقرة)\";\n\"3\" = \"Al-Imran (آل عمران)\";\n\"4\" = \"An-Nisa (النساء)\";\n")
        try write("ar.lproj/Surahs.strings", "\"1\" = \"الفاتحة\";\n\"2\" = \"البقرة\";\n\"3\" = \"آل عمران\";\n\"4\" = \"النساء\";\n")
        try write("en.lproj/Localizable.strings", "\"reciter\" = \"Reciter\";\n")
        try write("ar.lproj/Localizable.strings", "\"play\" = \"تشغيل\";\n")
        try write("Player.swift", """
            import UIKit
            func show(_ label: UILabel) {
                label.text = NSLocalizedString("reciter", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-key]"), [
            "ar.lproj/Localizable.strings:2:1: warning: key 'reciter' that the code looks up is missing from the ar Localizable table, so ar users see \"reciter\" [missing-key]",
        ])
    }

    /// Without an Xcode project, the development region the app's Info.plist writes out (`ko_KR`, which iOS falls back to)
    /// names the development language: the English table is a translation lacking a key (whose Latin letters read in
    /// English: a note), not the development table.
    func testAnInfoPlistsRegionNamesTheDevelopmentLanguageWithoutAProject() throws {
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>ko_KR</string><key>CFBundleName</key><string>App</string></dict></plist>
            """)
        try write("App/Resources/ko.lproj/Localizable.strings", "\"greeting\" = \"안녕하세요\";\n\"btn.confirm\" = \"확인\";\n")
        try write("App/Resources/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")
        try write("App/Sources/Home.swift", """
            import UIKit
            func show(_ label: UILabel) {
                label.text = NSLocalizedString("greeting", comment: "")
                label.text = NSLocalizedString("btn.confirm", comment: "")
            }
            """)
        XCTAssertEqual(reportLines(containing: "[missing-key]"), [
            "App/Resources/en.lproj/Localizable.strings:2:1: note: key 'btn.confirm' that the code looks up is missing from the en Localizable table, so en users see \"btn.confirm\" (the code's lookup shows its key there, already written in en) [missing-key]",
        ])
    }

    /// Without a target to tell bundles apart, a folder of tables beside a module's code with no folder of a language is
    /// the module's bundle that does not speak it (a Tuist module's resources, its one `en` table): the module's own
    /// lookups (`bundle: .module`) show its text in every language alike. A key only such a table holds is no gap of the
    /// language's table elsewhere, nor is a table of the module's name missing; a key no table holds is. A main-bundle
    /// lookup never reads the module's table: a key only the module holds is missing for it.
    func testAKeyOfABundleWithoutTheLanguageIsNoGapOfItsTable() throws {
        try writeWelcomeInGerman()
        try write("App/en.lproj/Localizable.strings", "\"title\" = \"Welcome\";\n")
        try write("App/de.lproj/Localizable.strings", "\"title\" = \"Willkommen\";\n")
        // (A Tuist module: its manifest, its resources under `Targets/`, its generated lookups under `Derived/`.)
        try write("Modules/Store/Project.swift", "import ProjectDescription\n")
        try write("Modules/Store/Targets/Store/Resources/en.lproj/Store.strings", "\"store.hours\" = \"Opening hours\";\n")
        try write("Modules/Store/Derived/Sources/Store.swift", """
            import UIKit
            func show(_ label: UILabel) {
                label.text = NSLocalizedString("title", comment: "")
                label.text = NSLocalizedString("store.header", bundle: .module, comment: "")
                label.text = NSLocalizedString("store.footer", bundle: .module, comment: "")
                label.text = NSLocalizedString("store.hours", tableName: "Store", bundle: .module, comment: "")
            }
            """)
        // (A generated accessor whose body names the module's bundle reads it; a wrapper reading the main bundle does not.)
        try write("Modules/Store/Derived/Sources/Strings.swift", """
            import Foundation
            enum StoreStrings {
                static var closed: String { tr("store.closed") }
                private static func tr(_ key: String) -> String {
                    Bundle.module.localizedString(forKey: key, value: nil, table: "Localizable")
                }
            }
            """)
        try write("Modules/Store/Targets/Store/Resources/en.lproj/Localizable.strings",
                  "\"store.header\" = \"Store details\";\n\"Cancel\" = \"Cancel\";\n\"Done\" = \"Done\";\n\"store.closed\" = \"Closed\";\n")
        try write("App/Sources/Alert.swift", """
            import UIKit
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            func cancel(_ label: UILabel) {
                label.text = NSLocalizedString("Cancel", comment: "")
                label.text = "Done".localized
                label.text = StoreStrings.closed
            }
            """)
        // (The development language's table lacks them too.)
        XCTAssertEqual(reportLines(["de"], containing: "[missing-key]").map { $0.replacingOccurrences(of: #"^([^.]*)\.lproj.*?: (note|warning): key '([^']*)'.*$"#, with: "$1 $2 $3", options: .regularExpression) }, [
            "App/de warning Cancel", "App/de warning Done", "App/de warning store.footer", "App/en warning store.footer",
        ])
        XCTAssertEqual(reportLines(["de"], containing: "[missing-table]"), [])
    }

    /// A value whose specifiers differ from the base text's matters where code formats it: a key the code looks
    /// up without formatting is shown as written, so the mismatch is a note; formatted, it stays an error.
    func testAFormatMismatchNoCodeFormatsIsANote() throws {
        try writeWelcomeInGerman()
        try write("en.lproj/Localizable.strings", "\"You got %@\" = \"You got %@\";\n\"%d points\" = \"%d points\";\n")
        try write("de.lproj/Localizable.strings", "\"You got %@\" = \"Du hast 10\";\n\"%d points\" = \"Punkte\";\n")
        try write("Score.swift", """
            import UIKit
            func show(_ label: UILabel, points: Int) {
                label.text = NSLocalizedString("You got %@", comment: "")
                label.text = String(format: NSLocalizedString("%d points", comment: ""), points)
            }
            """)
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "format-specifier-mismatch" }
        let severities = Dictionary(findings.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["You got %@": "info", "%d points": "error"], run.stdout)
    }

    /// A value reading an integer of another length than the base's (`%d` for `%li`) prints the same number where
    /// Swift formats it, as nova's R.swift accessors do (every integer is passed as a 64-bit word): a note. Where
    /// Objective-C formats it, which may pass an `int` that `%ld` reads as garbage, it stays an error; so does a
    /// value reading an integer where the base reads an object.
    func testAnIntegerOfAnotherLengthIsANoteWhereSwiftFormatsIt() throws {
        try writeWelcomeInGerman()
        try write("en.lproj/Localizable.strings", "\"files\" = \"%li files\";\n\"pages\" = \"%@ pages\";\n")
        try write("de.lproj/Localizable.strings", "\"files\" = \"%d Dateien\";\n\"pages\" = \"%d Seiten\";\n")
        // R.swift's generated accessors (not checked in) look the keys up; one key is built at run time.
        try write("Files.swift", """
            import UIKit
            func show(_ label: UILabel, count: Int, key: String) {
                label.text = R.string.localizable.files(count)
                label.text = NSLocalizedString(key, comment: "")
            }
            """)
        func severities() throws -> [String: String] {
            let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { ($0["rule"] as? String) == "format-specifier-mismatch" }
            return Dictionary(findings.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        }
        XCTAssertEqual(try severities(), ["files": "info", "pages": "error"])
        // Objective-C code of the app that formats nothing of it leaves the R.swift lookup Swift's alone.
        try write("Rows.m", "#import <UIKit/UIKit.h>\nvoid ShowRows(UILabel *label) { label.text = @\"\"; }\n")
        XCTAssertEqual(try severities(), ["files": "info", "pages": "error"])
        try write("Rows.m", "#import <UIKit/UIKit.h>\nvoid ShowRows(UILabel *label, int count) {\n"
                  + "    label.text = [NSString stringWithFormat:NSLocalizedString(@\"files\", nil), count];\n}\n")
        XCTAssertEqual(try severities(), ["files": "error", "pages": "error"])
    }

    /// iOS shows an app's permission prompts (`NS…UsageDescription` of its Info.plist) from each language's
    /// InfoPlist.strings: a translated language that lacks one asks its users in the development language.
    func testAPermissionPromptATranslatedLanguageLacksIsAMissingKey() throws {
        try writeLabels(["Welcome"])
        try writeInfoPlist([
            ("CFBundleName", "Demo"),
            ("NSCameraUsageDescription", "The camera scans your ticket."),
            ("NSLocationWhenInUseUsageDescription", "Your location finds the nearest stop."),
        ])
        // Firebase's settings beside it describe a service, not the app.
        try write("GoogleService-Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>API_KEY</key><string>AIza-demo</string><key>BUNDLE_ID</key><string>demo.app</string></dict></plist>
            """)
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"NSLocationWhenInUseUsageDescription\" = \"Dein Standort findet die nächste Haltestelle.\";\n")
        let expected = [
            "de.lproj/InfoPlist.strings:2:1: warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing from the de InfoPlist table, "
                + "so iOS asks de users in the development language (\"The camera scans your ticket.\") [missing-key]",
        ]
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), expected)
        // Code that reads one prompt to explain it before asking does not make the others unread: iOS reads them.
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try write("Ask.swift", """
            import UIKit
            import AVFoundation
            func why() -> String { Bundle.main.localizedString(forKey: "NSLocationWhenInUseUsageDescription", value: nil, table: "InfoPlist") }
            func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }
            """)
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), expected)
    }

    /// `App.xcodeproj`: one application target built with `App/Info.plist`, compiling `App/Scan.swift` and copying
    /// `tables` (paths from the folder, each in a language's `.lproj` folder), each as a variant group, and the
    /// plain files `resources`.
    func writeScanAppProject(tables: [String], resources: [String] = []) throws {
        let variants = tables.enumerated().map { index, path -> String in
            let name = (path as NSString).lastPathComponent
            let language = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.replacingOccurrences(of: ".lproj", with: "")
            return """
                \t\tV\(index) = {isa = PBXVariantGroup; children = (L\(index), ); name = \(name); sourceTree = "<group>"; };
                \t\tL\(index) = {isa = PBXFileReference; name = \(language); path = \(path); sourceTree = "<group>"; };
                \t\tBV\(index) = {isa = PBXBuildFile; fileRef = V\(index); };
                """
        }
        let plain = resources.enumerated().map { index, path in
            "\t\tR\(index) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };\n\t\tBR\(index) = {isa = PBXBuildFile; fileRef = R\(index); };"
        }
        let copied = tables.indices.map { "BV\($0), " }.joined() + resources.indices.map { "BR\($0), " }.joined()
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (S1, \(tables.indices.map { "V\($0), " }.joined())); sourceTree = "<group>"; };
            \t\tS1 = {isa = PBXFileReference; path = App/Scan.swift; sourceTree = "<group>"; };
            \((variants + plain).joined(separator: "\n"))
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (SP, RP, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Release; };
            \t\tSP = {isa = PBXSourcesBuildPhase; files = (BS, ); };
            \t\tRP = {isa = PBXResourcesBuildPhase; files = (\(copied)); };
            \t\tBS = {isa = PBXBuildFile; fileRef = S1; };
            \t};
            \trootObject = P0;
            }

            """)
    }

    /// An app whose Info.plist at `infoPlist` asks for the camera and the microphone, which its code requests, with a
    /// German Localizable table in `App/de.lproj` (its project: ``writeScanAppProject(tables:resources:)``).
    func writeScanApp(infoPlist: String) throws {
        try write(infoPlist, """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>NSCameraUsageDescription</key><string>The camera scans your ticket.</string>
            <key>NSMicrophoneUsageDescription</key><string>The microphone records your note.</string>
            </dict></plist>
            """)
        try write("App/de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n")
        try write("App/Scan.swift", """
            import AVFoundation
            @main final class AppDelegate { func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in }; AVAudioSession.sharedInstance().requestRecordPermission { _ in } } }
            """)
    }

    /// The build merges every `de.lproj` folder of a target's resources into its bundle's one: prompts the target
    /// translates in `Resources/de.lproj/InfoPlist.strings` are found, though its Info.plist lies in `App/` beside
    /// `App/de.lproj`. A prompt that table lacks is still missing, reported there.
    func testAPermissionPromptTranslatedInAnotherFolderTheTargetCopiesIsFound() throws {
        try writeScanApp(infoPlist: "App/Info.plist")
        try write("Resources/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Die Kamera scannt dein Ticket.\";\n")
        try writeScanAppProject(tables: ["App/de.lproj/Localizable.strings", "Resources/de.lproj/InfoPlist.strings"])
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), [
            "Resources/de.lproj/InfoPlist.strings:2:1: warning: permission prompt 'NSMicrophoneUsageDescription' of Info.plist is missing from the de "
                + "InfoPlist table, so iOS asks de users in the development language (\"The microphone records your note.\") [missing-key]",
        ])
    }

    /// Xcode renames a strings table named for the target's Info.plist to `InfoPlist.strings` as it copies it (the
    /// `STRINGS_FILE_INFOPLIST_RENAME` setting, on by default): Passepartout's `App.plist`, which its `Config.xcconfig`
    /// names through `INFOPLIST_FILE = $(CFG_INFO_PLIST)`, is translated in `de.lproj/AppPlist.strings`. The
    /// microphone prompt that table lacks is still missing.
    func testAPermissionPromptTranslatedInTheTableXcodeRenamesInfoPlistIsFound() throws {
        try writeScanApp(infoPlist: "App/App.plist")
        try write("App/de.lproj/AppPlist.strings", "\"NSCameraUsageDescription\" = \"Die Kamera scannt dein Ticket.\";\n")
        try write("Config.xcconfig", "CFG_INFO_PLIST = App/App.plist\n#include? \"Secret.xcconfig\"\n")
        try writeScanAppProject(tables: ["App/de.lproj/Localizable.strings", "App/de.lproj/AppPlist.strings"])
        let url = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "buildSettings = {INFOPLIST_FILE = App/Info.plist; };",
                                  with: "baseConfigurationReference = XC; buildSettings = {INFOPLIST_FILE = \"$(CFG_INFO_PLIST)\"; };")
            .replacingOccurrences(of: "\t\tT1 = {", with: "\t\tXC = {isa = PBXFileReference; path = Config.xcconfig; sourceTree = \"<group>\"; };\n\t\tT1 = {")
        try text.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), [
            "App/de.lproj/AppPlist.strings:2:1: warning: permission prompt 'NSMicrophoneUsageDescription' of App.plist is missing from the de "
                + "InfoPlist table, so iOS asks de users in the development language (\"The microphone records your note.\") [missing-key]",
        ])
    }

    /// A plist the target copies as a resource is data, not the app's Info.plist (mojewydatki's "Moje wydatki
    /// free-Info.plist" beside the root `de.lproj`): iOS asks with the prompts of the plist INFOPLIST_FILE
    /// names, which the app translates.
    func testAPlistCopiedAsAResourceIsNotTheAppsInfoPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>The camera scans your ticket.</string></dict></plist>
            """
        try write("App/Info.plist", plist)
        try write("Free-Info.plist", plist)
        try write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Die Kamera scannt dein Ticket.\";\n")
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("App/Scan.swift", """
            import AVFoundation
            @main final class AppDelegate { func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } } }
            """)
        try writeScanAppProject(tables: ["App/de.lproj/InfoPlist.strings", "de.lproj/Localizable.strings"], resources: ["Free-Info.plist"])
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), [])
        // Not copied, it is the Info.plist beside the folder, as before.
        try writeScanAppProject(tables: ["App/de.lproj/InfoPlist.strings", "de.lproj/Localizable.strings"])
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt").count, 1)
    }

    /// One Info.plist's prompts are judged once per language: a root `de.lproj` and `App/de.lproj` beside the app's
    /// Info.plist are one folder of the bundle, and the finding names the table beside the plist.
    func testAPermissionPromptIsMissingOncePerLanguage() throws {
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>The camera scans your ticket.</string></dict></plist>
            """)
        try write("App/de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n")
        try write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
        try write("App/Scan.swift", """
            import AVFoundation
            @main final class AppDelegate { func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } } }
            """)
        try writeScanAppProject(tables: ["App/de.lproj/Localizable.strings", "de.lproj/Localizable.strings"])
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), [
            "App/de.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing from the de "
                + "InfoPlist table, so iOS asks de users in the development language (\"The camera scans your ticket.\") [missing-key]",
        ])
    }

    /// iOS looks an `InfoPlist.strings` key up for what the Info.plist names: a home-screen shortcut's title is read,
    /// a key of the app's own naming no Info.plist says is not (Brave's `ShortcutItemTitleNewTab`, its shortcuts built in
    /// code), and an Apple key is read whatever the file says (build settings may add it).
    func testAnInfoPlistKeyNoInfoPlistNamesIsANote() throws {
        try writeLabels(["Welcome"])
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>Demo</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>scan</string>
            <key>UIApplicationShortcutItemTitle</key><string>ShortcutItemTitleScan</string>
            </dict></array>
            </dict></plist>
            """)
        try write("en.lproj/InfoPlist.strings", """
            "ShortcutItemTitleScan" = "Scan a ticket";
            "ShortcutItemTitleNewTab" = "New tab";
            "CFBundleDisplayName" = "Demo Tickets";
            """)
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        let severities = try missingKeySeverities(["de"]) { ($0["key"] as? String) ?? "" }
        XCTAssertEqual(severities["ShortcutItemTitleScan"], "warning")
        XCTAssertEqual(severities["ShortcutItemTitleNewTab"], "info")
        XCTAssertEqual(severities["CFBundleDisplayName"], "warning")
        XCTAssertTrue(reportLines(["de"], containing: "ShortcutItemTitleNewTab").first?.contains("no Info.plist beside the table names it") ?? false)
    }

    /// iOS shows a permission prompt when the app calls the API it is for: with the whole app at hand and no
    /// code of it, nor of what it links, asking for the camera, the camera prompt is never seen, and a language
    /// lacking it is a note. A pod not checked out may ask when its name says it might (a ticket scanner), and so
    /// may one whose sources or binary name the API.
    func testAPermissionPromptNoCodeAsksForIsANote() throws {
        try writeLabels(["Welcome"])
        try writeInfoPlist([
            ("NSCameraUsageDescription", "The camera scans your ticket."),
            ("NSLocationWhenInUseUsageDescription", "Your location finds the nearest stop."),
        ])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let stops = Stops(); let picker = Picker() }\n")
        try write("Stops.swift", """
            import CoreLocation
            // The camera (AVCaptureDevice) is for a later version.
            final class Stops { let manager = CLLocationManager(); func start() { manager.requestWhenInUseAuthorization() } }
            """)
        func severities() throws -> [String: String] { try missingKeySeverities(["de"]) { ($0["key"] as? String) ?? "" } }
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "info", "NSLocationWhenInUseUsageDescription": "warning"])
        XCTAssertTrue(reportLines(["de"], containing: "NSCameraUsageDescription").first?.contains("iOS never shows this prompt") ?? false)
        // A Podfile whose pods are not here: what they call is unknown.
        try write("Podfile", "platform :ios, '13.0'\ntarget 'Demo' do\n  pod 'TicketScanner'\nend\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "warning", "NSLocationWhenInUseUsageDescription": "warning"])
        // Checked out, the pod is read: this one asks for the camera.
        try write("Pods/TicketScanner/Scanner.m", "#import <AVFoundation/AVFoundation.h>\n@implementation Scanner\n- (void)start { [AVCaptureSession new]; }\n@end\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "warning", "NSLocationWhenInUseUsageDescription": "warning"])
        try write("Pods/TicketScanner/Scanner.m", "@implementation Scanner\n@end\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "info", "NSLocationWhenInUseUsageDescription": "warning"])
        // A missing pod named for nothing of the camera (an animated label, in a word processor's quotes) is taken
        // not to ask for it.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Pods"))
        try write("Podfile", "target 'Demo' do\n  pod ‘LTMorphingLabel’\nend\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "info", "NSLocationWhenInUseUsageDescription": "warning"])
        // An image picker shows the photo library unless code asks for its camera.
        try write("Picker.swift", "import UIKit\nfinal class Picker { let picker = UIImagePickerController() }\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "info", "NSLocationWhenInUseUsageDescription": "warning"])
        try write("Picker.swift", "import UIKit\nfinal class Picker { let picker = UIImagePickerController(); func scan() { picker.sourceType = .camera } }\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "warning", "NSLocationWhenInUseUsageDescription": "warning"])
        // A language with no InfoPlist table at all (Piano's fourteen): the same.
        try FileManager.default.removeItem(at: project.appendingPathComponent("de.lproj/InfoPlist.strings"))
        try write("Picker.swift", "import UIKit\nfinal class Picker { let picker = UIImagePickerController() }\n")
        XCTAssertEqual(try severities(), ["NSCameraUsageDescription": "info", "NSLocationWhenInUseUsageDescription": "warning"])
    }

    /// The microphone prompt follows a recording: an audio session set to play back (edX's and Zotero's players) asks
    /// for nothing, one set to record does. Nor does a test's file ask, which no app users install compiles.
    func testAMicrophonePromptNeedsARecording() throws {
        try writeLabels(["Welcome"])
        try writeInfoPlist([("NSMicrophoneUsageDescription", "The microphone records your note.")])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let player = Player() }\n")
        try write("Player.swift", """
            import AVFoundation
            final class Player { func start() { try? AVAudioSession.sharedInstance().setCategory(.playback) } }
            """)
        try write("PlayerTests/RecorderTests.swift", """
            import XCTest
            @testable import Demo
            final class RecorderTests: XCTestCase { func testRecords() { _ = try? AVAudioRecorder(url: URL(fileURLWithPath: "/tmp/a"), settings: [:]) } }
            """)
        func severities() throws -> [String: String] { try missingKeySeverities(["de"]) { ($0["key"] as? String) ?? "" } }
        XCTAssertEqual(try severities(), ["NSMicrophoneUsageDescription": "info"])
        try write("Player.swift", """
            import AVFoundation
            final class Player { func start() { try? AVAudioSession.sharedInstance().setCategory(.playAndRecord) } }
            """)
        XCTAssertEqual(try severities(), ["NSMicrophoneUsageDescription": "warning"])
    }

    /// iOS shows the "Always" location prompt (and later offers to change to Always Allow) only to an app that
    /// requests Always: one that asks for When In Use alone (iCarStation, Volontair) never shows it. The reminders
    /// prompt follows a request for reminders, not a calendar's events; and code of a view nothing creates asks
    /// for nothing.
    func testAnAlwaysLocationOrRemindersPromptNeedsItsOwnRequest() throws {
        try writeLabels(["Welcome"])
        try writeInfoPlist([
            ("NSLocationWhenInUseUsageDescription", "Your location finds the nearest stop."),
            ("NSLocationAlwaysAndWhenInUseUsageDescription", "Your location alerts you near your stop."),
            ("NSRemindersUsageDescription", "Reminders keep your trips."),
            ("NSCalendarsUsageDescription", "Trips go to your calendar."),
            ("NSCameraUsageDescription", "The camera scans your ticket."),
        ])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        try write("AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let stops = Stops(); let trips = Trips() }\n")
        try write("Stops.swift", """
            import CoreLocation
            import EventKit
            final class Stops { let manager = CLLocationManager(); func start() { manager.requestWhenInUseAuthorization() } }
            final class Trips { func save() { EKEventStore().requestAccess(to: .event) { _, _ in } } }
            """)
        // A scanner screen nothing creates: its capture session never runs.
        try write("Scanner.swift", "import UIKit\nimport AVFoundation\nfinal class ScannerVC: UIViewController { let session = AVCaptureSession() }\n")
        func severities() throws -> [String: String] { try missingKeySeverities(["de"]) { ($0["key"] as? String) ?? "" } }
        XCTAssertEqual(try severities(), [
            "NSLocationWhenInUseUsageDescription": "warning", "NSLocationAlwaysAndWhenInUseUsageDescription": "info",
            "NSRemindersUsageDescription": "info", "NSCalendarsUsageDescription": "warning", "NSCameraUsageDescription": "info",
        ])
        try write("Stops.swift", """
            import CoreLocation
            import EventKit
            final class Stops { let manager = CLLocationManager(); func start() { manager.requestAlwaysAuthorization() } }
            final class Trips { func save() { EKEventStore().requestAccess(to: .reminder) { _, _ in } } }
            """)
        XCTAssertEqual(try severities(), [
            "NSLocationWhenInUseUsageDescription": "warning", "NSLocationAlwaysAndWhenInUseUsageDescription": "warning",
            "NSRemindersUsageDescription": "warning", "NSCalendarsUsageDescription": "warning", "NSCameraUsageDescription": "info",
        ])
    }

    /// iOS 8 stopped reading `NSLocationUsageDescription`, and iOS 11 `NSLocationAlwaysUsageDescription`: an app
    /// whose oldest iOS is 11 never shows either, whatever its tables lack; one for iOS 9 shows the second.
    func testAPermissionPromptOnlyOlderIOSVersionsShowIsNotMissing() throws {
        func pbxproj(deploymentTarget: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (V1, V2, ); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (F1, F2, ); name = Main.storyboard; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
            \t\tV2 = {isa = PBXVariantGroup; children = (F3, ); name = InfoPlist.strings; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = V2; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); }; name = Release; };
            \t};
            \trootObject = P0;
            }

            """
        }
        try writeLabels(["Welcome"])
        try writeInfoPlist([
            ("CFBundleName", "Demo"),
            ("NSLocationUsageDescription", "Your location finds the nearest stop."),
            ("NSLocationAlwaysUsageDescription", "Your location tells you when a bus comes near."),
        ])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        try write("App.xcodeproj/project.pbxproj", pbxproj(deploymentTarget: "11.0"))
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt"), [])
        try write("App.xcodeproj/project.pbxproj", pbxproj(deploymentTarget: "9.0"))
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt").map { $0.contains("NSLocationAlwaysUsageDescription") }, [true])
    }

    /// A language without the code's table misses only the lookups whose fallback is not already written in
    /// it: Chinese keys read right to Chinese users with no table at all.
    func testAMissingTableCountsOnlyTextsNotWrittenInTheLanguage() throws {
        try writeLabels(["Welcome"])
        try write("zh-Hans.lproj/Main.strings", "\"lbl-00-000.text\" = \"欢迎\";\n")
        try write("en.lproj/Localizable.strings", "\"退出\" = \"Quit\";\n")
        try write("Crash.swift", "import UIKit\nfunc quit() -> String { NSLocalizedString(\"退出\", comment: \"\") }\n")
        XCTAssertEqual(reportLines(["zh-Hans"], containing: "[missing-table]"), [])
        try write("Crash.swift", "import UIKit\nfunc quit() -> String { NSLocalizedString(\"退出\", comment: \"\") + NSLocalizedString(\"Retry\", comment: \"\") }\n")
        XCTAssertEqual(reportLines(["zh-Hans"], containing: "[missing-table]"), [
            "zh-Hans.lproj/Localizable.strings:1:1: warning: zh-Hans has no Localizable table, so the 1 string the code looks up in it shows in the development language [missing-table]",
        ])
    }

    /// A lookup a language's table lacks shows its key, not the development language's entry: a key written in
    /// Chinese (`"提示" = "Tips"` in the English table) reads right to Chinese users, while an English key
    /// ("Retry") does not.
    func testAMissingKeyWrittenInTheLanguageShowsItselfRightly() throws {
        try writeLabels(["Welcome"])
        try write("zh-Hans.lproj/Main.strings", "\"lbl-00-000.text\" = \"欢迎\";\n")
        try write("en.lproj/Localizable.strings", "\"提示\" = \"Tips\";\n\"Retry\" = \"Retry\";\n\"Done\" = \"Done\";\n")
        try write("zh-Hans.lproj/Localizable.strings", "\"Done\" = \"完成\";\n")
        try write("Tips.swift", """
            import UIKit
            func tips() -> [String] { [NSLocalizedString("提示", comment: ""), NSLocalizedString("Retry", comment: ""), NSLocalizedString("Done", comment: "")] }
            """)
        XCTAssertEqual(try missingKeySeverities(["zh-Hans"]) { ($0["key"] as? String) ?? "" }, ["提示": "info", "Retry": "warning"])
        XCTAssertTrue(reportLines(["zh-Hans"], containing: "'提示'").first?.contains("shows its key there, already written in zh-Hans") ?? false)
        // A lookup with a default value shows the value.
        try write("Tips.swift", """
            import UIKit
            func tips() -> String { NSLocalizedString("提示", value: "Tips", comment: "") }
            """)
        XCTAssertEqual(try missingKeySeverities(["zh-Hans"]) { ($0["key"] as? String) ?? "" }["提示"], "warning")
    }

    /// A prompt the Info.plist does not declare is never shown, so a translation lacking it is a note; a
    /// declared one stays a warning.
    func testAPermissionPromptTheInfoPlistDoesNotDeclareIsANote() throws {
        try writeLabels(["Welcome"])
        try writeInfoPlist([("NSCameraUsageDescription", "The camera scans your ticket.")])
        try write("de.lproj/Main.strings", "\"lbl-00-000.text\" = \"Willkommen\";\n")
        try write("en.lproj/InfoPlist.strings", """
            "NSCameraUsageDescription" = "The camera scans your ticket.";
            "NSSpeechRecognitionUsageDescription" = "Speak to search.";

            """)
        try write("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
        let lines = reportLines(["de"], containing: "of the base table is missing")
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("note: key 'NSSpeechRecognitionUsageDescription'") && $0.contains("does not declare it") }, "\(lines)")
        // The declared prompt the base table also has is one finding, the prompt's (not also the base table's missing key).
        let prompts = reportLines(["de"], containing: "'NSCameraUsageDescription'")
        XCTAssertEqual(prompts.count, 1, "\(prompts)")
        XCTAssertTrue(prompts.contains { $0.contains("warning: permission prompt 'NSCameraUsageDescription' of Info.plist is missing") }, "\(prompts)")
    }

    /// A developer menu compiled only `#if !RELEASE` (Corona-Warn-App's), in an app whose `Release` configuration
    /// sets `RELEASE`: its literal texts and the keys it looks up are not in the app users install. The same code
    /// under a condition no configuration sets may be built: it stays a finding.
    func testCodeTheReleaseConfigurationLeavesOutIsNotShown() throws {
        try writeAppProject(source: "App/Menu.swift", languages: ["en", "de"], regions: ["en", "de"],
                            settings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; ")
        func menu(_ condition: String) -> String {
            """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = HomeViewController()
                    return true
                }
            }
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("home.title", comment: "")
                    #if \(condition)
                    let alert = UIAlertController(title: "Delete all keys?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("menu.delete", comment: ""), style: .destructive))
                    present(alert, animated: true)
                    #endif
                }
            }
            """
        }
        try write("App/Menu.swift", menu("!RELEASE"))
        try write("en.lproj/Localizable.strings", "\"home.title\" = \"Home\";\n\"menu.delete\" = \"Delete\";\n")
        try write("de.lproj/Localizable.strings", "\"home.title\" = \"Start\";\n")
        let left = reportLines(["de"], containing: "warning:")
        XCTAssertEqual(left, [], "\(left)")
        let note = reportLines(["de"], containing: "'menu.delete'")
        XCTAssertTrue(note.first?.contains("note:") == true && note.first?.contains("its Release configuration's conditions") == true, "\(note)")
        try write("App/Menu.swift", menu("!BETA"))
        let kept = reportLines(["de"], containing: "warning:")
        XCTAssertEqual(kept.count, 2, "\(kept)")
        XCTAssertTrue(kept.contains { $0.contains("\"Delete all keys?\"") && $0.contains("[hard-coded-text]") }, "\(kept)")
    }

    /// An app whose tables are at the root and whose Info.plist is where its target's `INFOPLIST_FILE` says
    /// (NeuroProMed's `NeuroProMed/Info.plist`), with more prompts in `INFOPLIST_KEY_…` settings (MemoTask's):
    /// German users are asked in English for what code asks; a prompt no code asks for is a note. A German
    /// InfoPlist table in another of the app's folders (Imagine's) is the same table once built, when a target copies it.
    func testThePromptsOfTheAppTargetsInfoPlistElsewhere() throws {
        try writeAppProject(source: "App/Scan.swift", languages: ["en", "de"], regions: ["en", "de"],
                            settings: #"INFOPLIST_FILE = App/Info.plist; INFOPLIST_KEY_NSContactsUsageDescription = "Find your friends."; "#)
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>App</string>
            <key>NSCameraUsageDescription</key><string>The camera scans your ticket.</string>
            </dict></plist>

            """)
        try write("App/Scan.swift", """
            import AVFoundation

            @main final class Scanner {
                func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in print(NSLocalizedString("Scan", comment: "")) } }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"Scan\" = \"Scan\";\n")
        try write("de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n")
        let lines = reportLines(["de"], containing: "permission prompt")
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("warning: permission prompt 'NSCameraUsageDescription' of Info.plist") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("note: permission prompt 'NSContactsUsageDescription'") }, "\(lines)")
        try write("Other/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Die Kamera liest dein Ticket.\";\n")
        try write("Other/de.lproj/Other.strings", "\"Scan\" = \"Scannen\";\n")
        let merged = reportLines(["de", "--all-files"], containing: "permission prompt")
        XCTAssertEqual(merged.count, 1, "\(merged)")
        XCTAssertTrue(merged.contains { $0.contains("note: permission prompt 'NSContactsUsageDescription'") }, "\(merged)")
        // Without `--all-files`, a table no target copies is not in the app (verylargebox's Greek prompts): iOS asks in English.
        let built = reportLines(["de"], containing: "permission prompt")
        XCTAssertTrue(built.contains { $0.hasPrefix("Other/de.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSCameraUsageDescription' of "
            + "Info.plist is translated in Other/de.lproj/InfoPlist.strings, which no target copies, so iOS asks de users in the development "
            + "language") }, "\(built)")
    }

    /// Since iOS 13, `requestAlwaysAuthorization()` first asks with the When In Use text; the Always text comes only once
    /// location would reach the app in the background (Ambassador's iOS 15 app, which requests Always and nothing else):
    /// a note there. A `location` background mode, region monitoring, a When In Use request before it, or an app that
    /// runs on iOS 12 still shows it.
    func testTheAlwaysPromptOfAnIOS13AppNeedsBackgroundLocation() throws {
        func project(_ deployment: String) throws {
            try writeAppProject(source: "App/Where.swift", languages: ["en", "de"], regions: ["en", "de"],
                                settings: "INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = \(deployment); ")
        }
        func plist(background: Bool) throws {
            try write("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>NSLocationWhenInUseUsageDescription</key><string>Your location finds the embassy near you.</string>
                <key>NSLocationAlwaysAndWhenInUseUsageDescription</key><string>Your location updates while you travel.</string>
                \(background ? "<key>UIBackgroundModes</key><array><string>location</string></array>" : "")
                </dict></plist>

                """)
        }
        func code(_ calls: String) throws {
            try write("App/Where.swift", """
                import CoreLocation

                @main final class Where {
                    let manager = CLLocationManager()
                    func start() { \(calls); print(NSLocalizedString("Where", comment: "")) }
                }
                """)
        }
        try project("15.0")
        try plist(background: false)
        try code("manager.requestAlwaysAuthorization()")
        try write("en.lproj/Localizable.strings", "\"Where\" = \"Where\";\n")
        try write("de.lproj/Localizable.strings", "\"Where\" = \"Wo\";\n")
        func always() -> String? {
            let lines = reportLines(["de"], containing: "permission prompt 'NSLocationAlwaysAndWhenInUseUsageDescription'")
            return lines.count == 1 ? (lines[0].contains(": warning: ") ? "warning" : lines[0].contains(": note: ") ? "note" : nil) : nil
        }
        XCTAssertEqual(always(), "note")
        try plist(background: true)
        XCTAssertEqual(always(), "warning", "a location background mode delivers location in the background")
        try plist(background: false)
        try code("manager.startMonitoringSignificantLocationChanges(); manager.requestAlwaysAuthorization()")
        XCTAssertEqual(always(), "warning", "significant changes reach the app in the background")
        try code("manager.requestWhenInUseAuthorization(); manager.requestAlwaysAuthorization()")
        XCTAssertEqual(always(), "warning", "after When In Use, asking for Always asks at once")
        try code("manager.requestAlwaysAuthorization()")
        try project("12.0")
        XCTAssertEqual(always(), "warning", "iOS 12 asks for Always at once")
    }

    /// The showcase app of a library the repository vendors (Element X's `compound-ios/Inspector`, a project in a folder
    /// with a `Package.swift`) is not a second app: the prompts are still the one app's, and German users are asked in
    /// English. With a second app of the repository's own, each app's prompts are judged with the tables its own target
    /// copies: the scanner app's camera prompt is still missing in German.
    func testALibrarysShowcaseAppIsNotTheApp() throws {
        try writeAppProject(source: "App/Scan.swift", languages: ["en", "de"], regions: ["en", "de"], settings: "INFOPLIST_FILE = App/Info.plist; ")
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>The camera scans your ticket.</string></dict></plist>

            """)
        try write("App/Scan.swift", """
            import AVFoundation
            @main final class Scanner {
                func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in print(NSLocalizedString("Scan", comment: "")) } }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"Scan\" = \"Scan\";\n")
        try write("de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n")
        let showcase = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); name = Showcase; productType = "com.apple.product-type.application"; };
            \t};
            \trootObject = P0;
            }

            """
        try write("DesignKit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"DesignKit\")\n")
        try write("DesignKit/Showcase/Showcase.xcodeproj/project.pbxproj", showcase)
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt").filter { $0.contains("warning: permission prompt 'NSCameraUsageDescription'") }.count, 1)
        try FileManager.default.removeItem(at: project.appendingPathComponent("DesignKit/Package.swift"))
        XCTAssertEqual(reportLines(["de"], containing: "permission prompt").filter { $0.contains("warning: permission prompt 'NSCameraUsageDescription'") }.count, 1,
                       "two apps of the repository's own: each asks with its own Info.plist")
    }

    /// An English app whose Info.plist asks in Italian (ScarpetteRosse's location prompt) asks its English users,
    /// and those of every language without a translation, in Italian: a finding for the development language,
    /// unless its InfoPlist table translates the prompt. A prompt written in English is right for them.
    func testAPromptWrittenInAnotherLanguageIsMissingForTheDevelopmentLanguage() throws {
        try writeAppProject(source: "App/Map.swift", languages: ["it"], regions: ["en", "it"], settings: """
            INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "Autorizza l'accesso alla posizione per mostrare i negozi vicini"; \
            INFOPLIST_KEY_NSCameraUsageDescription = "The camera scans your ticket.";
            """)
        try write("App/Map.swift", """
            import CoreLocation
            import AVFoundation

            @main final class MapScreen {
                let manager = CLLocationManager()
                func start() {
                    manager.requestWhenInUseAuthorization()
                    AVCaptureDevice.requestAccess(for: .video) { _ in print(NSLocalizedString("Map", comment: "")) }
                }
            }
            """)
        try write("it.lproj/Localizable.strings", "\"Map\" = \"Mappa\";\n")
        // (The camera prompt, in English, is missing for Italian users: the other check's finding.)
        let lines = reportLines([], containing: "is written in")
        XCTAssertEqual(lines, ["en.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSLocationWhenInUseUsageDescription' of Info.plist is written in "
                               + "Italian and missing from the en InfoPlist table, so iOS asks en users, and those of every language without it, in Italian "
                               + "(\"Autorizza l'accesso alla posizione per …\") [missing-key]"])
        try write("en.lproj/InfoPlist.strings", "\"NSLocationWhenInUseUsageDescription\" = \"Allow location access to show nearby shops\";\n")
        XCTAssertEqual(reportLines([], containing: "is written in"), [])
    }

    /// An app translated by a String Catalog alone (weather_app's Brazilian Portuguese) is known to speak the catalog's
    /// languages: its Portuguese location prompt is asked of its English users.
    func testAPromptInACatalogsLanguageIsMissingForTheDevelopmentLanguage() throws {
        try writeAppProject(source: "App/Weather.swift", languages: [], regions: ["en", "pt-BR"], settings: """
            INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "Precisamos da sua localização para fornecer a previsão do tempo.";
            """)
        try write("App/Weather.swift", """
            import CoreLocation
            import SwiftUI
            @main final class WeatherScreen {
                let manager = CLLocationManager()
                func start() { manager.requestWhenInUseAuthorization(); _ = Text("Temperature") }
            }
            """)
        try write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Temperature" : { "localizations" : { "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Temperatura" } } } }
              },
              "version" : "1.0"
            }

            """)
        XCTAssertEqual(reportLines([], containing: "is written in"), [
            "en.lproj/InfoPlist.strings:1:1: warning: permission prompt 'NSLocationWhenInUseUsageDescription' of Info.plist is written in Portuguese "
                + "and missing from the en InfoPlist table, so iOS asks en users, and those of every language without it, in Portuguese "
                + "(\"Precisamos da sua localização para forn…\") [missing-key]"])
    }

    /// The app's Info.plist is found whatever the letter case its build setting writes (Rambler's `Conferences/…` for the
    /// folder `conferences`, which the Mac's file system does not tell apart): its Russian calendar prompt is asked of
    /// English users.
    func testTheInfoPlistABuildSettingNamesInAnotherLetterCaseIsRead() throws {
        try writeAppProject(source: "App/Calendar.swift", languages: ["ru"], regions: ["en", "ru"], settings: """
            INFOPLIST_FILE = "Conferences/Supporting Files/Info.plist";
            """)
        try write("App/Calendar.swift", """
            import EventKit
            @main final class CalendarScreen {
                func start() { EKEventStore().requestAccess(to: .event) { _, _ in print(NSLocalizedString("Events", comment: "")) } }
            }
            """)
        try write("conferences/Supporting Files/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>NSCalendarsUsageDescription</key><string>Приложению требуется доступ к календарю</string>
            </dict></plist>
            """)
        try write("ru.lproj/Localizable.strings", "\"Events\" = \"События\";\n")
        XCTAssertEqual(reportLines([], containing: "is written in").count, 1)
    }

    /// A language whose tables are empty is not translated yet: its users see the development language
    /// throughout, which is one note, not a missing key per text (and another language still gets those).
    func testALanguageWithEmptyTablesIsOneNoteNotAMissingKeyPerText() throws {
        let buttons = ["Save", "Cancel", "Delete"].enumerated().map { index, title in
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-00\(index)">
                <rect key="frame" x="20" y="\(100 + 60 * index)" width="120" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <state key="normal" title="\(title)"/>
            </button>
            """
        }.joined(separator: "\n")
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(buttons))
        try write("es.lproj/Main.strings", "\n")
        try write("de.lproj/Main.strings", "\"btn-00-000.normalTitle\" = \"Sichern\";\n")
        let run = runTool(["verify", "de", "es", "--fail-on", "never", "-q"], in: project)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("es.lproj") }, [
            "es.lproj/Main.strings:1:1: note: es is not translated yet: its tables hold 0 of the app's 3 strings, so its users see the development language throughout (its missing keys are not listed one by one) [missing-key]",
        ], run.stdout)
        XCTAssertEqual(lines.filter { $0.contains("de.lproj") && $0.contains("[missing-key]") }.count, 2, run.stdout)
    }

    /// An app that looks up "Settings" and "Setting number 1", whose development language's table holds those and
    /// `count` settings' texts ("Setting number 0"…); `table` writes a language's table of them, each value `value` of
    /// its base text.
    private func writeSettingsApp(count: Int) throws -> (((String) -> String) -> String) {
        let words = (0..<count).map { "Setting number \($0)" }
        func table(_ value: (String) -> String) -> String { words.map { "\"\($0)\" = \"\(value($0))\";\n" }.joined() }
        try write("App.swift", """
            import UIKit
            final class SettingsController: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("Settings", comment: ""); navigationItem.prompt = NSLocalizedString("Setting number 1", comment: "") }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"Settings\" = \"Settings\";\n" + table { $0 })
        return table
    }

    /// A language whose tables copy the development language's (loveworldworship's `ar.lproj`, English through
    /// and through) is one warning, not a missing key per text; a regional variant of the development language
    /// (en-GB) repeats it by design, and a translated language still gets its missing keys.
    func testALanguageWhoseTablesCopyTheBaseIsOneWarning() throws {
        let table = try writeSettingsApp(count: 40)
        try write("ar.lproj/Localizable.strings", table { $0 })
        try write("en-GB.lproj/Localizable.strings", table { $0 })
        try write("de.lproj/Localizable.strings", table { $0.replacingOccurrences(of: "Setting number", with: "Einstellung Nummer") })
        let run = runTool(["verify", "ar", "de", "en-GB", "--fail-on", "never", "-q"], in: project)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("ar.lproj") && !$0.contains("note:") }, [
            "ar.lproj/Localizable.strings:1:1: warning: ar is not translated yet: its tables repeat the development language's text in 40 of their 40 entries, so its users see the development language throughout (its missing keys are not listed one by one) [untranslated-table]",
        ], run.stdout)
        XCTAssertFalse(lines.contains { $0.contains("en-GB") && $0.contains("not translated yet") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("key 'Settings'") && $0.contains("de Localizable") }, run.stdout)
    }

    /// Tables whose only reader is a file of accessors beside them (Salek keeps SwiftGen's `Strings.swift` in its
    /// `Resources/Strings` folder) are the app's, read by the code that names the accessors: an Arabic copy of them is the
    /// app untranslated, not a library's business.
    func testTablesReadThroughAccessorsBesideThemAreTheApps() throws {
        let words = (0..<40).map { "Setting number \($0)" }
        func table(_ value: (String) -> String) -> String { words.map { "\"\($0)\" = \"\(value($0))\";\n" }.joined() }
        try write("App/AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try write("App/Screens/SettingsController.swift", """
            import UIKit
            final class SettingsController: UIViewController {
                override func viewDidLoad() { title = L10n.first; navigationItem.prompt = L10n.second }
            }
            """)
        try write("App/Resources/Strings/Strings.swift", """
            import Foundation
            enum L10n {
                static let first = NSLocalizedString("Setting number 0", comment: "")
                static let second = NSLocalizedString("Setting number 1", comment: "")
            }
            """)
        try write("App/Resources/Strings/en.lproj/Localizable.strings", table { $0 })
        try write("App/Resources/Strings/ar.lproj/Localizable.strings", table { $0 })
        let run = runTool(["verify", "ar", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(run.stdout.split(separator: "\n").contains { $0.contains("ar is not translated yet") && $0.hasSuffix("[untranslated-table]") }, run.stdout)
        // (SwiftGen declares a `BundleToken` class in each file it generates, the accessors' among them: still a file of accessors.)
        try write("App/Resources/Strings/Strings.swift", try String(contentsOf: project.appendingPathComponent("App/Resources/Strings/Strings.swift"), encoding: .utf8)
            + "private final class BundleToken {}\n")
        try write("App/Resources/Assets/Assets.swift", "import UIKit\nenum Asset { static let logo = UIImage(named: \"logo\") }\nprivate final class BundleToken {}\n")
        let generated = runTool(["verify", "ar", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(generated.stdout.split(separator: "\n").contains { $0.contains("ar is not translated yet") && $0.hasSuffix("[untranslated-table]") }, generated.stdout)
        // A controller whose lookups are all properties is a screen, not a file of accessors: a table beside only it is a library's.
        try write("App/Resources/Strings/Strings.swift", """
            import UIKit
            final class LibraryScreen: UIViewController {
                static let first = NSLocalizedString("Setting number 0", comment: "")
                static let second = NSLocalizedString("Setting number 1", comment: "")
            }
            """)
        try write("App/Screens/SettingsController.swift", "import UIKit\nfinal class SettingsController: UIViewController { let screen = LibraryScreen() }\n")
        let screen = runTool(["verify", "ar", "--fail-on", "never", "-q"], in: project)
        XCTAssertFalse(screen.stdout.contains("ar is not translated yet"), screen.stdout)
    }

    /// A smaller folder copied whole (KartaView's `ro.lproj`, sixteen English texts and not one changed) is no translation
    /// either; one whose translator changed a text of twelve is.
    func testASmallTableCopiedWholeIsOneWarning() throws {
        let table = try writeSettingsApp(count: 12)
        try write("ro.lproj/Localizable.strings", table { $0 })
        try write("de.lproj/Localizable.strings", table { $0 == "Setting number 3" ? "Einstellung Nummer 3" : $0 })
        let run = runTool(["verify", "ro", "de", "--fail-on", "never", "-q"], in: project)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("ro.lproj") && !$0.contains("note:") }, [
            "ro.lproj/Localizable.strings:1:1: warning: ro is not translated yet: its tables repeat the development language's text in 12 of their 12 entries, so its users see the development language throughout (its missing keys are not listed one by one) [untranslated-table]",
        ], run.stdout)
        XCTAssertFalse(lines.contains { $0.contains("de is not translated yet") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("key 'Settings'") && $0.contains("de Localizable") }, run.stdout)
    }

    /// One common English word left in a table of a language not written in Latin letters ("Title" in Japanese)
    /// is untranslated, a warning; one word most of the app's languages keep as it is ("Safari": a name to them)
    /// is not, though one language translates it.
    func testOneEnglishWordInANonLatinTableIsUntranslatedUnlessMostLanguagesKeepIt() throws {
        try write("App.swift", """
            import UIKit
            final class SettingsController: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("title", comment: ""); navigationItem.prompt = NSLocalizedString("browser", comment: "") }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"browser\" = \"Safari\";\n\"done\" = \"Done\";\n")
        for (language, title) in [("ru", "Заголовок"), ("uk", "Заголовок"), ("el", "Τίτλος")] {
            try write("\(language).lproj/Localizable.strings", "\"title\" = \"\(title)\";\n\"browser\" = \"Safari\";\n")
        }
        try write("zh-Hans.lproj/Localizable.strings", "\"title\" = \"标题\";\n\"browser\" = \"Safari 浏览器\";\n")
        try write("ja.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"browser\" = \"Safari\";\n\"done\" = \"完了\";\n")
        let run = runTool(["verify", "ja", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[untranslated]") && !$0.contains("note:") }, [
            "ja.lproj/Localizable.strings:1:11: warning: 'title' is identical to the base text 'Title' in ja: its words are en words, so ja users read it untranslated [untranslated]",
        ], run.stdout)
    }

    /// An app whose String Catalog words its English source (keys that are names, "error.save" = "Could not save") and
    /// translates Spanish speaks both: a Spanish text its `@Observable` view model shows as written (OneLine's error
    /// alert) is one its English users read untranslated, found as the catalog's Spanish, as a `.lproj`'s would be.
    func testACatalogAppsTextInItsOtherLanguageIsReadUntranslatedInTheSource() throws {
        func unit(_ language: String, _ value: String) -> String {
            "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "error.save" : { "localizations" : { \(unit("en", "Could not save the entry")), \(unit("es", "No se pudo guardar la entrada")) } },
                "home.title" : { "localizations" : { \(unit("en", "Write one line")), \(unit("es", "Escribe una línea")) } }
              },
              "version" : "1.0"
            }

            """)
        try write("HomeViewModel.swift", """
            import Observation
            @Observable
            final class HomeViewModel {
                var errorMessage: String?
                func save(ok: Bool) {
                    if !ok { errorMessage = "No se pudo guardar la nota" }
                }
            }
            """)
        try write("App.swift", """
            import SwiftUI
            @main struct OneLineApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var viewModel = HomeViewModel()
                var body: some View {
                    Text("home.title")
                        .alert("error.save", isPresented: .constant(true)) { } message: { Text(viewModel.errorMessage ?? "") }
                        .onAppear { viewModel.save(ok: false) }
                }
            }
            """)
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[hard-coded-text]") }, [
            "HomeViewModel.swift:6:33: warning: \"No se pudo guardar la nota\" is put on screen as written, not looked up: users of en read it untranslated [hard-coded-text]",
        ], run.stdout)
    }

    /// A catalog's language is one a text the development language's users do not read may be written in, not one that
    /// claims an English word the English dictionary lacks: ADS-B's "Rotorcraft (A7)" is English its Czech users read
    /// untranslated (the app's one other language is no reason to take it for Czech).
    func testACatalogsOnlyOtherLanguageDoesNotClaimAnEnglishWord() throws {
        try writeCatalogApp(key: "Aircraft", language: "cs", value: "Letadlo", labels: ["categoryLabel"], setting: [
            "categoryLabel.text = \"Rotorcraft (A7)\"",
        ])
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[hard-coded-text]") }, [
            "App.swift:5:9: warning: \"Rotorcraft (A7)\" is put on screen as written, not looked up: users of cs read it untranslated [hard-coded-text]",
        ], run.stdout)
    }

    /// A text in the app's one other language, which only its catalog holds, reads right for that language's users
    /// (Aquacare's Indonesian "Perbarui sekarang", a word of which the Indonesian dictionary has); an English one does
    /// not. (A lone word neither dictionary has, Aquacare's "Lewati" or ADS-B's "Rotorcraft", is told from neither.)
    func testATextInACatalogsOneOtherLanguageReadsRightThere() throws {
        try writeCatalogApp(key: "Done", language: "id", value: "Selesai", labels: ["updateLabel", "laterLabel"], setting: [
            "updateLabel.text = \"Perbarui sekarang\"", "laterLabel.text = \"Remind me later\"",
        ])
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[hard-coded-text]") }, [
            "App.swift:7:9: warning: \"Remind me later\" is put on screen as written, not looked up: users of id read it untranslated [hard-coded-text]",
        ], run.stdout)
    }

    /// A key of one English word the English dictionary lacks, which a catalog's language's dictionary takes (Kuna's
    /// "Subtask", German to a compounding dictionary), is no text written in that language: only the languages of the
    /// app's folders claim a lone word.
    func testALoneEnglishKeyIsNotTakenForACatalogsLanguage() throws {
        try writeCatalogApp(key: "Subtask", language: "de", value: "Unteraufgabe", labels: [], setting: [])
        let run = runTool(["verify", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("as written, in") }, [], run.stdout)
    }

    /// An app whose one String Catalog translates `key` into `language`, and whose app delegate, once active, runs the
    /// `setting` statements on the `labels` it declares and looks `key` up (the lines start at line 5 of App.swift).
    func writeCatalogApp(key: String, language: String, value: String, labels: [String], setting: [String]) throws {
        try write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "\(key)" : { "localizations" : { "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } } } }
              },
              "version" : "1.0"
            }

            """)
        let declarations = labels.map { "    let \($0) = UILabel()\n" }.joined()
        let statements = (setting + ["print(NSLocalizedString(\"\(key)\", comment: \"\"))"]).map { "        \($0)\n" }.joined()
        try write("App.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {\n" + declarations
                  + "    func applicationDidBecomeActive(_ application: UIApplication) {\n" + statements + "    }\n}\n")
    }

    /// A text Interface Builder gives a new view ("Title", "Subtitle") that code writes into a view it makes is a
    /// placeholder for the text it sets later (goma's cells: `label.text = "Title"` in the view's factory): a note, as in a
    /// storyboard; a text of its own is a warning.
    func testAPlaceholderTextCodeGivesAViewIsANote() throws {
        try writeCatalogApp(key: "Done", language: "fr", value: "Terminé", labels: ["titleLabel", "subtitleLabel", "titleField"], setting: [
            "titleLabel.text = \"Title\"", "subtitleLabel.text = \"Pick a competition\"", "titleField.placeholder = \"Title\"",
        ])
        let run = runTool(["verify", "--fail-on", "never"], in: project)
        // (A field's placeholder shows as it is while the field is empty: not a placeholder of the kind.)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("[hard-coded-text]") }.map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") }, [
            "App.swift:7:9: note", "App.swift:8:9: warning", "App.swift:9:9: warning",
        ], run.stdout)
    }

    /// A language only a String Catalog translates, whose values repeat the source language's (ownCloud's Turkish,
    /// English throughout), is not translated yet either: one warning at the catalog; a translated one is not.
    func testALanguageWhoseCatalogValuesCopyTheSourceIsOneWarning() throws {
        let words = (0..<40).map { "Setting number \($0)" }
        func units(_ language: String, _ value: (String) -> String) -> String {
            "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value(language))\" } }"
        }
        let entries = words.map { word in
            "\"\(word)\" : { \"localizations\" : { \(units("tr") { _ in word }), \(units("de") { _ in word.replacingOccurrences(of: "Setting number", with: "Einstellung Nummer") }) } }"
        }.joined(separator: ",\n")
        try write("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries)\n  },\n  \"version\" : \"1.0\"\n}\n")
        try write("App.swift", """
            import SwiftUI
            @main struct SettingsApp: App { var body: some Scene { WindowGroup { Text("Setting number 1") } } }
            """)
        let run = runTool(["verify", "tr", "de", "--fail-on", "never", "-q"], in: project)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("not translated yet") }, [
            "Localizable.xcstrings:1:1: warning: tr is not translated yet: its tables repeat the development language's text in 40 of their 40 entries, so its users see the development language throughout (its missing keys are not listed one by one) [untranslated-table]",
        ], run.stdout)
    }

    /// An app whose development language is German but whose texts are all written in English (its `de.lproj`
    /// holds them): an `en.lproj` that repeats them reads in English and is no copy; a French one that repeats
    /// them is. (The check counts entries that read in the language itself, not only entries that differ.)
    func testBaseTextsWrittenInTheLanguageItselfAreNoCopy() throws {
        let texts = (0..<40).map { "Open the settings of account number \($0)" }
        let table = texts.enumerated().map { "\"key\($0.offset)\" = \"\($0.element)\";\n" }.joined()
        try write("App.swift", """
            import UIKit
            final class AccountController: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("key1", comment: "") }
            }
            """)
        for language in ["de", "en", "fr"] { try write("\(language).lproj/Localizable.strings", table) }
        try writeProject(sources: ["App.swift"], languages: ["de", "en", "fr"], developmentRegion: "de")
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        let copies = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[untranslated-table]") }
        XCTAssertEqual(copies.map { String($0.prefix(while: { $0 != ":" })) }, ["fr.lproj/Localizable.strings"], run.stdout)
    }

    /// Texts users never see are not missing: a scene nothing leads to, a view hidden where no outlet reaches it,
    /// a bar button's title beside its image or under its custom view, a view controller's title no bar shows, a label code localizes from
    /// its runtime attribute. The visible label of the initial scene is.
    func testTextsUsersNeverSeeAreNotMissing() throws {
        func label(_ id: String, _ text: String, y: Int, extra: String = "", inside: String = "") -> String {
            """
            <label opaque="NO" text="\(text)" adjustsFontSizeToFit="NO" \(extra) id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="300" height="21"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(inside)
            </label>
            """
        }
        func scene(_ number: Int, controller: String, subviews: String, items: String = "") -> String {
            """
            <scene sceneID="scn-00-00\(number)">
                <objects>
                    <viewController \(controller) id="vcx-00-00\(number)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-00\(number)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(subviews)</subviews>
                        </view>
                        \(items)
                    </viewController>
                </objects>
            </scene>
            """
        }
        let hidden = """
            <view hidden="YES" contentMode="scaleToFill" id="hid-00-001">
                <rect key="frame" x="0.0" y="300" width="393" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(label("lbl-00-003", "Reseller", y: 10))</subviews>
            </view>
            """
        let localized = label("lbl-00-004", "Last name", y: 200, inside: """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="DSLastName"/>
            </userDefinedRuntimeAttributes>
            """)
        // An attribute named for a key whose value is a key of the app's tables (stopp-corona's `transKeyNormal`) is
        // looked up by the view's class; one whose value is no key (a style's name) localizes nothing.
        let keyed = label("lbl-00-006", "Save entry", y: 320, inside: """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="transKeyNormal" value="diary_add_save_button"/>
            </userDefinedRuntimeAttributes>
            """)
        let styled = label("lbl-00-007", "Notes", y: 380, inside: """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="styleKey" value="body"/>
            </userDefinedRuntimeAttributes>
            """)
        // An iOS 15 button's title is its configuration's; `setTitle(_:for:)` in the attribute's setter replaces it.
        let configured = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-00-005">
                <rect key="frame" x="20" y="260" width="120" height="35"/>
                <autoresizingMask key="autoresizingMask"/>
                <buttonConfiguration key="configuration" style="plain" title="Save"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="Save"/>
                </userDefinedRuntimeAttributes>
            </button>
            """
        let items = """
            <navigationItem key="navigationItem" title="Home" id="nav-00-001">
                <barButtonItem key="rightBarButtonItem" title="Item" image="bell" id="bbi-00-001"/>
                <barButtonItem key="leftBarButtonItem" title="Item" id="bbi-00-002">
                    <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-006">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <state key="normal" image="slider.horizontal.3"/>
                    </button>
                </barButtonItem>
            </navigationItem>
            """
        try write("Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vcx-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                \(scene(1, controller: #"title="MainPage""#, subviews: label("lbl-00-001", "Welcome", y: 100) + hidden + localized + configured + keyed + styled,
                         items: items))
                \(scene(2, controller: "", subviews: label("lbl-00-002", "Orphan", y: 100)))
            </scenes>
        </document>
        """)
        try write("de.lproj/Main.strings", "\"nav-00-001.title\" = \"Start\";\n")
        try write("de.lproj/Localizable.strings", "\"diary_add_save_button\" = \"Speichern\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        let missing = run.stdout.split(separator: "\n").filter { $0.contains("[missing-key]") }
        XCTAssertEqual(missing.count, 2, run.stdout)
        XCTAssertTrue(missing.first?.contains("'lbl-00-001.text'") ?? false, run.stdout)
        XCTAssertTrue(missing.last?.contains("'lbl-00-007.text'") ?? false, run.stdout)
    }

    /// A view the owner's code hides as the screen loads and never shows again (`replyView.isHidden = true` in
    /// `viewDidLoad`): the German label inside it would be cut off, but nobody sees it. The same label in a view
    /// that code shows again later is reported.
    func testAViewCodeHidesForGoodIsNeverChecked() throws {
        func box(_ id: String, label: String, y: Int) -> String {
            """
            <view contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" text="Reply to:" adjustsFontSizeToFit="NO" id="\(label)">
                        <rect key="frame" x="20" y="10" width="60" height="21"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </view>
            """
        }
        try write("Base.lproj/Popover.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Popover">
                    <connections>
                        <outlet property="replyView" destination="box-00-001" id="out-00-001"/>
                        <outlet property="ccView" destination="box-00-002" id="out-00-002"/>
                        <outlet property="view" destination="vw0-00-001" id="out-00-003"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="vw0-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(box("box-00-001", label: "lbl-00-001", y: 0))\(box("box-00-002", label: "lbl-00-002", y: 50))</subviews>
                </view>
            </objects>
        </document>
        """)
        try write("Popover.swift", """
        import UIKit

        final class Popover: UIViewController {
            @IBOutlet weak var replyView: UIView!
            @IBOutlet weak var ccView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                replyView.isHidden = true
                ccView.isHidden = true
            }

            func showCopies() { ccView.isHidden = false }
        }
        """)
        try write("de.lproj/Popover.strings", "\"lbl-00-001.text\" = \"Antworten an:\";\n\"lbl-00-002.text\" = \"Antworten an:\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        let truncated = run.stdout.split(separator: "\n").filter { $0.contains("[text-truncated]") }
        XCTAssertEqual(truncated.count, 1, run.stdout)
        XCTAssertTrue(truncated.first?.hasPrefix("de.lproj/Popover.strings:2:") ?? false, run.stdout)
    }

    /// An AppKit storyboard gets one note and no layout finding; its table is still checked.
    func testAppKitDocumentsGetNoLayoutVerdict() throws {
        try write("Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vcx-00-001" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                                        <rect key="frame" x="20" y="200" width="60" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="cel-00-001">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        try write("de.lproj/Main.strings", "\n/* Class = \"NSTextFieldCell\"; title = \"Name\"; ObjectID = \"cel-00-001\"; */\n\"cel-00-001.title\" = \"Vollständiger Name des Kontos\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Base.lproj/Main.storyboard:1:1: note: macOS document: its tables are checked, its layout is not"), run.stdout)
        XCTAssertFalse(run.stdout.contains("text-truncated"), run.stdout)
    }

    /// A field whose value a Cocoa binding supplies and a table column's data cell (the prototype every row
    /// replaces) show no storyboard text; the column's header does, so only its key is missing in German.
    func testBoundAndPrototypeAppKitTextsAreNeverMissing() throws {
        try write("Base.lproj/Prompt.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <textField id="fld-00-001">
                            <rect key="frame" x="20" y="200" width="300" height="16"/>
                            <textFieldCell key="cell" title="DO NOT LOCALIZE" id="cel-00-001"/>
                            <connections>
                                <binding destination="-2" name="value" keyPath="promptDescription" id="bnd-00-001"/>
                            </connections>
                        </textField>
                        <tableView id="tbl-00-001">
                            <rect key="frame" x="20" y="20" width="300" height="160"/>
                            <tableColumns>
                                <tableColumn id="col-00-001">
                                    <tableHeaderCell key="headerCell" title="Changes" id="hdr-00-001"/>
                                    <textFieldCell key="dataCell" title="Text Cell" id="dat-00-001"/>
                                </tableColumn>
                                <tableColumn id="col-00-002">
                                    <tableHeaderCell key="headerCell" title="Date" id="hdr-00-002"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """)
        try write("de.lproj/Prompt.strings", "\n\"hdr-00-002.title\" = \"Datum\";\n")
        try write("fr.lproj/Prompt.strings", "\n\"hdr-00-001.title\" = \"Modifications\";\n")
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("hdr-00-001.title"), run.stdout)
        XCTAssertFalse(run.stdout.contains("cel-00-001.title"), run.stdout)
        XCTAssertFalse(run.stdout.contains("dat-00-001.title"), run.stdout)
    }

    /// A swatch button whose title is drawn in a fully transparent colour only names its image: no one reads it.
    func testTransparentTitleIsNeverMissing() throws {
        func button(_ id: String, alpha: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(id.suffix(1))00" width="120" height="30"/>
                <state key="normal" title="textColor_\(id.suffix(1))">
                    <color key="titleColor" white="1" alpha="\(alpha)" colorSpace="calibratedWhite"/>
                </state>
            </button>
            """
        }
        try write("Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vc0-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    \(button("btn-00-001", alpha: "0.0"))
                                    \(button("btn-00-002", alpha: "1"))
                                    \(button("btn-00-003", alpha: "1"))
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        try write("de.lproj/Main.strings", "\n\"btn-00-003.normalTitle\" = \"Farbe\";\n")
        try write("fr.lproj/Main.strings", "\n\"btn-00-002.normalTitle\" = \"Couleur\";\n")
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("btn-00-002.normalTitle"), run.stdout)
        XCTAssertFalse(run.stdout.contains("btn-00-001.normalTitle"), run.stdout)
    }

    /// An app's name ("Loop") that every Latin-script translation keeps, while Japanese, Korean and Chinese
    /// transliterate it: a Czech table that lacks it shows what Czech users would read anyway (a note). No
    /// Cyrillic table has the key and the other scripts' translators wrote it their own way, so a Russian table
    /// that lacks it says nothing about Russian: a warning.
    func testANameEverySameScriptLanguageKeepsIsNotMissing() throws {
        try writeTwoLabels("Loop", "Settings")
        let settings = ["de": "Einstellungen", "fr": "Réglages", "es": "Ajustes", "cs": "Nastavení", "ru": "Настройки"]
        for language in ["de", "fr", "es"] {
            try write("\(language).lproj/Main.strings", "\"lbl-00-001.text\" = \"Loop\";\n\"lbl-00-002.text\" = \"\(settings[language, default: ""])\";\n")
        }
        for (language, name, title) in [("ja", "ループ", "設定"), ("ko", "루프", "설정"), ("zh-Hans", "循环", "设置")] {
            try write("\(language).lproj/Main.strings", "\"lbl-00-001.text\" = \"\(name)\";\n\"lbl-00-002.text\" = \"\(title)\";\n")
        }
        for language in ["cs", "ru"] { try write("\(language).lproj/Main.strings", "\"lbl-00-002.text\" = \"\(settings[language, default: ""])\";\n") }
        let found = try missingKeySeverities(["cs", "ru"]) { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "")" }
        XCTAssertEqual(found.filter { $0.key.hasSuffix("lbl-00-001.text") }, ["cs lbl-00-001.text": "info", "ru lbl-00-001.text": "warning"])
    }

    /// "URL" kept by four languages and spelled out by one: three in four of the languages that have the key
    /// keep it, so the Polish and Ukrainian tables lacking it are notes; "Settings", which they translate,
    /// stays a warning.
    func testATextMostLanguagesKeepIsNotMissing() throws {
        try writeTwoLabels("URL", "Settings")
        let tables = [("de", "URL", "Einstellungen"), ("fr", "URL", "Réglages"), ("es", "URL", "Ajustes"), ("it", "URL", "Impostazioni"),
                      ("pt", "Endereço", "Definições")]
        for (language, url, settings) in tables {
            try write("\(language).lproj/Main.strings", "\"lbl-00-001.text\" = \"\(url)\";\n\"lbl-00-002.text\" = \"\(settings)\";\n")
        }
        try write("pl.lproj/Main.strings", "\"zzz-00-001.text\" = \"Inne\";\n")
        try write("uk.lproj/Main.strings", "\"zzz-00-001.text\" = \"Інше\";\n")
        let found = try missingKeySeverities(["pl", "uk"]) { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["pl lbl-00-001.text": "info", "pl lbl-00-002.text": "warning", "uk lbl-00-001.text": "info", "uk lbl-00-002.text": "warning"])
    }

    /// Regional variants of the development language (en-GB, en-AU, en-CA beside an English base) keep its texts by
    /// nature: they say nothing of a text's being kept on purpose. "URL", which German and French keep, is a note where
    /// Polish lacks it; "Settings", which only German has and translates, stays a warning.
    func testTheDevelopmentLanguagesVariantsKeepNoTextOnPurpose() throws {
        try writeTwoLabels("URL", "Settings")
        try write("de.lproj/Main.strings", "\"lbl-00-001.text\" = \"URL\";\n\"lbl-00-002.text\" = \"Einstellungen\";\n")
        try write("fr.lproj/Main.strings", "\"lbl-00-001.text\" = \"URL\";\n")
        for variant in ["en-GB", "en-AU", "en-CA"] {
            try write("\(variant).lproj/Main.strings", "\"lbl-00-001.text\" = \"URL\";\n\"lbl-00-002.text\" = \"Settings\";\n")
        }
        try write("pl.lproj/Main.strings", "\"zzz-00-001.text\" = \"Inne\";\n")
        let found = try missingKeySeverities(["pl"]) { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["pl lbl-00-001.text": "info", "pl lbl-00-002.text": "warning"])
    }

    /// A field whose note for translators says "Do not translate" (an OpenStreetMap tag key shown as it is)
    /// keeps its base text on purpose: a table lacking it is a note; the field without the note is a warning, and
    /// so is one marked `#bc-ignore!` (BartyCrouch leaves it alone, yet users see its text untranslated).
    func testATextItsNoteSaysNotToTranslateIsNotMissing() throws {
        func field(_ id: String, _ placeholder: String, y: Int, note: String?) -> String {
            """
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="\(placeholder)" id="\(id)">
                                <rect key="frame" x="20" y="\(y)" width="200" height="34"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                \(note.map { "<attributedString key=\"userComments\"><fragment content=\"\($0)\"/></attributedString>" } ?? "")
                            </textField>
            """
        }
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(field("fld-00-001", "key", y: 100, note: "Do not translate")
                                                                        + field("fld-00-002", "Search", y: 200, note: nil)
                                                                        + field("fld-00-003", "Server", y: 300, note: "#bc-ignore!"), initial: true))
        try write("de.lproj/Main.strings", "\"zzz-00-001.text\" = \"Andere\";\n")
        let found = try missingKeySeverities(["de"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["fld-00-001.placeholder": "info", "fld-00-002.placeholder": "warning", "fld-00-003.placeholder": "warning"])
    }

    /// A table that repeats the base texts (five of five, here German) is one finding for the table: its
    /// users see the document in English, and the key it lacks shows English among English (a note). A
    /// translated table lacking the same key is a missing-key warning, and no table finding.
    func testAnUntranslatedCopyIsOneFindingForTheTable() throws {
        try writeLabels(Self.sixWords)
        let table = Self.tableOfAllButTheLast
        try write("de.lproj/Main.strings", table(Self.sixWords))
        try write("fr.lproj/Main.strings", table(["Nom", "Rue", "Ville", "Pays", "Téléphone", "E-mail"]))
        let run = runTool(["verify", "de", "fr", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        func found(_ rule: String) -> [String] {
            findings.filter { $0["rule"] as? String == rule }.map { "\($0["language"] as? String ?? "") \($0["severity"] as? String ?? "")" }.sorted()
        }
        XCTAssertEqual(found("untranslated-table"), ["de warning"], run.stdout)
        XCTAssertEqual(found("missing-key"), ["de info", "fr warning"], run.stdout)
    }

    /// A table copied before the base changed keeps the old base texts, which its comments record: values that
    /// repeat their comment's text were never translated either. Comments that hold the translation (some tools
    /// write them so) say nothing of the base, and then only the document's texts count.
    func testACopyOfAnOlderBaseIsStillUntranslated() throws {
        let words = ["Name", "Street", "City", "Country", "Phone", "Email"]
        try writeLabels(words)
        // The copy was made when the labels said "Full name" and "E-mail"; one in ten values differs from the base now.
        func table(_ pairs: [(comment: String, value: String)]) -> String {
            pairs.enumerated().map { index, pair in
                "/* Class = \"UILabel\"; text = \"\(pair.comment)\"; ObjectID = \"lbl-00-00\(index)\"; */\n\"lbl-00-00\(index).text\" = \"\(pair.value)\";\n\n"
            }.joined()
        }
        let old = ["Full name", "Street", "City", "Country", "Phone", "E-mail"]
        try write("de.lproj/Main.strings", table(old.map { ($0, $0) }))
        let french = ["Nom complet", "Rue", "Ville", "Pays", "Téléphone", "Courriel"]
        try write("fr.lproj/Main.strings", table(french.map { ($0, $0) }))
        let run = runTool(["verify", "de", "fr", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let tables = findings.filter { $0["rule"] as? String == "untranslated-table" }.map { $0["language"] as? String ?? "" }
        XCTAssertEqual(tables, ["de"], run.stdout)
    }

    /// Texts that read the same in every language (services' names, a language's own name, addresses, a copyright
    /// line) say nothing about a translator: a table that repeats them and one untranslated word is no copy.
    func testTextsThatReadTheSameMakeNoCopy() throws {
        let words = ["Facebook", "Twitter", "YouTube", "Instagram", "English", "Deutsch", "www.example.com", "info@example.com",
                     "© 2024 Example", "Settings"]
        try writeLabels(words)
        try write("de.lproj/Main.strings", words.enumerated().map { "\"lbl-00-00\($0.offset).text\" = \"\($0.element)\";\n" }.joined())
        let run = runTool(["verify", "de", "--format", "json", "--fail-on", "never"], in: project)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "untranslated-table" }, run.stdout)
    }

    /// A table iOS cannot load (here: a missing `;` stops its reader) shows the base texts: the syntax error is
    /// the problem, not the truncation its unloaded translation would cause.
    func testTranslationsIOSDoesNotLoadAreNotLaidOut() throws {
        let label = ExampleStoryboard.label("lbl-00-001", text: "Pay", width: 60)
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-001", width: 60), initial: true))
        let long = "\"lbl-00-001.text\" = \"Jetzt kostenpflichtig bezahlen\";\n"
        try write("de.lproj/Main.strings", long)
        let loaded = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(loaded.stdout.contains("[text-truncated]"), loaded.stdout)

        try write("de.lproj/Main.strings", "\"other.text\" = \"x\"\n" + long)
        let broken = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(broken.stdout.contains("[syntax-error]"), broken.stdout)
        XCTAssertFalse(broken.stdout.contains("[text-truncated]"), broken.stdout)
    }

    /// A text code looks up is measured in the table the app ships: Firefox Lockbox's Dutch Localizable.strings lies on disk
    /// but no target copies it, so Dutch users read the development text, which fits; the German one ships and is cut off.
    /// With `--all-files`, the Dutch table is read too.
    func testCodeSetTextsAreLookedUpInTheTablesThatShip() throws {
        let label = ExampleStoryboard.label("lbl-00-001", text: "Label", width: 60)
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(label, constraints: ExampleStoryboard.pinned("lbl-00-001", width: 60), initial: true)
            .replacingOccurrences(of: "sceneMemberID=\"viewController\"", with: "customClass=\"PayVC\" customModule=\"App\" customModuleProvider=\"target\" sceneMemberID=\"viewController\"")
            .replacingOccurrences(of: "</viewController>", with: """
                <connections><outlet property="payLabel" destination="lbl-00-001" id="out-00-001"/></connections>
                </viewController>
                """))
        try write("PayVC.swift", """
            import UIKit
            final class PayVC: UIViewController {
                @IBOutlet var payLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    payLabel.text = NSLocalizedString("pay.title", comment: "")
                }
            }

            """)
        try write("en.lproj/Localizable.strings", "\"pay.title\" = \"Pay\";\n")
        try write("de.lproj/Localizable.strings", "\"pay.title\" = \"Jetzt kostenpflichtig bezahlen\";\n")
        try write("nl.lproj/Localizable.strings", "\"pay.title\" = \"Nu betalen met uw creditcard\";\n")
        for language in ["de", "nl"] { try write("\(language).lproj/Main.strings", "\"lbl-00-001.text\" = \"Label\";\n") }
        try write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, nl, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (S0, V1, V2, ); sourceTree = "<group>"; };
            \t\tS0 = {isa = PBXFileReference; path = PayVC.swift; sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (L0, L1, ); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tL0 = {isa = PBXFileReference; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tL1 = {isa = PBXFileReference; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tV2 = {isa = PBXVariantGroup; children = (M0, M1, M2, ); name = Main.storyboard; sourceTree = "<group>"; };
            \t\tM0 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            \t\tM1 = {isa = PBXFileReference; path = de.lproj/Main.strings; sourceTree = "<group>"; };
            \t\tM2 = {isa = PBXFileReference; path = nl.lproj/Main.strings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S, R, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (BS0, ); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (BV1, BV2, ); };
            \t\tBS0 = {isa = PBXBuildFile; fileRef = S0; };
            \t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tBV2 = {isa = PBXBuildFile; fileRef = V2; };
            \t};
            \trootObject = P0;
            }

            """)
        func truncated(_ arguments: [String]) -> [String] {
            let run = runTool(["verify", "de", "nl", "--fail-on", "never", "-q"] + arguments, in: project)
            return run.stdout.split(separator: "\n").filter { $0.contains("[text-truncated]") }.map { String($0.prefix(while: { $0 != ":" })) }
        }
        XCTAssertEqual(truncated([]), ["de.lproj/Localizable.strings"])
        XCTAssertEqual(truncated(["--all-files"]), ["de.lproj/Localizable.strings", "nl.lproj/Localizable.strings"])
    }

    /// A label of a class that looks its own text up as it loads (passforios' `UICodeHighlightingLabel`, a
    /// subclass of `UILocalizedLabel`, whose `awakeFromNib` sets `text = text?.localize()`) shows the lookup of
    /// its storyboard text, a key: the storyboard's table does not decide what users read. A plain label does.
    func testALabelThatLooksItsOwnTextUpLacksNoKey() throws {
        try writeLabels(["GpgExplanation.", "Welcome"])
        let storyboard = try String(contentsOf: project.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
        try write("Base.lproj/Main.storyboard", storyboard.replacingOccurrences(
            of: "id=\"lbl-00-000\"", with: "id=\"lbl-00-000\" customClass=\"UICodeHighlightingLabel\" customModule=\"Pass\""))
        try write("Labels.swift", """
            import UIKit
            class UILocalizedLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    text = text?.localize()
                }
            }
            class UICodeHighlightingLabel: UILocalizedLabel {}

            """)
        try write("de.lproj/Main.strings", "\"other.text\" = \"x\";\n")
        try write("de.lproj/Localizable.strings", "\"GpgExplanation.\" = \"Erklärung\";\n")
        XCTAssertEqual(try missingKeySeverities(["de"]) { ($0["key"] as? String) ?? "" }, ["lbl-00-001.text": "warning"])
    }

    /// A missing accessibility label is heard, not seen: the message says VoiceOver reads the base text. One shaped
    /// like an identifier is a note.
    func testAMissingAccessibilityLabelSaysVoiceOverReadsIt() throws {
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                <rect key="frame" x="20" y="100" width="120" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <accessibility key="accessibilityConfiguration" label="Close"/>
                <state key="normal" title="Save"/>
            </button>
            """, initial: true))
        try write("de.lproj/Main.strings", "\"btn-00-001.normalTitle\" = \"Sichern\";\n")
        let run = runTool(["verify", "de", "--fail-on", "never", "-q"], in: project)
        XCTAssertTrue(run.stdout.contains("(UIButton accessibilityLabel \"Close\") is missing from the de table, so VoiceOver reads the base text to de users [missing-key]"), run.stdout)
        // InTarget's `close_btn`: a UI test's handle put in the label is read out the same in every language, a note.
        try write("Base.lproj/Main.storyboard", try String(contentsOf: project.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "label=\"Close\"", with: "label=\"close_btn\""))
        let handle = runTool(["verify", "de", "--fail-on", "never"], in: project)
        XCTAssertTrue(handle.stdout.contains("note: key 'btn-00-001.accessibilityLabel' (UIButton accessibilityLabel \"close_btn\") is missing from the de table, "
            + "so VoiceOver reads the base text to de users (the base text is an identifier, as UI tests name a view, read out the same in every language)"), handle.stdout)
        // So is edX's `btnVideoSize`, in lower camel case.
        try write("Base.lproj/Main.storyboard", try String(contentsOf: project.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "label=\"close_btn\"", with: "label=\"btnVideoSize\""))
        let camel = runTool(["verify", "de", "--fail-on", "never"], in: project)
        XCTAssertTrue(camel.stdout.contains("note: key 'btn-00-001.accessibilityLabel' (UIButton accessibilityLabel \"btnVideoSize\") is missing"), camel.stdout)
    }
    /// "0%" and "ℹ️" (an emoji, though its code point is a letter by category) read the same in every
    /// language: a table lacking them is a note. "Plus" is a word: a warning.
    func testATextWithoutLettersIsNotMissing() throws {
        try writeTwoLabels("0%", "ℹ️")
        try write("Base.lproj/Main.storyboard", try String(contentsOf: project.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "</subviews>", with: """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plus" id="lbl-00-003">
                                <rect key="frame" x="0.0" y="300" width="393" height="21"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
            """))
        try write("de.lproj/Main.strings", "\"zzz-00-001.text\" = \"Andere\";\n")
        let found = try missingKeySeverities(["de"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["lbl-00-001.text": "info", "lbl-00-002.text": "info", "lbl-00-003.text": "warning"])
    }

    /// A unit the code looks up ("km/h") that every language having it keeps as the development language's
    /// text reads the same in Polish without a translation: a note; "Settings", which they translate, stays a
    /// warning.
    func testACodeKeyOtherLanguagesKeepIsNotMissing() throws {
        try write("Speed.swift", """
            let unit = NSLocalizedString("km/h", comment: "speed unit")
            let title = NSLocalizedString("Settings", comment: "screen title")
            """)
        try write("en.lproj/Localizable.strings", "\"km/h\" = \"km/h\";\n\"Settings\" = \"Settings\";\n")
        for (language, settings) in [("de", "Einstellungen"), ("fr", "Réglages"), ("it", "Impostazioni")] {
            try write("\(language).lproj/Localizable.strings", "\"km/h\" = \"km/h\";\n\"Settings\" = \"\(settings)\";\n")
        }
        try write("pl.lproj/Localizable.strings", "\"Other\" = \"Inne\";\n")
        let found = try missingKeySeverities(["pl"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["km/h": "info", "Settings": "warning"])
    }

    /// Code keys written in a language itself (`NSLocalizedString("提示")` in an app developed in English) show
    /// that text without an entry: missing from the zh-Hans table, a note; from the German one, a warning.
    /// "OK" reads the same to Japanese users (their system alerts say "OK"), not to Korean ones ("확인").
    func testCodeKeysTheLanguageReadsAsTheyAreAreNotes() throws {
        try writeTwoLabels("Hello", "World")
        try write("Screen.swift", """
            import UIKit
            final class Screen: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: NSLocalizedString("提示", comment: ""), message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
                    present(alert, animated: true)
                }
            }

            """)
        for (language, hello, world) in [("de", "Hallo", "Welt"), ("zh-Hans", "你好", "世界"), ("ja", "こんにちは", "世界"), ("ko", "안녕", "세계")] {
            try write("\(language).lproj/Main.strings", "\"lbl-00-001.text\" = \"\(hello)\";\n\"lbl-00-002.text\" = \"\(world)\";\n")
            try write("\(language).lproj/Localizable.strings", "\"Other\" = \"\(world)\";\n")
        }
        let found = try missingKeySeverities(["de", "zh-Hans", "ja", "ko"]) { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "")" }
        XCTAssertEqual(found.filter { $0.key.hasSuffix("提示") }, ["de 提示": "warning", "zh-Hans 提示": "info", "ja 提示": "info", "ko 提示": "warning"])
        XCTAssertEqual(found.filter { $0.key.hasSuffix(" OK") }, ["de OK": "info", "zh-Hans OK": "warning", "ja OK": "info", "ko OK": "warning"])
    }

    /// Beside a translated `zh-Hans`, a bare `zh` folder that copies the base texts serves no Chinese user
    /// anything they would not see without it: its untranslated copy, its English entries and its missing keys
    /// are notes. Without the `zh-Hans` folder the same copy is a warning.
    func testABareChineseFolderBesideSimplifiedChineseIsNotes() throws {
        try writeLabels(Self.sixWords)
        let table = Self.tableOfAllButTheLast
        try write("zh.lproj/Main.strings", table(Self.sixWords))
        func severities() throws -> [String] {
            let run = runTool(["verify", "--format", "json", "--fail-on", "never"], in: project)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).filter {
                ["untranslated-table", "missing-key"].contains($0["rule"] as? String) && $0["language"] as? String == "zh"
            }.map { "\($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "")" }.sorted()
        }
        XCTAssertEqual(try severities(), ["missing-key info", "untranslated-table warning"])
        try write("zh-Hans.lproj/Main.strings", table(["名字", "街道", "城市", "国家", "电话", "邮箱"]))
        XCTAssertEqual(try severities(), ["missing-key info", "untranslated-table info"])
        // A bare `zh` table that translates all but one entry, left in English.
        try writeLabels(["Phone number", "Street name", "City", "Country"])
        func labelTable(_ values: [String]) -> String {
            values.enumerated().map { "\"lbl-00-00\($0.offset).text\" = \"\($0.element)\";\n" }.joined()
        }
        try write("zh.lproj/Main.strings", labelTable(["Phone number", "街道名称", "城市", "国家"]))
        try write("zh-Hans.lproj/Main.strings", labelTable(["电话号码", "街道名称", "城市", "国家"]))
        func untranslated() throws -> [String] {
            let run = runTool(["verify", "--format", "json", "--fail-on", "never"], in: project)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).filter {
                $0["rule"] as? String == "untranslated" && $0["language"] as? String == "zh"
            }.map { $0["severity"] as? String ?? "" }
        }
        XCTAssertEqual(try untranslated(), ["info"])
        try FileManager.default.removeItem(at: project.appendingPathComponent("zh-Hans.lproj"))
        XCTAssertEqual(try untranslated(), ["warning"])
    }

    /// A translator who kept "Stop/Reset" for a button since deleted (its entry stale, its comment recording the
    /// text) keeps it for the new button with the same title: the Italian table lacking the new key is a note.
    func testATextAStaleEntryKeepsIsNotMissing() throws {
        try writeLabels(["Stop/Reset", "Settings", "Start", "Help"])
        try write("it.lproj/Main.strings", """
            /* Class = "UILabel"; text = "Stop/Reset"; ObjectID = "old-00-001"; */
            "old-00-001.text" = "Stop/Reset";

            /* Class = "UILabel"; text = "Settings"; ObjectID = "lbl-00-001"; */
            "lbl-00-001.text" = "Impostazioni";

            /* Class = "UILabel"; text = "Help"; ObjectID = "lbl-00-003"; */
            "lbl-00-003.text" = "Aiuto";

            """)
        let found = try missingKeySeverities(["it"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found, ["lbl-00-000.text": "info", "lbl-00-002.text": "warning"])
    }

    /// A storyboard whose `FormVC` (a Swift class of the app's module, or an Objective-C one) holds three labels,
    /// `lbl-00-000`…`lbl-00-002`, the first two in its outlet collection `fieldLabels`.
    func writeFormWithLabelCollection(module: Bool) throws {
        let labels = (0..<3).map { index in
            """
            <label opaque="NO" text="Label \(index)" adjustsFontSizeToFit="NO" tag="\(index)" id="lbl-00-00\(index)">
                <rect key="frame" x="20" y="\(100 + 40 * index)" width="300" height="21"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }.joined()
        let customClass = module ? "customClass=\"FormVC\" customModule=\"App\" customModuleProvider=\"target\"" : "customClass=\"FormVC\""
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(labels, initial: true)
            .replacingOccurrences(of: "sceneMemberID=\"viewController\"", with: "\(customClass) sceneMemberID=\"viewController\"")
            .replacingOccurrences(of: "</viewController>", with: """
                <connections>
                    <outletCollection property="fieldLabels" destination="lbl-00-000" collectionClass="NSMutableArray" id="oc-1"/>
                    <outletCollection property="fieldLabels" destination="lbl-00-001" collectionClass="NSMutableArray" id="oc-2"/>
                </connections>
                </viewController>
                """))
    }

    /// Labels of an outlet collection that code walks and localizes (`for label in labels { label.text = … }`)
    /// show the code's texts: their storyboard placeholders are never seen, so a German table that lacks them
    /// misses nothing users read; a label outside the collection is still missing.
    func testLabelsOfAnOutletCollectionCodeLocalizesArePlaceholders() throws {
        try writeFormWithLabelCollection(module: true)
        try write("FormVC.swift", """
            import UIKit
            final class FormVC: UIViewController {
                @IBOutlet var fieldLabels: [UILabel]! {
                    didSet {
                        for label in fieldLabels {
                            label.text = NSLocalizedString(label.tag == 0 ? "Name" : "City", comment: "")
                        }
                    }
                }
            }

            """)
        try write("de.lproj/Main.strings", "\"zzz-00-001.text\" = \"Andere\";\n")
        let found = try missingKeySeverities(["de"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found.filter { $0.key.hasPrefix("lbl-") && $0.value != "info" }.keys.sorted(), ["lbl-00-002.text"])
    }

    /// The same in Objective-C (Rainier's `TagsView`: `for (UILabel *l in self.titleLabel) { l.text = loc(l.text); }`):
    /// the loop's variable stands for each member of the collection; a label outside it, which a loop over another array
    /// sets nothing of, is still missing.
    func testLabelsOfAnObjectiveCOutletCollectionCodeLocalizesArePlaceholders() throws {
        try writeFormWithLabelCollection(module: false)
        try write("FormVC.h", """
            #import <UIKit/UIKit.h>
            @interface FormVC : UIViewController
            @property (strong, nonatomic) IBOutletCollection(UILabel) NSArray *fieldLabels;
            @property (strong, nonatomic) NSArray *otherLabels;
            @end

            """)
        try write("FormVC.m", """
            #import "FormVC.h"
            @implementation FormVC
            - (void)viewDidLoad {
                [super viewDidLoad];
                for (UILabel* l in self.fieldLabels) {
                    l.text = NSLocalizedString(l.text, nil);
                }
                for (UILabel *label in self.otherLabels) {
                    label.text = @"Other";
                }
            }
            @end

            """)
        try write("de.lproj/Main.strings", "\"zzz-00-001.text\" = \"Andere\";\n")
        let found = try missingKeySeverities(["de"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found.filter { $0.key.hasPrefix("lbl-") && $0.value != "info" }.keys.sorted(), ["lbl-00-002.text"])
    }

    /// A text that is its outlet's name ("Message Label" on `messageLabel`, Element's empty-space cell) is a developer's
    /// mark for what code puts there, as IB's "Label" is; a text that merely shares a word with its outlet ("Cancel" on
    /// `cancel`) is a text users read.
    func testATextNamingItsOutletIsAPlaceholder() throws {
        try writeLabels(["Message Label", "Cancel"])
        let storyboard = project.appendingPathComponent("Base.lproj/Main.storyboard")
        try write("Base.lproj/Main.storyboard", try String(contentsOf: storyboard, encoding: .utf8).replacingOccurrences(of: "</viewController>", with: """
            <connections>
                <outlet property="messageLabel" destination="lbl-00-000" id="out-00-000"/>
                <outlet property="cancel" destination="lbl-00-001" id="out-00-001"/>
            </connections>
            </viewController>
            """))
        try write("de.lproj/Main.strings", "\"zzz-00-001.text\" = \"Andere\";\n")
        let found = try missingKeySeverities(["de"]) { "\($0["key"] as? String ?? "")" }
        XCTAssertEqual(found.filter { $0.key.hasPrefix("lbl-") }, ["lbl-00-000.text": "info", "lbl-00-001.text": "warning"])
    }
}
