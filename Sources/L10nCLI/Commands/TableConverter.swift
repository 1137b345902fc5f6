import Foundation
import L10nReport
import L10nStrings

/// The conversions behind `convert`, kept apart from argument handling so they can grow (xcstrings,
/// XLIFF) without touching the command.
enum TableConverter {
    enum Target: String, CaseIterable {
        case strings, json
    }

    /// - Parameters:
    ///   - warn: told about syntax errors that do not stop the conversion (`.strings` to `.strings` copies
    ///     a malformed table unchanged).
    static func convert(url: URL, displayPath: String, to target: Target, warn: (String) -> Void = { _ in }) throws -> [UInt8] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CommandError.input("\(displayPath): cannot read the file: \(error.localizedDescription)")
        }
        if url.pathExtension.lowercased() == "json" {
            let table = try readJSON(data, displayPath: displayPath)
            switch target {
            case .json: return Array((jsonText(table) + "\n").utf8)
            case .strings:
                var file = StringsFile(bytes: [])
                for (key, value) in table { file.addEntry(key: key, value: value) }
                return file.serialized()
            }
        }
        let file = StringsFile(data: data)
        if file.hasErrors, target == .strings {
            for diagnostic in file.diagnostics { warn(diagnostic.formatted(path: displayPath)) }
            return file.serialized()
        }
        if file.hasErrors {
            let lines = file.diagnostics.map { $0.formatted(path: displayPath) }
            throw CommandError.input(lines.joined(separator: "\n") + "\n  fix the table, then convert again")
        }
        switch target {
        case .strings: return file.serialized()
        case .json: return Array((jsonText(file.table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) + "\n").utf8)
        }
    }

    static func jsonText(_ pairs: [(String, String)]) -> String {
        JSONValue.object(pairs.map { ($0.0, JSONValue.string($0.1)) }).serialized()
    }

    static func readJSON(_ data: Data, displayPath: String) throws -> [(String, String)] {
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw CommandError.input("\(displayPath):1:1: error: expected a JSON object of strings, key to value")
        }
        var pairs: [(String, String)] = []
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] as? String else {
                throw CommandError.input("\(displayPath): error: the value of '\(key)' is not a string; convert reads a flat object of strings")
            }
            pairs.append((key, value))
        }
        return pairs
    }
}
