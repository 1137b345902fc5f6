import Foundation
import L10nSource
import L10nStrings

extension VerifyPipeline {
    /// A count without plural forms in a language that words only one apart (English, German, French: one, other) reads
    /// right when no lookup can format one: every call of the key stands where the code has just tested the count
    /// against a small number (`case 1:`, `count == 1 ?`, `guard n > 1`, `if minutes < 2.0 { return … }`) or the key
    /// names its form, or formats a fixed number other than one (`minimumLength`, declared `= 4`). Languages with few or
    /// many forms still read wrong ("2 участников" in Russian), whatever the code does for one.
    func lowerCountsTheCodeWordsForOne(_ findings: inout [Finding]) {
        let rule = PluralFormsAbsentRule.description.id
        guard findings.contains(where: { $0.ruleID == rule && $0.severity > .info }) else { return }
        let callsByKey = callsByTableAndKey
        var lines: [String: [Substring]] = [:]
        func linesOf(_ path: String) -> [Substring] {
            if let known = lines[path] { return known }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workspace.root.appendingPathComponent(path)
            let read = (try? String(contentsOf: url, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            lines[path] = read
            return read
        }
        var constants: [String: Int]?
        for index in findings.indices where findings[index].ruleID == rule && findings[index].severity > .info
        && !PluralFormsAbsentRule.needsMoreThanOne(findings[index].language) {
            guard let key = findings[index].key, let calls = callsByKey["\(Self.tableName(of: findings[index]))|\(key)"], !calls.isEmpty else { continue }
            if calls.allSatisfy({ Self.testsCountAgainstOne(linesOf($0.path), callLine: $0.location.line) }) {
                findings[index].severity = .info
                findings[index].message += " (the code tests the count just before each lookup and shows another text for one: "
                    + "\(findings[index].language) words every other count alike)"
                continue
            }
            let counted = countedArguments(of: findings[index])
            guard !counted.isEmpty else { continue }
            if constants == nil { constants = Self.integerConstants(workspace.sources) }
            let fixed = calls.map { call -> [Int]? in
                guard let arguments = call.formatArguments ?? call.interpolatedKey.map({ Self.interpolatedValues($0.written) }) else { return nil }
                let values = counted.map { $0 <= arguments.count ? Self.integerValue(arguments[$0 - 1], constants: constants ?? [:]) : nil }
                return values.contains(nil) ? nil : values.compactMap { $0 }
            }
            guard fixed.allSatisfy({ $0 != nil }) else { continue }
            let numbers = Set(fixed.flatMap { $0 ?? [] })
            guard !numbers.contains(1) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the code always formats \(numbers.sorted().map(String.init).joined(separator: ", ")) there, never one)"
        }
    }

    /// The arguments (1-based) the finding's text puts a counted word after, read from its table or catalog.
    func countedArguments(of finding: Finding) -> [Int] {
        guard let key = finding.key else { return [] }
        var value: String?
        if finding.file.hasSuffix(".xcstrings") {
            if let entry = catalog(atPath: finding.file)?.entries.first(where: { $0.key == key }) {
                value = entry.localization(finding.language)?.stringUnit?.value ?? key
            }
        } else if case .success(let table) = workspace.table(workspace.root.appendingPathComponent(finding.file)) {
            value = table.entries.last { $0.key == key }?.value
        }
        return value.map { Array(Set(PluralFormsAbsentRule.countedWords(in: $0).map(\.argument))).sorted() } ?? []
    }

    /// Whether the code just before a call (its line and the seven before it) tests a number in a way that leaves one out
    /// of a branch: `case 1`, `== 1`, `!= 1`, `<= 1`, `< 2` or `< 2.0` (one goes elsewhere, or returns early), `> N` for a
    /// small N, `>= N` from 2 (only more than one goes on); or names a singular or plural form. (`< 7` keeps one in.)
    static func testsCountAgainstOne(_ lines: [Substring], callLine: Int) -> Bool {
        guard callLine >= 1, callLine <= lines.count else { return false }
        let text = lines[max(0, callLine - 8)..<callLine].joined(separator: "\n")
        let small = #"(\.0+)?(?![0-9.])"#
        let tests = [#"(==|!=|<=)\s*1"# + small, #"<\s*2"# + small, #"(?<!-)>\s*([1-9]|1[0-9])"# + small, #">=\s*([2-9]|1[0-9])"# + small,
                     #"(?<![0-9.])1\s*(==|!=|<|>=)"#, #"\bcase\s+1\b"#, "[Ss]ingular", "[Pp]lural"]
        return text.range(of: tests.joined(separator: "|"), options: .regularExpression) != nil
    }

    /// The values a literal interpolates, as written, in order: `"up to \(limit) models"` → `limit`; a value's
    /// `specifier:` left out.
    static func interpolatedValues(_ literal: String) -> [String] {
        var values: [String] = []
        var rest = Substring(literal)
        while let start = rest.range(of: "\\(") {
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else { break }
            let value = rest[start.upperBound..<index]
            values.append(String(value.split(separator: ",", maxSplits: 1).first ?? value))
            rest = rest[rest.index(after: index)...]
        }
        return values
    }

    /// A format argument's whole number: a literal (`4`), or a name the sources declare once with one (`let freeModelLimit = 2`,
    /// `static let pin1Minimum = 4`, `#define MAX_POINTS 2`, an enumeration's `case pin1Minimum = 4` read by its `rawValue`),
    /// read as its last part (`Limits.pin1Minimum`).
    static func integerValue(_ argument: String, constants: [String: Int]) -> Int? {
        var trimmed = argument.trimmingCharacters(in: .whitespaces)
        if let literal = Int(trimmed) { return literal }
        if trimmed.hasSuffix(".rawValue") { trimmed.removeLast(".rawValue".count) }
        let name = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return constants[name]
    }

    /// The names the sources declare as constants of one whole number, each declared once (a name declared with two
    /// values, or as a `var`, is no constant).
    static func integerConstants(_ sources: [URL]) -> [String: Int] {
        var values: [String: Set<Int>] = [:]
        var variables: Set<String> = []
        let declaration = try? NSRegularExpression(pattern: #"(?:\blet\s+|\bcase\s+|#define\s+)([A-Za-z_][A-Za-z0-9_]*)(?:\s*:\s*[A-Za-z0-9_]+)?\s*=?\s*\(?(\d+)\)?\s*(?:;|$|//|\})"#,
                                                   options: [.anchorsMatchLines])
        let variable = try? NSRegularExpression(pattern: #"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for url in sources where ["swift", "m", "h", "mm"].contains(url.pathExtension.lowercased()) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            declaration?.enumerateMatches(in: text, range: range) { match, _, _ in
                guard let match, let name = Range(match.range(at: 1), in: text), let number = Range(match.range(at: 2), in: text),
                      let value = Int(text[number]) else { return }
                values[String(text[name]), default: []].insert(value)
            }
            variable?.enumerateMatches(in: text, range: range) { match, _, _ in
                if let match, let name = Range(match.range(at: 1), in: text) { variables.insert(String(text[name])) }
            }
        }
        return values.filter { $0.value.count == 1 && !variables.contains($0.key) }.compactMapValues(\.first)
    }
}
