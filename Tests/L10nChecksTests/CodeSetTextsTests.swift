import XCTest
import L10nInterfaceBuilder
import L10nSource
@testable import L10nChecks

/// Which storyboard keys code replaces, joining hand-written documents with hand-written sources: views
/// found by tag in the looking-up class's scene, a static table's headers from its data source, segments,
/// configurations, attributed placeholders, and a xib whose File's Owner is stale but whose loader sets
/// the outlets.
final class CodeSetTextsTests: XCTestCase {
    private func keys(_ document: String, path: String = "Main.storyboard", nibName: String? = nil, source: String) throws -> [String] {
        let ib = try IBDocument(bytes: Array(document.utf8), path: path)
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "F.swift")])
        return CodeSetTexts(document: ib, index: index, nibName: nibName).texts.keys.sorted()
    }

    private func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc1">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    func testTaggedViewsMatchInTheLookingUpClassesSceneOnly() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <tableViewController id="vc1" customClass="MeVC" sceneMemberID="viewController">
                        <tableView key="view" id="tv1" dataMode="prototypes"><prototypes>
                            <tableViewCell id="c1" reuseIdentifier="IdentityCell"><tableViewCellContentView key="contentView" id="cv1"><subviews>
                                <label text="Detail" tag="100" id="lab-el-100"/>
                                <label text="Other" tag="7" id="lab-el-007"/>
                            </subviews></tableViewCellContentView></tableViewCell>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="vc2" customClass="ElseVC" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews><label text="Detail" tag="100" id="oth-er-100"/></subviews></view>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class MeVC: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let label = cell.viewWithTag(100) as! UILabel
                label.text = store.identity
                return cell
            }
        }
        """
        XCTAssertEqual(try keys(document, source: source), ["lab-el-100.text"])
    }

    /// A controller that registers a cell's nib and fills its tagged labels reaches the nib's views by tag,
    /// though the nib's objects name only the cell's class; a class that does not load the nib reaches none.
    func testTaggedViewsOfANibTheLookingUpClassLoads() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell id="c1" customClass="LeagueCell"><tableViewCellContentView key="contentView" id="cv1"><subviews>
                    <label text="World Cup" tag="3" id="lab-el-003"/>
                </subviews></tableViewCellContentView></tableViewCell>
            </objects>
        </document>
        """
        let source = """
        class LeagueCell: UITableViewCell {}
        class LeaguesVC: UITableViewController {
            override func viewDidLoad() { tableView.register(UINib(nibName: "LeagueCell", bundle: nil), forCellReuseIdentifier: "cell") }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if let title = cell.contentView.viewWithTag(3) as? UILabel { title.text = leagues[indexPath.row].name }
                return cell
            }
        }
        """
        XCTAssertEqual(try keys(xib, path: "LeagueCell.xib", nibName: "LeagueCell", source: source), ["lab-el-003.text"])
        XCTAssertEqual(try keys(xib, path: "LeagueCell.xib", nibName: "LeagueCell", source: source.replacingOccurrences(of: "UINib(nibName: \"LeagueCell\", bundle: nil)", with: "nil")), [])
    }

    func testStaticSectionHeadersFromTheDataSource() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <tableViewController id="vc1" customClass="SafeSetupVC" sceneMemberID="viewController">
                        <tableView key="view" id="tv1" dataMode="static"><sections>
                            <tableViewSection headerTitle="Password" footerTitle="At least 8 characters" id="sec-ti-on"/>
                        </sections></tableView>
                    </tableViewController>
                </objects></scene>
        """)
        let source = """
        class BaseSetupVC: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "x" }
        }
        class SafeSetupVC: BaseSetupVC {}
        """
        // Headers come from code (inherited); the footer is the storyboard's.
        XCTAssertEqual(try keys(document, source: source), ["sec-ti-on.headerTitle"])
    }

    /// Segments, a configuration's title, an attributed placeholder and a colour well's title code sets.
    func testSegmentsConfigurationsAndAttributedPlaceholders() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="PagesVC" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <segmentedControl id="seg-me-nts"><segments><segment title="{General}"/><segment title="{Files}"/></segments></segmentedControl>
                            <button id="but-to-n01"><buttonConfiguration key="configuration" style="filled" title="{Connect}"/></button>
                            <textField placeholder="E-mail" id="fie-ld-001"/>
                            <colorWell title="Route Color" id="col-or-001"/>
                        </subviews></view>
                        <connections>
                            <outlet property="pages" destination="seg-me-nts" id="o1"/>
                            <outlet property="connectButton" destination="but-to-n01" id="o2"/>
                            <outlet property="emailField" destination="fie-ld-001" id="o3"/>
                            <outlet property="routeWell" destination="col-or-001" id="o4"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class PagesVC: UIViewController {
            func update() {
                for i in 0..<2 { pages.setImage(UIImage(systemName: "star"), forSegmentAt: i) }
                connectButton.configuration?.title = LString.connect
                emailField.attributedPlaceholder = NSAttributedString(string: LString.email)
                routeWell?.title = String(localized: "routeColorPrompt")
            }
        }
        """
        XCTAssertEqual(try keys(document, source: source), [
            "but-to-n01.configuration.title", "col-or-001.title", "fie-ld-001.placeholder", "seg-me-nts.segmentTitles[0]",
            "seg-me-nts.segmentTitles[1]",
        ])
    }

    /// Code that removes every segment replaces the storyboard's titles: directly (`removeAllSegments()`) or through the
    /// app's own segmented control's method that removes them and inserts one per title it is given (kDrive's
    /// `IKSegmentedControl.setSegments(_:)`). A control only sent other messages keeps its titles.
    func testRemovingEverySegmentReplacesTheirTitles() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="DetailVC" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <segmentedControl id="seg-me-nt1"><segments><segment title="Informations"/><segment title="Activité"/></segments></segmentedControl>
                            <segmentedControl id="seg-me-nt2"><segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl>
                            <segmentedControl id="seg-me-nt3"><segments><segment title="Map"/><segment title="List"/></segments></segmentedControl>
                        </subviews></view>
                        <connections>
                            <outlet property="tabs" destination="seg-me-nt1" id="o1"/>
                            <outlet property="period" destination="seg-me-nt2" id="o2"/>
                            <outlet property="mode" destination="seg-me-nt3" id="o3"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        public class IKSegmentedControl: UISegmentedControl {
            public func setSegments(_ segments: [String], selectedSegmentIndex: Int = 0) {
                removeAllSegments()
                for i in 0 ..< segments.count {
                    insertSegment(withTitle: segments[i], at: i, animated: false)
                }
                self.selectedSegmentIndex = selectedSegmentIndex
            }
        }
        class DetailVC: UIViewController {
            override func awakeFromNib() {
                tabs.setSegments([Strings.infos, Strings.activities])
                period.removeAllSegments()
                mode.selectedSegmentIndex = 1
            }
        }
        """
        XCTAssertEqual(try keys(document, source: source), [
            "seg-me-nt1.segmentTitles[0]", "seg-me-nt1.segmentTitles[1]", "seg-me-nt2.segmentTitles[0]", "seg-me-nt2.segmentTitles[1]",
        ])
    }

    /// A title code looks up for a configured button's normal state replaces the configuration's title it
    /// shows; a title from data (set once there is one) and a selected state's title replace only their own
    /// key, and a plain button has no configuration to replace.
    func testANormalStateTitleReplacesAConfiguredButtonsTitle() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="RouteVC" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <button id="btn-fr-om1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="from"/></button>
                            <button id="btn-to-001"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="to"/></button>
                            <button id="btn-pl-ain"><state key="normal" title="Go"/></button>
                            <button id="btn-da-ta1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="criteria"/></button>
                        </subviews></view>
                        <connections>
                            <outlet property="fromButton" destination="btn-fr-om1" id="o1"/>
                            <outlet property="toButton" destination="btn-to-001" id="o2"/>
                            <outlet property="goButton" destination="btn-pl-ain" id="o3"/>
                            <outlet property="criteriaButton" destination="btn-da-ta1" id="o4"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class RouteVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                fromButton.setTitle(NSLocalizedString("tap for origins list", comment: ""), for: .normal)
                toButton.setTitle(NSLocalizedString("chosen", comment: ""), for: .selected)
                goButton.setTitle(NSLocalizedString("Go now", comment: ""), for: .normal)
                if let criterion = savedCriterion { criteriaButton.setTitle(criterion, for: .normal) }
            }
        }
        """
        XCTAssertEqual(try keys(document, source: source), [
            "btn-da-ta1.normalTitle", "btn-fr-om1.configuration.title", "btn-fr-om1.normalTitle", "btn-pl-ain.normalTitle",
            "btn-to-001.selectedTitle",
        ])
        // Swift 2 (Rafflex): `setTitle(_:forState:)` and capitalized states.
        let swift2 = """
        class RouteVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.goButton?.setTitle(L("Route.Go"), forState: .Normal)
                toButton.setTitle(L("Route.Chosen"), forState: UIControlState.Selected)
            }
        }
        """
        XCTAssertEqual(try keys(document, source: swift2), ["btn-pl-ain.normalTitle", "btn-to-001.selectedTitle"])
        // Swift 3's migrator (WordPress's Today widget): the normal state as the empty set.
        let swift3 = """
        class RouteVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                goButton.setTitle(NSLocalizedString("Open", comment: ""), for: UIControlState())
            }
        }
        """
        XCTAssertEqual(try keys(document, source: swift3), ["btn-pl-ain.normalTitle"])
        // Swift 3 and 4 named the type `UIControlState` (monitorApp's `for:UIControlState.normal`).
        let swift4 = """
        class RouteVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                goButton.setTitle(NSLocalizedString("confirm", comment: ""), for:UIControlState.normal)
                toButton.setTitle(NSLocalizedString("chosen", comment: ""), for: UIControlState.selected)
            }
        }
        """
        XCTAssertEqual(try keys(document, source: swift4), ["btn-pl-ain.normalTitle", "btn-to-001.selectedTitle"])
    }

    func testStaleFilesOwnerOfANibLoadedByName() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LogoutPopoverVC">
                    <connections><outlet property="messageLabel" destination="mes-sa-gel" id="o1"/></connections>
                </placeholder>
                <view id="v1"><subviews><label text="You are signing in" id="mes-sa-gel"/></subviews></view>
            </objects>
        </document>
        """
        let source = """
        class SignInWarningVC: UIViewController {
            @IBOutlet weak var messageLabel: UILabel!
            init() { super.init(nibName: "SignInWarningPopover", bundle: nil) }
            override func viewDidLoad() { messageLabel.attributedText = initialMessage }
        }
        """
        XCTAssertEqual(try keys(xib, path: "SignInWarningPopover.xib", nibName: "SignInWarningPopover", source: source), ["mes-sa-gel.text"])
        // Another nib's loader says nothing about this one.
        XCTAssertEqual(try keys(xib, path: "Other.xib", nibName: "Other", source: source), [])
    }

    func testCodeThatIteratesAnOutletsSubviewsSetsEachButton() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="DetailVC" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <view id="lan-gu-ags"><subviews>
                                <button tag="1" id="but-to-n01"><state key="normal" title="Hebrew - עברית"/></button>
                                <button tag="2" id="but-to-n02"><state key="normal" title="English"/></button>
                            </subviews></view>
                            <button id="but-to-n03"><state key="normal" title="Done"/></button>
                        </subviews></view>
                        <connections>
                            <outlet property="languagesView" destination="lan-gu-ags" id="o1"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class DetailVC: UIViewController {
            func viewDidLoad() {
                self.languagesView.subviews.forEach {
                    let button = $0 as! UIButton
                    button.setTitle(wrapWithLocale(langKeys[button.tag - 1]), for: UIControl.State.normal)
                }
            }
        }
        """
        XCTAssertEqual(try keys(document, source: source), ["but-to-n01.normalTitle", "but-to-n02.normalTitle"])
    }
    /// A controller's code reaches its navigation item without an outlet; what it sets there replaces the
    /// storyboard's title, in that controller's scene (or a subclass's) only.
    /// eRouska's controllers retitle their navigation item's back and Help buttons (`navigationItem.backBarButtonItem?.title =
    /// L10n.back`, through `self.` or not): those items' storyboard titles are placeholders; another scene's are not.
    func testTheBarButtonItemsOfANavigationItemTheControllersCodeRetitles() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="NewRiskEncounterVC" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                        <navigationItem key="navigationItem" title="Exposure" id="nav-it-em1">
                            <barButtonItem key="backBarButtonItem" title="Zpět" id="bck-it-em1"/>
                            <barButtonItem key="rightBarButtonItem" title="Help" id="hlp-it-em1"/>
                            <barButtonItem key="leftBarButtonItem" title="Close" id="cls-it-em1"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="vc2" customClass="OtherVC" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                        <navigationItem key="navigationItem" title="Other" id="nav-it-em2">
                            <barButtonItem key="backBarButtonItem" title="Zpět" id="bck-it-em2"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class NewRiskEncounterVC: UIViewController {
            func setupStrings() {
                navigationItem.backBarButtonItem?.title = L10n.back
                self.navigationItem.rightBarButtonItem?.title = L10n.help
            }
        }
        class OtherVC: UIViewController {}
        """
        XCTAssertEqual(try keys(document, source: source), ["bck-it-em1.title", "hlp-it-em1.title"])
    }

    func testANavigationTitleTheControllersCodeSets() throws {
        let document = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="LinkEmailVC" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                        <navigationItem key="navigationItem" title="Link Email" id="nav-it-em1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="vc2" customClass="OtherVC" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                        <navigationItem key="navigationItem" title="Other" id="nav-it-em2"/>
                    </viewController>
                </objects></scene>
        """)
        let source = """
        class LinkEmailVC: UIViewController {
            override func viewDidLoad() {
                navigationItem.title = NSLocalizedString("link_email_title", comment: "")
            }
        }
        class OtherVC: UIViewController {}
        """
        XCTAssertEqual(try keys(document, source: source), ["nav-it-em1.title"])
        // The controller's own title goes to its navigation item and its tab bar item.
        let tabbed = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="MeVC" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                        <tabBarItem key="tabBarItem" title="Me" id="tab-it-em1"/>
                        <navigationItem key="navigationItem" title="First Last" id="nav-it-em1"/>
                    </viewController>
                </objects></scene>
        """)
        XCTAssertEqual(try keys(tabbed, source: "class MeVC: UIViewController { func update() { title = \"@\" + me.login } }"),
                       ["nav-it-em1.title", "tab-it-em1.title"])
        // The title the storyboard gives the controller itself (blockcerts' "New User") is replaced too.
        let titled = storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController title="New User" id="vc1" customClass="NewUserViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="Settings" id="vc2" customClass="OtherVC" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
                </objects></scene>
        """)
        XCTAssertEqual(try keys(titled, source: """
            class NewUserViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = Localizations.NewUser } }
            class OtherVC: UIViewController {}
            """), ["vc1.title"])
        // An extension of UIKit's class sets the title of whichever controller uses it (Soundscape's `localization`
        // attribute): OtherVC's "Settings" stays.
        XCTAssertEqual(try keys(titled, source: """
            class NewUserViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = Localizations.NewUser } }
            class OtherVC: UIViewController {}
            extension UIViewController { @IBInspectable var localization: String? { get { nil } set { title = newValue?.localized } } }
            """), ["vc1.title"])
    }
}

