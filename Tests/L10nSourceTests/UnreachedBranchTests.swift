import XCTest
@testable import L10nSource

/// Switch branches that never run: a `default:` after cases that match every value (`true` and `false`,
/// integer ranges with no gap) and an `@unknown default:`. Each has a near case whose `default:` does run.
final class UnreachedBranchTests: XCTestCase {
    private func file(_ text: String) -> SourceFile { SourceFile(bytes: Array(text.utf8), language: .swift, path: "W.swift") }

    /// The first line of each unreached branch's body, with its kind.
    private func branches(_ text: String) -> [String] {
        let source = file(text)
        return UnreachedBranch.scan(source).map { branch in
            "\(source.tokens[branch.body.lowerBound].line) \(branch.kind == .unknownDefault ? "unknown" : "exhaustive")"
        }
    }

    func testDefaultsAfterCasesThatMatchEveryValue() {
        let text = """
            func label(_ n: Int, _ flag: Bool, _ family: WidgetFamily) -> String {
                switch n > 0 {
                case true: return "up"
                case false: return "down"
                default: return "Encountered Error"
                }
                switch title.count {
                case ...4: return "big"
                case 5...10, 11..<16: return "mid"
                case 16...: return "small"
                default: return "Error #F-Size"
                }
                switch family {
                case .systemSmall: return "small"
                @unknown default: return "Sorry, unknown family"
                }
            }
            """
        XCTAssertEqual(branches(text), ["5 exhaustive", "11 exhaustive", "15 unknown"])
    }

    /// A gap in the ranges, a guarded case, a case that is no number, or one truth value alone leave the
    /// `default:` reachable; a nested switch is judged alone.
    func testDefaultsThatDoRun() {
        let text = """
            func label(_ n: Int, _ flag: Bool, _ s: String) -> String {
                switch n {
                case ...4: return "big"
                case 6...: return "small"
                default: return "five"
                }
                switch n {
                case ..<0: return "negative"
                case 0... where flag: return "flagged"
                default: return "other"
                }
                switch n {
                case ...0: return "none"
                case 1...: switch flag {
                    case true: return "yes"
                    default: return "no"
                    }
                case limit: return "limit"
                default: return "other"
                }
                switch flag { case true: return "yes"; default: return "no" }
            }
            """
        XCTAssertEqual(branches(text), [])
    }

    /// A lookup in an unreached branch is never seen (its key is no missing one); a literal there is not shown.
    func testTextsInAnUnreachedBranch() {
        let text = """
            import SwiftUI
            struct Badge: View {
                var count: Int
                var body: some View {
                    switch count > 9 {
                    case true: Text("Many")
                    case false: Text("Few")
                    default: Text("Default error")
                    }
                }
                func alert() -> UIAlertController {
                    switch count {
                    case ..<1: return UIAlertController(title: "None", message: nil, preferredStyle: .alert)
                    case 1...: return UIAlertController(title: "Some", message: nil, preferredStyle: .alert)
                    default: return UIAlertController(title: "Impossible", message: nil, preferredStyle: .alert)
                    }
                }
            }
            """
        let app = "@main struct BadgeApp: App { var body: some Scene { WindowGroup { Badge(count: 3) } } }"
        let index = SourceIndex(files: [file(text), SourceFile(bytes: Array(app.utf8), language: .swift, path: "App.swift")])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.name)" }, ["8 default"])
        XCTAssertEqual(index.unusedLookups.map(\.reason), [.unreachedBranch])
        XCTAssertEqual(index.shownLiterals.map(\.text), ["None", "Some"])
    }
}
