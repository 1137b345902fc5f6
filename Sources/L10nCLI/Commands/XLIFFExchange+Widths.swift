import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nText

extension XLIFFExchange {
    /// The width each document's texts have in the solved layout of the base language on the document's
    /// own device: document path (relative to the project) → key → points. A key shown in several
    /// places gets the narrowest. Texts with no finite width (unconstrained) are left out.
    func solvedWidths(textEngine: TextEngine) throws -> [String: [String: Double]] {
        let engine = LayoutEngine(textEngine: textEngine)
        var result: [String: [String: Double]] = [:]
        for source in sources() where source.kind == .document {
            let original = ProjectFiles.relative(source.url, to: root)
            let document = try ExtractCommand.readDocument(source.url.path, shownAs: original)
            var widths: [String: Double] = [:]
            for scene in engine.layout(document).scenes {
                for view in scene.views {
                    for text in view.texts {
                        guard let key = text.key, text.availableWidth.isFinite, text.availableWidth > 0 else { continue }
                        widths[key] = min(widths[key] ?? .infinity, text.availableWidth)
                    }
                }
            }
            if !widths.isEmpty { result[original] = widths }
        }
        return result
    }
}
