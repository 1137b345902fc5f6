import Foundation
import L10nStrings

/// A folder a command writes many files into (`render --output`), with errors as one readable line.
enum OutputFolder {
    /// Refuses an `--output` that cannot become a folder (it, or a folder above it, is a file) before any
    /// drawing, with one line that says so; a missing folder is made when the first image is written.
    static func check(_ url: URL, shown: String) throws {
        var candidate = url.standardizedFileURL
        while candidate.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw CommandError.input("\(shown): cannot write the images: \(candidate.path) is a file, not a folder; give --output a folder (it is made when missing)")
                }
                return
            }
            candidate = candidate.deletingLastPathComponent()
        }
    }

    static func write(_ data: Data, to url: URL) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](data), to: url)
        } catch {
            throw CommandError.input("\(url.path): cannot write the image (\(OutputFile.reason(error))); check --output")
        }
        return url
    }

    static func relativePath(of url: URL, from directory: URL) -> String {
        let path = url.standardizedFileURL.path, base = directory.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
