import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the same
/// directory, which then replaces the target.
public enum AtomicFile {
    /// Writes `bytes` to `url` atomically.
    /// - Throws: the file system's error; the target is then unchanged.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        try Data(bytes).write(to: url, options: .atomic)
    }

    /// Writes a table back in the encoding, byte-order mark, line endings and format it was read in.
    /// - Throws: the file system's error; the target is then unchanged.
    public static func write(_ file: StringsFile, to url: URL) throws {
        try write(file.serialized(), to: url)
    }
}
