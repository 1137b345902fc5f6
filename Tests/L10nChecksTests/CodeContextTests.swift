import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nProject
import L10nSource
@testable import L10nChecks

/// What users never see of a document, from the document and the app's code together. The storyboards and
/// sources here are hand-written, each as small as the fact it tests.
final class CodeContextTests: XCTestCase {
    /// The facts of `storyboard` in a project whose only source file is `source`, beside `files` (path: text).
    private func facts(_ storyboard: String, source: String, files: [String: String] = [:]) throws -> CodeContext.DocumentFacts {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-context-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files.merging(["Base.lproj/Main.storyboard": storyboard, "Screen.swift": source], uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let url = folder.appendingPathComponent("Base.lproj/Main.storyboard")
        let context = CodeContext(workspace: try Workspace(root: folder))
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: url.path)
        return context.facts(of: document, at: url)
    }

    /// A scene whose controller (`id`, with `attributes`) shows one label, `<id>-label`.
    private static func controllerScene(_ id: String, _ attributes: String) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController \(attributes) id="\(id)" sceneMemberID="viewController">
                <view key="view" id="\(id)-view"><subviews>
                    <label text="Text" id="\(id)-label"><rect key="frame" x="20" y="100" width="300" height="21"/></label>
                </subviews></view>
            </viewController>
        </objects></scene>
        """
    }

    private func scene(_ views: String, navigationItem: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="ReauthVC" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
        \(views)
                        </subviews></view>
        \(navigationItem)
                        <connections>
                            <outlet property="usernameField" destination="fld-00-001" id="o1"/>
                            <outlet property="passwordField" destination="fld-00-002" id="o2"/>
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// A class method whose selector begins with its class's name or its last words is a factory Swift imports as an
    /// initializer, an acronym the name begins with lowercased as a whole (`urlHandlerWithName:` of `URLHandler`, which
    /// Swift calls `URLHandler(name:)`).
    func testAFactoryMethodIsNamedAfterItsClass() {
        XCTAssertTrue(CodeContext.namesFactory("alertViewWithTitle", of: "AlertView"))
        XCTAssertTrue(CodeContext.namesFactory("viewWithFrame", of: "BadgeView"))
        XCTAssertTrue(CodeContext.namesFactory("urlHandlerWithName", of: "URLHandler"))
        XCTAssertTrue(CodeContext.namesFactory("handlerWithName", of: "URLHandler"))
        XCTAssertTrue(CodeContext.namesFactory("url", of: "URL"))
        XCTAssertTrue(CodeContext.namesFactory("URLHandlerWithName", of: "URLHandler"))
        XCTAssertTrue(CodeContext.namesFactory("URLWithString", of: "NSURL"))
        XCTAssertFalse(CodeContext.namesFactory("showToast", of: "GlobalClass"))
        XCTAssertFalse(CodeContext.namesFactory("viewed", of: "BadgeView"))
    }

    /// A field users cannot type into keeps the text code puts there: its placeholder never shows. A field
    /// users edit shows its placeholder whenever they empty it, whatever code put there first.
    func testThePlaceholderOfAReadOnlyFieldCodeFillsIsNeverSeen() throws {
        let facts = try facts(scene("""
            <textField userInteractionEnabled="NO" placeholder="Username" id="fld-00-001"/>
            <textField placeholder="Password" id="fld-00-002"/>
            """), source: """
            class ReauthVC: UIViewController {
                @IBOutlet weak var usernameField: UITextField!
                @IBOutlet weak var passwordField: UITextField!
                override func viewDidLoad() {
                    usernameField.text = session.login
                    passwordField.text = session.rememberedPassword
                }
            }
            """)
        XCTAssertTrue(facts.neverShows("fld-00-001.placeholder"))
        XCTAssertFalse(facts.neverShows("fld-00-002.placeholder"))
    }

    /// A view the base size class leaves out of its superview and no other variation puts back is never installed
    /// (owncloud's "Untitled.txt" button): its texts never show. One a size class puts back shows there.
    func testAViewNoSizeClassInstallsIsNeverShown() throws {
        let facts = try facts(scene("""
            <button title="Untitled.txt" id="btn-00-001"/>
            <label text="Wide only" id="lbl-00-009"/>
            <label text="Always" id="lbl-00-010"/>
            </subviews>
            <variation key="default"><mask key="subviews"><exclude reference="btn-00-001"/><exclude reference="lbl-00-009"/></mask></variation>
            <variation key="widthClass=regular"><mask key="subviews"><include reference="lbl-00-009"/></mask></variation>
            <subviews>
            """), source: "class ReauthVC: UIViewController {}\n")
        XCTAssertTrue(facts.neverShows("btn-00-001.normalTitle"))
        XCTAssertFalse(facts.neverShows("lbl-00-009.text"))
        XCTAssertFalse(facts.neverShows("lbl-00-010.text"))
    }

    /// An AppKit pop-up button draws the title of its selected menu item, translated under the item's key: the cell's
    /// own copy of it (Mynigma's "none") is never drawn. A cell without items has only its own title to show.
    func testAPopUpButtonShowsItsMenuItemsTitleNotItsCells() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <popUpButton id="p1">
                        <popUpButtonCell key="cell" type="push" title="none" selectedItem="m1" id="c1">
                            <menu key="menu" id="menu1"><items><menuItem title="none" state="on" id="m1"/><menuItem title="SSL" id="m2"/></items></menu>
                        </popUpButtonCell>
                    </popUpButton>
                    <popUpButton id="p2"><popUpButtonCell key="cell" type="push" title="Choose" id="c2"/></popUpButton>
                </objects>
            </document>
            """
        let facts = try facts(xib, source: "final class Window {}\n")
        XCTAssertTrue(facts.neverShows("c1.title"))
        XCTAssertFalse(facts.neverShows("m1.title"))
        XCTAssertFalse(facts.neverShows("c2.title"))
    }

    /// A string runtime attribute naming an `@IBInspectable` property from which the view's own code sets its
    /// text (prjctQsl's `localKey`: `self.text = SJLocalisedString[localKey]`) localizes the view on load, whatever
    /// the attribute is called; one the code only keeps (`colorName`) does not.
    func testAnInspectableKeyTheViewsCodeShowsLocalizesIt() throws {
        func attribute(_ keyPath: String, _ value: String) -> String {
            #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="\#(keyPath)" value="\#(value)"/></userDefinedRuntimeAttributes>"#
        }
        let facts = try facts(scene("""
            <label text="Full name" id="lbl-00-001" customClass="LocalLabel">\(attribute("localKey", "key_fullName"))</label>
            <label text="Phone" id="lbl-00-002" customClass="LocalLabel">\(attribute("colorName", "brand"))</label>
            """), source: "class ReauthVC: UIViewController {}\n", files: ["LocalLabel.swift": """
            import UIKit
            class LocalLabel: UILabel {
                @IBInspectable public var localKey: String = "" { didSet { update() } }
                @IBInspectable var colorName: String = ""
                func update() { if !localKey.isEmpty { self.text = Strings[localKey] } }
            }
            """])
        XCTAssertTrue(facts.neverShows("lbl-00-001.text"))
        XCTAssertFalse(facts.neverShows("lbl-00-002.text"))
    }

    /// The attribute may stand on a line of its own, and the property's own `set` may look the key up and set the
    /// text (MixinNetwork's `local_title`, on labels and buttons alike; a setter that writes `text = …` without
    /// `self`, as Soundscape's does); a property whose setter sets nothing
    /// (`accentName`) does not localize its view.
    func testAnInspectablePropertyWhoseSetterShowsTheKeyLocalizesTheView() throws {
        func attribute(_ keyPath: String, _ value: String) -> String {
            #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="\#(keyPath)" value="\#(value)"/></userDefinedRuntimeAttributes>"#
        }
        let facts = try facts(scene("""
            <label text="Invited by a stranger" id="lbl-00-001">\(attribute("local_title", "invited_by_stranger"))</label>
            <button id="btn-00-001"><state key="normal" title="Exit group"/>\(attribute("local_title", "exit_group"))</button>
            <label text="Phone" id="lbl-00-002">\(attribute("accentName", "brand"))</label>
            <label text="Home" id="lbl-00-003">\(attribute("captionKey", "home_title"))</label>
            <button id="btn-00-002"><state key="normal" title="Done"/>\(attribute("captionKey", "done"))</button>
            """), source: "class ReauthVC: UIViewController {}\n", files: ["LocalizedExtension.swift": """
            import UIKit
            extension UILabel {
                @IBInspectable
                var local_title: String? {
                    get { return "" }
                    set {
                        guard let text = newValue, !text.isEmpty else { return }
                        self.text = NSLocalizedString(text, comment: text)
                    }
                }
                @IBInspectable
                var accentName: String? {
                    get { return "" }
                    set { accessibilityIdentifier = newValue }
                }
                @IBInspectable var captionKey: String? {
                    get { return textLocalization }
                    set {
                        let newLocalizedValue = newValue?.localized
                        textLocalization = newLocalizedValue
                        text = newLocalizedValue
                    }
                }
            }
            extension UIButton {
                @IBInspectable
                var local_title: String? {
                    get { return "" }
                    set { self.setTitle(NSLocalizedString(newValue ?? "", comment: ""), for: .normal) }
                }
                @IBInspectable var captionKey: String? {
                    get { return nil }
                    set {
                        setTitle(newValue?.localized, for: .normal)
                    }
                }
            }
            """])
        XCTAssertTrue(facts.neverShows("lbl-00-001.text"))
        XCTAssertTrue(facts.neverShows("btn-00-001.normalTitle"))
        XCTAssertFalse(facts.neverShows("lbl-00-002.text"))
        // (The view's own `text = …` and `setTitle(…)`, without `self`, as Soundscape's `localization` writes them.)
        XCTAssertTrue(facts.neverShows("lbl-00-003.text"))
        XCTAssertTrue(facts.neverShows("btn-00-002.normalTitle"))
    }

    /// Without code that fills it, a read-only field shows its placeholder.
    func testAReadOnlyFieldCodeLeavesAloneShowsItsPlaceholder() throws {
        let facts = try facts(scene("""
            <textField userInteractionEnabled="NO" placeholder="Username" id="fld-00-001"/>
            """), source: "class ReauthVC: UIViewController {}\n")
        XCTAssertFalse(facts.neverShows("fld-00-001.placeholder"))
    }
    /// IB names a new navigation item "Title": a controller whose code sets its title (`title = …`) needs no
    /// outlet for it, so that default is a placeholder even without one. A real title stays checked.
    func testAnIBDefaultNavigationTitleIsAPlaceholderWithoutAnOutlet() throws {
        let facts = try facts(scene("", navigationItem: #"<navigationItem key="navigationItem" title="Title" id="nav-00-001"/>"#),
                              source: "class ReauthVC: UIViewController {}\n")
        XCTAssertEqual(facts.defaultPlaceholderKeys, ["nav-00-001.title"])
        let named = try self.facts(scene("", navigationItem: #"<navigationItem key="navigationItem" title="Sign In" id="nav-00-001"/>"#),
                                   source: "class ReauthVC: UIViewController {}\n")
        XCTAssertEqual(named.defaultPlaceholderKeys, [])
    }
    /// A text in braces or angle brackets marks one code supplies; a text with brackets inside is a text.
    func testATextInBracesOrAngleBracketsIsAPlaceholder() {
        for text in ["{Title}", "<Settings>", "<ROM List>", "‹About›"] { XCTAssertTrue(CodeContext.isBracedPlaceholder(text), text) }
        for text in ["<b>Bold</b>", "<>", "Next >", "{a}{b}", "«Bonjour»"] { XCTAssertFalse(CodeContext.isBracedPlaceholder(text), text) }
    }
    /// IB titles a new segmented control's segments "First" and "Second": placeholders code replaces (or a leftover),
    /// in any order but IB's no more than another pair of words.
    func testIBsDefaultSegmentTitlesArePlaceholders() throws {
        let control = #"""
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-00-001">
                <segments><segment title="First"/><segment title="Second"/></segments>
            </segmentedControl>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-00-002">
                <segments><segment title="Second"/><segment title="First"/></segments>
            </segmentedControl>
            """#
        let facts = try facts(scene(control), source: "class ReauthVC: UIViewController {}\n")
        XCTAssertEqual(facts.defaultPlaceholderKeys.sorted(), ["seg-00-001.segmentTitles[0]", "seg-00-001.segmentTitles[1]"])
    }
    /// A system button draws its title in the tint it inherits: under a view whose tint is fully transparent (an
    /// invisible tap target over an image) the title "Button" is never seen; a title colour of its own shows.
    func testASystemButtonsTitleInATransparentTintIsNeverSeen() throws {
        let facts = try facts(scene("""
            <view id="box-00-001">
                <subviews>
                    <button buttonType="roundedRect" id="btn-00-001"><state key="normal" title="Button"/></button>
                    <button buttonType="system" id="btn-00-002"><state key="normal" title="Show"><color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                </subviews>
                <color key="tintColor" red="0.0" green="0.0" blue="0.0" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <button buttonType="system" id="btn-00-003"><state key="normal" title="Next"/></button>
            """), source: "class ReauthVC: UIViewController {}\n")
        XCTAssertTrue(facts.neverShows("btn-00-001.normalTitle"))
        XCTAssertFalse(facts.neverShows("btn-00-002.normalTitle"))
        XCTAssertFalse(facts.neverShows("btn-00-003.normalTitle"))
    }

    /// A button a configuration styles shows the configuration's title ("PRO") or image: the state title IB
    /// left from before ("Button") is never drawn. A plain button's state title is.
    func testAConfiguredButtonsStateTitleIsNeverSeen() throws {
        let facts = try facts(scene("""
            <button id="btn-00-001"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="PRO"/></button>
            <button id="btn-00-002"><state key="normal" title="Next"/></button>
            <button id="btn-00-003"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="info"/></button>
            """), source: "class ReauthVC: UIViewController {}\n")
        XCTAssertTrue(facts.neverShows("btn-00-001.normalTitle"))
        XCTAssertTrue(facts.neverShows("btn-00-003.normalTitle"))
        XCTAssertFalse(facts.neverShows("btn-00-001.configuration.title"))
        XCTAssertFalse(facts.neverShows("btn-00-002.normalTitle"))
    }

    /// A navigation controller's own title ("UI Tests") shows only on its tab in a tab bar controller: a
    /// navigation controller that is no tab never shows it.
    func testANavigationControllersTitleWithoutATabIsNeverSeen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController title="UI Tests" id="nav" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController title="Library" storyboardIdentifier="Library" id="tab" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" id="item"/>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let facts = try facts(storyboard, source: "class Other {}\n")
        XCTAssertTrue(facts.neverShows("nav.title"))
        XCTAssertFalse(facts.neverShows("tab.title"))
    }

    /// Insets code assigns through an outlet (swapped for right-to-left languages here) replace the
    /// storyboard's: that view's are not checked. A view code leaves alone keeps its storyboard insets.
    func testInsetsCodeSetsThroughAnOutletAreKnown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-insets-\(UUID().uuidString)")
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let storyboard = scene("""
            <textField placeholder="Username" id="fld-00-001"/>
            <textField placeholder="Password" id="fld-00-002"/>
            """)
        let url = base.appendingPathComponent("Main.storyboard")
        try storyboard.write(to: url, atomically: true, encoding: .utf8)
        try """
            class ReauthVC: UIViewController {
                @IBOutlet weak var usernameField: UITextField!
                override func viewDidAppear(_ animated: Bool) {
                    if UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft {
                        usernameField?.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        try "- (void)flip { [_passwordButton setTitleEdgeInsets:UIEdgeInsetsZero]; }\n"
            .write(to: folder.appendingPathComponent("Other.m"), atomically: true, encoding: .utf8)
        let context = CodeContext(workspace: try Workspace(root: folder))
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: url.path)
        XCTAssertEqual(context.insetsSetInCode(of: document), ["fld-00-001"])
        XCTAssertEqual(try Workspace(root: folder).sourceIndex.insetReceivers, ["usernameField", "passwordButton"])
    }

    /// `numberOfLines` code sets: through the class's own outlet, or through a cell (`cell.noteLabel`) when only
    /// that cell's class declares the outlet; 0 (as many lines as it takes) wins over a count. A value the code
    /// computes, or an outlet name two classes declare, says nothing.
    func testLineCountsCodeSetsThroughOutletsAreKnown() {
        let swift = SourceFile(bytes: Array("""
            class ReauthVC: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var hintLabel: UILabel!
                override func viewDidLoad() {
                    titleLabel.numberOfLines = 2
                    hintLabel.numberOfLines = compact ? 1 : 3
                    self.titleLabel?.numberOfLines = 0
                }
            }
            class NoteCell: UITableViewCell {
                @IBOutlet weak var noteLabel: UILabel!
                @IBOutlet weak var shareButton: UIButton!
            }
            class OtherCell: UITableViewCell { @IBOutlet weak var hintLabel: UILabel! }
            func configure(_ cell: NoteCell) {
                cell.noteLabel.numberOfLines = 4
                cell.shareButton.titleLabel?.numberOfLines = 2
                other.hintLabel.numberOfLines = 5
            }
            """.utf8), language: .swift, path: "Screen.swift")
        let objc = SourceFile(bytes: Array("- (void)viewDidLoad { [self.noteLabel setNumberOfLines:3]; }\n".utf8), language: .objectiveC, path: "Other.m")
        let index = SourceIndex(files: [swift, objc])
        XCTAssertEqual(index.codeLineCount(outlet: "titleLabel", ofClass: "ReauthVC"), 0)
        XCTAssertNil(index.codeLineCount(outlet: "hintLabel", ofClass: "ReauthVC"))
        XCTAssertEqual(index.codeLineCount(outlet: "noteLabel", ofClass: "NoteCell"), 4)
        XCTAssertEqual(index.codeLineCount(outlet: "shareButton", ofClass: "NoteCell"), 2)
        XCTAssertNil(index.codeLineCount(outlet: "hintLabel", ofClass: "OtherCell"))
    }
    /// The sources declare no `ReauthVC`: a library's controller (or a file the project lacks) drives both
    /// fields, so what they show is unknown. Declared, with one outlet of its own and the other left to a
    /// superclass the sources lack, only that other field is out of sight.
    func testViewsOnlyCodeTheSourcesLackReachesAreUnseenCode() throws {
        let fields = """
            <textField placeholder="Username" id="fld-00-001"/>
            <textField placeholder="Password" id="fld-00-002"/>
            """
        let library = try facts(scene(fields), source: "class OtherVC: UIViewController {}\n")
        XCTAssertEqual(library.unseenCodeObjects, ["fld-00-001": "ReauthVC", "fld-00-002": "ReauthVC"])
        let subclass = try facts(scene(fields), source: """
            class ReauthVC: LockViewController {
                @IBOutlet weak var usernameField: UITextField!
            }
            """)
        XCTAssertEqual(subclass.unseenCodeObjects, ["fld-00-002": "ReauthVC"])
    }

    /// An Objective-C class declares its superclass and outlets in its header, which no target compiles: the
    /// index reads headers for declarations (and nothing else).
    func testAHeaderDeclaresItsClassesOutlets() {
        let header = SourceFile(bytes: Array("""
            @interface ReauthVC : LockViewController
            @property (weak, nonatomic) IBOutlet UITextField *usernameField;
            @end
            """.utf8), language: .objectiveC, path: "ReauthVC.h")
        let implementation = SourceFile(bytes: Array("""
            @implementation ReauthVC
            - (void)viewDidLoad { self.usernameField.text = NSLocalizedString(@"Name", nil); }
            @end
            """.utf8), language: .objectiveC, path: "ReauthVC.m")
        let index = SourceIndex(files: [implementation], headers: [header])
        XCTAssertTrue(index.declaresOutlet("usernameField", ofClass: "ReauthVC"))
        XCTAssertEqual(index.lineage(of: "ReauthVC"), ["ReauthVC", "LockViewController"])
        XCTAssertTrue(index.declaredClasses.contains("ReauthVC"))
        XCTAssertEqual(SourceIndex(files: [implementation]).declaresOutlet("usernameField", ofClass: "ReauthVC"), false)
    }

    /// `setTitle(_:for: .selected)` replaces the selected state's title (`selectedTitle`), not the normal one.
    func testATitleCodeSetsForTheSelectedStateIsThatStatesKey() throws {
        let storyboard = scene("""
            <button buttonType="system" id="btn-00-001"><state key="normal" title="English"/><state key="selected" title="English"/></button>
            """).replacingOccurrences(of: "destination=\"fld-00-001\"", with: "destination=\"btn-00-001\"")
        let facts = try facts(storyboard, source: """
            class ReauthVC: UIViewController {
                @IBOutlet weak var usernameField: UIButton!
                override func viewDidLoad() {
                    usernameField.setTitle(NSLocalizedString("Language", comment: ""), for: .selected)
                }
            }
            """)
        XCTAssertEqual(facts.codeTexts.texts.keys.sorted(), ["btn-00-001.selectedTitle"])
    }

    /// A scene with a storyboard identifier is out of reach only when it was left behind with its class: the
    /// Xcode project no longer has the class (no source declares it, no source file of the project is named
    /// for it) and no code names the identifier. A class the project lists a file for, or an identifier a
    /// string of the code names, keeps its scene.
    func testASceneLeftBehindWithItsClassIsNeverShown() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Screen.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = ElsewhereVC.swift; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t};
            \trootObject = P0;
            }

            """
        let source = """
            import UIKit
            final class HomeVC: UIViewController {
                func openHelp() { _ = storyboard?.instantiateViewController(withIdentifier: "Help") }
            }
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="home">
                <scenes>
                    \(Self.controllerScene("home", #"customClass="HomeVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("gone", #"storyboardIdentifier="Upload" customClass="UploadVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("named", #"storyboardIdentifier="Help" customClass="HelpVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("listed", #"storyboardIdentifier="Elsewhere" customClass="ElsewhereVC""#))
                    \(Self.controllerScene("library", #"storyboardIdentifier="Picker" customClass="PickerVC" customModule="PickerKit""#))
                </scenes>
            </document>
            """
        let facts = try facts(storyboard, source: source, files: ["App.xcodeproj/project.pbxproj": project])
        XCTAssertTrue(facts.neverShownObjects.contains("gone-label"))
        for kept in ["home-label", "named-label", "listed-label", "library-label"] {
            XCTAssertFalse(facts.neverShownObjects.contains(kept), kept)
        }
    }

    /// A tab bar item shows only on a tab: the item of a controller a push segue reaches, which no tab bar
    /// controller holds, is never seen; the item of a tab bar controller's child is.
    func testTheTabBarItemOfAControllerThatIsNeverATabIsNeverSeen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tabs">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <tabBarItem key="tabBarItem" title="Home" id="tab-home"/>
                            <connections><segue destination="users" kind="show" id="g1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="users" sceneMemberID="viewController">
                            <view key="view" id="v2"/>
                            <tabBarItem key="tabBarItem" title="Users" id="tab-users"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let facts = try facts(storyboard, source: "final class Nothing {}\n")
        XCTAssertTrue(facts.neverShows("tab-users.title"))
        XCTAssertFalse(facts.neverShows("tab-home.title"))
    }

    /// VoiceOver reads the label of accessibility elements only: a view marked as none keeps its label unread.
    func testTheAccessibilityLabelOfAViewThatIsNoElementIsNeverRead() throws {
        let views = """
            <view contentMode="scaleToFill" id="eff-ort-001">
                <accessibility key="accessibilityConfiguration" label="effort to complete the route"><bool key="isElement" value="NO"/></accessibility>
            </view>
            <view contentMode="scaleToFill" id="eff-ort-002">
                <accessibility key="accessibilityConfiguration" label="time to complete the route"><bool key="isElement" value="YES"/></accessibility>
            </view>
            """
        let facts = try facts(scene(views), source: "final class ReauthVC {}\n")
        XCTAssertTrue(facts.neverShows("eff-ort-001.accessibilityLabel"))
        XCTAssertFalse(facts.neverShows("eff-ort-002.accessibilityLabel"))
    }

    /// A view the document hides stays hidden when no code anywhere shows or hides a view by its outlet's name
    /// (the owner's class being in the sources); one whose outlet code unhides is shown.
    func testAHiddenViewNoCodeShowsIsNeverSeen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc1" customClass="EventsVC" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <view hidden="YES" contentMode="scaleToFill" id="sheet"><subviews><label text="Events" id="sheet-label"/></subviews></view>
                                <view hidden="YES" contentMode="scaleToFill" id="banner"><subviews><label text="Offline" id="banner-label"/></subviews></view>
                            </subviews></view>
                            <connections>
                                <outlet property="bottomSheetView" destination="sheet" id="o1"/>
                                <outlet property="offlineBanner" destination="banner" id="o2"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let source = """
            final class EventsVC: UIViewController {
                @IBOutlet weak var bottomSheetView: UIView!
                @IBOutlet weak var offlineBanner: UIView!
                func connectionLost() { offlineBanner.isHidden = false }
            }
            """
        let facts = try facts(storyboard, source: source)
        XCTAssertTrue(facts.neverShownObjects.contains("sheet-label"))
        XCTAssertFalse(facts.neverShownObjects.contains("banner-label"))
    }

    /// A button gives its title the width its image leaves: none when the image is as wide as the button (a
    /// 48-pt icon in a 40-pt button). IB's default "Button" left beside an image is a leftover in every language.
    /// A wide button, or one with a symbol image (which scales with the text), keeps its title.
    func testTitlesAnImageCrowdsOutOrLeftBesideAnImageAreNeverShown() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <button id="crowded"><rect key="frame" x="5" y="5" width="40" height="40"/><state key="normal" title="Edit" image="icon-edit.png"/></button>
                                <button id="leftover"><rect key="frame" x="5" y="60" width="100" height="40"/><state key="normal" title="Button" image="phone"/></button>
                                <button id="labelled"><rect key="frame" x="5" y="120" width="160" height="40"/><state key="normal" title="Call us" image="phone"/></button>
                                <button id="symbol"><rect key="frame" x="5" y="180" width="40" height="40"/><state key="normal" title="Share" image="square.and.arrow.up"/></button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                </scenes>
                <resources>
                    <image name="icon-edit.png" width="48" height="48"/>
                    <image name="phone" width="50" height="50"/>
                    <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
                </resources>
            </document>
            """
        let facts = try facts(storyboard, source: "final class Unrelated {}\n")
        XCTAssertTrue(facts.neverShows("crowded.normalTitle"))
        XCTAssertTrue(facts.neverShows("leftover.normalTitle"))
        XCTAssertFalse(facts.neverShows("labelled.normalTitle"))
        XCTAssertFalse(facts.neverShows("symbol.normalTitle"))
    }

    /// A view at a scene's top level, beside its controller, is in no view hierarchy: it shows only when code
    /// adds it through an outlet. One no outlet reaches is never seen (nor is a menu there, on no button); one
    /// an outlet (or an outlet collection) reaches may be.
    /// A navigation controller's own navigation item (Water's "Siri Shortcuts", given by IB to a navigation controller a
    /// segue shows) is in no bar; its root controller's item, and a tab bar controller's own item (shown when a navigation
    /// controller pushes it), are.
    func testANavigationControllersOwnItemIsNeverSeen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Siri Shortcuts" id="own-item">
                                <barButtonItem key="rightBarButtonItem" title="Close" id="own-close"/>
                            </navigationItem>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar1"><autoresizingMask key="autoresizingMask"/></navigationBar>
                            <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <navigationItem key="navigationItem" title="Health" id="root-item"/>
                            <connections><segue destination="tabs" kind="show" id="show1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Tabs" id="tabs-item"/>
                        </tabBarController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let facts = try facts(storyboard, source: "")
        XCTAssertTrue(facts.neverShownObjects.contains("own-item"))
        XCTAssertTrue(facts.neverShownObjects.contains("own-close"))
        XCTAssertFalse(facts.neverShownObjects.contains("root-item"))
        XCTAssertFalse(facts.neverShownObjects.contains("tabs-item"))
    }

    /// A navigation bar placed as a view (Zom's photo overlay) shows its top item under no other: that item's own back
    /// button is drawn only under an item code pushes, and with no push in the sources it never shows. Its title and its
    /// right button show; so does the back button where the code pushes items onto a bar.
    func testTheTopItemsBackButtonOfABarPlacedAsAViewIsNeverSeen() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" customClass="PhotoOverlayView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <items>
                                    <navigationItem title="Photo" id="item">
                                        <barButtonItem key="backBarButtonItem" title="Back" id="back"/>
                                        <barButtonItem key="rightBarButtonItem" title="Share" id="share"/>
                                    </navigationItem>
                                </items>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        // (The app's entry point, which loads the nib: the sources are the whole app's, so a push nowhere in them is none.)
        let app = ["AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func overlay() -> UIView? { UINib(nibName: "Main", bundle: nil).instantiate(withOwner: nil).first as? UIView }
            }
            """]
        let facts = try facts(xib, source: "import UIKit\nfinal class PhotoOverlayView: UIView { @IBOutlet var navigationBar: UINavigationBar! }\n",
                              files: app)
        XCTAssertTrue(facts.neverShows("back.title"))
        XCTAssertFalse(facts.neverShows("share.title"))
        XCTAssertFalse(facts.neverShows("item.title"))
        let pushing = try self.facts(xib, source: """
            import UIKit
            final class PhotoOverlayView: UIView {
                @IBOutlet var navigationBar: UINavigationBar!
                func open() { navigationBar.pushItem(UINavigationItem(title: "Details"), animated: true) }
            }
            """, files: app)
        XCTAssertFalse(pushing.neverShows("back.title"))
    }

    func testATopLevelViewOfASceneNoOutletReachesIsNeverSeen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc1" customClass="LatinVC" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <connections>
                                <outlet property="picker" destination="kept" id="o1"/>
                                <outletCollection property="extras" destination="collected" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" id="stray">
                            <rect key="frame" x="0.0" y="-1" width="150" height="30"/>
                            <segments><segment title="Progress"/><segment title="Holidays"/></segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" id="kept">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            <subviews><label text="Tap to pick" id="kept-label"/></subviews>
                        </view>
                        <label text="More" id="collected"><rect key="frame" x="0.0" y="0.0" width="80" height="20"/></label>
                        <menu title="Sub Menu" id="loose-menu"><children><command title="Item 1" id="loose-item"/></children></menu>
                    </objects></scene>
                </scenes>
            </document>
            """
        let facts = try facts(storyboard, source: "final class LatinVC {}\n")
        XCTAssertTrue(facts.neverShownObjects.contains("stray"))
        XCTAssertTrue(facts.neverShownObjects.contains("loose-menu"))
        XCTAssertTrue(facts.neverShownObjects.contains("loose-item"))
        XCTAssertFalse(facts.neverShownObjects.contains("kept-label"))
        XCTAssertFalse(facts.neverShownObjects.contains("collected"))
        XCTAssertFalse(facts.neverShownObjects.contains("v1"))
    }

    /// A xib's top-level view no outlet reaches is left off screen by loading the nib: beside the one its File's Owner's
    /// `view` outlet names (a view controller's nib), or between the first and the last of its views (code taking one
    /// view of the nib by position takes the first or the last). Without an owner's `view`, the first and the last
    /// stay: code may take either.
    func testATopLevelViewOfAXibLoadingLeavesIsNeverSeen() throws {
        func xib(ownerView: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsVC">
                        <connections>\(ownerView ? "<outlet property=\"view\" destination=\"main\" id=\"o1\"/>" : "")<outlet property="footer" destination="footer" id="o2"/></connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="first"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <subviews><label text="Header" id="first-label"/></subviews></view>
                    <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews><label text="Downloads" id="main-label"/></subviews></view>
                    <view contentMode="scaleToFill" id="spare"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <subviews><button id="spare-button"/></subviews></view>
                    <view contentMode="scaleToFill" id="footer"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <subviews><label text="Footer" id="footer-label"/></subviews></view>
                    <view contentMode="scaleToFill" id="last"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <subviews><label text="Last" id="last-label"/></subviews></view>
                </objects>
            </document>
            """
        }
        let owned = try facts(xib(ownerView: true), source: "final class SettingsVC {}\n")
        for id in ["first", "first-label", "spare", "spare-button", "last-label"] { XCTAssertTrue(owned.neverShownObjects.contains(id), id) }
        for id in ["main", "main-label", "footer-label"] { XCTAssertFalse(owned.neverShownObjects.contains(id), id) }
        let loaded = try facts(xib(ownerView: false), source: "final class SettingsVC {}\n")
        for id in ["main-label", "spare-button"] { XCTAssertTrue(loaded.neverShownObjects.contains(id), id) }
        for id in ["first-label", "footer-label", "last-label"] { XCTAssertFalse(loaded.neverShownObjects.contains(id), id) }
    }

    /// With every source the project compiles at hand (or, without a project, the one that starts the app), a
    /// scene whose storyboard identifier no code names (no literal says or begins it, no code but its class's
    /// own file names it) is out of reach, so is a scene only segues of such scenes lead to, and so is the code
    /// of a controller class only such scenes use and no other source names. Without all the sources nothing
    /// can tell.
    /// A manual segue (one the controller itself starts, not a control) opens its scene only when code performs
    /// it: with the controller's class among the sources, code that names no such identifier never does, unless
    /// it performs segues by identifiers it builds, or the class comes from a library (a reveal controller); a
    /// controller of UIKit's own class performs it only where code elsewhere says its identifier.
    func testAManualSegueNoCodePerformsOpensNothing() throws {
        func storyboard(homeClass: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="home">
                <scenes>
                    <scene sceneID="s-home"><objects>
                        <viewController customClass="\(homeClass)" customModule="App" customModuleProvider="target" id="home" sceneMemberID="viewController">
                            <view key="view" id="home-view"><subviews>
                                <button id="open"><rect key="frame" x="20" y="100" width="300" height="44"/>
                                    <connections><segue destination="shown" kind="show" id="seg-button"/></connections>
                                </button>
                            </subviews></view>
                            <connections>
                                <segue destination="edit" kind="show" identifier="goEdit" id="seg-edit"/>
                                <segue destination="bare" kind="show" id="seg-bare"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    \(Self.controllerScene("shown", ""))
                    \(Self.controllerScene("edit", ""))
                    \(Self.controllerScene("bare", ""))
                </scenes>
            </document>
            """
        }
        let cases: [(String, String, edit: Bool)] = [
            ("no code performs it", "final class HomeVC: UIViewController { func next() { performSegue(withIdentifier: \"goOther\", sender: nil) } }", false),
            ("code performs it", "final class HomeVC: UIViewController { func edit() { performSegue(withIdentifier: \"goEdit\", sender: nil) } }", true),
            ("an identifier built at run time", "final class HomeVC: UIViewController { func go(_ s: Segue) { performSegue(withIdentifier: s.rawValue, sender: nil) } }", true),
            ("a library's superclass", "final class HomeVC: RevealViewController {}", true),
        ]
        for (name, source, edit) in cases {
            let facts = try facts(storyboard(homeClass: "HomeVC"), source: "import UIKit\n" + source)
            XCTAssertEqual(!facts.neverShownObjects.contains("edit-label"), edit, name)
            XCTAssertFalse(facts.neverShownObjects.contains("shown-label"), "\(name): a button's segue opens its scene")
            XCTAssertEqual(facts.neverShownObjects.contains("bare-label"), !name.contains("library"),
                           "\(name): a manual segue without an identifier cannot be performed")
        }
        // The controller's class is not among the sources: nothing can tell.
        let unknown = try facts(storyboard(homeClass: "OtherVC"), source: "import UIKit\nfinal class HomeVC: UIViewController {}")
        XCTAssertFalse(unknown.neverShownObjects.contains("edit-label"))
        // A controller of no class of its own is UIKit's: with the whole app at hand, only code elsewhere that
        // says the identifier performs its segue (Emall's password scenes).
        let plain = storyboard(homeClass: "").replacingOccurrences(of: #"customClass="" customModule="App" customModuleProvider="target" "#, with: "")
        let app = "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let (_, unperformed) = try folderFacts(storyboard: plain, files: ["AppDelegate.swift": app])
        XCTAssertTrue(unperformed.neverShownObjects.contains("edit-label"))
        let (_, performed) = try folderFacts(storyboard: plain, files: ["AppDelegate.swift": app + "func edit(_ c: UIViewController) { c.performSegue(withIdentifier: \"goEdit\", sender: nil) }\n"])
        XCTAssertFalse(performed.neverShownObjects.contains("edit-label"))
    }

    /// A controller's title that names its class ("LogInViewController", "Account Search View Controller") is the
    /// developer's label for the scene in Xcode's outline, not a text users read; a real title is.
    func testAControllerTitleThatNamesItsClassIsNoText() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    \(Self.controllerScene("login", #"title="LogInViewController" customClass="LogInViewController""#))
                    \(Self.controllerScene("search", #"title="Account Search View Controller" customClass="SearchVC""#))
                    \(Self.controllerScene("settings", #"title="Settings" customClass="SettingsViewController""#))
                </scenes>
            </document>
            """
        let (_, facts) = try folderFacts(storyboard: storyboard, files: [:])
        XCTAssertEqual(facts.defaultPlaceholderKeys.filter { $0.hasSuffix(".title") }.sorted(), ["login.title", "search.title"])
    }

    /// The facts of `storyboard`, written as `Base.lproj/Main.storyboard` into a new folder with `files`, and
    /// the context that read them.
    func folderFacts(storyboard: String, files: [String: String]) throws -> (CodeContext, CodeContext.DocumentFacts) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files.merging(["Base.lproj/Main.storyboard": storyboard], uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let url = folder.appendingPathComponent("Base.lproj/Main.storyboard")
        let context = CodeContext(workspace: try Workspace(root: folder))
        return (context, context.facts(of: try IBDocument(bytes: Array(storyboard.utf8), path: url.path), at: url))
    }

    /// A prototype cell no code can dequeue is never made: with the whole app at hand (the source that
    /// starts it), a cell whose identifier no literal says, begins or ends, and that does not begin with the name of
    /// its class as other code says it (Mynigma's `TopBarCell`, said only in its own class), shows nothing; static cells
    /// show without code, and without the whole app nothing can tell.
    func testPrototypeCellsNoCodeDequeues() throws {
        func cell(_ id: String, _ attributes: String) -> String {
            """
            <tableViewCell \(attributes) id="\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <tableViewCellContentView key="contentView" id="\(id)-content"><subviews>
                    <label text="Score" id="\(id)-label"><rect key="frame" x="16" y="11" width="60" height="21"/></label>
                </subviews></tableViewCellContentView>
            </tableViewCell>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="list">
                <scenes><scene sceneID="s-list"><objects>
                    <tableViewController id="list" customClass="ResultsVC" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" id="table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                \(cell("first", #"reuseIdentifier="FirstCell""#))
                                \(cell("result", #"reuseIdentifier="ResultCell""#))
                                \(cell("page", #"reuseIdentifier="page-3""#))
                                \(cell("news", #"reuseIdentifier="NewsCellIdentifier""#))
                                \(cell("typed", #"reuseIdentifier="ScoreCellID" customClass="ScoreCell""#))
                                \(cell("bar", #"reuseIdentifier="TopBarCell" customClass="TopBarCell""#))
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s-settings"><objects>
                    <tableViewController id="settings" storyboardIdentifier="settings" customClass="SettingsVC" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="static-table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections><tableViewSection id="section"><cells>\(cell("about", #"reuseIdentifier="AboutItem""#))</cells></tableViewSection></sections>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let code = """
            import UIKit
            final class ResultsVC: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row > 2 { return tableView.dequeueReusableCell(withIdentifier: "page-\\(indexPath.row)", for: indexPath) }
                    if indexPath.row > 1 { return tableView.dequeueReusableCell(withIdentifier: String(describing: NewsCell.self) + "Identifier", for: indexPath) }
                    if indexPath.row > 0 { return tableView.dequeueReusableCell(withIdentifier: ScoreCell.identifier, for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: "ResultCell", for: indexPath)
                }
                func settings() { _ = storyboard?.instantiateViewController(withIdentifier: "settings") }
            }
            final class SettingsVC: UITableViewController {}
            final class NewsCell: UITableViewCell {}
            final class ScoreCell: UITableViewCell { static let identifier = "\\(ScoreCell.self)ID" }
            final class TopBarCell: UITableViewCell { static func make() -> TopBarCell { TopBarCell() } }
            """
        for wholeApp in [true, false] {
            var files = ["Results.swift": code]
            if wholeApp { files["AppDelegate.swift"] = "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n" }
            let (_, facts) = try folderFacts(storyboard: storyboard, files: files)
            let hidden = ["first", "result", "page", "news", "typed", "bar", "about"].filter { facts.neverShownObjects.contains("\($0)-label") }
            XCTAssertEqual(hidden, wholeApp ? ["first", "bar"] : [])
        }
    }

    func testScenesAndControllersNoCodeReachesWhenEverySourceIsHere() throws {
        func project(_ files: [String]) -> String {
            let references = files.enumerated().map { "\t\tF\($0.offset) = {isa = PBXFileReference; path = \($0.element); sourceTree = \"<group>\"; };" }
            let builds = files.indices.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
            return """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjectVersion = 56;
                \tobjects = {
                \t\tP0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
                \t\tG0 = {isa = PBXGroup; children = (\(files.indices.map { "F\($0), " }.joined())); sourceTree = "<group>"; };
                \(references.joined(separator: "\n"))
                \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
                \t\tS1 = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "B\($0), " }.joined())); };
                \(builds.joined(separator: "\n"))
                \t};
                \trootObject = P0;
                }

                """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="home">
                <scenes>
                    \(Self.controllerScene("home", #"customClass="HomeVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("change", #"storyboardIdentifier="ChangePassVC" customClass="ChangePassVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("help", #"storyboardIdentifier="Help" customClass="HelpVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("page", #"storyboardIdentifier="onboarding-2" customClass="PageVC" customModule="App" customModuleProvider="target""#))
                    \(Self.controllerScene("bank", #"storyboardIdentifier="BankTransferVC" customClass="BankTransferVC" customModule="App" customModuleProvider="target""#))
                    <scene sceneID="s-nav"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>
                            <connections><segue destination="signup" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
                        </navigationController>
                    </objects></scene>
                    \(Self.controllerScene("signup", #"storyboardIdentifier="signup" customClass="SignupVC" customModule="App" customModuleProvider="target""#))
                </scenes>
            </document>
            """
        let screen = """
            import UIKit
            final class HomeVC: UIViewController {
                func openHelp() { _ = storyboard?.instantiateViewController(withIdentifier: "Help") }
                func page(_ n: Int) { _ = storyboard?.instantiateViewController(withIdentifier: "onboarding-" + String(n)) }
                let icon = UIImage(named: "BankTransfer")
            }
            final class BankTransferVC: UIViewController {}
            final class HelpVC: UIViewController {}
            final class PageVC: UIViewController {}
            final class SignupVC: UIViewController {}
            """
        let changePass = """
            import UIKit
            final class ChangePassVC: UIViewController {
                func reset() { title = NSLocalizedString("Password Reset", comment: "") }
            }
            """
        // Every source the project compiles; one it compiles missing; no project but the source that starts the
        // app (a whole checkout); no project and no entry point (files copied out of an app).
        let layouts: [(allHere: Bool, files: [String: String])] = [
            (true, ["App.xcodeproj/project.pbxproj": project(["Screen.swift", "ChangePassVC.swift"])]),
            (false, ["App.xcodeproj/project.pbxproj": project(["Screen.swift", "ChangePassVC.swift", "Elsewhere.swift"])]),
            (true, ["AppDelegate.swift": "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n"]),
            (false, [:]),
        ]
        for (allHere, files) in layouts {
            let (context, facts) = try folderFacts(storyboard: storyboard,
                                                   files: files.merging(["Screen.swift": screen, "ChangePassVC.swift": changePass], uniquingKeysWith: { $1 }))
            XCTAssertEqual(facts.neverShownObjects.contains("change-label"), allHere, "\(files.keys.sorted())")
            XCTAssertEqual(facts.neverShownObjects.contains("signup-label"), allHere,
                           "the root of a navigation controller nothing opens is reached only through it")
            // An image's name that begins an identifier builds none (Barshom's "bankTransfer" icon).
            XCTAssertEqual(facts.neverShownObjects.contains("bank-label"), allHere)
            XCTAssertEqual(context.unreachedControllerClasses, allHere ? ["BankTransferVC", "ChangePassVC", "SignupVC"] : [])
            for kept in ["home-label", "help-label", "page-label"] { XCTAssertFalse(facts.neverShownObjects.contains(kept), kept) }
        }
    }

    /// A storyboard of one scene, the initial one, of class `HomeVC`.
    static var homeStoryboard: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="home">
            <scenes>
                \(controllerScene("home", #"customClass="HomeVC" customModule="App" customModuleProvider="target""#))
            </scenes>
        </document>
        """
    }

    /// A view class nothing creates, in a library copied into the app (a phone field that opens its own
    /// country picker; PEVO's sponsors list), is dead code, and so is a class only such a class creates; one a
    /// document uses, a literal names, or code outside any class (an extension) names is alive. A method of an
    /// extension of UIKit's type runs only where something that runs calls it: a copied library's entry point
    /// (`extension UIAlertController { func addStampPicker() }`, shlist's AlertsAndPickers) that nothing calls, or
    /// that only dead code calls, creates nothing, even where its signature names the class; an override UIKit calls
    /// itself (a shake's `motionEnded`) does.
    func testViewClassesNothingCreatesAreKnown() throws {
        let storyboard = Self.homeStoryboard
        let library = """
            import UIKit
            open class PhoneField: UITextField {
                func pick() { _ = CountryPicker() }
            }
            final class CountryPicker: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("Pick a country", comment: ""); _ = UIAlertController().addColorPicker() }
            }
            final class ShakeView: UIView {}
            final class BadgeView: UIView {}
            final class StampView: UIView {}
            final class ColorView: UIView {}
            extension UIAlertController {
                func addStampPicker(into stamp: StampView) { stamp.addSubview(StampView()) }
                func addColorPicker() -> UIView { ColorView() }
            }
            final class ConsoleView: UIView {}
            extension UIWindow {
                open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { addSubview(ConsoleView()) }
            }
            """
        let app = """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class HomeVC: UIViewController { let badge = NSClassFromString("BadgeView"); override func viewDidLoad() { _ = shake() } }
            extension UIViewController { func shake() -> UIView { ShakeView() } }
            """
        let (context, _) = try folderFacts(storyboard: storyboard, files: ["Library.swift": library, "App.swift": app])
        XCTAssertEqual(context.uncreatedViewClasses, ["ColorView", "CountryPicker", "PhoneField", "StampView"])
    }

    /// high-gps-tracker's classes beside its `MainWindow.xib` (`mainWindow`): the app delegate and the first tab's controller
    /// it names, a switch class nothing names, and the File's Owner's class.
    static func highGPSTrackerFiles(mainWindow: String) -> [String: String] {
        [
            "main.m": "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, nil); }\n",
            "MainWindow.xib": mainWindow,
            "highestAppDelegate.m": """
                #import <UIKit/UIKit.h>
                @implementation highestAppDelegate
                - (void)start { self.window.rootViewController = nil; }
                @end
                """,
            "FirstViewController.m": """
                #import <UIKit/UIKit.h>
                @implementation FirstViewController
                - (void)viewDidLoad { self.title = NSLocalizedString(@"Track", nil); }
                @end
                """,
            "UICustomSwitch.m": """
                #import <UIKit/UIKit.h>
                @implementation UICustomSwitch
                - (void)awakeFromNib { self.label.text = NSLocalizedString(@"ON", nil); }
                @end
                """,
            "UICustomSwitch.h": "@interface UICustomSwitch : UIView\n@end\n",
            "OwnerController.h": "@interface OwnerController : UIViewController\n@end\n",
            "OwnerController.m": "#import <UIKit/UIKit.h>\n@implementation OwnerController\n- (void)viewDidLoad { self.title = NSLocalizedString(@\"Owner\", nil); }\n@end\n",
            "FirstViewController.h": "@interface FirstViewController : UIViewController\n@end\n",
            "highestAppDelegate.h": "@interface highestAppDelegate : NSObject <UIApplicationDelegate>\n@end\n",
        ]
    }

    /// An Xcode 3 archive (high-gps-tracker's `MainWindow.xib`, `<archive type="…XIB">`) creates what it names: its app
    /// delegate and tab controllers live, while a class nothing names (a switch whose creation is commented out) stays
    /// dead, and so does its File's Owner's, which the code that loads the nib would make. So whether the reader refuses
    /// the archive (one that uses Auto Layout, not converted: the names it writes between tags count) or reads it as the
    /// current format (its custom classes are `N.CustomClassName` properties of its object records).
    func testClassesAnArchiveNamesLiveReadOrNot() throws {
        let unread = """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                    <data>
                        <bool key="IBDocument.UseAutolayout">YES</bool>
                        <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                        <object class="IBUICustomObject" id="2"><string key="className">highestAppDelegate</string></object>
                        <object class="IBUIViewController" id="3"><string key="IBUIClassName">FirstViewController</string></object>
                        <string key="-1.CustomClassName">OwnerController</string>
                    </data>
                </archive>
                """
        let converted = """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                    <data>
                        <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                            <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                            <object class="IBUICustomObject" id="2"/>
                            <object class="IBUIViewController" id="3"/>
                        </object>
                        <object class="IBObjectContainer" key="IBDocument.Objects">
                            <object class="IBMutableOrderedSet" key="objectRecords">
                                <object class="NSArray" key="orderedObjects">
                                    <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="1"/></object>
                                    <object class="IBObjectRecord"><int key="objectID">3</int><reference key="object" ref="2"/></object>
                                    <object class="IBObjectRecord"><int key="objectID">4</int><reference key="object" ref="3"/></object>
                                </object>
                            </object>
                            <object class="NSMutableDictionary" key="flattenedProperties">
                                <object class="NSArray" key="dict.sortedKeys">
                                    <string>-1.CustomClassName</string><string>3.CustomClassName</string><string>4.CustomClassName</string>
                                </object>
                                <object class="NSMutableArray" key="dict.values">
                                    <string>OwnerController</string><string>highestAppDelegate</string><string>FirstViewController</string>
                                </object>
                            </object>
                        </object>
                    </data>
                </archive>
                """
        for archive in [unread, converted] {
            let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: Self.highGPSTrackerFiles(mainWindow: archive))
            XCTAssertTrue(context.hasAllSources)
            XCTAssertTrue(context.deadTypes.isSuperset(of: ["OwnerController", "UICustomSwitch"]), "\(context.deadTypes)")
            XCTAssertTrue(context.deadTypes.isDisjoint(with: ["FirstViewController", "highestAppDelegate"]), "\(context.deadTypes)")
        }
    }

    /// A Swift class Objective-C code knows by another name (`@objc(OBARootFactory)`, OneBusAway's root controller
    /// factory, which its Objective-C app delegate calls) is created where that name is said; one no code names stays dead.
    func testASwiftClassObjectiveCNamesByItsObjectiveCNameLives() throws {
        let files = [
            "Delegate.m": """
                #import <UIKit/UIKit.h>
                @implementation AppDelegate
                - (void)start { self.root = [OBARootFactory make]; }
                @end
                """,
            "main.m": "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n",
            "Factory.swift": """
                import UIKit
                @objc(OBARootFactory)
                public final class RootFactory: NSObject {
                    @objc public static func make() -> UIViewController { MapRootController() }
                }
                final class MapRootController: UIViewController {}
                @objc(OBAUnusedFactory) final class UnusedFactory: NSObject { func make() -> UIViewController { LostController() } }
                final class LostController: UIViewController {}
                """,
        ]
        let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.isSuperset(of: ["LostController", "UnusedFactory"]), "\(context.deadTypes)")
        XCTAssertTrue(context.deadTypes.isDisjoint(with: ["MapRootController", "RootFactory"]), "\(context.deadTypes)")
    }

    /// A controller the living code only casts to or names as a result (Health Reporter's tab code asks `…first as?
    /// UnifiedTrendsActivityViewController` of a screen nothing creates) stays dead, and so does the screen only it makes;
    /// one the living code makes, whose metatype it passes, or that a function or closure typed to return it makes with
    /// an implicit member (`-> PromoBannerView { .init(frame: .zero) }`), lives.
    func testATypeOnlyCastToOrReturnedIsNotCreated() throws {
        let files = [
            "Tabs.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let tabs = UITabBarController()
                        tabs.viewControllers = [UINavigationController(rootViewController: LivityViewController())]
                        if let trends = unified(tabs) { trends.refresh() }
                        if tabs.selectedViewController is HistoryViewController { print("history") }
                        tabs.view.addSubview(UITableView())
                        tabs.view.addSubview(makeBanner())
                        UITableView().register(BadgeCell.self, forCellReuseIdentifier: "badge")
                        tabs.present(makeDetail(), animated: false)
                        return true
                    }
                    private func makeBanner() -> PromoBannerView { .init(frame: .zero) }
                    private let makeDetail: () -> DetailViewController = { .init() }
                    private func unified(_ tabs: UITabBarController) -> UnifiedTrendsViewController? {
                        guard let nav = tabs.viewControllers?.first as? UINavigationController,
                              let unified = nav.viewControllers.first as! UnifiedTrendsViewController? else { return nil }
                        return unified
                    }
                }
                final class LivityViewController: UIViewController {}
                final class HistoryViewController: UIViewController {}
                final class BadgeCell: UITableViewCell {}
                final class PromoBannerView: UIView {}
                final class DetailViewController: UIViewController {}
                final class UnifiedTrendsViewController: UIViewController {
                    func refresh() { present(TrendsViewController(), animated: true) }
                }
                final class TrendsViewController: UIViewController {}
                """,
        ]
        let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.isSuperset(of: ["HistoryViewController", "TrendsViewController", "UnifiedTrendsViewController"]), "\(context.deadTypes)")
        // (A function whose body makes its result by an implicit member, `.init(frame:)`, and a closure typed so, make one.)
        XCTAssertTrue(context.deadTypes.isDisjoint(with: ["BadgeCell", "DetailViewController", "LivityViewController", "PromoBannerView"]), "\(context.deadTypes)")
    }

    /// A function at a file's top level runs where code that runs calls it, and what it names lives (Glucose Direct's
    /// `expiringNotificationMiddelware()`, the only code that makes its notification service, called by the store the
    /// app makes); one only a dead class calls names nothing alive.
    func testATopLevelFunctionLivingCodeCallsKeepsWhatItNamesAlive() throws {
        let files = [
            "App.swift": """
                import SwiftUI
                @main struct GlucoseApp: App { let store = makeStore(); var body: some Scene { WindowGroup { Text("Hi") } } }
                private func makeStore() -> [Any] { [expiringMiddleware()] }
                """,
            "Expiring.swift": """
                import Foundation
                func expiringMiddleware() -> Any { expiringMiddleware(service: ExpiringService()) }
                private func expiringMiddleware(service: ExpiringService) -> Any { service }
                private class ExpiringService {
                    enum Identifier: String { case alarm }
                    func fire() -> String { Identifier.alarm.rawValue }
                }
                """,
            "Reminder.swift": """
                import Foundation
                func reminderMiddleware() -> Any { ReminderService() }
                private class ReminderService {}
                final class OldStore { let parts = [reminderMiddleware()] }
                """,
        ]
        let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.isDisjoint(with: ["ExpiringService", "Identifier"]), "\(context.deadTypes)")
        XCTAssertTrue(context.deadTypes.isSuperset(of: ["OldStore", "ReminderService"]), "\(context.deadTypes)")
    }

    /// `class func shareInstance() -> ChatManager?` declares a member of the type, not a type named `func` that says
    /// its name: a manager no other code names (unibuzz's XMPP `DBChatManager`, whose only other mention is a global
    /// no code reads) stays dead, with its delegate extension.
    func testAClassFuncDeclaresNoTypeThatKeepsItsClassAlive() throws {
        let files = [
            "App.swift": """
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
                """,
            "ChatManager.swift": """
                import UIKit
                import XMPPFramework
                let SharedChatManager = ChatManager.shareInstance()
                class ChatManager: NSObject, XMPPRosterDelegate {
                    static let shared: ChatManager? = { ChatManager() }()
                    class func shareInstance() -> ChatManager? { shared }
                    func fail() { print("x") }
                }
                extension ChatManager: XMPPStreamDelegate {
                    func xmppStreamDidConnect(_ sender: XMPPStream) { fail() }
                }
                """,
        ]
        let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.contains("ChatManager"), "\(context.deadTypes)")
    }

    /// `import Contacts` names a module, not the app's `struct Contacts` of the same name (shlist's copied contacts
    /// manager, which only a picker nothing opens calls): a living file importing the framework keeps the struct no
    /// more alive than any other file would.
    func testAnImportNamesAModuleNotATypeOfItsName() throws {
        let files = [
            "App.swift": """
                import UIKit
                import Contacts
                @main final class AppDelegate: UIResponder, UIApplicationDelegate { let store = CNContactStore() }
                """,
            "Picker.swift": """
                import UIKit
                final class ContactsPicker: UIViewController { override func viewDidLoad() { Contacts.requestAccess { _ in } } }
                """,
            "Contacts.swift": """
                import Foundation
                import Contacts
                public struct Contacts {
                    public static func requestAccess(_ done: @escaping (Bool) -> Void) { CNContactStore().requestAccess(for: .contacts) { ok, _ in done(ok) } }
                }
                """,
        ]
        let (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.isSuperset(of: ["Contacts", "ContactsPicker"]), "\(context.deadTypes)")
        XCTAssertTrue(context.deadFiles.contains { $0.hasSuffix("/Contacts.swift") }, "\(context.deadFiles)")
    }

    /// A nib does not create its File's Owner: the object that loads it does. A controller whose only use
    /// outside its own file is as the owner of its nib (`init(nibName: "ProductDetails")` in its own
    /// convenience initializer, which no code calls) is never made; one a nib holds as an object is.
    func testANibsOwnerIsNotCreatedByTheNib() throws {
        let storyboard = Self.homeStoryboard
        func xib(_ objects: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    \(objects)
                </objects>
            </document>
            """
        }
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductDetailsVC" customModule="App"/>"#
        let app = """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class HomeVC: UIViewController {}
            final class ProductDetailsVC: UIViewController {
                convenience init() { self.init(nibName: "ProductDetails", bundle: nil) }
            }
            final class PriceView: UIView {}
            """
        var (context, _) = try folderFacts(storyboard: storyboard, files: ["App.swift": app, "ProductDetails.xib": xib(owner)])
        XCTAssertEqual(context.uncreatedViewClasses, ["PriceView", "ProductDetailsVC"])
        let view = #"<view contentMode="scaleToFill" id="root" customClass="PriceView" customModule="App"/>"#
        (context, _) = try folderFacts(storyboard: storyboard, files: ["App.swift": app, "ProductDetails.xib": xib(owner + view)])
        XCTAssertEqual(context.uncreatedViewClasses, ["ProductDetailsVC"])
    }

    /// A class's own file that says its name as a literal (the nib it loads into itself, an animation's name) does not
    /// create it: that code runs only once something else made the class (Souq Aldeira's `PhoneView`, high-gps-tracker's
    /// `UICustomSwitch`). The same literal in another file may (`UINib(nibName: "BadgeView")` there), and so may its own
    /// file's where that file declares another class too.
    func testAClassSayingItsOwnNameIsNotCreatedByIt() throws {
        let app = """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class HomeVC: UIViewController {}
            """
        let phone = """
            import UIKit
            final class PhoneView: UIView {
                func commonInit() { Bundle.main.loadNibNamed("PhoneView", owner: self) }
            }
            """
        let toggle = """
            #import "UIToggleSwitch.h"
            @implementation UIToggleSwitch
            - (void)flip { [UIView beginAnimations:@"UIToggleSwitch" context:nil]; }
            @end
            """
        let header = "#import <UIKit/UIKit.h>\n@interface UIToggleSwitch : UISlider\n@end\n"
        let badge = """
            import UIKit
            final class BadgeView: UIView {
                func commonInit() { Bundle.main.loadNibNamed("BadgeView", owner: self) }
            }
            """
        let files = ["App.swift": app, "PhoneView.swift": phone, "UIToggleSwitch.m": toggle, "UIToggleSwitch.h": header, "BadgeView.swift": badge]
        var (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files)
        XCTAssertTrue(context.deadTypes.isSuperset(of: ["BadgeView", "PhoneView", "UIToggleSwitch"]), "\(context.deadTypes)")
        let loader = """
            import UIKit
            final class BadgeLoader { static func load() -> UINib { UINib(nibName: "BadgeView", bundle: nil) } }
            """
        let sharing = """
            import UIKit
            final class PhoneView: UIView {
                func commonInit() { Bundle.main.loadNibNamed("PhoneView", owner: self) }
            }
            final class PhoneLoader { let name = "PhoneView" }
            """
        (context, _) = try folderFacts(storyboard: Self.homeStoryboard, files: files.merging(["Loader.swift": loader, "PhoneView.swift": sharing]) { $1 })
        XCTAssertTrue(context.deadTypes.isDisjoint(with: ["BadgeView", "PhoneView"]), "\(context.deadTypes)")
        XCTAssertTrue(context.deadTypes.contains("UIToggleSwitch"), "\(context.deadTypes)")
    }

    /// A type no live code names is dead, and so is what only it creates: a VIPER router whose
    /// `createModule()` nothing calls takes its screen with it. A helper its own file's living types use (an
    /// API client beside its service, an Objective-C editor screen beside the list that opens it) lives; so do the
    /// app's delegates, what the Info.plist names and what a storyboard in a language's folder creates.
    func testTypesNoLiveCodeNamesAreDead() throws {
        let storyboard = Self.homeStoryboard
        let files = [
            "App.swift": """
                import UIKit
                @main final class AppDelegate: NSObject, UIApplicationDelegate {}
                final class HomeVC: UIViewController {
                    override func viewDidLoad() { Service().load(); _ = StreamReader(); _ = ScheduleListVC(); _ = Text("Hi").addKeyboardToolbar() }
                }
                """,
            "Scene.swift": "import UIKit\nfinal class Scene: NSObject, UIWindowSceneDelegate {}\n",
            "Info.plist": """
                <plist><dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).Scene</string>
                <key>NSExtension</key><dict><key>NSExtensionPrincipalClass</key><string>NotificationViewController</string></dict></dict></plist>
                """,
            "Service.swift": """
                import Foundation
                final class Service { func load() { _ = APIClient.headers() } }
                final class APIClient { static func headers() -> [String: String] { [:] } }
                """,
            "Wallet/WalletRouter.swift": """
                import UIKit
                final class WalletRouter {
                    static func createModule() -> UIViewController { let view = WalletVC(); view.presenter = WalletPresenter(); return view }
                }
                """,
            "Wallet/WalletVC.swift": "import UIKit\nfinal class WalletVC: UIViewController { var presenter: WalletPresenter? }\n",
            "Wallet/WalletPresenter.swift": "import Foundation\nfinal class WalletPresenter {}\n",
            // A screen and its router that only name each other are dead together.
            "Quiz/QuizVC.swift": "import UIKit\nfinal class QuizVC: UIViewController { let router = QuizRouter() }\n",
            "Quiz/QuizRouter.swift": "import UIKit\nfinal class QuizRouter { weak var view: QuizVC? }\n",
            // A method of an extension of a framework type runs where living code calls it: what it names lives then,
            // and only then.
            "Toolbar.swift": """
                import SwiftUI
                struct KeyboardToolbar: ViewModifier { func body(content: Content) -> some View { content } }
                struct UnusedBanner: ViewModifier { func body(content: Content) -> some View { content } }
                extension View { func addKeyboardToolbar() -> some View { modifier(KeyboardToolbar()) } }
                extension View { func addUnusedBanner() -> some View { modifier(UnusedBanner()) } }
                """,
            // A view only a dead view shows is dead, though its file declares a living type and extends another:
            // their code never names it. A preview names nothing the app runs.
            "Book/BookView.swift": "import SwiftUI\nstruct BookView: View { var body: some View { SongList() } }\n#Preview { BookView() }\n",
            // A literal may name a class to create, never a SwiftUI view: its button's "Login" keeps no `Login` alive.
            "Login.swift": "import SwiftUI\nstruct Login: View { var body: some View { Button(\"Login\") {} } }\n#Preview { Login() }\n",
            "Book/SongList.swift": """
                import SwiftUI
                struct SongList: View { var body: some View { Text("Songs") } }
                final class StreamReader { func next() -> Data? { nil } }
                extension Data { var isBlank: Bool { isEmpty } }
                """,
            // The Shortcuts app finds an App Intent by itself, through a protocol of the app's: no code names it.
            "Intents.swift": """
                import AppIntents
                protocol AppAction: AppIntent {}
                struct AddEntry: Sendable, AppAction { static var title: LocalizedStringResource = "Add Entry" }
                """,
            // An Objective-C screen declared in the file of the screen that makes it (clearcam's schedule editor) lives
            // while that screen does; one only a dead screen makes is dead with it.
            "Schedule/ScheduleListVC.m": """
                #import <UIKit/UIKit.h>
                @interface ScheduleListVC : UITableViewController
                @end
                @interface ScheduleEditorVC : UITableViewController
                @end
                @implementation ScheduleListVC
                - (void)add { [self.navigationController pushViewController:[[ScheduleEditorVC alloc] init] animated:YES]; }
                @end
                @implementation ScheduleEditorVC
                @end
                """,
            "Old/OldVC.m": """
                #import <UIKit/UIKit.h>
                @interface OldVC : UIViewController
                @end
                @interface OldEditorVC : UIViewController
                @end
                @implementation OldVC
                - (void)edit { [self presentViewController:[[OldEditorVC alloc] init] animated:YES completion:nil]; }
                @end
                @implementation OldEditorVC
                @end
                """,
            // An extension's principal class, which its Info.plist names, is made by iOS: it lives, and so does the view it shows.
            "NotificationViewController.m": """
                #import <UIKit/UIKit.h>
                @interface NotificationViewController : UIViewController
                @end
                @implementation NotificationViewController
                - (void)viewDidLoad { [self.view addSubview:[[BannerView alloc] init]]; }
                @end
                """,
            "BannerView.swift": "import UIKit\nfinal class BannerView: UIView {}\n",
            // A storyboard localized by whole copies, in a language's folder, creates its scenes' classes too.
            "Settings.swift": "import UIKit\nfinal class SettingsVC: UIViewController {}\n",
            "en.lproj/Settings.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="settings">
                    <scenes>
                        \(Self.controllerScene("settings", #"customClass="SettingsVC" customModule="App" customModuleProvider="target""#))
                    </scenes>
                </document>
                """,
        ]
        let (context, _) = try folderFacts(storyboard: storyboard, files: files)
        XCTAssertEqual(context.deadTypes, ["BookView", "Login", "OldEditorVC", "OldVC", "QuizRouter", "QuizVC", "SongList", "UnusedBanner", "WalletPresenter",
                                           "WalletRouter", "WalletVC"])
        XCTAssertEqual(context.uncreatedViewClasses, ["OldEditorVC", "OldVC", "QuizVC", "WalletVC"])
        XCTAssertTrue(context.deadFiles.contains { $0.hasSuffix("Wallet/WalletRouter.swift") })
        XCTAssertFalse(context.isNamedOutsideItsOwnFiles("WalletVC", liveOnly: true))
        XCTAssertTrue(context.isNamedOutsideItsOwnFiles("WalletVC"))
    }

    /// A label whose outlet code makes shrink its text to fit draws a longer translation smaller: its
    /// truncation findings are notes. Code that also turns shrinking off leaves the label as the document says.
    func testALabelCodeMakesShrinkIsKnown() throws {
        let views = """
            <label text="Profile" id="fld-00-001"><rect key="frame" x="20" y="100" width="269" height="57"/></label>
            <label text="Name" id="fld-00-002"><rect key="frame" x="20" y="200" width="269" height="21"/></label>
            """
        let source = """
            final class ReauthVC: UIViewController {
                @IBOutlet weak var usernameField: UILabel!
                @IBOutlet weak var passwordField: UILabel!
                override func viewDidLoad() {
                    usernameField.adjustsFontSizeToFitWidth = true
                    passwordField.adjustsFontSizeToFitWidth = true
                }
                func compact() { passwordField.adjustsFontSizeToFitWidth = false }
            }
            """
        let facts = try facts(scene(views), source: source)
        XCTAssertEqual(facts.codeShrinkObjects, ["fld-00-001"])
    }

    /// A label or button of a class whose own code makes it shrink (Sprocket's sign-in button sets
    /// `self.titleLabel.adjustsFontSizeToFitWidth = YES` in `initWithCoder:`; a label class says it bare) shrinks wherever
    /// a document uses the class; a button class's outlet of another name does not count.
    func testAViewClassThatShrinksItsOwnTextIsKnown() throws {
        let views = """
            <button customClass="SignInButton" id="btn-00-001"><rect key="frame" x="20" y="100" width="84" height="40"/></button>
            <label customClass="FitLabel" id="lbl-00-001"><rect key="frame" x="20" y="200" width="84" height="21"/></label>
            <button customClass="OtherButton" id="btn-00-002"><rect key="frame" x="20" y="300" width="84" height="40"/></button>
            """
        let source = """
            final class ReauthVC: UIViewController {}
            final class SignInButton: UIButton {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    self.titleLabel?.adjustsFontSizeToFitWidth = true
                }
            }
            final class FitLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    adjustsFontSizeToFitWidth = true
                }
            }
            final class OtherButton: UIButton {
                @IBOutlet weak var badgeLabel: UILabel!
                override func awakeFromNib() { badgeLabel.adjustsFontSizeToFitWidth = true }
            }
            """
        let facts = try facts(scene(views), source: source)
        XCTAssertEqual(facts.codeShrinkObjects, ["btn-00-001", "lbl-00-001"])
    }
}
