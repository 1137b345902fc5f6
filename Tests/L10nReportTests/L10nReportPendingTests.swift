import XCTest

// Kept until the reporter tests land from the strings branch.
final class L10nReportPendingTests: XCTestCase {}
