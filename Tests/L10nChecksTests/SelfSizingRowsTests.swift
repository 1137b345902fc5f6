import XCTest
import L10nInterfaceBuilder
import L10nSource
@testable import L10nChecks

/// Which classes of the app's code make table rows self-sizing, and so which tables of a storyboard grow
/// their rows with a translation. The sources and the storyboard are hand-written, a few lines each.
final class SelfSizingRowsTests: XCTestCase {
    func classes(_ source: String, _ language: SourceLanguage = .swift) -> Set<String> {
        SelfSizingRows.classes(in: SourceFile(bytes: Array(source.utf8), language: language, path: "T.swift"))
    }

    func testSwiftRowHeightAndDelegateMethod() {
        XCTAssertEqual(classes("""
            class PredictionViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = UITableView.automaticDimension
                }
            }
            final class AboutVC: UITableViewController {
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    return UITableView.automaticDimension
                }
            }
            """), ["PredictionViewController", "AboutVC"])
    }

    /// An estimate, a header's height or a header height method's return value sizes no row.
    func testEstimatesAndHeadersDoNotCount() {
        XCTAssertEqual(classes("""
            class ListViewController: UIViewController {
                override func viewDidLoad() {
                    tableView.estimatedRowHeight = UITableView.automaticDimension
                    tableView.sectionHeaderHeight = UITableView.automaticDimension
                }
                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    return UITableView.automaticDimension
                }
            }
            """), [])
    }

    func testObjectiveC() {
        XCTAssertEqual(classes("""
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView.rowHeight = UITableViewAutomaticDimension;
            }
            @end
            """, .objectiveC), ["SettingsViewController"])
    }

    /// The tables of controllers (and their subclasses) whose code makes rows self-sizing.
    func testTablesOfTheStoryboard() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="a" customClass="DetailViewController" sceneMemberID="viewController">
                            <tableView key="view" rowHeight="44" id="table-a"><rect key="frame" x="0" y="0" width="375" height="667"/></tableView>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tableViewController id="b" customClass="OtherViewController" sceneMemberID="viewController">
                            <tableView key="view" rowHeight="44" id="table-b"><rect key="frame" x="0" y="0" width="375" height="667"/></tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Main.storyboard")
        let rows = SelfSizingRows(classes: ["BaseListViewController"])
        let lineage = { (name: String) -> [String] in
            name == "DetailViewController" ? ["DetailViewController", "BaseListViewController", "UITableViewController"] : [name]
        }
        XCTAssertEqual(rows.tables(of: document, lineage: lineage), ["table-a"])
    }
}
