import XCTest
@testable import L10nChecks

/// Permission prompts iOS stopped asking with: an app whose oldest iOS reads another key never shows them.
final class RetiredPromptTests: XCTestCase {
    func testAPromptOnlyOlderIOSAsksWithIsNotShown() {
        // iOS 14 alone asks with the allow-once Nearby Interaction text; iOS 15 asks with NSNearbyInteractionUsageDescription.
        XCTAssertTrue(VerifyPipeline.isPromptOfOlderIOS("NSNearbyInteractionAllowOnceUsageDescription", deploymentTarget: [17]))
        XCTAssertFalse(VerifyPipeline.isPromptOfOlderIOS("NSNearbyInteractionAllowOnceUsageDescription", deploymentTarget: [14, 0]))
        XCTAssertFalse(VerifyPipeline.isPromptOfOlderIOS("NSNearbyInteractionUsageDescription", deploymentTarget: [17]))
        XCTAssertTrue(VerifyPipeline.isPromptOfOlderIOS("NSLocationAlwaysUsageDescription", deploymentTarget: [12]))
        // dauphin runs on iOS 17 and later: its calendar prompt is the write-only one, never NSCalendarsUsageDescription.
        XCTAssertTrue(VerifyPipeline.isPromptOfOlderIOS("NSCalendarsUsageDescription", deploymentTarget: [17, 0]))
        XCTAssertTrue(VerifyPipeline.isPromptOfOlderIOS("NSRemindersUsageDescription", deploymentTarget: [18]))
        XCTAssertFalse(VerifyPipeline.isPromptOfOlderIOS("NSCalendarsUsageDescription", deploymentTarget: [16, 4]))
        XCTAssertFalse(VerifyPipeline.isPromptOfOlderIOS("NSCalendarsWriteOnlyAccessUsageDescription", deploymentTarget: [17]))
        // Without a known deployment target every prompt may show.
        XCTAssertFalse(VerifyPipeline.isPromptOfOlderIOS("NSLocationUsageDescription", deploymentTarget: nil))
    }
}
