import Foundation
import XCTest
@testable import L10nCLI

/// One repository, one app per brand: OneBusAway keeps `Apps/OneBusAway/project.yml` and `Apps/KiedyBus/project.yml`,
/// each written from the repository's root and including the shared framework's spec; both apps embed the framework,
/// each speaks its own languages. (Hand-written specs of that shape.)
final class VerifyBrandAppsTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("brand-apps")
        for (app, languages) in [("One", ["de"]), ("Two", ["de", "fr"])] {
            try write("Apps/\(app)/project.yml", """
                name: \(app)
                include:
                  - path: Kit/project.yml
                targets:
                  App:
                    type: application
                    platform: iOS
                    dependencies:
                      - target: Kit
                    sources:
                      - path: Apps/\(app)
                """)
            try write("Apps/\(app)/AppDelegate.swift", """
                import SwiftUI
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = UIHostingController(rootView: HomeView())
                        Banner().show(in: UILabel())
                        return true
                    }
                }

                """)
            for language in languages {
                try write("Apps/\(app)/\(language).lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"\(app)\";\n")
            }
        }
        try write("Kit/project.yml", """
            targets:
              Kit:
                type: framework
                platform: iOS
                sources:
                  - path: .
            """)
        for (language, value) in [("en", "Refresh"), ("de", "Aktualisieren"), ("fr", "Actualiser")] {
            try write("Kit/\(language).lproj/Localizable.strings", "\"Refresh\" = \"\(value)\";\n")
        }
        try write("Kit/HomeView.swift", """
            import SwiftUI
            private final class Token {}
            public struct HomeView: View {
                public init() {}
                public var body: some View {
                    VStack {
                        Text(NSLocalizedString("Refresh", bundle: Bundle(for: Token.self), comment: ""))
                        Text("Close")
                    }
                }
            }

            """)
        try write("Kit/Banner.swift", """
            import UIKit
            public final class Banner {
                public init() {}
                public func show(in label: UILabel) { label.text = "No connection" }
            }

            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    func reportLines(containing marker: String) -> [String] {
        runTool(["verify", "--fail-on", "never", "-q"], in: project).stdout.split(separator: "\n").map(String.init).filter { $0.contains(marker) }
    }

    /// Every brand's spec is read (not only the first by path), each from the root its includes are written from: the
    /// framework's `Text("Close")` reads each app's own bundle, which has no Localizable table, in each app's languages.
    func testEachBrandsAppRunsTheFrameworksCodeInItsLanguages() throws {
        let found = reportLines(containing: "[missing-table]")
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("so users of de, fr, which their own tables translate") }, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("so users of de, which their own tables translate") }, found.joined(separator: "\n"))
        XCTAssertTrue(found.allSatisfy { $0.hasPrefix("Kit/HomeView.swift:8:") && $0.contains("the code of the frameworks App embeds looks up 1 string") },
                      found.joined(separator: "\n"))
        // A text shown as written reaches the users of every app's languages; the framework the apps embed is theirs,
        // and its tables translate the screens into those languages: a warning.
        XCTAssertEqual(reportLines(containing: "[hard-coded-text]"),
                       ["Kit/Banner.swift:4:56: warning: \"No connection\" is put on screen as written, not looked up: users of de, fr read it untranslated [hard-coded-text]"])
    }
}
