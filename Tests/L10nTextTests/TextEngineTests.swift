import Foundation
import XCTest
@testable import L10nText

/// Widths are pinned for the Debian default fonts (Inter with SF's tracking, Noto for other scripts);
/// they change only when the fonts or the calibration change.
final class TextEngineTests: XCTestCase {
    static let engine = try! TextEngine(environment: [:])
    var engine: TextEngine { Self.engine }

    func testSingleLineLabelMatchesUIKitForSF17() {
        // UIKit: "Label" in SF 17 is 41.5 × 20.5 (line height 20.287 ceiled to the @2x pixel).
        let layout = engine.measure("Label", font: .system(size: 17), options: MeasureOptions())
        XCTAssertEqual(layout.size, TextSize(width: 41.5, height: 20.5))
        XCTAssertEqual(layout.lineHeight, 20.287, accuracy: 0.001)
        XCTAssertEqual(layout.firstBaseline, 16.187, accuracy: 0.001)
        XCTAssertEqual(layout.fonts, ["Inter-Regular"])
        XCTAssertFalse(layout.isTruncated)
        XCTAssertEqual(layout.direction, .leftToRight)
    }

    /// Text styles set lines apart by the HIG's leading: three lines of subheadline (15 pt, line height
    /// 17.9) are 17.9 + 2 × 20 = 57.9 → 58 tall; the same text in a 15 pt system font is 3 × 17.9 → 54.
    func testTextStyleLinesUseTheStyleLeading() {
        var options = MeasureOptions()
        options.width = 120
        options.numberOfLines = 0
        let text = "one two three four five six seven eight nine"
        let style = engine.measure(text, font: .textStyle(.subheadline), options: options)
        XCTAssertEqual(style.lines.count, 3)
        XCTAssertEqual(style.size.height, 58)
        let system = engine.measure(text, font: .system(size: 15), options: options)
        XCTAssertEqual(system.lines.count, 3)
        XCTAssertEqual(system.size.height, 54)
        // One line is the line height either way.
        XCTAssertEqual(engine.measure("one", font: .textStyle(.subheadline), options: MeasureOptions()).size.height, 18)
    }

    func testEmptyTextHasNoSize() {
        let layout = engine.measure("", font: .system(size: 17), options: MeasureOptions(width: 100, numberOfLines: 0))
        XCTAssertEqual(layout.size, TextSize(width: 0, height: 0))
        XCTAssertEqual(layout.lines, [])
        XCTAssertFalse(layout.isTruncated)
    }

    func testEveryScriptGetsItsFallbackFontAndDirection() {
        let cases: [(text: String, language: String, width: Double, font: String, direction: TextDirection)] = [
            ("Hello, world", "en", 90.0, "Inter-Regular", .leftToRight),
            ("Привет, мир", "ru", 97.5, "Inter-Regular", .leftToRight),
            ("مرحبا بالعالم", "ar", 82.0, "NotoSansArabicUI-Regular", .rightToLeft),
            ("שלום עולם", "he", 78.5, "NotoSansHebrew-Regular", .rightToLeft),
            ("你好世界", "zh-Hans", 68.0, "NotoSansCJKsc-Regular", .leftToRight),
            ("こんにちは世界", "ja", 119.0, "NotoSansCJKjp-Regular", .leftToRight),
            ("สวัสดีชาวโลก", "th", 88.0, "NotoSansThaiUI-Regular", .leftToRight),
            ("नमस्ते दुनिया", "hi", 77.5, "NotoSansDevanagariUI-Regular", .leftToRight),
        ]
        for item in cases {
            let layout = engine.measure(item.text, font: .system(size: 17), options: MeasureOptions(language: item.language))
            XCTAssertEqual(layout.size.width, item.width, item.text)
            XCTAssertEqual(layout.fonts, [item.font], item.text)
            XCTAssertEqual(layout.direction, item.direction, item.text)
            XCTAssertEqual(layout.size.height, 20.5, item.text)
        }
    }

