import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// Brings one table in step with its document's extracted entries. Pure logic over `ExtractTableEditing`,
/// so it does not change when the table model does.
public enum TableSynchronizer {
    public struct Review: Sendable {
        public let entry: ExtractTableEntry
        public let oldBaseText: String?
        public let newBaseText: String
    }

    public struct Result: Sendable {
        public var added: [IBStringsEntry]
        public var removed: [ExtractTableEntry]
        public var review: [Review]
        /// IB comments rewritten without a base text change (class name or form only).
        public var refreshed: Int
        /// Review markers taken away because the translator changed the value since.
        public var resolved: [ExtractTableEntry] = []
        /// Entries an earlier `--keep-stale` run commented out, brought back with their translation because
        /// their object is back.
        public var restored: [ExtractTableEntry] = []
        public var created = false
        public var isChanged: Bool {
            created || !added.isEmpty || !removed.isEmpty || !review.isEmpty || refreshed > 0 || !resolved.isEmpty || !restored.isEmpty
        }
    }

    /// Adds missing keys with the base text, removes (or comments out) keys whose object is gone, and
    /// refreshes Interface Builder comments (`Class = "…"; …; ObjectID = "…";`) that no longer match.
    /// Translators' own comments, which do not have that shape, are left alone. A key whose entry an
    /// earlier `--keep-stale` run commented out gets that entry back, translation and all, instead of the
    /// base text.
    ///
    /// What needs a translator is recorded in the table as a ``ReviewMarker``: a key added with the base
    /// text needs translation, a translation whose base text changed needs review. A marker the translator
    /// has dealt with (the value changed since) is taken away.
    public static func synchronize<Table: ExtractTableEditing>(_ table: inout Table, with entries: [IBStringsEntry], keepStale: Bool) -> Result {
        var result = Result(added: [], removed: [], review: [], refreshed: 0)
        let existing = table.entries
        var existingKeys = Set(existing.map(\.key))
        let extracted = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in existing {
            guard let base = extracted[entry.key] else {
                result.removed.append(entry)
                if keepStale { table.commentOut(entry) } else { table.remove(entry) }
                continue
            }
            reconcile(entry, with: base, in: &table, result: &result)
        }
        var insertions: [ExtractTableInsertion] = []
        for entry in entries where !existingKeys.contains(entry.key) {
            existingKeys.insert(entry.key)
            if let restored = table.restoreCommentedOut(key: entry.key) {
                result.restored.append(restored)
                reconcile(restored, with: entry, in: &table, result: &result)
                continue
            }
            // The base text stands in until a translator replaces it, and the table says so; a table that
            // had no entry is being started, and is untranslated as a whole (lint's untranslated says so).
            insertions.append(ExtractTableInsertion(key: entry.key, value: entry.value, comment: entry.comment,
                                                    marker: existing.isEmpty ? nil : .needsTranslation))
            result.added.append(entry)
        }
        table.insert(insertions)
        return result
    }

    /// Brings an entry the document still has in step with it: its review marker and its comment.
    static func reconcile<Table: ExtractTableEditing>(_ entry: ExtractTableEntry, with base: IBStringsEntry, in table: inout Table,
                                                      result: inout Result) {
        if let marker = entry.reviewMarker, !marker.holds(value: entry.value, baseText: base.value) {
            table.setReviewMarker(nil, of: entry)
            result.resolved.append(entry)
        }
        // A comment cannot hold `*/`: the table model writes it `* /`, so compare with what it writes.
        let wanted = base.comment.replacingOccurrences(of: "*/", with: "* /")
        guard let old = entry.interfaceBuilderComment, entry.commentText != wanted else { return }
        table.setComment(base.comment, of: entry)
        // The comment names the property it quotes; for segment titles it repeats the object ID.
        let sameProperty = old.property == base.property && old.objectID == base.objectID
        if sameProperty && old.baseText == base.value.replacingOccurrences(of: "*/", with: "* /") {
            result.refreshed += 1
        } else {
            result.review.append(Review(entry: entry, oldBaseText: sameProperty ? old.baseText : nil, newBaseText: base.value))
            // A value still equal to the old base text was never translated: it still needs translation.
            let marker: ReviewMarker = entry.value == old.baseText && sameProperty
                ? .needsTranslation : .needsReview(oldBaseText: old.baseText, translation: entry.value)
            table.setReviewMarker(marker, of: entry)
        }
    }
}
