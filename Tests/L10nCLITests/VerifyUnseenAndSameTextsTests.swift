import Foundation
import XCTest
@testable import L10nCLI
@testable import L10nChecks
import L10nProject
import L10nStrings
import L10nText

/// Texts users never see, and texts their language already reads as written (hand-written projects): a missing
/// key such a text looks up is a note, while a near case that users do read in the wrong language stays a warning.
/// Each SwiftUI project has an `@main` app that shows its view: a view no code creates is never seen anyway.
final class VerifyUnseenAndSameTextsTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("unseen-texts")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    /// The findings of `verify` over every language of the project.
    func findings() throws -> [[String: Any]] {
        let run = runTool(["verify", "--format", "json", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(report["findings"] as? [[String: Any]])
    }

    /// A String Catalog localization of `value`, translated.
    static func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }

    /// `Demo.xcodeproj`: an app `Demo` compiling `App/App.swift` and copying `App/<language>.lproj/Localizable.strings` of
    /// `appLanguages`, and an app extension `extension` compiling `Widget/Widget.swift` and copying
    /// `Widget/<language>.lproj/Localizable.strings` of `extensionLanguages` (no resources at all when there are none).
    func writeAppAndExtensionProject(appLanguages: [String], extension name: String, extensionLanguages: [String], extensionCatalog: Bool = false) throws {
        func variant(_ id: String, _ languages: [String], first: Int) -> [String] {
            let files = languages.enumerated().map { "L\(first + $0.offset)" }
            return ["\t\t\(id) = {isa = PBXVariantGroup; children = (\(files.map { $0 + ", " }.joined())); name = Localizable.strings; sourceTree = \"<group>\"; };"]
                + zip(files, languages).map { "\t\t\($0) = {isa = PBXFileReference; name = \($1); path = \($1).lproj/Localizable.strings; sourceTree = \"<group>\"; };" }
        }
        let widgetCopies = !extensionLanguages.isEmpty
        // (Or a String Catalog, `Widget/Localizable.xcstrings`, in its resources.)
        let catalog = extensionCatalog ? ["\t\tC2 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = \"<group>\"; };",
                                          "\t\tBC2 = {isa = PBXBuildFile; fileRef = C2; };"] : []
        let regions = (["en"] + (appLanguages + extensionLanguages).filter { $0 != "en" }).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let objects = [
            "\t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (\(regions.map { $0 + ", " }.joined())); mainGroup = G0; targets = (T1, T2, ); };",
            "\t\tG0 = {isa = PBXGroup; children = (GA, GW, ); sourceTree = \"<group>\"; };",
            "\t\tGA = {isa = PBXGroup; children = (S1, V1, ); path = App; sourceTree = \"<group>\"; };",
            "\t\tGW = {isa = PBXGroup; children = (S2, \(widgetCopies ? "V2, " : "")\(extensionCatalog ? "C2, " : "")); path = Widget; sourceTree = \"<group>\"; };",
            "\t\tS1 = {isa = PBXFileReference; path = App.swift; sourceTree = \"<group>\"; };",
            "\t\tS2 = {isa = PBXFileReference; path = Widget.swift; sourceTree = \"<group>\"; };",
        ] + variant("V1", appLanguages, first: 1) + (widgetCopies ? variant("V2", extensionLanguages, first: 1 + appLanguages.count) : []) + [
            "\t\tT1 = {isa = PBXNativeTarget; buildPhases = (SP1, RP1, ); name = Demo; productType = \"com.apple.product-type.application\"; };",
            "\t\tT2 = {isa = PBXNativeTarget; buildPhases = (SP2, \(widgetCopies || extensionCatalog ? "RP2, " : "")); name = \(name); productType = \"com.apple.product-type.app-extension\"; };",
            "\t\tSP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
            "\t\tRP1 = {isa = PBXResourcesBuildPhase; files = (BV1, ); };",
            "\t\tSP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
            "\t\tB1 = {isa = PBXBuildFile; fileRef = S1; };",
            "\t\tB2 = {isa = PBXBuildFile; fileRef = S2; };",
            "\t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };",
        ] + (widgetCopies || extensionCatalog ? ["\t\tRP2 = {isa = PBXResourcesBuildPhase; files = (\(widgetCopies ? "BV2, " : "")\(extensionCatalog ? "BC2, " : "")); };"] : [])
          + (widgetCopies ? ["\t\tBV2 = {isa = PBXBuildFile; fileRef = V2; };"] : []) + catalog
        try write("Demo.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
                  + objects.joined(separator: "\n") + "\n\t};\n\trootObject = P0;\n}\n")
    }

    /// Where the Swift package `Modules/Loc` (``writeLocPackage()``) keeps its tables.
    static let locResources = "Modules/Loc/Sources/Loc/Resources/"

    /// A Swift package `Loc` in `Modules/Loc` whose target processes its `Resources` folder (its tables are the caller's).
    func writeLocPackage() throws {
        try write("Modules/Loc/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Loc\", targets: [.target(name: \"Loc\", resources: [.process(\"Resources\")])])\n")
    }

    /// A Swift package's table in a language the app itself is not localized in is never read: iOS shows the
    /// package's texts in the language it runs the app in (Anytype's Arabic catalog beside an app localized in
    /// other languages). Its findings are notes, and one warning says what users see; the package's German, a language
    /// of the app, is checked as ever. An app that loads a language's folder by path decides its language itself.
    /// Nor does a language the app speaks in another script cover it: Traditional Chinese users of an app localized in
    /// Simplified Chinese never read its `zh-Hans` (omnivore's zh-Hant package table), as Brazilian users read `pt`.
    /// VoiceOver speaks an accessibility text in reading order: a key named as one (an Android-style content
    /// description, an accessibility value) has no layout direction to get wrong, while a shown text of the same shape does.
    func testTheDirectionOfATextOnlyVoiceOverSpeaksIsANote() throws {
        try write("en.lproj/Localizable.strings", """
            "walk_time.accessibility_value" = "%@, arrive at %@";
            "flat_note_content_description" = "%1$@ flat, octave %2$@";
            "walk_time.title" = "%@, arrive at %@";
            """)
        try write("ar.lproj/Localizable.strings", """
            "walk_time.accessibility_value" = "%@، الوصول عند %@";
            "flat_note_content_description" = "%1$@ منخفضة، الأوكتاف %2$@";
            "walk_time.title" = "%@، الوصول عند %@";
            """)
        let direction = try findings().filter { ($0["rule"] as? String) == "bidi-paragraph-starts-ltr" }
            .map { "\($0["key"] ?? "") \($0["severity"] ?? "")" }.sorted()
        XCTAssertEqual(direction, ["flat_note_content_description info", "walk_time.accessibility_value info", "walk_time.title warning"])
        XCTAssertTrue(VerifyPipeline.namesSpokenText("menu-reload-accessibility-label"))
        XCTAssertTrue(VerifyPipeline.namesSpokenText("5FH-Ge-Z9a.accessibilityHint"))
        XCTAssertFalse(VerifyPipeline.namesSpokenText("settings.accessibility"))
        // Azkar keeps its VoiceOver texts under a namespace.
        XCTAssertTrue(VerifyPipeline.namesSpokenText("accessibility.common.item-completed"))
        XCTAssertTrue(VerifyPipeline.namesSpokenText("widget.counter.a11y.progress"))
        XCTAssertFalse(VerifyPipeline.namesSpokenText("accessibility.title"))
        XCTAssertFalse(VerifyPipeline.namesSpokenText("settings.accessibility.title"))
        XCTAssertFalse(VerifyPipeline.namesSpokenText("accessibility_label_title"))
    }

    /// A name the language's translations keep word for word inside texts they translate reads the same where it
    /// stands alone, untranslated or missing; a text they only repeat untranslated (no word of their own) proves nothing.
    func testANameTheTranslationsKeepReadsTheSame() throws {
        try write("App.swift", """
            let texts = [NSLocalizedString("zero.heading", comment: ""), NSLocalizedString("zero.off", comment: ""),
                         NSLocalizedString("Wikipedia Zero", comment: ""), NSLocalizedString("native", comment: ""),
                         NSLocalizedString("native.only", comment: ""), NSLocalizedString("save", comment: "")]
            """)
        try write("en.lproj/Localizable.strings", """
            "zero.heading" = "Wikipedia Zero";
            "zero.off" = "Wikipedia Zero is off";
            "Wikipedia Zero" = "Wikipedia Zero";
            "native" = "Native";
            "native.only" = "Native Only";
            "save" = "Save";
            """)
        try write("ru.lproj/Localizable.strings", """
            "zero.heading" = "Wikipedia Zero";
            "zero.off" = "Wikipedia Zero выключена";
            "native" = "Native";
            "native.only" = "Native Only!";
            "save" = "Сохранить";
            """)
        let found = try findings().filter { ["untranslated", "missing-key"].contains($0["rule"] as? String ?? "") && ($0["language"] as? String) == "ru" }
            .map { "\($0["rule"] ?? "") \($0["key"] ?? "") \($0["severity"] ?? "")" }.sorted()
        XCTAssertEqual(found, ["missing-key Wikipedia Zero info", "untranslated native warning", "untranslated zero.heading info"])
        // An everyday English word a Japanese translation leaves in Latin letters ("From: アドレス") is still English alone.
        try write("en.lproj/Localizable.strings", "\"from\" = \"From\";\n\"from.address\" = \"From: Address\";\n\"save\" = \"Save\";\n")
        try write("ja.lproj/Localizable.strings", "\"from\" = \"From\";\n\"from.address\" = \"From: アドレス\";\n\"save\" = \"保存\";\n")
        try write("App.swift", "let t = [NSLocalizedString(\"from\", comment: \"\"), NSLocalizedString(\"from.address\", comment: \"\"), NSLocalizedString(\"save\", comment: \"\")]\n")
        try FileManager.default.removeItem(at: project.appendingPathComponent("ru.lproj"))
        let from = try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["key"] as? String) == "from" }.map { "\($0["severity"] ?? "")" }
        XCTAssertEqual(from, ["warning"])
        XCTAssertFalse(VerifyPipeline.isTerm("d"))
        XCTAssertTrue(VerifyPipeline.containsWords("ANGLE", in: "自动：gl4es 或 ANGLE"))
        XCTAssertFalse(VerifyPipeline.containsWords("Zero", in: "Zeros"))
        XCTAssertFalse(VerifyPipeline.containsWords("Cancel", in: "Cancel·lar"))
        XCTAssertTrue(VerifyPipeline.containsWords("Touch ID", in: "Face ID·Touch ID"))
        XCTAssertTrue(VerifyPipeline.keepsAlone("Criptext", translated: "Ihr Criptext-Gerät", base: "your Criptext device"))
        XCTAssertFalse(VerifyPipeline.keepsAlone("Name", translated: "QA Poole No Name फरश्या", base: "QA Poole No Name Tiles"))
        XCTAssertTrue(VerifyPipeline.keepsAlone("Silent Circle", translated: "著作権 © 2014 Silent Circle 無断", base: "Copyright © 2014 Silent Circle, All Rights Reserved."))
    }

    /// A text a language written in another script translates under one key and keeps as the base has it under another
    /// (livechat's Arabic "Cancel" on one alert, "إلغاء" on two others) is left untranslated there, one word or not,
    /// however many languages keep it; a text no entry of the language translates ("OK") stays a note, and so does one a
    /// Latin-script language keeps (Spanish has words of English's spelling: "Email", and "Cancel" itself).
    func testATextTheTableTranslatesElsewhereIsUntranslatedWhereItIsKept() throws {
        try write("App.swift", """
            let texts = [NSLocalizedString("new.cancel", comment: ""), NSLocalizedString("edit.cancel", comment: ""),
                         NSLocalizedString("line.cancel", comment: ""), NSLocalizedString("line.ok", comment: "")]
            """)
        try write("en.lproj/Localizable.strings", "\"new.cancel\" = \"Cancel\";\n\"edit.cancel\" = \"Cancel\";\n\"line.cancel\" = \"Cancel\";\n\"line.ok\" = \"OK\";\n")
        try write("ar.lproj/Localizable.strings", "\"new.cancel\" = \"إلغاء\";\n\"edit.cancel\" = \"إلغاء\";\n\"line.cancel\" = \"Cancel\";\n\"line.ok\" = \"OK\";\n")
        try write("es.lproj/Localizable.strings", "\"new.cancel\" = \"Cancelar\";\n\"edit.cancel\" = \"Cancelar\";\n\"line.cancel\" = \"Cancel\";\n\"line.ok\" = \"OK\";\n")
        let found = try findings().filter { ($0["rule"] as? String) == "untranslated" }
            .map { "\($0["language"] ?? "") \($0["key"] ?? "") \($0["severity"] ?? "")" }.sorted()
        XCTAssertEqual(found, ["ar line.cancel warning", "ar line.ok info", "es line.cancel info", "es line.ok info"])
        // So is a storyboard's: its Arabic table translates "Cancel" on one label and keeps it on another.
        try write("Base.lproj/Main.storyboard", ExampleStoryboard.scene(
            VerifyCodeTextsTests.label("lbl-00-001", "Cancel", y: 79) + VerifyCodeTextsTests.label("lbl-00-002", "Cancel", y: 119),
            constraints: VerifyCodeTextsTests.pinned("lbl-00-001", top: 20, prefix: "a") + VerifyCodeTextsTests.pinned("lbl-00-002", top: 60, prefix: "b"),
            initial: true))
        try write("ar.lproj/Main.strings", "\"lbl-00-001.text\" = \"إلغاء\";\n\"lbl-00-002.text\" = \"Cancel\";\n")
        try write("es.lproj/Main.strings", "\"lbl-00-001.text\" = \"Cancelar\";\n\"lbl-00-002.text\" = \"Cancel\";\n")
        let labels = try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["file"] as? String ?? "").hasSuffix("Main.strings")
            && ($0["severity"] as? String) != "info" }.map { "\($0["language"] ?? "") \($0["key"] ?? "") \($0["severity"] ?? "")" }.sorted()
        XCTAssertEqual(labels, ["ar lbl-00-002.text warning"])
        XCTAssertFalse(VerifyPipeline.judgesKeptCopyByOwnTranslations("ru", key: "voice-control-settings-button"))
        XCTAssertTrue(VerifyPipeline.judgesKeptCopyByOwnTranslations("ja", key: "transactionState.pending"))
    }

    /// A word the translations keep only in a link, or inside Japanese sentences, is no word of the language: the
    /// missing "Start" is English there.
    func testWordsOfLinksAndOfOtherScriptsAreNotTheLanguages() throws {
        try write("App.swift", """
            let texts = [NSLocalizedString("Start", comment: ""), NSLocalizedString("guide", comment: ""),
                         NSLocalizedString("Ledger", comment: "")]
            """)
        try write("en.lproj/Localizable.strings", """
            "Start" = "Start";
            "guide" = "Follow the <a href=\\"https://www.ledger.com/start\\">guide</a> first";
            "Ledger" = "Open Ledger";
            """)
        try write("fr.lproj/Localizable.strings", """
            "guide" = "Suivez d'abord le <a href=\\"https://www.ledger.com/start\\">guide</a>";
            "Ledger" = "Ouvrir Ledger";
            """)
        try write("ja.lproj/Localizable.strings", """
            "guide" = "まず<a href=\\"https://www.ledger.com/start\\">Start</a>ガイドに従ってください";
            "Ledger" = "Ledgerを開く";
            """)
        let start = try findings().filter { ($0["rule"] as? String) == "missing-key" && ($0["key"] as? String) == "Start" }
            .map { "\($0["language"] ?? "") \($0["severity"] ?? "")" }.sorted()
        XCTAssertEqual(start, ["fr warning", "ja warning"])
        XCTAssertEqual(TextLanguage.wordsOf(VerifyPipeline.withoutAddresses("voir <b>https://a.org/start</b> et www.b.fr/x ici")),
                       ["voir", "et", "ici"])
    }

    /// An empty Base table beside the development language's ("needed to get XcodeGen to detect the files") holds no
    /// base text: the English table does, and a French table that repeats it is a copy nobody translated, not stale keys.
    func testAnEmptyBaseTableGivesWayToTheDevelopmentLanguages() throws {
        let keys = (1...12).map { "Text\($0)" }
        try write("Base.lproj/Localizable.strings", "// Empty file needed to get XcodeGen to detect the Localizable.strings files.\n")
        try write("en.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"Open the \($0) settings\";\n" }.joined())
        try write("fr.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"Open the \($0) settings\";\n" }.joined())
        let found = try findings()
        XCTAssertEqual(found.filter { ($0["rule"] as? String) == "stale-key" }.count, 0)
        XCTAssertEqual(found.filter { ($0["rule"] as? String) == "untranslated-table" }.map { "\($0["language"] ?? "") \($0["severity"] ?? "")" },
                       ["fr warning"])
    }

    /// A project older than Xcode 4 names its folders `English.lproj` and `French.lproj` (ItemShelf): the English table
    /// is the base a French text is compared with.
    func testLegacyFolderNamesCompareWithTheEnglishTable() throws {
        try write("English.lproj/Localizable.strings", "\"Backup and restore\" = \"Backup and restore\";\n\"Save\" = \"Save\";\n")
        try write("French.lproj/Localizable.strings", "\"Backup and restore\" = \"Backup and restore\";\n\"Save\" = \"Enregistrer\";\n")
        let found = try findings().filter { ($0["rule"] as? String) == "untranslated" }.map { "\($0["language"] ?? "") \($0["key"] ?? "")" }
        XCTAssertEqual(found, ["French Backup and restore"])
    }

    func testAPackageLanguageInAnotherScriptThanTheAppsIsNeverShown() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "zh-Hans", "pt"], extension: "Widget", extensionLanguages: [])
        for (language, title) in [("en", "Title"), ("zh-Hans", "标题"), ("pt", "Título")] {
            try write("App/\(language).lproj/Localizable.strings", "\"Title\" = \"\(title)\";\n")
        }
        try writeLocPackage()
        let resources = Self.locResources
        try write(resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
        try write(resources + "zh-Hant.lproj/Localizable.strings", "\"Save\" = \"儲存\";\n")
        try write(resources + "pt-BR.lproj/Localizable.strings", "\"Save\" = \"Salvar\";\n")
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }.map { "\($0["language"] ?? "") \($0["file"] ?? "")" }
        XCTAssertEqual(tables, ["zh-Hant Modules/Loc/Sources/Loc/Resources/zh-Hant.lproj/Localizable.strings"])
    }

    func testAPackagesTableInALanguageTheAppLacksIsNeverShown() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "de"], extension: "Widget", extensionLanguages: [])
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel\";\n")
        try writeLocPackage()
        let resources = Self.locResources
        try write(resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n")
        try write(resources + "de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n")
        try write(resources + "ar.lproj/Localizable.strings", "\"Save\" = \"حفظ\";\n")
        XCTAssertEqual(try missingKeySeverities("de")["Cancel"], "warning")
        XCTAssertEqual(try missingKeySeverities("ar")["Cancel"], "info")
        let note = try findings().first { ($0["rule"] as? String) == "missing-key" && ($0["language"] as? String) == "ar" }
        XCTAssertTrue((note?["message"] as? String ?? "").contains("the app itself is not localized in ar"))
        // The problem itself, once: Arabic users read the whole app in another language.
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }.map { "\($0["severity"] ?? "") \($0["language"] ?? "") \($0["file"] ?? "")" }
        XCTAssertEqual(tables, ["warning ar Modules/Loc/Sources/Loc/Resources/ar.lproj/Localizable.strings"])
        // Loading one folder named as written (a fallback to English for a key a table lacks) picks no language.
        try write("App/App.swift", "let fallbackLocale = \"en\"\nlet english = Bundle.main.path(forResource: fallbackLocale, ofType: \"lproj\")\n")
        XCTAssertEqual(try missingKeySeverities("ar")["Cancel"], "info")
        // An in-app language switch that picks one of the main bundle's folders picks one of the app's own languages
        // (NewCapsula's); one that picks a folder of another bundle may read the package's Arabic.
        try write("App/App.swift", "let bundle = Bundle(path: Bundle.main.path(forResource: language, ofType: \"lproj\")!)\n")
        XCTAssertEqual(try missingKeySeverities("ar")["Cancel"], "info")
        try write("App/App.swift", "let bundle = Bundle(path: Bundle.module.path(forResource: language, ofType: \"lproj\")!)\n")
        XCTAssertEqual(try missingKeySeverities("ar")["Cancel"], "warning")
    }

    /// A resource bundle the app copies (a library's `Share.bundle`, triporg's `GooglePlus.bundle`) is read in the language
    /// iOS runs the app in: its table of a language the app is not localized in never shows, so its findings are notes;
    /// its table of a language the app speaks is checked as ever.
    func testABundlesTableInALanguageTheAppLacksIsNeverShown() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "de"], extension: "Widget", extensionLanguages: [])
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        try write("Demo.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "children = (S1, V1, );", with: "children = (S1, V1, SB, );")
            .replacingOccurrences(of: "files = (BV1, );", with: "files = (BV1, BSB, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\tSB = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Share.bundle; sourceTree = "<group>"; };
            \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
            \t};
            \trootObject
            """))
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel\";\n")
        try write("App/Share.bundle/en.lproj/Share.strings", "\"share\" = \"Share on +Google\";\n")
        try write("App/Share.bundle/ar.lproj/Share.strings", "\"share\" = \"مشاركة عبر +Google\";\n")
        try write("App/Share.bundle/de.lproj/Share.strings", "\"share\" = \"Teilen auf +Google\";\n")
        let bidi = try findings().filter { ($0["rule"] as? String ?? "").hasPrefix("bidi-") && ($0["language"] as? String) == "ar" }
        XCTAssertFalse(bidi.isEmpty)
        XCTAssertEqual(Set(bidi.compactMap { $0["severity"] as? String }), ["info"], "\(bidi)")
        XCTAssertTrue(bidi.allSatisfy { ($0["message"] as? String ?? "").contains("iOS never shows this bundle's ar texts") }, "\(bidi)")
    }

    /// A resource bundle the app's own code opens by its name (Science Journal's `Strings.bundle`, which its `"key".localized`
    /// in `Extensions/` reads through `Bundle.main.path(forResource: "Strings", ofType: "bundle")`) holds the app's tables:
    /// a key the code looks up that the German table lacks is a warning, as in the main bundle's (the target that copies
    /// the bundle copies its tables). A bundle a library's code opens from the library's folder, apart from the app's
    /// start, stays the library's.
    func testABundleTheAppsOwnCodeOpensHoldsTheAppsTables() throws {
        try writeAppAndExtensionProject(appLanguages: ["en"], extension: "Widget", extensionLanguages: [])
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        let template = try String(contentsOf: pbxproj, encoding: .utf8)
        // The app copies the bundle `bundle` and compiles the source `opener` besides App.swift (both in App/).
        func writeProject(bundle: String, opener: String) throws {
            try write("Demo.xcodeproj/project.pbxproj", template
                .replacingOccurrences(of: "children = (S1, V1, );", with: "children = (S1, V1, SB, SE, );")
                .replacingOccurrences(of: "files = (BV1, );", with: "files = (BV1, BSB, );")
                .replacingOccurrences(of: "SP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };", with: "SP1 = {isa = PBXSourcesBuildPhase; files = (B1, BE, ); };")
                .replacingOccurrences(of: "\t};\n\trootObject", with: """
                \t\tSB = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = "\(bundle)"; sourceTree = "<group>"; };
                \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
                \t\tSE = {isa = PBXFileReference; path = "\(opener)"; sourceTree = "<group>"; };
                \t\tBE = {isa = PBXBuildFile; fileRef = SE; };
                \t};
                \trootObject
                """))
        }
        func opening(_ name: String, lookups: String) -> String {
            """
            import Foundation
            extension String {
                var localized: String {
                    guard let path = Bundle.main.path(forResource: "\(name)", ofType: "bundle"), let bundle = Bundle(path: path) else { return self }
                    return bundle.localizedString(forKey: self, value: nil, table: nil)
                }
            }
            \(lookups)

            """
        }
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n")
        try writeProject(bundle: "Strings.bundle", opener: "Extensions/Bundle+Strings.swift")
        try write("App/Strings.bundle/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"done\" = \"Done\";\n")
        try write("App/Strings.bundle/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
        try write("App/App.swift", """
            import SwiftUI
            @main struct DemoApp: App {
                var body: some Scene { WindowGroup { VStack { Text(verbatim: "title".localized); Text(verbatim: "done".localized) } } }
            }

            """)
        try write("App/Extensions/Bundle+Strings.swift", opening("Strings", lookups: ""))
        XCTAssertEqual(try missingKeySeverities("de")["done"], "warning")
        XCTAssertFalse(CodeContext(workspace: try Workspace(root: project)).isInLibraryBundle(project.appendingPathComponent("App/Strings.bundle")))
        // A library's bundle, opened by the library's own code in its folder, which looks the key up.
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/Strings.bundle"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/Extensions"))
        try writeProject(bundle: "Vendor/Kit/Kit.bundle", opener: "Vendor/Kit/Kit.swift")
        try write("App/Vendor/Kit/Kit.bundle/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"done\" = \"Done\";\n")
        try write("App/Vendor/Kit/Kit.bundle/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
        try write("App/App.swift", "import SwiftUI\n@main struct DemoApp: App {\n    var body: some Scene { WindowGroup { Text(\"Title\") } }\n}\n")
        try write("App/Vendor/Kit/Kit.swift", opening("Kit", lookups: "let kitTitles = [\"title\".localized, \"done\".localized]"))
        XCTAssertTrue(CodeContext(workspace: try Workspace(root: project)).isInLibraryBundle(project.appendingPathComponent("App/Vendor/Kit/Kit.bundle")))
    }

    /// An app whose screens live in a Swift package it links (`Feature`, beside a one-line entry point): the package's
    /// code is the app's, so its lookups are known and its table is the app's own, not a library's. Its German entry
    /// left in English that the package's code reads is a warning; one no code of the app or the package names is a note.
    /// The app (`Demo`, English and German, whose code looks up "Title") linking the product `Feature` of the Swift
    /// package in `Modules/Feature`, whose code lies in the folder this returns.
    func writeAppLinkingFeaturePackage() throws -> String {
        try writeAppAndExtensionProject(appLanguages: ["en", "de"], extension: "Widget", extensionLanguages: [])
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "name = Demo;", with: "name = Demo; packageProductDependencies = (D1, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: "\t\tD1 = {isa = XCSwiftPackageProductDependency; productName = Feature; };\n\t};\n\trootObject")
        try write("Demo.xcodeproj/project.pbxproj", text)
        try write("App/App.swift", "let title = NSLocalizedString(\"Title\", comment: \"\")\n")
        try write("Widget/Widget.swift", "struct Widget {}\n")
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel\";\n")
        try write("Modules/Feature/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Feature", products: [.library(name: "Feature", targets: ["Feature"])],
                                  targets: [.target(name: "Feature", resources: [.process("Resources")])])
            """)
        return "Modules/Feature/Sources/Feature/"
    }

    func testTheCodeOfALinkedPackageIsTheApps() throws {
        let folder = try writeAppLinkingFeaturePackage()
        try write(folder + "Strings.swift", """
            enum Strings {
                static let save = NSLocalizedString("save.title", bundle: .module, comment: "")
                static let share = NSLocalizedString("share.title", bundle: .module, comment: "")
            }
            """)
        try write(folder + "Editor.swift", "func saveButtonTitle() -> String { Strings.save }\nfunc shareButtonTitle() -> String { Strings.share }\n")
        // (The app calls the package's functions: a function nothing calls never runs.)
        try write("App/App.swift", "let title = NSLocalizedString(\"Title\", comment: \"\")\nlet buttons = [saveButtonTitle(), shareButtonTitle()]\n")
        try write(folder + "Resources/en.lproj/Localizable.strings",
                  "\"save.title\" = \"Save your changes\";\n\"share.title\" = \"Share this page\";\n\"old.title\" = \"Open the old editor\";\n")
        try write(folder + "Resources/de.lproj/Localizable.strings",
                  "\"save.title\" = \"Save your changes\";\n\"share.title\" = \"Diese Seite teilen\";\n\"old.title\" = \"Open the old editor\";\n")
        let untranslated = try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["language"] as? String) == "de" }
        let severities = Dictionary(untranslated.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["save.title": "warning", "old.title": "info"])
    }

    /// An app whose bundle holds no Localizable table in any language (only its InfoPlist tables) while its linked
    /// package's code looks texts up there (`Text("Logging out")`) beside its own translated texts (`bundle: .module`):
    /// German users see those texts in English amid German ones, one missing-table finding for the package's lookups.
    /// The app's own lookup of a table it never has is the development language throughout, as before.
    func testALinkedPackagesLookupOfATableTheAppLacksEverywhere() throws {
        let folder = try writeAppLinkingFeaturePackage()
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        try write("Demo.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "Localizable.strings", with: "InfoPlist.strings"))
        for language in ["en", "de"] {
            try FileManager.default.removeItem(at: project.appendingPathComponent("App/\(language).lproj/Localizable.strings"))
            try write("App/\(language).lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Demo\";\n")
        }
        try write("App/App.swift", "import Feature\nlet title = NSLocalizedString(\"Title\", comment: \"\")\nlet screen = Logout()\n")
        try write(folder + "Logout.swift", """
            import SwiftUI
            struct Logout: View {
                var body: some View {
                    VStack {
                        Text("Logging out")
                        Text("Saved", bundle: .module)
                    }
                }
            }
            """)
        try write(folder + "Resources/en.lproj/Localizable.strings", "\"Saved\" = \"Saved\";\n")
        try write(folder + "Resources/de.lproj/Localizable.strings", "\"Saved\" = \"Gespeichert\";\n")
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }
        XCTAssertEqual(tables.count, 1, "\(tables)")
        let message = try XCTUnwrap(tables.first?["message"] as? String)
        XCTAssertTrue(message.contains("looks up 1 string in the app's own Localizable table"), message)
        XCTAssertTrue(message.contains("\"Logging out\"") && message.contains("users of de,"), message)
        XCTAssertEqual(tables.first?["file"] as? String, folder + "Logout.swift")
    }

    /// An app whose bundle has no Localizable table in any language while its Settings tables translate its screens:
    /// a lookup of the default table (`Text("Loading")`) shows in English amid German texts, one missing-table finding.
    func testALookupOfATableTheAppLacksEverywhereBesideItsTranslatedTables() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "de"], extension: "Widget", extensionLanguages: [])
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        try write("Demo.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "Localizable.strings", with: "Settings.strings"))
        try write("App/App.swift", """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("Loading")
                        Text("Title", tableName: "Settings")
                    }
                }
            }
            @main struct DemoApp: App { var body: some Scene { WindowGroup { Screen() } } }
            """)
        try write("Widget/Widget.swift", "struct Widget {}\n")
        try write("App/en.lproj/Settings.strings", "\"Title\" = \"Title\";\n")
        try write("App/de.lproj/Settings.strings", "\"Title\" = \"Titel\";\n")
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }
        XCTAssertEqual(tables.count, 1, "\(tables)")
        let message = try XCTUnwrap(tables.first?["message"] as? String)
        XCTAssertTrue(message.hasPrefix("the code looks up 1 string in a Localizable table (\"Loading\"), but Demo copies no Localizable table in any "
                                        + "language, while its Settings table translates the app into de"), message)
    }

    /// A translated table one variant group lacks while the language ships others (Italian's InfoPlist beside its
    /// Localizable) is one warning: Italian users read its texts in English. A language the app ships nothing in is
    /// not said, however complete (German) or not (French, a third of the keys; Dutch, an InfoPlist alone), nor a
    /// table that copies the English texts (Spanish's InfoPlist, whose language ships its Localizable).
    func testTranslationsNoTargetBuildsBesideShippedTables() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "it", "es"], extension: "Widget", extensionLanguages: [])
        try write("App/App.swift", "let title = NSLocalizedString(\"Title\", comment: \"\")\n")
        try write("App/es.lproj/Localizable.strings", "\"Title\" = \"Título\";\n\"Save\" = \"Guardar\";\n\"Close\" = \"Cerrar\";\n")
        try write("App/es.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Demo\";\n")
        try write("Widget/Widget.swift", "struct Widget {}\n")
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n\"Save\" = \"Save\";\n\"Close\" = \"Close\";\n")
        try write("App/it.lproj/Localizable.strings", "\"Title\" = \"Titolo\";\n\"Save\" = \"Salva\";\n\"Close\" = \"Chiudi\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel\";\n\"Save\" = \"Sichern\";\n\"Close\" = \"Schließen\";\n")
        try write("App/fr.lproj/Localizable.strings", "\"Title\" = \"Titre\";\n")
        try write("App/nl.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Demo\";\n")
        // (The project copies no InfoPlist table; an Italian one beside an English one that ships is what the variant lacks.)
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        try write("Demo.xcodeproj/project.pbxproj", try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "\t};\n\trootObject", with: "\t\tV9 = {isa = PBXVariantGroup; children = (L8, ); name = InfoPlist.strings; sourceTree = \"<group>\"; };\n"
                                  + "\t\tL8 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n"
                                  + "\t\tBV9 = {isa = PBXBuildFile; fileRef = V9; };\n\t};\n\trootObject")
            .replacingOccurrences(of: "files = (BV1, );", with: "files = (BV1, BV9, );")
            .replacingOccurrences(of: "children = (S1, V1, );", with: "children = (S1, V1, V9, );"))
        try write("App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Demo\";\n")
        try write("App/it.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Dimostrazione\";\n")
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }
            .map { "\($0["language"] ?? "") \($0["file"] ?? ""): \($0["message"] ?? "")" }
        XCTAssertEqual(tables, [
            "it App/it.lproj/InfoPlist.strings: the it table InfoPlist.strings is translated but in no target of Demo.xcodeproj, while the app "
                + "ships it: it users read its texts in the development language",
        ])
    }

    /// A text a linked package's code writes out is read in the languages the app runs in: German, which the app's
    /// bundle has, not French, which only the package's own tables speak and iOS never runs the app in.
    func testALinkedPackagesWrittenTextIsReadInTheAppsLanguages() throws {
        let folder = try writeAppLinkingFeaturePackage()
        try write("App/App.swift", """
            import UIKit
            import Feature
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = Root()
                    return true
                }
            }
            final class Root: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("Title", comment: "")
                    Saver().fail(on: self)
                }
            }
            """)
        try write(folder + "Saver.swift", """
            import UIKit
            public final class Saver {
                public init() {}
                public func fail(on controller: UIViewController) {
                    let alert = UIAlertController(title: "Could not save your changes", message: nil, preferredStyle: .alert)
                    controller.present(alert, animated: true)
                }
            }
            """)
        for (language, value) in [("en", "Saved"), ("de", "Gespeichert"), ("fr", "Enregistré")] {
            try write(folder + "Resources/\(language).lproj/Localizable.strings", "\"Saved\" = \"\(value)\";\n")
        }
        let messages = try findings().filter { ($0["rule"] as? String) == "hard-coded-text" }.compactMap { $0["message"] as? String }
        XCTAssertEqual(messages, ["\"Could not save your changes\" is put on screen as written, not looked up: users of de read it untranslated"])
    }

    /// A lookup in a linked package's code that names no bundle (`Text("…")`, `NSLocalizedString` without `bundle:`) reads
    /// the app's main bundle: a key the app's German table lacks is missing there, one the English table has too. One
    /// that names the package's own bundle (`bundle: .module`) is not looked for in the app's tables; nor is one of the
    /// package's table read through a wrapper whose bundle its body names.
    func testALinkedPackagesLookupOfTheMainBundleReadsTheAppsTables() throws {
        let folder = try writeAppLinkingFeaturePackage()
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n\"Welcome back\" = \"Welcome back\";\n")
        try write(folder + "Welcome.swift", """
            import SwiftUI
            struct Welcome: View {
                var body: some View {
                    VStack {
                        Text("Welcome back")
                        Text("Title")
                        Text("Saved", bundle: .module)
                        Button(NSLocalizedString("Delete everything", bundle: .main, comment: "")) {}
                        Text(NSLocalizedString("Archive", bundle: Bundle.module, comment: ""))
                    }
                }
            }
            """)
        try write(folder + "Resources/en.lproj/Localizable.strings", "\"Saved\" = \"Saved\";\n\"Archive\" = \"Archive\";\n")
        try write(folder + "Resources/de.lproj/Localizable.strings", "\"Saved\" = \"Gespeichert\";\n\"Archive\" = \"Archiv\";\n")
        let missing = try findings().filter { ($0["rule"] as? String) == "missing-key" && ($0["language"] as? String) == "de" }
        XCTAssertEqual(missing.compactMap { $0["key"] as? String }.sorted(), ["Delete everything", "Welcome back"])
        XCTAssertEqual(Set(missing.compactMap { $0["file"] as? String }), ["App/de.lproj/Localizable.strings"])
    }

    /// A key a storyboard's runtime attribute holds (dcrios's `xibLocalizedStringKey`) is looked up by its view's own
    /// code, whatever the sources say of a Swift accessor of the same key nobody reads: its German copy of the English
    /// text is a warning, not a note. Where no code takes the attribute (Mega-Mall's `localizeKey`, which no class
    /// declares, nor the libraries it fetches), UIKit sets nothing and the key is read nowhere: a note.
    func testAKeyARuntimeAttributeHoldsIsShownThoughNoCodeReadsItsAccessor() throws {
        try write("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0-00-001">
                <scenes><scene sceneID="scn-00-001"><objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label opaque="NO" text="Recent activity" id="lbl-00-001">
                                    <rect key="frame" x="20" y="100" width="300" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="xibLocalizedStringKey" value="recentActivity"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """)
        try write("App/Strings.swift", """
            @main struct Main { static func main() { print(Strings.title) } }
            enum Strings {
                static let title = NSLocalizedString("title", comment: "")
                static let recentActivity = NSLocalizedString("recentActivity", comment: "")
            }
            """)
        try write("App/en.lproj/Localizable.strings", "\"title\" = \"Wallet\";\n\"recentActivity\" = \"Recent activity\";\n")
        try write("App/de.lproj/Localizable.strings", "\"title\" = \"Geldbörse\";\n\"recentActivity\" = \"Recent activity\";\n")
        func untranslated() throws -> [String] {
            try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["key"] as? String) == "recentActivity" }
                .map { "\($0["language"] ?? "") \($0["severity"] ?? "")" }
        }
        XCTAssertEqual(try untranslated(), ["de info"], "no code takes the attribute")
        // A library the checkout lacks may declare it where its name may say localization; a keyboard manager does not.
        try write("Podfile", "platform :ios, '13.0'\ntarget 'App' do\n  pod 'IQKeyboardManagerSwift'\nend\n")
        XCTAssertEqual(try untranslated(), ["de info"], "a keyboard manager takes no localization attribute")
        try write("Podfile", "platform :ios, '13.0'\ntarget 'App' do\n  pod 'IQKeyboardManagerSwift'\n  pod 'Localize'\nend\n")
        XCTAssertEqual(try untranslated(), ["de warning"], "a localization library may take it")
        try FileManager.default.removeItem(at: project.appendingPathComponent("Podfile"))
        try write("App/Localized.swift", """
            import UIKit
            extension UILabel {
                @IBInspectable var xibLocalizedStringKey: String? {
                    get { nil }
                    set { text = newValue.map { NSLocalizedString($0, comment: "") } }
                }
            }
            """)
        XCTAssertEqual(try untranslated(), ["de warning"])
        // Key-value coding sets the last property of a dotted path (`titleLabel.xibLocalizedStringKey`, as a button's is
        // written): that one is what counts.
        let storyboard = project.appendingPathComponent("App/Base.lproj/Main.storyboard")
        try write("App/Base.lproj/Main.storyboard", try String(contentsOf: storyboard, encoding: .utf8)
            .replacingOccurrences(of: #"keyPath="xibLocalizedStringKey""#, with: #"keyPath="titleLabel.xibLocalizedStringKey""#))
        XCTAssertEqual(try untranslated(), ["de warning"], "the path's last property is taken")
    }

    /// An app whose Info.plist names its languages (`CFBundleLocalizations`, Gem's 21, with the project's settings
    /// naming the file) is localized in them though its own bundle holds no table of theirs: the package's Arabic
    /// is read. A language it does not name (Farsi) is still one the app lacks.
    func testTheLanguagesAnInfoPlistNamesAreTheApps() throws {
        try writeAppAndExtensionProject(appLanguages: ["en", "de"], extension: "Widget", extensionLanguages: [])
        let pbxproj = project.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "P0 = {isa = PBXProject; ", with: "P0 = {isa = PBXProject; buildConfigurationList = L0; ")
            .replacingOccurrences(of: "\t};\n\trootObject", with: "\t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };\n"
                + "\t\tC0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Release; };\n\t};\n\trootObject")
        try write("Demo.xcodeproj/project.pbxproj", text)
        try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string>
            <key>CFBundleLocalizations</key><array><string>en</string><string>de</string><string>ar</string></array></dict></plist>
            """)
        try write("App/en.lproj/Localizable.strings", "\"Title\" = \"Title\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel\";\n")
        try writeLocPackage()
        let resources = Self.locResources
        try write(resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n")
        try write(resources + "ar.lproj/Localizable.strings", "\"Save\" = \"حفظ\";\n")
        try write(resources + "fa.lproj/Localizable.strings", "\"Save\" = \"ذخیره\";\n")
        XCTAssertEqual(try missingKeySeverities("ar")["Cancel"], "warning")
        XCTAssertEqual(try missingKeySeverities("fa")["Cancel"], "info")
        let tables = try findings().filter { ($0["rule"] as? String) == "missing-table" }.map { "\($0["severity"] ?? "") \($0["language"] ?? "")" }
        XCTAssertEqual(tables, ["warning fa"])
    }

    /// The severity of each missing-key finding of `language`, by key.
    func missingKeySeverities(_ language: String = "de") throws -> [String: String] {
        let missing = try findings().filter { ($0["rule"] as? String) == "missing-key" && ($0["language"] as? String) == language }
        return Dictionary(missing.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    /// A key that adds a plural suffix to a stem the code says is one code builds at run time (Telegram's
    /// `getPluralized:@"Call.Minutes" count:` looks up "Call.Minutes_0" … "Call.Minutes_many"): missing from German, it
    /// stays a warning, while a key no code names is a note. So does the plural CLDR names ("files.one").
    func testAKeyCodeBuildsFromAStemAndAPluralSuffixIsNamedByTheStem() throws {
        try write("App.swift", """
            import SwiftUI
            @main struct DemoApp: App {
                var body: some Scene { WindowGroup { Text(verbatim: plural("Call.Minutes", 3) + plural("files", 1)) } }
            }

            """)
        // (The suffixes in a file of their own, as Telegram's TGLocalization is.)
        try write("Plural.swift", """
            import Foundation
            func plural(_ stem: String, _ count: Int) -> String {
                let suffix = count == 0 ? "_0" : count == 1 ? ".one" : "_many"
                _ = "step"
                return NSLocalizedString(stem + suffix, comment: "")
            }

            """)
        try write("en.lproj/Localizable.strings", "\"Call.Minutes_0\" = \"no minutes\";\n\"Call.Minutes_many\" = \"%d minutes\";\n\"files.one\" = \"one file\";\n"
                  + "\"files.other\" = \"%d files\";\n\"Stale.Title\" = \"Old\";\n\"step_1\" = \"First\";\n")
        try write("de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n")
        let severities = try missingKeySeverities("de")
        XCTAssertEqual(severities["Call.Minutes_0"], "warning")
        XCTAssertEqual(severities["Call.Minutes_many"], "warning")
        XCTAssertEqual(severities["files.one"], "warning")
        XCTAssertEqual(severities["Stale.Title"], "info")
        // A key with a suffix like a plural's but no other form beside it is no plural: "step" said in code names no "step_1".
        XCTAssertEqual(severities["step_1"], "info")
        XCTAssertEqual(PluralCategory.stems(ofPluralKey: "Call.Minutes_3_10"), ["Call.Minutes_3", "Call.Minutes"])
        XCTAssertEqual(PluralCategory.stems(ofPluralKey: "files.one"), ["files"])
        XCTAssertEqual(PluralCategory.stems(ofPluralKey: "settings.title"), [])
    }

    /// A push notification's `loc-key` is looked up by iOS in the Localizable table of an app that registers for pushes,
    /// whatever its code names (Telegram's "PINNED_GEO", whose text takes the sender's name): its missing German stays a
    /// warning. In an app that never registers, no push names it; nor does a capitalized key whose text takes nothing.
    func testAPushKeyOfAnAppThatRegistersForPushesIsShown() throws {
        let app = """
            import SwiftUI
            @main struct DemoApp: App {
                var body: some Scene { WindowGroup { Text(verbatim: NSLocalizedString(key(), comment: "")) } }
            }
            func key() -> String { ["title", "subtitle"].randomElement()! }

            """
        try write("App.swift", app)
        try write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"PINNED_GEO\" = \"%1$@ pinned a map\";\n\"Stale_title\" = \"Old\";\n"
                  + "\"EE_DEVICE_OFFLINE\" = \"The device is offline\";\n")
        try write("de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
        XCTAssertEqual(try missingKeySeverities("de")["PINNED_GEO"], "info")
        try write("App.swift", app + "func register() { UIApplication.shared.registerForRemoteNotifications() }\n")
        XCTAssertEqual(try missingKeySeverities("de")["PINNED_GEO"], "warning")
        XCTAssertEqual(try missingKeySeverities("de")["Stale_title"], "info")
        // A push's text takes the sender's name; an SDK's error code no code names takes nothing.
        XCTAssertEqual(try missingKeySeverities("de")["EE_DEVICE_OFFLINE"], "info")
        XCTAssertTrue(VerifyPipeline.looksLikePushKey("CHANNEL_MESSAGE_VIDEO"))
        XCTAssertFalse(VerifyPipeline.looksLikePushKey("PINNED"))
        XCTAssertFalse(VerifyPipeline.looksLikePushKey("Pinned_Geo"))
    }

    /// A word the language's dictionary has as its own ("Yes" in French) is no word its users read as theirs where the
    /// app's own table translates it under another key (Seafile's French "YES" = "Oui"): the missing key stays a warning.
    func testAWordTheTableTranslatesElsewhereIsNoWordOfTheLanguage() throws {
        try write("App.swift", "import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { Text(\"Yes\") } }\n}\n")
        try write("fr.lproj/Localizable.strings", "\"Row\" = \"Ligne\";\n")
        XCTAssertEqual(try missingKeySeverities("fr")["Yes"], "info")
        try write("fr.lproj/Localizable.strings", "\"Row\" = \"Ligne\";\n\"YES\" = \"Oui\";\n")
        XCTAssertEqual(try missingKeySeverities("fr")["Yes"], "warning")
    }

    /// A SwiftUI app whose `@main` shows `view`, declared by `source` in `Views.swift`, with a German table
    /// that translates one text (the app is translated into German).
    func writeApp(showing view: String, _ source: String) throws {
        try write("App.swift", "import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { \(view)() } }\n}\n")
        try write("Views.swift", "import SwiftUI\n\n\(source)\n")
        try write("de.lproj/Localizable.strings", "\"Row\" = \"Zeile\";\n")
    }

    /// Cognates: a one-word text German's dictionary has as an entry of its own ("Name") is what German users
    /// read as their own word, so German users already read it right; "Settings" is no German word and stays a
    /// warning. Debian's Dutch dictionary lists English words ("settings", "delete") as its own, so it decides
    /// nothing: Dutch users read "Delete" in English, a warning.
    func testAOneWordTextTheLanguagesDictionaryHasAsItsOwnIsANote() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("en"), "no English dictionary: run `make deps`")
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("de"), "no German dictionary: run `make deps`")
        let dutch = try XCTUnwrap(SpellingDictionary.forLanguage("nl"), "no Dutch dictionary: run `make deps`")
        XCTAssertTrue(dutch.isMixedWithEnglish && dutch.contains("Delete"))
        try writeApp(showing: "ProfileView", """
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name")
                        Text("Settings")
                        Text("Delete")
                    }
                }
            }
            """)
        try write("nl.lproj/Localizable.strings", "\"Row\" = \"Rij\";\n")
        XCTAssertEqual(try missingKeySeverities("de"), ["Name": "info", "Settings": "warning", "Delete": "warning"])
        XCTAssertEqual(try missingKeySeverities("nl")["Delete"], "warning")
    }

    /// A view under `#if DEBUG` is only in the developer's debug builds, never in the app users install, so
    /// users never see its text: a note. The same text outside the block is shown: a warning, and so is one under
    /// another condition (`#if BETA`), which a build users install may have. A `Text(` right after the `#if` line is
    /// a lookup like any other (the condition's name before it declares nothing).
    func testATextUnderIfDebugIsANote() throws {
        func severity(_ content: String) throws -> String? {
            // (Not named for debugging: a type whose name says Debug is a debug screen whatever its code says.)
            try writeApp(showing: "ProfileView", """
                struct ProfileView: View {
                    var body: some View {
                        VStack {
                \(content)
                        }
                    }
                }
                """)
            return try missingKeySeverities()["Debug only"]
        }
        XCTAssertEqual(try severity("#if DEBUG\nText(\"Debug only\")\n#endif"), "info")
        XCTAssertEqual(try severity("#if DEBUG\nDivider()\nText(\"Debug only\")\n#endif"), "info")
        XCTAssertEqual(try severity("Divider()\nText(\"Debug only\")"), "warning")
        XCTAssertEqual(try severity("#if BETA\nText(\"Debug only\")\n#endif"), "warning")
    }

    /// A view redacted as a placeholder (a loading skeleton) is drawn as grey blocks, so users never read its
    /// text: a note. A redaction that depends on a value shows the text the rest of the time: a warning.
    func testATextOfAViewRedactedAsAPlaceholderIsANote() throws {
        func severity(_ reason: String) throws -> String? {
            try writeApp(showing: "PriceView", """
                struct PriceView: View {
                    var loading = true
                    var body: some View {
                        VStack {
                            Text("Bitcoin price")
                        }
                        .redacted(reason: \(reason))
                    }
                }
                """)
            return try missingKeySeverities()["Bitcoin price"]
        }
        XCTAssertEqual(try severity(".placeholder"), "info")
        XCTAssertEqual(try severity("loading ? .placeholder : []"), "warning")
    }

    /// A link titled with the name its address spells ("octocat" for github.com/octocat, a `Text("MoonKit")`
    /// label of a link to …/MoonKit) shows an account's or a project's name, the same in every language: a note.
    /// "Our website" is not in its address and is read in English: a warning.
    func testALinkTitledWithTheNameItsAddressSpellsIsANote() throws {
        try writeApp(showing: "AboutView", """
            struct AboutView: View {
                var body: some View {
                    VStack {
                        Link("octocat", destination: URL(string: "https://github.com/octocat")!)
                        Link("Our website", destination: URL(string: "https://example.com")!)
                        Link(destination: URL(string: "https://github.com/x/MoonKit")!) { Text("MoonKit") }
                    }
                }
            }
            """)
        XCTAssertEqual(try missingKeySeverities(), ["octocat": "info", "Our website": "warning", "MoonKit": "info"])
    }

    /// A `Text` given to an accessibility modifier is spoken by VoiceOver and drawn nowhere, so users never
    /// see it on screen: a note. The same text drawn as a view is read: a warning.
    func testATextOnlyAnAccessibilityModifierUsesIsANote() throws {
        func severity(_ content: String) throws -> String? {
            try writeApp(showing: "AddButton", "struct AddButton: View {\n    var body: some View {\n        \(content)\n    }\n}")
            return try missingKeySeverities()["Add a task"]
        }
        XCTAssertEqual(try severity("Image(systemName: \"plus\")\n            .accessibilityLabel(Text(\"Add a task\"))"), "info")
        // The modifier's own key: a literal is a `LocalizedStringKey` (survibe's `.accessibilityLabel("Finish practice")`).
        XCTAssertEqual(try severity("Image(systemName: \"plus\")\n            .accessibilityHint(\"Add a task\")"), "info")
        XCTAssertEqual(try severity("Text(\"Add a task\")"), "warning")
    }

    /// On iOS a confirmation dialog leaves its title out unless `titleVisibility: .visible` asks for it: users
    /// read its buttons alone and never see "Sort by", a note; with the title made visible it is read, a warning.
    func testAConfirmationDialogsHiddenTitleIsANote() throws {
        func severity(_ visibility: String) throws -> String? {
            try writeApp(showing: "SortView", """
                struct SortView: View {
                    @State private var show = false
                    var body: some View {
                        Button("Row") { show = true }
                            .confirmationDialog("Sort by", isPresented: $show\(visibility)) {
                                Button("Row") {}
                            }
                    }
                }
                """)
            return try missingKeySeverities()["Sort by"]
        }
        XCTAssertEqual(try severity(""), "info")
        XCTAssertEqual(try severity(", titleVisibility: .visible"), "warning")
    }

    /// A swipe action of a list's row draws its label's icon alone, so users never see the title "Remove": a
    /// note. With `.labelStyle(.titleAndIcon)` the title is drawn beside the icon and read: a warning.
    func testASwipeActionsLabelTitleIsANote() throws {
        func severity(_ style: String) throws -> String? {
            try writeApp(showing: "TaskList", """
                struct TaskList: View {
                    var body: some View {
                        List {
                            Text("Row")
                                .swipeActions {
                                    Button(role: .destructive) {} label: { Label("Remove", systemImage: "trash")\(style) }
                                }
                        }
                    }
                }
                """)
            return try missingKeySeverities()["Remove"]
        }
        XCTAssertEqual(try severity(""), "info")
        XCTAssertEqual(try severity(".labelStyle(.titleAndIcon)"), "warning")
    }

    /// A local notification's title is shown in its banner as written: in an app translated into German (a
    /// German table, other texts looked up), German users read "Payment due" in English. The same assignment to
    /// the title of an object that is no notification content shows nothing and is not reported; nor is the
    /// notification of a whole app that never asks the user to allow notifications (iOS delivers none).
    func testALocalNotificationsLiteralTitleIsHardCoded() throws {
        func hardCoded(_ type: String) throws -> [String] {
            try write("Reminders.swift", """
                import UIKit
                import UserNotifications

                final class Reminders {
                    func schedule() {
                        let greeting = NSLocalizedString("welcome", comment: "")
                        let content = \(type)()
                        content.title = "Payment due"
                        content.body = greeting
                    }
                }
                """)
            return try findings().filter { ($0["rule"] as? String) == "hard-coded-text" }.compactMap { $0["message"] as? String }
        }
        try write("en.lproj/Localizable.strings", "\"welcome\" = \"Welcome\";\n")
        try write("de.lproj/Localizable.strings", "\"welcome\" = \"Willkommen\";\n")
        XCTAssertEqual(try hardCoded("UNMutableNotificationContent"),
                       ["\"Payment due\" is put on screen as written, not looked up: users of de read it untranslated"])
        XCTAssertEqual(try hardCoded("ReminderDraft"), [])
        func appDelegate(_ launch: String) throws {
            try write("AppDelegate.swift", """
                import UIKit
                import UserNotifications

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        \(launch)
                        return true
                    }
                }
                """)
        }
        try appDelegate("Reminders().schedule()")
        XCTAssertEqual(try hardCoded("UNMutableNotificationContent"), [], "the whole app, which never asks to notify")
        try appDelegate("UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in Reminders().schedule() }")
        XCTAssertEqual(try hardCoded("UNMutableNotificationContent"),
                       ["\"Payment due\" is put on screen as written, not looked up: users of de read it untranslated"])
    }

    /// VoiceOver reads an element's accessibility label and hint out as written: German users of an app translated into
    /// German hear "Tap to find out more" in English; nothing on screen shows it, so it is a note. An identifier for UI
    /// tests is no text anyone hears.
    func testAnAccessibilityHintSetAsWrittenIsHeardUntranslated() throws {
        try write("Donate.swift", """
            import UIKit

            final class DonateButton: UIButton {
                func setUp() {
                    setTitle(NSLocalizedString("donate", comment: ""), for: .normal)
                    self.accessibilityHint = "Tap to find out more"
                    self.accessibilityIdentifier = "Donate button"
                }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"donate\" = \"Donate\";\n")
        try write("de.lproj/Localizable.strings", "\"donate\" = \"Spenden\";\n")
        let spoken = try findings().filter { ($0["rule"] as? String) == "hard-coded-text" }
        XCTAssertEqual(spoken.compactMap { $0["message"] as? String },
                       ["\"Tap to find out more\" is read out by VoiceOver as written, not looked up: users of de hear it untranslated (nothing shows it on screen)"])
        XCTAssertEqual(spoken.compactMap { $0["severity"] as? String }, ["info"])
    }

    /// iOS names the app by its display name wherever the Info.plist beside the `.lproj` folders gives one: its
    /// `CFBundleName` shows nowhere, so a German InfoPlist table lacking it is a note. Without a display name,
    /// German users read the English bundle name: a warning.
    func testABundleNameBesideADisplayNameIsANote() throws {
        func severity(_ displayName: String) throws -> String? {
            try write("Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
                \(displayName)</dict></plist>

                """)
            return try missingKeySeverities()["CFBundleName"]
        }
        // The name has words to translate, and German gives the app another: it is not a brand the same everywhere.
        try write("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Budget Planner\";\n\"CFBundleDisplayName\" = \"Budget Planner\";\n")
        try write("de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Haushaltsplaner\";\n")
        XCTAssertEqual(try severity("<key>CFBundleDisplayName</key><string>Budget Planner</string>\n"), "info")
        XCTAssertEqual(try severity(""), "warning")
    }

    /// A String Catalog whose source language is German, keyed by an English text that no localization
    /// gives another value ("Rate the App"): English users read the key, already in their words, a note. A key
    /// in German words ("Einstellungen öffnen") is read in German by English users: a warning.
    func testACatalogKeyInTheWordsOfALanguageItsCatalogLacksIsANote() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("en"), "no English dictionary: run `make deps`")
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("de"), "no German dictionary: run `make deps`")
        // "Fertig" makes English one of the catalog's languages.
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"de","version":"1.0","strings":{
            "Rate the App":{},
            "Einstellungen öffnen":{},
            "Fertig":{"localizations":{"de":\(Self.unit("Fertig")),"en":\(Self.unit("Done"))}}}}
            """)
        XCTAssertEqual(try missingKeySeverities("en"), ["Rate the App": "info", "Einstellungen öffnen": "warning"])
    }

    /// Naqa's English String Catalog keys its screens by their Arabic texts and gives them English values
    /// (`Text("مصدر البيانات")`, "Data Source"), with no Arabic entries: Arabic users read the key, a note. A key that
    /// is an identifier ("settings.title") shows as such: a warning.
    func testACatalogKeyWrittenInTheLanguageItLacksIsANote() throws {
        try write("Settings.swift", """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    List { Text("مصدر البيانات"); Text("settings.title"); Text("تم") }
                }
            }

            """)
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "مصدر البيانات":{"localizations":{"en":\(Self.unit("Data Source"))}},
            "settings.title":{"localizations":{"en":\(Self.unit("Settings"))}},
            "تم":{"localizations":{"en":\(Self.unit("Done")),"ar":\(Self.unit("تم"))}}}}
            """)
        XCTAssertEqual(try missingKeySeverities("ar"), ["مصدر البيانات": "info", "settings.title": "warning"])
    }

    /// KawinKucing gives its window's content `.environment(\.locale, .init(identifier: "id"))`: SwiftUI's
    /// `Text` reads the Indonesian table for everyone, so German lacking "Kucing" is a note; a key
    /// `NSLocalizedString` reads follows the device's language and stays a warning. Agile-task's locale is a
    /// property that returns "en" or "uk": French lacking a `Text` key is a note, Ukrainian lacking it a warning;
    /// with another window that follows the device's language, a warning again.
    func testALocaleTheAppForcesOnItsSwiftUIViewsHidesOtherLanguages() throws {
        try write("App.swift", """
            import SwiftUI
            @main struct KawinApp: App {
                var body: some Scene {
                    WindowGroup {
                        Home()
                            .environment(\\.locale, .init(identifier: "id"))
                    }
                }
            }
            struct Home: View {
                var body: some View {
                    VStack { Text("Kucing"); Text(NSLocalizedString("Adopt", comment: "")) }
                }
            }
            """)
        try write("id.lproj/Localizable.strings", "\"Kucing\" = \"Kucing\";\n\"Adopt\" = \"Adopsi\";\n")
        try write("de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n")
        XCTAssertEqual(try missingKeySeverities("de"), ["Kucing": "info", "Adopt": "warning"])
        try write("App.swift", """
            import SwiftUI
            @main struct AgileApp: App {
                @State var language = AppLanguage.english
                var body: some Scene {
                    WindowGroup {
                        Home().environment(\\.locale, Locale(identifier: language.identifier))
                    }
                }
            }
            enum AppLanguage {
                case english, ukrainian
                var identifier: String {
                    switch self {
                    case .english: return "en"
                    case .ukrainian: return "uk"
                    }
                }
            }
            struct Home: View {
                var body: some View { Text("Tasks settings") }
            }
            """)
        for folder in ["id.lproj", "de.lproj"] { try FileManager.default.removeItem(at: project.appendingPathComponent(folder)) }
        try write("en.lproj/Localizable.strings", "\"Tasks settings\" = \"Tasks settings\";\n")
        try write("fr.lproj/Localizable.strings", "\"Other\" = \"Autre\";\n")
        try write("uk.lproj/Localizable.strings", "\"Other\" = \"Інше\";\n")
        XCTAssertEqual(try missingKeySeverities("fr"), ["Tasks settings": "info"])
        XCTAssertEqual(try missingKeySeverities("uk"), ["Tasks settings": "warning"])
        // Another app of the sources whose window follows the device (ProProthese's iPhone app beside its watch app).
        try write("Phone.swift", "import SwiftUI\nstruct PhoneApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n")
        XCTAssertEqual(try missingKeySeverities("fr"), ["Tasks settings": "warning"])
    }

    /// Meshtastic's German folder holds no table (its texts come from `Localizable.xcstrings`), yet its users read
    /// the app in German: a permission prompt no German InfoPlist table translates is asked in English.
    func testAPromptOfALanguageOnlyACatalogTranslatesIsMissing() throws {
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>The camera scans a channel's code.</string></dict></plist>
            """)
        try write("de.lproj/AppIntentVocabulary.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"de":\(Self.unit("Fertig"))}}}}
            """)
        try write("Scan.swift", "import AVFoundation\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n")
        XCTAssertEqual(try missingKeySeverities("de")["NSCameraUsageDescription"], "warning")
    }

    /// An Info.plist String Catalog (LANreader's action extension) with a display name: iOS shows the display name,
    /// never the bundle name, and an iPhone app's copyright line nowhere, so German lacking either is a note. A
    /// permission prompt German lacks stays a warning.
    func testInfoPlistCatalogKeysIOSNeverShowsAreNotes() throws {
        try write("Action/InfoPlist.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "CFBundleDisplayName":{"localizations":{"en":\(Self.unit("Upload to Library")),"de":\(Self.unit("In die Bibliothek laden"))}},
            "CFBundleName":{"extractionState":"extracted_with_value","localizations":{"en":\(Self.unit("Action"))}},
            "NSHumanReadableCopyright":{"extractionState":"extracted_with_value","localizations":{"en":\(Self.unit("Copyright © 2023 Someone."))}},
            "NSPhotoLibraryUsageDescription":{"extractionState":"extracted_with_value","localizations":{"en":\(Self.unit("Pick the images to upload."))}}}}
            """)
        let severities = try missingKeySeverities("de")
        XCTAssertEqual(severities["CFBundleName"], "info")
        XCTAssertEqual(severities["NSHumanReadableCopyright"], "info")
        XCTAssertEqual(severities["NSPhotoLibraryUsageDescription"], "warning")
    }

    /// A String Catalog's key that is the app's display name, as its target's build settings give the generated
    /// Info.plist ("Prayer Tracker"), or its product's name (`PRODUCT_NAME`, the bundle name: Shabbat Candles'), reads the
    /// same in every language: a note where Turkish lacks it; so does the name of its maker, as the project gives it
    /// (`ORGANIZATIONNAME`: Beacon's "Impervious"). Another text of the catalog Turkish lacks stays a warning.
    func testACatalogKeyThatNamesTheAppIsANote() throws {
        try write("Prayer.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; attributes = {LastUpgradeCheck = 1500; ORGANIZATIONNAME = "Avocado Apps"; }; developmentRegion = en; knownRegions = (en, tr, Base, ); mainGroup = G0; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = PrayerApp; productType = "com.apple.product-type.application"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Prayer Tracker"; PRODUCT_NAME = "Qibla Finder"; }; name = Release; };
            \t};
            \trootObject = P0;
            }

            """)
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "Prayer Tracker":{},
            "Qibla Finder":{},
            "Avocado Apps":{},
            "Next prayer":{},
            "Done":{"localizations":{"tr":\(Self.unit("Tamam"))}}}}
            """)
        XCTAssertEqual(try missingKeySeverities("tr"), ["Prayer Tracker": "info", "Qibla Finder": "info", "Avocado Apps": "info", "Next prayer": "warning"])
    }

    /// A String Catalog's key already written in the language is what its users read without a translation, as a
    /// table's is: a word French's dictionary holds as its own ("Modifier") and a Japanese text in kana are notes
    /// where French and Japanese lack them; an English text stays a warning.
    func testACatalogKeyAlreadyInTheLanguageIsANote() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("en"), "no English dictionary: run `make deps`")
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("fr"), "no French dictionary: run `make deps`")
        try write("Localizable.xcstrings", """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "Modifier":{},
            "画像を保存しました。":{},
            "Shuffle the options":{},
            "Done":{"localizations":{"fr":\(Self.unit("Terminé")),"ja":\(Self.unit("完了"))}}}}
            """)
        XCTAssertEqual(try missingKeySeverities("fr"), ["Modifier": "info", "画像を保存しました。": "warning", "Shuffle the options": "warning"])
        XCTAssertEqual(try missingKeySeverities("ja")["画像を保存しました。"], "info")
        XCTAssertEqual(try missingKeySeverities("ja")["Shuffle the options"], "warning")
    }

    /// A table is read only by the code of the targets that copy it: the app's German table lacks "Debug menu",
    /// which the app looks up only under `#if DEBUG` (a note), though its widget, whose bundle has no German table,
    /// looks it up in live code; and "Widget title" of the app's English table, which only the widget looks up.
    func testOnlyTheCodeOfTheTargetsThatCopyATableReadsIt() throws {
        try write("App/App.swift", """
            import SwiftUI
            @main struct DemoApp: App {
                var body: some Scene { WindowGroup { Text("Hello")
                    #if DEBUG
                    Text("Debug menu")
                    #endif
                } }
            }
            """)
        try write("App/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
        try write("Widget/Widget.swift", """
            import SwiftUI
            import WidgetKit
            @main struct DemoWidgets: WidgetBundle { var body: some Widget { DemoWidget() } }
            struct DemoWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "demo", provider: DemoProvider()) { _ in DemoWidgetView() } }
            }
            struct DemoWidgetView: View { var body: some View { Text("Debug menu"); Text("Widget title") } }
            """)
        try write("App/en.lproj/Localizable.strings", "\"Hello\" = \"Hello\";\n\"Widget title\" = \"Widget title\";\n")
        try writeAppAndExtensionProject(appLanguages: ["de", "en"], extension: "DemoWidget", extensionLanguages: [])
        XCTAssertEqual(try missingKeySeverities("de"), ["Debug menu": "info", "Widget title": "info"])
        XCTAssertTrue(try findings().contains { ($0["message"] as? String)?.contains("only the code of DemoWidget looks the key up, which does not copy this table") == true })
        // The widget itself copies no Localizable table at all: German users read it in English beside the German app.
        let widget = try findings().filter { ($0["rule"] as? String) == "missing-table" }
        XCTAssertEqual(widget.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["severity"] ?? "") \($0["message"] ?? "")" }, [
            "Widget/Widget.swift:7 warning DemoWidget (an extension, a bundle of its own) looks up 2 strings in a Localizable table (\"Debug menu\", "
                + "\"Widget title\") but copies no Localizable table in any language, so users of de, which the app speaks, see them in the development language",
        ])
    }

    /// A framework's code reads the main bundle of the app that embeds the framework: `NSLocalizedString("Reload", …)` in
    /// ghostery's `Shared` framework finds the app's tables, whose German one lacks it (German users read "Reload"). A
    /// table the app copies in no `.lproj` folder (its `Brand.strings`) answers every language: nothing is missing there.
    func testAFrameworksLookupsReadTheTablesOfTheAppThatEmbedsIt() throws {
        try write("App/App.swift", "import SwiftUI\n@main struct BrowserApp: App { var body: some Scene { WindowGroup { Text(\"Hello\"); Text(Strings.reload); Text(Strings.brand) } } }\n")
        try write("App/en.lproj/Localizable.strings", "\"Hello\" = \"Hello\";\n\"Reload\" = \"Reload\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
        try write("App/Brand.strings", "\"website\" = \"https://example.com\";\n\"name\" = \"Example Browser\";\n")
        try write("Shared/Strings.swift", """
            import Foundation
            public enum Strings {
                public static let reload = NSLocalizedString("Reload", comment: "")
                public static let brand = NSLocalizedString("name", tableName: "Brand", comment: "")
            }
            """)
        let objects = [
            "\t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = G0; targets = (T1, T2, ); };",
            "\t\tG0 = {isa = PBXGroup; children = (GA, GS, PR2, ); sourceTree = \"<group>\"; };",
            "\t\tGA = {isa = PBXGroup; children = (S1, V1, R1, ); path = App; sourceTree = \"<group>\"; };",
            "\t\tGS = {isa = PBXGroup; children = (S2, ); path = Shared; sourceTree = \"<group>\"; };",
            "\t\tS1 = {isa = PBXFileReference; path = App.swift; sourceTree = \"<group>\"; };",
            "\t\tS2 = {isa = PBXFileReference; path = Strings.swift; sourceTree = \"<group>\"; };",
            "\t\tR1 = {isa = PBXFileReference; path = Brand.strings; sourceTree = \"<group>\"; };",
            "\t\tV1 = {isa = PBXVariantGroup; children = (L1, L2, ); name = Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tPR2 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };",
            "\t\tT1 = {isa = PBXNativeTarget; buildPhases = (SP1, RP1, CF1, ); name = Browser; productType = \"com.apple.product-type.application\"; };",
            "\t\tT2 = {isa = PBXNativeTarget; buildPhases = (SP2, ); name = Shared; productReference = PR2; productType = \"com.apple.product-type.framework\"; };",
            "\t\tSP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
            "\t\tRP1 = {isa = PBXResourcesBuildPhase; files = (BV1, BR1, ); };",
            "\t\tCF1 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (BF1, ); name = \"Embed Frameworks\"; };",
            "\t\tSP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
            "\t\tB1 = {isa = PBXBuildFile; fileRef = S1; };",
            "\t\tB2 = {isa = PBXBuildFile; fileRef = S2; };",
            "\t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };",
            "\t\tBR1 = {isa = PBXBuildFile; fileRef = R1; };",
            "\t\tBF1 = {isa = PBXBuildFile; fileRef = PR2; };",
        ]
        try write("Demo.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
                  + objects.joined(separator: "\n") + "\n\t};\n\trootObject = P0;\n}\n")
        let reported = try findings().filter { ["missing-key", "missing-table"].contains($0["rule"] as? String) && ($0["severity"] as? String) != "info" }
        XCTAssertEqual(reported.map { "\($0["rule"] ?? "") \($0["language"] ?? "") \($0["key"] ?? "")" }, ["missing-key de Reload"])
    }

    /// FreeAPS keeps the pump libraries it embeds in its tree (`Dependencies/Kit/Kit.xcodeproj`, whose `Kit.framework` the app
    /// embeds): their frameworks' tables
    /// are read in the language iOS runs the app in, so a Japanese table of a framework in an app without Japanese is never
    /// shown (a note), and the library's own app and command-line tool, which its developers build, ship nothing (their
    /// tables are not checked). The app's folder reference of scripts is copied as a subfolder: the `ja.lproj` in it is no
    /// language of the app's.
    func testTheLibrariesAnAppKeepsInItsTreeAreReadInItsLanguages() throws {
        try write("App/App.swift", "import SwiftUI\n@main struct PumpApp: App { var body: some Scene { WindowGroup { Text(\"Hello\") } } }\n")
        try write("App/en.lproj/Localizable.strings", "\"Hello\" = \"Hello\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
        try write("App/javascript/bolus.js", "function bolus() { return 1; }\n")
        try write("App/javascript/ja.lproj/help.html", "<p>ヘルプ</p>\n")
        func project(_ objects: [String]) -> String {
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n" + objects.joined(separator: "\n") + "\n\t};\n\trootObject = P0;\n}\n"
        }
        try write("Pump.xcodeproj/project.pbxproj", project([
            "\t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = G0; targets = (T1, ); };",
            "\t\tG0 = {isa = PBXGroup; children = (GA, ); sourceTree = \"<group>\"; };",
            "\t\tGA = {isa = PBXGroup; children = (S1, V1, J1, ); path = App; sourceTree = \"<group>\"; };",
            "\t\tS1 = {isa = PBXFileReference; path = App.swift; sourceTree = \"<group>\"; };",
            "\t\tJ1 = {isa = PBXFileReference; lastKnownFileType = folder; path = javascript; sourceTree = \"<group>\"; };",
            "\t\tV1 = {isa = PBXVariantGroup; children = (L1, L2, ); name = Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tT1 = {isa = PBXNativeTarget; buildPhases = (SP1, RP1, CF1, ); name = Pump; productType = \"com.apple.product-type.application\"; };",
            "\t\tKF = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };",
            "\t\tCF1 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (BF1, ); name = \"Embed Frameworks\"; };",
            "\t\tBF1 = {isa = PBXBuildFile; fileRef = KF; };",
            "\t\tSP1 = {isa = PBXSourcesBuildPhase; files = (BS1, ); };",
            "\t\tBS1 = {isa = PBXBuildFile; fileRef = S1; };",
            "\t\tRP1 = {isa = PBXResourcesBuildPhase; files = (BR1, BR2, ); };",
            "\t\tBR1 = {isa = PBXBuildFile; fileRef = V1; };",
            "\t\tBR2 = {isa = PBXBuildFile; fileRef = J1; };",
        ]))
        // The library: a framework, its example app and a packet parser, each copying a table of its own in ja and en.
        for folder in ["Kit", "KitApp", "Parser"] {
            try write("Dependencies/Kit/\(folder)/en.lproj/Localizable.strings", "\"Basal\" = \"Basal\";\n\"Bolus\" = \"Bolus\";\n")
            // (A semicolon left out: a syntax error iOS would stop reading at, were the table read.)
            try write("Dependencies/Kit/\(folder)/ja.lproj/Localizable.strings", "\"Basal\" = \"基礎\"\n\"Bolus\" = \"ボーラス\";\n")
        }
        var objects = [
            "\t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, ja, ); mainGroup = G0; targets = (T1, T2, T3, ); };",
            "\t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, ); sourceTree = \"<group>\"; };",
        ]
        for (n, (folder, type)) in [("Kit", "framework"), ("KitApp", "application"), ("Parser", "tool")].enumerated() {
            let i = n + 1
            objects += [
                "\t\tG\(i) = {isa = PBXGroup; children = (V\(i), ); path = \(folder); sourceTree = \"<group>\"; };",
                "\t\tV\(i) = {isa = PBXVariantGroup; children = (E\(i), J\(i), ); name = Localizable.strings; sourceTree = \"<group>\"; };",
                "\t\tE\(i) = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
                "\t\tJ\(i) = {isa = PBXFileReference; name = ja; path = ja.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
                "\t\tT\(i) = {isa = PBXNativeTarget; buildPhases = (RP\(i), ); name = \(folder); productReference = PR\(i); productType = \"com.apple.product-type.\(type)\"; };",
                "\t\tPR\(i) = {isa = PBXFileReference; path = \(folder)\(type == "framework" ? ".framework" : type == "application" ? ".app" : ""); sourceTree = BUILT_PRODUCTS_DIR; };",
                "\t\tRP\(i) = {isa = PBXResourcesBuildPhase; files = (BR\(i), ); };",
                "\t\tBR\(i) = {isa = PBXBuildFile; fileRef = V\(i); };",
            ]
        }
        try write("Dependencies/Kit/Kit.xcodeproj/project.pbxproj", project(objects))
        let japanese = try findings().filter { ($0["language"] as? String) == "ja" }
        XCTAssertEqual(Set(japanese.map { "\($0["file"] ?? "") \($0["severity"] ?? "")" }), ["Dependencies/Kit/Kit/ja.lproj/Localizable.strings info"])
        let syntax = japanese.first { ($0["rule"] as? String) == "syntax-error" }
        XCTAssertTrue((syntax?["message"] as? String)?.contains("iOS never shows this framework's ja texts") == true, "\(japanese)")
    }

    /// A framework of the app's own project that the app embeds is the app (Zap's `Library` holds every screen and the
    /// tables of all its languages, beside the code that looks them up, outside the folder of the app's start): its
    /// French table's English sentence is untranslated, a warning, not the text of a library copied into the app.
    func testAnEmbeddedFrameworksTablesAreTheApps() throws {
        try write("App/AppDelegate.swift", """
            import UIKit
            import Library
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidFinishLaunching(_ application: UIApplication) { window?.rootViewController = WalletViewController() }
            }
            """)
        try write("Library/Wallet.swift", """
            import UIKit
            public final class WalletViewController: UIViewController {
                public override func viewDidLoad() { title = NSLocalizedString("wallet", comment: ""); banner.text = NSLocalizedString("no.channel", comment: "") }
                let banner = UILabel()
            }
            """)
        try write("Library/en.lproj/Localizable.strings", "\"wallet\" = \"Wallet\";\n\"no.channel\" = \"You can't pay on the network yet.\";\n")
        try write("Library/fr.lproj/Localizable.strings", "\"wallet\" = \"Portefeuille\";\n\"no.channel\" = \"You can't pay on the network yet.\";\n")
        let objects = [
            "\t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, ); mainGroup = G0; targets = (T1, T2, ); };",
            "\t\tG0 = {isa = PBXGroup; children = (GA, GL, PR2, ); sourceTree = \"<group>\"; };",
            "\t\tGA = {isa = PBXGroup; children = (S1, ); path = App; sourceTree = \"<group>\"; };",
            "\t\tGL = {isa = PBXGroup; children = (S2, V1, ); path = Library; sourceTree = \"<group>\"; };",
            "\t\tS1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = \"<group>\"; };",
            "\t\tS2 = {isa = PBXFileReference; path = Wallet.swift; sourceTree = \"<group>\"; };",
            "\t\tV1 = {isa = PBXVariantGroup; children = (L1, L2, ); name = Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tL2 = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = \"<group>\"; };",
            "\t\tPR2 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Library.framework; sourceTree = BUILT_PRODUCTS_DIR; };",
            "\t\tT1 = {isa = PBXNativeTarget; buildPhases = (SP1, CF1, ); name = Wallet; productType = \"com.apple.product-type.application\"; };",
            "\t\tT2 = {isa = PBXNativeTarget; buildPhases = (SP2, RP2, ); name = Library; productReference = PR2; productType = \"com.apple.product-type.framework\"; };",
            "\t\tSP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
            "\t\tCF1 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (BF1, ); name = \"Embed Frameworks\"; };",
            "\t\tSP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
            "\t\tRP2 = {isa = PBXResourcesBuildPhase; files = (BV1, ); };",
            "\t\tB1 = {isa = PBXBuildFile; fileRef = S1; };",
            "\t\tB2 = {isa = PBXBuildFile; fileRef = S2; };",
            "\t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };",
            "\t\tBF1 = {isa = PBXBuildFile; fileRef = PR2; };",
        ]
        try write("Wallet.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
                  + objects.joined(separator: "\n") + "\n\t};\n\trootObject = P0;\n}\n")
        let untranslated = try findings().filter { ($0["rule"] as? String) == "untranslated" }
        XCTAssertEqual(untranslated.map { "\($0["language"] ?? "") \($0["key"] ?? "") \($0["severity"] ?? "")" }, ["fr no.channel warning"])
    }

    /// An extension that copies its own table in some of the app's languages and not others (Firefox Focus's widget, in
    /// 58 of the app's 85) shows its texts in the development language to the others' users: one finding names them.
    func testAnExtensionWithoutTheTableOfALanguageTheAppSpeaks() throws {
        try write("App/App.swift", "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"Hello\") } } }\n")
        try write("App/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
        try write("App/fr.lproj/Localizable.strings", "\"Hello\" = \"Bonjour\";\n")
        try write("Widget/Widget.swift", """
            import SwiftUI
            import WidgetKit
            @main struct SearchWidgets: WidgetBundle { var body: some Widget { SearchWidget() } }
            struct SearchWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "search", provider: SearchProvider()) { _ in SearchView() } }
            }
            struct SearchView: View { var body: some View { Text("Search"); Text("%@") } }
            """)
        try write("Widget/fr.lproj/Localizable.strings", "\"Search\" = \"Rechercher\";\n")
        try writeAppAndExtensionProject(appLanguages: ["de", "fr"], extension: "SearchWidget", extensionLanguages: ["fr"])
        let widget = try findings().filter { ($0["rule"] as? String) == "missing-table" }
        XCTAssertEqual(widget.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["language"] ?? "") \($0["message"] ?? "")" }, [
            "Widget/Widget.swift:7  SearchWidget (an extension, a bundle of its own) looks up 1 string in a Localizable table (\"Search\") but copies no "
                + "Localizable table of de, which the app speaks, so their users see them in the development language",
        ], "the wordless %@ reads the same in every language")
    }

    /// An extension whose String Catalog translates into English reads it for the app's regional English (en-IN) too:
    /// iOS falls back from the region to its language (VoiceMemo's Live Activity). German, which the catalog lacks, is
    /// still missing.
    func testAnExtensionsCatalogInTheLanguageServesItsRegionalVariants() throws {
        try write("App/App.swift", "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"Hello\") } } }\n")
        for (language, hello) in [("en", "Hello"), ("en-IN", "Hello"), ("de", "Hallo")] {
            try write("App/\(language).lproj/Localizable.strings", "\"Hello\" = \"\(hello)\";\n")
        }
        try write("Widget/Widget.swift", """
            import SwiftUI
            import WidgetKit
            @main struct SearchWidgets: WidgetBundle { var body: some Widget { SearchWidget() } }
            struct SearchWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "search", provider: SearchProvider()) { _ in SearchView() } }
            }
            struct SearchView: View { var body: some View { Text("録音中") } }
            """)
        try write("Widget/Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"録音中": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Recording"}},
              "ja": {"stringUnit": {"state": "translated", "value": "録音中"}}}}}}
            """)
        try writeAppAndExtensionProject(appLanguages: ["en", "en-IN", "de"], extension: "SearchWidget", extensionLanguages: [], extensionCatalog: true)
        let widget = try findings().filter { ($0["rule"] as? String) == "missing-table" }
        XCTAssertEqual(widget.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["message"] ?? "")" }, [
            "Widget/Widget.swift:7 SearchWidget (an extension, a bundle of its own) looks up 1 string in a Localizable table (\"録音中\") but copies no "
                + "Localizable table of de, which the app speaks, so their users see them in the development language",
        ])
    }

    /// A code table's entry that the French translator kept as the base text (German translates it) is
    /// untranslated, a warning, unless it is the app's name: "Decision Maker" in an app its Info.plist calls DecisionMaker.
    func testAnUntranslatedEntryThatNamesTheAppIsANote() throws {
        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>DecisionMaker</string></dict></plist>
            """)
        try write("App.swift", """
            import SwiftUI
            @main struct DecisionApp: App {
                var body: some Scene { WindowGroup { Text(NSLocalizedString("app.title", comment: "")); Text(NSLocalizedString("decide", comment: ""));
                    Text(NSLocalizedString("undo", comment: "")) } }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"app.title\" = \"Decision Maker\";\n\"decide\" = \"Shuffle the options\";\n\"undo\" = \"Undo\";\n")
        try write("fr.lproj/Localizable.strings", "\"app.title\" = \"Decision Maker\";\n\"decide\" = \"Shuffle the options\";\n\"undo\" = \"Annuler\";\n")
        try write("de.lproj/Localizable.strings", "\"app.title\" = \"Entscheider\";\n\"decide\" = \"Entscheide für mich\";\n\"undo\" = \"Widerrufen\";\n")
        let untranslated = try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["language"] as? String) == "fr" }
        let severities = Dictionary(untranslated.map { (($0["key"] as? String) ?? "", ($0["severity"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(severities, ["app.title": "info", "decide": "warning"])
    }

    /// A text every language keeps and none translates is a name kept on purpose ("Lightning", a warning nowhere);
    /// a sentence kept so (Zap's "You can't transact on the network yet.") is one no translator has come to yet: untranslated.
    func testASentenceEveryLanguageKeepsIsStillUntranslated() throws {
        try write("App.swift", """
            import SwiftUI
            @main struct WalletApp: App {
                var body: some Scene { WindowGroup { Text(NSLocalizedString("network", comment: "")); Text(NSLocalizedString("banner", comment: ""));
                    Text(NSLocalizedString("send", comment: "")) } }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"network\" = \"Lightning\";\n\"banner\" = \"You can't transact on the network yet.\";\n\"send\" = \"Send\";\n")
        for (language, send) in [("fr", "Envoyer"), ("de", "Senden")] {
            try write("\(language).lproj/Localizable.strings", "\"network\" = \"Lightning\";\n\"banner\" = \"You can't transact on the network yet.\";\n\"send\" = \"\(send)\";\n")
        }
        let untranslated = try findings().filter { ($0["rule"] as? String) == "untranslated" && ($0["severity"] as? String) != "info" }
        XCTAssertEqual(untranslated.map { "\($0["language"] ?? "") \($0["key"] ?? "")" }.sorted(), ["de banner", "fr banner"])
    }

    /// An app developed in English whose one other language is Indonesian, with a text in no English words
    /// ("Perbarui", a form the Indonesian dictionary lacks): the developer wrote it in Indonesian, which
    /// Indonesian users read as written, a note. With French as a second other language, nothing says which
    /// language it is in, and both keep a warning.
    func testATextInNoEnglishWordsIsInTheAppsOneOtherLanguage() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("en"), "no English dictionary: run `make deps`")
        try write("App.swift", """
            import SwiftUI

            @main
            struct TankApp: App {
                var body: some Scene { WindowGroup { UpdateView() } }
            }

            struct UpdateView: View {
                var body: some View {
                    VStack {
                        Text("Save")
                        Text("Perbarui")
                    }
                }
            }
            """)
        try write("en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
        try write("id.lproj/Localizable.strings", "\"Save\" = \"Simpan\";\n")
        XCTAssertEqual(try missingKeySeverities("id"), ["Perbarui": "info"])
        try write("fr.lproj/Localizable.strings", "\"Save\" = \"Enregistrer\";\n")
        XCTAssertEqual(try missingKeySeverities("id"), ["Perbarui": "warning"])
        XCTAssertEqual(try missingKeySeverities("fr"), ["Perbarui": "warning"])
    }

    /// A type nothing names is dead with its code, even in a file that also declares types code uses: the calendar
    /// alert's texts of an enum beside the one the app shows never reach a user (a note), the used one's do.
    func testALookupInATypeNothingNamesIsANoteWhateverItsFileDeclares() throws {
        try write("App.swift", """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene { WindowGroup { Text(NotificationsAlert.title) } }
            }
            """)
        try write("Constants.swift", """
            import Foundation

            enum NotificationsAlert {
                static let title = NSLocalizedString("Allow notifications", comment: "")
            }

            enum CalendarAlert {
                static let title = NSLocalizedString("Allow calendar access", comment: "")
            }
            """)
        try write("de.lproj/Localizable.strings", "\"Row\" = \"Zeile\";\n")
        XCTAssertEqual(try missingKeySeverities(), ["Allow notifications": "warning", "Allow calendar access": "info"])
    }

    /// A source in an `.lproj` folder is a source the project may compile (a variant group's
    /// `en.lproj/Greeting.m`): a stale copy of the same name elsewhere, which no target lists, is not read for it.
    func testALocalizedSourceIsTheOneTheProjectCompiles() throws {
        try write("Demo.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		B1 /* Greeting.m in Sources */ = {isa = PBXBuildFile; fileRef = V1 /* Greeting.m */; };
            		B2 /* App.m in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* App.m */; };
            		B3 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V2 /* Localizable.strings */; };
            		F3 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            		F4 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B3); };
            		V2 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F3, F4); name = Localizable.strings; sourceTree = "<group>"; };
            		F1 /* en */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; name = en; path = en.lproj/Greeting.m; sourceTree = "<group>"; };
            		F2 /* App.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = App.m; sourceTree = "<group>"; };
            		G1 = {isa = PBXGroup; children = (V1, V2, F2); sourceTree = "<group>"; };
            		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de); mainGroup = G1; targets = (T1); };
            		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            		T1 /* Demo */ = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = Demo; productType = "com.apple.product-type.application"; };
            		V1 /* Greeting.m */ = {isa = PBXVariantGroup; children = (F1); name = Greeting.m; sourceTree = "<group>"; };
            	};
            	rootObject = P1;
            }
            """)
        try write("App.m", "#import <UIKit/UIKit.h>\nint main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, nil); }\n")
        try write("en.lproj/Greeting.m", "#import <UIKit/UIKit.h>\n@implementation Greeting\n- (NSString *)text { return NSLocalizedString(@\"Good morning\", nil); }\n@end\n")
        try write("Old/Greeting.m", "#import <UIKit/UIKit.h>\n@implementation Greeting\n- (NSString *)text { return NSLocalizedString(@\"Stale greeting\", nil); }\n@end\n")
        try write("en.lproj/Localizable.strings", "\"Row\" = \"Row\";\n")
        try write("de.lproj/Localizable.strings", "\"Row\" = \"Zeile\";\n")
        let keys = try missingKeySeverities()
        XCTAssertNotNil(keys["Good morning"], "\(keys)")
        XCTAssertNil(keys["Stale greeting"], "\(keys)")
    }
}
