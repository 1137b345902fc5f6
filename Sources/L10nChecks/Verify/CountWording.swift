import Foundation
import L10nSource
import L10nStrings

extension VerifyPipeline {
    /// A count without plural forms reads right where no lookup can format a number it words wrong. In a language whose
    /// only other form is for one alone (English, German, French: ``PluralFormsAbsentRule/onlyOneIsOne(_:)``): every call
    /// of the key stands just after a test of its count that splits one off (`case 1:`, `count == 1 ?`, `guard n > 1`,
    /// `if minutes < 2.0 { return … }`). In any language: every call formats a fixed number (a literal, or a constant the
    /// sources declare once: `static let pin1Minimum = 4`) that the language words as `other`. Languages with few or many
    /// forms still read wrong after a test for one ("2 участников" in Russian).
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
        for index in findings.indices where findings[index].ruleID == rule && findings[index].severity > .info {
            let language = findings[index].language
            guard let key = findings[index].key, let calls = callsByKey["\(Self.tableName(of: findings[index]))|\(key)"], !calls.isEmpty else { continue }
            let counted = countedArguments(of: findings[index])
            func countArguments(_ call: LocalizedStringCall) -> [String]? {
                guard let arguments = call.formatArguments ?? call.interpolatedKey.map({ Self.interpolatedValues($0.written) }) else { return nil }
                let picked = counted.filter { $0 <= arguments.count }.map { arguments[$0 - 1] }
                return picked.count == counted.count && !picked.isEmpty ? picked : nil
            }
            if PluralFormsAbsentRule.onlyOneIsOne(language), calls.allSatisfy({ call in
                let names = Set((countArguments(call) ?? []).flatMap(Self.identifiers))
                return Self.testsCountAgainstOne(linesOf(call.path), callLine: call.location.line, names: names)
            }) {
                findings[index].severity = .info
                findings[index].message += " (the code tests the count just before each lookup and shows another text for one: "
                    + "\(language) words every other count alike)"
                continue
            }
            guard !counted.isEmpty else { continue }
            if constants == nil { constants = Self.integerConstants(workspace.sources) }
            let fixed = calls.map { call -> [Int]? in
                guard let arguments = countArguments(call) else { return nil }
                let values = arguments.map { Self.integerValue($0, constants: constants ?? [:]) }
                return values.contains(nil) ? nil : values.compactMap { $0 }
            }
            guard fixed.allSatisfy({ $0 != nil }) else { continue }
            let numbers = Set(fixed.flatMap { $0 ?? [] })
            guard numbers.allSatisfy({ PluralCategory.category(of: Double($0), in: language) == .other }) else { continue }
            findings[index].severity = .info
            findings[index].message += " (the code always formats \(numbers.sorted().map(String.init).joined(separator: ", ")) there, "
                + "which \(language) words as other)"
        }
    }

    /// The arguments (1-based) the finding's text puts a counted word after, read from its table or catalog.
    func countedArguments(of finding: Finding) -> [Int] {
        guard let key = finding.key else { return [] }
        var value: String?
        if finding.file.hasSuffix(".xcstrings") {
            value = catalog(atPath: finding.file)?.value(forKey: key, language: finding.language)
        } else if case .success(let table) = workspace.table(workspace.root.appendingPathComponent(finding.file)) {
            value = table.index(ofKey: key).map { table.entries[$0].value }
        }
        return value.map { Array(Set(PluralFormsAbsentRule.countedWords(in: $0).filter { $0.word.count >= 3 }.map(\.argument))).sorted() } ?? []
    }

    /// The names an argument expression is made of: `urls.count` → urls, count.
    static func identifiers(_ expression: String) -> [String] {
        expression.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init).filter { $0.first?.isLetter == true || $0.first == "_" }
    }

    /// Whether the code just before a call (its line and the seven before it) tests a number so that one goes another way:
    /// `case 1:`, `== 1`, `!= 1`, `<= 1`, `< 2` or `< 2.0`, `> 1`, `>= 2`, `1 ==`, `1 <`. When the names the call formats
    /// are known, the test's line names one of them (`if urls.count == 1` before a format of `urls.count`).
    static func testsCountAgainstOne(_ lines: [Substring], callLine: Int, names: Set<String> = []) -> Bool {
        guard callLine >= 1, callLine <= lines.count else { return false }
        let one = #"(\.0+)?(?![0-9.])"#
        let split = [#"(==|!=|<=)\s*1"# + one, #"<\s*2"# + one, #"(?<![>-])>\s*1"# + one, #">=\s*2"# + one,
                     #"(?<![\w.])1\s*(==|!=|<(?!=))"#, #"\bcase\s+1\s*:"#].joined(separator: "|")
        return lines[max(0, callLine - 8)..<callLine].contains { line in
            guard line.range(of: split, options: .regularExpression) != nil else { return false }
            return names.isEmpty || !Set(identifiers(String(line))).isDisjoint(with: names)
        }
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
    /// bare or after a type's name (`Limits.pin1Minimum`); never a value's member (`items.count`, `self.total`).
    static func integerValue(_ argument: String, constants: [String: Int]) -> Int? {
        var trimmed = argument.trimmingCharacters(in: .whitespaces)
        if let literal = Int(trimmed) { return literal }
        if trimmed.hasSuffix(".rawValue") { trimmed.removeLast(".rawValue".count) }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.last.map(String.init), !name.isEmpty,
              parts.count == 1 || parts[0].first?.isUppercase == true,
              parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
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
