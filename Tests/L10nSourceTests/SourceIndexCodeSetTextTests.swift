import XCTest
import L10nSource
import L10nStrings

/// The less direct ways code replaces a storyboard text (hand-written sources, one form per assertion):
/// attributed placeholders, segment titles and images, button configurations, WatchKit setters, views
/// found by tag, section titles a table's data source supplies, and nibs loaded by name.
final class SourceIndexCodeSetTextTests: XCTestCase {
    private func index(_ source: String, _ language: SourceLanguage = .swift) -> SourceIndex {
        SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: language, path: language == .swift ? "F.swift" : "F.m")])
    }

    private func properties(_ index: SourceIndex, _ outlet: String, _ className: String) -> [String] {
        index.assignments(toOutlet: outlet, ofClass: className).map { assignment in
            assignment.property.rawValue + (assignment.segment.map { "[\($0)]" } ?? "")
        }
    }

    func testSwiftSettersBeyondText() {
        let index = index("""
        class VC: UIViewController {
            @IBOutlet weak var emailField: UITextField!
            @IBOutlet weak var pages: UISegmentedControl!
            @IBOutlet weak var connectButton: UIButton!
            @IBOutlet weak var saveButton: UIButton!
            @IBOutlet weak var keepButton: UIButton!
            @IBOutlet var overrideLabel: WKInterfaceLabel?
            func setUp() {
                emailField.attributedPlaceholder = NSAttributedString(string: "e-mail")
                pages.setTitle(NSLocalizedString("General", comment: ""), forSegmentAt: 0)
                pages.setTitle(NSLocalizedString("History", comment: ""), forSegmentAtIndex: 2)
                for index in 0..<pages.numberOfSegments {
                    pages.setImage(UIImage(systemName: "star"), forSegmentAt: index)
                }
                connectButton.configuration?.title = LString.connect
                var config = UIButton.Configuration.borderedTinted()
                config.title = LString.save
                saveButton.configuration = config
                var kept = keepButton.configuration
                kept?.baseBackgroundColor = .red
                keepButton.configuration = kept
                overrideLabel?.setText(NSLocalizedString("Preset", comment: ""))
            }
        }
        """)
        XCTAssertEqual(properties(index, "emailField", "VC"), ["attributedPlaceholder"])
        // A literal index names its segment (Swift 2 wrote `forSegmentAtIndex:`); a loop's index may be any segment (nil).
        XCTAssertEqual(properties(index, "pages", "VC"), ["segmentTitle[0]", "segmentTitle[2]", "segmentTitle"])
        XCTAssertEqual(properties(index, "connectButton", "VC"), ["configurationTitle"])
        XCTAssertEqual(properties(index, "saveButton", "VC"), ["configurationTitle"])
        // A copy of the button's own configuration keeps the storyboard's title.
        XCTAssertEqual(properties(index, "keepButton", "VC"), [])
        XCTAssertEqual(properties(index, "overrideLabel", "VC"), ["text"])
    }

    /// Objective-C sets a segment's title by message (VLC's donation screen retitles its segments in
    /// `viewDidLoad`); a button's `setTitle:forState:` stays a title.
    func testObjectiveCSegmentTitles() {
        let index = index("""
        @implementation DonationVC
        - (void)viewDidLoad {
            [_intervalControl setTitle:NSLocalizedString(@"DONATION_ONCE", nil) forSegmentAtIndex:0];
            [self.intervalControl setTitle:NSLocalizedString(@"DONATION_MONTHLY", nil) forSegmentAtIndex:1];
            [_modeControl setTitle:NSLocalizedString(@"MODE", nil) forSegmentAtIndex:index];
            [_continueButton setTitle:NSLocalizedString(@"CONTINUE", nil) forState:UIControlStateNormal];
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(properties(index, "intervalControl", "DonationVC"), ["segmentTitle[0]", "segmentTitle[1]"])
        XCTAssertEqual(properties(index, "modeControl", "DonationVC"), ["segmentTitle"])
        XCTAssertEqual(properties(index, "continueButton", "DonationVC"), ["title"])
    }

    /// An app's own title setter that takes more than the text (Yasound's `UnderlinedButton` `setTitle:textAlignment:`)
    /// sets the normal title to its first argument alone; a conditional's `:` in the value is no selector part.
    func testObjectiveCOwnTitleSetterWithMoreParts() {
        let index = index("""
        @implementation LoginVC
        - (void)viewDidLoad {
            [_signupButton setTitle:NSLocalizedString(@"LoginView_signup_label", nil) textAlignment:UIControlContentHorizontalAlignmentRight];
            [_forgetButton setTitle:flag ? first : second forState:UIControlStateSelected];
            [_helpButton setTitle:flag ? NSLocalizedString(@"Help", nil) : @"?" textAlignment:NSTextAlignmentRight];
        }
        @end
        """, .objectiveC)
        let signup = index.assignments(toOutlet: "signupButton", ofClass: "LoginVC")
        XCTAssertEqual(signup.map { "\($0.property.rawValue) \($0.state ?? "-")" }, ["title UIControlStateNormal"])
        if case .localized(let call, _) = signup.first?.value { XCTAssertEqual(call.key, "LoginView_signup_label") } else { XCTFail("\(String(describing: signup.first?.value))") }
        XCTAssertEqual(index.assignments(toOutlet: "forgetButton", ofClass: "LoginVC").map { $0.state ?? "-" }, ["UIControlStateSelected"])
        XCTAssertEqual(index.assignments(toOutlet: "helpButton", ofClass: "LoginVC").map { $0.state ?? "-" }, ["UIControlStateNormal"])
    }

    func testViewsFoundByTag() {
        let swift = index("""
        class ContactsVC: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "IdentityCell", for: indexPath)
                let label = cell.viewWithTag(100) as! UILabel
                label.text = store.identity
                (cell.viewWithTag(101) as? UIButton)?.setTitle(NSLocalizedString("Copy", comment: ""), for: .normal)
                let other = UILabel()
                other.text = "not tagged"
                return cell
            }
        }
        """)
        XCTAssertEqual(swift.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1) \($0.property.rawValue)" },
                       ["ContactsVC 100 text", "ContactsVC 101 title"])
        let objectiveC = index("""
        @implementation ContactsVC
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UILabel *label = (UILabel *)[cell viewWithTag:7];
            label.text = self.name;
            UIButton *button = (UIButton *)[cell viewWithTag:8];
            [button setTitle:@"x" forState:UIControlStateNormal];
            return cell;
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(objectiveC.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1) \($0.property.rawValue)" },
                       ["ContactsVC 7 text", "ContactsVC 8 title"])
        // One local bound to each tagged label in turn (music-one's About cell): each assignment is to the view it names
        // then; bound to anything else, it names no tagged view.
        let reused = index("""
        @implementation PreferencesController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UILabel *label = (UILabel *)[cell viewWithTag:1];
            switch (indexPath.row) {
                case 0:
                    label.text = NSLocalizedStringFromTable(@"Version", @"App", nil);
                    label = (UILabel *)[cell viewWithTag:2];
                    label.text = version;
                    label = self.footer;
                    label.text = @"x";
                    break;
            }
            return cell;
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(reused.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1) \($0.property.rawValue)" },
                       ["PreferencesController 1 text", "PreferencesController 2 text"])
    }

    /// A tag written as a constant of the file (or of a header) stands for the literal it is bound to; a name
    /// assigned again (or bound to an expression) has no known value.
    func testViewsFoundByATagConstant() {
        let objectiveC = index("""
        #define DetailTag 11
        static const int CellLabelTag = 200;
        static int Changing = 3;
        @implementation GuideVC
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UILabel *label = (UILabel *)[cell viewWithTag:CellLabelTag];
            label.text = taxon.name;
            UILabel *detail = (UILabel *)[cell viewWithTag:DetailTag];
            detail.text = guide.license;
            Changing = 4;
            UILabel *other = (UILabel *)[cell viewWithTag:Changing];
            other.text = guide.title;
            return cell;
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(objectiveC.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1)" }, ["GuideVC 200", "GuideVC 11"])
        let swift = index("""
        private let titleTag = 2
        private let computedTag = base + 1
        class GuidesVC: UITableViewController {
            let subtitleTag: Int = 3
            func fill(_ cell: UITableViewCell) {
                (cell.viewWithTag(titleTag) as? UILabel)?.text = guide.title
                (cell.viewWithTag(subtitleTag) as? UILabel)?.text = guide.subtitle
                (cell.viewWithTag(computedTag) as? UILabel)?.text = guide.other
            }
        }
        """)
        XCTAssertEqual(swift.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1)" }, ["GuidesVC 2", "GuidesVC 3"])
        // A header's constant stands for its value in the files that import it (Kodi's `#define XIB_MAIN_MENU_CELL_TITLE 3`
        // in AppDelegate.h); the file's own binding of a name comes first.
        let header = SourceFile(bytes: Array("#define CELL_TITLE 3\n#define DetailTag 12\n".utf8), language: .objectiveC, path: "AppDelegate.h")
        let implementation = SourceFile(bytes: Array("""
        #import "AppDelegate.h"
        #define DetailTag 11
        @implementation MenuVC
        - (void)fill:(UITableViewCell *)cell {
            UILabel *title = (UILabel *)[cell viewWithTag:CELL_TITLE];
            title.text = item.mainLabel;
            UILabel *detail = (UILabel *)[cell viewWithTag:DetailTag];
            detail.text = item.detail;
        }
        @end
        """.utf8), language: .objectiveC, path: "MenuVC.m")
        let imported = SourceIndex(files: [implementation], headers: [header])
        XCTAssertEqual(imported.taggedAssignments.map { "\($0.codeClass) \($0.tag ?? -1)" }, ["MenuVC 3", "MenuVC 11"])
    }

    /// A type's own title set in its code (`self.title`, or `title` that no local hides) is recorded with the
    /// outlet `self`; declarations and locals named `title` are not.
    func testTheTypesOwnTitle() {
        let swift = index("""
        class ContactVC: UIViewController {
            var title2: String = ""
            override func viewDidLoad() {
                title = "@" + NSLocalizedString("me", comment: "")
            }
            func rename() { self.title = contact.name }
            func local() {
                var title = "x"
                title = "y"
                label.text = title
            }
        }
        struct Model {
            var title = "x"
        }
        """)
        XCTAssertEqual(swift.assignments.filter { $0.outlet == "self" }.map { "\($0.codeClass) \($0.property.rawValue) \($0.location.line)" },
                       ["ContactVC title 4", "ContactVC title 6"])
        let objectiveC = index("""
        @implementation ObservationsVC
        - (void)viewDidLoad {
            self.title = NSLocalizedString(@"Me", nil);
            self.navigationItem.title = @"x";
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(objectiveC.assignments.map { "\($0.codeClass) \($0.outlet) \($0.property.rawValue)" },
                       ["ObservationsVC self title", "ObservationsVC navigationItem title"])
    }

    /// A closure's or block's strong or weak copy of `self` reaches the type's own outlets (pocket-casts'
    /// `guard let strongSelf = self … strongSelf.titleLabel.text = …`); a copy of something else does not.
    func testOutletsReachedThroughACopyOfSelf() {
        let swift = index("""
        class SummaryVC: UIViewController {
            @IBOutlet var titleLabel: UILabel!
            @IBOutlet var countLabel: UILabel!
            func populate() {
                load { [weak self] in
                    guard let strongSelf = self, let other = self?.child else { return }
                    strongSelf.titleLabel.text = item.title
                    other.countLabel.text = "3"
                }
            }
        }
        """)
        XCTAssertEqual(properties(swift, "titleLabel", "SummaryVC"), ["text"])
        XCTAssertEqual(properties(swift, "countLabel", "SummaryVC"), [])
        let objectiveC = index("""
        @implementation MenuVC
        - (void)load {
            __weak typeof(self) weakSelf = self;
            [api fetch:^{
                __strong __typeof(weakSelf) strongSelf = weakSelf;
                strongSelf.headerLabel.text = NSLocalizedString(@"Menu", nil);
                [weakSelf.doneButton setTitle:NSLocalizedString(@"Done", nil) forState:UIControlStateNormal];
            }];
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(properties(objectiveC, "headerLabel", "MenuVC"), ["text"])
        XCTAssertEqual(properties(objectiveC, "doneButton", "MenuVC"), ["title"])
    }

    func testSectionTitleProvidersAndNibLoads() {
        let swift = index("""
        class SafeSetupVC: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
            func show() {
                let popover = UINib(nibName: "SignInWarningUIPopover", bundle: nil)
                Bundle.main.loadNibNamed("HeaderView", owner: self, options: nil)
            }
        }
        class Other: UIViewController {
            init() { super.init(nibName: "OtherView", bundle: nil) }
            func f() { tableView(tableView, titleForHeaderInSection: 0) }
        }
        """)
        XCTAssertEqual(swift.sectionTitleProviders.map { "\($0.className) \($0.isHeader)" }, ["SafeSetupVC true"])
        XCTAssertEqual(swift.nibLoads.map { "\($0.className) \($0.nibName)" },
                       ["SafeSetupVC SignInWarningUIPopover", "SafeSetupVC HeaderView", "Other OtherView"])
        let objectiveC = index("""
        @implementation SettingsVC
        - (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
            return [self.delegate tableView:tableView titleForHeaderInSection:section];
        }
        - (instancetype)init {
            return [super initWithNibName:@"SettingsView" bundle:nil];
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(objectiveC.sectionTitleProviders.map { "\($0.className) \($0.isHeader)" }, ["SettingsVC false"])
        XCTAssertEqual(objectiveC.nibLoads.map { "\($0.className) \($0.nibName)" }, ["SettingsVC SettingsView"])
    }

    func testAssignmentsToEachSubviewOfAnOutlet() {
        let index = index("""
        class LanguagesVC: UIViewController {
            @IBOutlet weak var languagesView: UIView!
            @IBOutlet weak var stack: UIStackView!
            @IBOutlet weak var grid: UIView!
            @IBOutlet weak var other: UIView!
            func setUp() {
                self.languagesView.subviews.forEach {
                    let button = $0 as! UIButton
                    button.setTitle(wrapWithLocale(keys[button.tag - 1]), for: UIControl.State.normal)
                }
                for case let button as UIButton in stack.arrangedSubviews {
                    button.setTitle(NSLocalizedString("Pick", comment: ""), for: .normal)
                }
                grid.subviews.forEach { label in
                    (label as? UILabel)?.text = "x"
                }
                for view in other.subviews { view.backgroundColor = .red }
                let button = UIButton()
                button.setTitle("not a subview", for: .normal)
            }
        }
        """)
        func summary(_ outlet: String) -> [String] {
            index.assignments(toOutlet: outlet, ofClass: "LanguagesVC").map { "\($0.property.rawValue) \($0.reachesSubviews)" }
        }
        XCTAssertEqual(summary("languagesView"), ["title true"])
        XCTAssertEqual(summary("stack"), ["title true"])
        // A cast in parentheses is not followed (only bound names are).
        XCTAssertEqual(summary("grid"), [])
        XCTAssertEqual(summary("other"), [])
    }
}
