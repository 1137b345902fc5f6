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
        for entry in table.entries {
            // The last of duplicate keys wins, as on iOS.
            translations[entry.key] = entry.value
            let location = (entry.valueLocation ?? entry.keyLocation).map { LayoutIssue.Location(file: path, line: $0.line, column: $0.column) }
            entries.append((entry.key, location))
            if let location { locations[entry.key] = location }
        }
        variantSets = [translations]
    }
}