    /// iOS draws each script in its own font; a script the cascade lacks would be measured with the
    /// primary font's .notdef box per character (Sinhala in Inter was 40% too wide on iNaturalist).
    func testScriptsBeyondTheCoreFallbacksGetTheirOwnFont() {
        let notdef = engine.measure("\u{10FFFD}", font: .system(size: 17), options: MeasureOptions()).naturalWidth
        let cases: [(text: String, language: String, font: String)] = [
            ("யோசனைகள் ஏற்றப்படுகின்றன", "ta", "NotoSansTamilUI-Regular"),
            ("යෝජනා පූරණය වෙමින් පවතී", "si", "NotoSansSinhalaUI-Regular"),
            ("កំពុងផ្ទុកការណែនាំ", "km", "NotoSansKhmerUI-Regular"),
            ("အကြံပြုချက်များ ဖွင့်နေသည်", "my", "NotoSansMyanmarUI-Regular"),
            ("পরামর্শ লোড হচ্ছে", "bn", "NotoSansBengaliUI-Regular"),
            ("సూచనలు లోడ్ అవుతున్నాయి", "te", "NotoSansTeluguUI-Regular"),
            ("ಸಲಹೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ", "kn", "NotoSansKannadaUI-Regular"),
            ("നിർദ്ദേശങ്ങൾ ലോഡുചെയ്യുന്നു", "ml", "NotoSansMalayalamUI-Regular"),
            ("ສະບາຍດີ", "lo", "NotoSansLaoUI-Regular"),
            ("გამარჯობა", "ka", "NotoSansGeorgian-Regular"),
            ("Բարեւ", "hy", "NotoSansArmenian-Regular"),
            ("ሰላም", "am", "NotoSansEthiopic-Regular"),
            // Zom's Tibetan tab title: Inter has none of it, so each vowel sign and subjoined letter was a box.
            ("གྲོགས་པོ།", "bo", "NotoSerifTibetan-Regular"),
            ("ᐊᐃᓐᓇᐅᔪᖅ", "iu", "NotoSansCanadianAboriginal-Regular"),
            ("สวัสดีชาวโลก", "th", "NotoSansThaiUI-Regular"),
            ("नमस्ते दुनिया", "hi", "NotoSansDevanagariUI-Regular"),
            ("שלום עולם", "he", "NotoSansHebrew-Regular"),
            ("مرحبا بالعالم", "ar", "NotoSansArabicUI-Regular"),
            ("你好世界", "zh-Hans", "NotoSansCJKsc-Regular"),
        ]
        for item in cases {
            let layout = engine.measure(item.text, font: .system(size: 17), options: MeasureOptions(language: item.language))
            XCTAssertEqual(layout.fonts, [item.font], item.text)
            let letters = item.text.unicodeScalars.filter { $0 != " " }.count
            XCTAssertNotEqual(layout.naturalWidth, notdef * Double(letters), accuracy: 1, item.text)
        }
        let bold = engine.measure("යෝජනා", font: .system(size: 17, weight: .bold), options: MeasureOptions(language: "si"))
        XCTAssertEqual(bold.fonts, ["NotoSansSinhalaUI-Bold"])
    }

    func testFallbackIsPerCharacterNotPerString() {
        let layout = engine.measure("Save 20% — مرحبا", font: .system(size: 17), options: MeasureOptions(language: "ar"))
        XCTAssertEqual(layout.fonts, ["Inter-Regular", "NotoSansArabicUI-Regular"])
        XCTAssertEqual(layout.size.width, 136)
    }

    func testWeightsPickTheMatchingInterFace() {
        XCTAssertEqual(engine.measure("Bold", font: .system(size: 17, weight: .bold), options: MeasureOptions()).fonts, ["Inter-Bold"])
        XCTAssertEqual(engine.measure("Semi", font: .system(size: 15, weight: .semibold), options: MeasureOptions()).fonts, ["Inter-SemiBold"])
        XCTAssertEqual(engine.measure("Big", font: .system(size: 34), options: MeasureOptions()).fonts, ["InterDisplay-Regular"])
        let regular = engine.measure("Settings", font: .system(size: 17), options: MeasureOptions()).naturalWidth
        let bold = engine.measure("Settings", font: .system(size: 17, weight: .bold), options: MeasureOptions()).naturalWidth
        XCTAssertGreaterThan(bold, regular)
    }

