import XCTest
@testable import L10nChecks

final class L10nChecksPlaceholderTests: XCTestCase {}
