import Foundation

/// Hand-written projects in temporary folders, one per test: where they go and how their files are written.
enum TemporaryProject {
    /// A new folder path (not yet created) under the temporary directory, named `prefix-<UUID>`.
    static func folder(_ prefix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// Writes `text` as UTF-8 to `path` inside `project`, creating its folders.
    static func write(_ text: String, to path: String, in project: URL) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// An app delegate (the app's entry point, so the sources are the whole app) that looks "Done" up where UIKit calls
    /// it: the app's code translates through its Localizable tables.
    static let appDelegateShowingDone = """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func applicationDidBecomeActive(_ application: UIApplication) { window?.rootViewController?.title = NSLocalizedString("Done", comment: "") }
        }

        """
}
