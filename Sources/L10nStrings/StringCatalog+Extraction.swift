/// What bringing a catalog in step with freshly extracted strings changed, by key.
public struct CatalogExtractionResult: Equatable, Sendable {
    /// Keys new to the catalog.
    public var added: [String] = []
    /// Keys whose source text changed; their translations are marked `needs_review`.
    public var changed: [String] = []
    /// Keys no longer extracted, now marked `stale` (kept with their translations, as Xcode does).
    public var stale: [String] = []

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && stale.isEmpty }
}

extension StringCatalog {
    /// Brings the catalog in step with the strings extracted from a document, as Xcode does when it
    /// builds: new keys are added with their source text (`state: new`, `extracted_with_value`), changed
    /// source text replaces the old and marks every translation `needs_review`, keys no longer extracted
    /// get `extractionState: stale`. Comments follow the extraction. Keys edited by hand (`manual`) are
    /// left alone.
    @discardableResult
    public mutating func synchronize(withExtracted rows: [CatalogTableRow]) -> CatalogExtractionResult {
        var result = CatalogExtractionResult()
        let extracted = Set(rows.map(\.key))
        for row in rows {
            let existing = entry(forKey: row.key)
            if existing == nil { result.added.append(row.key) }
            if existing?.comment != row.comment { setComment(row.comment, forKey: row.key) }
            if existing?.extractionState != "extracted_with_value" { addKey(row.key, extractionState: "extracted_with_value") }
            let sourceUnit = existing?.localization(sourceLanguage)?.stringUnit
            if let sourceUnit, sourceUnit.value != row.value {
                result.changed.append(row.key)
                setValue(row.value, forKey: row.key, language: sourceLanguage, state: sourceUnit.state ?? "new")
                for localization in existing?.localizations ?? [] where localization.language != sourceLanguage {
                    if let unit = localization.stringUnit {
                        setValue(unit.value, forKey: row.key, language: localization.language, state: "needs_review")
                    }
                }
            } else if sourceUnit == nil {
                setValue(row.value, forKey: row.key, language: sourceLanguage, state: "new")
            }
        }
        for entry in entries where !extracted.contains(entry.key) && entry.extractionState != "manual" && entry.extractionState != "stale" {
            addKey(entry.key, extractionState: "stale")
            result.stale.append(entry.key)
        }
        return result
    }
}
