import XCTest
@testable import L10nText

final class L10nTextPlaceholderTests: XCTestCase {}
