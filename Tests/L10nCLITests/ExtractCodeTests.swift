import Foundation
import XCTest
@testable import L10nCLI

/// `extract --code` on a hand-written project: two Swift files calling NSLocalizedString (one key twice with
/// different comments, one with two format arguments), a German table to keep in step.
final class ExtractCodeTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = TemporaryProject.folder("extract-code")
        try write("App/Cart.swift", """
        import Foundation

        let title = NSLocalizedString("Cart", comment: "Screen title")
        let items = String(format: NSLocalizedString("%d items in %@", comment: ""), 3, "Bag")
        """)
        try write("App/Checkout.swift", """
        import Foundation

        let again = NSLocalizedString("Cart", comment: "Tab title")
        let pay = NSLocalizedString("checkout.pay", value: "Pay now", comment: "Button")
        """)
        try write("App/de.lproj/Main.strings", "")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func write(_ path: String, _ text: String) throws {
        try TemporaryProject.write(text, to: path, in: project)
    }

    /// genstrings' format, written out by hand from its man page: sorted keys, merged comments, positional
    /// parameters for several format arguments, "No comment provided by engineer." for an empty comment.
    static let expected = """
    /* No comment provided by engineer. */
    "%d items in %@" = "%1$d items in %2$@";

    /* Screen title
       Tab title */
    "Cart" = "Cart";

    /* Button */
    "checkout.pay" = "Pay now";


    """

    func testStdoutIsGenstringsTable() throws {
        let run = runTool(["extract", "--code", "--stdout"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, Self.expected)
        // A test's lookups are no app's: the table stays as the app's code makes it.
        try write("AppTests/CartTests.swift", """
        import XCTest
        @testable import App

        final class CartTests: XCTestCase { func testTitle() { XCTAssertEqual(NSLocalizedString("Only in a test", comment: ""), "x") } }
        """)
        XCTAssertEqual(runTool(["extract", "--code", "--stdout"], in: project).stdout, Self.expected)
    }

    func testTheDevelopmentTableIsGenstringsFileAndTranslationsAreKept() throws {
        try write("App/de.lproj/Localizable.strings", """
        /* Screen title */
        "Cart" = "Warenkorb";

        /* Old */
        "gone" = "Weg";

        """)
        let run = runTool(["extract", "--code"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        // The development table is created as genstrings writes it: UTF-16 little endian with a BOM.
        let english = try Data(contentsOf: project.appendingPathComponent("App/en.lproj/Localizable.strings"))
        XCTAssertEqual(Array(english.prefix(2)), [0xFF, 0xFE])
        XCTAssertEqual(String(data: english.dropFirst(2), encoding: .utf16LittleEndian), Self.expected)
        // The translation keeps its value and layout; new keys come with the development text, marked.
        let german = try String(contentsOf: project.appendingPathComponent("App/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(german.contains("\"Cart\" = \"Warenkorb\";"), german)
        XCTAssertFalse(german.contains("gone"), german)
        XCTAssertTrue(german.contains("/* l10nlayout: needs translation */\n/* Button */\n\"checkout.pay\" = \"Pay now\";"), german)
        XCTAssertTrue(run.stdout.contains("App/de.lproj/Localizable.strings:5:1: remove \"gone\" (no code uses it; translation \"Weg\")"), run.stdout)
        XCTAssertEqual(runTool(["extract", "--code", "--check"], in: project).code, 0, "up to date after one run")
    }

    func testAKeyWithTwoValuesIsAnErrorWithBothPlaces() throws {
        try write("App/Other.swift", "let x = NSLocalizedString(\"checkout.pay\", value: \"Pay\", comment: \"Button\")\n")
        let run = runTool(["extract", "--code"], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("App/Other.swift:1:9") || run.stderr.contains("Other.swift"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Checkout.swift"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/en.lproj").path), "nothing written")
    }
}
