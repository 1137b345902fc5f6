import XCTest
@testable import L10nInterfaceBuilder

final class L10nInterfaceBuilderPlaceholderTests: XCTestCase {}
