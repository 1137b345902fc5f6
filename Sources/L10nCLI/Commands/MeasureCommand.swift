import Foundation
import L10nReport
import L10nStrings
import L10nText

/// `l10nlayout measure TEXT`: one string measured as a UILabel would lay it out.
public struct MeasureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "measure",
        abstract: "Measure text as iOS would render it",
        discussion: """
            Measures TEXT with the system font (SF Pro when installed, else its calibrated stand-in Inter with \
            Noto fallbacks per character), or a custom font found by PostScript name under --font-dir or \
            $L10NLAYOUT_FONT_PATH, else installed by Debian as the same font or one of the same widths (Lato, \
            Roboto; Arial, Times New Roman and Courier New by Liberation, Helvetica by Nimbus Sans, Calibri by \
            Carlito). Widths and heights are ceiled to the @2x pixel as UIKit does.
            JSON: {"width","height","lines","truncated","direction","fonts","warnings", then "visibleText",
            "naturalWidth","lineHeight","pointSize","fontScale","lineTexts","bidi"}.
            """,
        arguments: [ArgumentSpec("text", help: "The text to measure (\\n in it is a line break).")],
        options: [
            .option("font", valueName: "postscript-name", help: "A custom font's PostScript name (default: the system font)."),
            .option("weight", default: "regular", allowed: FontWeight.allCases.map(\.rawValue), help: "System font weight."),
            .option("size", valueName: "points", default: "17", help: "Point size (ignored with --style)."),
            .option("style", allowed: TextStyle.allCases.map(\.rawValue), help: "A Dynamic Type text style instead of a size."),
            .option("content-size", valueName: "category", default: "L", help: "Text size setting for --style: XS S M L XL XXL XXXL AX1…AX5."),
            .option("width", valueName: "points", help: "Available width (default: unlimited)."),
            .option("lines", valueName: "n", default: "1", help: "Most lines shown; 0 for unlimited."),
            .option("line-break", valueName: "mode", default: "truncatingTail", allowed: LineBreakMode.allCases.map(\.rawValue), help: "Line break mode."),
            .option("language", valueName: "bcp47", help: "Language: line breaking, CJK font, direction of neutral text, bidi checks."),
            .option("direction", default: "natural", allowed: ["natural", "ltr", "rtl"], help: "Paragraph direction."),
            .option("min-scale", valueName: "factor", help: "Shrink to fit the width down to this scale (adjustsFontSizeToFitWidth)."),
            .option("font-dir", valueName: "dir", repeating: true, help: "A folder searched for fonts by PostScript name (repeatable)."),
            .option("format", default: "text", allowed: ["text", "json"], help: "Output format."),
        ]
    )

    let text: String
    let font: FontSpec
    let options: MeasureOptions
    let fontDirectories: [String]
    let json: Bool

    public init(_ arguments: ParsedArguments) throws {
        text = arguments.positionals[0].replacingOccurrences(of: "\\n", with: "\n")
        let size = try arguments.double("size", in: 1...1000) ?? 17
        if let name = arguments.value("font") {
            font = .custom(name: name, family: nil, size: size)
        } else if let style = arguments.value("style") {
            font = .textStyle(TextStyle(rawValue: style) ?? .body)
        } else {
            font = .system(size: size, weight: FontWeight(rawValue: arguments.value("weight") ?? "regular") ?? .regular)
        }
        guard let category = ContentSizeCategory(name: arguments.value("content-size") ?? "L") else {
            throw CommandError.usage("--content-size must be one of XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5, got '\(arguments.value("content-size") ?? "")'")
        }
        // The code chooses fonts and line breaking: an empty or path-like one is a usage error, not a trap.
        if let language = arguments.value("language"), LanguageCode(language) == nil {
            throw CommandError.usage(LanguageCodeError(text: language, origin: "--language").description)
        }
        let minScale = try arguments.double("min-scale", in: 0.01...1)
        let direction: BaseDirection = arguments.value("direction") == "ltr" ? .leftToRight : arguments.value("direction") == "rtl" ? .rightToLeft : .natural
        options = MeasureOptions(
            width: try arguments.double("width", in: 0...100_000),
            numberOfLines: try arguments.int("lines", in: 0...10_000) ?? 1,
            lineBreakMode: LineBreakMode(rawValue: arguments.value("line-break") ?? "") ?? .truncatingTail,
            language: arguments.value("language"),
            contentSize: category,
            adjustsFontSizeToFitWidth: minScale != nil,
            minimumScaleFactor: minScale ?? 0,
            baseDirection: direction)
        fontDirectories = arguments.values("font-dir")
        json = arguments.value("format") == "json"
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        var directories: [URL] = []
        for path in fontDirectories {
            let url = io.url(for: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandError.input("\(path): --font-dir is not a folder; pass a folder holding .ttf/.otf files")
            }
            directories.append(url)
        }
        let engine: TextEngine
        do {
            engine = try TextEngine(fontDirectories: directories, environment: io.environment)
        } catch {
            throw CommandError.input("\(error); run 'make deps' to install the default fonts")
        }
        let layout = engine.measure(text, font: font, options: options)
        let bidi = engine.bidiReport(for: text, language: options.language)
        if json {
            io.print(MeasureJSON.encode(layout, bidi))
        } else {
            io.print("\(MeasureJSON.number(layout.size.width)) × \(MeasureJSON.number(layout.size.height)) pt, \(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s"), \(layout.direction.rawValue)\(layout.isTruncated ? ", truncated" : "")")
            for line in layout.lines { io.print("  \(line.text)") }
            io.print("fonts: \(layout.fonts.joined(separator: ", ")) at \(MeasureJSON.number(layout.pointSize)) pt\(layout.fontScale < 1 ? " (scaled \(MeasureJSON.number(layout.fontScale)))" : "")")
            for issue in bidi.issues { io.print("bidi: \(issue.message) [\(issue.kind.rawValue)]; fix: \(issue.fix)") }
        }
        for warning in layout.warnings { io.warn(warning) }
        return ExitCode.success
    }
}
