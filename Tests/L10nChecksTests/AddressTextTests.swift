import Foundation
import XCTest
import L10nProject
@testable import L10nChecks

/// A base text that is one web or e-mail address has nothing to translate: a table that lacks it shows the
/// same text every language would. Sentences that contain an address, and words, are still texts. The same
/// holds for texts without letters and for "OK" in Latin-script languages.
final class AddressTextTests: XCTestCase {
    func testWebAndMailAddressesAreNotTranslatable() {
        for address in ["https://example.com", "http://{switch:a,b,c}.tile.org/{z}/{x}/{y}.png\n ", "www.example.org",
                        "name@example.com", "sdns://AQcAAAAAAAAA", "http://", "https://"] {
            XCTAssertTrue(VerifyPipeline.isAddress(address), address)
        }
    }

    func testTextsAroundAddressesAreTranslatable() {
        for text in ["Visit https://example.com", "Log in", "your email address", "a@b", "://", "www.", "e-mail@", "https:// or http://", "ftp://",
                     "cart.title"] {
            XCTAssertFalse(VerifyPipeline.isAddress(text), text)
        }
    }

    /// A document's text that is a host name ("aizide.lgl.lu", a link's text) is an address too; names with
    /// capitals, versions and abbreviations are not.
    func testHostNames() {
        for text in ["aizide.lgl.lu", "example.org/help", "status.example.com"] { XCTAssertTrue(VerifyPipeline.isHostName(text), text) }
        for text in ["e.g.", "v1.2", "Mr.Smith", "Node.js", "lgl.lu is down", "example", ".com"] { XCTAssertFalse(VerifyPipeline.isHostName(text), text) }
        // A site's name as its brand writes it, before a generic top-level domain; not words a full stop glues.
        for text in ["Peppermint.com", " Booking.com\n", "surespot.me"] { XCTAssertTrue(VerifyPipeline.isHostNameText(text), text) }
        for text in ["Done.Next", "Mr.Smith", "Thank.you", "Node.js", "Peppermint.Com", ".com", "Go to Peppermint.com"] {
            XCTAssertFalse(VerifyPipeline.isHostNameText(text), text)
        }
    }
    /// Digits, symbols, emoji and the sign "x" ("3 x 12") read the same in every language, a unit's symbol ("h", "5 km", the blood glucose units "mg/dL" and "mmol/L")
    /// in the Latin-script ones (not "1Y", which German writes "1J", nor a button's "E" in Arabic); "OK" (any case, or "Okay", with a "!" or ".") in the Latin-script
    /// ones, in Japanese, in Russian (its "ОК" has Cyrillic letters that look the same) and Greek, the full-width "ＯＫ" in
    /// Chinese and Japanese (Korean writes "확인", Hebrew "אישור"); so do a user name after "@", copyright lines (after a version too),
    /// Lorem ipsum filler and a service's bare name ("Facebook"), a map app's in languages of Latin letters (Korean says "Google 지도"); a word such as "Plus", or a service's name inside a
    /// sentence, is a text to translate. A language's name in itself ("English", "한국어", "简体中文") is what language menus
    /// list in every language; a longer text around one ("Deutschland") is not. Neither are a sort order's ends ("A-Z")
    /// nor a company's name with its legal form ("All About Apps GmbH"), unlike a sentence around one. Apple's products
    /// ("Apple Watch", "Touch ID") are named so everywhere; "vs" between two names is written so but in Arabic and Hebrew;
    /// "App" alone in Chinese, not in Japanese or Korean.
    /// Byte units ("0 KB") read the same in Latin-script languages, Japanese and Korean, but French writes octets ("Mo")
    /// and Finnish tavut ("Gt"). A file format's name in capitals ("GIF", "PDF") reads the same; a menu item around it
    /// ("Export PDF") is a text. One unit said twice ("%ld KB / %ld KB") is that unit; two units are letters to read.
    /// Technical abbreviations alone ("UUID", "PDOP: %.1f") read the same; English words in capitals ("DONE") do not. A Roman
    /// numeral up to 39 numbering a section ("II.", "(iv)") is a number; a size's letters ("XL", not the numeral 40) read the same
    /// as a size; a title around a numeral ("Part II") does not. The pound's and the ounce's symbols ("lbs", "oz") are
    /// those of Latin-script languages too; the foot's "ft" is not French's.
    func testTextsThatReadTheSameUntranslated() {
        for (text, language) in [("0%", "ar"), ("12:00", "de"), ("ℹ️", "he"), ("OK", "de"), ("OK", "fr"), ("https://example.com", "ja"),
                                 ("Ok", "da"), ("Okay", "it"), ("OK!", "de"), ("Ok.", "es"), ("OK", "ja"), ("OK", "ru"), ("OK!", "el"), ("@Ghada12", "ar"), ("@mail.com", "de"), ("ＯＫ", "zh-Hant"), ("© 2013-2016 The iLGL Team", "fr"),
                                 ("Copyright 2020 Example Ltd.", "de"), ("V1.0 Copyright © Hiro", "zh-Hans"), ("Lorem ipsum dolor sit amet", "ru"), ("Facebook", "de"), ("Pinterest", "zh-Hant"), (" YouTube:", "ar"),
                                 ("Google Maps", "es"), ("Apple Maps", "de"), ("x", "de"), ("3 x 12", "zh-Hans"), ("h", "it"), ("5 km", "fr"), (" ˇ ", "zh-Hant"),
                                 ("%@ dBm", "de"), ("%@ dBm", "ja"), ("5 km", "ja"), ("12pt", "ko"), ("%@ hPa", "pt-PT"), ("120 mg/dL", "de"), ("5.4 mmol/L", "fr"), ("3 mV", "da"), ("12.5 km/h", "de"), ("%@ mm/h", "tr"), ("24h BTC / USD", "de"), ("1 BTC = %.2f %@", "ja"),
                                 ("$ USD", "da"), ("€ EUR", "es"), ("English", "ko"), ("한국어", "km"), ("ខ្មែរ", "ko"), ("English (UK)", "de"), ("简体中文", "ja"),
                                 ("A-Z", "ar"), ("Z - A", "de"), ("All About Apps GmbH", "de"), ("Example Ltd.", "fr"),
                                 ("Apple Watch", "fr"), ("Touch ID", "zh-Hans"), ("%@ vs %@", "de"), ("%1$lld vs %2$lld", "ja"),
                                 ("0 KB", "ja"), ("%.0f MB", "de"), ("%d ms", "es"), ("%ld KB / %ld KB", "de"), ("%@ km – %@ km", "nl"), ("TestFlight", "fr"),
                                 ("GIF", "zh-Hans"), ("PDF", "ar"), ("Ver … © CYAN LAB", "zh-Hant"), ("Ver   © CYAN LAB", "zh-Hans"), ("Ver. %@ © Example", "ja"),
                                 ("#BLACKLIVESMATTER", "ar"), ("#SayTheirNames", "de"), ("Android", "zh-Hans"), ("Mac", "zh-Hans"), ("iOS", "ja"), ("App", "zh-Hant"), ("Google Cast", "ar"), ("AirPlay", "fr"),
                                 ("UUID", "el"), ("PDOP: %.1f, HDOP: %.1f, VDOP: %.1f, %@", "fr"), ("LP", "ru"), ("P2SH", "de"),
                                 ("II.", "tr"), ("IV.", "ar"), ("(iv)", "de"), ("XIII", "fr"), ("… bit", "de"), ("XL", "de"), ("XXL+", "ar"), ("XS", "ru"), ("lbs", "fr"), ("%d lb", "de"), ("12 oz", "es")] {
            XCTAssertNotNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
        for (text, language) in [("OK", "ko"), ("OK!", "he"), ("Ok", "ko"), ("Write to @support", "de"), ("Plus", "de"), ("Okey", "de"), ("10 Jahre", "de"), ("ＯＫ", "de"), ("See the copyright page", "fr"), ("Version 2 brings copyright tools", "de"),
                                 ("Map Data © OpenStreetMap contributors", "pl"), ("© 2024 All Rights Reserved Powered by @ Example", "ar"), ("Copyright © 2020 Example.\nAll rights reserved.\n\nData is licensed…", "uk"), ("Share on Facebook", "de"), ("Signal", "de"),
                                 ("Google Maps", "ko"), ("Apple Maps", "zh-Hans"), ("1Y", "de"), ("E", "ar"), ("5 km", "ru"), ("150 m", "zh-Hans"), ("%@ dBm", "ar"), ("6h", "ja"),
                                 ("Deutschland", "en"), ("English lessons", "de"), ("A-Zone", "de"), ("Made by Example GmbH", "de"), ("GmbH", "fr"),
                                 ("%@ vs %@", "ar"), ("%@ vs %@", "he"), ("Use Touch ID", "de"), ("Versus", "de"),
                                 ("%.0f MB", "fr"), ("%@ GB", "fi"), ("0 KB", "ru"), ("%ld KB / %ld KB", "fr"), ("%ld KB / %ld MB", "de"), ("2 h 30 m", "fr"), ("Export PDF", "de"), ("Gif", "de"), ("Very © good", "de"),
                                 ("Use #hashtags to find posts", "fr"), ("Android phones", "de"), ("EGP …", "ar"), ("ALL", "de"), ("Pay 5 USD now", "fr"), ("$ USD", "ar"),
                                 ("DONE", "de"), ("NEW", "fr"), ("PM", "ar"), ("ID", "ru"), ("UUID of the tag", "de"), ("ABCDEFG", "de"), ("AUTO", "uk"), ("ECO", "uk"), ("TOP1", "ar"),
                                 ("Iv", "de"), ("VIP", "fr"), ("Size XL", "de"), ("Part II", "de"), ("XXX", "de"), ("App", "ja"), ("App", "ko"), ("My App", "zh-Hans"), ("Stream with AirPlay", "de"), ("6 ft", "fr"), ("%d lbs", "ru")] {
            XCTAssertNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
    }

    /// A language switcher's segments name languages by their codes (Ambassador's "ar" and "en"): they read the same in
    /// every language. A code that is an English word too ("it", "he", "no"), or a code in mixed case, is read as a word.
    func testALanguagesCodeReadsTheSame() {
        for (text, language) in [("ar", "ar"), ("en", "ar"), ("EN", "de"), ("FR", "fr"), ("ur", "ur")] {
            XCTAssertNotNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
        for (text, language) in [("it", "de"), ("He", "ar"), ("no", "nb"), ("En", "ar"), ("Arabic", "ar"), ("ab", "de")] {
            XCTAssertNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
    }

    /// A token of letters and digits mixed as no word is (padawan's sample wallet address, a hash, a licence key) is a code;
    /// a site's name in brackets ("(mempool.space)" after a link; no lookup key is written in brackets) a host name. A
    /// product with a number ("iPhone15ProMax") and a word in brackets are not.
    func testCodesAndBracketedHostNamesReadTheSame() {
        for (text, language) in [("tb1pd8jmenqpe7rz2mavfdx7uc8pj7vskxv4rl6avxlqsw2u8u7d4gfs97durt", "es"), ("3f2a9c1e-77b4-4c1d-9e2f-0a1b2c3d4e5f", "fr"),
                                 ("A1B2-C3D4-E5F6", "de"), ("(mempool.space)", "fr"), ("[example.org]", "pt")] {
            XCTAssertNotNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
        for (text, language) in [("iPhone15ProMax", "de"), ("COVID19", "fr"), ("(Optional)", "fr"), ("ab1cd", "de"),
                                 ("Level 1 of 2 in 3 days", "de"), ("ab1cd2efghijk", "de"), ("共1个文件，第2页，共3页", "ja"),
                                 ("2024年1月1日〜3月31日", "zh-Hans")] {
            XCTAssertNil(VerifyPipeline.readsTheSameUntranslated(text, language: language), "\(text) \(language)")
        }
    }
}

/// A text that says nothing but the app's one-word name, with digits and symbols, is a name: the same in every
/// language. The name comes from the Xcode project (its application targets and their generated Info.plists'
/// display names, its file name); a name of several
/// words may be words to translate, once a table gives the app another name, and a text with other words in it
/// is a text.
final class AppNameTextTests: XCTestCase {
    func testTheAppsOwnNameReadsTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-name-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, T3, ); };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = iLGL; productType = "com.apple.product-type.application"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Prayer Tracker"; }; name = Release; };
            \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "$(PRODUCT_NAME)"; }; name = Debug; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); name = "Loan Calculator"; productType = "com.apple.product-type.application"; };
            \t\tT3 = {isa = PBXNativeTarget; buildPhases = (); name = Widgets; productType = "com.apple.product-type.app-extension"; };
            \t};
            \trootObject = P0;
            }

            """
        let url = folder.appendingPathComponent("School.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try project.write(to: url, atomically: true, encoding: .utf8)
        // "Loan Calculator" names the app under its icon in every language while no table renames it; so does
        // the display name a target's build settings give its generated Info.plist.
        XCTAssertEqual(VerifyPipeline.appNames(try Workspace(root: folder)), ["ilgl", "loancalculator", "prayertracker", "school"])
        // Once one does, it is words to translate.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "\"CFBundleDisplayName\" = \"Kreditrechner\";\n".write(to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"), atomically: true, encoding: .utf8)
        let names = VerifyPipeline.appNames(try Workspace(root: folder))
        XCTAssertEqual(names, ["ilgl", "school"])
        for text in ["iLGL 8.0", "iLGL", "School:", "© iLGL", "The School"] { XCTAssertTrue(VerifyPipeline.namesOnly(names, text), text) }
        for text in ["iLGL Team", "Loan Calculator", "Widgets", "8.0", "About iLGL", "The School Team"] { XCTAssertFalse(VerifyPipeline.namesOnly(names, text), text) }
    }

    /// Without a project, the app's `Info.plist` beside its `.lproj` folders names it: the display name when
    /// written out (not `${PRODUCT_NAME}`), and the target name old Xcode templates put in the file's name.
    func testTheInfoPlistNamesTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-plist-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "\"a\" = \"b\";\n".write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Restopolis</string>
            <key>CFBundleName</key><string>${PRODUCT_NAME}</string>
            </dict></plist>
            """
        try plist.write(to: folder.appendingPathComponent("iLGL-Info.plist"), atomically: true, encoding: .utf8)
        XCTAssertEqual(VerifyPipeline.appNames(try Workspace(root: folder)), ["ilgl", "restopolis"])
    }

    /// A run-time identifier's fixed beginning or end is found by looking up the identifier's own beginnings
    /// and ends, no shorter than asked.
    func testPrefixesAndSuffixesFromASet() {
        let literals: Set<String> = ["page-", "ab", "Identifier", "Cell"]
        XCTAssertTrue("page-3".hasPrefix(in: literals, minLength: 3))
        XCTAssertFalse("abc".hasPrefix(in: literals, minLength: 3), "\"ab\" is shorter than asked")
        XCTAssertTrue("abc".hasPrefix(in: literals, minLength: 2))
        XCTAssertTrue("NewsCellIdentifier".hasSuffix(in: literals, minLength: 4))
        XCTAssertFalse("NewsCellID".hasSuffix(in: literals, minLength: 4))
        XCTAssertFalse("pa".hasPrefix(in: literals, minLength: 3))
        XCTAssertTrue("Cell".hasSuffix(in: literals, minLength: 4), "the whole string counts")
    }

    /// The fixed parts of a key built at run time, as written in Swift or Objective-C: what a table key must
    /// hold to be the one looked up.
    func testLiteralFragmentsOfRunTimeKeys() {
        XCTAssertEqual(VerifyPipeline.literalFragments(of: #""Create \(item.name(for: "x"))""#), ["Create "])
        XCTAssertEqual(VerifyPipeline.literalFragments(of: #"[NSString stringWithFormat:@"row_%d_title", i]"#), ["row_", "_title"])
        XCTAssertEqual(VerifyPipeline.literalFragments(of: #""\(prefix).\(name)""#), [])
        XCTAssertEqual(VerifyPipeline.literalFragments(of: "titles[row]"), [])
        XCTAssertEqual(VerifyPipeline.literalFragments(of: #""Say \"hi\"\n" + name"#), ["Say \"hi\"\n"])
    }

    /// A table's copy of the development language's text reads untranslated when it is in that language's words and no
    /// name read the same (Monotone's Chinese "Mac" beside its untranslated "Home").
    func testACopyReadsUntranslatedUnlessItIsANameReadTheSame() {
        XCTAssertTrue(VerifyPipeline.readsUntranslated("Home", development: "en", language: "zh-Hans"))
        XCTAssertFalse(VerifyPipeline.readsUntranslated("Mac", development: "en", language: "zh-Hans"))
        XCTAssertFalse(VerifyPipeline.readsUntranslated("Android", development: "en", language: "zh-Hans"))
        XCTAssertFalse(VerifyPipeline.readsUntranslated("Home (do not translate)", development: "en", language: "de"))
    }
}
