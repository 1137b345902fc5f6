import Foundation
import L10nLayout
import L10nProject
import L10nStrings

/// A language's translations for one document, from its `.strings` table or its String Catalog, with where
/// each one is, as `verify` lays them out.
struct TranslationSource {
    var entries: [(key: String, location: LayoutIssue.Location?)] = []
    /// One translation set per plural variant (one set when no key has plural forms).
    var variantSets: [[String: String]] = [[:]]
    var locations: [String: LayoutIssue.Location] = [:]
    var path: String
    /// A catalog's keys, translated in this language or not (its own lint reports untranslated ones).
    var catalogKeys: Set<String> = []

    init(_ job: VerifyJob, workspace: Workspace) {
        path = workspace.relativePath(job.table)
        if job.isCatalog {
            guard case .success(let catalog) = workspace.catalog(job.table) else { return }
            var sets: [[String: String]] = [[:]]
            catalogKeys = Set(catalog.keys)
            for entry in catalog.entries {
                guard let localization = entry.localization(job.language) else { continue }
                let unit = localization.stringUnit ?? localization.plural.first?.unit
                let location = unit.map { LayoutIssue.Location(file: path, line: max(1, $0.line), column: max(1, $0.column)) }
                    ?? LayoutIssue.Location(file: path, line: max(1, entry.line), column: max(1, entry.column))
                entries.append((entry.key, location))
                locations[entry.key] = location
                let variants = localization.plural.isEmpty ? [unit?.value ?? ""] : localization.plural.map(\.unit.value)
                while sets.count < variants.count { sets.append(sets[0]) }
                for index in sets.indices { sets[index][entry.key] = variants[min(index, variants.count - 1)] }
            }
            variantSets = sets
            return
        }
        guard case .success(let table) = workspace.table(job.table) else { return }
        var translations: [String: String] = [:]
        for (index, entry) in table.entries.enumerated() {
            // The last of duplicate keys wins, as on iOS; entries iOS does not load (a syntax error stops its
            // reader) show the base text.
            if index < table.loadedEntryCount { translations[entry.key] = entry.value }
            let location = (entry.valueLocation ?? entry.keyLocation).map { LayoutIssue.Location(file: path, line: $0.line, column: $0.column) }
            entries.append((entry.key, location))
            if let location { locations[entry.key] = location }
        }
        variantSets = [translations]
    }

    /// Lays the base text, not this language's, in the views of `keys`: texts users never see in this
    /// language (code replaces them with data, or they are never shown), which must not move their
    /// neighbours either.
    mutating func showBaseTexts(of keys: Set<String>) {
        guard !keys.isEmpty else { return }
        for index in variantSets.indices {
            for key in keys { variantSets[index][key] = nil }
        }
    }

    /// Lays the texts code puts into the views over the table's: a localized string's translation in this
    /// language (the longest, when code sets several; from the tables that ship, unless `allFiles`), located at its entry. Returns the keys whose text code
    /// sets to something the sources cannot tell (placeholders, not checked), and for the others the key of
    /// the table entry that now stands for the view's text (`welcome.title` for `lbl-00-001.text`).
    mutating func apply(_ codeTexts: CodeSetTexts, language: String, code: CodeContext, group: LocalizationGroup?,
                        workspace: Workspace, allFiles: Bool) -> (placeholders: Set<String>, codeKeys: [String: String]) {
        var placeholders = Set<String>()
        var codeKeys: [String: String] = [:]
        for key in codeTexts.texts.keys.sorted() {
            guard let texts = codeTexts.texts[key] else { continue }
            var best: (text: String, location: LayoutIssue.Location?, key: String)?
            for text in texts {
                guard case .localized(let call, let transform) = text else { continue }
                let value = code.value(of: call, language: language, near: group) { !workspace.isExcluded($0) && (allFiles || workspace.ships($0)) }
                let shown = CodeContext.transformed(value.text, by: transform)
                let location = zip(value.table, value.location).map { LayoutIssue.Location(file: workspace.relativePath($0), line: $1.line, column: $1.column) }
                if best == nil || shown.count > best!.text.count { best = (shown, location, call.key) }
            }
            guard let best else { placeholders.insert(key); continue }
            for index in variantSets.indices { variantSets[index][key] = best.text }
            if let location = best.location { locations[key] = location } else { locations[key] = nil }
            codeKeys[key] = best.key
        }
        return (placeholders, codeKeys)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
