import XCTest
import L10nSource

/// Outlet assignments through the app's own wrappers put localized keys into views, like `NSLocalizedString`.
final class SourceIndexWrapperAssignmentTests: XCTestCase {
    func testAssignmentsThroughWrappersAreLocalized() {
        let helpers = """
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        func L(_ key: String, table: String = "Main") -> String { NSLocalizedString(key, tableName: table, comment: "") }
        """
        let screen = """
        class SignUpViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var submitButton: UIButton!
            override func viewDidLoad() {
                nameLabel.text = "kSignUpName".localized
                submitButton.setTitle(L("Submit"), for: .normal)
            }
        }
        """
        let index = SourceIndex(files: [SourceFile(bytes: Array(helpers.utf8), language: .swift, path: "Helpers.swift"),
                                        SourceFile(bytes: Array(screen.utf8), language: .swift, path: "SignUp.swift")])
        let values = ["nameLabel", "submitButton"].flatMap { index.assignments(toOutlet: $0, ofClass: "SignUpViewController") }.map { assignment -> String in
            guard case .localized(let call, _) = assignment.value else { return "not localized" }
            return "\(call.table):\(call.key)"
        }
        XCTAssertEqual(values, ["Localizable:kSignUpName", "Main:Submit"], "a wrapper's literal default table applies when the call leaves it out")
    }
}
