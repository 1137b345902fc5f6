import Foundation
import L10nInterfaceBuilder
import L10nStrings

/// `extract --table-format xcstrings [PROJECT]` as a plan: a String Catalog `<Name>.xcstrings` beside each
/// `Base.lproj/<Name>.storyboard|xib`, kept in step with the document the way Xcode 15 keeps Interface
/// Builder catalogs: new strings added, changed base text marks translations for review, gone objects stale.
public struct CatalogExtraction {
    /// One catalog's new content.
    public struct Change: Sendable {
        public var url: URL
        public var shown: String
        public var bytes: [UInt8]
        public var result: CatalogExtractionResult
        /// The file as it was read (nil for a new catalog): the write refuses if it changed since.
        public var snapshot: FileSnapshot?
    }

    public struct Plan: Sendable {
        public var changes: [Change] = []
        public var errors: [String] = []
        public var hasDocuments = false
    }

    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// A new catalog holding a document's strings (source language `en`).
    public static func catalog(of entries: [IBStringsEntry], sourceLanguage: String = "en") -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        catalog.synchronize(withExtracted: rows(entries))
        return catalog
    }

    static func rows(_ entries: [IBStringsEntry]) -> [CatalogTableRow] {
        entries.map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.comment) }
    }

    /// Every catalog change, in document order; errors stop the whole update.
    public func plan() -> Plan {
        var plan = Plan()
        let documents = workspace.baseDocuments.filter { !workspace.isExcluded($0) }
        plan.hasDocuments = !documents.isEmpty
        for documentURL in documents {
            let document: IBDocument
            switch workspace.document(documentURL) {
            case .success(let read): document = read
            case .failure(let error):
                let shown = workspace.relativePath(documentURL)
                plan.errors.append(error.line > 0 ? "\(shown):\(error.line):\(error.column): \(error.message)" : "\(shown): \(error.message)")
                continue
            }
            let name = documentURL.deletingPathExtension().lastPathComponent
            let url = documentURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(name).xcstrings")
            let shown = workspace.relativePath(url)
            var catalog = StringCatalog(sourceLanguage: "en")
            var snapshot: FileSnapshot?
            do throws(AtomicFileError) {
                let read = try AtomicFile.read(url)
                snapshot = read.snapshot
                do { catalog = try StringCatalog(bytes: read.bytes) } catch {
                    plan.errors.append("\(shown):\(error.line):\(error.column): \(error.message)")
                    continue
                }
            } catch where error.reason != .notFound {
                plan.errors.append("\(shown): \(error.reason.explanation)")
                continue
            } catch {
                // No catalog yet: a new one.
            }
            let result = catalog.synchronize(withExtracted: Self.rows(IBStringsExtractor.entries(of: document)))
            if !result.isEmpty { plan.changes.append(Change(url: url, shown: shown, bytes: catalog.serialized(), result: result, snapshot: snapshot)) }
        }
        return plan
    }
}
