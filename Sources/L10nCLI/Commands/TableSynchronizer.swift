import Foundation
import L10nInterfaceBuilder

/// Brings one table in step with its document's extracted entries. Pure logic over `ExtractTableEditing`,
/// so it does not change when the table model does.
enum TableSynchronizer {
    struct Review {
        let entry: ExtractTableEntry
        let oldBaseText: String?
        let newBaseText: String
    }

    struct Result {
        var added: [IBStringsEntry]
        var removed: [ExtractTableEntry]
        var review: [Review]
        /// IB comments rewritten without a base text change (class name or form only).
        var refreshed: Int
        var created = false
        var isChanged: Bool { created || !added.isEmpty || !removed.isEmpty || !review.isEmpty || refreshed > 0 }
    }

    /// Adds missing keys with the base text, removes (or comments out) keys whose object is gone, and
    /// refreshes IB comments (`Class = "…"; …; ObjectID = "…";`) that no longer match. Translators' own
    /// comments, which do not have that shape, are left alone.
    static func synchronize<Table: ExtractTableEditing>(_ table: inout Table, with entries: [IBStringsEntry], keepStale: Bool) -> Result {
        var result = Result(added: [], removed: [], review: [], refreshed: 0)
        let existing = table.entries
        let existingKeys = Set(existing.map(\.key))
        let extracted = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in existing {
            guard let base = extracted[entry.key] else {
                result.removed.append(entry)
                if keepStale { table.commentOut(key: entry.key) } else { table.remove(key: entry.key) }
                continue
            }
            guard let comment = entry.comment, isIBComment(comment), comment != base.comment else { continue }
            table.setComment(base.comment, forKey: entry.key)
            let oldText = quotedBaseText(comment, property: base.property.hasPrefix("segmentTitles[") ? base.key : base.property)
            if oldText != IBStringsEntry.escape(base.value) {
                result.review.append(Review(entry: entry, oldBaseText: oldText.map(unescape), newBaseText: base.value))
            } else {
                result.refreshed += 1
            }
        }
        for entry in entries where !existingKeys.contains(entry.key) {
            table.insert(key: entry.key, value: entry.value, comment: entry.comment)
            result.added.append(entry)
        }
        return result
    }

    static func isIBComment(_ comment: String) -> Bool {
        comment.hasPrefix("Class = \"") && comment.hasSuffix("\";") && comment.contains("; ObjectID = \"")
    }

    /// The escaped base text quoted in an IB comment after `name = "`, or nil when the comment lacks it.
    static func quotedBaseText(_ comment: String, property name: String) -> String? {
        guard let start = comment.range(of: "; \(name) = \""),
              let end = comment.range(of: "\"; ObjectID = \"", options: .backwards), start.upperBound <= end.lowerBound else { return nil }
        return String(comment[start.upperBound..<end.lowerBound])
    }

    static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character { case "n": result += "\n"; case "t": result += "\t"; case "r": result += "\r"; default: result.append(character) }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
