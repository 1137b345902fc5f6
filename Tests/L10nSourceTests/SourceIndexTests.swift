import XCTest
@testable import L10nSource
import L10nStrings

/// Outlet assignments: one hand-written case per kind of assignment, in Swift and Objective-C, each
/// asserting the class, outlet, property and how the value is classified.
final class SourceIndexTests: XCTestCase {
    private func index(_ sources: [(String, SourceLanguage)]) -> SourceIndex {
        SourceIndex(files: sources.enumerated().map { index, source in
            SourceFile(bytes: Array(source.0.utf8), language: source.1, path: "F\(index + 1).\(source.1 == .swift ? "swift" : "m")")
        })
    }

    /// `outlet.property = value` summaries of the assignments to `outlet` of `className`.
    private func summary(_ index: SourceIndex, _ outlet: String, _ className: String) -> [String] {
        index.assignments(toOutlet: outlet, ofClass: className).map { assignment in
            var text = "\(assignment.outletClass).\(assignment.outlet).\(assignment.property.rawValue)"
            if let state = assignment.state { text += "[\(state)]" }
            switch assignment.value {
            case .localized(let call, let usage):
                text += " = localized \(call.table):\(call.key)"
                switch usage {
                case .direct: break
                case .format(let arguments): text += " format(\(arguments))"
                case .transformed(let name): text += " \(name)"
                }
            case .literal(let value): text += " = literal \(value.debugDescription)"
            case .composed(let written, _): text += " = composed \(written.map { "\($0.text.debugDescription)@\($0.location)" }.joined(separator: " | "))"
            case .other(let expression): text += " = other \(expression)"
            }
            return text + " @\(assignment.location)"
        }
    }

    /// A lookup stored under a name nothing else says is unused: a local of a method (WorkMeOut's
    /// `NSString *cancelButton = NSLocalizedString(@"Cancel", nil);`), or a property no file reads
    /// (Loan-Calculator's `static let homePrice`). Names said in an interpolation, or by another file, read it;
    /// so does `$name` (a wrapper's projection), and an instance property may be read by a framework.
    /// A lookup only a logging call prints (RCRC's `print(error?.localizedDescription ?? ….localized)`), or a
    /// local only `print` reads (sandbox's formatted "Book a room"), reaches the console, never the screen; one
    /// in an Xcode preview (`PreviewProvider`, `#Preview`, a dependency's `testValue`) shows in Xcode's canvas only, and so does the code of a
    /// SwiftUI view only previews create (Travely's `TEST`). A view another view creates is shown.
    /// A lookup naming a class's bundle (Keyman's app reading its engine's strings) says which class.
    /// A `CodingKey` enum's raw values name a JSON document's fields (Smart Siddur's `case omerDay = "omer_day"`): no
    /// lookup reads them, unless the sources also write the literal elsewhere.
    func testCodingKeyRawValuesAreNoLookups() {
        let sources = index([("""
            struct Prayer: Codable {
                let omerDay: Int
                enum CodingKeys: String, CodingKey {
                    case omerDay = "omer_day"
                    case title = "title"
                }
            }
            enum Tab: String { case home = "home_tab" }
            let shown = NSLocalizedString("title", comment: "")
            """, .swift)])
        XCTAssertEqual(sources.codingKeyLiterals.sorted(), ["omer_day"])
    }

    /// Code that compares what it looked up with the key itself acts on a missing translation (Articles hides its gift
    /// activity where the language lacks the title); a comparison with another text is no such check.
    func testALookupComparedWithItsOwnKeyChecksForATranslation() {
        let objc = """
            static NSString* const GiftTitleKey = @"GiftActivityTitle";
            @implementation GiftActivity
            - (BOOL)canPerformWithActivityItems:(NSArray*)items {
                NSString* localizedTitle = NSLocalizedString(GiftTitleKey, nil);
                if([localizedTitle isEqualToString:GiftTitleKey]) { return NO; }
                return YES;
            }
            - (NSString*)other {
                NSString* title = NSLocalizedString(@"Other", nil);
                if([title isEqualToString:@"Something"]) { return nil; }
                return title;
            }
            @end
            """
        let swift = """
            func hint() -> String? {
                let text = NSLocalizedString("onboarding.hint", comment: "")
                return text == "onboarding.hint" ? nil : text
            }
            """
        let sources = index([(objc, .objectiveC), (swift, .swift)])
        XCTAssertEqual(sources.keysCheckedForTranslation.sorted(), ["Localizable|GiftActivityTitle", "Localizable|onboarding.hint"])
    }

    func testALookupInAnotherClasssBundleNamesTheClass() {
        let found = index([("""
            let ok = NSLocalizedString("command-ok", bundle: Bundle(for: Manager.self), comment: "")
            let mine = NSLocalizedString("title", comment: "")
            """, .swift), ("""
            NSString *ok = NSLocalizedStringFromTableInBundle(@"command-ok", nil, [NSBundle bundleForClass:[Manager class]], @"");
            """, .objectiveC)])
        XCTAssertEqual(found.localizedStrings.calls.map { "\($0.key) \($0.bundleClass ?? "-")" }, ["command-ok Manager", "title -", "command-ok Manager"])
    }

    func testLookupsStoredUnderANameNothingReads() {
        let objc = """
            #define TXT_CLOSE NSLocalizedString(@"TXT_CLOSE", nil)
            #define TXT_OPEN NSLocalizedString(@"TXT_OPEN", nil)
            @implementation PickerController
            - (void)close { [self titled:TXT_CLOSE]; }
            - (NSError *)failure {
                [NSDictionary dictionaryWithObjectsAndKeys:NSLocalizedString(@"Try later", nil), NSLocalizedRecoverySuggestionErrorKey, nil];
                return [NSError errorWithDomain:@"d" code:1 userInfo:@{NSLocalizedDescriptionKey: NSLocalizedString(@"Failed", nil),
                    NSLocalizedFailureReasonErrorKey: [NSString stringWithFormat:NSLocalizedString(@"Server %@ down", nil), host]}];
            }
            - (void)show {
                NSString *cancelButton = NSLocalizedString(@"Cancel", nil);
                NSString *title = NSLocalizedString(@"Pick", nil);
                [self present:title cancelButtonTitle:nil];
            }
            @end
            @interface ExposureNotifier : NSObject { NSString *booting; NSString *adjusting; }
            @end
            @implementation ExposureNotifier
            @synthesize booting, adjusting;
            - (id)init { booting = NSLocalizedString(@"Starting up", nil); adjusting = NSLocalizedString(@"Adjusting", nil); return self; }
            - (NSString *)current { return adjusting; }
            @end
            """
        let swift = """
            struct Strings {
                static let homePrice = NSLocalizedString("homePrice", comment: "")
                static let rate = NSLocalizedString("rate", comment: "")
            }
            final class ChartController: UIViewController {
                override func viewDidAppear() { load(); book() }
                func load() {
                    let word: String = NSLocalizedString("Diagram", comment: "")
                    title = "\\(name) \\(word)"
                    var unused = NSLocalizedString("Value", comment: "")
                }
                func book() {
                    let nights = String.localizedStringWithFormat(NSLocalizedString("Book %d nights", comment: ""), 1)
                    print(nights)
                    print(error?.localizedDescription ?? NSLocalizedString("Policy error", comment: ""))
                    let shown = String(format: NSLocalizedString("%d rooms", comment: ""), 2)
                    label.text = shown
                    print(shown)
                }
            }
            enum SaveError: Error, LocalizedError {
                case diskFull
                case offline
                var errorDescription: String? {
                    switch self {
                    case .diskFull: return NSLocalizedString("Disk full", comment: "")
                    case .offline: return NSLocalizedString("Offline", comment: "")
                    }
                }
            }
            func save() throws { throw SaveError.offline }
            """
        let reader = """
            final class RateCell { func fill() { label.text = Strings.rate } }
            struct Greeting_Previews: PreviewProvider {
                struct Card: View { var body: some View { Text(NSLocalizedString("Nested", comment: "")) } }
                static var previews: some View { Text("Hello, World!") }
            }
            #Preview("Dark") { Text("Preview only"); Tabs(titles: [.init("01"), .init("Offline")]) }
            struct Draft: View {
                var body: some View { Button(NSLocalizedString("Add", comment: "")) {} }
            }
            struct Draft_Previews: PreviewProvider { static var previews: some View { Draft() } }
            struct Shown: View {
                var body: some View { Text(NSLocalizedString("Shown", comment: "")) }
            }
            struct Screen: View { var body: some View { Shown() } }
            final class Model: ObservableObject {
                @Published var greeting = NSLocalizedString("Hello", comment: "")
                let title = NSLocalizedString("Title", comment: "")
                func bind() -> Any { $greeting }
            }
            protocol LanguageProtocol { var localizedName: String { get } }
            enum Language: LanguageProtocol {
                case arabic
                var localizedName: String { switch self { case .arabic: return "Arabic".localized } }
                var menuName: String { NSLocalizedString("Menu", comment: "") }
                var errorDescription: String? { NSLocalizedString("Failed", comment: "") }
                override var hint: String { NSLocalizedString("Hint", comment: "") }
                func show() { label.text = menuName }
            }
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            extension SummaryClient: DependencyKey {
                static let liveValue = SummaryClient(summarize: { $0 })
                static let testValue = SummaryClient(
                    summarize: { _ in "Test summary" }
                )
                static var previewValue: SummaryClient { SummaryClient(summarize: { _ in "Preview summary" }) }
                static let shared = SummaryClient(summarize: { _ in "Shared summary" })
            }
            """
        let paywall = """
            import SwiftUI
            struct Paywall: View {
                let premium: LocalizedStringKey = "premium"
                let trial: LocalizedStringKey = "trial"
                var body: some View { Text(premium) }
            }
            struct Store: View { var body: some View { Paywall() } }
            """
        let sources = index([(objc, .objectiveC), (swift, .swift), (reader, .swift), (paywall, .swift)])
        let found = sources.unusedLookups
        // A literal said only in previews, a type a preview nests included ("01", "Nested"); not one the app says too.
        // So is one only a dependency's test or preview stand-in says (swift-dependencies' `testValue`, `previewValue`).
        XCTAssertEqual(sources.previewOnlyLiterals.sorted(), ["01", "Hello, World!", "Nested", "Preview only", "Preview summary", "Test summary"])
        // A computed property only its declarations name (`localizedName`, through a wrapper on the key) is unread;
        // one code reads, one a framework reads (`errorDescription`) or one that overrides are not.
        // A macro no code expands (`TXT_OPEN`) looks nothing up; one code uses (`TXT_CLOSE`) does.
        // An instance variable set and never read (WBCam's `booting`, said besides only by `@synthesize`) is unread.
        // An error's description for a case nothing creates (`diskFull`, said only by `case`) never shows.
        // An error's failure reason and recovery suggestion, which iOS never shows and no code here reads; its
        // description is shown. A view's key kept as a `LocalizedStringKey` no code says again (`trial`) is unread.
        XCTAssertEqual(found.map { "\($0.name) \($0.holder)" }, ["TXT_OPEN local", "NSLocalizedRecoverySuggestionErrorKey property",
                                                              "NSLocalizedFailureReasonErrorKey property", "cancelButton local", "booting property", "homePrice property", "unused local", "nights local", "print local", "diskFull property",
                                                              "#Preview local", "#Preview local", "#Preview local", "Draft unusedView", "localizedName property",
                                                              "trial property"])
    }

