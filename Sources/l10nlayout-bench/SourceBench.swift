// `l10nlayout-bench source`: the Swift / Objective-C lexer's throughput on every source of both corpora,
// beside two references measured in the same run on the same bytes: a plain byte loop counting quotes
// (the floor any lexer pays) and NSRegularExpression finding `NSLocalizedString(` (the approach the lexer
// replaces). Then genstrings extraction and the outlet index on the same files, a linearity check (the
// lexer on the corpus's Swift concatenated 1× and 8×), and the project reader on every project.pbxproj.
// Options: `--runs=N` (default 5).
import Foundation
import L10nProject
import L10nSource

enum SourceBench {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    static func run(_ arguments: [String]) {
        let runs = StringsBench.option("--runs", in: arguments) ?? 5
        let sources = corpusSources()
        guard !sources.isEmpty else { print("corpus not found at \(shared.path); source figures skipped"); return }
        let size = Double(sources.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
        print(String(format: "corpus sources: %d files, %.2f MB", sources.count, size))

        let floor = StringsBench.median(runs) {
            var quotes = 0
            for source in sources { for byte in source.bytes where byte == UInt8(ascii: "\"") { quotes += 1 } }
            precondition(quotes >= 0)
        }
        let lex = StringsBench.median(runs) {
            for source in sources { _ = SourceFile(bytes: source.bytes, language: source.language, path: source.path).tokens.count }
        }
        guard let pattern = try? NSRegularExpression(pattern: #"NSLocalizedString\s*\("#) else { return }
        let texts = sources.map { String(decoding: $0.bytes, as: UTF8.self) }
        let regex = StringsBench.median(runs) {
            for text in texts { _ = pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) }
        }
        let files = sources.map { SourceFile(bytes: $0.bytes, language: $0.language, path: $0.path) }
        let extract = StringsBench.median(runs) { _ = Genstrings.extract(from: files).output.tables.count }
        let index = StringsBench.median(runs) { _ = SourceIndex(files: files).assignments.count }
        print(String(format: "  lexer (tokens, literals)             %8.1f MB/s  %.2f× the byte loop, %.1f× NSRegularExpression", size / lex, floor / lex, regex / lex))
        print(String(format: "  byte loop counting quotes (floor)    %8.1f MB/s", size / floor))
        print(String(format: "  NSRegularExpression NSLocalizedString( %6.1f MB/s (finds calls only; no literals, comments or strings told apart)", size / regex))
        print(String(format: "  genstrings scan + tables (lexed)     %8.1f MB/s", size / extract))
        print(String(format: "  SourceIndex (lexed)                  %8.1f MB/s", size / index))

        // Linearity: one large Swift file, 1× and 8× the corpus's Swift.
        var swift: [UInt8] = []
        for source in sources where source.language == .swift { swift += source.bytes; swift.append(0x0A) }
        var eight: [UInt8] = []
        for _ in 0..<8 { eight += swift }
        let one = StringsBench.median(runs) { _ = SourceFile(bytes: swift, language: .swift).tokens.count }
        let many = StringsBench.median(max(1, runs / 2)) { _ = SourceFile(bytes: eight, language: .swift).tokens.count }
        print(String(format: "  lexer on one file of %.1f MB and of %.1f MB: %.1f MB/s and %.1f MB/s (time ratio %.2f for 8× the bytes)",
                     Double(swift.count) / 1e6, Double(eight.count) / 1e6, Double(swift.count) / 1e6 / one, Double(eight.count) / 1e6 / many, many / one))

        // The project reader on every project.pbxproj, beside Foundation's property list reader on the same bytes.
        let projects = corpusProjects()
        let projectSize = Double(projects.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
        let read = StringsBench.median(runs) {
            for project in projects { _ = try? XcodeProject(pbxproj: project.bytes, projectURL: project.url).targets.count }
        }
        let datas = projects.map { Data($0.bytes) }
        let foundation = StringsBench.median(max(1, runs / 2)) {
            for data in datas { _ = try? PropertyListSerialization.propertyList(from: data, format: nil) }
        }
        print(String(format: "project.pbxproj: %d files, %.2f MB", projects.count, projectSize))
        print(String(format: "  XcodeProject (parse + resolve)       %8.1f MB/s  %.1f× Foundation", projectSize / read, foundation / read))
        print(String(format: "  Foundation PropertyListSerialization %8.1f MB/s (parse only)", projectSize / foundation))
    }

    struct Source {
        var path: String
        var language: SourceLanguage
        var bytes: [UInt8]
    }

    static func corpusSources() -> [Source] {
        var sources: [Source] = []
        for corpus in ["corpus", "corpus2"] {
            let root = shared.appendingPathComponent(corpus)
            guard let tsv = try? String(contentsOf: root.appendingPathComponent("SOURCES.tsv"), encoding: .utf8) else { continue }
            for line in tsv.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard columns.count >= 4, ["swift", "objc", "header"].contains(columns[3]) else { continue }
                let url = root.appendingPathComponent(columns[0].replacingOccurrences(of: "/", with: "__")).appendingPathComponent(columns[2])
                guard let language = SourceLanguage(pathExtension: url.pathExtension), let data = try? Data(contentsOf: url) else { continue }
                sources.append(Source(path: url.path, language: language, bytes: [UInt8](data)))
            }
        }
        return sources
    }

    static func corpusProjects() -> [(url: URL, bytes: [UInt8])] {
        var projects: [(URL, [UInt8])] = []
        for corpus in ["corpus", "corpus2"] {
            guard let walk = FileManager.default.enumerator(at: shared.appendingPathComponent(corpus), includingPropertiesForKeys: nil) else { continue }
            var urls: [URL] = []
            for case let url as URL in walk where url.pathExtension == "xcodeproj" { urls.append(url) }
            for url in urls.sorted(by: { $0.path < $1.path }) {
                if let data = try? Data(contentsOf: url.appendingPathComponent("project.pbxproj")) { projects.append((url, [UInt8](data))) }
            }
        }
        return projects
    }
}
