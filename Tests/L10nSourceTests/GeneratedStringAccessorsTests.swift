import XCTest
@testable import L10nSource
import L10nStrings

/// R.swift's generated string accessors (`R.string.localizable.exploreCreatePool(…)`), whose generated file apps
/// seldom check in: each names a key of the tables as R.swift names it (sora-ios, nova-wallet-ios read every text so).
final class GeneratedStringAccessorsTests: XCTestCase {
    /// R.swift's naming: split at punctuation other than `_` and at spaces, later parts capitalized, leading digits
    /// dropped, the leading ASCII capitals lowered but for the one a small letter continues.
    func testNamesFollowRSwift() {
        let names = ["explore.create.pool": "exploreCreatePool", "settings_login_title": "settings_login_title",
                     "Localizable": "localizable", "InfoPlist": "infoPlist", "URLString": "urlString", "URL": "urL",
                     "OK": "oK", "A": "a", "2fa.title": "faTitle", "common.wrong-pin (old)": "commonWrongPinOld",
                     "Écran": "écran", "ABc": "aBc"]
        for (key, name) in names { XCTAssertEqual(GeneratedStringAccessors.identifier(key), name, key) }
    }

    private func calls(_ source: String, tableKeys: [String: Set<String>]) -> [LocalizedStringCall] {
        SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Welcome.swift")], tableKeys: tableKeys)
            .localizedStrings.calls
    }

