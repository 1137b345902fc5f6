import XCTest
@testable import L10nStrings

final class L10nStringsPlaceholderTests: XCTestCase {}
