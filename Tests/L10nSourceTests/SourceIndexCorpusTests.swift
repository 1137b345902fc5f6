import XCTest
import Foundation
import L10nSource

/// The source index on real files of ../shared/corpus and ../shared/corpus2: assignments read by hand in
/// each file, and the whole corpora indexed without a lexer diagnostic.
final class SourceIndexCorpusTests: XCTestCase {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    private func index(_ paths: [String]) throws -> SourceIndex {
        SourceIndex(files: try paths.map { try SourceFile(contentsOf: Self.shared.appendingPathComponent($0)) })
    }

    /// iNaturalist, ProjectDetailV2ViewController.m:85: `[self.newsButton setTitle:[NSLocalizedString(@"News",a @"News
    /// project button") uppercaseString] forState:UIControlStateNormal];` — a message over two lines, the title
    /// uppercased; the outlet is `@property IBOutlet UIButton *newsButton;` (line 38).
    func testINaturalistButtonTitleSetInCode() throws {
        let folder = "corpus2/inaturalist__INaturalistIOS/INaturalistIOS/Controllers/Projects/Project Details/"
        let index = try index([folder + "ProjectDetailV2ViewController.m"])
        let news = index.assignments(toOutlet: "newsButton", ofClass: "ProjectDetailV2ViewController")
        XCTAssertEqual(news.count, 1)
        XCTAssertEqual(news.first?.property, .title)
        XCTAssertEqual(news.first?.state, "UIControlStateNormal")
        XCTAssertEqual(news.first?.location.line, 85)
        guard case .localized(let call, .transformed("uppercaseString"))? = news.first?.value else { return XCTFail("\(String(describing: news.first))") }
        XCTAssertEqual(call.key, "News")
        XCTAssertNil(call.comment, "the comment argument `a @\"News project button\"` is not a literal")
        XCTAssertEqual(index.outlets(ofClass: "ProjectDetailV2ViewController").first { $0.property == "newsButton" }?.location.line, 38)
    }

    /// Loop, StatusViewController.swift:109: `activeCarbsTitleLabel.text = NSLocalizedString("Active Carbs", comment: …)`
    /// through implicit self; the outlet is declared at line 33.
    func testLoopLabelTextSetInCode() throws {
        let index = try index(["corpus/LoopKit__Loop/Loop Status Extension/StatusViewController.swift"])
        let assignments = index.assignments(toOutlet: "activeCarbsTitleLabel", ofClass: "StatusViewController")
        XCTAssertEqual(assignments.map(\.location.line), [109])
        guard case .localized(let call, .direct)? = assignments.first?.value else { return XCTFail() }
        XCTAssertEqual(call.key, "Active Carbs")
        XCTAssertEqual(call.comment, "Widget label title describing the active carbs")
    }

    /// Kraftstoff, CarViewController.swift:475: `tableCell.topLeftLabel.text = car.name` where
    /// `guard let tableCell = cell as? QuadInfoCell`: data, through a cell typed by its cast.
    func testKraftstoffCellLabelIsData() throws {
        let index = try index(["corpus/IngmarStein__Kraftstoff/Classes/CarViewController.swift"])
        let assignments = index.assignments(toOutlet: "topLeftLabel", ofClass: "QuadInfoCell")
        XCTAssertEqual(assignments.first?.location.line, 475)
        XCTAssertEqual(assignments.first?.value, .other("car.name"))
        XCTAssertEqual(assignments.first?.codeClass, "CarViewController")
    }

    /// Every source of both corpora lexes without a diagnostic and indexes.
    func testEveryCorpusSourceIndexes() throws {
        var files = 0
        var assignments = 0
        for corpus in ["corpus", "corpus2"] {
            let root = Self.shared.appendingPathComponent(corpus)
            let tsv = try String(contentsOf: root.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
            var sources: [SourceFile] = []
            for line in tsv.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard columns.count >= 4, ["swift", "objc", "header"].contains(columns[3]) else { continue }
                let url = root.appendingPathComponent(columns[0].replacingOccurrences(of: "/", with: "__")).appendingPathComponent(columns[2])
                let file = try SourceFile(contentsOf: url)
                XCTAssertEqual(file.diagnostics, [], url.path)
                sources.append(file)
            }
            files += sources.count
            assignments += SourceIndex(files: sources).assignments.count
        }
        XCTAssertEqual(files, 1279)
        XCTAssertGreaterThanOrEqual(assignments, 3000)
    }
}
