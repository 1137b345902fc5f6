import XCTest
import L10nSource

/// Views code hides for good (hand-written sources): hidden as the screen loads and never shown or set
/// otherwise, through the class's own outlet or any other object's.
final class OutletVisibilityTests: XCTestCase {
    private func index(_ source: String, _ language: SourceLanguage = .swift) -> SourceIndex {
        SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: language, path: language == .swift ? "F.swift" : "F.m")])
    }

    func testSwift() {
        let index = index("""
        class Popover: UIViewController {
            @IBOutlet weak var replyView: UIView!
            @IBOutlet weak var ccView: UIView!
            @IBOutlet weak var bccView: UIView!
            @IBOutlet weak var spinner: UIView?
            override func viewDidLoad() {
                super.viewDidLoad()
                replyView.isHidden = true
                self.ccView.isHidden = true
                bccView.isHidden = true
                spinner?.isHidden = true
            }
            func showCopies(_ show: Bool) {
                if show { var shown = false; ccView.isHidden = shown }
            }
            func load() {
                spinner?.isHidden.toggle()
            }
        }
        class Cell: UITableViewCell {
            @IBOutlet weak var bccView: UIView!
            func configure(_ popover: Popover) { popover.bccView.isHidden = false }
        }
        class Later: UIViewController {
            @IBOutlet weak var banner: UIView!
            @IBOutlet weak var lockedView: UIView!
            @IBAction func close() { banner.isHidden = true }
            override func viewWillAppear(_ animated: Bool) {
                if isLocked { lockedView.isHidden = true }
            }
        }
        """)
        XCTAssertTrue(index.isHiddenForGood(outlet: "replyView", ofClass: "Popover"))
        XCTAssertFalse(index.isHiddenForGood(outlet: "ccView", ofClass: "Popover"), "shown again from a variable")
        XCTAssertFalse(index.isHiddenForGood(outlet: "bccView", ofClass: "Popover"), "shown through another object")
        XCTAssertFalse(index.isHiddenForGood(outlet: "spinner", ofClass: "Popover"), "toggled")
        XCTAssertFalse(index.isHiddenForGood(outlet: "banner", ofClass: "Later"), "hidden only after a tap: seen until then")
        XCTAssertFalse(index.isHiddenForGood(outlet: "lockedView", ofClass: "Later"), "hidden on a condition")
        XCTAssertFalse(index.isHiddenForGood(outlet: "replyView", ofClass: "Cell"), "another class's outlet of that name")
    }

    func testObjectiveC() {
        let index = index("""
        @implementation Popover
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.replyView.hidden = YES;
            [_ccView setHidden:YES];
            [self.bccView setHidden:YES];
        }
        - (void)update:(BOOL)flag {
            _bccView.hidden = flag;
        }
        - (void)viewWillAppear:(BOOL)animated {
            if (LOCKED) self.lockedView.hidden = YES;
            if (LOCKED) {
                self.categoryView.hidden = YES;
            }
        }
        @end
        """, .objectiveC)
        XCTAssertTrue(index.isHiddenForGood(outlet: "replyView", ofClass: "Popover"))
        XCTAssertTrue(index.isHiddenForGood(outlet: "ccView", ofClass: "Popover"))
        XCTAssertFalse(index.isHiddenForGood(outlet: "bccView", ofClass: "Popover"))
        XCTAssertFalse(index.isHiddenForGood(outlet: "lockedView", ofClass: "Popover"))
        XCTAssertFalse(index.isHiddenForGood(outlet: "categoryView", ofClass: "Popover"))
    }
}
