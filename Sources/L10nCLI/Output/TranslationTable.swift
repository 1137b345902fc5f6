import Foundation

/// Loads a language's table as key → value for layout.
enum TranslationTable {
    static func load(_ url: URL) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandError.input("\(url.path): cannot read the strings table; check the path")
        }
        // Interim: Foundation's parser, until the lossless L10nStrings reader is merged here.
        guard let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
            throw CommandError.input("\(url.path): not a valid strings table; run 'l10nlayout lint' on it for the exact error")
        }
        return table
    }
}
