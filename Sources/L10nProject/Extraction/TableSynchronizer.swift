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
        public var created = false
        public var isChanged: Bool { created || !added.isEmpty || !removed.isEmpty || !review.isEmpty || refreshed > 0 }
    }

    /// Adds missing keys with the base text, removes (or comments out) keys whose object is gone, and
    /// refreshes Interface Builder comments (`Class = "…"; …; ObjectID = "…";`) that no longer match.
    /// Translators' own comments, which do not have that shape, are left alone.
    public static func synchronize<Table: ExtractTableEditing>(_ table: inout Table, with entries: [IBStringsEntry], keepStale: Bool) -> Result {
        var result = Result(added: [], removed: [], review: [], refreshed: 0)
        let existing = table.entries
        let existingKeys = Set(existing.map(\.key))
        let extracted = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in existing {
            guard let base = extracted[entry.key] else {
                result.removed.append(entry)
                if keepStale { table.commentOut(entry) } else { table.remove(entry) }
                continue
            }
            // A comment cannot hold `*/`: the table model writes it `* /`, so compare with what it writes.
            let wanted = base.comment.replacingOccurrences(of: "*/", with: "* /")
            guard let old = entry.interfaceBuilderComment, entry.commentText != wanted else { continue }
            table.setComment(base.comment, of: entry)
            // The comment names the property it quotes; for segment titles it repeats the object ID.
            let sameProperty = old.property == base.property && old.objectID == base.objectID
            if sameProperty && old.baseText == base.value.replacingOccurrences(of: "*/", with: "* /") {
                result.refreshed += 1
            } else {
                result.review.append(Review(entry: entry, oldBaseText: sameProperty ? old.baseText : nil, newBaseText: base.value))
            }
        }
        for entry in entries where !existingKeys.contains(entry.key) {
            table.insert(key: entry.key, value: entry.value, comment: entry.comment)
            result.added.append(entry)
        }
        return result
    }
}
