import Foundation
import XCTest
@testable import L10nCLI

/// What an Objective-C app of Xcode's old layout shows as written (hand-written projects after MyCast and Spend Stack,
/// batch 80): `main.m` at the root, the app's classes and tables in `Classes/`, texts kept in `#define`s, alerts shown
/// through a category's overloaded helper.
final class VerifyObjectiveCTextsTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("objc-texts")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    /// The hard-coded-text lines of `verify` (every language), without their severity.
    func hardCoded() -> [String] {
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        return run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hard-coded-text]") }
            .map { $0.replacingOccurrences(of: " warning: ", with: " ").replacingOccurrences(of: " note: ", with: " ") }
    }

    /// An English app translated into German whose delegate is in `Classes/` beside its tables, `main.m` at the root.
    func makeApp() throws {
        try write("main.m", """
        #import <UIKit/UIKit.h>

        int main(int argc, char *argv[]) {
            @autoreleasepool { return UIApplicationMain(argc, argv, nil, nil); }
        }
        """)
        try write("Classes/AppDelegate.h", """
        #import <UIKit/UIKit.h>

        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @end
        """)
        try write("Classes/About.h", """
        #import <UIKit/UIKit.h>

        @interface About : UIViewController {
            IBOutlet UILabel *headerLabel;
        }
        @end
        """)
        try write("Classes/AppDelegate.m", """
        #import "AppDelegate.h"
        #import "About.h"

        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window.rootViewController = [[About alloc] init];
            return YES;
        }
        @end
        """)
        try write("Classes/en.lproj/Localizable.strings", "\"Fehler\" = \"Error\";\n\"Gespeichert\" = \"Saved\";\n")
        try write("Classes/de.lproj/Localizable.strings", "\"Fehler\" = \"Fehler\";\n\"Gespeichert\" = \"Gespeichert\";\n")
    }

    /// `headerLabel.text = HeaderTitle` shows the macro's text: the preprocessor leaves no other thing of that name. A German
    /// text is one the English users read untranslated, once the tables beside the delegate are known for the app's own.
    func testATextADefineHoldsIsShownAsWritten() throws {
        try makeApp()
        try write("Classes/About.m", """
        #define HeaderTitle @"Wer sind wir"
        #define LoadError @"Die Liste konnte nicht geladen werden"

        #import "About.h"

        @implementation About
        - (void)viewDidLoad {
            [super viewDidLoad];
            headerLabel.text = HeaderTitle;
            UILabel *errorLabel = [[UILabel alloc] init];
            errorLabel.text = LoadError;
            self.navigationItem.title = NSLocalizedString(@"Gespeichert", nil);
        }
        @end
        """)
        XCTAssertEqual(hardCoded(), [
            "Classes/About.m:9:5: \"Wer sind wir\" is put on screen as written, not looked up: users of en read it untranslated [hard-coded-text]",
            "Classes/About.m:11:23: \"Die Liste konnte nicht geladen werden\" is put on screen as written, not looked up: users of en read it untranslated [hard-coded-text]",
        ])
        // A Swift constant or another file's Objective-C one of that name is no macro: a parameter so named is the caller's
        // text.
        try write("Classes/Strings.swift", "let WaitText = \"Bitte warten Sie einen Moment\"\n")
        try write("Classes/Defaults.m", "static NSString *const WaitText = @\"Bitte warten Sie einen Moment\";\n")
        try write("Classes/About.m", try String(contentsOf: project.appendingPathComponent("Classes/About.m"), encoding: .utf8)
            .replacingOccurrences(of: "@end", with: """
            - (void)wait:(NSString *)WaitText { UILabel *waitLabel = [[UILabel alloc] init]; waitLabel.text = WaitText; }
            @end
            """))
        XCTAssertEqual(hardCoded().count, 2, hardCoded().joined(separator: "\n"))
        // Without the delegate's launch method, or with one of a class that is no app delegate (an SDK's forwarding
        // `NSObject`), the tables beside the classes may be a library's, copied into the app's folder: English is then no
        // language the app speaks on purpose, and its users read nothing amiss.
        try write("Classes/AppDelegate.h", "#import <UIKit/UIKit.h>\n\n@interface AppDelegate : NSObject\n@end\n")
        XCTAssertEqual(hardCoded(), [])
        try write("Classes/AppDelegate.m", "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n@end\n")
        XCTAssertEqual(hardCoded(), [])
    }

    /// A category's helpers that differ by their later selector parts (`showAlertWithTitle:message:` beside
    /// `showAlertWithTitle:message:actions:`) each show the texts they are given; another class's method of the same
    /// first part shows nothing.
    func testEachOverloadOfAnObjectiveCHelperShowsItsTexts() throws {
        try makeApp()
        try write("Classes/UIViewController+Alerts.m", """
        @implementation UIViewController (Alerts)
        - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:nil];
        }
        - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message actions:(NSArray *)actions {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:nil];
        }
        @end
        """)
        try write("Classes/About.m", """
        @implementation About
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self showAlertWithTitle:@"Item deleted" message:@"This item was deleted on another device."];
            [self showAlertWithTitle:@"List locked"
                             message:@"Unlock the list to change it."
                             actions:@[]];
            [self.logger showAlertWithTitle:@"debug" message:@"trace" level:3];
        }
        @end
        """)
        XCTAssertEqual(hardCoded(), [
            "Classes/About.m:4:30: \"Item deleted\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Classes/About.m:4:54: \"This item was deleted on another device.\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Classes/About.m:5:30: \"List locked\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
            "Classes/About.m:6:30: \"Unlock the list to change it.\" is put on screen as written, not looked up: users of de read it untranslated [hard-coded-text]",
        ])
    }

    /// A lookup that names a bundle (`NSLocalizedStringFromTableInBundle(key, @"Quincy", quincyBundle(), @"")`) reads
    /// the table a resource bundle holds (`Quincy.bundle/de.lproj/Quincy.strings`): the main bundle lacks no table.
    /// A document in no `.lproj` folder whose one text is a German word ("News") reads right for German users.
    func testALookupOfAResourceBundlesTableAndAWordTheLanguageHasAreNoGaps() throws {
        try makeApp()
        try write("Classes/About.m", """
        static NSBundle *quincyBundle(void) {
            return [NSBundle bundleWithPath:[[[NSBundle mainBundle] resourcePath] stringByAppendingPathComponent:@"Quincy.bundle"]];
        }
        @implementation About
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = NSLocalizedStringFromTableInBundle(@"CrashDataFoundTitle", @"Quincy", quincyBundle(), @"");
            self.navigationItem.prompt = NSLocalizedString(@"Fehler", nil);
            [self.navigationController pushViewController:[[UIViewController alloc] initWithNibName:@"News" bundle:nil] animated:YES];
        }
        @end
        """)
        try write("Classes/Quincy.bundle/en.lproj/Quincy.strings", "\"CrashDataFoundTitle\" = \"Crash Data Found\";\n")
        try write("Classes/Quincy.bundle/de.lproj/Quincy.strings", "\"CrashDataFoundTitle\" = \"Absturzdaten gefunden\";\n")
        try write("News.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NewsController"/>
                <navigationBar contentMode="scaleToFill" id="nav-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <items>
                        <navigationItem title="News" id="itm-00-001"/>
                    </items>
                </navigationBar>
            </objects>
        </document>
        """)
        let run = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasSuffix("[missing-table]") }, [], run.stdout)
        // A title German has no such word for is one German users read in English; so is a word amid a count, which is
        // no German title ("25 more...": a French dictionary's old "more" makes no French of it).
        let xib = try String(contentsOf: project.appendingPathComponent("News.xib"), encoding: .utf8)
        for title in ["Latest episodes", "25 News..."] {
            try write("News.xib", xib.replacingOccurrences(of: "title=\"News\"", with: "title=\"\(title)\""))
            let titled = runTool(["verify", "--fail-on", "never", "-q"], in: project)
            XCTAssertEqual(titled.stdout.split(separator: "\n").filter { $0.hasSuffix("[missing-table]") }, [
                "News.xib:1:1: warning: News.xib is in no .lproj folder, so the 1 text users see in it shows in the development language "
                    + "in de: no table can translate it [missing-table]",
            ], titled.stdout)
        }
        // A key the resource bundle's table lacks is no lookup of that bundle's: the main bundle's tables are asked.
        try write("News.xib", xib)
        try write("Classes/About.m", try String(contentsOf: project.appendingPathComponent("Classes/About.m"), encoding: .utf8)
            .replacingOccurrences(of: "@\"CrashDataFoundTitle\"", with: "@\"CrashReportSent\""))
        let unheld = runTool(["verify", "--fail-on", "never", "-q"], in: project)
        XCTAssertEqual(unheld.stdout.split(separator: "\n").filter { $0.hasSuffix("[missing-table]") }.count, 1, unheld.stdout)
    }
}
