import XCTest
@testable import L10nText

/// The glyphs handed to the renderer are those measured: same widths, fonts and visual order.
final class TextEngineGlyphsTests: XCTestCase {
    let engine = try! TextEngine(environment: [:])

    func testGlyphWidthEqualsTheMeasuredWidth() {
        for (text, font) in [("Zahlungspflichtig bestellen", FontSpec.system(size: 17, weight: .bold)),
                             ("Order Summary", .system(size: 20, weight: .semibold)),
                             ("Большой заголовок", .system(size: 34)),
                             ("ملخص الطلب", .system(size: 17))] {
            let layout = engine.measure(text, font: font, options: MeasureOptions(language: "de"))
            let lines = engine.glyphLines(for: layout, font: font, language: "de")
            XCTAssertEqual(lines.count, 1, text)
            XCTAssertEqual(lines[0].width, layout.lines[0].width, accuracy: 0.01, text)
            XCTAssertFalse(lines[0].runs.isEmpty, text)
            XCTAssertTrue(lines[0].runs.allSatisfy { $0.glyphs.count == $0.positions.count && !$0.glyphs.isEmpty }, text)
        }
    }

    func testTruncatedLineDrawsTheEllipsis() {
        let font = FontSpec.system(size: 17, weight: .bold)
        let layout = engine.measure("Zahlungspflichtig bestellen", font: font, options: MeasureOptions(width: 151, lineBreakMode: .truncatingMiddle))
        XCTAssertTrue(layout.lines[0].text.contains("\u{2026}"))
        let line = engine.glyphLines(for: layout, font: font, language: nil)[0]
        XCTAssertEqual(line.text, layout.lines[0].text)
        XCTAssertLessThanOrEqual(line.width, 151.001)
        // One glyph per character in Latin text: the ellipsis is shaped, not left out.
        XCTAssertEqual(line.runs.map(\.glyphs.count).reduce(0, +), line.text.count)
        // …and the glyph where the ellipsis stands is the font's "…".
        let ellipsis = engine.glyphLines(for: engine.measure("\u{2026}", font: font, options: MeasureOptions()), font: font, language: nil)[0]
        let glyphs = line.runs.flatMap(\.glyphs)
        let offset = line.text.distance(from: line.text.startIndex, to: line.text.firstIndex(of: "\u{2026}")!)
        XCTAssertEqual(glyphs[offset], ellipsis.runs[0].glyphs[0])
        XCTAssertEqual(glyphs.filter { $0 == ellipsis.runs[0].glyphs[0] }.count, 1)
    }

    func testRightToLeftParagraphPutsRunsInVisualOrder() {
        let font = FontSpec.system(size: 17)
        var options = MeasureOptions(language: "ar")
        options.baseDirection = .rightToLeft
        let layout = engine.measure("Acme Pay يرحّب بك!", font: font, options: options)
        let runs = engine.glyphLines(for: layout, font: font, language: "ar")[0].runs
        // Visually: "!", the Arabic words, then the Latin brand at the right end.
        let arabic = runs.filter(\.isRightToLeft)
        let latin = runs.filter { !$0.isRightToLeft && $0.fontPath.contains("Inter") }
        XCTAssertFalse(arabic.isEmpty)
        XCTAssertFalse(latin.isEmpty)
        XCTAssertTrue(arabic.contains { $0.fontPath.contains("Arabic") })
        XCTAssertGreaterThan(latin[0].positions[0].x, arabic.map { $0.positions.map(\.x).max()! }.max()!)
        XCTAssertTrue(runs.last.map { !$0.isRightToLeft } ?? false)
        // Positions grow left to right across the line.
        let xs = runs.flatMap { $0.positions.map(\.x) }
        XCTAssertEqual(xs.first ?? 1, 0, accuracy: 2)
    }

    func testVisualOrderReversesRunsByLevel() {
        let runs = [0, 1, 2, 1, 0].enumerated().map { ICUBidi.Run(start: $0.offset, length: 1, level: $0.element) }
        XCTAssertEqual(TextEngine.visualOrder(runs).map(\.start), [0, 3, 2, 1, 4])
        let rtl = [1, 2, 1].enumerated().map { ICUBidi.Run(start: $0.offset, length: 1, level: $0.element) }
        XCTAssertEqual(TextEngine.visualOrder(rtl).map(\.start), [2, 1, 0])
    }
}
