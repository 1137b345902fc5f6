import XCTest
@testable import L10nSource

/// Branches of `#if` the app's build leaves out: the `#else` after a package product the app links, the
/// simulator's branch. Unknown conditions, and `#ifdef` of a macro that is always defined, decide nothing.
final class CompiledOutBlockTests: XCTestCase {
    private func blocks(_ text: String, _ language: SourceLanguage = .swift, linked: Set<String> = ["FirebaseAuth"],
                        build: ShippedBuild? = nil) -> [String] {
        let file = SourceFile(bytes: Array(text.utf8), language: language, path: language == .swift ? "A.swift" : "A.m")
        return CompiledOutBlock.scan(file, build: build ?? ShippedBuild(linkedModules: linked)).map { "\(file.tokens[$0.range.lowerBound].line) \($0.condition)" }
    }

    func testTheFallbackOfALinkedModuleAndTheSimulatorsBranchAreLeftOut() {
        let text = """
            #if canImport(FirebaseAuth)
            let auth = Auth.auth()
            #else
            let message = "FirebaseAuth modülü ekli değil."
            #endif
            #if canImport(FoundationModels)
            let model = 1
            #else
            let model = 0
            #endif
            #if targetEnvironment(simulator)
            let camera = "Simulator has no camera"
            #elseif canImport(FirebaseAuth)
            let camera = "ok"
            #else
            let camera = "never"
            #endif
            """
        XCTAssertEqual(blocks(text), ["3 canImport(FirebaseAuth)", "11 targetEnvironment(simulator)", "15 canImport(FirebaseAuth)"])
        // Not linked: either branch may be built.
        XCTAssertEqual(blocks(text, linked: []), ["11 targetEnvironment(simulator)"])
    }

    /// Mac Catalyst's branch is the Mac build's: no iPhone or iPad runs it (CloudNotes' Mac menu in its iOS target).
    func testMacCatalystsBranchIsLeftOut() {
        let text = """
            #if targetEnvironment(macCatalyst)
            let menu = "Open in Finder"
            #else
            let menu = "Share"
            #endif
            """
        XCTAssertEqual(blocks(text), ["1 targetEnvironment(macCatalyst)"])
        XCTAssertEqual(blocks("#if TARGET_OS_MACCATALYST\nx = @\"Mac\";\n#endif\n", .objectiveC), ["1 TARGET_OS_MACCATALYST"])
    }

    /// Another system's branch of a multiplatform app (kiwix's `#if os(macOS)` diagnostics tab, a `#elseif os(tvOS)`) is no
    /// iPhone's or iPad's. Nor is iOS's or watchOS's decided: a watch target may build the same file.
    func testAnotherSystemsBranchIsLeftOut() {
        let text = """
            #if os(macOS)
            let tab = "Diagnostics"
            #elseif os(tvOS)
            let tab = "Remote"
            #else
            let tab = "Share"
            #endif
            #if os(iOS)
            let watch = "Phone"
            #else
            let watch = "Watch"
            #endif
            #if !os(macOS)
            let shown = "Phone and Watch"
            #endif
            """
        XCTAssertEqual(blocks(text), ["1 os(macOS)", "3 os(tvOS)"])
    }

    func testObjectiveCSimulatorMacros() {
        let text = """
            #if TARGET_OS_SIMULATOR
            NSString *a = @"Simulator";
            #endif
            #ifdef TARGET_OS_SIMULATOR
            NSString *b = @"Always";
            #endif
            #if !TARGET_IPHONE_SIMULATOR
            NSString *c = @"Device";
            #else
            NSString *d = @"Simulator";
            #endif
            """
        XCTAssertEqual(blocks(text, .objectiveC), ["1 TARGET_OS_SIMULATOR", "9 !TARGET_IPHONE_SIMULATOR"])
    }

    /// A Swift condition the project's configurations set is settled by what `Release` sets (the developer menu
    /// of an app built `#if !RELEASE`); a name no configuration sets, or conditions not known, settle nothing.
    func testCompilationConditionsOfTheReleaseConfiguration() {
        let text = """
            #if !RELEASE
            let menu = "Developer Menu"
            #endif
            #if COMMUNITY
            let banner = "Community build"
            #elseif RELEASE
            let banner = ""
            #endif
            #if SNAPSHOT
            let shot = "Snapshot"
            #endif
            #if false
            let never = "never"
            #endif
            """
        let known = ShippedBuild(knownConditions: ["DEBUG", "RELEASE", "COMMUNITY"], releaseConditions: ["RELEASE"])
        XCTAssertEqual(blocks(text, build: known), ["1 !RELEASE", "4 COMMUNITY", "12 false"])
        XCTAssertEqual(blocks(text, build: ShippedBuild(knownConditions: ["RELEASE"], releaseConditions: nil)), ["12 false"])
        // Objective-C's macros come from other settings: only `#if 0` is settled.
        XCTAssertEqual(blocks("#if RELEASE\nNSString *a = @\"x\";\n#endif\n#if 0\nNSString *b = @\"y\";\n#endif\n", .objectiveC, build: known), ["4 0"])
    }

