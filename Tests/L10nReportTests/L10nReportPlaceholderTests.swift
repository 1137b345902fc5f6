import XCTest
@testable import L10nReport

final class L10nReportPlaceholderTests: XCTestCase {}
