import Foundation
import L10nLayout
import L10nStrings
import L10nText

/// The screen and text `layout` lays one document out for: language (and its table), device or size,
/// orientation, text size, fonts.
struct LayoutOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("language", short: "l", help: "Language whose translations to apply (default: the base language)"),
        .option("strings", valueName: "path", help: "The table to apply (default: <lang>.lproj/<Name>.strings beside Base.lproj)"),
        .option("device", help: "Device: \(Device.all.map(\.id).joined(separator: ", ")) (default: the document's own)"),
        .option("size", valueName: "WxH", help: "A screen size in points instead of a device, e.g. 390x844"),
        .option("orientation", allowed: ["portrait", "landscape"], help: "Turn the device"),
        .option("content-size", valueName: "category", default: "L", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5"),
        .option("font-dir", valueName: "dir", repeating: true, help: "Extra folder of fonts (repeatable)"),
    ]

    var language: String?
    var stringsPath: String?
    var device: Device?
    var orientation: Device.Orientation?
    var contentSize: ContentSizeCategory = .large
    var fontDirectories: [String] = []

    init(_ arguments: ParsedArguments) throws {
        language = arguments.value("language")
        // The code names a folder (`<lang>.lproj`) and chooses fonts: validated before it does either.
        if let language, LanguageCode(language) == nil {
            throw CommandError.usage(LanguageCodeError(text: language, origin: "--language").description)
        }
        stringsPath = arguments.value("strings")
        if let name = arguments.value("device") {
            guard let device = Device.named(name) else {
                throw CommandError.usage("unknown device '\(name)'", hint: "use one of \(Device.all.map(\.id).joined(separator: ", ")), or --size WxH")
            }
            self.device = device
        }
        if let size = arguments.value("size") {
            guard device == nil else { throw CommandError.usage("--size and --device cannot be used together") }
            let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 10000, parts[1] <= 10000 else {
                throw CommandError.usage("--size expects WIDTHxHEIGHT in points, e.g. 390x844, got '\(size)'")
            }
            device = Device.custom(width: parts[0], height: parts[1])
        }
        orientation = arguments.value("orientation").flatMap(Device.Orientation.init(rawValue:))
        if let name = arguments.value("content-size") {
            guard let category = ContentSizeCategory(name: name) else {
                throw CommandError.usage("unknown content size '\(name)'", hint: "use XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4 or AX5")
            }
            contentSize = category
        }
        fontDirectories = arguments.values("font-dir")
    }

    var configuration: LayoutConfiguration {
        LayoutConfiguration(language: language, device: device, orientation: orientation, contentSize: contentSize)
    }

    func makeTextEngine(io: CommandIO, project: URL?) throws -> TextEngine {
        do {
            let engine = try TextEngine(fontDirectories: fontDirectories.map { io.url(for: $0) }, environment: io.environment)
            if let project { engine.registerProjectFonts(in: project) }
            return engine
        } catch {
            throw CommandError.input(String(describing: error))
        }
    }

    /// The language's table for a document: `--strings`, else `<lang>.lproj/<Name>.strings` beside the
    /// document's `Base.lproj`. No language: no translations (the base texts).
    func translations(for document: URL, io: CommandIO) throws -> [String: String] {
        if let stringsPath {
            return try Self.translations(io.url(for: stringsPath), displayPath: stringsPath)
        }
        guard let language else { return [:] }
        let name = document.deletingPathExtension().lastPathComponent
        let folder = document.deletingLastPathComponent().deletingLastPathComponent()
        let table = folder.appendingPathComponent("\(language).lproj/\(name).strings")
        guard FileManager.default.fileExists(atPath: table.path) else {
            io.warn("no \(language).lproj/\(name).strings beside \(document.lastPathComponent): showing the base texts")
            return [:]
        }
        return try Self.translations(table, displayPath: table.path)
    }

    /// A language's table as key → value (the last of duplicate keys wins, as on iOS), read losslessly.
    /// - Throws: an input error at the first syntax error's `file:line:column` (iOS would drop the whole table).
    static func translations(_ url: URL, displayPath: String) throws -> [String: String] {
        let file: StringsFile
        do { file = try StringsFile(contentsOf: url) } catch {
            throw CommandError.input("\(displayPath): cannot read the strings table (\(OutputFile.reason(error))); check the path")
        }
        if let error = file.diagnostics.first(where: { $0.severity == .error }) {
            throw CommandError.input(error.formatted(path: displayPath) + "; fix it first ('l10nlayout lint' lists every problem)")
        }
        return file.table
    }
}