    /// The app's own helpers that pass a parameter as it is to an alert (Dekwin's `showAlertView(title:message:)`,
    /// HiBye's `alert:`) show a literal a call passes there as written; a helper that looks its parameter up
    /// first does not.
    func testLiteralsPassedToTheAppsOwnAlertHelpers() {
        let swift = """
            final class GameController: UIViewController {
                func showAlertView(title: String, message: String, ok: String = "OK") {
                    present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
                }
                func notify(_ key: String) {
                    present(UIAlertController(title: NSLocalizedString(key, comment: ""), message: nil, preferredStyle: .alert), animated: true)
                }
                func start() {
                    showAlertView(title: "No data", message: "reset?")
                    self.showAlertView(title: NSLocalizedString("Done", comment: ""), message: "Well played")
                    notify("game_over")
                }
            }
            """
        let objc = """
            @implementation PersonCell
            - (void)alert:(NSString *)text {
                [[[UIAlertView alloc] initWithTitle:text message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil] show];
            }
            - (void)call { [self alert:@"Contact has no phone numbers"]; }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, [
            "title=No data", "message=reset?", "message=Well played", "cancelButtonTitle=OK", "initWithTitle=Contact has no phone numbers",
        ])
    }

    /// A text the statements after it replace before anything is drawn never shows: an alert a helper makes whose
    /// `title` and `message` the caller sets again from the tables (RGarage's sign-up screen, the call spread over
    /// lines), a label's text its `attributedText` replaces. Still shown: a replacement inside an `if` or a closure, one
    /// after a `return` that may leave first or under `#if`, one for another object, one built from the text itself
    /// (underlined, upper-cased, or by a helper given the label), and a text set again to the same literal (both places
    /// then). A `#selector` between is no directive.
    func testATextTheNextStatementsReplaceIsNotShown() {
        let swift = """
            enum Service {
                static func createAlertController(title: String, message: String) -> UIAlertController {
                    UIAlertController(title: title, message: message, preferredStyle: .alert)
                }
            }
            final class SignUpController: UIViewController {
                func signUp(valid: Bool) {
                    let alert = Service
                        .createAlertController(title: "Error"
                                               , message: "password not match")
                    alert
                        .title = NSLocalizedString("Error", comment: "")
                    alert.message = NSLocalizedString("password not match", comment: "")
                    present(alert, animated: true)
                    let warning = UIAlertController(title: "Warning", message: "Check the form", preferredStyle: .alert)
                    if valid { warning.title = NSLocalizedString("Warning", comment: "") }
                    DispatchQueue.main.async { warning.message = NSLocalizedString("Check", comment: "") }
                    present(warning, animated: true)
                }
                func level(cell: UITableViewCell, image: UIImage, other: UITableViewCell) {
                    cell.detailTextLabel?.text = "high"
                    cell.detailTextLabel?.attributedText = NSAttributedString(attachment: NSTextAttachment(image: image))
                    other.textLabel?.text = "low"
                    cell.textLabel?.text = NSLocalizedString("low", comment: "")
                    let sheet = UIAlertController(title: "Sorry", message: nil, preferredStyle: .alert)
                    guard other.isSelected else { return }
                    sheet.title = NSLocalizedString("Sorry", comment: "")
                    let done = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
                    done.title = "Done"
                    present(done, animated: true)
                }
                func restyle(termsLabel: UILabel, debugLabel: UILabel) {
                    termsLabel.text = "Terms of Service"
                    termsLabel.attributedText = NSAttributedString(string: termsLabel.text ?? "", attributes: [.underlineStyle: 1])
                    let oops = UIAlertController(title: "Something went wrong", message: nil, preferredStyle: .alert)
                    oops.title = oops.title?.uppercased()
                    debugLabel.text = "Release build"
                    #if targetEnvironment(macCatalyst)
                    debugLabel.text = NSLocalizedString("Welcome", comment: "")
                    #endif
                    helpLabel.text = "Get help"
                    helpLabel.attributedText = underlined(helpLabel)
                    moreLabel.text = "Read more"
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    moreLabel.attributedText = NSAttributedString(string: NSLocalizedString("More", comment: ""))
                }
            }
            """
        let found = index([(swift, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, ["title=Warning", "message=Check the form", "text=low", "title=Sorry", "title=Done", "title=Done",
                                                               "text=Terms of Service", "title=Something went wrong", "text=Release build", "text=Get help"])
    }

    /// A helper that puts its parameter into a view's text (Green's `DropAlert`: `success(message:)` hands it on
    /// through `alert(with:)` and `show(_:)` to `configure(message:)`, which sets `messageLabel.text = message`), a
    /// button's title, an Objective-C label's text or a local notification's shows a literal a call passes there as
    /// written, however many calls deep (cast to `String` or not: Karam's `navigationItem.title = title as String`); so does
    /// an alert action made with an implicit `.init(title:)`, and a call
    /// written in Swift 2's way (the first label where the declaration has none) to a helper of one declaration. Left alone:
    /// a model's own `self.text`, a parameter looked up on the way (`label.text = key.localized`), a value of no view.
    func testLiteralsPassedToHelpersThatSetAViewsText() {
        let swift = """
            final class DropAlert: UIView {
                private var messageLabel = UILabel()
                let status: UILabel = UILabel()
                func success(message: String) { alert(with: message, delay: 2) }
                private func alert(with message: String, delay: Double) { show(message) }
                private func show(_ message: String) { configure(message: message) }
                private func configure(message: String) { messageLabel.text = message }
                func keyed(_ key: String) { messageLabel.text = key.localized }
                func state(_ value: String) { status.text = value }
                func cta(_ title: String) { button?.setTitle(title, for: .normal) }
                func setTitle(_ title: String, sender: UIViewController) { sender.navigationItem.title = title as String }
            }
            struct Note { var text: String; init(text: String) { self.text = text } }
            final class Store { var record = Record(); func save(_ value: String) { record.text = value } }
            final class Screen: UIViewController {
                func notify(title: String) {
                    let content = UNMutableNotificationContent()
                    content.title = title
                }
                func start() {
                    DropAlert().success(message: "Swaps are disabled")
                    DropAlert().keyed("swaps_disabled")
                    DropAlert().state("Connected")
                    DropAlert().cta("Try again")
                    DropAlert().setTitle("Edit Profile", sender: self)
                    navigationItem.title = "Chat"
                    _ = Note(text: "plain")
                    Store().save("kept")
                    notify(title: "Backup done")
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(.init(title: "Cancel", style: .cancel))
                    simpleAlert(title: "Post deleted!", message: "Gone")
                }
                func simpleAlert(_ title: String?, message: String?) {
                    present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
                }
            }
            """
        let objc = """
            @implementation InfoCell
            - (void)formatInfo:(NSString *)name text:(NSString *)text {
                [self.nameLabel setText:name];
                self.detailTextView.text = text;
            }
            - (void)fill { [self formatInfo:@"Server" text:@"No host configured"]; }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, [
            "text=Swaps are disabled", "text=Connected", "title=Try again", "title=Edit Profile", "title=Chat", "title=Backup done", "title=Cancel",
            "title=Post deleted!", "message=Gone", "text=Server", "text=No host configured",
        ])
    }

    /// An element of an array of literals the file declares, put into a view's text (Cost's `label.text =
    /// dayOfWeek[indexPath.row]` with `let dayOfWeek = ["Monday", …]`), shows each of them as written, there. An array of
    /// other values, a name declared twice, an element looked up on the way (`keys[row].localized`) or put there by code
    /// users never run (`#if DEBUG`) does not.
    func testElementsOfAnArrayOfLiteralsPutIntoAViewShowAsWritten() {
        let swift = """
            import UIKit
            final class WeekStartController: UITableViewController {
                let dayOfWeek = ["Monday", "Tuesday"]
                let keys: [String] = ["settings.currency", "settings.language"]
                let mixed = ["Currency", title ?? ""]
                let debugRows = ["Dump cache"]
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath)
                    if let label = cell.viewWithTag(1) as? UILabel {
                        label.text = dayOfWeek[indexPath.row]
                        keyLabel.text = self.keys[indexPath.row].localized
                        mixedLabel.text = mixed[indexPath.row]
                        unitLabel.text = units[indexPath.row]
                        #if DEBUG
                        debugLabel.text = debugRows[indexPath.row]
                        #endif
                    }
                    return cell
                }
            }
            final class Metric { let units = ["km"] }
            final class Imperial { let units = ["mi"] }
            """
        let found = index([(swift, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text) \($0.location.line)" }, ["text=Monday 10", "text=Tuesday 10"])
    }

    /// An array declared empty (or of literals) that the file gives arrays of literals only (PEVO's `var stateList =
    /// [String]()`, filled in `viewDidLoad`) shows each of those as written where an element is put into a view; one the
    /// file also gives other values, or another object's array of the same name, does not.
    func testElementsOfAnArrayTheFileFillsWithLiteralsShowAsWritten() {
        let swift = """
            import UIKit
            final class StateController: UITableViewController {
                var stateList = [String]()
                var rows: [String] = []
                var names = [String]()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stateList = ["Georgia", "Ohio Shelter Search"]
                    self.rows = ["Shelter Search"]
                    names = ["Settings"]
                    names = store.names
                    other.rows = [title ?? ""]
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: stateList[indexPath.row], for: indexPath)
                    cell.textLabel?.text = stateList[indexPath.row]
                    cell.detailTextLabel?.text = rows[indexPath.row]
                    nameLabel.text = names[indexPath.row]
                    return cell
                }
            }
            """
        let found = index([(swift, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text) \($0.location.line)" },
                       ["text=Georgia 16", "text=Ohio Shelter Search 16", "text=Shelter Search 17"])
    }

    /// A literal code puts into a view it makes itself, not an outlet (`cell.textLabel?.text = "Theme Name"`,
    /// `resetButton.setTitle("Reset", for: .normal)`, Objective-C `self.hintLabel.text = @"…"`, a numbered `button1`'s title,
    /// a tab bar item's `title`, an alert's `message` (one made with `UIAlertController.init(…)` too), a quick action's and a notification button's titles, an accessibility label
    /// VoiceOver reads), shows as written; a selector of the
    /// same name sent to the app's own class does not.
    /// Left alone: the text a property's view or bar item starts with in the closure that makes it when the file sets
    /// that text again (Catty's cell, GiTiny's "Sort" button), what only Interface Builder's canvas draws (`prepareForInterfaceBuilder`),
    /// and a placeholder.
    func testLiteralsCodePutsIntoViewsItMakes() {
        let swift = """
            final class CategoryCell: UICollectionViewCell {
                private let categoryName: UILabel = {
                    let label = UILabel()
                    label.text = "category"
                    return label
                }()
                private let badgeLabel: UILabel = {
                    let label = UILabel()
                    label.text = "New"
                    return label
                }()
                private let sortBarButtonItem: UIBarButtonItem = {
                    let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
                    return item
                }()
                func configure(_ name: String) { categoryName.text = name; sortBarButtonItem.title = name }
                override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    categoryName.text = "Designable"
                }
            }
            final class ThemeController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Theme Name"
                    let resetButton = UIButton(type: .system)
                    resetButton.setTitle("Reset", for: .normal)
                    searchField.placeholder = "Search themes"
                    let confirmAlertController = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    confirmAlertController.message = "Delete theme?"
                    let sheet = UIAlertController.init(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.message = "Pick a theme"
                    return cell
                }
            }
            """
        let objc = """
            @implementation HintView
            - (void)layout { self.hintLabel.text = @"Tap to start"; }
            - (void)prepareForInterfaceBuilder { self.hintLabel.text = @"Hint"; }
            - (void)tabs {
                UITabBarItem *first = [tabBar.items objectAtIndex:0];
                first.title = @"Users";
                [segmentControl.button1 setTitle:@"daily" forState:UIControlStateNormal];
                model.title = @"Not a view";
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"com.example.search" localizedTitle:@"Search" localizedSubtitle:nil icon:nil userInfo:nil];
                UNNotificationAction *share = [UNNotificationAction actionWithIdentifier:@"share" title:@"Share this" options:0];
                Model *other = [[Model alloc] initWithType:@"kind" localizedTitle:@"Not UIKit's"];
                [self.retootButton setAccessibilityLabel:@"Direct message"];
            }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, ["text=New", "text=Theme Name", "title=Reset", "message=Delete theme?", "message=Pick a theme", "localizedTitle=Search", "title=Share this",
                                                               "text=Tap to start", "title=Users", "title=daily", "accessibilityLabel=Direct message"])
    }

    /// A view whose initializer puts a parameter into a label shows the literal a caller passes there, called by the
    /// type's name (GiTiny's `SeeMoreView(title: "Repositories", contentView: …)`); a parameter the initializer keeps
    /// elsewhere shows nothing.
    func testAViewsInitializerThatShowsAParameterIsAHelper() {
        let swift = """
            final class SeeMoreView: UIView {
                private let titleLabel = UILabel()
                private let identifier: String
                init(title: String, identifier: String) {
                    self.identifier = identifier
                    super.init(frame: .zero)
                    self.titleLabel.text = title
                }
            }
            final class SearchViewController: UIViewController {
                private lazy var repositories = SeeMoreView(title: "Repositories", identifier: "repos")
            }
            """
        XCTAssertEqual(index([(swift, .swift)]).shownLiterals.map { "\($0.role)=\($0.text)" }, ["text=Repositories"])
    }

    /// A SwiftUI helper whose other parameter is a result-builder closure (Tehilim's `section<C: View>(_ title: String,
    /// @ViewBuilder content: () -> C)`, drawing `Text(title)`) shows the literal a call passes, trailing closure and all.
    func testASwiftUIHelperWithAViewBuilderParameterShowsItsTitle() {
        let swift = """
            import SwiftUI
            struct AccessibilityDeclarationView: View {
                var body: some View {
                    section("Engagement") { Text("body") }
                }
                @ViewBuilder
                private func section<C: View>(_ title: String, @ViewBuilder content: () -> C) -> some View {
                    VStack { Text(title).font(.headline); content() }
                }
            }
            """
        XCTAssertEqual(index([(swift, .swift)]).shownLiterals.map { "\($0.role)=\($0.text)" }, ["title=Engagement"])
    }

    /// A helper that hands its parameter on joined to other text (Open GPX Tracker's `Toast.error(_:)`, calling
    /// `showToast("❌  " + message)`), to a label subclass's initializer that sets its own text (`ToastLabel(text:)`,
    /// `self.text = text`), shows the literal a caller passes.
    func testAParameterJoinedToOtherTextOrALabelsOwnTextIsShown() {
        let swift = """
            final class ToastLabel: UILabel {
                convenience init(text: String) {
                    self.init()
                    self.text = text
                }
            }
            final class Toast {
                static func showToast(_ message: String, delay: Double = 2) {
                    let label = ToastLabel(text: message)
                    UIApplication.shared.keyWindow?.addSubview(label)
                }
                class func error(_ message: String) {
                    showToast(String("\u{274C}") + "  " + message, delay: 3)
                }
            }
            final class FilesController: UITableViewController {
                func failed() { Toast.error("Could not open file") }
            }
            """
        // (The spaces the helper joins are no text to translate.)
        XCTAssertEqual(index([(swift, .swift)]).shownLiterals.filter { $0.text.contains(where: \.isLetter) }.map { "\($0.role)=\($0.text)" },
                       ["text=Could not open file"])
    }

    /// A widely used library's HUD, toast, banner or alert shows its text argument as written, though its code is in
    /// `Pods/` and no helper of the app leads there: SVProgressHUD's, ProgressHUD's and SPIndicator's class methods, Toast-Swift's
    /// `makeToast` on any view, Toaster's `Toast(text:)` and SCLAlertView's `showSuccess` where the file imports them,
    /// MBProgressHUD's `labelText`, Objective-C SVProgressHUD and Toast, a library's alert view (`UIBAlertView`). The same
    /// names elsewhere are not theirs: a
    /// `Toast(text:)` of a file that does not import Toaster, another class's `showErrorWithStatus:`, a localized text.
    func testLiteralsWidelyUsedLibrariesShow() {
        let swift = """
            import UIKit
            import Toaster
            import SCLAlertView
            final class SyncController: UIViewController {
                func sync() {
                    SVProgressHUD.show(withStatus: "Syncing")
                    SVProgressHUD.showError(withStatus: NSLocalizedString("sync.failed", comment: ""))
                    ProgressHUD.succeed("Synced")
                    view.makeToast("Copied", duration: 2.0, position: .center, title: "Done")
                    Toast(text: "Please wait").show()
                    SCLAlertView().showSuccess("Saved", subTitle: "Your note is safe")
                    hud.labelText = "Almost there"
                    model.labelText = "Not a HUD"
                    SPIndicator.present(title: "Link copied", message: "Paste it anywhere", preset: .done)
                }
            }
            """
        let other = """
            import UIKit
            struct Banner { func show() {} }
            func flash() { Toast(text: "toast.key").show() }
            """
        let objc = """
            @implementation LoginController
            - (void)failed {
                [SVProgressHUD showErrorWithStatus:@"Wrong password"];
                [SVProgressHUD showImage:nil status:@"Locked"];
                [self.view makeToast:@"Sent" duration:2.0 position:CSToastPositionCenter title:@"Mail"];
                [Reporter showErrorWithStatus:@"not a HUD"];
                UIBAlertView *av = [[UIBAlertView alloc] initWithTitle:@"Camera error" message:nil cancelButtonTitle:nil otherButtonTitles:nil];
                Model *model = [[Model alloc] initWithTitle:@"not an alert"];
                self.HUD.labelText = @"Failed";
            }
            @end
            """
        let found = index([(swift, .swift), (other, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, [
            "withStatus=Syncing", "text=Synced", "text=Copied", "title=Done", "text=Please wait", "text=Saved", "subTitle=Your note is safe",
            "text=Almost there", "title=Link copied", "message=Paste it anywhere", "showErrorWithStatus=Wrong password", "status=Locked", "makeToast=Sent", "title=Mail", "initWithTitle=Camera error",
            "text=Failed",
        ])
    }

    /// The system's authentication dialog shows the reason and the button titles the app gives it (StayHome's "Log in to
    /// your account" and "Cancel"); another type's `evaluatePolicy`, in a file without LocalAuthentication, shows nothing.
    func testTheAuthenticationDialogsTexts() {
        let swift = """
            import LocalAuthentication
            final class Biometrics {
                func logIn() {
                    let context = LAContext()
                    context.localizedCancelTitle = "Cancel"
                    context.localizedFallbackTitle = NSLocalizedString("Use passcode", comment: "")
                    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Log in to your account") { _, _ in }
                }
            }
            """
        let other = """
            struct Rules { func evaluatePolicy(_ p: Int, localizedReason: String) {} }
            func check(_ rules: Rules) { rules.evaluatePolicy(1, localizedReason: "not shown") }
            """
        let objc = """
            @implementation LockController
            - (void)unlock {
                LAContext *context = [[LAContext alloc] init];
                context.localizedFallbackTitle = @"Enter PIN";
                [context evaluatePolicy:LAPolicyDeviceOwnerAuthenticationWithBiometrics localizedReason:@"Unlock your notes" reply:^(BOOL ok, NSError *e) {}];
            }
            @end
            """
        let found = index([(swift, .swift), (other, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, [
            "title=Cancel", "localizedReason=Log in to your account", "localizedReason=Unlock your notes", "title=Enter PIN",
        ])
    }

    /// The text a method gives a view it makes (Monotone's `self.descriptionLabel = UILabel()`, then `.text = "0 photos ·
    /// Curated by nil"`) stands in for the one another method of the class sets (the cell's data binding). A view only that
    /// method sets keeps its text, and so do locals of the same name in other methods (`let label = UILabel()`).
    func testTheTextAViewStartsWithWhereTheClassSetsItAgainStandsIn() {
        let swift = """
            final class CollectionCell: UITableViewCell {
                var descriptionLabel: UILabel!
                var titleLabel: UILabel!
                func buildSubviews() {
                    self.descriptionLabel = UILabel()
                    self.descriptionLabel.text = "0 photos · Curated by nil"
                    self.titleLabel = UILabel()
                    self.titleLabel.text = "Featured"
                }
                func bind(_ collection: Collection) {
                    self.descriptionLabel.text = collection.summary
                }
                func credits() {
                    let label = UILabel()
                    label.text = "Thanks to"
                }
                func more() {
                    let label = UILabel()
                    label.text = "and"
                }
            }
            """
        let objc = """
            @implementation ProfileHeader
            - (instancetype)init {
                _countLabel = [[UILabel alloc] init];
                _countLabel.text = @"12 Collections";
                return self;
            }
            - (void)setUser:(User *)user { self.countLabel.text = user.count; }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)])
        XCTAssertEqual(found.assignments.filter(\.isStartingText).map(\.outlet), ["descriptionLabel", "countLabel"])
        XCTAssertEqual(found.assignments.filter { !$0.isStartingText && $0.outlet == "titleLabel" }.count, 1)
        XCTAssertEqual(found.shownLiterals.map(\.text), ["Featured", "Thanks to", "and"])
    }

    /// A SwiftUI view with an initializer of its own that keeps each parameter in a stored property (TUM's `LoadingView`:
    /// `init(text: String, position: … = .middle) { self.text = text; … }`, then `Text(text)`) shows the literal a call
    /// passes as written, as a memberwise initializer's would; one whose initializer changes what it keeps says nothing.
    func testAViewWhoseInitializerKeepsItsParametersShowsThePassedLiteral() {
        let views = """
            import SwiftUI
            struct LoadingView: View {
                let text: String
                let position: Double
                init(text: String, position: Double = 0.5) {
                    self.text = text
                    self.position = position
                }
                var body: some View { VStack { ProgressView(); Text(text) } }
            }
            struct Badge: View {
                let label: String
                init(count: Int) { self.label = formatter.string(for: count) ?? "" }
                var body: some View { Text(label) }
            }
            """
        let screens = """
            import SwiftUI
            struct GradesScreen: View {
                var body: some View { LoadingView(text: "Fetching Grades"); Badge(count: 3) }
            }
            """
        XCTAssertEqual(index([(views, .swift), (screens, .swift)]).shownLiterals.map(\.text), ["Fetching Grades"])
    }

    /// An Objective-C helper is known by its whole selector: chanify's `+itemWithTitle:target:action:` shows its title
    /// in a bar button, while another class's `+itemWithTitle:image:clz:` looks it up (`title.localized`), so its
    /// callers' literals are not shown as written. A format looked up (`@"Downloading %d%%".localized`) is no
    /// text as written either.
    func testAnObjectiveCHelperIsKnownByItsWholeSelector() {
        let objc = """
            @implementation UIBarButtonItem (Ext)
            + (instancetype)itemWithTitle:(NSString *)title target:(id)target action:(SEL)action {
                return [[UIBarButtonItem alloc] initWithTitle:title style:UIBarButtonItemStylePlain target:target action:action];
            }
            @end
            @implementation ContentItem
            + (instancetype)itemWithTitle:(NSString *)title image:(NSString *)icon clz:(Class)clz {
                ContentItem *item = [ContentItem new];
                item.titleLabel.text = title.localized;
                return item;
            }
            @end
            @implementation MainViewController
            - (void)viewDidLoad {
                self.items = @[[ContentItem itemWithTitle:@"Channels" image:@"Channel" clz:ChannelsView.class]];
                self.navigationItem.rightBarButtonItem = [UIBarButtonItem itemWithTitle:@"Done" target:self action:@selector(done)];
                self.statusLabel.text = [NSString stringWithFormat:@"Downloading %d%%".localized, progress];
                self.otherLabel.text = [NSString stringWithFormat:@"%d left", count];
            }
            @end
            """
        let found = index([(objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, ["initWithTitle=Done", "text=%d left"])
    }

    /// A Foundation object's initializer is no call of the app's helper of the same selector: Telegram's footer view
    /// shows the text its `initWithString:` takes, while `[[NSMutableString alloc] initWithString:@"file-thumbnail://?"]`
    /// begins a URL. The view's own initializer still shows its literal.
    func testAFoundationInitializerIsNoCallOfTheAppsHelper() {
        let objc = """
            @implementation FooterView
            - (instancetype)initWithString:(NSString *)string {
                self = [super initWithFrame:CGRectZero];
                _label.text = string;
                return self;
            }
            @end
            @implementation PreviewView
            - (void)load {
                NSMutableString *uri = [[NSMutableString alloc] initWithString:@"file-thumbnail://?"];
                NSAttributedString *plain = [[NSAttributedString alloc] initWithString:@"x"];
                FooterView *footer = [[FooterView alloc] initWithString:@"Messages are end-to-end encrypted"];
            }
            @end
            """
        let found = index([(objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, ["text=Messages are end-to-end encrypted"])
    }

    /// A local a method gives literals before showing it (Stay's `NSString *msg = @"保存成功";` … `message:msg`, a
    /// Swift `let message = ok ? "Saved" : "Failed"`, a typed `var heading: String = "Careful"` or a `let detail: String`
    /// given a value per branch) shows each of them as written; a property, another method's
    /// local and a looked-up value are not read so.
    func testALocalsLiteralValuesAreShownWhereTheLocalIs() {
        let objc = """
            @implementation EditViewController
            - (void)save {
                NSString *msg = @"保存成功";
                if (failed) { msg = @"保存失败"; }
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:msg message:nil preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
            }
            - (void)other { UIAlertController *alert = [UIAlertController alertControllerWithTitle:msg message:nil preferredStyle:UIAlertControllerStyleAlert]; }
            @end
            """
        let swift = """
            final class SyncController: UIViewController {
                var banner = "Synced"
                func finish(ok: Bool) {
                    let message = ok ? "Saved" : "Failed"
                    let title = NSLocalizedString("sync.title", comment: "")
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    present(alert, animated: true)
                    statusLabel.text = banner
                }
                func warn(count: Int) {
                    var heading: String = "Careful"
                    let detail: String
                    if count > 1 { detail = "Several items" } else { detail = "One item" }
                    if count > 9 { heading = "Stop" }
                    let count: Int = 3
                    let alert = UIAlertController(title: heading, message: detail, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """
        let found = index([(objc, .objectiveC), (swift, .swift)]).shownLiterals
        XCTAssertEqual(Set(found.map(\.text)), ["保存成功", "保存失败", "Saved", "Failed", "Careful", "Stop", "Several items", "One item"])
    }

    /// A type's string constant code shows (susi's `UIAlertController(title: ControllerConstants.DeviceActivity.roomAlertTitle,
    /// …)`, a controller's own `self.heading`) shows its text where it is used; a constant looked up on the way
    /// (`Texts.saved.localized`) is a key, and a bare name (a parameter, a local) is not read as a file's constant.
    func testATypesStringConstantShowsWhereItIsUsed() {
        let swift = """
            enum Texts {
                static let saved = "Saved"
                enum Errors { static let failed = "Could not save" }
            }
            let title = "File-level"
            final class SaveController: UIViewController {
                let heading = "Saving"
                func finish(ok: Bool, title: String) {
                    let alert = UIAlertController(title: Texts.saved, message: Texts.Errors.failed, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: Texts.saved.localized, style: .default))
                    present(UIAlertController(title: title, message: self.heading, preferredStyle: .alert), animated: true)
                }
            }
            """
        let found = index([(swift, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)@\($0.location.line)" }, ["title=Saved@9", "message=Could not save@9", "message=Saving@11"])
    }

    /// A table's section titles and a picker's rows are the texts their data source methods return (Sileo's
    /// `titleForHeaderInSection` returning "Themes", passforios' "All Passwords"); UIKit shows them as written. A
    /// lookup, a model's value or `nil` is no such text, nor is a call of such a method.
    func testTitlesDataSourceMethodsReturn() {
        let swift = """
            final class ThemesController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    switch section {
                    case 0: return "Name"
                    case 1: return NSLocalizedString("Colors", comment: "")
                    default: return nil
                    }
                }
                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? "Shown to everyone" : model.footer }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                    return "Row \\(row)"
                }
                func reload() { _ = tableView(tableView, titleForHeaderInSection: 0) }
            }
            """
        let objc = """
            @implementation SettingsController
            - (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
                if (section == 1) { return @"Restart to apply"; }
                return nil;
            }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, [
            "titleForHeaderInSection=Name", "titleForRow=Row …", "titleForFooterInSection=Restart to apply",
        ])
    }

    /// SwiftUI shows a `String` value as written (`Text(title)` takes `some StringProtocol`): a literal passed to
    /// the app's own view that keeps a `String` and shows it so (Hanh-hub's `CustomButton(title: "Continue")`,
    /// Mulim's `StatCard(title:)`), to a function that shows its `String` parameter so (`row(text:)`), or on
    /// through a view that hands its property to such a view, or kept by the view's own initializer as it is, is shown
    /// as written. Left alone: a view whose property is a `LocalizedStringKey`, a literal to a property the view looks up
    /// first, an initializer that changes what it keeps, a disfavored `String` overload beside a localized one (Mlem's
    /// `footnote(_:)`), and previews.
    func testLiteralsPassedToSwiftUIViewsThatShowAStringAsWritten() {
        let views = """
            import SwiftUI
            struct CustomButton: View {
                let title: String
                var action: () -> Void = {}
                var body: some View { Button(action: action) { Text(title).bold() } }
            }
            struct Keyed: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }
            struct LookedUp: View {
                let title: String
                var body: some View { Text(LocalizedStringKey(title)) }
            }
            struct Card: View {
                var caption: String
                var body: some View { VStack { CustomButton(title: caption) } }
            }
            struct Custom: View {
                let title: String
                init(title: String) { self.title = title }
                var body: some View { Text(self.title) }
            }
            struct Shouting: View {
                let title: String
                init(title: String) { self.title = NSLocalizedString(title, comment: "") }
                var body: some View { Text(self.title) }
            }
            func row(icon: String, text: String) -> some View { Label(text, systemImage: icon) }
            func footnote(_ text: LocalizedStringResource) -> some View { Text(text) }
            @_disfavoredOverload
            func footnote(_ text: String) -> some View { Text(text) }
            """
        let screen = """
            import SwiftUI
            struct GetStarted: View {
                var body: some View {
                    VStack {
                        CustomButton(title: "Continue") { }
                        Keyed(title: "Welcome back")
                        LookedUp(title: "Sign in")
                        Card(caption: "Total revenue")
                        Custom(title: "Open orders")
                        Shouting(title: "Closed orders")
                        row(icon: "car", text: "Delivery by car")
                        footnote("Goes to the localized overload")
                        Text("Looked up")
                    }
                }
            }
            #Preview { CustomButton(title: "Preview only") }
            """
        let found = index([(views, .swift), (screen, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" }, ["title=Continue", "title=Total revenue", "title=Open orders", "title=Delivery by car"])
    }

    /// A view that keeps a text in a `String` property of its own and shows it as written (NeuroProMed's
    /// `alertMessage`, set to "The price … has changed." before its alert shows `Text(alertMessage)`) shows each
    /// literal its code stores there, and its initial value. A property shown looked up (`Text(LocalizedStringKey(x))`)
    /// or not shown at all is left alone, as is a literal built on (`"Hello " + name`).
    func testLiteralsAViewStoresInAStringItShowsAsWritten() {
        let swift = """
            import SwiftUI
            struct EditAppointment: View {
                @State private var alertMessage = "Loading"
                @State private var key = "save"
                @State private var log = ""
                var body: some View {
                    VStack {
                        Text(alertMessage)
                        Text(LocalizedStringKey(key))
                        Button("Save") {
                            alertMessage = "The price has changed."
                            self.alertMessage = "Saved"
                            alertMessage = "Hello " + key
                            key = "saved"
                            log = "tapped save"
                        }
                    }
                }
            }
            """
        let found = index([(swift, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.location.line)=\($0.text)" }, ["3=Loading", "11=The price has changed.", "12=Saved"])
    }

    /// A SwiftUI control's title is its label, which some styles never draw: a segmented or wheel picker
    /// (NeuroProMed's "Sort"), a graphical date picker ("Pick a date"), any control under `.labelsHidden()`,
    /// a screen's picker with no style or the menu style outside every form or list (iOS 16 on draws the selection
    /// alone), and a picker inside a `Menu`. A picker in a `Form`, a toggle and a plain text are drawn.
    func testTitlesOfSwiftUIControlsThatDoNotDrawThem() {
        let swift = """
            import SwiftUI
            struct Appointments: View {
                @State var sort = 0
                @State var day = Date()
                @State var on = false
                var body: some View {
                    NavigationView {
                        VStack {
                            Picker("Sort", selection: $sort) { Text("Date").tag(0) }.pickerStyle(SegmentedPickerStyle())
                            Picker(selection: $sort, label: Text("Order")) { Text("Name").tag(1) }
                                .pickerStyle(.wheel)
                            DatePicker("Pick a date", selection: $day).datePickerStyle(.graphical)
                            HStack { Toggle("Reminder", isOn: $on) }.labelsHidden()
                            Picker(selection: $sort) { Text("Size").tag(2) } label: { Text("Font") }
                            Picker("Theme", selection: $sort) { Text("Dark").tag(3) }.pickerStyle(.menu)
                            Menu { Picker("Period", selection: $sort) { Text("Week").tag(5) } } label: { Image(systemName: "calendar") }
                            Menu { Picker("Units", selection: $sort) { Text("km").tag(6) }.pickerStyle(.menu) } label: { Text("More") }
                            Form {
                                Picker("Language", selection: $sort) { Text("English").tag(4) }
                                Toggle("Alerts", isOn: $on)
                            }
                        }
                    }
                }
            }
            """
        let app = "import SwiftUI\n@main struct App { var body: some Scene { WindowGroup { Appointments() } } }"
        let found = index([(swift, .swift), (app, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.name)@\($0.location.line) \($0.reason)" }, [
            "Picker@9 undrawnLabel", "Text@10 undrawnLabel", "DatePicker@12 undrawnLabel", "Toggle@13 undrawnLabel", "Text@14 undrawnLabel",
            "Picker@15 undrawnLabel", "Picker@16 undrawnLabel",
        ], "a menu draws its picker's choices inline, without the title, unless the picker is a submenu")
    }

    /// A view with its own menu picker (DRA-APP's `LanguagePicker`) is placed by where the app creates it: in a
    /// profile's `VStack` the picker draws the selection alone; one created in a `Form` row (`SortPicker`)
    /// draws its title, and so does a view placed in a row through the view that creates it (`UnitsPicker` in
    /// `UnitsRow`, in a `List`) or through a view property the row shows (`ThemePicker` in `appearance`). A
    /// graphical date picker's `label:` closure is not drawn either.
    func testMenuPickersOfViewsTheAppCreatesOutsideRows() {
        let pickers = """
            import SwiftUI
            struct LanguagePicker: View {
                @State var code = "en"
                var body: some View {
                    Picker("Language", selection: $code) { Text("English").tag("en") }
                        .pickerStyle(.menu)
                }
            }
            struct SortPicker: View {
                @State var sort = 0
                var body: some View {
                    Picker("Sort", selection: $sort) { Text("Name").tag(0) }.pickerStyle(.menu)
                }
            }
            struct UnitsPicker: View {
                @State var unit = 0
                var body: some View {
                    Picker("Units", selection: $unit) { Text("km").tag(0) }
                }
            }
            struct UnitsRow: View {
                var body: some View { HStack { UnitsPicker() } }
            }
            struct ThemePicker: View {
                @State var theme = 0
                var body: some View {
                    Picker("Theme", selection: $theme) { Text("Dark").tag(0) }.pickerStyle(.menu)
                }
            }
            struct Schedule: View {
                @State var date = Date()
                var body: some View {
                    DatePicker(selection: $date, label: { Text("Date") }).datePickerStyle(.graphical)
                }
            }
            """
        let screens = """
            import SwiftUI
            struct Profile: View {
                var body: some View {
                    VStack { LanguagePicker(); Schedule() }
                    Form { SortPicker() }
                    List { UnitsRow(); appearance }
                }
                private var appearance: some View { VStack { ThemePicker() } }
            }
            #Preview { LanguagePicker() }
            """
        let app = "import SwiftUI\n@main struct App { var body: some Scene { WindowGroup { Profile() } } }"
        let found = index([(pickers, .swift), (screens, .swift), (app, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.name)@\($0.location.line) \($0.reason)" }, ["Picker@5 undrawnLabel", "Text@33 undrawnLabel"])
    }

    /// A toolbar draws a `Label`, and a `Button` given a `systemImage:`, as its icon alone (ilCibo's "Add" plus
    /// button): their titles are not drawn. A tab item's label, a toolbar button without an icon, a label
    /// styled to show its title and a menu's item (KafeCam's "Guardar cambios") are.
    func testTitlesOfIconsInAToolbar() {
        let swift = """
            import SwiftUI
            struct Lists: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Rows") }
                            .toolbar {
                                Label("Add", systemImage: "plus")
                                ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
                                Button("Done") {}
                                Label("Sort", systemImage: "arrow.up.arrow.down").labelStyle(.titleAndIcon)
                                Menu { Button {} label: { Label("Save changes", systemImage: "checkmark") } } label: { Image(systemName: "ellipsis") }
                            }
                            .tabItem { Label("Lists", systemImage: "list.bullet") }
                    }
                }
            }
            """
        let app = "import SwiftUI\n@main struct App { var body: some Scene { WindowGroup { Lists() } } }"
        let found = index([(swift, .swift), (app, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.name)@\($0.location.line) \($0.reason)" }, ["Label@7 undrawnLabel", "Button@8 undrawnLabel"])
    }

    /// Swipe actions work in a list's rows alone: on cards a `ScrollView` stacks (ExpenseTracker's "Sil"), in the
    /// same body or in the card's own, their buttons never show; in a `List` they do.
    func testSwipeActionsOutsideAListAreNeverShown() {
        let swift = """
            import SwiftUI
            struct Expenses: View {
                let items = [1, 2]
                var body: some View {
                    VStack {
                        ScrollView {
                            LazyVStack {
                                ForEach(items, id: \\.self) { item in
                                    Text("Card").swipeActions(edge: .trailing) { Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") } }
                                }
                            }
                        }
                        List {
                            ForEach(items, id: \\.self) { item in
                                Text("Row").swipeActions { Button("Archive") {} }
                            }
                        }
                    }
                }
            }
            """
        // A card whose own body has the swipe actions, created only in a scroll view (and a preview).
        let cards = """
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Rent").swipeActions { Button("Remove") {} } }
            }
            struct Cards: View {
                var body: some View { ScrollView { LazyVStack { Card() } } }
            }
            #Preview { Card() }
            """
        let app = "import SwiftUI\n@main struct App { var body: some Scene { WindowGroup { Expenses(); Cards() } } }"
        let found = index([(swift, .swift), (cards, .swift), (app, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.name)@\($0.location.line) \($0.reason)" }, ["Label@9 undrawnLabel", "Button@3 undrawnLabel"])
    }

    /// `#selector(Bundle.localizedString(forKey:value:table:))` names the method an in-app language switcher
    /// swizzles: no lookup, so no key built at run time either.
    func testASelectorNamesNoLookup() {
        let swift = """
            final class Localizer: NSObject {
                class func install() { swizzle(#selector(Bundle.localizedString(forKey:value:table:)), #selector(Bundle.special(_:value:table:))) }
            }
            """
        XCTAssertEqual(index([(swift, .swift)]).localizedStrings.uncheckable, [])
    }

    /// Literals code hands straight to UIKit outside outlets: alert titles, messages and actions, bar button,
    /// swipe action, menu and notification action titles, in Swift and Objective-C (an alert view's button list too), made with
    /// the type's name or with `Type.init(…)`. Left out: debug-only
    /// code (`#if DEBUG`, a debug menu's method), and literals that are no such argument. A method its file never
    /// calls (no parameters, no override or action) is marked for the checks to confirm against other files.
    /// An interpolated literal shows its words ("Arriving …"), a format call's literal is its text, each branch of a condition
    /// is a text of its own, and a concatenation shows its literals around its values ("Total: … items").
    func testLiteralsCodeShowsOutsideOutlets() {
        let swift = """
            final class CartController: UIViewController {
                func confirm() {
                    let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
                    let share = UIContextualAction(style: .normal, title: "Share") { _, _, _ in }
                    let done = UIContextualAction.init(style: .destructive, title: "Done", handler: { _, _, _ in })
                    let menu = UIMenu(title: "Sort", children: [UIAction(title: "By date") { _ in }])
                    let reply = UNNotificationAction(identifier: "reply", title: "Reply", options: [])
                    tabBarItem = .init(title: "Records", image: nil, tag: 2)
                    settings.tabBarItem = UITabBarItem(title: "Setting", image: nil, tag: 3)
                    _ = UIAlertController(title: "Arriving \\(time)", message: String(format: "%d left", n), preferredStyle: .alert)
                    _ = UIAlertController(title: saved ? "Saved" : "Not saved", message: "Total: " + sum + " items", preferredStyle: .alert)
                    #if DEBUG
                    present(UIAlertController(title: "Crash now", message: nil, preferredStyle: .alert), animated: true)
                    #endif
                    log(title: "not shown")
                }
                private func presentDebugMenu(_ sender: Any) { _ = UIAlertAction(title: "Purge", style: .default) }
                func oldWarning() { _ = UIAlertController(title: "Gone", message: nil, preferredStyle: .alert) }
                override func viewDidLoad() { confirm() }
            }
            """
        let objc = """
            @implementation CardController
            - (void)remove {
                UIAlertController *a = [UIAlertController alertControllerWithTitle:@"Remove card?" message:@"It is gone for good." preferredStyle:UIAlertControllerStyleAlert];
                [UIAlertController alertControllerWithTitle:nil message:[NSString stringWithFormat:@"Sending failed - %@", e] preferredStyle:0];
                [a addAction:[UIAlertAction actionWithTitle:@"Remove" style:UIAlertActionStyleDestructive handler:nil]];
                [[[UIAlertView alloc] initWithTitle:@"Oops" message:[self text] delegate:nil cancelButtonTitle:@"Close" otherButtonTitles:@"Retry", @"Later", nil] show];
                MenuItem *item = [[MenuItem alloc] initWithTitle:@"menu_key"];
                UITableViewRowAction *row = [UITableViewRowAction rowActionWithStyle:UITableViewRowActionStyleDefault title:@"Call" handler:nil];
            }
            @end
            """
        let found = index([(swift, .swift), (objc, .objectiveC)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.role)=\($0.text)" + ($0.uncalledMethod.map { " in \($0)" } ?? "") }, [
            "title=Delete?", "message=This cannot be undone.", "title=Delete", "title=Save", "title=Share", "title=Done", "title=Sort", "title=By date",
            "title=Reply", "title=Records", "title=Setting", "title=Arriving …", "message=%d left", "title=Saved", "title=Not saved",
            "message=Total: … items", "title=Gone in oldWarning",
            "alertControllerWithTitle=Remove card?", "message=It is gone for good.", "message=Sending failed - %@", "actionWithTitle=Remove", "initWithTitle=Oops",
            "cancelButtonTitle=Close", "otherButtonTitles=Retry", "otherButtonTitles=Later", "title=Call",
        ])
        XCTAssertEqual(found.first?.codeClass, "CartController")
    }

    /// A view model's published text that a view shows as written (`Text(viewModel.errorMessage)`) reaches the
    /// screen untranslated: the literals the class keeps there are shown (a login form's "Invalid login data").
    /// A published property no view shows that way, and one the view looks up as a key, are not.
    func testAViewModelsPublishedTextAViewShowsIsShown() {
        let model = """
            import Foundation
            final class LoginModel: ObservableObject {
                @Published var errorMessage = ""
                @Published var status: String = "Signed out"
                @Published var token = "abc-123"
                func login(ok: Bool) {
                    if !ok { errorMessage = "Invalid login data" } else { self.errorMessage = NSLocalizedString("Welcome", comment: "") }
                    token = "def-456"
                    status = "Signed " + "in"
                }
            }
            """
        let view = """
            import SwiftUI
            struct LoginView: View {
                @StateObject var model = LoginModel()
                var body: some View {
                    Text(model.errorMessage)
                    Text(model.status)
                    Text(LocalizedStringKey(model.token))
                }
            }
            """
        let found = index([(model, .swift), (view, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.text)@\($0.location.line)" }, ["Signed out@4", "Invalid login data@7"])
    }

    /// An `@Observable` class publishes its stored properties as `@Published` does (OneLine's `HomeViewModel`, whose
    /// `errorMessage = "Error inesperado: \\(error)."` its view shows as `Text(viewModel.errorMessage ?? "")`), one with
    /// observers too; a property the macro ignores and a static one are not published.
    func testAnObservableClassesTextAViewShowsIsShown() {
        let model = """
            import Observation
            @MainActor
            @Observable
            final class HomeViewModel {
                var errorMessage: String?
                @ObservationIgnored var status: String = "Idle"
                static var banner: String = "Welcome"
                var title: String { "Computed" }
                var notice: String = "" { didSet { print(notice) } }
                var message: String = ""
                var greeting: String { didSet { print(greeting) } }
                init() { greeting = "Bienvenido de nuevo" }
                func show(_ text: String) { self.message = text }
                func save(ok: Bool) {
                    if !ok { errorMessage = "Error inesperado: \\(ok)." }
                    status = "Saving"
                    Self.banner = "Saved"
                    notice = "Guardado fallido"
                }
            }
            """
        let view = """
            import SwiftUI
            struct HomeView: View {
                @State private var viewModel: HomeViewModel
                var body: some View {
                    Text(viewModel.errorMessage ?? "")
                    Text(viewModel.status)
                    Text(HomeViewModel.banner)
                    Text(viewModel.notice.uppercased())
                    Text(viewModel.message)
                    Text(viewModel.greeting)
                    Button("Upload") { viewModel.show("Upload failed") }
                }
            }
            """
        let found = index([(model, .swift), (view, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.text)@\($0.location.line)" }, ["Bienvenido de nuevo@12", "Error inesperado: ….@15", "Guardado fallido@18", "Upload failed@11"])
    }

    /// A UIKit view given a model's member as it is shows it as written, as `Text(model.member)` does (Udemy-Design-App's
    /// `settingName.text = setting.settingName` after `Setting(settingName: "Quality", …)`, and a button titled with a
    /// computed property's literals, a member in capitals); a member a lookup takes is a key, and one only VoiceOver reads
    /// (an accessibility hint) shows nothing.
    func testAMemberAUIKitViewShowsIsShownAsWritten() {
        let model = """
            import UIKit
            struct Setting {
                let settingName: String
                let icon: UIImage?
            }
            struct Badge {
                let hint: String
            }
            let badges = [Badge(hint: "Double tap to open")]
            struct CourseViewModel {
                let rating: Int
                var badge: String { rating > 4 ? "Bestseller" : "Hot & new" }
                var keyed: String { "course.new" }
            }
            final class SettingsMenu {
                let settings = [Setting(settingName: "Quality", icon: nil), Setting(settingName: "Captions", icon: nil)]
            }
            """
        let view = """
            import UIKit
            final class SettingCell: UITableViewCell {
                private let settingName = UILabel()
                private let courseButton = UIButton()
                func configure(_ setting: Setting, _ course: CourseViewModel, _ badge: Badge) {
                    settingName.text = setting.settingName.uppercased()
                    courseButton.setTitle(course.badge, for: .normal)
                    courseButton.accessibilityHint = badge.hint
                    detailTextLabel?.text = NSLocalizedString(course.keyed, comment: "")
                }
            }
            """
        let found = index([(model, .swift), (view, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.text)@\($0.location.line)" }.sorted(), ["Bestseller@12", "Captions@16", "Hot & new@12", "Quality@16"])
    }

    /// A published text a view shows in other capitals (`Text(model.status.uppercased())`, `Text(model.title.capitalized)`)
    /// is shown as written all the same.
    func testAPublishedTextShownInCapitalsIsShown() {
        let model = """
            import Foundation
            final class StatusModel: ObservableObject {
                @Published var status: String = "Signed out"
                @Published var title: String = "welcome back"
            }
            """
        let view = """
            import SwiftUI
            struct StatusView: View {
                @StateObject var model = StatusModel()
                var body: some View {
                    Text(model.status.uppercased())
                    Text(model.title.capitalized)
                }
            }
            """
        let found = index([(model, .swift), (view, .swift)]).shownLiterals
        XCTAssertEqual(found.map { "\($0.text)@\($0.location.line)" }, ["Signed out@3", "welcome back@4"])
    }

    /// The app's own methods on UIKit views that set the view's text from a parameter (actbind's
    /// `uiTextFieldSetting(placeholder:)`) assign what a call passes; one that looks its parameter up takes a key.
    func testAViewExtensionThatSetsItsTextAssignsTheArgument() {
        let helpers = """
            import UIKit
            extension UITextField {
                func styled(placeholder: String) {
                    attributedPlaceholder = NSAttributedString(string: placeholder, attributes: [:])
                    layer.borderWidth = 1
                }
            }
            extension UIButton {
                func setPlain(_ title: String) { setTitle(title, for: .normal) }
                func setKey(_ key: String) { setTitle(key.localized, for: .normal) }
                var allStates: [UIControl.State] { [.normal, .highlighted] }
                func setTitle(_ title: String?, uppercased: Bool = true) {
                    UIView.performWithoutAnimation { [weak self] in
                        let title = uppercased ? title?.localized.uppercased() : title?.localized
                        self?.allStates.forEach { self?.setTitle(title, for: $0) }
                    }
                }
            }
            """
        let screen = """
            final class LogInViewController: UIViewController {
                @IBOutlet weak var mailField: UITextField!
                @IBOutlet weak var goButton: UIButton!
                @IBOutlet weak var okButton: UIButton!
                override func viewDidLoad() {
                    mailField.styled(placeholder: NSLocalizedString("mail", comment: ""))
                    goButton.setPlain("Go")
                    goButton.setKey("go.key")
                    okButton.setTitle("OK", for: .selected)
                    okButton.setTitle(content.confirmTitle)
                }
            }
            """
        let index = self.index([(helpers, .swift), (screen, .swift)])
        XCTAssertEqual(summary(index, "mailField", "LogInViewController"), ["LogInViewController.mailField.attributedPlaceholder = localized Localizable:mail @6:9"])
        XCTAssertEqual(summary(index, "goButton", "LogInViewController"), [#"LogInViewController.goButton.title[.normal] = literal "Go" @7:9"#,
                                                                          "LogInViewController.goButton.title[.normal] = other  @8:9"],
                       "setKey looks its parameter up: the title is replaced by a text only the run knows, not by the key")
        XCTAssertEqual(summary(index, "okButton", "LogInViewController"), [#"LogInViewController.okButton.title[.selected] = literal "OK" @9:9"#,
                                                                          "LogInViewController.okButton.title[.normal] = other  @10:9"],
                       "UIKit's setTitle(_:for:) is not the extension's setTitle(_:uppercased:), which sets every state's title")
    }

    /// A method of the app's own view subclass, however deep (VerificaC19's `AppLabelUrl: AppLabel: UILabel`), that
    /// sets its own text replaces the storyboard text of the outlet it is called on; a method of another class of the
    /// same file does not.
    func testAViewSubclassMethodThatSetsItsTextAssignsTheOutlet() {
        let views = """
            import UIKit
            class AppLabel: UILabel {
                func initialize() { textColor = .blue }
            }
            class AppLabelUrl: AppLabel {
                public func fillView(with content: Content) {
                    guard let contentText = content.text else { return }
                    text = contentText.localized
                }
            }
            class Caption: AppLabel {
                func show(_ caption: String) { self.text = caption }
            }
            class Model {
                func title(_ value: String) { text = value }
            }
            """
        let screen = """
            final class HomeViewController: UIViewController {
                @IBOutlet weak var faqLabel: AppLabelUrl!
                @IBOutlet weak var captionLabel: Caption!
                @IBOutlet weak var nameLabel: UILabel!
                override func viewDidLoad() {
                    faqLabel.fillView(with: .init(text: "links.read.faq"))
                    captionLabel.show("Hello")
                    nameLabel.title("Name")
                }
            }
            """
        let index = self.index([(views, .swift), (screen, .swift)])
        XCTAssertEqual(summary(index, "faqLabel", "HomeViewController"), ["HomeViewController.faqLabel.text = other  @6:9"])
        XCTAssertEqual(summary(index, "captionLabel", "HomeViewController"), [#"HomeViewController.captionLabel.text = literal "Hello" @7:9"#])
        XCTAssertEqual(summary(index, "nameLabel", "HomeViewController"), [], "Model is no view")
    }

    /// A function that sets the text of a view it is given (ChatSecure's `setAppearance(userInfo:usernameLabel:displayNameLabel:…)`)
    /// replaces the text of the outlets a call passes it; one that only styles its view, or keeps the view's own text, does not.
    func testAFunctionThatSetsTheTextOfAViewItIsGivenReplacesThePassedOutletsText() {
        let helpers = """
            import UIKit
            extension UITableViewCell {
                func setAppearance(user: User, usernameLabel: UILabel, displayNameLabel: UILabel?) {
                    usernameLabel.text = user.username
                    displayNameLabel?.text = user.displayName
                }
                func style(_ label: UILabel) { label.textColor = .red }
                func shout(_ label: UILabel) { label.text = label.text?.uppercased() }
                func caption(_ button: UIButton) { button.setTitle(user.caption, for: .normal) }
            }
            """
        let cell = """
            final class AccountCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var accountLabel: UILabel!
                @IBOutlet weak var noteLabel: UILabel!
                @IBOutlet weak var infoButton: UIButton!
                func update(user: User) {
                    setAppearance(user: user, usernameLabel: accountLabel, displayNameLabel: self.nameLabel)
                    style(noteLabel)
                    shout(noteLabel)
                    caption(infoButton)
                }
            }
            """
        let index = self.index([(helpers, .swift), (cell, .swift)])
        XCTAssertEqual(summary(index, "nameLabel", "AccountCell"), ["AccountCell.nameLabel.text = other  @7:82"])
        XCTAssertEqual(summary(index, "accountLabel", "AccountCell"), ["AccountCell.accountLabel.text = other  @7:50"])
        XCTAssertEqual(summary(index, "noteLabel", "AccountCell"), [], "style sets no text; shout keeps the label's own")
        XCTAssertEqual(summary(index, "infoButton", "AccountCell"), ["AccountCell.infoButton.title[.normal] = other  @10:17"])
    }

    /// A view's own method that hands itself and its parameter to a function setting the text of the view it is given
    /// (edX's `applyButtonStyle(style:withTitle:)`, which calls `style.applyToButton(button: self, withTitle: text)`) sets
    /// its own text from that parameter; one that hands over itself but none of its parameters sets nothing known.
    func testAViewMethodHandingItselfToATextSetterAssignsTheArgument() {
        let styles = """
            import UIKit
            public class ButtonStyle: NSObject {
                fileprivate func applyToButton(button: UIButton, withTitle text: String? = nil) {
                    button.setAttributedTitle(attributed(text), for: .normal)
                    button.contentEdgeInsets = insets
                }
            }
            extension UIButton {
                @objc func applyButtonStyle(style: ButtonStyle, withTitle text: String?) {
                    style.applyToButton(button: self, withTitle: text)
                }
                func restyle(style: ButtonStyle) { style.applyToButton(button: self, withTitle: currentTitle) }
            }
            """
        let screen = """
            final class NewPostViewController: UIViewController {
                @IBOutlet weak var postButton: UIButton!
                @IBOutlet weak var backButton: UIButton!
                override func viewDidLoad() {
                    postButton.applyButtonStyle(style: primary, withTitle: Strings.postQuestion)
                    backButton.restyle(style: primary)
                }
            }
            """
        let index = self.index([(styles, .swift), (screen, .swift)])
        XCTAssertEqual(summary(index, "postButton", "NewPostViewController"), ["NewPostViewController.postButton.attributedTitle[.normal] = other Strings.postQuestion @5:9"])
        XCTAssertEqual(summary(index, "backButton", "NewPostViewController"), [])
        // Objective-C calls it by the selector Swift gives it: `applyButtonStyleWithStyle:withTitle:`.
        let login = """
            @implementation LoginViewController
            - (void)viewDidLoad {
                [self.loginButton applyButtonStyleWithStyle:[self.styles primary] withTitle:[Strings signIn]];
                [self.helpButton restyleWithStyle:[self.styles primary]];
            }
            @end
            """
        let header = "@interface LoginViewController : UIViewController\n@property (weak, nonatomic) IBOutlet UIButton *loginButton;\n"
            + "@property (weak, nonatomic) IBOutlet UIButton *helpButton;\n@end\n"
        let mixed = self.index([(styles, .swift), (header, .objectiveC), (login, .objectiveC)])
        XCTAssertEqual(summary(mixed, "loginButton", "LoginViewController"), ["LoginViewController.loginButton.attributedTitle[.normal] = other [Strings signIn] @3:5"])
        XCTAssertEqual(summary(mixed, "helpButton", "LoginViewController"), [])
    }

    /// A view's method that makes its own text from none of its parameters (edX's `AgreementTextView.setup(for:config:)`,
    /// which builds its attributed text from the app's strings) replaces the outlet's storyboard text with one only the run
    /// knows, called from Swift or Objective-C; a method that only restyles its own text (`text = text?.uppercased()`) does not.
    func testAViewMethodThatMakesItsOwnTextReplacesTheOutletsText() {
        let view = """
            import UIKit
            class AgreementTextView: UITextView {
                @objc func setup(for type: AgreementType, config: Config?) {
                    let prefix = type == .signIn ? Strings.signInPrefix : Strings.signUpPrefix
                    let text = "\\(prefix)\\(Strings.agreement)"
                    attributedText = style.attributedString(withText: text)
                }
                func shout() { text = text?.uppercased() }
            }
            """
        let swift = """
            final class SignUpViewController: UIViewController {
                @IBOutlet weak var agreementView: AgreementTextView!
                @IBOutlet weak var noteView: AgreementTextView!
                @IBOutlet weak var plainView: UITextView!
                override func viewDidLoad() {
                    agreementView.setup(for: .signUp, config: config)
                    noteView.shout()
                    plainView.setup(for: .signUp, config: config)
                }
            }
            """
        let objectiveC = """
            @interface LoginViewController ()
            @property (weak, nonatomic) IBOutlet AgreementTextView *agreementView;
            @property (weak, nonatomic) IBOutlet UITextView *termsView;
            @end
            @implementation LoginViewController
            - (void)viewDidLoad {
                [self.agreementView setupFor:AgreementTypeSignIn config:self.config];
                [self.termsView setupFor:AgreementTypeSignIn config:self.config];
            }
            @end
            """
        let index = self.index([(view, .swift), (swift, .swift), (objectiveC, .objectiveC)])
        XCTAssertEqual(summary(index, "agreementView", "SignUpViewController"), ["SignUpViewController.agreementView.attributedText = other  @6:9"])
        XCTAssertEqual(summary(index, "noteView", "SignUpViewController"), [])
        XCTAssertEqual(summary(index, "plainView", "SignUpViewController"), [])
        XCTAssertEqual(summary(index, "agreementView", "LoginViewController"), ["LoginViewController.agreementView.attributedText = other  @7:5"])
        XCTAssertEqual(summary(index, "termsView", "LoginViewController"), [], "a plain text view's method of that name is not AgreementTextView's")
    }

    /// What a view's method hands over or sets, told apart: a function it hands itself to that looks its text up shows a text
    /// only the run knows; a method that also sets its own text from a parameter is that setter, whatever it hands over first;
    /// a method computing its own text does not hide another class's same-named method that takes its text from a parameter;
    /// a local named `text` is no view's text; a method not marked `@objc` is none Objective-C calls.
    func testViewTextSettersTellHandedOverComputedAndLocalTextsApart() {
        let views = """
            import UIKit
            enum Styles {
                static func apply(to label: UILabel, key: String) { label.text = NSLocalizedString(key, comment: "") }
                static func restyle(_ style: TextStyle, to label: UILabel) { label.attributedText = style.sample }
            }
            func decorate(_ label: UILabel, text: String) { label.text = text }
            func decorate(_ label: UILabel, item: Item) { label.text = item.name }
            extension UILabel {
                func setLocalized(key: String) { Styles.apply(to: self, key: key) }
                func apply(style: TextStyle, text: String) {
                    Styles.restyle(style, to: self)
                    self.text = text
                }
                @objc func fadeIn(_ duration: Double) { alpha = 1 }; func configure(_ value: String) { text = value }
            }
            class TitleLabel: UILabel { func update(text value: String) { text = value } }
            class CountLabel: UILabel { func update() { text = String(count) } }
            class StatusLabel: UILabel {
                func logState() { var text = "state"; if count > 0 { text = "busy" }; print(text) }
                func show(_ message: Message) { if let text = message.subtitle { accessibilityHint = text }; text = message.title }
            }
            class FancyLabel: UILabel { func reload() { attributedText = Styles.fancy(count) } }
            class PlainLabel: UILabel { func reload(animated: Bool) { text = String(count) } }
            @objcMembers final class BadgeLabel: UILabel { func show(badge value: String) { text = value } }
            """
        let screen = """
            final class PhotosViewController: UIViewController {
                @IBOutlet weak var keyLabel: UILabel!
                @IBOutlet weak var styledLabel: UILabel!
                @IBOutlet weak var titleLabel: TitleLabel!
                @IBOutlet weak var statusLabel: StatusLabel!
                @IBOutlet weak var messageLabel: StatusLabel!
                @IBOutlet weak var fancyLabel: FancyLabel!
                @IBOutlet weak var plainLabel: PlainLabel!
                @IBOutlet weak var itemLabel: UILabel!
                override func viewDidLoad() {
                    keyLabel.setLocalized(key: "No photos yet")
                    styledLabel.apply(style: .body, text: "No photos yet")
                    titleLabel.update(text: "No photos yet")
                    statusLabel.logState()
                    messageLabel.show(message)
                    fancyLabel.reload()
                    plainLabel.reload(animated: true)
                    decorate(itemLabel, text: "Item")
                }
            }
            """
        let objectiveC = """
            @interface HeaderViewController ()
            @property (weak, nonatomic) IBOutlet UILabel *headerLabel;
            @property (weak, nonatomic) IBOutlet BadgeLabel *badgeLabel;
            @end
            @implementation HeaderViewController
            - (void)viewDidLoad { [self.headerLabel configure:item]; [self.badgeLabel showWithBadge:@"New"]; }
            @end
            """
        let index = self.index([(views, .swift), (screen, .swift), (objectiveC, .objectiveC)])
        XCTAssertEqual(summary(index, "keyLabel", "PhotosViewController"), ["PhotosViewController.keyLabel.text = other  @11:9"])
        XCTAssertEqual(summary(index, "styledLabel", "PhotosViewController"), [#"PhotosViewController.styledLabel.text = literal "No photos yet" @12:9"#])
        XCTAssertEqual(summary(index, "titleLabel", "PhotosViewController"), [#"PhotosViewController.titleLabel.text = literal "No photos yet" @13:9"#])
        XCTAssertEqual(summary(index, "statusLabel", "PhotosViewController"), [])
        XCTAssertEqual(summary(index, "messageLabel", "PhotosViewController"), ["PhotosViewController.messageLabel.text = other message @15:9"],
                       "the `if let text` holds in its own block only; BadgeLabel's show(badge:) is another method")
        XCTAssertEqual(summary(index, "fancyLabel", "PhotosViewController"), ["PhotosViewController.fancyLabel.attributedText = other  @16:9"])
        XCTAssertEqual(summary(index, "plainLabel", "PhotosViewController"), ["PhotosViewController.plainLabel.text = other  @17:9"])
        XCTAssertEqual(summary(index, "itemLabel", "PhotosViewController"), ["PhotosViewController.itemLabel.text = other  @18:18"],
                       "two decorate(_:…) overloads set the label's text alike, from different parameters")
        XCTAssertEqual(summary(index, "headerLabel", "HeaderViewController"), [], "configure(_:) is not @objc")
        XCTAssertEqual(summary(index, "badgeLabel", "HeaderViewController"), [#"HeaderViewController.badgeLabel.text = literal "New" @6:58"#],
                       "an @objcMembers class's methods are Objective-C's")
    }

    /// The selector Swift gives Objective-C for a method: "With" and the first label, but after a preposition.
    func testTheObjectiveCSelectorOfASwiftMethod() {
        let setter = ViewTextSetters.Setter(property: .title, label: "withTitle", state: nil)
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("applyButtonStyle", labels: ["style", "withTitle"], setter: setter)?.firstPart, "applyButtonStyleWithStyle")
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("configure", labels: ["withTitle"], setter: setter)?.setter.label, "configureWithTitle")
        let first = ViewTextSetters.Setter(property: .text, label: "from", state: nil)
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("fill", labels: ["from"], setter: first)?.setter.label, "fillFrom")
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("showTextFrom", labels: ["source"], setter: first)?.firstPart, "showTextFromSource")
        let plain = ViewTextSetters.Setter(property: .title, label: "_0", state: nil)
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("setPlain", labels: ["_0"], setter: plain)?.setter.label, "setPlain")
        XCTAssertNil(ViewTextSetters.objectiveCSelector("pair", labels: ["_0", "_1"], setter: ViewTextSetters.Setter(property: .title, label: "_1", state: nil)))
        // Swift's prepositions, not English's: "out" is none, "when" is one.
        let text = ViewTextSetters.Setter(property: .text, label: "text", state: nil)
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("fadeOut", labels: ["text"], setter: text)?.firstPart, "fadeOutWithText")
        XCTAssertEqual(ViewTextSetters.objectiveCSelector("show", labels: ["when", "text"], setter: text)?.firstPart, "showWhen")
        // `@objc(applyStyle:title:)` names it.
        let named = ViewTextSetters.objectiveCSelector("applyButtonStyle", labels: ["style", "withTitle"], setter: setter, named: "applyStyle:title:")
        XCTAssertEqual(named?.firstPart, "applyStyle")
        XCTAssertEqual(named?.setter.label, "title")
    }

    /// Combine's `assign(to: \.text, on: outlet)` (Siskin's chat list cell: `timestampPublisher…assign(to: \.text,
    /// on: timestampLabel)`) puts the publisher's values into the outlet's text; a key path to another property
    /// (`\.avatar`) sets no text.
    func testCombinesAssignToATextKeyPathReplacesTheOutletsText() {
        let cell = """
            final class ChatCell: UITableViewCell {
                @IBOutlet weak var timestampLabel: UILabel!
                @IBOutlet weak var notificationsField: UILabel?
                @IBOutlet weak var avatarView: AvatarView!
                func bind(chat: Chat) {
                    chat.timestampPublisher.map(format).assign(to: \\.text, on: timestampLabel).store(in: &cancellables)
                    chat.optionsPublisher.map(label).assign(to: \\.text, on: notificationsField!).store(in: &cancellables)
                    chat.avatarPublisher.assign(to: \\.avatar, on: avatarView).store(in: &cancellables)
                }
            }
            """
        let index = self.index([(cell, .swift)])
        XCTAssertEqual(summary(index, "timestampLabel", "ChatCell").map { $0.components(separatedBy: "  @")[0] }, ["ChatCell.timestampLabel.text = other"])
        XCTAssertEqual(summary(index, "notificationsField", "ChatCell").map { $0.components(separatedBy: "  @")[0] }, ["ChatCell.notificationsField.text = other"])
        XCTAssertEqual(summary(index, "avatarView", "ChatCell"), [])
    }

    /// A reactive binding puts what the stream sends into the outlet's text: RxCocoa's `bind(to: label.rx.text)` and
    /// `drive(label.rx.text)`, Bond's `bind(to: label.reactive.text)` (Zap's channel cell, also with a label of its own:
    /// `bind(to:currency:)`). A binding from the outlet (`field.rx.text.bind(to: model.name)`) reads it.
    func testAReactiveBindingToAnOutletsTextReplacesIt() {
        let cell = """
            final class ChannelCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var amountLabel: UILabel!
                @IBOutlet weak var stateLabel: UILabel!
                @IBOutlet weak var searchField: UITextField!
                func bind(to channel: ChannelViewModel) {
                    channel.name.bind(to: nameLabel.reactive.text).dispose(in: bag)
                    channel.amount.bind(to: self.amountLabel.reactive.text, currency: .bitcoin)
                    channel.state.drive(stateLabel.rx.text).disposed(by: bag)
                    searchField.rx.text.orEmpty.bind(to: channel.query).disposed(by: bag)
                }
            }
            """
        let index = self.index([(cell, .swift)])
        for outlet in ["nameLabel", "amountLabel", "stateLabel"] {
            XCTAssertEqual(summary(index, outlet, "ChannelCell").map { $0.components(separatedBy: "  @")[0] }, ["ChannelCell.\(outlet).text = other"], outlet)
        }
        XCTAssertEqual(summary(index, "searchField", "ChannelCell"), [])
    }

    /// A view extension that sets its text through a local made from its parameter (Zap's `setMarkdown(_:…)`: `let
    /// attributedString = NSMutableAttributedString(string: markdownText…)`, then `attributedText = attributedString`;
    /// NewCapsula's `setUnderLineText(text:)`, then `self.setAttributedTitle(attributedString, for: .normal)`) sets what a
    /// call passes.
    func testAViewExtensionSettingItsTextThroughALocalAssignsTheArgument() {
        let helpers = """
            import UIKit
            extension UILabel {
                func setMarkdown(_ markdownText: String, fontSize: CGFloat) {
                    font = UIFont.systemFont(ofSize: fontSize)
                    let attributedString = NSMutableAttributedString(string: markdownText.replacingOccurrences(of: "**", with: ""))
                    attributedText = attributedString
                }
            }
            extension UIButton {
                func setUnderLineText(text : String) {
                    let attributedString = NSMutableAttributedString(string: text)
                    attributedString.addAttribute(NSAttributedString.Key.underlineStyle, value: 1, range: NSRange(location: 0, length: text.count))
                    self.setAttributedTitle(attributedString, for: .normal)
                }
            }
            """
        let screen = """
            final class WelcomeViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var navigateButton: UIButton!
                override func viewDidLoad() {
                    titleLabel.setMarkdown(NSLocalizedString("welcome", comment: ""), fontSize: 40)
                    navigateButton.setUnderLineText(text: NSLocalizedString("navigate", comment: ""))
                }
            }
            """
        let index = self.index([(helpers, .swift), (screen, .swift)])
        XCTAssertEqual(summary(index, "titleLabel", "WelcomeViewController").map { $0.components(separatedBy: " @")[0] },
                       ["WelcomeViewController.titleLabel.attributedText = localized Localizable:welcome"])
        XCTAssertEqual(summary(index, "navigateButton", "WelcomeViewController").map { $0.components(separatedBy: " @")[0] },
                       ["WelcomeViewController.navigateButton.attributedTitle[.normal] = localized Localizable:navigate"])
    }

    /// A strings type's property that is one lookup (Orbot's `L10n.cont`, SwiftGen's accessors) is that lookup where
    /// code reads it through its type; so is an attributed string built on a lookup, and a button extension's
    /// `setAttributedTitle(_:)` sets the attributed title. A property no type qualifies (a local's name) stays a value.
    func testLookupAccessorsAndAttributedLookupsAreLocalized() {
        let strings = """
            import Foundation
            class L10n {
                static var cont: String {
                    NSLocalizedString("Continue", comment: "")
                }
                static let deny = NSLocalizedString("Deny", comment: "")
            }
            extension UIButton {
                func setAttributedTitle(_ title: NSAttributedString?) { setAttributedTitle(title, for: .normal) }
            }
            """
        let screen = """
            final class KindnessViewController: UIViewController {
                @IBOutlet weak var continueBt: UIButton!
                @IBOutlet weak var denyBt: UIButton!
                @IBOutlet weak var titleLb: UILabel!
                override func viewDidLoad() {
                    continueBt.setTitle(L10n.cont, for: .normal)
                    denyBt.setAttributedTitle(NSAttributedString(string: L10n.deny, attributes: [:]))
                    denyBt.setAttributedTitle(NSAttributedString(string: NSLocalizedString("Deny", comment: ""), attributes: [.foregroundColor: UIColor.label]))
                    let cont = name
                    titleLb.text = cont
                }
            }
            """
        let index = self.index([(strings, .swift), (screen, .swift)])
        XCTAssertEqual(summary(index, "continueBt", "KindnessViewController"), ["KindnessViewController.continueBt.title[.normal] = localized Localizable:Continue @6:9"])
        XCTAssertEqual(summary(index, "denyBt", "KindnessViewController"), [
            "KindnessViewController.denyBt.attributedTitle[.normal] = localized Localizable:Deny @7:9",
            "KindnessViewController.denyBt.attributedTitle[.normal] = localized Localizable:Deny @8:9",
        ])
        XCTAssertEqual(summary(index, "titleLb", "KindnessViewController"), ["KindnessViewController.titleLb.text = other cont @10:9"])
    }

    func testSwiftAssignmentKinds() {
        let source = """
        class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet private weak var saveButton: UIButton!
            @IBOutlet var searchField: UITextField?
            @IBOutlet weak var doneItem: UIBarButtonItem!
            @IBOutlet var rows: [UILabel]!

            override func viewDidLoad() {
                super.viewDidLoad()
                self.nameLabel.text = NSLocalizedString("profile.name", comment: "Name label")
                nameLabel.attributedText = NSAttributedString(string: name)
                saveButton.setTitle(NSLocalizedString("Save", tableName: "Buttons", comment: ""), for: .normal)
                self.saveButton?.setTitle("OK", for: [])
                searchField?.placeholder = String(localized: "Search")
                doneItem.title = "Hello \\(user)"
                nameLabel.text = String(format: NSLocalizedString("%@ of %@", comment: ""), a, b)
                nameLabel.text = NSLocalizedString("caps", comment: "").uppercased()
                nameLabel.text = "key".localized
                self.title = NSLocalizedString("Profile", comment: "")
                nameLabel.text = done ? "Saved" : "Failed"
                nameLabel.text = "Distance: " + km + " km"
                nameLabel.text = user?.name ?? ""
                nameLabel.text = a + b
                nameLabel.text = String(format: "%@ left".localized, n)
                nameLabel.text = String(format: "%@ right".loc(), n)
            }
        }
        """
        let index = index([(source, .swift)])
        XCTAssertEqual(summary(index, "nameLabel", "ProfileViewController"), [
            "ProfileViewController.nameLabel.text = localized Localizable:profile.name @10:9",
            "ProfileViewController.nameLabel.attributedText = other NSAttributedString(string: name) @11:9",
            "ProfileViewController.nameLabel.text = localized Localizable:%@ of %@ format(2) @16:9",
            "ProfileViewController.nameLabel.text = localized Localizable:caps uppercased @17:9",
            // No source declares `localized`: a localization library's member, looking the literal up.
            "ProfileViewController.nameLabel.text = localized Localizable:key @18:9",
            // Literals picked by a condition or around values show as written too.
            #"ProfileViewController.nameLabel.text = composed "Saved"@20:33 | "Failed"@20:43 @20:9"#,
            #"ProfileViewController.nameLabel.text = composed "Distance: … km"@21:26 @21:9"#,
            "ProfileViewController.nameLabel.text = other user?.name ?? \"\" @22:9",
            "ProfileViewController.nameLabel.text = other a + b @23:9",
            // A format that is a lookup is no text written out.
            "ProfileViewController.nameLabel.text = localized Localizable:%@ left format(1) @24:9",
            "ProfileViewController.nameLabel.text = other String(format: \"%@ right\".loc(), n) @25:9",
        ])
        // The controller's own title is no outlet: it is recorded as `self` (its navigation item shows it).
        XCTAssertEqual(index.assignments.filter { $0.outlet == "self" }.map(\.property), [.title])
        XCTAssertEqual(index.assignments(toOutlet: "title", ofClass: index.assignments.first { $0.outlet == "self" }?.codeClass ?? ""), [])
        XCTAssertEqual(summary(index, "saveButton", "ProfileViewController"), [
            "ProfileViewController.saveButton.title[.normal] = localized Buttons:Save @12:9",
            "ProfileViewController.saveButton.title[[]] = literal \"OK\" @13:9",
        ])
        XCTAssertEqual(summary(index, "searchField", "ProfileViewController"), [
            "ProfileViewController.searchField.placeholder = localized Localizable:Search @14:9",
        ])
        XCTAssertEqual(summary(index, "doneItem", "ProfileViewController"), [
            #"ProfileViewController.doneItem.title = composed "Hello …"@15:26 @15:9"#,
        ], "an interpolation's words show as written, its values as they are")
        XCTAssertEqual(index.outlets(ofClass: "ProfileViewController").map { "\($0.property):\($0.type ?? "?")\($0.isCollection ? "[]" : "")" },
                       ["nameLabel:UILabel", "saveButton:UIButton", "searchField:UITextField", "doneItem:UIBarButtonItem", "rows:UILabel[]"])
    }

    /// Reusable-cell helpers take the cell's type as an argument (`cast: NewsCell.self`, `cellType: NewsCell.self`):
    /// the local they return has that type. Two types among the arguments say nothing.
    func testSwiftLocalTypedByAHelpersMetatypeArgument() {
        let source = """
        class FeedController: UIViewController {
            func cell(at indexPath: IndexPath) -> UICollectionViewCell {
                let cell = UICollectionViewCell.dequeueReusableCell(from: feed, for: indexPath, cast: NewsCell.self)
                cell.headerLabel.text = item.title
                let other = convert(NewsCell.self, to: OtherCell.self)
                other.headerLabel.text = "unknown"
                return cell
            }
        }
        """
        let index = index([(source, .swift)])
        XCTAssertEqual(summary(index, "headerLabel", "NewsCell"), ["NewsCell.headerLabel.text = other item.title @4:9"])
        XCTAssertEqual(summary(index, "headerLabel", "OtherCell"), [])
    }

    /// A view kept in a stored property of the controller (`var popup: ActivityPopupView!`) is typed by it, through
    /// `popup.` or `self.popup.`; a local of the same name shadows it.
    func testSwiftReceiverThroughATypedStoredProperty() {
        let source = """
        class ActivitiesViewController: UIViewController {
            var popup: ActivityPopupView!
            func show() {
                popup = ActivityPopupView(frame: view.frame)
                popup.todayLabel.text = NSLocalizedString("Today", comment: "")
                self.popup.totalLabel.text = count
            }
            func other() {
                let popup = makeSomething()
                popup.todayLabel.text = "x"
            }
        }
        """
        let index = index([(source, .swift)])
        XCTAssertEqual(summary(index, "todayLabel", "ActivityPopupView"), ["ActivityPopupView.todayLabel.text = localized Localizable:Today @5:9"])
        XCTAssertEqual(summary(index, "totalLabel", "ActivityPopupView"), ["ActivityPopupView.totalLabel.text = other count @6:9"])
    }

    /// Swift Charts takes a plotted value's label as a key (`.value("Week", week)`), which Xcode extracts; VoiceOver
    /// speaks it and the chart draws none: the lookup is unseen. Without `import Charts`, `.value(…)` is no lookup.
    func testAChartValuesLabelIsALookupNobodySees() {
        let chart = """
            import SwiftUI
            import Charts
            struct WeekChart: View {
                var body: some View {
                    Chart { BarMark(x: .value("Week", 1), y: .value("Count", count)) }
                    Text("Weekly totals")
                }
            }
            """
        let other = """
            import SwiftUI
            @main struct ChartApp: App { var body: some Scene { WindowGroup { WeekChart(); Text(.value("Other", 2)) } } }
            """
        let index = index([(chart, .swift), (other, .swift)])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key).sorted(), ["Count", "Week", "Weekly totals"])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.reason)" }, ["5 chartValueLabel", "5 chartValueLabel"])
    }

    /// A widget's name and description in the widget gallery (`.configurationDisplayName`, `.description` in a file
    /// that imports WidgetKit), an App Intent's title (a `LocalizedStringResource` property's literal), description
    /// and result dialog, an App Shortcut's short title, and `LocalizedStringResource("…")` are keys of the bundle's
    /// Localizable table; elsewhere
    /// `.description(…)` is nobody's lookup, and a resource built from pieces has no one key.
    func testWidgetAndAppIntentTextsAreLookups() {
        let widget = """
            import SwiftUI
            import WidgetKit
            @main struct CounterWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "counter", provider: Provider()) { Text($0.title) }
                        .configurationDisplayName("Day of the Omer")
                        .description("Each day's count")
                }
            }
            """
        let intent = """
            import AppIntents
            struct AddEntry: AppIntent {
                static var title: LocalizedStringResource = "Add Entry"
                static var description: IntentDescription = IntentDescription("Add an entry to your list")
                static var other: LocalizedStringResource = "Add " + name
                func perform() async throws -> some IntentResult { .result(dialog: IntentDialog(LocalizedStringResource("Entry added"))) }
                func fail() -> some IntentResult { .result(dialog: "No entry running.") }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: AddEntry(), phrases: ["Add to \\(.applicationName)"], shortTitle: "Add", systemImageName: "plus") }
            }
            """
        let other = """
            import Foundation
            struct Report { func render() { print(formatter.description("Not a key")) } }
            """
        let index = index([(widget, .swift), (intent, .swift), (other, .swift)])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key).sorted(),
                       ["Add", "Add Entry", "Add an entry to your list", "Day of the Omer", "Each day's count", "Entry added", "No entry running."])
    }

    /// An Objective-C method that sets the title of a button it takes as a parameter sets the outlet a message
    /// hands it (exTVPlayer's `[self updateViewForSettings:type from:self.sourceButton]`), to what the method
    /// computes or to the caller's argument when it sets a parameter as it is; a call with something else than
    /// an outlet sets no outlet.
    func testAnObjectiveCMethodSettingItsParametersTitleSetsTheOutletPassed() {
        let source = """
            @interface SettingsController : UIViewController
            @property (weak, nonatomic) IBOutlet UIButton *sourceButton;
            @property (weak, nonatomic) IBOutlet UILabel *historyLabel;
            @end
            @implementation SettingsController
            - (void)viewDidLoad {
                [self updateViewForSettings:1 from:self.sourceButton];
                [self updateViewForSettings:2 from:[UIButton new]];
                [self showValue:@"10" inLabel:_historyLabel];
            }
            - (void)updateViewForSettings:(NSInteger)type from:(UIButton *)sender {
                NSString *name = [self nameFor:type];
                [sender setTitle:name forState:UIControlStateNormal];
            }
            - (void)showValue:(NSString *)value inLabel:(UILabel *)label {
                label.text = value;
            }
            @end
            """
        // Another file's class method (Alfresco's `[Utility createBorderedButton:button label:… color:…]`) sets
        // the title it is given: the caller's argument is what shows.
        let caller = """
            @interface SyncCell : UITableViewCell
            @property (weak, nonatomic) IBOutlet UIButton *syncButton;
            @end
            @implementation SyncController
            - (UITableViewCell *)cell {
                SyncCell *cell = [[[NSBundle mainBundle] loadNibNamed:@"SyncCell" owner:self options:nil] objectAtIndex:0];
                [Utility createBorderedButton:cell.syncButton label:NSLocalizedString(@"sync.button", @"Sync") color:nil];
                return cell;
            }
            @end
            """
        let utility = """
            @implementation Utility
            + (void)createBorderedButton:(UIButton *)button label:(NSString *)label color:(UIColor *)color {
                button.layer.borderWidth = 1.0f;
                [button setTitle:label forState:UIControlStateNormal];
            }
            @end
            """
        let index = index([(source, .objectiveC), (caller, .objectiveC), (utility, .objectiveC)])
        XCTAssertEqual(summary(index, "sourceButton", "SettingsController"), ["SettingsController.sourceButton.title[UIControlStateNormal] = other name @7:5"])
        XCTAssertEqual(summary(index, "historyLabel", "SettingsController"), ["SettingsController.historyLabel.text = literal \"10\" @9:5"])
        XCTAssertEqual(summary(index, "syncButton", "SyncCell"), ["SyncCell.syncButton.title[UIControlStateNormal] = localized Localizable:sync.button @7:5"])
    }

    /// A local that holds an outlet stands for it (Alfresco's `UISegmentedControl *segmentedControl =
    /// priorityCell.segmentControl;` before `[segmentedControl setTitle:… forSegmentAtIndex:0]`), and an outlet a
    /// document connects to the instance variable (`_titleLabel`) is the one the code names `titleLabel`.
    func testAnObjectiveCLocalHoldingAnOutletStandsForIt() {
        let source = """
            @interface PriorityCell : UITableViewCell
            @property (weak, nonatomic) IBOutlet UISegmentedControl *segmentControl;
            @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
            @end
            @implementation TaskController
            - (UITableViewCell *)cell {
                PriorityCell *priorityCell = [[[NSBundle mainBundle] loadNibNamed:@"PriorityCell" owner:self options:nil] lastObject];
                UISegmentedControl *segmentedControl = priorityCell.segmentControl;
                [segmentedControl setTitle:NSLocalizedString(@"task.priority.high", @"High") forSegmentAtIndex:0];
                NSString *title = priorityCell.titleLabel;
                return priorityCell;
            }
            @end
            """
        let index = index([(source, .objectiveC)])
        XCTAssertEqual(index.assignments(toOutlet: "segmentControl", ofClass: "PriorityCell").map { "\($0.property) \($0.segment ?? -1) @\($0.location.line)" },
                       ["segmentTitle 0 @9"])
        XCTAssertEqual(index.assignments(toOutlet: "_segmentControl", ofClass: "PriorityCell").count, 1)
        XCTAssertTrue(index.declaresOutlet("_titleLabel", ofClass: "PriorityCell"))
    }

    /// An exception's reason and an assertion's message reach a crash report or the console, never the screen
    /// (AFNetworking's "No JSON generation functionality available", copied into GeoSocialCity); the alert beside
    /// them is shown.
    func testExceptionReasonsAndAssertionMessagesAreUnseen() {
        let objectiveC = """
            @implementation JSONEncoder
            - (NSData *)encode {
                [[NSException exceptionWithName:NSInternalInconsistencyException reason:NSLocalizedString(@"No JSON generation", nil) userInfo:nil] raise];
                [NSException raise:NSInvalidArgumentException format:NSLocalizedString(@"Bad input %@", nil), input];
                NSAssert(data != nil, NSLocalizedString(@"No data", nil));
                self.label.text = NSLocalizedString(@"Encoding failed", nil);
                return nil;
            }
            @end
            """
        let swift = """
            final class Loader {
                override func viewDidLoad() {
                    assert(items.count > 0, NSLocalizedString("No items", comment: ""))
                    precondition(ready, NSLocalizedString("Not ready", comment: ""))
                    NSException(name: .internalInconsistencyException, reason: NSLocalizedString("Broken state", comment: "")).raise()
                    title = NSLocalizedString("Loading", comment: "")
                }
            }
            """
        let index = index([(objectiveC, .objectiveC), (swift, .swift)])
        XCTAssertEqual(index.unusedLookups.filter { $0.reason == .logged }.map { "\($0.path) \($0.location.line) \($0.name)" }.sorted(),
                       ["F1.m 3 NSException", "F1.m 4 NSException", "F1.m 5 NSAssert", "F2.swift 3 assert", "F2.swift 4 precondition", "F2.swift 5 NSException"])
    }

    /// A lookup only compared with another text decides a branch and shows nowhere: beside `==` or `!=`, as the
    /// pattern of a `case`, the argument or receiver of `isEqualToString:` (GeoSocialCity picks a row's icon
    /// by comparing its title with `NSLocalizedString(@"Supermarket", nil)`). One shown beside it is not.
    func testALookupOnlyComparedIsUnseen() {
        let swift = """
            import UIKit
            final class SourcesController: UIViewController {
                func icon(for title: String) -> String {
                    if title == NSLocalizedString("Sports", comment: "") { return "ball" }
                    if "Hotel".localized != title { return "bed" }
                    switch title {
                    case NSLocalizedString("Museum", comment: ""): return "art"
                    default: self.title = NSLocalizedString("Other", comment: ""); return "pin"
                    }
                }
            }
            """
        let objectiveC = """
            @implementation SourceCell
            - (NSString *)iconFor:(NSString *)title {
                if ([title isEqualToString:NSLocalizedString(@"Supermarket", nil)]) return @"cart";
                if ([NSLocalizedString(@"Bakery", nil) isEqualToString:title]) return @"bread";
                self.label.text = NSLocalizedString(@"Shown", nil);
                return nil;
            }
            @end
            """
        let index = index([(swift, .swift), (objectiveC, .objectiveC)])
        XCTAssertEqual(index.unusedLookups.filter { $0.reason == .comparedOnly }.map { "\($0.path) \($0.location.line)" }.sorted(),
                       ["F1.swift 4", "F1.swift 5", "F1.swift 7", "F2.m 3", "F2.m 4"])
    }

    /// A stored property with a value opens no body: the type declared after it (Firefox Focus's `struct strings`
    /// after `static var toolbarHeight: CGFloat = 46`) holds constants, not a method's locals, and one another
    /// file reads is read; a computed property's body is still its own.
    func testAStoredVarBeforeANestedTypeLeavesItsConstantsProperties() {
        let constants = """
            struct UIConstants {
                struct layout {
                    static var toolbarHeight: CGFloat = 46
                }
                struct strings {
                    static let setAsDefault = NSLocalizedString("Settings.setAsDefault", comment: "")
                    static let unused = NSLocalizedString("Settings.unused", comment: "")
                    static var computed: String { let local = NSLocalizedString("Settings.local", comment: ""); return "" }
                }
            }
            """
        let reader = "final class SettingsController { func fill() { cell.textLabel?.text = UIConstants.strings.setAsDefault } }\n"
        let found = index([(constants, .swift), (reader, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.name) \($0.holder)" }, ["unused property", "computed property"], "nothing reads computed: its body is its own")
    }

    /// A type whose name says `Debug`, developer options or internal settings is a developer's screen (Element's
    /// `DeveloperOptionsScreen`, Firefox Focus's `InternalSettingsView`), as is a component library's showcase
    /// (Blockchain's `TagExamples`): its lookups are unseen, as its literals are not shown. A method's name is not enough
    /// (`sendEmailWithDebugAttachments` is the user's "Send logs"), nor is a word that only begins with "Internal"
    /// (`InternationalView`), nor "Examples" inside a name (`ExamplesListView` of a dictionary's sentences).
    func testADebugScreensLookupsAreUnseen() {
        let source = """
            import SwiftUI
            struct PlantDebugView: View { var body: some View { Text("Streak.current") } }
            struct DeveloperOptionsScreen: View { var body: some View { Text("Log level") } }
            struct InternalSettingsView: View { var body: some View { Text("Debug View Tag") } }
            struct InternationalView: View { var body: some View { Text("Units") } }
            struct TagExamples: View { var body: some View { Text("Success tag") } }
            struct ExamplesListView: View { var body: some View { Text("Example sentences") } }
            final class SettingsController: UIViewController {
                func sendEmailWithDebugAttachments() { title = NSLocalizedString("Cannot send logs", comment: "") }
                override func viewDidLoad() { sendEmailWithDebugAttachments() }
            }
            @main struct PlantApp: App {
                var body: some Scene { WindowGroup { PlantDebugView(); DeveloperOptionsScreen(); InternalSettingsView(); InternationalView(); TagExamples(); ExamplesListView() } }
            }
            """
        let index = index([(source, .swift)])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.name) \($0.reason)" },
                       ["2 PlantDebugView debugScreen", "3 DeveloperOptionsScreen debugScreen", "4 InternalSettingsView debugScreen",
                        "6 TagExamples debugScreen"])
    }

    /// A property that is `true` under `#if DEBUG` and `false` otherwise (GlucoseDirect's `DirectConfig.isDebug`) is false in
    /// the app users install: what only an `if` of it shows is debug-only, as a `#if DEBUG` block is, and so is an `if` that
    /// joins more to it by `&&` or `,`. One that joins it by `||` decides nothing.
    func testWhatOnlyADebugFlagShowsIsDebugOnly() {
        let config = """
            enum DirectConfig {
                static var isDebug: Bool {
                    #if DEBUG
                    true
                    #else
                    false
                    #endif
                }
            }
            """
        let about = """
            import SwiftUI
            struct AboutView: View {
                var body: some View {
                    List {
                        if DirectConfig.isDebug { Button(action: {}) { Text("Debug alarm") } }
                        if DirectConfig.isDebug && true { Text("Both") }
                        if DirectConfig.isDebug || true { Text("Either") }
                        Text("Version")
                    }
                }
            }
            @main struct GlucoseApp: App { var body: some Scene { WindowGroup { AboutView() } } }
            """
        let index = index([(config, .swift), (about, .swift)])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.name) \($0.reason)" }.filter { $0.contains("debugOnly") },
                       ["5 DEBUG debugOnly", "6 DEBUG debugOnly"])
    }

    /// A switch the app declares off for good (Science Journal's `static var isActionAreaEnabled: Bool = false`, a `static
    /// let`, a computed `{ false }`, a file-scope `let`) and never sets is false in every build: what only an `if` of it
    /// (alone or joined by `&&` or `,`) runs, and what follows a `guard` of it, never runs, and a controller only that code
    /// creates is created by nothing. A switch code sets (`FeatureFlags.isUploadEnabled = …`), one joined by `||`, and a
    /// framework's property of the same name (`button.isEnabled`) decide nothing, nor does one a property wrapper stores
    /// elsewhere (`@UserDefault`). A `guard` in a `switch` case leaves out the rest of its case, not the cases after it.
    func testWhatOnlyASwitchThatIsOffRunsNeverRuns() {
        let flags = """
            struct FeatureFlags {
                static var isActionAreaEnabled: Bool = false
                static let showsBeta = false
                static var isSearchEnabled: Bool { false }
                static var isUploadEnabled = false
            }
            enum Options { static let isEnabled = false }
            let kLegacyMode = false
            enum Settings {
                @UserDefault("beta") static var showsBeta2 = false
                @objc static let isOld = false
            }
            """
        let observe = """
            import UIKit
            final class ObserveController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    if FeatureFlags.isActionAreaEnabled { present(ActionAreaController(), animated: true) }
                    if FeatureFlags.showsBeta, view.isHidden { title = NSLocalizedString("Beta", comment: "") }
                    if kLegacyMode { title = NSLocalizedString("Legacy", comment: "") }
                    if FeatureFlags.isSearchEnabled || view.isHidden { title = NSLocalizedString("Search", comment: "") }
                    if FeatureFlags.isUploadEnabled { title = NSLocalizedString("Upload", comment: "") }
                    if button.isEnabled { title = NSLocalizedString("Enabled", comment: "") }
                    FeatureFlags.isUploadEnabled = view.isHidden
                    snapshot()
                }
                func snapshot() {
                    guard FeatureFlags.isSearchEnabled else { return }
                    title = NSLocalizedString("Snapshot", comment: "")
                }
                func row(_ kind: Int) -> String {
                    switch kind {
                    case 1:
                        guard Settings.isOld else { return "" }
                        return NSLocalizedString("Old row", comment: "")
                    case 2:
                        if Settings.showsBeta2 { return NSLocalizedString("Beta row", comment: "") }
                        return ""
                    default:
                        return NSLocalizedString("Other row", comment: "")
                    }
                }
            }
            """
        let area = "import UIKit\nfinal class ActionAreaController: UIViewController { override func viewDidLoad() { title = NSLocalizedString(\"Add sensor\", comment: \"\") } }\n"
        let index = index([(flags, .swift), (observe, .swift), (area, .swift)])
        XCTAssertEqual(index.unusedLookups.map { "\($0.path) \($0.location.line) \($0.name) \($0.reason)" }.filter { $0.contains("disabledFeature") },
                       ["F2.swift 6 showsBeta disabledFeature", "F2.swift 7 kLegacyMode disabledFeature", "F2.swift 16 isSearchEnabled disabledFeature",
                        "F2.swift 22 isOld disabledFeature"])
        XCTAssertEqual(index.mentions["ActionAreaController"], ["F3.swift"], "only the switched-off code creates the controller")
    }

    /// What runs only when the app is launched with an argument (Antidote's `ProcessInfo.processInfo.arguments
    /// .contains("UI_TESTING")`, set by its screenshot tests) never runs for users, who open it from the Home Screen:
    /// its lookups are debug-only, and a type only that code creates is created by nothing. A condition that also
    /// tests something else decides nothing.
    func testWhatOnlyALaunchArgumentRunsIsDebugOnly() {
        let factory = """
            import UIKit
            struct ToxFactory {
                static func make(_ label: UILabel) -> Manager {
                    if ProcessInfo.processInfo.arguments.contains("UI_TESTING") {
                        label.text = NSLocalizedString("Screenshot mode", comment: "")
                        return ManagerMock()
                    }
                    if CommandLine.arguments.contains("-demo") || label.isHidden { label.text = NSLocalizedString("Demo", comment: "") }
                    return Manager()
                }
            }
            """
        let mock = "final class ManagerMock: Manager { let name = NSLocalizedString(\"app_store_screenshot_name\", comment: \"\") }\n"
        let index = index([(factory, .swift), (mock, .swift)])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.reason)" }.filter { $0.contains("debugOnly") }, ["5 debugOnly"])
        XCTAssertEqual(index.mentions["ManagerMock"], ["F2.swift"], "only the launch argument's code creates the mock")
    }

    /// A Swift method nothing calls never runs: a private one its file names only where it declares it
    /// (deltachat's `showSystemContactsRestrictedAlert()`), or one without parameters no file names. A method
    /// with parameters that is not private may be a protocol's requirement a framework calls
    /// (`textFieldShouldReturn(_:)`), and an override or an `@objc` one a framework or a selector calls, as
    /// SwiftUI calls a representable's `makeCoordinator()` and App Intents an intent's `perform()`. A static method is no instance's protocol
    /// requirement: SwiftGen's `static func pastDurationHours(_ p1: Int)` that no code calls looks nothing up
    /// (a preference key's static `reduce(value:nextValue:)`, which SwiftUI calls, is one).
    func testLookupsOfMethodsNothingCallsAreUnseen() {
        let settings = """
            import UIKit
            final class SettingsController: UIViewController, UITextFieldDelegate {
                private func showRestrictedAlert() { present(UIAlertController(title: NSLocalizedString("Restricted", comment: ""), message: nil, preferredStyle: .alert), animated: true) }
                private func prefix(for date: Date) -> String { NSLocalizedString("Later", comment: "") }
                func emptyMessage() -> String { NSLocalizedString("Nothing yet", comment: "") }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { title = NSLocalizedString("Saved", comment: ""); return true }
                @objc private func refresh() { title = NSLocalizedString("Refreshing", comment: "") }
                override func viewDidLoad() { title = NSLocalizedString("Settings", comment: "") }
                func used() { title = NSLocalizedString("Used", comment: "") }
            }
            struct MapView: UIViewRepresentable {
                func makeCoordinator() -> String { NSLocalizedString("Pin", comment: "") }
            }
            struct RemindIntent: AppIntent { func perform() async throws -> some IntentResult { .result(dialog: IntentDialog(stringLiteral: NSLocalizedString("No session running.", comment: ""))) } }
            internal enum T {
              internal static func pastDurationHours(_ p1: Int) -> String {
                return String(format: NSLocalizedString("past_duration_hours", comment: ""), p1)
              }
              internal static func daysLeft(_ p1: Int) -> String {
                return String(format: NSLocalizedString("days_left", comment: ""), p1)
              }
              static func reduce(value: inout String, nextValue: () -> String) { value = NSLocalizedString("Merged", comment: "") }
            }
            final class NotificationService {
                func scheduleReminder(for date: Date) -> String { NSLocalizedString("Reminder", comment: "") }
            }
            final class Center: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) -> String { NSLocalizedString("Incoming", comment: "") }
                func incomingTitle(for name: String) -> String { NSLocalizedString("Incoming call", comment: "") }
            }
            extension NotificationService { func notify(user: String) -> String { NSLocalizedString("Notified", comment: "") } }
            extension Center { func banner(_ center: UNUserNotificationCenter) -> String { NSLocalizedString("Banner", comment: "") } }
            extension UIViewController { func warn(user: String) -> String { NSLocalizedString("Careful", comment: "") } }
            struct LabelView { func makeUIView(context: Int) -> String { NSLocalizedString("Label", comment: "") } }
            extension LabelView: UIViewRepresentable {}
            struct Formatter { func callAsFunction(_ n: Int) -> String { NSLocalizedString("Formatted", comment: "") } }
            @objcMembers final class Helper: NSObject { func greeting(for name: String) -> String { NSLocalizedString("Hello", comment: "") } }
            final class Refresher: BaseController {
                @objc(refreshWithSender:)
                func refresh(sender: Any) -> String { NSLocalizedString("Refreshing", comment: "") }
                func retry(after delay: Double) -> String { NSLocalizedString("Retry", comment: "") }
            }
            """
        let caller = "final class Home { func open(_ s: SettingsController) { s.used(); print(T.daysLeft(2)) } }"
        let index = index([(settings, .swift), (caller, .swift)])
        // (A method with parameters of a type that adopts no framework's protocol, KaiToDo's service, or of an extension of
        // a framework's class, is uncalled too; one of a delegate, shaped as a delegate's method, in an extension of the
        // app's own type (whose declaration may adopt a protocol), of a subclass of the app's class, or one Objective-C may
        // call, may be called though no Swift source names it.)
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.name) \($0.reason) \($0.holder)" },
                       ["3 showRestrictedAlert uncalledMethod local", "4 prefix uncalledMethod local", "5 emptyMessage uncalledMethod property",
                        "17 pastDurationHours uncalledMethod property", "25 scheduleReminder uncalledMethod property", "33 warn uncalledMethod property"])
    }

    /// Private overloads of one name (Science Journal's `configure(trialDetailViewController:…)` and
    /// `configure(experimentCoordinator:)`) that the file names only where it declares them are uncalled, both; so are
    /// they when only code that never runs calls them. Overloads one of which is not private may be another file's to
    /// call.
    func testPrivateOverloadsNothingCallsAreUncalled() {
        let flow = """
            import UIKit
            enum FeatureFlags { static let isActionAreaEnabled = false }
            final class FlowController: UIViewController {
                override func viewDidLoad() {
                    if FeatureFlags.isActionAreaEnabled { configure(title: 1); configure(note: 2) }
                    show(1); show("a")
                }
                private func configure(title: Int) { title = NSLocalizedString("Add sensor", comment: "") }
                private func configure(note: Int) { title = NSLocalizedString("Add note", comment: "") }
                private func prepare(a: Int) { title = NSLocalizedString("Prepare", comment: "") }
                func prepare(b: Int) { title = NSLocalizedString("Prepared", comment: "") }
                private func show(_ a: Int) { title = NSLocalizedString("Shown", comment: "") }
                private func show(_ a: String) { title = NSLocalizedString("Shown too", comment: "") }
            }
            """
        let index = index([(flow, .swift)])
        XCTAssertEqual(index.unusedLookups.map { "\($0.location.line) \($0.name) \($0.reason) \($0.holder)" },
                       ["8 configure uncalledMethod local", "9 configure uncalledMethod local"])
    }

    /// A method only uncalled methods call is uncalled too (GoldenBell's `TimeHelper`: nothing calls `getTimeString(time:)`,
    /// the only caller of the private `dateTimeAgo(date:)` that looks up "just_now"); so is its helper's helper. A method
    /// other code calls as well, or one called from a method another file names, is not; nor is one an uncalled method
    /// calls only in code the build leaves out, which the counts leave out already (`later()` under `#if DEBUG`).
    func testMethodsOnlyUncalledMethodsCallAreUncalled() {
        let helper = """
            import Foundation
            struct TimeHelper {
                func getTimeString(time: Int) -> String { dateTimeAgo(date: Date(timeIntervalSince1970: 0)) }
                private func dateTimeAgo(date: Date) -> String {
                    if date.timeIntervalSinceNow < 5 { return NSLocalizedString("just_now", comment: "") }
                    return suffix()
                }
                private func suffix() -> String { NSLocalizedString("ago", comment: "") }
                func label(for time: Int) -> String { shared() + String(time) }
                private func shared() -> String { NSLocalizedString("Shared", comment: "") }
                init() { print(later()) }
                func used(at time: Int) -> String { shared() + helped() }
                func debugDump() -> String {
                    #if DEBUG
                    return later()
                    #else
                    return ""
                    #endif
                }
                private func later() -> String { NSLocalizedString("Later", comment: "") }
                private func helped() -> String { NSLocalizedString("Helped", comment: "") }
                func unusedAlert() -> Int { presentAlert(); return 1 }
                private func presentAlert() { _ = UIAlertController(title: "Long ago", message: nil, preferredStyle: .alert) }
            }
            """
        let caller = "final class Home { func open() { print(TimeHelper().used(at: 2)) } }"
        let found = index([(helper, .swift), (caller, .swift)])
        XCTAssertEqual(found.unusedLookups.map { "\($0.location.line) \($0.name) \($0.reason) \($0.holder)" },
                       ["5 dateTimeAgo uncalledMethod local", "8 suffix uncalledMethod local"])
        XCTAssertEqual(found.shownLiterals.map { "\($0.text) in \($0.uncalledMethod ?? "-") through \($0.uncalledRoots)" },
                       ["Long ago in presentAlert through [\"presentAlert\", \"unusedAlert\"]"])
        // Another file naming the uncalled caller keeps its helpers' lookups.
        let named = index([(helper, .swift), (caller + "\nlet f = TimeHelper.getTimeString", .swift)])
        XCTAssertEqual(named.unusedLookups.map { "\($0.location.line) \($0.name)" }, [])
    }

    /// A static member of an enum or struct is read only through its type's name (sora's hand-written `L10n`:
    /// `L10n.Amount.send` is never read, though other code says `send` and `title` for other things); read bare in
    /// its own file, through `Self.`, or by a type adopting a protocol (here or in an extension elsewhere), it is
    /// not judged.
    func testStaticMembersAreReadThroughTheirTypesName() {
        let strings = """
            public enum L10n {
                public enum Amount {
                    public static var send: String { return NSLocalizedString("amount.send", comment: "") }
                    public static var title: String { return NSLocalizedString("amount.title", comment: "") }
                    public static var total: String { return NSLocalizedString("amount.total", comment: "") }
                    public static func fee(_ p1: String) -> String { return String(format: NSLocalizedString("amount.fee", comment: ""), p1) }
                    static let note = NSLocalizedString("amount.note", comment: "")
                    static var summary: String { title + " " + Self.heading }
                    static var heading: String { NSLocalizedString("amount.heading", comment: "") }
                }
                public enum Common {
                    public static var search: String { return NSLocalizedString("common.search", comment: "") }
                }
            }
            struct OpenIntent: AppIntent {
                static var title: String { NSLocalizedString("intent.title", comment: "") }
            }
            """
        let reader = """
            final class TransferController: UIViewController {
                func send() { title = L10n.Amount.total; button.setTitle("\\(L10n.Amount.summary)", for: .normal) }
            }
            extension L10n.Common: CaseIterable {}
            final class SearchController { func search() {} }
            """
        let found = index([(strings, .swift), (reader, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.location.line) \($0.name)" }, ["3 send", "6 fee", "7 note"])
        // Another name of the type reads it (Palace's `typealias DisplayStrings = Strings.MyBooksView`), and a key another
        // file spells may be looked up there (an App Intent's `.init("amount.send", defaultValue:)`).
        // (The resource is a lookup of its own, which nothing reads.)
        for (other, unread) in [("typealias DisplayStrings = L10n.Amount\nlet shown = DisplayStrings.send\n", [String]()),
                                ("let resource = LocalizedStringResource(\"amount.send\")\n", ["1 resource"])] {
            let alsoRead = index([(strings, .swift), (reader, .swift), (other, .swift)]).unusedLookups
            XCTAssertEqual(alsoRead.map { "\($0.location.line) \($0.name)" }, ["6 fee", "7 note"] + unread, other)
        }
    }

    /// A class's type-level member is read only through a type (`Tag.localized`, `type(of: tag).localized`, `T.localized`)
    /// or bare in type-level code: the wallet's generated tag classes override `class var localized`, and the one read,
    /// in `localizedType`, is a property nothing names. A read through a value (`reason.localized`), a bare call of
    /// another `localized(…)`, and a class adopting a framework protocol (an intent's `static var title`-like member)
    /// are told apart; a type named in lowercase (AlphaWallet's `functional`) reads as a type.
    func testATypeLevelMemberReadOnlyInCodeNothingRunsIsUnread() {
        let tags = """
            public protocol TypeLocalized { static var localized: String { get } }
            open class L: TypeLocalized { open class var localized: String { "" } }
            public final class L_blockchain: L {
                public override class var localized: String { NSLocalizedString("blockchain", comment: "") }
            }
            public final class L_blockchain_app: L, TypeLocalized {
                public override class var localized: String { NSLocalizedString("blockchain.app", comment: "") }
                static func caption() -> String { NSLocalizedString("blockchain.app.caption", comment: "") }
            }
            public final class Intent: L, AppEntity {
                public override class var localized: String { NSLocalizedString("intent", comment: "") }
            }
            public extension TypeLocalized {
                var localizedType: (Self) -> String {{ type(of: $0).localized }}
            }
            final class Header { enum functional {} }
            extension Header.functional {
                static var hint: String { NSLocalizedString("hint", comment: "") }
            }
            """
        let users = """
            final class BiometryController {
                func show(reason: Reason) { prompt(reason.localized); label.text = localized(reason); footer.text = Header.functional.hint }
                private func localized(_ reason: Reason) -> String { reason.caption }
            }
            """
        let unread = index([(tags, .swift), (users, .swift)]).unusedLookups
        XCTAssertEqual(unread.map { "\($0.location.line) \($0.name) \($0.holder)" },
                       ["4 localized property", "7 localized property", "8 caption property"])
        // Read through a type, `type(of:)` in running code, `Self`, or a generic parameter: the lookups run.
        for read in ["let shown = L_blockchain.localized\n", "func name(of tag: L) -> String { type(of: tag).localized }\nlet n = name(of: tag)\n",
                     "func show<T: TypeLocalized>(_ t: T.Type) -> String { T.localized }\nlet s = show(L_blockchain.self)\n"] {
            let found = index([(tags, .swift), (users, .swift), (read, .swift)]).unusedLookups
            XCTAssertEqual(found.map { "\($0.location.line) \($0.name)" }, ["8 caption"], read)
        }
    }

    /// SwiftGen's accessors call their wrapper through the type (`Strings.tr(…)`): a constant nothing reads through its
    /// type's name looks nothing up, as one holding `NSLocalizedString` does (passepartout's `Strings.Android.*`, which
    /// only the Android app reads).
    func testAStaticConstantOfAQualifiedWrapperCallNothingReadsIsUnread() {
        let strings = """
            public enum Strings {
                public enum Android {
                    public enum Errors {
                        public static let empty = Strings.tr("Localizable", "android.errors.empty", fallback: "Unable to read")
                    }
                }
                public enum Global {
                    public static let done = Strings.tr("Localizable", "global.done", fallback: "Done")
                }
            }
            extension Strings {
                private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    String(format: NSLocalizedString(key, tableName: table, value: value, comment: ""), locale: Locale.current, arguments: args)
                }
            }
            """
        let reader = "final class DoneButton { let title = Strings.Global.done }\n"
        let found = index([(strings, .swift), (reader, .swift)]).unusedLookups
        XCTAssertEqual(found.map { "\($0.location.line) \($0.name)" }, ["4 empty"])
    }

    /// A member of the generated type itself (eRouska's `L10n.dataSendTitleInvalidCode`, beside SwiftGen's own
    /// `extension L10n { … func tr … }`) is unread as well: an extension adopting nothing only adds members. One that
    /// makes the type adopt a protocol leaves its members unjudged.
    func testAnExtensionAddingOnlyMembersKeepsATypesStaticConstantsJudged() {
        let strings = """
            internal enum L10n {
              internal static let dataSendTitle = L10n.tr("Localizable", "data_send_title")
              internal static let dataSendTitleInvalidCode = L10n.tr("Localizable", "data_send_title_invalid_code")
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                String(format: NSLocalizedString(key, tableName: table, comment: ""), locale: Locale.current, arguments: args)
              }
            }
            """
        let reader = "final class SentController { let title = L10n.dataSendTitle }\n"
        XCTAssertEqual(index([(strings, .swift), (reader, .swift)]).unusedLookups.map { "\($0.location.line) \($0.name)" },
                       ["3 dataSendTitleInvalidCode"])
        let adopting = strings + "\nextension L10n: CustomStringConvertible { static var description: String { \"\" } }\n"
        XCTAssertEqual(index([(adopting, .swift), (reader, .swift)]).unusedLookups.map { "\($0.location.line) \($0.name)" }, [])
    }

    /// A map annotation's title and subtitle are its callout's texts and its marker's label (OneBusAway's dropped pin:
    /// `annotation.title = "Unknown Location"`), named so or declared an `MKPointAnnotation`.
    func testAMapAnnotationsTitleAndSubtitleAreShown() {
        let swift = """
            import MapKit
            final class PinDropper {
                func failed(_ annotation: MKPointAnnotation) {
                    annotation.title = "Unknown Location"
                    annotation.subtitle = "Could not retrieve location details"
                }
            }
            """
        let objc = """
            - (void)drop {
                MKPointAnnotation *pin = [[MKPointAnnotation alloc] init];
                pin.title = @"Dropped Pin";
                self.item.subtitle = @"Not a pin";
            }
            """
        XCTAssertEqual(index([(swift, .swift), (objc, .objectiveC)]).shownLiterals.map { "\($0.role)=\($0.text)" },
                       ["title=Unknown Location", "subtitle=Could not retrieve location details", "title=Dropped Pin"])
    }

    /// A view controller's title is its navigation bar's and its tab's (Udemy-Design-App's tab helper sets
    /// `navigationController.title = barTitle`), named as a controller or declared one; a model's title is not.
    func testAViewControllersTitleIsShown() {
        let swift = """
            import UIKit
            final class MainTabController: UITabBarController {
                private func make(_ vc: UIViewController, barTitle: String) -> UINavigationController {
                    let navigationController = UINavigationController(rootViewController: vc)
                    navigationController.title = barTitle
                    return navigationController
                }
                override func viewDidLoad() {
                    viewControllers = [make(HomeVC(), barTitle: "Wishlist")]
                    let settings: UIViewController = SettingsVC()
                    settings.title = "Settings"
                    detailViewController.title = "Details"
                    course.title = "Swift for beginners"
                }
            }
            """
        XCTAssertEqual(index([(swift, .swift)]).shownLiterals.map { "\($0.role)=\($0.text)" },
                       ["title=Wishlist", "title=Settings", "title=Details"])
    }

    /// WidgetKit draws the entry a timeline provider's `placeholder(in:)` returns redacted, as grey blocks (xikolo's
    /// "An interesting course"): its texts are never read, literal or looked up. The snapshot's are.
    func testAWidgetsPlaceholderEntryShowsNoText() {
        let widget = """
            import SwiftUI
            import WidgetKit
            struct CourseEntry: TimelineEntry {
                let date: Date
                let title: String
            }
            struct CourseView: View {
                let entry: CourseEntry
                var body: some View { Text(entry.title) }
            }
            struct CourseProvider: TimelineProvider {
                func placeholder(in context: Context) -> CourseEntry {
                    CourseEntry(date: Date(), title: "An interesting course")
                }
                func getSnapshot(in context: Context, completion: @escaping (CourseEntry) -> Void) {
                    completion(CourseEntry(date: Date(), title: "No course yet"))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CourseEntry>) -> Void) {}
            }
            struct LoadingProvider: TimelineProvider {
                func placeholder(in context: Context) -> CourseEntry {
                    CourseEntry(date: Date(), title: NSLocalizedString("Loading…", comment: ""))
                }
                func getSnapshot(in context: Context, completion: @escaping (CourseEntry) -> Void) {
                    completion(CourseEntry(date: Date(), title: NSLocalizedString("Nothing due", comment: "")))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CourseEntry>) -> Void) {}
            }
            """
        let found = index([(widget, .swift)])
        XCTAssertEqual(found.shownLiterals.map(\.text), ["No course yet"])
        XCTAssertEqual(found.unusedLookups.map { "\($0.location.line) \($0.reason)" }, ["22 redacted"])
    }

    /// A view class that looks its own storyboard text up as it loads (passforios' `UILocalizedLabel`, `text =
    /// text?.localize()` in `awakeFromNib`; an Objective-C button's `setTitle:` of its `currentTitle`'s lookup)
    /// localizes its views, and so do its subclasses'. A class that puts a literal's lookup in its text, or looks
    /// up another view's text, or does so in a method UIKit does not call as it loads, does not.
    func testViewClassesThatLookTheirOwnTextUpAsTheyLoad() {
        let swift = """
            import UIKit
            class UILocalizedLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    text = text?.localize()
                }
            }
            class UICodeHighlightingLabel: UILocalizedLabel {}
            class TitledField: UITextField {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    self.placeholder = NSLocalizedString(self.placeholder ?? "", comment: "")
                }
            }
            class FixedLabel: UILabel {
                override func awakeFromNib() { text = NSLocalizedString("Fixed", comment: "") }
            }
            class Card: UIView {
                @IBOutlet var nameLabel: UILabel!
                override func awakeFromNib() { nameLabel.text = nameLabel.text?.localized }
            }
            class LateLabel: UILabel {
                func refresh() { text = text?.localized }
            }
            """
        let objectiveC = """
            @implementation LocalizedButton
            - (void)awakeFromNib {
                [super awakeFromNib];
                [self setTitle:NSLocalizedString(self.currentTitle, nil) forState:UIControlStateNormal];
            }
            @end
            """
        let index = index([(swift, .swift), (objectiveC, .objectiveC)])
        XCTAssertEqual(index.selfLocalizingViewClasses.sorted(), ["LocalizedButton", "TitledField", "UILocalizedLabel"])
        XCTAssertTrue(index.localizesItsOwnText("UICodeHighlightingLabel"))
        XCTAssertFalse(index.localizesItsOwnText("FixedLabel"))
        XCTAssertFalse(index.localizesItsOwnText("Card"))
        XCTAssertFalse(index.localizesItsOwnText("LateLabel"))
    }

    /// A controller that shows its own title in a view of its own (Mega-Mall's sheets: `override var title: String? {
    /// didSet { titleLabel.text = title } }`; an Objective-C `setTitle:` that sets a header label's text) shows the titles
    /// code gives it and its subclasses. One whose override only passes the title on, sets another text, or looks the title
    /// up (then code gives it a key) does not.
    func testControllersThatShowTheirOwnTitle() {
        let swift = """
            import UIKit
            class SheetViewController: UIViewController {
                @IBOutlet weak private(set) var titleLabel: UILabel!
                public override var title: String? {
                    didSet { titleLabel.text = title }
                }
            }
            final class LogoutViewController: SheetViewController {}
            class PassingController: UIViewController {
                override var title: String? { didSet { navigationItem.title = title } }
            }
            class CountingController: UIViewController {
                @IBOutlet var countLabel: UILabel!
                override var title: String? { didSet { countLabel.text = "\\(count)" } }
                var count = 0
            }
            class LookingUpController: UIViewController {
                @IBOutlet var headerLabel: UILabel!
                override var title: String? { didSet { headerLabel.text = title?.localized } }
            }
            class ItemController: UIViewController {
                @IBOutlet var headerLabel: UILabel!
                var item: Item?
                override var title: String? { didSet { headerLabel.text = item?.title } }
            }
            class FallbackController: UIViewController {
                @IBOutlet var headerLabel: UILabel!
                override var title: String? { didSet { headerLabel.text = title ?? NSLocalizedString("Untitled", comment: "") } }
            }
            class BaseCard: UIView { var title: String? }
            class Card: BaseCard {
                @IBOutlet var headerLabel: UILabel!
                override var title: String? { didSet { headerLabel.text = title } }
            }
            """
        let objectiveC = """
            @implementation HeaderController
            - (void)setTitle:(NSString *)aTitle {
                [super setTitle:aTitle];
                self.headerLabel.text = aTitle;
            }
            @end
            @implementation LookupController
            - (void)setTitle:(NSString *)title {
                self.headerLabel.text = NSLocalizedString(title, nil);
            }
            @end
            """
        let index = index([(swift, .swift), (objectiveC, .objectiveC)])
        XCTAssertEqual(index.titleShowingClasses.sorted(), ["Card", "FallbackController", "HeaderController", "SheetViewController"])
        XCTAssertTrue(index.showsItsOwnTitle("LogoutViewController"))
        XCTAssertFalse(index.showsItsOwnTitle("PassingController"))
        XCTAssertFalse(index.showsItsOwnTitle("CountingController"))
        XCTAssertFalse(index.showsItsOwnTitle("LookingUpController"))
        XCTAssertFalse(index.showsItsOwnTitle("Card"), "a view's title is no controller's")
    }

    /// A macro of a header a compiled file imports by name wraps a lookup, though no implementation file matches
    /// the header (Bootstrap's `common.h`: `#define Localized(x) NSLocalizedString(x,nil)`); a header nothing
    /// imports says nothing of the app's calls.
    func testAMacroOfAnImportedHeaderWrapsALookup() {
        let header = "#define Localized(x) NSLocalizedString(x,nil)\n"
        let other = "#define Translated(x) NSLocalizedString(x,nil)\n"
        let source = """
            #import "common.h"
            @implementation ViewController
            - (void)viewDidLoad { self.title = Localized(@"Jailbroken Apps are Hidden"); self.title = Translated(@"Elsewhere"); }
            @end
            """
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .objectiveC, path: "App/ViewController.m")],
                                constantHeaders: [SourceFile(bytes: Array(header.utf8), language: .objectiveC, path: "App/common.h"),
                                                  SourceFile(bytes: Array(other.utf8), language: .objectiveC, path: "Vendor/other.h")])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key), ["Jailbroken Apps are Hidden"])
    }

    /// Objective-C reaches a view's outlet through a property of the controller that a header types
    /// (`@property PersonView *personView;`): `self.personView.nameLabel.text` sets PersonView's outlet. A
    /// property the headers do not type says nothing of its receiver.
    func testObjectiveCReceiverThroughAHeadersTypedProperty() {
        let controllerHeader = """
        @interface PersonViewController : UIViewController
        @property (strong, nonatomic) PersonView *personView;
        @property (strong, nonatomic) id otherView;
        @end
        """
        let viewHeader = """
        @interface PersonView : UIView
        @property (weak, nonatomic) IBOutlet UILabel *nameLabel;
        @end
        """
        let source = """
        @implementation PersonViewController
        - (void)viewDidLoad {
            self.personView.nameLabel.text = NSLocalizedString(@"Name", nil);
            self.otherView.nameLabel.text = @"Other";
        }
        @end
        """
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .objectiveC, path: "PersonViewController.m")],
                                headers: [SourceFile(bytes: Array(controllerHeader.utf8), language: .objectiveC, path: "PersonViewController.h"),
                                          SourceFile(bytes: Array(viewHeader.utf8), language: .objectiveC, path: "PersonView.h")])
        XCTAssertEqual(summary(index, "nameLabel", "PersonView"), ["PersonView.nameLabel.text = localized Localizable:Name @3:5"])
    }

    /// Swift 1 wrote a forced downcast as plain `as` (`dequeueReusableCellWithIdentifier("Cell", forIndexPath: i)
    /// as DetailTableViewCell`): the local has that type.
    func testSwiftOnesPlainAsCastTypesTheLocal() {
        let source = """
        class DetailViewController: UIViewController {
            func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCellWithIdentifier("Cell", forIndexPath: indexPath) as DetailTableViewCell
                cell.fieldLabel.text = "Name"
                return cell
            }
        }
        """
        let index = index([(source, .swift)])
        XCTAssertEqual(summary(index, "fieldLabel", "DetailTableViewCell"), ["DetailTableViewCell.fieldLabel.text = literal \"Name\" @4:9"])
    }

    func testSwiftReceiversThroughLocalsParametersAndClosures() {
        let source = """
        class ListController: UITableViewController {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! ItemCell
                cell.titleLabel.text = NSLocalizedString("Item", comment: "")
                return cell
            }
            func configure(_ header: HeaderView, footer: FooterView) {
                header.titleLabel.text = "Header"
                footer.titleLabel?.text = item.name
            }
            func load() {
                let titleLabel = UILabel()
                titleLabel.text = "local, not the outlet"
                api.fetch { [weak self] result in
                    self?.statusLabel.text = NSLocalizedString("Loaded", comment: "")
                }
                let other = make()
                other.titleLabel.text = "unknown type"
            }
        }
        class ItemCell: BaseCell {}
        """
        let index = index([(source, .swift)])
        XCTAssertEqual(summary(index, "titleLabel", "ItemCell"), ["ItemCell.titleLabel.text = localized Localizable:Item @4:9"],
                       "the cell's type comes from `as!`; the local titleLabel is not the outlet")
        XCTAssertEqual(summary(index, "titleLabel", "HeaderView"), ["HeaderView.titleLabel.text = literal \"Header\" @8:9"])
        XCTAssertEqual(summary(index, "titleLabel", "FooterView"), ["FooterView.titleLabel.text = other item.name @9:9"])
        XCTAssertEqual(summary(index, "statusLabel", "ListController"), ["ListController.statusLabel.text = localized Localizable:Loaded @15:13"])
        XCTAssertEqual(index.unresolved.map { "\($0.receiver) \($0.location)" }, ["other.titleLabel 18:9"])
        XCTAssertEqual(index.assignments.first?.codeClass, "ListController")
    }

    func testInheritanceAndExtensions() {
        let base = """
        class BaseViewController: UIViewController {
            @IBOutlet weak var headerLabel: UILabel!
        }
        extension BaseViewController {
            func applyTitles() { headerLabel.text = NSLocalizedString("Header", comment: "") }
        }
        """
        let sub = """
        final class DetailViewController: BaseViewController {
            override func viewDidLoad() { headerLabel.text = "Detail" }
        }
        """
        let index = index([(base, .swift), (sub, .swift)])
        XCTAssertEqual(index.lineage(of: "DetailViewController"), ["DetailViewController", "BaseViewController", "UIViewController"])
        XCTAssertEqual(summary(index, "headerLabel", "DetailViewController"), [
            "BaseViewController.headerLabel.text = localized Localizable:Header @5:26",
            "DetailViewController.headerLabel.text = literal \"Detail\" @2:35",
        ], "a scene of the subclass runs both")
        XCTAssertEqual(summary(index, "headerLabel", "BaseViewController"), ["BaseViewController.headerLabel.text = localized Localizable:Header @5:26"],
                       "a scene of the base class does not run the subclass's code")
        XCTAssertEqual(index.outlets(ofClass: "DetailViewController").map(\.property), ["headerLabel"])
    }

    func testObjectiveCAssignmentKinds() {
        let header = """
        @interface SettingsViewController : UIViewController {
            IBOutlet UILabel *versionLabel;
        }
        @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
        @property (nonatomic, strong) IBOutlet UIButton *logoutButton;
        @property (weak) IBOutlet UITextField *emailField;
        @property (strong) IBOutletCollection(UILabel) NSArray *rowLabels;
        @property (strong) UILabel *plainLabel;
        @end
        """
        let implementation = """
        @implementation SettingsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.titleLabel.text = NSLocalizedString(@"Settings", @"Screen title");
            _titleLabel.attributedText = [[NSAttributedString alloc] initWithString:@"x"];
            [self.logoutButton setTitle:NSLocalizedStringFromTable(@"Log out", @"Buttons", nil) forState:UIControlStateNormal];
            [_logoutButton setTitle:[NSLocalizedString(@"Log out", nil) uppercaseString] forState:UIControlStateHighlighted];
            self.emailField.placeholder = @"name@" @"example.com";
            [self.emailField setPlaceholder:[NSString stringWithFormat:NSLocalizedString(@"%@ email", nil), name]];
            versionLabel.text = [NSString stringWithFormat:@"%@", version];
            [self->_titleLabel setText:@"Direct"];
            self.title = NSLocalizedString(@"Settings", nil);
        }
        - (void)configureCell:(ItemCell *)cell {
            cell.nameLabel.text = NSLocalizedString(@"Name", nil);
            UILabel *versionLabel = [UILabel new];
            versionLabel.text = @"local";
        }
        @end
        """
        let index = index([(header, .objectiveC), (implementation, .objectiveC)])
        XCTAssertEqual(summary(index, "titleLabel", "SettingsViewController"), [
            "SettingsViewController.titleLabel.text = localized Localizable:Settings @4:5",
            "SettingsViewController.titleLabel.attributedText = other [[NSAttributedString alloc] initWithString:@\"x\"] @5:5",
            "SettingsViewController.titleLabel.text = literal \"Direct\" @11:5",
        ])
        // The controller's own title is no outlet: it is recorded as `self` (its navigation item shows it).
        XCTAssertEqual(index.assignments.filter { $0.outlet == "self" }.map(\.property), [.title])
        XCTAssertEqual(index.assignments(toOutlet: "title", ofClass: index.assignments.first { $0.outlet == "self" }?.codeClass ?? ""), [])
        // So is one set by message (edX's `[self setTitle:[Strings signInText]]`); a button subclass's title for a state is
        // its own button's.
        let messages = self.index([("""
            @implementation LoginViewController
            - (void)viewDidLoad { [super viewDidLoad]; [self setTitle:NSLocalizedString(@"Sign in", nil)]; }
            @end
            @implementation RoundButton
            - (void)awakeFromNib { [self setTitle:@"Go" forState:UIControlStateNormal]; }
            @end
            """, .objectiveC)])
        XCTAssertEqual(messages.assignments.filter { $0.outlet == "self" }.map { "\($0.codeClass) \($0.property)" }, ["LoginViewController title"])
        XCTAssertEqual(summary(index, "logoutButton", "SettingsViewController"), [
            "SettingsViewController.logoutButton.title[UIControlStateNormal] = localized Buttons:Log out @6:5",
            "SettingsViewController.logoutButton.title[UIControlStateHighlighted] = localized Localizable:Log out uppercaseString @7:5",
        ])
        XCTAssertEqual(summary(index, "emailField", "SettingsViewController"), [
            "SettingsViewController.emailField.placeholder = literal \"name@example.com\" @8:5",
            "SettingsViewController.emailField.placeholder = localized Localizable:%@ email format(1) @9:5",
        ])
        XCTAssertEqual(summary(index, "versionLabel", "SettingsViewController"), [
            #"SettingsViewController.versionLabel.text = composed "%@"@10:52 @10:5"#,
        ], "an ivar outlet; the later local of the same name is not it")
        XCTAssertEqual(summary(index, "nameLabel", "ItemCell"), ["ItemCell.nameLabel.text = localized Localizable:Name @15:5"],
                       "the parameter's type names the cell")
        XCTAssertEqual(index.outlets(ofClass: "SettingsViewController").map { "\($0.property):\($0.type ?? "?")\($0.isCollection ? "[]" : "")" },
                       ["versionLabel:UILabel", "titleLabel:UILabel", "logoutButton:UIButton", "emailField:UITextField", "rowLabels:UILabel[]"])
        XCTAssertEqual(index.lineage(of: "SettingsViewController"), ["SettingsViewController", "UIViewController"])
    }

    /// Objective-C's concatenation, `[@"Nombre" stringByAppendingString:arrow]` (BlackManager's sort buttons), shows its
    /// literal with the rest as "…", however deep the chain; a concatenation of no literal, or of a conditional's two
    /// texts, is no one written text.
    func testAnObjectiveCConcatenationShowsItsLiteral() {
        let sources = self.index([("""
            @interface FilesViewController : UIViewController
            @property (weak, nonatomic) IBOutlet UIButton *nameButton;
            @property (weak, nonatomic) IBOutlet UILabel *sizeLabel;
            @property (weak, nonatomic) IBOutlet UILabel *pathLabel;
            @end
            @implementation FilesViewController
            - (void)update {
                [self.nameButton setTitle:[@"Nombre" stringByAppendingString:(ascending ? arrowUp : arrowDown)] forState:UIControlStateNormal];
                self.sizeLabel.text = [[size stringByAppendingString:@" de "] stringByAppendingString:total];
                self.pathLabel.text = [folder stringByAppendingString:name];
            }
            @end
            """, .objectiveC)])
        XCTAssertEqual(summary(sources, "nameButton", "FilesViewController"),
                       [#"FilesViewController.nameButton.title[UIControlStateNormal] = composed "Nombre…"@8:32 @8:5"#])
        XCTAssertEqual(summary(sources, "sizeLabel", "FilesViewController"), [#"FilesViewController.sizeLabel.text = composed "… de …"@9:58 @9:5"#])
        XCTAssertEqual(summary(sources, "pathLabel", "FilesViewController"), ["FilesViewController.pathLabel.text = other [folder stringByAppendingString:name] @10:5"])
    }

    func testEveryPrefixOfTrickySourcesIndexesWithoutTrapping() {
        let swift = #"""
        class A: B { @IBOutlet weak var l: UILabel!; func f(_ c: C) { let d = x as! D; d.l.text = String(format: NSLocalizedString("k \(1)", tableName: "T", comment: ""), a); self?.l?.setTitle("x", for: .normal); l.text = NSLocalizedString("a", comment: "").uppercased() } }
        """#
        let objc = #"""
        @interface A : B { IBOutlet UILabel *l; } @property (weak) IBOutletCollection(UILabel) NSArray *m; @end
        @implementation A - (void)f:(C *)c { [self.l setTitle:[NSString stringWithFormat:NSLocalizedStringFromTable(@"k", @"T", nil), a] forState:0]; _l.text = @"x" "y"; c.l.text = CFCopyLocalizedString(CFSTR("z"), ""); } @end
        """#
        for (text, language) in [(swift, SourceLanguage.swift), (objc, .objectiveC)] {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count {
                let file = SourceFile(bytes: Array(bytes[0..<end]), language: language)
                _ = SourceIndex(files: [file])
                _ = Genstrings.extract(from: [file])
            }
            let full = SourceIndex(files: [SourceFile(bytes: bytes, language: language)])
            XCTAssertGreaterThanOrEqual(full.assignments.count, 3, "\(language)")
        }
    }

    func testLocalizedStringsAreCollectedForChecks() {
        let index = index([("let a = NSLocalizedString(key, comment: \"\"); let b = Text(\"Hi\")", .swift)])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key), ["Hi"], "all forms by default")
        XCTAssertEqual(index.localizedStrings.uncheckable.map(\.argument), ["key"])
    }

    /// A file performs segues by run-time identifiers when one `performSegue` call's identifier is anything
    /// but one plain literal: a constant, a raw value, an interpolation, a concatenation.
    func testSeguesPerformedByIdentifiersBuiltAtRunTime() {
        let cases: [(String, SourceLanguage, Bool)] = [
            ("performSegue(withIdentifier: \"goEdit\", sender: nil)", .swift, false),
            ("performSegueWithIdentifier(\"goEdit\", sender: self)", .swift, false),
            ("performSegue(withIdentifier: Segue.edit.rawValue, sender: nil)", .swift, true),
            ("performSegue(withIdentifier: \"page\\(n)\", sender: nil)", .swift, true),
            ("performSegue(withIdentifier: \"go\" + name, sender: nil)", .swift, true),
            ("- (void)f { [self performSegueWithIdentifier:@\"goEdit\" sender:nil]; }", .objectiveC, false),
            ("- (void)f { [self performSegueWithIdentifier:kEditSegue sender:nil]; }", .objectiveC, true),
        ]
        for (source, language, runTime) in cases {
            let index = index([(source, language)])
            XCTAssertEqual(!index.runTimeSeguePerformers.isEmpty, runTime, source)
        }
    }
}
