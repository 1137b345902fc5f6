import Foundation

/// A storyboard or xib read into a generic element tree (`root`) with typed views computed from it.
///
/// Nothing is dropped: every element and attribute stays in `root`, so callers can reach what the typed
/// layer does not model yet. (A UIKit xib saved before Xcode 5, an `<archive>`, is read as `LegacyArchive` rewrites it
/// in the current format: `root` is that `<document>`, its elements placed at their archive objects' lines.) Reading is safe: DTDs are refused, so no external entity is fetched and no
/// entity is expanded; malformed or truncated input throws `IBReadError` with its line and column.
public struct IBDocument {
    /// The path given when reading, used in diagnostics.
    public let path: String
    /// The `<document>` element.
    public let root: IBNode

    /// Reads the file at `path`.
    /// - Throws: `IBReadError` for an unreadable file or malformed XML.
    public init(contentsOf path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw IBReadError(path: path, line: 0, column: 0, message: "this is a folder, not a storyboard or xib file; remove it or replace it with the document")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw IBReadError(path: path, line: 0, column: 0, message: exists ? "cannot read the file; check its permissions" : "no such file; check the path")
        }
        try self.init(bytes: [UInt8](data), path: path)
    }

    /// Reads a document from its bytes (UTF-8, as Xcode writes it).
    /// - Parameter path: the name used in diagnostics.
    /// - Throws: `IBReadError` for malformed XML or a root element that is not `<document>` (but a UIKit `<archive>`
    ///   this converts).
    /// - Throws: also for bytes that are not valid in the document's encoding, a number Interface Builder
    ///   never writes (NaN, `1e309`, a multiplier `abc` or `1/0`) and an id used twice (see
    ///   `IBDocumentValidation`); a constraint naming a missing object is one of ``warnings``.
    public init(bytes: [UInt8], path: String) throws {
        self.path = path
        let decoded = try IBDocumentEncoding.utf8(bytes, path: path)
        var (tree, problem, treeWarnings) = try XMLTreeReader(path: path).read(decoded.bytes)
        var root = IBNode(tree: tree, index: 0)
        // A UIKit xib saved before Xcode 5 is read in the current format, each element placed where its archive object is.
        if root.name == "archive", problem == nil, let converted = LegacyArchive.currentFormat(of: root) {
            let read = try XMLTreeReader(path: path).read(converted.bytes)
            tree = read.tree.relocated(converted.lines)
            treeWarnings = read.warnings
            problem = read.problem.map { problem in
                let place = problem.line > 0 && problem.line < converted.lines.count ? converted.lines[problem.line] : (line: 1, column: 1)
                return IBReadError(path: path, line: Int(place.line), column: Int(place.column), message: problem.message)
            }
            root = IBNode(tree: tree, index: 0)
            isConvertedArchive = true
        } else {
            isConvertedArchive = false
        }
        warnings = (decoded.warning.map { [$0] } ?? []) + treeWarnings
        guard root.name == "document" else {
            throw IBReadError(path: path, line: root.line, column: root.column,
                              message: "the root element is <\(root.name)>, not <document>; only Xcode 5+ storyboards and xibs are supported (open and save old xibs in a recent Xcode)",
                              isLegacyArchive: root.name == "archive")
        }
        if let problem { throw problem }
        self.root = root
    }

    /// True for a UIKit xib in Interface Builder's format from before Xcode 5, read as converted to the current
    /// format (see `LegacyArchive`).
    let isConvertedArchive: Bool

    /// Problems that did not stop the document from being read (a document not saved in UTF-8, a constraint
    /// naming an object the document does not have).
    public let warnings: [IBDocumentWarning]

    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `…CocoaTouch.XIB`, `…Cocoa.Storyboard.XIB`, ….
    public var type: String? { root["type"] }
    /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`.
    public var targetRuntime: String? { root["targetRuntime"] }
    /// The Interface Builder version that saved the document, e.g. `21701` or `14490.70`.
    public var toolsVersion: String? { root["toolsVersion"] }
    /// The numeric major part of `toolsVersion` (14490 for `14490.70`), or nil.
    public var toolsMajorVersion: Int? { toolsVersion.flatMap { Int($0.split(separator: ".").first ?? "") } }
    /// True for storyboards, false for xibs.
    public var isStoryboard: Bool { type?.contains("Storyboard") ?? false }
    /// The platform family the document targets.
    public var platform: IBPlatform { IBPlatform(targetRuntime: targetRuntime) }
    /// `<device id="retina6_1" orientation="portrait" appearance="light"/>`, when present.
    public var device: IBDevice? {
        root.child("device").map { IBDevice(id: $0["id"], orientation: $0["orientation"], appearance: $0["appearance"], node: $0) }
    }
    /// The storyboard's initial view controller id.
    public var initialViewController: String? { root["initialViewController"] }

    /// The scenes of a storyboard in document order (empty for a xib).
    public var scenes: [IBScene] {
        root.child("scenes")?.children(named: "scene").map(IBScene.init(node:)) ?? []
    }

    /// A xib's top-level objects (children of `<objects>`), placeholders included, in document order.
    public var objects: [IBObject] {
        root.child("objects")?.children.map(IBObject.init(node:)) ?? []
    }

    /// Every element that has an `id`, by id (constraints, outlets and masks refer to objects by id).
    /// Computed on each call: keep the result. When an id repeats (a damaged document), the first wins.
    public func elementsByID() -> [String: IBNode] {
        var index: [String: IBNode] = [:]
        root.forEachDescendant { node in
            if let id = node["id"], index[id] == nil { index[id] = node }
        }
        return index
    }

    /// The root views to lay out: each scene's view controller root view, or a xib's top-level views.
    public var rootViews: [IBView] {
        if isStoryboard {
            return scenes.compactMap { $0.viewController?.view }
        }
        return objects.compactMap { $0.asView }
    }
}

/// The platform family of a document, from its `targetRuntime`.
public enum IBPlatform: String, Sendable {
    case iOS, macOS, tvOS, watchOS, unknown

    init(targetRuntime: String?) {
        switch targetRuntime {
        // Xcode 5's iPad-only xibs say `iOS.CocoaTouch.iPad`: UIKit all the same.
        case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": self = .iOS
        case "MacOSX.Cocoa": self = .macOS
        case "AppleTV": self = .tvOS
        case "watchKit": self = .watchOS
        default: self = .unknown
        }
    }
}

/// The `<device>` element. Device ids are not unique to one size: use the root view's frame for sizes.
public struct IBDevice {
    public let id: String?
    public let orientation: String?
    public let appearance: String?
    /// The `<device>` element itself (it may hold `<adaptation id="fullscreen"/>`).
    public let node: IBNode
}
