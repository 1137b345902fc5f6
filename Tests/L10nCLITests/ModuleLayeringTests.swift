import Foundation
import XCTest

/// The package's layering, as Package.swift draws it: every module imports only modules below it, so the
/// data flow can be read from the folder names and no lower module reaches up.
final class ModuleLayeringTests: XCTestCase {
    /// Lowest first; a module may import the ones before it.
    static let order = ["CICU", "CHarfBuzz", "CCairo", "L10nStrings", "L10nSolver", "L10nText", "L10nInterfaceBuilder", "L10nSource",
                        "L10nProject", "L10nLayout", "L10nChecks", "L10nReport", "L10nRender", "L10nCLI", "l10nlayout"]

    func testNoModuleImportsAHigherOne() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var checked = 0
        for (rank, module) in Self.order.enumerated() where module.hasPrefix("L10n") || module == "l10nlayout" {
            let folder = sources.appendingPathComponent(module)
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    let imported = String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces)
                    guard let importedRank = Self.order.firstIndex(of: imported) else { continue }
                    XCTAssertLessThan(importedRank, rank, "\(module)/\(url.lastPathComponent) imports \(imported), which is not below it")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
