import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// Options several commands share, declared once with their help and validated in one place, as
/// swift-argument-parser's `OptionGroup`: a command lists `Group.options` among its own and reads the
/// group from its parsed arguments.
protocol OptionGroup {
    init(_ arguments: ParsedArguments) throws
}
