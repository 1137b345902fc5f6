import XCTest
@testable import L10nChecks

/// ``Finding/fingerprint`` is what baselines and code scanning match findings by: it must ignore where a
/// finding sits and keep apart what makes it a different problem.
final class FingerprintTests: XCTestCase {
    let base = Finding(ruleID: "text-truncated", severity: .error, message: "'Größe' needs 183.5 pt, label has 120 pt",
                       file: "App/de.lproj/Main.strings", line: 3, column: 1, language: "de", device: "iPhone SE",
                       orientation: "portrait", objectID: "abc-12", key: "abc-12.text",
                       measured: [MeasuredValue("width", 183.5)], fix: "Shorten it")

    func testSHA256KnownAnswers() {
        func hex(_ s: String) -> String { SHA256Digest.hash(Array(s.utf8)).map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding spills into a second 64-byte block.
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// Pinned (the value agrees with Python's hashlib over the same fields): a change to the recipe must be
    /// deliberate, since it orphans every stored baseline.
    func testPinnedValue() {
        XCTAssertEqual(base.fingerprint.count, 32)
        XCTAssertEqual(base.fingerprint, "f30874722dfc509f65c40a50c8517cee")
    }

    func testIgnoresPositionNumbersAndText() {
        var moved = base
        moved.line = 300
        moved.column = 9
        moved.message = "'Größe' needs 190 pt, label has 120 pt"
        moved.measured = [MeasuredValue("width", 190)]
        moved.related = [RelatedLocation(file: "Base.lproj/Main.storyboard", line: 5, column: 5, note: "label")]
        moved.severity = .warning
        moved.fix = "Other advice"
        moved.file = "./App\\de.lproj/Main.strings"
        XCTAssertEqual(moved.fingerprint, base.fingerprint)
    }

    func testSeparatesDifferentProblems() {
        var variants: [Finding] = []
        for change: (inout Finding) -> Void in [
            { $0.ruleID = "text-clipped-vertically" }, { $0.file = "App/fr.lproj/Main.strings" }, { $0.language = "de-CH" },
            { $0.objectID = "other" },
            { $0.key = "abc-12.placeholder" }, { $0.objectID = nil },
        ] {
            var copy = base
            change(&copy)
            variants.append(copy)
        }
        let fingerprints = Set(([base] + variants).map(\.fingerprint))
        XCTAssertEqual(fingerprints.count, variants.count + 1)
    }

    /// One problem is one finding whatever the screens it shows on: another worst screen, or one more
    /// device checked, keeps the identity.
    func testScreensDoNotChangeTheIdentity() {
        var other = base
        other.device = "iphone-16-pro-max"
        other.orientation = "landscape"
        other.contentSize = "AX3"
        other.screens = [Screen(device: "iphone-16-pro-max", deviceName: "iPhone 16 Pro Max", orientation: "landscape", contentSize: "AX3")]
        XCTAssertEqual(other.fingerprint, base.fingerprint)
    }

    /// Without an object or key, the message is all that tells two findings of a file apart.
    func testUsesMessageOnlyWithoutObjectOrKey() {
        let a = Finding(ruleID: "syntax-error", severity: .error, message: "expected ';'", file: "a.strings", line: 2, column: 1, language: "de", fix: "")
        var b = a
        b.message = "unterminated comment"
        var c = a
        c.line = 40
        XCTAssertNotEqual(a.fingerprint, b.fingerprint)
        XCTAssertEqual(a.fingerprint, c.fingerprint)
    }

    /// A whole table's finding counts what translators change ("28 of its 29 texts"): the counts are not its
    /// identity, its words are.
    func testCountsInAMessageDoNotChangeTheIdentity() {
        let a = Finding(ruleID: "untranslated-table", severity: .warning, message: "the zh table of Main.storyboard repeats the base text in 28 of its 29 texts",
                        file: "zh.lproj/Main.strings", line: 3, column: 1, language: "zh", fix: "")
        var b = a
        b.message = "the zh table of Main.storyboard repeats the base text in 29 of its 29 texts"
        var c = a
        c.message = "the zh table of Other.storyboard repeats the base text in 28 of its 29 texts"
        XCTAssertEqual(a.fingerprint, b.fingerprint)
        XCTAssertNotEqual(a.fingerprint, c.fingerprint)
        XCTAssertEqual(Finding.withoutCounts("line 12, 3 of 45"), "line #, # of #")
    }
}
