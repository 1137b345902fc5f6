import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nStrings
import L10nText

/// `l10nlayout layout FILE`: the solved frame of every view, for a language, device and text size.
public struct LayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "layout",
        abstract: "Print the solved frames of every view of a storyboard or xib",
        discussion: """
            Lays out every scene of FILE as UIKit would for the language, device, orientation and text size \
            given, with the language's translations from <lang>.lproj/<Name>.strings beside Base.lproj (or \
            --strings). Frames are relative to the superview, as Interface Builder stores them.
            """,
        arguments: [ArgumentSpec("file", help: "A .storyboard or .xib")],
        options: LayoutOptions.options + [
            .option("format", default: "text", allowed: ["text", "json"], help: "Output format"),
        ]
    )

    let file: String
    let options: LayoutOptions
    let format: String

    public init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        options = try LayoutOptions(arguments)
        format = arguments.value("format") ?? "text"
    }

    public func run(_ io: CommandIO) throws -> Int32 {
        let url = io.url(for: file)
        let document = try ProjectChanges.readDocument(url.path, shownAs: file)
        let translations = try options.translations(for: url, io: io)
        let textEngine = try options.makeTextEngine(io: io, project: url.deletingLastPathComponent())
        let engine = LayoutEngine(textEngine: textEngine)
        let layout = engine.layout(document, translations: translations, configuration: options.configuration)
        if format == "json" {
            io.write(LayoutJSON.encode(layout, path: file))
        } else {
            io.write(LayoutText.render(layout, path: file))
        }
        return ExitCode.success
    }
}
