import XCTest
@testable import L10nSource

/// Fallbacks of availability checks for iOS versions older than the app's oldest: never run (Open GPX Tracker's iOS 8
/// toolbar, behind `if #available(iOS 9, *)` in an app that requires iOS 12).
final class AvailabilityFallbackTests: XCTestCase {
    private func fallbackLines(_ text: String, _ language: SourceLanguage = .swift, oldest: [Int] = [12, 0]) -> [Int] {
        let file = SourceFile(bytes: Array(text.utf8), language: language, path: language == .swift ? "A.swift" : "A.m")
        return AvailabilityFallback.scan(file, oldestIOS: oldest).map { file.tokens[$0.lowerBound].line }
    }

    func testTheFallbackOfACheckTheOldestIOSPassesNeverRuns() {
        let text = """
            if #available(iOS 9, *) {
                field.inputAccessoryView = DateFieldTypeView()
            } else {
                field.inputAccessoryView = legacyBar()
            }
            guard #available(iOS 11.0, *) else {
                title = "Update iOS"
                return
            }
            if #unavailable(iOS 10) {
                title = "Old"
            }
            if #available(iOS 13.4, *) {
                a()
            } else {
                title = "Needs 13.4"
            }
            if #available(iOS 10, *), isOn {
                a()
            } else {
                title = "Off"
            }
            if #available(macOS 12, *) {
                a()
            } else {
                title = "Other system"
            }
            """
        XCTAssertEqual(fallbackLines(text), [3, 6, 10])
        // An app that still runs on iOS 10 takes the `guard`'s fallback on iOS 10.
        XCTAssertEqual(fallbackLines(text, oldest: [10, 3]), [3, 10])
        XCTAssertEqual(fallbackLines(text, oldest: [13, 4]), [3, 6, 10, 15])
    }

    func testObjectiveCsCheck() {
        let text = """
            if (@available(iOS 10.0, *)) {
                [self useNewAPI];
            } else {
                label.text = @"Old iOS";
            }
            if (@available(iOS 15.0, *)) {
                [self useNewAPI];
            } else {
                label.text = @"Before 15";
            }
            """
        XCTAssertEqual(fallbackLines(text, .objectiveC), [3])
    }

    /// A text only the fallback shows, or a method only it calls, is not put on screen; nor when a target compiling the
    /// file has no known deployment target.
    func testTextsAndMethodsOnlyAFallbackReachesAreNotShown() {
        let source = """
            import UIKit
            final class NameController: UIViewController {
                override func viewDidLoad() { setUp(field: UITextField()) }
                func setUp(field: UITextField) {
                    if #available(iOS 9, *) {
                        field.inputAccessoryView = UIView()
                    } else {
                        field.inputAccessoryView = legacyBar()
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Name", style: .plain, target: nil, action: nil)
                }
                func legacyBar() -> UIToolbar {
                    let bar = UIToolbar()
                    bar.items = [UIBarButtonItem(title: "Day", style: .plain, target: nil, action: nil)]
                    return bar
                }
            }
            """
        func shown(_ oldest: [Int]?) -> [String] {
            let file = SourceFile(bytes: Array(source.utf8), language: .swift, path: "Name.swift")
            let index = SourceIndex(files: [file], build: ShippedBuild(oldestIOS: oldest))
            return index.shownLiterals.filter { $0.uncalledMethod == nil }.map(\.text).sorted()
        }
        XCTAssertEqual(shown([12, 0]), ["Name"])
        XCTAssertEqual(shown(nil), ["Day", "Name"])
    }
}
