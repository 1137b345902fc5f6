import Foundation
import L10nChecks
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// `--font-dir`: extra fonts, and the text engine that measures with them and the project's own fonts.
struct FontOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("font-dir", valueName: "dir", repeating: true, help: "Extra folder of fonts, repeatable"),
    ]

    let directories: [String]

    init(_ arguments: ParsedArguments) throws {
        directories = arguments.values("font-dir")
    }

    init(directories: [String]) {
        self.directories = directories
    }

    /// No extra fonts: the system's and the project's.
    static let none = FontOptions(directories: [])

    /// A text engine with `--font-dir` folders (and `extra` ones) and the fonts the project bundles.
    func textEngine(_ io: CommandIO, workspace: Workspace?, extra: [URL] = []) throws -> TextEngine {
        let engine: TextEngine
        do {
            engine = try TextEngine(fontDirectories: directories.map(io.url(for:)) + extra, environment: io.environment)
        } catch {
            throw CommandError.input(String(describing: error))
        }
        if let workspace { engine.registerFonts(workspace.fonts) }
        return engine
    }
}
