import Foundation
import L10nChecks
import L10nLayout
import L10nText

/// `--device` (repeatable), `--orientation` and one `--content-size`: the screens `render` draws on.
struct DrawingScreenOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("device", repeating: true, help: "Device (repeatable): \(Device.all.map(\.id).joined(separator: ", ")) (default: each document's own)"),
        .option("orientation", allowed: ["portrait", "landscape"], help: "Turn the device"),
        .option("content-size", valueName: "category", default: "L", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5"),
    ]

    /// Empty for each document's own device.
    let devices: [Device]
    let orientation: Device.Orientation?
    let contentSize: ContentSizeCategory

    init(_ arguments: ParsedArguments) throws {
        devices = try ScreenOptions.devices(arguments.values("device"), origin: "--device")
        orientation = arguments.value("orientation").flatMap(Device.Orientation.init(rawValue:))
        contentSize = try ScreenOptions.contentSizes([arguments.value("content-size") ?? "L"], origin: "--content-size")[0]
    }

    /// A verify run over these screens that keeps every layout, for drawing them, on every core.
    func verifyOptions(languages: [String]) -> VerifyOptions {
        var options = VerifyOptions()
        options.languages = languages
        options.devices = devices
        options.orientations = [orientation ?? .portrait]
        options.contentSizes = [contentSize]
        options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        options.retainedLayouts = .all
        return options
    }
}
