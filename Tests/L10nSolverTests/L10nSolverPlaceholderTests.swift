import XCTest
@testable import L10nSolver

final class L10nSolverPlaceholderTests: XCTestCase {}
