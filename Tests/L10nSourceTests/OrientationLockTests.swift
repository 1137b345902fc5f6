import XCTest
import L10nSource

/// Controllers whose code keeps their screen in one orientation (hand-written sources, one form each):
/// `supportedInterfaceOrientations` answering with one orientation's masks, and the device turned as the view
/// loads or appears (or locked through the app delegate's `lockOrientation` helper); answers that depend on
/// something, or allow both, lock nothing.
final class OrientationLockTests: XCTestCase {
    private func locks(_ source: String, _ language: SourceLanguage = .swift) -> [String: String] {
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: language, path: language == .swift ? "F.swift" : "F.m")])
        var found: [String: String] = [:]
        for name in ["Chart", "Video", "Form", "Player", "Compare", "Subchart", "Settings"] {
            if let lock = index.orientationLock(ofClass: name) { found[name] = lock.orientation.rawValue }
        }
        return found
    }

    func testSwiftControllers() {
        XCTAssertEqual(locks("""
        class Chart: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        class Subchart: Chart {}
        class Video: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                return [.landscapeLeft, .landscapeRight]
            }
        }
        class Form: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                if UIDevice.current.userInterfaceIdiom == .pad { return .all }
                return .portrait
            }
        }
        class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
        }
        class Compare: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
            }
            override func viewWillDisappear(_ animated: Bool) {
                UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
            }
        }
        class Settings: UIViewController {
            func showChart() { print(chart.supportedInterfaceOrientations) }
            override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
        }
        """), ["Chart": "landscape", "Subchart": "landscape", "Video": "landscape", "Compare": "landscape"])
        // InTarget's game screen locks through the app delegate's helper; a helper call allowing all locks nothing.
        XCTAssertEqual(locks("""
        class Player: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                AppDelegate.AppUtility.lockOrientation(UIInterfaceOrientationMask.landscape, andRotateTo: UIInterfaceOrientation.landscapeLeft)
            }
        }
        class Form: UIViewController {
            override func viewDidLoad() { AppUtility.lockOrientation(.all) }
        }
        """), ["Player": "landscape"])
    }

    func testObjectiveCControllers() {
        XCTAssertEqual(locks("""
        @implementation Chart
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskLandscape;
        }
        @end
        @implementation Form
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
        @end
        @implementation Player
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return [super supportedInterfaceOrientations]; }
        @end
        @implementation Compare
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
        }
        @end
        """, .objectiveC), ["Chart": "landscape", "Form": "portrait", "Compare": "landscape"])
    }
}
