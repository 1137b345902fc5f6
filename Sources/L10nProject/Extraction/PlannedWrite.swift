import Foundation
import L10nStrings

/// One file a project command writes, as its plan made it: the new bytes, and what the file was when the
/// plan read it, so that the write refuses to replace a file someone saved in between.
public struct PlannedWrite: Sendable {
    public var url: URL
    /// The path as messages show it.
    public var shown: String
    public var bytes: [UInt8]
    /// The file as the plan read it; nil for a file the plan creates (refused if one appears meanwhile).
    public var snapshot: FileSnapshot?

    public init(url: URL, shown: String, bytes: [UInt8], snapshot: FileSnapshot?) {
        self.url = url
        self.shown = shown
        self.bytes = bytes
        self.snapshot = snapshot
    }
}