    /// A read names its table's key: called with the preferred languages, with format values (the unlabeled
    /// arguments), or uncalled; a name two keys share is none (R.swift skips it), as is a name no key has.
    func testReadsNameTheirKeys() {
        let source = """
        final class WelcomeViewController: UIViewController {
            @IBOutlet var titleLabel: UILabel!
            override func viewDidLoad() {
                titleLabel.text = R.string.localizable.onboardingDescription(preferredLanguages: .currentLocale)
                let count = R.string.localizable.activityInvitationCount(count, preferredLanguages: languages)
                let key = R.string.errors.`default`.key
                let shared = R.string.localizable.pinTitle()
                let stale = R.string.localizable.goneKey()
            }
        }
        """
        let found = calls(source, tableKeys: ["Localizable": ["onboarding.description", "activity.invitation.count", "pin.title", "pin-title"],
                                              "Errors": ["default"]])
        XCTAssertEqual(found.map { "\($0.table):\($0.key)" }, ["Localizable:onboarding.description", "Localizable:activity.invitation.count",
                                                               "Errors:default"])
        XCTAssertEqual(found.map(\.formatArguments), [nil, ["count"], nil])
        XCTAssertEqual(found.map(\.form), [.generatedAccessor, .generatedAccessor, .generatedAccessor])
        // The outlet's text is that lookup.
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Welcome.swift")],
                                tableKeys: ["Localizable": ["onboarding.description"]])
        let assigned = index.assignments(toOutlet: "titleLabel", ofClass: "WelcomeViewController").map(\.value)
        guard assigned.count == 1, case .localized(let call, .direct) = assigned[0] else { return XCTFail("\(assigned)") }
        XCTAssertEqual(call.key, "onboarding.description")
    }

    /// R.swift 7's `R.string(preferredLanguages:)` (its table on the next line), a table kept in a local, and a
    /// `typealias` one file declares that another reads through (CairoMetro's `Localizable.cancel`).
    func testReadsThroughR7AndNamesGivenTheTable() {
        let first = """
        typealias Localizable = R.string.localizable
        func notify(locale: Locale) {
            let title = R.string(
                preferredLanguages: locale.rLanguages
            ).localizable.pushNotificationNewReleaseTitle()
            let strings = R.string(preferredLanguages: locale.rLanguages).localizable
            show(strings.commonCancel(), strings.unknownName())
        }
        """
        let second = "let button = UIBarButtonItem(title: Localizable.commonDone(), style: .plain, target: nil, action: nil)"
        let index = SourceIndex(files: [SourceFile(bytes: Array(first.utf8), language: .swift, path: "A.swift"),
                                        SourceFile(bytes: Array(second.utf8), language: .swift, path: "B.swift")],
                                tableKeys: ["Localizable": ["push.notification.new.release.title", "common.cancel", "common.done"]])
        XCTAssertEqual(index.localizedStrings.calls.map { "\($0.path):\($0.location.line):\($0.key)" },
                       ["A.swift:3:push.notification.new.release.title", "A.swift:7:common.cancel", "B.swift:1:common.done"])
    }

    /// nova-wallet's `let strings = R.string(…).localizable.self` is a name for the table; a table passed on whole
    /// (to a method that may read any of its keys) is an uncheckable lookup of the table, not a read of none.
    func testSelfNamesTheTableAndPassingItOnIsUncheckable() {
        let source = """
        func content(locale: Locale) -> ErrorContent {
            let strings = R.string(preferredLanguages: locale.rLanguages).localizable.self
            let title = strings.transferSetupErrorW3nAccountNotFoundTitle()
            return ErrorContent(title: title, message: describe(with: R.string.localizable))
        }
        """
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Error.swift")],
                                tableKeys: ["Localizable": ["transfer.setup.error.w3n.accountNotFound.title"]])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key), ["transfer.setup.error.w3n.accountNotFound.title"])
        XCTAssertEqual(index.localizedStrings.uncheckableKeys.map { "\($0.table ?? "-"):\($0.argument)@\($0.location.line)" },
                       ["Localizable:R.string.localizable@4"])
    }

    /// Without tables, or in a file that never says `R`, nothing is read.
    func testNothingWithoutTablesOrR() {
        XCTAssertTrue(calls("let t = R.string.localizable.pinTitle()", tableKeys: [:]).isEmpty)
        XCTAssertTrue(calls("let t = Q.string.localizable.pinTitle()", tableKeys: ["Localizable": ["pin.title"]]).isEmpty)
    }
    /// Tuist's synthesized accessors (kDrive's `KDriveResourcesStrings.Localizable.allUploadInProgressPlural(count)`): a type
    /// named `<Target>Strings` that no source declares, the table's type, the key's name; every text is formatted, with the
    /// values of its call. One read without a call is a constant or a function passed on: formatted, its values not counted.
    /// A name no key has is a lookup not known; a type the sources declare is theirs.
    func testTuistsSynthesizedAccessorsNameTheirKeys() {
        let source = """
        final class UploadController: UIViewController {
            func show(count: Int) {
                let message = KDriveResourcesStrings.Localizable.allUploadInProgressPlural(count)
                title = KDriveResourcesStrings.Localizable.buttonSave
                let other = KDriveResourcesStrings.Localizable.goneKey
                let own = AppStrings.Localizable.buttonSave
            }
        }
        enum AppStrings { enum Localizable { static let buttonSave = "x" } }
        """
        let file = SourceFile(bytes: Array(source.utf8), language: .swift, path: "Upload.swift")
        let index = SourceIndex(files: [file], tableKeys: ["Localizable": ["allUploadInProgress-plural", "allUploadInProgress-plural-2", "buttonSave"]])
        let found = index.localizedStrings.calls.filter { $0.form == .generatedAccessor }
        XCTAssertEqual(found.map { "\($0.table):\($0.key)" }, ["Localizable:allUploadInProgress-plural", "Localizable:buttonSave"])
        XCTAssertEqual(found.map(\.formatArguments), [["count"], nil])
        XCTAssertEqual(found.map(\.isFormattedWithUncountedArguments), [false, true])
        XCTAssertEqual(found.first?.function, "KDriveResourcesStrings.Localizable")
        XCTAssertEqual(index.localizedStrings.uncheckable.filter { $0.function.hasSuffix("Strings.Localizable") }.map(\.argument), ["goneKey"])
        // A name given the synthesized table reads it as Tuist's still.
        let aliased = SourceFile(bytes: Array("typealias Texts = KDriveResourcesStrings.Localizable\nlet saveTitle = Texts.buttonSave\n".utf8),
                                 language: .swift, path: "Alias.swift")
        let read = SourceIndex(files: [aliased], tableKeys: ["Localizable": ["buttonSave"]]).localizedStrings.calls.filter { $0.form == .generatedAccessor }
        XCTAssertEqual(read.map { "\($0.function) \($0.key) \($0.formatArguments ?? ["nil"])" }, ["KDriveResourcesStrings.Localizable buttonSave [\"nil\"]"])
        // An empty call passes none.
        let called = SourceFile(bytes: Array("let text = KDriveResourcesStrings.Localizable.buttonSave()\n".utf8), language: .swift, path: "Called.swift")
        XCTAssertEqual(SourceIndex(files: [called], tableKeys: ["Localizable": ["buttonSave"]]).localizedStrings.calls
            .filter { $0.form == .generatedAccessor }.map(\.formatArguments), [[]])
    }
}
