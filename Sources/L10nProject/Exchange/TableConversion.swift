import Foundation
import L10nStrings

/// A `.strings` table or a flat JSON object (key → value) in the other form, or in its own.
///
/// `.strings` to `.strings` gives back the same bytes, even when the table is malformed (its errors come back
/// as warnings); JSON output is a flat UTF-8 object, keys sorted, holding the value iOS uses for each key (the
/// last of duplicates). A malformed table does not convert to JSON.
public enum TableConversion {
    public enum Format: Sendable {
        case strings, json
    }

    public enum Failure: Error, Sendable {
        /// The JSON input is not a flat object of strings.
        case json(LocalizationFormatError)
        /// The table has syntax errors: what iOS would read of it is not what was written.
        case syntax([StringsDiagnostic])
    }

    /// Converts `data` (JSON when `isJSON`, else a `.strings` table in any encoding or property list form).
    /// - Returns: the bytes and, for a malformed table copied as it is, its errors.
    public static func convert(_ data: Data, isJSON: Bool, to format: Format) throws(Failure) -> (bytes: [UInt8], warnings: [StringsDiagnostic]) {
        if isJSON {
            let pairs: [(key: String, value: String)]
            do { pairs = try FlatJSONTable.decode([UInt8](data)) } catch { throw .json(error) }
            if format == .json { return (FlatJSONTable.encode(pairs), []) }
            var table = StringsFile(bytes: [])
            for (key, value) in pairs { table.addEntry(key: key, value: value) }
            return (table.serialized(), [])
        }
        let table = StringsFile(data: data)
        if table.hasErrors {
            guard format == .strings else { throw .syntax(table.diagnostics) }
            return (table.serialized(), table.diagnostics)
        }
        switch format {
        case .strings: return (table.serialized(), [])
        case .json: return (FlatJSONTable.encode(table.table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }), [])
        }
    }
}
