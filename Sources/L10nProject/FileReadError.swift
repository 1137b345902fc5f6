import Foundation
import L10nStrings

/// A project file that cannot be used: missing, unreadable, not the kind expected, or malformed.
///
/// `description` is one line: the path, what is wrong, and what to do.
public struct FileReadError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Sendable {
        case missing
        case notAFolder
        case isAFolder
        case permissionDenied
        case unreadable
        /// A catalog or property list that does not parse, with its location.
        case malformed(LocalizationFormatError)
    }

    /// The path as the reader was given it.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .missing: return "\(path): no such file or folder; check the path"
        case .notAFolder: return "\(path): not a folder; give the folder that holds Base.lproj (or the .xcodeproj)"
        case .isAFolder: return "\(path): is a folder where a file was expected"
        case .permissionDenied: return "\(path): permission denied; make it readable"
        case .unreadable: return "\(path): cannot be read; check the path and permissions"
        case .malformed(let error):
            return error.line > 0 ? "\(path):\(error.line):\(error.column): \(error.message)" : "\(path): \(error.message)"
        }
    }

    /// Why `path` could not be read, from what the file system says of it now.
    static func reason(forUnreadable path: String) -> Reason {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .isAFolder }
        return FileManager.default.isReadableFile(atPath: path) ? .unreadable : .permissionDenied
    }
}
