import Foundation
import L10nInterfaceBuilder

/// The corpus' (document, localized table) pairs from MANIFEST.tsv, and a reader for ibtool-shaped tables.
///
/// The table reader is deliberately minimal and test-only: it reads the `/* comment */` + `"key" = …;`
/// line pairs ibtool writes, which is all a key/comment comparison needs. The real .strings model lives in
/// L10nStrings.
enum CorpusPairs {
    static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    struct Pair {
        let table: String
        let document: String
        let notes: String
        var isExact: Bool { notes.contains("missing 0, extra 0") }
    }

    static func pairs() throws -> [Pair] {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var result: [Pair] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7, fields[3] == "localized-strings" else { continue }
            let root = corpus.appendingPathComponent(fields[0].replacingOccurrences(of: "/", with: "__"))
            let table = root.appendingPathComponent(fields[2])
            let name = table.deletingPathExtension().lastPathComponent
            let base = table.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Base.lproj")
            let candidates = ["storyboard", "xib"].map { base.appendingPathComponent("\(name).\($0)").path }
            guard let document = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
            result.append(Pair(table: table.path, document: document, notes: fields[6]))
        }
        return result
    }

    /// key → comment (without `/* ` and ` */`; nil when the entry has none) of an ibtool-shaped table.
    static func readTable(_ path: String) throws -> [String: String?] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(decoding: data, as: UTF8.self)
        }
        var entries: [String: String?] = [:]
        var comment: String?
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("/*") && line.hasSuffix("*/") {
                comment = String(line.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("\""), let end = closingQuote(line) {
                entries[String(line[line.index(after: line.startIndex)..<end])] = comment
                comment = nil
            } else if !line.isEmpty {
                comment = nil
            }
        }
        return entries
    }

    private static func closingQuote(_ line: String) -> String.Index? {
        var index = line.index(after: line.startIndex)
        while index < line.endIndex {
            if line[index] == "\\" { index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex; continue }
            if line[index] == "\"" { return index }
            index = line.index(after: index)
        }
        return nil
    }

    /// Why extraction differs from the table, or nil when keys and comments are equal.
    static func mismatch(_ pair: Pair) throws -> String? {
        let document = try IBDocument(contentsOf: pair.document)
        let extracted = IBStringsExtractor.entries(of: document)
        let table = try readTable(pair.table)
        var problems: [String] = []
        let extractedKeys = Set(extracted.map(\.key))
        let missing = table.keys.filter { !extractedKeys.contains($0) }.sorted()
        let extra = extracted.filter { table[$0.key] == nil }.map(\.key)
        if !missing.isEmpty { problems.append("missing \(missing.count): \(missing.prefix(4).joined(separator: ", "))") }
        if !extra.isEmpty { problems.append("extra \(extra.count): \(extra.prefix(4).joined(separator: ", "))") }
        for entry in extracted {
            if let expected = table[entry.key], let comment = expected, comment != entry.comment {
                problems.append("comment of \(entry.key): expected «\(comment)», got «\(entry.comment)»")
                break
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
