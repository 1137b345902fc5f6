import XCTest
@testable import L10nProject

/// What the app links beside its own sources: pods and Carthage checkouts are read, compiled frameworks are
/// searched as bytes (a binary keeps the Objective-C names it uses as text), and what is missing is said.
final class DependencyCodeTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deps-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ data: Data, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func testABinaryIsSearchedForTheNamesItUses() throws {
        let root = try folder()
        // A Mach-O stand-in: bytes around a class reference, as a linker leaves it.
        var binary = Data(repeating: 0xCF, count: 5000)
        binary.append(contentsOf: Array("_OBJC_CLASS_$_AVCaptureDevice".utf8))
        binary.append(Data(repeating: 0, count: 100))
        try write(binary, "Vendor/Scan.xcframework/ios-arm64/Scan.framework/Scan", in: root)
        try write(Data("@implementation Pin\n@end\n".utf8), "Pods/Pin/Pin.m", in: root)
        try write(Data("pod 'Pin'\n".utf8), "Podfile", in: root)
        let code = DependencyCode.read(root: root, projects: [])
        XCTAssertEqual(code.missing, [])
        XCTAssertEqual(code.sources.map(\.lastPathComponent), ["Pin.m"])
        XCTAssertEqual(code.binaries.map(\.lastPathComponent), ["Scan"])
        XCTAssertEqual(code.mentioned(["CLLocationManager", "AVCaptureDevice", "AVCaptureSession"]), ["AVCaptureDevice"])
    }

    func testWhatIsNotCheckedOutIsMissing() throws {
        let root = try folder()
        try write(Data("pod 'Pin'\n".utf8), "App/Podfile", in: root)
        try write(Data("github \"a/b\"\n".utf8), "Cartfile", in: root)
        // A Git LFS pointer where the binary should be.
        try write(Data("version https://git-lfs.github.com/spec/v1\n".utf8), "Vendor/Ads.framework/Ads", in: root)
        let code = DependencyCode.read(root: root, projects: ["objects = { R1 = {isa = XCRemoteSwiftPackageReference; }; }"])
        XCTAssertEqual(code.missing, [
            "App/Podfile has no Pods folder beside it", "Cartfile has no Carthage folder beside it",
            "the binary of Ads.framework is not in the checkout", "the project uses Swift packages, fetched when it builds",
        ])
    }

    /// A Podfile without its Pods folder names the pods it asks for; its lock file names what they pull in (an image
    /// picker a sharing pod uses), by name without a subspec.
    func testTheLockFileNamesThePodsThePodfilesPodsPullIn() throws {
        let root = try folder()
        try write(Data("target 'App' do\n  pod 'Sharing', :git => 'https://example.com/Sharing.git'\nend\n".utf8), "Podfile", in: root)
        try write(Data("""
            PODS:
              - Firebase/Core (10.0.0):
                - FirebaseAnalytics (= 10.0.0)
              - "Sharing (1.0)":
                - TLPhotoPicker (~> 2.1)
              - TLPhotoPicker (2.1.11)

            DEPENDENCIES:
              - Sharing (from `https://example.com/Sharing.git`)

            SPEC CHECKSUMS:
              TLPhotoPicker: 1b7952acf715912aed3f8c30713d6939013c47df
            """.utf8), "Podfile.lock", in: root)
        let code = DependencyCode.read(root: root, projects: [])
        XCTAssertEqual(code.missingNames, ["Firebase", "Sharing", "TLPhotoPicker"])
    }

    func testAHintCountsAtTheStartOfAWordOfTheName() {
        let hints = ["locali", "l10n", "string", "text", "label"]
        for name in ["Localize-Swift", "IBLocalizable", "L10n-swift", "SwiftyStrings", "UILabel+Extension", "TextFieldEffects", "i18n_text"] {
            XCTAssertTrue(DependencyCode.name(name, hasWordBeginningWith: hints), name)
        }
        // "Ext" of RxSwiftExt, "label" inside a word: no word of these begins with a hint.
        for name in ["RxSwiftExt", "Swinject", "IQKeyboardManagerSwift", "Relabeled", "SDWebImage"] {
            XCTAssertFalse(DependencyCode.name(name, hasWordBeginningWith: hints), name)
        }
    }

    func testFindingBytes() {
        let haystack = Array("abcabdabcabe".utf8)
        haystack.withUnsafeBytes { buffer in
            XCTAssertTrue(DependencyCode.find(Array("abe".utf8), in: buffer.baseAddress!, count: buffer.count))
            XCTAssertTrue(DependencyCode.find(Array("abcabd".utf8), in: buffer.baseAddress!, count: buffer.count))
            XCTAssertFalse(DependencyCode.find(Array("abf".utf8), in: buffer.baseAddress!, count: buffer.count))
            XCTAssertFalse(DependencyCode.find(Array("abcabdabcabeX".utf8), in: buffer.baseAddress!, count: buffer.count))
        }
    }
}