    func testWordWrapAtAWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = engine.measure(text, font: .system(size: 17), options: MeasureOptions(width: 150, numberOfLines: 0, lineBreakMode: .wordWrap))
        XCTAssertEqual(layout.lines.map(\.text), ["The quick brown", "fox jumps over the", "lazy dog"])
        XCTAssertEqual(layout.size, TextSize(width: 140, height: 61))
        XCTAssertFalse(layout.isTruncated)
        XCTAssertEqual(layout.lastBaseline, 2 * 20.287 + 16.187, accuracy: 0.01)
    }

    func testLineBreakModesOnTwoLines() {
        let text = "The quick brown fox jumps over the lazy dog"
        let expected: [LineBreakMode: [String]] = [
            .wordWrap: ["The quick brown", "fox jumps over the"],
            .charWrap: ["The quick brown fo", "x jumps over the la"],
            .clip: ["The quick brown", "fox jumps over the l"],
            .truncatingHead: ["The quick brown", "…over the lazy dog"],
            .truncatingMiddle: ["The quick brown", "fox jump…lazy dog"],
            .truncatingTail: ["The quick brown", "fox jumps over th…"],
        ]
        for mode in LineBreakMode.allCases {
            let layout = engine.measure(text, font: .system(size: 17), options: MeasureOptions(width: 150, numberOfLines: 2, lineBreakMode: mode))
            XCTAssertEqual(layout.lines.map(\.text), expected[mode], mode.rawValue)
            XCTAssertTrue(layout.isTruncated, mode.rawValue)
            XCTAssertEqual(layout.size.height, 41, mode.rawValue)
            XCTAssertLessThanOrEqual(layout.size.width, 150, mode.rawValue)
        }
    }

    func testSingleLineTruncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let tail = engine.measure(text, font: .system(size: 17), options: MeasureOptions(width: 150))
        XCTAssertEqual(tail.visibleText, "The quick brown f…")
        XCTAssertTrue(tail.isTruncated)
        XCTAssertEqual(tail.size.width, 149.5)
        XCTAssertGreaterThan(tail.naturalWidth, 300)
        let head = engine.measure(text, font: .system(size: 17), options: MeasureOptions(width: 150, lineBreakMode: .truncatingHead))
        XCTAssertEqual(head.visibleText, "…over the lazy dog")
        let middle = engine.measure(text, font: .system(size: 17), options: MeasureOptions(width: 150, lineBreakMode: .truncatingMiddle))
        XCTAssertEqual(middle.visibleText, "The quic…lazy dog")
        let fits = engine.measure("Short", font: .system(size: 17), options: MeasureOptions(width: 150))
        XCTAssertFalse(fits.isTruncated)
        XCTAssertEqual(fits.visibleText, "Short")
    }

    func testLineBreaksInTheTextStartLines() {
        let all = engine.measure("Line one\nLine two", font: .system(size: 17), options: MeasureOptions(numberOfLines: 0))
        XCTAssertEqual(all.lines.map(\.text), ["Line one", "Line two"])
        XCTAssertEqual(all.size.height, 41)
        XCTAssertFalse(all.isTruncated)
        let one = engine.measure("Line one\nLine two", font: .system(size: 17), options: MeasureOptions())
        XCTAssertEqual(one.visibleText, "Line one…")
        XCTAssertTrue(one.isTruncated)
        let narrow = engine.measure("Line one\nLine two", font: .system(size: 17), options: MeasureOptions(width: 100))
        XCTAssertEqual(narrow.visibleText, "Line one Li…")
    }

    func testThaiAndJapaneseBreakByDictionary() {
        let thai = engine.measure("สวัสดีชาวโลกยินดีต้อนรับสู่ประเทศไทย", font: .system(size: 17),
                                  options: MeasureOptions(width: 100, numberOfLines: 0, lineBreakMode: .wordWrap, language: "th"))
        XCTAssertEqual(thai.lines.map(\.text), ["สวัสดีชาวโลก", "ยินดีต้อนรับสู่", "ประเทศไทย"])
        let japanese = engine.measure("東京都は日本の首都です。今日はいい天気ですね。", font: .system(size: 17),
                                      options: MeasureOptions(width: 100, numberOfLines: 0, lineBreakMode: .wordWrap, language: "ja"))
        XCTAssertEqual(japanese.lines.map(\.text), ["東京都は日", "本の首都で", "す。今日は", "いい天気で", "すね。"])
    }

    func testAdjustsFontSizeToFitWidthReportsTheScale() {
        let options = MeasureOptions(width: 150, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
        let layout = engine.measure("The quick brown fox jumps", font: .system(size: 17), options: options)
        XCTAssertFalse(layout.isTruncated)
        XCTAssertEqual(layout.fontScale, 0.695, accuracy: 0.002)
        XCTAssertLessThanOrEqual(layout.size.width, 150)
        let floor = engine.measure("The quick brown fox jumps over the lazy dog", font: .system(size: 17),
                                   options: MeasureOptions(width: 150, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5))
        XCTAssertEqual(floor.fontScale, 0.5)
        XCTAssertTrue(floor.isTruncated)
    }

    /// Since iOS 7 a label of several lines that adjusts its font size shrinks until its wrapped text fits its
    /// height too: a sentence that wraps to three lines in 150 pt fits two lines' height at a smaller size. Its
    /// size stays the full font's; what shrinks is the drawn height.
    func testAMultiLineLabelShrinksToFitItsHeight() {
        let sentence = "The quick brown fox jumps over the lazy dog again"
        let full = engine.measure(sentence, font: .system(size: 17), options: MeasureOptions(width: 150, numberOfLines: 0))
        XCTAssertEqual(full.lines.count, 3)
        var options = MeasureOptions(width: 150, numberOfLines: 0, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
        options.fittingHeight = 42
        let shrunk = engine.measure(sentence, font: .system(size: 17), options: options)
        XCTAssertLessThan(shrunk.fontScale, 1)
        XCTAssertLessThanOrEqual(shrunk.drawnHeight, 42.5)
        XCTAssertEqual(shrunk.size.height, full.size.height)
        // Without a height to fit (a label whose height follows its text) nothing shrinks.
        options.fittingHeight = nil
        XCTAssertEqual(engine.measure(sentence, font: .system(size: 17), options: options).fontScale, 1)
        // A one-line label shrinks for its width only.
        var oneLine = MeasureOptions(width: 600, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
        oneLine.fittingHeight = 10
        XCTAssertEqual(engine.measure(sentence, font: .system(size: 17), options: oneLine).fontScale, 1)
    }

    /// "Tighten Letter Spacing": a line up to 5% too wide is drawn tightened, whole; wider, it is truncated.
    func testTighteningFitsALineALittleTooWide() {
        let text = "Nutzungsbedingungen"
        let natural = engine.measure(text, font: .system(size: 17), options: MeasureOptions()).naturalWidth
        var options = MeasureOptions(width: (natural / 1.03).rounded(.down))
        XCTAssertTrue(engine.measure(text, font: .system(size: 17), options: options).isTruncated)
        options.allowsTightening = true
        let tightened = engine.measure(text, font: .system(size: 17), options: options)
        XCTAssertFalse(tightened.isTruncated)
        XCTAssertEqual(tightened.visibleText, text)
        XCTAssertLessThanOrEqual(tightened.size.width, options.width ?? 0)
        options.width = (natural / 1.1).rounded(.down)
        XCTAssertTrue(engine.measure(text, font: .system(size: 17), options: options).isTruncated)
    }

    func testDynamicTypeSizesAndLineHeights() {
        XCTAssertEqual(engine.resolvedPointSize(of: .textStyle(.body), contentSize: .large), 17)
        XCTAssertEqual(engine.resolvedPointSize(of: .textStyle(.body), contentSize: .extraSmall), 14)
        XCTAssertEqual(engine.resolvedPointSize(of: .textStyle(.body), contentSize: .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(engine.resolvedPointSize(of: .textStyle(.caption2), contentSize: .small), 11)
        XCTAssertEqual(engine.resolvedPointSize(of: .textStyle(.largeTitle), contentSize: .accessibilityMedium), 44)
        XCTAssertEqual(engine.resolvedPointSize(of: .system(size: 17), contentSize: .accessibilityLarge), 17)
        XCTAssertEqual(engine.lineHeight(of: .textStyle(.body), contentSize: .large), 20.287, accuracy: 0.001)
        let large = engine.measure("Body text", font: .textStyle(.body), options: MeasureOptions(contentSize: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(large.pointSize, 53)
        XCTAssertEqual(large.size.height, 63.5)
        XCTAssertEqual(engine.measure("Head", font: .textStyle(.headline), options: MeasureOptions()).fonts, ["Inter-SemiBold"])
    }

    func testMissingCustomFontWarnsAndFallsBackToSystem() {
        let layout = engine.measure("Label", font: .custom(name: "HelveticaNeue-Bold", family: "Helvetica Neue", size: 17), options: MeasureOptions())
        XCTAssertEqual(layout.warnings, ["font 'HelveticaNeue-Bold' (Helvetica Neue) not found in the project or font directories; measured with the system font"])
        XCTAssertEqual(layout.fonts, ["Inter-Bold"])
    }

    func testFontsDebianHasAreMeasuredWithTheirEquivalent() throws {
        // A font the project does not carry, which Debian installs as itself (Lato) or with the same widths
        // (Arial by Liberation Sans): measured with it, no warning.
        let lato = engine.measure("Label", font: .custom(name: "Lato-Bold", family: "Lato", size: 17), options: MeasureOptions())
        XCTAssertEqual(lato.fonts, ["Lato-Bold"])
        XCTAssertEqual(lato.warnings, [])
        let arial = engine.measure("Arial", font: .custom(name: "ArialMT", family: "Arial", size: 20), options: MeasureOptions())
        XCTAssertEqual(arial.fonts, ["LiberationSans"])
        XCTAssertEqual(arial.warnings, [])
        // Arial's advances in units of 2048 per em: A 1366, r 682, i 455, a 1139, l 455.
        XCTAssertEqual(arial.naturalWidth, 20 * Double(1366 + 682 + 455 + 1139 + 455) / 2048, accuracy: 0.01)
        for name in InstalledFontEquivalents.files.values.sorted() {
            XCTAssert(FileManager.default.fileExists(atPath: FontCatalog.debianFontRoot + "/" + name), "\(name) is not installed: run make deps")
        }
        // Nimbus Sans has Helvetica's widths but not its line spacing: the lines are Helvetica's (17 pt → 20).
        let helvetica = engine.measure("Hg", font: .custom(name: "Helvetica-Oblique", family: "Helvetica", size: 17), options: MeasureOptions())
        XCTAssertEqual(helvetica.fonts, ["NimbusSans-Italic"])
        XCTAssertEqual(helvetica.size.height, 20)
    }

    func testProjectFontsAreFoundByPostScriptName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-fonts-\(UUID().uuidString)/Resources/Fonts")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent().deletingLastPathComponent()) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: directory.appendingPathComponent("Brand.ttf").path)
        let engine = try TextEngine(environment: [:])
        engine.registerProjectFonts(in: directory.deletingLastPathComponent().deletingLastPathComponent())
        let layout = engine.measure("Label", font: .custom(name: "DejaVuSans", family: nil, size: 17), options: MeasureOptions())
        XCTAssertEqual(layout.fonts, ["DejaVuSans"])
        XCTAssertEqual(layout.warnings, [])
        // A custom font's own metrics give its line height (DejaVu Sans: 2384 units over 2048 per em).
        XCTAssertEqual(layout.lineHeight, 17 * 2384 / 2048, accuracy: 0.01)
    }

    func testRightToLeftLanguagesComeFromICU() {
        for language in ["ar", "he", "fa", "ur", "ckb", "ps", "yi", "dv", "az-Arab"] {
            XCTAssertTrue(TextLanguage.isRightToLeft(language: language), language)
        }
        for language in ["en", "de", "ja", "zh-Hans", "az", "tr", "hi"] {
            XCTAssertFalse(TextLanguage.isRightToLeft(language: language), language)
        }
    }

    func testTwoThreadsMeasureTheSameAsOne() {
        let texts = (0..<400).map { "Item \($0) — عنصر \($0) 项目" }
        let expected = texts.map { engine.measure($0, font: .system(size: 15), options: MeasureOptions(language: "ar")).size }
        let fresh = try! TextEngine(environment: [:])
        var results = [[TextSize]](repeating: [], count: 2)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let sizes = texts.map { fresh.measure($0, font: .system(size: 15), options: MeasureOptions(language: "ar")).size }
            lock.lock(); results[worker] = sizes; lock.unlock()
        }
        XCTAssertEqual(results[0], expected)
        XCTAssertEqual(results[1], expected)
    }

    /// Foundation bundles its own ICU; our shim links the system's. Both must work in one process.
    func testFoundationICUWorksBesideTheShim() {
        XCTAssertEqual(ICULineBreaker.breaks(in: Array("a b".utf16), locale: "en"), [2, 3])
        XCTAssertEqual("straße".uppercased(), "STRASSE")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ar")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM"
        // Foundation's CLDR gives "ar" Latin digits; the month name proves its ICU data is loaded.
        XCTAssertEqual(formatter.string(from: Date(timeIntervalSince1970: 0)), "1 يناير")
        XCTAssertTrue(TextLanguage.isRightToLeft(language: "ar"))
    }
}
