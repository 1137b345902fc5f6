import Foundation
import L10nLayout

/// An image of one localizable text in its surroundings, for a translation tool to attach to the key.
public struct ContextShot: Sendable {
    /// The strings-table key (`abc-12-xyz.text`); also the file name, with `.png`.
    public var key: String
    public var viewID: String
    public var png: Data

    /// The file name a translation tool can match to the key: the key with `/` replaced, plus `.png`.
    public var fileName: String { key.replacingOccurrences(of: "/", with: "_") + ".png" }

    /// The area shown around a view: 32 pt on every side, at least 240×120 pt, kept inside the scene.
    static func crop(around target: Rect, in scene: Rect) -> Rect {
        var width = max(target.width + 64, 240), height = max(target.height + 64, 120)
        width = min(width, scene.width)
        height = min(height, scene.height)
        var x = target.midX - width / 2, y = target.midY - height / 2
        x = min(max(x, scene.minX), scene.maxX - width)
        y = min(max(y, scene.minY), scene.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
