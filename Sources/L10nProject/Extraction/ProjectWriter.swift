#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import L10nStrings

/// Writes the files of a plan (`extract`, `convert … --project`, `pseudo`) all or nothing, in two phases:
/// every file's new bytes first go to a temporary file beside it (``AtomicFile/stage(_:to:options:)``,
/// which refuses a read-only file and a file changed since the plan read it, unless forced); only when all
/// are staged, and each target is checked once more, are they renamed over their targets. A failure while
/// staging removes the temporary files (and the folders made for new files) and writes nothing.
public enum ProjectWriter {
    /// A plan that could not be written: which file, why, and which files were written before it (none
    /// unless a target changed in the instant between the last check and its rename).
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var shown: String
        /// What went wrong and what to do.
        public var reason: String
        /// The files already written, as shown.
        public var written: [String]

        public var description: String {
            "\(shown): cannot write: \(reason). "
                + (written.isEmpty ? "Nothing was written" : "Already written: \(written.joined(separator: ", ")); the other files are as they were")
        }
    }

    /// Writes `files` (see ``ProjectWriter``).
    /// - Parameter force: replace read-only files (their permissions are kept) and files saved by someone
    ///   else since the plan read them (or created since it found none).
    /// - Throws: ``Failure``.
    public static func write(_ files: [PlannedWrite], force: Bool) throws(Failure) {
        var createdFolders: [String] = []
        var staged: [AtomicFile.Staged] = []
        func rollBack() {
            for item in staged { item.discard() }
            // Deepest first; a folder something else put a file in meanwhile stays.
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        for file in files {
            do {
                try makeFolders(for: file.url, created: &createdFolders)
                if !force, file.snapshot == nil, exists(file.url) { throw Failure(shown: file.shown, reason: appeared, written: []) }
                staged.append(try AtomicFile.stage(file.bytes, to: file.url, options: .init(force: force, expected: force ? nil : file.snapshot)))
            } catch let failure as Failure {
                rollBack()
                throw failure
            } catch {
                rollBack()
                throw Failure(shown: file.shown, reason: explanation(error), written: [])
            }
        }
        // Every target once more before the first rename: a table saved while the others were staged stops
        // the whole write.
        for (file, item) in zip(files, staged) where !force {
            do {
                if file.snapshot == nil, exists(file.url) { throw Failure(shown: file.shown, reason: appeared, written: []) }
                try item.checkUnchanged()
            } catch let failure as Failure {
                rollBack()
                throw failure
            } catch {
                rollBack()
                throw Failure(shown: file.shown, reason: explanation(error), written: [])
            }
        }
        for (index, item) in staged.enumerated() {
            do throws(AtomicFileError) { try item.commit() } catch {
                for rest in staged[index...] { rest.discard() }
                throw Failure(shown: files[index].shown, reason: error.reason.explanation, written: files[..<index].map(\.shown))
            }
        }
    }

    static let appeared = "the file was created by someone else after it was planned; it was left as it is: run again to include it, or give --force to replace it"

    static func explanation(_ error: any Error) -> String {
        (error as? AtomicFileError)?.reason.explanation ?? String(describing: error)
    }

    /// Whether something (a file, a link, even a dangling one) is at `url`.
    static func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// Creates the missing folders above `url`, recording each one made (outermost first).
    static func makeFolders(for url: URL, created: inout [String]) throws(AtomicFileError) {
        var missing: [String] = []
        var folder = url.deletingLastPathComponent().standardizedFileURL.path
        var status = stat()
        while !folder.isEmpty, folder != "/", stat(folder, &status) != 0 {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                throw AtomicFileError(path: path, errno: errno, operation: "create the folder \(path)")
            }
            created.append(path)
        }
    }
}
