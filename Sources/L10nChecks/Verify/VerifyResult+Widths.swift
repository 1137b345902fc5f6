import Foundation
import L10nProject

extension VerifyResult {
    /// The width each document's texts have in the kept base-language layouts (on the document's own
    /// device when the run used it): document path relative to the project → key → points. A key shown in
    /// several places gets the narrowest; texts with no finite width (unconstrained) are left out. XLIFF
    /// export writes these as `maxwidth`, so a translator's tool warns while they type.
    public func baseTextWidths(workspace: Workspace) -> [String: [String: Double]] {
        var result: [String: [String: Double]] = [:]
        for laidOut in layouts where laidOut.language == nil {
            let document = workspace.projectRelativePath(laidOut.document)
            var widths = result[document] ?? [:]
            for scene in laidOut.layout.scenes {
                for view in scene.views {
                    for text in view.texts {
                        guard let key = text.key, text.availableWidth.isFinite, text.availableWidth > 0 else { continue }
                        widths[key] = min(widths[key] ?? .infinity, text.availableWidth)
                    }
                }
            }
            if !widths.isEmpty { result[document] = widths }
        }
        return result
    }
}
