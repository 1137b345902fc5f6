import XCTest
@testable import L10nSource

/// Action methods and what their bodies say, in Swift and Objective-C, and the document selectors that call
/// them (Swift names a labelled first parameter `nameWithLabel:`).
final class ActionMethodTests: XCTestCase {
    func source(_ path: String, _ language: SourceLanguage, _ text: String) -> SourceFile {
        SourceFile(bytes: Array(text.utf8), language: language, path: path)
    }

    func testSwiftAndObjectiveCActions() throws {
        let swift = source("Menu.swift", .swift, """
            final class Menu: UIViewController {
                @IBAction private func open(sender: UIButton) {
                    let vc = ReminderController(nibName: "Reminder", bundle: nil)
                    label.text = "Hi \\(vc.name) Reminder"
                }
                @IBAction func close(_ sender: Any)
                func helper() { open(sender: button) }
            }
            """)
        let actions = ActionMethod.scan(swift)
        XCTAssertEqual(actions.map(\.name), ["open"], "a declaration without a body is no action to judge")
        let open = try XCTUnwrap(actions.first)
        XCTAssertEqual(open.lines, 2...5)
        XCTAssertEqual(open.literals, ["Reminder": 1])
        XCTAssertEqual(open.identifiers["ReminderController"], 1)
        XCTAssertEqual(open.identifiers["name"], 1, "identifiers in interpolations count")
        XCTAssertNil(open.identifiers["open"], "the declaration's own name is not the body's")

        let objc = source("Menu.m", .objectiveC, """
            @implementation Menu
            - (IBAction)share:(id)sender {
                [self presentViewController:[ShareController new] animated:YES completion:nil];
            }
            @end
            """)
        XCTAssertEqual(ActionMethod.scan(objc).map(\.name), ["share"])
        XCTAssertEqual(ActionMethod.scan(objc).first?.identifiers["ShareController"], 1)
    }

    func testSelectorsThatCallAnAction() throws {
        let action = try XCTUnwrap(ActionMethod.scan(source("A.swift", .swift, "@IBAction func save(_ s: Any) {}")).first)
        for selector in ["save:", "saveWithSender:", "save"] { XCTAssertTrue(action.isCalled(bySelector: selector[...]), selector) }
        for selector in ["saveAll:", "sav:", "unsave:"] { XCTAssertFalse(action.isCalled(bySelector: selector[...]), selector) }
    }
}
