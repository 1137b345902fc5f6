import Foundation

/// One file (or folder) a target's build phase names, resolved through the project's group chain.
public struct XcodeFile: Hashable, Sendable, CustomStringConvertible {
    /// Where the file is.
    public enum Location: Hashable, Sendable {
        /// A path in the project's folders: absolute and standardized. The file may be missing (a slice of
        /// a repository, a file the project names but nobody committed): callers check.
        case disk(URL)
        /// A path relative to a build setting that only exists while Xcode builds (`BUILT_PRODUCTS_DIR`,
        /// `SDKROOT`, `DEVELOPER_DIR`…): not on disk, nothing to read.
        case buildSetting(String, path: String)
    }

    public var location: Location
    /// A folder reference (Xcode's blue folder) or a synchronized folder's package (`.xcassets`,
    /// `.bundle`): the whole folder is one member, everything beneath it ships.
    public var isFolder: Bool
    /// The name of the `PBXVariantGroup` the file belongs to (`Main.storyboard` for
    /// `de.lproj/Main.strings`), nil for a file that is not a localized variant.
    public var variantGroup: String?

    public init(location: Location, isFolder: Bool = false, variantGroup: String? = nil) {
        self.location = location
        self.isFolder = isFolder
        self.variantGroup = variantGroup
    }

    /// The file's URL when it is on disk.
    public var url: URL? {
        if case .disk(let url) = location { return url }
        return nil
    }

    /// The `.lproj` folder the file is in, without the extension (`Base`, `de`, `English`), or nil.
    public var lprojName: String? {
        guard let url else { return nil }
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(6))
    }

    public var description: String {
        switch location {
        case .disk(let url): return url.path
        case .buildSetting(let setting, let path): return "$(\(setting))/\(path)"
        }
    }
}