extension CodeSetTextsTests {
    /// AppKit keeps a control's text on its cell: code that sets a text field's `stringValue`, a button's `title`
    /// or a field's `placeholderString` through the control's outlet replaces the cell's keys, and a window's
    /// title its own (RombergLab sets each label in code per language); so does one code finds by its tag. A control
    /// code leaves alone keeps its text.
    func testAppKitControlsTextsLiveOnTheirCells() throws {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="ResultsController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <textField id="tf1"><textFieldCell key="cell" title="Legend" id="tc1"/></textField>
                            <textField id="tf2"><textFieldCell key="cell" title="Search" placeholderString="Name" id="tc2"/></textField>
                            <textField id="tf3"><textFieldCell key="cell" title="Left" id="tc3"/></textField>
                            <button id="b1"><buttonCell key="cell" type="push" title="Analyze data..." id="bc1"/></button>
                            <textField tag="5" id="tf4"><textFieldCell key="cell" title="Right" id="tc4"/></textField>
                        </subviews></view>
                        <connections>
                            <outlet property="legend" destination="tf1" id="o1"/>
                            <outlet property="search" destination="tf2" id="o2"/>
                            <outlet property="left" destination="tf3" id="o3"/>
                            <outlet property="analyze" destination="b1" id="o4"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <windowController id="wc1" customClass="ResultsWindowController" sceneMemberID="viewController">
                        <window key="window" title="Results" id="w1"/>
                        <connections><outlet property="resultsWindow" destination="w1" id="o5"/></connections>
                    </windowController>
                </objects></scene>
            </scenes>
        </document>
        """
        let source = """
        class ResultsController: NSViewController {
            @IBOutlet weak var legend: NSTextField!
            @IBOutlet weak var search: NSTextField!
            @IBOutlet weak var left: NSTextField!
            @IBOutlet weak var analyze: NSButton!
            override func viewDidLoad() {
                legend.stringValue = "Valores LOS"
                search.placeholderString = "Nombre"
                analyze.title = "Importar datos..."
                (view.viewWithTag(5) as? NSTextField)?.stringValue = "Derecha"
            }
        }
        class ResultsWindowController: NSWindowController {
            @IBOutlet weak var resultsWindow: NSWindow!
            override func windowDidLoad() { resultsWindow.title = "Resultados" }
        }
        """
        XCTAssertEqual(try keys(document, source: source), ["bc1.title", "tc1.title", "tc2.placeholderString", "tc4.title", "w1.title"])
    }
}
