import Foundation
import L10nChecks
import L10nLayout
import L10nProject

/// `--widths`: the `maxwidth` of each storyboard text in an exported XLIFF, from a JSON file, else from
/// the base-language layouts a verify run solves.
struct XLIFFWidthOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .option("widths", valueName: "file", help: "JSON widths for XLIFF maxwidth: {\"Base.lproj/Main.storyboard\": {\"key\": 120}}."),
    ]

    /// The file as given.
    let widths: String?

    init(_ arguments: ParsedArguments) throws {
        widths = arguments.value("widths")
    }

    /// Document path → key → width in points.
    /// - Throws: an input error at the widths file's `path:line:column`, or when it cannot be read.
    func widthMap(for workspace: Workspace, io: CommandIO) throws -> [String: [String: Double]] {
        if let widths {
            guard let data = FileManager.default.contents(atPath: io.url(for: widths).path) else { throw CommandError.input("\(widths): cannot read the file") }
            do { return try XLIFFWidths.parse([UInt8](data)) } catch { throw CommandError.input("\(widths):\(error.line):\(error.column): \(error.message)") }
        }
        // maxwidth from the solved base layout: what translators' tools warn against while they type.
        var options = VerifyOptions()
        options.retainedLayouts = .all
        options.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let engine = LayoutEngine(textEngine: try FontOptions.none.textEngine(io, workspace: workspace))
        let result = try VerifyPipeline(workspace: workspace, engine: engine, options: options).run(languages: [])
        return result.baseTextWidths(workspace: workspace)
    }
}
