import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// `--device`, `--orientation`, `--content-size`: the screens to lay out on.
struct ScreenOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("device", valueName: "device", repeating: true,
                help: "Device to lay out on, repeatable: \(Device.all.map(\.id).joined(separator: ", ")), or all (default: each document's own)"),
        .option("orientation", default: "portrait", allowed: ["portrait", "landscape", "all"], help: "Orientations to check"),
        .option("content-size", valueName: "category", repeating: true, help: "Dynamic Type size, repeatable: XS S M L XL XXL XXXL AX1…AX5 (default: L)"),
    ]

    let devices: [Device]?
    let orientations: [Device.Orientation]?
    let contentSizes: [ContentSizeCategory]?

    init(_ arguments: ParsedArguments) throws {
        devices = arguments.isGiven("device") ? try Self.devices(arguments.values("device"), origin: "--device") : nil
        orientations = arguments.isGiven("orientation") ? Self.orientations(arguments.value("orientation") ?? "portrait") : nil
        contentSizes = arguments.isGiven("content-size") ? try Self.contentSizes(arguments.values("content-size"), origin: "--content-size") : nil
    }

    static func orientations(_ text: String) -> [Device.Orientation] {
        text == "all" ? [.portrait, .landscape] : [Device.Orientation(rawValue: text) ?? .portrait]
    }

    static func devices(_ names: [String], origin: String) throws -> [Device] {
        if names.contains("all") { return Device.all }
        return try names.map { name in
            guard let device = Device.named(name) else {
                throw CommandError.usage("\(origin): unknown device '\(name)'", hint: "use one of \(Device.all.map(\.id).joined(separator: ", ")) or all")
            }
            return device
        }
    }

    static func contentSizes(_ names: [String], origin: String) throws -> [ContentSizeCategory] {
        try names.map { name in
            guard let size = ContentSizeCategory(name: name) else {
                throw CommandError.usage("\(origin): unknown content size '\(name)'", hint: "use XS, S, M, L, XL, XXL, XXXL, AX1 … AX5")
            }
            return size
        }
    }
}
