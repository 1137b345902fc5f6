import Foundation
import L10nInterfaceBuilder
import L10nProject
import L10nStrings

/// `extract --format xcstrings [PROJECT]`: keeps a String Catalog `<Name>.xcstrings` beside each
/// `Base.lproj/<Name>.storyboard|xib` in step with the document, the way Xcode 15 keeps Interface Builder
/// catalogs: new strings added, changed base text marks translations for review, gone objects stale.
struct CatalogExtraction {
    let root: URL
    let shownRoot: String?
    let mode: ProjectExtraction.Mode

    /// A new catalog holding a document's strings (source language `en`).
    static func catalog(of entries: [IBStringsEntry], sourceLanguage: String = "en") -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        catalog.synchronize(withExtracted: rows(entries))
        return catalog
    }

    static func rows(_ entries: [IBStringsEntry]) -> [CatalogTableRow] {
        entries.map { CatalogTableRow(key: $0.key, value: $0.value, comment: $0.comment) }
    }

    func run(_ io: CommandIO) throws -> Int32 {
        let documents = (try? Workspace(root: root))?.baseDocuments ?? []
        if documents.isEmpty {
            io.warn("no Base.lproj/*.storyboard or *.xib under \(shownRoot ?? "."); nothing to extract")
            return ExitCode.success
        }
        var plans: [(shown: String, url: URL, bytes: [UInt8], result: CatalogExtractionResult)] = []
        var errors: [String] = []
        for documentURL in documents {
            let document: IBDocument
            do {
                document = try ExtractCommand.readDocument(documentURL.path, shownAs: ProjectFiles.shown(documentURL, root: root, shownRoot: shownRoot))
            } catch let error as CommandError {
                errors.append(error.description)
                continue
            }
            let name = documentURL.deletingPathExtension().lastPathComponent
            let url = documentURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(name).xcstrings")
            let shown = ProjectFiles.shown(url, root: root, shownRoot: shownRoot)
            var catalog = StringCatalog(sourceLanguage: "en")
            if let data = FileManager.default.contents(atPath: url.path) {
                do { catalog = try StringCatalog(bytes: [UInt8](data)) } catch {
                    errors.append("\(shown):\(error.line):\(error.column): \(error.message)")
                    continue
                }
            }
            let result = catalog.synchronize(withExtracted: Self.rows(IBStringsExtractor.entries(of: document)))
            if !result.isEmpty { plans.append((shown, url, catalog.serialized(), result)) }
        }
        if !errors.isEmpty {
            for error in errors { io.printError("l10nlayout: error: \(error)") }
            io.printError("l10nlayout: error: nothing was written; fix the file\(errors.count == 1 ? "" : "s") above and run again")
            throw CommandError.exit(ExitCode.usageOrInput)
        }
        let prefix = mode == .write ? "" : "would "
        for plan in plans {
            for key in plan.result.added { io.print("\(plan.shown): \(prefix)add \"\(key)\"") }
            for key in plan.result.changed { io.print("\(plan.shown): needs review: \"\(key)\" base text changed") }
            for key in plan.result.stale { io.print("\(plan.shown): \(prefix)mark \"\(key)\" stale (object gone)") }
            if mode == .write {
                do { try Data(plan.bytes).write(to: plan.url, options: .atomic) } catch {
                    throw CommandError.input("\(plan.shown): cannot write the catalog (\(error.localizedDescription)); check permissions")
                }
            }
        }
        io.print(plans.isEmpty ? "all catalogs are up to date" : "\(mode == .write ? "updated" : "would update") \(plans.count) catalog\(plans.count == 1 ? "" : "s")")
        return mode == .check && !plans.isEmpty ? ExitCode.findings : ExitCode.success
    }
}