    /// Conditions joined with `||` and `&&`, grouped and negated (eRouska's `#if !PROD || DEBUG` debug notification, out
    /// of the store build that sets `PROD`): an unknown part decides only what the others leave open.
    func testConditionsJoinedWithOperators() {
        let text = """
            #if !PROD || DEBUG
            let a = "Exposures"
            #endif
            #if DEBUG || !PROD
            let b = "Debug detail"
            #endif
            #if PROD && !(DEBUG || BETA)
            let c = "Store only"
            #endif
            #if PROD && SNAPSHOT
            let d = "unknown"
            #endif
            #if DEBUG && SNAPSHOT
            let e = "out whatever SNAPSHOT is"
            #endif
            #if SNAPSHOT || DEBUG
            let f = "unknown"
            #endif
            """
        let store = ShippedBuild(knownConditions: ["DEBUG", "PROD", "BETA"], releaseConditions: ["PROD"])
        XCTAssertEqual(blocks(text, build: store), ["1 !PROD||DEBUG", "4 DEBUG||!PROD", "13 DEBUG&&SNAPSHOT"])
        // Objective-C's `defined` joins the same way.
        let objectiveC = "#if defined(DEBUG) || defined(STAGING)\nNSString *a = @\"x\";\n#endif\n"
        let macros = ShippedBuild(knownMacros: ["DEBUG", "STAGING"], releaseMacros: [:])
        XCTAssertEqual(blocks(objectiveC, .objectiveC, build: macros), ["1 defined(DEBUG)||defined(STAGING)"])
    }

    /// Objective-C's `#if` reads the macros `GCC_PREPROCESSOR_DEFINITIONS` gives the shipped build (SenseMail's
    /// VPN screen, built `#if USESEC` where only Debug defines `USESEC=1`): an undefined macro is 0, `#ifdef` asks
    /// whether it is defined at all. A macro no configuration defines settles nothing.
    func testPreprocessorMacrosOfTheReleaseConfiguration() {
        let text = """
            #if USESEC
            NSString *a = @"VPN";
            #endif
            #ifdef PERIODIC_CHECK
            NSString *b = @"Check";
            #else
            NSString *c = @"No check";
            #endif
            #ifndef USESEC
            NSString *d = @"Plain";
            #endif
            #if LEVEL
            NSString *e = @"Level";
            #endif
            #if !defined(USESEC)
            NSString *f = @"Plain";
            #endif
            #if OTHER
            NSString *g = @"Other";
            #endif
            """
        let build = ShippedBuild(knownMacros: ["DEBUG", "USESEC", "PERIODIC_CHECK", "LEVEL"], releaseMacros: ["PERIODIC_CHECK": "2", "LEVEL": "0"])
        XCTAssertEqual(blocks(text, .objectiveC, build: build), ["1 USESEC", "6 PERIODIC_CHECK", "12 LEVEL"])
        XCTAssertEqual(blocks(text, .objectiveC, build: ShippedBuild(knownMacros: ["USESEC"], releaseMacros: nil)), [])
    }

    /// A feature switch the sources define once, outside every `#if`, as a number (Silent Text's `AppConstants.h`:
    /// `#define SUPPORT_PURCHASE_ACCOUNT 1`, `#define ENABLE_DEBUG_LOGGING 0`) settles `#if` as the compiler does; a
    /// macro defined under a condition, twice or as an expression settles nothing.
    func testAFeatureSwitchTheSourcesDefineSettlesIf() {
        let header = SourceFile(bytes: Array("""
            #ifndef APP_CONSTANTS_H
            #define APP_CONSTANTS_H
            #endif
            #if DEBUG
            #define INCLUDE_QA_NET 1
            #endif
            #define SUPPORT_PURCHASE_ACCOUNT 1
            #define ENABLE_DEBUG_LOGGING 0
            #define TWICE 1
            #define TWICE 0
            #define EXPRESSION (1 + 1)
            """.utf8), language: .objectiveC)
        let macros = SourceIndex.macros(in: [header]).constants
        XCTAssertEqual(macros, ["SUPPORT_PURCHASE_ACCOUNT": "1", "ENABLE_DEBUG_LOGGING": "0"])
        let text = """
            #if SUPPORT_PURCHASE_ACCOUNT
            NSString *a = @"Buy";
            #else
            NSString *b = @"Create Account";
            #endif
            #if ENABLE_DEBUG_LOGGING
            NSString *c = @"Submit Log";
            #endif
            #if INCLUDE_QA_NET
            NSString *d = @"QA";
            #endif
            """
        var build = ShippedBuild()
        build.sourceMacros = macros
        XCTAssertEqual(blocks(text, .objectiveC, build: build), ["3 SUPPORT_PURCHASE_ACCOUNT", "6 ENABLE_DEBUG_LOGGING"])
    }

    /// A switch a prefix header turns on by its name alone (xGPS: `#define HAS_HTTPSERVER`) is defined in every build:
    /// the `#else` of its `#ifdef` is left out.
    func testASwitchDefinedByItsNameAloneIsOn() {
        let prefix = SourceFile(bytes: Array("#ifdef __OBJC__\n#import <UIKit/UIKit.h>\n#endif\n#define HAS_HTTPSERVER\n#define LOG(...) NSLog(__VA_ARGS__)\n".utf8),
                                language: .objectiveC)
        let macros = SourceIndex.macros(in: [prefix]).constants
        XCTAssertEqual(macros, ["HAS_HTTPSERVER": "1"])
        let text = """
            #ifdef HAS_HTTPSERVER
            NSString *a = @"Wireless Transfer";
            #else
            NSString *b = @"Not enabled in nightly builds";
            #endif
            """
        var build = ShippedBuild()
        build.sourceMacros = macros
        XCTAssertEqual(blocks(text, .objectiveC, build: build), ["3 HAS_HTTPSERVER"])
    }
}
