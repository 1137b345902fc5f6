import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace (`App.xcworkspace`, or the `project.xcworkspace` inside an `.xcodeproj`): the files
/// and projects its `contents.xcworkspacedata` lists.
///
/// Locations resolve as Xcode resolves them: `group:path` from the enclosing `<Group>`'s folder (the
/// workspace's folder at the top), `container:path` from the workspace's folder, `absolute:path` as is,
/// `self:` the project that holds an embedded workspace (whatever follows `self:` is a stale name Xcode
/// ignores), `developer:path` below Xcode's own folder (not on disk here).
public struct XcodeWorkspace: Sendable {
    /// The `.xcworkspace` folder.
    public var url: URL
    /// The folder `container:` locations start from: the folder holding the workspace, or for a
    /// workspace inside an `.xcodeproj` the folder holding that project.
    public var containerDirectory: URL
    /// Every `FileRef`, in the file's order.
    public var fileReferences: [XcodeFile.Location]
    /// The `FileRef`s that name an `.xcodeproj` (an embedded workspace's `self:` included), on disk, in the
    /// file's order, each once.
    public var projects: [URL] {
        var seen: Set<String> = []
        return fileReferences.compactMap { location -> URL? in
            guard case .disk(let url) = location, url.pathExtension == "xcodeproj", seen.insert(url.path).inserted else { return nil }
            return url
        }
    }

    /// Reads `url/contents.xcworkspacedata`.
    /// - Throws: ``XcodeProjectError`` when the file is missing or not a well-formed workspace.
    public init(contentsOf url: URL) throws(XcodeProjectError) {
        let file = url.appendingPathComponent("contents.xcworkspacedata")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw XcodeProjectError(path: file.path, line: 0, column: 0,
                                    message: "cannot read the workspace file (\(error.localizedDescription)); pass an .xcworkspace folder that contains contents.xcworkspacedata")
        }
        try self.init(xml: data, workspaceURL: url)
    }

    /// Reads the XML of a `contents.xcworkspacedata`, resolving locations as if it were in `workspaceURL`.
    /// - Throws: ``XcodeProjectError`` for malformed XML (with its line and column) or a root element that
    ///   is not `<Workspace>`.
    public init(xml data: Data, workspaceURL: URL) throws(XcodeProjectError) {
        let url = workspaceURL.standardizedFileURL
        let filePath = url.appendingPathComponent("contents.xcworkspacedata").path
        let parent = url.deletingLastPathComponent()
        let enclosingProject = parent.pathExtension == "xcodeproj" ? parent : nil
        let container = enclosingProject?.deletingLastPathComponent() ?? parent
        let builder = Builder(container: container, enclosingProject: enclosingProject)
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let message = builder.failure {
            throw XcodeProjectError(path: filePath, line: max(builder.failureLine, 1), column: max(builder.failureColumn, 1), message: message)
        }
        guard ok, builder.sawWorkspace else {
            let reason = parser.parserError.map { "not well-formed XML (\($0.localizedDescription))" } ?? "no <Workspace> element"
            throw XcodeProjectError(path: filePath, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                    message: reason + ": not an Xcode workspace file")
        }
        self.url = url
        self.containerDirectory = container
        self.fileReferences = builder.references
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let container: URL
        let enclosingProject: URL?
        /// The folder of each open `<Group>` (nil for a group whose location is not on disk).
        var groups: [URL?] = []
        var references: [XcodeFile.Location] = []
        var sawWorkspace = false
        var failure: String?
        var failureLine = 0
        var failureColumn = 0

        init(container: URL, enclosingProject: URL?) {
            self.container = container
            self.enclosingProject = enclosingProject
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "Workspace":
                if groups.isEmpty { sawWorkspace = true }
            case "Group":
                let location = attributes["location"].flatMap { resolve($0) }
                if case .disk(let folder)? = location { groups.append(folder) } else if attributes["location"] == nil {
                    groups.append(groups.last ?? container)
                } else {
                    groups.append(nil)
                }
            case "FileRef":
                guard let text = attributes["location"] else {
                    failure = "<FileRef> without a location attribute"
                    failureLine = parser.lineNumber
                    failureColumn = parser.columnNumber
                    parser.abortParsing()
                    return
                }
                guard let location = resolve(text) else {
                    failure = "unknown location \"\(text)\" (expected group:, container:, absolute:, self: or developer:)"
                    failureLine = parser.lineNumber
                    failureColumn = parser.columnNumber
                    parser.abortParsing()
                    return
                }
                references.append(location)
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", !groups.isEmpty { groups.removeLast() }
        }

        func resolve(_ location: String) -> XcodeFile.Location? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon]
            let path = String(location[location.index(after: colon)...])
            func under(_ base: URL) -> URL { path.isEmpty ? base : base.appendingPathComponent(path).standardizedFileURL }
            switch kind {
            case "group":
                // A group whose own location is not on disk cannot place its members either.
                if let current = groups.last { return current.map { .disk(under($0)) } ?? .buildSetting("DEVELOPER_DIR", path: path) }
                return .disk(under(container))
            case "container":
                return .disk(under(container))
            case "absolute":
                return .disk(URL(fileURLWithPath: path).standardizedFileURL)
            case "self":
                return .disk(enclosingProject ?? container)
            case "developer":
                return .buildSetting("DEVELOPER_DIR", path: path)
            default:
                return nil
            }
        }
    }
}
